"""The probe of teams no table lists (drafting.eval.swap): invented clubs, the swap of a
paragraph's text and gold, the paragraphs it must skip. (New module: every case fails on
main, where it does not exist.)"""

from __future__ import annotations

import datetime as dt

from drafting.eval.names import LANGUAGES, same_team
from drafting.eval.score import Item
from drafting.eval.swap import _table, invented_clubs, invented_competition, swap


def _item(text: str, expected: dict, teams: list[str], language: str = "en") -> Item:
    return Item(
        ident="xx-1-probe",
        split="dev",
        text=text,
        reference_date=dt.date(2026, 1, 1),
        expected=expected,
        language=language,
        teams_named=teams,
    )


def test_invented_clubs_are_in_no_table_and_differ() -> None:
    for language in LANGUAGES:
        for seed in range(30):
            clubs = invented_clubs(language, seed, 3)
            assert len({c.place for c in clubs}) == 3
            for club in clubs:
                for lang in LANGUAGES:
                    assert not any(same_team(club.name, t["name"]) for t in _table(lang)["teams"])


def test_invented_clubs_are_deterministic() -> None:
    assert invented_clubs("de", 7, 2) == invented_clubs("de", 7, 2)


def test_invented_competition_matches_no_table_pattern() -> None:
    for language in LANGUAGES:
        assert invented_competition(language, 3)


def test_swap_replaces_full_and_short_names_in_text_and_gold() -> None:
    item = _item(
        "Arsenal 2-1 Brentford at the Emirates. Brentford's keeper Tom Lake was beaten, "
        "and Arsenal held on.",
        {"home": "Arsenal", "away": "Brentford", "attacking_team": "Arsenal"},
        ["Arsenal", "Brentford"],
    )
    out = swap(item, seed=1)
    assert out is not None
    home, away = out.expected["home"], out.expected["away"]
    assert out.expected["attacking_team"] == home
    assert f"{home} 2-1 {away}" in out.text
    assert "Arsenal" not in out.text and "Brentford" not in out.text
    assert "Emirates" not in out.text  # the ground: an invented one of the place
    assert out.teams_named == [home, away]
    assert item.expected["home"] == "Arsenal"  # the gold itself is left as it was


def test_swap_skips_a_paragraph_with_a_nickname() -> None:
    item = _item(
        "Arsenal 2-1 Brentford. The Gunners held on.",
        {"home": "Arsenal", "away": "Brentford"},
        ["Arsenal", "Brentford"],
    )
    assert swap(item) is None


def test_swap_skips_a_paragraph_with_a_derived_word_left() -> None:
    item = _item(
        "Werder Bremen gegen den VfL Bochum endete 1:0. Bremer Fans jubelten.",
        {"home": "Werder Bremen", "away": "VfL Bochum"},
        ["Werder Bremen", "VfL Bochum"],
        language="de",
    )
    assert swap(item) is None


def test_swap_maps_a_german_genitive() -> None:
    item = _item(
        "Der VfL Bochum verlor gegen Werder Bremen. Bochums Torwart Paul Riedel war machtlos.",
        {"home": "VfL Bochum", "away": "Werder Bremen"},
        ["VfL Bochum", "Werder Bremen"],
        language="de",
    )
    out = swap(item, seed=2)
    assert out is not None
    assert "Bochum" not in out.text


# --- German: a fixture of clubs no table lists, at a line's or sentence's head ----------------


def _sides(text: str, language: str) -> tuple[object, object]:
    from drafting import draft

    match = draft(text, language=language).incident.get("match", {})
    return match.get("home"), match.get("away")


def test_de_fixture_then_its_league() -> None:
    text = (
        "SV Haldern – FC Rottal 04, Regionalliga, 20. Spieltag. In der 63. Minute traf "
        "Jonas Kurz aus dem Abseits."
    )
    assert _sides(text, "de") == ("SV Haldern", "FC Rottal 04")


def test_de_fixture_then_its_result() -> None:
    text = (
        "Ich sehe das anders. TSG Brunnthal – Kickers Ebersdorf endete 1:1. In der 70. "
        "Minute stand Paul Weiß im Abseits."
    )
    assert _sides(text, "de") == ("TSG Brunnthal", "Kickers Ebersdorf")


def test_de_fixture_in_a_ticker_head() -> None:
    text = (
        "Frauen-Regionalliga: VfL Oberweiler – SC Hainbach im Liveticker\n"
        "55. | Nora Brand läuft aus dem Abseits allein auf das Tor zu."
    )
    assert _sides(text, "de") == ("VfL Oberweiler", "SC Hainbach")


def test_de_line_up_with_dashes_is_no_fixture() -> None:
    # guard: passes on main too
    text = "Aufstellung: Neuer – Kimmich, Rüdiger, Tah. In der 63. Minute traf Jonas Kurz."
    assert _sides(text, "de") == (None, None)
