"""Texts about several incidents: each incident a candidate, for the person to choose.

A match report may tell of two disallowed goals, a round-up of several matches; a draft of
all of it would merge their players, touches and minutes into one incident that never
happened. So a text is cut into units (its paragraphs as drafting reads them, in a text
without blank lines also at a round-up's match headings and a thread's posts,
``drafting.lines``; a single paragraph, its sentences), each unit is drafted on its own,
and the units are grouped (a thread's posts, like sentences, by their minutes and words
only):

- a unit that tells of a decision (a call, the officials' decision on the field or in the
  end, a VAR check or review, a whistle) starts a new incident when its minute and the
  incident's latest are more than ``SAME_MOMENT`` apart (a live blog's "90+5" goal and
  its "90+8" VAR check are one incident), when it says it is another goal ("a second
  goal", in the language's words: ``drafting/data/<language>/candidates.yaml``), or, for
  paragraphs, when the incident has a scorer and the unit a different one, or the unit
  names players and none of them is the incident's (a sentence alone cannot tell who "he"
  is, so sentences are told apart by minutes and words only);
- any other unit belongs to the incident before it (a goal that merely counted starts
  none); the units before the first incident (one that names players, or tells of a
  decision with a scorer or a minute) are shared by every incident: the introduction, with
  the teams, the competition, the date, "both sides had goals ruled out".

A candidate's draft is made of its own units (and the shared ones) alone, put together
(``drafting.compact``); its spans and provenance are then put back into the text as sent
(``restore``). The units are drafted first: a text about one incident is then drafted
whole as well, a text about several only once more for the candidate chosen, which is
short.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import TypedDict

from drafting import sections
from drafting.entries import MAX_UNITS, stamp, units, unstamped, words
from drafting.entries import words as words_of
from drafting.incident_units import Group, Unit, entry_of, fixtures_apart, of
from drafting.model import Draft, Span
from drafting.moments import SAME_MOMENT
from drafting.moments import apart as _apart
from drafting.moments import mentioned as _mentioned
from drafting.moments import named as _named
from drafting.people import fold
from drafting.text import paragraphs

#: The most units drafted alone in a text already known to tell of several incidents (each
#: draft has a fixed cost, and a text of thousands of one-line paragraphs is not a report);
#: the units past them are glanced at. 48 keeps 50 KB of reports under a second (make bench)
#: and is three times the paragraphs of the longest report of the evaluation set.
MAX_UNITS_SEVERAL = 48
#: The most characters of units drafted alone (twice a long match report): the units past
#: them, or past ``MAX_UNITS`` of them, are only glanced at (``glance``), so that telling
#: the incidents of a text apart costs at most this much drafting besides the draft itself.
MAX_UNIT_CHARS = 20_000
_WORD = re.compile(r"\w+")
_TOKEN = re.compile(r"[^\W\d_][\w'’-]*")


def _elsewhere(incident: Group, unit: Unit) -> bool:
    """A unit that tells of no decision, names players (or was not drafted) and has a
    minute of its own far from the incident's ("80'. Tapia's long shot goes wide" after a
    penalty at 65'): of neither the incident nor the introduction."""
    if not unit.event and incident.other_match(unit):
        return True  # a round-up's paragraph of another match, telling of no decision
    mine, theirs = incident.latest, unit.moment
    if unit.event and _retold(incident, unit):
        return True
    if unit.event or not (unit.players or unit.skimmed or unit.stamped):
        return False
    return _apart(mine, theirs)


def _retold(incident: Group, unit: Unit) -> bool:
    """A live blog's entry of a later moment that drafts nobody and no decision the
    incident has not made, but names one of its players: the incident told again ("77:
    Etxaniz, still fuming about the disallowed goal, is replaced")."""
    finals = {u.final for u in incident.units}
    return bool(
        not unit.players
        and unit.scorer is None
        and unit.final in finals - {None}
        and _apart(incident.latest, unit.moment)
        and any(_mentioned(p, unit.words) for p in incident.players if _named(p))
    )


def describe(made: Draft, start: int, end: int, text: str = "") -> Unit:
    """What the draft of one unit (``text``) says of its incident, if it tells of one."""
    inc = made.incident
    officials = inc.get("officials", {})
    names = {p["id"]: p["name"] for p in inc.get("players", [])}
    sequence = inc.get("sequence", [])
    # (a move the whistle stopped ends with its last touch too: the ball put in after it)
    scored = inc.get("outcome") in ("goal_scored", "play_stopped")
    scorer = names.get(sequence[-1].get("by")) if sequence and scored else None
    match = inc.get("match", {})
    # a live blog entry's own minute first: its text may give another moment's
    minute, added = stamp(text, made.language)
    if minute is None:
        minute, added = match.get("minute"), match.get("added_time")
    if minute is None:
        said = [s for s in made.suggestions if s.path == "match.minute"]
        minute = said[0].value if said and isinstance(said[0].value, int) else None
    decided = bool(made.calls) or any(
        officials.get(name) not in (None, "unknown")
        for name in ("final", "on_field", "review", "stopped_before_goal")
    )
    base = replace(_skim(text, start, end, made.language), minute=minute, added_time=added)
    base.players = sorted(names.values())
    if match.get("home") and match.get("away"):
        base.teams = frozenset(fold(match[side]) for side in ("home", "away"))
    if not decided and officials.get("var_checked") is not True:
        return base
    return replace(
        base,
        event=True,
        decided=decided,
        scorer=scorer,
        final=officials.get("final"),
        **_cues(text, made.language),
    )


def _skim(text: str, start: int, end: int, language: str | None) -> Unit:
    """What a unit says without drafting it: its live blog minute, its words and names."""
    minute, added = stamp(text, language)
    words, capitals = frozenset(_WORD.findall(fold(text))), _names_in(text)
    cue = words_of(language, "offside") if language else None
    return Unit(
        start, end, minute=minute, added_time=added, words=words, capitals=capitals,
        stamped=minute is not None, told=bool(cue and cue.search(text)),
    )  # fmt: skip


def glance(text: str, start: int, end: int, language: str | None) -> Unit:
    """What a unit past the drafted ones says without drafting it: that it may tell of a
    decision, its live blog minute, and whether it says it is another goal or later."""
    return replace(_skim(text, start, end, language), event=True, **_cues(text, language))


class _Cues(TypedDict):
    another: bool
    summary: bool
    later: bool


def _cues(text: str, language: str | None) -> _Cues:
    """Whether ``text`` says it is another goal, sums up several, or opens on later."""
    again, later, several = (
        words(language, key) if language else None for key in ("another", "later", "summary")
    )
    return {
        "another": bool(again and again.search(text)),
        "summary": bool(several and several.search(text)),
        "later": bool(later and later.match(unstamped(text))),
    }


def group(found: list[Unit], sentences: bool = False) -> tuple[list[Unit], list[Group]]:
    """The units shared by every incident, and the incidents (``sentences``: the units
    are a paragraph's sentences)."""
    shared: list[Unit] = []
    groups: list[Group] = []
    previous: Unit | None = None
    for unit in found:
        if not groups:
            if (
                unit.event
                and not _introduces(shared, unit)
                and (
                    unit.players
                    or (unit.decided and (unit.scorer or unit.minute is not None))
                    or _goal_entry(previous, unit)
                )
            ):
                entry = [shared.pop()] if shared and _goal_entry(previous, unit) else []
                shared, before = sections.earlier(shared, of([*entry, unit]), found[0])
                groups += [*before, of([*entry, unit])]
            else:
                shared.append(unit)
        elif not unit.event and sections.other_match(groups[-1], unit):
            groups.append(of([unit]))  # a round-up's next match, its decision not read
        elif _elsewhere(groups[-1], unit):
            pass  # a live blog's entry of another moment, telling of no decision
        elif groups[-1].takes(unit, sentences):
            groups[-1].add(unit)
        else:
            lead = _lead_in(groups[-1]) if sentences else None
            if lead is None and _goal_entry(previous, unit):
                lead = previous  # (it may have been left out as another moment's)
            if lead is not None and groups[-1].units[-1] is lead:
                groups[-1] = of(groups[-1].units[:-1])
            groups.append(of([unit] if lead is None else [lead, unit]))
        previous = unit
    # a live blog's entries of other moments before the first incident: no introduction
    kept = [u for u in shared if not groups or not _elsewhere(groups[0], u)]
    return kept, groups if sentences else sections.lede(found, groups)


def _introduces(shared: list[Unit], unit: Unit) -> bool:
    """``unit`` sums up several goals ("both goals", "zweimal ... zweimal"): the text's
    introduction, unless a unit before it is of another fixture (a round-up's next match,
    whose own goals it counts: "Werder won with two goals after the break")."""
    return unit.summary and not any(fixtures_apart(u.teams, unit.teams) for u in shared)


def _goal_entry(previous: Unit | None, unit: Unit) -> bool:
    """``previous`` is the entry of the goal whose check or decision ``unit`` opens an
    incident with (a live blog's goal at 23', its check at 24'): it tells of no decision,
    names players (or was not drafted), and is of the same moment, just before."""
    if previous is None or previous.event:
        return False
    a, b = previous.moment, unit.moment
    if a is None or b is None:
        return b is None and entry_of(previous, unit)
    if not (previous.players or previous.skimmed or previous.stamped):
        return False
    return 0 <= b[0] - a[1] <= SAME_MOMENT


def _lead_in(previous: Group) -> Unit | None:
    """The sentence before a new incident's first, when it is the new incident's rather
    than the one before's: it tells of no decision, comes after the previous incident's
    own sentences, and names someone (a capitalised word past its first), never anyone
    the previous incident's sentences name ("Midway through the second half Son cut
    inside. He fired in, but ..."): it says who "he" is."""
    if len(previous.units) < 2:
        return None
    last = previous.units[-1]
    names = last.capitals
    if last.event or not names:
        return None
    before = of(previous.units[:-1])
    if names & before.words or any(_mentioned(p, last.words) for p in before.players):
        return None
    return last


def _names_in(text: str) -> frozenset[str]:
    """The words ``text`` writes with a capital past its first word (folded)."""
    words = _TOKEN.findall(text)[1:]
    return frozenset(w for word in words if word[0].isupper() for w in _WORD.findall(fold(word)))


def incidents(
    text: str, draft_unit: Callable[[str], Draft], language: str | None = None
) -> list[Group] | None:
    """The incidents of ``text``, or None when it tells of one (``draft_unit`` drafts
    a unit's text; ``language``'s decision words, when it has them, spare the drafts of
    the units that cannot tell of a decision)."""
    cue = words(language, "decision") if language else None
    cut = units(text, cue)
    if len(cut) < 2:
        return None
    found: list[Unit] = []
    seen: dict[str, Unit] = {}
    room: float = MAX_UNIT_CHARS
    count = MAX_UNITS
    sentences = len(paragraphs(text)) < 2
    for a, b in cut:
        piece = text[a:b]
        if cue is not None and not cue.search(piece):
            found.append(replace(_skim(piece, a, b, language), skimmed=True))
        elif piece in seen:  # a unit said again word for word is drafted once
            found.append(replace(seen[piece], start=a, end=b))
        elif room > 0 and len(seen) < count:
            room -= b - a
            if (room <= 0 or len(seen) + 1 == count) and len(group(found, sentences)[1]) > 1:
                # Several incidents already: the text is not drafted whole, so its units
                # are drafted alone whatever their length, up to MAX_UNITS_SEVERAL.
                room, count = float("inf"), MAX_UNITS_SEVERAL
            seen[piece] = describe(draft_unit(piece), a, b, piece)
            found.append(seen[piece])
        else:
            found.append(glance(piece, a, b, language))
    shared, groups = group(found, sentences)
    if len(groups) < 2:
        return None
    for g in groups:
        g.units = [*shared, *g.units]
        g.units.sort(key=lambda u: u.start)
    return groups


def spans(g: Group) -> list[Span]:
    return [Span(start=u.start, end=u.end) for u in g.units]
