"""A draft's match: competition, date, minute and the venue, each with its words."""

from __future__ import annotations

from drafting.scene import Scene
from rules.paths import tokens


def find_match(s: Scene) -> None:
    """The match facts the text states (``s.match``)."""
    r, b, f, match = s.r, s.b, s.f, s.match
    competition = f.competition(r)
    for c in competition:
        if b.cand(c):
            match["competition"] = c.value
    comp_name = str(match.get("competition") or next((c.value for c in competition), ""))
    for c in f.date(r, s.reference_date, comp_name):
        if b.cand(c):
            match["date"] = c.value
    goal_at = next((h.start for t in s.touches if t.scoring for h in t.hits if h.scoring), None)
    if goal_at is None:  # no goal (a penalty, a flag): the move, when one paragraph tells it
        goal_at = _move_at(s)
    for c in f.minute(r, goal_at, frozenset(s.dropped), s.span, _move(s)):
        if b.cand(c):
            match["minute" if c.path == "match.minute" else "added_time"] = c.value
    for c in f.home_away(r):
        if b.cand(c):
            match[_field(c.path)] = c.value


def _move(s: Scene) -> frozenset[int]:
    """The sentences of the incident's touches in a paragraph that tells of a decision (a
    call, a flag, a check: drafting.focus), not those of a goal told apart."""
    decided = {s.r.sentences[k].paragraph for k in s.decided}
    at = [h.start for t in s.touches for h in t.hits]
    return frozenset(
        s.r.index.number(k) for k in at if (x := s.r.index.at(k)) and x.paragraph in decided
    )


def _move_at(s: Scene) -> int | None:
    """Where the move's words start, when they all stand in one paragraph (a live blog's
    entry: its time stamp is the incident's minute); None otherwise."""
    starts = [h.start for t in s.touches for h in t.hits]
    sentences = [s.r.index.at(at) for at in starts]
    paragraphs = {x.paragraph for x in sentences if x is not None}
    return min(starts) if len(paragraphs) == 1 and None not in sentences else None


def _field(path: str) -> str:
    """The field of ``match`` a path names (``match.home`` -> ``home``)."""
    return str(tokens(path)[1])
