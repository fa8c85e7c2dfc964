"""How much work one draft may do, counted in steps, whatever the text.

A step is one unit of the extractor's work that the text's length drives: a sentence read,
a name or a pattern's match looked at, a place a touch pattern is tried. Drafting is linear
in the text's length (sentences are bounded, patterns compiled once, each sentence's own
scans made once), so an article at the cap takes a known number of steps; the budget is a
bound above that, so that no text, however it is built, makes a draft work without end
(issue 31). Counting steps instead of seconds keeps the bound the same on any machine and
under any load, and lets tests check it exactly.
"""

from __future__ import annotations

#: The steps one draft may take. Ordinary articles take about 0.8 steps a character, one
#: sentence of nothing but names, touches and calls about 3.9 (bench/drafting.py): a text
#: at the cap (drafting.inputs.MAX_DRAFT_CHARS, 50,000) takes 40,000 to 196,000. Texts
#: built to cost more (a list of names and passes with commas between them: 8 steps a
#: character) run out and are drafted from a first part; with 400,000 steps and retries on
#: half the text such a text took 1.0 s of CPU, with 300,000 and a quarter 0.7 s.
WORK_BUDGET = 300_000


class OutOfWork(Exception):  # noqa: N818
    """The draft has taken all of its budget."""


class Budget:
    """Counts the steps of one draft and stops it at ``limit``."""

    def __init__(self, limit: int | None = None) -> None:
        self.limit = WORK_BUDGET if limit is None else limit
        self.spent = 0

    def spend(self, steps: int = 1) -> None:
        self.spent += steps
        if self.spent > self.limit:
            raise OutOfWork(self.spent)
