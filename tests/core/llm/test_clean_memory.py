"""The rules baseline writes only whole, self-contained memory sentences (issue 19)."""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from core.demo.seed import load_demo
from core.extraction.transcript import Transcript, TranscriptMessage
from core.language import CJK_CHAR, pack
from core.llm.clean_memory import flaw, tidy
from core.llm.rules import RulesProvider
from core.prompts.loader import load_file_prompt

ROOT = Path(__file__).resolve().parents[3]
PROMPT = load_file_prompt("extraction")


@pytest.mark.parametrize(
    ("text", "tidied"),
    [
        ("Keep answers under five sentences, ok.", "Keep answers under five sentences."),
        ("Keep your answers under five sentences.", "Keep answers under five sentences."),
        (
            "Prefers answers in Indonesian, because they read faster in it.",
            "Prefers answers in Indonesian.",
        ),
        ("Jawab singkat aja ya, poin pendek gitu.", "Jawab singkat aja, poin pendek."),
        ("Cantumkan tanggal update, soalnya harga cepat berubah.", "Cantumkan tanggal update."),
        ("回答控制在200字以内吧。", "回答控制在200字以内。"),
        ("请把你的回答写短一点。", "请把回答写短一点。"),
        ("引用法条时写明条款编号，因为要拿去核对原文。", "引用法条时写明条款编号。"),
        ("喜欢吃桃子，顺便问一下 useEffect 的依赖数组怎么写。", "喜欢吃桃子。"),
        # Nothing to tidy: a particle inside a word or a clause is left alone.
        ("Prefers okra in stews.", "Prefers okra in stews."),
        ("Lebih suka jawaban yang lengkap.", "Lebih suka jawaban yang lengkap."),
    ],
)
def test_tidy_drops_particles_possessives_and_reasons(text: str, tidied: str) -> None:
    assert tidy(text) == tidied


@pytest.mark.parametrize(
    ("text", "language", "why"),
    [
        ("Never add it again.", "en", "points_back"),
        ("When they ask about supplements.", "en", "lone_clause"),
        ("So keep it short.", "en", "points_back"),
        ("Is that normal?", "en", "question"),
        ("Jangan pakai hal itu.", "id", "points_back"),
        ("Ternyata lebih suka teh.", "id", "opener"),
        ("能不能用繁体字回答。", "zh", "question"),
        ("不要再提它了。", "zh", "points_back"),
        ("好。", "zh", "too_short"),
        # Whole memories pass, in all three languages.
        ("Translator.", "en", None),
        ("When you draft emails, would rather have a formal tone.", "en", None),
        ("If a deadline is unclear, always say you are unsure.", "en", None),
        ("Tidak mau jawaban dalam bahasa Inggris lagi.", "id", None),
        ("Bekerja sebagai guru SD negeri di Sleman.", "id", None),
        ("每周一上午只能看很短的回复。", "zh", None),
        ("写正则表达式时附上能匹配和不能匹配的例子。", "zh", None),
        # An acronym in capitals is no pronoun ("IT", not "it"), glued to Chinese or not.
        ("Works in IT at a bank.", "en", None),
        ("Bekerja di divisi IT sebuah bank.", "id", None),
        ("在一家物流公司做IT运维。", "zh", None),
        ("Wants IT to keep it short.", "en", "points_back"),
    ],
)
def test_flaw_names_what_makes_a_text_no_memory(text: str, language: str, why: str | None) -> None:
    assert flaw(text, language) == why


def _conversations() -> Iterator[tuple[str, str, list[tuple[str, str]]]]:
    """(where, language, [(role, text)]) of every conversation of the shipped datasets."""
    for name in ("extraction.jsonl", "extraction-xl/dev.jsonl", "extraction-xl/test.jsonl"):
        for line in (ROOT / "datasets" / name).read_text(encoding="utf-8").splitlines():
            case = json.loads(line)
            if case.get("model_reply") is None and case.get("model_error") is None:
                messages = [(m["role"], m["content"]) for m in case["conversation"]]
                yield f"{name}:{case['id']}", case["language"], messages
    for conv in load_demo()[2]:
        yield f"demo:{conv.id}", conv.language, [(m.role, m.content) for m in conv.messages]


def _adds(messages: list[tuple[str, str]]) -> list[dict[str, object]]:
    now = datetime.now(UTC)
    transcript = Transcript(
        conversation_id=uuid.uuid4(),
        asker_id=uuid.uuid4(),
        messages=[TranscriptMessage(uuid.uuid4(), r, t, now) for r, t in messages],
        memories=[],
    )
    ops = json.loads(RulesProvider().extract(transcript, PROMPT, 5))["operations"]
    return [op for op in ops if op["op"] == "add"]


def test_every_memory_the_baseline_writes_on_every_shipped_conversation_is_a_whole_sentence() -> (
    None
):
    written = 0
    problems = []
    for where, _language, messages in _conversations():
        for op in _adds(messages):
            written += 1
            text, lang = str(op["text"]), str(op["language"])
            lp = pack(lang)
            reasons = []
            if flaw(text, lang) is not None:
                reasons.append(f"flaw {flaw(text, lang)}")
            if tidy(text) != text:
                reasons.append("untidy")
            if re.search(r"[?？]", text):
                reasons.append("question")
            if not text.endswith((".", "。")):
                reasons.append("no full stop")
            if not (text[:1].isupper() or CJK_CHAR.match(text[:1]) or text[:1].isdigit()):
                reasons.append("starts mid-sentence")
            plain = lp.stop_words | lp.function_words | set(lp.particles)
            for tag in op["tags"]:  # type: ignore[attr-defined]
                if tag.lower() in plain or len(tag) < 2 or tag.endswith("."):
                    reasons.append(f"tag {tag!r}")
            if reasons:
                problems.append(f"{where}: {text!r} {reasons}")
    assert written > 100  # the rules are exercised, not silent
    assert problems == []
