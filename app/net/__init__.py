"""Tables over the network: the protocol, the server that holds the only real state, its clients."""

DEFAULT_PORT = 8765
"""The port tables are served on unless told otherwise (`parlour host`, `parlour serve`, the menu's Host)."""
