"""A text cut into the units its incidents are told in (drafting.candidates): its
paragraphs (a round-up's match sections, a thread's posts: drafting.lines), a live blog's
entries, a single paragraph's sentences; the minute a live
blog's entry opens with; the words of the language's candidates.yaml."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from drafting.lines import blocks
from drafting.tables import read_data

#: The most units drafted alone (or, for a language without decision words, a text is cut
#: into: more paragraphs are then taken a few at a time).
MAX_UNITS = 64
#: A text with more units than this is not cut into sentences (a wall of text is one unit
#: per paragraph only).
MAX_SENTENCE_UNITS = 40
#: A live blog entry's minute: "49 min:", "90+3' -", "12. Min. |" (groups: the minute,
#: the added time).
_MINUTE = (
    r"(\d{1,3})(?:['’′´]?\.?[ \t]*\+[ \t]*(\d{1,2}))?"
    r"[ \t]*(?:(['’′´])|(\.?[ \t]*min(?:ute)?s?\.?|mn))?[ \t]*"
    # the separator: a colon, or a dash or bar before a space; after a minute sign, only a
    # space or a full stop ("23' BUT", "80'. Tapia"); after "min" or added time, a full
    # stop ("49 min. Off"); after added time, a space or a full stop ("90.+3 Jetzt", "90+3.
    # Lo"); never after a number alone ("2. Bundesliga")
    r"(?::|[-–—|](?=[ \t])|(?(3)\.?(?=[ \t])|(?(4)\.(?=[ \t])|(?(2)\.?(?=[ \t])|(?!)))))"
    r"(?![ \t]*\d)"
)
#: The minute stamp at the start of a line.
_STAMP = re.compile(rf"^[ \t]*{_MINUTE}", re.MULTILINE | re.IGNORECASE)
#: A stamp opening a clause (drafting.speech_who): a clock time, bracketed or not, of a
#: podcast's notes or a live blog ("(11:15) ", "[12:40] ", "11:15 - "), a minute in
#: brackets ("(67') ") or one of a live blog's minute stamps ("67' – ", "49 min: "); with
#: the separator and the spaces after it.
_OPENING = re.compile(
    r"[ \t]*(?:[(\[]\d{1,3}(?:[:.]\d{2}){0,2}['’]?[)\]]|\d{1,2}:\d{2}(?::\d{2})?|"
    # a bare number is no stamp in a clause ("Nov 9 - ", "Lyon 1 - "): a minute's sign is
    rf"(?=\d{{1,3}}(?:\+\d{{1,2}})?['’]){_MINUTE})[ \t\u00a0]*(?:[:–—-][ \t\u00a0]+)?",
    re.IGNORECASE,
)
LAST_MINUTE = 130
_SENTENCE = re.compile(r"(?<=[.!?…])[\"'”’»)]*\s+(?=[\"'“‘«(¿¡]*[A-ZÀ-ÖØ-Þ0-9])")


@cache
def words(language: str, key: str) -> re.Pattern[str] | None:
    """The language's patterns under ``key`` of its candidates.yaml, as one expression:
    ``another`` says a goal is another one than the goal before ("a second goal"),
    ``later`` opens a unit telling what came later ("Ten minutes later"), ``summary`` sums
    up several goals ("twice he scored, twice ..."), ``decision`` (one expression) is in
    every unit that may tell of a decision, ``stamp`` (one) a live blog's own minute."""
    path = Path(__file__).resolve().parent / "data" / language / "candidates.yaml"
    if not path.exists():
        return None
    words = read_data(path) or {}
    patterns = words.get(key) or []
    if not patterns:
        return None
    if isinstance(patterns, str):
        return re.compile(patterns, re.IGNORECASE)
    either = "|".join(f"(?:{p})" for p in patterns)
    return re.compile(rf"[^\w]{{0,8}}(?:{either})" if key == "later" else either, re.IGNORECASE)


def units(text: str, cue: re.Pattern[str] | None = None) -> list[tuple[int, int]]:
    """The text's paragraphs; for a single paragraph, its sentences. Without a ``cue``
    (the words of a decision, which spare the drafts of the units without them), more
    than ``MAX_UNITS`` paragraphs are taken a few at a time."""
    # The paragraphs as the rest of the draft reads them (drafting.text.paragraphs):
    # blank lines, or in a text without any, a line break after a sentence's end; there,
    # also a round-up's match heading or a thread's numbered post (drafting.lines).
    out = [cut for a, b in blocks(text, _STAMP) for cut in _entries(text, a, b)]
    if len(out) > MAX_UNITS:
        return _chunks(out, text) if cue is None else out
    if len(out) != 1:
        return out
    a, b = out[0]
    cuts = [m.end() for m in _SENTENCE.finditer(text, a, b)]
    if not cuts or len(cuts) + 1 > MAX_SENTENCE_UNITS:
        return out
    bounds = [a, *cuts, b]
    return [(bounds[i], bounds[i + 1]) for i in range(len(bounds) - 1)]


def _entries(text: str, a: int, b: int) -> list[tuple[int, int]]:
    """The paragraph ``text[a:b]`` cut before each line that opens with a live blog's
    minute ("49 min: ..."): a headline wrapped onto the first entry is a unit of its own."""
    cuts = [m.start() for m in _STAMP.finditer(text, a, b) if m.start() > a]
    bounds = [a, *cuts, b]
    return [(x, y) for x, y in zip(bounds, bounds[1:], strict=False) if text[x:y].strip()]


def _chunks(spans: list[tuple[int, int]], text: str) -> list[tuple[int, int]]:
    """At most MAX_UNITS units of consecutive paragraphs, of about equal length: each unit
    is a draft of its own, so thousands of one-line paragraphs would cost thousands of
    drafts' fixed work."""
    size = sum(b - a for a, b in spans) / MAX_UNITS
    out: list[tuple[int, int]] = []
    start, length = spans[0][0], 0
    for k, (a, b) in enumerate(spans):
        length += b - a
        if length >= size or k == len(spans) - 1:
            out.append((start, b))
            if k + 1 < len(spans):
                start, length = spans[k + 1][0], 0
    return out


def past_stamp(text: str, start: int, end: int) -> int:
    """Where the clause at ``start`` opens past a stamp heading it (``start`` if none)."""
    m = _OPENING.match(text, start, end)
    return m.end() if m else start


def unstamped(text: str) -> str:
    """The text after its live blog stamp, if it opens with one."""
    m = _STAMP.match(text.lstrip())
    return text.lstrip()[m.end() :] if m else text.lstrip()


def stamp(text: str, language: str | None = None) -> tuple[int | None, int | None]:
    """The minute a live blog's entry starts with ("49 min:", "90+3' -", or the language's
    own ``stamp`` form: German "23. TOOOR"), if any."""
    own = words(language, "stamp") if language else None
    m = _STAMP.search(text) or (own.search(text) if own else None)
    if m is None or int(m.group(1)) > LAST_MINUTE:
        return None, None
    extra = m.group(2) if m.re.groups > 1 else None
    return int(m.group(1)), int(extra) if extra else None
