"""The paragraphs of a text as the units its incidents are told in (drafting.entries):
where a text has no blank lines, drafting.text.paragraphs breaks a line only after a
sentence's end, so a round-up's match heading ("Talheim 2:1 Ostdorf", no full stop) runs
into the report before it or after it, and a thread's numbered posts ("... 1/6") into one
another; a draft of the merged unit mixes two matches or two goals. Here such a
paragraph is cut again, at a line break:

- after a line that ends a sentence with a closing quotation mark the paragraphs do not
  take („Das war klar.“, « c'est net »), or a thread's post counter ("1/6", "(2/7)");
- before a heading: a short line (at most ``HEADING`` characters) that opens with a
  capital or a digit, has no sentence's end or clause's comma at its end, is followed by
  a line opening with a capital, a digit or a quotation mark, and is not itself after a
  heading (a headline over the first match's heading is one unit with it), and is not
  over a live blog's entry (which opens a unit of its own: the line is the headline's, a
  dateline: "Saturday 21 February, 8.30pm, Olympiastadion").

A text with blank lines keeps its paragraphs: its writer marked them.
"""

from __future__ import annotations

import re

from drafting.text import paragraphs

#: The longest line read as a heading: a fixture with its score and day, a section's
#: title ("The other results"); a wrapped line of prose is longer.
HEADING = 60
_BLANK_LINE = re.compile(r"\n[ \t\r\f\v]*\n")
_LINE = re.compile(r"[^\n]*")
#: A line's end that ends a post: a sentence's end with closing quotes, or a counter.
_POST_END = re.compile(r"(?:[.!?…][\"'”’“»)]*|[“»]|\(?\b\d{1,2}/\d{1,2}\)?)[ \t]*$")
_OPENS = re.compile(r"[ \t]*[\"'“„«‘(]*[A-ZÀ-ÖØ-Þ0-9]")


def blocks(text: str, stamp: re.Pattern[str] | None = None) -> list[tuple[int, int]]:
    """The text's paragraphs (drafting.text.paragraphs), those of a text without blank
    lines cut again after a post's end and before a heading (``stamp``: a live blog
    entry's opening, drafting.entries)."""
    found = paragraphs(text)
    if _BLANK_LINE.search(text):
        return found
    return [cut for a, b in found for cut in _cut(text, a, b, stamp)]


def _cut(text: str, a: int, b: int, stamp: re.Pattern[str] | None) -> list[tuple[int, int]]:
    lines = [(m.start(), m.end()) for m in _LINE.finditer(text, a, b) if m.end() > m.start()]
    lines = [(x, y) for x, y in lines if text[x:y].strip()]
    bounds = [a]
    for k in range(1, len(lines)):
        before, line = text[slice(*lines[k - 1])], text[slice(*lines[k])]
        after = text[slice(*lines[k + 1])] if k + 1 < len(lines) else ""
        ends = _POST_END.search(before) is not None
        titled = _heading(line, after) and not _heading(before, line)
        if titled and stamp is not None and stamp.match(after):
            titled = False  # the headline's dateline over a live blog's first entry
        if ends or titled:
            bounds.append(lines[k][0])
    bounds.append(b)
    return [(x, y) for x, y in zip(bounds, bounds[1:], strict=False) if text[x:y].strip()]


def _heading(line: str, after: str) -> bool:
    """``line`` is a heading over the line ``after`` it."""
    body = line.strip()
    return bool(
        body
        and len(body) <= HEADING
        and _OPENS.match(body)
        and body[-1] not in ".!?…:;,-–"
        and _OPENS.match(after)
    )
