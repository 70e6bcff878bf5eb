"""Planting, harvesting, the bohnometer, the Cap Bean's spell card, the protection rule."""

from __future__ import annotations

import pytest
from rules_helpers import assert_illegal, awaited, beans, do, fields_of, hand_of, legal, sid

from rules import VARIETIES, Bean, Harvest, Plant
from rules.builder import build


def test_only_the_front_card_may_be_planted():
    game = build(3, hands={0: ["princess", "sword"]}, active=0, phase="1a")
    second = game.state.seats[0].hand[1]
    assert_illegal(game, Plant(0, second, 0), "front card")
    assert {a.card for a in legal(game, 0, "plant")} == {game.state.seats[0].hand[0]}


def test_a_field_holds_one_variety_but_a_variety_may_use_several_fields():
    game = build(3, hands={0: ["sword", "sword"]}, fields={0: [["princess"], []]},
                 active=0, phase="1a")
    front = game.state.seats[0].hand[0]
    assert_illegal(game, Plant(0, front, 0), "one variety")
    do(game, 0, "plant", card=front, field=1)
    assert {a.field for a in legal(game, 0, "plant")} == {1}
    game2 = build(3, hands={0: ["sword"]}, fields={0: [["sword"], []]}, active=0, phase="1a")
    assert {a.field for a in legal(game2, 0, "plant")} == {0, 1}


def test_planting_a_card_that_fits_nowhere_forces_a_harvest_first():
    game = build(3, hands={0: ["cap"]}, fields={0: [["sword"] * 3, ["mean"] * 2]},
                 active=0, phase="1a")
    acts = game.legal_actions(0)
    assert acts and all(isinstance(a, Harvest) for a in acts)
    assert_illegal(game, Plant(0, game.state.seats[0].hand[0], 0), "one variety")
    do(game, 0, "harvest", field=1)
    assert fields_of(game, 0)[1] == []
    do(game, 0, "plant", card=game.state.seats[0].hand[0], field=1)
    assert fields_of(game, 0) == [["sword"] * 3, ["cap"]]


@pytest.mark.parametrize("bean,table", [
    ("princess", {1: 0, 2: 1, 3: 1, 4: 2, 5: 2, 6: 3, 7: 4, 9: 4}),  # printed exactly
    ("white", {2: 0, 3: 1}),  # the rulebook's Example 6
    ("cap", {2: 0, 3: 1, 4: 2, 5: 3, 8: 3}),  # 1-3 coins from 3 cards, never a 4th
])
def test_bohnometer_values_given_by_the_rulebook(bean, table):
    v = VARIETIES[Bean(bean)]
    for cards, coins in table.items():
        assert v.coins_for(cards) == coins, (bean, cards)


def test_every_variety_has_a_documented_bohnometer_with_a_source():
    counts = {"picker": 9, "cap": 11, "mean": 13, "white": 14, "magic": 15, "princess": 17,
              "sword": 19}
    for bean, n in counts.items():
        v = VARIETIES[Bean(bean)]
        assert v.count == n
        assert v.source
        needs = [x for x in v.bohnometer if x is not None]
        assert needs == sorted(needs) and len(set(needs)) == len(needs)


def test_harvest_reads_the_top_card_and_takes_coins_from_the_top_down():
    # a mixed row (as the Enchantment of the Beans makes it): the top card decides
    game = build(3, fields={0: [["picker", "princess", "princess", "princess"], ["white"]]},
                 active=1, phase="1a", hands={1: ["cap"]})
    row = game.state.seats[0].fields[0].cards[:]
    discard_before = len(game.state.discard)
    do(game, 0, "harvest", field=0)  # not active: harvesting is allowed at any time
    s = game.state
    # 4 cards, Princess bohnometer (2/4/6/7) -> 2 coins: the two top cards
    assert s.seats[0].coins == [row[3], row[2]]
    assert sorted(s.discard[discard_before:]) == sorted(row[:2])
    assert s.seats[0].fields[0].cards == []
    assert s.seats[0].fields[0].use is False


def test_rulebook_example_6_three_white_beans_give_one_coin():
    game = build(4, fields={3: [["white"] * 3, []]}, active=0, phase="1a", hands={0: ["cap"]})
    row = game.state.seats[3].fields[0].cards[:]
    do(game, 3, "harvest", field=0)
    s = game.state
    assert s.seats[3].coins == [row[-1]]
    assert sorted(s.discard[-2:]) == sorted(row[:2])
    assert fields_of(game, 3) == [[], []]


@pytest.mark.parametrize("n,coins", [(2, 0), (3, 1), (5, 3), (6, 3)])
def test_cap_bean_harvest_of_two_or_more_brings_a_spell_card(n, coins):
    game = build(3, fields={1: [["cap"] * n, []]}, spells={1: ["trade"]},
                 spell_deck=["pile", "retuck"], active=0, phase="1a", hands={0: ["cap"]})
    do(game, 1, "harvest", field=0)
    seat = game.state.seats[1]
    assert len(seat.coins) == coins
    got = [x.card for x in seat.spells]
    assert got == [sid("trade"), sid("pile")]  # the top of the spell deck, face down
    assert not seat.spells[1].face_up
    assert len(game.state.spell_deck) == 11 - 2


def test_a_single_cap_bean_brings_no_spell_card():
    game = build(3, fields={1: [["cap"], []]}, active=0, phase="1a", hands={0: ["cap"]})
    deck = len(game.state.spell_deck)
    do(game, 1, "harvest", field=0)
    assert game.state.seats[1].spells == [] and len(game.state.spell_deck) == deck


def test_no_spell_card_when_the_spell_deck_is_empty():
    from rules.cards import SPELL_CARDS
    all_spells = [c.spell.value for c in SPELL_CARDS]
    game = build(3, fields={1: [["cap"] * 3, []]},
                 spells={0: all_spells[:4], 1: all_spells[4:8], 2: all_spells[8:]},
                 active=0, phase="1a", hands={0: ["cap"]})
    assert game.state.spell_deck == []
    do(game, 1, "harvest", field=0)
    assert len(game.state.seats[1].spells) == 4
    assert len(game.state.seats[1].coins) == 1


def test_protection_rule_a_single_bean_stays_while_another_field_holds_more():
    game = build(3, fields={1: [["princess"], ["sword"] * 3]}, active=0, phase="1a",
                 hands={0: ["cap"]})
    assert {a.field for a in legal(game, 1, "harvest")} == {1}
    assert_illegal(game, Harvest(1, 0), "protection")
    do(game, 1, "harvest", field=1)
    # now no field holds more than one card: the single bean may go
    assert {a.field for a in legal(game, 1, "harvest")} == {0}


def test_protection_rule_allows_harvesting_single_beans_when_all_rows_are_single():
    game = build(3, fields={2: [["princess"], ["sword"]]}, active=0, phase="1a",
                 hands={0: ["cap"]})
    assert {a.field for a in legal(game, 2, "harvest")} == {0, 1}


def test_protection_rule_binds_the_forced_harvest_too():
    game = build(3, hands={0: ["cap"]}, fields={0: [["sword"], ["mean"] * 2]},
                 active=0, phase="1a")
    assert [a for a in game.legal_actions(0)] == [Harvest(0, 1)]


def test_an_empty_field_cannot_be_harvested():
    game = build(3, hands={0: ["cap"]}, fields={0: [[], ["mean"] * 2]}, active=0, phase="1a")
    assert_illegal(game, Harvest(0, 0), "nothing to harvest")


def test_any_player_may_harvest_at_any_time_even_out_of_turn():
    game = build(3, hands={0: ["cap", "cap"]}, fields={2: [["sword"] * 3, []]},
                 active=0, phase="1a")
    assert awaited(game) == [(0, "plant_front")]
    assert legal(game, 2, "harvest") == [Harvest(2, 0)]
    do(game, 2, "harvest", field=0)
    assert len(game.state.seats[2].coins) == 1
    assert awaited(game) == [(0, "plant_front")]  # the active player's decision stands
    assert hand_of(game, 0) == ["cap", "cap"]
    # the harvest is public: the event names the seat, the variety and the coins
    text = game.events_for(1)[-1]
    assert "Sword" in text and "1 coin" in text
    assert beans(game.state.discard[-2:]) == ["sword", "sword"]


def test_the_view_names_the_cards_lying_to_be_planted_in_phase_3():
    """The active player plants the turned-up cards and those received; a fellow player
    only those received."""
    game = build(3, aside={0: ["sword"], 1: ["cap", "cap"]}, turned_up=["mean"],
                 active=0, phase="3")
    s = game.state
    view = game.view(0)
    assert view.decision is not None and view.decision.kind == "plant_aside"
    assert [c.id for c in view.decision.places] == s.turned_up + s.seats[0].aside
    while s.seats[0].aside or s.turned_up:
        game.apply(legal(game, 0, "plant")[0])
    view = game.view(1)
    assert view.decision is not None and view.decision.player == 1
    assert [c.id for c in view.decision.places] == s.seats[1].aside
    assert len(view.decision.places) == 2


def _phase3(variant: str = "bohnanza", **kw):
    """Cem (seat 2) plants in phase 3: a Soy row and a Blue Bean."""
    kw.setdefault("fields", {2: [["soy"] * 2, ["blue"]]})
    return build(["Ann", "Ben", "Cem"], variant=variant, active=0, phase="3", **kw)


def test_a_received_card_with_one_place_is_forced_as_the_table_can_tell():
    game = _phase3(aside={2: ["soy", "soy"]})
    assert game.awaiting()[0].player == 2
    first = game.forced(2)
    assert isinstance(first, Plant) and first.field == 0 and first in legal(game, 2)
    assert game.forced(0) is None and game.forced(1) is None  # (not awaited)
    game.apply(first)
    second = game.forced(2)  # the second Soy Bean, on the same row
    assert isinstance(second, Plant) and second.field == 0 and second.card != first.card


def test_two_empty_fields_just_like_each_other_are_one_place():
    """Classic Bohnanza, both of Cem's fields empty: a received Red Bean can only start a
    row, and which of the two fields takes it changes nothing (the choices list one
    planting), so it is made for him; he was called to the keyboard for it (play-test)."""
    game = _phase3(aside={2: ["red"]}, fields={2: [[], []]})
    plants = [a for a in legal(game, 2) if isinstance(a, Plant)]
    assert sorted(a.field for a in plants) == [0, 1]
    forced = game.forced(2)
    assert isinstance(forced, Plant) and forced.field == 0


def test_empty_fields_of_different_kinds_are_two_places():
    """Bohnedikt's Bisch-Hof and Gottes Acker are not alike: the player chooses."""
    game = _phase3("bohnedikt", aside={2: ["red"]}, fields={2: [[], []]})
    assert game.forced(2) is None
    assert len([a for a in legal(game, 2) if isinstance(a, Plant)]) == 2


@pytest.mark.parametrize("case", ["two varieties", "two places", "sacrifice card",
                                  "field to buy", "enchantment"])
def test_a_planting_is_not_forced_where_the_player_has_a_choice_or_hides_one(case):
    if case == "two varieties":  # (which goes first matters where one fits nowhere)
        game = _phase3(aside={2: ["soy", "red"]})
    elif case == "two places":  # (its own row, or the empty field)
        game = _phase3(aside={2: ["red"]}, fields={2: [["red"], []]})
    elif case == "sacrifice card":  # (whether it can be fulfilled with the Soy is secret,
        # here it cannot: the Soy's one planting is all the rules list, but nobody else
        # may learn that)
        game = _phase3("bohnedikt", aside={2: ["soy"]}, hands={2: ["red", "sacrifice"]})
    elif case == "field to buy":
        game = _phase3(aside={2: ["soy"]}, coins={2: ["red"] * 3})
    else:  # Excalibohn: the active player's Enchantment of the Beans, face up
        game = build(["Ann", "Ben", "Cem"], active=0, phase="3",
                     spells={0: [("enchant_beans", True)]}, aside={0: ["cap"]},
                     fields={0: [["cap"] * 2, ["white"]]})
    seat = game.awaiting()[0].player
    assert game.forced(seat) is None
    plants = [a for a in legal(game, seat) if isinstance(a, Plant)]
    others = [a for a in legal(game, seat) if not isinstance(a, Harvest | Plant)]
    if case in ("two varieties", "sacrifice card"):  # (one planting listed all the same)
        assert len(plants) == 1 and not others
    else:
        assert len(plants) + len(others) > 1
