"""Whose words each part of a text is: quotations and reported speech, each with its
speaker (a person named, described or found by a pronoun), and whether an official's."""

from __future__ import annotations

import bisect
import re

from drafting.antecedent import pronoun_speaker
from drafting.speakers_read import NAMED_UNKNOWN, Who, known
from drafting.speech_reported import Reported
from drafting.text import DIALOGUE_DASHES, QUOTE_MARKS, Region, quotations
from drafting.turns import question_line

_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
#: The end of a label or a time before a clause ("68 min: ", "Reaction – ").
_LABEL_END = re.compile(r"(?::|\s[–—])\s")
#: Where a sentence ends.
_SENTENCE_END = re.compile(r"[.!?;](?:\s|$)")

#: The quotation before: its paragraph, its speaker (name, person, official) and whether
#: it ended its paragraph.
_Previous = tuple[int, str | None, int | None, bool, bool]
#: How much of a headline's quotation a body's quotation holds to be the same words.
_HEADLINE_SHARE = 0.75


def _asks(text: str, start: int, end: int) -> bool:
    """Whether a paragraph is an interviewer's question: a question line of an interview
    (drafting.turns) that holds no quotation."""
    return question_line(text, start, end) and not any(c in text[start:end] for c in QUOTE_MARKS)


def headline_end(text: str) -> int:
    """Where the text's headline ends: its first line, one sentence at most, with more
    after it; 0 where the text has no headline."""
    end = text.find("\n")
    line = text[:end].rstrip() if end > 0 else ""
    return end if line and _SENTENCE_END.search(line[:-1]) is None else 0


class Speakers(Reported):
    """Finds the speech regions of one text, and who speaks in each."""

    def _naming(self, start: int, open_at: int) -> tuple[str | None, int | None, bool]:
        """Before a short quotation, a named person's verb of naming ("called his touch",
        "a parlé d'une"; quotes.naming): that person."""
        regex = self.r.p.naming
        verb = regex.search(self.r.masked, start, open_at) if regex is not None else None
        if verb is None:
            return None, None, False
        speaker = self._speaker(start, verb.start(), verb.start())
        return speaker if speaker[1] is not None else (None, None, False)

    def _title_speaker(self, close_at: int, p_end: int) -> tuple[str | None, int | None, bool]:
        """In a title, a quotation then a colon or a dash: the person named in the few
        words after it, on the same line."""
        end = self.r.text.find("\n", close_at, p_end)
        end = p_end if end < 0 else end
        rest = self.r.text[close_at + 1 : end]
        mark = rest.lstrip(" .!?\u00a0\u202f")
        if not mark or mark[0] not in ":–—-":
            return None, None, False
        at = close_at + 1 + len(rest) - len(mark) + 1
        for m in self.r.mentions_in(at, end)[:2]:
            if m.kind != "person" or len(self.r.text[at : m.start].split()) > 6:
                continue
            found = self.r.people[m.index]
            if not found.unnamed:
                return found.name, found.index, found.official
        return None, None, False

    def _next_subject(self, close_at: int, p_end: int) -> tuple[str | None, int | None, bool]:
        """After a quotation that ends its sentence, the subject of the next sentence."""
        ended = self.r.text[max(0, close_at - 2) : close_at + 2]
        if not any(c in ended for c in ".!?…"):
            return None, None, False
        i = bisect.bisect_right(self.r.index.starts, close_at)
        if i >= len(self.r.sentences) or self.r.sentences[i].start >= p_end:
            return None, None, False
        sentence = self.r.sentences[i]
        return self._subject(sentence.start, sentence.end)

    def _introduced(self, open_at: int, regions: list[Region]) -> Who:
        """A quotation nobody is said to speak, right after a sentence whose subject is a
        named person and which holds no quotation itself ("Bardi was almost apologetic.",
        "Villa's coach, Andrés Villalba, took the opposite view."), nor lies in one (a
        line of a dialogue opened by a dash, "—Yes. Sola goes too early."): that person."""
        # the sentence before the one the quotation opens (where it opens inside a
        # sentence, the words between fail the check below)
        i = bisect.bisect_right(self.r.index.starts, open_at) - 2
        if i < 0:
            return None, None, False
        before = self.r.sentences[i]
        between = self.r.text[before.end : open_at]
        said = self.r.text[before.start : before.end]
        if between.strip() or any(c in said for c in QUOTE_MARKS):
            return None, None, False
        if any(q.quoted and q.start < before.end and before.start < q.end for q in regions[-2:]):
            return None, None, False  # a person named in someone's words: no speaker
        if not said.rstrip().endswith((".", ":", "!")):
            return None, None, False
        who = self._subject(before.start, before.end)
        return who if who[1] is not None and not who[2] else (None, None, False)

    def regions(self) -> list[Region]:
        """The quotations with their speakers (the writer's own words in quotation marks
        left out), and the reported speech, in the text's order."""
        regions: list[Region] = []
        min_words = int(self.r.t.raw["quotes"]["min_words"])
        previous: _Previous | None = None
        for open_at, close_at, paragraph in quotations(
            self.r.text,
            self.r.paragraph_spans,
            self.r.t.raw["quotes"].get("pairs"),
            bool(self.r.t.raw["quotes"].get("dialogue_dash")),
        ):
            self.r.budget.spend()
            p_start, p_end = self.r.paragraph_spans[paragraph]
            content = (open_at + 1, close_at)
            words = len(_WORD.findall(self.r.text[content[0] : content[1]]))
            sentence = self.r.index.at(open_at)
            seg_start = sentence.start if sentence else p_start
            if regions and regions[-1].end > seg_start:
                seg_start = regions[-1].end + 1
            self._at = (p_start, open_at, regions)
            who = self._quoted_who(open_at, close_at, paragraph, seg_start, previous, regions)
            if who[0] is None and words < min_words:
                continue  # the writer's words in quotation marks: 'tight offside call'
            speaker, person, official = who
            if self._dialogue_question(open_at, close_at, p_start, p_end):
                # "—¿Y el VAR?": the interviewer's words; the one found to speak them is
                # the guest, who answers on the next line
                regions.append(Region(content[0], content[1], None, None, True))
            else:
                regions.append(Region(content[0], content[1], speaker, person, True, official))
            ended = close_at >= p_end or self._said_last(close_at, p_end, person)
            previous = (paragraph, speaker, person, official, ended)
        regions = self._headline_speakers(regions)
        regions.extend(self._reported(regions))
        regions.sort(key=lambda r: r.start)
        return regions

    def _quoted_who(
        self,
        open_at: int,
        close_at: int,
        paragraph: int,
        seg_start: int,
        previous: _Previous | None,
        regions: list[Region],
    ) -> Who:
        """Who speaks a quotation, each reading tried in turn: the words around it
        (``_told_around``; nobody where they name someone the reader does not know), a
        clause of reported speech it sits in, a title's speaker, the subject of the sentence
        after or before it, a verb of naming, the speaker before going on; nobody for a
        headline's words given to no person."""
        p_start, p_end = self.r.paragraph_spans[paragraph]
        who = self._told_around(seg_start, open_at, close_at, p_start, p_end, regions)
        if who[0] is None:
            # 'Tolland insisted his forward had been "going for the ball"': the words
            # of a named person's reported speech, quoted inside it
            who = self._in_reported(seg_start, open_at)
        opens_paragraph = not self.r.text[p_start:open_at].strip()
        line_start = max(p_start, self.r.text.rfind("\n", 0, open_at) + 1)
        opens_line = not self.r.text[line_start:open_at].strip()
        if who[0] is None and opens_line:
            # "'We were robbed' – Hollis fumes", "« ... » : la colère de Sonia Ferrat"
            who = self._title_speaker(close_at, p_end)
        if who[0] is None and opens_line:
            # '"We were robbed." Villa manager Martin Hollis did not hold back': a
            # quotation that opens a line, then a sentence whose subject is named
            who = self._next_subject(close_at, p_end)
        if who[0] is None:
            # "Kessler was more measured. 'I never touched it.'": the subject of the
            # sentence that leads into the quotation, before the speaker going on
            who = self._introduced(open_at, regions)
        if who[0] is None:
            # 'X called the touch "a deflection"', 'habló de «un fuera de juego de un
            # metro»': a named person's words, however short, before anyone going on
            who = self._naming(seg_start, open_at)
        if who[0] is None:
            who = self._going_on(open_at, paragraph, opens_paragraph, previous, regions) or who
        if who[1] is None and not who[2] and line_start == 0 and self._headline():
            # "Inter-Nápoles: «...»", "Lo que dijeron tras el Clásico Nacional: «...»":
            # a headline's words are a person's, not a club's
            who = (None, None, False)
        return known(who)

    def _dialogue_question(self, open_at: int, close_at: int, p_start: int, p_end: int) -> bool:
        """Whether a quotation is a question of an interview told as a dialogue: a paragraph
        that is one line of dialogue from its dash to its end, and only asks ("—¿Y el
        VAR?"). The interviewer's words: nobody's claim, and no turn of the guest's."""
        if self.r.text[open_at] not in DIALOGUE_DASHES or close_at < p_end:
            return False
        if self.r.text[p_start:open_at].strip():
            return False
        return question_line(self.r.text, open_at, p_end)

    def _headline(self) -> bool:
        """Whether the text's first line is a headline: one sentence at most, more after."""
        return headline_end(self.r.text) > 0

    def _headline_speakers(self, regions: list[Region]) -> list[Region]:
        """A headline's quotation nobody is said to speak ("'She's offside': City and
        Chelsea split"): the words of the body's named speaker whose quotation holds
        most of its words ("She's offside, simple," said Lindqvist), theirs."""
        end = headline_end(self.r.text)
        if not end:
            return regions
        out = []
        for region in regions:
            if region.quoted and region.speaker is None and region.end <= end:
                words = set(_WORD.findall(self.r.text[region.start : region.end].lower()))
                body = next(
                    (
                        b
                        for b in regions
                        if b.start > end
                        and b.quoted
                        and b.person is not None
                        and not b.official
                        and len(words) >= 2
                        and len(words & set(_WORD.findall(self.r.text[b.start : b.end].lower())))
                        >= _HEADLINE_SHARE * len(words)
                    ),
                    None,
                )
                if body is not None:
                    region = Region(region.start, region.end, body.speaker, body.person, True)
            out.append(region)
        return out

    def _said_last(self, close_at: int, p_end: int, person: int | None) -> bool:
        """Whether a named speaker's quotation ends its paragraph but for the sentence that
        says who spoke ('"..." said Ipswich manager Gareth Pryce, who walked over to the
        fourth official.'): no other quotation, sentence or person named after it."""
        if person is None:
            return False
        rest = self.r.text[close_at + 1 : p_end].rstrip()
        if any(c in rest for c in QUOTE_MARKS) or _SENTENCE_END.search(rest[:-1]):
            return False
        return not any(
            m.kind == "person" and m.index != person and not self.r.people[m.index].unnamed
            for m in self.r.mentions_in(close_at + 1, p_end)
        )

    def _in_reported(self, seg_start: int, open_at: int) -> Who:
        """A quotation inside a clause of reported speech, in its own sentence ("Tolland
        insisted his forward had been '...'", "Käser a reconnu que l'engagement « ... »"):
        the named person who speaks in it, the last such clause before the quotation."""
        last: re.Match[str] | None = None
        for regex in (self.r.p.reported, self.r.p.thinking):
            for m in regex.finditer(self.r.masked, seg_start, open_at):
                if last is None or m.start() > last.start():
                    last = m
        if last is None:
            return None, None, False
        a, b = last.start("spk"), last.end("spk")
        who = self._speaker(a, b, b)
        if who[1] is None:
            who = self._apposed(b, last.end()) or who
        return who if who[1] is not None else (None, None, False)

    def _told_around(
        self,
        seg_start: int,
        open_at: int,
        close_at: int,
        p_start: int,
        p_end: int,
        regions: list[Region],
    ) -> Who:
        """The speaker the words around a quotation give: a speech verb before it, a subject
        and a colon, a verb after it ("», a-t-il lâché"; NAMED_UNKNOWN for '", sagte Kolbeck')."""
        speaker: str | None = None
        person: int | None = None
        official = False
        before = self.r.masked[seg_start:open_at]
        verb = self.r.p.before_quote.search(before)
        if verb:
            speaker, person, official = self._speaker(seg_start, open_at, seg_start + verb.start())
            if speaker is None:  # "Il a dit que « ... »": whom the pronoun stands for
                speaker, person, official = pronoun_speaker(
                    self.r, seg_start, seg_start + verb.start(), open_at
                )
        if speaker is None and before.rstrip(" \u00a0\u202f—–-").endswith(":"):
            # "Wave coach Dana Whitlock postgame: '...'": the sentence's subject
            speaker, person, official = self._subject(seg_start, open_at)
            inner = before.rstrip(" \u00a0\u202f—–-")[:-1]
            label = [m.end() for m in _LABEL_END.finditer(inner)]
            if speaker is None and label:
                # "68 min: Our resident former referee Dermot Hale is in no doubt: '...'":
                # the subject of the clause after a time or a label
                speaker, person, official = self._subject(seg_start + label[-1], open_at)
            if speaker is None:  # "The Serbian centre-back was blunt: '...'"
                speaker, person, official = self._epithet_opening(seg_start, open_at)
            if speaker is None:  # "For her, the shot was going in anyway: '...'"
                speaker, person, official = pronoun_speaker(self.r, seg_start, open_at, open_at)
        if speaker is None:
            named = self._after_role(close_at, p_end)
            if named is not None:
                return named
            after = self.r.masked[close_at + 1 : min(p_end, close_at + 80)]
            hit = self.r.p.after_quote.search(after)
            if hit:
                found = hit.groupdict()
                group = next((g for g in ("spk", "spk2", "spk3") if found.get(g)), "spk2")
                a, b = close_at + 1 + hit.start(group), close_at + 1 + hit.end(group)
                speaker, person, official = self._speaker(a, b, b)
            elif self.r.p.after_pronoun is not None and self.r.p.after_pronoun.search(after):
                # "« ... », a-t-il lâché": the last person named before, in the same
                # paragraph, or the speaker of the quotation before
                speaker, person, official = self._speaker(p_start, open_at, open_at)
                if (person is None or speaker is None) and regions:
                    last = regions[-1]
                    speaker, person, official = last.speaker, last.person, last.official
        if person is None:
            by_epithet = self._after_epithet(close_at, p_start, p_end, open_at, regions)
            if by_epithet is not None:
                return by_epithet
        if speaker is None and self._unknown_after(close_at, p_end):
            return NAMED_UNKNOWN  # '"...", sagte Kolbeck': someone the reader does not know
        return speaker, person, official

    def _going_on(
        self,
        open_at: int,
        paragraph: int,
        opens_paragraph: bool,
        previous: _Previous | None,
        regions: list[Region],
    ) -> Who | None:
        """The speaker of the quotation before, going on: a quotation that ended its
        paragraph, continued in the next; or '"..." said X after the game. "..."' in the
        same paragraph, nobody else said to speak between; or, in an interview, a named
        speaker's answer that ended its paragraph, then the interviewer's question on a line
        of its own ("Q: Doesn't that matter?"), then the next answer. None when neither."""
        if previous is None:
            return None
        if opens_paragraph and previous[4] and previous[0] == paragraph - 1:
            return previous[1], previous[2], previous[3]
        if opens_paragraph and previous[4] and previous[2] is not None:
            asked = self.r.paragraph_spans[previous[0] + 1 : paragraph]
            if 1 <= len(asked) <= 2 and all(_asks(self.r.text, a, b) for a, b in asked):
                return previous[1], previous[2], previous[3]
        if (
            previous[0] == paragraph
            and previous[1] is not None
            and regions
            and open_at - regions[-1].end <= 200
            and not any(
                (said := self.r.person(hit.group("spk")[:1])) is not None
                and said.index != previous[2]
                for hit in self.r.p.reported.finditer(self.r.masked, regions[-1].end, open_at)
            )
        ):
            return previous[1], previous[2], previous[3]
        return None
