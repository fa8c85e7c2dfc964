"""Three loose ends of the drafter's house (session 45): the claims read once a reading and
shared by the sides and the draft; a table's pattern typed for what it is (``Regex``, not a
``re.Pattern`` by ``cast``); ``drafting.warm`` gone with the setting that used it."""

from __future__ import annotations

import ast
import inspect
import re
import typing
from pathlib import Path
from typing import Any

import pytest

import drafting
from drafting.assemble import engine
from drafting.facts import claims as claims_module
from drafting.facts.claims import ClaimFacts
from drafting.lazy import LazyPattern
from drafting.reading import Reading
from drafting.tables import Tables

DRAFTING = Path(drafting.__file__).resolve().parent

# A team's coach says the attacker was onside where the goal was taken away: the sides
# weigh his complaint by the claims (drafting/sides.py), and the draft lists them.
COMPLAINTS = {
    "en": (
        "Harbour City's equaliser was ruled out for offside by the VAR in the 88th minute. "
        '"He was onside, clearly," fumed Harbour City coach Mara Lind after the 1-0 defeat '
        "to Kestrel Town.",
        "Mara Lind",
        "Harbour City",
    ),
    "fr": (
        "Le but égalisateur de Port-Royal a été refusé pour hors-jeu après intervention de "
        "la VAR à la 88e minute. « Il est en jeu, c'est clair », a fulminé l'entraîneur de "
        "Port-Royal, Marc Veyrat.",
        "Marc Veyrat",
        "Port-Royal",
    ),
}


@pytest.mark.parametrize("language", sorted(COMPLAINTS))
def test_the_claims_are_read_once_a_reading(language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    text, speaker, attacking = COMPLAINTS[language]
    readings: list[Reading] = []  # every reading of the draft (kept: their ids stay theirs)
    read: list[Reading] = []
    built = Reading.__init__
    original = claims_module.within_turns  # (called once each time the claims are read)

    def kept(self: Reading, *args: Any, **kwargs: Any) -> None:
        built(self, *args, **kwargs)
        readings.append(self)

    def counted(regions: Any, *turns: Any) -> Any:
        read.append(next(r for r in readings if r.regions is regions))
        return original(regions, *turns)

    monkeypatch.setattr(Reading, "__init__", kept)
    monkeypatch.setattr(claims_module, "within_turns", counted)
    made = drafting.draft(text, language=language)
    assert [(c.speaker, c.about) for c in made.claims] == [(speaker, "onside")]
    assert [f.value for f in made.facts if f.path == "teams.attacking"] == [attacking]
    assert read  # (the sides and the draft both asked)
    # before: once for the sides' complaints and once more for the draft
    assert len({id(r) for r in read}) == len(read), len(read)


def test_the_claims_take_the_reading_alone_and_hand_out_copies() -> None:
    assert list(inspect.signature(ClaimFacts.claims).parameters) == ["self", "r"]
    text = COMPLAINTS["en"][0]
    e = engine("en")
    r = Reading(text, e.patterns)
    first = e.facts.claims(r)
    assert [(c["speaker"], c["about"]) for c in first] == [("Mara Lind", "onside")]
    first[0]["about"] = "offside"  # a caller's change is its own
    first.append({})
    assert [(c["speaker"], c["about"]) for c in e.facts.claims(r)] == [("Mara Lind", "onside")]


# --- a table's pattern typed for what it is ---------------------------------------------------


def test_a_table_pattern_is_typed_regex_which_both_kinds_of_pattern_answer() -> None:
    from drafting.lazy import Regex

    assert typing.get_type_hints(Tables.compile)["return"] is Regex
    members = [n for n in vars(Regex) if not n.startswith("_")]
    assert {"pattern", "flags", "search", "match", "finditer", "sub"} <= set(members)
    source = r"(?P<who>\w+) (?:levelled|equalised)"
    text = "Late on, Ortega levelled; then Brandt equalised again."
    lazy, compiled = LazyPattern(source, re.IGNORECASE), re.compile(source, re.IGNORECASE)
    for name in members:
        mine, theirs = getattr(lazy, name), getattr(compiled, name)
        if callable(theirs):
            args = ("x", text) if name == "sub" else (text,)
            mine, theirs = mine(*args), theirs(*args)
            if name == "finditer":
                mine, theirs = [m.span() for m in mine], [m.span() for m in theirs]
            elif isinstance(theirs, re.Match):
                mine, theirs = mine.span(), theirs.span()
        assert mine == theirs, name


def _calls(tree: ast.AST) -> list[ast.Call]:
    return [n for n in ast.walk(tree) if isinstance(n, ast.Call)]


def test_no_code_of_the_drafter_takes_a_pattern_for_a_re_pattern() -> None:
    """No ``cast`` to a ``re.Pattern`` (``Tables.compile`` made one of a LazyPattern) and
    no ``isinstance(x, re.Pattern)`` (false of a table's pattern). (The isinstance half
    is a guard: there was none before.)"""
    found = []
    # (not drafting/eval: its held-out part stays unseen)
    folders = [d for d in DRAFTING.iterdir() if d.is_dir() and d.name != "eval"]
    paths = [*DRAFTING.glob("*.py"), *(p for d in folders for p in d.rglob("*.py"))]
    for path in sorted(paths):
        for call in _calls(ast.parse(path.read_text(encoding="utf-8"))):
            name = ast.unparse(call.func)
            said = " ".join(ast.unparse(a) for a in call.args)
            if name in ("cast", "typing.cast") and "Pattern" in said:
                found.append((path.name, call.lineno, ast.unparse(call)))
            if name == "isinstance" and "re.Pattern" in said:
                found.append((path.name, call.lineno, ast.unparse(call)))
    assert not found


def test_drafting_has_no_warm_left() -> None:
    """Nothing starts the drafting processes ready any more (explainer/limits.py)."""
    assert not hasattr(drafting, "warm")
    assert "warm" not in drafting.__all__
