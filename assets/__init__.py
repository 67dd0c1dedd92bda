"""Textual styles and static files for Parlour."""
