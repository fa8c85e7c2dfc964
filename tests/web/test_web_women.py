"""A women's match's page speaks of women (issue 34): the explanation, the storyboard's
captions and key, the diagram's key and the interview, in four languages."""

from __future__ import annotations

import html
import re

import pytest
from flask.testing import FlaskClient

from explainer.casebook import cases

WOMEN = [c.slug for c in cases() if c.incident.match.women]
#: The pronouns and agreements of tests/unit/test_women_players.py, and the key's words.
PAGE = {
    "en": r"(?i)\b(?:he|his|him|himself)\b",
    "fr": r"\bqu'il\b|-t-il\b|\bchaque coéquipier\b|\bCoéquipier qui\b|\bGardien de but\b|"
    r"\bAttaquant(?: jugé)?\b|\bgêné un adversaire\b|avant-dernier défenseur",
    "de": r"\bjedes Mitspielers\b|\bMitspieler, der\b|\bTorhüter\b|\bAngreifer\b|"
    r"\bkeinen Gegenspieler\b|\bVerteidiger\b",
    "es": r"\bcada compañero\b|\bCompañero que\b|\bPortero\b|\bAtacante juzgado\b|"
    r"\bafectó a un adversario\b|\bpenúltimo defensor\b",
}


def _words(page: str) -> str:
    page = re.sub(r"<(script|style)\b[^>]*>.*?</\1>", " ", page, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


@pytest.mark.parametrize("language", list(PAGE))
@pytest.mark.parametrize("slug", WOMEN)
def test_a_women_s_match_page_speaks_of_women(
    client: FlaskClient, slug: str, language: str
) -> None:
    said = _words(client.get(f"/cases/{slug}?lang={language}").get_data(as_text=True))
    found = sorted({m.group(0) for m in re.finditer(PAGE[language], said)})
    assert not found, found


def test_a_men_s_match_page_is_as_it_was(client: FlaskClient) -> None:
    said = _words(client.get("/cases/2022-10-26-tottenham-sporting-kane?lang=fr").get_data(True))
    assert "Gardien de but" in said and "Coéquipier qui joue le ballon" in said
