"""Apply every gate of SPEC §5.3 to a parsed reply; what survives becomes store operations.

Reply-level reasons (malformed, unknown_memory_id, too_many_new, too_long, over_active_cap,
timeout) make the conversation write nothing. Candidate-level reasons drop one operation; the rest
proceed. Every decision is deterministic and carries a reason code and a label, never memory text.
"""

from __future__ import annotations

import functools
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from core.config.settings import MemorySettings
from core.db.models import MemoryCategory, MemoryType
from core.extraction.contract import (
    MalformedReply,
    ModelReply,
    ReplyAdd,
    ReplyForget,
    ReplyUpdate,
    parse_reply,
)
from core.extraction.transcript import Transcript
from core.gates.content import ContentHit, detect, detect_joined, detect_subject, in_frame
from core.gates.fragments import (
    copied_mid_sentence,
    cut_from_message,
    cut_off,
    joins_a_new_topic,
    joins_a_question,
)
from core.gates.grounding import CLOSER_TO_OTHER, Evidence, ungrounded
from core.gates.legal import legal_topic
from core.gates.neighbours import LABEL as NEIGHBOURS_LABEL
from core.gates.neighbours import harm_by_meaning
from core.gates.normalize import fold, strip_invisible
from core.gates.people import named_by_the_asker
from core.gates.reasons import Reason
from core.gates.standalone import POINTS_BACK, points_back
from core.gates.structure import is_question
from core.gates.taint import tainted
from core.gates.temporary import says_when
from core.gates.user_language import in_wrong_language
from core.gates.voice import (
    addresses_the_assistant,
    ends_on_a_particle,
    ends_on_a_repeat,
    has_aside,
    in_first_person,
    more_than_one_sentence,
    opens_on_a_marker,
    opens_on_a_particle,
)
from core.language import detect_language, detect_language_confidently, normalize_code
from core.memory.schemas import (
    AddOperation,
    ForgetOperation,
    Identity,
    MemoryDraft,
    Operation,
    UpdateOperation,
)
from core.memory.stable_key import normalize_part

# Most serious first: the reason recorded for an operation that breaks several rules.
PRIORITY = [
    Reason.empty_text,
    Reason.secret,
    Reason.sensitive_personal_data,
    Reason.instruction_injection,
    Reason.transcript_pattern,
    Reason.about_other_person,
    Reason.user_claim_about_law,
    Reason.corpus_or_legal_fact,
    Reason.placeholder,
    Reason.not_from_asker,
    Reason.not_grounded,
    Reason.wrong_language,
    Reason.identity_missing,
    Reason.not_stable,
    Reason.low_confidence,
]


@dataclass(frozen=True)
class GateContext:
    """What the gates need to know about the conversation and the user.

    ``memory_ids`` maps the short ids shown to the model (M1 …) to active memory UUIDs;
    ``message_ids`` maps every id the transcript showed (UUID text or a label) to the message UUID;
    ``asker_message_ids`` are the asker's own user messages among them and ``message_texts``
    their contents; ``other_texts`` are every other message of the window (retrieved passages,
    assistant replies, other people), which a candidate must not be closer to.
    """

    memory_ids: dict[str, uuid.UUID]
    message_ids: dict[str, uuid.UUID]
    asker_message_ids: frozenset[uuid.UUID]
    message_texts: Mapping[uuid.UUID, str]
    other_texts: tuple[str, ...]
    active_count: int
    limits: MemorySettings

    @classmethod
    def of(cls, transcript: Transcript, active_count: int, limits: MemorySettings) -> GateContext:
        """The context of one extraction call over ``transcript``."""
        return cls(
            memory_ids=transcript.memory_ids,
            message_ids=transcript.message_ids,
            asker_message_ids=transcript.asker_message_ids,
            message_texts=transcript.asker_texts,
            other_texts=tuple(transcript.others),
            active_count=active_count,
            limits=limits,
        )


@dataclass(frozen=True)
class Rejection:
    """One dropped operation (index in the reply) or the whole reply (index None)."""

    reason: Reason
    index: int | None = None
    op: str = ""
    labels: tuple[str, ...] = ()


@dataclass
class GateResult:
    """The operations to store, and what was rejected and why."""

    operations: list[Operation] = field(default_factory=list)
    rejections: list[Rejection] = field(default_factory=list)
    reply_reason: Reason | None = None
    detail: str = ""
    language_corrected: int = 0
    """Stored operations whose language tag the text contradicted (stored as the text's)."""

    @property
    def rejected_reply(self) -> bool:
        """True when the whole reply writes nothing."""
        return self.reply_reason is not None


def gate_raw(raw: str, ctx: GateContext) -> GateResult:
    """Parse a raw reply and gate it; a malformed reply writes nothing."""
    try:
        reply = parse_reply(raw)
    except MalformedReply as exc:
        return _reply_rejected(Reason.malformed, exc.detail)
    return gate_reply(reply, ctx)


def _reply_rejected(reason: Reason, detail: str) -> GateResult:
    return GateResult(
        rejections=[Rejection(reason=reason, labels=(detail,))], reply_reason=reason, detail=detail
    )


def gate_reply(reply: ModelReply, ctx: GateContext) -> GateResult:
    """Apply reply-level, then candidate-level gates."""
    limits = ctx.limits
    for op in reply.operations:
        if not isinstance(op, ReplyAdd) and op.memory_id not in ctx.memory_ids:
            return _reply_rejected(Reason.unknown_memory_id, f"{op.op} names an unknown memory id")
    adds = sum(isinstance(op, ReplyAdd) for op in reply.operations)
    forgets = sum(isinstance(op, ReplyForget) for op in reply.operations)
    if adds > limits.max_new_per_conversation:
        return _reply_rejected(
            Reason.too_many_new, f"{adds} adds > {limits.max_new_per_conversation}"
        )
    for op in reply.operations:
        if not isinstance(op, ReplyForget) and len(op.text.strip()) > limits.max_chars_per_memory:
            return _reply_rejected(
                Reason.too_long, f"a text is longer than {limits.max_chars_per_memory} characters"
            )
    if adds and ctx.active_count + adds - forgets > limits.max_active_per_user:
        return _reply_rejected(
            Reason.over_active_cap,
            f"{ctx.active_count} active + {adds} adds - {forgets} forgets "
            f"> {limits.max_active_per_user}",
        )

    result = GateResult()
    for index, op in enumerate(reply.operations):
        if isinstance(op, ReplyForget):
            result.operations.append(
                ForgetOperation(memory_id=ctx.memory_ids[op.memory_id], reason=op.reason[:200])
            )
            continue
        reasons = candidate_reasons(op, ctx)
        if reasons:
            primary = min(reasons, key=lambda r: PRIORITY.index(r[0]))
            result.rejections.append(
                Rejection(
                    reason=primary[0],
                    index=index,
                    op=op.op,
                    labels=tuple(sorted({f"{r.value}:{label}" for r, label in reasons})),
                )
            )
            continue
        draft = _draft(op, ctx)
        tagged = normalize_code(op.language)
        if tagged is not None and draft.language != tagged:
            result.language_corrected += 1
        if isinstance(op, ReplyUpdate):
            result.operations.append(
                UpdateOperation(memory_id=ctx.memory_ids[op.memory_id], memory=draft)
            )
        else:
            result.operations.append(AddOperation(memory=draft))
    return result


def candidate_reasons(op: ReplyAdd | ReplyUpdate, ctx: GateContext) -> list[tuple[Reason, str]]:
    """Every candidate-level rule this add or update breaks (empty = it may be stored)."""
    text = op.text.strip()
    # Detection strips zero-width characters first (SPEC §5.3): a text of nothing else is empty.
    if not strip_invisible(text).strip():
        return [(Reason.empty_text, "empty")]
    reasons: list[tuple[Reason, str]] = [(h.reason, h.label) for h in detect(text)]
    # A question in any stored field: a copied turn cut across them ("… How long" + a tag
    # "does it take" + a subject "to search?").
    if any(is_question(x) for x in (text, *op.tags, op.identity.subject)):
        reasons.append((Reason.transcript_pattern, "question"))
    if cut_off(text, op.tags, op.identity.subject):
        reasons.append((Reason.transcript_pattern, "fragment"))
    if more_than_one_sentence(text):
        reasons.append((Reason.transcript_pattern, "more_than_one_sentence"))
    if in_first_person(text):
        reasons.append((Reason.transcript_pattern, "first_person"))
    if (
        has_aside(text)
        or opens_on_a_marker(text)
        or opens_on_a_particle(text)
        or ends_on_a_particle(text)
        or ends_on_a_repeat(text)
    ):
        reasons.append((Reason.transcript_pattern, "aside"))
    if addresses_the_assistant(text):
        reasons.append((Reason.transcript_pattern, "addressed"))
    if points_back(text):
        reasons.append((Reason.transcript_pattern, POINTS_BACK))
    # Tags and identity are stored and recalled too: they must be as clean as the text.
    # A whole tag like "xxx" is a fine tag, not a placeholder text; template slots still count.
    # The identity subject is also checked for a person's name alone ("王芳").
    # The text's work or answer frame frames its tags too ("works on loan apps", tag "loan apps").
    text_framed = in_frame(text)
    framed = functools.partial(detect, framed=text_framed)
    checks: list[tuple[str, Callable[[str], list[ContentHit]]]] = [
        (t, framed) for t in [*op.tags, op.identity.facet or ""]
    ]
    checks.append(
        (op.identity.subject, functools.partial(detect_subject, framed=text_framed, text=text))
    )
    extras = [e for e, _ in checks if e.strip()]
    for extra, check in checks:
        if extra.strip():
            reasons.extend(
                (h.reason, h.label)
                for h in check(extra)
                if (h.reason, h.label) != (Reason.placeholder, "placeholder")
            )
    if extras:
        reasons.extend((h.reason, h.label) for h in detect_joined([text, *extras]))
    if op.stability != "stable":
        reasons.append((Reason.not_stable, op.stability))
    elif says_when(text):
        reasons.append((Reason.not_stable, "time_word"))
    if op.confidence < ctx.limits.min_confidence:
        reasons.append((Reason.low_confidence, "below_min_confidence"))
    sources = [ctx.message_ids.get(s) for s in op.source_message_ids]
    if not sources or any(s is None or s not in ctx.asker_message_ids for s in sources):
        reasons.append((Reason.not_from_asker, "no_source_of_the_asker"))
    else:
        cited = [ctx.message_texts[s] for s in sources if s is not None and s in ctx.message_texts]
        stored = [*op.tags, op.identity.subject, op.identity.facet or ""]
        evidence = Evidence(cited=cited, others=ctx.other_texts)
        grounding = ungrounded(text, stored, evidence, op.tags)
        reasons.extend((Reason.not_grounded, label) for label in grounding)
        reasons.extend(tainted([text, *stored], cited))
        if named_by_the_asker(text, cited):
            reasons.append((Reason.about_other_person, "named_by_the_asker"))
        if (Reason.transcript_pattern, "fragment") not in reasons and (
            cut_from_message(text, cited)
            or copied_mid_sentence(text, cited)
            or joins_a_new_topic(text, cited)
            or joins_a_question(text, cited)
        ):
            reasons.append((Reason.transcript_pattern, "fragment"))
        if in_wrong_language(text, cited):
            reasons.append((Reason.wrong_language, "not_the_askers_language"))
        # What the law says, in the asker's own words rather than a retrieved passage's, is the
        # user's claim about the law (seed 001 keeps the two apart).
        if (
            CLOSER_TO_OTHER not in grounding
            and any(r == Reason.corpus_or_legal_fact for r, _ in reasons)
            and any(legal_topic(fold(c)) for c in cited)
        ):
            reasons.append((Reason.user_claim_about_law, "law_in_askers_words"))
    subject = normalize_part(op.identity.subject)
    is_preference = op.type == MemoryType.preference.value
    if not subject:
        reasons.append((Reason.identity_missing, "subject"))
    elif is_preference and op.identity.polarity is None:
        reasons.append((Reason.identity_missing, "polarity"))
    # Meaning is read last and only when every rule let the candidate through (it costs a model
    # call): what no word told, the nearest labelled memories may.
    if not reasons:
        meaning = harm_by_meaning(text, stored_language(op.language, text))
        if meaning is not None:
            reasons.append((meaning, NEIGHBOURS_LABEL))
    return reasons


def stored_language(tag: str, text: str) -> str:
    """The language a memory is stored in: the model's tag, unless the text says otherwise.

    The tag in any spelling (zh-CN, ind); a tag no pack claims is read from the text. A text the
    detector is confident about overrides the tag (an Indonesian sentence labelled ``en`` is
    stored as ``id``); a short or mixed text keeps it.
    """
    tagged = normalize_code(tag)
    confident = detect_language_confidently(text)
    if confident is not None:
        return confident
    return tagged or detect_language(text)


def _draft(op: ReplyAdd | ReplyUpdate, ctx: GateContext) -> MemoryDraft:
    return MemoryDraft(
        category=MemoryCategory(op.category),
        text=op.text.strip(),
        language=stored_language(op.language, op.text),
        tags=[t.strip() for t in op.tags if t.strip()][:8],
        confidence=op.confidence,
        importance=op.importance,
        stability="stable",
        identity=Identity(
            subject=op.identity.subject.strip(),
            facet=(op.identity.facet or "").strip() or None,
            polarity=op.identity.polarity,
        ),
        source_message_ids=[ctx.message_ids[s] for s in op.source_message_ids],
    )
