"""A pattern's source read as nodes, for the prefilter (drafting.prefilter): what it can
tell of a pattern without compiling it.

A node is ("lit", text) a run of literal characters (one or more: "ruled out", each of
its characters matched as it is, none repeated: a character a repetition follows is a
node of its own); ("left",) \\b; ("other",) anything consumed unknown; ("class", source)
one character of a class (``[...]``, ``\\d``: once, or the first of a repetition); ("opt",
node, single) a node that may not be there (single: at most once); ("ahead", branches) a
lookahead; ("zero",) a zero-width unknown; ("group", branches, times): times 1 a group as
it is, 2 a group repeated (once or more). Anything the reading does not follow (a
back-reference by name, a condition, a comment, a verbose pattern) raises
``UnsureError``.

A run is one node, not one a character: the sources of German's touch rules are a
megabyte, and reading them a character a node was most of the prefilter's first pass.
"""

from __future__ import annotations

import re

_QUANT = re.compile(r"\*|\+|\?|\{\d+(?:,\d*)?\}|\{,\d+\}")
_CODE = re.compile(r"\\(?:x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8}))")
_FLAGS = re.compile(r"\(\?([aiLmsux-]+)([:)])")
_NAMED = re.compile(r"\(\?P<\w+>")
#: Characters that are themselves outside a class: a run of them is one node.
_LITERAL = re.compile(r"[^\\\[().^$|*+?{]+")

Node = tuple[object, ...]


def norm(text: str) -> str:
    """``text`` lowered, after "İ", "ı", "ſ" as "i", "i", "s"."""
    return text.replace("İ", "i").replace("ı", "i").replace("ſ", "s").lower()


class UnsureError(Exception):
    """A pattern the reading does not follow: no requirement."""


def parse(source: str) -> list[list[Node]]:
    """The branches of the pattern ``source``, each a list of nodes (``UnsureError``, or
    ValueError or IndexError, when unsure)."""
    return _parse(source, 0, 0)[0]


def _parse(source: str, i: int, depth: int) -> tuple[list[list[Node]], int]:
    branches: list[list[Node]] = [[]]
    while i < len(source):
        c = source[i]
        if c == "|":
            branches.append([])
            i += 1
            continue
        if c == ")":
            if depth == 0:
                raise UnsureError(i)
            return branches, i + 1
        run = _LITERAL.match(source, i)
        if run is not None and run.end() > i + 1:
            end = run.end()
            if _QUANT.match(source, end):
                end -= 1  # the run's last character is repeated: a node of its own
            branches[-1].append(("lit", source[i:end]))
            i = end
            continue
        node, i = _atom(source, i, depth)
        quant = _QUANT.match(source, i)
        if quant is not None and node[0] not in ("zero", "ahead"):
            i = quant.end()
            if i < len(source) and source[i] in "?+":
                i += 1
            text = quant.group(0)
            least = 0 if text in "*?" else 1 if text == "+" else int(text[1:-1].split(",")[0] or 0)
            # repeated: no word of it bounded by what is around it (a class at least once
            # stays one: it begins the repetition; one maybe not there is "opt")
            if least == 0:
                node = ("opt", node, text in ("?", "{0,1}", "{,1}"))
            elif node[0] == "group":
                node = ("group", node[1], 2)
            elif node[0] != "class":
                node = ("other",)
        branches[-1].append(node)
    if depth:
        raise UnsureError(i)
    return branches, i


def _atom(source: str, i: int, depth: int) -> tuple[Node, int]:
    c = source[i]
    if c == "\\":
        if i + 1 >= len(source):
            raise UnsureError(i)
        e = source[i + 1]
        if e == "b":
            return ("left",), i + 2
        if e == "d":
            return ("class", "\\d"), i + 2
        if e in "BAZ":
            return ("zero",), i + 2
        code = _CODE.match(source, i)
        if code is not None:  # "\uf8ff": that character
            return ("lit", chr(int(code.group(code.lastindex or 1), 16))), code.end()
        if e in "xuUN0123456789" or e.isalnum() and e not in "dDwWsSntrfva":
            raise UnsureError(i)
        return (("other",) if e.isalnum() else ("lit", e)), i + 2
    if c == "[":
        j = i + 1
        if j < len(source) and source[j] == "^":
            j += 1
        if j < len(source) and source[j] == "]":
            j += 1
        while j < len(source) and source[j] != "]":
            j += 2 if source[j] == "\\" else 1
        if j >= len(source):
            raise UnsureError(i)
        pair = source[i + 1 : j]
        if len(pair) == 2 and pair.isalpha() and norm(pair[0]) == norm(pair[1]) != pair[0]:
            return ("lit", pair[1]), j + 1  # "[Aa]": the letter in either case
        if source[i + 1] == "^":
            return ("other",), j + 1
        return ("class", source[i : j + 1]), j + 1
    if c in ".":
        return ("other",), i + 1
    if c in "^$":
        return ("zero",), i + 1
    if c == "(":
        return _group(source, i, depth)
    if c in "*+?{" and _QUANT.match(source, i):
        raise UnsureError(i)  # a repetition of nothing
    return ("lit", c), i + 1


def _group(source: str, i: int, depth: int) -> tuple[Node, int]:
    if not source.startswith("(?", i):
        branches, end = _parse(source, i + 1, depth + 1)
        return ("group", branches, 1), end
    for opener, kind in (("(?:", "group"), ("(?>", "group"), ("(?=", "ahead"), ("(?!", "zero")):
        if source.startswith(opener, i):
            branches, end = _parse(source, i + 3, depth + 1)
            if kind == "group":
                return ("group", branches, 1), end
            return ((kind, branches) if kind == "ahead" else ("zero",)), end
    for opener in ("(?<=", "(?<!"):
        if source.startswith(opener, i):
            return ("zero",), _parse(source, i + 4, depth + 1)[1]
    named = _NAMED.match(source, i)
    if named is not None:
        branches, end = _parse(source, named.end(), depth + 1)
        return ("group", branches, 1), end
    flags = _FLAGS.match(source, i)
    if flags is None or "x" in flags.group(1):
        raise UnsureError(i)  # a back-reference by name, a condition, a comment, verbose
    if flags.group(2) == ")":
        return ("zero",), flags.end()
    branches, end = _parse(source, flags.end(), depth + 1)
    return ("group", branches, 1), end
