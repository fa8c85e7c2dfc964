"""The text as the extractor reads it: paragraphs, sentences and quotations, by position.

Every step works on a copy of the text of the same length (whitespace made plain spaces,
the text's own private-use characters blanked), so a position in the copy is the same
position in the text, and every span the draft gives points into the text as it was sent.

A sentence is at most ``MAX_SENTENCE_CHARS`` long: a longer run of text without a full stop
is cut into pieces of at most that length (after a comma or a semicolon where there is one,
else between words). Every step that looks at "the sentence" of a match then looks at a
bounded stretch of text, so drafting takes time linear in the text's length (issue 31:
one 250 KB sentence cost 98 s when each match rescanned the whole sentence).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass

from drafting.tables import PRIVATE, Tables

#: The marks that open or close a quotation, in the four languages.
QUOTE_MARKS = '"“”«»„'

_WHITESPACE = re.compile(r"\s")
_NOT_LINE_BREAK = re.compile(r"[^\S\n\r]")
_LINE_BREAK = re.compile(r"[\n\r]")
#: A thread's number at a line's head ("2/ ", "3/7 "), the first line's too.
_THREAD_NUMBER = re.compile(r"(?m)^[^\S\n]*\d{1,2}/(?:\d{1,2})?[^\S\n]+(?=\S)")
_BLANK_LINE = re.compile(r"\n[ \t\r\f\v]*\n\s*")
_BOUNDARY = re.compile(r"[.!?…]+[\"'”’»“«‘)\]]*(?=\s|$)|\n")
_LAST_WORD = re.compile(r"([^\W\d_][\w.]*)[.!?…]*[\"'”’»)\]]*$")
#: What may open a sentence before its first letter: quotation marks, and the inverted
#: question and exclamation marks that open a Spanish one.
_OPENERS = "‘“\"'«„‚¿¡"
_NOT_SPACE = re.compile(r"\S")
_NEXT_WORD = re.compile(r"[^\W\d_]+")
_CLAUSE_END = re.compile(r"[,;:]\s")
#: The word before a number written in digits that ends where a full stop stands.
_WORD_BEFORE_NUMBER = re.compile(r"(?<![\w.])([^\W\d_]+) \d{1,3}$")

#: The longest sentence read as one (characters): the longest sentence of the evaluation's
#: articles is 267.
MAX_SENTENCE_CHARS = 500


@dataclass(frozen=True, slots=True)
class Sentence:
    start: int
    end: int
    #: The paragraph it is in, counted from 0.
    paragraph: int


@dataclass(frozen=True, slots=True)
class Region:
    """Words that are a person's: a quotation, or what reported speech says they said."""

    start: int
    end: int
    speaker: str | None
    #: The person (index into the people found) who speaks, when one of them does.
    person: int | None
    quoted: bool
    #: The speaker is a match official: their words are not a claim.
    official: bool = False


def working_copy(text: str) -> str:
    """``text`` with every whitespace character a space and private-use characters blanked."""
    return PRIVATE.sub(" ", _WHITESPACE.sub(" ", text))


def lined_copy(work: str, text: str) -> str:
    """``work`` with the text's line breaks kept (each "\n"): a name never runs on from a
    heading or a scoreline's line into the next ("Notts County 2-2 MK Dons" over "Notts
    were two minutes from going top"); a thread's numbers at the lines' heads as breaks."""
    if "\n" not in text and "\r" not in text:
        return work
    lined = _LINE_BREAK.sub("\n", PRIVATE.sub(" ", _NOT_LINE_BREAK.sub(" ", text)))
    # (a thread's number at a line's head is read as more of its line break: the line
    # after it opens as a line does, "1/ Eastfield – Brockley 2:1" a fixture at its head)
    return _THREAD_NUMBER.sub(lambda m: "\n" * len(m.group()), lined)


def paragraphs(text: str) -> list[tuple[int, int]]:
    """Paragraph spans: blank lines separate paragraphs; in a text without blank lines, a
    line break after the end of a sentence does."""
    if _BLANK_LINE.search(text):
        breaks = [(m.start(), m.end()) for m in _BLANK_LINE.finditer(text)]
    else:
        breaks = [(m.start(), m.end()) for m in re.finditer(r"(?<=[.!?…\"'”’:])[ \t]*\n\s*", text)]
    spans, at = [], 0
    for start, end in breaks:
        if start > at:
            spans.append((at, start))
        at = end
    if at < len(text):
        spans.append((at, len(text)))
    return [(a, b) for a, b in spans if text[a:b].strip()]


def sentences(text: str, work: str, tables: Tables) -> list[Sentence]:
    """The sentences of ``text``, each trimmed of surrounding spaces."""
    found: list[Sentence] = []
    for number, (p_start, p_end) in enumerate(paragraphs(text)):
        start = p_start
        for match in _BOUNDARY.finditer(text, p_start, p_end):
            end = match.end()
            if text[match.start()] == "\n":
                # A line break ends a sentence only after a short line without a full stop
                # (a headline, a dateline); otherwise the text is just wrapped.
                line = text[text.rfind("\n", p_start, match.start()) + 1 : match.start()]
                if len(line.strip()) > 60 or not line.strip():
                    continue
                end = match.start()
            elif not _ends_sentence(text, work, match.start(), end, p_end, tables):
                continue
            _add(found, work, start, end, number)
            start = end
        _add(found, work, start, p_end, number)
    return found


def _ends_sentence(text: str, work: str, stop: int, end: int, limit: int, tables: Tables) -> bool:
    # The first character after the stop, found without copying the rest of the paragraph.
    next_char = _NOT_SPACE.search(work, end, limit)
    if next_char is None:
        return True
    first = next_char.group()
    if not (first.isupper() or first.isdigit() or first in _OPENERS or first in "([—–-"):
        return False
    if text[stop] == "." and stop > 0 and work[stop - 1].isdigit() and tables.ordinal_nouns:
        # "in der 95. Minute", "am 3. März": an ordinal, when a word that counts follows.
        following = _NEXT_WORD.match(work, next_char.start())
        if following and following.group().lower() in tables.ordinal_nouns:
            return False
        # "beim 4. Versuch", "die 17. Ecke": a number after a determiner is an ordinal.
        before = _WORD_BEFORE_NUMBER.search(work, max(0, stop - 30), stop)
        if following and before and before.group(1).lower() in tables.ordinal_determiners:
            return False
    if text[stop] == ".":
        word = _LAST_WORD.search(work[max(0, stop - 30) : stop + 1])
        if word:
            token = word.group(1).lower().rstrip(".")
            if token in tables.abbreviations or (len(token) == 1 and token.isalpha()):
                return False
    return True


def _add(found: list[Sentence], work: str, start: int, end: int, paragraph: int) -> None:
    while start < end and work[start] == " ":
        start += 1
    while end > start and work[end - 1] == " ":
        end -= 1
    while end - start > MAX_SENTENCE_CHARS:
        cut = _cut(work, start, start + MAX_SENTENCE_CHARS)
        found.append(Sentence(start, cut, paragraph))
        start = cut
        while start < end and work[start] == " ":
            start += 1
    if end > start:
        found.append(Sentence(start, end, paragraph))


def _cut(work: str, start: int, limit: int) -> int:
    """Where a piece of an over-long sentence ends, at most at ``limit``: after the last
    comma, semicolon or colon of its second half, else at its last space, else at ``limit``."""
    half = start + (limit - start) // 2
    clauses = list(_CLAUSE_END.finditer(work, half, limit))
    if clauses:
        return clauses[-1].start() + 1
    space = work.rfind(" ", half, limit)
    while space > half and work[space - 1] == " ":
        space -= 1
    return space if space > half else limit


class Index:
    """Which sentence a position is in, in O(log n)."""

    def __init__(self, found: list[Sentence]) -> None:
        self.sentences = found
        self.starts = [s.start for s in found]

    def at(self, position: int) -> Sentence | None:
        i = bisect.bisect_right(self.starts, position) - 1
        if i < 0:
            return None
        sentence = self.sentences[i]
        return sentence if position < sentence.end else None

    def number(self, position: int) -> int:
        """The index of the sentence at ``position`` (or -1)."""
        i = bisect.bisect_right(self.starts, position) - 1
        if i < 0 or position >= self.sentences[i].end:
            return -1
        return i

    def within(self, start: int, end: int) -> Sentence | None:
        """The sentence holding all of ``start``-``end``, if one does."""
        sentence = self.at(start)
        if sentence is None or end > sentence.end:
            return None
        return sentence


# --- quotations --------------------------------------------------------------------------------


def quotations(
    text: str,
    paragraph_spans: list[tuple[int, int]],
    pairs: list[list[str]] | None = None,
    dialogue: bool = False,
) -> list[tuple[int, int, int]]:
    """Quoted passages as (opening mark, end, paragraph): from an opening quotation mark to
    its closing one, or to the end of the paragraph when it is not closed (a quotation that
    goes on into the next paragraph opens it again). With ``dialogue``, a paragraph that
    opens with a dash is speech ("—No era fuera de juego —dijo Medina—. Lo vimos."): from
    each dash to the next, every other stretch (the ones between are the writer's)."""
    if pairs:  # the language's marks as [opening, closing] ("„" and "“" in German)
        closing: dict[str, str] = {}
        for a, b in pairs:  # an opening mark given twice closes at the first of both
            closing[a] = closing.get(a, "") + b
        return _paired(text, paragraph_spans, closing)
    found: list[tuple[int, int, int]] = []
    for number, (start, end) in enumerate(paragraph_spans):
        i = start
        while i < end and text[i].isspace():
            i += 1
        if dialogue and i < end and text[i] in DIALOGUE_DASHES:
            dashes = [j for j in range(i, end) if text[j] in DIALOGUE_DASHES]
            dashes.append(end)
            for k in range(0, len(dashes) - 1, 2):
                if dashes[k] < end:
                    found.append((dashes[k], dashes[k + 1], number))
            continue
        i = start
        while i < end:
            ch = text[i]
            if ch == "«":  # French quotation marks: « ... »
                close = _close_guillemet(text, i + 1, end)
                found.append((i, close, number))
                i = close + 1
                continue
            if ch in '“"' and (ch == "“" or _opens(text, i, start)):
                close = _close_double(text, i + 1, end)
                found.append((i, close, number))
                i = close + 1
                continue
            if ch == "‘" or (ch == "'" and _opens(text, i, start)):
                close = _close_single(text, i + 1, end)
                found.append((i, close, number))
                i = close + 1
                continue
            i += 1
    return found


#: The dashes that open a speaker's words in a dialogue (Spanish "—").
DIALOGUE_DASHES = "—―"


def _opens(text: str, i: int, start: int) -> bool:
    before = text[i - 1] if i > start else " "
    after = text[i + 1] if i + 1 < len(text) else " "
    return (before.isspace() or before in "([—–-:,") and not after.isspace()


def _close_double(text: str, i: int, end: int) -> int:
    for j in range(i, end):
        if text[j] in '”"':
            return j
    return end


def _close_guillemet(text: str, i: int, end: int) -> int:
    close = text.find("»", i, end)
    return close if close >= 0 else end


def _close_single(text: str, i: int, end: int) -> int:
    for j in range(i, end):
        if text[j] not in "’'":
            continue
        before = text[j - 1]
        after = text[j + 1] if j + 1 < end else " "
        if before.isspace() or after.isalpha():
            continue  # an apostrophe: don’t, ‘90s
        if before in "sS" and after == " " and j + 2 < end and text[j + 2].islower():
            continue  # a plural possessive: the players’ tunnel
        return j
    return end


def _paired(
    text: str, paragraph_spans: list[tuple[int, int]], closing: dict[str, str]
) -> list[tuple[int, int, int]]:
    """Quoted passages with marks that say which way they face (each opening mark's own
    closing ones, the first that comes; a mark that opens and closes, such as ", opens where
    a word follows it)."""
    found: list[tuple[int, int, int]] = []
    for number, (start, end) in enumerate(paragraph_spans):
        i = start
        while i < end:
            ch = text[i]
            close = closing.get(ch)
            if close is None or (ch in close and not _opens(text, i, start)):
                i += 1
                continue
            j = next((k for k in range(i + 1, end) if text[k] in close), end)
            found.append((i, j, number))
            i = j + 1
    return found


def clause_of(
    breaks: Sequence[tuple[int, int]], s: int, e: int, start: int, end: int
) -> tuple[int, int]:
    """The clause of the words ``start``-``end`` in the sentence ``s``-``e`` whose clause
    breaks are ``breaks`` (in order): from the end of the last break that ends before
    ``start`` to the start of the first that starts at or after ``end``."""
    i = bisect.bisect_right(breaks, start, key=lambda b: b[1])
    j = bisect.bisect_left(breaks, end, key=lambda b: b[0])
    return (breaks[i - 1][1] if i else s), (breaks[j][0] if j < len(breaks) else e)
