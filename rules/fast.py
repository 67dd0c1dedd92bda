"""Building frozen models from values that are already right, without validating them again.

The engines and the computer players build thousands of small models a second (events,
choices, views); Pydantic's `model_construct` spends most of its time resolving defaults.
`build` fills the defaults from a table made once per class. Use it only for values the
engine itself produced.
"""

from __future__ import annotations

from functools import cache
from typing import Any, TypeVar

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)


_REQUIRED = object()


@cache
def _defaults(cls: type[BaseModel]) -> tuple[tuple[tuple[str, Any], ...], frozenset[str]]:
    """(field name, default) in declaration order (required fields: a marker), and every field name."""
    fields = tuple((name, _REQUIRED if info.is_required() else info.default) for name, info in cls.model_fields.items())
    return fields, frozenset(cls.model_fields)


def build(cls: type[M], **values: Any) -> M:
    """An instance of `cls` from well-typed values (missing ones take their defaults).

    Unknown field names are a TypeError, as a typo here would otherwise go unnoticed.
    """
    fields, names = _defaults(cls)
    if not names.issuperset(values):
        raise TypeError(f"{cls.__name__} has no field {', '.join(sorted(set(values) - names))}")
    data = {name: values.get(name, default) for name, default in fields}
    missing = [name for name, value in data.items() if value is _REQUIRED]
    if missing:
        raise TypeError(f"{cls.__name__} needs {', '.join(missing)}")
    obj = cls.__new__(cls)
    object.__setattr__(obj, "__dict__", data)
    object.__setattr__(obj, "__pydantic_fields_set__", set(values))
    object.__setattr__(obj, "__pydantic_extra__", None)
    object.__setattr__(obj, "__pydantic_private__", None)
    return obj
