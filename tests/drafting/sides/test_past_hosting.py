"""The home team from a past hosting told with more than the verb between the two clubs:
a relative clause set off after the host's name ("Le Havre, qui recevait Lorient", "X,
who hosted Y", "X, das Y empfangen hatte") or the day between the verb and the guest ("X
recibió el domingo a Y"), and a feminine plural guest ("recibió a las Z"). Sentences of
our own with invented clubs, so no table gives the venue; each fails on the starting code
but the guards marked."""

from __future__ import annotations

import pytest

from tests.drafting.drafted_views import viewed

# (language, text, home, away)
HOSTINGS = [
    (
        "fr",
        "L'AS Morvelle, qui recevait le FC Tarnac dimanche, a vu son but refusé à la 77e "
        "minute : Jules Perrin était hors jeu au départ de l'action.",
        "AS Morvelle",
        "FC Tarnac",
    ),
    (
        "fr",
        "Le Stade Quillan, qui avait accueilli samedi soir l'US Brenac, a longtemps mené. "
        "À la 60e minute, Paul Caron a égalisé, mais l'assistant a levé son drapeau.",
        "Stade Quillan",
        "US Brenac",
    ),
    (
        "es",
        "El CD Arrizala recibió el domingo al UD Sotondo y perdió 0-1. En el minuto "
        "64, Iker Mendaro marcó en fuera de juego y el VAR anuló el gol.",
        "CD Arrizala",
        "UD Sotondo",
    ),
    (
        "es",
        "El Atlético Verdal recibió a las Panteras de Olmo en la jornada 9. En el minuto 30, "
        "Lucía Prado marcó, pero la asistente levantó la bandera por fuera de juego.",
        "Atlético Verdal",
        "Panteras de Olmo",
    ),
    (
        "en",
        "Harwick Rovers, who hosted Dunmore Athletic on Saturday, had a late equaliser "
        "ruled out. Sam Keane turned the ball in during the 88th minute but was offside.",
        "Harwick Rovers",
        "Dunmore Athletic",
    ),
    (
        "de",
        "Der SV Grüntal, der am Freitag den FC Oberweiden empfangen hatte, verlor 0:1. In "
        "der 70. Minute traf Jonas Brandt, doch er stand im Abseits.",
        "SV Grüntal",
        "FC Oberweiden",
    ),
    (  # a guard (passes on the starting code): the verb right before the guest
        "es",
        "El CD Arrizala recibió al UD Sotondo y perdió 0-1. En el minuto 64, Iker "
        "Mendaro marcó en fuera de juego y el VAR anuló el gol.",
        "CD Arrizala",
        "UD Sotondo",
    ),
]


@pytest.mark.parametrize(("language", "text", "home", "away"), HOSTINGS)
def test_a_past_hosting_gives_the_venue(language: str, text: str, home: str, away: str) -> None:
    v = viewed(text, language)
    assert (v["home"], v["away"]) == (home, away)


# A coming match told with the day between the verb and the guest is no venue of the
# incident's match (the preview's own reading decides it, not this one).
COMING = [
    (
        "es",
        "El CD Arrizala recibe el domingo al UD Sotondo. La semana pasada, en el "
        "campo del Real Tolmo, Iker Mendaro marcó en el minuto 64 en fuera de juego y el VAR "
        "anuló el gol.",
    ),
]


@pytest.mark.parametrize(("language", "text"), COMING)
def test_a_coming_hosting_is_not_the_incidents_venue(language: str, text: str) -> None:
    v = viewed(text, language)
    assert v["home"] != "CD Arrizala"
