"""A memory is one sentence about the asker, written about them (SPEC §5.3, the extraction
contract: "one short sentence … about the asker, without 'the user' or 'I'").

Four marks of words copied from a chat rather than a memory written about the user (reason
``transcript_pattern``):

- **more than one sentence**: a preference with an unrelated remark after it ("… in euros. The
  heating's broken again."), as the registry's sentence splitter reads it (an abbreviation or a
  version number ends no sentence);
- **the asker's own first person** outside quotes ("… skip the arithmetic I obviously know",
  "周末我打算…"): the pronouns are the packs' ``first_person_words``; in Chinese, a dictionary
  word that starts with one ("我会"). A quoted greeting may hold
  one ("prefers emails signed 'Cheers, I'm off'"), and so may a title ("World War I", "I/O");
- **a remark to the assistant**: a reason or consequence whose subject is the addressee ("… so you
  stop rambling", "… biar kamu nggak …", "…，免得你…"), from the packs' ``reason_leads``,
  ``result_leads`` and ``addressee`` (a form of address that is also a title or a relation, "ibu",
  names a person, not the assistant); or the addressee opening a clause or right after a
  question lead ("…, you're a great help", "…, could you also …", "…，你觉得…"), not after a wish
  ("wants you to …") nor as a possessive ("your");
- **an aside**: a clause of discourse markers, with chat particles after them only ("btw", "oke
  jadi gini lho"), or a chat particle the text opens or ends on ("lol keep …", "… ok thx", "…
  sih hehe", "…吧").
"""

from __future__ import annotations

import re

from core import language
from core.gates.clauses import punctuated
from core.language import CJK_RUN, alternation, by_script, compiled, union
from core.language.vocabulary import chinese_tag, chinese_words

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
    markers = alternation(d for p in language.packs() for d in p.discourse)
    if not markers:
        return None
    words, chars = by_script(lambda p: p.particles)
    fillers = alternation([*(rf"{w}\b" for w in words), *chars])
    # One marker, then markers and chat particles only ("oke jadi gini lho", "so yeah ok").
    return re.compile(rf"(?:{markers})(?:\s*(?:{markers}|{fillers}))*")


def has_aside(text: str) -> bool:
    """True when a clause of ``text`` is only a discourse marker, or markers and chat particles
    ("by the way", "btw", "对了", "oke jadi gini lho")."""
    aside = _aside()
    if aside is None:
        return False
    clauses = (c.strip(" \"'“”‘’") for c in punctuated(text.lower()))
    return any(c and aside.fullmatch(c) for c in clauses)


@compiled
def _particles() -> tuple[frozenset[str], frozenset[str]]:
    """(word-script chat particles, lower case; substring-script ones)."""
    words, chars = by_script(lambda p: p.particles)
    return frozenset(w.lower() for w in words), frozenset(chars)


def ends_on_a_particle(text: str) -> bool:
    """True when ``text``, quotes left out, ends on a chat particle after something else ("…
    24-hour time ok thanks", "… dua monitor gitu sih hehe", "…就这样吧"): a turn of the chat
    copied to its end, not a sentence written about the user."""
    plain = _QUOTED.sub(" ", text).rstrip(" .!?,;:…。！？，；：~～\"'”’)")
    words, chars = _particles()
    if language.has_cjk(plain[-1:]):
        # The last dictionary word, so that a word ending on a particle's character ("酒吧")
        # is that word.
        runs = CJK_RUN.findall(plain)
        last = chinese_words(runs[-1])[-1] if runs else ""
        return last in chars and len(plain) > len(last)
    tokens = plain.lower().split()
    return len(tokens) > 1 and tokens[-1] in words


# Dictionary tags of words that say nothing when doubled at a text's end: pronouns, auxiliaries,
# onomatopoeia, interjections ("什么的什么的", "等等等等", "哈哈哈哈"); a single character the
# dictionary does not tag ("啥") counts too. A doubled verb is the verb's mood ("放松放松"), a
# doubled count is distributive ("一条一条").
_EMPTY_TAGS = ("r", "o", "u", "y", "e")
# A lower-case word said twice at a text's end ("… etc etc", "…吧ok ok").
_DOUBLED_WORD = re.compile(r"(?<![A-Za-z])([a-z]{2,})\s+\1$")
# A doubled unit of Han characters is at most this long.
_REPEAT_REACH = 4


def ends_on_a_repeat(text: str) -> bool:
    """True when ``text``, quotes left out, ends on a word said twice after something else ("…
    etc etc", "… blah blah", "…什么的什么的", "…等等等等"): a filler of the chat, not a sentence
    written about the user. A capitalized pair is a name ("Bora Bora"); in Chinese only a unit of
    two characters or more counts, made of words the dictionary holds as empty (a doubled verb,
    "放松放松", is the verb's mood; a doubled count, "一条一条", is distributive)."""
    plain = _QUOTED.sub(" ", text).rstrip(" .!?,;:…。！？，；：~～\"'”’)")
    if language.has_cjk(plain[-1:]):
        for size in range(2, _REPEAT_REACH + 1):
            unit = plain[-size:]
            if (
                len(plain) > 2 * size
                and plain[-2 * size : -size] == unit
                and language.has_cjk(unit)
                and all(
                    chinese_tag(w).startswith(_EMPTY_TAGS) or not chinese_tag(w)
                    for w in chinese_words(unit)
                )
            ):
                return True
        return False
    doubled = _DOUBLED_WORD.search(plain)
    return doubled is not None and bool(plain[: doubled.start()].strip())


def without_opening_particle(text: str) -> str | None:
    """``text`` after the chat particle it opens on and the pause after that ("lol keep …" ->
    "keep …", "哈哈用中文…" -> "用中文…"), or None when it opens on none or is the particle
    alone. In Chinese the particle is the first dictionary word, so "哈尔滨" opens on none."""
    plain = text.lstrip(" .!?,;:…。！？，；：~～\"'“‘(")
    words, chars = _particles()
    run = CJK_RUN.match(plain)
    if run is not None:
        first = chinese_words(run.group())[:1]
        if not first or first[0] not in chars:
            return None
        rest = plain[len(first[0]) :]
    else:
        head, _, rest = plain.partition(" ")
        if head.rstrip(".,!?;:").lower() not in words:
            return None
    return rest.lstrip(" ,，、") if rest else None


def opens_on_a_particle(text: str) -> bool:
    """True when ``text``, quotes left out, opens on a chat particle with more after it ("lol
    keep …", "Oke maunya …", "哈哈…"): a turn of the chat copied from its start, whatever the
    case of its first letter (a particle begins no sentence written about the user)."""
    return without_opening_particle(_QUOTED.sub(" ", text)) is not None


def opens_on_a_marker(text: str) -> bool:
    """True when ``text`` opens on discourse markers or a speaker's interjections and goes on
    after a space or a pause: "umm writes …", "hmm lebih suka …", "嗯 就是…". A
    memory is written, not spoken: in a cased script it opens on a capital, so the rule reads a
    lower-case opening only ("Well-known …", "Now works …" stay); Chinese has no case, so only a
    marker that a space or a pause ends counts ("现在在北京工作" stays)."""
    aside = _aside()
    plain = text.strip(" \"'“”‘’")
    if aside is None or not plain:
        return False
    found = aside.match(plain.lower())
    if found is None or found.end() >= len(plain):
        return False
    if not re.match(r"[\s,，、:：;；!！…-]", plain[found.end()]):
        return False
    return not plain[0].isalpha() or not plain[0].isupper() or language.has_cjk(plain[0])


def _addressees(p: language.LanguagePack, *, possessives: bool = True) -> list[str]:
    """The pack's words for the addressee, escaped; a form of address that is also a title or a
    relation ("ibu", "bapak") names a person and is left out, and so are the possessives ("your")
    unless ``possessives``."""
    taken = {w.lower() for w in (*p.honorifics, *p.relation_nouns)}
    if not possessives:
        taken |= {w.lower() for w in p.addressee_possessives}
    return [re.escape(w) for w in p.addressee if w.lower() not in taken]


@compiled
def _addressed() -> re.Pattern[str] | None:
    """A reason or consequence lead with the addressee right after it (one word may come
    between): "so you stop …", "biar kamu nggak …", "免得你…"."""

    lead_words, lead_chars = by_script(lambda p: (*p.reason_leads, *p.result_leads))
    you_words, you_chars = by_script(_addressees)
    sources = []
    if lead_words and you_words:
        sources.append(
            rf"\b(?:{alternation(lead_words)})(?:\s+[^\W\d_]+)?\s+(?:{alternation(you_words)})\b"
        )
    if lead_chars and you_chars:
        sources.append(
            rf"(?:{alternation(lead_chars)})[^\s,.;:!?，。；：！？]{{0,2}}?(?:{alternation(you_chars)})"
        )
    return re.compile("|".join(sources), re.IGNORECASE) if sources else None


@compiled
def _asked() -> tuple[re.Pattern[str] | None, re.Pattern[str] | None]:
    """(the addressee opening a clause before a remark word of the packs' ``addressee_remarks``:
    "…, you're a great help", "…，你觉得…"; the addressee right after a question lead: "can you",
    "what do you", "apa kamu"). A possessive ("your", "你的") is left out, and so is a lead that
    opens a subordinate clause ("when you show …"); an instruction to the assistant ("…, you can
    skip the intro", "…，你直接给结论") is a memory's to keep."""

    you_words, you_chars = by_script(lambda p: _addressees(p, possessives=False))
    remark_words, remark_chars = by_script(lambda p: p.addressee_remarks)
    leads = alternation(
        q for p in language.packs() for q in p.question_leads if q not in p.subordinators
    )
    possessive = alternation(
        a[1:] for p in language.packs() if p.script == "chars" for a in p.addressee_possessives
    )
    opening, after_lead = [], []
    if you_words:
        you = alternation(you_words)
        after_lead.append(rf"(?:{you})(?![\w'’])")
        if remark_words:
            # a remark word right after ("you're", "you know"), or one word between ("you
            # really are")
            opening.append(
                rf"(?:{you})(?:\s+(?:[^\W\d_]+\s+)?)?(?:{alternation(remark_words)})(?![\w'’])"
            )
    if you_chars:
        you = rf"(?:{alternation(you_chars)})" + (f"(?!{possessive})" if possessive else "")
        after_lead.append(you)
        if remark_chars:
            opening.append(rf"{you}(?:{alternation(remark_chars)})")
    if not after_lead:
        return None, None
    breaks = r"(?:^|[,;:.!?\u3001\u3002\uff0c\uff1b\uff1a\uff01\uff1f])\s*"
    return (
        re.compile(rf"{breaks}(?:{'|'.join(opening)})", re.IGNORECASE) if opening else None,
        re.compile(rf"(?<![\w'’])(?:{leads})\s*(?:{'|'.join(after_lead)})", re.IGNORECASE)
        if leads
        else None,
    )


def _asks_the_assistant(plain: str) -> bool:
    """True when the addressee opens a clause of ``plain`` with a remark ("…, you're a great
    help", "…，你说是不是") or stands right after a question lead ("…, could you also …", "what do
    you think"): a remark or a question put to the assistant. Where the memory wants something of
    the assistant, the addressee stands after the wish ("wants you to …", "希望你…") or gives an
    instruction ("…，你直接给结论")."""
    opens, asked = _asked()
    return any(p is not None and p.search(plain) for p in (opens, asked))


def addresses_the_assistant(text: str) -> bool:
    """True when a reason or consequence in ``text`` speaks to the assistant ("… so you stop
    rambling", "… biar kamu nggak asal jawab", "…，免得你又啰嗦"), or a clause of it asks or tells
    the assistant something (:func:`_asks_the_assistant`): a remark of the chat, no part of a
    memory about the user."""
    addressed = _addressed()
    plain = _QUOTED.sub(" ", text)
    if addressed is not None and addressed.search(plain) is not None:
        return True
    return _asks_the_assistant(plain)


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
