"""A women's match's page speaks of women (issue 34): the explanation, the storyboard's
captions and key, the diagram's key and the interview, in four languages."""

from __future__ import annotations

import html
import re

import pytest
from flask.testing import FlaskClient

from explainer.casebook import cases
from rules import Incident

WOMEN = [c.slug for c in cases() if c.incident.match.women]
#: The pronouns and agreements of tests/unit/test_women_players.py, and the key's words.
PAGE = {
    "en": r"(?i)\b(?:he|his|him|himself)\b",
    # (as there, "qu'il a été renvoyé" and "a-t-il été un jeu" speak of the ball)
    "fr": r"\bqu'il\b(?!\s+a\s+été\s+renvoyé)|-t-il\b(?!\s+été\s+un\s+jeu)|\bchaque coéquipier\b|"
    r"\bCoéquipier qui\b|\bGardien de but\b|"
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


@pytest.mark.parametrize(("answer", "women"), [("yes", True), ("no", False), ("", None)])
def test_the_form_asks_whether_it_is_a_women_s_match(
    client: FlaskClient, kane_fields: dict[str, str], answer: str, women: bool | None
) -> None:
    response = client.post("/explain", data={**kane_fields, "match-women": answer, "op": "explain"})
    assert response.status_code == 303
    ident = response.headers["Location"].rsplit("/", 1)[1]
    stored = client.get(f"/api/v1/incidents/{ident}").get_json()["incident"]
    assert stored["match"].get("women") is women
    page = _words(client.get(f"{response.headers['Location']}?lang=fr").get_data(as_text=True))
    assert ("Gardienne de but" in page) is (women is True)


@pytest.mark.parametrize("slug", WOMEN)
def test_a_women_s_match_started_from_shows_it(client: FlaskClient, slug: str) -> None:
    page = client.get(f"/explain?case={slug}").get_data(as_text=True)
    chosen = re.search(r'<select id="match-women".*?</select>', page, re.S)
    assert chosen is not None and '<option value="yes" selected' in chosen.group(0)


def test_the_api_speaks_of_women_and_its_schema_has_the_fact(client: FlaskClient) -> None:
    (case,) = [c for c in cases() if c.slug == "2019-06-13-australia-brazil-kerr"]
    data = case.incident.model_dump(mode="json", exclude_none=True)
    answer = client.post("/api/v1/decisions?lang=fr", json=data).get_json()
    said = answer["explanation"] + answer["summary"]["headline"]
    assert "Elle était nettement" in said and "ni gêné une adversaire" in said
    assert not re.search(PAGE["fr"], said)
    schema = Incident.model_json_schema()
    assert "women" in schema["$defs"]["Match"]["properties"]
