"""What the law says, and what the user believes it says (``corpus_or_legal_fact``,
``user_claim_about_law``).

A memory is about the user; a statement whose subject is a law, a regulation or a regulator ("The
GDPR requires …", "OJK melarang …", "根据网络安全法…") is about the law, whatever its verb. A belief
("thinks", "menurut saya", "认为") about a source or a legal notion is the user's claim about the
law. Work context ("often asks about UU PDP") and answer preferences ("prefers answers citing the
article of UU PDP") stay allowed. The words live in the packs (``law_names``, ``regulators``,
``source_leads``, ``legal_concepts`` with ``legal_reference``, ``legal_statement``, ``claim_verbs``).
With no law named, a statement of the law is told by its parts within one clause (``_scan``): a
party of a legal relation or a legal object with a right or duty ("employers are not liable for …",
"pembeli berhak …", "押金不退"), a party with a deontic modal and a legal action or object
("landlords can keep the deposit"), a legal object with a modal ("overtime doesn't have to be
paid"), a modal with a legal action ("can't be evicted"), or a legal predicate ("is illegal",
"tidak sah", "违法"). The words: ``legal_parties``, ``legal_objects``, ``legal_modalities``,
``deontic_modals``, ``legal_actions``, ``legal_predicates``. What a document says is told the same
way: a kind of document (``documents``) opening a clause with a statement verb after it ("the
vendor contract requires …", "供应商合同规定…").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from core import language
from core.gates.clauses import clause_starts
from core.gates.limits import RULE_WITH_A_LIMIT, states_a_limit
from core.gates.reasons import Reason
from core.language import LanguagePack, Matcher, compiled, has_cjk, topic
from core.language.vocabulary import chinese_word_count

CLAIM_ABOUT_PERMISSION = "claim_about_permission"


@dataclass(frozen=True)
class _Legal:
    """The legal topics, compiled once across the packs."""

    reference: Matcher
    source: Matcher
    statement: Matcher
    claim: Matcher
    permission: Matcher
    concept: Matcher
    work: Matcher
    answer: Matcher
    subject: list[re.Pattern[str]]
    named: list[re.Pattern[str]]
    clauses: list[tuple[re.Pattern[str], re.Pattern[str], int]]
    documents: list[tuple[re.Pattern[str], int]]
    document: Matcher
    document_statement: Matcher


def _law_not_a_role(script: str) -> str | None:
    """The pattern source of a law or regulator of the ``script`` packs that qualifies no legal
    role after it ("CCPA consultant", "UU PDP compliance", "交规考试"), or None without laws."""
    sources = [
        s for p in language.packs() if p.script == script for s in (*p.law_names, *p.regulators)
    ]
    if not sources:
        return None
    # Every pack's roles: a Latin name in a Chinese pack ("GDPR") may qualify an English role.
    roles = [s for p in language.packs() for s in p.legal_roles]
    role = language.alternation(roles) if roles else None
    source = "|".join(f"(?:{s})" for s in sources)
    # Atomic: "uu pdp" is one name, never "uu" followed by "pdp".
    if script == "words":
        return rf"(?>{source})(?![\w-])" + (rf"(?!\s*(?:{role})(?!\w))" if role else "")
    return rf"(?>{source})" + (rf"(?!\s*(?:{role}))" if role else "")


def _subject(script: str) -> re.Pattern[str] | None:
    """A law or regulator at the start of a clause, after an optional lead ("according to"); not
    one that qualifies a legal role ("CCPA consultant", "UU PDP compliance")."""
    law = _law_not_a_role(script)
    if law is None:
        return None
    leads = [s for p in language.packs() if p.script == script for s in p.source_leads]
    lead = f"(?:(?:{'|'.join(leads)})\\s*,?\\s*)?" if leads else ""
    article = "(?:the |this |that )?" if script == "words" else ""
    # Something must follow: a bare name is a topic ("GDPR"), not a statement.
    return re.compile(rf"{lead}{article}{law}\s*\S")


@compiled
def _law_with_modal() -> list[re.Pattern[str]]:
    """A law or regulator opening a clause with a deontic modal right after it ("the tax office can't
    audit …", "OJK tidak boleh …", "税务局不能…"): what the law may or must do, whatever verb
    follows, even one that also frames the user's work ("audit")."""
    found = []
    for script in ("words", "chars"):
        law = _law_not_a_role(script)
        modals = [m for p in language.packs() if p.script == script for m in p.deontic_modals]
        if law is None or not modals:
            continue
        article = "(?:the |this |that )?" if script == "words" else ""
        gap = r"\s+(?:\w+\s+)?" if script == "words" else r"\s*"
        end = r"(?!\w)" if script == "words" else ""
        found.append(re.compile(rf"{article}{law}{gap}(?:{language.alternation(modals)}){end}"))
    return found


def _named(script: str) -> re.Pattern[str] | None:
    """A law or regulator anywhere that qualifies no legal role or topic of study after it: what a
    claim verb must meet to be a claim about the law."""
    law = _law_not_a_role(script)
    if law is None:
        return None
    return re.compile(rf"(?<![\w-]){law}" if script == "words" else law)


@compiled
def _role_before() -> re.Pattern[str] | None:
    """A legal role or a topic of study right before a law, as word order puts it in Indonesian
    ("konsultan UU PDP", "ujian UU PDP")."""
    roles = [s for p in language.packs() if p.script == "words" for s in p.legal_roles]
    return re.compile(rf"(?<!\w)(?:{language.alternation(roles)})\s+$") if roles else None


def _names_a_law(folded: str) -> bool:
    """True when ``folded`` names a law or regulator that qualifies no role or topic of study
    before or after it."""
    before = _role_before()
    for pattern in _legal().named:
        for found in pattern.finditer(folded):
            if before is None or not before.search(folded[: found.start()]):
                return True
    return False


def _document(script: str) -> re.Pattern[str] | None:
    """A kind of document at the start of a clause, after at most three modifier words ("the
    vendor contract", "kontrak vendor", "供应商合同")."""
    docs = [d for p in language.packs() if p.script == script for d in p.documents]
    if not docs:
        return None
    doc = "|".join(f"(?:{d})" for d in docs)
    if script == "words":
        return re.compile(rf"(?:[^\W\d_][\w'-]* ){{0,3}}?(?:{doc})(?![\w-])")
    return re.compile(rf"[^\W\d_]{{0,6}}?(?:{doc})")


# What each kind of word of a statement of the law is, as the group names of one scan:
# a legal predicate, a right or duty, a legal action, a deontic modal, a legal object, a party.
# The order settles a tie at one offset (the first kind that matches there wins).
_KINDS: tuple[tuple[str, Callable[[LanguagePack], tuple[str, ...]]], ...] = (
    ("predicate", lambda p: p.legal_predicates),
    ("right", lambda p: p.legal_modalities),
    ("action", lambda p: p.legal_actions),
    ("modal", lambda p: p.deontic_modals),
    ("thing", lambda p: p.legal_objects),
    ("party", lambda p: p.legal_parties),
)
_TRIGGERS = frozenset({"predicate", "right", "modal"})
# How far apart (in characters) two words of one statement may stand, by script.
_REACH = {"words": 60, "chars": 20}
_CLAUSE_END = r"[.;!?\n\u3002\uff01\uff1f\uff1b]"


def _clause_scan(script: str) -> tuple[re.Pattern[str], re.Pattern[str]] | None:
    """Two patterns over the ``script`` packs: one that finds, left to right, every legal word
    (each as the named group of its kind) and every clause end (``end``); and the trigger, the
    words without which no statement stands (a predicate, a right or duty, a modal), a cheap
    first look that most texts fail."""
    packs = [p for p in language.packs() if p.script == script]
    groups = []
    everything: list[str] = []
    trigger: list[str] = []
    for kind, get in _KINDS:
        found = [x for p in packs for x in get(p)]
        everything += found
        if kind in _TRIGGERS:
            trigger += found
        if found:
            groups.append(f"(?P<{kind}>{language.alternation(found)})")
    if not groups:
        return None

    def words(body: str, sources: list[str]) -> str:
        if script == "words":
            return f"{language.WORD_START}(?:{body}){language.WORD_END}"
        # Substring scripts try an alternation at every offset: skip those where none can start.
        first = language.leading_chars(sources)
        return f"(?={first})(?:{body})" if first else f"(?:{body})"

    # A conjunction right before a deontic modal opens a predicate whose subject is the dropped
    # subject of the memory, the user, not the legal word before it ("works night shifts and has
    # to sleep by day", "sedang renovasi dan harus …"): it ends the clause as a stop does. A party
    # or an object that is the subject of both ("deposits are held and must be …") is lost there,
    # the price of keeping the user's own plans.
    joints = [c for p in packs for c in p.conjunctions]
    modals = [m for p in packs for m in p.deontic_modals]
    joint = ""
    if joints and modals:
        gap, after = (r"\s+", r"(?!\w)") if script == "words" else (r"\s*", "")
        lead = r"(?<!\w)" if script == "words" else ""
        joint = (
            f"|{lead}(?:{language.alternation(joints)}){gap}"
            f"(?=(?:{language.alternation(modals)}){after})"
        )
    scan = re.compile(
        f"{words('|'.join(groups), everything)}|(?P<end>{_CLAUSE_END}{joint})|(?P<pause>[,，])"
    )
    return scan, re.compile(words(language.alternation(trigger), trigger))


@compiled
def _legal() -> _Legal:
    scans = [(_clause_scan(s), _REACH[s]) for s in ("words", "chars")]
    return _Legal(
        reference=topic(lambda p: p.legal_reference),
        source=topic(lambda p: (*p.law_names, *p.regulators)),
        statement=topic(lambda p: p.legal_statement),
        claim=topic(lambda p: p.claim_verbs),
        permission=topic(lambda p: p.permission_words),
        concept=topic(lambda p: p.legal_concepts),
        work=topic(lambda p: p.work_frame),
        answer=topic(lambda p: p.answer_frame),
        subject=[s for s in (_subject("words"), _subject("chars")) if s is not None],
        named=[s for s in (_named("words"), _named("chars")) if s is not None],
        clauses=[(scan[0], scan[1], reach) for scan, reach in scans if scan is not None],
        documents=[
            (pattern, _REACH[script])
            for script in ("words", "chars")
            if (pattern := _document(script)) is not None
        ],
        document=topic(lambda p: p.documents),
        document_statement=topic(_said_by_a_document),
    )


def _said_by_a_document(pack: LanguagePack) -> tuple[str, ...]:
    """The statement verbs a document can be the subject of: ``legal_statement`` without the
    deontic modals ("contracts must be reviewed before Friday" is a task, not what they say)."""
    modals = [re.compile(m) for m in pack.deontic_modals]
    return tuple(v for v in pack.legal_statement if not any(m.fullmatch(v) for m in modals))


RIGHT_OR_DUTY = "right_or_duty"
LEGAL_PREDICATE = "legal_predicate"
_FAR = -(10**9)


# A right or duty after a modal stands within this fraction of the reach (a few words, a
# character or two in Chinese).
_NEAR = 4


def _in_a_longer_word(folded: str, start: int, end: int) -> bool:
    """True when the Chinese word at ``folded[start:end]`` begins a longer dictionary word."""
    return has_cjk(folded[start:end]) and any(
        chinese_word_count(folded[start : end + k]) > 0 for k in (1, 2)
    )


def _scan(pattern: re.Pattern[str], reach: int, folded: str) -> str | None:
    """The label of the first statement of the law in ``folded``, read clause by clause:

    - a legal predicate, whatever stands around it ("is illegal", "tidak sah", "是合法的");
    - a right or duty after a party or a legal object ("tenants have no right", "押金不退"),
      or before a legal object ("entitled to severance");
    - a deontic modal after a party, followed by a legal action or a legal object ("landlords
      can keep the deposit", "公司可以不给加班费"); not by a second party ("employees must use
      company laptops" is a workplace rule);
    - a deontic modal after a legal object ("overtime doesn't have to be paid");
    - a legal action after a deontic modal ("can't be evicted", "bisa di-PHK").

    Each pair stands within ``reach`` characters; a modal pairs only with a party or an object of
    its own stretch of the clause (not one before a comma or a conjunction that opens it: "has a
    divorce hearing and must leave early" is the user's plan). A modal on its own ("answers must be short")
    and a party or an object on its own ("works on severance policies") are no statement.
    """
    holder = thing = right = modal = after_party = pause = parked = _FAR
    for m in pattern.finditer(folded):
        kind, start, end = m.lastgroup, m.start(), m.end()
        if kind == "end":
            holder = thing = right = modal = after_party = pause = parked = _FAR
        elif kind == "pause":
            # A modal after a comma has the memory's dropped subject, the user, not the party or
            # object before the comma ("家里在装修，周末必须…", "has a deposit claim, must call …"),
            # unless a party opens the stretch after it ("if the flat is sold, tenants must …"); a
            # right still reads back over it ("押金，不退").
            parked, thing, pause = max(parked, thing), _FAR, end
        elif kind == "predicate":
            return LEGAL_PREDICATE
        elif kind == "right":
            # ... or right after a modal of its own stretch ("就要罚款", "harus kena tilang"),
            # not the head of a longer word ("罚款单", a ticket).
            if start - holder <= reach or (
                start - modal <= reach // _NEAR
                and modal > pause
                and not _in_a_longer_word(folded, start, end)
            ):
                return RIGHT_OR_DUTY
            right = end
        elif kind == "modal":
            if start - thing <= reach:
                return RIGHT_OR_DUTY
            if start - holder <= reach and holder > pause:
                after_party = end
            modal = end
        elif kind == "action":
            if start - modal <= reach:
                return RIGHT_OR_DUTY
        elif kind == "thing":
            if start - after_party <= reach or start - right <= reach:
                return RIGHT_OR_DUTY
            holder = thing = end
        else:  # a party
            holder = end
            thing, parked = max(thing, parked), _FAR
    return None


def _states(folded: str) -> str | None:
    """The label of a statement of the law with no law named in ``folded``, or None."""
    for pattern, trigger, reach in _legal().clauses:
        found = trigger.search(folded) and _scan(pattern, reach, folded)
        if found:
            return found
    return None


@compiled
def _determiner() -> re.Pattern[str] | None:
    """A determiner of any pack and the spaces after it ("the ", "para ", "该")."""
    return language.across_scripts(lambda p: p.subject_determiners, after_words=r"\s+")


def opens_on_a_party(clause: str) -> bool:
    """True when ``clause`` (folded) opens on a party of the law, after a determiner at most
    ("Irish citizens don't …", "orang asing dilarang …", "外国人…"): its subject is that party,
    so a work word in it ("work in the UK") is no frame of the user's work."""
    start = len(clause) - len(clause.lstrip())
    determiner = _determiner()
    if determiner is not None and (found := determiner.match(clause, start)):
        start = found.end()
    for pattern, _, _ in _legal().clauses:
        found = pattern.match(clause, start)
        if found is not None and found.lastgroup == "party":
            return True
    return False


def legal_topic(folded: str) -> bool:
    """True when ``folded`` names a law, a regulator, a legal reference or a legal notion, or
    states a right, a duty or what the law makes of an act."""
    lx = _legal()
    return bool(
        lx.source.search(folded)
        or lx.reference.search(folded)
        or lx.concept.search(folded)
        or _states(folded)
    )


def states_belief(folded: str) -> bool:
    """True when ``folded`` holds a verb of belief ("thinks", "yakin", "认为")."""
    return _legal().claim.search(folded)


def states_law(folded: str) -> bool:
    """True when ``folded`` (one clause) is itself a statement or a claim about the law, outside
    a work or answer frame ("works on …", "prefers answers citing …")."""
    lx = _legal()
    return (
        law_reason(folded, work=lx.work.search(folded), about_answers=lx.answer.search(folded))
        is not None
    )


LAW_AS_SUBJECT = "law_as_subject"
DOCUMENT_STATEMENT = "document_statement"
_CLAUSE_END_RE = re.compile(_CLAUSE_END)


def _document_states(folded: str) -> bool:
    """A document opens a clause and a statement verb follows it in that clause, within reach:
    what a contract or policy says ("the vendor contract requires …")."""
    lx = _legal()
    if not lx.document.search(folded):
        return False  # a cheap first look: most memories name no document
    for start in clause_starts(folded):
        for pattern, reach in lx.documents:
            found = pattern.match(folded, start)
            if found is None:
                continue
            end = _CLAUSE_END_RE.search(folded, found.end())
            rest = folded[found.end() : end.start() if end else len(folded)][:reach]
            if lx.document_statement.search(rest):
                return True
    return False


def law_reason(folded: str, *, work: bool, about_answers: bool) -> tuple[Reason, str] | None:
    """The legal reason ``folded`` (normalized, lower-case text) breaks, with its label, or None."""
    lx = _legal()
    named = lx.source.search(folded)
    source = named or lx.reference.search(folded)
    claimed = lx.claim.search(folded)
    if claimed and (
        (named and _names_a_law(folded))
        or lx.reference.search(folded)
        or lx.concept.search(folded)
        or _states(folded)
    ):
        return Reason.user_claim_about_law, "claim_about_law"
    if claimed and not (work or about_answers) and lx.permission.search(folded):
        # A belief about what is allowed or forbidden, with no law named ("thinks drones are not
        # allowed over the beach", "menganggap … nggak boleh …"): the user's claim about a rule.
        return Reason.user_claim_about_law, CLAIM_ABOUT_PERMISSION
    if (work or about_answers) and not any(
        p.match(folded, i) for i in clause_starts(folded) for p in _law_with_modal()
    ):
        return None
    stated = _states(folded)
    # What a party may or must do, or what the law makes of an act, is a statement of the law
    # even with no law named.
    if stated:
        return Reason.corpus_or_legal_fact, stated
    if _document_states(folded):
        return Reason.corpus_or_legal_fact, DOCUMENT_STATEMENT
    if states_a_limit(folded):
        return Reason.corpus_or_legal_fact, RULE_WITH_A_LIMIT
    if not source:
        return None
    if lx.statement.search(folded):
        return Reason.corpus_or_legal_fact, "legal_or_corpus_statement"
    # Only a named law or regulator can be the subject; look for it where clauses start.
    if named and any(s.match(folded, i) for i in clause_starts(folded) for s in lx.subject):
        return Reason.corpus_or_legal_fact, LAW_AS_SUBJECT
    return None
