"""Law 11.2 (order of offences, phases of play), Law 5.3 and Law 11.4 (sanctions)."""

from __future__ import annotations

from typing import Final

from rules.catalogue.clause import (
    FACT,
    JUDGEMENT,
    LAW_5,
    LAW_11,
    PROCEDURE,
    Clause,
    OrderClause,
    clause,
)


# Law 11.2 order of offences (and Law 5 for simultaneous offences)
class OffOrder1(OrderClause):
    rule: Final = clause(
        "OFF-ORDER-1",
        LAW_11,
        "11.2",
        JUDGEMENT,
        overrides="OFF-OFF-1",
        title="Fouled before getting involved: the foul is penalised",
    )
    foul_first: Final = rule.outcome("foul_first")


class OffOrder2(OrderClause):
    rule: Final = clause(
        "OFF-ORDER-2",
        LAW_11,
        "11.2",
        JUDGEMENT,
        title="Already involved when fouled: offside is penalised",
    )
    offside_first: Final = rule.outcome("offside_first", involvement=True)
    unknown: Final = rule.outcome("unknown", unsettled=True)


class OffOrder3(OrderClause):
    rule: Final = clause(
        "OFF-ORDER-3",
        LAW_11,
        "11.2",
        JUDGEMENT,
        overrides="OFF-OFF-2",
        title="In the way, or impeding",
    )
    law_12_impeding: Final = rule.outcome("law_12_impeding")


class OffOrder4(OrderClause):
    rule: Final = clause(
        "OFF-ORDER-4",
        LAW_5,
        "5.3",
        JUDGEMENT,
        title="Two offences: the first one is penalised",
    )
    foul: Final = rule.outcome("foul")
    foul_first: Final = rule.outcome("foul_first")
    offside_first: Final = rule.outcome("offside_first", involvement=True)
    foul_more_serious: Final = rule.outcome("foul_more_serious")
    offside_penalised: Final = rule.outcome("offside_penalised", involvement=True)
    advantage: Final = rule.outcome("advantage")
    unknown: Final = rule.outcome("unknown", unsettled=True)
    unreported_foul: Final = rule.outcome("unreported_foul", unsettled=True)


# Law 11.4 sanctions
class OffSanc1(Clause):
    rule: Final = clause(
        "OFF-SANC-1",
        LAW_11,
        "11.4",
        PROCEDURE,
        title="The restart: an indirect free kick where the player got involved",
    )
    indirect_free_kick: Final = rule.outcome("indirect_free_kick")


class OffSanc2(Clause):
    rule: Final = clause("OFF-SANC-2", LAW_11, "11.4", PROCEDURE, title="Offside is not misconduct")
    no_card: Final = rule.outcome("no_card")


class OffSanc3(Clause):
    rule: Final = clause(
        "OFF-SANC-3",
        LAW_11,
        "11.4",
        PROCEDURE,
        title="An offence before the ball goes in rules the goal out",
    )
    goal_disallowed: Final = rule.outcome("goal_disallowed")
    goal_stands: Final = rule.outcome("goal_stands")


# Phases of play in the offside sense
class Phase1(Clause):
    rule: Final = clause(
        "PHASE-1",
        LAW_11,
        "11.2",
        FACT,
        title="A team-mate's touch starts a new phase",
    )
    new_phase: Final = rule.outcome("new_phase")


class Phase2(Clause):
    rule: Final = clause(
        "PHASE-2",
        LAW_11,
        "11.2",
        JUDGEMENT,
        title="Only a deliberate play by an opponent resets offside",
    )
    reset: Final = rule.outcome("reset", draws="deliberate_play")
    not_reset: Final = rule.outcome("not_reset", keeps_position=True, draws="deflection")


class Phase3(Clause):
    rule: Final = clause("PHASE-3", LAW_11, "11.2", FACT, title="A stoppage ends the phase")
    ended: Final = rule.outcome("ended")


class Phase4(Clause):
    rule: Final = clause(
        "PHASE-4",
        LAW_11,
        "11.2",
        JUDGEMENT,
        title="Defenders gaining control ends the phase",
    )
    defending_control: Final = rule.outcome("defending_control")
