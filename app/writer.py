"""One writer: the files a server (or the app) keeps, written in order on one thread, off the event loop.

Every `open`, `write` and `fsync` of a record, and every statistics write, is a job handed to the
writer: a slow or stalled disk then holds up that thread alone, never the event loop that every
table (and, in the app, the screen) shares. Jobs run one at a time in the order they came, so
the moves of a table reach its file in the order they were played. `run` is the job's result
for a coroutine (its exception raised there); `submit` is the future, for code that is not one.
A job that fails fails alone: the writer goes on with the next.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from concurrent.futures import Future
from typing import Callable, TypeVar

T = TypeVar("T")


class Writer:
    """A thread fed by a queue; started at the first job."""

    def __init__(self, name: str = "parlour-writer") -> None:
        self.name = name
        self._jobs: queue.SimpleQueue[tuple[Callable[[], object], Future] | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._starting = threading.Lock()

    def submit(self, job: Callable[[], T]) -> Future[T]:
        """Queue a job; its future holds its result or its exception."""
        future: Future[T] = Future()
        self._jobs.put((job, future))
        if self._thread is None:
            with self._starting:
                if self._thread is None:
                    # A daemon: a process stopping never waits for the disk (what was queued and not yet
                    # done had not been acknowledged to anybody; `drain` waits where it matters).
                    self._thread = threading.Thread(target=self._work, name=self.name, daemon=True)
                    self._thread.start()
        return future

    async def run(self, job: Callable[[], T]) -> T:
        """The job's result, waited for without holding up the event loop."""
        return await asyncio.wrap_future(self.submit(job))

    def drain(self, timeout: float | None = None) -> bool:
        """Wait until every job queued so far is done (True), or `timeout` seconds (False)."""
        if self._thread is None:
            return True
        marker: Future[None] = self.submit(lambda: None)
        try:
            marker.result(timeout)
        except TimeoutError:
            return False
        return True

    def _work(self) -> None:
        while True:
            item = self._jobs.get()
            if item is None:
                return
            job, future = item
            if not future.set_running_or_notify_cancel():
                continue
            try:
                future.set_result(job())
            except BaseException as error:  # the job's failure is its caller's to handle, not the writer's
                future.set_exception(error)
