"""The material the trainer asks questions of: every casebook incident, every incident the
rule book's scenarios build, and their variants, the "what would have changed it"
alternatives the engine's analysis finds (a deliberate play instead of a deflection, a
position level instead of ahead, another restart, an earlier edition), each applied to the
incident and kept when it is a valid incident of its own.

Nothing here is written incident by incident: a casebook file that loads is material, and
one that does not is left out (logged), so the casebook may grow at any time.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import ValidationError

from explainer.casebook import HERE as CASEBOOK
from explainer.casebook import cases
from explainer.loading import InputError, load_file
from explainer.training import recorded
from rules import Alternative, Analysis, Incident, analyse, paths, read_incident

log = logging.getLogger(__name__)

Origin = Literal["casebook", "rulebook", "variant"]

#: The alternatives that make a variant: a change of fact, of restart or of edition (the
#: readings of a disputed fact are the incident's own, not another incident).
VARIANT_KINDS = ("subjective_call", "position", "restart", "edition")
#: At most this many variants of one incident (the analysis lists the nearest first).
MAX_VARIANTS = 6


@dataclass(frozen=True)
class Material:
    """One incident a question may be asked of, and where it comes from."""

    incident: Incident
    origin: Origin
    #: The casebook slug, or "<feature file>: <scenario>"; a variant keeps its parent's.
    source: str
    #: A variant's change: the field changed and the value it was given.
    change: tuple[str, Any] | None = None


def casebook(directory: Path = CASEBOOK) -> Iterator[Material]:
    """Every casebook incident that loads, as the app loads it (the app's own, already
    loaded, when every file loads)."""
    if directory == CASEBOOK:
        try:
            loaded = cases()
        except (InputError, ValidationError, OSError, ValueError):
            pass  # (some file does not load: each is read on its own below)
        else:
            yield from (Material(c.incident, "casebook", c.slug) for c in loaded)
            return
    for path in sorted(directory.glob("*.yaml")):
        try:
            incident = read_incident(load_file(path))
        except (InputError, ValidationError, OSError, ValueError) as exc:
            log.warning("trainer: casebook file %s left out: %s", path.name, exc)
            continue
        yield Material(incident, "casebook", path.stem)


def rulebook(found: tuple[recorded.Recorded, ...] | None = None) -> Iterator[Material]:
    """Every incident the rule book's scenarios built at the last run (shipped)."""
    for row in recorded.shipped() if found is None else found:
        try:
            incident = read_incident(row.incident)
        except (ValidationError, ValueError) as exc:
            log.warning("trainer: %s: %s left out: %s", row.feature, row.scenario, exc)
            continue
        yield Material(incident, "rulebook", f"{row.feature}: {row.scenario}")


def variant(parent: Material, change: Alternative) -> Material | None:
    """``parent`` with ``change`` made, or None when that is not a valid incident."""
    data = parent.incident.model_dump(mode="json", exclude_unset=True)
    try:
        if change.field == "edition":
            data["edition"] = change.to_value
        else:
            paths.set_path(data, change.field, change.to_value)
        incident = read_incident(data)
    except (ValidationError, ValueError, KeyError, IndexError, TypeError):
        return None
    return Material(incident, "variant", parent.source, (change.field, change.to_value))


def variants(parent: Material, analysis: Analysis) -> Iterator[Material]:
    """The variants of ``parent``: its analysis's alternatives, each made an incident."""
    made = 0
    for change in analysis.counterfactuals:
        if made >= MAX_VARIANTS:
            return
        if change.kind not in VARIANT_KINDS:
            continue
        found = variant(parent, change)
        if found is not None:
            made += 1
            yield found


def everything() -> Iterator[tuple[Material, Analysis | None]]:
    """The casebook, then the rule book, each incident followed by its variants; each
    incident with its analysis (a variant's is not made: it is only decided)."""
    for parent in (*casebook(), *rulebook()):
        analysis = analyse(parent.incident)
        yield parent, analysis
        for child in variants(parent, analysis):
            yield child, None
