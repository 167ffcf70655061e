"""Turns of a chat copied into a memory (SPEC §5.3 ``transcript_pattern``): a memory states one
plain thing about the user; it never retells who said what.

Three shapes, each built from the language packs' kept vocabularies, never from cases:

- **labelled turns**: a speaker label and a colon before what they said. A label that is one of
  the parties ("Me:", "Aku:", "我：", "Buyer:") is a turn by itself; any two labels in a row
  ("Bard: … ? Me: …", "买家：…？卖家：…") are an exchange when a turn is a question or a
  party speaks in it;
- **reported turns**: a party and a verb of speech ("you replied", "botnya membalas",
  "你上次说"). One is a turn when what was said follows in quotes or after a colon, unless
  a wish comes before it ("wants you to say 'hi'"); two in one text are an exchange;
- **a retold conversation**: a conversation noun and a colon soon after ("the chat went: …",
  "percakapannya begini: …", "聊天记录是这样的：…");
- **a line of a chat or a log**: what only a copied line carries, whatever its language: a clock
  time in brackets ("[09:03]"), a date with a time ("2026-06-01T10:22"), an @-mention that is no
  e-mail address, or a log level opening the text ("WARN …").

:func:`turn_spans` gives the spans of an asker's message that are such turns, so that a
candidate carrying most of one (cut across its fields) is caught as well.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core import language
from core.language import CJK, compiled

_QUOTES = "'\"“”‘’「」『』«»"
_COLON = "[:：]"
# Where a label may start: the text's start, or after a space, a sentence end or a separator.
_LABEL_BEFORE = rf"(?:^|(?<=[\s.!?;,/|>—–()\[{_QUOTES}。！？；，、]))"
_SENTENCE_END = re.compile(r"[.!?。！？]|\s/\s|\s[—–]\s")


@dataclass(frozen=True)
class _Turns:
    label: re.Pattern[str]
    party: re.Pattern[str]
    reported: re.Pattern[str] | None
    retold: re.Pattern[str] | None
    wish: re.Pattern[str] | None


def _alt(patterns: list[str]) -> str:
    return "|".join(f"(?:{p})" for p in sorted(patterns, key=len, reverse=True))


@compiled
def _turns() -> _Turns:
    packs = language.packs()
    word = [p for p in packs if p.script == "words"]
    char = [p for p in packs if p.script == "chars"]
    speakers_w = _alt([s for p in word for s in p.turn_speakers])
    speakers_c = _alt([s for p in char for s in p.turn_speakers])
    verbs_w = _alt([v for p in word for v in p.speech_verbs])
    verbs_c = _alt([v for p in char for v in p.speech_verbs])
    nouns_w = _alt([n for p in word for n in p.conversation_nouns])
    nouns_c = _alt([n for p in char for n in p.conversation_nouns])
    wishes_w = _alt([w for p in word for w in p.wish_words])
    wishes_c = _alt([w for p in char for w in p.wish_words])
    roles = _alt(sorted(language.union(lambda p: p.transcript_roles)))
    # A label: a party or role, one capitalized word ("Bard", "Agent"), or a short Chinese
    # word ("顾客").
    label_words = "|".join(x for x in (speakers_w, roles) if x)
    label = re.compile(
        rf"{_LABEL_BEFORE}(?P<label>(?i:{label_words})|[A-Z][\w.\-]{{0,20}}|[{CJK}]{{1,4}})"
        rf"\s*{_COLON}\s*(?=\S)"
    )
    party = "|".join(x for x in (speakers_w, roles) if x) + (f"|{speakers_c}" if speakers_c else "")
    reported_parts = []
    if speakers_w and verbs_w:
        reported_parts.append(rf"(?<![\w'’])(?:{speakers_w})(?:\s+\w+)?\s+(?:{verbs_w})(?![\w'’])")
    if speakers_c and verbs_c:
        reported_parts.append(rf"(?:{speakers_c})[{CJK}]{{0,3}}?(?:{verbs_c})")
    retold_parts = []
    if nouns_w:
        retold_parts.append(rf"(?<!\w)(?:{nouns_w})(?!\w)(?:\s+\w+){{0,3}}\s*{_COLON}")
    if nouns_c:
        retold_parts.append(rf"(?:{nouns_c})[{CJK}]{{0,6}}{_COLON}")
    wish_parts = []
    if wishes_w:
        wish_parts.append(rf"(?<!\w)(?:{wishes_w})(?:\s+\w+)?\s*$")
    if wishes_c:
        wish_parts.append(rf"(?:{wishes_c})[{CJK}]{{0,2}}$")
    return _Turns(
        label=label,
        party=re.compile(rf"^(?:{party})$", re.IGNORECASE),
        reported=re.compile("|".join(reported_parts), re.IGNORECASE) if reported_parts else None,
        retold=re.compile("|".join(retold_parts), re.IGNORECASE) if retold_parts else None,
        wish=re.compile("|".join(wish_parts), re.IGNORECASE) if wish_parts else None,
    )


def _clause_end(text: str, start: int) -> int:
    found = _SENTENCE_END.search(text, start)
    return found.end() if found else len(text)


def _labelled(text: str, tx: _Turns) -> list[str]:
    labels = list(tx.label.finditer(text))
    turns = []
    for i, match in enumerate(labels):
        end = labels[i + 1].start() if i + 1 < len(labels) else _clause_end(text, match.end())
        said = text[match.end() : end]
        spoken = (
            "?" in said
            or "？" in said
            or any(tx.party.match(w) for w in re.findall(rf"[\w'’]+|[{CJK}]", said))
        )
        turns.append(
            (text[match.start() : end].strip(), bool(tx.party.match(match["label"])), spoken)
        )
    # Two labels or more are an exchange once a party speaks or a turn asks; a party's label is a
    # turn on its own.
    if len(turns) > 1 and any(party or spoken for _, party, spoken in turns):
        return [span for span, _, _ in turns]
    return [span for span, party, _ in turns if party]


def _reported(text: str, tx: _Turns) -> list[str]:
    if tx.reported is None:
        return []
    found = list(tx.reported.finditer(text))
    spans = []
    for match in found:
        # What was said follows in quotes or after a colon, a word or a verb later at most
        # ("you told me '…'", "你上次回复说“…”").
        quoted = any(ch in _QUOTES or ch in ":：" for ch in text[match.end() : match.end() + 5])
        wished = tx.wish is not None and tx.wish.search(
            text[max(0, match.start() - 24) : match.start()]
        )
        if len(found) > 1 or (quoted and not wished):
            spans.append(text[match.start() : _clause_end(text, match.end() + 1)].strip())
    return spans


def _retold(text: str, tx: _Turns) -> list[str]:
    if tx.retold is None:
        return []
    return [text[m.start() : _clause_end(text, m.end())].strip() for m in tx.retold.finditer(text)]


# The marks of a copied chat or log line (no language's words: the formats of chat apps and logs).
_STAMP = re.compile(
    r"\[\s*\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?\s*\]"
    r"|(?<!\d)\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}"
    r"|(?<![\w.@])@[^\s@.,;:!?()\[\]，。：；！？]{2,}"
    r"|^\s*(?:WARN(?:ING)?|ERROR|INFO|DEBUG|TRACE|FATAL|CRITICAL)\b"
)


def _stamped(text: str, tx: _Turns) -> list[str]:
    return [text[m.start() : _clause_end(text, m.end())].strip() for m in _STAMP.finditer(text)]


def turn_spans(cased: str) -> list[str]:
    """The spans of ``cased`` (folded, case kept) that are turns of a chat, in any of the three
    shapes; empty when it retells no exchange."""
    tx = _turns()
    return [
        *_labelled(cased, tx),
        *_reported(cased, tx),
        *_retold(cased, tx),
        *_stamped(cased, tx),
    ]


def turn_label(cased: str) -> str | None:
    """The label of the first shape ``cased`` breaks ("labelled_turns", "reported_turns",
    "retold_conversation", "chat_line"), or None."""
    tx = _turns()
    for label, find in (
        ("labelled_turns", _labelled),
        ("reported_turns", _reported),
        ("retold_conversation", _retold),
        ("chat_line", _stamped),
    ):
        if find(cased, tx):
            return label
    return None
