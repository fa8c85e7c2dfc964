"""Turns labelled with a name in mixed case and a role in brackets at a line's start
("Hélène Varga (entraîneuse du Havre) : ...", "Periodista: ..." between): a printed press
conference or a page of reactions. Each named speaker's words are theirs, and a coach's
contrary view does not cancel the writer's position; each such turn ends with its line, so
the writer's words after it stay the writer's. A ratings line ("Name
(gardien) : 6", "Name (6) : ...") and a line-up ("Brentford (4-3-3): ...") are no turns.
Sentences written for these tests, all languages."""

from __future__ import annotations

import pytest

from tests.drafting.drafted_views import claims, viewed

CONFERENCE_FR = (
    "Le Havre – Angers : 0-0. Ligue 1, samedi soir.\n"
    "À la 70e minute, Bruno Teixido a centré pour Malo Ferrand, qui a marqué de la tête. "
    "Mais la VAR a montré que Ferrand était hors-jeu au départ du centre. But refusé.\n"
    "Question : Hélène Varga, que retenez-vous de ce but refusé ?\n"
    "Hélène Varga (entraîneuse d'Angers) : Je suis en colère. Pour moi, Malo n'est pas "
    "hors-jeu, leur défenseur le couvre.\n"
    "Question : Et la suite ?\n"
    "Hélène Varga : On continue de travailler.\n"
    "Question : Olivier Pastre, un soulagement ?\n"
    "Olivier Pastre (entraîneur du Havre) : Oui. Ferrand était hors-jeu, c'est clair, la VAR a "
    "eu raison.\n"
)

CONFERENCE_ES = (
    "Lanús 1-0 Talleres, por la fecha 5 de la Liga Profesional.\n"
    "A los 80 minutos, Iván Sosa metió un pase largo para Bruno Ledesma, que definió cruzado, "
    "pero el VAR marcó que Ledesma estaba adelantado. Gol anulado.\n"
    "Periodista: Gustavo, ¿qué viste en el gol anulado?\n"
    "Gustavo Pereyra (DT de Talleres): Bruno está habilitado, lo habilita el lateral de ellos.\n"
    "Periodista: ¿Y el equipo?\n"
    "Gustavo Pereyra: Bien, dejaron todo.\n"
    "Periodista: Ramiro, ¿sufriste?\n"
    "Ramiro Olmedo (DT de Lanús): Un poco. Pero estaba en offside, no hay nada que discutir.\n"
)

REACTIONS_DE = (
    "Kiel – Fürth 1:1. In der 85. Minute köpfte Timo Brandl nach einer Flanke von Jan Wessel "
    "ins Tor, doch der Schiedsrichter nahm den Treffer nach dem Videobeweis zurück: Brandl "
    "stand im Abseits.\n"
    "Stimmen zum Spiel:\n"
    "Ralf Körner (Trainer Greuther Fürth): „Brandl steht nicht im Abseits, das ist für mich "
    "ein reguläres Tor.“\n"
    "Timo Brandl (Stürmer Greuther Fürth): „Ich dachte, ich stehe gleich.“\n"
    "Marco Dietl (Trainer Holstein Kiel): „Er stand im Abseits, das war eine klare Sache.“\n"
)

CASES = [
    pytest.param(CONFERENCE_FR, "fr", "Malo Ferrand", "Hélène Varga", "Olivier Pastre", id="fr"),
    pytest.param(CONFERENCE_ES, "es", "Bruno Ledesma", "Gustavo Pereyra", "Ramiro Olmedo", id="es"),
    pytest.param(REACTIONS_DE, "de", "Timo Brandl", "Ralf Körner", "Marco Dietl", id="de"),
]


@pytest.mark.parametrize(("text", "language", "player", "against", "agrees"), CASES)
def test_each_labelled_speaker_speaks_their_turn(
    text: str, language: str, player: str, against: str, agrees: str
) -> None:
    said = claims(text, language)
    assert [against, "onside"] in said
    assert [agrees, "offside"] in said


@pytest.mark.parametrize(("text", "language", "player", "against", "agrees"), CASES)
def test_a_coachs_contrary_view_leaves_the_writers_position(
    text: str, language: str, player: str, against: str, agrees: str
) -> None:
    assert [player, "offside"] in viewed(text, language)["positions"]


REACTIONS_THEN_STORY_DE = (
    "Kiel – Fürth 1:1. In der 85. Minute köpfte Timo Brandl nach einer Flanke von Jan Wessel "
    "ins Tor, doch der Schiedsrichter nahm den Treffer nach dem Videobeweis zurück.\n"
    "Ralf Körner (Trainer Greuther Fürth): „Ich bin stolz auf die Mannschaft.“\n"
    "Jan Wessel (Vorlagengeber): „Ich habe nur geflankt, mehr nicht.“\n"
    "Kiels Trainer Marco Dietl sagte, Brandl habe im Abseits gestanden.\n"
    "Zum Spiel: Kiel führte durch ein Tor von Lars Ohm (20.).\n"
)


def test_a_labelled_turn_ends_with_its_line() -> None:
    said = claims(REACTIONS_THEN_STORY_DE, "de")
    assert ["Marco Dietl", "offside"] in said
    assert not any(c[0] == "Jan Wessel" and c[1] == "offside" for c in said)


RATINGS_FR = (
    "Rennes – Lorient : 1-0. À la 60e minute, Yanis Morel était hors-jeu sur le but refusé "
    "de Lorient.\n"
    "Les notes des Lorientais :\n"
    "Axel Vidal (gardien) : 6. Sûr dans ses sorties.\n"
    "Yanis Morel (attaquant) : 4. Pas en jeu sur son but refusé.\n"
    "Paul Girard (défenseur) : 5. Appliqué.\n"
)

LINEUP_EN = (
    "Brentford 1-0 Fulham. In the 70th minute Leo Ashby was offside when Sam Drury played "
    "the pass, and the goal was ruled out.\n"
    "Brentford (4-3-3): Kell; Reid, Amos, Holm, Pike; Doyle, Carr, Ives; Ashby, Drury, Lane\n"
    "Fulham (4-2-3-1): Webb; Lamb, Rowe, Finch, Pryce; Dunn, Haig; Gale, Ross, Tate; Vale\n"
    "Referee: Tom Briggs (Lancashire)\n"
)


@pytest.mark.parametrize(
    ("text", "language", "player"),
    [
        pytest.param(RATINGS_FR, "fr", "Yanis Morel", id="ratings-fr"),
        pytest.param(LINEUP_EN, "en", "Leo Ashby", id="lineup-en"),
    ],
)
def test_ratings_and_lineups_are_no_turns(text: str, language: str, player: str) -> None:
    v = viewed(text, language)
    assert v["claims"] == []
    assert [player, "offside"] in v["positions"]
