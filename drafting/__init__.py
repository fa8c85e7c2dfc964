"""Drafts an incident from a match report: text in, a draft to confirm out.

``draft(text)`` reads an article the way a person filling in the incident form would, and
gives a ``Draft``: a partial incident (shaped like ``rules.Incident``'s JSON) holding only
what the text states, each fact with the sentence it came from, the candidates it is
unsure of as suggestions, and what quoted people assert as claims. ``to_incident(draft)``
gives the incident data and the fields still missing, for the form to ask.

Rules and patterns only: no network, no model. The words and patterns of each language
are data files in ``drafting/data/<language>/``, read at import (the package's only I/O).
This package may import ``rules`` (for the incident model), never ``explainer``.

Bounded (issue 31): a draft reads at most ``MAX_DRAFT_CHARS`` characters of its text, in
time linear in their number, within a budget of ``WORK_BUDGET`` steps (drafting.budget);
a draft of only the first part of a text says so in ``Draft.truncated``.
"""

from __future__ import annotations

import datetime as dt

from drafting import candidates as several
from drafting import heading
from drafting.assemble import SOURCE_ID, build
from drafting.budget import WORK_BUDGET, Budget, OutOfWork
from drafting.compact import compact, restore
from drafting.dates import REFERENCE_EARLIEST, REFERENCE_LATEST
from drafting.incident import missing_fields, to_incident
from drafting.inputs import (
    MAX_DRAFT_CHARS,
    MAX_TEXT_BYTES,
    TextRefused,
    check_bytes,
    check_text,
    first_part,
)
from drafting.language import SUPPORTED, available, detect
from drafting.model import (
    Call,
    Candidate,
    Claim,
    Draft,
    Fact,
    SourceInfo,
    Span,
    Suggestion,
    Truncation,
)

#: How many times a draft that ran out of work is tried again on a quarter of the text
#: before giving up on it: at most 1 + RETRIES budgets of work in all, and as the steps go
#: with the text's length, a retry costs about a quarter of what the text before it needed.
RETRIES = 3
#: A retry reads the first 1/SHRINK of what the attempt before it read.
SHRINK = 4

__all__ = [
    "MAX_DRAFT_CHARS",
    "MAX_TEXT_BYTES",
    "REFERENCE_EARLIEST",
    "REFERENCE_LATEST",
    "SHRINK",
    "SOURCE_ID",
    "SUPPORTED",
    "WORK_BUDGET",
    "Budget",
    "Call",
    "Candidate",
    "CandidateMissing",
    "Claim",
    "Draft",
    "Fact",
    "SourceInfo",
    "Span",
    "Suggestion",
    "TextRefused",
    "Truncation",
    "check_bytes",
    "available",
    "check_text",
    "detect",
    "draft",
    "missing_fields",
    "to_incident",
]


class CandidateMissing(ValueError):  # noqa: N818
    """The draft of candidate ``asked`` was asked for; the text tells of ``found`` (1 when
    it tells of one incident)."""

    def __init__(self, asked: int, found: int) -> None:
        super().__init__(asked, found)  # (the arguments, so that it pickles)
        self.asked = asked
        self.found = found


def draft(
    text: str,
    reference_date: dt.date | None = None,
    source: dict[str, str | None] | None = None,
    language: str | None = None,
    budget: Budget | None = None,
    candidate: int | None = None,
) -> Draft:
    """The draft incident ``text`` describes.

    ``reference_date`` is the day the text was written (a "Wednesday" in it is the last
    Wednesday on or before that day); without it, weekdays stay suggestions. ``source``
    names the text (``name``, ``url``, ``headline``): it becomes the incident's source.
    The text is checked first (``check_text``): TextRefused for empty or binary text.
    ``language`` is the text's (en, fr, de, es); without it, the text's own words tell
    (``drafting.language.detect``), and a text in another language is refused
    (TextRefused with code ``language``).

    Only the first ``MAX_DRAFT_CHARS`` characters are read (cut at a paragraph or sentence
    end). A draft that runs out of its budget (``budget``, by default ``WORK_BUDGET``
    steps; its ``spent`` says how much was used) is made again of the first quarter of what
    it read, with a budget of its own, at most ``RETRIES`` times; then the draft is of
    nothing.
    Either way ``Draft.truncated`` says how much of the text the draft is of, and why.

    A text that tells of several incidents (drafting.candidates) gives a draft of one of
    them, ``candidate`` (1, the first, by default), listing all of them in
    ``Draft.candidates``: never one incident merged from several. CandidateMissing when
    the text has no such candidate.
    """
    text = check_text(text)
    language = language or detect(text)
    if language not in available():
        raise TextRefused("language", language=language)
    end = first_part(text, MAX_DRAFT_CHARS)
    reason = "too_long" if end < len(text) else None
    made: Draft | None = None
    for attempt in range(RETRIES + 1):
        work = budget if budget is not None and attempt == 0 else Budget()
        try:
            made = _one_incident(text[:end], reference_date, source, language, work, candidate)
            break
        except OutOfWork:
            reason = "out_of_work"
            end = first_part(text, end // SHRINK)
    if made is None:
        end = 0
        made = build(" ", reference_date, source, language, Budget())
        if candidate not in (None, 1):
            raise CandidateMissing(candidate, 1)
    if reason is None:
        return made
    cut = Truncation(
        reason=reason, read_chars=end, text_chars=len(text), limit_chars=MAX_DRAFT_CHARS
    )
    return made.model_copy(
        update={"source": made.source.model_copy(update={"text": text}), "truncated": cut}
    )


def _one_incident(
    text: str,
    reference_date: dt.date | None,
    source: dict[str, str | None] | None,
    language: str,
    budget: Budget,
    candidate: int | None,
) -> Draft:
    """The draft of ``text``, or of its ``candidate``-th incident when it tells of several.

    Telling the incidents apart drafts the text's units one by one; a text about one
    incident is then drafted whole, one about several only the chosen incident's units:
    all of it within ``budget``."""
    groups = several.incidents(
        text, lambda unit: build(unit, reference_date, None, language, budget), language
    )
    if groups is None:
        if candidate not in (None, 1):
            raise CandidateMissing(candidate, 1)
        return build(text, reference_date, source, language, budget)
    chosen = candidate or 1
    if chosen > len(groups):
        raise CandidateMissing(chosen, len(groups))
    kept = compact(text, [(u.start, u.end) for u in groups[chosen - 1].units])
    made = restore(build(kept.text, reference_date, source, language, Budget()), kept, text)
    made = heading.with_competition(
        made, text, lambda title: build(title, reference_date, None, language, Budget())
    )
    listed = [
        Candidate(
            number=k,
            spans=several.spans(g),
            scorer=g.scorer,
            minute=g.minute,
            added_time=g.added_time,
        )
        for k, g in enumerate(groups, start=1)
    ]
    return made.model_copy(update={"candidates": listed, "candidate": chosen})
