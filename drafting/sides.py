"""Which team attacked and which defended, weighed from everything the text says of them,
and the venue's other side."""

from __future__ import annotations

from collections import Counter

from drafting.facts import Cand
from drafting.scene import Scene, Tag
from drafting.sequence import penalty_handball
from drafting.side_evidence import (
    aggrieved,
    appositions,
    attackers,
    defenders,
    in_incident,
    movers,
    of_incident,
    other_goal,
    speaker_sides,
    touch_sides,
)
from drafting.side_roles import side_roles
from drafting.tables import Team
from drafting.venue import (
    other_team,
    other_venue,
    venue_by_dateline,
    venue_by_elimination,
    venue_by_fixture,
    venue_by_score,
    venue_of,
)
from rules.paths import joined


def find_sides(s: Scene) -> None:
    """The attacking and defending teams (facts ``teams.*``), ``s.side_of``, the officials'
    candidates and calls (``s.official_cands``, ``s.calls``), and the venue completed."""
    r, f = s.r, s.f
    described = appositions(s)
    scored, weak = venue_by_score(s, s.evidence["team"] + described)
    venue = venue_of(s)
    attacking_ev, defending_ev = (of_incident(s, ev) for ev in f.sides(r, venue))
    attacking_ev = [e for e in attacking_ev if not other_goal(s, r.index.number(e[1]))]
    if len(venue) == 2:  # the match's two teams known: no other team attacked or defended
        attacking_ev, defending_ev = (
            [e for e in ev if e[0] in venue.values()] for ev in (attacking_ev, defending_ev)
        )
    described += side_roles(s, venue)
    for person, start, end, team in s.evidence["team"] + f.side_tags(r, venue) + described:
        if team is not None:
            s.tags.setdefault(person, []).append((team, start, end))
    s.attackers = attackers(s)
    for person in s.attackers | movers(s):
        tag = s.tagged(person)
        # (not one the text calls a defender or a goalkeeper, unless he scored: "closer to
        # goal than Aberdeen centre-back Baird" makes no attacker of Baird)
        if tag and (person == s.scorer or s.r.people[person].role_side != "defending"):
            attacking_ev.append(tag)
    speaker_sides(s, attacking_ev, defending_ev)
    # the team whose goal made a running score where the text tells of the incident
    attacking_ev += [e for e in scored if in_incident(s, r.index.number(e[1]))]
    s.official_cands, s.calls = f.officials(r)
    later = _restarts(s, venue, attacking_ev)
    penalty_handball(s.touches, s.official_cands, s.calls, s.attackers)
    side = _against(s.official_cands)
    if side is not None:
        aggrieved(s, venue, side, attacking_ev, defending_ev)
    if side == "attacking":  # the free kick given for the offside went to the defenders
        defending_ev += _free_kicks(s, venue) + later
    touch_sides(s, defending_ev)
    defenders(s, attacking_ev, defending_ev)
    # The opponent a position or an involvement names is of the defending team when the
    # text gives his ("Gladbachs Linksverteidiger Heinze hatte Pohlmann aufgehoben",
    # "played onside by Lena Hartmann, the Bayern left-back").
    for person in s.opponents:
        tag = s.tagged(person)
        if tag and person not in s.attackers:
            defending_ev.append(tag)
    if not attacking_ev and not defending_ev:
        # (a score's side that only the score before it gives, where nothing else tells)
        attacking_ev += [e for e in weak if in_incident(s, r.index.number(e[1]))]
    attacking_ev, defending_ev = _weighed(attacking_ev, defending_ev)
    att, dfn = _teams(s, attacking_ev, defending_ev)
    _unnamed_defenders(s, dfn)
    for side, found in (("attacking", att), ("defending", dfn)):
        if found:
            s.side_of[found[0]] = side
            s.b.fact(joined(["teams", side]), r.teams[found[0]].name, found[1], found[2], None)
    venue_by_fixture(s, att, dfn)
    venue_by_dateline(s, att, dfn)
    other_venue(s, att, dfn)
    venue_by_elimination(s)


def _unnamed_defenders(s: Scene, dfn: Tag | None) -> None:
    """The unnamed defenders of the move are of the defending team: "a defender" in
    Tottenham's attack is Sporting's."""
    if dfn is None:
        return
    for t in s.touches:
        unnamed = s.r.people[t.person] if t.person is not None else None
        if unnamed and unnamed.unnamed and unnamed.team is None and unnamed.side == "defending":
            unnamed.team = dfn[0]


def _teams(
    s: Scene, attacking_ev: list[Tag], defending_ev: list[Tag]
) -> tuple[Tag | None, Tag | None]:
    """The attacking and the defending team, each with the words that give it."""
    r = s.r
    att = _most(attacking_ev)
    if att is None and any(
        c.path == "officials.final" and c.value == "goal" and not c.reason for c in s.official_cands
    ):
        won = s.f.winner(r)  # "the winner came when ..." and "Nordsjælland beat Silkeborg"
        if won is not None:
            att = won[0]
            if won[1] is not None:
                defending_ev.append(won[1])
    dfn = _most([e for e in defending_ev if att is None or e[0] != att[0]])
    known = att or dfn
    if known is not None and (att is None or dfn is None):
        other = other_team(s, known[0])
        # Where the text names it: by name, else by its ground ("en El Sadar").
        where = [m for m in r.found.mentions if m.kind == "team" and m.index == other] or [
            m for m in r.found.mentions if m.kind == "ground" and m.index == other
        ]
        if (
            other is not None
            and where
            and _national(r.teams[other]) == _national(r.teams[known[0]])
        ):
            guess = (other, where[0].start, where[0].end)
            att, dfn = (att, guess) if att else (guess, dfn)
    return att, dfn


def _national(team: Team) -> bool:
    """A national team, as the tables tell one: its people's words (demonyms) and no ground
    of its own, where a club's entry gives its grounds. The other side guessed for one known
    side is of its kind: a club's opponent is no country the text names as a place or a
    player's nationality ("there is no VAR in Estonia", "the Spanish forward")."""
    return bool(team.demonyms) and not team.grounds


def _decided(s: Scene) -> list[int]:
    """Where the text tells a decision on the goal (the final or the on-field one, not a
    reason given for it)."""
    return [
        c.start
        for c in s.official_cands
        if c.path in ("officials.final", "officials.on_field") and not c.reason
    ]


def _free_kicks(s: Scene, venue: dict[str, int]) -> list[Tag]:
    """The teams given a free kick after the decision that took the goal away, where the
    text tells of the incident or of the restart after it: the free kick for the offside
    ("... ruled out. Free kick to Wigan."). Not one told before the decision (the
    attackers' own set piece: "Coup franc pour Guingamp ... marque. Mais le drapeau"), nor,
    with the venue known, a team not of the match."""
    decided = _decided(s)
    if not decided:
        return []
    return [
        e
        for e in s.f.free_kick_teams(s.r, venue)
        if e[1] > min(decided)
        and (len(venue) != 2 or e[0] in venue.values())
        and _of_restart(s, s.r.index.number(e[1]))
    ]


def _restarts(s: Scene, venue: dict[str, int], attacking_ev: list[Tag]) -> list[Tag]:
    """The teams that won or took a restart where the text tells of the incident: those
    told before the decision (the move's set piece) are attacking evidence, added to
    ``attacking_ev``; those told after it and after the move are returned."""
    r = s.r
    restarts = [e for e in s.f.restart_teams(r, venue) if in_incident(s, r.index.number(e[1]))]
    later = _after_the_move(s, restarts)
    attacking_ev += [e for e in restarts if e not in later]
    return later


def _after_the_move(s: Scene, restarts: list[Tag]) -> list[Tag]:
    """The restarts told after a decision on the goal and after every touch of the move:
    the restart that followed the call ("... but the flag was up and Leeds were awarded a
    free kick"), not the set piece the move began with."""
    decided = _decided(s)
    if not decided:
        return []
    last = max((h.start for t in s.touches for h in t.hits), default=-1)
    return [e for e in restarts if e[1] > min(decided) and e[1] > last]


def _of_restart(s: Scene, number: int) -> bool:
    """Sentence ``number`` tells of the incident, or of the restart right after it, in its
    paragraph ("... the goal was ruled out. Free kick to Wigan.")."""
    if in_incident(s, number):
        return True
    span, sentences = s.span, s.r.sentences
    if span is None or number != span.last + 1 or number >= len(sentences):
        return False
    same = sentences[number].paragraph == sentences[span.last].paragraph
    return same and number not in s.dropped and number not in s.r.other_match


def _against(officials: list[Cand]) -> str | None:
    """The side the final decision went against: the attackers' when their goal was taken
    away or no penalty given, the defenders' when a goal stood or a penalty was given;
    None when the text gives no one final decision."""
    finals = {c.value for c in officials if c.path == "officials.final" and not c.reason}
    stopped = {c.value for c in officials if c.path == "officials.stopped_before_goal"}
    if not finals and stopped == {True}:
        finals = {"no_goal"}  # the whistle went before the ball did: no goal
    if len(finals) != 1:
        return None
    final = finals.pop()
    if final in ("no_goal", "no_penalty", "free_kick"):
        return "attacking"
    if final in ("goal", "penalty"):
        return "defending"
    return None


def _weighed(
    attacking: list[tuple[int, int, int]], defending: list[tuple[int, int, int]]
) -> tuple[list[tuple[int, int, int]], list[tuple[int, int, int]]]:
    """The evidence of each side, each cue once, without a team's evidence for the side the
    rest of the text outweighs ("the visitors' early lead" of another goal against two cues
    that they defended this one); a team as often on each side is on neither."""
    att, dfn = list(dict.fromkeys(attacking)), list(dict.fromkeys(defending))
    a, d = Counter(t for t, _, _ in att), Counter(t for t, _, _ in dfn)
    for team in set(a) & set(d):
        if a[team] <= d[team]:
            att = [e for e in att if e[0] != team]
        if d[team] <= a[team]:
            dfn = [e for e in dfn if e[0] != team]
    return att, dfn


def _most(evidence: list[tuple[int, int, int]]) -> tuple[int, int, int] | None:
    """The team most of the evidence names, if one does (a tie is no answer)."""
    if not evidence:
        return None
    counts = Counter(team for team, _, _ in evidence)
    (best, n), *rest = counts.most_common()
    if rest and rest[0][1] == n:
        return None
    return next(e for e in evidence if e[0] == best)
