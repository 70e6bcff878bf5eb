"""The Sword Bean attack as a reveal (the pile shuffled face down, the top coin turned
over, each counterattack in turn), the defender told at their next curtain what they
lost, and a game of computer players only that starts without waiting for a key."""

from __future__ import annotations

from positions import attack_position
from tui_helpers import make_app, pilot_test, screen_text, session_for, table_of

from excalibohn_tui.app import ExcalibohnApp
from excalibohn_tui.dialogs.attack import BACK, AttackDialog, reveal_steps
from excalibohn_tui.driver import Driver
from excalibohn_tui.screens.curtain import CurtainScreen
from excalibohn_tui.screens.end import EndScreen
from excalibohn_tui.session import Session, parse_seats
from rules import Harvest
from rules.builder import build

NAMES = ["Ann", "Ben", "Cem"]


def _loot_position():
    """Ann's Sword Bean against Ben, whose one coin is a Princess Bean (it goes to Ann)."""
    return build(NAMES, hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["sword"], []]}, coins={0: ["white"], 1: ["princess"]},
                 active=0, phase="1b")


def _attack(game, driver=None):
    act = next(a for a in game.legal_actions(0) if a.kind == "ability")
    return driver.apply(act) if driver is not None else game.apply(act)


def test_the_reveal_shows_the_pile_that_was_there_and_its_top_coin():
    # the defect: "Ben's coin pile (0 coins)" with no card, though Ben had a coin
    game = _loot_position()
    steps = [s.plain for s in reveal_steps(_attack(game), NAMES, None)]
    assert steps[0] == "\u2022 Ann attacks Ben with a Sword Bean."
    assert steps[1] == f"  Ben's coin pile, shuffled face down: {BACK}"
    assert steps[2] == "  The top coin is turned over: [Q] Princess"
    # named once: the coin taken is the one turned over above, not shown again
    assert steps[3] == "  \u2192 Ann takes Ben's Princess Bean coin."
    assert game.public_view().seats[1].coin_count == 0  # gone after, shown as it was


def test_each_counterattack_is_revealed_in_turn():
    game = attack_position()  # Ben's one coin is a Sword Bean: he strikes back at Ann's
    steps = [s.plain for s in reveal_steps(_attack(game), NAMES, None)]
    assert steps == [
        "\u2022 Ann attacks Ben with a Sword Bean.",
        f"  Ben's coin pile, shuffled face down: {BACK}",
        "  The top coin is turned over: [S] Sword",
        "\u2022 Ben strikes back at Ann's coins!",
        f"  Ann's coin pile, shuffled face down: {BACK}",
        "  The top coin is turned over: [W] White",
        "  \u2192 Nothing happens.",
    ]


def test_a_magic_coin_says_what_it_brings_the_attacker():
    # the reveal ended on the turned-over coin, as if nothing followed
    game = build(NAMES, hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["sword"], []]}, coins={1: ["magic"]},
                 spells={0: ["retuck", "trade"]}, active=0, phase="1b")
    steps = [s.plain for s in reveal_steps(_attack(game), NAMES, None)]
    assert steps[2] == "  The top coin is turned over: [Z] Magic"
    assert steps[3] == "  \u2192 Ann may turn one face-down spell card face up."
    assert game.awaiting()[0].player == 0  # and the decision is hers


def test_the_mean_beans_coins_are_turned_over_as_cards_and_the_lower_ones_discarded():
    # Ann's four Mean Beans: Ben's pile (two coins, a Cap on top after the shuffle, or a
    # Sword) and Cem's one Sword coin are each shuffled and turned; the lower counts go
    game = build(NAMES, hands={0: ["cap"], 1: ["white"], 2: ["white"]},
                 fields={0: [["mean"] * 4, []]}, coins={1: ["cap", "cap"], 2: ["sword"]},
                 active=0, phase="1b")
    steps = [s.plain for s in reveal_steps(_attack(game), NAMES, None)]
    assert steps[0].startswith("\u2022 Ann uses a Mean Bean")
    assert steps[1] == f"  Ben's coins shuffled, top coin: [C] Cap {BACK}"
    assert steps[2] == "  Cem's coins shuffled, top coin: [S] Sword"
    assert steps[3] == "  Ben discards the Cap Bean coin."  # (named once: it is shown above)
    # Cem's Sword (19 in the deck) is the highest: kept, and said so (the losses alone
    # left it to guess)
    assert steps[4] == "  Cem keeps the Sword Bean coin."
    assert len(steps) == 5
    assert [s.coin_count for s in game.public_view().seats] == [0, 1, 1]


def test_the_defender_is_told_at_their_next_curtain_what_they_lost():
    game = _loot_position()
    driver = Driver(session_for(game, ["human", "human", "human"]))
    driver.lifted(0)  # Ann has the keyboard and attacks
    _attack(game, driver)
    assert driver.take_losses(0) == []  # Ann lost nothing (and saw it all)
    assert driver.take_losses(1) == ["Ann takes Ben's Princess Bean coin."]
    assert driver.take_losses(1) == []  # told once
    # the curtain's words name nobody twice ("While you were away, Ben: Ben discards...")
    from excalibohn_tui.screens.curtain import CurtainScreen

    curtain = CurtainScreen("Ben", "", game.public_view(), lost=["Ben discards the White Bean coin."])
    assert curtain._lost_words() == "While you were away: Ben discards the White Bean coin."


def test_a_spell_taken_by_a_spell_card_swap_is_told_at_the_next_curtain():
    from rules import Swap

    game = build(NAMES, hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 spells={0: [("swap", True)], 1: ["pile"]}, active=0, phase="1a")
    driver = Driver(session_for(game, ["human", "human", "human"]))
    driver.lifted(0)
    driver.apply(Swap(0, 1, 0))
    assert driver.take_losses(1) == [
        "Ann swaps the Spell Card Swap for one of Ben's face-down spell cards."]


@pilot_test
async def test_the_reveal_comes_step_by_step_and_enter_shows_the_rest_then_closes():
    steps = reveal_steps(_attack(_loot_position()), NAMES, None)
    app = ExcalibohnApp(None, bot_delay=0, look_for_saves=False)
    async with app.run_test(size=(100, 30)) as pilot:
        dialog = AttackDialog("Sword Bean attack", steps, step=60)
        await app.push_screen(dialog)
        await pilot.pause()
        assert dialog.shown == 1 and "shuffled face down" not in screen_text(app)
        await pilot.press("enter")  # the rest at once
        await pilot.pause()
        assert app.screen is dialog and "[Q] Princess" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is not dialog


@pilot_test
async def test_the_table_behind_the_reveal_stays_as_it_was_until_it_closes():
    """Behind the reveal the table showed Ben's coin gone, and the cards turned up once
    Ann's phase 1b ended by itself, before the coin was turned over (play-test)."""
    game = _loot_position()
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("1")  # the Sword Bean's attack on Ben
        await pilot.pause()
        assert isinstance(app.screen, AttackDialog)
        assert game.public_view().step != "magic"  # (the rules have gone on to trading)
        status = screen_text(app).splitlines()[0]
        assert "phase 1b" in status and "Turned up" not in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, AttackDialog)
        assert "phase 2" in screen_text(app).splitlines()[0]


@pilot_test
async def test_enter_before_the_reveal_has_mounted_shows_every_step():
    """A key that reaches the reveal before it has mounted (a fast Enter, a script's
    loop) once raised AttributeError: no stepping timer yet."""
    steps = reveal_steps(_attack(_loot_position()), NAMES, None)
    app = ExcalibohnApp(None, bot_delay=0, look_for_saves=False)
    async with app.run_test(size=(100, 30)) as pilot:
        dialog = AttackDialog("Sword Bean attack", steps, step=60)
        mounted = app.push_screen(dialog)
        dialog.action_close()  # before it has mounted
        await mounted
        await pilot.pause()
        assert dialog.shown == len(steps) and "[Q] Princess" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is not dialog


@pilot_test
async def test_a_game_of_computer_players_only_does_not_wait_for_enter():
    session = Session.new(parse_seats("bot:random,bot:random,bot:random", "bohnedikt"), 5,
                          variant="bohnedikt", autosave=False)
    app = make_app(session)
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(400):
            await pilot.pause(0.01)
            if isinstance(app.screen, EndScreen):
                break
        assert isinstance(app.screen, EndScreen)


def test_the_attack_reveal_snapshot(snap_compare):
    steps = reveal_steps(_attack(attack_position()), NAMES, None)

    async def show(pilot):
        await pilot.app.push_screen(AttackDialog("Sword Bean attack", steps))
        await pilot.pause()

    app = ExcalibohnApp(None, bot_delay=0, look_for_saves=False)
    assert snap_compare(app, terminal_size=(80, 24), run_before=show)


def test_the_curtain_telling_what_was_lost_snapshot(snap_compare):
    game = _loot_position()
    _attack(game)

    async def show(pilot):
        await pilot.app.push_screen(CurtainScreen(
            "Ben", "Ben answers Ann's offer.", game.public_view(),
            since=game.events_for(None, 0), lost=["Ann takes Ben's Princess Bean coin."]))
        await pilot.pause()

    app = ExcalibohnApp(None, bot_delay=0, look_for_saves=False)
    assert snap_compare(app, terminal_size=(100, 30), run_before=show)


@pilot_test
async def test_a_computer_players_attack_waits_for_enter_where_people_are_at_the_keyboard():
    """It says 'Enter to continue': closing by itself, it let the Enter meant for it
    answer the offer shown next (a play-test accepted a trade so)."""
    game = _loot_position()
    session = session_for(game, ["random", "human", "human"])  # Ann is a computer player
    app = ExcalibohnApp(session, bot_delay=5, look_for_saves=False)  # (she is slow to act herself)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause(0.1)
        table = table_of(app)
        events = _attack(game, table.driver)
        assert table._narrate(events, 0)
        await pilot.pause(0.1)
        assert isinstance(app.screen, AttackDialog)
        assert app.screen.timeout is None


@pilot_test
async def test_an_attack_between_computer_players_closes_by_itself_and_holds_a_late_enter():
    """Cem at the keyboard watches Ann attack Ben: an Enter for every such attack cost a
    key each time (play-test).  It closes once read; an Enter typed as it closed is held,
    not taken by what comes next."""
    from excalibohn_tui.screens import table as table_module

    game = _loot_position()
    session = session_for(game, ["random", "random", "human"])
    app = ExcalibohnApp(session, bot_delay=5, look_for_saves=False)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause(0.1)
        table = table_of(app)
        events = _attack(game, table.driver)
        table.bot_delay = 0.01  # (Ann was slow to act herself until now)
        table_module.ONLOOKERS_READ, read = 0.3, table_module.ONLOOKERS_READ
        try:
            assert table._narrate(events, 0)
        finally:
            table_module.ONLOOKERS_READ = read
            table.bot_delay = 5  # (and slow again after it)
        await pilot.pause(0.1)
        dialog = app.screen
        assert isinstance(dialog, AttackDialog) and dialog.timeout is not None
        assert "it goes on by itself" in screen_text(app)  # (not only "Enter to continue")
        for _ in range(20):  # (its steps come 0.01 s apart, then it is read for 0.3 s)
            await pilot.pause(0.05)
            if not isinstance(app.screen, AttackDialog):
                break
        assert not isinstance(app.screen, AttackDialog)
        await pilot.press("enter")
        await pilot.pause()
        assert any("reveal has closed" in n.message for n in app._notifications)
    # where a person here is attacked, it waits for Enter as before
    game = _loot_position()
    app = ExcalibohnApp(session_for(game, ["random", "human", "random"]), bot_delay=5,
                        look_for_saves=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause(0.1)
        table = table_of(app)
        assert table._narrate(_attack(game, table.driver), 0)
        await pilot.pause(0.1)
        assert isinstance(app.screen, AttackDialog) and app.screen.timeout is None
        assert "by itself" not in screen_text(app)


def test_a_pile_of_coins_face_down_wraps_whole():
    """At 80x24 the reveal broke a pile between two coins ("▐▒▌ ▐▒▌" / "▐▒▌")."""
    from rich.console import Console
    from rich.text import Text

    from excalibohn_tui.dialogs.attack import _backs

    line = Text("  Cem's coin pile, shuffled face down: ")
    line.append_text(_backs(5))
    rows = [r.plain.strip() for r in line.wrap(Console(), 44)]
    assert rows[-1] == BACK * 5, rows


@pilot_test
async def test_a_cards_name_in_the_reveal_is_never_split_over_two_lines():
    """At 80 x 24 the reveal is narrow (60 columns): "→ Normal bot 1 takes the Princess
    Bean coin. [Q] Princess" broke between "[Q]" and "Princess", and the Picker coin's
    "a Princess Bean" could break inside the name too (play-test)."""
    names = ["Normal bot 1", "Hard bot 2", "Cem"]
    loot = build(names, hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["sword"], []]}, coins={0: ["white"], 1: ["princess"]},
                 active=0, phase="1b")
    picker = build(names, hands={0: ["cap", "princess"], 1: ["mean"], 2: ["white"]},
                   fields={0: [["sword"], []], 1: [["princess"], []]}, coins={1: ["picker"]},
                   active=0, phase="1b")
    for game, shown in ((loot, "[Q] Princess"), (picker, "a Princess Bean")):
        steps = reveal_steps(_attack(game), names, None)
        app = ExcalibohnApp(None, bot_delay=0, look_for_saves=False)
        async with app.run_test(size=(80, 24)) as pilot:
            await app.push_screen(AttackDialog("Sword Bean attack", steps))
            await pilot.pause()
            rows = [row.strip(" \u2588") for row in screen_text(app).splitlines()]
            read = " ".join(" ".join(rows).split())  # the words, wherever the rows broke
            for name in ("[Q] Princess", "Princess Bean", "[P] Picker", "Sword Bean"):
                assert read.count(name) == sum(row.count(name) for row in rows), (name, rows)
            assert shown in read


@pilot_test
async def test_a_digit_typed_with_the_enter_that_closes_the_reveal_uses_nothing():
    """Play-test: "Enter 1" typed at once, the 1 meant for the attack listed behind the
    reveal, cast a spell or used a bean's ability from the list that came after it (and
    "Enter 4" ended phase 1b).  Nothing is taken by a key typed as its list springs in
    place of another (``HASTE``); a moment later it is.  (The table's clock stopped: on a
    CI machine the key after the Enter came more than ``HASTE`` later, and was taken.)"""
    from tui_helpers import after_haste, labels, stopped_clock

    game = build(NAMES, hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["sword"], ["white"]]}, coins={1: ["princess"]},
                 active=0, phase="1b")
    app = make_app(session_for(game, ["human", "random", "random"]))
    with stopped_clock():
        async with app.run_test(size=(100, 30)) as pilot:
            await after_haste(pilot)
            attack = next(n for n, label in enumerate(labels(app), 1) if "attack Ben" in label)
            await pilot.press(str(attack))
            await pilot.pause()
            assert isinstance(app.screen, AttackDialog)  # (all of it shown: no pace here)
            await after_haste(pilot)  # (the reveal read: the attack chosen a while ago)
            moves = len(game.log)
            await pilot.press("enter")  # closed, and the 1 typed right after it
            await pilot.pause()
            assert app.screen is table_of(app)
            options = table_of(app).query_one("#choices")
            white = options.number_of(0)
            assert labels(app)[0].startswith("White Bean")  # (its ability: a card drawn)
            await pilot.press(str(white))
            await pilot.pause()
            assert len(game.log) == moves
            assert labels(app)[1].startswith("End phase 1b")
            await pilot.press(str(options.number_of(1)))  # nor is anything else ("4", meant
            await pilot.pause()  # for the Picker Bean, ended phase 1b: play-test)
            assert len(game.log) == moves
            await after_haste(pilot)
            await pilot.press(str(white))
            await pilot.pause()
            assert len(game.log) == moves + 1


@pilot_test
async def test_a_curtain_within_an_attack_does_not_offer_a_harvest_first():
    """Ben strikes back and turns over Ann's Magic Bean coin: the keyboard goes to him to
    turn a spell face up, within the attack.  His curtain offered "h Harvest first",
    which the rules refuse until the attack is resolved (play-test)."""
    game = build(NAMES, hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["sword"], []], 1: [["white"], []]},
                 coins={0: ["magic"], 1: ["sword"]}, spells={1: ["trade"]},
                 active=0, phase="1b")
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause(0.6)
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        await pilot.press("1")  # the Sword Bean's attack on Ben
        await pilot.pause()
        while isinstance(app.screen, AttackDialog):
            await pilot.press("enter")
            await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and "Ben" in screen_text(app)
        assert game.why_not(Harvest(1, 0))  # (the rules: nobody harvests now)
        bar = screen_text(app).splitlines()[-1]
        assert " h " not in bar and "Show my cards" in bar, bar
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)  # (the key does nothing)


@pilot_test
async def test_the_tables_harvest_key_is_dim_within_an_attack_and_says_why():
    """Within a strike back Ben decides which spell to turn face up: his table's key bar
    offered "h Harvest", refused when pressed (play-test).  It is dim there, and h still
    says why."""
    game = build(NAMES, hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["sword"], []], 1: [["white"], []]},
                 coins={0: ["magic"], 1: ["sword"]}, spells={1: ["trade"]},
                 active=0, phase="1b")
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause(0.6)
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        bar = screen_text(app).splitlines()[-1]
        assert " h " in bar  # (a harvest may be made now: Ann's own White Bean)
        await pilot.press("1")  # the Sword Bean's attack on Ben
        await pilot.pause()
        while isinstance(app.screen, AttackDialog):
            await pilot.press("enter")
            await pilot.pause()
        await pilot.press("enter")  # Ben's curtain
        await pilot.pause()
        table = table_of(app)
        assert app.screen is table and table.viewer == 1
        assert table.check_action("harvest", ()) is None  # shown dim
        await pilot.press("h")
        await pilot.pause()
        told = [n.message for n in app._notifications]
        assert any("Sword Bean attack" in n for n in told), told
        assert app.screen is table
