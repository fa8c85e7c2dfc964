"""A small, strict reader of the GIFT the trainer writes (Moodle's multiple choice):

    // a comment line
    ::title::[format]question text {
        =right answer #feedback
        ~wrong answer #feedback
    }

Questions are separated by blank lines. In any text the characters ~ = # { } : and the
backslash are escaped with a backslash, and \\n is a line break. Anything else, an
unescaped special character where text is expected, a question without exactly one right
answer, raises GiftError. (No GIFT parser on PyPI is both installable here and maintained:
pygiftparser's last release is of 2017 and pins Markdown 3.0; gift-to-moodlexml needs
Python 3.14.)
"""

from __future__ import annotations

from dataclasses import dataclass

SPECIAL = "~=#{}:\\"


class GiftError(ValueError):
    pass


@dataclass(frozen=True)
class Answer:
    right: bool
    text: str
    feedback: str | None


@dataclass(frozen=True)
class Question:
    title: str
    format: str | None
    text: str
    answers: tuple[Answer, ...]


def _text(source: str, start: int, stops: str) -> tuple[str, int]:
    """Unescaped text from ``start`` up to the first unescaped character of ``stops`` (or
    the end); any other unescaped special character is an error."""
    out: list[str] = []
    i = start
    while i < len(source):
        ch = source[i]
        if ch == "\\":
            if i + 1 >= len(source):
                raise GiftError(f"a backslash ends the text at {i}")
            nxt = source[i + 1]
            if nxt == "n":
                out.append("\n")
            elif nxt in SPECIAL:
                out.append(nxt)
            else:
                raise GiftError(f"unknown escape \\{nxt} at {i}")
            i += 2
            continue
        if ch in stops:
            return "".join(out), i
        if ch in SPECIAL:
            raise GiftError(f"unescaped {ch!r} at {i}: {source[max(0, i - 30) : i + 10]!r}")
        out.append(ch)
        i += 1
    return "".join(out), i


def _question(block: str) -> Question:
    if not block.startswith("::"):
        raise GiftError(f"a question without a title: {block[:40]!r}")
    title, i = _text(block, 2, ":")
    if block[i : i + 2] != "::":
        raise GiftError("the title is not closed by ::")
    i += 2
    form = None
    if block.startswith("[", i):
        end = block.index("]", i)
        form, i = block[i + 1 : end], end + 1
    text, i = _text(block, i, "{")
    if i >= len(block):
        raise GiftError("no answers")
    answers: list[Answer] = []
    i += 1
    while True:
        while i < len(block) and block[i] in " \t\n":
            i += 1
        if i >= len(block):
            raise GiftError("the answers are not closed by }")
        mark = block[i]
        if mark == "}":
            break
        if mark not in "=~":
            raise GiftError(f"an answer starts with {mark!r}")
        said, i = _text(block, i + 1, "#=~}\n")
        feedback = None
        if block.startswith("#", i):
            feedback, i = _text(block, i + 1, "=~}\n")
            feedback = feedback.strip()
        answers.append(Answer(mark == "=", said.strip(), feedback))
    if block[i + 1 :].strip():
        raise GiftError(f"text after the answers: {block[i + 1 :][:40]!r}")
    if sum(a.right for a in answers) != 1:
        raise GiftError(f"{title}: not exactly one right answer")
    return Question(title, form, text.strip(), tuple(answers))


def read(source: str) -> list[Question]:
    """Every question of a GIFT file."""
    lines = [line for line in source.splitlines() if not line.lstrip().startswith("//")]
    blocks = "\n".join(lines).split("\n\n")
    return [_question(b.strip()) for b in blocks if b.strip()]
