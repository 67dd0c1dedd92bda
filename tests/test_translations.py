"""The translation layer: catalogs complete and fresh against the code, plural forms, the language chosen.

`problems()` re-extracts every message of app/ (and the registry's words) with Babel and
compares it with the Russian catalog: a message in the code without a Russian translation,
a catalog entry the code no longer has, or a .mo not compiled from its .po fails here.
"""

from __future__ import annotations

import pytest

from parlour.app import catalogs
from parlour.app.saving.preferences import Preferences
from parlour.app.widgets.cards import label, rank_label
from parlour.app.widgets.literal import literal
from parlour.app.words.chip_words import chips, points
from parlour.app.words.i18n import _, choose_language, language, language_from_environment, ngettext, set_language
from parlour.app.words.seat_words import addressed, is_you, said, shown_name


def test_every_message_has_a_russian_translation_and_the_catalogs_are_fresh() -> None:
    assert catalogs.problems() == []


def test_the_catalog_is_big_enough_to_be_the_app() -> None:
    """A guard against an extraction that silently finds nothing (a wrong path, a wrong keyword)."""
    assert len(catalogs.keys(catalogs.extract())) > 500


COUNTS = {
    0: "0 фишек",
    1: "1 фишка",
    2: "2 фишки",
    5: "5 фишек",
    11: "11 фишек",
    21: "21 фишка",
    22: "22 фишки",
    25: "25 фишек",
    101: "101 фишка",
}


@pytest.mark.parametrize("n", sorted(COUNTS))
def test_russian_plural_forms(n: int) -> None:
    set_language("ru")
    assert chips(n) == COUNTS[n]


@pytest.mark.parametrize(
    "n, expected",
    [
        (0, "0 chips"),
        (1, "1 chip"),
        (2, "2 chips"),
        (5, "5 chips"),
        (11, "11 chips"),
        (21, "21 chips"),
        (101, "101 chips"),
    ],
)
def test_english_plural_forms(n: int, expected: str) -> None:
    assert chips(n) == expected


def test_plural_forms_of_points_in_russian() -> None:
    set_language("ru")
    assert [points(n) for n in (1, 2, 5, 11, 21, 22, 25)] == [
        "1 очко",
        "2 очка",
        "5 очков",
        "11 очков",
        "21 очко",
        "22 очка",
        "25 очков",
    ]


def test_the_catalog_plural_rule_is_russian() -> None:
    set_language("ru")
    forms = [ngettext("{n} chip", "{n} chips", n) for n in (1, 2, 5)]
    assert len(set(forms)) == 3


@pytest.mark.parametrize(
    "environ, expected",
    [
        ({"LANG": "ru_RU.UTF-8"}, "ru"),
        ({"LC_MESSAGES": "ru_RU.UTF-8", "LANG": "en_GB.UTF-8"}, "ru"),
        ({"LC_ALL": "C", "LANG": "ru_RU.UTF-8"}, None),
        ({"LC_ALL": "ru_UA", "LANG": "C"}, "ru"),
        ({"LANG": "de_DE.UTF-8"}, None),
        ({"LANG": "ru"}, "ru"),
        ({"LANG": "ru_RU@euro"}, "ru"),
        ({}, None),
    ],
)
def test_the_environment_names_the_language(environ: dict, expected: str | None) -> None:
    assert language_from_environment(environ) == expected


def test_lang_wins_then_the_preference_then_the_environment() -> None:
    russian = {"LANG": "ru_RU.UTF-8"}
    assert choose_language("en", "ru", russian) == "en"
    assert choose_language(None, "en", russian) == "en"
    assert choose_language(None, "auto", russian) == "ru"
    assert choose_language(None, "auto", {"LANG": "fr_FR"}) == "en"
    assert choose_language("xx", None, {}) == "en"
    assert Preferences().language == "auto"


def test_set_language_switches_every_lookup_at_once() -> None:
    assert set_language("ru") == "ru" and language() == "ru"
    assert _("You") == "Вы"
    assert set_language("en") == "en"
    assert _("You") == "You"
    assert set_language("klingon") == "en"


def test_sentences_about_a_seat_agree_with_it_in_both_languages() -> None:
    """Who "you" is is the seat spoken to (`addressed`), whatever its name: "You" alone is just a name."""
    you, other = "You bet {amount}", "{who} bets {amount}"
    spoken_to_ann = addressed(("You", "Ann"), 1)
    assert said(spoken_to_ann[1], you, other, amount=5) == "You bet 5"
    assert said(spoken_to_ann[0], you, other, amount=5) == "You bets 5"  # a name, not the person spoken to
    assert said(addressed(("You", "Ann"), 0)[0], you, other, amount=5) == "You bet 5"
    set_language("ru")
    assert said(addressed(("Анна",), 0)[0], you, other, amount=5) == "Вы ставите 5"
    assert said(addressed(("Анна",), None)[0], you, other, amount=5) == "Анна ставит 5"
    assert shown_name("You") == "Вы" and shown_name("Ann {who}") == "Ann {who}"
    assert is_you(literal(addressed(("Ann [b]",), 0)[0])), "made literal, a name stays the person spoken to"
    assert (
        said(addressed(("Анна", "Борис"), 0)[1], "the deal passes to you", "the deal passes to {who}")
        == "теперь сдаёт Борис"
    )
    assert (
        said(addressed(("Анна", "Борис"), 1)[1], "the deal passes to you", "the deal passes to {who}")
        == "теперь сдаёте вы"
    )


def test_russian_card_ranks_in_both_card_styles() -> None:
    unicode, ascii_style = Preferences(), Preferences(card_style="ascii")
    assert [label(card, unicode) for card in ("JH", "QS", "KD", "AC", "TH", "7S")] == [
        "J♥",
        "Q♠",
        "K♦",
        "A♣",
        "10♥",
        "7♠",
    ]
    assert label("AS", ascii_style) == "AS"
    set_language("ru")
    assert [rank_label(rank) for rank in "JQKAT2"] == ["В", "Д", "К", "Т", "10", "2"]
    assert [label(card, unicode) for card in ("JH", "QS", "KD", "AC")] == ["В♥", "Д♠", "К♦", "Т♣"]
    assert [label(card, ascii_style) for card in ("AS", "TH", "QD", "7C")] == ["Тп", "10ч", "Дб", "7т"]


def test_the_russian_hints_call_the_space_bar_by_its_russian_name() -> None:
    """«пробел / enter: дальше» in one dialog, «space / enter: показать мои карты» in the next (the hand-over) and
    «space меняет поле» on the setup screen: a hint's words say the key in Russian, as every other hint does (the
    footer's key labels are Textual's, the same in every language)."""
    catalog = catalogs.read(catalogs.po_path("ru"))
    said_in_english = [
        message.id
        for message in catalog
        if message.id
        and any(
            "space" in text for text in ([message.string] if isinstance(message.string, str) else message.string or ())
        )
    ]
    assert said_in_english == []
