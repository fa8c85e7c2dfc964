"""A question's storyboard gives no verdict, the answer's does; a set shorter than asked
says so. The verdict words are the storyboard template's messages, in each language as
its catalog gives them (both the ordinary and the women's forms)."""

from __future__ import annotations

import gettext
import re
from html import unescape
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from explainer import storyboard
from explainer.training import bank
from explainer.training.questions import Question
from explainer.training.sets import COUNTS
from explainer.training.topics import TOPICS

LOCALES = Path(__file__).resolve().parents[2] / "explainer" / "locales"
LANGS = ("en", "fr", "de", "es")
#: The storyboard's verdicts (templates/html/_storyboard.html): on a position, as the end
#: of its sentence; on a touch or an involvement, as its words and its label.
POSITION_VERDICTS = (
    "%(position)s: an offside position.",
    "%(position)s: not an offside position.",
    "%(position)s: whether that was an offside position, the reports do not settle.",
)
EVENT_VERDICTS = (
    "deflected the ball: not a deliberate play, so the offside position still counts",
    "played the ball deliberately: earlier offside positions no longer count",
    "handled the ball deliberately: earlier offside positions no longer count",
    "saved the ball: a save never wipes out an offside position",
    "sent the ball on: a rebound does not change an offside position",
    "did not touch the ball or affect an opponent",
    "Deflection",
    "Deliberate play",
    "Deliberate handball",
    "Not involved",
    "Affects opponent",
    "View blocked",
    "Goes for the ball",
    "Plays the ball",
)
SHORT = (
    "%(asked)s questions asked; %(num)s matches this choice, so the set has %(num)s.",
    "%(asked)s questions asked; %(num)s match this choice, so the set has %(num)s.",
)


def _catalog(lang: str, domain: str) -> gettext.NullTranslations:
    if lang == "en":
        return gettext.NullTranslations()
    return gettext.translation(domain, LOCALES, languages=[lang])


def verdicts(lang: str) -> set[str]:
    """The verdict words of ``lang``: each position verdict without its position."""
    t = _catalog(lang, "explanation")
    found = set()
    for msgid in (*POSITION_VERDICTS, *EVENT_VERDICTS):
        for said in (t.gettext(msgid), t.pgettext("women", msgid)):
            found.add(said.replace("%(position)s", "").strip(" :."))
    return found


def _figure(html: str) -> str:
    found = re.search(r'<figure class="storyboard".*?</figure>', html, re.S)
    assert found, "no storyboard"
    return unescape(re.sub(r"<[^>]+>", " ", found.group(0)))


def _judged(q: Question) -> set[str]:
    """The kinds the explanation's storyboard of ``q`` draws that carry a verdict."""
    sb = storyboard.build(q.material.incident, q.decision)
    kinds = set()
    for f in sb.frames if sb else ():
        if f.kind == "position" and f.diagram.offside_position:
            kinds.add("offside")
        elif f.event is not None:
            kinds.add(f.event.kind)
    return kinds


@pytest.fixture(scope="module")
def telling(questions: tuple[Question, ...]) -> list[Question]:
    """Five questions of different incidents and kinds whose explanation's storyboard has
    an offside position; two also with an opponent's touch or an involvement."""
    found: list[Question] = []
    seen: set[str] = set()
    wanted = ("offender", "offence", "judged_at", "clause", "offence")
    for kind in wanted:
        extra = len(found) < 2
        for q in questions:
            marks = _judged(q)
            if q.kind != kind or q.incident_key in seen or "offside" not in marks:
                continue
            if extra and not marks & {"deflection", "deliberate_play", "save", "impact"}:
                continue
            found.append(q)
            seen.add(q.incident_key)
            break
    assert len(found) == len(wanted)
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_a_question_storyboard_gives_no_verdict_and_the_answer_does(
    client: FlaskClient, telling: list[Question], lang: str
) -> None:
    words = verdicts(lang)
    offside = _catalog(lang, "explanation").gettext(POSITION_VERDICTS[0])
    offside = offside.replace("%(position)s", "").strip(" :.")
    ids = ",".join(q.id for q in telling)
    for n in range(1, len(telling) + 1):
        before = "a" * (n - 1)
        page = client.get(f"/train/q/{n}?ids={ids}&answers={before}&lang={lang}")
        assert page.status_code == 200
        html = page.get_data(as_text=True)
        shown = _figure(html)
        said = sorted(w for w in words if w in shown)
        assert not said, (telling[n - 1].id, said)
        assert 'data-kind="involvement"' not in html
        answer = client.get(f"/train/a/{n}?ids={ids}&answers={before}a&lang={lang}")
        assert offside in _figure(answer.get_data(as_text=True)), telling[n - 1].id


def test_a_question_storyboard_draws_every_position_and_opponent_touch(
    client: FlaskClient, telling: list[Question]
) -> None:
    """Each position the incident gives that was judged is a frame, whoever the offender."""
    for q in telling:
        html = client.get(f"/train/q/1?ids={q.id}").get_data(as_text=True)
        frames = re.findall(r'data-kind="position" data-at="(\d+)"', html)
        given = {p.at for p in q.material.incident.positions}
        assert {int(a) for a in frames} <= given
        assert len(frames) >= 1


def _short_choice() -> tuple[str, int]:
    """A topic fewer questions than the largest count match (at least one)."""
    for topic in (*TOPICS, *sorted({c for q in bank.bank() for c in q.clauses})):
        group = topic if topic in TOPICS else None
        n = len(bank.select(bank.Filters(topic=group, clause=None if group else topic)))
        if 0 < n < max(COUNTS):
            return topic, n
    raise AssertionError("no short choice")


@pytest.mark.parametrize("lang", LANGS)
def test_a_short_set_says_how_many_were_asked_and_how_many_match(
    client: FlaskClient, lang: str
) -> None:
    topic, n = _short_choice()
    asked = max(COUNTS)
    page = client.get(
        f"/train/new?topic={topic}&count={asked}&seed=7&lang={lang}", follow_redirects=True
    )
    html = unescape(page.get_data(as_text=True))
    t = _catalog(lang, "training")
    said = t.ngettext(*SHORT, n) % {"asked": asked, "num": n}
    assert said in html
    assert f'data-asked="{asked}" data-matched="{n}"' in html
    # Asked for no more than match: nothing said.
    enough = next(c for c in COUNTS if c <= n) if n >= COUNTS[0] else None
    if enough is not None:
        full = client.get(f"/train/new?topic={topic}&count={enough}&seed=7&lang={lang}")
        html = unescape(client.get(full.headers["Location"]).get_data(as_text=True))
        assert "data-asked" not in html
