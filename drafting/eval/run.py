"""``make eval``: draft every paragraph of the evaluation set, print precision and recall
per field and per language (dev and held-out apart), write the JSON report.

    python -m drafting.eval.run [--split dev|validation|heldout] [--lang en|fr|de|es]
                                [--output reports/draft-eval.json] [--show ID]

The targets (issue 32) are judged on the held-out paragraphs, in each language apart:
precision >= 0.95 and recall >= 0.80 overall and for every field the paragraphs state; no
team drafted as a player; no claim left without its speaker where the text names them.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from drafting.eval.names import LANGUAGES
from drafting.eval.score import (
    FIELDS,
    SPLITS,
    Counts,
    Result,
    evaluate,
    load,
    overall,
    totals,
)

#: The targets of issue 32, for each language's held-out paragraphs.
PRECISION_TARGET = 0.95
RECALL_TARGET = 0.80


def _fmt(value: float | None) -> str:
    return "   -" if value is None else f"{value:.2f}"


def _as_json(c: Counts) -> dict[str, Any]:
    return {"precision": c.precision, "recall": c.recall, "tp": c.tp, "fp": c.fp, "fn": c.fn}


def below(fields: dict[str, Counts]) -> list[str]:
    """The fields (and "overall") below a target: precision where something was drafted,
    recall where the paragraphs state something."""
    out = []
    for name, c in [*fields.items(), ("overall", overall(fields))]:
        if c.precision is not None and c.precision < PRECISION_TARGET:
            out.append(f"{name} (precision {c.precision:.2f})")
        if c.recall is not None and c.recall < RECALL_TARGET:
            out.append(f"{name} (recall {c.recall:.2f})")
    return out


def _part(results: list[Result]) -> dict[str, Any]:
    fields = totals(results)
    return {
        "paragraphs": len(results),
        "fields": {name: _as_json(c) for name, c in fields.items()},
        "overall": _as_json(overall(fields)),
        "teams_as_players": sorted({n for r in results for n in r.teams_as_players}),
        "anonymous_claims": sum(r.anonymous_claims for r in results),
        "below_target": below(fields),
    }


def report(results: list[Result]) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "targets": {
            "judged_on": "heldout, each language apart",
            "precision_every_field": PRECISION_TARGET,
            "recall_every_field": RECALL_TARGET,
            "teams_as_players": 0,
            "anonymous_claims": 0,
        },
        "paragraphs": len(results),
    }
    for split in SPLITS:
        part = [r for r in results if r.item.split == split]
        doc[split] = {"all": _part(part)}
        for language in LANGUAGES:
            mine = [r for r in part if r.item.language == language]
            if mine:
                doc[split][language] = _part(mine)
    held = doc.get("heldout", {})
    doc["met"] = {
        language: not held[language]["below_target"]
        and not held[language]["teams_as_players"]
        and held[language]["anonymous_claims"] == 0
        for language in LANGUAGES
        if language in held
    }
    doc["items"] = [
        {
            "id": r.item.ident,
            "split": r.item.split,
            "language": r.item.language,
            "errors": {
                name: {"fp": c.fp, "fn": c.fn} for name, c in r.counts.items() if c.fp or c.fn
            },
            "teams_as_players": r.teams_as_players,
            "drafted": r.candidates or r.predicted,
        }
        for r in results
    ]
    return doc


def table(results: list[Result], split: str) -> str:
    """Precision / recall per field (rows) and language (columns) of one split."""
    present = [lang for lang in LANGUAGES if any(r.item.language == lang for r in results)]
    per = {lang: totals(results, split, lang) for lang in present}
    head = f"{'field':<24}" + "".join(f"{lang + ' P':>7}{lang + ' R':>7}" for lang in present)
    lines = [head]
    for name in (*FIELDS, "overall"):
        row = f"{name:<24}"
        for lang in present:
            c = overall(per[lang]) if name == "overall" else per[lang][name]
            row += f"{_fmt(c.precision):>7}{_fmt(c.recall):>7}"
        lines.append(row)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", type=Path, default=None, help="write the JSON report here")
    parser.add_argument("--show", default=None, help="print one paragraph's draft and errors")
    parser.add_argument("--split", choices=SPLITS, help="score only these paragraphs")
    parser.add_argument("--lang", choices=LANGUAGES, help="score only this language")
    args = parser.parse_args(argv)
    items = load(
        languages=(args.lang,) if args.lang else LANGUAGES,
        splits=(args.split,) if args.split else SPLITS,
    )
    if args.show:
        items = [i for i in items if i.ident.startswith(args.show)]
    results = evaluate(items)
    if args.show:
        for r in results:
            print(f"# {r.item.ident}")
            print(
                json.dumps(r.candidates or r.predicted, indent=1, ensure_ascii=False, default=str)
            )
            for name, c in r.counts.items():
                if c.fp or c.fn:
                    print(f"  {name}: fp {c.fp} fn {c.fn}")
            if r.teams_as_players:
                print(f"  teams drafted as players: {r.teams_as_players}")
        return 0
    doc = report(results)
    for split in SPLITS:
        part = [r for r in results if r.item.split == split]
        if not part:
            continue
        counts = ", ".join(
            f"{lang} {sum(1 for r in part if r.item.language == lang)}" for lang in LANGUAGES
        )
        print(f"\n{split}: {len(part)} paragraphs ({counts})")
        print(table(part, split))
        for lang in LANGUAGES:
            if lang in doc[split]:
                d = doc[split][lang]
                print(
                    f"  {lang}: teams drafted as players {len(d['teams_as_players'])}"
                    f"{' ' + str(d['teams_as_players']) if d['teams_as_players'] else ''}; "
                    f"claims without their speaker {d['anonymous_claims']}"
                )
    if doc.get("met"):
        print(
            f"\ntargets on held-out (precision >= {PRECISION_TARGET}, recall >= "
            f"{RECALL_TARGET} per field, per language): "
            + "; ".join(f"{k}: {'met' if v else 'NOT met'}" for k, v in doc["met"].items())
        )
    if args.output:
        args.output.parent.mkdir(parents=True, exist_ok=True)
        args.output.write_text(json.dumps(doc, indent=1, ensure_ascii=False, default=str) + "\n")
        print(f"written: {args.output}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
