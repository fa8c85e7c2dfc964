"""The incident: what happened, as an article describes it, as frozen pydantic models.

An incident names its players, how the sequence started, the ordered ball
contacts, where the attackers were at each team-mate's touch, what they did
afterwards, any fouls, and how the sequence ended. A fact that is not known is
given as ``"unknown"`` (or left out where the field is optional); the engine never
fills one in silently. Contacts are numbered from 1 in the order they happened.

One module per part of it: the values (values), the sources (sources), the match and
its players (players), the touches (touches), the positions and players off the field
(positions), involvement and fouls (events), the officials and the competition
(officials), the disputes (disputes), every field together (facts), the checks across
fields (checks) and the checked incident (checked).
"""

from __future__ import annotations

from rules.incident.checked import CHECKED_WHOLE, Incident, reference_error
from rules.incident.checks import ITEM_LISTS, reference_problems
from rules.incident.disputes import Dispute, Reading
from rules.incident.events import Foul, Involvement, InvolvementKind
from rules.incident.facts import (
    CLOSED_WORLD,
    CLOSED_WORLD_OFFICIALS,
    SCHEMA_VERSION,
    IncidentFacts,
    Outcome,
)
from rules.incident.officials import Competition, EarlyAdoption, Measurement, Officials
from rules.incident.players import Match, Player
from rules.incident.positions import (
    Distances,
    Located,
    OffField,
    Opponents,
    Position,
    Qualitative,
)
from rules.incident.sources import Provenance, Source
from rules.incident.touches import (
    AWARDED_KINDS,
    OBJECTS,
    OFFICIAL_OBJECTS,
    Action,
    Classification,
    Contact,
    Indicators,
    Location,
    Start,
    StartKind,
)
from rules.incident.values import EARLIEST_DATE, LATEST_DATE, MAX_CONTACTS, EditionName

__all__ = [
    "AWARDED_KINDS",
    "Action",
    "CHECKED_WHOLE",
    "CLOSED_WORLD",
    "CLOSED_WORLD_OFFICIALS",
    "EARLIEST_DATE",
    "ITEM_LISTS",
    "LATEST_DATE",
    "MAX_CONTACTS",
    "OBJECTS",
    "OFFICIAL_OBJECTS",
    "SCHEMA_VERSION",
    "Classification",
    "Competition",
    "Contact",
    "Dispute",
    "Distances",
    "EarlyAdoption",
    "EditionName",
    "Foul",
    "Incident",
    "IncidentFacts",
    "Indicators",
    "Involvement",
    "InvolvementKind",
    "Located",
    "Location",
    "Match",
    "Measurement",
    "OffField",
    "Officials",
    "Opponents",
    "Outcome",
    "Player",
    "Position",
    "Provenance",
    "Qualitative",
    "Reading",
    "Source",
    "Start",
    "StartKind",
    "reference_error",
    "reference_problems",
]
