"""Drafts from articles, for every entry point (the CLI, the API, the form): the checks of
what the caller gives, the draft as YAML with the sentence of each fact as a comment, and as
JSON. The extractor itself is the ``drafting`` package; the wording is
templates/messages/draft.txt.j2."""

from __future__ import annotations

import datetime as dt
import json
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

import drafting
from drafting import Draft, Fact, TextRefused
from explainer.messages import say

#: The longest sentence quoted in a comment or a hint.
QUOTE_CHARS = 160
NAME_CHARS = 120
#: Read at most this much of a file: one byte more than the extractor accepts, so a larger
#: file is refused as too large without reading it all.
MAX_READ_BYTES = drafting.MAX_TEXT_BYTES + 1
URL_CHARS = 2000


class DraftRequestError(ValueError):
    """What the caller gave cannot be drafted from; ``field`` names the part, ``message``
    says why (worded from the templates)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


@dataclass(frozen=True)
class DraftRequest:
    text: str
    reference_date: dt.date | None
    name: str | None
    url: str | None


def refusal(exc: TextRefused) -> str:
    return say("draft", "refused", exc.code, exc.limit)


def request(
    text: str | bytes,
    reference_date: str | None = None,
    name: str | None = None,
    url: str | None = None,
) -> DraftRequest:
    """The caller's text and options, checked, or DraftRequestError."""
    try:
        checked = (
            drafting.check_bytes(text) if isinstance(text, bytes) else drafting.check_text(text)
        )
    except TextRefused as exc:
        raise DraftRequestError("text", refusal(exc)) from None
    day = None
    if reference_date:
        try:
            day = dt.date.fromisoformat(reference_date.strip())
        except ValueError:
            raise DraftRequestError(
                "reference_date", say("draft", "bad_date", reference_date[:40])
            ) from None
    name = (name or "").strip() or None
    if name is not None and len(name) > NAME_CHARS:
        raise DraftRequestError("source.name", say("draft", "bad_name"))
    url = (url or "").strip() or None
    if url is not None and (
        len(url) > URL_CHARS or not re.fullmatch(r"https?://[^\s/?#]+[^\s]*", url, re.IGNORECASE)
    ):
        raise DraftRequestError("source.url", say("draft", "bad_url", url[:80]))
    return DraftRequest(checked, day, name, url)


def make(req: DraftRequest) -> Draft:
    """The draft of a checked request."""
    source = {"name": req.name, "url": req.url} if (req.name or req.url) else None
    return drafting.draft(req.text, reference_date=req.reference_date, source=source)


def quote(d: Draft, start: int, end: int) -> str:
    """The text from ``start`` to ``end`` on one line, without control characters, shortened."""
    words = " ".join(d.source.text[start:end].split())
    words = "".join(c for c in words if unicodedata.category(c)[0] != "C")
    if len(words) > QUOTE_CHARS:
        words = words[: QUOTE_CHARS - 1].rstrip() + "…"
    return words


def sentence_of(d: Draft, fact: Fact) -> str:
    return quote(d, fact.span.start, fact.span.end)


def facts_by_path(d: Draft) -> dict[str, Fact]:
    out: dict[str, Fact] = {}
    for fact in d.facts:
        out.setdefault(fact.path, fact)
    return out


# --- YAML ------------------------------------------------------------------------------------


def _scalar(value: Any) -> str:
    # JSON scalars are YAML scalars (true, 90, "text" with escapes).
    return json.dumps(value, ensure_ascii=False)


def _shown(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False) if isinstance(value, dict) else str(value)


def _comment(text: str) -> str:
    return "# " + text


def to_yaml(d: Draft, source_label: str) -> str:
    """The draft incident as YAML, the sentence each value came from as a comment beside it;
    the sides, suggestions, claims, calls and missing fields as comments after it."""
    facts = facts_by_path(d)
    lines = [_comment(say("draft", "header", source_label))]

    def note(path: str) -> str:
        fact = facts.get(path)
        if fact is None:
            return ""
        return "  " + _comment(say("draft", "from_sentence", sentence_of(d, fact), fact.said_by))

    def emit(value: Any, path: str, indent: str, first_prefix: str | None = None) -> None:
        prefix = first_prefix if first_prefix is not None else indent
        if isinstance(value, dict):
            if not value:
                return
            for i, (key, item) in enumerate(value.items()):
                lead = prefix if i == 0 else indent
                sub = f"{path}.{key}" if path else str(key)
                if isinstance(item, dict | list) and item:
                    lines.append(f"{lead}{key}:")
                    emit(item, sub, indent + "  ")
                else:
                    lines.append(f"{lead}{key}: {_scalar(item)}{note(sub)}")
        elif isinstance(value, list):
            for i, item in enumerate(value):
                sub = f"{path}[{i}]"
                if isinstance(item, dict) and item:
                    emit(item, sub, indent + "  ", first_prefix=indent + "- ")
                else:
                    lines.append(f"{indent}- {_scalar(item)}{note(sub)}")

    emit(d.incident, "", "")

    def section(heading: str, rows: list[tuple[str, str]]) -> None:
        if rows:
            lines.extend(["", _comment(say("draft", heading))])
            lines.extend(
                _comment(f"  {label}  {say('draft', 'from_sentence', words)}")
                for label, words in rows
            )

    sides = [(w, facts.get(f"teams.{w}")) for w in ("attacking", "defending")]
    section(
        "teams_heading",
        [(say("draft", "side", w, f.value), sentence_of(d, f)) for w, f in sides if f is not None],
    )
    section(
        "suggestions_heading",
        [
            (
                say(
                    "draft", "suggestion", s.path, _shown(s.value), say("draft", "reason", s.reason)
                ),
                quote(d, s.span.start, s.span.end),
            )
            for s in d.suggestions
        ],
    )
    section(
        "claims_heading",
        [
            (say("draft", "claim", c.speaker, c.about), quote(d, c.cue.start, c.cue.end))
            for c in d.claims
        ],
    )
    section(
        "calls_heading",
        [(say("draft", "call", c.by, c.call), quote(d, c.span.start, c.span.end)) for c in d.calls],
    )
    lines.append("")
    if d.missing:
        lines.append(_comment(say("draft", "missing_heading")))
        lines += [_comment(f"  {path}") for path in d.missing]
    else:
        lines.append(_comment(say("draft", "none_missing")))
    return "\n".join(lines) + "\n"
