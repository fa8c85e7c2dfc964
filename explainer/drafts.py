"""Drafts from articles, for every entry point (the CLI, the API, the form): the checks of
what the caller gives, the draft as YAML with the sentence of each fact as a comment, and as
JSON. The extractor itself is the ``drafting`` package; the wording is
templates/messages/draft.txt.j2."""

from __future__ import annotations

import datetime as dt
import json
import logging
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

import drafting
from drafting import Draft, Fact, TextRefused
from explainer.form.fieldmap import FIELD_OF, ROWS, RowField, row_field, row_field_showing, row_path
from explainer.messages import say
from rules import paths

log = logging.getLogger(__name__)

#: The longest sentence quoted in a comment or a hint.
QUOTE_CHARS = 160
NAME_CHARS = 120
HEADLINE_CHARS = 300
#: Read at most this much of a file: one byte more than the extractor accepts, so a larger
#: file is refused as too large without reading it all.
MAX_READ_BYTES = drafting.MAX_TEXT_BYTES + 1
URL_CHARS = 2000


#: The form's "Start from an article" field for each part of a request.
ARTICLE_FIELDS = {
    "text": "article-text",
    "reference_date": "article-date",
    "source.name": "article-name",
    "source.url": "article-url",
    "source.headline": "article-headline",
    "candidate": "article-text",
}


class DraftRequestError(ValueError):
    """What the caller gave cannot be drafted from; ``field`` names the part, ``message``
    says why (worded from the templates)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(field, message)  # (both, so that it pickles from a drafting process)
        self.field = field
        self.message = message


@dataclass(frozen=True)
class DraftRequest:
    text: str
    reference_date: dt.date | None
    name: str | None
    url: str | None
    #: The language the text is written in (drafting.detect), one drafting reads.
    language: str = "en"
    #: Which incident to draft, when the text tells of several (1 = the first).
    candidate: int | None = None
    #: The article's headline, as the person gives it.
    headline: str | None = None


def refusal(exc: TextRefused) -> str:
    return say("draft", "refused", exc.code, exc.limit, exc.language)


#: The most incidents a text is expected to tell of (a round-up of a whole matchday).
MAX_CANDIDATE = 99


def request(
    text: str | bytes,
    reference_date: str | None = None,
    name: str | None = None,
    url: str | None = None,
    candidate: int | str | None = None,
    headline: str | None = None,
) -> DraftRequest:
    """The caller's text and options, checked, or DraftRequestError."""
    try:
        checked = (
            drafting.check_bytes(text) if isinstance(text, bytes) else drafting.check_text(text)
        )
    except TextRefused as exc:
        raise DraftRequestError("text", refusal(exc)) from None
    language = drafting.detect(checked)
    if language not in drafting.available():
        raise DraftRequestError("text", refusal(TextRefused("language", language=language)))
    day = None
    if reference_date:
        try:
            day = dt.date.fromisoformat(reference_date.strip())
        except ValueError:
            raise DraftRequestError(
                "reference_date", say("draft", "bad_date", reference_date[:40])
            ) from None
        if not drafting.REFERENCE_EARLIEST <= day <= drafting.REFERENCE_LATEST:
            # Weekdays and "yesterday" are counted back from it: 0001-01-01 left the calendar.
            raise DraftRequestError(
                "reference_date",
                say(
                    "draft",
                    "date_out_of_range",
                    day.isoformat(),
                    drafting.REFERENCE_EARLIEST.isoformat(),
                    drafting.REFERENCE_LATEST.isoformat(),
                ),
            )
    name = (name or "").strip() or None
    if name is not None and len(name) > NAME_CHARS:
        raise DraftRequestError("source.name", say("draft", "bad_name"))
    url = (url or "").strip() or None
    if url is not None and (
        len(url) > URL_CHARS or not re.fullmatch(r"https?://[^\s/?#]+[^\s]*", url, re.IGNORECASE)
    ):
        raise DraftRequestError("source.url", say("draft", "bad_url", url[:80]))
    number = None
    if candidate not in (None, ""):
        try:
            number = int(str(candidate).strip())
        except ValueError:
            number = 0
        if not 1 <= number <= MAX_CANDIDATE:
            raise DraftRequestError("candidate", say("draft", "bad_candidate", str(candidate)[:12]))
    headline = " ".join((headline or "").split()) or None
    if headline is not None and len(headline) > HEADLINE_CHARS:
        raise DraftRequestError("source.headline", say("draft", "bad_headline", HEADLINE_CHARS))
    return DraftRequest(checked, day, name, url, language, number, headline)


def make(req: DraftRequest) -> Draft:
    """The draft of a checked request: its source is the article, with the headline and
    the day of publication as the person gave them. A draft of the first part of the text
    only carries its warning, worded here."""
    source: dict[str, str | None] | None = None
    if req.name or req.url:
        day = req.reference_date.isoformat() if req.reference_date else None
        source = {"name": req.name, "url": req.url, "headline": req.headline, "date": day}
    try:
        made = drafting.draft(
            req.text,
            reference_date=req.reference_date,
            source=source,
            language=req.language,
            candidate=req.candidate,
        )
    except drafting.CandidateMissing as exc:
        raise DraftRequestError(
            "candidate", say("draft", "no_candidate", exc.asked, exc.found)
        ) from None
    except Exception:  # noqa: BLE001 (a fault of the drafter: the text and the form stay)
        # The drafter reads any text; a failure is ours, logged with its traceback, and the
        # person gets a message naming the text and can still enter the facts by hand.
        log.exception("the drafter failed on a text of %d characters", len(req.text))
        raise DraftRequestError("text", say("draft", "drafter_failed")) from None
    cut = made.truncated
    if cut is None:
        return made
    worded = say("draft", "truncated", cut.reason, cut.read_chars, cut.text_chars, cut.limit_chars)
    return made.model_copy(update={"truncated": cut.model_copy(update={"message": worded})})


def warning(d: Draft) -> str | None:
    """What the reader must know before using the draft: that it is of part of the text,
    or of one of the several incidents it tells of."""
    said = [d.truncated.message] if d.truncated is not None and d.truncated.message else []
    if d.candidates and d.candidate is not None:
        said.append(say("draft", "several", len(d.candidates), d.candidate))
    return " ".join(said) or None


def candidates(d: Draft) -> list[str]:
    """Each incident of a text that tells of several, on one line: its number, minute,
    scorer and first words of its own."""
    out = []
    for c in d.candidates:
        own = c.spans[-1]
        moment = say("draft", "candidate_moment", c.minute, c.added_time)
        out.append(
            say("draft", "candidate", c.number, moment, c.scorer, quote(d, own.start, own.end))
        )
    return out


def _plain(text: str) -> str:
    words = " ".join(text.split())
    return "".join(c for c in words if unicodedata.category(c)[0] != "C")


def quote(d: Draft, start: int, end: int, cue: tuple[int, int] | None = None) -> str:
    """The text from ``start`` to ``end`` on one line, without control characters, at most
    QUOTE_CHARS long: a longer one is cut at word boundaries, around ``cue`` (the words
    that state the value) when given, so the quotation always holds them."""
    text = d.source.text
    if len(_plain(text[start:end])) <= QUOTE_CHARS:
        return _plain(text[start:end])
    left, right = start, end
    if cue is not None and start <= cue[0] <= cue[1] <= end:
        # As much of the sentence as fits, from its start if the cue fits there, else
        # from a word boundary before the cue; then to the first boundary after it.
        room = QUOTE_CHARS - 2
        if cue[1] - start > room:
            left = max(start, cue[1] - room)
            if left > cue[0]:
                left = cue[0]
        right = min(end, max(cue[1], left + room))
    else:
        right = start + QUOTE_CHARS - 1
    if left > start:
        space = text.find(" ", left, max(left, (cue or (left, left))[0]))
        left = space + 1 if space >= 0 else left
    if right < end:
        space = text.rfind(" ", max(left, (cue or (right, right))[1]), right + 1)
        right = space if space > left else right
    words = _plain(text[left:right]).strip(" ,;:")
    return ("…" if left > start else "") + words + ("…" if right < end else "")


def sentence_of(d: Draft, fact: Fact) -> str:
    """The sentence that states ``fact``, cut around the words that state it if long."""
    return quote(d, fact.span.start, fact.span.end, (fact.cue.start, fact.cue.end))


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


class _Yaml:
    """The draft incident as YAML lines, each value's sentence as a comment beside it."""

    def __init__(self, d: Draft, facts: dict[str, Fact]) -> None:
        self.d, self.facts = d, facts
        self.lines: list[str] = []

    def note(self, steps: list[paths.Token]) -> str:
        fact = self.facts.get(paths.joined(steps))
        if fact is None:
            return ""
        return "  " + _comment(
            say("draft", "from_sentence", sentence_of(self.d, fact), fact.said_by)
        )

    def emit(
        self, value: Any, steps: list[paths.Token], indent: str, first_prefix: str | None = None
    ) -> None:
        prefix = first_prefix if first_prefix is not None else indent
        if isinstance(value, dict):
            for i, (key, item) in enumerate(value.items()):
                lead = prefix if i == 0 else indent
                sub = [*steps, str(key)]
                if isinstance(item, dict | list) and item:
                    self.lines.append(f"{lead}{key}:")
                    self.emit(item, sub, indent + "  ")
                else:
                    self.lines.append(f"{lead}{key}: {_scalar(item)}{self.note(sub)}")
        elif isinstance(value, list):
            for i, item in enumerate(value):
                if isinstance(item, dict) and item:
                    self.emit(item, [*steps, i], indent + "  ", first_prefix=indent + "- ")
                else:
                    self.lines.append(f"{indent}- {_scalar(item)}{self.note([*steps, i])}")

    def section(self, heading: str, rows: list[tuple[str, str]]) -> None:
        if rows:
            self.lines.extend(["", _comment(say("draft", heading))])
            self.lines.extend(
                _comment(f"  {label}  {say('draft', 'from_sentence', words)}")
                for label, words in rows
            )


def to_yaml(d: Draft, source_label: str) -> str:
    """The draft incident as YAML, the sentence each value came from as a comment beside it;
    the sides, suggestions, claims, calls and missing fields as comments after it."""
    facts = facts_by_path(d)
    out = _Yaml(d, facts)
    out.lines.append(_comment(say("draft", "header", source_label)))
    if warning(d):
        out.lines.append(_comment(str(warning(d))))
        out.lines.extend(_comment(f"  {line}") for line in candidates(d))
    out.emit(d.incident, [], "")
    sides = [(w, facts.get(paths.joined(["teams", w]))) for w in ("attacking", "defending")]
    out.section(
        "teams_heading",
        [(say("draft", "side", w, f.value), sentence_of(d, f)) for w, f in sides if f is not None],
    )
    suggestions = [
        (say("draft", "suggestion", s.path, _shown(s.value), say("draft", "reason", s.reason)), s)
        for s in d.suggestions
    ]
    out.section(
        "suggestions_heading",
        [(label, quote(d, s.span.start, s.span.end)) for label, s in suggestions],
    )
    out.section(
        "claims_heading",
        [
            (say("draft", "claim", c.speaker, c.about), quote(d, c.cue.start, c.cue.end))
            for c in d.claims
        ],
    )
    out.section(
        "calls_heading",
        [(say("draft", "call", c.by, c.call), quote(d, c.span.start, c.span.end)) for c in d.calls],
    )
    out.lines.append("")
    if d.missing:
        out.lines.append(_comment(say("draft", "missing_heading")))
        out.lines += [_comment(f"  {path}") for path in d.missing]
    else:
        out.lines.append(_comment(say("draft", "none_missing")))
    return "\n".join(out.lines) + "\n"


# --- the form ----------------------------------------------------------------------------------

#: The incident's single fields a draft fills in (their form fields: explainer.form.fieldmap).
_DRAFTED = (
    "match.competition",
    "match.home",
    "match.away",
    "match.date",
    "match.minute",
    "match.added_time",
    "start.kind",
    "outcome",
    "officials.on_field",
    "officials.final",
    "officials.review",
    "officials.var_checked",
    "officials.stopped_before_goal",
    "officials.delayed_flag",
    "officials.restarted_before_check",
)
#: The officials' yes/no facts, shown as their selects show them (yes, no).
_YES_NO = (
    "officials.var_checked",
    "officials.stopped_before_goal",
    "officials.delayed_flag",
    "officials.restarted_before_check",
)
#: The groups whose rows a draft fills, in the order it fills them (each row's fields and
#: the fact each shows: explainer.form.fieldmap.ROWS).
_DRAFTED_ROWS = ("players", "sequence", "sources", "positions", "involvements")


def field_id(path: str) -> str | None:
    """The form's field for a drafted fact's path (players[0].name -> players-0-name,
    positions[0].where.ball -> positions-0-ball), if it has one."""
    if path in _DRAFTED:
        return FIELD_OF[path]
    found = paths.split_item(path)
    if found is None or found[0] not in _DRAFTED_ROWS:
        return None
    group, row, fact = found
    name = row_field_showing(group, fact)
    return row_field(group, row, name) if name is not None else None


def _form_text(value: Any, path: str) -> str:
    """A drafted value as its field shows it."""
    if path == "match.date" and isinstance(value, str):
        from explainer.form.prefill import shown_day

        return shown_day(dt.date.fromisoformat(value))
    if isinstance(value, bool):
        if path in _YES_NO:
            return "yes" if value else "no"
        if path.endswith("var_checked"):
            return "" if value else "no"  # yes is what the form assumes when not reported
        return "on" if value else ""
    return str(value)


def _row_text(spec: RowField, row: dict[str, Any], path: str, names: dict[str, str]) -> str:
    """A drafted row's fact as its field shows it ("" for none, and for a fact that several
    fields show together: a position's parts beyond, its opponents)."""
    value = paths.get_path(row, spec.path) if paths.exists(row, spec.path) else None
    if value is None or isinstance(value, list | dict):
        return ""
    if spec.how in ("player", "object"):
        value = names.get(value, value)
    elif spec.how == "date" and isinstance(value, str):
        from explainer.form.prefill import shown_day

        return shown_day(dt.date.fromisoformat(value))
    return _form_text(value, path)


def form_values(d: Draft) -> tuple[dict[str, str], dict[str, int], dict[str, str]]:
    """The form's values for a draft, its rows per group, and the sentence each drafted
    field came from (field id -> the sentence, on one line)."""
    incident = d.incident
    values: dict[str, str] = {}
    for path in _DRAFTED:
        *parents, last = paths.tokens(path)
        part = incident.get(str(parents[0])) if parents else incident
        value = part.get(str(last)) if isinstance(part, dict) else None
        if value is not None and _form_text(value, path):
            values[FIELD_OF[path]] = _form_text(value, path)
    names = {p["id"]: p["name"] for p in incident.get("players", [])}
    counts: dict[str, int] = {}
    for group in _DRAFTED_ROWS:
        rows = incident.get(group, [])
        counts[group] = len(rows)
        for i, row in enumerate(rows):
            for spec in ROWS[group]:
                text = _row_text(spec, row, row_path(group, i, spec.path), names)
                if text:
                    values[row_field(group, i, spec.name)] = text
    hints: dict[str, str] = {}
    for fact in d.facts:
        target = field_id(fact.path)
        if target is not None and target in values and target not in hints:
            hints[target] = sentence_of(d, fact)
    return values, counts, hints


def hint(sentence: str) -> str:
    """The note under a drafted field (plain text: the page escapes it)."""
    return say("draft", "form_hint", sentence)
