"""A draft's players: each one's id, name, side and the words that give them."""

from __future__ import annotations

from typing import Any

from drafting.builder import clean, slug
from drafting.facts import Cand
from drafting.hits import DEFENDING_ACTIONS, Touch
from drafting.people import Person
from drafting.reading import Reading
from drafting.scene import ATTACKING_ACTIONS, Said, Scene, Tag
from rules.paths import joined

#: Restarts taken by the attacking side when they begin its move.
_SET_PIECES = frozenset({"corner_kick", "free_kick", "throw_in"})
#: Ids the incident model keeps for things and officials, never a player's.
_RESERVED_IDS = ("goalpost", "crossbar", "referee", "assistant_referee", "official")


def find_players(s: Scene) -> None:
    """``s.players`` and their ``s.ids``: the people of the move, each with a side when the
    text gives one; the players only mentioned are suggestions."""
    by_person = _by_person(s)
    used: set[str] = set()
    restart = [c for c in s.f.start_kind(s.r) if not c.reason]
    for person in s.chosen:
        _add_player(s, person, by_person, restart, used)
    if s.players:
        s.incident["players"] = s.players
    for p in s.r.people:
        if p.index in s.ids or p.unnamed or not p.can_play or not p.mentions:
            continue
        if p.roles & {"player", "goalkeeper", "teammate"} or p.index in s.tags:
            start, end = p.mentions[0]
            s.b.suggest("players[+]", {"name": clean(p.name, 120)}, "mentioned_only", start, end)


def _by_person(s: Scene) -> Evidence:
    """What the text says of each person that gives a side."""
    r, f, touches, people = s.r, s.f, s.touches, s.r.people
    playing = {t.person for t in touches if t.person is not None and t.action in ATTACKING_ACTIONS}
    playing -= {t.person for t in touches if t.action in DEFENDING_ACTIONS}
    against = s.attackers | playing | ({s.scorer} if s.scorer is not None else set())
    keepers = frozenset(p.index for p in people if "goalkeeper" in p.roles and p.index != s.scorer)
    by_person = Evidence(s.evidence, touches, against, keepers)
    for person in f.asked(r):
        by_person.attacking.setdefault(person, people[person].mentions[0])
    for said in s.involvements:
        by_person.attacking.setdefault(said.person, (said.start, said.end))
    for person, words in s.opponents.items():
        if person not in s.attackers:
            by_person.defending.setdefault(person, words)
    for person, start, end, _ in s.evidence["fouled_by_attacker"]:
        if person not in s.attackers:
            by_person.defending.setdefault(person, (start, end))
    restart = f.start_kind(r)
    if (
        restart
        and restart[0].value in _SET_PIECES
        and touches
        and touches[0].person is not None
        and touches[0].by_hit is not None
        and not touches[0].by_hit.hand  # the ball struck his arm: he took no set piece
        and touches[0].classification is None  # the officials judged a defender's touch
    ):
        # The set piece that began the attack was taken by an attacker.
        taker = touches[0].by_hit
        by_person.attacking.setdefault(touches[0].person, (taker.start, taker.end))
    return by_person


def _add_player(
    s: Scene, person: int, by_person: Evidence, restart: list[Cand], used: set[str]
) -> None:
    """One player's entry, each of its values a fact."""
    r, b, touches = s.r, s.b, s.touches
    p = r.people[person]
    ident = _ident(p, r, used)
    s.ids[person] = ident
    entry: dict[str, Any] = {"id": ident, "name": _name(p, r)}
    i = len(s.players)
    start, end = p.mentions[0] if p.mentions else (0, 0)
    b.fact(joined(["players", i, "name"]), entry["name"], start, end, None)
    team_of = _side(p, s.tagged(person), s.side_of, by_person, s.scorer)
    if (
        team_of is None
        and restart
        and restart[0].value != "open_play"
        and touches
        and touches[0].person == person
        and not (touches[0].by_hit is not None and touches[0].by_hit.hand)
    ):
        # The player who took the restart the move began with ("Valverde lanzó una
        # falta lateral"): his side had the ball.
        team_of = ("attacking", restart[0].start, restart[0].end)
    if team_of:
        entry["team"] = team_of[0]
        b.fact(joined(["players", i, "team"]), team_of[0], team_of[1], team_of[2], None)
    if p.goalkeeper:
        entry["goalkeeper"] = True
        b.fact(joined(["players", i, "goalkeeper"]), True, start, end, None)
    if p.unnamed:
        s.unnamed_ids.append(ident)
    s.players.append(entry)


def _ident(p: Person, r: Reading, used: set[str]) -> str:
    if p.unnamed:
        team = slug(r.teams[p.team].name.split()[0]) if p.team is not None else ""
        base = f"{team}_{p.noun}" if team else f"unnamed_{p.noun}"
    else:
        words = list(p.tokens)
        surname = [words[-1]]
        for w in reversed(words[:-1]):
            if w.lower() in r.t.particles:
                surname.insert(0, w)
            else:
                break
        base = slug(" ".join(surname)) or "player"
        if base in used:
            base = slug(" ".join(words)) or base
    ident, k = base, 2
    while ident in used or ident in _RESERVED_IDS:
        ident, k = f"{base}_{k}", k + 1
    used.add(ident)
    return ident


#: The letters before which a language that elides ("elided" in ``unnamed_names``) drops
#: the vowel of its word for "of".
_VOWELS = frozenset("aeiouyhàâäéèêëîïôöùûü")


def _name(p: Person, r: Reading) -> str:
    if not p.unnamed:
        return clean(p.name, 120) or "unnamed player"
    team = r.teams[p.team].name if p.team is not None else ""
    nouns = ("goalkeeper", "defender", "opponent", "attacker", "midfielder")
    noun = p.noun if p.noun in nouns else "player"
    # The language's own words for an unnamed player (words.yaml grammar ``unnamed_names``:
    # "un defensa del {team}"); {of_team} is the team with the word for "of" its kind of
    # team takes (a national team, one with demonyms, or a club).
    names = r.t.grammar.get("unnamed_names")
    if names:
        forms = names.get(noun) or names["player"]
        if p.team is None:
            return str(forms["alone"])
        kind = "of_country" if r.teams[p.team].demonyms else "of_club"
        of_team = f"{names[kind]} {team}"
        if names.get("elided") and names[kind].endswith("e") and team[:1].lower() in _VOWELS:
            of_team = f"{names['elided']}{team}"  # French "d'Auxerre", not "de Auxerre"
        return str(forms["team"]).replace("{of_team}", of_team)
    if p.noun == "goalkeeper":
        return f"the {team} goalkeeper".replace("  ", " ")
    words = f"{team} {noun}".strip()
    article = "an" if words[:1].lower() in "aeiou" else "a"
    return f"{article} {words}"


class Evidence:
    """What the text says of each person, by person: a player's side is looked up, not
    found by going through everything said of everyone for each player (quadratic in a
    text of thousands of names)."""

    def __init__(
        self,
        evidence: dict[str, list[Said]],
        touches: list[Touch],
        against: set[int],
        keepers: frozenset[int] = frozenset(),
    ) -> None:
        self._first: dict[tuple[str, int], tuple[int, int]] = {}
        for name in ("offside", "onside", "teammate"):
            for person, start, end, _ in evidence[name]:
                self._first.setdefault((name, person), (start, end))
        self.touches: dict[int | None, list[Touch]] = {}
        for t in touches:
            self.touches.setdefault(t.person, []).append(t)
        #: Each person's first foul that gives their side: (start, end, they were fouled);
        #: fouling one of ``against`` (the attackers) makes a defender, fouling one of
        #: ``keepers`` (goalkeepers named as such) an attacker.
        self.fouls: dict[int, tuple[int, int, bool]] = {}
        for fouler, start, end, victim in evidence["foul"]:
            if victim is not None:
                # fouled by one of the attackers, or a goalkeeper fouled: a defender; else an
                # attacker fouled
                fouled = fouler not in against and victim not in keepers
                self.fouls.setdefault(victim, (start, end, fouled))
            if victim in against:
                self.fouls.setdefault(fouler, (start, end, False))
            elif fouler in against or victim in keepers:
                self.fouls.setdefault(fouler, (start, end, True))

        #: People the text puts on a side by what it says they did without the ball (an
        #: attacker's involvement; the opponent he was measured against or affected).
        self.attacking: dict[int, tuple[int, int]] = {}
        self.defending: dict[int, tuple[int, int]] = {}

    def first(self, name: str, person: int) -> tuple[int, int] | None:
        return self._first.get((name, person))


def _side(
    p: Person,
    tag: Tag | None,
    side_of: dict[int, str],
    evidence: Evidence,
    scorer: int | None,
) -> tuple[str, int, int] | None:
    """The player's side and the words that give it."""
    if tag is not None and tag[0] in side_of:
        return side_of[tag[0]], tag[1], tag[2]
    if p.unnamed:
        if p.team is not None and p.team in side_of:
            return side_of[p.team], *p.mentions[0]
        if p.side:
            return p.side, *p.mentions[0]
        return None
    if (
        "goalkeeper" in p.roles
        and scorer != p.index
        and not any(t.action in ATTACKING_ACTIONS for t in evidence.touches.get(p.index, []))
    ):
        # A named goalkeeper in a move toward goal is the defending side's ("the keeper
        # Whitaker", fouled by an attacker or saving): never an attacker fouled.
        return "defending", *p.mentions[0]
    for name in ("offside", "onside"):
        said = evidence.first(name, p.index)
        if said is not None:
            return "attacking", *said
    mine = evidence.touches.get(p.index, [])
    if scorer == p.index:
        hit = next((h for t in mine for h in t.hits if h.scoring), None)
        if hit is not None:
            return "attacking", hit.start, hit.end
    for t in mine:
        if t.classification and t.classification_cue:
            # the officials judged the player's touch (a deflection, a deliberate play, a
            # save): a defender's, whatever else his touches suggest
            return "defending", *t.classification_cue
    for side, table in (("attacking", evidence.attacking), ("defending", evidence.defending)):
        cue = table.get(p.index)
        if cue is not None:
            return side, *cue
    said = evidence.first("teammate", p.index)
    if said is not None:
        return "attacking", *said
    foul = evidence.fouls.get(p.index)
    if foul is not None:
        start, end, fouled = foul
        return ("attacking" if fouled else "defending"), start, end
    for t in mine:
        if t.action in DEFENDING_ACTIONS and t.action_hit:
            return "defending", t.action_hit.start, t.action_hit.end
    for t in mine:
        if t.action in ATTACKING_ACTIONS and t.action_hit:
            return "attacking", t.action_hit.start, t.action_hit.end
    return None
