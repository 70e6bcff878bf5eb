"""The screen decides no rule: where it once re-derived one, and drifted, it now reads the
rules (the harvest key during a Rabohnzel attack, the limit of an offer to the partner
chosen, what Bohnedikt draws and pays)."""

from __future__ import annotations

from tui_helpers import choose, make_app, pilot_test, screen_text, session_for, table_of

from excalibohn_tui.dialogs.trade import TradeDialog
from excalibohn_tui.screens.curtain import CurtainScreen
from rules.builder import build


@pilot_test
async def test_in_rabohnzel_a_player_not_attacked_harvests_with_the_h_key():
    # Ann attacks Ben; Ben's top coin is a Magic Bean, so Ann turns a spell face up while
    # the attack is being resolved.  Only Ben may not harvest meanwhile.
    game = build(["Ann", "Ben", "Cem"], variant="rabohnzel",
                 fields={0: [["sword"], []], 2: [["cap"] * 2, []]},
                 coins={1: ["magic"]}, spells={0: ["retuck"]}, active=0, phase="1b")
    session = session_for(game, ["human", "human", "human"])
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # Ann takes the keyboard
        await pilot.pause()
        await choose(pilot, app, "attack Ben")
        await pilot.press("enter")  # the attack's course
        await pilot.pause()
        assert game.awaiting()[0].kind == "activate"
        await pilot.press("h")
        await pilot.pause()
        # (Ann may harvest too: her own list comes first, the others one entry away)
        assert "Ann: which field do you harvest?" in screen_text(app)
        await pilot.press("s", "enter")  # "Someone else harvests..."
        await pilot.pause()
        assert "Cem: 1 field may be harvested" in screen_text(app)
        assert "Ben: 0 fields may be harvested" in screen_text(app)
        await pilot.press("c", "enter")  # Cem
        await pilot.pause()
        # (a harvest alone: on the public table, no curtain; his one field is asked)
        assert not isinstance(app.screen, CurtainScreen)
        assert "Harvest field 1" in screen_text(app)
        await pilot.press("y")  # harvest them
        await pilot.pause()
        assert game.state.seats[2].fields[0].cards == []


@pilot_test
async def test_the_trade_dialog_asks_no_more_than_the_partner_chosen_holds():
    game = build(["Ann", "Ben", "Cem"], hands={0: ["sword"], 1: ["cap"],
                                              2: ["cap", "cap", "white"]},
                 turned_up=["princess", "magic"], active=0, phase="trade")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await choose(pilot, app, "Offer to Ben")
        dialog = app.screen
        assert isinstance(dialog, TradeDialog)
        assert dialog.ask_limit == 1  # Ben, the first partner, holds one card
        await pilot.press("c", "c")  # ask for two Caps
        await pilot.pause()
        assert dialog._ask() == [dialog.beans[1]]  # the second one was not added
        await pilot.press("right")  # Cem holds three
        await pilot.pause()
        assert dialog.ask_limit == 3
        await pilot.press("c")
        await pilot.pause()
        assert len(dialog._ask()) == 2
        await pilot.press("enter")
        await pilot.pause()
        offer = next(a for a in game.log if a.kind == "offer")
        assert offer.to == (2,) and len(offer.ask) == 2
        assert table_of(app) is not None


@pilot_test
async def test_what_bohnedikt_draws_and_pays_is_the_rules_own():
    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="3", passes=2,
                 draw_size=2, coins={0: ["blue"] * 4, 1: ["chili"] * 3, 2: ["red"]},
                 fields={2: [["soy"] * 4, ["green"]]})
    app = make_app(session_for(game, ["human", "human", "human"]))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert game.awaiting()[0].kind == "pay"
        await pilot.press("enter")  # Cem takes the keyboard
        await pilot.pause()
        text = screen_text(app)
        assert "Everyone pays 3 coins. You hold 1" in text
        assert "phase 4: drawing four cards" in text


@pilot_test
async def test_the_trading_list_says_what_a_deal_costs_the_face_up_hand_card_spell():
    """Ann trades with her Hand Card Spell face up: the list did not say that any trade or
    gift now loses its two extra cards (play-test); the rules' view says it, and the
    screen shows it while she trades and answers, and no more once a gift came about."""
    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["mean"], 2: []},
                 spells={0: [("hand_card", True)]}, turned_up=["white", "princess"],
                 active=0, phase="trade")
    app = make_app(session_for(game, ["human", "human", "human"]))
    cost = "A trade or gift this turn costs you the two extra cards of your Hand Card Spell."

    def said() -> str:  # (the words left of the log panel, rows joined)
        return " ".join(" ".join(row[:80].split()) for row in screen_text(app).splitlines())

    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        assert cost in said()
        await choose(pilot, app, "Offer to Ben")
        await pilot.press("2", "enter")  # her turned-up White Bean (after her hand), for nothing
        await pilot.pause()
        await pilot.press("enter")  # Ben's curtain: he takes it
        await pilot.pause()
        await choose(pilot, app, "Accept")
        for _ in range(20):
            if table_of(app).viewer == 0:
                break
            await pilot.press("enter")  # (back to Ann, behind her curtain)
            await pilot.pause()
        assert game.state.traded and table_of(app).viewer == 0
        assert "Hand Card Spell" not in said()
