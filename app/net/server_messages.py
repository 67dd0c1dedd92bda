"""A server's message as this client reads it: nothing a server sends reaches the terminal but printable text.

Rich, which draws every screen, passes ESC through: a hostile server's name, refusal or log line holding a
terminal escape sequence (a window title, the clipboard through OSC 52, the screen cleared) reached the player's
terminal as a command. So before a message is validated, every text in it loses its control and format characters
(Unicode category C: ESC and the rest of C0 and C1, bidirectional overrides, zero-width marks), as a typed name
does (app/words/clean_names.py); a tab or a line break becomes a space. What is left of an escape sequence is
printable, and drawn as text. JSON's NaN and Infinity are no numbers of a message's.
"""

from __future__ import annotations

import json
from typing import Any

from ..words.clean_names import printable
from .protocol import SERVER_MESSAGE, ServerMessage

_SPACES = str.maketrans("\t\n\r", "   ")


def read_server_message(text: str | bytes, context: Any = None) -> ServerMessage:
    """The message in `text`, every text in it printable (`printable_texts`), validated (`context`: the
    validation's, as `SERVER_MESSAGE.validate_json` takes it). ValueError (a ValidationError among them) when
    it is not a message of this protocol."""
    try:
        data = json.loads(text, parse_constant=_no_constant)
        return SERVER_MESSAGE.validate_python(printable_texts(data), context=context)
    except RecursionError as error:
        raise ValueError("a message nested too deeply") from error


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number of a Parlour message")


def printable_texts(data: Any) -> Any:
    """JSON data with each text in it, keys included, `printable_text`."""
    if isinstance(data, str):
        return printable_text(data)
    if isinstance(data, list):
        return [printable_texts(item) for item in data]
    if isinstance(data, dict):
        return {printable_text(key): printable_texts(value) for key, value in data.items()}
    return data


def printable_text(text: str) -> str:
    """`text` `printable`, a tab or a line break a space first."""
    return text if text.isprintable() else printable(text.translate(_SPACES))
