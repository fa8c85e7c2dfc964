"""The incident form (/explain) and saved explanations at their permalinks (/e/<id>)."""

from __future__ import annotations

import secrets
from typing import Any

from flask import (
    Blueprint,
    abort,
    current_app,
    make_response,
    redirect,
    render_template,
    request,
    url_for,
)
from flask_wtf.csrf import generate_csrf
from werkzeug.wrappers import Response

from explainer import casebook, drafts, form, i18n, limits, store
from explainer.form.carry import carried_fields
from explainer.memo import Memo
from explainer.store import StoreError
from explainer.views.common import load_saved, render_explanation
from explainer.views.errors import RETRY_AFTER
from rules import EDITIONS, ENGINE_VERSION, choose_edition

bp = Blueprint("explain", __name__)

#: The casebook incident the form offers as a template.
STARTER_CASE = "2022-10-26-tottenham-sporting-kane"


def _render_form(
    state: form.FormState,
    status: int = 200,
    focus: str | None = None,
    asked: form.Asked | None = None,
    **extra: Any,
) -> tuple[str, int]:
    starters = [c for c in casebook.cases() if c.slug == STARTER_CASE] or list(casebook.cases()[:1])
    html = render_template(
        "pages/form.html",
        state=state,
        v=state.get,
        errors=state.errors,
        notes=state.notes,
        focus=focus,
        shown=form.layout(state, asked),
        players=form.player_names(state),
        editions=[e.name for e in EDITIONS],
        latest=EDITIONS[-1].name,
        starters=starters,
        cases=casebook.cases(),
        kept=state.kept_facts(),
        posted=request.method == "POST",
        nav="explain",
        # The language switch sends the form as it is, so nothing typed is lost.
        language_form="incident-form",
        **extra,
    )
    return html, status


@bp.get("/explain")
def form_page() -> Response | tuple[str, int]:
    """The blank form, or the form filled in from a casebook incident or a saved one."""
    slug = request.args.get("case")
    saved_id = request.args.get("from")
    if slug:
        found = casebook.case(slug)
        if found is None:
            abort(404)
        return _render_form(form.from_incident(found.incident), started_from=found)
    if saved_id:
        return _stored_form(saved_id)
    return _render_form(form.FormState(), started_from=None)


#: The form filled in from a stored incident, kept without its CSRF token: the stored facts
#: never change, so the form only changes with the language, the address asked for (its
#: links keep the query) and the site's address. An incident at the model's limits makes a
#: form of 6 MB that takes seconds to render; each worker keeps the ones it made
#: (explainer/memo.py) and puts each visitor's own token in the kept bytes.
FORMS = Memo(32_000_000)
#: Stands for the CSRF token in a kept form: random per process, so no text in a stored
#: incident can spell it (and text is escaped: no quote or angle bracket survives).
TOKEN_SLOT = f"csrf-token-slot-{secrets.token_hex(16)}"


def _stored_form(saved_id: str) -> Response:
    """The form filled in from a stored incident: made once per worker (in a heavy slot when
    the incident is large), then served from memory with this visitor's token."""
    base = str(current_app.config.get("PUBLIC_URL") or request.host_url)
    query = tuple(sorted(request.args.items(multi=True)))
    key = (saved_id, query, base, ENGINE_VERSION, i18n.current(), i18n.in_links())
    page = FORMS.get(key)
    if page is None:
        saved = load_saved(saved_id)
        size = len(saved.incident.model_dump_json())
        with limits.heavy(limits.large_incident(size)):
            state = form.from_incident(saved.incident)
            html, _ = _render_form(state, started_from=None, csrf_token=lambda: TOKEN_SLOT)
        page = FORMS.put(key, html)
    return make_response(page.replace(TOKEN_SLOT.encode(), generate_csrf().encode()))


@bp.post("/explain/draft")
def from_article() -> tuple[str, int]:
    """Start from an article: the form filled in with what the pasted text states, each
    drafted field with the sentence it came from; the rest left for the form to ask.
    Drafting a long article takes long: it runs in a heavy slot (explainer/limits.py)."""
    with limits.heavy():
        return _from_article()


def _from_article() -> tuple[str, int]:
    article = {
        "text": request.form.get("article-text", ""),
        "name": request.form.get("article-name", ""),
        "url": request.form.get("article-url", ""),
        "date": request.form.get("article-date", ""),
        "headline": request.form.get("article-headline", ""),
    }
    try:
        req = drafts.request(
            article["text"],
            _article_day(article["date"]),
            article["name"],
            article["url"],
            request.form.get("article-candidate"),
            article["headline"],
        )
        draft = limits.offload(drafts.make, req)
    except drafts.DraftRequestError as exc:
        return _render_form(
            form.FormState(), status=422, started_from=None, article=article,
            article_error=(drafts.ARTICLE_FIELDS[exc.field], exc.message),
        )  # fmt: skip
    values, counts, hints = drafts.form_values(draft)
    state = form.FormState(values=values, counts={**form.FormState().counts, **counts})
    # Which sentences of the article state each part (provenance) travel in hidden fields.
    built = form.to_data(state)
    state.values.update(carried_fields(draft.incident, built.data, built.rows))
    for field_id, sentence in hints.items():
        state.notes[field_id] = drafts.hint(sentence)
    return _render_form(
        state,
        started_from=None,
        article=article,
        draft=draft,
        draft_warning=drafts.warning(draft),
        draft_candidates=list(zip(draft.candidates, drafts.candidates(draft), strict=True)),
    )


def _article_day(typed: str) -> str:
    """The day the article was published, typed as every date of the form is (26 Oct 2022,
    26/10/2022, 2022-10-26), in ISO form; one whose day and month could be either way
    round is asked, not guessed."""
    reading = form.read_date(typed)
    if reading.either is not None:
        first, second = reading.either
        said = form.say("ambiguous_date", typed=reading.value, first=first, second=second)
        raise drafts.DraftRequestError("reference_date", said)
    return reading.value


@bp.post("/explain")
def submit() -> Response | tuple[str, int]:
    """Add or remove a row (without JavaScript), ask what the decision depends on
    ("Continue"), show the form again as sent (explainer.js, after a reload or Back), or
    validate, save and redirect. The form of a large incident takes long to read, ask
    about and render again: it runs in a heavy slot (explainer/limits.py)."""
    with limits.heavy(limits.large_body()):
        return _submit()


def _submit() -> Response | tuple[str, int]:
    state = form.read(request.form)
    op = request.form.get("op", "explain")
    if op == "continue":
        return _continue(state)
    # The answers chosen to the questions asked are written into their fields, whatever
    # the button: nothing chosen is lost.
    answered = form.apply_answers(state, request.form, decline_unanswered=False)
    if op == "show":
        if answered or request.form.get("ask-0-id"):
            return _continue(state, asking=True)
        return _render_form(state, started_from=None)
    if op.startswith("add:"):
        group = op.removeprefix("add:")
        if group not in form.GROUPS:
            abort(400)
        index = form.add_row(state, group)
        focus = f"{group}-{index}-{form.GROUPS[group][0]}" if index is not None else None
        return _render_form(state, focus=focus, started_from=None)
    if op.startswith("remove:"):
        group, _, row = op.removeprefix("remove:").partition(":")
        if group not in form.GROUPS or not (row.isascii() and row.isdigit()) or len(row) > 3:
            abort(400)
        form.remove_row(state, group, int(row))
        return _render_form(state, started_from=None)
    if op != "explain":
        abort(400)
    incident = form.validate(state)
    if incident is None:
        _note_spellings(state)
        return _render_form(state, status=422, started_from=None)
    edition = choose_edition(incident)[0].name
    try:
        ident = store.current().save(incident, edition)
    except StoreError as exc:
        # Nothing the person typed is lost: the form comes back with a 503 and their values.
        current_app.logger.error("store error: %s", exc)
        state.add_error(None, form.say("not_saved", seconds=RETRY_AFTER))
        html, status = _render_form(state, status=503, started_from=None)
        return make_response(html, status, {"Retry-After": str(RETRY_AFTER)})
    return redirect(url_for("explain.permalink", ident=ident), code=303)


def _note_spellings(state: form.FormState) -> None:
    """At each name typed another way than it is listed, the listed spelling."""
    for field_id, name in state.spelled.items():
        state.notes[field_id] = form.say("read_as", name=name)


def _continue(state: form.FormState, asking: bool = False) -> tuple[str, int]:
    """ "Continue": the answers to the questions asked are written into their fields ("Not
    known", or none chosen, declines a question), then the interview's questions about the
    incident the form now gives are asked, most decisive first, until none is left.
    (``asking``: the answers are already written; a question left unanswered is asked
    again, as when the page is shown in another language.)"""
    if not asking:
        form.apply_answers(state, request.form, decline_unanswered=True)
    incident = form.validate(state)
    if incident is None:
        _note_spellings(state)
        return _render_form(state, status=422, started_from=None)
    # Names typed another way than they are listed are shown as listed.
    for field_id, name in state.spelled.items():
        state.values[field_id] = name
        state.notes[field_id] = form.say("read_as", name=name)
    asked = form.ask(state, incident)
    state.values["step"] = form.STEP_ASKED
    return _render_form(state, focus="questions", asked=asked, started_from=None)


#: Rendered permalink pages. A permalink's facts and edition never change, so its page
#: only changes with the engine or the site's address: each worker keeps the pages it
#: rendered (explainer/memo.py).
PAGES = Memo(32_000_000)


@bp.get("/e/<ident>")
def permalink(ident: str) -> Response:
    """A saved explanation: always the stored facts, judged under the stored edition."""
    base = str(current_app.config.get("PUBLIC_URL") or request.host_url)
    key = (ident, base, ENGINE_VERSION, i18n.current(), i18n.in_links())
    page = PAGES.get(key)
    if page is None:
        saved = load_saved(ident)
        path = url_for("explain.permalink", ident=saved.id)
        link = f"{base.rstrip('/')}{path}"
        # The stored edition is applied; when it is the one in force on the day, say so.
        default = choose_edition(saved.incident)[0].name
        made = render_explanation(
            "pages/explanation.html",
            saved.incident,
            None if saved.edition == default else saved.edition,
            permalink=link,
            saved=saved,
            nav="explain",
        )
        page = PAGES.put(key, made)
    response = make_response(page)
    response.cache_control.public = True
    response.cache_control.max_age = 3600
    return response
