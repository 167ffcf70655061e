"""A registry: the one home of a choice list (recall strategies, providers, eval suites).

Each list is a ``Literal`` type next to its entries, in one module. Settings fields use the
``Literal`` (so pydantic refuses an unknown value naming the allowed ones); front ends take their
options, help texts and "unknown …; use …" errors from the :class:`Registry`. Adding a choice is
adding its name to the ``Literal`` and its entry beside it; the registry refuses to build when the
two disagree. Registries are imported by ``core.config.settings``, so this module stays light.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Generic, Protocol, TypeVar, cast, get_args

from core.errors import InvalidInput


class Choice(Protocol):
    """An entry of a registry: its name and a short note for documentation."""

    @property
    def name(self) -> str:
        """The name users type (a setting's value, a CLI option)."""
        ...

    @property
    def note(self) -> str:
        """A few words shown after the name in docs ("" for none)."""
        ...


N = TypeVar("N", bound=str)
E = TypeVar("E", bound=Choice)


def one_of(names: Iterable[str]) -> str:
    """``a, b or c`` (``a or b``; ``a``)."""
    items = list(names)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " or " + items[-1]


class Registry(Generic[N, E]):
    """The entries of one choice list, in the order of its ``Literal`` type."""

    def __init__(self, kind: str, names: object, entries: Sequence[E]) -> None:
        declared = cast(tuple[N, ...], get_args(names))
        listed = tuple(e.name for e in entries)
        if listed != declared:
            raise TypeError(f"{kind} entries {listed} are not the names {declared}, in order")
        self.kind = kind
        self.names: tuple[N, ...] = declared
        self._entries: dict[str, E] = {e.name: e for e in entries}

    def __iter__(self) -> Iterator[E]:
        return iter(self._entries.values())

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, name: object) -> bool:
        return name in self._entries

    @property
    def choices(self) -> str:
        """The names as prose: ``a, b or c``."""
        return one_of(self.names)

    def described(self) -> str:
        """The names with their notes as prose: ``a (note), b or c``."""
        return one_of(f"{e.name} ({e.note})" if e.note else e.name for e in self)

    def parse(self, name: str) -> N:
        """``name`` as one of the names, or :class:`InvalidInput` naming the allowed ones."""
        if name not in self._entries:
            raise InvalidInput(f"unknown {self.kind} {name!r}; use {self.choices}")
        return cast(N, name)

    def get(self, name: str) -> E:
        """The entry of ``name``, or :class:`InvalidInput` naming the allowed ones."""
        return self._entries[self.parse(name)]
