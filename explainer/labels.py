"""Names on the pitch drawings: whole where they fit, shortened at a word otherwise.

SVG does not wrap or measure text for us, so a label's width is worked out from the advance
widths of the bold face it is drawn in: DejaVu Sans Bold on a page (the widest of the faces
``system-ui`` falls back to, so a name measured here fits in any narrower one) and
Liberation Sans Bold on the PNG card (CairoSVG draws it with the Liberation fonts). Widths
are in em, for the printable ASCII characters; an accented letter is as wide as its base
letter, any other character is taken as 1 em. Taken from the fonts' hmtx tables.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from typing import Literal

Face = Literal["screen", "card"]

_SCREEN = (
    0.348, 0.456, 0.521, 0.838, 0.696, 1.002, 0.872, 0.306, 0.457, 0.457, 0.523, 0.838,
    0.38, 0.415, 0.38, 0.365, 0.696, 0.696, 0.696, 0.696, 0.696, 0.696, 0.696, 0.696, 0.696,
    0.696, 0.4, 0.4, 0.838, 0.838, 0.838, 0.58, 1.0, 0.774, 0.762, 0.734, 0.83, 0.683,
    0.683, 0.821, 0.837, 0.372, 0.372, 0.775, 0.637, 0.995, 0.837, 0.85, 0.733, 0.85, 0.77,
    0.72, 0.682, 0.812, 0.774, 1.103, 0.771, 0.724, 0.725, 0.457, 0.365, 0.457, 0.838, 0.5,
    0.5, 0.675, 0.716, 0.593, 0.716, 0.678, 0.435, 0.716, 0.712, 0.343, 0.343, 0.665, 0.343,
    1.042, 0.712, 0.687, 0.716, 0.716, 0.493, 0.595, 0.478, 0.712, 0.652, 0.924, 0.645,
    0.652, 0.582, 0.712, 0.365, 0.712, 0.838,
)  # fmt: skip
_CARD = (
    0.278, 0.333, 0.474, 0.556, 0.556, 0.889, 0.722, 0.238, 0.333, 0.333, 0.389, 0.584,
    0.278, 0.333, 0.278, 0.278, 0.556, 0.556, 0.556, 0.556, 0.556, 0.556, 0.556, 0.556,
    0.556, 0.556, 0.333, 0.333, 0.584, 0.584, 0.584, 0.611, 0.975, 0.722, 0.722, 0.722,
    0.722, 0.667, 0.611, 0.778, 0.722, 0.278, 0.556, 0.722, 0.611, 0.833, 0.722, 0.778,
    0.667, 0.778, 0.722, 0.667, 0.611, 0.722, 0.667, 0.944, 0.667, 0.667, 0.611, 0.333,
    0.278, 0.333, 0.584, 0.556, 0.333, 0.556, 0.611, 0.556, 0.611, 0.556, 0.333, 0.611,
    0.611, 0.278, 0.278, 0.556, 0.278, 0.889, 0.611, 0.611, 0.611, 0.611, 0.389, 0.556,
    0.333, 0.611, 0.556, 0.778, 0.556, 0.556, 0.5, 0.389, 0.28, 0.389, 0.584,
)  # fmt: skip
_FACES: dict[str, tuple[float, ...]] = {"screen": _SCREEN, "card": _CARD}
ELLIPSIS = "…"


@lru_cache(maxsize=4096)
def _em(char: str, face: str) -> float:
    base = unicodedata.normalize("NFD", char)[:1]
    code = ord(base) if base else 0
    return _FACES[face][code - 32] if 32 <= code < 127 else 1.0


def width(text: str, size: float, face: Face = "screen") -> float:
    """How wide ``text`` is drawn at font size ``size``, in the drawing's units."""
    return sum(_em(c, face) for c in text) * size


def fit(text: str, room: float, size: float = 20, face: Face = "screen") -> str:
    """``text`` whole when it fits in ``room``; else its last words that fit (a player's
    surname: "Dumfries" for "Denzel Dumfries"); else its first word cut short with "…"."""
    if width(text, size, face) <= room:
        return text
    words = text.split()
    for n in range(1, len(words)):
        rest = " ".join(words[n:])
        if width(rest, size, face) <= room:
            return rest
    last = words[-1] if words else text
    while last and width(last + ELLIPSIS, size, face) > room:
        last = last[:-1]
    return last + ELLIPSIS if last else ""
