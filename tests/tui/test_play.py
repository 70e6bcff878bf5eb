"""Pilot tests that play: a human turn, a trade behind curtains, a Sword Bean attack,
a harvest by a player who is not active, and a whole game between computer players."""

from __future__ import annotations

import pytest
from tui_helpers import (
    after_haste,
    choose,
    labels,
    make_app,
    make_session,
    pilot_test,
    screen_text,
    session_for,
    table_of,
)

from excalibohn_tui.dialogs.attack import AttackDialog
from excalibohn_tui.screens import curtain as curtain_module
from excalibohn_tui.screens.curtain import CurtainScreen
from excalibohn_tui.screens.end import EndScreen
from rules import BEAN_OF, Bean
from rules.builder import build


@pytest.fixture
def curtains(monkeypatch):
    """Counts the curtains raised (the name of the player called to the keyboard)."""
    called: list[str] = []
    original = CurtainScreen.prepare  # every raise prepares the curtain (it may be kept)

    def counting(self, name, why, public, **options):
        called.append(name)
        return original(self, name, why, public, **options)

    monkeypatch.setattr(curtain_module.CurtainScreen, "prepare", counting)
    return called


@pilot_test
async def test_a_full_human_turn_through_every_phase():
    game = build(["Ann", "Ben", "Cem"],
                 hands={0: ["princess", "princess", "sword"], 1: ["cap"], 2: ["mean"]},
                 fields={0: [["white"] * 4, []]},
                 draw_top=["picker", "cap", "mean", "sword", "magic", "white", "princess"],
                 active=0, phase="1a")
    session = session_for(game, ["human", "random", "random"])
    app = make_app(session)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert "You must plant your front card, the [Q] Princess Bean" in screen_text(app)
        await choose(pilot, app, "on empty field 2")           # 1a: the front card
        await choose(pilot, app, "Princess Bean on field 2")    # 1a: the second one
        assert game.phase == "1b"
        await choose(pilot, app, "White Bean (field 1): draw the top card")
        # four White Beans on the field: the drawn Picker Bean may be planted or tucked
        assert "Tuck the [P] Picker Bean" in screen_text(app)
        await choose(pilot, app, "Tuck the")
        # no ability left to use: phase 1b ends by itself and two cards are turned up
        assert game.phase == "2" and len(game.state.turned_up) == 2
        assert "Turned up: " in screen_text(app)
        await after_haste(pilot)  # (a key typed at once, for the list before, is not taken)
        await choose(pilot, app, "End trading")
        assert game.phase == "3"
        harvested = False
        while game.state.active == 0 and game.phase == "3":
            if any("Plant the" in label for label in labels(app)):
                await choose(pilot, app, "Plant the")
            else:  # the turned-up card fits no field: the list offers a harvest first
                if not harvested:
                    assert "Harvest field 1: 4 White Beans \u2192 1 coin" in labels(app)[0]
                await choose(pilot, app, "Harvest field")
                harvested = True
        assert harvested
        await pilot.pause()
        # phase 4 drew three cards for Ann, and the turn went on to the computer players
        texts = [e.text_for(0) for e in game.events]
        assert any(t.startswith("You draw ") for t in texts)
        assert game.state.turn >= 2 or game.state.active != 0
        assert game.state.seats[0].fields[1].cards  # the Princess row stands


@pilot_test
async def test_a_trade_agreed_aloud_needs_one_curtain(curtains):
    game = build(["Ann", "Ben", "Cem"],
                 hands={0: ["sword", "cap"], 1: ["mean", "white"], 2: ["cap"]},
                 turned_up=["princess", "magic"], active=0, phase="trade")
    session = session_for(game, ["human", "human", "random"])
    app = make_app(session)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert curtains == ["Ann"]
        await pilot.press("enter")  # Ann reveals her view
        await pilot.pause()
        await choose(pilot, app, "Offer to Ben")
        # give the turned-up Princess (Shift and its letter); ask for a Mean Bean
        await pilot.press("Q", "m", "enter")
        await pilot.pause()
        assert curtains == ["Ann", "Ben"]
        text = screen_text(app)
        assert "Ben, please take the keyboard" in text
        assert "[S] Sword" not in text  # Ann's hand stays hidden on the curtain
        await pilot.press("enter")
        await pilot.pause()
        # (the words go on in the next line, before the card's name: the log stands
        # beside them)
        text = screen_text(app)
        assert "Ann offers: gives [Q] Princess Bean (turned up); asks for" in text
        assert "[M] Mean Bean" in text
        await choose(pilot, app, "Accept, giving [M] Mean Bean")
        await pilot.pause()
        # one curtain for the trade itself: Ann takes the keyboard back to a table that
        # hides her hand from Ben
        assert curtains == ["Ann", "Ben"]
        aside = [BEAN_OF[c] for c in game.state.seats[0].aside]
        assert aside == [Bean.MEAN]
        assert [BEAN_OF[c] for c in game.state.seats[1].aside] == [Bean.PRINCESS]
        assert table_of(app).viewer == 0 and game.awaiting()[0].kind == "trading"


@pilot_test
async def test_a_sword_bean_attack_with_a_counterattack():
    game = build(["Ann", "Ben", "Cem"],
                 hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["sword"], []]},
                 coins={0: ["white"], 1: ["sword"]},
                 active=0, phase="1b")
    session = session_for(game, ["human", "human", "human"])
    app = make_app(session)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        await choose(pilot, app, "attack Ben")
        await pilot.pause()
        assert isinstance(app.screen, AttackDialog)
        text = screen_text(app)
        assert "Sword Bean attack" in text
        assert "Ben's coin pile, shuffled face down" in text
        assert "turned over: [S] Sword" in text
        assert "Ben strikes back at Ann's coins" in text
        assert "turned over: [W] White" in text
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, AttackDialog)
        assert len(game.state.seats[0].coins) == 1 and len(game.state.seats[1].coins) == 1


@pilot_test
async def test_the_attack_spell_shows_two_coins_to_choose_from():
    game = build(["Ann", "Ben", "Cem"],
                 hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["sword"], []]},
                 coins={1: ["princess", "cap"]},
                 spells={0: [("attack", True)]},
                 active=0, phase="1b")
    session = session_for(game, ["human", "random", "random"])
    app = make_app(session)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await choose(pilot, app, "two coins to choose from")
        await pilot.press("enter")  # the attack so far
        await pilot.pause()
        assert "The Attack Spell shows two coins" in screen_text(app)
        await choose(pilot, app, "Princess Bean coin count")
        assert len(game.state.seats[0].coins) == 1  # the Princess coin moved to Ann


@pilot_test
async def test_a_player_who_is_not_active_harvests(curtains):
    game = build(["Ann", "Ben", "Cem"],
                 hands={0: ["cap", "cap"], 1: ["mean"], 2: ["white"]},
                 fields={1: [["princess"] * 4, ["white"]]},
                 active=0, phase="1a")
    session = session_for(game, ["human", "human", "human"])
    app = make_app(session)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")  # Ann's view
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        text = screen_text(app)
        assert "Who harvests?" in text
        assert "Ann: 0 fields may be harvested" in text
        await pilot.press("enter")  # Ben: Ann has nothing to harvest, so Ben is highlighted
        await pilot.pause()
        # (he may only harvest: his list on the public table, no curtain of his)
        assert curtains == ["Ann"] and table_of(app).viewer is None
        text = screen_text(app)
        assert "Harvest field 1: 4 Princess Beans \u2192 2 coins" in text
        assert "protection rule" in text  # the lone White Bean
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert len(game.state.seats[1].coins) == 2
        assert curtains[-1] == "Ann"  # back to the player whose decision it is
        await pilot.press("enter")
        await pilot.pause()
        assert table_of(app).viewer == 0
        assert any("Plant the [C] Cap Bean" in label for label in labels(app))


@pilot_test
async def test_a_harvester_called_by_mistake_is_sent_back_from_their_list(curtains):
    game = build(["Ann", "Ben", "Cem"],
                 hands={0: ["cap", "cap"], 1: ["mean"], 2: ["white"]},
                 fields={1: [["princess"] * 4, ["white"]]},
                 active=0, phase="1a")
    app = make_app(session_for(game, ["human", "human", "human"]))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")  # Ann's view
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        await pilot.press("enter")  # Ben, called (say, by mistake)
        await pilot.pause()
        assert curtains == ["Ann"] and "Ben: which field do you harvest?" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.pause()
        assert curtains[-1] == "Ann" and not game.log  # back to Ann, behind her curtain
        await pilot.press("enter")
        await pilot.pause()
        assert table_of(app).viewer == 0


@pilot_test
async def test_computer_players_play_a_whole_game_to_the_end_screen():
    session = make_session("bot:random,bot:random,bot:random", seed=5)
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # the start player is announced
        for _ in range(10_000):  # ends much sooner; the bound only stops a broken game
            await pilot.pause(0.01)
            if isinstance(app.screen, EndScreen):
                break
        assert isinstance(app.screen, EndScreen)
        await pilot.pause()
        result = session.game.state.result
        assert result is not None
        text = screen_text(app)
        winner = session.game.state.seats[result.winners[0]].name
        assert f"{winner} wins" in text or "share the win" in text
        assert "The final harvest" in text
        for seat in session.game.state.seats:
            assert seat.name in text


@pilot_test
async def test_a_harvest_from_the_curtain_before_the_keyboard_passes(curtains):
    game = build(["Ann", "Ben", "Cem"],
                 hands={0: ["cap", "cap"], 1: ["mean"], 2: ["white"]},
                 fields={1: [["princess"] * 4, []]},
                 active=0, phase="1a")
    session = session_for(game, ["human", "human", "human"])
    app = make_app(session)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and curtains == ["Ann"]
        await pilot.press("h")  # before Ann looks, Ben harvests
        await pilot.pause()
        await pilot.press("enter")  # Who harvests? Ben (the only one with a field)
        await pilot.pause()
        # his one field to harvest (the other is empty), on the public table, confirmed
        assert curtains == ["Ann"]
        assert "Harvest field 1" in screen_text(app) and "Keep it" in screen_text(app)
        await pilot.press("y")
        await pilot.pause()
        assert len(game.state.seats[1].coins) == 2
        assert curtains == ["Ann", "Ann"]  # the keyboard goes back to Ann
        await pilot.press("escape")  # a curtain is not dismissed by Escape
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)


@pilot_test
async def test_harvesting_from_ones_own_curtain_is_behind_a_curtain_again(curtains):
    # Ann's curtain is up; h on it invites someone else, so Ann, listed first (one stray
    # Enter picks her), comes behind her curtain again; then, as she keeps the keyboard,
    # a harvest picked from the list (which she may take back) is made without a question
    game = build(["Ann", "Ben", "Cem"],
                 hands={0: ["cap", "cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["white"] * 2, ["princess"] * 4], 1: [["sword"] * 3, []]},
                 active=0, phase="1a")
    session = session_for(game, ["human", "human", "human"])
    app = make_app(session)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and curtains == ["Ann"]
        await pilot.press("h")
        await pilot.pause()
        text = screen_text(app)
        assert "Who harvests?" in text
        assert text.index("Ann: 2 fields") < text.index("Ben: 1 field")  # hers first
        await pilot.press("1")
        await pilot.pause()
        assert curtains == ["Ann", "Ann"] and isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert "Ann: which field do you harvest?" in screen_text(app)
        await pilot.press("2")
        await pilot.pause()
        assert len(game.state.seats[0].coins) == 2
        # (her front card fitted no field: it went on the field made empty by itself)
        assert [a.kind for a in game.log] == ["harvest", "plant"]
        assert game.state.seats[0].fields[1].cards == [game.log[-1].card]
        assert curtains == ["Ann", "Ann"] and table_of(app).viewer == 0


@pilot_test
async def test_the_mean_bean_shows_every_revealed_coin_and_who_loses_one():
    game = build(["Ann", "Ben", "Cem"],
                 hands={0: ["cap"], 1: ["white"], 2: ["white"]},
                 fields={0: [["mean"] * 4, []]},
                 coins={1: ["picker"], 2: ["sword"]},
                 active=0, phase="1b")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await choose(pilot, app, "Mean Bean (field 1)")
        assert isinstance(app.screen, AttackDialog)
        text = screen_text(app)
        assert "Mean Bean" in text
        assert "Ben's coins shuffled, top coin: [P] Picker" in text
        assert "Cem's coins shuffled, top coin: [S] Sword" in text
        assert "Ben discards the Picker Bean coin" in text
        assert not game.state.seats[1].coins and len(game.state.seats[2].coins) == 1


@pilot_test
async def test_a_harvest_from_the_list_that_cannot_be_taken_back_is_asked_about():
    """Ann's front White Bean fits neither field, so the list offers the harvests: the Cap
    Beans' harvest draws a spell card (no undo after it) and is asked about, as the
    harvest key does; the Mean Beans' is made at once."""
    from excalibohn_tui.dialogs.confirm import ConfirmDialog

    game = build(["Ann", "Ben", "Cem"], hands={0: ["white"], 1: ["cap"], 2: ["cap"]},
                 fields={0: [["cap", "cap"], ["mean", "mean", "mean"]]}, phase="1a")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert [label.split(":")[0] for label in labels(app)[:2]] == [
            "Harvest field 1", "Harvest field 2"]
        await pilot.press("1")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("escape")
        await pilot.pause()
        assert len(game.state.seats[0].fields[0].cards) == 2  # nothing harvested
        await after_haste(pilot)  # (a harvest typed at once after a choice is not taken)
        await pilot.press("2")
        await pilot.pause()
        assert not isinstance(app.screen, ConfirmDialog)
        # harvested at once, and the White Bean planted there (nothing else was left)
        assert [a.kind for a in game.log] == ["harvest", "plant"]
        assert game.state.seats[0].fields[1].cards == [game.log[-1].card]


@pilot_test
async def test_a_fellow_whose_received_card_has_one_place_is_not_called_to_plant_it():
    """Phase 3: Cem's received Soy Bean can only go on his Soy row, as everyone can see:
    it is planted for him and the table says so, with no curtain, Enter and key of his
    (play-test).  Holding a sacrifice card (Bohnedikt), he is called: only he knows
    whether the Soy fulfils it."""
    from tui_helpers import session_for

    for variant, hand, called in (("bohnanza", [], False),
                                  ("bohnedikt", ["red", "sacrifice"], True)):
        game = build(["Ann", "Ben", "Cem"], variant=variant, active=0, phase="3",
                     fields={2: [["soy"] * 2, ["blue"]]}, aside={2: ["soy"]},
                     hands={2: hand} if hand else None)
        app = make_app(session_for(game, ["human"] * 3))
        async with app.run_test(size=(100, 30), notifications=True) as pilot:
            await pilot.pause()
            curtain = app.screen if isinstance(app.screen, CurtainScreen) else None
            if called:
                assert curtain is not None and "Cem" in screen_text(app)
                assert not game.log
                continue
            assert [(a.player, a.kind, a.field) for a in game.log] == [(2, "plant", 0)]
            told = [n.message for n in app._notifications]
            assert any(m.startswith("Made for Cem, the only move: Cem plants a Soy Bean "
                                    "on field 1") for m in told), told
            # the keyboard goes on to the next turn's Ben, not to Cem
            assert curtain is not None and "Ben, please take the keyboard" in screen_text(app)


@pilot_test
async def test_who_harvests_is_numbered_as_the_table_shows_the_seats(curtains):
    """Play-test: from Cem's curtain, "Who harvests?" read 1 Cem, 2 Dan, 3 Ann, 4 Ben (in
    turn order from the one called), while the table behind it shows Ann's place at the
    bottom and Ben, Cem and Dan along the top.  The list goes as the table: the active
    player's place first, then the others as they sit along the top; the one called to
    the keyboard is highlighted, so that a stray Enter still calls nobody else."""
    from rules import Offer

    game = build(["Ann", "Ben", "Cem", "Dan"],
                 hands={0: ["cap"], 1: ["mean"], 2: ["white"], 3: ["mean"]},
                 fields={p: [["princess"] * 2, []] for p in range(4)},
                 turned_up=["sword", "picker"], active=0, phase="trade")
    game.apply(Offer(0, (2,), (game.state.turned_up[0],), ()))
    app = make_app(session_for(game, ["human"] * 4))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert curtains == ["Cem"]  # Cem answers Ann's offer
        await pilot.press("h")
        await pilot.pause()
        rows = screen_text(app).splitlines()
        listed = [row for row in rows if "field may be harvested" in row]
        assert [row.split(":")[0].split()[-2:] for row in listed] == [
            ["1", "Ann"], ["2", "Ben"], ["3", "Cem"], ["4", "Dan"]], listed
        # the table behind it: Ann's place at the bottom, the others along the top
        top = next(row for row in rows if "Ben" in row and "Cem" in row)
        assert top.index("Ben") < top.index("Cem") < top.index("Dan")
        await pilot.press("enter")  # Cem, highlighted: the one the curtain called
        await pilot.pause()
        assert curtains == ["Cem", "Cem"]  # (behind his curtain again, as from his own)
