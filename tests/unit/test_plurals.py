"""Counts are worded with each language's plural forms (ngettext), never ``n == 1``:
French says 0 like 1 ("0 scénario"), and the .po headers' Plural-Forms decide."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from explainer import i18n
from explainer.wording import environment

TEMPLATES = Path(__file__).resolve().parents[2] / "templates"
#: A count worded by comparing it with 1 instead of by the language's plural forms.
BY_HAND = re.compile(r"(if|elif) [\w.\[\]]+ == 1 (%\}\{\{ _\(|else _\()|== 1 else _\(")


def test_no_template_words_a_count_by_comparing_it_with_one() -> None:
    found = [
        str(p.relative_to(TEMPLATES))
        for p in TEMPLATES.rglob("*")
        if p.is_file() and BY_HAND.search(p.read_text())
    ]
    assert found == []


def _scenarios(n: int) -> str:
    return i18n.ngettext("%(num)s scenario", "%(num)s scenarios", n) % {"num": n}


@pytest.mark.parametrize(
    ("lang", "zero", "one", "two"),
    [
        ("en", "0 scenarios", "1 scenario", "2 scenarios"),
        ("fr", "0 scénario", "1 scénario", "2 scénarios"),
        ("de", "0 Szenarien", "1 Szenario", "2 Szenarien"),
        ("es", "0 escenarios", "1 escenario", "2 escenarios"),
    ],
)
def test_each_language_has_its_own_plural_forms(lang: str, zero: str, one: str, two: str) -> None:
    with i18n.speaking(lang):
        assert [_scenarios(0), _scenarios(1), _scenarios(2)] == [zero, one, two]


def test_what_the_analysis_left_unexplored_is_counted_in_each_language() -> None:
    from rules import Unexplored

    said = environment().get_template("alternatives/unexplored.txt.j2").module.text
    one = Unexplored(counterfactuals=1, readings=1, editions=1)
    english = said(one)
    assert "1 other change of fact" in english and "1 edition of the Laws" in english
    with i18n.speaking("fr"):
        french = said(one)
    assert "1 autre changement de fait" in french and "1 édition des Lois du jeu" in french
