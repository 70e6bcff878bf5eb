"""One player's terminal at the far end of an SSH channel, and the Textual driver that
draws an app on it.

The driver does for the channel what Textual's Linux driver does for the process's own
terminal: it switches the far terminal into application mode, writes the frames, and
turns the bytes typed there into key, mouse and paste events (Textual's own parser).
Everything that could come from a careless or hostile client is bounded here, for this
connection alone: bytes that are not UTF-8 become U+FFFD, typing faster than a person can
(a huge paste, a flood) is cut at ``INPUT_RATE`` with a notice, a terminal size is
clamped to ``MAX_SIZE`` and a storm of resizes is folded into one, and a client that stops
reading its frames is disconnected before they pile up in memory.
"""

from __future__ import annotations

import asyncio
import time
from codecs import getincrementaldecoder
from typing import TYPE_CHECKING, Protocol

from textual import events
from textual._xterm_parser import XTermParser
from textual.driver import Driver
from textual.geometry import Size

if TYPE_CHECKING:
    from textual.app import App

#: the largest terminal drawn (columns, rows): a bigger one gets a frame of this size
MAX_SIZE = (400, 150)
#: what a client may type, in bytes a second, averaged over ``INPUT_BURST`` bytes
INPUT_RATE = 2_000
INPUT_BURST = 8_000
#: frames not yet taken by a client, in bytes, before it is disconnected as too slow
MAX_BACKLOG = 4_000_000
#: resizes closer together than this are folded into the last one (seconds)
RESIZE_SETTLE = 0.05


class Channel(Protocol):
    """What the driver needs of an SSH channel (asyncssh's ``SSHServerChannel``)."""

    def write(self, data: bytes) -> None: ...
    def get_write_buffer_size(self) -> int: ...


def clamp_size(width: int, height: int) -> tuple[int, int]:
    """A terminal size that can be drawn: at least 1x1, at most ``MAX_SIZE``."""
    return (min(max(int(width or 0), 1), MAX_SIZE[0]),
            min(max(int(height or 0), 1), MAX_SIZE[1]))


class Terminal:
    """The far terminal of one connection: where its frames go, what was typed there.

    ``on_overflow`` is called (once) when the client stops taking frames;
    ``on_flood`` when typed input was dropped for coming too fast."""

    def __init__(self, channel: Channel, size: tuple[int, int], term_type: str = "",
                 environment: dict[str, str] | None = None) -> None:
        self.channel = channel
        self.size = clamp_size(*size)
        self.term_type = term_type or ""
        self.environment = dict(environment or {})
        self.driver: ChannelDriver | None = None
        self.closed = False
        self.on_overflow = lambda: None
        self.on_flood = lambda: None
        self._allowance = float(INPUT_BURST)
        self._last_input = time.monotonic()
        self._resize_handle: asyncio.TimerHandle | None = None
        self._pending: list[bytes] = []  # typed before the app was ready for it

    @property
    def color_system(self) -> str:
        """What the far terminal can show, from what the client told us: 24-bit colour when
        it says so (COLORTERM, if sent), 256 colours for the usual ``xterm-256color``."""
        colorterm = self.environment.get("COLORTERM", "").lower()
        if colorterm in ("truecolor", "24bit"):
            return "truecolor"
        term = self.term_type.lower()
        if "256" in term or term.startswith(("xterm", "tmux", "screen", "alacritty", "kitty")):
            return "256"
        return "standard"

    # ----------------------------------------------------------- output

    def write(self, data: str) -> None:
        if self.closed:
            return
        try:
            self.channel.write(data.encode("utf-8", "replace"))
            backlog = self.channel.get_write_buffer_size()
        except Exception:  # the channel went away under us: the connection's end tells
            self.closed = True
            return
        if backlog > MAX_BACKLOG:
            self.closed = True
            self.on_overflow()

    # ------------------------------------------------------------ input

    def typed(self, data: bytes) -> None:
        """Bytes from the client: within the rate, to the app; beyond it, dropped."""
        if self.closed or not data:
            return
        now = time.monotonic()
        self._allowance = min(INPUT_BURST, self._allowance + (now - self._last_input)
                              * INPUT_RATE)
        self._last_input = now
        if len(data) > self._allowance:
            data = data[:max(int(self._allowance), 0)]
            self._allowance = 0
            self.on_flood()
        else:
            self._allowance -= len(data)
        if not data:
            return
        if self.driver is None:
            if sum(map(len, self._pending)) < INPUT_BURST:
                self._pending.append(data)
            return
        self.driver.feed(data)

    def resized(self, width: int, height: int) -> None:
        """The client's terminal changed size: drawn once it has settled."""
        self.size = clamp_size(width, height)
        if self._resize_handle is not None:
            self._resize_handle.cancel()
        loop = asyncio.get_running_loop()
        self._resize_handle = loop.call_later(RESIZE_SETTLE, self._apply_size)

    def _apply_size(self) -> None:
        self._resize_handle = None
        if self.driver is not None and not self.closed:
            self.driver.resize(*self.size)

    def attach(self, driver: ChannelDriver) -> None:
        self.driver = driver
        pending, self._pending = self._pending, []
        for data in pending:
            driver.feed(data)


class ChannelDriver(Driver):
    """A Textual driver for a ``Terminal``: the app's ``terminal`` attribute names it."""

    def __init__(self, app: App, *, debug: bool = False, mouse: bool = True,
                 size: tuple[int, int] | None = None) -> None:
        super().__init__(app, debug=debug, mouse=mouse, size=size)
        self.terminal: Terminal = app.terminal  # type: ignore[attr-defined]
        self._parser = XTermParser(False)
        self._decode = getincrementaldecoder("utf-8")("replace").decode
        self._input = True
        self._tick: asyncio.TimerHandle | None = None

    @property
    def can_suspend(self) -> bool:  # Ctrl+Z must never stop the server
        return False

    def write(self, data: str) -> None:
        self.terminal.write(data)

    def flush(self) -> None:
        pass

    def start_application_mode(self) -> None:
        write = self.write
        write("\x1b[?1049h")  # the alternate screen
        if self._mouse:
            write("\x1b[?1000h\x1b[?1006h")  # clicks, in SGR form (no motion: less traffic)
        write("\x1b[?25l")  # no cursor
        write("\x1b[?2004h")  # bracketed paste: a paste is one event, not many keys
        write("\x1b[?7l")  # no line wrap
        self.terminal.attach(self)
        self.resize(*self.terminal.size)

    def resize(self, width: int, height: int) -> None:
        size = Size(width, height)
        self.send_message(events.Resize(size, size))

    def feed(self, data: bytes) -> None:
        if not self._input:
            return
        text = self._decode(data)
        for event in self._parser.feed(text):
            self.process_message(event)
        # a lone Escape is only known as such after a moment without a sequence behind it
        if self._tick is None:
            self._tick = self._loop.call_later(0.1, self._ticked)

    def _ticked(self) -> None:
        self._tick = None
        if self._input:
            for event in self._parser.tick():
                self.process_message(event)

    def disable_input(self) -> None:
        self._input = False
        if self._tick is not None:
            self._tick.cancel()
            self._tick = None

    def stop_application_mode(self) -> None:
        self.disable_input()
        write = self.write
        write("\x1b[?2004l\x1b[?7h")
        if self._mouse:
            write("\x1b[?1000l\x1b[?1006l")
        write("\x1b[?1049l\x1b[?25h")
