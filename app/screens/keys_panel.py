"""The keys panel (f2 anywhere): the keys that work now on the screen under it, and what each does.

The rows are read from the screen's active bindings (the keys its footer shows and those
it hides there) and grouped by what they do. A binding without a description is a helper
(such as the twin that explains why a key is refused) and is not listed. The keys of
Textual's own widgets (a list, a text box, a scrolled page) are summed up in a row for the
focused one. Keys that work on every screen (the app's) are one line under them. It is a
dialog: f2 again or escape closes it, and the screen under it is as it was.

A screen or widget whose keys are not all bindings (a key a Textual widget takes first,
then hands on) tells them itself with a `more_keys()` method returning (keys, meaning) rows,
the keys by Textual's names ("enter", "down"). Meanings are messages marked with `N_` (binding
descriptions, `more_keys` rows), shown in the language in force.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rich.cells import cell_len
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import ScrollableContainer
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Checkbox, DataTable, Input, OptionList, RadioButton, Select, Tabs

from ..widgets.form_rows import FormRows
from ..widgets.literal import SafeStatic, literal
from ..widgets.screen_base import ParlourModal
from ..words.i18n import N_, _

KeyRows = tuple[tuple[tuple[str, ...], str], ...]
"""(keys, meaning) rows, written out."""
OWN_PACKAGE = __name__.split(".")[0]
"""Bindings of this package's screens and widgets are listed one by one; Textual's own widgets' are not."""
TYPING = N_("typing")
"""What the keys column says for a text field's keys: whatever is typed, not a key's name (in the language in
force: a Russian panel read "type" there)."""
WIDGET_KEYS: tuple[tuple[type[Widget] | tuple[type[Widget], ...], KeyRows], ...] = (
    (Input, (((TYPING,), N_("edit the text (← → move in it)")),)),
    (Select, ((("space", "enter"), N_("open the choices, then ↑/↓ and enter")),)),
    (OptionList, ((("up", "down"), N_("move")), (("enter",), N_("choose")))),
    ((Checkbox, RadioButton), ((("space", "enter"), N_("tick or untick")),)),
    (Button, ((("enter",), N_("press")),)),
    (DataTable, ((("up", "down"), N_("choose a row")),)),
    (Tabs, ((("left", "right"), N_("switch tab")),)),
    (ScrollableContainer, ((("up", "down", "pageup", "pagedown"), N_("scroll")),)),
)
"""What the keys (Textual's names) of the focused Textual widget do, in a row or two (the first class that fits)."""
SKIPPED_ACTIONS = {"app.focus_next", "app.focus_previous", "screen.copy_text", "screen.maximize", "screen.minimize"}
"""Textual's keys on every screen: tab is listed once as moving between fields; the others are of no use here."""
MEANINGS = {"command_palette": N_("commands"), "scroll_log(-1)": N_("the log back")}
"""Meanings clearer than a binding's own description or tooltip (the tooltip of the footer's `[/]` names both of
its keys; the panel sets ] out beside it: "[ or ]  the log back / the log forward")."""
TWO_COLUMNS = 9
"""More rows than this are set out in two columns, so the panel fits 80x24."""
NARROWEST_COLUMN = 20
"""The fewest cells a column of the table is given (its keys and meanings)."""
TABLE_WIDTH = 70
"""Cells the table has in the panel at 80 columns; a right-hand meaning that would pass it goes on over
the next line (longer words, in Russian)."""


BLANK_AND_BORDER = 7
"""Lines of the panel that are not text: the border (2), the padding (2), the gaps under the title, over the line
of the app's keys and over the hint."""


class KeysPanel(ParlourModal[None]):
    """The keys of the screen under the panel; f2 (again) or escape closes it."""

    BINDINGS = [Binding("escape", "close", N_("Close"))]
    """Escape closes; f2 closes too (the app's `keys` action on a panel closes it)."""

    def __init__(self, screen: Screen) -> None:
        super().__init__()
        self.rows = keys_here(screen)
        """(keys, meaning) of each thing the keys do on that screen now."""
        self.table = key_table(self.rows)
        """Those rows as the panel lays them out (markup, a line a row or more: a long meaning goes on a line of its
        own)."""
        self.everywhere = everywhere(screen.app)
        """(keys, meaning) of the app's keys, the same on every screen."""

    def compose_body(self) -> ComposeResult:
        yield SafeStatic("[b]" + _("Keys here") + "[/b]", classes="dialog-title")
        yield SafeStatic(self.table or "[dim]" + _("This screen has no keys of its own.") + "[/]", id="keys-table")
        everywhere_line = " · ".join(f"[b]{literal(keys)}[/b] {literal(meaning)}" for keys, meaning in self.everywhere)
        yield SafeStatic(_("Everywhere: {keys}").format(keys=everywhere_line), id="keys-everywhere")
        yield SafeStatic("[dim]" + _("f2 or escape: close") + "[/]", classes="dialog-hint")

    def on_mount(self) -> None:
        self.fit_height()

    def on_resize(self) -> None:
        self.fit_height()

    def fit_height(self) -> None:
        """Where the panel would not fit the screen it gives up its blank lines (its padding, the gap over the
        hint) before its last lines: at 80x24 in Russian the meanings wrap and "f2 or escape: close" fell off its
        bottom."""
        table = len(self.table.splitlines()) or 1
        everywhere = self.query_one("#keys-everywhere").virtual_size.height or 1
        lines = BLANK_AND_BORDER + 2 + table + everywhere  # with the title and the hint
        self.set_class(lines > self.app.size.height * 9 // 10, "-short")  # a dialog's max-height: 90%

    def action_close(self) -> None:
        self.dismiss(None)


def toggle_keys_panel(app: App) -> None:
    """Open the keys panel over the current screen, or close it if it is the one on top."""
    if isinstance(app.screen, KeysPanel):
        app.screen.dismiss(None)
    else:
        app.push_screen(KeysPanel(app.screen))


def keys_here(screen: Screen) -> list[tuple[str, str]]:
    """(keys, meaning) rows for what works on `screen` now: the focused widget's, the screen's bindings,
    and what the screen or a focused widget tells itself (`more_keys`); keys with one meaning share a row."""
    bound = bound_keys(screen)
    taken = {key for keys, _meaning in bound for key in keys}
    # Textual's widget summary gives way where the screen's own bindings use the same keys.
    summary = [(keys, meaning) for keys, meaning in widget_rows(screen) if not taken.issuperset(keys)]
    told = [
        ([key_name(screen.app, Binding(key, "")) for key in keys], lowered(_(meaning)))
        for node in told_by(screen)
        for keys, meaning in node.more_keys()
    ]
    by_meaning: dict[str, list[str]] = {}
    for keys, meaning in [*summary, *told, *bound]:
        for key in keys:
            add_once(by_meaning.setdefault(meaning, []), key)
    rows = [(join_keys(keys), meaning) for meaning, keys in by_meaning.items()]
    if len(screen.focus_chain) > 1:
        # On a form, tab goes field by field, along a row too (a play-test found a seat's strength only by chance:
        # up and down go from row to row, and "part of the screen" did not say that tab reaches it).
        on_form = isinstance(screen, FormRows)
        between = _("next / previous field") if on_form else _("next / previous part of the screen")
        rows.append((join_keys(["tab", "shift+tab"]), between))
    return rows


def bound_keys(screen: Screen) -> list[tuple[list[str], str]]:
    """The screen's active bindings that say what they do, grouped by node and action ("adjust(1)", "adjust(-1)")."""
    app = screen.app
    app_keys = {(key, binding.action) for key, binding in app._bindings}
    groups: dict[tuple[int, str], tuple[list[str], list[str]]] = {}
    for key, active in screen.active_bindings.items():
        binding, namespace = active.binding, active.node
        if (
            not active.enabled
            or not binding.description
            or binding.system
            or binding.action in SKIPPED_ACTIONS
            or not listed(namespace)
            or (key, binding.action.removeprefix("app.")) in app_keys
        ):
            continue
        keys, meanings = groups.setdefault((id(namespace), binding.action.split("(")[0]), ([], []))
        add_once(keys, key_name(app, binding))
        add_once(meanings, lowered(_(MEANINGS.get(binding.action, binding.tooltip or binding.description))))
    return [(keys, " / ".join(meanings)) for keys, meanings in groups.values()]


def told_by(screen: Screen) -> list[Any]:
    """Those of the screen, the focused widget and its containers that tell keys of their own (`more_keys`)."""
    nodes = [screen, *(screen.focused.ancestors_with_self if screen.focused is not None else ())]
    return [node for node in dict.fromkeys(nodes) if callable(getattr(node, "more_keys", None))]


def everywhere(app: App) -> list[tuple[str, str]]:
    """(keys, meaning) of the app's own keys, which work on every screen (read from the app's bindings map,
    private in Textual 8.2.8, pinned: it alone holds the command palette's key)."""
    groups: dict[str, tuple[list[str], str]] = {}
    for _key, binding in app._bindings:
        if not binding.system:
            keys, _meaning = groups.setdefault(
                binding.action, ([], _(MEANINGS.get(binding.action, binding.description)))
            )
            add_once(keys, key_name(app, binding))
    return [(join_keys(keys), meaning.lower()) for keys, meaning in groups.values()]


def widget_rows(screen: Screen) -> list[tuple[list[str], str]]:
    """The summary of the focused widget's keys, if it is one of Textual's."""
    focused = screen.focused
    if focused is None or listed(focused):
        return []
    rows = next((rows for kind, rows in WIDGET_KEYS if isinstance(focused, kind)), ())
    # A key the screen takes first is not the widget's (seen: "space or enter: tick or untick" over the setup's
    # boxes, where enter starts the game).
    taken = {
        key
        for key, bindings in screen._bindings.key_to_bindings.items()
        if any(b.priority and screen.check_action(b.action.split("(")[0], ()) for b in bindings)
    }
    shown = [([key for key in keys if key not in taken], meaning) for keys, meaning in rows]
    return [
        ([_(key) if key == TYPING else key_name(screen.app, Binding(key, "")) for key in keys], _(meaning))
        for keys, meaning in shown
        if keys
    ]


def listed(namespace: object) -> bool:
    """Whether a node's keys are listed one by one: those this package's screens and widgets declare (not the
    app's). A subclass of one of Textual's widgets that declares no keys of its own (the rules screen's
    `BookScroll`) is summed up as that widget is (`WIDGET_KEYS`): its keys are Textual's."""
    if isinstance(namespace, App):
        return False
    declaring = next((kind for kind in type(namespace).__mro__ if "BINDINGS" in kind.__dict__), type(namespace))
    return declaring.__module__.split(".")[0] == OWN_PACKAGE


def key_name(app: App, binding: Binding) -> str:
    """One key as a person reads it: "enter", "ctrl+q", "↑" (not a footer's shorthand such as "-/+")."""
    shown = app.get_key_display(replace(binding, key_display=None))
    shown = shown.replace("⏎", "enter").replace("⌫", "backspace")
    return f"ctrl+{shown[1:]}" if shown.startswith("^") and len(shown) > 1 else shown


def join_keys(keys: list[str]) -> str:
    """Keys for one thing, "a, b or c"; a run of three or more digits as a range: "0-9", "1-7"."""
    digits = [key for key in keys if len(key) == 1 and key.isdigit()]
    if len(digits) >= 3 and [int(key) for key in digits] == list(range(int(digits[0]), int(digits[-1]) + 1)):
        keys = [f"{digits[0]}-{digits[-1]}" if key == digits[0] else key for key in keys if key not in digits[1:]]
    return keys[0] if len(keys) == 1 else _("{keys} or {last}").format(keys=", ".join(keys[:-1]), last=keys[-1])


def lowered(meaning: str) -> str:
    """A meaning as the panel writes every one, from a small letter: a footer's label ("Pause", "No put") beside a
    tooltip ("coach on / off") read as two styles (seen: "Card to the left" by "bet"). A first word of one letter
    or in capitals stays, and English "I" ("I put", "I'm ready", «Я ставлю», "RD-7")."""
    first = meaning.split(" ", 1)[0]
    if len(first) < 2 or first.isupper() or first.startswith("I'"):
        return meaning
    return meaning[0].lower() + meaning[1:]


def add_once(items: list[str], item: str) -> None:
    if item not in items:
        items.append(item)


def key_table(rows: list[tuple[str, str]]) -> str:
    """The rows as markup: keys right-aligned before their meaning, in two columns when there are many."""
    if len(rows) <= TWO_COLUMNS:
        return "\n".join(line for line, _cells in key_column(rows))
    half = (len(rows) + 1) // 2
    # The columns shared out so the table is as short as it can be: the left column's longest meaning set the
    # right one's room alone, and one long line (the coach's "g how the game is best played at this score") left
    # the right column ten cells, its meanings a word a line and the panel's last lines off the screen at 80x24.
    layouts = []
    for room in range(NARROWEST_COLUMN, TABLE_WIDTH - 3 - NARROWEST_COLUMN + 1):
        left = key_column(fitted(rows[:half], room))
        width = max(cells for _line, cells in left)
        right = key_column(fitted(rows[half:], TABLE_WIDTH - width - 3))
        layouts.append((max(len(left), len(right)), -room, left, width, right))
    _height, _room, left, width, right = min(layouts, key=lambda layout: layout[:2])
    return "\n".join(
        f"{line}{' ' * (width - cells)}   {other}"
        for (line, cells), (other, _cells) in zip([*left, *[("", 0)] * (len(right) - len(left))], [*right, ("", 0)])
    )


def fitted(rows: list[tuple[str, str]], room: int) -> list[tuple[str, str]]:
    """The rows, a meaning too long for `room` cells (keys and all) carried on over rows of its own."""
    keys_width = max((cell_len(keys) for keys, _meaning in rows), default=0)
    fitted_rows = []
    for keys, meaning in rows:
        line, shown = "", keys
        for word in meaning.split(" "):
            if line and keys_width + 1 + cell_len(f"{line} {word}") > room:
                fitted_rows.append((shown, line))
                line, shown = word, ""
            else:
                line = f"{line} {word}" if line else word
        fitted_rows.append((shown, line))
    return fitted_rows


def key_column(rows: list[tuple[str, str]]) -> list[tuple[str, int]]:
    """Each row as a line of markup, the keys right-aligned, with the line's width in cells."""
    width = max((cell_len(keys) for keys, _meaning in rows), default=0)
    return [
        (
            f"{' ' * (width - cell_len(keys))}[b $accent]{literal(keys)}[/] {literal(meaning)}",
            width + 1 + cell_len(meaning),
        )
        for keys, meaning in rows
    ]
