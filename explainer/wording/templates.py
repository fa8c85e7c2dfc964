"""The wording's one Jinja environment: where its templates are, how they are compiled and
kept between runs, and how they say a message in the reader's language."""

from __future__ import annotations

import contextlib
import hashlib
import os
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any

import jinja2
from jinja2 import (
    Environment,
    FileSystemLoader,
    StrictUndefined,
    pass_eval_context,
    select_autoescape,
)
from jinja2.bccache import Bucket, FileSystemBytecodeCache
from jinja2.nodes import EvalContext
from markupsafe import Markup

from explainer import i18n
from explainer.wording.formats import count, day, joined, number, wrap
from rules import RULES

_HERE = Path(__file__).resolve().parent.parent


def template_dir() -> Path:
    """templates/ ships inside the wheel as explainer/templates; a checkout has it at the top."""
    packaged = _HERE / "templates"
    if (packaged / "text").is_dir():
        return packaged
    return _HERE.parent / "templates"


@lru_cache(maxsize=1)
def environment() -> Environment:
    env = Environment(
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
    # Old-style gettext: Jinja compiles a trans block as ``gettext(message) % {values}``
    # (made markup first where the template escapes), so ``gettext`` is the plain
    # look-up, with no wrapper between the template and the catalog. The ``_()`` and
    # ``ngettext()`` written in templates keep the newstyle meaning (they fill in their
    # own values, escaped where the template escapes): see _say.
    env.install_gettext_callables(  # type: ignore[attr-defined]
        i18n.gettext,
        i18n.ngettext,
        newstyle=False,
        pgettext=i18n.pgettext,
        npgettext=i18n.npgettext,
    )
    # jinja2.ext's newstyle wrappers take the template's context and call through it again
    # (``_`` twice), and an explanation says some hundred messages: what they do is done
    # here in one call (see _say).
    env.globals.update(_=_say, ngettext=_nsay, pgettext=_psay, npgettext=_npsay)
    env.globals["rules"] = i18n.translated_rules(RULES)
    env.globals["lang"] = i18n.current
    env.globals["women"] = i18n.women  # the players are women (Match.women): i18n.players
    env.filters["cap"] = lambda text: text[:1].upper() + text[1:]
    env.filters["wrap"] = wrap
    env.filters["day"] = day
    env.filters["number"] = number
    env.filters["count"] = count
    env.filters["joined"] = joined
    return env


def template_cache() -> TemplateCache | None:
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
        return TemplateCache(folder)
    except OSError:
        return None


class TemplateCache(FileSystemBytecodeCache):
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


def _formatted(eval_ctx: EvalContext, said: str, variables: dict[str, Any]) -> str:
    """The translated ``said`` filled in with ``variables``: as markup where the template
    escapes, so that the values put into it are escaped."""
    if eval_ctx.autoescape:
        said = Markup(said)
    return said % variables


#: Which templates escape what they say (asked once per render; answered once per name).
_escapes = lru_cache(maxsize=1024)(select_autoescape(["html", "html.j2"]))
