"""``ingat retention``, ``ingat hold`` and ``ingat conversations``: retention per data class,
legal holds, and deleting one conversation (issue 22). Thin: every command calls ``core``."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Annotated

import typer
from sqlalchemy.orm import Session

from app.cli.identity import cli_actor
from core import bootstrap
from core.config.settings import load_settings
from core.conversations.delete import delete_conversation
from core.db.engine import session_scope
from core.errors import InvalidInput
from core.retention.holds import list_holds, place_hold, release_hold
from core.retention.purge import RetentionReport, run_retention
from core.users.directory import resolve_user
from eval.runners import progress_bar

retention_app = typer.Typer(
    help="Retention per data class (ACEH_RAG_RETENTION__…): what goes, and deleting it.",
    no_args_is_help=True,
)
hold_app = typer.Typer(
    help="Legal holds: a held user's conversations and audit rows are never deleted.",
    no_args_is_help=True,
)
conversations_app = typer.Typer(help="Delete a conversation (admins).", no_args_is_help=True)

UserOption = Annotated[
    str, typer.Option(help="The user: id, its first 4+ characters, name or e-mail.")
]
ReasonOption = Annotated[str, typer.Option(help="Why (recorded in the audit log).")]


def _user(session: Session, query: str) -> uuid.UUID:
    found = resolve_user(session, query)
    if found is None:
        raise InvalidInput("name the user with --user (an id, its first characters, or a name)")
    return found


def render_report(report: RetentionReport) -> str:
    """The report as a table by class: its setting, cutoff, what goes (went) and what a hold kept."""
    went = "would go" if report.dry_run else "went"
    head = ("class", "days", "cutoff (UTC)", went, "kept by hold", "messages")
    rows = [head]
    for c in report.classes:
        rows.append(
            (
                c.label,
                str(c.days) if c.enabled else "off",
                f"{c.cutoff:%Y-%m-%d %H:%M}" if c.cutoff else "-",
                str(c.due if report.dry_run else c.purged) if c.enabled else "-",
                str(c.held) if c.enabled else "-",
                str(c.messages) if c.data_class == "conversations" and c.enabled else "",
            )
        )
    widths = [max(len(r[i]) for r in rows) for i in range(len(head))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=True)) for r in rows]
    title = "dry run: nothing was deleted" if report.dry_run else f"retention run {report.run_id}"
    if report.archive_dir and not report.dry_run:
        archived = report.of("conversations").archived
        title += f"; {archived} conversation(s) archived to {report.archive_dir}"
    return "\n".join([title, *(line.rstrip() for line in lines)])


@retention_app.command("run")
def retention_run(
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Count what would go; delete and write nothing.")
    ] = False,
) -> None:
    """Delete what each configured class no longer keeps (held users' records stay)."""
    settings = load_settings()
    engine = bootstrap.open_database(settings)
    if not settings.retention.configured():
        typer.echo(
            "retention is off for every class: set ACEH_RAG_RETENTION__CONVERSATION_DAYS, "
            "__AUDIT_DAYS, __SHADOW_RUN_DAYS or __EVAL_RUN_DAYS",
            err=True,
        )
    bar: list[Callable[[int], None]] = []

    def progress(done: int, total: int) -> None:
        if total == 0:
            return
        if not bar:
            bar.append(progress_bar(total))
        bar[0](done)

    report = run_retention(
        engine, settings.retention, actor=cli_actor(), dry_run=dry_run, on_progress=progress
    )
    typer.echo(render_report(report))


@hold_app.command("add")
def hold_add(user: UserOption, reason: ReasonOption) -> None:
    """Place a legal hold on a user (audited)."""
    settings = load_settings()
    engine = bootstrap.open_database(settings)
    with session_scope(engine) as session:
        hold = place_hold(session, _user(session, user), actor=cli_actor(), reason=reason)
    typer.echo(f"legal hold placed on {hold.user_id}")


@hold_app.command("remove")
def hold_remove(user: UserOption, reason: ReasonOption) -> None:
    """Release a user's legal hold (audited; the hold stays in the history)."""
    settings = load_settings()
    engine = bootstrap.open_database(settings)
    with session_scope(engine) as session:
        hold = release_hold(session, _user(session, user), actor=cli_actor(), reason=reason)
    typer.echo(f"legal hold on {hold.user_id} released")


@hold_app.command("list")
def hold_list(
    all_holds: Annotated[
        bool, typer.Option("--all", help="Released holds too (the history).")
    ] = False,
) -> None:
    """The users under legal hold (newest first)."""
    settings = load_settings()
    engine = bootstrap.open_database(settings)
    with session_scope(engine) as session:
        holds = list_holds(session, include_released=all_holds)
    if not holds:
        typer.echo("no legal holds")
        return
    for h in holds:
        state = f"released {h.released_at:%Y-%m-%d} by {h.released_by}" if h.released_at else "open"
        typer.echo(
            f"{h.user_id}  placed {h.placed_at:%Y-%m-%d} by {h.placed_by}  {state}  {h.reason}"
        )


@conversations_app.command("delete")
def conversations_delete(
    conversation_id: Annotated[str, typer.Argument(help="Id of the conversation to delete.")],
    reason: ReasonOption,
) -> None:
    """Delete one conversation and its messages (audited); its memories and audit rows stay."""
    try:
        target = uuid.UUID(conversation_id)
    except ValueError:
        raise InvalidInput(f"{conversation_id[:40]!r} is not a conversation id (a UUID)") from None
    settings = load_settings()
    engine = bootstrap.open_database(settings)
    with session_scope(engine) as session:
        done = delete_conversation(session, target, actor=cli_actor(), reason=reason)
    typer.echo(
        f"deleted conversation {done.conversation_id} ({done.messages} messages); "
        f"{done.memories_kept} memories written from it are kept"
    )
