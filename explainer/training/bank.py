"""The question bank: every question of the material (explainer.training.material), made
once per process: in the background when the app starts (``warm``, so the trainer's first
page does not wait for it), else on the first request that needs it; then filtered and paged.

The bank is computed from shipped files only (the casebook and the rule book's recorded
incidents), so a process makes it once; each material incident is analysed once and each
variant decided once (a few seconds on one core).
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from dataclasses import dataclass

from explainer.training.material import everything
from explainer.training.questions import Question, questions
from rules import decide

#: The most questions one page may hold (the API's limit).
MAX_LIMIT = 100

#: Held while the bank is made (a request that needs it waits); the warming thread's own
#: bookkeeping has another lock, so that asking to warm never waits for the making.
_making = threading.Lock()
_lock = threading.Lock()
_bank: tuple[Question, ...] | None = None
_by_id: dict[str, Question] = {}
_warming: threading.Thread | None = None


def make() -> tuple[Question, ...]:
    """Every question of the material, once each (the first of the same id kept)."""
    found: dict[str, Question] = {}
    for material, analysis in everything():
        decision = analysis.decision if analysis is not None else decide(material.incident)
        for q in questions(material, decision):
            found.setdefault(q.id, q)
    return tuple(found.values())


def bank() -> tuple[Question, ...]:
    """The bank of this process (made on first use)."""
    global _bank, _by_id
    if _bank is None:
        with _making:
            if _bank is None:
                made = make()
                _by_id = {q.id: q for q in made}
                _bank = made
    return _bank


def warm() -> threading.Thread | None:
    """Make this process's bank in a daemon thread, once (the thread; None when the bank is
    made already). A request that needs the bank before it is done waits for it (the
    bank's lock), never makes it twice."""
    global _warming
    with _lock:
        if _bank is not None:
            return None
        if _warming is None or not _warming.is_alive():
            _warming = threading.Thread(target=bank, name="training-bank", daemon=True)
            _warming.start()
        return _warming


def ready() -> bool:
    """Whether this process's bank is made."""
    return _bank is not None


@dataclass(frozen=True)
class Filters:
    """What a trainer asks for: questions citing a clause, under an edition, of a topic,
    of a kind, of a difficulty (each None for any)."""

    clause: str | None = None
    edition: str | None = None
    topic: str | None = None
    kind: str | None = None
    difficulty: int | None = None

    def keep(self, q: Question) -> bool:
        return (
            (self.clause is None or self.clause in q.clauses)
            and (self.edition is None or q.edition == self.edition)
            and (self.topic is None or self.topic in q.topics)
            and (self.kind is None or q.kind == self.kind)
            and (self.difficulty is None or q.difficulty == self.difficulty)
        )


def select(filters: Filters, questions_: Iterable[Question] | None = None) -> list[Question]:
    """The questions of the bank that ``filters`` keeps, in the bank's order."""
    return [q for q in (bank() if questions_ is None else questions_) if filters.keep(q)]


def by_id(ident: str) -> Question | None:
    bank()
    return _by_id.get(ident)
