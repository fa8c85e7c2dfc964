"""A text's heading, read for every incident of a text about several.

A round-up names its competition once, in its title ("Serie A: the 6th round", "Liga F |
what the round left"), and tells each match after it without naming it again. The title
is drafted with the first incident's paragraph only, so the other incidents' drafts would
lack the competition the whole text is about. Here the title line is drafted alone, and
the competition it names, when it names one, is given to a candidate's draft that has none
of its own: neither a fact nor a suggestion (a draft that names another competition, or
several, keeps its own reading).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from drafting.incident import missing_fields
from drafting.model import Draft, Span

#: The longest line read as a title.
MAX_HEADING = 160
#: A title ends without a sentence's end mark (or with a colon or a bar before the text).
_SENTENCE_END = re.compile(r"[.!?…\"»“”]\s*$")
_PATH = "match.competition"


def heading(text: str) -> tuple[int, int] | None:
    """The span of ``text``'s title: its first line, when more lines follow, it is short
    and it ends as no sentence does."""
    start = len(text) - len(text.lstrip())
    end = text.find("\n", start)
    if end < 0 or not text[end:].strip():
        return None
    line = text[start:end].rstrip()
    if not line or len(line) > MAX_HEADING or _SENTENCE_END.search(line):
        return None
    return start, start + len(line)


def with_competition(made: Draft, text: str, draft_title: Callable[[str], Draft]) -> Draft:
    """``made`` (a candidate's draft of ``text``) with the competition ``text``'s title
    names (``draft_title`` drafts the title alone), when ``made`` states none of its own."""
    if any(f.path == _PATH for f in made.facts) or any(s.path == _PATH for s in made.suggestions):
        return made
    span = heading(text)
    if span is None:
        return made
    title = draft_title(text[span[0] : span[1]])
    found = [f for f in title.facts if f.path == _PATH]
    if len(found) != 1 or any(s.path == _PATH for s in title.suggestions):
        return made
    fact = found[0]
    moved = fact.model_copy(
        update={"span": _moved(fact.span, span[0]), "cue": _moved(fact.cue, span[0])}
    )
    incident: dict[str, Any] = {**made.incident}
    match = {**incident.get("match", {}), "competition": fact.value}
    incident["match"] = match
    return made.model_copy(
        update={
            "incident": incident,
            "facts": [*made.facts, moved],
            "missing": missing_fields(incident),
        }
    )


def _moved(s: Span, by: int) -> Span:
    return Span(start=s.start + by, end=s.end + by)
