"""A game is played to its end by the edition of the rules it was dealt under, so that
its save, loaded by replaying its moves from the deal, replays as it was played: files
written before the edition was kept carry over (format 4 -> 5) with the edition under
which their moves give the saved position, and undo and the replay of a finished game
play by it too."""

from __future__ import annotations

import json
import random
from pathlib import Path

from persist_helpers import HUMANS, play

from excalibohn_tui.persistence import FORMAT_VERSION, load_session, write_save
from excalibohn_tui.session import SeatConfig, Session
from rules import Game
from rules.games import EDITION
from rules.random_player import RandomPlayer
from rules.replay import positions


def _as_format_4(session: Session, path: Path) -> Path:
    """``session`` saved to ``path`` as a file of format 4 (no edition in its state)."""
    write_save(session, path)
    doc = json.loads(path.read_bytes())
    del doc["state"]["edition"]
    doc["version"] = 4
    path.write_text(json.dumps(doc))
    return path


def _plays_otherwise_today(game: Game) -> bool:
    try:
        again = Game.replay([s.name for s in game.state.seats], game.state.seed, game.log,
                            game.state.variant)
    except Exception:  # a move of the log is not legal under today's rules
        return True
    return (again.state.sacrifice_draw, again.state.draw) != (game.state.sacrifice_draw,
                                                             game.state.draw)


def _bohnedikt_of_the_second_edition(steps: int) -> Session:
    """A Bohnedikt game played by edition 2 (sacrifice discards made a new pile only when
    a card was drawn), far enough that today's rules would have played it otherwise."""
    session = Session(Game.new([s.name for s in HUMANS], 5, "bohnedikt", edition=2),
                      list(HUMANS))
    play(session, steps, random.Random(5))
    assert session.game.spec.sacrifice_reshuffle == "when_needed"
    assert _plays_otherwise_today(session.game)
    return session


def test_a_save_from_before_editions_goes_on_by_the_rules_it_was_played_by(
        tmp_path: Path) -> None:
    old = _bohnedikt_of_the_second_edition(400)
    path = _as_format_4(old, tmp_path / "old.json")
    session = load_session(path, autosave=False)
    assert session.game.state == old.game.state and session.game.state.edition == 2
    assert session.game.spec.sacrifice_reshuffle == "when_needed"
    # it plays on by its edition, and is written again naming it
    play(session, 50, random.Random(6))
    write_save(session, path)
    doc = json.loads(path.read_bytes())
    assert doc["version"] == FORMAT_VERSION and doc["state"]["edition"] == 2
    again = load_session(path, autosave=False)
    assert again.game.state == session.game.state


def test_undo_in_a_game_of_an_older_edition_replays_by_that_edition(tmp_path: Path) -> None:
    old = _bohnedikt_of_the_second_edition(400)
    session = load_session(_as_format_4(old, tmp_path / "old.json"), autosave=False)
    rng = random.Random(7)
    for _ in range(200):  # until a move that may be taken back (it reveals nothing)
        before = session.game.clone()
        seat = rng.choice(session.game.awaiting()).player
        session.apply(rng.choice(session.game.legal_actions(seat)))
        if session.can_undo(seat)[0]:
            break
    else:
        raise AssertionError("no move could be taken back")
    session.undo(seat)
    assert session.game.state == before.state and session.game.log == before.log


def test_a_finished_game_for_two_of_the_first_edition_loads_and_replays(
        tmp_path: Path) -> None:
    # edition 2 sends the beans left lying at the end to the discard pile; the first left
    # them lying, and a file of format 4 does not say which it was played by
    game = Game.new(["Ann", "Ben"], 2, "bohnedikt", edition=1)
    bots = [RandomPlayer(20), RandomPlayer(21)]
    while not game.finished:
        p = game.deciding()
        game.apply(bots[p].choose(game, p))
    assert game.state.leftover  # the end the editions differ in
    seats = [SeatConfig(name="Ann"), SeatConfig(name="Ben")]
    session = load_session(_as_format_4(Session(game, seats), tmp_path / "duel.json"),
                           autosave=False)
    assert session.game.state == game.state and session.game.state.edition == 1
    last = positions(session.game, views=False)[-1]
    assert last.discard == tuple(game.state.discard) and last.result == game.state.result


def test_a_new_game_is_played_by_the_current_edition() -> None:
    session = Session.new(HUMANS, seed=3, variant="bohnedikt", autosave=False)
    assert session.game.state.edition == EDITION == session.game.spec.edition
    assert session.game.spec.sacrifice_reshuffle == "at_once"
