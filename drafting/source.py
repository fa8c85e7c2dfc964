"""The article as the incident's source, and which of its sentences state each part."""

from __future__ import annotations

from typing import Any

from drafting.builder import Builder, clean
from drafting.reading import Reading
from rules.paths import tokens

SOURCE_ID = "article"
#: The parts of an incident that say where they are stated (a contact of the sequence too).
_WITH_PROVENANCE = ("match", "officials", "start")


def source_info(
    text: str, source: dict[str, str | None] | None, b: Builder
) -> dict[str, Any] | None:
    """The text as the incident's source, when the caller names it."""
    if not source or not (source.get("name") or source.get("url")):
        return None
    info: dict[str, Any] = {"id": SOURCE_ID}
    if source.get("name"):
        info["publisher"] = clean(str(source["name"]), 120)
    headline = source.get("headline")
    if headline:
        info["headline"] = clean(str(headline), 500)
    else:
        first = text.lstrip().split("\n", 1)[0].strip()
        if 0 < len(first) <= 120 and not first.endswith((".", "!", "?", ":")):
            at = text.index(first)
            info["headline"] = clean(first, 500)
            b.fact("sources[0].headline", info["headline"], at, at + len(first), None)
    if source.get("url"):
        info["url"] = str(source["url"])
    if source.get("date"):
        info["date"] = str(source["date"])  # the day of publication, as the caller gave it
    return info


def provenance(incident: dict[str, Any], b: Builder, r: Reading) -> None:
    """Each part of the incident says which sentences of the source state it."""
    where: dict[tuple[str, int | None], dict[int, tuple[int, int]]] = {}
    for fact in b.facts:
        part = _part(fact.path)
        if part is not None:
            sentence = r.index.at(fact.span.start)
            if sentence is not None:
                where.setdefault(part, {})[sentence.start] = (sentence.paragraph, sentence.end)
    for (head, index), sentences in where.items():
        target = incident["sequence"][index] if index is not None else incident.get(head)
        if not isinstance(target, dict):
            continue
        entries = []
        for start, (paragraph, end) in sorted(sentences.items())[:20]:
            note = clean(r.text[start:end], 500)
            entry: dict[str, Any] = {"source": SOURCE_ID, "paragraph": min(paragraph + 1, 1000)}
            if note:
                entry["note"] = note
            entries.append(entry)
        target["provenance"] = entries


def _part(path: str) -> tuple[str, int | None] | None:
    """The part of the incident a fact's path is in (``sequence[2].by`` -> ("sequence", 2)),
    when it is one that says where it is stated."""
    steps = tokens(path)
    head = steps[0]
    if head == "sequence" and len(steps) > 1 and isinstance(steps[1], int):
        return "sequence", steps[1]
    if head in _WITH_PROVENANCE and (len(steps) == 1 or not isinstance(steps[1], int)):
        return str(head), None
    return None
