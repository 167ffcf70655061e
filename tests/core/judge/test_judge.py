"""The claim judge: the rules judge, answer application, and what a judge sees."""

from __future__ import annotations

import json

import pytest
from pydantic import SecretStr

from core.config.settings import EmbeddingSettings, LLMSettings
from core.embeddings import build_embedder
from core.judge.answer import judge_answer
from core.judge.judges import Note, OpenAIJudge, RulesJudge, Verdict
from core.language import split_sentences
from core.prompts.loader import load_file_prompt
from tests.fake_openai import Behaviour, serve

# The rules judge with the default embedder (multilingual-e5-small) and its fitted calibration.
E5 = build_embedder(EmbeddingSettings(provider="e5-small"))

NOTES = [
    Note("m1", "Prefers short answers in Indonesian."),
    Note("m2", "Works on banking regulation at Bank Mandiri."),
    Note("m3", "喜欢吃桃子。"),
    Note("m4", "Lebih suka jawaban dalam bentuk tabel."),
]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("You prefer short answers in Indonesian.", Verdict(True, "m1")),
        ("You like short answers in Indonesian.", Verdict(True, "m1")),
        ("You do not like short answers in Indonesian.", Verdict(False)),  # polarity flip
        ("You work on banking regulation at Bank Mandiri.", Verdict(True, "m2")),
        ("You work on banking regulation at Bank Mega.", Verdict(False)),  # another name
        ("You prefer answers of 3 lines in Indonesian.", Verdict(False)),  # added number
        ("你喜欢吃桃子。", Verdict(True, "m3")),
        ("你不喜欢吃桃子。", Verdict(False)),
        ("Anda lebih suka jawaban dalam bentuk tabel.", Verdict(True, "m4")),
        ("Anda tidak suka jawaban dalam bentuk tabel.", Verdict(False)),
        (
            "Article 56 of the law requires short answers in Indonesian.",
            Verdict(False),
        ),  # legal fact
        ("You enjoy mountain hiking.", Verdict(False)),
    ],
)
def test_rules_judge(sentence: str, expected: Verdict) -> None:
    assert RulesJudge(E5).judge(sentence, NOTES) == expected


MORE_NOTES = [
    Note("m1", "Lebih suka penjelasan tanpa istilah teknis."),
    Note("m2", "Reviews supplier contracts every quarter with the legal team."),
    Note("m3", "Mengelola tim kepatuhan di Bandung."),
]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Anda lebih suka penjelasan tanpa istilah teknis.", Verdict(True, "m1")),
        # "without" is a negation: dropping it flips the preference
        ("Anda lebih suka penjelasan penuh istilah teknis.", Verdict(False)),
        ("You review supplier contracts every quarter with the legal team.", Verdict(True, "m2")),
        # one detail swapped for another, everything else the same
        ("You review supplier contracts every month with the legal team.", Verdict(False)),
        # a name after an abbreviation is still a name; "Anda" is not one
        ("Anda mengelola tim kepatuhan bersama dr. Rina di Bandung.", Verdict(False)),
        ("Di Bandung Anda mengelola tim kepatuhan.", Verdict(True, "m3")),
    ],
)
def test_rules_judge_negation_substitution_and_names(sentence: str, expected: Verdict) -> None:
    assert RulesJudge(E5).judge(sentence, MORE_NOTES) == expected


class RecordingJudge:
    """A real judge wrapped to record exactly what each call received."""

    def __init__(self) -> None:
        self.inner = RulesJudge(E5)
        self.calls: list[tuple[str, list[Note]]] = []

    def judge(self, sentence: str, notes: list[Note]) -> Verdict:
        self.calls.append((sentence, list(notes)))
        return self.inner.judge(sentence, notes)


def test_answer_keeps_supported_removes_rejected_and_never_cites_memory() -> None:
    answer = (
        "You prefer short answers in Indonesian. You do not like tables at all. "
        "The regulation requires a data protection officer. Anda lebih suka jawaban dalam bentuk tabel."
    )
    judge = RecordingJudge()
    result = judge_answer(answer, NOTES, judge)
    assert result.claim_map == [
        {"sentence": 0, "kind": "memory", "memoryId": "m1"},
        {"sentence": 3, "kind": "memory", "memoryId": "m4"},
    ]
    assert result.rejected == [1]
    assert "do not like tables" not in result.shown
    assert "data protection officer" in result.shown  # not about the user: not judged, kept
    # Each call saw one sentence and the notes — nothing else of the answer.
    for sentence, notes in judge.calls:
        assert sentence in split_sentences(answer) and notes == NOTES
    assert len(judge.calls) == len(result.checked) == 3


def test_llm_judge_sees_only_the_sentence_and_the_notes() -> None:
    reply = json.dumps({"supported": True, "memory_id": "m1"})
    with serve(Behaviour(content=reply)) as fake:
        judge = OpenAIJudge(
            LLMSettings(base_url=fake.base_url, api_key=SecretStr("k")),
            load_file_prompt("judge"),
            model="judge-model",
        )
        verdict = judge.judge("You prefer short answers in Indonesian.", NOTES)
    assert verdict == Verdict(True, "m1")
    [req] = fake.requests
    messages = req["body"]["messages"]
    assert [m["role"] for m in messages] == ["system", "user"]
    assert messages[0]["content"] == load_file_prompt("judge").text
    assert json.loads(messages[1]["content"]) == {
        "sentence": "You prefer short answers in Indonesian.",
        "notes": [{"id": n.id, "text": n.text} for n in NOTES],
    }


@pytest.mark.parametrize(
    "content", ['{"supported": true, "memory_id": "m9"}', "not json", '{"supported": "yes"}']
)
def test_llm_judge_fails_closed(content: str) -> None:
    """Not supported, and why: a reply that is not JSON or of no known shape is 'malformed', an
    HTTP error its status
    (an evaluation counts the latter as a failed model call, not as the judge's verdict)."""
    with serve(Behaviour(content=content)) as fake:
        judge = OpenAIJudge(LLMSettings(base_url=fake.base_url), load_file_prompt("judge"), "m")
        verdict = judge.judge("You prefer short answers.", NOTES)
        # a reply of neither shape ("supported" not a boolean) did not answer: malformed
        malformed = content != '{"supported": true, "memory_id": "m9"}'
        assert verdict == Verdict(False, failure="malformed" if malformed else "")
    with serve(Behaviour(status=500)) as fake:
        judge = OpenAIJudge(LLMSettings(base_url=fake.base_url), load_file_prompt("judge"), "m")
        assert judge.judge("You prefer short answers.", NOTES) == Verdict(False, failure="http_500")


def _llm_judge(base_url: str, version: str = "judge-v2") -> OpenAIJudge:
    return OpenAIJudge(LLMSettings(base_url=base_url), load_file_prompt("judge", version), "m")


@pytest.mark.parametrize(
    ("reply", "sentence", "expected"),
    [
        ({"memory_id": "m1", "relation": "same"}, "Brief Indonesian answers, as you like.", True),
        ({"memory_id": "m1", "relation": "opposite"}, "You like long English answers.", False),
        ({"memory_id": "m2", "relation": "changed"}, "You work at Bank Mega.", False),
        ({"memory_id": None, "relation": "none"}, "Your son starts school.", False),
        ({"memory_id": "m9", "relation": "same"}, "You prefer short answers.", False),
        # the model says "same", the fixed checks refuse: a number the note lacks …
        (
            {"memory_id": "m1", "relation": "same"},
            "You prefer 3-line answers in Indonesian.",
            False,
        ),
        # … a law restated next to a note about it …
        (
            {"memory_id": "m2", "relation": "same"},
            "Article 5 of the banking law requires written consent.",
            False,
        ),
        # … a health condition no note holds
        ({"memory_id": "m1", "relation": "same"}, "You have diabetes, so short answers.", False),
        # judge-v1's reply shape is still read
        ({"supported": True, "memory_id": "m4"}, "Anda suka tabel.", True),
    ],
)
def test_the_program_decides_on_the_llm_judges_proposal(
    reply: dict[str, object], sentence: str, expected: bool
) -> None:
    with serve(Behaviour(content=json.dumps(reply))) as fake:
        verdict = _llm_judge(fake.base_url).judge(sentence, NOTES)
    assert verdict.supported is expected
    assert verdict.memory_id == (reply.get("memory_id") if expected else None)
    assert verdict.failure == ""


def test_the_llm_judge_asks_for_its_schema_with_the_note_ids() -> None:
    reply = json.dumps({"memory_id": "m3", "relation": "same"})
    with serve(Behaviour(content=reply)) as fake:
        assert _llm_judge(fake.base_url).judge("你爱吃桃子。", NOTES) == Verdict(True, "m3")
    [req] = fake.requests
    schema = req["body"]["response_format"]["json_schema"]["schema"]
    assert schema["properties"]["memory_id"]["enum"] == ["m1", "m2", "m3", "m4", None]
    assert schema["required"] == ["memory_id", "relation"]


def test_a_llama_cpp_style_server_gets_the_judge_schema_as_its_grammar() -> None:
    """llama.cpp refuses ``json_schema`` with a 500 naming the response format; the judge then
    sends ``json_object`` with the schema (compiled to a grammar there) and remembers it."""
    reply = json.dumps({"memory_id": "m1", "relation": "same"})
    behaviour = Behaviour(content=reply, schema_status=500)
    with serve(behaviour) as fake:
        judge = _llm_judge(fake.base_url)
        assert judge.judge("Short Indonesian answers, as you prefer.", NOTES).supported
        assert judge.judge("Short Indonesian answers, as you prefer.", NOTES).supported
    forms = [r["body"]["response_format"] for r in fake.requests]
    assert [f["type"] for f in forms] == ["json_schema", "json_object", "json_object"]
    assert forms[1]["schema"]["properties"]["relation"]["enum"][0] == "same"


def test_a_judge_reply_that_is_not_an_object_is_malformed() -> None:
    with serve(Behaviour(content="[true]")) as fake:
        assert _llm_judge(fake.base_url).judge("You prefer short answers.", NOTES) == Verdict(
            False, failure="malformed"
        )


def test_the_rules_judge_embeds_each_note_once_across_an_answer() -> None:
    from collections.abc import Sequence

    from core.embeddings.hashing import HashingEmbedder

    class Counting(HashingEmbedder):
        def __init__(self) -> None:
            super().__init__(384)
            self.embedded: list[str] = []

        def embed(self, texts: Sequence[str]) -> list[list[float]]:
            self.embedded.extend(texts)
            return super().embed(texts)

        def embed_query(self, texts: Sequence[str]) -> list[list[float]]:
            return HashingEmbedder.embed(self, texts)  # questions are not counted

    counting = Counting()
    judge = RulesJudge(counting)
    plain = RulesJudge(HashingEmbedder(384))
    sentences = ("You prefer short answers in Indonesian.", "You like tables.", "你喜欢吃桃子。")
    for sentence in sentences:
        # Kept vectors give the verdicts fresh ones give.
        assert judge.judge(sentence, NOTES) == plain.judge(sentence, NOTES)
    # Each sentence is embedded once, as a passage like the notes; each note once in all.
    assert sorted(counting.embedded) == sorted([*sentences, *(n.text for n in NOTES)])


def test_the_similarity_is_fitted_per_language_of_the_sentence() -> None:
    from core.embeddings.providers import EMBEDDERS, JudgeFit
    from core.judge.judges import Ranked, decide

    fit = JudgeFit(0.9, 0.01, by_language={"en": 0.8})
    assert (fit.similarity_for("en"), fit.similarity_for("zh")) == (0.8, 0.9)
    # The model's fit is the judge's, per language; a given similarity holds for every language.
    assert RulesJudge(E5).fit == EMBEDDERS.get("e5-small").judge
    assert RulesJudge(E5, similarity=0.5).fit.similarity_for("en") == 0.5
    note, other = Note("m1", "a"), Note("m2", "b")
    close = Ranked([(0.85, note), (0.7, other)], refused=False)
    assert decide(close, fit.similarity_for("en"), fit.margin) == Verdict(True, "m1")
    assert decide(close, fit.similarity_for("zh"), fit.margin) == Verdict(False)
    # Leading the next note by less than the margin, or a refusing check: not supported.
    tied = Ranked([(0.85, note), (0.845, other)], refused=False)
    assert decide(tied, 0.8, 0.01) == Verdict(False)
    assert decide(Ranked([(0.99, note)], refused=True), 0.8, 0.0) == Verdict(False)


def test_the_rules_judge_reads_the_threshold_of_the_sentences_language() -> None:
    """The same cosine is enough in a language with a lower fitted threshold and not in one with a
    higher one: the judge reads the sentence's language."""
    from core.judge.judges import decide

    judge = RulesJudge(E5)
    sentence = "You prefer short answers in Indonesian."
    ranked = judge.ranked(sentence, NOTES)
    best = ranked.cosines[0][0]
    lowest = min(judge.fit.by_language.values())
    assert judge.judge(sentence, NOTES) == decide(ranked, judge.fit.similarity_for("en"), 0.0)
    assert decide(ranked, best + 0.001, 0.0) == Verdict(False)
    assert decide(ranked, min(best, lowest), 0.0).supported
