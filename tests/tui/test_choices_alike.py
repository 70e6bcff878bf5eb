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
