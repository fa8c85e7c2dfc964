"""How precise a measured offside line can be, and the competition's tolerance.

Between two camera frames players keep moving: at 50 frames a second a sprinter
covers 13-20 cm. A margin smaller than that movement is inside the technology's
uncertainty (SAOT-1). The Law has no tolerance; some competitions give the
attacker the benefit of a few centimetres (VAR-FACT-3). A position read from
tracking data places the centres of bodies, not their parts: within its tolerance
of a line, which side is not known (SAOT-1 too).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.catalogue.var import Saot1, VarFact3
from rules.context import Context
from rules.incident import Measurement


def located(ctx: Context) -> None:
    """State, at its touch, how each position read from tracking data was located and the
    margin within which it says nothing (SAOT-1): the decision's reader should know that a
    position "by 2 m" is between centres of bodies, and why a close one is not known."""
    for pos in ctx.incident.positions:
        if pos.located is not None:
            ctx.add(
                Saot1.tracking_centres,
                at=pos.at,
                player=pos.player,
                method=pos.located.method,
                tolerance_m=pos.located.tolerance_m,
            )


@dataclass(frozen=True)
class Precision:
    within_uncertainty: bool | None
    tolerance_applied: bool


def per_frame_cm(speed_kmh: float, fps: float) -> float:
    """Distance in cm a player moving at ``speed_kmh`` covers between two frames."""
    return round(speed_kmh / 3.6 / fps * 100, 1)


def assess(ctx: Context, measurement: Measurement) -> Precision:
    """Record what the measurement can and cannot show, and whether tolerance applies."""
    pos = ctx.incident.positions[measurement.position]
    fps = measurement.frame_rate_fps
    moves = [
        per_frame_cm(speed, fps)
        for speed in (measurement.attacker_speed_kmh, measurement.defender_speed_kmh)
        if speed is not None
    ]
    uncertainty = round(sum(moves), 1) if moves else None
    within = None if uncertainty is None else abs(measurement.margin_cm) <= uncertainty
    ctx.add(
        Saot1.within_uncertainty
        if within
        else (Saot1.outside_uncertainty if within is False else Saot1.unknown),
        at=pos.at,
        player=pos.player,
        technology=measurement.technology,
        frame_rate_fps=fps,
        frame_ms=round(1000 / fps, 1),
        attacker_per_frame_cm=moves[0] if measurement.attacker_speed_kmh is not None else None,
        defender_per_frame_cm=(
            per_frame_cm(measurement.defender_speed_kmh, fps)
            if measurement.defender_speed_kmh is not None
            else None
        ),
        uncertainty_cm=uncertainty,
        margin_cm=measurement.margin_cm,
    )
    tolerance = ctx.incident.competition_rules.offside_tolerance_cm
    applied = 0 < measurement.margin_cm <= tolerance
    if measurement.margin_cm <= 0:
        outcome = VarFact3.onside_by_measure
    elif applied:
        outcome = VarFact3.tolerance_applied
    else:
        outcome = VarFact3.no_tolerance if tolerance == 0 else VarFact3.beyond_tolerance
    ctx.add(
        outcome,
        at=pos.at,
        player=pos.player,
        tolerance_cm=tolerance,
        margin_cm=measurement.margin_cm,
    )
    return Precision(within, applied)
