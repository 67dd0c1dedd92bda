"""Which table screen plays which game."""

from __future__ import annotations

from typing import Any

from parlour.app.table_setup import TableSetup


def table_screen_for(setup: TableSetup, seed: int, state: Any = None, **resume: Any):
    """A table screen for `setup`: dealt from `seed`, or continuing `state` (with `bot_rng`, `round_start`)."""
    if setup.game == "put_and_take":
        from parlour.app.screens.put_and_take_table import PutAndTakeTable as Table
    elif setup.game == "red_dog":
        from parlour.app.screens.red_dog_table import RedDogTable as Table
    else:
        from parlour.app.screens.put_table import PutTable as Table
    return Table(setup, seed, state, **resume)
