"""Cached pattern and vocabulary builds happen once, by one thread, however many threads meet them
cold together (a sweeper's workers on their first sweep), and pattern caches follow the packs."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

import pytest

from core import language
from core.language import compiled, loaded


@pytest.mark.parametrize("decorator", [compiled, loaded])
def test_threads_meeting_a_cold_cache_build_it_once(
    decorator: Callable[[Callable[..., Any]], Callable[..., Any]],
) -> None:
    builds: list[int] = []

    def build(n: int) -> list[int]:
        builds.append(n)
        time.sleep(0.05)  # long enough for every thread to arrive while it builds
        return [n]

    cached = decorator(build)
    start = threading.Barrier(12)
    results: list[list[int]] = []

    def call(n: int) -> None:
        start.wait()
        results.append(cached(n))

    threads = [threading.Thread(target=call, args=(i % 2,)) for i in range(12)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(builds) == [0, 1]  # one build per argument
    assert len(results) == 12 and all(r in ([0], [1]) for r in results)
    # Every caller of one argument holds the same object.
    assert len({id(r) for r in results}) == 2


def test_compiled_values_follow_the_set_of_packs_and_loaded_ones_stay() -> None:
    calls = {"compiled": 0, "loaded": 0}

    @compiled
    def codes() -> tuple[str, ...]:
        calls["compiled"] += 1
        return language.codes()

    @loaded
    def data() -> int:
        calls["loaded"] += 1
        return 1

    assert codes() == codes() and data() == data()
    toy = language.pack("en").__class__(**{**vars(language.pack("en")), "code": "xx"})
    with language.registered(toy):
        assert "xx" in codes()
        data()
    assert "xx" not in codes()
    assert calls == {"compiled": 3, "loaded": 1}


def test_keyword_arguments_are_part_of_the_key() -> None:
    @loaded
    def scaled(n: int, *, by: int = 1) -> int:
        return n * by

    assert scaled(3) == 3 and scaled(3, by=2) == 6 and scaled(3, by=2) == 6 and scaled(3) == 3
