"""Home, casebook and health pages."""

from __future__ import annotations

from flask import Blueprint, abort, render_template

from explainer import casebook
from explainer.render import Words
from rules import decide

bp = Blueprint("pages", __name__)


@bp.get("/")
def home() -> str:
    entries = [(c, decide(c.incident)) for c in casebook.cases()]
    return render_template("pages/home.html", entries=entries)


@bp.get("/cases/<slug>")
def case(slug: str) -> str:
    found = casebook.case(slug)
    if found is None:
        abort(404)
    decision = decide(found.incident)
    words = Words(found.incident, decision)
    return render_template(
        "pages/case.html", case=found, incident=found.incident, d=decision, **words.helpers()
    )


@bp.get("/health")
def health() -> str:
    return render_template("pages/health.html")
