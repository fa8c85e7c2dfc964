"""German reports by writers the drafter was never tuned to (issue 32): the forms a new
writer uses, one table per kind of statement. Sentences written for these tests."""

from __future__ import annotations

import pytest

import drafting
from drafting.eval.score import view


def _incident(text: str) -> dict:
    return dict(drafting.draft(text, language="de").incident)


def _names(text: str) -> set[str]:
    return {p["name"] for p in _incident(text).get("players", [])}


# --- an age for a name: "der 19-Jährige" is the player just named, never a player "Jährige"


@pytest.mark.parametrize(
    ("text", "scorer"),
    [
        (
            "Tim Berger spielte quer auf Luca Sommer, und der 19-Jährige schob zum 1:0 ein. "
            "Der Videoassistent prüfte, der Treffer zählte.",
            "Luca Sommer",
        ),
        (
            "Nach einem Steilpass von Ole Brandt lief Jan Pichler allein aufs Tor zu, der "
            "21-Jährige schob flach ein. Die Fahne ging hoch – Abseits.",
            "Jan Pichler",
        ),
        (
            "Mara Voss flankte, Lea Horn köpfte, und die 23-Jährige jubelte. Doch der VAR "
            "nahm das Tor wegen Abseits zurück.",
            "Lea Horn",
        ),
    ],
)
def test_an_age_is_the_player_just_named(text: str, scorer: str) -> None:
    inc = _incident(text)
    names = {p["name"] for p in inc["players"]}
    assert not any("hrig" in n for n in names)
    assert scorer in names


@pytest.mark.parametrize(
    "text",
    [
        "Paul Keller traf per Kopf, doch der VAR gab Abseits. „Das war keins“, meinte der "
        "44-Jährige nach dem Spiel.",
        "Der 33-Jährige Schiedsrichter sah sich die Bilder an und nahm das Tor zurück.",
        "Bram Olde, der 23-jährige Neuzugang, stand beim Schuss im Abseits, das Tor zählte nicht.",
    ],
)
def test_an_age_never_makes_a_player_of_its_own(text: str) -> None:
    assert not any("hrig" in n for n in _names(text))


# --- a live ticker's bare stamp at a line's start: "23. TOOOR für Union!" -------------


@pytest.mark.parametrize(
    ("entry", "minute"),
    [
        ("23. TOOOR für Union! Mirko Wendland köpft ein, der VAR prüft, der Treffer zählt.", 23),
        ("67. Tor für Mainz! Jonas Keller schiebt ein, doch die Fahne ist oben. Abseits.", 67),
        ("8. Früher Treffer: Tim Hahn trifft, der Videoassistent bestätigt das Tor.", 8),
        ("  71. Kein Tor! Der VAR nimmt den Treffer von Ole Brandt wegen Abseits zurück.", 71),
    ],
)
def test_a_bare_ticker_stamp_is_the_minute(entry: str, minute: int) -> None:
    text = f"Liveticker: FSV Mainz 05 – FC Augsburg\n\n{entry}"
    assert _incident(text).get("match", {}).get("minute") == minute


@pytest.mark.parametrize(
    "opening",
    [
        "1. FC Köln gegen Schalke: Tim Hahn trifft, der Videoassistent bestätigt das Tor.",
        "2. Bundesliga: Tim Hahn trifft, der Videoassistent bestätigt das Tor.",
        "3. März: Tim Hahn trifft, der Videoassistent bestätigt das Tor.",
        "2. Halbzeit: Tim Hahn trifft, der Videoassistent bestätigt das Tor.",
    ],
)
def test_an_ordinal_before_a_club_league_or_date_is_no_minute(opening: str) -> None:
    assert _incident(f"Bericht\n\n{opening}").get("match", {}).get("minute") is None


def test_a_ticker_with_bare_stamps_is_told_apart_by_them() -> None:
    text = (
        "Liveticker: Hertha BSC – Hannover 96\n\n"
        "23. TOOOR für Hertha! Jonas Keller flankt, Mirko Wendland köpft zum 1:0 ein.\n\n"
        "24. Kurzer Check im Keller. Wendland stand nicht im Abseits, der Treffer zählt.\n\n"
        "45.+2 Halbzeit. Hertha führt verdient.\n\n"
        "61. Ausgleich? Nein! Tim Hahn schiebt ein, doch die Fahne ist oben: Abseits.\n\n"
        "62. Der VAR bestätigt: Hahn stand im Abseits, kein Tor."
    )
    d = drafting.draft(text, language="de")
    assert [c.minute for c in d.candidates] == [23, 61]
    second = drafting.draft(text, language="de", candidate=2).incident
    names = {p["name"] for p in second["players"]}
    assert "Tim Hahn" in names and not names & {"Jonas Keller", "Mirko Wendland"}


# --- a nationality for a name: "der Spanier" is the player just named, "die Spanier" his team


@pytest.mark.parametrize(
    ("text", "scorer"),
    [
        (
            "Der Ball kam zu Álvaro Ruiz. Kurz darauf traf der Spanier aus kurzer Distanz, doch "
            "der VAR nahm das Tor wegen Abseits zurück.",
            "Álvaro Ruiz",
        ),
        (
            "Lena Costa setzte sich links durch, und die Brasilianerin schob zum 1:0 ein. Die "
            "Fahne blieb unten, der Treffer zählte.",
            "Lena Costa",
        ),
    ],
)
def test_a_nationality_is_the_player_just_named(text: str, scorer: str) -> None:
    inc = _incident(text)
    scored = inc["sequence"][-1]["by"]
    assert {p["id"]: p["name"] for p in inc["players"]}[scored] == scorer


@pytest.mark.parametrize(
    "text",
    [
        # the team, not a player
        "Tim Roth flankte, Jan Ohm köpfte ein. Die Spanier protestierten, doch der VAR gab das "
        "Tor.",
        # the referee's nationality: nobody to stand for
        "Schiedsrichter Szymon Marciniak pfiff, ehe der Niederländer zum Abschluss kam. Der "
        "VAR konnte nicht eingreifen.",
        # an adjective before a role, not a person
        "Der Schweizer Keeper Yann Sommer ließ den Schuss von Leo Hahn prallen, Tim Roth traf. "
        "Der VAR gab das Tor.",
    ],
)
def test_a_nationality_without_its_player_is_nobody(text: str) -> None:
    inc = _incident(text)
    assert all(p.get("name") for p in inc.get("players", []))
    assert not any(n in ("Spanier", "Niederländer", "Schweizer") for n in _names(text))


# --- the minute in every form a German writer gives it ----------------------------------

MINUTES = [
    ("Nach 71 Minuten schob Tim Roth zum 1:0 ein.", (71, None)),
    ("In der 71. Minute schob Tim Roth zum 1:0 ein.", (71, None)),
    ("Tim Roth schob in Minute 71 zum 1:0 ein.", (71, None)),
    ("Tim Roth traf in der 71. Spielminute zum 1:0.", (71, None)),
    ("Sechs Minuten vor dem Ende schob Tim Roth zum 1:0 ein.", (84, None)),
    ("Sechs Minuten vor Schluss schob Tim Roth zum 1:0 ein.", (84, None)),
    ("Sechs Minuten vor dem Abpfiff schob Tim Roth zum 1:0 ein.", (84, None)),
    ("Sechs Minuten vor Ende der regulären Spielzeit schob Tim Roth zum 1:0 ein.", (84, None)),
    ("Sechs Minuten waren noch zu spielen, als Tim Roth zum 1:0 einschob.", (84, None)),
    ("Tim Roth schob sechs Minuten vor dem Ende zum 1:0 ein.", (84, None)),
    ("Zehn Minuten vor Schluss schob Tim Roth zum 1:0 ein.", (80, None)),
    ("Tim Roth schob in der fünften Minute der Nachspielzeit zum 1:0 ein.", (90, 5)),
    ("In der 90.+5 Minute schob Tim Roth zum 1:0 ein.", (90, 5)),
    ("Tim Roth schob in der 90.+5. Minute zum 1:0 ein.", (90, 5)),
    ("Tim Roth schob (90.+5) zum 1:0 ein.", (90, 5)),
    ("Tim Roth schob in der Nachspielzeit (90.+5) zum 1:0 ein.", (90, 5)),
    ("Tim Roth traf in der 90+5 zum 1:0.", (90, 5)),
    ("Tim Roth traf in der Nachspielzeit der ersten Halbzeit (45.+2) zum 1:0.", (45, 2)),
    ("In der 108. Minute schob Tim Roth in der Verlängerung zum 1:0 ein.", (108, None)),
    ("In der Verlängerung schob Tim Roth in der 108. Minute zum 1:0 ein.", (108, None)),
    ("Zwölf Minuten nach dem Seitenwechsel schob Tim Roth zum 1:0 ein.", (57, None)),
    ("Zwölf Minuten nach Wiederanpfiff schob Tim Roth zum 1:0 ein.", (57, None)),
    ("Sieben Minuten nach der Pause schob Tim Roth zum 1:0 ein.", (52, None)),
    ("Tim Roth schob zum 1:0 ein (9.).", (9, None)),
    ("Tim Roth schob bereits nach neun Minuten zum 1:0 ein.", (9, None)),
    ("Kurz vor Schluss schob Tim Roth zum 1:0 ein.", (None, None)),
    ("Spät in der Partie schob Tim Roth zum 1:0 ein.", (None, None)),
    (
        "Nach zwei Minuten Überprüfung nahm der Schiedsrichter das Tor von Tim Roth zurück.",
        (None, None),
    ),
    ("Tim Roth, der in dieser Saison schon 12 Tore erzielt hat, schob zum 1:0 ein.", (None, None)),
    ("Tim Roth schob zum 1:0 ein, es war sein 5. Saisontor.", (None, None)),
    ("Zwei Minuten später schob Tim Roth zum 1:0 ein.", (None, None)),
    ("In der 90. Minute schob Tim Roth zum 1:0 ein.", (90, None)),
]


@pytest.mark.parametrize(("sentence", "minute"), MINUTES)
def test_the_minute_in_a_new_writers_words(
    sentence: str, minute: tuple[int | None, int | None]
) -> None:
    text = sentence + " Der VAR prüfte lange und nahm das Tor wegen Abseits zurück."
    match = _incident(text).get("match", {})
    assert (match.get("minute"), match.get("added_time")) == minute


# --- where the match was: a club's ground, and who was at home ---------------------------


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("Später Schock in Ibrox: Callum Reid traf, doch der VAR nahm das Tor zurück.", "Rangers"),
        ("Vor 62.000 Zuschauern im Estádio da Luz traf Rui Couto, der VAR gab das Tor.", "Benfica"),
        (
            "Im Stadion Feijenoord schob Tim Roth ein, doch der VAR nahm das Tor zurück.",
            "Feyenoord",
        ),
        ("Im Celtic Park schob Tim Roth ein, doch der VAR nahm das Tor zurück.", "Celtic"),
    ],
)
def test_a_clubs_ground_makes_it_the_home_side(text: str, home: str) -> None:
    assert home in (_incident(text).get("match", {}).get("home") or "")


def test_the_team_beaten_at_home_is_not_the_one_named_after_it() -> None:
    text = (
        "Am Samstag unterlag das Team aus Glasgow dem FC Aberdeen im eigenen Stadion mit 0:1. "
        "Tomás Herrera traf spät, doch der VAR nahm das Tor wegen Abseits zurück."
    )
    assert _incident(text).get("match", {}).get("home") != "FC Aberdeen"


# --- the subject after its verb, with its article, adjectives, team and role -----------


@pytest.mark.parametrize(
    ("clause", "scorer"),
    [
        ("köpfte der Stürmer Tim Roth ein", "Tim Roth"),
        ("schob der eingewechselte Tim Roth ein", "Tim Roth"),
        ("schob der eingewechselte Stürmer Tim Roth ein", "Tim Roth"),
        ("traf der Mainzer Stürmer Tim Roth", "Tim Roth"),
        ("köpfte die Mainzer Kapitänin Tina Roth ein", "Tina Roth"),
        ("hatte der junge Tim Roth eingeschoben", "Tim Roth"),
    ],
)
def test_a_subject_after_its_verb_may_lead_with_article_and_role(clause: str, scorer: str) -> None:
    text = f"In der 80. Minute {clause}, doch der VAR nahm das Tor wegen Abseits zurück."
    inc = _incident(text)
    names = {p["id"]: p["name"] for p in inc.get("players", [])}
    assert [names.get(s["by"]) for s in inc.get("sequence", [])][-1:] == [scorer]


def test_a_relative_clause_naming_another_keeps_the_subject() -> None:
    text = (
        "Daan Verhoeven, der allein vor Torwart Jesper Roos auftauchte, vollendete flach zum "
        "2:2. Der VAR griff nicht ein."
    )
    inc = _incident(text)
    names = {p["id"]: p["name"] for p in inc.get("players", [])}
    assert names.get(inc["sequence"][-1]["by"]) == "Daan Verhoeven"


# --- which side attacked: the words a writer gives the teams -----------------------------

SIDES = [
    (
        "In der 80. Minute: TOOOR für Mainz! Tim Roth köpft ein. Doch der VAR nimmt das "
        "Tor wegen Abseits zurück.",
        "1. FSV Mainz 05",
        "FC Augsburg",
    ),
    (
        "In der 80. Minute köpfte Tim Roth ein, und Mainz jubelte. Doch der VAR nahm das "
        "Tor wegen Abseits zurück.",
        "1. FSV Mainz 05",
        "FC Augsburg",
    ),
    (
        "In der 80. Minute köpfte Tim Roth zum vermeintlichen Ausgleich der Augsburger "
        "ein, doch der VAR nahm das Tor wegen Abseits zurück.",
        "FC Augsburg",
        "1. FSV Mainz 05",
    ),
    (
        "In der 80. Minute köpfte der Mainzer Stürmer Tim Roth ein, doch der VAR nahm das "
        "Tor wegen Abseits zurück.",
        "1. FSV Mainz 05",
        "FC Augsburg",
    ),
    (
        "In der 80. Minute köpfte Tim Roth an Augsburgs Torwart Jan Ohm vorbei ein, doch "
        "der VAR nahm das Tor wegen Abseits zurück.",
        "1. FSV Mainz 05",
        "FC Augsburg",
    ),
    (
        "In der 80. Minute köpfte Tim Roth ein, doch der VAR nahm das Tor wegen Abseits "
        "zurück. Die Mainzer protestierten heftig.",
        "1. FSV Mainz 05",
        "FC Augsburg",
    ),
    (
        "In der 80. Minute köpfte Tim Roth ein, doch der VAR nahm das Tor wegen Abseits "
        "zurück. Pech für Mainz.",
        "1. FSV Mainz 05",
        "FC Augsburg",
    ),
    (
        "In der 80. Minute köpfte Tim Roth ein, doch der VAR nahm das Tor wegen Abseits "
        "zurück. Die Hausherren waren außer sich.",
        "1. FSV Mainz 05",
        "FC Augsburg",
    ),
    (
        "In der 80. Minute wurde Mainz ein Tor aberkannt: Tim Roth hatte im Abseits gestanden.",
        "1. FSV Mainz 05",
        "FC Augsburg",
    ),
    (
        "In der 80. Minute köpfte Mainz-Stürmer Tim Roth ein, doch der VAR nahm das Tor "
        "wegen Abseits zurück.",
        "1. FSV Mainz 05",
        "FC Augsburg",
    ),
    (
        "In der 80. Minute köpfte Tim Roth für Mainz ein, doch der VAR nahm das Tor wegen "
        "Abseits zurück.",
        "1. FSV Mainz 05",
        "FC Augsburg",
    ),
    (
        "Der Mainzer Treffer in der 80. Minute zählte nicht: Tim Roth stand im Abseits.",
        "1. FSV Mainz 05",
        "FC Augsburg",
    ),
    (
        "In der 80. Minute köpfte Tim Roth ein, doch der VAR nahm das Tor wegen Abseits "
        "zurück. Die Gastgeber haderten.",
        "1. FSV Mainz 05",
        "FC Augsburg",
    ),
    (
        "In der 80. Minute köpfte Tim Roth ein, doch der VAR nahm das Tor wegen Abseits "
        "zurück. Die Gäste haderten mit der Entscheidung.",
        "FC Augsburg",
        "1. FSV Mainz 05",
    ),
    (
        "In der 80. Minute köpfte Tim Roth ein, doch der VAR nahm das Tor wegen Abseits "
        "zurück. Bitter für die Gäste.",
        "FC Augsburg",
        "1. FSV Mainz 05",
    ),
    (
        "In der 80. Minute köpfte Tim Roth ein, doch der VAR nahm das Tor wegen Abseits "
        "zurück. Der Jubel der Mainzer verstummte.",
        "1. FSV Mainz 05",
        "FC Augsburg",
    ),
    (
        "In der 80. Minute brachte Tim Roth den Ball im Augsburger Tor unter, doch der "
        "VAR nahm den Treffer wegen Abseits zurück.",
        "1. FSV Mainz 05",
        "FC Augsburg",
    ),
    (
        "In der 80. Minute köpfte Tim Roth ein, doch der VAR nahm das Tor wegen Abseits "
        "zurück. Die Mainzer Fans pfiffen.",
        "1. FSV Mainz 05",
        "FC Augsburg",
    ),
]


@pytest.mark.parametrize(("sentence", "attacking", "defending"), SIDES)
def test_the_sides_in_a_new_writers_words(sentence: str, attacking: str, defending: str) -> None:
    d = drafting.draft("FSV Mainz 05 – FC Augsburg 1:1. " + sentence, language="de")
    facts = {f.path: f.value for f in d.facts}
    assert (facts.get("teams.attacking"), facts.get("teams.defending")) == (attacking, defending)


# --- where the attacker stood, in a new writer's words ----------------------------------

POSITIONS = [
    ("Doch Roth stand beim Zuspiel knapp im Abseits, der VAR nahm das Tor zurück.", "offside"),
    ("Roth hatte beim Pass einen halben Meter im Abseits gestanden.", "offside"),
    ("Die kalibrierten Linien zeigten, dass Roth mit der Schulter vorne war.", "offside"),
    ("Roth befand sich beim Zuspiel in einer Abseitsposition.", "offside"),
    ("Roth war beim Zuspiel eine Fußspitze weiter vorne als der vorletzte Verteidiger.", "offside"),
    ("Beim Zuspiel war Roth einen Schritt zu früh gestartet und stand im Abseits.", "offside"),
    ("Der Torschütze hatte beim Pass im Abseits gestanden.", "offside"),
    ("Gut einen Meter näher an der Torlinie als der vorletzte Gegenspieler stand Roth.", "offside"),
    ("Roth stand beim Zuspiel hauchdünn im Abseits.", "offside"),
    ("Roth stand klar abseits.", "offside"),
    (
        "Der VAR prüfte: Roth stand gleichauf mit dem letzten Verteidiger, der Treffer zählt.",
        "onside",
    ),
    ("Roth war nicht im Abseits, der Treffer zählt.", "onside"),
    ("Roth wurde von Jan Ohm aufgehoben, der Treffer zählte.", "onside"),
    ("Roth stand auf einer Höhe mit dem Verteidiger, das Tor zählte.", "onside"),
    ("Roth startete aus einer regulären Position, der Treffer zählte.", "onside"),
    ("Die Linien zeigten, dass Roth nicht im Abseits stand, das Tor zählte.", "onside"),
]


@pytest.mark.parametrize(("sentence", "kind"), POSITIONS)
def test_the_position_in_a_new_writers_words(sentence: str, kind: str) -> None:
    text = "In der 60. Minute passte Jan Berg auf Tim Roth, der zum 1:0 einschob. " + sentence
    assert view(drafting.draft(text, language="de"))["positions"] == [["Tim Roth", kind]]


@pytest.mark.parametrize(
    "opening",
    [
        "In der 60. Minute spielte Jan Berg einen Steilpass auf Tim Roth.",
        "Jan Berg spielte in der 60. Minute einen Steilpass auf Tim Roth.",
        "Jan Berg schlug einen langen Ball auf Tim Roth.",
        "In der 60. Minute schlug Jan Berg einen Diagonalball zu Tim Roth.",
    ],
)
def test_a_pass_told_by_its_noun(opening: str) -> None:
    text = opening + " Roth schob zum 1:0 ein, doch der VAR nahm das Tor zurück."
    seq = view(drafting.draft(text, language="de"))["sequence"]
    assert [(s["by"], s["action"]) for s in seq] == [("Jan Berg", "pass"), ("Tim Roth", "shot")]


@pytest.mark.parametrize(
    "role", ["Mittelfeldregisseur", "Flügelstürmer", "Spielgestalterin", "Rechtsaußen", "Abräumer"]
)
def test_a_role_before_a_name_is_no_part_of_it(role: str) -> None:
    text = f"{role} Tomás Alvarenga schob ein. Der VAR gab das Tor."
    assert _names(text) == {"Tomás Alvarenga"}


# --- how an attacker in an offside position was involved --------------------------------

INVOLVEMENTS = [
    (
        "Doch Jan Berg stand im Abseits und nahm Torwart Ole Kern die Sicht.",
        "obstructed_line_of_vision",
    ),
    (
        "Jan Berg, der im Abseits stand, verdeckte Keeper Ole Kern die Sicht auf den Ball.",
        "obstructed_line_of_vision",
    ),
    (
        "Der im Abseits stehende Jan Berg stand direkt in der Sichtlinie von Torwart Ole Kern.",
        "obstructed_line_of_vision",
    ),
    (
        "Jan Berg stand im Abseits und behinderte Torhüter Ole Kern die Sicht.",
        "obstructed_line_of_vision",
    ),
    (
        "Jan Berg stand im Abseits, genau in der Schussbahn, und versperrte Ole Kern die Sicht.",
        "obstructed_line_of_vision",
    ),
    (
        "Jan Berg stand im Abseits und streckte sich nach dem Ball, verfehlte "
        "ihn aber knapp, was Verteidiger Ole Kern behinderte.",
        "attempted_close_ball_impacting_opponent",
    ),
    (
        "Jan Berg stand im Abseits und attackierte Verteidiger Ole Kern im Kopfballduell.",
        "challenged_opponent",
    ),
    ("Jan Berg stand im Abseits und ging in den Zweikampf mit Ole Kern.", "challenged_opponent"),
]


@pytest.mark.parametrize(("sentence", "kind"), INVOLVEMENTS)
def test_the_involvement_in_a_new_writers_words(sentence: str, kind: str) -> None:
    text = "In der 60. Minute zog Tim Roth aus 20 Metern ab und traf zum 1:0. " + sentence
    assert view(drafting.draft(text, language="de"))["involvements"] == [["Jan Berg", kind]]


@pytest.mark.parametrize(
    "sentence",
    [
        "Tim Roth, der allein vor Torwart Jesper Roos auftauchte, schob zum 1:0 ein.",
        "Tim Roth schob zum 1:0 ein, Jesper Roos war machtlos.",
        "Tim Roth zog ab, Torhüter Jesper Roos sah den Schuss erst im letzten Moment.",
        "Tim Roth ließ Keeper Jesper Roos keine Chance und schob zum 1:0 ein.",
    ],
)
def test_the_keeper_the_goal_beat_is_a_player_and_the_keeper(sentence: str) -> None:
    inc = _incident(sentence + " Der VAR prüfte und gab den Treffer.")
    keepers = [p["name"] for p in inc.get("players", []) if p.get("goalkeeper")]
    assert keepers == ["Jesper Roos"]
