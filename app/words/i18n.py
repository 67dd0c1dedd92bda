"""Words in the player's language: the standard gettext machinery over catalogs made with Babel.

Every user-visible string of the app goes through this module: `_("text")` for a message,
`ngettext("1 chip", "{n} chips", n)` for one with a count (the catalog's plural forms pick
"фишка", "фишки" or "фишек"), `pgettext(context, text)` where one English word has two
meanings, and `N_("text")` to mark a string kept in a constant and translated where it is
shown. The catalogs are `app/locale/<lang>/LC_MESSAGES/parlour.po`, compiled to `.mo`
(`python -m parlour.app.catalogs`, which uses Babel; the app itself needs only the standard
library's `gettext`, so starting Parlour loads nothing more).

The language in force is chosen once at start (`choose_language`: `--lang`, else the
preference, else the environment, else English) and can be changed at any moment
(`set_language`): every lookup reads the language in force, so a screen drawn again after a
switch is in the new language.
"""

from __future__ import annotations

import gettext as _gettext
import os
from functools import cache
from pathlib import Path
from typing import Mapping

DOMAIN = "parlour"
"""The catalogs' name: parlour.po / parlour.mo."""
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
LANGUAGES = {"en": "English", "ru": "Русский"}
"""The languages Parlour speaks, each by its own name (how the preference lists them)."""
DEFAULT = "en"
ENVIRONMENT = ("LC_ALL", "LC_MESSAGES", "LANG")
"""The variables that name the language, strongest first (as POSIX reads them)."""

_translations: _gettext.NullTranslations = _gettext.NullTranslations()
_language = DEFAULT


def _(message: str) -> str:
    """`message` in the language in force."""
    return _translations.gettext(message)


def N_(message: str) -> str:
    """Marks `message` for the catalogs without translating it (it is translated where it is shown)."""
    return message


Marked = str | tuple[str, str]
"""A message marked for the catalogs and translated where it is shown: one (`N_`), or a counted message's two
English forms (`N_plural`)."""


def N_plural(singular: str, plural: str) -> tuple[str, str]:
    """Marks a counted message's two English forms for the catalogs without translating them (`ngettext`
    picks the form where it is shown)."""
    return singular, plural


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted message that fits `n` (English has two, Russian three)."""
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in the sense `context` gives it (the same English word can need two Russian ones)."""
    return _translations.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _translations.npgettext(context, singular, plural, n)


def every_language(message: str) -> set[str]:
    """`message` in each language Parlour speaks, its English among them."""
    return {message, *(_catalog(code).gettext(message) for code in LANGUAGES if code != DEFAULT)}


@cache
def _catalog(code: str) -> _gettext.NullTranslations:
    return _gettext.translation(DOMAIN, LOCALE_DIR, languages=[code], fallback=True)


def language() -> str:
    """The code of the language in force ("en", "ru")."""
    return _language


def set_language(code: str) -> str:
    """Make `code` the language in force (an unknown one means English); returns the one in force."""
    global _translations, _language
    code = code if code in LANGUAGES else DEFAULT
    if code == DEFAULT:
        _translations = _gettext.NullTranslations()
    else:
        _translations = _gettext.translation(DOMAIN, LOCALE_DIR, languages=[code], fallback=True)
    _language = code
    return code


def language_from_environment(environ: Mapping[str, str] | None = None) -> str | None:
    """The language the environment names (LC_ALL, then LC_MESSAGES, then LANG), if Parlour speaks it.

    The first variable that is set decides, as POSIX has it: `LC_ALL=C` means English even with
    `LANG=ru_RU.UTF-8`."""
    environ = os.environ if environ is None else environ
    for name in ENVIRONMENT:
        value = environ.get(name, "")
        if value:
            code = value.split(".")[0].split("@")[0].split("_")[0].lower()
            return code if code in LANGUAGES else None
    return None


def choose_language(
    asked: str | None = None, preference: str | None = None, environ: Mapping[str, str] | None = None
) -> str:
    """The language to speak: `--lang`, else the preference (unless "auto"), else the environment,
    else English."""
    for choice in (asked, preference):
        if choice in LANGUAGES:
            return choice
    return language_from_environment(environ) or DEFAULT
