"""A cheap test that a pattern cannot match a text: the words it cannot match without.

A pattern's source is read (conservatively) for the words every match of it holds: a
literal run ("ruled out"), or a group every match passes through whose branches are each
one (a verb class ``(?:disallowed|ruled out|chalked off)``). A word bounded on both sides
in the pattern (by a space, punctuation, ``\\b`` on its left) is a whole word of the text
it matches; bounded on the left only, the start of one; on the right only, the end of one.
``may_match(regex, text)`` is False only when the text has none of some requirement's
words: the pattern's scan would find nothing, so it need not run. Anything the reading is
unsure of (character classes, escapes, repetitions, lookarounds, verbose patterns) gives
no requirement; a pattern with none is always run.

Case: the text is compared lowered (after "İ", "ı", "ſ" as "i", "i", "s", the characters
a case-insensitive pattern also matches), and only words of ASCII and Latin-1 letters and
digits serve, so that a case-insensitive match implies the lowered word.
"""

from __future__ import annotations

import re
from functools import lru_cache

from drafting.lazy import Regex
from drafting.pattern_source import Node, UnsureError, norm, parse

#: A requirement: its checks, one of which holds in any text the pattern matches.
Check = tuple[str, str]  # (word, "whole" | "start" | "end" | "inner")
Requirement = frozenset[Check]

_WORD = re.compile(r"\w+")
_SAFE = re.compile(r"[0-9a-z_\u00df-\u00f6\u00f8-\u00ff]+")


class Words:
    """A text's words, lowered: as a set, with (found when first asked) the set of their
    beginnings and the set of their endings, and joined one a line, for a word that may
    lie inside one. Each check of a requirement is then one set or substring test."""

    __slots__ = ("_ends", "_places", "_joined", "_starts", "lowered", "text", "whole")

    def __init__(self, whole: frozenset[str], text: str = "", lowered: str = "") -> None:
        self.whole = whole
        #: The text and the text lowered (``norm``), when made by ``of``.
        self.text = text
        self.lowered = lowered
        self._joined: str | None = None
        self._starts: frozenset[str] | None = None
        self._ends: frozenset[str] | None = None
        self._places: dict[str, list[int]] = {}

    @classmethod
    def of(cls, text: str) -> Words:
        lowered = norm(text)
        return cls(frozenset(_WORD.findall(lowered)), text, lowered)

    def places_of(self, lead: str) -> list[int]:
        """Where the text has ``lead`` (``leads``: a lowered text, in the text lowered; or
        CLASS and a class's source, "[a-c]" or "\\d", a character of it in any case), in
        order, found once for each (the patterns of a text share most of theirs)."""
        found = self._places.get(lead)
        if found is None:
            if lead[0] == CLASS:
                found = [m.start() for m in _class(lead[1:]).finditer(self.text)]
            else:
                found, find = [], self.lowered.find
                at = find(lead)
                while at >= 0:
                    found.append(at)
                    at = find(lead, at + 1)
            self._places[lead] = found
        return found

    @property
    def joined(self) -> str:
        """The words one a line (found when first asked)."""
        if self._joined is None:
            self._joined = "\n".join(sorted(self.whole))
        return self._joined

    @property
    def starts(self) -> frozenset[str]:
        """Every beginning of a word (the whole word too): the union of each word's, kept
        for the words of the last texts (``_beginnings``)."""
        if self._starts is None:
            self._starts = frozenset().union(*map(_beginnings, self.whole))
        return self._starts

    @property
    def ends(self) -> frozenset[str]:
        """Every ending of a word (the whole word too), as ``starts``."""
        if self._ends is None:
            self._ends = frozenset().union(*map(_endings, self.whole))
        return self._ends

    def has(self, check: Check) -> bool:
        word, kind = check
        if kind == "whole":
            return word in self.whole
        if kind == "inner":
            return word in self.joined
        return word in (self.ends if kind == "end" else self.starts)


#: How many words' beginnings and endings are kept: the texts of one draft (its units, and
#: each one's narrative, speech, working copy) share most of their words, and a text's sets
#: are made of tuples made before, without slicing each word again (slicing every word of
#: every text was a sixteenth of a draft).
PARTS_KEPT = 1 << 15


@lru_cache(maxsize=PARTS_KEPT)
def _beginnings(word: str) -> tuple[str, ...]:
    return tuple(word[:k] for k in range(1, len(word) + 1))


@lru_cache(maxsize=PARTS_KEPT)
def _endings(word: str) -> tuple[str, ...]:
    return tuple(word[k:] for k in range(len(word)))


@lru_cache(maxsize=256)
def _class(chars: str) -> re.Pattern[str]:
    """The class ``chars`` as a pattern of its own, in any case."""
    return re.compile(chars, re.IGNORECASE)


#: How many texts' words ``words_of`` keeps (the texts one draft asks about at a time).
WORDS_KEPT = 8


@lru_cache(maxsize=WORDS_KEPT)
def words_of(text: str) -> Words:
    """``Words.of(text)``, kept for the last few texts asked about (the finders of names
    ask about one text, the working copy, pattern after pattern)."""
    return Words.of(text)


# --- what the nodes require ------------------------------------------------------------------


def _is_word(c: str) -> bool:
    return _WORD.fullmatch(c) is not None


def _run(run: str, left: bool, right: bool) -> list[Requirement]:
    """The words of a literal run that a match holds, each bounded as the run says."""
    out: list[Requirement] = []
    for m in _WORD.finditer(run):
        word = norm(m.group(0))
        if _SAFE.fullmatch(word) is None or len(word) != len(m.group(0)):
            continue
        starts = m.start() > 0 or left
        ends = m.end() < len(run) or right
        if starts and ends:
            out.append(frozenset({(word, "whole")}))
        elif starts:
            out.append(frozenset({(word, "start")}))
        elif ends:
            out.append(frozenset({(word, "end")}))
        else:
            out.append(frozenset({(word, "inner")}))
    return out


def _bounds_after(node: Node | None, right: bool) -> bool:
    """Whether what follows (``node``; None: the sequence's end) is no word character."""
    if node is None:
        return right
    return node[0] == "lit" and not _is_word(str(node[1])[0])


def _sequence(nodes: list[Node], left: bool, right: bool) -> list[Requirement]:
    out: list[Requirement] = []
    run, run_left, bounded = "", left, left
    for k, node in enumerate(nodes):
        kind = node[0]
        if kind == "lit":
            if not run:
                run_left = bounded
            run += str(node[1])
            bounded = not _is_word(str(node[1])[-1])
            continue
        if run:
            out += _run(run, run_left, False)
            run = ""
        if kind == "group":
            once = node[2] == 1
            after = _bounds_after(nodes[k + 1] if k + 1 < len(nodes) else None, right)
            branches = node[1]
            assert isinstance(branches, list)
            out += _choice(branches, bounded and once, after and once)
        bounded = kind == "left"
    if run:
        out += _run(run, run_left, right)
    return out


def _choice(branches: list[list[Node]], left: bool, right: bool) -> list[Requirement]:
    """A group's requirements: all of its one branch's, or one of each of its branches'."""
    each = [_sequence(b, left, right) for b in branches]
    if len(each) == 1:
        return each[0]
    if not all(each):
        return []
    return [frozenset().union(*(max(r, key=_strength) for r in each))]


def _strength(requirement: Requirement) -> tuple[int, int]:
    """The more telling requirement: its shortest word longer, then fewer words."""
    return min(len(w) for w, _ in requirement), -len(requirement)


def requirements(source: str) -> list[Requirement]:
    """What every match of the pattern ``source`` holds (nothing when unsure)."""
    try:
        branches = parse(source)
    except (UnsureError, ValueError, IndexError):
        return []
    return _choice(branches, False, False)


# --- what every match begins with -----------------------------------------------------------

#: The characters a pattern's beginning (``leads``) may hold, lowered: each matches, with
#: or without ``re.IGNORECASE``, only characters that are the same lowered (ASCII and
#: Latin-1 letters and digits, the space, ASCII punctuation).
LEAD_CHARS = frozenset(
    "abcdefghijklmnopqrstuvwxyz0123456789_ !\"#%&',-./:;<=>@`~"
    + "".join(chr(c) for c in range(0xDF, 0x100) if c != 0xF7)
)
#: A beginning that is one character of a class: CLASS and the class's source ("[a-c]",
#: "\\d"); in any case, what it matches with ``re.IGNORECASE`` (drafting.scan).
CLASS = "\x00"
#: A pattern's beginnings: lowered texts (or CLASS and a class), one of which every match
#: begins with (None: unsure).
Leads = tuple[str, ...] | None


def _lead(nodes: list[Node]) -> set[str] | None:
    """The lowered texts one of which every match of ``nodes`` begins with, after nothing
    but zero-width tests (None: unsure)."""
    i = 0
    while i < len(nodes) and nodes[i][0] in ("zero", "left", "ahead"):
        if nodes[i][0] == "ahead":  # "(?=Ecke|Freistoß)": what follows begins so
            branches = nodes[i][1]
            assert isinstance(branches, list)
            ahead = _lead([("group", branches, 1)])
            if ahead is not None:
                return ahead
        i += 1
    if i == len(nodes):
        return None
    node = nodes[i]
    if node[0] == "class":
        return {CLASS + str(node[1])}
    if node[0] == "opt":  # "(?:VAR-)?Überprüfung": what it begins with, or what follows
        inner = node[1]
        assert isinstance(inner, tuple)
        once = ("group", inner[1], 1) if inner[0] == "group" else inner
        there = _lead([once, *nodes[i + 1 :]] if node[2] else [once])
        after = _lead(nodes[i + 1 :])
        return None if there is None or after is None else there | after
    if node[0] == "lit":
        run = ""
        while i < len(nodes) and nodes[i][0] == "lit":
            for char in str(nodes[i][1]):  # (a run's characters each lowered alone)
                c = norm(char)
                if c not in LEAD_CHARS:
                    return {run} if run else None
                run += c
            i += 1
        return {run} if run else None
    if node[0] != "group":
        return None
    branches = node[1]
    assert isinstance(branches, list)
    rest = nodes[i + 1 :] if node[2] == 1 else []
    out: set[str] = set()
    for branch in branches:
        found = _lead(branch)
        if found is None and rest:
            found = _lead([*branch, *rest])
        if found is None:
            return None
        out |= found
    return out


def _leads(branches: list[list[Node]]) -> Leads:
    """The beginnings of a pattern's matches, shortest first, none that begins with
    another (a place of the longer is one of the shorter)."""
    found = _lead([("group", branches, 1)])
    if not found:
        return None
    kept: list[str] = []
    for lead in sorted(found, key=lambda s: (len(s), s)):
        if not any(lead.startswith(k) for k in kept):
            kept.append(lead)
    return tuple(kept)


def leads_of(source: str) -> Leads:
    """What every match of the pattern ``source`` begins with (None when unsure)."""
    try:
        branches = parse(source)
    except (UnsureError, ValueError, IndexError):
        return None
    return _leads(branches)


# --- each pattern read once ------------------------------------------------------------------

#: Each pattern's requirements and beginnings, by the pattern's id (a pattern's hash is
#: computed anew at each call, from its whole source): the pattern kept with them, so its
#: id stays its own. (A pattern's source is read once for both: the sources of the touch
#: rules are a megabyte.)
_REQUIRED: dict[int, tuple[Regex, list[Requirement], Leads]] = {}


def _known(regex: Regex) -> tuple[Regex, list[Requirement], Leads]:
    found = _REQUIRED.get(id(regex))
    if found is None or found[0] is not regex:
        needs: list[Requirement] = []
        begins: Leads = None
        if not regex.flags & re.VERBOSE:
            try:
                branches = parse(regex.pattern)
                needs, begins = _choice(branches, False, False), _leads(branches)
            except (UnsureError, ValueError, IndexError):
                pass
        found = _REQUIRED[id(regex)] = (regex, needs, begins)
    return found


def required(regex: Regex) -> list[Requirement]:
    """``requirements`` of the pattern's source, read once per pattern."""
    return _known(regex)[1]


def leads(regex: Regex) -> Leads:
    """``leads_of`` the pattern's source, read once per pattern."""
    return _known(regex)[2]


#: A requirement as it is checked: its whole words, the beginnings and the endings of words
#: (each one set test, an empty set skipped), then the words that may lie inside one.
_Fast = tuple[frozenset[str], frozenset[str], frozenset[str], tuple[str, ...]]
_FAST: dict[int, tuple[Regex, list[_Fast]]] = {}


def _fast(requirement: Requirement) -> _Fast:
    def kind(name: str) -> frozenset[str]:
        return frozenset(w for w, k in requirement if k == name)

    return kind("whole"), kind("start"), kind("end"), tuple(sorted(kind("inner")))


def may_match(regex: Regex, words: Words) -> bool:
    """False only when ``regex`` cannot match the text of ``words``."""
    fast = _FAST.get(id(regex))
    if fast is None or fast[0] is not regex:
        fast = _FAST[id(regex)] = (regex, [_fast(r) for r in required(regex)])
    whole = words.whole
    for wholes, starts, ends, inners in fast[1]:
        if not wholes.isdisjoint(whole):
            continue
        if starts and not starts.isdisjoint(words.starts):
            continue
        if ends and not ends.isdisjoint(words.ends):
            continue
        for word in inners:
            if word in words.joined:
                break
        else:
            return False
    return True
