"""var-explainer's web app and command line. Imports ``rules``; ``rules`` never imports this."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask import Flask
from jinja2 import StrictUndefined

from explainer.render import template_dir


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """Build the Flask app. Settings come from EXPLAINER_* environment variables or ``config``."""
    app = Flask(__name__, template_folder=str(template_dir()))
    app.jinja_options = {**app.jinja_options, "undefined": StrictUndefined}
    app.config.from_mapping(SITE_NAME="VAR explainer", MAX_CONTENT_LENGTH=256 * 1024)
    app.config.from_prefixed_env("EXPLAINER")
    if config:
        app.config.update(config)

    from explainer.views import pages

    app.register_blueprint(pages.bp)
    return app
