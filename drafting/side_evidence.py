"""The evidence for the attacking and the defending side: the players the text makes
attackers or defenders, the touches, the speakers, those the decision went against, and
which sentences tell of the incident."""

from __future__ import annotations

from drafting.hits import DEFENDING_ACTIONS
from drafting.scene import ATTACKING_ACTIONS, Scene, Tag


def appositions(s: Scene) -> list[tuple[int, int, int, int | None]]:
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


def of_incident(s: Scene, evidence: list[Tag]) -> list[Tag]:
    """The evidence not told in a sentence about another goal ("Ferreyra's volley put
    Columbus ahead", "la défense ivoirienne" of the opener): that goal's side is not the
    incident's."""
    return [e for e in evidence if s.r.index.number(e[1]) not in s.dropped]


def other_goal(s: Scene, number: int) -> bool:
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


def in_incident(s: Scene, number: int) -> bool:
    """Sentence ``number`` tells of the incident: not of another goal or match, and within
    the sentences that tell of its move and its decisions when the text tells where."""
    if number < 0 or number in s.dropped or number in s.r.other_match:
        return False
    return s.span is None or s.span.opens <= number <= s.span.last


def attackers(s: Scene) -> set[int]:
    """The people the text makes attackers: the scorer, those in a stated position, those
    involved who are no opponent, and those asked about."""
    attackers = {s.scorer} if s.scorer is not None else set()
    attackers |= {p for p, *_ in s.evidence["offside"]} | {p for p, *_ in s.evidence["onside"]}
    attackers |= {said.person for said in s.involvements} - set(s.opponents)
    attackers |= s.f.asked(s.r)
    return attackers


def movers(s: Scene) -> set[int]:
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


def speaker_sides(s: Scene, attacking_ev: list[Tag], defending_ev: list[Tag]) -> None:
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


def aggrieved(
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


def touch_sides(s: Scene, defending_ev: list[Tag]) -> None:
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


def defenders(s: Scene, attacking_ev: list[Tag], defending_ev: list[Tag]) -> None:
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
        if any(in_incident(s, r.index.number(start)) for start, _ in person.mentions):
            defending_ev.append((tag[0], tag[1], tag[2]))
