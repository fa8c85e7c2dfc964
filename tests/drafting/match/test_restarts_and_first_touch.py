"""How a move began, told in the shapes fresh text uses (patterns.yaml ``start``): a restart
told with its taker, after the fact ("the corner was only half cleared"), won by a side ("won
a throw"), a goalkeeper's release and his throw; and a restart told in the paragraph before
the one that tells the move again at one of its touches. Sentence -> start, and the action
of the move's first touch where the text states one (a set piece's delivery: only where a
delivery verb says so)."""

import pytest

from tests.drafting.drafted_views import viewed

_START = [
    # a restart told with its taker, a delivery verb before the restart's noun
    (
        "en",
        "In the 80th minute, Luke Brand whipped in a free kick from the right. Tom Hale headed "
        "it in, but the flag went up: Hale was offside.",
        "free_kick",
        ("Luke Brand", "cross"),
    ),
    (
        "de",
        "In der 80. Minute trat Lukas Brand zu einem Freistoß an und flankte in den Strafraum. "
        "Tom Hale köpfte ein, doch die Fahne ging hoch: Hale stand im Abseits.",
        "free_kick",
        ("Lukas Brand", "cross"),
    ),
    (
        "de",
        "In der 80. Minute drosch Torhüter Lukas Brand einen Abstoß weit nach vorn. Tom Hale "
        "nahm den Ball an und traf. Hale stand im Abseits, das Tor wurde aberkannt.",
        "goal_kick",
        None,
    ),
    (
        "es",
        "En el minuto 80, Lucas Brand manda un centro de tiro libre desde la derecha y Tomás "
        "Hale cabecea a la red. Hale estaba en fuera de juego y el gol fue anulado.",
        "free_kick",
        ("Lucas Brand", "cross"),
    ),
    (
        "es",
        "En el minuto 80, Lucas Brand lanzó un pase de córner al segundo palo y Tomás Hale "
        "cabeceó a la red. Hale estaba en fuera de juego y el gol fue anulado.",
        "corner_kick",
        None,
    ),
    # a set piece taken with a verb of shooting is taken, not shot
    (
        "fr",
        "À la 80e minute, Luc Brand a tiré un coup franc de la droite. Tom Hale a repris de la "
        "tête, mais le drapeau s'est levé : Hale était hors-jeu.",
        "free_kick",
        ("Luc Brand", None),
    ),
    # a restart told after the fact, its noun the subject of a passive
    (
        "en",
        "In the 80th minute, the corner was only half cleared and Sam Reid volleyed it in. "
        "Reid was offside and the goal was ruled out.",
        "corner_kick",
        None,
    ),
    (
        "fr",
        "À la 80e minute, un corner a été repoussé par la défense et Sam Reid a repris de "
        "volée. Reid était hors-jeu et le but a été refusé.",
        "corner_kick",
        None,
    ),
    (
        "de",
        "In der 80. Minute wurde die Ecke nur unzureichend geklärt, und Tom Hale traf per "
        "Volley. Hale stand im Abseits, das Tor wurde aberkannt.",
        "corner_kick",
        None,
    ),
    (
        "es",
        "En el minuto 80, un saque de esquina visitante fue despejado por la zaga local y "
        "Tomás Hale la empalmó de volea. Hale estaba en fuera de juego y el gol fue anulado.",
        "corner_kick",
        None,
    ),
    # a restart won by a side: a throw won is a throw-in
    (
        "en",
        "In the 80th minute, Rovers won a throw deep in United's half. Luke Brand hurled it "
        "into the box and Sam Reid scored. Reid was offside and the goal was ruled out.",
        "throw_in",
        None,
    ),
    (
        "de",
        "In der 80. Minute bekam Bremen einen Einwurf tief in der gegnerischen Hälfte. Lukas "
        "Brand warf weit, und Sam Reid traf. Reid stand im Abseits, das Tor wurde aberkannt.",
        "throw_in",
        None,
    ),
    # a goalkeeper's release: his throw is the move's first touch
    (
        "en",
        "In the 80th minute, goalkeeper Luke Brand quickly threw the ball out to Tom Hale, who "
        "set up Sam Reid. Reid was offside and the goal was ruled out.",
        "goalkeeper_release",
        ("Luke Brand", "throw"),
    ),
    (
        "fr",
        "À la 80e minute, le gardien Luc Brand a relancé rapidement à la main vers Tom Hale, "
        "qui a servi Sam Reid. Reid était hors-jeu et le but a été refusé.",
        "goalkeeper_release",
        ("Luc Brand", "throw"),
    ),
    (
        "de",
        "In der 80. Minute hat Torhüter Lukas Brand den Ball in den Händen und wirft ihn "
        "sofort auf Tom Hale ab, der Sam Reid bedient. Reid steht im Abseits, das Tor wird "
        "aberkannt.",
        "goalkeeper_release",
        ("Lukas Brand", "throw"),
    ),
    (
        "es",
        "En el minuto 80, el portero Lucas Brand sacó rápido con la mano hacia Tomás Hale, que "
        "asistió a Samuel Reid. Reid estaba en fuera de juego y el gol fue anulado.",
        "goalkeeper_release",
        ("Lucas Brand", "throw"),
    ),
    # a live blog's entry announcing the restart, then the move's entry
    (
        "en",
        "Rovers v United - live\n\n61 min: Rovers are pressing. Free kick out on the left for "
        "the visitors.\n\n62 min: GOAL? Tom Hale heads home, but the flag is up. Hale was "
        "offside and the goal is ruled out.",
        "free_kick",
        None,
    ),
    # a restart with its taker, in a sentence asked as a question
    (
        "en",
        "In the 23rd minute, Luke Brand's corner dropped on to Tom Hale and went in, but off "
        "which part of him? The VAR ruled it out for offside: Hale was offside.",
        "corner_kick",
        None,
    ),
    # the move told, then told again at one of its touches in the next paragraph
    (
        "en",
        "2/ In the 90th minute, Luke Brand swung in a free kick from the left. Tom Hale headed "
        "it back across goal and Sam Reid turned it in.\n\n3/ Freeze it at the moment Hale "
        "heads it. Reid is a yard offside.\n\n4/ The flag stays down and the VAR does not "
        "intervene. Goal stands.",
        "free_kick",
        ("Luke Brand", "cross"),
    ),
]


@pytest.mark.parametrize(("language", "text", "start", "first"), _START)
def test_start_and_first_touch(
    language: str, text: str, start: str, first: tuple[str, str | None] | None
) -> None:
    v = viewed(text, language)
    assert v["start"] == start
    if first is not None:
        assert v["sequence"], "no touch drafted"
        assert (v["sequence"][0].get("by"), v["sequence"][0].get("action")) == first


_NOT_A_RESTART = [
    # an outfield player's throw into the box is no keeper's release
    (
        "en",
        "In the 80th minute, Luke Brand threw it into the box and Sam Reid scored. Reid was "
        "offside and the goal was ruled out.",
    ),
    # a corner given away at the end of the move begins no move
    (
        "de",
        "In der 80. Minute klärte Lukas Brand zur Ecke, und Sam Reid traf nach einem Steilpass. "
        "Reid stand im Abseits, das Tor wurde aberkannt.",
    ),
    # the free kick the offside gives is the sanction, not how the move began
    (
        "de",
        "In der 80. Minute spielte Lukas Brand einen Steilpass auf Sam Reid, der traf. Reid "
        "stand im Abseits. Das Tor wurde aberkannt, Bremen erhielt einen indirekten Freistoß.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _NOT_A_RESTART)
def test_no_restart(language: str, text: str) -> None:
    assert viewed(text, language)["start"] is None
