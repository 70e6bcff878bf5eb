"""The start screen by keyboard: the one-line choices (``Cycle``) for seats and game."""

from __future__ import annotations

import pytest
from tui_helpers import pilot_test, screen_text

from excalibohn_tui.app import ExcalibohnApp
from excalibohn_tui.dialogs.choice import ChoiceDialog
from excalibohn_tui.screens.start import Cycle, StartScreen


@pilot_test
async def test_left_and_right_step_through_a_seats_kinds():
    app = ExcalibohnApp(None, bot_delay=0, look_for_saves=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        kind = app.screen.query_one("#kind0", Cycle)
        kind.focus()
        await pilot.press("right")
        assert kind.value == "random"
        await pilot.press("left", "left")  # before the first comes the last: an empty seat
        assert kind.value == "empty"
        await pilot.pause()
        assert "Empty seat" in screen_text(app)
        assert "Enter" in screen_text(app)  # the footer names the keys of the focused choice


@pilot_test
async def test_enter_lists_the_games_and_the_choice_sets_the_seats():
    app = ExcalibohnApp(None, bot_delay=0, look_for_saves=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        start = app.screen
        start.query_one("#game", Cycle).focus()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        await pilot.press("end", "enter")  # the last game: Bohnedikt for two
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert start.variant() == "bohnedikt-trade"
        assert "for 2 players" in screen_text(app)
        assert [start.query_one(f"#kind{k}", Cycle).value for k in range(5)] == [
            "human", "human", "empty", "empty", "empty"]
        # Escape leaves the list without changing the choice
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("home", "escape")
        await pilot.pause()
        assert start.variant() == "bohnedikt-trade"


def test_a_cycle_refuses_a_value_it_does_not_offer():
    cycle = Cycle([("Human", "human")], "human", "Seat 1")
    with pytest.raises(ValueError, match="robot"):
        cycle.value = "robot"
    assert cycle.value == "human"


@pilot_test
async def test_the_buttons_are_pressed_by_enter_space_or_a_click():
    from excalibohn_tui.screens.table import TableScreen

    app = ExcalibohnApp(None, bot_delay=0, look_for_saves=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.focused is not None and app.focused.id == "start"  # focused from the start
        await pilot.press("tab")  # to Quit
        assert app.focused.id == "quit"
        await pilot.press("space")
        await pilot.pause()
        assert "leave" in screen_text(app).lower()  # it asks first
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        await pilot.click("#start")
        await pilot.pause()
        assert app.session is not None  # a new game: its table, the opening message over it
        assert any(isinstance(s, TableScreen) for s in app.screen_stack)
