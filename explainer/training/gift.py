"""A set of questions as Moodle GIFT text (plain text; Moodle and most learning platforms
import it): each question a multiple choice, its right choice marked ``=`` and each wrong
one ``~`` with the misreading it reflects as its feedback (``#``)."""

from __future__ import annotations

from collections.abc import Iterable

from explainer.training.document import QuestionDocument

#: The characters GIFT gives a meaning, escaped with a backslash in any text.
SPECIAL = "\\~=#{}:"


def escaped(text: str) -> str:
    """``text`` with GIFT's special characters escaped and its lines joined (a blank line
    ends a question in GIFT)."""
    out = "".join("\\" + ch if ch in SPECIAL else ch for ch in text)
    return "\\n".join(line.strip() for line in out.splitlines() if line.strip())


def question(doc: QuestionDocument) -> str:
    """One question: its title (the id), the incident in words and the prompt, the choices."""
    lines = [f"::{escaped(doc.id)}::[plain]{escaped(doc.story)}\\n{escaped(doc.prompt)} {{"]
    for c in doc.choices:
        mark = "=" if c.id == doc.answer else "~"
        feedback = f" #{escaped(c.misconception.text)}" if c.misconception else ""
        lines.append(f"\t{mark}{escaped(c.text)}{feedback}")
    lines.append("}")
    return "\n".join(lines)


def export(docs: Iterable[QuestionDocument], title: str) -> str:
    """The set as one GIFT file: its title as a comment, a blank line between questions."""
    head = f"// {title}".replace("\n", " ")
    return head + "\n\n" + "\n\n".join(question(d) for d in docs) + "\n"
