"""Player names in a narrow place: the one way every table part shortens a name that does not fit.

A name keeps as many of its first characters as fit, and ends with "…" when some were left
out ("Konstantin Ivanov" in 10 cells: "Konstanti…"); a name ending in a number keeps it, as the
default names of several people or computer players differ only by theirs ("Player 3" in 6
cells: "Play…3", where two people's names read "Игрок…" under a trick). Widths are terminal
cells, so wide characters count double.
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
    head, _, number = name.rpartition(" ")
    if head and number.isdigit() and cells - 1 - cell_len(number) >= 2:
        return set_cell_size(head, cells - 1 - cell_len(number)).rstrip() + ELLIPSIS + number
    return set_cell_size(name, cells - 1).rstrip() + ELLIPSIS


def name_cell(name: str, cells: int, centre: bool = False) -> str:
    """`name` fitted to `cells` and padded with spaces to fill them exactly (left-aligned or centred)."""
    fitted = fit_name(name, cells)
    room = cells - cell_len(fitted)
    left = room // 2 if centre else 0
    return " " * left + fitted + " " * (room - left)
