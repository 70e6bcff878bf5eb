"""Shared helpers for the app's pilot tests: a factory and the text on screen."""

from __future__ import annotations

from excalibohn_tui.app import ExcalibohnApp
from excalibohn_tui.session import SeatConfig, Session, parse_seats
from rules import Game


def make_session(spec: str = "Ann,Ben,Cem", seed: int = 7) -> Session:
    """A session that saves nothing (tests never write into the user's save folder)."""
    seats = parse_seats(spec)
    try:
        return Session.new(seats, seed, autosave=False)
    except TypeError:  # a session without autosave support
        return Session.new(seats, seed)


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


async def choose(pilot, app: ExcalibohnApp, text: str) -> None:
    """Highlight the first choice whose words contain ``text`` and press Enter."""
    table = table_of(app)
    found = [k for k, c in enumerate(table._choices) if text in c.label]
    assert found, f"no choice with {text!r} in {labels(app)}"
    options = table.query_one("#choices")
    options.focus()
    options.highlighted = found[0]
    await pilot.press("enter")
    await pilot.pause()


def pilot_test(fn):
    """Run an ``async def`` test body with asyncio (no pytest plugin needed)."""
    import asyncio
    import functools

    @functools.wraps(fn)
    def run(*args, **kwargs):
        return asyncio.run(fn(*args, **kwargs))

    return run
