"""The API reference in the reader's language: /api/docs and /openapi.json say their title,
introduction and every operation's own words (summary, description, parameters, responses)
in French, German and Spanish; and no description anywhere, in any of the three documents,
leaks reStructuredText markup ("after contact ``after``")."""

from __future__ import annotations

import json
import re
from html import unescape
from typing import Any

import pytest
from flask.testing import FlaskClient

from explainer.views.api import words

#: The title of the document in each language, and one operation's summary.
SAID = {
    "fr": ("API de l'explicateur VAR", "Trancher une action."),
    "de": ("API des VAR-Erklärers", "Eine Szene entscheiden."),
    "es": ("API del explicador del VAR", "Decidir una jugada."),
}


def _own_words(document: dict[str, Any]) -> list[str]:
    return [where[key] for where, key in words.places(document) if where.get(key)]


@pytest.mark.parametrize("lang", sorted(SAID))
def test_the_document_says_its_own_words_in_the_readers_language(
    client: FlaskClient, lang: str
) -> None:
    english = client.get("/openapi.json").get_json()
    said = client.get(f"/openapi.json?lang={lang}").get_json()
    title, summary = SAID[lang]
    assert said["info"]["title"] == title
    assert said["paths"]["/api/v1/decisions"]["post"]["summary"] == summary
    # Every operation's words are translated: none is left as the English says it.
    untranslated = set(_own_words(english)) & set(_own_words(said))
    assert untranslated == set()
    # Only the words change: the same operations, parameters, schemas and statuses.
    assert said["components"] == english["components"]
    assert said["paths"].keys() == english["paths"].keys()


@pytest.mark.parametrize("lang", sorted(SAID))
def test_the_docs_page_speaks_the_readers_language(client: FlaskClient, lang: str) -> None:
    page = unescape(client.get(f"/api/docs?lang={lang}").get_data(as_text=True))
    title, summary = SAID[lang]
    assert f"<h1>{title}</h1>" in page and summary in page
    assert "Decide an incident." not in page and "VAR explainer API" not in page


@pytest.mark.parametrize(
    "path", ["/openapi.json", "/schema/incident.json", "/schema/analysis.json"]
)
def test_no_description_leaks_markup(client: FlaskClient, path: str) -> None:
    text = json.dumps(client.get(path).get_json(), ensure_ascii=False)
    descriptions = re.findall(r'"description": "((?:[^"\\]|\\.)*)"', text)
    assert descriptions
    assert [d for d in descriptions if "`" in d or ":class:" in d or ":func:" in d] == []


def test_the_casebook_list_titles_each_incident_in_the_language_asked(client: FlaskClient) -> None:
    """The titles are words, like the summary; the incident itself is the facts as written."""
    english = client.get("/api/v1/cases").get_json()["cases"]
    french = client.get("/api/v1/cases?lang=fr").get_json()["cases"]
    titles = {c["slug"]: c["title"] for c in french}
    kane = "2022-10-26-tottenham-sporting-kane"
    assert titles[kane] == "Le but tardif de Kane contre le Sporting refusé pour hors-jeu"
    assert [c["incident"] for c in french] == [c["incident"] for c in english]
