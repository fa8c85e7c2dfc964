"""Claims (issue 32, session 50): a speech verb whose words turn at once ("Reddy
protested, but the decision was correct", "a protesté, mais la décision était la bonne"):
what follows the "but" is the writer's verdict, no claim of the speaker's; the speaker's
own words after the verb stay his ("protested that the decision was wrong"), and a
particle within his clause ("reklamierte aber Abseits") turns nothing. Sentences of our
own, with names of our own."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _claims(text: str, language: str) -> set[tuple[Any, ...]]:
    return {tuple(c) for c in view(drafting.draft(text, language=language))["claims"]}


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Stevenage beat Cheltenham 1-0. Callum Reddy's late goal was ruled out for "
            "offside. Reddy protested, but the decision was correct.",
            "en",
        ),
        (
            "Annecy a battu Pau 1-0. Le but de Lucas Bourdin a été refusé pour hors-jeu. "
            "Bourdin a protesté, mais la décision était la bonne.",
            "fr",
        ),
        (
            "Ulm schlug Sandhausen 1:0. Das Tor von Till Hausner zählte wegen Abseits nicht. "
            "Hausner protestierte, aber die Entscheidung war richtig.",
            "de",
        ),
        (
            "El Cartagena ganó 1-0 al Eldense. El gol de Álvaro Nieto fue anulado por fuera "
            "de juego. Nieto protestó, pero la decisión fue correcta.",
            "es",
        ),
    ],
)
def test_the_writers_verdict_after_a_turn_is_no_claim(text: str, language: str) -> None:
    # on main the verdict after the "but" was the protester's decision claim
    assert _claims(text, language) == set()


@pytest.mark.parametrize(
    ("text", "language", "claim"),
    [
        (
            "Stevenage beat Cheltenham 1-0. Callum Reddy's late goal was ruled out for "
            "offside. Reddy protested that the decision was wrong.",
            "en",
            ("Callum Reddy", "decision"),
        ),
        (
            "Annecy a battu Pau 1-0. Le but de Lucas Bourdin a été refusé pour hors-jeu. "
            "Bourdin a protesté : selon lui, la décision était une erreur.",
            "fr",
            ("Lucas Bourdin", "decision"),
        ),
    ],
)
def test_the_speakers_own_words_after_the_verb_stay_his(
    text: str, language: str, claim: tuple[str, str]
) -> None:
    assert claim in _claims(text, language)


@pytest.mark.parametrize(
    ("text", "language", "speaker"),
    [
        (
            "Servette a battu Lausanne 1-0. Le but de Noé Fontaine a été refusé pour "
            "hors-jeu. Noé Fontaine a posté dans la soirée sur Instagram : « J'étais en "
            "jeu, j'en suis certain. »",
            "fr",
            "Noé Fontaine",
        ),
        (
            "Servette a battu Lausanne 1-0. Le but de Noé Fontaine a été refusé pour "
            "hors-jeu. Interrogé, Noé Fontaine a répondu à Marc Tissot : « J'étais en jeu, "
            "j'en suis certain. »",
            "fr",
            "Noé Fontaine",
        ),
        (
            "Servette a battu Lausanne 1-0. Le but de Noé Fontaine a été refusé pour "
            "hors-jeu. La réaction de Noé Fontaine : « J'étais en jeu, j'en suis certain. »",
            "fr",
            "Noé Fontaine",
        ),
    ],
)
def test_a_name_after_a_preposition_is_not_the_speaker_named_before(
    text: str, language: str, speaker: str
) -> None:
    # on main the medium ("sur Instagram") or the one addressed was the speaker
    assert {c[0] for c in _claims(text, language)} == {speaker}


@pytest.mark.parametrize(
    ("text", "language", "speaker"),
    [
        (
            "Leeds beat Hull 2-0. Jade Morin's goal stood despite an offside.\n(11:15) "
            'Martha Quinlan sees it differently. "She moves towards the ball. For me that '
            'is offside."',
            "en",
            "Martha Quinlan",
        ),
        (
            "Leeds beat Hull 2-0. Jade Morin's goal stood despite an offside.\n67' Martha "
            'Quinlan sees it differently. "She moves towards the ball. For me that is '
            'offside."',
            "en",
            "Martha Quinlan",
        ),
        (
            "Lyon a battu Wolfsburg 2-0. Le but de Jade Morin a été validé malgré un "
            "hors-jeu.\n(11:15) Margaux Lavigne voit les choses autrement. « Elle fait un "
            "mouvement vers le ballon : pour moi, c'est hors-jeu. »",
            "fr",
            "Margaux Lavigne",
        ),
        (
            "Bayern schlug Wolfsburg 2:0. Das Tor von Jade Morin zählte trotz Abseits.\n"
            "(11:15) Martha Lange sieht das anders. „Sie macht eine Bewegung zum Ball. Für "
            "mich ist das Abseits.“",
            "de",
            "Martha Lange",
        ),
        (
            "El Betis ganó 2-0 al Sevilla. El gol de Jade Morin subió pese al fuera de "
            "juego.\n(11:15) Marta Lanza lo ve de otra manera. «Hace un movimiento hacia el "
            "balón. Para mí es fuera de juego.»",
            "es",
            "Marta Lanza",
        ),
    ],
)
def test_a_time_stamp_before_the_sentence_that_brings_in_a_quotation(
    text: str, language: str, speaker: str
) -> None:
    # on main the quotation after "(11:15) X sees it differently." had no speaker
    assert (speaker, "offside") in _claims(text, language)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Celta drew 1-1. Hugo Barreiro had a goal ruled out for offside. Nemanja Ilić "
            'saw it differently. The Serbian centre-back was blunt: "He was offside. I saw '
            'it on the screen."',
            "en",
        ),
        (
            "Le Celta a fait 1-1. Le but de Hugo Barreiro a été refusé pour hors-jeu. "
            "Nemanja Ilić voyait les choses autrement. Le défenseur serbe a été direct : "
            "« Il était hors-jeu. Je l'ai vu sur l'écran. »",
            "fr",
        ),
        (
            "El Celta empató 1-1. El gol de Hugo Barreiro fue anulado por fuera de juego. "
            "Nemanja Ilić lo veía de otra manera. El central serbio, en un castellano "
            "correcto, fue directo: «Estaba en fuera de juego. Lo vi en la pantalla.»",
            "es",
        ),
    ],
)
def test_an_epithet_that_opens_the_clause_before_a_colon(text: str, language: str) -> None:
    # on main the quotation after "The Serbian centre-back was blunt:" had no speaker
    assert _claims(text, language) == {("Nemanja Ilić", "offside")}


def test_an_officials_epithet_before_a_colon_makes_no_claim() -> None:
    text = (
        "Celta drew 1-1. Hugo Barreiro had a goal ruled out for offside. The referee was "
        'clear: "He was offside. I saw it on the screen."'
    )
    assert _claims(text, "en") == set()


@pytest.mark.parametrize(
    ("said", "about"),
    [
        ("Abseits war das für mich nicht", "onside"),
        ("Abseits gibt es bei einem Abstoß nicht", "onside"),
        ("Das war klar Abseits, da gibt es nichts zu diskutieren", "offside"),
        ("Das war Abseits, nicht mehr und nicht weniger", "offside"),
        ("Es war Abseits, das sieht man nicht oft so klar", "offside"),
    ],
)
def test_a_german_negation_at_the_end_of_the_clause_after_abseits(said: str, about: str) -> None:
    # on main "Abseits war das nicht" (the negation last, as German puts it) was offside
    text = (
        "Schalke schlug Bochum 1:0. Das Tor von Jonas Reiter zählte wegen Abseits nicht. "
        f"„{said}“, sagte Trainer Moritz Haller."
    )
    assert _claims(text, "de") == {("Moritz Haller", about)}


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Colombia drew 1-1. Manuela Rios had a goal ruled out for offside. Daniela "
            'Cuartas defends the goal fiercely. She is adamant: "Valentina is not offside, '
            'that is clear."',
            "en",
        ),
        (
            "La Colombie a fait 1-1. Le but de Manuela Ríos a été refusé pour hors-jeu. "
            "Daniela Cuartas défend le but avec force. Pour elle, le tir entrait de toute "
            "façon : « Valentina n'est pas hors-jeu. »",
            "fr",
        ),
        (
            "Kolumbien spielte 1:1. Das Tor von Manuela Ríos zählte wegen Abseits nicht. "
            "Daniela Cuartas verteidigt das Tor energisch. Für sie war der Schuss ohnehin "
            "drin: „Valentina steht nicht im Abseits.“",
            "de",
        ),
        (
            "Colombia empató 1-1. El gol de Manuela Ríos fue anulado por fuera de juego. "
            "Daniela Cuartas defiende el gol con uñas y dientes. Para ella, el disparo iba "
            "tan ajustado que entraba igual: «Valentina no está en fuera de juego.»",
            "es",
        ),
    ],
)
def test_a_pronoun_in_the_clause_before_a_colon(text: str, language: str) -> None:
    # on main "Pour elle, ... : « ... »" had no speaker
    assert _claims(text, language) == {("Daniela Cuartas", "onside")}
