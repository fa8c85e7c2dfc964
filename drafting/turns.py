"""The turns of a transcript ("JESS FARLEY: ...", "PERE BOSCH : ..."): each guest's words
are theirs; the host, who speaks first, tells the story as a writer would."""

from __future__ import annotations

import re

from drafting.people import Person, fold
from drafting.text import Region

#: A speaker's label: two to four words in capitals, then a colon (a space before it in
#: French). A time ("19:45") or a single word ("VAR :", "JONAS:") is no label.
_CAPS = "[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ’'.-]+"
_LABEL = re.compile(rf"(?<![\w’'])({_CAPS}(?: {_CAPS}){{1,3}})[ \u00a0\u202f]?:(?!\d)")


def turns(text: str, people: list[Person]) -> tuple[list[Region], list[tuple[int, int]]]:
    """The guests' turns of a transcript, each with its speaker (a person the text names
    in full whose name the label writes in capitals), and where every turn lies, the
    host's (the first to speak) too. Nothing where the text holds labels of fewer than two
    named people (no transcript)."""
    named = {fold(p.name): p for p in people if not p.unnamed and len(p.tokens) > 1}
    labels = [(m, named.get(fold(m.group(1)))) for m in _LABEL.finditer(text)]
    labels = [(m, p) for m, p in labels if p is not None]
    if len({p.index for _, p in labels if p is not None}) < 2:
        return [], []
    host = labels[0][1]
    out, spans = [], []
    for k, (m, person) in enumerate(labels):
        end = labels[k + 1][0].start() if k + 1 < len(labels) else len(text)
        spans.append((m.end(), end))
        if person is None or person is host or end - m.end() < 3:
            continue
        out.append(Region(m.end(), end, person.name, person.index, False, person.official))
    return out, spans


def within_turns(
    regions: list[Region], found: list[Region], spans: list[tuple[int, int]]
) -> list[Region]:
    """``regions`` with the turns ``found`` added, and without the quotations nobody is said
    to speak that lie in any turn (a guest's words are theirs; the host's are the story)."""
    if not spans:
        return regions
    kept = [
        r for r in regions if r.speaker is not None or not any(a <= r.start < b for a, b in spans)
    ]
    return sorted([*kept, *found], key=lambda r: r.start)
