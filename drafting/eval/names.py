"""Names compared as the evaluation compares them: a player's by its last words, a team's
or competition's leniently (accents, case, a club's affixes, the tables' aliases in any
language)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import yaml

from drafting.people import fold

LANGUAGES = ("en", "fr", "de", "es")
#: The drafter's data files, one directory per language.
DATA_ROOT = Path(__file__).resolve().parent.parent / "data"


def same_name(a: str | None, b: str | None) -> bool:
    """One name is the other, or the other's last words or first word ("Kane")."""
    if a is None or b is None:
        return a is b
    x, y = fold(a).split(), fold(b).split()
    if not x or not y:
        return False
    if x == y:
        return True
    short, long = (x, y) if len(x) < len(y) else (y, x)
    return long[-len(short) :] == short or (len(short) == 1 and long[0] == short[0])


#: Words a club's or competition's name may carry or drop ("FC Barcelona", "the Bees").
AFFIXES = frozenset(
    [
        "fc",
        "cf",
        "sc",
        "ac",
        "afc",
        "ssc",
        "as",
        "sv",
        "vfb",
        "vfl",
        "tsg",
        "bv",
        "fk",
        "sk",
        "cd",
        "ud",
        "rc",
        "rcd",
        "ca",
        "club",
        "de",
        "the",
        "le",
        "la",
        "les",
        "el",
        "los",
        "das",
        "der",
        "die",
    ]
)


@cache
def _table_entries() -> list[tuple[str, list[str]]]:
    """Every team of every language's table: its name and its names (name and aliases)."""
    out: list[tuple[str, list[str]]] = []
    for language in LANGUAGES:
        path = DATA_ROOT / language / "teams.yaml"
        if not path.exists():
            continue
        for team in (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).get("teams", []):
            out.append((team["name"], [team["name"], *(team.get("aliases") or [])]))
    return out


@cache
def _aliases() -> dict[str, str]:
    """Every team name and alias in every language's table, to one key per team."""
    out: dict[str, str] = {}
    for name, names in _table_entries():
        key = _plain(name)
        for alias in names:
            out.setdefault(_plain(alias), key)
    return out


@cache
def _entries() -> dict[str, list[frozenset[str]]]:
    """For each plain name, the tables' entries (one team's name and aliases, in one
    language) that hold it: "Catar" and "Qatar" are one entry of the Spanish table."""
    out: dict[str, list[frozenset[str]]] = {}
    for _, names in _table_entries():
        plain = frozenset(_plain(a) for a in names)
        for name in plain:
            out.setdefault(name, []).append(plain)
    return out


def _plain(name: str) -> str:
    words = [w for w in fold(name).replace("-", " ").replace(".", " ").split()]
    kept = [w for w in words if w not in AFFIXES]
    return " ".join(kept or words)


def same_team(a: str | None, b: str | None) -> bool:
    """Two names of one team or competition: equal once plain, one the other's first or
    last words, or aliases of one team in a table."""
    if a is None or b is None:
        return a is b
    x, y = _plain(str(a)), _plain(str(b))
    if x == y:
        return True
    table = _aliases()
    if table.get(x, x) == table.get(y, y) and (x in table or y in table):
        return True
    if any(y in entry for entry in _entries().get(x, [])):
        return True
    short, long = (x.split(), y.split()) if len(x) < len(y) else (y.split(), x.split())
    return bool(short) and (long[: len(short)] == short or long[-len(short) :] == short)
