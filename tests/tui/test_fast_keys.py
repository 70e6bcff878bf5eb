"""Keys faster than the screen: a dialog, a curtain or the start screen answers once,
whatever keys follow before it is gone (a fast double Enter closed the table: the
second answer dismissed the screen behind the dialog)."""

from __future__ import annotations

import pytest
from tui_helpers import burst, curtain_name, make_app, make_session, pilot_test, screen_text

from excalibohn_tui.app import ExcalibohnApp

#: seed 1, Ann, Ben and Cat: past the greeting and Ben's curtain, Ben plants once
TO_BENS_TABLE = ["enter", "enter", "1", "1"]


async def _still_at_the_table(pilot, app) -> str:
    await pilot.pause()
    text = screen_text(app)
    assert app.return_code is None, "the app ended"
    assert "Turn " in text and "Traceback" not in text, text
    return text


@pytest.mark.parametrize("opening, closing", [
    (["h"], ("enter", "enter")),  # "Harvest field 1 ...?" (Ben's one field): Enter twice
    (["h"], ("y", "y")),  # the same, yes twice
    (["h", "enter"], ("escape", "escape")),  # harvested: Escape twice at the table
    (["h"], ("escape", "escape")),  # the question, Escape twice
    (["w"], ("enter", "enter")),  # the file name to save a copy as
    (["l"], ("escape", "l", "escape")),  # the log, closed and opened again
    (["question_mark"], ("escape", "escape")),  # the help
    (["q"], ("escape", "escape", "n")),  # the leave question, answered "stay"
])
@pilot_test
async def test_a_dialog_answers_once_however_fast_the_keys_come(opening, closing, tmp_path,
                                                                monkeypatch):
    monkeypatch.chdir(tmp_path)  # a copy saved by the Enter in the file name dialog
    app = make_app(make_session("Ann,Ben,Cat", seed=1))
    async with app.run_test(size=(120, 40)) as pilot:
        for key in TO_BENS_TABLE + opening:
            await pilot.press(key)
            await pilot.pause()
        await burst(pilot, *closing)
        await _still_at_the_table(pilot, app)
        await burst(pilot, *closing)  # and once more, from wherever that led
        await _still_at_the_table(pilot, app)


@pilot_test
async def test_a_curtain_lifts_once_however_fast_the_keys_come():
    session = make_session("Ann,Ben,Cat", seed=1)
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await burst(pilot, "enter", "enter")  # the greeting, and what is behind it
        await pilot.pause()
        assert curtain_name(screen_text(app)) == "Ben"
        # the second Enter reaches Ben's table (and plants his front card)
        await burst(pilot, "enter", "enter")
        text = await _still_at_the_table(pilot, app)
        assert "Your hand" in text and curtain_name(text) is None


@pilot_test
async def test_the_start_screen_starts_one_game_however_fast_the_keys_come():
    app = ExcalibohnApp(bot_delay=0, look_for_saves=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await burst(pilot, "ctrl+n", "ctrl+n")
        await _still_at_the_table(pilot, app)
