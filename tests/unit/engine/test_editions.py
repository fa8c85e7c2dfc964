"""Which edition of the Laws applies (EDITION-1), and the Law 11 changes each brought."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from law11_helpers import incident, one, qualitative, run
from pydantic import ValidationError

from explainer.errors import field_errors
from rules import EDITIONS, Incident, choose_edition, edition_named, edition_on
from rules.editions import EDITION_NAMES


def on(day: str, **overrides: Any) -> dict[str, Any]:
    match = {**incident()["match"], "date": day}
    return incident(match=match, positions=[qualitative("A2", 1)], **overrides)


@pytest.mark.parametrize(
    ("day", "edition"),
    [
        ("2016-06-01", "2016/17"),
        ("2017-05-31", "2016/17"),
        ("2017-06-01", "2017/18"),
        ("2018-06-01", "2018/19"),
        ("2019-05-31", "2018/19"),
        ("2019-06-01", "2019/20"),
        ("2020-05-31", "2019/20"),
        ("2020-06-01", "2020/21"),
        ("2021-06-30", "2020/21"),
        ("2021-07-01", "2021/22"),
        ("2022-06-30", "2021/22"),
        ("2022-07-01", "2022/23"),
        ("2023-07-01", "2023/24"),
        ("2024-06-30", "2023/24"),
        ("2024-07-01", "2024/25"),
        ("2025-06-30", "2024/25"),
        ("2025-07-01", "2025/26"),
        ("2026-07-01", "2026/27"),
        ("2027-06-30", "2026/27"),
    ],
)
def test_the_edition_in_force_on_the_match_date_applies(day: str, edition: str) -> None:
    decision = run(on(day))
    assert decision.edition == edition
    assert decision.offside_offence is True
    first = decision.trace[0]
    assert (first.rule, first.outcome) == ("EDITION-1", "match_date")
    assert first.facts == {"edition": edition, "match_date": day}
    assert {f.citation.edition for f in decision.trace} == {edition}


def test_an_explicit_edition_overrides_the_match_date() -> None:
    decision = run(on("2021-06-30"), "2021/22")
    assert decision.edition == "2021/22"
    explicit = one(decision, "EDITION-1", "explicit")
    assert explicit.facts["edition"] == "2021/22"
    assert explicit.facts["match_date"] == "2021-06-30"
    assert all(f.citation.edition == "2021/22" for f in decision.trace)


def test_an_edition_given_in_the_incident_is_used() -> None:
    decision = run(on("2021-06-30", edition="2024/25"))
    assert decision.edition == "2024/25"
    one(decision, "EDITION-1", "incident")


def test_an_explicit_edition_beats_the_incidents() -> None:
    decision = run(on("2021-06-30", edition="2024/25"), "2019/20")
    assert decision.edition == "2019/20"
    one(decision, "EDITION-1", "explicit")


def test_an_unknown_explicit_edition_is_refused() -> None:
    model = Incident.model_validate(on("2024-10-01"))
    with pytest.raises(KeyError):
        choose_edition(model, "1999/00")


def test_a_match_before_the_earliest_edition_needs_an_explicit_one() -> None:
    with pytest.raises(ValidationError) as error:
        Incident.model_validate(on("2016-05-31"))
    # The message names the field and the first edition the explainer encodes.
    [problem] = field_errors(error.value)
    assert problem.path == "match.date" and "2016/17" in problem.message
    decision = run(on("2016-05-31", edition="2016/17"))
    assert decision.edition == "2016/17"
    one(decision, "EDITION-1", "incident")


def test_choose_edition_reports_its_basis() -> None:
    model = Incident.model_validate(on("2022-10-26"))
    edition, basis = choose_edition(model)
    assert (edition.name, basis) == ("2022/23", "match_date")
    assert choose_edition(model, "2025/26")[1] == "explicit"


def test_the_editions_are_in_order_with_their_law_11_changes() -> None:
    from rules.editions import CHANGE_NAMES, ChangeName

    assert [e.name for e in EDITIONS] == list(EDITION_NAMES)
    assert [e.effective for e in EDITIONS] == sorted(e.effective for e in EDITIONS)

    def first_with(flag: ChangeName) -> str:
        return next(e.name for e in EDITIONS if e.has(flag))

    assert first_with("deliberate_handball_is_play") == "2020/21"
    assert first_with("armpit_line") == "2021/22"
    assert first_with("deliberate_play_criteria") == "2022/23"
    assert first_with("goalkeeper_throw_last_contact") == "2025/26"
    # Once in, a change stays in.
    for change in CHANGE_NAMES:
        values = [e.has(change) for e in EDITIONS]  # type: ignore[arg-type]
        assert values == sorted(values)


def test_edition_look_ups() -> None:
    assert edition_on(dt.date(2016, 5, 31)) is None
    first = edition_on(dt.date(2016, 6, 1))
    assert first is not None and first.name == "2016/17"
    on_day = edition_on(dt.date(2021, 7, 1))
    assert on_day is not None and on_day.name == "2021/22"
    assert edition_named("2021/22") is on_day
    with pytest.raises(KeyError):
        edition_named("2015/16")


def test_the_incident_model_offers_exactly_the_encoded_editions() -> None:
    from typing import get_args

    from rules.editions import EDITION_NAMES
    from rules.incident import EditionName

    assert get_args(EditionName) == EDITION_NAMES


# --- early adoption by competition ---------------------------------------------------------


def at(competition: str, day: str, **rules: Any) -> dict[str, Any]:
    data = on(day)
    data["match"]["competition"] = competition
    if rules:
        data["competition_rules"] = rules
    return data


@pytest.mark.parametrize(
    ("competition", "day", "edition", "basis"),
    [
        ("FIFA Club World Cup", "2025-06-20", "2025/26", "competition"),
        ("Club World Cup 2025", "2025-06-14", "2025/26", "competition"),
        ("FIFA Club World Cup", "2025-06-13", "2024/25", "match_date"),
        ("Major League Soccer", "2025-06-20", "2024/25", "match_date"),
        ("FIFA World Cup 2026", "2026-06-11", "2026/27", "competition"),
        ("the World Cup, round of 32", "2026-06-30", "2026/27", "competition"),
        ("FIFA World Cup qualifiers", "2026-06-11", "2025/26", "match_date"),
        ("FIFA Club World Cup", "2026-06-20", "2025/26", "match_date"),
        ("UEFA Euro 2020", "2021-06-11", "2021/22", "competition"),
        ("UEFA Europa League", "2021-06-11", "2020/21", "match_date"),
    ],
)
def test_the_edition_in_force_depends_on_the_competition(
    competition: str, day: str, edition: str, basis: str
) -> None:
    decision = run(at(competition, day))
    assert decision.edition == edition
    stated = one(decision, "EDITION-1", basis)
    assert stated.facts["edition"] == edition
    assert {f.citation.edition for f in decision.trace} == {edition}


def test_a_known_early_adopter_is_named_with_its_date_and_source() -> None:
    stated = one(run(at("FIFA Club World Cup", "2025-06-20")), "EDITION-1", "competition")
    assert stated.facts["competition"] == "FIFA Club World Cup 2025"
    assert stated.facts["adopted_from"] == "2025-06-14"
    assert str(stated.facts["source"]).startswith("https://")


def test_the_competition_setting_states_its_own_adoption_date() -> None:
    early = {"early_adoption": {"edition": "2024/25", "date": "2024-06-15"}}
    stated = one(run(at("Summer Cup", "2024-06-20", **early)), "EDITION-1", "competition")
    assert stated.facts["edition"] == "2024/25"
    assert stated.facts["competition"] == "Summer Cup"
    assert stated.facts["adopted_from"] == "2024-06-15"
    assert "source" not in stated.facts
    # Before its adoption date the competition still played the edition of the day.
    assert run(at("Summer Cup", "2024-06-14", **early)).edition == "2023/24"


def test_the_setting_wins_over_the_table() -> None:
    # A Club World Cup incident that says its competition adopted from 1 July: not early.
    early = {"early_adoption": {"edition": "2025/26", "date": "2025-06-30"}}
    assert run(at("FIFA Club World Cup", "2025-06-20", **early)).edition == "2024/25"


def test_the_explicit_and_incident_editions_still_win() -> None:
    data = at("FIFA Club World Cup", "2025-06-20")
    assert run(data, "2024/25").edition == "2024/25"
    assert run({**data, "edition": "2023/24"}).edition == "2023/24"


@pytest.mark.parametrize(
    ("early", "message"),
    [
        ({"edition": "2025/26", "date": "2025-07-01"}, "in force from 2025-07-01 anyway"),
        ({"edition": "2025/26", "date": "2024-06-30"}, "before the previous edition"),
        ({"edition": "2016/17", "date": "2016-05-01"}, "before the previous edition"),
    ],
)
def test_an_impossible_early_adoption_is_refused_naming_the_field(
    early: dict[str, str], message: str
) -> None:
    with pytest.raises(ValidationError) as error:
        Incident.model_validate(at("Summer Cup", "2025-06-20", early_adoption=early))
    [problem] = field_errors(error.value)
    assert problem.path == "competition_rules.early_adoption.date" and message in problem.message


def test_competition_names_are_compared_without_years_or_governing_bodies() -> None:
    from rules.editions import competition_key, known_adopter

    assert competition_key("FIFA World Cup 2026™") == "world cup"
    assert competition_key("The UEFA Euro 2020") == "euro"
    assert known_adopter("Women's World Cup", dt.date(2026, 6, 20)) is None
    found = known_adopter("World Cup", dt.date(2026, 6, 20))
    assert found is not None and found.edition == "2026/27"


@pytest.mark.parametrize(
    ("competition", "day", "edition"),
    [
        ("la Coupe du monde 2026", dt.date(2026, 6, 20), "2026/27"),
        ("Mondial 2026, groupe B", dt.date(2026, 6, 20), "2026/27"),
        ("die Fußball-Weltmeisterschaft", dt.date(2026, 6, 20), "2026/27"),
        ("WM 2026", dt.date(2026, 6, 20), "2026/27"),
        ("el Mundial", dt.date(2026, 6, 20), "2026/27"),
        ("Copa del Mundo 2026", dt.date(2026, 6, 20), "2026/27"),
        ("Mondial des clubs", dt.date(2025, 6, 20), "2025/26"),
        ("Klub-WM 2025", dt.date(2025, 6, 20), "2025/26"),
        ("Copa Mundial de Clubes de la FIFA", dt.date(2025, 6, 20), "2025/26"),
        ("l'Euro 2020", dt.date(2021, 6, 20), "2021/22"),
        ("Championnat d'Europe 2020", dt.date(2021, 6, 20), "2021/22"),
        ("Europameisterschaft 2021", dt.date(2021, 6, 20), "2021/22"),
        ("EM 2021", dt.date(2021, 6, 20), "2021/22"),
        ("Eurocopa", dt.date(2021, 6, 20), "2021/22"),
    ],
)
def test_an_early_adopter_is_named_in_the_four_languages(
    competition: str, day: dt.date, edition: str
) -> None:
    from rules.editions import known_adopter

    found = known_adopter(competition, day)
    assert found is not None and found.edition == edition


@pytest.mark.parametrize(
    ("competition", "day"),
    [
        ("Coupe du monde des clubs", dt.date(2026, 6, 20)),
        ("Mundial de clubes", dt.date(2026, 6, 20)),
        ("Coupe du monde féminine", dt.date(2026, 6, 20)),
        ("Copa Mundial Femenina", dt.date(2026, 6, 20)),
        ("WM der Frauen", dt.date(2026, 6, 20)),
        ("Frauen-WM", dt.date(2026, 6, 20)),
        ("Mundial Sub-20", dt.date(2026, 6, 20)),
        ("WM-Qualifikation", dt.date(2026, 6, 20)),
        ("éliminatoires de la Coupe du monde", dt.date(2026, 6, 20)),
        ("Coupe du monde, éliminatoires", dt.date(2026, 6, 20)),
        ("Eliminatorias del Mundial", dt.date(2026, 6, 20)),
        ("Euro Espoirs", dt.date(2021, 6, 20)),
        ("U21-EM", dt.date(2021, 6, 20)),
        ("Ligue Europa", dt.date(2021, 6, 20)),
    ],
)
def test_another_competition_of_the_same_name_is_no_early_adopter(
    competition: str, day: dt.date
) -> None:
    from rules.editions import known_adopter

    assert known_adopter(competition, day) is None


def test_a_known_trial_is_named_as_an_early_adopter_is() -> None:
    """One matcher (KnownCompetition.named_by): the name first and whole, perhaps a stage
    after it, never a qualifier, and only from the trial's first day."""
    from rules.trials import known_trial

    day = dt.date(2026, 5, 1)
    found = known_trial("Canadian Premier League, final", day)
    assert found is not None and found.rule == "daylight_trial"
    assert known_trial("CPL", day) is not None
    assert known_trial("la Première ligue canadienne", day) is not None
    assert known_trial("Canadian Premier League qualifier", day) is None
    assert known_trial("Canadian Premier League", dt.date(2026, 4, 3)) is None
    assert known_trial("Premier League", day) is None
