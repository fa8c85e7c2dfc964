"""Which team attacked and which defended, weighed from everything the text says of them,
and the venue's other side."""

from __future__ import annotations

from collections import Counter

from drafting.facts import Cand
from drafting.scene import ATTACKING_ACTIONS, DEFENDING_ACTIONS, Scene, Tag
from drafting.sequence import penalty_handball
from rules.paths import joined


def find_sides(s: Scene) -> None:
    """The attacking and defending teams (facts ``teams.*``), ``s.side_of``, the officials'
    candidates and calls (``s.official_cands``, ``s.calls``), and the venue completed."""
    r, f = s.r, s.f
    appositions = _appositions(s)
    scored = _venue_by_score(s, s.evidence["team"] + appositions)
    venue = _venue(s)
    attacking_ev, defending_ev = (_of_incident(s, ev) for ev in f.sides(r, venue))
    attacking_ev = [e for e in attacking_ev if not _other_goal(s, r.index.number(e[1]))]
    if len(venue) == 2:  # the match's two teams known: no other team attacked or defended
        attacking_ev, defending_ev = (
            [e for e in ev if e[0] in venue.values()] for ev in (attacking_ev, defending_ev)
        )
    for person, start, end, team in s.evidence["team"] + f.side_tags(r, venue) + appositions:
        if team is not None:
            s.tags.setdefault(person, []).append((team, start, end))
    s.attackers = _attackers(s)
    for person in s.attackers | _movers(s):
        tag = s.tagged(person)
        # (not one the text calls a defender or a goalkeeper, unless he scored: "closer to
        # goal than Aberdeen centre-back Baird" makes no attacker of Baird)
        if tag and (person == s.scorer or s.r.people[person].role_side != "defending"):
            attacking_ev.append(tag)
    _speaker_sides(s, attacking_ev, defending_ev)
    # the team whose goal made a running score where the text tells of the incident
    attacking_ev += [e for e in scored if _in_incident(s, r.index.number(e[1]))]
    restarts = f.restart_teams(r, venue)
    attacking_ev += [e for e in restarts if _in_incident(s, r.index.number(e[1]))]
    s.official_cands, s.calls = f.officials(r)
    penalty_handball(s.touches, s.official_cands, s.calls, s.attackers)
    side = _against(s.official_cands)
    if side is not None:
        _aggrieved(s, venue, side, attacking_ev, defending_ev)
    _touch_sides(s, defending_ev)
    _defenders(s, attacking_ev, defending_ev)
    # The opponent a position or an involvement names is of the defending team when the
    # text gives his ("Gladbachs Linksverteidiger Heinze hatte Pohlmann aufgehoben",
    # "played onside by Lena Hartmann, the Bayern left-back").
    for person in s.opponents:
        tag = s.tagged(person)
        if tag and person not in s.attackers:
            defending_ev.append(tag)
    attacking_ev, defending_ev = _weighed(attacking_ev, defending_ev)
    att, dfn = _teams(s, attacking_ev, defending_ev)
    if dfn is not None:
        for t in s.touches:
            unnamed = r.people[t.person] if t.person is not None else None
            if unnamed and unnamed.unnamed and unnamed.team is None and unnamed.side == "defending":
                unnamed.team = dfn[0]  # "a defender" in Tottenham's attack is Sporting's
    for side, found in (("attacking", att), ("defending", dfn)):
        if found:
            s.side_of[found[0]] = side
            s.b.fact(joined(["teams", side]), r.teams[found[0]].name, found[1], found[2], None)
    _other_venue(s, att, dfn)
    _venue_by_elimination(s)


def _venue(s: Scene) -> dict[str, int]:
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


def _venue_by_score(s: Scene, tags: list[tuple[int, int, int, int | None]]) -> list[Tag]:
    """The venue from a running score told with the goal that made it (ruling of session
    45: a score is told home side first): the scoring team ("Stuttgarts Aksoy köpft zum
    0:1 ein") is at home where the other side has no goal, away where it has none; at a
    score of goals on both sides, where the text tells the score before it ("1-0" ...
    "equalised (1-1)"). Only where no other words give the venue, and every such score
    agrees. The scoring teams, with the words of each score."""
    events = s.f.running_scores(s.r)
    teams_of: dict[int, set[int]] = {}
    for person, _, _, tagged in tags:
        if tagged is not None:
            teams_of.setdefault(person, set()).add(tagged)
    told = {(h, a) for _, _, h, a, _, _ in events}
    found: set[tuple[int | None, int | None]] = set()
    cue: tuple[int, int] | None = None
    scored: list[Tag] = []
    for start, end, h, a, named, word in events:
        team = named if named is not None else _scorer_team(s, start, teams_of)
        # (a word for the side: "zum 2:1 für die Gäste" is theirs, whatever the score)
        side = word or _scoring_side(h, a, told)
        scored += [(team, start, end)] if team is not None else []
        if team is None or side is None:
            continue
        other = _other_team(s, team)
        found.add((team, other) if side == "home" else (other, team))
        cue = cue or (start, end)
    if len(found) != 1 or cue is None or "home" in s.match or "away" in s.match:
        return scored
    for key, team in zip(("home", "away"), found.pop(), strict=True):
        if team is not None:
            s.match[key] = s.r.teams[team].name
            s.b.fact(joined(["match", key]), s.match[key], cue[0], cue[1], None)
    return scored


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


def _appositions(s: Scene) -> list[tuple[int, int, int, int | None]]:
    """Named players described right after their name by a role with a team ("Thiago
    Moraes, the Flamengo midfielder, let fly", "Bonvin, der Basler Flügel"): the words read
    as a player of that team, he is of it. Not a team the text never names ("Brandt, le
    gardien allemand" in Monaco's match with Dortmund: his country, not his club)."""
    found = s.r.found
    out: list[tuple[int, int, int, int | None]] = []
    mentions = [m for m in found.mentions if m.kind == "person"]
    for before, after in zip(mentions, mentions[1:], strict=False):
        named, described = found.people[before.index], found.people[after.index]
        if named.unnamed or not described.unnamed or described.team not in found.named_teams:
            continue
        if found.masked[before.end : after.start] == ", ":
            out.append((named.index, before.start, after.end, described.team))
    return out


def _of_incident(s: Scene, evidence: list[Tag]) -> list[Tag]:
    """The evidence not told in a sentence about another goal ("Ferreyra's volley put
    Columbus ahead", "la défense ivoirienne" of the opener): that goal's side is not the
    incident's."""
    return [e for e in evidence if s.r.index.number(e[1]) not in s.dropped]


def _other_goal(s: Scene, number: int) -> bool:
    """Sentence ``number`` stands apart from where the text tells of the incident: outside
    its sentences, in a paragraph of neither them nor the text's head ("Nacional empató en
    el complemento", "Min 57. Empate del Alcorcón" of a text about the winner's flag): a
    team that scored there scored another goal."""
    span, sentences = s.span, s.r.sentences
    if span is None or number < 0 or span.opens <= number <= span.last:
        return False
    paragraph = sentences[number].paragraph
    told = {sentences[k].paragraph for k in (span.opens, span.last)}
    return paragraph != sentences[0].paragraph and paragraph not in told


def _attackers(s: Scene) -> set[int]:
    """The people the text makes attackers: the scorer, those in a stated position, those
    involved who are no opponent, and those asked about."""
    attackers = {s.scorer} if s.scorer is not None else set()
    attackers |= {p for p, *_ in s.evidence["offside"]} | {p for p, *_ in s.evidence["onside"]}
    attackers |= {said.person for said in s.involvements} - set(s.opponents)
    attackers |= s.f.asked(s.r)
    return attackers


def _movers(s: Scene) -> set[int]:
    """The named players who passed, crossed, shot or headed in the move, no defender
    ("Chelseas Außenverteidigerin Harland flankte"): their team's attack."""
    out = set()
    for t in s.touches:
        person = s.r.people[t.person] if t.person is not None else None
        if person is None or person.unnamed or t.classification or person.role_side:
            continue
        if t.action in ATTACKING_ACTIONS and person.index not in s.opponents:
            out.add(person.index)
    return out


def _speaker_sides(s: Scene, attacking_ev: list[Tag], defending_ev: list[Tag]) -> None:
    """ "«Nos anularon un gol legítimo»" in the words of one whose team the text gives: that
    team's goal."""
    r = s.r
    for side, regex in s.f.speaker_sides:
        for region in r.regions:
            tag = s.tagged(region.person) if region.person is not None else None
            if tag is None or region.official:
                continue
            spoken = regex.search(r.text, region.start, region.end)
            if spoken is not None:
                into = attacking_ev if side == "attacking" else defending_ev
                into.append((tag[0], spoken.start(), spoken.end()))


def _complaints(s: Scene, side: str) -> list[Tag]:
    """The teams of those who, in their own words, said the decision wrong: one of a team
    the text gives (its coach, a player) saying the attacker was onside where the goal was
    taken away ("« Il est en jeu », fulminait l'entraîneur grenoblois"), or offside where
    it stood. (Saying it of a decision that went his team's way concedes it: no side.)"""
    r = s.r
    about = "onside" if side == "attacking" else "offside"
    regions = {
        (region.start, region.end): region
        for region in r.regions
        if region.person is not None
        and (r.people[region.person].team is not None or region.person in s.tags)
    }
    if not regions:
        return []  # (no speaker of a known team: the claims are not read)
    out: list[Tag] = []
    for claim in s.f.claims(r):
        region = regions.get(claim["region"])
        if claim["about"] != about or region is None or region.person is None:
            continue
        person = r.people[region.person]
        if person.index in s.attackers or person.name != claim["speaker"]:
            continue  # (the attacker's own words; words given to another)
        tag = (person.team, *person.mentions[0]) if person.unnamed else s.tagged(person.index)
        if tag is not None and tag[0] is not None:
            out.append((tag[0], *claim["cue"]))
    return out


def _aggrieved(
    s: Scene, venue: dict[str, int], side: str, attacking_ev: list[Tag], defending_ev: list[Tag]
) -> None:
    """The teams the final decision went against (by what they felt or did after it) were
    on its ``side``; the team of one who complained of it (its coach, a player) too, of one
    who found it right on the other, of one who said the attacker was offside on defence
    when the goal stood. Read from the decision, so never against what the
    text says of a team's side itself (the decision may be misread)."""
    into = {"attacking": attacking_ev, "defending": defending_ev}
    other = "defending" if side == "attacking" else "attacking"
    found = [(side, e) for e in [*s.f.aggrieved_teams(s.r, venue), *_complaints(s, side)]]
    for which, person, named, start, end in s.f.people_sides(s.r):
        tag = s.tagged(person)
        team = named if named is not None else tag[0] if tag else None
        if which == "offside" and side != "defending":
            continue  # (of a goal ruled out, he may be agreeing: no side)
        if team is not None:
            found.append((other if which == "for" else side, (team, start, end)))
    stated = {name: {t for t, _, _ in ev} for name, ev in into.items()}
    for on, e in found:
        opposite = other if on == side else side
        if s.r.index.number(e[1]) not in s.dropped and e[0] not in stated[opposite]:
            into[on].append(e)


def _touch_sides(s: Scene, defending_ev: list[Tag]) -> None:
    """The teams of the players who deflected, cleared or saved the ball: defending."""
    for t in s.touches:
        if t.person is None:
            continue
        person_ = s.r.people[t.person]
        tag = s.tagged(t.person) if not person_.unnamed and t.person not in s.attackers else None
        if tag and (
            t.classification
            or t.action in DEFENDING_ACTIONS
            or (
                person_.role_side == "defending"
                and not t.scoring
                and t.action not in ("pass", "cross", "shot")
            )
        ):
            # "la capitaine stéphanoise Carrier" deflected it: her team defends ("Torino
            # defender Galassi" who played the long ball forward does not).
            defending_ev.append(tag)
        if (
            person_.unnamed
            and person_.team is not None
            and (person_.side == "defending" or t.action in DEFENDING_ACTIONS)
        ):
            start, end = person_.mentions[0]
            defending_ev.append((person_.team, start, end))


def _defenders(s: Scene, attacking_ev: list[Tag], defending_ev: list[Tag]) -> None:
    """The teams of the players the text calls defenders or goalkeepers where it tells of
    the incident, touching the ball or not ("Forest left-back Ferreyra had played him
    onside", "past Villa-Keeper Novák", "the Everton centre-half behind him"): defending.
    Not one who scored, was judged as an attacker or played the ball on in the move, nor
    against what the text says of a team's attack ("a long ball by Torino defender Galli")."""
    r = s.r
    if defending_ev:
        return  # (only where nothing else tells who defended)
    attacked = {e[0] for e in attacking_ev}
    forward = {
        t.person for t in s.touches if not t.classification and t.action not in DEFENDING_ACTIONS
    }
    for person in r.people:
        if person.index in s.attackers or person.index == s.scorer or person.index in forward:
            continue
        if person.unnamed:
            # (not a team the text never names: "le gardien allemand" is his country's man)
            named = person.team in r.found.named_teams
            tag = (
                (person.team, *person.mentions[0]) if person.side == "defending" and named else None
            )
        elif person.role_side == "defending" and not person.wide:
            tag = s.tagged(person.index)
        else:
            tag = None  # (a full-back who crossed, the text not saying so: no defender)
        if tag is None or tag[0] is None or tag[0] in attacked:
            continue
        if any(_in_incident(s, r.index.number(start)) for start, _ in person.mentions):
            defending_ev.append((tag[0], tag[1], tag[2]))


def _in_incident(s: Scene, number: int) -> bool:
    """Sentence ``number`` tells of the incident: not of another goal or match, and within
    the sentences that tell of its move and its decisions when the text tells where."""
    if number < 0 or number in s.dropped or number in s.r.other_match:
        return False
    return s.span is None or s.span.opens <= number <= s.span.last


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
        other = _other_team(s, known[0])
        # Where the text names it: by name, else by its ground ("en El Sadar").
        where = [m for m in r.found.mentions if m.kind == "team" and m.index == other] or [
            m for m in r.found.mentions if m.kind == "ground" and m.index == other
        ]
        if other is not None and where:
            guess = (other, where[0].start, where[0].end)
            att, dfn = (att, guess) if att else (guess, dfn)
    return att, dfn


def _other_team(s: Scene, known: int) -> int | None:
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


def _other_venue(s: Scene, att: Tag | None, dfn: Tag | None) -> None:
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


def _venue_by_elimination(s: Scene) -> None:
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
