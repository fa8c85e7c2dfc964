"""The tables of templates/words.txt.j2 and the citations they word, in the current language."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from explainer import i18n
from explainer.wording.templates import environment
from rules import RULES, Finding
from rules.trace import Citation


def words_table() -> Any:
    """The tables of templates/words.txt.j2 (names of things, actions, indicators...), in
    the current language, of women players or not (i18n.players)."""
    return _words_table(i18n.current(), i18n.women())


@lru_cache(maxsize=16)
def _words_table(language: str, women: bool) -> Any:
    with i18n.speaking(language), i18n.players(women):
        return environment().get_template("words.txt.j2").make_module()


def citation(f: Finding, titled: bool = False, language: str | None = None) -> str:
    """The citation of a finding: with its rule id (the text explanation) or, on web
    pages, with the clause's title instead (a visitor never sees a bare id); in
    ``language``, the current one (given by a caller that knows it already)."""
    c, rule = f.citation, f.rule
    if language is None:
        language = i18n.current()
    # Said once per citation object (the engine's findings share one per rule and
    # edition), without reading its four fields, each a call into pydantic.
    key = (id(c), rule, titled, language)
    kept = CITED.get(key)
    if kept is not None and kept[0] is c:
        return kept[1]
    said = cited(rule, c.document, c.edition, c.law, c.section, titled, language)
    if len(CITED) >= CITED_MAX:
        CITED.clear()
    CITED[key] = (c, said)  # (c kept with it: its id stays its own)
    return said


@lru_cache(maxsize=8192)
def cited(
    rule: str, document: str, edition: str, law: int | None, section: str, titled: bool, _: str
) -> str:
    """A citation, said once per citation and language (the last argument, the current one)."""
    patterns = words_table().patterns
    where = (
        str(patterns["cite_law"]).format(section=i18n.gettext(section))
        if law is not None
        else i18n.gettext(section)
    )
    pattern = patterns["cite_titled" if titled else "cite"]
    return str(pattern).format(
        rule=rule,
        document=i18n.gettext(document),
        edition=edition,
        where=where,
        title=i18n.gettext(RULES[rule].title),
    )


#: The rules of the VAR protocol (the rest are the Laws'): the steps of "How VAR handled it".
PROTOCOL_RULES = frozenset(r for r, spec in RULES.items() if spec.document == "VAR protocol")
#: The protocol's outcomes said among the Law's steps (how far the facts can be trusted).
LAW_STEP_OUTCOMES = frozenset(
    (rule, name)
    for rule in PROTOCOL_RULES
    for name, outcome in RULES[rule].declared.items()
    if outcome.among_law_steps
)


def of_the_review(f: Finding) -> bool:
    """Is ``f`` a step of "How VAR handled it" (else one of the Law's steps)?"""
    return f.rule in PROTOCOL_RULES and (f.rule, f.outcome) not in LAW_STEP_OUTCOMES


#: citation's memory: what each citation object was said as, kept with the object.
CITED: dict[tuple[int, str, bool, str], tuple[Citation, str]] = {}
CITED_MAX = 4096
