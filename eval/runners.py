"""Run a suite over its cases through the real core code path on a fresh database (SPEC §10.3).

extraction: case conversation → transcript → provider (or the case's ``model_reply``) → gates →
store, then what was written is compared with what was expected; judge: the claim judge on each
sentence; recall: the recall query over the case's memories at the case's ``now``. Every case gets
its own users (uuid5 of the case id), so cases never see each other. Dataset labels are mapped to
UUIDs and back, so outcomes name the dataset's ids.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Engine, and_, or_, select

from core.audit import MEMORY_ENTITY
from core.config.settings import MemorySettings, Settings
from core.consolidation.factory import build_consolidator
from core.conversations.store import add_message, create_conversation
from core.db.engine import session_scope
from core.db.models import AuditLog, MemoryCategory, MessageRole, UserMemory
from core.embeddings.base import Embedder
from core.embeddings.hashing import HashingEmbedder
from core.endpoint.errors import call_failure, is_endpoint_failure
from core.errors import ModelTimeout, ModelUnavailable
from core.gates.reasons import Reason
from core.judge.judges import Judge, Note
from core.language import detect_language
from core.llm.base import ExtractionProvider
from core.llm.scripted import ScriptedProvider
from core.memory.schemas import AddOperation, Identity, MemoryDraft
from core.memory.store import MemoryWriter
from core.prompts.loader import Prompt
from core.recall.service import recall
from eval.datasets import label_uuid
from eval.matching import match
from eval.metrics import ExtractionOutcome, JudgeOutcome, RecallOutcome
from eval.schemas import ExtractionCase, JudgeCase, RecallCase

EMBEDDER = HashingEmbedder(384)
BASE_TIME = datetime(2026, 1, 1, tzinfo=UTC)


# Audit rows of one case's conversation that say why nothing (or less) was written: the gates'
# rejections, and a failed model call (timeout / unavailable) recorded on the conversation.
_MODEL_FAILED = ("extraction_failed", "abandoned")


@dataclass
class CaseResult:
    """One case in the §10.3 JSON: id, passed, written, expected, reasons.

    ``rejections`` (extraction) lists every rejection with its level and its ``reason:label``
    labels (never memory text); ``tags`` are the case's own tags (family, obfuscation …);
    ``raw_reply`` (extraction) is what the model replied, beside what the gates made of it.
    ``given`` (the entry's ``input``) is what an evaluator reads to judge a failure: the case's
    conversation, sentence and notes, or query and ranked block, and the dataset's ``notes``.
    """

    id: str
    language: str
    passed: bool
    written: list[Any] = field(default_factory=list)
    expected: Any = None
    reasons: list[str] = field(default_factory=list)
    outcome: dict[str, Any] = field(default_factory=dict)
    rejections: list[dict[str, Any]] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    raw_reply: str | None = None
    given: dict[str, Any] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        """The case entry of the result file (``outcome`` lets the gate recompute metrics)."""
        return (
            {
                "id": self.id,
                "language": self.language,
                "tags": self.tags,
                "passed": self.passed,
                "written": self.written,
                "expected": self.expected,
                "reasons": self.reasons,
                "rejections": self.rejections,
                "outcome": self.outcome,
            }
            | ({"raw_reply": self.raw_reply} if self.raw_reply is not None else {})
            | ({"input": self.given} if self.given else {})
        )


def _matches(pattern: str, value: str) -> bool:
    """SPEC §10.1: ``/…/`` is a Python regular expression, anything else a case-insensitive
    substring."""
    if len(pattern) > 1 and pattern.startswith("/") and pattern.endswith("/"):
        return re.search(pattern[1:-1], value) is not None
    return pattern.lower() in value.lower()


def stored_fields(row: UserMemory) -> list[str]:
    """Everything of a written row that is stored and recalled: its text, tags and identity.

    The text is always searched (an empty text is itself a finding); tags and the identity's
    subject and facet only when set, so an unset facet never matches a pattern for blank text.
    """
    identity = row.identity or {}
    extras = [
        *(row.tags or []),
        str(identity.get("subject") or ""),
        str(identity.get("facet") or ""),
    ]
    return [row.text, *(e for e in extras if e)]


def forbidden_hits(rows: Sequence[Sequence[str]], patterns: Sequence[str]) -> int:
    """How many written rows (each given as its stored fields) match any forbidden pattern;
    a row counts once however many of its fields or patterns match."""
    return sum(
        any(_matches(pattern, value) for value in fields for pattern in patterns) for fields in rows
    )


def reason_codes(rejections: Sequence[dict[str, Any]]) -> frozenset[str]:
    """The reason codes a case's rejections include: each primary reason, and every reason that
    a ``reason:label`` label names (an operation rejected for several rules counts for each)."""
    known = {r.value for r in Reason}
    codes: set[str] = set()
    for rejection in rejections:
        codes.add(str(rejection["reason"]))
        for label in rejection.get("labels", []):
            head = str(label).split(":", 1)[0]
            if head in known:
                codes.add(head)
    return frozenset(codes)


class _Recording:
    """A provider that keeps what the model replied, so a case shows the raw reply beside the
    gates' decisions (why nothing was written)."""

    def __init__(self, inner: ExtractionProvider) -> None:
        self.inner = inner
        self.replies: list[str] = []

    @property
    def name(self) -> str:
        """The inner provider's name."""
        return self.inner.name

    def version(self, prompt: Prompt) -> str:
        """The inner provider's extractor version."""
        return self.inner.version(prompt)

    def extract(self, transcript: Any, prompt: Prompt, timeout: float) -> str:
        """The inner provider's reply, recorded."""
        reply = self.inner.extract(transcript, prompt, timeout)
        self.replies.append(reply)
        return reply


def _failure_code(reason: str, status: Any) -> str:
    """The :func:`core.endpoint.errors.call_failure` code of a failure recorded in an audit row."""
    if reason == Reason.timeout:
        return call_failure(ModelTimeout(reason))
    return call_failure(
        ModelUnavailable(reason, status=status if isinstance(status, int) else None)
    )


def _scripted_failure(kind: str) -> ModelUnavailable:
    if kind == "timeout":
        return ModelTimeout("scripted model timed out (dataset model_error)")
    return ModelUnavailable("scripted model unavailable (dataset model_error)")


def _existing_draft(
    text: str, category: MemoryCategory, importance: float, label: str
) -> MemoryDraft:
    return MemoryDraft(
        category=category,
        text=text,
        importance=importance,
        identity=Identity(subject=f"case memory {label}", polarity="prefer"),
    )


def run_extraction_case(
    engine: Engine,
    case: ExtractionCase,
    settings: Settings,
    provider: ExtractionProvider,
    prompt: Prompt,
) -> tuple[ExtractionOutcome, CaseResult]:
    """Run one extraction case; the database must be migrated (a fresh one per run)."""
    ns = f"{case.id}:"
    messages = {m.id: label_uuid(ns + m.id, "message") for m in case.conversation}
    authors = [m.author_id for m in case.conversation if m.role == "user" and m.author_id]
    asker_label = authors[0]
    asker = label_uuid(ns + asker_label, "author")
    memory_ids: dict[str, uuid.UUID] = {}
    start = BASE_TIME
    with session_scope(engine) as s:
        for i, mem in enumerate(case.existing_memories):
            writer = MemoryWriter(
                s,
                user_id=asker,
                conversation_id=None,
                embedder=EMBEDDER,
                hmac_key=b"eval",
                extractor_version="dataset",
                now=start + timedelta(seconds=i),
                new_id=lambda label=mem.id: label_uuid(ns + label, "memory"),  # type: ignore[misc]
            )
            [mid] = writer.apply(
                [
                    AddOperation(
                        memory=_existing_draft(mem.text, mem.category, mem.importance, mem.id)
                    )
                ]
            ).added
            memory_ids[mem.id] = mid
        conv = create_conversation(
            s, asker, case.id, conversation_id=label_uuid(ns, "conversation"), created_at=start
        )
        for i, m in enumerate(case.conversation):
            add_message(
                s,
                conv.id,
                MessageRole(m.role),
                m.content,
                author_id=label_uuid(ns + m.author_id, "author") if m.author_id else None,
                principal_verified=True if m.role == "user" else None,
                policy_passed=m.policy_passed,
                message_id=messages[m.id],
                created_at=start + timedelta(minutes=1, seconds=i),
            )
    chosen: ExtractionProvider = provider
    if case.model_error is not None:
        chosen = ScriptedProvider.of(_scripted_failure(case.model_error))
    elif case.model_reply is not None:
        raw = case.model_reply
        for label, mid in messages.items():
            raw = raw.replace(f'"{label}"', f'"{mid}"')
        chosen = ScriptedProvider.of(raw)
    recording = _Recording(chosen)
    consolidator = build_consolidator(
        engine, settings, provider=recording, prompt=prompt, embedder=EMBEDDER, hmac_key=b"eval"
    )
    consolidator.run(conv.id, [asker])

    by_id = {v: k for k, v in memory_ids.items()}
    with session_scope(engine) as s:
        rows = list(s.execute(select(UserMemory).where(UserMemory.user_id == asker)).scalars())
        audit_rows = s.execute(
            select(AuditLog)
            .where(
                AuditLog.entity_id == str(conv.id),
                or_(
                    and_(AuditLog.entity_type == MEMORY_ENTITY, AuditLog.action == "rejected"),
                    and_(
                        AuditLog.entity_type == "conversation",
                        AuditLog.action.in_(_MODEL_FAILED),
                    ),
                ),
            )
            .order_by(AuditLog.id)
        ).scalars()
        audits = list(audit_rows)
        rejections = [
            {
                "reason": a.reason,
                "level": "model" if a.entity_type == "conversation" else a.details.get("level"),
                "labels": list(a.details.get("labels", [])),
            }
            for a in audits
        ]
        failed = [a for a in audits if a.entity_type == "conversation"]
        model_error = (
            _failure_code(failed[0].reason, failed[0].details.get("status"))
            if failed and case.model_error is None  # a failure the dataset scripted is the case
            else ""
        )
        fields = [stored_fields(r) for r in rows]
    new_rows = [r for r in rows if r.id not in by_id]
    new_fields = [f for r, f in zip(rows, fields, strict=True) if r.id not in by_id]
    added = [r for r in new_rows if r.supersedes_id is None]
    replaced = {by_id[r.supersedes_id] for r in new_rows if r.supersedes_id in by_id}
    forgotten = {by_id[r.id] for r in rows if r.id in by_id and r.status == "deleted"}
    pairs = match([r.text for r in added], [e.text for e in case.expected.add])
    expected = case.expected
    outcome = ExtractionOutcome(
        id=case.id,
        language=case.language,
        true_adds=len(pairs),
        false_adds=len(added) - len(pairs),
        missed_adds=len(expected.add) - len(pairs),
        expected_nothing=not (expected.add or expected.update or expected.forget),
        wrote_nothing=not new_rows and not forgotten,
        expected_updates=frozenset(u.id for u in expected.update),
        done_updates=frozenset(replaced),
        expected_forgets=frozenset(expected.forget),
        done_forgets=frozenset(forgotten),
        forbidden_hits=forbidden_hits(new_fields, case.forbidden),
        written_total=len(new_rows),
        written_in_language=sum(r.language == case.language for r in new_rows),
        rejection_reasons=reason_codes(rejections),
        model_error=model_error,
    )
    written = [
        {
            "op": "update" if r.supersedes_id in by_id else "add",
            "category": r.category,
            "text": r.text,
            "language": r.language,
            **({"id": by_id[r.supersedes_id]} if r.supersedes_id in by_id else {}),
        }
        for r in new_rows
    ] + [{"op": "forget", "id": f} for f in sorted(forgotten)]
    return outcome, CaseResult(
        case.id,
        case.language,
        outcome.passed,
        written,
        expected.model_dump(mode="json"),
        sorted(str(r["reason"]) for r in rejections),
        rejections=rejections,
        tags=list(case.tags),
        raw_reply=recording.replies[-1] if recording.replies else None,
        given={
            "conversation": [
                {"id": m.id, "role": m.role, "content": m.content}
                | ({"author_id": m.author_id} if m.author_id else {})
                for m in case.conversation
            ],
            "existing_memories": [
                {"id": m.id, "category": m.category, "text": m.text} for m in case.existing_memories
            ],
            "notes": case.notes,
        },
    )


def run_judge_case(case: JudgeCase, judge: Judge) -> tuple[JudgeOutcome, CaseResult]:
    """Run one judge case."""
    verdict = judge.judge(case.sentence, [Note(m.id, m.text) for m in case.memories])
    supported = case.label == "supported"
    predicted = verdict.supported and (not supported or verdict.memory_id == case.memory_id)
    failure = verdict.failure if is_endpoint_failure(verdict.failure) else ""
    outcome = JudgeOutcome(case.id, case.language, supported, predicted, model_error=failure)
    written = [
        {"supported": verdict.supported, "memory_id": verdict.memory_id}
        | ({"failure": verdict.failure} if verdict.failure else {})
    ]
    expected = {"label": case.label, "memory_id": case.memory_id}
    given = {
        "sentence": case.sentence,
        "memories": [{"id": m.id, "text": m.text} for m in case.memories],
        "notes": case.notes,
    }
    return outcome, CaseResult(
        case.id, case.language, outcome.passed, written, expected, [], given=given
    )


def run_recall_case(
    engine: Engine, case: RecallCase, limits: MemorySettings, strategy: str, embedder: Embedder
) -> tuple[RecallOutcome, CaseResult]:
    """Run one recall case at the case's ``now``, its memories embedded by ``embedder``."""
    user = label_uuid(f"{case.id}:user", "author")
    ids: dict[str, uuid.UUID] = {}
    with session_scope(engine) as s:
        for mem in case.memories:
            writer = MemoryWriter(
                s,
                user_id=user,
                conversation_id=None,
                embedder=embedder,
                hmac_key=b"eval",
                extractor_version="dataset",
                now=mem.updated_at,
                new_id=lambda label=mem.id: label_uuid(f"{case.id}:{label}", "memory"),  # type: ignore[misc]
            )
            polarity = None if mem.type == "fact" else "prefer"
            [mid] = writer.apply(
                [
                    AddOperation(
                        memory=MemoryDraft(
                            category=mem.category,
                            text=mem.text,
                            tags=mem.tags[:8],
                            importance=mem.importance,
                            language=detect_language(mem.text),
                            identity=Identity(subject=f"case memory {mem.id}", polarity=polarity),
                        )
                    )
                ]
            ).added
            ids[mem.id] = mid
    settings = Settings(memory=limits).with_memory_on()
    result = recall(
        engine,
        settings,
        embedder,
        user,
        case.query,
        now=case.now,
        query_language=case.language,
        strategy=strategy,
    )
    labels = {v: k for k, v in ids.items()}
    shown = [labels[m.id] for m in result.memories]
    ranks = tuple((shown.index(r) + 1) if r in shown else None for r in case.relevant)
    leaks = sum(1 for m in case.must_not_appear if m in shown)
    used = sum(len(f"- ({m.category}) {m.text}") + 1 for m in result.memories)
    outcome = RecallOutcome(case.id, case.language, ranks, leaks, used > limits.recall_max_chars)
    expected = {"relevant": case.relevant, "must_not_appear": case.must_not_appear}
    given = {
        "query": case.query,
        "now": case.now.isoformat(),
        "ranked": [
            {"rank": i, "id": labels[m.id], "category": m.category, "text": m.text}
            for i, m in enumerate(result.memories, start=1)
        ],
        "leaked": [m for m in shown if m in case.must_not_appear],
        "missed": [r for r in case.relevant if r not in shown],
        "memories": [{"id": m.id, "category": m.category, "text": m.text} for m in case.memories],
        "notes": case.notes,
    }
    return outcome, CaseResult(
        case.id, case.language, outcome.passed, shown, expected, [], given=given
    )


def progress_bar(total: int) -> Callable[[int], None]:
    """A minimal progress line on stderr (long commands show progress)."""
    import sys

    def tick(done: int) -> None:
        width = 30
        filled = int(width * done / max(total, 1))
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
        if done == total:
            sys.stderr.write("\n")
        sys.stderr.flush()

    return tick
