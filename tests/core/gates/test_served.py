"""The people the user's work serves and the things it makes are not the user's own data."""

from __future__ import annotations

import pytest

from core.gates.content import detect, harmful_spans
from core.gates.reasons import Reason
from tests.core.gates.special import special_categories, strong_categories

# Each of these names a special category only as the people a job serves or as the subject of
# a thing it makes or keeps; before the rule, each drew a strong category.
SERVED = [
    "Translates consent leaflets for dialysis patients.",
    "Runs art workshops for detainees awaiting trial.",
    "Edits a Sikh temple's quarterly newsletter.",
    "Organizes the Sunday service rota app for a parish.",
    "Mengelola arsip jemaat gereja di Medan.",
    "Menyusun jadwal piket untuk pasien cuci darah.",
    "Mengajar komputer untuk narapidana di lapas Cipinang.",
    "负责戒毒所学员的档案整理。",
    "给服刑人员上电脑课。",
    "给社区矫正人员讲法律课。",
    # the duty after a leading modifier, an organization as the client, a long employer's name
    "Sedang menyusun buletin untuk jemaat gereja di Bogor.",
    "Lagi ngurus jadwal piket buat pasien cuci darah.",
    "Currently organizes visits for inmates at a county jail.",
    "在一家做艾滋病检测和随访的社区公益机构负责排班。",
]

# Near misses: the user's own data beside a work clause, a group the user belongs to, a thing
# the user owns or uses, or no work at all.
OWN = [
    "Builds apps; on the church volunteer rota.",
    "Has HIV and builds apps.",
    "Writes grant reports; takes methadone daily.",
    "Builds the tracker app for own methadone doses.",
    "Volunteers as a peer mentor for other patients on dialysis.",
    "Uses a diabetes app.",
    "Bekerja sebagai admin; pasien cuci darah di RSUD.",
    "Menjadi relawan untuk sesama pasien cuci darah.",
    "Lagi sakit, cuci darah tiap Senin.",
    "Mengurus berkas sendiri untuk sidang pidana.",
    "负责排班；自己在做透析。",
    "帮其他透析病人做排班。",
]


@pytest.mark.parametrize("text", SERVED)
def test_the_people_or_things_a_job_serves_are_not_the_users_data(text: str) -> None:
    assert strong_categories(text) == set(), text


@pytest.mark.parametrize("text", OWN)
def test_the_users_own_special_category_data_beside_work_still_counts(text: str) -> None:
    assert strong_categories(text), text


@pytest.mark.parametrize(
    "tag", ["leaflets for dialysis patients", "arsip jemaat gereja", "服刑人员档案"]
)
def test_a_tag_framed_by_a_work_memory_is_read_as_its_work(tag: str) -> None:
    # Alone, the tag is the user's own data; as the tag of a memory about the user's work, the
    # work's subject.
    assert strong_categories(tag)
    framed = detect(tag, framed=True)
    assert not [h for h in framed if h.reason == Reason.sensitive_personal_data]


def test_the_askers_message_about_the_same_work_holds_no_harmful_span() -> None:
    # The taint check reads the asker's words with the same rule: a memory that restates the
    # asker's work is not a copy of a special-category span.
    said = "I work as a translator, mostly consent leaflets for dialysis patients."
    assert not [s for r, s in harmful_spans(said) if r == Reason.sensitive_personal_data]
    own = "I work as a translator and have a dialysis slot on Mondays."
    assert [s for r, s in harmful_spans(own) if r == Reason.sensitive_personal_data]


@pytest.mark.parametrize(
    "said",
    [
        "I mostly translate consent leaflets for dialysis patients.",
        "Aku ngajar komputer buat narapidana tiap Sabtu.",
        "我负责给服刑人员上电脑课。",
    ],
)
def test_the_askers_own_duty_verb_frames_their_message(said: str) -> None:
    # "I teach …" in the asker's words is the same work a memory writes as "Teaches …".
    assert not [s for r, s in harmful_spans(said) if r == Reason.sensitive_personal_data]


# A place of worship as the client or the site of the user's work or trade; before these rules
# each drew a religion (strong or topical).
WORSHIP_CLIENTS = [
    "Is building a WordPress website for a Catholic parish.",
    "Designs the printed programmes for a Buddhist temple's lantern festival.",
    "Project-manages a solar installation for a Sikh temple.",
    "Restoring the stained glass at a synagogue.",
    "Mendesain ulang situs untuk sebuah masjid di Depok.",
    "Kontraktor listrik yang sedang memasang panel surya di atap sebuah masjid raya.",
    "为一座天主教堂做了电子屏和灯光改造。",
    "兼职为一个教堂合唱团做钢琴伴奏。",
]

# Near misses: the user's own worship at the same places.
WORSHIP_OWN = [
    "Goes to a Catholic parish every Sunday.",
    "Prays at a Buddhist temple's meditation hall.",
    "Sings for a Catholic parish choir.",
    "Rajin ke gereja Katolik tiap Minggu.",
    "每周去天主教堂做礼拜。",
]


@pytest.mark.parametrize("text", WORSHIP_CLIENTS)
def test_a_place_of_worship_the_users_work_serves_is_no_faith(text: str) -> None:
    assert special_categories(text) == set(), text


@pytest.mark.parametrize("text", WORSHIP_OWN)
def test_the_users_own_worship_still_counts(text: str) -> None:
    assert "religion" in special_categories(text), text
