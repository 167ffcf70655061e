"""Who is acting, and what their role lets them do (console roles of SPEC §3.2 and §11)."""

from __future__ import annotations

import enum

from pydantic import BaseModel, ConfigDict

from core.config.settings import ConsoleSettings
from core.db.models import ActorType
from core.errors import PermissionDenied


class Role(enum.IntEnum):
    """Console roles, ordered: each role can do everything the ones below it can."""

    viewer = 1
    reviewer = 2
    admin = 3


class Actor(BaseModel):
    """The identity an audited action is recorded under."""

    model_config = ConfigDict(frozen=True)

    type: ActorType
    id: str
    role: Role = Role.viewer

    def require(self, needed: Role, action: str) -> None:
        """Raise :class:`PermissionDenied` unless this actor's role is at least ``needed``."""
        if self.role < needed:
            raise PermissionDenied(
                f"{self.id} is a {self.role.name} and cannot {action}; ask an admin to add them "
                f"to ACEH_RAG_CONSOLE__{'ADMINS' if needed is Role.admin else 'REVIEWERS'}"
            )


SYSTEM = Actor(type=ActorType.system, id="ingat", role=Role.admin)


def role_for(email: str, console: ConsoleSettings) -> Role:
    """The console role of a login email (case-insensitive); everyone else is a viewer."""
    needle = email.strip().lower()
    if needle in {a.strip().lower() for a in console.admins}:
        return Role.admin
    if needle in {r.strip().lower() for r in console.reviewers}:
        return Role.reviewer
    return Role.viewer


def console_actor(email: str, console: ConsoleSettings) -> Actor:
    """The actor of a console user, with the role the settings give them."""
    return Actor(type=ActorType.reviewer, id=email, role=role_for(email, console))
