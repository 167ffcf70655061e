"""Grounding: a candidate survives only if the asker's own cited messages support it (seed 001:
assistant text alone never makes a memory; SPEC §5.3 ``not_grounded``).

Two deterministic checks, both on folded text (NFKC, invisible characters gone, lower-cased):

1. Every *specific* of the candidate (text, tags, identity) occurs in the cited asker messages: a
   number (digits, or a run of number words; the asker's number words count as digits), a code or identifier (letters mixed with digits, or a token with
   ``_ = / @ .`` inside), a quoted string, and a name- or brand-like word (a capitalized word that
   does not open its sentence, or a Latin word inside Chinese text). Ordinary words may be
   paraphrased; specifics may not, because they are what a planted instruction or an invented
   fact is made of.
2. The candidate as a whole is not closer to a retrieved passage, an assistant reply or another
   person's message than to the asker's cited words: content words (word scripts: a five-letter
   stem; substring scripts: character pairs) that another message holds and the cited messages
   do not may not outnumber those the cited messages hold, once they are a real share of the
   candidate.

Labels name what failed (``specific:number`` …, ``closer_to_other_message``), never the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from core import language
from core.gates.normalize import fold, fold_cased, join_digit_runs
from core.language import CJK_RUN, compiled, has_cjk

# A word of any Latin-like script (letters, digits, inner apostrophes and hyphens).
_WORD = re.compile(r"[^\W_](?:[\w'’\-]*[^\W_])?")
_NUMBER = re.compile(r"\d+")
# Number words the candidate holds count as numbers in runs of two or more ("two four" = 24,
# "二四个月"); a lone "one" is as often a pronoun as a number.
_CANDIDATE_NUMBER_RUN = 2
# A code: letters and digits mixed, or inner symbols that words never hold.
_CODE = re.compile(
    r"(?<![\w@])(?=[\w.@/=_\-]*[a-z])(?=[\w.@/=_\-]*\d)\w[\w.@/=_\-]*\w"  # letters and digits
    r"|(?<![\w@])\w+(?:[_=/@]\w+)+"  # inner symbols words never hold
    r"|(?<![\w.])[a-z0-9][a-z0-9\-]*(?:\.[a-z0-9\-]+)*\.[a-z]{2,}(?![\w])"  # a domain, node.js
)
_QUOTED = re.compile(
    r"[\"“”„«»「」『』《》‘’]([^\"“”„«»「」『』《》‘’]{2,60})[\"“”„«»「」『』《》‘’]"
)
_SENTENCE_START = re.compile(r"(?:^|[.!?。！？:;]\s*|\n)\s*$")
_LATIN_IN_CJK = re.compile(r"[a-z][a-z0-9'’\-]+")

STEM = 5
# A share of the candidate's content units above which closeness to another message counts.
MIN_SHARED = 2
MIN_SHARE = 0.4


@dataclass(frozen=True)
class _Vocabulary:
    stop: frozenset[str]
    names_of_languages: frozenset[str]
    address: frozenset[str]


@compiled
def _vocabulary() -> _Vocabulary:
    stop = (
        language.union(lambda p: p.stop_words)
        | language.union(lambda p: p.recall_stop_words)
        | language.union(lambda p: p.generic_words)
    )
    names = {w.lower() for p in language.packs() for n in (p.name, *p.aliases) for w in n.split()}
    address = {w.lower() for p in language.packs() for w in p.forms_of_address}
    return _Vocabulary(frozenset(stop), frozenset(names), frozenset(address))


def _names(raw: str, vocab: _Vocabulary) -> set[str]:
    """Name- or brand-like words: capitalized and not opening a sentence, or Latin inside CJK."""
    found: set[str] = set()
    for match in _WORD.finditer(raw):
        word = match.group()
        if not word[0].isupper() or word.isdigit():
            continue
        if _SENTENCE_START.search(raw[: match.start()]):
            continue
        lower = word.lower()
        if lower in vocab.names_of_languages or lower in vocab.address or len(word) == 1:
            continue
        found.add(lower)
    if has_cjk(raw):
        for match in _LATIN_IN_CJK.finditer(raw.lower()):
            if match.group() not in vocab.names_of_languages:
                found.add(match.group())
    return found


def specifics(text: str) -> list[tuple[str, str]]:
    """Every specific of ``text`` as (kind, folded value)."""
    vocab = _vocabulary()
    # Case tells a name from a word, so names are read on the folded view before lower-casing
    # (full-width, look-alike and spaced-out letters already written plainly).
    raw = fold_cased(text)
    folded = raw.lower()
    found: list[tuple[str, str]] = []
    found += [("number", n) for n in _NUMBER.findall(join_digit_runs(text, _CANDIDATE_NUMBER_RUN))]
    found += [("code", c) for c in _CODE.findall(folded)]
    found += [("quoted", q.strip().lower()) for q in _QUOTED.findall(raw) if q.strip()]
    found += [("name", n) for n in _names(raw, vocab)]
    return found


def _said_number(value: str, said: set[str]) -> bool:
    """A number the asker said: the same digit run, or (four digits and more) a part of one, as
    when a year is cited from a date."""
    return value in said or (len(value) >= 4 and any(value in n for n in said))


def _units(folded: str, stop: frozenset[str]) -> set[str]:
    """Content units: stems of content words, and character pairs of CJK runs."""
    units = {
        w[:STEM]
        for w in _WORD.findall(folded)
        if w not in stop and not w.isdigit() and (len(w) > 2 or not w.isascii())
    }
    for run in CJK_RUN.findall(folded):
        units.update(run[i : i + 2] for i in range(len(run) - 1))
    return units


@dataclass(frozen=True)
class Evidence:
    """The asker's cited messages and every other message of the transcript window."""

    cited: Sequence[str]
    others: Sequence[str]


def ungrounded(text: str, extras: Iterable[str], evidence: Evidence) -> list[str]:
    """Labels of every grounding rule the candidate breaks (empty = grounded)."""
    if not evidence.cited:
        return []  # no cited asker message: ``not_from_asker`` already says why
    said = " \n ".join(fold(t) for t in evidence.cited)
    # Every number word of the asker counts as a number: "three paragraphs" grounds a 3.
    said_numbers = set(_NUMBER.findall(" \n ".join(join_digit_runs(t, 1) for t in evidence.cited)))
    said_compact = said.replace(" ", "")
    labels: set[str] = set()
    for part in (text, *extras):
        for kind, value in specifics(part):
            if kind == "number":
                if not _said_number(value, said_numbers):
                    labels.add("specific:number")
            elif value not in said and value.replace(" ", "") not in said_compact:
                labels.add(f"specific:{kind}")
    if evidence.others:
        stop = _vocabulary().stop
        mine = _units(fold(text), stop)
        if mine:
            cited_units = _units(said, stop)
            to_cited = len(mine & cited_units)
            # Only what the asker did not say counts for the other message: an assistant reply
            # that restates the asker ("Noted, you prefer …") is no rival source.
            to_other = max(
                len((mine & _units(fold(o), stop)) - cited_units) for o in evidence.others
            )
            if to_other > to_cited and to_other >= max(MIN_SHARED, MIN_SHARE * len(mine)):
                labels.add("closer_to_other_message")
    return sorted(labels)
