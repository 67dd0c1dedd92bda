"""Parlour's Textual application: menu, setup, table and the screens around them."""

__version__ = "0.1.0"
