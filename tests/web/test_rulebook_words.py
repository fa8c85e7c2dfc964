"""The rule book reads as the Laws' reasoning, for referee educators: its steps never speak
of the engine (trace, findings, rule ids, field names), and real players keep the
diacritics of their names, in features/ and on every page of the rule book."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from explainer import rulebook
from rules import RULES

ROOT = Path(__file__).resolve().parents[2]
FEATURES = ROOT / "features"

#: Words that speak of the engine rather than of the Law: its trace and findings, a
#: clause's id (OFF-POS-3), a field name or a value as the code spells it (on_field).
ENGINE_WORDS = re.compile(
    r"\b(?:traces?|engine|findings?|rule ids?|outcome tokens?)\b"
    r"|\b[a-z]+(?:_[a-z0-9]+)+\b"
    r"|\b[A-Z]{2,}(?:-[A-Z0-9]+)*-\d+\b",
    re.IGNORECASE,
)

#: Real players the rule book names, as they write their names. None may ever appear
#: without its diacritics (the ASCII spelling on the left).
KNOWN_NAMES = {
    "Mbappe": "Mbappé",
    "Rudiger": "Rüdiger",
    "Konate": "Konaté",
    "Gundogan": "Gündoğan",
    "Diaz": "Díaz",
    "Garcia": "García",
    "Hernandez": "Hernández",
    "Nunez": "Núñez",
    "Modric": "Modrić",
    "Perisic": "Perišić",
    "Vinicius": "Vinícius",
    "Skriniar": "Škriniar",
    "Ostigard": "Østigård",
    "Fabianski": "Fabiański",
    "Adan": "Adán",
    "Inacio": "Inácio",
    "Mane": "Mané",
    "Dubravka": "Dúbravka",
    "Simon": "Simón",
    "Estupinan": "Estupiñán",
    "Alvaro": "Álvaro",
}
BARE_NAME = re.compile(r"(?<![\w/.-])(" + "|".join(KNOWN_NAMES) + r")(?![\w-])")


def engine_words(text: str) -> list[str]:
    """The engine's words in ``text`` (empty when it reads as the Law's reasoning)."""
    return [m.group(0) for m in ENGINE_WORDS.finditer(text)]


def bare_names(text: str) -> list[str]:
    """Known players' names written without their diacritics in ``text``."""
    return [m.group(1) for m in BARE_NAME.finditer(text)]


def step_texts(book: rulebook.RuleBook) -> Iterator[tuple[str, str]]:
    """(where, text) for every line a reader of a scenario reads: its name, its steps and
    their tables, its Examples, and each feature's Background."""
    for feature in book.features:
        for step in feature.background:
            yield f"{feature.file} Background", step.text
        for sc in feature.scenarios:
            where = f"{sc.file}:{sc.line}"
            yield where, sc.name
            for step in sc.steps:
                yield where, step.text
                yield from ((where, cell) for row in step.table for cell in row)
                if step.docstring:
                    yield where, step.docstring
            for table in sc.examples:
                cells = (table.name, *table.header, *(c for row in table.rows for c in row))
                yield from ((f"{where} Examples", cell) for cell in cells)


def offending(lines: Iterable[tuple[str, str]], check: object) -> list[str]:
    assert callable(check)
    return [f"{where}: {found} in {text!r}" for where, text in lines if (found := check(text))]


def test_no_step_of_the_rule_book_speaks_of_the_engine() -> None:
    book = rulebook.load(FEATURES)
    assert book.problem is None
    assert offending(step_texts(book), engine_words) == []


@pytest.mark.parametrize(
    "planted",
    [
        "the trace records that Kane was in an offside position",
        "the engine decides that the goal stands",
        "the finding says Kane was onside",
        "OFF-POS-3 applies to Kane",
        "the on_field call is no goal",
        "the outcome is not_offside_position",
    ],
)
def test_a_planted_engine_step_is_found(tmp_path: Path, planted: str) -> None:
    (tmp_path / "planted.feature").write_text(
        f"Feature: Planted\n\n  Scenario: Kane scores\n    Given Kane scores\n    Then {planted}\n",
        encoding="utf-8",
    )
    found = offending(step_texts(rulebook.load(tmp_path)), engine_words)
    assert len(found) == 1 and "planted.feature:3" in found[0]


def test_the_laws_own_reasoning_is_not_taken_for_engine_words() -> None:
    for fine in (
        "the reasoning says that being in an offside position was not in itself an offence",
        "the outcome turns on the fact that Díaz was behind the second-last opponent",
        "Mbappé is penalised for offside",
    ):
        assert engine_words(fine) == []


def test_known_players_keep_their_diacritics_in_the_feature_files() -> None:
    lines = [
        (f"{path.name}:{number}", line)
        for path in sorted(FEATURES.glob("*.feature"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        # a casebook incident is named by its file's slug, which is ASCII by design
        if not line.strip().startswith("Given the casebook incident")
    ]
    assert offending(lines, bare_names) == []


def test_a_name_without_its_diacritics_is_found() -> None:
    assert bare_names("Given the defending team is Spain: Garcia and Rudiger's mate") == [
        "Garcia",
        "Rudiger",
    ]
    assert bare_names("García, Rüdiger, Mbappé, Konaté, Gündoğan, Simón") == []
    # a word that only contains a name is no name
    assert bare_names("Simoni and Manet, diaz-2023") == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_known_players_keep_their_diacritics_on_every_rule_book_page(
    client: FlaskClient, lang: str
) -> None:
    pages = ["/laws", *(f"/laws/{rule_id}" for rule_id in RULES)]
    found = []
    for address in pages:
        page = client.get(f"{address}?lang={lang}").get_data(as_text=True)
        found += [f"{address}: {name}" for name in bare_names(re.sub(r"<[^>]+>", " ", page))]
    assert found == []
