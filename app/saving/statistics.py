"""Statistics per game and per player name (PRODUCT.md screen 5), kept in statistics.sqlite3.

Every finished round (and the unfinished one of a game ended at the table, when it moved chips)
adds one row per player name at the table (the stack, or the Put
score, before and after it) and, for a person who decided anything, one row of those
decisions judged against the sharp player's (rules/review.py: how many, how many agreed,
what they gave away); every finished game one row per name (won or not). Seats
that share a name count as one player (their amounts are added). The figures are SQL
aggregates over indexed rows, so recording a round costs the same however long the
history, and the statistics screen opens quickly with 100,000 rounds recorded. The chart
is the stack (or score) of a name over its last table: the value before its first
round, then after each round. A table's first round counts from the starting stack, before
any opening ante (app/seating/session.py `opening`), and a round's rebuys (CH-4) are kept apart from
what it won, so a name's net over a table is its final stack less its starting one and the
chips it rebought; the chart (the stack itself) starts at the starting stack.

SQLite commits are atomic and durable. A file that is not a Parlour statistics database, or one
holding what no Parlour writes (text where a number belongs, a count below 0: `UNTRUSTED`, checked by
SQLite as it is read), is set aside (`*.corrupt-<time>`, never overwritten) with a one-line notice
and a new one begun; one written by a newer Parlour is left alone and not written to (and, when this
Parlour cannot read it, the statistics are off: `Statistics.off`). The JSON
statistics of Parlour 0.1 (statistics.json) are carried over once, as totals and the
last chart of each name, and the file is then renamed `statistics.json.carried-over`. The notices
are in the language in force.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections import defaultdict
from contextlib import closing
from pathlib import Path
from typing import Any, Iterator, Sequence

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ...rules.games import by_id, game_ids
from ..words.i18n import _
from ..words.system_errors import system_problem
from .paths import STATISTICS_FILE, data_dir
from .storage import make_folder, one_line, own_file, set_aside
from .writer import settle_app_writes

DATABASE = "statistics.sqlite3"
FORMAT = 2
"""The database's layout (format 1 was statistics.json)."""
MAX_CHART_POINTS = 2000
"""Longest series shown in the chart; older points of a very long table are left out."""
SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS rounds (id INTEGER PRIMARY KEY, game TEXT NOT NULL, table_id TEXT NOT NULL,
    name TEXT NOT NULL, before INTEGER NOT NULL, after INTEGER NOT NULL, rebuys INTEGER NOT NULL DEFAULT 0,
    rebought INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS rounds_by_name ON rounds (game, name, id);
CREATE TABLE IF NOT EXISTS games (id INTEGER PRIMARY KEY, game TEXT NOT NULL, table_id TEXT NOT NULL,
    name TEXT NOT NULL, won INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS games_by_name ON games (game, name);
CREATE TABLE IF NOT EXISTS choices (id INTEGER PRIMARY KEY, game TEXT NOT NULL, table_id TEXT NOT NULL,
    name TEXT NOT NULL, decisions INTEGER NOT NULL, judged INTEGER NOT NULL, agreed INTEGER NOT NULL,
    cost REAL NOT NULL);
CREATE INDEX IF NOT EXISTS choices_by_name ON choices (game, name, id);
CREATE TABLE IF NOT EXISTS carried (game TEXT NOT NULL, name TEXT NOT NULL, games INTEGER NOT NULL,
    rounds INTEGER NOT NULL, wins INTEGER NOT NULL, net INTEGER NOT NULL, best INTEGER, worst INTEGER,
    series TEXT NOT NULL, dropped INTEGER NOT NULL, PRIMARY KEY (game, name));
"""
TABLES_INDEX = "CREATE INDEX IF NOT EXISTS rounds_by_table ON rounds (game, name, table_id)"
"""Whether a name played a round at a table (games played: `players`); added to an older database too."""
REBUY_COLUMNS = (("rebuys", "INTEGER NOT NULL DEFAULT 0"), ("rebought", "INTEGER NOT NULL DEFAULT 0"))
"""The rounds' rebuy columns (CH-4), added to a database made before them: its rounds had none counted apart.
An earlier Parlour still writes such a database, leaving them at 0."""
MOST_DECISIONS = 2**31 - 1
"""The most decisions one row of `choices` may count: far past any round's, and small enough that SQLite's SUM of
them never overflows (it fails past 2**63)."""
MOST_COST = 1e100
"""The most (or least) a row of `choices` may have given away: anything finite a table could reach."""
UNTRUSTED = f"""
SELECT EXISTS (SELECT 1 FROM rounds WHERE typeof(game) != 'text' OR typeof(table_id) != 'text'
        OR typeof(name) != 'text' OR typeof(before) != 'integer' OR typeof(after) != 'integer'
        OR typeof(rebuys) != 'integer' OR typeof(rebought) != 'integer' OR rebuys < 0 OR rebought < 0)
    OR EXISTS (SELECT 1 FROM games WHERE typeof(game) != 'text' OR typeof(table_id) != 'text'
        OR typeof(name) != 'text' OR typeof(won) != 'integer' OR won NOT IN (0, 1))
    OR EXISTS (SELECT 1 FROM choices WHERE typeof(game) != 'text' OR typeof(table_id) != 'text'
        OR typeof(name) != 'text' OR typeof(decisions) != 'integer' OR typeof(judged) != 'integer'
        OR typeof(agreed) != 'integer' OR NOT (0 <= agreed AND agreed <= judged AND judged <= decisions
        AND decisions <= {MOST_DECISIONS}) OR typeof(cost) NOT IN ('integer', 'real') OR abs(cost) > {MOST_COST})
    OR EXISTS (SELECT 1 FROM carried WHERE typeof(game) != 'text' OR typeof(name) != 'text'
        OR typeof(games) != 'integer' OR typeof(rounds) != 'integer' OR typeof(wins) != 'integer'
        OR typeof(net) != 'integer' OR typeof(dropped) != 'integer' OR games < 0 OR rounds < 0 OR wins < 0
        OR dropped < 0 OR typeof(best) NOT IN ('integer', 'null') OR typeof(worst) NOT IN ('integer', 'null')
        OR CASE WHEN typeof(series) = 'text' AND json_valid(series) AND json_type(series) = 'array'
            THEN EXISTS (SELECT 1 FROM json_each(carried.series) WHERE type != 'integer') ELSE 1 END)
"""
"""Whether the database holds a row no Parlour writes (each reader trusts what passes: the figures' types, NULLs,
counts below 0, decisions agreed that were never judged, a chart that is not whole numbers). Stacks and scores
may be anything SQLite holds: a hostile server's were (`whole`). A game this Parlour does not know is no harm
(a newer Parlour may have one more): its rows are never shown."""


class PlayerStats(BaseModel):
    """One player name's record in one game."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    games: int = Field(default=0, ge=0)
    """Games played: each table at which the name finished a round or saw the game's end, one still going or left
    unfinished included (the choices chart draws those too)."""
    rounds: int = Field(default=0, ge=0)
    """Rounds played."""
    wins: int = Field(default=0, ge=0)
    """Games won."""
    net: int = 0
    """Chips (or Put points) won minus lost, over all rounds: chips rebought are a fresh stake, not won."""
    rebuys: int = Field(default=0, ge=0)
    """Times bought in again (CH-4 with rebuy)."""
    rebought: int = Field(default=0, ge=0)
    """Chips received by those rebuys."""
    best_round: int | None = None
    """The most won in one round, a rebuy left out (None before the first round)."""
    worst_round: int | None = None
    """The least won (most lost) in one round."""
    judged: int = Field(default=0, ge=0)
    """Decisions with more than one choice, judged against the sharp player's (rules/review.py)."""
    agreed: int = Field(default=0, ge=0)
    """Judged decisions that were the sharp player's choice."""
    given_away: float = Field(default=0.0, ge=0)
    """What those choices gave away against the sharp player's: expected chips, or chance to win the game."""

    @property
    def agreement(self) -> float | None:
        """The share of judged decisions that agreed with the sharp player (None before any)."""
        return self.agreed / self.judged if self.judged else None

    @property
    def given_per_decision(self) -> float | None:
        """What a judged decision gave away on average (None before any)."""
        return self.given_away / self.judged if self.judged else None


class Chart(BaseModel):
    """A name's stack (or score) over its last table."""

    model_config = ConfigDict(frozen=True)

    series: tuple[int, ...] = ()
    """Before the first round, then after each round (the last MAX_CHART_POINTS)."""
    dropped: int = 0
    """Rounds left out at the front of a very long table."""


class ChoicesPoint(BaseModel):
    """A name's choices at one table (one game): how often they agreed with the sharp player."""

    model_config = ConfigDict(frozen=True)

    judged: int
    agreed: int
    given_away: float

    @property
    def agreement(self) -> float:
        return self.agreed / self.judged if self.judged else 0.0


class Untrusted(sqlite3.DatabaseError):
    """A database holding what no Parlour writes: damaged, as far as reading it goes."""


_left_alone: dict[Path, str] = {}
"""Databases that could not be trusted nor moved aside, with what was said: never written to (they stay as they
were) nor read again by this app."""


class LegacyStats(BaseModel):
    """statistics.json of Parlour 0.1, read once to carry it over."""

    model_config = ConfigDict(extra="ignore")

    format_version: int = 1
    games: dict[str, dict[str, dict]] = Field(default_factory=dict)


class Statistics:
    """The statistics database; every call opens it, works in one transaction and closes it."""

    def __init__(self, path: Path | None = None, unwritten: list[tuple[str, list[tuple]]] | None = None) -> None:
        self.path = path or data_dir() / DATABASE
        """The database file."""
        self.unwritten = [] if unwritten is None else unwritten
        """Rows a write failed to add (a full disk), each batch with its statement: written first by the next
        `write` given the same list (a table's: app/saving/table_records.py), so no round is lost once the disk
        has room again (seen: rounds played on a full disk never counted, and nothing said)."""
        self.notice: str | None = None
        """What went wrong opening it (saving off, a file set aside), if anything: said once."""
        self.read_only = False
        """A newer Parlour's database: read, never written."""
        self.off: str | None = None
        """Why the statistics are off, as last said (a file that cannot be opened, nor trusted and moved aside): nothing
        is counted nor shown until the file can be used. None while they are on."""
        self.checked: tuple[int, ...] | None = None
        """The file as it was when found trustworthy (`file_state`): it is checked again once it changed (the check
        reads every row: once per screen, not once per chart)."""

    # -- writing ------------------------------------------------------------------

    def record_round(
        self,
        game: str,
        table: str,
        names: Sequence[str],
        before: Sequence[int],
        after: Sequence[int],
        rebought: Sequence[int] | None = None,
    ) -> str | None:
        """Add one finished round: each seat's stack (or score) before and after it, and the chips it rebought
        at the round's end (CH-4; in `after`, not won). None, or a notice."""
        rebought = rebought or (0,) * len(names)
        if not len(names) == len(before) == len(after) == len(rebought):
            raise ValueError(
                f"{len(names)} names, {len(before)} values before, {len(after)} after and {len(rebought)} rebuys"
            )
        out_when_broke = game in game_ids() and by_id(game).chip_game
        rows = [
            (
                game,
                table,
                name,
                sum(before[s] for s in seats),
                sum(after[s] for s in seats),
                sum(1 for s in seats if rebought[s]),
                sum(rebought[s] for s in seats),
            )
            for name, seats in seats_by_name(names).items()
            # CH-4: at chips, a seat with none as the round began was out of it (busted, no rebuy), no round of its
            # own (seen: a player out after round 3 of 6 counted 6 rounds, the best of them 0).
            if not out_when_broke or any(before[s] > 0 for s in seats)
        ]
        return self.write(
            "INSERT INTO rounds (game, table_id, name, before, after, rebuys, rebought) VALUES (?, ?, ?, ?, ?, ?, ?)",
            rows,
        )

    def record_game_end(
        self, game: str, table: str, names: Sequence[str], winner: int | Sequence[int] | None
    ) -> str | None:
        """Count a finished game for every name at the table, and a win for the winner's name (partners who win
        together: each of their names)."""
        winners = () if winner is None else (winner,) if isinstance(winner, int) else tuple(winner)
        for seat in winners:
            if not 0 <= seat < len(names):
                raise ValueError(f"no seat {seat} among {len(names)}")
        won = {names[seat] for seat in winners}
        rows = [(game, table, name, int(name in won)) for name in seats_by_name(names)]
        return self.write("INSERT INTO games (game, table_id, name, won) VALUES (?, ?, ?, ?)", rows)

    def record_choices(self, game: str, table: str, names: Sequence[str], tallies: dict[int, Any]) -> str | None:
        """Add one round's judged decisions: `tallies` maps a seat to its PlayerReview (rules/review.py)."""
        totals: dict[str, list] = {}
        for seat, tally in tallies.items():
            row = totals.setdefault(names[seat], [0, 0, 0, 0.0])
            for index, value in enumerate((tally.decisions, tally.judged, tally.agreed, tally.cost)):
                row[index] += value
        rows = [(game, table, name, *figures) for name, figures in totals.items()]
        if not rows:
            return None
        return self.write(
            "INSERT INTO choices (game, table_id, name, decisions, judged, agreed, cost) VALUES (?, ?, ?, ?, ?, ?, ?)",
            rows,
        )

    def write(self, sql: str, rows: list[tuple]) -> str | None:
        """Add rows in one transaction (not to a newer Parlour's database), after those a write failed to add
        (`unwritten`); None, or a notice. Rows that cannot be written now (the disk full, the file locked) stay in
        `unwritten`, and the notice says so."""
        waiting = [*self.unwritten, (sql, rows)]
        self.unwritten.clear()
        with self.connection(write=True) as db:
            if db is None:  # statistics off for now (its notice says why): the rows wait
                self.unwritten.extend(waiting)
                return self.notice
            if self.read_only:
                return self.notice
            for index, (statement, batch) in enumerate(waiting):
                try:
                    with db:
                        db.executemany(statement, batch)
                except sqlite3.Error as error:
                    self.unwritten.extend(waiting[index:])
                    self.notice = _(
                        "statistics: the rounds just played could not be written ({error}); they are written once "
                        "they can be, while this table is open"
                    ).format(error=one_line(system_problem(error)))
                    break
        return self.notice

    # -- reading ------------------------------------------------------------------

    def players(self, game: str) -> dict[str, PlayerStats]:
        """Every name that played `game`, with its record."""
        totals: dict[str, dict] = defaultdict(dict)
        with self.connection() as db:
            if db is None:
                return {}
            # TOTAL, not SUM: SQLite's SUM of integers fails past 2**63 (seen: a hostile server's figures in a file
            # had the statistics screen fail at every start); TOTAL adds as floats, exactly under 2**53.
            for name, rounds, net, best, worst, rebuys, rebought, tables in db.execute(
                "SELECT name, COUNT(*), TOTAL(after - before - rebought), MAX(after - before - rebought), "
                "MIN(after - before - rebought), TOTAL(rebuys), TOTAL(rebought), COUNT(DISTINCT table_id) FROM rounds "
                "WHERE game = ? GROUP BY name",
                (game,),
            ):
                totals[name].update(
                    rounds=rounds,
                    net=whole(net),
                    best_round=whole(best),
                    worst_round=whole(worst),
                    rebuys=whole(rebuys),
                    rebought=whole(rebought),
                    games=tables,
                )
            # A game counts once, at its table: a finished one adds a game only where its table has no round.
            for name, wins, without_rounds in db.execute(
                "SELECT name, SUM(won), SUM(NOT EXISTS (SELECT 1 FROM rounds WHERE rounds.game = games.game AND "
                "rounds.name = games.name AND rounds.table_id = games.table_id)) FROM games WHERE game = ? "
                "GROUP BY name",
                (game,),
            ):
                totals[name].update(wins=wins, games=totals[name].get("games", 0) + without_rounds)
            for name, judged, agreed, cost in db.execute(
                "SELECT name, SUM(judged), SUM(agreed), TOTAL(cost) FROM choices WHERE game = ? GROUP BY name", (game,)
            ):
                totals[name].update(judged=judged, agreed=agreed, given_away=max(0.0, cost))
            for name, games, rounds, wins, net, best, worst in db.execute(
                "SELECT name, games, rounds, wins, net, best, worst FROM carried WHERE game = ?", (game,)
            ):
                add_carried(totals[name], games, rounds, wins, net, best, worst)
        return {name: PlayerStats(**figures) for name, figures in totals.items()}

    def chart(self, game: str, name: str) -> Chart:
        """`name`'s stack (or score) over its last table of `game`."""
        with self.connection() as db:
            if db is None:
                return Chart()
            last = db.execute(
                "SELECT table_id FROM rounds WHERE game = ? AND name = ? ORDER BY id DESC LIMIT 1", (game, name)
            ).fetchone()
            if last is None:
                return carried_chart(db, game, name)
            rows = db.execute(
                "SELECT before, after FROM rounds WHERE game = ? AND name = ? AND table_id = ? ORDER BY id",
                (game, name, last[0]),
            ).fetchall()
        series = (rows[0][0], *(after for _before, after in rows))
        dropped = max(0, len(series) - MAX_CHART_POINTS)
        return Chart(series=series[dropped:], dropped=dropped)

    def choices_chart(self, game: str, name: str) -> tuple[ChoicesPoint, ...]:
        """`name`'s judged decisions of `game`, table by table (game by game), oldest first (the last
        MAX_CHART_POINTS tables)."""
        with self.connection() as db:
            if db is None:
                return ()
            rows = db.execute(
                "SELECT SUM(judged), SUM(agreed), SUM(cost) FROM choices WHERE game = ? AND name = ? "
                "GROUP BY table_id HAVING SUM(judged) > 0 ORDER BY MIN(id) DESC LIMIT ?",
                (game, name, MAX_CHART_POINTS),
            ).fetchall()
        return tuple(
            ChoicesPoint(judged=judged, agreed=agreed, given_away=max(0.0, cost))
            for judged, agreed, cost in reversed(rows)
        )

    def any_games(self) -> set[str]:
        """The games anybody has played."""
        with self.connection() as db:
            if db is None:
                return set()
            return {
                row[0]
                for row in db.execute(
                    "SELECT DISTINCT game FROM rounds UNION "
                    "SELECT DISTINCT game FROM games UNION SELECT game FROM carried"
                )
            } & set(game_ids())  # a newer Parlour's game is not one played here: the screen would say so

    # -- the file -------------------------------------------------------------------

    def connection(self, write: bool = False):
        """A context giving the open database, or None when there is none to read (or saving is off)."""
        return _Connection(self, write)

    def open(self, write: bool) -> sqlite3.Connection | None:
        if not write:
            settle_app_writes()  # the rounds just played are counted on the app's writer (app/saving/table_records.py)
        if self.path in _left_alone:
            self.notice = self.off = _left_alone[self.path]
            return None
        if not write and not self.path.exists():
            if not self.path.with_name(STATISTICS_FILE).is_file():
                return None
            write = True  # Parlour 0.1's statistics are there to carry over
        if write:
            notice = make_folder(self.path.parent)
            if notice:
                self.notice = notice
                return None
        db = None
        try:
            own_file(self.path)  # this user's alone, and so are the journals SQLite makes beside it
            db = sqlite3.connect(self.path, timeout=10)
            self.prepare(db)
            if not write:
                self.check(db)
            self.off = None
            return db
        except sqlite3.DatabaseError as error:
            if db is not None:
                db.close()  # before it is moved
            self.not_used(one_line(system_problem(error)))
        except OSError as error:
            if db is not None:
                db.close()
            self.notice = self.off = _("statistics are off: {path} cannot be used ({error})").format(
                path=self.path, error=one_line(system_problem(error))
            )
        return None

    def not_used(self, reason: str) -> None:
        """A database that cannot be read or trusted: set aside, a new one begun at the next write; a newer Parlour's
        is left as it is, the statistics off (it may be sound: this Parlour cannot tell)."""
        if self.read_only:
            self.notice = self.off = _(
                "statistics are off: {name} was written by a newer Parlour and this one cannot read it ({error})"
            ).format(name=self.path.name, error=reason)
            return
        # "statistics.sqlite3 could not be used (the file is damaged); it was moved to …"
        self.notice = set_aside(self.path, reason)
        if self.path.exists():  # not moved: never to be written to
            self.notice = self.off = _left_alone[self.path] = _("statistics are off: {reason}").format(
                reason=self.notice
            )

    def check(self, db: sqlite3.Connection) -> None:
        """Raise Untrusted when the database holds what no Parlour writes (`UNTRUSTED`): its readers trust the rest.
        Once for the file as it is (`checked`)."""
        state = file_state(self.path)
        if state == self.checked:
            return
        if db.execute(UNTRUSTED).fetchone()[0]:
            raise Untrusted(_("it holds figures no Parlour writes"))
        self.checked = state

    def prepare(self, db: sqlite3.Connection) -> None:
        """Make the tables of a new database, check an old one's format, carry over Parlour 0.1's file."""
        with db:
            db.executescript(SCHEMA)
            row = db.execute("SELECT value FROM meta WHERE key = 'format'").fetchone()
            if row is not None and not isinstance(row[0], str):
                raise Untrusted(_("it holds figures no Parlour writes"))
            if row is None:
                db.execute("INSERT INTO meta (key, value) VALUES ('format', ?)", (str(FORMAT),))
            elif not row[0].isdecimal() or int(row[0]) > FORMAT:  # (not isdigit: int("²") fails)
                self.read_only = True
                self.notice = _("{name} was written by a newer Parlour: it is shown but not written to").format(
                    name=self.path.name
                )
            if not self.read_only:
                columns = {row[1] for row in db.execute("PRAGMA table_info(rounds)")}
                for column, kind in REBUY_COLUMNS:
                    if column not in columns:
                        db.execute(f"ALTER TABLE rounds ADD COLUMN {column} {kind}")
                db.execute(TABLES_INDEX)
        self.carry_over(db)

    def carry_over(self, db: sqlite3.Connection) -> None:
        """statistics.json of Parlour 0.1: its totals and charts go into the database once."""
        legacy = self.path.with_name(STATISTICS_FILE)
        if self.read_only or not legacy.is_file():
            return
        try:
            old = LegacyStats.model_validate_json(legacy.read_bytes())
            rows = list(carried_rows(old))
        except (ValidationError, ValueError, OSError) as error:
            self.notice = set_aside(
                legacy,
                _("the statistics of an earlier Parlour could not be read ({error})").format(
                    error=system_problem(error)
                ),
            )
            return
        with db:
            db.executemany("INSERT OR REPLACE INTO carried VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
        os.replace(legacy, legacy.with_name(f"{STATISTICS_FILE}.carried-over"))


class _Connection:
    """Opens the database for one block and closes it after (None inside when it cannot be used)."""

    def __init__(self, stats: Statistics, write: bool) -> None:
        self.stats, self.write, self.db = stats, write, None

    def __enter__(self) -> sqlite3.Connection | None:
        self.db = self.stats.open(self.write)
        return self.db

    def __exit__(self, *exc) -> None:
        if self.db is not None:
            with closing(self.db):
                pass


def carried_chart(db: sqlite3.Connection, game: str, name: str) -> Chart:
    """The chart carried over from Parlour 0.1 for `name` (its last MAX_CHART_POINTS points), read by SQLite
    (`UNTRUSTED` checked that it is a list of whole numbers)."""
    carried = db.execute("SELECT dropped FROM carried WHERE game = ? AND name = ?", (game, name)).fetchone()
    if carried is None:
        return Chart()
    series = tuple(
        row[0]
        for row in db.execute(
            "SELECT value FROM carried, json_each(carried.series) WHERE game = ? AND name = ? ORDER BY key",
            (game, name),
        )
    )
    cut = max(0, len(series) - MAX_CHART_POINTS)
    return Chart(series=series[cut:], dropped=carried[0] + cut)


def file_state(path: Path) -> tuple[int, ...]:
    """What changes when a file is written: its inode, size and times (OSError when it is not there)."""
    info = os.stat(path)
    return (info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)


def add_carried(
    figures: dict, games: int, rounds: int, wins: int, net: int, best: int | None, worst: int | None
) -> None:
    """Add a name's carried-over totals to its figures from the rounds and games recorded since."""
    for key, value in (("games", games), ("rounds", rounds), ("wins", wins), ("net", net)):
        figures[key] = figures.get(key, 0) + value
    for key, value, pick in (("best_round", best, max), ("worst_round", worst, min)):
        if value is not None:
            figures[key] = value if figures.get(key) is None else pick(figures[key], value)


def carried_rows(old: LegacyStats) -> Iterator[tuple]:
    """The rows of the `carried` table for Parlour 0.1's statistics (ValueError for impossible figures: the database
    holds none, `UNTRUSTED`)."""
    for game, players in old.games.items():
        for name, record in players.items():
            figures = {key: record.get(key, 0) for key in ("games", "rounds", "wins", "net", "chart_dropped")}
            extremes = [record.get("best_round"), record.get("worst_round")]
            series = record.get("last_game", [])
            if not isinstance(series, list) or not all(
                sqlite_integer(value)
                for value in [*figures.values(), *series, *(value for value in extremes if value is not None)]
            ):
                raise ValueError(f"{game}/{name}: figures are not whole numbers")
            if min(figures["games"], figures["rounds"], figures["wins"], figures["chart_dropped"]) < 0:
                raise ValueError(f"{game}/{name}: a count below 0")
            yield (game, name, *list(figures.values())[:4], *extremes, json.dumps(series), figures["chart_dropped"])


def sqlite_integer(value: object) -> bool:
    """Whether `value` is a whole number SQLite holds as one (not a bool: JSON's true)."""
    return isinstance(value, int) and not isinstance(value, bool) and -(2**63) <= value < 2**63


def seats_by_name(names: Sequence[str]) -> dict[str, list[int]]:
    """Each distinct name with its seats, in seat order."""
    seats: dict[str, list[int]] = defaultdict(list)
    for seat, name in enumerate(names):
        seats[name].append(seat)
    return dict(seats)


def whole(figure: float | int) -> int:
    """A figure the database added up, as a whole number (one of a file's that passed SQLite's integers reads as
    the largest it can hold, with its sign)."""
    try:
        return int(figure)
    except (OverflowError, ValueError):  # infinity, not a number
        return 2**63 - 1 if figure > 0 else -(2**63)
