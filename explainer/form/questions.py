"""What the decision depends on: the facts the form asks after "Continue".

The engine names the facts an undetermined decision needs (``Decision.missing``, field
paths such as ``positions[player=kane, at=2]`` or ``sequence[2].classification``). The
form asks those and the ones behind them: it answers each both ways in turn and asks what
the engine then needs (within a budget of runs). It also asks where an attacker was at a
team-mate's touch whenever "offside" and "onside" there would change what the Laws say or
why, although nothing is missing (Mbappé's position matters to the reason, deliberate
play, not to the goal). Everything else stays not known: the decision does not depend on
it, and the explanation says what it does depend on.

The touches are only those the person gave: a row is never filled in with a player (a
goalkeeper or a defender listed for their position never touched the ball), and a row
left blank is not a touch.
"""

from __future__ import annotations

import copy
from collections import deque
from collections.abc import Iterator
from typing import Any

from pydantic import ValidationError

from explainer.form.convert import Converted
from explainer.form.errors import field_for
from explainer.form.fields import DROP
from explainer.form.names import norm
from explainer.form.page import Question
from explainer.form.state import FormState, add_row, remove_row, row_is_blank
from explainer.render import Words
from rules import Decision, Incident, decide, paths
from rules.trace import Missing

#: Engine runs for following what the missing facts lead to, and for testing positions.
BUDGET = 48
POSITION_BUDGET = 80
#: How many answers deep to follow a missing fact.
DEPTH = 3
#: Two positions in words that settle "was X in an offside position?" either way.
OFFSIDE = {"kind": "qualitative", "half": "opponents", "ball": "ahead", "second_last": "ahead"}
ONSIDE = {"kind": "qualitative", "half": "own", "ball": "behind", "second_last": "behind"}
#: Answers tried for a missing fact, by the last step of its path.
_TRIED: dict[str, tuple[Any, ...]] = {
    "half": ("opponents", "own"),
    "ball": ("ahead", "behind"),
    "second_last": ("ahead", "behind"),
    "classification": ("deliberate_play", "deflection"),
    "kind": ("challenged_opponent", "none"),
    "victim_was": ("playing_or_challenging", "moving_towards_ball"),
    "relative_to_involvement": ("before", "after"),
}
#: Yes/no facts: tried as True and False.
_YES_NO = (
    "wholly_beyond",
    "onside_teammate_could_play",
    "with_permission",
    "reset_since",
    "delayed_flag",
    "stopped_before_goal",
    "var_checked",
    "restarted_before_check",
    "in_defending_penalty_area",
    "advantage_played",
)


def _digits(text: str) -> bool:
    """Only the digits 0-9 (str.isdigit also takes ² and other scripts' digits)."""
    return text.isascii() and text.isdigit()


def _decide(data: dict[str, Any]) -> Decision | None:
    try:
        return decide(Incident.model_validate(data))
    except ValidationError:
        return None


def _signature(decision: Decision | None) -> tuple[Any, ...]:
    """What an answer could change: the Law's answer and why, what stood, what is missing."""
    if decision is None:
        return ("invalid",)
    s = decision.summary
    return (
        decision.offside_offence,
        decision.offender,
        decision.judged_at,
        decision.offence_at,
        decision.goal,
        s.stood if s else None,
        s.law.reason if s else None,
        tuple(sorted(m.field for m in decision.missing)),
    )


def _with_position(data: dict[str, Any], player: str, at: int, where: dict[str, Any]) -> Any:
    trial = copy.deepcopy(data)
    trial["positions"].append({"player": player, "at": at, "where": dict(where)})
    return trial


def _answered(data: dict[str, Any], path: str) -> Iterator[dict[str, Any]]:
    """``data`` with the missing fact at ``path`` answered each way tried."""
    keys = paths.selector(path)
    if keys is not None:
        if "player" in keys and _digits(keys.get("at", "")):
            for where in (OFFSIDE, ONSIDE):
                yield _with_position(data, keys["player"], int(keys["at"]), where)
        return
    leaf = str(paths.tokens(path)[-1])
    answers = _TRIED.get(leaf, (True, False) if leaf in _YES_NO else ())
    for answer in answers:
        trial = copy.deepcopy(data)
        try:
            paths.set_path(trial, path, answer)
        except (KeyError, IndexError, StopIteration, TypeError):
            return
        yield trial


def _candidates(incident: Incident) -> Iterator[tuple[str, int]]:
    """Each attacker at each team-mate's touch whose position is not given, unless the
    person said any attacker whose position is not given was onside (that answers them)."""
    if incident.unlisted_positions == "onside":
        return
    given = {(p.player, p.at) for p in incident.positions}
    attackers = [p.id for p in incident.players if p.team == "attacking"]
    for at, contact in enumerate(incident.sequence, start=1):
        if incident.team_of(contact.by) != "attacking":
            continue
        for player in attackers:
            if player != contact.by and (player, at) not in given:
                yield player, at


def depends_on(incident: Incident) -> list[Missing]:
    """The facts the decision on ``incident`` depends on, in the order of the touches."""
    base = incident.model_dump(mode="json")
    found: dict[str, Missing] = {}
    queue: deque[tuple[dict[str, Any], int]] = deque([(base, 0)])
    runs = 0
    while queue and runs < BUDGET:
        data, depth = queue.popleft()
        decision, runs = _decide(data), runs + 1
        for miss in decision.missing if decision else ():
            # A fact of the incident itself (not of a position only tried here).
            if paths.selector(miss.field) is not None or paths.exists(base, miss.field):
                found.setdefault(miss.field, miss)
            if depth < DEPTH:
                queue.extend((trial, depth + 1) for trial in _answered(data, miss.field))
    runs = 0
    for player, at in _candidates(incident):
        path = paths.select("positions", player=player, at=at)
        if path in found or runs >= POSITION_BUDGET:
            continue
        offside = _decide(_with_position(base, player, at, OFFSIDE))
        onside = _decide(_with_position(base, player, at, ONSIDE))
        runs += 2
        if _signature(offside) != _signature(onside):
            found[path] = Missing(field=path, rule="OFF-POS-2")
    return sorted(found.values(), key=lambda m: _order(incident, m.field))


def _order(incident: Incident, path: str) -> tuple[int, int, str]:
    """Questions in the order of the touches they are about, positions first."""
    keys = paths.selector(path)
    if keys is not None:
        ids = [p.id for p in incident.players]
        player = keys.get("player", "")
        at = int(keys["at"]) if _digits(keys.get("at", "")) else 10**3
        return (at, 0, f"{ids.index(player) if player in ids else 99:03d}")
    tokens = paths.tokens(path)
    if tokens[:1] == ["sequence"] and isinstance(tokens[1], int):
        return (tokens[1] + 1, 1, path)
    if tokens[:1] == ["positions"] and isinstance(tokens[1], int):
        return (incident.positions[tokens[1]].at, 0, path)
    return (10**4, 2, path)


# --- the form's side: the rows the questions are asked in --------------------------------


def drop_unanswered(state: FormState) -> None:
    """Remove the position rows the form asked about and nobody answered (and blank ones),
    so that the questions are asked afresh."""
    for i in reversed(range(state.counts["positions"])):
        if row_is_blank(state, "positions", i) and state.counts["positions"] > 1:
            remove_row(state, "positions", i)
    if row_is_blank(state, "positions", 0):
        for name in ("player", "at", "asked"):
            state.values.pop(f"positions-0-{name}", None)


def _position_row(state: FormState, player: str, at: int) -> int | None:
    """A row for the question where ``player`` was at touch ``at`` (as the form numbers
    it): the blank row if there is one, else a new one."""
    for i in range(state.counts["positions"]):
        p = f"positions-{i}-"
        asked_here = state.get(p + "asked") and norm(state.get(p + "player")) == norm(player)
        if asked_here and state.get(p + "at") == str(at):
            return i
    blank = next(
        (
            i
            for i in range(state.counts["positions"])
            if row_is_blank(state, "positions", i) and not state.get(f"positions-{i}-asked")
        ),
        None,
    )
    row = blank if blank is not None else add_row(state, "positions")
    if row is not None:
        p = f"positions-{row}-"
        state.values.update(
            {p + "player": player, p + "at": str(at), p + "asked": "1", p + "method": "qualitative"}
        )
    return row


def questions_for(state: FormState, incident: Incident, converted: Converted) -> list[Question]:
    """The questions to ask about ``incident`` (read from ``state``), in words; a position
    asked gets its own row in the form."""
    decision = decide(incident)
    words = Words(incident, decision)
    touch_rows = converted.rows["sequence"]
    position_rows = converted.rows["positions"]
    asked: list[Question] = []
    for miss in depends_on(incident):
        text = words.question(miss.field, miss)
        keys = paths.selector(miss.field)
        if keys is not None:
            player = incident.player(keys.get("player", ""))
            at = int(keys.get("at", "0") or 0)
            if player is None or not 1 <= at <= len(touch_rows):
                continue
            row = _position_row(state, player.name, touch_rows[at - 1] + 1)
            if row is not None:
                asked.append(Question(f"positions-{row}-answer", text, position=True))
            continue
        tokens = paths.tokens(miss.field)
        target: str | None
        if tokens[:1] == ["positions"] and isinstance(tokens[1], int) and tokens[2:3] == ["where"]:
            target = f"positions-{position_rows[tokens[1]]}-{tokens[-1]}"
        else:
            target = field_for(miss.field, converted, state)
        asked.append(Question("" if target in (None, DROP) else str(target), text))
    return asked
