"""One writer: the files a server (or the app) keeps, written in order off the event loop.

Every `open`, `write` and `fsync` of a record, and every statistics write, is a job handed to the
writer: a slow or stalled disk then holds up its threads alone, never the event loop that every
table (and, in the app, the screen) shares. The writer has `lanes` threads, each fed by its own
queue; the jobs of one key (a table) always go to the same lane and run one at a time in the
order they came, so the moves of a table reach its file in the order they were played. Several
lanes let the disk sync several tables' files at once (the file system commits concurrent syncs
together: on this machine 8 lanes sync about six times as many files a second as one).
`run` is the job's result for a coroutine (its exception raised there); `submit` is the future,
for code that is not one. A job that fails fails alone: its lane goes on with the next.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from concurrent.futures import Future
from typing import Callable, TypeVar

T = TypeVar("T")


class Writer:
    """Threads fed by queues, one a lane; each started at its lane's first job."""

    def __init__(self, name: str = "parlour-writer", lanes: int = 1) -> None:
        self.name = name
        self._queues: list[queue.SimpleQueue[tuple[Callable[[], object], Future] | None]] = [
            queue.SimpleQueue() for _lane in range(lanes)]
        self._threads: list[threading.Thread | None] = [None] * lanes
        self._starting = threading.Lock()

    def submit(self, job: Callable[[], T], key: object = None) -> Future[T]:
        """Queue a job behind the earlier jobs of its key; its future holds its result or its exception."""
        future: Future[T] = Future()
        lane = hash(key) % len(self._queues)
        self._queues[lane].put((job, future))
        if self._threads[lane] is None:
            with self._starting:
                if self._threads[lane] is None:
                    # A daemon: a process stopping never waits for the disk (what was queued and not yet
                    # done had not been acknowledged to anybody; `drain` waits where it matters).
                    thread = threading.Thread(target=self._work, args=(self._queues[lane],),
                                              name=f"{self.name}-{lane}", daemon=True)
                    thread.start()
                    self._threads[lane] = thread
        return future

    async def run(self, job: Callable[[], T], key: object = None) -> T:
        """The job's result, waited for without holding up the event loop."""
        return await asyncio.wrap_future(self.submit(job, key))

    def drain(self, timeout: float | None = None) -> bool:
        """Wait until every job queued so far is done (True), or `timeout` seconds (False). A job of this writer
        draining it returns at once (it would wait for itself)."""
        if threading.current_thread() in self._threads:
            return True
        markers: list[Future[None]] = []
        for lane, thread in enumerate(self._threads):
            if thread is not None:
                marker: Future[None] = Future()
                self._queues[lane].put((lambda: None, marker))
                markers.append(marker)
        try:
            for marker in markers:
                marker.result(timeout)
        except TimeoutError:
            return False
        return True

    @staticmethod
    def _work(jobs: queue.SimpleQueue) -> None:
        while True:
            item = jobs.get()
            if item is None:
                return
            job, future = item
            if not future.set_running_or_notify_cancel():
                continue
            try:
                future.set_result(job())
            except BaseException as error:  # the job's failure is its caller's to handle, not the writer's
                future.set_exception(error)


_APP_WRITER: Writer | None = None


def app_writer() -> Writer:
    """The app's one writer (its saved games and statistics), made at the first write."""
    global _APP_WRITER
    if _APP_WRITER is None:
        _APP_WRITER = Writer("parlour-app-writer")
    return _APP_WRITER


def settle_app_writes(timeout: float | None = 10.0) -> None:
    """Wait for the app's writes queued so far (before reading what they write, and before the process ends)."""
    if _APP_WRITER is not None:
        _APP_WRITER.drain(timeout)
