"""The late flag (issue 32, session 45): a flag said to be held, kept down or raised only
once the ball was in ("waited until the ball had nestled ... and then raised his flag",
"le drapeau s'est levé bien tard", "mit Verzögerung die Fahne gehoben", "espera a que el
balón entre y entonces levanta la bandera") is ``delayed_flag: true``; a referee letting the
move go on after the flag is no late flag. Sentences written for these tests."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

import drafting
from drafting.eval.score import view

DAY = dt.date(2026, 3, 1)


def _view(text: str, language: str) -> dict[str, Any]:
    return view(drafting.draft(text, reference_date=DAY, language=language))


LATE = [
    # English
    (
        "en",
        "Sam Tully scored in the 70th minute, only for the assistant referee to raise his "
        "flag as the ball hit the net. The goal was ruled out for offside.",
    ),
    (
        "en",
        "Sam Tully scored in the 70th minute. The assistant referee waited until the ball "
        "had nestled in the far corner and then raised his flag. Offside, no goal.",
    ),
    (
        "en",
        "Sam Tully scored in the 70th minute. Good work from the assistant: the flag was "
        "held until the ball was in the net, and only then raised. Offside, no goal.",
    ),
    (
        "en",
        "Sam Tully scored in the 70th minute. But the assistant, who had kept his flag by "
        "his side throughout, is now holding it up. Offside, no goal.",
    ),
    # French
    (
        "fr",
        "Les joueurs locaux fêtaient déjà le but de l'égalisation lorsque l'assistant a levé "
        "son drapeau. Le but de Paul Durand a été refusé pour hors-jeu.",
    ),
    (
        "fr",
        "Le but de Paul Durand a été refusé : l'attaquant était hors-jeu, et l'assistant a "
        "levé son drapeau bien après que le ballon eut franchi la ligne.",
    ),
    (
        "fr",
        "Le but de Paul Durand a été refusé : le drapeau s'est levé bien tard, mais "
        "l'attaquant était hors-jeu.",
    ),
    (
        "fr",
        "Paul Durand marque. Mais l'assistante, qui avait attendu la fin de l'action, lève "
        "son drapeau : hors-jeu, le but est refusé.",
    ),
    (
        "fr",
        "Il aura fallu attendre que le ballon soit au fond des filets pour que l'assistant "
        "daigne lever son drapeau. Le but de Paul Durand est refusé pour hors-jeu.",
    ),
    (
        "fr",
        "Paul Durand marque, et c'est seulement à ce moment-là que le drapeau de l'assistant "
        "s'est levé. Le but est refusé pour hors-jeu.",
    ),
    # German
    (
        "de",
        "Tim Roth traf in der 70. Minute. Erst dann merkte der Schiedsrichter, dass sein "
        "Assistent mit Verzögerung die Fahne wegen Abseits gehoben hatte. Das Tor zählte nicht.",
    ),
    (
        "de",
        "Tim Roth trifft in der 70. Minute. Und jetzt, nachdem der Ball längst im Netz liegt, "
        "hebt der Assistent doch noch die Fahne. Das Tor zählt nicht, Abseits.",
    ),
    (
        "de",
        "Tim Roth traf in der 70. Minute. Der Assistent liess die Fahne unten, bis der Ball "
        "im Netz lag, und hob sie erst dann. Abseits, kein Tor.",
    ),
    (
        "de",
        "Tim Roth traf in der 70. Minute. Die Assistentin hat die Fahne die ganze Zeit unten "
        "gehalten und hebt sie jetzt. Abseits, kein Tor.",
    ),
    (
        "de",
        "Tim Roth trifft in der 70. Minute. Dann sehe ich den Linienrichter, der erst jetzt, "
        "wo der Ball im Netz liegt, die Fahne hebt. Abseits, kein Tor.",
    ),
    (
        "de",
        "Tim Roth traf in der 70. Minute, doch die Fahne ging hoch. Der Assistent hatte mit "
        "seinem Zeichen bis nach dem Abschluss gewartet. Abseits, kein Tor.",
    ),
    (
        "de",
        "Tim Roth traf in der 70. Minute, doch die Fahne ging hoch. Der Assistent hatte sie "
        "bis zum Torschuss unten gelassen. Abseits, kein Tor.",
    ),
    (
        "de",
        "Tim Roth traf in der 70. Minute, doch das Tor zählte nicht: Abseits. Die Fahne, die "
        "zu spät kam, ärgert alle.",
    ),
    # Spanish
    (
        "es",
        "Marcó Lucas Gil en el 70. Y cuando ya estaban todos abrazados, el línea levanta la "
        "bandera. Fuera de juego, gol anulado.",
    ),
    (
        "es",
        "Marca Lucas Gil en el 70, pero la asistente levanta la bandera una vez que el balón "
        "ya está dentro: fuera de juego, gol anulado.",
    ),
    (
        "es",
        "Marca Lucas Gil en el 70. El asistente espera a que el balón entre y entonces "
        "levanta la bandera. Fuera de juego, gol anulado.",
    ),
    (
        "es",
        "Marcó Lucas Gil en el 70. El línea deja seguir la jugada y recién levanta la "
        "bandera cuando la pelota está adentro. Gol anulado por fuera de juego.",
    ),
    (
        "es",
        "Marca Lucas Gil en el 70, hasta que el asistente levanta la bandera, cuando los "
        "jugadores ya celebraban junto al banderín de córner. Gol anulado por fuera de juego.",
    ),
    (
        "es",
        "Marca Lucas Gil en el 70. El asistente ha mantenido la bandera abajo durante toda la "
        "jugada. Gol anulado por fuera de juego tras la revisión del VAR.",
    ),
]


@pytest.mark.parametrize(("language", "text"), LATE)
def test_a_flag_held_or_raised_late_is_a_delayed_flag(language: str, text: str) -> None:
    drafted = _view(text, language)
    assert drafted.get("delayed_flag") is True
    # a late flag says nothing of a whistle (drafting/eval/README.md, session 45)
    assert drafted.get("stopped_before_goal") is None


def test_the_referee_letting_the_move_go_on_is_no_late_flag() -> None:
    text = (
        "Le drapeau de l'assistant se lève, mais l'arbitre laisse l'action aller à son terme, "
        "et Paul Durand marque. Le but est refusé pour hors-jeu."
    )
    assert _view(text, "fr").get("delayed_flag") is None


#: Play stopped before the ball went in, told by the ball going in after the whistle or by
#: play already stopped, in the word orders of each language.
STOPPED = [
    (
        "en",
        "Sam Tully went clear in the 70th minute. The referee blew his whistle just as he shot "
        "past the keeper. The ball was in the net a split second after the whistle. No goal.",
    ),
    (
        "en",
        "The flag went up, the referee blew for offside, and Sam Tully slammed the ball into "
        "the net. With play already stopped, the goal could not stand.",
    ),
    (
        "fr",
        "L'arbitre siffle aussitôt, et Paul Durand expédie le ballon au fond des filets une "
        "fraction de seconde après le coup de sifflet. Le but ne compte pas.",
    ),
    (
        "fr",
        "Paul Durand marque de la tête à la 80e minute. L'arbitre avait déjà sifflé la faute au "
        "moment où le ballon franchissait la ligne.",
    ),
    (
        "fr",
        "Paul Durand marque de la tête à la 80e minute, mais le jeu ayant été arrêté avant que "
        "le ballon n'entre, la VAR ne pouvait rien faire.",
    ),
    (
        "de",
        "Die Fahne geht hoch, der Schiedsrichter pfeift sofort Abseits. Tim Roth schiebt den "
        "Ball ins Tor, aber da war das Spiel längst unterbrochen.",
    ),
    (
        "de",
        "Tim Roth schiebt in der 70. Minute ein. Zählt natürlich nicht, das Spiel war ja "
        "längst unterbrochen.",
    ),
    (
        "de",
        "Tim Roth schiebt in der 70. Minute ein. Das Spiel war unterbrochen, bevor der Ball "
        "drin war. Kein Tor.",
    ),
    (
        "de",
        "Tim Roth schiebt in der 70. Minute ein, doch der VAR konnte nichts tun, weil der "
        "Pfiff vor dem Tor kam.",
    ),
    (
        "es",
        "Antes de que definiera, el árbitro pitó por su cuenta; el balón entró un segundo "
        "después. Gol anulado en el 70 para Lucas Gil.",
    ),
]


@pytest.mark.parametrize(("language", "text"), STOPPED)
def test_the_ball_in_after_the_whistle_is_stopped_before_goal(language: str, text: str) -> None:
    drafted = _view(text, language)
    assert drafted.get("stopped_before_goal") is True
    assert drafted.get("final") == "no_goal"


def test_what_an_assistant_should_do_is_no_late_flag() -> None:
    # a guard: passes on main (the rule of thumb told in the infinitive is no fact)
    text = (
        "Paul Durand marque à la 80e minute, mais le drapeau de l'assistant s'est levé. On "
        "nous dit que l'assistant doit attendre avant de lever le drapeau quand c'est serré."
    )
    assert _view(text, "fr").get("delayed_flag") is None


#: A competition named as the text gives it: an abbreviation alone as written, beside its
#: full name the full name; a league told by its short name ("en National", "the
#: Championship", "League One").
COMPETITIONS = [
    (
        "fr",
        "Mali – Ghana, quart de finale de la CAN. À la 80e minute, le but de Paul Durand a été "
        "refusé pour hors-jeu.",
        "CAN",
    ),
    # a guard: passes on main (where the abbreviation and the full name were one name)
    (
        "fr",
        "Au sommaire : la CAN bat son plein. Le Mali et le Ghana étaient à égalité en Coupe "
        "d'Afrique des nations quand, à la 80e minute, le but de Paul Durand a été refusé pour "
        "hors-jeu.",
        "Coupe d'Afrique des nations",
    ),
    (
        "fr",
        "Laval - Niort (1-1). En National, pas de VAR : le but de Paul Durand, refusé pour "
        "hors-jeu à la 80e minute, n'a pas pu être revu.",
        "National",
    ),
    (
        "fr",
        "National : Laval tient bon. Lors de la 25e journée de National, Laval et Niort ont "
        "fait 1-1, et Paul Durand a vu son but refusé pour hors-jeu à la 80e minute.",
        "National",
    ),
    (
        "en",
        "Luton 1-1 Derby. Sam Tully scored in the 70th minute but the goal was ruled out for "
        "offside. There's no VAR in the Championship.",
        "Championship",
    ),
    (
        "en",
        "Oxford 1-1 Exeter, League One. Sam Tully scored in the 70th minute but the goal was "
        "ruled out for offside.",
        "League One",
    ),
    (
        "en",
        "There is no VAR in League Two. Gillingham 1-1 Morecambe: Sam Tully scored in the 70th "
        "minute but the goal was ruled out for offside.",
        "League Two",
    ),
    (
        "de",
        "Linz – Graz 1:1. In der Admiral Bundesliga wurde Tim Roths Tor in der 70. Minute "
        "wegen Abseits aberkannt.",
        "Admiral Bundesliga",
    ),
    (
        "de",
        "Essen – Aachen 1:1. Im Duell der Regionalliga West wurde Tim Roths Tor in der 70. "
        "Minute wegen Abseits aberkannt. Einen Video-Assistenten gibt es in der Regionalliga "
        "nicht.",
        "Regionalliga West",
    ),
    (
        "de",
        "Das Spitzenspiel der J1 League am Samstag: Tim Roths Tor wurde in der 70. Minute wegen "
        "Abseits aberkannt.",
        "J1 League",
    ),
]


@pytest.mark.parametrize(("language", "text", "name"), COMPETITIONS)
def test_a_competition_as_the_text_names_it(language: str, text: str, name: str) -> None:
    assert _view(text, language).get("competition") == name


#: The day of the match: "tonight" told with the incident's words is that day; of several
#: days, the one marked as gone by ("samedi dernier", "last Saturday") is the match's.
DATES = [
    (
        "fr",
        "Le but de la discorde ce soir à Bamako, décortiqué. Mali – Ghana : à la 80e minute, "
        "Paul Durand a marqué, mais le but a été refusé pour hors-jeu.",
        dt.date(2026, 3, 1),
        "2026-03-01",
    ),
    (
        "en",
        "The goal ruled out for Leeds tonight, explained. Sam Tully scored in the 70th minute "
        "but the goal was ruled out for offside.",
        dt.date(2026, 3, 1),
        "2026-03-01",
    ),
    (
        "fr",
        "Dimanche, Nantes reçoit Rennes, une semaine après la frustration vécue samedi dernier "
        "à Toulouse, où le but de Paul Durand a été refusé pour hors-jeu à la 80e minute. « On "
        "a digéré », a assuré jeudi l'entraîneur.",
        dt.date(2026, 3, 20),
        "2026-03-14",
    ),
    # a guard: passes on main (the press conference's day is left out there already)
    (
        "de",
        "Am Sonntag empfängt Kiel den HSV. Am vergangenen Samstag in Mainz wurde Tim Roths Tor "
        "in der 70. Minute wegen Abseits aberkannt, sagte der Trainer am Donnerstag.",
        dt.date(2026, 3, 20),
        "2026-03-14",
    ),
]


@pytest.mark.parametrize(("language", "text", "day", "date"), DATES)
def test_the_day_of_the_match(language: str, text: str, day: dt.date, date: str) -> None:
    drafted = view(drafting.draft(text, reference_date=day, language=language))
    assert str(drafted.get("date")) == date


def test_tonight_in_a_preview_is_no_match_day() -> None:
    # a guard: passes on main ("tonight" of a fixture to come, with no incident told)
    text = (
        "Leeds v Hull, tonight. Last month Sam Tully scored in the 70th minute at Hull but the "
        "goal was ruled out for offside."
    )
    drafted = view(drafting.draft(text, reference_date=dt.date(2026, 3, 1), language="en"))
    assert drafted.get("date") != "2026-03-01"
