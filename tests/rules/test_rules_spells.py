"""All eleven spell cards, and the life of an activated spell."""

from __future__ import annotations

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

from rules import Cast, Discard, Offer, Plant, Swap
from rules.builder import build

# --------------------------------------------------------------- Attack Spell


def test_attack_spell_lets_one_to_three_mean_beans_use_their_ability():
    game = build(3, fields={0: [["mean"] * 2, []]}, coins={1: ["cap"], 2: ["princess"]},
                 spells={0: [("attack", True)]}, active=0, phase="1b")
    assert legal(game, 0, "ability", field=0) == legal(game, 0, "ability", attack_spell=True)
    events = do(game, 0, "ability", field=0, attack_spell=True)
    assert game.state.seats[1].coins == [] and beans(game.state.seats[2].coins) == ["princess"]
    assert not game.state.seats[0].spells[0].face_up
    # the log says the spell was cast (it told only of the Mean Bean, play-test)
    words = [e.text_for(None) for e in events]
    assert words[0] == "Seat 1 casts the Attack Spell.", words
    assert words[1].startswith("Seat 1 uses a Mean Bean"), words


# ------------------------------------------------------------- Bean Field Spell


def test_bean_field_spell_opens_a_third_field_until_the_next_harvest():
    game = build(3, hands={1: ["cap", "white"]}, fields={0: [["picker"], ["mean"] * 2]},
                 spells={0: [("bean_field", True)]}, active=0, phase="1b")
    do(game, 0, "cast", spell=sid("bean_field"))
    assert len(game.state.seats[0].fields) == 3
    assert not legal(game, 0, "cast")  # used once; it turned face down
    white = game.state.seats[1].hand[-1]
    do(game, 0, "ability", field=0, target=1)
    do(game, 0, "plant", card=white, field=2)
    assert fields_of(game, 0) == [["picker"], ["mean"] * 2, ["white"]]
    assert legal(game, 0, "ability", field=2)  # a new row in 1b
    do(game, 0, "harvest", field=1)
    # the harvested field goes away: two fields remain
    assert fields_of(game, 0) == [["picker"], ["white"]]


def test_bean_field_spell_is_cast_in_phase_1b_only():
    game = build(3, spells={0: [("bean_field", True)]}, active=0, phase="trade")
    assert_illegal(game, Cast(0, sid("bean_field")), "Bean Field Spell")


# ------------------------------------------------------------- Spell Card Swap


def test_spell_card_swap_takes_a_face_down_spell_and_keeps_it_active():
    game = build(3, spells={0: [("swap", True)], 1: ["hand_card", ("retuck", True)],
                            2: ["pile"]},
                 fields={0: [["white"], []]}, active=0, phase="1b")
    # only face-down spells of fellow players can be taken
    assert {(a.target, a.slot) for a in legal(game, 0, "swap")} == {(1, 0), (2, 0)}
    assert_illegal(game, Swap(0, 1, 1), "Spell Card Swap")
    events = do(game, 0, "swap", target=1, slot=0)
    assert awaited(game) == [(0, "swap_keep")]
    # the taker sees the card; the third player does not learn it
    assert any("Hand Card" in e.text_for(0) for e in events)
    assert not any("Hand Card" in e.text_for(2) for e in events)
    do(game, 0, "keep_swapped", face_up=True)
    mine = [(x.card, x.face_up) for x in game.state.seats[0].spells]
    theirs = [(x.card, x.face_up) for x in game.state.seats[1].spells]
    assert mine == [(sid("hand_card"), True)]
    assert (sid("swap"), False) in theirs and (sid("retuck"), True) in theirs
    # seat 2 sees seat 1's new card only as a back
    v2 = game.view(2).seats[1]
    assert [s.card for s in v2.spells if not s.face_up] == [None]


def test_spell_card_swap_may_keep_the_new_spell_face_down():
    game = build(3, spells={0: [("swap", True)], 1: ["trade"]}, active=0, phase="trade")
    do(game, 0, "swap", target=1, slot=0)
    do(game, 0, "keep_swapped", face_up=False)
    assert [(x.card, x.face_up) for x in game.state.seats[0].spells] == [(sid("trade"), False)]


# ----------------------------------------------------------------- Trade Spell


def test_trade_spell_turns_up_a_third_card_and_allows_discarding_in_phase_3():
    """Decided at the beginning of phase 2, before any card is seen (rulebook; RULINGS 9:
    only Rabohnzel's Commerce Spell waits for the first two)."""
    game = build(3, spells={0: [("trade", True)]}, fields={0: [["sword"] * 2, ["mean"] * 2]},
                 draw_top=["cap", "white", "picker"], active=0, phase="2")
    assert awaited(game) == [(0, "trade_start")]
    assert game.state.turned_up == []
    do(game, 0, "cast", spell=sid("trade"))
    assert beans(game.state.turned_up) == ["cap", "white", "picker"]
    do(game, 0, "done")  # no trade
    assert game.phase == "3"
    cap = game.state.turned_up[0]
    assert legal(game, 0, "discard", card=cap)
    for c in list(game.state.turned_up):
        do(game, 0, "discard", card=c)
    assert beans(game.state.discard[-3:]) == ["cap", "white", "picker"]
    assert fields_of(game, 0) == [["sword"] * 2, ["mean"] * 2]


def test_the_trade_spell_not_used_turns_up_two_cards_and_is_kept():
    game = build(3, spells={0: [("trade", True)]}, draw_top=["cap", "white", "picker"],
                 active=0, phase="2")
    assert game.state.turned_up == []
    events = do(game, 0, "done")
    assert events[0].text_for(None) == ("Seat 1 does not use the Trade Spell: two cards are "
                                        "turned up.")
    assert beans(game.state.turned_up) == ["cap", "white"]
    assert awaited(game) == [(0, "trading")]  # not offered again once the cards are seen
    assert [(x.card, x.face_up) for x in game.state.seats[0].spells] == [(sid("trade"), True)]


def test_the_pile_spell_comes_after_the_cards_are_turned_up():
    game = build(3, spells={0: [("trade", True), ("pile", True)]},
                 draw_top=["cap", "white", "picker"], discard=["sword"], active=0, phase="2")
    do(game, 0, "cast", spell=sid("trade"))
    assert awaited(game) == [(0, "phase2_start")]
    assert beans(game.state.turned_up) == ["cap", "white", "picker"]
    do(game, 0, "cast", spell=sid("pile"))
    assert beans(game.state.turned_up) == ["cap", "white", "picker", "sword"]


def test_without_the_trade_spell_turned_up_cards_must_be_planted():
    game = build(3, fields={0: [["sword"] * 2, ["mean"] * 2]}, turned_up=["cap"],
                 active=0, phase="3")
    cap = game.state.turned_up[0]
    assert_illegal(game, Discard(0, cap), "Trade Spell")
    assert {a.kind for a in game.legal_actions(0)} == {"harvest"}


# -------------------------------------------------------------- Magic Card Flow


def test_magic_card_flow_plants_the_front_card_again_and_again_with_abilities_in_1b():
    game = build(3, hands={0: ["white", "white", "cap", "sword"]},
                 fields={0: [["princess"] * 2, ["mean"] * 2]},
                 spells={0: [("flow", True)]}, draw_top=["picker"], active=0, phase="1b")
    do(game, 0, "cast", spell=sid("flow"))
    assert awaited(game) == [(0, "flow")]
    assert not legal(game, 0, "plant")  # the White Bean fits nowhere yet
    do(game, 0, "harvest", field=1)
    do(game, 0, "plant", card=game.state.seats[0].hand[0], field=1)
    do(game, 0, "plant", card=game.state.seats[0].hand[0], field=1)
    assert fields_of(game, 0)[1] == ["white", "white"]
    do(game, 0, "done")
    assert hand_of(game, 0) == ["cap", "sword"]
    # the new White row gives its ability in this 1b
    assert legal(game, 0, "ability", field=1)
    do(game, 0, "ability", field=1)
    assert hand_of(game, 0) == ["cap", "sword", "picker"]


def test_magic_card_flow_outside_1b_gives_no_ability():
    game = build(3, hands={0: ["white", "cap"]}, spells={0: [("flow", True)]},
                 active=0, phase="trade")
    do(game, 0, "cast", spell=sid("flow"))
    do(game, 0, "plant", card=game.state.seats[0].hand[0], field=0)
    assert game.state.seats[0].fields[0].use is False


# ------------------------------------------------------------------ Pile Spell


def test_pile_spell_adds_the_top_of_the_discard_pile_after_the_two_cards():
    game = build(3, spells={0: [("pile", True)]}, discard=["sword", "princess"],
                 draw_top=["cap", "white"], active=0, phase="2")
    top = game.state.discard[-1]
    assert beans([top]) == ["princess"]
    do(game, 0, "cast", spell=sid("pile"))
    assert game.state.turned_up[-1] == top and beans(game.state.turned_up) == [
        "cap", "white", "princess"]
    assert awaited(game) == [(0, "trading")]


def test_pile_spell_needs_a_discard_pile():
    game = build(3, spells={0: [("pile", True)]}, draw_top=["cap", "white"], active=0,
                 phase="2")
    assert game.state.discard == []
    # nothing to add: trading starts at once and the spell stays unused
    assert awaited(game) == [(0, "trading")]
    assert_illegal(game, Cast(0, sid("pile")), "Pile Spell")
    assert game.state.seats[0].spells[0].face_up


# ------------------------------------------------------- Enchantment of the Beans


def test_enchantment_of_the_beans_makes_a_lone_bean_join_the_new_variety():
    game = build(3, spells={0: [("enchant_beans", True)]},
                 fields={0: [["white"], ["mean"] * 3]}, turned_up=["princess"],
                 active=0, phase="3")
    princess = game.state.turned_up[0]
    white = game.state.seats[0].fields[0].cards[0]
    # without the spell the Princess fits nowhere; with it, on the lone White Bean
    assert legal(game, 0, "plant", enchant=True) == [Plant(0, princess, 0, enchant=True)]
    do(game, 0, "plant", card=princess, field=0, enchant=True)
    assert fields_of(game, 0)[0] == ["white", "princess"]
    assert not game.state.seats[0].spells[0].face_up
    # the field counts as Princess Beans: 2 give one coin, the enchanted bean last
    do(game, 0, "harvest", field=0)
    assert game.state.seats[0].coins == [princess]
    assert game.state.discard[-1] == white


def test_enchantment_of_the_beans_needs_exactly_one_bean_of_another_variety():
    game = build(3, spells={0: [("enchant_beans", True)]},
                 fields={0: [["white"] * 2, ["princess"]]}, turned_up=["princess"],
                 active=0, phase="3")
    princess = game.state.turned_up[0]
    assert not legal(game, 0, "plant", enchant=True)
    assert_illegal(game, Plant(0, princess, 0, enchant=True), "Enchantment of the Beans")


# ---------------------------------------------- Enchantment of the Fellow Players


def test_a_fellow_players_front_card_with_one_place_may_be_planted_for_them():
    """Play-test: under the Enchantment of the Fellow Players each fellow was called to the
    keyboard to plant a front card that had one place.  Ruling (rules.spells): such a
    planting may be made for them (``Game.forced``); the planting shows the card either
    way.  Two places, no place, or the caster: they decide."""
    game = build(4, hands={0: ["cap"], 1: ["sword", "cap"], 2: ["white"], 3: ["princess"]},
                 fields={1: [["sword"], ["cap"]], 2: [["white"], []], 3: [["mean"], ["cap"]]},
                 spells={0: [("enchant_fellows", True)]}, active=0, phase="trade")
    do(game, 0, "cast", spell=sid("enchant_fellows"))
    forced = game.forced(1)
    assert isinstance(forced, Plant) and forced.field == 0 and forced in legal(game, 1)
    assert game.forced(2) is None  # its own row, or the empty field
    assert game.forced(3) is None  # it fits no field: which to harvest is a choice
    assert game.forced(0) is None  # the caster need not plant
    game.apply(forced)
    assert fields_of(game, 1)[0] == ["sword", "sword"]


def test_enchantment_of_the_fellow_players_awaits_everyone_at_once():
    game = build(4, hands={0: ["cap"], 1: ["sword"], 2: ["white"], 3: []},
                 fields={1: [["sword"], []], 2: [["mean"] * 2, ["cap"] * 3]},
                 spells={0: [("enchant_fellows", True)]}, active=0, phase="trade")
    do(game, 0, "cast", spell=sid("enchant_fellows"))
    # seat 3 has no hand card; the active player may plant but need not
    assert sorted(awaited(game)) == [(0, "fellow_plant"), (1, "fellow_plant"),
                                     (2, "fellow_plant")]
    assert game.public_view().awaiting_words == ("Seat 2, Seat 3 and Seat 1 must plant their "
                                                 "front cards (Enchantment of the Fellow "
                                                 "Players)")
    assert legal(game, 0, "done") and not legal(game, 1, "done") and not legal(game, 2, "done")
    # seat 2's White Bean fits nowhere: seat 2 must harvest first
    assert {a.kind for a in game.legal_actions(2)} == {"harvest"}
    do(game, 2, "harvest", field=1)
    do(game, 2, "plant", card=game.state.seats[2].hand[0], field=1)
    assert sorted(awaited(game)) == [(0, "fellow_plant"), (1, "fellow_plant")]
    do(game, 1, "plant", card=game.state.seats[1].hand[0], field=0)
    assert game.public_view().awaiting_words == ("Seat 1 must plant their front card "
                                                 "(Enchantment of the Fellow Players)")
    do(game, 0, "done")
    assert fields_of(game, 1)[0] == ["sword", "sword"]
    assert fields_of(game, 2)[1] == ["white"]
    assert hand_of(game, 0) == ["cap"]
    assert awaited(game) == [(0, "trading")]


# --------------------------------------------------------------- Re-tuck Spell


def test_retuck_spell_moves_one_hand_card():
    game = build(3, hands={0: ["cap", "sword", "white"]}, spells={0: [("retuck", True)]},
                 active=0, phase="trade")
    do(game, 0, "retuck", src=2, dst=0)
    assert hand_of(game, 0) == ["white", "cap", "sword"]
    assert not legal(game, 0, "retuck")


# ------------------------------------------------------------- Hand Card Spell


def test_hand_card_spell_draws_five_without_a_trade():
    game = build(3, hands={0: []}, spells={0: [("hand_card", True)]},
                 draw_top=["cap", "white", "mean", "sword", "picker"], active=0, phase="4")
    assert awaited(game) == [(0, "phase4")]
    do(game, 0, "cast", spell=sid("hand_card"))
    assert hand_of(game, 0) == ["cap", "white", "mean", "sword", "picker"]


def test_hand_card_spell_is_not_offered_after_a_trade_or_gift():
    game = build(3, hands={0: []}, spells={0: [("hand_card", True)]}, traded=True,
                 draw_top=["cap", "white", "mean", "sword", "picker"], active=0, phase="4")
    assert hand_of(game, 0) == ["cap", "white", "mean"]
    assert game.state.active == 1


def test_hand_card_spell_after_a_gift_in_the_same_turn():
    game = build(3, hands={0: ["cap"], 1: []}, spells={0: [("hand_card", True)]},
                 active=0, phase="trade", draw_top=["sword"] * 8)
    cap = game.state.seats[0].hand[0]
    game.apply(Offer(0, (1,), (cap,)))
    do(game, 1, "accept", cards=())
    assert game.state.traded
    do(game, 0, "done")
    finish_turn(game)
    assert len(game.state.seats[0].hand) == 3


def test_the_view_says_a_trade_would_cost_the_hand_card_spells_two_cards():
    """While the active player's Hand Card Spell lies face up and no deal has come about,
    their view says what a trade or gift would cost them; nobody else's does, and once a
    gift has come about (or the spell lies face down) it says nothing."""
    game = build(3, hands={0: ["cap"], 1: []}, spells={0: [("hand_card", True)]},
                 active=0, phase="trade", draw_top=["sword"] * 8)
    assert "Hand Card Spell" in game.view(0).trade_cost
    assert game.view(1).trade_cost == "" and game.public_view().trade_cost == ""
    cap = game.state.seats[0].hand[0]
    game.apply(Offer(0, (1,), (cap,)))
    assert "Hand Card Spell" in game.view(0).trade_cost  # (offered, not yet given)
    do(game, 1, "accept", cards=())
    assert game.view(0).trade_cost == ""
    face_down = build(3, hands={0: ["cap"]}, spells={0: ["hand_card"]}, active=0,
                      phase="trade")
    assert face_down.view(0).trade_cost == ""


# ---------------------------------------------------------------- Random Spell


def test_random_spell_borrows_the_top_spell_for_this_turn():
    game = build(3, spells={0: [("random", True)]}, spell_deck=["retuck", "trade"],
                 hands={0: ["cap", "white"]}, active=0, phase="trade")
    do(game, 0, "cast", spell=sid("random"))
    slot = game.state.seats[0].spells[-1]
    assert slot.card == sid("retuck") and slot.face_up and slot.borrowed
    do(game, 0, "retuck", src=1, dst=0)
    assert hand_of(game, 0) == ["white", "cap"]
    finish_turn(game)
    assert [x.card for x in game.state.seats[0].spells] == [sid("random")]
    assert sid("retuck") in game.state.spell_deck and len(game.state.spell_deck) == 10


def test_random_spell_cannot_be_used_with_an_empty_spell_deck():
    from rules.cards import SPELL_CARDS
    names = [c.spell.value for c in SPELL_CARDS]
    others = [n for n in names if n != "random"]
    game = build(3, spells={0: [("random", True)], 1: others[:5], 2: others[5:]},
                 active=0, phase="trade")
    assert game.state.spell_deck == []
    assert_illegal(game, Cast(0, sid("random")), "Random Spell")


def test_random_spell_special_case_a_borrowed_swap_stays_with_the_fellow():
    game = build(3, spells={0: [("random", True)], 1: ["hand_card"]},
                 spell_deck=["swap"], active=0, phase="trade")
    do(game, 0, "cast", spell=sid("random"))
    do(game, 0, "swap", target=1, slot=0)
    do(game, 0, "keep_swapped", face_up=True)
    assert sid("hand_card") in [x.card for x in game.state.seats[0].spells]
    finish_turn(game)
    # the card won by the borrowed Swap goes back into the deck; the Swap stays
    assert [x.card for x in game.state.seats[1].spells] == [sid("swap")]
    assert [x.card for x in game.state.seats[0].spells] == [sid("random")]
    assert sid("hand_card") in game.state.spell_deck
    assert sid("swap") not in game.state.spell_deck


# --------------------------------------------------------- life of a spell


def test_a_used_spell_turns_face_down_and_may_be_activated_again_in_the_same_1b():
    game = build(3, hands={0: ["magic", "magic", "cap", "sword"]},
                 spells={0: ["retuck"]}, fields={0: [["white"], []]}, active=0, phase="1b")
    first = game.state.seats[0].hand[0]
    do(game, 0, "activate_with_bean", bean=first, spell=sid("retuck"))
    do(game, 0, "retuck", src=2, dst=0)
    assert not game.state.seats[0].spells[0].face_up
    second = [c for c in game.state.seats[0].hand if beans([c]) == ["magic"]][0]
    do(game, 0, "activate_with_bean", bean=second, spell=sid("retuck"))
    assert game.state.seats[0].spells[0].face_up


def test_unused_active_spells_turn_face_down_at_the_end_of_the_turn():
    game = build(3, spells={0: [("retuck", True), ("pile", True)]}, hands={0: ["cap"]},
                 active=0, phase="trade")
    finish_turn(game)
    assert not any(x.face_up for x in game.state.seats[0].spells)


def test_spells_are_used_in_their_own_phase_only():
    game = build(3, spells={0: [("trade", True), ("hand_card", True)]},
                 fields={0: [["white"], []]}, active=0, phase="1b")
    assert_illegal(game, Cast(0, sid("trade")), "Trade Spell", "phase 2")
    assert_illegal(game, Cast(0, sid("hand_card")), "Hand Card Spell")


def test_a_face_down_spell_cannot_be_used():
    game = build(3, spells={0: ["retuck"]}, hands={0: ["cap", "sword"]}, active=0,
                 phase="trade")
    assert not legal(game, 0, "retuck")
    from rules import Retuck
    assert_illegal(game, Retuck(0, 0, 1), "face up")


def test_a_swapped_in_card_kept_face_down_stays_secret_when_it_goes_back():
    game = build(3, spells={0: [("random", True)], 1: ["hand_card"]},
                 spell_deck=["swap"], active=0, phase="trade")
    do(game, 0, "cast", spell=sid("random"))
    start = len(game.events)
    do(game, 0, "swap", target=1, slot=0)
    do(game, 0, "keep_swapped", face_up=False)
    finish_turn(game)
    assert sid("hand_card") in game.state.spell_deck
    # the third player never saw the card: no log line may name it to them
    assert not any("Hand Card" in t for t in game.events_for(2, start))
    assert not any("Hand Card" in t for t in game.events_for(None, start))
    assert any("Hand Card" in t for t in game.events_for(0, start))


def test_enchantment_of_the_fellow_players_in_1b_gives_the_active_players_new_row_its_use():
    game = build(3, hands={0: ["white", "cap"], 1: ["sword"], 2: ["mean"]},
                 fields={0: [["princess"] * 2, []]},
                 spells={0: [("enchant_fellows", True), "retuck"]}, draw_top=["picker"],
                 active=0, phase="1b")
    do(game, 0, "cast", spell=sid("enchant_fellows"))
    do(game, 1, "plant", card=game.state.seats[1].hand[0], field=0)
    do(game, 2, "plant", card=game.state.seats[2].hand[0], field=0)
    do(game, 0, "plant", card=game.state.seats[0].hand[0], field=1)
    assert awaited(game) == [(0, "magic")]
    assert legal(game, 0, "ability", field=1)
    # the fellow players' new rows give them nothing: it is not their phase 1b
    assert not game.state.seats[1].fields[0].use
