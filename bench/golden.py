"""The engine's outputs, to check that a speed-up changes none of them (byte for byte).

Usage:  python -m bench.golden write FILE   (before a change)
        python -m bench.golden check FILE   (after it: exits 1 naming what differs)
        python -m bench.golden write-words FILE, check-words FILE   (the words, below)

For every casebook incident, 400 generated ones (bench.generate, seed 11) and a few at a
share of the model's limits: ``decide(i)`` and the whole ``analyse(i)`` as JSON
(``rules.edges.to_json``); for the casebook, the decision under every edition too.

The words (for a change to explainer/wording/ or templates/): for every casebook incident
and 60 generated ones, in every language and the pseudo-language, the text explanation,
the HTML one and the three summary lines, each of the full analysis.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path

from bench.generate import at_limits, incidents
from explainer.casebook import cases
from rules import EDITIONS, Incident, analyse, decide
from rules.edges import to_json


def _incidents(generated: int = 400) -> Iterator[tuple[str, Incident]]:
    for case in cases():
        yield case.slug, case.incident
    for n, data in enumerate(incidents(generated, seed=11)):
        yield f"generated-{n}", Incident.model_validate(data)
    for share in (0.05, 0.1, 0.2):
        yield f"limits-{share}", Incident.model_validate(at_limits(share))


def outputs(generated: int = 400) -> Iterator[tuple[str, str]]:
    """(name, JSON) for every output checked (``generated``: how many generated incidents)."""
    casebook = {c.slug for c in cases()}
    for name, incident in _incidents(generated):
        yield f"{name} decide", to_json(decide(incident))
        yield f"{name} analyse", to_json(analyse(incident))
        if name in casebook:
            for edition in EDITIONS:
                under = decide(incident, edition.name)
                yield f"{name} decide {edition.name}", to_json(under)


def words(generated: int = 60) -> Iterator[tuple[str, str]]:
    """(name, text) for every explanation and summary checked by ``*-words``."""
    from explainer import i18n
    from explainer.wording import explain_html, explain_text, summary_lines

    analysed = [(name, i, analyse(i)) for name, i in _incidents(generated)]
    for language in (*i18n.LANGUAGES, i18n.PSEUDO):
        with i18n.speaking(language):
            for name, incident, analysis in analysed:
                yield f"{name} {language} text", explain_text(incident, analysis)
                yield f"{name} {language} html", explain_html(incident, analysis)
                top = summary_lines(incident, analysis.decision)
                yield f"{name} {language} summary", "\n".join((top.headline, top.lede, top.label))


def main() -> None:
    mode, path = sys.argv[1], Path(sys.argv[2])
    made = words if mode.endswith("-words") else outputs
    if mode.startswith("write"):
        path.write_text(json.dumps(dict(made()), indent=0))
        return
    expected = json.loads(path.read_text())
    got = dict(made())
    differ = [k for k in expected if got.get(k) != expected[k]]
    differ += [k for k in got if k not in expected]
    digest = hashlib.sha256(json.dumps(got).encode()).hexdigest()[:16]
    print(f"{len(got)} outputs, {len(differ)} differ (digest {digest})")
    for k in differ[:20]:
        print("  ", k)
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
