"""Dates and minutes as people write them: ``10/10/2021``, ``10 Oct 2021``, ``Oct 10, 2021``,
``2021-10-10``, ``10/10/21``, and with the month in French, German or Spanish
(``26 octobre 2022``, ``26. Oktober 2022``, ``26 de octubre de 2022``); ``90+5`` for a
minute of added time.

A date whose day and month could be either way round (``03/04/2021``) is not guessed:
``read_date`` says so, with both readings, for the form to ask. Anything it cannot read
is given back as typed, for the incident model to refuse with its own message.

A small parser of our own rather than dateparser: it reads the handful of forms match
reports use, says which forms it refuses, and never guesses a day/month order.
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from dataclasses import dataclass

#: The months as English, French, German and Spanish match reports write them, in full or
#: short, with or without their accents (no two languages use one name for two months).
_MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("january", "jan", "janvier", "janv", "januar", "jänner", "jaenner", "enero", "ene"),
            ("february", "feb", "février", "fevrier", "févr", "fevr", "februar", "febrero"),
            ("march", "mar", "mars", "märz", "maerz", "mrz", "marzo"),
            ("april", "apr", "avril", "avr", "abril", "abr"),
            ("may", "mai", "mayo"),
            ("june", "jun", "juin", "juni", "junio"),
            ("july", "jul", "juillet", "juil", "juli", "julio"),
            ("august", "aug", "août", "aout", "agosto", "ago"),
            ("september", "sep", "sept", "septembre", "septiembre", "setiembre", "set"),
            ("october", "oct", "octobre", "oktober", "okt", "octubre"),
            ("november", "nov", "novembre", "noviembre"),
            (
                "december",
                "dec",
                "décembre",
                "decembre",
                "déc",
                "dezember",
                "dez",
                "diciembre",
                "dic",
            ),
        ),
        start=1,
    )
    for name in names
}
#: A weekday before the date (English, French, German, Spanish), with an article before it
#: ("le mercredi", "el miércoles") or a comma after it: read past, never checked.
_WEEKDAY = (
    r"(?:(?:le|el|am)\s+)?"
    r"(?:(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*"
    r"|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche"
    r"|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag"
    r"|lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo)\.?,?\s+)?"
)
#: 26, 26th, 26. (German), 1er (French), 1º (Spanish).
_DAY = r"(\d{1,2})(?:st|nd|rd|th|er|\.|º|°)?"
_MONTH = r"([^\W\d_]{3,10})\.?"
_YEAR = r"(\d{4}|\d{2})"
#: 2021-10-10, 2021/10/10, 2021.10.10: the year first, so never ambiguous.
_ISO = re.compile(r"^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$")
#: 10/10/2021, 10.10.21, 10-10-2021: day and month in some order.
_NUMERIC = re.compile(r"^(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*" + _YEAR + "$")
#: 10 Oct 2021, Sunday 10th of October, 2021; 26 octobre 2022, 26. Oktober 2022,
#: 26 de octubre de 2022.
_DAY_FIRST = re.compile(
    "^" + _WEEKDAY + _DAY + r"\s+(?:of\s+|de\s+)?" + _MONTH + r",?\s+(?:de\s+)?" + _YEAR + "$"
)
#: Oct 10, 2021; October 10th 2021.
_MONTH_FIRST = re.compile("^" + _WEEKDAY + _MONTH + r"\s+" + _DAY + r",?\s+" + _YEAR + "$")


@dataclass(frozen=True)
class DateReading:
    """What a typed date says: its ISO form, or the text as typed when it is not a date
    we can read (the model then refuses it), and both readings when it is ambiguous."""

    value: str
    #: Two ISO dates when the day and month could be either way round.
    either: tuple[str, str] | None = None


def _year(text: str) -> int:
    """A two-digit year is in this century up to 49, else the last one (21 -> 2021)."""
    year = int(text)
    if len(text) == 2:
        year += 2000 if year < 50 else 1900
    return year


def _iso(year: int, month: int, day: int) -> str | None:
    try:
        return dt.date(year, month, day).isoformat()
    except ValueError:
        return None


def read_date(typed: str) -> DateReading:
    """The date in ``typed`` in ISO form (``2021-10-10``), else as typed."""
    text = " ".join(typed.split())
    low = unicodedata.normalize("NFC", text).lower()
    found: str | None = None
    if m := _ISO.match(low):
        found = _iso(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    elif m := _NUMERIC.match(low):
        first, second, year = int(m.group(1)), int(m.group(2)), _year(m.group(3))
        if first <= 12 and second <= 12 and first != second:
            as_dmy, as_mdy = _iso(year, second, first), _iso(year, first, second)
            if as_dmy and as_mdy:
                return DateReading(text, (as_dmy, as_mdy))
        if first > 12 >= second or first == second:
            found = _iso(year, second, first)  # day first, as in most of the world
        elif second > 12 >= first:
            found = _iso(year, first, second)  # month first (10/26/2022)
    elif m := _DAY_FIRST.match(low):
        month = _MONTHS.get(m.group(2))
        found = _iso(_year(m.group(3)), month, int(m.group(1))) if month else None
    elif m := _MONTH_FIRST.match(low):
        month = _MONTHS.get(m.group(1))
        found = _iso(_year(m.group(3)), month, int(m.group(2))) if month else None
    return DateReading(found or text)


#: 90+5, 90 + 5, 90'+5', 45+2': a minute and the added time within it; 90' alone.
_MINUTE = re.compile(r"^(\d{1,3})\s*[’']?\s*(?:\+\s*(\d{1,2})\s*[’']?)?$")


def read_minute(typed: str) -> tuple[str, str | None]:
    """The minute, and the added time when it is written into it (``90+5`` -> 90, 5).
    Anything else is given back as typed (the model says what is wrong with it)."""
    text = typed.strip()
    m = _MINUTE.match(text)
    if m is None:
        return text, None
    return m.group(1), m.group(2)
