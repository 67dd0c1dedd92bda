"""The writer (app/saving/writer.py): jobs run off the caller's thread, a key's in order, each job's result or
failure its caller's, and `drain` waits for what was queued (or says it could not)."""

from __future__ import annotations

import threading
import time

from parlour.app.saving import writer as writers
from parlour.app.saving.writer import Writer, settle_app_writes


def test_a_job_s_result_or_failure_is_its_own_and_the_lane_goes_on_after_a_failure():
    writer = Writer(lanes=2)
    assert writer.submit(lambda: 42).result(5) == 42
    failed = writer.submit(lambda: 1 / 0)
    assert isinstance(failed.exception(5), ZeroDivisionError)
    assert writer.submit(lambda: 7).result(5) == 7, "the lane that ran the failing job runs the next"


async def test_a_coroutine_gets_its_job_s_result_or_its_exception():
    writer = Writer()
    assert await writer.run(lambda: "done") == "done"
    try:
        await writer.run(lambda: int("not a number"))
    except ValueError:
        pass
    else:
        raise AssertionError("the job's exception is raised where it is awaited")


def test_a_key_s_jobs_run_in_the_order_they_came_whatever_the_lanes():
    writer = Writer(lanes=4)
    done: list[tuple[str, int]] = []
    futures = [writer.submit(lambda key=key, n=n: done.append((key, n)), key=key) for n in range(50) for key in "ab"]
    for future in futures:
        future.result(5)
    for key in "ab":
        assert [n for each, n in done if each == key] == list(range(50))


def test_drain_waits_for_what_was_queued_or_says_it_could_not_and_a_job_draining_its_own_writer_returns_at_once():
    writer = Writer()
    release = threading.Event()
    writer.submit(release.wait)
    assert writer.drain(0.1) is False, "a lane held by a stalled job"
    release.set()
    assert writer.drain(5) is True
    assert writer.submit(lambda: writer.drain(1)).result(5) is True, "it would wait for itself"


def test_settling_the_app_s_writes_waits_for_them_and_needs_no_writer(monkeypatch):
    monkeypatch.setattr(writers, "_APP_WRITER", None)
    settle_app_writes()  # nothing written yet: nothing to wait for
    seen: list[str] = []

    def slow() -> None:
        time.sleep(0.2)
        seen.append("written")

    writers.app_writer().submit(slow)
    settle_app_writes()
    assert seen == ["written"]
