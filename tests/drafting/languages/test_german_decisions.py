"""German reports (issue 32): the officials' decisions in the words of writers the
drafter was never tuned to. One table: a sentence after a goal or a fall in the box, the
field, the value. Sentences written for these tests."""

from __future__ import annotations

import pytest

import drafting

GOAL = "In der 60. Minute schob Tim Roth zum 1:0 ein. "
FALL = "In der 60. Minute ging Tim Roth im Strafraum nach einem Kontakt mit Jan Ohm zu Boden. "

DECISIONS = [
    (
        GOAL,
        "on_field",
        "goal",
        "Schiedsrichter Paul Brand zeigte zunächst zur Mitte, doch dann meldete sich der VAR "
        "wegen Abseits und das Tor wurde aberkannt.",
    ),
    (
        GOAL,
        "on_field",
        "goal",
        "Brand zeigt zur Mitte. Aber der VAR kassiert das Ding wegen Abseits.",
    ),
    (
        GOAL,
        "on_field",
        "goal",
        "Der Referee hatte zunächst auf Tor entschieden, nahm den Treffer nach Ansicht der "
        "Bilder aber zurück.",
    ),
    (
        GOAL,
        "on_field",
        "goal",
        "Der Treffer wurde zunächst gegeben, dann aber wegen Abseits aberkannt.",
    ),
    (
        GOAL,
        "on_field",
        "goal",
        "Brand erkannte den Treffer zunächst an, nach dem VAR-Check nahm er ihn zurück.",
    ),
    (
        GOAL,
        "on_field",
        "goal",
        "Brand deutete zum Anstoßkreis, ehe sich der Keller meldete. Abseits, kein Tor.",
    ),
    (
        GOAL,
        "final",
        "no_goal",
        "Brand zeigt zur Mitte. Aber der VAR kassiert das Ding wegen Abseits.",
    ),
    (GOAL, "final", "no_goal", "Kommando zurück! Der VAR meldet Abseits, kein Treffer."),
    (
        GOAL,
        "final",
        "no_goal",
        "Doch der Jubel war verfrüht: Der Videoassistent erkannte eine Abseitsstellung, das Tor "
        "wurde nicht gegeben.",
    ),
    (
        GOAL,
        "final",
        "no_goal",
        "Nach Überprüfung durch den VAR wurde der Treffer wegen Abseits einkassiert.",
    ),
    (GOAL, "final", "no_goal", "Der Treffer fand nach dem Videobeweis keine Anerkennung."),
    (GOAL, "final", "no_goal", "Nach dem VAR-Check war klar: Abseits, der Treffer zählt nicht."),
    (
        GOAL,
        "final",
        "no_goal",
        "Der Schiedsrichter annullierte den Treffer nach Rücksprache mit dem Keller.",
    ),
    (GOAL, "final", "no_goal", "Doch der Treffer wurde nach langer Prüfung gestrichen."),
    (GOAL, "final", "goal", "Nach kurzem Check im Keller war klar: Der Treffer zählt."),
    (
        GOAL,
        "final",
        "goal",
        "Der VAR prüfte eine mögliche Abseitsstellung, doch alles war regulär, das Tor zählte.",
    ),
    (
        GOAL,
        "final",
        "goal",
        "Der Videoassistent bestätigte die Entscheidung auf dem Platz, der Treffer hatte Bestand.",
    ),
    (GOAL, "final", "goal", "Der Keller gab grünes Licht, das 1:0 zählt."),
    (
        GOAL,
        "final",
        "goal",
        "Nach Überprüfung durch den Videoassistenten wurde der Treffer bestätigt.",
    ),
    (GOAL, "final", "goal", "Entwarnung: Roth stand nicht im Abseits, der Treffer zählt."),
    (
        FALL,
        "final",
        "penalty",
        "Schiedsrichter Paul Brand schaute sich die Szene am Monitor an und zeigte auf den Punkt.",
    ),
    (FALL, "final", "penalty", "Nach Ansicht der Bilder am Monitor: Strafstoß!"),
    (
        FALL,
        "final",
        "penalty",
        "Der VAR meldete sich, Brand sah sich die Bilder an und entschied auf Elfmeter.",
    ),
    (FALL, "final", "penalty", "Nach dem Videostudium gab es doch noch Elfmeter für die Gäste."),
    (
        FALL,
        "final",
        "penalty",
        "Brand revidierte seine Entscheidung und zeigte auf den Elfmeterpunkt.",
    ),
    (
        FALL,
        "final",
        "no_penalty",
        "Der VAR hat sich die Szene angeschaut und sieht keinen klaren Fehler. Kein Strafstoß.",
    ),
    (
        FALL,
        "final",
        "no_penalty",
        "Brand ließ weiterspielen, der VAR prüft, greift aber nicht ein. Es gibt keinen Elfmeter.",
    ),
    (FALL, "final", "no_penalty", "Der Elfmeterpfiff blieb aus, auch der VAR griff nicht ein."),
    (
        FALL,
        "final",
        "no_penalty",
        "Die Pfeife von Brand blieb stumm, einen Strafstoß gab es nicht.",
    ),
    (FALL, "final", "no_penalty", "Nach Ansicht der Bilder nahm Brand den Elfmeter zurück."),
    (FALL, "on_field", "play_on", "Brand ließ zunächst weiterlaufen, dann meldete sich der VAR."),
    (FALL, "on_field", "play_on", "Der Unparteiische winkte ab, das Spiel lief weiter."),
    (
        FALL,
        "on_field",
        "play_on",
        "Brand ließ das Spiel laufen, der VAR prüfte und griff nicht ein.",
    ),
    (
        FALL,
        "on_field",
        "penalty",
        "Brand zeigte sofort auf den Punkt, nahm den Elfmeter nach Ansicht der Bilder aber zurück.",
    ),
    (
        FALL,
        "on_field",
        "penalty",
        "Zunächst gab es Elfmeter, doch nach dem Videostudium wurde die Entscheidung "
        "zurückgenommen.",
    ),
    (
        FALL,
        "review",
        "on_field_review",
        "Brand wurde vom VAR an den Monitor gebeten und zeigte auf den Punkt.",
    ),
    (
        FALL,
        "review",
        "on_field_review",
        "Brand wird vom VAR an den Monitor geholt und entscheidet auf Strafstoß.",
    ),
    (
        FALL,
        "review",
        "on_field_review",
        "Brand schaute sich die Szene am Bildschirm an und gab Elfmeter.",
    ),
    (
        FALL,
        "review",
        "on_field_review",
        "Nach einem On-Field-Review entschied Brand auf Strafstoß.",
    ),
    (
        FALL,
        "review",
        "on_field_review",
        "Brand lief zur Review-Area und zeigte anschließend auf den Punkt.",
    ),
    (
        FALL,
        "review",
        "none",
        "Der VAR hat sich die Szene angeschaut und sieht keinen klaren Fehler. Kein Strafstoß.",
    ),
    (FALL, "review", "none", "Brand ließ weiterspielen, der VAR prüft, greift aber nicht ein."),
    (
        FALL,
        "review",
        "none",
        "Der VAR sah keinen Grund einzugreifen, Brand blieb bei seiner Entscheidung.",
    ),
    (
        FALL,
        "review",
        "none",
        "Auch nach dem Check im Keller blieb es bei der Entscheidung: kein Elfmeter.",
    ),
    (
        GOAL,
        "review",
        "var_only",
        "Der Schiedsrichter nahm den Treffer nach Hinweis des VAR zurück, ohne selbst an den "
        "Monitor zu gehen.",
    ),
    (
        GOAL,
        "review",
        "var_only",
        "Auf Hinweis des Videoassistenten wurde das Tor ohne Ansicht der Bilder zurückgenommen.",
    ),
    (
        GOAL,
        "review",
        "var_only",
        "Der VAR korrigierte die Entscheidung, ein Gang zum Monitor war nicht nötig.",
    ),
]


@pytest.mark.parametrize(("before", "field", "value", "sentence"), DECISIONS)
def test_a_decision_in_a_new_writers_words(
    before: str, field: str, value: str, sentence: str
) -> None:
    officials = drafting.draft(before + sentence, language="de").incident.get("officials", {})
    assert officials.get(field) == value


@pytest.mark.parametrize(
    "sentence",
    [
        "Das Tor wurde nicht gegeben.",
        "Es gibt keinen Elfmeter, der VAR greift nicht ein.",
        "Brand zeigte zunächst auf den Punkt, nahm den Elfmeter nach Ansicht der Bilder zurück.",
        "Brand erkannte den Treffer zunächst an, nahm ihn nach Ansicht der Bilder aber zurück.",
    ],
)
def test_a_decision_taken_back_or_denied_is_never_the_final_one(sentence: str) -> None:
    officials = drafting.draft(GOAL + sentence, language="de").incident.get("officials", {})
    assert officials.get("final") not in ("goal", "penalty")


@pytest.mark.parametrize(
    ("sentence", "minute"),
    [
        ("Der VAR prüfte, und nach knapp zwei Minuten kam die Nachricht: Tor.", 60),
        ("Nach gut drei Minuten Überprüfung nahm der Schiedsrichter das Tor zurück.", 60),
    ],
)
def test_how_long_a_check_took_is_no_minute(sentence: str, minute: int) -> None:
    match = drafting.draft(GOAL + sentence, language="de").incident.get("match", {})
    assert match.get("minute") == minute


#: Who called what, in a new writer's words: (sentence after a goal, the calls).
CALLS = [
    (
        "Schiedsrichter Paul Brand wird vom VAR wegen eines möglichen Handspiels an den "
        "Monitor gebeten und nimmt das Tor zurück.",
        ["referee:handball", "var:handball"],
    ),
    (
        "Der VAR meldete sich wegen Abseits, Brand sah sich die Bilder am Monitor an und nahm "
        "den Treffer zurück.",
        ["referee:offside", "var:offside"],
    ),
    ("Der Videoassistent erkannte eine Abseitsstellung, das Tor wurde aberkannt.", ["var:offside"]),
    (
        "Nach Überprüfung durch den VAR steht fest: Roth stand im Abseits. Kein Tor.",
        ["var:offside"],
    ),
    ("Doch die Fahne des Assistenten ging hoch: Abseits.", ["assistant:offside"]),
    (
        "Die Fahne ging hoch, und der VAR bestätigte die Abseitsentscheidung.",
        ["assistant:offside", "var:offside"],
    ),
    ("Schiedsrichter Paul Brand pfiff ein Foul von Roth an Torwart Jan Ohm.", ["referee:foul"]),
    (
        "Der VAR schaltete sich wegen eines Fouls ein, Brand schaute sich die Szene am "
        "Monitor an und annullierte den Treffer.",
        ["referee:foul", "var:foul"],
    ),
    ("Der Kölner Keller meldete Abseits, der Treffer zählte nicht.", ["var:offside"]),
    ("Brand entschied nach Ansicht der Bilder auf Abseits.", ["referee:offside"]),
]


@pytest.mark.parametrize(("sentence", "calls"), CALLS)
def test_who_called_what_in_a_new_writers_words(sentence: str, calls: list[str]) -> None:
    d = drafting.draft(GOAL + sentence, language="de")
    assert sorted(f"{c.by}:{c.call}" for c in d.calls) == calls
