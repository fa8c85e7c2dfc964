"""A process's first draft of a language (issue 32): the tables' patterns compiled at their
first use (drafting.lazy), the prefilter's reading of a pattern's source with a run of
literal characters one node (drafting.pattern_source), the data files read with libyaml."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pytest
import yaml

import drafting
from drafting import assemble, pattern_source, prefilter
from drafting.language import available
from drafting.lazy import LazyPattern, flags_of
from drafting.pattern_source import Node, UnsureError, parse
from drafting.tables import DATA, LOADER, Tables, read_data

LANGUAGES = available()


def _recorded(language: str) -> tuple[assemble.Engine, list[LazyPattern]]:
    """A fresh engine of ``language`` (not the process's), and every pattern its tables
    compiled for it."""
    made: list[LazyPattern] = []
    original = Tables.compile

    def keep(self: Tables, template: str, flags: int = re.IGNORECASE) -> Any:
        found = original(self, template, flags)
        assert isinstance(found, LazyPattern)
        made.append(found)
        return found

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Tables, "compile", keep)
        built = assemble.engine.__wrapped__(language)
    return built, made


@cache
def _sources(language: str) -> tuple[str, ...]:
    return tuple(p.pattern for p in _recorded(language)[1])


# --- LazyPattern -----------------------------------------------------------------------------


def test_a_lazy_pattern_compiles_at_its_first_use_and_answers_as_the_compiled_one() -> None:
    source = r"(?P<who>[A-Z]\w+) (?:scored|netted)(?: (?P<how>late))?"
    lazy, compiled = LazyPattern(source, re.IGNORECASE), re.compile(source, re.IGNORECASE)
    text = "Mireille Odo netted late, then Ines Varga scored. Odo SCORED."
    assert (lazy.pattern, lazy.flags) == (compiled.pattern, compiled.flags)
    assert not lazy.is_compiled  # its source and flags are known without compiling
    assert lazy.search(text, 5) is not None
    assert lazy.is_compiled
    assert lazy.search(text, 5).span() == compiled.search(text, 5).span()  # type: ignore[union-attr]
    assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in compiled.finditer(text)]
    assert (
        lazy.findall(text)
        == compiled.findall(text)
        == [("Odo", "late"), ("Varga", ""), ("Odo", "")]
    )
    assert lazy.split(text, 1) == compiled.split(text, 1)
    assert lazy.sub(r"\g<who>!", text) == compiled.sub(r"\g<who>!", text)
    assert lazy.subn("x", text, 2) == compiled.subn("x", text, 2)
    assert lazy.match(text) is None and compiled.match(text) is None
    assert lazy.fullmatch("Odo scored") is not None
    assert (lazy.groups, dict(lazy.groupindex)) == (2, {"who": 1, "how": 2})


def test_a_lazy_pattern_that_does_not_compile_fails_at_its_first_use() -> None:
    lazy = LazyPattern(r"(?:ruled out", re.IGNORECASE)
    assert lazy.pattern == r"(?:ruled out"
    with pytest.raises(re.error):
        lazy.search("the goal was ruled out")


@pytest.mark.parametrize(
    ("source", "flags"),
    [
        ("offside", 0),
        ("offside", re.IGNORECASE),
        ("(?i)offside", 0),
        ("(?s)(?m)off.side", re.IGNORECASE),
        ("(?a)off", 0),
        ("off", re.ASCII | re.VERBOSE),
        ("(?x) off side", 0),
        ("a(?i:b)", 0),
    ],
)
def test_the_flags_are_the_compiled_patterns_without_compiling(source: str, flags: int) -> None:
    assert flags_of(source, flags) == re.compile(source, flags).flags


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_pattern_of_every_language_compiles_with_the_flags_it_said(language: str) -> None:
    _, patterns = _recorded(language)
    assert len(patterns) > 300
    for lazy in patterns:
        said = lazy.flags
        assert lazy.compiled().flags == said, lazy.pattern[:80]


def test_a_draft_compiles_only_the_patterns_its_text_may_match(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    built, patterns = _recorded("de")
    monkeypatch.setattr(assemble, "engine", lambda language="en": built)
    made = drafting.draft("Das Tor von Anna Weiß in der 12. Minute zählte nicht.", language="de")
    assert made.incident  # drafted with the fresh engine
    compiled = [p for p in patterns if p.is_compiled]
    # the patterns whose words the text lacks are never compiled: most of them
    assert 0 < len(compiled) < len(patterns) / 4


# --- the data files ---------------------------------------------------------------------------


def test_the_data_files_read_the_same_with_libyaml_as_without() -> None:
    assert LOADER is getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    files = sorted(DATA.glob("*/*.yaml"))
    assert len(files) >= 20
    for path in files:
        pure = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.SafeLoader)  # noqa: S506
        # (repr: a 1 read as 1.0 or True would differ)
        assert repr(read_data(path)) == repr(pure), path


# --- a pattern's source, a run of characters one node ----------------------------------------


def test_a_run_of_literal_characters_is_one_node() -> None:
    assert parse(r"\bruled out\b") == [[("left",), ("lit", "ruled out"), ("left",)]]
    # a character a repetition follows is a node of its own
    assert parse(r"goals? off|goal{2}") == [
        [("lit", "goal"), ("opt", ("lit", "s"), True), ("lit", " off")],
        [("lit", "goa"), ("other",)],
    ]
    assert parse(r"a{b}") == [[("lit", "a"), ("lit", "{"), ("lit", "b}")]]


def _by_characters(nodes: list[Node]) -> list[Node]:
    """``nodes`` with each run of literal characters a node a character."""
    out: list[Node] = []
    for node in nodes:
        if node[0] == "lit":
            out += [("lit", c) for c in str(node[1])]
        elif node[0] == "group":
            out.append(("group", [_by_characters(b) for b in node[1]], node[2]))  # type: ignore[attr-defined]
        elif node[0] == "ahead":
            out.append(("ahead", [_by_characters(b) for b in node[1]]))  # type: ignore[attr-defined]
        elif node[0] == "opt":
            out.append(("opt", _by_characters([node[1]])[0], node[2]))  # type: ignore[list-item]
        else:
            out.append(node)
    return out


def _read(source: str) -> tuple[object, ...]:
    try:
        branches = parse(source)
    except (UnsureError, ValueError, IndexError) as unsure:
        return (type(unsure),)
    return branches, prefilter.requirements(source), prefilter.leads_of(source)


@pytest.mark.parametrize("language", LANGUAGES)
def test_runs_read_every_pattern_as_single_characters_did(
    language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The nodes a character each (as the prefilter read them before runs), and the
    requirements and beginnings read from them, of every pattern of the language."""
    sources = _sources(language)
    by_runs = [_read(s) for s in sources]
    monkeypatch.setattr(pattern_source, "_LITERAL", re.compile("(?!)"))  # no run
    by_characters = [_read(s) for s in sources]
    assert len(sources) > 300
    for source, runs, chars in zip(sources, by_runs, by_characters, strict=True):
        if len(runs) == 1:
            assert runs == chars, source[:80]
            continue
        assert isinstance(runs[0], list)
        assert (_by_characters_all(runs[0]), *runs[1:]) == chars, source[:80]


def _by_characters_all(branches: list[list[Node]]) -> list[list[Node]]:
    return [_by_characters(b) for b in branches]
