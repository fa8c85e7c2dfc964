"""The API reference's own words in the reader's language: the document's title and
introduction, each operation's summary, description, parameters and responses, and each
schema's description and its fields' descriptions.

They are written in English once, where each is declared: an operation in a view's
docstring, its ``Param`` and responses (explainer/views/api/operations.py and docs.py); a
schema in its pydantic model's docstring and ``Field(description=...)`` (explainer/openapi.py,
rules/incident/, rules/trace.py, drafting/), which pydantic puts in the document. They are
extracted from the document itself by ``explainer.views.api.docs.extract`` into their own
catalog (area ``api``, explainer/locales/areas/api.cfg) and said through it with the
context ``API reference`` when the document is read in another language.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from typing import Any

from explainer import i18n

CONTEXT = "API reference"


def _said(text: str) -> str:
    return i18n.pgettext(CONTEXT, text) if text else text


#: The JSON Schema keywords whose value is a schema, or schemas in a list or by name.
_SUBSCHEMA = ("items", "additionalProperties", "not")
_SUBSCHEMAS = ("anyOf", "oneOf", "allOf", "prefixItems")
_NAMED_SUBSCHEMAS = ("properties", "$defs", "patternProperties")


def places(document: dict[str, Any]) -> Iterator[tuple[dict[str, Any], str]]:
    """Where the document holds words of its own: (the mapping, its key), in reading order."""
    yield document["info"], "title"
    yield document["info"], "description"
    for methods in document["paths"].values():
        for op in methods.values():
            yield op, "summary"
            yield op, "description"
            for param in op.get("parameters", ()):
                yield param, "description"
            for response in op.get("responses", {}).values():
                yield response, "description"
    for schema in document.get("components", {}).get("schemas", {}).values():
        yield from _schema_places(schema)


def _schema_places(schema: Any) -> Iterator[tuple[dict[str, Any], str]]:
    """The descriptions of a JSON Schema and of the schemas inside it (its fields, its
    items, its alternatives), never a value it holds (a default, an example)."""
    if not isinstance(schema, dict):
        return
    yield schema, "description"
    for key in _SUBSCHEMA:
        yield from _schema_places(schema.get(key))
    for key in _SUBSCHEMAS:
        for sub in schema.get(key, ()):
            yield from _schema_places(sub)
    for key in _NAMED_SUBSCHEMAS:
        for sub in (schema.get(key) or {}).values():
            yield from _schema_places(sub)


def worded(document: dict[str, Any], say: Callable[[str], str] = _said) -> dict[str, Any]:
    """A copy of the OpenAPI ``document`` with its own words in the current language."""
    return _said_in(document, places, say)


def _said_in(
    document: dict[str, Any],
    where_words: Callable[[Any], Iterator[tuple[dict[str, Any], str]]],
    say: Callable[[str], str] = _said,
) -> dict[str, Any]:
    """A copy of ``document`` with the words ``where_words`` finds in it said by ``say``
    (the document itself in English)."""
    if i18n.current() == i18n.DEFAULT:
        return document
    found = copy.deepcopy(document)
    for where, key in where_words(found):
        if isinstance(where.get(key), str):
            where[key] = say(where[key])
    return found


def schema_worded(schema: dict[str, Any]) -> dict[str, Any]:
    """A copy of a JSON Schema (/schema/incident.json, /schema/analysis.json) with its
    descriptions in the current language, said as the OpenAPI document says them."""
    return _said_in(schema, _schema_places)
