"""Trusted hosts: no link is ever built from a Host header a client made up (issue 18).

Before, ``Host: evil.example`` put evil.example into the canonical link, og:url, the share
box and the oEmbed iframe of responses cacheable for hours."""

from __future__ import annotations

from pathlib import Path

import pytest
from flask import Flask
from support import KANE_SLUG, app_in, kane_data

from explainer.hosts import LOCAL, trusted_hosts

EVIL = "evil.example"
#: Every kind of response that carries absolute links.
LINKED = (
    f"/cases/{KANE_SLUG}",
    f"/cases/{KANE_SLUG}/embed",
    f"/oembed?url=http://127.0.0.1:5000/cases/{KANE_SLUG}",
    "/api/v1/cases",
    "/",
)


@pytest.fixture
def local_app(tmp_path: Path) -> Flask:
    with app_in(tmp_path) as app:
        yield app


def test_without_a_public_address_only_this_machines_names_are_answered(
    local_app: Flask,
) -> None:
    client = local_app.test_client()
    for path in LINKED:
        refused = client.get(path, headers={"Host": EVIL})
        assert refused.status_code == 400, path
        assert refused.mimetype == "text/plain"
        assert refused.headers["Cache-Control"] == "no-store"
        body = refused.get_data(as_text=True)
        assert "does not answer for that host name" in body and EVIL not in body
        # The server's own port, as under `var-explainer serve --port 5000` (issue 31: a port
        # in a link is the one the request came in on, never one the client chose).
        served = {"SERVER_PORT": "5000"}
        answer = client.get(path, headers={"Host": "127.0.0.1:5000"}, environ_overrides=served)
        assert answer.status_code == 200, path
    posted = client.post("/api/v1/incidents", json=kane_data(), headers={"Host": EVIL})
    assert posted.status_code == 400 and "Location" not in posted.headers
    # A port or a look-alike does not get past it.
    for host in ("localhost.evil.example", "evil.example:80", "127.0.0.1.evil.example"):
        assert client.get("/", headers={"Host": host}).status_code == 400, host


def test_with_a_public_address_every_link_uses_it_whatever_the_host(tmp_path: Path) -> None:
    with app_in(tmp_path, PUBLIC_URL="https://var.example") as app:
        client = app.test_client()
        oembed = f"/oembed?url=https://var.example/cases/{KANE_SLUG}"
        for path in (*LINKED[:2], oembed, *LINKED[3:]):
            response = client.get(path, headers={"Host": EVIL})
            assert response.status_code == 200, path
            assert EVIL not in response.get_data(as_text=True), path
        html = client.get(f"/cases/{KANE_SLUG}", headers={"Host": EVIL}).get_data(as_text=True)
        assert f'<link rel="canonical" href="https://var.example/cases/{KANE_SLUG}"' in html
        posted = client.post("/api/v1/incidents", json=kane_data(), headers={"Host": EVIL})
        assert posted.status_code in (200, 201)
        assert posted.headers["Location"].startswith("https://var.example/")
        assert EVIL not in posted.get_data(as_text=True)


def test_a_configured_list_is_answered_with_its_subdomains(tmp_path: Path) -> None:
    with app_in(tmp_path, TRUSTED_HOSTS="var.example, .news.example") as app:
        client = app.test_client()
        assert client.get("/", headers={"Host": "var.example"}).status_code == 200
        assert client.get("/", headers={"Host": "sport.news.example"}).status_code == 200
        assert client.get("/", headers={"Host": "localhost"}).status_code == 400
        html = client.get(f"/cases/{KANE_SLUG}", headers={"Host": "var.example"}).get_data(
            as_text=True
        )
        assert f'href="http://var.example/cases/{KANE_SLUG}"' in html


def test_the_setting_is_read_as_people_write_it() -> None:
    assert trusted_hosts({}) == list(LOCAL)
    assert trusted_hosts({"PUBLIC_URL": "https://var.example"}) is None
    assert trusted_hosts({"TRUSTED_HOSTS": " a.example ,, .b.example "}) == [
        "a.example",
        ".b.example",
    ]
    assert trusted_hosts({"TRUSTED_HOSTS": ["a.example"], "PUBLIC_URL": "https://x"}) == [
        "a.example"
    ]
