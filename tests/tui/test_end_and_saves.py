"""A failed autosave is told to the players; the end screen offers the replay."""

from __future__ import annotations

import json
import os
import random

import positions
from tui_helpers import (
    make_app,
    make_session,
    make_unwritable,
    pilot_test,
    plain_move,
    screen_text,
    session_for,
    table_of,
    until,
    whole_game,
)

from excalibohn_tui.app import ExcalibohnApp
from excalibohn_tui.persistence import load_session, saves_dir
from excalibohn_tui.screens.end import EndScreen
from excalibohn_tui.screens.replay import ReplayScreen
from excalibohn_tui.session import Session, parse_seats


async def _to_a_choice(pilot, app) -> None:
    """Past the announcement and the curtain, to a human with an action to choose."""
    for _ in range(10):
        await pilot.pause()
        table = table_of(app)
        if app.screen is table and any(c.kind == "apply" for c in table._choices):
            return
        await pilot.press("enter")
    raise AssertionError("no choice came up")


async def _make_a_move(pilot, app) -> None:
    await _to_a_choice(pilot, app)
    table = table_of(app)
    moves = len(table.session.game.log)
    table.action_pick(plain_move(table))
    await pilot.pause()
    assert len(table.session.game.log) > moves


def _told(app) -> list[str]:
    return [f"{n.title}: {n.message}" for n in app._notifications]


@pilot_test
async def test_a_failed_autosave_is_told_once_and_play_goes_on(tmp_path):
    session = make_session("Ann,Ben,Cem", seed=5)
    blocker = tmp_path / "a-file-not-a-folder"
    blocker.write_text("")
    session.save_path = blocker / "game.json"  # cannot be written
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await _make_a_move(pilot, app)
        told = [t for t in _told(app) if "not being saved" in t]
        assert len(told) == 1
        assert "Play goes on" in told[0] and "press w" in told[0]
        assert session.save_error is not None
        await _make_a_move(pilot, app)  # the same failure again: not told again
        assert len([t for t in _told(app) if "not being saved" in t]) == 1
        session.save_path = tmp_path / "game.json"  # the disk works again
        await _make_a_move(pilot, app)
        assert session.save_error is None and session.save_path.exists()
        assert any("saved after every move again" in t for t in _told(app))


@pilot_test
async def test_the_end_screen_replays_the_finished_game():
    game = whole_game()
    app = make_app(session_for(game, ["human", "human", "human"]))
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(10):
            await pilot.pause()
            if isinstance(app.screen, EndScreen):
                break
        assert isinstance(app.screen, EndScreen)
        assert "Replay the game" in screen_text(app)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        assert app.screen.steps[-1].index == len(game.log)
        assert "\u2b58" not in screen_text(app)  # (Textual's header mark, read as a stray one)
        await pilot.press("end")
        await pilot.pause()
        assert f"move {len(game.log)} of {len(game.log)}" in app.screen.sub_title
        await pilot.press("escape")  # back to the end screen, the game still on the table
        await pilot.pause()
        assert isinstance(app.screen, EndScreen)


@pilot_test
async def test_a_hand_made_position_has_no_replay_and_says_so():
    app = make_app(session_for(positions.finished_game(), ["human", "human", "human"]))
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(10):
            await pilot.pause()
            if isinstance(app.screen, EndScreen):
                break
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, EndScreen)
        assert any("no replay" in t for t in _told(app))


# ------------------------------------------- saving that fails, and leaving meanwhile


async def _keys(pilot, *keys) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


async def _saving_fails_after_one_move(pilot, session):
    """Seed 1, Ann, Ben and Cat: Ben plants once (saved), then the saves folder refuses
    files and Ben makes two more moves."""
    await _keys(pilot, "enter", "enter", "1")
    assert len(session.game.log) == 1 and session.save_error is None
    saved_turn = _autosaved(session).state.turn
    undo = make_unwritable(saves_dir())
    await _keys(pilot, "1", "1")
    assert len(session.game.log) == 3
    return undo, saved_turn


def _saved_game():
    """Seed 1, Ann, Ben and Cat, saved after every move into the test's data folder."""
    session = Session.new(parse_seats("Ann,Ben,Cat"), 1)
    return session, make_app(session)


def _autosaved(session):
    return load_session(session.save_path, autosave=False).game


@pilot_test
async def test_saving_that_fails_stays_on_the_table_until_it_works_again():
    session, app = _saved_game()
    async with app.run_test(size=(120, 40)) as pilot:
        undo, _ = await _saving_fails_after_one_move(pilot, session)
        app.clear_notifications()  # the toast is gone (after 20 seconds): the table still says it
        await pilot.pause()
        text = screen_text(app)
        assert "NOT SAVED" in text and "the last 2 moves" in text and "Press w" in text
        undo()
        await _keys(pilot, "4")  # the folder takes files again (Ben ends the trading)
        assert "NOT SAVED" not in screen_text(app)
        assert len(_autosaved(session).log) == len(session.game.log)


@pilot_test
async def test_leaving_while_saving_fails_says_what_is_lost_and_offers_a_copy(tmp_path):
    session, app = _saved_game()
    copy = tmp_path / "rescued.json"
    async with app.run_test(size=(120, 40)) as pilot:
        undo, turn = await _saving_fails_after_one_move(pilot, session)
        await _keys(pilot, "q")
        text = screen_text(app)
        assert "The game is saved" not in text
        assert f"The last 2 moves since turn {turn} are not saved" in text
        await _keys(pilot, "s")  # save a copy elsewhere
        field = app.screen.query_one("Input")
        field.value = str(copy)
        await _keys(pilot, "enter")
        undo()
    assert app.return_code == 0
    assert load_session(copy, autosave=False).game.log == session.game.log
    assert len(_autosaved(session).log) == 1  # as the question said


@pilot_test
async def test_leaving_without_saving_is_a_choice_made_knowingly():
    session, app = _saved_game()
    async with app.run_test(size=(120, 40)) as pilot:
        undo, _ = await _saving_fails_after_one_move(pilot, session)
        try:
            await _keys(pilot, "q", "escape")  # Escape stays
            assert app.is_running and "Leave" not in screen_text(app)
            await _keys(pilot, "q", "y")
        finally:
            undo()
    assert app.return_code == 0
    assert len(_autosaved(session).log) == 1


@pilot_test
async def test_leaving_a_saved_game_says_it_is_saved():
    session, app = _saved_game()
    async with app.run_test(size=(120, 40)) as pilot:
        await _keys(pilot, "enter", "enter", "1", "q")
        assert "The game is saved" in screen_text(app)
        # (started with "excalibohn play", a player has seen no start screen: the command)
        assert "excalibohn resume" in " ".join(screen_text(app).split())
        await _keys(pilot, "y")
    assert len(_autosaved(session).log) == 1


@pilot_test
async def test_a_game_damaged_inside_is_marked_in_the_list_and_says_why_when_chosen():
    older = Session.new(parse_seats("Ann,Ben,Cat"), 48)
    for _ in range(6):
        w = older.game.awaiting()[0].player
        older.apply(random.Random(w).choice(older.game.legal_actions(w)))
    os.utime(older.save_path, (1_000_000, 1_000_000))
    newer = Session.new(parse_seats("Ann,Ben,Cat"), 49)
    doc = json.loads(newer.save_path.read_bytes())
    doc["state"]["seats"][0]["hand"].append(1)  # edited inside: its start and end look fine
    newer.save_path.write_text(json.dumps(doc))
    app = ExcalibohnApp(None, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(5):
            await pilot.pause()
        await app.workers.wait_for_complete()  # each listed game checked whole
        await pilot.pause()
        # marked before anyone chose it (the header alone listed it as "turn 1")
        [line] = [x for x in screen_text(app).splitlines() if "damaged" in x]
        assert "Ann, Ben, Cat" in line
        assert "Continue the last game" in screen_text(app)  # (the older one)
        saves = app.screen.query_one("#saves")
        saves.focus()
        saves.highlighted = next(k for k, g in enumerate(saves.games)
                                 if g.path == newer.save_path)
        await pilot.press("enter")  # chosen all the same: why it cannot go on
        await pilot.pause()
        told = " ".join(_told(app))
        assert newer.save_path.name in told and "does not agree with itself" in told
        assert app.session is None
        await pilot.press("ctrl+o")  # the newest that can go on
        await pilot.pause()
        assert app.session is not None and app.session.game.log == older.game.log


@pilot_test
async def test_a_save_whose_header_cannot_be_read_is_listed_and_can_be_deleted():
    # (a file of garbage in the saves folder vanished from the start screen without a
    # word, play-test: listed by its file name, "damaged", it says why when chosen)
    saves_dir().mkdir(parents=True, exist_ok=True)
    garbage = saves_dir() / "game-20261207-101010-garbage.json"
    garbage.write_text("{")
    app = ExcalibohnApp(None, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: "Saved games" in screen_text(app))
        [line] = [x for x in screen_text(app).splitlines() if "damaged" in x]
        assert "game-20261207-101010" in line
        assert "Continue the last game" not in screen_text(app)
        saves = app.screen.query_one("#saves")
        saves.focus()
        await pilot.press("enter")
        await pilot.pause()
        told = " ".join(_told(app))
        assert "not complete JSON" in told and app.session is None
        await pilot.press("d", "y")
        await pilot.pause()
    assert not garbage.exists()


@pilot_test
async def test_the_curtain_says_too_that_saving_fails():
    session, app = _saved_game()
    async with app.run_test(size=(120, 40)) as pilot:
        undo, _ = await _saving_fails_after_one_move(pilot, session)
        try:
            await _keys(pilot, "4", "2", "1")  # Ben's turn ends: Cat's curtain
            text = screen_text(app)
            assert "Cat, please take the keyboard" in text
            assert "NOT SAVED: the last 5 moves" in text
        finally:
            undo()


@pilot_test
async def test_a_new_game_started_after_the_end_of_one_opens_its_table():
    """Play-test: "n" on the end screen showed the start screen, but the game started from
    it left an empty screen (its choice went to the end screen, gone by then).  It opens
    the new game's table.  The start screen offers the game just played again."""
    from excalibohn_tui.screens.start import StartScreen
    from excalibohn_tui.screens.table import TableScreen

    first = Session.new(parse_seats("bot:random,bot:random,bot:random"), 11,
                        variant="bohnanza", autosave=False)
    app = ExcalibohnApp(first, bot_delay=0, look_for_saves=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, EndScreen), most=30)
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, StartScreen))
        start = app.screen
        # the table it offers is the game just played (a rematch), not the last one set
        # up on the start screen (play-test: a game started with --seats, then "n")
        assert start.variant() == "bohnanza"
        assert [row.kind for row in start.seat_rows()] == ["random"] * 3 + ["empty"] * 2
        seat = start.query_one("#seat0")
        seat.kind, seat.player = "human", "Quinn"  # (someone sits down this time)
        await pilot.press("ctrl+n")
        await until(pilot, lambda: app.table_screen() is not None)
        table = app.table_screen()
        assert table is not None and table.session is app.session is not first
        assert not app.session.game.finished and "Turn 1" in screen_text(app)
        assert isinstance(app.screen_stack[1], TableScreen)
