"""The solvers keep their freed large arrays for reuse (rules/put/solve_memory.py): a page fault is dear on a VM."""

from __future__ import annotations

import ctypes
import ctypes.util
from pathlib import Path

import pytest

from parlour.rules.put.solve_memory import keep_freed_memory

BLOCK = 96 << 20


def resident_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_a_freed_large_block_stays_in_the_process_for_the_next_one():
    """glibc's own rule gives a freed block of 96 MB straight back to the kernel; kept, the next one reuses it."""
    if not keep_freed_memory():
        pytest.skip("the C library is not glibc")
    libc = ctypes.CDLL(ctypes.util.find_library("c"))
    libc.malloc.restype = ctypes.c_void_p
    libc.free.argtypes = [ctypes.c_void_p]
    block = libc.malloc(BLOCK)
    ctypes.memset(block, 1, BLOCK)
    touched = resident_mb()
    libc.free(block)
    assert resident_mb() > touched - 10  # not given back
    again = libc.malloc(BLOCK)
    ctypes.memset(again, 2, BLOCK)
    assert resident_mb() < touched + 10  # the same pages, not new ones
    libc.free(again)
