"""The settings as documentation: every variable, its default and meaning, from the models.

The README's settings table is generated from this (``ingat config docs``) and a test fails when
the two drift. ``ingat config show`` prints effective values with secrets masked.
"""

from __future__ import annotations

import json
from typing import Any

from pydantic import BaseModel, SecretStr
from pydantic.fields import FieldInfo

from core.config.settings import ENV_PREFIX, NESTED_DELIMITER, LangfuseSettings, Settings

MASK = "********"


class SettingDoc(BaseModel):
    """One environment variable."""

    name: str
    default: str
    description: str
    value: str = ""


def _render(value: Any) -> str:
    if isinstance(value, SecretStr):
        return MASK if value.get_secret_value() else '""'
    if value is None:
        return "(unset)"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, list):
        return json.dumps(value)
    if isinstance(value, str):
        return f'"{value}"' if value == "" else value
    return str(value)


def _default(field: FieldInfo) -> Any:
    return field.get_default(call_default_factory=True)


def settings_reference(settings: Settings | None = None) -> list[SettingDoc]:
    """Every setting with its default (and, given ``settings``, its effective value, masked)."""
    docs: list[SettingDoc] = []
    for name, field in Settings.model_fields.items():
        annotation = field.annotation
        current = getattr(settings, name) if settings is not None else None
        if name == "langfuse":
            for sub_name, sub in LangfuseSettings.model_fields.items():
                alias = sub.validation_alias
                env = alias if isinstance(alias, str) else "LANGFUSE_BASE_URL"
                docs.append(
                    SettingDoc(
                        name=env,
                        default=_render(_default(sub)),
                        description={
                            "public_key": "Langfuse public key; without both keys Langfuse is off.",
                            "secret_key": "Langfuse secret key.",
                            "base_url": "Langfuse server URL (LANGFUSE_HOST is its deprecated alias).",
                        }[sub_name],
                        value=_render(getattr(current, sub_name)) if current is not None else "",
                    )
                )
        elif isinstance(annotation, type) and issubclass(annotation, BaseModel):
            for sub_name, sub in annotation.model_fields.items():
                docs.append(
                    SettingDoc(
                        name=f"{ENV_PREFIX}{name.upper()}{NESTED_DELIMITER}{sub_name.upper()}",
                        default=_render(_default(sub)),
                        description=sub.description or "",
                        value=_render(getattr(current, sub_name)) if current is not None else "",
                    )
                )
        else:
            docs.append(
                SettingDoc(
                    name=f"{ENV_PREFIX}{name.upper()}",
                    default=_render(_default(field)),
                    description=field.description or "",
                    value=_render(current) if settings is not None else "",
                )
            )
    return docs


def markdown_table() -> str:
    """The README's settings table."""
    lines = ["| variable | default | meaning |", "|---|---|---|"]
    for doc in settings_reference():
        default = doc.default.replace("|", "\\|")
        lines.append(f"| `{doc.name}` | `{default}` | {doc.description} |")
    return "\n".join(lines) + "\n"
