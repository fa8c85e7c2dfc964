"""The top line never says the VAR checked a decision when no report says it did: Castro's
goal from a goal kick (Santa Fe v Millonarios, 2024) stood, and the reports say only that
the VAR did not step in, not whether it checked (`officials.var_checked` unknown)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from explainer.cli import main

CASTRO = Path("explainer/casebook/2024-11-26-santafe-millonarios-castro.yaml")


def _top(path: Path, lang: str = "en") -> str:
    result = CliRunner().invoke(main, ["explain", str(path), "--lang", lang])
    assert result.exit_code == 0, result.output
    return " ".join(result.output.split("\n\n")[0].split())


def test_an_unreported_check_is_not_told_as_a_check() -> None:
    top = _top(CASTRO)
    assert "after the VAR check" not in top
    assert "the reports do not say whether VAR checked it" in top


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("fr", "si la VAR l'a vérifiée"),
        ("de", "ob der VAR sie überprüft hat"),
        ("es", "si el VAR la revisó"),
    ],
)
def test_in_every_language(lang: str, words: str) -> None:
    assert words in _top(CASTRO, lang)


def test_a_reported_check_is_told(tmp_path: Path) -> None:
    data = yaml.safe_load(CASTRO.read_text(encoding="utf-8"))
    data["officials"]["var_checked"] = True
    checked = tmp_path / "checked.yaml"
    checked.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    top = _top(checked)
    assert "after the VAR check" in top
    assert "do not say whether VAR checked" not in top
