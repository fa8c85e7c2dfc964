"""How the officials judged a defender's touch (deliberate play, deflection, save,
deliberate handball), as the text tells it: patterns.yaml ``classification``, each naming the
player ({P}) or the defender whose touch was told just before (a ``ref`` group: "le
défenseur", "it", "aquello")."""

from __future__ import annotations

import re

from drafting.hits import Touch
from drafting.reading import Reading
from drafting.tables import Tables
from drafting.verdict_clauses import VerdictClauses, defender_told, judgeable, told_before


class Verdicts:
    """The classification patterns of one language (built once)."""

    def __init__(self, tables: Tables) -> None:
        raw = tables.raw
        self.patterns = [
            (item["value"], tables.compile(item["pattern"])) for item in raw["classification"]
        ]
        # The words that turn a denial inside a verdict's words ("nicht ..., sondern").
        self.turn = tables.or_never(raw, "classification_turn")
        self.clauses = VerdictClauses(tables)

    def denied(self, reading: Reading, m: re.Match[str], source: str) -> bool:
        """A verdict's words deny it after the player ("la touche de Fabinho n'a pas été
        considérée comme un jeu volontaire"), unless a word turns the denial ("nicht
        kontrolliert gespielt, sondern nur abgefälscht")."""
        start = m.end("ref" if m.groupdict().get("ref") else "p")
        denials = list(reading.p.negation.finditer(source, start, m.end()))
        if not denials:
            return False
        return self.turn.search(source, denials[-1].end(), m.end()) is None

    def classify(self, reading: Reading, touches: list[Touch], scorer: int | None = None) -> None:
        """Each verdict given to the last touch (not a scoring one) of the player it names;
        a touch told as scoring of a player who is not the scorer is judged too ("ruled
        out because the VAR judged that X's header was a deflection": no goal of X's)."""
        by_person: dict[int | None, list[Touch]] = {}
        for t in touches:
            if judgeable(t, scorer):
                by_person.setdefault(t.person, []).append(t)
        source, spoken = _with_officials(reading)
        for value, regex in self.patterns:
            found = [
                m
                for m in reading.in_narrative(regex)
                if reading.index.number(m.start()) not in spoken
            ]
            for start, end in spoken.values():
                found += regex.finditer(source, start, end)
            for m in found:
                reading.budget.spend()
                if reading.index.within(m.start(), m.end()) is None:
                    continue
                if self.denied(reading, m, source):
                    continue
                sentence = reading.index.at(m.start())
                told = m.start("ref" if m.groupdict().get("ref") else "p")
                if sentence is not None and self.clauses.unjudged(
                    reading, source, max(sentence.start, m.start() - 60), told
                ):
                    continue
                if m.groupdict().get("ref"):
                    # "le défenseur avait joué volontairement le ballon": the defender
                    # named before, whose touch was told last
                    mine = defender_told(reading, touches, m.start()) or _named_before(
                        reading, by_person, m.start()
                    )
                else:
                    person = reading.person(m.group("p"))
                    if person is None:
                        continue
                    mine = by_person.get(person.index, [])
                    if person.unnamed and not mine:
                        # "concluded that the defender had deliberately played the ball":
                        # the named defender whose touch was told just before
                        mine = defender_told(reading, touches, m.start()) or _named_before(
                            reading, by_person, m.start()
                        )
                judged = told_before(mine, m.start())
                if judged is not None and judged.classification is None:
                    judged.classification = value
                    judged.classification_cue = (m.start(), m.end())
        self.clauses.classify(reading, touches, source, spoken, scorer)
        retold(reading, touches)


def retold(reading: Reading, touches: list[Touch]) -> None:
    """A touch told only in the sentence of the officials' verdict, by a player whose touch
    was told before ("el VAR entendió que el despeje de Ceballos fue una jugada deliberada",
    "der VAR bewertet Brenningers Kopfball als bewusstes Spielen"), is that earlier touch
    named again: no touch of its own, and its verdict goes to the earlier one."""
    verdicts = {
        reading.index.number(t.classification_cue[0])
        for t in touches
        if t.classification is not None and t.classification_cue is not None
    }
    for t in list(touches):
        if t.person is None or t.scoring or len(t.places) != 1:
            continue
        number = next(iter(t.places))
        if number < 0 or number not in verdicts:
            continue
        earlier = [
            u
            for u in touches[: touches.index(t)]
            if u.person == t.person and not u.scoring and u.places and max(u.places) < number
        ]
        if not earlier:
            continue
        if t.classification is not None:
            if earlier[-1].classification is not None:
                continue
            earlier[-1].classification = t.classification
            earlier[-1].classification_cue = t.classification_cue
        touches.remove(t)


def _named_before(
    reading: Reading, by_person: dict[int | None, list[Touch]], at: int
) -> list[Touch]:
    """The touches of the one player with a touch named earlier in the verdict's own
    sentence ("reviewing Haldane's touch before concluding that the defender had
    deliberately played the ball"); nothing when there is not exactly one."""
    sentence = reading.index.at(at)
    if sentence is None:
        return []
    named = {
        m.index
        for m in reading.mentions_in(sentence.start, at)
        if m.kind == "person" and by_person.get(m.index)
    }
    return by_person[named.pop()] if len(named) == 1 else []


def _with_officials(reading: Reading) -> tuple[str, dict[int, tuple[int, int]]]:
    """The narrative with the officials' own words put back ("L'arbitre a estimé que la
    touche de Leroux n'était qu'une simple déviation", reported as the referee's words):
    their verdict on a touch is the officials' judgement, not a claim. With it, the
    sentences that hold such words, to be read in it (a match starting in one of them is
    read there, not in the narrative): their numbers -> their bounds."""
    cached = reading.cache.get("verdicts.source")
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    official = [r for r in reading.regions if r.official]
    if not official:
        out: tuple[str, dict[int, tuple[int, int]]] = (reading.narrative, {})
        reading.cache["verdicts.source"] = out
        return out
    chars = list(reading.narrative)
    bounds: dict[int, tuple[int, int]] = {}
    for region in official:
        chars[region.start : region.end] = reading.masked[region.start : region.end]
        for n in {reading.index.number(region.start), reading.index.number(region.end - 1)}:
            if n >= 0:
                bounds[n] = (reading.sentences[n].start, reading.sentences[n].end)
    out = ("".join(chars), bounds)
    reading.cache["verdicts.source"] = out
    return out
