"""``make eval``: draft every paragraph of the evaluation set, print per-field precision and
recall (the whole set, and the dev and held-out paragraphs apart), write the JSON report.

    python -m drafting.eval.run [--output reports/draft-eval.json] [--show ID]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from drafting.eval.score import FIELDS, Counts, Result, evaluate, load, overall, totals

#: The targets of issue 16.
PRECISION_TARGET = 0.95
RECALL_TARGET = 0.6


def _fmt(value: float | None) -> str:
    return "   -" if value is None else f"{value:.2f}"


def _row(name: str, c: Counts) -> str:
    return f"{name:<26}{_fmt(c.precision):>7}{_fmt(c.recall):>7}{c.tp:>6}{c.fp:>5}{c.fn:>5}"


def _as_json(c: Counts) -> dict[str, Any]:
    return {"precision": c.precision, "recall": c.recall, "tp": c.tp, "fp": c.fp, "fn": c.fn}


def report(results: list[Result]) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "targets": {"precision_every_field": PRECISION_TARGET, "recall_overall": RECALL_TARGET},
        "paragraphs": len(results),
    }
    for split in (None, "dev", "heldout"):
        fields = totals(results, split)
        key = split or "all"
        doc[key] = {
            "paragraphs": sum(1 for r in results if split is None or r.item.split == split),
            "fields": {name: _as_json(c) for name, c in fields.items()},
            "overall": _as_json(overall(fields)),
        }
    fields = totals(results)
    low = [
        n for n, c in fields.items() if c.precision is not None and c.precision < PRECISION_TARGET
    ]
    recall = overall(fields).recall or 0.0
    doc["met"] = {"precision": not low, "recall": recall >= RECALL_TARGET, "below_precision": low}
    doc["items"] = [
        {
            "id": r.item.ident,
            "split": r.item.split,
            "errors": {
                name: {"fp": c.fp, "fn": c.fn} for name, c in r.counts.items() if c.fp or c.fn
            },
            "drafted": r.predicted,
        }
        for r in results
    ]
    return doc


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", type=Path, default=None, help="write the JSON report here")
    parser.add_argument("--show", default=None, help="print one paragraph's draft and errors")
    parser.add_argument("--split", choices=("dev", "heldout"), help="score only these paragraphs")
    args = parser.parse_args(argv)
    items = [i for i in load() if args.split is None or i.split == args.split]
    results = evaluate(items)
    if args.show:
        for r in results:
            if r.item.ident.startswith(args.show):
                print(json.dumps(r.predicted, indent=1, ensure_ascii=False, default=str))
                for name, c in r.counts.items():
                    if c.fp or c.fn:
                        print(f"  {name}: fp {c.fp} fn {c.fn}")
        return 0
    doc = report(results)
    print(f"{len(results)} paragraphs ({doc['dev']['paragraphs']} dev, "
          f"{doc['heldout']['paragraphs']} held out)\n")  # fmt: skip
    print(f"{'field':<26}{'prec':>7}{'recall':>7}{'tp':>6}{'fp':>5}{'fn':>5}")
    fields = totals(results)
    for name in FIELDS:
        print(_row(name, fields[name]))
    for split in ("dev", "heldout", None):
        print(_row(f"overall ({split or 'all'})", overall(totals(results, split))))
    met = doc["met"]
    print(
        f"\ntargets: precision >= {PRECISION_TARGET} on every field: "
        f"{'met' if met['precision'] else 'NOT met: ' + ', '.join(met['below_precision'])}; "
        f"recall >= {RECALL_TARGET} overall: {'met' if met['recall'] else 'NOT met'}"
    )
    if args.output:
        args.output.parent.mkdir(parents=True, exist_ok=True)
        args.output.write_text(json.dumps(doc, indent=1, ensure_ascii=False, default=str) + "\n")
        print(f"written: {args.output}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
