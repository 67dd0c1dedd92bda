"""Game setup: seats, names, computer strength and every rule setting with its rule ID.

The screen edits a copy of a `TableSetup` and returns the new one with
`dismiss((setup, seed))`. Every change is checked at once against the settings
model and the engine's `check_setup`; an impossible table shows the reason and
cannot be started.

Keys: the first field (Players) has the focus on opening; tab and shift+tab move
between fields, space changes the field under the focus (ticks a box, moves a
choice on, opens a list), and enter starts the game from any field, like ctrl+s
(in an open list enter chooses, on Back it goes back). The focused field's row
shows a pointer, so it is found by shape in every theme.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError
from rich.table import Table
from textual import on
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import Button, Checkbox, Input, Label, OptionList, Select, Static

from ...rules.errors import RuleError
from ...rules.games import by_id
from ...rules.settings import SettingField
from ..chip_value import CURRENCY_LIMIT
from ..screen_base import ParlourScreen
from ..table_setup import (
    NAME_LIMIT,
    SeatSetup,
    TableSetup,
    clean_name,
    default_seats,
    default_setup,
    parse_seed,
    refusal,
)
from ..widgets.choice_toggle import ChoiceToggle
from ..widgets.field_pointer import FieldPointer
from ..widgets.footer import ParlourFooter
from ..widgets.glyphs import symbol
from ..widgets.tick_box import TickBox


class SetupScreen(ParlourScreen):
    """Choose the table for one game."""

    AUTO_FOCUS = "#players"
    BINDINGS = [
        Binding("enter", "start_on_enter", "Start", key_display="enter", priority=True),
        Binding("ctrl+s", "start", "Start", show=False, priority=True),
        Binding("escape", "back", "Back"),
    ]
    """Setup keys: enter or ctrl+s start; tab and shift+tab move between fields, space changes one."""

    def __init__(self, game: str, initial: TableSetup | None = None) -> None:
        super().__init__()
        self.game = game
        """The game being set up."""
        self.info = by_id(game)
        self.initial = initial or default_setup(game)
        self.fields = self.info.setting_fields()
        """Every setting with its rule ID and help, from the settings model."""
        self.strengths = {strength.name: strength.description for strength in self.info.strengths}
        """The computer players offered (none when the game has no decisions), with what each does."""
        self._start_waiting = False
        """A start came while the rows of a larger player count were still being added."""

    def compose_body(self) -> ComposeResult:
        yield Static(f"New game: [b]{self.info.title}[/b]", id="setup-title")
        with VerticalScroll(id="setup-form", can_focus=False):
            with Horizontal(classes="setup-row"):
                yield FieldPointer()
                yield Label("Players", classes="setup-label")
                yield Select([(str(n), n) for n in range(self.info.min_players, self.info.max_players + 1)],
                             value=self.initial.players, allow_blank=False, id="players", compact=True)
            with Vertical(id="seats"):
                yield from self.compose_seats()
            if self.strengths:
                yield from self.compose_strengths()
            yield Static("Rules", classes="setup-section")
            for field in self.fields:
                yield from self.compose_field(field, self.initial.settings.get(field.key))
            if self.info.chip_game:
                yield from self.compose_chip_value()
            with Horizontal(classes="setup-row"):
                yield FieldPointer()
                yield Label("Seed", classes="setup-label")
                yield Input(placeholder="blank: new deal", type="integer", id="seed",
                            classes="setup-input", compact=True)
                yield Static(f"[dim]{symbol('—', self.app.prefs)}[/]  the same seed deals the same game",
                             classes="setup-help")
        yield Static("", id="setup-error")
        with Horizontal(id="setup-buttons"):
            yield Button("Start", variant="success", id="start")
            yield Button("Back", id="back")
        yield ParlourFooter()

    def compose_chip_value(self) -> ComposeResult:
        """What a chip is worth (CH-6): an amount and a currency's label; `v` at the table shows money."""
        value = self.initial.chip_value
        with Horizontal(classes="setup-row"):
            yield FieldPointer()
            yield Label("Chip value", classes="setup-label")
            yield Input(str(value.amount), type="number", id="chip-amount", classes="setup-amount", compact=True)
            yield Input(value.currency, placeholder="currency", max_length=CURRENCY_LIMIT, id="chip-currency",
                        classes="setup-currency", compact=True)
            yield Static("[b]CH-6[/]  what a chip is worth: [b]v[/] at the table shows money", classes="setup-help")

    def read_chip_value(self) -> dict[str, str]:
        """The chip's value as typed (checked with the setup); none for a game without chips."""
        if not self.info.chip_game:
            return {}
        return {"amount": self.query_one("#chip-amount", Input).value.strip() or "1",
                "currency": self.query_one("#chip-currency", Input).value}

    def compose_field(self, field: SettingField, value: Any) -> ComposeResult:
        default = field.default if value is None else value
        help_text = f"[b]{field.rule}[/]  {field.help}"
        with Horizontal(classes="setup-row"):
            yield FieldPointer()
            if field.kind == "bool":
                yield TickBox(field.label, bool(default), id=f"set-{field.key}", classes="setup-check")
            else:
                yield Label(field.label, classes="setup-label")
                if field.kind == "choice":
                    yield Select([(label, key) for key, label, _ in field.choices], value=default,
                                 allow_blank=False, id=f"set-{field.key}", classes="setup-input", compact=True)
                else:
                    yield Input(str(default), type="integer" if field.kind == "int" else "number",
                                id=f"set-{field.key}", classes="setup-input", compact=True)
            yield Static(help_text, classes="setup-help")

    def compose_strengths(self) -> ComposeResult:
        """What each computer strength means, a line each, under the seats that choose one."""
        legend = Table.grid(padding=(0, 2))
        legend.add_column(style="bold", no_wrap=True)
        legend.add_column()
        for name, description in self.strengths.items():
            legend.add_row(name, description)
        with Horizontal(classes="setup-row", id="strengths"):
            yield FieldPointer()  # never shown (nothing here takes the focus): it keeps the rows' columns
            yield Label("Strength", classes="setup-label")
            yield Static(legend, id="strength-help")

    def on_mount(self) -> None:
        self.validate_form()

    # -- seats --------------------------------------------------------------
    # Rows are built for the seats in play; a larger count adds the missing rows once, a
    # smaller one hides the extra rows (keeping what was typed in them). Building every
    # possible row up front (ten for Red Dog, each with a Select) made the screen slow to open.

    def seat_defaults(self) -> list[SeatSetup]:
        """The starting seat for every possible row: the setup's, then spare computers."""
        spare = default_seats(self.info.max_players, humans=0)
        return [*self.initial.seats, *spare[len(self.initial.seats):]]

    def seat_row(self, index: int, seat: SeatSetup) -> Horizontal:
        parts = [FieldPointer(), Label(f"Seat {index + 1}", classes="setup-label"),
                 Input(seat.name, max_length=NAME_LIMIT, id=f"name-{index}", classes="seat-name", compact=True),
                 TickBox("person", seat.human, id=f"human-{index}", classes="seat-human")]
        if self.strengths:
            strength = ChoiceToggle(self.strengths, seat.strength, id=f"strength-{index}", classes="seat-strength")
            strength.disabled = seat.human  # a person's seat plays no computer strength
            parts.append(strength)
        return Horizontal(*parts, classes="setup-row seat-row", id=f"seat-row-{index}")

    def compose_seats(self) -> ComposeResult:
        for index, seat in enumerate(self.seat_defaults()[:self.initial.players]):
            yield self.seat_row(index, seat)

    @property
    def player_count(self) -> int:
        return int(self.query_one("#players", Select).value)

    def seats_ready(self) -> bool:
        """Whether every seat in play has its row in place (new ones mount just after the count grows)."""
        return sum(box.is_mounted for box in self.query(".seat-human")) >= self.player_count

    def current_seats(self) -> tuple[SeatSetup, ...]:
        seats = []
        for index in range(self.player_count):
            human = self.query_one(f"#human-{index}", Checkbox).value
            fallback = f"Player {index + 1}" if human else f"Computer {index + 1}"
            name = clean_name(self.query_one(f"#name-{index}", Input).value, fallback)
            strength = self.query_one(f"#strength-{index}", ChoiceToggle).value if self.strengths else "sharp"
            seats.append(SeatSetup(name=name, human=human, strength=strength))
        return tuple(seats)

    @on(Checkbox.Changed, ".seat-human")
    def on_person_changed(self, message: Checkbox.Changed) -> None:
        if self.strengths and message.checkbox.id:
            index = message.checkbox.id.removeprefix("human-")
            self.query_one(f"#strength-{index}", ChoiceToggle).disabled = message.value

    @on(Select.Changed, "#players")
    async def on_players_changed(self) -> None:
        count = self.player_count
        rows = list(self.query(".seat-row"))
        for index, row in enumerate(rows):
            row.display = index < count
        if count > len(rows):
            defaults = self.seat_defaults()
            await self.query_one("#seats").mount_all(self.seat_row(index, defaults[index])
                                                     for index in range(len(rows), count))
        self.validate_form()
        if self._start_waiting and self.seats_ready():
            self._start_waiting = False
            self.action_start()

    # -- validation ---------------------------------------------------------

    def read_settings(self) -> dict[str, Any]:
        """The settings as typed on screen; ValueError for a field that is not a number."""
        settings: dict[str, Any] = {}
        for field in self.fields:
            widget = self.query_one(f"#set-{field.key}")
            if field.kind in ("bool", "choice"):
                settings[field.key] = widget.value
            else:
                text = widget.value.strip()
                try:
                    settings[field.key] = int(text) if field.kind == "int" else float(text)
                except ValueError:
                    raise ValueError(f"{field.label}: {text or 'nothing'} is not a number") from None
        return settings

    def read_seed(self) -> int | None:
        """The seed typed (None: blank, a new deal); ValueError when it is not one."""
        return parse_seed(self.query_one("#seed", Input).value)

    def build_setup(self) -> TableSetup:
        """The setup on screen; raises with the reason when it cannot be played."""
        self.read_seed()
        return TableSetup(game=self.game, seats=self.current_seats(), settings=self.read_settings(),
                          chip_value=self.read_chip_value())

    def validate_form(self) -> TableSetup | None:
        """Check the form; show the reason and disable Start when it is not playable."""
        error = self.query_one("#setup-error", Static)
        try:
            setup = self.build_setup()
        except (ValidationError, RuleError, ValueError) as problem:
            error.update(f"[b red]{symbol('✗', self.app.prefs)}[/] {refusal(problem)}")
            self.query_one("#start", Button).disabled = True
            return None
        error.update(f"[green]{symbol('✓', self.app.prefs)}[/] ready: enter or ctrl+s starts [dim]"
                     f"{symbol('·', self.app.prefs)} space changes a field {symbol('·', self.app.prefs)} "
                     f"tab moves on[/]")
        self.query_one("#start", Button).disabled = False
        return setup

    @on(Input.Changed)
    @on(Checkbox.Changed)
    @on(ChoiceToggle.Changed)
    @on(Select.Changed)
    def on_field_changed(self, message: Message) -> None:
        # The player count validates itself once its new seat rows are mounted.
        if self.is_mounted and getattr(message, "control", None) is not self.query_one("#players"):
            self.validate_form()

    # -- leaving --------------------------------------------------------------

    def action_start_on_enter(self) -> None:
        """enter starts the game from any field; in an open list it chooses, on Back it goes back."""
        focused = self.focused
        if isinstance(focused, OptionList) or (focused is not None and focused.id == "back"):
            raise SkipAction()
        self.action_start()

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        if not self.seats_ready():
            # Keys act at once, beside the handler still adding the rows of a larger player count: that
            # handler starts the game once they are in (retrying at every refresh instead kept the event
            # loop busy and, on a loaded machine, the rows never came).
            self._start_waiting = True
            return
        setup = self.validate_form()
        if setup is None:
            self.app.bell()
            return
        self.dismiss((setup, self.read_seed()))

    @on(Button.Pressed, "#back")
    def action_back(self) -> None:
        self.dismiss(None)
