"""Which team attacked and which defended, by the words of the text; the winner;
the home and the away team."""

from __future__ import annotations

import re
from collections import Counter

from drafting.facts.base import Cand, Finder, one_of
from drafting.facts.preview import Preview
from drafting.lazy import Regex
from drafting.people.model import fold
from drafting.reading import Reading
from drafting.tables import GROUND_BASE, NEVER, Tables, _alternation


class SideFacts(Finder):
    """The attacking and defending teams, the winner, the venue."""

    def __init__(self, tables: Tables) -> None:
        super().__init__(tables)
        teams = tables.raw["teams"]
        self.attacking = [tables.compile(p) for p in teams["attacking"]]
        self.results = [
            (tables.compile(item["pattern"]), item["winner"]) for item in teams.get("results") or []
        ]
        self.winning_goal = (
            tables.compile(teams["winning_goal"]) if teams.get("winning_goal") else None
        )
        self.defending = [tables.compile(p) for p in teams["defending"]]
        # A team that won or took a restart ("the visitors won a corner"): attacking, where
        # the text tells of the incident (drafting.sides).
        self.restarts = [tables.compile(p) for p in teams.get("restarts") or []]
        # The team given the free kick for the offside: defending (drafting.sides).
        self.free_kicks = [tables.compile(p) for p in teams.get("free_kick_to") or []]
        # Words of a speaker of a known team that make it the attacking or the defending side
        # ("nos anularon un gol").
        self.speaker_sides = [
            (side, tables.compile(pattern))
            for side, pattern in (teams.get("speaker_side") or {}).items()
        ]
        self._side_word_patterns(tables)
        # (``line``: the words must be a line of the text of their own, a fixture as a
        # heading: "Forest Green Rovers - Harrogate Town")
        self.venues = [
            (tables.compile(item["pattern"]), item.get("home"), item.get("away"), item.get("line"))
            for item in teams["home_away"]
        ]
        self.preview = Preview(tables, teams.get("preview"))
        # A running score told with its goal ("headed in to make it 0-1", "zum 0:1 für
        # Köln"): told home side first, it places the scoring team (drafting.sides).
        # ("{W}": a word for the home or the away side, "zum 2:1 für die Gäste")
        side = f"(?P<w>{_alternation(list(self.side_words))})" if self.side_words else NEVER
        self.running = [
            tables.compile(p.replace("{W}", side)) for p in teams.get("running_score") or []
        ]
        # A score told home side first, in a fixture or as the score play stood at ("Fulham
        # 1-1 Brentford", "beim Stand von 2:1"): the score before a goal (drafting.venue).
        self.told = [tables.compile(p) for p in teams.get("told_score") or []]

    def _side_word_patterns(self, tables: Tables) -> None:
        """Words for the home or the away side ("les visiteurs"): the attacking, defending
        and aggrieved patterns again with such a word where the team stands, once the venue
        is known; and the players a word for a side puts on it."""
        teams = tables.raw["teams"]
        self.side_words: dict[str, str] = {
            " ".join(w.lower().split()): side
            for side, words in (teams.get("side_words") or {}).items()
            for w in words
        }
        # (Their first letters looked at first: an alternation of words in any case is
        # otherwise tried word by word at every character.)
        first = "".join(
            sorted({c for w in self.side_words for c in (w[:1].lower(), w[:1].upper())})
        )
        words = f"(?=[{re.escape(first)}])(?P<t>{_alternation(list(self.side_words))})"
        self.attacking_words, self.defending_words, self.restart_words, self.free_kick_words = (
            [tables.compile(p.replace("{T}", words)) for p in patterns if "{T}" in p]
            if self.side_words
            else []
            for patterns in (
                teams["attacking"],
                teams["defending"],
                teams.get("restarts") or [],
                teams.get("free_kick_to") or [],
            )
        )
        # A team the decision went against, by what it felt or did after it ("Paderborn a
        # vainement protesté", "Bitterer Abend für die Gäste"): the side it was on depends
        # on the decision (assemble): optional.
        # A person of a team ({P}: its coach, a player) complaining of the decision or
        # saying it was right ("Roma coach Neri complained", "a regretté l'entraîneur du
        # Puy, X"): his team the decision went against, or the other (assemble).
        # A person of a team saying the attacker was offside ("le coach de Toronto, X, a
        # déclaré que son attaquant était hors-jeu"): a complaint only of a goal that stood.
        self.people_side_rules = [
            (side, tables.compile(p))
            for side, key in (
                ("against", "aggrieved_person"),
                ("for", "content_person"),
                ("offside", "offside_person"),
            )
            for p in teams.get(key) or []
        ]
        aggrieved = [str(p) for p in teams.get("aggrieved") or []]
        self.aggrieved = [tables.compile(p) for p in aggrieved]
        self.aggrieved_words = (
            [tables.compile(p.replace("{T}", words)) for p in aggrieved] if self.side_words else []
        )
        # Players given a side by a word for it ("el delantero local Doyle"), once the venue
        # is known: the patterns of players.team_by_side with such a word where {T} stands.
        self.side_team_tags = (
            [
                tables.compile(p.replace("{T}", words))
                for p in tables.raw["players"].get("team_by_side") or []
            ]
            if self.side_words
            else []
        )

    def teams_in_match(self, r: Reading) -> Counter[int]:
        """The teams named in the sentences about this match, by how often."""
        counts: Counter[int] = Counter()
        for m in r.found.mentions:
            if m.kind not in ("team", "ground"):
                continue
            if r.index.number(m.start) in r.other_match:
                continue
            counts[m.index] += 1
        return counts

    def sides(
        self, r: Reading, venue: dict[str, int] | None = None
    ) -> tuple[list[tuple[int, int, int]], list[tuple[int, int, int]]]:
        """Evidence of the attacking and the defending team: (team, start, end). With the
        ``venue`` known (the home and the away team), "les visiteurs" is the away team."""
        attacking = self._side_words(r, self.attacking_words, venue)
        attacking += self._named(r, self.attacking)
        defending = self._side_words(r, self.defending_words, venue)
        defending += self._named(r, self.defending, against=self.defending[:1])
        return attacking, defending

    def restart_teams(
        self, r: Reading, venue: dict[str, int] | None = None
    ) -> list[tuple[int, int, int]]:
        """The teams the text says won or took a restart (team, start, end)."""
        return self._side_words(r, self.restart_words, venue) + self._named(r, self.restarts)

    def free_kick_teams(
        self, r: Reading, venue: dict[str, int] | None = None
    ) -> list[tuple[int, int, int]]:
        """The teams the text says were given a free kick ("free kick to Wigan", "Freistoß
        für die Gäste"): (team, start, end)."""
        return self._side_words(r, self.free_kick_words, venue) + self._named(r, self.free_kicks)

    def aggrieved_teams(
        self, r: Reading, venue: dict[str, int] | None = None
    ) -> list[tuple[int, int, int]]:
        """The teams the text says the decision went against (team, start, end)."""
        return self._side_words(r, self.aggrieved_words, venue) + self._named(r, self.aggrieved)

    def people_sides(self, r: Reading) -> list[tuple[str, int, int | None, int, int]]:
        """The people the text says complained of the decision ("against"), found it
        right ("for") or said the attacker was offside ("offside"): (which, person, team or
        None, start, end). Read in the text with what people said ("Brivio said the
        officials had been right"), the person named by the writer."""
        out: list[tuple[str, int, int | None, int, int]] = []
        for which, regex in self.people_side_rules:
            for m in r.finditer(regex, r.masked):
                r.budget.spend()
                person = r.person(m.group("p"))
                if person is None or person.unnamed or person.official:
                    continue
                if r.narrative[m.start("p")] != r.masked[m.start("p")]:
                    continue  # named inside a quotation
                if self._sentence_ok(r, m.start(), m.end()) and not r.negated(r.narrative, m.end()):
                    # the team when the words name it ("l'entraîneur du Puy, X")
                    team = r.team_of_char(m.group("t")) if m.groupdict().get("t") else None
                    out.append((which, person.index, team, m.start(), m.end()))
        return out

    def _side_words(
        self, r: Reading, regexes: list[Regex], venue: dict[str, int] | None
    ) -> list[tuple[int, int, int]]:
        """The hits of ``regexes`` whose {T} is a word for the home or the away side."""
        out: list[tuple[int, int, int]] = []
        if not venue:
            return out
        for regex in regexes:
            for m in r.in_narrative(regex):
                r.budget.spend()
                if not self._one_line(r, m.start(), m.end()):
                    continue
                side = self.side_words.get(" ".join(m.group("t").lower().split()))
                if side in venue:
                    out.append((venue[side], m.start(), m.end()))
        return out

    def _named(
        self,
        r: Reading,
        regexes: list[Regex],
        against: list[Regex] | None = None,
    ) -> list[tuple[int, int, int]]:
        """The hits of ``regexes`` whose {T} is a team; those of ``against`` ("against
        Sporting") only in a sentence about a goal, and not between two teams (a fixture)."""
        out: list[tuple[int, int, int]] = []
        for regex in regexes:
            for m in r.in_narrative(regex):
                if not self._one_line(r, m.start(), m.end()):
                    continue
                team = r.team_of_char(m.group("t"))
                if team is None:
                    continue
                if against and regex in against:
                    number = r.index.number(m.start())
                    if not r.sentence_has(self.goal_words, number, "masked"):
                        continue
                    if self._in_fixture(r, m.start()):
                        continue  # a fixture: "Zamora ante Ponferradina terminó 0-0"
                out.append((team, m.start(), m.end()))
        return out

    def _one_line(self, r: Reading, start: int, end: int) -> bool:
        """A hit in one sentence (``_sentence_ok``) and on one line: a heading without a
        full stop runs into the line after it as one sentence ("... las claves de la
        jugada" over "Palmeiras venció 1-0 a Nacional"), and words of the two lines read
        together tell nothing of a side."""
        return "\n" not in r.text[start:end] and self._sentence_ok(r, start, end)

    def _in_fixture(self, r: Reading, start: int) -> bool:
        """``start`` lies in a statement of the venue naming both teams (a fixture: "Zamora
        ante Ponferradina", "España contra Italia"): "against" there names the away team,
        not the side a goal was scored against."""
        spans = r.cache.get("fixture_spans")
        if spans is None:
            spans = r.cache["fixture_spans"] = [(st, en) for st, en, _, _ in self.fixtures(r)]
        return any(st <= start < en for st, en in spans)

    def side_tags(
        self, r: Reading, venue: dict[str, int] | None
    ) -> list[tuple[int, int, int, int | None]]:
        """Players the text puts on the home or the away side by a word for it ("el
        delantero local Doyle"): (person, start, end, team), with the venue known."""
        out: list[tuple[int, int, int, int | None]] = []
        if not venue or len(venue) != 2:
            return out
        for regex in self.side_team_tags:
            for m in r.in_narrative(regex):
                r.budget.spend()
                person = r.person(m.group("p"))
                side = self.side_words.get(" ".join(m.group("t").lower().split()))
                if person is None or side not in venue:
                    continue
                if r.index.within(m.start(), m.end()):
                    out.append((person.index, m.start(), m.end(), venue[side]))
        return out

    def winner(self, r: Reading) -> tuple[tuple[int, int, int], tuple[int, int, int] | None] | None:
        """The team that won, when the text calls the goal the winner (or the only goal)
        and gives the result ("Nordsjælland beat Silkeborg 2-1"): the winner's goal is
        theirs. Asked only of a goal that stood. With it, the team beaten, when named."""
        if self.winning_goal is None or not self.winning_goal.search(r.narrative):
            return None
        found: set[int] = set()
        first: tuple[int, int, int] | None = None
        lost: set[int] = set()
        loser: tuple[int, int, int] | None = None
        for regex, group in self.results:
            for m in r.in_narrative(regex):
                if not self._sentence_ok(r, m.start(), m.end()):
                    continue
                team = r.team_of_char(m.group(group))
                other = "u" if group == "t" else "t"
                beaten = r.team_of_char(m.group(other)) if m.groupdict().get(other) else None
                if team is not None:
                    found.add(team)
                    first = first or (team, m.start(), m.end())
                if beaten is not None:
                    lost.add(beaten)
                    loser = loser or (beaten, m.start(), m.end())
        if len(found) != 1 or first is None:
            return None
        named = loser if len(lost) == 1 and loser and loser[0] != first[0] else None
        return first, named

    def running_scores(self, r: Reading) -> list[tuple[int, int, int, int, int | None, str | None]]:
        """Each running score the text tells with the goal that made it: (start, end, the
        home side's goals, the away side's, the scoring team where the words name it, the
        side where a word for it does: "home" or "away")."""
        out: list[tuple[int, int, int, int, int | None, str | None]] = []
        for regex in self.running:
            for m in r.in_narrative(regex):
                if not self._one_line(r, m.start(), m.end()):
                    continue
                team = r.team_of_char(m.group("t")) if m.groupdict().get("t") else None
                word = m.groupdict().get("w")
                side = self.side_words.get(" ".join(word.lower().split())) if word else None
                h, a = int(m.group("h")), int(m.group("a"))
                out.append((m.start(), m.end(), h, a, team, side))
        return out

    def told_scores(self, r: Reading) -> set[tuple[int, int]]:
        """The scores the text tells home side first, outside a running score's words: a
        fixture's ("Fulham 1-1 Brentford", its two teams two teams the text names) or the
        one play stood at ("beim Stand von 2:1"), in the sentences of this match. Not a
        result told with its winner first ("Brentford won 2-1 at Fulham": no pattern
        reads it)."""
        out: set[tuple[int, int]] = set()
        for regex in self.told:
            for m in r.in_narrative(regex):
                if not self._sentence_ok(r, m.start(), m.end(), question=True):
                    continue
                named = m.groupdict()
                if named.get("t") is not None:
                    home, away = r.team_of_char(m.group("t")), r.team_of_char(m.group("u"))
                    if home is None or away is None or home == away:
                        continue
                out.add((int(m.group("h")), int(m.group("a"))))
        return out

    def home_away(self, r: Reading) -> list[Cand]:
        """The home and the away team, each with the words that give it; none where the
        text's statements disagree. Of the statements naming both teams (a scoreline, a
        fixture, "Lens se déplace à Strasbourg"), those naming a team of neither the match
        the text is most about are of another match of one of its teams."""
        hits = self._stated_venues(r)
        first: dict[tuple[int, int], int] = {}
        for start, _, h, a in hits:
            if h is not None and a is not None:
                first.setdefault((h, a), start)
        pairs = set(first)
        counts = self.teams_in_match(r) if pairs else Counter()
        if len(pairs) > 1:
            # the pair most named, or named first (a title's scoreline) when as often
            best = max(pairs, key=lambda pair: (counts[pair[0]] + counts[pair[1]], -first[pair]))
            match = set(best)
            # (pairs of teams apart are several matches told: a round-up, a multiplex)
            if all(match & set(pair) for pair in pairs):
                hits = [x for x in hits if None in x[2:] or set(x[2:]) <= match]
        if len(pairs) == 1:
            hits = _of_the_fixture(r, hits, next(iter(pairs)), counts)
        # (not in a round-up: its results name several pairs of teams)
        if len(pairs) <= 1 and len({h for _, _, h, _ in hits if h is not None}) > 1:
            hits = _of_the_two(hits, counts or self.teams_in_match(r))
        home = [
            Cand("match.home", r.teams[h].name, st, en) for st, en, h, _ in hits if h is not None
        ]
        away = [
            Cand("match.away", r.teams[a].name, st, en) for st, en, _, a in hits if a is not None
        ]
        return one_of(home, "venue_conflict") + one_of(away, "venue_conflict")

    def fixtures(self, r: Reading) -> list[tuple[int, int, int, int]]:
        """The statements naming both teams, home side first (a scoreline, a fixture):
        (start, end, home team, away team), not those of a coming match."""
        hits = self._stated_venues(r)
        return [(st, en, h, a) for st, en, h, a in hits if h is not None and a is not None]

    def _stated_venues(self, r: Reading) -> list[tuple[int, int, int | None, int | None]]:
        """Each statement of the venue, without a previewed fixture's (``Preview``), read
        once per text: the venue, the fixtures and the sides all ask for them."""
        hits = r.cache.get("stated_venues")
        if hits is None:
            hits = r.cache["stated_venues"] = self.preview.venue_hits(r, self._venue_hits(r))
        return list(hits)

    def _venue_hits(self, r: Reading) -> list[tuple[int, int, int | None, int | None]]:
        """Each statement of the venue: (start, end, home team, away team)."""
        out: list[tuple[int, int, int | None, int | None]] = []
        for regex, home_group, away_group, line in self.venues:
            for m in r.in_narrative(regex):
                if line and not _a_line(r.text, m.start(), m.end()):
                    continue
                # (a heading's scoreline is no fixture with the dateline under it:
                # "Mainz 05 – AC Florenz 2:1" / "Mainz (Agentur) – ...")
                if "\n" in r.text[m.start() : m.end()].strip():
                    continue
                # (a question names the ground the match was played at as well as a
                # statement: "Fallait-il accorder ce penalty, mardi au Parc des Princes ?";
                # and both its teams, home side first: "Eastfield 0-0 Brockley – a robbery?")
                asked = home_group == "g" or bool(home_group and away_group)
                if not self._sentence_ok(r, m.start(), m.end(), question=asked):
                    continue
                teams: list[int | None] = []
                for group in (home_group, away_group):
                    team: int | None = None
                    if group == "g":
                        team = ord(m.group(group)) - GROUND_BASE
                    elif group == "c":
                        team = _city_team(r, m.group(group))
                    elif group:
                        team = r.team_of_char(m.group(group))
                    teams.append(team if team is not None and 0 <= team < len(r.teams) else None)
                if teams[0] is not None and teams[0] == teams[1]:
                    continue  # a dateline's city before its club ("Essen – Rot-Weiss Essen")
                if teams != [None, None]:
                    out.append((m.start(), m.end(), teams[0], teams[1]))
        return out


def _of_the_fixture(
    r: Reading,
    hits: list[tuple[int, int, int | None, int | None]],
    pair: tuple[int, int],
    counts: Counter[int],
) -> list[tuple[int, int, int | None, int | None]]:
    """``hits`` without those of one team that is neither of the one fixture's, named less
    often than both of them, or as often where its sentence names another such team: a
    round-up's other result ("Bayern gewann 3:0 beim SC Freiburg") before the fixture told
    ("SGS Essen – Werder Bremen 1:2")."""
    least = min(counts[pair[0]], counts[pair[1]])

    def other(team: int | None, start: int) -> bool:
        if team is None or team in pair or counts[team] > least:
            return False
        if counts[team] < least:
            return True
        sentence = r.index.at(start)
        return sentence is not None and any(
            m.kind == "team" and m.index not in (team, *pair)
            for m in r.found.mentions
            if sentence.start <= m.start < sentence.end
        )

    return [x for x in hits if not any(other(t, x[0]) for t in x[2:])]


def _of_the_two(
    hits: list[tuple[int, int, int | None, int | None]], counts: Counter[int]
) -> list[tuple[int, int, int | None, int | None]]:
    """Statements of the venue that disagree on the home side: without those naming a
    team the text names once, where two teams are named more often and every other once
    ("at Ibrox" of the match told, "their last trip to Hibernian": another match). The
    match's two teams stay, and so does their disagreement (a first leg's ground)."""
    ranked = counts.most_common()
    if len(ranked) < 3 or ranked[1][1] < 2 or any(n > 1 for _, n in ranked[2:]):
        return hits
    two = {ranked[0][0], ranked[1][0]}
    kept = [x for x in hits if all(t is None or t in two for t in x[2:])]
    return kept or hits


# A wire's dateline at the start of a line: a place (one to three words, a capital
# first), its region in brackets, a comma and a date, a day and a month or a month and a
# day ("ZARAGOZA, Jan 14 -", "Antequera (Málaga), 17 dic (EFE).-").
_DATELINE = re.compile(
    r"^(?P<c>[^\W\d_][\w'.-]*(?: [^\W\d_][\w'.-]*){0,2})(?: \([^)\n]{1,30}\))?, "
    r"(?:\d{1,2}\.? [^\W\d_]{3,}|[^\W\d_]{3,}\.? \d{1,2})\b",
    re.MULTILINE,
)


def dateline_team(r: Reading) -> tuple[int, int, int] | None:
    """The team whose name holds the place of a report's dateline (its first lines), with
    the place's span: none where no team's or several teams' names hold it."""
    m = _DATELINE.search(r.text, 0, 400)
    if m is None or not m.group("c")[:1].isupper():
        return None
    team = _city_team(r, m.group("c"))
    return None if team is None else (team, m.start("c"), m.end("c"))


def _city_team(r: Reading, place: str) -> int | None:
    """The one team the text names whose name holds ``place`` ("Graz": Sturm Graz, "in
    Columbus": the Columbus Crew); None when no team's or several teams' do."""
    words = tuple(fold(w) for w in place.split())
    found = {
        m.index
        for m in r.found.mentions
        if m.kind == "team"
        and any(
            _holds(tuple(fold(w) for w in name.split()), words)
            for name in (r.teams[m.index].name, *r.teams[m.index].aliases)
        )
    }
    return found.pop() if len(found) == 1 else None


def _holds(name: tuple[str, ...], words: tuple[str, ...]) -> bool:
    n = len(words)
    return any(name[k : k + n] == words for k in range(len(name) - n + 1))


def _a_line(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` is a line of its own, but for spaces around it."""
    before = text[max(0, start - 20) : start].rsplit("\n", 1)
    after = text[end : end + 20].split("\n", 1)
    return (
        (len(before) > 1 or start < 20)
        and not before[-1].strip()
        and (len(after) > 1 or end + 20 >= len(text))
        and not after[0].strip()
    )
