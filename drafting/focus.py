"""Which goals a text tells of belong to the incident: the one the officials decided on.

A report about one disputed goal also tells of the goals that simply counted: the opener,
an equaliser told in the pluperfect as background ("had equalised with a header"), a
penalty converted, a late winner. Their scorers and passers are no people of the incident,
and their touches are not its sequence.

The incident is the move the officials' words are about. A sentence that tells of a
decision (a call, the decision on the field or in the end, a VAR check or review, a flag, a
whistle) after a touch was told, or with it, is the first decision; the last sentence with
a touch before it (or the decision's own) tells of the incident's move, which opens at the
last moment of the match its paragraph gives up to there ("In the 61st minute ...").
Another goal is told in a sentence that tells of no decision, is not right before or after
one in its paragraph, names no one who touches the ball in the move, and:

- before the move: gives a moment of its own ("a 20th-minute header", "(9.)", "before the
  break", a score "1:0") and tells of a goal (a scoring touch); or tells of a touch before
  the move opens, with a moment of its own or not right before the opening;
- after the decisions are told: gives a moment of its own ("Okur's header on 67 minutes"),
  or tells of a goal in a paragraph of its own.

A goal told in the pluperfect ("had gone ahead through X", "avait ouvert le score par X",
"hatte X getroffen", "se había adelantado con un gol de X") is background wherever it is
told, also within the span: a sentence in that tense, telling of no decision, whose
touches are all by players no sentence telling of a decision names, is another goal's.

Sentences between the move and the last decision are the incident's. The touches of
another goal's sentences are dropped, and its minute is not the incident's; a text that
tells of no decision keeps all of them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Set
from typing import NamedTuple

from drafting.hits import Touch
from drafting.lazy import Regex
from drafting.reading import Reading
from drafting.text import clause_of


def sentences_with(r: Reading, patterns: Iterable[Regex]) -> set[int]:
    """The sentences of the narrative (of this match) that one of ``patterns`` is found in."""
    found: set[int] = set()
    for regex in patterns:
        for m in r.in_narrative(regex):
            r.budget.spend()
            number = r.index.number(m.start())
            if number >= 0 and number not in r.other_match:
                found.add(number)
    return found


#: A scoreline ("1-0", "2:1", "(2-1)"): a goal told with the score it made is one of its own.
SCORELINE = re.compile(r"(?<![\w.:/+-])\d{1,2} ?[-:–] ?\d{1,2}(?![\w.:/+-]|[-:–]\d)")


def _bounds(
    r: Reading,
    touches: list[Touch],
    decided: set[int],
    moments: set[int],
    timed: Set[int] = frozenset(),
) -> tuple[int, int, int | None] | None:
    """The incident's move, its last decision and the sentence giving the moment the move
    opens at (None: its paragraph gives none up to there); None when no decision is told
    after a touch. With no touch found, the first decision stands for the move. A first
    decision told with a minute of its own (``timed``) after a goal told with another
    ("X opened the scoring after 14 minutes. His third, in the 61st minute, needed a trip
    to the monitor") opens the move itself: that goal simply counted."""
    told = sorted({s for t in touches for s in t.places})
    if not told:
        told = sorted(decided)[:1]
    first = next((d for d in sorted(decided) if told and told[0] <= d), None)
    if first is None:
        return None
    scoring = {h.sentence for t in touches for h in t.hits if h.scoring}
    # the decision's own sentence tells of the goal ("X pushed it over the line, but the
    # flag was up"): the move is told there
    move = first if first in scoring else max((s for s in told if s < first), default=first)
    if move != first and {move, first} <= timed and move in scoring:
        move = first
    paragraph = r.sentences[move].paragraph
    opened = [s for s in moments if s <= move and r.sentences[s].paragraph == paragraph]
    return move, max(decided), max(opened) if opened else None


class Span(NamedTuple):
    """Where a text tells of its incident: the first sentence of the paragraph telling of
    its move, the move's sentence (the last with a touch before the first decision, or that
    decision), the first and the last decision's, every sentence telling of a decision,
    and every sentence telling of a touch; ``opened``: the sentence giving the moment the
    move opens at (None: its paragraph gives none up to the move)."""

    opens: int
    move: int
    first: int
    last: int
    decided: frozenset[int]
    touched: frozenset[int] = frozenset()
    opened: int | None = None


def incident_span(
    r: Reading,
    touches: list[Touch],
    decided: set[int],
    moments: set[int],
    timed: Set[int] = frozenset(),
) -> Span | None:
    """Where the text tells of its incident; None when no decision is told after a touch.
    A decision told in a later paragraph than the move, with a touch of someone the move
    does not name, is told with its own move ("Joselu tapped in (88.)" ... "De Ligt forced
    it over the line, but the flag was up")."""
    bounds = _bounds(r, touches, decided, moments, timed)
    if bounds is None:
        return None
    move, last, opened = bounds
    sentences = r.sentences
    first = min(d for d in decided if d >= move)
    theirs = {t.person for t in touches if first in t.places}
    own = theirs and not theirs & {t.person for t in touches if move in t.places}
    if own and sentences[first].paragraph != sentences[move].paragraph:
        move = first
    opens = move
    while opens > 0 and sentences[opens - 1].paragraph == sentences[move].paragraph:
        opens -= 1
    touched = frozenset(s for t in touches for s in t.places)
    return Span(opens, move, first, last, frozenset(decided), touched, opened)


def other_goals(
    r: Reading,
    touches: list[Touch],
    decided: set[int],
    moments: set[int],
    timed: Set[int] = frozenset(),
) -> set[int]:
    """The sentences telling of a goal that is not the incident's (see the module's
    docstring): ``decided`` are the sentences telling of a decision, ``moments`` those
    giving a moment of the match or a score, ``timed`` those giving a moment of the match."""
    bounds = _bounds(r, touches, decided, moments, timed)
    if bounds is None:
        return set()
    move, last, start = bounds
    told = sorted({s for t in touches for s in t.places})
    if not told:
        return set()
    scoring = {h.sentence for t in touches for h in t.hits if h.scoring}
    sentences = r.sentences
    paragraph = sentences[move].paragraph
    opening = start if start is not None else move
    mover = {t.person for t in touches if any(opening <= s <= last for s in t.places)}
    by: dict[int, set[int | None]] = {}
    for t in touches:
        for s in t.places:
            by.setdefault(s, set()).add(t.person)

    def near(s: int) -> bool:
        return any(
            k in decided and sentences[k].paragraph == sentences[s].paragraph
            for k in (s - 1, s + 1)
            if 0 <= k < len(sentences)
        )

    out: set[int] = set()
    for s in told:
        if start is not None and s < start and s in timed and s in scoring and s not in decided:
            out.add(s)  # "X opened the scoring after 14 minutes": his own goal before
            continue
        if s in decided or near(s) or opening <= s <= last or by[s] & mover:
            continue
        elsewhere = sentences[s].paragraph not in (paragraph, sentences[last].paragraph)
        if s > last and (s in moments or s in scoring and elsewhere):
            out.add(s)  # "Okur's header on 67 minutes gave us a sniff"
        elif s < move and s in moments and s in scoring:
            out.add(s)  # "Verbeek had equalised with a header after the break"
        elif start is not None and s < start and (s in moments or s < start - 1 or elsewhere):
            out.add(s)  # "In the 61st minute ...": what came before is another move
    return out


def backstory(
    r: Reading,
    touches: list[Touch],
    decided: set[int],
    moments: set[int],
    pluperfect: Regex | None,
) -> set[int]:
    """The sentences telling, in the pluperfect (``pluperfect``: the language's
    auxiliary before a participle), of a goal (a scoring touch, or a moment or score of
    their own: ``moments``) by named players only, none of whom a sentence telling of a
    decision or the move's sentence names, away from both (not the move's sentence, nor
    right after a decision in its paragraph: one explaining it): a goal told as
    background, not the incident's (see the module's docstring). None where the text
    tells of no decision."""
    if pluperfect is None or not decided:
        return set()
    bounds = _bounds(r, touches, decided, moments)
    move = bounds[0] if bounds is not None else -1
    number = r.index.number
    sentences = r.sentences
    by: dict[int, set[int | None]] = {}
    for t in touches:
        for s in t.places:
            by.setdefault(s, set()).add(t.person)
    # the move's sentence, and the first decision's where it tells of touches too
    first = min((d for d in decided if d >= move), default=move)
    moves = {first} if bounds is not None and first in by else {move}
    named = {
        t.person
        for t in touches
        if t.person is not None
        and (
            moves & set(t.places)
            or any(number(at) in decided for at, _ in r.people[t.person].mentions)
        )
    }

    def after_decision(s: int) -> bool:
        return s - 1 in decided and sentences[s - 1].paragraph == sentences[s].paragraph

    scoring = {h.sentence for t in touches for h in t.hits if h.scoring}
    out: set[int] = set()
    for s, people in by.items():
        players = people - {None}
        if s in decided or s in moves or None in people or not players or players & named:
            continue
        if s + 1 in moves and sentences[s + 1].paragraph == sentences[s].paragraph:
            continue  # right before the move: its opening, told in the same tense
        if after_decision(s) or not (s in moments or s in scoring):
            continue  # (a pass told in the pluperfect is as often the move's own)
        starts = [
            h.start for t in touches if t.person is not None for h in t.hits if h.sentence == s
        ]
        if _pluperfect_clauses(r, pluperfect, s, starts):
            out.add(s)
    return out


def _pluperfect_clauses(r: Reading, pluperfect: Regex, number: int, starts: list[int]) -> bool:
    """Whether each clause of sentence ``number`` holding one of ``starts`` is told in the
    pluperfect: a touch told in the simple past after it ("X had crossed, Y rose and
    headed in") is no background. The clauses are ``clause_of``'s over the sentence's
    breaks (the marks and words that split clauses: Patterns.clause_split), read once."""
    sentence = r.sentences[number]
    text = r.narrative
    s, e = sentence.start, sentence.end
    breaks = [(m.start(), m.end()) for m in r.p.clause_split.finditer(text, s, e)]
    return all(
        pluperfect.search(text, *clause_of(breaks, s, e, at, at)) is not None for at in starts
    )


def incident_touches(
    touches: list[Touch], scorer: int | None, dropped: set[int]
) -> tuple[list[Touch], int | None]:
    """``touches`` without those told only in the ``dropped`` sentences, and the scorer
    among those kept (None when the one scorer's goal was another's, or several remain)."""
    if not dropped:
        return touches, scorer
    kept = [t for t in touches if not t.places or not set(t.places) <= dropped]
    if len(kept) == len(touches):
        return touches, scorer
    scorers = {t.person for t in kept if t.scoring and t.person is not None}
    if scorer not in scorers:
        scorer = scorers.pop() if len(scorers) == 1 else None
    return kept, scorer
