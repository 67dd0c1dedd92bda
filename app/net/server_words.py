"""The server's own refusals and notices as a client shows them, in the language in force.

The server sends each with its code and figures (app/net/server_refusals.py); every code is worded here once,
through the catalog, and the server's English `message` is never read. A message the server could not read is
said by Pydantic's error type, where it was and the error's figures (`malformed`). An Error or Notice without a
code (a server that sends none) is shown as it came.
"""

from __future__ import annotations

from typing import Mapping

from ..words.field_refusals import OTHER_PROBLEM, field_problem
from ..words.i18n import N_, Marked, N_plural, _, ngettext
from .server_refusals import MALFORMED, SEAT_ELSEWHERE, STOOD_IN

WORDS: Mapping[str, Marked] = {
    "server.needs_host_seat": N_("a network table needs a person's seat for its host"),
    "server.tables_full": N_("this server runs {n} tables already"),
    "server.address_tables": N_("one address may open {n} tables at once"),
    "server.network_tables": N_("the addresses of one network may open {n} tables at once"),
    "server.tables_reserved": N_("the last tables are kept for people who have none: try again later"),
    "server.max_rounds": N_("a network table plays {limit} rounds at the most"),
    "server.max_target": N_("a network table's target is {limit} at the most"),
    "server.seated_already": N_("this connection has a seat already"),
    "server.no_table": N_("no table with that code here"),
    "server.hello_first": N_("take a seat first (hello)"),
    "server.no_hello": N_("no hello in time: disconnected"),
    "server.seating_too_often": N_plural(
        "one address may take a seat {n} time a minute: try again in a minute",
        "one address may take a seat {n} times a minute: try again in a minute",
    ),
    "server.flooding": N_("too many messages: disconnected"),
    MALFORMED: N_("not a Parlour message: {problem}"),
    "server.token_no_seat": N_("that token holds no seat at this table"),
    "server.seats_taken": N_(
        "every person's seat at this table is taken (a seat of yours comes back from the terminal you sat down at)"
    ),
    "server.game_over": N_("the game at this table is over"),
    "server.name_taken": N_("another player at this table has that name, or one that looks the same: choose another"),
    "server.name_too_long": N_plural(
        "a name is at most {n} character: choose a shorter one",
        "a name is at most {n} characters: choose a shorter one",
    ),
    "server.name_unseen": N_("a name needs a letter, a digit or a sign that shows: choose another"),
    "server.host_starts": N_("only the host starts the game"),
    "server.host_ends": N_("only the host ends the game"),
    "server.host_again": N_("only the host deals the next game"),
    "server.not_over": N_("the game at this table is not over yet"),
    "server.not_started": N_("the game has not started yet"),
    "server.wrong_seat": N_("you are in seat {seat}, not seat {other}"),
    "server.paused": N_("the table waits: its last move could not be saved yet"),
    "server.going_on": N_("saving works again: the table goes on"),
    "server.decided_for": N_("you kept the table waiting too long: a computer player made this decision for you"),
    "server.silent": N_(
        "the table no longer waits for you: a computer player decides for you at once until you decide or close a "
        "round's summary"
    ),
    SEAT_ELSEWHERE: N_("your seat was taken from another window: this window has left the table"),
    STOOD_IN: N_plural(
        "while you were not at the table, a computer player made {n} decision for your seat",
        "while you were not at the table, a computer player made {n} decisions for your seat",
    ),
}
"""Every code of app/net/server_refusals.py, as this client says it (a test holds the two lists equal); a pair
(singular, plural) is worded by its figure `n`."""

MESSAGE_PROBLEMS: Mapping[str, str] = {
    "json_invalid": N_("is not JSON text"),
    "binary_frame": N_("is a binary frame, not JSON text"),
    "dict_type": N_("should be a JSON object"),
    "model_type": N_("should be a JSON object"),
    "union_tag_not_found": N_("has no message type"),
    "union_tag_invalid": N_("has a message type this server does not know"),
    "literal_error": N_("is not one of the values this field takes"),
    "extra_forbidden": N_("is not a field of this message"),
    "string_pattern_mismatch": N_("is not in this field's format"),
    "not_named": N_("holds what this kind of decision does not name"),
    "not_a_card": N_("is not a card of the deck"),
    "version_missing": N_("has no protocol version"),
    "version_mismatch": N_(
        "is version {theirs} of the table protocol, this server's is {ours}: both need the same Parlour"
    ),
}
"""Pydantic's error types a client's message may meet, beyond those a setup field meets
(app/words/field_refusals.py)."""
THE_VERSION = N_("should be the protocol version, {version}")
"""A `version` that is not the number itself (`true`, 2.0): its literal_error names the version."""


def server_words(code: str | None, params: Mapping[str, object] | None, message: str) -> str:
    """A server's refusal or notice in the language in force, from its code and figures; `message` (the server's
    English) only when it came without a code this client knows."""
    template = WORDS.get(code or "")
    if template is None:
        return message
    params = params or {}
    if code == MALFORMED:
        return _(str(template)).format(problem=malformed(params))
    if isinstance(template, tuple):
        n = params.get("n")
        text = ngettext(*template, n if isinstance(n, int) else 0)
    else:
        text = _(template)
    return text.format_map(Figures({key: str(value) for key, value in params.items()}))


def is_server_code(code: str | None) -> bool:
    """Whether a refusal's code is the server's own (else an engine's, worded by the game)."""
    return code is not None and code.startswith("server.")


def malformed(params: Mapping[str, object]) -> str:
    """What was wrong with a message the server could not read: where ("act.action.do"; "message" for the whole),
    and the problem by Pydantic's error type and figures."""
    kind = str(params.get("type", ""))
    where = str(params.get("loc") or "") or _("the whole message")
    figures = {key: value for key, value in params.items() if key not in ("type", "loc")}
    return _("{field}: {problem}").format(field=where, problem=problem_words(kind, figures))


def problem_words(kind: str, figures: Mapping[str, object]) -> str:
    """One of Pydantic's error types, with its figures, as words ("should be a whole number")."""
    if kind == "literal_error" and "version" in figures:
        return _(THE_VERSION).format_map(Figures(figures))
    if kind in MESSAGE_PROBLEMS:
        return _(MESSAGE_PROBLEMS[kind]).format_map(Figures(figures))
    if kind in ("string_too_short", "string_too_long"):
        n = figures.get("min_length" if kind == "string_too_short" else "max_length")
        n = n if isinstance(n, int) else 0
        if kind == "string_too_short":
            return ngettext("should have at least {n} character", "should have at least {n} characters", n).format(n=n)
        return ngettext("should have at most {n} character", "should have at most {n} characters", n).format(n=n)
    try:
        return field_problem({"type": kind, "ctx": figures})
    except (KeyError, IndexError, TypeError, ValueError):  # a figure its words name did not come, or not a number
        return _(OTHER_PROBLEM)  # (a server of another Parlour, or a hostile one: "x" for the places of a decimal)


class Figures(dict):
    """A message's figures as its words read them; one the words name but the server did not send reads "?"."""

    def __missing__(self, key: str) -> str:
        return "?"
