"""Normalization before any matching, so evasions cannot hide what a text contains.

The views are pure functions of their text and every rule reads them again (a candidate's text,
tags and identity, each view and each joined field); they are memoized per process in bounded
caches, which hold nothing the process does not hold already.

:func:`fold` is the view every word check reads: NFKC (full-width and mathematical letters
become ASCII), invisible format characters removed, letters spelled out one by one joined back
("p a s s w o r d", "p-a-s-s", "密 码"), look-alike letters of other scripts inside a Latin word
replaced by their Unicode TR39 confusables prototype ("раssword" with a Cyrillic р and а), the
marks of Latin letters dropped ("Māori" reads as "maori"), then lower-cased. :func:`join_digit_runs` is the view of identifier detection: number words (from each
language pack) become digits and separators between digits go.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from core import language
from core.language import CJK, clear_views, compiled, loaded, text_view

_SPACES = re.compile(r"\s+")
_SEPARATOR_BETWEEN_DIGITS = re.compile(r"(?<=\d)[\s\-‐‑‒–—―_./·•,:()]+(?=\d)")
# Three or more single characters, each alone between single spaces ("h t t p s : / /"), between
# dots or dashes ("p.a.s.s", "p-a-s-s"), or between list dots or bars with or without spaces
# ("s · k · - · 1"). A Latin letter or digit right before or after means the character belongs to
# a longer word ("v1.2.3" and "e.g." stay as they are). Each run: (pattern, None when the
# separator is one character, else the pattern of one item).
_DOTS = "\u00b7\u2022\u2219\u22c5|"  # middle dot, bullet, bullet and dot operators, bar
_SPACED_RUNS = tuple(
    (
        re.compile(rf"(?<![A-Za-z0-9]){item}(?:{sep}{item}){{2,}}(?![A-Za-z0-9])"),
        None if len(sep.replace("\\", "")) == 1 else re.compile(item),
    )
    for sep, item in (
        (" ", r"\S"),
        (r"\.", r"[^\s]"),
        ("-", r"[^\s]"),
        (rf" ?[{_DOTS}] ?", rf"[^\s{_DOTS}]"),
    )
)
_SIX_SPACED = re.compile(rf"\S([ .\-])\S\1\S\1\S\1\S\1\S|(?:\S ?[{_DOTS}] ?){{5}}\S")
_UNDERSCORE_WORD = re.compile(r"_(?=[a-z])")
# A space, list dot or bar between two Chinese characters ("密 码", "口·令"): Chinese puts no
# space between words, so the gap only cuts a word apart (a transliterated name "约翰·史密斯"
# reads as one name, which no check minds).
_CJK_GAP = re.compile(rf"(?<=[{CJK}])(?: | ?[{_DOTS}] ?)(?=[{CJK}])")
_LATIN_LETTER = re.compile(r"[A-Za-z\u00c0-\u024f]")
# Scripts a look-alike is never taken from: Latin is the target, the others are not letters.
_NOT_LOOKALIKE = frozenset({"LATIN", "COMMON", "INHERITED"})


def strip_invisible(text: str) -> str:
    """Remove zero-width and other format characters (Unicode category Cf) and variation
    selectors (invisible too, and a known way to smuggle text)."""
    if text.isascii():  # every format character is outside ASCII
        return text
    found = invisible_in(text)
    return "".join(ch for ch in text if ch not in found) if found else text


@loaded
def _invisible() -> re.Pattern[str]:
    """One character class of every format character (Unicode category Cf) and variation
    selector, built once from this Python's Unicode data: a C-speed scan instead of a category
    lookup per character."""
    format_chars = "".join(
        re.escape(chr(c)) for c in range(0x80, 0x110000) if unicodedata.category(chr(c)) == "Cf"
    )
    return re.compile(f"[{format_chars}\ufe00-\ufe0f\U000e0100-\U000e01ef]")


@text_view
def invisible_in(text: str) -> frozenset[str]:
    """The format characters and variation selectors ``text`` holds (each distinct one once)."""
    if text.isascii():
        return frozenset()
    return frozenset(_invisible().findall(text))


def _items(item: re.Pattern[str] | None, run: str) -> str:
    """The characters of a spelled-out ``run``, its separators left out: every other character
    when the separator is one character (which may be an item too: ``s-k---1``), else each
    ``item``."""
    return run[::2] if item is None else "".join(item.findall(run))


def _joined_run(item: re.Pattern[str] | None, match: re.Match[str]) -> str:
    return _items(item, match.group())


@text_view
def join_spaced(text: str) -> str:
    """Join letters written one by one: ``p a s s`` → ``pass``; spaces between CJK dropped."""
    for run, item in _SPACED_RUNS:
        text = run.sub(functools.partial(_joined_run, item), text)
    if not text.isascii():
        text = _CJK_GAP.sub("", text)
    return text


@loaded
def _lookalikes() -> tuple[dict[int, str], re.Pattern[str]]:
    """Each letter of another script that looks like one ASCII letter or digit → that character.

    Built once from the Unicode confusables data that ``confusable-homoglyphs`` ships (TR39
    ``confusables.txt`` as JSON); imported here, not at module load, since it reads ~1 MB.
    """
    from confusable_homoglyphs import categories, confusables

    table: dict[int, str] = {}
    for char, glyphs in confusables.confusables_data.items():
        if len(char) != 1 or not char.isalpha() or categories.alias(char) in _NOT_LOOKALIKE:
            continue
        targets = sorted(
            g["c"] for g in glyphs if len(g["c"]) == 1 and g["c"].isascii() and g["c"].isalnum()
        )
        if targets:
            table[ord(char)] = targets[0]
    chars = re.compile("[" + "".join(re.escape(chr(c)) for c in sorted(table)) + "]")
    return table, chars


@loaded
def lookalike_letters() -> frozenset[str]:
    """Every letter of another script that looks like an ASCII letter or digit (TR39)."""
    table, _ = _lookalikes()
    return frozenset(chr(c) for c in table)


@text_view
def skeleton(text: str) -> str:
    """Words mixing Latin with look-alike letters of another script, written in Latin letters.

    A word wholly in one other script (a Russian or Greek word) stays as it is.
    """
    if text.isascii():
        return text
    table, lookalike = _lookalikes()
    if not lookalike.search(text):
        return text
    return " ".join(
        word.translate(table) if _LATIN_LETTER.search(word) and lookalike.search(word) else word
        for word in text.split(" ")
    )


def as_latin(word: str) -> str:
    """Every look-alike letter of ``word`` in Latin, mixed with Latin or not: for one- and
    two-letter pieces, which are too short to tell a Cyrillic word from a disguised Latin one."""
    if word.isascii():
        return word
    table, _ = _lookalikes()
    return word.translate(table)


def spelled_out(text: str) -> list[str]:
    """The runs of ``text`` written one character at a time (six or more), joined and folded:
    ``i g n o r e p r e v i o u s`` → ``ignoreprevious``. The word breaks inside are lost, so
    word checks read these runs as substrings."""
    text = _SPACES.sub(" ", strip_invisible(unicodedata.normalize("NFKC", text)))
    if not _SIX_SPACED.search(text):
        return []
    runs = [_items(item, m.group()) for run, item in _SPACED_RUNS for m in run.finditer(text)]
    return [skeleton(r).lower() for r in runs if len(r) >= 6]


@text_view
def fold_cased(text: str) -> str:
    """:func:`fold` before lower-casing (for rules where case tells a sentence break apart)."""
    text = strip_invisible(unicodedata.normalize("NFKC", text))
    text = join_spaced(_SPACES.sub(" ", text).strip())
    return skeleton(text)


# A Latin letter with its marks (ā, é, ñ): folded to the bare letter, so that a word written with
# or without them ("Māori", "Maori") reads the same.
_MARKED_LATIN = re.compile(r"[\u00c0-\u024f\u1e00-\u1eff]")


def _bare_latin(text: str) -> str:
    """``text`` with the diacritics of its Latin letters dropped (other scripts untouched)."""
    if text.isascii() or not _MARKED_LATIN.search(text):
        return text
    return _MARKED_LATIN.sub(
        lambda m: "".join(
            c for c in unicodedata.normalize("NFD", m.group()) if not unicodedata.combining(c)
        ),
        text,
    )


@text_view
def fold(text: str) -> str:
    """NFKC, invisible characters removed, spaced letters joined, look-alikes folded, diacritics of
    Latin letters dropped, lower-case."""
    return _bare_latin(fold_cased(text)).lower()


@compiled
def _number_words() -> tuple[str, re.Pattern[str], dict[str, str]]:
    """(one item of a number run: a number word or digits, one number word, word → digit)."""
    digits = {w.lower(): d for p in language.packs() for w, d in p.number_words.items()}
    words = [re.escape(w) for p in language.packs() if p.script == "words" for w in p.number_words]
    chars = [re.escape(c) for p in language.packs() if p.script == "chars" for c in p.number_words]
    kinds = []
    if words:
        longest_first = sorted(words, key=len, reverse=True)
        kinds.append(r"(?<![\w])(?:" + "|".join(longest_first) + r")(?![\w])")
    if chars:
        kinds.append("[" + "".join(chars) + "]")
    if not kinds:
        return r"(?!)", re.compile(r"(?!)"), digits
    return "(?:" + "|".join([*kinds, r"\d+"]) + ")", re.compile("|".join(kinds)), digits


@compiled
def _number_run(least: int) -> re.Pattern[str]:
    item = _number_words()[0]
    return (
        re.compile(rf"{item}(?:[\s,\-]*{item}){{{least - 1},}}") if least > 1 else re.compile(item)
    )


@text_view
def number_words_to_digits(folded: str, least: int = 3) -> str:
    """Runs of ``least`` (default three) or more number words (digits may be among them) written
    as digits.

    ``zero eight one two`` → ``0 8 1 2``; ``零八一二`` → ``0812``. Shorter runs ("one report",
    "统一") stay as they are; grounding passes ``least=1`` for the asker's words, where reading
    too many numbers only makes the check kinder.
    """
    _, one, digits = _number_words()

    def convert(match: re.Match[str]) -> str:
        return one.sub(lambda m: digits[m.group()], match.group())

    return _number_run(least).sub(convert, folded)


def read_out(text: str) -> str:
    """``text`` as a key read out loud is written down: every number word a digit, then the
    characters spelled one by one joined ("s k-one zero A A A" → "sk-10aaa"), folded.

    Numbers go first so the letters between them ("zero A A A zero") join as one run."""
    text = _SPACES.sub(" ", strip_invisible(unicodedata.normalize("NFKC", text))).strip()
    # A number word glued to an underscore ("ghp_zero one") is a word of its own.
    text = _UNDERSCORE_WORD.sub("_ ", text.lower())
    return skeleton(join_spaced(number_words_to_digits(text, least=1)))


@text_view
def join_digit_runs(text: str, least: int = 3) -> str:
    """``fold`` with number words (runs of ``least`` or more) as digits and separators between
    digits removed: ``3171 0123-4567.8901`` → ``3171012345678901``."""
    previous = None
    folded = number_words_to_digits(fold(text), least)
    while previous != folded:
        previous = folded
        folded = _SEPARATOR_BETWEEN_DIGITS.sub("", folded)
    return folded


def clear_caches() -> None:
    """Empty the memoized views (benchmarks measure a candidate never seen before)."""
    clear_views()
