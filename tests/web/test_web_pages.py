"""Home, casebook, health and error pages through the Flask test client."""

from __future__ import annotations

import re

from flask.testing import FlaskClient
from support import KANE_HEADLINE, KANE_SLUG

from explainer import casebook


def test_home_explains_itself_lists_the_casebook_and_links_to_the_form(
    client: FlaskClient,
) -> None:
    html = client.get("/").get_data(as_text=True)
    assert "<h1" in html and "Why was that goal ruled out?" in html
    assert 'href="/explain"' in html and "Explain an incident" in html
    for case in casebook.cases():
        assert f'href="/cases/{case.slug}"' in html


def test_case_page_is_an_explanation_with_diagram_sources_and_law_links(
    client: FlaskClient,
) -> None:
    response = client.get(f"/cases/{KANE_SLUG}")
    html = response.get_data(as_text=True)
    assert response.status_code == 200
    assert KANE_HEADLINE in html
    assert '<svg xmlns="http://www.w3.org/2000/svg"' in html and 'role="img"' in html
    assert '<title id="frame-1-title">1 of 2: Harry Kane at' in html
    assert 'id="frame-2-desc">At touch 3, Flávio Nazinho deflected the ball' in html
    assert 'href="/laws/OFF-POS-6"' in html and 'href="/laws/OFF-OFF-3"' in html
    assert html.index('id="why"') < html.index('id="how"')  # the reason first, then every step
    assert "Every step" in html
    assert "Common misconceptions" in html
    assert "skysports.com" in html
    assert "Laws of the Game 2022/23" in html
    assert f'href="/explain?case={KANE_SLUG}"' in html


def test_every_casebook_case_renders(client: FlaskClient) -> None:
    for case in casebook.cases():
        response = client.get(f"/cases/{case.slug}")
        assert response.status_code == 200, case.slug
        assert "<h1 " in response.get_data(as_text=True)


def test_health_is_a_bare_small_page(client: FlaskClient) -> None:
    response = client.get("/health")
    assert response.status_code == 200
    assert len(response.data) < 400
    assert b"OK" in response.data and b"<script" not in response.data


def test_unknown_pages_are_friendly_404s(client: FlaskClient) -> None:
    for path in ("/cases/no-such-case", "/e/aaaaaaaaaaaa", "/e/not-an-id", "/nowhere"):
        response = client.get(path)
        assert response.status_code == 404, path
        assert "Page not found" in response.get_data(as_text=True)


def test_no_inline_script_or_style_anywhere(client: FlaskClient) -> None:
    for path in ("/", "/explain", f"/cases/{KANE_SLUG}", "/nowhere"):
        html = client.get(path).get_data(as_text=True)
        assert "<style" not in html, path
        assert not re.search(r"<script(?![^>]*\bsrc=)", html), path
        assert not re.search(r"\son[a-z]+=", html), path
        assert not re.search(r'\sstyle="', html), path


def test_static_files_are_served(client: FlaskClient) -> None:
    for name in ("site.css", "explainer.js", "favicon.svg"):
        response = client.get(f"/static/{name}")
        assert response.status_code == 200, name
        response.close()


def test_the_case_page_says_which_source_states_each_fact(client: FlaskClient) -> None:
    html = client.get(f"/cases/{KANE_SLUG}").get_data(as_text=True)
    start = html.index('<details class="provenance">')
    where = html[start : html.index("</details>", start)]
    assert "<summary>Where each fact comes from</summary>" in where
    assert "<dt>Where Harry Kane was at touch 2</dt>" in where
    assert "<dd>CBS Sports: VAR found Kane&#39;s knee ahead of the ball" in where
    assert "<dt>Touch 3: Flávio Nazinho</dt>" in where
