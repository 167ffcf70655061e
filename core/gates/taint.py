"""Taint: a candidate must not carry, even in pieces, what the asker said that no memory may hold
(seed 000: special categories and secrets are never stored; SPEC §5.3).

The content rules read the candidate. A candidate can still hide a harmful span of the asker's
message by cutting it: "Member of the Labo." with a tag "ur p" and a subject "… arty", a wifi
passphrase's first letters in the text and its digits in the identity. Here the asker's cited
messages are read instead: every special-category term and credential value they hold is a
span, and the candidate (text, tags and identity together) may hold

- no *piece* of a span's words: a part of such a word that the asker never wrote as a word of its
  own, unless what is cut off is an affix of the language (``answers`` → ``answer``, ``jawaban`` →
  ``jawab``; the packs' ``prefixes`` and ``suffixes``), and
- no span word spelled by one- and two-letter pieces spread over its fields, no Chinese span
  whose characters stand in its fields one after the other, and
- not most of a span's content units spread over its fields ("Is against." with "current
  president" as the subject).

A topical special-category term of the asker (:func:`core.gates.content.topical_spans`: words
that are context in a memory about work, a role or answers) counts the same way in a memory of no
work or answers, from two of its units on: cut short where the content gates read it ("relief
order" of "debt relief order") or spread over the fields. One generic unit is the term dropped.

A clause of the asker about the law, restated as a belief ("Thinks cookies." with the rest of the
clause in its tags), is the user's claim about the law; so is a clause of the asker that states the
law by itself (a party and its right, a legal object and a modal …, :func:`core.gates.legal.
states_law`), restated in any form: cut across the fields, it is the same claim.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from dataclasses import dataclass

from core import language
from core.gates.clauses import split_clauses
from core.gates.content import harmful_spans, in_frame, topical_spans
from core.gates.given_names import without_given_names
from core.gates.grounding import units, words_of
from core.gates.legal import legal_topic, states_belief, states_law
from core.gates.normalize import as_latin, fold
from core.gates.reasons import Reason
from core.language import CJK_RUN
from core.language.affixes import is_inflection

# A span counts as restated when the candidate holds this share of its content units.
RESTATED_SHARE = 0.5
# A clause about the law counts as restated as a belief from this share of its units on.
CLAIM_SHARE = 0.5
MIN_PIECE = 2


@dataclass(frozen=True)
class _Span:
    reason: Reason
    units: frozenset[str]
    words: frozenset[str]
    han: str  # the span's Chinese characters, when it has two or more


@dataclass(frozen=True)
class _Said:
    spans: tuple[_Span, ...]
    topical: tuple[frozenset[str], ...]  # the units of each topical term of two or more
    legal_clauses: tuple[frozenset[str], ...]
    law_clauses: tuple[frozenset[str], ...]
    words: frozenset[str]


def _han(span: str) -> str:
    han = "".join(CJK_RUN.findall(span))
    return han if len(han) >= MIN_PIECE else ""


def _words(folded: str) -> set[str]:
    return {w for w in words_of(folded) if not w.isdigit()}


@functools.lru_cache(maxsize=256)
def _said(message: str) -> _Said:
    """What one asker message holds that a candidate must not carry (cached: every candidate of
    a reply reads the same cited messages)."""
    spans = tuple(
        _Span(reason, frozenset(units(span)), frozenset(_words(span)), _han(span))
        for reason, span in harmful_spans(message)
    )
    folded = fold(message)
    # A sentence that names the law makes each of its clauses a claim about it: "they say X, and
    # I think that's the law" claims X, though "the law" stands in another clause.
    legal = tuple(
        (frozenset(units(c)), states_law(c))
        for sentence in language.split_statements(folded)
        if legal_topic(sentence)
        for c in split_clauses(sentence)
    )
    topical = tuple(
        found for term in topical_spans(message) if len(found := frozenset(units(term))) >= 2
    )
    return _Said(
        spans,
        topical,
        tuple(u for u, _ in legal),
        tuple(u for u, law in legal if law),
        frozenset(_words(folded)),
    )


def _is_piece(word: str, of: str) -> bool:
    """True when ``word`` is a cut part of ``of``: inside it, and what is cut off is no affix."""
    return word != of and word in of and not is_inflection(word, of)


def _spelled_in_bits(word: str, bits: Sequence[str]) -> bool:
    """True when the short pieces ``bits`` (in field order, others skipped) spell all of ``word``:
    "gay" cut to "g" in the text, "a" in a tag and "y" in the subject."""
    at = 0
    for bit in bits:
        if word.startswith(bit, at):
            at += len(bit)
            if at == len(word):
                return True
    return False


def _han_across(han: str, fields: Sequence[str]) -> bool:
    """True when the Chinese span ``han`` stands in ``fields`` cut in order: a first part in one
    field, the next part in a later field … ("李" in the text, "春" in a tag, "生" in
    the subject), or whole in one. Each field takes the longest next part it holds, so a span
    that stands across the fields run together is always found."""
    at = 0
    for field in fields:
        k = next((k for k in range(len(han) - at, 0, -1) if han[at : at + k] in field), 0)
        at += k
        if at == len(han):
            return True
    return False


def _restates(mine: set[str], clause: frozenset[str]) -> bool:
    """True when the candidate's units ``mine`` hold most of an asker's legal ``clause``."""
    return len(mine & clause) >= max(2, math.ceil(CLAIM_SHARE * len(clause)))


def tainted(fields: Sequence[str], cited: Sequence[str]) -> list[tuple[Reason, str]]:
    """Every (reason, label) for a harmful span of the ``cited`` asker messages that the
    candidate's ``fields`` (text, tags, identity) carry whole or in pieces."""
    said = [_said(m) for m in cited]
    if not any(s.spans or s.legal_clauses or s.topical for s in said):
        return []
    # A name the candidate writes as a thing's (a pet's, a brand's: "kecap Pak Tani") is no
    # person's name carried, whatever the asker's sentence made of it.
    folded = " \n ".join(fold(without_given_names(f)) for f in fields if f.strip())
    mine_units = units(folded)
    said_words = frozenset().union(*(s.words for s in said))
    ordered = [w for w in words_of(folded) if not w.isdigit()]
    pieces = {w for w in ordered if len(w) >= MIN_PIECE and w not in said_words}
    # Short bits count even where the asker wrote them too: an asker who spelled a name letter by
    # letter wrote every one of its letters as a word of its own.
    bits = [as_latin(w).lower() for w in ordered if len(w) < MIN_PIECE + 1]
    # Chinese cut across fields reads whole again part by part (run together is one case of it).
    han_fields = ["".join(CJK_RUN.findall(fold(f))) for f in fields if f.strip()]
    # A topical term is context in a memory about work or answers (read once, for every message).
    framed = any(s.topical for s in said) and in_frame(fields[0])
    found: set[tuple[Reason, str]] = set()
    for s in said:
        for span in s.spans:
            if span.units and len(mine_units & span.units) >= max(
                1, math.ceil(RESTATED_SHARE * len(span.units))
            ):
                found.add((span.reason, "restates_span_of_asker"))
            elif (
                any(_is_piece(p, w) for p in pieces for w in span.words)
                or any(len(w) > MIN_PIECE and _spelled_in_bits(w, bits) for w in span.words)
                or (span.han and _han_across(span.han, han_fields))
            ):
                found.add((span.reason, "piece_of_span_of_asker"))
        # Most of a topical term of the asker, two of its units or more, in a memory of no work
        # or answers: cut where the content gates would read it ("relief order" of "debt relief
        # order"), or spread over the text and the tags. One generic unit kept ("appointments"
        # of "probation appointments") is the term dropped, as a memory should.
        if s.topical and not framed:
            for term in s.topical:
                held = len(mine_units & term)
                if held >= max(2, math.ceil(RESTATED_SHARE * len(term))):
                    found.add((Reason.sensitive_personal_data, "restates_asker_topical_term"))
        if s.legal_clauses and states_belief(folded):
            for clause in s.legal_clauses:
                if _restates(mine_units, clause):
                    found.add((Reason.user_claim_about_law, "belief_about_legal_clause"))
        if any(_restates(mine_units, clause) for clause in s.law_clauses):
            found.add((Reason.user_claim_about_law, "restates_legal_clause"))
    return sorted(found)
