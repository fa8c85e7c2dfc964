"""``var-explainer import statsbomb``: a match's passes as incidents, and its report."""

from __future__ import annotations

import json
import sys
from collections import Counter
from datetime import datetime
from pathlib import Path

import click

from explainer import i18n
from explainer.messages import say

EXIT_BAD_INPUT = 2


@click.group(name="import")
def importing() -> None:
    """Import the passes of a match from a data provider's files as incidents."""


def _compact(data: object) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


@importing.command()
@click.argument("events", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--three-sixty",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="StatsBomb 360 freeze frames of the match (without them no position is known).",
)
@click.option(
    "--lineup",
    type=click.Path(dir_okay=False, path_type=Path),
    required=True,
    help="StatsBomb lineups of the match.",
)
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Write the incidents here (JSON Lines, one pass a line) instead of standard output.",
)
@click.option(
    "--report",
    "report_path",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Also judge every pass and write the match report here (JSON).",
)
@click.option(
    "--html",
    "html_path",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Also write the match report as a page (HTML), a picture for each pass it flags.",
)
@click.option(
    "--date",
    type=click.DateTime(formats=["%Y-%m-%d"]),
    default=None,
    help="The day of the match (YYYY-MM-DD): its passes are judged under the Laws of the day.",
)
@click.option("--competition", default=None, help="The competition, as the incidents name it.")
@click.option(
    "--lang",
    type=click.Choice(i18n.LANGUAGES),
    default=i18n.DEFAULT,
    show_default=True,
    help="The language of the incidents' and the report's words (the answers are the same).",
)
def statsbomb(
    events: Path,
    three_sixty: Path | None,
    lineup: Path,
    output: Path | None,
    report_path: Path | None,
    html_path: Path | None,
    date: datetime | None,
    competition: str | None,
    lang: str,
) -> None:
    """Every pass in StatsBomb's EVENTS file (with its lineup and 360 freeze frames) as an
    incident that ``var-explainer batch`` decides: the restart, the passer, the receiver
    where the frame tells him apart, and where he stood in metres, with what the camera did
    not see left not known. Without --date the incidents are hypothetical, judged under
    the latest Laws. Exit code 2 when a file cannot be imported."""
    with i18n.speaking(lang):
        _import(events, three_sixty, lineup, output, report_path, html_path, date, competition)


def _import(
    events: Path,
    three_sixty: Path | None,
    lineup: Path,
    output: Path | None,
    report_path: Path | None,
    html_path: Path | None,
    date: datetime | None,
    competition: str | None,
) -> None:
    from explainer.tracking import statsbomb as reading
    from explainer.tracking.report import judge_all, report

    files = reading.Files(events, lineup, three_sixty)
    facts = {"date": date.date().isoformat()} if date else {}
    if competition:
        facts["competition"] = competition
    try:
        plays = list(reading.passes(files, facts))
    except reading.ImportFileError as exc:
        problem = say("tracking", exc.code, **exc.values)
        click.echo(say("tracking", "bad_file", exc.path, problem), err=True)
        sys.exit(EXIT_BAD_INPUT)
    judged = list(judge_all(plays))
    lines = "".join(_compact(j.incident) + "\n" for j in judged)
    if output is None:
        click.echo(lines, nl=False)
    else:
        output.write_text(lines, encoding="utf-8")
    entries = [j.entry for j in judged]
    if report_path is not None:
        match = plays[0].match if plays else {}
        doc = report(judged, match)
        report_path.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", "utf-8")
    if html_path is not None:
        from explainer.tracking.page import html

        html_path.write_text(html(judged, plays[0].match if plays else {}), "utf-8")
    counts = Counter(e["position"] for e in entries)
    labelled = sum(1 for e in entries if e["provider_label"])
    said = say(
        "tracking",
        "imported",
        len(entries),
        counts["offside"],
        counts["onside"],
        counts["not_known"],
        labelled,
    )
    click.echo(said, err=True)
