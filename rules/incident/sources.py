"""Where the facts come from: the published reports, and which of them states a fact."""

from __future__ import annotations

from typing import Annotated

from pydantic import AnyHttpUrl, Field

from rules.incident.values import Ident, Int, Model, ShortText, SourceDate, Text


class Source(Model):
    """A published report the incident is encoded from (its address when it has one: an
    article pasted from print, or not yet online, is still a source)."""

    id: Ident
    publisher: ShortText
    headline: Text
    url: AnyHttpUrl | None = None
    date: SourceDate | None = None


class Provenance(Model):
    """Which source states a fact, and where in it."""

    source: Ident
    paragraph: Int | None = Field(default=None, ge=1, le=1000)
    note: Text | None = None


Provenances = Annotated[tuple[Provenance, ...], Field(max_length=20)]
