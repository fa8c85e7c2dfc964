"""The speaker a pronoun stands for: a speech verb before a quotation whose subject is a
pronoun ("Il a dit en conférence de presse que « ... »") or, in a language that drops it, no
word at all ("En conferencia dijo que «...»")."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from drafting.speakers_read import Read, Who

_NOBODY: Who = (None, None, False)


def pronoun_speaker(r: Read, seg_start: int, verb_at: int, open_at: int) -> Who:
    """Who speaks where the words of the quotation's sentence before it name nobody and its
    speech verb's subject is a pronoun (or dropped: the language's quotes.drops_subject,
    at most five words before the verb, none a determiner): the one person the sentence
    before, in the same paragraph, names, when that person is named and no official. Any
    other person or role named there, and the pronoun is left unread."""
    if r.mentions_in(seg_start, open_at):
        return _NOBODY  # a person, team or role named here: not for a pronoun
    lead = r.masked[seg_start:verb_at].split()
    if not r.p.pronoun.search(r.masked, seg_start, open_at):
        dropped = bool(r.t.raw["quotes"].get("drops_subject"))
        if not dropped or len(lead) > 5 or any(w.lower() in r.p.determiners for w in lead):
            return _NOBODY
    number = r.index.number(seg_start)
    if number <= 0:
        return _NOBODY
    before = r.sentences[number - 1]
    if any(c == "\n" for c in r.text[before.end : seg_start]):
        return _NOBODY  # another paragraph
    people = {
        m.index
        for m in r.mentions_in(before.start, before.end)
        if m.kind == "person" and not _label(r, m.start, m.end)
    }
    if len(people) != 1:
        return _NOBODY
    person = r.people[next(iter(people))]
    if person.unnamed or person.official:
        return _NOBODY
    return person.name, person.index, False


def _label(r: Read, start: int, end: int) -> bool:
    """A transcript's speaker label ("SARAH : ..."): a name that opens its line, then a colon."""
    line = r.text.rfind("\n", 0, start) + 1
    return not r.text[line:start].strip() and r.text[end : end + 3].lstrip().startswith(":")
