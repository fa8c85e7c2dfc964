"""Decide many incidents from a JSON Lines file, streaming, in constant memory."""

from __future__ import annotations

import json
import os
import stat
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
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


#: One piece of the input: (line number, line) pairs, decided together by one worker.
Chunk = list[tuple[int, str]]
#: A chunk's records: each as its JSON line and the count it adds to (a verdict or invalid).
Records = list[tuple[str, str]]
#: Decides chunks in input order, on this process or elsewhere (explainer.workers).
Mapper = Callable[[Iterable[Chunk]], Iterator[Records]]

CHUNK_LINES = 200
CHUNK_CHARS = 4_000_000


def decide_chunk(chunk: Chunk, edition: str | None, trace: bool) -> Records:
    """The records of one chunk, each written as its output line: what every worker runs,
    so that a run gives the same bytes on one process, on many or on a cluster."""
    records: Records = []
    for number, raw in chunk:
        text = raw.strip()
        if not text:
            record: dict[str, Any] = {
                "line": number,
                "ok": False,
                "errors": [{"path": "", "message": invalid("", "empty_line").message}],
            }
        else:
            record = decide_line(text, number, edition, trace)
        key = _verdict(record["decision"]["offside_offence"]) if record["ok"] else "invalid"
        records.append((json.dumps(record, ensure_ascii=False, separators=(",", ":")), key))
    return records


def chunks(lines: Iterable[str], size: int | None = None) -> Iterator[Chunk]:
    """The numbered lines in chunks of ``size`` lines (CHUNK_LINES by default) or about
    CHUNK_CHARS characters."""
    size = size or CHUNK_LINES
    chunk: Chunk = []
    chars = 0
    for number, raw in enumerate(lines, start=1):
        chunk.append((number, raw))
        chars += len(raw)
        if len(chunk) >= size or chars >= CHUNK_CHARS:
            yield chunk
            chunk, chars = [], 0
    if chunk:
        yield chunk


def in_process(edition: str | None, trace: bool) -> Mapper:
    """Decide each chunk here, one after the other."""

    def mapper(pieces: Iterable[Chunk]) -> Iterator[Records]:
        for chunk in pieces:
            yield decide_chunk(chunk, edition, trace)

    return mapper


def run(
    lines: Iterable[str],
    out: IO[str],
    *,
    edition: str | None = None,
    trace: bool = False,
    progress: Progress | IO[str] | None = None,
    summary: Summary | None = None,
    mapper: Mapper | None = None,
) -> Summary:
    """Decide every line of ``lines``, writing one JSON record per line to ``out``, in input
    order (counted in ``summary``, which holds the counts so far if the run is interrupted).
    ``mapper`` decides the chunks elsewhere (explainer.workers); by default, here."""
    check_edition(edition)
    summary = summary if summary is not None else Summary()
    decide_all = mapper if mapper is not None else in_process(edition, trace)
    shown = progress if isinstance(progress, Progress) or progress is None else Progress(progress)
    for records in decide_all(chunks(lines)):
        for line, key in records:
            summary.lines += 1
            summary.counts[key] += 1
            out.write(line + "\n")
        if shown is not None:
            shown.update(summary.lines)
    if shown is not None:
        shown.close()
    return summary


class Progress:
    """A progress line on a terminal: a bar when the input's size is known, then the count
    and rate in ``words`` (the CLI's, from templates/messages/cli.txt.j2)."""

    WIDTH = 24

    def __init__(
        self,
        stream: IO[str],
        source: IO[str] | None = None,
        words: Callable[[int, int], str] = lambda done, rate: f"{done:,} ({rate:,}/s)",
        every: float = 0.2,
    ):
        self.stream = stream
        self.source = source
        self.words = words
        self.every = every
        self.started = self.last = time.monotonic()
        self.total = _size(source)

    def update(self, done: int) -> None:
        now = time.monotonic()
        if now - self.last < self.every:
            return
        self.last = now
        rate = done / max(now - self.started, 1e-9)
        text = self.words(done, round(rate))
        fraction = self._fraction()
        if fraction is not None:
            filled = round(fraction * self.WIDTH)
            bar = "#" * filled + "." * (self.WIDTH - filled)
            text = f"[{bar}] {fraction:4.0%} {text}"
        self.stream.write("\r" + text)
        self.stream.flush()

    def _fraction(self) -> float | None:
        buffer = getattr(self.source, "buffer", None)
        if not self.total or buffer is None:
            return None
        try:
            return min(float(buffer.tell()) / self.total, 1.0)
        except (OSError, ValueError):
            return None

    def close(self) -> None:
        self.stream.write("\r" + " " * 72 + "\r")
        self.stream.flush()


def _size(source: IO[str] | None) -> int | None:
    """The size of a regular file behind ``source``, if it is one."""
    try:
        if source is None:
            return None
        info = os.fstat(source.fileno())
    except (OSError, ValueError, AttributeError):
        return None
    return info.st_size if stat.S_ISREG(info.st_mode) and info.st_size else None


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
