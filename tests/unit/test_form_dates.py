"""Dates and minutes as people write them (explainer/form/dates.py)."""

from __future__ import annotations

import pytest

from explainer.form.dates import read_date, read_minute


@pytest.mark.parametrize(
    "typed",
    [
        "10/10/2021",
        "10 Oct 2021",
        "2021-10-10",
        "10/10/21",
        "Oct 10, 2021",
        "Sunday 10th of October, 2021",
    ],
)
def test_the_ways_people_write_a_date_read_the_same(typed: str) -> None:
    reading = read_date(typed)
    assert (reading.value, reading.either) == ("2021-10-10", None)


def test_a_date_whose_day_and_month_could_be_either_way_is_asked_both_ways() -> None:
    reading = read_date("05/06/2021")
    assert reading.either == ("2021-06-05", "2021-05-06")  # 5 June, or 6 May
    assert reading.value == "05/06/2021"  # not guessed: kept as typed


@pytest.mark.parametrize(
    ("typed", "iso"), [("26/10/2022", "2022-10-26"), ("10/26/2022", "2022-10-26")]
)
def test_a_day_over_12_settles_the_order(typed: str, iso: str) -> None:
    assert read_date(typed) == read_date(iso)
    assert read_date(typed).value == iso


@pytest.mark.parametrize("typed", ["ninety", "31/02/2021", "10 Foo 2021", ""])
def test_what_is_not_a_date_comes_back_as_typed(typed: str) -> None:
    assert read_date(typed).value == typed and read_date(typed).either is None


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("90+5", ("90", "5")),
        ("90 + 5", ("90", "5")),
        ("45+2'", ("45", "2")),
        ("90'", ("90", None)),
        ("80", ("80", None)),
        ("ninety", ("ninety", None)),
    ],
)
def test_minutes_with_added_time(typed: str, read: tuple[str, str | None]) -> None:
    assert read_minute(typed) == read


@pytest.mark.parametrize(
    "typed",
    [
        "26 octobre 2022",
        "mercredi 26 octobre 2022",
        "le mercredi 26 oct. 2022",
        "26. Oktober 2022",
        "Mittwoch, 26. Okt. 2022",
        "26 de octubre de 2022",
        "miércoles, 26 de octubre de 2022",
        "26 oct 2022",
        "October 26th, 2022",
        "Oktober 26, 2022",
    ],
)
def test_months_in_french_german_and_spanish_are_read(typed: str) -> None:
    reading = read_date(typed)
    assert (reading.value, reading.either) == ("2022-10-26", None)


@pytest.mark.parametrize(
    ("typed", "iso"),
    [
        ("1er février 2022", "2022-02-01"),
        ("1 fevrier 2022", "2022-02-01"),
        ("3. März 2021", "2021-03-03"),
        ("3. Maerz 2021", "2021-03-03"),
        ("15 août 2023", "2023-08-15"),
        ("1º de enero de 2024", "2024-01-01"),
        ("7 de diciembre de 2019", "2019-12-07"),
        ("24. Dezember 2020", "2020-12-24"),
        ("12 juillet 1998", "1998-07-12"),
    ],
)
def test_each_languages_months_have_their_numbers(typed: str, iso: str) -> None:
    assert read_date(typed).value == iso


@pytest.mark.parametrize("typed", ["26 brumaire 2022", "31 février 2021", "26 de foo de 2022"])
def test_a_month_name_no_language_has_is_not_guessed(typed: str) -> None:
    assert read_date(typed) == read_date(typed).__class__(typed)


@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
def test_the_date_the_form_suggests_in_each_language_reads_back(lang: str) -> None:
    """An ambiguous date is asked again "with the month in words, like ..." (the day
    filter, in the reader's language): what the form suggests, it must read."""
    import datetime as dt

    from explainer import i18n
    from explainer.wording import day

    for iso in ("2021-06-05", "2021-05-06", "2022-10-26", "2023-08-15", "2020-12-01"):
        with i18n.speaking(lang):
            shown = day(dt.date.fromisoformat(iso))
        assert read_date(shown).value == iso, (lang, shown)


def test_a_date_out_of_range_is_worded_without_a_number_for_its_limit() -> None:
    # The model's lower bound on a date is a date, not a number: the form says the model's
    # words (found by the big form fuzz of make stress, which once gave a 500).
    from explainer import create_app
    from explainer.errors import FieldError
    from explainer.form.errors import friendly

    error = FieldError(
        "competition_rules.early_adoption.date",
        "Input should be greater than or equal to 1863-01-01",
        "greater_than_equal",
        {"ge": "1863-01-01"},
    )
    with create_app({"TESTING": True}).test_request_context("/"):
        text = friendly("competition-early_adoption-date", error)
    assert "1863-01-01" in text
