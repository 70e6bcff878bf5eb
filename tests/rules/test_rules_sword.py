"""The Sword Bean attack: every revealed variety, counterattack chains, the Attack
Spell's two coins, no coins -> no attack, and no harvesting while it is resolved."""

from __future__ import annotations

import pytest
from rules_helpers import (
    assert_illegal,
    awaited,
    beans,
    do,
    fields_of,
    finish_turn,
    hand_of,
    legal,
    sid,
)

from rules import Harvest, Retuck
from rules.builder import build
from rules.state import copy_of


def attack(coins_1, hand_0=("cap",), hand_1=(), fields_1=None, spells=None, coins_0=(),
           seed=0):
    """Seat 0 stands in phase 1b with a Sword Bean row and attacks seat 1."""
    game = build(3, hands={0: list(hand_0), 1: list(hand_1)},
                 fields={0: [["sword"], []], 1: fields_1 or [[], []]},
                 coins={0: list(coins_0), 1: list(coins_1)}, spells=spells or {},
                 active=0, phase="1b", seed=seed)
    return game


def test_princess_coin_moves_to_the_attacker():
    game = attack(["princess"])
    do(game, 0, "ability", field=0, target=1)
    assert beans(game.state.seats[0].coins) == ["princess"]
    assert game.state.seats[1].coins == []


def test_magic_coin_lets_the_attacker_activate_and_goes_back():
    game = attack(["magic"], spells={0: ["retuck", "trade"]},
                  fields_1=[["sword"] * 3, []])
    coin = game.state.seats[1].coins[0]
    do(game, 0, "ability", field=0, target=1)
    assert awaited(game) == [(0, "activate")]
    # no harvesting while the attack is resolved, by anyone
    assert not legal(game, 1, "harvest")
    assert_illegal(game, Harvest(1, 0), "Sword Bean attack")
    do(game, 0, "activate", spell=sid("retuck"))
    assert game.state.seats[0].spells[0].face_up
    assert game.state.seats[1].coins == [coin]
    assert legal(game, 1, "harvest")  # the attack is over


@pytest.mark.parametrize("coin", ["cap", "mean", "white"])
def test_cap_mean_white_coins_do_nothing(coin):
    game = attack([coin], hand_0=["cap", "sword"])
    before = copy_of(game.state)
    events = do(game, 0, "ability", field=0, target=1)
    s = game.state
    assert s.seats[1].coins == before.seats[1].coins
    assert s.seats[0].coins == [] and s.seats[0].hand == before.seats[0].hand
    assert any(e.kind == "reveal" for e in events)


def test_picker_coin_lets_the_defender_take_the_attackers_last_card():
    game = attack(["picker"], hand_0=["cap", "mean"], fields_1=[["mean"], ["sword"] * 3])
    mean = game.state.seats[0].hand[-1]
    do(game, 0, "ability", field=0, target=1)
    assert hand_of(game, 0) == ["cap"]
    assert awaited(game) == [(1, "tuck_or_plant")]
    # it may be tucked or planted on a fitting field, but nobody harvests now
    kinds = {a.kind for a in game.legal_actions(1)}
    assert kinds == {"tuck", "plant"}
    do(game, 1, "plant", card=mean, field=0)
    assert fields_of(game, 1)[0] == ["mean", "mean"]
    assert len(game.state.seats[1].coins) == 1


def test_picker_coin_card_is_tucked_when_no_field_fits():
    game = attack(["picker"], hand_0=["cap", "white"], hand_1=["sword"],
                  fields_1=[["mean"], ["sword"] * 3])
    do(game, 0, "ability", field=0, target=1)
    assert hand_of(game, 1) == ["sword", "white"]
    assert awaited(game) != [(1, "tuck_or_plant")]


def test_picker_coin_against_an_empty_hand_does_nothing():
    game = attack(["picker"], hand_0=[])
    do(game, 0, "ability", field=0, target=1)
    assert hand_of(game, 1) == [] and len(game.state.seats[1].coins) == 1


def test_sword_coin_triggers_a_counterattack():
    game = attack(["sword"], coins_0=["princess"])
    events = do(game, 0, "ability", field=0, target=1)
    assert [e.kind for e in events if e.kind == "counter"] == ["counter"]
    # the defender's counterattack finds the attacker's Princess Bean
    assert beans(game.state.seats[1].coins) == ["sword", "princess"]
    assert game.state.seats[0].coins == []


def test_counterattack_against_a_player_without_coins_does_nothing():
    game = attack(["sword"])
    events = do(game, 0, "ability", field=0, target=1)
    assert any(e.kind == "counter" for e in events)
    assert beans(game.state.seats[1].coins) == ["sword"] and game.state.seats[0].coins == []


def test_a_counterattack_can_trigger_another_one():
    # The attacker's pile is a Sword and a Princess, the defender's a single Sword:
    # every reveal of the attacker's Sword answers with another counterattack, until
    # the Princess shows and goes to the defender.  The end is forced; the length
    # of the chain depends on the shuffles.
    longest = 0
    for seed in range(12):
        game = attack(["sword"], coins_0=["sword", "princess"], seed=seed)
        events = do(game, 0, "ability", field=0, target=1)
        counters = sum(e.kind == "counter" for e in events)
        longest = max(longest, counters)
        assert counters % 2 == 1  # the chain always ends on the defender's strike
        assert beans(game.state.seats[0].coins) == ["sword"]
        assert sorted(beans(game.state.seats[1].coins)) == ["princess", "sword"]
    assert longest >= 3


def test_ruling_sword_against_sword_only_ends_in_a_stand_off():
    game = attack(["sword", "sword"], coins_0=["sword"])
    before = copy_of(game.state)
    events = do(game, 0, "ability", field=0, target=1)
    assert any(e.kind == "counter" for e in events)
    assert sorted(game.state.seats[0].coins) == sorted(before.seats[0].coins)
    assert sorted(game.state.seats[1].coins) == sorted(before.seats[1].coins)


def test_defender_activated_by_a_counterattack_keeps_it_until_their_own_turn_ends():
    game = attack(["sword"], coins_0=["magic"], hand_1=["cap", "white", "mean"],
                  spells={1: ["retuck"]})
    do(game, 0, "ability", field=0, target=1)
    assert awaited(game) == [(1, "activate")]
    do(game, 1, "activate", spell=sid("retuck"))
    slot = game.state.seats[1].spells[0]
    assert slot.face_up
    # not the active player: the spell cannot be used in someone else's turn
    assert_illegal(game, Retuck(1, 0, 2), "active player only")
    finish_turn(game)
    assert game.state.active == 1 and game.state.seats[1].spells[0].face_up
    assert legal(game, 1, "retuck", src=0, dst=2)
    finish_turn(game)
    assert game.state.active == 2 and not game.state.seats[1].spells[0].face_up


def test_attack_spell_reveals_two_coins_and_the_attacker_picks_one():
    game = attack(["princess", "magic"], spells={0: [("attack", True), "retuck"]})
    magic = [c for c in game.state.seats[1].coins if beans([c]) == ["magic"]][0]
    do(game, 0, "ability", field=0, target=1, attack_spell=True)
    assert awaited(game) == [(0, "choose_coin")]
    assert not game.state.seats[0].spells[0].face_up  # the Attack Spell is spent
    shown = game.view(2).decision.coins
    assert sorted(c.bean.value for c in shown) == ["magic", "princess"]
    assert not legal(game, 2, "harvest") and not legal(game, 0, "harvest")
    index = [c.bean.value for c in shown].index("princess")
    do(game, 0, "choose_coin", index=index)
    # the Princess is won; the Magic Bean goes back without effect
    assert beans(game.state.seats[0].coins) == ["princess"]
    assert game.state.seats[1].coins == [magic]
    assert not game.state.seats[0].spells[1].face_up


def test_attack_spell_is_not_offered_against_a_single_coin():
    game = attack(["princess"], spells={0: [("attack", True)]})
    assert not legal(game, 0, "ability", attack_spell=True)
    assert legal(game, 0, "ability", target=1, attack_spell=False)


def test_a_player_without_coins_cannot_be_attacked():
    game = attack([])
    assert not legal(game, 0, "ability")


def test_attack_spell_choosing_a_sword_coin_starts_a_counterattack():
    game = attack(["sword", "cap"], coins_0=["princess"], spells={0: [("attack", True)]})
    do(game, 0, "ability", field=0, target=1, attack_spell=True)
    shown = [c.bean.value for c in game.view(0).decision.coins]
    events = do(game, 0, "choose_coin", index=shown.index("sword"))
    assert any(e.kind == "counter" for e in events)
    # the attacker chooses the coin that counts; a Sword coin is not hers to take
    assert events[0].text == ("Seat 1 chooses the Sword Bean; the Cap Bean goes back "
                              "without effect.")
    assert beans(game.state.seats[1].coins).count("princess") == 1
    assert game.state.seats[0].coins == []


def test_magic_coin_without_a_face_down_spell_does_nothing():
    game = attack(["magic"], spells={0: [("retuck", True)]}, hand_0=["cap", "white"])
    events = do(game, 0, "ability", field=0, target=1)
    assert awaited(game) != [(0, "activate")]
    assert len(game.state.seats[1].coins) == 1 and game.state.seats[0].coins == []
    assert any(e.kind == "nothing" for e in events)


def test_a_strike_back_is_the_defenders_doing_not_the_attackers_move():
    """``Event.by`` tells whose move an event is (the host's log marks a stand-in's moves
    by it): the attack is Ann's, the strike-back it provokes, and all within it, Ben's;
    a strike-back at the strike-back is Ann's again."""
    game = attack(["sword"], coins_0=["sword", "white"], seed=1)
    first = len(game.events)
    do(game, 0, "ability", field=0, target=1)
    by = [(e.kind, e.by) for e in game.events[first:] if e.by is not None]
    kinds = [k for k, _ in by]
    assert kinds[:3] == ["sword", "reveal", "counter"], by
    assert by[0][1] == by[1][1] == 0 and by[2][1] == 1
    assert all(b == (1 if kinds[:k + 1].count("counter") % 2 else 0)
               for k, (_kind, b) in enumerate(by)), by
