"""Player names in a narrow place: the one way every table part shortens a name that does not fit.

A name keeps as many of its first characters as fit, and ends with "…" when some were left
out ("Konstantin Ivanov" in 10 cells: "Konstanti…"). Widths are terminal cells, so wide
characters count double.
"""

from __future__ import annotations

from rich.cells import cell_len, set_cell_size

ELLIPSIS = "…"


def fit_name(name: str, cells: int) -> str:
    """`name` in at most `cells` terminal cells: whole, or cut and ended with an ellipsis."""
    if cell_len(name) <= cells:
        return name
    if cells <= 1:
        return ELLIPSIS[:cells]
    return set_cell_size(name, cells - 1).rstrip() + ELLIPSIS


def name_cell(name: str, cells: int, centre: bool = False) -> str:
    """`name` fitted to `cells` and padded with spaces to fill them exactly (left-aligned or centred)."""
    fitted = fit_name(name, cells)
    room = cells - cell_len(fitted)
    left = room // 2 if centre else 0
    return " " * left + fitted + " " * (room - left)
