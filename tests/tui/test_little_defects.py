"""Defects a new user met (issue 14): the command palette dropping a card's letter, the
screenshot that failed without ~/Downloads, the Cap Bean harvest not saying that it
brings a spell card, and the harvest key opening "Who harvests?" over the active
player's private table."""

from __future__ import annotations

import pytest
from positions import five_trading_under_a_decree
from tui_helpers import (
    assert_private,
    choose,
    hand_line,
    labels,
    make_app,
    make_session,
    notices,
    pilot_test,
    screen_text,
    session_for,
    stopped_clock,
    table_of,
    until,
)

from excalibohn_tui.dialogs.choice import ChoiceDialog
from excalibohn_tui.dialogs.confirm import ConfirmDialog
from rules import BEAN_OF, Bean, Refuse
from rules.builder import build


def cap_planting(names=("Ann", "Ben", "Cem")):
    """Ann must plant a Cap Bean; her field 2 holds two Cap Beans already."""
    return build(list(names), hands={0: ["cap", "sword"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["sword"] * 2, ["cap"] * 2]}, active=0, phase="1a")


def flat(text: str) -> str:
    return " ".join(text.split())


def told(app) -> list[str]:
    """The notifications shown (as test_end_and_saves reads them)."""
    return [f"{n.title}: {n.message}" for n in app._notifications]


# ------------------------------------------------------------------ the palette


def palette_lines(app) -> list[str]:
    """The commands the open palette lists, each as its first line in plain text (not
    the table behind the palette, which shows the same choices)."""
    from textual.command import CommandList

    found = app.screen.query_one(CommandList)
    return [str(getattr(found.get_option_at_index(k).prompt, "plain",
                        found.get_option_at_index(k).prompt)).split("\n")[0]
            for k in range(found.option_count)]


@pilot_test
async def test_the_palette_shows_a_cards_letter_and_plays_the_choice():
    game = cap_planting()
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert "Plant the [C] Cap Bean on field 2 (2 Cap \u2192 3)" in palette_lines(app)
        await pilot.press(*"cap bean on")
        await pilot.pause(0.3)  # the search runs beside the screen
        assert palette_lines(app)[0] == "Plant the [C] Cap Bean on field 2 (2 Cap \u2192 3)"
        await pilot.press("enter")
        await pilot.pause(0.2)
        assert [BEAN_OF[c] for c in game.state.seats[0].fields[1].cards] == [Bean.CAP] * 3


@pilot_test
async def test_the_palette_shows_names_as_written():
    game = build(["[b]Ann", "[i]Ben[/i]", "Cem"], hands={0: ["sword"], 1: ["mean"],
                                                        2: ["cap"]},
                 turned_up=["princess"], active=0, phase="trade")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"offer")
        await pilot.pause(0.3)
        assert "Offer to [i]Ben[/i]..." in palette_lines(app)


# --------------------------------------------------------------- the screenshot


@pytest.fixture
def no_downloads(tmp_path, monkeypatch):
    """A home without a Downloads folder (and no user-dirs file naming another)."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.delenv("XDG_DOWNLOAD_DIR", raising=False)
    return home


async def _screenshot_from_the_palette(pilot) -> None:
    await pilot.press("ctrl+p")
    await pilot.pause()
    await pilot.press(*"screenshot")
    await pilot.pause(0.3)
    await pilot.press("enter")
    await pilot.pause(0.4)  # the palette's command waits a tenth of a second


@pilot_test
async def test_a_screenshot_without_a_downloads_folder_is_saved_and_told_where(
        no_downloads, tmp_path):
    app = make_app(session_for(cap_planting(), ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await _screenshot_from_the_palette(pilot)
        saved = list((tmp_path / "data" / "excalibohn" / "screenshots").glob("*.svg"))
        assert len(saved) == 1 and "<svg" in saved[0].read_text()
        assert told(app) == [f"Screenshot: Saved in {saved[0]}"]


@pilot_test
async def test_a_screenshot_goes_to_downloads_when_there_is_one(no_downloads):
    (no_downloads / "Downloads").mkdir()
    app = make_app(session_for(cap_planting(), ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await _screenshot_from_the_palette(pilot)
        saved = list((no_downloads / "Downloads").glob("excalibohn-*.svg"))
        assert len(saved) == 1 and told(app) == [f"Screenshot: Saved in {saved[0]}"]


@pilot_test
async def test_a_screenshot_that_cannot_be_written_says_why(tmp_path):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    app = make_app(session_for(cap_planting(), ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert app.deliver_screenshot(path=str(blocked / "shots")) is None
        await pilot.pause()
        # (the system's reason in the game's words: "Not a directory" stood in German)
        assert told(app) == ["Screenshot: The screenshot could not be saved: part of the "
                             "path is not a folder."]
        assert app.is_running


# --------------------------------------------------------- the Cap Bean harvest


@pilot_test
async def test_a_cap_bean_harvest_says_it_brings_a_spell_card():
    game = build(["Ann", "Ben", "Cem"], hands={0: ["princess"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["sword"] * 2, ["cap"] * 2]}, active=0, phase="1a")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        # the Princess fits no field: the list offers the harvests first
        assert ("Harvest field 2: 2 Cap Beans \u2192 0 coins (next coin at 3) and a spell card"
                in labels(app))
        assert not any("Sword" in label and "spell card" in label for label in labels(app))
        await pilot.press("h")
        await pilot.pause()
        text = flat(screen_text(app))
        assert "Harvest field 2: 2 Cap Beans \u2192 0 coins (next coin at 3) and a spell card" \
            in text
        await pilot.press("2")
        await pilot.pause()
        assert "Harvest field 2: 2 Cap Beans \u2192 0 coins (next coin at 3) and a spell card?" \
               in flat(screen_text(app))
        # why this harvest is asked about and others are not
        # (before the move: "it draws", not "a spell card was drawn", as the refusal
        # of an undo says it afterwards)
        assert "(No undo after it: it draws a spell card.)" in flat(screen_text(app))
        await pilot.press("y")
        await pilot.pause()
        assert len(game.state.seats[0].spells) == 1


@pilot_test
async def test_the_one_way_on_is_made_without_a_question():
    # (the only choice, a Cap Bean harvest that draws a spell card, asked "No undo after
    # it" with Enter on No: a key for nothing, and No left the same one choice)
    game = build(["Ann", "Ben", "Cem"], hands={0: ["princess"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["cap", "cap"], ["sword"]]}, active=0, phase="1a")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert [x for x in labels(app) if "Harvest" in x] == [
            "Harvest field 1: 2 Cap Beans \u2192 0 coins (next coin at 3) and a spell card"]
        await pilot.press("1")
        await pilot.pause()
        assert not isinstance(app.screen, ConfirmDialog)
        assert game.log[0].kind == "harvest" and len(game.state.seats[0].spells) == 1


# ------------------------------------------- the harvest key on the active player's table


#: Ann's face-down Trade Spell as her own spell card shows it
TRADE = "\u2502 Trade"


def labels_of_dialog(app) -> list[str]:
    """The entries of the open list dialog, without their numbers."""
    from textual.widgets import OptionList

    options = app.screen.query_one(OptionList)
    return [str(options.get_option_at_index(k).prompt).split(" ", 1)[1]
            for k in range(options.option_count)]


@pilot_test
async def test_who_harvests_hides_the_active_players_table_and_spells():
    game = build(["Ann", "Ben", "Cem"], hands={0: ["princess", "cap"], 1: ["mean"],
                                              2: ["white"]},
                 fields={0: [["sword"] * 2, []], 1: [["mean"] * 2, []]},
                 spells={0: ["trade"], 1: ["hand_card"]}, active=0, phase="1a")
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        # Ann sees her face-down spell card, named (the small cards name it without
        # "Spell")
        assert TRADE in screen_text(app)
        await pilot.press("h")  # Ann's own fields first (h at her table is hers) ...
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        assert "Ann: which field do you harvest?" in screen_text(app)
        # (in Excalibohn nobody may do more than harvest out of turn: it says no more)
        assert labels_of_dialog(app)[-1] == "Someone else harvests..."
        await pilot.press(str(len(labels_of_dialog(app))))  # ... and Ben by name
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        text = screen_text(app)
        assert "Who harvests?" in text and "Ann:" not in text
        assert TRADE not in text and "Hand Card" not in text
        assert hand_line(game, 0) not in text
        assert_private(app, game, None)
        await pilot.press("escape")
        await pilot.pause()
        assert table_of(app).viewer == 0 and TRADE in screen_text(app)


@pytest.mark.parametrize("label, grown, words", [
    ("2", "black_eyed", "2 Black-eyed"),  # too long beside its letter: the name, not "2 A"
    ("2", "chili", "2 F Chili"),  # room for both: the letter and the name
    # too long even alone (Bohnedikt's Bisch-Hof): cut, not dropped ("BH A" read as a
    # misprint)
    ("BH", "black_eyed", "BH A Black\u2026"),
])
def test_a_field_card_names_its_variety_in_words_where_they_fit(label, grown, words):
    from excalibohn_tui.widgets.cards import stack

    game = build(["Ann", "Ben", "Cem"], variant="bohnanza", hands={0: ["blue"]},
                 fields={0: [["blue"], [grown] * 2]}, active=0, phase="1a")
    field = game.view(0).seats[0].fields[1]
    top = stack(field, label, width=14)[0].plain
    assert top[1:].startswith(words), top


@pytest.mark.parametrize("hand, words", [
    (["black_eyed", "blue"], "Black-eyed"),  # a name of ten letters, whole on a narrow card
    (["decree:market_day", "blue"], "Market Day"),
    (["decree:alms", "blue"], "Alms for"),  # Alms for the Trader: on two rows
    (["decree:neighbourly", "blue"], "Neighbour"),  # one word: cut on a narrow card
    (["blue", "chili"], " Blue"),  # a short name keeps its space from the edge
])
@pytest.mark.parametrize("width", [20, 80])  # narrow cards, wide cards
def test_a_hand_card_shows_a_long_name_whole_or_cut_with_an_ellipsis(hand, words, width):
    from excalibohn_tui.widgets.hand import front_signature, hand_rows

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", hands={0: hand}, active=0,
                 phase="1a")
    cards = game.view(0).hand
    middle = hand_rows(cards, width)[1].plain
    assert middle.startswith("\u2503" + words), middle
    assert ("\u2026" in middle) == (words == "Neighbour" and width == 20)
    assert front_signature(cards) in middle  # the privacy tests' mark of this hand


@pytest.mark.parametrize("key", ["alms", "tithe", "market_closed", "good_business"])
@pytest.mark.parametrize("width", [12, 14])  # a narrow card, a wide one
def test_a_decree_name_too_long_for_its_card_reads_whole_on_two_rows(key, width):
    """"Alms for …" on a hand card left the decree to guess: a name of several words
    that one row cannot hold takes the bottom row too, where the word "decree" was (the
    card's letter and colour say what it is)."""
    from excalibohn_tui.widgets.cards import card
    from rules.cards import DECREE_OF

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", hands={0: [f"decree:{key}"]},
                 active=0, phase="1a")
    cid = game.state.seats[0].hand[0]
    name = DECREE_OF[cid].name
    top, middle, bottom = (row.plain[1:-1] for row in card(cid, width))
    assert len(name) > width - 2
    assert f"{middle.strip()} {bottom.rstrip(chr(0x2500))}" == name, (middle, bottom)
    assert top.startswith("E")  # the decree's letter


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_narrow_place_still_shows_the_hand_its_sacrifices_and_the_coins(lang):
    """Five at 80 columns give each fellow's place 20 cells: its foot line drops words
    (not the coins, which no pile shows there) until it fits."""
    from excalibohn_tui.widgets.seat import seat_block
    from rules import i18n

    game = build(["Ann", "Ben", "Cem", "Dana", "Eli"], variant="bohnedikt",
                 hands={0: ["blue"], 1: ["chili", "sacrifice", "red", "soy", "blue"]},
                 coins={1: ["garden"] * 4 + ["stink"] * 8}, active=0, phase="1a")
    i18n.set_language(lang)
    try:
        foot = seat_block(game.view(0), 1, 20)[-1].plain
    finally:
        i18n.set_language("en")
    assert "\u25cf12" in foot and "5" in foot, foot
    assert ("1 sacr." if lang == "en" else "1 Opfer") in foot, foot


@pytest.mark.parametrize("short", [False, True])
def test_the_middle_line_gives_the_discard_piles_size_before_its_top_card(short):
    """"Discard  S Sword 18" read as the Sword Bean's own number (19 on the card): the
    size stands by the pile's name, as above the pile drawn as a card."""
    from excalibohn_tui.widgets.middle import middle_line

    game = build(["Ann", "Ben", "Cem"], discard=["white"] * 3 + ["sword"],
                 hands={0: ["white"]}, active=0, phase="1a")
    line = "  ".join(piece.plain for piece in middle_line(game.public_view(), short))
    assert "Discard 4 " in line, line
    assert line.index("Discard 4 ") < line.index("S"), line
    assert "Sword 4" not in line and not line.rstrip().endswith(" 4"), line


@pytest.mark.parametrize("short", [False, True])
def test_the_middle_line_puts_the_cards_turned_up_beside_the_draw_pile(short):
    """"Discard 25 [B] Blue Turned up: [J] Soy [J] Soy": the discard pile's top card was
    read as a card turned up.  They come from the draw pile, and stand beside it."""
    from excalibohn_tui.widgets.middle import middle_line

    game = build(["Ann", "Ben", "Cem"], variant="bohnanza", discard=["blue"],
                 hands={0: ["red"]}, turned_up=["soy", "soy"], active=0, phase="trade")
    line = "  ".join(piece.plain for piece in middle_line(game.public_view(), short))
    assert line.index("Draw") < line.index("Turned up:") < line.index("Soy")
    assert line.rindex("Soy") < line.index("Discard 1"), line


def test_the_middle_keeps_the_discards_name_where_the_other_short_words_make_room():
    # "Discard 8  C   Spells ▒4" at 80 x 24: only a letter where the pass marker's word
    # alone was too many (play-test)
    from excalibohn_tui.widgets.middle import middle_rows

    game = build(["Ann", "Ben", "Cem", "Dan"], variant="rabohnzel",
                 discard=["white"] * 7 + ["cap"], hands={0: ["white"]}, active=0, phase="1a")
    view = game.public_view()
    kept = [w for w in range(30, 60) if len(middle_rows(view, w, cards=False)) == 1
            and "C Cap" in middle_rows(view, w, cards=False)[0].plain]
    # (from 48 columns on the whole line fits, "pass I/IV" too; below 43 "Cap" is left out)
    assert kept and min(kept) == 43, kept


def test_the_curtains_line_of_a_place_counts_its_sacrifice_cards():
    """The curtain's one line for each place said "▒5 in hand" for a hand holding a
    sacrifice card; the table's place said "(1 sacrifice)"."""
    from excalibohn_tui.widgets.seat import seat_lines

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt",
                 hands={0: ["blue"], 1: ["chili", "sacrifice", "sacrifice", "red"]},
                 active=0, phase="1a")
    v = game.public_view()
    ben = " ".join(row.plain for row in seat_lines(v, 1, 80))
    assert "4 in hand" in ben and "(2 sacr.)" in ben, ben  # (of the four)
    ann = " ".join(row.plain for row in seat_lines(v, 0, 80))
    assert "sacr." not in ann, ann


def test_the_answers_to_an_offer_to_all_take_one_line_and_a_counter_offer_its_own():
    """At 80x24 the answers of four fellows, a line each, left the choices one row: the
    'take none' choice was out of sight."""
    from excalibohn_tui.text.prompts import prompt_text
    from rules import Accept, CounterOffer, Offer, Refuse

    game = build(["Ann", "Ben", "Cem", "Dana", "Eli"],
                 hands={0: ["sword"], 1: ["mean"], 2: ["cap"], 3: ["cap"], 4: ["white"]},
                 turned_up=["princess"], active=0, phase="trade")
    game.apply(Offer(0, to=(1, 2, 3, 4), give=tuple(game.state.turned_up)))
    game.apply(Accept(1))
    game.apply(Refuse(2))
    game.apply(Refuse(3))
    game.apply(CounterOffer(4, give=tuple(game.state.seats[4].hand), ask=(Bean.PRINCESS,)))
    assert game.view(0).decision.kind == "conclude"
    lines = prompt_text(game.view(0)).plain.splitlines()
    assert lines[0] == "Answers to your offer: Ben accepts; Cem and Dana refuse."
    assert lines[1:] == ["  Eli counters: gives [W] White Bean; asks for [Q] Princess Bean"]


@pytest.mark.parametrize("width", [80, 90, 140])
@pilot_test
async def test_a_dialog_with_long_lines_stays_inside_a_narrow_screen(width):
    """A dialog grows with its lines up to 96 columns; on a narrower screen it ran off the
    right edge (the sacrifice's order dialog at 80 columns lost the end of every line)."""
    from textual.containers import Vertical

    long = ("Sacrifice (Chili and Red): plant the [F] Chili Bean (hand place 1), then the "
            "[R] Red Bean (beside your fields) on Gottes Acker")
    app = make_app(session_for(build(["Ann", "Ben", "Cem"]), ["human"] * 3))
    async with app.run_test(size=(width, 24)) as pilot:
        app.push_screen(ChoiceDialog("Which order?", [long, long]))
        await pilot.pause()
        box = app.screen.query_one(Vertical).region
        assert box.x >= 0 and box.right <= width
        assert box.width == min(96, width)  # as wide as its lines want, where there is room
        assert "on Gottes Acker" in screen_text(app)  # wrapped, not cut


def _sacrifice_rows(pair: str, width: int) -> tuple[str, str]:
    """The middle and bottom rows of a sacrifice card ``width`` cells wide, inside its
    edges (the bottom edge's line left out)."""
    from excalibohn_tui.widgets.cards import card

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt",
                 hands={0: ["blue", f"sacrifice:{pair}"]}, active=0, phase="1a")
    rows = card(game.state.seats[0].hand[1], width)
    return rows[1].plain[1:-1].strip(), rows[2].plain[1:-1].rstrip("\u2500")


@pytest.mark.parametrize("pair, width, middle, bottom", [
    # play-test: "Stink+Bla…" cut the one thing to read on the card; each name on a row
    ("stink+black_eyed", 12, "Stink+", "Black-eyed"),
    ("blue+garden", 8, "Blue+", "Garden"),
    ("blue+chili", 12, "Sacrifice", "Blue+Chili"),  # room for both on the bottom row
    # no row holds "Black-eyed+": the longer name cut, the shorter whole
    ("black_eyed+red", 12, "Sacrifice", "Black\u2026+Red"),
])
def test_a_sacrifice_card_names_both_its_beans_whole_where_it_can(pair, width, middle, bottom):
    assert _sacrifice_rows(pair, width) == (middle, bottom)


@pytest.mark.parametrize("pair, width, words", [
    ("stink+green", 7, "U+G"),  # "Sti…+G…" could be Stink and Garden too
    ("blue+garden", 7, "B+D"),
    ("black_eyed+red", 10, "Bla\u2026+Red"),  # "Bla…" is no other variety
])
def test_a_narrow_sacrifice_card_never_names_a_bean_that_could_be_another(pair, width, words):
    assert _sacrifice_rows(pair, width)[1] == words


@pilot_test
async def test_the_turns_line_keeps_to_one_row_at_80_columns():
    """"Bohnedikt for two  Turn 2  ▶ Normal bot 1's turn, phase 4: planting from the
    offer" is 81 cells: the phase is then told in a few words ("phase 3" alone read as if
    its words were missing, play-test), and by its number where even they do not fit
    (the Now: line says what happens), rather than the line breaking and pushing the
    table down a row."""
    from excalibohn_tui.widgets.status import TableStatus

    game = build(["Ann", "Normal bot 1"], variant="bohnedikt", active=1, phase="4",
                 turned_up=["green", "soy"])
    app = make_app(session_for(game, ["human", "human"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # the curtain
        await pilot.pause()
        status = app.screen.query_one(TableStatus)
        first = status.text_at(80).plain.splitlines()[0]
        assert first.endswith("Normal bot 1's turn, phase 4: planting"), first
        assert status.text_at(120).plain.splitlines()[0].endswith("planting from the offer")
        first = status.text_at(60).plain.splitlines()[0]
        assert first.endswith("Normal bot 1's turn, phase 4") and len(first) <= 60, first


@pilot_test
async def test_the_game_for_two_with_trading_keeps_one_title_at_a_width():
    """At 100 columns the turn's line named the game "Bohnedikt for two, trading in
    phase 4" while Ann planted and traded, and "Bohnedikt for 2, trading" while Ben
    placed the beans left lying: the title is chosen for the
    width, the short one only where the whole one does not fit in every phase
    (play-test)."""
    from excalibohn_tui.widgets.status import TableStatus

    trading = build(["Ann", "Ben"], variant="bohnedikt-trade", active=0, phase="4",
                    turned_up=["green", "soy"])
    placing = build(["Ann", "Ben"], variant="bohnedikt-trade", active=1, phase="1",
                    leftover=["red"])
    spec = trading.spec
    app = make_app(session_for(trading, ["human", "human"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # the curtain
        await pilot.pause()
        status = app.screen.query_one(TableStatus)
        for width, title in ((80, spec.short), (100, spec.short), (120, spec.title)):
            for game in (trading, placing):
                status.view = game.public_view()
                first = status.text_at(width).plain.splitlines()[0]
                assert first.startswith(f" {title} "), (width, first)
                assert len(first) <= width


@pilot_test
async def test_a_hidden_hand_under_a_decree_leaves_every_choice_in_sight_at_80x24():
    """Bohnedikt for three at one keyboard, 80x24: while Ann trades under a decree of two
    rows, with her hand hidden from Ben and Cem and "Ben refuses." above her prompt,
    "Offer to all fellow players" went below the list and the key bar read "w  ?  q"
    with no words (play-test).  Her fields lie in a row then, as beside a long hand, and
    the key for a fellow's offer says it in one word at that width."""
    from rules import Bean, Offer, Refuse

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="2", active=0,
                 hands={0: ["sacrifice", "blue", "chili", "soy"], 1: ["red", "sacrifice"],
                        2: ["green", "sacrifice"]},
                 fields={0: [["blue", "blue"], ["chili"]], 1: [["soy"] * 3, []]},
                 draw_top=["decree:tithe", "chili", "stink"])
    game.apply(Offer(0, (1,), (game.state.turned_up[-1],), (Bean.RED,)))
    game.apply(Refuse(1))
    app = make_app(session_for(game, ["human"] * 3))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause(0.3)
        text = screen_text(app)
        assert "Decree Tithe of the Field" in text and "Ben refuses." in text
        assert "Your hand is hidden from the others" in text
        for k, label in enumerate(labels(app), 1):
            assert f"{k} {label}" in text, label
        bar = text.splitlines()[-1]
        assert "t Offer " in bar and "w Copy" in bar and "? Help" in bar, bar
        # her fields and coins still show, in a row
        assert "BH B Blue" in text and "GA F Chili" in text and "0 coins" in text


@pilot_test
async def test_the_line_below_the_list_is_judged_again_once_the_hand_lies_flat():
    """Bohnedikt for two at 80x24, Ann answering Ben's offer with eight cards in hand
    and a prompt of five rows: her hand went flat to make room for the two choices, but
    the line below the list, judged while the list was shorter, kept saying "↓ 2 below"
    in the row the second choice needed (play)."""
    game = build(["Ann", "Ben"], variant="bohnedikt-trade", active=1, phase="3",
                 turned_up=["green", "decree:sealed_hand", "stink"],
                 hands={0: ["blue", "stink", "blue", "blue", "chili", "soy",
                            "sacrifice:blue+chili", "sacrifice:blue+garden"],
                        1: ["red"] * 6})
    app = make_app(session_for(game, ["human", "human"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # Ann's curtain

        def listed() -> bool:
            text = screen_text(app)
            return all(f"{k} {label}" in text for k, label in enumerate(labels(app), 1))

        await until(pilot, listed)
        text = screen_text(app)
        assert game.awaiting()[0].kind == "duel_offer" and len(labels(app)) == 2
        for k, label in enumerate(labels(app), 1):
            assert f"{k} {label}" in text, label
        assert "below" not in text


def test_those_asked_the_same_offer_are_named_together():
    from excalibohn_tui.text.prompts import awaited_words
    from rules import Offer, Refuse

    game = build(["Ann", "Ben", "Cem", "Dana", "Eli"],
                 hands={0: ["sword"], 1: ["mean"], 2: ["cap"], 3: ["cap"], 4: ["white"]},
                 turned_up=["princess"], active=0, phase="trade")
    game.apply(Offer(0, to=(1, 2, 3, 4), give=tuple(game.state.turned_up)))
    assert awaited_words(game.public_view()) == (
        "Ben, Cem, Dana and Eli must answer an offer.")
    for p in (1, 2, 3):
        game.apply(Refuse(p))
    assert awaited_words(game.public_view()) == "Eli must answer an offer."


def test_the_table_lists_no_offer_when_a_decree_closed_the_market():
    """Under Market Closed every offer would be refused: none is listed, and the prompt
    says so (the decree's line says why)."""
    from test_variants import bohnedikt_table

    from excalibohn_tui.choices import choices
    from excalibohn_tui.text.prompts import prompt_text

    game = bohnedikt_table()  # Ann trades under the turned-up Market Closed
    view = game.view(0)
    assert "no offer can be made now" in prompt_text(view).plain
    assert not [c for c in choices(view, game.legal_actions(0)) if c.kind == "offer"]
    assert [c.kind for c in choices(view, game.legal_actions(0))][-1] == "apply"  # go on


def five_at_a_decree():
    """Bohnedikt for five: Ann offers a turned-up Chili Bean to all under Tithe of the
    Field, whose words take two rows of an 80-column middle."""
    from rules import Offer

    game = five_trading_under_a_decree()
    game.apply(Offer(0, to=(1, 2, 3, 4), give=(game.state.turned_up[1],)))
    return game


@pytest.mark.parametrize(("size", "flat"), [((80, 24), True), ((100, 34), False)])
@pilot_test
async def test_the_choices_keep_room_for_three_the_hand_lying_flat_if_need_be(size, flat):
    from excalibohn_tui.widgets.hand import Hand

    game = five_at_a_decree()
    app = make_app(session_for(game, ["human", "human", "human", "random", "random"]))
    async with app.run_test(size=size) as pilot:
        await pilot.press("enter")  # Ben takes the keyboard
        await pilot.pause(0.3)
        text = screen_text(app)
        assert "1 Accept" in text and "2 Refuse" in text and "3 Make a counter-offer" in text
        assert "Decree Tithe of the Field" in text
        assert table_of(app).query_one(Hand).flat is flat
        # the hand is Ben's either way: his front card, and nobody else's hand or view
        assert ("1  R Red" in text) is flat
        assert_private(app, game, 1)


@pytest.mark.parametrize(("variant", "fields", "fits"), [
    ("bohnedikt", [["stink"], ["blue"]], True),  # a decree card goes on the Bisch-Hof
    ("bohnanza", [["stink"], ["blue"]], False),
])
def test_the_front_card_is_said_to_fit_nowhere_only_where_no_planting_is_legal(
        variant, fields, fits):
    from excalibohn_tui.text.prompts import prompt_text

    front = "decree:gleaning" if variant == "bohnedikt" else "chili"
    game = build(["Ann", "Ben", "Cem"], variant=variant, phase="1a", active=0,
                 hands={0: [front, "soy"]}, fields={0: fields})
    text = prompt_text(game.view(0), game.legal_actions(0)).plain
    assert text.startswith("You must plant your front card")
    assert ("It fits none of your fields" in text) is not fits


def test_a_decree_card_on_top_is_not_called_the_bohnometers_maximum():
    """The decree card on top of a Bisch-Hof pays nothing: no '(maximum)', no 'max'.  The
    harvest names the field's cards as the log will ("2 Blue Beans and 1 Bohnedikt")."""
    from excalibohn_tui.text.fields import harvest_words
    from excalibohn_tui.widgets.cards import field_facts

    view = five_at_a_decree().view(0)
    assert harvest_words(view, 0, 0).endswith("2 Blue Beans and 1 Bohnedikt \u2192 0 coins")
    # two Blue Beans and the decree card: "×3 … 1E" was read as three Blue Beans
    assert field_facts(view.seats[0].fields[0], decrees=1).plain == "\u00d72+1E \u25cf0"
    assert field_facts(view.seats[3].fields[0]).plain == "\u00d71 \u25cf0 \u21922"  # Red


def test_a_temporary_field_says_temp_in_full_on_a_narrow_card():
    """The Bean Field Spell's field: its 'temp' mark was cut to 'tem' where the next coin
    took the room; the next coin gives way (the card's bohnometer shows it)."""
    from excalibohn_tui.widgets.cards import stack

    game = build(["Ann", "Ben", "Cem"], fields={0: [["cap"] * 2, [], ["princess"]]},
                 active=0, phase="1a")
    game.state.seats[0].fields[2].temporary = True
    view = game.view(0)
    third = [row.plain for row in stack(view.seats[0].fields[2], "3", 14)]
    assert third[1].endswith("\u2298 temp\u2502"), third
    first = [row.plain for row in stack(view.seats[0].fields[0], "1", 14)]
    assert "\u21923" in first[1]  # where it fits, the next coin stays


def test_an_empty_hand_is_called_empty_not_zero_cards_front_first():
    from excalibohn_tui.widgets.seat import seat_block

    game = build(["Ann", "Ben", "Cem"], hands={0: [], 1: ["cap"]}, active=1, phase="1a")
    rows = "\n".join(r.plain for r in seat_block(game.view(0), 0, 78, own=True))
    assert "Your hand is empty" in rows and "0 cards" not in rows
    rows = "\n".join(r.plain for r in seat_block(game.view(1), 1, 78, own=True))
    assert "Your hand: 1 card, front first" in rows


@pytest.mark.parametrize(("variant", "mark"), [("excalibohn", "G"), ("rabohnzel", "P")])
def test_a_spell_cards_value_carries_the_games_currency(variant, mark):
    from excalibohn_tui.widgets.seat import seat_block

    game = build(["Ann", "Ben", "Cem"], variant=variant, hands={0: ["cap"]},
                 spells={0: [("attack", True)], 1: [("trade", True)]}, active=0, phase="1a")
    own = "\n".join(r.plain for r in seat_block(game.view(0), 0, 78, own=True))
    other = "\n".join(r.plain for r in seat_block(game.view(0), 1, 40))
    assert f"1{mark}" in own and f"3{mark}" in other  # Attack Spell 1, Trade Spell 3


@pilot_test
async def test_a_wrapped_prompt_never_starts_a_row_where_a_choices_number_stands():
    """'Answers to your offer: Hard bot 1 accepts; Ben and Normal bot 1 refuse.' wrapped
    before '1 refuse.', which read as choice 1; the rows a prompt wraps onto are indented."""
    from rules import Accept, Offer, Refuse

    game = build(["Ann", "Normal bot 1", "Ben", "Normal bot 2", "Hard bot 1"],
                 hands={0: ["sword"], 1: ["mean"], 2: ["cap"], 3: ["cap"], 4: ["white"]},
                 turned_up=["princess"], active=0, phase="trade")
    game.apply(Offer(0, to=(1, 2, 3, 4), give=tuple(game.state.turned_up)))
    for p in (1, 2, 3):
        game.apply(Refuse(p))
    game.apply(Accept(4))
    app = make_app(session_for(game, ["human", "random", "human", "random", "random"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause(0.3)
        rows = screen_text(app).splitlines()
        start = next(k for k, r in enumerate(rows) if r.startswith(" Answers to your offer"))
        assert rows[start + 1].startswith("   ") and "refuse." in rows[start + 1]
        assert rows[start + 2].startswith(" 1 ")  # then the choices


@pilot_test
async def test_the_last_answer_to_an_offer_is_not_said_twice_above_the_answers():
    """80 x 24, no log panel: the latest line of the log stands above the prompt where
    someone else moved last, and "Normal bot 1 accepts." stood there above "Answers to
    your offer: Normal bot 1 accepts." (play-test).  The answers say it once."""
    from rules import Accept, Offer, Refuse

    game = build(["Ann", "Normal bot 1", "Ben"],
                 hands={0: ["sword"], 1: ["mean"], 2: ["mean"]},
                 turned_up=["princess"], active=0, phase="trade")
    game.apply(Offer(0, to=(1, 2), give=tuple(game.state.turned_up), ask=(Bean.MEAN,)))
    game.apply(Refuse(2))
    game.apply(Accept(1, cards=tuple(game.state.seats[1].hand)))
    app = make_app(session_for(game, ["human", "random", "human"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await until(pilot, lambda: "Answers to your offer" in screen_text(app))
        text = screen_text(app)
        assert "Answers to your offer: Normal bot 1 accepts; Ben refuses." in text
        assert text.count("Normal bot 1 accepts") == 1, text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_spell_cards_short_name_shows_whole_on_its_card(lang):
    """The own spell cards beside the hand are 14 cells wide; no short name is cut
    ("Ench. Fellows" once lost its "ws")."""
    from excalibohn_tui.widgets.cards import spell_card, spell_short
    from rules import i18n
    from rules.cards import SPELL_CARDS
    from rules.views import SpellView

    i18n.set_language(lang)
    try:
        for k, card in enumerate(SPELL_CARDS):
            for up in (True, False):
                rows = spell_card(SpellView(slot=0, card=k, face_up=up), "G")
                name = spell_short(card.name)
                assert name in rows[1].plain, (name, rows[1].plain)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("width", [98, 80, 60])
def test_a_fanned_hand_never_shows_a_cut_deck_count(width):
    """Nine cards in a row too short for them overlap; a card whose deck count the next
    card covers in part shows none, never "1" for 14 White Beans."""
    import re

    from excalibohn_tui.widgets.hand import hand_rows
    from rules.cards import VARIETIES

    beans = ["cap", "white", "mean", "sword", "princess", "magic", "picker", "cap", "white"]
    game = build(["Ann", "Ben", "Cem"], hands={0: beans}, active=0, phase="1a")
    cards = game.view(0).hand
    top = hand_rows(cards, width)[0].plain
    shown = re.findall(r"(\d+) ([A-Z])\u2500*(\d*)", top.replace("\u2501", "\u2500"))
    assert len(shown) >= 2
    for _place, letter, count in shown:
        if count:
            assert any(v.letter == letter and str(v.count) == count
                       for v in VARIETIES.values()), (letter, count, top)


@pytest.mark.parametrize(("size", "flat"), [((80, 24), True), ((100, 34), False)])
@pilot_test
async def test_every_choice_shows_where_the_hand_lying_flat_makes_the_room(size, flat):
    """Five at 80 x 24, trading: four fellow players to offer to, all of them, and "End
    trading" make six choices; drawn as cards the hand left room for four, and "End
    trading" sat out of sight.  Where the cards leave room for all, they stay cards.
    (With people who may make offers watching, Ann's hand shows once she asks: v.)"""
    from excalibohn_tui.widgets.hand import Hand

    game = build(["Ann", "Ben", "Cem", "Dee", "Eve"],
                 hands={0: ["cap", "white", "mean", "sword", "cap"], 1: ["cap"], 2: ["mean"],
                        3: ["white"], 4: ["cap"]},
                 fields={0: [["sword"] * 2, ["cap"]]}, turned_up=["princess", "magic"],
                 active=0, phase="trade")
    app = make_app(session_for(game, ["human"] * 5))
    async with app.run_test(size=size) as pilot:
        await pilot.press("enter")  # Ann takes the keyboard
        await pilot.pause()
        await pilot.press("v")  # ... and looks at her hand
        await pilot.pause(0.3)
        text = screen_text(app)
        assert len(table_of(app)._choices) == 6
        assert "1 Offer to Ben" in text and "6 End trading" in text, text
        assert table_of(app).query_one(Hand).flat is flat
        assert_private(app, game, 0)


def test_the_magic_phase_says_why_it_waits_when_there_is_nothing_to_use():
    """Ann holds no Magic Bean and has no bean ability ready: phase 1b still waits for her
    (the table must not learn what her hand holds), and her prompt says so."""
    from excalibohn_tui.text.prompts import prompt_text

    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"]}, spells={0: ["trade"]}, active=0,
                 phase="1b")
    assert [a.kind for a in game.legal_actions(0)] == ["done"]
    assert "nobody learns what your hand holds" in prompt_text(
        game.view(0), game.legal_actions(0)).plain
    game = build(["Ann", "Ben", "Cem"], hands={0: ["magic"]}, spells={0: ["trade"]},
                 active=0, phase="1b")
    assert "nothing to use" not in prompt_text(game.view(0), game.legal_actions(0)).plain


def test_a_harvest_choice_names_a_mixed_fields_cards_as_the_log_does():
    """Gottes Acker holds the beans of a sacrifice, of several varieties: the harvest
    choice counted them all as the variety on top ("4 Green Beans")."""
    from excalibohn_tui.text.fields import harvest_words
    from rules import Harvest

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", hands={0: ["soy"]},
                 fields={0: [["red"], ["blue", "chili", "stink", "green"]]}, active=0,
                 phase="1a")
    words = harvest_words(game.view(0), 0, 1)
    assert "1 Blue Bean, 1 Chili Bean, 1 Stink Bean and 1 Green Bean" in words, words
    logged = game.apply(Harvest(0, 1))[0].text
    assert "1 Blue Bean, 1 Chili Bean, 1 Stink Bean and 1 Green Bean" in logged, logged


def test_the_prompt_says_when_the_cards_to_plant_fit_nowhere():
    from excalibohn_tui.text.prompts import prompt_text

    # phase 3: the turned-up Soy fits neither field (both hold beans)
    game = build(["Ann", "Ben", "Cem"], variant="bohnanza", fields={0: [["red"] * 2, ["blue"]]},
                 turned_up=["soy"], active=0, phase="3")
    text = prompt_text(game.view(0), game.legal_actions(0)).plain
    assert "It fits none of your fields: harvest one first." in text
    game = build(["Ann", "Ben", "Cem"], variant="bohnanza", fields={0: [["red"] * 2, ["blue"]]},
                 turned_up=["soy", "soy"], active=0, phase="3")
    text = prompt_text(game.view(0), game.legal_actions(0)).plain
    assert "None of them fits your fields now: harvest one first." in text
    # the optional second card: a harvest first, or no second card at all
    game = build(["Ann", "Ben", "Cem"], variant="bohnanza", hands={0: ["red", "soy"]},
                 fields={0: [["red"], ["blue"] * 2]}, active=0, phase="1a")
    game.apply(next(a for a in game.legal_actions(0) if a.kind == "plant"))
    text = prompt_text(game.view(0), game.legal_actions(0)).plain
    assert "harvest one first, or plant none" in text, text


@pytest.mark.parametrize("width", [60, 70, 78, 90])
def test_a_fanned_card_shows_its_whole_bohnometer_or_none(width):
    """A fanned card showed the start of its bohnometer: a Blue Bean's "4·6·8·10" as
    "4·6·8──" at 80 columns (read as paying at 4, 6 and 8), a Chili's as "3·6·".  Each
    card of the fan shows its whole bohnometer or none of it."""
    import re

    from excalibohn_tui.widgets.hand import hand_rows
    from rules import VARIETIES

    beans = ["red", "blue", "blue", "chili", "garden", "blue", "soy", "blue"]
    game = build(["Ann", "Ben", "Cem"], variant="bohnanza", hands={0: beans}, active=0,
                 phase="1a")
    cards = game.view(0).hand
    rows = [r.plain for r in hand_rows(cards, width)]
    # one row, fanned: the cards between the first and the last show no right edge
    assert len(rows) == 3 and rows[0].count("\u256e") == 1, rows
    feet = re.split("[\u2570\u2517]", rows[2])[1:]
    assert len(feet) == len(cards)
    for c, foot in zip(cards, feet, strict=True):
        shown = foot.strip(" \u2500\u2501\u256f\u251b")
        whole = "\u00b7".join("-" if n is None else str(n)
                              for n in VARIETIES[c.bean].bohnometer)
        assert shown in ("", whole), (width, foot)
    assert "4\u00b76\u00b78\u00b710" in rows[2]  # (the last card lies whole)


@pytest.mark.parametrize(("variant", "spells"), [("bohnanza", False), ("bohnedikt", False),
                                                 ("excalibohn", True), ("rabohnzel", True)])
def test_the_help_tells_of_spell_cards_only_in_the_games_that_have_them(variant, spells):
    from excalibohn_tui.screens.help import help_markdown
    from rules import spec_for

    text = help_markdown(spec_for(variant, 3))
    assert ("**Spells:**" in text) is spells
    assert "**The middle:**" in text and "**Fields**" in text


def test_every_reason_an_undo_is_refused_has_words_for_the_question_before_the_move():
    """``revealed``'s reasons are said after the move ("a coin was revealed"); asked
    before it, each has its own words ("the coins it pays are turned face up"), in both
    languages."""
    import inspect
    import re

    from excalibohn_tui.session import ahead, revealed
    from rules import i18n

    reasons = re.findall(r'N_\("([^"]+)"\)', inspect.getsource(revealed))
    assert len(reasons) >= 7
    for lang in ("en", "de"):
        i18n.set_language(lang)
        try:
            for why in reasons:
                assert ahead(why) != i18n._(why), (lang, why)
        finally:
            i18n.set_language("en")


@pytest.mark.parametrize("case", ["sacrifice card in front", "enchantment"])
def test_phase_3_lists_the_harvests_when_no_card_fits_whatever_else_is_offered(case):
    """"None of them fits your fields now: harvest one first", and the list held no
    harvest: a sacrifice card at the front of the hand (which phase 3 does not plant) hid
    them, as did a planting with the Enchantment of the Beans (a spell's way out, which
    the player may not want)."""
    if case == "enchantment":
        game = build(3, spells={0: [("enchant_beans", True)]},
                     fields={0: [["white"], ["mean"] * 3]}, turned_up=["princess"],
                     active=0, phase="3")
    else:
        game = build(["Ann", "Ben", "Cem"], variant="bohnedikt",
                     hands={0: ["sacrifice", "blue"]}, fields={0: [["red"], ["soy"] * 3]},
                     aside={0: ["chili"]}, active=0, phase="3")
    from excalibohn_tui.choices import choices
    from rules import Harvest

    listed = choices(game.view(0), game.legal_actions(0), game.why_not, game.moves(0))
    harvests = [c for c in listed if not c.disabled and isinstance(c.actions[0], Harvest)]
    assert len(harvests) == 1 and harvests[0].actions == [Harvest(0, 1)]


def test_a_move_asked_about_ends_in_one_question_mark():
    """"Use Random Spell: ... shuffled back at the end of the turn.?": a move's words that
    end in a full stop become a question without it."""
    from excalibohn_tui.screens.table_dialogs import as_question

    assert as_question("Use Random Spell: it is shuffled back at the end of the turn.") == (
        "Use Random Spell: it is shuffled back at the end of the turn?")
    assert as_question("Harvest field 1: 3 Red Beans \u2192 1 coin") == (
        "Harvest field 1: 3 Red Beans \u2192 1 coin?")


def test_an_offered_bean_that_fits_no_field_is_listed_in_the_game_for_two():
    """Phase 4 of Bohnedikt for two: the offered Chili and Red Beans fit none of Ann's
    fields while the Blue does; they were listed only after a harvest with "h" (as the
    cards beside the fields in phase 3 were)."""
    from excalibohn_tui.choices import choices
    from rules import Harvest

    game = build(["Ann", "Ben"], variant="bohnedikt-duel", phase="4",
                 turned_up=["blue", "chili", "red"],
                 fields={0: [["blue"], ["soy"] * 2, ["garden"]]})
    listed = choices(game.view(0), game.legal_actions(0), game.why_not, game.moves(0))
    labels = [c.label for c in listed]
    assert labels[1].startswith("Plant no more")  # (its place right after the plantings)
    # (only the Soy Beans may go: the others stand alone, so the entries say that harvest)
    assert labels[2:4] == [
        f"Harvest Gottes Acker: 2 Soy Beans \u2192 1 coin (next coin at 4), then plant the "
        f"[{letter}] {name} Bean there" for letter, name in (("F", "Chili"), ("R", "Red"))]
    assert listed[2].actions == listed[3].actions == [Harvest(0, 1)]
    assert [c.plants for c in listed[2:4]] == [game.view(0).turned_up[1].id,
                                               game.view(0).turned_up[2].id]


def test_a_harvest_that_closes_its_field_is_not_offered_as_room_for_a_card():
    """Rabohnzel, with a Bean Field Spell's third field: any harvest closes the field it
    empties, so the Sword Bean that fits none of Ann's fields needs two.  Where the
    protection rule leaves one field to harvest, its entry said "then plant the Sword
    Bean there"; the entry says the two harvests instead, and the harvest list behind it
    says the field closes."""
    from excalibohn_tui.choices import choices
    from rules import Harvest

    game = build(["Ann", "Ben", "Cem"], variant="rabohnzel", active=0, phase="3",
                 fields={0: [["cap"] * 3, ["white"], ["picker"]]}, aside={0: ["cap", "sword"]})
    view = game.view(0)
    assert view.seats[0].fields[0].closes and not view.seats[1].fields[0].closes
    listed = choices(view, game.legal_actions(0), game.why_not, game.moves(0))
    sword = listed[1]
    assert sword.label == ("Plant the [S] Sword Bean: it fits none of your fields; harvest "
                           "twice first (the first harvest closes its field)...")
    assert (sword.kind, sword.actions) == ("pick", [Harvest(0, 0)])
    # without the spell's field, a harvest makes room (and says which where it is one)
    plain = build(["Ann", "Ben", "Cem"], variant="rabohnzel", active=0, phase="3",
                  fields={0: [["cap"] * 3, ["white"]]}, aside={0: ["cap", "sword"]})
    assert not any(f.closes for f in plain.view(0).seats[0].fields)
    assert choices(plain.view(0), plain.legal_actions(0), plain.why_not,
                   plain.moves(0))[1].kind == "apply"


def test_phase_three_with_everything_planted_says_so():
    """Rabohnzel: phase 3 waits while the Bean Field Spell may still be cast; with no card
    left to plant its prompt said "None of them fits your fields now: harvest one first"
    (play-test)."""
    from excalibohn_tui.text.prompts import prompt_text

    game = build(["Ann", "Ben", "Cem"], variant="rabohnzel", phase="3", active=0,
                 spells={0: [("bean_field", True)]})
    assert game.awaiting()[0].kind == "plant_aside"
    text = prompt_text(game.view(0), game.legal_actions(0)).plain
    assert text.startswith("Everything is planted.") and "None of them fits" not in text
    waiting = build(["Ann", "Ben", "Cem"], variant="rabohnzel", phase="3", active=0,
                    aside={0: ["cap"]}, fields={0: [["sword"], ["white"]]})
    assert "It fits none of your fields" in prompt_text(waiting.view(0),
                                                        waiting.legal_actions(0)).plain


@pytest.mark.parametrize("variant", ["bohnedikt-duel", "bohnedikt-trade"])
def test_the_last_turn_of_the_game_for_two_says_the_offer_left_is_discarded(variant):
    """Play-test: "Plant no more: leave the rest of the offer lying for Ann" on the last
    turn, and "LAST TURN" only once it was chosen; the beans then went to the discard
    pile (rules.duel), with no word of it at the moment of choice."""
    from excalibohn_tui.choices import choices
    from excalibohn_tui.text.prompts import prompt_text
    from excalibohn_tui.widgets.status import TableStatus

    def words(draw_size: int) -> tuple[str, list[str], str]:
        game = build(["Ann", "Ben"], variant=variant, phase="4", draw_size=draw_size,
                     turned_up=["blue", "chili", "red"], fields={0: [["blue"], [], []]})
        view = game.view(0)
        status = TableStatus()
        status.view = view
        return (prompt_text(view, game.legal_actions(0)).plain,
                [c.label for c in choices(view, game.legal_actions(0), game.why_not,
                                          game.moves(0))],
                status.text_at(100).plain)

    prompt, labels, status = words(3)  # the draw of this turn takes the last three
    assert "This is the last turn: the rest goes to the discard pile." in prompt
    assert any("(the last turn: it goes to the discard pile)" in x for x in labels)
    assert "LAST TURN" in status
    prompt, labels, status = words(4)
    assert "left lying for your opponent" in prompt and "LAST TURN" not in status
    assert not any("last turn" in x for x in labels)


def _first_sacrifice_of_the_game_for_two(n: int):
    """The two varieties of the sacrifice card the builder hands out first in Bohnedikt
    for two, and ``n`` other varieties (for an offer none of whose beans serve it)."""
    from rules.cards import SACRIFICE_OF

    probe = build(["Ann", "Ben"], variant="bohnedikt-duel", phase="1",
                  hands={0: ["sacrifice"]})
    first, second = SACRIFICE_OF[probe.state.seats[0].hand[0]]
    others = [b for b in ("blue", "chili", "red", "soy", "garden", "stink", "green",
                          "black_eyed") if b not in (first.value, second.value)][:n]
    return (first, second), others


def test_the_game_for_two_says_why_a_sacrifice_is_offered_when_the_offer_cannot_serve():
    """Phase 3 of Bohnedikt for two: "None of your sacrifices can be fulfilled with them",
    and yet "Fulfil a sacrifice..." in the list (from the hand alone, allowed at any
    time) read as a contradiction: the prompt says so."""
    from excalibohn_tui.text.prompts import prompt_text

    (first, second), offer = _first_sacrifice_of_the_game_for_two(3)
    game = build(["Ann", "Ben"], variant="bohnedikt-duel", phase="3", active=1,
                 hands={0: ["sacrifice", first, second]}, turned_up=offer)
    assert game.awaiting()[0].kind == "duel_offer" and game.awaiting()[0].player == 0
    text = prompt_text(game.view(0), game.legal_actions(0)).plain
    assert "None of your sacrifices can be fulfilled with them" in text
    assert "You may still fulfil one with two beans from your hand, as at any time." in text


def test_an_enchanted_field_is_worded_as_the_variety_it_counts_as():
    """The Enchantment of the Beans: the lone bean counts as the variety planted on it.
    The planting read "field 1 (1 Princess -> 2)", as if two Princess Beans, and the
    harvest listed a Princess and a Picker Bean where the board shows "Picker x2"."""
    from excalibohn_tui.choices import choices
    from excalibohn_tui.text.fields import harvest_words
    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], spells={0: [("enchant_beans", True)]},
                 fields={0: [["princess"], ["cap"] * 2]}, aside={0: ["picker"]},
                 active=0, phase="3")
    listed = choices(game.view(0), game.legal_actions(0), game.why_not, game.moves(0))
    enchant = next(c for c in listed if "Enchantment" in c.label)
    assert enchant.label == ("Plant the [P] Picker Bean on field 1 with the Enchantment of "
                             "the Beans: its lone Princess counts as a Picker too (2 Picker)")
    game.apply(enchant.actions[0])
    assert harvest_words(game.view(0), 0, 0) == (
        "Harvest field 1: 1 Princess Bean and 1 Picker Bean, all counting as Picker "
        "\u2192 1 coin (next coin at 3)")


def test_phase_3_with_the_trade_spell_offers_discarding_in_its_prompt():
    """The Trade Spell lets the turned-up cards nobody took be discarded: the prompt said
    only "harvest one first" above a list whose first entry discards (play-test)."""
    from excalibohn_tui.text.prompts import prompt_text
    from rules import Discard, Plant

    game = build(["Ann", "Ben", "Cem"], spells={0: [("trade", True)]},
                 fields={0: [["sword"] * 2, ["mean"] * 2]},
                 draw_top=["cap", "white", "picker"], active=0, phase="2")
    game.apply(next(a for a in game.legal_actions(0) if a.kind == "cast"))  # the spell
    game.apply(next(a for a in game.legal_actions(0) if a.kind == "done"))  # no trading
    legal = game.legal_actions(0)
    assert any(isinstance(a, Discard) for a in legal)
    assert not any(isinstance(a, Plant) for a in legal)
    assert ("None of them fits your fields now: harvest one first, or discard the "
            "turned-up ones nobody took.") in prompt_text(game.view(0), legal).plain


@pilot_test
async def test_an_offer_a_decree_forbids_is_told_once_in_the_dialog_not_over_its_lists():
    # at 80x24 the notification "Not allowed: ..." covered the cards to choose from, and
    # the dialog's summary said the same in red below them
    from excalibohn_tui.dialogs.trade import TradeDialog

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="2", active=0,
                 hands={0: ["blue", "chili", "soy"], 1: ["red"], 2: ["green"]},
                 draw_top=["decree:no_gifts", "chili", "stink"])
    app = make_app(session_for(game, ["human", "human", "human"]))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        number = next(k for k, t in enumerate(labels(app), 1) if t.startswith("Offer to Ben"))
        await pilot.press(str(number))
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog)
        await pilot.press("1", "enter")  # her Blue Bean as a gift: No Gifts forbids it
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog) and game.state.trade is None
        assert "Not allowed:" in screen_text(app)
        assert not [n for n in app._notifications if "Not allowed" in (n.title + n.message)]


def test_a_planting_on_a_field_with_a_decree_card_counts_them_as_the_field_does():
    """The field reads '×2+1E'; its planting read '(3 Blue → 4)', the decree card counted
    as a Blue Bean (a play-tester).  It reads '(2 Blue+1E → 4)': the bohnometer counts all
    three."""
    from excalibohn_tui.text.actions import describe
    from rules import Plant

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", hands={0: ["blue", "soy"]},
                 fields={0: [["blue", "blue", "decree:compost"], []]}, active=0, phase="1a")
    view = game.view(0)
    words = [describe(a, view) for a in game.legal_actions(0) if isinstance(a, Plant)]
    assert "Plant the [B] Blue Bean on the Bisch-Hof (2 Blue+1E \u2192 4)" in words


@pytest.mark.parametrize(("decree", "kinds", "why"), [
    # nobody trades this turn: the active player's prompt and a fellow's t say so
    ("market_closed", ["human", "human", "random"],
     "Decree Market Closed: no trades and no gifts this turn."),
    # Cem, at the keyboard with Ann, is not her left neighbour: t told him nothing
    ("neighbourly", ["human", "random", "human", "random"],
     "Decree Neighbourly: Ann trades only with Ben, the player on the left."),
])
@pilot_test
async def test_a_decree_that_keeps_people_here_from_offering_is_named_by_the_key(
        decree, kinds, why):
    from excalibohn_tui.text.prompts import prompt_text

    names = ["Ann", "Ben", "Cem", "Dora"][:len(kinds)]
    game = build(names, variant="bohnedikt", phase="2", active=0,
                 hands={p: ["red", "soy"] for p in range(len(kinds))},
                 draw_top=[f"decree:{decree}", "chili"])
    app = make_app(session_for(game, kinds))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause(0.3)
        await pilot.press("enter")  # Ann lifts her curtain: she trades
        await pilot.pause(0.3)
        assert game.awaiting()[0].kind == "trading"
        # her prompt names whom a decree leaves her (one that closes trading altogether
        # stands above it, in those words)
        prompt = prompt_text(game.view(0), game.legal_actions(0)).plain
        assert (why in prompt) is (decree == "neighbourly"), prompt
        told = notices(app)
        moves = len(game.log)
        await pilot.press("t")
        await pilot.pause(0.2)
        assert told == [why] and len(game.log) == moves


@pilot_test
async def test_an_offer_turned_round_that_a_decree_forbids_says_why_not_that_it_accepts():
    """Under Tithe of the Field the active player must give a turned-up bean: Ann's
    counter-offer giving Cem the Blue Bean from her hand, his offer turned round, said
    "sending it accepts the offer", and Enter only rang the bell (play-test)."""
    from excalibohn_tui.dialogs.trade import TradeDialog
    from rules import Offer

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="2", active=0,
                 hands={0: ["blue", "soy"], 1: ["red"], 2: ["chili", "soy"]},
                 draw_top=["decree:tithe", "garden"])
    chili = game.state.seats[2].hand[0]
    game.apply(Offer(2, (0,), (chili,), (Bean.BLUE,)))
    app = make_app(session_for(game, ["human", "random", "human"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause(0.3)
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause(0.3)
        assert labels(app)[0].startswith("Accept (not possible). Decree Tithe")
        await pilot.press("3")  # a counter-offer: it starts from Cem's, turned round
        await pilot.pause(0.3)
        assert isinstance(app.screen, TradeDialog)
        text = " ".join(screen_text(app).split())
        assert "Not allowed: Decree Tithe of the Field" in text
        assert "sending it accepts the offer" not in text


def test_a_decree_that_forbids_refusing_keeps_refuse_in_its_place_and_says_why():
    """Charity: a gift from the active player may not be refused, nor countered. The list
    read "1 Accept" and "2 Make a counter-offer", a dead end, with no word on Refuse."""
    from excalibohn_tui.choices import choices
    from rules import Offer

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="2", active=0,
                 hands={0: ["blue", "soy"], 1: ["red"], 2: ["chili"]},
                 draw_top=["decree:charity", "garden"])
    game.apply(Offer(0, (1,), (game.state.turned_up[1],)))
    listed = [c.label for c in choices(game.view(1), game.legal_actions(1), game.why_not)]
    assert listed[0].startswith("Accept")
    assert listed[1] == ("Refuse (not possible). Decree Charity: nobody may refuse a gift "
                         "from the active player this turn.")
    assert not any("counter-offer" in label for label in listed)


def test_the_trading_prompt_under_a_decree_does_not_promise_what_it_forbids():
    """Under Sealed Hand the prompt read "offer turned-up or hand cards ... or give cards
    away": the decree above it allows turned-up cards only."""
    from excalibohn_tui.text.prompts import prompt_text

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="2", active=0,
                 hands={0: ["blue", "soy"], 1: ["red"], 2: ["chili"]},
                 draw_top=["decree:sealed_hand", "garden"])
    words = prompt_text(game.view(0), game.legal_actions(0)).plain
    assert words.startswith("Trading under the decree above:") and "hand cards" not in words
    plain = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="2", active=0,
                  hands={0: ["blue", "soy"], 1: ["red"], 2: ["chili"]},
                  draw_top=["garden", "red"])
    assert "hand cards" in prompt_text(plain.view(0), plain.legal_actions(0)).plain


@pilot_test
async def test_a_fellow_called_to_offer_in_anothers_place_is_told_which_decree_called_them():
    """Neighbourly: Cem pressed t and the curtain called Ben, Ann's left neighbour, with no
    word why."""
    game = build(["Ann", "Ben", "Cem", "Dora"], variant="bohnedikt", phase="2", active=0,
                 hands={p: ["red", "soy"] for p in range(4)},
                 draw_top=["decree:neighbourly", "chili"])
    app = make_app(session_for(game, ["human", "human", "human", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause(0.3)
        await pilot.press("enter")  # Ann trades
        await pilot.pause(0.3)
        await pilot.press("t")  # Cem would; only Ben may
        await pilot.pause(0.3)
        text = " ".join(screen_text(app).split())
        assert "Ben, please take the keyboard." in text
        assert ("Ben wants to make an offer. Decree Neighbourly: Ann trades only with Ben, "
                "the player on the left.") in text


@pilot_test
async def test_an_offer_the_active_player_could_never_accept_says_so_before_it_is_sent():
    """Sealed Hand: Cem's offer asking Ann for a Blue Bean, none turned up, went through,
    and only Ann saw why she could not accept it (two curtains for nothing)."""
    from excalibohn_tui.dialogs.trade import TradeDialog

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="2", active=0,
                 hands={0: ["blue", "soy"], 1: ["red"], 2: ["chili", "soy"]},
                 draw_top=["decree:sealed_hand", "garden"])
    app = make_app(session_for(game, ["human", "random", "human"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause(0.3)
        await pilot.press("enter")  # Ann trades
        await pilot.pause(0.3)
        await pilot.press("t")  # Cem makes her an offer
        await pilot.pause(0.3)
        await pilot.press("enter")  # Cem's curtain
        await pilot.pause(0.3)
        assert isinstance(app.screen, TradeDialog)
        await pilot.press("1", "b")  # his Chili for a Blue Bean
        await pilot.pause(0.3)
        text = " ".join(screen_text(app).split())
        assert "Ann could not accept this as it stands: Decree Sealed Hand" in text
        await pilot.press("backspace", "d")  # for the turned-up Garden Bean: she could
        await pilot.pause(0.3)
        assert "could not accept" not in " ".join(screen_text(app).split())


def test_a_magic_bean_row_turning_one_spell_says_so_plainly():
    """"Magic Bean (field 2): turn up to 1 spell card face up" read oddly (play-test)."""
    from excalibohn_tui.text.actions import describe
    from excalibohn_tui.text.prompts import prompt_text
    from rules import UseAbility

    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"]}, fields={0: [["magic"], []]},
                 spells={0: ["trade"]}, active=0, phase="1b")
    use = next(a for a in game.legal_actions(0) if isinstance(a, UseAbility))
    assert describe(use, game.view(0)) == "Magic Bean (field 1): turn a spell card face up"
    game.apply(use)
    assert prompt_text(game.view(0), game.legal_actions(0)).plain == (
        "Turn a spell card face up, or none.")
    four = build(["Ann", "Ben", "Cem"], hands={0: ["cap"]}, fields={0: [["magic"] * 4, []]},
                 spells={0: ["trade", "pile"]}, active=0, phase="1b")
    use = next(a for a in four.legal_actions(0) if isinstance(a, UseAbility))
    assert describe(use, four.view(0)).endswith("turn up to 2 spell cards face up")


@pilot_test
async def test_a_fellow_may_make_an_offer_from_the_active_players_curtain():
    """While Ann's curtain stood for her trading, Ben could not make her an offer until
    she had lifted it: then his curtain, then hers again (play-test)."""
    from excalibohn_tui.dialogs.trade import TradeDialog
    from excalibohn_tui.screens.curtain import CurtainScreen

    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["mean", "white"],
                                               2: ["cap"]},
                 turned_up=["princess", "magic"], active=0, phase="trade")
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause(0.3)
        assert isinstance(app.screen, CurtainScreen)
        assert "t Offer to Ann" in screen_text(app)
        await pilot.press("t")  # Ben, the only one here who may: his curtain
        await pilot.pause(0.3)
        assert "Ben, please take the keyboard." in screen_text(app)
        await pilot.press("enter")
        await pilot.pause(0.3)
        assert isinstance(app.screen, TradeDialog)
        await pilot.press("1", "q", "enter")  # his Mean Bean for the Princess
        await pilot.pause(0.3)
        assert game.log[-1].player == 1 and game.state.trade is not None
        assert "Ann, please take the keyboard." in screen_text(app)  # to answer it
        assert "Offer to Ann" not in screen_text(app)  # (no more: she answers)


def test_a_magic_bean_row_with_one_spell_to_turn_turns_it_in_one_choice():
    """Rabohnzel: "Magic Bean (field 2): turn up to 1 spell card face up" led to a second
    list, "Turn Attack Spell face up / Turn no more spells face up", for the one spell
    card that lay face down (play-test)."""
    from excalibohn_tui.choices import choices

    for variant in ("excalibohn", "rabohnzel"):
        game = build(["Ann", "Ben", "Cem"], variant=variant, hands={0: ["cap"]},
                     fields={0: [["magic"], []]}, spells={0: ["trade"]}, active=0, phase="1b")
        listed = choices(game.view(0), game.legal_actions(0), game.why_not)
        magic = next(c for c in listed if c.label.startswith("Magic Bean"))
        assert magic.label == "Magic Bean (field 1): turn Trade Spell face up", magic.label
        for action in magic.actions:
            game.apply(action)
        assert game.view(0).seats[0].spells[0].face_up
    two = build(["Ann", "Ben", "Cem"], hands={0: ["cap"]}, fields={0: [["magic"], []]},
                spells={0: ["trade", "pile"]}, active=0, phase="1b")
    listed = choices(two.view(0), two.legal_actions(0), two.why_not)
    magic = next(c for c in listed if c.label.startswith("Magic Bean"))
    assert magic.label == "Magic Bean (field 1): turn a spell card face up"
    assert len(magic.actions) == 1  # which of the two: the list after it asks


def test_face_down_spells_of_a_fellow_are_counted_as_one_piece():
    """Face-down spells that the viewer may not see are counted in one piece, as the
    hand's "▒5 in hand" is: "▒2 spells", or "▒1 face down" after a spell face up; "▒▒ ▒▒"
    read as four cards and one "▒▒" as two (play-test).  The viewer's own face-down spell
    keeps its name."""
    from excalibohn_tui.widgets.seat import seat_block, seat_lines

    game = build(["Ann", "Ben", "Cem"], active=0, phase="1a",
                 spells={0: [("flow", False)], 1: [("retuck", False), ("pile", False)],
                         2: [("swap", False), ("attack", True)]})
    view = game.view(0)
    for draw in (lambda p: seat_block(view, p, 40), lambda p: seat_lines(view, p, 60)):
        ben = " ".join(r.plain for r in draw(1))
        cem = " ".join(r.plain for r in draw(2))
        assert "\u25922 spells" in ben and "\u2592\u2592" not in ben, ben
        assert "\u2726Attack" in cem and "\u25921 face down" in cem, cem
    own = " ".join(r.plain for r in seat_lines(view, 0, 60))
    assert "face down" not in own and "\u2592Card Flow" in own, own


@pilot_test
async def test_the_help_is_not_covered_by_a_notice_given_just_before():
    """A notice ("Not allowed: ...") stood over the help's first lines when ``?`` came
    right after it (play-test)."""
    from excalibohn_tui.screens.help import HelpScreen

    app = make_app(make_session("Ann,Ben,Cem", seed=3))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause(0.3)
        await pilot.press("enter")  # (the new game's words)
        await pilot.pause(0.3)
        app.notify("A notice just given", timeout=30)
        await pilot.pause(0.2)
        assert "A notice just given" in screen_text(app)
        await pilot.press("question_mark")
        await pilot.pause(0.3)
        assert isinstance(app.screen, HelpScreen), screen_text(app)
        assert "A notice just given" not in screen_text(app)


def test_a_borrowed_spell_used_and_face_down_still_says_borrowed():
    """The Random Spell lends a card for the turn; used, it lies face down till it goes
    back, and read "face down" in its holder's place as if it were theirs (play-test).
    It says "borrowed" to its holder, and the others see that one of the cards is."""
    from excalibohn_tui.widgets.cards import spell_card
    from excalibohn_tui.widgets.seat import seat_lines

    game = build(["Ann", "Ben", "Cem"], active=1, phase="1b",
                 spells={1: [("retuck", False), ("bean_field", False)]})
    game.state.seats[1].spells[1].borrowed = True  # (as the Random Spell leaves it, used)
    own = game.view(1)
    card = spell_card(own.seats[1].spells[1], "G")
    assert "borrowed" in card[-1].plain and "face down" not in card[-1].plain
    assert "face down" in spell_card(own.seats[1].spells[0], "G")[-1].plain
    assert "Bean Field borrowed" in " ".join(r.plain for r in seat_lines(own, 1, 80))
    ann = " ".join(r.plain for r in seat_lines(game.view(0), 1, 80))
    assert "\u25922 spells, 1 borrowed" in ann, ann


@pilot_test
async def test_a_phase_that_ends_by_itself_says_so_and_takes_no_key_typed_at_once():
    """Ben turned his last face-down spell up with a Magic Bean; nothing was left to use,
    so phase 1b ended by itself, and his "2", meant for "End phase 1b", opened an offer
    (play-test).  The end is said where the eye is, and a key typed at once is not
    taken."""
    from excalibohn_tui.dialogs.trade import TradeDialog
    from rules import UseAbility

    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["magic"] * 2, []]}, spells={0: ["hand_card"]}, active=0,
                 phase="1b")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause(0.3)
        told = notices(app)
        use = next(k for k, c in enumerate(table_of(app)._choices)
                   if any(isinstance(a, UseAbility) for a in c.actions))
        with stopped_clock():
            await pilot.press(str(use + 1), "2")  # "2" at once, for the list before
            await pilot.pause(0.3)
        assert game.phase == "2"
        assert told and "phase 1b ends" in told[0], told
        assert not isinstance(app.screen, TradeDialog)
        assert labels(app)[1].startswith("Offer to"), labels(app)
        await pilot.pause(0.5)
        await pilot.press("2")  # later, it is taken
        await pilot.pause(0.3)
        assert isinstance(app.screen, TradeDialog)


def test_an_offer_from_the_active_player_says_which_cards_lie_turned_up():
    """"Dana offers: gives [W] White Bean, [C] Cap Bean" did not say that the Cap Bean
    was turned up and the White Bean from her hand, as a table shows (play-test)."""
    from excalibohn_tui.text.prompts import prompt_text
    from rules import Offer

    game = build(["Ann", "Ben", "Cem"], hands={0: ["white"], 1: ["mean"], 2: ["cap"]},
                 turned_up=["cap", "magic"], active=0, phase="trade")
    white = game.state.seats[0].hand[0]
    cap = next(c for c in game.state.turned_up if BEAN_OF[c] is Bean.CAP)
    game.apply(Offer(0, (1,), (white, cap), (Bean.MEAN,)))
    words = prompt_text(game.view(1), game.legal_actions(1)).plain
    assert "[C] Cap Bean (turned up)" in words and "[W] White Bean," in words, words


def test_a_bean_received_in_the_game_for_two_waits_without_being_said_to_fit_nowhere():
    """Bohnedikt for two with trading: a bean received in phase 4 is planted when the
    phase ends; the list called it "Plant the [G] Green Bean (it fits none of your
    fields: harvest one first)" with every field empty (play-test).  The rules say why
    it waits, and the list offers nothing for it."""
    from excalibohn_tui.choices import choices
    from rules import Plant

    game = build(["Ann", "Ben"], variant="bohnedikt-trade", active=1, phase="4",
                 aside={1: ["green"]}, turned_up=["red", "blue"],
                 hands={0: ["soy"], 1: ["chili"]})
    green = game.state.seats[1].aside[0]
    listed = choices(game.view(1), game.legal_actions(1), game.why_not, game.moves(1))
    assert not any("Green" in c.label for c in listed), [c.label for c in listed]
    assert "when phase 4 ends" in str(game.why_not(Plant(1, green, 0)))


@pilot_test
async def test_the_offer_dialogs_warnings_go_with_it():
    """"No card to give has the number 5." stood over the table after the offer dialog
    had closed, into the next phase (play-test)."""
    from excalibohn_tui.dialogs.trade import TradeDialog

    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 turned_up=["princess", "magic"], active=0, phase="trade")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause(0.3)
        offer = next(k for k, label in enumerate(labels(app)) if label.startswith("Offer to"))
        await pilot.press(str(offer + 1))
        await pilot.pause(0.3)
        assert isinstance(app.screen, TradeDialog)
        await pilot.press("9")  # no card to give has it
        await pilot.pause(0.2)
        assert "No card to give has the number 9" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause(0.3)
        assert not isinstance(app.screen, TradeDialog)
        assert "No card to give has the number 9" not in screen_text(app)


class _Refuses:
    """A computer player that refuses every offer."""

    def choose(self, game, p):
        from rules import Refuse

        return Refuse(p)


@pytest.mark.parametrize("delay", [0, 0.01])
@pilot_test
async def test_a_computer_players_answer_to_a_fellows_offer_is_told_on_the_screen(delay):
    """Cem offered Ben, a computer player in his turn, a trade; Ben refused, and the
    screen went back to his trading without a word: the refusal was only in the log,
    behind a key at 80x24 (play-test).  The answer is told, as an active player's offer
    shows its answers."""
    from rules import Offer

    game = build(["Ann", "Ben", "Cem"], variant="bohnanza", hands={0: ["red"], 1: ["soy"],
                                                                  2: ["blue", "chili"]},
                 turned_up=["garden", "green"], active=1, phase="2")
    game.apply(Offer(2, (1,), (game.state.seats[2].hand[0],), (Bean.GARDEN,)))
    session = session_for(game, ["human", "normal", "human"])
    session._bots[1] = _Refuses()
    app = make_app(session)
    app.bot_delay = delay
    told = []  # (each notice replaces the one before on the table: the stub's next move,
    # a Refuse out of turn, is told as illegal right after)
    notify = app.notify
    app.notify = lambda message, **kw: (told.append(message), notify(message, **kw))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        for _ in range(40):
            await pilot.pause(0.02)
            if game.state.trade is None:
                break
        await pilot.pause(0.1)
        assert "Answer to Cem's offer: Ben refuses." in told


@pytest.mark.parametrize("people", [1, 2])
@pilot_test
async def test_a_person_alone_with_computer_players_is_not_stopped_where_there_is_nothing_to_do(
        people):
    """Phase 1b waits for a player holding cards and a face-down spell even where they
    have nothing to use, so that nobody learns their hand holds no Magic Bean; with
    computer players only at the table (they learn only what the views tell), that was a
    key for nothing every turn (play-test, in Bohnedikt for two at each offer).  It goes
    on by itself, told; with another person at the table it still waits."""
    game = build(["Ann", "Ben", "Cem"], hands={0: ["princess", "sword"], 1: ["cap"],
                                             2: ["cap"]},
                 spells={0: ["trade"]}, active=0, phase="1b")
    assert [w.kind for w in game.awaiting()] == ["magic"]
    assert game.view(0).decision.idle and not game.view(1).decision.idle
    kinds = ["human", "normal", "normal"] if people == 1 else ["human", "normal", "human"]
    app = make_app(session_for(game, kinds))
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        for _ in range(10):
            await pilot.pause(0.05)
        if people == 2:
            assert [w.kind for w in game.awaiting()] == ["magic"]
            return
        assert game.state.step != "magic"
        assert any("phase 1b" in n.message for n in app._notifications)


@pytest.mark.parametrize("variant", ["excalibohn", "bohnedikt-trade"])
def test_the_help_names_every_letter_key_of_the_table(variant):
    """The help's keys said nothing of t (a fellow's offer) nor of w (save as): every
    letter the table answers to is named there, in both languages."""
    from excalibohn_tui.screens.help import help_markdown
    from excalibohn_tui.screens.table import TableScreen
    from rules import spec_for
    from rules.i18n import set_language

    letters = {k for b in TableScreen.BINDINGS for k in b.key.split(",")
               if len(k) == 1 and k.isalpha()}
    assert {"h", "t", "l", "u", "w", "i", "v"} <= letters
    for lang in ("en", "de"):
        set_language(lang)
        try:
            text = help_markdown(spec_for(variant, 2 if "trade" in variant else 3))
        finally:
            set_language("en")
        assert not [k for k in letters if f"**{k}**" not in text], lang


@pilot_test
async def test_a_decree_card_on_a_field_is_drawn_without_a_bohnometer():
    """Bohnedikt: a Bisch-Hof with a decree card on top showed the bohnometer of the beans
    below it (a harvest pays nothing then), and one with a decree card alone a scale of
    dashes; a decree card has no bohnometer: the field names the decree in its place."""
    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="2", active=0,
                 hands={0: ["chili", "soy"], 1: ["red"], 2: ["green"]},
                 fields={0: [["blue", "blue", "decree:tithe"], []],
                         1: [["decree:market_closed"], []]},
                 draw_top=["chili", "soy"])
    app = make_app(session_for(game, ["human"] * 3))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        text = screen_text(app)
        assert "\u00d72+1E" in text and "\u00d70+1E" in text  # (drawn as stacks)
        assert "4\u00b76\u00b78\u00b710" not in text, text  # the Blue Beans' below Tithe
        assert "-\u00b7-" not in text, text
        # (named: the decree's letter gives way to its name where both do not fit)
        assert "Tithe of th\u2026" in text and "Market Clos\u2026" in text, text


def test_a_bean_offered_for_one_of_its_kind_says_what_the_trade_changes():
    """"Normal bot 2 offers: gives Green Bean; asks for Green Bean" looked like no trade
    at all (play-test): the one asked is told that the bean received is planted now."""
    from excalibohn_tui.text.prompts import prompt_text
    from rules import Offer

    game = build(["Ann", "Ben", "Cem"], variant="bohnanza", phase="2", active=0,
                 hands={0: ["green", "soy"], 1: ["blue", "green"], 2: ["red"]},
                 draw_top=["chili", "garden"])
    green = game.state.seats[0].hand[0]
    game.apply(Offer(0, (1,), (green,), (Bean.GREEN,)))
    text = prompt_text(game.view(1), game.legal_actions(1)).plain
    assert "Like for like: the [G] Green Bean you get is planted this turn" in text
    other = build(["Ann", "Ben", "Cem"], variant="bohnanza", phase="2", active=0,
                  hands={0: ["green", "soy"], 1: ["blue", "green"], 2: ["red"]},
                  draw_top=["chili", "garden"])
    other.apply(Offer(0, (1,), (green,), (Bean.BLUE,)))
    assert "Like for like" not in prompt_text(other.view(1), other.legal_actions(1)).plain


def test_the_offer_of_the_game_for_two_lists_its_own_sacrifices_first():
    """Ann chose "Fulfil a sacrifice" on Ben's offer: of the six listed, four were of two
    hand beans only (legal at any time), though the prompt spoke of the offer's beans
    (play-test).  The prompt says so, and that they come after those with an offered bean
    (the decision's own, listed before the moves of any time)."""
    from excalibohn_tui.choices import choices
    from excalibohn_tui.text.prompts import prompt_text
    from rules import Sacrifice

    (first, second), others = _first_sacrifice_of_the_game_for_two(2)
    game = build(["Ann", "Ben"], variant="bohnedikt-duel", phase="3", active=1,
                 hands={0: ["sacrifice", second, first]}, turned_up=[first, *others])
    view, legal = game.view(0), game.legal_actions(0)
    assert view.decision.kind == "duel_offer"
    offered = {c.id for c in view.turned_up}
    both = [a for a in legal if isinstance(a, Sacrifice)]
    assert any(offered & set(a.beans) for a in both)
    assert any(not offered & set(a.beans) for a in both)
    text = prompt_text(view, legal).plain
    assert "Below them, as at any time: the sacrifices with two beans from your hand." in text
    pick = next(c for c in choices(view, legal, game.why_not, game.moves(0))
                if c.kind == "pick" and isinstance(c.actions[0], Sacrifice))
    uses = [bool(offered & set(a.beans)) for a in pick.actions]
    assert uses == sorted(uses, reverse=True) and uses[-1] is False


@pilot_test
async def test_the_status_says_your_move_to_the_one_who_decides_alone():
    """Play-test: "Now: Ann must plant their front card." above "You must plant your front
    card" read as if someone else had to.  Where the viewer alone decides, the status line
    says it is their move; the prompt below says what."""
    app = make_app(session_for(cap_planting(), ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = flat(screen_text(app))
        assert "Now: Your move, Ann." in text
        assert "must plant their front card" not in text
        assert "You must plant your front card" in text



def test_the_status_says_your_move_and_names_the_others_deciding_too():
    """Play-test: "Now: Normal bot 3, Me and Normal bot 1 must answer an offer." named the
    viewer among the others."""
    from excalibohn_tui.widgets.status import TableStatus
    from rules import Offer

    game = build(["Ann", "Ben", "Cem", "Dana"],
                 hands={0: ["sword"], 1: ["mean"], 2: ["cap"], 3: ["cap"]},
                 turned_up=["princess"], active=0, phase="trade")
    game.apply(Offer(0, to=(1, 2, 3), give=tuple(game.state.turned_up)))
    status = TableStatus()
    status.set_reactive(TableStatus.view, game.view(2))
    assert "Now: Your move, Cem; Ben and Dana decide too." in status.make_text().plain
    status.set_reactive(TableStatus.view, game.public_view())
    assert "Now: Ben, Cem and Dana must answer an offer." in status.make_text().plain
    game.apply(Refuse(1))
    game.apply(Refuse(3))
    status.set_reactive(TableStatus.view, game.view(2))
    assert "Now: Your move, Cem." in status.make_text().plain


@pilot_test
async def test_a_card_taken_that_fits_no_field_is_planted_by_the_harvest_that_makes_room():
    """The Picker Bean takes Ben's Sword Bean, which fits neither of Ann's fields: the list
    said "Harvest field 2: 2 Mean Beans" and, that done, asked once more to plant it
    (play-test: its sibling entries say "then plant ... there"). Now the harvest's entry
    says so and plants it on the field it empties, one key."""
    from rules import UseAbility

    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["white", "sword"], 2: []},
                 fields={0: [["picker"], ["mean", "mean"]]}, active=0, phase="1b")
    sword = game.state.seats[1].hand[-1]
    game.apply(next(a for a in game.legal_actions(0)
                    if isinstance(a, UseAbility) and a.target == 1))
    assert game.awaiting()[0].kind == "tuck_or_plant"
    app = make_app(session_for(game, ["human", "human", "human"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        label = next(c.label for c in table_of(app)._choices if "Harvest field 2" in c.label)
        assert "then plant the [S] Sword Bean there" in label, labels(app)
        await choose(pilot, app, "Harvest field 2")
        await pilot.pause()
    assert game.state.seats[0].fields[1].cards == [sword]
    assert sword not in game.state.seats[0].hand


def test_the_cards_nobody_took_are_discarded_with_one_key():
    """The Trade Spell's three cards nobody took took three keys, one each (play-test):
    one entry discards them all, each of them still on its own."""
    from excalibohn_tui.choices import choices
    from rules import Discard

    game = build(["Ann", "Ben", "Cem"], spells={0: [("trade", True)]},
                 fields={0: [["sword"] * 2, ["mean"] * 2]},
                 draw_top=["cap", "white", "picker"], active=0, phase="2")
    game.apply(next(a for a in game.legal_actions(0) if a.kind == "cast"))
    game.apply(next(a for a in game.legal_actions(0) if a.kind == "done"))
    listed = choices(game.view(0), game.legal_actions(0), game.why_not, game.moves(0))
    every = [c for c in listed if len(c.actions) > 1]
    assert len(every) == 1 and every[0].label == (
        "Discard every turned-up card nobody took: a Cap Bean, a White Bean and a Picker "
        "Bean")
    assert set(every[0].actions) == {a for a in game.legal_actions(0)
                                     if isinstance(a, Discard)}
    singles = [c for c in listed if c.actions and isinstance(c.actions[0], Discard)]
    assert len(singles) == 4 and listed.index(every[0]) == listed.index(singles[-1])
    cards = list(game.state.turned_up)
    for action in every[0].actions:  # each stays allowed after the one before it
        game.apply(action)
    assert set(cards) <= set(game.state.discard)


def test_a_like_for_like_counter_offer_says_what_it_changes():
    """Play-test: "Hard bot 1 counters: gives [M] Mean Bean; asks for [M] Mean Bean" read
    as no trade at all.  What it changes for the one who counters is said with it."""
    from excalibohn_tui.text.prompts import prompt_text
    from rules import CounterOffer, Offer

    game = build(["Ann", "Ben", "Cem"], hands={0: ["sword"], 1: ["mean", "cap"], 2: ["cap"]},
                 turned_up=["mean", "princess"], active=0, phase="trade")
    mean = game.state.turned_up[0]
    game.apply(Offer(0, to=(1,), give=(mean,), ask=(Bean.CAP,)))
    game.apply(CounterOffer(1, give=(game.state.seats[1].hand[0],), ask=(Bean.MEAN,)))
    words = " ".join(prompt_text(game.view(0)).plain.split())
    assert ("Ben counters: gives [M] Mean Bean; asks for [M] Mean Bean (Like for like: "
            "Ben's [M] Mean Bean leaves their hand, and the one they get is planted this turn.)"
            in words), words
    game = build(["Ann", "Ben", "Cem"], hands={0: ["sword"], 1: ["mean", "cap"], 2: ["cap"]},
                 turned_up=["mean", "princess"], active=0, phase="trade")
    game.apply(Offer(0, to=(1,), give=(game.state.turned_up[0],), ask=(Bean.CAP,)))
    game.apply(CounterOffer(1, give=(game.state.seats[1].hand[1],), ask=(Bean.MEAN,)))
    assert "Like for like" not in prompt_text(game.view(0)).plain  # a Cap for a Mean


def test_planting_out_a_hidden_hand_is_a_must_in_the_prompt():
    # ("You may plant your front card" while planting out, which nobody may skip)
    from dataclasses import replace

    from excalibohn_tui.text.prompts import prompt_text

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="4", passes=3,
                 draw_size=0, hands={0: ["blue", "blue"], 1: ["red"], 2: []})
    assert game.awaiting()[0].kind == "plant_out"
    hidden = replace(game.public_view(), viewer=0)  # (her hand hidden from the others)
    text = prompt_text(hidden, []).plain
    assert "You must plant your front card." in text and "may" not in text


@pilot_test
async def test_the_harvest_list_numbers_only_what_can_be_chosen():
    # ("1 The Bisch-Hof is empty": a number that promised a choice, play-test); the
    # fields that can be harvested keep their own numbers all the same
    game = build(["Ann", "Ben", "Cem"], hands={0: ["princess"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["cap"], ["sword", "sword"]]}, active=0, phase="1b")
    app = make_app(session_for(game, ["human", "random", "random"]))
    told = notices(app)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        text = screen_text(app)
        assert "2 Harvest field 2: 2 Sword Beans" in text
        assert "  Field 1 (1 Cap Bean): " in text and "1 Field 1" not in text  # (protected)
        await pilot.press("1")  # (its number left out: its words say why, in the dialog)
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog) and not game.log
        assert "protection rule" in str(app.screen.query_one(".hint").render())
        assert not told  # (not a notice over the dialog)
