"""POST /api/v1/drafts is bounded (issue 31, items 1 and 5): a reference date off the
calendar is a 422 naming the field, never a 500; a text over the cap is drafted from its
first part, with a warning in the reader's language."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

import drafting
from bench.drafting import ordinary

REPORT = (
    "Tottenham were denied a late winner against Sporting in the Champions League on "
    "{day} when Harry Kane's 95th-minute effort was ruled out by VAR for offside."
)


@pytest.mark.parametrize("day", ["Wednesday", "yesterday"])
@pytest.mark.parametrize("date", ["0001-01-01", "1862-12-31", "9999-12-31"])
def test_a_reference_date_off_the_calendar_is_a_422_naming_the_field(
    client: FlaskClient, day: str, date: str
) -> None:
    response = client.post(
        "/api/v1/drafts", json={"text": REPORT.format(day=day), "reference_date": date}
    )
    assert response.status_code == 422, response.get_data(as_text=True)[:2000]
    body = response.get_json()
    (error,) = body["errors"]
    assert error["path"] == "reference_date"
    assert f"{date} is outside the dates an article can have" in error["message"]
    assert "1863-01-01" in error["message"]


def test_the_first_and_last_reference_dates_are_drafted_from(client: FlaskClient) -> None:
    for date in (drafting.REFERENCE_EARLIEST, drafting.REFERENCE_LATEST):
        response = client.post(
            "/api/v1/drafts",
            json={"text": REPORT.format(day="Wednesday"), "reference_date": date.isoformat()},
        )
        assert response.status_code == 200, response.get_data(as_text=True)[:2000]


def test_a_text_over_the_cap_is_drafted_from_its_first_part_with_a_warning(
    client: FlaskClient,
) -> None:
    text = ordinary(drafting.MAX_DRAFT_CHARS + 20_000)
    response = client.post("/api/v1/drafts", json={"text": text}, headers={"Accept-Language": "fr"})
    assert response.status_code == 200, response.get_data(as_text=True)[:2000]
    cut = response.get_json()["truncated"]
    assert cut["reason"] == "too_long" and cut["limit_chars"] == drafting.MAX_DRAFT_CHARS
    assert cut["text_chars"] == len(text) and cut["read_chars"] <= drafting.MAX_DRAFT_CHARS
    assert cut["message"].startswith("L'article est plus long que ce qu'un brouillon lit")
    whole = client.post("/api/v1/drafts", json={"text": text[: cut["read_chars"]]})
    assert whole.get_json()["truncated"] is None
