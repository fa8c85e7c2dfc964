"""French calls (issue 32, second round): a referee who decides after the review takes
the VAR's call; a whistle on the assistant's signal is both officials' call; 'estimant
que X avait poussé Y' is the referee's foul. Sentences written for these tests."""

from __future__ import annotations

import pytest

import drafting


def _calls(text: str) -> list[tuple[str, str]]:
    d = drafting.draft(text, language="fr")
    return sorted((c.by, c.call) for c in d.calls)


@pytest.mark.parametrize(
    "text",
    [
        "À la 60e minute, Paul Roux a marqué du gauche. L'arbitre a d'abord validé le but, mais "
        "rappelée par la VAR pour une main de Roux, elle est allée voir les images et l'a annulé.",
        "Nice mène 1-0 à la 30e minute. Sur une frappe de Karim Dia, le ballon touche la main "
        "de Marc Petit dans la surface. L'arbitre laisse jouer, puis il est appelé par la VAR "
        "pour une main. Après visionnage, il a sifflé penalty.",
    ],
)
def test_referee_after_review_takes_the_var_call(text: str) -> None:
    assert ("referee", "handball") in _calls(text)
    assert ("var", "handball") in _calls(text)


def test_review_that_gives_the_goal_back_is_no_referee_call() -> None:
    text = (
        "À la 70e minute, Paul Roux a marqué. L'arbitre a refusé le but, puis appelé par la "
        "VAR pour un hors-jeu, il est allé revoir les images et a accordé le but."
    )
    assert ("referee", "offside") not in _calls(text)


@pytest.mark.parametrize(
    "text",
    [
        "À la 50e minute, Luc Morel a marqué, mais l'arbitre avait déjà sifflé, sur "
        "signalement de son assistant, un hors-jeu.",
        "À la 50e minute, Luc Morel a marqué, mais sur indication de son assistante, "
        "l'arbitre avait déjà sifflé un hors-jeu.",
    ],
)
def test_whistle_on_the_assistants_signal_is_the_assistants_call(text: str) -> None:
    # a referee who only whistles on the flag makes no call of his own (ruling of session
    # 45, drafting/eval/README.md, calls)
    calls = _calls(text)
    assert ("assistant", "offside") in calls
    assert ("referee", "offside") not in calls


def test_assistant_alone_is_not_the_referee() -> None:
    text = "À la 50e minute, Luc Morel a marqué, mais l'assistant a levé son drapeau pour hors-jeu."
    assert _calls(text) == [("assistant", "offside")]


def test_referee_judging_a_push_calls_a_foul() -> None:
    text = (
        "À la 80e minute, Hugo Mercier a marqué. L'arbitre a refusé le but, estimant que "
        "l'attaquant avait poussé Yann Leroy."
    )
    assert ("referee", "foul") in _calls(text)


def test_no_push_is_no_foul() -> None:
    text = (
        "À la 80e minute, Hugo Mercier a marqué. L'arbitre a validé le but, estimant que "
        "l'attaquant n'avait pas poussé Yann Leroy."
    )
    assert ("referee", "foul") not in _calls(text)


# --- "le défenseur" refers back to the defender named before ------------------------------


def _classified(text: str) -> list[tuple[str, str | None, str | None]]:
    d = drafting.draft(text, language="fr")
    players = {p["id"]: p for p in d.incident.get("players", [])}
    return [
        (players[c["by"]]["name"], c.get("classification"), players[c["by"]].get("team"))
        for c in d.incident.get("sequence", [])
        if c.get("by") in players
    ]


@pytest.mark.parametrize(
    "words",
    [
        "a jugé que le défenseur avait délibérément joué le ballon",
        "ont estimé que le défenseur central avait joué volontairement le ballon",
    ],
)
def test_the_defender_is_the_one_who_touched_it(words: str) -> None:
    text = (
        "À la 80e minute, Paul Roux glisse le ballon vers Luc Morel, en position de hors-jeu. "
        f"Mais la passe a été effleurée par Marc Petit. L'arbitre {words}. Morel a marqué."
    )
    assert ("Marc Petit", "deliberate_play", "defending") in _classified(text)


def test_a_defender_not_played_deliberately_is_no_classification() -> None:
    text = (
        "À la 80e minute, Paul Roux glisse le ballon vers Luc Morel, en position de hors-jeu. "
        "Mais la passe a été effleurée par Marc Petit. L'arbitre a jugé que le défenseur "
        "n'avait pas joué volontairement le ballon. Morel a marqué."
    )
    assert all(c is None for _, c, _ in _classified(text))


def test_no_defender_touch_before_is_no_classification() -> None:
    text = (
        "À la 80e minute, Paul Roux centre pour Luc Morel. L'arbitre a jugé que le défenseur "
        "avait joué volontairement le ballon. Morel a marqué."
    )
    assert all(c is None for _, c, _ in _classified(text))


# --- a penalty for a handball: the defender's arm was judged deliberate -------------------


def test_penalty_for_a_block_with_the_arm_classifies_it_and_gives_the_sides() -> None:
    text = (
        "Nantes s'est incliné face à Lorient (1-2). Le défenseur nantais Marc Petit n'en "
        "revenait pas. À la 60e minute, la frappe de Yann Leroy a été contrée du bras par "
        "Petit dans la surface. L'arbitre a laissé jouer, avant d'être appelé par la VAR pour "
        "une main. Après visionnage, il a sifflé penalty."
    )
    d = drafting.draft(text, language="fr")
    assert ("Marc Petit", "deliberate_handball", "defending") in _classified(text)
    teams = {f.path: f.value for f in d.facts if f.path.startswith("teams.")}
    assert teams.get("teams.defending") == "FC Nantes"
    assert teams.get("teams.attacking") == "FC Lorient"


def test_a_handball_penalty_for_the_ball_striking_an_arm_classifies_that_touch() -> None:
    """The officials gave a penalty for handball: they judged the defender's touch a
    handball offence, however the text tells the ball meeting his arm (as the gold does)."""
    text = (
        "À la 60e minute, la frappe de Yann Leroy a heurté le bras de Marc Petit dans la "
        "surface. L'arbitre, appelé par la VAR pour une main, a sifflé penalty après "
        "visionnage."
    )
    assert "deliberate_handball" in [c for _, c, _ in _classified(text)]


def test_no_penalty_is_no_handball_classification() -> None:
    text = (
        "À la 60e minute, la frappe de Yann Leroy a été contrée du bras par Marc Petit dans "
        "la surface. L'arbitre a laissé jouer et la VAR n'est pas intervenue."
    )
    assert all(c is None for _, c, _ in _classified(text))


# --- "avant que celui-ci ne le pousse au fond": the latter, the expletive 'ne' ------------


def _touches(text: str) -> list[tuple[str, str | None]]:
    d = drafting.draft(text, language="fr")
    players = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    return [
        (players.get(c.get("by"), "?"), c.get("action")) for c in d.incident.get("sequence", [])
    ]


@pytest.mark.parametrize("who", ["celui-ci", "il"])
def test_arm_then_the_latter_scores_is_two_touches(who: str) -> None:
    text = (
        "À la 20e minute, le centre de Paul Roux a rebondi sur le bras de Mehdi Ouali avant "
        f"que {who} ne le pousse au fond."
    )
    assert _touches(text) == [
        ("Paul Roux", "cross"),
        ("Mehdi Ouali", None),
        ("Mehdi Ouali", "shot"),
    ]


@pytest.mark.parametrize(
    "sentence",
    ["Mehdi Ouali ne le pousse pas au fond.", "Mehdi Ouali ne pousse jamais le ballon au fond."],
)
def test_a_real_negation_scores_nothing(sentence: str) -> None:
    assert ("Mehdi Ouali", "shot") not in _touches(f"À la 20e minute, {sentence}")


# --- the referee turns his decision round; the VAR confirms (present, expletive 'ne') -----


def _officials(text: str) -> dict[str, object]:
    return dict(drafting.draft(text, language="fr").incident.get("officials", {}))


@pytest.mark.parametrize(
    "words",
    [
        "il est allé revoir les images et est revenu sur sa décision",
        "il est allé revoir les images et s'est déjugé",
        "il est allé revoir les images et a finalement changé sa décision",
    ],
)
def test_referee_going_back_on_a_disallowed_goal_gives_it(words: str) -> None:
    text = (
        "À la 75e minute, Mathis Ngoma a conclu d'une frappe croisée. L'arbitre a d'abord "
        f"refusé le but. Appelé par la VAR, {words}."
    )
    officials = _officials(text)
    assert officials.get("on_field") == "no_goal"
    assert officials.get("final") == "goal"


def test_referee_not_going_back_gives_nothing_final() -> None:
    text = (
        "À la 75e minute, Mathis Ngoma a conclu d'une frappe croisée. L'arbitre a d'abord "
        "refusé le but, sans revenir sur sa décision malgré les protestations."
    )
    assert _officials(text).get("final") != "goal"


def test_the_var_confirming_the_flag_is_no_review() -> None:
    text = (
        "À la 12e minute, Hugo Lenoir a marqué de la tête, mais l'assistant a levé son "
        "drapeau. La vérification a duré deux minutes avant que la VAR ne confirme : Lenoir "
        "était hors-jeu."
    )
    assert _officials(text).get("review") == "none"


def test_the_var_not_confirming_is_no_review_none() -> None:
    text = (
        "À la 12e minute, Hugo Lenoir a marqué de la tête, mais l'assistant a levé son "
        "drapeau. La VAR ne confirme pas : Lenoir était couvert."
    )
    assert _officials(text).get("review") != "none"


# --- "une faute de l'attaquant sur le défenseur X": X defends ---------------------------


def _teams_of(text: str) -> dict[str, str | None]:
    d = drafting.draft(text, language="fr")
    return {p["name"]: p.get("team") for p in d.incident.get("players", [])}


def test_player_fouled_by_the_attacker_defends() -> None:
    text = (
        "À la 90e minute, Jonas Pfeiffer a repris victorieusement un centre de Lukas Brenner. "
        "Mais l'arbitre avait sifflé une faute de l'attaquant sur le défenseur Tom Kessler "
        "avant la frappe."
    )
    teams = _teams_of(text)
    assert teams.get("Tom Kessler") == "defending"
    assert teams.get("Jonas Pfeiffer") == "attacking"


def test_no_foul_of_the_attacker_is_no_side() -> None:
    text = (
        "À la 90e minute, Jonas Pfeiffer a repris victorieusement un centre de Lukas Brenner. "
        "Il n'y a pas eu de faute de l'attaquant sur Tom Kessler."
    )
    assert _teams_of(text).get("Tom Kessler") is None


# --- "sur un centre qu'Iker Salvat avait délivré": the noun's player in a relative clause --


@pytest.mark.parametrize(
    ("sentence", "first"),
    [
        ("Arnau Vilà a marqué de la tête, sur un centre qu'Iker Salvat avait délivré.", "cross"),
        ("Arnau Vilà a ouvert le score sur une passe que le milieu Iker Salvat lui avait "
         "adressée.", "pass"),
    ],
)  # fmt: skip
def test_relative_clause_touch_comes_first(sentence: str, first: str) -> None:
    touches = _touches(f"À la 30e minute, {sentence}")
    assert touches[0] == ("Iker Salvat", first)
    assert touches[1][0] == "Arnau Vilà"


def test_relative_clause_object_of_a_shot_comes_first() -> None:
    touches = _touches(
        "À la 30e minute, Iker Salvat a repris le centre qu'Arnau Vilà avait délivré."
    )
    assert touches == [("Arnau Vilà", "cross"), ("Iker Salvat", "shot")]


@pytest.mark.parametrize(
    ("text", "speaker", "about"),
    [
        (
            "« On nous a volé ce but » : la colère de Julie Marchand après le match. Le but de "
            "Léa Vautrin a été refusé pour hors-jeu à la 80e minute.",
            "Julie Marchand",
            "decision",
        ),
        (
            "Le but de Léa Vautrin a été refusé à la 80e minute. « Elle est en jeu d'un mètre, "
            "tout le monde l'a vu », a lancé Julie Marchand après la rencontre.",
            "Julie Marchand",
            "onside",
        ),
        (
            "Le but de Karim Diallo a été refusé à la 70e minute. « L'arbitre a vu juste sur ce "
            "but refusé : il est devant le gardien », a reconnu l'entraîneur lensois, Hervé Morin.",
            "Hervé Morin",
            "offside",
        ),
        (
            "Le but de Karim Diallo a été refusé à la 70e minute. « Si c'est une faute, alors il "
            "faut siffler sur chaque corner », a pesté l'entraîneur de Lens, Hervé Morin.",
            "Hervé Morin",
            "decision",
        ),
    ],
)
def test_a_quoted_speakers_claim_and_what_it_is_about(text: str, speaker: str, about: str) -> None:
    claims = [(c.speaker, c.about) for c in drafting.draft(text, language="fr").claims]
    assert (speaker, about) in claims


@pytest.mark.parametrize(
    "text",
    [
        "À la 71e minute, Karim Diallo pousse le ballon au fond. L'arbitre accorde d'abord le "
        "but puis, appelé par la VAR, va revoir l'action et l'annule pour hors-jeu.",
        "À la 71e minute, Karim Diallo marque. L'arbitre valide dans un premier temps "
        "l'égalisation, puis se rend à l'écran et l'annule pour une position de hors-jeu.",
    ],
)
def test_a_goal_given_first_then_taken_away_as_a_pronoun(text: str) -> None:
    officials = drafting.draft(text, language="fr").incident.get("officials", {})
    assert officials.get("on_field") == "goal"
    assert officials.get("final") == "no_goal"


def test_a_foul_whistled_after_a_review_is_no_whistle_before_the_goal() -> None:
    text = (
        "À la 90e minute, Emre Kaya a placé une tête sous la barre et l'arbitre a d'abord "
        "accordé le but. Appelé à l'écran, il a sifflé une faute offensive et le but a été "
        "refusé."
    )
    officials = drafting.draft(text, language="fr").incident.get("officials", {})
    assert officials.get("on_field") == "goal"


@pytest.mark.parametrize(
    "text",
    [
        "Sur un centre de Paul Morin, Emil Sand, seul au second poteau, n'a eu qu'à le "
        "pousser au fond. Le but a été refusé pour hors-jeu.",
        "Sur un centre de Paul Morin, Emil Sand n'avait plus qu'à pousser le ballon dans le "
        "but vide. Le but a été refusé pour hors-jeu.",
    ],
)
def test_ne_que_is_only_not_a_negation(text: str) -> None:
    sequence = drafting.draft(text, language="fr").incident.get("sequence", [])
    assert [s.get("action") for s in sequence][-1:] == ["shot"]


@pytest.mark.parametrize(
    "text",
    [
        "À la 71e minute, Karim Diallo pousse le ballon au fond. L'arbitre accorde d'abord le "
        "but puis, appelé par la VAR, va revoir l'action et l'annule pour hors-jeu.",
        "À la 71e minute, Karim Diallo marque. Alertée par la VAR, l'arbitre est allée revoir "
        "les images à l'écran et a refusé le but pour hors-jeu.",
    ],
)
def test_a_call_made_at_the_screen_is_the_referees(text: str) -> None:
    calls = [(c.by, c.call) for c in drafting.draft(text, language="fr").calls]
    assert ("referee", "offside") in calls
    assert ("var", "offside") not in calls
