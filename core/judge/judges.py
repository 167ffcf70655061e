"""Judges: ``rules`` (offline: the embedder's similarity, then fixed checks) and ``openai``.

A judge receives ONLY one sentence and the memory notes, nothing else (SPEC §9).
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from typing import Any, Protocol

import openai

from core.config.settings import LLMSettings
from core.embeddings.base import Embedder
from core.embeddings.providers import EMBEDDERS, JudgeFit
from core.endpoint.client import DEFAULT_MODEL, openai_client
from core.endpoint.errors import call_failure
from core.endpoint.structured import structured_reply
from core.gates.clauses import split_clauses
from core.gates.grounding import STEM, specifics
from core.judge.checks import refusal, states_law
from core.judge.claim import claim_of
from core.language import CJK, CJK_RUN, Matcher, compiled, detect_language, topic, union
from core.language.affixes import is_inflection
from core.language.vocabulary import chinese_words
from core.observability.tracing import NullTracer, Tracer
from core.prompts.loader import Prompt


@dataclass(frozen=True)
class Note:
    """A memory note as the judge sees it."""

    id: str
    text: str


@dataclass(frozen=True)
class Verdict:
    """Supported by ``memory_id``, or not."""

    supported: bool
    memory_id: str | None = None
    failure: str = ""
    """Why a model judge could not judge ("timeout", "http_500", "unreachable", "malformed"):
    the verdict then fails closed (not supported)."""


class Judge(Protocol):
    """Decides whether one sentence is supported by one of the notes."""

    def judge(self, sentence: str, notes: list[Note]) -> Verdict:
        """The verdict for ``sentence``."""
        ...


def _norm(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


@compiled
def _negation() -> Matcher:
    return topic(lambda p: p.negations)


@compiled
def _function_words() -> tuple[frozenset[str], frozenset[str]]:
    return (
        union(lambda p: p.function_words if p.script == "words" else ()),
        union(lambda p: p.function_words if p.script == "chars" else ()),
    )


# A word of a word script: letters that are not Chinese characters (those are read in pairs).
_LATIN_WORD = re.compile(rf"(?:(?![{CJK}])[^\W\d_]){{4,}}")


def _content(text: str) -> set[str]:
    """Content words (Latin, four letters or more) and Chinese character pairs of ``text``."""
    words, chars = _function_words()
    lowered = _norm(text).lower()
    # "reviews" and "review", "contracts" and "contract": one word for the checks below.
    found = {
        w[:-1] if len(w) > 4 and w.endswith("s") and not w.endswith("ss") else w
        for w in _LATIN_WORD.findall(lowered)
        if w not in words
    }
    for run in CJK_RUN.findall(lowered):
        found |= {run[i : i + 2] for i in range(len(run) - 1) if not set(run[i : i + 2]) & chars}
    return found


@compiled
def _contrast() -> Matcher:
    return topic(lambda p: p.contrasts, flags=re.IGNORECASE)


def _stems(words: set[str]) -> set[str]:
    """Latin words cut to the grounding gate's stem, five letters ("regulation", "regulatory" →
    "regul"); Chinese pairs as they are."""
    return {w[:STEM] if _LATIN_WORD.fullmatch(w) else w for w in words}


def _polar_parts(text: str) -> list[tuple[set[str], bool]]:
    """``text`` cut into clauses, and each clause at a contrast word ("articles rather than
    videos"): each part's content stems and whether it is negated. What follows a contrast word
    is what is not wanted."""
    negation, contrast = _negation(), _contrast()
    parts: list[tuple[set[str], bool]] = []
    for clause in split_clauses(_norm(text)):
        cut = None
        for pattern in (contrast.words, contrast.chars):
            found = pattern.search(clause) if pattern is not None else None
            if found is not None and (cut is None or found.start() < cut.start()):
                cut = found
        before = clause if cut is None else clause[: cut.start()]
        parts.append((_anchors(before), _negated(before.lower(), negation)))
        if cut is not None:
            parts.append((_anchors(clause[cut.end() :]), True))
    return parts


def _negated(text: str, negation: Matcher) -> bool:
    """An odd number of negations: "never avoids" is no negation."""
    count = sum(
        len(pattern.findall(text)) for pattern in (negation.words, negation.chars) if pattern
    )
    return count % 2 == 1


def _anchors(part: str) -> set[str]:
    """What a part is about: its content stems, and its names, codes and quotations (marked
    ``§``: one of them alone anchors a part, as a Chinese pair does)."""
    named = {f"§{v}" for kind, v in specifics(part) if kind != "number"}
    return _stems(_content(part)) | named


def opposite_polarity(claim: str, note: str) -> bool:
    """The claim says what its note says with the opposite polarity: of every part of the claim
    and every part of the note (clauses, and the sides of a contrast word), the pairs that share
    the most content — at least two words (by their first five letters), or a Chinese pair — are
    one negated and the other not. A note of two clauses ("does not want jargon; wants plain
    examples") is compared clause by clause, so restating its positive half is no flip; a
    negative preference restated positively in other words ("kept it to the point" for "does not
    want long-winded answers") shares no such words and is not a flip either."""
    pairs = [
        (said & noted, negated_claim != negated_note)
        for said, negated_claim in _polar_parts(claim)
        for noted, negated_note in _polar_parts(note)
    ]
    pairs = [
        (shared, flipped)
        for shared, flipped in pairs
        if len(shared) >= 2 or any(CJK_RUN.fullmatch(w) or w.startswith("§") for w in shared)
    ]
    if not pairs:
        return False
    most = max(len(shared) for shared, _ in pairs)
    return any(flipped for shared, flipped in pairs if len(shared) == most)


def _chinese_content(text: str) -> set[str]:
    """The dictionary words of two characters or more in the Chinese runs of ``text``."""
    _, chars = _function_words()
    return {
        w
        for run in CJK_RUN.findall(_norm(text))
        for w in chinese_words(run)
        if len(w) > 1 and not set(w) <= chars
    }


def swapped_detail(claim: str, note: str) -> bool:
    """Details of the note replaced by others: the claim and the note share more content words
    than they differ by, and the claim has as many words the note lacks as the note has words the
    claim lacks ("every week" for "every fortnight"; "long answers in English" for "short
    answers in Indonesian"). Latin words as they are; Chinese as dictionary words (character
    pairs straddle word boundaries), where one word each way and most shared is enough ("一家书店"
    for "一家酒店")."""
    said = {w for w in _content(claim) if _LATIN_WORD.fullmatch(w)}
    noted = {w for w in _content(note) if _LATIN_WORD.fullmatch(w)}
    shared = said & noted
    extra, missing = said - noted, noted - said
    # One word inflected in the other ("Anda baca" for "membaca") is the same word.
    same = {(a, b) for a in extra for b in missing if is_inflection(a, b) or is_inflection(b, a)}
    shared |= {a for a, _ in same}
    extra -= {a for a, _ in same}
    missing -= {b for _, b in same}
    if 1 <= len(extra) == len(missing) < len(shared):
        return True
    # Chinese: dictionary words of the two texts; a word each way with most words shared.
    said_zh, noted_zh = _chinese_content(claim), _chinese_content(note)
    shared_zh = said_zh & noted_zh
    extra_zh, missing_zh = said_zh - noted_zh, noted_zh - said_zh
    return bool(extra_zh) and bool(missing_zh) and len(extra_zh) + len(missing_zh) <= len(shared_zh)


# Note vectors a rules judge keeps (a few users' notes; a note is at most 300 characters).
NOTE_VECTORS_KEPT = 2048


@dataclass(frozen=True)
class Ranked:
    """The notes as the rules judge weighs them against a sentence."""

    cosines: list[tuple[float, Note]]
    """Each note with its cosine to the sentence, closest first."""
    refused: bool
    """A check no judge may relax refuses the closest note (or the sentence states a law)."""


def decide(ranked: Ranked, similarity: float, margin: float) -> Verdict:
    """Supported when the closest note reaches ``similarity``, leads the next by ``margin``, and
    is not refused."""
    best, note = ranked.cosines[0]
    runner_up = ranked.cosines[1][0] if len(ranked.cosines) > 1 else -1.0
    if best < similarity or best - runner_up < margin or ranked.refused:
        return Verdict(False)
    return Verdict(True, note.id)


class RulesJudge:
    """Offline judge: the note closest to the sentence by the embedder's similarity, then the
    checks no judge may relax (:func:`core.judge.checks.refusal`), a polarity check and a swapped
    detail check on the sentence's claim (:func:`core.judge.claim.claim_of`).

    The sentence and the notes are compared as they are, each embedded as a passage: a symmetric
    comparison of two statements, where the claim alone (without its answer framing) ranked worse
    on the dev split. ``similarity`` (the cosine at which a sentence and a note can say the same
    thing, per language of the sentence) and ``margin`` (how far the closest note must lead the
    next one) are fitted per embedding model on the dev split of ``datasets/judge-paraphrase``
    (``bench/judge_calibration.py``); the defaults are the model's
    (:class:`~core.embeddings.providers.JudgeFit` in
    :data:`~core.embeddings.providers.EMBEDDERS`). No synonym table: paraphrase is the
    embedder's job.
    """

    def __init__(
        self, embedder: Embedder, similarity: float | None = None, margin: float | None = None
    ) -> None:
        fitted = EMBEDDERS.get(embedder.space.provider).judge
        self._embedder = embedder
        # Given thresholds hold for every language; else the model's fit, per language.
        self.fit = JudgeFit(
            fitted.similarity if similarity is None else similarity,
            fitted.margin if margin is None else margin,
            fitted.by_language if similarity is None else {},
        )
        self._note_vectors: dict[str, list[float]] = {}

    def _vectors_of(self, texts: list[str]) -> list[list[float]]:
        """The notes' vectors: an answer's sentences are judged one by one against the same
        notes, so each note is embedded once (the store is emptied when it grows past a bound)."""
        missing = list(dict.fromkeys(t for t in texts if t not in self._note_vectors))
        if missing:
            if len(self._note_vectors) + len(missing) > NOTE_VECTORS_KEPT:
                self._note_vectors.clear()
            self._note_vectors.update(zip(missing, self._embedder.embed(missing), strict=True))
        return [self._note_vectors[t] for t in texts]

    def _cosines(self, sentence: str, notes: list[Note]) -> list[tuple[float, Note]]:
        """Each note with its cosine to the sentence, closest first."""
        [vector] = self._embedder.embed([sentence])
        vectors = self._vectors_of([n.text for n in notes])
        return sorted(
            (
                (sum(a * b for a, b in zip(vector, v, strict=True)), n)
                for v, n in zip(vectors, notes, strict=True)
            ),
            key=lambda pair: -pair[0],
        )

    @staticmethod
    def _refused(sentence: str, note: str) -> bool:
        """A fixed check refuses ``note`` for the sentence's claim."""
        claim = claim_of(sentence)
        return (
            refusal(claim, note) is not None
            or opposite_polarity(claim, note)
            or swapped_detail(claim, note)
        )

    def ranked(self, sentence: str, notes: list[Note]) -> Ranked:
        """The notes by cosine to the sentence, and whether the sentence states a law or a check
        refuses the closest note (what the calibration reads)."""
        cosines = self._cosines(sentence, notes)
        return Ranked(cosines, states_law(sentence) or self._refused(sentence, cosines[0][1].text))

    def judge(self, sentence: str, notes: list[Note]) -> Verdict:
        """The verdict of :func:`decide` (none without notes; a sentence that states a law is
        never supported, and is refused before any embedding). The checks run only on a note
        the cosines would accept: most sentences of an answer restate no note."""
        if not notes or states_law(sentence):
            return Verdict(False)
        similarity = self.fit.similarity_for(detect_language(sentence))
        cosines = self._cosines(sentence, notes)
        verdict = decide(Ranked(cosines, refused=False), similarity, self.fit.margin)
        if verdict.supported and self._refused(sentence, cosines[0][1].text):
            return Verdict(False)
        return verdict


RELATIONS = ("same", "opposite", "changed", "added", "law", "none")
"""What a model judge may say of the sentence against its note; only ``same`` supports."""


def judge_schema(note_ids: list[str]) -> dict[str, Any]:
    """The judge reply's JSON schema: a known note id (or null) and one of :data:`RELATIONS`.

    Small enough for grammar engines; the id enum means a constrained model cannot name a note
    that is not there.
    """
    return {
        "type": "object",
        "properties": {
            "memory_id": {"enum": [*note_ids, None]},
            "relation": {"enum": list(RELATIONS)},
        },
        "required": ["memory_id", "relation"],
        "additionalProperties": False,
    }


def read_verdict(data: object, notes: list[Note], sentence: str) -> Verdict:
    """The program's verdict on a judge reply: supported only when the reply names a known note as
    the ``same`` claim (``{"supported": true, "memory_id": …}`` of judge-v1 too) and no fixed check
    (:func:`core.judge.checks.refusal`) refuses that note. Anything else is not supported; a reply
    of neither shape is ``malformed``."""
    if isinstance(data, dict) and data.get("relation") in RELATIONS:
        claimed = data["relation"] == "same"
    elif isinstance(data, dict) and isinstance(data.get("supported"), bool):
        claimed = data["supported"]
    else:  # neither reply shape: the judge did not answer the question it was asked
        return Verdict(False, failure="malformed")
    by_id = {n.id: n for n in notes}
    memory_id = data.get("memory_id")
    if not claimed or not isinstance(memory_id, str) or memory_id not in by_id:
        return Verdict(False)
    if refusal(sentence, by_id[memory_id].text) is not None:
        return Verdict(False)
    return Verdict(True, memory_id)


class OpenAIJudge:
    """LLM judge through any OpenAI-compatible endpoint, with the versioned judge prompt.

    The reply is asked for in the strictest structured form the endpoint takes
    (:mod:`core.endpoint.structured`); the model proposes, :func:`read_verdict` decides.
    """

    def __init__(
        self, settings: LLMSettings, prompt: Prompt, model: str, tracer: Tracer | None = None
    ) -> None:
        self._tracer = tracer or NullTracer()
        self._client = openai_client(settings)
        self._prompt = prompt
        self._model = model or DEFAULT_MODEL

    def judge(self, sentence: str, notes: list[Note]) -> Verdict:
        """One call that sees only the sentence and the notes; any failure is 'not supported'."""
        if not notes:
            return Verdict(False)
        payload = json.dumps(
            {"sentence": sentence, "notes": [{"id": n.id, "text": n.text} for n in notes]},
            ensure_ascii=False,
        )
        with self._tracer.generation(
            "claim judge",
            model=self._model,
            prompt_name=self._prompt.name,
            prompt_version=self._prompt.version,
        ) as generation:
            try:
                reply = structured_reply(
                    self._client,
                    model=self._model,
                    messages=[
                        {"role": "system", "content": self._prompt.text},
                        {"role": "user", "content": payload},
                    ],
                    name="claim_verdict",
                    schema=judge_schema([n.id for n in notes]),
                    generation=generation,
                )
                data = json.loads(reply or "{}")
            except (openai.OpenAIError, ValueError) as exc:
                generation.outcome = type(exc).__name__
                # Fail closed: an unjudged sentence is not shown.
                return Verdict(False, failure=call_failure(exc))
            verdict = read_verdict(data, notes, sentence)
            if verdict.failure:
                generation.outcome = verdict.failure
            return verdict
