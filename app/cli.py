"""The `parlour` command line: the menu, `play GAME ...`, `--demo`, `--version`; network tables with
`host GAME ...`, `join ADDRESS CODE --name NAME` and `serve`."""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
from copy import copy
from typing import Any, cast

from ..rules.errors import RuleError
from ..rules.games import by_id, game_ids, preload_all
from . import __version__, start
from .net import DEFAULT_PORT
from .net.limits import Limits
from .web import MAX_TABS, MAX_TABS_PER_ADDRESS, parlour_command, run_web
from .words.i18n import LANGUAGES, _, ngettext
from .words.numbers import decimal, parse_float
from .words.quotes import quoted
from .words.system_errors import system_problem


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
        raise argparse.ArgumentTypeError(_("expected KEY=VALUE, got {text}").format(text=quoted(text)))
    return key.strip(), parse_value(value.strip())


def whole_number(text: str) -> int:
    """--players, --port and the like: a whole number, refused in the app's words (argparse's own refusal
    names the Python type: "invalid int value")."""
    try:
        return int(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(_("give a whole number, not {text}").format(text=quoted(text[:40]))) from None


def seconds_argument(text: str) -> float:
    """--wait, --pace, --unattended: seconds, typed with a point or a comma ("0,5")."""
    try:
        return parse_float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("give a number of seconds, not {text}").format(text=quoted(text[:40]))
        ) from None


def tab_count(text: str) -> int:
    """--max-tabs, --max-tabs-per-address: 1 or more."""
    if not text.strip().isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(_("give a number of tabs, 1 or more"))
    return int(text)


def name_argument(text: str) -> str:
    """--name: a player's name, refused when longer than a name keeps, as the setup's name fields take no more
    (it was cut without a word: "Alexandrina Petrovna" sat down as "Alexandrina Petr"), or when nothing of it
    shows."""
    # lazy: start-up (the names' module loads for the commands that name a player alone)
    from .words.clean_names import NAME_LIMIT, too_long, visible
    from .words.name_words import has_wide, too_long_words

    if not visible(text):  # (seen: a blank name stopped the app as it asked for its seat)
        raise argparse.ArgumentTypeError(
            _("a name needs at least one visible character, not {name}").format(name=quoted(text))
        )
    if too_long(text) and has_wide(text):  # the name itself, its width not seen (`too_long_words`)
        raise argparse.ArgumentTypeError(too_long_words(text))
    if too_long(text):
        raise argparse.ArgumentTypeError(
            ngettext(
                "a name can be at most {limit} character long, not {name}",
                "a name can be at most {limit} characters long, not {name}",
                NAME_LIMIT,
            ).format(limit=NAME_LIMIT, name=quoted(text[:40]))
        )
    return text


def seed_argument(text: str) -> int:
    """--seed: a whole number 0 .. 2^64 - 1, refused in the command line's words (the setup's own, "Seed: a whole
    number ..., or blank for a new deal", read as two labels in a row after "argument --seed:")."""
    # lazy: start-up (Pydantic loads after the menu's first paint)
    from ..rules.rng import SEED_LIMIT
    from .seating.table_setup import parse_seed
    from .words.numbers import whole

    try:
        seed = parse_seed(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("give a whole number from 0 to {limit}, not {text}").format(
                limit=whole(SEED_LIMIT - 1), text=quoted(text[:40])
            )
        ) from None
    if seed is None:
        raise argparse.ArgumentTypeError(_("give a seed, or leave --seed out for a new deal"))
    return seed


def asked_language(argv: list[str]) -> str | None:
    """The language `--lang CODE` (or `--lang=CODE`) asks for, before or after the command, read before the parser
    is built (its help is in that language); the last one Parlour speaks, as the parser takes the last one given (one
    it does not speak, it refuses); None when none is asked."""
    asked = None
    for index, word in enumerate(argv):
        if word == "--":
            break
        code = argv[index + 1] if word == "--lang" and index + 1 < len(argv) else word.partition("=")[2]
        if (word == "--lang" or word.startswith("--lang=")) and code in LANGUAGES:
            asked = code
    return asked


def speak(argv: list[str]) -> None:
    """Choose the language of this run (`--lang`, the preference, the environment) before any word is said;
    argparse's own words ("usage:", "show this help message and exit") come from Parlour's catalogs too."""
    start.speak(asked_language(argv))
    # argparse looks its words up through these module globals at call time (app/words/cli_words.py)
    argparse._ = _  # pyright: ignore[reportAttributeAccessIssue]
    argparse.ngettext = ngettext  # pyright: ignore[reportAttributeAccessIssue]


class Parser(argparse.ArgumentParser):
    """argparse's parser (its commands' too), but a refused choice and the choices quoted as the language quotes
    (argparse writes them as Python does: «недопустимое значение: 'poker' (выберите из 'en', 'ru')»)."""

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        if action.choices is not None and value not in action.choices:
            words = {
                "value": Quoted(str(value)),
                "choices": ", ".join(quoted(str(choice)) for choice in action.choices),
            }
            if action.dest == "command":  # (seen: `parlour --chip-value 0.5 ...` refused as "argument command: invalid
                # choice: '0.5'": an option of `play` given before it, its value then read as the command)
                said = _("{value} is not a command: choose from {choices}; a command's options go after it ({example})")
                example = f"parlour play {_('GAME')} --players 4"
                raise argparse.ArgumentError(
                    None, said.format(value=quoted(str(value)), choices=words["choices"], example=example)
                )
            # argparse's own message (app/words/cli_words.py), its %(value)r quoted by Quoted
            raise argparse.ArgumentError(action, _("invalid choice: %(value)r (choose from %(choices)s)") % words)


class Quoted:
    """A value whose repr() is the value quoted as the language quotes, for argparse's messages (they say a value
    with %r)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return quoted(self.text)


def add_language(parser: argparse.ArgumentParser, default: Any = argparse.SUPPRESS) -> None:
    """--lang, before a command or after it (a player puts it last: `parlour play GAME --lang ru`). A command's
    --lang has no default of its own (SUPPRESS), or it would undo the one given before the command."""
    parser.add_argument(
        "--lang",
        choices=tuple(LANGUAGES),
        default=default,
        help=_("the language to use (default: the preference, else the environment's)"),
    )


class NumbersHelpFormatter(argparse.HelpFormatter):
    """Help whose "%(default)s" is a number written as the language writes it («0,5», «1 800»), worked out only
    when the help is shown: formatting it as the parser is built would load Babel at every start; every command's
    help is written so."""

    def _expand_help(self, action: argparse.Action) -> str:
        if isinstance(action.default, float):
            action = copy(action)
            action.default = decimal(action.default)
        return super()._expand_help(action)

    def _split_lines(self, text: str, width: int) -> list[str]:
        """argparse's own wrapping, but never inside a word at its hyphen (seen: "--chip-" at one line's end and
        "value" at the next's)."""
        text = self._whitespace_matcher.sub(" ", text).strip()  # ASCII white space only: a no-break space stays
        return textwrap.wrap(text, width, break_on_hyphens=False)


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="parlour", description=_("Put and Take, Red Dog and Put in the terminal."))
    parser.add_argument(
        "--version",
        action="version",
        version=f"parlour {__version__}",
        help=_("show program's version number and exit"),
    )
    add_language(parser, default=None)
    parser.add_argument(
        "--demo",
        nargs="?",
        const=game_ids()[0],
        choices=game_ids(),
        metavar=_("GAME"),
        help=_("computer players in every seat; the table plays itself until any key is pressed"),
    )
    sub = parser.add_subparsers(dest="command")
    play = sub.add_parser("play", help=_("start a game directly"), formatter_class=NumbersHelpFormatter)
    play.set_defaults(command_parser=play)
    add_language(play)
    play.add_argument("game", choices=game_ids(), metavar=_("GAME"), help=games_help())
    play.add_argument("--players", type=whole_number, metavar=_("N"), help=_("number of seats"))
    play.add_argument(
        "--seed", type=seed_argument, metavar=_("SEED"), help=_("seed for a reproducible game (0 to 2^64 - 1)")
    )
    play.add_argument(
        "--set",
        dest="settings",
        action="append",
        type=parse_assignment,
        default=[],
        metavar=_("KEY=VALUE"),
        help=_("a rule setting, e.g. ante=true (repeatable)"),
    )
    add_chip_value(play)
    add_network_commands(sub)
    return parser


def add_chip_value(command: argparse.ArgumentParser) -> None:
    """--chip-value and --currency: what a chip is worth at the table (`play`, and `host`: seen refused there, a
    network table's money then only set in the setup screen, without --players, --people or --set)."""
    # A fixed example's number is written by the catalog as the language writes it («0,10»): formatting it here
    # would load Babel (app/words/numbers.py) at every start, for the help alone.
    command.add_argument(
        "--chip-value", metavar=_("AMOUNT"), help=_("what a chip is worth, e.g. 0.10 (chip games; CH-6)")
    )
    command.add_argument("--currency", metavar=_("LABEL"), help=_("the currency's label, e.g. EUR (with --chip-value)"))


def games_help() -> str:
    """The games' keys, each with its title (seen: `play --help` in Russian never said that `put` is «Я ставлю»)."""
    return _("the game: {games}").format(games=", ".join(f"{game} ({_(by_id(game).title)})" for game in game_ids()))


def add_network_commands(sub) -> None:
    """`host`, `join` and `serve`: tables over the network (app/net/)."""
    host = sub.add_parser(
        "host",
        help=_("open a network table here and sit at it; friends join with its code"),
        formatter_class=NumbersHelpFormatter,
    )
    host.set_defaults(command_parser=host)
    add_language(host)
    host.add_argument("game", choices=game_ids(), metavar=_("GAME"), help=games_help())
    host.add_argument("--players", type=whole_number, metavar=_("N"), help=_("number of seats"))
    host.add_argument(
        "--people",
        type=whole_number,
        metavar=_("N"),
        help=_(
            "seats for people (the host's and friends'); the others "
            "are computer players (default 2; with no --players, --people or --set the setup screen "
            "opens first)"
        ),
    )
    host.add_argument(
        "--set",
        dest="settings",
        action="append",
        type=parse_assignment,
        default=[],
        metavar=_("KEY=VALUE"),
        help=_("a rule setting, e.g. ante=true (repeatable)"),
    )
    add_chip_value(host)
    host.add_argument(
        "--name",
        type=name_argument,
        metavar=_("NAME"),
        help=_("your name at the table (default: the name of the first person's seat)"),
    )
    host.add_argument(
        "--wait",
        type=seconds_argument,
        default=60.0,
        metavar=_("SECONDS"),
        help=_("seconds an away person's turn waits before a computer player stands in (default 60)"),
    )
    add_listening(host, default_port=DEFAULT_PORT)
    host.add_argument(
        "--server",
        metavar=_("ADDRESS"),
        help=_(
            "open the table on a Parlour server already running there (parlour serve), e.g. ws://192.168.1.5:8765, "
            "instead of serving it from here (that server keeps its own limits and waits)"
        ),
    )
    join = sub.add_parser("join", help=_("sit at a friend's network table"), formatter_class=NumbersHelpFormatter)
    join.set_defaults(command_parser=join)
    add_language(join)
    join.add_argument("address", metavar=_("ADDRESS"), help=_("the server's address, e.g. ws://192.168.1.5:8765"))
    join.add_argument("code", metavar=_("CODE"), help=_("the table code the host was given"))
    join.add_argument("--name", required=True, type=name_argument, metavar=_("NAME"), help=_("your name at the table"))
    join.add_argument(
        "--number-if-taken",
        action="store_true",
        help=_("if another player at the table already has that name, join as NAME 2, NAME 3…"),
    )
    web = sub.add_parser(
        "web",
        help=_("serve Parlour to browsers (textual-serve): each tab plays as a terminal would"),
        formatter_class=NumbersHelpFormatter,
    )
    web.set_defaults(command_parser=web)
    add_language(web)
    web.add_argument(
        "--listen", default="127.0.0.1", metavar=_("ADDRESS"), help=_("the address to listen on (default 127.0.0.1)")
    )
    web.add_argument(
        "--port",
        type=whole_number,
        default=8000,
        metavar=_("PORT"),
        help=_("the port (default {port})").format(port=8000),
    )
    web.add_argument(
        "--public-url",
        metavar=_("ADDRESS"),
        help=_("where browsers reach this server, if not http://{address}:{port}").format(
            address=_("ADDRESS"), port=_("PORT")
        ),
    )
    web.add_argument(
        "--join",
        nargs=2,
        metavar=(_("ADDRESS"), _("CODE")),
        help=_("each tab joins this network table (with --name) instead of opening the menu"),
    )
    web.add_argument(
        "--name",
        default="Guest",
        type=name_argument,
        metavar=_("NAME"),
        help=_("the name a tab joins with (with --join)"),
    )
    web.add_argument(
        "--max-tabs",
        type=tab_count,
        default=MAX_TABS,
        metavar=_("N"),
        help=_("tabs open at once, at the most (default {count})").format(count=MAX_TABS),
    )
    web.add_argument(
        "--max-tabs-per-address",
        type=tab_count,
        default=MAX_TABS_PER_ADDRESS,
        metavar=_("N"),
        help=_(
            "tabs open at once from one address, at the most (default {count}; behind a proxy "
            "every tab comes from the proxy's)"
        ).format(count=MAX_TABS_PER_ADDRESS),
    )
    serve = sub.add_parser(
        "serve", help=_("run network tables without a screen (many at once)"), formatter_class=NumbersHelpFormatter
    )
    serve.set_defaults(command_parser=serve)
    add_language(serve)
    add_listening(serve, default_port=DEFAULT_PORT)
    serve.add_argument(
        "--pace",
        type=seconds_argument,
        default=0.5,
        metavar=_("SECONDS"),
        help=_("seconds between automatic steps (default %(default)s)"),
    )
    serve.add_argument(
        "--wait",
        type=seconds_argument,
        default=60.0,
        metavar=_("SECONDS"),
        help=_("seconds an away person's turn waits before a computer player stands in (default 60)"),
    )


def add_listening(parser: argparse.ArgumentParser, default_port: int) -> None:
    parser.add_argument(
        "--listen",
        default="127.0.0.1",
        metavar=_("ADDRESS"),
        help=_("the address to listen on (default 127.0.0.1: this machine only; 0.0.0.0 for the network)"),
    )
    parser.add_argument(
        "--port",
        type=whole_number,
        default=default_port,
        metavar=_("PORT"),
        help=_("the port (default {port})").format(port=default_port),
    )
    parser.add_argument("--certfile", metavar=_("FILE"), help=_("serve TLS (wss://) with this certificate"))
    parser.add_argument("--keyfile", metavar=_("FILE"), help=_("the certificate's private key"))

    limits = Limits()
    parser.add_argument(
        "--max-tables",
        type=whole_number,
        default=limits.max_tables,
        metavar=_("N"),
        help=_("tables served at once (default {n})").format(n=limits.max_tables),
    )
    parser.add_argument(
        "--tables-per-address",
        type=whole_number,
        default=limits.tables_per_address,
        metavar=_("N"),
        help=_("tables one address may open at once (default {n})").format(n=limits.tables_per_address),
    )
    parser.add_argument(
        "--connections-per-address",
        type=whole_number,
        default=limits.connections_per_address,
        metavar=_("N"),
        help=_("connections one address may hold at once (default {n})").format(n=limits.connections_per_address),
    )
    parser.add_argument(
        "--max-rounds",
        type=whole_number,
        default=limits.max_rounds,
        metavar=_("N"),
        help=_("rounds a chip game plays at the most (default {n})").format(n=limits.max_rounds),
    )
    parser.add_argument(
        "--unattended",
        type=seconds_argument,
        default=limits.unattended,
        metavar=_("SECONDS"),
        help=_("seconds a started table with nobody at it is kept before it is ended (default %(default)s)"),
    )
    parser.add_argument(
        "--limit",
        dest="limits",
        action="append",
        type=parse_assignment,
        default=[],
        metavar=_("NAME=VALUE"),
        help=_("another limit, by its name: {names} (repeatable)").format(
            names=", ".join(name for name in vars(limits) if name not in LIMIT_OPTIONS)
        ),
    )


LIMIT_OPTIONS = ("max_tables", "tables_per_address", "connections_per_address", "max_rounds", "unattended")
"""The server's limits that have an option of their own (the others are set with --limit NAME=VALUE)."""


def limits_from_args(parser: argparse.ArgumentParser, args: argparse.Namespace):
    """The server's limits as `parlour serve` or `parlour host` was given them (app/net/limits.py)."""
    given = {name: getattr(args, name) for name in LIMIT_OPTIONS}
    defaults = vars(Limits())
    for name, value in args.limits:
        kind = cast("type[Any]", type(defaults.get(name)))  # used only once `name` is known to be a limit
        if (
            name not in defaults
            or name in LIMIT_OPTIONS
            or isinstance(value, bool)
            or not isinstance(value, (int, float))
            or (kind is int and not isinstance(value, int))
            or value < 0
        ):
            parser.error(
                _("--limit {name}={value}: not a known limit, or not a valid value for it").format(
                    name=name, value=value
                )
            )
        given[name] = kind(value)
    return Limits(**given)


def setup_from_args(parser: argparse.ArgumentParser, args: argparse.Namespace):
    """The TableSetup that `parlour play` asks for; argparse's error (exit 2) when it is not playable."""
    # lazy: start-up (Pydantic, the setup and the games' words load for `play`, `host` and `--demo` alone)
    from pydantic import ValidationError

    from .games.table_refusals import refusal
    from .seating.table_setup import TableSetup, default_players, default_seats

    game = args.game if args.command in ("play", "host") else args.demo
    check_chip_value(parser, args, game)
    try:
        settings = dict(getattr(args, "settings", []))
        players = getattr(args, "players", None)
        if players is None:
            players = default_players(game, settings)
        else:
            problem = count_refusal(game, settings, players)
            if problem is not None:
                parser.error(problem)
            settings = fitted_to_players(game, settings, players)
        check_player_count(game, settings, players)
        people = {"play": 1, "host": getattr(args, "people", None) or 2}.get(args.command, 0)
        taken = (args.name,) if args.command == "host" and args.name else ()  # no computer player has the host's name
        return TableSetup(
            game=game,
            seats=default_seats(players, people, taken),
            settings=settings,
            chip_value=chip_value_from_args(args),  # pyright: ignore[reportArgumentType]  (validated into a ChipValue)
        )
    except (ValidationError, RuleError) as error:
        message = refusal(error, keys=True)
        if isinstance(error, ValidationError) and error.errors()[0]["type"] == "extra_forbidden":
            keys = ", ".join(by_id(game).settings_model().model_fields)
            message += " " + _("(the settings of {game}: {keys})").format(game=_(by_id(game).title), keys=keys)
        parser.error(message)


def check_chip_value(parser: argparse.ArgumentParser, args: argparse.Namespace, game: str) -> None:
    """argparse's error for a --currency with no --chip-value (it would label nothing), or for either with a
    game that keeps score in points (Put: CH-6 is a chip games' setting)."""
    amount, currency = getattr(args, "chip_value", None), getattr(args, "currency", None)
    if (amount is not None or currency is not None) and not by_id(game).chip_game:
        parser.error(
            _("{game} keeps score in points, not chips: --chip-value and --currency are for chip games").format(
                game=_(by_id(game).title)
            )
        )
    if currency is not None and amount is None:
        parser.error(
            _(
                "--currency labels a chip's value: give --chip-value too, e.g. --chip-value {amount} "
                "--currency {currency}"
            ).format(amount=decimal(0.1, 2), currency=currency)
        )


def chip_value_from_args(args: argparse.Namespace) -> dict[str, str]:
    """--chip-value and --currency as the setup's chip value (validated with it)."""
    value = {"amount": getattr(args, "chip_value", None), "currency": getattr(args, "currency", None)}
    return {key: text for key, text in value.items() if text is not None}


def fitted_to_players(game: str, settings: dict, players: int) -> dict:
    """The settings for `players` seats as the setup screen fits them (Put's four players: a free for all, PU-V2),
    where the command named none of the settings that move; a setting it named stands, and is refused as it is
    (seen: `parlour play put --players 4` refused as "Put for two needs exactly 2 players")."""
    # lazy: start-up (Pydantic)
    from pydantic import ValidationError

    model = by_id(game).settings_model()
    held = {name: field.default for name, field in model.model_fields.items()} | settings
    try:
        fitted, _players = model.fitted(held, players, "players")
    except (ValidationError, ValueError, TypeError):  # settings the setup refuses: refused as given, below
        return settings
    moved = {key: value for key, value in fitted.items() if key not in held or value != held[key]}
    return settings if moved.keys() & settings.keys() else settings | moved


def count_refusal(game: str, settings: dict, players: int) -> str | None:
    """The refusal of a count no table of `game` takes, saying every count the game takes and the rules that give
    them, where the count chooses the table (Put's: PU-3 two, PU-V2 three to six) and the command named none of
    what it chooses (seen: `parlour play put --players 7` refused as "Put for two needs exactly 2 players", yet
    four are taken). None where a table takes the count, where the command named the table (refused as it is, by
    its rule), or where every count has the same table (its own refusal says the game's range)."""
    info = by_id(game)
    if info.min_players <= players <= info.max_players:
        return None
    model = info.settings_model()
    defaults = {name: field.default for name, field in model.model_fields.items()}
    tables: list[dict] = []
    for count in range(info.min_players, info.max_players + 1):
        table = model.fitted(defaults, count, "players")[0]
        if table not in tables:
            tables.append(table)
    chosen = {key for table in tables for key, value in table.items() if value != defaults.get(key)}
    if len(tables) < 2 or chosen & settings.keys():
        return None
    rules: list[str] = []
    for table in tables:
        try:
            info.engine().check_setup(model.model_validate(table), players)
        except RuleError as error:
            rules += [error.rule] if error.rule and error.rule not in rules else []
    return _("{game} needs {low} to {high} players, not {players} ({rules})").format(
        game=_(info.title), low=info.min_players, high=info.max_players, players=players, rules=", ".join(rules)
    )


def check_player_count(game: str, settings: dict, players: int) -> None:
    """The engine's refusal (InvalidSetup) of a count no table of `game` takes, before any seat is built
    (--players 1000000000 used to build a billion seats; 0 and -3 were taken or misreported). With settings
    that are not valid, a count outside every table of the game is refused as the default table refuses it;
    the settings' own refusal comes with the table."""
    # lazy: start-up (Pydantic)
    from pydantic import ValidationError

    info = by_id(game)
    try:
        rules_settings = info.settings_model().model_validate(settings)
    except ValidationError:
        if info.min_players <= players <= info.max_players:
            return
        rules_settings = info.settings_model()()
    info.engine().check_setup(rules_settings, players)


def serve_tables(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """`parlour serve`: tables over the network until ctrl+c."""
    # lazy: start-up (the server's modules load for `parlour serve` alone)
    from .net.event_loop import run
    from .net.server import TableServer

    scheme = "wss" if args.certfile else "ws"
    print(
        _("parlour: serving network tables on {url} (ctrl+c stops)").format(
            url=f"{scheme}://{args.listen}:{args.port}"
        ),
        flush=True,
    )
    try:
        server = TableServer(pace=args.pace, wait=args.wait, limits=limits_from_args(parser, args))
        preload_all()
        run(server.serve(args.listen, args.port, args.certfile, args.keyfile))
    except KeyboardInterrupt:
        return 0
    except OSError as error:
        print(
            _("parlour: cannot serve on {address}: {problem}").format(
                address=f"{args.listen}:{args.port}", problem=system_problem(error)
            ),
            file=sys.stderr,
        )
        return 1
    return 0


def remote_table(parser: argparse.ArgumentParser, args: argparse.Namespace):
    """What `parlour host` or `parlour join` asks the lobby for."""
    # lazy: start-up (the network client and the lobby load for `host` and `join` alone)
    from .net.client import SeatRequest
    from .screens.lobby import RemoteTable

    if args.command == "join":
        # lazy: start-up
        from .screens.join import table_code

        code = table_code(args.code)
        if code is None:
            parser.error(_("a table code is 16 characters 0-9 and a-f, not {code}").format(code=quoted(args.code[:40])))
        return RemoteTable(
            SeatRequest(address=args.address, name=args.name[:40], table=code, number_if_taken=args.number_if_taken)
        )
    given = args.players is not None or args.people is not None or args.settings or args.chip_value or args.currency
    setup = setup_from_args(parser, args) if given else None  # else the usual setup screen first
    name = (args.name or "")[:40] or (setup.names[setup.people[0]] if setup is not None else "")
    if args.server is not None:
        return RemoteTable(SeatRequest(address=on_server(parser, args), name=name, setup=setup), game=args.game)
    return RemoteTable(
        SeatRequest(address="", name=name, setup=setup),
        serve_port=args.port,
        serve_host=args.listen,
        certfile=args.certfile,
        keyfile=args.keyfile,
        wait=args.wait,
        game=args.game,
        limits=limits_from_args(parser, args),
    )


def on_server(parser: argparse.ArgumentParser, args: argparse.Namespace) -> str:
    """`parlour host --server ADDRESS`: the server's address, refused when it is no websocket address or when an
    option of a server served from here is given too (the server there keeps its own)."""
    # lazy: start-up (the network's words load for `host --server` alone)
    from .net.connection_words import address_problem

    problem = address_problem(args.server)
    if problem is not None:
        parser.error(problem)
    serving = ("listen", "port", "certfile", "keyfile", "wait", *LIMIT_OPTIONS, "limits")
    given = [name for name in serving if getattr(args, name) != parser.get_default(name)]
    if given:
        options = ", ".join("--limit" if name == "limits" else "--" + name.replace("_", "-") for name in given)
        parser.error(
            _("{options}: the server at {address} keeps its own (leave out --server to serve from here)").format(
                options=options, address=args.server
            )
        )
    return args.server


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    speak(argv)
    parser = build_parser()
    args = parser.parse_args(argv)
    parser = getattr(args, "command_parser", parser)  # a command's errors come with its own usage
    if args.command == "serve":
        return serve_tables(parser, args)
    if args.command == "web":
        words = ["--lang", args.lang] if args.lang else []  # each tab speaks as `parlour web` was asked to
        words += ["join", *args.join, "--name", args.name[:40], "--number-if-taken"] if args.join else []
        command = parlour_command(*words) if words else None
        return run_web(
            args.listen,
            args.port,
            command,
            args.public_url,
            max_tabs=args.max_tabs,
            max_tabs_per_address=args.max_tabs_per_address,
            data_per_tab=bool(args.join),
        )
    remote = remote_table(parser, args) if args.command in ("host", "join") else None
    setup = setup_from_args(parser, args) if (args.command == "play" or args.demo) else None
    return start.play(
        start=setup,
        seed=getattr(args, "seed", None),
        demo=bool(args.demo) and args.command != "play",
        remote=remote,
        language=args.lang,
    )
