"""Per-user turns within one sweep: a user's conversations are consolidated one at a time, oldest
first.

The last write of a preference wins (a newer statement supersedes the older one), so two of one
user's conversations must not only never overlap, they must also commit in the order they were
said. A plain lock per user gives the first guarantee but not the second: several workers waiting
on one lock are woken in no particular order.
"""

from __future__ import annotations

import threading
import uuid
from collections import deque
from collections.abc import Iterable, Iterator
from contextlib import contextmanager


class UserTurns:
    """FIFO turns per user, shared by the worker threads of one sweep.

    :meth:`enqueue` every conversation in order before any worker starts; a worker then waits in
    :meth:`turn` until its conversation is the oldest unfinished one of each of its askers. The
    oldest unfinished conversation of the sweep always has its turn, so the waits cannot deadlock.
    """

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self._queues: dict[uuid.UUID, deque[uuid.UUID]] = {}

    def enqueue(self, conversation_id: uuid.UUID, askers: Iterable[uuid.UUID]) -> None:
        """Queue ``conversation_id`` behind the conversations already queued for its askers."""
        with self._changed:
            for asker in set(askers):
                self._queues.setdefault(asker, deque()).append(conversation_id)

    @contextmanager
    def turn(self, conversation_id: uuid.UUID, askers: Iterable[uuid.UUID]) -> Iterator[None]:
        """Block until it is ``conversation_id``'s turn for every asker; release it on exit."""
        mine = set(askers)
        with self._changed:
            self._changed.wait_for(lambda: all(self._queues[a][0] == conversation_id for a in mine))
        try:
            yield
        finally:
            with self._changed:
                for asker in mine:
                    queue = self._queues[asker]
                    queue.popleft()
                    if not queue:
                        del self._queues[asker]
                self._changed.notify_all()
