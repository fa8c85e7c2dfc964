"""The storyboard against the analysis, for every casebook incident and 200 generated
ones: one frame per decisive moment, in the order of the touches; the attacker drawn
beyond the drawn offside line exactly when the findings say offside position (the half
and a trial aside, which no line shows); the goalkeeper drawn when an involvement names
the goalkeeper; every frame with a title, a description and labels of 20 units or more."""

from __future__ import annotations

import re

import pytest
from flask import Flask, render_template
from support import generated_incidents, rashford_blocking_ederson

from explainer import casebook, storyboard
from explainer.views.common import explanation_context
from rules import Decision, Incident, analyse, decide

#: Decisive findings that are a moment a frame shows, and the frame's kind.
POSITION_RULES = ("OFF-POS-", "TRIAL-DAYLIGHT-1")


INCIDENTS = [c.incident for c in casebook.cases()] + [
    Incident.model_validate(d) for d in generated_incidents(200, seed=17)
]


def _offside_position(d: Decision, player: str | None, at: int) -> bool | None:
    found = [
        f.outcome for f in d.trace if f.rule == "OFF-POS-2" and f.player == player and f.at == at
    ]
    if "offside_position" in found:
        return True
    if "not_offside_position" in found:
        return False
    return None


def _decided_by_what_no_line_shows(d: Decision, player: str | None, at: int) -> bool:
    """The half, or a trial's own test, decided the position: no offside line shows it."""
    return any(
        f.player == player
        and f.at == at
        and (
            (f.rule == "OFF-POS-2" and f.outcome in ("half_own", "half_halfway_line"))
            or f.rule in ("TRIAL-DAYLIGHT-1", "OFF-POS-3", "OFF-POS-9")
        )
        for f in d.trace
    )


@pytest.mark.parametrize("incident", INCIDENTS, ids=lambda i: i.title or "generated")
def test_the_storyboard_draws_the_moments_the_outcome_turns_on(incident: Incident) -> None:
    d = decide(incident)
    sb = storyboard.build(incident, d)
    if sb is None:
        assert not any(
            f.rule == "OFF-POS-2"
            and (f.player, f.at) in {(p.player, p.at) for p in incident.positions}
            for f in d.trace
        ), "a judged position was given but nothing was drawn"
        return
    frames = sb.frames
    assert [f.number for f in frames] == list(range(1, len(frames) + 1))
    assert [f.at for f in frames] == sorted(f.at for f in frames), "frames out of order"
    assert frames[0].kind == "position", "the story starts from a moment of judgement"
    # One frame per decisive moment: every decisive position, touch or involvement that
    # can be drawn has its frame at its touch.
    assert d.summary is not None
    shown = {(f.kind, f.at) for f in frames}
    for ref in d.summary.decisive:
        if ref.at is None:
            continue
        given = any((p.player, p.at) == (ref.player, ref.at) for p in incident.positions)
        if ref.rule.startswith(POSITION_RULES) and ref.rule != "OFF-POS-1" and given:
            assert ("position", ref.at) in shown, (ref, shown)
    assert len(shown) == len(frames), "two frames of the same moment"
    for frame in frames:
        g = frame.diagram
        if frame.kind == "position" and g.line_y is not None:
            offside = _offside_position(d, g.attacker.ident, g.at)
            beyond = g.attacker.y < g.line_y
            if offside is not None and not _decided_by_what_no_line_shows(
                d, g.attacker.ident, g.at
            ):
                assert beyond == offside, (g.attacker, g.line_y, offside)
        keeper = next(
            (p.id for p in incident.players if p.team == "defending" and p.goalkeeper), None
        )
        named = [
            inv
            for inv in incident.involvements
            if inv.after == frame.at and inv.opponent == keeper and keeper is not None
        ]
        if (
            frame.kind == "involvement"
            and named
            and frame.event
            and frame.event.kind != "not_involved"
        ):
            assert frame.goalkeeper is not None and frame.goalkeeper.ident == keeper


def test_every_frame_is_described_and_its_labels_are_large(module_app: Flask) -> None:
    with module_app.test_request_context():
        for incident in INCIDENTS[:60]:
            context = explanation_context(incident, analyse(incident))
            if context["storyboard"] is None:
                continue
            html = render_template("html/_storyboard.html", **context)
            count = len(context["storyboard"].frames)
            assert html.count('role="img"') == count
            for n in range(1, count + 1):
                assert f'<title id="frame-{n}-title">' in html
                desc = re.search(rf'<desc id="frame-{n}-desc">([^<]+)</desc>', html)
                assert desc is not None and len(desc.group(1)) > 20
            sizes = [float(s) for s in re.findall(r'<text [^>]*font-size="([\d.]+)"', html)]
            assert sizes and min(sizes) >= 20


def test_a_line_of_vision_frame_draws_the_goalkeeper_and_the_sight_line(module_app: Flask) -> None:
    data = rashford_blocking_ederson()
    data["sequence"] = data["sequence"][:2]
    incident = Incident.model_validate(data)
    d = decide(incident)
    sb = storyboard.build(incident, d)
    assert sb is not None
    frame = next(f for f in sb.frames if f.kind == "involvement")
    assert frame.event is not None and frame.event.kind == "line_of_vision"
    assert frame.goalkeeper is not None and frame.goalkeeper.ident == "ederson"
    with module_app.test_request_context():
        html = render_template(
            "html/_storyboard.html", **explanation_context(incident, analyse(incident))
        )
    assert 'class="mark goalkeeper" data-ident="ederson"' in html and 'class="sight-line"' in html
