"""What one table server allows, so that no stranger can crowd the others out or keep it busy for ever.

Every limit holds against one address (an IPv4 address, or an IPv6 /56: the range a provider gives one home, which
counts as one address as a home behind one IPv4 address does), and the tables and connections against one network
too (an IPv4 /24, an IPv6 /48: `network_key`), so that a stranger with many addresses of one network (70 of a /24
held every table with connections that never started a game) is bounded as a few addresses are:

- connections: CONNECTIONS at once in all, CONNECTIONS_PER_ADDRESS from one address, CONNECTIONS_PER_NETWORK from
  one network, and never so
  many that the file descriptors left, beside one a table (its record, kept open), fall under FD_RESERVE
  (the seats files, a new table's record); a connection refused is answered HTTP 503 before its
  websocket opens; an address opens CONNECTIONS_PER_MINUTE a minute at most (that many at once), a connection
  cut for flooding counting as many (app/net/server.py `PINGS_RATE`): past them its connections are dropped as
  they come;
- a connection says `hello` or `create` within HELLO_WITHIN seconds of its opening, or is closed; an address
  takes a seat (`hello`, `create`) SEATINGS_PER_MINUTE times a minute at most, that many at once (a client taking
  its seat back over and over sent every other player at its table an update each time);
- an address sends MESSAGES_PER_MINUTE messages a minute at most, all its connections together (two seconds' worth
  at once), a message costing one more for every KB it holds (app/net/server.py `message_cost`): past them the
  connection that sent it is closed. Each connection's own rate (app/net/server.py `RATE`) times the connections
  an address may hold was 320 full-size messages a second from one address, each read and checked before it
  could be refused: half a core;
- a person connected but silent holds the table DECIDE_WITHIN seconds at a decision at most: then a computer
  player makes that one decision for the seat (the person keeps it and is told); the next round waits as long at
  the most for a person reading the last one's summary; after SILENT_AFTER such waits in a row for nothing, the
  table no longer waits for the seat, counted away, until its client says something (one stranger who never
  answered held every round of a table four minutes, three such eight);
- tables: MAX_TABLES at once, TABLES_PER_ADDRESS opened by one address, TABLES_PER_NETWORK by one network, and
  the last RESERVE of them only for a network that has none (a burst cannot take the last table);
- before the start, a host whose connection drops stays the host HOST_HANDS_ON_AFTER seconds (time to come back):
  then the next person here hosts, and can start the game (a friend who started it in the host's moment away
  hosted the whole game, with the power to end it for everybody); a host who says `leave` hands on at once;
- a table never started is given up ABANDONED_AFTER seconds after its creator went when nobody else
  joined (KEEP_EMPTY once a friend had); a started table with no person connected for UNATTENDED
  seconds is ended, ranked as it stands (CH-5); when every table is taken, the one nobody has been at the
  longest, for CROWDED_AFTER seconds at least, makes room for a newcomer's (ended so, or given up if never
  started): tables left to play themselves do not keep the server full;
- a finished game stays KEEP_FINISHED seconds after its last client went, for a person who was away at its end
  to come back to its result (his seat's token); TABLES_PER_ADDRESS of an address's finished games at most;
- a served game is bounded: a chip game plays at most MAX_ROUNDS rounds (its `rounds` setting, 0 = no
  limit at home, becomes MAX_ROUNDS) and a points game's target is at most MAX_TARGET.

`parlour serve` and `parlour host` take these as options (see app/cli.py).
"""

from __future__ import annotations

import ipaddress
import resource
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the command line reads the defaults here at every start: nothing heavy at import
    from ..seating.table_setup import TableSetup

HOME_PREFIX = 56
"""The IPv6 network counted as one address: the /56 providers commonly give one home (a /64 is one of its 256
networks)."""
NETWORK_PREFIXES = {4: 24, 6: 48}
"""The network an address's tables and connections are also counted in (`network_key`): an IPv4 /24, an IPv6 /48 (the
smallest ranges routed between providers: one hands its customers, or a cloud its machines, addresses from them)."""
FD_RESERVE = 64
"""File descriptors kept free of connections: the records, the seats files, the server's own."""


@dataclass(frozen=True)
class Limits:
    """The limits of one server (every figure settable; the defaults suit a server open to the internet)."""

    max_tables: int = 200
    tables_per_address: int = 3
    tables_per_network: int = 12
    reserve: int = 10
    connections: int = 1000
    connections_per_address: int = 16
    connections_per_network: int = 64
    connections_per_minute: float = 60.0
    hello_within: float = 10.0
    seatings_per_minute: float = 30.0
    messages_per_minute: float = 2400.0
    decide_within: float = 120.0
    silent_after: int = 2
    host_hands_on_after: float = 20.0
    abandoned_after: float = 60.0
    keep_empty: float = 600.0
    keep_finished: float = 600.0
    unattended: float = 1800.0
    crowded_after: float = 120.0
    max_rounds: int = 500
    max_target: int = 50

    def connection_cap(self) -> int:
        """Connections at once: the setting, or fewer where the descriptors would not leave FD_RESERVE."""
        return max(1, min(self.connections, descriptors() - FD_RESERVE))


class LimitReached(Exception):
    """A limit refuses: its code and figures (app/net/server_refusals.py) go to the client as an Error."""

    def __init__(self, code: str, **params: int) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


def descriptors() -> int:
    """File descriptors this process may open, its soft limit raised to the hard one first (the usual
    1024 is low for a server)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = hard if hard != resource.RLIM_INFINITY else max(soft, 65536)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError):
            pass
    return soft if soft != resource.RLIM_INFINITY else 65536


def address_key(remote: Any) -> str:
    """Who a connection counts against: its IPv4 address, or its IPv6 address's /56 network (one home's: a /64
    each was 256 addresses' limits for one home given a /56)."""
    host = remote[0] if isinstance(remote, (tuple, list)) and remote else remote
    try:
        address = ipaddress.ip_address(str(host).split("%")[0])
    except ValueError:
        return str(host)
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network(f"{address}/{HOME_PREFIX}", strict=False))
    return str(address)


def network_key(address: str) -> str:
    """The network an address (`address_key`'s) is counted in besides: its IPv4 /24 or IPv6 /48 (NETWORK_PREFIXES);
    anything else (a Unix socket's name) is its own network."""
    try:
        network = ipaddress.ip_network(address, strict=False)
    except ValueError:
        return address
    return str(network.supernet(new_prefix=min(network.prefixlen, NETWORK_PREFIXES[network.version])))


def refuse_unserved(setup: TableSetup, limits: Limits) -> None:
    """LimitReached when the setup asks for more rounds or a higher target than this server plays. A chip game set
    to no limit of rounds (0) is served as it is: the table ends it after `max_rounds` (NetTable
    `round_bound_reached`), and its players never read the server's bound as the game's length."""
    rules = setup.rules_settings()
    fields = type(rules).model_fields
    if "rounds" in fields and rules.rounds > limits.max_rounds:
        raise LimitReached("server.max_rounds", limit=limits.max_rounds)
    if "target" in fields and rules.target > limits.max_target:
        raise LimitReached("server.max_target", limit=limits.max_target)
