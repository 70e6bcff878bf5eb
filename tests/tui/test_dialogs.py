"""Dialogs on the less-trodden paths: a counter-offer and its conclusion, choosing which
cards to hand over, the Re-tuck and Spell Card Swap spells, the Magic Bean activation."""

from __future__ import annotations

import positions
from tui_helpers import (
    after_haste,
    choose,
    make_app,
    notices,
    pilot_test,
    screen_text,
    session_for,
    table_of,
)

from excalibohn_tui.dialogs.choice import ChoiceDialog
from excalibohn_tui.dialogs.trade import TradeDialog
from rules import BEAN_OF, SPELL_ID, Bean, Spell
from rules.builder import build


@pilot_test
async def test_a_counter_offer_and_its_conclusion():
    game = build(["Ann", "Ben", "Cem"],
                 hands={0: ["sword", "cap"], 1: ["mean", "white"], 2: ["cap"]},
                 turned_up=["princess", "magic"], active=0, phase="trade")
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        await choose(pilot, app, "Offer to Ben")
        await pilot.press("Q")      # give the turned-up Princess Bean (Shift and its letter)
        await pilot.press("enter")  # a gift offer to Ben
        await pilot.pause()
        await pilot.press("enter")         # Ben's curtain
        await pilot.pause()
        await choose(pilot, app, "Make a counter-offer")
        assert isinstance(app.screen, TradeDialog)
        assert ("Ann's offer: gives [Q] Princess Bean (turned up); asks for nothing"
                in screen_text(app))
        # the counter-offer starts from Ann's, turned round: Ben asks for the Princess
        assert app.screen._ask() == [Bean.PRINCESS] and app.screen._give() == []
        # instead, Ben offers his White Bean (hand place 2) and asks for a Magic Bean
        told = notices(app)
        await pilot.press("backspace", "2", "z", "enter")
        await pilot.pause()
        assert game.awaiting()[0].kind == "conclude"
        # (her table, for all to see, and Ben at the keyboard: he is told to pass it on)
        assert "The keyboard goes to Ann." in told
        # (back to Ann with no curtain: her table hides her hand from Ben; she takes the
        # keyboard, a key typed at once chooses nothing)
        await after_haste(pilot)
        assert "Ben counters: gives [W] White Bean; asks for [Z] Magic Bean" in screen_text(app)
        await choose(pilot, app, "Deal with Ben's counter-offer, giving [Z] Magic Bean")
        assert [BEAN_OF[c] for c in game.state.seats[0].aside] == [Bean.WHITE]
        assert [BEAN_OF[c] for c in game.state.seats[1].aside] == [Bean.MAGIC]


@pilot_test
async def test_accepting_with_a_choice_of_cards():
    game = build(["Ann", "Ben", "Cem"],
                 hands={0: ["sword"], 1: ["mean", "white", "mean"], 2: ["cap"]},
                 turned_up=["princess", "magic"], active=0, phase="trade")
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        await choose(pilot, app, "Offer to Ben")
        await pilot.press("Q", "m", "enter")  # the Princess Bean for a Mean Bean
        await pilot.pause()
        await pilot.press("enter")  # Ben's curtain
        await pilot.pause()
        await choose(pilot, app, "Accept (choose which of your cards)")
        assert isinstance(app.screen, ChoiceDialog)
        text = screen_text(app)
        # the two Mean Beans are told apart by where they lie in the hand
        assert "Accept, giving [M] Mean Bean (hand place 1)" in text
        assert "Accept, giving [M] Mean Bean (hand place 3)" in text
        await pilot.press("down", "enter")  # the second Mean Bean (hand place 3)
        await pilot.pause()
        assert [BEAN_OF[c] for c in game.state.seats[1].hand] == [Bean.MEAN, Bean.WHITE]
        assert [BEAN_OF[c] for c in game.state.seats[0].aside] == [Bean.MEAN]


def _retuck_table():
    """Ann, with the Re-tuck Spell face up and a Sword, a Cap and a Princess Bean in hand."""
    game = build(["Ann", "Ben", "Cem"],
                 hands={0: ["sword", "cap", "princess"], 1: ["mean"], 2: ["cap"]},
                 spells={0: [("retuck", True)]}, active=0, phase="1a")
    return game, make_app(session_for(game, ["human", "random", "random"]))


@pilot_test
async def test_the_retuck_spell_moves_a_card():
    game, app = _retuck_table()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await choose(pilot, app, "Re-tuck Spell")
        await pilot.press("down", "down", "enter")  # the Princess Bean at place 3
        await pilot.pause()
        assert "where does the [Q] Princess Bean go?" in screen_text(app)
        # the dialog covers the hand: each place says where the card would lie
        text = screen_text(app)
        assert "To place 1: [Princess], Sword, Cap" in text
        assert "To place 2: Sword, [Princess], Cap" in text
        assert "Place 3: where it lies now" in text  # (the number typed is the place)
        await pilot.press("1")  # to place 1
        await pilot.pause()
        hand = [BEAN_OF[c] for c in game.state.seats[0].hand]
        assert hand == [Bean.PRINCESS, Bean.SWORD, Bean.CAP]
        assert "the [Q] Princess Bean" in screen_text(app)  # now the front card to plant


@pilot_test
async def test_a_retuck_with_one_place_to_go_asks_no_more():
    """Two cards in hand: the second can only go to place 1, so choosing it moves it."""
    game = build(["Ann", "Ben", "Cem"], hands={0: ["sword", "princess"], 1: ["mean"],
                                              2: ["cap"]},
                 spells={0: [("retuck", True)]}, active=0, phase="1a")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await choose(pilot, app, "Re-tuck Spell")
        await pilot.press("down", "enter")  # the Princess Bean at place 2
        await pilot.pause()
        assert "where does" not in screen_text(app)
        hand = [BEAN_OF[c] for c in game.state.seats[0].hand]
        assert hand == [Bean.PRINCESS, Bean.SWORD]


@pilot_test
async def test_the_spell_card_swap_and_keeping_the_new_spell_active():
    game = build(["Ann", "Ben", "Cem"],
                 hands={0: ["sword", "cap"], 1: ["mean"], 2: ["cap"]},
                 spells={0: [("swap", True)], 1: ["hand_card"], 2: ["pile"]},
                 active=0, phase="1a")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert "Hand Card" not in screen_text(app)  # Ben's spell is face down
        await choose(pilot, app, "Spell Card Swap")
        assert "give it to Ben for their face-down spell 1" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        await choose(pilot, app, "Keep the new spell face up")
        spells = game.state.seats[0].spells
        assert [(s.card, s.face_up) for s in spells] == [(SPELL_ID[Spell.HAND_CARD], True)]
        text = screen_text(app)  # Ann's spell card, face up
        assert "\u2726" in text and "Hand Card" in text and "face up" in text


@pilot_test
async def test_discarding_a_magic_bean_turns_a_spell_face_up():
    game = build(["Ann", "Ben", "Cem"],
                 hands={0: ["cap", "magic"], 1: ["mean"], 2: ["cap"]},
                 fields={0: [["cap"], []]},
                 spells={0: ["trade"]}, active=0, phase="1b")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await choose(pilot, app, "Discard the Magic Bean at hand place 2 to turn Trade Spell")
        assert game.state.seats[0].spells[0].face_up
        assert table_of(app).viewer == 0


@pilot_test
async def test_the_offer_line_names_the_partner_chosen():
    # the radio buttons show the partner by colour alone; the offer line says it in words
    app = make_app(session_for(positions.trade_position(), ["human", "human", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")  # reveal Ann's view
        await pilot.pause()
        await pilot.press("1")  # an offer to Ben
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog)
        partners = [name for _, name in app.screen.partners]
        assert partners == ["Ben", "Cem", "all fellow players"]
        assert "Offer to Ben:" in screen_text(app)
        await pilot.press("right")  # wherever the focus is: the next partner
        await pilot.pause()
        assert "Offer to Cem:" in screen_text(app)
        await pilot.press("right")
        await pilot.pause()
        assert "Offer to all fellow players:" in screen_text(app)
        await pilot.press("right")  # round to the first again
        await pilot.pause()
        assert "Offer to Ben:" in screen_text(app)


@pilot_test
async def test_the_retuck_destination_is_chosen_by_its_place_number():
    """"1 To place 2" had the number typed and the place differ by one: every place is
    listed now, the card's own dimmed, so 3 is place 3."""
    game, app = _retuck_table()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await choose(pilot, app, "Re-tuck Spell")
        await pilot.press("2")  # the Cap Bean at place 2
        await pilot.pause()
        assert "Place 2: where it lies now" in screen_text(app)
        await pilot.press("3")
        await pilot.pause()
        hand = [BEAN_OF[c] for c in game.state.seats[0].hand]
        assert hand == [Bean.SWORD, Bean.PRINCESS, Bean.CAP]
