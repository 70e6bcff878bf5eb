"""The app ends when its terminal goes away (a tmux session killed, an SSH connection
dropped) or when it is asked to stop (SIGTERM, SIGHUP), and the game is kept.

Why this module exists: a py-spy dump of an app that had outlived its tmux session for
good (Textual 8.2) showed the main thread in ``App._shutdown -> LinuxDriver.close ->
WriterThread.stop -> Queue.put`` and Textual's output thread in ``Queue.get`` -- of two
different queues.  A hangup sends SIGHUP and then SIGCONT.  Textual's SIGCONT handler
starts "application mode" again, as after Ctrl+Z, whether or not anything was
suspended; on the hung-up terminal ``isatty`` is false, which skips its terminal check,
so a second output thread started and died at its first write (EIO), while the first
one waited on its own queue, no longer used.  The dead thread's queue holds 30 writes:
the shutdown that our SIGHUP handler had begun filled it, and the main thread waited in
``Queue.put`` for ever.  SIGTERM did nothing from then on: its handler was to run in
the event loop, which was stuck there.  A pseudo-terminal closed under an app whose
controlling terminal it is not sends no signal at all: the app went on drawing into
nothing (its one output thread dead at the first EIO, its next 30 writes the end of it)
or, with nothing to draw, waited for ever.

Each of these ends one of those hangs:

* ``HangupSafeDriver`` resumes only what it suspended, and its output thread never
  dies: once the terminal is gone, writes are dropped and the app is told (it then
  stops as on SIGHUP), as it is when reading keys fails (not a crash for Textual to
  report);
* SIGTERM and SIGHUP get Python's own handlers (``signal.signal``), not the event
  loop's: these run in the main thread even while it waits on a lock, and they wake a
  watchdog before they ask the loop to stop the app;
* the watchdog (a daemon thread) also notices the terminal hang up (``poll`` reports
  POLLHUP, signal or not), and it ends the process with ``os._exit(128 + signal)`` when
  the app has not ended ``GRACE`` seconds after it was asked to.

``HangupSafeApp`` wires these into an app (the game's and ``excalibohn replay``'s), and
``stopping`` tells the app's screens that it was told to end, so that nothing is played,
saved or drawn on the way out.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import os
import select
import signal
import sys
import threading
import time
from collections.abc import Callable
from typing import IO, Any

#: how long the orderly stop (the game saved, the terminal put back) may take before the
#: process is ended without it
GRACE = 2.0
STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP")
                     if hasattr(signal, name))
#: the status of an app whose terminal went away without a signal: as for a hangup
HANGUP = getattr(signal, "SIGHUP", 1)


def terminal_fd() -> int | None:
    """The file descriptor of the terminal the app reads its keys from, if it has one."""
    with contextlib.suppress(AttributeError, OSError, ValueError):  # no stdin, or closed
        fd = sys.__stdin__.fileno()  # type: ignore[union-attr]
        if os.isatty(fd):
            return fd
    return None


def job_control() -> bool:
    """Whether a shell can bring this process back once stopped (``fg``): its process
    group is a job of a shell of the same session.  Run by tmux, by ``ssh host
    command`` or by ``sh -c`` it is not, and a stopped app would wait for ever.  Started
    by a launcher in its job (``uv run``) it is not either: Textual stops only the app,
    the shell would not see its job stop, and the terminal would seem to hang."""
    try:
        parent = os.getppid()
        return os.getsid(parent) == os.getsid(0) and os.getpgid(parent) != os.getpgrp()
    except (OSError, AttributeError):  # the parent is gone, or no such calls (Windows)
        return False


class Stopper:
    """Stops the app on SIGTERM and SIGHUP, or when its terminal is gone: the orderly
    way first (``stop(sig)`` runs in the event loop: it saves if need be, then leaves as
    the players do), and if the process has not ended ``GRACE`` seconds later, at once
    (``os._exit``; every move was saved, atomically, as it was made).

    The watchdog saves nothing itself: the main thread may be busy rather than stuck
    (computer players without delay play on in one go), and a save taken beside it
    could catch a move half made.

    A signal handler must not take a lock (the main thread it interrupts may hold it),
    so the handler only writes a byte into a pipe the watchdog polls, and hands ``stop``
    to the loop with ``call_soon_threadsafe`` (which takes none)."""

    def __init__(self, stop: Callable[[int], None]) -> None:
        self._stop = stop
        self._loop = asyncio.get_running_loop()
        self._before: dict[int, Any] = {}
        self._wake: int | None = None  # the pipe's end the watchdog is woken by
        self.done = False

    def install(self, terminal: int | None = None) -> None:
        """Take SIGTERM and SIGHUP, and start the watchdog; it watches ``terminal`` (a
        file descriptor of the app's terminal) for a hangup."""
        for sig in STOP_SIGNALS:
            with contextlib.suppress(ValueError, OSError):  # not the main thread
                self._before[sig] = signal.signal(sig, self._on_signal)
        read, self._wake = os.pipe()
        os.set_blocking(self._wake, False)  # a full pipe must never hold up a handler
        threading.Thread(target=self._watch, args=(read, terminal),
                         name="excalibohn-watchdog", daemon=True).start()

    def uninstall(self) -> None:
        """The app is over: the signals go back to their handlers of before, and the
        watchdog ends."""
        self.done = True
        for sig, handler in self._before.items():
            with contextlib.suppress(ValueError, OSError, TypeError):
                signal.signal(sig, handler)
        self._before.clear()
        wake, self._wake = self._wake, None
        if wake is not None:
            with contextlib.suppress(OSError):
                os.write(wake, b"\0")
            os.close(wake)

    def _on_signal(self, sig: int, _frame: object) -> None:
        self.stop(sig)

    def stop(self, sig: int) -> None:
        """Stop the app; from any thread, and from a signal handler."""
        if self.done:
            return
        wake = self._wake
        if wake is not None:
            with contextlib.suppress(OSError):
                os.write(wake, bytes([sig]))
        with contextlib.suppress(RuntimeError):  # the loop has closed meanwhile
            self._loop.call_soon_threadsafe(self._stop, sig)

    def _watch(self, read: int, terminal: int | None) -> None:
        poll = select.poll()
        poll.register(read, select.POLLIN)
        if terminal is not None:
            poll.register(terminal, 0)  # POLLHUP and POLLERR come unasked
        first = 0  # the signal of the first stop
        deadline = None
        try:
            while True:
                wait = None if deadline is None else deadline - time.monotonic()
                if wait is not None and wait <= 0:
                    break
                for fd, _event in poll.poll(None if wait is None else wait * 1000):
                    if fd != read:  # the terminal hung up (with a SIGHUP or without)
                        poll.unregister(fd)
                        self.stop(HANGUP)
                        continue
                    byte = os.read(read, 1)
                    if byte in (b"", b"\0"):
                        return  # the app is over
                    if deadline is None:
                        first, deadline = byte[0], time.monotonic() + GRACE
        finally:
            os.close(read)
        if not self.done:
            os._exit(128 + first)


def stopping(app: Any) -> bool:
    """The app was told to end (``App.exit``: a player left, a signal, the terminal gone)
    or is shutting down: from then on nothing may happen in it, no move made or saved, no
    screen opened, no timer's work done on widgets that are gone.  (``App.exit`` sets the
    return code; shutting down ends ``is_running`` before any screen is closed.)"""
    return app.return_code is not None or not app.is_running


class HangupSafeApp:
    """Mixed into a Textual ``App`` (before it): the app runs on ``HangupSafeDriver``,
    and SIGTERM, SIGHUP and its terminal going away stop it through a ``Stopper``, with
    the shell's status for the signal (128 + its number).  An app that must do something
    before it ends so (save a game) overrides ``stop_for_signal`` and calls it last."""

    #: the stopper at work while the app runs in a terminal (None: headless, or over)
    _stopper: Stopper | None = None
    #: run by ``run``: nothing else runs in this process
    _whole_program = False

    def _on_mount(self, _event: object) -> None:
        # Textual calls the mount handler of each class of the app, this one included
        self._stop_on_signals()

    def _stop_on_signals(self) -> None:
        """SIGTERM and SIGHUP end the app the way leaving does: the terminal is put back
        (out of the alternate screen, mouse reports off).  Without this, Python's default
        ends the process on the spot and leaves the terminal as the app had set it.  If
        that orderly way has not ended the app within ``GRACE`` seconds (a terminal that
        is gone or takes nothing more), the process ends without it."""
        if self.is_headless or self._stopper is not None:  # type: ignore[attr-defined]
            return  # tests: no terminal to put back, and not the test's signals
        self._stopper = Stopper(self.stop_for_signal)
        self._stopper.install(terminal_fd())

    def may_suspend(self) -> bool:
        """Whether Ctrl+Z puts the app in the background (the help names the key only
        then)."""
        return job_control()

    def action_suspend_process(self) -> None:
        """Ctrl+Z: into the background, where a shell is there to bring the app back;
        elsewhere it says so and stays."""
        if self.may_suspend():
            super().action_suspend_process()  # type: ignore[misc]
            return
        from .lang import _

        words = _("Ctrl+Z: no shell here to bring the game back from the background (fg), "
                  "so it stays.")
        self.notify(words, severity="warning", markup=False)  # type: ignore[attr-defined]

    def stop_for_signal(self, sig: int) -> None:
        """End with the shell's status for the signal (in the event loop)."""
        self.exit(return_code=128 + int(sig))  # type: ignore[attr-defined]

    def get_driver_class(self) -> type:
        return hangup_safe(super().get_driver_class())  # type: ignore[misc]

    def terminal_gone(self) -> None:
        """The terminal is gone, though no signal may say so (reading or writing fails):
        stop as on SIGHUP.  Called in Textual's input or output thread."""
        if self._stopper is not None:
            self._stopper.stop(HANGUP)

    def run(self, *args: Any, **kwargs: Any) -> Any:
        # The app is the whole program: the watchdog guards the end of asyncio's run as
        # well, where callbacks left over may still run (computer players without delay
        # can play a whole game there)
        self._whole_program = True
        try:
            return super().run(*args, **kwargs)  # type: ignore[misc]
        finally:
            self._stop_watching()

    async def run_async(self, *args: Any, **kwargs: Any) -> Any:
        try:
            return await super().run_async(*args, **kwargs)  # type: ignore[misc]
        finally:
            if not self._whole_program:  # the program goes on (the host's own table)
                self._stop_watching()

    def _stop_watching(self) -> None:
        if self._stopper is not None:
            self._stopper.uninstall()
            self._stopper = None


class _Output:
    """The file Textual's output thread writes the screen to.  An error there (EIO or
    EPIPE: the terminal is gone) would end that thread, and the app's next 30 writes
    would fill its queue and then wait for ever; instead, the rest is dropped and the
    app is told, once (``gone``, called in the output thread)."""

    def __init__(self, file: IO[str], gone: Callable[[], None]) -> None:
        self._file = file
        self._gone = gone
        self.broken = False

    def write(self, text: str) -> None:
        if not self.broken:
            try:
                self._file.write(text)
            except (OSError, ValueError):
                self._broke()

    def flush(self) -> None:
        if not self.broken:
            try:
                self._file.flush()
            except (OSError, ValueError):
                self._broke()

    def _broke(self) -> None:
        self.broken = True
        self._gone()

    def fileno(self) -> int:
        return self._file.fileno()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._file, name)


def hangup_safe(driver_class: type) -> type:
    """The driver to run the app with: Textual's Linux driver becomes ``HangupSafeDriver``;
    any other (Windows, headless, a hosted seat's channel) stays as it is."""
    safe = _hangup_safe_driver()
    return safe if safe is not None and driver_class is safe.__base__ else driver_class


@functools.cache
def _hangup_safe_driver() -> type | None:
    try:
        from textual.drivers.linux_driver import LinuxDriver
    except ImportError:  # no termios: Windows
        return None

    class HangupSafeDriver(LinuxDriver):
        """Textual's Linux driver that survives its terminal (see the module's doc).  The
        app is told the terminal is gone through its ``terminal_gone()``, if it has one
        (called in the output or the input thread)."""

        def __init__(self, app, **kwargs) -> None:
            super().__init__(app, **kwargs)
            self._suspended = False
            self._on_gone = getattr(app, "terminal_gone", None)
            self.terminal_gone = False
            if hasattr(self, "_file"):  # what the output thread writes to (Textual >= 0.86)
                self._file = _Output(self._file, self._gone)

        def _gone(self) -> None:
            if not self.terminal_gone:
                self.terminal_gone = True
                if self._on_gone is not None:
                    self._on_gone()

        def run_input_thread(self) -> None:
            try:
                super().run_input_thread()
            except OSError:  # EIO: the terminal is gone (not a bug for Textual to panic at)
                self._gone()

        def suspend_application_mode(self) -> None:
            self._suspended = True
            super().suspend_application_mode()

        def resume_application_mode(self) -> None:
            # Textual's SIGCONT handler comes here whether or not anything was
            # suspended: a hangup's SIGCONT started a second output thread on the dead
            # terminal, and the shutdown then waited on its queue for ever
            if self._suspended:
                self._suspended = False
                super().resume_application_mode()

    return HangupSafeDriver
