"""The people a text names, found so far, and the one a new name may be part of."""

from __future__ import annotations

from drafting.people.model import Person, fold
from drafting.tables import PERSON_BASE, PERSON_END


class PersonRegistry:
    """People by their names: a name is looked up by dictionary, not by a scan of everyone
    who shares a word with it (3,000 people named "... Kane" made each new one a scan of
    the others): by their folded name, by each shorter run of words their name ends with,
    and by their first word."""

    def __init__(self) -> None:
        self.people: list[Person] = []
        #: The person each folded name (as the text wrote it) was given to.
        self.by_key: dict[tuple[str, ...], Person] = {}
        self._by_exact: dict[tuple[str, ...], dict[int, Person]] = {}
        self._by_suffix: dict[tuple[str, ...], dict[int, Person]] = {}
        self._by_first: dict[str, dict[int, Person]] = {}

    def find(self, words: tuple[str, ...]) -> Person | None:
        """The person ``words`` names: the one given that name, or the only one whose
        name it is part of (see ``is_part``) or that is part of it."""
        key = tuple(fold(w) for w in words)
        if key in self.by_key:
            return self.by_key[key]
        fits: dict[int, Person] = {}
        # Longer names that end with ``key``, or (one word) begin with it.
        groups = [self._by_suffix.get(key, {})]
        if len(key) == 1:
            groups.append(self._by_first.get(key[0], {}))
        # Shorter names that ``key`` ends with, or one word that begins it.
        groups.extend(self._by_exact.get(key[i:], {}) for i in range(1, len(key)))
        if len(key) > 1:
            groups.append(self._by_exact.get(key[:1], {}))
        for group in groups:  # every one fits: is there only one?
            for index, person in group.items():
                fits[index] = person
                if len(fits) > 1:
                    return None
        return next(iter(fits.values())) if len(fits) == 1 else None

    def add(self, words: tuple[str, ...]) -> Person | None:
        """A new person named ``words``; None when no placeholder is left (a text with
        thousands of names)."""
        if len(self.people) >= PERSON_END - PERSON_BASE:
            return None
        person = Person(len(self.people), " ".join(words), words)
        self.people.append(person)
        folded = tuple(fold(w) for w in person.tokens)
        self._by_exact.setdefault(folded, {})[person.index] = person
        for i in range(1, len(folded)):
            self._by_suffix.setdefault(folded[i:], {})[person.index] = person
        if len(folded) > 1:
            self._by_first.setdefault(folded[0], {})[person.index] = person
        return person
