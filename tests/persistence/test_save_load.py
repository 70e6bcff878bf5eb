"""Autosave, loading, the save format and its checks, save-as and the last unfinished game."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest
from persist_helpers import BOTS, HUMANS, finish, make_unwritable, play

from excalibohn_tui import persistence
from excalibohn_tui.persistence import (
    FORMAT_VERSION,
    SaveError,
    data_dir,
    latest_unfinished,
    load_session,
    saves_dir,
)
from excalibohn_tui.session import Session


def _snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in folder.iterdir()}


def test_data_dir_follows_xdg_data_home(data_home: Path) -> None:
    assert data_dir() == data_home / "excalibohn"
    assert saves_dir().parent == data_dir()


def test_every_action_is_saved_and_loads_back_equal() -> None:
    session = Session.new(HUMANS, seed=3)
    path = session.save_path
    assert path is not None and path.parent == saves_dir()
    assert load_session(path).game.log == []  # saved at the deal already
    rng = random.Random(1)
    for _ in range(40):
        play(session, 1, rng)
        loaded = load_session(path)
        assert loaded.game == session.game
        assert loaded.seats == session.seats
        assert loaded.save_path == path  # an autosave goes on in its own file
    doc = json.loads(path.read_bytes())
    assert doc["format"] == "excalibohn-save" and doc["version"] == FORMAT_VERSION
    assert doc["seed"] == 3 and doc["finished"] is False
    assert not [p for p in saves_dir().iterdir() if p.suffix != ".json"]  # no temp files left


def test_atomic_write_keeps_the_old_save_when_the_rename_fails(monkeypatch) -> None:
    session = Session.new(HUMANS, seed=4)
    path = session.save_path
    before = path.read_bytes()

    def broken(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(persistence.os, "replace", broken)
    play(session, 3, random.Random(2))
    assert path.read_bytes() == before  # the previous save is intact
    # (in our words, with the advice that fits: "the disk is full. Free some disk space.")
    assert session.save_error is not None and "the disk is full. Free" in session.save_error
    assert "\n" not in session.save_error
    assert [p.name for p in saves_dir().iterdir()] == [path.name]  # temp files removed
    monkeypatch.undo()
    play(session, 1, random.Random(2))  # the next action saves again
    assert session.save_error is None
    assert load_session(path).game == session.game


def test_writes_are_synced(monkeypatch) -> None:
    synced: list[int] = []
    real = os.fsync
    monkeypatch.setattr(persistence.os, "fsync", lambda fd: (synced.append(fd), real(fd)))
    Session.new(HUMANS, seed=5)
    assert len(synced) >= 2  # the file, then its folder


def test_a_game_without_autosave_writes_nothing(data_home: Path) -> None:
    session = Session.new(HUMANS, seed=6, autosave=False)
    play(session, 10, random.Random(3))
    assert session.save_path is None
    assert not data_home.exists()


def test_latest_unfinished_skips_finished_and_damaged_games() -> None:
    assert latest_unfinished() is None
    rng = random.Random(4)
    older = Session.new(BOTS, seed=10)
    play(older, 5, rng)
    done = Session.new(BOTS, seed=11)
    path, done.save_path = done.save_path, None  # play on quickly, then save once
    finish(done, rng)
    done.save_path = path
    done.autosave()
    assert load_session(done.save_path).game.finished  # finished games are kept (replay)
    os.utime(older.save_path, (1_000_000, 1_000_000))
    assert latest_unfinished() == older.save_path
    newer = Session.new(BOTS, seed=12)
    assert latest_unfinished() == newer.save_path
    newer.save_path.write_bytes(b"\x00garbage")
    assert latest_unfinished() == older.save_path


def test_save_as_writes_a_copy_that_stays_as_it_was(tmp_path: Path) -> None:
    session = Session.new(HUMANS, seed=7)
    rng = random.Random(5)
    play(session, 12, rng)
    copy = session.save_as(tmp_path / "before-the-trade.json")
    frozen = copy.read_bytes()
    resumed = load_session(copy)
    assert resumed.game == session.game
    assert resumed.save_path not in (copy, session.save_path)
    assert resumed.save_path.parent == saves_dir()
    play(resumed, 3, rng)
    assert copy.read_bytes() == frozen  # playing on from a named copy leaves it alone


def test_save_as_into_an_impossible_place_raises_a_clear_error(tmp_path: Path) -> None:
    session = Session.new(HUMANS, seed=8, autosave=False)
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    with pytest.raises(SaveError) as err:
        session.save_as(blocker / "game.json")
    assert str(err.value).count("\n") == 0
    assert "No copy was saved" in str(err.value) and "part of the path is not a folder" in str(
        err.value)  # (it said "File exists", the system's words for it, play-test)


@pytest.mark.parametrize("name, words", [
    ("~no-such-user-here/game.json", "home folder of a user this system does not know"),
    ("a" * 300 + ".json", "the name is too long"),
    ("newdir/", "ends in a slash"),
    ("", "is a folder"),
    ("/dev/null", "not a regular file"),
])
def test_save_as_refuses_in_words_where_a_copy_cannot_go(tmp_path, monkeypatch, name,
                                                          words) -> None:
    # (a crash, or a traceback at the command line, for the first two; a file called
    # newdir; "Is a directory"; /dev/full replaced by a file: play-test)
    monkeypatch.chdir(tmp_path)
    session = Session.new(HUMANS, seed=8, autosave=False)
    with pytest.raises(SaveError) as err:
        session.save_as(name)
    assert words in str(err.value) and "\n" not in str(err.value)
    assert list(tmp_path.iterdir()) == []


def test_save_as_into_a_folder_that_is_not_there_makes_none(tmp_path: Path) -> None:
    # a mistyped folder became a new folder holding the copy, without a word
    session = Session.new(HUMANS, seed=8, autosave=False)
    with pytest.raises(SaveError) as err:
        session.save_as(tmp_path / "gmaes" / "game.json")
    assert f"no folder {tmp_path / 'gmaes'}" in str(err.value)
    assert list(tmp_path.iterdir()) == []


def _tamper(path: Path, change) -> None:
    doc = json.loads(path.read_bytes())
    change(doc)
    path.write_text(json.dumps(doc))


@pytest.mark.parametrize("change, words", [
    (lambda d: d.update(version=FORMAT_VERSION + 1), "newer Excalibohn"),
    (lambda d: d.update(version=0), "save format 0"),
    (lambda d: d.pop("version"), "format version is missing"),
    (lambda d: d.update(format="something-else"), "not an Excalibohn saved game"),
    (lambda d: d["state"]["seats"][0]["hand"].append(1), "does not agree with itself"),
    # (what disagrees is named: a turn set wrong was told as "seats, seed or variant")
    (lambda d: d["state"].update(turn=99), "does not agree with itself: the position inside "
                                           "it says otherwise of the turn."),
    (lambda d: d.update(turn=-3), "says otherwise of the turn."),
    (lambda d: d.update(finished=True), "does not agree with itself"),
    (lambda d: d.update(seed=d["seed"] + 1), "says otherwise of the seed."),
    (lambda d: d["seats"][1].update(name="Zed"), "says otherwise of the seats."),
    (lambda d: d.update(variant="bohnanza"), "says otherwise of the game."),
    (lambda d: d["seats"][1].update(kind="wizard"), "does not know (wizard)"),
    (lambda d: d["log"][0].update(field=7), "move 1 of"),
    (lambda d: d["log"].insert(0, d["log"][0]), "is not allowed at that point"),
    (lambda d: d.update(version="abc"), "format version is missing or not a whole number"),
    # (where, in the save's own terms; pydantic's "Unable to extract tag using
    # discriminator" told a player nothing, play-test)
    (lambda d: d["log"][2].update(kind="teleport"), "is not what a save holds (at log.2)."),
    (lambda d: d.update(extra=1), "is damaged"),
    (lambda d: d["state"].pop("draw"), "is damaged"),
])
def test_hand_edited_saves_are_refused_and_left_untouched(change, words) -> None:
    session = Session.new(HUMANS, seed=9)
    play(session, 20, random.Random(6))
    path = session.save_path
    _tamper(path, change)
    before = _snapshot(saves_dir())
    with pytest.raises(SaveError) as err:
        load_session(path)
    message = str(err.value)
    assert words in message, message
    assert "\n" not in message and str(path) in message
    assert _snapshot(saves_dir()) == before


def test_an_older_format_is_migrated_when_a_migration_exists(monkeypatch) -> None:
    session = Session.new(HUMANS, seed=13)
    play(session, 8, random.Random(7))
    path = session.save_path

    def rename_back(doc: dict) -> dict:
        doc["seats"] = doc.pop("players")
        return doc

    _tamper(path, lambda d: d.update(version=FORMAT_VERSION - 1, players=d.pop("seats")))
    # stand in for the real migration from that version (tests/persistence/test_save_migration.py)
    monkeypatch.delitem(persistence.MIGRATIONS, FORMAT_VERSION - 1, raising=False)
    with pytest.raises(SaveError, match=f"save format {FORMAT_VERSION - 1}"):
        load_session(path)
    monkeypatch.setitem(persistence.MIGRATIONS, FORMAT_VERSION - 1, rename_back)
    assert load_session(path).game == session.game


@pytest.mark.parametrize("content, words", [
    (b"", "is empty"),
    (b"   \n", "is empty"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe", "not a text file"),
    (b'{"format": "excalibohn-save", "vers', "not complete JSON"),
    (b"[" * 50_000, "not complete JSON"),
    (b"[1, 2, 3]", "not an Excalibohn saved game"),
    (b'"excalibohn-save"', "not an Excalibohn saved game"),
])
def test_broken_files_give_one_paragraph_and_stay_unchanged(tmp_path, content, words) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(SaveError) as err:
        load_session(path)
    assert words in str(err.value)
    assert "\n" not in str(err.value)
    assert path.read_bytes() == content


def test_missing_folder_and_enormous_files(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="There is no saved game"):
        load_session(tmp_path / "nowhere.json")
    with pytest.raises(SaveError, match="is a folder"):
        load_session(tmp_path)
    huge = tmp_path / "huge.json"
    with huge.open("wb") as f:
        f.truncate(persistence.MAX_SAVE_BYTES + 1)
    with pytest.raises(SaveError, match="far more than any saved game"):
        load_session(huge)
    assert huge.stat().st_size == persistence.MAX_SAVE_BYTES + 1


def test_a_failed_load_never_touches_the_last_good_autosave(tmp_path: Path) -> None:
    good = Session.new(HUMANS, seed=14)
    play(good, 15, random.Random(8))
    before = _snapshot(saves_dir())
    bad = tmp_path / "bad.json"
    bad.write_bytes(good.save_path.read_bytes()[:-40])
    with pytest.raises(SaveError):
        load_session(bad)
    assert _snapshot(saves_dir()) == before
    assert latest_unfinished() == good.save_path


def test_temporary_files_left_by_a_crash_are_swept_away() -> None:
    session = Session.new(HUMANS, seed=15)
    old = saves_dir() / f".{session.save_path.name}.abc123.tmp"
    fresh = saves_dir() / f".{session.save_path.name}.def456.tmp"
    old.write_bytes(b'{"format": "excalibohn-sa')
    fresh.write_bytes(b'{"format": "excalibohn-sa')
    os.utime(old, (1_000_000, 1_000_000))
    assert latest_unfinished() == session.save_path
    assert not old.exists() and fresh.exists()  # a write under way is never touched
    assert session.save_path.exists()


@pytest.mark.parametrize("variant", ["bohnanza", "rabohnzel", "bohnedikt"])
def test_other_games_of_the_rulebooks_save_and_load(variant: str) -> None:
    session = Session.new(HUMANS, seed=16, variant=variant)
    play(session, 60, random.Random(16))
    loaded = load_session(session.save_path)
    assert loaded.game == session.game
    assert type(loaded.game) is type(session.game)
    assert json.loads(session.save_path.read_bytes())["variant"] == variant


def test_two_windows_resuming_the_same_game_keep_both_games() -> None:
    session = Session.new(HUMANS, seed=17)
    rng = random.Random(17)
    play(session, 10, rng)
    first = load_session(session.save_path)
    second = load_session(session.save_path)
    play(first, 5, random.Random(1))
    assert first.save_path == session.save_path
    play(second, 7, random.Random(2))  # notices that the first window saved meanwhile
    assert second.save_path != first.save_path and second.save_path.parent == saves_dir()
    assert load_session(first.save_path).game == first.game
    assert load_session(second.save_path).game == second.game
    play(first, 3, random.Random(3))  # the first window goes on in its own file
    assert load_session(first.save_path).game == first.game


def test_what_leaving_would_lose_is_told_exactly() -> None:
    session = Session.new(HUMANS, seed=16)
    rng = random.Random(9)
    play(session, 4, rng)
    assert session.unsaved() is None  # saved after every move
    turn = session.game.state.turn
    undo = make_unwritable(saves_dir())
    try:
        play(session, 1, rng)
        assert session.unsaved() == f"The last move since turn {turn} is not saved."
        play(session, 2, rng)
        assert session.unsaved() == f"The last 3 moves since turn {turn} are not saved."
    finally:
        undo()
    play(session, 1, rng)
    assert session.unsaved() is None
    assert Session.new(HUMANS, seed=17, autosave=False).unsaved() == (
        "This game is not being saved: leaving ends it.")


def test_a_game_never_saved_says_so() -> None:
    saves_dir().parent.mkdir(parents=True, exist_ok=True)
    saves_dir().write_text("")  # not a folder: nothing can be saved there
    session = Session.new(HUMANS, seed=18)
    assert session.unsaved() == "This new game has not been saved yet: leaving ends it."
    play(session, 2, random.Random(10))
    assert session.unsaved() == "Nothing of this game is saved: all its 2 moves would be lost."


def test_an_undo_that_could_not_be_saved_says_so() -> None:
    session = Session.new(HUMANS, seed=19)
    seat = session.game.awaiting()[0].player
    session.apply(session.game.legal_actions(seat)[0])  # planting the front card
    assert session.can_undo(seat)[0]
    undo = make_unwritable(saves_dir())
    try:
        session.undo(seat)
        assert session.unsaved() == "The undo is not saved: the saved game still has 1 more move."
    finally:
        undo()


def test_what_each_person_saw_is_saved_so_that_a_resumed_curtain_can_tell_what_they_missed(
) -> None:
    session = Session.new(HUMANS, seed=3)
    rng = random.Random(2)
    play(session, 6, rng)
    events = len(session.game.events)
    session.seen.update({0: 4, 1: events})  # Cem has not had the keyboard yet
    session.autosave()
    loaded = load_session(session.save_path)
    assert loaded.seen == {0: 4, 1: events} and loaded.seen_known
    # a file saved before this was kept: nobody's recap is known
    doc = json.loads(session.save_path.read_bytes())
    del doc["seen"]
    old = session.save_path.with_name("old.json")
    old.write_text(json.dumps(doc))
    loaded = load_session(old)
    assert loaded.seen == {} and not loaded.seen_known
    # counts beyond the game's events (a file edited by hand) are cut to them
    doc["seen"] = {"0": 10**6, "7": 3}
    old.write_text(json.dumps(doc))
    assert load_session(old).seen == {0: len(session.game.events)}


def test_the_moves_a_stand_in_made_are_marked_in_the_log_kept_in_the_save_and_undone() -> None:
    session = Session.new(HUMANS, seed=3)
    rng = random.Random(2)
    play(session, 6, rng)
    first = len(session.game.events)
    seat = session.game.awaiting()[0].player
    name = HUMANS[seat].name
    mark = f" (made for {name}, who was away)"
    # a move taken back: its mark goes with it, and the same move made by the person is
    # their own
    action = rng.choice(session.game.legal_actions(seat))
    session.apply(action, stand_in=True)
    assert session.log_lines(None)[-1].endswith(mark)
    session.undo(seat)
    assert session.stood_in == {}
    session.apply(action)
    assert not any("computer player" in line for line in session.log_lines(None))
    # a computer player standing in for someone away moves for them until their turn ends
    turn = session.game.state.turn
    while session.game.state.turn == turn:
        w = session.game.awaiting()[0].player
        session.apply(rng.choice(session.game.legal_actions(w)), stand_in=w == seat)
    lines = session.log_lines(None)
    marked = [line for line in lines if line.endswith(mark)]
    assert marked and all(line.startswith(name) for line in marked)
    assert not any("computer player" in line for line in lines[:first + 1])
    # what followed as the game ran on is nobody's move: the draw, the next turn
    assert any(line.startswith(f"{name} draws") for line in lines[first:])
    assert not any(line.startswith((f"{name} draws", "Turn ")) for line in marked)
    assert sum(line.endswith(mark) for line in session.log_lines(seat)) == len(marked)
    loaded = load_session(session.save_path)
    assert loaded.log_lines(None) == lines


def test_a_game_without_stand_ins_writes_no_field_for_them() -> None:
    """An Excalibohn from before the host's marks refuses a field it does not know: a
    save without stand-ins (every game at one keyboard) stays readable by it."""
    session = Session.new(HUMANS, seed=3)
    play(session, 4, random.Random(1))
    assert "stood_in" not in json.loads(session.save_path.read_bytes())
    seat = session.game.awaiting()[0].player
    session.apply(session.game.legal_actions(seat)[0], stand_in=True)
    assert json.loads(session.save_path.read_bytes())["stood_in"]
