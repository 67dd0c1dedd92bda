"""The Russian rule books in seeds/: one per game, beside the English one, with the same rule IDs.

The app marks a variant's heading by `^(#+ |- \\*\\*)RULE-ID\\b` and searches rule IDs, so every ID of
the English book must be in the Russian one, and each heading-form ID in the same form.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SEEDS = Path(__file__).resolve().parent.parent / "seeds"
RULE_ID = re.compile(r"[A-Z]{2}-V?\d+")
"""A rule ID as RULES.md writes them: CH-3, RD-7, PT-V2."""
HEADING_ID = re.compile(r"^(#+ |- \*\*)([A-Z]{2}-V?\d+)\b", re.MULTILINE)
"""A rule ID at the start of a heading or of a bold list item: the form the app marks."""
CYRILLIC = re.compile(r"[А-Яа-яЁё]")
TITLES = {
    "put_and_take": "Положи — возьми",
    "put": "Я ставлю",
    "red_dog": "Рыжая собака",
}
"""The game's name in Russian, as the original rule texts give it."""


def book(name: str) -> str:
    return (SEEDS / name).read_bytes().decode("utf-8")


@pytest.mark.parametrize("game", sorted(TITLES))
def test_the_russian_book_exists_beside_the_english_one_and_is_utf8(game):
    assert (SEEDS / f"{game}.md").is_file()
    assert (SEEDS / f"{game}.ru.md").is_file()
    text = book(f"{game}.ru.md")
    assert len(CYRILLIC.findall(text)) > 1000


@pytest.mark.parametrize("game", sorted(TITLES))
def test_the_russian_book_has_exactly_the_english_books_rule_ids(game):
    english, russian = book(f"{game}.md"), book(f"{game}.ru.md")
    assert set(RULE_ID.findall(russian)) == set(RULE_ID.findall(english))


@pytest.mark.parametrize("game", sorted(TITLES))
def test_each_heading_form_rule_id_keeps_its_form(game):
    english, russian = book(f"{game}.md"), book(f"{game}.ru.md")
    wanted = set(HEADING_ID.findall(english))
    assert wanted
    assert wanted <= set(HEADING_ID.findall(russian))


@pytest.mark.parametrize("game", sorted(TITLES))
def test_the_headings_match_the_english_books_in_number_level_and_order(game):
    def levels(text: str) -> list[str]:
        return re.findall(r"^(#+) ", text, re.MULTILINE)

    assert levels(book(f"{game}.ru.md")) == levels(book(f"{game}.md"))


@pytest.mark.parametrize("game", sorted(TITLES))
def test_the_first_heading_names_the_game_in_russian(game):
    first = next(line for line in book(f"{game}.ru.md").splitlines() if line.startswith("#"))
    assert first.startswith("# ")
    assert TITLES[game] in first


def test_the_rules_screen_shows_and_searches_the_books_of_the_language_in_force() -> None:
    from parlour.app.words.i18n import set_language
    from parlour.app.words.rule_books import find, mark_variants, rule_book
    from parlour.rules.games import REGISTERED

    assert rule_book("red_dog").startswith("# Red Dog")
    set_language("ru")
    books = {game: rule_book(game) for game in REGISTERED}
    assert books["red_dog"].startswith("# Рыжая собака")
    hits = find(books, "ставлю")
    assert hits and {hit.book for hit in hits} >= {"put"}
    first = find(books, "RD-7")[0]
    assert first.book == "red_dog" and first.defines
    marked = mark_variants(books["red_dog"], [("RD-V1", "Карта под низ")])
    assert marked.splitlines()[0] == "> **В этой игре:** RD-V1 Карта под низ."
    assert "✔" in next(line for line in marked.splitlines() if line.startswith(("### RD-V1", "- **RD-V1")))


def test_the_search_treats_e_and_yo_alike() -> None:
    """Issue 21: «банкомет» finds «банкомёт» and back (Russian writes ё or leaves it out)."""
    from parlour.app.words.rule_books import find, passages, spelled_either_way

    books = {"a": "Банкомёт сдаёт.\n\nБанкомет сдает.\n\nБанк."}
    for query in ("банкомет", "банкомёт", "БАНКОМЁТ", "сдает"):
        assert [hit.passage.start for hit in find(books, query)] == [0, 2], query
    assert spelled_either_way("ёж") == "[её]ж"
    assert len(passages(books["a"])) == 3


@pytest.mark.parametrize("game", sorted(TITLES))
def test_no_english_shows_through_the_russian_book(game):
    """Issue 21: `starting_chips`, `rounds`, *rebuy* showed in the Russian books. A Latin word is allowed only
    in a rule ID, in a card (10H) or where the book names a variant's English name on purpose ("По-английски")."""
    latin = re.compile(r"\b[A-Za-z][A-Za-z_]+\b")
    found = [
        word
        for line in book(f"{game}.ru.md").splitlines()
        if "По-английски" not in line
        for word in latin.findall(RULE_ID.sub("", line))
    ]
    assert not found, found


@pytest.mark.parametrize("game", sorted(TITLES))
def test_the_russian_book_keeps_to_the_glossary(game):
    """The words app/locale/glossary.toml rejects («связанная» взятка, «банкомет», «предварительная ставка»…)."""
    import tomllib

    terms = tomllib.loads((SEEDS.parent / "app" / "locale" / "glossary.toml").read_text(encoding="utf-8"))["term"]
    text = book(f"{game}.ru.md")
    found = [
        match.group(0)
        for term in terms
        for rejected in term["rejected"]
        for match in re.finditer(rejected, text, re.IGNORECASE)
    ]
    assert not found, found


@pytest.mark.parametrize("book_name", sorted(f"{game}{lang}.md" for game in TITLES for lang in ("", ".ru")))
def test_a_book_names_a_setting_as_the_setup_screen_does_never_by_its_key(book_name):
    """Seen: "the same stack: `starting_chips`, 100 unless set otherwise" in the English book, where the Russian
    says «настройка «Начальный запас»»: a player knows the setting by its label, not its key."""
    from parlour.rules.games import by_id

    keys = {key for game in TITLES for key in by_id(game).settings_model().model_fields}
    text = book(book_name)
    named = [key for key in keys if f"`{key}`" in text or "_" in key and re.search(rf"\b{key}\b", text)]
    assert not named, named
