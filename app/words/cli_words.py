"""argparse's own words, marked for Parlour's catalogs: `parlour --lang ru --help` and its errors are Russian.

argparse looks every word it says up with `_()` and `ngettext()` (module globals it reads at call
time); `app/cli.py` points them at Parlour's (`speak`). These are the exact messages of Python
3.11's argparse, listed here only so that the extractor puts them in the catalogs: nothing imports
this module. Most are said to the person at the command line ("usage: ", "invalid choice: ..."); a
few only to a programmer who built a parser wrongly, translated all the same.
"""

from __future__ import annotations

from .i18n import N_, ngettext

WORDS = (
    N_("usage: "),
    N_("options"),
    N_("positional arguments"),
    N_("subcommands"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("unrecognized arguments: %s"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ignored explicit argument %r"),
    N_("not allowed with argument %s"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("unexpected option string: %s"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("can't open '%(filename)s': %(error)s"),
    N_('argument "-" with mode %r'),
    N_("cannot have multiple subparser arguments"),
    N_("conflicting subparser: %s"),
    N_("conflicting subparser alias: %s"),
    N_(".__call__() not defined"),
    N_("cannot merge actions - two groups are named %r"),
    N_("'required' is an invalid argument for positionals"),
    N_("invalid option string %(option)r: must start with a character %(prefix_chars)r"),
    N_("dest= is required for options like %r"),
    N_("invalid conflict_resolution value: %r"),
    N_("mutually exclusive arguments must be optional"),
    N_("%r is not callable"),
)
"""argparse's messages without a count."""


def _counted_words(n: int) -> None:  # never called: it shows the extractor argparse's counted messages
    ngettext("expected %s argument", "expected %s arguments", n)
    ngettext("conflicting option string: %s", "conflicting option strings: %s", n)
