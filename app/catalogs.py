"""The translation catalogs, made with Babel: extracted from the code, merged, compiled, checked.

    python -m parlour.app.catalogs          # extract, update every .po, compile every .mo
    python -m parlour.app.catalogs --check  # exit 1 when a catalog is stale or a message untranslated

The messages are every `_()`, `N_()`, `ngettext()` and `pgettext()` of `app/`, plus the words
the games' registry gives people (`rules/` stays language-free: a game's title, blurb, its
computer players' descriptions and its settings' labels and help are English there, and the
app shows them through `_()`). Babel writes `app/locale/parlour.pot` and each language's
`parlour.po`, and compiles the `.mo` files the app reads with the standard `gettext`.

Babel also formats the numbers and dates the app shows (app/words/numbers.py, loaded only when one is shown).
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from ..rules.games import all_games
from .words.i18n import DOMAIN, LANGUAGES, LOCALE_DIR

APP_DIR = Path(__file__).resolve().parent
KEYWORDS = {
    "_": None,
    "N_": None,
    "ngettext": (1, 2),
    "N_plural": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
}
"""The translation functions of app/words/i18n.py and the arguments that are messages (Babel's spec)."""
TRANSLATED = tuple(code for code in LANGUAGES if code != "en")
COMMENT_TAGS = ("TRANSLATORS:",)


STRENGTH_CONTEXT = "strength"
"""The context of a computer strength's name (app/screens/setup.py `strength_name`)."""


def registry_messages() -> list[tuple[str | tuple[str, str], str]]:
    """(message, where) for every word the registry of games shows people; a message with a context (a
    strength's name) as (context, message)."""
    found = []
    for game in all_games():
        where = f"rules/{game.id}"
        found += [(game.title, where), (game.blurb, where)]
        found += [(strength.description, where) for strength in game.strengths]
        found += [((STRENGTH_CONTEXT, strength.name), where) for strength in game.strengths]
        for field in game.setting_fields():
            found += [(field.label, f"{where}:{field.key}"), (field.help, f"{where}:{field.key}")]
            found += [(label, f"{where}:{field.key}") for _value, label, _rule in field.choices]
    return [(message, where) for message, where in found if message]


def extract():
    """A fresh template catalog of every message in the code and the registry."""
    catalog = Catalog(project="Parlour", domain=DOMAIN, charset="utf-8")
    for filename, lineno, message, comments, context in extract_from_dir(
        str(APP_DIR),
        method_map=[("**.py", "python")],
        keywords=KEYWORDS,
        comment_tags=COMMENT_TAGS,
        strip_comment_tags=True,
    ):
        catalog.add(message, None, [(f"app/{filename}", lineno)], auto_comments=comments, context=context)
    for message, where in registry_messages():
        context, message = message if isinstance(message, tuple) else (None, message)
        catalog.add(message, None, [(where, 0)], context=context)
    return catalog


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(path: Path):
    with path.open("rb") as file:
        return read_po(file, domain=DOMAIN)


def po_bytes(catalog) -> bytes:
    buffer = io.BytesIO()
    write_po(
        buffer, catalog, width=100, omit_header=False, sort_output=False, ignore_obsolete=False, include_previous=False
    )
    return buffer.getvalue()


def mo_bytes(catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def keys(catalog) -> set[tuple]:
    """The messages of a catalog, as (context, id) with plural ids whole."""
    return {
        (message.context, message.id if isinstance(message.id, str) else tuple(message.id))
        for message in catalog
        if message.id
    }


def untranslated(catalog) -> list[str]:
    """The messages of a language's catalog without a (non-fuzzy) translation in every form."""
    missing = []
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy or not all(strings):
            missing.append(message.id if isinstance(message.id, str) else message.id[0])
    return missing


def update() -> None:
    """Write the template, merge it into every language's catalog and compile them."""
    template = extract()
    template.fuzzy = False
    LOCALE_DIR.mkdir(parents=True, exist_ok=True)
    (LOCALE_DIR / f"{DOMAIN}.pot").write_bytes(po_bytes(template))
    for code in TRANSLATED:
        path = po_path(code)
        path.parent.mkdir(parents=True, exist_ok=True)
        catalog = read(path) if path.exists() else Catalog(locale=code, domain=DOMAIN, project="Parlour")
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        catalog.fuzzy = False
        path.write_bytes(po_bytes(catalog))
        path.with_suffix(".mo").write_bytes(mo_bytes(read(path)))


def problems() -> list[str]:
    """What is stale or missing in the catalogs (nothing: all is well)."""
    found = []
    wanted = keys(extract())
    for code in TRANSLATED:
        path = po_path(code)
        if not path.exists():
            found.append(f"{code}: no catalog ({path.name})")
            continue
        catalog = read(path)
        have = keys(catalog)
        found += [f"{code}: not in the catalog: {key[1]!r}" for key in sorted(wanted - have, key=str)]
        found += [f"{code}: no longer in the code: {key[1]!r}" for key in sorted(have - wanted, key=str)]
        found += [f"{code}: untranslated: {message!r}" for message in untranslated(catalog)]
        mo = path.with_suffix(".mo")
        if not mo.exists() or mo.read_bytes() != mo_bytes(catalog):
            found.append(f"{code}: {mo.name} is not compiled from {path.name}")
    return found


def main(argv: list[str] | None = None) -> int:
    assert __doc__ is not None
    parser = argparse.ArgumentParser(prog="python -m parlour.app.catalogs", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say what is stale or untranslated")
    args = parser.parse_args(argv)
    if not args.check:
        update()
    found = problems()
    for line in found:
        print(line)
    return 1 if found and args.check else 0


if __name__ == "__main__":
    sys.exit(main())
