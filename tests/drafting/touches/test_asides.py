"""A long aside after a player's name ("X, who had ... when the cross came in, went up
with Y"; a relative clause of up to 150 characters that names another, an apposition of up
to 70) still leaves him the subject of the verb after it, in every language (words.yaml
grammar relative)."""

import pytest

import drafting
from tests.drafting.drafted_views import OPENING, told_touches

#: The closing sentence of each text: the officials took the goal away.
DISALLOWED = {
    "en": "The goal was disallowed for offside.",
    "fr": "Le but a été refusé pour hors-jeu.",
    "es": "El gol fue anulado por fuera de juego.",
    "de": "Der Treffer wurde wegen Abseits aberkannt.",
}


@pytest.mark.parametrize(
    ("language", "text"),
    [
        (
            "en",
            "Kyle Dunn, who had wandered into an offside position just as Ali Dunn swung the "
            "corner over, went up with Ryan Lowther. The goal was disallowed for offside.",
        ),
        (
            "es",
            "Iker Solano, que estaba en fuera de juego en el momento en que Ali Dunn sacó el "
            "córner desde la derecha, saltó con Ryan Lowther. El gol fue anulado.",
        ),
    ],
)
def test_the_subject_after_a_long_aside_challenged_the_opponent(language: str, text: str) -> None:
    d = drafting.draft(text, language=language)
    kinds = {v["kind"] for v in d.incident.get("involvements", [])}
    assert kinds == {"challenged_opponent"}


def test_an_aside_does_not_run_past_its_sentence() -> None:
    text = (
        "Kyle Dunn, who had wandered upfield. Ali Dunn swung the corner over, and Ryan "
        "Lowther went up with Tom Keeble. The goal was disallowed for offside."
    )
    d = drafting.draft(text, language="en")
    people = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    assert all(people.get(v["player"]) != "Kyle Dunn" for v in d.incident.get("involvements", []))


@pytest.mark.parametrize(
    ("language", "text"),
    [
        (
            "en",
            "Ruben Okafor, who had slipped a good yard beyond the last defender at the very "
            "moment Sami Vella flicked the ball on towards the box, headed in at the far post.",
        ),
        (
            "en",
            "Ruben Okafor, an eighteen-year-old making only his second league start, headed "
            "home from close range.",
        ),
        (
            "fr",
            "Ruben Okafor, qui se trouvait un bon mètre devant le dernier défenseur au moment "
            "où Sami Vella a prolongé le ballon vers la surface, a marqué de la tête.",
        ),
        (
            "es",
            "Ruben Okafor, que estaba un metro por delante del último defensor en el momento "
            "en que Sami Vella prolongó el balón hacia el área, marcó de cabeza.",
        ),
        (
            "de",
            "Ruben Okafor, der beim Kopfball von Sami Vella in Richtung Strafraum einen guten "
            "Meter vor dem letzten Verteidiger gestanden hatte, köpfte ein.",
        ),
    ],
)
def test_the_scorer_after_a_long_aside_headed_the_ball_in(language: str, text: str) -> None:
    text = OPENING[language] + text + " " + DISALLOWED[language]
    touches = told_touches(text, language)
    assert touches and touches[-1][:2] == ("Ruben Okafor", "header")


@pytest.mark.parametrize("verb", ["side-foots", "sidefoots", "sidefooted"])
def test_a_side_footed_finish_after_an_aside_in_either_spelling(verb: str) -> None:
    text = (
        OPENING["en"] + "Sami Vella crossed, and Ruben Okafor, who has drifted off the shoulder "
        f"of Tom Keeble, {verb} it in at the far post. " + DISALLOWED["en"]
    )
    assert told_touches(text, "en")[-1][:2] == ("Ruben Okafor", "shot")


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        (
            "en",
            "Ned Corley crossed low and the ball ran on to Rui Salgado at the far post, who "
            "volleyed it in.",
            [("Ned Corley", "cross", None), ("Rui Salgado", "shot", None)],
        ),
        (
            "en",
            "Ned Corley squared it to Rui Salgado inside the box, who side-footed it home.",
            [("Ned Corley", "pass", "square"), ("Rui Salgado", "shot", None)],
        ),
        (
            "fr",
            "Ned Corley a centré pour Rui Salgado au second poteau, qui a repris du plat du "
            "pied au fond des filets.",
            [("Ned Corley", "cross", None), ("Rui Salgado", "shot", None)],
        ),
        (
            "es",
            "Ned Corley centró para Rui Salgado en el segundo palo, que la empujó a la red.",
            [("Ned Corley", "cross", None), ("Rui Salgado", "shot", None)],
        ),
        (
            "de",
            "Ned Corley flankte auf Rui Salgado am langen Pfosten, der den Ball ins Netz schob.",
            [("Ned Corley", "cross", None), ("Rui Salgado", "shot", None)],
        ),
    ],
)
def test_a_place_between_the_receiver_and_his_relative_clause(
    language: str, text: str, expected: list[tuple[str | None, ...]]
) -> None:
    """ "to X at the far post, who volleyed it in": the place is the receiver's, the
    relative clause after it tells his touch (words.yaml grammar relative; German: the
    relative rules and relative_subject)."""
    text = OPENING[language] + text + " " + DISALLOWED[language]
    assert told_touches(text, language) == expected
