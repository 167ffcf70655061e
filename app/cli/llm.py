"""``ingat llm``: a real model on this machine (llama.cpp's server with pinned local weights)."""

from __future__ import annotations

import sys
from typing import Annotated

import typer

from app.local_llm.build import default_paths, ensure_server, ensure_weights
from app.local_llm.models import DEFAULT_LOCAL_MODEL, LOCAL_MODELS
from app.local_llm.serve import free_port, settings_block, start

llm_app = typer.Typer(
    help="A local model: build llama.cpp's server once, assemble pinned weights, serve them.",
    no_args_is_help=True,
)


def _say(text: str) -> None:
    print(f"ingat: {text}", file=sys.stderr, flush=True)


ModelOption = Annotated[str, typer.Option(help=f"Local model: {LOCAL_MODELS.described()}.")]


@llm_app.command("build")
def llm_build(model: ModelOption = DEFAULT_LOCAL_MODEL) -> None:
    """Build the server (once per machine) and assemble the model's weights; serve nothing."""
    chosen = LOCAL_MODELS.get(LOCAL_MODELS.parse(model))
    paths = default_paths()
    python = ensure_server(paths, _say)
    gguf = ensure_weights(chosen, paths, _say)
    typer.echo(f"server: {python}\nweights: {gguf} (sha256 {chosen.gguf_sha256[:12]}… checked)")


@llm_app.command("serve")
def llm_serve(
    model: ModelOption = DEFAULT_LOCAL_MODEL,
    port: Annotated[int, typer.Option(help="Port on 127.0.0.1 (0: a free one).")] = 8080,
) -> None:
    """Serve the model on 127.0.0.1 (OpenAI-compatible) until Ctrl+C; prints the settings."""
    chosen = LOCAL_MODELS.get(LOCAL_MODELS.parse(model))
    port = port or free_port()
    process = start(chosen, default_paths(), port, _say)
    typer.echo(f"# {chosen.upstream}, on 127.0.0.1:{port}; point ingat at it with:")
    typer.echo(settings_block(chosen, port))
    try:
        process.wait()
    except KeyboardInterrupt:
        process.terminate()
        process.wait(timeout=30)
