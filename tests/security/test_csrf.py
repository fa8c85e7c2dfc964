"""CSRF tokens on the incident form; the JSON API (no cookies) needs none."""

from __future__ import annotations

from pathlib import Path

from flask.testing import FlaskClient
from support import KANE_SLUG, form_fields, kane_data

from explainer import create_app, security

from .conftest import form_token

MESSAGE = "The form could not be checked, so nothing was saved"


def _kane_form(client: FlaskClient) -> dict[str, str]:
    """The form as 'Start from Kane v Sporting' fills it (hidden fields included)."""
    fields = form_fields(client.get(f"/explain?case={KANE_SLUG}").get_data(as_text=True))
    assert "csrf_token" in fields and fields["match-home"] == "Tottenham Hotspur"
    return fields


def test_the_form_carries_a_token_and_a_post_with_it_is_saved(client: FlaskClient) -> None:
    fields = _kane_form(client)
    response = client.post("/explain", data={**fields, "op": "explain"})
    assert response.status_code == 303
    assert response.headers["Location"].startswith("/e/")


def test_a_post_without_a_token_is_a_400_that_keeps_the_values(client: FlaskClient) -> None:
    fields = _kane_form(client)
    del fields["csrf_token"]
    fields["title"] = "My own headline"
    response = client.post("/explain", data={**fields, "op": "explain"})
    assert response.status_code == 400
    html = response.get_data(as_text=True)
    assert MESSAGE in html and "data-error-summary" in html
    assert 'value="My own headline"' in html
    assert 'value="Tottenham Hotspur"' in html
    # A fresh token: sending the form again now works.
    again = form_fields(html)
    assert again.get("csrf_token")
    saved = client.post("/explain", data={**fields, "csrf_token": again["csrf_token"]})
    assert saved.status_code == 303
    assert client.get(saved.headers["Location"]).status_code == 200


def test_a_wrong_or_foreign_token_is_refused(client: FlaskClient, app: object) -> None:
    fields = _kane_form(client)
    for bad in ("", "x", fields["csrf_token"][:-2] + "zz", "a" * 200):
        response = client.post("/explain", data={**fields, "csrf_token": bad, "op": "explain"})
        assert response.status_code == 400, bad
        assert MESSAGE in response.get_data(as_text=True)
    # A token from another browser (session) does not work here, nor here without a cookie.
    other = create_app({"DATABASE_URL": "sqlite://", "SECRET_KEY": "another key " * 4})
    foreign = form_token(other.test_client())
    response = client.post("/explain", data={**fields, "csrf_token": foreign, "op": "explain"})
    assert response.status_code == 400
    stranger = client.application.test_client()
    response = stranger.post("/explain", data={**fields, "op": "explain"})
    assert response.status_code == 400


def test_adding_a_row_without_javascript_needs_the_token_too(client: FlaskClient) -> None:
    fields = _kane_form(client)
    ok = client.post("/explain", data={**fields, "op": "add:sequence"})
    assert ok.status_code == 200
    del fields["csrf_token"]
    refused = client.post("/explain", data={**fields, "op": "add:sequence"})
    assert refused.status_code == 400
    assert MESSAGE in refused.get_data(as_text=True)


def test_the_json_api_needs_no_token_and_sets_no_cookie(client: FlaskClient) -> None:
    kane = kane_data()
    assert client.post("/api/v1/decisions", json=kane).status_code == 200
    stored = client.post("/api/v1/incidents", json=kane)
    assert stored.status_code == 201
    for response in (stored, client.get(f"/api/v1/incidents/{stored.get_json()['id']}")):
        assert "Set-Cookie" not in response.headers
    assert client.get_cookie("session") is None


def test_csrf_is_on_by_default_and_only_off_when_asked(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path}/x.sqlite3"
    on = create_app({"DATABASE_URL": db})
    assert on.config["WTF_CSRF_ENABLED"] is True
    assert on.test_client().post("/explain", data={"op": "explain"}).status_code == 400
    off = create_app({"DATABASE_URL": db, "WTF_CSRF_ENABLED": False})
    assert off.test_client().post("/explain", data={"op": "explain"}).status_code == 422


def test_the_secret_key_is_kept_in_the_instance_folder_and_shared(tmp_path: Path) -> None:
    first = security.instance_secret(tmp_path)
    assert len(first) >= 32
    assert security.instance_secret(tmp_path) == first  # a second worker reads the same key
    assert (tmp_path / security.SECRET_FILE).stat().st_mode & 0o077 == 0
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".secret-")]
    other = tmp_path / "elsewhere"
    assert security.instance_secret(other) != first


def test_a_configured_secret_key_wins(tmp_path: Path) -> None:
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path}/x.sqlite3", "SECRET_KEY": "s" * 40})
    assert app.config["SECRET_KEY"] == "s" * 40
