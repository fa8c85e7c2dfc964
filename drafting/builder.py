"""The draft's facts and suggestions as they are found, each tied to its sentence; and
text made fit for the incident model."""

from __future__ import annotations

import re
import unicodedata

from drafting.facts import Cand
from drafting.model import Fact, Span, Suggestion, Value
from drafting.reading import Reading

_UNPRINTABLE = frozenset({"Cc", "Cf", "Co", "Cs", "Zl", "Zp", "Cn"})


def clean(text: str, limit: int) -> str:
    """``text`` as the incident model accepts it: printable, one line, at most ``limit``."""
    plain = "".join(" " if unicodedata.category(c) in _UNPRINTABLE else c for c in text)
    plain = " ".join(plain.split())
    return plain[:limit].rstrip()


def slug(text: str) -> str:
    """An id as the casebook spells them: lower-case ASCII words joined by underscores."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "_", plain.lower()).strip("_")[:36]


class Builder:
    """Collects facts and suggestions, each tied to its sentence."""

    def __init__(self, reading: Reading) -> None:
        self.r = reading
        self.facts: list[Fact] = []
        self.suggestions: list[Suggestion] = []

    def spans(self, start: int, end: int) -> tuple[Span, Span]:
        """The sentence of the words ``start``-``end``, and the words: a span that holds its
        cue, even where the words go on past their sentence (a headline ". Kane")."""
        sentence = self.r.index.at(start)
        if sentence is None:
            return Span(start=start, end=end), Span(start=start, end=end)
        span = Span(start=sentence.start, end=max(sentence.end, end))
        return span, Span(start=start, end=end)

    def fact(self, path: str, value: Value, start: int, end: int, said_by: str | None) -> None:
        span, cue = self.spans(start, end)
        self.facts.append(Fact(path=path, value=value, span=span, cue=cue, said_by=said_by))

    def suggest(
        self,
        path: str,
        value: Value | dict[str, Value],
        reason: str,
        start: int,
        end: int,
        said_by: str | None = None,
    ) -> None:
        span, cue = self.spans(start, end)
        self.suggestions.append(
            Suggestion.model_validate(
                {"path": path, "value": value, "reason": reason, "span": span, "cue": cue,
                 "said_by": said_by}
            )
        )  # fmt: skip

    def cand(self, c: Cand) -> bool:
        """Record a candidate; True when it is a fact."""
        if c.reason:
            self.suggest(c.path, c.value, c.reason, c.start, c.end, c.said_by)
            return False
        self.fact(c.path, c.value, c.start, c.end, c.said_by)
        return True
