"""What the text says of people: their team, a team-mate, fouls, the goalkeepers and
the opponents an attacker beat."""

from __future__ import annotations

import re

from drafting.facts.stated import StatedFacts
from drafting.reading import Reading
from drafting.tables import Tables, past_fill


def _role_of_next(r: Reading, source: str, m: re.Match[str]) -> bool:
    """The words after the person ({P}) that give his team run into another named person:
    the role and the team are that person's ("Marchal, le défenseur marseillais Rouvière",
    "Reed, the Everton defender Price": Rouvière's, Price's)."""
    end = past_fill(source, m.end())
    if m.start("p") > m.start("t") or source[end : end + 1] != " " or end + 1 >= len(source):
        return False
    person = r.person(source[end + 1])
    return person is not None and not person.unnamed


class PlayerFacts(StatedFacts):
    """What the text says of each person (with the positions: StatedFacts)."""

    def __init__(self, tables: Tables) -> None:
        super().__init__(tables)
        raw = tables.raw
        players = raw["players"]
        self.team_tags = [tables.compile(p) for p in players["team"]]
        self.teammates = [tables.compile(p) for p in players["teammate"]]
        self.goalkeeper_rules = [tables.compile(p) for p in raw.get("goalkeeper") or []]
        self.beaten_keeper_rules = [tables.compile(p) for p in raw.get("beaten_keeper") or []]
        self.beaten_rules = [tables.compile(p) for p in players.get("beaten") or []]
        self.fouls = [
            (tables.compile(item["pattern"]), item["by"], item["against"])
            for item in players["fouls"]
        ]
        #: A player fouled by an attacker the text does not name ("une faute de l'attaquant
        #: sur le défenseur Kessler"): a defender (optional; group p).
        self.fouled_by_attacker = [
            tables.compile(p) for p in players.get("fouled_by_attacker") or []
        ]

    def person_patterns(self, r: Reading) -> dict[str, list[tuple[int, int, int, int | None]]]:
        """Evidence about people: (person, start, end, team or other person)."""
        out: dict[str, list[tuple[int, int, int, int | None]]] = {
            "team": [], "teammate": [], "offside": [], "onside": [], "foul": [],
            "fouled_by_attacker": [],
        }  # fmt: skip
        for source in (r.narrative, r.speech) if r.regions else (r.narrative,):
            for regex in self.team_tags:
                for m in r.finditer(regex, source):
                    person = r.person(m.group("p"))
                    team = r.team_of_char(m.group("t"))
                    if (
                        person is not None
                        and team is not None
                        and r.index.within(m.start(), m.end())
                        and not _role_of_next(r, source, m)
                    ):
                        out["team"].append((person.index, m.start(), m.end(), team))
            for regex in self.teammates:
                for m in r.finditer(regex, source):
                    person = r.person(m.group("p"))
                    if person is not None and r.index.within(m.start(), m.end()):
                        out["teammate"].append((person.index, m.start(), m.end(), None))
        for said in self.positions(r):
            name = "offside" if said.kind == "offside" else "onside"
            out[name].append((said.person, said.start, said.end, None))
        for regex, by, against in self.fouls:
            for m in r.in_narrative(regex):
                fouler, victim = r.person(m.group(by)), r.person(m.group(against))
                if fouler is None or victim is None or not self._sentence_ok(r, m.start(), m.end()):
                    continue
                if r.negated(r.narrative, m.start()):
                    continue
                out["foul"].append((fouler.index, m.start(), m.end(), victim.index))
        for regex in self.fouled_by_attacker:
            for m in r.in_narrative(regex):
                victim = r.person(m.group("p"))
                if victim is None or victim.unnamed or not victim.can_play:
                    continue
                if not self._sentence_ok(r, m.start(), m.end()) or r.negated(
                    r.narrative, m.start()
                ):
                    continue
                out["fouled_by_attacker"].append((victim.index, m.start(), m.end(), None))
        return out

    def beaten(self, r: Reading) -> dict[int, tuple[int, int]]:
        """Opponents an attacker ({P}) beat or went past in the move ({Q}: "beat goalkeeper
        Al-Sheeb to the ball", "drilled the ball past Maignan"): players of the defending
        side (patterns.yaml players.beaten)."""
        out: dict[int, tuple[int, int]] = {}
        for regex in self.beaten_rules:
            for m in r.finditer(regex, r.resolved):
                r.budget.spend()
                attacker, opponent = r.person(m.group("p")), r.person(m.group("q"))
                if attacker is None or opponent is None or attacker.index == opponent.index:
                    continue
                if (
                    opponent.can_play
                    and not opponent.unnamed
                    and self._sentence_ok(r, m.start(), m.end())
                ):
                    out.setdefault(opponent.index, (m.start(), m.end()))
        return out

    def goalkeepers(self, r: Reading, beaten: bool = False) -> dict[int, tuple[int, int]]:
        """The people the text makes goalkeepers by the goalkeeper patterns, with the words;
        with ``beaten``, only the keepers the scoring shot beat (patterns.yaml beaten_keeper:
        "fired it past Ruiz", "ante la salida de Ruiz"), players of the incident."""
        out: dict[int, tuple[int, int]] = {}
        for regex in self.beaten_keeper_rules if beaten else self.goalkeeper_rules:
            for m in r.in_narrative(regex):
                r.budget.spend()
                person = r.person(m.group("p"))
                if person is None or (beaten and (person.back_line or person.wide)):
                    continue  # a shot past one the text calls a defender beat no keeper
                if self._sentence_ok(r, m.start(), m.end()):
                    out.setdefault(person.index, (m.start(), m.end()))
        return out
