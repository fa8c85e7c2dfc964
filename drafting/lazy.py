"""A pattern compiled when it is first used, not when its table is built.

A language's tables hold about a thousand patterns (German's touch rules alone are a
megabyte of source), and compiling them all was most of the first draft in a process:
seven seconds of German, where a draft takes a hundredth of one. Most of them never run
on a given text: the prefilter (drafting.prefilter) reads a pattern's source, not its
compiled form, for the words every match holds, and a pattern whose words the text lacks
is not tried. So ``LazyPattern`` holds the source and the flags, answers ``pattern`` and
``flags`` from them, and compiles the pattern at the first call that needs it (a search,
a match, its groups). A pattern no text of the process reaches is never compiled.

A ``LazyPattern`` answers each of a ``re.Pattern``'s methods and attributes the same
(``flags`` too: the compiled pattern's, ``re.UNICODE`` and the pattern's leading inline
flags with the ones given). It is not one for ``isinstance`` nor for the ``re`` module's
functions (``re.search(pattern, ...)``): hand them ``compiled()``. What the drafter asks of
a pattern, a table's or one ``re.compile`` made, is ``Regex``: code that holds or is handed
a table's pattern says ``Regex``, not ``re.Pattern``. Once compiled, the compiled pattern's
own methods stand in the instance, so a call costs what it costs on the pattern itself.

A pattern that does not compile fails at its first use, not at the table's building:
tests/drafting/reading/test_lazy.py compiles every pattern of every language.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from typing import Any, Protocol

#: The inline flags of a pattern's beginning ("(?i)", "(?s)"), which re.compile adds to the
#: pattern's ``flags``.
_LEADING = re.compile(r"\(\?([aiLmsux]+)\)")
_LETTERS = {
    "a": re.ASCII,
    "i": re.IGNORECASE,
    "L": re.LOCALE,
    "m": re.MULTILINE,
    "s": re.DOTALL,
    "u": re.UNICODE,
    "x": re.VERBOSE,
}
#: The compiled pattern's methods that are put in the instance once it is compiled.
_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "split", "sub", "subn")


class Regex(Protocol):
    """What the drafter asks of a pattern (the members its code uses): a ``re.Pattern[str]``
    answers it, and so does a table's ``LazyPattern`` (``Tables.compile``)."""

    @property
    def pattern(self) -> str: ...

    @property
    def flags(self) -> int: ...

    @property
    def groupindex(self) -> Mapping[str, int]: ...

    def search(self, string: str, pos: int = 0, endpos: int = ...) -> re.Match[str] | None: ...

    def match(self, string: str, pos: int = 0, endpos: int = ...) -> re.Match[str] | None: ...

    def fullmatch(self, string: str, pos: int = 0, endpos: int = ...) -> re.Match[str] | None: ...

    def finditer(self, string: str, pos: int = 0, endpos: int = ...) -> Iterator[re.Match[str]]: ...

    def sub(
        self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0
    ) -> str: ...


def flags_of(pattern: str, flags: int = 0) -> int:
    """The ``flags`` of ``re.compile(pattern, flags)``, without compiling it."""
    at = 0
    while (m := _LEADING.match(pattern, at)) is not None:
        for letter in m.group(1):
            flags |= _LETTERS[letter]
        at = m.end()
    if not flags & re.ASCII:
        flags |= re.UNICODE
    return flags


class LazyPattern:
    """``re.compile(pattern, flags)``, compiled at its first use (see the module)."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self.flags = flags_of(pattern, flags)
        self._given = flags
        self._compiled: re.Pattern[str] | None = None

    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern (compiled now, the first time)."""
        found = self._compiled
        if found is None:
            found = re.compile(self.pattern, self._given)
            # the pattern's own methods from now on, without this class's step
            for name in _METHODS:
                setattr(self, name, getattr(found, name))
            self._compiled = found
        return found

    @property
    def is_compiled(self) -> bool:
        return self._compiled is not None

    @property
    def groups(self) -> int:
        return self.compiled().groups

    @property
    def groupindex(self) -> Mapping[str, int]:
        return self.compiled().groupindex

    def search(self, string: str, pos: int = 0, endpos: int = 2**63 - 1) -> re.Match[str] | None:
        return self.compiled().search(string, pos, endpos)

    def match(self, string: str, pos: int = 0, endpos: int = 2**63 - 1) -> re.Match[str] | None:
        return self.compiled().match(string, pos, endpos)

    def fullmatch(self, string: str, pos: int = 0, endpos: int = 2**63 - 1) -> re.Match[str] | None:
        return self.compiled().fullmatch(string, pos, endpos)

    def finditer(
        self, string: str, pos: int = 0, endpos: int = 2**63 - 1
    ) -> Iterator[re.Match[str]]:
        return self.compiled().finditer(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = 2**63 - 1) -> list[Any]:
        return self.compiled().findall(string, pos, endpos)

    def split(self, string: str, maxsplit: int = 0) -> list[str | Any]:
        return self.compiled().split(string, maxsplit)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        return self.compiled().sub(repl, string, count)

    def subn(
        self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0
    ) -> tuple[str, int]:
        return self.compiled().subn(repl, string, count)

    def __repr__(self) -> str:
        return f"LazyPattern({self.pattern[:60]!r}, {self._given!r})"
