"""One candidate incident's units of a text put together to be drafted alone, and its
draft put back into the text as sent."""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import Any

from drafting.model import Draft, Span
from drafting.text import paragraphs

#: What joins the units of a candidate's text: a paragraph break.
JOIN = "\n\n"


@dataclass
class Compact:
    """A candidate's units put together, and where each came from in the text as sent."""

    text: str
    #: Where each unit starts in ``text``, and in the text as sent.
    starts: list[int]
    origins: list[int]

    def position(self, at: int, end: bool = False) -> int:
        """Where position ``at`` of ``text`` is in the text as sent (``end``: as the end
        of a span, which belongs to the unit before it)."""
        i = max(0, bisect.bisect_right(self.starts, at - 1 if end else at) - 1)
        return self.origins[i] + at - self.starts[i]

    def span(self, s: Span) -> Span:
        return Span(start=self.position(s.start), end=self.position(s.end, end=True))


def compact(text: str, keep: list[tuple[int, int]]) -> Compact:
    parts, starts, origins, at = [], [], [], 0
    for a, b in sorted(keep):
        starts.append(at)
        origins.append(a)
        parts.append(text[a:b])
        at += b - a + len(JOIN)
    return Compact(JOIN.join(parts), starts, origins)


def restore(made: Draft, c: Compact, text: str) -> Draft:
    """``made``, the draft of ``c.text``, as a draft of ``text``: its spans, and the
    paragraphs its provenance cites, in the text as sent."""

    def moved(items: list[Any]) -> list[Any]:
        return [
            item.model_copy(update={"span": c.span(item.span), "cue": c.span(item.cue)})
            for item in items
        ]

    mine = paragraphs(c.text)
    theirs = [a for a, _ in paragraphs(text)]

    def paragraph(number: int) -> int:
        if not 1 <= number <= len(mine):
            return number
        origin = c.position(mine[number - 1][0])
        return max(1, bisect.bisect_right(theirs, origin))

    def cited(value: Any) -> Any:
        if isinstance(value, dict):
            out = {k: cited(v) for k, v in value.items()}
            if isinstance(out.get("paragraph"), int) and "source" in out:
                out["paragraph"] = min(paragraph(out["paragraph"]), 1000)
            return out
        if isinstance(value, list):
            return [cited(v) for v in value]
        return value

    return made.model_copy(
        update={
            "incident": cited(made.incident),
            "facts": moved(made.facts),
            "suggestions": moved(made.suggestions),
            "claims": moved(made.claims),
            "calls": moved(made.calls),
            "source": made.source.model_copy(update={"text": text}),
        }
    )
