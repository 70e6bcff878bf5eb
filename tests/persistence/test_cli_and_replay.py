"""The resume, replay and save-as commands, and the replay viewer."""

from __future__ import annotations

import asyncio
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from persist_helpers import BOTS, HUMANS, finish, play

from excalibohn_tui.cli import main
from excalibohn_tui.persistence import load_session, saves_dir
from excalibohn_tui.screens.replay import ReplayApp, render_step, replay_steps
from excalibohn_tui.session import Session
from excalibohn_tui.text.cards import card_chip
from rules import SPELL_CARDS, Game
from rules.replay import positions


@pytest.fixture(scope="module")
def finished_game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    session = Session.new(BOTS, seed=41, autosave=False)
    finish(session, random.Random(41))
    return session.save_as(tmp_path_factory.mktemp("done") / "finished.json")


def _one_paragraph(err: str) -> str:
    assert err.startswith("excalibohn: ") and err.endswith("\n")
    assert err.count("\n") == 1 and "Traceback" not in err
    return err


def test_resume_without_any_game_says_so(capsys) -> None:
    assert main(["resume"]) == 1
    assert "no unfinished game" in _one_paragraph(capsys.readouterr().err)


def test_resume_check_describes_the_last_unfinished_game(capsys) -> None:
    session = Session.new(HUMANS, seed=42)
    play(session, 7, random.Random(42))
    assert main(["resume", "--check"]) == 0
    out = capsys.readouterr().out
    assert "game of Ann, Ben, Cem:" in out and "7 moves" in out
    assert str(session.save_path) in out


@pytest.mark.parametrize("args", [
    ["save-as", "~no-such-user-here/x.json"], ["save-as", "a" * 300 + ".json"],
    ["resume", "--check", "~no-such-user-here/x.json"], ["replay", "~no-such-user-here/x"],
])
def test_names_no_path_can_be_made_of_are_refused_in_one_paragraph(args, capsys) -> None:
    # (Python's tracebacks: "Could not determine home directory", "File name too long")
    Session.new(HUMANS, seed=42)  # (an unfinished game to copy)
    assert main(args) == 1
    err = _one_paragraph(capsys.readouterr().err)
    assert "home folder of a user" in err or "the name is too long" in err


def test_save_as_names_whose_game_it_copied(tmp_path, capsys) -> None:
    Session.new(HUMANS, seed=42)
    assert main(["save-as", str(tmp_path / "copy.json")]) == 0
    assert "Saved a copy of the game of Ann, Ben, Cem (turn 1" in capsys.readouterr().out


def test_resume_check_of_a_copy_names_no_file_that_is_not_there(tmp_path, capsys) -> None:
    # the check drew a fresh autosave name and said saves went there: no such file
    # was ever made, and continuing the game drew another
    session = Session.new(HUMANS, seed=42, autosave=False)
    play(session, 4, random.Random(42))
    copy = session.save_as(tmp_path / "copy.json")
    assert main(["resume", "--check", str(copy)]) == 0
    out = capsys.readouterr().out
    assert "4 moves" in out and f"a new file in {saves_dir()}" in out
    assert "game-" not in out  # (an autosave's name)
    assert not saves_dir().exists() or not list(saves_dir().iterdir())


@pytest.mark.parametrize("content, words", [
    (None, "There is no saved game"),
    (b"", "is empty"),
    (b"\xff\xd8\xff\xe0binary", "not a text file"),
    (b'{"format": "excalibohn-save", "version": 1, "seed"', "not complete JSON"),
])
def test_resume_of_a_bad_file(tmp_path: Path, capsys, content, words) -> None:
    path = tmp_path / "bad.json"
    if content is not None:
        path.write_bytes(content)
    assert main(["resume", str(path)]) == 1
    assert words in _one_paragraph(capsys.readouterr().err)
    assert path.exists() == (content is not None)
    if content is not None:
        assert path.read_bytes() == content


def test_a_finished_game_is_replayed_not_resumed(finished_game: Path, capsys) -> None:
    assert main(["resume", str(finished_game)]) == 1
    assert "excalibohn replay" in _one_paragraph(capsys.readouterr().err)


def test_an_unfinished_game_is_not_replayed(capsys) -> None:
    session = Session.new(HUMANS, seed=43)
    assert main(["replay", str(session.save_path)]) == 1
    assert "not finished" in _one_paragraph(capsys.readouterr().err)


def test_replay_text_read_in_part_ends_without_a_traceback(finished_game: Path) -> None:
    # "excalibohn replay --text | head" ended in BrokenPipeError's traceback
    proc = subprocess.Popen([sys.executable, "-m", "excalibohn_tui.cli", "replay", "--text",
                             str(finished_game)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, bufsize=0)
    assert proc.stdout is not None and proc.stderr is not None
    assert proc.stdout.read(10)  # (a reader that stops early, as head does)
    proc.stdout.close()
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 1
    assert "Traceback" not in err and "BrokenPipe" not in err, err


def test_replay_text_shows_everything(finished_game: Path, capsys) -> None:
    assert main(["replay", "--text", str(finished_game)]) == 0
    out = capsys.readouterr().out
    game = load_session(finished_game, autosave=False).game
    assert out.count("Move ") == len(game.log)
    deal = replay_steps(load_session(finished_game, autosave=False))[0]
    for seat in deal.seats:  # every hand of the deal, card by card, in order
        assert " ".join(card_chip(c).plain for c in seat.hand) in out
    # private messages are shown too, as told to their player
    assert "only " in out and " was told: \u201cYou draw" in out
    assert "Won by" in out


def test_save_as_copies_the_last_game(tmp_path: Path, capsys) -> None:
    session = Session.new(HUMANS, seed=44)
    play(session, 5, random.Random(44))
    dest = tmp_path / "copy.json"
    assert main(["save-as", str(dest)]) == 0
    assert load_session(dest).game == session.game
    assert main(["save-as", str(dest)]) == 1
    assert "already exists" in _one_paragraph(capsys.readouterr().err)
    play(session, 5, random.Random(45))
    assert main(["save-as", "--force", "--from", str(session.save_path), str(dest)]) == 0
    assert len(json.loads(dest.read_bytes())["log"]) == len(session.game.log)


def test_unknown_options_get_the_usage(capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["resume", "--frobnicate"])
    assert stop.value.code == 2
    assert "usage:" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["save-as"])
    assert "usage:" in capsys.readouterr().err
    assert main(["replay"]) == 1  # no finished game yet
    assert "no finished game" in _one_paragraph(capsys.readouterr().err)


def test_replay_defaults_to_the_last_finished_game(capsys) -> None:
    session = Session.new(BOTS, seed=46)
    path, session.save_path = session.save_path, None
    finish(session, random.Random(46))
    session.save_path = path
    session.autosave()
    Session.new(HUMANS, seed=47)  # a newer game, not finished
    assert main(["replay", "--text"]) == 0
    assert "Won by" in capsys.readouterr().out


def test_the_real_command_exits_non_zero_without_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "noise.json"
    noise = bytes(random.Random(1).randrange(256) for _ in range(4000))
    path.write_bytes(noise)
    run = subprocess.run([sys.executable, "-m", "excalibohn_tui.cli", "resume", str(path)],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 1
    assert "Traceback" not in run.stderr and run.stderr.count("\n") == 1
    assert path.read_bytes() == noise


def test_replay_steps_cover_the_whole_game(finished_game: Path) -> None:
    session = load_session(finished_game, autosave=False)
    steps = replay_steps(session)
    assert len(steps) == len(session.game.log) + 1
    s = session.game.state
    assert steps[0].action is None
    assert [list(x.hand) for x in steps[-1].seats] == [x.hand for x in s.seats]
    assert [list(x.coins) for x in steps[-1].seats] == [x.coins for x in s.seats]
    assert [s.action for s in steps[1:]] == session.game.log
    last = render_step(steps[-1], len(steps) - 1, session.game.spec).plain
    assert "Result:" in last


@pytest.mark.parametrize(("variant", "spells"), [("excalibohn", True), ("bohnanza", False)])
def test_the_replay_lists_spell_cards_only_in_games_that_have_them(variant: str,
                                                                    spells: bool) -> None:
    game = Game.new(["Ann", "Ben", "Cem"], 5, variant)
    while not game.finished:  # (only a finished game has a record with every card shown)
        game.apply(game.legal_actions(game.deciding())[0])
    text = render_step(positions(game)[0], 0, game.spec).plain
    assert ("Spell deck" in text) is spells
    assert ("spells:" in text) is spells
    assert "Ann" in text and "hand:" in text


def test_the_replay_viewer_steps_forward_and_back(finished_game: Path) -> None:
    asyncio.run(_drive_the_viewer(finished_game))


async def _drive_the_viewer(finished_game: Path) -> None:
    session = load_session(finished_game, autosave=False)
    n = len(session.game.log)
    app = ReplayApp(session)
    async with app.run_test(size=(100, 40)) as pilot:
        screen = app.screen
        assert screen.sub_title == f"move 0 of {n}"
        assert screen.title == f"Replay of {session.game.spec.title}"  # which game
        await pilot.press("right", "right", "space")
        assert screen.index == 3
        await pilot.press("left")
        assert screen.index == 2
        await pilot.press("end")
        assert screen.sub_title == f"move {n} of {n}"
        await pilot.press("pagedown")
        assert screen.index == n
        await pilot.press("pageup", "home", "left")
        assert screen.index == 0
        body = str(screen.query_one("#replay-body").render())
        assert "The deal" in body
        await pilot.press("q")
    assert app.return_code == 0


def test_resume_refuses_what_is_not_a_regular_file(tmp_path: Path) -> None:
    import os

    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)  # nobody ever writes into it: reading it would wait forever
    run = subprocess.run([sys.executable, "-m", "excalibohn_tui.cli", "resume", str(fifo)],
                         capture_output=True, text=True, timeout=20)
    assert run.returncode == 1
    err = _one_paragraph(run.stderr)
    assert "not a regular file" in err and "Traceback" not in err
    assert main(["resume", "/dev/null"]) == 1


def _a_damaged_newer_game() -> tuple[Session, Session]:
    """An unfinished game, and a newer one whose save was cut off at the end (its start
    still looks like an unfinished game's)."""
    import os

    older = Session.new(HUMANS, seed=48)
    play(older, 6, random.Random(48))
    os.utime(older.save_path, (1_000_000, 1_000_000))
    newer = Session.new(HUMANS, seed=49)
    play(newer, 4, random.Random(49))
    data = newer.save_path.read_bytes()
    newer.save_path.write_bytes(data[: len(data) // 2])
    return older, newer


def test_a_damaged_newest_save_does_not_hide_an_older_game(capsys) -> None:
    older, newer = _a_damaged_newer_game()
    assert main(["resume", "--check"]) == 0
    captured = capsys.readouterr()
    assert "6 moves" in captured.out and older.save_path.name in captured.out
    assert newer.save_path.name in captured.err and "damaged" in captured.err
    assert "Traceback" not in captured.err


def test_when_no_save_can_be_read_resume_says_which_were_tried(capsys) -> None:
    _, newer = _a_damaged_newer_game()
    older_data = b'{"format": "excalibohn-save", "finished": false, "version": 2'
    for path in saves_dir().glob("*.json"):
        if path != newer.save_path:
            path.write_bytes(older_data)
    assert main(["resume"]) == 1
    err = capsys.readouterr().err
    assert newer.save_path.name in err and "no unfinished game" in err.lower()
    assert "Traceback" not in err


def test_resume_names_a_save_filled_with_garbage(capsys) -> None:
    # the only save, overwritten with garbage: it has no header that says it is
    # unfinished, and resume said only that there was nothing to continue
    session = Session.new(HUMANS, seed=43)
    play(session, 3, random.Random(43))
    session.save_path.write_bytes(b"garbage\x00\xff\xfe not a game")
    assert main(["resume"]) == 1
    err = capsys.readouterr().err
    assert session.save_path.name in err and "no unfinished game" in err.lower()
    assert "Traceback" not in err


def test_the_replay_calls_fields_by_their_names_where_the_game_names_them() -> None:
    game = Game.new(["Ann", "Ben", "Cem"], 5, "bohnedikt")
    while not game.finished:
        game.apply(game.legal_actions(game.deciding())[0])
    text = render_step(positions(game)[-1], 0, game.spec).plain
    assert "The Bisch-Hof:" in text and "Gottes Acker:" in text and "ield 1:" not in text


@pytest.mark.parametrize("variant", ["excalibohn", "bohnedikt"])
def test_the_replay_lays_every_hand_and_field_out_as_cards(variant: str) -> None:
    from excalibohn_tui.screens.replay import record_rows
    from excalibohn_tui.widgets.cards import card_name, spell_short

    game = Game.new(["Ann", "Ben", "Cem"], 5, variant)
    while not game.finished:
        game.apply(game.legal_actions(game.deciding())[0])
    steps = positions(game)
    for step in (steps[0], steps[len(steps) // 2]):
        rows = [row.plain for row in record_rows(step, 100)]
        assert max(len(row) for row in rows) <= 100
        text = "\n".join(rows)
        # every hand, face up: each front card with its heavy edge, and each card's name
        assert sum(row.count("\u250f") for row in rows) == sum(
            1 for seat in step.seats if seat.hand)
        for seat in step.seats:
            assert f" {seat.name} " in text
            assert f"{len(seat.hand)} card" in text
            for c in seat.hand[:1] + seat.hand[-1:]:  # (those fanned between: letters)
                # (a decree's long name goes on two rows: its first word on the first)
                assert card_name(c).split(" ")[0][:8] in text
            for cards in seat.fields:  # each field's top card and how many lie there
                if cards:
                    assert f"\u00d7{len(cards)}" in text
            # the record hides nothing: every coin's card and every spell, face down too
            for c in seat.coins:
                assert card_name(c)[:8] in text
            for spell, _up in seat.spells:
                assert spell_short(SPELL_CARDS[spell].name)[:10] in text


def test_a_resumed_game_keeps_the_pace_it_was_started_at(monkeypatch, capsys) -> None:
    """``play --bot-delay 0.2 --offer-wait 3``, then ``resume``: the computer players went on
    at the default pace (play-test).  The pace chosen is kept in the save; one chosen at
    ``resume`` replaces it."""
    from excalibohn_tui.app import ExcalibohnApp

    paces: list[tuple[float, float | None]] = []

    def run(app: ExcalibohnApp) -> None:
        async def opened() -> None:
            async with app.run_test() as pilot:
                await pilot.pause(0.3)  # (the first save follows the first frame)
                paces.append((app.bot_delay, app.offer_wait))
        asyncio.run(opened())

    monkeypatch.setattr(ExcalibohnApp, "run", run)
    assert main(["play", "--seats", "Ann,Ben,Cat", "--seed", "3", "--bot-delay", "0.2",
                 "--offer-wait", "3"]) == 0
    assert main(["resume"]) == 0
    assert main(["--offer-wait", "5", "resume"]) == 0
    assert paces == [(0.2, 3.0), (0.2, 3.0), (0.2, 5.0)]
    saved = max(saves_dir().glob("*.json"))
    assert json.loads(saved.read_bytes())["pace"] == {"bot_delay": 0.2, "offer_wait": 3.0}
    session = load_session(saved)  # a pace chosen at resume is saved with the next move
    assert session.take_pace(None, 5.0) == (0.2, 5.0)
    play(session, 1, random.Random(3))
    assert json.loads(saved.read_bytes())["pace"] == {"bot_delay": 0.2, "offer_wait": 5.0}


def test_a_game_opened_after_another_goes_on_at_its_own_pace() -> None:
    """A game resumed at the slow pace it was started at passed that pace on to the next
    game opened in the same app, and into its save: each goes on at its own."""
    from excalibohn_tui.app import ExcalibohnApp
    from excalibohn_tui.screens.start import StartChoice

    slow, plain = Session.new(HUMANS, seed=44), Session.new(HUMANS, seed=45)
    slow.take_pace(2.0, 9.0)
    app = ExcalibohnApp(slow, look_for_saves=False)
    paces = []

    async def opened() -> None:
        async with app.run_test() as pilot:
            await pilot.pause()
            paces.append((app.bot_delay, app.offer_wait))
            app._started(StartChoice("continue", session=plain))  # from the start screen
            await pilot.pause()
            paces.append((app.bot_delay, app.offer_wait))
    asyncio.run(opened())
    assert paces == [(2.0, 9.0), (0.6, None)]
    assert plain.pace == {}


def test_a_game_played_at_the_default_pace_saves_no_pace() -> None:
    """(A file without the field stays readable by an Excalibohn from before it.)"""
    session = Session.new(HUMANS, seed=44)
    play(session, 3, random.Random(44))
    assert "pace" not in json.loads(session.save_path.read_bytes())
    assert load_session(session.save_path).take_pace(None, None) == (0.6, None)


@pytest.mark.parametrize("seconds", ["nan", "-1", "inf", "soon"])
def test_a_pace_that_is_no_number_of_seconds_gets_the_usage(capsys, seconds: str) -> None:
    """(``--bot-delay nan`` was taken, and would have been kept in the save.)"""
    for option in ("--bot-delay", "--offer-wait"):
        with pytest.raises(SystemExit) as stop:
            main(["play", option, seconds])
        assert stop.value.code == 2
        err = capsys.readouterr().err
        assert "usage:" in err and "seconds" in err and "Traceback" not in err
