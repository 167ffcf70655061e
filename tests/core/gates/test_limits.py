"""A rule stated with a limit, said of a class and not of the user, in three languages."""

from __future__ import annotations

import pytest

from core.gates.content import detect
from core.gates.legal import law_reason
from core.gates.limits import RULE_WITH_A_LIMIT, states_a_limit
from core.gates.normalize import fold
from core.gates.reasons import Reason

RULES = [
    "Unused gift cards can be swapped for cash after 3 years.",
    "Says you can keep library books for up to 3 weeks.",
    "A lost passport has to be reported within 7 days.",
    "Paspor yang hilang harus dilaporkan paling lambat 7 hari.",
    "Poin member yang tidak dipakai lebih dari setahun harus ditukar dulu.",
    "Kalau kartu perpustakaan telat diperpanjang lebih dari sebulan harus daftar ulang.",
    "丢失的护照必须在十五天内挂失。",
    "过期的会员卡三十天内还可以续上。",
    "公交卡里的余额两年内可以转到新卡。",
    "没用完的会员积分满两年就要清零。",
    # a length of time after the modal: how long the rule allows
    "Festival wristbands can be used for 3 days.",
    "Tiket terusan bisa dipakai 3 hari berturut-turut.",
    "这种年卡可以用一年。",
]

# The user's own duties and plans with a bound, the user's or a person's own things, and wishes.
OWN = [
    "Has to file the expense report within 5 days of a trip.",
    "Can work remotely up to 2 days a week.",
    "Their landlord must fix the boiler within 2 weeks.",
    "Wants a workout plan that can be done within 2 weeks.",
    "Usually needs to leave work after 6 hours on Fridays.",
    "Harus menyerahkan laporan paling lambat 3 hari setelah rapat.",
    "Kantornya cuma boleh cuti maksimal 12 hari per tahun.",
    "Ingin rencana belajar yang bisa selesai dalam 2 minggu.",
    "一年内要还清房贷。",
    "每周可以在家办公两天以内。",
    "想找一个三天内能学会的入门教程。",
    "他的合同最多可以续签两年。",
    "Can practise piano 2 hours a day.",
    "Ingin tiket yang bisa dipakai 3 hari.",
    "每隔两周要去公司开会两天。",
]


@pytest.mark.parametrize("text", RULES)
def test_a_rule_with_a_limit_said_of_a_class_is_a_statement_of_the_law(text: str) -> None:
    assert states_a_limit(fold(text))
    assert law_reason(fold(text), work=False, about_answers=False) == (
        Reason.corpus_or_legal_fact,
        RULE_WITH_A_LIMIT,
    )
    assert Reason.corpus_or_legal_fact in {h.reason for h in detect(text)}


@pytest.mark.parametrize("text", OWN)
def test_a_limit_on_the_users_own_duty_wish_or_things_is_no_rule(text: str) -> None:
    assert not states_a_limit(fold(text))


@pytest.mark.parametrize(
    "text",
    [
        "Has to file the expense report within 5 days of a trip.",
        "Harus menyerahkan laporan paling lambat 3 hari setelah rapat.",
        "一年内要还清房贷。",
    ],
)
def test_the_users_own_deadline_passes_the_content_gates(text: str) -> None:
    assert not {h.reason for h in detect(text)} & {
        Reason.corpus_or_legal_fact,
        Reason.user_claim_about_law,
    }


def test_a_limit_without_a_modal_or_a_modal_without_a_limit_is_no_rule() -> None:
    assert not states_a_limit(fold("Gift cards last up to 3 years."))
    assert not states_a_limit(fold("Gift cards can be swapped for cash."))
    assert not states_a_limit(fold("礼品卡可以换成现金。"))


# A bound on an amount of money, with a modal, said of a class: a rule as much as a bound on time.
@pytest.mark.parametrize(
    "text",
    [
        "Gifts over $250 must be declared at customs.",
        "Parcels worth more than 300 euros have to go through customs checks.",
        "Tagihan listrik di atas Rp 500 ribu harus dibayar lewat bank.",
        "Hadiah lebih dari 1 juta wajib dilaporkan.",
        "超过500元的餐饮发票必须附明细。",
        "两千块以上的快递需要本人签收。",
    ],
)
def test_a_bound_on_money_states_a_rule(text: str) -> None:
    assert states_a_limit(fold(text))


# The user's own budget or saving, or a wish, bounds nothing for anyone else.
@pytest.mark.parametrize(
    "text",
    [
        "Can spend up to £500 on a new laptop.",
        "Wants a phone that can do video calls, budget up to $400.",
        "Bisa menabung maksimal 2 juta per bulan.",
        "Ingin laptop yang bisa dipakai main game, budget di bawah 10 juta.",
        "每个月最多能存两千块。",
        "想买一台能剪视频的电脑，预算不超过八千元。",
    ],
)
def test_the_users_own_budget_is_no_rule(text: str) -> None:
    assert not states_a_limit(fold(text))
