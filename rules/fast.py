"""Building frozen models from values that are already right, without validating them again.

The engines and the computer players build thousands of small models a second (events,
choices, views, every state after a transition). Validation is for what enters from outside
(scenario files, records, the protocol, settings); what the engine itself computed is
already well typed. `construct` is the one place that makes such a model: it sets exactly
the attributes Pydantic's own `model_construct` sets, without resolving defaults or
looking at aliases. `build` (by keyword, defaults filled in from a template made once per
class), `QuickCopy.model_copy` (a state's copy with changes), `rules.events.event` and the
seat views all go through it.

It depends on how Pydantic lays out an instance, which is not public API: the version
range is pinned in pyproject.toml (`PYDANTIC_TESTED` here), and tests/test_fast_models.py
fails when the installed Pydantic is another one or when a model made here stops being
equal, in every way the program uses, to the same model validated.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any, Self, TypeVar

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)

PYDANTIC_TESTED = "2.14"
"""The Pydantic minor version `construct` was checked against (pyproject.toml pins it)."""

_new = object.__new__
# The setters of the four slots every model has (BaseModel.__slots__), called directly: a third faster than
# object.__setattr__, which looks each name up on the class first (0.67 -> 0.50 us a model, measured; the
# engines make ~50 models a round).
_set_dict = BaseModel.__dict__["__dict__"].__set__
_set_fields_set = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_set_extra = BaseModel.__dict__["__pydantic_extra__"].__set__
_set_private = BaseModel.__dict__["__pydantic_private__"].__set__


def construct(cls: type[M], values: dict[str, Any], fields_set: set[str], extra: dict[str, Any] | None = None) -> M:
    """An instance of `cls` holding `values` (every field, in declaration order, already right; the dict
    becomes the instance's own) with `fields_set` as the fields given explicitly, as `model_construct`
    leaves it (no private attributes: the models built here have none); `extra`, the extra fields of a
    model that allows them ({} for none; an event's game fields, rules/events.py), else None."""
    obj = _new(cls)
    _set_dict(obj, values)
    _set_fields_set(obj, fields_set)
    _set_extra(obj, extra)
    _set_private(obj, None)
    return obj


@cache
def _template(cls: type[BaseModel]) -> tuple[dict[str, Any], frozenset[str], frozenset[str]]:
    """Every field with its default, in declaration order (required ones: None until given);
    the required fields; every field."""
    fields = cls.model_fields
    template = {name: None if info.is_required() else info.default for name, info in fields.items()}
    required = frozenset(name for name, info in fields.items() if info.is_required())
    return template, required, frozenset(fields)


def build(cls: type[M], **values: Any) -> M:
    """An instance of `cls` from well-typed values (missing ones take their defaults).

    A field that does not exist, or a required one left out, is a TypeError: a typo here
    would otherwise go unnoticed.
    """
    template, required, names = _template(cls)
    keys = values.keys()
    if not (required <= keys <= names):
        raise TypeError(f"{cls.__name__} needs {sorted(required - keys)} and has no {sorted(keys - names)}")
    data = template.copy()
    data.update(values)
    return construct(cls, data, set(keys))


class QuickCopy(BaseModel):
    """A frozen model whose copies with changes (`model_copy(update=...)`) skip Pydantic's general
    machinery: the engines make one at every transition, and the changes are theirs, already right."""

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Self:
        if deep:
            return super().model_copy(update=update, deep=True)
        fields_set = self.__pydantic_fields_set__  # shared while it stays the same: a frozen model's never changes
        if not update:
            return construct(type(self), self.__dict__.copy(), fields_set)
        if not fields_set.issuperset(update):
            fields_set = fields_set.union(update)
        return construct(type(self), {**self.__dict__, **update}, fields_set)
