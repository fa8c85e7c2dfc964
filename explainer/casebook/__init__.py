"""The casebook: real incidents, encoded from public reports, shipped with the package."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from explainer.loading import load_file
from explainer.wording.casebook import worded
from rules import Incident, read_incident

HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Case:
    slug: str
    incident: Incident

    def worded(self) -> Incident:
        """The incident as a page shows it in the reader's language (its title,
        competition and teams translated; explainer.wording.casebook)."""
        return worded(self.incident)


@lru_cache(maxsize=1)
def cases() -> tuple[Case, ...]:
    found = []
    for path in sorted(HERE.glob("*.yaml")):
        incident = read_incident(load_file(path))
        m = incident.match
        # A real incident names its match in full; only a hypothetical one may not.
        if None in (m.competition, m.home, m.away, m.date, m.minute):
            raise ValueError(f"{path.name}: a casebook incident gives its whole match")
        found.append(Case(path.stem, incident))
    return tuple(found)


def case(slug: str) -> Case | None:
    return next((c for c in cases() if c.slug == slug), None)
