"""What a drawn storyboard must show, read off its SVG and checked against the findings.

Used by tests/web/test_web_pictures.py (every casebook incident and generated ones, on the
rendered SVG) and tests/browser/test_browser_storyboard.py (the same in the browser). Each
check returns the problems it finds, as sentences; none is the pass.

A frame's SVG says which moment it is (data-at, data-kind, and data-judged: the touch
whose positions it keeps) and every player's mark says whose it is (data-ident).
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass

from rules import Decision, Incident
from rules.incident import OBJECTS

SVG = "{http://www.w3.org/2000/svg}"
KEEPER_COLOUR = "#0e7490"
#: The key's kinds, and the marks (by class) that draw each.
KEY_MARKS = {
    "attacker": ("attacker",),
    "teammate": ("teammate",),
    "opponent": ("opponent", "second-last", "event-mark-opponent"),
    "keeper": ("goalkeeper", "event-mark-keeper"),
    "ball": ("ball-mark", "ball-path", "touch-number"),
    "line": ("offside-line",),
}


@dataclass(frozen=True)
class Circle:
    classes: tuple[str, ...]
    ident: str | None
    x: float
    y: float
    r: float
    fill: str


@dataclass(frozen=True)
class DrawnFrame:
    at: int
    kind: str
    judged: int
    circles: tuple[Circle, ...]
    #: Every class drawn in the frame.
    classes: frozenset[str]
    #: The numbers on the ball's path.
    touches: tuple[int, ...]
    #: The end of the shot into the goal, and the goal's rectangle (x, y, width, height).
    shot_end: tuple[float, float] | None
    goal: tuple[float, float, float, float] | None

    @property
    def idents(self) -> set[str]:
        return {c.ident for c in self.circles if c.ident}


def frames_of(html: str) -> list[DrawnFrame]:
    """The storyboard's frames as drawn, from the page's (or the fragment's) HTML."""
    found = []
    for svg in re.findall(r"<svg\b[^>]*data-kind=.*?</svg>", html, re.S):
        root = ET.fromstring(svg)
        circles = []
        classes: set[str] = set()
        for node in root.iter():
            names = tuple((node.get("class") or "").split())
            if node.tag == f"{SVG}circle" and names:
                circles.append(
                    Circle(
                        names,
                        node.get("data-ident") or None,
                        float(node.get("cx", 0)),
                        float(node.get("cy", 0)),
                        float(node.get("r", 0)),
                        node.get("fill", ""),
                    )
                )
            if names == ("event-mark",):
                keeper = node.get("fill") == KEEPER_COLOUR
                names = ("event-mark-keeper" if keeper else "event-mark-opponent",)
            classes.update(names)
        shot = root.find(f".//{SVG}line[@class='shot']")
        goal = root.find(f".//{SVG}rect[@class='goal']")
        numbers = [t.text or "" for t in root.iter(f"{SVG}text") if t.get("class") == "touch"]
        found.append(
            DrawnFrame(
                at=int(root.get("data-at", 0)),
                kind=root.get("data-kind", ""),
                judged=int(root.get("data-judged", 0)),
                circles=tuple(circles),
                classes=frozenset(classes),
                touches=tuple(int(n) for n in numbers if n.strip().isdigit()),
                shot_end=(float(shot.get("x2", 0)), float(shot.get("y2", 0)))
                if shot is not None
                else None,
                goal=tuple(float(goal.get(k, 0)) for k in ("x", "y", "width", "height"))  # type: ignore[arg-type]
                if goal is not None
                else None,
            )
        )
    return found


def named_by(incident: Incident, decision: Decision) -> dict[int, set[str]]:
    """The players each touch's decisive findings name: the finding's own player and every
    player its facts name (the second-last, the last, the player fouled...)."""
    players = {p.id for p in incident.players}
    named: dict[int, set[str]] = {}
    refs = decision.summary.decisive if decision.summary is not None else ()
    for ref in refs:
        if ref.at is None:
            continue
        facts = decision.trace[ref.index].facts
        names = {v for v in facts.values() if isinstance(v, str) and v in players}
        if ref.player in players:
            names.add(ref.player)  # type: ignore[arg-type]
        named.setdefault(ref.at, set()).update(names)
    return named


def keeper_of(incident: Incident) -> str | None:
    return next((p.id for p in incident.players if p.team == "defending" and p.goalkeeper), None)


def problems(incident: Incident, decision: Decision, frames: list[DrawnFrame]) -> list[str]:
    """Everything the drawn frames leave out or get wrong, against the findings."""
    found: list[str] = []
    named = named_by(incident, decision)
    for at in sorted({f.at for f in frames}):
        drawn = set().union(*(f.idents for f in frames if f.at == at))
        for player in sorted(named.get(at, set()) - drawn):
            found.append(f"touch {at}: {player} is named by a finding but not drawn")
    keeper = keeper_of(incident)
    for n, frame in enumerate(frames, 1):
        found += _judged_toucher(incident, n, frame)
        if keeper is not None:
            found += _keeper_drawn(n, frame, keeper)
    if frames and incident.outcome == "goal_scored":
        found += _shot(incident, frames[-1])
    return found


def _judged_toucher(incident: Incident, n: int, frame: DrawnFrame) -> list[str]:
    if not 1 <= frame.judged <= len(incident.sequence):
        return [f"frame {n}: no moment of judgement given"]
    by = incident.sequence[frame.judged - 1].by
    if by in OBJECTS or by in frame.idents:
        return []
    return [f"frame {n}: {by}, whose touch is the moment of judgement, is not drawn"]


def _keeper_drawn(n: int, frame: DrawnFrame, keeper: str) -> list[str]:
    marks = [i for i, c in enumerate(frame.circles) if c.ident == keeper]
    if not marks:
        return [f"frame {n}: the goalkeeper {keeper} is not drawn"]
    found = []
    for i in marks:
        c = frame.circles[i]
        if c.fill != KEEPER_COLOUR:
            found.append(f"frame {n}: the goalkeeper is drawn in {c.fill}")
    top = frame.circles[marks[-1]]
    for c in frame.circles[marks[-1] + 1 :]:
        if "mark" in c.classes and math.dist((c.x, c.y), (top.x, top.y)) < c.r + top.r:
            found.append(f"frame {n}: {c.ident} covers the goalkeeper's circle")
    return found


def _shot(incident: Incident, last: DrawnFrame) -> list[str]:
    found = []
    if last.shot_end is None or last.goal is None:
        return ["the last frame does not draw the shot into the goal"]
    x, y, w, h = last.goal
    if not (x <= last.shot_end[0] <= x + w and y <= last.shot_end[1] <= y + h):
        found.append(f"the shot ends at {last.shot_end}, outside the goal {last.goal}")
    final = len(incident.sequence)
    if incident.sequence[-1].by not in OBJECTS and final not in last.touches:
        found.append(f"the last frame's path stops before touch {final}, the shot")
    return found


def key_problems(html: str, frames: list[DrawnFrame]) -> list[str]:
    """The key lists exactly what the frames draw."""
    listed = set(re.findall(r'<li class="k-([a-z]+)"', html.split('class="key"', 1)[-1]))
    drawn = {
        kind
        for kind, marks in KEY_MARKS.items()
        if any(m in f.classes for f in frames for m in marks)
    }
    found = [f"the key lists {k}, which no frame draws" for k in sorted(listed - drawn)]
    found += [f"the frames draw {k}, which the key leaves out" for k in sorted(drawn - listed)]
    return found


def moment_problems(incident: Incident, decision: Decision, svg: str) -> list[str]:
    """What the one pitch of the card and the embed (the moment of judgement, SVG markup)
    leaves out: every player the decisive findings name (the headline's and the summary's,
    at any touch: a deflection after the moment of judgement too), the offender, the
    player whose touch the moment is (drawn where the storyboard draws them when the
    reports do not place the ball), and the goalkeeper in goalkeeper colour."""
    from explainer.diagram import choose_position

    pos = choose_position(incident, decision)
    if pos is None:
        return ["no moment of judgement to draw"]
    marks = dict(re.findall(r'<circle\b[^>]*\bdata-ident="([^"]+)"[^>]*\bfill="([^"]+)"', svg))
    wanted = set().union(*named_by(incident, decision).values())
    players = {p.id for p in incident.players}
    if decision.offender in players:
        wanted.add(decision.offender)  # type: ignore[arg-type]
    by = incident.sequence[pos.at - 1].by
    if by in players:
        wanted.add(by)
    found = [f"{p} is not drawn" for p in sorted(wanted - set(marks))]
    keeper = keeper_of(incident)
    if keeper is not None and marks.get(keeper) != KEEPER_COLOUR:
        found.append(f"the goalkeeper {keeper} is drawn in {marks.get(keeper, 'nothing')}")
    return found
