"""The protocol's JSON Schema, generated from its models: `python -m parlour.app.net.schema` rewrites
`app/net/protocol.schema.json` (a test fails when the file is stale against the models).

The schema has the messages a client sends, the messages the server sends, and each game's
seat view (the `view` of an update), by game key. The kinds of decision (an action's `do`), the endings
(`Termination`) and the fields a game adds to its events are the registered games' (rules/games.py), so a
new game changes the schema by its registration alone.
"""

from __future__ import annotations

import json
from pathlib import Path

from ...rules.games import all_games
from .protocol import CLIENT_MESSAGE, SERVER_MESSAGE, VERSION

SCHEMA_FILE = Path(__file__).with_name("protocol.schema.json")


def protocol_schema() -> dict:
    """The whole protocol as one JSON Schema document."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"Parlour network table protocol, version {VERSION}",
        "description": "One JSON object per websocket text message. See app/net/protocol.py.",
        "client_messages": CLIENT_MESSAGE.json_schema(),
        "server_messages": SERVER_MESSAGE.json_schema(),
        "views": {info.id: info.view_model().model_json_schema() for info in all_games()},
    }


def schema_text() -> str:
    return json.dumps(protocol_schema(), indent=1, sort_keys=True) + "\n"


if __name__ == "__main__":
    SCHEMA_FILE.write_text(schema_text(), encoding="utf-8")
    print(f"wrote {SCHEMA_FILE}")
