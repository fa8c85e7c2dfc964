"""The competition the match was played in."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from drafting.facts.base import Cand, Finder, one_of
from drafting.focus import SCORELINE
from drafting.reading import Reading
from drafting.tables import Tables
from drafting.text import Sentence


class CompetitionFacts(Finder):
    """The competition the match was played in."""

    def __init__(self, tables: Tables) -> None:
        super().__init__(tables)
        #: Words before a competition that make it another one than the match's (optional).
        competition_not = tables.raw.get("competition_not")
        self.competition_not = tables.compile(competition_not) if competition_not else None
        #: A stage of a match beside a competition ("a third-round FA Cup tie", "en quarts de
        #: finale de la Coupe de France"): patterns.yaml ``competition_stage`` (optional).
        self.stage = tables.optional(tables.raw, "competition_stage")
        #: A verb of what would be or would have been ("would have", "hätte", "aurait",
        #: "habría"): patterns.yaml ``competition_unreal`` (optional).
        self.unreal = tables.optional(tables.raw, "competition_unreal")
        #: Words after a competition that make it a place in its table, not a match of it
        #: ("off the Champions League places", "Champions-League-Plätze"): patterns.yaml
        #: ``competition_not_after`` (optional, matched right after the name).
        self.not_after = tables.optional(tables.raw, "competition_not_after")
        #: A leg of a tie ("in the first leg", "im Hinspiel"): a sentence about another
        #: match, but one played in the same competition (patterns.yaml ``tie_leg``).
        self.tie_leg = tables.optional(tables.raw, "tie_leg")
        #: A knockout round right after a competition ("a place in the FA Cup fifth round"):
        #: a place in a cup's next round is won in a tie of that cup, so the words before
        #: (``competition_not``) do not make it another competition (patterns.yaml
        #: ``competition_round_after``, optional, matched right after the name).
        self.round_after = tables.optional(tables.raw, "competition_round_after")

    def competition(self, r: Reading) -> list[Cand]:
        cands: list[Cand] = []
        quoted: list[Cand] = []
        reported: list[Cand] = []
        asked: list[Cand] = []
        for m in r.mentions("competition"):
            if not self._sentence_ok(r, m.start, m.end, question=True) and not self._same_tie(
                r, m.start, m.end
            ):
                continue
            if (
                self.competition_not is not None
                and self.competition_not.search(r.narrative, max(0, m.start - 40), m.start)
                and not (self.round_after and self.round_after.match(r.narrative, m.end))
            ):
                continue  # "la zona de Liga de Campeones": a place in the table, not this match
            if self.not_after is not None and self.not_after.match(r.narrative, m.end):
                continue  # "two points off the Champions League places"
            if r.is_question(r.index.number(m.start)):
                if self._asked_of_this_match(r, m.start):
                    asked.append(Cand("match.competition", m.value, m.start, m.end))
                continue
            cand = Cand("match.competition", m.value, m.start, m.end)
            region = r.region_at(m.start)
            if region is not None and not region.quoted:
                reported.append(cand)
            elif region is not None:
                quoted.append(Cand(cand.path, cand.value, m.start, m.end, r.said_by(m.start)))
            else:
                cands.append(cand)
        # Reported speech is the writer's own words ("PGMOL admitted that the equaliser in
        # Saturday's Premier League draw ..."): read where the narrative names none.
        cands = cands or reported
        # A question the writer asks ("why was the goal given in the Ligue 1 derby?") names
        # the match's competition when no statement names one.
        cands = cands or asked
        # A text that names a competition only in quotation marks (a reader's letter, the
        # answers of an interview) names the match's: told with who said it, unless it is
        # said of what would be.
        cands = cands or [c for c in quoted if self._said_as_is(r, c.start)]
        # "the World Cup" and "the 2022 World Cup" are one competition: the one with a year.
        names = {str(c.value) for c in cands}
        cands = [
            c
            for c in cands
            if not any(
                n != c.value
                and (n.replace("-", " ").startswith(f"{c.value} ") or _initials(n) == c.value)
                for n in names
            )
        ]
        cands = self._with_stage(r, _with_score(r, self._real(r, cands)))
        return one_of(_as_written(r, cands), "several_competitions") or [
            replace(c, reason="from_a_quote") for c in quoted[:1]
        ]

    def _same_tie(self, r: Reading, start: int, end: int) -> bool:
        """A competition in a sentence about another match only for a leg of the tie
        ("River drew 1-1 in the first leg of their Copa Libertadores semi-final"): both
        legs are the competition's, so it is the match's too. Every word of another match
        in the sentence must be a leg's; a question is still a question."""
        number = r.index.number(start)
        if self.tie_leg is None or number < 0 or end > r.sentences[number].end:
            return False
        sentence = r.sentences[number]
        others = list(r.p.other_match.finditer(r.narrative, sentence.start, sentence.end))
        return (
            number in r.other_match
            and all(self.tie_leg.fullmatch(m.group()) for m in others)
            and not r.is_question(number)
        )

    def _asked_of_this_match(self, r: Reading, at: int) -> bool:
        """A competition in a question of the writer's own, not a quotation's, and not one
        of what would be ("would the VAR have stepped in in the Premier League?": another
        competition's way)."""
        return r.region_at(at) is None and self._said_as_is(r, at)

    def _said_as_is(self, r: Reading, at: int) -> bool:
        """The sentence at ``at`` tells of no more than what is, not of what would be (read
        in the text itself: a quote's words are no narrative's)."""
        sentence = r.sentences[r.index.number(at)]
        return self.unreal is None or not self.unreal.search(r.text, sentence.start, sentence.end)

    def _real(self, r: Reading, cands: list[Cand]) -> list[Cand]:
        """Of several competitions, those not told in a clause of what would be or would
        have been ("in the Premier League the VAR would have looked at it, but there is no
        VAR in the National League": another competition's way, not the match's), when
        any is left; else all of them."""
        if self.unreal is None or len({c.value for c in cands}) < 2:
            return cands
        unreal = self.unreal

        def real(c: Cand, sentence: Sentence) -> bool:
            start = max(
                [
                    sentence.start,
                    *(m.end() for m in _CLAUSE.finditer(r.narrative, sentence.start, c.start)),
                ]
            )
            after = _CLAUSE.search(r.narrative, c.end, sentence.end)
            end = after.start() if after is not None else sentence.end
            return not unreal.search(r.narrative, start, end)

        real_ones = _each_in_its_sentence(r, cands, real)
        return real_ones or cands

    def _with_stage(self, r: Reading, cands: list[Cand]) -> list[Cand]:
        """Of several competitions, the one told with a stage of a match beside it, when
        only one is ("knocked out in a third-round FA Cup tie ... ninth in the
        Championship", "in der zweiten Runde des DFB-Pokals ... in der Bundesliga"): a
        stage is a match's, a league named for a table or a club's level has none; else
        all of them."""
        if self.stage is None or len({c.value for c in cands}) < 2:
            return cands
        stage = self.stage

        def staged_one(c: Cand, sentence: Sentence) -> bool:
            start, end = max(sentence.start, c.start - _NEAR), min(sentence.end, c.end + _NEAR)
            return any(
                not _APART.search(r.narrative, min(m.end(), c.start), max(m.start(), c.end))
                for m in stage.finditer(r.narrative, start, end)
            )

        staged = _each_in_its_sentence(r, cands, staged_one)
        return staged if len({c.value for c in staged}) == 1 else cands


def _each_in_its_sentence(
    r: Reading, cands: list[Cand], keep: Callable[[Cand, Sentence], bool]
) -> list[Cand]:
    """The competitions ``keep`` keeps, each read in its own sentence (one outside every
    sentence is dropped)."""
    kept = []
    for c in cands:
        sentence = r.index.at(c.start)
        if sentence is not None and keep(c, sentence):
            kept.append(c)
    return kept


def _as_written(r: Reading, cands: list[Cand]) -> list[Cand]:
    """Each competition as the text writes it, its fullest form of those written as a name
    (its first letter a capital: "UEFA Conference League", not the table's "UEFA Europa
    Conference League"; "WM-Qualifikation" in a German text, not the table's English
    name); a form that opens with a small letter is an inflected or a wordier one
    ("der österreichischen Bundesliga", "qualification for Euro 2024"): the table's name. A
    form in capitals that ends the table's name is written as the table writes it."""
    written: dict[object, str] = {}
    for c in cands:
        form = r.text[c.start : c.end].strip()
        value = str(c.value)
        if form.isupper() and value.casefold().endswith(form.casefold()):
            # "VEIKKAUSLIIGA ROUND-UP", "CHAMPIONSHIP ROUND-UP": a title's capitals, not a
            # name; the table's words as it writes them
            form = value[len(value) - len(form) :]
        if form[:1].isupper() and len(form) > len(written.get(c.value, "")):
            written[c.value] = form
    return [replace(c, value=written.get(c.value, c.value)) for c in cands]


def _with_score(r: Reading, cands: list[Cand]) -> list[Cand]:
    """Of several competitions, the one named in a sentence with a scoreline, when only one
    is ("won 2-1 in the cup quarter-final ... now back to the league", "the 1-1 in the J1
    League", a pundit "refereed in the Bundesliga"): the match's; else all of them."""
    if len({c.value for c in cands}) < 2:
        return cands
    scored = []
    for c in cands:
        sentence = r.index.at(c.start)
        if sentence is None:
            continue
        # the sentence's line (a heading runs on into the sentence under it); a clock time
        # ("(19:30)") is no score
        start = max(sentence.start, r.text.rfind("\n", 0, c.start) + 1)
        end = min(sentence.end, r.text.find("\n", c.end) % (len(r.text) + 1))
        if any(_SCORE.fullmatch(m.group()) for m in SCORELINE.finditer(r.narrative, start, end)):
            scored.append(c)
    return scored if len({c.value for c in scored}) == 1 else cands


#: How far a stage stands from its competition, and what parts them: a clause's mark.
_NEAR = 32
_APART = re.compile(r"[,;:.!?()–—]")

#: Where a clause ends: a mark, or a word that opens a clause against the one before (not
#: a comma: "En Ligue 1, la VAR aurait ..." is one clause).
_CLAUSE = re.compile(r"[;:()–—]|\b(?:but|aber|doch|mais|pero|sino)\b", re.IGNORECASE)

#: A football score: a goal or few a side.
_SCORE = re.compile(r"\d ?[-:–] ?\d")

#: Small words a competition's abbreviation leaves out ("Coupe d'Afrique des nations": CAN).
_SMALL = frozenset({"de", "des", "du", "la", "le", "of", "the", "der", "die", "del", "y", "et"})


def _initials(name: str) -> str:
    """The initials of a competition's words, small words and elisions left out: an
    abbreviation the text gives beside the full name is that one competition ("la CAN" and
    "la Coupe d'Afrique des nations": the fullest form), which the text gives alone is
    drafted as written (drafting/eval/README.md)."""
    words = re.sub(r"\b[dlDL]['’]", "", name).split()
    return "".join(w[0].upper() for w in words if w.lower() not in _SMALL and w[0].isalpha())
