"""Players by name: the form names players (and the frame and officials the ball can hit)
where the model has ids. ``Roster`` reads a typed name back as an id, without regard to
accents, case or spacing ("mbappe" finds "Kylian Mbappé"), or by a last name alone when
only one player has it; ``spelled`` keeps the stored spelling of each name it read, for
the form to show."""

from __future__ import annotations

import difflib
import re
import unicodedata

from explainer.form.fields import NOBODY_WORDS, OBJECT_WORDS
from explainer.form.messages import Problem

#: The id a name that matches no player reads as (the model then refuses it too).
UNKNOWN_PLAYER = "unknown-player"

#: Letters that Unicode does not decompose into a base letter and an accent.
_LETTERS = str.maketrans(
    {
        "ø": "o",
        "Ø": "O",
        "ł": "l",
        "Ł": "L",
        "đ": "d",
        "Đ": "D",
        "ð": "d",
        "Ð": "D",
        "ß": "ss",
        "æ": "ae",
        "Æ": "AE",
        "œ": "oe",
        "Œ": "OE",
        "ı": "i",
        "þ": "th",
        "Þ": "Th",
    }
)


def fold(text: str) -> str:
    """``text`` without accents: 'Perišić' -> 'Perisic', 'Ødegaard' -> 'Odegaard'."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_LETTERS))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def slug(name: str) -> str:
    """A player id from a name: 'Ivan Perišić' -> 'ivan-perisic'."""
    ascii_name = fold(name).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")[:36]


def norm(text: str) -> str:
    """A name as compared: spaces collapsed, accents dropped, case folded."""
    return " ".join(fold(text).split()).casefold()


def new_id(base: str, used: set[str]) -> str:
    """``base``, or ``base-2``, ``base-3``, ... if taken; the id is then taken."""
    ident, k = base, 2
    while ident in used:
        ident, k = f"{base}-{k}", k + 1
    used.add(ident)
    return ident


class Roster:
    """The players listed under Players, to read the names typed elsewhere in the form."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        self.by_name: dict[str, str] = {}
        self.by_last: dict[str, list[str]] = {}
        self.teams: dict[str, str] = {}
        self.names: dict[str, str] = {}
        #: Field id -> the stored spelling of what was typed there, where it differs.
        self.spelled: dict[str, str] = {}

    def add(self, field_id: str, name: str, ident: str, team: str) -> None:
        """List a player; a second player of the same name is a problem."""
        if norm(name) in self.by_name:
            self.problems.append((field_id, "duplicate_name", {"name": name}))
        self.by_name.setdefault(norm(name), ident)
        self.by_last.setdefault(norm(name.split()[-1]), []).append(ident)
        self.teams[ident] = team
        self.names.setdefault(ident, name)

    def find(self, text: str) -> str | None:
        """The id of the player named ``text`` (whole, or by a last name only one has)."""
        key = norm(text)
        found = self.by_name.get(key)
        if found is None and len(self.by_last.get(key, [])) == 1:
            found = self.by_last[key][0]
        return found

    def resolve(
        self, field_id: str, text: str, objects: bool = False, team: str = ""
    ) -> str | None:
        """The id of the player (or object) named ``text``; a problem if there is none."""
        key = norm(text)
        if not key:
            return None
        found = self.by_name.get(key)
        if found is None and objects:
            for obj, words in OBJECT_WORDS.items():
                if key in words or key == obj:
                    return obj
        if found is None:
            found = self.find(text)
        if found is None:
            facts = {"name": text.strip(), "like": self.like(text)}
            self.problems.append((field_id, "unknown_player", facts))
            return UNKNOWN_PLAYER
        stored = self.names.get(found, "")
        if stored and " ".join(text.split()) != stored:
            self.spelled[field_id] = stored
        if team and self.teams.get(found) and self.teams[found] != team:
            self.problems.append((field_id, "wrong_team", {"name": text.strip(), "team": team}))
        return found

    def like(self, text: str) -> str:
        """The listed name closest to a name that matches none ("" when none is close)."""
        names = {norm(name): name for name in self.names.values()}
        close = difflib.get_close_matches(norm(text), list(names), n=1, cutoff=0.75)
        return names[close[0]] if close else ""

    def resolve_list(self, field_id: str, text: str, team: str = "") -> list[str] | None:
        """The ids of the players named in ``text``, separated by commas (a name that
        itself has a comma is read whole); [] for "nobody"; None when nothing is typed.
        A name that matches no player is a problem, as in ``resolve``."""
        key = norm(text)
        if not key:
            return None
        if key in NOBODY_WORDS and key not in self.by_name:
            return []
        with_commas = {_comma_key(name): name for name in self.by_name if "," in name}
        parts = [part for part in (" ".join(p.split()) for p in text.split(",")) if part]
        found: list[str] = []
        i = 0
        while i < len(parts):
            # The longest run of parts that together name a player, else the part alone.
            name, end = parts[i], i + 1
            for j in range(len(parts), i + 1, -1):
                whole = with_commas.get(_comma_key(",".join(parts[i:j])))
                if whole is not None:
                    name, end = whole, j
                    break
            ident = self.resolve(field_id, name, team=team)
            if ident is not None:
                found.append(ident)
            i = end
        # A list is shown again in the stored spellings, or not at all.
        self.spelled.pop(field_id, None)
        spelled = [self.names.get(ident, "") for ident in found]
        if found and all(spelled) and ", ".join(spelled) != " ".join(text.split()):
            self.spelled[field_id] = ", ".join(spelled)
        return found


def _comma_key(name: str) -> str:
    """A name as compared when it has commas: no spaces around them."""
    return re.sub(r"\s*,\s*", ",", norm(name))
