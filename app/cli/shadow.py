"""``ingat shadow``: run the write path with a variant into shadow tables, and compare (SPEC §9)."""

from __future__ import annotations

import sys
import uuid
from datetime import datetime
from pathlib import Path
from typing import Annotated

import typer
from pydantic import ValidationError

from app.cli.identity import cli_actor
from core import bootstrap
from core.config.settings import load_settings
from core.db.engine import session_scope
from core.embeddings.providers import build_embedder
from core.errors import InvalidInput
from core.llm.providers import PROVIDERS
from core.shadow.compare import (
    PRODUCTION,
    PRODUCTION_ROWS,
    compare_sides,
    comparison_csv,
    recall_preview,
)
from core.shadow.runner import delete_run, execute_run, list_runs, start_run
from core.shadow.spec import ShadowSample, ShadowVariant
from core.users.directory import resolve_user

shadow_app = typer.Typer(
    help="Shadow runs: the write path with a variant, into shadow tables only.",
    no_args_is_help=True,
)


def _bar(done: int, total: int) -> None:
    filled = int(30 * done / max(total, 1))
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{total} conversation replays")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


@shadow_app.command("run")
def shadow_run(
    name: Annotated[str, typer.Option(help="A name for the run.")],
    user: Annotated[
        list[str],
        typer.Option(
            help="Sample: a user's id, its first 4+ characters, name or e-mail (repeatable)."
        ),
    ] = [],  # noqa: B006
    conversations: Annotated[
        Path | None,
        typer.Option(help="Sample: a file of conversation ids, one a line (a fixed sample)."),
    ] = None,
    since: Annotated[str, typer.Option(help="Sample: last activity at or after (ISO).")] = "",
    until: Annotated[str, typer.Option(help="Sample: last activity before (ISO).")] = "",
    limit: Annotated[int, typer.Option(help="At most this many conversations.")] = 200,
    provider: Annotated[
        str, typer.Option(help=f"Variant: {PROVIDERS.choices} (default: production's).")
    ] = "",
    model: Annotated[str, typer.Option(help="Variant: model name.")] = "",
    prompt_version: Annotated[str, typer.Option(help="Variant: extraction prompt version.")] = "",
    max_new: Annotated[int | None, typer.Option(help="Variant: MAX_NEW_PER_CONVERSATION.")] = None,
    min_confidence: Annotated[float | None, typer.Option(help="Variant: MIN_CONFIDENCE.")] = None,
) -> None:
    """Start a shadow run and execute it; user_memory is never touched."""
    try:
        variant = ShadowVariant(
            provider=PROVIDERS.parse(provider) if provider else None,
            model=model,
            prompt_version=prompt_version,
            max_new_per_conversation=max_new,
            min_confidence=min_confidence,
        )
        fixed = []
        if conversations is not None:
            lines = conversations.read_text(encoding="utf-8").splitlines()
            fixed = [uuid.UUID(x.strip()) for x in lines if x.strip() and not x.startswith("#")]
        sample = ShadowSample(
            conversation_ids=fixed,
            since=datetime.fromisoformat(since) if since else None,
            until=datetime.fromisoformat(until) if until else None,
            limit=limit,
        )
    except (ValidationError, ValueError, OSError) as exc:
        raise InvalidInput(f"bad shadow run options: {str(exc).splitlines()[0][:200]}") from None
    settings = load_settings()
    engine = bootstrap.open_database(settings)
    with session_scope(engine) as session:
        named = [resolve_user(session, u) for u in user if u.strip()]
        sample = sample.model_copy(update={"user_ids": list(dict.fromkeys(named))})
        run_id = start_run(session, name, variant, sample, cli_actor())
    run = execute_run(engine, run_id, settings, progress=_bar)
    typer.echo(f"shadow run {run.id} {run.status}: {run.conversations_done} conversation(s)")
    for side, counts in sorted(run.counts.items()):
        outcomes = ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
        typer.echo(f"  {side + ' replay':<20}{outcomes}")


@shadow_app.command("list")
def shadow_list(limit: Annotated[int, typer.Option(help="How many.")] = 20) -> None:
    """The newest shadow runs."""
    engine = bootstrap.open_database(load_settings())
    with session_scope(engine) as session:
        for run in list_runs(session, limit):
            typer.echo(
                f"{run.id}  {run.status:<8} {run.conversations_done:>5}/{run.conversations_total:<5}"
                f" {run.created_at:%Y-%m-%d %H:%M}  {run.name}"
            )


@shadow_app.command("compare")
def shadow_compare(
    run: Annotated[str, typer.Option(help="The shadow run id (left side: its variant replay).")],
    against: Annotated[
        str,
        typer.Option(
            help=f"{PRODUCTION!r} (production's replay of the same sample), "
            f"{PRODUCTION_ROWS!r} (production's rows now) or another run id."
        ),
    ] = PRODUCTION,
    csv_out: Annotated[Path | None, typer.Option("--csv", help="Write the diff as CSV.")] = None,
    question: Annotated[
        list[str],
        typer.Option(help="Show what each side would inject for this question (repeatable)."),
    ] = [],  # noqa: B006
    user: Annotated[
        str,
        typer.Option(help="The user the question is asked for: id, first 4+ characters or name."),
    ] = "",
) -> None:
    """Per user added / missing / changed, the store's decisions and rejections of each side."""
    run_id = _run_id(run)
    if question and not user.strip():
        raise InvalidInput("--question needs --user: the user the question is asked for")
    settings = load_settings()
    engine = bootstrap.open_database(settings)
    with session_scope(engine) as session:
        asker = resolve_user(session, user) if question else None
        result, *sides = compare_sides(session, run_id, against)
    typer.echo(f"left: {result.left}    right: {result.right}")
    for key, value in result.totals.items():
        typer.echo(f"  {key:<24}{value:>6}")
    overlap = "-" if result.overlap is None else f"{result.overlap:.3f}"
    typer.echo(f"  {'overlap':<24}{overlap:>6}")
    typer.echo(f"\n{'store decision':<24}{'left':>6}{'right':>7}")
    for decision, n in result.decisions.items():
        typer.echo(f"  {decision:<22}{n['left']:>6}{n['right']:>7}")
    per = result.writes_per_conversation
    typer.echo(f"  {'writes / conversation':<22}{_num(per['left']):>6}{_num(per['right']):>7}")
    if result.by_reason:
        typer.echo(f"\n{'rejected: reason':<24}{'left':>6}{'right':>7}")
        for reason, n in result.by_reason.items():
            typer.echo(f"  {reason:<22}{n['left']:>6}{n['right']:>7}")
    typer.echo(f"\n{'user':<38}{'added':>6}{'missing':>8}{'changed':>8}{'same':>6}{'rejected':>9}")
    for d in result.users:
        rejected = sum(d.rejected_left.values())
        typer.echo(
            f"{d.user_id!s:<38}{len(d.added):>6}{len(d.missing):>8}{len(d.changed):>8}"
            f"{d.same:>6}{rejected:>9}"
        )
    start = result.start
    if start:
        partial = start.get("partial_users") or []
        typer.echo(
            f"\nstart: {start.get('rows', 0)} production row(s) of {start.get('users', 0)} "
            f"user(s); partial for {len(partial)} (hard deletes)"
        )
    if asker is not None:
        embedder = build_embedder(settings.embedding, settings.llm)
        for asked in question:
            for side in sides:
                found = recall_preview(engine, settings, embedder, side, asker, asked)
                typer.echo(f"\n--- {side.label} would inject for {asked[:60]!r} ---")
                typer.echo(found.message or "(nothing)")
    if csv_out is not None:
        csv_out.write_text(comparison_csv(result), encoding="utf-8")
        typer.echo(f"wrote {csv_out}", err=True)


@shadow_app.command("delete")
def shadow_delete(run: Annotated[str, typer.Option(help="The shadow run id.")]) -> None:
    """Delete a shadow run and its replays."""
    run_id = _run_id(run)
    engine = bootstrap.open_database(load_settings())
    with session_scope(engine) as session:
        delete_run(session, run_id, cli_actor())
    typer.echo(f"deleted shadow run {run_id}")


def _run_id(value: str) -> uuid.UUID:
    try:
        return uuid.UUID(value)
    except ValueError:
        raise InvalidInput(f"{value[:40]!r} is not a shadow run id (a UUID)") from None


def _num(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"
