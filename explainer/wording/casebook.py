"""The casebook's own words in the reader's language: each incident's title, its
competition and stage, its teams, and the notes that say what each source states.

They are written in English in explainer/casebook/*.yaml, extracted by ``extract`` into
their own catalog (area ``casebook``, explainer/locales/areas/casebook.cfg) and said
through it, each with a context of its kind ("casebook team": Spain is a country's name,
not a sentence). The engine decides on the incident as written (a competition's rules are
known by its English name); only what a page shows is worded: ``worded(incident)``. Words
not in the catalog (an incident of a visitor's) are shown as they are written.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

import yaml
from babel.messages.pofile import read_po

from explainer import i18n
from rules import Incident

#: The context of each kind of word in the catalog.
CONTEXTS = {
    "title": "casebook title",
    "competition": "casebook competition",
    "team": "casebook team",
    "note": "casebook note",
    "player": "casebook player",
}

#: The small words of people's names ("Matthijs de Ligt", "Virgil van Dijk").
_PARTICLES = frozenset(
    ("al", "da", "das", "de", "del", "den", "der", "di", "do", "dos", "du", "la", "le", "ter")
    + ("van", "von")
)


def described(name: str) -> bool:
    """Is ``name`` a description of a player rather than a name ("Slovakia's last outfield
    defender", for a player the reports do not name)? Only those are translated."""
    return any(w[:1].islower() and w not in _PARTICLES for w in name.split())


def said(kind: str, text: str | None) -> str | None:
    """``text``, a casebook word of ``kind``, in the current language (anything else, such
    as a visitor's team, as it is written, in the pseudo-language too)."""
    if not text or i18n.current() == i18n.DEFAULT or (CONTEXTS[kind], text) not in _known():
        return text
    return i18n.pgettext(CONTEXTS[kind], text)


@cache
def _known() -> frozenset[tuple[str, str]]:
    """The casebook's words in its catalog (explainer/locales/casebook.pot)."""
    with open(i18n.LOCALES / "casebook.pot", "rb") as f:
        return frozenset((m.context, str(m.id)) for m in read_po(f) if m.id and m.context)


def worded(incident: Incident) -> Incident:
    """``incident`` as a page shows it in the current language: its title, competition,
    teams and the players it describes rather than names translated (the same object in
    English)."""
    if i18n.current() == i18n.DEFAULT:
        return incident
    m = incident.match
    match = m.model_copy(
        update={
            "competition": said("competition", m.competition),
            "home": said("team", m.home),
            "away": said("team", m.away),
        }
    )
    players = type(incident.players)(
        p.model_copy(update={"name": said("player", p.name)}) if p.name and described(p.name) else p
        for p in incident.players
    )
    return incident.model_copy(
        update={"title": said("title", incident.title), "match": match, "players": players}
    )


def noted(refs: Any) -> Any:
    """A fact's references (provenance) with their notes in the current language."""
    if i18n.current() == i18n.DEFAULT:
        return refs
    return [r.model_copy(update={"note": said("note", r.note)}) if r.note else r for r in refs]


def _words(data: Any) -> Iterator[tuple[str, Any]]:
    """Every word of an incident file to translate, with its kind, in the file's order."""
    yield "title", data.get("title")
    match = data.get("match") or {}
    yield "competition", match.get("competition")
    yield "team", match.get("home")
    yield "team", match.get("away")
    for player in data.get("players") or ():
        name = player.get("name") if isinstance(player, dict) else None
        if isinstance(name, str) and described(name):
            yield "player", name
    yield from _notes(data)


def _notes(value: Any) -> Iterator[tuple[str, Any]]:
    if isinstance(value, dict):
        for key, sub in value.items():
            if key == "provenance" and isinstance(sub, list):
                yield from (("note", ref.get("note")) for ref in sub if isinstance(ref, dict))
            else:
                yield from _notes(sub)
    elif isinstance(value, list):
        for sub in value:
            yield from _notes(sub)


def extract(
    fileobj: Any, keywords: object, comment_tags: object, options: object
) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """A pybabel extraction method for explainer/casebook/*.yaml (area ``casebook``)."""
    text = fileobj.read().decode("utf-8")
    lines = text.splitlines()
    for kind, words in _words(yaml.safe_load(text) or {}):
        if isinstance(words, str) and words.strip():
            line = next(
                (n for n, s in enumerate(lines, 1) if words in s and not s.startswith("#")), 1
            )
            yield line, "pgettext", (CONTEXTS[kind], words), []
