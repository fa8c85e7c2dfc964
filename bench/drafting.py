"""make bench, section drafting (issue 31): drafting time per KB from 1 KB to the cap.

Drafting is meant to be linear in the text's length up to the cap on what it reads
(drafting.inputs.MAX_DRAFT_CHARS) and to stop at a bounded amount of work past it. Two
texts are drafted at several sizes, by CPU time (the machine is shared), the best of five:

- ordinary text: the evaluation's articles (drafting/eval/en) one after another, repeated;
- the worst case: one sentence with no full stop, of names said again and again, each with
  a touch, a call and a clause break (``worst_case``; bench/overload.py drafts it from
  several clients at once).

Targets: the time at the cap over the time at 1 KB, divided by the ratio of the sizes, at
most 1 (growth vs linear, as for the analysis in bench/run.py), for both texts; ordinary
text at the cap (50 KB) in each of the four languages, and the worst case, each under 1 s
(issue 32: ordinary text is many incidents, so this counts telling them apart); and a text
four times the cap costs no more than the cap (it is cut, and the draft says so).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

from bench.run import _cpu_ms

ROOT = Path(__file__).resolve().parent.parent

#: One clause of the worst case: names said again (each a person to place and to match a
#: shorter mention to), touches, the officials' calls and clause breaks, without a full stop.
_WORST_UNIT = (
    "Harry Kane passed to Ivan Perisic, Emerson Royal crossed for Kane and Sporting's "
    "Flavio Nazinho headed it back to Kane, but the VAR ruled Kane offside while the "
    "assistant flagged Perisic for offside, "
)


def _cut(text: str, size_bytes: int) -> str:
    """The first ``size_bytes`` bytes of ``text`` (repeated as needed), as text."""
    raw = text.encode("utf-8")
    raw = raw * (size_bytes // len(raw) + 1)
    return raw[:size_bytes].decode("utf-8", "ignore")


def worst_case(size_bytes: int) -> str:
    """One sentence of ``size_bytes`` bytes: the same names, touches and calls over and over,
    and no full stop (before issue 31, each match rescanned the whole sentence)."""
    return _cut(_WORST_UNIT, size_bytes)


def ordinary(size_bytes: int, language: str = "en") -> str:
    """The evaluation's dev articles in ``language``, paragraph after paragraph, to
    ``size_bytes`` bytes."""
    texts = [
        yaml.safe_load(path.read_text(encoding="utf-8"))["text"]
        for path in sorted((ROOT / "drafting" / "eval" / language).glob("*.yaml"))
    ]
    return _cut("\n\n".join(texts) + "\n\n", size_bytes)


#: The languages drafted, for the figure at the cap in each.
LANGUAGES = ("en", "fr", "de", "es")


def _curve(make: Callable[[int], str], sizes: list[int]) -> dict[str, Any]:
    import drafting

    rows = []
    for size in sizes:
        text = make(size)
        ms = _cpu_ms(lambda t=text: drafting.draft(t), rounds=5)
        budget = drafting.Budget()
        d = drafting.draft(text, budget=budget)
        rows.append(
            {
                "bytes": size,
                "cpu_ms": ms,
                "ms_per_kb": round(ms / (size / 1000), 3),
                "steps": budget.spent,
                "cut": d.truncated is not None,
            }
        )
    first, last = rows[0], rows[-1]
    return {
        "sizes": rows,
        "growth_over_linear": round(
            last["cpu_ms"] / first["cpu_ms"] / (last["bytes"] / first["bytes"]), 2
        ),
    }


def _at_cap(text: str) -> float:
    """Seconds of CPU to draft ``text`` (the best of five), once its language's patterns
    are compiled."""
    import drafting

    drafting.draft(text[:2000])
    return round(_cpu_ms(lambda: drafting.draft(text), rounds=5) / 1000, 3)


def run() -> dict[str, Any]:
    import drafting

    cap = drafting.MAX_DRAFT_CHARS  # the cap in characters; these texts are ASCII
    drafting.draft(ordinary(2000))  # the patterns compiled, once per process
    sizes = [1000, 4000, 16000, cap]
    over = 4 * cap
    worst = _curve(worst_case, sizes)
    usual = _curve(ordinary, sizes)
    return {
        "cap_chars": cap,
        "work_budget_steps": drafting.WORK_BUDGET,
        "ordinary": usual,
        "worst_case": worst,
        "worst_case_at_cap_s": round(worst["sizes"][-1]["cpu_ms"] / 1000, 3),
        "ordinary_at_cap_s": round(usual["sizes"][-1]["cpu_ms"] / 1000, 3),
        "ordinary_at_cap_by_language_s": {
            language: _at_cap(ordinary(cap, language)) for language in LANGUAGES
        },
        "worst_case_4x_cap_s": round(
            _cpu_ms(lambda: drafting.draft(worst_case(over)), rounds=5) / 1000, 3
        ),
    }


def verdicts(figures: dict[str, Any]) -> list[tuple[str, str, str, bool | None]]:
    rows: list[tuple[str, str, str, bool | None]] = []
    cap = figures["cap_chars"]
    for name in ("ordinary", "worst_case"):
        ratio = figures[name]["growth_over_linear"]
        rows.append(
            (
                f"drafting growth vs linear, {name.replace('_', ' ')} 1 KB-{cap // 1000} KB",
                f"{ratio:.2f}",
                "<= 1.0",
                ratio <= 1.0,
            )
        )
    for language, seconds in figures["ordinary_at_cap_by_language_s"].items():
        rows.append(
            (
                f"drafting ordinary {language} text at the cap (s)",
                f"{seconds:.2f}",
                "< 1",
                seconds < 1,
            )
        )
    at_cap = figures["worst_case_at_cap_s"]
    rows.append(("drafting worst case at the cap (s)", f"{at_cap:.2f}", "< 1", at_cap < 1))
    over = figures["worst_case_4x_cap_s"]
    rows.append(
        (
            "drafting worst case, 4x the cap (s)",
            f"{over:.2f}",
            f"<= {at_cap * 1.25:.2f} (the cap's +25%)",
            over <= at_cap * 1.25,
        )
    )
    return rows
