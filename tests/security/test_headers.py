"""Security headers on every response: the CSP, nosniff, Referrer-Policy and framing."""

from __future__ import annotations

from flask.testing import FlaskClient
from support import KANE_SLUG, api_and_static_paths, kane_data

from explainer import security

from .conftest import form_token

#: The directives every policy must have, with their exact sources.
REQUIRED = {
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": "'self'",
    "img-src": "'self' data:",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
}


def directives(csp: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for part in csp.split(";"):
        name, _, value = part.strip().partition(" ")
        assert name not in found, f"{name} given twice in {csp!r}"
        found[name] = value.strip()
    return found


def _check(response: object, path: str, framable: bool = False) -> None:
    headers = response.headers  # type: ignore[attr-defined]
    policy = directives(headers["Content-Security-Policy"])
    for name, value in REQUIRED.items():
        assert policy.get(name) == value, (path, name, policy.get(name))
    # No way to run inline or injected script: no 'unsafe-*', no nonces, no wildcards.
    for name, value in policy.items():
        if name != "frame-ancestors":
            assert "unsafe" not in value and "*" not in value and "nonce" not in value, path
    assert headers["X-Content-Type-Options"] == "nosniff", path
    assert headers["Referrer-Policy"] == "strict-origin-when-cross-origin", path
    if framable:
        assert policy["frame-ancestors"] == "*", path
        assert "X-Frame-Options" not in headers, path
    else:
        assert policy["frame-ancestors"] == "'none'", path
        assert headers["X-Frame-Options"] == "DENY", path


def test_every_kind_of_response_gets_the_headers(client: FlaskClient) -> None:
    ident = client.post("/api/v1/incidents", json=kane_data()).get_json()["id"]
    paths = [
        "/",
        "/explain",
        f"/explain?case={KANE_SLUG}",
        f"/cases/{KANE_SLUG}",
        f"/e/{ident}",
        f"/e/{ident}/card.png",
        *api_and_static_paths(ident),
        "/static/explainer.js",
        "/laws",
        "/health",
        "/no-such-page",
        "/api/v1/nowhere",
        f"/e/{ident}/nothing",
    ]
    for path in paths:
        response = client.get(path)
        response.close()  # static files are streamed
        _check(response, path)
    _check(client.post("/explain", data={"op": "explain"}), "POST /explain without a token")
    _check(client.post("/api/v1/decisions", json={}), "POST /api/v1/decisions")
    _check(client.post("/explain", data={"x": "y" * 300_000}), "413")


def test_only_the_embeds_may_be_framed_and_they_keep_the_rest_of_the_policy(
    client: FlaskClient,
) -> None:
    ident = client.post("/api/v1/incidents", json=kane_data()).get_json()["id"]
    for path in (f"/e/{ident}/embed", f"/cases/{KANE_SLUG}/embed"):
        response = client.get(path)
        assert response.status_code == 200
        _check(response, path, framable=True)
    # A 404 under an embed address is an error page: not framable.
    _check(client.get("/e/aaaaaaaaaaaa/embed"), "unknown embed")


def test_the_policy_is_built_from_one_table() -> None:
    assert directives(security.content_security_policy()) == security.CSP
    framable = directives(security.content_security_policy("*"))
    assert framable["frame-ancestors"] == "*"
    assert {k: v for k, v in framable.items() if k != "frame-ancestors"} == {
        k: v for k, v in security.CSP.items() if k != "frame-ancestors"
    }


def test_the_session_cookie_is_lax_httponly_and_secure_behind_https(tmp_path: object) -> None:
    from explainer import create_app

    app = create_app(
        {
            "DATABASE_URL": f"sqlite:///{tmp_path}/x.sqlite3",
            "PUBLIC_URL": "https://var.example.org",
            "SECRET_KEY": "k" * 40,
        }
    )
    client = app.test_client()
    form_token(client)
    cookie = client.get_cookie("session")
    assert cookie is not None
    assert cookie.http_only and cookie.secure and cookie.same_site == "Lax"
    app.extensions["explainer.store"].dispose()


def test_pages_without_a_form_set_no_cookie(client: FlaskClient) -> None:
    ident = client.post("/api/v1/incidents", json=kane_data()).get_json()["id"]
    for path in ("/", f"/e/{ident}", f"/cases/{KANE_SLUG}", f"/e/{ident}/embed", "/laws"):
        assert "Set-Cookie" not in client.get(path).headers, path
    assert client.get_cookie("session") is None
