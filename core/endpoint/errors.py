"""The one translation of openai SDK failures into :class:`ModelTimeout` / :class:`ModelUnavailable`.

Messages name what failed and the HTTP status or the SDK's error class, never the SDK's own
message: a server's error body can echo the request, which holds user memory text.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import openai

from core.errors import ModelTimeout, ModelUnavailable


@contextmanager
def translated(what: str, timeout: float | None = None) -> Iterator[None]:
    """Raise the SDK's failures inside the block as ingat errors naming ``what``.

    ``what`` is the endpoint in words ("the answer model", "the embedding endpoint");
    ``timeout``, when given, is the limit the call had, quoted in the timeout message.
    Timeouts → :class:`ModelTimeout`; connection errors, HTTP errors (429, 5xx, refusals) and
    any other SDK error → :class:`ModelUnavailable`. Other exceptions pass through.
    """
    try:
        yield
    except openai.APITimeoutError:  # a subclass of APIConnectionError: first
        limit = "in time" if timeout is None else f"within {timeout:g} s"
        raise ModelTimeout(f"{what} did not answer {limit}") from None
    except openai.APIConnectionError as exc:
        raise ModelUnavailable(f"cannot reach {what} ({type(exc).__name__})") from None
    except openai.APIStatusError as exc:
        raise ModelUnavailable(
            f"{what} answered HTTP {exc.status_code}", status=exc.status_code
        ) from None
    except openai.OpenAIError as exc:
        raise ModelUnavailable(f"{what} is unavailable ({type(exc).__name__})") from None


def call_failure(exc: BaseException) -> str:
    """A short code for why a model call gave no usable reply, for logs and evaluation counts:
    ``timeout``, ``http_<status>``, ``unreachable``, ``sdk_error`` (the endpoint failed) or
    ``malformed`` (it answered, but not with what was asked)."""
    if isinstance(exc, openai.APITimeoutError | ModelTimeout):
        return "timeout"
    if isinstance(exc, openai.APIStatusError):
        return f"http_{exc.status_code}"
    if isinstance(exc, ModelUnavailable):
        return f"http_{exc.status}" if exc.status is not None else "unreachable"
    if isinstance(exc, openai.APIConnectionError):
        return "unreachable"
    if isinstance(exc, openai.OpenAIError):
        return "sdk_error"
    return "malformed"


ENDPOINT_FAILURE_PREFIXES = ("timeout", "http_", "unreachable", "sdk_error")


def is_endpoint_failure(code: str) -> bool:
    """True when ``code`` (from :func:`call_failure`) says the endpoint failed, not the reply."""
    return code.startswith(ENDPOINT_FAILURE_PREFIXES)
