"""Decide many incidents from a JSON Lines file, streaming, in constant memory."""

from __future__ import annotations

import json
import sys
import time
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import IO, Any

from explainer.errors import invalid
from explainer.loading import InputError, strict_json
from explainer.service import check_edition, parse_incident
from rules import decide
from rules.edges import to_data

MAX_LINE_BYTES = 1_000_000


@dataclass
class Summary:
    lines: int = 0
    counts: Counter[str] = field(default_factory=Counter)

    def as_dict(self) -> dict[str, int]:
        return {"lines": self.lines, **{k: self.counts[k] for k in sorted(self.counts)}}


def _verdict(offside: bool | None) -> str:
    return {True: "offside", False: "no_offside", None: "undetermined"}[offside]


def decide_line(text: str, number: int, edition: str | None, trace: bool) -> dict[str, Any]:
    """One output record for one input line (an error record if the line is invalid)."""
    try:
        if len(text) > MAX_LINE_BYTES:
            raise InputError([invalid("", "line_too_long", limit=MAX_LINE_BYTES)])
        try:
            data = strict_json(text)
        except json.JSONDecodeError as exc:
            raise InputError([invalid("", "json_syntax", problem=exc.msg)]) from None
        except RecursionError:
            raise InputError([invalid("", "too_deep")]) from None
        except ValueError as exc:  # e.g. an integer with thousands of digits
            raise InputError([invalid("", "bad_number", problem=str(exc))]) from None
        incident = parse_incident(data)
    except InputError as exc:
        return {
            "line": number,
            "ok": False,
            "errors": [{"path": e.path, "message": e.message} for e in exc.errors],
        }
    decision = decide(incident, edition)
    exclude = {"trace", "review"} if not trace else set()
    return {
        "line": number,
        "ok": True,
        "title": incident.title,
        "decision": to_data(decision, exclude=exclude | {"edition"}),
        "edition": decision.edition,
    }


def run(
    lines: Iterable[str],
    out: IO[str],
    *,
    edition: str | None = None,
    trace: bool = False,
    progress: IO[str] | None = None,
    summary: Summary | None = None,
) -> Summary:
    """Decide every non-blank line of ``lines``, writing one JSON record per line to ``out``
    (counted in ``summary``, which holds the counts so far if the run is interrupted)."""
    check_edition(edition)
    summary = summary if summary is not None else Summary()
    started = time.monotonic()
    for number, raw in enumerate(lines, start=1):
        text = raw.strip()
        if not text:
            record: dict[str, Any] = {
                "line": number,
                "ok": False,
                "errors": [{"path": "", "message": invalid("", "empty_line").message}],
            }
        else:
            record = decide_line(text, number, edition, trace)
        summary.lines += 1
        if record["ok"]:
            summary.counts[_verdict(record["decision"]["offside_offence"])] += 1
        else:
            summary.counts["invalid"] += 1
        out.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
        if progress is not None and number % 1000 == 0:
            rate = number / max(time.monotonic() - started, 1e-9)
            progress.write(f"\r{number:,} incidents ({rate:,.0f}/s)")
            progress.flush()
    if progress is not None:
        progress.write("\r" + " " * 40 + "\r")
    return summary


def read_lines(stream: IO[str], limit: int = MAX_LINE_BYTES) -> Iterator[str]:
    """The lines of ``stream``, each read at most ``limit + 1`` characters at a time: a
    longer line is given cut at ``limit + 1`` (its record then says it is too long) and
    the rest of it is read past in pieces, so memory stays bounded whatever the input."""
    while True:
        line = stream.readline(limit + 1)
        if not line:
            return
        if len(line) > limit and not line.endswith("\n"):
            while True:  # skip to the end of this line
                rest = stream.readline(limit + 1)
                if not rest or rest.endswith("\n"):
                    break
        yield line


def is_terminal(stream: IO[str] = sys.stderr) -> bool:
    return hasattr(stream, "isatty") and stream.isatty()
