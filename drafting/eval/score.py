"""Scoring drafts against expected drafts, field by field.

For every field a drafted value is a true positive when the paragraph's expected draft has
that value, a false positive otherwise (a value the text does not state, or a wrong one);
an expected value the draft lacks (or gets wrong) is a false negative. Lists are compared
item by item: players by name, the touches by an order-preserving alignment (so a touch
out of order counts against the sequence), calls, claims, positions and involvements as
sets. Teams and competitions match leniently (accents, case, a club's affixes, one name the
other's first or last words, or the tables' aliases in any language).

The set (issue 32): dev paragraphs in ``drafting/eval/<language>/``, validation paragraphs
(the last two spent held-out parts, scored only as aggregate tables while the drafter is
worked on) in ``drafting/eval/validation/<language>/``, held-out paragraphs in
``drafting/eval/heldout/<language>/``. A paragraph about several incidents has
``candidates`` (one expected draft each, in the text's order) instead of ``expected``: the
draft's candidates are scored in order against them, and the count itself is the
``candidates`` field.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from drafting import Draft, TextRefused, draft
from drafting.eval.names import LANGUAGES, same_name, same_team
from drafting.people import fold
from rules.paths import tokens

EVAL_ROOT = Path(__file__).resolve().parent
#: dev: looked at while the drafter is written; validation: seen only as aggregate tables;
#: heldout: scored only by the lead, at a session's start and end.
SPLITS = ("dev", "validation", "heldout")
#: The languages of the set, in the order the report lists them.
#: The English directory of the first set (kept for callers that name it).
EVAL_DIR = EVAL_ROOT / "en"

#: The scored fields, in the order the report lists them.
SCALARS = (
    "competition", "home", "away", "date", "minute", "added_time", "attacking_team",
    "defending_team", "start", "outcome", "on_field", "final", "var_checked", "review",
    "stopped_before_goal", "delayed_flag",
)  # fmt: skip
#: Scalars whose values are names, compared leniently.
NAMED = ("competition", "home", "away", "attacking_team", "defending_team")
FIELDS = (
    *SCALARS, "players", "players.team", "players.goalkeeper", "sequence", "sequence.by",
    "sequence.action", "sequence.direction", "sequence.classification", "positions",
    "involvements", "calls", "claims", "candidates",
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
    language: str = "en"
    #: For a text about several incidents: one expected draft each, in order (else empty).
    candidates: list[dict[str, Any]] = field(default_factory=list)
    #: Every team the text names (a player drafted with one of these names is a team).
    teams_named: list[str] = field(default_factory=list)
    register: str | None = None

    @property
    def golds(self) -> list[dict[str, Any]]:
        return self.candidates or [self.expected]


def _item(path: Path, split: str, language: str) -> Item:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    ref = data.get("reference_date")
    return Item(
        ident=data["id"],
        split=split,
        text=data["text"],
        reference_date=ref if isinstance(ref, dt.date) else None,
        expected=data.get("expected") or {},
        sources=list(data.get("sources") or []),
        language=data.get("language") or language,
        candidates=list(data.get("candidates") or []),
        teams_named=[str(t) for t in data.get("teams_named") or []],
        register=data.get("register"),
    )


def load(
    directory: Path | None = None,
    languages: tuple[str, ...] = LANGUAGES,
    splits: tuple[str, ...] = SPLITS,
) -> list[Item]:
    """The set's paragraphs (``directory``: one directory's only, as its files say)."""
    if directory is not None:
        return [
            _item(p, yaml.safe_load(p.read_text(encoding="utf-8"))["split"], directory.name)
            for p in sorted(directory.glob("*.yaml"))
        ]
    items = []
    for split in splits:
        for language in languages:
            base = EVAL_ROOT / language if split == "dev" else EVAL_ROOT / split / language
            items += [_item(p, split, language) for p in sorted(base.glob("*.yaml"))]
    return items


# --- what the draft says, in the expected drafts' words ----------------------------------------


def view(d: Draft) -> dict[str, Any]:
    inc = d.incident
    match = inc.get("match", {})
    officials = inc.get("officials", {})
    teams = {str(tokens(f.path)[1]): f.value for f in d.facts if tokens(f.path)[0] == "teams"}
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
        "stopped_before_goal": officials.get("stopped_before_goal"),
        "delayed_flag": officials.get("delayed_flag"),
        "players": [
            {"name": p["name"], "team": p.get("team"), "goalkeeper": p.get("goalkeeper") or None}
            for p in players
            if p["id"] not in unnamed
        ],
        "sequence": [
            {k: (who(c.get(k)) if k == "by" else c.get(k)) for k in ATTRIBUTES}
            for c in inc.get("sequence", [])
        ],
        "positions": [
            [who(p.get("player")), _side_of_line(p.get("where") or {})]
            for p in inc.get("positions", [])
            if _side_of_line(p.get("where") or {}) is not None
        ],
        "involvements": [
            [who(v.get("player")), v.get("kind")] for v in inc.get("involvements", [])
        ],
        "calls": [[c.by, c.call] for c in d.calls],
        "claims": [[c.speaker, c.about] for c in d.claims],
    }
    for key in ("stopped_before_goal", "delayed_flag", "var_checked", "final", "on_field"):
        if out[key] == "unknown":
            out[key] = None
    if out["review"] == "unknown":
        out["review"] = None
    return out


def _side_of_line(where: dict[str, Any]) -> str | None:
    """A drafted position as the set words it: offside (ahead of the second-last opponent)
    or onside (level or behind)."""
    second_last = where.get("second_last")
    if second_last == "ahead":
        return "offside"
    if second_last in ("level", "behind"):
        return "onside"
    return None


# --- comparing ---------------------------------------------------------------------------------


def _scalar(expected: Any, predicted: Any, named: bool = False) -> Counts:
    if isinstance(expected, dt.date):
        expected = expected.isoformat()
    if predicted is None:
        return Counts(fn=int(expected is not None))
    if expected is None:
        return Counts(fp=1)
    same = same_team(expected, predicted) if named else expected == predicted
    return Counts(tp=1) if same else Counts(fp=1, fn=1)


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
    """Each field's counts for one draft against its expected draft."""
    out = {
        name: _scalar(expected.get(name), predicted.get(name), name in NAMED) for name in SCALARS
    }
    out["players"], out["players.team"], out["players.goalkeeper"] = _players(expected, predicted)
    out.update(_touches(expected, predicted))
    out["calls"] = _same_set(expected.get("calls") or [], predicted["calls"])
    out["claims"] = _same_set(expected.get("claims") or [], predicted["claims"])
    out["positions"] = _same_set(expected.get("positions") or [], predicted.get("positions", []))
    out["involvements"] = _same_set(
        expected.get("involvements") or [], predicted.get("involvements", [])
    )
    out["candidates"] = Counts()
    return out


def _players(expected: dict[str, Any], predicted: dict[str, Any]) -> tuple[Counts, Counts, Counts]:
    """The players, by name; and their sides and goalkeepers."""
    exp_players = list(expected.get("players") or [])
    names, teams, keepers = Counts(), Counts(), Counts()
    left = list(exp_players)
    for p in predicted["players"]:
        hit = next((e for e in left if same_name(e["name"], p["name"])), None)
        if hit is None:
            names.fp += 1
            teams.fp += int(p.get("team") is not None)
            keepers.fp += int(bool(p.get("goalkeeper")))
            continue
        left.remove(hit)
        names.tp += 1
        if p.get("goalkeeper"):
            keepers.tp += int(bool(hit.get("goalkeeper")))
            keepers.fp += int(not hit.get("goalkeeper"))
        else:
            keepers.fn += int(bool(hit.get("goalkeeper")))
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
    keepers.fn += sum(1 for e in left if e.get("goalkeeper"))
    return names, teams, keepers


def _touches(expected: dict[str, Any], predicted: dict[str, Any]) -> dict[str, Counts]:
    """The touches, aligned in order, and each of their attributes."""
    exp_seq = [dict(e) for e in expected.get("sequence") or []]
    pred_seq = predicted["sequence"]
    pairs = _align(exp_seq, pred_seq)
    out = {
        "sequence": Counts(
            tp=len(pairs), fp=len(pred_seq) - len(pairs), fn=len(exp_seq) - len(pairs)
        )
    }
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
    return out


def teams_as_players(item: Item, predicted: dict[str, Any], gold: dict[str, Any]) -> list[str]:
    """Drafted players whose name is one of the text's teams ("Fiorentina", "Lyon")."""
    teams = [*item.teams_named, *(gold.get(k) for k in NAMED if k != "competition")]
    named = [t for t in teams if t]
    people = {fold(str(p["name"])) for p in gold.get("players") or []}
    return [
        str(p["name"])
        for p in predicted["players"]
        if fold(str(p["name"])) not in people and any(same_team(str(p["name"]), t) for t in named)
    ]


def anonymous_claims(predicted: dict[str, Any], gold: dict[str, Any]) -> int:
    """Claims drafted without a speaker where the text names every claim's speaker."""
    if any(c[0] is None for c in gold.get("claims") or []):
        return 0
    return sum(1 for c in predicted["claims"] if c[0] in (None, "Someone"))


@dataclass
class Result:
    item: Item
    predicted: dict[str, Any]
    counts: dict[str, Counts]
    #: One drafted view per candidate when the draft found several incidents.
    candidates: list[dict[str, Any]] = field(default_factory=list)
    teams_as_players: list[str] = field(default_factory=list)
    anonymous_claims: int = 0


_EMPTY: dict[str, Any] = {"players": [], "sequence": [], "calls": [], "claims": []}


def _drafts(item: Item) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The draft's view, and one view per candidate incident when it found several."""
    try:
        made = draft(item.text, reference_date=item.reference_date, language=item.language)
    except TextRefused:  # a language without its data files yet: nothing drafted
        return dict(_EMPTY), []
    found = list(getattr(made, "candidates", None) or [])
    if len(found) < 2:
        return view(made), []
    views = [
        view(
            draft(
                item.text,
                reference_date=item.reference_date,
                language=item.language,
                candidate=k + 1,
            )
        )
        for k in range(len(found))
    ]
    return views[0], views


def _split(golds: int, found: int) -> Counts:
    """The candidates field: the incidents of a text about several, each found or not
    (a draft that does not split such a text finds none of them), and each candidate of a
    text about one incident beyond the first a false one."""
    if golds < 2 and found < 2:
        return Counts()
    if found < 2:
        return Counts(fn=golds)
    if golds < 2:
        return Counts(tp=1, fp=found - 1)
    return Counts(tp=min(golds, found), fp=max(0, found - golds), fn=max(0, golds - found))


def evaluate(items: list[Item]) -> list[Result]:
    results = []
    for item in items:
        predicted, several = _drafts(item)
        golds = item.golds
        drafted = several or [predicted]
        counts = {name: Counts() for name in FIELDS}
        mixed: list[str] = []
        anonymous = 0
        for k, gold in enumerate(golds):
            mine = drafted[k] if k < len(drafted) else _EMPTY
            for name, c in score(gold, {**_EMPTY, **mine}).items():
                counts[name].add(c)
            if k < len(drafted):
                mixed += teams_as_players(item, drafted[k], gold)
                anonymous += anonymous_claims(drafted[k], gold)
        for extra in drafted[len(golds) :]:  # a candidate the text does not describe
            for name, c in score({}, {**_EMPTY, **extra}).items():
                counts[name].add(c)
        counts["candidates"] = _split(len(golds), len(several))
        results.append(Result(item, predicted, counts, several, mixed, anonymous))
    return results


def totals(
    results: list[Result], split: str | None = None, language: str | None = None
) -> dict[str, Counts]:
    out = {name: Counts() for name in FIELDS}
    for r in results:
        if (split is None or r.item.split == split) and (
            language is None or r.item.language == language
        ):
            for name, c in r.counts.items():
                out[name].add(c)
    return out


def overall(fields: dict[str, Counts]) -> Counts:
    total = Counts()
    for c in fields.values():
        total.add(c)
    return total
