"""The positions and involvements a draft states, each at the touch it is judged at."""

from __future__ import annotations

from typing import Any

from drafting.builder import Builder
from drafting.facts import Stated
from rules.paths import Token, joined

#: A position's words as the incident model's (positions[].where.second_last).
_RELATIVE = {"offside": "ahead", "level": "level", "onside": "behind"}


def _judged_at(ident: str, sequence: list[dict[str, Any]], side: dict[str, str | None]) -> int:
    """The touch (1-based) an attacker's position is judged at: the last touch by a
    team-mate before his own first touch (or before the end of the move, when he does not
    touch the ball); 0 when no team-mate's touch is known."""
    own = [i for i, c in enumerate(sequence) if c.get("by") == ident]
    # before his first touch; failing that, before his last (a touch of his told earlier)
    for mine in dict.fromkeys([own[0] if own else len(sequence), *own[-1:]]):
        for i in range(mine - 1, -1, -1):
            by = sequence[i].get("by")
            if by and by != ident and side.get(by) == "attacking":
                return i + 1
    return 0


def _placed(
    said: Stated,
    ids: dict[int, str],
    side: dict[str, str | None],
    sequence: list[dict[str, Any]],
) -> tuple[str, int, str | None] | None:
    """The attacker a stated position or involvement is about, the touch it is judged at
    (0 when no team-mate's touch is known) and the defender it names (None when the text
    names none); None when the person is no attacker of the draft."""
    ident = ids.get(said.person)
    if ident is None or side.get(ident) != "attacking":
        return None
    at = _judged_at(ident, sequence, side)
    other = ids.get(said.other) if said.other is not None else None
    return ident, at, other if other is not None and side.get(other) == "defending" else None


def _judged(
    stated: list[Stated],
    ids: dict[int, str],
    side: dict[str, str | None],
    sequence: list[dict[str, Any]],
) -> list[tuple[Stated, tuple[str, int, str | None]]]:
    """Each statement of an attacker with the touch it is judged at. Where no team-mate's
    touch before his is known (the pass untold, or no touch told at all), the move's first
    touch, for a person to confirm: unless another attacker's is judged at a team-mate's
    touch, when his words are rather about that one (the passer's own name before "in an
    offside position")."""
    placed = [(said, p) for said in stated if (p := _placed(said, ids, side, sequence))]
    if any(at for _, (_, at, _) in placed):
        return [(said, p) for said, p in placed if p[1]]
    return [(said, (ident, 1, other)) for said, (ident, _, other) in placed]


def place(
    incident: dict[str, Any],
    b: Builder,
    positions: list[Stated],
    involvements: list[Stated],
    ids: dict[int, str],
) -> None:
    """The positions and involvements the text states, at the touch they are judged at."""
    sequence: list[dict[str, Any]] = incident.get("sequence", [])
    side = {p["id"]: p.get("team") for p in incident.get("players", [])}
    for name, stated, entry in (
        ("positions", positions, _position),
        ("involvements", involvements, _involvement),
    ):
        found: list[dict[str, Any]] = []
        for said, placed in _judged(stated, ids, side, sequence):
            found.append(entry(b, said, placed, len(found)))
        if found:
            incident[name] = found


def _position(
    b: Builder, said: Stated, placed: tuple[str, int, str | None], k: int
) -> dict[str, Any]:
    """The ``k``-th position of the draft, its values facts."""
    ident, at, other = placed
    relative = _RELATIVE[said.kind]
    where: dict[str, Any] = {
        "kind": "qualitative",
        "half": "unknown",
        "ball": "behind" if said.ball else "unknown",
        "second_last": "unknown" if said.ball else relative,
    }
    b.fact(joined(["positions", k, "player"]), ident, said.start, said.end, None)
    against: list[Token] = ["positions", k, "where", "ball" if said.ball else "second_last"]
    b.fact(joined(against), "behind" if said.ball else relative, said.start, said.end, None)
    if other is not None and not said.ball:
        where["second_last_player"] = other
        path = joined(["positions", k, "where", "second_last_player"])
        b.fact(path, other, said.start, said.end, None)
    return {"player": ident, "at": at, "where": where}


def _involvement(
    b: Builder, said: Stated, placed: tuple[str, int, str | None], k: int
) -> dict[str, Any]:
    """The ``k``-th involvement of the draft, its values facts."""
    ident, after, other = placed
    entry: dict[str, Any] = {"player": ident, "after": after, "kind": said.kind}
    b.fact(joined(["involvements", k, "player"]), ident, said.start, said.end, None)
    b.fact(joined(["involvements", k, "kind"]), said.kind, said.start, said.end, None)
    if other is not None:
        entry["opponent"] = other
        b.fact(joined(["involvements", k, "opponent"]), other, said.start, said.end, None)
    return entry
