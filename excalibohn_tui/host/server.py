"""The SSH server of a hosted game (asyncssh): a game table per connection and nothing else.

What it allows: a session channel with a pseudo-terminal and the default "shell" request,
which gets the game (there is no shell).  What it refuses, each logged: commands (``ssh
HOST ls``), subsystems (SFTP), a session without a terminal, port forwarding either way,
UNIX sockets, tunnels, agent and X11 forwarding, a second channel on one connection.
Authentication is the user name alone (``seats.Doors``); a wrong one is answered after a
delay that grows with each failure from the same address (``Throttle``), with a banner
that says what to do, and logged on the host.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from contextvars import Context

import asyncssh

from ..lang import _
from .hub import Hub
from .seats import Guest
from .terminal import Terminal

#: the most connections at once, authenticated or not
MAX_CONNECTIONS = 64
#: seconds a client has to authenticate
LOGIN_TIMEOUT = 20


class Throttle:
    """Failed attempts slow down: each failure from an address doubles the wait before the
    next answer to it (0.5 s, 1 s, 2 s ... at most 8 s); it is forgotten after 10 minutes
    without failures."""

    def __init__(self) -> None:
        self.failures: dict[str, tuple[int, float]] = {}

    def delay(self, address: str) -> float:
        count, last = self.failures.get(address, (0, 0.0))
        if time.monotonic() - last > 600:
            count = 0
        self.failures[address] = (count + 1, time.monotonic())
        return min(0.5 * 2 ** count, 8.0)


class GameServer(asyncssh.SSHServer):
    """One SSH connection."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.guest: Guest | None = None
        self.conn: asyncssh.SSHServerConnection | None = None
        self.peer = "?"
        self.sessions = 0

    def connection_made(self, conn: asyncssh.SSHServerConnection) -> None:
        self.conn = conn
        peer = conn.get_extra_info("peername") or ("?", 0)
        self.peer = str(peer[0])
        self.host.connections += 1
        if self.host.connections > MAX_CONNECTIONS:
            self.host.hub.log(_("Too many connections: one from {peer} is refused.").format(
                peer=self.peer))
            conn.close()

    def connection_lost(self, exc: Exception | None) -> None:
        self.host.connections -= 1

    async def begin_auth(self, username: str) -> bool:
        guest = self.host.hub.doors.guest(username)
        if guest is not None:
            self.guest = guest
            return False  # the user name was the secret: nothing more to ask
        wait = self.host.throttle.delay(self.peer)
        self.host.hub.log(_("Refused the user name {name} from {peer} (answered after {wait} s).")
                          .format(name=repr(username[:40]), peer=self.peer, wait=f"{wait:g}"))
        await asyncio.sleep(wait)
        if self.conn is not None:
            self.conn.send_auth_banner(
                _("Excalibohn: that join line is not one of this game's. Ask the host for "
                  "your line (ssh -p PORT name-xxxx-xxxx@HOST), and type it exactly.") + "\r\n")
            # no way to authenticate is offered, and the connection ends: an ssh client
            # left to try asked for a password, again and again, that nobody has
            # (play-test); it shows the banner, then the end
            asyncio.get_running_loop().call_soon(
                self.conn.disconnect, asyncssh.DISC_NO_MORE_AUTH_METHODS_AVAILABLE,
                _("Excalibohn: that join line is not one of this game's."))
        return True

    def password_auth_supported(self) -> bool:
        return False

    def public_key_auth_supported(self) -> bool:
        return False

    def kbdint_auth_supported(self) -> bool:
        return False

    def host_based_auth_supported(self) -> bool:
        return False

    def session_requested(self):
        if self.guest is None:
            return False
        self.sessions += 1
        if self.sessions > 1:
            self.host.hub.log(_("Refused a second channel on one connection from {peer}.").format(
                peer=self.peer))
            return False
        return GameChannel(self.host, self.guest, self.peer)

    def _refuse(self, what: str) -> bool:
        self.host.hub.log(_("Refused {what} from {peer}: only the game is served.").format(
            what=what, peer=self.peer))
        return False

    def connection_requested(self, dest_host, dest_port, orig_host, orig_port):
        return self._refuse(_("a port forward to {where}").format(where=f"{dest_host}:{dest_port}"))

    def server_requested(self, listen_host, listen_port):
        return self._refuse(_("a remote port forward on {where}").format(
            where=f"{listen_host}:{listen_port}"))

    def unix_connection_requested(self, dest_path):
        return self._refuse(_("a forward to a UNIX socket"))

    def unix_server_requested(self, listen_path):
        return self._refuse(_("a remote UNIX socket forward"))

    def tun_requested(self, unit):
        return self._refuse(_("a tunnel"))

    def tap_requested(self, unit):
        return self._refuse(_("a tunnel"))


class GameChannel(asyncssh.SSHServerSession):
    """The session channel of one connection: a terminal that shows the game."""

    def __init__(self, host: Host, guest: Guest, peer: str) -> None:
        self.host = host
        self.guest = guest
        self.peer = peer
        self.chan: asyncssh.SSHServerChannel | None = None
        self.terminal: Terminal | None = None
        self.pty = False
        self.task: asyncio.Task | None = None

    def connection_made(self, chan) -> None:
        self.chan = chan

    def pty_requested(self, term_type, term_size, term_modes) -> bool:
        self.pty = True
        return True

    def shell_requested(self) -> bool:
        return True

    def exec_requested(self, command: str) -> bool:
        self.host.hub.log(_("Refused a command from {peer}: only the game is served.").format(
            peer=self.peer))
        return False

    def subsystem_requested(self, subsystem: str) -> bool:
        self.host.hub.log(_("Refused the subsystem {name} from {peer}.").format(
            name=repr(subsystem[:40]), peer=self.peer))
        return False

    def session_started(self) -> None:
        chan = self.chan
        assert chan is not None
        if not self.pty:
            chan.write((_("Excalibohn needs a terminal: connect with ssh -t (or without -T).")
                        + "\r\n").encode())
            chan.exit(1)
            return
        width, height, _pixels_wide, _pixels_high = chan.get_terminal_size()
        self.terminal = Terminal(chan, (width, height), chan.get_terminal_type() or "",
                                 dict(chan.get_environment()))
        loop = asyncio.get_running_loop()
        self.task = loop.create_task(self._play(), context=Context())

    async def _play(self) -> None:
        assert self.chan is not None and self.terminal is not None
        farewell = await self.host.serve(self.guest, self.terminal, self.peer)
        self.terminal.closed = True
        chan = self.chan
        try:
            chan.write(("\r\n" + farewell + "\r\n").encode())
            chan.exit(0)
        except Exception:  # the client has gone already
            pass

    def data_received(self, data, datatype) -> None:
        if self.terminal is not None and isinstance(data, bytes | bytearray):
            self.terminal.typed(bytes(data))

    def terminal_size_changed(self, width, height, pixwidth, pixheight) -> None:
        if self.terminal is not None:
            self.terminal.resized(width, height)

    def break_received(self, msec) -> bool:
        return False

    def signal_received(self, signal) -> None:
        pass

    def eof_received(self) -> bool:
        return False

    def connection_lost(self, exc) -> None:
        if self.terminal is not None:
            self.terminal.closed = True
            self.host.gone(self.terminal, "" if exc is None else " (connection lost)")


class Host:
    """The server side of a hosted game: listens, lets guests in, runs their apps."""

    def __init__(self, hub: Hub, key) -> None:
        self.hub = hub
        self.key = key
        self.throttle = Throttle()
        self.connections = 0
        self.server: asyncssh.SSHAcceptor | None = None
        self.port = 0
        self._apps: dict[Terminal, object] = {}
        #: a hook for the tests and the benchmark: called with each new app
        self.on_app: Callable[[object], Awaitable[None] | None] | None = None

    async def listen(self, bind: str, port: int) -> int:
        """Start listening on ``bind``:``port`` (0: any free port); returns the port."""
        self.server = await asyncssh.listen(
            bind, port, server_factory=lambda: GameServer(self),
            server_host_keys=[self.key], encoding=None, line_editor=False,
            agent_forwarding=False, x11_forwarding=False, allow_pty=True, allow_scp=False,
            sftp_factory=None, login_timeout=LOGIN_TIMEOUT, keepalive_interval=15,
            keepalive_count_max=4, gss_host=None, kbdint_auth=False, password_auth=False,
            public_key_auth=False, host_based_auth=False)
        self.port = self.server.sockets[0].getsockname()[1]
        return self.port

    async def serve(self, guest: Guest, terminal: Terminal, peer: str) -> str:
        """Run the guest's app on ``terminal`` until it ends; returns the last words."""
        from .apps import SeatApp

        app = SeatApp(self.hub, guest.seat, terminal)
        self._apps[terminal] = app
        app.greeting = self.hub.join(guest.seat, app, peer)
        if self.on_app is not None:
            result = self.on_app(app)
            if asyncio.iscoroutine(result):
                await result
        try:
            await app.run_async(size=terminal.size)
        except Exception as err:  # this connection's app only; the game goes on
            self.hub.log(_("The app of {name} stopped: {why}").format(
                name=self.hub.seat_name(guest.seat), why=repr(err)))
        finally:
            self._apps.pop(terminal, None)
            self.hub.leave(app, guest.seat)
        return getattr(app, "farewell", None) or _("Goodbye!")

    def gone(self, terminal: Terminal, why: str) -> None:
        """The connection of ``terminal`` ended: its app stops, its seat waits."""
        app = self._apps.get(terminal)
        if app is None:
            return
        seat = getattr(app, "seat", None)
        self.hub.leave(app, seat, why)
        from .hub import Hangup

        app.post_message(Hangup(""))  # type: ignore[attr-defined]

    async def close(self) -> None:
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
