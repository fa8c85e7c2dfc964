"""StatsBomb's event, lineup and 360 files as passes (explainer.tracking.frames), through
kloppy: its events, players and teams, set pieces, and its pitch dimensions to put the
coordinates in metres. The 360 frames are read from the file here, as kloppy keeps
neither the camera's visible area nor the goalkeeper flag of a frame's players.

StatsBomb's coordinates are 120 x 80 units, the acting team attacking towards x = 120;
kloppy scales them to a pitch of the length and width given (the markings kept in place).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from explainer.tracking.frames import PITCH_LENGTH_M, PITCH_WIDTH_M, Frame, Pass, Person, Seen, Spot
from rules.incident import StartKind

#: What each file's records must have: the key the reading cannot do without.
REQUIRED = {"events": ("id", "type"), "lineup": ("team_id", "lineup"), "360": ("event_uuid",)}
#: The restart a pass was, by kloppy's set piece.
RESTARTS: dict[str, StartKind] = {
    "KICK_OFF": "kick_off",
    "THROW_IN": "throw_in",
    "CORNER_KICK": "corner_kick",
    "GOAL_KICK": "goal_kick",
    "FREE_KICK": "free_kick",
    "PENALTY": "penalty_kick",
}
OFFSIDE_LABEL = "Pass Offside"


class ImportFileError(Exception):
    """A file that cannot be imported: its path, and a message code of
    templates/messages/tracking.txt.j2 with its values."""

    def __init__(self, path: str, code: str, **values: Any) -> None:
        super().__init__(path, code)
        self.path, self.code, self.values = path, code, values


def read_records(path: Path, kind: str) -> tuple[bytes, list[dict[str, Any]]]:
    """The bytes and records of a provider's JSON file, checked enough to name the file at
    fault."""
    try:
        raw = path.read_bytes()
        data = json.loads(raw)
    except OSError as exc:
        raise ImportFileError(str(path), "unreadable", problem=exc.strerror or str(exc)) from None
    except (ValueError, RecursionError) as exc:
        raise ImportFileError(str(path), "not_json", problem=str(exc)) from None
    if not isinstance(data, list):
        raise ImportFileError(str(path), "not_list")
    for index, record in enumerate(data, start=1):
        for key in REQUIRED[kind]:
            if not isinstance(record, dict) or key not in record:
                raise ImportFileError(str(path), "record_lacks", index=index, key=key)
    return raw, data


@dataclass(frozen=True)
class Files:
    events: Path
    lineup: Path
    three_sixty: Path | None = None


def _match_id(path: Path) -> str:
    digits = re.findall(r"\d{4,}", path.stem)
    return digits[0] if digits else path.stem


def _load(files: Files) -> Any:
    """kloppy's dataset of the match's passes, the files checked first to name the bad one."""
    events, _ = read_records(files.events, "events")
    lineup, _ = read_records(files.lineup, "lineup")
    from kloppy import statsbomb

    try:
        return statsbomb.load(
            event_data=events,
            lineup_data=lineup,
            event_types=["pass"],
            coordinates="statsbomb",
        )
    except Exception as exc:  # kloppy's own errors name no file: name the events file
        raise ImportFileError(str(files.events), "not_together", problem=str(exc)) from exc


class _Reader:
    """kloppy's pass events as passes, in metres, with their 360 frames."""

    def __init__(self, dataset: Any, frames: dict[str, Any], match_id: str) -> None:
        self.pitch = dataset.metadata.pitch_dimensions
        teams = dataset.metadata.teams
        self.home, self.away = teams[0].name, teams[1].name
        self.match = {"home": self.home, "away": self.away, "id": match_id}
        self.frames = frames

    def spot(self, raw: Any) -> Spot | None:
        """A StatsBomb location in metres from the defending team's goal line."""
        from kloppy.domain import Point

        if not isinstance(raw, list | tuple) or len(raw) < 2:
            return None
        at = self.pitch.to_metric_base(
            Point(float(raw[0]), float(raw[1])), PITCH_LENGTH_M, PITCH_WIDTH_M
        )
        return Spot(PITCH_LENGTH_M - at.x, at.y)

    def pass_of(self, event: Any) -> Pass:
        from kloppy.domain import PassResult, SetPieceQualifier

        raw = event.raw_event
        details = raw.get("pass", {})
        team = event.team
        recipient = None
        named = details.get("recipient")
        if isinstance(named, dict) and "id" in named:
            found = team.get_player_by_id(str(named["id"]))
            recipient = _person(found) if found is not None else None
        restart = event.get_qualifier_value(SetPieceQualifier)
        label = details.get("outcome", {}).get("name")
        ball = self.spot(raw.get("location"))
        return Pass(
            event_id=event.event_id,
            period=event.period.id,
            minute=int(raw.get("minute", 0)),
            second=int(raw.get("second", 0)),
            team=team.name,
            opponents=self.away if team.name == self.home else self.home,
            passer=_person(event.player),
            recipient=recipient,
            start=RESTARTS.get(restart.name, "open_play") if restart else "open_play",
            action="cross" if details.get("cross") else "pass",
            ball=ball or Spot(0.0, 0.0),
            end=self.spot(details.get("end_location")),
            duration_s=raw.get("duration"),
            provider_label=label if event.result == PassResult.OFFSIDE else None,
            frame=_frame(self.frames.get(event.event_id), self.spot) if ball else None,
            match=self.match,
        )


def passes(files: Files, facts: dict[str, str] | None = None) -> Iterator[Pass]:
    """Every pass of the match, in the order of the events file; ``facts``: what the
    files do not say of the match (its ``date``, its ``competition``)."""
    frames = {}
    if files.three_sixty is not None:
        frames = {r["event_uuid"]: r for r in read_records(files.three_sixty, "360")[1]}
    dataset = _load(files)
    reader = _Reader(dataset, frames, _match_id(files.events))
    reader.match.update(facts or {})
    for event in dataset.events:
        yield reader.pass_of(event)


def _person(player: Any) -> Person:
    return Person(str(player.player_id), player.full_name or player.name, player.jersey_no)


def _frame(record: dict[str, Any] | None, spot: Any) -> Frame | None:
    """A 360 record as a frame (players without a place are left out)."""
    if record is None:
        return None
    seen = []
    for item in record.get("freeze_frame") or ():
        at = spot(item.get("location")) if isinstance(item, dict) else None
        if at is not None:
            seen.append(
                Seen(
                    at,
                    bool(item.get("teammate")),
                    bool(item.get("actor")),
                    bool(item.get("keeper")),
                )
            )
    area = record.get("visible_area") or []
    pairs = [spot(area[i : i + 2]) for i in range(0, len(area) - 1, 2)]
    return Frame(tuple(seen), tuple(p for p in pairs if p is not None))


def _files(events: str | Path, lineup: str | Path, three_sixty: str | Path | None) -> Files:
    return Files(Path(events), Path(lineup), Path(three_sixty) if three_sixty else None)


def incidents(
    events: str | Path,
    lineup: str | Path,
    three_sixty: str | Path | None = None,
    facts: dict[str, str] | None = None,
) -> Iterator[dict[str, Any]]:
    """One incident (plain data, as ``var-explainer batch`` reads it) per pass of the match
    in StatsBomb's files; raises ImportFileError naming a file that cannot be read."""
    from explainer.tracking.report import judge

    for play in passes(_files(events, lineup, three_sixty), facts):
        yield judge(play).incident


def match_report(
    events: str | Path,
    lineup: str | Path,
    three_sixty: str | Path | None = None,
    facts: dict[str, str] | None = None,
) -> dict[str, Any]:
    """The match report of StatsBomb's files: every pass judged by the engine."""
    from explainer.tracking.report import judge_all, report

    plays = list(passes(_files(events, lineup, three_sixty), facts))
    match = plays[0].match if plays else {"id": _match_id(Path(events))}
    return report(judge_all(plays), match)
