"""Our rulings in the rule books (issue 21): wherever a book adds to or departs from its source text (the
Russian originals RULES.md names), it says so plainly, in both languages, with one marker the rules
screen draws apart from the rule: a quote that opens "Our ruling:" / «Наше решение:».

RULINGS lists them, rule by rule: the rules RULES.md calls a ruling (CH-2, PT-2, PU-2, PU-4, RD-7) and
those where the book goes past the source (the chip rules no source has, PT-3's "standard" cut, PU-6's
1-0 with two ties, three ties and the stop at two won tricks, a lapsed put, RD-5's hands dealt face
down, RD-6's dropped «или поставить против банка», RD-V3's short hand that may not forfeit ...).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SEEDS = Path(__file__).resolve().parent.parent / "seeds"
MARKERS = {"en": "> **Our ruling:**", "ru": "> **Наше решение:**"}
CHIP_RULINGS = ("CH-2", "CH-4", "CH-5")
RULINGS = {
    "put_and_take": (*CHIP_RULINGS, "PT-2", "PT-3", "PT-8", "PT-11", "PT-V3", "PT-V4"),
    "put": ("PU-2", "PU-3", "PU-4", "PU-6", "PU-V1", "PU-V2", "PU-V3"),
    "red_dog": (*CHIP_RULINGS, "RD-5", "RD-6", "RD-7", "RD-8", "RD-V1", "RD-V3"),
}
RULE_START = re.compile(r"^(?:#+ |- \*\*)([A-Z]{2}-V?\d+)\b")
SECTION_END = re.compile(r"^(?:#|- \*\*)")


def book(game: str, lang: str) -> str:
    return (SEEDS / (f"{game}.md" if lang == "en" else f"{game}.{lang}.md")).read_text(encoding="utf-8")


def sections(text: str) -> dict[str, str]:
    """Each rule's text by its ID: from its item or heading to the next rule, item or heading."""
    found: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in text.splitlines():
        start = RULE_START.match(line)
        if start:
            current = found.setdefault(start.group(1), [])
        elif SECTION_END.match(line):
            current = None
        if current is not None:
            current.append(line)
    return {rule: "\n".join(lines) for rule, lines in found.items()}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", sorted(RULINGS))
def test_every_ruling_is_marked_in_both_books_and_nothing_else_is(game, lang):
    marker = MARKERS[lang]
    parts = sections(book(game, lang))
    marked = {rule for rule, text in parts.items() if marker in text}
    assert marked == set(RULINGS[game])
    assert book(game, lang).count(marker) == len(RULINGS[game]), "one ruling a rule, under its rule"
    other = MARKERS["ru" if lang == "en" else "en"]
    assert (
        other not in book(game, lang) and "(Our ruling" not in book(game, lang) and "(Это наше" not in book(game, lang)
    ), "one marker, the language's own"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_rulings_the_issue_names_say_what_is_ours(lang):
    """The departures issue 21 found unmarked, each said in its rule's ruling."""
    put, red_dog = sections(book("put", lang)), sections(book("red_dog", lang))
    ruling = {
        rule: text[text.index(MARKERS[lang]) :] for rule, text in {**put, **red_dog}.items() if MARKERS[lang] in text
    }
    words = {
        "en": {
            "PU-6": ("1-0 with two ties", "three ties", "stop at two"),
            "PU-4": ("lapse",),
            "RD-V3": ("may not forfeit",),
            "RD-5": ("face up", "face down"),
            "RD-6": ("поставить против банка",),
        },
        "ru": {
            "PU-6": ("1:0 и двух ничейных", "трёх ничейных", "остановка"),
            "PU-4": ("сгорает",),
            "RD-V3": ("откупаться",),
            "RD-5": ("картинкой вверх", "рубашкой"),
            "RD-6": ("поставить против банка",),
        },
    }[lang]
    for rule, needed in words.items():
        text = " ".join(ruling[rule].replace(">", " ").split())
        assert all(word in text for word in needed), (rule, needed, text)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_put_keeps_the_rest_of_the_deck_in_the_middle_of_the_table_as_the_source_says(lang):
    """PU-3: «Оставшаяся колода кладется на центр стола в закрытом виде» (the book said "set aside")."""
    text = " ".join(sections(book("put", lang))["PU-3"].split())
    assert ("face down in the middle of the table" if lang == "en" else "на центр стола рубашкой вверх") in text


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_the_rules_screen_draws_each_ruling_apart_from_its_rule(lang):
    """A ruling is a quote of its own, drawn with the quote's bar and background, not a sentence in the rule."""
    from textual.widgets._markdown import MarkdownBlockQuote  # Textual 8.2.8's, pinned

    from parlour.app.parlour_app import ParlourApp
    from parlour.app.saving.preferences import Preferences
    from parlour.app.screens.rules import RulesScreen
    from parlour.app.words.i18n import set_language

    set_language(lang)
    app = ParlourApp(autoplay=False, prefs=Preferences(language=lang))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = RulesScreen("red_dog")
        await app.push_screen(screen)
        for _ in range(40):
            if screen.query(MarkdownBlockQuote):
                break
            await pilot.pause(0.05)
        marker = MARKERS[lang].removeprefix("> ")
        quotes = [quote for quote in screen.query(MarkdownBlockQuote) if marker in quote_text(quote)]
        assert len(quotes) == len(RULINGS["red_dog"])


def quote_text(quote) -> str:
    """The Markdown source of a quote block."""
    return quote.source or ""
