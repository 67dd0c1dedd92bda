"""Why a player's name is refused as too long, in the language in force: the same words at the command line, the
join dialog and the setup, a wide character said to count as two where the name has one (seen: nine Chinese
characters refused as "at most 16 characters", or in the setup taken and cut to eight without a word)."""

from __future__ import annotations

from .clean_names import NAME_LIMIT, char_width, squeezed
from .i18n import ngettext


def has_wide(text: str) -> bool:
    """Whether `text` holds a wide character (two cells on a terminal: `char_width`)."""
    return not text.isascii() and any(char_width(char) == 2 for char in text)


def too_long_words(raw: str) -> str:
    """ "a name can be at most 16 characters long", with ", a wide one counting as two" for a name that has one."""
    if has_wide(squeezed(raw)):
        return ngettext(
            "a name can be at most {limit} character long, a wide one (as in Chinese) counting as two",
            "a name can be at most {limit} characters long, a wide one (as in Chinese) counting as two",
            NAME_LIMIT,
        ).format(limit=NAME_LIMIT)
    return ngettext(
        "a name can be at most {limit} character long", "a name can be at most {limit} characters long", NAME_LIMIT
    ).format(limit=NAME_LIMIT)
