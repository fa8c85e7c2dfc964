"""The restart that began the move, in constructions fresh text uses: the restart as the
object of a verb of delivery ("crossed a free kick", "bent a corner", "flankte einen
Freistoß", "a centré un coup franc"), its taker told with an apposition ("Rice, Arsenal's
captain, swung a corner"), the place of a corner for its kick ("centró desde el córner",
"a centré depuis le corner"), a restart's noun opening a sentence that is no name ("Touche
longue de ..."), and a restart told only in a witness's words, stated and not the Law's
("—Isco saca desde el córner, ..."). Sentences of our own; each reading is new."""

import pytest

from tests.drafting.drafted_views import OPENING, viewed

_STARTS = [
    (
        "en",
        "In the 80th minute Declan Rice crossed a free kick from the right, Kai Havertz headed "
        "it on and Gabriel Martinelli scored, but he was offside.",
        "free_kick",
    ),
    (
        "en",
        "In the 80th minute Declan Rice bent a corner to the near post, Kai Havertz headed it "
        "on and Gabriel Martinelli scored, but he was offside.",
        "corner_kick",
    ),
    (
        "en",
        "In the 80th minute Declan Rice, Arsenal's captain, swung a corner into the box, Kai "
        "Havertz headed it on and Gabriel Martinelli scored, but he was offside.",
        "corner_kick",
    ),
    (
        "fr",
        "À la 80e minute, Vitinha a centré depuis le corner, Marquinhos a prolongé de la tête "
        "et Gonçalo Ramos a marqué, mais il était hors jeu.",
        "corner_kick",
    ),
    (
        "fr",
        "À la 80e minute, Vitinha a centré un coup franc depuis la droite, Marquinhos a "
        "prolongé de la tête et Gonçalo Ramos a marqué, mais il était hors jeu.",
        "free_kick",
    ),
    (
        "fr",
        "Toujours 1-1 à la 80e. Touche longue de Vitinha, déviation de Marquinhos et Gonçalo "
        "Ramos marque, mais il était hors jeu.",
        "throw_in",
    ),
    (
        "de",
        "In der 80. Minute flankte Joshua Kimmich einen Freistoß in den Strafraum, Dayot "
        "Upamecano verlängerte und Harry Kane traf, stand aber im Abseits.",
        "free_kick",
    ),
    (
        "es",
        "En el minuto 80, Isco centró desde el córner, Marc Bartra la peinó y Vitor Roque "
        "marcó, pero estaba en fuera de juego.",
        "corner_kick",
    ),
    (
        "es",
        "—¿Cómo fue la jugada? —Isco saca desde el córner, Marc Bartra la peina y Vitor Roque "
        "marca. El asistente levanta la bandera porque estaba adelantado.",
        "corner_kick",
    ),
]


@pytest.mark.parametrize(("language", "text", "kind"), _STARTS)
def test_restart_read(language: str, text: str, kind: str) -> None:
    assert viewed(OPENING[language] + text, language)["start"] == kind


_NO_START = [
    # the Law quoted, not the move: no restart
    (
        "en",
        "In the 80th minute Declan Rice played a pass, Kai Havertz headed it on and Gabriel "
        'Martinelli scored, but he was offside. "You cannot be offside from a throw-in, but '
        'this was no throw-in," said Mikel Arteta.',
    ),
    (
        "es",
        "En el minuto 80, Isco dio un pase, Marc Bartra la peinó y Vitor Roque marcó, pero "
        "estaba en fuera de juego. «En un saque de banda no hay fuera de juego, pero esto no "
        "fue un saque de banda», dijo el técnico.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _NO_START)
def test_no_restart(language: str, text: str) -> None:
    assert viewed(OPENING[language] + text, language)["start"] is None
