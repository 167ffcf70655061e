"""A name the user gives a pet, a vehicle or a device names no one; a person's stays a person's."""

from __future__ import annotations

import pytest

from core.gates.people import other_person, people_named

# Before the rule each of these read the given name as a person (a title or a surname in it).
GIVEN = [
    "Has a cat called Uncle Bob who hates the vet.",
    "Named the old laptop Dr. Slow.",
    "Kucingnya dinamai Bu Susi.",
    "Menamai sepeda lipatnya Pak Lambat.",
    "给扫地机器人起名叫李师傅。",
    "家里的路由器叫张大爷，三天两头断网。",
]

# Near misses: a person introduced the same way, or a thing named after a person in another way.
PEOPLE = [
    "Has a friend called Uncle Bob who hates the vet.",
    "Has a neighbour called Tom who walks the dog.",
    "Tetangga bernama Pak Joko suka memancing.",
    "同事叫王强，喜欢喝咖啡。",
    "Dr. Slow fixes the laptop.",
]


@pytest.mark.parametrize("text", GIVEN)
def test_a_name_given_to_a_thing_is_no_person(text: str) -> None:
    assert other_person(text) is None, text
    assert people_named(text) == [], text


@pytest.mark.parametrize("text", PEOPLE)
def test_a_person_introduced_by_a_naming_verb_is_still_a_person(text: str) -> None:
    assert other_person(text) is not None, text


# A brand named after a person, next to the kind of goods or the shop it names; before the rule
# each read the title and the name as a person.
BRANDS = [
    "Wears Dr. Martens boots almost every day.",
    "Keeps Uncle Ben's rice for quick lunches.",
    "Uses Mr. Muscle oven cleaner.",
    "Likes cleaning with Mrs. Meyer's soap.",
    "Sering membeli sambal Bu Rudy sebagai oleh-oleh.",
    "Selalu beli kecap Pak Tani di warung.",
    "Memakai produk Dr. Oetker untuk membuat kue.",
    # ... and an institution named after one, right after its word
    "Bekerja sebagai staf administrasi di RSUP Dr. Sardjito.",
]

# Near misses: the goods are for the person, the person's favourite, or the person is the subject
# of a predicate after the goods.
BRAND_NEAR_MISSES = [
    "Buys rice for Uncle Ben every week.",
    "Cooks the rice Aunt May likes.",
    "Beli sambal kesukaan Bu Rina.",
    "Masak sambal Bu Rina suka pedas.",
    "Kantor Pak Budi pindah ke Bekasi.",
    "Drinks Aunt May's favourite tea.",
]


@pytest.mark.parametrize("text", BRANDS)
def test_a_brand_named_after_a_person_is_no_person(text: str) -> None:
    assert people_named(text) == [], text


@pytest.mark.parametrize("text", BRAND_NEAR_MISSES)
def test_a_person_beside_goods_is_still_a_person(text: str) -> None:
    assert people_named(text), text
