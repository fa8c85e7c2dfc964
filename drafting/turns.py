"""The turns of a transcript ("JESS FARLEY: ...", "PERE BOSCH : ...", "HOST: ...",
"Lohmann: ..." at a line's start): each named speaker's words are theirs; the host, who
speaks first, tells the story as a writer would, and a speaker the text never names in full
(a "HOST", a "MODERATORIN", a first name alone) makes no claim. An interview told as
questions and answers without labels ("We asked X to talk us through it", then each
question on a line of its own and the answer on the next) gives the guest the answers."""

from __future__ import annotations

import re

from drafting.lazy import Regex
from drafting.people import Person, fold
from drafting.text import Region

#: A speaker's label: one to four words in capitals ("Q" alone too), then a colon (a space
#: before it in French), a role in brackets between ("PETE CARROW (former referee):"). A
#: time ("19:45") is no label; a label of one word counts only where it opens a line.
_CAPS = "[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ’'.-]*"
_LABEL = re.compile(
    rf"(?<![\w’'])({_CAPS}(?: {_CAPS}){{0,3}})(?:[ \u00a0]\([^()\n]{{1,80}}\))?"
    r"[ \u00a0\u202f]?:(?!\d)"
)
#: A label in words of mixed case ("Lohmann:", "Verónica Lozada:", "Pregunta:"): only at
#: a line's start. A role in brackets may follow the name, as a printed press conference
#: or a page of reactions writes it ("Hélène Varga (entraîneuse d'Angers) :"): the role
#: holds a word of letters (not a rating "(6)", a formation "(4-3-3)"), and a label with a
#: role is not followed by a number (a rating, "Axel Vidal (gardien) : 6").
_WORD = r"[A-ZÀ-ÖØ-Þ][\w’'.-]*"
_ROLE = r"\((?=[^()\n]*[^\W\d_]{2})[^()\n]{1,80}\)"
_LINE_LABEL = re.compile(
    rf"(?m)^[ \t]*({_WORD}(?: {_WORD}){{0,2}})"
    rf"(?:[ \u00a0]({_ROLE})(?=[ \u00a0\u202f]?:[ \u00a0\u202f]*[^\d\s]))?"
    r"[ \u00a0\u202f]?:(?!\d)"
)
#: A transcript has at least this many labels, of at least two speakers (or, one guest's
#: answers labelled alone, each turn ending with its line).
_MIN_LABELS = 3
#: An interview without labels has at least this many questions, each answered.
_MIN_QUESTIONS = 2
#: How far from the words that bring in a guest their name may stand (after them:
#: "We asked Moira Donnelly"; before: "Bernard Cazal nous éclaire").
_GUEST_AFTER, _GUEST_BEFORE = 60, 40


def turns(
    text: str, people: list[Person], guest: Regex | None = None
) -> tuple[list[Region], list[tuple[int, int]]]:
    """The named guests' turns of a transcript, each with its speaker, and where every
    turn lies, the host's (the first to speak) too. A label names a person the text names
    in full: their whole name in capitals, their first or last name alone ("MICK" for the
    "hosts Mick Dolan and Priya Naidoo"), or their initials ("HB"), where only one person
    fits; other labels ("HOST", "CO-HOST", a first name nobody has in full) name nobody.
    Nothing where the text holds fewer than three labels of two speakers (no transcript),
    but one guest's labelled answers, or an interview without labels (``answers``)."""
    full = [p for p in people if not p.unnamed and len(p.tokens) > 1]
    labels = _labels(text, full)
    if len(labels) < _MIN_LABELS or not any(p is not None for _, p in labels) or _heads(labels):
        return answers(text, full, guest)
    # one speaker: one label, or a name in full then its initials ("Nathalie Roy:", "N. R.:")
    alone = len({m.group(1) if p is None else p.index for m, p in labels}) < 2
    # printed: a press conference or reactions, speakers brought in with their role
    printed = any(_introduced(m) and p is not None for m, p in labels)
    host = None if alone else labels[0][1]
    out, spans = [], []
    for k, (m, person) in enumerate(labels):
        end = labels[k + 1][0].start() if k + 1 < len(labels) else len(text)
        if alone or (printed and m.re is _LINE_LABEL):
            # "Lohmann: ..." after each question, "Name (role) : ...": the turn ends with
            # its line; the writer's words may follow
            end = _line_end(text, m.end(), end)
        spans.append((m.end(), end))
        if person is None or person is host or end - m.end() < 3:
            continue
        out.append(Region(m.end(), end, _spelt(person.name), person.index, False, person.official))
    return out, spans


def _labels(text: str, full: list[Person]) -> list[tuple[re.Match[str], Person | None]]:
    """A transcript's labels in order, each with the one person it names (or None)."""
    found = {m.start(1): m for m in _LINE_LABEL.finditer(text)}
    found.update({m.start(1): m for m in _LABEL.finditer(text) if _placed(text, m)})
    return [(found[k], _named(found[k].group(1), full)) for k in sorted(found)]


def _introduced(m: re.Match[str]) -> bool:
    """Whether a label is a name in mixed case with a role in brackets, as a printed press
    conference or a page of reactions brings each speaker in (a broadcast's speakers are
    labelled in capitals)."""
    return m.re is _LINE_LABEL and m.group(2) is not None and not m.group(1).isupper()


def introduced(text: str, found: list[Region]) -> list[Region]:
    """The turns ``found`` of a printed press conference or page of reactions (a label in
    mixed case with a role in brackets, "Hélène Varga (entraîneuse d'Angers) :"), each
    labelled in mixed case: the speaker's words, never the story (the narrative leaves them
    out; a guest on a broadcast, labelled in capitals, may tell the story)."""
    out, roles = [], False
    for turn in found:
        line = text.rfind("\n", 0, turn.start) + 1
        m = _LINE_LABEL.match(text, line)
        if m is not None and m.end() == turn.start and not m.group(1).isupper():
            out.append(turn)
            roles = roles or _introduced(m)
    return out if roles else []


def _heads(labels: list[tuple[re.Match[str], Person | None]]) -> bool:
    """Whether the labels are a live blog's or a newsletter's heads ("Update:", "Analyse:",
    "Full time:") beside one person's name, not a transcript's turns: a single turn names
    a person, and the labels naming nobody are not a host's in capitals ("HOST:",
    "MODERATORIN:", "JONAS:"), or each stands once ("THE MATCH:", "ELSEWHERE:")."""
    if sum(1 for _, p in labels if p is not None) > 1:
        return False
    others = [m.group(1) for m, p in labels if p is None]
    spoken = {o for o in others if others.count(o) > 1}
    return not spoken or any(not o.isupper() for o in others)


def answers(
    text: str, full: list[Person], guest: Regex | None
) -> tuple[list[Region], list[tuple[int, int]]]:
    """An interview without labels: a guest brought in before the first question ("We
    asked Moira Donnelly, who refereed at two World Cups, to talk us through it"), then
    at least two questions on lines of their own, each followed by its answer. The
    answers are the guest's turns (to the next question; the last one line); the questions
    are the host's. Nothing where no guest is brought in."""
    if guest is None:
        return [], []
    lines = [(a, b) for a, b in _lines(text) if text[a:b].strip()]
    asked = [k for k in range(1, len(lines) - 1) if question_line(text, *lines[k])]
    asked = [k for k in asked if not question_line(text, *lines[k + 1])]
    if len(asked) < _MIN_QUESTIONS:
        return [], []
    who = _guest(text, lines[asked[0]][0], full, guest)
    if who is None:
        return [], []
    out, spans = [], []
    for n, k in enumerate(asked):
        last = asked[n + 1] - 1 if n + 1 < len(asked) else k + 1
        start, end = lines[k + 1][0], lines[last][1]
        spans += [lines[k], (start, end)]
        out.append(Region(start, end, _spelt(who.name), who.index, False, who.official))
    return out, spans


def _guest(text: str, before: int, full: list[Person], guest: Regex) -> Person | None:
    """The person the last words that bring in a guest before ``before`` name."""
    for m in reversed(list(guest.finditer(text, 0, before))):
        after = [
            (a, p)
            for p in full
            for a, _ in p.mentions
            if m.end() <= a <= m.end() + _GUEST_AFTER and a < before
        ]
        ahead = [
            (-b, p)
            for p in full
            for _, b in p.mentions
            if m.start() - _GUEST_BEFORE <= b <= m.start()
        ]
        near = min(after, key=lambda x: x[0], default=None) or min(
            ahead, key=lambda x: x[0], default=None
        )
        if near is not None:
            return near[1]
    return None


def _lines(text: str) -> list[tuple[int, int]]:
    """Where each line of ``text`` lies."""
    out, at = [], 0
    for line in text.split("\n"):
        out.append((at, at + len(line)))
        at += len(line) + 1
    return out


def question_line(text: str, start: int, end: int) -> bool:
    """Whether a line is a question of an interview: it ends with a question mark (past
    the marks of bold or italics)."""
    return text[start:end].rstrip(" *_\u00a0").endswith("?")


def _line_end(text: str, start: int, limit: int) -> int:
    """Where the line holding ``start`` ends (``limit`` at most)."""
    end = text.find("\n", start, limit)
    return limit if end < 0 else end


def _placed(text: str, m: re.Match[str]) -> bool:
    """Whether a label stands where a turn opens: a label of several words anywhere, one of
    a single word at the start of a line."""
    if " " in m.group(1):
        return True
    return not text[text.rfind("\n", 0, m.start()) + 1 : m.start()].strip()


def _named(label: str, full: list[Person]) -> Person | None:
    """The one person a label names (see ``turns``), or None."""
    key = fold(label)
    same = [p for p in full if fold(p.name) == key]
    if same:
        return min(same, key=lambda p: (p.name.isupper(), p.index))
    if all(len(t) == 2 and t.endswith(".") for t in key.split()):
        key = key.replace(".", "").replace(" ", "")  # "N. G.": initials with full stops
    if " " in key:
        return None
    by_name = {p.index: p for p in full if key in (fold(p.tokens[0]), fold(p.tokens[-1]))}
    if len(by_name) == 1:
        return next(iter(by_name.values()))
    if 2 <= len(key) <= 3:
        initials = {p.index: p for p in full if "".join(fold(t)[0] for t in p.tokens) == key}
        if len(initials) == 1:
            return next(iter(initials.values()))
    return None


def _spelt(name: str) -> str:
    """A name as a label writes it, in capitals ("PETE CARROW"), as a name is written."""
    return name.title() if name.isupper() else name


def guest_says(text: str, found: list[Region], at: int) -> bool:
    """Whether ``at`` lies on the line that opens a named guest's turn (``found``): what a
    pundit or co-commentator says there of a player's position is his claim, not the
    writer's ("GUEST: He was a yard beyond the last man"). Only the label's own line: the
    lines after it may be the writer's again (an editor's note, "[Full time]"). The
    host's turns tell the story and stay the writer's."""
    return any(turn.start <= at < _line_end(text, turn.start, turn.end) for turn in found)


def within_turns(
    regions: list[Region], found: list[Region], spans: list[tuple[int, int]]
) -> list[Region]:
    """``regions`` with the turns ``found`` added, and without the quotations nobody is said
    to speak that lie in any turn (a guest's words are theirs; the host's are the story)."""
    if not spans:
        return regions
    kept = [
        r for r in regions if r.speaker is not None or not any(a <= r.start < b for a, b in spans)
    ]
    return sorted([*kept, *found], key=lambda r: r.start)
