"""Shared helpers for the app's pilot tests: a factory and the text on screen."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import SimpleNamespace

import excalibohn_tui.screens.table as table_module
import excalibohn_tui.widgets.choice_list as list_module
from excalibohn_tui.app import ExcalibohnApp
from excalibohn_tui.screens.table import FOLLOWED, HASTE
from excalibohn_tui.session import SeatConfig, Session, parse_seats
from rules import Game


@contextmanager
def _table_clock(monotonic: Callable[[], float]) -> Iterator[None]:
    """The clock of the table and its list (``HASTE``) replaced by ``monotonic``."""
    real = table_module.time
    table_module.time = list_module.time = SimpleNamespace(monotonic=monotonic)
    try:
        yield
    finally:
        table_module.time = list_module.time = real


#: the movers of the clocks ``movable_clock`` and ``stopped_clock`` put in, the innermost
#: last (every app test runs in one: ``conftest.py``)
_MOVERS: list[Callable[[float], None]] = []


@contextmanager
def stopped_clock() -> Iterator[Callable[[float], None]]:
    """The clock of the table and its list stopped: keys pressed inside come "at once",
    however slow the machine running the test is (a loaded CI machine took longer than
    ``HASTE`` to draw the table between two keys of a test).  It moves only when the test
    moves it (the function given, or ``after_haste``)."""
    now = [time.monotonic()]

    def move(seconds: float) -> None:
        now[0] += seconds

    with _table_clock(lambda: now[0]):
        _MOVERS.append(move)
        try:
            yield move
        finally:
            _MOVERS.remove(move)


@contextmanager
def movable_clock() -> Iterator[Callable[[float], None]]:
    """The clock of the table and its list, which the test moves on (the function given:
    by so many seconds) instead of waiting: a deliberate choice made after ``HASTE``
    without the wait (a test that makes many spent half its time idle)."""
    ahead = [0.0]

    def move(seconds: float) -> None:
        ahead[0] += seconds

    with _table_clock(lambda: time.monotonic() + ahead[0]):
        _MOVERS.append(move)
        try:
            yield move
        finally:
            _MOVERS.remove(move)


async def after_haste(pilot) -> None:
    """As if a person had read the list before the next key (a harvest or a spell typed
    sooner is not taken: ``HASTE``, and ``FOLLOWED`` after a move that followed by
    itself): the clock is moved on, not waited for (84 such waits took some 34 s of the
    app's tests)."""
    read = max(HASTE, FOLLOWED)
    if _MOVERS:
        _MOVERS[-1](read)
    else:
        await pilot.pause(read)


async def until(pilot, condition, most: float = 5.0) -> None:
    """Pause until ``condition()`` holds, or ``most`` seconds have passed: the table makes
    room for its list a moment after it changes (``SETTLE``), and a loaded machine takes
    longer than a fixed pause (a CI run missed one of 0.3 s)."""
    end = time.monotonic() + most
    while not condition() and time.monotonic() < end:
        await pilot.pause(0.05)


def make_session(spec: str = "Ann,Ben,Cem", seed: int = 7) -> Session:
    """A session that saves nothing (tests never write into the user's save folder)."""
    seats = parse_seats(spec)
    try:
        return Session.new(seats, seed, autosave=False)
    except TypeError:  # a session without autosave support
        return Session.new(seats, seed)


def to_the_first_trading(spec: str = "Ann,Ben,Cem", seed: int = 7) -> Session:
    """A session of a real game (it can be wound back: undo works) played by its first
    active player's plantings to their trading."""
    from rules import Done, Plant

    session = make_session(spec, seed)
    game = session.game
    while game.awaiting()[0].kind != "trading":
        p = game.awaiting()[0].player
        legal = game.legal_actions(p)
        session.apply(next((a for a in legal if isinstance(a, Plant)), None)
                      or next(a for a in legal if isinstance(a, Done)))
    return session


def session_for(game: Game, kinds: list[str]) -> Session:
    """A session around a hand-built game (``rules.builder``)."""
    seats = [SeatConfig(name=s.name, kind=k) for s, k in zip(game.state.seats, kinds, strict=True)]
    return Session(game, seats)


def make_app(session: Session) -> ExcalibohnApp:
    return ExcalibohnApp(session, bot_delay=0, look_for_saves=False)


def screen_text(app: ExcalibohnApp) -> str:
    """Every character on the top screen as plain text."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def table_of(app: ExcalibohnApp):
    from excalibohn_tui.screens.table import TableScreen

    return next(s for s in app.screen_stack if isinstance(s, TableScreen))


def labels(app: ExcalibohnApp) -> list[str]:
    return [c.label for c in table_of(app)._choices]


def plain_move(table) -> int | None:
    """The index of the table's first choice that plays a move at once, other than
    using a spell (which may ask first, and a turn goes on without it); None if none."""
    from rules import Cast

    return next((k for k, c in enumerate(table._choices) if c.kind == "apply"
                 and not c.disabled and not isinstance(c.actions[0], Cast)), None)


async def choose(pilot, app: ExcalibohnApp, text: str) -> None:
    """Highlight the first choice whose words contain ``text`` and press Enter, as a
    person who read the list: the table takes no choice typed as the list came by
    another's move, nor a harvest or a spell typed right after the last choice
    (``HASTE``)."""
    table = table_of(app)
    found = [k for k, c in enumerate(table._choices) if text in c.label]
    assert found, f"no choice with {text!r} in {labels(app)}"
    options = table.query_one("#choices")
    options.focus()
    options.highlighted = found[0]
    await after_haste(pilot)
    await pilot.press("enter")
    await pilot.pause()


def whole_game(names=("Ann", "Ben", "Cem"), seed: int = 11) -> Game:
    """A game played to its end by random players from a real deal (so it can be replayed)."""
    from rules import new_game
    from rules.random_player import RandomPlayer

    game = new_game(list(names), seed)
    players = [RandomPlayer(p) for p in range(len(names))]
    while not game.finished:
        w = game.awaiting()[0]
        game.apply(players[w.player].choose(game, w.player))
    return game


def make_unwritable(folder):
    """The persistence tests' ``make_unwritable`` (their folder is on the import path only
    when they are collected too)."""
    import sys
    from pathlib import Path

    here = str(Path(__file__).parents[1] / "persistence")
    if here not in sys.path:
        sys.path.append(here)
    from persist_helpers import make_unwritable as unwritable

    return unwritable(folder)


def pilot_test(fn):
    """Run an ``async def`` test body with asyncio (no pytest plugin needed)."""
    import asyncio
    import functools

    @functools.wraps(fn)
    def run(*args, **kwargs):
        return asyncio.run(fn(*args, **kwargs))

    return run


# ------------------------------------------------------------ keys as a terminal sends them

#: the character a terminal sends for a key (None: an escape sequence, e.g. the arrows)
_CHARS = {"enter": "\r", "escape": "\x1b", "tab": "\t", "space": " ", "question_mark": "?",
          "minus": "-", "backspace": "\x7f"}


async def burst(pilot, *keys: str) -> None:
    """Send ``keys`` as one read from the terminal (a fast double Enter, a key held down):
    all of them reach the app before it handles the first one. Then wait for the app."""
    from textual import events

    app = pilot.app
    for key in keys:
        char = _CHARS.get(key, key if len(key) == 1 else None)
        event = events.Key(key, char)
        event.set_sender(app)
        app._driver.send_message(event)
    await pilot.pause()


# ------------------------------------------------------ what a screen may show, and to whom


def hidden_from(game, viewer: int | None) -> list[str]:
    """Texts that would give away what ``viewer`` may not know: every other hand as the
    hand line shows it, and every other player's private log lines."""
    mine: set[str] = set()
    if viewer is not None:
        mine.add(hand_line(game, viewer))
        mine |= {e.private[viewer] for e in game.events if viewer in e.private}
    out: list[str] = []
    for q, seat in enumerate(game.state.seats):
        if q == viewer or not seat.hand:
            continue
        out.append(hand_line(game, q))
    for e in game.events:
        for q, private in e.private.items():
            if q != viewer and private != e.text:
                out.append(private)
    return [x for x in out if x not in mine]


def hand_line(game, seat: int) -> str:
    """What shows on screen wherever this seat's hand is drawn: its front card."""
    from excalibohn_tui.widgets.hand import front_signature

    return front_signature(game.view(seat).hand or [])


def face_down_spells(game) -> list[str]:
    """The face-down spells' names as the small spell cards show them."""
    from excalibohn_tui.widgets.cards import spell_short
    from rules import SPELL_CARDS

    names = [SPELL_CARDS[x.card].name for seat in game.state.seats for x in seat.spells
             if not x.face_up]
    return [spell_short(n) for n in names]


def marked_as_you(text: str, game) -> list[str]:
    """The names the board marks as the viewer ("Ben  (you)")."""
    import re

    return [s.name for s in game.state.seats
            if re.search(re.escape(s.name) + r"\s+\(you\)", text)]


def leaks(text: str, game, viewer: int | None) -> list[str]:
    """What the screen text shows that ``viewer`` (None: nobody in particular) may not see:
    another's hand or private log line, another's view ("(you)" beside their name), or,
    for nobody, a hand at all."""
    flat = " ".join(text.split())
    found = [secret for secret in hidden_from(game, viewer)
             if " ".join(secret.split()) in flat]
    me = None if viewer is None else game.state.seats[viewer].name
    found += [f"the view of {name}" for name in marked_as_you(text, game) if name != me]
    if viewer is None and "Your hand" in text:
        found.append("Your hand")
    return found


def assert_private(app, game, viewer: int | None) -> None:
    found = leaks(screen_text(app), game, viewer)
    assert not found, f"{found!r} on screen for {viewer}"


def curtain_name(text: str) -> str | None:
    """Whom the curtain on screen calls to the keyboard (None: no curtain)."""
    import re

    m = re.search(r"^\s*(.+?), please take the keyboard\.", text, re.MULTILINE)
    return m.group(1) if m else None


def notices(app: ExcalibohnApp) -> list[str]:
    """The words of every notification ``app`` shows from now on (``run_test`` shows
    none), in order."""
    told: list[str] = []
    app.notify = lambda message, **kw: told.append(str(message))  # type: ignore[method-assign]
    return told
