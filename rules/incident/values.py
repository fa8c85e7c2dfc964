"""The values an incident's fields hold: text, numbers, dates, ids, "unknown".

Each type says what the input may be and refuses anything else with a pydantic error
that names why (its type: ``blank``, ``bool_not_number``...; templates/messages words it).
"""

from __future__ import annotations

import datetime as dt
import math
import re
import unicodedata
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    Strict,
    StrictBool,
)
from pydantic_core import PydanticCustomError

MAX_CONTACTS = 40


#: Explicit bidirectional embeddings, overrides and isolates: they can make text display in
#: another order than it is stored (names that read differently in each output).
_BIDI_CONTROLS = ((0x202A, 0x202E), (0x2066, 0x2069))
#: Invisible characters that make two names look equal when they are not, plus the line and
#: paragraph separators that break line-based output. Zero-width (non-)joiners stay allowed:
#: some scripts and emoji need them.
_INVISIBLE = (
    (0x180E, 0x180E),
    (0x200B, 0x200B),
    (0x2028, 0x2029),
    (0x2060, 0x2064),
    (0xFEFF, 0xFEFF),
)
#: Unpaired surrogates and noncharacters (U+FDD0-U+FDEF and the last two of every plane).
_INVALID = (
    (0xD800, 0xDFFF),
    (0xFDD0, 0xFDEF),
    *((p + 0xFFFE, p + 0xFFFF) for p in range(0, 0x110000, 0x10000)),
)
#: C0 controls except tab and newline, DEL and the C1 controls.
_CONTROLS = ((0x00, 0x08), (0x0B, 0x1F), (0x7F, 0x9F))


def _class(*groups: tuple[tuple[int, int], ...]) -> re.Pattern[str]:
    ranges = "".join(f"\\U{a:08x}-\\U{b:08x}" for group in groups for a, b in group)
    return re.compile(f"[{ranges}]")


#: Any character _printable refuses: one regular expression scans the text.
_REFUSED = _class(_CONTROLS, _INVALID, _BIDI_CONTROLS, _INVISIBLE)


def _within(code: int, ranges: tuple[tuple[int, int], ...]) -> bool:
    return any(a <= code <= b for a, b in ranges)


def _printable(value: str) -> str:
    """Text in one canonical spelling (Unicode NFC, no spaces around it: the same words
    always give the same incident), refusing control characters, unpaired surrogates,
    noncharacters, bidirectional controls and invisible characters (they break every
    output or disguise what the text says), and text that is only spaces."""
    value = value.strip()
    if not value:
        raise PydanticCustomError("blank", "is only spaces")
    if not value.isascii():
        value = unicodedata.normalize("NFC", value)
    if value.isprintable():
        return value  # every refused character is non-printable: the common case is quick
    found = _REFUSED.search(value)
    if found is None:
        return value
    code = ord(found.group())
    if _within(code, _INVALID):
        raise PydanticCustomError("bad_unicode", "contains an invalid Unicode character")
    if _within(code, _CONTROLS):
        raise PydanticCustomError("control_character", "contains a control character")
    if _within(code, _BIDI_CONTROLS):
        raise PydanticCustomError(
            "bidi_control",
            "contains a bidirectional control character (U+{code}), which can disguise text",
            {"code": f"{code:04X}"},
        )
    raise PydanticCustomError(
        "invisible_character", "contains an invisible character (U+{code})", {"code": f"{code:04X}"}
    )


def _not_yes_or_no(value: Any) -> Any:
    """A number is never given as yes or no (true would otherwise be taken as 1)."""
    if isinstance(value, bool):
        raise PydanticCustomError("bool_not_number", "must be a number, not true or false")
    return value


def _whole(value: Any) -> Any:
    """A whole number, never a boolean; NaN and infinity are named as such (strict mode
    would call them not whole numbers, which hides why)."""
    value = _not_yes_or_no(value)
    if isinstance(value, float) and not math.isfinite(value):
        raise PydanticCustomError("finite_number", "Input should be a finite number")
    return value


#: Numbers in strict mode (a value has one meaning: ``"90"``, ``"9_0"`` and ``90.0`` are
#: not the whole number 90; a whole number is a decimal one), never a boolean.
Int = Annotated[int, Strict(), BeforeValidator(_whole)]
Number = Annotated[float, Strict(), BeforeValidator(_not_yes_or_no)]
Text = Annotated[str, Field(min_length=1, max_length=500), AfterValidator(_printable)]
ShortText = Annotated[str, Field(min_length=1, max_length=120), AfterValidator(_printable)]
Ident = Annotated[str, Field(min_length=1, max_length=40, pattern=r"^[A-Za-z0-9_.-]+$")]
#: Distance in metres from the goal line the attackers attack (pitch at most 120 m).
Metres = Annotated[float, Strict(), BeforeValidator(_not_yes_or_no), Field(ge=-3.0, le=120.0)]
Unknown = Literal["unknown"]


def _yes_no_or_unknown(value: Any) -> Any:
    """A fact that may be not known is true, false or "unknown", nothing else ("yes", 1
    and "false" are not true or false): one error at the field, not one per choice."""
    if isinstance(value, bool) or value is None or (isinstance(value, str) and value == "unknown"):
        return value
    raise PydanticCustomError("bool_or_unknown", 'must be true, false or "unknown"')


#: true, false or "unknown", strictly.
BoolOrUnknown = Annotated[StrictBool | Unknown, BeforeValidator(_yes_no_or_unknown)]
EditionName = Literal[
    "2016/17",
    "2017/18",
    "2018/19",
    "2019/20",
    "2020/21",
    "2021/22",
    "2022/23",
    "2023/24",
    "2024/25",
    "2025/26",
    "2026/27",
]


#: The Laws before 1863 do not matter here, and no edition after 2026/27 is encoded.
EARLIEST_DATE = dt.date(1863, 1, 1)
LATEST_DATE = dt.date(2027, 6, 30)


def _not_a_number(value: Any) -> Any:
    """A date is a date (YAML's) or its ISO text (JSON's), never a number: pydantic would
    read 0 as 1 January 1970, a count of seconds."""
    if isinstance(value, int | float):
        raise PydanticCustomError("date_type", "Input should be a valid date")
    return value


#: Dates as YAML writes them or as ISO text (JSON has no dates), never as numbers.
Date = Annotated[dt.date, BeforeValidator(_not_a_number)]
SourceDate = Annotated[Date, Field(ge=EARLIEST_DATE, le=dt.date(2100, 1, 1))]
MatchDate = Annotated[Date, Field(ge=EARLIEST_DATE, le=LATEST_DATE)]
#: A field of the incident such as ``sequence[2].classification``.
FieldPath = Annotated[
    str,
    Field(
        min_length=1,
        max_length=200,
        pattern=r"^[a-z_]+(\[[0-9]{1,3}\])?(\.[A-Za-z0-9_]+(\[[0-9]{1,3}\])?)*$",
    ),
]


class Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)
