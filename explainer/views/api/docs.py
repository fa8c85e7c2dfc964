"""The JSON API's documents: the OpenAPI 3.1 document, the incident and analysis
schemas, and the docs page rendered from the document."""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path
from typing import Any

from flask import Blueprint, Response, render_template

from explainer import cards, casebook, i18n, openapi
from explainer.loading import load_file
from explainer.openapi import OEmbed, Operation, Param, Problem
from explainer.views.api import words
from explainer.views.api.operations import LANG, OPERATIONS

docs = Blueprint("apidocs", __name__)

TITLE = "VAR explainer API"
DESCRIPTION = (
    "Explains offside and VAR decisions: send an incident (the facts of a move, as "
    "structured data) and get the decision under the Laws of the Game, every step of the "
    "reasoning with its citation, what VAR could do, what would have changed the decision, "
    "and the explanation in plain words. Errors are JSON with the path of each bad field."
)

#: The casebook incident the docs page shows as an example request.
EXAMPLE_CASE = "2022-10-26-tottenham-sporting-kane"


def _oembed_operation() -> Operation:
    """/oembed is served by explainer.views.embed; it is documented here with the rest."""
    return Operation(
        method="GET",
        rule="/oembed",
        operation_id="oembed",
        summary="Describe an explanation page for embedding (oEmbed 1.0).",
        description=(
            "For an explanation or casebook page of this site, an oEmbed response of type "
            "rich: an iframe of the embeddable card. Only format=json is offered."
        ),
        tag="embeds",
        params=(
            Param("url", "query", {"type": "string", "format": "uri"}, "The page URL.", True),
            Param("format", "query", {"type": "string", "enum": ["json", "xml"]}, "json only."),
            Param("maxwidth", "query", {"type": "integer", "minimum": 1}, "Widest embed wanted."),
            Param("maxheight", "query", {"type": "integer", "minimum": 1}, "Tallest embed wanted."),
            LANG,
        ),
        responses={
            200: ("The oEmbed response.", OEmbed),
            400: ("The url or a size is missing or invalid.", Problem),
            404: ("The url is not an explanation page of this site.", Problem),
            501: ("The format asked for is not offered (xml).", Problem),
        },
    )


@lru_cache(maxsize=1)
def english_spec() -> dict[str, Any]:
    """The OpenAPI 3.1 document as written (the operations do not change while the app runs)."""
    return openapi.build((*OPERATIONS, _oembed_operation()), TITLE, DESCRIPTION)


@lru_cache(maxsize=8)
def _spec_in(language: str) -> dict[str, Any]:
    return words.worded(english_spec())


def spec() -> dict[str, Any]:
    """The OpenAPI 3.1 document in the current language (explainer.views.api.words)."""
    return _spec_in(i18n.current())


def extract(
    fileobj: object, keywords: object, comment_tags: object, options: object
) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """A pybabel extraction method for the API reference's own words (area ``api``)."""
    seen: set[str] = set()
    for where, key in words.places(english_spec()):
        text = where.get(key)
        if isinstance(text, str) and text and text not in seen:
            seen.add(text)
            yield 1, "pgettext", (words.CONTEXT, text), []


@docs.get("/openapi.json")
def openapi_json() -> Response:
    """The OpenAPI 3.1 document of the JSON API."""
    return _json(spec(), "application/json")


@docs.get("/schema/incident.json")
def incident_schema() -> Response:
    """The JSON Schema of an incident (the same as ``var-explainer schema`` prints)."""
    schema = {
        "$id": cards.public_url("apidocs.incident_schema"),
        **words.schema_worded(openapi.incident_schema()),
    }
    return _json(schema, "application/schema+json")


@docs.get("/schema/analysis.json")
def analysis_schema() -> Response:
    """The JSON Schema of an analysis (``var-explainer schema --analysis`` prints the same)."""
    schema = {
        "$id": cards.public_url("apidocs.analysis_schema"),
        **words.schema_worded(openapi.analysis_schema()),
    }
    return _json(schema, "application/schema+json")


def _json(data: Any, mimetype: str) -> Response:
    """A public JSON document: any site's scripts may read it."""
    response = Response(json.dumps(data, indent=1), mimetype=mimetype)
    response.headers["Access-Control-Allow-Origin"] = "*"
    return response


def _type_label(schema: dict[str, Any]) -> tuple[dict[str, Any], str | None]:
    """A short type for the docs page, and the schema it links to (if any). The type is a
    shape the page words in the reader's language (templates/api/docs.html, ``type_of``):
    ``code`` (a schema's name, a JSON type or a constant, as written), ``enum``, ``list``
    or ``map`` of a type, or ``any`` of several."""
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[1]
        return {"kind": "code", "text": name}, name
    if "anyOf" in schema or "oneOf" in schema:
        options = [_type_label(s) for s in schema.get("anyOf", schema.get("oneOf", []))]
        link = next((link for _, link in options if link), None)
        return {"kind": "any", "options": [shape for shape, _ in options]}, link
    if "const" in schema:
        return {"kind": "code", "text": json.dumps(schema["const"])}, None
    if "enum" in schema:
        return {"kind": "enum", "values": ", ".join(json.dumps(v) for v in schema["enum"])}, None
    kind = schema.get("type", "any")
    if kind == "array":
        shape, link = _type_label(schema.get("items", {}))
        return {"kind": "list", "of": shape}, link
    if kind == "object" and isinstance(schema.get("additionalProperties"), dict):
        shape, link = _type_label(schema["additionalProperties"])
        return {"kind": "map", "of": shape}, link
    return {"kind": "code", "text": str(kind)}, None


def _schema_tables(document: dict[str, Any]) -> list[dict[str, Any]]:
    tables = []
    for name, schema in sorted(document["components"]["schemas"].items()):
        required = set(schema.get("required", ()))
        rows = []
        for prop, sub in schema.get("properties", {}).items():
            label, link = _type_label(sub)
            rows.append(
                {
                    "name": prop,
                    "type": label,
                    "link": link,
                    "required": prop in required,
                    "description": sub.get("description", ""),
                }
            )
        label, _ = _type_label(schema) if not rows else ({"kind": "code", "text": "object"}, None)
        tables.append(
            {
                "name": name,
                "description": schema.get("description", ""),
                "rows": rows,
                "type": label,
            }
        )
    return tables


@lru_cache(maxsize=1)
def _example() -> Any:
    """The Kane incident as JSON: the casebook file itself, dates written as strings."""
    path = Path(casebook.__file__).parent / f"{EXAMPLE_CASE}.yaml"
    return json.loads(json.dumps(load_file(path), default=str))


@docs.get("/api/docs")
def docs_page() -> str:
    """The API reference, rendered on the server from the OpenAPI document (no script, no CDN)."""
    document = spec()
    operations = []
    for path, methods in document["paths"].items():
        for method, op in methods.items():
            operations.append({"path": path, "method": method.upper(), **op})
    example = json.dumps(_example(), indent=2, ensure_ascii=False)
    return render_template(
        "api/docs.html",
        document=document,
        operations=operations,
        schemas=_schema_tables(document),
        example=example,
        base=cards.public_url("pages.home", lang=None).rstrip("/"),  # the bare address
        nav="api",
    )
