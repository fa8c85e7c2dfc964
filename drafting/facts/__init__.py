"""The facts of the match and of the officials, each with the words that state it.

Facts come from the writer's own words (``Reading.narrative``); a match fact said only in
a quotation is a suggestion. A field that gets two different values from the text (two
dates, two minutes) is left unknown, and both values are suggestions: the draft never
picks one. Each kind of fact has its module and its finder; ``FactFinder`` is all of
them, its patterns compiled once per language.
"""

from __future__ import annotations

from drafting.facts.base import Cand, Stated
from drafting.facts.claims import ClaimFacts
from drafting.facts.competition import CompetitionFacts
from drafting.facts.date import DateFacts
from drafting.facts.minute import MinuteFacts
from drafting.facts.officials import OfficialFacts
from drafting.facts.players import PlayerFacts
from drafting.facts.sides import SideFacts
from drafting.facts.start import StartFacts

__all__ = ["Cand", "FactFinder", "Stated"]


class FactFinder(
    CompetitionFacts,
    DateFacts,
    StartFacts,
    MinuteFacts,
    OfficialFacts,
    SideFacts,
    PlayerFacts,
    ClaimFacts,
):
    """Every kind of fact a draft finds in a text."""
