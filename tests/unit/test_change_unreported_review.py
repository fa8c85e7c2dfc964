"""A decision changed where no report says how: not "after the VAR review".

With VAR in the competition and the final decision differing from the on-field one, the
change may have come from a review (VAR-PRIN-2) or from the referee's own change on an
assistant's word before the restart (REF-CHANGE-1). What stood and whether the Laws
support it are the same either way; the words say a review only where one is reported,
and otherwise only that the change followed VAR's check (rules/var/told.py;
templates/summary/lines.txt.j2 changed_how and though;
templates/findings/VAR-PRIN-2.txt.j2; templates/text/_review.txt.j2)."""

from __future__ import annotations

from typing import Any

import pytest
from support import base_incident, qualitative

from explainer.wording import explain_text, summary_lines
from rules import analyse
from rules.incident import CLOSED_WORLD_OFFICIALS, Incident


def incident(offside: bool, **officials: Any) -> dict[str, Any]:
    where = {} if offside else {"second_last": "behind"}
    data = base_incident(positions=[qualitative("A2", 1, **where)])
    data["officials"] = {**CLOSED_WORLD_OFFICIALS, **officials}
    return data


def said(data: dict[str, Any]) -> tuple[str, str, str, str]:
    """The summary's VAR status, the headline, the lede and the text explanation."""
    parsed = Incident.model_validate(data)
    analysis = analyse(parsed)
    decision = analysis.decision
    lines = summary_lines(parsed, decision)
    assert decision.summary is not None and decision.summary.officials is not None
    return (
        decision.summary.officials.var,
        lines.headline,
        lines.lede,
        explain_text(parsed, analysis),
    )


# The goal given on the field and disallowed in the end: a right change where the Law says
# offside (incident(True, ...)), a wrong one where it says onside (incident(False, ...)).
CHANGED = {"on_field": "goal", "final": "no_goal"}


@pytest.mark.parametrize(
    ("review", "checked", "var", "way"),
    [
        ("var_only", True, "reviewed", "on the VAR's word"),
        ("on_field_review", True, "reviewed", "after looking at the monitor"),
        ("unknown", True, "checked", "after the VAR check"),
        # A changed decision was checked (rules/var/officials.py): the check is said.
        ("unknown", "unknown", "checked", "after the VAR check"),
    ],
)
def test_a_right_change_says_a_review_only_where_one_is_reported(
    review: str, checked: Any, var: str, way: str
) -> None:
    status, _, lede, text = said(incident(True, review=review, var_checked=checked, **CHANGED))
    assert status == var
    assert lede == (
        f"The referee first gave a goal and changed it to no goal {way}, "
        "and the Laws support the change."
    )
    if review == "unknown":
        assert "after the VAR review" not in lede and "after the review" not in text
        assert "VAR led the referee" not in text


@pytest.mark.parametrize(
    ("review", "checked", "reason"),
    [
        ("on_field_review", True, "the review changed a correct on-field decision"),
        ("unknown", True, "a correct on-field decision was changed"),
        ("unknown", "unknown", "a correct on-field decision was changed"),
    ],
)
def test_a_wrong_change_is_the_reviews_only_where_a_review_is_reported(
    review: str, checked: Any, reason: str
) -> None:
    _, headline, _, _ = said(incident(False, review=review, var_checked=checked, **CHANGED))
    assert headline.startswith("Goal disallowed, though ")
    assert headline.endswith(f": {reason}")


@pytest.mark.parametrize(
    ("review", "checked", "finding"),
    [
        ("var_only", True, "was changed to no goal after the review."),
        ("unknown", True, "was changed to no goal after the VAR check."),
        ("unknown", "unknown", "was changed to no goal after the VAR check."),
    ],
)
def test_the_var_finding_says_how_the_decision_changed_as_far_as_reported(
    review: str, checked: Any, finding: str
) -> None:
    *_, text = said(incident(True, review=review, var_checked=checked, **CHANGED))
    assert f"The referee's on-field decision (a goal) {finding}" in text
