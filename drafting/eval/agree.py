"""The second annotation pass: how far two people's gold agree, field by field.

Each paragraph of the set was annotated twice, the second time blind (from its text alone,
without the first gold): ``drafting/eval/second/<language>/<id>.yaml`` for dev paragraphs,
``drafting/eval/<split>/second/<language>/<id>.yaml`` for validation and held-out ones, each holding
``expected`` or ``candidates`` as the set's files do. The second gold is scored against the
first as a draft would be: precision and recall are then agreement (the share of the
second's values the first has, and of the first's the second has). Disagreements were
settled in the set's files; ``adjudication.md`` beside the second pass says how.

    python -m drafting.eval.agree [--lang L] [--split dev|validation|heldout] [--show]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import yaml

from drafting.eval.names import LANGUAGES
from drafting.eval.score import (
    _EMPTY,
    EVAL_ROOT,
    FIELDS,
    SPLITS,
    Counts,
    Item,
    load,
    overall,
    score,
)


def second_dir(language: str, split: str) -> Path:
    base = EVAL_ROOT / "second" if split == "dev" else EVAL_ROOT / split / "second"
    return base / language


def _as_view(gold: dict[str, Any]) -> dict[str, Any]:
    """A gold written as a draft's view, to be scored against another gold."""
    view = {**_EMPTY, **gold}
    view["players"] = [
        {"name": p.get("name"), "team": p.get("team"), "goalkeeper": p.get("goalkeeper")}
        for p in gold.get("players") or []
    ]
    view["sequence"] = [dict(s) for s in gold.get("sequence") or []]
    for key in ("calls", "claims", "positions", "involvements"):
        view[key] = [list(x) for x in gold.get(key) or []]
    if isinstance(view.get("date"), object) and hasattr(view.get("date"), "isoformat"):
        view["date"] = view["date"].isoformat()
    return view


def compare(item: Item, second: dict[str, Any]) -> dict[str, Counts]:
    firsts = item.golds
    seconds = list(second.get("candidates") or [second.get("expected") or {}])
    counts = {name: Counts() for name in FIELDS}
    for k, gold in enumerate(firsts):
        other = _as_view(seconds[k]) if k < len(seconds) else dict(_EMPTY)
        for name, c in score(gold, other).items():
            counts[name].add(c)
    for extra in seconds[len(firsts) :]:
        for name, c in score({}, _as_view(extra)).items():
            counts[name].add(c)
    n, m = len(firsts), len(seconds)
    counts["candidates"] = Counts(tp=min(n, m), fp=max(0, m - n), fn=max(0, n - m))
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", choices=LANGUAGES)
    parser.add_argument("--split", choices=SPLITS)
    parser.add_argument("--show", action="store_true", help="list each paragraph's disagreements")
    args = parser.parse_args(argv)
    languages = (args.lang,) if args.lang else LANGUAGES
    splits = (args.split,) if args.split else SPLITS
    total = {name: Counts() for name in FIELDS}
    compared = 0
    for item in load(languages=languages, splits=splits):
        path = second_dir(item.language, item.split) / f"{item.ident}.yaml"
        if not path.exists():
            continue
        second = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        counts = compare(item, second)
        compared += 1
        for name, c in counts.items():
            total[name].add(c)
        if args.show:
            off = {n: (c.fp, c.fn) for n, c in counts.items() if c.fp or c.fn}
            if off:
                print(f"{item.ident}: " + ", ".join(f"{n} +{a}/-{b}" for n, (a, b) in off.items()))
    print(f"{compared} paragraphs annotated twice")
    print(f"{'field':<24}{'agree P':>9}{'agree R':>9}")
    for name in (*FIELDS, "overall"):
        c = overall(total) if name == "overall" else total[name]
        p = "-" if c.precision is None else f"{c.precision:.2f}"
        r = "-" if c.recall is None else f"{c.recall:.2f}"
        print(f"{name:<24}{p:>9}{r:>9}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
