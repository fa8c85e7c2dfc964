"""A decision in words: the summary lines every output starts from, the text and HTML
explanations."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from explainer import i18n
from explainer.wording.findings import template_module
from explainer.wording.tables import PROTOCOL_RULES
from explainer.wording.templates import environment
from explainer.wording.words import Words
from rules import Analysis, Decision, Incident
from rules.interview import branch


@dataclass(frozen=True)
class SummaryLines:
    """The answer at the top, in words: the headline and the one sentence under it."""

    headline: str
    lede: str
    #: What stood, in two or three words ("Goal disallowed").
    label: str


def summary_lines(incident: Incident, decision: Decision) -> SummaryLines:
    """The headline and lede of ``decision`` (templates/summary/), each on one line.

    Every page, card, embed, oEmbed answer, the CLI and the API take their top line from
    here, so no two of them can say different things.
    """
    with i18n.players(incident.match.women):
        return _summary_lines(Words(incident, decision))


def _summary_lines(words: Words) -> SummaryLines:
    decision = words.decision
    summary = decision.summary
    if summary is None:  # pragma: no cover - rules.decide always adds one
        raise ValueError("the decision has no summary")
    found = [decision.trace[ref.index] for ref in summary.decisive]
    # While what stood or the Law's answer is not known, the one fact it turns on and the
    # outcome either way (worked out by deciding the incident both ways: never a verdict on
    # an unasked fact).
    unsettled = summary.stood == "undetermined" or summary.law.call is None
    either = branch(words.incident, decision) if unsettled else None
    law = [f for f in found if f.rule not in PROTOCOL_RULES]
    lines = template_module("summary/lines.txt.j2")
    incident, who = words.incident, words.who
    stood = lines.what_stood(summary)  # the label, and the start of the headline
    headline = lines.headline(
        stood, summary, decision, incident, found, law, either, who, words.parts
    )
    lede = lines.lede(summary, decision, incident, who)
    return SummaryLines(_one_line(headline), _one_line(lede), _one_line(stood))


def _one_line(said: str) -> str:
    """``said`` on one line, its runs of white space one space each."""
    return " ".join(str(said).split())


def render(name: str, incident: Incident, analysis: Analysis, **extra: Any) -> str:
    decision = analysis.decision
    words = Words(incident, decision, analysis)
    tmpl = environment().get_template(name)
    shown = words.incident  # in the reader's language (a casebook incident's own words)
    with i18n.players(incident.match.women):
        top = _summary_lines(words)  # the same words: the players it names are named once
        return tmpl.render(d=decision, incident=shown, top=top, **words.helpers(), **extra)


def explain_text(incident: Incident, analysis: Analysis) -> str:
    """The text explanation: templates/text/explanation.txt.j2's macro ``text``, called
    with the words of the incident (a call, where a render would make a context of every
    helper) and its steps, laid out here."""
    decision = analysis.decision
    with i18n.players(incident.match.women):
        return _explained_text(Words(incident, decision, analysis), analysis)


def _explained_text(words: Words, analysis: Analysis) -> str:
    decision = analysis.decision
    top = _summary_lines(words)
    page = template_module("text/explanation.txt.j2")
    why = _laid_out(words.steps(words.why_story(decision), 88, 4), page.judged)
    every = _laid_out(words.steps(words.story(words.law_steps(decision)), 88, 4), page.judged)
    var = ""
    if decision.review:
        var = _laid_out(words.steps(words.var_steps(decision), 86, 2), page.judged, numbered=False)
    return str(page.text(words, decision, words.incident, top, analysis, why, every, var))


def _laid_out(steps: list[tuple[int, str, str, bool]], judged: Any, numbered: bool = True) -> str:
    """The steps under a heading of the text explanation, each on a new line, numbered
    ("1. ", its citation under it indented 4) or not ("- ", indented 2); ``judged`` says a
    judgement call's citation. (A loop in the template cost a dozen calls a step.)"""
    if numbered:
        return "".join([f"\n{n}. {text}\n    [{judged(c) if j else c}]" for n, text, c, j in steps])
    return "".join([f"\n- {text}\n  [{judged(c) if j else c}]" for _n, text, c, j in steps])


def explain_html(incident: Incident, analysis: Analysis) -> str:
    return render("html/standalone.html.j2", incident, analysis)
