"""Hot-seat privacy: at every curtain and every public view of a scripted game, the
screen shows no card of any hidden hand, no private log line and no face-down spell;
a player's own view shows nobody else's hand.  Once a curtain is up, only the person it
names may be shown anything private: not through the harvest key, the command palette or
a dialog that another player may use."""

from __future__ import annotations

import random
import re

import pytest
from textual.widgets import OptionList
from tui_helpers import (
    after_haste,
    assert_private,
    choose,
    curtain_name,
    face_down_spells,
    labels,
    leaks,
    make_app,
    make_session,
    movable_clock,
    pilot_test,
    plain_move,
    screen_text,
    session_for,
    stopped_clock,
    table_of,
)

from excalibohn_tui.choices import choices
from excalibohn_tui.dialogs.confirm import ConfirmDialog
from excalibohn_tui.dialogs.message import MessageDialog
from excalibohn_tui.screens.curtain import CurtainScreen
from excalibohn_tui.screens.end import EndScreen
from excalibohn_tui.screens.table import DELIBERATE, FOLLOWED, HASTE


def watch_curtain_frames(app, game) -> dict[str, list]:
    """Every frame painted while a curtain is up is checked as it is painted: the table
    draws the next player's view just before the curtain goes (the view must never reach
    a frame of the curtain)."""
    found: dict[str, list] = {"frames": [], "leaks": []}
    display = app._display

    def checking(screen, renderable):
        display(screen, renderable)
        if isinstance(screen, CurtainScreen):
            text = "\n".join(strip.text for strip in screen._compositor.render_strips())
            found["frames"].append(screen.player_name)
            found["leaks"].extend(leaks(text, game, None))

    app._display = checking
    return found


@pilot_test
async def test_curtains_and_public_views_never_show_hidden_cards():
    session = make_session("Ann,Ben,Cem,bot:random", seed=11)
    game = session.game
    app = make_app(session)
    rng = random.Random(4)
    seen = {"curtain": 0, "public": 0, "private": 0}
    leaked = watch_curtain_frames(app, game)
    with movable_clock() as move:
        await _curtains_and_views(app, game, rng, seen, move)
    assert seen["curtain"] >= 12 and seen["private"] >= 50 and seen["public"] >= 10, seen
    assert len(leaked["frames"]) >= seen["curtain"] and not leaked["leaks"], leaked["leaks"]


async def _curtains_and_views(app, game, rng, seen, move) -> None:
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(150):
            await pilot.pause()
            screen = app.screen
            if isinstance(screen, EndScreen):
                break
            if isinstance(screen, CurtainScreen):
                assert_private(app, game, None)
                # the curtain shows spells as backs (its recap of the log below the board
                # may name a spell that was turned face up, as the log does)
                board = re.split(r"last had the keyboard:|Since the game began:",
                                 screen_text(app))[0]
                for name in face_down_spells(game):
                    assert name not in board
                seen["curtain"] += 1
                await pilot.press("enter")
                continue
            if isinstance(screen, MessageDialog):
                await pilot.press("enter")
                continue
            if isinstance(screen, ConfirmDialog):  # a harvest that cannot be taken back
                await pilot.press("y")
                continue
            table = table_of(app)
            if table.viewer is None:
                assert_private(app, game, None)
                seen["public"] += 1
                await pilot.pause(0.02)
                continue
            assert_private(app, game, table.viewer)
            seen["private"] += 1
            if seen["private"] % 5 == 0:  # what computer players' turns show, at this moment
                viewer = table.viewer
                table.show(None)
                await pilot.pause()
                assert_private(app, game, None)
                seen["public"] += 1
                table.show(viewer)
                await pilot.pause()
            options = [k for k, c in enumerate(table._choices)
                       if c.kind == "apply" and not c.disabled]
            assert options, "an awaited human always has something to choose"
            picked = rng.choice(options)
            table.query_one("#choices").highlighted = picked
            table.query_one("#choices").focus()
            if any(isinstance(a, DELIBERATE) for a in table._choices[picked].actions):
                move(FOLLOWED)  # (a harvest or a spell is not taken at once)
            await pilot.press("enter")


# ------------------------------------------- the ways past a curtain that a tester found

#: seed 1, Ann, Ben and Cat at the keyboard: Ben starts; these keys take him through his
#: turn (past the greeting and his curtain; 4 ends his trading, after an offer to each
#: partner; 2 plants a turned-up card, the other follows by itself), up to Cat's curtain
TO_CATS_CURTAIN = ["enter", "enter", "1", "1", "1", "4", "2"]
ANN, BEN, CAT = 0, 1, 2


async def _keys(pilot, keys) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


async def _up_to_cats_curtain(pilot, app) -> None:
    # (the table's clock stopped: on a loaded machine a list drawn more than a moment
    # after the key that brought it counts as sprung, and the next key is held)
    with stopped_clock():
        await _keys(pilot, TO_CATS_CURTAIN)
    assert curtain_name(screen_text(app)) == "Cat"


async def _cats_table_then_harvest_key(pilot, app) -> None:
    """Cat lifts her curtain; then somebody presses h at her table."""
    await _up_to_cats_curtain(pilot, app)
    await pilot.press("enter")
    await pilot.pause()
    assert "Your hand" in screen_text(app)
    await pilot.press("h")
    await pilot.pause()
    if "Someone else harvests" in screen_text(app):  # (h at her table: her fields first)
        await _pick_in_dialog(pilot, app, "Someone else harvests")
    assert "Who harvests?" in screen_text(app)


async def _pick_in_dialog(pilot, app, words: str) -> None:
    """Choose the entry of the open list dialog that contains ``words``."""
    options = app.screen.query_one(OptionList)
    found = [k for k in range(options.option_count)
             if words in str(options.get_option_at_index(k).prompt)]
    assert found, f"no entry with {words!r}"
    options.highlighted = found[0]
    await pilot.press("enter")
    await pilot.pause()


@pytest.mark.parametrize("size", [(120, 40), (100, 30)])
@pilot_test
async def test_the_harvest_key_on_a_curtain_shows_only_the_person_called(size):
    session = make_session("Ann,Ben,Cat", seed=1)
    game = session.game
    app = make_app(session)
    async with app.run_test(size=size) as pilot:
        await _up_to_cats_curtain(pilot, app)
        await pilot.press("h")  # anyone at the curtain: somebody harvests first
        await pilot.pause()
        assert "Who harvests?" in screen_text(app)
        assert_private(app, game, None)
        # Ben, who had the keyboard before the curtain, may only harvest: his fields are
        # listed on the public table, with no curtain and no hand of anyone's
        await _pick_in_dialog(pilot, app, "Ben")
        assert "Ben: which field do you harvest?" in screen_text(app)
        assert_private(app, game, None)
        await pilot.press("escape")  # Ben harvests nothing: the keyboard goes back to Cat
        await pilot.pause()
        assert curtain_name(screen_text(app)) == "Cat"
        assert_private(app, game, None)


@pilot_test
async def test_the_palette_on_a_curtain_offers_nothing_of_the_player_called():
    session = make_session("Ann,Ben,Cat", seed=1)
    game = session.game
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await _up_to_cats_curtain(pilot, app)
        cats = [c.label for c in choices(game.view(CAT), game.legal_actions(CAT))]
        assert cats  # Cat's moves now, hers to see once she lifts the curtain
        moves = len(game.log)
        await pilot.press("ctrl+p")
        await pilot.pause()
        shown = screen_text(app)
        assert "Leave" in shown  # the palette is open and lists what may be done here
        assert not [label for label in cats if label in shown]
        # searched for by name, Cat's first move is not there either, and Enter plays nothing
        await pilot.press(*cats[0][:12])
        await pilot.pause()
        assert cats[0] not in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert len(game.log) == moves
        assert_private(app, game, None)


@pilot_test
async def test_who_harvests_is_asked_with_nothing_private_behind_it():
    session = make_session("Ann,Ben,Cat", seed=1)
    game = session.game
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        # a fellow player wants to harvest: whoever chooses sees nothing of Cat's behind it
        await _cats_table_then_harvest_key(pilot, app)
        assert_private(app, game, None)
        await pilot.press("escape")  # nobody harvests: Cat's view again, she never left
        await pilot.pause()
        assert "Your hand" in screen_text(app)
        assert_private(app, game, CAT)


#: every key that does something somewhere in the app, and some that do nothing
CURTAIN_KEYS = ["h", "question_mark", "q", "ctrl+p", "l", "u", "w", "i", "1", "2", "tab",
                "down", "escape", "left", "x", "space"]


@pilot_test
async def test_only_enter_lifts_a_curtain():
    """Space lifted a curtain too, and Space is the key that ends a computer player's
    wait for offers: pressed as a curtain came up, it showed the hand of the person
    called (play-test).  The curtain says Enter; Enter alone lifts it."""
    session = make_session("Ann,Ben,Cat", seed=1)
    game = session.game
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await _up_to_cats_curtain(pilot, app)
        await pilot.press("space")
        await pilot.pause()
        assert curtain_name(screen_text(app)) == "Cat"
        assert_private(app, game, None)
        await pilot.press("enter")
        await pilot.pause()
        assert table_of(app).viewer == CAT


@pilot_test
async def test_no_key_on_a_curtain_shows_or_plays_anything_private(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # a copy saved by w and Enter lands here
    session = make_session("Ann,Ben,Cat", seed=1)
    game = session.game
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await _up_to_cats_curtain(pilot, app)
        moves = len(game.log)
        for key in CURTAIN_KEYS:
            assert curtain_name(screen_text(app)) is not None
            await pilot.press(key)
            await pilot.pause()
            assert_private(app, game, None)
            # then the first choice of whatever came up, and back: to a curtain again
            # (the curtain itself on top, not one behind a dialog the key opened: the keys
            # after "q" went to the question it asked and to the palette)
            for follow in ["enter", "escape", "escape", "escape"]:
                if isinstance(app.screen, CurtainScreen):
                    break  # Enter here would be the person lifting it: not tested here
                await pilot.press(follow)
                await pilot.pause()
                assert_private(app, game, None)
        assert len(game.log) == moves  # nothing was played behind a curtain


@pilot_test
async def test_one_person_alone_keeps_their_own_view_while_computer_players_act():
    """Ann plays alone against computer players: nobody here to hide her hand from, so
    it stays on screen while they play (it went to the public view and back each turn)."""
    from excalibohn_tui.app import ExcalibohnApp
    from excalibohn_tui.session import Session, parse_seats

    session = Session.new(parse_seats("Ann,bot:random,bot:random"), 4, autosave=False)
    app = ExcalibohnApp(session, bot_delay=0.2, look_for_saves=False)
    async with app.run_test(size=(120, 40)) as pilot:
        table = table_of(app)
        for _ in range(200):
            await pilot.pause(0.05)
            if app.screen is table and table._choices:
                break
            await pilot.press("escape")
        while session.game.deciding() == 0:  # Ann plays on until the computers act
            table.action_pick(plain_move(table))
            await pilot.pause()
        assert not session.is_human(session.game.deciding())
        assert table.viewer == 0
        assert_private(app, session.game, 0)


@pytest.mark.parametrize("seed", [1, 2, 3])
@pilot_test
async def test_after_a_computer_players_turn_the_next_person_is_called_behind_a_curtain(seed):
    """Everyone watches the public table while a computer player takes its turn; when it
    then asks the person who last had the keyboard (an offer, their turn), their hand came
    up at once, in front of the others.  Now every person called after it passes a
    curtain first, whoever had the keyboard."""

    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], variant="bohnanza", hands={0: ["red", "blue"]},
                 fields={0: [["red"], []]}, aside={0: ["red"]}, active=0, phase="3",
                 seed=seed)
    app = make_app(session_for(game, ["human", "random", "human"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        assert table_of(app).viewer == ANN
        await pilot.press("1")  # her last card: her turn ends, Ben's (a computer) begins
        for _ in range(100):
            await pilot.pause()
            if game.state.active != ANN and any(
                    app.session.is_human(w.player) for w in game.awaiting()):
                break
        else:
            raise AssertionError("nobody was called")
        assert isinstance(app.screen, CurtainScreen), screen_text(app)
        assert_private(app, game, None)


class _TwoGifts:
    """Ben, a computer player trading: a gift to Ann, then another, then no more."""

    def __init__(self, cards: list[int]) -> None:
        self.cards = cards

    def choose(self, game, p):
        from rules import Done, Offer

        if self.cards:
            return Offer(p, (ANN,), (self.cards.pop(0),), ())
        return Done(p)


@pilot_test
async def test_a_person_answering_a_computer_player_keeps_the_keyboard_for_its_next_offer():
    """Ann refused a computer player's offer and its next offer to her came behind a new
    curtain at once, though nobody else had touched the keyboard (an Enter for nothing,
    play-test).  She took the keyboard in this turn: she keeps it.  (Called first in the
    computer player's turn, she passes a curtain: the test above.)"""

    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], variant="bohnanza", hands={0: ["red"], 1: ["soy"],
                                                                  2: ["blue"]},
                 turned_up=["chili", "green"], active=1, phase="2")
    session = session_for(game, ["human", "normal", "human"])
    ben = session._bots[1] = _TwoGifts(list(game.state.turned_up))
    app = make_app(session)
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(50):
            await pilot.pause()
            if isinstance(app.screen, CurtainScreen):
                break
        assert curtain_name(screen_text(app)) == "Ann"  # called first in Ben's turn: a curtain
        await pilot.press("enter")
        await pilot.pause()
        assert table_of(app).viewer == ANN
        await pilot.press("2")  # refuse the first gift
        for _ in range(50):
            await pilot.pause()
            if not ben.cards and any(w.player == ANN for w in game.awaiting()):
                break  # (the second gift, to her)
        await pilot.pause(0.3)
        assert not isinstance(app.screen, CurtainScreen), screen_text(app)
        assert table_of(app).viewer == ANN
        assert "refuse" in screen_text(app).lower()  # her choices, for the second gift
        assert_private(app, game, ANN)


class _GiftThenPlant:
    """Ben, a computer player trading: a gift to Ann, then no more offers; then he plants
    what is his to plant."""

    def __init__(self, card: int) -> None:
        self.cards = [card]

    def choose(self, game, p):
        from rules import Offer, Plant

        if game.state.step == "trading" and self.cards:
            return Offer(p, (ANN,), (self.cards.pop(0),), ())
        legal = game.legal_actions(p)
        return next((a for a in legal if isinstance(a, Plant)), legal[0])


@pytest.mark.parametrize(("wait", "delay"), [(0, 0), (0.2, 0.01)])
@pilot_test
async def test_the_person_who_took_a_gift_plants_it_behind_a_curtain(wait, delay):
    """Ann accepted a computer player's gift; when, after its trading (and the moment it
    gave the table for offers), she had to plant the gift, her view came up with no
    curtain, in front of everyone who had watched the computer player plant (play-test).
    She keeps the keyboard only for the computer player's next offer."""

    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], variant="bohnanza", hands={0: ["red"], 1: ["soy"],
                                                                  2: ["blue"]},
                 fields={0: [["red"], ["blue", "blue"]]},
                 turned_up=["chili", "green"], active=1, phase="2")
    session = session_for(game, ["human", "normal", "human"])
    session._bots[1] = _GiftThenPlant(game.state.turned_up[0])
    app = make_app(session)
    app.offer_wait, app.bot_delay = wait, delay  # (computer players at once, or paced)
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(50):
            await pilot.pause()
            if isinstance(app.screen, CurtainScreen):
                break
        assert curtain_name(screen_text(app)) == "Ann"
        await pilot.press("enter")
        await pilot.pause()
        assert table_of(app).viewer == ANN
        await pilot.press("1")  # accept the gift
        for _ in range(100):
            await pilot.pause(0.05)
            if game.state.step == "plant_aside" and any(
                    w.player == ANN for w in game.awaiting()):
                break
        else:
            raise AssertionError("Ann was not asked to plant the gift")
        await pilot.pause(0.3)
        assert isinstance(app.screen, CurtainScreen), screen_text(app)
        assert curtain_name(screen_text(app)) == "Ann"
        assert_private(app, game, None)


@pilot_test
async def test_a_fellow_who_may_only_harvest_chooses_on_the_public_table():
    """Ben harvesting during Ann's turn took seven keys and two curtains, though his
    fields are public and a harvest is all he may do (play-tests).  His list comes on
    the public table, with no curtain of his; Ann gets the keyboard back behind hers."""

    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], hands={0: ["princess", "cap"], 1: ["mean"],
                                              2: ["white"]},
                 fields={0: [["sword"] * 2, []], 1: [["mean"] * 2, ["white"]]},
                 active=0, phase="1a")
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        assert table_of(app).viewer == ANN
        await pilot.press("h")  # her own fields first, then "Someone else harvests..."
        await pilot.pause()
        await _pick_in_dialog(pilot, app, "Someone else harvests")
        await _pick_in_dialog(pilot, app, "Ben")
        assert not isinstance(app.screen, CurtainScreen)
        assert "Ben: which field do you harvest?" in screen_text(app)
        assert_private(app, game, None)
        await _pick_in_dialog(pilot, app, "Harvest field 1")
        assert isinstance(app.screen, ConfirmDialog)  # (no undo once the keyboard goes back)
        await pilot.press("y")
        for _ in range(10):
            await pilot.pause()
        assert game.state.seats[BEN].fields[0].cards == []
        assert isinstance(app.screen, CurtainScreen) and curtain_name(screen_text(app)) == "Ann"
        assert_private(app, game, None)
        await pilot.press("enter")
        await pilot.pause()
        assert table_of(app).viewer == ANN


@pilot_test
@pytest.mark.parametrize("others", ["human", "random"])
async def test_the_active_players_hand_is_hidden_while_people_here_may_offer(others):
    """While Ann trades, Ben and Cem look at the table for the turned-up cards and press
    t to make her an offer: her hand row, her face-down spell and the moves that name her
    hand cards are not shown until she presses v (they look away then), and v hides
    them again.  With computer players only around her, nobody else looks: all shows."""

    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", active=0, phase="2",
                 hands={0: ["sacrifice", "blue", "chili", "soy"], 1: ["red"], 2: ["green"]},
                 turned_up=["chili", "soy"])
    app = make_app(session_for(game, ["human", others, others]))
    hand_row = "Red+Green"  # (the sacrifice card in her hand, as a card or a row)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        if others == "human":
            await pilot.press("enter")  # Ann's curtain
            await pilot.pause()
        text = screen_text(app)
        assert "Offer to Ben" in text
        if others == "random":
            assert hand_row in text and "Your hand is hidden" not in text
            return
        assert hand_row not in text and "Red and Green" not in text  # (nor a move naming it)
        assert "Your hand is hidden from the others: v shows it" in text
        await pilot.press("v")
        await pilot.pause()
        text = screen_text(app)
        assert hand_row in text and "hidden" not in text
        await pilot.press("v")
        await pilot.pause()
        assert hand_row not in screen_text(app)
        # shown again, then Ben starts an offer (his curtain) and leaves it: the keyboard
        # goes back to her with no curtain, her hand hidden again; v asks first what the
        # curtain would have asked (a stray key of Ben's shows nothing)
        await pilot.press("v", "t", "1", "enter", "escape")
        await pilot.pause()
        assert app.screen is table_of(app) and table_of(app).viewer == 0
        assert hand_row not in screen_text(app) and "Your hand is hidden" in screen_text(app)
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        assert "Only Ann may see the screen now" in screen_text(app)
        assert hand_row not in screen_text(app)
        await pilot.press("n")
        await pilot.pause()
        assert hand_row not in screen_text(app) and table_of(app).hiding
        await pilot.press("v")
        await pilot.pause()
        await pilot.press("enter")  # (as on a curtain)
        await pilot.pause()
        assert hand_row in screen_text(app)
        await pilot.press("v", "v")  # hidden and shown again: asked once a keyboard-pass
        await pilot.pause()
        assert app.screen is table_of(app) and hand_row in screen_text(app)


@pilot_test
@pytest.mark.parametrize("seats", [2, 3])
async def test_the_hidden_hand_and_the_offer_key_speak_of_the_one_opponent_at_two(seats):
    """Bohnedikt for two with trading: Ann's hidden hand was "hidden from the others",
    Ben's key for an offer "A fellow's offer", and his curtain told "everyone else" to
    look away, words for a bigger table (play-test).  At two they name Ben; a bigger
    table keeps its words."""

    from rules.builder import build

    if seats == 2:
        game = build(["Ann", "Ben"], variant="bohnedikt-trade", phase="4", active=0,
                     hands={0: ["blue", "chili", "soy"], 1: ["red", "green"]},
                     turned_up=["green", "soy"])
    else:
        game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="2", active=0,
                     hands={0: ["blue", "chili", "soy"], 1: ["red"], 2: ["green"]},
                     turned_up=["chili", "soy"])
    app = make_app(session_for(game, ["human"] * seats))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        curtain = screen_text(app)
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        text = screen_text(app)
        bar = text.splitlines()[-1]
        palette = [words for _title, words, _do in table_of(app).palette_commands()]
        if seats == 3:
            assert "Everyone else: look away from the screen." in curtain
            assert "Your hand is hidden from the others: v shows it" in text
            assert "t A fellow's offer" in bar
            assert "a fellow player proposes a trade" in palette
            return
        assert "Ben: look away from the screen." in curtain and "Everyone" not in curtain
        assert "Your hand is hidden from Ben: v shows it" in text
        assert "t Ben's offer" in bar
        assert "Ben proposes a trade" in palette
        assert "show your hand once Ben looks away, or hide it again" in palette
        for words in ("others", "fellow", "everyone", "Everyone"):
            assert words not in text and words not in bar, words
            assert not [x for x in palette if words in x], words


@pilot_test
async def test_the_active_players_face_down_spell_is_hidden_with_the_hand():

    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], hands={0: ["sword", "cap"], 1: ["mean"], 2: ["cap"]},
                 spells={0: ["hand_card"]}, turned_up=["princess", "magic"], active=0,
                 phase="trade")
    app = make_app(session_for(game, ["human", "human", "human"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        assert "Hand Card" not in screen_text(app)
        await pilot.press("v")
        await pilot.pause()
        assert "Hand Card" in screen_text(app)


@pilot_test
async def test_the_log_beside_a_hidden_hand_says_only_what_the_table_may_read():
    """Ann's own log lines say which cards she drew: while her hand is hidden from the
    table, the log panel and the status line read the public log (v shows hers)."""
    from rules import Offer

    session = make_session("Ann,Ben,Cem", seed=3)
    game = session.game
    r = random.Random(3)
    while not (game.state.turn > 3 and game.awaiting()[0].kind == "trading"
               and game.awaiting()[0].player == 0):
        p = game.awaiting()[0].player
        legal = [a for a in game.legal_actions(p) if not isinstance(a, Offer)]
        game.apply(r.choice(legal))
    mine = session.log_lines(0, 0)
    assert any("You draw" in line for line in mine)
    app = make_app(session)

    def panel() -> str:
        return "\n".join(table_of(app).query_one("#log").lines)

    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        assert "Your hand is hidden" in screen_text(app)
        assert "You draw" not in panel() and "You draw" not in screen_text(app)
        await pilot.press("l")  # the whole log, in a dialog: the same (a play-test saw it)
        await pilot.pause()
        assert "Game log" in screen_text(app) and "You draw" not in screen_text(app)
        await pilot.press("escape", "v")
        await pilot.pause()
        assert "You draw" in panel()


def _ann_trades_in_bohnedikt(hand: list[str]):
    """Ann trades in Bohnedikt with ``hand`` (her sacrifice card first: Red and Green);
    Ben and Cem, people at her keyboard, look at the table: the game and its app."""
    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", active=0, phase="2",
                 hands={0: hand, 1: ["red"], 2: ["green"]},
                 fields={0: [["red"] * 2, []]}, turned_up=["chili", "soy"])
    return game, make_app(session_for(game, ["human"] * 3))


async def _her_harvest_key(pilot, app) -> None:
    """Ann's curtain lifted (her hand then hidden from the others), and her h: the list
    of her harvests and other moves."""
    from excalibohn_tui.dialogs.choice import ChoiceDialog

    await pilot.press("enter")
    await pilot.pause()
    await pilot.press("h")
    await pilot.pause()
    assert isinstance(app.screen, ChoiceDialog)


@pilot_test
async def test_a_hand_hidden_in_the_trading_stays_hidden_to_the_end_of_the_turn():
    """The others looked at the table while Ann traded: "End trading" showed them her
    hand at once (play-test).  It stays hidden for the rest of her turn, v shows it; and
    her harvest key, there, lists no move that names her hand cards (her sacrifice's)."""

    game, app = _ann_trades_in_bohnedikt(["sacrifice", "blue", "chili", "soy"])
    async with app.run_test(size=(100, 30)) as pilot:
        await _her_harvest_key(pilot, app)
        assert "Red and Green" not in screen_text(app) and "Red+Green" not in screen_text(app)
        # where the sacrifices went is said, as for any hand with a sacrifice card (she
        # cannot fulfil hers: the words tell nothing of her hand)
        assert "Sacrifices: show your hand first (the others look away)" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        end = next(k for k, c in enumerate(table_of(app)._choices)
                   if c.label.startswith("End trading"))
        await pilot.press(str(end + 1))
        await pilot.pause()
        assert game.phase == "3" and game.awaiting()[0].player == 0
        text = screen_text(app)
        assert "Red+Green" not in text and "Your hand is hidden" in text
        await pilot.press("v")
        await pilot.pause()
        assert "Red+Green" in screen_text(app)


@pilot_test
async def test_the_harvest_keys_list_shows_the_hand_for_a_sacrifice_when_asked_to():
    """Ann, her hand hidden while she trades, wants to fulfil her sacrifice: its entry
    said "show your hand first (v), then h again", Escape, v, y and h again (play-test).
    Chosen, it asks the others to look away, shows her hand and lists again, with the
    sacrifice to fulfil."""
    from excalibohn_tui.dialogs.choice import ChoiceDialog
    from excalibohn_tui.dialogs.confirm import CurtainQuestion

    game, app = _ann_trades_in_bohnedikt(["sacrifice", "red", "green", "soy"])
    async with app.run_test(size=(100, 30)) as pilot:
        await _her_harvest_key(pilot, app)
        assert "Red+Green" not in screen_text(app)

        def listed() -> list[str]:  # (every entry numbered: ``keep_numbers``)
            return [getattr(o, "plain", o) for o in app.screen.options]

        entry = next(n for n, line in enumerate(listed(), 1)
                     if line.startswith("Sacrifices: show your hand first"))
        await pilot.press(str(entry))
        await pilot.pause()
        assert isinstance(app.screen, CurtainQuestion) and "Red" not in screen_text(app)
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        assert any(line.startswith("Fulfil a sacrifice") for line in listed())
        assert "Red and Green" in screen_text(app)  # (her sacrifice card, shown now)


def _ann_trades(hand: list[str], turned_up: list[str], **kw):
    """Ann trades in Excalibohn with ``hand``; Ben and Cem, people at her keyboard, hold a
    Cap Bean each and look at the table: the game and its app."""

    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], hands={0: hand, 1: ["cap"], 2: ["cap"]},
                 turned_up=turned_up, active=0, phase="trade", **kw)
    return game, make_app(session_for(game, ["human", "human", "human"]))


@pilot_test
async def test_the_offer_dialog_hides_the_hand_the_table_hides():
    """Ann composes an offer while Ben and Cem look on: the dialog's list of cards to give
    showed her whole hand to them.  It lists her hand cards by number alone until she
    presses v there (the table's hand with them), and v hides both again.  A hand card
    chosen by its number while hidden showed at once, named, and a number on and off read
    the hand out card by card (play-test): it shows the hand first, after the question
    whether only she sees the screen (a number does not say "show my hand", as v does)."""

    from excalibohn_tui.dialogs.trade import TradeDialog

    game, app = _ann_trades(["mean", "white"], ["princess", "magic"])

    def give_list() -> list[str]:
        give = app.screen.query_one("#give", OptionList)
        return [give.get_option_at_index(k).prompt.plain for k in range(give.option_count)]

    async with app.run_test(size=(100, 32), notifications=True) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        await choose(pilot, app, "Offer to Ben")
        assert isinstance(app.screen, TradeDialog)
        await pilot.press("M")  # (Shift and a letter: the turned-up cards only, unseen)
        await pilot.pause()
        assert app.screen._give() == []
        assert any("No turned-up [M] Mean Bean to give" in n.message
                   for n in app._notifications)
        cards = give_list()
        assert len(cards) == 4 and "Princess" in cards[0] and "Magic" in cards[1]
        assert all("your hand" in c and "Mean" not in c and "White" not in c
                   for c in cards[2:])
        assert "Your hand is hidden from the others: v shows it" in screen_text(app)
        await pilot.press("v")
        await pilot.pause()
        assert "Mean" in give_list()[2] and "White" in give_list()[3]
        assert not table_of(app).hiding  # (the table behind shows it too)
        await pilot.press("v")
        await pilot.pause()
        assert "Mean" not in give_list()[2] and table_of(app).hiding
        await pilot.press("2")  # the hand's second card: asked first, though v was not
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        assert "Only Ann may see the screen now" in screen_text(app)
        await pilot.press("enter")  # (as on a curtain): the hand shows, the card is given
        await pilot.pause()
        await pilot.pause()
        assert not table_of(app).hiding and app.screen._give() == [game.state.seats[0].hand[1]]
        assert "White" in give_list()[3] and "Mean" in give_list()[2]
        await pilot.press("enter")
        await pilot.pause()
    assert game.state.trade is not None and len(game.state.trade.give) == 1


@pilot_test
async def test_a_hand_card_chosen_by_number_while_hidden_is_shown_only_after_the_question():
    """Where the others may look (Ben started an offer at her table and left it), a hand
    card's number in the offer dialog asks what v asks; "no" gives nothing and names
    nothing."""
    from excalibohn_tui.dialogs.trade import TradeDialog

    game, app = _ann_trades(["mean", "white"], ["princess", "magic"])

    def hand_rows() -> list[str]:
        give = app.screen.query_one("#give", OptionList)
        return [give.get_option_at_index(k).prompt.plain for k in range(2, give.option_count)]

    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        await pilot.press("v", "t", "1", "enter", "escape")  # Ben's offer, left unsent
        await pilot.pause(HASTE + 0.1)  # (as a person reads the list before choosing)
        assert table_of(app).viewer == 0 and table_of(app).hiding
        await choose(pilot, app, "Offer to Ben")
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog), app.screen
        await pilot.press("1")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog) and app.screen._give() == []
        assert all("your hand" in row for row in hand_rows()), hand_rows()


@pilot_test
async def test_a_longer_number_begun_with_a_hidden_hand_cards_number_asks_nothing():
    """Play-test: among eleven cards to give, the "1" of "11" (a turned-up card) chose the
    first hand card, hidden from the others, and asked at once to show the hand: 11
    could not be typed.  The hand card waits a moment for a second digit; alone, it is
    chosen after that moment, asked first as ever."""
    from excalibohn_tui.dialogs.trade import PAUSE, TradeDialog

    hand = ["mean", "white", "cap", "sword", "picker", "mean", "white", "cap", "sword"]
    game, app = _ann_trades(hand, ["princess", "magic"])
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        await pilot.press("v", "t", "1", "enter", "escape")  # Ben's offer, left unsent
        await pilot.pause(HASTE + 0.1)
        assert table_of(app).hiding
        await choose(pilot, app, "Offer to Ben")
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog), app.screen
        await pilot.press("1", "1")  # the second turned-up card, the Magic Bean
        await pilot.pause(PAUSE + 0.2)
        assert isinstance(app.screen, TradeDialog), app.screen
        assert app.screen._give() == [game.state.turned_up[1]]
        await pilot.press("1")  # the hand's first card alone: asked, after the moment
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog)
        await pilot.pause(PAUSE + 0.2)
        assert isinstance(app.screen, ConfirmDialog), app.screen
        await pilot.press("n")
        await pilot.pause()
        # "1" and Enter at once: asked before anything is sent (no offer without it)
        await pilot.press("1", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog), app.screen
        assert game.state.trade is None


async def _hidden_since_her_trading(pilot, app) -> None:
    """Ann's curtain lifted; Ben starts an offer to her and leaves it unsent: her hand is
    hidden from the others from then on, this turn."""
    await pilot.press("enter")  # Ann's curtain
    await pilot.pause()
    await pilot.press("v", "t", "1", "enter", "escape")  # Ben's offer, left unsent
    await pilot.pause(HASTE + 0.1)


@pilot_test
async def test_the_front_card_of_a_hidden_hand_is_not_named_while_the_others_look():
    """Play-test: Ann, her hand hidden from Ben and Cem since her trading, casts the
    Enchantment of the Fellow Players: her prompt read "You may plant your front card, the
    [Q] Princess Bean. It fits none of your fields", and her list offered a harvest to make
    room for it.  Neither is said until she shows her hand (asked first)."""
    from excalibohn_tui.dialogs.confirm import CurtainQuestion

    game, app = _ann_trades(["princess", "white"], ["mean", "magic"],
                            fields={0: [["sword"], ["cap"]]},
                            spells={0: [("enchant_fellows", True)]})
    async with app.run_test(size=(100, 32)) as pilot:
        await _hidden_since_her_trading(pilot, app)
        await choose(pilot, app, "Use Enchantment")
        await pilot.pause()
        assert table_of(app).hiding and game.awaiting()[-1].kind == "fellow_plant"
        text = screen_text(app)
        assert "You may plant your front card." in text
        assert "Princess" not in text and "fits none" not in text, text
        assert labels(app)[0].startswith("Plant your front card (this shows your hand")
        assert not any("Harvest" in label for label in labels(app)), labels(app)
        await choose(pilot, app, "Plant your front card")
        assert isinstance(app.screen, CurtainQuestion)
        await pilot.press("enter")  # only Ann looks: her hand shows, and what it allows
        await pilot.pause()
        await pilot.pause()
        assert not table_of(app).hiding
        assert any("Harvest a field to make room" in label for label in labels(app))
        assert "Princess" in screen_text(app)


async def _her_magic_card_flow(pilot, app) -> None:
    """Ann, her hand hidden since her trading, ends it and uses her Magic Card Flow."""
    await _hidden_since_her_trading(pilot, app)
    await choose(pilot, app, "End trading")
    await pilot.pause(HASTE + 0.1)
    await choose(pilot, app, "Use Magic Card Flow")
    await pilot.pause()


@pilot_test
async def test_the_magic_card_flow_does_not_name_the_front_card_of_a_hidden_hand():
    """Play-test: with her hand hidden since her trading, Ann's Magic Card Flow listed
    "1 Plant the [M] Mean Bean on empty field 2": her front card, named to everyone
    looking on (and "Harvest a field to make room" where it fits no field).  As for the
    Enchantment of the Fellow Players, one entry shows the hand first; Stop stays."""
    game, app = _ann_trades(["princess", "white"], ["mean", "magic"],
                            fields={0: [["sword"], []]}, spells={0: [("flow", True)]})
    async with app.run_test(size=(100, 32)) as pilot:
        await _her_magic_card_flow(pilot, app)
        assert table_of(app).hiding and game.awaiting()[-1].kind == "flow"
        assert "Princess" not in screen_text(app)
        assert labels(app)[0].startswith("Plant your front card (this shows your hand")
        assert "Stop the Magic Card Flow" in labels(app)
        assert not any("Harvest" in label for label in labels(app)), labels(app)


@pilot_test
async def test_a_hand_shown_to_plant_stays_shown_for_the_next_planting_once_nobody_trades():
    """Play-test (Bohnedikt, planting out 24 cards at the end): each card asked to show
    the hand again, two keys a card.  Once trading is over, a hand shown for a planting
    stays shown until the keyboard leaves its player (or v)."""
    from excalibohn_tui.dialogs.confirm import CurtainQuestion

    game, app = _ann_trades(["princess", "white", "mean"], ["mean", "magic"],
                            fields={0: [[], []]}, spells={0: [("flow", True)]})
    async with app.run_test(size=(100, 32)) as pilot:
        await _her_magic_card_flow(pilot, app)
        assert table_of(app).hiding
        await choose(pilot, app, "Plant your front card")
        assert isinstance(app.screen, CurtainQuestion)
        await pilot.press("enter")  # only Ann looks
        await pilot.pause()
        await choose(pilot, app, "Plant the [Q] Princess Bean")
        await pilot.pause(HASTE + 0.1)
        assert game.log[-1].kind == "plant"
        assert not table_of(app).hiding  # the next card is named at once
        assert any(label.startswith("Plant the [W] White Bean") for label in labels(app))


async def _answering_ben_hidden(pilot, app, game, offer=("1", "w")) -> str:
    """Ann's curtain; Ben offers her his Cap Bean for a White Bean (``offer``: the keys
    of his dialog); the keyboard comes back to her with no curtain, her hand hidden from
    Ben and Cem: the screen then."""
    await pilot.press("enter")  # Ann's curtain
    await pilot.pause()
    await pilot.press("t", "1")  # Ben makes Ann an offer
    await pilot.pause()
    await pilot.press("enter")  # Ben's curtain
    await pilot.pause()
    await pilot.press(*offer, "enter")  # (his Cap Bean for a White Bean)
    await after_haste(pilot)  # (back to Ann: no curtain, her table hides her hand)
    assert game.awaiting()[0].player == 0 and game.state.trade is not None
    assert table_of(app).hiding
    return screen_text(app)


@pytest.mark.parametrize("hand", [["mean", "white"], ["mean", "cap"]])
@pilot_test
async def test_the_ways_to_accept_are_not_listed_while_the_hand_is_hidden(hand):
    """Ben asks Ann, who trades with her hand hidden from him and Cem, for a White Bean:
    her list said "Accept: [W] White Bean (from your hand)", or "Accept (not possible).
    You hold no ..." — what her hand holds, to everyone looking on.  The list is the same
    whether she holds one or not, and accepting shows her hand first (after the question
    that only she may see the screen); then her ways to accept are listed."""

    from excalibohn_tui.dialogs.confirm import CurtainQuestion

    game, app = _ann_trades(hand, ["princess", "magic"])
    async with app.run_test(size=(100, 32)) as pilot:
        text = await _answering_ben_hidden(pilot, app, game)
        assert "Your hand is hidden" in text
        assert labels(app)[:2] == ["Accept with cards of your hand (this shows your hand: "
                                   "the others look away)", "Refuse"], labels(app)
        assert "not possible" not in text and "from your hand" not in text
        await choose(pilot, app, "Accept")
        assert isinstance(app.screen, CurtainQuestion)
        await pilot.press("y")
        await pilot.pause()
        assert not table_of(app).hiding
        if "white" in hand:  # her one way: the White Bean at hand place 2
            assert labels(app)[0].startswith("Accept") and "hand place 2" in labels(app)[0]
        else:
            assert labels(app)[0].startswith("Accept (not possible)")


@pilot_test
async def test_a_hand_shown_to_answer_an_offer_is_hidden_again_after_the_answer():
    """Play-test: Ann showed her hand to see her ways to accept Ben's offer, refused, and
    her hand stayed face up through the trading that went on, with Ben and Cem looking at
    the table again.  It is hidden again after her answer (``v`` still shows it)."""
    game, app = _ann_trades(["mean", "white"], ["princess", "magic"])
    async with app.run_test(size=(100, 32)) as pilot:
        await _answering_ben_hidden(pilot, app, game)
        await choose(pilot, app, "Accept")
        await pilot.press("y")
        await pilot.pause()
        assert not table_of(app).hiding
        await choose(pilot, app, "Refuse")
        assert game.state.trade is None and game.awaiting()[0].player == 0  # she trades on
        assert table_of(app).hiding and "Your hand is hidden" in screen_text(app)


@pytest.mark.parametrize("hand", [["blue", "soy"], ["red", "soy"]])
def test_the_deals_with_a_counter_offer_are_listed_alike_whatever_the_hand_holds(hand):
    """Play-test: Ben countered Ann's offer asking for a Blue Bean; her list, read by the
    others, said "Deal with Ben's counter-offer, giving [B] Blue Bean (from your hand)":
    she held one.  With her hand hidden, her list is the same whether she holds one or
    not: the deal with the turned-up one, and one that shows her hand first."""
    from dataclasses import replace

    from excalibohn_tui.choices import for_onlookers
    from rules import Bean, CounterOffer, Offer, Refuse
    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], variant="bohnanza", phase="2", active=0,
                 hands={0: hand, 1: ["soy", "red"], 2: ["green"]},
                 turned_up=["blue", "garden"])
    game.apply(Offer(0, (1, 2), (game.state.turned_up[1],), (Bean.SOY,)))
    game.apply(CounterOffer(1, (game.state.seats[1].hand[0],), (Bean.BLUE,)))
    game.apply(Refuse(2))
    listed = choices(game.view(0), game.legal_actions(0), game.why_not, game.moves(0))
    public = replace(game.public_view(), viewer=0)
    assert [c.label for c in for_onlookers(listed, public)] == [
        "Deal with Ben's counter-offer, giving [B] Blue Bean (turned up)",
        "Deal with cards of your hand (this shows your hand: the others look away)",
        "Take none of the answers"]


@pilot_test
async def test_a_way_to_accept_with_a_turned_up_card_is_listed_whatever_the_hand_holds():
    """The White Bean Ben asks for lies turned up too: giving it tells nothing of Ann's
    hand, and stands first, the ways with her hand's cards after it, behind the look."""
    listed = []
    for hand in (["mean", "white"], ["mean", "cap"]):
        game, app = _ann_trades(hand, ["white", "princess"])
        async with app.run_test(size=(100, 32)) as pilot:
            await _answering_ben_hidden(pilot, app, game)
            listed.append(labels(app))
    assert listed[0] == listed[1], listed
    assert listed[0][:3] == [
        "Accept, giving [W] White Bean (turned up)",
        "Accept with cards of your hand (this shows your hand: the others look away)",
        "Refuse"], listed[0]


@pilot_test
async def test_a_gift_is_accepted_on_the_hidden_table():
    """A gift asks nothing of the hand: accepting it tells nothing, and needs no look."""
    game, app = _ann_trades(["mean"], ["princess", "magic"])
    async with app.run_test(size=(100, 32)) as pilot:
        await _answering_ben_hidden(pilot, app, game, offer=("1",))  # his Cap, for nothing
        assert labels(app)[0].startswith("Accept") and "shows your hand" not in labels(app)[0]


@pilot_test
async def test_an_enter_of_the_one_before_does_not_answer_for_the_active_player():
    """Play-test: Cat sent Ann a counter-offer, the keyboard came back to Ann with no
    curtain, "1 Deal with Cat's counter-offer" highlighted, and Cat's next Enter made the
    deal.  Where the keyboard comes back so after another's move, nothing is highlighted:
    Enter chooses nothing (and says so); Ann's number does."""
    game, app = _ann_trades(["mean"], ["princess", "magic"])
    async with app.run_test(size=(100, 32), notifications=True) as pilot:
        await _answering_ben_hidden(pilot, app, game, offer=("1",))  # his Cap, for nothing
        assert labels(app)[0].startswith("Accept")
        await pilot.press("enter")
        await pilot.pause()
        assert game.state.trade is not None and game.awaiting()[0].player == 0
        assert any("Nothing is chosen yet" in n.message for n in app._notifications)
        await pilot.press("1")
        await pilot.pause()
        assert game.log[-1].kind == "accept" and game.log[-1].player == 0


@pilot_test
async def test_a_re_tuck_while_the_hand_is_hidden_says_it_shows_the_hand():
    """The Re-tuck Spell may be used while Ann trades, its dialog listing her hand card by
    card: hidden from the others, its entry says it shows the hand, and choosing it does."""

    from excalibohn_tui.dialogs.choice import ChoiceDialog

    game, app = _ann_trades(["mean", "white", "cap"], ["princess", "magic"],
                            spells={0: [("retuck", True)]})
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        assert table_of(app).hiding
        assert any(c.label.startswith("Re-tuck Spell: move one of your hand cards (this "
                                      "shows your hand") for c in table_of(app)._choices)
        await choose(pilot, app, "Re-tuck Spell")
        assert isinstance(app.screen, ChoiceDialog) and "Place 1: [M] Mean" in screen_text(app)
        assert not table_of(app).hiding


@pilot_test
async def test_an_empty_hand_is_not_said_to_be_hidden():
    """Ann trades with no card in hand and no face-down spell: "Your hand is hidden from
    the others" told her of nothing (play-test)."""


    from excalibohn_tui.dialogs.trade import TradeDialog

    game, app = _ann_trades([], ["princess", "magic"])
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        assert table_of(app).hiding and "Offer to Ben" in screen_text(app)
        assert "hidden" not in screen_text(app) and "Your hand is empty" in screen_text(app)
        # nor in her offer's dialog ("Your face-down spells are hidden" stood there in the
        # classic game, which has no spells, play-test)
        await choose(pilot, app, "Offer to Ben")
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog)
        assert "hidden" not in screen_text(app) and "v shows" not in screen_text(app)


@pilot_test
async def test_an_empty_hand_with_a_face_down_spell_says_the_spell_is_hidden():
    """Play-test: "Your hand is hidden from the others" stood under "Your hand is empty"
    where only a face-down spell was kept from them."""
    game, app = _ann_trades([], ["princess", "magic"], spells={0: ["trade"]})
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        text = screen_text(app)
        assert table_of(app).hiding and "Your hand is empty" in text
        assert "Your face-down spells are hidden from the others: v shows them" in text
        assert "Your hand is hidden" not in text


@pilot_test
async def test_after_an_answer_the_offer_dialog_shows_the_hand_only_after_the_question():
    """Ben refused Ann's offer; the keyboard came back to her with no curtain.  v in her
    next offer's dialog asks first that only she sees the screen, then shows her cards
    there and on the table; without a yes nothing shows."""

    from excalibohn_tui.dialogs.trade import TradeDialog

    game, app = _ann_trades(["mean", "white"], ["princess", "magic"])
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        await choose(pilot, app, "Offer to Ben")
        await pilot.press("Q", "enter")  # the turned-up Princess as a gift
        await pilot.pause()
        await pilot.press("enter")  # Ben's curtain
        await pilot.pause()
        await choose(pilot, app, "Refuse")
        assert app.screen is table_of(app) and table_of(app).viewer == 0
        await after_haste(pilot)  # (Ann takes the keyboard)
        await choose(pilot, app, "Offer to Cem")
        dialog = app.screen
        assert isinstance(dialog, TradeDialog) and dialog.hidden
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is dialog and dialog.hidden
        await pilot.press("v", "y")
        await pilot.pause()
        assert app.screen is dialog and not dialog.hidden
        assert not table_of(app).hiding and "Mean" in screen_text(app)


@pilot_test
async def test_what_was_told_to_one_person_goes_when_the_table_turns_to_another():
    """Third play-test: Ann tried to accept Ben's offer without the Black-eyed Bean it
    asked for and refused; the keyboard went back to Ben with no curtain (he had made the
    offer at it in that very step), and the notice "You cannot give what is asked for: a
    Black-eyed Bean" stood on his table.  A person's notices go when the table turns to
    someone else, or to the public view; the public view's stay for the next person."""

    from rules import Bean, Offer
    from rules.builder import build

    game = build(["Ann", "Ben", "Cem", "Dana"], variant="bohnanza",
                 hands={0: ["soy", "red"], 1: ["green"], 2: ["chili"], 3: ["chili"]},
                 turned_up=["blue", "stink"], active=1, phase="trade")
    game.apply(Offer(1, (0,), (game.state.turned_up[0],), (Bean.BLACK_EYED,)))
    app = make_app(session_for(game, ["human", "human", "normal", "normal"]))
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        for _ in range(100):
            await pilot.pause(0.05)
            if table_of(app).viewer == 0 and "Refuse" in labels(app):
                break
            if app.screen is not table_of(app):
                await pilot.press("enter")  # Ann's curtain
        table = table_of(app)
        accept = next(k for k, label in enumerate(labels(app), 1) if label.startswith("Accept"))
        await pilot.press(str(accept))
        await pilot.pause(0.2)
        assert any("Black-eyed" in n.message for n in app._notifications)
        table.show(1)  # (the table turns to Ben, as it does with no curtain)
        await pilot.pause(0.2)
        assert not list(app._notifications)
        assert "You cannot give" not in screen_text(app)
        table.show(None)
        app.notify("Told to the whole table.")
        await pilot.pause(0.2)
        table.show(0)
        await pilot.pause(0.2)
        assert [n.message for n in app._notifications] == ["Told to the whole table."]


@pytest.mark.parametrize("answer", ["y", "enter"])
@pilot_test
async def test_a_spell_card_drawn_outside_ones_turn_is_shown_to_its_owner_alone_at_once(answer):
    """Ben harvests his Cap Beans in Ann's trading: the spell card it draws is face down,
    his alone.  The keyboard went straight back to Ann, and Ben saw which spell he had
    drawn only at his next curtain (play-test).  He is told now, before the keyboard
    goes on; and as he harvested on the public table, with no curtain of his, only once
    the one at the screen says only Ben sees it (play-test: Cat, called to the keyboard,
    read the box).  Then Ann's table shows nothing of it."""
    from rules import SPELL_CARDS
    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], hands={0: ["sword", "cap"], 1: ["mean"], 2: ["cap"]},
                 fields={1: [["cap", "cap", "cap"], ["white"]]},
                 turned_up=["princess", "magic"], active=0, phase="trade")
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        for key in ("enter", "h", "2", "enter", "1", "y"):  # Ann's curtain; Ben harvests
            await pilot.press(key)
            await pilot.pause()
        assert game.log[-1].kind == "harvest" and game.log[-1].player == 1
        drawn = SPELL_CARDS[game.state.seats[1].spells[0].card].name
        assert isinstance(app.screen, ConfirmDialog)
        assert "only Ben may see" in screen_text(app) and drawn not in screen_text(app)
        await pilot.press(answer)
        await pilot.pause()
        if answer == "y":
            assert isinstance(app.screen, MessageDialog)
            shown = screen_text(app)
            assert "Ben, for you alone" in shown and drawn in shown
            await pilot.press("enter")
            await pilot.pause()
        # (else not shown: Enter is "Later", Ann at the keyboard asked for the harvest and
        # may press Enter from habit; Ben reads it in his log at his next curtain)
        table = table_of(app)
        assert app.screen is table and table.viewer == 0
        assert drawn not in screen_text(app)
        assert_private(app, game, 0)


@pilot_test
async def test_a_spell_card_drawn_while_the_hand_is_hidden_is_said_to_be_there_to_see():
    """Play-test: Cat, her hand hidden from the others since her trading, harvested Cap
    Beans and drew a spell card: it showed as a back, and nothing said there was a card to
    see.  The prompt says so (naming nothing), until she has looked."""
    from excalibohn_tui.dialogs.confirm import CurtainQuestion
    from rules import Harvest

    game, app = _ann_trades(["princess", "white"], ["mean", "magic"],
                            fields={0: [["cap"] * 3, ["white"]]})
    news = "A card came to you that the others may not see: v shows it"
    async with app.run_test(size=(100, 32)) as pilot:
        await _hidden_since_her_trading(pilot, app)
        table = table_of(app)
        assert table.hiding and news not in screen_text(app)
        table.session.apply(Harvest(0, 0))  # (as her h would: two spell cards, a coin)
        table.show_anew(0)
        await pilot.pause()
        assert table.hiding
        text = " ".join(screen_text(app).split())
        assert news in text, text
        assert face_down_spells(game) and not any(  # (which card it is, it does not say)
            name in text for name in face_down_spells(game)), text
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, CurtainQuestion)
        await pilot.press("enter")  # only Ann looks
        await pilot.pause()
        assert not table.hiding
        await pilot.press("v")  # and hides it again: nothing new since
        await pilot.pause(HASTE + 0.1)
        assert table.hiding and news not in " ".join(screen_text(app).split())
