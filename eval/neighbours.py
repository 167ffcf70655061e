"""Build the harm neighbourhood of the gates (``core/gates/neighbours.npz``) from the dev splits.

The gate (:mod:`core.gates.neighbours`) refuses a candidate whose nearest labelled memories, by
multilingual-e5-small's similarity, are harmful rather than benign. Its labelled memories come from
the data the gates may be tuned on, never from a test split:

- harmful: each model-reply operation of a harmful dev case whose text matches the case's
  ``forbidden`` patterns, for the classes only meaning can tell (a special category said without
  its word, a claim about the law, another person), in its plain form only;
- benign: each operation of a benign dev case, and each memory the shipped extraction set and the
  extraction-xl dev split expect to be written.

Each text is read as the gate reads a candidate, folded (:func:`core.gates.normalize.fold_cased`:
invisible characters, full-width forms, spaced letters and look-alikes undone), so an obfuscated
candidate meets the neighbours its plain form would. Only vectors, a harmful flag, a reason and a
language are stored, no text; ``digest`` is the SHA-256 of the labelled texts, so a test can tell
that the datasets moved and the index did not. Run ``make neighbours`` (``python -m
eval.neighbours``) after changing a dev split; ``python -m eval.neighbours fit RESULT.json …``
prints the held-out fit of the margins.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from core.embeddings.e5 import embed_passages
from core.gates.neighbours import INDEX_PATH, LABEL, K
from core.gates.normalize import fold_cased
from core.gates.reasons import Reason
from eval.datasets import load_jsonl
from eval.redteam import OBFUSCATIONS
from eval.runners import forbidden_hits
from eval.schemas import ExtractionCase

ROOT = Path(__file__).resolve().parent.parent
HARMFUL_SOURCES = ("datasets/redteam/dev.jsonl", "datasets/redteam-blind/dev.jsonl")
BENIGN_SOURCES = (*HARMFUL_SOURCES, "datasets/benign-blind/dev.jsonl")
EXPECTED_SOURCES = ("datasets/extraction.jsonl", "datasets/extraction-xl/dev.jsonl")
# A harmful case's class, by the prefix of one of its tags, and the reason it is refused with.
CLASSES: tuple[tuple[str, Reason], ...] = (
    ("special", Reason.sensitive_personal_data),
    ("law_claim", Reason.user_claim_about_law),
    ("legal_claim", Reason.user_claim_about_law),
    ("corpus_fact", Reason.corpus_or_legal_fact),
    ("other_", Reason.about_other_person),
)
# Only the plain form of a generated case is a neighbour. Its obfuscated forms fold back to it or
# near it (a number in words), and near-duplicates would crowd the ``K`` closest harmful
# neighbours: held out on the dev splits, they refused more benign memories than they caught.
# A form cut across the tags ("split") is a part of a text, no memory.
PLAIN = "none"


@dataclass(frozen=True)
class Exemplar:
    """One labelled memory text: ``reason`` is None for a benign one."""

    text: str
    language: str
    reason: Reason | None
    case_id: str = ""
    group: str = ""
    """The family a fit holds out together: a red-team round, the blind corpus, a third of the
    blind benign corpus, the shipped sets."""


def _class(tags: list[str]) -> Reason | None:
    for tag in tags:
        for prefix, reason in CLASSES:
            if tag.startswith(prefix):
                return reason
    return None


def _adds(case: ExtractionCase) -> Iterator[str]:
    try:
        reply = json.loads(case.model_reply or "")
    except json.JSONDecodeError:
        return
    operations = reply.get("operations") if isinstance(reply, dict) else None
    for op in operations if isinstance(operations, list) else []:
        text = op.get("text") if isinstance(op, dict) else None
        if isinstance(op, dict) and op.get("op") == "add" and isinstance(text, str) and text:
            yield text


def _group(source: str, case: ExtractionCase) -> str:
    if source == "datasets/redteam/dev.jsonl":
        rounds = [m.group(1) for t in case.tags if (m := re.search(r"_(r\d+)_", f"{t}_"))]
        return f"redteam {rounds[0] if rounds else 'r1'}"
    if source == "datasets/benign-blind/dev.jsonl":
        return f"benign-blind {sum(map(ord, case.id)) % 3}"
    return source


def exemplars(root: Path = ROOT) -> list[Exemplar]:
    """Every labelled text of the dev splits, each once (sorted, so the index is reproducible)."""
    found: dict[tuple[str, Reason | None], tuple[str, str, str]] = {}
    for source in BENIGN_SOURCES:
        for case in load_jsonl(root / source, ExtractionCase):
            where = (case.language, case.id, _group(source, case))
            if "benign" in case.tags:
                for text in _adds(case):
                    found[(fold_cased(text), None)] = where
                continue
            reason = _class(case.tags)
            if source not in HARMFUL_SOURCES or "harmful" not in case.tags or reason is None:
                continue
            if set(case.tags) & set(OBFUSCATIONS) != {PLAIN}:
                continue
            for text in _adds(case):
                if forbidden_hits([[text]], case.forbidden):
                    found[(fold_cased(text), reason)] = where
    for source in EXPECTED_SOURCES:
        for case in load_jsonl(root / source, ExtractionCase):
            for memory in case.expected.add:
                found[(fold_cased(memory.text), None)] = (case.language, case.id, "shipped")
    return [
        Exemplar(text=text, language=language, reason=reason, case_id=case_id, group=group)
        for (text, reason), (language, case_id, group) in sorted(
            found.items(), key=lambda item: (item[0][0], str(item[0][1]))
        )
    ]


def digest(items: list[Exemplar]) -> str:
    """The SHA-256 of the labelled texts, in order."""
    h = hashlib.sha256()
    for item in items:
        h.update(f"{item.reason or ''}\t{item.language}\t{item.text}\n".encode())
    return h.hexdigest()


def build(path: Path = INDEX_PATH, root: Path = ROOT) -> int:
    """Embed every exemplar and write the index to ``path``; returns how many it holds."""
    items = exemplars(root)
    reasons = sorted({str(i.reason) for i in items if i.reason is not None})
    vectors = embed_passages([i.text for i in items])
    np.savez_compressed(
        path,
        vectors=vectors.astype(np.float16),
        reason=np.array(
            [reasons.index(str(i.reason)) if i.reason else -1 for i in items], dtype=np.int8
        ),
        reasons=np.array(reasons),
        language=np.array([i.language for i in items]),
        digest=np.array(digest(items)),
    )
    return len(items)


@dataclass(frozen=True)
class FitRow:
    """One margin in one language, every family held out in turn: the harmful memories the rules
    let through that the neighbours refuse, and the benign ones the rules keep that they lose."""

    language: str
    margin: float
    caught: int
    lost: int

    @property
    def score(self) -> int:
        """Harm caught minus twice the benign memories lost."""
        return self.caught - 2 * self.lost


FIT_MARGINS = tuple(round(0.002 * i, 3) for i in range(1, 16))


def fit(results: list[Path], root: Path = ROOT) -> list[FitRow]:
    """Every language's rows over :data:`FIT_MARGINS`, read from ``ingat eval run`` results of the
    dev splits: a case counts when no rule refused it (a refusal by meaning alone is no rule's)."""
    by_rules: dict[str, bool] = {}
    for path in results:
        for case in json.loads(path.read_text(encoding="utf-8"))["cases"]:
            labels = [label for r in case["rejections"] for label in r["labels"]]
            by_rules[case["id"]] = any(not label.endswith(f":{LABEL}") for label in labels)
    items = exemplars(root)
    vectors = embed_passages([i.text for i in items])
    harmful = np.array([i.reason is not None for i in items])
    groups = np.array([i.group for i in items])
    leads = np.zeros(len(items))
    for group in sorted(set(groups)):
        out = groups == group
        near = vectors[out] @ vectors[~out].T
        kept = harmful[~out]
        top = [np.sort(near[:, side], axis=1)[:, -K:].mean(axis=1) for side in (kept, ~kept)]
        leads[out] = top[0] - top[1]
    let_through = np.array([by_rules.get(i.case_id) is False for i in items])
    rows = []
    for language in sorted({i.language for i in items}):
        mine = np.array([i.language == language for i in items]) & let_through
        for margin in FIT_MARGINS:
            refused = leads > margin
            rows.append(
                FitRow(
                    language=language,
                    margin=margin,
                    caught=int((refused & mine & harmful).sum()),
                    lost=int((refused & mine & ~harmful).sum()),
                )
            )
    return rows


def chosen(rows: list[FitRow]) -> dict[str, float]:
    """Per language, the largest margin whose score is within one of the best."""
    picked = {}
    for language in sorted({r.language for r in rows}):
        mine = [r for r in rows if r.language == language]
        best = max(r.score for r in mine)
        picked[language] = max(r.margin for r in mine if r.score >= best - 1)
    return picked


def main(argv: list[str]) -> None:
    """``python -m eval.neighbours`` builds the index; ``… fit RESULT.json …`` prints the fit."""
    if argv[:1] == ["fit"]:
        rows = fit([Path(a) for a in argv[1:]])
        for row in rows:
            print(f"{row.language} {row.margin:.3f} caught {row.caught:3d} lost {row.lost:3d}")
        print("chosen", chosen(rows))
        return
    print(f"{build()} exemplars -> {INDEX_PATH.relative_to(ROOT)}")


if __name__ == "__main__":
    main(sys.argv[1:])
