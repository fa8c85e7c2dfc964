"""The involvements a draft gives a sentence, by player's name: shared by the tests of the
involvement patterns (positions/test_involvements_inventory.py,
positions/test_involvements_later_in_the_clause.py and others), each with its own opening
sentence."""

import drafting

#: The decision after the sentence under test, in each language.
AFTER = {
    "en": " The goal was ruled out for offside.",
    "fr": " Le but a été refusé pour hors-jeu.",
    "de": " Der Treffer wurde wegen Abseits aberkannt.",
    "es": " El gol fue anulado por fuera de juego.",
}


def drafted_kinds(language: str, opening: str, sentence: str) -> dict[str, str]:
    """Each involved player's kind in the draft of ``opening``, ``sentence`` and the
    decision (AFTER)."""
    d = drafting.draft(opening + sentence + AFTER[language], language=language)
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    return {names[v["player"]]: v["kind"] for v in d.incident.get("involvements", [])}
