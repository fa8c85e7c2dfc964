"""Who speaks at a speech verb: the person or organisation named last before it ("said
Villa manager Martin Hollis", "a expliqué Sonia Ferrat"), else a short phrase ("the Spurs
boss"). Shared by the quotation reader (drafting.speech) and the reader of reported speech
(drafting.speech_reported).

After a quotation, the speech verb may name someone the reader does not know: '"...", said
Wexley', '« ... », a dit Pelletier', '„...“, sagte Kolbeck', '«...», dijo Arrieta'. The
quotation's own words say who spoke; that the reader cannot tell who it is does not make
the words the person's named before it, so nobody else's reading may give them a speaker
(``_unknown_after``). Read on the masked text (the people and teams the reader knows are
masked there): right after the closing mark, a comma or a dash, at most two small words
("a", "hat"), a speech verb, then a word with a capital that is no role and no determiner,
with no name after it ("sagte Abwehrchefin Lena Roth" names Lena Roth); or a capital word,
then the verb ('," Wexley said').
"""

from __future__ import annotations

import re

from drafting.people import OFFICIAL_ROLES
from drafting.speech_who import Subjects
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


class Verbs(Subjects):
    """The speaker a speech verb's own words give."""

    def _speaker(self, start: int, end: int, verb_at: int) -> tuple[str | None, int | None, bool]:
        """The person or organisation speaking in ``start``-``end``: the last one named
        before the speech verb at ``verb_at``; else a short phrase ("The Spurs boss")."""
        person: tuple[str | None, int | None, bool] = (None, None, False)
        org: str | None = None
        team: str | None = None
        tied = False  # a team named: an epithet may be the other side's speaker
        for m in self.r.mentions_in(start, verb_at):
            if m.kind == "person":
                found = self.r.people[m.index]
                if not found.unnamed and (person[0] is None or not self._governed(m.start)):
                    person = (found.name, found.index, found.official)
            elif m.kind in ("org", "competition"):
                org = self.r.text[m.start : m.end]
            elif m.kind == "team":
                tied = True
                if not self._team_epithet(m.end):
                    team = self.r.found.teams[m.index].name  # not "Inter's coach"
        if person[0] is not None:
            return person
        if org is not None:
            return org, None, False
        phrase = " ".join(self.r.text[start:verb_at].split()).strip(" ,:")
        words = phrase.split()
        if 1 <= len(words) <= 5 and words[0].lower() in self.r.p.determiners:
            roles = {self.r.t.role_of.get(w.lower()) for w in words[1:3]}
            if roles & OFFICIAL_ROLES:
                return phrase, None, True  # "explicó el colegiado": an official's words
            named = self._epithet(start, words, tied)
            return named if named is not None else (phrase, None, False)
        if team is not None:
            return team, None, False
        return None, None, False

    def _governed(self, start: int) -> bool:
        """Whether a name at ``start`` follows a preposition ("a posté sur Instagram :",
        "interrogé par Lucas Roy"): after a person named before it, the name of a medium
        or of someone addressed, not of the one who speaks."""
        after = self.r.p.after_preposition
        if after is None:
            return False
        return after.search(self.r.text[max(0, start - 30) : start]) is not None

    def _unknown_after(self, close_at: int, p_end: int) -> bool:
        """Whether the words right after a quotation closing at ``close_at`` give it a
        speaker by a capital word the reader knows as nobody (see the module's docstring)."""
        verb = self.r.p.speech_verb
        if verb is None:
            return False
        masked = self.r.masked
        end = min(p_end, close_at + 1 + _REACH)
        gap = _GAP.match(masked, close_at + 1, end)
        if gap is None:
            return False  # the quotation closes its paragraph
        at = gap.end()
        lead = _LEAD_WORD.match(masked, at, end)
        if lead is not None and verb.match(masked, lead.end(), end) and self._unknown(lead, end):
            return True  # '," Wexley said'
        for _ in range(_SMALL_WORDS + 1):
            said = verb.match(masked, at, end)
            if said is not None:
                word = _WORD.match(masked, said.end(), end)
                return word is not None and self._unknown(word, end)
            small = _SMALL.match(masked, at, end)
            if small is None:
                return False
            at = small.end()
        return False

    def _unknown(self, word: re.Match[str], end: int) -> bool:
        """Whether a word read as a speaker is a name the reader does not know: a capital,
        no role, no determiner, and no name masked right after it."""
        text = word.group(1)
        if not text[:1].isupper() or text.lower() in self.r.t.role_of:
            return False
        if text.lower() in self.r.p.determiners:
            return False
        after = self.r.masked[word.end(1) : min(end, word.end(1) + 4)]
        return not any(ord(c) >= PERSON_BASE for c in after if not c.isspace())
