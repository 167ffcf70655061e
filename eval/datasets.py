"""Load JSONL datasets (SPEC §10.1): every bad line is reported as ``file:line: what is wrong``."""

from __future__ import annotations

import json
import uuid
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from core.errors import DatasetError

LABEL_NAMESPACE = uuid.UUID("8e7a1b0c-2d3f-5a6b-9c8d-7e6f5a4b3c2d")
C = TypeVar("C", bound=BaseModel)


def label_uuid(label: str, kind: str = "") -> uuid.UUID:
    """The deterministic UUID of a dataset label (authors, messages, memories)."""
    return uuid.uuid5(LABEL_NAMESPACE, f"{kind}:{label}")


def load_jsonl(path: Path, case_type: type[C]) -> list[C]:
    """Every case of ``path`` as ``case_type``; :class:`DatasetError` lists each bad line (up to 20).

    A suite's loader is ``SUITES.get(name).load`` (:mod:`eval.suites`).
    """
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise DatasetError(f"{path}: no such dataset file; check --dataset") from None
    cases: list[C] = []
    problems: list[str] = []
    seen: dict[str, int] = {}
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            raw = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.append(f"{path}:{number}: not JSON ({exc.msg})")
            continue
        try:
            case = case_type.model_validate(raw)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "case"
            problems.append(f"{path}:{number}: {where}: {first['msg']}")
            continue
        case_id = str(raw["id"])
        if case_id in seen:
            problems.append(
                f"{path}:{number}: duplicate case id {case_id!r} (first on line {seen[case_id]})"
            )
            continue
        seen[case_id] = number
        cases.append(case)
    if problems:
        more = f" (+{len(problems) - 20} more)" if len(problems) > 20 else ""
        raise DatasetError("; ".join(problems[:20]) + more)
    if not cases:
        raise DatasetError(f"{path}: the dataset has no cases")
    return cases
