"""The five bean abilities in phase 1b, the new-row rule and the 4+ thresholds,
and activating spells by discarding Magic Beans from the hand."""

from __future__ import annotations

from rules_helpers import assert_illegal, awaited, beans, do, fields_of, hand_of, legal, sid

from rules import ActivateWithBean, Plant, UseAbility
from rules.builder import build

# ------------------------------------------------------------------ Picker Bean


def test_picker_takes_the_rearmost_card_and_may_tuck_it():
    game = build(3, hands={0: ["cap"], 1: ["sword", "mean", "white"], 2: []},
                 fields={0: [["picker"], []]}, active=0, phase="1b")
    # a fellow player with an empty hand cannot be chosen
    assert {a.target for a in legal(game, 0, "ability")} == {1}
    assert_illegal(game, UseAbility(0, 0, target=2), "Picker", "hand")
    last = game.state.seats[1].hand[-1]
    events = do(game, 0, "ability", field=0, target=1)
    assert hand_of(game, 1) == ["sword", "mean"]
    assert awaited(game) == [(0, "tuck_or_plant")]
    # everyone sees which variety was taken
    assert any("White" in e.text_for(2) for e in events)
    do(game, 0, "tuck", card=last)
    assert game.state.seats[0].hand == [game.state.seats[0].hand[0], last]
    assert hand_of(game, 0) == ["cap", "white"]


def test_picker_card_planted_on_an_empty_field_starts_a_row_with_a_fresh_use():
    game = build(3, hands={1: ["sword", "white"]}, fields={0: [["picker"], []]},
                 active=0, phase="1b")
    white = game.state.seats[1].hand[-1]
    do(game, 0, "ability", field=0, target=1)
    do(game, 0, "plant", card=white, field=1)
    assert fields_of(game, 0) == [["picker"], ["white"]]
    assert game.state.seats[0].fields[1].use is True
    assert legal(game, 0, "ability", field=1)  # the new White row may be used
    assert not legal(game, 0, "ability", field=0)  # the Picker row was used


def test_picker_may_harvest_to_make_room_for_the_stolen_card():
    game = build(3, hands={1: ["sword", "cap"]}, fields={0: [["picker"] * 2, ["mean"] * 3]},
                 active=0, phase="1b")
    cap = game.state.seats[1].hand[-1]
    do(game, 0, "ability", field=0, target=1)
    assert not legal(game, 0, "plant")  # nothing fits yet
    do(game, 0, "harvest", field=1)
    do(game, 0, "plant", card=cap, field=1)
    assert fields_of(game, 0)[1] == ["cap"]


# ------------------------------------------------------------------ White Bean


def test_white_bean_draws_behind_the_hand():
    game = build(3, hands={0: ["cap"]}, fields={0: [["white"] * 3, []]},
                 draw_top=["sword"], active=0, phase="1b")
    top = game.state.draw[-1]
    events = do(game, 0, "ability", field=0)
    assert game.state.seats[0].hand[-1] == top
    assert hand_of(game, 0) == ["cap", "sword"]
    # drawn in secret: only the drawer learns the variety
    (white,) = [e for e in events if e.kind == "white"]
    assert "Sword" in white.text_for(0)
    assert "Sword" not in white.text_for(1) and "Sword" not in white.text_for(None)
    assert not legal(game, 0, "plant")  # fewer than 4 White Beans: no planting


def test_four_white_beans_may_plant_the_drawn_card():
    game = build(3, fields={0: [["white"] * 4, []]}, draw_top=["magic"], spells={0: ["pile"]},
                 active=0, phase="1b")
    top = game.state.draw[-1]
    do(game, 0, "ability", field=0)
    assert awaited(game) == [(0, "tuck_or_plant")]
    do(game, 0, "plant", card=top, field=1)
    assert fields_of(game, 0)[1] == ["magic"]
    # a new row started in 1b gives its use
    assert legal(game, 0, "ability", field=1)


# ------------------------------------------------------------------ Magic Bean


def test_magic_bean_activates_one_spell():
    game = build(3, fields={0: [["magic"] * 3, ["white"]]}, spells={0: ["retuck", "trade"]},
                 active=0, phase="1b")
    do(game, 0, "ability", field=0)
    assert awaited(game) == [(0, "activate")]
    do(game, 0, "activate", spell=sid("trade"))
    ups = [x.face_up for x in game.state.seats[0].spells]
    assert ups == [False, True]
    assert awaited(game) == [(0, "magic")]  # only one with fewer than 4


def test_a_magic_bean_used_without_turning_a_spell_says_so():
    game = build(3, fields={0: [["magic"] * 3, ["white"]]}, spells={0: ["retuck", "trade"]},
                 active=0, phase="1b")
    do(game, 0, "ability", field=0)
    events = do(game, 0, "done")
    assert [e.text_for(None) for e in events] == ["Seat 1 turns no spell card face up."]
    assert [x.face_up for x in game.state.seats[0].spells] == [False, False]


def test_a_magic_bean_row_of_four_turning_one_spell_of_two_says_no_more():
    """"No more" only after one was turned (play-test: "turns no more spell cards face
    up" when none had been)."""
    game = build(3, fields={0: [["magic"] * 4, ["white"]]}, spells={0: ["retuck", "trade"]},
                 active=0, phase="1b")
    do(game, 0, "ability", field=0)
    do(game, 0, "activate", spell=sid("trade"))
    assert awaited(game) == [(0, "activate")]
    events = do(game, 0, "done")
    assert [e.text_for(None) for e in events] == ["Seat 1 turns no more spell cards face up."]


def test_four_magic_beans_activate_up_to_two_spells():
    game = build(3, fields={0: [["magic"] * 4, ["white"]]},
                 spells={0: ["retuck", "trade", "pile"]}, active=0, phase="1b")
    do(game, 0, "ability", field=0)
    do(game, 0, "activate", spell=sid("trade"))
    assert awaited(game) == [(0, "activate")]
    do(game, 0, "activate", spell=sid("pile"))
    assert [x.face_up for x in game.state.seats[0].spells] == [False, True, True]
    assert awaited(game) == [(0, "magic")]


def test_a_second_activation_with_no_spell_left_face_down_is_not_kept_for_later():
    """Ruling (rules.abilities): four Magic Beans and one spell card.  The use turns it
    face up and ends there; once it is cast and face down again, nothing is left of the
    use to turn it up once more (play-test question)."""
    game = build(3, fields={0: [["magic"] * 4, ["white"]]}, spells={0: ["bean_field"]},
                 active=0, phase="1b")
    do(game, 0, "ability", field=0)
    do(game, 0, "activate", spell=sid("bean_field"))
    assert awaited(game) == [(0, "magic")]  # the second activation had nothing to turn
    do(game, 0, "cast", spell=sid("bean_field"))
    assert [x.face_up for x in game.state.seats[0].spells] == [False]
    assert not legal(game, 0, "activate") and not legal(game, 0, "ability", field=0)


def test_magic_bean_needs_a_face_down_spell():
    game = build(3, fields={0: [["magic"] * 3, ["white"]]}, spells={0: [("trade", True)]},
                 active=0, phase="1b")
    assert not legal(game, 0, "ability", field=0)
    assert_illegal(game, UseAbility(0, 0), "face down")


# ------------------------------------------------------------------ Mean Bean


def test_mean_bean_needs_four_on_its_field():
    game = build(3, fields={0: [["mean"] * 3, ["white"]]}, coins={1: ["picker"]},
                 active=0, phase="1b")
    assert not legal(game, 0, "ability", field=0)
    assert_illegal(game, UseAbility(0, 0), "Mean", "4")


def test_mean_bean_highest_keeps_others_discard_players_without_coins_untouched():
    game = build(4, fields={0: [["mean"] * 4, []]},
                 coins={1: ["sword"], 2: ["cap"], 0: ["picker"]}, active=0, phase="1b")
    s = game.state
    do(game, 0, "ability", field=0)
    assert beans(s.seats[1].coins) == ["sword"]  # 19 is the highest shown
    assert s.seats[2].coins == [] and beans(s.discard[-1:]) == ["cap"]
    assert s.seats[3].coins == []
    assert beans(s.seats[0].coins) == ["picker"]  # the active player shows nothing


def test_mean_bean_equal_highest_all_keep():
    game = build(4, fields={0: [["mean"] * 5, []]},
                 coins={1: ["white"], 2: ["white"], 3: ["cap"]}, active=0, phase="1b")
    do(game, 0, "ability", field=0)
    s = game.state
    assert [beans(s.seats[p].coins) for p in (1, 2, 3)] == [["white"], ["white"], []]
    assert beans(s.discard) == ["cap"]


# ------------------------------------------------------------------ Sword Bean


def test_sword_bean_may_only_attack_a_player_with_coins():
    game = build(3, fields={0: [["sword"], []]}, coins={2: ["cap"]}, active=0, phase="1b")
    assert {a.target for a in legal(game, 0, "ability")} == {2}
    assert_illegal(game, UseAbility(0, 0, target=1), "without coins")


# ------------------------------------------------------------ the new-row rule


def test_every_row_present_at_the_start_of_1b_gives_one_use_same_variety_twice():
    # a Magic Bean in hand and a face-down spell keep phase 1b open
    game = build(3, fields={0: [["white"], ["white"] * 2]}, active=0, phase="1b",
                 hands={0: ["magic"]}, spells={0: ["retuck"]}, draw_top=["cap", "cap"])
    do(game, 0, "ability", field=0)
    assert not legal(game, 0, "ability", field=0)
    do(game, 0, "ability", field=1)
    assert hand_of(game, 0) == ["magic", "cap", "cap"]
    assert not legal(game, 0, "ability")
    assert_illegal(game, UseAbility(0, 1), "once")


def test_a_row_planted_in_1a_gives_its_use_in_1b():
    game = build(3, hands={0: ["white", "cap"]}, active=0, phase="1a")
    do(game, 0, "plant", card=game.state.seats[0].hand[0], field=0)
    do(game, 0, "done")
    assert legal(game, 0, "ability", field=0)


def test_extending_a_row_in_1b_gives_no_new_use():
    game = build(3, hands={1: ["sword", "picker"]}, fields={0: [["picker"], ["princess"]]},
                 active=0, phase="1b")
    stolen = game.state.seats[1].hand[-1]
    do(game, 0, "ability", field=0, target=1)
    do(game, 0, "plant", card=stolen, field=0)
    assert fields_of(game, 0)[0] == ["picker", "picker"]
    assert not legal(game, 0, "ability")


def test_a_harvested_row_loses_its_use_and_a_new_row_brings_one():
    game = build(3, hands={1: ["magic", "white"]},
                 fields={0: [["white"] * 3, ["picker"]]}, active=0, phase="1b")
    do(game, 0, "harvest", field=0)
    assert not legal(game, 0, "ability", field=0)
    assert game.state.seats[0].fields[0].use is False
    white = game.state.seats[1].hand[-1]
    do(game, 0, "ability", field=1, target=1)
    do(game, 0, "plant", card=white, field=0)  # a new row on the emptied field
    assert legal(game, 0, "ability", field=0)


def test_abilities_belong_to_phase_1b_only():
    game = build(3, fields={0: [["white"] * 3, []]}, active=0, phase="trade")
    assert not legal(game, 0, "ability")
    assert_illegal(game, UseAbility(0, 0), "1b")


# ------------------------------------------------- spells activated by Magic Beans


def test_a_magic_bean_from_anywhere_in_the_hand_activates_a_spell():
    game = build(3, hands={0: ["sword", "magic", "picker"]}, spells={0: ["retuck"]},
                 fields={0: [["white"], []]}, active=0, phase="1b")
    magic = game.state.seats[0].hand[1]
    do(game, 0, "activate_with_bean", bean=magic, spell=sid("retuck"))
    assert game.state.seats[0].spells[0].face_up
    assert hand_of(game, 0) == ["sword", "picker"]
    assert game.state.discard[-1] == magic


def test_activating_needs_a_magic_bean_and_happens_in_1b():
    game = build(3, hands={0: ["sword", "picker"]}, spells={0: ["retuck"]},
                 fields={0: [["white"], []]}, active=0, phase="1b")
    assert not legal(game, 0, "activate_with_bean")
    sword = game.state.seats[0].hand[0]
    assert_illegal(game, ActivateWithBean(0, sword, sid("retuck")), "Magic Bean")
    late = build(3, hands={0: ["magic"]}, spells={0: ["retuck"]}, active=0, phase="trade")
    magic = late.state.seats[0].hand[0]
    assert_illegal(late, ActivateWithBean(0, magic, sid("retuck")), "1b")


def test_fellow_players_do_not_plant_during_the_active_players_1b():
    game = build(3, hands={1: ["white"]}, fields={0: [["white"], []]}, active=0, phase="1b")
    card = game.state.seats[1].hand[0]
    assert_illegal(game, Plant(1, card, 0), "not")


def test_phase_1b_stays_open_while_a_cap_row_could_bring_a_spell_to_activate():
    # every spell face up, two Cap Beans planted in 1a, a Magic Bean in hand: harvesting
    # the Caps brings a face-down spell that the Magic Bean could then turn face up
    game = build(3, hands={0: ["cap", "cap", "magic"]}, spells={0: [("retuck", True)]},
                 active=0, phase="1a")
    do(game, 0, "plant", field=0)
    do(game, 0, "plant", field=0)
    assert awaited(game) == [(0, "magic")]
    do(game, 0, "harvest", field=0)
    new = game.state.seats[0].spells[-1]
    assert not new.face_up
    assert legal(game, 0, "activate_with_bean", spell=new.card)


def test_phase_1b_passes_by_itself_without_such_a_cap_row():
    # no spell card, no row with an ability: nothing to do in 1b but harvesting
    game = build(3, hands={0: ["princess", "princess", "magic"]}, active=0, phase="1a")
    do(game, 0, "plant", field=0)
    do(game, 0, "plant", field=0)
    assert game.phase == "2"


def test_a_magic_phase_that_passes_by_itself_says_so():
    # Ann's last use: her White Bean; no hand to keep secret, no spell to turn: phase 1b
    # passes by itself, and the log says why the next decision is trading
    game = build(["Ann", "Ben", "Cem"], hands={0: [], 1: ["mean"], 2: ["white"]},
                 fields={0: [["white"] * 2, []]}, spells={0: []}, active=0, phase="1b")
    events = game.apply(next(a for a in game.legal_actions(0) if isinstance(a, UseAbility)))
    assert game.state.step == "trading"
    passed = [e for e in events if e.kind == "magic_passes"]
    assert [e.text_for(None) for e in passed] == [
        "Ann has nothing left to use: phase 1b ends."]


def test_phase_1b_tells_its_player_alone_whether_anything_is_left_to_do_in_it():
    """1b waits for a player with cards in hand and a face-down spell even where they can
    use nothing (the table must not learn that no Magic Bean is in that hand); their own
    view says there is nothing to do, unless a Cap Bean harvest would bring a spell that
    a Magic Bean in their hand could then turn face up."""
    idle = build(3, hands={0: ["princess", "sword"]}, spells={0: ["trade"]}, active=0,
                 phase="1b")
    assert [w.kind for w in idle.awaiting()] == ["magic"]
    assert idle.view(0).decision.idle
    assert not idle.view(1).decision.idle and not idle.view(None).decision.idle
    cap = build(3, hands={0: ["magic"]}, fields={0: [["cap", "cap"], []]}, active=0,
                phase="1b")
    assert [w.kind for w in cap.awaiting()] == ["magic"]
    assert not cap.view(0).decision.idle
    magic = build(3, hands={0: ["magic"]}, spells={0: ["trade"]}, active=0, phase="1b")
    assert not magic.view(0).decision.idle  # (the Magic Bean may activate the spell)
