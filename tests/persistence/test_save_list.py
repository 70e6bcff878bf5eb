"""The list of saved games (from each file's header, without the rules core), deleting a
saved game, the seats remembered for the next start screen, and the header of format 4."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from persist_helpers import BOTS, HUMANS, finish, play

from excalibohn_tui import persistence
from excalibohn_tui.persistence import (
    FORMAT_VERSION,
    LastTable,
    SaveError,
    delete_save,
    last_table,
    list_saves,
    load_session,
    read_header,
    remember_table,
    saves_dir,
)
from excalibohn_tui.session import SeatConfig, Session


def test_the_header_says_what_the_list_shows() -> None:
    session = Session.new(HUMANS[:2] + [SeatConfig(name="Zoe", kind="normal")], seed=3)
    play(session, 30, random.Random(3))
    head = read_header(session.save_path)
    assert head is not None and head.path == session.save_path
    assert head.variant == "excalibohn" and not head.finished and head.complete
    assert head.seats == (("Ann", "human"), ("Ben", "human"), ("Zoe", "normal"))
    assert head.turn == session.game.state.turn > 1
    assert head.saved_at.endswith("Z") and len(head.saved_at) == 20
    # the header comes first in the file, and is short
    data = session.save_path.read_bytes()
    assert data.index(b'"turn"') < data.index(b'"log"') < 400


def test_the_list_needs_neither_pydantic_nor_the_rules_engine() -> None:
    Session.new(HUMANS, seed=4)
    code = ("import sys; from excalibohn_tui.persistence import list_saves; "
            "assert len(list_saves()) == 1; "
            "print(sorted(m for m in ('pydantic', 'rules', 'excalibohn_ai', "
            "'excalibohn_tui.session') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=os.environ, check=True)
    assert out.stdout.strip() == "[]"


def test_every_saved_game_is_listed_the_newest_first_and_other_files_are_not() -> None:
    rng = random.Random(5)
    games = []
    for seed in (1, 2, 3):
        session = Session.new(BOTS, seed=seed)
        play(session, 10 * seed, rng)
        games.append(session)
    done = Session.new(BOTS, seed=9)
    finish(done, rng)
    for k, session in enumerate((*games, done)):
        os.utime(session.save_path, (1_000_000 + k, 1_000_000 + k))
    folder = saves_dir()
    (folder / "notes.json").write_text('{"format": "something else"}')
    (folder / "empty.json").write_bytes(b"")
    (folder / "binary.json").write_bytes(b"\x89PNG\r\n\x1a\n\x00\xff")
    (folder / "list.json").write_text("[1, 2, 3]")
    (folder / "a-folder.json").mkdir()
    listed = list_saves()
    assert [g.path for g in listed] == [done.save_path] + [s.save_path for s in
                                                           reversed(games)]
    assert [g.finished for g in listed] == [True, False, False, False]
    assert [g.turn for g in listed] == [s.game.state.turn for s in (done, *reversed(games))]


def test_a_cut_off_file_is_listed_as_such_and_a_header_cut_off_is_not_listed() -> None:
    session = Session.new(HUMANS, seed=6)
    play(session, 40, random.Random(6))
    data = session.save_path.read_bytes()
    session.save_path.write_bytes(data[: len(data) * 2 // 3])
    [head] = list_saves()
    assert not head.complete and head.turn == session.game.state.turn
    session.save_path.write_bytes(data[:60])  # not even the header is whole
    assert list_saves() == []


def test_a_header_in_another_order_or_of_format_3_is_read_from_the_whole_file() -> None:
    session = Session.new(HUMANS, seed=7)
    play(session, 12, random.Random(7))
    doc = json.loads(session.save_path.read_bytes())
    turn = doc.pop("turn")
    reordered = {"log": doc.pop("log"), "state": doc.pop("state"), **doc, "turn": turn}
    session.save_path.write_text(json.dumps(reordered))
    head = read_header(session.save_path)
    assert head is not None and head.turn == turn and head.seats[0] == ("Ann", "human")
    old = {k: v for k, v in reordered.items() if k != "turn"}
    old["version"] = 3
    session.save_path.write_text(json.dumps(old))
    head = read_header(session.save_path)
    assert head is not None and head.turn == turn  # from the state, at the end


def test_a_format_3_save_loads_and_is_written_again_in_the_current_format() -> None:
    session = Session.new(HUMANS, seed=8)
    play(session, 15, random.Random(8))
    doc = json.loads(session.save_path.read_bytes())
    del doc["turn"]
    doc["version"] = 3
    session.save_path.write_text(json.dumps(doc))
    resumed = load_session(session.save_path)
    assert resumed.game == session.game
    play(resumed, 1, random.Random(9))
    again = json.loads(session.save_path.read_bytes())
    assert again["version"] == FORMAT_VERSION > 4
    assert again["turn"] == resumed.game.state.turn
    assert list(again)[:8] == ["format", "version", "variant", "seed", "seats", "finished",
                               "saved_at", "turn"]


def test_a_header_whose_turn_disagrees_is_refused() -> None:
    session = Session.new(HUMANS, seed=10)
    play(session, 15, random.Random(10))
    doc = json.loads(session.save_path.read_bytes())
    doc["turn"] += 3
    session.save_path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="does not agree with itself"):
        load_session(session.save_path)


def test_deleting_a_saved_game(tmp_path: Path) -> None:
    session = Session.new(HUMANS, seed=11)
    delete_save(session.save_path)
    assert not session.save_path.exists() and list_saves() == []
    delete_save(session.save_path)  # gone already: nothing to say
    elsewhere = tmp_path / "mine.json"
    elsewhere.write_text("{}")
    with pytest.raises(SaveError, match="not in the saves folder"):
        delete_save(elsewhere)
    assert elsewhere.exists()


def test_the_last_table_is_remembered_and_a_damaged_file_forgotten() -> None:
    assert last_table() is None
    table = LastTable(variant="bohnanza", seats=(("Ann", "human"), ("", "hard"),
                                                 ("Cem", "empty")))
    remember_table(table)
    assert last_table() == table
    (persistence.data_dir() / "last-table.json").write_text('{"variant": 3}')
    assert last_table() is None
    (persistence.data_dir() / "last-table.json").write_bytes(b"\xff\x00")
    assert last_table() is None


def test_the_list_lines_up_its_columns_whatever_the_status_words() -> None:
    # ("unvollständig", a status longer than the others, pushed its own line's date and
    # players out of line, play-test)
    from datetime import datetime

    from excalibohn_tui.widgets.saved_games import options_for

    whole = Session.new(HUMANS, seed=6)
    cut = Session.new(HUMANS, seed=7)
    play(cut, 40, random.Random(6))
    data = cut.save_path.read_bytes()
    cut.save_path.write_bytes(data[: len(data) * 2 // 3])
    games = list_saves()
    assert sorted(g.complete for g in games) == [False, True] and whole.save_path
    from rules import i18n

    i18n.set_language("de")
    try:
        lines = [str(o.prompt) for o in options_for(games, datetime.now(), set())]
    finally:
        i18n.set_language("en")
    assert any("unvollständig" in line for line in lines)
    # (where the players begin: the same column on both lines)
    assert len({line.index("Ann") for line in lines}) == 1, lines
