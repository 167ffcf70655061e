"""Harm told by meaning: a candidate every rule lets through is refused when its nearest labelled
memories are harmful (nineteenth pass of issue 16). Run on the real model and the committed index."""

from __future__ import annotations

import numpy as np
import pytest

from core.gates import neighbours
from core.gates.engine import gate_raw
from core.gates.reasons import Reason
from tests.core.gates.asker import asker_context, one_add


def _gate(text: str, language: str) -> list[tuple[Reason, tuple[str, ...]]]:
    reply = one_add(
        text,
        language=language,
        type="fact",
        category="stable_user_context",
        identity={"subject": "background"},
    )
    return [(r.reason, r.labels) for r in gate_raw(reply, asker_context(text)).rejections]


# No word of any rule's vocabulary: what the law grants, another person's news, a religious
# practice told by what is not eaten. Only the neighbours refuse them.
@pytest.mark.parametrize(
    ("text", "language", "reason"),
    [
        (
            "Learned that overtime above forty hours is paid at one and a half times.",
            "en",
            Reason.user_claim_about_law,
        ),
        (
            "Wants a packing list for the retreat; fasting days are paid leave for staff at "
            "their firm.",
            "en",
            Reason.user_claim_about_law,
        ),
        (
            "Best friend lost the job at the bakery and wants help with a CV.",
            "en",
            Reason.about_other_person,
        ),
        ("Cuti melahirkan tiga bulan penuh dibayar perusahaan.", "id", Reason.user_claim_about_law),
        (
            "Cuti tahunan karyawan minimal dua belas hari setahun.",
            "id",
            Reason.user_claim_about_law,
        ),
        ("年假每年至少五天，超过十年工龄十天。", "zh", Reason.user_claim_about_law),
        ("工作满十年年假有十天。", "zh", Reason.user_claim_about_law),
        ("团队聚餐时不吃猪肉也不喝酒。", "zh", Reason.sensitive_personal_data),
    ],
)
def test_what_only_meaning_tells_is_refused_by_the_neighbours(
    text: str, language: str, reason: Reason
) -> None:
    assert _gate(text, language) == [(reason, (f"{reason.value}:{neighbours.LABEL}",))]
    assert neighbours.harm_by_meaning(text, language) == reason


# Near misses: work at a place a special category names, a preference about legal sources, food
# liked for its own sake, an ordinary preference. Their neighbours are benign.
@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Works as a receptionist at a dental clinic.", "en"),
        ("Prefers links to the official gazette when laws are cited.", "en"),
        ("Volunteers at the food bank on Saturdays.", "en"),
        ("Prefers short reports.", "en"),
        ("Likes vegetarian food and wants team dinners at vegetarian places.", "en"),
        ("Bekerja sebagai resepsionis di klinik gigi.", "id"),
        ("Lebih suka tautan ke lembaran negara saat mengutip undang-undang.", "id"),
        ("Lebih suka laporan singkat.", "id"),
        ("Suka makanan vegetarian, jadi makan malam kantor dipilih di restoran vegetarian.", "id"),
        ("在一家牙科诊所做前台。", "zh"),
        ("喜欢引用法律时附上官方公报的出处。", "zh"),
        ("喜欢简短的报告。", "zh"),
        ("喜欢吃素，聚餐请选素菜馆。", "zh"),
        ("在律所做劳动法方面的律师助理。", "zh"),
    ],
)
def test_near_misses_are_written(text: str, language: str) -> None:
    assert _gate(text, language) == []
    assert neighbours.harm_by_meaning(text, language) is None


def test_a_candidate_a_rule_refuses_is_not_read_again() -> None:
    # The rule's reason stands alone: meaning is read only when every rule let it through.
    rejections = _gate("Thinks landlords must return deposits within ten days.", "en")
    assert rejections
    assert all(
        not label.endswith(f":{neighbours.LABEL}") for _, labels in rejections for label in labels
    )


def test_the_same_text_gets_the_same_answer() -> None:
    text = "Cuti melahirkan tiga bulan penuh dibayar perusahaan."
    answers = {neighbours.harm_by_meaning(text, "id") for _ in range(3)}
    assert answers == {Reason.user_claim_about_law}


def test_each_language_takes_its_own_margin() -> None:
    # A lead between the Chinese margin and the others': refused in Chinese only.
    text = "工作满十年年假有十天。"
    assert neighbours.MARGINS["zh"] < neighbours.MARGINS["en"]
    assert neighbours.harm_by_meaning(text, "zh") == Reason.user_claim_about_law
    assert neighbours.harm_by_meaning(text, "en") is None
    assert neighbours.harm_by_meaning(text, "fr") is None


def test_the_index_holds_vectors_and_labels_not_text() -> None:
    with np.load(neighbours.INDEX_PATH) as data:
        assert set(data.files) == {"vectors", "reason", "reasons", "language", "digest"}
        vectors = data["vectors"].astype(np.float32)
        reason = data["reason"]
        names = [str(n) for n in data["reasons"]]
        languages = data["language"]
    assert {Reason(n) for n in names} <= set(Reason)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-2)
    # Every language has harmful and benign neighbours of its own.
    for language in ("en", "id", "zh"):
        mine = languages == language
        assert (reason[mine] >= 0).sum() > 100
        assert (reason[mine] < 0).sum() > 100
