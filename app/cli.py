"""The `parlour` command line: the menu, `play GAME ...`, `--demo`, `--version`."""

from __future__ import annotations

import argparse
import json
import sys

from ..rules.games import game_ids
from . import __version__


def parse_value(text: str) -> object:
    """A --set value: JSON (true, 3, 0.2, "partners") or else the bare string."""
    try:
        return json.loads(text)
    except ValueError:
        return text


def parse_assignment(text: str) -> tuple[str, object]:
    """KEY=VALUE for --set."""
    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        raise argparse.ArgumentTypeError(f"expected KEY=VALUE, got {text!r}")
    return key.strip(), parse_value(value.strip())


def seed_argument(text: str) -> int:
    """--seed: a whole number 0 .. 2^64 - 1."""
    from .table_setup import parse_seed

    try:
        seed = parse_seed(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    if seed is None:
        raise argparse.ArgumentTypeError("give a seed, or leave --seed out for a new deal")
    return seed


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="parlour", description="Put and Take, Put and Red Dog at the terminal.")
    parser.add_argument("--version", action="version", version=f"parlour {__version__}")
    parser.add_argument("--demo", nargs="?", const=game_ids()[0], choices=game_ids(), metavar="GAME",
                        help="computer players in every seat; the table plays itself")
    sub = parser.add_subparsers(dest="command")
    play = sub.add_parser("play", help="start a game directly")
    play.add_argument("game", choices=game_ids())
    play.add_argument("--players", type=int, help="number of seats")
    play.add_argument("--seed", type=seed_argument, help="seed for a reproducible game (0 to 2^64 - 1)")
    play.add_argument("--set", dest="settings", action="append", type=parse_assignment, default=[],
                      metavar="KEY=VALUE", help="a rule setting, e.g. ante=true (repeatable)")
    play.add_argument("--chip-value", metavar="AMOUNT", help="what a chip is worth, e.g. 0.10 (chip games; CH-6)")
    play.add_argument("--currency", metavar="LABEL", help="the currency's label, e.g. EUR (with --chip-value)")
    return parser


def setup_from_args(parser: argparse.ArgumentParser, args: argparse.Namespace):
    """The TableSetup that `parlour play` asks for; argparse's error (exit 2) when it is not playable."""
    from pydantic import ValidationError

    from ..rules.errors import RuleError
    from .table_setup import TableSetup, default_players, default_seats, refusal

    game = args.game if args.command == "play" else args.demo
    try:
        settings = dict(getattr(args, "settings", []))
        players = getattr(args, "players", None)
        if players is None:
            players = default_players(game, settings)
        check_player_count(parser, game, players)
        humans = 0 if args.command != "play" else 1
        return TableSetup(game=game, seats=default_seats(players, humans), settings=settings,
                          chip_value=chip_value_from_args(args))
    except (ValidationError, RuleError) as error:
        parser.error(refusal(error))


def chip_value_from_args(args: argparse.Namespace) -> dict[str, str]:
    """--chip-value and --currency as the setup's chip value (validated with it)."""
    value = {"amount": getattr(args, "chip_value", None), "currency": getattr(args, "currency", None)}
    return {key: text for key, text in value.items() if text is not None}


def check_player_count(parser: argparse.ArgumentParser, game: str, players: int) -> None:
    """argparse's error for a count no table of `game` takes (before any seat is built:
    --players 1000000000 used to build a billion seats; 0 and -3 were taken or misreported)."""
    from ..rules.games import by_id

    info = by_id(game)
    if not info.min_players <= players <= info.max_players:
        parser.error(f"{info.title} takes {info.min_players} to {info.max_players} players, not {players}")


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    setup = setup_from_args(parser, args) if (args.command == "play" or args.demo) else None
    from .parlour_app import ParlourApp

    app = ParlourApp(start=setup, seed=getattr(args, "seed", None), demo=bool(args.demo) and args.command != "play")
    app.run()
    return app.return_code or 0
