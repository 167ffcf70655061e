"""The ``ingat`` command line. Thin: every command parses arguments and calls ``core``.

Errors from core (:class:`core.errors.IngatError`) are rendered here, once, as one line on stderr
(``error: …``) with exit code 2.
"""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Annotated

import typer
from sqlalchemy import Engine

from app.cli.bench import bench_app
from app.cli.help_format import leave_flag_types_out
from app.cli.identity import cli_actor
from app.cli.llm import llm_app
from app.cli.ports import port_busy
from app.cli.retention import conversations_app, hold_app, retention_app
from app.cli.shadow import shadow_app
from core import bootstrap
from core import language as languages
from core.audit import hmac_key
from core.config.reference import markdown_table, settings_reference
from core.config.settings import Settings, load_settings
from core.config.startup import startup_problems
from core.db import embedding_record, migrate
from core.db.availability import database_unavailable
from core.db.embedded import embedded_status, running_url, stop_embedded
from core.db.engine import (
    EMBEDDED_URL_ENV,
    check_connection,
    engine_for,
    resolve_database_url,
    session_scope,
)
from core.embeddings.providers import space_of
from core.errors import DatabaseError, IngatError, InvalidInput
from core.llm.providers import PROVIDERS
from core.memory.browse import MemoryFilter, list_memories
from core.memory.erase import hard_delete_memory
from core.memory.reembed import DEFAULT_BATCH
from core.recall.strategies import STRATEGIES
from core.registry import one_of
from core.users.directory import resolve_user
from eval.suites import SUITES

leave_flag_types_out()
app = typer.Typer(
    name="ingat",
    help="ingat: long-term user memory — console, API, sweeper, database and evaluation tools.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
db_app = typer.Typer(
    help="The database: embedded server, migrations, demo data.", no_args_is_help=True
)
config_app = typer.Typer(help="Effective settings and start-up checks.", no_args_is_help=True)
memories_app = typer.Typer(help="Inspect and delete memories.", no_args_is_help=True)
app.add_typer(db_app, name="db")
app.add_typer(config_app, name="config")
app.add_typer(memories_app, name="memories")
eval_app = typer.Typer(help="Evaluation: run suites over datasets.", no_args_is_help=True)
app.add_typer(eval_app, name="eval")
app.add_typer(shadow_app, name="shadow")
app.add_typer(bench_app, name="bench")
app.add_typer(llm_app, name="llm")
app.add_typer(retention_app, name="retention")
app.add_typer(hold_app, name="hold")
app.add_typer(conversations_app, name="conversations")

CONSOLE_MAIN = Path(__file__).resolve().parents[1] / "console" / "main.py"
# Streamlit's own variable for its port: `ingat console` reads it (an explicit --port wins).
CONSOLE_PORT_ENV = "STREAMLIT_SERVER_PORT"


def _say(text: str) -> None:
    typer.echo(text, err=True)


@app.command()
def console(
    port: Annotated[
        int,
        typer.Option(
            min=1,
            max=65535,
            envvar=CONSOLE_PORT_ENV,
            help="Port of the console (`make console PORT=N` passes it).",
        ),
    ] = 8501,
    address: Annotated[str, typer.Option(help="Address to listen on.")] = "localhost",
    seed_demo: Annotated[
        bool,
        typer.Option(
            "--seed-demo/--no-seed-demo", help="Seed demo data on an empty embedded database."
        ),
    ] = True,
) -> None:
    """Start the operator console (Streamlit), on the embedded database with demo data by default."""
    if port_busy(address, port):
        raise InvalidInput(
            f"port {port} on {address} is busy; pass --port N or set {CONSOLE_PORT_ENV} "
            "(make console PORT=N)"
        )
    settings = load_settings()
    engine = bootstrap.open_database(settings, upgrade=bootstrap.uses_embedded(settings))
    _say("ingat: database ready")
    if seed_demo and bootstrap.uses_embedded(settings) and bootstrap.is_empty(engine):
        summary = bootstrap.seed(engine, settings)
        _say(f"ingat: seeded demo data ({summary.conversations} conversations)")
    env = dict(os.environ)
    if bootstrap.uses_embedded(settings):
        env[EMBEDDED_URL_ENV] = resolve_database_url(settings)
    env["STREAMLIT_BROWSER_GATHER_USAGE_STATS"] = "false"
    url = f"http://{address}:{port}"
    _say(f"ingat console: {url}  (Ctrl+C to stop)")
    cmd = [
        sys.executable,
        "-m",
        "streamlit",
        "run",
        str(CONSOLE_MAIN),
        "--server.port",
        str(port),
        "--server.address",
        address,
        "--server.headless",
        "true",
        "--browser.gatherUsageStats",
        "false",
    ]
    try:
        code = subprocess.call(cmd, env=env, cwd=Path(__file__).resolve().parents[2])
    except KeyboardInterrupt:
        code = 0
    raise typer.Exit(code)


@app.command()
def api(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port.")] = 8000,
) -> None:
    """Run the memory HTTP API, with the sweeper in-process when memory writing is enabled and
    retention once a day when a class has a retention period."""
    import uvicorn

    from app.api.main import create_app
    from core.logging_fields import configure_logging

    configure_logging()
    settings = load_settings()
    application = create_app(settings)
    _say(f"ingat api: http://{host}:{port}  (docs at /docs)")
    # The API's own access log names routes, never paths or query strings (tokens travel there).
    uvicorn.run(application, host=host, port=port, log_config=None, access_log=False)


@app.command()
def sweep(
    once: Annotated[bool, typer.Option("--once", help="Run one sweep and exit.")] = False,
) -> None:
    """Consolidate idle conversations into memories (needs ACEH_RAG_MEMORY__ENABLED=true)."""
    import threading

    from core.logging_fields import configure_logging
    from core.sweeper.factory import build_sweeper

    configure_logging()
    settings = load_settings()
    engine = bootstrap.open_database(settings)
    sweeper = build_sweeper(engine, settings)
    if not once:
        _say(f"ingat: sweeping every {settings.memory.sweep_interval_seconds} s (Ctrl+C to stop)")
        stop = threading.Event()
        try:
            sweeper.run_forever(stop)
        except KeyboardInterrupt:
            stop.set()
        return
    try:
        report = sweeper.sweep_once()
    except Exception as exc:
        if not database_unavailable(exc):
            raise
        raise DatabaseError(
            f"the database went away during the sweep ({type(exc).__name__}); nothing was lost "
            "— run `ingat sweep --once` again when it is back"
        ) from None
    if not report.ran:
        _say(f"ingat: no sweep: {report.why_not}")
        raise typer.Exit(1 if "disabled" in report.why_not else 0)
    counts = ", ".join(
        f"{s} {report.count(s)}"
        for s in ("written", "nothing", "skipped", "unavailable", "abandoned", "raced")
        if report.count(s)
    )
    partitions = settings.memory.sweeper_partitions
    typer.echo(
        f"swept {report.due} due conversation(s): {counts or 'none'}; errors {report.errors}"
        + (f"; database lost mid-sweep for {report.lost}, still due" if report.lost else "")
        + (
            f"; partitions {', '.join(map(str, report.partitions))} of {partitions}"
            if partitions > 1
            else ""
        )
    )


@db_app.command("upgrade")
def db_upgrade() -> None:
    """Apply all migrations (idempotent)."""
    settings = load_settings()
    engine = bootstrap.open_database(settings, upgrade=True, check_embedding=False)
    status = migrate.schema_status(engine)
    typer.echo(
        f"schema at {status.current} (head {status.head}); embedding {status.embedding_type}"
    )
    embedding_record.record_if_new(engine, space_of(settings.embedding))
    typer.echo(_space_line(engine))


def _space_line(engine: Engine) -> str:
    recorded = embedding_record.read(engine)
    if recorded is None:
        return "embedding model: not recorded (vectors made before it was) — run `ingat db reembed`"
    line = f"embedding model: {recorded.space.describe()}"
    if recorded.target is not None:
        line += (
            f"; re-embedding to {recorded.target.describe()} stopped after {recorded.moved} "
            "memories — run `ingat db reembed` to finish it"
        )
    return line


@db_app.command("reembed")
def db_reembed(
    batch_size: Annotated[
        int, typer.Option(min=1, help="Memories embedded and committed together.")
    ] = DEFAULT_BATCH,
) -> None:
    """Re-embed every memory with the configured embedder (resumable; stop writers first)."""
    from core.embeddings.providers import build_embedder
    from core.memory.reembed import reembed
    from eval.runners import progress_bar

    settings = load_settings()
    engine = bootstrap.open_database(
        settings, upgrade=bootstrap.uses_embedded(settings), check_embedding=False
    )
    embedder = build_embedder(settings.embedding, settings.llm)
    bar: list[Callable[[int], None]] = []

    def progress(done: int, total: int) -> None:
        if not bar:
            bar.append(progress_bar(total))
        bar[0](done)

    result = reembed(engine, embedder, batch_size=batch_size, on_progress=progress)
    if result.already:
        typer.echo(
            f"nothing to do: the memories are already embedded with {result.space.describe()}"
        )
        return
    typer.echo(
        f"re-embedded {result.moved_now} memories ({result.total} in all) with "
        f"{result.space.describe()}"
    )


@db_app.command("status")
def db_status() -> None:
    """Where the database and its schema stand (starts nothing, creates nothing)."""
    settings = load_settings()
    if bootstrap.uses_embedded(settings):
        data_dir = settings.embedded.data_dir
        st = embedded_status(data_dir)
        state = f"running, pid {st.pid}" if st.running else "not running"
        if not st.initialized:
            state = "not created yet"
        typer.echo(f"embedded server: {st.data_dir} ({state})")
        url = running_url(data_dir)
        if url is None:
            typer.echo(
                "schema: not checked (the server is not running; `ingat db upgrade` or "
                "`ingat console` starts it)"
            )
            return
    else:
        url = resolve_database_url(settings)
    engine = engine_for(url)
    check_connection(engine)
    status = migrate.schema_status(engine)
    state = "up to date" if status.up_to_date else "out of date — run `ingat db upgrade`"
    typer.echo(f"schema: {status.current or 'empty'} (head {status.head}) {state}")
    typer.echo(f"embedding column: {status.embedding_type or 'absent'}")
    if status.up_to_date:
        typer.echo(_space_line(engine))


@db_app.command("url")
def db_url(
    driver: Annotated[
        bool, typer.Option("--driver", help="Name the psycopg driver (postgresql+psycopg://).")
    ] = False,
) -> None:
    """Print the URL of the database in use (works with psql and SQLAlchemy)."""
    settings = load_settings()
    url = resolve_database_url(settings)
    if driver:
        from core.db.engine import sqlalchemy_url

        url = sqlalchemy_url(url)
    typer.echo(url)


@db_app.command("stop")
def db_stop() -> None:
    """Stop the embedded server (a configured database URL is never touched)."""
    settings = load_settings()
    if not bootstrap.uses_embedded(settings):
        _say("ingat: ACEH_RAG_DATABASE_URL is set; there is no embedded server to stop")
        return
    stopped = stop_embedded(settings.embedded.data_dir)
    typer.echo("embedded server stopped" if stopped else "embedded server was not running")


@db_app.command("seed-demo")
def db_seed_demo() -> None:
    """Write the deterministic demo data (no-op when it is already there)."""
    settings = load_settings()
    engine = bootstrap.open_database(settings, upgrade=bootstrap.uses_embedded(settings))
    summary = bootstrap.seed(engine, settings)
    verb = "already present" if summary.already_seeded else "written"
    counts = ", ".join(f"{k} {v}" for k, v in sorted(summary.memories.items()))
    typer.echo(
        f"demo data {verb}: {summary.users} users, {summary.conversations} conversations, "
        f"{summary.messages} messages; memories: {counts}"
    )


@config_app.command("show")
def config_show() -> None:
    """Print the effective settings, secrets masked, and the start-up checks."""
    settings = load_settings()
    width = max(len(d.name) for d in settings_reference())
    for doc in settings_reference(settings):
        marker = "" if doc.value == doc.default else "   (set)"
        typer.echo(f"{doc.name.ljust(width)}  {doc.value}{marker}")
    _print_problems(settings)


@config_app.command("check")
def config_check() -> None:
    """Exit non-zero when the settings would be refused at start-up (SPEC §3.3)."""
    settings = load_settings()
    if _print_problems(settings):
        raise typer.Exit(2)


def _print_problems(settings: Settings) -> bool:
    problems = startup_problems(settings)
    for p in problems:
        _say(f"refused: {p}")
    if not problems:
        _say("start-up checks: ok")
    return bool(problems)


@config_app.command("docs")
def config_docs() -> None:
    """Print the settings table (Markdown) that the README carries."""
    typer.echo(markdown_table(), nl=False)


# The columns of `ingat memories list` and their widths (ids are 36 characters; text is last).
MEMORY_COLUMNS = {"id": 36, "user": 36, "status": 10, "category": 26, "lang": 4, "text": 0}


def _memory_line(*cells: str) -> str:
    widths = MEMORY_COLUMNS.values()
    return "  ".join(cell.ljust(width) for cell, width in zip(cells, widths, strict=True))


@memories_app.command("list")
def memories_list(
    user: Annotated[
        str, typer.Option(help="Only this user: id, its first 4+ characters, name or e-mail.")
    ] = "",
    status: Annotated[str, typer.Option(help="active, superseded or deleted.")] = "",
    language: Annotated[
        str, typer.Option(help=f"Only memories in this language: {one_of(languages.codes())}.")
    ] = "",
    page: Annotated[int, typer.Option(min=1)] = 1,
    page_size: Annotated[int, typer.Option(min=1, max=200)] = 50,
) -> None:
    """List memories, newest change first."""
    if language:
        languages.pack(language)  # an unknown one is refused, naming the supported ones
    settings = load_settings()
    engine = bootstrap.open_database(settings)
    with session_scope(engine) as session:
        result = list_memories(
            session,
            MemoryFilter(
                user_id=resolve_user(session, user),
                status=status or None,
                language=language or None,
            ),
            page=page,
            page_size=page_size,
        )
    typer.echo(_memory_line(*MEMORY_COLUMNS))
    for m in result.items:
        typer.echo(
            _memory_line(str(m.id), str(m.user_id), m.status, m.category or "-", m.language, m.text)
        )
    _say(f"page {result.page}/{result.pages}, {result.total} memories")


@memories_app.command("delete")
def memories_delete(
    memory_id: Annotated[str, typer.Argument(help="Id of the memory to delete permanently.")],
    reason: Annotated[str, typer.Option(help="Why (recorded in the audit log).")],
) -> None:
    """Permanently delete a memory and its earlier versions (audited)."""
    try:
        target = uuid.UUID(memory_id)
    except ValueError:
        raise IngatError(f"{memory_id[:40]!r} is not a memory id (a UUID)") from None
    settings = load_settings()
    engine = bootstrap.open_database(settings)
    with session_scope(engine) as session:
        result = hard_delete_memory(
            session, target, actor=cli_actor(), reason=reason, hmac_key=hmac_key(settings)
        )
    typer.echo(f"deleted {len(result.deleted_ids)} row(s)")


@eval_app.command("run")
def eval_run(
    suite: Annotated[str, typer.Option(help=f"{SUITES.choices}.")],
    dataset: Annotated[Path, typer.Option(help="JSONL dataset (SPEC §10.1).")],
    provider: Annotated[
        str, typer.Option(help=f"{PROVIDERS.choices} (default: the configured one).")
    ] = "",
    prompt_version: Annotated[str, typer.Option(help="Prompt version id or file stem.")] = "",
    strategy: Annotated[str, typer.Option(help=f"Recall strategy: {STRATEGIES.choices}.")] = "",
    output: Annotated[Path | None, typer.Option(help="Write the result JSON here.")] = None,
    store: Annotated[
        bool, typer.Option("--store/--no-store", help="Keep the result in eval_runs.")
    ] = True,
    concurrency: Annotated[
        int,
        typer.Option(
            min=0,
            help="Cases at a time (0: the provider's own, "
            + ", ".join(f"{p.name} {p.parallel_calls}" for p in PROVIDERS)
            + ").",
        ),
    ] = 0,
) -> None:
    """Run one suite and print its metrics with 95 % intervals, per language.

    ``--dataset langfuse:NAME`` runs the Langfuse dataset NAME as a Langfuse experiment.
    """
    import json

    from core.observability.tracing import flush
    from eval.gate import model_error_check
    from eval.run import run_suite, store_result, summary_table

    chosen = SUITES.parse(suite)
    if strategy:
        STRATEGIES.parse(strategy)
    settings = load_settings()
    if provider:
        settings = settings.model_copy(
            update={"llm": settings.llm.model_copy(update={"provider": PROVIDERS.parse(provider)})}
        )
    engine = bootstrap.open_database(settings, upgrade=bootstrap.uses_embedded(settings))
    source = str(dataset)
    if source.startswith("langfuse:"):
        from eval.experiment import run_langfuse_experiment

        result = run_langfuse_experiment(
            chosen,
            source.removeprefix("langfuse:"),
            settings,
            strategy=strategy or None,
            prompt_version=prompt_version or None,
            concurrency=concurrency or None,
        )
    else:
        result = run_suite(
            chosen,
            dataset,
            settings,
            strategy=strategy or None,
            prompt_version=prompt_version or None,
            concurrency=concurrency or None,
        )
    flush(settings.langfuse)
    typer.echo(summary_table(result))
    if output is not None:
        output.parent.mkdir(parents=True, exist_ok=True)
        output.write_text(json.dumps(result, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        _say(f"ingat: wrote {output}")
    if store:
        _say(f"ingat: stored as eval run {store_result(engine, result)}")
    failed_calls = model_error_check(result)
    if failed_calls is not None and not failed_calls.passed:
        _say(f"ingat: the model endpoint failed: {failed_calls.detail}; exit 1")
        raise typer.Exit(1)


@eval_app.command("push")
def eval_push(
    suite: Annotated[str, typer.Option(help=f"{SUITES.choices}.")],
    dataset: Annotated[Path, typer.Option(help="JSONL dataset to upload.")],
    name: Annotated[str, typer.Option(help="Langfuse dataset name (default: the file stem).")] = "",
) -> None:
    """Upload a dataset to Langfuse (idempotent: items are keyed by case id)."""
    from eval.langfuse_datasets import push

    chosen = SUITES.parse(suite)
    count = push(load_settings().langfuse, dataset, chosen, name or dataset.stem)
    typer.echo(f"pushed {count} case(s) to Langfuse dataset {name or dataset.stem!r}")


@eval_app.command("pull")
def eval_pull(
    suite: Annotated[str, typer.Option(help=f"{SUITES.choices}.")],
    name: Annotated[str, typer.Option(help="Langfuse dataset name.")],
    output: Annotated[Path, typer.Option(help="Write the JSONL dataset here.")],
) -> None:
    """Download a Langfuse dataset as a validated JSONL file."""
    from eval.langfuse_datasets import pull

    chosen = SUITES.parse(suite)
    count = pull(load_settings().langfuse, name, chosen, output)
    typer.echo(f"pulled {count} case(s) into {output}")


@eval_app.command("report")
def eval_report(
    result: Annotated[
        list[Path], typer.Option("--result", help="Result JSON of `ingat eval run` (repeatable).")
    ],
    output: Annotated[Path, typer.Option(help="Write the HTML report here.")] = Path(
        "eval-report.html"
    ),
    runs: Annotated[
        int, typer.Option(min=0, help="Also chart the trend of this many stored runs per suite.")
    ] = 0,
) -> None:
    """A self-contained HTML report with plotly charts of one or more results."""
    import json

    from core.db.engine import session_scope
    from core.evaluations.runs import recent_runs
    from eval.report import render_report

    results = []
    for path in result:
        try:
            results.append(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError) as exc:
            raise IngatError(
                f"{path}: not a readable result JSON ({type(exc).__name__}); run `ingat eval run --output`"
            ) from None
    stored = []
    if runs:
        engine = bootstrap.open_database(load_settings())
        with session_scope(engine) as session:
            for suite in sorted({r["suite"] for r in results}):
                stored += recent_runs(session, suite, runs)
    output.write_text(render_report(results, stored), encoding="utf-8")
    typer.echo(f"wrote {output}")


@eval_app.command("gate")
def eval_gate(
    baseline: Annotated[Path, typer.Option(help="Result JSON of the baseline.")],
    candidate: Annotated[Path, typer.Option(help="Result JSON of the candidate.")],
    config: Annotated[
        Path | None, typer.Option(help="Gate config (default eval/gate.toml).")
    ] = None,
    markdown_out: Annotated[
        Path | None, typer.Option("--markdown", help="Write the Markdown summary here.")
    ] = None,
    junit_out: Annotated[Path | None, typer.Option("--junit", help="Write JUnit XML here.")] = None,
) -> None:
    """Exit 1 when the candidate is worse beyond tolerance or breaks a hard limit."""
    import json

    from eval.gate import DEFAULT_CONFIG, junit, markdown, run_gate

    def read(path: Path) -> dict[str, object]:
        try:
            return dict(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError) as exc:
            raise IngatError(
                f"{path}: not a readable result JSON ({type(exc).__name__}); run `ingat eval run --output`"
            ) from None

    base, cand = read(baseline), read(candidate)
    checks = run_gate(base, cand, config or DEFAULT_CONFIG)
    suite = str(cand["suite"])
    summary = markdown(checks, suite)
    typer.echo(summary)
    if markdown_out:
        markdown_out.write_text(summary, encoding="utf-8")
    if junit_out:
        junit_out.write_text(junit(checks, suite), encoding="utf-8")
    if not all(c.passed for c in checks):
        raise typer.Exit(1)


@eval_app.command("prompt-gate")
def eval_prompt_gate(
    rebaseline: Annotated[
        bool, typer.Option("--rebaseline", help="Make new local baselines (on purpose).")
    ] = False,
    force: Annotated[
        bool, typer.Option("--force", help="Run even when the prompts are unchanged.")
    ] = False,
    markdown_out: Annotated[
        Path | None, typer.Option("--markdown", help="Write the Markdown summary here.")
    ] = None,
) -> None:
    """Gate a change to core/prompts/ with the real local model; a no-op when they are unchanged."""
    from app.local_llm.build import default_paths
    from app.local_llm.models import DEFAULT_LOCAL_MODEL, LOCAL_MODELS
    from app.local_llm.prompt_gate import run_prompt_gate
    from eval.gate import markdown

    model = LOCAL_MODELS.get(DEFAULT_LOCAL_MODEL)
    run = run_prompt_gate(
        load_settings(), model, default_paths(), rebaseline=rebaseline, force=force, say=_say
    )
    if not run.ran:
        _say(f"ingat: prompt gate not needed: {run.why}")
        return
    _say(f"ingat: prompt gate: {run.why}")
    summary = "\n".join(
        markdown(checks, f"{suite} prompt gate ({model.name})")
        for suite, checks in run.checks.items()
    )
    typer.echo(summary)
    if markdown_out:
        markdown_out.write_text(summary, encoding="utf-8")
    if not run.passed:
        raise typer.Exit(1)


def main() -> None:
    """Entry point: run the CLI and render core errors once."""
    try:
        app()
    except IngatError as exc:
        _say(f"error: {exc}")
        sys.exit(exc.exit_code)


if __name__ == "__main__":
    main()
