"""Messages by code: each family's wording is one template, templates/messages/<family>.txt.j2,
whose macros are the codes (the form's messages have their own, templates/form/)."""

from __future__ import annotations

from functools import cache
from typing import Any

from explainer.wording import environment


@cache
def _family(family: str) -> Any:
    return environment().get_template(f"messages/{family}.txt.j2").module


def say(family: str, code: str, *args: Any, **values: Any) -> str:
    """The message ``code`` of ``family``, worded with ``values``, on one line."""
    macro = getattr(_family(family), code)
    return " ".join(str(macro(*args, **values)).split())
