"""The rules in German: refusals, events, plural forms and names from the German catalogue,
put into words when read, so the same game reads in either language."""

from __future__ import annotations

import pytest
from rules_helpers import do

from rules import SPELL_CARDS, VARIETIES, Done, Offer, Plant, Refuse
from rules.builder import build
from rules.engine import Game
from rules.i18n import _, set_language
from rules.words import n_beans, n_cards, n_coins


@pytest.fixture
def german():
    set_language("de")
    yield
    set_language("en")


def test_the_catalogue_gives_every_variety_and_spell_its_box_name(german):
    for v in VARIETIES.values():
        assert _(v.name) == v.german, v.name
    for s in SPELL_CARDS:
        assert _(s.name) == s.german, s.name


def test_plural_forms_are_german(german):
    assert n_coins(1) == "1 Taler" and n_coins(2) == "2 Taler"
    assert n_cards(1) == "eine Karte" and n_cards(3) == "3 Karten"
    assert n_beans(1, VARIETIES["cap"].bean) == "1 Kapbohne"
    assert n_beans(3, VARIETIES["cap"].bean) == "3 Kapbohnen"


def test_a_refusal_is_said_in_german(german):
    game = build(3, hands={0: ["princess", "sword"]}, fields={0: [["cap"] * 3, []]},
                 active=0, phase="1a")
    second = game.state.seats[0].hand[1]
    assert game.why_not(Plant(0, second, 1)).startswith("Reihenfolge der Hand: Nur die "
                                                        "vorderste Karte")
    front = game.state.seats[0].hand[0]
    assert game.why_not(Plant(0, front, 0)) == (
        "Auf einem Feld wächst nur eine Sorte: Auf Feld 1 liegen 3 Kapbohnen, also passt "
        "eine Prinzessbohne dort nicht. Ernte zuerst ein Feld, wenn nichts passt.")


def test_the_awaited_decision_and_the_phase_are_said_in_german(german):
    game = build(["Ann", "Ben", "Cem"], hands={0: ["princess"]}, active=0, phase="1a")
    view = game.view(0)
    assert [w.text for w in view.awaiting] == ["Ann muss die vorderste Karte anbauen"]
    assert view.phase_words == "Phase 1a: aus der Hand anbauen"


def test_an_event_is_put_into_words_when_read_in_either_language(german):
    set_language("en")
    game = build(["Ann", "Ben", "Cem"], hands={0: ["princess", "cap"]}, active=0,
                 phase="1a")
    do(game, 0, "plant", card=game.state.seats[0].hand[0], field=0)
    event = game.events[-1]
    assert event.text == "Ann plants a Princess Bean on field 1 (1 there)."
    set_language("de")
    assert event.text == "Ann baut eine Prinzessbohne auf Feld 1 an (1 dort)."
    set_language("en")
    assert event.text == "Ann plants a Princess Bean on field 1 (1 there)."


def test_a_private_text_and_its_plural_are_german(german):
    game = build(["Ann", "Ben", "Cem"], hands={0: ["green"]}, active=0, phase="trade",
                 variant="bohnanza", draw_top=["blue", "red", "soy"])
    game.apply(Done(0))  # nothing turned up, nothing to plant: Ann draws three cards
    drawn = next(e for e in game.events if e.kind == "draw")
    assert drawn.text_for(1) == "Ann zieht 3 Karten."
    assert drawn.text_for(0) == "Du ziehst eine Blaue Bohne, eine Rote Bohne und eine Sojabohne."
    assert game.events[0].text == "Ann beendet den Handel."


def test_a_game_saved_in_english_reads_in_german_and_back(german):
    set_language("en")
    game = build(["Ann", "Ben", "Cem"], hands={0: ["princess", "cap"]}, active=0,
                 phase="1a")
    saved = game.to_json()
    assert "Princess Bean" not in saved and "plants" not in saved
    set_language("de")
    again = Game.from_json(saved)
    assert again.view(0).awaiting[0].text == "Ann muss die vorderste Karte anbauen"
    do(again, 0, "plant", card=again.state.seats[0].hand[0], field=0)
    assert again.events[-1].text == "Ann baut eine Prinzessbohne auf Feld 1 an (1 dort)."
    set_language("en")
    assert again.events[-1].text == "Ann plants a Princess Bean on field 1 (1 there)."


def test_an_offer_to_all_fellow_players_reads_as_german_does(german):
    """A name and "alle Mitspieler" fit the same sentence (no case of its own to take)."""
    game = build(["Ann", "Ben", "Cem"], hands={0: ["sword"]}, turned_up=["princess", "magic"],
                 active=0, phase="trade")
    card = game.state.turned_up[0]
    game.apply(Offer(0, (1, 2), (card,)))
    assert game.events_for(None)[-1].startswith("Ann macht ein Angebot an alle Mitspieler: ")
    assert game.events_for(None)[-1].endswith(" als Geschenk.")  # (it asks for nothing)
    game.apply(Refuse(1))
    game.apply(Refuse(2))
    game.apply(Offer(0, (1,), (card,)))
    assert game.events_for(None)[-1].startswith("Ann macht ein Angebot an Ben: ")


def test_those_answering_one_offer_are_named_together_in_german(german):
    game = build(["Ann", "Ben", "Cem", "Dana"], hands={0: ["sword"], 1: ["mean"], 2: ["cap"],
                                                      3: ["cap"]},
                 turned_up=["princess"], active=0, phase="trade")
    game.apply(Offer(0, to=(1, 2, 3), give=tuple(game.state.turned_up)))
    assert game.public_view().awaiting_words == ("Ben, Cem und Dana müssen auf ein Angebot "
                                                 "antworten")
    game.apply(Refuse(1))
    game.apply(Refuse(2))
    assert game.public_view().awaiting_words == "Dana muss auf ein Angebot antworten"


def test_the_bisch_hof_reads_right_in_every_german_sentence(german):
    """The field's name goes into sentences of every case ('auf ...', 'von ...', '...
    ist leer'): 'Feld Bisch-Hof' fits them all, as 'Feld 1' does ('auf Bisch-Hof' did not)."""
    game = build(3, variant="bohnedikt", phase="1a", active=0, hands={0: ["blue", "red"]},
                 fields={0: [["blue"], []]})
    do(game, 0, "plant", field=0)
    assert "auf Feld Bisch-Hof an" in game.events_for(None)[-1]
    assert game.spec.field_name(1) == "Gottes Acker"
