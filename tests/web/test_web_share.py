"""Every explanation and case page offers its link, its embed code and its oEmbed
address, each copyable; the embed code is the oEmbed consumer's html, byte for byte."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest
from flask.testing import FlaskClient
from support import KANE_SLUG, kane_data


def field(page: str, ident: str) -> str:
    found = re.search(rf'<input id="{ident}" type="text" value="([^"]*)"', page)
    assert found is not None, ident
    return html.unescape(found.group(1))


def check_share(client: FlaskClient, path: str) -> None:
    page = client.get(path).get_data(as_text=True)
    assert 'id="share-heading">Share and embed' in page
    link = field(page, "permalink-url")
    assert link == f"http://localhost{path}"
    oembed_url = field(page, "oembed-url")
    assert oembed_url.startswith("http://localhost/oembed?url=")
    code = field(page, "embed-code")
    oembed = client.get(oembed_url.removeprefix("http://localhost")).get_json()
    assert code == oembed["html"]
    assert f'src="{link}/embed"' in code
    for target in ("permalink-url", "embed-code", "oembed-url"):
        assert re.search(rf'data-(?:copy-target|share-copy)="{target}"', page), target
    # Each copy button is hidden until the script can copy: without script the field is there.
    assert page.count(" hidden>Copy") == 3


def test_a_case_page_offers_its_link_embed_code_and_oembed(client: FlaskClient) -> None:
    check_share(client, f"/cases/{KANE_SLUG}")


def test_a_saved_explanation_offers_its_link_embed_code_and_oembed(client: FlaskClient) -> None:
    ident = client.post("/api/v1/incidents", json=kane_data()).get_json()["id"]
    check_share(client, f"/e/{ident}")


@pytest.mark.parametrize("payload", ['"><script>alert(1)</script>', "' onfocus='alert(1)"])
def test_the_embed_code_escapes_what_the_incident_says(client: FlaskClient, payload: str) -> None:
    data: dict[str, Any] = kane_data()
    data["title"] = payload
    data["match"]["home"] = payload
    ident = client.post("/api/v1/incidents", json=data).get_json()["id"]
    page = client.get(f"/e/{ident}").get_data(as_text=True)
    assert "<script>alert(1)" not in page and "onfocus='alert" not in page
