"""The one exception hierarchy of ingat.

Every error a front end can show derives from :class:`IngatError`. Its message is a single line
that names the problem and what to do about it; front ends render it once (the CLI as
``error: …`` and exit code 2, the console as an error box, the API as one JSON shape).
Messages never contain memory text: they name ids, settings and counts only.
"""

from __future__ import annotations


class IngatError(Exception):
    """Base class: a problem a user or operator can fix. The message says how."""

    exit_code: int = 2


class ConfigError(IngatError):
    """A setting is missing, malformed or contradicts another one (SPEC §3)."""


class StartupRefused(ConfigError):
    """A start-up rule of SPEC §3.3 refuses to run with these settings."""


class DatabaseError(IngatError):
    """The database cannot be reached, started or migrated."""


class SchemaOutOfDate(DatabaseError):
    """The database schema is older than this code; run ``ingat db upgrade``."""


class ModelUnavailable(IngatError):
    """A model endpoint could not be reached or refused to answer now; nothing is written.

    ``status`` is the HTTP status the endpoint answered, when it answered at all.
    """

    def __init__(self, message: str, *, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status


class ModelTimeout(ModelUnavailable):
    """A model endpoint did not answer in time (EXTRACT_TIMEOUT_SECONDS for an extraction)."""


class NotFound(IngatError):
    """The requested object does not exist (or is not visible to the caller)."""


class PermissionDenied(IngatError):
    """The acting identity's role does not allow this action."""


class InvalidInput(IngatError):
    """Input failed validation; the message names the field and the accepted values."""


class DatasetError(InvalidInput):
    """A dataset file has a bad line; the message is ``file:line: what is wrong``."""


class Unauthorized(IngatError):
    """The caller's credentials are missing or invalid (rendered as HTTP 401)."""


class LegalHoldActive(IngatError):
    """The record (conversations, audit rows) of a user under legal hold cannot be deleted."""
