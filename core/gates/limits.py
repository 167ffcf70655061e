"""A rule stated with a limit: what may or must be done within a bound, of a subject of its own.

"library books can be kept for up to 3 weeks", "poin member yang tidak dipakai lebih dari
setahun harus ditukar", "过期的会员卡三十天内还可以续上": a bound on a length of time (the
packs' ``quantity_limits``: "within 30 days", "paling lambat sebulan", "三个月内") and a deontic
modal (``deontic_modals``) in one sentence, or a length of time (``time_spans``) after the modal in
its clause ("这种年卡可以用一年"), where the modal's own clause names something before
the modal that is not the user. That is how a rule is said, of whoever meets its condition; it
needs no party or legal word of :mod:`core.gates.legal` to be one.

A memory's subject, the user, is dropped ("Has to file the return within 30 days"), so a modal
that opens its clause is the user's. So is one after the user's wish ("wants a plan that can be
done within a week"), after a possessive of the user or of a person ("their landlord must …", left
to the legal vocabulary and the people gates), or after a time alone ("每周可以…", "一年内要还清").
"""

from __future__ import annotations

import re

from core.gates.clauses import clause_starts
from core.language import CJK_RUN, Matcher, compiled, packs, split_statements, topic, union
from core.language.vocabulary import chinese_count_time_or_pronoun, chinese_words

RULE_WITH_A_LIMIT = "rule_with_a_limit"

_LATIN_WORD = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)?")


@compiled
def _limits() -> Matcher:
    return topic(lambda p: p.quantity_limits)


@compiled
def _lengths() -> Matcher:
    return topic(lambda p: p.time_spans)


@compiled
def _modals() -> Matcher:
    return topic(lambda p: p.deontic_modals)


@compiled
def _wishes() -> Matcher:
    return topic(lambda p: (*p.desire_verbs, *p.wish_words))


@compiled
def _not_a_subject() -> tuple[frozenset[str], frozenset[str]]:
    """(word-script words, Chinese words) that name no subject of a rule: closed classes,
    fillers and adverbs of habit, and the user's own first-person words."""

    def words(script: str) -> frozenset[str]:
        return union(
            lambda p: (
                p.function_words
                | p.first_person_words
                | frozenset(
                    (*p.conjunctions, *p.subordinators, *p.habit_adverbs, *p.subject_fillers)
                )
                | frozenset(p.particles)
                if p.script == script
                else frozenset()
            )
        )

    return words("words"), words("chars")


@compiled
def _owners() -> tuple[Matcher, tuple[str, ...]]:
    """(a possessive or a pronoun of the user or of a third person: "their", "her", "他的"; the
    possessive endings written onto a noun: "nya"). What they mark is the user's own or a
    person's, not a class a rule is about."""
    whole = topic(
        lambda p: (
            *(w for w in p.possessives if not w.startswith("-")),
            *p.third_person,
            *p.first_person_words,
        )
    )
    endings = tuple(sorted({w[1:] for p in packs() for w in p.possessives if w.startswith("-")}))
    return whole, endings


def _spans(matcher: Matcher, text: str) -> list[tuple[int, int]]:
    return [m.span() for m in matcher.finditer(text)]


def _own_subject(before: str) -> bool:
    """True when ``before`` (the modal's clause up to the modal, limits blanked) names something
    that is not the user, the user's own, a person's, or a time."""
    owners, endings = _owners()
    if owners.search(before) or _wishes().search(before):
        return False
    latin, han = _not_a_subject()
    content = [w for w in _LATIN_WORD.findall(before) if w not in latin and not CJK_RUN.search(w)]
    if content:
        # The noun right before the modal with a possessive ending is someone's own
        # ("kantornya cuma boleh"); "katanya tiket … bisa" is hearsay about a class.
        last = content[-1]
        return not any(last.endswith(e) and len(last) > len(e) + 2 for e in endings)
    for run in CJK_RUN.findall(before):
        for word in chinese_words(run):
            if word in han or chinese_count_time_or_pronoun(word):
                continue
            return True
    return False


def states_a_limit(folded: str) -> bool:
    """True when a sentence of ``folded`` (normalized, lower-case text) states a rule with a limit
    (see the module's docstring): a bound anywhere in the sentence, or a length of time after the
    modal in its clause ("visa holders can stay 90 days")."""
    if not (_limits().search(folded) or _lengths().search(folded)):
        return False  # a cheap first look: most memories bound nothing
    for sentence in split_statements(folded):
        limits, lengths = _spans(_limits(), sentence), _spans(_lengths(), sentence)
        if not (limits or lengths):
            continue
        blanked = list(sentence)
        for start, end in (*limits, *lengths):
            blanked[start:end] = " " * (end - start)
        plain = "".join(blanked)
        starts = clause_starts(sentence)
        for at, end in _spans(_modals(), sentence):
            opens = max((s for s in starts if s <= at), default=0)
            closes = min((s for s in starts if s > at), default=len(sentence))
            bounded = bool(limits) or any(end <= a < closes for a, _ in lengths)
            if bounded and _own_subject(plain[opens:at]):
                return True
    return False
