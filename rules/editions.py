"""Editions of the Laws of the Game and the changes each one brought that bear on offside.

The Laws change every season (from 1 July; 1 June from 2016 to 2020). The engine
decides an incident under the edition in force on the match date, unless an edition is
given explicitly. A competition that starts before 1 July may apply the new edition
early: the edition in force is a function of the date and the competition, from the
incident's own setting or from the table of known early adopters (``EARLY_ADOPTERS``).
Each change the rules depend on is named once here, with the first
edition that has it and the clause it bears on (``CHANGES``); an edition has a change when
it is that edition or a later one. See ../shared/docs/laws.md section 1.8.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Literal

#: The names of the changes, for the type checker.
ChangeName = Literal[
    "var_in_the_laws",
    "ball_off_official_no_goal",
    "deliberate_handball_is_play",
    "armpit_line",
    "deliberate_play_criteria",
    "goalkeeper_throw_last_contact",
    "goalkeeper_eight_seconds_corner",
    "dropped_ball_to_possession",
    "restart_countdowns",
    "var_extended_scope",
    "technology_in_law_5",
]


@dataclass(frozen=True, slots=True)
class Change:
    """A change to the Laws that the offside rules depend on, and when it came in."""

    name: ChangeName
    #: The first edition that has it.
    since: str
    #: The clauses whose reading it changes.
    clauses: tuple[str, ...]
    #: Where the change is stated (the IFAB's own page where we found one, else a report).
    source: str


#: Every change the engine knows, oldest first.
CHANGES: tuple[Change, ...] = (
    # 2018/19: the VAR protocol is part of the Laws; before, VAR was an IFAB experiment.
    Change(
        "var_in_the_laws",
        "2018/19",
        ("VAR-TRIAL-1",),
        "https://www.espn.com/soccer/blog-fifa/story/3403889/var-unanimously-approved-by-ifab-and-set-to-be-used-at-world-cup-finals",
    ),
    # 2019/20: a ball that goes into the goal off a match official is no goal (Law 9.2).
    Change(
        "ball_off_official_no_goal",
        "2019/20",
        ("BALL-OFFICIAL-1",),
        "http://refereeingworld.blogspot.com/2019/03/ifab-laws-of-game-201920-changes-summary.html",
    ),
    # 2020/21: a deliberate handball by an opponent counts as a deliberate play.
    Change(
        "deliberate_handball_is_play",
        "2020/21",
        ("OFF-DP-1",),
        "https://www.yorkreferee.co.uk/ref-help/laws/law-changes-2020-21/",
    ),
    # 2021/22: the arm ends at the bottom of the armpit; the shoulder above counts.
    Change(
        "armpit_line",
        "2021/22",
        ("OFF-POS-4",),
        "https://mwfra.org.au/laws/",
    ),
    # 2022/23: the IFAB criteria for telling a deliberate play from a deflection (circular
    # of 27 July 2022, written into Law 11 from 2023/24).
    Change(
        "deliberate_play_criteria",
        "2022/23",
        ("OFF-DP-2", "OFF-DP-3"),
        "https://www.theifab.com/news/law-11-offside-deliberate-play-guidelines-clarified/",
    ),
    # 2025/26: for a goalkeeper's throw, the last point of contact is used.
    Change(
        "goalkeeper_throw_last_contact",
        "2025/26",
        ("OFF-MOJ-3",),
        "https://sstvgh.com/ifab-announces-major-rule-changes-for-2025-26-football-season/",
    ),
    # 2025/26: a goalkeeper holding the ball more than 8 seconds gives a corner kick
    # (before: an indirect free kick for holding it more than 6 seconds).
    Change(
        "goalkeeper_eight_seconds_corner",
        "2025/26",
        ("RESTART-8S-1",),
        "https://adomonline.com/ifab-clamps-down-on-goalkeepers-holding-onto-the-ball-for-too-long",
    ),
    # 2025/26: after a match official's touch, the dropped ball goes to the team that had or
    # would have gained possession, where that is clear (Law 8.2).
    Change(
        "dropped_ball_to_possession",
        "2025/26",
        ("DROP-1",),
        "https://sstvgh.com/ifab-announces-major-rule-changes-for-2025-26-football-season/",
    ),
    # 2026/27: 5-second countdowns: a late throw-in goes to the opponents, a late goal kick
    # becomes a corner kick (Laws 15 and 16).
    Change(
        "restart_countdowns",
        "2026/27",
        ("RESTART-5S-1",),
        "https://www.kbc.co.ke/ifab-introduces-new-measures-to-enhance-match-flow/",
    ),
    # 2026/27: VAR may also review second yellow cards, wrong-team identity and, as a
    # competition option, wrongly awarded corner kicks.
    Change(
        "var_extended_scope",
        "2026/27",
        ("VAR-CAT-3",),
        "http://www.thefa.com/football-rules-governance/lawsandrules/laws/football-11-11/law-changes-explained",
    ),
    # 2026/27: Law 5 lets competitions use technology, semi-automated offside included, to
    # make or change decisions.
    Change(
        "technology_in_law_5",
        "2026/27",
        ("SAOT-1",),
        "http://www.thefa.com/football-rules-governance/lawsandrules/laws/football-11-11/law-changes-explained",
    ),
)
CHANGE_NAMES: tuple[str, ...] = tuple(c.name for c in CHANGES)


@dataclass(frozen=True, slots=True)
class Unconfirmed:
    """A point about the editions we could not confirm against the IFAB's text. The
    explainer's choice on it is a named judgement call, worded (with what we found) in
    templates/laws/_words.html and shown on the clauses' rule book pages."""

    name: str
    clauses: tuple[str, ...]


UNCONFIRMED: tuple[Unconfirmed, ...] = (
    # Arms were excluded by a 2005 IFAB decision; whether the words "of all players,
    # including the goalkeepers" came in 2016/17 or 2017/18 is not confirmed.
    Unconfirmed("arms_wording_edition", ("OFF-POS-3",)),
    # The edition that added a match official to the rebound list of Law 11.2.
    Unconfirmed("official_in_rebound_list", ("OFF-OFF-3",)),
    # The edition that first carried the "first point of contact" footnote.
    Unconfirmed("first_contact_footnote", ("OFF-MOJ-2",)),
    # The 2025/26 dropped-ball change is known from the IFAB's outline, not the Law text.
    Unconfirmed("dropped_ball_outline_only", ("DROP-1",)),
    # Reports of Euro 2020 speak of the handball changes; we apply the whole 2021/22 edition.
    Unconfirmed("euro_2020_whole_edition", ("EDITION-1",)),
    # The daylight trial's reports speak of the second-last opponent only; we keep the ball.
    Unconfirmed("daylight_keeps_the_ball", ("TRIAL-DAYLIGHT-1",)),
    # The experiment's protocol (2016-2018) is taken to be the 2018/19 one.
    Unconfirmed("experiment_protocol", ("VAR-TRIAL-1",)),
)


@dataclass(frozen=True, slots=True)
class Edition:
    """One season's Laws of the Game, with the changes it has."""

    name: str
    effective: date
    changes: frozenset[str]

    def has(self, change: ChangeName) -> bool:
        """Does this edition have ``change``?"""
        return change in self.changes


#: Each edition's name and the day it took effect.
_DATES: tuple[tuple[str, date], ...] = (
    ("2016/17", date(2016, 6, 1)),
    ("2017/18", date(2017, 6, 1)),
    ("2018/19", date(2018, 6, 1)),
    ("2019/20", date(2019, 6, 1)),
    ("2020/21", date(2020, 6, 1)),
    ("2021/22", date(2021, 7, 1)),
    ("2022/23", date(2022, 7, 1)),
    ("2023/24", date(2023, 7, 1)),
    ("2024/25", date(2024, 7, 1)),
    ("2025/26", date(2025, 7, 1)),
    ("2026/27", date(2026, 7, 1)),
)
EDITION_NAMES: tuple[str, ...] = tuple(name for name, _ in _DATES)


def _edition(index: int) -> Edition:
    name, effective = _DATES[index]
    have = frozenset(c.name for c in CHANGES if EDITION_NAMES.index(c.since) <= index)
    return Edition(name, effective, have)


EDITIONS: tuple[Edition, ...] = tuple(_edition(i) for i in range(len(_DATES)))

#: The IFAB circular that set out the deliberate-play criteria took effect on the day it
#: was issued, 27 July 2022, not on the 2022/23 edition's 1 July: a match in between was
#: played before anyone had the criteria.
DELIBERATE_PLAY_CIRCULAR = date(2022, 7, 27)

EARLIEST = EDITIONS[0]
LATEST = EDITIONS[-1]


def edition_named(name: str) -> Edition:
    """Return the edition called ``name`` (for example ``"2022/23"``)."""
    for edition in EDITIONS:
        if edition.name == name:
            return edition
    raise KeyError(name)


def edition_on(day: date) -> Edition | None:
    """Return the edition in force on ``day``, or None before the earliest we encode."""
    found: Edition | None = None
    for edition in EDITIONS:
        if edition.effective <= day:
            found = edition
    return found


@dataclass(frozen=True, slots=True)
class KnownCompetition:
    """A competition known by its names, from a date, and where that is stated (an early
    adopter of an edition here, a trial in rules/trials.py)."""

    #: The competition's name as the trace gives it.
    competition: str
    #: Names an incident may give it, compared after ``competition_key`` (no years, no
    #: "FIFA"/"UEFA", lower case).
    names: tuple[str, ...]
    #: The first day it applies.
    start: date
    #: Where it is stated.
    source: str

    def named_by(self, competition: str) -> bool:
        """Does ``competition`` name it? The name must come first, whole, perhaps followed
        by a stage ("World Cup, group A"), so the "Club World Cup" is not the "World Cup",
        a World Cup qualifier is not the World Cup and the "Europa League" is not the
        "Euros"."""
        key = competition_key(competition)
        for name in self.names:
            rest = key.removeprefix(name)
            if rest == key or (rest and not rest.startswith(" ")):
                continue
            if not _OTHER_COMPETITION & set(rest.split()):
                return True
        return False


@dataclass(frozen=True, slots=True)
class EarlyAdopter(KnownCompetition):
    """A competition known to have applied an edition before the date it took effect,
    from the first day of its tournament (``start``) to the last (``end``)."""

    edition: str
    end: date


#: Known early adopters. Each is stated by the IFAB or the organiser, as reported; the
#: reports of Euro 2020 speak of the handball changes, and we take it (a judgement call,
#: named in the rule book) that the whole 2021/22 edition applied.
_TAIPEI_TIMES = "https://www.taipeitimes.com/News/sport/archives/2021/06/13/2003759081"
_BOLAVIP = (
    "https://bolavip.com/en/soccer/"
    "ifab-approves-new-rules-that-will-be-implemented-at-2026-fifa-world-cup"
)
# The names an incident may give each tournament, in the four languages the product reads
# (English, French, German, Spanish), as ``competition_key`` leaves them.
_EURO_NAMES = (
    "euro", "euros", "european championship", "european championships",
    "championnat d europe", "europameisterschaft", "fussball europameisterschaft", "em",
    "eurocopa", "campeonato europeo", "campeonato de europa",
)  # fmt: skip
_CLUB_WORLD_CUP_NAMES = (
    "club world cup", "coupe du monde des clubs", "mondial des clubs", "klub wm",
    "klub weltmeisterschaft", "club wm", "mundial de clubes", "copa mundial de clubes",
    "copa del mundo de clubes",
)  # fmt: skip
_WORLD_CUP_NAMES = (
    "world cup", "coupe du monde", "mondial", "weltmeisterschaft",
    "fussball weltmeisterschaft", "wm", "copa del mundo", "copa mundial", "mundial",
)  # fmt: skip
# A table, one tournament a line: (name, names, first day, source, edition, last day).
# fmt: off
EARLY_ADOPTERS: tuple[EarlyAdopter, ...] = (
    EarlyAdopter("UEFA Euro 2020", _EURO_NAMES, date(2021, 6, 11), _TAIPEI_TIMES, "2021/22", date(2021, 7, 11)),  # noqa: E501
    EarlyAdopter("FIFA Club World Cup 2025", _CLUB_WORLD_CUP_NAMES, date(2025, 6, 14), _BOLAVIP, "2025/26", date(2025, 7, 13)),  # noqa: E501
    EarlyAdopter("FIFA World Cup 2026", _WORLD_CUP_NAMES, date(2026, 6, 11), _BOLAVIP, "2026/27", date(2026, 7, 19)),  # noqa: E501
)
# fmt: on

#: Words a name is compared without: the organisers, "finals", and the articles of the
#: four languages ("la Coupe du monde", "l'Euro", "die WM", "el Mundial").
_DROPPED_WORDS = frozenset(
    {"fifa", "uefa", "the", "finals", "tournament", "la", "le", "les", "l", "die", "der", "das"}
    | {"el", "los", "las"}
)
#: Words after a competition's name that make it another competition: its qualifiers, its
#: clubs' edition ("Coupe du monde des clubs"), its women's or youth edition, in the four
#: languages.
_OTHER_COMPETITION = frozenset(
    {"qualifier", "qualifiers", "qualifying", "qualification", "qualifications"}
    | {"éliminatoires", "qualificatif", "qualificatifs", "qualifikation", "quali"}
    | {"eliminatorias", "eliminatoria", "clasificación", "clasificatorio", "clasificatoria"}
    | {"club", "clubs", "clubes", "klub", "women", "womens", "féminine", "frauen"}
    | {"femenina", "femenino", "feminina", "espoirs", "junioren", "juvenil", "sub"}
    | {f"u{age}" for age in range(15, 24)}
)


def competition_key(name: str) -> str:
    """``name`` case-folded ("ß" as "ss"), letters and digits only, without years, the words
    FIFA and UEFA or an article: "FIFA World Cup 2026" and "the World Cup" both become "world
    cup", "la Coupe du monde 2026" becomes "coupe du monde"."""
    words = "".join(ch if ch.isalnum() else " " for ch in name.casefold()).split()
    kept = [w for w in words if w not in _DROPPED_WORDS and not (w.isdigit() and len(w) == 4)]
    return " ".join(kept)


def known_adopter(competition: str, day: date) -> EarlyAdopter | None:
    """The early adopter that ``competition`` names (``KnownCompetition.named_by``), if
    the match falls in its tournament and before its edition took effect anyway."""
    for adopter in EARLY_ADOPTERS:
        in_time = adopter.start <= day < edition_named(adopter.edition).effective
        if in_time and adopter.named_by(competition):
            return adopter
    return None


def changes_between(then: Edition, now: Edition) -> tuple[str, ...]:
    """The changes one of the two editions has and the other has not, oldest first."""
    return tuple(c.name for c in CHANGES if (c.name in then.changes) != (c.name in now.changes))
