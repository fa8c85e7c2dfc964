"""The pattern tables of one language, read once from ``drafting/data/<language>/``.

The data files hold every word the extractor knows (verbs, nouns, role words, teams and
their nicknames, competitions and their aliases) and every pattern it matches, so another
language needs data files, not code. The patterns are written over sentences in which the
people, teams and grounds found in the text stand as placeholders (see ``drafting.text``);
this module turns their ``{P}``, ``{V:cross}``, ... into regular expressions.

Reading these files at import is the only I/O the package does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from drafting.lazy import LazyPattern, Regex

DATA = Path(__file__).resolve().parent / "data"

# --- placeholders -------------------------------------------------------------------------------
#: A person found in the text stands as one character of this range (its index), then fillers
#: up to the length of the words it replaces, so every position in the sentence is kept.
PERSON_BASE, PERSON_END = 0xE000, 0xEBFF
TEAM_BASE, TEAM_END = 0xEC00, 0xEDFF
GROUND_BASE, GROUND_END = 0xEE00, 0xEFFF
FILL = "\uf8ff"
#: Every character the placeholders use (the text's own private-use characters are blanked).
PRIVATE = re.compile("[\ue000-\uf8ff]")
PERSON = f"[\\u{PERSON_BASE:04x}-\\u{PERSON_END:04x}]"
TEAM = f"[\\u{TEAM_BASE:04x}-\\u{TEAM_END:04x}]"
GROUND = f"[\\u{GROUND_BASE:04x}-\\u{GROUND_END:04x}]"
MENTION = f"[\\u{PERSON_BASE:04x}-\\u{GROUND_END:04x}]{FILL}*+"


@dataclass(frozen=True)
class Team:
    name: str
    aliases: tuple[str, ...]
    grounds: tuple[str, ...]
    demonyms: tuple[str, ...]


@dataclass(frozen=True)
class Competition:
    name: str
    patterns: tuple[str, ...]


#: The YAML reader: libyaml's where PyYAML was built with it (a tenth of the time: the
#: pure-Python reader took two thirds of a second for German's tables), the same values
#: (tests/drafting/reading/test_lazy.py reads every data file with both).
LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def past_fill(source: str, at: int, limit: int | None = None) -> int:
    """Where the filler that pads a masked name ends, from ``at`` (not past ``limit``, the
    source's end by default): the first character after the name's mark."""
    end = len(source) if limit is None else limit
    while at < end and source[at] == FILL:
        at += 1
    return at


def read_data(path: Path) -> Any:
    """A data file's contents (``yaml.safe_load``, with ``LOADER``)."""
    with path.open(encoding="utf-8") as handle:
        return yaml.load(handle, Loader=LOADER)  # noqa: S506 - a safe loader


def _load(language: str, name: str) -> Any:
    return read_data(DATA / language / f"{name}.yaml")


def _alternation(words: list[str] | tuple[str, ...]) -> str:
    """``words`` as one regular-expression alternation, longest first."""
    ordered = sorted({w for w in words if w}, key=len, reverse=True)
    return "|".join(re.escape(w) for w in ordered)


def _trie(words: list[str] | tuple[str, ...]) -> str:
    """``words`` as one alternation that matches as ``_alternation(words)`` does, for a
    pattern matched case-sensitively: their common beginnings factored out ("Real
    (?:Madrid|Sociedad)"), so that a name is tried by its first letters, not one by one
    (thousands of team names at each word). A word that goes on is tried before the word
    it goes on from (an optional group is greedy): as the words the text can match at one
    place are then each the beginning of the next, they are tried longest first, as in
    ``_alternation``. (Under IGNORECASE two spellings of one word, "Ab" and "AB", would be
    tried in the trie's order, not by length: ``_alternation`` there.)"""
    root: dict[str, Any] = {}
    for word in {w for w in words if w}:
        node = root
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}
    return _trie_rest(root)


def _trie_rest(node: dict[str, Any]) -> str:
    """What may follow in the trie from ``node`` (its key "" marks a word's end)."""
    branches = []
    for char in sorted(k for k in node if k):
        run, child = re.escape(char), node[char]
        while len(child) == 1 and "" not in child:  # one way on: a run of letters
            ((char, child),) = child.items()
            run += re.escape(char)
        branches.append(run + _trie_rest(child))
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    return f"(?:{body})?" if "" in node else body


def _number_words(words: dict[str, Any]) -> tuple[str, str]:
    """{NUM} and {ORD}: numbers and ordinals in digits ("95th", "95e") or words
    ("ninety-fifth"); the ordinal suffixes of digits are the language's
    (``grammar.ordinal_suffixes``)."""
    tens = [w for w, n in words["numbers"].items() if n >= 20]
    units = [w for w, n in words["numbers"].items() if n < 10]
    unit_ord = [w for w, n in words["ordinals"].items() if n < 10]
    suffixes = "|".join(words["grammar"]["ordinal_suffixes"])
    # Between tens and units ("ninety-five", "noventa y cinco").
    join = words["grammar"].get("number_joiner") or "[- ]"
    num = (
        rf"\d{{1,3}}|(?:{_alternation(tens)})(?:{join}(?:{_alternation(units)}))?"
        rf"|{_alternation(list(words['numbers']))}"
    )
    ord_ = (
        rf"\d{{1,3}}(?:{suffixes})|(?:{_alternation(tens)}){join}(?:{_alternation(unit_ord)})"
        rf"|{_alternation(list(words['ordinals']))}"
    )
    return num, ord_


#: A pattern that never matches.
NEVER = "(?!x)x"


class Tables:
    """Everything one language's data files say, with the patterns compiled."""

    def __init__(self, language: str = "en") -> None:
        self.language = language
        words = _load(language, "words")
        patterns = _load(language, "patterns")
        teams = _load(language, "teams")
        competitions = _load(language, "competitions")
        self.words: dict[str, Any] = words
        #: The language's grammar words (determiners, possessive, elisions, ...): what the
        #: code would otherwise spell in one language (words.yaml ``grammar``).
        self.grammar: dict[str, Any] = words["grammar"]
        #: Words after an ordinal in digits ("95. Minute"), and the months: no sentence end.
        self.ordinal_nouns = frozenset(
            [w.lower() for w in self.grammar.get("ordinal_nouns") or []]
            + (list(words["months"]) if self.grammar.get("ordinal_nouns") else [])
        )
        #: Words after which a number with a full stop is an ordinal, whatever noun follows
        #: ("am 5. Spieltag", "beim 4. Versuch"): a language's noun determiners, where it
        #: writes ordinals so.
        self.ordinal_determiners = (
            frozenset(w.lower() for w in self.grammar.get("noun_determiners") or [])
            if self.ordinal_nouns
            else frozenset()
        )
        self.raw: dict[str, Any] = patterns
        self.months: dict[str, int] = words["months"]
        self.weekdays: list[str] = words["weekdays"]
        self.numbers: dict[str, int] = words["numbers"]
        self.ordinals: dict[str, int] = words["ordinals"]
        self.abbreviations = frozenset(words["abbreviations"])
        self.particles = frozenset(words["particles"])
        self.not_names = frozenset(w.lower() for w in words["not_names"])
        self.organisations: tuple[str, ...] = tuple(words["organisations"])
        self.places: tuple[str, ...] = tuple(words["places"])
        self.roles: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in words["roles"].items()}
        self.role_of: dict[str, str] = {
            word.lower(): kind for kind, items in self.roles.items() for word in items
        }
        self.unnamed: dict[str, str | None] = words["unnamed"]
        self.teams: tuple[Team, ...] = tuple(
            Team(
                t["name"],
                tuple(t.get("aliases") or ()),
                tuple(t.get("grounds") or ()),
                tuple(t.get("demonyms") or ()),
            )
            for t in teams["teams"]
        )
        self.ambiguous: dict[str, tuple[str, ...]] = {
            k: tuple(v) for k, v in (teams.get("ambiguous") or {}).items()
        }
        self.team_index = {t.name: i for i, t in enumerate(self.teams)}
        self.competitions: tuple[Competition, ...] = tuple(
            Competition(c["name"], tuple(c["patterns"])) for c in competitions
        )
        self.num, self.ord = _number_words(words)
        self.subs = self._substitutions(patterns)

    # --- building patterns ----------------------------------------------------------------------

    def _substitutions(self, patterns: dict[str, Any]) -> dict[str, str]:
        roles = [w for items in self.roles.values() for w in items]
        grammar = self.grammar
        return {
            "P": f"(?P<p>{PERSON}){FILL}*+",
            # words that may lead a person's name after a pattern's first words, the subject
            # after its verb ("köpfte der eingewechselte Stürmer Roth ein"): words.yaml
            # grammar person_lead (optional; see expand)
            "LEAD": str(grammar.get("person_lead") or ""),
            "Q": f"(?P<q>{PERSON}){FILL}*+",
            "T": f"(?P<t>{TEAM}){FILL}*+",
            "U": f"(?P<u>{TEAM}){FILL}*+",
            "G": f"(?P<g>{GROUND}){FILL}*+",
            # a place by its name, one or two capitalised words ("in Graz"): its team is
            # the one named team whose name holds it (drafting.facts.sides)
            "C": r"(?P<c>(?-i:[^\W\d_a-zß-ÿ][\w-]+(?: [^\W\d_a-zß-ÿ][\w-]+)?))(?![\w-])",
            "POSS": str(grammar["possessive"]),
            "ADV": str(grammar["adverbs"]),
            "WHO": str(grammar["relative"]),
            "AND": str(grammar["and_then"]),
            # (a word may be a compound with a name: "an Bayern-Torwart Kemper vorbei")
            "ANY": f"(?:(?:{MENTION}-)?[\\w’'-]+|{MENTION})",
            # One character of the same clause that is no person.
            "X": f"(?:(?!{PERSON})[^.;:!?])",
            "ROLE": f"(?:{_alternation(roles)})",
            # a nation's or a club's people ("the Dane", "le Marseillais"): teams.yaml demonyms
            "DEMONYM": f"(?:{_alternation([d for t in self.teams for d in t.demonyms])})",
            "ORG": f"(?-i:{_alternation(self.organisations)})",
            "BALL": " ".join(str(patterns["ball"]).split()),
            "MONTH": _alternation(list(self.months)),
            "WEEKDAY": _alternation(self.weekdays),
            "NUM": self.num,
            "ORD": self.ord,
        }

    def expand(self, template: str) -> str:
        """A data file's pattern as a regular expression."""

        def one(match: re.Match[str]) -> str:
            key = match.group(1)
            if key.startswith("V:"):
                return self._verbs(self.raw["verbs"][key[2:]])
            if key.startswith("VS:"):
                return _alternation([s for s, _ in self._split(self.raw["verbs"][key[3:]])])
            if key.startswith("VP:"):
                return self._particle([p for _, p in self._split(self.raw["verbs"][key[3:]])])
            if key.startswith("N:"):
                return _alternation(self.raw["nouns"][key[2:]])
            if key in self.subs:
                return self.subs[key]
            return match.group(0)  # a regular-expression repetition such as {0,3}

        previous = None
        out = template
        if self.subs["LEAD"] and "{P}" in template[3:]:
            # not a pattern's first {P}: a name there starts where the pattern does
            out = template[:3] + template[3:].replace("{P}", "{LEAD}{P}")
        while previous != out:  # {BALL} may itself hold placeholders
            previous, out = out, re.sub(r"\{([A-Z]+(?::[a-z_]+)?)\}", one, out)
        return out

    # --- separable verbs ("Kane zog aus 20 Metern ab") ------------------------------------------

    def _split(self, verbs: list[str]) -> list[tuple[str, str]]:
        """The entries of a verb list that are a stem and a separable particle ("zog ab"),
        as (stem, particle); none in a language without ``grammar.separable``."""
        particles = set((self.grammar.get("separable") or {}).get("particles") or ())
        out = []
        for verb in verbs:
            words = verb.split()
            if len(words) == 2 and words[1] in particles:
                out.append((words[0], words[1]))
        return out

    def _particle(self, particles: list[str]) -> str:
        """The words of a clause up to one of ``particles`` at its end (``{VP:x}``): " aus
        20 Metern ab" of "zog Kane aus 20 Metern ab,"."""
        sep = self.grammar["separable"]
        if not particles:
            return NEVER
        return (
            f"(?: {sep['gap']}){{0,{int(sep['words'])}}}? (?:{_alternation(particles)}){sep['end']}"
        )

    def _verbs(self, verbs: list[str]) -> str:
        """A verb list's alternation; a separable entry ("zog ab") also with the words of its
        clause between the stem and the particle at the clause's end."""
        split = self._split(verbs)
        if not split:
            return _alternation(verbs)
        sep = self.grammar["separable"]
        whole = {f"{s} {p}" for s, p in split}
        rest = [v for v in verbs if v not in whole]
        spread = "|".join(
            f"{re.escape(s)}(?: {re.escape(p)}\\b|(?: {sep['gap']}){{1,{int(sep['words'])}}}? "
            f"{re.escape(p)}{sep['end']})"
            for s, p in sorted(split, key=lambda x: len(x[0]), reverse=True)
        )
        return spread + ("|" + _alternation(rest) if rest else "")

    def compile(self, template: str, flags: int = re.IGNORECASE) -> Regex:
        """A data file's pattern, compiled at its first use (drafting.lazy: most of a
        language's patterns are never run on a given text, the prefilter rules them out
        from their source): a ``LazyPattern``, no ``re.Pattern``."""
        return LazyPattern(self.expand(template), flags)

    def or_never(self, section: dict[str, Any], key: str) -> Regex:
        """The pattern a language's data may give under ``key`` of ``section``, compiled; one
        that never matches when it gives none (a rule the language has no words for reads
        nothing)."""
        return self.compile(section.get(key) or NEVER)

    def optional(self, section: dict[str, Any], key: str) -> Regex | None:
        """The pattern a language's data may give under ``key`` of ``section``, compiled;
        None when it gives none."""
        return self.compile(section[key]) if section.get(key) else None


@cache
def tables(language: str = "en") -> Tables:
    """The tables of ``language`` (read and compiled once)."""
    return Tables(language)


#: English, loaded at import: the only language so far.
EN = tables("en")
