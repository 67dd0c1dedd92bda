"""Parlour's screens."""
