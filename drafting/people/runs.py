"""Runs of capitalised words: the words a person's name may be made of, with the particles
inside a name ("Pol van Boekel") and without an elision or a possessive around it."""

from __future__ import annotations

import re

from drafting.people.structure import StructureNames
from drafting.text import Index

_TOKEN = re.compile(r"[^\W\d_]+(?:[’'\-][^\W\d_]+)*")


class NameRuns(StructureNames):
    def _unelided(self, a: int, word: str) -> tuple[int, str]:
        """The word without its elision, where it has one, and where it starts ("d'Antoine":
        "Antoine"); only words with an apostrophe are tried (an elision ends with one)."""
        if self.lex.elision is None or ("'" not in word and "’" not in word):
            return a, word
        elided = self.lex.elision.match(word)
        if (
            elided
            and elided.end() < len(word)
            and (word[0].islower() or word[elided.end()].islower())
        ):
            return a + elided.end(), word[elided.end() :]
        return a, word

    def _word_of(self, a: int, b: int, word: str) -> tuple[int, int, str, bool] | None:
        """A token as a word of a run: where it starts and ends without its elision or its
        possessive ending, and whether it had that ending; None for a contraction of a word
        that is no name ("That's"), which ends a run."""
        a, word = self._unelided(a, word)
        possessive = word.endswith(self.lex.possessive) and len(word) > 2
        if possessive:
            word, b = word[:-2], b - 2
        contraction = (
            self.lex.contraction.match(word)
            if self.lex.contraction and ("'" in word or "’" in word)
            else None
        )
        if contraction and contraction.group(1).lower() in self.t.not_names:
            return None
        return a, b, word, possessive

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
            token = self._word_of(a, b, word)
            if token is None:
                if current:
                    runs.append(current)
                current, pending = [], []
                continue
            a, b, word, possessive = token
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
