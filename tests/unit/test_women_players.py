"""Women players are spoken of as women (issue 34, "every word"): a match's fact
``women`` (rules/incident/players.py) makes every message marked ``{# gendered: #}`` in
templates/ say its form for women (context "women" in the catalogs), in all four languages;
unknown keeps today's words."""

from __future__ import annotations

import html
import io
import re

import pytest
from pydantic import ValidationError

from explainer import i18n
from explainer.casebook import cases
from explainer.interview import document
from explainer.wording import explain_html, explain_text, summary_lines
from rules import Incident, analyse

WOMEN = [c for c in cases() if c.incident.match.women]
#: The forms that speak of a man, per language, among the words said of these incidents'
#: players (their pronouns, their agreements, the team-mates, attackers and defenders, the
#: opponents they affect). The Laws' own words quoted (a clause's title, "Un joueur qui
#: reçoit le ballon d'un adversaire...") speak of any player, as the IFAB writes them.
MASCULINE = {
    "en": r"(?i)\b(?:he|his|him|himself)\b",
    # (Two French pronouns stand for the ball, not a player: "après qu'il a été renvoyé",
    # "Le ballon touché par ... a-t-il été"; those are left out.)
    "fr": r"(?<!qu')(?<!-t-)\b[Ii]ls?\b(?! s'agit| y a| n'y a)|qu'ils?\b(?!\s+a\s+été\s+renvoyé)|"
    r"-t-il\b(?!\s+été\s+un\s+jeu)|\bchaque coéquipier\b|"
    r"\ble défenseur\b|avant-dernier défenseur|\bles attaquants\b|\b(?:gêné|à|sur) un "
    r"adversaire\b|\baucun adversaire\b|\bun joueur qui était\b|\baligné avec",
    "de": r"\b[Ee]r\b|\bjedes Mitspielers\b|\bder Mitspieler\b|"
    r"\bVerteidiger\b|"
    r"\bAngreifer\b|\beinen Gegenspieler (?:beeinflusst|beeinträchtigt)|\bkeinen Gegenspieler\b",
    "es": r"\bcada compañero\b|\bel compañero\b|\bdel defensor\b|\bpenúltimo defensor\b|"
    r"\blos atacantes\b|\b(?:interfirió en|afectara a|afecta a|balón a) un adversario\b|"
    r"\bningún adversario\b|"
    r"\bUn jugador que estaba\b|\bmás adelantado\b",
}


def _said(incident: Incident, language: str) -> str:
    """Every word of ``incident``'s explanation in ``language``: the text, the HTML one
    (its tags left out), the summary lines and the interview's questions."""
    analysis = analyse(incident)
    with i18n.speaking(language):
        top = summary_lines(incident, analysis.decision)
        page = re.sub(r"<[^>]+>", " ", explain_html(incident, analysis))
        questions = document(incident.model_dump(mode="json", exclude_none=True)).questions
        said = [explain_text(incident, analysis), html.unescape(page), top.headline, top.lede]
    return "\n".join(said + [q.text for q in questions])


def _men(incident: Incident, women: bool | None) -> Incident:
    match = incident.match.model_copy(update={"women": women})
    return incident.model_copy(update={"match": match})


def test_the_casebook_s_women_s_matches() -> None:
    assert {c.slug for c in WOMEN} == {
        "2019-06-07-france-southkorea-mbockbathy",
        "2019-06-13-australia-brazil-kerr",
        "2019-06-23-england-cameroon-nchout",
        "2019-06-23-england-cameroon-white",
        "2019-07-02-england-usa-white",
        "2023-07-23-netherlands-portugal-vandergragt",
        "2021-08-02-australia-sweden-kerr",
        "2023-07-25-newzealand-philippines-wilkinson",
        "2023-11-15-realmadrid-chelsea-charles",
        "2024-03-24-westham-chelsea-hayashi",
        "2024-08-10-brazil-usa-swanson",
        "2025-06-07-gotham-kansascity-gonzalez",
        "2025-07-05-france-england-russo",
        "2025-07-16-italy-norway-hegerberg",
    }


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("case", WOMEN, ids=lambda c: c.slug)
def test_a_women_s_match_speaks_of_women(case: object, language: str) -> None:
    said = _said(case.incident, language)  # type: ignore[attr-defined]
    found = sorted({m.group(0) for m in re.finditer(MASCULINE[language], said)})
    assert not found, found


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_unknown_keeps_today_s_words(language: str) -> None:
    """The same incident, its players' sex not known: the words as before (he, il, er)."""
    (kerr,) = [c.incident for c in WOMEN if c.slug == "2019-06-13-australia-brazil-kerr"]
    for women in (None, False):
        said = _said(_men(kerr, women), language)
        assert re.search(MASCULINE[language], said), (language, women)


def test_the_summary_is_one_thing() -> None:
    """The headline the CLI, card and API take (summary_lines) is the page's own."""
    (kerr,) = [c.incident for c in WOMEN if c.slug == "2019-06-13-australia-brazil-kerr"]
    analysis = analyse(kerr)
    with i18n.speaking("de"):
        top = summary_lines(kerr, analysis.decision)
        page = explain_html(kerr, analysis)
    assert "beeinflusste sie eine Gegenspielerin" in top.headline
    assert html.escape(top.headline, quote=False) in page


def test_women_is_a_fact_of_the_match() -> None:
    (kerr,) = [c.incident for c in WOMEN if c.slug == "2019-06-13-australia-brazil-kerr"]
    data = kerr.model_dump(mode="json", exclude_none=True)
    assert data["match"]["women"] is True
    data["match"]["women"] = "yes"
    with pytest.raises(ValidationError):
        Incident.model_validate(data)
    del data["match"]["women"]
    assert Incident.model_validate(data).match.women is None


#: Templates and the messages extracted again for women: marked by the comment just before
#: them, or (a table's, where no comment can go before each) named at the top.
MARKED = [
    (
        '{{ _("Plain %(who)s", who=w) }}\n'
        '{# gendered: said of women #}{{ _("Did %(who)s play?", who=w) }}\n'
        "{# gendered: x #}{% trans %}A team-mate{% endtrans %}\n",
        ["Did %(who)s play?", "A team-mate"],
    ),
    (
        "{#- gendered messages: Goalkeeper |\n    Team-mate playing the ball -#}\n"
        '{%- set key = {"keeper": _("Goalkeeper"), "ball": _("Ball"),\n'
        '  "mate": _("Team-mate playing the ball")} -%}\n',
        ["Goalkeeper", "Team-mate playing the ball"],
    ),
]


@pytest.mark.parametrize(("source", "marked"), MARKED)
def test_a_gendered_message_is_extracted_again_for_women(source: str, marked: list[str]) -> None:
    options = {"extensions": "jinja2.ext.i18n", "trimmed": "true"}
    found = list(i18n.extract_jinja(io.BytesIO(source.encode()), ["_", "gettext"], [], options))
    women = [message for _, function, message, _ in found if function == "pgettext"]
    assert women == [("women", m) for m in marked]


#: The players' pronouns and agreements the templates say of any incident (not only the
#: two women's matches): every casebook incident, told as a women's match, says none.
ANY = {
    "en": r"\bfouled him\b|\"He (?:was|never)\b",
    "fr": r"\bqu'il était\b|\bil en tire\b|\bil se trouvait\b|\bil lui\b|-t-il gêné\b|"
    r"\bgêné un adversaire\b|\bchaque coéquipier\b",
    "de": r"\bzieht er\b|\bindem er\b|\ber stand ihm\b|\ber versperrte\b|\ber kämpfte\b|"
    r"\bnachdem er sich\b|\bjedes Mitspielers\b",
    "es": r"\bcercano a él\b|\binterfirió en un adversario\b|\bcada compañero\b",
}


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_casebook_incident_told_as_a_women_s_match(language: str) -> None:
    found = {}
    for case in cases():
        said = _said(_men(case.incident, True), language)
        hits = sorted({m.group(0) for m in re.finditer(ANY[language], said)})
        if hits:
            found[case.slug] = hits
    assert found == {}


def test_words_said_of_women_are_not_kept_for_men() -> None:
    """The tables' words are made once per language and per players' sex, never shared."""
    (simons,) = [c.incident for c in cases() if c.slug.endswith("simons")]
    for women, said in ((True, "elle se trouvait"), (None, "il se trouvait"), (True, "elle se")):
        assert said in _said(_men(simons, women), "fr")
