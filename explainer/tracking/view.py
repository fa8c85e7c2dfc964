"""What the camera saw: whether a spot, or the whole band of the pitch between a player and
the goal line, lay inside a freeze frame's visible area."""

from __future__ import annotations

from collections.abc import Sequence

from explainer.tracking.frames import Frame, Spot

#: How finely the band is checked, and how far inside the pitch's lines (a polygon drawn
#: along a line counts the line as seen).
STEP_M = 1.0
INSET_M = 0.5


def inside(spot: Spot, polygon: Sequence[Spot]) -> bool:
    """Is ``spot`` inside ``polygon`` (even-odd rule; an empty polygon contains nothing)?"""
    found = False
    count = len(polygon)
    for i in range(count):
        a, b = polygon[i], polygon[(i + 1) % count]
        if (a.across_m > spot.across_m) != (b.across_m > spot.across_m):
            t = (spot.across_m - a.across_m) / (b.across_m - a.across_m)
            if spot.goal_m < a.goal_m + t * (b.goal_m - a.goal_m):
                found = not found
    return found


def _steps(start: float, stop: float) -> list[float]:
    """Points from ``start`` to ``stop``, both included, about STEP_M apart."""
    if stop <= start:
        return [start]
    count = max(1, round((stop - start) / STEP_M))
    return [start + (stop - start) * i / count for i in range(count + 1)]


def band_in_view(frame: Frame, goal_m: float) -> bool:
    """Was every part of the pitch between the goal line and ``goal_m`` from it, across
    the whole width, in the camera's view? (An opponent there would have been seen.)"""
    if not frame.visible:
        return False
    depth = min(max(goal_m, INSET_M), frame.length_m - INSET_M)
    along = _steps(INSET_M, depth)
    across = _steps(INSET_M, frame.width_m - INSET_M)
    return all(inside(Spot(x, y), frame.visible) for x in along for y in across)
