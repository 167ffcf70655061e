"""Per-user turns: one conversation of a user at a time, in the order they were queued."""

from __future__ import annotations

import threading
import uuid

from core.sweeper.user_turns import UserTurns


def _run(turns: UserTurns, jobs: list[tuple[uuid.UUID, list[uuid.UUID]]]) -> list[uuid.UUID]:
    """Start one thread per job in the given order; return the order they got their turns in."""
    entered: list[uuid.UUID] = []
    guard = threading.Lock()
    inside: dict[uuid.UUID, int] = {}
    overlaps: list[uuid.UUID] = []

    def work(conversation: uuid.UUID, askers: list[uuid.UUID]) -> None:
        with turns.turn(conversation, askers):
            with guard:
                entered.append(conversation)
                for a in set(askers):
                    inside[a] = inside.get(a, 0) + 1
                    if inside[a] > 1:
                        overlaps.append(a)
            threading.Event().wait(0.01)
            with guard:
                for a in set(askers):
                    inside[a] -= 1

    threads = [threading.Thread(target=work, args=job) for job in jobs]
    for t in threads:
        t.start()
        threading.Event().wait(0.005)  # let each reach its wait before the next one starts
    for t in threads:
        t.join(10)
        assert not t.is_alive(), "a turn never came: deadlock"
    assert overlaps == []
    return entered


def test_turns_follow_the_queue_not_the_arrival() -> None:
    user = uuid.uuid4()
    first, second, third = uuid.uuid4(), uuid.uuid4(), uuid.uuid4()
    turns = UserTurns()
    for c in (first, second, third):
        turns.enqueue(c, [user])
    # The newest arrives first and the oldest last: a plain lock would let them in that order.
    assert _run(turns, [(third, [user]), (second, [user]), (first, [user])]) == [
        first,
        second,
        third,
    ]


def test_a_shared_conversation_waits_for_each_askers_older_ones() -> None:
    u, v, w = uuid.uuid4(), uuid.uuid4(), uuid.uuid4()
    only_u, shared, only_v, other = uuid.uuid4(), uuid.uuid4(), uuid.uuid4(), uuid.uuid4()
    turns = UserTurns()
    turns.enqueue(only_u, [u])
    turns.enqueue(shared, [u, v, u])  # an asker listed twice is one turn, not two
    turns.enqueue(only_v, [v])
    turns.enqueue(other, [w])
    order = _run(turns, [(only_v, [v]), (shared, [u, v, u]), (other, [w]), (only_u, [u])])
    assert order.index(only_u) < order.index(shared) < order.index(only_v)
    assert order[0] == other  # nobody queued before it: it never waits


def test_a_failed_conversation_still_hands_on_its_turn() -> None:
    user = uuid.uuid4()
    failing, next_one = uuid.uuid4(), uuid.uuid4()
    turns = UserTurns()
    turns.enqueue(failing, [user])
    turns.enqueue(next_one, [user])
    try:
        with turns.turn(failing, [user]):
            raise RuntimeError("the model call failed")
    except RuntimeError:
        pass
    assert _run(turns, [(next_one, [user])]) == [next_one]
