"""The Laws' introduction: which edition applies."""

from __future__ import annotations

from typing import Final, Literal

from rules.catalogue.clause import (
    LAWS,
    PROCEDURE,
    Clause,
    Outcome,
    clause,
)

Basis = Literal["explicit", "incident", "competition", "match_date", "hypothetical", "earliest"]


class Edition1(Clause):
    rule: Final = clause(
        "EDITION-1",
        LAWS,
        "Introduction",
        PROCEDURE,
        title="Which edition of the Laws applies",
    )
    explicit: Final = rule.outcome("explicit")
    incident: Final = rule.outcome("incident")
    competition: Final = rule.outcome("competition")
    match_date: Final = rule.outcome("match_date")
    hypothetical: Final = rule.outcome("hypothetical")
    earliest: Final = rule.outcome("earliest")
    #: The outcome for each reason an edition applies (rules.context.Basis).
    by_basis: Final[dict[Basis, Outcome]] = {
        "explicit": explicit,
        "incident": incident,
        "competition": competition,
        "match_date": match_date,
        "hypothetical": hypothetical,
        "earliest": earliest,
    }
