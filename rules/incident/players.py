"""The match and its players, as far as the sources name them."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, StrictBool

from rules.incident.sources import Provenances
from rules.incident.values import Ident, Int, MatchDate, Model, Number, ShortText


class Match(Model):
    """The match, as far as it is known. Every field may be left out: an incident without
    a date is hypothetical, judged under the latest Laws unless an edition is named."""

    competition: ShortText | None = None
    home: ShortText | None = None
    away: ShortText | None = None
    date: MatchDate | None = None
    minute: Int | None = Field(default=None, ge=0, le=130)
    added_time: Int | None = Field(default=None, ge=0, le=30)
    #: Length of the pitch in metres (Law 1: 90-120 m), if known.
    pitch_length_m: Number | None = Field(default=None, ge=90.0, le=120.0)
    #: Whether it is a women's match (its players are spoken of as women), if known.
    women: StrictBool | None = None
    provenance: Provenances = ()


class Player(Model):
    id: Ident
    name: ShortText
    number: Int | None = Field(default=None, ge=0, le=99)
    team: Literal["attacking", "defending"]
    goalkeeper: StrictBool = False
