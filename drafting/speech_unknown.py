"""A quotation whose speaker the text names by a word the reader does not know as anyone:
'"...", said Wexley', '« ... », a dit Pelletier', '„...“, sagte Kolbeck', '«...», dijo
Arrieta'. The quotation's own words say who spoke; that the reader cannot tell who it is
does not make the words the person's named before it (the one who led into the quotation
before, the speaker going on), so nobody else's reading may give them a speaker.

Read on the masked text (the people and teams the reader knows are masked there): right
after the closing mark, a comma or a dash, at most two small words ("a", "hat"), a speech
verb, then a word with a capital that is no role and no determiner, with no name after it
("sagte Abwehrchefin Lena Roth" names Lena Roth); or a capital word, then the verb
('," Wexley said').
"""

from __future__ import annotations

import re

from drafting.speakers_read import Read
from drafting.tables import PERSON_BASE

#: Between the closing mark and the verb: a comma, a stop, a dash, two small words at most.
_GAP = re.compile(r"[\s\u00a0\u202f]*[,.!?]?[\s\u00a0\u202f]*[–—-]?[\s\u00a0\u202f]*")
_SMALL = re.compile(r"[a-zäöüßà-ÿ][\w'’-]*\s+")
#: How many small words may stand before the verb ("a", "hat", "a encore").
_SMALL_WORDS = 2
#: A word after the verb, or before it.
_WORD = re.compile(r"\s+([^\W\d_][\w'’-]*)")
_LEAD_WORD = re.compile(r"([^\W\d_][\w'’-]*)\s+")
#: How far after the closing mark the cue may lie.
_REACH = 60


def unknown_speaker(r: Read, close_at: int, p_end: int) -> bool:
    """Whether the words right after a quotation closing at ``close_at`` give it a speaker
    by a capital word the reader knows as nobody (see the module's docstring)."""
    verb = r.p.speech_verb
    if verb is None:
        return False
    end = min(p_end, close_at + 1 + _REACH)
    gap = _GAP.match(r.masked, close_at + 1, end)
    if gap is None:
        return False  # the quotation closes its paragraph
    at = gap.end()
    lead = _LEAD_WORD.match(r.masked, at, end)
    if lead is not None and verb.match(r.masked, lead.end(), end) and _unknown(r, lead, end):
        return True  # '," Wexley said'
    for _ in range(_SMALL_WORDS + 1):
        said = verb.match(r.masked, at, end)
        if said is not None:
            word = _WORD.match(r.masked, said.end(), end)
            return word is not None and _unknown(r, word, end)
        small = _SMALL.match(r.masked, at, end)
        if small is None:
            return False
        at = small.end()
    return False


def _unknown(r: Read, word: re.Match[str], end: int) -> bool:
    """Whether a word read as a speaker is a name the reader does not know: a capital, no
    role, no determiner, and no name masked right after it."""
    text = word.group(1)
    if not text[:1].isupper() or text.lower() in r.t.role_of:
        return False
    if text.lower() in r.p.determiners:
        return False
    after = r.masked[word.end(1) : min(end, word.end(1) + 4)]
    return not any(ord(c) >= PERSON_BASE for c in after if not c.isspace())
