"""A registry is a Literal's names and their entries, in one order; unknown names are clear errors."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import pytest

from core.errors import IngatError, InvalidInput
from core.registry import Registry, one_of

Colour = Literal["red", "green", "blue"]


@dataclass(frozen=True)
class Entry:
    name: str
    note: str = ""


def test_one_of_reads_as_prose() -> None:
    assert one_of([]) == ""
    assert one_of(["a"]) == "a"
    assert one_of(["a", "b"]) == "a or b"
    assert one_of(["a", "b", "c"]) == "a, b or c"


def test_names_entries_and_prose_come_from_one_list() -> None:
    colours: Registry[Colour, Entry] = Registry(
        "colour", Colour, (Entry("red", "warm"), Entry("green"), Entry("blue", "cold"))
    )
    assert colours.names == ("red", "green", "blue")
    assert [e.name for e in colours] == ["red", "green", "blue"] and len(colours) == 3
    assert "green" in colours and "pink" not in colours
    assert colours.choices == "red, green or blue"
    assert colours.described() == "red (warm), green or blue (cold)"
    assert colours.get("blue").note == "cold"
    assert colours.parse("red") == "red"


def test_an_unknown_name_is_an_ingat_error_naming_the_allowed_ones() -> None:
    colours: Registry[Colour, Entry] = Registry(
        "colour", Colour, (Entry("red"), Entry("green"), Entry("blue"))
    )
    with pytest.raises(InvalidInput) as err:
        colours.get("pink")
    assert isinstance(err.value, IngatError)
    assert str(err.value) == "unknown colour 'pink'; use red, green or blue"


@pytest.mark.parametrize(
    "entries",
    [
        (Entry("red"), Entry("green")),  # a name without an entry
        (Entry("red"), Entry("green"), Entry("blue"), Entry("pink")),  # an entry without a name
        (Entry("green"), Entry("red"), Entry("blue")),  # another order
    ],
)
def test_the_entries_must_be_the_literal_names_in_order(entries: tuple[Entry, ...]) -> None:
    with pytest.raises(TypeError, match="colour entries"):
        Registry("colour", Colour, entries)
