"""Who a speaker is where the words name nobody at the speech verb: the subject a clause
opens with, a person in apposition, and whom an epithet ("the 29-year-old", "l'entraîneur
niçois") stands for. The base of the speech reader (drafting.speech.Speakers)."""

from __future__ import annotations

import bisect
import re

from drafting.entries import past_stamp
from drafting.people import OFFICIAL_ROLES, Person
from drafting.speakers_read import Read, Who
from drafting.text import QUOTE_MARKS, Region

#: After an epithet, words that tie it to a team ("el entrenador del Betis", "the coach of
#: Leeds"): it may be the other side's speaker, not the person named before.
_OF_A_TEAM = re.compile(r"\s+(?:of|at|del|de|de la|du|de l['’]|des|von|vom|der|des)\s", re.I)
#: Where a sentence ends, after a quotation's closing mark.
_SENTENCE_END = re.compile(r"[.!?;](?:\s|$)")
#: The word after a name, past a possessive or a hyphen ("Ipswich boss", "United's boss",
#: "BVB-Trainer").
_NEXT_WORD = re.compile(r"(?:['’]s?)?[\s-]+([^\W\d_]+)")
#: The roles of people who speak about a match (not the officials).
_SPEAKING_ROLES = frozenset({"staff", "player", "goalkeeper", "teammate", "captain"})
#: How many words may open a clause before a role and the person it names.
_LED_WORDS = 8
#: Marks of a clause or a quotation: words with one of them before a name are no role.
_PUNCTUATION = frozenset(',;:.!?«»“”„"')
#: A head in capitals opening a line of a newsletter or a live blog ("WHAT THEY SAID: ",
#: "REAKTIONEN – "): the clause opens after it.
_CAPS = "[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ’'&-]"
_HEAD = re.compile(rf"[ \t]*(?:{_CAPS}*[ \u00a0]+){{0,4}}{_CAPS}+[ \u00a0]?(?::|[–—])\s+")


def regions_between(regions: list[Region], start: int, end: int) -> bool:
    """Whether a quotation with its speaker lies in ``start``-``end``: then the person named
    before it is not the one an epithet after it stands for."""
    return any(r.quoted and r.person is not None and start <= r.start < end for r in regions)


def _elided(word: str) -> str:
    """A word without an article elided before it ("l'entraîneur": entraîneur) and the
    marks around it, in lower case."""
    return word.lower().strip("'’").replace("’", "'").rsplit("'", 1)[-1]


class Subjects:
    """The readings of who speaks that look past the speech verb's own words."""

    def __init__(self, reading: Read) -> None:
        self.r = reading
        #: Where the speech being read is: its paragraph's start, its own start and the
        #: regions of speech before it (for an epithet speaker, ``_epithet``).
        self._at: tuple[int, int, list[Region]] = (0, 0, [])
        #: A clause of being asked that opens a sentence ("Asked about it, ..."; optional).
        asked = reading.t.raw["quotes"].get("asked_opening")
        self._asked = re.compile(asked) if asked else None

    def _epithet(self, start: int, words: list[str], team: bool = False) -> Who | None:
        """The person an epithet speaker before a speech verb stands for ("añadió el técnico
        irlandés", "added the Irish coach"), read as an epithet after a quotation is
        (``_by_epithet``). A phrase that names a team ("respondió el entrenador del Betis")
        may be the other side's speaker: only a person who opens the sentence just before.
        None when the phrase has no role word."""
        if not any(w.lower() in self.r.t.role_of for w in words[1:3]):
            return None
        if team:
            return self._opener(start)
        p_start, open_at, regions = self._at
        return self._by_epithet(" ".join(words), p_start, open_at, regions)

    def _epithet_opening(self, start: int, end: int) -> Who:
        """A clause that opens with an epithet and leads into a quotation by a colon
        ("The Serbian centre-back was blunt: '...'", "El central serbio, en un castellano
        correcto, fue directo: «...»"): whom the epithet stands for (``_epithet``), read
        from its first words, up to a comma. Nobody where the clause opens otherwise."""
        words = self.r.text[start:end].split(",")[0].split()[:4]
        if len(words) < 2 or words[0].lower() not in self.r.p.determiners:
            return None, None, False
        return self._epithet(start, words) or (None, None, False)

    def _opener(self, start: int) -> Who | None:
        """The named person who opens the sentence before the one at ``start``."""
        number = self.r.index.number(start)
        if number <= 0:
            return None
        before = self.r.sentences[number - 1]
        first = self.r.mentions_in(before.start, min(before.end, before.start + 40))
        if first and first[0].kind == "person" and first[0].start - before.start <= 2:
            person = self.r.people[first[0].index]
            if not person.unnamed:
                return person.name, person.index, person.official
        return None

    def _subject(
        self, start: int, end: int, strict: bool = False
    ) -> tuple[str | None, int | None, bool]:
        """The person (or team, organisation) a clause opens with, after at most a few
        words of role ("Former referee Janet Moss", "Wolfsburgs Trainer Arne Lindholm");
        ``strict``: not one after a preposition ("Le but de Roche"). A clause of being asked
        before it ("Asked about the goal, Garside shook his head") is passed over."""
        opening = self._asked.match(self.r.text, start, end) if self._asked else None
        if opening is not None:
            start = opening.end()
        start = past_stamp(self.r.text, start, end)  # "(11:15) Margaux Lavigne voit ..."
        head = _HEAD.match(self.r.text, start, end)
        if head is not None and not self.r.mentions_in(start, head.end()):
            start = head.end()  # "WHAT THEY SAID: Sydney captain Bec Holloway wasn't ..."
        elif head is not None and head.end() < end:
            # "NORA QUILL: The Derby manager, Colm Ferris, saw it another way.": a speaker's
            # label in capitals opens a turn; the clause after it has its own subject
            inner = self._subject(head.end(), end, strict)
            if inner[1] is not None:
                return inner
        mentions = self.r.mentions_in(start, end)[:3]
        first = next((m for m in mentions if m.kind == "person"), None)
        if first is None or (
            len(self.r.text[start : first.start].split()) > 4
            and not self._role_led(self.r.text[start : first.start])
        ):
            first = next(iter(mentions), None)  # "City insisted: ..."
        if first is None or first.kind not in ("person", "team", "org"):
            return None, None, False
        lead = self.r.text[start : first.start]
        if (len(lead.split()) > 4 or any(c in _PUNCTUATION for c in lead)) and (
            first.kind != "person"
            or not (self._role_apposed(lead, first.end) or self._role_led(lead))
        ):
            return None, None, False
        if self.r.text[first.end : first.end + 2] in ("'s", "’s"):
            return None, None, False  # "Smith's header": not the subject
        after = self.r.p.after_preposition
        if strict and after is not None and after.search(lead):
            return None, None, False  # "Le but de Roche a été validé": not the subject
        if first.kind == "person":
            found = self.r.people[first.index]
            if found.unnamed:
                return None, None, False
            return found.name, found.index, found.official
        if first.kind == "team":
            if self._team_epithet(first.end):
                return None, None, False  # "Ipswich boss fumes": a person, not the club
            return self.r.found.teams[first.index].name, None, False
        return self.r.text[first.start : first.end], None, False

    def _role_led(self, lead: str) -> bool:
        """Whether the words before a person end with the role that names them, after a
        few words that set the scene ("After the match Middlesbrough head coach Marcus
        Fenwick was unconvinced", "Nach dem Spiel meinte Ulms Cheftrainer ..."): a role
        word among the last three, no mark of a clause, eight words at most."""
        words = lead.split()
        if not 1 <= len(words) <= _LED_WORDS or any(c in _PUNCTUATION for c in lead):
            return False
        return any(
            self.r.t.role_of.get(w.lower().strip("'’")) in _SPEAKING_ROLES for w in words[-3:]
        )

    def _role_apposed(self, lead: str, end: int) -> bool:
        """Whether the words before a person are a role the person is in apposition to
        ("The Thorns coach, Heather Lindgren, had no doubts", "L'entraîneur grenoblois,
        Pascal Vidal, a fulminé"): a few words with a role word (past an elided article), a
        comma, the name, a comma or a colon after it."""
        head, comma, gap = lead.rstrip(" \u00a0").rpartition(",")
        words = head.split()
        if not comma or gap.strip() or not 1 <= len(words) <= 5:
            return False
        if any(c in _PUNCTUATION for c in head):
            return False
        if self.r.text[end : end + 2].lstrip(" \u00a0")[:1] not in (",", ":"):
            return False
        return any(self.r.t.role_of.get(_elided(w)) in _SPEAKING_ROLES for w in words)

    def _team_epithet(self, end: int) -> bool:
        """Whether the words after a team's name at ``end`` make it an epithet of one of
        its people ("Ipswich boss", "United's manager", "Leeds-Trainer"): a role word."""
        after = _NEXT_WORD.match(self.r.text, end)
        return after is not None and after.group(1).lower() in self.r.t.role_of

    def _after_role(self, close_at: int, p_end: int) -> Who | None:
        """After a quotation, in its sentence, a role and the person it names ("», avait
        tempêté l'entraîneur niçois, Christophe Arnaud", "», lamentó el técnico, Javier
        Sanchis", "“, hatte BVB-Trainer Ralf Ostermeier gesagt"): that person, named within
        a few words of the quotation, nobody else named between. None otherwise, and
        None where the quotation ends its sentence and no speech verb follows ('« ... hors-jeu. »'
        then "Le technicien devra faire sans X"): the writer's next sentence, not who spoke
        ('"..." That was what the Palace boss, X, said' still names its speaker)."""
        end = min(p_end, close_at + 90)
        cut = _SENTENCE_END.search(self.r.text, close_at + 2, end)
        end = cut.start() if cut else end
        verb = self.r.p.speech_verb
        if self._ends_sentence(close_at) and (
            verb is None or not verb.search(self.r.text, close_at, end)
        ):
            return None  # "... hors-jeu. »" then "Le technicien devra faire sans X"
        first = next((m for m in self.r.mentions_in(close_at + 1, end) if m.kind == "person"), None)
        lead = self.r.text[close_at + 1 : first.start if first is not None else end]
        words = [w.lower() for w in re.findall(r"[^\W\d_]+", lead)]
        if any(c in lead[1:] for c in QUOTE_MARKS) or len(words) > 10:
            return None
        if not any(self.r.t.role_of.get(w) in _SPEAKING_ROLES for w in words):
            return None
        if first is None:
            # "», a regretté l'entraîneur dijonnais. Frédéric Gaillard a ajouté que ..."
            if cut is None:
                return None
            roles = {r for w in words if (r := self.r.t.role_of.get(w))}
            return self._next_reporter(close_at, p_end) or self._next_opener(close_at, p_end, roles)
        person = self.r.people[first.index]
        if person.unnamed or person.official:
            return None
        return person.name, person.index, False

    def _ends_sentence(self, close_at: int) -> bool:
        """Whether the quotation closing at ``close_at`` ends its sentence: its words end
        with a full stop, a question or an exclamation mark, and what follows the closing
        mark opens a new sentence (a capital, a new line) rather than saying who spoke
        ("!», a lâché", "?" said Hollis")."""
        inner = self.r.text[max(0, close_at - 3) : close_at].rstrip(" \u00a0\u202f")
        if not inner.endswith((".", "!", "?", "…")):
            return False
        rest = self.r.text[close_at + 1 : close_at + 40].lstrip(" \u00a0\u202f\t")
        return not rest or rest[0] == "\n" or rest[0].isupper()

    def _after_epithet(
        self, close_at: int, p_start: int, p_end: int, open_at: int, regions: list[Region]
    ) -> Who | None:
        """After a quotation, a speaker named by an epithet (speech.after_quote_epithet):
        whom it stands for, or None. Read in the text itself, since an epithet may have
        been taken for an unnamed player; not one tied to a team ("the coach of Leeds")."""
        if self.r.p.after_epithet is None:
            return None
        hit = self.r.p.after_epithet.search(self.r.text[close_at + 1 : min(p_end, close_at + 120)])
        named = next((g for g in ("ep", "ep2") if hit and hit.groupdict().get(g)), None)
        if hit is None or named is None:
            return None
        if _OF_A_TEAM.match(self.r.text, close_at + 1 + hit.end(named)):
            return None
        return self._by_epithet(hit.group(named), p_start, open_at, regions)

    def _next_opener(self, close_at: int, p_end: int, roles: set[str]) -> Who | None:
        """The person who opens the sentence after a quotation's own, its speaker given by
        an epithet ("», avait lâché l'entraîneur montréalais. Gagnon a eu une semaine ..."):
        that person, where the text gives them the epithet's role or none. None otherwise."""
        i = bisect.bisect_right(self.r.index.starts, close_at)
        if i >= len(self.r.sentences) or self.r.sentences[i].start >= p_end:
            return None
        sentence = self.r.sentences[i]
        first = self.r.mentions_in(sentence.start, min(sentence.end, sentence.start + 40))
        if not first or first[0].kind != "person" or first[0].start - sentence.start > 2:
            return None
        person = self.r.people[first[0].index]
        if person.unnamed or person.official or not (self._fits(person, roles) or not person.roles):
            return None
        return person.name, person.index, False

    def _next_reporter(self, close_at: int, p_end: int) -> Who | None:
        """The person who opens the sentence after a quotation's own with words of his
        ("», a regretté l'entraîneur dijonnais. Frédéric Gaillard a ajouté que ..."): the
        epithet's person. None where that sentence opens otherwise."""
        i = bisect.bisect_right(self.r.index.starts, close_at)
        if i >= len(self.r.sentences) or self.r.sentences[i].start >= p_end:
            return None
        sentence = self.r.sentences[i]
        said = self.r.p.reported.match(self.r.masked, sentence.start, sentence.end)
        if said is None:
            return None
        first = next(iter(self.r.mentions_in(said.start("spk"), said.end("spk"))), None)
        if first is None or first.kind != "person":
            return None
        person = self.r.people[first.index]
        if person.unnamed or person.official:
            return None
        return person.name, person.index, False

    def _by_epithet(
        self,
        epithet: str,
        p_start: int,
        open_at: int,
        regions: list[Region],
    ) -> Who | None:
        """Who an epithet after a quotation stands for ("the 29-year-old said", "meinte
        der 44-Jährige"), among people whose roles do not contradict the epithet's: the
        subject of the nearest sentence before it, in its paragraph or the one before
        (unless a named speaker's quotation stands between); else the person named last
        before it in its paragraph; else the speaker of the quotation before. An official's
        epithet ("said the referee") is the official's words; None where nobody fits."""
        words = epithet.lower().split()
        roles = {r for w in [*words, " ".join(words[-2:])] if (r := self.r.t.role_of.get(w))}
        if roles & OFFICIAL_ROLES:
            return epithet, None, True  # "said the referee": an official's words
        k = bisect.bisect_right([a for a, _ in self.r.paragraph_spans], p_start) - 1
        start = p_start
        if k > 0 and not regions_between(regions, self.r.paragraph_spans[k - 1][0], p_start):
            start = self.r.paragraph_spans[k - 1][0]
        for sentence in reversed(self.r.sentences[: max(0, self.r.index.number(open_at))]):
            if sentence.end <= start:
                break
            who = self._subject(sentence.start, min(sentence.end, open_at), strict=True)
            if who[1] is not None and self._fits(self.r.people[who[1]], roles):
                return who
        for m in reversed(self.r.mentions_in(p_start, open_at)):
            if m.kind == "person" and self._fits(self.r.people[m.index], roles):
                return self.r.people[m.index].name, m.index, False
        if regions and regions[-1].person is not None and not regions[-1].official:
            last = regions[-1]
            return last.speaker, last.person, last.official
        return None

    @staticmethod
    def _fits(person: Person, roles: set[str]) -> bool:
        """A named person, no official, whose roles do not contradict ``roles`` (a player's
        role words all count as one: striker, goalkeeper, team-mate); for a staff epithet
        ("the coach"), a person the text gives a staff role."""
        if person.unnamed or person.official:
            return False
        playing = {"player", "goalkeeper", "teammate"}
        mine = {"player" if r in playing else r for r in person.roles}
        said = {"player" if r in playing else r for r in roles}
        if "staff" in said:
            return "staff" in mine  # "the coach": someone the text makes one, not anyone
        return not (said and mine and not said & mine)

    def _apposed(self, start: int, end: int) -> Who | None:
        """A named person in apposition right after a team or a role ("the Betis coach,
        Ramón Ulloa, said"; "el delantero del Betis, Juan Pérez, aseguró"): the speaker."""
        for m in self.r.mentions_in(start, end)[:2]:
            if m.kind != "person" or self.r.text[start : m.start].strip(" \u00a0") != ",":
                continue
            person = self.r.people[m.index]
            if not person.unnamed:
                return person.name, person.index, person.official
        return None
