"""The reader's language: English, French, German or Spanish (the IFAB's four languages).

Every word the product says is in templates/; the words marked for translation there
(``{% trans %}`` blocks and ``_()``) are extracted by pybabel into one catalog per area
of templates/ (explainer/locales/areas/<area>.cfg lists its files), translated in
explainer/locales/<lang>/LC_MESSAGES/<area>.po and compiled to <area>.mo: ``make
messages`` does all three (``make messages AREAS=site`` one area; see CONTRIBUTING.md,
and explainer/locales/GLOSSARY.md for the Law's terms in each language).

One language is current at a time: the web sets it per request (the ``lang`` query
parameter, else the browser's Accept-Language), the CLI from ``--lang``; both template
environments (Flask's and explainer.wording's) read it from here. The facts and the
decision never depend on it: only the words do. Flask-Babel selects the language for
requests; the same compiled catalogs serve the command line through Babel itself.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from babel.support import NullTranslations, Translations

if TYPE_CHECKING:
    from flask import Flask, Response

#: The languages the product speaks, English first (the language of the source text).
LANGUAGES = ("en", "fr", "de", "es")
DEFAULT = "en"
#: Where the catalogs are: explainer/locales/<area>.pot, and for each language
#: explainer/locales/<lang>/LC_MESSAGES/<area>.po and .mo.
LOCALES = Path(__file__).resolve().parent / "locales"

_current: ContextVar[str] = ContextVar("language", default=DEFAULT)


#: The language now being spoken: ``current()``. (The context variable's own method, called
#: as it is: an explanation asks some hundred times, naming players and touches.)
current: Callable[[], str] = _current.get


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Speak ``language`` (one of LANGUAGES) inside the block."""
    token = _current.set(checked(language))
    try:
        yield
    finally:
        _current.reset(token)


def use(language: str) -> None:
    """Speak ``language`` from now on in this context (a request: Flask resets it after)."""
    _current.set(checked(language))


#: Whether the players being spoken of are women (``Match.women``): then a message that has
#: a form for women in the current language (context ``women``, extracted from the templates'
#: messages marked ``gendered``: see ``extract_jinja``) says that form. Unknown (None) and
#: False keep the words as they are.
_women: ContextVar[bool] = ContextVar("women", default=False)
women: Callable[[], bool] = _women.get
#: The context of a message's form for women players.
WOMEN = "women"


@contextmanager
def players(are_women: bool | None) -> Iterator[None]:
    """Speak of the players of the block as women when ``are_women`` (a match's fact)."""
    token = _women.set(bool(are_women))
    try:
        yield
    finally:
        _women.reset(token)


def checked(language: str) -> str:
    if language not in LANGUAGES and language != PSEUDO:
        raise ValueError(f"unknown language {language!r}: one of {', '.join(LANGUAGES)}")
    return language


def best(accept_language: str | None) -> str:
    """The language to speak to a browser that sends this Accept-Language header."""
    from werkzeug.datastructures import LanguageAccept
    from werkzeug.http import parse_accept_header

    if not accept_language:
        return DEFAULT
    offered = parse_accept_header(accept_language, LanguageAccept)
    return offered.best_match(LANGUAGES, default=DEFAULT) or DEFAULT


#: The catalogs, one per area of templates/ (locales/areas/<area>.cfg says which files):
#: each can be extracted, translated and checked on its own.
AREAS = tuple(sorted(p.stem for p in (LOCALES / "areas").glob("*.cfg")))


#: A pseudo-language for tests (EXPLAINER_PSEUDO_LANGUAGE=1 lets ``?lang=qps`` choose
#: it): every marked message comes out accented, 40% longer and between ⟦ ⟧, so a page
#: shows at a glance any word left unmarked, and whether its layout holds longer text.
PSEUDO = "qps"


@cache
def translations(language: str) -> NullTranslations:
    """The compiled catalogs of ``language``, all areas merged (English: the text as written)."""
    if language == DEFAULT:
        return NullTranslations()
    if language == PSEUDO:
        return _Pseudo()
    merged = NullTranslations()
    for area in AREAS:
        found = Translations.load(str(LOCALES), [language], area)
        if isinstance(found, Translations):  # a missing catalog loads as NullTranslations
            merged = found if not isinstance(merged, Translations) else merged.merge(found)
    return merged


@cache
def catalog_digest(language: str) -> str:
    """A digest of ``language``'s compiled catalogs: it changes when a translation does
    (images drawn with the words, such as the link cards, are named after it)."""
    import hashlib

    digest = hashlib.sha256(language.encode())
    for mo in sorted((LOCALES / language / "LC_MESSAGES").glob("*.mo")):
        digest.update(mo.read_bytes())
    return digest.hexdigest()


#: The words already looked up, per language and per kind of lookup: the catalogs do not
#: change while the process runs, so the second lookup of a message is one dict read (a
#: page asks for the same few hundred messages again and again). Bounded, so that a
#: message made of a visitor's words could never grow it without end.
_MEMO_LIMIT = 20_000
_memo: dict[tuple[str, str], dict[object, str]] = {}


def _known(language: str, kind: str) -> dict[object, str]:
    try:
        return _memo[language, kind]
    except KeyError:
        return _memo.setdefault((language, kind), {})


def _remember(known: dict[object, str], key: object, said: str) -> str:
    if len(known) < _MEMO_LIMIT:
        known[key] = said
    return said


def gettext(message: str) -> str:
    language = _current.get()
    if language == DEFAULT:
        return message  # the text as written (most words are said in English)
    if _women.get():
        return _for_women(language, message)
    known = _known(language, "gettext")
    try:
        return known[message]
    except KeyError:
        return _remember(known, message, str(translations(language).ugettext(message)))


def _for_women(language: str, message: str) -> str:
    """``message``'s form for women players in ``language`` if it has one, else its form."""
    known = _known(language, "gettext women")
    try:
        return known[message]
    except KeyError:
        said = str(translations(language).upgettext(WOMEN, message))
        if said == message:  # no form of its own for women
            said = str(translations(language).ugettext(message))
        return _remember(known, message, said)


def ngettext(singular: str, plural: str, n: int) -> str:
    language = current()
    kind = "ngettext women" if _women.get() else "ngettext"
    known = _known(language, kind)
    key = (singular, plural, n)
    try:
        return known[key]
    except KeyError:
        said = str(translations(language).ungettext(singular, plural, n))
        if _women.get():
            own = str(translations(language).unpgettext(WOMEN, singular, plural, n))
            said = own if own not in (singular, plural) else said
        return _remember(known, key, said)


def pgettext(context: str, message: str) -> str:
    """``message`` in a context: the same English words that mean two things ("Body": a
    part of the body, or of a request) are two messages."""
    language = current()
    known = _known(language, "pgettext")
    key = (context, message)
    try:
        return known[key]
    except KeyError:
        return _remember(known, key, str(translations(language).upgettext(context, message)))


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    language = current()
    known = _known(language, "npgettext")
    key = (context, singular, plural, n)
    try:
        return known[key]
    except KeyError:
        said = str(translations(language).unpgettext(context, singular, plural, n))
        return _remember(known, key, said)


def init_app(app: Flask) -> None:
    """Speak each request's language: ``?lang=`` when given (and kept in every link the
    page makes), else the best of the browser's Accept-Language; say which in the
    Content-Language header, and that the answer varies with Accept-Language when the
    link does not name a language."""
    from flask import g, request
    from flask_babel import Babel

    Babel(app, locale_selector=current, default_translation_directories=str(LOCALES))
    # One catalog for both environments: Flask's templates get the same callables as
    # explainer.wording's (Flask-Babel's own would read one domain only).
    app.jinja_env.add_extension("jinja2.ext.i18n")
    app.jinja_env.policies["ext.i18n.trimmed"] = True
    app.jinja_env.install_gettext_callables(  # type: ignore[attr-defined]
        gettext, ngettext, newstyle=True, pgettext=pgettext, npgettext=npgettext
    )

    app.jinja_env.globals.update(languages=LANGUAGES, in_language=in_language, women=women)

    @app.before_request
    def _choose() -> None:
        asked = request.args.get("lang")
        g.lang_asked = asked is not None
        pseudo_ok = asked == PSEUDO and app.config.get("PSEUDO_LANGUAGE")
        if asked is not None and asked not in LANGUAGES and not pseudo_ok:
            _refuse(asked)
        use(asked if asked is not None else best(request.headers.get("Accept-Language")))

    @app.url_defaults
    def _keep(endpoint: str, values: dict[str, object]) -> None:
        if endpoint != "static" and "lang" not in values:
            kept = in_links()
            if kept is not None:
                values["lang"] = kept

    @app.after_request
    def _say(response: Response) -> Response:
        response.headers["Content-Language"] = current()
        if not g.get("lang_asked", False):
            response.vary.add("Accept-Language")
        return response

    @app.teardown_request
    def _reset(_: BaseException | None) -> None:
        use(DEFAULT)


def in_links() -> str | None:
    """The language every link of this request's page names: the page's own, unless it is
    English that nobody asked for (an English reader's addresses stay as they are; one who
    chose English in a browser that prefers another language keeps it from page to page)."""
    from flask import g, has_request_context

    language = current()
    if language != DEFAULT or (has_request_context() and g.get("lang_asked", False)):
        return language
    return None


#: Where an app keeps how a part of it refuses an unknown ``lang`` (refuse_with).
_REFUSE = "explainer.refuse_language"


def refuse_with(app: Flask, refuse: Callable[[str], None]) -> None:
    """Have ``refuse(asked)`` refuse an unknown ``lang`` first: it raises its own error for
    the addresses it answers (the JSON API: a problem document) and returns for the rest,
    which get the 400 page."""
    app.extensions[_REFUSE] = refuse


def _refuse(asked: str) -> None:
    """A 400 for an unknown ``lang``: the registered refusal's (refuse_with), else the page."""
    from flask import abort, current_app

    refuse = current_app.extensions.get(_REFUSE)
    if refuse is not None:
        refuse(asked)
    abort(400)


def in_language(language: str, external: bool = False, named: bool = False) -> str | None:
    """This page's address in ``language`` (None for a page that has no address of its
    own, such as the answer to a form post): the same route, values and query. English is
    the address as it is, unless ``named`` (the language menu: a reader whose browser
    prefers French and who chooses English stays in English)."""
    from flask import current_app, request, url_for

    if request.endpoint is None or request.method != "GET":
        return None
    args = {k: v for k, v in request.args.items() if k != "lang"}
    values = {**(request.view_args or {}), **args}
    if language != DEFAULT or named:
        values["lang"] = language
    else:
        values["lang"] = None  # url_defaults adds nothing: English is the address as it is
    path = url_for(request.endpoint, **values)
    if not external:
        return path
    # The site's own address, as every absolute link is built (explainer/hosts.py).
    base = str(current_app.config.get("PUBLIC_URL") or request.host_url)
    return base.rstrip("/") + path


_ACCENTED = str.maketrans("AaCcEeIiNnOoUuYy", "ÅåÇçÉéÎîÑñÖöÛûÝý")
#: What a pseudo-translation leaves as it is: placeholders, markup, entities.
_KEEP = re.compile(r"%\(\w+\)[sd]|%%|\{\w+(?::[^}]*)?\}|<[^>]*>|&\w+;|&#\d+;")


def pseudo(message: str) -> str:
    """``message`` in the pseudo-language: letters accented, 40% longer, in ⟦ ⟧; its
    placeholders, tags and entities untouched."""
    parts: list[str] = []
    last = 0
    for kept in _KEEP.finditer(message):
        parts.append(message[last : kept.start()].translate(_ACCENTED))
        parts.append(kept.group())
        last = kept.end()
    parts.append(message[last:].translate(_ACCENTED))
    text = "".join(parts)
    padding = "·" * round(sum(c.isalpha() for c in message) * 0.4)
    # In words of at most 5, as real words are: a long unbroken run would overflow a
    # layout that holds long translations well.
    words = " ".join(padding[i : i + 5] for i in range(0, len(padding), 5))
    return f"⟦{text}{' ' + words if words else ''}⟧"


class _Pseudo(NullTranslations):
    def ugettext(self, message: str) -> str:
        return pseudo(message)

    def ungettext(self, singular: str, plural: str, n: int) -> str:
        return pseudo(singular if n == 1 else plural)

    def upgettext(self, context: str, message: str) -> str:
        return pseudo(message)

    def unpgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return pseudo(singular if n == 1 else plural)

    gettext = ugettext
    ngettext = ungettext  # type: ignore[assignment]
    pgettext = upgettext
    npgettext = unpgettext  # type: ignore[assignment]


def extract_catalogue(
    fileobj: object, keywords: object, comment_tags: object, options: object
) -> Iterator[tuple[int, str, str, list[str]]]:
    """A pybabel extraction method for rules/catalogue/ (area ``catalogue``): the words
    the engine's catalogue holds as data, which templates show through ``rules`` and
    citations (explainer.wording): each rule's title, the documents cited and the sections
    named in words (the VAR protocol's, the trials')."""
    from rules.catalogue import CLAUSES
    from rules.catalogue.table import rule_of

    seen: set[str] = set()
    for declaration in CLAUSES:
        rule = rule_of(declaration)
        words = [rule.title, rule.document]
        if not rule.section.replace(".", "").isdigit():
            words.append(rule.section)
        # Where the clause is declared: its part's module and its class.
        home = f"{declaration.__module__.replace('.', '/')}.py: {declaration.__name__} ({rule.id})"
        for text in words:
            if text and text not in seen:
                seen.add(text)
                yield 1, "gettext", text, [home]


def extract_jinja(
    fileobj: BinaryIO, keywords: Sequence[str], comment_tags: object, options: dict[str, str]
) -> Iterator[tuple[int, str, object, list[str]]]:
    """Jinja's pybabel extraction method, and for each message marked ``{# gendered: #}``
    (the comment just before it: its words for a player depend on whether the players are
    women, in some language), or named in a ``{# gendered messages: A | B #}`` comment of
    its file (for messages in a table, where no comment can go), the same message again in
    the context ``women``: translated as it is said of women players (``gettext`` says it
    under ``players(True)``). English has no catalog: where its own words differ ("She was
    clearly beyond..."), the template says them itself, under ``women()``, with
    ``pgettext("women", ...)``."""
    from jinja2.ext import babel_extract

    source = fileobj.read()
    named = {
        m.strip()
        for listed in re.findall(rb"\{#-?\s*gendered messages:(.*?)-?#\}", source, re.S)
        for m in " ".join(listed.decode().split()).split(" | ")
    }
    found = babel_extract(io.BytesIO(source), keywords, ["gendered:"], options)
    for line, function, message, marked in found:
        yield line, function, message, []
        said = [m for m in (message if isinstance(message, tuple) else (message,)) if m]
        if not said or not (marked or " ".join(said[0].split()) in named):
            continue  # (a message made of a variable: nothing to extract)
        if function in ("_", "gettext"):
            yield line, "pgettext", (WOMEN, said[0]), []
        elif function == "ngettext":
            yield line, "npgettext", (WOMEN, *said[:2]), []


class _Rules:
    """``rules`` in templates: the catalogue, each rule's title and section worded in the
    current language (the catalogue's words are extracted by ``extract_catalogue``)."""

    def __init__(self, rules: Mapping[str, object]) -> None:
        self._rules = rules
        self._worded: dict[str, _Rule] = {}

    def __getitem__(self, rule_id: str) -> _Rule:
        try:
            return self._worded[rule_id]
        except KeyError:  # a page asks for the same few rules again and again
            worded = _Rule(self._rules[rule_id])
            if len(self._worded) < _MEMO_LIMIT:
                self._worded[rule_id] = worded
            return worded

    def __contains__(self, rule_id: object) -> bool:
        return rule_id in self._rules

    def __iter__(self) -> Iterator[str]:
        return iter(self._rules)

    def __len__(self) -> int:
        return len(self._rules)

    def keys(self) -> Iterator[str]:
        return iter(self._rules)

    def values(self) -> Iterator[_Rule]:
        return (_Rule(r) for r in self._rules.values())

    def items(self) -> Iterator[tuple[str, _Rule]]:
        return ((k, _Rule(r)) for k, r in self._rules.items())


class _Rule:
    def __init__(self, rule: object) -> None:
        self._rule = rule

    def __getattr__(self, name: str) -> object:
        value = getattr(self._rule, name)
        if name in ("title", "section", "document") and isinstance(value, str) and value:
            return gettext(value)
        return value


def translated_rules(rules: Mapping[str, object]) -> _Rules:
    return _Rules(rules)
