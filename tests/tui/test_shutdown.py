"""Leaving and a terminal closing end the app quietly: no traceback, no crash log, status 0,
and nothing played or saved after the app was told to end (``hangup.stopping``)."""

from __future__ import annotations

from tui_helpers import make_app, make_session, pilot_test, session_for, table_of, whole_game

from excalibohn_tui.app import crash_log_path
from excalibohn_tui.dialogs.message import MessageDialog
from excalibohn_tui.hangup import stopping
from excalibohn_tui.screens.end import CoinChart, EndScreen

BOTS = "bot:random,bot:random,bot:random"


@pilot_test
async def test_the_end_screen_closing_before_its_coins_are_counted_is_no_crash():
    """The chart is counted just after the first frame; when the app closes in between,
    the chart is gone by then (it once raised NoMatches: a crash log and status 1)."""
    game = whole_game()
    app = make_app(session_for(game, ["human"] * 3))
    async with app.run_test(size=(100, 30)) as pilot:
        end = EndScreen(game, app.session)
        await app.push_screen(end)
        await end.query_one(CoinChart).remove()  # as the app's closing removes it
        await pilot.pause()
        await pilot.pause()
        assert not end.query(CoinChart)
        app.exit()
    assert app.return_code == 0 and not app._exit_renderables
    assert not crash_log_path().exists()


@pilot_test
async def test_leaving_as_the_end_screen_opens_ends_quietly():
    game = whole_game()
    app = make_app(session_for(game, ["human"] * 3))
    async with app.run_test(size=(100, 30)):
        app.show_end(app.session)
        app.exit()
    assert app.return_code == 0 and not app._exit_renderables
    assert not crash_log_path().exists()


def _bots_app():
    """Computer players only; their greeting waits 5 s (five times their delay)."""
    session = make_session(BOTS, seed=5)
    app = make_app(session)
    app.bot_delay = 1.0
    return session, app


async def _table_with_the_greeting_gone(pilot, app, bot_delay: float):
    """The greeting closed without its answer: the table is in front, nobody has moved
    yet, and the computer players take ``bot_delay``."""
    while not isinstance(app.screen, MessageDialog):
        await pilot.pause()
    await app.pop_screen()  # no answer: the greeting's callback (advance) does not run
    await pilot.pause()
    table = table_of(app)
    assert app.screen is table and table.session.game.log == []
    table.bot_delay = bot_delay
    return table


@pilot_test
async def test_computer_players_make_no_move_once_the_app_is_told_to_end():
    """Closing the greeting as the app closes calls ``advance``: computer players
    without delay once played the whole game there, saving each move."""
    session, app = _bots_app()
    async with app.run_test(size=(100, 30)) as pilot:
        table = await _table_with_the_greeting_gone(pilot, app, 0)
        app.exit()
        assert stopping(app)
        table.advance()  # what the greeting's answer does
        table._bots_at_once()
        assert session.game.log == []
    assert session.game.log == [] and app.return_code == 0


@pilot_test
async def test_paced_computer_players_make_no_move_once_the_app_is_told_to_end():
    session, app = _bots_app()
    async with app.run_test(size=(100, 30)) as pilot:
        table = await _table_with_the_greeting_gone(pilot, app, 0.01)
        action = table.driver.bot_action()
        app.exit()
        table.advance()
        table._thought(action, 0, 0.0, None)  # a decision worked out meanwhile
        table._bot_step(action, 0)  # a paced step that was due
        assert session.game.log == []
    assert session.game.log == []

