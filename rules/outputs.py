"""Output models made by the engine without validating them again.

Everything the engine outputs it builds from a validated incident, so pydantic's checks
would only find what the type checker and the tests already rule out. ``built`` and
``replaced`` make and copy such a model (rules.citation.Out) the way ``model_construct``
and ``model_copy`` do, minus their generic detours. (A module of its own, compiled by make
compile: rules/trace.py defines the pydantic models, and so runs uncompiled.)
"""

from __future__ import annotations

from typing import Any, Final

from pydantic import BaseModel

from rules.citation import M


def built(cls: type[M], **values: Any) -> M:
    """``cls.model_construct(**values)``, for output the engine built from a validated
    incident: the same model (fields left out take their defaults, and only the fields
    given count as set), without model_construct's look-up of aliases and defaults field
    by field, which costs more than the rest of a small model's making (the engine makes
    several per decision, and the analysis a dozen decisions)."""
    known = _DEFAULTS.get(cls)
    if known is None:
        known = _DEFAULTS[cls] = _defaults(cls)
    defaults, required = known
    fields = defaults.copy()
    fields.update(values)
    if len(fields) != len(defaults) or any(name not in values for name in required):
        raise TypeError(f"{cls.__name__}: unknown or missing fields in {sorted(values)}")
    return _made(cls, fields, set(values))


def replaced(model: M, **update: Any) -> M:
    """``model.model_copy(update=update)`` without the generic copy's detours: the same
    fields, these replaced, and the replaced ones counted as set."""
    fields = {**model.__dict__, **update}
    if len(fields) != len(model.__dict__):
        raise TypeError(f"{type(model).__name__}: unknown fields in {sorted(update)}")
    return _made(type(model), fields, model.__pydantic_fields_set__ | update.keys())


def _made(cls: type[M], fields: dict[str, Any], fields_set: set[str]) -> M:
    # What model_construct does once the values are gathered (the models here have no
    # extra fields, private attributes or post-init hook).
    made = _new(cls)
    object.__setattr__(made, "__dict__", fields)
    object.__setattr__(made, "__pydantic_fields_set__", fields_set)
    object.__setattr__(made, "__pydantic_extra__", None)
    object.__setattr__(made, "__pydantic_private__", None)
    return made


#: Each model's fields with their defaults, and its required fields (``_defaults``).
_DEFAULTS: dict[type, tuple[dict[str, Any], tuple[str, ...]]] = {}

_new: Final = object.__new__


def _defaults(cls: type[BaseModel]) -> tuple[dict[str, Any], tuple[str, ...]]:
    """The model's fields in order, each with its default (None for a required one, which
    ``built`` insists on being given), and the names of the required ones."""
    defaults: dict[str, Any] = {}
    required: list[str] = []
    for name, info in cls.model_fields.items():
        if info.default_factory is not None:
            raise TypeError(f"{cls.__name__}.{name}: a default factory needs model_construct")
        if info.is_required():
            required.append(name)
        defaults[name] = None if info.is_required() else info.default
    return defaults, tuple(required)
