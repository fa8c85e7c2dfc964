"""The API reference in the reader's language: /api/docs and /openapi.json say their title,
introduction, every operation's own words (summary, description, parameters, responses)
and every schema's description and field descriptions in French, German and Spanish; and
no description anywhere, in any of the three documents, leaks reStructuredText markup
("after contact ``after``")."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
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
    assert _without_descriptions(said["components"]) == _without_descriptions(english["components"])
    assert said["paths"].keys() == english["paths"].keys()


def _descriptions(node: Any, at: str = "") -> Iterator[tuple[str, str]]:
    """Every description in a JSON Schema document, with where it is (the schema, and the
    path of keywords and field names down to it)."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "description" and isinstance(value, str):
                yield at, value
            else:
                yield from _descriptions(value, f"{at}/{key}")
    elif isinstance(node, list):
        for n, value in enumerate(node):
            yield from _descriptions(value, f"{at}/{n}")


def _without_descriptions(node: Any) -> Any:
    if isinstance(node, dict):
        return {
            k: _without_descriptions(v)
            for k, v in node.items()
            if not (k == "description" and isinstance(v, str))
        }
    if isinstance(node, list):
        return [_without_descriptions(v) for v in node]
    return node


def _said_in_english(english: dict[str, str], said: dict[str, str]) -> list[str]:
    """The descriptions ``said`` leaves as English has them, where each is."""
    assert said.keys() == english.keys()
    return sorted(f"{at}: {text[:60]}" for at, text in said.items() if text == english[at])


@pytest.mark.parametrize("lang", sorted(SAID))
def test_every_schema_description_is_said_in_the_readers_language(
    client: FlaskClient, lang: str
) -> None:
    """The schemas' descriptions (a model's docstring, a field's description), in the
    OpenAPI document and on the docs page: none is left as the English one."""
    english = client.get("/openapi.json").get_json()["components"]
    said = client.get(f"/openapi.json?lang={lang}").get_json()["components"]
    english_texts = dict(_descriptions(english))
    assert len(english_texts) > 100
    assert _said_in_english(english_texts, dict(_descriptions(said))) == []
    page = " ".join(unescape(client.get(f"/api/docs?lang={lang}").get_data(as_text=True)).split())
    schemas = page.split('id="schemas"', 1)[1]
    left = [" ".join(text.split()) for text in english_texts.values()]
    assert [text[:60] for text in left if text in schemas] == []
    # Each is shown as the document says it, and not marked as English.
    for text in (" ".join(t.split()) for _, t in _descriptions(said)):
        assert text in schemas and f'lang="en">{text}' not in schemas, text[:60]
    assert "Their descriptions are in English." not in page


#: A list, a map, a choice of values and alternatives in the docs page's type column.
TYPES = {
    "fr": ("liste de Finding", "une valeur parmi ", "string ou null"),
    "de": ("Liste von Finding", "einer von ", "string oder null"),
    "es": ("lista de Finding", "uno de ", "string o null"),
}


@pytest.mark.parametrize("lang", sorted(TYPES))
def test_the_docs_page_says_each_field_s_type_in_the_readers_language(
    client: FlaskClient, lang: str
) -> None:
    """The type column words a list, a map, a choice and alternatives in the language (the
    JSON Schema's type names and the schemas' names are code, as written)."""
    page = unescape(client.get(f"/api/docs?lang={lang}").get_data(as_text=True))
    schemas = page.split('id="schemas"', 1)[1]
    assert all(said in schemas for said in TYPES[lang]), TYPES[lang]
    cells = re.findall(r"<td[^>]*>(.*?)</td>", schemas, re.S)
    english = re.compile(r"\b(list of|map of|one of)\b| or ")
    assert [cell for cell in cells if english.search(re.sub(r"<[^>]+>", "", cell))] == []
    assert '<td lang="en">' not in schemas


def test_the_description_check_finds_one_left_in_english() -> None:
    """The check above fails on a description the translation left as it was."""
    english = {"/Links/properties/page": "The explanation page (its canonical URL)."}
    assert _said_in_english(english, {"/Links/properties/page": "La page d'explication."}) == []
    assert _said_in_english(english, english) == [
        "/Links/properties/page: The explanation page (its canonical URL)."
    ]


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
