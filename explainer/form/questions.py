"""What "Continue" asks: the interview's questions (rules.interview, worded by
explainer.interview), and the answers written into the form's own fields.

The questions are exactly the facts the outcome turns on that nobody gave, most decisive
first. Each is asked as radio buttons of its answers, "Not known" last. An answer is
written where the form keeps that fact, so that the normal fields hold it: an attacker's
position becomes a position row (in words), an involvement an involvement row, how an
opponent's touch counts that touch's classification, what the officials did its select.
"Not known" puts the question in the hidden ``declined`` field, carried with the form, and
it is not asked again; the explanation then says what the outcome depends on.

A question is sent as ``ask-<k>-id`` (the fact's path) and ``ask-<k>`` (the answer's key);
the value an answer writes comes from the incident's own model (rules.interview.answers).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from explainer.form.convert import Converted, to_data
from explainer.form.errors import field_for
from explainer.form.fieldmap import ROWS
from explainer.form.fields import DROP, ROW_KEY
from explainer.form.names import norm
from explainer.form.page import Asked
from explainer.form.state import FormState, add_row, row_is_blank
from explainer.interview import asked
from explainer.loading import InputError
from explainer.openapi import InterviewQuestion
from explainer.service import parse_incident
from rules import Incident, paths
from rules.interview import also, answers

#: The answer that leaves a question open.
NOT_KNOWN = "not_known"
#: At most this many questions are read from one post.
MAX_ASKED = 60


def declined(state: FormState) -> list[str]:
    """The questions answered "Not known" (their ids), in the order they were declined."""
    return [line.strip() for line in state.get("declined").splitlines() if line.strip()]


def _decline(state: FormState, ident: str) -> None:
    found = declined(state)
    if ident not in found:
        state.values["declined"] = "\n".join([*found, ident])


def posted(form: Mapping[str, str]) -> list[tuple[str, str]]:
    """The questions a post answers: (question id, answer key; "" when none is chosen)."""
    found = []
    for k in range(MAX_ASKED):
        ident = str(form.get(f"ask-{k}-id", "")).strip()
        if not ident:
            break
        found.append((ident, str(form.get(f"ask-{k}", "")).strip()))
    return found


def _quiet(state: FormState) -> tuple[Incident | None, Converted]:
    """The incident the form gives, without putting any error on the form."""
    converted = to_data(state)
    try:
        return parse_incident(converted.data), converted
    except InputError:
        return None, converted


def apply_answers(state: FormState, form: Mapping[str, str], decline_unanswered: bool) -> bool:
    """Write the answers a post gives into the form's fields; "Not known" (and, when
    ``decline_unanswered``, a question left without an answer) is declined. True when
    anything was answered or declined."""
    sent = posted(form)
    if not sent:
        return False
    incident, converted = _quiet(state)
    changed = False
    for ident, key in sent:
        if key == NOT_KNOWN or (not key and decline_unanswered):
            _decline(state, ident)
            changed = True
        elif key and incident is not None:
            value = dict(answers(incident, ident)).get(key)
            if value is not None and write(state, incident, converted, ident, value):
                changed = True
                for path, more in also(key):
                    write(state, incident, converted, path, more)
    return changed


def write(
    state: FormState, incident: Incident, converted: Converted, path: str, value: Any
) -> bool:
    """Write the answer ``value`` (JSON, as rules.interview gives it) to the fact at
    ``path`` into the form's fields. False when the form has no field for it."""
    keys = paths.selector(path)
    touches = converted.rows["sequence"]
    if keys is not None and isinstance(value, dict):
        player = incident.player(str(value.get("player", "")))
        when = value.get("at", value.get("after"))
        if player is None or not isinstance(when, int) or not 1 <= when <= len(touches):
            return False
        shown = str(touches[when - 1] + 1)
        if _list_of(path) == "positions":
            row = _row(state, "positions", "at", player.name, shown)
            if row is None:
                return False
            where = value.get("where", {})
            p = f"positions-{row}-"
            state.values.update({p + "player": player.name, p + "at": shown, p + "answer": ""})
            state.values[p + "method"] = "qualitative"
            for part in ("half", "ball", "second_last"):
                state.values[p + part] = str(where.get(part, ""))
            return True
        if _list_of(path) == "involvements":
            row = _row(state, "involvements", "after", player.name, shown)
            if row is None:
                return False
            p = f"involvements-{row}-"
            state.values.update(
                {p + "player": player.name, p + "after": shown, p + "kind": str(value["kind"])}
            )
            return True
        return False
    target = field_for(path, converted, state)
    if target in (None, DROP):
        return False
    state.values[str(target)] = _shown(str(target), value)
    return True


def _list_of(path: str) -> str:
    """The top-level list an item's path is in (``positions[player=x, at=2]`` -> positions)."""
    steps = paths.tokens(path)
    return str(steps[0]) if len(steps) > 1 and not isinstance(steps[1], str) else ""


def _shown(field_id: str, value: Any) -> str:
    """A value as the form's field for it holds it."""
    row = ROW_KEY.match(field_id)
    kinds = {spec.name: spec.how for spec in ROWS.get(row.group(1), ())} if row else {}
    if row is not None and kinds.get(row.group(3)) == "flag":
        return "on" if value else ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "" if value is None else str(value)


def _row(state: FormState, group: str, when: str, name: str, touch: str) -> int | None:
    """The row of ``group`` about ``name`` at touch ``touch`` (as the form numbers it):
    the one already there, else the first blank row, else a new one."""
    count = state.counts.get(group, 0)
    for i in range(count):
        p = f"{group}-{i}-"
        if norm(state.get(p + "player")) == norm(name) and state.get(p + when).strip() == touch:
            return i
    blank = next((i for i in range(count) if row_is_blank(state, group, i)), None)
    if blank is not None:
        for key in [k for k in state.values if k.startswith(f"{group}-{blank}-")]:
            if not key.endswith("-extra"):
                del state.values[key]
        return blank
    return add_row(state, group)


def ask(state: FormState, incident: Incident) -> Asked:
    """The interview of ``incident`` (the form's): the questions not declined that the
    form can write an answer to, and the rest the outcome still turns on."""
    converted = to_data(state)
    skip = set(declined(state))
    _, found, questions = asked(incident.model_dump(mode="json"))
    result = Asked(settled=bool(found is not None and found.settled))
    for q in questions:
        if q.id in skip or not _writable(state, incident, converted, q):
            result.pending.append(q.text)
        else:
            result.questions.append(q)
    # What an attacker did matters only from an offside position: while that position is
    # asked too, it is asked first, and what they did after it on the next screen.
    asked_now = {q.id for q in result.questions}
    result.questions = [q for q in result.questions if _position_of(q.id) not in asked_now]
    # One question a screen, the most decisive first: its answer may settle the rest.
    result.questions = result.questions[:1]
    return result


def _position_of(ident: str) -> str | None:
    """For an involvement's question, the question of that attacker's position at the
    touch it follows."""
    keys = paths.selector(ident)
    if keys is None or _list_of(ident) != "involvements":
        return None
    return paths.select("positions", player=keys.get("player"), at=keys.get("after"))


def _writable(
    state: FormState, incident: Incident, converted: Converted, q: InterviewQuestion
) -> bool:
    """Can the form write the question's answers into its fields?"""
    if paths.selector(q.id) is not None:
        return _list_of(q.id) in ("positions", "involvements")
    return field_for(q.id, converted, state) not in (None, DROP)
