"""What a draft gives a sentence, field by field, in the evaluation's terms
(drafting.eval.score.view): shared by the table-driven tests of the drafter's readings
(sides/, touches/, claims/, ...), and the dev paragraphs the tests of the drafter's speed
draft with and without a skip (reading/test_skips.py, reading/test_scan.py)."""

from pathlib import Path
from typing import Any

import yaml

import drafting
from drafting.eval.score import view

EVAL = Path(__file__).resolve().parents[2] / "drafting" / "eval"


def dev_texts(language: str, count: int) -> list[dict[str, Any]]:
    """``count`` dev paragraphs of ``language``, spread over the set."""
    files = sorted((EVAL / language).glob("*.yaml"))
    step = max(1, len(files) // count)
    return [yaml.safe_load(f.read_text(encoding="utf-8")) for f in files[::step][:count]]


#: An opening sentence with a result, in each language: the teams and the day.
OPENING = {
    "en": "Arsenal beat Chelsea 2-1 on Saturday. ",
    "fr": "Le PSG a battu Lyon 2-1 samedi. ",
    "de": "Bayern schlug Dortmund 2:1 am Samstag. ",
    "es": "El Betis ganó 2-1 al Sevilla el sábado. ",
}

Touch = tuple[str | None, str | None, str | None, str | None]

#: A drafted touch by its player's name: (who, action, direction).
Told = tuple[str | None, str | None, str | None]


def told_touches(text: str, language: str) -> list[Told]:
    """The draft's touches of ``text`` in order, each as its player's name, its action and
    its direction (touches/test_passes_into_the_stride.py,
    touches/test_pronoun_subjects_and_announced_restarts.py)."""
    d = drafting.draft(text, language=language)
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    return [
        (names.get(t.get("by", "")), t.get("action"), t.get("direction"))
        for t in d.incident.get("sequence", [])
    ]


def viewed(text: str, language: str) -> dict[str, Any]:
    """The draft of ``text`` as the evaluation scores it."""
    return view(drafting.draft(text, language=language))


def sides(text: str, language: str) -> tuple[object, object]:
    """The attacking and the defending team of the draft of ``text``."""
    v = viewed(text, language)
    return v["attacking_team"], v["defending_team"]


def sequence(language: str, text: str) -> list[Touch]:
    """Each touch of the draft: by, action, direction, classification."""
    v = view(drafting.draft(text, language=language))
    return [
        (t.get("by"), t.get("action"), t.get("direction"), t.get("classification"))
        for t in v["sequence"]
    ]


def touches(language: str, text: str) -> list[tuple[str | None, str | None]]:
    """Each touch of the draft: by and action."""
    return [(by, action) for by, action, _, _ in sequence(language, text)]


def claims(text: str, language: str) -> list[list[Any]]:
    """The draft's claims: [speaker, about] each."""
    return [list(c) for c in viewed(text, language)["claims"]]


def calls(text: str, language: str) -> list[list[Any]]:
    """The draft's calls: [official, call] each."""
    return [list(c) for c in viewed(text, language)["calls"]]
