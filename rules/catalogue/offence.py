"""Law 11.2 and 11.3: the moment of judgement, the offence, deliberate play, exemptions."""

from __future__ import annotations

from typing import Final

from rules.catalogue.clause import (
    FACT,
    JUDGEMENT,
    LAW_11,
    Clause,
    Outcome,
    clause,
)
from rules.incident import Classification


# Law 11.2 moment of judgement
class OffMoj1(Clause):
    rule: Final = clause(
        "OFF-MOJ-1",
        LAW_11,
        "11.2",
        FACT,
        title="Position is judged when a team-mate touches the ball",
    )
    moment_of_judgement: Final = rule.outcome("moment_of_judgement")


class OffMoj2(Clause):
    rule: Final = clause("OFF-MOJ-2", LAW_11, "11.2", FACT, title="The first point of contact")
    first_contact: Final = rule.outcome("first_contact")


class OffMoj3(Clause):
    rule: Final = clause(
        "OFF-MOJ-3",
        LAW_11,
        "11.2",
        FACT,
        since="2025/26",
        overrides="OFF-MOJ-2",
        title="A goalkeeper's throw: the last point of contact",
    )
    last_contact: Final = rule.outcome("last_contact")


class OffMoj4(Clause):
    rule: Final = clause(
        "OFF-MOJ-4",
        LAW_11,
        "11.2",
        FACT,
        title="Only the position at the touch counts",
    )
    position_at_receipt_irrelevant: Final = rule.outcome("position_at_receipt_irrelevant")


# Law 11.2 offside offence
class OffOff1(Clause):
    rule: Final = clause(
        "OFF-OFF-1",
        LAW_11,
        "11.2",
        FACT,
        title="Interfering with play: touching the ball",
    )
    interfering_with_play: Final = rule.outcome("interfering_with_play")


class OffOff2(Clause):
    rule: Final = clause(
        "OFF-OFF-2",
        LAW_11,
        "11.2",
        JUDGEMENT,
        title="Interfering with an opponent",
    )
    interfering_with_opponent: Final = rule.outcome("interfering_with_opponent", involvement=True)
    unknown: Final = rule.outcome("unknown", unsettled=True)


class OffOff3(Clause):
    rule: Final = clause(
        "OFF-OFF-3",
        LAW_11,
        "11.2",
        FACT,
        title="Gaining an advantage from a rebound, deflection or save",
    )
    gaining_advantage: Final = rule.outcome("gaining_advantage")
    rebound_no_reset: Final = rule.outcome("rebound_no_reset", keeps_position=True, draws="rebound")


class OffOff4(Clause):
    rule: Final = clause(
        "OFF-OFF-4",
        LAW_11,
        "11.2 (practical guidelines, diagram 4)",
        JUDGEMENT,
        title="Penalised before touching the ball, when no onside team-mate can play it",
    )
    penalised_before_touch: Final = rule.outcome("penalised_before_touch", involvement=True)
    onside_teammate_could_play: Final = rule.outcome("onside_teammate_could_play")
    unknown: Final = rule.outcome("unknown", unsettled=True)


# Law 11.2 deliberate play
class OffDp1(Clause):
    rule: Final = clause(
        "OFF-DP-1",
        LAW_11,
        "11.2",
        JUDGEMENT,
        overrides="OFF-OFF-3",
        title="An opponent's deliberate play frees the player",
    )
    deliberate_play: Final = rule.outcome("deliberate_play", draws="deliberate_play")
    deliberate_handball: Final = rule.outcome("deliberate_handball", draws="deliberate_handball")
    handball_not_covered: Final = rule.outcome("handball_not_covered", unsettled=True)
    by_kind: Final[dict[Classification, Outcome]] = {
        "deliberate_play": deliberate_play,
        "deliberate_handball": deliberate_handball,
    }


class OffDp2(Clause):
    rule: Final = clause(
        "OFF-DP-2",
        LAW_11,
        "11.2",
        JUDGEMENT,
        since="2022/23",
        title="A deliberate play means having the ball under control",
    )
    control: Final = rule.outcome("control")
    undetermined: Final = rule.outcome("undetermined", unsettled=True)


class OffDp3(Clause):
    rule: Final = clause(
        "OFF-DP-3",
        LAW_11,
        "11.2",
        JUDGEMENT,
        since="2022/23",
        title="The signs of control",
    )
    indicators_deliberate_play: Final = rule.outcome(
        "indicators_deliberate_play", draws="deliberate_play"
    )
    indicators_deflection: Final = rule.outcome("indicators_deflection", draws="deflection")
    indicators_mixed: Final = rule.outcome("indicators_mixed")
    #: The outcome for what the indicators say (None: they do not agree).
    by_verdict: Final[dict[Classification | None, Outcome]] = {
        "deliberate_play": indicators_deliberate_play,
        "deflection": indicators_deflection,
        None: indicators_mixed,
    }
    not_yet_issued: Final = rule.outcome("not_yet_issued")


class OffDp4(Clause):
    rule: Final = clause(
        "OFF-DP-4",
        LAW_11,
        "11.2",
        JUDGEMENT,
        overrides="OFF-DP-1",
        title="What counts as a save",
    )
    save_no_reset: Final = rule.outcome("save_no_reset", keeps_position=True, draws="save")
    save_gives_advantage: Final = rule.outcome("save_gives_advantage", draws="save")


# Law 11.3 no offence
class OffNooff1(Clause):
    rule: Final = clause(
        "OFF-NOOFF-1",
        LAW_11,
        "11.3",
        FACT,
        overrides="OFF-OFF-1",
        title="No offside straight from a goal kick, throw-in or corner",
    )
    exempt: Final = rule.outcome("exempt", draws="restart")
    not_exempt: Final = rule.outcome("not_exempt")
