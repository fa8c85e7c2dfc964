"""Home and away and the attacking side of clubs no table lists, read from the shape of
the text (issue 32, session 49), in sentences of our own with invented clubs: a German match
at a club's told with "beim"/"zu Gast bei" before or after its verb ("Beim FC X kassierte Y
eine Niederlage", "Y musste beim X ran"), a fixture with a colon ("A : B 2:0"), a home crowd
("Vor den eigenen Fans unterlag X"); the guest by the host's word for its coming ("la
réception de X"), the host by the guest's journey ("made the trip to X", "travelled to X",
"en su visita al X") or its crowd ("Devant son public, X"). Every case fails
on main but the guards marked."""

from __future__ import annotations

import pytest
from drafted_views import viewed

Venue = tuple[str | None, str | None, str | None, str | None]


@pytest.mark.parametrize(
    ("language", "text", "want"),
    [
        (  # a guard (passes on main)
            "de",
            "Der TSV Rohrbach empfing am Samstag den SC Weidenfels. In der 55. Minute "
            "köpfte Weidenfels-Stürmer Lukas Brenner ein, doch er stand im Abseits.",
            ("TSV Rohrbach", "SC Weidenfels", "SC Weidenfels", "TSV Rohrbach"),
        ),
        (
            "de",
            "Beim FC Talheim kassierte Borussia Steinau eine 0:2-Niederlage. Der "
            "vermeintliche Anschlusstreffer der Gäste in der 80. Minute wurde wegen Abseits "
            "aberkannt.",
            ("FC Talheim", "Borussia Steinau", "Borussia Steinau", "FC Talheim"),
        ),
        (
            "de",
            "Zu Gast bei Eintracht Mühlbach verlor der VfR Oberau mit 1:2. Der Treffer von "
            "Oberau-Angreifer Tim Hasse in der 30. Minute zählte nicht, er stand im "
            "Abseits; Mühlbach-Torhüter Marvin Kühn war schon geschlagen.",
            ("Eintracht Mühlbach", "VfR Oberau", "VfR Oberau", "Eintracht Mühlbach"),
        ),
        (
            "de",
            "FC Ostermoor : SV Kranzbach 2:0\nDer Ausgleich von Kranzbach-Stürmer Nico "
            "Brandl (58.) wurde wegen Abseits zurückgenommen. KSV-Keeper Jan Wolf hatte "
            "nicht reagiert.",
            ("FC Ostermoor", "SV Kranzbach", "SV Kranzbach", "FC Ostermoor"),
        ),
        (
            "de",
            "Der SC Weidenfels musste beim TSV Rohrbach ran. Nach 40 Minuten traf Rohrbachs "
            "Mittelstürmer Elias Vogt, doch er stand im Abseits.",
            ("TSV Rohrbach", "SC Weidenfels", "TSV Rohrbach", "SC Weidenfels"),
        ),
        (  # a guard (passes on main)
            "fr",
            "L'US Varennes reçoit le FC Montbrison ce samedi. À la 62e minute, l'attaquant "
            "de Montbrison, Hugo Lenoir, a marqué de la tête, mais il était hors jeu.",
            ("US Varennes", "FC Montbrison", "FC Montbrison", "US Varennes"),
        ),
        (  # a guard (passes on main)
            "fr",
            "Le Stade Rochefort se déplaçait à l'AS Cernay. À la 75e minute, les visiteurs "
            "pensaient égaliser par Yanis Diallo, mais l'arbitre assistant a levé son "
            "drapeau.",
            ("AS Cernay", "Stade Rochefort", "Stade Rochefort", "AS Cernay"),
        ),
        (
            "fr",
            "Pour la réception de l'Olympique Beaulieu, l'US Varennes a longtemps souffert. "
            "À la 50e minute, un but de Marc Petit, l'attaquant de Varennes, a été refusé "
            "pour hors-jeu.",
            ("US Varennes", "Olympique Beaulieu", "US Varennes", "Olympique Beaulieu"),
        ),
        (  # a guard (passes on main)
            "fr",
            "En déplacement à Cernay, le FC Montbrison a vu son égalisation refusée à la "
            "88e minute : Théo Blanc était hors jeu, et le gardien de Cernay, Paul Morel, "
            "n'avait rien pu faire.",
            ("Cernay", "FC Montbrison", "FC Montbrison", "Cernay"),
        ),
        (  # a guard (passes on main)
            "fr",
            "US Varennes - FC Montbrison 1-1 (0-0)\nÀ la 70e minute, les locaux pensaient "
            "prendre l'avantage par Léo Garnier, mais le drapeau s'est levé.",
            ("US Varennes", "FC Montbrison", "US Varennes", "FC Montbrison"),
        ),
        (  # a guard (passes on main)
            "en",
            "Harwick Town hosted Dunmore Athletic on Saturday. In the 20th minute the "
            "visitors thought they had scored through Joe Marsh, but the flag went up for "
            "offside.",
            ("Harwick Town", "Dunmore Athletic", "Dunmore Athletic", "Harwick Town"),
        ),
        (
            "en",
            "Dunmore Athletic made the trip to Harwick Town on Saturday. In the 20th minute "
            "Harwick striker Joe Marsh headed in, but he was offside.",
            ("Harwick Town", "Dunmore Athletic", "Harwick Town", "Dunmore Athletic"),
        ),
        (  # a guard (passes on main)
            "es",
            "El CD Rivalta recibió al UD Somontes el domingo. En el minuto 70, los "
            "visitantes creyeron haber empatado con un cabezazo de Iker Soto, pero estaba "
            "en fuera de juego.",
            ("CD Rivalta", "UD Somontes", "UD Somontes", "CD Rivalta"),
        ),
        (  # a guard (passes on main)
            "es",
            "El UD Somontes visitó al CD Rivalta. En el minuto 70, el delantero del "
            "Rivalta, Iker Soto, marcó, pero el gol fue anulado por fuera de juego.",
            ("CD Rivalta", "UD Somontes", "CD Rivalta", "UD Somontes"),
        ),
        (
            "de",
            "Kranzbach : Ostermoor 1:1 (1:0)\nDer vermeintliche Siegtreffer der Gäste in "
            "der 88. Minute durch Tim Hasse wurde wegen Abseits aberkannt.",
            ("Kranzbach", "Ostermoor", "Ostermoor", "Kranzbach"),
        ),
        (  # a guard (passes on main)
            "es",
            "CD Rivalta 1-0 UD Somontes. En el minuto 77, Iker Soto cabeceó a la red y el "
            "portero del Rivalta, Pablo Gil, nada pudo hacer, pero el gol fue anulado por "
            "fuera de juego.",
            ("CD Rivalta", "UD Somontes", "UD Somontes", "CD Rivalta"),
        ),
        (  # a guard (passes on main)
            "en",
            "Harwick Town 0-0 Dunmore Athletic. In the 60th minute Harwick goalkeeper Sam "
            "Price was beaten by a Joe Marsh header, but Marsh was offside.",
            ("Harwick Town", "Dunmore Athletic", "Dunmore Athletic", "Harwick Town"),
        ),
        (
            "en",
            "Dunmore Athletic travelled to Harwick Town on Saturday. In the 20th minute the "
            "visitors thought they had scored through Joe Marsh, but he was offside.",
            ("Harwick Town", "Dunmore Athletic", "Dunmore Athletic", "Harwick Town"),
        ),
        (
            "fr",
            "Devant son public, l'US Varennes a été tenue en échec par le FC Montbrison "
            "(1-1). À la 80e minute, le but de Léo Garnier, l'attaquant de Varennes, a été "
            "annulé pour hors-jeu.",
            ("US Varennes", "FC Montbrison", "US Varennes", "FC Montbrison"),
        ),
        (
            "es",
            "En su visita al CD Rivalta, el UD Somontes vio cómo le anulaban un gol por "
            "fuera de juego en el minuto 70: Iker Soto estaba adelantado.",
            ("CD Rivalta", "UD Somontes", "UD Somontes", "CD Rivalta"),
        ),
        (
            "de",
            "Vor den eigenen Fans unterlag der FC Talheim dem SV Steinau mit 0:1. In der 80. "
            "Minute traf Talheims Stürmer Tim Hasse zum vermeintlichen Ausgleich, doch er "
            "stand im Abseits.",
            ("FC Talheim", "SV Steinau", "FC Talheim", "SV Steinau"),
        ),
    ],
)
def test_home_away_and_sides_of_unlisted_clubs(language: str, text: str, want: Venue) -> None:
    v = viewed(text, language)
    got = (v["home"], v["away"], v["attacking_team"], v["defending_team"])
    assert got == want


@pytest.mark.parametrize(
    ("language", "text"),
    [
        (  # a guard (passes on main): the next match's journey gives no venue
            "en",
            "Harwick Town and Dunmore Athletic drew 1-1. In the 20th minute Joe Marsh turned in "
            "a cross for Dunmore, but he was offside. Dunmore now prepare for Sunday's trip to "
            "Kestrel Rovers.",
        ),
        (  # a guard (passes on main): the next match's guest gives no venue
            "fr",
            "L'US Varennes et le FC Montbrison se sont séparés sur un nul (1-1). À la 62e "
            "minute, Hugo Lenoir a marqué pour Montbrison, mais il était hors jeu. Varennes "
            "prépare la réception de l'AS Cernay, vendredi prochain.",
        ),
        (  # a guard (passes on main): the next match at a club's gives no venue
            "de",
            "Der FC Talheim und Borussia Steinau trennten sich 1:1. In der 80. Minute traf "
            "Tim Hasse für Steinau, doch er stand im Abseits. Am Samstag muss Steinau beim "
            "SV Lindenhof ran.",
        ),
    ],
)
def test_the_next_match_gives_no_venue(language: str, text: str) -> None:
    v = viewed(text, language)
    assert (v["home"], v["away"]) == (None, None)
