"""Cues that a run of capitals is or is not a person's name: the words before it (an
article, a side's or a ground's word), its ending (an adverb, a common noun), a verb after
it, a genitive."""

from __future__ import annotations

import re

from drafting.people.runs import NameRuns

#: A capitalised first word, then one lower-case word and a colon: a label ("Short
#: version:", "Petit rappel :") when that word is no verb ("Reid said:").
_LABEL = re.compile(r" (\w+) ?:")


class NameCues(NameRuns):
    def _may_name(self, work: str, words: tuple[str, ...], start: int) -> bool:
        """``words`` at ``start`` may name a person: not only words that are no name, not
        an initial or an acronym, not a side or a ground by the words before it."""
        t = self.t
        if all(w.lower() in t.not_names or len(w) < 2 for w in words):
            return False
        if len(words) == 1 and (len(words[0]) < 2 or words[0].isupper() and len(words[0]) < 4):
            return False  # an initial or an acronym such as VAR or PSG
        if (
            len(words) == 1
            and self.lex.plural_before is not None
            and self.lex.plural_before.search(work, max(0, start - 8), start)
        ):
            return False  # "les Héraultais", "la Viola", "el Tri": a side, never a person
        if (
            len(words) == 1
            and self.lex.town_before is not None
            and self.lex.town_before.search(work, max(0, start - 40), start)
        ):
            return False  # "los de Elda", "la centrocampista de Ondarroa": a town
        # "el estadio Ramón de Carranza": a ground, never a person
        return (
            self.lex.ground_before is None
            or self.lex.ground_before.search(work, max(0, start - 24), start) is None
        )

    def _label(self, after: str) -> bool:
        """The words after a capitalised first word make it a label's ("Short version:
        ..."): one lower-case word that is no verb we know, then a colon."""
        m = _LABEL.match(after)
        return m is not None and m.group(1).islower() and m.group(1) not in self.lex.verbs

    def _word_class(self, word: str) -> bool:
        """A word whose ending makes it a word of a class that names no one (an adverb in
        "-mente", a gerund in "-iendo"): words.yaml grammar ``not_name_endings``."""
        lower = word.lower()
        return any(lower.endswith(e) and len(lower) > len(e) + 2 for e in self.lex.not_name_endings)

    def _after_article(self, work: str, start: int) -> bool:
        """An article (or a preposition with one) right before ``start``: "der Ball"."""
        if self.lex.after_determiner is None:
            return False
        return self.lex.after_determiner.search(work, max(0, start - 12), start) is not None

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
                    stem in self.t.not_names
                    or len(stem) > 5
                    and stem.endswith(self.lex.noun_suffixes)
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
        return not last[:1].islower() or last in self.lex.conjunctions

    def _verb_follows(self, after: str) -> bool:
        """The next word is a verb the patterns know ("Kane köpfte ...")."""
        words = after.split()
        return bool(words) and words[0].strip(",.;:!?").lower() in self.lex.verbs

    def _genitive(
        self, work: str, run: list[tuple[int, int, str]], seen: set[str]
    ) -> list[tuple[int, int, str]]:
        """A name in the genitive ("Kanes Tor", "Harry Kanes Kopfball") as the name: its
        last word loses its "s" when the text names it without one, or a noun follows; a
        run that goes on after such a word ("Hofstetters Lauf") ends with it."""
        for i, (_, _, inner) in enumerate(run[:-1]):
            rest = run[-1][2]  # one noun after it, named nowhere else ("Wuppertals Yilmaz")
            if (
                i == len(run) - 2
                and inner.endswith("s")
                and inner[:-1] in seen
                and len(inner) > 3
                and work.count(rest) == 1
            ):
                # "Hofstetters Lauf": the name in the genitive, then the noun it owns
                run = run[: i + 1]
                break
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
