"""Details a play-test found: places drawn whole, numbers that keep their meaning in the
harvest dialogs, who is asked, what a small table tells of others' moves, and the words
said to the one deciding."""

from __future__ import annotations

import pytest
from positions import five_trading_under_a_decree
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

from excalibohn_tui.dialogs.choice import ChoiceDialog
from excalibohn_tui.dialogs.confirm import ConfirmDialog
from excalibohn_tui.text.prompts import prompt_text
from rules import Bean, Offer, Refuse
from rules.builder import build


@pilot_test
async def test_the_fellow_places_are_drawn_whole_and_alike_at_80_columns():
    # three fellow places in 80 columns: shares of "1fr" were 26, 27 and 27 cells, measured
    # for their height at 26: the places of 27 drew stacks of cards, one row taller, and
    # lost their foot (the hand and the coins)
    app = make_app(make_session("Ann,bot:normal,bot:normal,bot:easy", seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        panels = [p for p in table_of(app).query(".other") if p.display]
        assert len(panels) == 3
        assert len({p.size.width for p in panels}) == 1
        for panel in panels:
            foot = panel.render_line(panel.size.height - 1).text
            assert foot.lstrip().startswith("\u2570") and "card" in foot, foot


def _protected_first():
    # Ann's field 1 holds one card beside a longer row (the protection rule), field 2 may
    # be harvested; Ben, a person too, has nothing to harvest
    return build(["Ann", "Ben", "Cem"], hands={0: ["cap", "cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["white"], ["princess"] * 4]}, active=0, phase="1a")


@pilot_test
async def test_in_the_harvest_dialog_a_fields_number_is_its_key():
    game = _protected_first()
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        await pilot.press("h")  # only Ann, at the keyboard, has a field: "Who?" is not asked
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        text = screen_text(app)
        assert "Who harvests?" not in text and "Ann: which field do you harvest?" in text
        assert "protection rule" in text and "2 Harvest field 2" in text
        await pilot.press("1")  # the protected field: nothing done, its reason told
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        # its reason told in the dialog, not in a notice over it (play-test)
        hint = app.screen.query_one(".hint").render()
        assert "protection rule" in str(hint) and not app._notifications
        await pilot.press("2")  # the line says what it harvests: no question more
        await pilot.pause()
        assert not isinstance(app.screen, ChoiceDialog | ConfirmDialog)
        assert len(game.state.seats[0].coins) == 2  # 4 Princess Beans: 2 coins
        assert len(game.state.seats[0].fields[0].cards) == 1


@pilot_test
async def test_a_harvest_nobody_could_take_back_is_asked_once_more():
    # a Cap Bean's harvest draws a spell card (no undo past it): "Harvest ...?" stands
    # between the list and the harvest
    game = build(["Ann", "Ben", "Cem"], hands={0: ["white", "white"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["princess"] * 2, ["cap"] * 4]}, active=0, phase="1a")
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        await pilot.press("h", "2")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog) and not game.state.seats[0].coins
        assert "Harvest field 2" in screen_text(app)
        await pilot.press("y")
        await pilot.pause()
        # harvested, and her front White Bean (it fitted neither field) planted there
        assert game.state.seats[0].coins
        assert [a.kind for a in game.log] == ["harvest", "plant"]
        assert game.state.seats[0].fields[1].cards == [game.log[-1].card]


@pilot_test
async def test_a_small_table_tells_the_answer_to_ones_own_offer():
    # at 80 x 24 there is no log panel: when the keys come back to Ann after Cem refused
    # her offer, his refusal stands above her choices (the prompt is trading's again)
    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap", "white"], 1: ["mean"], 2: ["white"]},
                 turned_up=["sword", "magic"], active=0, phase="2")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = table_of(app)
        table.submit([Offer(0, (2,), (), (Bean.PRINCESS,))])  # Cem holds none
        for _ in range(200):
            await pilot.pause(0.02)
            if table._choices and game.log[-1].player != 0:
                break
        assert game.state.trade is None  # (the random player refused: no counter-offer)
        assert game.log[-1] == Refuse(2) and table.viewer == 0 and table._choices
        assert "Cem refuses." in screen_text(app)


def test_the_one_deciding_is_spoken_to():
    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 spells={0: [("retuck", True)]}, active=0, phase="4")
    view = game.view(0)
    assert view.decision is not None and view.decision.kind == "end_turn"
    words = prompt_text(view, game.legal_actions(0)).plain
    assert "Ann" not in words and "You may use a spell" in words, words


@pilot_test
async def test_a_hand_of_twenty_cards_leaves_room_for_every_answer_at_80x24():
    # Bohnedikt for four, a decree's words in the middle: the hand lies flat and the
    # viewer's fields become a row of small cards, so that all three answers show (only
    # "Accept" did: the table ran over, and the list's own height hid how far)
    hand = (["blue", "chili", "stink", "green", "soy", "red", "garden", "black_eyed"] * 3)[:20]
    # (Cem's third field makes the fellow places a row taller; the deal of seed 3 turns
    # up a decree of two rows)
    game = build(["Ann", "Ben", "Cem", "Dan"], variant="bohnedikt",
                 hands={0: ["soy"], 1: hand, 2: ["red"], 3: ["red"]},
                 turned_up=["blue", "green"], active=0, phase="2", seed=3,
                 fields={1: [["blue"] * 3, ["chili"] * 2, []], 2: [["red"], [], []]})
    game.apply(Offer(0, (1, 2, 3), (game.state.turned_up[0],), ()))
    app = make_app(session_for(game, ["random", "human", "human", "human"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Ben's curtain
        for _ in range(20):
            await pilot.pause(0.05)
        text = screen_text(app)
        for words in ("1 Accept", "2 Refuse", "3 Make a counter-offer"):
            assert words in text, text
        assert "BH B Blue \u00d73" in text  # his fields, as small cards


@pilot_test
async def test_a_resumed_game_does_not_call_its_past_what_a_player_missed():
    session = make_session("Ann,Ben,Cem", seed=7)
    game = session.game
    for _ in range(3):  # a few moves made before the game was saved and resumed
        p = game.deciding()
        game.apply(next(a for a in game.legal_actions(p) if a.kind != "harvest"))
    session.seen_known = False  # (a file saved before what each one saw was kept)
    app = make_app(session)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "What happened last:" in text and "last had the keyboard" not in text


@pilot_test
async def test_a_resumed_game_still_tells_each_person_what_they_missed():
    from excalibohn_tui.persistence import load_session
    from excalibohn_tui.session import Session, parse_seats

    session = Session.new(parse_seats("Ann,Ben,Cem"), seed=7)
    game = session.game
    first = game.deciding()
    session.seen[first] = len(game.events)  # had the keyboard at the start
    for _ in range(3):  # (made for them while away: their own moves at the keyboard
        # are no news to them)
        p = game.deciding()
        session.apply(next(a for a in game.legal_actions(p) if a.kind != "harvest"),
                      stand_in=True)
    resumed = load_session(session.save_path)
    app = make_app(resumed)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert resumed.game.deciding() == first  # (still planting)
        name = game.state.seats[first].name
        assert f"Since {name} last had the keyboard:" in text
        assert "What happened last:" not in text


@pilot_test
async def test_a_resumed_games_first_curtain_recalls_what_happened_last():
    """Play-test: quit and resumed where the player called had seen every move, the first
    curtain showed no line of the log: they may have left the game days ago.  It recalls
    the last moves; the next curtains say only what is new again."""
    from excalibohn_tui.persistence import load_session
    from excalibohn_tui.session import Session, parse_seats

    session = Session.new(parse_seats("Ann,Ben,Cem"), seed=7)
    game = session.game
    for _ in range(3):
        p = game.deciding()
        session.apply(next(a for a in game.legal_actions(p) if a.kind != "harvest"))
    session.seen[game.deciding()] = len(game.events)  # saw it all, then left
    session.autosave()
    last = session.log_lines(None)[-1]
    resumed = load_session(session.save_path)
    app = make_app(resumed)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "What happened last:" in text and last in text
        assert "last had the keyboard" not in text


def test_a_narrow_temporary_field_keeps_its_temp_word():
    from excalibohn_tui.widgets.cards import field_facts
    from rules.views import CARDS, FieldView

    card = CARDS[0]
    f = FieldView(index=2, name="field 3", cards=[card], bean=card.bean, variety=card.bean,
                  count=1, coins_now=0, next_coin_at=3, harvest=None, ability_ready=False,
                  temporary=True, protected=True)
    assert field_facts(f, 0, 30).plain == "\u00d71 \u25cf0 \u21923 \u2298 temp"
    # ten cells (a small stack's middle row): the next coin goes, then the protection
    # mark (one card says it), and "temp" stays whole
    assert field_facts(f, 0, 10).plain == "\u00d71 \u25cf0 temp"
    # a fellow's narrow place draws it in a row: "3 S ×1 ●0 →3 ⊘ tem" was cut
    from excalibohn_tui.widgets.cards import field_chip

    chip = field_chip(f, "3", 16).plain
    assert chip.endswith(" temp") and len(chip) <= 16, chip
    # the variety's name goes before the next coin and the mark, not after them
    # (play-test at 80x24: "1 A ×1 ●0 →2 ⊘" beside "1 A Black-eyed ×1 ●0 →2")
    f = FieldView(index=0, name="field 1", cards=[card], bean=card.bean, variety=card.bean,
                  count=1, coins_now=0, next_coin_at=3, harvest=None, ability_ready=False,
                  temporary=False, protected=True)
    name = field_chip(f, "1", 40).plain.split()[2]
    assert field_chip(f, "1", 40).plain.endswith(f"{name} \u00d71 \u25cf0 \u21923 \u2298")
    assert field_chip(f, "1", 10 + len(name)).plain.endswith(f"{name} \u00d71 \u25cf0")
    assert name not in field_chip(f, "1", 8 + len(name)).plain


@pilot_test
async def test_the_palette_offers_no_maximizing_a_part_of_the_table():
    app = make_app(make_session("Ann,bot:normal,bot:normal", seed=3))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        table = table_of(app)
        assert table.focused is not None and table.focused.allow_maximize
        titles = [c.title for c in app.get_system_commands(table)]
        assert "Screenshot" in titles and "Leave" in titles
        assert "Maximize" not in titles and "Minimize" not in titles


def test_a_decree_card_is_called_a_bohnedikt_in_the_choices_as_in_the_log():
    from excalibohn_tui.text.cards import card_word
    from rules import BEAN_OF
    from rules.words import a_card

    edict = next(c for c, b in enumerate(BEAN_OF) if b is Bean.EDICT)
    assert card_word(edict).startswith("[E] Bohnedikt ")
    assert "Bohnedikt" in a_card(edict)


def test_a_spell_that_may_be_used_at_any_time_comes_after_end_trading():
    from excalibohn_tui.choices import choices

    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 spells={0: [("flow", True)]}, turned_up=["sword", "magic"], active=0,
                 phase="2")
    labels = [c.label for c in choices(game.view(0), game.legal_actions(0), game.why_not,
                                       game.moves(0))]
    end = next(k for k, lb in enumerate(labels) if lb.startswith("End trading"))
    flow = next(k for k, lb in enumerate(labels) if "Magic Card Flow" in lb)
    assert end < flow, labels


def test_a_second_card_that_fits_nowhere_keeps_the_first_numbers_from_the_harvests():
    from excalibohn_tui.choices import choices
    from rules import Plant

    game = build(["Ann", "Ben", "Cem"], hands={0: ["sword", "mean"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["sword"] * 2, ["princess"] * 2]}, active=0, phase="1a")
    game.apply(next(a for a in game.legal_actions(0) if isinstance(a, Plant)))
    listed = choices(game.view(0), game.legal_actions(0), game.why_not, game.moves(0))
    # 1: the Mean Bean's planting, which asks which field to harvest for it (it fits
    # nowhere); 2: no second card; then the harvests: a "1 1" or "1 2" typed as on
    # another turn never harvests
    assert listed[0].kind == "pick" and "Mean Bean" in listed[0].label
    assert all(a.kind == "harvest" for a in listed[0].actions)
    assert listed[1].label == "Plant no second card"
    assert all(a.kind == "harvest" for c in listed[2:] for a in c.actions)
    assert len(listed) == 4


@pilot_test
async def test_end_trading_shows_at_80x24_with_five_players_and_a_spell_to_use():
    # four fellow players to offer to, all of them together, End trading, and the Magic
    # Card Flow (two rows): the hand lies flat so that every choice shows
    game = build(["Ann", "Ben", "Cem", "Dan", "Eve"],
                 hands={0: ["cap", "white", "mean"], 1: ["mean"], 2: ["white"], 3: ["cap"],
                        4: ["sword"]},
                 fields={0: [["sword"] * 2, ["princess"] * 3]},
                 spells={0: [("flow", True)]}, turned_up=["sword", "magic"], active=0,
                 phase="2")
    app = make_app(session_for(game, ["human"] + ["random"] * 4))
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(10):
            await pilot.pause(0.05)
        text = screen_text(app)
        assert "End trading" in text and "Magic Card Flow" in text, text


@pilot_test
async def test_one_person_against_computer_players_sees_their_own_place_from_the_start():
    # Normal bot 2 starts this deal; Ann, alone at the keyboard, sees her own cards while
    # the bots play their first turn (the bot's place was at the bottom until her turn)
    session = make_session("Ann,bot:normal,bot:normal", seed=7)
    app = make_app(session)
    app.bot_delay = 0.3
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")  # the start player is announced
        await pilot.pause(0.1)
        table = table_of(app)
        assert session.game.state.active != 0
        assert table.viewer == 0 and "Your hand" in screen_text(app)


def test_the_planting_prompt_names_only_what_lies_there():
    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 turned_up=["sword", "magic"], active=0, phase="3")
    view = game.view(0)
    assert view.decision is not None and view.decision.kind == "plant_aside"
    assert not view.seats[0].aside
    words = prompt_text(view, game.legal_actions(0)).plain
    assert words.startswith("Plant the turned-up cards, in the order you like."), words
    # one card: no order to choose (play-test)
    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 turned_up=["sword"], active=0, phase="3")
    words = prompt_text(game.view(0), game.legal_actions(0)).plain
    assert words.startswith("Plant the turned-up card.") and "order" not in words, words
    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 aside={0: ["white"]}, turned_up=[], active=0, phase="3")
    words = prompt_text(game.view(0), game.legal_actions(0)).plain
    assert words.startswith("Plant the card lying beside your fields.") and "order" not in words
    # and what stops it is said of it, not of "them" (play-test)
    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["sword"] * 2, ["mean"] * 2]}, aside={0: ["white"]},
                 turned_up=[], active=0, phase="3")
    words = prompt_text(game.view(0), game.legal_actions(0)).plain
    assert words == ("Plant the card lying beside your fields. It fits none of your fields: "
                     "harvest one first."), words


def _ann_may_buy(coins, **where):
    """A classic game where Ann, with two fields and ``coins``, may buy a third field
    (``where``: the phase, and the cards turned up)."""
    return build(["Ann", "Ben", "Cem"], variant="bohnanza",
                 hands={0: ["red", "blue"], 1: ["soy"], 2: ["green"]},
                 fields={0: [["chili"] * 2, ["black_eyed"] * 2]},
                 coins={0: coins}, active=0, **({"phase": "1a"} | where))


@pilot_test
async def test_buying_a_field_is_asked_once_more_for_nothing_takes_it_back():
    # the coins paid come from the face-down pile: no undo after, so a question before
    game = _ann_may_buy(["stink", "garden", "red", "soy"])
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        await pilot.press("3")  # after her two fields: "Buy a third field for 3 coins"
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        assert "Buy a third field for 3 coins?" in screen_text(app)
        assert len(game.state.seats[0].fields) == 2
        await pilot.press("n")
        await pilot.pause()
        assert len(game.state.seats[0].fields) == 2 and len(game.state.seats[0].coins) == 4
        await pilot.press("h", "3", "y")
        await pilot.pause()
        assert len(game.state.seats[0].fields) == 3 and len(game.state.seats[0].coins) == 1


@pilot_test
async def test_buying_a_field_from_the_list_is_asked_too():
    # the same move, listed among the choices (after "End trading"): the same question
    game = _ann_may_buy(["stink", "garden", "red", "soy"], phase="trade",
                        turned_up=["stink", "soy"])
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        number = next(k for k, t in enumerate(labels(app), 1) if t.startswith("Buy a third"))
        await pilot.press(str(number))
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog) and len(game.state.seats[0].fields) == 2
        await pilot.press("n")
        await pilot.pause()
        assert len(game.state.seats[0].fields) == 2 and len(game.state.seats[0].coins) == 4
        await after_haste(pilot)  # (a field is not bought by a key typed on at once)
        await pilot.press(str(number), "y")
        await pilot.pause()
        assert len(game.state.seats[0].fields) == 3 and len(game.state.seats[0].coins) == 1


@pilot_test
async def test_a_player_short_of_coins_is_told_why_no_field_can_be_bought():
    # the key bar says "h Harvest, buy": with one coin the list had no word of buying
    game = _ann_may_buy(["stink"])
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        assert ("Buy a third field: not now. A third field costs 3 coins; Ann has 1 coin."
                in " ".join(screen_text(app).split()))
        await pilot.press("3")  # greyed: nothing happens
        await pilot.pause()
        assert len(game.state.seats[0].fields) == 2 and len(game.state.seats[0].coins) == 1
    # one field to harvest, the other empty: the list all the same (not the question
    # naming that field), since there is buying to tell of
    game = build(["Ann", "Ben", "Cem"], variant="bohnanza", hands={0: ["red"], 1: ["soy"],
                                                                   2: ["green"]},
                 fields={0: [["chili"] * 2, []]}, coins={0: ["stink"]}, active=0, phase="1a")
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter", "h")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        assert "Buy a third field: not now." in screen_text(app)


async def _to_the_table(pilot, app) -> None:
    """Past the opening message and the first curtain, to the table."""
    await pilot.pause()
    while type(app.screen).__name__ != "TableScreen":
        await pilot.press("enter")
        await pilot.pause()


@pilot_test
async def test_a_notification_on_a_small_table_leaves_the_choices_in_sight():
    # at 80x24 the decision fills the bottom (no log beside it): a refused undo's toast
    # stood over the choices' right half; it shows over the fellow players' places
    app = make_app(make_session("Ann,Ben,Cem,Dana,Eli", seed=5))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await _to_the_table(pilot, app)
        await pilot.press("u")  # nothing to undo yet
        await pilot.pause()
        toasts = list(app.screen.query("Toast"))
        assert toasts, "the refusal is told"
        choices = table_of(app).query_one("#decide").region
        status = table_of(app).query_one("#status").region
        for toast in toasts:
            assert not toast.region.overlaps(choices)
            assert not toast.region.overlaps(status)


@pilot_test
async def test_a_notice_over_the_log_below_the_choices_covers_its_lines_whole():
    # play-tests: at 80x24 a notice over the log's top was narrower than the log, and the
    # line under it went on beside it: "Easy bot 1 plants a Pri ▌ Cat is away."
    app = make_app(make_session("Ann,bot:normal,bot:normal,bot:easy", seed=5))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await _to_the_table(pilot, app)
        table = table_of(app)
        log = table.query_one("#log")
        assert table.has_class("notices-low") and log.display
        app.notify("Cat is away.", timeout=30)
        await pilot.pause(0.3)
        toast = app.screen.query_one("Toast")
        assert toast.region.overlaps(log.region)
        assert toast.region.x <= log.region.x + 1
        assert toast.region.right >= log.region.right - 2, (toast.region, log.region)


@pytest.mark.parametrize("size", [(100, 30), (120, 40), (160, 50)])
@pilot_test
async def test_a_notice_over_the_log_beside_the_choices_covers_its_lines_whole(size):
    # play-test at 120x40: a notice 33 columns wide over the log's top, 38 inside, left
    # the start of the line under it showing beside it: "│ Trad▌ Normal bot 1 refuses. │"
    app = make_app(make_session("Ann,bot:normal,bot:normal,bot:easy", seed=5))
    async with app.run_test(size=size, notifications=True) as pilot:
        await _to_the_table(pilot, app)
        log = table_of(app).query_one("#log")
        assert not table_of(app).compact and log.display
        app.notify("Normal bot 1 refuses.", timeout=30)
        await pilot.pause(0.3)
        toast = app.screen.query_one("Toast")
        assert toast.region.overlaps(log.region)
        assert toast.region.x == log.region.x + 1  # (the border kept: the log's inside)
        assert toast.region.right == log.region.right - 1, (toast.region, log.region)


@pilot_test
async def test_end_trading_stays_in_sight_below_a_list_too_long_for_its_room():
    # Bohnedikt for five at 80x24: a decree's words in the middle, a fellow place of three
    # fields, a hand of 16 cards, and Ann's seven choices (five offers, End trading, a
    # sacrifice): three of them show, whatever lies small.  (Her hand shown with v: hidden
    # from Ben and Cem, it takes no rows, and her six choices then all show.)
    game = five_trading_under_a_decree(
        more=("blue", "chili", "soy", "black_eyed", "stink", "green") * 2)
    app = make_app(session_for(game, ["human", "human", "human", "random", "random"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        for _ in range(10):
            await pilot.pause(0.05)
        text = screen_text(app)
        assert len(labels(app)) == 6
        assert all(f"{k} {label}" in text for k, label in enumerate(labels(app), 1)), text
        await pilot.press("v")  # her hand
        for _ in range(10):
            await pilot.pause(0.05)
        table = table_of(app)
        options = table.query_one("#choices")
        assert options.virtual_size.height > options.scrollable_content_region.height
        end = next(k for k, line in enumerate(labels(app)) if line.startswith("End trading"))
        number = options.number_of(end)
        text = screen_text(app)
        assert f"{number} End trading" in text, text  # out of the list's sight, below it
        await pilot.press("end")  # the list scrolls to its last entries: shown once
        for _ in range(5):
            await pilot.pause(0.05)
        assert screen_text(app).count(f"{number} End trading") == 1
        await pilot.press("home")
        for _ in range(5):
            await pilot.pause(0.05)
        assert f"{number} End trading" in screen_text(app)
        await pilot.click("#pinned")  # a click on it ends the trading
        for _ in range(5):
            await pilot.pause(0.05)
        assert game.view(None).phase != "2" and "Done" in repr(game.log[-1])


def test_a_fellow_deciding_is_marked_even_where_a_long_name_leaves_no_room():
    from excalibohn_tui.widgets.seat import title_of

    game = build(["Annabelle", "Benedikt", "Constantin", "Dorothea", "Elisabeth"],
                 variant="bohnanza", hands={0: ["soy"], 1: ["red"], 2: ["red"], 3: ["red"],
                                            4: ["red"]},
                 turned_up=["blue", "green"], active=0, phase="trade")
    game.apply(Offer(0, (1, 2, 3, 4), (game.state.turned_up[0],), ()))
    view = game.view(1)
    assert title_of(view, 2, 40).plain.strip() == "Constantin \u00b7 deciding"
    # a place of five at 80 columns: the name whole, and a mark that is no cut name's end
    narrow = title_of(view, 2, 16).plain.strip()
    assert narrow == "Constantin ?", narrow
    assert title_of(view, 0, 16).plain.strip() == "\u25b6 Annabelle"  # (not asked now)


@pilot_test
async def test_a_long_list_gets_the_room_of_the_fellow_players_stacks_too():
    # the game for two at 80x24, phase 4: three offered beans for three empty fields make
    # nine plantings; the hand lies flat and both places' fields become small cards (only
    # three choices showed, the opponent's empty fields drawn as three stacks)
    game = build(["Ann", "Ben"], variant="bohnedikt-trade", phase="4",
                 hands={0: ["red", "chili", "sacrifice", "soy", "blue", "sacrifice"],
                        1: ["soy", "blue"]},
                 fields={0: [[], [], []]}, turned_up=["garden", "blue", "black_eyed"])
    app = make_app(session_for(game, ["human", "human"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        await pilot.press("v")  # her hand (hidden while Ben may make her an offer)
        for _ in range(20):
            await pilot.pause(0.05)
        table = table_of(app)
        assert len(table._choices) == 12
        assert all(place.small for place in table.query(".other") if place.display)
        options = table.query_one("#choices")
        assert options.scrollable_content_region.height >= 8
        text = screen_text(app)
        assert "BH empty   GA empty   3 empty" in text
        assert "Plant and trade no more" in text  # the way on, in sight below the list


def test_a_coin_pile_of_two_digits_shows_the_card_backs_on_both_sides():
    """"| ●11 ▒|" read as a box broken on its left (play-test at 80x24)."""
    from excalibohn_tui.widgets.cards import PATTERN, coin_pile

    for n in (3, 11, 27):
        middle = coin_pile(n)[1].plain
        inner = middle[1:middle.index("\u2502", 1)]
        assert inner.startswith(PATTERN) and inner.endswith(PATTERN), (n, middle)
        assert f"\u25cf{n}" in inner


@pilot_test
async def test_a_list_too_long_for_its_room_says_which_numbers_lie_below():
    """At 80x24 a list cut short showed only a scrollbar's sliver: "4 Fulfil a sacrifice"
    went unseen, and with "14 Plant no more" pinned below, 8 to 13 were missing without a
    word (play-test).  A line says which numbers lie below; scrolled to the end, none."""
    game = build(["Ann", "Ben"], variant="bohnedikt", active=0, phase="1",
                 turned_up=["red", "blue", "chili"], hands={0: ["soy", "soy", "green"],
                                                          1: ["stink"]})
    app = make_app(session_for(game, ["human"] * 2))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        for _ in range(10):
            await pilot.pause(0.05)
        options = table_of(app).query_one("#choices")
        lines = screen_text(app).splitlines()
        note = next((line for line in lines if "\u2193" in line), None)
        assert note is not None, "\n".join(lines)
        shown = {int(x.split()[0]) for x in lines if x.strip()[:2].strip().isdigit()}
        said = set()
        for run in note.split("\u2193")[1].split("below")[0].split(","):  # (beside 14)
            low, _, high = run.strip().partition("\u2013")
            said |= set(range(int(low), int(high or low) + 1))
        assert said and not said & shown
        assert said | shown == set(range(1, len(options.numbered) + 1)), (said, shown)
        await pilot.press("end")  # the list scrolls to its last entry: nothing below
        for _ in range(5):
            await pilot.pause(0.05)
        assert "\u2193" not in screen_text(app)


def _pinned_beside_the_numbers_below(name: str):
    """Ann's phase 4 of Bohnedikt for two with trading, against ``name``: a list longer
    than its room at 80x24, "Plant and trade no more" pinned below it."""
    return build(["Ann", name], variant="bohnedikt-trade", phase="4",
                 hands={0: ["red", "chili", "sacrifice", "soy", "blue", "sacrifice"],
                        1: ["soy", "blue"]},
                 fields={0: [[], [], []]}, turned_up=["garden", "green", "chili"])


@pilot_test
async def test_the_way_on_pinned_below_a_long_list_reads_whole_at_80x24():
    """Play-test at 80x24: "11 Plant and trade no more: leave the rest of the offer
    lyin…", cut short beside the numbers below the list.  Its words are short enough
    now to read whole there, the numbers below beside them."""
    game = _pinned_beside_the_numbers_below("Hard bot 1")
    app = make_app(session_for(game, ["human", "human"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        for _ in range(20):
            await pilot.pause(0.05)
        lines = screen_text(app).splitlines()
        pinned = next(line for line in lines if "Plant and trade no more" in line)
        assert "Plant and trade no more: leave the rest for Hard bot 1" in pinned, pinned
        assert "\u2026" not in pinned and "\u2193" in pinned


@pilot_test
async def test_a_long_pinned_entry_is_cut_short_so_that_the_numbers_below_stay_in_sight():
    """At 80x24, "11 Plant and trade no more: leave the rest of the offer lying for Hard
    bot 1" filled its row, and the numbers out of sight below the list (9, 10 and 12,
    "Fulfil a sacrifice" among them) were not said at all (play-test).  (The words are
    shorter now: a long name still makes them too long for the row.)"""
    game = _pinned_beside_the_numbers_below("Maximiliane Schmidt")
    app = make_app(session_for(game, ["human", "human"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        await pilot.press("v")  # her hand shown: a row less for the list, more below it
        for _ in range(20):
            await pilot.pause(0.05)
        options = table_of(app).query_one("#choices")
        lines = screen_text(app).splitlines()
        pinned = next(line for line in lines if "Plant and trade no more" in line)
        assert "\u2193" in pinned and "\u2026" in pinned, "\n".join(lines)
        shown = {int(x.split()[0]) for x in lines if x.strip()[:2].strip().isdigit()}
        said: set[int] = set()
        for run in pinned.split("\u2193")[1].split(","):
            low, _, high = run.strip().partition("\u2013")
            said |= set(range(int(low), int(high or low) + 1))
        assert said and not said & shown
        assert said | shown == set(range(1, len(options.numbered) + 1)), (said, shown)


def test_a_decree_alone_on_the_bisch_hof_is_named_once():
    """A decree card alone on the Bisch-Hof, on a narrow card: the head read "BH E Bohn…"
    over a foot of "E Good Bu…" (play-test).  The foot names the decree; the head the
    field alone; a field with beans below the decree still names their variety."""
    from excalibohn_tui.widgets.cards import stack
    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", active=0, phase="1a",
                 fields={0: [["decree:sealed_hand"], []],
                         1: [["blue", "decree:tithe"], []]})
    view = game.view(0)
    alone = [row.plain for row in stack(view.seats[0].fields[0], "BH", 14)]
    assert alone[0].startswith("\u256dBH \u2500") and "E" not in alone[0], alone
    assert alone[2].startswith("\u2570Sealed Hand\u2500"), alone
    over_beans = [row.plain for row in stack(view.seats[1].fields[0], "BH", 20)]
    assert over_beans[0].startswith("\u256dBH B Blue"), over_beans
    assert over_beans[2].startswith("\u2570Tithe of the Field\u256f"), over_beans


@pytest.mark.parametrize(("key", "foot"), [
    ("charity", "E Charity"),  # letter and name fit
    ("single_deal", "Single Deal"),  # the name alone fits: no letter
    ("tithe", "Tithe of th\u2026"),  # too long alone: cut
    ("market_closed", "Market Clos\u2026"),  # (not "Market…": Market Day too)
])
def test_a_decree_on_a_narrow_field_keeps_its_name_before_its_letter(key, foot):
    """At 80 columns a field's card is 12 cells inside: "E Single De…" and "E Alms fo…"
    (play-test).  The letter goes before the name does, and a name too long alone is
    cut where the card ends."""
    from excalibohn_tui.widgets.cards import stack
    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", active=0, phase="1a",
                 fields={0: [["blue", f"decree:{key}"], []]})
    bottom = stack(game.view(0).seats[0].fields[0], "BH", 14)[2].plain
    assert bottom[1:].rstrip("\u2500\u256f") == foot, bottom


@pilot_test
async def test_a_refused_undo_says_no_undo_once():
    """Play-test: "No undo / No undo: since Ann's last decision a card was drawn or turned
    up." (the toast's title said it as well as its words)."""
    session = make_session("Ann,Ben,Cem", seed=7)
    app = make_app(session)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await _to_the_table(pilot, app)
        for _ in range(4):  # her plantings, then the end of phase 1b
            if any("End phase 1b" in label for label in labels(app)):
                break
            await choose(pilot, app, "Plant")
            await pilot.pause()
        await choose(pilot, app, "End phase 1b")  # two cards turn up: Ann trades
        await pilot.pause()
        assert session.game.state.turned_up
        await pilot.press("u")
        await pilot.pause()
        told = [f"{n.title} {n.message}" for n in app._notifications]  # (title and words)
        assert [t.count("No undo") for t in told if "last decision" in t] == [1]


@pilot_test
async def test_two_fields_barred_by_the_protection_rule_give_its_words_once():
    """Play-test: the rule's words stood in full on each field it barred (two 3-line
    paragraphs), which left the hand one line."""
    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap", "cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["white"], ["mean"], ["princess"] * 4]}, active=0, phase="1a")
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        text = " ".join(screen_text(app).split())
        assert text.count("protection rule") == 1, text  # (the dialog's only)
        assert "Field 2 (1 Mean Bean): not now, for the same reason." in text
        await pilot.press("escape")
        await pilot.pause()
        told = [label for label in labels(app) if "protection rule" in label]  # the table's
        assert len(told) == 1 and told[0].startswith("Field 1 and field 2 cannot be harvested.")
        assert "3 Harvest field 3" in text


@pilot_test
async def test_a_notification_beside_the_log_leaves_the_fellow_players_in_sight():
    """Play-test: a notice at the top right covered a computer player's place as its offer
    came up; where the table has its log, notices show over the log's top instead, one
    at a time."""
    app = make_app(make_session("Ann,Ben,Cem,Dana", seed=5))
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await _to_the_table(pilot, app)
        await pilot.press("u")  # nothing to undo yet
        await pilot.pause(0.3)
        toasts = list(app.screen.query("Toast"))
        assert toasts, "the refusal is told"
        table = table_of(app)
        for toast in toasts:
            for place in table.query("#others SeatPanel"):
                assert not toast.region.overlaps(place.region)
            assert not toast.region.overlaps(table.query_one("#choices").region)
            # (and not over the log's left border: play-test, "▌" in place of "│")
            log = table.query_one("#log").region
            assert toast.region.x > log.x
            # at the log's top, inside its border, leaving its newest lines in sight (at
            # its foot they hid the lines just written, play-test)
            assert toast.region.y > log.y and toast.region.bottom < log.bottom - 1
            # and up to the log's right border: the log's text showed in a column between
            # them (play-test)
            assert toast.region.right == log.right - 1
        # one at a time, the newest: several stacked there ran off the screen's foot
        # (play-test), and each is in the log or said again where it matters
        app.notify("A first notice.")
        app.notify("A second notice, the newest.")
        await pilot.pause(0.3)
        toasts = list(app.screen.query("Toast"))
        assert len(toasts) == 1 and "the newest" in str(toasts[0].render())
        assert [n.message for n in app._notifications] == ["A second notice, the newest."]
        app.notify("A first notice.")  # (told again: shown, not a bell for words gone)
        await pilot.pause(0.3)
        assert [n.message for n in app._notifications] == ["A first notice."]


@pilot_test
async def test_a_notice_on_a_curtain_leaves_its_call_in_sight():
    """Play-tests at 80 x 24 and 100 x 30: a notice at the top right covered the curtain's
    call ("Everyone else: look" and no more) for its seconds.  It shows at the foot, as
    wide as the log there (beside a log line, the two read as one)."""
    from excalibohn_tui.screens.curtain import CurtainScreen

    for size in ((80, 24), (100, 30)):
        app = make_app(make_session("Ann,Ben,Cem,Dana,Eli", seed=5))
        async with app.run_test(size=size, notifications=True) as pilot:
            await pilot.press("enter")  # (the deal told)
            await pilot.pause()
            assert isinstance(app.screen, CurtainScreen)
            app.notify("Ann is away; the seat waits. The same join line brings them back.")
            await pilot.pause(0.3)
            toasts = list(app.screen.query("Toast"))
            assert toasts
            for widget in ("#call", "#why", "#public-title"):
                for toast in toasts:
                    assert not toast.region.overlaps(app.screen.query_one(widget).region)
            for toast in toasts:
                assert toast.region.x <= 1 and toast.region.right >= size[0] - 2
                assert toast.region.bottom <= size[1] - 1  # (above the key bar)


def test_a_place_too_narrow_for_deciding_says_now_before_a_question_mark():
    """Play-test at 80x24: "Normal bot 3 ?" read as "unknown".  Where "deciding" does not
    fit beside the name, "now" does; only where neither fits, the question mark."""
    from excalibohn_tui.widgets.seat import title_of

    game = build(["Ann", "Normal bot 3", "Cem"], hands={0: ["cap"], 1: ["mean"], 2: ["cap"]},
                 active=1, phase="1a")
    view = game.public_view()
    assert title_of(view, 1, 40).plain.endswith("Normal bot 3 \u00b7 deciding ")
    assert title_of(view, 1, 24).plain.endswith("Normal bot 3 \u00b7 now ")
    assert title_of(view, 1, 20).plain.endswith("Normal bot 3 ? ")
    assert "deciding" not in title_of(view, 0, 40).plain  # Ann does not decide now


@pilot_test
async def test_the_fellow_players_places_end_on_one_line():
    """Play-test at 100x30: cards lying aside made one fellow's place a row taller than
    the others, and the row of frames ragged."""
    game = build(["Ann", "Ben", "Cem", "Dana"],
                 hands={0: ["sword"], 1: ["mean"], 2: ["cap"], 3: ["cap"]},
                 aside={0: ["white"], 2: ["cap", "magic", "princess"]},
                 turned_up=[], active=0, phase="3")
    app = make_app(session_for(game, ["human", "random", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause(0.3)
        table = table_of(app)
        places = [p for p in table.query("#others SeatPanel") if p.display]
        assert len(places) == 3
        natural = [p.rows(p.small) for p in places]
        assert len(set(natural)) > 1, natural  # (Cem's cards aside take a row more)
        assert len({p.outer_size.height for p in places}) == 1
        assert len({p.region.bottom for p in places}) == 1


@pilot_test
async def test_a_small_table_shows_its_log_in_the_rows_the_choices_leave():
    # at 80 x 24 the log had no room: four or five rows stood empty under a short list
    # while the latest line was told above the prompt (play-test); a long list keeps them
    from positions import five_player_middle

    from excalibohn_tui.widgets.log import LogPanel

    game = build(["Ann", "Ben", "Cem"], variant="bohnanza",
                 hands={0: ["chili", "blue", "soy"], 1: ["soy"], 2: ["green"]},
                 fields={0: [["chili"], []]}, active=0, phase="1")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        await choose(pilot, app, "Plant the [F] Chili Bean on field 1")
        for _ in range(5):
            await pilot.pause(0.05)
        log = table_of(app).query_one("#log", LogPanel)
        text = screen_text(app)
        assert log.display and log.size.height >= 3, text
        planted = game.events[-1].text_for(0)
        assert planted in log.lines and text.count(planted) == 1, text
        assert text.index("2 Plant no second card") < text.index("Game log"), text
        # a notice shows over the log's top, as beside a log of its own: at the top right
        # it covered the fellow players' places (play-tests)
        app.notify("A notice, as the table tells one.")
        await pilot.pause(0.3)
        toasts = list(app.screen.query("Toast"))
        assert toasts and log.display
        table = table_of(app)
        for toast in toasts:
            assert not toast.region.overlaps(table.query_one("#choices").region)
            for place in table.query("#others SeatPanel"):
                assert not toast.region.overlaps(place.region)
            assert log.region.y < toast.region.y and toast.region.bottom <= log.region.bottom
    app = make_app(session_for(five_player_middle(), ["human"] * 5))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        for _ in range(5):
            await pilot.pause(0.05)
        assert not table_of(app).query_one("#log", LogPanel).display
        assert "6 End phase 1b" in screen_text(app)


@pilot_test
async def test_keys_after_a_refused_harvest_do_not_choose_on_the_table():
    # "t 3 q Enter": the "t" was refused while a computer player decided, and "3 q Enter"
    # sent a counter-offer to the offer that came up next (play-test); so with "h"
    game = build(["Ann", "Ben", "Cem"], variant="bohnanza",
                 hands={0: ["chili", "blue"], 1: ["soy"], 2: ["green"]},
                 fields={0: [["chili"], ["soy", "soy"]]}, active=0, phase="1")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause()
        table = table_of(app)
        assert table._choices
        table._thinking = True  # (as while a computer player decides in its thread)
        await pilot.press("h", "1")
        await pilot.pause()
        assert not game.log and table._choices
        assert any("harvest a moment later" in n.message for n in app._notifications)


@pilot_test
async def test_cards_received_of_one_variety_are_planted_together_with_one_key():
    # three Stink Beans received cost "1 1 1" for one field (play-test)
    from rules import Accept, Done

    game = build(["Ann", "Ben", "Cem"], variant="bohnanza",
                 hands={0: ["red"], 1: ["stink", "stink", "stink", "blue"], 2: ["green"]},
                 fields={0: [["stink"], []]}, turned_up=["soy", "chili"], active=1,
                 phase="trade")
    ben = game.state.seats[1]
    game.apply(Offer(1, (0,), tuple(ben.hand[:3]), ()))  # a gift of three Stink Beans
    game.apply(Accept(0, ()))
    game.apply(Done(1))
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert labels(app)[:2] == ["Plant the [U] Stink Bean (received) on field 1 "
                                   "(1 Stink \u2192 2)",
                                   "Plant the 3 Stink Beans together on field 1 (4 there)"]
        assert "Plant the 3 Stink Beans together on field 2 (3 there)" in labels(app)
        await choose(pilot, app, "Plant the 3 Stink Beans together on field 1")
        await pilot.pause()
        ann = game.state.seats[0]
        assert not ann.aside and len(ann.fields[0].cards) == 4


def test_two_turned_up_cards_of_one_variety_are_planted_together_too():
    # two Chili Beans turned up and kept were two keys (final play-test)
    from excalibohn_tui.choices import choices
    from excalibohn_tui.screens.table import TableScreen
    from rules import Done

    game = build(["Ann", "Ben", "Cem"], variant="bohnanza",
                 hands={0: ["red"], 1: ["blue"], 2: ["green"]},
                 fields={0: [["chili"] * 2, ["soy"]]}, turned_up=["chili", "chili"], active=0,
                 phase="trade")
    game.apply(Done(0))  # trading ends: both are hers to plant
    listed = choices(game.view(0), game.legal_actions(0), game.why_not, game.moves(0))
    labels = [c.label for c in TableScreen._with_together(listed, game, 0)]
    assert "Plant the 2 Chili Beans together on field 1 (4 there)" in labels, labels


def test_the_hand_card_spells_cost_is_a_sentence_of_its_own_after_a_counter_offer():
    # "Ben counters: gives [M] Mean Bean; asks for [W] White Bean A trade or gift this
    # turn costs you ...": two sentences ran together (play-test)
    from rules import CounterOffer

    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["mean"], 2: []},
                 spells={0: [("hand_card", True)]}, turned_up=["white", "princess"],
                 active=0, phase="trade")
    game.apply(Offer(0, (1,), (game.state.turned_up[1],), (Bean.MEAN,)))
    game.apply(CounterOffer(1, tuple(game.state.seats[1].hand), (Bean.WHITE,)))
    view = game.view(0)
    assert view.decision is not None and view.decision.kind == "conclude"
    words = prompt_text(view, game.legal_actions(0)).plain
    assert "Ben counters:" in words and "White Bean. A trade or gift this turn costs" in words, \
        words


def _ann_offers_ben_a_gift():
    """A real game (it can be wound back) at Ann's first trading, her gift to Ben made: the
    keyboard goes to Ben."""
    from tui_helpers import to_the_first_trading

    session = to_the_first_trading()
    game = session.game
    ann = game.state.active
    ben = (ann + 1) % 3
    session.apply(Offer(ann, (ben,), (game.state.turned_up[0],), ()))
    return session, ann, ben


@pytest.mark.parametrize("where", ["curtain", "table"])
@pilot_test
async def test_the_one_who_decided_last_takes_it_back_after_the_keyboard_passed(where):
    """Play-test: Ann's offer called Ben to the keyboard; Ben's u said "Only the last
    decision can be taken back, by the one who made it: Ann decided last", and nothing
    handed Ann the keyboard.  u on Ben's curtain (or at Ben's table) asks whether Ann takes
    her step back; yes takes it back and calls Ann, behind her curtain."""
    from excalibohn_tui.screens.curtain import CurtainScreen

    session, ann, ben = _ann_offers_ben_a_gift()
    names = [s.name for s in session.seats]
    app = make_app(session)
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(5):
            if (isinstance(app.screen, CurtainScreen)
                    and app.screen.player_name == names[ben]):
                break
            await pilot.press("enter")
            await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and app.screen.player_name == names[ben]
        assert f"Undo ({names[ann]})" in screen_text(app)
        if where == "table":
            await pilot.press("enter")  # Ben lifts his curtain
            await pilot.pause()
            assert table_of(app).viewer == ben
        await pilot.press("u")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        assert f"Take back {names[ann]}'s step?" in screen_text(app)
        await pilot.press("y")
        await pilot.pause()
        assert session.game.state.trade is None  # the gift is taken back
        assert isinstance(app.screen, CurtainScreen) and app.screen.player_name == names[ann]


@pilot_test
async def test_a_notice_stands_once_on_the_screen_with_a_dialog_in_front_of_the_table():
    """Play-test at 80 x 24: "The keyboard goes to Ann." stood twice, at the top of a
    dialog and behind it over the fellow players' fields. The dialog shows it alone; once
    it closes, the table does again."""
    from excalibohn_tui.dialogs.message import MessageDialog

    app = make_app(make_session("Ann,bot:random,bot:random", 3))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        words = "Something the table says."
        app.notify(words, timeout=30, markup=False)
        await pilot.pause()
        assert screen_text(app).count(words) == 1
        app.push_screen(MessageDialog("A box", "Its words."))
        await pilot.pause()
        assert "Its words." in screen_text(app) and screen_text(app).count(words) == 1
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is table_of(app) and screen_text(app).count(words) == 1


@pilot_test
async def test_a_notice_too_long_for_the_rows_below_the_list_stands_whole_at_the_top():
    """Play-tests: a notice over the log's top ran on over the key bar and was cut (at
    100 x 30, over a log of few rows), or stood where the log had been before the list
    grew. It is placed as it comes, where its rows fit: over the log if they do there,
    else below the status line."""
    from excalibohn_tui.session import Session, parse_seats

    session = Session.new(parse_seats("Ann,Ben,Cat,bot:normal,bot:hard"), 4, autosave=False)
    app = make_app(session)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        for _ in range(8):  # the opening words, then Ann's curtain (an Enter typed as it
            await pilot.pause(0.6)  # comes up lifts none)
            if app.screen is table_of(app):
                break
            await pilot.press("enter")
        assert app.screen is table_of(app)
        words = " ".join(["A notice that goes on and on, as some do."] * 6)
        app.notify(words, timeout=30, markup=False)
        await pilot.pause()
        rows = screen_text(app).splitlines()
        # (the notice's rows, each after its mark, without the frame it stands over)
        said = " ".join(" ".join(r.split("\u258c", 1)[1].strip(" \u2500\u2502\u256e\u256f")
                                 for r in rows if "\u258c" in r).split())
        assert words in said, said
        assert rows[-1].lstrip().startswith("h Harvest"), rows[-1]  # (the key bar whole)


@pilot_test
async def test_a_long_notice_over_the_log_column_shows_every_row_inside_its_border():
    """At 100 x 30 a notice of five rows over the log showed four: it was measured a
    column wider than it was drawn, and its last row was cut. Every word shows now, and
    the log's right border beside it."""
    from excalibohn_tui.session import Session, parse_seats

    session = Session.new(parse_seats("Ann,Ben,bot:easy"), 4, variant="rabohnzel",
                          autosave=False)
    app = make_app(session)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        for _ in range(8):  # the opening words, then Ann's curtain
            await pilot.pause(0.6)
            if app.screen is table_of(app):
                break
            await pilot.press("enter")
        assert app.screen is table_of(app) and not table_of(app).compact
        words = " ".join(["A notice that goes on and on, as some do."] * 3)
        app.notify(words, timeout=30, markup=False)
        await pilot.pause()
        rows = [r for r in screen_text(app).splitlines() if "\u258c" in r]
        said = " ".join(" ".join(r.split("\u258c", 1)[1].strip(" \u2502") for r in rows).split())
        assert words in said, rows
        assert len(rows) > 2 and all(r.rstrip().endswith("\u2502") for r in rows), rows
