"""Reported speech: the sentences outside quotations in which a person's words are told
("Reddy insisted the ball had come off a defender", "selon Still, le but était valable"),
each with its speaker, and where those words end (a demand's clause, a turn of the sentence)."""

from __future__ import annotations

import bisect
import re

from drafting.lazy import Regex
from drafting.speakers_read import Who
from drafting.speech_verb import Verbs
from drafting.text import Region

#: The commas and spaces before a turn of the sentence ("protested, but ...").
#: (A mark is needed: "er reklamierte aber Abseits" is his word; "said, though, that"
#: sets a word aside, it turns nothing.)
_OPENING_TURN = re.compile(r"\s*[,;\u2013\u2014]\s*")


#: Words of reported speech: where they start and end, and who speaks them.
_Told = tuple[int, int, Who]


class Reported(Verbs):
    """Finds the reported speech of one text."""

    #: Where the sentence being read is: its paragraph's start and the speech before it.
    _told_at: tuple[int, list[Region]] = (0, [])

    def _paragraph_start(self, position: int) -> int:
        spans = self.r.paragraph_spans
        k = bisect.bisect_right([a for a, _ in spans], position) - 1
        return spans[max(k, 0)][0] if spans else 0

    def _demand_end(self, m: re.Match[str], end: int) -> int:
        """Where the words of reported speech end: the sentence's end, but for a demand
        ("Hertha reklamierte Abseits, der Schiedsrichter ließ weiterlaufen", the pattern's
        group ``demand``) the end of the thing demanded, at the clause's end."""
        if m.re.groupindex.get("demand") is None or m.group("demand") is None:
            return end
        cut = re.compile("[,;:—–]").search(self.r.text, m.end(), end)
        return cut.start() if cut else end

    def _turned(self, start: int, end: int) -> bool:
        """Whether the words after a speech verb open with a turn ("Reddy protested, but
        the decision was right", "Takagi a protesté, mais la décision était la bonne"):
        the speaker's words end at the verb; what follows the "but" is the writer's."""
        contrast = self.r.p.contrast
        opening = _OPENING_TURN.match(self.r.text, start, end)
        if contrast is None or opening is None:
            return False
        turn = contrast.match(self.r.text, opening.end(), end)
        return turn is not None and not self.r.text[turn.end() : end].startswith(",")

    def _reported(self, quoted: list[Region]) -> list[Region]:
        """Reported speech in the sentences outside quotations: in each sentence, the
        first speech verb with its speaker (``_told_by_verb``), or the words an "according
        to" gives (``_according_to``), or a view said after a speaker's words ("In his
        view, ...": the last speaker's)."""
        found: list[Region] = []
        chars = list(self.r.masked)
        for region in quoted:
            for i in range(region.start, region.end):
                chars[i] = " "
        outside = "".join(chars)
        quoted_starts = sorted(q.start for q in quoted)
        last_speaker: Who = (None, None, False)
        # the patterns the text has the words of (drafting.prefilter), asked once
        p = self.r.p
        reporting = [r for r in (p.reported, p.thinking) if self.r.may_match(r, outside)]
        according = [r for r in (p.according,) if self.r.may_match(r, outside)]
        view_of = p.view if self.r.may_match(p.view, outside) else None
        for sentence in self.r.sentences:
            s, e = sentence.start, sentence.end
            before = sorted([*(q for q in quoted if q.start < s), *found], key=lambda r: r.start)
            self._told_at = (self._paragraph_start(s), before)
            best = self._told_by_verb(reporting, outside, s, e, quoted_starts)
            for regex in according:
                best = self._according_to(regex, outside, s, e, best)
            view = view_of.search(outside, s, e) if view_of is not None else None
            if view and best is None and last_speaker[0] is not None:
                best = (view.end(), e, last_speaker)
            if best is None:
                continue
            start, end, (speaker, person, official) = best
            if end > start and not self._turned(start, end):
                found.append(Region(start, end, speaker, person, False, official))
                last_speaker = (speaker, person, official)
        return found

    def _told_by_verb(
        self,
        reporting: list[Regex],
        outside: str,
        s: int,
        e: int,
        quoted_starts: list[int],
    ) -> _Told | None:
        """In the sentence ``s``-``e``, the words after the first speech verb whose speaker
        is found, with that speaker; none where a quotation follows the verb ("PGMOL
        admitted 'a significant human error'": the quotation is the words)."""
        best: _Told | None = None
        p_start, before = self._told_at
        for regex in reporting:
            for m in regex.finditer(outside, s, e):
                self.r.budget.spend()
                self._at = (p_start, m.start("spk"), before)
                spk = self._speaker(m.start("spk"), m.end("spk"), m.end("spk"))
                if spk[1] is None:
                    spk = self._apposed(m.end("spk"), m.end()) or spk
                if spk[0] is None:
                    continue
                k = bisect.bisect_left(quoted_starts, m.end())
                if k < len(quoted_starts) and quoted_starts[k] - m.end() <= 4:
                    continue  # "PGMOL admitted 'a significant human error'"
                if best is None or m.end() < best[0]:
                    best = (m.end(), self._demand_end(m, e), spk)
                break
        return best

    def _according_to(
        self, regex: Regex, outside: str, s: int, e: int, best: _Told | None
    ) -> _Told | None:
        """The words an "according to" gives them to: those before it where it ends the
        sentence ("Le but était valable, selon Still."), else those after it where it
        comes before the speech verb found (``best``)."""
        said = regex.search(outside, s, e)
        if not said:
            return best
        p_start, before = self._told_at
        self._at = (p_start, said.start("spk"), before)
        spk = self._speaker(said.start("spk"), said.end("spk"), said.end("spk"))
        if spk[0] is not None and not outside[said.end() : e].strip(" .!?…»”\"'"):
            # "Le but était valable, selon Still.": the words before are his
            return (s, said.start(), spk)
        if spk[0] is not None and (best is None or said.end() < best[0]):
            return (said.end(), e, spk)
        return best
