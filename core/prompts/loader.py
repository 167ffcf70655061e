"""Load versioned prompts from ``core/prompts/<name>/<version>.md``.

A prompt file starts with a small front matter (``name`` and ``version``); the version id is recorded
on every memory the prompt produced (``extractorVersion``).
"""

from __future__ import annotations

import logging
import re
from pathlib import Path

from pydantic import BaseModel

from core.config.settings import Settings
from core.errors import ConfigError

log = logging.getLogger(__name__)

PROMPTS_DIR = Path(__file__).resolve().parent
_FRONT = re.compile(r"^---\nname: (?P<name>[\w-]+)\nversion: (?P<version>[\w.-]+)\n---\n", re.S)


class Prompt(BaseModel):
    """A prompt text with its identity."""

    name: str
    version: str
    text: str
    source: str = "file"


def available_versions(name: str) -> list[str]:
    """Version ids of the prompt files of ``name``, oldest first."""
    return [
        load_file_prompt(name, p.stem).version for p in sorted((PROMPTS_DIR / name).glob("*.md"))
    ]


def load_file_prompt(name: str, version: str | None = None) -> Prompt:
    """The file prompt ``name`` at ``version`` (file stem or version id); newest when omitted."""
    folder = PROMPTS_DIR / name
    files = sorted(folder.glob("*.md"))
    if not files:
        raise ConfigError(f"no prompt files in {folder}; restore core/prompts from git")
    chosen = files[-1]
    if version:
        matches = [f for f in files if f.stem == version or _version_of(f) == version]
        if not matches:
            known = ", ".join(_version_of(f) for f in files)
            raise ConfigError(f"prompt {name!r} has no version {version!r}; known: {known}")
        chosen = matches[0]
    raw = chosen.read_text(encoding="utf-8")
    match = _FRONT.match(raw)
    if not match:
        raise ConfigError(f"{chosen}: missing front matter (---, name, version, ---)")
    return Prompt(name=match["name"], version=match["version"], text=raw[match.end() :].strip())


def _version_of(path: Path) -> str:
    match = _FRONT.match(path.read_text(encoding="utf-8"))
    return match["version"] if match else path.stem


def load_prompt(name: str, settings: Settings, label: str = "production") -> Prompt:
    """The prompt by Langfuse label when Langfuse is configured, else (or on any failure) the file.

    Without Langfuse keys nothing touches the network. A Langfuse outage never blocks extraction:
    the newest file version is used and a warning is logged.
    """
    fallback = load_file_prompt(name)
    lf = settings.langfuse
    if not lf.configured:
        return fallback
    try:
        from core.observability.langfuse_client import langfuse_client

        client = langfuse_client(lf)
        if client is None:
            return fallback
        fetched = client.get_prompt(
            name,
            label=label,
            type="text",
            max_retries=0,
            fetch_timeout_seconds=5,
            cache_ttl_seconds=0,  # one fetch per process start; no stale prompt across runs
        )
        text = fetched.prompt if isinstance(fetched.prompt, str) else ""
        if not text.strip():
            raise ValueError("empty prompt")
        return Prompt(
            name=name, version=f"{name}@langfuse-v{fetched.version}", text=text, source="langfuse"
        )
    except Exception as exc:  # any failure falls back to the file, by design
        log.warning(
            "langfuse prompt unavailable, using file",
            extra={"ingat": {"prompt": name, "label": label, "error": type(exc).__name__}},
        )
        return fallback
