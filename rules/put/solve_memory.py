"""The solvers' large arrays kept for reuse within their process (`keep_freed_memory`).

glibc gives every freed block above its mmap threshold (which it raises to 32 MB at most) back to
the kernel, and the next such block is faulted in again page by page. The solvers make and drop
arrays of 13**6 numbers (19 MB in float32, 38 MB in float64) many times an iteration; where a page
fault is dear (this 2-core VM: a PU-V1 CFR step and its exact measure took 13 s user and 52 s
system time under `/usr/bin/time`), most of a solve went to the kernel. With blocks up to 1 GB
taken from the heap and the heap never trimmed, a warm PU-V1 step took 1.6 s instead of 7.3 s
(one state, the other core idle) and a running solve's iteration 2.2 s instead of 5.3 s. The
memory a solve holds at its peak is held to its end, which is what a solve needs anyway.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys

M_TRIM_THRESHOLD = -1
M_MMAP_THRESHOLD = -3
LARGEST_FROM_THE_HEAP = 1 << 30
NEVER_TRIM = (1 << 31) - 1


def keep_freed_memory() -> bool:
    """Tell glibc to keep freed large blocks for reuse (this process and those it forks); False where
    the C library is not glibc, which is left as it is."""
    if not sys.platform.startswith("linux"):
        return False
    name = ctypes.util.find_library("c")
    if name is None:
        return False
    mallopt = getattr(ctypes.CDLL(name), "mallopt", None)
    if mallopt is None:
        return False
    return bool(mallopt(M_MMAP_THRESHOLD, LARGEST_FROM_THE_HEAP)) and bool(mallopt(M_TRIM_THRESHOLD, NEVER_TRIM))
