"""Judges: ``rules`` (offline: similarity plus polarity, number and name checks) and ``openai``.

A judge receives ONLY one sentence and the memory notes, nothing else (SPEC §9).
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from typing import Any, Protocol

import openai

from core.config.settings import LLMSettings
from core.embeddings.hashing import HashingEmbedder
from core.endpoint.client import DEFAULT_MODEL, openai_client
from core.endpoint.errors import call_failure
from core.endpoint.structured import structured_reply
from core.judge.checks import numbers_of, refusal, states_law
from core.language import CJK_RUN, Matcher, compiled, packs, topic, union
from core.observability.tracing import NullTracer, Tracer
from core.prompts.loader import Prompt


@dataclass(frozen=True)
class Note:
    """A memory note as the judge sees it."""

    id: str
    text: str


@dataclass(frozen=True)
class Verdict:
    """Supported by ``memory_id``, or not."""

    supported: bool
    memory_id: str | None = None
    failure: str = ""
    """Why a model judge could not judge ("timeout", "http_500", "unreachable", "malformed"):
    the verdict then fails closed (not supported)."""


class Judge(Protocol):
    """Decides whether one sentence is supported by one of the notes."""

    def judge(self, sentence: str, notes: list[Note]) -> Verdict:
        """The verdict for ``sentence``."""
        ...


# Capitalized words inside a sentence (not its first word) are names the note must contain; the
# judge sees one sentence, so a capital after "dr. " is a name, not a new sentence.
_NAME = re.compile(r"(?<!^)\b[A-Z][a-z]{2,}\b")
_CAPITALIZED = re.compile(r"\b[A-Z][a-z]{2,}\b")


def _norm(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


# Share of a sentence's content words (and CJK bigrams) that its note must contain.
COVERAGE = 0.7


@dataclass(frozen=True)
class _Vocabulary:
    """The judge's words, gathered once across the language packs."""

    negation: Matcher
    function_words: frozenset[str]
    function_chars: frozenset[str]
    synonyms: dict[str, str]
    forms_of_address: frozenset[str]


@compiled
def _vocabulary() -> _Vocabulary:
    synonyms: dict[str, str] = {}
    for lp in packs():
        synonyms.update(lp.synonyms)
    return _Vocabulary(
        negation=topic(lambda p: p.negations),
        function_words=union(lambda p: p.function_words if p.script == "words" else ()),
        function_chars=union(lambda p: p.function_words if p.script == "chars" else ()),
        synonyms=synonyms,
        forms_of_address=union(lambda p: p.forms_of_address),
    )


def _content(text: str) -> set[str]:
    vocabulary = _vocabulary()
    lowered = _norm(text).lower()
    words = {
        vocabulary.synonyms.get(
            w, w[:-1] if len(w) > 4 and w.endswith("s") and not w.endswith("ss") else w
        )
        for w in re.findall(r"[a-z][a-z-]{3,}", lowered)
        if w not in vocabulary.function_words
    }
    bigrams: set[str] = set()
    for run in CJK_RUN.findall(lowered):
        bigrams |= {
            run[i : i + 2]
            for i in range(len(run) - 1)
            if not set(run[i : i + 2]) & vocabulary.function_chars
        }
    return words | bigrams


def _substituted(said: set[str], noted: set[str]) -> bool:
    """A detail of the note is missing where the sentence has one the note lacks.

    Latin words only: CJK bigrams straddle word boundaries, so a paraphrase leaves stray bigrams
    on both sides without changing any detail.
    """
    latin = re.compile(r"^[a-z-]+$")
    extra = {w for w in said - noted if latin.match(w)}
    missing = {w for w in noted - said if latin.match(w)}
    return bool(extra) and bool(missing)


class RulesJudge:
    """Offline judge: the closest note by similarity, then polarity, number and name checks."""

    def __init__(self, threshold: float = 0.3) -> None:
        self.threshold = threshold
        self._embedder = HashingEmbedder(384)

    def judge(self, sentence: str, notes: list[Note]) -> Verdict:
        """Supported when one note is close enough and agrees on polarity, numbers and names."""
        if not notes or states_law(sentence):
            return Verdict(False)
        vectors = self._embedder.embed([sentence] + [n.text for n in notes])
        query = vectors[0]
        scored = sorted(
            (
                (sum(a * b for a, b in zip(query, v, strict=True)), n)
                for v, n in zip(vectors[1:], notes, strict=True)
            ),
            key=lambda pair: -pair[0],
        )
        for similarity, note in scored:
            if similarity < self.threshold:
                break
            if self._agrees(_norm(sentence), _norm(note.text)):
                return Verdict(True, note.id)
        return Verdict(False)

    @staticmethod
    def _agrees(sentence: str, note: str) -> bool:
        negation = _vocabulary().negation
        if negation.search(sentence.lower()) != negation.search(note.lower()):
            return False
        said, noted = _content(sentence), _content(note)
        if said and len(said & noted) / len(said) < COVERAGE:
            return False  # the sentence adds or changes details the note does not have
        if _substituted(said, noted):
            return False  # "every month" for "every quarter": one detail swapped for another
        if not numbers_of(sentence) <= numbers_of(note):
            return False
        names = set(_NAME.findall(sentence)) - _vocabulary().forms_of_address
        return names <= set(_CAPITALIZED.findall(note))


RELATIONS = ("same", "opposite", "changed", "added", "law", "none")
"""What a model judge may say of the sentence against its note; only ``same`` supports."""


def judge_schema(note_ids: list[str]) -> dict[str, Any]:
    """The judge reply's JSON schema: a known note id (or null) and one of :data:`RELATIONS`.

    Small enough for grammar engines; the id enum means a constrained model cannot name a note
    that is not there.
    """
    return {
        "type": "object",
        "properties": {
            "memory_id": {"enum": [*note_ids, None]},
            "relation": {"enum": list(RELATIONS)},
        },
        "required": ["memory_id", "relation"],
        "additionalProperties": False,
    }


def read_verdict(data: object, notes: list[Note], sentence: str) -> Verdict:
    """The program's verdict on a judge reply: supported only when the reply names a known note as
    the ``same`` claim (``{"supported": true, "memory_id": …}`` of judge-v1 too) and no fixed check
    (:func:`core.judge.checks.refusal`) refuses that note. Anything else is not supported; a reply
    of neither shape is ``malformed``."""
    if isinstance(data, dict) and data.get("relation") in RELATIONS:
        claimed = data["relation"] == "same"
    elif isinstance(data, dict) and isinstance(data.get("supported"), bool):
        claimed = data["supported"]
    else:  # neither reply shape: the judge did not answer the question it was asked
        return Verdict(False, failure="malformed")
    by_id = {n.id: n for n in notes}
    memory_id = data.get("memory_id")
    if not claimed or not isinstance(memory_id, str) or memory_id not in by_id:
        return Verdict(False)
    if refusal(sentence, by_id[memory_id].text) is not None:
        return Verdict(False)
    return Verdict(True, memory_id)


class OpenAIJudge:
    """LLM judge through any OpenAI-compatible endpoint, with the versioned judge prompt.

    The reply is asked for in the strictest structured form the endpoint takes
    (:mod:`core.endpoint.structured`); the model proposes, :func:`read_verdict` decides.
    """

    def __init__(
        self, settings: LLMSettings, prompt: Prompt, model: str, tracer: Tracer | None = None
    ) -> None:
        self._tracer = tracer or NullTracer()
        self._client = openai_client(settings)
        self._prompt = prompt
        self._model = model or DEFAULT_MODEL

    def judge(self, sentence: str, notes: list[Note]) -> Verdict:
        """One call that sees only the sentence and the notes; any failure is 'not supported'."""
        if not notes:
            return Verdict(False)
        payload = json.dumps(
            {"sentence": sentence, "notes": [{"id": n.id, "text": n.text} for n in notes]},
            ensure_ascii=False,
        )
        with self._tracer.generation(
            "claim judge",
            model=self._model,
            prompt_name=self._prompt.name,
            prompt_version=self._prompt.version,
        ) as generation:
            try:
                reply = structured_reply(
                    self._client,
                    model=self._model,
                    messages=[
                        {"role": "system", "content": self._prompt.text},
                        {"role": "user", "content": payload},
                    ],
                    name="claim_verdict",
                    schema=judge_schema([n.id for n in notes]),
                    generation=generation,
                )
                data = json.loads(reply or "{}")
            except (openai.OpenAIError, ValueError) as exc:
                generation.outcome = type(exc).__name__
                # Fail closed: an unjudged sentence is not shown.
                return Verdict(False, failure=call_failure(exc))
            verdict = read_verdict(data, notes, sentence)
            if verdict.failure:
                generation.outcome = verdict.failure
            return verdict
