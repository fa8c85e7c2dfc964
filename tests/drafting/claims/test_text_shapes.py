"""Claims (issue 32, session 49), by the shape of the text: in an interview, an answer
quoted after the interviewer's question on a line of its own is the speaker's who gave the
answers before; a role right before a name, after a few words that set the scene ("After
the final whistle Barrow first-team coach Declan Morrow was blunt:"), names the speaker, not
the team; a verdict on the decision ("a scandal", "the goal should have counted", "ein
reguläres Tor", "el gol debió subir") is a ``decision`` claim of its own beside the point
its sentence makes, and alone where the sentence makes no other; "auf einer Linie" is
level. Sentences of our own, with names of our own."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _claims(text: str, language: str) -> set[tuple[Any, ...]]:
    return {tuple(c) for c in view(drafting.draft(text, language=language))["claims"]}


@pytest.mark.parametrize(
    ("text", "language", "speaker", "position"),
    [
        (
            "Each week we put a talking point to a former official. This time: Callum "
            "Reddy's goal for Stevenage against Cheltenham, which stood after a VAR check.\n\n"
            "What did you make of it?\n\n"
            '"Reddy is level with the last defender when the ball is played," said the '
            'former referee Fiona Gallacher. "Nothing wrong with it."\n\n'
            "So the officials were right?\n\n"
            '"Completely. The decision was correct and the VAR was right to stay out of it."',
            "en",
            "Fiona Gallacher",
            "onside",
        ),
        (
            "Chaque semaine, un ancien arbitre revient sur une action. Cette fois, le but de "
            "Lucas Bourdin pour Annecy contre Pau, validé après vérification de la VAR.\n\n"
            "Qu'avez-vous pensé de cette action ?\n\n"
            "« Bourdin est au même niveau que le dernier défenseur au départ du ballon », "
            "explique l'ancien arbitre Pascal Dumoulin. « Il n'y a rien à redire. »\n\n"
            "Les arbitres ont donc eu raison ?\n\n"
            "« Oui, la décision est juste, la VAR n'avait aucune raison d'intervenir. »",
            "fr",
            "Pascal Dumoulin",
            "onside",
        ),
        (
            "Jede Woche legen wir einem früheren Schiedsrichter eine Szene vor. Diesmal das "
            "Tor von Till Hausner für Sandhausen gegen Ulm, das nach Prüfung durch den VAR "
            "zählte.\n\nWie haben Sie die Szene gesehen?\n\n"
            "„Hausner steht beim Pass auf einer Linie mit dem letzten Verteidiger“, sagt der "
            "frühere Schiedsrichter Uwe Brandner. „Da gibt es nichts zu diskutieren.“\n\n"
            "Die Entscheidung war also richtig?\n\n"
            "„Ja, die Entscheidung war richtig, der VAR musste nicht eingreifen.“",
            "de",
            "Uwe Brandner",
            "onside",
        ),
        (
            "Cada semana llevamos una jugada a un exárbitro. Esta vez, el gol de Álvaro Nieto "
            "para el Cartagena ante el Eldense, validado tras la revisión del VAR.\n\n"
            "¿Qué le pareció la jugada?\n\n"
            "«Nieto está en línea con el último defensor cuando sale el pase», explica el "
            "exárbitro Ramón Cifuentes. «No hay nada que discutir.»\n\n"
            "¿Entonces los árbitros acertaron?\n\n"
            "«Sí, la decisión fue correcta y el VAR no tenía por qué intervenir.»",
            "es",
            "Ramón Cifuentes",
            "onside",
        ),
    ],
)
def test_an_answer_after_a_question_line_is_the_interviewees(
    text: str, language: str, speaker: str, position: str
) -> None:
    # on main the last answer, after the second question, had no speaker
    assert _claims(text, language) == {(speaker, position), (speaker, "decision")}


def test_a_role_after_scene_setting_words_names_the_speaker_not_the_team() -> None:
    text = (
        "Oldham's late goal against Barrow stood although Barrow were sure it was offside. "
        'After the final whistle Barrow first-team coach Declan Morrow was blunt: "Their '
        'striker was a yard beyond our last man, and the goal should never have counted."'
    )
    assert _claims(text, "en") == {("Declan Morrow", "offside"), ("Declan Morrow", "decision")}


@pytest.mark.parametrize(
    ("text", "language", "speaker", "point"),
    [
        (
            "Das Tor von Fürth gegen Magdeburg wurde wegen Abseits aberkannt. Trainer Stefan "
            "Kohlmann war außer sich. „Das war nie im Leben Abseits, das ist ein Skandal“, "
            "sagte der Coach.",
            "de",
            "Stefan Kohlmann",
            "onside",
        ),
        (
            "El gol del Albacete ante el Eldense fue anulado por fuera de juego. Rubén "
            "Caparrós, técnico del Albacete, no se calló. «Es un escándalo, no había fuera de "
            "juego», dijo el técnico manchego.",
            "es",
            "Rubén Caparrós",
            "onside",
        ),
        (
            "Le but de Rodez contre Troyes a été refusé pour hors-jeu. « Il n'était pas "
            "hors-jeu, c'est scandaleux », a lâché l'entraîneur ruthénois Mathieu Carrel.",
            "fr",
            "Mathieu Carrel",
            "onside",
        ),
        (
            "Yeovil had a goal ruled out for offside against Aldershot. \"He was level, it's "
            'an absolute disgrace," said Yeovil manager Rory Penhale.',
            "en",
            "Rory Penhale",
            "onside",
        ),
        (
            "Woking's goal against Dorking was disallowed. \"Their defender chose to play the "
            "ball, so it's a deliberate play and the goal should have stood,\" said Woking "
            "manager Neil Castleton.",
            "en",
            "Neil Castleton",
            "deliberate_play",
        ),
        (
            "Le but d'Orléans contre Sète a été annulé. « Le défenseur a joué le ballon "
            "volontairement, ce but aurait dû être validé », a estimé l'entraîneur orléanais "
            "Bastien Loriot.",
            "fr",
            "Bastien Loriot",
            "deliberate_play",
        ),
        (
            "Das Tor von Aalen gegen Homburg wurde aberkannt. „Der Verteidiger spielt den "
            "Ball ganz bewusst, das Tor hätte zählen müssen“, sagte Aalens Trainer Gerd "
            "Walcher.",
            "de",
            "Gerd Walcher",
            "deliberate_play",
        ),
        (
            "El gol del Linares ante el Jaén fue anulado. «El defensa juega el balón de "
            "forma deliberada, el gol debió subir», dijo el técnico del Linares, Germán "
            "Ortuño.",
            "es",
            "Germán Ortuño",
            "deliberate_play",
        ),
    ],
)
def test_a_verdict_on_the_decision_is_a_claim_of_its_own(
    text: str, language: str, speaker: str, point: str
) -> None:
    # on main the sentence's point stood alone: the verdict beside it was lost
    assert _claims(text, language) == {(speaker, point), (speaker, "decision")}


@pytest.mark.parametrize(
    ("text", "language", "speaker"),
    [
        (
            # guard: passes on main (the decision words already say it)
            "Gateshead's goal against Halifax stood after a long look. \"It was a perfectly "
            'good goal," said Gateshead manager Owen Rattray.',
            "en",
            "Owen Rattray",
        ),
        (
            "Das Tor von Lotte gegen Rödinghausen zählte. „Das war ein reguläres Tor“, sagte "
            "Lottes Trainer Malte Brüning.",
            "de",
            "Malte Brüning",
        ),
        (
            # guard: passes on main (the decision words already say it)
            "El gol del Tarazona ante el Teruel subió al marcador. «Fue un gol totalmente "
            "legal», dijo el entrenador del Tarazona, Jorge Almunia.",
            "es",
            "Jorge Almunia",
        ),
        (
            # guard: passes on main (the decision words already say it)
            "Le but de Cholet contre Bourg a été validé. « C'était un but parfaitement "
            "valable », a déclaré l'entraîneur choletais Yves Morvan.",
            "fr",
            "Yves Morvan",
        ),
    ],
)
def test_a_verdict_alone_is_a_decision_claim(text: str, language: str, speaker: str) -> None:
    assert _claims(text, language) == {(speaker, "decision")}


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Fil de discussion : le but refusé de Karim Bensaha contre Rodez\n\n"
            "LeBleuDuNord a écrit :\nBensaha était hors-jeu d'un mètre, aucun doute.\n\n"
            "RodezForever a écrit :\nN'importe quoi, il était en jeu.",
            "fr",
        ),
        (
            # guard: passes on main (no speech verb reads "escribió:" there)
            "Hilo: el gol anulado a Mateo Lirola ante el Lugo\n\n"
            "PericoLoco escribió:\nLirola estaba en fuera de juego clarísimo.\n\n"
            "GallegoDeCorazon escribió:\nQue no, estaba en línea con el defensa.",
            "es",
        ),
    ],
)
def test_a_forum_users_handle_is_no_speaker(text: str, language: str) -> None:
    assert _claims(text, language) == set()


@pytest.mark.parametrize(
    ("text", "language", "claims"),
    [
        (
            "Das Tor von Aue wurde aberkannt. Nach dem Spiel: Aue-Trainer Gregor Lindemann "
            "ist noch immer sauer. „Jannik war nicht im Abseits, das sieht man auf jedem "
            "Bild“, sagt er bei MagentaSport.",
            "de",
            {("Gregor Lindemann", "onside")},
        ),
        (
            # guard: passes on main (a speech verb before the pronoun read otherwise)
            "Das Tor von Lotte wurde aberkannt. Trainerin Svenja Hollmann war bedient. "
            "„Merle stand nicht im Abseits“, sagte sie nach dem Spiel.",
            "de",
            {("Svenja Hollmann", "onside")},
        ),
        (
            "El gol del Slovan fue anulado por fuera de juego. El técnico del Slovan, Marek "
            "Holub, salió de la sala de prensa diciendo que «Hudec sale en línea, el VAR se "
            "equivocó».",
            "es",
            {("Marek Holub", "onside"), ("Marek Holub", "decision")},
        ),
    ],
)
def test_a_speech_verb_with_a_pronoun_or_in_the_gerund_gives_the_speaker(
    text: str, language: str, claims: set[tuple[str, str]]
) -> None:
    # on main these claims had no speaker
    assert _claims(text, language) == claims


def test_a_verdict_in_words_nobody_is_said_to_speak_is_no_claim() -> None:
    # on main the verdict beside the position added an anonymous decision claim
    text = (
        "Le but de Rodez a été refusé pour hors-jeu.\n\n"
        "« Il n'était pas hors-jeu, la décision est mauvaise. »"
    )
    assert "decision" not in {about for _, about in _claims(text, "fr")}
