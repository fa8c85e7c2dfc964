"""The trainer's pages built on the question bank (explainer.training): each question's
explanation (its ``explanation_url``) and the printable sheet of a set, with its answers.
The /train pages themselves are built on the same bank."""

from __future__ import annotations

from flask import Blueprint, abort, render_template

from explainer.training import bank
from explainer.views.api.training import asked, documents
from explainer.views.common import render_explanation

bp = Blueprint("training", __name__)


@bp.get("/train/explanations/<ident>")
def explanation(ident: str) -> str:
    """The explanation of a question's incident, as the engine gives it, with citations."""
    found = bank.by_id(ident)
    if found is None:
        abort(404)
    return render_explanation("training/explanation.html", found.material.incident)


@bp.get("/train/sheet")
def sheet() -> str:
    """A printable sheet of a set (the API's query: limit, offset, clause, edition...):
    the questions, then their answers."""
    found, _ = asked()
    return render_template("training/sheet.html", questions=documents(found), nav="train")
