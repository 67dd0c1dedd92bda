"""Parlour's rule books, one Markdown file per game, with the RULES.md IDs."""
