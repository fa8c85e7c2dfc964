"""Turn a Decision into words. All wording lives in templates/; this only wires it up."""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import os
import re
import sys
from collections.abc import MutableMapping
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from types import BuiltinFunctionType, FunctionType, MethodType
from typing import Any

import jinja2
from babel.dates import format_date
from babel.numbers import format_decimal, get_decimal_symbol
from jinja2 import (
    Environment,
    FileSystemLoader,
    StrictUndefined,
    nodes,
    pass_context,
    pass_eval_context,
    select_autoescape,
)
from jinja2.bccache import Bucket, FileSystemBytecodeCache
from jinja2.compiler import CodeGenerator, Frame
from jinja2.nodes import EvalContext
from jinja2.runtime import Context, Macro
from jinja2.utils import _PassArg
from jinja2.visitor import NodeTransformer
from markupsafe import Markup

from explainer import i18n
from rules import (
    RULES,
    Alternative,
    Analysis,
    Decision,
    EditionComparison,
    Finding,
    Incident,
    Missing,
    Unexplored,
    paths,
)
from rules.incident import OBJECTS, Distances, Qualitative
from rules.interview import branch
from rules.trace import Citation

_HERE = Path(__file__).resolve().parent


def template_dir() -> Path:
    """templates/ ships inside the wheel as explainer/templates; a checkout has it at the top."""
    packaged = _HERE / "templates"
    if (packaged / "text").is_dir():
        return packaged
    return _HERE.parent / "templates"


class _Environment(Environment):
    """Jinja's environment, with each template's globals in a plain dict.

    Jinja gives every template a ChainMap of its globals over the environment's, and
    copies it into every context it makes (a render, an include, an import with
    context): a ChainMap is copied key by key in Python, some 10 µs each time. This
    environment's globals are all set before its first template loads (``environment``),
    so a dict of them, made once per template, says the same.
    """

    def make_globals(self, d: MutableMapping[str, Any] | None) -> MutableMapping[str, Any]:
        return {**self.globals, **(d or {})}

    def _parse(self, source: str, name: str | None, filename: str | None) -> nodes.Template:
        return _said_directly(super()._parse(source, name, filename))


def _said_directly(tree: nodes.Template) -> nodes.Template:
    """``tree`` with every message said in one direct call.

    A template says a message by calling ``_`` or ``gettext`` (a ``{% trans %}`` block is
    made such a call by Jinja's i18n extension), and Jinja makes every call of a template
    go through ``Context.call``; an explanation says some hundred messages. Here each such
    call of a message is a filter of it instead (``_("Why")`` is ``"Why" | _said``): a
    filter is looked up once per template and called directly. The filters take the
    context, as the callables do (and so are never worked out while the template compiles,
    in whatever language was spoken then). A template that gives one of those names a
    value of its own keeps its calls as they are (and no render passes one: the wording's
    renders pass the decision, the incident and the helpers of ``Words``).
    """
    own = {n.name for n in tree.find_all(nodes.Name) if n.ctx != "load"}
    own.update(n.target for n in tree.find_all(nodes.Import))
    for found in tree.find_all(nodes.FromImport):
        own.update(n if isinstance(n, str) else n[1] for n in found.names)
    if own & _SAID.keys():
        return tree
    said: nodes.Template = _Said().visit(tree)
    return said


class _Said(NodeTransformer):
    """Each call of ``_``, ``gettext``... with a message, as the filter that says it."""

    def visit_Call(self, node: nodes.Call) -> nodes.Node:  # noqa: N802 (Jinja's visitor names)
        call = self.generic_visit(node)
        callee = call.node if isinstance(call, nodes.Call) else None
        if not (
            isinstance(call, nodes.Call)
            and isinstance(callee, nodes.Name)
            and callee.name in _SAID
            and call.args
            and call.dyn_args is None
            and call.dyn_kwargs is None
        ):
            return call
        first, *rest = call.args
        said = nodes.Filter(first, _SAID[callee.name], rest, call.kwargs, None, None)
        said.set_lineno(call.lineno)
        return said


class _CodeGenerator(CodeGenerator):
    """Jinja's compiler, with a quicker ``a.b``.

    Jinja compiles every ``a.b`` of a template to ``environment.getattr(a, "b")``: a
    method call that tries the attribute, then the item. An explanation reads some two
    hundred attributes (a finding's outcome and facts, the decision's parts), and the
    call is most of what each read costs. Here ``a.b`` is the builtin ``getattr`` with
    ``missing`` as its default, which answers every read that finds an attribute, and the
    environment's own method only for the rest (an item, or nothing: the same answer,
    found the same way). ``a`` is worked out once either way.
    """

    def visit_Getattr(self, node: nodes.Getattr, frame: Frame) -> None:  # noqa: N802
        if self.environment.is_async or type(self.environment).getattr is not Environment.getattr:
            super().visit_Getattr(node, frame)
            return
        self.write("(_jv if (_jv := getattr((_jo := ")
        self.visit(node.node, frame)
        self.write(f"), {node.attr!r}, missing)) is not missing ")
        self.write(f"else environment.getattr(_jo, {node.attr!r}))")


@lru_cache(maxsize=1)
def environment() -> Environment:
    env = _Environment(
        loader=FileSystemLoader(str(template_dir())),
        autoescape=_escapes,
        undefined=StrictUndefined,
        # Templates ship with the package and do not change while it runs; there are a
        # few hundred, and a template is looked up by name some ten times an explanation:
        # a plain dict of them all (cache_size=-1), not Jinja's LRU cache, whose look-up
        # is Python code behind a lock.
        auto_reload=False,
        cache_size=-1,
        trim_blocks=False,
        keep_trailing_newline=True,
        extensions=["jinja2.ext.i18n"],
        bytecode_cache=template_cache(),
    )
    # Words marked for translation speak the current language (explainer/i18n.py).
    env.policies["ext.i18n.trimmed"] = True
    env.install_gettext_callables(  # type: ignore[attr-defined]
        i18n.gettext, i18n.ngettext, newstyle=True, pgettext=i18n.pgettext, npgettext=i18n.npgettext
    )
    # The same callables, each in one call: jinja2.ext's newstyle wrappers take the
    # template's context and call through it again (``_`` twice), and an explanation says
    # some hundred messages. What they do is done here to the letter (see _say).
    env.globals.update(gettext=_say, _=_say, ngettext=_nsay, pgettext=_psay, npgettext=_npsay)
    env.context_class = _QuickContext
    env.code_generator_class = _CodeGenerator
    env.filters.update(
        {"_said": _said, "_nsaid": _nsaid, "_psaid": _psaid, "_npsaid": _npsaid}  # (_SAID)
    )
    env.globals["rules"] = i18n.translated_rules(RULES)
    env.globals["lang"] = i18n.current
    env.filters["cap"] = lambda text: text[:1].upper() + text[1:]
    env.filters["wrap"] = wrap
    env.filters["day"] = day
    env.filters["number"] = number
    env.filters["count"] = count
    return env


def template_cache() -> _TemplateCache | None:
    """Where the wording's compiled templates are kept between runs: EXPLAINER_TEMPLATE_CACHE
    (a folder; empty or "off": nowhere), else var-explainer/templates in the user's cache
    folder ($XDG_CACHE_HOME, or ~/.cache). None when the folder cannot be made."""
    asked = os.environ.get("EXPLAINER_TEMPLATE_CACHE")
    if asked is not None and asked.strip().lower() in ("", "off"):
        return None
    if asked is not None:
        folder = Path(asked)
    else:
        home = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
        folder = Path(home) / "var-explainer" / "templates"
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        return _TemplateCache(folder)
    except OSError:
        return None


class _TemplateCache(FileSystemBytecodeCache):
    """The wording's templates, compiled, kept on disk between runs: the command line
    compiles some twenty templates to explain one incident, most of its start-up.

    Jinja keys a compiled template on its name and checks it against its source; here the
    key also holds what else shapes the compiled code (this module's source, which sets the
    environment up and compiles it, and Jinja's and Python's versions), so that a change
    to either compiles afresh. A file that cannot be read or written is no cache: the
    template is compiled as if it were not there."""

    def __init__(self, folder: Path) -> None:
        super().__init__(str(folder), "%s.jinja")
        made = hashlib.sha256(Path(__file__).read_bytes())
        made.update(f"|{jinja2.__version__}|{sys.version}".encode())
        self.made = made.hexdigest()

    def get_cache_key(self, name: str, filename: str | None = None) -> str:
        return hashlib.sha256(f"{self.made}|{name}|{filename}".encode()).hexdigest()

    def load_bytecode(self, bucket: Bucket) -> None:
        try:
            super().load_bytecode(bucket)
        except Exception:  # noqa: BLE001 (a damaged file: compile afresh)
            bucket.reset()

    def dump_bytecode(self, bucket: Bucket) -> None:
        with contextlib.suppress(OSError):  # (a folder that cannot be written: no cache)
            super().dump_bytecode(bucket)


class _QuickContext(Context):
    """Jinja's template context, with a quicker way to call a macro, function or method.

    A template calls every helper through ``Context.call``, which looks twice for the
    marks that ask for the context (``pass_context`` and the like) before calling; for a
    function or a bound method the mark is its function's, looked up once per function
    (a method forwards the lookup to its function, and a miss is slow to find), and a
    builtin has none. A macro given just its arguments, in order, is its own function
    called as ``Macro.__call__`` would (after sorting arguments it was not given). (A
    message is not called through here at all: see _said_directly.) Anything else (a
    callable object, a function that asks for the whole context) goes the usual way.
    """

    def call(self, obj: Any, /, *args: Any, **kwargs: Any) -> Any:
        kind = type(obj)
        if kind is Macro:
            marked: Any = _MACRO
        elif kind is MethodType or kind is FunctionType:
            func = obj.__func__ if kind is MethodType else obj
            try:
                marked = _marks[func]
            except KeyError:
                marked = getattr(func, "jinja_pass_arg", None)
                if len(_marks) < 4096:
                    _marks[func] = marked
        elif kind is BuiltinFunctionType:
            marked = None  # a builtin cannot be marked (it has no attributes of its own)
        else:
            return super().call(obj, *args, **kwargs)
        if not (marked is None or marked is _MACRO or marked is _PassArg.eval_context):
            return super().call(obj, *args, **kwargs)
        if kwargs:
            # The loop's and block's own variables, which only a context-taker gets.
            kwargs.pop("_loop_vars", None)
            kwargs.pop("_block_vars", None)
        try:
            if marked is None:
                return obj(*args, **kwargs)
            if (
                marked is _MACRO
                and not kwargs
                and len(args) == obj._argument_count
                and not (obj.caller or obj.catch_kwargs or obj.catch_varargs)
                and not self.environment.is_async
            ):
                said = obj._func(*args)
                return Markup(said) if self.eval_ctx.autoescape else said
            return obj(self.eval_ctx, *args, **kwargs)  # Macro.__call__ takes it too
        except StopIteration:
            return self._stopped()

    def _stopped(self) -> Any:
        return self.environment.undefined(
            "value was undefined because a callable raised a StopIteration exception"
        )


#: The mark of each function a template has called (see _QuickContext.call).
_marks: dict[Any, Any] = {}
#: What _QuickContext.call takes a macro's mark to be.
_MACRO = object()


# What jinja2.ext's newstyle gettext callables do (``_make_new_gettext`` and its kin): the
# message in the current language, made markup where the template escapes (so that the
# values put into it are escaped), and always used as a format string.


@pass_eval_context
def _say(eval_ctx: EvalContext, message: str, /, **variables: Any) -> str:
    return _formatted(eval_ctx, i18n.gettext(message), variables)


@pass_eval_context
def _nsay(eval_ctx: EvalContext, singular: str, plural: str, num: int, /, **variables: Any) -> str:
    variables.setdefault("num", num)
    return _formatted(eval_ctx, i18n.ngettext(singular, plural, num), variables)


@pass_eval_context
def _psay(eval_ctx: EvalContext, context: str, message: str, /, **variables: Any) -> str:
    variables.setdefault("context", context)
    return _formatted(eval_ctx, i18n.pgettext(context, message), variables)


@pass_eval_context
def _npsay(
    eval_ctx: EvalContext, context: str, singular: str, plural: str, num: int, /, **variables: Any
) -> str:
    variables.setdefault("context", context)
    variables.setdefault("num", num)
    return _formatted(eval_ctx, i18n.npgettext(context, singular, plural, num), variables)


# The same, as the filters each message of the wording's templates is said with
# (_said_directly): given the template's context, of which they read the eval context only.


@pass_context
def _said(context: Context, message: str, /, **variables: Any) -> str:
    said = i18n.gettext(message)  # _formatted's work, inline: this is said most often
    return (Markup(said) if context.eval_ctx.autoescape else said) % variables


@pass_context
def _nsaid(context: Context, singular: str, plural: str, num: int, /, **variables: Any) -> str:
    return _nsay(context.eval_ctx, singular, plural, num, **variables)


@pass_context
def _psaid(context: Context, ctx: str, message: str, /, **variables: Any) -> str:
    return _psay(context.eval_ctx, ctx, message, **variables)


@pass_context
def _npsaid(
    context: Context, ctx: str, singular: str, plural: str, num: int, /, **variables: Any
) -> str:
    return _npsay(context.eval_ctx, ctx, singular, plural, num, **variables)


#: The filter that says each kind of message, by the name of the callable it stands for.
_SAID = {
    "_": "_said",
    "gettext": "_said",
    "ngettext": "_nsaid",
    "pgettext": "_psaid",
    "npgettext": "_npsaid",
}


def _formatted(eval_ctx: EvalContext, said: str, variables: dict[str, Any]) -> str:
    """The translated ``said`` filled in with ``variables``: as markup where the template
    escapes, so that the values put into it are escaped."""
    if eval_ctx.autoescape:
        said = Markup(said)
    return said % variables


#: Which templates escape what they say (asked once per render; answered once per name).
_escapes = lru_cache(maxsize=1024)(select_autoescape(["html", "html.j2"]))


def number(value: object) -> str:
    """A number as the current language writes it: 2.4 in English (as Python writes it),
    2,4 in French, German and Spanish; thousands grouped as each language groups them."""
    language = i18n.current()
    if language not in i18n.LANGUAGES or language == i18n.DEFAULT:
        return str(value)
    kind = type(value)
    if kind is not int and kind is not float:  # bool, or a kind of number seldom seen
        if isinstance(value, bool) or not isinstance(value, int | float):
            return str(value)
        return str(format_decimal(value, locale=language))
    # Said once per language: Babel's formatting is slow. Keyed by repr, so that 0.0 and
    # -0.0 (equal, and equal in hash) are told apart.
    key = (language, kind, repr(value))
    try:
        return _numbers[key]
    except KeyError:
        pass
    said = _plain_decimal(key[2], language)
    if said is None:
        said = str(format_decimal(value, locale=language))  # type: ignore[arg-type]
    if len(_numbers) < 4096:
        _numbers[key] = said
    return said


_numbers: dict[tuple[str, type, str], str] = {}
#: A number Babel's "#,##0.###" would write as Python does but for the decimal sign: at
#: least 0, under 1000 (no grouping) and at most three decimals (no rounding).
_PLAIN = re.compile(r"(\d{1,3})(?:\.(\d{0,3}))?")


def _plain_decimal(written: str, language: str) -> str | None:
    """``written`` (a repr) as Babel writes it in ``language``, without Babel (some 60 µs
    a number), or None when it is not that simple (tests/unit/test_render_numbers.py)."""
    plain = _PLAIN.fullmatch(written)
    if plain is None:
        return None
    whole, fraction = plain.groups()
    fraction = (fraction or "").rstrip("0")
    return whole + (_decimal_sign(language) + fraction if fraction else "")


@cache
def _decimal_sign(language: str) -> str:
    return str(get_decimal_symbol(language))


def count(value: int) -> str:
    """A count with its thousands grouped as the current language groups them: 1,234 in
    English, 1 234 in French, 1.234 in German and Spanish."""
    language = i18n.current()
    if language not in i18n.LANGUAGES or language == i18n.DEFAULT:
        return f"{value:,}"
    return str(format_decimal(value, locale=language))


def day(value: object) -> str:
    """An ISO date as people write it in the current language: '2022-07-27' -> '27 July
    2022', '27 juillet 2022', '27. Juli 2022', '27 de julio de 2022' (else as given)."""
    return _day(str(value), i18n.current())


@lru_cache(maxsize=1024)
def _day(value: str, language: str) -> str:
    try:
        parsed = dt.date.fromisoformat(value)
    except ValueError:
        return value
    if language == i18n.PSEUDO:
        return i18n.pseudo(f"{parsed.day} {parsed:%B %Y}")
    if language == i18n.DEFAULT:
        return f"{parsed.day} {parsed:%B %Y}"
    said = str(format_date(parsed, format="long", locale=language))
    if language == "fr" and parsed.day == 1:
        said = "1er" + said[1:]  # the first of the month is written 1er in French
    return said


def wrap(text: str, width: int = 88, indent: int = 0) -> str:
    """Greedy word wrap; continuation lines are indented by ``indent`` spaces.

    Each line is as much as fits before a space, else an over-long word on its own (and
    never less than two characters wide). Found by looking for the last space that fits,
    in C (``str.rfind``): textwrap is several times slower, and a regular expression that
    matches the most that fits and backs off to a space was twice as slow; this runs for
    every step of every explanation.
    """
    if not _even(text):
        text = " ".join(text.split())
    if len(text) <= width - indent:
        return text  # one line (nothing at all if empty)
    return ("\n" + " " * indent).join(_lines(text, max(width - indent, 2)))


def _lines(text: str, width: int) -> list[str]:
    """The lines of ``text`` (spaced as ``_even`` says) at most ``width`` wide."""
    lines: list[str] = []
    start, end = 0, len(text)
    while end - start > width:
        cut = text.rfind(" ", start, start + width + 1)
        if cut < 0:  # a word longer than a line: on its own, to the next space
            cut = text.find(" ", start + width)
            if cut < 0:
                break
        lines.append(text[start:cut])
        start = cut + 1
    lines.append(text[start:])
    return lines


def _even(text: str) -> bool:
    """Whether ``text`` is spaced as wrap would space it (one space between words, none at
    either end), told quickly (splitting it to join it again is half of wrap's time). Every
    whitespace character but the space is unprintable, in Unicode as in ASCII (a test
    checks each code point), so printable text has no other whitespace."""
    return (
        text.isprintable()
        and "  " not in text
        and not text.startswith(" ")
        and not text.endswith(" ")
    )


@cache
def _finding_macro(rule: str) -> Any:
    """Each finding template defines a macro; calling it is far cheaper than a render.

    What is called is the macro's own function when that is all the call would do (five
    arguments given in order, plain text): ``Macro.__call__`` sorts arguments that a
    finding never gets, and runs some thousand times per page.
    """
    macro = environment().get_template(f"findings/{rule}.txt.j2").module.text  # type: ignore[attr-defined]
    func = getattr(macro, "_func", None)
    plain = (
        isinstance(macro, Macro)
        and func is not None
        and tuple(macro.arguments) == ("f", "facts", "w", "who", "touch")
        and not (macro.caller or macro.catch_kwargs or macro.catch_varargs)
        and not macro._default_autoescape
        and not environment().is_async
    )
    return func if plain else macro


def words_table() -> Any:
    """The tables of templates/words.txt.j2 (names of things, actions, indicators...), in
    the current language."""
    return _words_table(i18n.current())


@lru_cache(maxsize=8)
def _words_table(language: str) -> Any:
    with i18n.speaking(language):
        return environment().get_template("words.txt.j2").make_module()


@lru_cache(maxsize=8192)
def _cite(
    rule: str, document: str, edition: str, law: int | None, section: str, titled: bool, _: str
) -> str:
    """Words.cite, said once per citation and language (the last argument, the current one)."""
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
_PROTOCOL_RULES = frozenset(r for r, spec in RULES.items() if spec.document == "VAR protocol")

#: Words.cite's memory: what each citation object was said as, kept with the object.
_CITED: dict[tuple[int, str, bool, str], tuple[Citation, str]] = {}
_CITED_MAX = 4096


class _Facts:
    """A finding's facts as its template reads them: ``facts.name``, None when not given.

    The facts are the object's own attributes (its ``__dict__``): a fact that is given is
    read as any attribute is, in C. A fact that is not given is read from the class, where
    ``__getattr__`` puts None under its name the first time a template asks for it (an
    instance's own attributes come first). As a dict with a ``__getattr__``, every fact
    read was a call of Python code, some hundred an explanation. Templates read facts by
    name only (names written in the templates), never as a mapping, and change none (so
    a finding's own dict of facts can be the object's, ``_facts_of``).
    """

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):  # not a fact: a protocol's probe (__html__, __deepcopy__)
            raise AttributeError(name)
        if name.isidentifier() and len(vars(_Facts)) < _FACT_NAMES_MAX:
            setattr(_Facts, name, None)
        return None


#: How many names of facts not given ``_Facts`` keeps (the templates name some sixty).
_FACT_NAMES_MAX = 1000


def _facts_of(f: Finding, extra: dict[str, Any] | None = None) -> _Facts:
    """The facts of ``f`` (and ``extra``, what the story adds) for its template."""
    facts = _object_new(_Facts)
    facts.__dict__ = {**f.facts, **extra} if extra else f.facts
    return facts


_object_new = object.__new__


class Words:
    """The helpers templates use to name players, touches and facts of one incident."""

    def __init__(
        self, incident: Incident, decision: Decision, analysis: Analysis | None = None
    ) -> None:
        self.incident = incident
        self.decision = decision
        self.analysis = analysis
        #: What ``who`` and ``touch`` said, by language and what was named: an explanation
        #: names the same few players and touches dozens of times (the incident is frozen).
        #: Looked up in place, not through a shared helper: a call is most of the cost.
        self._whos: dict[tuple[str, str | None], str] = {}
        self._touches: dict[tuple[str, int | None], str] = {}
        self._helpers: dict[str, Any] | None = None

    def who(self, ident: str | None) -> str:
        key = (i18n.current(), ident)
        try:
            return self._whos[key]
        except KeyError:
            said = self._whos[key] = self._who(ident)
            return said

    def _who(self, ident: str | None) -> str:
        if ident is None:
            return str(words_table().patterns["someone"])
        if ident in OBJECTS:
            return str(words_table().objects[ident])
        player = self.incident.player(ident)
        return player.name if player else ident

    def touch(self, at: int | None) -> str:
        key = (i18n.current(), at)
        try:
            return self._touches[key]
        except KeyError:
            said = self._touches[key] = self._touch(at)
            return said

    def _touch(self, at: int | None) -> str:
        table = words_table()
        if at is None or not 1 <= at <= len(self.incident.sequence):
            return str(table.patterns["some_moment"])
        contact = self.incident.sequence[at - 1]
        if contact.by in OBJECTS:
            return str(table.patterns["touch_of"]).format(at=at, thing=table.objects[contact.by])
        action = table.actions.get(contact.action, contact.action.replace("_", " "))
        return str(table.patterns["touch_by"]).format(
            who=self.who(contact.by), action=action, at=at
        )

    @staticmethod
    def cm(value: float) -> str:
        pattern = str(words_table().patterns["cm"])
        if i18n.current() == i18n.DEFAULT:
            return pattern.format(value=value)
        # Another language writes the number its own way (2,4): the pattern's own format
        # ("{value:g}") is English's.
        return re.sub(r"\{value:[^}]*\}", "{value}", pattern).format(value=number(value))

    @staticmethod
    def subcase(code: str) -> str:
        return str(words_table().subcases.get(code, code))

    def via(self, via: str | None) -> str:
        table = words_table()
        parts = [table.via.get(v, v) for v in dict.fromkeys((via or "").split(",")) if v]
        return str(table.patterns["via_join"]).join(parts)

    @staticmethod
    def indicators(facts: dict[str, Any]) -> str:
        table = words_table()
        said = [
            holds if facts[key] else fails
            for key, (holds, fails) in table.indicators.items()
            if key in facts
        ]
        return str(table.patterns["indicators_join"]).join(said)

    @staticmethod
    def cite(f: Finding, titled: bool = False) -> str:
        """The citation of a finding: with its rule id (the text explanation) or, on web
        pages, with the clause's title instead (a visitor never sees a bare id)."""
        c, rule, language = f.citation, f.rule, i18n.current()
        # Said once per citation object (the engine's findings share one per rule and
        # edition), without reading its four fields, each a call into pydantic.
        key = (id(c), rule, titled, language)
        kept = _CITED.get(key)
        if kept is not None and kept[0] is c:
            return kept[1]
        said = _cite(rule, c.document, c.edition, c.law, c.section, titled, language)
        if len(_CITED) >= _CITED_MAX:
            _CITED.clear()
        _CITED[key] = (c, said)  # (c kept with it: its id stays its own)
        return said

    def finding(self, f: Finding, extra: dict[str, Any] | None = None) -> str:
        """The plain-language sentence(s) for one finding (templates/findings/<rule>).

        ``extra`` adds what the story knows about the step's place (see ``story``). The
        finding's own player and touch are named here, once (nearly every template names
        them, and a call from a template costs several times a call from here).
        """
        facts = _facts_of(f, extra)
        said = _finding_macro(f.rule)(f, facts, self, self.who(f.player), self.touch(f.at))
        return str(said).strip()

    def steps(
        self,
        findings: list[Finding] | list[tuple[Finding, dict[str, Any]]],
        width: int,
        indent: int,
    ) -> list[tuple[int, str, str, bool]]:
        """Each finding's number, sentence(s) word-wrapped, citation and judgement badge:
        the numbered steps of the text explanation (one call from the template; numbered
        here, as Jinja's ``loop.index`` costs a loop object and an attribute per step)."""
        found: list[tuple[int, str, str, bool]] = []
        for n, item in enumerate(findings, start=1):
            f, extra = item if isinstance(item, tuple) else (item, None)
            text = wrap(self.finding(f, extra), width, indent)
            found.append((n, text, self.cite(f), f.judgement))
        return found

    @staticmethod
    def story(findings: list[Finding]) -> list[tuple[Finding, dict[str, Any]]]:
        """The steps as a story: what repeats for every touch is said once.

        The principle of a moment of judgement is explained at the first one only
        (``again`` on the later ones), and every attacker the sources raise no question
        about is listed in one step, at the first of them (``group``).
        """
        told: list[tuple[Finding, dict[str, Any]]] = []
        moments = 0
        group: list[tuple[str | None, int | None]] | None = None
        for f in findings:
            if f.rule == "OFF-MOJ-1":
                told.append((f, {"again": moments > 0}))
                moments += 1
            elif f.outcome == "not_offside_position" and f.facts.get("basis") == "not_reported":
                if group is None:
                    group = []
                    told.append((f, {"group": group}))
                group.append((f.player, f.at))
            else:
                told.append((f, {}))
        return told

    def why_steps(self, d: Decision) -> list[Finding]:
        """The findings the outcome turns on (the summary's decisive ones), in order, closed
        by the offside offence itself when the story needs it to end."""
        if d.summary is None:
            return []
        summary, trace = d.summary, d.trace
        steps = [trace[ref.index] for ref in summary.decisive]
        if not d.offside_offence or summary.reason != "offside":
            return steps
        rule, offender, at = d.offence_rule, d.offender, d.offence_at
        offence = next(
            (f for f in trace if f.rule == rule and f.player == offender and f.at == at), None
        )
        if offence is not None and offence not in steps:
            steps.append(offence)
        return steps

    def why_story(self, d: Decision) -> list[tuple[Finding, dict[str, Any]]]:
        """The decisive findings as the steps under "Why" (each told in full: ``why``)."""
        return [(f, {"why": True}) for f in self.why_steps(d)]

    def parts(self, player: str | None, at: int | None) -> dict[str, Finding]:
        """The findings of one position judgement (player at touch ``at``), by rule."""
        return {
            f.rule: f
            for f in self.decision.trace
            if f.player == player and f.at == at and f.rule.startswith("OFF-POS-")
        }

    @staticmethod
    def tone_of(d: Decision) -> str:
        """The colour of the answer: "onside" (it stood as a goal or play went on),
        "offside" (no goal, a free kick) or "undetermined"."""
        stood = d.summary.stood if d.summary is not None else "undetermined"
        if stood == "undetermined":
            return "undetermined"
        return "offside" if stood in ("no_goal", "free_kick", "no_penalty") else "onside"

    def misconception(self, m: Any, d: Decision) -> str:
        tmpl = environment().get_template(f"misconceptions/{m.id}.txt.j2")
        return tmpl.render(m=m, d=d, **self.helpers()).strip()

    @staticmethod
    def law_steps(d: Decision) -> list[Finding]:
        return [f for f in d.trace if f.rule not in _PROTOCOL_RULES]

    @staticmethod
    def var_steps(d: Decision) -> list[Finding]:
        return [f for f in d.trace if f.rule in _PROTOCOL_RULES]

    def stated(self) -> list[dict[str, Any]]:
        """Which source states each fact (the incident's provenance), in the order of the
        facts: ``kind`` (match, start, touch, position, involvement, foul, off_field,
        officials, measurement), who and which touch it is about, and the references."""
        i = self.incident
        found: list[dict[str, Any]] = []

        def add(kind: str, refs: Any, who: str | None = None, at: int | None = None) -> None:
            if refs:
                found.append({"kind": kind, "who": who, "at": at, "refs": refs})

        add("match", i.match.provenance)
        add("start", i.start.provenance)
        for n, c in enumerate(i.sequence, start=1):
            add("touch", c.provenance, self.who(c.by), n)
        for p in i.positions:
            add("position", p.provenance, self.who(p.player), p.at)
        for v in i.involvements:
            add("involvement", v.provenance, self.who(v.player), v.after)
        for f in i.fouls:
            add("foul", f.provenance, self.who(f.by))
        for o in i.off_field:
            add("off_field", o.provenance, self.who(o.player))
        if i.officials is not None:
            add("officials", i.officials.provenance)
        for m in i.measurements:
            add("measurement", m.provenance)
        return found

    def source_name(self, ident: str) -> str:
        found = next((s for s in self.incident.sources if s.id == ident), None)
        return found.publisher if found else ident

    def subject(self, a: Alternative | Missing) -> dict[str, Any]:
        """Who and which touch an alternative is about (names only; wording is in templates)."""
        steps = paths.tokens(a.field)
        head = str(steps[0]) if steps else ""
        info: dict[str, Any] = {"who": self.who(None), "at": None, "margin": None}
        if len(steps) == 2 and isinstance(steps[1], paths.Select):
            # An item the incident does not list yet: who and when its keys say.
            keys = steps[1].as_dict()
            when = keys.get("at") or keys.get("after") or ""
            at = int(when) if when.isascii() and when.isdigit() else None
            return {**info, "who": self.who(keys.get("player")), "at": at}
        if len(steps) < 2 or not isinstance(steps[1], int):
            return info
        index = steps[1]
        if head.startswith("sequence") and index < len(self.incident.sequence):
            info.update(who=self.who(self.incident.sequence[index].by), at=index + 1)
        elif head.startswith("positions") and index < len(self.incident.positions):
            pos = self.incident.positions[index]
            info.update(who=self.who(pos.player), at=pos.at)
            if isinstance(pos.where, Distances):
                second = sorted(pos.where.opponents_m.values())[1]
                info["margin"] = round(abs(second - pos.where.attacker_m) * 100, 1)
            elif isinstance(pos.where, Qualitative):
                info["margin"] = pos.where.margin_cm
        elif head.startswith("involvements") and index < len(self.incident.involvements):
            info.update(who=self.who(self.incident.involvements[index].player))
        elif head.startswith("fouls") and index < len(self.incident.fouls):
            info.update(who=self.who(self.incident.fouls[index].against))
        return info

    def counterfactual(self, a: Alternative) -> str:
        tmpl = environment().get_template("alternatives/counterfactual.txt.j2")
        return tmpl.render(a=a, **self.helpers()).strip()

    def reading(self, a: Alternative) -> str:
        tmpl = environment().get_template("alternatives/reading.txt.j2")
        return tmpl.render(a=a, **self.helpers()).strip()

    def question(self, field: str, probe: Alternative | Missing) -> str:
        tmpl = environment().get_template("alternatives/question.txt.j2")
        return tmpl.render(field=field, probe=probe, **self.helpers()).strip()

    def edition_note(self, e: EditionComparison) -> str:
        tmpl = environment().get_template("alternatives/edition.txt.j2")
        return tmpl.render(e=e, **self.helpers()).strip()

    def unexplored(self, u: Unexplored) -> str:
        tmpl = environment().get_template("alternatives/unexplored.txt.j2")
        return tmpl.render(u=u, **self.helpers()).strip()

    def helpers(self) -> dict[str, Any]:
        """The names every wording template gets (a copy: each render may add its own)."""
        if self._helpers is None:
            self._helpers = self._made_helpers()
        return dict(self._helpers)

    def _made_helpers(self) -> dict[str, Any]:
        return {
            "unexplored": self.unexplored,
            "analysis": self.analysis,
            "law_steps": self.law_steps,
            "var_steps": self.var_steps,
            "source_name": self.source_name,
            "stated": self.stated,
            "subject": self.subject,
            "counterfactual": self.counterfactual,
            "reading": self.reading,
            "question": self.question,
            "edition_note": self.edition_note,
            "path_keys": paths.selector,
            "who": self.who,
            "touch": self.touch,
            "cm": self.cm,
            "subcase": self.subcase,
            "via": self.via,
            "indicators": self.indicators,
            "cite": self.cite,
            "finding": self.finding,
            "steps": self.steps,
            "story": self.story,
            "why_steps": self.why_steps,
            "why_story": self.why_story,
            "tone_of": self.tone_of,
            "misconception": self.misconception,
        }


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
    # Only the names summary/lines.txt.j2 uses (not every helper: a smaller context).
    context = {
        "branch": either,
        "s": summary,
        "d": decision,
        "incident": words.incident,
        "found": found,
        "law": [f for f in found if f.rule not in _PROTOCOL_RULES],
        "who": words.who,
    }
    text = environment().get_template("summary/lines.txt.j2").render(**context)
    headline, lede, label = (" ".join(line.split()) for line in text.split("\n")[:3])
    return SummaryLines(headline, lede, label)


def render(name: str, incident: Incident, analysis: Analysis, **extra: Any) -> str:
    decision = analysis.decision
    words = Words(incident, decision, analysis)
    tmpl = environment().get_template(name)
    top = _summary_lines(words)  # the same words: the players it names are named once
    return tmpl.render(d=decision, incident=incident, top=top, **words.helpers(), **extra)


def explain_text(incident: Incident, analysis: Analysis) -> str:
    return render("text/explanation.txt.j2", incident, analysis)


def explain_html(incident: Incident, analysis: Analysis) -> str:
    return render("html/standalone.html.j2", incident, analysis)
