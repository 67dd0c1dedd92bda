"""Which table screen plays which game."""

from __future__ import annotations

from app.table_setup import TableSetup


def table_screen_for(setup: TableSetup, seed: int):
    """A new table screen for `setup`, dealt from `seed`."""
    if setup.game == "put_and_take":
        from app.screens.put_and_take_table import PutAndTakeTable

        return PutAndTakeTable(setup, seed)
    if setup.game == "red_dog":
        from app.screens.red_dog_table import RedDogTable

        return RedDogTable(setup, seed)
    if setup.game == "put":
        from app.screens.put_table import PutTable

        return PutTable(setup, seed)
    raise ValueError(f"no table for {setup.game}")
