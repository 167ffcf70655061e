"""A memory that gives the user an occupation speaks of their work (core.gates.roles), so the
weak special-category words it holds are where the user works, not the user's own data."""

from __future__ import annotations

import pytest

from core.gates.content import detect, in_frame
from core.gates.normalize import fold
from core.gates.reasons import Reason
from core.gates.roles import in_a_role, without_role_places


@pytest.mark.parametrize(
    "text",
    [
        "Librarian at a hospital trust.",
        "Works as a coordinator for a parish food bank.",
        "Tax lawyer.",
        "Teknisi jaringan di rumah sakit daerah.",
        "Bekerja sebagai sekretaris di kantor serikat buruh.",
        "Menjadi instruktur komputer di lapas.",
        "在区医院当电工。",
        "在教会学校担任图书管理员。",
        "社区医院的文员。",
        # Head first, the employer right after the post.
        "Kasir koperasi desa, mencatat setoran harian.",
        "Guru madrasah yang suka kuis interaktif.",
        "Clerk at the county hospital.",
        "医院收费处的收银员。",
    ],
)
def test_an_occupation_the_memory_gives_the_user_is_a_role(text: str) -> None:
    assert in_a_role(fold(text))


@pytest.mark.parametrize(
    "text",
    [
        "Wants a lawyer to check the lease.",
        "Nurse visits on Mondays.",
        "Goes to the clinic every week.",
        "Menjadi pengurus partai di kecamatan.",
        "Perawat datang tiap Senin.",
        # a post followed by a word that is no organization
        "Guru privat datang tiap Senin.",
        "Teller line was long today.",
        "每周去一次诊所。",
    ],
)
def test_a_wish_a_visit_or_an_office_of_an_association_is_no_role(text: str) -> None:
    assert not in_a_role(fold(text))


@pytest.mark.parametrize(
    ("text", "sensitive"),
    [
        ("Clerk at the mosque office.", False),
        ("Goes to the mosque every Friday.", True),
        ("Staf administrasi di kantor masjid.", False),
        ("Rutin ke masjid tiap Jumat.", True),
        ("在清真寺当文员。", False),
        ("每周五去清真寺。", True),
    ],
)
def test_the_job_frames_the_place_and_a_habit_does_not(text: str, sensitive: bool) -> None:
    # The same place: named as where the user works, it says nothing of the user's faith; as
    # where the user goes each week, it does.
    found = {h.reason for h in detect(text)}
    assert (Reason.sensitive_personal_data in found) is sensitive


@pytest.mark.parametrize(
    "said",
    [
        "i'm a receptionist at a cancer clinic",
        "i am a pharmacist",
        "aku bendahara koperasi",
        "gue perawat di klinik jantung",
        "我是初中历史老师",
    ],
)
def test_the_users_own_i_am_gives_an_occupation(said: str) -> None:
    assert in_a_role(fold(said))


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("i'm a receptionist at a cancer clinic, need phone scripts", "need phone scripts"),
        ("aku perawat di klinik jantung anak", "aku perawat"),
    ],
)
def test_the_place_an_occupation_is_held_at_is_blanked(said: str, kept: str) -> None:
    blanked = without_role_places(fold(said))
    assert kept in blanked
    assert not {"cancer", "jantung"} & set(blanked.split())


@pytest.mark.parametrize(
    "said",
    [
        "i'm a patient at a cancer clinic",  # no occupation
        "i'm a teacher with cancer at a school",  # three words before the organization's word
        "aku perawat di klinik dan kena diabetes",  # a conjunction ends the place
    ],
)
def test_a_condition_beside_or_after_the_place_stays(said: str) -> None:
    blanked = without_role_places(fold(said))
    assert {"cancer", "diabetes"} & set(blanked.split())


# Opening a Chinese memory, a job title is the user's when it ends its clause or follows the
# copula; before a verb it is that clause's subject (the bank's service, not the user's job).
@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("法务，负责合同审核。", True),
        ("是医院装修项目经理，负责手术室翻新。", True),
        ("物业的客服开了新的报修渠道。", False),
        ("小区的保安换了一批人。", False),
    ],
)
def test_a_chinese_job_title_opening_the_memory(text: str, job: bool) -> None:
    assert in_a_role(fold(text)) is job


def test_editing_is_work_in_chinese_too() -> None:
    assert in_frame("在出版社编辑宗教类图书。")
