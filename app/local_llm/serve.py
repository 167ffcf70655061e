"""Start llama.cpp's OpenAI-compatible server on 127.0.0.1 and say how to point ingat at it."""

from __future__ import annotations

import os
import socket
import subprocess
import time
from pathlib import Path

import httpx

from app.local_llm.build import LocalLLMPaths, Say, ensure_server, ensure_weights
from app.local_llm.models import LocalModel
from core.errors import ModelUnavailable

# The prompt plus a transcript bounded by EXTRACT_MAX_MESSAGES × EXTRACT_MAX_CHARS_PER_MESSAGE fits.
CONTEXT_TOKENS = 8192
# A 1.5B model on 2 cores reads ~74 tokens/s and writes ~19: one extraction takes up to a minute.
TIMEOUT_SECONDS = 180


def free_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def server_command(python: Path, gguf: Path, model: LocalModel, port: int) -> list[str]:
    """The command line of llama-cpp-python's server for ``gguf``."""
    return [
        str(python),
        "-m",
        "llama_cpp.server",
        "--model",
        str(gguf),
        "--model_alias",
        model.name,
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--n_ctx",
        str(CONTEXT_TOKENS),
        "--n_threads",
        str(os.cpu_count() or 2),
    ]


def base_url(port: int) -> str:
    """The OpenAI base URL of a server on ``port``."""
    return f"http://127.0.0.1:{port}/v1"


def settings_block(model: LocalModel, port: int) -> str:
    """The ``ACEH_RAG_LLM__*`` lines that point ingat at the server."""
    return "\n".join(
        [
            "ACEH_RAG_LLM__PROVIDER=openai",
            f"ACEH_RAG_LLM__BASE_URL={base_url(port)}",
            f"ACEH_RAG_LLM__MODEL={model.name}",
            "ACEH_RAG_LLM__API_KEY=local",
            f"ACEH_RAG_LLM__TIMEOUT_SECONDS={TIMEOUT_SECONDS}",
            f"ACEH_RAG_MEMORY__EXTRACT_TIMEOUT_SECONDS={TIMEOUT_SECONDS}",
        ]
    )


def wait_ready(port: int, process: subprocess.Popen[bytes], seconds: float = 300) -> None:
    """Wait until the server lists its model, or raise naming its log."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise ModelUnavailable(
                f"the local model server exited with code {process.returncode} while loading"
            )
        try:
            if httpx.get(f"{base_url(port)}/models", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    process.terminate()
    raise ModelUnavailable(f"the local model server did not answer within {seconds:g} s")


def start(
    model: LocalModel,
    paths: LocalLLMPaths,
    port: int,
    say: Say = print,
    log: Path | None = None,
) -> subprocess.Popen[bytes]:
    """Build what is missing, start the server and wait until it answers."""
    python = ensure_server(paths, say)
    gguf = ensure_weights(model, paths, say)
    out = log.open("ab") if log is not None else subprocess.DEVNULL
    process = subprocess.Popen(
        server_command(python, gguf, model, port), stdout=out, stderr=subprocess.STDOUT
    )
    wait_ready(port, process)
    return process
