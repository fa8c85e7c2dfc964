"""The one pitch of the link card and the embed: the moment of judgement, and every other
player the outcome turns on.

The pitch is the diagram of the moment of judgement (explainer.diagram): the attacker
judged, the second-last and last opponents, the ball and the player who played it, the
goalkeeper. The headline and the summary may name more players than that: the one whose
deflection followed (Nazinho for Kane at Sporting), a second attacker judged at the same
touch, the player who played the ball where the reports do not place it. Each is drawn
where the storyboard draws them (explainer.storyboard), so the card and the page agree;
a player the storyboard does not place either is drawn beside the attacker.

Nothing here judges the Law: who is drawn is read off the decisive findings.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from explainer import storyboard, storyboard_frames
from explainer.diagram import PAD, Diagram, Mark
from rules import Decision, Incident

Side = Literal["attacker", "teammate", "opponent"]
#: How far apart two marks' centres are kept, and how far a mark is moved to get there.
APART = 28.0
STEP = 30.0
#: Where a player the storyboard does not place is drawn: to the right of the attacker.
BESIDE = 84.0


@dataclass(frozen=True)
class Extra:
    """A player drawn on the card's pitch beyond the diagram's own marks."""

    mark: Mark
    side: Side


def extras(incident: Incident, decision: Decision, g: Diagram) -> tuple[Extra, ...]:
    """The players the outcome turns on whom the diagram ``g`` does not draw, placed."""
    drawn = _drawn(g)
    missing = [i for i in _wanted(incident, decision, g) if i not in drawn]
    if not missing:
        return ()
    sb = storyboard.build(incident, decision)
    places = _places(sb.frames) if sb is not None else {}
    taken = [(m.x, m.y) for m in (g.attacker, g.second_last, g.last, g.goalkeeper) if m]
    if g.ball is not None:
        taken += [(g.ball.x, g.ball.y), (g.ball.x, g.ball.y + 16)]
    found = []
    for n, ident in enumerate(missing, 1):
        beside = (min(g.attacker.x + BESIDE * n, g.width - PAD), g.attacker.y)
        x, y = _clear(places.get(ident) or beside, taken, g.width)
        taken.append((x, y))
        mark = Mark(round(x, 1), round(y, 1), g.attacker.d_m, ident)
        found.append(Extra(mark, _side(incident, ident, g)))
    return tuple(found)


def _clear(
    spot: tuple[float, float], taken: list[tuple[float, float]], width: float
) -> tuple[float, float]:
    """``spot``, or the nearest spot beside it that no mark drawn covers."""
    for dx, dy in ((0, 0), (1, 0), (-1, 0), (0, -1), (0, 1), (2, 0), (-2, 0), (1, -1), (-1, -1)):
        x, y = spot[0] + dx * STEP, spot[1] + dy * STEP
        if PAD <= x <= width - PAD and all(math.dist((x, y), t) >= APART for t in taken):
            return x, y
    return spot


def _drawn(g: Diagram) -> set[str]:
    """Whom the diagram draws (the player who played the ball only where the ball is)."""
    marks = (g.attacker, g.second_last, g.last, g.goalkeeper)
    drawn = {m.ident for m in marks if m is not None and m.ident}
    if g.ball is not None and g.toucher:
        drawn.add(g.toucher)
    return drawn


def _wanted(incident: Incident, decision: Decision, g: Diagram) -> list[str]:
    """The players the outcome turns on, in order: the one who played the ball at the
    moment of judgement, every player the decisive findings name, the offender."""
    players = {p.id for p in incident.players}
    wanted: list[str | None] = [g.toucher]
    for ref in decision.summary.decisive if decision.summary is not None else ():
        wanted += [ref.player, *decision.trace[ref.index].facts.values()]  # type: ignore[list-item]
    wanted.append(decision.offender)
    seen: list[str] = []
    for ident in wanted:
        if isinstance(ident, str) and ident in players and ident not in seen:
            seen.append(ident)
    return seen


def _places(frames: tuple[storyboard_frames.Frame, ...]) -> dict[str, tuple[float, float]]:
    """Where the storyboard draws each player (the first frame that draws them)."""
    places: dict[str, tuple[float, float]] = {}
    for f in frames:
        g, e = f.diagram, f.event
        marks = [f.toucher, *(o.mark for o in f.others), g.attacker, g.second_last, g.last]
        if e is not None:
            marks.append(e.target)
        for m in marks:
            if m is not None and m.ident:
                places.setdefault(m.ident, (m.x, m.y))
        if e is not None and f.kind == "touch" and e.by:
            places.setdefault(e.by, (e.x, e.y))
    return places


def _side(incident: Incident, ident: str, g: Diagram) -> Side:
    """How a player is drawn: an attacker judged (red), a team-mate (pink), an opponent."""
    if incident.team_of(ident) != "attacking":
        return "opponent"
    judged = any(p.player == ident for p in incident.positions)
    return "attacker" if judged and ident != g.toucher else "teammate"
