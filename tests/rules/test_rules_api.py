"""The public API's promises: who is awaited, legal actions for the others, clones,
JSON round trips mid-decision, and replays."""

from __future__ import annotations

from rules_helpers import do, legal

from rules import ACTION_ADAPTER, Harvest, Offer, new_game
from rules.builder import build
from rules.engine import Game
from rules.state import copy_of


def test_only_harvests_are_legal_for_seats_not_awaited():
    game = build(3, hands={0: ["cap"], 1: ["cap"]}, fields={1: [["sword"] * 2, []]},
                 active=0, phase="1a")
    assert game.legal_actions(1) == [Harvest(1, 0)]
    assert game.legal_actions(2) == []


def test_a_clone_is_independent_of_its_original():
    game = build(3, hands={0: ["cap", "sword"]}, fields={1: [["sword"] * 2, []]},
                 active=0, phase="1a")
    before = copy_of(game.state)
    twin = game.clone()
    do(twin, 0, "plant", card=twin.state.seats[0].hand[0], field=0)
    do(twin, 1, "harvest", field=0)
    assert game.state == before and game.log == []
    assert twin.state != before and len(twin.log) == 2
    # and the original still plays on by itself
    do(game, 0, "plant", card=game.state.seats[0].hand[0], field=1)
    assert twin.state.seats[0].fields[1].cards == []


def test_json_round_trip_in_the_middle_of_an_attack_and_of_an_offer():
    attack = build(3, fields={0: [["sword"], []]}, coins={1: ["princess", "magic"]},
                   spells={0: [("attack", True), "retuck"]}, active=0, phase="1b")
    do(attack, 0, "ability", field=0, target=1, attack_spell=True)
    offer = build(4, hands={0: ["cap"], 1: ["picker"], 2: []}, turned_up=["mean"],
                  active=0, phase="trade")
    offer.apply(Offer(0, (1, 2, 3), (offer.state.turned_up[0],)))
    do(offer, 2, "refuse")
    for game in (attack, offer):
        back = Game.from_json(game.to_json())
        assert back == game
        assert back.awaiting() == game.awaiting()
        for p in range(len(game.state.seats)):
            assert back.legal_actions(p) == game.legal_actions(p)
            assert back.view(p) == game.view(p)


def test_actions_round_trip_through_json():
    game = build(3, hands={0: ["cap"], 1: ["picker", "white"]}, turned_up=["mean"],
                 spells={0: [("retuck", True)]}, active=0, phase="trade")
    for p in range(3):
        for a in game.legal_actions(p):
            assert ACTION_ADAPTER.validate_json(ACTION_ADAPTER.dump_json(a)) == a


def test_same_seed_and_actions_give_the_same_game_and_other_seeds_differ():
    a = new_game(["A", "B", "C", "D"], 31)
    b = new_game(["A", "B", "C", "D"], 31)
    c = new_game(["A", "B", "C", "D"], 32)
    assert a == b and a.state != c.state
    for _ in range(60):
        if a.finished:
            break
        p = a.awaiting()[0].player
        act = legal(a, p)[-1]
        a.apply(act)
        b.apply(act)
    assert a == b
    assert Game.replay(["A", "B", "C", "D"], 31, a.log) == a
