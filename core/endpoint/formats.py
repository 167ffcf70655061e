"""Which structured-output form an endpoint accepts, learned once per process per base URL.

Three forms of ``response_format``, strictest first:

- ``json_schema``: OpenAI, vLLM (guided decoding) and Ollama take the contract's JSON schema;
- ``json_object`` with a ``schema``: llama.cpp's servers (its own and llama-cpp-python's) refuse
  ``json_schema`` — with HTTP 500 and a validation error — but compile this schema into a grammar,
  so even a small model can only write the contract's shape;
- plain ``json_object`` (JSON mode): any server that refuses the other two.

A call starts at the form remembered for its base URL. A refusal of a form (any 4xx/5xx whose
body names the response format or the schema) moves that endpoint to the next form for every
client of this process; a bare 500 tries the next form once, and only an answer there is
remembered.
"""

from __future__ import annotations

import threading
from typing import Any, Literal

import openai

Form = Literal["json_schema", "json_object_schema", "json_object"]
FORMS: tuple[Form, ...] = ("json_schema", "json_object_schema", "json_object")
_first_form: dict[str, int] = {}
_lock = threading.Lock()
_FORMAT_WORDS = ("response_format", "json_schema", "response format", "schema")


def forms_for(base_url: str) -> tuple[Form, ...]:
    """The forms to try for ``base_url``, from the first one it has not refused."""
    return FORMS[_first_form.get(base_url, 0) :]


def remember(base_url: str, form: Form) -> None:
    """Start every later call to ``base_url`` at ``form`` (never at a stricter one again)."""
    with _lock:
        _first_form[base_url] = max(_first_form.get(base_url, 0), FORMS.index(form))


def forget_all() -> None:
    """Forget what every endpoint refused (a test's servers come and go on reused ports)."""
    with _lock:
        _first_form.clear()


def response_format(form: Form, name: str, schema: dict[str, Any]) -> dict[str, Any]:
    """The ``response_format`` body of ``form``."""
    if form == "json_schema":
        return {"type": "json_schema", "json_schema": {"name": name, "schema": schema}}
    if form == "json_object_schema":
        return {"type": "json_object", "schema": schema}
    return {"type": "json_object"}


def names_response_format(exc: openai.APIStatusError) -> bool:
    """True when the refusal's body speaks of the response format or the schema."""
    text = f"{exc.message} {exc.body}".lower()
    return any(word in text for word in _FORMAT_WORDS)


def refused(exc: openai.APIStatusError) -> bool | None:
    """Whether a failed call refused its form: True when the body names the response format or
    schema (any 4xx/5xx), None on a bare 500 ("try the next form; remember it only if it
    answers"), False otherwise (429, 503, auth, a refusal of something else)."""
    if names_response_format(exc):
        return True
    if exc.status_code == 500:  # 502/503/504 say the server is away, not what it refuses
        return None
    return False
