"""Which structured-output form an endpoint accepts, learned once per process per base URL.

OpenAI takes ``response_format: json_schema``; servers that do not (llama.cpp's answers it with
HTTP 500 and a validation error; others with a 400 or 422 naming ``response_format``) get JSON
mode instead, from the first refusal on, for every client of that base URL in this process.
"""

from __future__ import annotations

import threading

import openai

_json_mode_only: set[str] = set()
_lock = threading.Lock()
_FORMAT_WORDS = ("response_format", "json_schema", "response format")


def json_mode_only(base_url: str) -> bool:
    """True once the endpoint at ``base_url`` refused the JSON-schema form in this process."""
    return base_url in _json_mode_only


def remember_json_mode(base_url: str) -> None:
    """Send JSON mode, not a JSON schema, to ``base_url`` from now on."""
    with _lock:
        _json_mode_only.add(base_url)


def forget_all() -> None:
    """Forget what every endpoint refused (a test's servers come and go on reused ports)."""
    with _lock:
        _json_mode_only.clear()


def names_response_format(exc: openai.APIStatusError) -> bool:
    """True when the refusal's body speaks of the response format (the schema was refused)."""
    text = f"{exc.message} {exc.body}".lower()
    return any(word in text for word in _FORMAT_WORDS)


def schema_refused(exc: openai.APIStatusError) -> bool | None:
    """Whether a failed JSON-schema call should be retried in JSON mode: True when the body names
    the response format (any 4xx/5xx), None ("retry once, remember only if JSON mode works") on a
    bare 5xx, False otherwise (429, auth, a refusal of something else)."""
    if names_response_format(exc):
        return True
    if exc.status_code >= 500:
        return None
    return False
