"""A generated conversation history with updates and forgets, and the scripted model that reads it.

Each conversation holds one user message made of directives: "For <topic>, I prefer <value>." sets
a preference (an add, or an update of the memory of that topic the transcript shows), "Please forget
my <topic> preference." forgets it. The model is a real provider (:class:`ScriptedProvider`) fed a
function of the transcript, so a replay gets the reply production got for the same transcript
— and a different one when the memories shown differ.
"""

from __future__ import annotations

import json
import random
import re
import uuid
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Engine

from core.extraction.transcript import Transcript
from core.llm.scripted import ScriptedProvider
from tests.conftest import conversation

TOPICS = {
    "answer length": ["short answers", "detailed answers", "one paragraph answers"],
    "code language": ["Python examples", "Go examples", "Rust examples"],
    "date format": ["ISO dates", "day first dates", "written out dates"],
    "units": ["metric units", "imperial units", "both unit systems"],
    "tone": ["a formal tone", "a casual tone", "a neutral tone"],
}
_SET = re.compile(r"For (?P<topic>[a-z ]+), I prefer (?P<value>[A-Za-z ]+)\.")
_FORGET = re.compile(r"Please forget my (?P<topic>[a-z ]+) preference\.")


def _draft(topic: str, value: str, source: str) -> dict[str, Any]:
    return {
        "type": "preference",
        "category": "communication_preference",
        "text": f"Prefers {value} for {topic}.",
        "language": "en",
        "tags": [topic.split()[0]],
        "confidence": 0.9,
        "importance": 0.5,
        "stability": "stable",
        "identity": {"subject": topic, "polarity": "prefer"},
        "source_message_ids": [source],
        "reason": "explicit",
    }


def reply(transcript: Transcript) -> str:
    """The operations the directives of the asker's messages ask for, given the memories shown."""
    shown = {m.text.rsplit(" for ", 1)[-1].rstrip("."): m.short_id for m in transcript.memories}
    ops: list[dict[str, Any]] = []
    for message in transcript.messages:
        if message.role != "user":
            continue
        for found in _SET.finditer(message.content):
            draft = _draft(found["topic"], found["value"], str(message.id))
            short = shown.get(found["topic"])
            ops.append(
                {"op": "update", "memory_id": short, **draft} if short else {"op": "add", **draft}
            )
        for found in _FORGET.finditer(message.content):
            short = shown.get(found["topic"])
            if short:
                ops.append({"op": "forget", "memory_id": short, "reason": "asked to forget"})
    return json.dumps({"operations": ops})


def model() -> ScriptedProvider:
    """A fresh scripted model answering with :func:`reply`."""
    return ScriptedProvider.of(reply)


@dataclass(frozen=True)
class History:
    """The generated users and conversations (oldest first)."""

    users: list[uuid.UUID]
    conversations: list[uuid.UUID]


def generate(engine: Engine, users: int = 20, per_user: int = 10, seed: int = 20) -> History:
    """``users`` × ``per_user`` conversations, each user's an hour apart, interleaved; about one in
    five sets two topics at once and one in six forgets a topic set before."""
    rng = random.Random(seed)
    people = [uuid.uuid4() for _ in range(users)]
    made: list[tuple[float, uuid.UUID]] = []
    for u, person in enumerate(people):
        known: list[str] = []
        for i in range(per_user):
            roll = rng.random()
            if known and roll < 0.17:
                topic = rng.choice(known)
                known.remove(topic)
                text = f"Please forget my {topic} preference."
            else:
                picked = rng.sample(sorted(TOPICS), 2 if roll > 0.8 else 1)
                known += [t for t in picked if t not in known]
                text = " ".join(f"For {t}, I prefer {rng.choice(TOPICS[t])}." for t in picked)
            minutes_ago = (per_user - i) * 60 + u  # oldest first per user, users interleaved
            _, conv, _ = conversation(
                engine,
                [("user", text), ("assistant", "Noted.")],
                user=person,
                minutes_ago=minutes_ago,
            )
            made.append((minutes_ago, conv))
    return History(people, [c for _, c in sorted(made, key=lambda x: -x[0])])
