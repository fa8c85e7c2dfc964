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
        data["officials"] = {
            "on_field": rng.choice(["goal", "no_goal", "offside_flag"]),
            "final": rng.choice(["goal", "no_goal"]),
            "review": rng.choice(["none", "var_only", "on_field_review"]),
        }
    return data


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
