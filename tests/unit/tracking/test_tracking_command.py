"""var-explainer import statsbomb: the incidents batch reads, the report, and bad files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from statsbomb_shapes import Play, mate, opponent, write

from explainer.cli import main

PLAYS = [
    Play("a", (70, 40), (100, 40), frame=[mate(70, 40, True), mate(99, 40), opponent(95, 30)]),
    Play("b", (30, 40), (41, 40), outcome="Pass Offside", frame=[mate(30, 40, True), mate(40, 40)]),
    Play("c", (60, 40), (50, 40), kind="Kick Off", frame=None),
]


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["import", "statsbomb", *args])
    return result.exit_code, result.stdout, result.stderr


def test_the_incidents_are_what_batch_reads_and_the_report_lists_every_pass(
    tmp_path: Path,
) -> None:
    events, lineup, frames = write(tmp_path, PLAYS)
    out, report = tmp_path / "incidents.jsonl", tmp_path / "report.json"
    code, _, err = _run(
        str(events), "--three-sixty", str(frames), "--lineup", str(lineup),
        "-o", str(out), "--report", str(report),
    )  # fmt: skip
    assert code == 0, err
    assert "3 passes:" in err and "1 labelled offside by the provider" in err
    assert len(out.read_text().splitlines()) == 3
    decided = CliRunner().invoke(main, ["batch", str(out), "-o", str(tmp_path / "d.jsonl")])
    assert decided.exit_code == 0, decided.stderr
    assert "3 lines:" in decided.stderr and "invalid" not in decided.stderr
    doc = json.loads(report.read_text())
    assert doc["match"] == {"home": "Northton", "away": "Southby", "id": "events"}
    passes = doc["passes"]
    assert [p["event_id"] for p in passes] == ["a", "b", "c"]
    assert [p["provider_label"] for p in passes] == [None, "Pass Offside", None]
    keys = {"event_id", "minute", "second", "passer", "receiver", "provider_label"}
    assert keys | {"position", "offence", "reason"} <= set(passes[0])
    assert set(passes[0]["reason"]) == {"code", "words"}


def test_without_output_the_incidents_go_to_standard_output(tmp_path: Path) -> None:
    events, lineup, _ = write(tmp_path, PLAYS)
    code, out, _ = _run(str(events), "--lineup", str(lineup))
    assert code == 0
    assert [json.loads(line)["start"]["kind"] for line in out.splitlines()] == [
        "open_play",
        "open_play",
        "kick_off",
    ]
    # Without the 360 file no position is known.
    assert all(not json.loads(line)["positions"] for line in out.splitlines())


@pytest.mark.parametrize(
    ("which", "text", "says"),
    [
        ("events", "{not json", "not valid JSON"),
        ("lineup", '{"a": 1}', "not a list of records"),
        ("360", '[{"visible_area": []}]', 'record 1 has no "event_uuid"'),
        ("events", '[{"id": "x", "type": {"id": 30, "name": "Pass"}}]', "does not read with"),
    ],
)
def test_a_bad_file_is_named_and_exits_2(tmp_path: Path, which: str, text: str, says: str) -> None:
    events, lineup, frames = write(tmp_path, PLAYS)
    bad = {"events": events, "lineup": lineup, "360": frames}[which]
    bad.write_text(text)
    code, _, err = _run(str(events), "--three-sixty", str(frames), "--lineup", str(lineup))
    assert code == 2
    assert err.startswith(f"error: {bad} cannot be imported: ")
    assert says in err


def test_a_missing_file_is_named_and_exits_2(tmp_path: Path) -> None:
    events, lineup, _ = write(tmp_path, PLAYS)
    missing = tmp_path / "nowhere.json"
    code, _, err = _run(str(events), "--three-sixty", str(missing), "--lineup", str(lineup))
    assert code == 2 and f"error: {missing} cannot be imported" in err


def test_the_date_and_competition_given_are_the_matchs(tmp_path: Path) -> None:
    events, lineup, _ = write(tmp_path, PLAYS)
    code, out, _ = _run(
        str(events), "--lineup", str(lineup), "--date", "2021-06-11", "--competition", "Cup"
    )
    assert code == 0
    match = json.loads(out.splitlines()[0])["match"]
    assert (match["date"], match["competition"]) == ("2021-06-11", "Cup")
    assert (
        "date"
        not in json.loads(_run(str(events), "--lineup", str(lineup))[1].splitlines()[0])["match"]
    )


def test_the_page_pictures_each_flagged_pass_and_lists_every_pass(tmp_path: Path) -> None:
    events, lineup, frames = write(tmp_path, PLAYS)
    page = tmp_path / "report.html"
    args = (str(events), "--three-sixty", str(frames), "--lineup", str(lineup))
    code, _, _ = _run(*args, "-o", str(tmp_path / "i.jsonl"), "--html", str(page))
    assert code == 0
    text = page.read_text()
    # a: the engine's offside offence; b: the provider's label; c: neither.
    assert text.count("<figure>") == 2 and text.count("<svg") == 2
    assert text.count("<tr>") == 1 + len(PLAYS)
    assert "Every pass judged: Northton v Southby" in text
    assert "The provider's label: Pass Offside" in text


def test_the_words_speak_the_language_asked(tmp_path: Path) -> None:
    events, lineup, frames = write(tmp_path, PLAYS)
    args = (str(events), "--three-sixty", str(frames), "--lineup", str(lineup))
    code, out, err = _run(*args, "--lang", "fr")
    assert code == 0 and err.startswith("3 passes : ")
    assert json.loads(out.splitlines()[0])["title"].startswith("4:00, passe de Ada Passer")
