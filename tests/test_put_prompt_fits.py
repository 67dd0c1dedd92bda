"""Put's decision line keeps its keys within 80 columns in both languages, whatever the decision (PU-3..PU-5, PU-V1):
say "I put" or not, fold or see, play a card."""

from __future__ import annotations

import pytest
from rich.text import Text
from textual._context import active_app

from parlour.app.games.put.card_line import CardLine
from parlour.app.parlour_app import ParlourApp
from parlour.app.words.i18n import set_language
from parlour.rules.drive import play_out
from parlour.rules.engine import Action
from parlour.rules.put.engine import PutEngine
from parlour.rules.put.settings import PutSettings
from parlour.rules.rng import Rng
from tests.app_helpers import QUICK

NAMES = {"en": ("Dmitri", "Bertha"), "ru": ("Дмитрий", "Борис")}
"""Names as long as the computer players' (the line names the person deciding, and the putter)."""


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_put_decision_line_fits_80_columns(language):
    """Seen in Russian: «Ann: Boris говорит «Я ставлю». Сдаться или продолжить?  f сдаться · s» (what s does cut
    off, the line one word too long)."""
    set_language(language)
    engine, token = PutEngine(), active_app.set(ParlourApp(prefs=QUICK))  # the line reads the card style of an app
    kinds: set[str] = set()

    def measured(state, seat: int, rng: Rng) -> Action:
        """The seat's decision line measured, then a random legal choice."""
        line = CardLine(names=NAMES[language])
        line.view = view = engine.view(state, seat)
        text = Text.from_markup(line.decision_text())
        assert text.cell_len <= 79, (text.plain, text.cell_len)
        kinds.update(choice.do for choice in view.legal)
        return rng.choice(view.legal).action()

    try:
        for seed in range(25):
            rng = Rng(seed)
            start = engine.new_game(PutSettings(put_any_turn=True, target=3), 2, seed)
            for _stepped in play_out(engine, start, lambda state, seat: measured(state, seat, rng)):
                pass
        assert {"put", "fold", "see", "play"} <= kinds, kinds
    finally:
        active_app.reset(token)
