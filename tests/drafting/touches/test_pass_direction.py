"""A pass's direction told by its kind (a long ball, a through ball, a ball over the top goes
forwards: patterns.yaml tail.forward_pass), a first touch told as such, and the officials'
verdict on a defender's touch told of "it" or of the defender's touch just before, in all
four languages (sentences of our own)."""

import pytest

import drafting


def _touches(language: str, text: str) -> list[tuple[str, str | None, str | None]]:
    d = drafting.draft(text, language=language)
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    return [
        (names.get(t.get("by"), "?"), t.get("action"), t.get("direction"))
        for t in d.incident.get("sequence", [])
    ]


_EN = "Arsenal beat Chelsea 2-1 on Saturday. "
_FR = "Le PSG a battu Lyon 2-1 samedi. "
_DE = "Bayern schlug Dortmund 2:1 am Samstag. "
_ES = "El Betis ganó 2-1 al Sevilla el sábado. "


@pytest.mark.parametrize(
    ("language", "text", "passer", "direction"),
    [
        ("en", _EN + "Declan Rice hit a long ball for Kai Havertz, who fired in.", "Declan Rice",
         "forwards"),
        ("en", _EN + "Kai Havertz latched on to Declan Rice's ball over the top and scored.",
         "Declan Rice", "forwards"),
        ("en", _EN + "Leandro Trossard slipped him through and Gabriel Jesus scored.",
         "Leandro Trossard", "forwards"),
        ("en", _EN + "Bukayo Saka slid a pass between the Chelsea centre-backs for Kai Havertz "
         "to score.", "Bukayo Saka", "forwards"),
        # guards (as on main): the words of another clause are not the pass's
        ("en", _EN + "Declan Rice passed to Bukayo Saka, who ran in behind and scored.",
         "Declan Rice", None),
        ("en", _EN + "Declan Rice played the ball back to Martin Odegaard, who scored.",
         "Declan Rice", "backwards"),
        ("fr", _FR + "Sur une longue ouverture de Vitinha, Gonçalo Ramos a trompé le gardien.",
         "Vitinha", "forwards"),
        ("fr", _FR + "Vitinha a trouvé d'une passe en profondeur Gonçalo Ramos, qui a marqué.",
         "Vitinha", "forwards"),
        ("fr", _FR + "Vitinha cherche en profondeur son attaquant Gonçalo Ramos, qui marque.",
         "Vitinha", "forwards"),
        ("de", _DE + "Joshua Kimmich schlug einen langen Ball nach vorne, und Harry Kane traf.",
         "Joshua Kimmich", "forwards"),
        ("de", _DE + "Nach einem Lochpass von Joshua Kimmich traf Harry Kane.", "Joshua Kimmich",
         "forwards"),
        ("es", _ES + "Isco filtró un pase para Vitor Roque, que marcó.", "Isco", "forwards"),
        ("es", _ES + "Isco lanzó a Vitor Roque al espacio y el brasileño marcó.", "Isco",
         "forwards"),
        ("es", _ES + "Tras un balón largo de Isco, Vitor Roque marcó.", "Isco", "forwards"),
    ],
)  # fmt: skip
def test_a_pass_of_a_forward_kind_goes_forwards(
    language: str, text: str, passer: str, direction: str | None
) -> None:
    passes = [t for t in _touches(language, text) if t[0] == passer and t[1] == "pass"]
    assert passes, _touches(language, text)
    assert passes[0][2] == direction


@pytest.mark.parametrize(
    ("language", "text", "player"),
    [
        ("en", _EN + "Declan Rice hit a long ball for Kai Havertz, who took a touch and lashed "
         "it past Robert Sanchez.", "Kai Havertz"),
        ("en", _EN + "Kai Havertz brought it under control and fired in.", "Kai Havertz"),
    ],
)  # fmt: skip
def test_a_first_touch_told_is_a_control_before_the_shot(
    language: str, text: str, player: str
) -> None:
    mine = [action for who, action, _ in _touches(language, text) if who == player]
    assert mine == ["control", "shot"]


#: The move: a pass, the defender's touch, the attacker's goal.
_MOVE = {
    "en": "Arsenal beat Chelsea 2-1 on Saturday. Declan Rice's pass was touched by Chelsea "
    "defender Levi Colwill and Kai Havertz scored. ",
    "fr": "Le PSG a battu Lyon 2-1 samedi. Le centre de Vitinha a été touché par le défenseur "
    "Nicolás Tagliafico, et Gonçalo Ramos a marqué. ",
    "es": "El Betis ganó 2-1 al Sevilla el sábado. El disparo de Isco rebotó en Loïc Badé y "
    "Vitor Roque marcó. ",
}


def _judged(language: str, sentence: str) -> list[str]:
    d = drafting.draft(_MOVE[language] + sentence, language=language)
    return [t["classification"] for t in d.incident.get("sequence", []) if t.get("classification")]


@pytest.mark.parametrize(
    ("language", "sentence", "value"),
    [
        ("en", "The officials judged it a deflection.", ["deflection"]),
        ("en", "The VAR decided it was a deliberate play.", ["deliberate_play"]),
        ("en", "The officials treated that as a deliberate play.", ["deliberate_play"]),
        # guard (as on main): the writer's own view is no verdict of the officials
        ("en", "To me it was a deflection.", []),
        ("fr", "La VAR a conclu à une déviation.", ["deflection"]),
        ("fr", "La VAR a considéré que Tagliafico avait joué le ballon volontairement.",
         ["deliberate_play"]),
        # denied in its own words
        ("fr", "La touche de Tagliafico n'a pas été considérée comme un jeu volontaire.", []),
        ("es", "Para el VAR aquello fue un simple desvío.", ["deflection"]),
    ],
)  # fmt: skip
def test_the_officials_verdict_on_the_touch_just_told(
    language: str, sentence: str, value: list[str]
) -> None:
    assert _judged(language, sentence) == value
