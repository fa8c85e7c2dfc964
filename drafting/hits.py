"""A touch of the ball as the text tells it: the rule that finds it, each mention of it
(a hit) and the touch its hits make."""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from typing import Any

from drafting.lazy import Regex
from drafting.reading import Reading
from drafting.tables import MENTION, Tables


@dataclass(frozen=True)
class Rule:
    regex: Regex
    #: The pattern starts with the person: it is tried at each person's place.
    anchored: bool
    action: str | None
    scoring: bool | str
    noun: bool = False
    passive: bool = False
    tail: bool = False
    hand: bool = False
    ball: bool = False
    anonymous: bool = False
    direction: str | None = None
    #: The verb comes before its subject ("Dann köpfte Kane ein"): a hit only when no
    #: other subject stands before the verb in its clause (patterns.yaml inverted_subject).
    inverted: bool = False
    #: The person is the subject of a relative clause ("Wittmann, der abstaubte"): the
    #: words before the name may be a preposition's.
    relative: bool = False
    #: The touch is by a team-mate of the attack the text does not name ("ran on to a
    #: through ball"); ``alone``: only when the text gives no other pass or cross.
    teammate: bool = False
    alone: bool = False
    #: The {Q} of the pattern must be a goalkeeper ("beat the goalkeeper" scores).
    keeper: bool = False
    #: Told as an attempt ("wollte klären", "tried to clear"): the same player's other touch
    #: of the same sentence ("köpfte aber in Hofstetters Lauf") is this one, and says how.
    attempt: bool = False
    #: The {P} of the pattern must be a goalkeeper (a goalkeeper's throw or roll).
    own_keeper: bool = False


def rule_of(tables: Tables, item: dict[str, Any]) -> Rule:
    """A touch rule of the patterns file, its pattern compiled."""
    template = str(item["pattern"])
    anchored = template.startswith("{P}")
    verb = "{P}{WHO} {ADV}"
    if template.startswith(verb) and not item.get("noun"):
        # "Mbappé rounded Simón and finished": the subject carries over "and".
        template = template.replace(verb, "{P}{WHO} (?P<and>{AND})(?P<v>){ADV}", 1)
    return Rule(
        regex=tables.compile(template),
        anchored=anchored,
        action=item.get("action"),
        scoring=item.get("scoring", False),
        noun=bool(item.get("noun")),
        passive=bool(item.get("passive")),
        tail=bool(item.get("tail")),
        hand=bool(item.get("hand")),
        ball=bool(item.get("ball")),
        anonymous=bool(item.get("anonymous")),
        direction=item.get("direction"),
        inverted=bool(item.get("inverted")),
        relative=bool(item.get("relative")),
        teammate=bool(item.get("teammate")),
        keeper=bool(item.get("keeper")),
        own_keeper=bool(item.get("own_keeper")),
        alone=bool(item.get("alone")),
        attempt=bool(item.get("attempt")),
    )


@dataclass
class Hit:
    """One mention of a touch in one sentence."""

    sentence: int
    start: int
    end: int
    person: int | None
    action: str | None
    direction: str | None
    scoring: bool
    noun: bool
    said_by: str | None
    #: The end of the words that state the direction, when a direction is given.
    direction_end: int = -1
    #: An unnamed team-mate's touch before the named player's at the same place.
    lead: bool = False
    alone: bool = False
    #: Where its verb is: two verbs of one subject ("brought the pass down and beat the
    #: goalkeeper") are two touches, though both hits start at the name.
    verb_at: int = -1
    #: Said as the moment something else happened ("offside when Digne struck the ball"):
    #: a touch told again, not a new one, when the player has another.
    reference: bool = False
    #: Scoring only because its sentence says a goal went in (a shot's noun), not in words.
    inferred: bool = False
    #: Told as a touch with the hand or arm ("le ballon a rebondi sur le bras de Ouali").
    hand: bool = False
    #: Told as the player's own play with the hand or arm, in the passive with the player
    #: as agent ("contrée du bras par Carrier"), not the ball striking an arm.
    handled: bool = False
    #: Its rule tells an attempt (Rule.attempt).
    attempt: bool = False


@dataclass
class Touch:
    person: int | None
    action: str | None = None
    direction: str | None = None
    classification: str | None = None
    scoring: bool = False
    #: The hit that gives each attribute (for its sentence and words).
    by_hit: Hit | None = None
    action_hit: Hit | None = None
    direction_hit: Hit | None = None
    classification_cue: tuple[int, int] | None = None
    hits: list[Hit] = field(default_factory=list)
    #: Where its hits are: sentence -> their starts (to ask "mentioned elsewhere in this
    #: sentence?" without going through every hit of a name said a thousand times).
    places: dict[int, set[int]] = field(default_factory=dict)

    def add(self, hit: Hit) -> None:
        self.hits.append(hit)
        self.places.setdefault(hit.sentence, set()).add(hit.start)

    def elsewhere_in(self, sentence: int, start: int) -> bool:
        """A hit of this touch in ``sentence`` starts somewhere other than ``start``."""
        starts = self.places.get(sentence)
        return starts is not None and (len(starts) > 1 or start not in starts)


def dedupe(hits: list[Hit]) -> list[Hit]:
    """One hit per person and place: the one that says most (scoring, action, direction);
    two verbs of one subject ("brought the pass down and beat the goalkeeper") are two
    places, a hit that does not say its verb goes with the first."""
    groups: dict[tuple[int, int | None, int], list[Hit]] = {}
    for hit in hits:
        groups.setdefault((hit.sentence, hit.person, hit.start), []).append(hit)
    out: list[Hit] = []
    for group in groups.values():
        verbs = sorted({h.verb_at for h in group if h.verb_at >= 0})
        best: dict[int, Hit] = {}
        for hit in group:
            at = hit.verb_at if hit.verb_at >= 0 or not verbs else verbs[0]
            old = best.get(at)
            if old is None or _score(hit) > _score(old):
                best[at] = hit
        said = next((h for h in group if h.action is not None and not h.noun), None)
        named = next((h for h in group if h.noun and h.action is not None), None)
        if named is not None and len(best) == 1:
            # "la frappe de Kaboré ... a lobé le gardien": the touch is where its noun is
            only = next(iter(best))
            best[only] = dataclasses.replace(best[only], verb_at=-1)
        for hit in best.values():
            if hit.scoring and hit.action is None and said is not None and not said.scoring:
                # "Marchetti, qui a frappé du gauche, a vu son but refusé": the scoring
                # mention's touch is the one whose action the same words give.
                hit = dataclasses.replace(hit, action=said.action)
            out.append(hit)
    return out


def _score(hit: Hit) -> tuple[int, int, int, int]:
    return (int(hit.scoring), int(hit.action is not None), int(hit.direction is not None), hit.end)


#: Actions of a touch by the attacking side: a defender's "le défenseur" is none of them.
ATTACKER_ACTIONS = frozenset({"pass", "cross", "shot", "header", "throw"})
#: Actions only a defender's touch has in a move.
DEFENDING_ACTIONS = frozenset({"deflection", "clearance", "save"})


def referred(reading: Reading, touches: list[Touch], at: int) -> list[Touch]:
    """A pattern's defender told only by the noun with the definite article ("le
    défenseur") is the named player whose touch, not an attacker's, was told last before
    (in this sentence or the two before), or who tried to clear it ("wollte klären, köpfte
    aber in Hales Lauf"). Nothing when there is no such touch."""
    sentence = reading.index.number(at)
    last: Touch | None = None
    last_at = -1
    for t in touches:
        if t.scoring or t.person is None or not t.hits:
            continue
        if t.action in ATTACKER_ACTIONS and not any(h.attempt for h in t.hits):
            continue  # (an attempt to clear that went another way is still a defender's)
        if t.person >= len(reading.people) or reading.people[t.person].unnamed:
            continue
        first = min(h.start for h in t.hits)
        if last_at < first < at and 0 <= sentence - reading.index.number(first) <= 2:
            last, last_at = t, first
    return [last] if last is not None else []


#: The player whose ball it is, right after the ball's words ("un disparo de Cordón").
_OWNER = re.compile(
    r" (?:(?:de|del|du|of|by|from|von|vom|des|der) |d['’] ?)"
    r"(?:el |la |le |l['’] ?|the )?[\ue000-\uebff]\uf8ff*"
)
_ANY_MENTION = re.compile(MENTION)


def ball_subject(ball: Regex, before: str) -> bool:
    """The words ``before`` a touch in its clause have the ball as subject, and no person
    after it ("it went backwards and hit a defender"), but the ball's owner ("un disparo de
    Cordón golpeó en ...")."""
    balls = list(ball.finditer(before))
    if not balls:
        return False
    last_ball = balls[-1].end()
    owner = _OWNER.match(before, last_ball)
    if owner is not None:
        last_ball = owner.end()
    return _ANY_MENTION.search(before, last_ball) is None


def on_its_way(shot: Touch, then: Touch) -> bool:
    """``then`` is the ball on its way from ``shot``: a deflection, or an arm it struck
    told after the kick or header in its sentence ("nodded goalwards by Okonjo, the ball
    hit the arm of Haldane"; not "he had won it, but the ball had struck Laporte's arm")."""
    if then.action == "deflection":
        return True
    return shot.action is not None and any(
        h.hand and h.sentence in shot.places and h.start > min(shot.places[h.sentence])
        for h in then.hits
    )
