"""Drafts an incident from a match report: text in, a draft to confirm out.

``draft(text)`` reads an article the way a person filling in the incident form would, and
gives a ``Draft``: a partial incident (shaped like ``rules.Incident``'s JSON) holding only
what the text states, each fact with the sentence it came from, the candidates it is
unsure of as suggestions, and what quoted people assert as claims. ``to_incident(draft)``
gives the incident data and the fields still missing, for the form to ask.

Rules and patterns only: no network, no model. The words and patterns of each language
are data files in ``drafting/data/<language>/``, read at import (the package's only I/O).
This package may import ``rules`` (for the incident model), never ``explainer``.
"""

from __future__ import annotations

import datetime as dt

from drafting.assemble import build
from drafting.incident import missing_fields, to_incident
from drafting.inputs import MAX_TEXT_BYTES, TextRefused, check_bytes, check_text
from drafting.model import Call, Claim, Draft, Fact, SourceInfo, Span, Suggestion

__all__ = [
    "MAX_TEXT_BYTES",
    "Call",
    "Claim",
    "Draft",
    "Fact",
    "SourceInfo",
    "Span",
    "Suggestion",
    "TextRefused",
    "check_bytes",
    "check_text",
    "draft",
    "missing_fields",
    "to_incident",
]


def draft(
    text: str,
    reference_date: dt.date | None = None,
    source: dict[str, str | None] | None = None,
    language: str = "en",
) -> Draft:
    """The draft incident ``text`` describes.

    ``reference_date`` is the day the text was written (a "Wednesday" in it is the last
    Wednesday on or before that day); without it, weekdays stay suggestions. ``source``
    names the text (``name``, ``url``, ``headline``): it becomes the incident's source.
    The text is checked first (``check_text``): TextRefused for empty or binary text.
    """
    return build(check_text(text), reference_date, source, language)
