"""What every explanation page needs: the analysis, the words, the diagram."""

from __future__ import annotations

from typing import Any

from flask import abort, render_template, url_for
from pydantic import ValidationError

from explainer import diagram, i18n, store, storyboard
from explainer.wording import Words, summary_lines
from rules import Analysis, Incident, analyse


def law_url(rule: str) -> str:
    """Where a step's clause is in the rule book, in the page's language."""
    return url_for("laws.clause", rule_id=rule)


def explanation_context(incident: Incident, analysis: Analysis) -> dict[str, Any]:
    """The template variables of an explanation (the same names the CLI's HTML uses)."""
    decision = analysis.decision
    words = Words(incident, decision, analysis)
    return {
        "incident": words.incident,  # as shown in the reader's language
        "d": decision,
        "diagram": diagram.build(incident, decision),
        "storyboard": storyboard.build(incident, decision),
        "law_url": law_url,
        "top": summary_lines(incident, decision),
        **words.helpers(),
    }


def render_explanation(
    template: str, incident: Incident, edition: str | None = None, **extra: Any
) -> str:
    analysis = analyse(incident, edition)
    with i18n.players(incident.match.women):  # the page's words, and its summary's
        return render_template(template, **explanation_context(incident, analysis), **extra)


def load_saved(ident: str) -> store.Saved:
    """A stored explanation, or the 404 (unknown id) / 410 (no longer readable) page."""
    try:
        saved = store.current().get(ident)
    except ValidationError:
        abort(410)
    if saved is None:
        abort(404)
    return saved
