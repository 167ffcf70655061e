"""Turn request credentials into a principal, by the configured resolver (SPEC §3.2)."""

from __future__ import annotations

import uuid

from core.auth.tokens import Principal, TokenVerifier, user_id_for
from core.config.settings import SecuritySettings
from core.errors import Unauthorized


def resolve_principal(
    security: SecuritySettings,
    verifier: TokenVerifier | None,
    authorization: str | None,
    claimed_user: str | None,
) -> Principal:
    """The caller of a request.

    With the ``jwt`` resolver a bearer token is verified. The ``header`` resolver (or an
    unauthenticated deployment with REQUIRE_AUTH=false) trusts a claim header, so its principal is
    never verified (SPEC §3.3).
    """
    if verifier is not None and authorization:
        scheme, _, token = authorization.partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            raise Unauthorized("use 'Authorization: Bearer <token>'")
        return verifier.verify(token.strip())
    if (security.auth_resolver == "header" or not security.require_auth) and claimed_user:
        try:
            return Principal(user_id=uuid.UUID(claimed_user), verified=False)
        except ValueError:
            return Principal(user_id=user_id_for("header", claimed_user), verified=False)
    raise Unauthorized("authentication required: send 'Authorization: Bearer <token>'")
