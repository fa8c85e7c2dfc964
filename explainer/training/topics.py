"""The trainer's topics: groups of clauses a trainer picks questions by (position,
interference, deflections...), each clause in one group by the family its id names."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from explainer.training.material import Material

#: A clause id's family (its id up to the last dash) -> its topic, in the order topics are
#: listed. A clause of a new family goes to "other" until it is given a topic here.
FAMILIES: dict[str, str] = {
    "OFF-POS": "position",
    "TRIAL-DAYLIGHT": "position",
    "OFF-MOJ": "judgement",
    "OFF-OFF": "interference",
    "OFF-DP": "deflections",
    "PHASE-2": "deflections",
    "PHASE": "phases",
    "OFF-NOOFF": "restarts",
    "OFF-SANC": "restarts",
    "BALL-OUT": "restarts",
    "DROP": "restarts",
    "RESTART-5S": "restarts",
    "RESTART-8S": "restarts",
    "BALL-OFFICIAL": "ball",
    "BALL-STOPPED": "ball",
    "OFF-ORDER": "fouls",
    "HB-SANC": "fouls",
    "VAR-PRIN": "var",
    "VAR-TRIAL": "var",
    "VAR-CAT": "var",
    "VAR-FACT": "var",
    "VAR-PROC": "var",
    "VAR-ANNOUNCE": "var",
    "VAR-RESTART": "var",
    "APP": "var",
    "SAOT": "var",
    "EDITION": "editions",
}
#: Topics nearly every question touches: a question is of another of its topics if it has one.
GENERAL = ("position", "judgement")
TOPICS: tuple[str, ...] = (*dict.fromkeys(FAMILIES.values()), "other")


def family_topic(rule: str) -> str:
    """The topic of clause ``rule``: its own, else its family's."""
    return FAMILIES.get(rule) or FAMILIES.get(rule.rsplit("-", 1)[0], "other")


def topics_of(clauses: tuple[str, ...]) -> tuple[str, ...]:
    """The topics of ``clauses``, each once, in their order."""
    return tuple(dict.fromkeys(family_topic(c) for c in clauses))


def topic_of(kind: str, clauses: tuple[str, ...], material: Material) -> str:
    """A question's topic: the edition's for a variant under another edition, the
    restarts' and VAR's for their questions, else the topic of its first clause."""
    if material.change is not None and material.change[0] == "edition":
        return "editions"
    if kind in ("restart", "restart_place"):
        return "restarts"
    if kind in ("var", "var_restart"):
        return "var"
    # Of the topics its clauses have, the first but position (which nearly every offside
    # question is about) and judgement.
    found = topics_of(clauses)
    return next((t for t in found if t not in GENERAL), found[0] if found else "other")
