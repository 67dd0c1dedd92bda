"""Perfect play's figures worked out ahead, as archives of fixed-point numbers (standard library only).

A member a state ("M-N"), its figures (chances from 0 to 1) little-endian uint16 of `SCALE`,
LZMA-compressed: a figure is kept to ~1e-5, a tenth of what the coach shows. The put window's
figures (perfect_window.py) and PU-V1's first two turns' (anyturn_opening.py) are kept so.
"""

from __future__ import annotations

import argparse
import sys
import zipfile
from array import array
from collections.abc import Callable, Iterable
from pathlib import Path

from .solve_memory import keep_freed_memory

SCALE = 65535
"""A stored figure of 1."""


def member(state: tuple[int, int]) -> str:
    return f"{state[0]}-{state[1]}"


def read_figures(path: Path) -> dict[tuple[int, int], array[int]]:
    """Every state's stored numbers (divide by SCALE); empty when the archive is missing."""
    if not path.exists():
        return {}
    out: dict[tuple[int, int], array[int]] = {}
    with zipfile.ZipFile(path) as archive:
        for name in archive.namelist():
            numbers = array("H")
            numbers.frombytes(archive.read(name))
            if sys.byteorder != "little":
                numbers.byteswap()
            first, second = name.split("-")
            out[(int(first), int(second))] = numbers
    return out


def stored(figures: Iterable[float]) -> bytes:
    """Figures as a member's bytes."""
    numbers = array("H", (round(min(1.0, max(0.0, figure)) * SCALE) for figure in figures))
    if sys.byteorder != "little":
        numbers.byteswap()
    return numbers.tobytes()


def write_figures(path: Path, states: dict[tuple[int, int], bytes]) -> None:
    """The archive of these states' members (`stored`), written whole and then put in place."""
    part = path.with_name(path.name + ".part")
    with zipfile.ZipFile(part, "w", compression=zipfile.ZIP_LZMA) as archive:
        for state, raw in sorted(states.items()):
            info = zipfile.ZipInfo(member(state), date_time=(2026, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_LZMA
            archive.writestr(info, raw)
    part.replace(path)


def build_command(
    argv: list[str] | None,
    prog: str,
    description: str,
    path: Path,
    states: list[tuple[int, int]],
    work_out: Callable[[tuple[int, int]], bytes],
) -> Path:
    """A builder's command line (`prog`): every state's member worked out by `work_out` (a module's own function:
    it runs in `--workers` processes), written to `path` with `--write`, else beside it as NAME.new.zip, which it
    returns."""
    from concurrent.futures import ProcessPoolExecutor

    parser = argparse.ArgumentParser(prog=prog, description=description)
    parser.add_argument("--write", action="store_true", help=f"rewrite assets/{path.name}")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    keep_freed_memory()  # the workers are forked: they keep theirs too
    with ProcessPoolExecutor(args.workers) as pool:
        worked = dict(zip(states, pool.map(work_out, states)))
    target = path if args.write else path.with_name(f"{path.stem}.new{path.suffix}")
    write_figures(target, worked)
    return target
