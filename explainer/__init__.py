"""var-explainer's web app and command line. Imports ``rules``; ``rules`` never imports this."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask import Flask
from jinja2 import BytecodeCache, StrictUndefined
from jinja2.bccache import Bucket

from explainer import labels, limits
from explainer.wording import environment, template_dir


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """Build the Flask app. Settings come from EXPLAINER_* environment variables or ``config``.

    EXPLAINER_DATABASE_URL: any SQLAlchemy URL (default: SQLite in the instance folder).
    EXPLAINER_PUBLIC_URL: the site's public address, for permalinks behind a proxy.
    EXPLAINER_TRUSTED_HOSTS: the host names the site answers for when EXPLAINER_PUBLIC_URL
    is not set (default: this machine's own names); see explainer/hosts.py.
    EXPLAINER_CARD_CACHE: folder of the link-preview PNGs (default: cards/ in the instance folder).
    EXPLAINER_PSEUDO_LANGUAGE: also speak the test pseudo-language (?lang=qps, explainer/i18n.py).
    EXPLAINER_SECRET_KEY: signs the form's CSRF cookie (default: a key kept in the instance
    folder); servers behind one address need the same key.
    EXPLAINER_DATABASE_TIMEOUT: seconds a request waits for the database before its 503
    (default 5); EXPLAINER_DATABASE_THREADS: database operations at once per process (1).
    EXPLAINER_HEAVY_SLOTS: heavy requests (drafts, large forms and interviews) at once per
    process (default 2; keep it below the app threads), EXPLAINER_HEAVY_BODY: the body size
    in bytes above which the form and the interview count as heavy (16384),
    EXPLAINER_BUSY_RETRY_AFTER: the Retry-After of the 503 when no slot is free (5 s).
    EXPLAINER_HEAVY_PROCESSES: draft in worker processes of low priority (default true;
    false drafts in the request's thread). See explainer/limits.py.
    EXPLAINER_TRAINING_WARM: make the trainer's question bank in a background thread as the
    app starts (default false; the server, ``var-explainer serve``, sets it in each worker),
    so the first /train page does not wait for it.
    """
    app = Flask(__name__, template_folder=str(template_dir()))
    app.jinja_options = {
        **app.jinja_options,
        "undefined": StrictUndefined,
        "bytecode_cache": _COMPILED,
    }
    # The same globals and filters as the CLI's templates (rules, cap).
    app.jinja_env.globals.update(environment().globals)
    app.jinja_env.filters.update(environment().filters)
    # Names on the pitch drawings, whole where they fit (explainer/labels.py).
    app.jinja_env.filters["fit"] = labels.fit
    app.jinja_env.globals["text_width"] = labels.width
    _configure(app, config)
    _register(app)
    return app


def _configure(app: Flask, config: Mapping[str, Any] | None) -> None:
    """The settings: the defaults, then EXPLAINER_* environment variables, then ``config``."""
    from explainer.form.fields import MAX_PARTS

    app.config.from_mapping(
        SITE_NAME="VAR explainer",
        MAX_CONTENT_LENGTH=256 * 1024,
        # The form of any incident the model accepts can be sent back (explainer/form/fields.py):
        # as many fields as it renders at the model's limits, and as many bytes (such a form,
        # filled in, is about 360 KB; MAX_FORM_LENGTH is for url-encoded posts only,
        # explainer/security.limit_form_fields; every other body stays within 256 KB).
        MAX_FORM_PARTS=MAX_PARTS,
        MAX_FORM_LENGTH=1024 * 1024,
        DATABASE_URL=None,
        PUBLIC_URL=None,
        TRUSTED_HOSTS=None,
        CARD_CACHE=None,
        PSEUDO_LANGUAGE=False,
        DATABASE_TIMEOUT=limits.DATABASE_TIMEOUT,
        DATABASE_THREADS=limits.DATABASE_THREADS,
        HEAVY_SLOTS=limits.HEAVY_SLOTS,
        HEAVY_BODY=limits.HEAVY_BODY,
        BUSY_RETRY_AFTER=limits.BUSY_RETRY_AFTER,
        HEAVY_PROCESSES=True,
        TRAINING_WARM=False,
    )
    app.config.from_prefixed_env("EXPLAINER")
    if config:
        app.config.update(config)


def _register(app: Flask) -> None:
    """The database, the limits, the language, the pages and the API, security, hosts."""
    from explainer import i18n, security, store
    from explainer.views import api, embed, errors, explain, laws, pages, training

    store.init_app(app)
    limits.init_app(app)
    # The reader's language (explainer/i18n.py): chosen before any view runs.
    i18n.init_app(app)
    errors.init_app(app)
    app.register_blueprint(pages.bp)
    app.register_blueprint(explain.bp)
    app.register_blueprint(laws.bp)
    app.register_blueprint(training.bp)
    api.init_app(app)
    embed.init_app(app)
    # Security headers (CSP, framing), CSRF tokens on form posts, autoescaping.
    security.init_app(app)
    # Links are built only from the site's own address (explainer/hosts.py).
    from explainer.hosts import HostCheck, trusted_hosts

    hosts = trusted_hosts(app.config)
    app.config["TRUSTED_HOSTS"] = hosts
    if hosts is not None:
        app.wsgi_app = HostCheck(app.wsgi_app, hosts)  # type: ignore[method-assign]
    if app.config.get("TRAINING_WARM"):
        from explainer.training import bank

        bank.warm()


class _Compiled(BytecodeCache):
    """The page templates compiled once per process, for every app made in it: each app has
    its own Jinja environment, which would otherwise parse and compile every template again
    (about a second for the form; the tests make hundreds of apps). Every app's environment
    has the same options, so their compiled code is the same; Jinja checks each entry
    against its template's source."""

    def __init__(self) -> None:
        self._code: dict[str, bytes] = {}

    def load_bytecode(self, bucket: Bucket) -> None:
        code = self._code.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket: Bucket) -> None:
        self._code[bucket.key] = bucket.bytecode_to_string()


_COMPILED = _Compiled()
