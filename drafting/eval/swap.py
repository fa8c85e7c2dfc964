"""A probe for teams (and competitions) no table lists: every team a dev paragraph's gold
names is swapped, in the text and in the gold alike, for an invented club of the
language's style, and the paragraph drafted and scored as ``run.py`` does, beside the
unswapped figures of the same paragraphs.

    python -m drafting.eval.swap --split dev [--lang L] [--competitions] [--seed N] [--full]

A team's forms in the text are its gold names and its table aliases that occur there
(case-sensitively, whole words): a full name becomes the invented club's name, a single word
of it the invented club's place ("Norwich" for "Norwich City"), a ground an invented ground
of that place. A paragraph where a trace of a swapped team is left (a nickname, a demonym,
an acronym, a short name such as "City": nothing that can be mapped safely) is skipped.
With ``--competitions`` the gold's competition is swapped too (its table patterns, or its
gold name, in the text), for an invented one of a plausible shape. Nothing is written: the
eval's golds and ``run.py``'s figures stay as they are.
"""

from __future__ import annotations

import argparse
import copy
import random
import re
import sys
import zlib
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

import yaml

from drafting.eval.names import AFFIXES, DATA_ROOT, LANGUAGES, same_team
from drafting.eval.score import FIELDS, Item, Result, evaluate, load, overall, totals
from drafting.people import fold

#: Parts of invented clubs, per language: (prefixes, places, suffixes); a name is a prefix
#: and a place, or a place and a suffix.
PARTS: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    "en": (
        (),
        ("Harbury", "Kestrel", "Ashcombe", "Wendling", "Brackenbury", "Coldwater", "Thornley"),
        ("Town", "Rovers", "Borough", "Wanderers", "Albion", "United"),
    ),
    "fr": (
        ("FC", "US", "AS", "Stade", "Olympique", "SC"),
        ("Montclaire", "Ravenne", "Valbrune", "Lormoy", "Bressange", "Cazillac", "Vernolles"),
        (),
    ),
    "de": (
        ("SV", "FC", "TSG", "VfB", "VfL", "SC", "Eintracht"),
        ("Eichwald", "Lindenau", "Hohenbrück", "Altmühlen", "Wiesenfeld", "Kranzberg", "Tannrode"),
        (),
    ),
    "es": (
        ("Deportivo", "CD", "CF", "UD", "Real", "Sporting"),
        ("Almagre", "Castroverde", "Peñalba", "Valdecañas", "Torremolar", "Villaseca", "Aldaruz"),
        (),
    ),
}
#: An invented ground of a place, per language.
GROUNDS = {
    "en": "{place} Park",
    "fr": "stade de {place}",
    "de": "Stadion {place}",
    "es": "Estadio de {place}",
}
#: Invented competitions, per language: first parts and second parts.
COMPETITIONS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "en": (
        ("Northern", "Midland", "Wessex", "Eastern Counties"),
        ("Premier Division", "Combination League", "Senior League"),
    ),
    "fr": (
        ("Championnat National 3", "Régional 1", "Division d'Honneur"),
        ("Occitanie", "Bretagne", "Grand Est"),
    ),
    "de": (("Oberliga", "Verbandsliga", "Landesliga"), ("Süd-West", "Nordost-Mitte", "Hessen-Süd")),
    "es": (
        ("Segunda Autonómica", "Tercera Federación", "Liga Regional"),
        ("de Ascenso", "Grupo Sur", "Norte"),
    ),
}
_EDGE_L, _EDGE_R = r"(?<![\w-])", r"(?!\w)"
#: Words of club names that say nothing of which club ("United", "FC"): not a trace.
#: (the affixes a name may carry or drop, and the words of many clubs' names)
_GENERIC = AFFIXES | frozenset(
    [
        "del",
        "united",
        "city",
        "town",
        "real",
        "sporting",
        "athletic",
        "atletico",
        "olympique",
        "stade",
        "borussia",
        "eintracht",
        "deportivo",
        "racing",
        "rovers",
        "wanderers",
        "albion",
        "county",
        "inter",
        "saint",
        "st",
        "sport",
        "sports",
        "olympic",
        "union",
        "us",
        "og",
        "calcio",
        "1",
        "2",
    ]
)


@dataclass(frozen=True)
class Club:
    name: str
    place: str

    @property
    def forms(self) -> tuple[str, str]:
        return self.name, self.place


@cache
def _table(language: str) -> dict[str, Any]:
    path = DATA_ROOT / language / "teams.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8")) or {}


@cache
def _listed_words() -> frozenset[str]:
    """Every word of every team name, alias and ground of every language's table."""
    words: set[str] = set()
    for language in LANGUAGES:
        for team in _table(language).get("teams", []):
            for name in [team["name"], *(team.get("aliases") or []), *(team.get("grounds") or [])]:
                words.update(fold(name).replace("-", " ").split())
    return frozenset(words)


def invented_clubs(language: str, seed: int, count: int) -> list[Club]:
    """``count`` invented clubs of a language's style, with different places, none of whose
    place words any table lists."""
    prefixes, places, suffixes = PARTS[language]
    rng = random.Random(seed)
    chosen = rng.sample(places, count)
    clubs = []
    for place in chosen:
        assert fold(place) not in _listed_words(), place
        name = f"{rng.choice(prefixes)} {place}" if prefixes else f"{place} {rng.choice(suffixes)}"
        if language == "de" and rng.random() < 0.4:
            name += f" {rng.choice(('1911', '09', '1898', '04'))}"
        assert not any(same_team(name, team["name"]) for team in _table(language)["teams"])
        clubs.append(Club(name, place))
    return clubs


def invented_competition(language: str, seed: int) -> str:
    first, second = COMPETITIONS[language]
    rng = random.Random(seed)
    name = f"{rng.choice(first)} {rng.choice(second)}"
    assert not any(p.search(name) for _, p in _competition_patterns(language)), name
    return name


@cache
def _competition_patterns(language: str) -> list[tuple[str, re.Pattern[str]]]:
    path = DATA_ROOT / language / "competitions.yaml"
    out = []
    for entry in yaml.safe_load(path.read_text(encoding="utf-8")) or []:
        for pattern in entry.get("patterns") or []:
            source = pattern.replace("{year}", r"\d{4}")
            out.append((entry["name"], re.compile(rf"\b(?:{source})\b")))
    return out


def _entry(language: str, gold: str) -> dict[str, Any] | None:
    """The language's table entry of a gold team name."""
    for team in _table(language).get("teams", []):
        if any(same_team(gold, n) for n in [team["name"], *(team.get("aliases") or [])]):
            return dict(team)
    return None


def _found(form: str, text: str) -> bool:
    """A form in the text, whole words (its first letter also as a capital: "The Gunners")."""
    first = f"[{re.escape(form[0])}{re.escape(form[0].upper())}]" if form else ""
    return re.search(_EDGE_L + first + re.escape(form[1:]) + _EDGE_R, text) is not None


def _gold_teams(item: Item) -> list[str]:
    """The gold's team names, one per team (the first name met of each)."""
    names = list(item.teams_named)
    for gold in item.golds:
        names += [
            str(gold[k])
            for k in ("home", "away", "attacking_team", "defending_team")
            if gold.get(k)
        ]
    out: list[str] = []
    for name in names:
        if not any(same_team(name, o) for o in out):
            out.append(name)
    return out


def _mapping(item: Item, teams: list[str], clubs: list[Club]) -> dict[str, str] | None:
    """Each form of the teams in the text, to its invented form; None where a trace of a
    team would be left that cannot be mapped safely."""
    mapping: dict[str, str] = {}
    leftovers: list[str] = []
    traces: set[str] = set()
    for gold, club in zip(teams, clubs, strict=True):
        entry = _entry(item.language, gold)
        names = [gold, *(n for n in item.teams_named if same_team(n, gold))]
        if entry is not None:
            names += [entry["name"], *(entry.get("aliases") or [])]
            for ground in entry.get("grounds") or []:
                if _found(ground, item.text):
                    mapping[ground] = GROUNDS[item.language].format(place=club.place)
            leftovers += [*(entry.get("demonyms") or [])]
            leftovers += [
                k
                for k, v in (_table(item.language).get("ambiguous") or {}).items()
                if entry["name"] in v
            ]
        words = {
            w
            for n in [gold, entry["name"] if entry else gold]
            for w in fold(n).replace("-", " ").split()
        }
        for form in dict.fromkeys(names):
            if not _found(form, item.text):
                continue
            if not words & set(fold(form).replace("-", " ").split()):
                return None  # a nickname or an acronym
            single = len(form.split()) == 1 and fold(form) != fold(entry["name"] if entry else gold)
            new = club.place if single else club.name
            mapping[form] = new.upper() if form.isupper() and len(form) > 3 else new
        if not any(_found(f, item.text) for f in names):
            return None  # the gold's name is not in the text as such
        leftovers += [n for n in names if n not in mapping]
        raw = {
            w for n in [gold, entry["name"] if entry else gold] for w in n.replace("-", " ").split()
        }
        traces.update(w for w in raw if fold(w) not in _GENERIC and len(w) > 2 and not w.isdigit())
        if item.language == "de":  # a genitive: "Bremens"
            for form, new in list(mapping.items()):
                if not form.endswith("s") and _found(form + "s", item.text):
                    mapping[form + "s"] = new + ("" if new.endswith("s") else "s")
    swapped = _apply(item.text, mapping)
    if any(_found(t, swapped) for t in leftovers):
        return None
    if any(re.search(rf"(?<!\w){re.escape(w)}", swapped) for w in traces):
        return None  # a trace of a team: a derived word, a city, a part of a name
    return mapping


def _apply(text: str, mapping: dict[str, str]) -> str:
    if not mapping:
        return text
    forms = sorted(mapping, key=len, reverse=True)
    pattern = re.compile(_EDGE_L + "(?:" + "|".join(re.escape(f) for f in forms) + ")" + _EDGE_R)
    return pattern.sub(lambda m: mapping[m.group(0)], text)


def _swap_gold(gold: dict[str, Any], teams: list[str], clubs: list[Club]) -> dict[str, Any]:
    out = copy.deepcopy(gold)
    for key in ("home", "away", "attacking_team", "defending_team"):
        if out.get(key):
            club = next(
                (c for t, c in zip(teams, clubs, strict=True) if same_team(out[key], t)), None
            )
            if club is not None:
                out[key] = club.name
    return out


def _swap_competition(item: Item, text: str, seed: int) -> tuple[str, str | None] | None:
    """The text with its gold competition swapped, and the swapped name; None where the
    competition is not found in the text."""
    named = {str(g["competition"]) for g in item.golds if g.get("competition")}
    if not named:
        return text, None
    if len(named) > 1:
        return None
    gold = named.pop()
    new = invented_competition(item.language, seed)
    patterns = [p for name, p in _competition_patterns(item.language) if same_team(name, gold)]
    patterns.append(re.compile(_EDGE_L + re.escape(gold) + _EDGE_R))
    out = text
    for p in patterns:
        out = p.sub(new, out)
    return (out, new) if out != text else None


def swap(item: Item, seed: int = 0, competitions: bool = False) -> Item | None:
    """The paragraph with its teams (and competition) swapped, or None (skipped)."""
    teams = _gold_teams(item)
    if not teams or len(teams) > len(PARTS[item.language][1]):
        return None
    mine = seed * 1_000_003 + zlib.crc32(item.ident.encode())
    clubs = invented_clubs(item.language, mine, len(teams))
    mapping = _mapping(item, teams, clubs)
    if mapping is None:
        return None
    text = _apply(item.text, mapping)
    golds = [_swap_gold(g, teams, clubs) for g in item.golds]
    if competitions:
        done = _swap_competition(item, text, mine)
        if done is None:
            return None
        text, new = done
        for g in golds:
            if new and g.get("competition"):
                g["competition"] = new
    named = [
        next(c.name for t, c in zip(teams, clubs, strict=True) if same_team(n, t))
        for n in item.teams_named
    ]
    if item.candidates:
        return replace(item, text=text, candidates=golds, teams_named=named)
    return replace(item, text=text, expected=golds[0], teams_named=named)


#: The fields the probe is about, in the order it lists them.
PROBED = (
    "competition", "home", "away", "attacking_team", "defending_team", "players",
    "players.team", "players.goalkeeper", "sequence.by", "positions",
)  # fmt: skip


def _fmt(value: float | None) -> str:
    return "   -" if value is None else f"{value:.2f}"


def side_by_side(before: list[Result], after: list[Result], fields: tuple[str, ...]) -> str:
    """Per language: each field's P/R unswapped and swapped."""
    langs = [lang for lang in LANGUAGES if any(r.item.language == lang for r in before)]
    head = f"{'field':<24}" + "".join(
        f"{lang + ' P':>7}{'R':>5}{'swP':>6}{'swR':>5}" for lang in langs
    )
    lines = [head]
    tot = {lang: (totals(before, None, lang), totals(after, None, lang)) for lang in langs}
    for name in (*fields, "overall"):
        row = f"{name:<24}"
        for lang in langs:
            cells = [overall(t) if name == "overall" else t[name] for t in tot[lang]]
            row += f"{_fmt(cells[0].precision):>7}{_fmt(cells[0].recall):>5}"
            row += f"{_fmt(cells[1].precision):>6}{_fmt(cells[1].recall):>5}"
        lines.append(row)
    for lang in langs:
        mixed = [
            sorted({n for r in rs if r.item.language == lang for n in r.teams_as_players})
            for rs in (before, after)
        ]
        lines.append(
            f"  {lang}: teams drafted as players {len(mixed[0])}"
            f" -> swapped {len(mixed[1])} {mixed[1]}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", choices=("dev",), default="dev")
    parser.add_argument("--lang", choices=LANGUAGES)
    parser.add_argument("--competitions", action="store_true", help="swap competitions too")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--full", action="store_true", help="every field, not the probed ones")
    parser.add_argument("--show", default=None, help="print one swapped paragraph's text and draft")
    args = parser.parse_args(argv)
    items = load(languages=(args.lang,) if args.lang else LANGUAGES, splits=("dev",))
    if args.show:
        items = [i for i in items if i.ident.startswith(args.show)]
    pairs = [(i, s) for i in items if (s := swap(i, args.seed, args.competitions)) is not None]
    if args.show:
        from drafting.eval.run import main as run_main  # noqa: F401  (the same view)

        for _, s in pairs:
            print(s.text)
            print(s.golds)
            (r,) = evaluate([s])
            print(r.candidates or r.predicted)
            print(
                {k: (c.fp, c.fn) for k, c in r.counts.items() if c.fp or c.fn}, r.teams_as_players
            )
        return 0
    kept = {lang: sum(1 for i, _ in pairs if i.language == lang) for lang in LANGUAGES}
    every = {lang: sum(1 for i in items if i.language == lang) for lang in LANGUAGES}
    print(
        f"swapped {len(pairs)} of {len(items)} paragraphs (seed {args.seed}"
        f"{', competitions too' if args.competitions else ''}): "
        + ", ".join(f"{lang} {kept[lang]}/{every[lang]}" for lang in LANGUAGES if every[lang])
    )
    before = evaluate([i for i, _ in pairs])
    after = evaluate([s for _, s in pairs])
    print(side_by_side(before, after, FIELDS if args.full else PROBED))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
