"""A draft: what an article says about an incident, each fact with the sentence it came from.

``Draft.incident`` is plain data shaped like ``rules.Incident``'s JSON, holding only what the
text states; ``Draft.facts`` says, for each value in it, which sentence (character span)
stated it. What the extractor is unsure of is in ``suggestions``, never in the incident.
What a quoted or reported person asserts ("it went backwards and hit a defender, so it
was a new phase") is a ``claim``, not a fact.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

DRAFT_VERSION: Literal[1] = 1

#: A value the draft gives a field: text, a number, yes or no (dates are ISO text).
Value = str | int | bool


class DraftModel(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Span(DraftModel):
    """The characters of the text from start to end (end excluded), counted from 0."""

    start: int = Field(ge=0)
    end: int = Field(ge=0)


class Fact(DraftModel):
    """One value of the draft and where the text states it."""

    path: str = Field(
        description="The field, as error messages name it (match.minute, sequence[1].by); "
        "teams.attacking and teams.defending name the sides, which the incident has no "
        "field for."
    )
    value: Value
    span: Span = Field(description="The sentence that states it.")
    cue: Span = Field(description="The words of that sentence that state it.")
    said_by: str | None = Field(
        default=None, description="When the words are a quoted or reported person's: who."
    )


#: Why a candidate is a suggestion and not a fact (the CLI and the form word these).
SuggestionReason = Literal[
    "ambiguous_date",
    "several_dates",
    "no_year",
    "weekday_without_reference",
    "several_minutes",
    "stoppage_time_without_minute",
    "extra_time",
    "several_competitions",
    "several_teams",
    "venue_conflict",
    "mentioned_only",
    "var_overturned",
    "from_a_quote",
    "restart_taker",
    "no_restart_mentioned",
    "year_from_competition",
    "action_unclear",
    "side_unclear",
    "several_readings",
]


class Suggestion(DraftModel):
    """A value the text may give a field, left out of the draft for a person to confirm."""

    path: str
    value: Value | dict[str, Value]
    reason: SuggestionReason
    span: Span
    cue: Span
    said_by: str | None = None


ClaimAbout = Literal[
    "deliberate_play",
    "phase",
    "deflection",
    "handball",
    "direction",
    "decision",
    "onside",
    "offside",
    "rules",
    "other",
]


class Claim(DraftModel):
    """What a person asserts about the incident, in a quotation or in reported speech."""

    speaker: str | None = Field(description="Who, as the text names them; null if not said.")
    about: ClaimAbout
    span: Span = Field(description="The sentence.")
    cue: Span = Field(description="The words that are the person's.")
    quoted: bool = Field(description="True for a quotation, false for reported speech.")


class Call(DraftModel):
    """What the officials are said to have called."""

    by: Literal["var", "assistant", "referee", "officials"]
    call: Literal["offside", "handball", "foul"]
    span: Span
    cue: Span


class SourceInfo(DraftModel):
    """Where the text came from, as the caller gave it, and the text itself."""

    name: str | None = None
    url: str | None = None
    headline: str | None = None
    text: str = Field(description="The text the draft was made from.")


class Truncation(DraftModel):
    """The draft is of the first part of the text only, and why: a person must read the rest."""

    reason: Literal["too_long", "out_of_work"] = Field(
        description="too_long: the text is longer than drafting reads (limit_chars); "
        "out_of_work: drafting stopped at its work budget, and drafted a shorter first part."
    )
    read_chars: int = Field(ge=0, description="The draft is of the text's first read_chars.")
    text_chars: int = Field(ge=0, description="The length of the text, in characters.")
    limit_chars: int = Field(ge=0, description="The most characters drafting reads.")
    message: str | None = Field(default=None, description="The warning, in the reader's language.")


class Candidate(DraftModel):
    """One of several incidents a text tells of, for the person to choose from."""

    number: int = Field(ge=1, description="1 for the first incident the text tells of.")
    spans: list[Span] = Field(
        description="The parts of the text that tell of it (with any introduction every "
        "candidate shares)."
    )
    scorer: str | None = Field(
        default=None, description="Who last played the ball in it, as the text names them."
    )
    minute: int | None = None
    added_time: int | None = None


class Draft(DraftModel):
    """A draft incident from a text, with where every fact came from."""

    draft_version: Literal[1] = DRAFT_VERSION
    language: str = "en"
    incident: dict[str, Any] = Field(
        description="The incident as far as the text states it, shaped like the incident "
        "JSON (rules.Incident); fields the text does not give are left out."
    )
    facts: list[Fact]
    suggestions: list[Suggestion]
    claims: list[Claim]
    calls: list[Call]
    unnamed_players: list[str] = Field(
        description="Ids of players the text describes without naming (a Sporting defender)."
    )
    missing: list[str] = Field(
        description="Fields the incident still needs before it can be explained."
    )
    source: SourceInfo
    candidates: list[Candidate] = Field(
        default_factory=list,
        description="When the text tells of several incidents: each of them; the draft is "
        "of one (candidate), never of all of them merged. Empty when it tells of one.",
    )
    candidate: int | None = Field(
        default=None, description="Which of the candidates this draft is of (1, 2, ...)."
    )
    truncated: Truncation | None = Field(
        default=None,
        description="Set when the draft is of the first part of the text only; null when "
        "it is of all of it.",
    )
