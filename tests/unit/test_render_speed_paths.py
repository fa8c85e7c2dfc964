"""The quick paths of the wording (explainer/render.py, explainer/i18n.py) say exactly what
the slow ones say: numbers written without Babel, messages looked up once per language,
the templates' gettext in one call, citations said once."""

from __future__ import annotations

import random
import re
import sys
from dataclasses import replace

import pytest
from babel.messages.pofile import read_po
from babel.numbers import format_decimal
from jinja2 import Environment

from explainer import casebook, i18n, render
from rules import RULES, analyse


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
            assert render.number(value) == format_decimal(value, locale=language), value
            assert render.number(value) == format_decimal(value, locale=language), value


def test_zero_and_minus_zero_are_told_apart() -> None:
    with i18n.speaking("de"):
        assert render.number(-0.0) == format_decimal(-0.0, locale="de")
        assert render.number(0.0) == format_decimal(0.0, locale="de")
        assert render.number(True) == "True"


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


@pytest.mark.parametrize("language", ["en", "fr", i18n.PSEUDO])
def test_the_templates_gettext_does_what_jinjas_newstyle_one_does(language: str) -> None:
    """jinja2.ext's own newstyle callables against ours, on the same template, escaped and not."""
    source = (
        '{{ _("%(who)s\'s header (touch %(at)s)", who=who, at=2) }}|'
        "{% trans who=who %}At the touch, {{ who }} was offside.{% endtrans %}|"
        '{{ _("100%% sure") }}|{{ ngettext("%(num)s touch", "%(num)s touches", 3) }}|'
        '{{ pgettext("Body", "Body") }}|{{ _("Body", message="m", context="c") }}'
    )
    for escaped in (False, True):
        theirs = Environment(extensions=["jinja2.ext.i18n"], autoescape=escaped)
        theirs.install_gettext_callables(  # type: ignore[attr-defined]
            i18n.gettext,
            i18n.ngettext,
            newstyle=True,
            pgettext=i18n.pgettext,
            npgettext=i18n.npgettext,
        )
        ours = render.environment().overlay(autoescape=escaped)
        with i18n.speaking(language):
            want = theirs.from_string(source).render(who="<Kane & co>")
            assert ours.from_string(source).render(who="<Kane & co>") == want


def test_a_citation_is_said_the_same_from_memory() -> None:
    case = casebook.cases()[0]
    trace = analyse(case.incident).decision.trace
    for language in (*i18n.LANGUAGES, i18n.PSEUDO):
        with i18n.speaking(language):
            for f in trace:
                for titled in (False, True):
                    render._cite.cache_clear()
                    render._CITED.clear()
                    first = render.Words.cite(f, titled)
                    assert render.Words.cite(f, titled) == first
                    # A copy of the citation is said the same; the same citation object
                    # under another rule is said with that rule.
                    copy = type(f)(f.rule, replace(f.citation), f.outcome, f.at, f.player)
                    assert render.Words.cite(copy, titled) == first
                    g = next(g for g in trace if g.rule != f.rule)
                    borrowed = type(f)(g.rule, f.citation, g.outcome, g.at, g.player)
                    c = f.citation
                    assert render.Words.cite(borrowed, titled) == render._cite(
                        g.rule, c.document, c.edition, c.law, c.section, titled, language
                    )
                    assert i18n.gettext(RULES[f.rule].title) in first or not titled


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
            assert render.wrap(text, width, indent) == _wrapped_the_slow_way(text, width, indent)


# --- the templates' quick code (render._said_directly, render._CodeGenerator) ------------------


def test_a_message_is_said_in_the_language_of_the_render_not_of_the_compile() -> None:
    """The filters a message becomes take the context, so Jinja never works one out while
    the template compiles: a template compiled in French speaks English to an English reader."""
    env = render.environment().overlay()
    source = '{{ _("Why") }}|{% trans %}Why{% endtrans %}|{{ gettext("Why") }}'
    with i18n.speaking("fr"):
        template = env.from_string(source)
        french = template.render()
    with i18n.speaking("en"):
        assert template.render() == "Why|Why|Why"
    assert french == "|".join([i18n.translations("fr").ugettext("Why")] * 3)
    assert french != "Why|Why|Why"


def test_every_message_of_the_wording_is_said_directly() -> None:
    """No template of the wording reaches a message through ``Context.call`` (the slow way
    the quick one replaces), and each reads attributes through the builtin ``getattr``."""
    env = render.environment()
    for name in env.list_templates(filter_func=lambda n: n.endswith(".txt.j2")):
        source = env.loader.get_source(env, name)[0]  # type: ignore[union-attr]
        code = env.compile(source, name=name, raw=True)
        for said in ("gettext", "'_'", "ngettext", "pgettext"):
            assert f"context.call((undefined(name={said}" not in code, name
        assert "environment.getattr(l_" not in code, name


def test_a_template_that_names_its_own_underscore_keeps_it() -> None:
    env = render.environment().overlay()
    template = env.from_string('{% set _ = upper %}{{ _("why") }}')
    assert template.render(upper=str.upper) == "WHY"
    macro = env.from_string('{% macro m(_) %}{{ _("why") }}{% endmacro %}{{ m(upper) }}')
    assert macro.render(upper=str.upper) == "WHY"


class _Counted:
    """An object whose attribute ``a`` counts how often the object itself was worked out."""

    def __init__(self) -> None:
        self.made = 0
        self.a = "attribute"

    def make(self) -> _Counted:
        self.made += 1
        return self


def test_a_dot_reads_an_attribute_then_an_item_then_nothing_as_jinja_does() -> None:
    env = render.environment().overlay()
    plain = Environment(undefined=render.environment().undefined)
    source = "{{ obj.a }}|{{ d.key }}|{{ d.items is defined }}|{{ d.nothing is defined }}"
    values = {"obj": _Counted(), "d": {"key": "item", "items": "an item named items"}}
    assert env.from_string(source).render(**values) == plain.from_string(source).render(**values)
    assert env.from_string(source).render(**values).startswith("attribute|item|True|False")
    counted = _Counted()
    assert env.from_string("{{ c.make().a }}{{ c.make().b is defined }}").render(c=counted) == (
        "attributeFalse"
    )
    assert counted.made == 2  # each object worked out once, though ``b`` is read twice
    with pytest.raises(Exception, match="nothing"):
        env.from_string("{{ d.nothing }}").render(**values)


def test_a_findings_facts_read_by_name_as_given_else_none() -> None:
    kane = casebook.case("2022-10-26-tottenham-sporting-kane")
    assert kane is not None
    f = next(f for f in analyse(kane.incident).decision.trace if f.facts)
    name, value = next(iter(f.facts.items()))
    before = dict(f.facts)
    facts = render._facts_of(f, {"again": True, name: "from the story"})
    env = render.environment().overlay()
    source = "{{ facts[0].again }}|{{ facts[0].not_a_fact }}|{{ facts[1]." + name + " }}"
    said = env.from_string(source).render(facts=[facts, render._facts_of(f)])
    assert said.split("|") == ["True", "None", str(value)]
    assert getattr(facts, name) == "from the story"
    assert f.facts == before  # what the story adds is not written into the finding
    with pytest.raises(AttributeError):
        facts.__html__  # noqa: B018 - a probe of a protocol is no fact
    # A name once read as not given is kept on the class; a fact given still wins.
    assert "not_a_fact" in vars(render._Facts)
    given = render._facts_of(f, {"not_a_fact": 7})
    assert env.from_string("{{ a.not_a_fact }}|{{ b.not_a_fact }}").render(a=given, b=facts) == (
        "7|None"
    )


def test_printable_text_has_no_whitespace_but_the_space() -> None:
    # What render._even rests on, for every code point, in this Python's Unicode tables.
    assert [c for c in map(chr, range(sys.maxunicode + 1)) if c.isspace() and c.isprintable()] == [
        " "
    ]
    for text in ("Sebastián  Coates", "Müller\u00a0kam", "a\u2003b", " x", "x\u3000", "É é"):
        assert render._even(text) == (render.wrap(text, 200) == text), text
