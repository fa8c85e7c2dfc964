"""Is this a text the extractor can read? The checks every entry point shares (CLI, API).

Each refusal is a code (the CLI and the API word it from their templates): ``empty``,
``too_large``, ``binary`` (NUL bytes or mostly control characters) or ``not_utf8``.
"""

from __future__ import annotations

import unicodedata

#: The largest text accepted, in bytes of UTF-8.
MAX_TEXT_BYTES = 1_000_000


class TextRefused(ValueError):  # noqa: N818
    """The text cannot be drafted from; ``code`` says why."""

    def __init__(self, code: str, limit: int = MAX_TEXT_BYTES) -> None:
        super().__init__(code)
        self.code = code
        self.limit = limit


def check_bytes(raw: bytes) -> str:
    """``raw`` as text, or TextRefused."""
    if len(raw) > MAX_TEXT_BYTES:
        raise TextRefused("too_large")
    if b"\x00" in raw:
        raise TextRefused("binary")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise TextRefused("not_utf8") from None
    return check_text(text)


def check_text(text: str) -> str:
    """``text`` if it can be drafted from, or TextRefused."""
    if len(text.encode("utf-8", "surrogatepass")) > MAX_TEXT_BYTES:
        raise TextRefused("too_large")
    if not text.strip():
        raise TextRefused("empty")
    if "\x00" in text or any(0xD800 <= ord(c) <= 0xDFFF for c in text):
        raise TextRefused("binary")
    controls = sum(1 for c in text if unicodedata.category(c) == "Cc" and c not in "\n\r\t\f\v")
    if controls > max(8, len(text) // 20):
        raise TextRefused("binary")
    return text
