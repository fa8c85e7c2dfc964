"""People: runs of capitalised words that name no team, ground or competition."""

from __future__ import annotations

import re

from drafting.people.model import Mention, Person, fold
from drafting.people.structure import StructureNames
from drafting.tables import FILL, GROUND_BASE, PERSON_BASE, PERSON_END, TEAM_BASE
from drafting.text import Index

_TOKEN = re.compile(r"[^\W\d_]+(?:[’'\-][^\W\d_]+)*")


_OPENING = set("‘“\"'([—–- «¿¡")


def _common_start(after: str) -> bool:
    """The word after a capitalised first word shows it is an ordinary word ("Replays
    showed", "Hold on"): it is a lower-case word that is not a verb we know."""
    del after
    return False


class PersonNames(StructureNames):
    def _runs(
        self, work: str, taken: list[tuple[int, int]], index: Index
    ) -> list[list[tuple[int, int, str]]]:
        """Runs of capitalised words (with particles inside: "Pol van Boekel")."""
        starts = sorted(taken)
        runs: list[list[tuple[int, int, str]]] = []
        current: list[tuple[int, int, str]] = []
        pending: list[tuple[int, int, str]] = []  # particles waiting for a capital
        k = 0
        for m in _TOKEN.finditer(work):
            a, b, word = m.start(), m.end(), m.group()
            while k < len(starts) and starts[k][1] <= a:
                k += 1
            inside = k < len(starts) and starts[k][0] < b
            if self.elision is not None:
                elided = self.elision.match(word)
                if (
                    elided
                    and elided.end() < len(word)
                    and (word[0].islower() or word[elided.end()].islower())
                ):
                    a, word = a + elided.end(), word[elided.end() :]  # d'Antoine: Antoine
            possessive = word.endswith(self.possessive) and len(word) > 2
            if possessive:
                word, b = word[:-2], b - 2
            contraction = self.contraction.match(word) if self.contraction else None
            if contraction and contraction.group(1).lower() in self.t.not_names:
                if current:
                    runs.append(current)
                current, pending = [], []
                continue
            # Joined to the run: right after its last word, or after the particles waiting
            # since ("Stefanie van der Gragt").
            last = pending[-1][1] if pending and current else current[-1][1] if current else a
            joined = bool(current) and work[last:a] == " "
            if pending and work[pending[-1][1] : a] != " ":
                pending = []
            if inside or not word[0].isupper():
                if word.lower() in self.t.particles and current and joined and not inside:
                    pending.append((a, b, word))
                    continue
                if current:
                    runs.append(current)
                current, pending = [], []
                continue
            if current and (joined or (pending and work[pending[-1][1] : a] == " ")):
                current.extend(pending)
                current.append((a, b, word))
            else:
                if current:
                    runs.append(current)
                current = [(a, b, word)]
            pending = []
            if possessive or (b < len(work) and work[b] in "'’"):
                runs.append(current)
                current = []
        if current:
            runs.append(current)
        del index
        return runs

    def _people(
        self, work: str, runs: list[list[tuple[int, int, str]]], index: Index
    ) -> tuple[list[Person], list[Mention]]:
        t = self.t
        lower_words = {w.lower() for w in self.lower_word.findall(work)}
        named: list[tuple[int, int, tuple[str, ...], set[str], bool]] = []
        caps = self.capitalised_nouns
        seen = {w for run in runs for _, _, w in run} if self.genitive_s else set()
        for run in runs:
            roles: set[str] = set()
            # A capitalised word right after an article is a noun ("der Ball", "der
            # Leipziger Openda"), unless it is a role word ("der Schiedsrichter Zwayer").
            det = caps and self._after_article(work, run[0][0])
            # Leading words that are no name: "The", "Referee", "Team-mate".
            while run and (
                run[0][2].lower() in t.not_names
                or run[0][2].lower() in t.role_of
                or caps
                and self._role_compound(run[0][2]) is not None
            ):
                lower = run[0][2].lower()
                role = t.role_of.get(lower) or (self._role_compound(lower) if caps else None)
                if role:
                    roles.add(role)
                det = caps and not role and lower in self.noun_determiners
                run = run[1:]
            if det and run and len(run) > 1:
                run = run[1:]
            elif det and run:
                continue
            if caps:
                # A role word inside the run: the name is what follows it ("Portlands
                # Innenverteidiger Diego Ruiz").
                inner = [
                    i
                    for i, w in enumerate(run[:-1])
                    if w[2].lower() in t.role_of or self._role_compound(w[2]) is not None
                ]
                if inner:
                    word = run[inner[-1]][2]
                    role = t.role_of.get(word.lower()) or self._role_compound(word)
                    if role:
                        roles.add(role)
                    run = run[inner[-1] + 1 :]
            while run and run[-1][2].lower() in t.not_names:
                if len(run) > 2 and run[-2][2][0].isupper() and run[-2][2].lower() in t.particles:
                    break  # "Jasper De Vos": a capitalised particle's word is a surname
                run = run[:-1]
            if caps:
                run = [w for w in run if not self._common_noun(w[2])] if len(run) == 1 else run
            if run and self.genitive_s:
                run = self._genitive(work, run, seen)
            if not run:
                continue
            words = tuple(w for _, _, w in run)
            if all(w.lower() in t.not_names or len(w) < 2 for w in words):
                continue
            if len(words) == 1 and (len(words[0]) < 2 or words[0].isupper() and len(words[0]) < 4):
                continue  # an initial or an acronym such as VAR or PSG
            start = run[0][0]
            if (
                len(words) == 1
                and self.plural_before is not None
                and self.plural_before.search(work, max(0, start - 8), start)
            ):
                continue  # "les Héraultais": a side, never a person
            if self.ground_before is not None and self.ground_before.search(
                work, max(0, start - 24), start
            ):
                continue  # "el estadio Ramón de Carranza": a ground, never a person
            sentence = index.at(start)
            first = sentence is not None and all(
                c in _OPENING for c in work[sentence.start : start]
            )
            named.append((start, run[-1][1], words, roles, first))
        # Multi-word names first, then single words that fit one of them.
        people: list[Person] = []
        by_key: dict[tuple[str, ...], Person] = {}
        mentions: list[Mention] = []

        # The people a name may be part of, found by dictionary, not by a scan of everyone who
        # shares a word with it (3,000 people named "... Kane" made each new one a scan of
        # the others): by their folded name, by each shorter run of words their name ends
        # with, and by their first word.
        by_exact: dict[tuple[str, ...], dict[int, Person]] = {}
        by_suffix: dict[tuple[str, ...], dict[int, Person]] = {}
        by_first: dict[str, dict[int, Person]] = {}

        def person_for(words: tuple[str, ...]) -> Person | None:
            key = tuple(fold(w) for w in words)
            if key in by_key:
                return by_key[key]
            fits: dict[int, Person] = {}
            # Longer names that end with ``key``, or (one word) begin with it.
            groups = [by_suffix.get(key, {})]
            if len(key) == 1:
                groups.append(by_first.get(key[0], {}))
            # Shorter names that ``key`` ends with, or one word that begins it.
            groups.extend(by_exact.get(key[i:], {}) for i in range(1, len(key)))
            if len(key) > 1:
                groups.append(by_exact.get(key[:1], {}))
            for group in groups:  # every one fits (see _is_part): is there only one?
                for index, person in group.items():
                    fits[index] = person
                    if len(fits) > 1:
                        return None
            return next(iter(fits.values())) if len(fits) == 1 else None

        def new_person(words: tuple[str, ...]) -> Person | None:
            if len(people) >= PERSON_END - PERSON_BASE:
                return None  # no placeholder left: a text with thousands of names
            person = Person(len(people), " ".join(words), words)
            people.append(person)
            index_person(person)
            return person

        def index_person(person: Person) -> None:
            folded = tuple(fold(w) for w in person.tokens)
            by_exact.setdefault(folded, {})[person.index] = person
            for i in range(1, len(folded)):
                by_suffix.setdefault(folded[i:], {})[person.index] = person
            if len(folded) > 1:
                by_first.setdefault(folded[0], {})[person.index] = person

        multi = [n for n in named if len(n[2]) > 1]
        single = [n for n in named if len(n[2]) == 1]
        for start, end, words, roles, _first in sorted(multi, key=lambda n: -len(n[2])):
            person = person_for(words)
            if person is None:
                person = new_person(words)
                if person is None:
                    continue
            by_key[tuple(fold(w) for w in words)] = person
            person.mentions.append((start, end))
            person.roles |= roles
        mid_sentence = {fold(n[2][0]) for n in single if not n[4]}
        # Where nouns are capitalised, one word is a new person only when the text makes it
        # one somewhere: a role word before it ("Stürmer Kane"), a verb of the patterns after
        # it ("Kane köpfte"), or an apostrophe of the genitive ("Jesus' Tor").
        shown = (
            {
                fold(n[2][0])
                for n in single
                if n[3]
                or self._verb_follows(work[n[1] : n[1] + 30])
                and self._subject_place(work, n[0])
                or work[n[1] : n[1] + 1] in "'’"
            }
            if caps
            else set()
        )
        for start, end, words, roles, first in single:
            word = words[0]
            person = person_for(words)
            if person is None:
                if word in self.demonyms or word.lower() in t.role_of:
                    continue
                after = work[end : end + 30]
                evidence = (
                    fold(word) in shown
                    if caps
                    else not first
                    or fold(word) in mid_sentence
                    or after.startswith(("'s", "’s", "'", "’", ","))
                    or word.lower() not in lower_words
                    and not _common_start(after)
                )
                if not evidence or (first and word.lower() in lower_words):
                    continue
                person = new_person(words)
                if person is None:
                    continue
                by_key[(fold(word),)] = person
            person.mentions.append((start, end))
            person.roles |= roles
        for person in people:
            for start, end in person.mentions:
                mentions.append(Mention(start, end, "person", person.index))
        # A person whose mentions overlap (a longer and a shorter reading) keeps the longer.
        mentions.sort(key=lambda m: (m.start, -(m.end - m.start)))
        kept: list[Mention] = []
        for m in mentions:
            if kept and m.start < kept[-1].end:
                continue
            kept.append(m)
        return people, kept

    def _after_article(self, work: str, start: int) -> bool:
        """An article (or a preposition with one) right before ``start``: "der Ball"."""
        if self.after_determiner is None:
            return False
        return self.after_determiner.search(work, max(0, start - 12), start) is not None

    def _role_compound(self, word: str) -> str | None:
        """The role of a compound ending in a role word: "Union-Verteidiger" (a defender)."""
        if "-" not in word:
            return None
        return self.t.role_of.get(word.rsplit("-", 1)[1].lower())

    def _common_noun(self, word: str) -> bool:
        """A noun of the list, inflected or not ("Handspiels"), or a word with the ending of
        a common noun ("Entscheidung", "Mannschaft")."""
        lower = word.lower()
        for ending in ("", "s", "es", "n", "en", "e", "er", "ern"):
            stem = lower[: len(lower) - len(ending)] if ending else lower
            if (
                lower.endswith(ending)
                and len(stem) > 2
                and (
                    stem in self.t.not_names or len(stem) > 5 and stem.endswith(self.noun_suffixes)
                )
            ):
                return True
        return False

    def _subject_place(self, work: str, start: int) -> bool:
        """The word at ``start`` may be a subject: it opens its clause, or a conjunction
        stands before it ("als Kane traf"), not an adjective or a preposition ("aus kurzer
        Distanz traf")."""
        before = work[max(0, start - 30) : start].rstrip()
        if not before or before[-1] in ".,;:!?–—-(\"'„“»«":
            return True
        last = before.split()[-1].lower()
        return not last[:1].islower() or last in self.conjunctions

    def _verb_follows(self, after: str) -> bool:
        """The next word is a verb the patterns know ("Kane köpfte ...")."""
        words = after.split()
        return bool(words) and words[0].strip(",.;:!?").lower() in self.verbs

    def _genitive(
        self, work: str, run: list[tuple[int, int, str]], seen: set[str]
    ) -> list[tuple[int, int, str]]:
        """A name in the genitive ("Kanes Tor", "Harry Kanes Kopfball") as the name: its
        last word loses its "s" when the text names it without one, or a noun follows."""
        a, b, word = run[-1]
        if len(word) < 4 or not word.endswith("s") or word[-2] == "s":
            return run
        stem = word[:-1]
        after = work[b : b + 40].split()
        noun_next = (
            bool(after)
            and after[0][:1].isupper()
            and (
                after[0].strip(",.;:!?").lower() in self.t.not_names
                or self._common_noun(after[0].strip(",.;:!?"))
            )
        )
        if stem in seen or noun_next:
            return [*run[:-1], (a, b - 1, stem)]
        return run

    def _mask(self, work: str, mentions: list[Mention]) -> str:
        chars = list(work)
        for m in mentions:
            if m.kind == "person" and m.index <= PERSON_END - PERSON_BASE:
                base = PERSON_BASE + m.index
            elif m.kind == "team":
                base = TEAM_BASE + m.index
            elif m.kind == "demonym":
                base = TEAM_BASE + m.index  # "the Spanish defence" when Spain play
            elif m.kind == "ground":
                base = GROUND_BASE + m.index
            else:
                continue
            chars[m.start] = chr(base)
            for i in range(m.start + 1, m.end):
                chars[i] = FILL
        return "".join(chars)
