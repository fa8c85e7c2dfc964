"""The turns of a transcript ("JESS FARLEY: ...", "PERE BOSCH : ...", "HOST: ..."): each
named speaker's words are theirs; the host, who speaks first, tells the story as a writer
would, and a speaker the text never names in full (a "HOST", a "MODERATORIN", a first name
alone) makes no claim."""

from __future__ import annotations

import re

from drafting.people import Person, fold
from drafting.text import Region

#: A speaker's label: one to four words in capitals ("Q" alone too), then a colon (a space
#: before it in French), a role in brackets between ("PETE CARROW (former referee):"). A
#: time ("19:45") is no label; a label of one word counts only where it opens a line.
_CAPS = "[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ’'.-]*"
_LABEL = re.compile(
    rf"(?<![\w’'])({_CAPS}(?: {_CAPS}){{0,3}})(?:[ \u00a0]\([^()\n]{{1,80}}\))?"
    r"[ \u00a0\u202f]?:(?!\d)"
)
#: A transcript has at least this many labels, of at least two speakers.
_MIN_LABELS = 3


def turns(text: str, people: list[Person]) -> tuple[list[Region], list[tuple[int, int]]]:
    """The named guests' turns of a transcript, each with its speaker, and where every
    turn lies, the host's (the first to speak) too. A label names a person the text names
    in full: their whole name in capitals, their first or last name alone ("MICK" for the
    "hosts Mick Dolan and Priya Naidoo"), or their initials ("HB"), where only one person
    fits; other labels ("HOST", "CO-HOST", a first name nobody has in full) name nobody.
    Nothing where the text holds fewer than three labels of two speakers (no transcript)."""
    found = [m for m in _LABEL.finditer(text) if _placed(text, m)]
    if len(found) < _MIN_LABELS or len({m.group(1) for m in found}) < 2:
        return [], []
    full = [p for p in people if not p.unnamed and len(p.tokens) > 1]
    labels = [(m, _named(m.group(1), full)) for m in found]
    if not any(p is not None for _, p in labels):
        return [], []
    host = labels[0][1]
    out, spans = [], []
    for k, (m, person) in enumerate(labels):
        end = labels[k + 1][0].start() if k + 1 < len(labels) else len(text)
        spans.append((m.end(), end))
        if person is None or person is host or end - m.end() < 3:
            continue
        out.append(Region(m.end(), end, _spelt(person.name), person.index, False, person.official))
    return out, spans


def _placed(text: str, m: re.Match[str]) -> bool:
    """Whether a label stands where a turn opens: a label of several words anywhere, one of
    a single word at the start of a line."""
    if " " in m.group(1):
        return True
    return not text[text.rfind("\n", 0, m.start()) + 1 : m.start()].strip()


def _named(label: str, full: list[Person]) -> Person | None:
    """The one person a label names (see ``turns``), or None."""
    key = fold(label)
    same = [p for p in full if fold(p.name) == key]
    if same:
        return min(same, key=lambda p: (p.name.isupper(), p.index))
    if " " in key:
        return None
    by_name = {p.index: p for p in full if key in (fold(p.tokens[0]), fold(p.tokens[-1]))}
    if len(by_name) == 1:
        return next(iter(by_name.values()))
    if 2 <= len(key) <= 3:
        initials = {p.index: p for p in full if "".join(fold(t)[0] for t in p.tokens) == key}
        if len(initials) == 1:
            return next(iter(initials.values()))
    return None


def _spelt(name: str) -> str:
    """A name as a label writes it, in capitals ("PETE CARROW"), as a name is written."""
    return name.title() if name.isupper() else name


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
