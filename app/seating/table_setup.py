"""The setup of one table: which game, who sits where, and the rule settings.

`TableSetup` is what the setup screen edits and returns, what `parlour play`
builds from the command line, and (later) what the last-setup file stores.
Its refusals are said in the language in force by app/games/table_refusals.py.
"""

from __future__ import annotations

from typing import Any, Iterable

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator, model_validator

from ...rules.games import by_id
from ...rules.rng import SEED_LIMIT
from ..words.clean_names import NAME_LIMIT, clean_name, name_key, same_names  # noqa: F401  (NAME_LIMIT: the setup limits names by it)
from ..words.i18n import N_, _, every_language
from ..words.numbers import whole
from .chip_value import ChipValue

STRENGTH_LIMIT = 20
"""Characters of a computer strength's name, at the most (the game's registration names its strengths)."""
DEFAULT_STRENGTH = "sharp"
"""A new computer player's strength, and the stand-in's for a person away from a network table: every game with
strengths has it (rules/games.py lists them from the easiest to the strongest)."""
COMPUTER_NAMES = (
    N_("Ann"),
    N_("Bob"),
    N_("Cleo"),
    N_("Dmitri"),
    N_("Eva"),
    N_("Fyodor"),
    N_("Gala"),
    N_("Igor"),
    N_("Katya"),
    N_("Lev"),
)
"""The computer players' names, given in the language in force when a table is first set up (then kept)."""


STORED = {"stored": True}
"""The validation context of a setup read back (a saved game's record, a server's table, the last setup):
it is taken as it was set up, even with two seats of one name (allowed before names had to differ)."""
SAME_NAMES = N_("seats {first} and {second} have the same name, {name}: each player needs a name of their own")
"""Why a table with two seats of one name is refused (`SameNames`)."""


class SameNames(ValueError):
    """Two seats of a table have one name (app/words/clean_names.py `name_key`: "Ann" and "ANN" are one)."""

    def __init__(self, first: int, second: int, name: str) -> None:
        super().__init__(f"seats {first + 1} and {second + 1} have the same name")  # the name: data, never repeated
        self.first, self.second, self.name = first, second, name
        """The two seats (from 0) and the second one's name."""


class SeatSetup(BaseModel):
    """One seat: a person at the keyboard or a computer player."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    """Shown at the table and in statistics; cleaned wherever it comes from (`clean_name`)."""
    human: bool = False
    """True for a person at this keyboard (the field keeps the name records, last setups and the protocol give it:
    everywhere else the app says "person")."""
    strength: str = Field(default=DEFAULT_STRENGTH, max_length=STRENGTH_LIMIT)
    """How a computer player plays: one of its game's strengths (rules/games.py; ignored for people)."""

    @field_validator("name")
    @classmethod
    def _cleaned(cls, value: str) -> str:
        return clean_name(value, _("Player"))


class TableSetup(BaseModel):
    """A whole table: the game, its seats and its rule settings (validated by the engine)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    game: str
    """The game's key in the registry (rules/games.py)."""
    seats: tuple[SeatSetup, ...]
    """One entry per seat, seat 0 first."""
    settings: dict[str, Any] = Field(default_factory=dict)
    """The game's settings as plain data (see `rules_settings`)."""
    chip_value: ChipValue = Field(default_factory=ChipValue)
    """What a chip is worth, for showing stacks in money (CH-6; chip games only)."""

    @field_validator("game")
    @classmethod
    def _known_game(cls, value: str) -> str:
        by_id(value)
        return value

    @model_validator(mode="after")
    def _playable(self) -> "TableSetup":
        by_id(self.game).engine().check_setup(self.rules_settings(), self.players)
        return self

    @model_validator(mode="after")
    def _strengths_known(self, info: ValidationInfo) -> "TableSetup":
        """Every computer player is one its game has (a game without strengths has one kind, whatever is named);
        so is a new table's person's seat (seen from another person's screen it is played like a computer player's:
        a host's person seat of a strength nobody has crashed every friend's app as he joined). A setup read
        back (`STORED`) is taken as it was for its people. The refusal never repeats what was given."""
        known = [strength.name for strength in by_id(self.game).strengths]
        stored = (info.context or {}).get("stored")
        for index, seat in enumerate(self.seats):
            if known and not (seat.human and stored) and seat.strength not in known:
                raise ValueError(f"seat {index + 1}: this game has no such computer player (it has {', '.join(known)})")
        return self

    @model_validator(mode="after")
    def _names_differ(self, info: ValidationInfo) -> "TableSetup":
        """Every seat has a name of its own (but a setup read back is kept as it was: `STORED`)."""
        clash = same_names(self.names)
        if clash is not None and not (info.context or {}).get("stored"):
            raise SameNames(*clash, self.names[clash[1]])
        return self

    @property
    def players(self) -> int:
        """Number of seats."""
        return len(self.seats)

    def reseated(self, **changes: Iterable[Any]) -> "TableSetup":
        """The same table with its seats' fields changed, one value per seat for each field named (`name`,
        `human`), taken as it was set up (`STORED`): a table on a server, renamed as its people join or seen
        from one of its seats, is not this app's to refuse."""
        columns = {field: list(values) for field, values in changes.items()}
        seats = [
            seat.model_copy(update={field: values[index] for field, values in columns.items()})
            for index, seat in enumerate(self.seats)
        ]
        return TableSetup.model_validate(
            {**self.model_dump(), "seats": [seat.model_dump() for seat in seats]}, context=STORED
        )

    @property
    def people(self) -> tuple[int, ...]:
        """The seats played by people."""
        return tuple(i for i, seat in enumerate(self.seats) if seat.human)

    @property
    def names(self) -> tuple[str, ...]:
        """Player names by seat."""
        return tuple(seat.name for seat in self.seats)

    def rules_settings(self) -> Any:
        """The game's frozen settings model."""
        return by_id(self.game).settings_model().model_validate(self.settings)


def parse_seed(text: str) -> int | None:
    """A seed as typed: blank is None (a new deal), else a whole number 0 .. 2^64 - 1 (ValueError otherwise)."""
    text = text.strip()
    if not text:
        return None
    if not text.isdigit() or len(text) > len(str(SEED_LIMIT)) or int(text) >= SEED_LIMIT:
        raise ValueError(
            # the limit grouped as the language writes numbers (a play-test read twenty digits in a row)
            _("Seed: a whole number from 0 to {limit}, or blank for a new deal").format(limit=whole(SEED_LIMIT - 1))
        )
    return int(text)


def next_seed(seed: int) -> int:
    """The seed of the next game ("play again"): one more, back to 0 after the last."""
    return (seed + 1) % SEED_LIMIT


def default_seats(players: int, people: int = 1, taken: tuple[str, ...] = ()) -> tuple[SeatSetup, ...]:
    """Seat 0 is "You" (a person), the rest computer players with distinct names (in the language in force:
    names are data from then on; "You" is kept as "You" and shown in any language). A computer player's
    name is never one of `taken` (the name a host sits down with): the next free one is taken instead."""
    seats: list[SeatSetup] = []
    used = {name_key(name) for name in taken}
    for seat in range(players):
        if seat < people:
            seats.append(SeatSetup(name="You" if people == 1 else _("Player {n}").format(n=seat + 1), human=True))
        else:
            seats.append(SeatSetup(name=computer_name(seat, used)))
        used.add(name_key(seats[-1].name))
    return tuple(seats)


def computer_name(seat: int, used: set[str]) -> str:
    """The name a new setup gives a computer player in `seat` (in the language in force): the seat's own ("Bob" in
    seat 1), else the next one whose `name_key` is not `used`, else the seat's own all the same."""
    names = [_(COMPUTER_NAMES[(seat + k) % len(COMPUTER_NAMES)]) for k in range(len(COMPUTER_NAMES))]
    return next((name for name in names if name_key(name) not in used), names[0])


def seats_offered(remembered: tuple[SeatSetup, ...], most: int) -> tuple[SeatSetup, ...]:
    """A setup form's seats, one for each row it may show (`most`): the remembered ones, the app's own names in
    the language in force whichever language they were given in (a setup remembered from an English session
    seated "Bob" beside «Клео» in Russian, two people at one keyboard "Player 1" and "Player 2", and a person
    ticked in a computer player's seat kept its name, "Cleo" beside «Борис»; a name of the player's own stays as
    typed, and a default one as it was where its translation is another seat's), then spare computer players
    named apart from them."""
    names = [seat.name for seat in remembered]
    seats: list[SeatSetup] = []
    for index, seat in enumerate(remembered):
        here = placeholder_here(seat.name, index) if seat.human else seat.name
        here = computer_name_here(seat.name) if here == seat.name else here
        seats.append(seat if here == seat.name or here in names else seat.model_copy(update={"name": here}))
    used = {name_key(seat.name) for seat in seats}
    spare = [_(name) for name in COMPUTER_NAMES]
    for index in range(len(seats), most):
        turn = spare[index % len(spare) :] + spare[: index % len(spare)]
        name = next((name for name in turn if name_key(name) not in used), turn[0])
        used.add(name_key(name))
        seats.append(SeatSetup(name=name))
    return tuple(seats)


def names_here(names: tuple[str, ...], people: Iterable[int]) -> tuple[str, ...]:
    """A table set up on another screen (a network table's host's), its names as shown here: a name that is one
    of the app's own, in whichever language it was given, in the language in force (a Russian host's computer
    player «Клео» read «Клео» on an English friend's screen, a seat waiting for a friend «Игрок 3»), unless that
    is another seat's name; a person's name, and one typed for a computer player, as they are."""
    shown, keys, people = list(names), {name_key(name) for name in names}, set(people)
    for seat, name in enumerate(names):
        here = placeholder_here(name, seat) if seat in people else computer_name_here(name)
        if here != name and name_key(here) not in keys:
            shown[seat] = here
            keys.add(name_key(here))
    return tuple(shown)


def computer_name_here(name: str) -> str:
    """A computer player's name in the language in force when it is one of the app's own, else as it is."""
    given = next((given for given in COMPUTER_NAMES if name in every_language(given)), None)
    return _(given) if given is not None else name


def placeholder_here(name: str, seat: int) -> str:
    """A person's seat named by its number until its person sits down ("Player 3"), in the language in force;
    any other name as it is."""
    default = N_("Player {n}")
    return (
        _(default).format(n=seat + 1) if name in {each.format(n=seat + 1) for each in every_language(default)} else name
    )


def people_named(seats: tuple[SeatSetup, ...]) -> tuple[SeatSetup, ...]:
    """The seats, with nobody called "You" when several people share the keyboard: "you" is then whoever's
    turn it is, so a person's seat with that default name is "Player n" (in the language in force; should
    another seat have that name already, the setup refuses the pair, as it does any two alike)."""
    if sum(seat.human for seat in seats) < 2:
        return seats
    return tuple(
        seat.model_copy(update={"name": _("Player {n}").format(n=index + 1)})
        if seat.human and seat.name == "You"
        else seat
        for index, seat in enumerate(seats)
    )


def default_players(game: str, settings: dict[str, Any] | None = None) -> int:
    """The table size offered first: 4 where the game and its settings allow it, else the nearest."""
    info = by_id(game)
    engine = info.engine()
    try:
        rules_settings = info.settings_model().model_validate(settings or {})
    except ValueError:
        rules_settings = info.settings_model()()
    sizes = sorted(range(engine.min_players, engine.max_players + 1), key=lambda n: (abs(n - 4), n))
    for count in sizes:
        try:
            engine.check_setup(rules_settings, count)
        except ValueError:
            continue
        return count
    raise ValueError(_("no table size suits {game} with these settings").format(game=game))


def default_setup(game: str, players: int | None = None) -> TableSetup:
    """A sensible first table for a game: one person, computer players in the other seats."""
    count = players if players is not None else default_players(game)
    return TableSetup(game=game, seats=default_seats(count), settings={})
