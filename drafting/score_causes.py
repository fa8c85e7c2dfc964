"""The goals told only as the cause of a running score: no touches of the incident's.

A report sets the scene of its incident with the score and how it came ("Rovers led 1-0
through Penk's header", "Kiel führt durch den Kopfball von Rasche (31.) mit 1:0", "Lorient
mène 1-0 grâce à une tête de Morvan", "la apertura de Outeiro (20')"). Such a goal is told
by its touch's noun ("Penk's header", "une tête de Morvan"), never by a verb of the move,
in a sentence giving a moment or a score of its own: a goal that simply counted.

Read here: the sentences giving a moment or a score (``moments``), telling of no decision,
that are not the move's own (drafting.focus.Span.move), where every touch told is told by its
noun alone, a finish's (a shot, a header, a goal: a pass's noun with a score is the move
opening at that score), and by a named player whom no sentence telling of a decision, nor
the move's, names, and outside the incident's telling (from the sentence giving the moment the move
opens at, or the move's, to the last decision: a score told there, "Nous jouons la 74e
minute, Lorient mène 1-0 grâce à ...", is left alone, as is a moment). Their touches are
dropped like another goal's (drafting.focus.incident_touches), their moments kept.
"""

from __future__ import annotations

from drafting.focus import Span
from drafting.hits import Touch
from drafting.reading import Reading

#: The actions a goal told as a score's cause is told by (a shot's or header's noun, or a
#: goal's: "l'ouverture du score de X").
FINISHES = frozenset({None, "shot", "header"})


def score_causes(
    r: Reading,
    touches: list[Touch],
    decided: set[int],
    moments: set[int],
    span: Span | None,
) -> set[int]:
    """The sentences telling of a goal only as a running score's cause (see the module's
    docstring; ``moments``: the sentences giving a moment or a score); none where the text
    tells of no decision."""
    if span is None or not decided:
        return set()
    number = r.index.number
    # from the moment the move opens at ("À la 88e minute, sur un centre de X") to the last
    # decision, the incident is told
    move_opens = span.move if span.opened is None else min(span.opened, span.move)
    told: dict[int, list[tuple[int | None, bool]]] = {}
    for t in touches:
        for h in t.hits:
            # a finish's noun ("Penk's header"); a pass's is the move's opening ("nach
            # einem Pass von X" told with the score it was made at)
            finish = h.noun and h.action in FINISHES
            told.setdefault(h.sentence, []).append((t.person, finish))
    named = {
        t.person
        for t in touches
        if t.person is not None
        and (
            span.move in t.places
            or any(number(at) in decided for at, _ in r.people[t.person].mentions)
        )
    }
    out: set[int] = set()
    for s, hits in told.items():
        if s in decided or s not in moments or s == span.move:
            continue
        if move_opens <= s <= span.last:
            continue  # the incident is told there
        if all(noun and person is not None and person not in named for person, noun in hits):
            out.add(s)
    return out
