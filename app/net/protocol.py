"""The network table's messages: what a client may send, what the server sends back, version 6.

Every message is one JSON object in a websocket text frame, with a `type` and the protocol
`version` (required: a message without it is refused), validated as a Pydantic model on
arrival (a client's message is refused whole when any field is wrong). A client's message is
validated strictly (`read_client_message`): a number is a JSON number of the field's kind
(no `true` for 1, no "1", no 1.0 for a whole number), the game action within included; a
binary frame is refused whatever it holds.
A client sends `create` (the host: a new table with its setup) or `hello` first (to take a
seat at a table by its code, or to take its seat back with its token); the host then sends
`start` (and may send `end` to end the game for everybody, and `again` once it is over: the next game); every
client sends `act` for each of its decisions, `seen` when its person has read a round's summary (the next round
waits for the people here, a while at the most), and `leave` when it goes. The server answers
`welcome` (the seat, its secret token, the table's setup), then an `update` after every
change of the game, `error` for anything it refuses (an engine's refusal with its `code` and `params`,
rules/refusals.py, or the server's own, app/net/server_refusals.py, which the client words in its own language),
`notice` (with its code too) when the table has to wait (its last move could not be saved yet) and when it goes on,
and `missed` to a client that takes its seat back: the rounds that ended while it was away; `next` tells each
person at a finished table the next game's table and the token of the same seat there, once the host asked for
it. (`again` and `next` came after version 5 was set, and stayed in it: a client without them never sends
`again`, and sets `next` aside as a message it cannot read, staying at the finished table. Version 6 adds the
update's `waits`, which a version 5 client could not read in any update: it is told the versions differ.)

An update carries the client's own seat view, exactly as the engine masks it
(`Engine.view`): a client never receives a card its seat has not seen. The server writes
each update's JSON itself, the part every seat shares once a change and each view straight
from its model (app/net/net_table.py); the tests hold every message sent to these models. The seed is never
sent (with it the whole deck could be worked out). `protocol.schema.json`, beside this
file, is the JSON Schema generated from these models (`python -m parlour.app.net.schema`).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    TypeAdapter,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import InitErrorDetails, PydanticCustomError

from ...rules.actions import takes
from ...rules.cards import DECK
from ...rules.engine import Action, Outcome
from ..seating.table_setup import TableSetup

VERSION = 6
"""The protocol version this Parlour speaks (2: refusals carry their code and params, a game's end its `ending`;
3: the server's own refusals and notices their code too, events their `details`; 4: `seen`, the next round
waiting for the people reading a round's summary; 5: `missed`, the rounds a seat's client was away for; 6: an
update's `waits`, how long the table still waits for a person; a Parlour of an earlier version cannot read those).
Client and server must speak the same one."""
MAX_MESSAGE = 4096
"""The largest message a client may send, in bytes (a decision is under 100)."""
CODE_PATTERN = r"^[0-9a-f]{16}$"
"""A table code: the table's name in the records."""
TOKEN_PATTERN = r"^[A-Za-z0-9_-]{32,64}$"
"""A seat token, as issued at join."""
CARDS = frozenset(DECK)
"""The cards a decision may name, as the deck writes them."""


def _version_required(schema: dict[str, Any], model: type) -> None:
    """A message's JSON Schema as its JSON is read (`Message`): `version` required, no default."""
    schema["properties"]["version"].pop("default", None)
    schema["required"] = ["version", *schema.get("required", ())]


class Message(BaseModel):
    """The fields of every message."""

    model_config = ConfigDict(frozen=True, extra="forbid", json_schema_extra=_version_required)

    version: Literal[VERSION] = VERSION  # type: ignore[valid-type]  (VERSION is a constant: one number to change)
    """The protocol version: required in every message read from JSON (a message built in Python gets VERSION,
    and writes it)."""

    @field_validator("version", mode="before")
    @classmethod
    def _version_a_whole_number(cls, value: Any) -> Any:
        # A Literal takes `true` and 2.0 for 2, strict or not: the version is the number itself.
        if type(value) is not int:
            raise PydanticCustomError("literal_error", "Input should be {version}", {"version": VERSION})
        if value != VERSION:
            raise PydanticCustomError(
                "version_mismatch",
                "this is Parlour's table protocol version {ours}, the "
                "message's is {theirs}: both sides need the same Parlour",
                {"ours": VERSION, "theirs": value},
            )
        return value

    @model_validator(mode="after")
    def _version_said(self, info: ValidationInfo) -> "Message":
        # An after-validator: a before- or wrap-validator would hand the rest of a JSON message to Python-mode
        # validation, where strict mode refuses a JSON array for a tuple and a string for a Decimal.
        if info.mode == "json" and "version" not in self.model_fields_set:
            raise PydanticCustomError("version_missing", "the protocol version is required")
        return self


# -- client to server ------------------------------------------------------------------------


class Hello(Message):
    """Take a seat at table `table` as `name`, or (with `token`) take back the seat the token holds."""

    type: Literal["hello"] = "hello"
    table: str = Field(pattern=CODE_PATTERN)
    name: str = Field(min_length=1, max_length=40)
    token: str | None = Field(default=None, pattern=TOKEN_PATTERN)
    summaries: bool = False
    """This client shows its person each round's summary and says `seen` once it is read: the next round waits
    for it (Parlour's own client does; a client that does not say so is not waited for)."""


class Create(Message):
    """Open a new table with this setup and take its first person's seat as the host (`parlour host`).
    The people's seats are the setup's persons; the others are computer players."""

    type: Literal["create"] = "create"
    setup: TableSetup
    name: str = Field(min_length=1, max_length=40)
    summaries: bool = False
    """As `Hello.summaries`."""


class Start(Message):
    """The host starts the game (people who have not joined yet are waited for when their turn comes)."""

    type: Literal["start"] = "start"


class Again(Message):
    """The host asks for the next game at a finished table: the same seats and settings, a fresh deal. Every person
    at the table is sent `next`."""

    type: Literal["again"] = "again"


class Act(Message):
    """A decision of the client's seat (its `seat` must be the client's), naming only what its kind names (a bet
    its amount, a play its card, a fold nothing) and a card as the deck writes it."""

    type: Literal["act"] = "act"
    action: Action

    @field_validator("action")
    @classmethod
    def _only_what_its_kind_names(cls, action: Action) -> Action:
        # The engines read what a kind names and nothing else: a bet's "card" of 4 KB was kept in the table's record
        # with every such bet, and in its moves in memory, for the whole game.
        named = takes(action.do)
        for field in ("amount", "card"):
            if getattr(action, field) is not None and named != field:
                raise PydanticCustomError("not_named", "a {kind} names no {field}", {"kind": action.do, "field": field})
        if action.card is not None and action.card not in CARDS:
            raise PydanticCustomError("not_a_card", 'is not a card as the deck writes it ("TS", "3H")')
        return action


class Seen(Message):
    """The client's person has seen the game to the end of round `rounds` (its summary closed): the table deals
    the next round once every person here has (`Limits.decide_within` seconds after the round ended at the most),
    as a dealer waits for the players at a table."""

    type: Literal["seen"] = "seen"
    rounds: int = Field(ge=0, le=1_000_000)


class End(Message):
    """The host ends the game for everybody, ranked as it stands (CH-5); every client gets the result."""

    type: Literal["end"] = "end"


class Leave(Message):
    """The client goes (its seat waits for it, then a computer player takes it over). Before the start, its seat
    is given up instead: another person may take it, and its token takes it no more."""

    type: Literal["leave"] = "leave"


ClientMessage = Annotated[Create | Hello | Start | Act | Seen | End | Leave | Again, Field(discriminator="type")]
CLIENT_MESSAGE: TypeAdapter = TypeAdapter(ClientMessage)
BINARY_FRAME = PydanticCustomError("binary_frame", "a binary frame (a message is JSON text)")
"""The refusal of a binary websocket frame, whatever it holds."""


def read_client_message(raw: str | bytes) -> Create | Hello | Start | Act | Seen | End | Leave:
    """A client's message as the server receives it (a websocket frame), validated strictly: JSON text, every
    number a JSON number of the field's kind, the game action's included (the engines' own models stay lax for
    the scenario runner); ValidationError for anything else, a binary frame included."""
    if isinstance(raw, bytes):
        raise ValidationError.from_exception_data(
            "ClientMessage", [InitErrorDetails(type=BINARY_FRAME, loc=(), input="")]
        )
    return CLIENT_MESSAGE.validate_json(raw, strict=True)


# -- server to client ------------------------------------------------------------------------


class Welcome(Message):
    """The client's seat, its secret token (to take the seat back after a drop) and the table's setup
    (the people's names as they joined)."""

    type: Literal["welcome"] = "welcome"
    table: str = Field(pattern=CODE_PATTERN)
    seat: int
    token: str = Field(pattern=TOKEN_PATTERN)
    host: bool
    """Whether this seat is the host's (it starts the game)."""
    setup: TableSetup


class ChangeNote(BaseModel):
    """What the last move did (app/seating/table_seat.py `Change`, less the move), for the client's round summary and
    standings."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    round_ended: bool
    game_over: bool
    before: tuple[int, ...]
    after: tuple[int, ...]


class Update(Message):
    """The table now, as the client's seat sees it."""

    type: Literal["update"] = "update"
    started: bool
    """Whether the host has started the game (before that the view is the table before the first deal)."""
    host: int
    """The host's seat (a host who leaves before the start hands the table on to a person still here)."""
    names: tuple[str, ...]
    """Each seat's name (a person's as it joined)."""
    view: dict[str, Any]
    """The seat's view (the game's view model, as JSON, fields at their defaults left out: the model puts them
    back): never a card the seat has not seen."""
    scores: tuple[int, ...]
    """Each seat's chips (Put: points)."""
    away: tuple[int, ...] = ()
    """The people's seats the table does not wait for: whose client is not connected, or keeps silent (the table
    waited its whole time for nothing `silent_after` times in a row, app/net/limits.py); a computer player may be
    playing for them."""
    reading: tuple[int, ...] = ()
    """Between two rounds, the people's seats still reading the last round's summary: the next round waits for
    them (`Seen`)."""
    waits: float | None = Field(default=None, ge=0)
    """Seconds the table still waits, as this update leaves the server, for the person whose decision is due
    before a computer player makes it for the seat, or for the readers of the last round's summary before the
    next round begins (app/net/limits.py); None while it waits for no person (a client counts it down: the
    others are told how long one player may hold them)."""
    change: ChangeNote | None = None
    """What the move that led here did (None for the first update after joining)."""
    outcome: Outcome | None = None
    """The result, once the game is over."""


class RoundResult(BaseModel):
    """What one round did to the table, as a round's `ChangeNote` says it: each seat's chips (Put: points) it
    counted from and ended with, and the chips each seat rebought at its end (CH-4: a fresh stake, not a gain)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    before: tuple[int, ...]
    after: tuple[int, ...]
    rebought: tuple[int, ...]


class Missed(Message):
    """To a client that takes its seat back, after its first update: the rounds that ended while the seat's client
    was away, in order (a computer player standing in for it), and whether the game ended meanwhile, so that its
    person's statistics count every round he sat in, as they count the rounds he was shown."""

    type: Literal["missed"] = "missed"
    rounds: tuple[RoundResult, ...]
    game_over: bool
    """The game ended while the seat's client was away (its first update holds the result)."""


class Error(Message):
    """Something the server refused: a malformed or illegal message (the rule named), an unknown table, a limit.
    Every refusal carries its `code` and `params`, which a client words in its own language: an engine's
    (rules/refusals.py) or the server's own ("server.tables_full", app/net/server_refusals.py); `message` is the
    server's English, for a client that does not word the code."""

    type: Literal["error"] = "error"
    message: str
    rule: str | None = None
    code: str | None = Field(default=None, exclude_if=lambda value: value is None)
    """The refusal's code: an engine's ("put.already_put") or the server's ("server.no_table"); optional, so a
    client may word an Error without one by its `message`."""
    params: dict[str, int | str | None] | None = Field(default=None, exclude_if=lambda value: value is None)
    """The refusal's figures (seats, cards, kinds of decision, limits), by name; left out with the code."""


class Notice(Message):
    """Something the players should know that refuses nothing: the table waits because saving failed, or goes
    on again. Its `code` ("server.paused", app/net/server_refusals.py) is what a client words; `message` is the
    server's English."""

    type: Literal["notice"] = "notice"
    message: str
    code: str | None = Field(default=None, exclude_if=lambda value: value is None)
    """What the notice says, as a code (optional, as an Error's)."""
    params: dict[str, int | str | None] | None = Field(default=None, exclude_if=lambda value: value is None)
    """The notice's figures, by name, as an Error's (a round bound reached: its `limit`)."""


class Next(Message):
    """The host opened the next game (`again`): its table, and the token of this client's seat there (the same
    seat, the same name). The client takes it with a `hello` on a new connection; the finished table is left."""

    type: Literal["next"] = "next"
    table: str = Field(pattern=CODE_PATTERN)
    token: str = Field(pattern=TOKEN_PATTERN)


ServerMessage = Annotated[Welcome | Update | Missed | Error | Notice | Next, Field(discriminator="type")]
SERVER_MESSAGE: TypeAdapter = TypeAdapter(ServerMessage)
