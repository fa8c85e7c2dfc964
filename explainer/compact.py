"""The compact picture of the small embed (400 px wide): the moment of judgement as a strip.

The embed's iframe has a fixed height (explainer.cards.EMBED_HEIGHT): at 400 px wide the
pitch beside the text would draw its names under 12 px, so the narrow embed shows this
strip under the headline instead. The pitch is turned a quarter: the goal is on the right
and the attack goes right, so the distance from the goal line (the one distance that
matters for offside) runs across the strip's width. It draws the players of the card's
pitch (explainer.diagram and explainer.moment): the attacker judged, the opponents, the
goalkeeper in goalkeeper colour, the ball and the player who played it, and every other
player the outcome turns on. Each name is placed where it covers no other name or mark,
whole where it fits (explainer.labels).

Nothing here judges the Law: it redraws the diagram's marks. Words: templates/html/_compact.html.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from typing import Literal

from explainer import labels
from explainer.diagram import PAD, Diagram, Mark
from explainer.moment import Extra

Side = Literal["attacker", "teammate", "opponent", "keeper"]
#: The strip's size in CSS pixels (drawn 1:1 in the embed's text column).
WIDTH = 360.0
HEIGHT = 76.0
#: Room kept clear at the ends: the goal on the right, a label's start on the left.
GOAL_W = 12.0
EDGE = 6.0
RADIUS = 6.5
FONT = 13.0
#: Distance kept between a label's box and a mark's centre or another label.
GAP = 2.0


@dataclass(frozen=True)
class Dot:
    ident: str
    side: Side
    x: float
    y: float


@dataclass(frozen=True)
class Label:
    ident: str
    x: float
    y: float
    anchor: Literal["start", "end"]
    room: float


@dataclass(frozen=True)
class Strip:
    width: float
    height: float
    goal_x: float
    line_x: float | None
    ball: tuple[float, float] | None
    dots: tuple[Dot, ...]
    labels: tuple[Label, ...]


Box = tuple[float, float, float, float]


def build(g: Diagram, extras: tuple[Extra, ...], name_of: Callable[[str], str]) -> Strip:
    """The strip of diagram ``g`` with the card's ``extras``; ``name_of`` gives the name a
    player is labelled with (to measure it)."""
    marks = _marks(g, extras)
    ys = [m.y for m, _ in marks] + ([g.ball.y] if g.ball else [])
    deepest = max([*ys, g.line_y or 0.0]) - g.pitch.goal_line_y
    goal_x = WIDTH - GOAL_W
    scale = (goal_x - EDGE - 90.0) / max(deepest, 1.0)

    def at(x: float, y: float) -> tuple[float, float]:
        across = (x - PAD) / (g.width - 2 * PAD)
        down = EDGE + FONT / 2 + across * (HEIGHT - 2 * EDGE - FONT)
        return round(goal_x - (y - g.pitch.goal_line_y) * scale, 1), round(down, 1)

    dots = tuple(Dot(m.ident or "", side, *at(m.x, m.y)) for m, side in marks)
    line_x = at(0.0, g.line_y)[0] if g.line_y is not None else None
    ball = at(g.ball.x, g.ball.y) if g.ball is not None else None
    small = [(*ball, 3.5)] if ball is not None else []
    return Strip(WIDTH, HEIGHT, goal_x, line_x, ball, dots, _labels(dots, small, name_of))


def _marks(g: Diagram, extras: tuple[Extra, ...]) -> list[tuple[Mark, Side]]:
    """The marks drawn, each once, in the order their names are placed."""
    keeper = g.goalkeeper.ident if g.goalkeeper else None
    found: list[tuple[Mark, Side]] = [(g.attacker, "attacker")]
    if g.goalkeeper is not None:
        found.append((g.goalkeeper, "keeper"))
    for m in (g.second_last, g.last):
        if m is not None and (m.ident is None or m.ident != keeper):
            found.append((m, "opponent"))
    if g.ball is not None and g.toucher:
        found.append((Mark(g.ball.x, g.ball.y + 16, g.ball.d_m, g.toucher), "teammate"))
    found += [(e.mark, e.side) for e in extras]
    seen: set[str] = set()
    unique = []
    for mark, side in found:
        if not mark.ident or mark.ident not in seen:
            seen.add(mark.ident or "")
            unique.append((mark, side))
    return unique


def _labels(
    dots: tuple[Dot, ...], marks: list[tuple[float, float, float]], name_of: Callable[[str], str]
) -> tuple[Label, ...]:
    """Each dot's name beside it: of the places beside it (right or left, level with it or
    above or below), the one that covers the fewest marks and other names, the whole name
    fitting if it can, nearest level. Placed in the dots' order, then each placed again
    knowing where all the others are (twice), keeping a better place only."""
    fixed: list[Box] = [_dot_box(d) for d in dots] + [
        (x - r, y - r, x + r, y + r) for x, y, r in marks
    ]
    named = [(d, name_of(d.ident)) for d in dots if d.ident]  # an unnamed opponent: no label
    needs = [labels.width(name, FONT) for _, name in named]
    placed: list[Label] = []
    for (d, name), need in zip(named, needs, strict=True):
        taken = fixed + [_box(p, min(n, p.room)) for p, n in zip(placed, needs, strict=False)]
        placed.append(
            min(_places(d, _short(name)), key=partial(_cost, d=d, need=need, taken=taken))
        )
    for _ in range(2):
        for i, ((d, name), need) in enumerate(zip(named, needs, strict=True)):
            others = [
                _box(p, min(n, p.room))
                for j, (p, n) in enumerate(zip(placed, needs, strict=True))
                if j != i
            ]
            cost = partial(_cost, d=d, need=need, taken=fixed + others)
            placed[i] = min([placed[i], *_places(d, _short(name))], key=cost)
    return tuple(placed)


def _cost(label: Label, d: Dot, need: float, taken: list[Box]) -> tuple[int, bool, float, float]:
    """How bad a place for a name is: the marks and names it covers, whether the name is
    cut there, how far from level with its mark, and (the less the better) its room."""
    box = _box(label, min(need, label.room))
    covered = sum(_overlap(box, t) for t in taken if t != _dot_box(d))
    return (covered, label.room < need, abs(label.y - d.y), -label.room)


def _short(name: str) -> float | None:
    """The room the name's last word takes (a player's surname), when it has more."""
    words = name.split()
    return labels.width(words[-1], FONT) + 0.5 if len(words) > 1 else None


def _places(d: Dot, short: float | None) -> list[Label]:
    """Where a dot's name may go: right or left of it, level with it, or moved up or down
    a step at a time (then closer in, beside the mark rather than across it); at each,
    the name whole where it fits, and its surname alone (``short``: the room it takes),
    for where the whole name would cover another."""
    found = []
    for step in range(-9, 10):
        y = d.y + FONT * 0.35 + step * 4.0
        if not FONT * 0.8 <= y <= HEIGHT - 3:
            continue
        clear = abs(step * 4.0) >= RADIUS + FONT * 0.2 + GAP
        inset = 0.0 if clear else RADIUS + 3
        right, left = d.x + inset, d.x - inset
        found.append(Label(d.ident, right, y, "start", WIDTH - EDGE - GOAL_W - right))
        found.append(Label(d.ident, left, y, "end", left - EDGE))
    if short is not None:
        found += [replace(f, room=min(f.room, short)) for f in found]
    return [f for f in found if f.room > FONT]


def _box(label: Label, width: float) -> Box:
    x0 = label.x if label.anchor == "start" else label.x - width
    return (x0 - GAP, label.y - FONT * 0.8 - GAP, x0 + width + GAP, label.y + FONT * 0.2 + GAP)


def _dot_box(d: Dot) -> Box:
    return (d.x - RADIUS, d.y - RADIUS, d.x + RADIUS, d.y + RADIUS)


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
