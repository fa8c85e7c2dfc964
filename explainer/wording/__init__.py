"""Turn a Decision into words. All wording lives in templates/; this package only wires it up:
one Jinja environment (``templates``), the filters (``formats``), the words tables and
citations (``tables``), a finding's macro (``findings``), the templates' helpers (``words``)
and the explanations (``explain``)."""

from explainer.wording.explain import (
    SummaryLines,
    explain_html,
    explain_text,
    render,
    summary_lines,
)
from explainer.wording.formats import count, day, number, wrap
from explainer.wording.tables import words_table
from explainer.wording.templates import environment, template_cache, template_dir
from explainer.wording.words import Words

__all__ = [
    "SummaryLines",
    "Words",
    "count",
    "day",
    "environment",
    "explain_html",
    "explain_text",
    "number",
    "render",
    "summary_lines",
    "template_cache",
    "template_dir",
    "words_table",
    "wrap",
]
