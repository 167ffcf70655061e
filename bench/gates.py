"""Gates benchmark: the time of the candidate-level gates for one proposed memory.

    .venv/bin/python -m bench.gates [--repeats 200]

Every memory text of the shipped datasets (expected adds and updates, existing memories, judge
notes and sentences, recall memories, and the texts of the adversarial model replies) becomes one
``add`` candidate with two content-word tags and an identity subject made of them, the way a
model proposes it; the timed
call is ``core.gates.engine.candidate_reasons`` (every content detector on the text, the tags and
the identity, plus the structural checks). Each candidate is gated ``--repeats`` times; reported
are the median and p95 per candidate over all candidates, per language and overall, and the
number of candidates rejected (a check that the gates ran). No database is needed.
Results: a table on stdout and ``bench/results/gates.json``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.machine import StealMeter, describe

ROOT = Path(__file__).resolve().parents[1]


def _texts() -> list[tuple[str, str]]:
    """(language, text) of every memory-like text in the shipped datasets, deduplicated."""
    seen: dict[str, str] = {}
    for suite in ("extraction", "judge", "recall"):
        for line in (ROOT / "datasets" / f"{suite}.jsonl").read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            case = json.loads(line)
            lang = case["language"]
            found: list[str] = []
            found += [m["text"] for m in case.get("existing_memories", [])]
            found += [m["text"] for m in case.get("memories", [])]
            expected = case.get("expected") or {}
            found += [a["text"] for a in expected.get("add", [])]
            found += [u["text"] for u in expected.get("update", [])]
            if case.get("sentence"):
                found.append(case["sentence"])
            reply = case.get("model_reply")
            if isinstance(reply, str):
                try:
                    ops = json.loads(reply).get("operations", [])
                except (ValueError, AttributeError):
                    ops = []
                found += [o["text"] for o in ops if isinstance(o, dict) and "text" in o]
            for text in found:
                if isinstance(text, str) and text.strip():
                    seen.setdefault(text, lang)
    return [(lang, text) for text, lang in seen.items()]


PASSAGE = (
    "Article 46 of the regulation sets the deadline for notifying a breach: the controller informs "
    "the data subjects and the supervisory authority within three days, in writing, and keeps a "
    "record of what was done."
)


def _candidate(text: str, lang: str, message_id: str) -> Any:
    from core.extraction.contract import ReplyAdd

    # Tags and a subject of content words, as a model writes them: whole words of four letters or
    # more (Chinese: the segmenter's content words), never a text cut mid-phrase.
    if lang == "zh":
        from core.language.vocabulary import chinese_content_words

        words = chinese_content_words(text)[:2]
    else:
        from core.language import pack

        lp = pack(lang)
        skip = lp.stop_words | lp.function_words | lp.dangling_words | lp.generic_words
        words = [w.strip(".,;:!?\"'()") for w in text.split()]
        words = [w for w in words if len(w) >= 4 and w.lower() not in skip][:2]
    words = words or [text[:20]]
    return ReplyAdd.model_validate(
        {
            "op": "add",
            "type": "preference",
            "category": "communication_preference",
            "text": text[:5000],
            "language": lang,
            "tags": [w[:60] for w in words],
            "confidence": 0.9,
            "importance": 0.6,
            "stability": "stable",
            "identity": {"subject": " ".join(words)[:60], "polarity": "prefer"},
            "source_message_ids": [message_id],
            "reason": "bench",
        }
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=200)
    parser.add_argument("--output", default=str(ROOT / "bench" / "results" / "gates.json"))
    args = parser.parse_args()
    steal = StealMeter()

    from core.config.settings import MemorySettings
    from core.gates.engine import GateContext, candidate_reasons
    from core.gates.normalize import clear_caches

    message = uuid.uuid4()

    def context(said: str) -> GateContext:
        # Grounding reads the cited message (here the text itself, so it is grounded) and one
        # retrieved passage of ordinary length, as a real transcript would give it.
        return GateContext(
            memory_ids={},
            message_ids={"u1": message},
            asker_message_ids=frozenset({message}),
            message_texts={message: said},
            other_texts=(PASSAGE,),
            active_count=0,
            limits=MemorySettings(),
        )

    candidates = [(lang, _candidate(text, lang, "u1"), context(text)) for lang, text in _texts()]
    for _, op, ctx in candidates:  # warm the compiled patterns and caches
        candidate_reasons(op, ctx)
    # A text over MAX_CHARS_PER_MEMORY makes the whole reply too_long before any candidate gate
    # runs (core.gates.engine.gate_reply): such candidates are timed, but the bar is on the rest.
    limit = MemorySettings().max_chars_per_memory
    per_candidate: dict[str, list[float]] = {}
    too_long: list[float] = []
    rejected = 0
    for lang, op, ctx in candidates:
        started = time.perf_counter()
        for _ in range(args.repeats):
            # Cold views each time: a real candidate is new text, not a repeat of the last one.
            clear_caches()
            reasons = candidate_reasons(op, ctx)
        elapsed_ms = (time.perf_counter() - started) * 1000 / args.repeats
        if len(op.text.strip()) > limit:
            too_long.append(elapsed_ms)
        else:
            per_candidate.setdefault(lang, []).append(elapsed_ms)
        rejected += bool(reasons)
    every = [t for times in per_candidate.values() for t in times]

    def row(name: str, times: list[float]) -> dict[str, Any]:
        ordered = sorted(times)
        return {
            "language": name,
            "candidates": len(times),
            "median_ms": round(statistics.median(ordered), 4),
            "p95_ms": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 4),
            "mean_ms": round(statistics.fmean(ordered), 4),
        }

    rows = [row(lang, per_candidate[lang]) for lang in sorted(per_candidate)] + [row("all", every)]
    with_too_long = row(f"all, with the {len(too_long)} over {limit} characters", every + too_long)
    result = {
        "benchmark": "gates",
        "command": ("python -m bench.gates " + " ".join(sys.argv[1:])).strip(),
        "ran_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "repeats": args.repeats,
        "rejected_candidates": rejected,
        "rows": rows,
        "with_too_long": with_too_long,
        "machine": describe(steal),
    }
    print("| language | candidates | median ms | p95 ms | mean ms |")
    print("|---|---|---|---|---|")
    for r in [*rows, with_too_long]:
        print(
            f"| {r['language']} | {r['candidates']} | {r['median_ms']} | {r['p95_ms']} "
            f"| {r['mean_ms']} |"
        )
    print(
        f"rejected candidates: {rejected} of {len(every) + len(too_long)}; "
        f"steal {result['machine']['steal_percent']} %"
    )
    Path(args.output).parent.mkdir(parents=True, exist_ok=True)
    Path(args.output).write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
