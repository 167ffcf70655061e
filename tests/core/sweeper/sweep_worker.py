"""A sweeper in its own process, for fault tests: ``python -m tests.core.sweeper.sweep_worker``.

It uses the real rules baseline behind a scripted latency, and optionally an embedder that pauses
inside the write transaction (announced on stdout) so a test can SIGKILL it mid-write. With
``--drain`` it sweeps until nothing is due anywhere (other processes may hold partitions), with
``--log-extractions`` it prints ``extract <conversation id>`` for each model call, and
``--start-at`` makes several workers begin together once they are loaded.
"""

from __future__ import annotations

import argparse
import json
import sys
import threading
import time
from collections.abc import Sequence
from datetime import UTC, datetime

from core.config.settings import load_settings
from core.consolidation.consolidator import Consolidator
from core.consolidation.progress import ProgressKeys
from core.db.engine import get_engine
from core.embeddings.hashing import HashingEmbedder
from core.extraction.transcript import Transcript
from core.llm.rules import RulesProvider
from core.llm.scripted import ScriptedProvider
from core.prompts.loader import load_file_prompt
from core.sweeper.sweeper import Sweeper

_OUT = threading.Lock()


def say(line: str) -> None:
    """One whole line on stdout (worker threads print at the same time)."""
    with _OUT:
        sys.stdout.write(line + "\n")
        sys.stdout.flush()


class PausingEmbedder(HashingEmbedder):
    """Announces that it is inside the write transaction, then waits.

    The sweeper writes several conversations on parallel threads; one lock keeps each
    announcement a whole line (two bare ``print`` calls could interleave as ``in-writein-write``).
    """

    def __init__(self, pause: float) -> None:
        super().__init__(384)
        self.pause = pause
        self._lock = threading.Lock()

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        with self._lock:
            sys.stdout.write("in-write\n")
            sys.stdout.flush()
        time.sleep(self.pause)
        return super().embed(texts)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--latency", type=float, default=0.0)
    parser.add_argument("--pause-in-write", type=float, default=0.0)
    parser.add_argument("--drain", action="store_true")
    parser.add_argument("--log-extractions", action="store_true")
    parser.add_argument("--start-at", type=float, default=0.0)
    args = parser.parse_args()
    settings = load_settings()
    engine = get_engine(settings)
    rules = RulesProvider()
    prompt = load_file_prompt("extraction")

    def extract(transcript: Transcript) -> str:
        if args.log_extractions:
            say(f"extract {transcript.conversation_id}")
        return rules.extract(transcript, prompt, 5)

    provider = ScriptedProvider.of(extract, latency=args.latency)
    embedder = PausingEmbedder(args.pause_in_write) if args.pause_in_write else HashingEmbedder(384)

    def consolidator(keys: ProgressKeys) -> Consolidator:
        return Consolidator(
            engine, settings, provider, prompt, embedder, b"test-audit-hmac-key", keys
        )

    sweeper = Sweeper(engine, settings, consolidator)
    if args.start_at:
        time.sleep(max(0.0, args.start_at - time.time()))
    started = time.time()
    if args.drain:
        drain(sweeper, started)
        return
    report = sweeper.sweep_once()
    print(
        json.dumps(
            {
                "ran": report.ran,
                "statuses": [o.status for o in report.outcomes],
                "errors": report.errors,
                "started": started,
                "ended": time.time(),
            }
        ),
        flush=True,
    )
    sys.exit(0)


def drain(sweeper: Sweeper, started: float) -> None:
    """Sweep until nothing is due anywhere; then one JSON line of what this process did."""
    statuses: list[str] = []
    partitions: list[int] = []
    errors = 0
    while True:
        report = sweeper.sweep_once()
        statuses += [o.status for o in report.outcomes]
        partitions += report.partitions
        errors += report.errors
        if report.ran and report.due:
            continue
        if not sweeper.due(datetime.now(UTC)):
            break
        time.sleep(0.05)  # what is left is in partitions other processes hold
    say(
        json.dumps(
            {
                "statuses": statuses,
                "partitions": partitions,
                "errors": errors,
                "started": started,
                "ended": time.time(),
            }
        )
    )


if __name__ == "__main__":
    main()
