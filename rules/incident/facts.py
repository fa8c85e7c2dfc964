"""The incident's facts: every field, from the start of the move to its end, and how a
schema version 1 incident reads the facts it does not give."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, model_validator

from rules.incident.disputes import Dispute
from rules.incident.events import Foul, Involvement
from rules.incident.officials import Competition, Measurement, Officials
from rules.incident.players import Match, Player
from rules.incident.positions import OffField, Position
from rules.incident.sources import Source
from rules.incident.touches import Contact, Start
from rules.incident.values import MAX_CONTACTS, EditionName, Ident, Model, ShortText, Text, Unknown

#: How the move ended.
Outcome = Literal["goal_scored", "ball_out_of_play", "play_stopped", "play_continued", "unknown"]


#: Schema version 1 read a fact nobody gave as "did not happen": no involvement reported
#: meant none, and the officials had not stopped play, not delayed the flag, not restarted
#: before the check, and the VAR had checked without a review. Version 2 (the default) reads
#: it as not known. An incident that says it is version 1 keeps those defaults
#: (``_closed_world``), so that what was written under version 1 means what it meant.
SCHEMA_VERSION: Literal[2] = 2
CLOSED_WORLD: dict[str, Any] = {"unlisted_involvements": "none", "unlisted_fouls": "none"}
CLOSED_WORLD_OFFICIALS: dict[str, Any] = {
    "delayed_flag": False,
    "stopped_before_goal": False,
    "var_checked": True,
    "review": "none",
    "restarted_before_check": False,
}


class IncidentFacts(Model):
    """The facts of one incident, each field checked by its type; ``Incident`` (rules/incident/
    checked.py) adds the checks across fields."""

    #: 2: a fact not given is not known; 1: as in version 1 (see CLOSED_WORLD).
    schema_version: Literal[1, 2] = SCHEMA_VERSION
    title: ShortText | None = None
    match: Match = Match()
    sources: tuple[Source, ...] = Field(default=(), max_length=20)
    edition: EditionName | None = None
    players: tuple[Player, ...] = Field(min_length=1, max_length=60)
    start: Start
    sequence: tuple[Contact, ...] = Field(min_length=1, max_length=MAX_CONTACTS)
    positions: tuple[Position, ...] = Field(default=(), max_length=400)
    off_field: tuple[OffField, ...] = Field(default=(), max_length=40)
    involvements: tuple[Involvement, ...] = Field(default=(), max_length=100)
    fouls: tuple[Foul, ...] = Field(default=(), max_length=40)
    #: How to treat an attacker whose position at a team-mate's touch is not given:
    #: "onside" when the sources raise no question about it, else "unknown".
    unlisted_positions: Literal["onside", "unknown"] = "unknown"
    #: How to treat an attacker in an offside position who does not play the ball and of
    #: whom no involvement is given: "none" when the sources say nobody else did anything
    #: that affected an opponent, else "unknown" (whether he did is then a fact to ask).
    unlisted_involvements: Literal["none", "unknown"] = "unknown"
    #: Does ``fouls`` list every foul of the move ("none" left out), or may the sources
    #: leave one out ("unknown")? Asked only where the officials' decision shows a foul
    #: that nothing listed explains (rules.offside.unreported.implied_foul).
    unlisted_fouls: Literal["none", "unknown"] = "unknown"
    #: An attacker standing still inside the goal as the ball went in.
    inside_goal: tuple[Ident, ...] = Field(default=(), max_length=22)
    outcome: Outcome
    #: For a ball out of play: the line it crossed, wholly, off the last contact (the
    #: goal line of the goal attacked, or a touchline).
    out_over: Literal["goal_line", "touchline"] | Unknown | None = None
    officials: Officials | None = None
    competition_rules: Competition = Competition()
    measurements: tuple[Measurement, ...] = Field(default=(), max_length=40)
    disputes: tuple[Dispute, ...] = Field(default=(), max_length=20)
    notes: Text | None = None

    @model_validator(mode="before")
    @classmethod
    def _closed_world(cls, data: Any) -> Any:
        """Version 1's defaults for the facts a version 1 incident does not give."""
        if not isinstance(data, dict) or data.get("schema_version") != 1:
            return data
        data = {**CLOSED_WORLD, **data}
        officials = data.get("officials")
        if isinstance(officials, dict):
            data["officials"] = {**CLOSED_WORLD_OFFICIALS, **officials}
        return data

    # Convenience look-ups used by the engine -------------------------------------------------

    def _players_by_id(self) -> dict[str, Player]:
        """Players by id, built on first use and kept beside the fields (never dumped or
        compared). Keyed on the players tuple itself, so a copy with other players
        (``model_copy(update=...)``) builds its own."""
        cached = self.__dict__.get("_player_index")
        if cached is None or cached[0] is not self.players:
            found: dict[str, Player] = {}
            for player in self.players:
                found.setdefault(player.id, player)
            cached = (self.players, found)
            self.__dict__["_player_index"] = cached  # not a field: frozen fields stay frozen
        index: dict[str, Player] = cached[1]
        return index

    def player(self, ident: str) -> Player | None:
        return self._players_by_id().get(ident)

    def team_of(self, ident: str) -> Literal["attacking", "defending"] | None:
        player = self._players_by_id().get(ident)
        return player.team if player else None
