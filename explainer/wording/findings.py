"""A finding in words: its template's macro, given the finding's facts by name."""

from __future__ import annotations

from functools import cache
from typing import Any

from explainer.wording.templates import environment
from rules import Finding


@cache
def finding_macro(rule: str) -> Any:
    """Each finding template defines a macro ``text``; calling it is far cheaper than a render."""
    return environment().get_template(f"findings/{rule}.txt.j2").module.text  # type: ignore[attr-defined]


@cache
def helper_macro(name: str) -> Any:
    """The macro ``text`` of templates/alternatives/<name>.txt.j2."""
    return template_macro(f"alternatives/{name}.txt.j2")


@cache
def template_macro(name: str) -> Any:
    """The macro ``text`` of the template ``name`` (misconceptions, alternatives): a
    template that is one macro is said by calling it, far cheaper than a render."""
    return template_module(name).text


def template_module(name: str) -> Any:
    """The template ``name`` as a module of macros, made once and kept by the template
    (a render would make every macro anew, and a context, each time)."""
    return environment().get_template(name).module


class Facts:
    """A finding's facts as its template reads them: ``facts.name``, None when not given.

    The facts are the object's own attributes (its ``__dict__``): a fact that is given is
    read as any attribute is, in C. A fact that is not given is read from the class, where
    ``__getattr__`` puts None under its name the first time a template asks for it (an
    instance's own attributes come first). As a dict with a ``__getattr__``, every fact
    read was a call of Python code, some hundred an explanation. Templates read facts by
    name only (names written in the templates), never as a mapping, and change none (so
    a finding's own dict of facts can be the object's, ``facts_of``).
    """

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):  # not a fact: a protocol's probe (__html__, __deepcopy__)
            raise AttributeError(name)
        if name.isidentifier() and len(vars(Facts)) < _FACT_NAMES_MAX:
            setattr(Facts, name, None)
        return None


#: How many names of facts not given ``Facts`` keeps (the templates name some sixty).
_FACT_NAMES_MAX = 1000


def facts_of(f: Finding, extra: dict[str, Any] | None = None) -> Facts:
    """The facts of ``f`` (and ``extra``, what the story adds) for its template."""
    facts = _object_new(Facts)
    facts.__dict__ = {**f.facts, **extra} if extra else f.facts
    return facts


_object_new = object.__new__
