"""The start screen, leaving, small terminals, undo, save-as and computer players' turns."""

from __future__ import annotations

import json

from tui_helpers import (
    choose,
    make_app,
    make_session,
    pilot_test,
    screen_text,
    session_for,
    table_of,
)

from excalibohn_tui.app import ExcalibohnApp
from excalibohn_tui.dialogs.confirm import ConfirmDialog
from excalibohn_tui.screens.small import TooSmallScreen
from excalibohn_tui.screens.start import StartScreen
from excalibohn_tui.screens.table import TableScreen
from excalibohn_tui.session import Session, parse_seats
from rules.builder import build


@pilot_test
async def test_the_start_screen_starts_a_game_with_the_seats_given(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))  # the new game's autosave goes here
    app = ExcalibohnApp(None, bot_delay=0, look_for_saves=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        name = app.screen.query_one("#seat0")
        name.focus()
        await pilot.press("ctrl+u", "Q", "u", "i", "n", "n")  # a q typed into a name does not quit
        await pilot.pause()
        assert not isinstance(app.screen, ConfirmDialog)
        app.screen.query_one("#seed").value = "42"
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen_stack[-2], TableScreen) or isinstance(app.screen,
                                                                            TableScreen)
        session = app.session
        assert session is not None and session.game.state.seed == 42
        assert [s.name for s in session.seats] == ["Quinn", "Ben", "Cem"]
        assert [s.kind for s in session.seats] == ["human", "human", "normal"]


@pilot_test
async def test_the_start_screen_refuses_too_few_players():
    app = ExcalibohnApp(None, bot_delay=0, look_for_saves=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.screen.query_one("#seat2").kind = "empty"
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert "needs 3 to 5 players; 2 seats are taken" in screen_text(app)


@pilot_test
async def test_q_asks_before_leaving():
    app = make_app(make_session("Ann,bot:random,bot:random", seed=3))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("n")
        await pilot.pause()
        assert not isinstance(app.screen, ConfirmDialog) and app.is_running
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("y")
        await pilot.pause()
    assert app.return_code == 0


@pilot_test
async def test_a_questions_buttons_fit_at_80_columns_and_enters_stands_out():
    """Three answers in a row fit an 80-column screen, and only the button Enter presses
    is drawn apart (a play-tester took the coloured "Yes" for it, and Enter said no)."""
    from textual.widgets import Button

    for size in ((80, 24), (120, 40)):
        app = make_app(make_session("Ann,bot:random,bot:random", seed=3))
        async with app.run_test(size=size) as pilot:
            await pilot.press("enter")
            await pilot.press("q")
            await pilot.pause()
            buttons = list(app.screen.query(Button))
            assert [b.id for b in buttons] == ["yes", "other", "no"]
            for b in buttons:
                r = b.region
                assert r.width >= len(str(b.label)) and r.x >= 0 and r.right <= size[0]

            def background(b, screen=app.screen):
                r = b.region
                return screen.get_style_at(r.x + r.width // 2, r.y + r.height // 2).bgcolor

            yes, other, no = map(background, buttons)
            assert app.focused is buttons[2] and no != yes and yes == other
            # and its sign: colour alone did not say so to two play-testers
            assert [str(b.label).endswith("\u23ce") for b in buttons] == [False, False, True]
            await pilot.press("tab")  # Enter would leave now: the look goes with it
            await pilot.pause()
            assert app.focused is buttons[0]
            assert background(buttons[0]) == no and background(buttons[2]) == other
            assert [str(b.label).endswith("\u23ce") for b in buttons] == [True, False, False]
            # drawn whole, the sign too (a narrow button kept its width and cut it off)
            assert "(y) \u23ce" in screen_text(app)
            await pilot.press("n")


@pilot_test
async def test_answers_too_long_for_one_row_stand_one_above_the_other():
    """In German at 80 columns the third answer, the one Enter gives ("Bleiben"), ran off
    the screen: the answers stand one above the other there, each whole."""
    from textual.widgets import Button

    from rules.i18n import set_language

    set_language("de")
    try:
        app = make_app(make_session("Ann,bot:random,bot:random", seed=3))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("enter")
            await pilot.press("q")
            await pilot.pause()
            buttons = list(app.screen.query(Button))
            assert len(buttons) == 3 and app.screen.has_class("-stacked")
            for b in buttons:
                assert b.region.right <= 80 and b.region.width >= len(str(b.label))
            assert len({b.region.y for b in buttons}) == 3
            assert str(app.focused.label).startswith("Bleiben")
    finally:
        set_language("en")


@pilot_test
async def test_a_question_has_the_answer_enter_gives_in_focus_from_its_first_frame():
    """Play-test over SSH: "t 3 q Enter" left the game.  The question came up with its
    first button, Leave, in focus, and Stay took the focus only a moment later: the Enter
    typed with the "q" answered Leave."""
    from excalibohn_tui.dialogs.confirm import CurtainQuestion

    app = make_app(make_session("Ann,bot:random,bot:random", seed=3))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        question = ConfirmDialog("Leave?", yes="Leave", no="Stay")
        await app.push_screen(question)  # (mounted, nothing after it run yet)
        assert question.focused is not None and question.focused.id == "no"
        question.dismiss(False)
        await pilot.pause()
        curtain = CurtainQuestion("Ann")  # (its Enter shows the hand, as a curtain's)
        await app.push_screen(curtain)
        assert curtain.focused is not None and curtain.focused.id == "yes"


@pilot_test
async def test_a_small_terminal_is_told_how_large_it_must_be():
    app = make_app(make_session("Ann,Ben,Cem", seed=3))
    async with app.run_test(size=(70, 20)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "at least 80 x 24" in text and "This one is 70 x 20" in text
        assert "Your hand" not in text


@pilot_test
async def test_a_game_begun_in_a_small_terminal_shows_once_the_terminal_is_large_enough():
    """The game's first message comes due under the notice; making the terminal larger
    shows it at once, and closing it shows the table, not the notice again."""
    app = make_app(make_session("Ann,Ben,Cem", seed=3))
    async with app.run_test(size=(60, 15)) as pilot:
        await pilot.pause(0.2)
        assert "at least 80 x 24" in screen_text(app)
        await pilot.resize_terminal(100, 30)
        await pilot.pause(0.2)
        assert "at least 80 x 24" not in screen_text(app)
        assert "A new game" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause(0.2)
        assert "at least 80 x 24" not in screen_text(app)
        assert isinstance(app.screen, TableScreen) or "Ann" in screen_text(app)


@pilot_test
async def test_undo_takes_back_a_planting():
    session = make_session("Ann,bot:random,bot:random", seed=3)
    app = make_app(session)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")  # the start player is announced
        await pilot.pause()
        before = list(session.game.state.seats[0].hand)
        await choose(pilot, app, "on empty field 1")
        assert len(session.game.state.seats[0].hand) == len(before) - 1
        await pilot.press("u")
        await pilot.pause()
        assert session.game.state.seats[0].hand == before
        assert not session.game.state.seats[0].fields[0].cards
        assert any("on empty field 1" in c.label for c in table_of(app)._choices)


@pilot_test
async def test_an_undo_takes_the_notices_of_the_moves_it_takes_back_with_them():
    """Play-test: "Ann has nothing left to use: phase 1b ends." stood for its seconds over
    the phase 1b list that an undo had just brought back. Told again later, the same
    words show (they are not taken as still on screen)."""
    session = make_session("Ann,bot:random,bot:random", seed=3)
    app = make_app(session)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.press("enter")  # the start player is announced
        await pilot.pause()
        await choose(pilot, app, "on empty field 1")
        words = "Something said of the planting."
        app.notify(words, timeout=30, markup=False)
        await pilot.pause()
        assert words in screen_text(app)
        await pilot.press("u")
        await pilot.pause()
        assert not session.game.state.seats[0].fields[0].cards  # (taken back)
        assert words not in screen_text(app)
        app.notify(words, timeout=30, markup=False)
        await pilot.pause()
        assert words in screen_text(app)


@pilot_test
async def test_save_as_writes_a_copy(tmp_path):
    session = make_session("Ann,bot:random,bot:random", seed=3)
    app = make_app(session)
    target = tmp_path / "copy.json"
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        await pilot.press("w")
        await pilot.pause()
        field = app.screen.query_one("#path")
        field.value = str(target)
        await pilot.press("enter")
        await pilot.pause()
    assert target.exists() and json.loads(target.read_text())


@pilot_test
async def test_save_as_says_where_a_bare_name_goes_and_where_it_went(tmp_path, monkeypatch):
    """Play-test: the dialog offered "excalibohn-game.json" with no folder; the player
    typed a whole path to be safe."""
    monkeypatch.chdir(tmp_path)
    session = make_session("Ann,bot:random,bot:random", seed=3)
    app = make_app(session)
    told: list[str] = []
    monkeypatch.setattr(app, "notify", lambda message, **kw: told.append(str(message)))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        await pilot.press("w")
        await pilot.pause()
        from textual.widgets import Static

        hints = [str(w.render()) for w in app.screen.query(Static)]
        assert f"A name without a folder goes in {tmp_path}" in hints
        app.screen.query_one("#path").value = "mine.json"
        await pilot.press("enter")
        await pilot.pause()
    assert (tmp_path / "mine.json").exists()
    assert f"Saved a copy to {tmp_path / 'mine.json'}" in told


@pilot_test
async def test_save_as_asks_before_it_replaces_a_file(tmp_path, monkeypatch):
    # (a name typed wrong replaced another file without a word; the command line's
    # save-as refuses without --force)
    from excalibohn_tui.dialogs.confirm import ConfirmDialog
    from excalibohn_tui.dialogs.path import PathDialog

    monkeypatch.chdir(tmp_path)
    (tmp_path / "excalibohn-game.json").write_text("an earlier copy")
    keep = tmp_path / "notes.txt"
    keep.write_text("KEEP")
    app = make_app(make_session("Ann,bot:random,bot:random", seed=3))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter", "w")
        await pilot.pause()
        field = app.screen.query_one("#path")
        assert field.value == "excalibohn-game-2.json"  # (not the name taken)
        field.value = "notes.txt"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        assert f"{keep} exists already" in screen_text(app)
        await pilot.press("enter")  # (Enter keeps it: "Another name")
        await pilot.pause()
        assert isinstance(app.screen, PathDialog) and keep.read_text() == "KEEP"
        await pilot.press("enter", "y")  # asked again, and replaced
        await pilot.pause()
        assert not isinstance(app.screen, PathDialog | ConfirmDialog)
    assert json.loads(keep.read_text())["format"] == "excalibohn-save"


@pilot_test
async def test_save_as_says_in_the_dialog_why_a_name_cannot_be(tmp_path, monkeypatch):
    # (a name too long, or an unknown user's ~, crashed the game; a refused name closed
    # the dialog, to be typed again)
    from excalibohn_tui.dialogs.path import PathDialog

    monkeypatch.chdir(tmp_path)
    app = make_app(make_session("Ann,bot:random,bot:random", seed=3))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter", "w")
        await pilot.pause()
        for name, words in (("a" * 300 + ".json", "the name is too long"),
                            ("~no-such-user-here/x.json", "does not know"),
                            ("nowhere/x.json", "There is no folder")):
            app.screen.query_one("#path").value = name
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, PathDialog) and app.is_running
            assert words in " ".join(screen_text(app).split())
        assert list(tmp_path.iterdir()) == []


@pilot_test
async def test_computer_players_act_under_the_public_view():
    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap", "mean", "sword"], 1: ["white"],
                                               2: ["sword"]}, active=0, phase="1a")
    session = session_for(game, ["random", "human", "human"])  # a computer player is active
    # a long pause per computer action: the first one is still pending while we look
    app = ExcalibohnApp(session, bot_delay=30, look_for_saves=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = table_of(app)
        for _ in range(100):  # the computer player decides in a thread, then pauses
            if not table._thinking:
                break
            await pilot.pause(0.02)
        assert table._bot_timer is not None and not game.log
        assert table.viewer is None
        text = screen_text(app)
        assert "Your hand" not in text
        assert "computer players are at work" in text
        assert "Ann must plant their front card" in text


@pilot_test
async def test_continue_the_last_game_from_the_start_screen(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    from excalibohn_tui.session import Session, parse_seats

    saved = Session.new(parse_seats("Ann,Ben,bot:random"), 21)
    first = saved.game.awaiting()[0].player
    saved.apply(saved.game.legal_actions(first)[0])
    app = ExcalibohnApp(None, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "Continue the last game" in screen_text(app)
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert app.session is not None
        assert app.session.game.log == saved.game.log


@pilot_test
async def test_without_a_saved_game_nothing_offers_to_continue_one(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    app = ExcalibohnApp(None, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "New game" in text  # the key bar
        assert "Continue" not in text  # neither a button nor a key
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert app.session is None and "New game" in screen_text(app)


@pilot_test
async def test_shrinking_the_terminal_hides_the_table_until_it_is_large_again():
    app = make_app(make_session("Ann,Ben,Cem", seed=3))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.resize_terminal(60, 20)
        await pilot.pause(0.3)  # the app learns its new size a moment after the event
        assert "at least 80 x 24" in screen_text(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause(0.3)
        assert "at least 80 x 24" not in screen_text(app)
        assert "A new game" in screen_text(app)  # the announcement waits where it was


def test_the_start_screen_knows_every_kind_of_computer_player():
    from excalibohn_ai import FACTORIES
    from excalibohn_tui.screens.start import COMPUTER_KINDS

    assert list(COMPUTER_KINDS) == list(FACTORIES)


def test_the_start_screen_paints_and_lists_the_saves_without_the_rules_engine(tmp_path):
    import os
    import subprocess
    import sys

    Session.new(parse_seats("Ann,Ben,Cem"), 3)  # a saved game to list (in the test's folder)
    code = ("import sys; import excalibohn_tui.app, excalibohn_tui.screens.start; "
            "from excalibohn_tui.persistence import list_saves; assert len(list_saves()) == 1; "
            "print(sorted(m for m in ('rules.engine', 'excalibohn_ai', 'pydantic', "
            "'excalibohn_tui.save_format', 'excalibohn_tui.session', "
            "'excalibohn_tui.screens.table') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, env=os.environ)
    assert out.stdout.strip() == "[]"


@pilot_test
async def test_computer_players_without_a_delay_leave_the_keys_alive(monkeypatch):
    """Computer players without a delay play in batches with a paint between them: 'q'
    asks at once, mid-game (it waited for the end of the whole game)."""
    from excalibohn_tui.screens import table_bots

    monkeypatch.setattr(table_bots, "BATCH", 0.0, raising=False)  # a step a batch
    session = make_session("bot:normal,bot:normal,bot:normal", seed=4)
    app = make_app(session)
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(100):  # (a loaded machine plays the first steps slowly)
            await pilot.pause(0.05)
            if len(session.game.log) > 3:
                break
        await pilot.press("q")
        await pilot.pause(0.1)
        assert isinstance(app.screen, ConfirmDialog)
        assert not session.game.finished and len(session.game.log) > 3
        await pilot.press("n")


@pilot_test
async def test_a_greeting_given_to_the_table_is_told_as_it_opens():
    """(``run_session``'s greeting: what 'resume' says of a game that was hosted.)"""
    app = make_app(session_for(build(["Ann", "Ben", "Cem"], active=0, phase="1a"),
                               ["human", "random", "random"]))
    app.greeting = "This game was hosted."
    # (shown for real: placed at the log's top, it looked for a log not yet composed,
    # and a player coming back over SSH was put out by the mistake, play-test)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        shown = [n.message for n in app._notifications]
        assert shown.count("This game was hosted.") == 1, shown
        assert "This game was hosted." in screen_text(app)


@pilot_test
async def test_the_too_small_notice_wraps_its_words_in_a_very_small_terminal():
    # at 30 columns it said only "Excalibohn needs a terminal of" and "This one is 30 x 10:
    # please": the size it needs was cut off (play-test)
    app = make_app(make_session("Ann,Ben,Cem", seed=3))
    async with app.run_test(size=(30, 10)) as pilot:
        await pilot.pause(0.2)
        said = " ".join(screen_text(app).split())
        assert "at least 80 x 24" in said and "This one is 30 x 10" in said, said
        assert "make it larger" in said, said
        # q asks nothing here (its question went unseen under the notice, play-test): a
        # game that is not saved stays, and the notice says why
        assert "Some moves are not saved: make it larger to leave." in said, said
        await pilot.press("q")
        await pilot.pause()
        assert app.is_running and isinstance(app.screen, TooSmallScreen)
    # a game that is saved: q leaves at once, the game kept
    app = make_app(Session.new(parse_seats("Ann,Ben,Cem"), 3))  # (saved in tmp_path)
    async with app.run_test(size=(30, 10)) as pilot:
        await pilot.pause(0.2)
        assert "q leaves (the game is kept)." in " ".join(screen_text(app).split())
        await pilot.press("q")
        await pilot.pause()
        assert not app.is_running
