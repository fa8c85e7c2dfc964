"""The API reference's own words in the reader's language: the document's title and
introduction, and each operation's summary, description, parameters and responses.

They are written in English where each operation is declared (a view's docstring, its
``Param`` and responses; explainer/views/api/operations.py and docs.py), extracted by
``explainer.views.api.docs.extract`` into their own catalog (area ``api``,
explainer/locales/areas/api.cfg) and said through it with the context ``API reference``.
The schemas' field descriptions, generated from the pydantic models, stay in English (the
docs page marks them so).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from typing import Any

from explainer import i18n

CONTEXT = "API reference"


def _said(text: str) -> str:
    return i18n.pgettext(CONTEXT, text) if text else text


def places(document: dict[str, Any]) -> Iterator[tuple[dict[str, Any], str]]:
    """Where the document holds words of its own: (the mapping, its key), in reading order."""
    yield document["info"], "title"
    yield document["info"], "description"
    for methods in document["paths"].values():
        for op in methods.values():
            yield op, "summary"
            yield op, "description"
            for param in op.get("parameters", ()):
                yield param, "description"
            for response in op.get("responses", {}).values():
                yield response, "description"


def worded(document: dict[str, Any], say: Callable[[str], str] = _said) -> dict[str, Any]:
    """A copy of the OpenAPI ``document`` with its own words in the current language."""
    if i18n.current() == i18n.DEFAULT:
        return document
    found = copy.deepcopy(document)
    for where, key in places(found):
        if isinstance(where.get(key), str):
            where[key] = say(where[key])
    return found
