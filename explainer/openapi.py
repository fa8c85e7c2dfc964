"""The JSON API's contract: pydantic models for every body, and the OpenAPI 3.1 document.

The models here are the single source. The views build every response as one of
them and send its ``model_dump_json``, and the OpenAPI document is generated from
their JSON Schemas, so the document cannot drift from what the API sends. Incidents
are the engine's own ``rules.Incident`` model; its outputs (``rules.Decision``...) are
dataclasses, which pydantic serialises and describes inside these models.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Annotated, Any, Literal, get_type_hints

from pydantic import BaseModel, ConfigDict, Field, create_model
from pydantic.json_schema import models_json_schema

from drafting import Draft
from rules import (
    Alternative,
    Decision,
    EditionComparison,
    Finding,
    Incident,
    Review,
    Summary,
    Unexplored,
)
from rules.trace import output

API_PREFIX = "/api/v1"
API_VERSION = "1.0.0"
REF_TEMPLATE = "#/components/schemas/{model}"


class ApiModel(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


# --- errors ---------------------------------------------------------------------------------


class FieldProblem(ApiModel):
    """One problem with the request, at a field path such as sequence[1].by."""

    path: str = Field(description="Where the problem is; empty for the request as a whole.")
    message: str = Field(
        description="What is wrong, for a person, in the language of the answer"
        " (Content-Language); a field path or a value it quotes is given as sent."
    )
    code: str = Field(
        default="invalid",
        description="What kind of problem it is, the same in every language: one of the"
        " explainer's codes (unknown_player, no_contact, given_twice, json_syntax...) or"
        " pydantic's error type (missing, int_parsing, literal_error...).",
        examples=["unknown_player"],
    )
    location: Literal["body", "query"] = Field(
        default="body", description="Which part of the request the path is in."
    )


class Problem(ApiModel):
    """An error response: the HTTP status, what went wrong and, for bad input, each field."""

    status: int
    title: str
    detail: str | None = None
    errors: list[FieldProblem] = Field(default_factory=list)


# --- decisions ------------------------------------------------------------------------------

#: The parts of a Decision that the document lifts to its top level.
_LIFTED = ("trace", "edition", "engine_version", "review", "summary")
#: The version of the analysis document (``schema_version``): bumped when a field changes
#: meaning or goes away, so consumers can tell.
ANALYSIS_SCHEMA_VERSION: Literal[1] = 1


def _default(field: dataclasses.Field[Any]) -> Any:
    """A field's default, or pydantic's mark of a required field."""
    return ... if field.default is dataclasses.MISSING else field.default


#: The decision itself: every field of ``rules.Decision`` except the lifted ones.
DecisionSummary: type[BaseModel] = create_model(  # type: ignore[call-overload]
    "DecisionSummary",
    __config__=ConfigDict(frozen=True, extra="forbid"),
    __doc__="What the Laws say about the incident: the verdict, offender, restart.",
    **{
        f.name: (get_type_hints(Decision)[f.name], _default(f))
        for f in dataclasses.fields(Decision)
        if f.name not in _LIFTED
    },
)


@output
class SummaryDocument(Summary):
    """What stood and why, with the words every page, card and embed uses for it."""

    headline: Annotated[str, Field(description="What stood and the one reason why, in one line.")]
    lede: Annotated[str, Field(description="One sentence on what the officials did.")]


class DecisionDocument(ApiModel):
    """A decision with its reasons: the document the command line prints as JSON, plus prose."""

    schema_version: Literal[1] = Field(
        default=ANALYSIS_SCHEMA_VERSION, description="The version of this document's layout."
    )
    summary: SummaryDocument = Field(
        description="The answer at the top: what stood, whether it was right, and why."
    )
    decision: DecisionSummary
    edition: str = Field(description="The edition of the Laws of the Game applied.")
    engine_version: str
    trace: list[Finding] = Field(description="Each step of the reasoning, with its citation.")
    review: Review | None = Field(description="How VAR could and did handle the incident.")
    counterfactuals: list[Alternative] = Field(
        description="Changes of fact that would have changed the decision."
    )
    readings: list[Alternative] = Field(
        description="The decision under each source's reading of a disputed fact."
    )
    edition_comparison: EditionComparison | None
    unexplored: Unexplored | None = Field(
        description="What the analysis did not try, having done the fixed amount of work one"
        " analysis may do (null: it tried every alternative). The decision is always complete."
    )
    explanation: str = Field(description="The explanation in plain text, as the CLI prints it.")


# --- stored incidents -----------------------------------------------------------------------


class Links(ApiModel):
    """Where a stored or casebook explanation can be read, embedded and shared."""

    page: str = Field(description="The explanation page (its canonical URL).")
    api: str | None = Field(default=None, description="This resource in the JSON API.")
    embed: str = Field(description="A small card that any site may show in an iframe.")
    image: str = Field(description="A 1200x630 PNG card for link previews.")
    oembed: str = Field(description="The oEmbed description of the page.")


class Permalink(ApiModel):
    """A stored incident: its permanent id and links."""

    id: str = Field(pattern=r"^[a-z2-7]{12}$")
    edition: str = Field(description="The edition of the Laws the permalink is judged under.")
    created: bool = Field(description="False when these facts were already stored.")
    links: Links


class IncidentRecord(ApiModel):
    """A stored incident, the decision it gets now, and its links."""

    id: str = Field(pattern=r"^[a-z2-7]{12}$")
    edition: str
    created_at: dt.datetime
    links: Links
    incident: Incident
    result: DecisionDocument


class CaseSummary(ApiModel):
    """A real incident from the casebook, with its decision."""

    slug: str
    title: str | None
    links: Links
    incident: Incident
    summary: SummaryDocument = Field(description="What stood and why, with its headline.")
    decision: DecisionSummary


class CaseList(ApiModel):
    """Every incident of the casebook."""

    cases: list[CaseSummary]


# --- oEmbed ---------------------------------------------------------------------------------


class OEmbed(ApiModel):
    """An oEmbed 1.0 response of type rich: an iframe of the embeddable card."""

    version: Literal["1.0"] = "1.0"
    type: Literal["rich"] = "rich"
    title: str
    provider_name: str
    provider_url: str
    html: str
    width: int
    height: int
    cache_age: int | None = None
    thumbnail_url: str | None = None
    thumbnail_width: int | None = None
    thumbnail_height: int | None = None


# --- drafts from articles ------------------------------------------------------------------


class DraftSource(ApiModel):
    """Who published the article, and where: it becomes the incident's source."""

    name: str | None = Field(default=None, max_length=120, description="The publisher.")
    url: str | None = Field(
        default=None, max_length=2000, description="The article's address (http or https)."
    )
    headline: str | None = Field(
        default=None,
        max_length=300,
        description="The article's headline, as published. Without it, the text's first "
        "line when it reads as one.",
    )


class DraftRequestBody(ApiModel):
    """An article to draft an incident from."""

    text: str = Field(description="The article's text (plain text; HTML is read as text).")
    reference_date: dt.date | None = Field(
        default=None,
        description="The day the article was published: a weekday in it is counted back "
        "from this day. Without it, weekdays are only suggestions.",
    )
    source: DraftSource | None = None
    candidate: int | None = Field(
        default=None,
        ge=1,
        le=99,
        description="For an article that tells of several incidents (the answer's "
        "candidates): which one to draft. Without it, the first.",
    )


# --- the interview --------------------------------------------------------------------------


class InterviewRequestBody(ApiModel):
    """An incident as far as it is known, and the questions already answered "not known"."""

    incident: dict[str, Any] = Field(
        description="The incident (the schema at /schema/incident.json); any field may be "
        "missing: what is not given is not known, never taken to have not happened."
    )
    declined: list[str] = Field(
        default_factory=list,
        max_length=200,
        description='The ids of questions answered "not known": they are not asked again, '
        "and the answer stays conditional on them.",
    )


class InterviewOutcome(ApiModel):
    """What the incident would come to with one answer."""

    stood: str = Field(description="What would have stood (or undetermined).")
    call: str | None = Field(description="The Laws' call (None while it is not settled).")
    restart: str | None = Field(description="How play would restart by the Laws.")
    settled: bool = Field(description="Would the outcome then be known?")


class InterviewWrite(ApiModel):
    """A value an answer writes at a field path."""

    path: str
    value: Any


class InterviewChoice(ApiModel):
    """One answer to a question."""

    key: str = Field(description="A short name for the answer, the same in every language.")
    text: str = Field(description="The answer in words, in the language of the answer.")
    value: Any = Field(
        description="What the answer writes at the question's first path (JSON); null for "
        '"not known" (send the question\'s id in declined instead).'
    )
    also: list[InterviewWrite] = Field(
        default_factory=list,
        description="What else the answer writes: e.g. the word on every attacker the "
        "incident does not list (unlisted_positions, unlisted_involvements).",
    )
    outcome: InterviewOutcome | None = Field(
        description="What the incident comes to with this answer (null: not known yet)."
    )


class InterviewQuestion(ApiModel):
    """A fact the outcome turns on that is not known yet."""

    id: str = Field(description="Stable for the same fact: the fact's field path.")
    text: str = Field(description="The question in words, in the language of the answer.")
    paths: list[str] = Field(
        description="The incident fields answering it fills in (the project's field-path "
        "syntax: sequence[2].classification, involvements[player=kane, after=2]); the first "
        "is the fact itself."
    )
    choices: list[InterviewChoice] = Field(
        description='The answers, the last one "not known"; empty where the answer is '
        "a value to give (a list of players, the touches)."
    )
    decisive: bool = Field(description="Do its answers lead to different outcomes?")
    rule: str | None = Field(description="The clause that needs the fact.")


class InterviewDocument(ApiModel):
    """What is still to ask about an incident, and the answer until then."""

    settled: bool = Field(
        description="Are the Laws' answer and what stood known? Then no question is left "
        "that could change them."
    )
    questions: list[InterviewQuestion] = Field(
        description="The facts the outcome turns on that are not known, most decisive first."
    )
    summary: SummaryDocument | None = Field(
        description="The same summary POST /api/v1/decisions returns, conditional while a "
        "fact it turns on is not known; null while the incident lacks its players, "
        "touches, start or end."
    )


class DraftAnswer(Draft):
    """A draft, and the interview of the incident it drafts."""

    interview: InterviewDocument | None = Field(
        description="What the outcome still turns on, asked as POST /api/v1/interview asks "
        "it (null when the draft is not yet a valid incident: mend the fields it names)."
    )


# --- operations -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Param:
    """A query or path parameter: its JSON Schema, and whether it must be given."""

    name: str
    where: Literal["query", "path"]
    schema: dict[str, Any]
    description: str = ""
    required: bool = False


@dataclass(frozen=True)
class Operation:
    """One API operation: the Flask rule, and everything the OpenAPI document says about it."""

    method: str
    rule: str
    operation_id: str
    summary: str
    description: str
    tag: str
    responses: dict[int, tuple[str, type[BaseModel] | None]]
    body: type[BaseModel] | None = None
    params: tuple[Param, ...] = ()

    @property
    def path(self) -> str:
        """The Flask rule as an OpenAPI path: ``/incidents/<ident>`` -> ``/incidents/{ident}``."""
        return re.sub(r"<(?:[a-z]+:)?(\w+)>", r"{\1}", self.rule)


def _operation_json(op: Operation, names: dict[Any, str]) -> dict[str, Any]:
    def ref(model: type[BaseModel], mode: str) -> str:
        return REF_TEMPLATE.format(model=names[(model, mode)])

    out: dict[str, Any] = {
        "operationId": op.operation_id,
        "summary": op.summary,
        "tags": [op.tag],
    }
    if op.description:
        out["description"] = op.description
    if op.params:
        out["parameters"] = [
            {
                "name": p.name,
                "in": p.where,
                "required": p.required or p.where == "path",
                "description": p.description,
                "schema": p.schema,
            }
            for p in op.params
        ]
    if op.body is not None:
        out["requestBody"] = {
            "required": True,
            "content": {"application/json": {"schema": {"$ref": ref(op.body, "validation")}}},
        }
    responses: dict[str, Any] = {}
    for status, (description, model) in sorted(op.responses.items()):
        entry: dict[str, Any] = {"description": description}
        if model is not None:
            entry["content"] = {
                "application/json": {"schema": {"$ref": ref(model, "serialization")}}
            }
        responses[str(status)] = entry
    out["responses"] = responses
    return out


def _models(operations: Sequence[Operation]) -> list[tuple[type[BaseModel], str]]:
    found: dict[tuple[type[BaseModel], str], None] = {}
    for op in operations:
        if op.body is not None:
            found[(op.body, "validation")] = None
        for _, model in op.responses.values():
            if model is not None:
                found[(model, "serialization")] = None
    return list(found)


def build(operations: tuple[Operation, ...], title: str, description: str) -> dict[str, Any]:
    """The OpenAPI 3.1 document of ``operations``, its schemas generated by pydantic."""
    pairs = _models(operations)
    keys, defs = models_json_schema(pairs, ref_template=REF_TEMPLATE)  # type: ignore[arg-type]
    names = {key: schema["$ref"].rsplit("/", 1)[1] for key, schema in keys.items()}
    paths: dict[str, dict[str, Any]] = {}
    for op in operations:
        paths.setdefault(op.path, {})[op.method.lower()] = _operation_json(op, names)
    tags = sorted({op.tag for op in operations})
    return {
        "openapi": "3.1.0",
        "jsonSchemaDialect": "https://json-schema.org/draft/2020-12/schema",
        "info": {
            "title": title,
            "version": API_VERSION,
            "description": description,
            "license": {"name": "MIT", "identifier": "MIT"},
        },
        "tags": [{"name": t} for t in tags],
        "paths": paths,
        "components": {"schemas": defs.get("$defs", {})},
    }


@lru_cache(maxsize=1)
def incident_schema() -> dict[str, Any]:
    """The incident JSON Schema (the same as ``var-explainer schema`` prints)."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        **Incident.model_json_schema(),
    }


@lru_cache(maxsize=1)
def analysis_schema() -> dict[str, Any]:
    """The JSON Schema of an analysis: ``var-explainer explain --format json`` and the API's
    decision documents (the same as ``var-explainer schema --analysis`` prints)."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        **DecisionDocument.model_json_schema(mode="serialization"),
    }
