"""The Russian catalog keeps to the glossary (app/locale/glossary.toml): one concept, one word.

For each term, every message whose English names it is translated with the chosen Russian
word, and no translation anywhere uses a rejected variant (issue 21: «зерно» and «сид»,
«связанная» and «ничейная» взятка, «кон» and «партия»…).
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from parlour.app import catalogs

GLOSSARY = Path(catalogs.__file__).resolve().parent / "locale" / "glossary.toml"
TERMS = tomllib.loads(GLOSSARY.read_text(encoding="utf-8"))["term"]


def russian_messages() -> list[tuple[str, str]]:
    """(English, Russian) for every message of the Russian catalog, each plural form on its own."""
    pairs = []
    for message in catalogs.read(catalogs.po_path("ru")):
        if not message.id:
            continue
        english = message.id if isinstance(message.id, str) else "\n".join(message.id)
        english = re.sub(r"\{[^}]*\}", "", english)  # a placeholder's name is no word of the message
        forms = (message.string,) if isinstance(message.string, str) else message.string
        assert forms is not None
        pairs += [(english, form) for form in forms]
    return pairs


MESSAGES = russian_messages()


@pytest.mark.parametrize("term", TERMS, ids=[term["english"].split(" (")[0] for term in TERMS])
def test_each_term_has_one_russian_word(term: dict) -> None:
    english_in = re.compile(term["english_in"], re.IGNORECASE)
    russian_in = re.compile(term["russian_in"], re.IGNORECASE)
    astray = [
        (english, russian)
        for english, russian in MESSAGES
        if english_in.search(english) and not russian_in.search(russian)
    ]
    assert not astray, f"{term['english']}: not «{term['russian']}»: {astray[:4]}"
    for rejected in term["rejected"]:
        found = [russian for _english, russian in MESSAGES if re.search(rejected, russian, re.IGNORECASE)]
        assert not found, f"{term['english']}: a rejected variant {rejected!r} in {found[:4]}"


def test_the_glossary_rejects_what_it_would_catch() -> None:
    """The check can fail: a message translated with a rejected word is found."""
    term = next(term for term in TERMS if term["english"].startswith("seed"))
    assert any(re.search(rejected, "сид 42") for rejected in term["rejected"])
    assert not re.search(term["russian_in"], "сид 42")


def test_you_is_lower_case_inside_a_sentence_in_both_languages() -> None:
    """«далее сдаёт Вы», "the deal passes to You": "you"/«вы» is capitalised only where a sentence starts."""
    inside = re.compile(r"[a-zа-яё,:;)] (You|Your|Вы|Вас|Вам|Ваш[а-я]*)\b")
    found = [(english, russian) for english, russian in MESSAGES if inside.search(english) or inside.search(russian)]
    assert not found, found[:4]


NAME_PLACEHOLDERS = ("who", "to", "team")
"""The placeholders a player's (or a team's) name fills in: the program cannot decline a name."""
DECLINING = re.compile(
    r"(?:\b(?:игрок(?:а|у|ом|е)|у|к|ко|от|для|с|со|без|против|о|об|при|за|перед|между|над|до|после|вместо|кроме)"
    r"|«[^»]*») \{(?:" + "|".join(NAME_PLACEHOLDERS) + r")\}",
    re.IGNORECASE,
)
"""A name where Russian would decline it: after «игрока», «игроку»… or a preposition that takes an oblique case, or
right after a quoted word that it would own («ставлю» игрока Бориса)."""


def russian_names_in_the_nominative(russian: str) -> bool:
    return not DECLINING.search(russian)


def test_a_name_stands_where_russian_leaves_it_as_typed() -> None:
    """«отдаёт две карты игроку Борис», «сейчас ход игрока Анна»: a name the program cannot decline stands where
    Russian has the nominative (the one who acts, after a colon, in brackets), never after «игрока», «игроку» or a
    preposition that would decline it."""
    found = [(english, russian) for english, russian in MESSAGES if not russian_names_in_the_nominative(russian)]
    assert not found, found[:4]
    assert not russian_names_in_the_nominative("Вы отдаёте две карты игроку {to}")
    assert not russian_names_in_the_nominative("У игрока {who} кончились фишки")
    assert not russian_names_in_the_nominative("две лучшие карты от {who}")
    assert russian_names_in_the_nominative("{to} получает от вас две карты")
