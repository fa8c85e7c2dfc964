"""What the wording (explainer/wording/) promises (that it uses Jinja's public API only,
tests/test_house.py checks with the rest of the project): one environment, each template
compiled once a run, messages said in the language of the render, numbers,
lines and citations said as the slow ways say them, and the second-last opponent's
distance as the engine found it (Law 11.4)."""

from __future__ import annotations

import ast
import dataclasses
import random
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po
from babel.numbers import format_decimal
from jinja2 import Environment, Template
from support import base_incident

from explainer import casebook, i18n, wording
from explainer.wording import findings, tables
from rules import RULES, Incident, analyse, decide

ROOT = Path(__file__).resolve().parents[2]
WORDING = ROOT / "explainer" / "wording"

# --- one environment, each template compiled once a run ---------------------------------------


def test_the_wording_makes_one_jinja_environment() -> None:
    made = []
    for path in sorted((ROOT / "explainer").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call):
                callee = node.func
                name = (
                    callee.attr if isinstance(callee, ast.Attribute) else getattr(callee, "id", "")
                )
                if name in ("Environment", "overlay", "SandboxedEnvironment"):
                    made.append(str(path.relative_to(ROOT)))
    assert made == ["explainer/wording/templates.py"]
    assert wording.environment() is wording.environment()


def test_a_template_is_compiled_once_a_run() -> None:
    env = wording.environment()
    case = casebook.cases()[0]
    wording.explain_text(case.incident, analyse(case.incident))
    for name in ("text/explanation.txt.j2", "findings/OFF-POS-7.txt.j2", "words.txt.j2"):
        assert env.get_template(name) is env.get_template(name), name
    assert findings.finding_macro("OFF-POS-7") is findings.finding_macro("OFF-POS-7")


def test_the_summary_lines_come_from_a_module_made_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """summary/lines.txt.j2 is a module of macros, made once and kept: a summary makes no
    context (a render made one, and every macro of the template anew, for each summary)."""
    some = casebook.cases()[:8]
    first = [wording.summary_lines(c.incident, decide(c.incident)) for c in some]
    made: list[str | None] = []
    new_context = Template.new_context

    def counted(self: Template, *args: Any, **kwargs: Any) -> Any:
        made.append(self.name)
        return new_context(self, *args, **kwargs)

    monkeypatch.setattr(Template, "new_context", counted)
    for language in ("fr", i18n.DEFAULT):
        with i18n.speaking(language):
            again = [wording.summary_lines(c.incident, decide(c.incident)) for c in some]
    assert made == []
    assert again == first and all(top.headline and top.lede and top.label for top in first)


@pytest.mark.parametrize("path", sorted(WORDING.glob("*.py")), ids=lambda p: p.name)
def test_every_module_of_the_wording_is_small(path: Path) -> None:
    source = path.read_text()
    assert len(source.splitlines()) <= 500
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            assert (node.end_lineno or 0) - node.lineno + 1 <= 60, node.name


# --- messages ----------------------------------------------------------------------------------


def _msgids(language: str) -> list[str]:
    found: list[str] = []
    for po in sorted((i18n.LOCALES / language / "LC_MESSAGES").glob("*.po")):
        with po.open("rb") as handle:
            catalog = read_po(handle)
        found += [m.id for m in catalog if isinstance(m.id, str) and m.id and not m.context]
    return found


@pytest.mark.parametrize("language", [*i18n.LANGUAGES, i18n.PSEUDO])
def test_every_message_is_said_as_its_catalog_says_it_twice(language: str) -> None:
    catalog = i18n.translations(language)
    ids = _msgids("fr") + ["A message no catalog has"]
    with i18n.speaking(language):
        for message in ids:
            want = str(catalog.ugettext(message)) if language != i18n.DEFAULT else message
            assert i18n.gettext(message) == want
            assert i18n.gettext(message) == want  # the second time from memory
            assert i18n.ngettext(message, "plural", 2) == str(
                catalog.ungettext(message, "plural", 2)
            )
            assert i18n.pgettext("ctx", message) == str(catalog.upgettext("ctx", message))


_MESSAGES = (
    '{{ _("%(who)s\'s header (touch %(at)s)", who=who, at=2) }}|'
    "{% trans who=who %}At the touch, {{ who }} was offside.{% endtrans %}|"
    '{{ _("100%% sure") }}|{{ ngettext("%(num)s touch", "%(num)s touches", 3) }}|'
    '{{ pgettext("Body", "Body") }}|{{ _("Body", message="m", context="c") }}'
)


@pytest.mark.parametrize("language", ["en", "fr", i18n.PSEUDO])
@pytest.mark.parametrize("escaped", [False, True])
def test_the_templates_gettext_does_what_jinjas_newstyle_one_does(
    language: str, escaped: bool
) -> None:
    """jinja2.ext's own newstyle callables against the wording's, escaped and not."""
    theirs = Environment(extensions=["jinja2.ext.i18n"], autoescape=escaped)
    theirs.install_gettext_callables(  # type: ignore[attr-defined]
        i18n.gettext, i18n.ngettext, newstyle=True, pgettext=i18n.pgettext, npgettext=i18n.npgettext
    )
    ours = wording.environment().overlay(autoescape=escaped)
    with i18n.speaking(language):
        want = theirs.from_string(_MESSAGES).render(who="<Kane & co>")
        assert ours.from_string(_MESSAGES).render(who="<Kane & co>") == want


def test_a_message_is_said_in_the_language_of_the_render_not_of_the_compile() -> None:
    """A template compiled in French speaks English to an English reader."""
    source = '{{ _("Why") }}|{% trans %}Why{% endtrans %}|{{ gettext("Why") }}'
    with i18n.speaking("fr"):
        template = wording.environment().from_string(source)
        french = template.render()
    with i18n.speaking("en"):
        assert template.render() == "Why|Why|Why"
    assert french == "|".join([i18n.translations("fr").ugettext("Why")] * 3)
    assert french != "Why|Why|Why"


# --- numbers, lines, citations, facts ------------------------------------------------------------


def _numbers() -> list[int | float]:
    rng = random.Random(7)
    values: list[int | float] = [0, 0.0, -0.0, 1, 7, 2.0, 10.1, 12.345, 12.3456, 0.001, 0.0005]
    values += [999, 999.5, 999.9999, 1000, 1000.0, 1234.5, 1e-05, 5e-324, -3.5, -0.25, 1e22]
    values += [round(rng.uniform(-50, 1500), rng.randint(0, 5)) for _ in range(3000)]
    values += [rng.randint(-100, 5000) for _ in range(500)]
    return values


@pytest.mark.parametrize("language", ["fr", "de", "es"])
def test_numbers_are_written_as_babel_writes_them(language: str) -> None:
    with i18n.speaking(language):
        for value in _numbers():
            assert wording.number(value) == format_decimal(value, locale=language), value
            assert wording.number(value) == format_decimal(value, locale=language), value


def test_zero_and_minus_zero_are_told_apart() -> None:
    with i18n.speaking("de"):
        assert wording.number(-0.0) == format_decimal(-0.0, locale="de")
        assert wording.number(0.0) == format_decimal(0.0, locale="de")
        assert wording.number(True) == "True"


def _wrapped_the_slow_way(text: str, width: int, indent: int) -> str:
    # As much as fits before a space (or the end), else an over-long word on its own.
    pattern = re.compile(rf"\S.{{0,{max(width - indent, 2) - 1}}}(?=\s|$)|\S+")
    lines = pattern.findall(" ".join(text.split()))
    return ("\n" + " " * indent).join(lines)


def test_wrap_says_what_the_pattern_alone_says() -> None:
    rng = random.Random(7)
    pieces = ["a", "é", "word", "longerwordthanaline" * 3, ".", " ", " ", "  ", "\n", "\t"]
    pieces += ["ab", "abcde", "abcdefghijk", "x" * 84, "y" * 86, "z" * 88]
    pieces += ["\x0b", "\x1c", "\x85", "\xa0", "\u202f", "\u3000", "\u200b", "\x00"]
    for _ in range(5000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 30)))
        for width, indent in ((88, 4), (86, 2), (12, 2), (5, 0), (2, 0), (1, 0), (0, 0)):
            assert wording.wrap(text, width, indent) == _wrapped_the_slow_way(text, width, indent)


def test_printable_text_has_no_whitespace_but_the_space() -> None:
    # What wrap's test of even spacing rests on, for every code point, in this Python's
    # Unicode tables.
    assert [c for c in map(chr, range(sys.maxunicode + 1)) if c.isspace() and c.isprintable()] == [
        " "
    ]
    for text in ("Sebastián  Coates", "Müller\u00a0kam", "a\u2003b", " x", "x\u3000", "É é"):
        assert wording.wrap(text, 200) == " ".join(text.split()), text


def test_a_citation_is_said_the_same_from_memory() -> None:
    case = casebook.cases()[0]
    trace = analyse(case.incident).decision.trace
    for language in (*i18n.LANGUAGES, i18n.PSEUDO):
        with i18n.speaking(language):
            for f in trace:
                for titled in (False, True):
                    tables.cited.cache_clear()
                    tables.CITED.clear()
                    first = tables.citation(f, titled)
                    assert tables.citation(f, titled) == first
                    # A copy of the citation is said the same; the same citation object
                    # under another rule is said with that rule.
                    copy = type(f)(
                        f.rule, dataclasses.replace(f.citation), f.outcome, f.at, f.player
                    )
                    assert tables.citation(copy, titled) == first
                    g = next(g for g in trace if g.rule != f.rule)
                    borrowed = type(f)(g.rule, f.citation, g.outcome, g.at, g.player)
                    c = f.citation
                    assert tables.citation(borrowed, titled) == tables.cited(
                        g.rule, c.document, c.edition, c.law, c.section, titled, language
                    )
                    assert i18n.gettext(RULES[f.rule].title) in first or not titled


def test_a_findings_facts_read_by_name_as_given_else_none() -> None:
    kane = casebook.case("2022-10-26-tottenham-sporting-kane")
    assert kane is not None
    f = next(f for f in analyse(kane.incident).decision.trace if f.facts)
    name, value = next(iter(f.facts.items()))
    before = dict(f.facts)
    facts = findings.facts_of(f, {"again": True, name: "from the story"})
    env = wording.environment()
    source = "{{ facts[0].again }}|{{ facts[0].not_a_fact }}|{{ facts[1]." + name + " }}"
    said = env.from_string(source).render(facts=[facts, findings.facts_of(f)])
    assert said.split("|") == ["True", "None", str(value)]
    assert getattr(facts, name) == "from the story"
    assert f.facts == before  # what the story adds is not written into the finding
    with pytest.raises(AttributeError):
        facts.__html__  # noqa: B018 - a probe of a protocol is no fact
    # A name once read as not given is kept on the class; a fact given still wins.
    assert "not_a_fact" in vars(findings.Facts)
    given = findings.facts_of(f, {"not_a_fact": 7})
    assert env.from_string("{{ a.not_a_fact }}|{{ b.not_a_fact }}").render(a=given, b=facts) == (
        "7|None"
    )


# --- the second-last opponent, as the engine found it (Law 11.4) -------------------------------


def test_the_margin_to_the_second_last_opponent_counts_a_defender_off_the_field() -> None:
    """D1 left the field over the goal line without permission: Law 11.4 counts him on it,
    so the second-last opponent is the keeper (1 m), not D2 (12 m), and the striker at
    0.5 m is 50 cm beyond him, as the engine's OFF-POS-7 finding says."""
    where = {"kind": "distances", "attacker_m": 0.5, "ball_m": 20.0}
    where["opponents_m"] = {"GK": 1.0, "D2": 12.0}
    off = {"player": "D1", "at": 1, "with_permission": False, "crossed": "goal_line"}
    incident = Incident.model_validate(
        base_incident(positions=[{"player": "A2", "at": 1, "where": where}], off_field=[off])
    )
    analysis = analyse(incident)
    engine = next(f for f in analysis.decision.trace if f.rule == "OFF-POS-7")
    assert (engine.facts["second_last_player"], engine.facts["margin_cm"]) == ("GK", 50.0)
    words = wording.Words(incident, analysis.decision, analysis)
    assert words.margin("A2", 1) == 50.0
    moved = [a for a in analysis.counterfactuals if a.field == "positions[0].where.attacker_m"]
    assert moved, analysis.counterfactuals
    said = words.counterfactual(moved[0])
    assert "a difference of 50 cm" in said and "1150" not in said
