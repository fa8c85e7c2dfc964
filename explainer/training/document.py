"""A question as the API, the exports and the pages give it: its data with its words in
the current language (templates/training/questions.txt.j2), as pydantic models that the
OpenAPI document describes."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from explainer import i18n
from explainer.training.questions import Question
from explainer.wording import Words
from explainer.wording.findings import template_module
from rules import Incident

TEMPLATE = "training/questions.txt.j2"


class TrainingModel(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class MisreadingDocument(TrainingModel):
    """The common misreading a wrong choice reflects, and the clause that answers it."""

    id: str = Field(description="The misreading's id (as the decision's misconceptions name it).")
    rule: str = Field(description="The clause that answers it.")
    text: str = Field(description="Why it is a misreading, in the language of the answer.")


class ChoiceDocument(TrainingModel):
    """One choice of a question."""

    id: str = Field(description="The choice's id, unique within its question.")
    text: str = Field(description="The choice in words, in the language of the answer.")
    value: bool | int | str = Field(
        description="The value the choice stands for at the question's field of the decisions"
        " API's answer (POST /api/v1/decisions)."
    )
    misconception: MisreadingDocument | None = Field(
        default=None, description="For a wrong choice: the misreading it reflects, if any."
    )


class QuestionDocument(TrainingModel):
    """A question about one incident, answered by the engine."""

    id: str = Field(description="Stable: the incident's canonical form and the question's kind.")
    kind: str = Field(description="What is asked: offence, offender, judged_at, restart...")
    prompt: str = Field(description="The question, in the language of the answer.")
    story: str = Field(description="The incident told in words, one fact a line.")
    incident: Incident = Field(description="The incident, valid for POST /api/v1/decisions.")
    field: str = Field(
        description="Where the decisions API's answer gives the right value (a field path)."
    )
    choices: list[ChoiceDocument]
    answer: str = Field(description="The id of the right choice.")
    clauses: list[str] = Field(description="The clauses the answer cites.")
    explanation_url: str = Field(description="The explanation of the incident, with citations.")
    topic: str = Field(description="The group of clauses the question is about.")
    topics: list[str] = Field(description="Every group of clauses its clauses belong to.")
    edition: str = Field(description="The edition of the Laws the answer is given under.")
    difficulty: int = Field(ge=1, le=3, description="1 to 3: how many findings it turns on.")
    origin: Literal["casebook", "rulebook", "variant"] = Field(
        description="A casebook incident, a rule book scenario's, or a variant of either."
    )
    source: str = Field(description="The casebook slug or the rule book scenario it comes from.")


class QuestionList(TrainingModel):
    """A page of the question bank."""

    total: int = Field(description="How many questions the filters keep, over all pages.")
    questions: list[QuestionDocument]


def words_of(q: Question) -> Words:
    return Words(q.material.incident, q.decision)


def prompt(q: Question, w: Words | None = None) -> str:
    w = w or words_of(q)
    who = w.who(q.decision.offender) if q.decision.offender else ""
    return str(template_module(TEMPLATE).prompt(q.kind, who)).strip()


def choice_text(q: Question, value: Any, w: Words) -> str:
    return str(template_module(TEMPLATE).choice(q.kind, value, w)).strip()


def story(q: Question, w: Words | None = None) -> str:
    w = w or words_of(q)
    return str(template_module(TEMPLATE).story(w.incident, w)).strip()


def _misreading(q: Question, ident: str | None, w: Words) -> MisreadingDocument | None:
    found = next((m for m in q.decision.misconceptions if m.id == ident), None)
    if found is None:
        return None
    return MisreadingDocument(id=found.id, rule=found.rule, text=w.misconception(found, q.decision))


def document(q: Question, explanation_url: str) -> QuestionDocument:
    """``q`` with its words in the current language (its players' words as the match's)."""
    w = words_of(q)
    with i18n.players(q.material.incident.match.women):
        choices = [
            ChoiceDocument(
                id=c.id,
                text=choice_text(q, c.value, w),
                value=c.value,
                misconception=_misreading(q, c.misconception, w),
            )
            for c in q.choices
        ]
        said = prompt(q, w), story(q, w)
    return QuestionDocument(
        id=q.id,
        kind=q.kind,
        prompt=said[0],
        story=said[1],
        incident=q.material.incident,
        field=q.field,
        choices=choices,
        answer=q.answer,
        clauses=list(q.clauses),
        explanation_url=explanation_url,
        topic=q.topic,
        topics=list(q.topics),
        edition=q.edition,
        difficulty=q.difficulty,
        origin=q.material.origin,
        source=q.material.source,
    )
