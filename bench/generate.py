"""Generate a realistic mix of incidents as JSON Lines, for benchmarks and batch runs.

Usage: python -m bench.generate N [--seed S] > incidents.jsonl
Each incident has 1-8 contacts, a mix of qualitative and distance positions, opponent
touches of every kind, some involvements, fouls, unknown facts and officials' actions.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterator
from typing import Any

ATTACKERS = ["A1", "A2", "A3", "A4"]
DEFENDERS = ["D1", "D2", "D3", "GK"]
STARTS = ["open_play"] * 6 + ["corner_kick", "throw_in", "free_kick", "goal_kick"]
TEAMMATE_ACTIONS = ["pass", "cross", "header", "shot", "pass"]
OPPONENT_ACTIONS = ["deflection", "deliberate_play", "save", "clearance", "control"]
INVOLVEMENTS = ["none", "obstructed_line_of_vision", "challenged_opponent", "unknown"]


def _position(rng: random.Random, player: str, at: int) -> dict[str, Any]:
    if rng.random() < 0.5:
        rel = ["ahead", "ahead", "level", "behind", "unknown"]
        where: dict[str, Any] = {
            "kind": "qualitative",
            "half": rng.choice(["opponents"] * 4 + ["own", "halfway_line"]),
            "ball": rng.choice(rel),
            "second_last": rng.choice(rel),
        }
        if rng.random() < 0.3:
            where["margin_cm"] = round(rng.uniform(0, 60), 1)
    else:
        where = {
            "kind": "distances",
            "attacker_m": round(rng.uniform(2, 70), 2),
            "ball_m": round(rng.uniform(2, 70), 2),
            "opponents_m": {d: round(rng.uniform(0, 60), 2) for d in DEFENDERS},
        }
    return {"player": player, "at": at, "where": where}


def incident(rng: random.Random, n: int) -> dict[str, Any]:
    length = rng.randint(1, 8)
    sequence: list[dict[str, Any]] = []
    for i in range(length):
        if i > 0 and rng.random() < 0.3:
            sequence.append({"by": rng.choice(DEFENDERS), "action": rng.choice(OPPONENT_ACTIONS)})
        elif i > 0 and rng.random() < 0.05:
            sequence.append({"by": "goalpost", "action": "rebound"})
        else:
            sequence.append({"by": rng.choice(ATTACKERS), "action": rng.choice(TEAMMATE_ACTIONS)})
    if sequence[0]["by"] not in ATTACKERS:
        sequence[0] = {"by": "A1", "action": "pass"}
    positions = []
    for at, contact in enumerate(sequence, start=1):
        if contact["by"] in ATTACKERS:
            for player in rng.sample(ATTACKERS, 2):
                if player != contact["by"]:
                    positions.append(_position(rng, player, at))
    data: dict[str, Any] = {
        # Version 1: what an incident does not give did not happen (no other involvement;
        # the officials' defaults), as the benchmarks' golden outputs were made.
        "schema_version": 1,
        "title": f"Generated incident {n}",
        "match": {
            "competition": "Generated league",
            "home": "Home",
            "away": "Away",
            "date": f"{rng.randint(2019, 2026)}-{rng.randint(8, 12):02d}-{rng.randint(1, 28):02d}",
            "minute": rng.randint(1, 90),
        },
        "players": [{"id": p, "name": f"Attacker {p}", "team": "attacking"} for p in ATTACKERS]
        + [
            {"id": p, "name": f"Defender {p}", "team": "defending", "goalkeeper": p == "GK"}
            for p in DEFENDERS
        ],
        "start": {"kind": rng.choice(STARTS)},
        "sequence": sequence,
        "positions": positions,
        "unlisted_positions": rng.choice(["onside", "unknown"]),
        "outcome": rng.choice(["goal_scored", "goal_scored", "ball_out_of_play", "play_continued"]),
    }
    if rng.random() < 0.3:
        data["involvements"] = [
            {
                "player": rng.choice(ATTACKERS),
                "after": rng.randint(1, length),
                "kind": rng.choice(INVOLVEMENTS),
            }
        ]
    if rng.random() < 0.5:
        on_field = rng.choice(["goal", "no_goal", "offside_flag"])
        final = rng.choice(["goal", "no_goal"])
        if data["outcome"] != "goal_scored":
            # No ball went in: no goal to give or disallow (the same draws, their calls).
            on_field = {"goal": "play_on", "no_goal": "offside_flag"}.get(on_field, on_field)
            final = {"goal": "play_on", "no_goal": "free_kick"}[final]
        data["officials"] = {
            "on_field": on_field,
            "final": final,
            "review": rng.choice(["none", "var_only", "on_field_review"]),
        }
    return data


#: The lists at_limits can scale on their own.
_LISTS = ("sequence", "positions", "off_field", "involvements", "fouls", "measurements", "disputes")


def at_limits(scale: float = 1.0, offside: bool = True, **lists: float) -> dict[str, Any]:
    """A valid incident with every list at ``scale`` times the model's limit (1.0: 60
    players, 40 touches, 400 positions, 40 players off the field, 100 involvements, 40
    fouls, 40 measurements, 20 disputes of 5 readings), ending in a goal that the scorer's
    offside position (``offside``) rules out unless something before it decides first.
    ``lists`` gives some lists a scale of their own: ``at_limits(0.1, positions=1.0)``."""
    share = {k: lists.get(k, scale) for k in _LISTS}
    unknown = set(lists) - set(_LISTS)
    if unknown:
        raise ValueError(f"no such list: {sorted(unknown)}")
    attackers = [f"A{i}" for i in range(30)]
    defenders = [f"D{i}" for i in range(30)]
    touches = max(3, int(40 * share["sequence"]))
    sequence = [
        {"by": defenders[i % 30], "action": "deflection"}
        if i % 4 == 3
        else {"by": attackers[i % 30], "action": "pass"}
        for i in range(touches)
    ]
    sequence[-2] = {"by": attackers[1], "action": "pass"}
    sequence[-1] = {"by": attackers[0], "action": "shot"}
    kinds = ["ahead", "level", "behind"]
    positions: list[dict[str, Any]] = []
    for i in range(touches * 30):
        at, player = i % touches + 1, attackers[i // touches]
        if sequence[at - 1]["by"] == player or (player == attackers[0] and at == touches - 1):
            continue
        if len(positions) >= int(400 * share["positions"]) - 1:
            break
        where: dict[str, Any] = (
            {
                "kind": "qualitative",
                "half": "opponents",
                "ball": "ahead",
                "second_last": kinds[i % 3],
            }
            if i % 2
            else {
                "kind": "distances",
                "attacker_m": 10.0 + i % 7,
                "ball_m": 20.0,
                "opponents_m": {d: 5.0 + j for j, d in enumerate(defenders[:4])},
            }
        )
        positions.append({"player": player, "at": at, "where": where})
    scorer = "ahead" if offside else "behind"
    positions.append(
        {
            "player": attackers[0],
            "at": touches - 1,
            "where": {
                "kind": "qualitative",
                "half": "opponents",
                "ball": "ahead",
                "second_last": scorer,
            },
        }
    )

    def count(limit: int, name: str) -> int:
        return int(limit * share[name])

    impacts = ["none", "obstructed_line_of_vision", "challenged_opponent", "unknown"]
    deflected = [i for i, c in enumerate(sequence) if c["by"] in defenders]
    disputes = [
        {
            "field": f"sequence[{deflected[j % len(deflected)]}].classification"
            if j < len(deflected)
            else f"involvements[{j % max(1, count(100, 'involvements'))}].kind",
            "readings": [
                {"value": v, "source": f"s{r}"}
                for r, v in enumerate(
                    ["deliberate_play", "deflection", "save", "deflection", "deliberate_play"]
                    if j < len(deflected)
                    else [*impacts, "none"]
                )
            ],
        }
        for j in range(count(20, "disputes"))
        if j < len(deflected) or count(100, "involvements")
    ]
    return {
        "schema_version": 1,  # (as in ``incident``)
        "title": f"Every list at {scale:.0%} of its limit",
        "match": {
            "competition": "Generated league",
            "home": "Home",
            "away": "Away",
            "date": "2024-10-01",
            "minute": 90,
        },
        "sources": [
            {"id": f"s{j}", "publisher": "Generated", "headline": "A report"} for j in range(5)
        ],
        "players": [{"id": a, "name": f"Attacker {a}", "team": "attacking"} for a in attackers]
        + [
            {"id": d, "name": f"Defender {d}", "team": "defending", "goalkeeper": d == "D0"}
            for d in defenders
        ],
        "start": {"kind": "open_play"},
        "sequence": sequence,
        "positions": positions,
        "off_field": [
            {
                "player": defenders[5 + j % 20],
                "at": j % touches + 1,
                "with_permission": True,
                "crossed": "touchline",
            }
            for j in range(count(40, "off_field"))
        ],
        "involvements": [
            {
                "player": attackers[2 + j % 28],
                "after": j % touches + 1,
                "kind": impacts[j % 4],
                "opponent": "D0",
            }
            for j in range(count(100, "involvements"))
        ],
        "fouls": [
            {
                "by": defenders[j % 30],
                "against": attackers[2 + j % 28],
                "after": j % touches + 1,
                "free_kick": "direct",
                "victim_was": "moving_towards_ball",
                "advantage_played": True,
            }
            for j in range(count(40, "fouls"))
        ],
        "measurements": [
            {"position": j, "technology": "semi_automated", "frame_rate_fps": 50, "margin_cm": 3}
            for j in range(min(count(40, "measurements"), len(positions)))
        ],
        "disputes": disputes,
        "outcome": "goal_scored",
        "officials": {"on_field": "goal", "final": "no_goal", "review": "var_only"},
    }


def incidents(count: int, seed: int = 2022) -> Iterator[dict[str, Any]]:
    rng = random.Random(seed)
    for n in range(count):
        yield incident(rng, n)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("count", type=int)
    parser.add_argument("--seed", type=int, default=2022)
    args = parser.parse_args()
    write = sys.stdout.write
    for data in incidents(args.count, args.seed):
        write(json.dumps(data, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
