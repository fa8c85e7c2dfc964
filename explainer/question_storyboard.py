"""The storyboard of a trainer's question: the incident as it states it, before its answer.

The explanation's storyboard (explainer.storyboard) draws the moments the outcome turns
on, and says of each what the Law makes of it: an offside position or not, a deflection
or a deliberate play, what the attacker's involvement was. Shown beside a question, that
answers it. This one draws the same pitch, players and ball's path, but chooses its
frames from the incident, not from the decision: a frame for every position the incident
gives (each attacker's alike, the offender's no more than another's), in the order of the
touches, and a frame for every touch by an opponent or the woodwork after the first of
them, said as a touch and nothing more. No frame is an involvement, no position is said
to be offside or not (``Storyboard.neutral``; templates/html/_storyboard.html).
"""

from __future__ import annotations

from dataclasses import replace

from explainer import diagram
from explainer.diagram import Diagram
from explainer.storyboard import Storyboard
from explainer.storyboard_frames import Event, Frame, frame, in_force, spot_of, to_the_end
from rules import Decision, Incident
from rules.catalogue import PositionClause, family

#: Objects whose touch the storyboard draws (the ball off the woodwork).
WOODWORK = ("goalpost", "crossbar")
_POSITION_RULES = family(PositionClause)


def build(incident: Incident, decision: Decision) -> Storyboard | None:
    """The question's storyboard of ``incident``, or None when no position it gives was
    judged (as the explanation's, which is None then too)."""
    positions = _positions(incident, decision)
    if not positions:
        return None
    first = min(at for _, at in positions)
    moments: list[tuple[int, int, str]] = [(at, 0, player) for player, at in positions]
    for n, contact in enumerate(incident.sequence, 1):
        by = contact.by
        if n > first and (incident.team_of(by) == "defending" or by in WOODWORK):
            moments.append((n, 1, by))
    frames: list[Frame] = []
    # Sorted by touch, a position before a touch; positions at one touch in the
    # incident's order (the sort is stable).
    for at, kind, who in sorted(moments, key=lambda m: (m[0], m[1])):
        if kind == 0:
            g = positions[(who, at)]
            frames.append(frame(incident, len(frames) + 1, "position", at, g, None))
            continue
        current = in_force(positions, at, None)
        if current is None:
            continue
        x, y = spot_of(current, who, at)
        event = Event("touch", who, x, y)
        frames.append(frame(incident, len(frames) + 1, "touch", at, current, event))
    return Storyboard((*frames[:-1], to_the_end(incident, frames[-1])), neutral=True)


def _positions(incident: Incident, decision: Decision) -> dict[tuple[str, int], Diagram]:
    """Every position the incident gives that the engine judged, drawn, with no verdict."""
    judged = {(f.player, f.at) for f in decision.trace if f.rule in _POSITION_RULES}
    found: dict[tuple[str, int], Diagram] = {}
    for pos in incident.positions:
        key = (pos.player, pos.at)
        if key in judged and key not in found:
            g = diagram.build(incident, decision, pos)
            if g is not None:
                found[key] = replace(g, offside_position=None)
    return found
