"""Datasets in Langfuse: ``ingat eval push`` / ``pull`` (SPEC §10.3).

A case becomes one dataset item: ``input`` is the whole case (so a pull gives back the exact line),
``expected_output`` its expectation, ``metadata`` its suite, id and language. The item id is derived
from the dataset name and the case id, so pushing the same file again updates the items in place
instead of duplicating them.
"""

from __future__ import annotations

import json
import uuid
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ValidationError

from core.config.settings import LangfuseSettings
from core.errors import ConfigError, DatasetError
from core.observability.langfuse_client import langfuse_client
from eval.suites import SUITES, SuiteName

if TYPE_CHECKING:
    from langfuse import Langfuse
    from langfuse._client.datasets import DatasetClient

ITEM_NAMESPACE = uuid.UUID("3b1f6a52-7c0e-5d4b-8a9f-1e2d3c4b5a69")
PREFIX = "langfuse:"


def item_id(dataset: str, case_id: str) -> str:
    """The Langfuse item id of a case: stable across pushes."""
    return str(uuid.uuid5(ITEM_NAMESPACE, f"{dataset}\x00{case_id}"))


def expected_of(suite: SuiteName, case: dict[str, Any]) -> Any:
    """What the case expects, as the item's expected output."""
    return SUITES.get(suite).expected(case)


def require_client(settings: LangfuseSettings) -> Langfuse:
    """The Langfuse client, or a clear error naming the variables to set."""
    client = langfuse_client(settings)
    if client is None:
        raise ConfigError(
            "Langfuse is not configured: set LANGFUSE_PUBLIC_KEY, LANGFUSE_SECRET_KEY and "
            "LANGFUSE_BASE_URL (or use a local --dataset file)"
        )
    return client


def push(settings: LangfuseSettings, path: Path, suite: SuiteName, name: str) -> int:
    """Upload every case of ``path`` into the Langfuse dataset ``name``; returns the item count."""
    cases = SUITES.get(suite).load(path)  # validated first: a bad file uploads nothing
    client = require_client(settings)
    client.create_dataset(
        name=name,
        description=f"ingat {suite} cases from {path.name}",
        metadata={"suite": suite, "source": path.name},
    )
    for case in cases:
        raw = case.model_dump(mode="json")
        client.create_dataset_item(
            dataset_name=name,
            id=item_id(name, case.id),
            input=raw,
            expected_output=expected_of(suite, raw),
            metadata={"suite": suite, "case_id": case.id, "language": case.language},
        )
    client.flush()
    return len(cases)


def fetch_cases(settings: LangfuseSettings, name: str, suite: SuiteName) -> list[BaseModel]:
    """The cases of the Langfuse dataset ``name``, validated like a file's lines."""
    dataset = require_client(settings).get_dataset(name)
    return sorted(cases_of(dataset, name, suite), key=lambda c: str(getattr(c, "id", "")))


def cases_of(dataset: DatasetClient, name: str, suite: SuiteName) -> list[BaseModel]:
    """The items of a fetched dataset as validated cases, in item order."""
    meta = dataset.metadata if isinstance(dataset.metadata, dict) else {}
    if meta.get("suite") not in (None, suite):
        raise DatasetError(
            f"{PREFIX}{name}: holds {meta['suite']} cases, not {suite}; pass --suite {meta['suite']}"
        )
    model = SUITES.get(suite).case_type
    cases: list[BaseModel] = []
    problems: list[str] = []
    for item in dataset.items:
        try:
            cases.append(model.model_validate(item.input))
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "case"
            problems.append(f"{PREFIX}{name}:item {item.id}: {where}: {first['msg']}")
    if problems:
        raise DatasetError("; ".join(problems[:20]))
    if not cases:
        raise DatasetError(f"{PREFIX}{name}: the dataset has no items; run `ingat eval push`")
    return cases


def pull(settings: LangfuseSettings, name: str, suite: SuiteName, out: Path) -> int:
    """Download the Langfuse dataset ``name`` as a JSONL file (sorted by case id)."""
    cases = fetch_cases(settings, name, suite)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(
        "".join(json.dumps(c.model_dump(mode="json"), ensure_ascii=False) + "\n" for c in cases),
        encoding="utf-8",
    )
    return len(cases)
