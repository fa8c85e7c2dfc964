"""Each rule of the StatsBomb import on an invented match written here: who received the
pass, what the camera saw, the tolerance of centre-of-body positions, and restarts. The
position and the offence are the engine's answers to the incident each pass becomes."""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from flask.testing import FlaskClient
from statsbomb_shapes import Play, area, mate, opponent, write

from explainer.cli import main
from explainer.tracking import report, statsbomb
from explainer.tracking.placing import TOLERANCE_M

#: The receiver (102) just short of where the pass ends, Southby's goalkeeper on its line,
#: two Southby players farther from their goal line than the receiver.
RECEIVER = (99.0, 40.0)
END = (100.0, 40.0)


def frame(
    *others: dict[str, Any], receiver: tuple[float, float] = RECEIVER
) -> list[dict[str, Any]]:
    return [mate(70, 40, actor=True), mate(*receiver), mate(75, 5), *others]


BEHIND = (opponent(95, 30), opponent(90, 50))
KEEPER = opponent(118, 40, keeper=True)
TEN = [opponent(90 - i, 5 + 7 * i) for i in range(10)]

PLAYS = [
    # Receiver identification.
    Play("clear", (70, 40), END, frame=frame(*BEHIND, KEEPER)),
    Play("two_near", (70, 40), END, frame=frame(mate(101, 41), *BEHIND, KEEPER)),
    # The next team-mate 2.5 m farther (but more than twice as far), or 1.4 times as far
    # (but 3.3 m farther): not clearly farther either way.
    Play("gap_small", (70, 40), END, frame=frame(mate(100, 45), *BEHIND, receiver=(98, 40))),
    Play(
        "ratio_small",
        (70, 40),
        END,
        duration=1.5,
        frame=frame(mate(100, 28), *BEHIND, receiver=(91, 40)),
    ),
    Play("too_far", (70, 40), END, duration=0.5, frame=frame(*BEHIND, KEEPER, receiver=(85, 40))),
    Play("end_hidden", (70, 40), END, visible=area(40, 90), frame=frame(*BEHIND)),
    Play("no_frame", (70, 40), END, frame=None),
    Play("no_recipient", (70, 40), END, recipient=None, outcome="Incomplete", frame=frame(*BEHIND)),
    # Visibility: the band between the receiver and the goal line.
    Play(
        "band_hidden",
        (70, 40),
        END,
        outcome="Pass Offside",
        visible=area(60, 105),
        frame=frame(*BEHIND),
    ),
    Play(
        "corner_hidden",
        (70, 40),
        END,
        visible=[60, 0, 120, 0, 120, 70, 60, 80, 60, 0],
        frame=frame(*BEHIND),
    ),
    Play(
        "two_in_view_nearer",
        (70, 40),
        END,
        visible=area(60, 108),
        frame=frame(opponent(104, 30), opponent(106, 50), *BEHIND),
    ),
    # Ten opponents in view, all farther from the goal line: the eleventh, out of view, is
    # at most one nearer. Nine in view: two might be.
    Play("ten_counted", (70, 40), END, visible=area(60, 105), frame=frame(*TEN)),
    Play("nine_counted", (70, 40), END, visible=area(60, 105), frame=frame(*TEN[:9])),
    # Tolerance: centres of bodies.
    Play("level_in_tolerance", (70, 40), END, frame=frame(opponent(99.3, 30), *BEHIND, KEEPER)),
    Play("beyond_tolerance", (70, 40), END, frame=frame(opponent(97, 30), *BEHIND, KEEPER)),
    Play("nearer_than_tolerance", (70, 40), END, frame=frame(opponent(101, 30), *BEHIND, KEEPER)),
    Play(
        "ball_in_tolerance",
        (98.8, 60),
        END,
        frame=[mate(98.8, 60, actor=True), mate(*RECEIVER), *BEHIND, KEEPER],
    ),
    Play("own_half", (30, 40), (41, 40), frame=[mate(30, 40, actor=True), mate(40, 40), *BEHIND]),
    # Restarts.
    Play("throw_in", (70, 0), END, kind="Throw-in", frame=frame(*BEHIND, KEEPER)),
    Play("free_kick", (70, 40), END, kind="Free Kick", frame=frame(*BEHIND, KEEPER)),
    Play("goal_kick", (6, 40), (30, 40), kind="Goal Kick", frame=None),
    Play("kick_off", (60, 40), (50, 40), kind="Kick Off", frame=None),
    Play(
        "corner",
        (120, 0),
        (110, 30),
        kind="Corner",
        frame=[mate(120, 0, actor=True), mate(110, 31), opponent(112, 35), KEEPER],
    ),
]


@pytest.fixture(scope="module")
def judged(tmp_path_factory: pytest.TempPathFactory) -> dict[str, report.Judged]:
    events, lineup, frames = write(tmp_path_factory.mktemp("match"), PLAYS)
    plays = statsbomb.passes(statsbomb.Files(events, lineup, frames))
    return {j.play.event_id: j for j in report.judge_all(plays)}


def entry(judged: dict[str, report.Judged], ident: str) -> tuple[str, bool | None, str]:
    got = judged[ident].entry
    return got["position"], got["offence"], got["reason"]["code"]


def test_every_pass_is_judged_in_order(judged: dict[str, report.Judged]) -> None:
    assert list(judged) == [p.ident for p in PLAYS]


# --- who received the pass -----------------------------------------------------------------


def test_the_team_mate_nearest_the_end_is_the_receiver_when_beyond_doubt(judged: Any) -> None:
    assert entry(judged, "clear") == ("offside", True, "offside_in_view")
    where = judged["clear"].incident["positions"][0]
    assert where["player"] == "p102" and where["where"]["kind"] == "distances"


@pytest.mark.parametrize(
    ("ident", "reason"),
    [
        ("two_near", "receiver_ambiguous"),
        ("gap_small", "receiver_ambiguous"),
        ("ratio_small", "receiver_ambiguous"),
        ("too_far", "receiver_not_seen"),
        ("end_hidden", "end_out_of_view"),
        ("no_frame", "no_frame"),
    ],
)
def test_a_receiver_not_told_apart_has_no_position(judged: Any, ident: str, reason: str) -> None:
    assert entry(judged, ident) == ("not_known", None, reason)
    incident = judged[ident].incident
    assert not [p for p in incident["positions"] if p["player"] == "p102"]
    assert incident["sequence"][1] == {"by": "p102", "action": "control"}


def test_a_pass_to_nobody_is_judged_with_its_passer_alone(judged: Any) -> None:
    assert entry(judged, "no_recipient") == ("not_known", None, "no_receiver")
    assert judged["no_recipient"].incident["sequence"] == [{"by": "p101", "action": "pass"}]
    assert judged["no_recipient"].entry["receiver"] is None


# --- what the camera saw -------------------------------------------------------------------


@pytest.mark.parametrize("ident", ["band_hidden", "corner_hidden"])
def test_a_hidden_part_of_the_band_leaves_the_position_not_known(judged: Any, ident: str) -> None:
    assert entry(judged, ident) == ("not_known", None, "out_of_view")
    assert judged[ident].incident["positions"][0]["where"]["second_last"] == "unknown"


def test_opponents_out_of_view_are_counted(judged: Any) -> None:
    assert entry(judged, "ten_counted") == ("offside", True, "offside_counted")
    assert entry(judged, "nine_counted") == ("not_known", None, "out_of_view")


def test_two_opponents_in_view_nearer_the_goal_line_settle_it_whatever_is_hidden(
    judged: Any,
) -> None:
    assert entry(judged, "two_in_view_nearer") == ("onside", False, "opponents_nearer")


def test_the_provider_label_is_kept_beside_the_engine_answer(judged: Any) -> None:
    assert judged["band_hidden"].entry["provider_label"] == "Pass Offside"
    assert judged["clear"].entry["provider_label"] is None


def test_a_visible_goalkeeper_is_the_defending_goalkeeper(judged: Any) -> None:
    players = judged["clear"].incident["players"]
    keepers = [p for p in players if p.get("goalkeeper")]
    assert [p["team"] for p in keepers] == ["defending"]
    assert "goalkeeper" in keepers[0]["name"]
    assert not [p for p in judged["band_hidden"].incident["players"] if p.get("goalkeeper")]


# --- centre-of-body positions: the tolerance -----------------------------------------------


def test_within_the_tolerance_of_the_second_last_opponent_is_not_known(judged: Any) -> None:
    assert entry(judged, "level_in_tolerance") == ("not_known", None, "tolerance_opponent")
    assert entry(judged, "beyond_tolerance") == ("offside", True, "offside_in_view")
    assert entry(judged, "nearer_than_tolerance") == ("onside", False, "opponents_nearer")


def test_within_the_tolerance_of_the_ball_is_not_known(judged: Any) -> None:
    assert entry(judged, "ball_in_tolerance") == ("not_known", None, "tolerance_ball")


def test_the_own_half_is_onside(judged: Any) -> None:
    assert entry(judged, "own_half") == ("onside", False, "own_half")


def test_the_tolerance_is_stated_in_the_incident(judged: Any) -> None:
    incident = judged["level_in_tolerance"].incident
    assert "0.5 m" in incident["notes"]
    assert "0.5 m" in incident["positions"][0]["provenance"][0]["note"]


def test_the_position_carries_how_it_was_located(judged: Any) -> None:
    position = judged["level_in_tolerance"].incident["positions"][0]
    assert position["located"] == {"method": "tracking_centres", "tolerance_m": TOLERANCE_M}


#: What the explanation says of a tracked position, in English and in French.
CENTRES = {
    "en": "comes from tracking data: the centres of their bodies in a freeze frame",
    "fr": "vient de données de suivi : les centres de leurs corps dans une image figée",
}
MARGIN = {"en": "A margin of 0.5 m or less", "fr": "Un écart de 0,5 m ou moins"}


def test_the_explanation_says_the_positions_are_centres_and_the_margin_not_known(
    judged: Any, client: FlaskClient, tmp_path: Path
) -> None:
    incident = judged["level_in_tolerance"].incident
    # The JSON API: the finding and its facts, and the same words in its text.
    body = client.post("/api/v1/decisions", json=incident).get_json()
    said = [s for s in body["trace"] if s["outcome"] == "tracking_centres"]
    assert [(s["rule"], s["at"], s["facts"]["tolerance_m"]) for s in said] == [
        ("SAOT-1", 1, TOLERANCE_M)
    ]
    explanation = " ".join(body["explanation"].split())
    assert CENTRES["en"] in explanation and MARGIN["en"] in explanation
    # The page, in English and French.
    ident = client.post("/api/v1/incidents", json=incident).get_json()["id"]
    for lang in ("en", "fr"):
        page = " ".join(html.unescape(client.get(f"/e/{ident}?lang={lang}").text).split())
        assert CENTRES[lang] in page and MARGIN[lang] in page, lang
    # The command line's plain text, under EVERY STEP (there was no review).
    path = tmp_path / "pass.json"
    path.write_text(json.dumps(incident), encoding="utf-8")
    text = CliRunner().invoke(main, ["explain", str(path)]).output
    every = " ".join(text.split("EVERY STEP", 1)[1].split())
    assert CENTRES["en"] in every and MARGIN["en"] in every


# --- restarts ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("ident", "kind"),
    [
        ("clear", "open_play"),
        ("throw_in", "throw_in"),
        ("free_kick", "free_kick"),
        ("goal_kick", "goal_kick"),
        ("kick_off", "kick_off"),
        ("corner", "corner_kick"),
    ],
)
def test_the_restart_is_the_pass_type(judged: Any, ident: str, kind: str) -> None:
    assert judged[ident].incident["start"] == {"kind": kind}


def test_no_offence_from_a_throw_in_but_from_a_free_kick(judged: Any) -> None:
    assert entry(judged, "throw_in") == ("offside", False, "offside_in_view")
    assert entry(judged, "free_kick") == ("offside", True, "offside_in_view")


def test_behind_the_ball_at_a_corner_is_onside(judged: Any) -> None:
    assert entry(judged, "corner") == ("onside", False, "behind_ball")


def test_the_report_names_the_match_and_every_pass(judged: Any) -> None:
    doc = report.report(judged.values(), {"home": "Northton", "away": "Southby"})
    assert doc["match"]["home"] == "Northton"
    assert [p["event_id"] for p in doc["passes"]] == [p.ident for p in PLAYS]
    assert {p["position"] for p in doc["passes"]} == {"offside", "onside", "not_known"}


def test_the_file_paths_are_kept(tmp_path: Path) -> None:
    events, lineup, frames = write(tmp_path, PLAYS[:1])
    incidents = list(statsbomb.incidents(events, lineup, frames))
    assert len(incidents) == 1 and incidents[0]["match"]["home"] == "Northton"


def _later(judged: Any, ident: str) -> list[dict[str, Any]]:
    return [p["where"] for p in judged[ident].incident["positions"] if p["at"] == 2]


def test_the_passer_at_the_receivers_touch_only_where_the_run_settles_it(judged: Any) -> None:
    """A long pass forward leaves the passer behind the ball at the receiver's touch
    however fast he ran; a short one does not say."""
    assert [w["ball"] for w in _later(judged, "clear")] == ["behind"]
    assert [w["half"] for w in _later(judged, "own_half")] == ["own"]
    assert _later(judged, "ball_in_tolerance") == []
    assert judged["clear"].decision.offside_offence is True
    assert judged["two_in_view_nearer"].decision.offside_offence is False
