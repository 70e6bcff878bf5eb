"""The other games of the rulebooks on screen: chosen on the start screen or with
``play --variant``, played by people for a few decisions and then by computer players to
the end screen, Bohnedikt's own decisions and cards, privacy, and two snapshots."""

from __future__ import annotations

import re

import pytest
from test_privacy import assert_private
from tui_helpers import (
    after_haste,
    choose,
    curtain_name,
    labels,
    make_app,
    notices,
    pilot_test,
    screen_text,
    session_for,
    table_of,
)

from excalibohn_ai import FACTORIES
from excalibohn_tui.app import ExcalibohnApp
from excalibohn_tui.cli import main
from excalibohn_tui.dialogs.choice import ChoiceDialog
from excalibohn_tui.dialogs.confirm import ConfirmDialog
from excalibohn_tui.dialogs.message import MessageDialog
from excalibohn_tui.screens.curtain import CurtainScreen
from excalibohn_tui.screens.end import EndScreen
from excalibohn_tui.screens.start import GAMES
from excalibohn_tui.session import SeatConfig, Session, parse_seats
from excalibohn_tui.text.cards import COLOURS, card_chip
from excalibohn_tui.widgets.cards import chip
from rules import BEAN_OF, Bean, Game, Offer, Plant, new_game
from rules.builder import build
from rules.cards import CLASSIC_BEANS, SACRIFICE_OF, VARIETIES
from rules.games import CHOOSABLE as VARIANT_NAMES
from rules.games import SPECS, spec_for

NO_SPELLS = ("bohnanza", "bohnedikt", "bohnedikt-trade")


def new_session(variant: str, spec: str, seed: int) -> Session:
    return Session.new(parse_seats(spec, variant), seed, variant=variant, autosave=False)


async def settle(pilot, app, rounds: int = 200) -> None:
    """Wait until a human is asked something (or the game is over), closing messages."""
    for _ in range(rounds):
        await pilot.pause(0.01)
        screen = app.screen
        if isinstance(screen, EndScreen):
            return
        if isinstance(screen, MessageDialog):
            await pilot.press("enter")
            continue
        if isinstance(screen, CurtainScreen):
            return
        table = table_of(app)
        if app.screen is table and table.viewer is not None and table._choices:
            return


def first_plain_choice(app) -> str:
    """The words of the first choice that needs no dialog."""
    table = table_of(app)
    return next(c.label for c in table._choices if c.kind == "apply" and not c.disabled)


# --------------------------------------------------------------- choosing a game


def test_the_start_screen_knows_every_game_and_its_seats():
    assert [g[0] for g in GAMES] == list(VARIANT_NAMES)
    for name, title, low, high in GAMES:
        assert title == SPECS[name].title
        assert range(low, high + 1) == SPECS[name].seats


def test_play_checks_the_seats_against_the_chosen_game(capsys):
    for argv, words in ((["--variant", "bohnanza", "--seats", "Ann,Ben"],
                         "Bohnanza (classic) needs 3 to 5 seats, not 2"),
                        (["--variant", "bohnedikt-trade", "--seats", "Ann,Ben,Cem"],
                         "needs 2 seats, not 3")):
        try:
            status = main(["play", *argv])
        except SystemExit as stop:  # argparse's usage error
            status = stop.code
        assert status == 2
        assert words in capsys.readouterr().err
    assert [s.name for s in parse_seats("Ann,Ben", "bohnedikt")] == ["Ann", "Ben"]
    with pytest.raises(ValueError, match="3 to 5"):
        parse_seats("Ann,Ben")  # Excalibohn stays 3 to 5


def test_every_classic_bean_has_its_own_colour_and_letter():
    for group in (CLASSIC_BEANS + (Bean.EDICT, Bean.SACRIFICE),
                  tuple(b for b in Bean if b not in CLASSIC_BEANS
                        and b not in (Bean.EDICT, Bean.SACRIFICE))):
        assert len({COLOURS[b] for b in group}) == len(group)
        assert len({VARIETIES[b].letter for b in group}) == len(group)
    for card in range(len(BEAN_OF)):
        assert card_chip(card).plain.startswith(f"[{VARIETIES[BEAN_OF[card]].letter}] ")


@pilot_test
async def test_choosing_bohnedikt_for_two_on_the_start_screen():
    app = ExcalibohnApp(None, bot_delay=0, look_for_saves=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        start = app.screen
        start.query_one("#game").value = "bohnedikt-trade"
        await pilot.pause()
        assert "for 2 players" in screen_text(app)
        # the third seat (a computer player) was emptied to fit the game
        assert start.query_one("#seat2").kind == "empty"
        start.query_one("#seat2").kind = "random"
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert "needs 2 players; 3 seats are taken" in screen_text(app)
        start.query_one("#seat2").kind = "empty"
        start.query_one("#seed").value = "4"
        await pilot.press("ctrl+n")
        await settle(pilot, app)
        game = app.session.game
        assert game.state.variant == "bohnedikt-trade" and len(game.state.seats) == 2
        text = screen_text(app)
        if isinstance(app.screen, CurtainScreen):  # two humans: the keyboard passes
            await pilot.press("enter")
            await pilot.pause()
            text = screen_text(app)
        # the game's title, or its short form where the status line is long
        assert "Bohnedikt for two" in text or "Bohnedikt for 2, trading" in text
        assert "Sacrifice" in text  # the two sacrifice cards in the hand


@pytest.mark.parametrize(("width", "title"), [
    (80, "Bohnedikt for 2, trading"), (200, "Bohnedikt for two, trading in phase 4")])
@pilot_test
async def test_the_status_names_the_game_short_where_its_title_would_take_a_row(width, title):
    app = make_app(new_session("bohnedikt-trade", "Ann,bot:normal", 3))
    async with app.run_test(size=(width, 30)) as pilot:
        await settle(pilot, app)
        status = screen_text(app).splitlines()[0]
        assert status.strip().startswith(title + "  Turn 1")
        assert ("trading in phase 4" in status) == (width == 200)


# ------------------------------------------------- every game, people then computers


@pytest.mark.parametrize(("variant", "seats"), [
    ("rabohnzel", 3), ("bohnanza", 3), ("bohnedikt", 3), ("bohnedikt", 2),
    ("bohnedikt-trade", 2)])
@pilot_test
async def test_a_few_human_decisions_then_computers_play_to_the_end(variant, seats):
    spec = ",".join(["Ann"] + ["bot:random"] * (seats - 1))
    session = new_session(variant, spec, seed=3)
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        decided = 0
        for _ in range(6):
            await settle(pilot, app)
            if isinstance(app.screen, EndScreen):
                break
            text = screen_text(app)
            game = spec_for(variant, seats)
            # the game is named in the status line (short where the full title is too long)
            assert game.title in text or game.short in text
            if variant in NO_SPELLS:
                assert "spells" not in text and "Spell deck" not in text
            # every choice in words (a typed action never shows as its record)
            assert not [x for x in labels(app) if "kind=" in x or "player=" in x]
            before = len(session.game.log)
            # (a key right after a planting that followed a harvest by itself is not taken:
            # it was meant for that planting; a person reads the new list first)
            await after_haste(pilot)
            await choose(pilot, app, first_plain_choice(app))
            assert len(session.game.log) > before
            decided += 1
        assert decided >= 3
        # Ann leaves the table to a computer player, which plays the game out
        session.seats[0] = SeatConfig(name="Ann", kind="random")
        session._bots[0] = FACTORIES["random"](1)
        table_of(app).advance()
        for _ in range(3000):
            await pilot.pause(0.01)
            if isinstance(app.screen, EndScreen):
                break
            if isinstance(app.screen, MessageDialog):
                await pilot.press("enter")
        assert isinstance(app.screen, EndScreen)
        await pilot.pause()
        assert session.game.state.result is not None
        text = screen_text(app)
        assert "The final harvest" in text
        for seat in session.game.state.seats:
            assert seat.name in text
        currency = SPECS[variant].currency
        assert (currency is not None) == (variant not in NO_SPELLS)
        assert currency is None or currency in text


# ----------------------------------------------------------- Bohnedikt's own things


def sacrifice_position():
    """Ann must plant, a sacrifice card at her front; she holds both of its beans."""
    probe = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="1a",
                  hands={0: ["sacrifice"]})
    sac = probe.state.seats[0].hand[0]
    first, second = SACRIFICE_OF[sac]
    return build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="1a",
                 hands={0: ["sacrifice", first, second], 1: ["red"], 2: ["green"]},
                 fields={0: [[first] * 2, [second]]}, coins={0: ["blue"] * 3})


@pilot_test
async def test_a_sacrifice_is_fulfilled_in_a_dialog_and_a_field_bought():
    game = sacrifice_position()
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        text = screen_text(app)
        assert "Your front card is the [O] sacrifice card" in text
        # the Bisch-Hof and Gottes Acker, labelled on their stacks (or empty places)
        assert re.search("[\u256d\u250c]BH", text) and re.search("[\u256d\u250c]GA", text)
        assert any(x.startswith("Drop the sacrifice card") for x in labels(app))
        assert any(x == "Buy a third field for 3 coins" for x in labels(app))
        acre = len(game.state.seats[0].fields[1].cards)
        await choose(pilot, app, "Fulfil a sacrifice")
        assert isinstance(app.screen, ChoiceDialog)
        assert "Gottes Acker" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert len(game.state.seats[0].fields[1].cards) == acre + 2
        assert not any(BEAN_OF[c] == Bean.SACRIFICE for c in game.state.seats[0].hand)
        await settle(pilot, app)
        await choose(pilot, app, "Buy a third field")
        assert "Buy a third field for 3 coins?" in screen_text(app)  # no undo after it
        await pilot.press("y")
        await pilot.pause()
        assert len(game.state.seats[0].fields) == 3
        assert "\u250c3\u2504" in screen_text(app)  # the new field, an empty place


@pilot_test
async def test_a_decision_in_a_new_turn_with_no_curtain_before_it_takes_no_stray_enter():
    """Bohnedikt for two, play-test: Ben ended his turn and kept the keyboard; Ann's offer
    came straight to him (he holds a sacrifice card), with no curtain. His Enter, meant
    for a curtain, chose "Push the offer back" and the sacrifice was missed. Nothing is
    ready for Enter there; a number chooses."""
    game = build(["Ann", "Ben"], variant="bohnedikt-duel", phase="4", active=1,
                 turned_up=["blue"], fields={1: [["blue"], [], []]},
                 hands={0: ["red", "soy"], 1: ["sacrifice", "green"]})
    app = make_app(session_for(game, ["human", "human"]))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        await pilot.press("enter")  # Ben's curtain
        await settle(pilot, app)
        assert table_of(app).viewer == 1
        await choose(pilot, app, "Blue Bean on the Bisch-Hof")
        await settle(pilot, app)
        # Ben's turn is over; Ann turned up her offer; Ben decides on it, no curtain
        assert game.state.active == 0 and game.awaiting()[0].kind == "duel_offer"
        assert curtain_name(screen_text(app)) is None and table_of(app).viewer == 1
        moves = len(game.log)
        told: list[str] = []
        app.notify = lambda message, **kw: told.append(str(message))  # type: ignore
        await pilot.press("enter")
        await settle(pilot, app)
        assert len(game.log) == moves and game.awaiting()[0].kind == "duel_offer"
        assert told and told[-1].startswith("Nothing is chosen yet: type its number")
        await pilot.press("1")
        await settle(pilot, app)
        assert len(game.log) == moves + 1


@pilot_test
async def test_a_sacrifice_cards_name_in_the_choices_stays_whole_at_80_by_24():
    """Play-test at 80 x 24: "1 Plant a second card (your front card is the [O] sacrifice
    card (Blue and" / "Chili): fulfil or drop it first)": the card's name broke over two
    rows of the choice list.  A row breaks before the name instead."""
    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="1a",
                 hands={0: ["soy", "sacrifice:blue+chili", "soy"], 1: ["red"], 2: ["green"]},
                 fields={0: [["soy"] * 2, []]}, coins={0: ["blue"]})
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await choose(pilot, app, "Plant the [J] Soy Bean")
        await settle(pilot, app)
        name = "[O] sacrifice card (Blue and Chili)"
        assert any(label.startswith("Plant a second card") and name in label
                   for label in labels(app))
        rows = screen_text(app).splitlines()
        listed = [k for k, row in enumerate(rows) if "Plant a second card" in row]
        assert listed and name in rows[listed[0]] + rows[listed[0] + 1]
        assert sum(name in row for row in rows) == " ".join(
            " ".join(rows).split()).count(name)  # each whole on its row


@pilot_test
async def test_many_ways_to_sacrifice_are_asked_for_in_steps():
    """Play-test: 20 entries for one sacrifice ("Blue Bean (hand place 7 / 12 / 14...)"
    in both orders). With more than nine ways the dialog asks for the order of the
    varieties first, then which card of each, only where that matters."""
    probe = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="1a",
                  hands={0: ["sacrifice"]})
    first, second = SACRIFICE_OF[probe.state.seats[0].hand[0]]
    other = next(b for b in ("red", "soy", "stink", "chili") if b not in (first, second))
    hand = ["sacrifice", first, other, first, other, second, other, first, other, second]
    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="1a",
                 hands={0: hand, 1: ["red"], 2: ["green"]}, fields={0: [[other], []]})
    ids = list(game.state.seats[0].hand)
    first_name, second_name = VARIETIES[first].name, VARIETIES[second].name
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        await choose(pilot, app, "Fulfil a sacrifice")
        dialog = app.screen
        assert isinstance(dialog, ChoiceDialog) and len(dialog.options) == 2  # two orders
        wanted = next(k for k, x in enumerate(dialog.options)
                      if x.index(first_name) < x.index(second_name))
        await pilot.press(str(wanted + 1))
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, ChoiceDialog) and len(dialog.options) == 3
        assert f"Which [{VARIETIES[first].letter}] {first_name}" in screen_text(app)
        assert [x.split("(")[-1] for x in dialog.options] == [
            "hand place 2)", "hand place 4)", "hand place 8)"]
        await pilot.press("2")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, ChoiceDialog) and len(dialog.options) == 2
        await pilot.press("2")
        await settle(pilot, app)
        # the first variety's second card, then the second variety's second card
        assert game.state.seats[0].fields[1].cards == [ids[3], ids[9]]


@pilot_test
async def test_a_sacrifice_worded_alike_twice_is_one_entry():
    """Two turned-up Blue Beans serve a Blue+Chili sacrifice alike: the dialog lists each
    way once (it listed 'the Blue Bean (turned up), then the Chili Bean' twice)."""
    probe = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="1a",
                  hands={0: ["sacrifice"]})
    first, second = SACRIFICE_OF[probe.state.seats[0].hand[0]]
    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="trade",
                 hands={0: ["sacrifice", second], 1: ["red"], 2: ["green"]},
                 turned_up=[first, first], fields={0: [["soy"], []]})
    from excalibohn_tui.text.actions import describe
    from rules import Sacrifice
    sacrifices = [a for a in game.legal_actions(0) if isinstance(a, Sacrifice)]
    words = [describe(a, game.view(0)) for a in sacrifices]
    assert len(set(words)) < len(words)  # the rules list both Blue Beans' ways
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        await choose(pilot, app, "Fulfil a sacrifice")
        dialog = app.screen
        assert isinstance(dialog, ChoiceDialog)
        assert sorted(dialog.options) == sorted(set(words))


@pilot_test
async def test_paying_coins_is_shown_and_done_by_harvesting():
    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="3", passes=2, draw_size=2,
                 coins={0: ["blue"] * 4, 1: ["chili"] * 3, 2: ["red"]},
                 fields={2: [["soy"] * 4, ["green"]]})
    assert [(w.player, w.kind) for w in game.awaiting()] == [(2, "pay")]
    app = make_app(session_for(game, ["random", "random", "human"]))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        text = screen_text(app)
        assert "must pay 3" in text  # on the board, beside Cem
        assert "Everyone pays 3 coins. You hold 1" in text
        await choose(pilot, app, "Harvest the Bisch-Hof: 4 Soy Beans")
        assert game.state.passes == 3  # paid: the third draw pile is formed


@pilot_test
async def test_a_decree_in_force_is_shown_with_its_text():
    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="2", active=0,
                 hands={0: ["blue"]}, draw_top=["edict", "chili"])
    decrees = game.view(None).decrees
    assert len(decrees) == 1
    from rules.cards import DECREE_OF

    decree = DECREE_OF[decrees[0]]
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        text = " ".join(screen_text(app).split())
        assert f"Decree {decree.name}: {decree.text}" in text


@pilot_test
async def test_a_bohnedikt_game_never_shows_a_hidden_hand():
    session = new_session("bohnedikt", "Ann,Ben,bot:random", seed=8)
    game = session.game
    app = make_app(session)
    seen = {"curtain": 0, "private": 0}
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(60):
            await settle(pilot, app, rounds=50)
            screen = app.screen
            if isinstance(screen, EndScreen):
                break
            viewer = None if isinstance(screen, CurtainScreen) else table_of(app).viewer
            assert_private(app, game, viewer)
            text = screen_text(app)
            for q, seat in enumerate(game.state.seats):
                if q == viewer:
                    continue
                for c in seat.hand:  # nobody else's sacrifice card, by its beans
                    if BEAN_OF[c] == Bean.SACRIFICE:
                        assert chip(c).plain not in text
            if isinstance(screen, CurtainScreen):
                seen["curtain"] += 1
                await pilot.press("enter")
                continue
            seen["private"] += 1
            await choose(pilot, app, first_plain_choice(app))
    assert seen["curtain"] >= 2 and seen["private"] >= 10


# ------------------------------------------------------------------- snapshots


def bohnedikt_table():
    """Ann's trading phase under a decree, a sacrifice card at her front (also a screenshot)."""
    return build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="2", active=0,
                 hands={0: ["sacrifice", "blue", "chili", "soy"], 1: ["red", "sacrifice"],
                        2: ["green", "green", "sacrifice"]},
                 fields={0: [["blue", "blue", "edict"], ["chili"]], 1: [["soy"] * 3, []],
                         2: [["garden"] * 2, ["stink"] * 4, []]},
                 coins={0: ["blue"] * 2, 1: ["red"] * 4}, draw_top=["edict", "chili"])


def test_bohnedikt_table_snapshot(snap_compare):
    app = make_app(session_for(bohnedikt_table(), ["human", "human", "random"]))
    assert snap_compare(app, terminal_size=(100, 30), press=["enter"])


def test_start_screen_with_the_game_chooser_snapshot(snap_compare):
    app = ExcalibohnApp(None, bot_delay=0, look_for_saves=False)
    assert snap_compare(app, terminal_size=(80, 24), run_before=open_chooser)


async def open_chooser(pilot):
    """Open the start screen's list of games (also a screenshot)."""
    await pilot.pause()
    pilot.app.screen.query_one("#game").focus()
    await pilot.press("enter")
    await pilot.pause()


def test_the_help_of_each_game_with_spells_agrees_with_its_own_rules():
    """Rabohnzel's help said "Nobody harvests while an attack is resolved" beside its own
    list of differences (only the player attacked may not), headed the spell values
    "Groschen" (its cards show pfennigs) and had the Pile Spell wait for two cards turned
    up (it may be cast at any moment of trading there)."""
    from excalibohn_tui.screens.help import help_markdown

    rab, exc = help_markdown(SPECS["rabohnzel"]), help_markdown(SPECS["excalibohn"])
    assert "Nobody harvests while an attack is resolved." not in rab
    assert "While an attack is resolved, the player attacked may not harvest" in rab
    assert "Nobody harvests while an attack is resolved." in exc
    assert "| spell | Pfennigs | when |" in rab and "| spell | Groschen | when |" in exc
    assert "| Pile Spell | 5 | 2, any moment of trading |" in rab
    assert "| Pile Spell | 5 | 2, once the cards are turned up |" in exc
    # the rulings' differences (RULINGS 9) each said; "the player struck back at
    # neither" read as garbled (play-test), and two were missing
    assert "in a strike back the player struck back at too" in " ".join(rab.split())
    assert "neither" not in rab
    assert "stays face up until the end of their own turn" in " ".join(rab.split())
    assert "never becomes a coin" in " ".join(rab.split())


def test_the_help_reads_the_table_of_the_game_being_played():
    """The classic game's help spoke of bean abilities, the spell deck and "pass II/IV",
    and the game for two's of the front card "you plant next": all Excalibohn's."""
    from excalibohn_tui.screens.help import help_markdown

    text = {v: help_markdown(SPECS[v]) for v in ("excalibohn", "bohnanza", "bohnedikt-duel")}
    assert "bean ability" in text["excalibohn"] and "spell deck" in text["excalibohn"]
    for v in ("bohnanza", "bohnedikt-duel"):
        assert "the field's bean ability" not in text[v] and "spell deck" not in text[v], v
        assert "bean ability can be used now" not in text[v], v
    assert "`pass II/IV`" in text["excalibohn"] and "`pass II/III`" in text["bohnanza"]
    assert "`pass I/I`" in text["bohnedikt-duel"]
    assert "you plant next" in text["bohnanza"]
    assert "you plant next" not in text["bohnedikt-duel"]
    # the decree cards' mark on a field ("BH Chili ×1+1E") was explained nowhere
    assert "`\u00d72+1E`: two beans and one decree card" in text["bohnedikt-duel"]
    assert "+1E`" not in text["bohnanza"] and "+1E`" not in text["excalibohn"]
    # the numbers kept while abilities and spells are used: said where the game has them
    # (Bohnedikt's help said it, play-test)
    kept = "while you use abilities and spells, each choice keeps its number"
    assert kept in text["excalibohn"] and "10; while" in text["excalibohn"]
    assert kept not in text["bohnanza"] and kept not in text["bohnedikt-duel"]
    assert "(**1 0** for 10)," in text["bohnanza"]


def test_the_help_of_the_game_for_two_with_trading_does_not_say_there_is_none():
    # play-test: "Bohnedikt for two, trading in phase 4" began its help "No trading"
    duel, trade = SPECS["bohnedikt-duel"].help, SPECS["bohnedikt-trade"].help
    assert "no trading" in duel.lower() and "no trading" not in trade.lower()
    assert "in phase 4 you may also trade" in trade


@pilot_test
async def test_the_help_screen_explains_the_game_being_played():
    from excalibohn_tui.screens.help import HelpScreen, help_markdown

    for variant in VARIANT_NAMES[1:]:
        text = help_markdown(SPECS[variant])
        assert ("## The spells" in text) == (variant == "rabohnzel")
        assert ("decrees (our own design)" in text) == variant.startswith("bohnedikt")
        # a game without Sword Beans says nothing of their attacks
        assert ("Sword Bean" in text) == (variant == "rabohnzel"), variant
        assert ("Sword Bean" in SPECS[variant].harvest_when) == (variant == "rabohnzel")
    # Rabohnzel bars only the players under attack (RULINGS 9), as the harvest lists
    # them: "except during a Sword Bean attack" over a list offering the attacker
    assert "except a player under a Sword Bean attack" in SPECS["rabohnzel"].harvest_when
    assert "except during a Sword Bean attack" in SPECS["excalibohn"].harvest_when
    session = new_session("bohnanza", "Ann,bot:random,bot:random", seed=2)
    app = make_app(session)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot, app)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = screen_text(app)
        assert "Classic Bohnanza (3 to 5 players)" in text


@pilot_test
async def test_an_offer_asks_for_the_varieties_of_the_game_being_played():
    from excalibohn_tui.dialogs.trade import TradeDialog

    game = build(["Ann", "Ben", "Cem"], variant="bohnanza", phase="trade", active=0,
                 hands={0: ["soy", "red"], 1: ["blue"], 2: ["chili"]}, turned_up=["green"])
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot, app)
        await choose(pilot, app, "Offer to Ben")
        assert isinstance(app.screen, TradeDialog)
        assert list(app.screen.beans) == list(CLASSIC_BEANS)
        text = screen_text(app)
        assert "[d] Garden Bean" in text and "Picker" not in text


async def someone_else(pilot, app, name: str) -> None:
    """After the harvest key at Ann's table: past her own list ("Someone else..."), if she
    may act too, then ``name`` from "Who harvests?"."""
    if "Someone else harvests" in screen_text(app):
        await pick_in_dialog(pilot, app, "Someone else harvests")
    await pick_in_dialog(pilot, app, name)


async def pick_in_dialog(pilot, app, words: str) -> None:
    """In the open ChoiceDialog, choose the first entry containing ``words``."""
    from textual.widgets import OptionList

    assert isinstance(app.screen, ChoiceDialog)
    found = [k for k, x in enumerate(app.screen.options) if words in str(x)]
    assert found, f"no {words!r} in {app.screen.options}"
    options = app.screen.query_one(OptionList)
    options.highlighted = found[0]
    await pilot.press("enter")
    await pilot.pause()


def _ben_may_sacrifice(deal):
    """Bohnedikt, Ann plants (phase 1a) and Ben, not asked anything, holds a sacrifice
    card: ``deal(first, second)`` gives, for the card's two beans, the rest of his hand
    and the fields."""
    probe = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="1a",
                  hands={1: ["sacrifice"]})
    rest, fields = deal(*SACRIFICE_OF[probe.state.seats[1].hand[0]])
    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="1a",
                 hands={0: ["red"], 1: ["sacrifice", *rest], 2: ["green"]}, fields=fields)
    return game, make_app(session_for(game, ["human", "human", "random"]))


async def _past_anns_curtain(pilot, app) -> None:
    await settle(pilot, app)
    if isinstance(app.screen, CurtainScreen):
        await pilot.press("enter")
        await settle(pilot, app)


async def _ben_by_the_harvest_key(pilot, app) -> None:
    """Past Ann's curtain, the harvest key for Ben, and Ben's curtain where he may do more
    than harvest: his list of fields and moves allowed at any time."""
    await _past_anns_curtain(pilot, app)
    await pilot.press("h")
    await pilot.pause()
    await someone_else(pilot, app, "Ben")
    if isinstance(app.screen, CurtainScreen):
        await pilot.press("enter")  # Ben's curtain
        await pilot.pause()


@pytest.mark.parametrize("more", [True, False])
@pilot_test
async def test_a_player_who_is_not_asked_sacrifices_with_the_harvest_key(more):
    # a bean left in hand after the sacrifice: a new sacrifice card may be drawn
    game, app = _ben_may_sacrifice(lambda first, second: ([first, second, "soy"], {}))
    async with app.run_test(size=(120, 40)) as pilot:
        await _past_anns_curtain(pilot, app)
        assert table_of(app).viewer == 0  # Ann must plant; Ben is not asked anything
        await pilot.press("h")
        await pilot.pause()
        await someone_else(pilot, app, "Ben")  # who harvests (or makes another move)
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        await pilot.pause()
        await pick_in_dialog(pilot, app, "Fulfil a sacrifice")
        await pick_in_dialog(pilot, app, "Sacrifice (")  # its beans, in one order
        # before the keyboard goes back to Ann, Ben may go on: a new sacrifice card
        text = screen_text(app)
        assert "Ben: anything more before the keyboard goes back?" in text
        # made already (the table behind the question shows it): both beans on Gottes Acker
        assert len(game.state.seats[1].fields[1].cards) == 2
        assert "Used 1" in text
        if more:
            await pick_in_dialog(pilot, app, "Draw a sacrifice card")
            # Ben reads the card drawn before the keyboard goes back (with the question
            # whether he wants anything more, where a second card may be drawn too)
            card = game.state.seats[1].hand[-1]
            pair = " and ".join(VARIETIES[b].name for b in SACRIFICE_OF[card])
            assert f"You draw the sacrifice card ({pair})" in screen_text(app)
            await pilot.press("enter")
        else:
            await pilot.press("enter")  # "Nothing more" is the first answer
        await settle(pilot, app)
        assert len(game.state.seats[1].fields[1].cards) == 2
        drawn = [Bean.SACRIFICE] if more else []
        assert [BEAN_OF[c] for c in game.state.seats[1].hand] == [Bean.SOY, *drawn]
        assert table_of(app).viewer != 1  # the keyboard went back


@pytest.mark.parametrize("buys", [True, False])
@pilot_test
async def test_a_harvest_out_of_turn_that_pays_for_a_field_asks_for_more_before_the_keyboard_goes_back(
        buys):
    """Classic game: Ben harvests out of turn and then holds the 3 coins of a third field.
    The keyboard went straight back to Ann, and Ben had to call himself again ("h", his
    name, his curtain) to buy it.  He is asked whether he wants anything more; a harvest
    that opens nothing new asks nothing more."""
    game = build(["Ann", "Ben", "Cem"], variant="bohnanza", phase="1a",
                 hands={0: ["red"], 1: ["soy"], 2: ["green"]},
                 fields={0: [["red"], []], 1: [["blue"] * 6, ["chili"]]},
                 coins={1: ["stink"] if buys else []})
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(120, 40)) as pilot:
        await _ben_by_the_harvest_key(pilot, app)
        await pick_in_dialog(pilot, app, "Harvest field 1")
        if isinstance(app.screen, ConfirmDialog):  # (a harvest out of turn is confirmed)
            await pilot.press("y")
            await pilot.pause()
        assert not game.state.seats[1].fields[0].cards
        if buys:
            assert "Ben: anything more before the keyboard goes back?" in screen_text(app)
            await pick_in_dialog(pilot, app, "Buy a third field")
            if isinstance(app.screen, ConfirmDialog):
                await pilot.press("y")
                await pilot.pause()
            assert len(game.state.seats[1].fields) == 3
            assert "anything more" in screen_text(app)
            await pick_in_dialog(pilot, app, "Nothing more")
        await settle(pilot, app)
        assert len(game.state.seats[1].fields) == (3 if buys else 2)
        assert table_of(app).viewer != 1  # the keyboard went back


@pilot_test
async def test_the_harvest_key_says_why_no_sacrifice_while_an_offer_is_answered():
    """Ben answers Ann's offer holding a sacrifice card: the harvest key's list left
    sacrifices out with no word (a play-tester looked for one); it says why not now."""
    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="trade",
                 hands={0: ["red"], 1: ["sacrifice", "soy", "garden"], 2: ["green"]},
                 fields={1: [["blue"] * 2, []]}, turned_up=["chili", "stink"])
    game.apply(Offer(0, (1,), (game.state.turned_up[0],), ()))
    app = make_app(session_for(game, ["random", "human", "random"]))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        assert table_of(app).viewer == 1
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        assert ("Sacrifices: not now. No sacrifice while an offer is being made or answered."
                in screen_text(app))


@pilot_test
async def test_who_harvests_says_why_a_sacrifice_card_held_waits_while_an_offer_is_answered():
    """Ben, with no bean planted and a sacrifice card, answers Ann's offer and presses h:
    the list of who harvests read only "Ben: 0 fields may be harvested"."""
    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="trade",
                 hands={0: ["red"], 1: ["sacrifice", "soy", "garden"], 2: ["green"]},
                 fields={1: [[], []], 2: [["blue"] * 2, []]}, turned_up=["chili", "stink"])
    game.apply(Offer(0, (1,), (game.state.turned_up[0],), ()))
    app = make_app(session_for(game, ["human", "human", "human"]))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        if isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
            await pilot.pause()
        assert table_of(app).viewer == 1
        await pilot.press("h")
        await pilot.pause()
        text = screen_text(app)
        assert "Who harvests" in text and "Cem: 1 field may be harvested" in text
        assert ("Ben: 0 fields may be harvested. No sacrifice while an offer is being made or "
                "answered." in " ".join(text.split()))
        assert "Ann: 0 fields may be harvested" in text  # (no sacrifice card: no word)
        assert "Ann: 0 fields may be harvested." not in text


@pilot_test
async def test_the_harvest_key_says_why_a_sacrifice_card_waits_where_nobody_may_harvest():
    """Ben alone at his keyboard (as over SSH), no bean planted, answers Ann's offer
    holding a sacrifice card he could fulfil: h said only "Nobody has a field to harvest
    now." (play-test)."""
    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="trade",
                 hands={0: ["red"], 1: ["sacrifice", "soy", "garden"], 2: ["green"]},
                 fields={1: [[], []]}, turned_up=["chili", "stink"])
    game.apply(Offer(0, (1,), (game.state.turned_up[0],), ()))
    app = make_app(session_for(game, ["random", "human", "random"]))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        assert table_of(app).viewer == 1
        told = notices(app)
        await pilot.press("h")
        await pilot.pause()
        assert told == ["Nobody has a field to harvest now. No sacrifice while an offer is "
                        "being made or answered."]


@pilot_test
async def test_after_a_sacrifice_out_of_turn_the_player_may_harvest_before_the_keyboard_goes_back():
    """Ben fulfils a sacrifice out of turn onto a Gottes Acker that then pays: "Nothing
    more can be done now" was said although harvesting is allowed at any time, and Ben
    had to press "h", pick himself and pass his curtain again to harvest it."""
    game, app = _ben_may_sacrifice(lambda first, second: ([first, second],
                                                          {1: [[], [second] * 3]}))
    async with app.run_test(size=(120, 40)) as pilot:
        await _ben_by_the_harvest_key(pilot, app)
        await pick_in_dialog(pilot, app, "Fulfil a sacrifice")
        await pick_in_dialog(pilot, app, "Sacrifice (")
        assert len(game.state.seats[1].fields[1].cards) == 5
        assert "Ben: anything more before the keyboard goes back?" in screen_text(app)
        coins = len(game.state.seats[1].coins)
        await pick_in_dialog(pilot, app, "Harvest a field...")
        await pick_in_dialog(pilot, app, "Gottes Acker")
        if isinstance(app.screen, ConfirmDialog):  # (a harvest out of turn is confirmed)
            await pilot.press("y")
            await pilot.pause()
        assert not game.state.seats[1].fields[1].cards
        assert len(game.state.seats[1].coins) > coins
        await settle(pilot, app)
        assert table_of(app).viewer != 1  # nothing more to do: the keyboard went back


@pilot_test
async def test_card_details_name_the_sacrifice_pair_of_the_card_under_the_cursor():
    from excalibohn_tui.widgets.hand import Hand

    game = sacrifice_position()
    front = game.state.seats[0].hand[0]
    a, b = SACRIFICE_OF[front]
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        # (without Tab first: the key bar shows i all the time, and it did nothing until
        # the hand had the focus)
        assert not table_of(app).query_one(Hand).has_focus
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, MessageDialog)
        text = " ".join(screen_text(app).split())
        assert f"Sacrifice card: {VARIETIES[a].name} and {VARIETIES[b].name}" in text
        await pilot.press("escape")
        await pilot.pause()
        table_of(app).query_one(Hand).focus()  # and with the hand's cursor, as before
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, MessageDialog)


@pytest.mark.parametrize(("variant", "spells", "attacks"), [
    ("excalibohn", True, True), ("rabohnzel", True, True), ("bohnanza", False, False),
    ("bohnedikt", False, False), ("bohnedikt-duel", False, False)])
def test_the_palette_tells_of_spells_and_attacks_only_in_games_that_have_them(
        variant, spells, attacks):
    from excalibohn_tui.text.prompts import harvest_summary, help_summary

    spec = SPECS[variant]
    assert ("spells" in help_summary(spec)) is spells
    assert ("attack" in harvest_summary(spec)) is attacks
    # (Rabohnzel bars only the one attacked, RULINGS 9: "outside an attack" said more)
    assert ("outside an attack" in harvest_summary(spec)) is (variant == "excalibohn")


@pytest.mark.parametrize("second", [True, False])
def test_a_sacrifice_card_in_front_is_no_bean_to_plant_or_to_harvest_for(second):
    """Ann's front card is a sacrifice card (after her first planting, or from the
    start): the choices never offer to plant it or a harvest to make room for it; the
    second planting keeps its number 1, dimmed, saying what to do first."""
    from excalibohn_tui.choices import choices
    from rules import Plant

    hand = ["blue", "sacrifice", "soy"] if second else ["sacrifice", "blue", "soy"]
    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="1a", hands={0: hand},
                 fields={0: [["red"], ["green"], []]})
    if second:
        game.apply(next(a for a in game.legal_actions(0) if isinstance(a, Plant)))
    view = game.view(0)
    listed = choices(view, game.legal_actions(0), game.why_not, game.moves(0))
    words = [c.label for c in listed]
    assert not any(w.startswith(("Harvest", "Plant the")) for w in words), words
    assert any(w.startswith("Drop the sacrifice card") for w in words)
    if second:
        assert listed[0].disabled and "fulfil or drop it first" in words[0]
        assert words[1] == "Plant no second card"


def test_an_answer_no_deal_can_be_closed_with_is_listed_dimmed_with_the_reason():
    """Under Sealed Hand Ben countered Ann's gift asking for a Garden Bean she holds only in
    hand: her list read "Take none of the answers" alone, with no word why (play-test)."""
    from excalibohn_tui.choices import choices
    from rules import CounterOffer
    from rules.cards import DECREE_OF

    sealed = next(c for c, d in DECREE_OF.items() if d.key == "sealed_hand")
    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="trade",
                 hands={0: ["garden"], 1: ["red", "chili"], 2: ["soy"]},
                 turned_up=["blue", "stink"])
    game.state.decrees = [sealed]
    game.apply(Offer(0, (1,), (game.state.turned_up[0],), ()))
    game.apply(CounterOffer(1, (game.state.seats[1].hand[0],), (Bean.GARDEN,)))
    listed = choices(game.view(0), game.legal_actions(0), game.why_not, game.moves(0))
    words = [c.label for c in listed]
    no_deal = next(c for c in listed if c.label.startswith("No deal with Ben:"))
    assert no_deal.disabled and "Sealed Hand" in no_deal.label
    assert words.index(no_deal.label) < words.index("Take none of the answers")


def test_where_planting_the_offer_is_optional_no_number_harvests_at_once():
    """Bohnedikt for two with trading, phase 4: once the offered beans left fit none of
    Ann's fields, 'Plant and trade no more' keeps its place before any harvest, and the
    harvests wait behind one entry that asks which field (a play-tester's '3', meant for
    'Plant and trade no more' as before her planting, harvested Gottes Acker)."""
    from excalibohn_tui.choices import choices
    from rules import Harvest, Plant

    game = build(["Ann", "Ben"], variant="bohnedikt-trade", phase="4",
                 hands={0: ["red", "chili"], 1: ["soy", "blue"]},
                 fields={0: [["green", "green"], ["stink", "stink"], ["garden"]]},
                 turned_up=["garden", "blue", "black_eyed"])

    def listed():
        return choices(game.view(0), game.legal_actions(0), game.why_not, game.moves(0))

    before = [c.label for c in listed()]
    assert before[2].startswith("Plant and trade no more")
    game.apply(next(a for a in game.legal_actions(0) if isinstance(a, Plant)))
    after = listed()
    assert [c.label for c in after][1].startswith("Plant and trade no more")
    assert not any(c.kind == "apply" and isinstance(c.actions[0], Harvest) for c in after)
    room = next(c for c in after if c.kind == "pick")
    assert room.label.startswith("Harvest a field")
    assert all(isinstance(a, Harvest) for a in room.actions) and len(room.actions) == 3
    # once nothing of the offer is left, there is nothing to make room for
    empty = build(["Ann", "Ben"], variant="bohnedikt-trade", phase="4",
                  hands={0: ["red"], 1: ["soy"]},
                  fields={0: [["green", "green"], ["stink", "stink"], ["garden"]]})
    assert empty.awaiting()[0].kind == "plant_offer"
    left = choices(empty.view(0), empty.legal_actions(0), empty.why_not, empty.moves(0))
    assert not any(c.kind == "pick" for c in left), [c.label for c in left]
    assert "Trade no more" in [c.label for c in left]  # (no "rest of the offer" to leave)


@pytest.mark.parametrize(("matches", "hand_alone"), [(True, False), (False, False),
                                                     (False, True)])
def test_the_opponent_asked_about_the_offer_is_told_why_they_are_asked(matches, hand_alone):
    """Bohnedikt for two, phase 3: Bo holds a sacrifice card; when the offer cannot help
    it, his prompt says the game waits all the same (so that nothing is learnt), even if
    his hand alone could fulfil it (which he may do at any time)."""
    from excalibohn_tui.text.prompts import prompt_text

    probe = build(["Ada", "Bo"], variant="bohnedikt", phase="1a", hands={1: ["sacrifice"]})
    one, two = SACRIFICE_OF[probe.state.seats[1].hand[0]]
    other = next(b for b in CLASSIC_BEANS if b not in (one, two))
    game = build(["Ada", "Bo"], variant="bohnedikt", phase="1a",
                 fields={0: [[], [], []], 1: [[], [], []]},
                 hands={0: ["soy"], 1: ["sacrifice", two] + ([one] if hand_alone else [])},
                 draw_top=[one if matches else other, other, other])
    assert game.awaiting()[0].player == 1
    words = prompt_text(game.view(1), game.legal_actions(1)).plain
    assert ("the game waits for you all the same" in words) is not matches


@pilot_test
async def test_an_offer_of_a_decree_card_names_the_decree():
    """The trade dialog's list named the decree card ("Good Business"), its summary only
    "[E] Bohnedikt": which of one's decrees goes is what the partner weighs."""
    from excalibohn_tui.dialogs.trade import TradeDialog

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="trade", active=0,
                 hands={0: ["decree:good_business", "blue"], 1: ["red"], 2: ["green"]},
                 turned_up=["soy", "chili"])
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        await choose(pilot, app, "Offer to Ben")
        assert isinstance(app.screen, TradeDialog)
        await pilot.press("1")  # hand card 1: the decree
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "you give [E] Bohnedikt Good Business and ask for nothing" in text, text


@pilot_test
async def test_a_sacrifice_card_that_cannot_be_fulfilled_is_told_not_listed_as_nothing():
    """Ben holds a sacrifice card and has nothing to harvest: the table may not know
    whether he can fulfil it, so "Who harvests?" names him; chosen, he was shown a list
    of empty fields and nothing else.  Now the list says why he is named, and behind his
    curtain he is told that nothing can be done."""
    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="1a",
                 hands={0: ["red"], 1: ["sacrifice"], 2: ["green"]},
                 fields={0: [["soy"] * 3, []]})
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(120, 40)) as pilot:
        await _past_anns_curtain(pilot, app)
        await pilot.press("h")
        await pilot.pause()
        await pick_in_dialog(pilot, app, "Someone else")  # (Ann's own list first)
        assert "Ben: no field to harvest; a sacrifice card in hand" in screen_text(app)
        await pick_in_dialog(pilot, app, "Ben")
        await pilot.press("enter")  # Ben's curtain
        await pilot.pause()
        assert isinstance(app.screen, MessageDialog)
        assert "No field to harvest, and no sacrifice card of yours can" in screen_text(app)
        assert game.log == []


def _planting_out(seed: int = 6) -> Game:
    """A game of Bohnedikt for two played by computer players up to Ann's planting out
    of her hand at the end (the seed: one whose planting out starts with a run of several
    cards that each fit one field)."""
    game = new_game(["Ann", "Bot"], seed, "bohnedikt")
    players = [FACTORIES["normal"](1), FACTORIES["normal"](2)]
    while not any(w.kind == "plant_out" and w.player == 0 for w in game.awaiting()):
        p = game.deciding()
        game.apply(players[p].choose(game, p))
    return game


@pilot_test
async def test_planting_out_plants_the_cards_that_fit_one_field_with_one_key():
    # a play-tester planted out 31 cards with 55 keys, nearly all forced
    game = _planting_out()
    before = len(game.state.seats[0].hand)
    app = make_app(session_for(game, ["human", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot, app)
        shown = labels(app)
        k, entry = next((k, t) for k, t in enumerate(shown, 1)
                        if t.startswith("Plant the next"))
        n = int(entry.split()[3])
        assert n >= 2 and "no sacrifice is fulfilled on the way" in entry
        await pilot.press(str(k))
        await settle(pilot, app)
        hand = game.state.seats[0].hand
        assert len(hand) == before - n
        # where it stopped, the front card is a choice: two places, none, or a sacrifice
        plants = [a for a in game.legal_actions(0) if isinstance(a, Plant) and not a.enchant]
        assert len(plants) != 1 or not any(t.startswith("Plant the next") for t in labels(app))
        # each was a planting of the front card, in order: taken back one by one
        assert [type(a).__name__ for a in game.log[-n:]] == ["Plant"] * n


def test_a_choice_that_shows_the_hand_names_the_one_opponent_at_a_table_of_two():
    # play-test: "(this shows your hand: the others look away)" in the game for two
    from dataclasses import replace

    from excalibohn_tui.choices import choices, for_onlookers
    from rules import Offer

    game = build(["Ann", "Ben"], variant="bohnedikt-trade", phase="4",
                 hands={0: ["red", "chili"], 1: ["soy", "blue"]},
                 fields={0: [["green", "green"], ["stink", "stink"], ["garden"]]},
                 turned_up=["garden", "blue", "black_eyed"])
    game.apply(Offer(1, (0,), (game.state.seats[1].hand[0],), (Bean.RED,)))
    listed = choices(game.view(0), game.legal_actions(0), game.why_not, game.moves(0))
    shown = for_onlookers(listed, replace(game.public_view(), viewer=0))
    words = [c.label for c in shown]
    assert "Accept with cards of your hand (this shows your hand: Ben looks away)" in words
    assert not any("the others" in w for w in words), words


def test_planting_on_decree_cards_alone_says_how_many_cards_it_makes():
    # play-test: "Plant the offered [J] Soy Bean on the Bisch-Hof (2 Bohnedikt → 3)" read
    # as if a third decree card were to come
    from excalibohn_tui.text.actions import describe
    from rules import Plant

    game = build(["Ann", "Ben"], variant="bohnedikt-trade", phase="4",
                 hands={0: ["red"], 1: ["soy"]},
                 fields={0: [["decree:sealed_hand", "decree:no_gifts"], ["stink"], []]},
                 turned_up=["soy", "blue", "black_eyed"])
    view = game.view(0)
    soy = game.state.turned_up[0]
    plant = next(a for a in game.legal_actions(0)
                 if isinstance(a, Plant) and a.card == soy and a.field == 0)
    words = describe(plant, view)
    assert "(2 Bohnedikt there, 3 with it)" in words, words
