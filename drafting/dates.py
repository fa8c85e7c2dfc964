"""Dates a draft counts with: the article's own date, and days counted back from it.

A reference date (the day the article was written) is what "Wednesday" and "yesterday" are
counted back from. The entries (CLI, API, form) refuse one outside ``REFERENCE_EARLIEST`` to
``REFERENCE_LATEST``, naming the field: no match the incident model accepts (1863 to the
last edition of the Laws encoded) was written about outside it, and counting back from
0001-01-01 left the calendar (issue 31: a 500 with a traceback). The extractor itself never
counts off the calendar either: a relative date that would leave it is not taken.
"""

from __future__ import annotations

import datetime as dt

from rules.incident import EARLIEST_DATE, LATEST_DATE

#: The first day an article about a match may be dated: the first the incident model takes.
REFERENCE_EARLIEST = EARLIEST_DATE
#: The last: a year after the last match day the incident model takes (a look back).
REFERENCE_LATEST = LATEST_DATE.replace(year=LATEST_DATE.year + 1)


def days_before(day: dt.date, days: int) -> dt.date | None:
    """``days`` days before ``day``, or None when that is before the calendar's first day."""
    try:
        return day - dt.timedelta(days=days)
    except OverflowError:
        return None


def in_range(day: dt.date) -> bool:
    """``day`` can be an article's date."""
    return REFERENCE_EARLIEST <= day <= REFERENCE_LATEST
