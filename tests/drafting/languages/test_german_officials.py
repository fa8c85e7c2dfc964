"""German reports (issue 32): what the officials decided, as German reports tell it. Each
test drafts sentences written for it and asserts the officials' facts, and what must stay
absent."""

from __future__ import annotations

import pytest

import drafting


def _officials(text: str) -> dict[str, object]:
    return dict(drafting.draft(text, language="de").incident.get("officials", {}))


@pytest.mark.parametrize(
    "check",
    [
        "Der Videoassistent prüfte rund zwei Minuten lang – und der Treffer zählte.",
        "Der VAR überprüfte die Szene ausgiebig. Am Ende hatte das Tor Bestand.",
    ],
)
def test_a_goal_that_stood_after_the_check_was_given_and_not_reviewed(check: str) -> None:
    o = _officials(f"In der 60. Minute schob Jonas Keller zum 1:0 ein. {check}")
    assert (o.get("on_field"), o.get("final"), o.get("review")) == ("goal", "goal", "none")


def test_a_goal_that_stood_after_a_flag_keeps_the_flag() -> None:
    o = _officials(
        "Jonas Keller schob zum 1:0 ein, doch die Fahne ging hoch. Der Videoassistent prüfte "
        "lange, und der Treffer zählte."
    )
    assert o.get("on_field") == "offside_flag"
    assert o.get("review") != "none" or o.get("on_field") != "goal"


@pytest.mark.parametrize(
    "gave",
    [
        "Schiedsrichter Paul Brand gab den Treffer trotzdem.",
        "Schiedsrichterin Anna Roth gab das Tor sofort.",
    ],
)
def test_the_referee_gave_the_goal_on_the_field(gave: str) -> None:
    o = _officials(f"Jonas Keller schob zum 1:0 ein. {gave}")
    assert o.get("on_field") == "goal"


def test_a_goal_given_after_the_review_is_no_decision_on_the_field() -> None:
    o = _officials(
        "Jonas Keller schob zum 1:0 ein. Nach Ansicht der Bilder am Monitor gab Schiedsrichter "
        "Paul Brand den Treffer doch."
    )
    assert o.get("on_field") != "goal"


@pytest.mark.parametrize(
    "told", ["Die Torlinientechnik sagt Tor.", "Die Torlinientechnik zeigte sofort Tor an."]
)
def test_goal_line_technology_tells_the_referee(told: str) -> None:
    o = _officials(f"Jonas Keller köpfte, der Ball sprang hinter die Linie. {told}")
    assert o.get("on_field") == "goal"


@pytest.mark.parametrize("confirmed", ["den Treffer", "das Tor", "ihn"])
def test_the_var_confirmed_the_goal(confirmed: str) -> None:
    o = _officials(
        f"Jonas Keller traf zum 2:1. Der Videoassistent bestätigte {confirmed} nach kurzer Prüfung."
    )
    assert o.get("final") == "goal"


def test_a_defenders_header_the_officials_judged_is_no_scoring_touch() -> None:
    d = drafting.draft(
        "Ein Pass von Tim Ahrens wurde von Mainz-Verteidiger Ole Brink per Kopf verlängert, "
        "und Jonas Keller schob ein. Der VAR bestätigte den Treffer: Brinks Kopfball wurde "
        "als bewusstes Spielen gewertet.",
        language="de",
    )
    sides = {p["name"]: p.get("team") for p in d.incident["players"]}
    assert sides["Ole Brink"] == "defending"
    assert d.incident["sequence"][1].get("classification") == "deliberate_play"


def _calls(text: str) -> set[tuple[str, str]]:
    return {(c.by, c.call) for c in drafting.draft(text, language="de").calls}


@pytest.mark.parametrize(
    "confirmed",
    [
        "Der VAR bestätigte nach kurzer Prüfung, dass Jonas Keller im Abseits gestanden hatte.",
        "Der Videoassistent schaut sich das an und bestätigt: Jonas Keller war beim Pass im "
        "Abseits.",
    ],
)
def test_the_var_confirmed_the_offside(confirmed: str) -> None:
    text = f"Tim Ahrens passte, Jonas Keller schob ein. {confirmed}"
    assert ("var", "offside") in _calls(text)
    assert _officials(text).get("final") == "no_goal"


def test_the_var_confirming_no_offside_is_no_offside_call() -> None:
    text = (
        "Tim Ahrens passte, Jonas Keller schob ein. Der VAR bestätigte, dass Keller nicht im "
        "Abseits gestanden hatte."
    )
    assert ("var", "offside") not in _calls(text)
    assert _officials(text).get("final") != "no_goal"


@pytest.mark.parametrize(
    "after",
    [
        "und entschied auf Handspiel",
        "und nahm den Treffer wegen Handspiels zurück",
    ],
)
def test_the_referee_decides_in_the_clause_after_his_review(after: str) -> None:
    text = (
        "Jonas Keller traf zum 1:1, doch der Ball war ihm an die Hand gesprungen. "
        f"Schiedsrichter Paul Brand sah sich die Bilder am Monitor an {after}."
    )
    assert ("referee", "handball") in _calls(text)


@pytest.mark.parametrize(
    "flag",
    [
        "Die Assistentin hatte die Fahne bis dahin unten gelassen und hob sie erst, als der "
        "Ball im Netz lag.",
        "Der Linienrichter hob die Fahne erst, nachdem der Ball ins Tor gerollt war.",
    ],
)
def test_a_flag_raised_only_once_the_ball_was_in(flag: str) -> None:
    o = _officials(f"Jonas Keller nickte zum 2:1 ein. {flag}")
    assert o.get("delayed_flag") is True
    # a late flag says nothing of a whistle: no stopped_before_goal (the dev golds since
    # session 33 leave it out; changed in session 44)
    assert o.get("stopped_before_goal") is None
    assert o.get("on_field") == "offside_flag"


@pytest.mark.parametrize(
    "supposed",
    ["zum vermeintlichen Ausgleich", "zum vermeintlichen 2:1", "den vermeintlichen Siegtreffer"],
)
def test_a_supposed_goal_did_not_stand(supposed: str) -> None:
    verb = "erzielte" if supposed.startswith("den") else "traf"
    o = _officials(f"In der 80. Minute {verb} Jonas Keller {supposed}.")
    assert o.get("final") == "no_goal"


def test_the_header_a_position_is_judged_at_is_not_the_goal() -> None:
    d = drafting.draft(
        "90.+5 | Tor! Eva Roth köpft quer, und Mia Sand schiebt ein.\n\n"
        "90.+7 | Der VAR bestätigt: Sand war beim Kopfball von Roth im Abseits.",
        language="de",
    )
    match = d.incident["match"]
    assert (match["minute"], match["added_time"]) == (90, 5)


def _claims(text: str) -> set[tuple[str | None, str]]:
    return {(c.speaker, c.about) for c in drafting.draft(text, language="de").claims}


@pytest.mark.parametrize(
    "lead",
    [
        "Auch Experte Max Lenz stellte sich auf die Seite der Gäste:",
        "Max Lenz, der die Szene im Stadion sah, war anderer Meinung:",
    ],
)
def test_a_quote_after_a_colon_ending_the_speakers_clause(lead: str) -> None:
    text = (
        "Jonas Keller traf zum 1:1, doch der Schiedsrichter pfiff vorher ab. "
        f"{lead} „Der Pfiff kommt viel zu früh, das ist eine klare Fehlentscheidung.“"
    )
    assert ("Max Lenz", "decision") in _claims(text)


@pytest.mark.parametrize(
    "view",
    [
        "Trainer Max Lenz hielt den Treffer für regulär.",
        "Trainer Max Lenz hielt die Entscheidung für falsch.",
    ],
)
def test_holding_the_goal_for_something_is_a_claim(view: str) -> None:
    assert ("Max Lenz", "decision") in _claims(f"Jonas Keller traf zum 1:1. {view}")


@pytest.mark.parametrize(
    ("quote", "about"),
    [
        # a coach arguing his player committed no offence claims he was onside (the gold's
        # convention, drafting/eval/README.md)
        ("„Er beeinflusst niemanden, er steht nur da“, sagte Trainer Max Lenz.", "onside"),
        (
            "„Wenn er den Torwart nicht beeinflusst, ist das eben so“, sagte Trainer Max Lenz.",
            "offside",
        ),
    ],
)
def test_influencing_an_opponent_is_a_claim_about_offside(quote: str, about: str) -> None:
    claims = _claims(f"Jonas Keller traf, Tim Rau stand im Abseits. {quote}")
    assert ("Max Lenz", about) in claims


def test_the_goal_that_would_count_is_a_claim_about_the_decision() -> None:
    claims = _claims(
        "Jonas Keller traf, doch es war schon abgepfiffen. „Wartet er zwei Sekunden, zählt "
        "dieses Tor“, sagte Trainer Max Lenz."
    )
    assert ("Max Lenz", "decision") in claims


@pytest.mark.parametrize("play_on", ["ließ zunächst weiterlaufen", "ließ das Spiel weiterlaufen"])
def test_the_referee_let_play_go_on(play_on: str) -> None:
    o = _officials(
        f"Ben Haas wurde im Strafraum von Jan Vogt gefoult, Schiedsrichter Tim Rau {play_on}."
    )
    assert o.get("on_field") == "play_on"


@pytest.mark.parametrize(
    "flag", ["Die Fahne des Assistenten ist oben.", "Die Fahne der Assistentin geht hoch."]
)
def test_the_assistants_flag_up_in_the_present(flag: str) -> None:
    o = _officials(f"34' Kein Tor! Emre Aydin vollendet flach. {flag}")
    assert o.get("on_field") == "offside_flag"
