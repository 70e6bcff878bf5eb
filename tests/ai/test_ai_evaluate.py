"""The evaluation's figure for the end of the game, on hand-built fields."""

from __future__ import annotations

from excalibohn_ai.evaluate import PLAIN, most_coins
from excalibohn_ai.position import plant_out_value
from rules.cards import Bean

RED, SOY, GARDEN, SACRIFICE = Bean.RED, Bean.SOY, Bean.GARDEN, Bean.SACRIFICE
# two Red Beans pay 1 coin, a third makes it 2; three Soy Beans pay 1 coin
BOARD = ((RED, 2, RED, PLAIN), (SOY, 3, SOY, PLAIN))


def test_planting_out_counts_the_harvest_that_leaves_most_coins_in_the_end():
    # the Garden Bean fits neither row: cutting the Soy row (1 coin) lets the Red Bean
    # after it make the Red row pay 2, 3 coins in all; cutting the Red row instead leaves
    # the Red Bean nowhere to go but the Soy row, cut too: 1 + 1 = 2
    assert most_coins(BOARD, (GARDEN, RED)) == 3
    assert most_coins(BOARD, (GARDEN, SOY)) == 3  # (Red row cut: 1, then Soy ×4: 2)
    assert most_coins(BOARD, ()) == 2  # nothing to plant: what the rows pay now


def test_the_end_figure_plants_what_must_go_first_and_skips_sacrifice_cards():
    # the sacrifice card in the hand is dropped, not planted
    assert plant_out_value(BOARD, (), (GARDEN, SACRIFICE, RED)) == 3
    # a Red Bean to plant first (in any order) makes the Red row pay 2: then the Garden
    # Bean cuts either row, 3 coins in the end either way
    assert plant_out_value(BOARD, (RED,), (GARDEN,)) == 3
