"""How the move started: a restart, or open play."""

from __future__ import annotations

from drafting.facts.base import Cand, Finder
from drafting.focus import Span
from drafting.reading import Reading
from drafting.tables import Tables


class StartFacts(Finder):
    """How the move started."""

    def __init__(self, tables: Tables) -> None:
        super().__init__(tables)
        start = tables.raw["start"]
        self.start = tables.compile(start["pattern"])
        self.start_not = tables.compile(start["not_after"])
        self.start_kinds: dict[str, str] = start["kinds"]

    def start_kind(
        self, r: Reading, span: Span | None = None, dropped: frozenset[int] = frozenset()
    ) -> list[Cand]:
        """The restart the move began with: none told of another goal (the ``dropped``
        sentences: "X's free kick had cancelled out their opener"), nor, where the text
        tells where its incident is (``span``), before the move's paragraph or after the
        last decision ("Brandl's free kick is tipped over" later in a live blog)."""
        opens = self._opens(r, span, dropped) if span is not None else 0
        for m in r.in_narrative(self.start):
            if not self._sentence_ok(r, m.start(), m.end()):
                continue
            number = r.index.number(m.start())
            if number in dropped or span is not None and not opens <= number <= span.last:
                continue
            sentence = r.index.at(m.start())
            assert sentence is not None
            if self.start_not.search(r.narrative, sentence.start, m.start()):
                continue
            groups = m.groupdict()
            said = next((v for g, v in groups.items() if g.startswith("kind") and v), "")
            kind = self.start_kinds.get(" ".join(said.lower().split()))
            if kind:
                return [Cand("start.kind", kind, m.start(), m.end())]
        return []

    @staticmethod
    def _opens(r: Reading, span: Span, dropped: frozenset[int]) -> int:
        """The first sentence a restart of the incident may be told in: the move's
        paragraph's first; the paragraph's before when the move is told again with the
        decision ("90+5 min: A corner from Ferreiro, Salinas flicks it on ...", "90+7 min:
        The VAR checks Ortega's position when Salinas got his head to it") and that
        paragraph tells of a touch of no other goal."""
        if span.move != span.first or span.opens == 0:
            return span.opens
        before = r.sentences[span.opens - 1].paragraph
        told = [s for s in span.touched if r.sentences[s].paragraph == before]
        if not told or any(s in dropped for s in told):
            return span.opens
        return min(s for s, x in enumerate(r.sentences) if x.paragraph == before)
