"""The OpenAPI 3.1 document: valid, complete, made from the models, and good enough to
generate a working client from (openapi-python-client, run here once per session)."""

from __future__ import annotations

import importlib
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from support import KANE_HEADLINE, make_app

from explainer.openapi import DecisionDocument, Problem
from rules import Incident

CLIENT_PACKAGE = "var_explainer_client"


@pytest.fixture(scope="session")
def document(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    app = make_app(tmp_path_factory.mktemp("openapi"))
    response = app.test_client().get("/openapi.json")
    assert response.status_code == 200 and response.mimetype == "application/json"
    data: dict[str, Any] = response.get_json()
    return data


def test_the_document_is_valid_openapi_3_1(document: dict[str, Any]) -> None:
    from openapi_spec_validator import OpenAPIV31SpecValidator, validate

    assert document["openapi"] == "3.1.0"
    validate(document, cls=OpenAPIV31SpecValidator)


def test_every_api_route_is_documented_and_nothing_else(
    app: Flask, document: dict[str, Any]
) -> None:
    routes = set()
    for rule in app.url_map.iter_rules():
        if rule.rule.startswith("/api/v1/") or rule.rule == "/oembed":
            path = rule.rule.replace("<ident>", "{ident}")
            for method in rule.methods - {"HEAD", "OPTIONS"}:
                routes.add((path, method.lower()))
    documented = {(p, m) for p, ops in document["paths"].items() for m in ops}
    assert routes == documented
    ids = [op["operationId"] for ops in document["paths"].values() for op in ops.values()]
    assert sorted(ids) == sorted(set(ids))


def test_schemas_come_from_the_models(document: dict[str, Any]) -> None:
    schemas = document["components"]["schemas"]
    incident = Incident.model_json_schema(ref_template="#/components/schemas/{model}")
    incident.pop("$defs", None)
    assert schemas["Incident"] == incident
    problem = Problem.model_json_schema(ref_template="#/components/schemas/{model}")
    problem.pop("$defs", None)
    assert schemas["Problem"] == problem
    decisions = document["paths"]["/api/v1/decisions"]["post"]
    body = decisions["requestBody"]["content"]["application/json"]["schema"]
    assert body == {"$ref": "#/components/schemas/Incident"}
    ok = decisions["responses"]["200"]["content"]["application/json"]["schema"]
    assert ok == {"$ref": f"#/components/schemas/{DecisionDocument.__name__}"}
    assert {"400", "413", "415", "422"} <= set(decisions["responses"])
    edition = next(p for p in decisions["parameters"] if p["name"] == "edition")
    assert "2022/23" in edition["schema"]["enum"]


def test_each_field_problem_has_a_code_the_same_in_every_language(
    document: dict[str, Any],
) -> None:
    field_problem = document["components"]["schemas"]["FieldProblem"]
    assert field_problem["properties"]["code"]["type"] == "string"
    assert "every language" in field_problem["properties"]["code"]["description"]
    assert "Content-Language" in field_problem["properties"]["message"]["description"]


def test_the_incident_schema_is_served_as_json_schema(client: FlaskClient) -> None:
    response = client.get("/schema/incident.json")
    assert response.status_code == 200
    assert response.mimetype == "application/schema+json"
    schema = json.loads(response.get_data())
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"] == "http://localhost/schema/incident.json"
    assert {k: v for k, v in schema.items() if not k.startswith("$")} == {
        k: v for k, v in Incident.model_json_schema().items() if not k.startswith("$")
    }
    assert schema["$defs"] == Incident.model_json_schema()["$defs"]


def test_the_docs_page_lists_every_operation_and_needs_nothing_from_outside(
    client: FlaskClient, document: dict[str, Any]
) -> None:
    response = client.get("/api/docs")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    for path, ops in document["paths"].items():
        for op in ops.values():
            assert f'id="op-{op["operationId"]}"' in html
        assert f"<code>{path}</code>" in html
    for name in document["components"]["schemas"]:
        assert f'id="schema-{name}"' in html
    assert 'href="/openapi.json"' in html and 'href="/schema/incident.json"' in html
    # Offline: every script, stylesheet, icon and image comes from the app itself (the
    # page's addresses in other languages, rel="alternate", are links, not assets).
    loaded = re.sub(r'<link rel="alternate"[^>]*>', "", html)
    assets = re.findall(r'<(?:script|img)[^>]*\ssrc="([^"]+)"|<link[^>]*\shref="([^"]+)"', loaded)
    assert assets
    for src, href in assets:
        assert (src or href).startswith("/") and not (src or href).startswith("//"), src or href
    # The example request on the page is a valid incident.
    start = html.index('aria-label="The Kane incident as JSON"><code>{')
    example = html[start:].split("<code>", 1)[1].split("</code>", 1)[0]
    import html as html_lib

    Incident.model_validate(json.loads(html_lib.unescape(example)))


# --- a client generated from the document -------------------------------------------------------


@pytest.fixture(scope="session")
def generated_client(
    document: dict[str, Any], tmp_path_factory: pytest.TempPathFactory
) -> Iterator[ModuleType]:
    """openapi-python-client's client for the document, generated once per test session."""
    pytest.importorskip("openapi_python_client")
    pytest.importorskip("httpx")
    root = tmp_path_factory.mktemp("client")
    spec = root / "openapi.json"
    spec.write_text(json.dumps(document))
    config = root / "config.yaml"
    # Format with ruff as the generator intends (its raw output trips SyntaxWarnings).
    config.write_text(f'post_hooks:\n  - "{sys.executable} -m ruff format ."\n')
    result = subprocess.run(
        [
            sys.executable, "-m", "openapi_python_client", "generate",
            "--path", str(spec), "--output-path", str(root / CLIENT_PACKAGE),
            "--meta", "none", "--config", str(config),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Warning" not in result.stdout + result.stderr, result.stdout + result.stderr
    sys.path.insert(0, str(root))
    try:
        yield importlib.import_module(CLIENT_PACKAGE)
    finally:
        sys.path.remove(str(root))
        for name in [n for n in sys.modules if n.split(".")[0] == CLIENT_PACKAGE]:
            del sys.modules[name]


def _api(generated: ModuleType, app: Flask) -> Any:
    import httpx

    return generated.Client(
        base_url="http://localhost",
        httpx_args={"transport": httpx.WSGITransport(app=app)},
        raise_on_unexpected_status=True,
    )


def _module(generated: ModuleType, name: str) -> Any:
    return importlib.import_module(f"{generated.__name__}.{name}")


def test_a_generated_client_posts_kane_and_reads_the_decision(
    generated_client: ModuleType, app: Flask, kane_incident: dict[str, Any]
) -> None:
    models = _module(generated_client, "models")
    create_decision = _module(generated_client, "api.decisions.create_decision")
    api = _api(generated_client, app)
    response = create_decision.sync_detailed(
        client=api, body=models.Incident.from_dict(kane_incident)
    )
    assert response.status_code == 200
    result = response.parsed
    assert isinstance(result, models.DecisionDocument)
    assert result.decision.offside_offence is True
    assert result.decision.offender == "kane"
    assert result.edition == "2022/23"
    assert "OFF-POS-6" in [step.rule for step in result.trace]
    assert result.explanation.startswith(KANE_HEADLINE)


def test_a_generated_client_stores_reads_back_and_sees_field_errors(
    generated_client: ModuleType, app: Flask, kane_incident: dict[str, Any]
) -> None:
    models = _module(generated_client, "models")
    store_incident = _module(generated_client, "api.incidents.store_incident")
    get_incident = _module(generated_client, "api.incidents.get_incident")
    create_decision = _module(generated_client, "api.decisions.create_decision")
    api = _api(generated_client, app)
    body = models.Incident.from_dict(kane_incident)
    stored = store_incident.sync_detailed(client=api, body=body)
    assert stored.status_code == 201 and stored.parsed.created is True
    again = store_incident.sync_detailed(client=api, body=body)
    assert again.status_code == 200 and again.parsed.id == stored.parsed.id
    record = get_incident.sync(client=api, ident=stored.parsed.id)
    assert record.result.decision.goal == "disallowed"
    assert record.incident.match.home == "Tottenham Hotspur"
    kane_incident["sequence"][0]["by"] = "nobody"
    bad = create_decision.sync_detailed(client=api, body=models.Incident.from_dict(kane_incident))
    assert bad.status_code == 422 and isinstance(bad.parsed, models.Problem)
    assert ("sequence[0].by", 'unknown player "nobody"', "unknown_player") in [
        (e.path, e.message, e.code) for e in bad.parsed.errors
    ]


@pytest.mark.parametrize("lang", ["fr", "de", "es"])
@pytest.mark.parametrize("path", ["/schema/incident.json", "/schema/analysis.json"])
def test_the_schemas_the_api_reference_links_to_are_in_the_readers_language(
    client: FlaskClient, path: str, lang: str
) -> None:
    """Issue 34: /api/docs?lang=fr links to /schema/incident.json?lang=fr, whose
    descriptions were all in English. Every description is said in the reader's language
    (no English run, as tests/web/test_no_english_left.py finds one)."""
    from tests.web.test_no_english_left import english_runs

    if path == "/schema/incident.json":
        docs = client.get(f"/api/docs?lang={lang}").get_data(as_text=True)
        assert f'href="{path}?lang={lang}"' in docs

    def descriptions(node: Any) -> Iterator[str]:
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "description" and isinstance(value, str):
                    yield value
                elif key not in ("default", "examples", "const", "enum"):
                    yield from descriptions(value)
        elif isinstance(node, list):
            for item in node:
                yield from descriptions(item)

    schema = json.loads(client.get(f"{path}?lang={lang}").get_data())
    said = list(descriptions(schema))
    assert len(said) > 10
    assert [text[:80] for text in said if english_runs(text, [])] == []
    english = json.loads(client.get(f"{path}?lang=en").get_data())
    assert schema["properties"].keys() == english["properties"].keys()
