"""Whom and what the user's work is for: the people it serves and the things it makes or keeps.

In a memory about the user's work ("Runs reading groups for parolees", "Mengelola arsip umat
vihara", "给戒毒人员上职业课"), a special-category word inside a phrase that names the people
the work is for (after a served marker: "for", "untuk", "给") or that qualifies a thing the work
makes or keeps (a rota, a newsletter, an archive, a project) is the subject of the work, not the
user's own condition, faith or record. :func:`without_served` blanks those phrases from the text
the special-category vocabularies read; the caller has already found the text to be about work.

A phrase with a fellow word ("for other patients", "sesama pasien", "病友") makes the user one of
the group, so it stays. Phrases stay inside one clause: in word scripts their words are content
words only (a closed-class word, a conjunction or punctuation ends them), so "has HIV and builds
apps" keeps its first clause whole. The words are the packs' ``served_markers``,
``served_people``, ``fellow_words`` and ``work_things``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from core import language
from core.gates.fragments import closed_class
from core.language import compiled

# Clause punctuation of every script: no phrase of this module runs across it.
_STOPS = r",.;:!?\u3001\u3002\uff0c\uff1b\uff1a\uff01\uff1f\n"
# How many characters a Chinese modifier of a served group or a thing may have.
_CHARS_BEFORE = 6


def _words(script: str, get: str) -> list[str]:
    return [w for p in language.packs() if p.script == script for w in getattr(p, get)]


@compiled
def _phrases() -> list[re.Pattern[str]]:
    """The served and the thing phrases of every script, each as the group ``span``."""
    found = []
    closed = sorted(closed_class(), key=len, reverse=True)
    content = (
        rf"(?:(?!(?:{'|'.join(map(re.escape, closed))})(?![\w'’-]))[\w'’-]+)"
        if closed
        else r"[\w'’-]+"
    )
    # Whom the work serves: a group of people, or an organization ("for a dialysis clinic", "for
    # a temple's festival").
    markers, people, things = (
        _words("words", f) for f in ("served_markers", "served_people", "work_things")
    )
    people += _words("words", "organization_words")
    articles = _words("words", "role_articles")
    places = _words("words", "role_places")
    article = rf"(?:(?:{language.alternation(articles)})\s+)?" if articles else ""
    if markers and people:
        # After the group, its modifiers ("pasien cuci darah") and one place phrase ("inmates at
        # the county jail", "narapidana di lapas").
        where = (
            rf"(?:\s+(?:{language.alternation(places)})\s+{article}(?:{content}\s+){{0,2}}{content})?"
            if places
            else ""
        )
        found.append(
            re.compile(
                rf"(?<![\w'’-])(?:{language.alternation(markers)})\s+(?P<span>{article}"
                rf"(?:{content}\s+){{0,3}}?(?:{language.alternation(people)})(?:['’]s)?(?![\w'’-])"
                rf"(?:\s+{content}){{0,3}}{where})"
            )
        )
    if things:
        # ... and what the thing is about ("a thesis on eating disorders among athletes"): a
        # marker, an article and content words only, so "a blog about my …" stops at "my".
        topics = _words("words", "topic_markers")
        about = (
            rf"(?:\s+(?:{language.alternation(topics)})\s+{article}(?:{content}\s+){{0,4}}{content})?"
            if topics
            else ""
        )
        found.append(
            re.compile(
                rf"(?<![\w'’-])(?P<span>(?:{content}\s+){{0,3}}"
                rf"(?:{language.alternation(things)})(?:\s+{content}){{0,3}}{about})(?![\w'’-])"
            )
        )
    markers, people, things = (
        _words("chars", f) for f in ("served_markers", "served_people", "work_things")
    )
    people += _words("chars", "organization_words")
    free = rf"[^{_STOPS}]"
    if markers and people:
        found.append(
            re.compile(
                rf"(?:{language.alternation(markers)})(?P<span>{free}{{0,{_CHARS_BEFORE}}}?"
                rf"(?:{language.alternation(people)}))"
            )
        )
    if things:
        found.append(
            re.compile(rf"(?P<span>{free}{{0,{_CHARS_BEFORE}}}(?:{language.alternation(things)}))")
        )
    return found


@compiled
def _fellow() -> re.Pattern[str] | None:
    return language.across_scripts(lambda p: p.fellow_words)


# Where a sentence or a clause that stands on its own ends: a frame holds up to there.
_CLAUSE = re.compile(r"[.;!?\n\u3002\uff1b\uff01\uff1f]")


def without_served(special: str, folded: str, about_work: Callable[[str], bool]) -> str:
    """``special`` (``folded`` with some spans blanked, as long) with each phrase of the people
    the user's work serves and of the things it makes or keeps blanked, in each clause of
    ``folded`` that ``about_work`` finds to be about the user's work; not a phrase that makes
    the user one of the group. ``folded`` is the memory normalized and lower-cased."""
    fellow = _fellow()
    spans = []
    start = 0
    for end in [m.start() for m in _CLAUSE.finditer(folded)] + [len(folded)]:
        if end > start and about_work(folded[start:end].strip()):
            spans += [
                found.span("span")
                for pattern in _phrases()
                for found in pattern.finditer(special, start, end)
                if fellow is None or not fellow.search(found.group("span"))
            ]
        start = end + 1
    for a, b in spans:
        special = special[:a] + " " * (b - a) + special[b:]
    return special
