"""Scoring drafts against expected drafts, field by field.

For every field a drafted value is a true positive when the paragraph's expected draft has
that value, a false positive otherwise (a value the text does not state, or a wrong one);
an expected value the draft lacks (or gets wrong) is a false negative. Lists are compared
item by item: players by name, the touches by an order-preserving alignment (so a touch
out of order counts against the sequence), calls and claims as sets.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from drafting import Draft, draft
from drafting.people import fold

EVAL_DIR = Path(__file__).resolve().parent / "en"

#: The scored fields, in the order the report lists them.
SCALARS = (
    "competition", "home", "away", "date", "minute", "added_time", "attacking_team",
    "defending_team", "start", "outcome", "on_field", "final", "var_checked", "review",
)  # fmt: skip
FIELDS = (
    *SCALARS, "players", "players.team", "sequence", "sequence.by", "sequence.action",
    "sequence.direction", "sequence.classification", "calls", "claims",
)  # fmt: skip
ATTRIBUTES = ("by", "action", "direction", "classification")


@dataclass
class Counts:
    tp: int = 0
    fp: int = 0
    fn: int = 0

    def add(self, other: Counts) -> None:
        self.tp, self.fp, self.fn = self.tp + other.tp, self.fp + other.fp, self.fn + other.fn

    @property
    def precision(self) -> float | None:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else None

    @property
    def recall(self) -> float | None:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else None


@dataclass
class Item:
    ident: str
    split: str
    text: str
    reference_date: dt.date | None
    expected: dict[str, Any]
    sources: list[str] = field(default_factory=list)


def load(directory: Path = EVAL_DIR) -> list[Item]:
    items = []
    for path in sorted(directory.glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        ref = data.get("reference_date")
        items.append(
            Item(
                ident=data["id"],
                split=data["split"],
                text=data["text"],
                reference_date=ref if isinstance(ref, dt.date) else None,
                expected=data.get("expected") or {},
                sources=list(data.get("sources") or []),
            )
        )
    return items


# --- what the draft says, in the expected drafts' words ----------------------------------------


def view(d: Draft) -> dict[str, Any]:
    inc = d.incident
    match = inc.get("match", {})
    officials = inc.get("officials", {})
    teams = {f.path.split(".")[1]: f.value for f in d.facts if f.path.startswith("teams.")}
    unnamed = set(d.unnamed_players)
    players = inc.get("players", [])
    by_id = {p["id"]: p for p in players}

    def who(ident: str | None) -> str | None:
        if ident is None:
            return None
        if ident in unnamed:
            return f"({by_id[ident].get('team', '?')})"
        return str(by_id[ident]["name"]) if ident in by_id else ident

    out: dict[str, Any] = {
        "competition": match.get("competition"),
        "home": match.get("home"),
        "away": match.get("away"),
        "date": match.get("date"),
        "minute": match.get("minute"),
        "added_time": match.get("added_time"),
        "attacking_team": teams.get("attacking"),
        "defending_team": teams.get("defending"),
        "start": inc.get("start", {}).get("kind"),
        "outcome": inc.get("outcome"),
        "on_field": officials.get("on_field"),
        "final": officials.get("final"),
        "var_checked": officials.get("var_checked"),
        "review": officials.get("review"),
        "players": [
            {"name": p["name"], "team": p.get("team")} for p in players if p["id"] not in unnamed
        ],
        "sequence": [
            {k: (who(c.get(k)) if k == "by" else c.get(k)) for k in ATTRIBUTES}
            for c in inc.get("sequence", [])
        ],
        "calls": [[c.by, c.call] for c in d.calls],
        "claims": [[c.speaker, c.about] for c in d.claims],
    }
    return out


# --- comparing ---------------------------------------------------------------------------------


def same_name(a: str | None, b: str | None) -> bool:
    """One name is the other, or the other's last words or first word ("Kane")."""
    if a is None or b is None:
        return a is b
    x, y = fold(a).split(), fold(b).split()
    if not x or not y:
        return False
    if x == y:
        return True
    short, long = (x, y) if len(x) < len(y) else (y, x)
    return long[-len(short) :] == short or (len(short) == 1 and long[0] == short[0])


def _scalar(expected: Any, predicted: Any) -> Counts:
    if isinstance(expected, dt.date):
        expected = expected.isoformat()
    if predicted is None:
        return Counts(fn=int(expected is not None))
    if expected is None:
        return Counts(fp=1)
    return Counts(tp=1) if expected == predicted else Counts(fp=1, fn=1)


def _touch_match(e: dict[str, Any], p: dict[str, Any]) -> bool:
    if e.get("by") or p.get("by"):
        return bool(e.get("by") and p.get("by") and same_name(e["by"], p["by"]))
    return bool(
        (e.get("direction") and e.get("direction") == p.get("direction"))
        or (e.get("action") and e.get("action") == p.get("action"))
    )


def _align(
    expected: list[dict[str, Any]], predicted: list[dict[str, Any]]
) -> list[tuple[int, int]]:
    """The longest order-preserving matching of expected and drafted touches."""
    n, m = len(expected), len(predicted)
    best = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            best[i][j] = max(best[i + 1][j], best[i][j + 1])
            if _touch_match(expected[i], predicted[j]):
                best[i][j] = max(best[i][j], 1 + best[i + 1][j + 1])
    pairs, i, j = [], 0, 0
    while i < n and j < m:
        if _touch_match(expected[i], predicted[j]) and best[i][j] == 1 + best[i + 1][j + 1]:
            pairs.append((i, j))
            i, j = i + 1, j + 1
        elif best[i + 1][j] >= best[i][j + 1]:
            i += 1
        else:
            j += 1
    return pairs


def _same_set(expected: list[list[Any]], predicted: list[list[Any]]) -> Counts:
    left = [list(e) for e in expected]
    counts = Counts()
    for p in predicted:
        hit = (
            next((e for e in left if same_name(str(e[0]), str(p[0])) and e[1] == p[1]), None)
            if p[0] is not None
            else next((e for e in left if e[0] is None and e[1] == p[1]), None)
        )
        if hit is None:
            counts.fp += 1
        else:
            counts.tp += 1
            left.remove(hit)
    counts.fn += len(left)
    return counts


def score(expected: dict[str, Any], predicted: dict[str, Any]) -> dict[str, Counts]:
    out = {name: _scalar(expected.get(name), predicted.get(name)) for name in SCALARS}
    # players, by name; and their sides
    exp_players = list(expected.get("players") or [])
    names, teams = Counts(), Counts()
    left = list(exp_players)
    for p in predicted["players"]:
        hit = next((e for e in left if same_name(e["name"], p["name"])), None)
        if hit is None:
            names.fp += 1
            teams.fp += int(p.get("team") is not None)
            continue
        left.remove(hit)
        names.tp += 1
        if p.get("team") is not None:
            if p["team"] == hit.get("team"):
                teams.tp += 1
            else:
                teams.fp += 1
                teams.fn += int(hit.get("team") is not None)
        elif hit.get("team") is not None:
            teams.fn += 1
    names.fn += len(left)
    teams.fn += sum(1 for e in left if e.get("team") is not None)
    out["players"], out["players.team"] = names, teams
    # the touches, aligned in order
    exp_seq = [dict(e) for e in expected.get("sequence") or []]
    pred_seq = predicted["sequence"]
    pairs = _align(exp_seq, pred_seq)
    touches = Counts(tp=len(pairs), fp=len(pred_seq) - len(pairs), fn=len(exp_seq) - len(pairs))
    out["sequence"] = touches
    matched_e = {i for i, _ in pairs}
    matched_p = {j for _, j in pairs}
    for attr in ATTRIBUTES:
        c = Counts()
        for i, j in pairs:
            e, p = exp_seq[i].get(attr), pred_seq[j].get(attr)
            if p is not None:
                ok = same_name(e, p) if attr == "by" and e else e == p
                if ok:
                    c.tp += 1
                else:
                    c.fp += 1
                    c.fn += int(e is not None)
            elif e is not None:
                c.fn += 1
        c.fp += sum(1 for j, p in enumerate(pred_seq) if j not in matched_p and p.get(attr))
        c.fn += sum(1 for i, e in enumerate(exp_seq) if i not in matched_e and e.get(attr))
        out[f"sequence.{attr}"] = c
    out["calls"] = _same_set(expected.get("calls") or [], predicted["calls"])
    out["claims"] = _same_set(expected.get("claims") or [], predicted["claims"])
    return out


@dataclass
class Result:
    item: Item
    predicted: dict[str, Any]
    counts: dict[str, Counts]


def evaluate(items: list[Item]) -> list[Result]:
    results = []
    for item in items:
        predicted = view(draft(item.text, reference_date=item.reference_date))
        results.append(Result(item, predicted, score(item.expected, predicted)))
    return results


def totals(results: list[Result], split: str | None = None) -> dict[str, Counts]:
    out = {name: Counts() for name in FIELDS}
    for r in results:
        if split is None or r.item.split == split:
            for name, c in r.counts.items():
                out[name].add(c)
    return out


def overall(fields: dict[str, Counts]) -> Counts:
    total = Counts()
    for c in fields.values():
        total.add(c)
    return total
