"""Is this a text the extractor can read? The checks every entry point shares (CLI, API).

Each refusal is a code (the CLI and the API word it from their templates): ``empty``,
``too_large``, ``binary`` (NUL bytes or mostly control characters), ``not_utf8`` or
``language`` (written in a language drafting does not read: ``TextRefused.language``).
"""

from __future__ import annotations

import re

#: The largest text accepted, in bytes of UTF-8.
MAX_TEXT_BYTES = 1_000_000
#: The most characters of a text a draft reads (every entry: the API, the form, the CLI).
#: A longer text is drafted from its first part, and the draft says so (Draft.truncated).
#: A long match report is some 10,000 characters; drafting is linear in the length, and
#: the worst text of this length (one sentence of names) drafts in well under a second.
MAX_DRAFT_CHARS = 50_000
_PARAGRAPH_BREAK = re.compile(r"\n[ \t\r\f\v]*\n")
#: A lone surrogate (text that was bytes, not characters).
_SURROGATE = re.compile("[\ud800-\udfff]")
#: A control character (Unicode category Cc: U+0000-U+001F, U+007F-U+009F) other than a tab,
#: a line or page break ("\t\n\v\f\r"); one pass of a pattern, not a category asked per
#: character.
_CONTROL = re.compile("[\x00-\x08\x0e-\x1f\x7f-\x9f]")
_SENTENCE_END = re.compile(r"[.!?…][\"'”’)\]]*\s")


class TextRefused(ValueError):  # noqa: N818
    """The text cannot be drafted from; ``code`` says why."""

    def __init__(self, code: str, limit: int = MAX_TEXT_BYTES, language: str | None = None) -> None:
        super().__init__(code)
        self.code = code
        self.limit = limit
        #: For ``language``: the language the text is written in (a code of
        #: ``drafting.language``), which drafting does not read.
        self.language = language


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
    if "\x00" in text or _SURROGATE.search(text):
        raise TextRefused("binary")
    controls = len(_CONTROL.findall(text))
    if controls > max(8, len(text) // 20):
        raise TextRefused("binary")
    return text


def first_part(text: str, limit: int) -> int:
    """Where the first part of ``text`` that a draft reads ends, at most ``limit``
    characters in: at the last paragraph break, else the last sentence end, else the last
    space of its last quarter; else at ``limit``."""
    if len(text) <= limit:
        return len(text)
    floor = limit - limit // 4
    breaks = list(_PARAGRAPH_BREAK.finditer(text, floor, limit))
    if breaks:
        return breaks[-1].start()
    ends = list(_SENTENCE_END.finditer(text, floor, limit))
    if ends:
        return ends[-1].end() - 1  # after the stop, before the space
    space = text.rfind(" ", floor, limit)
    return space if space > 0 else limit
