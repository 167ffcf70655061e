"""Grounding: a candidate survives only if the asker's own cited messages support it (seed 001:
assistant text alone never makes a memory; SPEC §5.3 ``not_grounded``).

Three deterministic checks, all on folded text (NFKC, invisible characters gone, lower-cased):

1. Every *specific* of the candidate (text, tags, identity) occurs in the cited asker messages: a
   number (digits, or a run of number words; the asker's number words count as digits), a code or identifier (letters mixed with digits, or a token with
   ``_ = / @ .`` inside), a quoted string, and a name- or brand-like word (a capitalized word that
   does not open its sentence, a Latin word inside Chinese text, or a word the Chinese
   dictionary tags as a proper noun). Quotations and Chinese proper nouns are also read with the
   fields joined, so a name cut across text and tags is still a name. Ordinary words may be
   paraphrased; specifics may not, because they are what a planted instruction or an invented
   fact is made of.
2. The candidate as a whole is not closer to a retrieved passage, an assistant reply or another
   person's message than to the asker's cited words: content words (word scripts: a five-letter
   stem; substring scripts: character pairs) that another message holds and the cited messages
   do not may not outnumber those the cited messages hold, once they are a real share of the
   candidate.

3. A standing rule to recommend or mention something ("always", "every answer", "一律") is
   grounded only when a cited asker message speaks of standing scope too
   (:mod:`core.gates.standing`, label ``unasked_rule``).

Labels name what failed (``specific:number`` …, ``closer_to_other_message``), never the text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from core import language
from core.gates.normalize import fold, fold_cased, join_digit_runs
from core.gates.standing import UNASKED_RULE, unasked_rule
from core.language import CJK, CJK_RUN, compiled, has_cjk
from core.language.vocabulary import chinese_proper_nouns

# A word of any Latin-like script (letters, digits, inner apostrophes and hyphens).
WORD = re.compile(r"[^\W_](?:[\w'’\-]*[^\W_])?")
# Where Chinese and Latin letters meet with no space ("回答结尾com", "用Python写"): a word break.
_SCRIPT_BREAK = re.compile(rf"(?<=[{CJK}])(?=[^\W{CJK}])|(?<=[^\W{CJK}])(?=[{CJK}])")


def words_of(folded: str) -> list[str]:
    """The words of ``folded`` text, Chinese runs and Latin runs apart where they touch."""
    if has_cjk(folded):
        folded = _SCRIPT_BREAK.sub(" ", folded)
    return WORD.findall(folded)


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
# A number joined to ordinary words by hyphens ("45-minute", "2-day", "10-year-old"): a measure,
# whose number is read as a number, not a code.
_MEASURE = re.compile(r"\d+(?:[.,]\d+)?(?:-[a-z]+)+")
_QUOTED = re.compile(
    r"[\"“”„«»「」『』《》‘’]([^\"“”„«»「」『』《》‘’]{2,60})[\"“”„«»「」『』《》‘’]"
)
_SENTENCE_START = re.compile(r"(?:^|[.!?。！？:;]\s*|\n)\s*$")
_LATIN_IN_CJK = re.compile(r"[a-z][a-z0-9'’\-]+|[a-z](?:#|\+\+)")
# A capital letter after a small one inside a word: a brand written in camel case.
_CAMEL = re.compile(r"[a-z][A-Z]")

CLOSER_TO_OTHER = "closer_to_other_message"
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
    """Name- or brand-like words: capitalized and not opening a sentence, written in camel case
    ("eBay", "PayPal"), or Latin inside CJK; a single capital letter after a name is part of it
    ("Plan B", "Vitamin D")."""
    found: set[str] = set()
    last_name, last_end = "", -1
    for match in WORD.finditer(raw):
        word = match.group()
        if (
            len(word) == 1
            and word.isupper()
            and word != "I"
            and raw[last_end : match.start()] == " "
        ):
            found.add(f"{last_name} {word.lower()}")
            continue
        # Chinese runs are read below (a word here may hold Han characters and Latin letters).
        camel = _CAMEL.search(word) is not None and not has_cjk(word)
        if not (word[0].isupper() or camel) or word.isdigit():
            continue
        if not camel and _SENTENCE_START.search(raw[: match.start()]):
            continue
        lower = word.lower()
        if lower in vocab.names_of_languages or lower in vocab.address or len(word) == 1:
            continue
        compound = [] if camel else _compound_names(word)
        # A compound's ordinary words may be paraphrased like any word; its name may not.
        found.update(p for p in compound if p not in vocab.names_of_languages)
        if not compound:
            found.add(lower)
        last_name, last_end = lower, match.end()
    if has_cjk(raw):
        lower = raw.lower()
        for match in _LATIN_IN_CJK.finditer(lower):
            if match.group() in vocab.names_of_languages:
                continue
            cased = raw[match.start() : match.end()] if len(lower) == len(raw) else ""
            found.update(_compound_names(cased) or [match.group()])
    return found


def _compound_names(word: str) -> list[str]:
    """The capitalized parts of a name compounded with ordinary words ("Figma-only",
    "Jakarta-based"), lower-cased; empty when ``word`` is no such compound."""
    parts = word.split("-")
    capital = [p[:1].isupper() for p in parts]
    if len(parts) < 2 or all(capital) or not any(capital):
        return []
    return [p.lower() for p, cap in zip(parts, capital, strict=True) if cap and len(p) > 1]


def specifics(text: str) -> list[tuple[str, str]]:
    """Every specific of ``text`` as (kind, folded value)."""
    vocab = _vocabulary()
    # Case tells a name from a word, so names are read on the folded view before lower-casing
    # (full-width, look-alike and spaced-out letters already written plainly).
    raw = fold_cased(text)
    folded = raw.lower()
    found: list[tuple[str, str]] = []
    found += [("number", n) for n in _NUMBER.findall(join_digit_runs(text, _CANDIDATE_NUMBER_RUN))]
    # A code is Latin letters and digits: a Chinese character next to one is no part of it
    # ("用v60" holds the code "v60").
    found += [
        ("code", c) for c in _CODE.findall(CJK_RUN.sub(" ", folded)) if not _MEASURE.fullmatch(c)
    ]
    found += [("quoted", q.strip().lower()) for q in _QUOTED.findall(raw) if q.strip()]
    found += [("name", n) for n in _names(raw, vocab)]
    return found


# Names and codes must be words the asker wrote, not parts of one: "Labo" is no word of
# "Labour", "r2291" none of "blueharbor2291".
_WHOLE = frozenset({"name", "code"})
_LATIN_EDGE = r"a-z0-9\u00c0-\u024f"


def _said_word(value: str, said: str, said_compact: str, *, inflected: bool = False) -> bool:
    """``value`` occurs in the asker's words with no Latin letter or digit glued to either end;
    ``inflected`` (names): or with only a pack's clitic after it ("Jakartanya"); a suffix that
    makes another word ("Bill" of "billing") is none."""
    for haystack, needle in ((said, value), (said_compact, value.replace(" ", ""))):
        if re.search(rf"(?<![{_LATIN_EDGE}]){re.escape(needle)}(?![{_LATIN_EDGE}])", haystack):
            return True
    if not inflected:
        return False
    glued = re.finditer(rf"(?<![{_LATIN_EDGE}]){re.escape(value)}([{_LATIN_EDGE}]+)", said)
    return any(m.group(1) in _clitics() for m in glued)


@compiled
def _clitics() -> frozenset[str]:
    return language.union(lambda p: p.clitics)


def _said_number(value: str, said: set[str]) -> bool:
    """A number the asker said: the same digit run, or (four digits and more) a part of one, as
    when a year is cited from a date."""
    return value in said or (len(value) >= 4 and any(value in n for n in said))


def units(folded: str) -> set[str]:
    """Content units of ``folded`` text: stems of content words, and character pairs of CJK
    runs (what two texts share when they say the same thing)."""
    return _units(folded, _vocabulary().stop)


def _units(folded: str, stop: frozenset[str]) -> set[str]:
    units = {
        w[:STEM]
        for w in words_of(folded)
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


def _joined_specifics(
    text: str, extras: Sequence[str], tags: Sequence[str]
) -> set[tuple[str, str]]:
    """Specifics that only show once the fields are read as one text (a name or quotation cut
    across text, tags and identity): quoted strings of every field, and Chinese proper nouns of
    what a reader sees (text and tags; identity keys are the model's own words)."""
    joined = fold_cased("".join([text, *extras]))
    found = {("quoted", q.strip().lower()) for q in _QUOTED.findall(joined) if q.strip()}
    visible = fold("".join([text, *tags]))
    if has_cjk(visible):
        found |= {("name", n) for n in chinese_proper_nouns("".join(CJK_RUN.findall(visible)))}
    return found


def ungrounded(
    text: str, extras: Sequence[str], evidence: Evidence, tags: Sequence[str] = ()
) -> list[str]:
    """Labels of every grounding rule the candidate breaks (empty = grounded).

    ``extras`` are the other stored fields (tags, identity); ``tags`` the ones a reader sees.
    """
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
            elif (
                kind in _WHOLE
                and not _said_word(value, said, said_compact, inflected=kind == "name")
            ) or (value not in said and value.replace(" ", "") not in said_compact):
                labels.add(f"specific:{kind}")
    if unasked_rule(text, evidence.cited):
        labels.add(UNASKED_RULE)
    said_han = "".join(CJK_RUN.findall(said))
    stop = _vocabulary().stop
    for kind, value in _joined_specifics(text, extras, tags):
        if value in stop or value.replace(" ", "") in said_compact:
            continue
        if kind == "name" and value in said_han:
            continue
        labels.add(f"specific:{kind}")
    if evidence.others:
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
                labels.add(CLOSER_TO_OTHER)
    return sorted(labels)
