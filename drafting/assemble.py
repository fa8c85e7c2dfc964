"""Putting a draft together, step by step: the incident's touches, the match, the people
of the move, the sides, the players, the touches, the positions, how the move started,
the officials, the outcome and the source; each value with its sentence; then what is
still missing. Each step has its module; they share a ``Scene`` (drafting.scene)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from functools import cache

from drafting import focus
from drafting.budget import Budget
from drafting.builder import Builder
from drafting.cast import find_cast
from drafting.decision import find_officials, find_outcome, find_start
from drafting.facts import FactFinder
from drafting.incident import missing_fields
from drafting.lineup import find_players
from drafting.match import find_match
from drafting.model import Call, Claim, Draft, SourceInfo, Span
from drafting.patterns import Patterns
from drafting.placing import place
from drafting.reading import Reading
from drafting.scene import Scene
from drafting.score_causes import score_causes
from drafting.sequence import find_sequence
from drafting.shootout import shootout_sentences
from drafting.sides import find_sides
from drafting.source import SOURCE_ID, provenance, source_info
from drafting.tables import Tables, tables
from drafting.touches import TouchFinder
from drafting.turns import guest_says

__all__ = ["SOURCE_ID", "Engine", "build", "engine"]


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


def build(
    text: str,
    reference_date: dt.date | None,
    source: dict[str, str | None] | None,
    language: str,
    budget: Budget | None = None,
) -> Draft:
    """The draft of ``text``; OutOfWork when it takes more than ``budget``."""
    s = _scene(text, reference_date, language, budget)
    find_match(s)
    find_cast(s)
    find_sides(s)
    if s.match:
        s.incident["match"] = s.match
    find_players(s)
    find_sequence(s)
    if s.sequence:
        s.incident["sequence"] = s.sequence
    # a position or involvement of an unnamed attacker ("the attacker who stood offside")
    # is the rule told in general words, not the incident's: only named players' are placed;
    # a position a named guest of a broadcast tells is his claim (drafting.turns.guest_says)
    people = s.r.people
    place(
        s.incident,
        s.b,
        [
            x
            for x in s.positions
            if not people[x.person].unnamed and not guest_says(s.r.text, s.r.turns[0], x.start)
        ],
        [x for x in s.involvements if not people[x.person].unnamed],
        s.ids,
    )
    find_start(s)
    find_officials(s)
    find_outcome(s)
    info = source_info(text, source, s.b)
    if info is not None:
        s.incident["sources"] = [info]
        if info.get("publisher"):
            provenance(s.incident, s.b, s.r)
    return _draft(s, language, source)


def _scene(
    text: str, reference_date: dt.date | None, language: str, budget: Budget | None
) -> Scene:
    """The text read, and the touches of its incident: not those of the goals that simply
    counted (drafting.focus)."""
    e = engine(language)
    r = Reading(text, e.patterns, budget)
    f = e.facts
    touches, scorer = e.touches.find(r)
    decided = focus.sentences_with(r, f.decision_words)
    timed = focus.sentences_with(r, f.moment_words)
    moments = timed | focus.sentences_with(r, [focus.SCORELINE])
    dropped = focus.other_goals(r, touches, decided, moments, timed)
    dropped |= focus.backstory(r, touches, decided, moments, r.p.pluperfect)
    span = focus.incident_span(r, touches, decided, moments, timed)
    touches, scorer = focus.incident_touches(touches, scorer, dropped)
    # a shoot-out's kicks and saves, a goal told as a score's cause: not the move's
    # touches (their sentences keep their moment: "in the 74th minute, 1-0 up through ...")
    others = shootout_sentences(r, r.p.shootout, decided, span)
    others |= score_causes(r, touches, decided, moments, span)
    touches, scorer = focus.incident_touches(touches, scorer, others)
    return Scene(text, reference_date, r, Builder(r), f, touches, scorer, dropped, span, decided)


def _draft(s: Scene, language: str, source: dict[str, str | None] | None) -> Draft:
    """The draft of the scene: the incident, its facts and suggestions, the claims of the
    people quoted and the officials' calls."""
    b = s.b
    claims = [
        Claim(
            speaker=c["speaker"],
            about=c["about"],
            quoted=c["quoted"],
            span=Span(start=c["span"][0], end=c["span"][1]),
            cue=Span(start=c["cue"][0], end=c["cue"][1]),
        )  # fmt: skip
        for c in s.f.claims(s.r)
    ]
    call_models = []
    for call in s.calls:
        span, cue = b.spans(call["start"], call["end"])
        call_models.append(Call(by=call["by"], call=call["call"], span=span, cue=cue))
    given = source or {}
    return Draft(
        language=language,
        incident=s.incident,
        facts=b.facts,
        suggestions=b.suggestions,
        claims=claims,
        calls=call_models,
        unnamed_players=s.unnamed_ids,
        missing=missing_fields(s.incident),
        source=SourceInfo(
            name=given.get("name"),
            url=given.get("url"),
            headline=given.get("headline"),
            text=s.text,
        ),
    )
