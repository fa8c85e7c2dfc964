"""The rule book's search, /laws?q=...&lang=..: clauses by id and by the words the reader
reads (accents and case ignored), scenarios by their words and players, in four languages."""

from __future__ import annotations

import html
import re
from urllib.parse import parse_qs, urlsplit

import pytest
from flask.testing import FlaskClient

from explainer import lawsearch


def results(client: FlaskClient, query: str, lang: str) -> tuple[str, list[str]]:
    """The results section's text and its links, for ``query`` read in ``lang``."""
    response = client.get("/laws", query_string={"q": query, "lang": lang})
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    start = page.index('<section class="search-results"')
    found = page[start : page.index("</section>", start)]
    text = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", found)).split())
    return text, [html.unescape(h) for h in re.findall(r'href="([^"]+)"', found)]


def test_fold_ignores_case_and_accents() -> None:
    assert lawsearch.fold("Rüdiger") == lawsearch.fold("RUDIGER") == "rudiger"
    assert lawsearch.fold("délibérée") == "deliberee"
    folded = lawsearch.fold("Østigård Fabiański Gündoğan Straße")
    assert folded == "ostigard fabianski gundogan strasse"
    assert lawsearch.terms("  a  Délibérée, OFF-POS-3!") == ["deliberee", "off-pos-3"]


@pytest.mark.parametrize(
    ("lang", "query", "clause", "title"),
    [
        ("en", "deflection save", "OFF-OFF-3", "Gaining an advantage from a rebound"),
        ("fr", "deliberee", "OFF-DP-1", "Le jeu délibéré d'un adversaire libère le joueur"),
        ("de", "HANDE zahlen", "OFF-POS-3", "Arme und Hände zählen nie"),
        ("es", "desvio", "OFF-OFF-3", "Obtener ventaja de un rebote, un desvío o una parada"),
    ],
)
def test_words_of_a_clause_in_the_readers_language_find_it(
    client: FlaskClient, lang: str, query: str, clause: str, title: str
) -> None:
    text, links = results(client, query, lang)
    assert title in text
    link = next(h for h in links if urlsplit(h).path == f"/laws/{clause}")
    assert parse_qs(urlsplit(link).query)["lang"] == [lang]


def test_english_words_do_not_find_a_clause_read_in_french(client: FlaskClient) -> None:
    text, _ = results(client, "deliberately", "fr")
    assert "OFF-DP-1" not in text.split("scénario")[0]


@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
@pytest.mark.parametrize("query", ["OFF-POS-3", "off_pos_3"])
def test_a_clause_id_finds_the_clause_and_its_scenarios(
    client: FlaskClient, lang: str, query: str
) -> None:
    text, links = results(client, query, lang)
    clause_links = [h for h in links if urlsplit(h).path == "/laws/OFF-POS-3"]
    assert clause_links[0] == f"/laws/OFF-POS-3?lang={lang}"
    scenarios = [h for h in clause_links if "scenario=" in h]
    assert len(scenarios) >= 3
    for link in scenarios:
        assert urlsplit(link).fragment == parse_qs(urlsplit(link).query)["scenario"][0]
    assert "OFF-POS-1:" not in text and "OFF-POS-2" not in text


@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
def test_a_player_written_without_accents_finds_his_scenarios(
    client: FlaskClient, lang: str
) -> None:
    text, links = results(client, "rudiger", lang)
    assert "Rüdiger holds Kane outside the area" in text
    scenario = next(h for h in links if "scenario=" in h)
    assert parse_qs(urlsplit(scenario).query)["lang"] == [lang]
    # the link opens the clause page with that scenario unfolded, at its anchor
    page = client.get(scenario).get_data(as_text=True)
    anchor = urlsplit(scenario).fragment
    assert re.search(rf'<details class="scenario" id="{anchor}" open>', page)
    assert len(re.findall(r'<details class="scenario" id="[^"]+" open>', page)) == 1


def test_a_name_in_capitals_finds_it_with_its_accents(client: FlaskClient) -> None:
    text, _ = results(client, "MBAPPE", "en")
    assert "Mbappé" in text and "Mbappe " not in text


@pytest.mark.parametrize(
    ("lang", "nothing"),
    [
        ("en", "Nothing in the rule book matches these words."),
        ("fr", "Rien dans le règlement ne correspond à ces mots."),
        ("de", "Nichts im Regelwerk passt zu diesen Wörtern."),
        ("es", "Nada en el reglamento coincide con estas palabras."),
    ],
)
def test_a_search_that_finds_nothing_says_so(client: FlaskClient, lang: str, nothing: str) -> None:
    text, links = results(client, "zzqx", lang)
    assert nothing in text and links == []


def test_the_query_is_shown_escaped(client: FlaskClient) -> None:
    page = client.get("/laws", query_string={"q": '<script>alert(1)</script>"'}).get_data(
        as_text=True
    )
    assert "<script>alert(1)" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_the_search_box_keeps_the_readers_language(client: FlaskClient) -> None:
    french = client.get("/laws?lang=fr").get_data(as_text=True)
    form = french[french.index('<form class="rulebook-search"') : french.index("</form>")]
    assert 'method="get"' in form and 'name="q"' in form
    assert '<input type="hidden" name="lang" value="fr">' in form
    assert "Rechercher dans le règlement" in form
    english = client.get("/laws").get_data(as_text=True)
    assert 'name="lang"' not in english[english.index('<form class="rulebook-search"') :][:800]
    assert 'class="search-results"' not in english
