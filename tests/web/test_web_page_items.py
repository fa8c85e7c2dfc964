"""The explanation page as a reader and an editor see it (issue 34, "The page"): the
incident's name is a label over the headline, the share box comes at the end, the footer
says what a reader needs, one label means one thing, and the article's date is typed as
every other date of the form is."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

from flask.testing import FlaskClient
from markupsafe import escape
from support import KANE_SLUG, form_fields

from explainer import casebook
from explainer.wording import summary_lines
from rules import decide


def test_the_incident_name_comes_before_the_headline_not_under_the_lede(
    client: FlaskClient,
) -> None:
    html = client.get(f"/cases/{KANE_SLUG}").get_data(as_text=True)
    title = casebook.case(KANE_SLUG).incident.title  # type: ignore[union-attr]
    assert title
    name = html.index(f'<p class="incident-name">{escape(title)}</p>')
    assert name < html.index('id="verdict"') < html.index('class="lede"')
    assert 'class="standfirst"' not in html


def test_the_share_box_is_at_the_end_of_the_explanation(client: FlaskClient) -> None:
    html = client.get(f"/cases/{KANE_SLUG}").get_data(as_text=True)
    share = html.index('id="share-heading"')
    for before in ('id="misconceptions"', 'class="storyboard', 'id="how"', 'id="sources"'):
        assert html.index(before) < share, before
    assert share < html.index("</article>")


def test_the_page_names_the_laws_applied_and_no_engine_version(client: FlaskClient) -> None:
    html = client.get(f"/cases/{KANE_SLUG}").get_data(as_text=True)
    assert "Judged under the Laws of the Game 2022/23 (IFAB)" in html
    assert not re.search(r"Engine \d", html)


def test_one_label_for_one_thing_that_stood() -> None:
    """The casebook's labels come from the summary: the same thing stood, the same words
    (a goal given after a review stood as a goal, as one confirmed did)."""
    labels: dict[tuple[str, str | None], set[str]] = {}
    for case in casebook.cases():
        d = decide(case.incident)
        assert d.summary is not None
        key = (d.summary.stood, d.summary.stood_basis)
        labels.setdefault(key, set()).add(summary_lines(case.incident, d).label)
    assert {k: v for k, v in labels.items() if len(v) > 1} == {}
    assert labels[("goal", "reported")] == {"Goal stands"}


def _draft(client: FlaskClient, day: str) -> Any:
    token = form_fields(client.get("/explain").get_data(as_text=True))["csrf_token"]
    text = (
        "Tottenham v Sporting. Harry Kane's 95th-minute header was ruled out for offside by "
        "VAR on Wednesday."
    )
    data = {"article-text": text, "article-name": "BBC Sport", "article-url": "",
            "article-date": day, "article-headline": "", "csrf_token": token}  # fmt: skip
    return client.post("/explain/draft", data=data)


def test_the_article_date_is_typed_as_every_other_date(client: FlaskClient) -> None:
    html = client.get("/explain").get_data(as_text=True)
    article = re.search(r'<input id="article-date"[^>]*>', html)
    match = re.search(r'<input id="match-date"[^>]*>', html)
    assert article is not None and match is not None
    assert 'type="text"' in article.group() and 'type="text"' in match.group()
    # Read as the match date is: in words, day first, or ISO.
    for day in ("27 Oct 2022", "27/10/2022", "2022-10-27"):
        page = _draft(client, day)
        assert page.status_code == 200, (day, page.get_data(as_text=True)[-2000:])
        fields = form_fields(page.get_data(as_text=True))
        assert fields["match-date"] == "26 Oct 2022", day  # "on Wednesday": the day before
    asked = _draft(client, "03/04/2022")
    assert asked.status_code == 422
    error = re.search(r'id="article-date-error">([^<]*)<', asked.get_data(as_text=True))
    assert error is not None
    assert "could be 3 April 2022 or 4 March 2022" in unescape(error.group(1))
