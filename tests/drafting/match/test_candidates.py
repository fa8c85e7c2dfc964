"""A text that tells of several incidents gives candidates, one draft each, never one
merged incident (drafting.candidates; issue 32)."""

from __future__ import annotations

import pytest

import drafting

#: Written for the test: an introduction, then two goals ruled out in one match.
TWO = (
    "Tottenham and Brentford drew 1-1 in the Premier League on Saturday, but both sides had "
    "goals ruled out.\n\n"
    "Harry Kane thought he had put Tottenham ahead in the 20th minute when he headed in "
    "Son's cross, but the flag went up and VAR confirmed that Kane was offside.\n\n"
    "In the second half Ivan Toney fired in for Brentford in the 67th minute, only for the "
    "goal to be disallowed for a handball in the build-up."
)
#: A live blog: the goal, then its VAR check three minutes later: one incident.
LIVE = (
    "90+5 min: Kane scores! Perisic hangs up a cross, Emerson heads it back across goal "
    "and Kane prods it in from close range.\n\n"
    "90+8 min: Hold on. VAR is checking Kane for offside at the header... and it is "
    "disallowed!"
)


def _names(d: drafting.Draft) -> list[str]:
    return [p["name"] for p in d.incident.get("players", [])]


def test_two_incidents_are_two_candidates_each_drafted_alone() -> None:
    first = drafting.draft(TWO)
    assert [(c.number, c.scorer, c.minute) for c in first.candidates] == [
        (1, "Harry Kane", 20),
        (2, "Ivan Toney", 67),
    ]
    assert first.candidate == 1
    assert "Harry Kane" in _names(first) and "Ivan Toney" not in _names(first)
    assert first.incident["match"]["minute"] == 20
    second = drafting.draft(TWO, candidate=2)
    assert second.candidate == 2
    assert _names(second) == ["Ivan Toney"]
    assert second.incident["match"]["minute"] == 67
    # The introduction is every candidate's: the competition is in both.
    assert {first.incident["match"]["competition"], second.incident["match"]["competition"]} == {
        "Premier League"
    }
    # Spans point into the text as sent, and the source keeps all of it.
    assert second.source.text == TWO
    for fact in second.facts:
        assert TWO[fact.cue.start : fact.cue.end].strip(), fact
    intro, own = second.candidates[1].spans
    assert TWO[intro.start : intro.end].startswith("Tottenham and Brentford")
    assert TWO[own.start : own.end].startswith("In the second half")


def test_a_goal_and_its_var_check_are_one_incident() -> None:
    d = drafting.draft(LIVE)
    assert d.candidates == [] and d.candidate is None
    assert {"Kane", "Perisic", "Emerson"} <= set(_names(d))


def test_a_candidate_the_text_does_not_have_is_refused() -> None:
    with pytest.raises(drafting.CandidateMissing) as info:
        drafting.draft(TWO, candidate=3)
    assert (info.value.asked, info.value.found) == (3, 2)
    with pytest.raises(drafting.CandidateMissing):
        drafting.draft(LIVE, candidate=2)
    assert drafting.draft(LIVE, candidate=1).candidates == []


def test_one_incident_told_in_sentences_is_not_split() -> None:
    text = (
        "Real Madrid thought they had scored when Karim Benzema swept the ball in, but the "
        "flag was up. Federico Valverde had reached a loose ball, and it ran to Benzema off "
        "Fabinho. The VAR confirmed offside, judging that the ball had only deflected off "
        "Fabinho."
    )
    assert drafting.draft(text).candidates == []


def test_a_second_goal_in_the_same_paragraph_is_another_incident() -> None:
    text = (
        "Romelu Lukaku's 56th-minute tap-in was ruled out by the VAR for offside. Later he "
        "had a second goal disallowed for a handball by Lois Openda, as Slovakia held on."
    )
    d = drafting.draft(text)
    assert [c.number for c in d.candidates] == [1, 2]
    second = drafting.draft(text, candidate=2)
    assert second.incident["officials"]["final"] == "no_goal"
    assert second.incident.get("match", {}).get("minute") is None  # the 56th is the first's


def test_a_round_up_of_matches_is_one_candidate_per_match() -> None:
    text = (
        "The VAR was busy all afternoon.\n\n"
        "At the Millerntor, Jonas Brehm beat the goalkeeper and, after a check, the VAR "
        "confirmed that Brehm had been level with Lasse Petersen.\n\n"
        "In Bochum, referee Tobias Hartmann was sent to the monitor and disallowed Timo "
        "Wendt's goal for a handball by Kevin Albers."
    )
    d = drafting.draft(text)
    assert len(d.candidates) == 2
    intro, own = d.candidates[1].spans
    assert text[intro.start : intro.end] == "The VAR was busy all afternoon."
    assert text[own.start : own.end].startswith("In Bochum")


def test_a_minute_without_its_added_time_is_not_another_incident() -> None:
    text = (
        "Harry Kane's 95th-minute winner was ruled out by VAR.\n\n"
        "Harry Kane had scored in the 90th minute, but the VAR found him offside."
    )
    assert drafting.draft(text).candidates == []


def test_thousands_of_paragraphs_are_read_in_a_bounded_number_of_units() -> None:
    from drafting.candidates import MAX_UNITS, units

    text = "Kane scored in the 20th minute for Spurs.\n\n" * 1500
    cut = units(text)
    assert len(cut) <= MAX_UNITS
    # The units cover every paragraph, in order, without overlap.
    assert cut[0][0] == 0 and cut[-1][1] == len(text.rstrip())
    assert all(a[1] <= b[0] for a, b in zip(cut, cut[1:], strict=False))
