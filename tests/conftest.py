"""Shared fixtures: every test gets its own empty PARLOUR_HOME and speaks English whatever the machine's
locale (a test asks for Russian itself); Put and Take chip-log replay; Pilot's idle wait made shorter; the
garbage collector run less often."""

from __future__ import annotations

import gc
import os
from collections.abc import Sequence

import pytest
import textual._wait
from textual.css.stylesheet import Stylesheet
from textual.screen import Screen

from parlour.rules.put.solve_memory import keep_freed_memory

textual._wait.SLEEP_GRANULARITY = 1 / 100
textual._wait.SLEEP_IDLE = textual._wait.SLEEP_GRANULARITY / 20
"""Pilot waits after every key and pause until the app has used almost no CPU for one SLEEP_GRANULARITY (Textual's
1/50 s: at least 40 ms a key, idle, ~40% of a Pilot test's wall time). Half that window with the same ratio of
CPU to wall still finds the app idle: the message queues themselves are awaited first (`_wait_for_screen`)."""


gc.set_threshold(50_000, 20, 10)
"""A test app makes and drops hundreds of thousands of objects (widgets, styles, strips, messages): with Python's
default thresholds (700, 10, 10) the collector ran ~5,600 times in 36 screen-walk tests, 14% of their time; at
these, ~200 times, ~6% (the cycles are still found, only later: a worker's peak memory in the screen walks and the
monkey 154 -> 207 MB; at (50,000, 50, 100) 273 MB for ~1 s less)."""


keep_freed_memory()
"""PU-V1's exact best replies (arrays of 13**6 float64, 38 MB) spent twice their own time in the kernel with glibc's
own thresholds (`/usr/bin/time`: 6.5 s user, 8-20 s sys): rules/put/solve_memory.py."""
os.environ.setdefault("NUMPY_MADVISE_HUGEPAGE", "0")
"""numpy asks the kernel for huge pages for every large array, and the kernel compacts memory to find them on the
array's first touch: the first PU-V1 best reply of a process spent 15 s in the kernel with them, 7 s without
(set before numpy is imported: it reads this once; the workers and the apps they start inherit it)."""


def pytest_configure(config):
    """At the end of a worker's session pytest collects the garbage five times over to find what fails to be freed
    (Trio's count: a finaliser may free more): 2.8-3.8 s of each worker's end at full size (190-470k objects),
    measured, when all of them end together, the last thing the suite waits for (once: 0.8-2.0 s). Once finds every
    cycle left and reports what fails in it, as pytest's own Pytester does with none (the tests' failures to free
    are reported as they happen, the collector running all along)."""
    try:  # pytest's own key (its Pytester sets it): a pytest without it collects five times, as before
        from _pytest.unraisableexception import gc_collect_iterations_key
    except ImportError:
        return
    config.stash[gc_collect_iterations_key] = 1


def pytest_collection_finish(session):
    """What every test shares (the modules, the collected tests) is set aside from the collector's full passes."""
    gc.collect()
    gc.freeze()


_PARSED_CSS: dict[tuple, list] = {}
_parse_rules_of_one_app = Stylesheet._parse_rules


def _parse_rules_shared_by_every_app(self, css, read_from, is_default_rules=False, tie_breaker=0, scope=""):
    """Textual parses every widget's CSS again for each app (its cache is the stylesheet's own), about a third of a
    test app's start; a test process starts hundreds. The parse is a pure function of the CSS, where it was read
    from and the variables (the theme), and Textual already reuses its rule sets unchanged within an app."""
    variables = self._variables
    known = self.__dict__.get("_variables_key")
    if known is None or known[0] is not variables:  # the theme's variables, as a key once per set of them
        known = self.__dict__["_variables_key"] = (variables, tuple(sorted(variables.items())))
    key = (css, read_from, is_default_rules, tie_breaker, scope, known[1])
    rules = _PARSED_CSS.get(key)
    if rules is None:
        rules = _PARSED_CSS[key] = _parse_rules_of_one_app(self, css, read_from, is_default_rules, tie_breaker, scope)
    return rules


Stylesheet._parse_rules = _parse_rules_shared_by_every_app


_refresh_the_terminal = Screen._compositor_refresh


def _draw_when_read(self: Screen) -> None:
    """A headless test app draws the screen when the test reads it (`screen_text`, a snapshot), not every frame.

    Textual renders each frame of a headless app in full and then throws it away (`App._display` writes nothing
    without a terminal): a third of a Pilot test's time. Layout, sizes, focus and the dirty regions are kept
    as they are. A test that needs every frame drawn, as a person would see them (the monkey, the resizes),
    asks for it with the `every_frame` marker; the snapshots always draw every frame (fixture `every_frame`)."""
    app = self.app
    if app.is_headless and not app.is_inline and self is app.screen:
        self._dirty_widgets.clear()
        app._update_mouse_over(self)
        return
    _refresh_the_terminal(self)


Screen._compositor_refresh = _draw_when_read


@pytest.fixture(autouse=True)
def every_frame(request, monkeypatch):
    """Every frame drawn for a test marked `every_frame`, and for the snapshots: they guard the look as a terminal
    shows it, and a widget may draw one frame from what it drew the frame before (see `_draw_when_read`)."""
    if request.node.get_closest_marker("every_frame") is not None or "snap_compare" in request.fixturenames:
        monkeypatch.setattr(Screen, "_compositor_refresh", _refresh_the_terminal)


def pytest_xdist_auto_num_workers(config):
    """`-n auto` (the README's test command) starts two workers more than the machine has cores: a third of a
    worker's time and more is spent waiting (Pilot's idle waits, sockets, the kill -9 tests' children, and at the
    start the slow tests, which wait the most, side by side), which the extra workers fill. Measured on 2 cores,
    the same code in one hour, taken in turn: the suite 184 s and 180 s with three workers, 173 s and 171 s with
    four (the cores busy ~97% of the run against ~85%); five were no faster (174 s). PYTEST_XDIST_AUTO_NUM_WORKERS
    still chooses, as pytest-xdist documents."""
    chosen = os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS")
    if chosen:
        return int(chosen)
    return (len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1) + 2


def pytest_collection_modifyitems(config, items):
    """The slow tests first: a worker that draws one at the end of the run would keep the whole suite waiting
    while the other workers are done (pytest-xdist hands out tests in collection order)."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@pytest.fixture(scope="session")
def real():
    """PU-V1's arrays of the real deck (`anyturn_game.geometry`: ~200 MB, half a second of CPU alone and several
    seconds in a busy suite, where fresh memory is dear), built once a worker for every test that reads them."""
    from parlour.rules.put.anyturn_game import geometry
    from parlour.rules.put.round_model import REAL_DECK
    from parlour.rules.put.round_tensors import layout

    return geometry(layout(REAL_DECK))


@pytest.fixture(autouse=True)
def parlour_home(tmp_path, monkeypatch):
    """Keep saved data of tests away from the real user folder."""
    home = tmp_path / "parlour-home"
    monkeypatch.setenv("PARLOUR_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def english(monkeypatch):
    """No locale of the machine's reaches the app: English unless a test switches, and back after it (argparse's
    lookups too, which the command line's `main` points at Parlour's catalogs)."""
    import argparse

    from parlour.app.words.i18n import ENVIRONMENT, set_language

    # the command line sets these module globals of argparse's (app/cli.py `speak`)
    monkeypatch.setattr(argparse, "_", argparse._)  # pyright: ignore[reportAttributeAccessIssue]
    monkeypatch.setattr(argparse, "ngettext", argparse.ngettext)  # pyright: ignore[reportAttributeAccessIssue]
    for name in ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)
    set_language("en")
    yield
    set_language("en")


def _replay_chips(events, stacks: Sequence[int], pool: int) -> tuple[tuple[int, ...], int]:
    """Apply every chip event of a Put and Take log to (stacks, pool) and return the result.

    pay: seat -> pool; cover: banker -> pool (then on to the player); receive: pool -> seat;
    pool: pool -> banker; rebuy: new chips to the seat. The pool may never go negative.
    """
    stacks = list(stacks)
    for ev in events:
        if ev.type in ("pay", "cover"):
            stacks[ev.seat] -= ev.amount
            pool += ev.amount
        elif ev.type in ("receive", "pool"):
            stacks[ev.seat] += ev.amount
            pool -= ev.amount
        elif ev.type == "rebuy":
            stacks[ev.seat] += ev.amount
        assert pool >= 0, f"the pool went negative at {ev!r}"
    return tuple(stacks), pool


@pytest.fixture
def table_app():
    """The factory of an app sat down at a table: `table_app("red_dog", players=4, seed=5, rebuy=True)`
    (tests/app_helpers.py `app_at_table`; module-level helpers import that directly)."""
    from tests.app_helpers import app_at_table

    return app_at_table


@pytest.fixture(scope="session")
def replay_chips():
    """Put and Take: replay a round log's chip events (see `_replay_chips`); session-scoped for Hypothesis."""
    return _replay_chips
