"""The incidents the rule book's scenarios build, recorded while they run.

Each scenario that passes and asked the engine for a decision leaves its incident (with the
edition of the Laws applied when a step named one): the trainer's questions are drawn from
them (explainer.training). The run writes them to ``reports/rulebook-incidents.json`` at its
end; ``python -m explainer.training.recorded reports/rulebook-incidents.json`` ships them
(``make test`` runs both).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rules import choose_edition
from step_defs.scene import Scene

ROOT = Path(__file__).resolve().parents[2]
REPORT = ROOT / "reports" / "rulebook-incidents.json"

#: (feature file, scenario as pytest-bdd ran it) -> the incidents decided, as JSON data.
RECORDED: dict[tuple[str, str], list[dict[str, Any]]] = {}


def record(feature_file: str, scenario: str, scene: Scene) -> None:
    """Keep the incidents ``scene`` was decided on (one per edition applied)."""
    if not scene.decisions:
        return
    incident = scene.incident()
    in_force = choose_edition(incident)[0].name
    found = RECORDED.setdefault((feature_file, scenario), [])
    for decision in scene.decisions:
        data = incident.model_dump(mode="json", exclude_unset=True)
        if decision.edition != in_force:
            data["edition"] = decision.edition
        if data not in found:
            found.append(data)


def write(path: Path = REPORT) -> None:
    """Write what the run recorded (nothing when it ran no scenario of the rule book)."""
    if not RECORDED:
        return
    rows = [
        {"feature": feature, "scenario": name, "incident": incident}
        for (feature, name), incidents in sorted(RECORDED.items())
        for incident in incidents
    ]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(rows, ensure_ascii=False), encoding="utf-8")
