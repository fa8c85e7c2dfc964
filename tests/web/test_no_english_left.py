"""No English sentence is left on a page read in French, German or Spanish.

Every page, and every casebook incident (its page and its embed), is rendered in each
language; the text a reader sees and hears (titles, labels, alt texts; not code, not what
the page itself marks ``lang="en"``), less the names and quotations it may show as they are
(players, sources' publishers and headlines), must hold no run of English: a stretch of
words in which ``ENGLISH_RUN`` words that only English uses ("the", "of", "after", "'s"...)
come with at most one other word between them. (The pseudo-language test,
test_pseudo_language.py, checks that every word is marked for translation; this one that
the marked words, and the casebook's own, are said in the reader's language.)
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from html import unescape

import pytest
from flask.testing import FlaskClient

from explainer import i18n
from explainer.casebook import cases
from explainer.wording import explain_text
from explainer.wording.casebook import described
from rules import analyse
from tests.web.test_pseudo_language import PAGES, _Text

#: Words no French, German or Spanish sentence uses (not "a", "in", "an", "on", "so",
#: "was", "will", "also", "has", "de", "die": each is a word of one of the three).
_ENGLISH = """the of and to is are be been were that this these those with from by at for it
    its which who whom whose when where while after before against within without into onto
    out off than then there their they them his her him he she would could should not but
    only every each any because between about over under again ruled given stands played
    scored"""
ENGLISH = frozenset(_ENGLISH.split())
#: How many English words in a row (at most one other word between two) make a sentence.
ENGLISH_RUN = 3

OTHER_LANGUAGES = ("fr", "de", "es")
#: Every page once, and each casebook incident's form, in each language.
CHECKED = [
    *PAGES,
    "/api/docs",
    *(f"/explain?case={c.slug}" for c in cases()),
]


def _names() -> list[str]:
    """What a page shows as it is: the names of the players (not the descriptions that
    stand for a name: "Slovakia's last outfield defender"), the sources' publishers and
    headlines (a headline is a quotation, in the language it was published in)."""
    found: set[str] = set()
    for case in cases():
        i = case.incident
        found.update(p.name for p in i.players if p.name and not described(p.name))
        for s in i.sources:
            found.update(text for text in (s.publisher, s.headline) if text)
    return sorted(found, key=len, reverse=True)


def _words(text: str) -> Iterator[str]:
    for word in re.findall(r"[^\W\d_]+(?:['’][^\W\d_]+)*", text):
        yield "'s" if re.search(r"['’]s$", word) else word.lower()


def english_runs(text: str, names: list[str]) -> list[str]:
    """The runs of English in ``text`` (addresses, names and quotations taken out first)."""
    text = re.sub(r"<?\w+://\S+", " ", text)
    for name in names:
        text = text.replace(name, " · ")
    found, run, gap = [], [], 0
    for part in re.split(r"[.;:!?·|()«»“”„\"]", text):
        run, gap = [], 0
        for word in _words(part):
            if word in ENGLISH or word == "'s":
                run.append(word)
                gap = 0
            else:
                gap += 1
                if gap > 1:
                    run, gap = [], 0
            if len(run) >= ENGLISH_RUN:
                found.append(" ".join(part.split())[:120])
                break
    return found


def english_on(html: str, names: list[str]) -> list[str]:
    parser = _Text()
    parser.feed(html)
    return [run for text in parser.found for run in english_runs(text, names)]


@pytest.fixture(scope="module")
def names() -> list[str]:
    return _names()


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
@pytest.mark.parametrize("path", CHECKED)
def test_no_english_sentence_is_left(
    client: FlaskClient, names: list[str], path: str, lang: str
) -> None:
    joined = "&" if "?" in path else "?"
    response = client.get(f"{path}{joined}lang={lang}")
    assert response.status_code in (200, 404)
    assert english_on(response.get_data(as_text=True), names) == []


def test_the_check_finds_an_english_sentence(client: FlaskClient, names: list[str]) -> None:
    """A sentence planted in English on a French page is found, and the same page as it
    is passes (so the check can fail, and fails on English alone)."""
    page = client.get("/?lang=fr").get_data(as_text=True)
    assert english_on(page, names) == []
    planted = page.replace("</main>", "<p>The goal was ruled out after the check.</p></main>")
    assert english_on(planted, names) == ["The goal was ruled out after the check"]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Wirtz's equaliser at Fulham given within the Premier League's offside tolerance", 1),
        ("the goal was first given and ruled out after a VAR check of about three minutes", 1),
        ("Le but de Benzema en finale de la Ligue des champions refusé pour hors-jeu", 0),
        ("Der Ball kam zuletzt von Fabinho, der ihn nicht zu Benzema spielte", 0),
        ("el balón tocó por último en Fabinho, que no se lo jugó a Benzema", 0),
        ("Harry Kane", 0),
    ],
)
def test_english_is_told_from_french_german_and_spanish(text: str, found: int) -> None:
    assert len(english_runs(text, ["Harry Kane"])) == found


@pytest.mark.parametrize(
    ("lang", "teams", "competition"),
    [
        ("fr", "Belgique – Slovaquie", "Euro 2024 de l'UEFA, groupe E"),
        ("de", "Belgien – Slowakei", "UEFA EURO 2024, Gruppe E"),
        ("es", "Bélgica – Eslovaquia", "Eurocopa 2024 de la UEFA, grupo E"),
    ],
)
def test_the_casebook_names_teams_and_competitions_in_the_readers_language(
    client: FlaskClient, lang: str, teams: str, competition: str
) -> None:
    """Names are not sentences: the check above cannot see "Belgium – Slovakia"."""
    slug = "2024-06-17-belgium-slovakia-lukaku"
    home, page, form = (
        unescape(client.get(f"{path}?lang={lang}").get_data(as_text=True))
        for path in ("/", f"/cases/{slug}", "/explain")
    )
    assert teams in home and teams in page
    assert competition in page
    assert "Belgium" not in home and "Slovakia" not in home  # the headlines quote them
    assert "Lukaku's first disallowed goal" not in form


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_the_text_explanation_leaves_no_english(names: list[str], lang: str) -> None:
    """The plain-text explanation (the CLI's, the API's) of every casebook incident."""
    left = {}
    with i18n.speaking(lang):
        for case in cases():
            text = explain_text(case.incident, analyse(case.incident))
            if found := [run for line in text.splitlines() for run in english_runs(line, names)]:
                left[case.slug] = found
    assert left == {}


def test_a_player_the_reports_describe_rather_than_name_is_described_in_the_language() -> None:
    case = next(c for c in cases() if c.slug == "2024-06-17-belgium-slovakia-lukaku")
    with i18n.speaking("de"):
        text = explain_text(case.incident, analyse(case.incident))
    assert "der letzte Feldspieler der Slowakei" in text
    assert "Slovakia's last outfield defender" not in text
    assert "Belgien – Slowakei, UEFA EURO 2024, Gruppe E" in text
