"""Positions told of a pronoun the reading could not resolve: a sentence that opens on
"he"/"er"/"il" and puts him offside ("He was a yard offside", "Er stand aber im Abseits",
"Il était hors-jeu d'un mètre") after a sentence naming several players. The pronoun is
one of them; which one, only the move tells (drafting.cast picks the one whose touch the
move tells last). Read with the pronoun written as the first of them: the words say the
same of any of them, so the statement is found once, with the players it may be about.

A demonstrative subject (patterns.yaml positions.demonstrative: "Der hatte im Abseits
gestanden", "und die steht im Abseits") stands for the player named last before it, in
its sentence or the one before: the grammar says which, the move need not.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from drafting.facts.base import Item, Stated
from drafting.lazy import Regex
from drafting.reading import Reading, person_char
from drafting.tables import FILL, PERSON

_NAMED = re.compile(PERSON)

#: StatedFacts.said: what one match says of its player, None when its words do not stand.
Read = Callable[..., Stated | None]


@dataclass(frozen=True)
class Unresolved:
    """A statement of a pronoun and the players the sentence before names (``among``)."""

    said: Stated
    among: tuple[int, ...]


def _candidates(r: Reading, number: int, at: int) -> tuple[int, ...]:
    """The players a pronoun at ``at`` (sentence ``number``) may stand for: none when its
    own sentence names someone before it; else those the sentence before names in the same
    paragraph (no goalkeeper, official or player without a name), when they are several."""
    sentence = r.sentences[number]
    if number <= 0 or _NAMED.search(r.resolved, sentence.start, at):
        return ()
    before = r.sentences[number - 1]
    if "\n" in r.text[before.end : sentence.start]:
        return ()
    among = players_named(r, before.start, before.end)
    return tuple(among) if len(among) > 1 else ()


def players_named(r: Reading, start: int, end: int) -> list[int]:
    """The players named between ``start`` and ``end``, each once, in order: no
    goalkeeper, official or player without a name (whom a subject left unsaid may be)."""
    among: list[int] = []
    for m in r.mentions_in(start, end):
        person = r.people[m.index] if m.kind == "person" else None
        if person is None or not person.can_play or person.unnamed:
            continue
        if person.goalkeeper or person.official or m.index in among:
            continue
        among.append(m.index)
    return among


def _last_named(r: Reading, number: int, at: int) -> tuple[int, ...]:
    """The player named last before ``at`` (sentence ``number``), in its sentence or else
    in the sentence before in the same paragraph; no goalkeeper or official."""
    sentence = r.sentences[number]
    lo = sentence.start
    if number > 0 and "\n" not in r.text[r.sentences[number - 1].end : sentence.start]:
        lo = r.sentences[number - 1].start
    for m in reversed(r.mentions_in(lo, at)):
        if m.kind != "person":
            continue
        person = r.people[m.index]
        if not person.can_play or person.unnamed or person.goalkeeper or person.official:
            return ()
        return (m.index,)
    return ()


def unresolved(
    r: Reading,
    rules: dict[str, list[Item]],
    read: Read,
    demonstrative: Regex | None = None,
) -> list[Unresolved]:
    """Each statement ``rules`` find of an unresolved pronoun opening its sentence (words
    after it that put a player offside: patterns.yaml offside_subject), with the players it
    may stand for; of a ``demonstrative``, with the one it stands for. ``read`` is
    StatedFacts.said (the checks a name's statement passes)."""
    offside = r.p.offside_subject
    source = r.resolved
    if offside is None:
        return []
    out: list[Unresolved] = []
    for m, sure in _subjects(r, source, demonstrative):
        r.budget.spend()
        number = r.index.number(m.start())
        if number < 0 or r.narrative[m.start()] != source[m.start()]:
            continue
        sentence = r.sentences[number]
        if not offside.search(source, m.end(), sentence.end):
            continue
        among = _last_named(r, number, m.start()) if sure else _candidates(r, number, m.start())
        if not among:
            continue
        length = m.end() - m.start()
        text = source[: m.start()] + person_char(among[0]) + FILL * (length - 1)
        text += source[m.end() :]
        said = _first(r, text, rules, (sentence.start, m.start(), sentence.end), read)
        if said is not None:
            out.append(Unresolved(said, among))
    return out


def _subjects(
    r: Reading, source: str, demonstrative: Regex | None
) -> list[tuple[re.Match[str], bool]]:
    """The pronouns (False) and demonstratives (True) of ``source``, in its order."""
    found: list[tuple[re.Match[str], bool]] = []
    if r.may_match(r.p.pronoun, source):
        found.extend((m, False) for m in r.p.pronoun.finditer(source))
    if demonstrative is not None and r.may_match(demonstrative, source):
        found.extend((m, True) for m in demonstrative.finditer(source))
    found.sort(key=lambda x: x[0].start())
    return found


def _first(
    r: Reading, text: str, rules: dict[str, list[Item]], span: tuple[int, int, int], read: Read
) -> Stated | None:
    """The first statement ``rules`` find in ``text`` in its sentence (``span``: its start,
    the pronoun written as a player, its end) of the player written there."""
    start, at, end = span
    for kind, items in rules.items():
        for regex, negatable, ball in items:
            for found in regex.finditer(text, start, end):
                if found.start("p") != at:
                    continue
                said = read(r, text, found, (kind, negatable, ball), None, True)
                if said is not None:
                    return said
    return None
