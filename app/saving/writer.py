"""One writer: the files a server (or the app) keeps, written in order off the event loop.

Every `open`, `write` and `fsync` of a record, and every statistics write, is a job handed to the
writer: a slow or stalled disk then holds up its threads alone, never the event loop that every
table (and, in the app, the screen) shares. The writer has `lanes` threads, each fed by its own
queue; the jobs of one key (a table) always go to the same lane and run one at a time in the
order they came, so the moves of a table reach its file in the order they were played. Several
lanes let the disk sync several tables' files at once (the file system commits concurrent syncs
together: on this machine 8 lanes sync about six times as many files a second as one); fewer lanes
gather more jobs a wake-up (the server's choice: app/net/server.py WRITER_LANES).
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
        self._queues: list[queue.SimpleQueue] = [queue.SimpleQueue() for _lane in range(lanes)]
        self._threads: list[threading.Thread | None] = [None] * lanes
        self._starting = threading.Lock()

    def submit(self, job: Callable[[], T], key: object = None) -> Future[T]:
        """Queue a job behind the earlier jobs of its key; its future holds its result or its exception."""
        future: Future[T] = Future()
        self._put(key, (job, future, None))
        return future

    async def run(self, job: Callable[[], T], key: object = None) -> T:
        """The job's result, waited for without holding up the event loop (its exception raised here)."""
        loop = asyncio.get_running_loop()
        waiting: asyncio.Future[T] = loop.create_future()
        self._put(key, (job, waiting, loop))
        return await waiting

    def _put(self, key: object, item: tuple) -> None:
        lane = hash(key) % len(self._queues)
        self._queues[lane].put(item)
        if self._threads[lane] is None:
            with self._starting:
                if self._threads[lane] is None:
                    # A daemon: a process stopping never waits for the disk (what was queued and not yet
                    # done had not been acknowledged to anybody; `drain` waits where it matters).
                    thread = threading.Thread(
                        target=self._work, args=(self._queues[lane],), name=f"{self.name}-{lane}", daemon=True
                    )
                    thread.start()
                    self._threads[lane] = thread

    def drain(self, timeout: float | None = None) -> bool:
        """Wait until every job queued so far is done (True), or `timeout` seconds (False). A job of this writer
        draining it returns at once (it would wait for itself)."""
        if threading.current_thread() in self._threads:
            return True
        markers: list[Future[None]] = []
        for lane, thread in enumerate(self._threads):
            if thread is not None:
                marker: Future[None] = Future()
                self._queues[lane].put((lambda: None, marker, None))
                markers.append(marker)
        try:
            for marker in markers:
                marker.result(timeout)
        except TimeoutError:
            return False
        return True

    @staticmethod
    def _work(jobs: queue.SimpleQueue) -> None:
        """Run a lane's jobs in order. The jobs waiting together are run together, and their coroutines woken
        with one call to their loop (a busy server's loop is woken once for many writes, not once each)."""
        while True:  # a daemon thread: it lives as long as the process (nothing stops a lane)
            batch = [jobs.get()]
            while not jobs.empty():
                batch.append(jobs.get())
            woken: dict[asyncio.AbstractEventLoop, list] = {}
            for job, future, loop in batch:
                if loop is None and not future.set_running_or_notify_cancel():
                    continue
                try:
                    outcome = (job(), None)
                except BaseException as error:  # the job's failure is its caller's to handle, not the writer's
                    outcome = (None, error)
                if loop is None and outcome[1] is not None:
                    future.set_exception(outcome[1])
                elif loop is None:
                    future.set_result(outcome[0])
                else:
                    woken.setdefault(loop, []).append((future, *outcome))
            for loop, done in woken.items():
                try:
                    loop.call_soon_threadsafe(_settle, done)
                except RuntimeError:  # the loop has closed: nobody waits for these any more
                    pass


def _settle(done: list) -> None:
    """On the loop: each job's coroutine gets its result (one it stopped waiting for is let go)."""
    for future, result, error in done:
        if future.cancelled():
            continue
        if error is not None:
            future.set_exception(error)
        else:
            future.set_result(result)


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
