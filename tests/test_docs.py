"""The README stays true: its first commands, and a settings table that matches the code and SPEC."""

from __future__ import annotations

import re
from pathlib import Path

from core.config.reference import markdown_table

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")

# Every setting SPEC §3 names (§3.1 seed table and additions, §3.2 other groups).
SPEC_SETTINGS = [
    *(
        f"ACEH_RAG_MEMORY__{n}"
        for n in [
            "ENABLED",
            "WRITE_ENABLED",
            "READ_ENABLED",
            "IDLE_MINUTES",
            "SWEEP_INTERVAL_SECONDS",
            "SWEEP_BATCH_SIZE",
            "LOOKBACK_HOURS",
            "MAX_CONCURRENT_WRITES",
            "EXTRACT_MODEL",
            "EXTRACT_TIMEOUT_SECONDS",
            "MAX_EXTRACTION_ATTEMPTS",
            "EXTRACT_MAX_MESSAGES",
            "EXTRACT_MAX_CHARS_PER_MESSAGE",
            "MAX_NEW_PER_CONVERSATION",
            "MAX_CHARS_PER_MEMORY",
            "MAX_ACTIVE_PER_USER",
            "RECALL_TOP_K",
            "RECALL_MAX_CHARS",
            "WEIGHT_RELEVANCE",
            "WEIGHT_RECENCY",
            "WEIGHT_IMPORTANCE",
            "RECENCY_HALF_LIFE_DAYS",
            "SHARED_CONVERSATIONS",
            "REQUIRE_VERIFIED_PRINCIPAL",
            "SUBJECT_ALLOWLIST",
            "MIN_CONFIDENCE",
            "SENTINEL_SUBJECTS",
            "WINDOW_MESSAGES",
            "RECALL_STRATEGY",
        ]
    ),
    "ACEH_RAG_ENVIRONMENT",
    "ACEH_RAG_DATABASE_URL",
    "ACEH_RAG_EMBEDDED__DATA_DIR",
    *(
        f"ACEH_RAG_SECURITY__{n}"
        for n in [
            "REQUIRE_AUTH",
            "AUTH_RESOLVER",
            "JWT_ISSUER",
            "JWT_AUDIENCE",
            "JWT_ALGORITHMS",
            "JWT_PUBLIC_KEY",
            "JWT_JWKS_PATH",
        ]
    ),
    *(
        f"ACEH_RAG_LLM__{n}"
        for n in ["PROVIDER", "BASE_URL", "API_KEY", "MODEL", "TIMEOUT_SECONDS"]
    ),
    *(f"ACEH_RAG_EMBEDDING__{n}" for n in ["PROVIDER", "MODEL", "DIMENSIONS"]),
    "ACEH_RAG_AUDIT__HMAC_KEY",
    *(
        f"ACEH_RAG_RETENTION__{n}"
        for n in ["CONVERSATION_DAYS", "AUDIT_DAYS", "SHADOW_RUN_DAYS", "EVAL_RUN_DAYS"]
    ),
    "LANGFUSE_PUBLIC_KEY",
    "LANGFUSE_SECRET_KEY",
    "LANGFUSE_BASE_URL",
    "ACEH_RAG_CONSOLE__ADMINS",
    "ACEH_RAG_CONSOLE__REVIEWERS",
]


def readme_table() -> str:
    match = re.search(r"<!-- settings:start -->\n(.*?)<!-- settings:end -->", README, re.S)
    assert match, "README lost its settings markers"
    return match.group(1)


def test_readme_starts_with_the_two_commands() -> None:
    commands = re.findall(r"^make (\w+)", README.split("## ", 1)[0], re.M)
    assert commands[:2] == ["console", "test"]
    assert "make test" in (ROOT / ".ci" / "run").read_text()


def test_settings_table_is_generated_from_the_code() -> None:
    assert readme_table() == markdown_table(), "run `ingat config docs` and paste it into README"


def test_every_spec_setting_is_in_the_readme_table() -> None:
    names = set(re.findall(r"^\| `([A-Z_]+)`", readme_table(), re.M))
    missing = [n for n in SPEC_SETTINGS if n not in names]
    assert missing == []


def test_seed_defaults_in_the_table() -> None:
    table = readme_table()
    for name, default in {
        "ACEH_RAG_MEMORY__ENABLED": "false",
        "ACEH_RAG_MEMORY__IDLE_MINUTES": "30",
        "ACEH_RAG_MEMORY__SWEEP_INTERVAL_SECONDS": "300",
        "ACEH_RAG_MEMORY__RECALL_MAX_CHARS": "1500",
        "ACEH_RAG_MEMORY__WEIGHT_RECENCY": "0.3",
        "ACEH_RAG_MEMORY__SUBJECT_ALLOWLIST": "[]",
        "ACEH_RAG_MEMORY__SENTINEL_SUBJECTS": '["00000000-0000-0000-0000-000000000000"]',
    }.items():
        assert f"| `{name}` | `{default}` |" in table, name


def architecture_tree() -> dict[str, set[str]]:
    """The README's architecture block: each top-level folder and the sub-packages listed under it."""
    match = re.search(r"## Architecture\n\n```\n(.*?)```", README, re.S)
    assert match, "README lost its architecture tree"
    tree: dict[str, set[str]] = {}
    current = ""
    for line in match.group(1).splitlines():
        top = re.match(r"^([\w.]+)/\s", line + " ")
        sub = re.match(r"^  ([a-z_][a-z0-9_]*)/\s", line + " ")
        if top:
            current = top.group(1)
            tree[current] = set()
        elif sub and current:
            tree[current].add(sub.group(1))
    return tree


def packages_on_disk(folder: str) -> set[str]:
    """The direct sub-packages of ``folder``: directories that hold Python modules."""
    return {
        d.name
        for d in (ROOT / folder).iterdir()
        if d.is_dir() and d.name != "__pycache__" and any(d.glob("*.py"))
    }


def test_architecture_tree_lists_every_package_on_disk() -> None:
    tree = architecture_tree()
    assert {"core", "app", "eval", "datasets", "docs", "tests", "bench", ".streamlit"} <= set(tree)
    for folder in ("core", "app", "eval"):
        assert tree[folder] == packages_on_disk(folder), (
            f"README's tree under {folder}/ differs from the packages on disk"
        )


def test_every_page_under_docs_is_linked_from_the_readme() -> None:
    pages = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "docs").glob("*.md"))
    assert pages, "docs/ holds no page"
    assert [p for p in pages if f"]({p})" not in README] == []
