"""A long aside after a player's name ("X, who had ... when the cross came in, went up
with Y") still leaves him the subject of the verb after it, in every language (words.yaml
grammar relative)."""

import pytest

import drafting


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
