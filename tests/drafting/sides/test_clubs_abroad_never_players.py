"""Clubs no table lists, from leagues abroad, are never drafted as players (issue 32), in
sentences of our own with invented clubs: a club's word of more countries ("NK", "Hapoel",
"Juventud"), a name a strong structure gives that stands elsewhere after the rest of the
club's name ("Peak goalkeeper Kenji Mori" ... "Kawasaki Peak"), a heading's scoreline after
a label's colon and without a dash, and a club's name that opens with a capital of Latin
Extended-A ("Šiauliai"). Every case but the guards fails on the starting code."""

from __future__ import annotations

import pytest
from drafted_views import viewed


@pytest.mark.parametrize(
    ("text", "language", "club", "players"),
    [
        (
            "Kawasaki Peak played a long ball forward in stoppage time. Marinos forward Ryo "
            "Sato was offside. Peak goalkeeper Kenji Mori was beaten and the goal was "
            "disallowed.",
            "en",
            "Kawasaki Peak",
            ["Ryo Sato", "Kenji Mori"],
        ),
        (
            "Press notes: Ramat Tikva 1 Hapoel Nof Harim 2\n\nHapoel Nof Harim played a long "
            "ball forward and Ido Cohen scored from an offside position.",
            "en",
            "Hapoel Nof Harim",
            ["Ido Cohen"],
        ),
        (
            "Q: Šiauliai's winner against Banga looked offside. A: Šiauliai had a throw-in, "
            "Tomas Lukas threw it long and Rokas Petras shot past Mindaugas Stonys.",
            "en",
            "Šiauliai",
            ["Rokas Petras", "Mindaugas Stonys"],
        ),
        (
            "Juventud Arenera botó un saque de esquina en el minuto 80 y Mateo Gil remató "
            "solo, en fuera de juego. El árbitro anuló el gol.",
            "es",
            "Juventud Arenera",
            ["Mateo Gil"],
        ),
        (
            "In der 70. Minute schlug NK Podgorje einen langen Ball, Luka Horvat stand im "
            "Abseits und traf. Der Schiedsrichter nahm das Tor zurück.",
            "de",
            "NK Podgorje",
            ["Luka Horvat"],
        ),
        # guards (pass on the starting code): a surname after its first name stays a
        # person's, though a result's structure names it alone
        (
            "El sábado, el equipo de Julián Ferro empató 0-0 con Almendralejo. «Estaba "
            "habilitado», dijo Julián Ferro.",
            "es",
            "Ferro",
            ["Julián Ferro"],
        ),
        (
            "Lionel Messi swept a low finish into the far corner. Messi's equaliser against "
            "Mexico was ruled out for offside.",
            "en",
            "Messi",
            ["Lionel Messi"],
        ),
        (
            # a role word before the name: a person's, though "Wray's fellow striker"
            # names him alone as a team's word would
            "Ben Tolley headed in from a corner, but team-mate Oscar Wray had been standing "
            "in an offside position and the goal was ruled out. Wray's fellow striker Sam "
            "Pike was furious.",
            "en",
            "Wray",
            ["Ben Tolley", "Oscar Wray"],
        ),
        (
            # a role word that opens the sentence is no word of the name: "Holm's coach"
            # names her alone, but "Centre-back Ada Holm" is a person
            "Lena Berg crossed from the left. Centre-back Ada Holm headed the ball straight "
            "to Tove Lind, who scored from an offside position. Holm's coach said that the "
            "header was a deflection.",
            "en",
            "Holm",
            ["Lena Berg", "Ada Holm", "Tove Lind"],
        ),
    ],
)
def test_a_club_abroad_is_no_player(
    text: str, language: str, club: str, players: list[str]
) -> None:
    names = [p["name"] for p in viewed(text, language)["players"]]
    assert club not in names
    assert names == players


def test_a_heading_scoreline_after_a_label_gives_home_and_away() -> None:
    v = viewed(
        "Press notes: Ramat Tikva 1 Hapoel Nof Harim 2\n\nHapoel Nof Harim played a long "
        "ball forward and Ido Cohen scored from an offside position.",
        "en",
    )
    assert (v["home"], v["away"]) == ("Ramat Tikva", "Hapoel Nof Harim")
