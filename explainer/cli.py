"""The var-explainer command line: explain an incident file, print the schema, serve the app."""

from __future__ import annotations

import contextlib
import functools
import io
import json
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any, NoReturn

import click

from explainer import i18n
from explainer.errors import FieldError
from explainer.loading import InputError, load_file

EXIT_BAD_INPUT = 2


def _fail(errors: InputError, source: str, code: str = "bad_incident") -> NoReturn:
    from explainer.messages import say

    click.echo(say("cli", code, source), err=True)
    for err in errors.errors:
        click.echo(f"  {err}", err=True)
    sys.exit(EXIT_BAD_INPUT)


EXIT_OUTPUT = 1
EXIT_INTERRUPTED = 130
EXIT_CLOSED_PIPE = 141


def _quiet_stdout() -> None:
    """Standard output pointed at /dev/null: nothing more is written to a closed pipe
    (not even Python's flush at exit)."""
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())


class _Commands(click.Group):
    """The commands, with conventional exit codes for what happens to the output: quiet
    with 141 when the reader closes the pipe (``| head -1``), 130 on Ctrl-C, and 1 with
    the reason when the output cannot be written (a full disk, a missing folder)."""

    def invoke(self, ctx: click.Context) -> Any:
        from explainer.messages import say

        try:
            result = super().invoke(ctx)
            sys.stdout.flush()
            return result
        except BrokenPipeError:
            _quiet_stdout()
            ctx.exit(EXIT_CLOSED_PIPE)
        except KeyboardInterrupt:
            click.echo(say("cli", "interrupted"), err=True)
            ctx.exit(EXIT_INTERRUPTED)
        except OSError as exc:
            _quiet_stdout()
            click.echo(say("cli", "cannot_write", exc.strerror or str(exc)), err=True)
            ctx.exit(EXIT_OUTPUT)


@click.group(cls=_Commands, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="var-explainer")
def main() -> None:
    """Explain offside and VAR decisions, step by step, citing the Laws of the Game."""


def _speaks(command: Callable[..., None]) -> Callable[..., None]:
    """Add ``--lang`` to a command: it speaks that language (explainer/i18n.py) throughout."""

    @click.option(
        "--lang",
        type=click.Choice(i18n.LANGUAGES),
        default=i18n.DEFAULT,
        show_default=True,
        help="The language of the explanation (the facts and the decision are the same).",
    )
    @functools.wraps(command)
    def speaking(*args: Any, lang: str, **kwargs: Any) -> None:
        with i18n.speaking(lang):
            command(*args, **kwargs)

    return speaking


@main.command()
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json", "html"]),
    default="text",
    show_default=True,
    help="Output format.",
)
@click.option("--edition", default=None, help="Apply this edition of the Laws, e.g. 2025/26.")
@_speaks
def explain(file: Path, fmt: str, edition: str | None) -> None:
    """Explain the incident in FILE (YAML or JSON)."""
    from explainer import service, wording

    try:
        incident, analysis = service.explain(load_file(file), edition)
    except InputError as exc:
        _fail(exc, str(file))
        return
    if fmt == "json":
        doc = service.decision_json(incident, analysis)
        doc["explanation"] = wording.explain_text(incident, analysis)
        click.echo(json.dumps(doc, indent=2, ensure_ascii=False))
    elif fmt == "html":
        click.echo(wording.explain_html(incident, analysis))
    else:
        click.echo(wording.explain_text(incident, analysis).rstrip())


@main.command()
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="Output format (json: the document POST /api/v1/interview gives).",
)
@click.option(
    "--declined",
    multiple=True,
    help="The id of a question answered 'not known' (not asked again); repeat for more.",
)
@click.option("--edition", default=None, help="Apply this edition of the Laws, e.g. 2025/26.")
@_speaks
def interview(file: Path, fmt: str, declined: tuple[str, ...], edition: str | None) -> None:
    """Ask what the outcome of the incident in FILE still turns on.

    Any field may be missing from FILE: what it does not give is not known. Prints the
    answer until then (its first line is the headline) and each question, the most
    decisive first, with its answers and the value each writes at the question's fact."""
    from explainer import interview as asking
    from explainer import service, wording

    try:
        edition = service.check_edition(edition)
        doc = asking.document(load_file(file), declined, edition)
    except InputError as exc:
        _fail(exc, str(file))
        return
    if fmt == "json":
        click.echo(doc.model_dump_json(indent=2))
        return
    if doc.summary is not None:
        click.echo(doc.summary.headline)
    words = wording.environment().get_template("text/interview.txt.j2")
    click.echo(words.render(doc=doc).rstrip())


@main.command()
@click.argument("infile", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Write decisions here (JSON Lines) instead of standard output.",
)
@click.option("--edition", default=None, help="Apply this edition of the Laws, e.g. 2025/26.")
@click.option("--trace/--no-trace", default=False, help="Include each decision's trace.")
@click.option(
    "--allow-invalid",
    is_flag=True,
    default=False,
    help="Exit 0 even when some lines are not valid incidents.",
)
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=0, max=256),
    default=1,
    show_default=True,
    help="Decide on this many processes (0: one per core). The output is the same.",
)
@click.option(
    "--dask",
    "dask_address",
    metavar="ADDRESS|local",
    default=None,
    help="Decide on a Dask cluster: its scheduler's address, or local for one of --jobs "
    "workers here (needs var-explainer[dask]). The output is the same.",
)
@_speaks
def batch(
    infile: Path,
    output: Path | None,
    edition: str | None,
    trace: bool,
    allow_invalid: bool,
    jobs: int,
    dask_address: str | None,
) -> None:
    """Decide every incident in INFILE (JSON Lines, one incident per line; - for stdin).

    Writes one record per input line; an invalid line (or one over 1,000,000 characters)
    gets an error record with its line number and the run goes on. A summary goes to
    standard error at the end, or so far on Ctrl-C (exit code 130). Exit code 0 when
    every line was decided, 2 when some were not (0 with --allow-invalid), 1 when the
    output cannot be written. With --jobs or --dask the records keep the input's order.
    """
    from explainer import batch as runner
    from explainer import workers

    source = _batch_source(infile, edition)
    from explainer.messages import say

    progress = (
        runner.Progress(sys.stderr, source, lambda n, rate: say("cli", "batch_progress", n, rate))
        if runner.is_terminal()
        else None
    )
    summary = runner.Summary()
    place = workers.place(jobs, dask_address, edition, trace)

    try:
        with (
            source,
            output.open("w", encoding="utf-8") if output else _stdout() as out,
            place as mapper,
        ):
            runner.run(
                runner.read_lines(source),
                out,
                edition=edition,
                trace=trace,
                progress=progress,
                summary=summary,
                mapper=mapper,
            )
    except workers.DaskError as exc:
        reason = say("cli", exc.code, dask_address, str(exc))
        _fail(InputError([FieldError("", reason, "bad_option")]), "--dask", "bad_option")
        return
    except KeyboardInterrupt:
        _batch_report(summary.as_dict())
        raise
    _batch_report(summary.as_dict())
    if summary.counts["invalid"] and not allow_invalid:
        sys.exit(EXIT_BAD_INPUT)


def _batch_report(counts: dict[str, int]) -> None:
    """The batch's summary on standard error: the lines, then each count."""
    from explainer.messages import say

    parts = ", ".join(say("cli", "batch_count", v, k) for k, v in counts.items() if k != "lines")
    click.echo(say("cli", "batch_done", counts["lines"], parts), err=True)


def _batch_source(infile: Path, edition: str | None) -> IO[str]:
    """The batch's input, opened, once its options are checked (else exit 2, saying why)."""
    from explainer.messages import say
    from explainer.service import check_edition

    try:
        check_edition(edition)
        return _stdin() if str(infile) == "-" else infile.open(encoding="utf-8", errors="replace")
    except OSError as exc:
        reason = say("cli", "cannot_read", str(infile), exc.strerror)
        _fail(InputError([FieldError("", reason, "unreadable")]), str(infile), "unreadable")
    except InputError as exc:
        _fail(exc, "--edition", "bad_option")


@contextlib.contextmanager
def _stdout() -> Iterator[IO[str]]:
    """Standard output as UTF-8 text, left open at the end (the wrapper is detached)."""
    sys.stdout.flush()
    stream = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8")
    try:
        yield stream
    finally:
        stream.flush()
        stream.detach()


def _stdin() -> IO[str]:
    """Standard input as UTF-8 text, undecodable bytes replaced (the record then says
    what is wrong with the line)."""
    return io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace")


@main.command()
@click.option(
    "--analysis",
    is_flag=True,
    help="Print the schema of an analysis (explain --format json) instead.",
)
def schema(analysis: bool) -> None:
    """Print the incident JSON Schema (or, with --analysis, the analysis one)."""
    from explainer import openapi

    chosen = openapi.analysis_schema() if analysis else openapi.incident_schema()
    click.echo(json.dumps(chosen, indent=2))


@main.command()
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True, path_type=Path))
@click.option(
    "--date",
    "reference_date",
    default=None,
    help="The day the article was published (YYYY-MM-DD): its weekdays are counted back from it.",
)
@click.option("--name", default=None, help="Who published the article (the incident's source).")
@click.option("--url", default=None, help="Where the article is published.")
@click.option(
    "--candidate",
    default=None,
    help="For an article that tells of several incidents: which one to draft (1, 2, ...).",
)
@_speaks
def draft(
    file: Path, reference_date: str | None, name: str | None, url: str | None, candidate: str | None
) -> None:
    """Draft an incident from an article (FILE, or - for standard input): YAML, with the
    sentence each value came from as a comment beside it. An article that tells of several
    incidents is drafted one incident at a time (--candidate), never merged."""
    from explainer import drafts
    from explainer.messages import say

    label = "standard input" if str(file) == "-" else str(file)
    try:
        if str(file) == "-":
            raw = sys.stdin.buffer.read(drafts.MAX_READ_BYTES)
        else:
            with file.open("rb") as handle:
                raw = handle.read(drafts.MAX_READ_BYTES)
    except OSError as exc:
        click.echo(say("cli", "cannot_draft", label, exc.strerror or str(exc)), err=True)
        sys.exit(EXIT_BAD_INPUT)
    try:
        req = drafts.request(raw, reference_date, name, url, candidate)
        made = drafts.make(req)
    except drafts.DraftRequestError as exc:
        click.echo(say("cli", "cannot_draft", label, exc.message), err=True)
        sys.exit(EXIT_BAD_INPUT)
    if drafts.warning(made):
        click.echo(drafts.warning(made), err=True)  # and under the YAML's header
        for line in drafts.candidates(made):
            click.echo(f"  {line}", err=True)
        if made.candidates:
            click.echo(say("draft", "another_with_option"), err=True)
    click.echo(drafts.to_yaml(made, name or label), nl=False)


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=5000, show_default=True, type=int)
@click.option("--workers", default=2, show_default=True, type=int, help="Processes.")
@click.option(
    "--threads",
    default=4,
    show_default=True,
    type=click.IntRange(min=4),
    help="App threads per process: at least 4, 2 for heavy requests, 1 for the database, "
    "the rest for pages (explainer/limits.py).",
)
@click.option(
    "--body-timeout",
    default=10.0,
    show_default=True,
    type=float,
    help="Seconds a request body may pause before the request gets a 400.",
)
@click.option(
    "--send-timeout",
    default=30.0,
    show_default=True,
    type=float,
    help="Seconds a client may take nothing of its answer before it is dropped.",
)
@click.option(
    "--header-timeout",
    default=10.0,
    show_default=True,
    type=click.FloatRange(min=0, min_open=True),
    help="Seconds a connection may take to send a whole request head, from its opening "
    "or its previous answer, before it is closed.",
)
def serve(
    host: str,
    port: int,
    workers: int,
    threads: int,
    body_timeout: float,
    send_timeout: float,
    header_timeout: float,
) -> None:
    """Serve the web explainer with gunicorn (asyncio workers: slow clients cannot stall it)."""
    from explainer.server import check_port
    from explainer.server import serve as run

    try:
        check_port(host, port)
    except OSError as exc:
        from explainer.messages import say

        reason = exc.strerror or str(exc)
        click.echo(say("cli", "cannot_serve", host=host, port=port, reason=reason), err=True)
        sys.exit(EXIT_BAD_INPUT)
    run(host, port, workers, threads, body_timeout, send_timeout, header_timeout)


def _importing() -> None:
    """``var-explainer import``: passes from a data provider's files (explainer/tracking)."""
    from explainer.tracking.command import importing

    main.add_command(importing)


_importing()

if __name__ == "__main__":  # pragma: no cover
    main()
