"""The reader's language (explainer/i18n.py): complete catalogs, and links that keep it.

The catalogs are checked as a translator's tools would: every message marked in
templates/ is in its area's catalog (the .pot is up to date), every language has each
one translated and not fuzzy, with the same placeholders as the English, and the
compiled .mo files say what the .po files say. `make messages` fixes the first and the
last; the translations in between are the translators' work.
"""

from __future__ import annotations

import configparser
import fnmatch
import re
from io import BytesIO
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po
from flask.testing import FlaskClient

from explainer import i18n

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = ROOT / "templates"
#: Named placeholders: gettext's %(name)s, and the {name} of the patterns in words.txt.j2.
PLACEHOLDER = re.compile(r"%\((\w+)\)[sd]|\{(\w+)\}")
OTHER = [lang for lang in i18n.LANGUAGES if lang != i18n.DEFAULT]


def _patterns(area: str) -> list[str]:
    config = configparser.ConfigParser()
    config.read(i18n.LOCALES / "areas" / f"{area}.cfg")
    return [s.split(":", 1)[1].strip() for s in config.sections() if s.startswith("jinja2")]


def _ids(messages: object) -> set[str]:
    found = set()
    for m in messages:  # type: ignore[attr-defined]
        if m.id:
            found.add(m.id if isinstance(m.id, str) else m.id[0])
    return found


def test_every_template_belongs_to_exactly_one_area() -> None:
    files = sorted(str(p.relative_to(ROOT)) for p in TEMPLATES.rglob("*") if p.is_file())
    claims = {f: [a for a in i18n.AREAS if _claims(a, f)] for f in files}
    assert {f: a for f, a in claims.items() if len(a) != 1} == {}


def _claims(area: str, path: str) -> bool:
    return any(
        fnmatch.fnmatch(path, p) or fnmatch.fnmatch(path, p.replace("/**", "/*/*"))
        for p in _patterns(area)
    )


@pytest.mark.parametrize("area", i18n.AREAS)
def test_the_catalog_template_has_every_marked_message(area: str) -> None:
    with open(i18n.LOCALES / "areas" / f"{area}.cfg") as cfg:
        method_map, options = parse_mapping_cfg(cfg)
    marked = {
        m[2] if isinstance(m[2], str) else m[2][0]
        for m in extract_from_dir(str(ROOT), method_map, options)
    }
    with open(i18n.LOCALES / f"{area}.pot", "rb") as f:
        listed = _ids(read_po(f))
    assert marked == listed, "run `make messages`"


@pytest.mark.parametrize("lang", OTHER)
@pytest.mark.parametrize("area", i18n.AREAS)
def test_every_message_is_translated_with_the_same_placeholders(area: str, lang: str) -> None:
    with open(i18n.LOCALES / f"{area}.pot", "rb") as f:
        wanted = _ids(read_po(f))
    po = i18n.LOCALES / lang / "LC_MESSAGES" / f"{area}.po"
    with open(po, "rb") as f:
        catalog = read_po(f)
    problems = []
    for m in catalog:
        if not m.id:
            continue
        ids = [m.id] if isinstance(m.id, str) else list(m.id)
        strings = [m.string] if isinstance(m.string, str) else list(m.string)
        if m.fuzzy or not all(strings):
            problems.append(("untranslated" if not all(strings) else "fuzzy", ids[0]))
            continue
        need = set(PLACEHOLDER.findall(" ".join(ids)))
        for s in strings:
            if set(PLACEHOLDER.findall(s)) != need:
                problems.append(("placeholders differ", ids[0]))
    assert problems == []
    assert wanted <= _ids(catalog), "run `make messages`"


@pytest.mark.parametrize("lang", OTHER)
@pytest.mark.parametrize("area", i18n.AREAS)
def test_the_compiled_catalog_says_what_the_po_says(area: str, lang: str) -> None:
    folder = i18n.LOCALES / lang / "LC_MESSAGES"
    with open(folder / f"{area}.po", "rb") as f:
        po = {_key(m.id): _key(m.string) for m in read_po(f) if m.id and not m.fuzzy}
    compiled = read_mo(BytesIO((folder / f"{area}.mo").read_bytes()))
    mo = {_key(m.id): _key(m.string) for m in compiled if m.id}
    assert mo == po, "run `make messages`"


def _key(value: object) -> object:
    """A message id or string as a dictionary key (plural forms come as lists or tuples)."""
    return tuple(value) if isinstance(value, list | tuple) else value


def test_speaking_a_language_changes_only_the_words() -> None:
    with i18n.speaking("de"):
        assert i18n.gettext("Rule book") == "Spielregeln"
    assert i18n.gettext("Rule book") == "Rule book"
    with pytest.raises(ValueError, match="unknown language"):
        i18n.checked("xx")


@pytest.mark.parametrize(
    ("header", "lang"),
    [("fr-FR,fr;q=0.9,en;q=0.8", "fr"), ("de-CH", "de"), ("pt-BR,es;q=0.5", "es"), ("", "en")],
)
def test_the_browsers_language_is_chosen(header: str, lang: str) -> None:
    assert i18n.best(header) == lang


def test_a_page_in_another_language_keeps_it_in_every_link(client: FlaskClient) -> None:
    page = client.get("/?lang=fr")
    assert page.headers["Content-Language"] == "fr"
    assert "Accept-Language" not in page.headers.get("Vary", "")
    html = page.get_data(as_text=True)
    assert '<html lang="fr">' in html and "Lois du jeu" in html
    switch = re.search(r'<nav class="languages".*?</nav>', html, re.S)
    assert switch is not None and 'href="/?lang=de"' in switch.group()
    links = re.findall(r'href="(/[^"#]*)', html.replace(switch.group(), ""))
    inside = [h for h in links if not h.startswith("/static/")]
    assert inside and all("lang=" in h for h in inside), inside
    for code in i18n.LANGUAGES:
        assert f'hreflang="{code}"' in html
    assert 'hreflang="x-default" href="http://localhost/"' in html


def test_without_lang_the_browsers_language_is_spoken(client: FlaskClient) -> None:
    page = client.get("/", headers={"Accept-Language": "es-ES,es;q=0.9"})
    assert page.headers["Content-Language"] == "es"
    assert "Accept-Language" in page.headers["Vary"]
    assert "Reglas de Juego" in page.get_data(as_text=True)
    english = client.get("/")
    assert english.headers["Content-Language"] == "en"
    assert '<html lang="en">' in english.get_data(as_text=True)


def test_an_unknown_language_is_refused_naming_the_parameter(client: FlaskClient) -> None:
    assert client.get("/?lang=xx").status_code == 400
    problem = client.get("/api/v1/cases?lang=klingon")
    assert problem.status_code == 400
    [error] = problem.get_json()["errors"]
    assert error["path"] == "lang" and error["location"] == "query"
    assert error["code"] == "unknown_language"
    assert "klingon" in error["message"] and "fr" in error["message"]


def test_the_language_of_one_request_does_not_leak_into_the_next(client: FlaskClient) -> None:
    assert client.get("/?lang=de").headers["Content-Language"] == "de"
    assert client.get("/").headers["Content-Language"] == "en"
    assert i18n.current() == "en"


def test_answers_kept_in_memory_are_kept_per_language(client: FlaskClient) -> None:
    """A permalink page, a decision and a card drawn in one language are never served in
    another (each is kept per worker: explainer/memo.py, explainer/cards.py)."""
    from support import kane_data

    from explainer import cards
    from explainer.casebook import cases
    from explainer.views import explain
    from explainer.views.api import operations as api

    explain.PAGES.clear()
    api.ANSWERS.clear()
    stored = client.post("/api/v1/incidents", json=kane_data()).get_json()
    page = stored["links"]["page"]
    assert '<html lang="en">' in client.get(page).get_data(as_text=True)
    assert '<html lang="de">' in client.get(page + "?lang=de").get_data(as_text=True)
    english = client.post("/api/v1/decisions", json=kane_data()).get_json()
    german = client.post("/api/v1/decisions?lang=de", json=kane_data()).get_json()
    assert german["decision"] == english["decision"]  # the facts and decision: the same
    case = cases()[0]
    with client.application.test_request_context():
        prints = set()
        for code in i18n.LANGUAGES:
            with i18n.speaking(code):
                prints.add(cards.fingerprint("case", case.slug, case.incident, None))
    assert len(prints) == len(i18n.LANGUAGES)


def test_switching_language_on_the_form_keeps_what_was_typed(tmp_path: Path) -> None:
    from support import app_in

    with app_in(tmp_path, WTF_CSRF_ENABLED=False) as app:
        _switch_keeps_values(app.test_client())


def _switch_keeps_values(client: FlaskClient) -> None:
    page = client.get("/explain").get_data(as_text=True)
    assert 'formaction="/explain?lang=fr"' in page and 'name="op" value="show"' in page
    sent = client.post("/explain?lang=fr", data={"op": "show", "title": "Mon but de la 90e"})
    assert sent.status_code == 200 and sent.headers["Content-Language"] == "fr"
    html = sent.get_data(as_text=True)
    assert 'value="Mon but de la 90e"' in html and '<html lang="fr">' in html


def test_the_command_line_speaks_the_language_asked_for() -> None:
    import json as jsonlib

    from click.testing import CliRunner
    from support import KANE_FILE

    from explainer.cli import main

    runner = CliRunner()
    english = runner.invoke(main, ["explain", "--format", "json", str(KANE_FILE)])
    german = runner.invoke(main, ["explain", "--lang", "de", "--format", "json", str(KANE_FILE)])
    assert english.exit_code == german.exit_code == 0, german.output
    en, de = jsonlib.loads(english.output), jsonlib.loads(german.output)
    assert de["decision"] == en["decision"] and de["trace"] == en["trace"]
    assert i18n.current() == "en"  # the command's language ends with it
    refused = runner.invoke(main, ["explain", "--lang", "xx", str(KANE_FILE)])
    assert refused.exit_code == 2 and "--lang" in refused.output


def test_oembed_speaks_the_language_of_the_page_or_of_lang(client: FlaskClient) -> None:
    page = "http%3A%2F%2Flocalhost%2Fcases%2F2022-10-26-tottenham-sporting-kane"
    english = client.get(f"/oembed?url={page}&format=json").get_json()
    french = client.get(f"/oembed?url={page}%3Flang%3Dfr&format=json").get_json()
    german = client.get(f"/oembed?url={page}&format=json&lang=de").get_json()
    assert "lang=" not in english["html"]
    assert "lang=fr" in french["html"] and "lang=de" in german["html"]
    assert "lang=fr" in french["thumbnail_url"]


@pytest.mark.parametrize("lang", OTHER)
def test_a_message_in_two_areas_is_translated_the_same_in_both(lang: str) -> None:
    """The catalogs are merged into one per language: a message two areas share must say
    the same in both, or one area's words would silently replace the other's."""
    seen: dict[tuple[str, str], tuple[str, str]] = {}
    differ = []
    for area in i18n.AREAS:
        with open(i18n.LOCALES / lang / "LC_MESSAGES" / f"{area}.po", "rb") as f:
            for m in read_po(f):
                if not m.id or not m.string or m.fuzzy:
                    continue
                key = (m.context or "", m.id if isinstance(m.id, str) else m.id[0])
                said = m.string if isinstance(m.string, str) else m.string[0]
                if key in seen and seen[key][1] != said:
                    differ.append((key, seen[key], (area, said)))
                seen.setdefault(key, (area, said))
    assert differ == []
