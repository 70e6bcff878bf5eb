"""What a harvest would bring besides coins, told by the view before the harvest is made
(``FieldView.harvest_also``), and the harvest then bringing exactly that."""

from __future__ import annotations

from rules_helpers import do

from rules.builder import build


def test_a_cap_bean_harvest_of_two_or_more_says_it_brings_a_spell_card():
    game = build(3, fields={0: [["cap"] * 2, ["cap"]], 1: [["princess"] * 2, []]},
                 active=0, phase="1b")
    fields = game.view(1).seats[0].fields  # public: anyone may read it
    assert [f.harvest_also for f in fields] == ["a spell card", ""]
    assert game.view(0).seats[1].fields[0].harvest_also == ""
    spells = len(game.state.seats[0].spells)
    events = do(game, 0, "harvest", field=0)
    assert len(game.state.seats[0].spells) == spells + 1
    # the event says so in its data too (the end screen's table of the final harvest)
    assert [e.data["also"] for e in events if e.kind == "harvest"] == ["spell"]


def test_no_spell_card_is_promised_when_the_spell_deck_is_empty():
    game = build(3, fields={0: [["cap"] * 3, []]}, active=0, phase="1b")
    game.state.spell_deck.clear()  # (the builder puts every spell nobody holds there)
    assert game.view(0).seats[0].fields[0].harvest_also == ""
    events = do(game, 0, "harvest", field=0)
    assert game.state.seats[0].spells == []
    assert [e.data["also"] for e in events if e.kind == "harvest"] == [""]


def test_a_game_without_spells_promises_nothing():
    game = build(3, variant="bohnanza", fields={0: [["blue"] * 4, []]}, active=0, phase="3")
    assert game.view(0).seats[0].fields[0].harvest_also == ""


def test_the_bean_field_spells_field_closing_is_told_before_and_after_the_harvest():
    """Play-test: harvesting field 2 of three closed it, and the White Beans of the Bean
    Field Spell's field 3 were found on field 2, the log saying only "back to two
    fields"."""
    game = build(3, fields={0: [["sword"] * 2, ["picker"] * 2, ["white"] * 2]},
                 active=0, phase="1b")
    assert game.state.seats[0].fields[2].temporary
    assert [f.harvest_also for f in game.view(1).seats[0].fields] == [
        "the field closes, then the fields after it move up one place",
        "the field closes, then field 3 becomes field 2", "the field closes"]
    white = list(game.state.seats[0].fields[2].cards)
    events = do(game, 0, "harvest", field=1)
    assert [f.cards for f in game.state.seats[0].fields][1] == white
    said = [e.text for e in events if e.kind == "harvest"][0]
    assert said.endswith("back to two fields. The fields after it move up one place.")
    assert [f.harvest_also for f in game.view(0).seats[0].fields] == ["", ""]
