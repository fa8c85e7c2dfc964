"""Home, casebook and health pages."""

from __future__ import annotations

from datetime import date

from flask import Blueprint, abort, render_template

from explainer import casebook
from explainer.views.common import render_explanation
from explainer.wording import Words, summary_lines
from rules import decide

bp = Blueprint("pages", __name__)


@bp.get("/")
def home() -> str:
    """What this is, the casebook of real incidents, and the way to the form."""
    entries = []
    for c in casebook.cases():
        d = decide(c.incident)
        entries.append((c, Words.tone_of(d), summary_lines(c.incident, d)))
    entries.sort(key=lambda e: e[0].incident.match.date or date.min, reverse=True)
    return render_template("pages/home.html", entries=entries, nav="home")


@bp.get("/cases/<slug>")
def case(slug: str) -> str:
    """A real incident from the casebook, explained, with its sources."""
    found = casebook.case(slug)
    if found is None:
        abort(404)
    return render_explanation("pages/case.html", found.incident, case=found, nav="casebook")


@bp.get("/health")
def health() -> str:
    return render_template("pages/health.html")
