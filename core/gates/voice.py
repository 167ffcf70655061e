"""A memory is one sentence about the asker, written about them (SPEC §5.3, the extraction
contract: "one short sentence … about the asker, without 'the user' or 'I'").

Three marks of words copied from a chat rather than a memory written about the user (reason
``transcript_pattern``):

- **more than one sentence**: a preference with an unrelated remark after it ("… in euros. The
  heating's broken again."), as the registry's sentence splitter reads it (an abbreviation or a
  version number ends no sentence);
- **the asker's own first person** outside quotes ("… skip the arithmetic I obviously know",
  "周末我打算…"): the pronouns are the packs' ``first_person_words``; in Chinese, a dictionary
  word that starts with one ("我会"). A quoted greeting may hold
  one ("prefers emails signed 'Cheers, I'm off'"), and so may a title ("World War I", "I/O").
"""

from __future__ import annotations

import re

from core import language
from core.gates.clauses import punctuated
from core.language import CJK_RUN, compiled, union
from core.language.vocabulary import chinese_words

# A quoted stretch: what the asker wants said, not what the memory says.
# A single quote closes where no letter follows it, so an apostrophe inside ("'I'm out'") does not.
_QUOTED = re.compile(r"[\"“«「『][^\"”»」』]*[\"”»」』]|(?<!\w)['‘][^\n]*?['’](?!\w)")
_LATIN = re.compile(r"(?<![\w'’])[A-Za-z]+(?:['’][A-Za-z]+)?(?![\w'’])")


@compiled
def _pronouns() -> tuple[frozenset[str], frozenset[str]]:
    """(word-script pronouns, substring-script pronouns)."""
    return (
        union(lambda p: p.first_person_words if p.script == "words" else frozenset()),
        union(lambda p: p.first_person_words if p.script == "chars" else frozenset()),
    )


def more_than_one_sentence(text: str) -> bool:
    """True when ``text`` is two sentences or more."""
    return len(language.split_sentences(text.strip())) > 1


@compiled
def _aside() -> re.Pattern[str] | None:
    markers = language.alternation(d for p in language.packs() for d in p.discourse)
    return re.compile(rf"(?:{markers})") if markers else None


def has_aside(text: str) -> bool:
    """True when a clause of ``text`` is only a discourse marker ("by the way", "btw", "对了")."""
    aside = _aside()
    if aside is None:
        return False
    clauses = (c.strip(" \"'“”‘’") for c in punctuated(text.lower()))
    return any(c and aside.fullmatch(c) for c in clauses)


def in_first_person(text: str) -> bool:
    """True when ``text`` holds one of the asker's first-person pronouns outside quotes."""
    latin, han = _pronouns()
    plain = _QUOTED.sub(" ", text)
    for match in _LATIN.finditer(plain):
        word = match.group()
        if word.lower() not in latin:
            continue
        # A capital "I" after a capitalized word or before a slash is a numeral or a code
        # ("World War I", "Type I", "I/O"), not the asker.
        before = plain[: match.start()].rstrip().split(" ")[-1:]
        if word == "I" and (
            plain[match.end() : match.end() + 1] == "/" or (before and before[0][:1].isupper())
        ):
            continue
        return True
    # The dictionary joins a pronoun to the word after it ("我会", "我要"): a word that starts
    # with one is the asker speaking; one that holds it later is not ("自我", "忘我").
    return any(
        w.startswith(tuple(han)) for run in CJK_RUN.findall(plain) for w in chinese_words(run)
    )
