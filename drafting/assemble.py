"""Putting a draft together: the players and their ids and sides, the touches, the match
and the officials, each value with its sentence; then what is still missing."""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass
from functools import cache
from typing import Any

from drafting import focus
from drafting.budget import Budget
from drafting.facts import Cand, FactFinder, Stated
from drafting.incident import missing_fields
from drafting.model import Call, Claim, Draft, Fact, SourceInfo, Span, Suggestion, Value
from drafting.people import Person, fold
from drafting.reading import Patterns, Reading
from drafting.tables import Tables, tables
from drafting.touches import Touch, TouchFinder
from rules import paths

SOURCE_ID = "article"
_DEFENDING_ACTIONS = frozenset({"deflection", "clearance", "save"})
_ATTACKING_ACTIONS = frozenset({"cross", "pass", "header", "shot"})
#: Restarts taken by the attacking side when they begin its move.
_SET_PIECES = frozenset({"corner_kick", "free_kick", "throw_in"})
_UNPRINTABLE = frozenset({"Cc", "Cf", "Co", "Cs", "Zl", "Zp", "Cn"})


@dataclass
class Engine:
    tables: Tables
    patterns: Patterns
    touches: TouchFinder
    facts: FactFinder


@cache
def engine(language: str = "en") -> Engine:
    t = tables(language)
    return Engine(t, Patterns.build(t), TouchFinder(t), FactFinder(t))


def clean(text: str, limit: int) -> str:
    """``text`` as the incident model accepts it: printable, one line, at most ``limit``."""
    plain = "".join(" " if unicodedata.category(c) in _UNPRINTABLE else c for c in text)
    plain = " ".join(plain.split())
    return plain[:limit].rstrip()


def slug(text: str) -> str:
    """An id as the casebook spells them: lower-case ASCII words joined by underscores."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "_", plain.lower()).strip("_")[:36]


class Builder:
    """Collects facts and suggestions, each tied to its sentence."""

    def __init__(self, reading: Reading) -> None:
        self.r = reading
        self.facts: list[Fact] = []
        self.suggestions: list[Suggestion] = []

    def spans(self, start: int, end: int) -> tuple[Span, Span]:
        """The sentence of the words ``start``-``end``, and the words: a span that holds its
        cue, even where the words go on past their sentence (a headline ". Kane")."""
        sentence = self.r.index.at(start)
        if sentence is None:
            return Span(start=start, end=end), Span(start=start, end=end)
        span = Span(start=sentence.start, end=max(sentence.end, end))
        return span, Span(start=start, end=end)

    def fact(self, path: str, value: Value, start: int, end: int, said_by: str | None) -> None:
        span, cue = self.spans(start, end)
        self.facts.append(Fact(path=path, value=value, span=span, cue=cue, said_by=said_by))

    def suggest(
        self,
        path: str,
        value: Value | dict[str, Value],
        reason: str,
        start: int,
        end: int,
        said_by: str | None = None,
    ) -> None:
        span, cue = self.spans(start, end)
        self.suggestions.append(
            Suggestion.model_validate(
                {"path": path, "value": value, "reason": reason, "span": span, "cue": cue,
                 "said_by": said_by}
            )
        )  # fmt: skip

    def cand(self, c: Cand) -> bool:
        """Record a candidate; True when it is a fact."""
        if c.reason:
            self.suggest(c.path, c.value, c.reason, c.start, c.end, c.said_by)
            return False
        self.fact(c.path, c.value, c.start, c.end, c.said_by)
        return True


def build(
    text: str,
    reference_date: dt.date | None,
    source: dict[str, str | None] | None,
    language: str,
    budget: Budget | None = None,
) -> Draft:
    """The draft of ``text``; OutOfWork when it takes more than ``budget``."""
    e = engine(language)
    r = Reading(text, e.patterns, budget)
    b = Builder(r)
    f = e.facts
    touches, scorer = e.touches.find(r)
    # The goals that simply counted are not the incident's (drafting.focus).
    decided = focus.sentences_with(r, f.decision_words)
    dropped = focus.other_goals(
        r, touches, decided, focus.sentences_with(r, [*f.moment_words, focus.SCORELINE])
    )
    touches, scorer = focus.incident_touches(touches, scorer, dropped)
    incident: dict[str, Any] = {}

    # --- the match ------------------------------------------------------------------------------
    match: dict[str, Any] = {}
    competition = f.competition(r)
    for c in competition:
        if b.cand(c):
            match["competition"] = c.value
    comp_name = str(match.get("competition") or next((c.value for c in competition), ""))
    for c in f.date(r, reference_date, comp_name):
        if b.cand(c):
            match["date"] = c.value
    goal_at = next((h.start for t in touches if t.scoring for h in t.hits if h.scoring), None)
    for c in f.minute(r, goal_at, frozenset(dropped)):
        if b.cand(c):
            match["minute" if c.path == "match.minute" else "added_time"] = c.value
    for c in f.home_away(r):
        if b.cand(c):
            match[c.path.split(".")[1]] = c.value

    # --- people ---------------------------------------------------------------------------------
    evidence = f.person_patterns(r)
    positions = f.positions(r)
    involvements = f.involvements(r)
    for person, (start, end) in f.goalkeepers(r).items():
        r.people[person].roles.add("goalkeeper")
        del start, end
    #: The opponents the text measures an attacker against or says he affected.
    opponents: dict[int, tuple[int, int]] = {}
    for said in positions + involvements:
        if said.other is not None:
            opponents.setdefault(said.other, (said.start, said.end))
    for person, words in f.beaten(r).items():
        opponents.setdefault(person, words)
    for person, words in f.goalkeepers(r, beaten=True).items():
        if r.people[person].can_play and not r.people[person].unnamed:
            r.people[person].roles.add("goalkeeper")
            opponents.setdefault(person, words)
    in_move: list[int] = []
    for t in touches:
        if t.person is not None:
            in_move.append(t.person)
    if scorer is not None:
        in_move.append(scorer)
    for name in ("offside", "onside"):
        in_move.extend(p for p, *_ in evidence[name])
    for said in involvements:
        in_move.append(said.person)
    in_move.extend(sorted(f.asked(r)))
    in_move.extend(opponents)
    in_move.extend(p for p, *_ in evidence["fouled_by_attacker"])
    for fouler, _, _, victim in evidence["foul"]:
        in_move.append(fouler)
        if victim is not None:
            in_move.append(victim)
    people = r.people
    chosen = [p for p in dict.fromkeys(in_move) if people[p].can_play]
    chosen.sort(key=lambda p: people[p].mentions[0][0] if people[p].mentions else 0)

    # --- sides ----------------------------------------------------------------------------------
    venue: dict[str, int] = {k: r.team_index[match[k]] for k in ("home", "away") if k in match}
    if len(venue) == 1:
        # One venue stated and two teams named: the other team is at the other venue.
        named = f.teams_in_match(r)
        for at_venue in venue.values():
            named[at_venue] += 1
        if len(named) == 2:
            stated = next(iter(venue))
            venue["away" if stated == "home" else "home"] = next(
                t for t in named if t != venue[stated]
            )
    attacking_ev, defending_ev = f.sides(r, venue)
    tags: dict[int, list[tuple[int, int, int]]] = {}
    for person, start, end, team in evidence["team"] + f.side_tags(r, venue):
        if team is not None:
            tags.setdefault(person, []).append((team, start, end))

    def tagged(person: int) -> tuple[int, int, int] | None:
        teams = {t for t, _, _ in tags.get(person, [])}
        return tags[person][0] if len(teams) == 1 else None

    attackers = {scorer} if scorer is not None else set()
    attackers |= {p for p, *_ in evidence["offside"]} | {p for p, *_ in evidence["onside"]}
    attackers |= {said.person for said in involvements} - set(opponents)
    attackers |= f.asked(r)
    for person in attackers:
        tag = tagged(person)
        if tag:
            attacking_ev.append(tag)
    for side, regex in f.speaker_sides:
        # "«Nos anularon un gol legítimo»" in the words of one whose team the text gives: that
        # team's goal.
        for region in r.regions:
            tag = tagged(region.person) if region.person is not None else None
            if tag is None or region.official:
                continue
            spoken = regex.search(r.text, region.start, region.end)
            if spoken is not None:
                into = attacking_ev if side == "attacking" else defending_ev
                into.append((tag[0], spoken.start(), spoken.end()))
    official_cands, calls = f.officials(r)
    _penalty_handball(touches, official_cands, calls, attackers)
    side = _against(official_cands)
    if side is not None:
        (attacking_ev if side == "attacking" else defending_ev).extend(f.aggrieved_teams(r, venue))
    for t in touches:
        if t.person is None:
            continue
        person_ = people[t.person]
        tag = tagged(t.person) if not person_.unnamed and t.person not in attackers else None
        if tag and (
            t.classification
            or t.action in _DEFENDING_ACTIONS
            or (person_.role_side == "defending" and not t.scoring)
        ):
            # "la capitaine stéphanoise Carrier" deflected it: her team defends.
            defending_ev.append(tag)
        if (
            person_.unnamed
            and person_.team is not None
            and (person_.side == "defending" or t.action in _DEFENDING_ACTIONS)
        ):
            start, end = person_.mentions[0]
            defending_ev.append((person_.team, start, end))
    if not attacking_ev and not defending_ev:
        # Nothing else says who attacked: the opponent a position or an involvement names
        # is of the defending team when the text gives his ("Gladbachs Linksverteidiger
        # Heinze hatte Pohlmann aufgehoben").
        for person in opponents:
            tag = tagged(person)
            if tag and person not in attackers:
                defending_ev.append(tag)
    attacking_ev, defending_ev = _weighed(attacking_ev, defending_ev)
    att = _most(attacking_ev)
    if att is None and any(
        c.path == "officials.final" and c.value == "goal" and not c.reason for c in official_cands
    ):
        won = f.winner(r)  # "the winner came when ..." and "Nordsjælland beat Silkeborg"
        if won is not None:
            att = won[0]
            if won[1] is not None:
                defending_ev.append(won[1])
    dfn = _most([e for e in defending_ev if att is None or e[0] != att[0]])
    if att and dfn is None or dfn and att is None:
        counts = f.teams_in_match(r)
        for key in ("home", "away"):
            if key in match:
                counts[r.team_index[match[key]]] += 1
        if len(counts) == 2:
            known = att or dfn
            assert known is not None
            other = next(team for team in counts if team != known[0])
            # Where the text names it: by name, else by its ground ("en El Sadar").
            where = [m for m in r.found.mentions if m.kind == "team" and m.index == other] or [
                m for m in r.found.mentions if m.kind == "ground" and m.index == other
            ]
            if where:
                guess = (other, where[0].start, where[0].end)
                att, dfn = (att, guess) if att else (guess, dfn)
    if dfn is not None:
        for t in touches:
            unnamed = people[t.person] if t.person is not None else None
            if unnamed and unnamed.unnamed and unnamed.team is None and unnamed.side == "defending":
                unnamed.team = dfn[0]  # "a defender" in Tottenham's attack is Sporting's
    side_of: dict[int, str] = {}
    for side, found in (("attacking", att), ("defending", dfn)):
        if found:
            side_of[found[0]] = side
            b.fact(paths.joined(["teams", side]), r.teams[found[0]].name, found[1], found[2], None)
    if att and dfn and ("home" in match) != ("away" in match):
        # One side of the match is known from the venue: the other team is the other side.
        names = {r.teams[att[0]].name, r.teams[dfn[0]].name}
        known_key = "home" if "home" in match else "away"
        other_key = "away" if known_key == "home" else "home"
        rest = names - {match[known_key]}
        if len(rest) == 1 and match[known_key] in names:
            value = rest.pop()
            at = next(x for x in b.facts if x.path == paths.joined(["match", known_key]))
            b.fact(paths.joined(["match", other_key]), value, at.cue.start, at.cue.end, None)
            match[other_key] = value
    if ("home" in match) != ("away" in match):
        # The venue gives one side of the match; the only other team named is the other.
        known_key = "home" if "home" in match else "away"
        other_key = "away" if known_key == "home" else "home"
        counts = f.teams_in_match(r)
        counts[r.team_index[match[known_key]]] += 1
        if len(counts) == 2:
            other = next(t for t in counts if r.teams[t].name != match[known_key])
            where = [m for m in r.found.mentions if m.kind == "team" and m.index == other]
            if where:
                match[other_key] = r.teams[other].name
                b.fact(
                    paths.joined(["match", other_key]),
                    match[other_key],
                    where[0].start,
                    where[0].end,
                    None,
                )
    if match:
        incident["match"] = match

    # --- players --------------------------------------------------------------------------------
    playing = {t.person for t in touches if t.person is not None and t.action in _ATTACKING_ACTIONS}
    playing -= {t.person for t in touches if t.action in _DEFENDING_ACTIONS}
    against = attackers | playing | ({scorer} if scorer is not None else set())
    keepers = frozenset(p.index for p in people if "goalkeeper" in p.roles and p.index != scorer)
    by_person = Evidence(evidence, touches, against, keepers)
    for person in f.asked(r):
        by_person.attacking.setdefault(person, people[person].mentions[0])
    for said in involvements:
        by_person.attacking.setdefault(said.person, (said.start, said.end))
    for person, words in opponents.items():
        if person not in attackers:
            by_person.defending.setdefault(person, words)
    for person, start, end, _ in evidence["fouled_by_attacker"]:
        if person not in attackers:
            by_person.defending.setdefault(person, (start, end))
    restart = f.start_kind(r)
    if (
        restart
        and restart[0].value in _SET_PIECES
        and touches
        and touches[0].person is not None
        and touches[0].by_hit is not None
        and not touches[0].by_hit.hand  # the ball struck his arm: he took no set piece
    ):
        # The set piece that began the attack was taken by an attacker.
        taker = touches[0].by_hit
        by_person.attacking.setdefault(touches[0].person, (taker.start, taker.end))
    used: set[str] = set()
    ids: dict[int, str] = {}
    players: list[dict[str, Any]] = []
    unnamed_ids: list[str] = []
    restart = [c for c in f.start_kind(r) if not c.reason]
    for person in chosen:
        p = people[person]
        ident = _ident(p, r, used)
        ids[person] = ident
        entry: dict[str, Any] = {"id": ident, "name": _name(p, r)}
        i = len(players)
        start, end = p.mentions[0] if p.mentions else (0, 0)
        b.fact(paths.joined(["players", i, "name"]), entry["name"], start, end, None)
        team_of = _side(p, tagged(person), side_of, by_person, scorer)
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
            b.fact(paths.joined(["players", i, "team"]), team_of[0], team_of[1], team_of[2], None)
        if p.goalkeeper:
            entry["goalkeeper"] = True
            b.fact(paths.joined(["players", i, "goalkeeper"]), True, start, end, None)
        if p.unnamed:
            unnamed_ids.append(ident)
        players.append(entry)
    if players:
        incident["players"] = players
    for p in people:
        if p.index in ids or p.unnamed or not p.can_play or not p.mentions:
            continue
        if p.roles & {"player", "goalkeeper", "teammate"} or p.index in tags:
            start, end = p.mentions[0]
            b.suggest("players[+]", {"name": clean(p.name, 120)}, "mentioned_only", start, end)

    # --- the touches ----------------------------------------------------------------------------
    sequence: list[dict[str, Any]] = []
    player_side = {pl["id"]: pl.get("team") for pl in players}
    for i, t in enumerate(touches):
        contact: dict[str, Any] = {}
        if t.person is not None and t.person in ids and t.by_hit:
            contact["by"] = ids[t.person]
            b.fact(
                paths.joined(["sequence", i, "by"]),
                contact["by"],
                t.by_hit.start,
                t.by_hit.end,
                t.by_hit.said_by,
            )
        if t.action and t.action_hit:
            contact["action"] = t.action
            h = t.action_hit
            b.fact(paths.joined(["sequence", i, "action"]), t.action, h.start, h.end, h.said_by)
        if t.direction and t.direction_hit:
            contact["direction"] = t.direction
            h = t.direction_hit
            end = h.direction_end if h.direction_end > h.start else h.end
            b.fact(paths.joined(["sequence", i, "direction"]), t.direction, h.start, end, h.said_by)
        if (
            t.classification
            and t.classification_cue
            and player_side.get(contact.get("by")) == "defending"
        ):
            contact["classification"] = t.classification
            start, end = t.classification_cue
            b.fact(
                paths.joined(["sequence", i, "classification"]), t.classification, start, end, None
            )
        sequence.append(contact)
    if sequence:
        incident["sequence"] = sequence
    _positions(incident, b, positions, involvements, ids)

    # --- how it started -------------------------------------------------------------------------
    start_cands = f.start_kind(r)
    for c in start_cands:
        if b.cand(c):
            incident["start"] = {"kind": c.value}
            if c.value != "open_play":
                b.suggest("start.kind", c.value, "restart_taker", c.start, c.end)
    if not start_cands and sequence:
        first = next((x for x in b.facts if x.path.startswith("sequence[0].")), None)
        if first is not None:
            b.suggest(
                "start.kind", "open_play", "no_restart_mentioned", first.cue.start, first.cue.end
            )

    # --- the officials --------------------------------------------------------------------------
    officials: dict[str, Any] = {}
    cands = official_cands
    finals = [c for c in cands if c.path == "officials.final"]
    for c in cands:
        if b.cand(c):
            officials[c.path.split(".")[1]] = c.value
    if officials.get("final") == "no_goal" and "on_field" not in officials:
        var_call = next((c for c in calls if c["by"] == "var"), None)
        if var_call is not None:
            b.suggest(
                "officials.on_field", "goal", "var_overturned", var_call["start"], var_call["end"]
            )
    if officials:
        incident["officials"] = officials

    # --- the outcome ----------------------------------------------------------------------------
    outcome = f.outcome(r, scorer is not None, finals)
    if scorer is not None and not outcome:
        hit = next(
            (h for t in touches if t.person == scorer and t.scoring for h in t.hits if h.scoring),
            None,
        )
        if hit is not None:
            outcome = [Cand("outcome", "goal_scored", hit.start, hit.end, hit.said_by)]
    if outcome and officials.get("final") == "penalty" and scorer is None:
        outcome = []
    award = next((c for c in finals if c.value == "penalty" and not c.reason), None)
    if outcome and officials.get("final") == "penalty" and award is not None:
        # A goal told in a sentence after the penalty was given is the kick's or a later
        # one ("... señalando penalti. La propia Van der Gragt igualó en el descuento"),
        # not the end of the move that was reviewed.
        told = r.index.number(outcome[0].start)
        if told > r.index.number(award.start) >= 0:
            outcome = []
    for c in outcome[:1]:
        if b.cand(c):
            incident["outcome"] = c.value
    if officials.get("stopped_before_goal") is True and "goal" in (
        officials.get("on_field"),
        officials.get("final"),
    ):
        # Play stopped before the ball went in, and a goal given: the text is not clear.
        del officials["stopped_before_goal"]
        b.facts = [x for x in b.facts if x.path != "officials.stopped_before_goal"]

    # --- the source -----------------------------------------------------------------------------
    info = _source(text, source, b)
    if info is not None:
        incident["sources"] = [info]
        if info.get("publisher"):
            _provenance(incident, b, r)

    claims = [
        Claim(
            speaker=c["speaker"],
            about=c["about"],
            quoted=c["quoted"],
            span=Span(start=c["span"][0], end=c["span"][1]),
            cue=Span(start=c["cue"][0], end=c["cue"][1]),
        )  # fmt: skip
        for c in f.claims(r, set(ids))
    ]
    call_models = []
    for call in calls:
        span, cue = b.spans(call["start"], call["end"])
        call_models.append(Call(by=call["by"], call=call["call"], span=span, cue=cue))
    given = source or {}
    return Draft(
        language=language,
        incident=incident,
        facts=b.facts,
        suggestions=b.suggestions,
        claims=claims,
        calls=call_models,
        unnamed_players=unnamed_ids,
        missing=missing_fields(incident),
        source=SourceInfo(
            name=given.get("name"), url=given.get("url"), headline=given.get("headline"), text=text
        ),
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
    while ident in used or ident in (
        "goalpost",
        "crossbar",
        "referee",
        "assistant_referee",
        "official",
    ):
        ident, k = f"{base}_{k}", k + 1
    used.add(ident)
    return ident


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
        kind = "of_country" if r.t.teams[p.team].demonyms else "of_club"
        return str(forms["team"]).replace("{of_team}", f"{names[kind]} {team}")
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
        evidence: dict[str, list[tuple[int, int, int, int | None]]],
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


def _penalty_handball(
    touches: list[Touch], officials: list[Cand], calls: list[dict[str, Any]], attackers: set[int]
) -> None:
    """A penalty given for a handball, and one touch told as a hand's, not a scorer's nor an
    attacker's ("contrée du bras par Carrier ... la VAR pour une main ... penalty"): the
    officials judged it a deliberate handball by that (defending) player."""
    finals = {c.value for c in officials if c.path == "officials.final" and not c.reason}
    if finals != {"penalty"}:
        return
    if not any(c["call"] == "handball" and c["by"] in ("var", "referee") for c in calls):
        return
    if {c["call"] for c in calls} != {"handball"}:
        return
    handled = [
        (t, h)
        for t in touches
        for h in t.hits
        if (h.handled or h.hand)
        and not t.scoring
        and t.person is not None
        and t.person not in attackers
    ]
    if len({id(t) for t, _ in handled}) != 1:
        return
    touch, hit = handled[0]
    if touch.classification is None and touch.action in (None, "deliberate_handball"):
        touch.classification = "deliberate_handball"
        touch.classification_cue = (hit.start, hit.end)


def _side(
    p: Person,
    tag: tuple[int, int, int] | None,
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
        and not any(t.action in _ATTACKING_ACTIONS for t in evidence.touches.get(p.index, []))
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
        if t.classification and t.classification_cue:
            return "defending", *t.classification_cue
        if t.action in _DEFENDING_ACTIONS and t.action_hit:
            return "defending", t.action_hit.start, t.action_hit.end
    for t in mine:
        if t.action in _ATTACKING_ACTIONS and t.action_hit:
            return "attacking", t.action_hit.start, t.action_hit.end
    return None


def _source(text: str, source: dict[str, str | None] | None, b: Builder) -> dict[str, Any] | None:
    """The text as the incident's source, when the caller names it."""
    if not source or not (source.get("name") or source.get("url")):
        return None
    info: dict[str, Any] = {"id": SOURCE_ID}
    if source.get("name"):
        info["publisher"] = clean(str(source["name"]), 120)
    headline = source.get("headline")
    if headline:
        info["headline"] = clean(str(headline), 500)
    else:
        first = text.lstrip().split("\n", 1)[0].strip()
        if 0 < len(first) <= 120 and not first.endswith((".", "!", "?", ":")):
            at = text.index(first)
            info["headline"] = clean(first, 500)
            b.fact("sources[0].headline", info["headline"], at, at + len(first), None)
    if source.get("url"):
        info["url"] = str(source["url"])
    if source.get("date"):
        info["date"] = str(source["date"])  # the day of publication, as the caller gave it
    return info


def _provenance(incident: dict[str, Any], b: Builder, r: Reading) -> None:
    """Each part of the incident says which sentences of the source state it."""
    where: dict[str, dict[int, tuple[int, int]]] = {}
    for fact in b.facts:
        head = fact.path.split(".")[0]
        if head in ("match", "officials", "start") or head.startswith("sequence["):
            sentence = r.index.at(fact.span.start)
            if sentence is not None:
                where.setdefault(head, {})[sentence.start] = (sentence.paragraph, sentence.end)
    for head, sentences in where.items():
        target: Any
        if head.startswith("sequence["):
            target = incident["sequence"][int(head[9:-1])]
        else:
            target = incident.get(head)
        if not isinstance(target, dict):
            continue
        entries = []
        for start, (paragraph, end) in sorted(sentences.items())[:20]:
            note = clean(r.text[start:end], 500)
            entry: dict[str, Any] = {"source": SOURCE_ID, "paragraph": min(paragraph + 1, 1000)}
            if note:
                entry["note"] = note
            entries.append(entry)
        target["provenance"] = entries


def fold_name(name: str) -> str:
    return fold(name)


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
    and the defender it names (None when the text names none); None when the person is no
    attacker of the draft or no team-mate's touch is known."""
    ident = ids.get(said.person)
    if ident is None or side.get(ident) != "attacking":
        return None
    at = _judged_at(ident, sequence, side)
    if not at:
        return None
    other = ids.get(said.other) if said.other is not None else None
    return ident, at, other if other is not None and side.get(other) == "defending" else None


def _positions(
    incident: dict[str, Any],
    b: Builder,
    positions: list[Stated],
    involvements: list[Stated],
    ids: dict[int, str],
) -> None:
    """The positions and involvements the text states, at the touch they are judged at."""
    sequence: list[dict[str, Any]] = incident.get("sequence", [])
    side = {p["id"]: p.get("team") for p in incident.get("players", [])}
    found: list[dict[str, Any]] = []
    for said in positions:
        placed = _placed(said, ids, side, sequence)
        if placed is None:
            continue
        ident, at, other = placed
        relative = _RELATIVE[said.kind]
        where: dict[str, Any] = {
            "kind": "qualitative",
            "half": "unknown",
            "ball": "behind" if said.ball else "unknown",
            "second_last": "unknown" if said.ball else relative,
        }
        k = len(found)
        b.fact(paths.joined(["positions", k, "player"]), ident, said.start, said.end, None)
        part = "ball" if said.ball else "second_last"
        b.fact(paths.joined(["positions", k, "where", part]), relative
               if not said.ball else "behind", said.start, said.end, None)  # fmt: skip
        if other is not None and not said.ball:
            where["second_last_player"] = other
            b.fact(
                paths.joined(["positions", k, "where", "second_last_player"]),
                other,
                said.start,
                said.end,
                None,
            )
        found.append({"player": ident, "at": at, "where": where})
    if found:
        incident["positions"] = found
    involved: list[dict[str, Any]] = []
    for said in involvements:
        placed = _placed(said, ids, side, sequence)
        if placed is None:
            continue
        ident, after, other = placed
        k = len(involved)
        entry: dict[str, Any] = {"player": ident, "after": after, "kind": said.kind}
        b.fact(paths.joined(["involvements", k, "player"]), ident, said.start, said.end, None)
        b.fact(paths.joined(["involvements", k, "kind"]), said.kind, said.start, said.end, None)
        if other is not None:
            entry["opponent"] = other
            b.fact(paths.joined(["involvements", k, "opponent"]), other, said.start, said.end, None)
        involved.append(entry)
    if involved:
        incident["involvements"] = involved
