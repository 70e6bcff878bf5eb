"""Snapshot tests of the screens players see most (reviewed before updating:
``pytest tests/tui/test_snapshots.py --snapshot-update``)."""

from __future__ import annotations

import positions
import pytest
from tui_helpers import make_app, session_for

from excalibohn_tui.app import ExcalibohnApp


def _app(game, kinds=None):
    kinds = kinds or ["human"] * len(game.state.seats)
    return make_app(session_for(game, kinds))


def played(variant: str, seats: int, turn: int):
    """A real game of ``variant`` played to ``turn`` by seeded random moves, every seat
    at the keyboard (the table as each game lays it out, with what play leaves lying)."""
    import random

    from rules import new_game

    game = new_game(["Ann", "Ben", "Cem", "Dana", "Eli"][:seats], 2, variant)
    rng = random.Random(2)
    while game.state.turn < turn and not game.finished:
        w = game.awaiting()[0]
        game.apply(rng.choice(game.legal_actions(w.player)))
    return game


def test_start_screen(snap_compare):
    app = ExcalibohnApp(None, bot_delay=0, look_for_saves=False)
    assert snap_compare(app, terminal_size=(80, 24))


def test_curtain(snap_compare):
    assert snap_compare(_app(positions.five_player_middle()), terminal_size=(80, 24))


def test_table_80x24(snap_compare):
    assert snap_compare(_app(positions.five_player_middle()), terminal_size=(80, 24),
                        press=["enter"])


def test_table_120x40(snap_compare):
    assert snap_compare(_app(positions.five_player_middle()), terminal_size=(120, 40),
                        press=["enter"])


@pytest.mark.parametrize("variant, seats, size", [
    ("rabohnzel", 4, (120, 40)),
    ("bohnanza", 5, (120, 40)),
    ("bohnedikt", 5, (120, 40)),
    ("bohnedikt", 5, (80, 24)),
    ("bohnedikt-duel", 2, (120, 40)),
])
def test_table_of_each_game(snap_compare, variant, seats, size):
    app = _app(played(variant, seats, 8))
    assert snap_compare(app, terminal_size=size, press=["enter"])


def test_trade_dialog(snap_compare):
    async def compose_offer(pilot):
        await pilot.press("enter")  # reveal Ann's view
        await pilot.pause()
        await pilot.press("1")  # an offer to Ben
        await pilot.pause()
        await pilot.press("Q", "m")  # the turned-up Princess Bean for a Mean Bean
        await pilot.pause()

    app = _app(positions.trade_position(), ["human", "human", "random"])
    assert snap_compare(app, terminal_size=(100, 30), run_before=compose_offer)


def test_attack_dialog(snap_compare):
    async def attack(pilot):
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("1")  # Sword Bean: attack Ben
        await pilot.pause()

    assert snap_compare(_app(positions.attack_position()), terminal_size=(100, 30),
                        run_before=attack)


def test_end_screen(snap_compare):
    assert snap_compare(_app(positions.finished_game()), terminal_size=(100, 30))
