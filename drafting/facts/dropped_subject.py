"""Positions told by a verb whose subject the language drops: a Spanish sentence that opens
on the verb ("Estaba en fuera de juego por medio metro", "Pero estaba adelantado") after
one naming the player. No word stands for him, so the reading has nothing to resolve: the
rules (patterns.yaml positions) are read with a player written just before the verb
(patterns.yaml positions.dropped_subject finds where), the first of those named in the
sentence before (or the one before it, when that one names nobody). Which of them it is,
only the move tells (drafting.cast, as for an unresolved pronoun). Only in the writer's
own words: inside a quotation the dropped subject may be the speaker himself.
"""

from __future__ import annotations

from drafting.facts.base import Item, Stated
from drafting.facts.pronoun_stated import Read, Unresolved, players_named
from drafting.lazy import Regex
from drafting.reading import Reading, person_char

#: What is written before the verb: a player and the space after him (the offsets
#: StatedFacts.said tells back).
WRITTEN_WIDTH = 2


def _among(r: Reading, number: int) -> tuple[int, ...]:
    """The players named in the sentence before sentence ``number`` (or the one before
    it, when that names nobody), in the same paragraph: no goalkeeper, official or player
    without a name."""
    for back in (1, 2):
        k = number - back
        if k < 0 or "\n" in r.text[r.sentences[k].end : r.sentences[k + 1].start]:
            return ()
        before = r.sentences[k]
        among = players_named(r, before.start, before.end)
        if among:
            return tuple(among)
        if r.mentions_in(before.start, before.end):
            return ()
    return ()


def dropped(
    r: Reading, rules: dict[str, list[Item]], read: Read, slot: Regex | None
) -> list[Unresolved]:
    """Each statement ``rules`` find of a dropped subject at a ``slot`` (the start of a
    verb that opens its sentence), with the players it may stand for."""
    source = r.resolved
    if slot is None or not r.may_match(slot, source):
        return []
    out: list[Unresolved] = []
    for m in slot.finditer(source):
        r.budget.spend()
        at = m.start()
        number = r.index.number(at)
        if number < 0 or r.narrative[at] != source[at]:
            continue
        among = _among(r, number)
        if not among:
            continue
        text = source[:at] + person_char(among[0]) + " " + source[at:]
        said = _first(r, text, rules, (at, r.sentences[number].end + WRITTEN_WIDTH), read)
        if said is not None:
            out.append(Unresolved(said, among))
    return out


def _first(
    r: Reading, text: str, rules: dict[str, list[Item]], span: tuple[int, int], read: Read
) -> Stated | None:
    """The first statement ``rules`` find in ``text`` of the player written at ``span``'s
    start, up to its end (the sentence's, in ``text``)."""
    at, end = span
    for kind, items in rules.items():
        for regex, negatable, ball in items:
            found = regex.match(text, at, end)
            if found is None or found.start("p") != at:
                continue
            said = read(r, r.resolved, found, (kind, negatable, ball), None, True, at)
            if said is not None:
                return said
    return None
