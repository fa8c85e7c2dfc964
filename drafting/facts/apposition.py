"""An apposition between a player's name and what the writer says of him ("Sam Reed, the
substitute, who was offside", "Paul Roy, l'attaquant rennais, qui était hors-jeu", "Timo
Brandt, der eingewechselte Stürmer, der im Abseits stand"): the words describe the name, so
the position and involvement rules read them as part of it, as if the relative clause or
the verb followed the name itself. The words are read by each language's grammar key
``apposition`` (words.yaml; optional): a determiner, a few words with no person in them,
and the comma that closes them; only right after a name (a person's mark and its fill)."""

from __future__ import annotations

import re

from drafting.reading import Reading
from drafting.tables import FILL, PERSON_BASE, PERSON_END, Tables

#: The reading's cache key of the text with its appositions read as names.
_KEY = "described"


def apposition_regex(tables: Tables) -> re.Pattern[str] | None:
    """The language's apposition words (case kept: German nouns are capitalised)."""
    words = tables.grammar.get("apposition")
    return re.compile(str(words)) if words else None


def described(r: Reading, regex: re.Pattern[str] | None) -> str:
    """``r.resolved`` with each apposition right after a name filled as part of that name
    (the text keeps its length: every position stays the same), and the turns of a printed
    press conference or page of reactions blanked (``r.spoken``): a coach's "he was not
    offside" is a claim, never the writer's position."""
    cached = r.cache.get(_KEY)
    if cached is not None:
        return str(cached)
    source = r.resolved
    chars: list[str] | None = None
    if regex is not None:
        for m in regex.finditer(source):
            if not _after_name(source, m.start()):
                continue
            if chars is None:
                chars = list(source)
            chars[m.start() : m.end()] = FILL * (m.end() - m.start())
    for turn in r.spoken:
        if chars is None:
            chars = list(source)
        chars[turn.start : turn.end] = " " * (turn.end - turn.start)
    out = "".join(chars) if chars is not None else source
    r.cache[_KEY] = out
    return out


def _after_name(source: str, at: int) -> bool:
    """A name (a person's mark, then its fill) ends right at ``at``."""
    k = at - 1
    while k >= 0 and source[k] == FILL:
        k -= 1
    return k >= 0 and PERSON_BASE <= ord(source[k]) <= PERSON_END
