"""The home and the away team: from the venue the text states, a running score told with
the goal that made it, and the sides of the match once one venue is known."""

from __future__ import annotations

import re

from drafting.facts.sides import dateline_team
from drafting.scene import Scene, Tag
from rules.paths import joined

# A derby in the words of the text, outside the names of its teams ("Derby County" is
# masked): "derby", "derbi", "Stadtderby", "le derby parisien".
_DERBY = re.compile(r"derb[yi]\b", re.IGNORECASE)


def venue_of(s: Scene) -> dict[str, int]:
    """The teams at home and away; the other team at the other venue when one venue is
    stated and two teams are named."""
    venue: dict[str, int] = {
        k: s.r.team_index[s.match[k]] for k in ("home", "away") if k in s.match
    }
    if len(venue) == 1:
        named = s.f.teams_in_match(s.r)
        for at_venue in venue.values():
            named[at_venue] += 1
        if len(named) == 2:
            stated = next(iter(venue))
            venue["away" if stated == "home" else "home"] = next(
                t for t in named if t != venue[stated]
            )
    return venue


def venue_by_score(
    s: Scene, tags: list[tuple[int, int, int, int | None]]
) -> tuple[list[Tag], list[Tag]]:
    """The venue from a running score told with the goal that made it (ruling of session
    45: a score is told home side first): the scoring team ("Stuttgarts Aksoy köpft zum
    0:1 ein") is at home where the other side has no goal, away where it has none; at a
    score of goals on both sides, where the text tells the score before it ("1-0" ...
    "equalised (1-1)"). Only where no other words give the venue, and every such score
    agrees. The scoring teams, with the words of each score: with the venue stated, the
    team at the scoring side's venue where the words name no scorer's team; apart, those
    of a score of goals on both sides whose side only the score told before it gives (a
    writer may tell a score from the scoring team's side: "zum vermeintlichen 3:2" of the
    visitors after 2:2), weaker than any other word of the text (drafting.sides)."""
    events = s.f.running_scores(s.r)
    teams_of: dict[int, set[int]] = {}
    for person, _, _, tagged in tags:
        if tagged is not None:
            teams_of.setdefault(person, set()).add(tagged)
    # (the scores told before a goal: the running scores, a fixture's, the score play stood at)
    told = {(h, a) for _, _, h, a, _, _ in events} | s.f.told_scores(s.r)
    found: set[tuple[int | None, int | None]] = set()
    cue: tuple[int, int] | None = None
    scored: list[Tag] = []
    weak: list[Tag] = []
    for start, end, h, a, named, word in events:
        team = named if named is not None else _scorer_team(s, start, teams_of)
        # (a word for the side: "zum 2:1 für die Gäste" is theirs, whatever the score)
        side = word or _scoring_side(h, a, told)
        if team is None and side is not None and side in s.match:
            # the venue stated: the score's side is its team ("Eichwald – Lindenau", then
            # "Kramer schob zum 0:1 ein": Lindenau's goal)
            team = s.r.team_index[s.match[side]]
            if not word and h and a:
                weak.append((team, start, end))  # (the score before it alone gives it)
                continue
        scored += [(team, start, end)] if team is not None else []
        if team is None or side is None:
            continue
        other = other_team(s, team)
        found.add((team, other) if side == "home" else (other, team))
        cue = cue or (start, end)
    if len(found) != 1 or cue is None or "home" in s.match or "away" in s.match:
        return scored, weak
    for key, team in zip(("home", "away"), found.pop(), strict=True):
        if team is not None:
            s.match[key] = s.r.teams[team].name
            s.b.fact(joined(["match", key]), s.match[key], cue[0], cue[1], None)
    return scored, weak


def _scoring_side(h: int, a: int, told: set[tuple[int, int]]) -> str | None:
    """The side whose goal made the score ``h``-``a`` (home side first): the one with
    goals where the other has none; else the one whose goal the score told before it
    leaves out; None when the text does not tell."""
    if (h == 0) == (a == 0):
        before = ((h - 1, a) in told, (h, a - 1) in told)
        return {(True, False): "home", (False, True): "away"}.get(before) if h and a else None
    return "home" if a == 0 else "away"


def _scorer_team(s: Scene, at: int, teams_of: dict[int, set[int]]) -> int | None:
    """The team of the player the sentence names last before ``at`` (a running score),
    when the text gives his: not a defender or a goalkeeper the scorer beat ("schiebt an
    Augsburgs Torhüter Marx vorbei zum 1:0 ein", "la portera de Monterrey, Orozco,
    desvió, y Cruz marcó el 2-1": Cruz's, unknown), an opponent or an official."""
    r = s.r
    number = r.index.number(at)
    if number < 0:
        return None
    for m in reversed(r.mentions_in(r.sentences[number].start, at)):
        person = r.people[m.index] if m.kind == "person" else None
        if person is None or person.official or person.index in s.opponents:
            continue
        if (person.role_side == "defending" or person.goalkeeper) and person.index != s.scorer:
            continue
        teams = {person.team} if person.unnamed else teams_of.get(person.index, set())
        return next(iter(teams)) if len(teams) == 1 else None
    return None


def other_team(s: Scene, known: int) -> int | None:
    """The match's other team than ``known``: the other at the venue the text gives
    ("Norway 0-1 Spain", "the hosts"), else the only other team it names."""
    r = s.r
    venue = [r.team_index[s.match[k]] for k in ("home", "away") if k in s.match]
    if len(venue) == 2 and known in venue and venue[0] != venue[1]:
        return venue[1] if known == venue[0] else venue[0]
    if len(venue) == 1 and known != venue[0]:
        return venue[0]  # the one team the venue gives, not the known side: the other side
    counts = s.f.teams_in_match(r)
    for team in venue:
        counts[team] += 1
    if len(counts) == 2 and known in counts:
        return next(team for team in counts if team != known)
    # A third team named in passing (the next opponent, a country): the match's other team
    # is the one named again and again, when every other is named once.
    others = [(n, team) for team, n in counts.most_common() if team != known]
    if known in counts and len(others) > 1 and others[0][0] > 1 and others[1][0] == 1:
        return others[0][1]
    return None


def other_venue(s: Scene, att: Tag | None, dfn: Tag | None) -> None:
    """One side of the match known from the venue: the other team is the other side."""
    match, r = s.match, s.r
    if not (att and dfn and ("home" in match) != ("away" in match)):
        return
    names = {r.teams[att[0]].name, r.teams[dfn[0]].name}
    known_key = "home" if "home" in match else "away"
    other_key = "away" if known_key == "home" else "home"
    rest = names - {match[known_key]}
    if len(rest) == 1 and match[known_key] in names:
        value = rest.pop()
        known = joined(["match", known_key])
        at = next(x for x in s.b.facts if x.path == known)
        s.b.fact(joined(["match", other_key]), value, at.cue.start, at.cue.end, None)
        match[other_key] = value


def venue_by_elimination(s: Scene) -> None:
    """The venue gives one side of the match; the only other team named is the other."""
    match, r = s.match, s.r
    if ("home" in match) == ("away" in match):
        return
    known_key = "home" if "home" in match else "away"
    other_key = "away" if known_key == "home" else "home"
    counts = s.f.teams_in_match(r)
    counts[r.team_index[match[known_key]]] += 1
    if len(counts) == 2:
        other = next(t for t in counts if r.teams[t].name != match[known_key])
        where = [m for m in r.found.mentions if m.kind == "team" and m.index == other]
        if where:
            match[other_key] = r.teams[other].name
            s.b.fact(
                joined(["match", other_key]), match[other_key], where[0].start, where[0].end, None
            )


def venue_by_fixture(s: Scene, att: Tag | None, dfn: Tag | None) -> None:
    """No venue drafted (the statements of several results disagree: a round-up), and
    the incident's two sides known, or one of them: the fixture that names those teams,
    home side first ("Chelsea 2-2 Manchester United", "Mainz 05 - SC Freiburg 1:1"), gives
    the venue, when every such fixture names the same two teams in the same order (a
    round-up's list of results names each team once)."""
    sides = [t[0] for t in (att, dfn) if t is not None]
    if not sides or len(set(sides)) != len(sides) or "home" in s.match or "away" in s.match:
        return
    found = [x for x in s.f.fixtures(s.r) if set(sides) <= {x[2], x[3]}]
    if len({(h, a) for _, _, h, a in found}) != 1:
        return
    start, end, home, away = found[0]
    _venue(s, home, away, start, end)


def venue_by_dateline(s: Scene, att: Tag | None, dfn: Tag | None) -> None:
    """No venue drafted, and the incident's two sides known: the match was played where
    its report is filed, so the side whose name holds the place of the dateline
    ("ZARAGOZA, Jan 14 -": Real Zaragoza) is at home, the other away. Not a third team
    whose name is the place ("Fuenlabrada (Madrid), 8 mar": the ground's town); not a
    derby, where the other side is of the same place though its name does not hold it
    (a city's club without the city's name hosting the one with it)."""
    if att is None or dfn is None or not _open(s, att, dfn) or _DERBY.search(s.r.masked):
        return
    found = dateline_team(s.r)
    if found is None or found[0] not in (att[0], dfn[0]):
        return
    home, start, end = found
    _venue(s, home, away=dfn[0] if home == att[0] else att[0], start=start, end=end)


def _open(s: Scene, att: Tag, dfn: Tag) -> bool:
    """No venue drafted yet, and the incident's two sides are two teams."""
    return "home" not in s.match and "away" not in s.match and att[0] != dfn[0]


def _venue(s: Scene, home: int, away: int, start: int, end: int) -> None:
    """Draft ``home`` and ``away`` (indices in ``s.r.teams``), cued by ``start``–``end``."""
    for key, team in (("home", home), ("away", away)):
        s.match[key] = s.r.teams[team].name
        s.b.fact(joined(["match", key]), s.match[key], start, end, None)
