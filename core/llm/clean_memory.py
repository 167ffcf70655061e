"""What the rules baseline may write: one whole, self-contained sentence about the user.

The baseline cuts a memory out of what the user typed, so what it cuts can keep the marks of a chat
turn: a particle or filler at a clause's end ("…, ok", "…aja ya", "…吧"), the assistant's
possessive ("keep your answers short"), a reason or consequence tacked on ("…, because I read on
my phone"), a question glued on ("…，顺便问一下…"), a word pointing back into the conversation
("never add it again"), a lone subordinate clause ("When they ask about supplements."), an opener
("So …"), a question. :func:`tidy` drops what can be dropped; :func:`flaw` names what is left that
makes the text no memory, and then the baseline writes nothing (it is a baseline: unsure means
silent). The words are the language packs' (``particles``, ``anaphora``, ``back_references``,
``addressee_possessives``, ``subordinators``, ``discourse``, ``question_leads``, ``reason_leads``,
``result_leads``, ``stop_words``).
"""

from __future__ import annotations

import re

from core.language import (
    CJK,
    CJK_CHAR,
    WORD_END,
    WORD_START,
    Matcher,
    across_scripts,
    alternation,
    by_script,
    compiled,
    pack,
    topic,
    whole_words,
)

_END = r"(?=\s*(?:[,.;:!?\u3001\u3002\uff0c\uff1b\uff1a\uff01\uff1f]|$))"
# A memory with fewer content words than this (Chinese: characters) says nothing ("Economist." is a
# whole nominal sentence about the user; "Their." is not).
MIN_WORDS = 1
MIN_CHARS = 2
# A word in capitals only is an acronym ("IT", "HR"), never a pronoun that points back ("it").
_ACRONYM = re.compile(f"{WORD_START}[A-Z]{{2,}}{WORD_END}")


@compiled
def _particles() -> Matcher:
    return topic(lambda p: p.particles, flags=re.IGNORECASE)


@compiled
def _anaphora() -> Matcher:
    return topic(lambda p: (*p.anaphora, *p.back_references), flags=re.IGNORECASE)


@compiled
def _tails() -> re.Pattern[str]:
    """A clause break, then a word that opens a reason or a consequence."""
    words, chars = by_script(lambda p: (*p.reason_leads, *p.result_leads))
    lead = alternation([whole_words(words), *chars]) if words else alternation(chars)
    return re.compile(rf"\s*[,;:\u3001\uff0c\uff1b\uff1a]\s*(?:{lead})", re.IGNORECASE)


@compiled
def _possessives() -> re.Pattern[str] | None:
    """The addressee's possessives before a noun, with the space after one in word scripts."""
    return across_scripts(lambda p: p.addressee_possessives, after_words=r"\s+")


@compiled
def _glued_question() -> re.Pattern[str] | None:
    """A clause break, then a Chinese question lead: a question glued to a statement
    ("喜欢吃桃子，顺便问一下…")."""
    _, asks = by_script(lambda p: p.question_leads)
    _, openers = by_script(lambda p: p.discourse)
    if not asks:
        return None
    # A discourse word, or an adverb of up to two characters ("顺便", "另外"), may come first.
    lead = alternation([*openers, f"[{CJK}]{{0,2}}"])
    return re.compile(rf"\s*[,;:\u3001\uff0c\uff1b\uff1a]\s*(?:{lead})(?:{alternation(asks)})")


@compiled
def _question_leads() -> Matcher:
    return topic(lambda p: p.question_leads, flags=re.IGNORECASE)


@compiled
def _openers() -> Matcher:
    return topic(lambda p: p.discourse, flags=re.IGNORECASE)


def tidy(text: str) -> str:
    """``text`` without the assistant's possessive ("your answers" → "answers"), the reason,
    consequence or question after it ("…, because I read on my phone", "…，顺便问一下…") and the
    chat particles at the end of its clauses ("Short answers, ok." → "Short answers."), with the
    punctuation left behind closed up."""
    possessive = _possessives()
    if possessive is not None and possessive.search(text):
        text = possessive.sub("", text)
        text = text[:1].upper() + text[1:]
    glued = _glued_question()
    cuts = [m.start() for m in (_tails().search(text), glued.search(text) if glued else None) if m]
    tail_at = min((c for c in cuts if c > 0), default=None)
    if tail_at is not None:
        end = "\u3002" if CJK_CHAR.match(text[-2:-1] or " ") or text.endswith("\u3002") else "."
        text = text[:tail_at].rstrip() + end
    matcher = _particles()
    for _ in range(3):  # "…aja ya dong": particles stack
        before = text
        if matcher.words is not None:
            text = re.sub(rf"[\s,]*(?:{matcher.words.pattern}){_END}", "", text, flags=re.I)
        if matcher.chars is not None:
            text = re.sub(rf"(?:{matcher.chars.pattern}){_END}", "", text)
        if text == before:
            break
    text = re.sub(r"\s+([,.;:!?])", r"\1", text)
    text = re.sub(r"([,;:])(?=[.!?\u3002]|$)", "", text)
    return re.sub(r"[,\uff0c]+(?=[.\u3002])", "", text).strip()


def _searched(matcher: Matcher, text: str) -> bool:
    return any(p is not None and p.search(text) for p in (matcher.words, matcher.chars))


def flaw(text: str, language: str) -> str | None:
    """Why ``text`` is not one whole, self-contained memory sentence, or None.

    ``question``, ``points_back`` (anaphora), ``opener`` (a discourse word first),
    ``lone_clause`` (only a subordinate clause), ``too_short``.
    """
    body = text.strip().rstrip(".\u3002!")
    lowered = body.lower()
    if re.search(r"[?\uff1f]", body):
        return "question"
    # A Chinese question often has no question mark ("可不可以用英文举例"); a clause that opens with
    # a question word is one. (In word scripts the opening words are ambiguous: "Would rather …".)
    asks = _question_leads().chars
    if (
        asks is not None
        and not re.search(r"[,;:\u3001\uff0c\uff1b\uff1a]", body)
        and asks.match(lowered)
    ):
        return "question"
    if _searched(_anaphora(), _ACRONYM.sub(" ", body).lower()):
        return "points_back"
    if any(p is not None and p.match(lowered) for p in (_openers().words, _openers().chars)):
        return "opener"
    lp = pack(language)
    if lp.script == "words":
        first = re.match(r"[^\W\d_]+", lowered)
        if first and first.group() in lp.subordinators and not re.search(r"[,;:]", body):
            return "lone_clause"
        words = [w for w in re.findall(r"[^\W\d_]+", lowered) if w not in lp.stop_words]
        if len(words) < MIN_WORDS:
            return "too_short"
    elif sum(1 for ch in body if CJK_CHAR.match(ch)) < MIN_CHARS:
        return "too_short"
    return None
