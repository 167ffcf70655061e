"""Local model benchmark: what one extraction call costs with a real model on this machine.

    .venv/bin/python -m bench.llm [--models qwen2.5-coder-1.5b qwen2.5-0.5b] [--per-language 5]

For each local model (``app/local_llm``: llama.cpp's server, built and assembled on first use), the
first ``--per-language`` conversations of ``datasets/extraction.jsonl`` per language that call the
model (no scripted ``model_reply``) go through the real ``openai`` provider with the current
extraction prompt, one at a time, the way the sweeper sends them: measured are the wall time of
each call, its prompt and completion tokens (the server's own usage counts), and whether the
reply parses under the strict contract (malformed otherwise). The server's prompt cache is warm
after the first call (the system prompt is shared), as it is in a sweep.
Results: a table on stdout and ``bench/results/llm.json``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from app.local_llm.build import default_paths
from app.local_llm.models import LOCAL_MODELS
from app.local_llm.serve import base_url, free_port, start
from bench.machine import StealMeter, describe
from core.config.settings import LLMSettings
from core.extraction.contract import MalformedReply, parse_reply
from core.extraction.transcript import ShownMemory, Transcript, TranscriptMessage
from core.llm.openai_provider import OpenAIProvider
from core.observability.tracing import Generation
from core.prompts.loader import load_file_prompt

ROOT = Path(__file__).resolve().parents[1]


class UsageTracer:
    """Keeps the last call's token usage (the provider reports it on its generation)."""

    def __init__(self) -> None:
        self.last = Generation()

    @contextmanager
    def generation(
        self, name: str, *, model: str, prompt_name: str, prompt_version: str
    ) -> Iterator[Generation]:
        """Record the block's generation."""
        self.last = Generation()
        yield self.last


def transcripts(per_language: int) -> list[tuple[str, str, Transcript]]:
    """(case id, language, transcript) of the first cases per language that call the model."""
    taken: dict[str, int] = {}
    out: list[tuple[str, str, Transcript]] = []
    now = datetime.now(UTC)
    for line in (ROOT / "datasets" / "extraction.jsonl").read_text(encoding="utf-8").splitlines():
        case = json.loads(line)
        lang = case["language"]
        if case.get("model_reply") is not None or case.get("model_error") is not None:
            continue
        if taken.get(lang, 0) >= per_language:
            continue
        taken[lang] = taken.get(lang, 0) + 1
        messages = [
            TranscriptMessage(uuid.uuid4(), m["role"], m["content"], now)
            for m in case["conversation"]
            if m["role"] in ("user", "assistant")
        ]
        memories = [
            ShownMemory(f"M{i}", uuid.uuid4(), m["category"], m["text"])
            for i, m in enumerate(case.get("existing_memories", []), start=1)
        ]
        out.append((case["id"], lang, Transcript(uuid.uuid4(), uuid.uuid4(), messages, memories)))
    return out


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def bench_model(name: str, per_language: int, timeout: float) -> dict[str, Any]:
    """Serve ``name``, run the conversations through it, stop it; the model's figures."""
    model = LOCAL_MODELS.get(LOCAL_MODELS.parse(name))
    port = free_port()
    server = start(model, default_paths(), port, lambda text: print(text, file=sys.stderr))
    tracer = UsageTracer()
    provider = OpenAIProvider(
        LLMSettings(base_url=base_url(port), timeout_seconds=timeout), model=name, tracer=tracer
    )
    prompt = load_file_prompt("extraction")
    calls: list[dict[str, Any]] = []
    try:
        for case_id, lang, transcript in transcripts(per_language):
            started = time.perf_counter()
            reply = provider.extract(transcript, prompt, timeout)
            seconds = time.perf_counter() - started
            try:
                parse_reply(reply)
                malformed = False
            except MalformedReply:
                malformed = True
            calls.append(
                {
                    "case": case_id,
                    "language": lang,
                    "seconds": round(seconds, 2),
                    "prompt_tokens": tracer.last.input_tokens,
                    "completion_tokens": tracer.last.output_tokens,
                    "malformed": malformed,
                }
            )
    finally:
        server.terminate()
        server.wait(timeout=30)
    walls: list[float] = [c["seconds"] for c in calls]
    completion = [c["completion_tokens"] or 0 for c in calls]
    return {
        "model": name,
        "upstream": model.upstream,
        "prompt_version": prompt.version,
        "calls": len(calls),
        "median_s": round(statistics.median(walls), 2),
        "p95_s": round(_percentile(walls, 0.95), 2),
        "mean_prompt_tokens": round(statistics.mean(c["prompt_tokens"] or 0 for c in calls)),
        "mean_completion_tokens": round(statistics.mean(completion)),
        "completion_tokens_per_s": round(sum(completion) / sum(walls), 1),
        "malformed_rate": round(sum(c["malformed"] for c in calls) / len(calls), 3),
        "per_call": calls,
    }


def main(argv: list[str] | None = None) -> None:
    """Run the benchmark and write ``bench/results/llm.json``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", nargs="+", default=list(LOCAL_MODELS.names))
    parser.add_argument("--per-language", type=int, default=5)
    parser.add_argument("--timeout", type=float, default=180)
    args = parser.parse_args(argv)
    steal = StealMeter()
    rows = [bench_model(m, args.per_language, args.timeout) for m in args.models]
    result = {
        "benchmark": "llm",
        "command": "python -m bench.llm " + " ".join(sys.argv[1:]),
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": describe(steal, llama_cpp_python="0.3.36"),
        "models": rows,
    }
    out = ROOT / "bench" / "results" / "llm.json"
    out.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(
        "| model | calls | median s | p95 s | prompt tokens | completion tokens | "
        "completion tokens/s | malformed |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(
            f"| {r['model']} | {r['calls']} | {r['median_s']} | {r['p95_s']} | "
            f"{r['mean_prompt_tokens']} | {r['mean_completion_tokens']} | "
            f"{r['completion_tokens_per_s']} | {r['malformed_rate']:.1%} |"
        )


if __name__ == "__main__":
    main()
