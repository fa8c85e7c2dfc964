"""Transcripts (issue 32, sessions 44 and 46): a guest labelled in capitals speaks their
turns where the host's label names nobody ("HOST:", "MODERATORIN:"), where the guest's label
carries their role in brackets, where a label is a first name the text gives in full, or a
speaker's initials (also with full stops, "N. G.:"); another person's words told in a turn
stay that person's. A live blog's or a newsletter's heads ("Update:", "Analyse:", "THE
MATCH:") beside one person's name are no transcript, so the writer's lines after the name
are not that person's words; a head in capitals before a sentence does not hide its subject,
the speaker of the quotation after it. Sentences written for these tests, all languages."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _claims(text: str, language: str) -> list[list[Any]]:
    return [list(c) for c in view(drafting.draft(text, language=language))["claims"]]


HOSTED_EN = (
    "[Transcript, The Near Post, episode 8]\n"
    "HOST: Millwall 1-1 Luton on Saturday, and a late goal ruled out. Walk us through it, Ben.\n"
    "BEN ASHDOWN (former referee): Rico Vane was a yard offside when the ball was played, "
    "no doubt about it.\n"
    "HOST: And the VAR?\n"
    "BEN ASHDOWN: It checked and stayed out of it. The decision was correct.\n"
)

HOSTS_NAMED_FR = (
    "[Transcription – « Le Banc », épisode 30, avec Hugo Marchetti et Inès Baudry]\n"
    "HUGO : On commence avec Reims - Metz, 1-1, et le but refusé à la 80e minute.\n"
    "INÈS : Pour moi, il n'y a pas hors-jeu. Il est en jeu, il part au bon moment.\n"
    "HUGO : La VAR a pourtant tranché.\n"
)

INITIALS_ES = (
    "Hablamos con Tomás Ibarra, exárbitro internacional, sobre el gol anulado al Getafe.\n"
    "P: ¿Era fuera de juego?\n"
    "TI: Sí, el delantero estaba adelantado, es fuera de juego claro.\n"
    "P: ¿Y el VAR?\n"
    "TI: Hizo bien en no intervenir.\n"
)

TOLD_IN_A_TURN_DE = (
    "[Transkript, „Nachspielzeit“, Folge 12]\n"
    "MODERATORIN: Bochum gegen Kiel, 2:2, und das Tor in der 88. Minute.\n"
    "PETRA LOHMANN: Der Kieler Trainer Jens Oberdorf sagte nach dem Spiel, die Entscheidung sei "
    "falsch gewesen, weil sein Verteidiger gestoßen wurde.\n"
    "MODERATORIN: Und du?\n"
    "PETRA LOHMANN: Für mich steht der Stürmer klar im Abseits.\n"
)


def test_a_guest_speaks_where_the_host_is_a_role_and_the_label_has_a_bracket() -> None:
    claims = _claims(HOSTED_EN, "en")
    assert ["Ben Ashdown", "offside"] in claims
    assert all(c[0] == "Ben Ashdown" for c in claims)


def test_a_first_name_label_is_the_speaker_the_text_names_in_full() -> None:
    claims = _claims(HOSTS_NAMED_FR, "fr")
    assert ["Inès Baudry", "onside"] in claims
    # the first to speak, the host, tells the story
    assert all(c[0] != "Hugo Marchetti" for c in claims)


def test_initials_label_the_speaker_they_are_of() -> None:
    claims = _claims(INITIALS_ES, "es")
    assert ["Tomás Ibarra", "offside"] in claims


def test_words_told_in_a_turn_are_the_person_s_they_tell_of() -> None:
    claims = _claims(TOLD_IN_A_TURN_DE, "de")
    assert ["Petra Lohmann", "offside"] in claims
    assert ["Jens Oberdorf", "decision"] in claims
    assert ["Petra Lohmann", "decision"] not in claims


LIVE_EN = (
    "Live: Millwall 1-1 Luton, as it happened\n\n"
    "Update: Rico Vane has the ball in the net in the 71st minute, but the flag is up.\n\n"
    'Martin Hollis: "He was level, the linesman has to let it go."\n\n'
    "The replay shows Vane a yard beyond the last defender, and the decision is right.\n\n"
    "Analyse: The VAR checked it and stayed out of it.\n\n"
    "Full time: Millwall 1-1 Luton.\n"
)

LIVE_DE = (
    "Liveticker: Bochum gegen Kiel\n\n"
    "Update: Kiels Jonas Brede trifft in der 71. Minute, doch die Fahne ist oben.\n\n"
    "Jens Oberdorf: „Er stand nicht im Abseits, das muss man laufen lassen.“\n\n"
    "Die Bilder zeigen Brede einen Meter vor dem letzten Verteidiger, die Entscheidung ist "
    "richtig.\n\n"
    "Analyse: Der VAR hat geprüft und sich rausgehalten.\n\n"
    "Abpfiff: Bochum 1:1 Kiel.\n"
)

LIVE_FR = (
    "Direct : Reims - Metz\n\n"
    "Info : Malik Sorel marque à la 71e minute, mais le drapeau se lève.\n\n"
    "Hugo Marchetti : « Il était en jeu, l'assistant devait laisser jouer. »\n\n"
    "Les images montrent Sorel un mètre devant le dernier défenseur, la décision est "
    "juste.\n\n"
    "Analyse : La VAR a vérifié sans intervenir.\n\n"
    "Coup de sifflet final : Reims 1-1 Metz.\n"
)

LIVE_ES = (
    "Directo: Getafe - Osasuna\n\n"
    "Actualización: Iker Salas marca en el minuto 71, pero el banderín está arriba.\n\n"
    "Tomás Ibarra: «Estaba en línea, el asistente tenía que dejar seguir.»\n\n"
    "Las imágenes muestran a Salas un metro por delante del último defensa, la decisión es "
    "correcta.\n\n"
    "Análisis: El VAR revisó y no intervino.\n\n"
    "Final: Getafe 1-1 Osasuna.\n"
)

NEWSLETTER_EN = (
    "The Monday Whistle | Women's Super League\n\n"
    "THE MATCH: Everton 0-1 Leicester\n\n"
    "THE MOMENT: Everton's Amy Rowe scored in the 70th minute, but the flag went up.\n\n"
    "WHAT THEY SAID: Everton captain Jodie Marsh was unhappy. "
    '"Their defender played it on purpose, that is a deliberate play."\n\n'
    "ELSEWHERE: Reading 1-1 Bristol City.\n"
)

DOTTED_INITIALS_FR = (
    "« Elle devait attendre » : trois questions à Claire Fontanel\n\n"
    "Samedi, Rodez - Annecy s'est joué sur un but refusé. Nous avons demandé à Claire "
    "Fontanel, ancienne arbitre, de nous éclairer.\n\n"
    "À la 80e minute, Léa Morin, l'attaquante de Rodez, en position de hors-jeu, a disputé "
    "le ballon à Inès Roy, la défenseuse d'Annecy, avant que Julie Faure ne marque. "
    "L'assistante a levé son drapeau après le but. Était-ce la bonne décision ?\n\n"
    "Claire Fontanel : Oui, c'est la bonne décision.\n\n"
    "Pourquoi le drapeau s'est-il levé si tard ?\n\n"
    "C. F. : C'est la consigne, on laisse l'action se terminer.\n\n"
    "Rodez parle d'un duel normal. Que répondez-vous ?\n\n"
    "C. F. : L'attaquante était hors-jeu, elle dispute le ballon à la défenseuse.\n"
)


def test_a_live_blog_s_heads_beside_one_name_are_no_transcript_en() -> None:
    claims = _claims(LIVE_EN, "en")
    assert ["Martin Hollis", "onside"] in claims
    # the writer's line after his words is not his: no verdict on the decision
    assert ["Martin Hollis", "decision"] not in claims


def test_a_live_blog_s_heads_beside_one_name_are_no_transcript_de() -> None:
    claims = _claims(LIVE_DE, "de")
    assert ["Jens Oberdorf", "onside"] in claims
    assert ["Jens Oberdorf", "decision"] not in claims


def test_a_live_blog_s_heads_beside_one_name_are_no_transcript_fr() -> None:
    claims = _claims(LIVE_FR, "fr")
    assert ["Hugo Marchetti", "onside"] in claims
    assert ["Hugo Marchetti", "decision"] not in claims


def test_a_live_blog_s_heads_beside_one_name_are_no_transcript_es() -> None:
    claims = _claims(LIVE_ES, "es")
    assert ["Tomás Ibarra", "onside"] in claims
    assert ["Tomás Ibarra", "decision"] not in claims


def test_a_head_in_capitals_does_not_hide_the_speaker_after_it() -> None:
    claims = _claims(NEWSLETTER_EN, "en")
    assert claims == [["Jodie Marsh", "deliberate_play"]]


def test_initials_with_full_stops_label_the_speaker() -> None:
    claims = _claims(DOTTED_INITIALS_FR, "fr")
    assert ["Claire Fontanel", "decision"] in claims
    assert ["Claire Fontanel", "offside"] in claims


#: A host's turn, labelled with the host's name in capitals, that introduces another
#: person in its first sentence and then quotes them, with no speech verb or one naming
#: nobody: the quotation is the introduced person's, not the host's (the label opens no clause).
INTRODUCED_IN_A_TURN = [
    (
        "en",
        "[Transcript, Back Post, episode 4]\n"
        "NORA QUILL: Hull 1-1 Derby, and a goal ruled out late on.\n"
        "OWEN BRACE: He was a yard offside, simple.\n"
        'NORA QUILL: The Derby manager, Colm Ferris, saw it another way. "He never '
        'touches the ball and never blocks the keeper, so he is onside."\n',
        ["Colm Ferris", "onside"],
    ),
    (
        "fr",
        "[Transcription, Le Poteau, épisode 4]\n"
        "NORA QUILLET : Caen - Rodez, 1-1, et un but refusé en fin de match.\n"
        "OWEN BRASSE : Il était hors-jeu d'un mètre, c'est simple.\n"
        "NORA QUILLET : L'entraîneur de Rodez, Colin Ferrand, l'a vu autrement. « Il ne touche "
        "pas le ballon, il ne gêne pas le gardien, il n'est pas hors-jeu. »\n",
        ["Colin Ferrand", "onside"],
    ),
    (
        "es",
        "[Transcripción, El Larguero Corto, episodio 4]\n"
        "NORA QUIJANO: Elche - Rayo, 1-1, y un gol anulado al final.\n"
        "ÓSCAR BRAVO: Estaba un metro adelantado, así de simple.\n"
        'NORA QUIJANO: El entrenador del Rayo, Camilo Ferrer, lo vio de otra manera. "No '
        'toca el balón y no tapa al portero, no es fuera de juego", dijo en la rueda de prensa.\n',
        ["Camilo Ferrer", "onside"],
    ),
]


@pytest.mark.parametrize(("language", "text", "claim"), INTRODUCED_IN_A_TURN)
def test_a_person_introduced_in_a_hosts_turn_speaks_the_quotation_after(
    language: str, text: str, claim: list[str]
) -> None:
    claims = _claims(text, language)
    assert claim in claims
    assert not any(c[0].lower().startswith("nora") for c in claims)
