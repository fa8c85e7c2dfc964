"""Where a text about several incidents opens: its headline and lede, and the incidents
told before the first one whose decision the drafter read (drafting.candidates).

- The text's opening (its first unit: a headline and its lede) alone as an incident is the
  incident the text then tells, told twice: it joins the first incident after it that
  names all its players, or, when it names none ("Saint-Étienne 2-1 Grenoble ... Grenoble
  cry robbery"), the incident that follows it, unless that one is of another fixture or
  says it is another goal.
- A round-up, a column or a live blog may tell its first incident in units whose decision
  the drafter did not read (a flag "long up", a check "with no intervention"): they are
  then left before the first incident found, as if an introduction. A unit there that
  tells of the offside or VAR question (the language's ``offside`` words), names players
  and is of another match (a fixture without a team of the incident's) or of another
  moment (both minutes known and apart), opens an incident of its own, with the units
  after it (its quotes, its verdict); the units before it stay the introduction, and so
  does the text's opening, unless it gives another fixture (a round-up's first match run
  into its headline). So does such a unit after the first incident, of another match
  (``other_match``).
"""

from __future__ import annotations

from drafting.incident_units import Group, Unit, fixtures_apart, of
from drafting.moments import apart, mentioned, moment, named


def lede(found: list[Unit], groups: list[Group]) -> list[Group]:
    """The incidents, the first taken into the one the text's opening sums up."""
    if len(groups) < 2 or groups[0].units != found[:1] or found[0].stamped:
        return groups
    first = groups[0]
    players = [p for p in first.players if named(p)]
    for k, g in enumerate(groups[1:], start=1):
        if any(u.another for u in g.units):
            if not players:
                return groups
            continue
        if not players:
            if fixtures_apart(first.teams, g.teams):
                return groups
            return [of([*first.units, *g.units]), *groups[2:]]
        if apart(first.latest, g.latest):
            continue
        if all(mentioned(p, g.words) for p in players):
            return [*groups[1:k], of([*first.units, *g.units]), *groups[k + 1 :]]
    return groups


def earlier(shared: list[Unit], first: Group, opening: Unit) -> tuple[list[Unit], list[Group]]:
    """The units before the ``first`` incident found that are still shared, and the
    incidents they tell of their own (in the text's order); the text's ``opening`` unit
    (its headline and lede, which may sum up the match: "the flag came late ... Carmona's
    goal in the 67th minute") is one only where it gives another fixture than the incident
    after it: a round-up's first match, under the headline (a lede sums up its own match)."""
    found: list[Group] = []
    anchor = first
    while True:
        k = next(
            (
                k
                for k in range(len(shared) - 1, -1, -1)
                if _other_story(anchor, shared[k])
                and (shared[k] is not opening or fixtures_apart(anchor.teams, opening.teams))
            ),
            None,
        )
        if k is None:
            return shared, found
        found.insert(0, of(shared[k:]))
        shared, anchor = shared[:k], found[0]


def other_match(incident: Group, unit: Unit) -> bool:
    """``unit``, after the ``incident``, tells of an offside or VAR question of players it
    names at another match (a round-up's next fixture whose decision the drafter did not
    read: "the flag stayed down"): it opens an incident of its own, as it would before."""
    return _told(unit) and fixtures_apart(incident.teams, unit.teams)


def _told(unit: Unit) -> bool:
    return bool(
        unit.told and not unit.skimmed and not unit.summary and any(named(p) for p in unit.players)
    )


def _other_story(anchor: Group, unit: Unit) -> bool:
    """``unit`` tells of an offside or VAR question of players it names, at another
    match or another moment than ``anchor``'s."""
    if not _told(unit):
        return False
    if fixtures_apart(anchor.teams, unit.teams):
        return True
    return apart(unit.moment, moment(anchor.minute, anchor.added_time))
