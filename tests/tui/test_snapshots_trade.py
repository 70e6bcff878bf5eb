"""Snapshot tests of trading and of the lists of choices (reviewed before updating:
``pytest tests/tui/test_snapshots_trade.py --snapshot-update``).  The offer itself at
100x30 is ``test_snapshots.py::test_trade_dialog``."""

from __future__ import annotations

import positions
from tui_helpers import make_app, session_for

from rules.builder import build


def _app(game, kinds):
    return make_app(session_for(game, kinds))


def _trade(kinds=("human", "human", "random")):
    return _app(positions.trade_position(), list(kinds))


def test_trade_dialog_80x24(snap_compare):
    # to Cem, the second partner: the turned-up Magic Bean and the Cap Bean (her hand
    # shown for it, after the question) for two Means
    assert snap_compare(_trade(("human", "human", "human")), terminal_size=(80, 24),
                        press=["enter", "2", "Z", "2", "enter", "m"])


def test_counter_offer_dialog(snap_compare):
    # Ben counters Ann's Princess-for-a-Mean: it starts from her offer, turned round
    assert snap_compare(_trade(), terminal_size=(100, 30),
                        press=["enter", "1", "Q", "m", "enter", "enter", "3"])


def test_a_fellow_players_offer_dialog(snap_compare):
    assert snap_compare(_trade(), terminal_size=(100, 30),
                        press=["enter", "t", "enter", "2", "z"])


def test_accepting_with_a_choice_of_cards(snap_compare):
    game = build(["Ann", "Ben", "Cem"],
                 hands={0: ["sword"], 1: ["mean", "white", "mean"], 2: ["cap"]},
                 turned_up=["princess", "magic"], active=0, phase="trade")
    assert snap_compare(_app(game, ["human", "human", "random"]), terminal_size=(100, 30),
                        press=["enter", "1", "Q", "m", "enter", "enter", "1"])


def test_choices_with_a_line_that_only_informs(snap_compare):
    # the front card fits no field; field 1 is protected: no number on its line
    game = build(["Ann", "Ben", "Cem"], hands={0: ["princess", "sword"], 1: ["mean"],
                                              2: ["white"]},
                 fields={0: [["sword"], ["cap"] * 2]}, active=0, phase="1a")
    assert snap_compare(_app(game, ["human", "random", "random"]), terminal_size=(100, 30))
