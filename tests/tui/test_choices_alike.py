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
    assert len(plant_labels) == 2, plant_labels  # one per field
    assert len(set(labels)) == len(labels)
