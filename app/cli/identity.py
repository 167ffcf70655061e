"""Who the command line acts as."""

from __future__ import annotations

import getpass

from core.access import Actor, Role
from core.db.models import ActorType


def cli_actor() -> Actor:
    """Whoever runs the CLI has the database in hand: an admin, named in the audit log."""
    return Actor(type=ActorType.reviewer, id=f"cli:{getpass.getuser()}", role=Role.admin)
