"""Preferences (PRODUCT.md screen 6): theme, animation speed, card style, four-colour suits, quit and all-in
confirmations.

Every change applies at once (`apply_preferences`) and is saved to preferences.json;
when saving is off the screen says so in one line and the change still applies for
this session. Tab and shift+tab move between fields, enter opens a list, space
toggles a checkbox, escape goes back and returns the preferences (`dismiss(prefs)`).
"""

from __future__ import annotations

from rich.markup import escape
from textual import on
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Checkbox, Label, Select, Static

from ..preferences import Preferences
from ..saved import save_preferences
from ..screen_base import ParlourScreen
from ..widgets.ascii_style import show_card_style
from ..widgets.card_row import CardRow
from ..widgets.footer import ParlourFooter
from ..widgets.tick_box import TickBox

SPEEDS = (0.0, 0.15, 0.3, 0.5, 0.8, 1.2)
"""Seconds between revealed cards and computer moves offered on the screen."""
CARD_STYLES = [("Unicode suits (10♥ A♠)", "unicode"), ("ASCII letters (10H AS)", "ascii")]
SAMPLE_CARDS = ("AS", "TH", "QD", "7C")
"""One card of each suit, shown as the current style and colours."""


def speed_label(seconds: float) -> str:
    """How a pace reads in the list."""
    return "instant" if seconds == 0 else f"{seconds:g} s between steps"


def apply_preferences(app: App, prefs: Preferences) -> Preferences:
    """Make `prefs` the app's preferences now; an unknown theme falls back to the default one.

    Returns the preferences actually in force.
    """
    if prefs.theme not in app.available_themes:
        prefs = prefs.model_copy(update={"theme": Preferences.model_fields["theme"].default})
    app.prefs = prefs
    show_card_style(app, prefs)
    app.theme = prefs.theme
    app.refresh_css(animate=False)
    app.screen.refresh(layout=True)
    return prefs


class PreferencesScreen(ParlourScreen):
    """Look and pace of the table, applied and saved on every change."""

    BINDINGS = [Binding("escape", "back", "Back")]
    """Tab and shift+tab move between fields."""

    def compose_body(self) -> ComposeResult:
        prefs: Preferences = self.app.prefs
        yield Static("[b]Preferences[/b]  [dim]changes apply at once and are saved[/]", id="prefs-title")
        with VerticalScroll(id="prefs-form", can_focus=False):
            with Horizontal(classes="prefs-row"):
                yield Label("Theme", classes="prefs-label")
                themes = sorted(self.app.available_themes)
                yield Select([(name, name) for name in themes], value=prefs.theme if prefs.theme in themes
                             else themes[0], allow_blank=False, id="pref-theme", compact=True)
            with Horizontal(classes="prefs-row"):
                yield Label("Animation", classes="prefs-label")
                speeds = sorted({*SPEEDS, prefs.animation_seconds})
                yield Select([(speed_label(s), s) for s in speeds], value=prefs.animation_seconds,
                             allow_blank=False, id="pref-speed", compact=True)
            with Horizontal(classes="prefs-row"):
                yield Label("Cards", classes="prefs-label")
                yield Select(CARD_STYLES, value=prefs.card_style, allow_blank=False, id="pref-cards", compact=True)
            with Horizontal(classes="prefs-row"):
                yield TickBox("Four-colour suits", prefs.four_colour, id="pref-four", classes="prefs-check")
                yield Static("[dim]clubs green, diamonds blue[/]", classes="prefs-help")
            with Horizontal(classes="prefs-row"):
                yield TickBox("Confirm before quitting", prefs.confirm_quit, id="pref-confirm",
                               classes="prefs-check")
                yield Static("[dim]ask before leaving a running game[/]", classes="prefs-help")
            with Horizontal(classes="prefs-row"):
                yield TickBox("Confirm all-in bets", prefs.confirm_all_in, id="pref-all-in",
                               classes="prefs-check")
                yield Static("[dim]ask before betting the whole pot or stack[/]", classes="prefs-help")
            with Horizontal(classes="prefs-row"):
                yield TickBox("Coach at the table", prefs.coach, id="pref-coach", classes="prefs-check")
                yield Static("[dim]odds and advice at your decisions (c at a table)[/]", classes="prefs-help")
            with Horizontal(classes="prefs-row"):
                yield Label("Sample", classes="prefs-label")
                yield CardRow(SAMPLE_CARDS, id="prefs-sample")
        yield Static("", id="prefs-status")
        yield ParlourFooter()

    def on_mount(self) -> None:
        self.show_sample(self.app.prefs)

    def read_form(self) -> Preferences:
        """The preferences as chosen on screen."""
        return Preferences(
            theme=self.query_one("#pref-theme", Select).value,
            animation_seconds=self.query_one("#pref-speed", Select).value,
            card_style=self.query_one("#pref-cards", Select).value,
            four_colour=self.query_one("#pref-four", Checkbox).value,
            confirm_quit=self.query_one("#pref-confirm", Checkbox).value,
            confirm_all_in=self.query_one("#pref-all-in", Checkbox).value,
            coach=self.query_one("#pref-coach", Checkbox).value,
        )

    def show_sample(self, prefs: Preferences) -> None:
        self.query_one("#prefs-sample", CardRow).shown_prefs = prefs

    @on(Select.Changed)
    @on(Checkbox.Changed)
    def on_field_changed(self) -> None:
        prefs = self.read_form()
        if prefs == self.app.prefs:
            return
        prefs = apply_preferences(self.app, prefs)
        self.show_sample(prefs)
        notice = save_preferences(prefs)
        status = self.query_one("#prefs-status", Static)
        status.update(f"[b $error]✗[/] {escape(notice)}" if notice else "[green]✓[/] saved")

    def action_back(self) -> None:
        self.dismiss(self.app.prefs)
