"""Where a draft's time goes (issue 32): ``python -m bench.profile_drafting de fr``.

For each language, the evaluation's articles at the cap (``bench.drafting.ordinary``):

- the first draft in the process, in CPU seconds, and how many of the tables' patterns it
  compiled (``drafting.lazy``) and in how much of its time: the cost a process pays once;
- then ``--rounds`` drafts of the same text (the figure ``make bench`` takes, once the
  patterns are compiled), their best and median CPU time, sampled meanwhile by a
  profiler of the standard library (a SIGPROF timer each millisecond of CPU; the stack of
  the running frame counted): the functions by the share of the samples they were on the
  stack for (inclusive) and the lines the samples fell on (self).

The machine is shared: compare medians of runs taken side by side, never one figure.
"""

from __future__ import annotations

import argparse
import signal
import statistics
import time
from collections import Counter
from types import FrameType
from typing import Any

from bench.drafting import LANGUAGES, ordinary


class Sampler:
    """Stacks counted each ``interval`` seconds of the process's CPU time."""

    def __init__(self, interval: float = 0.001) -> None:
        self.interval = interval
        self.samples = 0
        self.inclusive: Counter[str] = Counter()
        self.lines: Counter[str] = Counter()

    def _on(self, _signal: int, frame: FrameType | None) -> None:
        self.samples += 1
        seen: set[str] = set()
        first = True
        while frame is not None:
            code = frame.f_code
            name = "/".join(code.co_filename.rsplit("/", 2)[-2:]) + ":" + code.co_name
            if first:
                self.lines[f"{name}:{frame.f_lineno}"] += 1
                first = False
            if name not in seen:
                self.inclusive[name] += 1
                seen.add(name)
            frame = frame.f_back

    def __enter__(self) -> Sampler:
        signal.signal(signal.SIGPROF, self._on)
        signal.setitimer(signal.ITIMER_PROF, self.interval, self.interval)
        return self

    def __exit__(self, *_: object) -> None:
        signal.setitimer(signal.ITIMER_PROF, 0, 0)
        signal.signal(signal.SIGPROF, signal.SIG_DFL)

    def table(self, counts: Counter[str], top: int) -> list[str]:
        total = self.samples or 1
        return [f"{100 * n / total:5.1f}%  {name}" for name, n in counts.most_common(top)]


def _first_draft(text: str) -> dict[str, Any]:
    """The first draft of ``text`` in the process: CPU seconds, patterns compiled, and the
    CPU seconds compiling them took."""
    import drafting
    from drafting import lazy

    plain = lazy.LazyPattern.compiled
    spent = {"patterns": 0, "compile_s": 0.0}

    def timed(self: lazy.LazyPattern) -> Any:
        if self.is_compiled:
            return plain(self)
        start = time.process_time()
        found = plain(self)
        spent["compile_s"] += time.process_time() - start
        spent["patterns"] += 1
        return found

    setattr(lazy.LazyPattern, "compiled", timed)  # noqa: B010 - for this run only
    try:
        start = time.process_time()
        drafting.draft(text)
        took = time.process_time() - start
    finally:
        setattr(lazy.LazyPattern, "compiled", plain)  # noqa: B010
    return {"cpu_s": round(took, 3), **spent}


def profile(language: str, rounds: int, top: int) -> list[str]:
    import drafting

    text = ordinary(drafting.MAX_DRAFT_CHARS, language)
    first = _first_draft(text)
    times = []
    with Sampler() as sampler:
        for _ in range(rounds):
            start = time.process_time()
            drafting.draft(text)
            times.append(time.process_time() - start)
    return [
        f"== {language}: first draft {first['cpu_s']:.2f} s, of which compiling "
        f"{first['patterns']} patterns {first['compile_s']:.2f} s",
        f"== {language}: {rounds} drafts, best {min(times):.3f} s, median "
        f"{statistics.median(times):.3f} s ({sampler.samples} samples)",
        "-- inclusive",
        *sampler.table(sampler.inclusive, top),
        "-- self (line)",
        *sampler.table(sampler.lines, top),
    ]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("languages", nargs="*", default=list(LANGUAGES))
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--top", type=int, default=40)
    args = parser.parse_args(argv)
    for language in args.languages:
        print("\n".join(profile(language, args.rounds, args.top)))


if __name__ == "__main__":
    main()
