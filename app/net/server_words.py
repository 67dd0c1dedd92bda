"""The server's refusals as a client shows them, in the language in force.

The server speaks no language: an `Error`'s `message` is English, the protocol's own words. A
refusal the server always says the same way is marked with `N_` where it is said and shown here
through `_()`; one with a number or a detail in it is read back by its pattern into a message of
the catalog. Anything else (an engine's refusal quoted whole) is shown through `_()` as it is.
"""

from __future__ import annotations

import re

from ..i18n import N_, _

PATTERNS = (
    (re.compile(r"this server runs (?P<n>\d+) tables already"), N_("this server runs {n} tables already")),
    (
        re.compile(r"you sit at seat (?P<seat>\d+), not seat (?P<other>\d+)"),
        N_("you sit at seat {seat}, not seat {other}"),
    ),
    (re.compile(r"not a Parlour message: (?P<problem>.*)", re.DOTALL), N_("not a Parlour message: {problem}")),
    (re.compile(r"one address may open (?P<n>\d+) tables at once"), N_("one address may open {n} tables at once")),
    (
        re.compile(r"a network table plays (?P<limit>\d+) rounds at the most"),
        N_("a network table plays {limit} rounds at the most"),
    ),
    (
        re.compile(r"a network table's target is (?P<limit>\d+) at the most"),
        N_("a network table's target is {limit} at the most"),
    ),
)
"""(the server's English, the catalog's message) for the refusals with something in them."""


def shown(message: str) -> str:
    """A server's refusal as the client shows it ("" stays "": `_("")` would be the catalog's header)."""
    if not message:
        return ""
    for pattern, template in PATTERNS:
        found = pattern.fullmatch(message)
        if found:
            return _(template).format(**found.groupdict())
    return _(message)
