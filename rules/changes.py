"""One fact changed: a validated incident with a field set to another value.

The analysis asks "what if this fact were otherwise?" dozens of times per incident (every
counterfactual, every reading of a disputed fact, every value of an unknown one), and
reading an incident tries every reading of a disputed fact (rules.reading). Dumping the whole
incident and validating it again each time made the work grow with the square of its
size. Here only what changed is validated again: the one list item or field the path goes
into, by the type the incident declares for it (or, for one value of an item, that value
by its field's type, when no model on the way checks more than its fields' types), then
the cross-field checks (players, touches and sources referred to). The copy shares every
other part with the original. A change the whole incident would refuse is refused here
too (tests/unit/test_changes.py checks the two agree).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Annotated, Any, Protocol, get_args

from pydantic import BaseModel, TypeAdapter, ValidationError

from rules import paths
from rules.incident import CHECKED_WHOLE, ITEM_LISTS, Incident, reference_problems
from rules.problems import Message, from_pydantic

#: A field path (rules/paths.py) and the value to set there.
Change = tuple[str, Any]


class ChangeError(ValueError):
    """The incident cannot take the change: ``where`` and ``message`` name the first
    problem (``where`` dotted as pydantic locates errors: ``sequence.2.classification``;
    ``message`` a code with its values, rules.problems, which explainer words)."""

    def __init__(self, where: str, message: Message) -> None:
        super().__init__(f"{where}: {message.text or message.code}")
        self.where = where
        self.message = message


def changed(incident: Incident, changes: Sequence[Change]) -> Incident:
    """``incident`` with each ``(path, value)`` of ``changes`` applied, checked as the whole
    changed incident would be (except the readings of its disputes, which do not change).
    Raises ChangeError for a value the incident cannot take or a path it does not have."""
    result = incident
    for path, value in changes:
        result = _set(result, path, value)
    problems = reference_problems(result, disputes=False, only=_one_item(incident, changes))
    if problems:
        where, message = problems[0]
        raise ChangeError(where, message)
    return result


def drafted(incident: Incident, path: str, value: Any) -> Incident | None:
    """A draft of ``incident`` with ``value`` at ``path``: the one value checked against its
    field's type, every model on the way copied with it in place, nothing else validated
    or checked. None when the path does not go through fields and list items (by index)
    to a field that holds a single value (then only ``changed`` can make the change).

    A draft is for a quick look, never for a decision: the analysis asks of one whether a
    changed position or touch counts as before (rules/analysis/runs.py), which flips
    nothing however the incident would take the change, and makes the change with
    ``changed`` only when it does not. Cheaper than ``changed``, which also runs the
    cross-field checks (and validates the item anew, when the path is not so plain)."""
    try:
        draft: Incident | None = _drafted(incident, paths.tokens(path), value)
    except ValidationError:
        return None
    return draft


def _drafted(node: Any, rest: list[paths.Token], value: Any) -> Any:
    head, *tail = rest
    if isinstance(node, BaseModel) and isinstance(head, str) and _plain(type(node), head):
        current = getattr(node, head)
        if tail:
            new = _drafted(current, tail, value)
        elif isinstance(current, (BaseModel, tuple, dict)):
            return None  # (a whole model, list or map: changed's work)
        else:
            new = _value(type(node), head).validate_python(value)
        return None if new is None else node.model_copy(update={head: new})
    if isinstance(node, tuple) and isinstance(head, int) and head < len(node) and tail:
        new = _drafted(node[head], tail, value)
        return None if new is None else (*node[:head], new, *node[head + 1 :])
    return None


def _one_item(incident: Incident, changes: Sequence[Change]) -> tuple[str, int] | None:
    """``(list, index)`` when the one change is to one item of a list whose items are
    checked one by one (so only that item's checks can fail), else None: check all."""
    if len(changes) != 1:
        return None
    name, *rest = paths.tokens(changes[0][0])
    if name not in ITEM_LISTS or not rest:
        return None
    items: tuple[Any, ...] = getattr(incident, str(name))
    first = rest[0]
    if isinstance(first, int):
        return str(name), first
    if isinstance(first, paths.Select) and name != "sequence":
        index = next((i for i, it in enumerate(items) if _matches(first, it)), len(items))
        return str(name), index
    return (str(name), len(items)) if first == paths.APPEND and name != "sequence" else None


def _set(incident: Incident, path: str, value: Any) -> Incident:
    name, *rest = paths.tokens(path)
    if not isinstance(name, str) or name not in _field_names(Incident):
        raise ChangeError(path, Message("no_field"))
    current = getattr(incident, name)
    if isinstance(current, tuple) and rest:
        new: Any = _set_item(name, current, rest, value)
    else:
        new = _valid(_value(Incident, name), _replaced(current, rest, value, path), name)
    return incident.model_copy(update={name: new})


def _set_item(name: str, items: tuple[Any, ...], rest: list[paths.Token], value: Any) -> Any:
    """The list field ``name`` with one item replaced or appended: only that item is
    validated again, and the list's own limits on the new length."""
    first, *inner = rest
    index: int | None = None
    if isinstance(first, paths.Select):
        index = next((i for i, it in enumerate(items) if _matches(first, it)), None)
        if index is None and inner:
            raise ChangeError(name, Message("no_matching_item", {"select": str(first.as_dict())}))
    elif isinstance(first, int):
        if first >= len(items):
            raise ChangeError(paths.dotted(name, first), Message("no_item"))
        index = first
    elif first != paths.APPEND or inner:
        raise ChangeError(name, Message("not_in_a_list", {"step": str(first)}))
    old = items[index] if index is not None else None
    if index is not None and inner and all(isinstance(step, str) for step in inner):
        # One value of the item: checked by its field's type, the models on the way copied
        # (``_drafted``: what validating the item again would make of it, there being no
        # validator of a whole model or field on the way to run again).
        try:
            item: Any = _drafted(old, inner, value)
        except ValidationError:
            item = None  # (the long way says what is wrong, and where)
        if item is not None:
            return (*items[:index], item, *items[index + 1 :])
    where = paths.dotted(name, index if index is not None else len(items))
    item = _valid(_item(name), _replaced(old, inner, value, where), where)
    if index is not None:
        return (*items[:index], item, *items[index + 1 :])
    whole = (*items, item)
    _valid(_limits(name), whole, name)
    return whole


def _matches(select: paths.Select, item: BaseModel) -> bool:
    """Does the item have the field values ``select`` names (as rules.paths compares)? (A
    field the item lacks reads as None, from its dict: getattr would raise and catch.)"""
    fields = vars(item)
    return select.matches({k: fields.get(k) for k, _ in select.keys})


def _replaced(current: Any, rest: list[paths.Token], value: Any, where: str) -> Any:
    """The data a field holds once ``value`` is set at ``rest`` inside it."""
    dumped = _dump(value)
    if not rest:
        return dumped
    data = _beside(current, rest, dumped)
    if data is not _LONG_WAY:
        return data
    data = _dump(current)
    try:
        paths.set_path(data, rest, dumped)
    except (KeyError, IndexError, TypeError, StopIteration) as exc:
        raise ChangeError(where, Message("no_field")) from exc
    return data


#: ``_beside`` cannot take the path: dump the field whole and set the value in the dump.
_LONG_WAY: Any = object()


def _beside(node: Any, rest: list[paths.Token], value: Any) -> Any:
    """``node`` with ``value`` at ``rest``, as data to validate: the models and maps the
    path goes through copied as dicts of their fields, every other part left as it is (a
    validated model, which validating again takes as it is), so that only what changed
    is checked again. ``_LONG_WAY`` when the path goes through a list or a field the
    node does not have (the long way then says what is wrong)."""
    head, *tail = rest
    if not isinstance(head, str):
        return _LONG_WAY
    if isinstance(node, BaseModel):
        if head not in _field_names(type(node)):
            return _LONG_WAY
        fields = dict(node.__dict__)
    elif isinstance(node, dict):
        fields = dict(node)
    else:
        return _LONG_WAY
    if tail:
        if head not in fields:
            return _LONG_WAY
        inner = _beside(fields[head], tail, value)
        if inner is _LONG_WAY:
            return _LONG_WAY
        fields[head] = inner
    else:
        fields[head] = value
    return fields


def _valid(validator: _Validator, data: Any, where: str) -> Any:
    try:
        return validator.validate_python(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = paths.dotted(where, *first["loc"])
        raise ChangeError(loc, from_pydantic(first)) from exc


def _dump(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if isinstance(value, tuple):
        return [_dump(v) for v in value]
    return value


#: The models whose validation checks more than each field by its type, but for the
#: incident's own checks, which ``changed`` runs by themselves (reference_problems).
_NOT_PLAIN: frozenset[type[BaseModel]] = CHECKED_WHOLE - {Incident}


@cache
def _plain(model: type[BaseModel], name: str) -> bool:
    """Is ``name`` a field of ``model`` that validating the model checks by its type alone
    (rules.incident declares the models for which it is not so, CHECKED_WHOLE)? Then a
    value checked by the field's type, in a copy of the model, is what validating the
    model again with that value would give."""
    return model not in _NOT_PLAIN and name in _field_names(model)


@cache
def _field_names(model: type[BaseModel]) -> frozenset[str]:
    """The names of a model's fields (pydantic works ``model_fields`` out at every read)."""
    return frozenset(model.model_fields)


class _Validator(Protocol):
    """What validates one type: pydantic-core's validator of a TypeAdapter, called
    directly (``TypeAdapter.validate_python`` adds a call of Python code, with its
    options, to each of the analysis's checks of a changed value)."""

    def validate_python(self, value: Any, /) -> Any: ...


@cache
def _value(model: type[BaseModel], name: str) -> _Validator:
    """The type of one field of a model, with its constraints."""
    return TypeAdapter(model.model_fields[name].rebuild_annotation()).validator


@cache
def _item(name: str) -> _Validator:
    """The type of one item of the list field ``name``."""
    item_type = get_args(Incident.model_fields[name].annotation)[0]
    return TypeAdapter(item_type).validator


@cache
def _limits(name: str) -> _Validator:
    """The list field ``name``'s own limits (its length), its items taken as they are."""
    metadata = Incident.model_fields[name].metadata
    return TypeAdapter(
        Annotated[(tuple[Any, ...], *metadata)] if metadata else tuple[Any, ...]
    ).validator
