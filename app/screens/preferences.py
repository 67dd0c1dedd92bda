"""Preferences (PRODUCT.md screen 6): language, theme, animation speed, card style, four-colour suits, quit and
all-in confirmations, the coach.

Every change applies at once (`apply_preferences`) and is saved to preferences.json;
when saving is off the screen says so in one line and the change still applies for
this session. A change of language redraws the screen in it at once (`retranslate`).
Tab and shift+tab move between fields, up and down between rows, enter or space opens a
list, space toggles a checkbox, escape goes back and returns the preferences (`dismiss(prefs)`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Checkbox, Label, Select, Static

from ..saving.preferences import Preferences
from ..saving.saved import save_preferences
from ..widgets.ascii_style import show_card_style
from ..widgets.card_row import CardRow
from ..widgets.field_pointer import FieldPointer
from ..widgets.footer import ParlourFooter
from ..widgets.form_rows import ROW_KEYS, FormRows
from ..widgets.literal import SafeStatic, literal
from ..widgets.screen_base import ParlourScreen
from ..widgets.themes import offered_theme, offered_themes
from ..widgets.tick_box import TickBox
from ..words.i18n import LANGUAGES, N_, _, choose_language, language, set_language
from ..words.numbers import decimal

if TYPE_CHECKING:
    from ..widgets.app_base import AppBase

SPEEDS = (0.0, 0.15, 0.3, 0.5, 0.8, 1.2)
"""Seconds between revealed cards and computer moves offered on the screen."""
CARD_STYLES = [(N_("Unicode suits (10♥ A♠)"), "unicode"), (N_("ASCII letters (10H AS)"), "ascii")]
"""The card styles offered (labels translated where shown)."""
SAMPLE_CARDS = ("AS", "TH", "QD", "7C")
"""One card of each suit, shown as the current style and colours."""


def language_choices() -> list[tuple[str, str]]:
    """The languages to choose from, each in its own name, and "automatic" (the environment's)."""
    return [(_("Automatic"), "auto"), *((name, code) for code, name in LANGUAGES.items())]


def dim(text: str) -> str:
    return f"[dim]{text}[/]"


def speed_label(seconds: float) -> str:
    """How a pace reads in the list."""
    return _("instant") if seconds == 0 else _("{seconds} s between steps").format(seconds=decimal(seconds))


def apply_preferences(app: AppBase, prefs: Preferences) -> Preferences:
    """Make `prefs` the app's preferences now; an unknown theme falls back to the default one.

    Returns the preferences actually in force.
    """
    shown_language = language()
    if offered_theme(app, prefs.theme) != prefs.theme:
        prefs = prefs.model_copy(update={"theme": offered_theme(app, prefs.theme)})
    app.prefs = prefs
    if set_language(choose_language(app.language_asked, prefs.language)) != shown_language:
        app.retranslate()
    show_card_style(app, prefs)
    app.theme = prefs.theme  # a new theme restyles every screen (Textual's own watcher)
    app.screen.refresh(layout=True)
    return prefs


class PreferencesScreen(FormRows, ParlourScreen):
    """Look and pace of the table, applied and saved on every change."""

    BINDINGS = [Binding("escape", "back", N_("Back")), *ROW_KEYS]
    """Tab and shift+tab move between fields, up and down between rows (app/widgets/form_rows.py)."""
    ROWS = ".prefs-row"
    status_text = ""
    """The last change's outcome (saved, or why not), kept when the screen is drawn again in a new language."""

    def compose_body(self) -> ComposeResult:
        prefs: Preferences = self.app.prefs
        title, saved = _("Preferences"), _("changes apply at once and are saved")
        yield SafeStatic(f"[b]{title}[/b]  [dim]{saved}[/]", id="prefs-title")
        with VerticalScroll(id="prefs-form", can_focus=False):
            with Horizontal(classes="prefs-row"):
                yield FieldPointer()
                yield Label(_("Language"), classes="prefs-label")
                yield Select(
                    language_choices(), value=prefs.language, allow_blank=False, id="pref-language", compact=True
                )
            with Horizontal(classes="prefs-row"):
                yield FieldPointer()
                yield Label(_("Theme"), classes="prefs-label")
                yield Select(
                    [(name, name) for name in offered_themes(self.app)],
                    value=offered_theme(self.app, prefs.theme),
                    allow_blank=False,
                    id="pref-theme",
                    compact=True,
                )
            with Horizontal(classes="prefs-row"):
                yield FieldPointer()
                yield Label(_("Pace"), classes="prefs-label")  # the table's -/+ keys say so too
                speeds = sorted({*SPEEDS, prefs.animation_seconds})
                yield Select(
                    [(speed_label(s), s) for s in speeds],
                    value=prefs.animation_seconds,
                    allow_blank=False,
                    id="pref-speed",
                    compact=True,
                )
            with Horizontal(classes="prefs-row"):
                yield FieldPointer()
                yield Label(_("Cards"), classes="prefs-label")
                yield Select(
                    [(_(label), style) for label, style in CARD_STYLES],
                    value=prefs.card_style,
                    allow_blank=False,
                    id="pref-cards",
                    compact=True,
                )
            with Horizontal(classes="prefs-row"):  # under the card style, seen at 80x24 in Russian too
                yield FieldPointer()
                yield Label(_("Sample"), classes="prefs-label")
                yield CardRow(SAMPLE_CARDS, id="prefs-sample")
            with Horizontal(classes="prefs-row"):
                yield FieldPointer()
                yield TickBox(_("Four-colour suits"), prefs.four_colour, id="pref-four", classes="prefs-check")
                yield SafeStatic(dim(_("clubs green, diamonds blue")), classes="prefs-help")
            with Horizontal(classes="prefs-row"):
                yield FieldPointer()
                yield TickBox(
                    _("Confirm before quitting"), prefs.confirm_quit, id="pref-confirm", classes="prefs-check"
                )
                yield SafeStatic(dim(_("ask before leaving a running game")), classes="prefs-help")
            with Horizontal(classes="prefs-row"):
                yield FieldPointer()
                yield TickBox(_("Confirm all-in bets"), prefs.confirm_all_in, id="pref-all-in", classes="prefs-check")
                yield SafeStatic(dim(_("ask before betting the whole pot or stack")), classes="prefs-help")
            with Horizontal(classes="prefs-row"):
                yield FieldPointer()
                yield TickBox(_("Coach at the table"), prefs.coach, id="pref-coach", classes="prefs-check")
                yield SafeStatic(dim(_("odds and advice when you decide (c at a table)")), classes="prefs-help")
        yield SafeStatic(self.status_text, id="prefs-status")
        yield ParlourFooter()

    def on_mount(self) -> None:
        self.show_sample(self.app.prefs)

    def on_descendant_focus(self) -> None:
        """The focused field's whole row in view, its help too (seen at 80x24 in Russian: the last row's help cut
        at «(c за», its second line never scrolled to)."""
        focused = self.focused
        if focused is not None and isinstance(row := focused.parent, Horizontal) and row.has_class("prefs-row"):
            self.call_after_refresh(row.scroll_visible, animate=False)

    def retranslate(self) -> None:
        """Composed anew in the new language, the language list keeping the focus."""
        super().retranslate()
        self.call_after_refresh(lambda: self.query_one("#pref-language", Select).focus())

    def read_form(self) -> Preferences:
        """The preferences as chosen on screen."""
        return Preferences(
            # The lists have no blank entry: each value is one of its options (validated here).
            language=cast(Any, self.query_one("#pref-language", Select).value),
            theme=cast(Any, self.query_one("#pref-theme", Select).value),
            animation_seconds=cast(Any, self.query_one("#pref-speed", Select).value),
            card_style=cast(Any, self.query_one("#pref-cards", Select).value),
            four_colour=self.query_one("#pref-four", Checkbox).value,
            confirm_quit=self.query_one("#pref-confirm", Checkbox).value,
            confirm_all_in=self.query_one("#pref-all-in", Checkbox).value,
            coach=self.query_one("#pref-coach", Checkbox).value,
            auto_play=self.app.prefs.auto_play,  # set at the tables (`a`), not here
        )

    def show_sample(self, prefs: Preferences) -> None:
        self.query_one("#prefs-sample", CardRow).shown_prefs = prefs

    @on(Select.Changed)
    @on(Checkbox.Changed)
    def on_field_changed(self) -> None:
        prefs = self.read_form()
        if prefs == self.app.prefs:
            return
        if prefs.language != self.app.prefs.language:
            self.app.language_asked = None  # the language chosen here wins over --lang from now on
        prefs = apply_preferences(self.app, prefs)
        self.show_sample(prefs)
        notice = save_preferences(prefs)
        self.status_text = f"[b $error]✗[/] {literal(notice)}" if notice else "[green]✓[/] " + _("saved")
        self.query_one("#prefs-status", Static).update(self.status_text)

    def action_back(self) -> None:
        self.dismiss(self.app.prefs)
