"""IFAB trials of other offside rules, and the competitions known to play them.

The "daylight" trial (TRIAL-DAYLIGHT-1): a player is onside while any part with which a
goal can be scored is level with or behind the second-last opponent, so only a player
with clear space between them and the line is offside. It is not in the Laws (not
adopted at the January 2026 annual business meeting); the IFAB approved trials in March
2024, and the Canadian Premier League plays it from 4 April 2026, the first professional
league to do so. See ../shared/docs/laws.md sections 1.8 and 1.9.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Literal

from rules.editions import KnownCompetition

OffsideRule = Literal["law", "daylight_trial"]


@dataclass(frozen=True, slots=True)
class KnownTrial(KnownCompetition):
    """A competition known to play a trial rule, from a date."""

    rule: OffsideRule


KNOWN_TRIALS: tuple[KnownTrial, ...] = (
    KnownTrial(
        "Canadian Premier League",
        (
            "canadian premier league",
            "cpl",
            "première ligue canadienne",
            "premiere ligue canadienne",
        ),
        date(2026, 4, 4),
        "https://spinset.site/fifa-confirms-new-offside-rule-to-be-trialed-in-canadian-premier-league/",
        "daylight_trial",
    ),
)


def known_trial(competition: str, day: date) -> KnownTrial | None:
    """The trial ``competition`` is known to play on ``day``, if any (named as
    ``KnownCompetition.named_by`` says: "Canadian Premier League, final" names it)."""
    for trial in KNOWN_TRIALS:
        if trial.start <= day and trial.named_by(competition):
            return trial
    return None
