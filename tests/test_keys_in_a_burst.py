"""Keys typed in one burst act on the field each was typed into, in their order (app/widgets/key_order.py).

A terminal's driver reads keys typed quickly (over ssh, in the browser, pasted) in one read and posts them all at
once; the tests post them so, not waiting between them as `pilot.press` does."""

from __future__ import annotations

from textual import events
from textual.widgets import Checkbox, Input, Select

from parlour.app.parlour_app import ParlourApp
from parlour.app.screens.table import TableScreen
from parlour.app.widgets.choice_toggle import ChoiceToggle
from tests.app_helpers import QUICK, SMALL, setup_focused_on
from tests.net_helpers import until

CHARACTERS = {"space": " ", "tab": "\t", "enter": "\r", "backspace": "\x7f", "down": None, "up": None, "right": None}
"""What the driver sends with each key."""


def burst(app: ParlourApp, *keys: str) -> None:
    """The keys posted at once, as the driver posts keys read together; a key written as "paste:TEXT" is TEXT pasted
    (bracketed paste) between them."""
    for key in keys:
        if key.startswith("paste:"):
            app.post_message(events.Paste(key.removeprefix("paste:")))
        else:
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


async def test_a_list_opened_moved_through_and_chosen_in_one_burst_chooses_before_the_start():
    """A play-test typed space, down, enter in one burst on Put's table list: the game started with the table
    unchanged (down moved to the next row and enter started, both before the list had opened). The list opens,
    moves and chooses "Free for all"; the setup stays, ready for its four players (enter in a list chooses)."""
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        setup = await setup_focused_on(pilot, "put", "set-mode")
        mode = setup.query_one("#set-mode", Select)
        burst(app, "space", "down", "enter")
        await until(pilot, lambda: mode.value == "free_for_all" and not mode.expanded, seconds=5)
        await pilot.pause()
        assert app.screen is setup and mode.value == "free_for_all"


async def test_a_list_chosen_then_enter_in_one_burst_starts_the_table_chosen():
    """Space, down, enter, enter: the list opens, "Free for all" is chosen, and the second enter, read once the list
    has closed, starts that game (at three, the fewest a free for all seats), not the two-player one."""
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        await setup_focused_on(pilot, "put", "set-mode")
        burst(app, "space", "down", "enter", "enter")
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.is_mounted, seconds=5)
        table = app.screen
        assert isinstance(table, TableScreen)
        assert table.session.setup.settings.get("mode") == "free_for_all" and table.session.setup.players == 3


async def test_a_key_behind_one_a_widget_never_finishes_reading_is_read_all_the_same():
    """A key waits for the one before it (app/widgets/key_order.py), but not for ever: behind a widget that does
    not finish reading its key (busy, or removed before reading it) the next key is read after READ_AT_MOST."""
    import asyncio

    from textual.app import App, ComposeResult
    from textual.binding import Binding
    from textual.widget import Widget

    from parlour.app.widgets.key_order import KeysInOrder

    go_on = asyncio.Event()

    class Busy(Widget, can_focus=True):
        reading = False

        async def on_key(self, event: events.Key) -> None:
            if event.key == "a":
                self.reading = True
                await go_on.wait()
                self.reading = False

    class Probe(KeysInOrder, App):
        BINDINGS = [Binding("b", "seen", priority=True)]
        seen_while_reading: bool | None = None

        def compose(self) -> ComposeResult:
            yield Busy()

        async def on_event(self, event: events.Event) -> None:  # as ParlourApp.on_event
            typed = isinstance(event, events.Key) and not event.is_forwarded
            if isinstance(event, events.Key) and typed and self.hold_key(event):
                return
            try:
                await super().on_event(event)
            finally:
                if typed:
                    self.key_read()

        def action_seen(self) -> None:
            self.seen_while_reading = self.query_one(Busy).reading

    app = Probe()
    async with app.run_test() as pilot:
        app.query_one(Busy).focus()
        await pilot.pause()
        try:
            app.post_message(events.Key("a", "a"))
            app.post_message(events.Key("b", "b"))
            for _ in range(100):  # not Pilot's waits: they wait for every widget, the busy one too
                if app.seen_while_reading is not None:
                    break
                await asyncio.sleep(0.05)
        finally:
            go_on.set()
        assert app.seen_while_reading is True, "b was read while the busy widget still read a"


async def test_keys_still_held_as_the_app_closes_are_dropped():
    """The monkey: keys typed in a burst just before the app closed were read, in their turn, once its screens had
    gone (a crash on the way out)."""
    for _ in range(5):  # run_test re-raises what a handler raised on the way out
        app = ParlourApp(autoplay=False, prefs=QUICK)
        async with app.run_test(size=SMALL) as pilot:
            await pilot.pause()
            burst(app, "down", "down", "down", "down")  # and the app closes at once


async def at_a_persons_pace(pilot, *keys: str) -> None:
    """The same keys, each read before the next is typed (a paste as `burst` writes it)."""
    for key in keys:
        if key.startswith("paste:"):
            pilot.app.post_message(events.Paste(key.removeprefix("paste:")))
            await pilot.pause()
        else:
            await pilot.press(key)
        await pilot.pause()


async def preferences_after(keys: tuple[str, ...], in_one_burst: bool) -> tuple:
    """Preferences from the menu, the language list focused, then `keys`: the language and theme chosen."""
    from parlour.app.screens.preferences import PreferencesScreen

    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        app.action_preferences()
        await until(pilot, lambda: isinstance(app.screen, PreferencesScreen) and app.screen.is_mounted)
        await pilot.pause()
        screen = app.screen
        assert app.focused is not None and app.focused.id == "pref-language"
        if in_one_burst:
            burst(app, *keys)
            await until(pilot, lambda: not app.keys_waiting(), seconds=5)  # every key read
        else:
            await at_a_persons_pace(pilot, *keys)
        await pilot.pause()
        await pilot.pause()
        assert app.screen is screen
        return tuple(screen.query_one(f"#pref-{name}", Select).value for name in ("language", "theme"))


async def test_the_key_after_a_language_chosen_in_preferences_acts_in_the_language_chosen():
    """A play-test typed space, down, down, enter (Russian), down, space, down, enter (the next theme) in one burst:
    the screen, drawn anew in Russian, had given nothing the focus yet, the down after the language's enter went
    nowhere and the next space reopened the language list. A burst ends where the same keys typed at a person's
    pace end."""
    keys = ("space", "down", "down", "enter", "down", "space", "down", "enter")
    paced = await preferences_after(keys, in_one_burst=False)
    assert paced[0] == "ru"
    assert await preferences_after(keys, in_one_burst=True) == paced


async def test_text_pasted_after_keys_in_one_burst_comes_after_them():
    """A play-test sent down, backspace, backspace and a bracketed paste of "Hello" in one write at the setup's
    names: the paste, passed on at once, landed before the keys (the backspaces then ate "lo": "Hel"); it waits its
    turn as the keys do."""
    keys = ("down", "backspace", "backspace", "paste:Hello")

    async def name_after(in_one_burst: bool) -> str:
        app = ParlourApp(autoplay=False, prefs=QUICK)
        async with app.run_test(size=SMALL) as pilot:
            setup = await setup_focused_on(pilot, "red_dog", "name-1")
            if in_one_burst:
                burst(app, *keys)
                await until(pilot, lambda: not app.keys_waiting(), seconds=5)
            else:
                await at_a_persons_pace(pilot, *keys)
            await pilot.pause()
            return str(setup.query_one("#name-2", Input).value)

    paced = await name_after(in_one_burst=False)
    assert "Hello" in paced
    assert await name_after(in_one_burst=True) == paced
