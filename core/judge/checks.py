"""The judge's checks that no model may relax: law, specifics, and sensitive content.

Whatever a model judge answers, a sentence is not supported by a note when it states what a law or
document says (seed 001: corpus facts restated as memories are rejected), holds a specific the note
does not — a number, a name or place, a code, a quoted string, found as the grounding gate finds
them in a memory (:func:`core.gates.grounding.specifics`), or an occupation (the packs'
``occupations``) — or says something the content gates flag (a health condition, another person,
an identifier …) that the note does not.
"""

from __future__ import annotations

import re
import unicodedata

from core.gates.content import detect
from core.gates.grounding import STEM, specifics
from core.gates.normalize import fold
from core.gates.reasons import Reason
from core.judge.claim import addressed, as_user
from core.language import (
    CJK_RUN,
    Matcher,
    alternation,
    compiled,
    detect_language_confidently,
    has_cjk,
    packs,
    topic,
)
from core.language.numbers import spelled_number_ends, spelled_numbers
from core.language.vocabulary import chinese_details

_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
LEGAL = frozenset({Reason.corpus_or_legal_fact, Reason.user_claim_about_law})


def states_law(sentence: str) -> bool:
    """True when the sentence states what a law, regulation or document says."""
    return any(h.reason in LEGAL for h in detect(sentence))


def numbers_of(text: str) -> set[str]:
    """The numbers of ``text``, written in digits (after NFKC: full-width digits count) or spelled
    out in words (:func:`core.language.numbers.spelled_numbers`: "twelve", "dua puluh")."""
    text = unicodedata.normalize("NFKC", text)
    return set(_NUMBER.findall(text)) | spelled_numbers(text)


# The word after a number: its unit ("7 points", "sembilan butir"), a plural "s" dropped.
_UNIT = re.compile(r"\s*(?:-\s*)?([^\W\d_]{2,})")


def quantities(text: str) -> dict[str, set[str]]:
    """The numbers of ``text`` (digits or words) by the word written after each, their unit."""
    text = unicodedata.normalize("NFKC", text)
    ends = [(m.group(), m.end()) for m in _NUMBER.finditer(text)] + spelled_number_ends(text)
    found: dict[str, set[str]] = {}
    for value, end in ends:
        unit = _UNIT.match(text, end)
        if unit is not None and not has_cjk(unit.group(1)):
            word = unit.group(1).lower()
            found.setdefault(
                word[:-1] if len(word) > 3 and word.endswith("s") else word, set()
            ).add(value)
    return found


def changed_quantity(sentence: str, note: str) -> bool:
    """True when the sentence counts something the note counts, in the same unit, with another
    number, anywhere in the sentence ("I kept it to seven points" for a note of at most five
    points): the answer's own clauses restate the note's limit too."""
    noted = quantities(note)
    return any(
        unit in noted and not values & noted[unit] for unit, values in quantities(sentence).items()
    )


# "I've", "Wise's": the assistant's own contractions and possessives are not names.
_CLITIC = re.compile(r"(?<=\w)['’]\w{1,2}\b")
# "Bandung-based", "Series-B": each part of a hyphenated compound is read as its own word.
_HYPHEN = re.compile(r"(?<=\w)-(?=\w)")


def _plain(text: str) -> str:
    return _HYPHEN.sub(" ", _CLITIC.sub("", unicodedata.normalize("NFKC", text)))


def same_script(sentence: str, note: str) -> bool:
    """Both written in Chinese characters, or both not: only then can names be compared."""
    return has_cjk(sentence) == has_cjk(note)


def missing_specific(sentence: str, note: str) -> str | None:
    """The kind of the first specific of ``sentence`` (:func:`core.gates.grounding.specifics`:
    number, code, quotation, name) that ``note`` does not hold, or None.

    Numbers always count, in the clauses about the user (:func:`core.judge.claim.addressed`);
    names, codes and quotations anywhere, but only when both are written in the same
    script (a name may be transliterated across scripts: "Jakarta", "雅加达"). Between two Chinese
    texts, the details the dictionary tells (:func:`core.language.vocabulary.chinese_details`:
    places, names, counted numerals, weekdays) count as names.
    """
    note_numbers = numbers_of(note) | {v for k, v in specifics(note) if k == "number"}
    noted = fold(_plain(note))
    comparable = same_script(sentence, note)
    # Numbers of the clauses about the user only: "Here are four routes, since you cycle to work"
    # counts the answer's routes, not anything of the user.
    about_user = addressed(sentence)
    if spelled_numbers(unicodedata.normalize("NFKC", about_user)) - note_numbers:
        return "number"
    if changed_quantity(sentence, note):
        return "number"
    if {v for k, v in specifics(_plain(about_user)) if k == "number"} - note_numbers:
        return "number"
    for kind, value in specifics(_plain(sentence)):
        if kind == "number":
            continue
        if comparable and not re.search(rf"(?<![a-z0-9]){re.escape(value)}(?![a-z0-9])", noted):
            return kind
    if comparable and has_cjk(sentence):
        said = {w for run in CJK_RUN.findall(sentence) for w in chinese_details(run)}
        if any(w not in note for w in said):
            return "name"
    return None


@compiled
def _occupations() -> Matcher:
    return topic(lambda p: (*p.occupations, *p.ranks))


def _found(matcher: Matcher, text: str) -> set[str]:
    found: set[str] = set()
    for pattern in (matcher.words, matcher.chars):
        if pattern is not None:
            found |= {m.group().rstrip("s") for m in pattern.finditer(text)}
    return found


def missing_occupation(sentence: str, note: str) -> bool:
    """True when the sentence gives the user an occupation or a rank (the packs' ``ranks``) the
    note does not name ("你是律师" on a note of a data-protection adviser, "the senior accountant" on
    a note of an accountant). Compared only within one language: an occupation is
    translated, not transliterated, across languages."""
    if not same_script(sentence, note):
        return False
    languages = {detect_language_confidently(sentence), detect_language_confidently(note)}
    if len(languages - {None}) > 1:
        return False
    noted = fold(note)
    missing = _found(_occupations(), fold(sentence)) - _found(_occupations(), noted)
    # The note may say it with the verb of the occupation ("translator" for "translates
    # contracts"): they share the grounding gate's five-letter stem.
    verbs = {w[:STEM] for w in _LATIN.findall(noted) if len(w) >= STEM}
    return any(len(m) < STEM or m[:STEM] not in verbs for m in missing)


_LATIN = re.compile(r"[a-z]+")


@compiled
def _language_names() -> list[tuple[re.Pattern[str], str]]:
    """(the names of one language in every pack, its code), longest names first."""
    names: dict[str, set[str]] = {}
    for p in packs():
        for code, said in p.language_names.items():
            names.setdefault(code, set()).update(n.lower() for n in said)
    return [
        (re.compile(alternation(sorted(found, key=len, reverse=True)), re.IGNORECASE), code)
        for code, found in names.items()
    ]


def languages_named(text: str) -> set[str]:
    """The codes of the languages ``text`` names ("in English", "dalam bahasa Inggris", "用英文")."""
    folded = fold(text)
    found = set()
    for pattern, code in _language_names():
        for match in pattern.finditer(folded):
            before, after = folded[match.start() - 1 : match.start()], folded[match.end() :][:1]
            # whole words in word scripts; Chinese names stand as they are
            if has_cjk(match.group()) or not (before.isalnum() or after.isalnum()):
                found.add(code)
    return found


def refusal(sentence: str, note: str) -> str | None:
    """Why ``note`` cannot support ``sentence`` whatever a judge says, or None.

    ``law``: the sentence states a legal or document fact; ``specific:<kind>``: it has a number,
    name, code, quotation, occupation or language the note lacks; ``content:<reason>``: a content
    gate flags the sentence, as written or read as the user's own words
    (:func:`core.judge.claim.as_user`: "your manager" is the user's manager, another person), for
    a reason it does not flag the note for.
    """
    if states_law(sentence):
        return "law"
    missing = missing_specific(sentence, note)
    if missing is not None:
        return f"specific:{missing}"
    if missing_occupation(sentence, note):
        return "specific:occupation"
    if languages_named(sentence) - languages_named(note):
        return "specific:language"
    noted = {h.reason for h in detect(note)}
    own_words = as_user(sentence)
    said = detect(sentence) + (detect(own_words) if own_words != sentence else [])
    extra = sorted({h.reason.value for h in said} - {r.value for r in noted})
    return f"content:{extra[0]}" if extra else None
