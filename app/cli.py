"""The `parlour` command line: the menu, `play GAME ...`, `--demo`, `--version`; network tables with
`host GAME ...`, `join ADDRESS CODE --name NAME` and `serve`."""

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
    add_network_commands(sub)
    return parser


def add_network_commands(sub) -> None:
    """`host`, `join` and `serve`: tables over the network (app/net/)."""
    host = sub.add_parser("host", help="open a network table here and sit at it; friends join with its code")
    host.add_argument("game", choices=game_ids())
    host.add_argument("--players", type=int, help="number of seats")
    host.add_argument("--people", type=int, help="seats for people (the host's and friends'); the others "
                      "are computer players (default 2; with no --players, --people or --set the setup screen "
                      "opens first)")
    host.add_argument("--set", dest="settings", action="append", type=parse_assignment, default=[],
                      metavar="KEY=VALUE", help="a rule setting, e.g. ante=true (repeatable)")
    host.add_argument("--name", help="your name at the table (default: the name of the first person's seat)")
    host.add_argument("--wait", type=float, default=60.0,
                      help="seconds an away person's turn waits before a computer player stands in (default 60)")
    add_listening(host, default_port=8765)
    join = sub.add_parser("join", help="sit at a friend's network table")
    join.add_argument("address", help="the server's address, e.g. ws://192.168.1.5:8765")
    join.add_argument("code", help="the table code the host was given")
    join.add_argument("--name", required=True, help="your name at the table")
    web = sub.add_parser("web", help="serve Parlour to browsers (textual-serve): each tab plays as a terminal would")
    web.add_argument("--listen", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)")
    web.add_argument("--port", type=int, default=8000, help="the port (default 8000)")
    web.add_argument("--public-url", help="where browsers reach this server, if not http://LISTEN:PORT")
    web.add_argument("--join", nargs=2, metavar=("ADDRESS", "CODE"),
                     help="each tab joins this network table (with --name) instead of opening the menu")
    web.add_argument("--name", default="Guest", help="the name a tab joins with (with --join)")
    serve = sub.add_parser("serve", help="run network tables without a screen (many at once)")
    add_listening(serve, default_port=8765)
    serve.add_argument("--pace", type=float, default=0.5, help="seconds between automatic steps (default 0.5)")
    serve.add_argument("--wait", type=float, default=60.0,
                       help="seconds an away person's turn waits before a computer player stands in (default 60)")


def add_listening(parser: argparse.ArgumentParser, default_port: int) -> None:
    parser.add_argument("--listen", default="127.0.0.1", help="the address to listen on (default 127.0.0.1: "
                        "this machine only; 0.0.0.0 for the network)")
    parser.add_argument("--port", type=int, default=default_port, help=f"the port (default {default_port})")
    parser.add_argument("--certfile", help="serve TLS (wss://) with this certificate")
    parser.add_argument("--keyfile", help="the certificate's private key")


def setup_from_args(parser: argparse.ArgumentParser, args: argparse.Namespace):
    """The TableSetup that `parlour play` asks for; argparse's error (exit 2) when it is not playable."""
    from pydantic import ValidationError

    from ..rules.errors import RuleError
    from .table_setup import TableSetup, default_players, default_seats, refusal

    game = args.game if args.command in ("play", "host") else args.demo
    try:
        settings = dict(getattr(args, "settings", []))
        players = getattr(args, "players", None)
        if players is None:
            players = default_players(game, settings)
        check_player_count(parser, game, players)
        humans = {"play": 1, "host": getattr(args, "people", None) or 2}.get(args.command, 0)
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


def serve_tables(args: argparse.Namespace) -> int:
    """`parlour serve`: tables over the network until ctrl+c."""
    import asyncio

    from .net.server import TableServer

    scheme = "wss" if args.certfile else "ws"
    print(f"parlour: serving network tables on {scheme}://{args.listen}:{args.port} (ctrl+c stops)", flush=True)
    try:
        asyncio.run(TableServer(pace=args.pace, wait=args.wait).serve(args.listen, args.port, args.certfile,
                                                                        args.keyfile))
    except KeyboardInterrupt:
        return 0
    except OSError as error:
        print(f"parlour: cannot serve on {args.listen}:{args.port}: {error.strerror or error}", file=sys.stderr)
        return 1
    return 0


def remote_table(parser: argparse.ArgumentParser, args: argparse.Namespace):
    """What `parlour host` or `parlour join` asks the lobby for."""
    from .net.client import SeatRequest
    from .screens.lobby import RemoteTable

    if args.command == "join":
        from .screens.join import table_code

        code = table_code(args.code)
        if code is None:
            parser.error(f"a table code is 16 characters 0-9 and a-f, not {args.code[:40]!r}")
        return RemoteTable(SeatRequest(address=args.address, name=args.name[:40], table=code))
    given = args.players is not None or args.people is not None or args.settings
    setup = setup_from_args(parser, args) if given else None  # else the usual setup screen first
    name = (args.name or "")[:40] or (setup.names[setup.humans[0]] if setup is not None else "")
    return RemoteTable(SeatRequest(address="", name=name, setup=setup), serve_port=args.port,
                       serve_host=args.listen, certfile=args.certfile, keyfile=args.keyfile, wait=args.wait,
                       game=args.game)


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "serve":
        return serve_tables(args)
    if args.command == "web":
        from .web import parlour_command, run_web

        command = parlour_command("join", *args.join, "--name", args.name[:40]) if args.join else None
        return run_web(args.listen, args.port, command, args.public_url)
    remote = remote_table(parser, args) if args.command in ("host", "join") else None
    setup = setup_from_args(parser, args) if (args.command == "play" or args.demo) else None
    from .parlour_app import ParlourApp

    app = ParlourApp(start=setup, seed=getattr(args, "seed", None), demo=bool(args.demo) and args.command != "play",
                     remote=remote)
    app.run()
    return app.return_code or 0
