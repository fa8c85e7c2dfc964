"""The JSON API (/api/v1), its OpenAPI 3.1 document, its docs page and the incident schema:
its operations (operations.py; the trainer's, training.py), their problem documents
(problems.py) and the documents that describe them (docs.py)."""

from __future__ import annotations

from flask import Flask

from explainer import i18n
from explainer.views.api import training  # noqa: F401  (its operations join the document)
from explainer.views.api.docs import docs
from explainer.views.api.operations import bp
from explainer.views.api.problems import json_routing_errors, refuse_language

__all__ = ["bp", "docs", "init_app"]


def init_app(app: Flask) -> None:
    """Register the API, its document and docs page, and JSON errors under the API's paths."""
    app.register_blueprint(bp)
    app.register_blueprint(docs)
    app.before_request(json_routing_errors)
    i18n.refuse_with(app, refuse_language)
