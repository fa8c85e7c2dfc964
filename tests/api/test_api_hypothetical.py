"""A hypothetical incident (no match details) everywhere it is shown: the page, the
card image, the embed, the link preview, oEmbed, the API and the command line say it is
hypothetical and which Laws judge it."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner
from flask.testing import FlaskClient

from explainer.cli import main
from rules.editions import LATEST

SAYS = f"hypothetical incident judged under the Laws of the Game {LATEST.name}"


def hypothetical(kane_incident: dict[str, Any]) -> dict[str, Any]:
    data = copy.deepcopy(kane_incident)
    del data["match"]
    for source in data.get("sources", ()):
        source.pop("date", None)
    return data


def test_a_hypothetical_incident_is_judged_under_the_latest_laws_and_says_so(
    client: FlaskClient, kane_incident: dict[str, Any], tmp_path: Path
) -> None:
    data = hypothetical(kane_incident)
    stored = client.post("/api/v1/incidents", json=data)
    assert stored.status_code == 201, stored.get_json()
    body = stored.get_json()
    assert body["edition"] == LATEST.name
    links = body["links"]
    page = client.get(links["page"]).get_data(as_text=True)
    assert SAYS in page.replace("A hypothetical", "a hypothetical"), page
    embed = client.get(links["embed"]).get_data(as_text=True)
    assert SAYS in embed.replace("A hypothetical", "a hypothetical")
    image = client.get(links["image"])
    assert image.status_code == 200 and image.mimetype == "image/png"
    oembed = client.get("/oembed", query_string={"url": links["page"]})
    assert oembed.status_code == 200
    decided = client.post("/api/v1/decisions", json=data).get_json()
    assert decided["trace"][0]["outcome"] == "hypothetical"
    assert SAYS in decided["explanation"].replace("A hypothetical", "a hypothetical")
    path = tmp_path / "hypothetical.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = CliRunner().invoke(main, ["explain", str(path)])
    assert result.exit_code == 0, result.output
    assert SAYS in result.output.replace("A hypothetical", "a hypothetical")
