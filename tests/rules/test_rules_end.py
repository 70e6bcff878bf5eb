"""Reshuffles and the pass counter, the end of the game, the final harvest, scoring."""

from __future__ import annotations

from rules_helpers import awaited, beans, do, finish_turn, hand_of

from rules import Bean, Offer
from rules.builder import build
from rules.cards import Spell
from rules.engine import Game
from rules.invariants import broken_invariants


def test_an_empty_draw_pile_is_refilled_from_the_discard_pile_and_the_pass_counts():
    game = build(3, hands={0: [], 1: ["cap"]}, turned_up=["cap"], draw_size=1, active=0,
                 phase="3")
    s = game.state
    waiting = len(s.discard)
    assert len(s.draw) == 1 and s.passes == 1 and waiting > 10
    events = do(game, 0, "plant", card=s.turned_up[0], field=0)
    # one card from the old pile, then a new pile from the discards for the other two
    assert len(s.seats[0].hand) == 3
    assert s.passes == 2 and s.discard == []
    assert len(s.draw) == waiting - 2
    assert any(e.kind == "reshuffle" for e in events)
    assert game.view(1).passes == 2
    assert broken_invariants(game) == []


def test_three_players_end_when_pile_three_runs_out_and_the_turn_is_completed():
    game = build(3, hands={0: []}, fields={1: [["princess"], ["sword"] * 3],
                                           2: [["white"] * 3, []]},
                 coins={2: ["mean"]}, turned_up=["cap"], draw_size=2, passes=3,
                 active=0, phase="3")
    s = game.state
    do(game, 0, "plant", card=s.turned_up[0], field=0)
    # fewer cards may be drawn: only two were left; no new pile is formed
    assert len(s.seats[0].hand) == 2 and s.passes == 3
    assert game.finished and awaited(game) == []
    # final harvest of every field, the protection rule does not apply
    assert all(not f.cards for seat in s.seats for f in seat.fields)
    assert [len(x.coins) for x in s.seats] == [0, 1, 2]
    assert s.result.scores == [0, 1, 2] and s.result.winners == [2]
    assert game.legal_actions(2) == []


def test_the_end_comes_mid_turn_and_the_turn_is_still_played_out():
    game = build(4, hands={0: ["sword"], 1: ["picker"]}, draw_size=1, passes=4,
                 active=0, phase="2", discard=["mean"])
    s = game.state
    assert len(s.turned_up) == 1 and s.ending  # only one card could be turned up
    assert awaited(game) == [(0, "trading")] and game.view(0).ending
    game.apply(Offer(0, (1,), ask=(Bean.PICKER,)))
    do(game, 1, "accept", cards=tuple(s.seats[1].hand))
    do(game, 0, "done")
    assert not game.finished
    finish_turn(game)
    assert game.finished
    assert hand_of(game, 0) == ["sword"]  # nothing drawn in phase 4


def test_four_players_go_on_to_a_fourth_pile():
    game = build(4, hands={0: []}, turned_up=["cap"], draw_size=0, passes=3,
                 active=0, phase="3")
    do(game, 0, "plant", card=game.state.turned_up[0], field=0)
    assert game.state.passes == 4 and not game.finished
    assert len(game.state.seats[0].hand) == 3
    assert game.state.active == 1


def test_four_players_end_after_pass_four():
    game = build(4, hands={0: []}, turned_up=["cap"], draw_size=0, passes=4,
                 active=0, phase="3")
    do(game, 0, "plant", card=game.state.turned_up[0], field=0)
    assert game.finished and game.state.passes == 4
    assert game.state.seats[0].hand == []


def test_three_players_do_not_get_a_fourth_pile():
    game = build(3, hands={0: []}, turned_up=["cap"], draw_size=0, passes=3,
                 active=0, phase="3")
    do(game, 0, "plant", card=game.state.turned_up[0], field=0)
    assert game.finished and game.state.passes == 3


def test_nothing_is_drawn_when_both_piles_are_empty():
    game = build(3, hands={0: []}, turned_up=["cap"], active=0, phase="3")
    s = game.state
    # every other bean card goes into seat 2's coin pile: both piles are empty
    s.seats[2].coins.extend(s.draw + s.discard)
    s.draw.clear()
    s.discard.clear()
    game = Game(s)  # (a game around the changed state)
    do(game, 0, "plant", card=s.turned_up[0], field=0)
    assert s.seats[0].hand == []
    assert broken_invariants(game) == []
    assert not game.finished and s.active == 1


def _game_over(coins, spells):
    game = build(3, hands={0: []}, turned_up=["cap"], draw_size=0, passes=3, coins=coins,
                 spells=spells, active=0, phase="3")
    do(game, 0, "plant", card=game.state.turned_up[0], field=0)
    assert game.finished
    return game.state.result


def test_most_coins_win_hands_count_nothing():
    r = _game_over({0: ["cap"] * 2, 1: ["cap"] * 3, 2: ["mean"]}, {0: ["random"]})
    assert r.scores == [2, 3, 1] and r.winners == [1]


def test_a_tie_is_broken_by_the_groschen_on_spell_cards():
    r = _game_over({0: ["cap"] * 3, 1: ["cap"] * 3, 2: ["mean"]},
                   {0: ["attack", "pile"], 1: ["retuck"], 2: ["random"]})
    assert r.groschen == [6, 8, 10]
    assert r.winners == [1]


def test_equal_coins_and_groschen_share_the_win():
    r = _game_over({0: ["cap"] * 3, 1: ["cap"] * 3, 2: ["mean"]},
                   {0: ["pile"], 1: ["trade", "bean_field", "attack"], 2: ["random"]})
    assert r.groschen[:2] == [5, 5]
    assert r.winners == [0, 1]


def test_final_harvest_takes_coins_by_the_bohnometer_of_every_field():
    game = build(3, hands={0: []}, turned_up=["cap"], draw_size=0, passes=3,
                 fields={1: [["princess"] * 7, ["picker"]], 2: [["white"] * 2, ["magic"] * 3]},
                 active=0, phase="3")
    do(game, 0, "plant", card=game.state.turned_up[0], field=0)
    s = game.state
    assert beans(s.seats[1].coins) == ["princess"] * 4
    assert beans(s.seats[2].coins) == ["magic"]
    assert s.result.scores == [0, 4, 1]


def test_final_harvest_goes_in_turn_order_from_the_player_whose_turn_ended_the_game():
    # one spell card left and two Cap Bean rows: the player whose turn ended the game
    # harvests first and draws it (our ruling; it can decide a Groschen tie-break)
    others = [sp.value for sp in Spell if sp != Spell.PILE]  # all but one lie before Cem
    game = build(3, hands={1: []}, turned_up=["cap"], draw_size=0, passes=3,
                 fields={0: [["cap"] * 2, []], 1: [["cap"], []]}, spells={2: others},
                 spell_deck=["pile"], active=1, phase="3")
    s = game.state
    before = [len(seat.spells) for seat in s.seats]
    do(game, 1, "plant", card=s.turned_up[0], field=0)
    assert game.finished
    assert [len(seat.spells) - b for seat, b in zip(s.seats, before, strict=True)] == [0, 1, 0]
    assert s.spell_deck == []
