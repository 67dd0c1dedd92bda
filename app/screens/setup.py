"""Game setup: seats, names, computer strength and every rule setting with its rule ID.

The screen edits a copy of a `TableSetup` and returns the new one with
`dismiss((setup, seed))`. Every change is checked at once against the settings
model and the engine's `check_setup`; an impossible table shows the reason and
cannot be started.

Keys: the first field (Players) has the focus on opening; tab and shift+tab move
between fields, up and down from row to row (a seat's row holds three), space
changes the field under the focus (ticks a box, moves a choice on, opens a list),
and enter starts the game from any field, like ctrl+s (in an open list enter
chooses, on Back it goes back). The focused field's row shows a pointer, so it is
found by shape in every theme.
"""

from __future__ import annotations

from typing import Any, cast

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
from ..games.table_refusals import refusal
from ..seating.chip_value import CURRENCY_LIMIT, ChipValue
from ..seating.setup_form import form_setup
from ..seating.table_setup import (
    COMPUTER_NAMES,
    NAME_LIMIT,
    SeatSetup,
    TableSetup,
    clean_name,
    computer_name,
    default_setup,
    parse_seed,
    people_named,
    seats_offered,
)
from ..widgets.choice_toggle import ChoiceToggle
from ..widgets.field_pointer import FieldPointer
from ..widgets.footer import ParlourFooter
from ..widgets.form_rows import ROW_KEYS, FormRows
from ..widgets.glyphs import symbol
from ..widgets.literal import SafeStatic, literal
from ..widgets.pointed_button import PointedButton
from ..widgets.screen_base import ParlourScreen
from ..widgets.tick_box import TickBox
from ..widgets.typed_input import NameInput
from ..words.clean_names import name_key, too_long
from ..words.i18n import N_, _, language, ngettext, pgettext
from ..words.name_words import too_long_words
from ..words.numbers import NUMBER_TYPING, decimal
from ..words.seat_words import YOU, shown_name

PLAYER_NAME = N_("Player {n}")
"""The name of a person's seat `n` whose name field is left empty (or shows "You" beside other people)."""
COMPUTER_NAME = N_("Computer {n}")
"""The name of a computer player's seat `n` whose name field is left empty."""


def strength_name(name: str) -> str:
    """A computer strength's name as shown ("sharp", "casual"; the games' registration names them, and
    app/catalogs.py takes them into the catalog)."""
    return pgettext("strength", name)


def number_input(value: Any, **options: Any) -> Input:
    """A field for a number with decimals, shown as the language writes it ("0,5") and typed with a point or a
    comma (Textual's "number" type drops a comma). `value` typed before a language switch is kept as typed."""
    text = value if isinstance(value, str) else decimal(value, grouped=False)
    return Input(text, restrict=NUMBER_TYPING, compact=True, **options)


class StrengthToggle(ChoiceToggle):
    """A seat's computer strength, named and explained in the language in force."""

    def __init__(self, choices: dict[str, str], value: str, **options: Any) -> None:
        super().__init__({name: _(description) for name, description in choices.items()}, value, **options)

    def shown(self) -> str:
        prefs = self.app.prefs
        return f"{symbol('‹', prefs)} {strength_name(self.value)} {symbol('›', prefs)}"


class FormScroll(VerticalScroll):
    """The setup's form. Shorter (a reason of two lines under it takes a line), it keeps the focused field in view
    (seen at 80x24: Burn ticked at eight players, its refusal hid the row, and whether it was ticked)."""

    def on_resize(self) -> None:
        focused = self.screen.focused
        if focused is not None and self in focused.ancestors:
            self.call_after_refresh(focused.scroll_visible, animate=False)


class SetupScreen(FormRows, ParlourScreen):
    """Choose the table for one game."""

    AUTO_FOCUS = "#players"
    ROWS = ".setup-row, #setup-buttons"
    BINDINGS = [
        Binding("enter", "start_on_enter", N_("Start"), key_display="enter", priority=True),
        Binding("ctrl+s", "start_typed", N_("Start"), show=False, priority=True),
        Binding("escape", "back", N_("Back")),
        *ROW_KEYS,
    ]
    """Setup keys: enter or ctrl+s start; tab and shift+tab move between fields, up and down between rows, space
    changes a field (app/widgets/form_rows.py)."""

    def __init__(
        self, game: str, initial: TableSetup | None = None, hosting: bool = False, host_named: bool = False
    ) -> None:
        super().__init__()
        self.game = game
        """The game being set up."""
        self.hosting = hosting
        """A network table this app is to host, not a game at this keyboard (the title says which)."""
        self.host_named = host_named
        """The host's name is given already (`parlour host --name`): the host's seat's name is not what friends read."""
        self.info = by_id(game)
        self.initial = initial or default_setup(game)
        self.fields = self.info.setting_fields()
        """Every setting with its rule ID and help, from the settings model."""
        self.strengths = {strength.name: strength.description for strength in self.info.strengths}
        """The computer players offered (none when the game has no decisions), with what each does."""
        self._start_waiting = False
        """A start came while the rows of a larger player count were still being added."""
        self.you_shown = shown_name(YOU)
        """How the default name "You" reads in the name fields (read back as "You")."""
        self.renamed_from_you: dict[int, str] = {}
        self.renamed_computers: dict[int, tuple[str, str]] = {}
        """The name fields `swap_default_name` changed from a computer player's name (by seat): (its name, as
        written)."""
        """The name fields `show_people_named` changed from "You" (by seat), as it wrote them."""

    def compose_body(self) -> ComposeResult:
        self.you_shown = shown_name(YOU)
        title = _("Host a network table: [b]{game}[/b]") if self.hosting else _("New game: [b]{game}[/b]")
        yield SafeStatic(title.format(game=_(self.info.title)), id="setup-title")
        with FormScroll(id="setup-form", can_focus=False):
            with Horizontal(classes="setup-row"):
                yield FieldPointer()
                yield Label(_("Players"), classes="setup-label")
                yield Select(
                    [(str(n), n) for n in range(self.info.min_players, self.info.max_players + 1)],
                    value=self.initial.players,
                    allow_blank=False,
                    id="players",
                    compact=True,
                )
            with Vertical(id="seats"):
                yield from self.compose_seats()
            if self.strengths:
                yield from self.compose_strengths()
            yield SafeStatic(_("Rules"), classes="setup-section")
            for field in self.fields:
                yield from self.compose_field(field, self.initial.settings.get(field.key))
            if self.info.chip_game:
                yield from self.compose_chip_value()
            with Horizontal(classes="setup-row"):
                yield FieldPointer()
                yield Label(_("Seed"), classes="setup-label")
                yield Input(
                    placeholder=_("blank: new deal"), type="integer", id="seed", classes="setup-input", compact=True
                )
                seed_help = _("the same seed deals the same game")
                yield SafeStatic(f"[dim]{symbol('—', self.app.prefs)}[/]  {seed_help}", classes="setup-help")
        yield SafeStatic("", id="setup-error")
        with Horizontal(id="setup-buttons"):
            yield PointedButton(_("Start"), variant="success", id="start")
            yield PointedButton(_("Back"), id="back")
        yield ParlourFooter()

    def compose_chip_value(self) -> ComposeResult:
        """What a chip is worth (CH-6): an amount and a currency's label; `v` at the table shows money."""
        value = self.initial.chip_value
        with Horizontal(classes="setup-row"):
            yield FieldPointer()
            yield Label(_("Chip value"), classes="setup-label")
            yield number_input(value.amount, id="chip-amount", classes="setup-amount")
            yield Input(
                value.currency,
                placeholder=_("currency"),
                max_length=CURRENCY_LIMIT,
                id="chip-currency",
                classes="setup-currency",
                compact=True,
            )
            yield SafeStatic(
                "[b]CH-6[/]  " + _("what a chip is worth: [b]v[/] at the table shows money"), classes="setup-help"
            )

    def read_chip_value(self) -> dict[str, str]:
        """The chip's value as typed (checked with the setup); none for a game without chips."""
        if not self.info.chip_game:
            return {}
        return {
            "amount": self.query_one("#chip-amount", Input).value.strip() or "1",
            "currency": self.query_one("#chip-currency", Input).value,
        }

    def compose_field(self, field: SettingField, value: Any) -> ComposeResult:
        default = field.default if value is None else value
        help_text = f"[b]{field.rule}[/]  " + _(field.help)
        with Horizontal(classes="setup-row"):
            yield FieldPointer()
            if field.kind == "bool":
                yield TickBox(_(field.label), bool(default), id=f"set-{field.key}", classes="setup-check")
            else:
                yield Label(_(field.label), classes="setup-label")
                if field.kind == "choice":
                    yield Select(
                        [(_(label), key) for key, label, _rule in field.choices],
                        value=default,
                        allow_blank=False,
                        id=f"set-{field.key}",
                        classes="setup-input",
                        compact=True,
                    )
                elif field.kind == "int":
                    yield Input(
                        str(default), type="integer", id=f"set-{field.key}", classes="setup-input", compact=True
                    )
                else:
                    yield number_input(default, id=f"set-{field.key}", classes="setup-input")
            yield SafeStatic(help_text, classes="setup-help")

    def compose_strengths(self) -> ComposeResult:
        """What each computer strength means, a line each, under the seats that choose one."""
        legend = Table.grid(padding=(0, 2))
        legend.add_column(style="bold", no_wrap=True)
        legend.add_column()
        for name, description in self.strengths.items():
            legend.add_row(strength_name(name), _(description))
        with Horizontal(classes="setup-row", id="strengths"):
            yield FieldPointer()  # never shown (nothing here takes the focus): it keeps the rows' columns
            yield Label(_("Strength"), classes="setup-label")
            yield SafeStatic(legend, id="strength-help")

    def on_mount(self) -> None:
        self.show_strengths()
        self.validate_form()

    def retranslate(self) -> None:
        """Drawn again in the language now in force, keeping everything typed (the language was switched
        from the command palette's preferences while this screen was open)."""
        self._drawn_in = language()
        self.call_next(self.redraw_keeping_form)

    async def redraw_keeping_form(self) -> None:
        seed = self.query_one("#seed", Input).value
        seats = []
        for index in range(self.player_count):
            name = self.query_one(f"#name-{index}", Input).value
            strength = self.query_one(f"#strength-{index}", ChoiceToggle).value if self.strengths else "sharp"
            seats.append(
                SeatSetup.model_construct(
                    name=YOU if name.strip() == self.you_shown else name,
                    human=self.query_one(f"#person-{index}", Checkbox).value,
                    strength=strength,
                )
            )
        # Each setting's widget (a checkbox, a toggle or an input) has a value.
        settings = self.held_settings()
        chip_value = self.initial.chip_value
        if self.info.chip_game:
            chip_value = ChipValue.model_construct(
                amount=self.query_one("#chip-amount", Input).value,
                currency=self.query_one("#chip-currency", Input).value,
            )
        self.initial = TableSetup.model_construct(
            game=self.game, seats=tuple(seats), settings=settings, chip_value=chip_value
        )
        await self.recompose()
        self.query_one("#seed", Input).value = seed
        self.validate_form()
        self.query_one("#players", Select).focus()
        self.refresh_bindings()

    # -- seats --------------------------------------------------------------
    # Rows are built for the seats in play; a larger count adds the missing rows once, a
    # smaller one hides the extra rows (keeping what was typed in them). Building every
    # possible row up front (ten for Red Dog, each with a Select) made the screen slow to open.

    def seat_defaults(self) -> list[SeatSetup]:
        """The starting seat for every possible row: the setup's, then spare computers (the computers' default
        names in the language in force: `computer_names_here`)."""
        return list(seats_offered(self.initial.seats, self.info.max_players))

    def seat_row(self, index: int, seat: SeatSetup) -> Horizontal:
        parts = [
            FieldPointer(),
            Label(_("Seat {n}").format(n=index + 1), classes="setup-label"),
            NameInput(
                shown_name(seat.name), max_length=NAME_LIMIT, id=f"name-{index}", classes="seat-name", compact=True
            ),
            TickBox(_("person"), seat.human, id=f"person-{index}", classes="seat-person"),
        ]
        if self.strengths:
            strength = StrengthToggle(self.strengths, seat.strength, id=f"strength-{index}", classes="seat-strength")
            strength.display = not seat.human  # a person's seat plays no computer strength: none is shown
            parts.append(strength)
        return Horizontal(*parts, classes="setup-row seat-row", id=f"seat-row-{index}")

    def compose_seats(self) -> ComposeResult:
        for index, seat in enumerate(self.seat_defaults()[: self.initial.players]):
            yield self.seat_row(index, seat)

    @property
    def player_count(self) -> int:
        return int(cast(Any, self.query_one("#players", Select).value))  # the list has no blank entry

    def seats_ready(self) -> bool:
        """Whether every seat in play has its row in place (new ones mount just after the count grows)."""
        return sum(box.is_mounted for box in self.query(".seat-person")) >= self.player_count

    def current_seats(self) -> tuple[SeatSetup, ...]:
        seats = []
        for index in range(self.player_count):
            person = self.query_one(f"#person-{index}", Checkbox).value
            fallback = _(PLAYER_NAME if person else COMPUTER_NAME).format(n=index + 1)
            name = clean_name(self.query_one(f"#name-{index}", Input).value, fallback)
            name = YOU if name == self.you_shown else name  # the default name is kept as "You", shown as it reads
            strength = self.query_one(f"#strength-{index}", ChoiceToggle).value if self.strengths else "sharp"
            seats.append(SeatSetup(name=name, human=person, strength=strength))
        return people_named(tuple(seats))

    @on(Checkbox.Changed, ".seat-person")
    def on_person_changed(self, message: Checkbox.Changed) -> None:
        if message.checkbox.id:
            index = message.checkbox.id.removeprefix("person-")
            if self.strengths:
                self.query_one(f"#strength-{index}", ChoiceToggle).display = not message.value
            self.swap_default_name(int(index), message.value)
        self.show_people_named()
        self.show_strengths()

    def show_strengths(self) -> None:
        """The strengths' legend only while a seat in play is a computer's (seen: shown under four people)."""
        legend = self.query("#strengths")
        if legend:
            legend.first().display = not all(self.people_ticked())

    def people_ticked(self) -> list[bool]:
        """Whether each seat in play (its row mounted) is ticked "person"."""
        count = min(self.player_count, sum(1 for _ in self.query(".seat-person")))
        return [self.query_one(f"#person-{index}", Checkbox).value for index in range(count)]

    def swap_default_name(self, index: int, person: bool) -> None:
        """A seat ticked "person" (or a computer player's again) whose name is the other kind's default for it
        ("Computer 2", the name an empty field is given) takes its own kind's ("Player 2"): seen, a person named
        "Computer 2" at the table. A computer player's own name ("Bob") is the computer's too: a person ticked
        there is "Player 2" (seen: "Player 1" beside "Bob" for two people), and "Bob" again when unticked
        unless the name was typed meanwhile."""
        field = self.query_one(f"#name-{index}", Input)
        computer, player = (_(name).format(n=index + 1) for name in (COMPUTER_NAME, PLAYER_NAME))
        was, now = (computer, player) if person else (player, computer)
        typed = field.value.strip()
        name, written = self.renamed_computers.pop(index, ("", ""))
        if not person and typed == written:
            field.value = name
        elif typed == was and person:
            field.value = now
            self.renamed_computers[index] = (typed, now)
        elif typed == was:
            # a computer's seat again, not renamed here: the name a new setup gives it ("Bob"; seen "Computer 2"
            # after a remembered setup of two people, "Player 1" and "Player 2", was unticked)
            field.value = self.computer_name(index)
        elif person and typed in {_(name) for name in COMPUTER_NAMES}:
            field.value = player
            self.renamed_computers[index] = (typed, player)

    def computer_name(self, index: int) -> str:
        """The name a new setup gives a computer player in seat `index` ("Bob"), unless another seat has it."""
        taken = {
            name_key(box.value)
            for box in self.query(Input)
            if box.id and box.id.startswith("name-") and box.id != f"name-{index}"
        }
        return computer_name(index, taken)

    def show_people_named(self) -> None:
        """With several people ticked, a name field still showing the default "You" shows the name the
        game will give that seat ("Player 1": see `people_named`), so nobody is surprised at the table; with
        one person again, a field so renamed and left as it was reads "You" again."""
        people = self.people_ticked()
        several = sum(people) >= 2
        for index, person in enumerate(people):
            field = self.query_one(f"#name-{index}", Input)
            if several and person and field.value.strip() == self.you_shown:
                field.value = _(PLAYER_NAME).format(n=index + 1)
                self.renamed_from_you[index] = field.value
            elif not several and (
                self.renamed_from_you.get(index) == field.value
                or (person and field.value.strip() == _(PLAYER_NAME).format(n=index + 1))
            ):
                field.value = self.you_shown  # one person again: "You" (also after a remembered "Player 1")
        if not several:
            self.renamed_from_you.clear()

    @on(Select.Changed, "#players")
    async def on_players_changed(self) -> None:
        self.fit("players")
        count = self.player_count
        rows = list(self.query(".seat-row"))
        for index, row in enumerate(rows):
            row.display = index < count
        if count > len(rows):
            defaults = self.seat_defaults()
            await self.query_one("#seats").mount_all(
                self.seat_row(index, defaults[index]) for index in range(len(rows), count)
            )
        self.show_strengths()
        self.validate_form()
        if self._start_waiting and self.seats_ready():
            self._start_waiting = False
            self.action_start()

    # -- validation ---------------------------------------------------------

    def held_settings(self) -> dict[str, Any]:
        """What each setting's field holds now, by the setting's key (read as settings by `form_setup`)."""
        # a checkbox, a toggle or an input: each has a value
        return {field.key: cast(Any, self.query_one(f"#set-{field.key}")).value for field in self.fields}

    def read_seed(self) -> int | None:
        """The seed typed (None: blank, a new deal); ValueError when it is not one."""
        return parse_seed(self.query_one("#seed", Input).value)

    def build_setup(self) -> TableSetup:
        """The setup on screen; raises with the reason when it cannot be played (app/seating/setup_form.py)."""
        setup, _seed = form_setup(
            self.game,
            self.current_seats(),
            self.held_settings(),
            chip_value=self.read_chip_value(),
            seed=self.query_one("#seed", Input).value,
        )
        if self.hosting and not self.host_named and setup.people and setup.names[setup.people[0]] == YOU:
            # seen: a host from the menu sat down as "You", and his friends read "You says "I put!""
            raise ValueError(_("the host's seat needs your name: your friends will read it"))
        return setup

    def validate_form(self) -> TableSetup | None:
        """Check the form; show the reason and disable Start when it is not playable."""
        error = self.query_one("#setup-error", Static)
        wide = [field.value for field in self.query(".seat-name").results(Input) if too_long(field.value)]
        if wide:  # sixteen letters fill the field; wide ones take two cells each and were cut at the table unsaid
            error.update(f"[b red]{symbol('✗', self.app.prefs)}[/] {literal(too_long_words(wide[0]))}")
            self.query_one("#start", Button).disabled = True
            return None
        try:
            setup = self.build_setup()
        except (ValidationError, RuleError, ValueError) as problem:
            error.update(f"[b red]{symbol('✗', self.app.prefs)}[/] {literal(refusal(problem))}")
            self.query_one("#start", Button).disabled = True
            return None
        dot = symbol("·", self.app.prefs)
        ready, space, tab = _("ready: enter or ctrl+s starts"), _("space changes a field"), _("tab moves on")
        tips = f"{space} {dot} {tab}"
        focused = self.focused
        if isinstance(focused, Input) and focused.has_class("seat-name") and len(focused.value) >= NAME_LIMIT:
            # the field takes no more: said, or the letters typed past it would vanish unexplained
            tips = too_long_words(focused.value)
        elif isinstance(focused, Input) and focused.id == "chip-currency" and len(focused.value) >= CURRENCY_LIMIT:
            tips = ngettext(
                "a currency can be at most {limit} character long",
                "a currency can be at most {limit} characters long",
                CURRENCY_LIMIT,
            ).format(limit=CURRENCY_LIMIT)
        if not setup.rules_settings().ends_by_itself:  # CH-4, CH-5: said before the game, not found out in it
            tips = _("with rebuy and no round limit the game goes on until you stop it")
        error.update(f"[green]{symbol('✓', self.app.prefs)}[/] {ready} [dim]{dot} {tips}[/]")
        self.query_one("#start", Button).disabled = False
        return setup

    def on_descendant_focus(self) -> None:
        """The tips under the form follow the focus: a name's limit is said only on its full field (seen: it stayed on
        after tab had moved on to Rebuy)."""
        if self.is_mounted and self.seats_ready():
            self.validate_form()

    @on(Input.Changed)
    @on(Checkbox.Changed)
    @on(ChoiceToggle.Changed)
    @on(Select.Changed)
    def on_field_changed(self, message: Message) -> None:
        # The player count validates itself once its new seat rows are mounted, and so does a setting that changed
        # it (seen: choosing Put's two against two raised the count to four and read a seat not there yet).
        control = getattr(message, "control", None)
        if self.is_mounted and control is not self.query_one("#players"):
            if isinstance(control, Select) and control.id and control.id.startswith("set-"):
                self.fit(control.id.removeprefix("set-"))
            if self.seats_ready():
                self.validate_form()

    def fit(self, moved: str) -> None:
        """The settings and the table size made to agree where the game's rules tie them (its settings' `fitted`),
        after `moved` changed (a setting's key, or "players"); a field changed here says so in turn, and agrees."""
        held, count = self.held_settings(), self.player_count
        settings, players = self.info.settings_model().fitted(held, count, moved)
        for key, value in settings.items():
            if value != held[key]:
                cast(Any, self.query_one(f"#set-{key}")).value = value
        if players != count:
            self.query_one("#players", Select).value = players

    # -- leaving --------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        allowed = super().check_action(action, parameters)
        if allowed is True and action == "start_on_enter" and self.enter_is_the_fields():
            return False  # (the keys panel then lists enter as the field's)
        return allowed

    def enter_is_the_fields(self) -> bool:
        """In an open list enter chooses, on Back it goes back: not a start."""
        focused = self.focused
        return isinstance(focused, OptionList) or (focused is not None and focused.id == "back")

    def action_start_on_enter(self) -> None:
        """enter starts the game from any field; in an open list it chooses, on Back it goes back."""
        if self.enter_is_the_fields():
            raise SkipAction()
        self.action_start_typed()

    def action_start_typed(self) -> None:
        """Start once the focused field has read every key typed before this one (enter and ctrl+s are the
        screen's keys, priority bindings: they come here before the field has read the keys typed just before,
        waiting in its own queue; seen: "10", backspace twice, 3 and enter in one burst started 10 rounds)."""
        focused = self.focused
        if focused is None:
            self.action_start()
        else:
            focused.call_later(self.action_start)

    def more_keys(self) -> list[tuple[list[str], str]]:
        """For the keys panel: ←/→ step a computer's strength and go between Start and Back (seen missing there; the
        focused field says its own space)."""
        if self.strengths:
            # (seen: ← and → pressed on a seat's name, which they move in, and nothing changed: where they work said)
            return [(["left", "right"], N_("a computer's strength (on its field); Start / Back"))]
        return [(["left", "right"], N_("between Start and Back"))]

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
