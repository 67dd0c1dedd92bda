"""Keys typed in one burst act on the field each was typed into, in their order (app/widgets/own_keys.py).

A terminal's driver reads keys typed quickly (over ssh, in the browser, pasted) in one read and posts them all at
once; the tests post them so, not waiting between them as `pilot.press` does."""

from __future__ import annotations

from textual import events
from textual.widgets import Checkbox

from parlour.app.parlour_app import ParlourApp
from parlour.app.widgets.choice_toggle import ChoiceToggle
from tests.app_helpers import QUICK, SMALL, setup_focused_on
from tests.net_helpers import until

CHARACTERS = {"space": " ", "tab": "\t", "down": None, "right": None}
"""What the driver sends with each key."""


def burst(app: ParlourApp, *keys: str) -> None:
    for key in keys:
        app.post_message(events.Key(key, CHARACTERS[key]))


async def test_down_and_space_in_a_burst_tick_each_box_below_in_turn():
    """A play-test typed down, space, down, space in one burst at Red Dog's setup with Rebuy focused: neither Burn
    nor Four-card hands was ticked (both spaces went to the box the focus had moved to by the time the app ran
    them)."""
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        setup = await setup_focused_on(pilot, "red_dog", "set-rebuy")
        burst(app, "down", "space", "down", "space")

        def ticked() -> set[str | None]:
            return {box.id for box in setup.query(".setup-check").results(Checkbox) if box.value}

        await until(pilot, lambda: ticked() == {"set-burn", "set-four_card_hands"}, seconds=5)
        await pilot.pause()
        assert ticked() == {"set-burn", "set-four_card_hands"} and app.focused is not None
        assert app.focused.id == "set-four_card_hands"


async def test_a_strength_stepped_then_tab_in_a_burst_steps_each_seat_s_own():
    """Right steps a computer player's strength; right, three tabs (to the next seat's strength) and right in one
    burst step each of the two seats once."""
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        setup = await setup_focused_on(pilot, "red_dog", "strength-1")
        first, second = (setup.query_one(f"#strength-{seat}", ChoiceToggle) for seat in (1, 2))
        before = first.value, second.value
        burst(app, "right", "tab", "tab", "tab", "right")
        stepped = tuple(
            toggle.choices[(toggle.choices.index(value) + 1) % len(toggle.choices)]
            for toggle, value in (
                (first, before[0]),
                (second, before[1]),
            )
        )
        await until(pilot, lambda: (first.value, second.value) == stepped and app.focused is second, seconds=5)
        await pilot.pause()
        assert (first.value, second.value) == stepped, (before, first.value, second.value)
