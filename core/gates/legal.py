"""What the law says, and what the user believes it says (``corpus_or_legal_fact``,
``user_claim_about_law``).

A memory is about the user; a statement whose subject is a law, a regulation or a regulator ("The
GDPR requires …", "OJK melarang …", "根据网络安全法…") is about the law, whatever its verb. A belief
("thinks", "menurut saya", "认为") about a source or a legal notion is the user's claim about the
law. Work context ("often asks about UU PDP") and answer preferences ("prefers answers citing the
article of UU PDP") stay allowed. The words live in the packs (``law_names``, ``regulators``,
``source_leads``, ``legal_concepts`` with ``legal_reference``, ``legal_statement``, ``claim_verbs``).
A party of the law with a right or duty ("employers are not liable for …", "pembeli berhak …",
"卖家有义务…") is a statement of the law with no law named (``legal_parties``,
``legal_modalities``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core import language
from core.gates.clauses import clause_starts
from core.gates.reasons import Reason
from core.language import Matcher, compiled, topic


@dataclass(frozen=True)
class _Legal:
    """The legal topics, compiled once across the packs."""

    reference: Matcher
    source: Matcher
    statement: Matcher
    claim: Matcher
    concept: Matcher
    subject: list[re.Pattern[str]]
    duty: re.Pattern[str] | None


def _subject(script: str) -> re.Pattern[str] | None:
    """A law or regulator at the start of a clause, after an optional lead ("according to")."""
    packs = [p for p in language.packs() if p.script == script]
    sources = [s for p in packs for s in (*p.law_names, *p.regulators)]
    leads = [s for p in packs for s in p.source_leads]
    if not sources:
        return None
    lead = f"(?:(?:{'|'.join(leads)})\\s*,?\\s*)?" if leads else ""
    article = "(?:the |this |that )?" if script == "words" else ""
    source = "|".join(f"(?:{s})" for s in sources)
    # Something must follow: a bare name is a topic ("GDPR"), not a statement.
    tail = r"(?![\w-])\s*\S" if script == "words" else r"\s*\S"
    # Atomic: "uu pdp" is one name, never "uu" followed by "pdp".
    return re.compile(f"{lead}{article}(?>{source}){tail}")


def _duty() -> re.Pattern[str] | None:
    """A party of the law and, later in the same clause, a right or duty of it."""
    found = []
    for script, gap in (("words", r"[^.;!?\n]{0,60}?"), ("chars", r"[^。！？；.;!?\n]{0,20}?")):
        packs = [p for p in language.packs() if p.script == script]
        parties = "|".join(f"(?:{x})" for p in packs for x in p.legal_parties)
        modalities = "|".join(f"(?:{x})" for p in packs for x in p.legal_modalities)
        if parties and modalities:
            if script == "words":
                found.append(rf"(?<!\w)(?:{parties})(?!\w){gap}(?<!\w)(?:{modalities})(?!\w)")
            else:
                found.append(rf"(?:{parties}){gap}(?:{modalities})")
    return re.compile("|".join(found)) if found else None


@compiled
def _legal() -> _Legal:
    return _Legal(
        reference=topic(lambda p: p.legal_reference),
        source=topic(lambda p: (*p.law_names, *p.regulators)),
        statement=topic(lambda p: p.legal_statement),
        claim=topic(lambda p: p.claim_verbs),
        concept=topic(lambda p: p.legal_concepts),
        subject=[s for s in (_subject("words"), _subject("chars")) if s is not None],
        duty=_duty(),
    )


def legal_topic(folded: str) -> bool:
    """True when ``folded`` names a law, a regulator, a legal reference or a legal notion."""
    lx = _legal()
    return bool(
        lx.source.search(folded)
        or lx.reference.search(folded)
        or lx.concept.search(folded)
        or (lx.duty is not None and lx.duty.search(folded))
    )


def states_belief(folded: str) -> bool:
    """True when ``folded`` holds a verb of belief ("thinks", "yakin", "认为")."""
    return _legal().claim.search(folded)


LAW_AS_SUBJECT = "law_as_subject"


def law_reason(folded: str, *, work: bool, about_answers: bool) -> tuple[Reason, str] | None:
    """The legal reason ``folded`` (normalized, lower-case text) breaks, with its label, or None."""
    lx = _legal()
    named = lx.source.search(folded)
    source = named or lx.reference.search(folded)
    duty = lx.duty is not None and lx.duty.search(folded)
    if lx.claim.search(folded) and (source or duty or lx.concept.search(folded)):
        return Reason.user_claim_about_law, "claim_about_law"
    if work or about_answers:
        return None
    # What a party may or must do is a statement of the law even with no law named.
    if duty:
        return Reason.corpus_or_legal_fact, "right_or_duty"
    if not source:
        return None
    if lx.statement.search(folded):
        return Reason.corpus_or_legal_fact, "legal_or_corpus_statement"
    # Only a named law or regulator can be the subject; look for it where clauses start.
    if named and any(s.match(folded, i) for i in clause_starts(folded) for s in lx.subject):
        return Reason.corpus_or_legal_fact, LAW_AS_SUBJECT
    return None
