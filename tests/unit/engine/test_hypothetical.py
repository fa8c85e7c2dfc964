"""A hypothetical incident: no match details, judged under the latest Laws (EDITION-1)."""

from __future__ import annotations

import pytest
from law11_helpers import incident, one, qualitative, run
from pydantic import ValidationError

from rules import Incident
from rules.editions import LATEST


def hypothetical(**more: object) -> dict[str, object]:
    data = incident(positions=[qualitative()], **more)
    del data["match"]
    return data


def test_without_a_match_the_latest_laws_apply_and_the_trace_says_why() -> None:
    d = run(hypothetical())
    assert d.edition == LATEST.name
    stated = one(d, "EDITION-1", "hypothetical")
    assert stated.facts == {"edition": LATEST.name, "match_date": None}
    assert d.offside_offence is True


def test_a_hypothetical_incident_may_name_its_edition() -> None:
    d = run(hypothetical(edition="2021/22"))
    assert d.edition == "2021/22"
    one(d, "EDITION-1", "incident")


def test_teams_without_a_date_are_still_hypothetical() -> None:
    data = hypothetical()
    data["match"] = {"home": "Spurs", "away": "Sporting"}
    one(run(data), "EDITION-1", "hypothetical")


def test_an_early_adoption_needs_the_match_date() -> None:
    data = hypothetical(
        competition_rules={"early_adoption": {"edition": "2026/27", "date": "2026-06-11"}}
    )
    with pytest.raises(ValidationError) as error:
        Incident.model_validate(data)
    assert "competition_rules.early_adoption" in str(error.value)


def test_a_trial_the_incident_names_applies_without_a_date() -> None:
    data = hypothetical(competition_rules={"offside_rule": "daylight_trial"})
    data["positions"][0]["where"]["wholly_beyond"] = False  # type: ignore[index]
    d = run(data)
    one(d, "TRIAL-DAYLIGHT-1", "trial_applies")
    assert d.offside_offence is False
