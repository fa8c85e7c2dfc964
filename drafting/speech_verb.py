"""Who speaks at a speech verb: the person or organisation named last before it ("said
Villa manager Martin Hollis", "a expliqué Sonia Ferrat"), else a short phrase ("the Spurs
boss"). Shared by the quotation reader (drafting.speech) and the reader of reported speech
(drafting.speech_reported)."""

from __future__ import annotations

from drafting.people import OFFICIAL_ROLES
from drafting.speech_who import Subjects


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
