"""The players a touch's pronouns stand for: "he"/"er"/"il"/"él" before a touch's verb, a
possessive before a part of the leg or body ("off his shin", "von seinem Schienbein"), and
the pronoun of the one the ball struck ("the ball hit him", "le ballon lui a ricoché sur le
tibia", "el balón le dio en la espalda", "der Ball sprang ihm vom Knie"), written over the
text as the player's placeholder so that the touch rules read them as names.
"""

from __future__ import annotations

import bisect
import re

from drafting.reading import Reading, person_char
from drafting.tables import FILL, PERSON, Tables
from drafting.text import Sentence

_PLACEHOLDER = re.compile(f"({PERSON}){FILL}*")


class PronounReader:
    """Resolves the pronouns of texts in one language (the patterns built once)."""

    def __init__(self, tables: Tables) -> None:
        raw = tables.raw
        # After a pronoun: the words that make it the scorer ("he finished").
        self.scoring_words = tables.compile(raw["pronoun_scoring"])
        self.reporting = tables.compile(r"\b(?:{V:thought}|{V:speech})\s+$")
        # A possessive before a part of the leg or body ("off his shin", "von seinem Knie"),
        # read as the one player it can stand for, written as the name and the language's
        # possessive ending (patterns.yaml body_possessive, body_possessive_suffix).
        body = raw.get("body_possessive")
        self.body_possessive = tables.compile(body) if body else None
        self.body_suffix = str(raw.get("body_possessive_suffix") or "")
        # The pronoun of the one the ball struck, and the article of his part of the body
        # (patterns.yaml dative_contact: groups ``dat`` and ``art``), read as the possessive
        # ("lui a ricoché sur le tibia": "a ricoché sur Name tibia"); dative_prep: the
        # preposition an article's contraction holds ("vom Knie": "von Names Knie").
        dative = raw.get("dative_contact")
        self.dative = tables.compile(dative) if dative else None
        self.dative_prep: dict[str, str] = dict(raw.get("dative_prep") or {})
        # Words before a name that make it no pronoun's subject ("frei vor Mendieta").
        not_after = raw.get("pronoun_not_after")
        self.not_after = tables.compile(not_after) if not_after else None
        # A word that makes the name after it the one a pass was played to ("a pass to
        # Quell"): a pronoun opening the next sentence may stand for him (words.yaml
        # grammar role_anaphor_receiver).
        receiver = tables.grammar.get("role_anaphor_receiver")
        self.receiver = re.compile(str(receiver)) if receiver else None

    def resolve(self, reading: Reading, source: str, scorer: int | None) -> str:
        """``source`` with "he"/"she" replaced by the person they stand for, when that is
        clear: the scorer before a scoring verb, else the last player named before it in
        the same sentence."""
        chars: list[str] | None = None
        # The named players who can play, where ``source`` names them (found once, then
        # looked up for each pronoun instead of rescanning its sentence).
        places: list[int] = []
        players: list[int] = []
        for found in _PLACEHOLDER.finditer(source):
            reading.budget.spend()
            person = reading.person(found.group(1))
            if person is not None and person.can_play and not person.unnamed:
                places.append(found.start())
                players.append(person.index)
        if self.body_possessive is not None:
            for m in self.body_possessive.finditer(source):
                reading.budget.spend()
                start, end = m.span("pos")
                owner = self._only_one(reading, start, places, players)
                if owner is None or len(self.body_suffix) >= end - start:
                    continue
                if chars is None:
                    chars = list(source)
                chars[start] = person_char(owner)
                cut = end - len(self.body_suffix)
                for i in range(start + 1, cut):
                    chars[i] = FILL
                chars[cut:end] = list(self.body_suffix)
        if self.dative is not None:
            for m in self.dative.finditer(source):
                reading.budget.spend()
                written = self._dative(reading, source, m, places, players)
                if written is None:
                    continue
                if chars is None:
                    chars = list(source)
                chars[m.start("dat") : m.start("dat") + len(written)] = list(written)
        for m in reading.p.pronoun.finditer(source):
            reading.budget.spend()
            sentence = reading.index.at(m.start())
            if sentence is None:
                continue
            who: int | None = None
            if self.reporting.search(source, max(sentence.start, m.start() - 14), m.start()):
                continue  # "Firmino thought he had equalised": the subject's own words
            if scorer is not None and self.scoring_words.match(source, m.end()):
                who = scorer
            else:
                who = self._subject_before(reading, source, m.start(), sentence, places, players)
            if who is None:
                continue
            if chars is None:
                chars = list(source)
            chars[m.start()] = person_char(who)
            for i in range(m.start() + 1, m.end()):
                chars[i] = FILL
        return "".join(chars) if chars is not None else source

    def _subject_before(
        self,
        reading: Reading,
        source: str,
        at: int,
        sentence: Sentence,
        places: list[int],
        players: list[int],
    ) -> int | None:
        """The player a pronoun at ``at`` stands for: the last one named before it in its
        sentence, unless a goalkeeper or the one the attacker faced (patterns.yaml
        pronoun_not_after: "frei vor Mendieta, und als er abschließt": nobody's for sure)."""
        k = bisect.bisect_left(places, at) - 1
        if k < 0:
            return None
        if places[k] < sentence.start:
            return self._receiver_before(reading, source, places[k], players[k], sentence)
        who = players[k]
        if reading.people[who].goalkeeper:
            return None
        faced = self.not_after
        if faced is not None and faced.search(
            source, max(sentence.start, places[k] - 30), places[k]
        ):
            return None
        return who

    def _receiver_before(
        self, reading: Reading, source: str, place: int, who: int, sentence: Sentence
    ) -> int | None:
        """The player a pronoun of a sentence that names nobody before it stands for: the
        last one the sentence before names, when the ball was played to him ("X slid a
        pass to Quell. He fired home"), and he is no goalkeeper."""
        if self.receiver is None or reading.people[who].goalkeeper:
            return None
        number = reading.index.number(sentence.start)
        if number < 1 or reading.index.number(place) != number - 1:
            return None
        if self.receiver.search(source, max(0, place - 60), place) is None:
            return None
        return who

    def _dative(
        self,
        reading: Reading,
        source: str,
        m: re.Match[str],
        places: list[int],
        players: list[int],
    ) -> str | None:
        """The words a dative of contact is read as, from its pronoun to its article: the
        words between them, the preposition the article holds, and the player's placeholder
        with the possessive ending; None when it stands for no one player or the words do
        not fit."""
        start = m.start("dat")
        owner = self._only_one(reading, start, places, players)
        if owner is None:
            owner = self._struck(reading, source, start, places, players)
        if owner is None:
            return None
        if "art" not in m.re.groupindex or m.group("art") is None:
            middle, end = "", m.end("dat")
        else:
            middle, end = source[m.end("dat") : m.start("art")].lstrip(), m.end("art")
            prep = self.dative_prep.get(" ".join(m.group("art").lower().split()))
            if prep:
                middle += prep + " "
        room = end - start - len(middle) - len(self.body_suffix)
        if room < 1:
            return None
        return middle + person_char(owner) + FILL * (room - 1) + self.body_suffix

    def _struck(
        self,
        reading: Reading,
        source: str,
        at: int,
        places: list[int],
        players: list[int],
    ) -> int | None:
        """The player the ball struck, told by a pronoun at ``at`` where several are named
        before it: the last one named in its sentence, when he is no preposition's object
        ("Riestra disparó, Cagigas se giró y el balón le dio en la espalda"; not "X crossed
        for Y and the ball hit him")."""
        sentence = reading.index.at(at)
        k = bisect.bisect_left(places, at) - 1
        if sentence is None or k < 0 or places[k] < sentence.start:
            return None
        after = reading.p.after_preposition
        if after is not None and after.search(
            source, max(sentence.start, places[k] - 20), places[k]
        ):
            return None
        return players[k]

    def _only_one(
        self, reading: Reading, at: int, places: list[int], players: list[int]
    ) -> int | None:
        """The one player a possessive at ``at`` can stand for: the only one named before it
        in its sentence or, when it names nobody before it, in the sentence before; None
        when there are several or none."""
        number = reading.index.number(at)
        if number < 0:
            return None
        for k in (number, number - 1):
            if k < 0:
                return None
            sentence = reading.sentences[k]
            lo = bisect.bisect_left(places, sentence.start)
            hi = bisect.bisect_left(places, min(at, sentence.end))
            pool = set(players[lo:hi])
            if pool:
                return pool.pop() if len(pool) == 1 else None
        return None
