"""Every kind of /train page in every language: in the pseudo-language every word is
marked for translation (tests/web/test_pseudo_language.py), and in French, German and
Spanish no sentence is left in English (tests/web/test_no_english_left.py)."""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
from flask.testing import FlaskClient
from support import app_in

from explainer.training import bank
from tests.web.test_no_english_left import OTHER_LANGUAGES, _names, english_on
from tests.web.test_pseudo_language import _data, _strings, leftovers

SEED = "7"


@pytest.fixture(scope="module")
def pseudo_client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FlaskClient]:
    with app_in(tmp_path_factory.mktemp("pseudo"), PSEUDO_LANGUAGE=True) as app:
        yield app.test_client()


def _pages(client: FlaskClient, lang: str) -> tuple[list[str], list[str]]:
    """Each kind of page once, in ``lang`` (the start page, a question, its answer right and
    wrong, the score, a 400 for a bad choice and for a question sent without a choice), and
    what the set's incidents show as they are (names, titles, the facts as given)."""
    sent = client.get(f"/train/new?count=5&seed={SEED}&lang={lang}")
    assert sent.status_code == 302
    query = {k: v[0] for k, v in parse_qs(urlsplit(sent.headers["Location"]).query).items()}
    found = [bank.by_id(i) for i in query["ids"].split(",")]
    questions = [q for q in found if q is not None]
    wrong = next(c.id for c in questions[1].choices if c.id != questions[1].answer)
    answers = questions[0].answer + wrong + "".join(q.answer for q in questions[2:])
    done = urlencode({**query, "answers": answers})
    paths = [
        f"/train?lang={lang}",
        f"/train/q/1?{urlencode(query)}",
        f"/train/a/1?{done}",
        f"/train/a/2?{done}",
        f"/train/score?{done}",
        f"/train/new?topic=nope&count=10&lang={lang}",
        f"/train/answer?{urlencode({**query, 'number': '1'})}",
    ]
    data = sorted(
        {s for q in questions for s in _strings(q.material.incident.model_dump(mode="json"))},
        key=len,
        reverse=True,
    )
    # A bad value is shown as it was typed, and named by its parameter (the address's word).
    return paths, [*(d for d in data if d.strip()), "nope", "topic"]


def test_every_word_of_every_train_page_is_marked_for_translation(
    pseudo_client: FlaskClient,
) -> None:
    paths, shown = _pages(pseudo_client, "qps")
    data = sorted({*_data(), *shown}, key=len, reverse=True)
    for path in paths:
        page = pseudo_client.get(path)
        assert page.status_code in (200, 400), path
        assert leftovers(page.get_data(as_text=True), data) == [], path


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_no_train_page_leaves_a_sentence_in_english(client: FlaskClient, lang: str) -> None:
    paths, shown = _pages(client, lang)
    names = sorted({*_names(), *shown}, key=len, reverse=True)
    for path in paths:
        page = client.get(path)
        assert page.status_code in (200, 400), path
        assert f'lang="{lang}"' in page.get_data(as_text=True)
        assert english_on(page.get_data(as_text=True), names) == [], path
