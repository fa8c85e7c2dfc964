"""A pattern's matches found by trying it only where one could begin: ``finditer(regex,
words)`` gives what ``regex.finditer(words.text)`` gives, the same matches in the same
order, with less work.

drafting.prefilter reads a pattern's source for what every match begins with, after
nothing but zero-width tests (``prefilter.leads``): a literal text, lowered
(``\\b(?:köpfte|schob) ...`` begins with "köpfte" or "schob"; a lookahead's
"(?=Ecke|Freistoß)" tells it too), or one character of a class ("\\d", "[\\ue000-\\uebff]").
Those beginnings are looked for in the text lowered (``prefilter.norm``, which keeps each
character's place when the text's length stays the same) and the class's characters in the
text (in any case: more places, never fewer), and the pattern is tried with
``regex.match`` at each place found, in order, from the end of the match before:
``regex.finditer`` tries it at every place in turn, and where no beginning is it finds
nothing. The next match is looked for from the end of the one before, as ``finditer``
does after a match that is not empty; after an empty one (a beginning a lookahead tells),
the rest are finditer's own.

A pattern whose beginning the prefilter is unsure of (a class of words, a repetition that
may be of nothing, a verbose pattern), or whose beginnings are in so many places that
trying each would cost more than the scan, is scanned as it is.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from drafting.lazy import Regex
from drafting.prefilter import Words, leads

#: Places per character of the text above which the pattern is scanned as it is.
CROWDED = 1 / 12


def places(words: Words, starts: tuple[str, ...], most: int) -> list[int] | None:
    """Where one of ``starts`` (lowered, or CLASS and a class) is in the text of ``words``,
    in order; None past ``most`` places."""
    found: list[int] = []
    for lead in starts:
        found += words.places_of(lead)  # (each lead's places found once for the text)
        if len(found) > most:
            return None
    if len(starts) > 1:
        found = sorted(set(found))
    return found


def finditer(regex: Regex, words: Words) -> Iterator[re.Match[str]]:
    """``regex.finditer(words.text)``, the pattern tried only where a match could begin
    (``words``: ``prefilter.Words.of`` the text)."""
    text = words.text
    starts = leads(regex)
    at = None
    if starts is not None and len(words.lowered) == len(text):
        at = places(words, starts, int(len(text) * CROWDED) + 4)
    if at is None:
        return regex.finditer(text)
    return _tried(regex, text, at)


def _tried(regex: Regex, text: str, at: list[int]) -> Iterator[re.Match[str]]:
    match = regex.match
    end = count = 0
    for place in at:
        if place < end:
            continue
        m = match(text, place)
        if m is None:
            continue
        if m.end() == place:
            # An empty match (a beginning told by a lookahead): after one, finditer looks
            # for a match that is not empty at the same place, which ``match`` cannot ask
            # for; the rest are finditer's own.
            yield from list(regex.finditer(text))[count:]
            return
        yield m
        end = m.end()
        count += 1
