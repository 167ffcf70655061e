"""``ingat bench``: run one benchmark of ``bench/`` (each prints a table and writes its JSON)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import typer

ROOT = Path(__file__).resolve().parents[2]
BENCHMARKS = ("recall", "sweeper", "eval", "console", "gates", "mem0_compare")
# mem0 needs protobuf 6 while the locked environment has 7: it runs from its own venv.
OWN_VENV = {"mem0_compare": ROOT / ".venv-bench" / "bin" / "python"}

bench_app = typer.Typer(
    help=f"Benchmarks (bench/README.md): {', '.join(BENCHMARKS)}.",
    no_args_is_help=True,
)


def _run(name: str, args: list[str]) -> None:
    if not (ROOT / "bench" / f"{name}.py").exists():
        raise typer.BadParameter(f"bench/{name}.py is missing; run from a full clone")
    python = OWN_VENV.get(name, Path(sys.executable))
    if not python.exists():
        raise typer.BadParameter(f"{python} is missing; run `make bench-venv` first")
    code = subprocess.call([str(python), "-m", f"bench.{name}", *args], cwd=ROOT)
    raise typer.Exit(code)


def _command(name: str) -> None:
    @bench_app.command(
        name,
        context_settings={"allow_extra_args": True, "ignore_unknown_options": True},
        help=f"python -m bench.{name} [ARGS] (see --help of the module).",
    )
    def command(ctx: typer.Context) -> None:
        _run(name, list(ctx.args))


for _name in BENCHMARKS:
    _command(_name)
