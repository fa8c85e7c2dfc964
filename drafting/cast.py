"""Who a draft is about: the people of the move, and what the text says of them."""

from __future__ import annotations

from collections.abc import Callable

from drafting.facts.base import Stated
from drafting.facts.stated import one_kind_each
from drafting.scene import ATTACKING_ACTIONS, Scene


def find_cast(s: Scene) -> None:
    """What the text says of each person, the opponents it names and ``s.chosen``."""
    r, f = s.r, s.f
    s.evidence = f.person_patterns(r)
    s.positions = _with_pronouns(s, f.positions(r))
    touched = {t.person for t in s.touches} | {s.scorer}
    s.involvements = [x for x in f.involvements(r) if not (x.cued and x.person in touched)]
    for person in f.goalkeepers(r):
        r.people[person].roles.add("goalkeeper")
    _opponents(s)
    people = r.people
    chosen = [p for p in dict.fromkeys(_in_move(s)) if people[p].can_play]
    chosen.sort(key=lambda p: people[p].mentions[0][0] if people[p].mentions else 0)
    s.chosen = chosen


def _with_pronouns(s: Scene, positions: list[Stated]) -> list[Stated]:
    """The positions stated of names, and of pronouns the reading left unresolved
    ("Petrie crossed for Reiter, who headed in. He was a yard offside"): of the players the
    sentence before names, the scorer, else the one whose touch the move tells last after
    another's (a ball that reached him: never the move's first touch, the passer's);
    none when none of them did. A demonstrative's one player is his, touch or none."""
    order = {t.person: k for k, t in enumerate(s.touches) if t.person is not None and k}
    if s.scorer is not None:
        order[s.scorer] = len(s.touches)
    added: list[Stated] = []
    for told in s.f.pronoun_positions(s.r):
        touched = [p for p in told.among if p in order or len(told.among) == 1]
        if not touched:
            continue
        who = max(touched, key=lambda p: order.get(p, 0))
        said = told.said
        added.append(Stated(said.kind, who, said.other, said.start, said.end, said.ball))
    if not added:
        return positions
    return one_kind_each(sorted(positions + added, key=lambda x: x.start))


def _opponents(s: Scene) -> None:
    """The opponents the text measures an attacker against, says he affected or beat."""
    r, f, opponents = s.r, s.f, s.opponents
    for said in s.positions + s.involvements:
        if said.other is not None:
            opponents.setdefault(said.other, (said.start, said.end))
    for person, words in f.beaten(r).items():
        opponents.setdefault(person, words)
    for person, words in _back_line(s).items():
        opponents.setdefault(person, words)
    for person, words in f.goalkeepers(r, beaten=True).items():
        if r.people[person].can_play and not r.people[person].unnamed:
            r.people[person].roles.add("goalkeeper")
            opponents.setdefault(person, words)


def _in_move(s: Scene) -> list[int]:
    """Everyone the text puts in the move, in the order found (with repeats)."""
    evidence = s.evidence
    in_move: list[int] = [t.person for t in s.touches if t.person is not None]
    if s.scorer is not None:
        in_move.append(s.scorer)
    for name in ("offside", "onside"):
        in_move.extend(p for p, *_ in evidence[name])
    in_move.extend(said.person for said in s.involvements)
    in_move.extend(sorted(s.f.asked(s.r)))
    in_move.extend(s.opponents)
    in_move.extend(_keepers(s))
    in_move.extend(p for p, *_ in evidence["fouled_by_attacker"])
    for fouler, _, _, victim in evidence["foul"]:
        in_move.append(fouler)
        if victim is not None:
            in_move.append(victim)
    return in_move


def _of_incident(s: Scene, later: bool = False) -> Callable[[int, int], bool]:
    """Whether a person's mention at a position is in the text's own words where it tells
    of the incident: in the sentences from its move's paragraph to its last decision (with
    ``later``, or after it: replays told after the decision), or one telling of a touch of
    the move before them; never as the speaker of a sentence ("Betis keeper Lora told
    reporters that ..."), nor where another goal or match is told."""
    r = s.r
    told = {n for t in s.touches for n in t.places}
    speaking = {(g.person, r.index.number(g.start)) for g in r.regions if g.person is not None}

    def of_incident(person: int, start: int) -> bool:
        number = r.index.number(start)
        if r.narrative[start] == " " or number < 0 or (person, number) in speaking:
            return False
        if number in s.dropped or number in r.other_match:
            return False
        span = s.span
        return (
            span is None
            or span.opens <= number <= span.last
            or (later and number > span.last)
            or (number < span.opens and number in told)
        )

    return of_incident


def _keepers(s: Scene) -> list[int]:
    """The goalkeepers the text names as such (a role word: "goalkeeper Tom Keeble",
    "Lucas Tanguy, le gardien rennais") where it tells of the incident (``_of_incident``)."""
    of_incident = _of_incident(s)
    return [
        p.index
        for p in s.r.people
        if not p.unnamed
        and p.can_play
        and "goalkeeper" in p.roles
        and p.index != s.scorer
        and any(of_incident(p.index, start) for start, _ in p.mentions)
    ]


def _back_line(s: Scene) -> dict[int, tuple[int, int]]:
    """The defenders the text names as such ("Stoke centre-back Jack Bell", "Hamza Ouali, le
    dernier défenseur du Wydad") in a sentence of the incident that tells where an attacker
    stood against the back line (patterns.yaml positions.line: "level with", "hinter ihm",
    "habilitado por"): the opponent he was measured against, with the sentence. Never a
    player who himself played the ball forward, scored or is said to have stood offside."""
    r, regex = s.r, s.f.line
    if regex is None:
        return {}
    of_incident = _of_incident(s, later=True)
    own = {p for name in ("offside", "onside") for p, *_ in s.evidence[name]}
    own |= {said.person for said in s.involvements if said.person is not None}
    own |= {t.person for t in s.touches if t.action in ATTACKING_ACTIONS and t.person is not None}
    out: dict[int, tuple[int, int]] = {}
    for p in r.people:
        if not p.back_line or p.unnamed or not p.can_play or p.goalkeeper:
            continue
        if p.index in own or p.index == s.scorer:
            continue
        for start, _ in p.mentions:
            sentence = r.index.at(start)
            if sentence is None or not of_incident(p.index, start):
                continue
            r.budget.spend()
            if regex.search(r.narrative, sentence.start, sentence.end):
                out[p.index] = (sentence.start, sentence.end)
                break
    return out
