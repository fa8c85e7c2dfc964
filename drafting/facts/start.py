"""How the move started: a restart, or open play."""

from __future__ import annotations

from drafting.facts.base import Cand, Finder
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

    def start_kind(self, r: Reading) -> list[Cand]:
        for m in self.start.finditer(r.narrative):
            if not self._sentence_ok(r, m.start(), m.end()):
                continue
            sentence = r.index.at(m.start())
            assert sentence is not None
            if self.start_not.search(r.narrative, sentence.start, m.start()):
                continue
            groups = m.groupdict()
            kinds = ("kind", "kind2", "kind3", "kind4")
            said = next((groups[g] for g in kinds if groups.get(g)), "")
            kind = self.start_kinds.get(" ".join(said.lower().split()))
            if kind:
                return [Cand("start.kind", kind, m.start(), m.end())]
        return []
