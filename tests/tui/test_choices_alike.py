"""Two cards alike in every way a player can see give one choice, not two."""

from excalibohn_tui.choices import choices
from rules import Plant
from rules.builder import build


def test_two_turned_up_cards_of_one_variety_are_one_choice_per_field():
    game = build(["Ann", "Ben", "Cem"], fields={0: [[], []]}, turned_up=["mean", "mean"],
                 active=0, phase="3")
    legal = game.legal_actions(0)
    plants = [a for a in legal if isinstance(a, Plant)]
    assert len(plants) == 4  # two cards, two empty fields: four distinct legal actions
    labels = [c.label for c in choices(game.view(0), legal) if c.kind == "apply"]
    plant_labels = [lb for lb in labels if lb.startswith("Plant")]
    # one for both cards and both fields (two empty fields alike are one choice too)
    assert len(plant_labels) == 1, plant_labels
    assert len(set(labels)) == len(labels)



def plant_labels(game, seat=0):
    return [c.label for c in choices(game.view(seat), game.legal_actions(seat))
            if c.label.startswith("Plant")]


def test_two_empty_fields_alike_are_one_choice():
    """Which of two empty fields takes the card changes nothing: one choice, the first."""
    game = build(["Ann", "Ben", "Cem"], variant="bohnanza", fields={0: [[], []]},
                 turned_up=["soy"], active=0, phase="3")
    assert plant_labels(game) == ["Plant the [J] Soy Bean (turned up) on empty field 1"]


def test_empty_fields_that_differ_stay_two_choices():
    # Bohnedikt's Bisch-Hof and Gottes Acker are fields of different kinds
    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", fields={0: [[], []]},
                 turned_up=["soy"], active=0, phase="3")
    assert len(plant_labels(game)) == 2
    # the Bean Field Spell's third field goes with its next harvest: not like the others
    game = build(["Ann", "Ben", "Cem"], fields={0: [[], [], []]}, turned_up=["cap"],
                 active=0, phase="3")
    game.state.seats[0].fields[2].temporary = True
    labels = plant_labels(game)
    assert len(labels) == 2 and "field 1" in labels[0] and "field 3" in labels[1]


def test_giving_one_of_two_alike_hand_cards_side_by_side_is_one_choice():
    """Ben holds two Mean Beans side by side (places 2 and 3): giving either leaves the same
    hand, so Accept is one choice; a third Mean Bean further back is another."""
    from rules import Accept, Bean, Offer

    game = build(["Ann", "Ben", "Cem"], hands={1: ["cap", "mean", "mean", "white"]},
                 turned_up=["sword", "princess"], active=0, phase="trade")
    game.apply(Offer(0, (1,), (game.state.turned_up[0],), (Bean.MEAN,)))
    legal = game.legal_actions(1)
    assert sum(isinstance(a, Accept) for a in legal) == 2  # the rules list both cards
    listed = choices(game.view(1), legal)
    assert listed[0].kind == "apply" and "hand place 2" in listed[0].label
    game = build(["Ann", "Ben", "Cem"], hands={1: ["mean", "cap", "mean", "mean"]},
                 turned_up=["sword", "princess"], active=0, phase="trade")
    game.apply(Offer(0, (1,), (game.state.turned_up[0],), (Bean.MEAN,)))
    first = choices(game.view(1), game.legal_actions(1))[0]
    assert first.kind == "accept" and len(first.actions) == 2  # place 1, or place 3 (= 4)


def test_turning_a_spell_with_one_of_two_alike_magic_beans_is_one_choice():
    from rules import ActivateWithBean

    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap", "magic", "magic"]},
                 spells={0: ["trade"]}, active=0, phase="1b")
    legal = game.legal_actions(0)
    assert sum(isinstance(a, ActivateWithBean) for a in legal) == 2
    labels = [c.label for c in choices(game.view(0), legal)]
    assert sum("Magic" in lb and "Trade" in lb for lb in labels) == 1, labels


def test_harvests_are_listed_only_where_nothing_can_be_planted_without_one():
    """Ann's front Cap Bean fits field 2: the list offers the planting alone (the harvest
    key reaches the harvests), so a digit typed after a planting never harvests.  When
    her front card fits nowhere, the harvests it needs are the list, with the field that
    may not be harvested and why."""
    from rules import Harvest

    fields = {0: [["sword"] * 2, ["cap"]]}
    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap", "white"]}, fields=fields,
                 active=0, phase="1a")
    legal = game.legal_actions(0)
    assert any(isinstance(a, Harvest) for a in legal)  # harvesting is legal all the same
    assert [c.label for c in choices(game.view(0), legal)] == [
        "Plant the [C] Cap Bean on field 2 (1 Cap \u2192 2)"]
    game = build(["Ann", "Ben", "Cem"], hands={0: ["white", "cap"]}, fields=fields,
                 active=0, phase="1a")
    listed = choices(game.view(0), game.legal_actions(0))
    assert [c.label for c in listed if not c.disabled] == [
        "Harvest field 1: 2 Sword Beans \u2192 0 coins (next coin at 3)"]
    assert [c.label.split(".")[0] for c in listed if c.disabled] == [
        "Field 2 cannot be harvested"]


def test_a_turned_up_and_a_received_card_alike_are_one_choice_when_both_are_planted():
    """Phase 3: the turned-up Princess and the one received are both planted; which goes
    first changes nothing (no Trade Spell lets the turned-up one be discarded)."""
    game = build(["Ann", "Ben", "Cem"], fields={0: [["princess"], ["cap"]]},
                 turned_up=["princess"], aside={0: ["princess"]}, active=0, phase="3")
    assert len([a for a in game.legal_actions(0) if isinstance(a, Plant)]) == 2
    assert plant_labels(game) == [
        "Plant the [Q] Princess Bean (turned up) on field 1 (1 Princess \u2192 2)"]


def test_fulfilling_a_sacrifice_with_one_of_two_alike_hand_cards_is_one_way():
    from excalibohn_tui.choices import any_time_choices
    from rules import Sacrifice
    from rules.cards import SACRIFICE_OF

    # which sacrifice card the builder hands out decides the beans of the position
    probe = build(["Ann", "Ben", "Cem"], variant="bohnedikt", hands={0: ["sacrifice", "red"]},
                  active=1, phase="2")
    one, two = (b.value for b in SACRIFICE_OF[probe.state.seats[0].hand[0]])
    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt",
                 hands={0: ["sacrifice", one, two, two]}, active=1, phase="2")
    legal = game.moves(0)
    assert sum(isinstance(a, Sacrifice) for a in legal) == 4  # two cards alike, two orders
    picked = [c for c in any_time_choices(game.view(0), legal) if c.kind == "pick"]
    assert len(picked) == 1 and len(picked[0].actions) == 2  # the order is the choice


def test_a_spell_turned_face_up_in_the_magic_phase_comes_before_its_end():
    """Spells are what the magic phase is for: a spell that may be used at any time,
    once turned face up there, is listed before "End phase 1b". After it, the "1" typed
    to turn it up, typed once more, ended the phase (play-test)."""
    game = build(["Ann", "Ben", "Cem"], hands={0: ["magic", "white", "cap"]},
                 fields={0: [["cap"] * 2, ["white"]]}, spells={0: ["flow", "swap"]},
                 active=0, phase="1b")
    turn_up = next(c for c in choices(game.view(0), game.legal_actions(0), game.why_not,
                                      game.moves(0)) if "Magic Card Flow" in c.label)
    game.apply(turn_up.actions[0])
    labels = [c.label for c in choices(game.view(0), game.legal_actions(0), game.why_not,
                                       game.moves(0))]
    flow = next(i for i, label in enumerate(labels) if label.startswith("Use Magic Card Flow"))
    end = next(i for i, label in enumerate(labels) if label.startswith("End phase 1b"))
    assert flow < end == len(labels) - 1


def test_a_row_whose_ability_cannot_be_used_now_says_why():
    """Phase 1b: a Sword Bean with no fellow player holding coins was missing from the
    list, with no word why (play-test); now it is shown, not to be chosen, with the
    rules' reason, as is a Mean Bean row too short."""
    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap", "magic"]}, spells={0: ["flow"]},
                 fields={0: [["sword"], ["mean"] * 2]}, active=0, phase="1b")
    listed = choices(game.view(0), game.legal_actions(0), game.why_not, game.moves(0))
    shown = [c.label for c in listed if c.disabled]
    assert shown == [
        "Sword Bean (field 1): not now. A Sword Bean attacks a fellow player who has coins; "
        "a player without coins cannot be attacked.",
        "Mean Bean (field 2): not now. The Mean Bean needs 4 or more on its field (or an "
        "active Attack Spell)."]
    assert listed[-1].label.startswith("End phase 1b") and not listed[-1].disabled


def test_a_planting_that_extends_a_row_comes_before_one_on_an_empty_field():
    """The front Stink Bean on field 2 (a Stink row) is 1, on the empty field 1 is 2; each
    turned-up card's plantings keep their places, the row it extends first."""
    game = build(["Ann", "Ben", "Cem"], variant="bohnanza", hands={0: ["stink", "red"]},
                 fields={0: [[], ["stink"]]}, active=0, phase="1a")
    assert plant_labels(game) == ["Plant the [U] Stink Bean on field 2 (1 Stink → 2)",
                                  "Plant the [U] Stink Bean on empty field 1"]
    game = build(["Ann", "Ben", "Cem"], variant="bohnanza", fields={0: [[], ["soy"]]},
                 turned_up=["red", "soy"], active=0, phase="3")
    labels = plant_labels(game)
    assert len(labels) == 3
    assert "Red" in labels[0] and "empty field 1" in labels[0]
    assert "Soy" in labels[1] and "field 2 (1 Soy → 2)" in labels[1]
    assert "Soy" in labels[2] and "empty field 1" in labels[2]


def test_a_planting_on_a_row_at_its_most_coins_says_it_earns_nothing_more():
    """Play-test: an 11th Blue Bean was offered for a row of ten with no word that it
    earns nothing (ten Blue Beans already pay the bohnometer's most); a row short of
    that is offered as before."""
    game = build(["Ann", "Ben", "Cem"], variant="bohnanza", hands={0: ["blue", "red"]},
                 fields={0: [["blue"] * 10, ["soy"]]}, active=0, phase="1a")
    assert plant_labels(game) == [
        "Plant the [B] Blue Bean on field 1 (10 Blue → 11; it already pays its most)"]
    game = build(["Ann", "Ben", "Cem"], variant="bohnanza", hands={0: ["blue", "red"]},
                 fields={0: [["blue"] * 9, ["soy"]]}, active=0, phase="1a")
    assert plant_labels(game) == ["Plant the [B] Blue Bean on field 1 (9 Blue → 10)"]
