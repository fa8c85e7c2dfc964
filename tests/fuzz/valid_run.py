"""A long Hypothesis run over valid incidents: the engine never raises and is deterministic.

Run by tests/fuzz/test_valid.py (marked stress) as one process per core, each with its
own seed; it can also be run by hand:

    .venv/bin/python tests/fuzz/valid_run.py --examples 100000 --seed 1

Every example: the incident validates; ``decide`` gives the same decision twice and
again after a JSON round trip of the incident. Every ``--full-every``-th example also goes
through ``analyse`` (counterfactuals, readings, editions), the JSON document and the
plain-text explanation, twice, with the same result. Prints one JSON line: counts, and
the first failure (Hypothesis shrinks it) if any.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parents[1]), str(HERE)]

import hostile  # noqa: E402
from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402

from explainer import service, wording  # noqa: E402
from rules import Incident, analyse, decide  # noqa: E402


def check(data: dict[str, Any], full: bool) -> None:
    incident = Incident.model_validate(data)
    first = decide(incident)
    assert decide(incident) == first, "decide is not deterministic"
    again = Incident.model_validate_json(incident.model_dump_json())
    assert again == incident, "the JSON round trip changed the incident"
    assert decide(again) == first, "the decision changed after a JSON round trip"
    if full:
        analysis = analyse(incident)
        doc = service.decision_json(incident, analysis)
        text = wording.explain_text(incident, analysis)
        repeat = analyse(again)
        assert service.decision_json(again, repeat) == doc, "analyse is not deterministic"
        assert wording.explain_text(again, repeat) == text, "the explanation changed"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--examples", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--full-every", type=int, default=10)
    args = parser.parse_args()
    counts = {"examples": 0, "full": 0}
    started = time.monotonic()

    @seed(args.seed)
    @settings(
        max_examples=args.examples,
        deadline=None,
        database=None,
        phases=[Phase.generate, Phase.shrink],
        suppress_health_check=list(HealthCheck),
    )
    @given(hostile.PROPERTIES_MODULE.incidents())
    def run(data: dict[str, Any]) -> None:
        counts["examples"] += 1
        full = counts["examples"] % args.full_every == 0
        counts["full"] += full
        check(data, full)

    failure = None
    try:
        run()
    except Exception:  # reported, with Hypothesis's minimal example, to the parent test
        failure = traceback.format_exc()[-6000:]
    result = {**counts, "seconds": round(time.monotonic() - started, 1), "failure": failure}
    print(json.dumps(result))
    return 1 if failure else 0


if __name__ == "__main__":
    sys.exit(main())
