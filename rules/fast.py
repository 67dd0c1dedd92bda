"""Building frozen models from values that are already right, without validating them again.

The engines and the computer players build thousands of small models a second (events,
choices, views); Pydantic's `model_construct` spends most of its time resolving defaults.
`build` starts from a template of the defaults made once per class. Use it only for
values the engine itself produced.
"""

from __future__ import annotations

from functools import cache
from typing import Any, TypeVar

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)


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
    obj = cls.__new__(cls)
    object.__setattr__(obj, "__dict__", data)
    object.__setattr__(obj, "__pydantic_fields_set__", set(keys))
    object.__setattr__(obj, "__pydantic_extra__", None)
    object.__setattr__(obj, "__pydantic_private__", None)
    return obj


class QuickCopy(BaseModel):
    """A frozen model whose copies with changes (`model_copy(update=...)`) skip Pydantic's general
    machinery: the engines make one at every transition, and the changes are theirs, already right."""

    def model_copy(self, *, update: dict[str, Any] | None = None, deep: bool = False) -> "QuickCopy":
        if deep:
            return super().model_copy(update=update, deep=True)
        obj = self.__class__.__new__(self.__class__)
        data = self.__dict__.copy()
        fields_set = set(self.__pydantic_fields_set__)
        if update:
            data.update(update)
            fields_set.update(update)
        object.__setattr__(obj, "__dict__", data)
        object.__setattr__(obj, "__pydantic_fields_set__", fields_set)
        object.__setattr__(obj, "__pydantic_extra__", None)
        object.__setattr__(obj, "__pydantic_private__", None)
        return obj
