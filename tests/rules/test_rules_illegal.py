"""Every kind of illegal move is rejected with IllegalAction naming the rule, and the
game is left exactly as it was (state, log and events)."""

from __future__ import annotations

import pytest
from rules_helpers import assert_illegal, do, sid

from rules import (
    Accept,
    Activate,
    ActivateWithBean,
    Bean,
    Cast,
    ChooseCoin,
    Conclude,
    Discard,
    Done,
    Harvest,
    Offer,
    Plant,
    Retuck,
    Swap,
    Tuck,
    UseAbility,
)
from rules.builder import build


def hand(g, p, i=0):
    return g.state.seats[p].hand[i]


def game_in_attack():
    g = build(3, fields={0: [["sword"], []], 1: [["mean"] * 3, []]},
              coins={1: ["princess", "cap"]}, spells={0: [("attack", True)]},
              active=0, phase="1b")
    do(g, 0, "ability", field=0, target=1, attack_spell=True)
    return g


def game_over():
    g = build(3, hands={0: []}, turned_up=["cap"], draw_size=0, passes=3, active=0,
              phase="3")
    do(g, 0, "plant", card=g.state.turned_up[0], field=0)
    assert g.finished
    return g


def game_after_trade():
    g = build(3, hands={0: ["sword"], 1: ["picker"], 2: ["cap"]}, turned_up=["mean"],
              active=0, phase="trade")
    g.apply(Offer(0, (1,), (g.state.turned_up[0],), (Bean.PICKER,)))
    do(g, 1, "accept", cards=(hand(g, 1),))
    return g


def game_offer_sent():
    g = build(3, hands={0: ["sword"], 1: ["cap", "white"]}, turned_up=["mean"],
              active=0, phase="trade")
    g.apply(Offer(0, (1,), (g.state.turned_up[0],), (Bean.PICKER,)))
    return g


CASES = [
    # (id, position, action from position, words the message must contain)
    ("not your decision",
     lambda: build(3, hands={0: ["cap"], 1: ["cap"]}, active=0, phase="1a"),
     lambda g: Plant(1, hand(g, 1), 0), ["not", "decision"]),
    ("no such seat",
     lambda: build(3, hands={0: ["cap"]}, active=0, phase="1a"),
     lambda g: Done(7), ["no seat"]),
    ("front card only",
     lambda: build(3, hands={0: ["cap", "sword"]}, active=0, phase="1a"),
     lambda g: Plant(0, hand(g, 0, 1), 0), ["front card"]),
    ("one variety per field",
     lambda: build(3, hands={0: ["cap"]}, fields={0: [["sword"], []]}, active=0, phase="1a"),
     lambda g: Plant(0, hand(g, 0), 0), ["one variety"]),
    ("no such field",
     lambda: build(3, hands={0: ["cap"]}, active=0, phase="1a"),
     lambda g: Plant(0, hand(g, 0), 2), ["no field 3"]),
    ("no third card in 1a",
     lambda: build(3, hands={0: ["cap"]}, fields={0: [["white"], []]}, active=0, phase="1b"),
     lambda g: Plant(0, hand(g, 0), 1), ["no more than two"]),
    ("protection rule",
     lambda: build(3, hands={0: ["cap"]}, fields={1: [["cap"], ["sword"] * 2]}, active=0,
                   phase="1a"),
     lambda g: Harvest(1, 0), ["protection"]),
    ("empty field",
     lambda: build(3, hands={0: ["cap"]}, active=0, phase="1a"),
     lambda g: Harvest(2, 1), ["nothing to harvest"]),
    ("no harvest in an attack", game_in_attack,
     lambda g: Harvest(1, 0), ["Sword Bean attack"]),
    ("no harvest in an attack (attacker)", game_in_attack,
     lambda g: Harvest(0, 0), ["Sword Bean attack"]),
    ("abilities in 1b only",
     lambda: build(3, fields={0: [["white"], []]}, active=0, phase="trade"),
     lambda g: UseAbility(0, 0), ["1b"]),
    ("ability once per row",
     lambda: build(3, hands={0: ["magic"]}, spells={0: ["retuck"]},
                   fields={0: [["white"], []]}, active=0, phase="1b"),
     lambda g: (g.apply(UseAbility(0, 0)), UseAbility(0, 0))[1], ["once"]),
    ("no ability for Princess Beans",
     lambda: build(3, fields={0: [["princess"], ["white"]]}, active=0, phase="1b"),
     lambda g: UseAbility(0, 0), ["no ability"]),
    ("Mean Bean needs 4",
     lambda: build(3, fields={0: [["mean"] * 3, ["white"]]}, coins={1: ["cap"]}, active=0,
                   phase="1b"),
     lambda g: UseAbility(0, 0), ["4 or more"]),
    ("Attack Spell must be face up",
     lambda: build(3, fields={0: [["mean"] * 3, ["white"]]}, coins={1: ["cap"]},
                   spells={0: ["attack"]}, active=0, phase="1b"),
     lambda g: UseAbility(0, 0, attack_spell=True), ["Attack Spell"]),
    ("Sword Bean: no coins, no attack",
     lambda: build(3, fields={0: [["sword"], ["white"]]}, active=0, phase="1b"),
     lambda g: UseAbility(0, 0, target=1), ["without coins"]),
    ("Sword Bean: not oneself",
     lambda: build(3, fields={0: [["sword"], ["white"]]}, coins={0: ["cap"]}, active=0,
                   phase="1b"),
     lambda g: UseAbility(0, 0, target=0), ["fellow player"]),
    ("Picker Bean: empty hand",
     lambda: build(3, fields={0: [["picker"], ["white"]]}, active=0, phase="1b"),
     lambda g: UseAbility(0, 0, target=1), ["hand cards"]),
    ("Magic Bean: nothing face down",
     lambda: build(3, fields={0: [["magic"], ["white"]]}, active=0, phase="1b"),
     lambda g: UseAbility(0, 0), ["face down"]),
    ("activation needs a Magic Bean",
     lambda: build(3, hands={0: ["cap"]}, spells={0: ["retuck"]},
                   fields={0: [["white"], []]}, active=0, phase="1b"),
     lambda g: ActivateWithBean(0, hand(g, 0), sid("retuck")), ["Magic Bean"]),
    ("activation in 1b only",
     lambda: build(3, hands={0: ["magic"]}, spells={0: ["retuck"]}, active=0, phase="trade"),
     lambda g: ActivateWithBean(0, hand(g, 0), sid("retuck")), ["1b only"]),
    ("activate outside an activation",
     lambda: build(3, spells={0: ["retuck"]}, active=0, phase="trade"),
     lambda g: Activate(0, sid("retuck")), ["Magic Bean ability"]),
    ("face-down spell",
     lambda: build(3, hands={0: ["cap", "sword"]}, spells={0: ["retuck"]}, active=0,
                   phase="trade"),
     lambda g: Retuck(0, 0, 1), ["face up"]),
    ("spell in the wrong phase",
     lambda: build(3, spells={0: [("trade", True)]}, fields={0: [["white"], []]}, active=0,
                   phase="1b"),
     lambda g: Cast(0, sid("trade")), ["Trade Spell", "phase 2"]),
    ("Hand Card Spell is for phase 4",
     lambda: build(3, spells={0: [("hand_card", True)]}, active=0, phase="trade"),
     lambda g: Cast(0, sid("hand_card")), ["Hand Card Spell", "phase 4"]),
    ("Hand Card Spell only without a trade",
     lambda: build(3, spells={0: [("hand_card", True)]}, turned_up=["cap"], traded=True,
                   active=0, phase="3"),
     lambda g: Cast(0, sid("hand_card")), ["Hand Card Spell", "no trade"]),
    ("swap takes a face-down spell only",
     lambda: build(3, spells={0: [("swap", True)], 1: [("retuck", True)]}, active=0,
                   phase="trade"),
     lambda g: Swap(0, 1, 0), ["face-down spell"]),
    ("received cards cannot be traded on", game_after_trade,
     lambda g: Offer(0, (2,), (g.state.seats[0].aside[0],)), ["cannot be traded on"]),
    ("cards on fields cannot be traded",
     lambda: build(3, fields={0: [["cap"], []]}, hands={1: ["cap"]}, active=0,
                   phase="trade"),
     lambda g: Offer(0, (1,), (g.state.seats[0].fields[0].cards[0],)), ["hand cards"]),
    ("only the active player trades",
     lambda: build(3, hands={1: ["cap"], 2: ["cap"]}, active=0, phase="trade"),
     lambda g: Offer(1, (2,), ask=(Bean.CAP,)), ["only the active player", "never trade"]),
    ("an offer asks no more than the partner can hand over",
     lambda: build(3, hands={0: ["cap"], 1: ["cap"]}, active=0, phase="trade"),
     lambda g: Offer(0, (1,), ask=(Bean.CAP, Bean.CAP)), ["at most 1 card", "Seat 2"]),
    ("an offer gives or asks something",
     lambda: build(3, hands={1: ["cap"]}, active=0, phase="trade"),
     lambda g: Offer(0, (1,)), ["gives something or asks"]),
    ("offers are made while trading",
     lambda: build(3, hands={0: ["cap"], 1: ["cap"]}, active=0, phase="1a"),
     lambda g: Offer(0, (1,), ask=(Bean.CAP,)), ["while the active player trades"]),
    ("only varieties of the game are asked for",
     lambda: build(3, hands={1: ["cap"]}, active=0, phase="trade"),
     lambda g: Offer(0, (1,), ask=(Bean.BLUE,)), ["varieties of this game"]),
    ("an offer is answered with the asked varieties", game_offer_sent,
     lambda g: Accept(1, (hand(g, 1),)), ["cannot give what is asked for", "Picker"]),
    ("no deal without an answer", game_offer_sent,
     lambda g: Conclude(0, 1), ["not", "decision"]),
    ("turned-up cards are planted without the Trade Spell",
     lambda: build(3, turned_up=["cap"], fields={0: [["sword"] * 2, ["mean"] * 2]}, active=0,
                   phase="3"),
     lambda g: Discard(0, g.state.turned_up[0]), ["Trade Spell"]),
    ("Enchantment of the Beans needs the spell",
     lambda: build(3, turned_up=["princess"], fields={0: [["white"], []]}, active=0,
                   phase="3"),
     lambda g: Plant(0, g.state.turned_up[0], 0, enchant=True), ["Enchantment of the Beans"]),
    ("tuck only what is being decided on",
     lambda: build(3, hands={0: ["cap"]}, active=0, phase="1a"),
     lambda g: Tuck(0, hand(g, 0)), ["tucked"]),
    ("choose one of the two coins", game_in_attack,
     lambda g: ChooseCoin(0, 2), ["Attack Spell", "two coins"]),
    ("the game is over", game_over,
     lambda g: Done(1), ["game is over"]),
]


@pytest.mark.parametrize("make,action,words", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_illegal_move_is_rejected_naming_the_rule(make, action, words):
    game = make()
    assert_illegal(game, action(game), *words)
