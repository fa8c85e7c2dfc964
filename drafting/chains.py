"""Verbs carried over "and" or a comma from a subject named before them ({AND} in a touch
rule: "Reinhardt war enteilt, nahm den Ball an und schob ein"), and when they are not that
name's: another subject in the clause, a verb followed by its own subject, words before the
name that make it no subject."""

from __future__ import annotations

import re

from drafting.hits import Rule
from drafting.lazy import Regex
from drafting.tables import Tables
from drafting.text import Sentence

_CLAUSE_MARK = re.compile(r"[,;:.!?–—(]")


class Chains:
    """The words of one language that tell whose a carried-over verb is (patterns.yaml
    chain_not_after, chain_subject, chain_lead; all optional)."""

    def __init__(self, tables: Tables) -> None:
        raw = tables.raw
        # Words right before a name that make it no subject of verbs told after a comma
        # ("when Dahl launched the ball, nipped in ... and slotted": not Dahl's).
        self.not_after = tables.optional(raw, "chain_not_after")
        # A carried-over verb followed by its own subject ("flankte, köpfte Weber ein").
        self.subject = tables.optional(raw, "chain_subject")
        # What may stand before the subject of verbs carried over a comma, in its clause.
        self.lead = tables.optional(raw, "chain_lead")
        # Another subject inside the carried span, after a verb that takes no object ("y
        # ahí apareció Solano y definió": Solano's shot, not the passer's).
        self.arrival = tables.optional(raw, "chain_arrival")

    def not_his(
        self,
        source: str,
        rule: Rule,
        m: re.Match[str],
        sentence: Sentence,
        inverted_subject: Regex | None,
    ) -> bool:
        """The verb ``m`` carried over "and" or a comma is not the name's at its start."""
        if "and" not in rule.regex.groupindex or not m.group("and"):
            return False
        comma = "," in m.group("and")
        start = m.start()
        if self.arrival is not None and self.arrival.search(source, m.start("and"), m.end("and")):
            return True  # "Ramos filtró y ahí apareció Gil y definió": Gil's shot
        if (
            comma
            and self.not_after is not None
            and self.not_after.search(source, max(sentence.start, start - 40), start)
        ):
            return True
        if (
            self.subject is not None
            and "q" not in rule.regex.groupindex
            and self.subject.match(source, m.end("and"))
        ):
            return True  # "Krämer flankte, köpfte Weber ein": Weber's header
        if (
            comma
            and self.lead is not None
            and not self.lead.fullmatch(source, _clause_start(source, sentence.start, start), start)
        ):
            return True  # "Reinhardt war den Verteidigern enteilt, nahm an": not theirs
        # "Jansen läuft Campos davon und schiebt ein": Jansen's, not Campos's
        return bool(inverted_subject and inverted_subject.search(source, sentence.start, start))


def _clause_start(source: str, start: int, at: int) -> int:
    """Where the clause that holds ``at`` starts (after the last mark of a clause before it,
    not before ``start``)."""
    k = at
    while k > start and not _CLAUSE_MARK.match(source, k - 1):
        k -= 1
    return k
