"""A save file's name gives nothing of the game away.  The seed recreates every starting
hand and the whole draw order, so it is never part of a save's name (earlier versions
put it there: such files still load, and lose that name), and nothing shows the seed of
an unfinished game: not ``resume --check``, not a message about saving."""

from __future__ import annotations

import random
import re
from pathlib import Path

from persist_helpers import HUMANS, make_unwritable, play

from excalibohn_tui.cli import main
from excalibohn_tui.persistence import latest_unfinished, load_session, saves_dir
from excalibohn_tui.session import Session

SEED = 424242  # digits that turn up nowhere else in these games' descriptions


def _names() -> list[str]:
    return sorted(p.name for p in saves_dir().iterdir())


def test_a_new_game_is_saved_under_a_name_without_its_seed() -> None:
    first = Session.new(HUMANS, seed=SEED)
    second = Session.new(HUMANS, seed=SEED)  # the same second, the same seed
    for session in (first, second):
        assert session.save_path is not None and session.save_path.exists()
        assert str(SEED) not in session.save_path.name
        assert re.fullmatch(r"game-\d{8}-\d{6}-[a-z]{8}\.json", session.save_path.name)
    assert first.save_path != second.save_path


def _an_old_save(moves: int) -> tuple[Path, list]:
    """An unfinished game saved under the name earlier versions gave it."""
    session = Session.new(HUMANS, seed=SEED, autosave=False)
    play(session, moves, random.Random(3))
    saves_dir().mkdir(parents=True, exist_ok=True)
    path = session.save_as(saves_dir() / f"game-20240102-030405-{SEED}.json")
    return path, list(session.game.log)


def test_an_old_save_named_after_its_seed_is_continued_under_a_new_name(capsys) -> None:
    old, log = _an_old_save(9)
    assert main(["resume", "--check"]) == 0
    out = capsys.readouterr().out
    assert "9 moves" in out and str(SEED) not in out
    assert not [n for n in _names() if str(SEED) in n]  # renamed, not copied
    [name] = _names()
    assert name.startswith("game-20240102-030405-")  # still tells when it was started
    assert latest_unfinished() == saves_dir() / name
    assert load_session(saves_dir() / name).game.log == log


def test_an_old_save_named_on_the_command_line_loses_its_seed_too(capsys) -> None:
    old, log = _an_old_save(5)
    assert main(["resume", "--check", str(old)]) == 0
    out = capsys.readouterr().out
    assert "5 moves" in out and str(SEED) not in out
    session = load_session(saves_dir() / _names()[0])
    assert str(SEED) not in str(session.save_path) and session.game.log == log
    play(session, 3, random.Random(4))  # goes on in the renamed file: one game, one file
    assert _names() == [session.save_path.name]


def test_a_save_that_fails_names_no_seed() -> None:
    session = Session.new(HUMANS, seed=SEED)
    undo = make_unwritable(saves_dir())
    try:
        play(session, 1, random.Random(5))
    finally:
        undo()
    assert session.save_error is not None and "could not be saved" in session.save_error
    assert str(SEED) not in session.save_error
