"""Home and away of clubs no table lists (issue 32, session 47), in sentences of our own
with invented clubs: a result with its score ("Almendralejo le ganó 2-1 a Villanubla"),
a draw of two clubs ("firmaron tablas"), the ground by the club's name ("en el Estadio de
Villanubla", "im Stadion Haldenrode", "au stade de Valbrune"), a live blog's minute after
a fixture, a match or a result named by its clubs ("beim 2:1 von Haldenrode gegen
Kirchmoos", "im Spiel Haldenrode – Kirchmoos", "2:1-Heimsieg gegen Kirchmoos"), and the
clubs' own words in Spanish and German ("UD", "Deportivo", "SV", "TuS"). Every case but
the guard marked fails on main."""

from __future__ import annotations

import pytest
from drafted_views import viewed


@pytest.mark.parametrize(
    ("text", "language", "home", "away"),
    [
        (
            "Anoche, Almendralejo le ganó 2-1 a Villanubla en el Estadio de Villanubla. En el "
            "minuto 70, Iván Marcos marcó y el VAR validó el gol.",
            "es",
            "Villanubla",
            "Almendralejo",
        ),
        (
            "Almendralejo y Villanubla firmaron tablas (1-1) en el campo de Almendralejo. Iván "
            "Marcos empató en el minuto 70 con un gol que el VAR revisó.",
            "es",
            "Almendralejo",
            "Villanubla",
        ),
        (
            "UD Torrelavilla perdió 1-2 ante el Deportivo Fuentesaúco en un Estadio de "
            "Torrelavilla helado. Iván Marcos marcó en fuera de juego y el VAR no intervino.",
            "es",
            "UD Torrelavilla",
            "Deportivo Fuentesaúco",
        ),
        (
            "Liga MX | Pinarejo vs. Almendralejo\n58' Arranca el segundo tiempo.\n65' ¡Gol "
            "anulado! Iván Marcos la empuja, pero el árbitro ya había pitado falta.",
            "es",
            "Pinarejo",
            "Almendralejo",
        ),
        (
            "Am Sonntag beim 2:1 von Haldenrode gegen Kirchmoos im ausverkauften Stadion "
            "Haldenrode gab es Streit. Jonas Berg traf zum 2:2, doch das Tor zählte nicht.",
            "de",
            "Haldenrode",
            "Kirchmoos",
        ),
        (
            "Im Spiel TuS Haldenrode – FSV Kirchmoos 09 fiel in der 80. Minute das 1:1: Jonas "
            "Berg stand im Abseits, der VAR griff ein.",
            "de",
            "TuS Haldenrode",
            "FSV Kirchmoos 09",
        ),
        (
            "Der SV Haldenrode hat einen 2:1-Heimsieg gegen Kirchmoos gefeiert. In der 80. "
            "Minute traf Jonas Berg, der Assistent hob die Fahne, doch der VAR gab das Tor.",
            "de",
            "SV Haldenrode",
            "Kirchmoos",
        ),
        (
            "MODERATORIN: Wir müssen reden. Pokal der Frauen, Haldenrode gegen Kirchmoos auf "
            "dem Campus, am Ende 1:2. Das Siegtor von Jonas Berg war Abseits.",
            "de",
            "Haldenrode",
            "Kirchmoos",
        ),
        (
            "Samedi au stade de Valbrune, le FC Lormoy a égalisé contre le FC Valbrune à la 80e "
            "minute, mais Paul Girard était en position de hors-jeu.",
            "fr",
            "FC Valbrune",
            "FC Lormoy",
        ),
    ],
)
def test_home_and_away_of_unlisted_clubs(text: str, language: str, home: str, away: str) -> None:
    v = viewed(text, language)
    assert (v["home"], v["away"]) == (home, away)


@pytest.mark.parametrize(
    ("text", "language", "club", "player"),
    [
        (
            "En el minuto 70, cuando CD Valdehoz atacaba, Lucas Vidal marcó, pero el VAR anuló "
            "el gol de CD Valdehoz por fuera de juego.",
            "es",
            "CD Valdehoz",
            "Lucas Vidal",
        ),
        (
            "Deportivo Valdehoz celebró el gol de Lucas Vidal en el minuto 70, pero el VAR lo "
            "anuló por fuera de juego.",
            "es",
            "Deportivo Valdehoz",
            "Lucas Vidal",
        ),
        # a club a score or a meeting shows, then a player after its name
        (
            "Minuto 71, ya 1-0 para Almagre. El volante de Almagre Tomás Lirio mete un pase a "
            "Hugo Sendra, que marca en fuera de juego. El VAR anuló el gol.",
            "es",
            "Almagre Tomás Lirio",
            "Tomás Lirio",
        ),
        (
            "En el 0-0 entre Villanubla y Peñaroja, en el minuto 55, Tomás Lirio lanzó un balón "
            "largo a Hugo Sendra. El central de Peñaroja Raúl Ocaña tocó la pelota y Sendra "
            "marcó, pero el gol fue anulado por fuera de juego.",
            "es",
            "Peñaroja Raúl Ocaña",
            "Raúl Ocaña",
        ),
        (
            "Der Ausgleich der Kickers Haldenrode zählte nicht: Jonas Berg stand im Abseits, "
            "als Kickers Haldenrode in der 80. Minute traf.",
            "de",
            "Kickers Haldenrode",
            "Jonas Berg",
        ),
    ],
)
def test_a_club_by_its_own_word_is_no_player(
    text: str, language: str, club: str, player: str
) -> None:
    names = [p["name"] for p in viewed(text, language)["players"]]
    assert club not in names
    assert player in names


def test_a_coachs_side_is_no_club() -> None:
    # a guard (passes on main): the coach named in "el equipo de X" is no club
    v = viewed(
        "El sábado, el equipo de Julián Ferro empató 0-0 con Almendralejo. «Estaba "
        "habilitado», dijo Julián Ferro.",
        "es",
    )
    assert "Julián Ferro" not in (v["home"], v["away"])
    assert v["claims"] == [["Julián Ferro", "onside"]]
