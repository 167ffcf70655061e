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
    """Every case of ``path`` as ``case_type``; :class:`DatasetError` lists each bad line.

    A problem met on several lines is named once, at its first line, with how many more lines have
    it; up to 20 different problems are listed. A suite's loader is ``SUITES.get(name).load``
    (:mod:`eval.suites`), which also names the suite a file of another suite belongs to.
    """
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise DatasetError(f"{path}: no such dataset file; check --dataset") from None
    cases: list[C] = []
    problems: dict[str, list[int]] = {}  # what is wrong -> the lines it is wrong on
    seen: dict[str, int] = {}
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            raw = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.setdefault(f"not JSON ({exc.msg})", []).append(number)
            continue
        try:
            case = case_type.model_validate(raw)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "case"
            problems.setdefault(f"{where}: {first['msg']}", []).append(number)
            continue
        case_id = str(raw["id"])
        if case_id in seen:
            what = f"duplicate case id {case_id!r} (first on line {seen[case_id]})"
            problems.setdefault(what, []).append(number)
            continue
        seen[case_id] = number
        cases.append(case)
    if problems:
        listed = [
            f"{path}:{at[0]}: {what}" + (f" (and {len(at) - 1} more lines)" if len(at) > 1 else "")
            for what, at in problems.items()
        ]
        more = f" (+{len(listed) - 20} more)" if len(listed) > 20 else ""
        raise DatasetError("; ".join(listed[:20]) + more)
    if not cases:
        raise DatasetError(f"{path}: the dataset has no cases")
    return cases


def first_record(path: Path) -> object | None:
    """The first record of the JSONL file ``path``, parsed (None: unreadable, empty, not JSON)."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return None
    for line in lines:
        if line.strip():
            try:
                record: object = json.loads(line)
            except json.JSONDecodeError:
                return None
            return record
    return None
