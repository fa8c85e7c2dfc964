"""The match report as a static HTML page: every pass's answer beside the provider's label,
and a picture of the freeze frame for each pass either flags (the provider's offside
label, an offside position or an offence by the engine's answer)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from explainer.tracking.frames import Spot
from explainer.tracking.report import Judged
from explainer.tracking.view import inside
from explainer.wording import environment


def flagged(entry: dict[str, Any]) -> bool:
    return bool(entry["provider_label"]) or entry["position"] == "offside" or entry["offence"]


def _xy(spot: Spot, length: float) -> dict[str, float]:
    """A spot in the picture's metres: the defending team's goal line on the right."""
    return {"x": round(length - spot.goal_m, 2), "y": round(spot.across_m, 2)}


def picture(judged: Judged) -> dict[str, Any] | None:
    """What the picture of a pass draws: the pitch, the camera's view, the players by kind,
    the ball and where the pass ended (None without a frame)."""
    play, frame = judged.play, judged.play.frame
    if frame is None:
        return None
    length = frame.length_m
    receiver = judged.incident["positions"][0] if judged.incident["positions"] else None
    placed = receiver is not None and receiver["at"] == 1
    players = []
    for seen in frame.seen:
        kind = "passer" if seen.actor else "mate" if seen.teammate else "opponent"
        if seen.keeper and not seen.teammate:
            kind = "keeper"
        players.append({"kind": kind, **_xy(seen.spot, length)})
    if placed:
        mates = [s for s in frame.seen if s.teammate and not s.actor]
        end = play.end or play.ball
        nearest = min(mates, key=lambda s: s.spot.distance(end))
        players.append({"kind": "receiver", **_xy(nearest.spot, length)})
    view = " ".join(f"{p['x']},{p['y']}" for p in (_xy(s, length) for s in frame.visible))
    return {
        "length": length,
        "width": frame.width_m,
        "view": view,
        "ball_seen": bool(frame.visible) and inside(play.ball, frame.visible),
        "ball": _xy(play.ball, length),
        "end": _xy(play.end, length) if play.end else None,
        "players": players,
    }


def html(judged: Iterable[Judged], match: dict[str, Any]) -> str:
    """The page of the report (every word from templates/html/match_report.html.j2)."""
    rows = [(j.entry, picture(j) if flagged(j.entry) else None) for j in judged]
    page = environment().get_template("html/match_report.html.j2")
    return page.render(match=match, rows=rows)
