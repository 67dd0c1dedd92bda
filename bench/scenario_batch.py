"""Runs many scenario files through one checkout's runner in one process, as its command line would.

    cd CHECKOUT && PYTHONPATH=CHECKOUT python bench/scenario_batch.py LIST OUT

LIST holds one scenario path a line. For each, the checkout's own `rules.scenario.__main__.main`
runs on the path with standard output caught, so what is kept is what `python -m rules.scenario
PATH` prints there (runner_identical.py checks this on a sample with real command lines). OUT
gets one JSON line a scenario: [path, exit code, output]. Run from the checkout's root, `rules`
is that checkout's (nothing in rules/ imports `parlour`).
"""

from __future__ import annotations

import io
import json
import sys


def main(listing: str, out_path: str) -> int:
    from rules.scenario.__main__ import main as run  # the checkout's, from the working directory

    with open(listing, encoding="utf-8") as handle:
        paths = handle.read().split("\n")
    real_stdout = sys.stdout
    with open(out_path, "w", encoding="utf-8") as out:
        for path in filter(None, paths):
            caught = io.StringIO()
            sys.stdout = caught
            try:
                code = run([path])
            finally:
                sys.stdout = real_stdout
            out.write(json.dumps([path, code, caught.getvalue()]) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
