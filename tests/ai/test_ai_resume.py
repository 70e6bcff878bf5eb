"""A resumed game goes on exactly as the uninterrupted one: the computer players' memory
(their random generator, what they remember of the turn) is in the save file."""

from __future__ import annotations

from excalibohn_tui.persistence import load_session, write_save
from excalibohn_tui.session import Session, parse_seats


def _play(session: Session, actions: int) -> None:
    for _ in range(actions):
        action = session.next_bot_action()
        assert action is not None
        session.apply(action)


def test_a_resumed_game_of_easy_players_goes_on_as_the_uninterrupted_one(tmp_path):
    # the easy level draws its blunders from its random generator: fresh generators
    # after a resume would make other blunders
    seats = parse_seats("bot:easy,bot:easy,bot:normal", "bohnanza")
    whole = Session.new(seats, 11, variant="bohnanza", autosave=False)
    _play(whole, 120)
    path = tmp_path / "game.json"
    write_save(whole, path)
    resumed = load_session(path, autosave=False)
    assert resumed.game.log == whole.game.log
    _play(whole, 150)
    _play(resumed, 150)
    assert resumed.game.log == whole.game.log


def test_the_save_file_holds_each_made_computer_players_memory(tmp_path):
    seats = parse_seats("Ann,bot:easy,bot:hard", "excalibohn")
    session = Session.new(seats, 3, variant="excalibohn", autosave=False)
    session._bot(1).rng.random()  # (used once: no longer as dealt)
    path = tmp_path / "game.json"
    write_save(session, path)
    resumed = load_session(path, autosave=False)
    assert resumed._bot(1).rng.getstate() == session._bot(1).rng.getstate()
    assert 0 not in resumed.bot_memory()  # a person has none
