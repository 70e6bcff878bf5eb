"""``excalibohn host``: deal a game (or take up a hosted one again) and serve it over SSH
until the host stops.  With a terminal, the host's screen shows the table (the ``--local``
seats hot-seat, or the public view) and the host's keys; without one (a service, a test)
it prints what happens, one line each, and stops on Ctrl+C or SIGTERM."""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import signal
import socket
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from ..lang import _
from ..names import printable
from ..os_words import os_words
from ..session import Session
from .files import HostedGame, HostError, host_dir, newest_records, record_for_save
from .seats import Doors

#: the address served unless ``--bind`` says otherwise: this machine only
DEFAULT_BIND = "127.0.0.1"
DEFAULT_PORT = 2222


@dataclass
class Plan:
    """What to host: the session, who may connect, where."""

    session: Session
    doors: Doors
    local: set[int]
    bind: str
    port: int
    #: a game dealt for this start (its save goes again if hosting cannot start)
    new: bool = False


def _seats_named(seats, names: str | None) -> set[int]:
    """The seats ``--local`` names (people at the host's keyboard)."""
    if not names:
        return set()
    wanted = [n.strip() for n in names.split(",") if n.strip()]
    out: set[int] = set()
    for name in wanted:
        found = [p for p, s in enumerate(seats)
                 if s.is_human and s.name.casefold() == name.casefold()]
        if not found:
            people = ", ".join(s.name for s in seats if s.is_human)
            raise HostError(_("--local names {name}, who is not a person at this table "
                              "({people}).").format(name=repr(name), people=people))
        out.add(found[0])
    return out


def _check(here: set[int], remote: list[int], table: bool) -> None:
    if here and not table:
        raise HostError(_("--local seats play at the host's terminal, and there is no "
                          "terminal here (or --no-table was given)."))
    if not here and not remote:
        raise HostError(_("Nobody plays: give at least one person a seat."))


def plan_new(seats_spec: str, variant: str, seed: int | None, local: str | None,
             watch: str, bind: str | None, port: int | None, table: bool) -> Plan:
    """A new game to host; everything is checked before it is dealt and saved."""
    import random

    from ..session import parse_seats

    try:
        seats = parse_seats(seats_spec, variant)
    except ValueError as e:
        raise HostError(f"--seats: {e}") from None
    here = _seats_named(seats, local)
    remote = [p for p, s in enumerate(seats) if s.is_human and p not in here]
    _check(here, remote, table)
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
    session = Session.new(seats, seed, variant=variant, save_now=True)
    doors = Doors.new([s.name for s in session.seats], remote, watch)
    return Plan(session, doors, here, bind or DEFAULT_BIND,
                DEFAULT_PORT if port is None else port, new=True)


def plan_resume(file: str | None, local: str | None, bind: str | None,
                port: int | None, table: bool) -> Plan:
    from ..persistence import SaveError, load_session

    if file is not None:
        record = record_for_save(Path(file).expanduser())
        if record is None:
            raise HostError(_("{file} is not a game that was hosted here; continue it at one "
                              "keyboard with 'excalibohn resume {file}'.").format(file=file))
        records = [record]
    else:
        records = newest_records()
    problems = []
    for record in records:
        try:
            session = load_session(record.save)
        except SaveError as e:
            problems.append(str(e))
            continue
        if session.game.finished:
            continue
        by_seat = {int(k): v for k, v in record.secrets.items()}
        doors = Doors(by_seat, record.watch)
        here = (_seats_named(session.seats, local) if local is not None
                else set(record.local))
        for p in here:  # a seat moved to the host's keyboard has no line any more
            doors.by_seat.pop(p, None)
        for p, s in enumerate(session.seats):  # a seat that leaves the host's keyboard
            if s.is_human and p not in here and p not in doors.by_seat:
                from .seats import seat_secret

                doors.by_seat[p] = seat_secret(s.name, p)
        _check(here, list(doors.by_seat), table)
        return Plan(session, doors, here, bind or record.bind,
                    record.port if port is None else port)
    if problems:
        raise HostError(_("There is no unfinished hosted game to take up again: {problems} "
                          "Start one with 'excalibohn host --seats ...'.").format(
                              problems=" ".join(problems)))
    raise HostError(_("There is no unfinished hosted game to take up again. Start one with "
                      "'excalibohn host --seats ...'."))


def _addresses(bind: str) -> list[str]:
    """Where players reach the host: the bound address, or this machine's own addresses
    when it listens on all of them."""
    try:
        ip = ipaddress.ip_address(bind)
    except ValueError:
        return [bind]
    if not ip.is_unspecified:
        return [bind]
    found: list[str] = []
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None):
            addr = str(info[4][0])
            parsed = ipaddress.ip_address(addr.split("%")[0])
            if not parsed.is_loopback and not parsed.is_link_local and addr not in found:
                found.append(addr)
    return found or ["THIS-COMPUTER"]


def join_lines(plan: Plan, port: int) -> list[str]:
    """The lines for the players (and onlookers), one each."""
    where = _addresses(plan.bind)[0]  # (ssh takes a bare IPv6 address after the @)
    port_part = "" if port == 22 else f"-p {port} "
    session = plan.session
    width = max((len(s.name) for s in session.seats), default=4)
    lines = []
    for p, secret in sorted(plan.doors.by_seat.items()):
        lines.append(f"{session.seats[p].name:<{width}}  ssh {port_part}{secret}@{where}")
    for p in sorted(plan.local):
        lines.append(f"{session.seats[p].name:<{width}}  " + _("(at the host's keyboard)"))
    if plan.doors.watch_name:
        lines.append(f"{'watch':<{width}}  ssh {port_part}{plan.doors.watch_name}@{where}")
    return lines


def _where_words(plan: Plan, port: int) -> str:
    try:
        ip = ipaddress.ip_address(plan.bind)
    except ValueError:
        ip = None
    if ip is not None and ip.is_loopback:
        words = _("Listening on {address} port {port}: reachable from this computer only "
                  "(--bind 0.0.0.0 lets the local network in; do not open it to the internet "
                  "without a firewall).")
    elif ip is not None and ip.is_unspecified:
        words = _("Listening on {address} port {port}: reachable from every network this "
                  "computer is on: keep it behind a firewall, never open to the internet; "
                  "addresses: {addresses}.")
    else:
        words = _("Listening on {address} port {port}: reachable from the address {address}.")
    return words.format(address=plan.bind, port=port,
                        addresses=", ".join(_addresses(plan.bind)))


class HostLog:
    """The host's log: a file in the data folder, and the host's screen or stdout."""

    def __init__(self) -> None:
        self.path = host_dir() / "host.log"
        self.screen = None  # the host's app, when there is one

    def __call__(self, line: str, shown: bool = True) -> None:
        """Write ``line`` to the log file, and show it: as a notice on the host's screen
        where ``shown`` (else the hub shows it there itself), or on standard output where
        the host has no screen."""
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        with contextlib.suppress(OSError):
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self.path.open("a", encoding="utf-8") as out:
                out.write(f"{stamp} {line}\n")
        app = self.screen
        if app is not None:
            if not shown:
                return
            with contextlib.suppress(Exception):
                app.call_later(app.notify, line, title=_("Host"), markup=False, timeout=6)
        else:
            print(f"{stamp} {line}", file=sys.__stdout__, flush=True)


async def serve(plan: Plan, *, bot_delay: float | None, table: bool,
                offer_wait: float | None = None) -> int:
    """Host ``plan``'s game; the pace as chosen (None: the game's own, else the
    default: ``Session.take_pace``)."""
    from .files import host_key
    from .hub import Hub
    from .server import Host

    log = HostLog()
    key = host_key()
    bot_delay, offer_wait = plan.session.take_pace(bot_delay, offer_wait)
    hub = Hub(plan.session, plan.doors, local=plan.local, bot_delay=bot_delay, log=log,
              offer_wait=offer_wait)
    host = Host(hub, key)
    try:
        port = await host.listen(plan.bind, plan.port)
    except OSError as e:
        if plan.new and plan.session.save_path is not None:  # nothing was played: no save
            with contextlib.suppress(OSError):
                plan.session.save_path.unlink()
        raise HostError(_("Cannot listen on {address} port {port}: {why}.").format(
            address=plan.bind, port=plan.port, why=os_words(e))
                        + (" " + _("Another program uses that port: choose another with --port.")
                           if getattr(e, "errno", None) == 98 else "")) from None
    session = plan.session
    assert session.save_path is not None
    HostedGame(save=str(session.save_path),
               secrets={str(p): s for p, s in plan.doors.by_seat.items()},
               watch=plan.doors.watch_name, local=sorted(plan.local), port=port,
               bind=plan.bind).write()
    lines = join_lines(plan, port)
    out = sys.__stdout__
    print(printable(_("Hosting {title} ({names}).").format(
        title=_(session.game.spec.title), names=", ".join(s.name for s in session.seats))),
        file=out)
    print(_where_words(plan, port), file=out)
    print(_("Give each player their line (it is their seat's key: tell it to them alone):"),
          file=out)
    for line in lines:
        print("  " + printable(line), file=out)
    print(_("Host key: {key} (the same every time this computer hosts).").format(
        key=key.get_fingerprint()), file=out)
    print(_("The game is saved after every move in {path}.").format(path=session.save_path),
          file=out, flush=True)
    hub.run_bots()
    try:
        if table:
            from .apps import HostApp

            app = HostApp(hub, lines)
            log.screen = app
            await app.run_async()
            log.screen = None
        else:
            stop = asyncio.Event()
            loop = asyncio.get_running_loop()
            for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
                with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
                    loop.add_signal_handler(sig, stop.set)
            await stop.wait()
    finally:
        finished = session.game.finished
        hub.stop(_("The host has stopped the game.") + (
            "" if finished else " " + _("It is saved: when the host takes it up again, the "
                                        "same ssh line brings you back.")))
        for _step in range(40):  # let each connection say goodbye
            if not any(hasattr(app, "terminal") for app in hub.apps):
                break
            await asyncio.sleep(0.05)
        await host.close()
        sys.stdout = sys.__stdout__  # the apps redirected it in turn
        sys.stderr = sys.__stderr__
    print(printable(_("Stopped hosting.") + " " + (
        _("The game is over.") if session.game.finished else
        _("The game is saved: 'excalibohn host --resume' goes on with the same join lines."))),
        file=sys.__stdout__)
    return 0


def host_command(args) -> int:
    """The ``host`` subcommand (see ``cli``)."""
    table = sys.stdin.isatty() and sys.stdout.isatty() and not args.no_table
    try:
        if args.resume is not None:
            plan = plan_resume(args.resume or None, args.local, args.bind, args.port, table)
        else:
            plan = plan_new(args.seats, args.variant, args.seed, args.local, args.watch,
                            args.bind, args.port, table)
        return asyncio.run(serve(plan, bot_delay=args.bot_delay, table=table,
                                 offer_wait=getattr(args, "offer_wait", None)))
    except HostError as e:
        print(printable(_("excalibohn host: {why}").format(why=e)), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
