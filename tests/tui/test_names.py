"""Names are text, never markup and never terminal codes.  A name with control characters
is refused, with a message naming the problem, wherever a name comes in: the command line,
the start screen, a save file.  Every name the players chose is shown as it was written:
on the curtain, the table, the end screen and the replay."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from tui_helpers import (
    make_app,
    pilot_test,
    screen_text,
    session_for,
    stopped_clock,
    whole_game,
)

from excalibohn_tui.app import ExcalibohnApp
from excalibohn_tui.cli import main
from excalibohn_tui.names import check_names, printable
from excalibohn_tui.persistence import SaveError, load_session
from excalibohn_tui.screens.start import StartScreen
from excalibohn_tui.session import SeatConfig, Session, parse_seats

RETITLE = "\x1b]2;PWNED\x07Red"  # an escape code that retitles the terminal, then "Red"
BAD_NAMES = [RETITLE, "Ann\x1b[2J", "Be\x00n", "Cat\r", "Dan\u202e", "Eve\u200b"]


@pytest.mark.parametrize("name", BAD_NAMES)
def test_a_name_with_a_control_character_is_refused(name):
    with pytest.raises(ValueError, match="control character"):
        check_names([name, "Ben", "Cat"])
    assert "\x1b" not in printable(name) and "\x00" not in printable(name)


@pytest.mark.parametrize("names, words", [
    (["Ann", "ann", "Ben"], "differ only by case"),
    (["ANN", "Ben", "ann"], "differ only by case"),
    (["Ann", "Ben", "Ann"], "same name"),
    (["Ann", "Ben", " "], "empty"),
    (["Ann", "Ben", "x" * 21], "longer than 20"),
])
def test_names_that_would_confuse_a_curtain_are_refused(names, words):
    with pytest.raises(ValueError, match=words):
        check_names(names)


def test_plain_names_in_any_script_are_welcome():
    check_names(["Zoë", "Jürgen", "[b]Cat[/b]"])
    assert [s.name for s in parse_seats("Zoë,Ἀθηνᾶ,李,bot:random")][:3] == ["Zoë", "Ἀθηνᾶ", "李"]


@pytest.mark.parametrize("seats", [RETITLE + ",Ben,Cat", "Ann,ann,Ben", "Ann,Ben,Ca\tt"])
def test_play_refuses_such_names_without_writing_them_raw(seats):
    run = subprocess.run([sys.executable, "-m", "excalibohn_tui.cli", "play", "--seats", seats],
                         capture_output=True, text=True, timeout=20)
    assert run.returncode == 2
    assert "argument --seats" in run.stderr and "Traceback" not in run.stderr
    assert not any(ch in run.stderr for ch in "\x1b\x07\t")
    assert "\x1b" not in run.stdout


@pilot_test
async def test_the_start_screen_refuses_a_name_with_a_control_character():
    app = ExcalibohnApp(None, bot_delay=0, look_for_saves=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for name, words in [("Ann\x1b[2J", "control character"), ("ann", "differ only by case")]:
            app.screen.query_one("#seat1").player = name
            await pilot.press("ctrl+n")
            await pilot.pause()
            assert isinstance(app.screen, StartScreen)
            assert words in screen_text(app)
            assert app.session is None


def _crafted_save(tmp_path, names: list[str]):
    """A save written by a session whose names nothing checked (a crafted file)."""
    seats = [SeatConfig(name=n) for n in names]
    session = Session.new(seats, 3, autosave=False)
    return session.save_as(tmp_path / "crafted.json")


def test_a_save_file_with_such_a_name_is_refused(tmp_path, capsys):
    path = _crafted_save(tmp_path, [RETITLE, "Ben", "Cat"])
    with pytest.raises(SaveError, match="control character"):
        load_session(path)
    assert main(["resume", "--check", str(path)]) == 1
    err = capsys.readouterr().err
    assert "control character" in err and "\x1b" not in err and "\x07" not in err


def test_a_game_saved_with_names_that_differ_only_by_case_goes_on(tmp_path, capsys):
    """Such names are refused for a new game, but a game saved before that rule (or by
    another version) is never lost for it; the same name twice is still refused."""
    path = _crafted_save(tmp_path, ["Ann", "ann", "Ben"])
    assert [s.name for s in load_session(path).seats] == ["Ann", "ann", "Ben"]
    assert main(["resume", "--check", str(path)]) == 0
    with pytest.raises(ValueError, match="same name"):
        check_names(["Ann", "ann", "Ann"], case_apart=True)


def test_a_file_name_with_terminal_codes_is_not_written_raw(tmp_path, capsys):
    path = tmp_path / "\x1b]2;PWNED\x07.json"
    assert main(["resume", "--check", str(path)]) == 1
    err = capsys.readouterr().err
    assert "There is no saved game" in err and "\x1b" not in err and "\x07" not in err


# -------------------------------------------------------------------- rendering

#: seed 1, three people: Ben starts; these keys take him through his turn to Cat's curtain
#: (2 plants a turned-up card; the other follows by itself)
TO_THIRD_CURTAIN = ["enter", "enter", "1", "1", "1", "4", "2"]
MARKUP_NAMES = ["[b]Ann", "[@click=app.quit]B", "[b]Cat[/b]"]


@pilot_test
async def test_names_with_markup_are_shown_as_written_and_do_nothing():
    seats = parse_seats(",".join(MARKUP_NAMES))
    app = make_app(Session.new(seats, 1, autosave=False))
    async with app.run_test(size=(120, 40)) as pilot:
        # (the table's clock stopped: on a loaded machine a list drawn more than a moment
        # after the key that brought it counts as sprung, and the next key is held)
        with stopped_clock():
            for key in TO_THIRD_CURTAIN:
                await pilot.press(key)
                await pilot.pause()
        text = screen_text(app)
        assert "[b]Cat[/b], please take the keyboard." in text
        assert "Since the game began:" in text  # (Cat's first time at the keyboard)
        assert "[@click=app.quit]B" in text  # in the log, as written
        assert "[b]Ann" in text  # on the board
        # the name is not a link: a click on it does nothing
        row = next(y for y, line in enumerate(text.splitlines()) if "[@click" in line)
        col = text.splitlines()[row].index("[@click")
        await pilot.click(offset=(col + 3, row))
        await pilot.pause()
        assert app.is_running and app.return_code is None
        await pilot.press("enter")
        await pilot.pause()
        assert "[b]Cat[/b]  (you)" in screen_text(app)


@pilot_test
async def test_the_end_screen_and_the_replay_show_names_as_written():
    game = whole_game(MARKUP_NAMES)
    app = make_app(session_for(game, ["human"] * 3))
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(10):
            await pilot.pause()
            if "Scores" in screen_text(app):
                break
        text = screen_text(app)
        winners = [MARKUP_NAMES[p] for p in game.state.result.winners]
        assert all(name in text for name in MARKUP_NAMES), text  # the scores table
        assert " and ".join(winners) in text  # the headline
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("end")
        await pilot.pause()
        assert all(name in screen_text(app) for name in MARKUP_NAMES)


def test_replay_text_writes_no_control_character(tmp_path, capsys):
    game = whole_game(["Ann", "Ben", "Cat"])
    session = Session(game, [SeatConfig(name=n) for n in ("Ann", "Ben", "Cat")])
    path = session.save_as(tmp_path / "done.json")
    doc = json.loads(path.read_text())
    assert main(["replay", "--text", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Won by" in out
    assert not [ch for ch in out if ch != "\n" and not ch.isprintable()]
    assert doc["seats"][0]["name"] == "Ann"


def test_a_name_is_quoted_as_the_language_quotes():
    """A German play-tester read "denselben Namen, 'Clara'": German quotes „Clara“."""
    from rules.i18n import set_language

    with pytest.raises(ValueError, match="same name, 'Clara'"):
        check_names(["Clara", "Clara", "Ben"])
    set_language("de")
    try:
        with pytest.raises(ValueError, match="denselben Namen, \u201eClara\u201c"):
            check_names(["Clara", "Clara", "Ben"])
        with pytest.raises(ValueError, match="\u201eClara \u201c"):  # (the space shows)
            check_names(["Clara ", "Ben", "Cat"])
    finally:
        set_language("en")
