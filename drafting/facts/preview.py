"""A preview of a match to come that tells of an incident of the last one: the fixture it
previews ("Newcastle host Spurs on Sunday", "Le CF Montréal reçoit Toronto", "Wenn
Leverkusen am Samstag Leipzig empfängt", "El Athletic recibe a la Real") is not the
incident's match; the ground of the last match ("at Everton last Saturday", "samedi
dernier, chez le Crew", "beim VfB Stuttgart ... vergangenen Samstag", "el sábado pasado en
casa del Barça") gives its home team."""

from __future__ import annotations

from typing import Any

from drafting.lazy import Regex
from drafting.reading import Reading
from drafting.tables import GROUND_BASE, Tables

#: A statement of the venue: (start, end, home team, away team).
Hit = tuple[int, int, int | None, int | None]


class Preview:
    """The patterns of a language's ``teams.preview`` (optional): ``hosting`` (a team, {T},
    to host another, {U}, in the present or the future), ``past`` (words for the last match's
    day or week), ``venue`` (where a team played: {T} the home team, or {G} its ground,
    in a sentence with ``past``) and ``named`` (the text's word for itself, "Preview")."""

    def __init__(self, tables: Tables, raw: dict[str, Any] | None) -> None:
        raw = raw or {}
        self.hosting = [tables.compile(p) for p in raw.get("hosting") or []]
        self.past = tables.compile(raw["past"]) if raw.get("past") else None
        self.venue = [tables.compile(p) for p in raw.get("venue") or []]
        # (words for the earlier meeting of the same two sides, "le match aller",
        # "Hinspiel": played at the ground of the coming match's visitors)
        self.first_leg = tables.compile(raw["first_leg"]) if raw.get("first_leg") else None
        # (the text's word for itself: "Preview", "Avant-match", "Vorschau", "Previa")
        self.named = tables.compile(raw["named"]) if raw.get("named") else None

    def venue_hits(self, r: Reading, hits: list[Hit]) -> list[Hit]:
        """``hits`` without the previewed fixture's, with the last match's home team and the
        coming match's host as its visitors, when the text previews one match (one hosting,
        every fixture it names that one's) and tells where its team played last (one team,
        not of the match to come); else ``hits``."""
        if self.past is None or not self.hosting:
            return hits
        found = {pair for regex in self.hosting for pair in self._pairs(r, regex)}
        if len(found) != 1:
            return hits
        host, guest = pairs = found.pop()
        coming = set(pairs)
        kept = [x for x in hits if not {t for t in x[2:] if t is not None} <= coming]
        others = [x for x in kept if None not in x[2:]]
        if others:
            # another match's fixture or score: a report, not a preview; unless it is the
            # last match of a side of the coming one, told as past ("Nice 2-2 Marseille"
            # after "samedi dernier"): the incident's
            return kept if self._last_match(r, others, coming) else hits
        last = [hit for regex in self.venue for hit in self._last(r, regex)]
        # (a ground of neither coming side first: the coming host's, named in the sentence
        # of the last match, is where the next one is played)
        last = [hit for hit in last if hit[2] not in coming] or last
        if not last:
            leg = self._first_leg(r, hits, pairs)
            if leg:
                return [*kept, leg]
            # (a text that calls itself a preview, or tells of the last match day, tells
            # of an incident of an earlier match: the fixture to come is not its venue)
            return kept if self._previews(r) else hits
        if len({hit[2] for hit in last}) != 1:
            return hits
        start, end, home, _ = last[0]
        if home in coming:
            # (a side of the match to come played the last one at its own ground, "samedi
            # dernier, à l'Allianz Riviera": its host, against a side the venue leaves open)
            return [*kept, (start, end, home, None)]
        # (the side a preview is written about hosts the match to come: it is the one whose
        # last match it recalls, there the visitors)
        return [*kept, (start, end, home, host)]

    def _previews(self, r: Reading) -> bool:
        """The text calls itself a preview or tells of the last match day ("last
        Saturday", "el domingo pasado")."""
        assert self.past is not None
        return bool(r.in_narrative(self.past)) or (
            self.named is not None and bool(r.in_narrative(self.named))
        )

    def _last_match(self, r: Reading, others: list[Hit], coming: set[int]) -> bool:
        """``others`` (the fixtures and scores not of the coming match) are all of one
        match of a side of the coming one with another side, in a sentence that, or the
        one before it, tells of the last match day."""
        assert self.past is not None
        if len({(h, a) for _, _, h, a in others}) != 1:
            return False
        start, _, home, away = others[0]
        if len({home, away} & coming) != 1:
            return False
        number = r.index.number(start)
        return number >= 0 and any(
            r.sentence_has(self.past, k, "masked") for k in (number, number - 1) if k >= 0
        )

    def _first_leg(self, r: Reading, hits: list[Hit], pairs: tuple[int, int]) -> Hit | None:
        """The earlier meeting of the coming match's sides, where the text tells of it
        ("au match aller", "im Hinspiel") in a sentence of no fixture of the coming match
        (not "Preview: A v B, first leg"): at the ground of the coming visitors, (start,
        end, home, away) with its words; else None."""
        if self.first_leg is None:
            return None
        fixtures = {r.index.number(x[0]) for x in hits if None not in x[2:]}
        for m in r.in_narrative(self.first_leg):
            r.budget.spend()
            number = r.index.number(m.start())
            if number < 0 or number in fixtures or r.is_question(number):
                continue
            return (m.start(), m.end(), pairs[1], pairs[0])
        return None

    def _pairs(self, r: Reading, regex: Regex) -> list[tuple[int, int]]:
        out = []
        for m in r.in_narrative(regex):
            r.budget.spend()
            host, guest = r.team_of_char(m.group("t")), r.team_of_char(m.group("u"))
            number = r.index.number(m.start())
            if host is None or guest is None or host == guest or number < 0:
                continue
            if r.is_question(number) or r.negated(r.narrative, m.start()):
                continue
            out.append((host, guest))
        return out

    def _last(self, r: Reading, regex: Regex) -> list[Hit]:
        assert self.past is not None
        out: list[Hit] = []
        for m in r.in_narrative(regex):
            r.budget.spend()
            number = r.index.number(m.start())
            if number < 0 or not r.sentence_has(self.past, number, "masked"):
                continue
            groups = m.groupdict()
            if groups.get("g"):
                team: int | None = ord(groups["g"]) - GROUND_BASE
            else:
                team = r.team_of_char(groups["t"]) if groups.get("t") else None
            if team is not None and 0 <= team < len(r.teams):
                out.append((m.start(), m.end(), team, None))
        return out
