"""The server's own refusals and notices as data: each code, and the one English sentence the protocol sends with it.

The server speaks no language. What it refuses (a limit, a seat, a message it cannot read) goes out as an
`Error` with a code ("server.tables_full") and its figures (`params`, {"n": 200}); what it tells the players
(the table waits for the disk) as a `Notice` with a code. Its `message` is the English written here, for a
client that does not word the code; this Parlour's client words every code through its catalog
(app/net/server_words.py) and never reads the English.

A message the server cannot read (`MALFORMED`) is said by Pydantic's error: its `type` and `loc`, and the
figures of its `ctx` (`malformed_params`), never its English.
"""

from __future__ import annotations

from typing import Any, Mapping

from pydantic_core import ErrorDetails

MALFORMED = "server.malformed"
"""A message that is not the protocol's: its params are Pydantic's error `type`, `loc` and `ctx` figures."""

TEMPLATES: Mapping[str, str] = {
    "server.needs_host_seat": "a network table needs a person's seat for its host",
    "server.tables_full": "this server runs {n} tables already",
    "server.address_tables": "one address may open {n} tables at once",
    "server.network_tables": "the addresses of one network may open {n} tables at once",
    "server.tables_reserved": "the last tables are kept for people who have none: try again later",
    "server.max_rounds": "a network table plays {limit} rounds at the most",
    "server.max_target": "a network table's target is {limit} at the most",
    "server.seated_already": "this connection has a seat already",
    "server.no_table": "no table with that code here",
    "server.hello_first": "take a seat first (hello)",
    "server.no_hello": "no hello in time: disconnected",
    "server.seating_too_often": "one address may take a seat {n} times a minute: try again in a minute",
    "server.flooding": "too many messages: disconnected",
    MALFORMED: "not a Parlour message: {where}: {problem}",
    "server.token_no_seat": "that token holds no seat at this table",
    "server.seats_taken": (
        "every person's seat at this table is taken (a seat of yours comes back from the terminal you sat down at)"
    ),
    "server.game_over": "the game at this table is over",
    "server.name_taken": "another player at this table has that name, or one that looks the same: choose another",
    "server.name_too_long": "a name is at most {n} characters: choose a shorter one",
    "server.name_unseen": "a name needs a letter, a digit or a sign that shows: choose another",
    "server.host_starts": "only the host starts the game",
    "server.host_ends": "only the host ends the game",
    "server.host_again": "only the host deals the next game",
    "server.not_over": "the game at this table is not over yet",
    "server.not_started": "the game has not started yet",
    "server.wrong_seat": "you are in seat {seat}, not seat {other}",
    "server.paused": "the table waits: its last move could not be saved yet",
    "server.going_on": "saving works again: the table goes on",
    "server.decided_for": "you kept the table waiting too long: a computer player made this decision for you",
    "server.silent": "the table no longer waits for you: a computer player decides for you at once until you decide "
    "or close a round's summary",
    "server.stood_in": "decisions a computer player made for your seat while you were not at the table: {n}",
    "server.seat_elsewhere": "your seat was taken with its token on another connection: this one is closed",
}
"""Every code the server refuses or tells with, and its English (the `message` sent beside the code)."""

NAME_TAKEN = "server.name_taken"
"""The refusal of a `hello` whose name another seat at the table has (a client may try another)."""
PAUSED = "server.paused"
"""The table waits for its last move to be saved (a Notice to its players, an Error to a message meanwhile)."""
GOING_ON = "server.going_on"
"""Saving works again (a Notice)."""
SILENT = "server.silent"
"""A connected person let the table wait out his whole time `limits.silent_after` times in a row: it no longer waits
for him until he answers (a Notice to that person alone, once, as it happens)."""
DECIDED_FOR = "server.decided_for"
"""A connected person kept the table waiting past `decide_within`: a computer player made that decision (a Notice
to that person alone)."""
STOOD_IN = "server.stood_in"
"""A person sits down at a seat a computer player made decisions for while nobody was in it (back after leaving,
or joining late): those decisions are the seat's log, so he alone is told how many (a Notice, `n`)."""
SEAT_ELSEWHERE = "server.seat_elsewhere"
"""The seat was taken with its token on another connection (the person at another window): the connection it was
taken from is told so, then closed (a Notice), and its client does not take the seat back in turn."""
MESSAGE_LIMIT = 200
"""The most characters of Pydantic's English a malformed message's refusal repeats."""


def english(code: str, params: Mapping[str, Any]) -> str:
    """A server code's English, its figures filled in (KeyError for a code not in TEMPLATES)."""
    return TEMPLATES[code].format(**params)


def malformed_params(problem: ErrorDetails) -> dict[str, int | str]:
    """What a client is told of the first thing wrong with its message: Pydantic's error `type`, where (`loc`, the
    fields joined by dots) and the figures of its `ctx` that are numbers or text (never its `error`: an exception,
    or a library's English)."""
    params: dict[str, int | str] = {}
    for key, value in (problem.get("ctx") or {}).items():
        if key == "error":  # an exception, or a library's English about the input
            continue
        if isinstance(value, str):
            params[key] = value[:MESSAGE_LIMIT]
        elif isinstance(value, int) and not isinstance(value, bool):
            params[key] = value
    params["type"] = problem["type"]
    params["loc"] = ".".join(str(part) for part in problem.get("loc", ()))
    return params


def malformed_english(problem: ErrorDetails) -> str:
    """The English of a malformed message's refusal: where, and Pydantic's sentence (for clients that do not word
    the code)."""
    where = ".".join(str(part) for part in problem.get("loc", ())) or "message"
    return english(MALFORMED, {"where": where, "problem": problem.get("msg", "invalid")})[:MESSAGE_LIMIT]
