"""Numbers, counts, dates and wrapped lines as the reader's language writes them (the
wording's filters)."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable
from functools import cache, lru_cache

from babel.dates import format_date
from babel.numbers import format_decimal, get_decimal_symbol

from explainer import i18n


def number(value: object) -> str:
    """A number as the current language writes it: 2.4 in English (as Python writes it),
    2,4 in French, German and Spanish; thousands grouped as each language groups them."""
    language = i18n.current()
    if language not in i18n.LANGUAGES or language == i18n.DEFAULT:
        return str(value)
    kind = type(value)
    if kind is not int and kind is not float:  # bool, or a kind of number seldom seen
        if isinstance(value, bool) or not isinstance(value, int | float):
            return str(value)
        return str(format_decimal(value, locale=language))
    # Said once per language: Babel's formatting is slow. Keyed by repr, so that 0.0 and
    # -0.0 (equal, and equal in hash) are told apart.
    key = (language, kind, repr(value))
    try:
        return _numbers[key]
    except KeyError:
        pass
    said = _plain_decimal(key[2], language)
    if said is None:
        said = str(format_decimal(value, locale=language))  # type: ignore[arg-type]
    if len(_numbers) < 4096:
        _numbers[key] = said
    return said


_numbers: dict[tuple[str, type, str], str] = {}
#: A number Babel's "#,##0.###" would write as Python does but for the decimal sign: at
#: least 0, under 1000 (no grouping) and at most three decimals (no rounding).
_PLAIN = re.compile(r"(\d{1,3})(?:\.(\d{0,3}))?")


def _plain_decimal(written: str, language: str) -> str | None:
    """``written`` (a repr) as Babel writes it in ``language``, without Babel (some 60 µs
    a number), or None when it is not that simple (tests/unit/test_render_numbers.py)."""
    plain = _PLAIN.fullmatch(written)
    if plain is None:
        return None
    whole, fraction = plain.groups()
    fraction = (fraction or "").rstrip("0")
    return whole + (_decimal_sign(language) + fraction if fraction else "")


@cache
def _decimal_sign(language: str) -> str:
    return str(get_decimal_symbol(language))


def count(value: int) -> str:
    """A count with its thousands grouped as the current language groups them: 1,234 in
    English, 1 234 in French, 1.234 in German and Spanish."""
    language = i18n.current()
    if language not in i18n.LANGUAGES or language == i18n.DEFAULT:
        return f"{value:,}"
    return str(format_decimal(value, locale=language))


def day(value: object) -> str:
    """An ISO date as people write it in the current language: '2022-07-27' -> '27 July
    2022', '27 juillet 2022', '27. Juli 2022', '27 de julio de 2022' (else as given)."""
    return _day(str(value), i18n.current())


@lru_cache(maxsize=1024)
def _day(value: str, language: str) -> str:
    try:
        parsed = dt.date.fromisoformat(value)
    except ValueError:
        return value
    if language == i18n.PSEUDO:
        return i18n.pseudo(f"{parsed.day} {parsed:%B %Y}")
    if language == i18n.DEFAULT:
        return f"{parsed.day} {parsed:%B %Y}"
    said = str(format_date(parsed, format="long", locale=language))
    if language == "fr" and parsed.day == 1:
        said = "1er" + said[1:]  # the first of the month is written 1er in French
    return said


def joined(items: Iterable[object], separator: str = ", ") -> str:
    """The items given (neither empty nor None) joined by ``separator``: what Jinja's
    ``select | join(separator)`` says, in one call, not two filters of generators."""
    return separator.join([str(item) for item in items if item])


def wrap(text: str, width: int = 88, indent: int = 0) -> str:
    """Greedy word wrap; continuation lines are indented by ``indent`` spaces.

    Each line is as much as fits before a space, else an over-long word on its own (and
    never less than two characters wide). Found by looking for the last space that fits,
    in C (``str.rfind``): textwrap is several times slower, and a regular expression that
    matches the most that fits and backs off to a space was twice as slow; this runs for
    every step of every explanation (the lines found here, not in a function of their own:
    a call is a good part of it).

    The text is spaced afresh (one space between words, none at either end) only when it
    is not so already, told quickly: splitting it to join it again is half of wrap's time.
    Every whitespace character but the space is unprintable, in Unicode as in ASCII (a
    test checks each code point), so printable text has no other whitespace.
    """
    if "  " in text or text.startswith(" ") or text.endswith(" ") or not text.isprintable():
        text = " ".join(text.split())
    width -= indent
    if width < 2:
        width = 2
    end = len(text)
    if end <= width:
        return text  # one line (nothing at all if empty)
    cut = text.rfind(" ", 0, width + 1)
    if cut >= 0 and end - cut <= width + 1:  # two lines (most steps): the loop's first turn
        return text[:cut] + "\n" + " " * indent + text[cut + 1 :]
    lines: list[str] = []
    start = 0
    while end - start > width:
        cut = text.rfind(" ", start, start + width + 1)
        if cut < 0:  # a word longer than a line: on its own, to the next space
            cut = text.find(" ", start + width)
            if cut < 0:
                break
        lines.append(text[start:cut])
        start = cut + 1
    lines.append(text[start:])
    return ("\n" + " " * indent).join(lines)
