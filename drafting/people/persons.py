"""People: runs of capitalised words that name no team, ground or competition."""

from __future__ import annotations

from typing import NamedTuple

from drafting.people.model import Mention, Person, fold
from drafting.people.name_cues import NameCues
from drafting.people.registry import PersonRegistry
from drafting.tables import FILL, GROUND_BASE, PERSON_BASE, PERSON_END, TEAM_BASE
from drafting.text import Index

_OPENING = set("‘“\"'([—–- «¿¡")


class _Name(NamedTuple):
    """A run's name: where it is, its words, the roles the words around it give, and
    whether it opens its sentence."""

    start: int
    end: int
    words: tuple[str, ...]
    roles: set[str]
    first: bool


def _longest_mentions(people: list[Person]) -> list[Mention]:
    """Every person's mentions in the order of the text; where two overlap (a longer and
    a shorter reading), the longer."""
    mentions = [
        Mention(start, end, "person", person.index)
        for person in people
        for start, end in person.mentions
    ]
    mentions.sort(key=lambda m: (m.start, -(m.end - m.start)))
    kept: list[Mention] = []
    for m in mentions:
        if kept and m.start < kept[-1].end:
            continue
        kept.append(m)
    return kept


def _with_particles(work: str, tokens: tuple[str, ...], start: int) -> int:
    """Where a surname's mention starts once the lowercase particles its full name puts
    right before it are taken in ("said van Rooijen" of Thijs van Rooijen)."""
    k = len(tokens) - 1
    while k > 1 and tokens[k - 1][:1].islower():
        particle = tokens[k - 1] + " "
        if work[start - len(particle) : start] != particle:
            break
        start, k = start - len(particle), k - 1
    return start


class PersonNames(NameCues):
    def _people(
        self, work: str, runs: list[list[tuple[int, int, str]]], index: Index
    ) -> tuple[list[Person], list[Mention]]:
        """The people the runs name, and their mentions: names of several words first,
        then single words that fit one of them or that the text shows to be a name."""
        named = self._names(work, runs, index)
        registry = PersonRegistry()
        multi = [n for n in named if len(n.words) > 1]
        single = [n for n in named if len(n.words) == 1]
        for n in sorted(multi, key=lambda n: -len(n.words)):
            person = registry.find(n.words) or registry.add(n.words)
            if person is None:
                continue
            registry.by_key[tuple(fold(w) for w in n.words)] = person
            person.mentions.append((n.start, n.end))
            person.roles |= n.roles
        self._single_words(work, single, registry)
        return registry.people, _longest_mentions(registry.people)

    def _names(
        self, work: str, runs: list[list[tuple[int, int, str]]], index: Index
    ) -> list[_Name]:
        """The name each run gives, if any. Where nouns are capitalised, a word that ends a
        name of several words in the text ("Danner" of "Moritz Danner") is that surname
        where it stands alone, even when it looks like a noun ("dann" and "-er")."""
        seen = {w for run in runs for _, _, w in run} if self.lex.genitive_s else set()
        tails = self._particle_tails(runs)
        named = [self._name_in_run(work, run, index, seen, tails) for run in runs]
        surnames = {fold(n.words[-1]) for n in named if n is not None and len(n.words) > 1}
        if surnames and self.lex.capitalised_nouns:
            named = [
                self._name_in_run(work, run, index, seen, tails, surnames)
                if n is None and len(run) == 1 and fold(run[0][2]) in surnames
                else n
                for n, run in zip(named, runs, strict=True)
            ]
        return [n for n in named if n is not None]

    def _particle_tails(self, runs: list[list[tuple[int, int, str]]]) -> set[tuple[str, ...]]:
        """The surnames that open with a capitalised particle in a longer name of the text
        ("Le Goff" of "Arnaud Le Goff", "De Sousa" of "Rui De Sousa"), folded: such a run
        alone is the surname, not an article and a name."""
        particles = self.t.particles
        return {
            tuple(fold(w) for _, _, w in run[i:])
            for run in runs
            if len(run) > 2
            for i in range(1, len(run) - 1)
            if run[i][2].istitle()
            and run[i][2].lower() in particles
            and not any(w.isupper() for _, _, w in run)  # a shout: "GOL DE LOS VISITANTES"
        }

    def _name_in_run(
        self,
        work: str,
        run: list[tuple[int, int, str]],
        index: Index,
        seen: set[str],
        tails: set[tuple[str, ...]],
        surnames: set[str] | None = None,
    ) -> _Name | None:
        """The name in ``run`` once the words around it that are no name are taken off,
        with the roles those words give ("Referee Anthony Taylor": a referee); a word of
        ``surnames`` alone is never taken for a common noun."""
        caps = self.lex.capitalised_nouns
        roles: set[str] = set()
        trimmed = self._without_leading(work, run, roles, tails)
        if trimmed is None:
            return None
        run = self._after_inner_role(trimmed, roles) if caps else trimmed
        run = self._without_trailing(run)
        if caps:
            run = (
                [w for w in run if fold(w[2]) in (surnames or ()) or not self._common_noun(w[2])]
                if len(run) == 1
                else run
            )
        if run and self.lex.genitive_s:
            run = self._genitive(work, run, seen)
        if not run:
            return None
        sentence = index.at(run[0][0])
        opens = sentence is not None and all(
            c in _OPENING for c in work[sentence.start : run[0][0]]
        )
        if opens and len(run) > 2 and run[0][2].lower() in self.lex.verbs:
            # a verb opening the sentence before the name ("Marcó Lucas Pérez en el 80")
            run, opens = run[1:], False
        words = tuple(w for _, _, w in run)
        start = run[0][0]
        if not self._may_name(work, words, start):
            return None
        first = opens
        return _Name(start, run[-1][1], words, roles, first)

    def _without_leading(
        self,
        work: str,
        run: list[tuple[int, int, str]],
        roles: set[str],
        tails: set[tuple[str, ...]],
    ) -> list[tuple[int, int, str]] | None:
        """``run`` without its leading words that are no name ("The", "Referee",
        "Team-mate"), adding the roles they give to ``roles``; None when the run is one
        noun after an article. A surname with its particle that a longer name of the text
        ends with stays whole ("un hors-jeu de Le Goff": see ``_particle_tails``)."""
        t = self.t
        caps = self.lex.capitalised_nouns
        # A capitalised word right after an article is a noun ("der Ball", "der
        # Leipziger Openda"), unless it is a role word ("der Schiedsrichter Zwayer").
        det = caps and self._after_article(work, run[0][0])
        while (
            run
            and (len(run) < 2 or tuple(fold(w) for _, _, w in run) not in tails)
            and (
                run[0][2].lower() in t.not_names
                or run[0][2].lower() in t.role_of
                or caps
                and self._role_compound(run[0][2]) is not None
            )
        ):
            lower = run[0][2].lower()
            role = t.role_of.get(lower) or (self._role_compound(lower) if caps else None)
            if role:
                roles.add(role)
            det = caps and not role and lower in self.lex.noun_determiners
            run = run[1:]
        if det and run and len(run) > 1:
            return run[1:]
        if det and run:
            return None
        return run

    def _after_inner_role(
        self, run: list[tuple[int, int, str]], roles: set[str]
    ) -> list[tuple[int, int, str]]:
        """A role word inside the run: the name is what follows it ("Portlands
        Innenverteidiger Diego Ruiz"); its role is added to ``roles``."""
        t = self.t
        inner = [
            i
            for i, w in enumerate(run[:-1])
            if w[2].lower() in t.role_of or self._role_compound(w[2]) is not None
        ]
        if not inner:
            return run
        word = run[inner[-1]][2]
        role = t.role_of.get(word.lower()) or self._role_compound(word)
        if role:
            roles.add(role)
        return run[inner[-1] + 1 :]

    def _without_trailing(self, run: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
        """``run`` without its trailing words that are no name."""
        t = self.t
        while run and run[-1][2].lower() in t.not_names:
            if len(run) > 2 and run[-2][2][0].isupper() and run[-2][2].lower() in t.particles:
                break  # "Jasper De Vos": a capitalised particle's word is a surname
            run = run[:-1]
        return run

    def _single_words(self, work: str, single: list[_Name], registry: PersonRegistry) -> None:
        """Names of one word: the person whose name they fit, or a new person when the text
        shows the word to be a name."""
        t = self.t
        caps = self.lex.capitalised_nouns
        lower_words = {w.lower() for w in self.lex.lower_word.findall(work)}
        mid_sentence = {fold(n.words[0]) for n in single if not n.first}
        shown = self._shown(work, single) if caps else set()
        for n in single:
            word = n.words[0]
            person = registry.find(n.words)
            if person is None:
                if word in self.lex.demonyms or word.lower() in t.role_of:
                    continue
                if word.isupper() or self._word_class(word):
                    continue  # a shout ("GOL DE LOS VISITANTES"), an adverb ("Probablemente")
                after = work[n.end : n.end + 30]
                evidence = (
                    fold(word) in shown
                    if caps
                    else not n.first
                    or fold(word) in mid_sentence
                    or after.startswith(("'s", "’s", "'", "’", ","))
                    or word.lower() not in lower_words
                    and not self._label(after)
                )
                if not evidence or (n.first and word.lower() in lower_words):
                    continue
                person = registry.add(n.words)
                if person is None:
                    continue
                registry.by_key[(fold(word),)] = person
            start = n.start
            if fold(word) == fold(person.tokens[-1]):  # "van Rooijen" of Thijs van Rooijen
                start = _with_particles(work, person.tokens, start)
            person.mentions.append((start, n.end))
            person.roles |= n.roles

    def _shown(self, work: str, single: list[_Name]) -> set[str]:
        """Where nouns are capitalised, one word is a new person only when the text makes it
        one somewhere: a role word before it ("Stürmer Kane"), a verb of the patterns after
        it ("Kane köpfte"), or an apostrophe of the genitive ("Jesus' Tor")."""
        return {
            fold(n.words[0])
            for n in single
            if n.roles
            or self._verb_follows(work[n.end : n.end + 30])
            and self._subject_place(work, n.start)
            or work[n.end : n.end + 1] in "'’"
        }

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
