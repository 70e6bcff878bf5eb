"""The list of choices (``ChoiceList``): numbers only on what can be chosen, a number for
every entry of a long list, a jump by letter; on the table, in the list dialogs, and with
the keys the screen keeps for itself."""

from __future__ import annotations

import positions
import pytest
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import OptionList
from tui_helpers import (
    after_haste,
    burst,
    choose,
    labels,
    make_app,
    movable_clock,
    notices,
    pilot_test,
    screen_text,
    session_for,
    stopped_clock,
    table_of,
    until,
)

from excalibohn_tui.choices import choices
from excalibohn_tui.dialogs.choice import ChoiceDialog
from excalibohn_tui.widgets.choice_list import ChoiceList, TypedNumber, jump_letters
from rules import Bean, Done
from rules.builder import build


def test_typed_numbers_reach_every_entry_of_a_long_list():
    typed = TypedNumber()
    twelve = range(1, 13)
    assert typed.digit(5, twelve) == (5, True)  # nothing longer starts with 5: at once
    assert typed.digit(1, twelve) == (1, False)  # 1, or 10 to 12: wait
    assert typed.digit(2, twelve) == (12, True)
    assert typed.digit(1, twelve) == (1, False)
    assert typed.digit(0, twelve) == (10, True)
    assert typed.digit(1, twelve) == (1, False)
    assert typed.digit(7, twelve) == (7, True)  # no 17: a fresh start with 7
    assert typed.digit(0, twelve) == (None, False)  # no number starts with 0
    nine = range(1, 10)
    assert [typed.digit(d, nine) for d in (1, 9)] == [(1, True), (9, True)]
    assert typed.digit(3, [1, 2]) == (None, False)
    # numbers that do not start at 1 (a hand with a sacrifice card at its front)
    assert typed.digit(1, [2, 3, 11]) == (None, False)  # only the start of 11
    assert typed.digit(1, [2, 3, 11]) == (11, True)


def test_the_letters_that_jump_to_an_entry():
    assert jump_letters("Plant the [S] Sword Bean on field 1") == {"p", "s"}
    assert jump_letters("[Q] Princess Bean") == {"q"}
    assert jump_letters("Ben: 1 field may be harvested") == {"b"}
    assert jump_letters("12 ...") == frozenset()


class ListApp(App[None]):
    """A ChoiceList alone, with a key the screen keeps for itself (``h``)."""

    BINDINGS = [Binding("h", "harvest", "Harvest")]

    def __init__(self, entries) -> None:
        super().__init__()
        self.entries = entries
        self.chosen: list[int] = []
        self.harvested = 0

    def compose(self) -> ComposeResult:
        yield ChoiceList(id="list")

    def on_mount(self) -> None:
        choices = self.query_one(ChoiceList)
        choices.set_choices(self.entries)
        choices.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.chosen.append(event.option_index)

    def action_harvest(self) -> None:
        self.harvested += 1


LONG = [(f"Choice {k}: [{'ABCDEFGHIJKL'[k]}] bean", True) for k in range(12)]


@pilot_test
async def test_a_list_of_twelve_entries_has_a_number_for_each():
    entries = LONG[:3] + [("Field 2 cannot be harvested: protected", False)] + LONG[3:]
    app = ListApp(entries)
    async with app.run_test(size=(60, 20)) as pilot:
        choices = app.query_one(ChoiceList)
        text = screen_text(app)
        assert " 1 Choice 0" in text and "12 Choice 11" in text
        assert "  Field 2 cannot" in text  # the line that only informs has no number
        assert choices.number_of(3) is None and choices.number_of(4) == 4
        await pilot.press("4")  # no 40 and more: chosen at once (past the unnumbered line)
        assert app.chosen == [4]
        await pilot.press("1", "2")
        assert app.chosen == [4, 12]
        await pilot.press("1")  # 1 or 10 to 12: highlighted, Enter chooses it
        assert app.chosen == [4, 12] and choices.highlighted == 0
        await pilot.pause()
        assert any("another digit" in n.message for n in app._notifications)
        await pilot.press("enter")
        assert app.chosen == [4, 12, 0]
        await pilot.pause()  # the hint goes with the choice (it stayed over the next list)
        assert not any("another digit" in n.message for n in app._notifications)
        await pilot.press("1", "down", "1", "1")  # any other key starts the number anew
        assert app.chosen == [4, 12, 0, 11]


@pilot_test
async def test_a_letter_jumps_to_the_next_entry_with_it_and_the_screens_keys_stay():
    entries = [("Plant the [S] Sword Bean on field 1", True),
               ("Plant the [S] Sword Bean on field 2", True),
               ("Field 1 cannot be harvested: single", False),
               ("Harvest field 2 first", True),
               ("Tuck the [C] Cap Bean", True)]
    app = ListApp(entries)
    async with app.run_test(size=(60, 20)) as pilot:
        choices = app.query_one(ChoiceList)
        await pilot.press("s")
        assert choices.highlighted == 1  # the next one with an S after the first
        await pilot.press("s")
        assert choices.highlighted == 0  # round the end
        await pilot.press("c")
        assert choices.highlighted == 4
        await pilot.press("f")  # "Field 1" only informs: not a place to land
        assert choices.highlighted == 4
        await pilot.press("h")  # the screen's own key: it harvests, it does not jump
        assert app.harvested == 1 and choices.highlighted == 4
        assert app.chosen == []


@pilot_test
async def test_on_the_table_only_choices_are_numbered_and_a_digit_picks_by_number():
    # Ann's front card fits no field; field 1 (one Sword Bean) is protected
    game = build(["Ann", "Ben", "Cem"], hands={0: ["princess", "sword"], 1: ["mean"],
                                              2: ["white"]},
                 fields={0: [["sword"], ["white"] * 2]}, active=0, phase="1a")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = table_of(app)
        assert [c.disabled for c in table._choices] == [False, True]
        text = screen_text(app)
        assert "1 Harvest field 2" in text
        assert "2 Field 1 cannot be harvested" not in text
        assert "  Field 1 cannot be harvested" in text
        await pilot.press("tab")  # the hand has the focus: the digits still choose
        await pilot.press("2")  # no choice 2: nothing happens
        await pilot.pause()
        assert game.state.seats[0].fields[1].cards
        await pilot.press("1")
        await pilot.pause()
        # field 2 was harvested, and the Princess planted there (nothing else was left)
        assert [a.kind for a in game.log] == ["harvest", "plant"]
        assert [game.state.seats[0].fields[1].cards] == [[game.log[1].card]]


@pilot_test
async def test_list_dialogs_number_their_entries_and_jump_by_letter():
    app = make_app(session_for(positions.five_player_middle(), ["human"] * 5))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        await pilot.press("h")  # Ann's fields first (h at her table), then the others
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        assert "Ann: which field do you harvest?" in screen_text(app)
        await pilot.press("s")  # the letter jumps to "Someone else harvests..."
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        text = screen_text(app)
        assert "1 Ben: 1 field may be harvested" in text
        assert "4 Eli: 1 field may be harvested" in text
        options = app.screen.query_one(ChoiceList)
        await pilot.press("d")
        assert options.highlighted == 2  # Dana
        await pilot.press("e", "enter")  # Eli
        await pilot.pause()
        # (her fields, on the public table: a harvest needs no curtain of hers)
        assert "Eli: which field do you harvest?" in screen_text(app)


@pilot_test
async def test_the_same_entries_keep_their_options_and_a_number_leaves_the_highlight():
    entries = [("Plant the [S] Sword Bean", True), ("Field 1 cannot be harvested", False),
               ("End trading", True), ("Tuck the [C] Cap Bean", True)]
    app = ListApp(entries)
    async with app.run_test(size=(60, 20)) as pilot:
        choices = app.query_one(ChoiceList)
        before = [choices.get_option_at_index(k) for k in range(choices.option_count)]
        await pilot.press("down")
        assert choices.highlighted == 2
        choices.set_choices(list(entries))  # the same entries: kept, highlight to the first
        assert [choices.get_option_at_index(k) for k in range(4)] == before
        assert choices.highlighted == 0
        await pilot.press("3")  # chosen at once, by its number
        await pilot.pause()
        assert app.chosen == [3] and choices.highlighted == 0
        changed = entries[:3] + [("Tuck the [M] Mean Bean", True)]
        choices.set_choices(changed)  # another entry: the list is made anew
        assert "Tuck the [M] Mean Bean" in str(choices.get_option_at_index(3).prompt)
        assert choices.highlighted == 0


@pilot_test
async def test_each_down_brings_one_more_entry_from_below_into_sight():
    # ("↓ 7, 9 below (Down shows them)" at 80 x 24: Down moved the highlight down the
    # entries in sight, and two presses showed nothing new, play-test)
    entries = [(f"Plant the offered bean number {k}", True) for k in range(1, 10)]
    app = ListApp(entries)
    async with app.run_test(size=(60, 6)) as pilot:
        choices = app.query_one(ChoiceList)
        await pilot.pause()
        rows = choices.scrollable_content_region.height
        assert rows < len(entries) and choices.scroll_offset.y == 0
        await pilot.press("down")
        await pilot.pause()
        assert choices.highlighted == 1 and choices.scroll_offset.y == 1  # one more
        await pilot.press("down", "down", "down")
        await pilot.pause()
        assert choices.scroll_offset.y == min(4, len(entries) - rows)
        assert choices.highlighted == 4  # (one by one all the same)
        await pilot.press("up")  # back up: the entries above come back as they are met
        await pilot.pause()
        assert choices.highlighted == 3 and choices.scroll_offset.y <= 3


def _second_card_fits_nowhere():
    """Ann's turn: her front Cap Bean goes on her Cap field; her second card, a Princess,
    then fits none of her fields (two Swords, one Cap)."""
    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap", "princess"], 1: ["mean"],
                                              2: ["white"]},
                 fields={0: [["sword"] * 2, ["cap"]]}, active=0, phase="1a")
    return game, make_app(session_for(game, ["human", "random", "random"]))


@pilot_test
async def test_a_second_digit_typed_at_once_never_harvests():
    """Ann plants her front Cap Bean with "1"; her second card, a Princess, fits no field
    then: "1" is its planting (it asks which field to harvest for it; typed at once, the
    bell), "2" no second card, and the harvests follow.  A harvest's number typed right after the first key is not taken (it was
    meant for the list before), and the same key a moment later is."""

    game, app = _second_card_fits_nowhere()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        with stopped_clock():
            await pilot.press("1", "1")
            await pilot.pause()
            assert [a.kind for a in game.log] == ["plant"]
            assert labels(app)[0].startswith("Plant the [Q] Princess Bean: it fits none")
            assert labels(app)[1] == "Plant no second card"
            assert labels(app)[2].startswith("Harvest field 1")
            await pilot.press("3")
            await pilot.pause()
            assert [a.kind for a in game.log] == ["plant"]  # typed at once: not taken
        with movable_clock() as move:  # nor half a second on ("1", then "1" 0.5 s later,
            move(0.6)                  # harvested two Sword Beans for nothing, play-test)
            await pilot.press("3")
            await pilot.pause()
            assert [a.kind for a in game.log] == ["plant"]
        await after_haste(pilot)
        await pilot.press("3")
        await pilot.pause()
        assert [a.kind for a in game.log] == ["plant", "harvest"]


@pilot_test
async def test_a_number_typed_at_once_past_the_new_list_says_the_list_changed():
    """A number typed with the last choice, for the list before: where the new list has
    no such entry, it says the list changed ("There is no choice 5: the list has 4" read
    as a fault of the key, over a list the player had not seen yet); later, which
    numbers there are."""

    game, app = _second_card_fits_nowhere()
    told = notices(app)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        with stopped_clock():
            await pilot.press("1", "5")
            await pilot.pause()
        assert [a.kind for a in game.log] == ["plant"] and len(labels(app)) == 4
        assert told and told[-1].startswith("The list changed as you typed")
        await after_haste(pilot)
        await pilot.press("5")
        await pilot.pause()
        assert told[-1] == "There is no choice 5: the list has 4."


@pilot_test
async def test_numbers_typed_in_one_burst_with_a_choice_take_nothing_from_the_list_before():
    """"1 3" and "1 2" sent as a terminal sends a burst: the second digit reaches the list
    before it changes.  Past the old list's end it said "There is no choice 3: the list
    has 1"; an entry of the old list that the new one does not have was lost without a
    word.  Both take nothing and say the list changed.  (Within both lists the number
    goes on to the new list's entry: "1 2", plant and no second card, as practised
    players type it.)"""
    game, app = _second_card_fits_nowhere()
    told = notices(app)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await burst(pilot, "1", "3")
        assert [a.kind for a in game.log] == ["plant"]
        assert told and told[-1].startswith("The list changed as you typed")
    # an entry of the list before that the new one does not have (the list went from two
    # entries to one): it was lost without a word
    from textual.widgets.option_list import Option

    game, app = _second_card_fits_nowhere()
    told = notices(app)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await burst(pilot, "1")
        await pilot.pause()  # (the planting made: the old list's entry 8 comes after it)
        options = table_of(app).query_one("#choices")
        options.post_message(OptionList.OptionSelected(options, Option("old", id="o7"), 7))
        await pilot.pause()
        await pilot.pause()
        assert [a.kind for a in game.log] == ["plant"]
        assert told and told[-1].startswith("The list changed as you typed")


@pilot_test
async def test_a_second_digit_typed_at_once_never_casts_a_spell():
    """Ann plants the Cap Bean she received with "1"; that ends her phase 3, and the list
    becomes "1 Use Hand Card Spell", "2 Draw three cards".  A second "1" typed at once was
    meant for the planting list: it casts nothing (the bell and a word why); the same key a
    moment later casts the spell."""

    game = build(["Ann", "Ben", "Cem"], hands={0: ["princess"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["sword"] * 2, ["cap"]]}, aside={0: ["cap"]},
                 spells={0: [("hand_card", True)]}, active=0, phase="3")
    app = make_app(session_for(game, ["human", "random", "random"]))
    told = notices(app)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        with stopped_clock():
            await pilot.press("1", "1")
            await pilot.pause()
        assert [a.kind for a in game.log] == ["plant"]
        assert labels(app)[0].startswith("Use Hand Card Spell")
        assert any("The list changed" in t for t in told)
        await after_haste(pilot)
        await pilot.press("1")
        await pilot.pause()
        assert [a.kind for a in game.log][:2] == ["plant", "cast"]


@pilot_test
async def test_an_entry_that_stands_as_it_stood_is_taken_right_after_another():
    """Play-test: "1" for the White Bean's draw, then "2" for the Sword Bean's attack
    0.8 s on: refused ("The list changed as you typed"), though the attack stood under 2
    before and after.  It is taken; the same key repeated is not (a bounce)."""
    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["white"], ["sword"]]}, coins={1: ["princess"], 2: ["cap"]},
                 active=0, phase="1b")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert labels(app)[1] == "Sword Bean (field 2): attack Ben (1 coin)"
        with stopped_clock() as move:
            await pilot.press("1")
            await pilot.pause()
            assert [a.kind for a in game.log] == ["ability"]
            assert "Sword Bean (field 2): attack Ben (1 coin)" in labels(app)
            move(0.5)  # (past HASTE, within FOLLOWED)
            await pilot.press("1")  # the White Bean again: its row gives no more
            await pilot.pause()
            assert len(game.log) == 1
            await pilot.press("2")
            await pilot.pause()
        assert len(game.log) == 2 and game.log[1].kind == "ability"
        assert game.log[1].target == 1  # (Ben)


@pilot_test
async def test_a_key_typed_as_ones_list_comes_after_the_computer_players_moves_takes_nothing():
    """Play-test: a "1" typed 20 ms after a person's list came, where there was none while
    the computer players moved, was taken: typed before the list could be seen.  It takes
    nothing and says why; the same key a moment later chooses."""
    game = build(["Ann", "Ben", "Cem"], variant="bohnanza",
                 hands={0: ["red"], 1: ["blue"], 2: ["green"]},
                 fields={0: [["stink"], []]}, aside={0: ["stink"]},
                 turned_up=["soy", "chili"], active=1, phase="trade")
    game.apply(Done(1))  # Ben plants the cards he turned up, then Ann the one she received
    app = make_app(session_for(game, ["human", "random", "random"]))
    told = notices(app)
    with stopped_clock():
        async with app.run_test(size=(100, 30)) as pilot:
            await until(pilot, lambda: bool(labels(app)))  # Ben has planted: Ann's turn
            assert [a.player for a in game.log] == [1, 1, 1]
            await pilot.press("1")
            await pilot.pause()
            assert [a.player for a in game.log] == [1, 1, 1]
            assert told and told[-1] == "Your choices came up as you typed: look, then choose."
            await after_haste(pilot)
            await pilot.press("1")
            await pilot.pause()
            assert (game.log[3].player, game.log[3].kind) == (0, "plant")


@pilot_test
async def test_cards_beside_the_fields_that_each_fit_one_row_are_planted_with_one_key():
    """Mean, Sword, Mean, Sword beside Ann's fields, a Mean row and a Sword row: four
    plantings in any order, one key a card (a play-tester); one entry plants them all.
    With an empty field, where any card could go, there is no such entry (nor for two
    cards where the second follows the first by itself)."""
    game = build(["Ann", "Ben", "Cem"], hands={1: ["cap"], 2: ["white"]},
                 fields={0: [["mean"], ["sword"]]}, aside={0: ["mean", "sword", "mean", "sword"]},
                 active=1, phase="3")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        shown = labels(app)
        k = next(k for k, t in enumerate(shown, 1)
                 if t == "Plant 2 Mean Beans and 2 Sword Beans, each on the one field it fits")
        await pilot.press(str(k))
        await pilot.pause()
        ann = game.state.seats[0]
        assert [len(f.cards) for f in ann.fields] == [3, 3] and not ann.aside
    game = build(["Ann", "Ben", "Cem"], hands={1: ["cap"], 2: ["white"]},
                 fields={0: [["mean"], []]}, aside={0: ["mean", "mean", "mean"]}, active=1,
                 phase="3")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert not any(t.startswith("Plant 3 Mean Beans,") for t in labels(app))
    # Bohnedikt: two Stink Beans for the Stink row on Gottes Acker, and a sacrifice card
    # may be drawn at any time, so the second does not follow the first by itself (a
    # play-tester pressed a key for each): the entry plants both
    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", hands={0: ["soy"], 1: ["red"]},
                 fields={0: [["blue"], ["stink"]]}, aside={0: ["stink", "stink"]}, active=1,
                 phase="3")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        shown = labels(app)
        assert any(t.startswith("Draw a sacrifice card") for t in shown), shown
        k = next(k for k, t in enumerate(shown, 1)
                 if t == "Plant 2 Stink Beans, each on the one field it fits")
        await pilot.press(str(k))
        await pilot.pause()
        assert len(game.state.seats[0].fields[1].cards) == 3


@pilot_test
async def test_the_second_planting_that_fits_no_field_asks_which_field_to_harvest_for_it():
    """"1 Plant the Princess Bean: it fits none of your fields, harvest one first..." did
    nothing but tell (a player pressed it again and again); it asks which field to harvest,
    and the Princess can then be planted on the field made empty."""
    from excalibohn_tui.dialogs.choice import ChoiceDialog

    game, app = _second_card_fits_nowhere()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("1")  # the Cap Bean on its field
        await after_haste(pilot)
        await pilot.press("1")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        assert "Harvest field 1" in screen_text(app)
        await pilot.press("1")
        await pilot.pause()
        # she chose to plant it: it goes on the field made empty (not asked again)
        assert [(a.kind, a.field) for a in game.log] == [("plant", 1), ("harvest", 0),
                                                          ("plant", 0)]


@pilot_test
async def test_a_planting_that_only_one_harvest_can_make_room_for_is_one_key():
    """Ann's second card, a Princess, fits no field once her Cap Bean is planted, and the
    protection rule leaves only the Sword row to harvest: the entry says that harvest
    and makes it, and the Princess follows on the field made empty, with no dialog of
    one line between (a key for nothing)."""

    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap", "princess"], 1: ["mean"],
                                              2: ["white"]},
                 fields={0: [["sword"] * 3, []]}, active=0, phase="1a")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("1")  # the Cap Bean on the empty field
        await after_haste(pilot)
        assert labels(app)[0] == ("Harvest field 1: 3 Sword Beans \u2192 1 coin (next coin "
                                  "at 6), then plant the [Q] Princess Bean there")
        await pilot.press("1")
        await pilot.pause()
        assert [(a.kind, a.field) for a in game.log] == [("plant", 1), ("harvest", 0),
                                                          ("plant", 0)]
        assert [c.bean for c in game.view(0).seats[0].fields[0].cards] == [Bean.PRINCESS]


@pilot_test
async def test_a_long_choice_wraps_under_its_words_not_under_its_number():
    game = build(["Ann", "Ben", "Cem"], hands={0: ["princess", "sword"], 1: ["mean"],
                                              2: ["white"]},
                 fields={0: [["sword"], ["white"] * 2]}, active=0, phase="1a")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(80, 30)) as pilot:
        await pilot.pause()
        rows = screen_text(app).splitlines()
        first = next(k for k, r in enumerate(rows) if r.lstrip().startswith("1 Harvest field 2"))
        start = rows[first].index("1 Harvest")
        assert rows[first + 1][:start + 2].strip() == "", rows[first:first + 2]
        assert rows[first + 1][start + 2:].strip()  # the words go on there


@pilot_test
async def test_in_a_list_of_ten_the_hint_names_the_one_longer_number():
    app = ListApp(LONG[:10])
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.press("1")
        await pilot.pause()
        hints = [n.message for n in app._notifications]
        assert hints == ["1: Enter chooses 1; 0 chooses 10."], hints  # not "10 to 10"
        await pilot.press("0")
        assert app.chosen == [9]


@pilot_test
async def test_a_card_beside_the_fields_that_fits_none_asks_which_field_to_harvest():
    """Phase 3: Ann's received Cap Bean fits her Cap field, her Sword Bean none.  Only the
    Cap was offered, and planting it first leaves the Picker field a single card that the
    protection rule keeps, so the Cap row itself had to go for the Sword.  The cards may
    be planted in any order: the Sword's entry asks which field to harvest for it."""
    from excalibohn_tui.dialogs.choice import ChoiceDialog

    game = build(["Ann", "Ben", "Cem"], fields={0: [["cap"], ["picker"]]},
                 aside={0: ["cap", "sword"]}, active=0, phase="3")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert labels(app)[0].startswith("Plant the [C] Cap Bean (received) on field 1")
        assert labels(app)[1] == ("Plant the [S] Sword Bean: it fits none of your fields, "
                                  "harvest one first...")
        await pilot.press("2")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        assert "Harvest field 2" in screen_text(app)
        await pilot.press("2")  # the Picker Bean goes; the Cap row stays
        await pilot.pause()
        # and the Sword, which she chose to plant, goes on the field made empty; the Cap
        # (one place left, nothing else to choose) follows
        assert [(a.kind, a.field) for a in game.log[:3]] == [("harvest", 1), ("plant", 1),
                                                              ("plant", 0)]


@pilot_test
async def test_a_harvest_that_leaves_one_planting_is_followed_by_it():
    """Ann's front Princess Bean fits no field: she harvests field 1, and the Princess
    goes there at once (the list held nothing else: a key for nothing, on many turns).
    A key typed at once after it, meant for that planting, chooses nothing in the list
    that follows (her second card)."""

    game = build(["Ann", "Ben", "Cem"], hands={0: ["princess", "cap"], 1: ["mean"],
                                              2: ["white"]},
                 fields={0: [["sword"] * 2, ["white"] * 2]}, active=0, phase="1a")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert labels(app)[0].startswith("Harvest field 1")
        with stopped_clock():
            await pilot.press("1")
            await pilot.pause()
            assert [(a.kind, a.field) for a in game.log] == [("harvest", 0), ("plant", 0)]
            none = labels(app).index("Plant no second card") + 1
            await pilot.press(str(none))  # typed at once: meant for the planting, not taken
            await pilot.pause()
        assert len(game.log) == 2
        await after_haste(pilot)
        await pilot.press(str(none))  # a moment later it is
        await pilot.pause()
        assert game.log[2].kind == "done" and game.log[2].player == 0


@pilot_test
async def test_a_harvest_that_leaves_a_choice_is_not_followed_by_a_planting():
    """Where the harvest leaves more than one thing to do (the second card may be
    planted or not), nothing follows by itself."""
    from rules import Harvest

    game, app = _second_card_fits_nowhere()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("1")  # the Cap Bean on its field
        await pilot.pause()
        table_of(app).submit([Harvest(0, 0)])
        await pilot.pause()
        assert [a.kind for a in game.log] == ["plant", "harvest"]
        assert labels(app)[0].startswith("Plant the [Q] Princess Bean on empty field 1")


@pilot_test
async def test_a_number_beyond_the_list_says_so():
    """"3" with two choices did nothing that a player could see (a terminal's bell may be
    silent): it says so, from the list and from the hand alike, and changes nothing."""
    game, app = _second_card_fits_nowhere()
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause()
        assert len(table_of(app)._choices) == 1
        for focus, digit in (("", "9"), ("tab", "8")):  # the list has the focus, the hand
            if focus:
                await pilot.press(focus)
            await pilot.press(digit)
            await pilot.pause()
            assert [n.message for n in app._notifications][-1] == (
                f"There is no choice {digit}: the list has only one.")  # (not "has 1")
            assert game.log == []


@pilot_test
async def test_the_last_card_beside_the_fields_with_one_place_follows_the_one_before():
    """Phase 3: Ann plants her received Cap Bean; the turned-up Sword Bean then has one
    place (her Sword field) and nothing else is left to choose: it is planted too."""
    game = build(["Ann", "Ben", "Cem"], fields={0: [["cap"], ["sword"]]},
                 aside={0: ["cap"]}, turned_up=["sword"], active=0, phase="3")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert len(labels(app)) == 2  # either card first
        first = next(k for k, label in enumerate(labels(app)) if "[C] Cap" in label)
        await pilot.press(str(first + 1))
        await pilot.pause()
        assert [(a.kind, a.field) for a in game.log[:2]] == [("plant", 0), ("plant", 1)]
        assert [len(f.cards) for f in game.state.seats[0].fields] == [2, 2]


@pilot_test
async def test_a_planting_never_follows_by_itself_into_the_next_turn():
    """Ann plants the card she received in Cem's phase 3; Cem's turn ends at once, and
    her own turn's front card has one place: it waits for her key (it was planted by
    itself, before she had seen her turn begin)."""
    game = build(["Ann", "Ben", "Cem"], variant="bohnanza",
                 hands={0: ["green", "blue"], 1: ["red"], 2: ["soy"]},
                 fields={0: [["red"], ["green"]]}, aside={0: ["red"]}, active=2, phase="3")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(20):
            await pilot.pause()
            if any(w.player == 0 for w in game.awaiting()):
                break
        assert labels(app) == ["Plant the [R] Red Bean (received) on field 1 (1 Red \u2192 2)"]
        await pilot.press("1")
        for _ in range(20):
            await pilot.pause()
            if game.state.active == 0:
                break
        assert [(w.player, w.kind) for w in game.awaiting()] == [(0, "plant_front")]
        assert [a.kind for a in game.log if a.player == 0] == ["plant"]  # hers: one
        assert labels(app)[0].startswith("Plant the [G] Green Bean")


@pilot_test
async def test_one_undo_takes_back_a_harvest_and_the_planting_that_followed_it():
    """The planting that followed a harvest by itself and the harvest are one step for
    the player: the first "u" took back only the planting, and stopped on a list of that
    one planting.  (A dealt game, played on until Ann's front card fits no field: a
    position set up by hand cannot be wound back.)"""
    from tui_helpers import make_session

    from rules import Plant

    session = make_session("Ann,Ben,Cem", seed=1)
    game = session.game
    while not (game.awaiting()[0].kind == "plant_front" and game.awaiting()[0].player == 0
               and len(game.log) > 20
               and not any(isinstance(a, Plant) for a in game.legal_actions(0))):
        legal = game.legal_actions(game.awaiting()[0].player)
        game.apply(next((x for x in legal if x.kind in ("plant", "done", "refuse")), legal[0]))
    before = len(game.log)
    app = make_app(session)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        assert labels(app)[0].startswith("Harvest field")
        await pilot.press("1")
        await pilot.pause()
        assert [a.kind for a in game.log[before:]] == ["harvest", "plant"]
        await pilot.press("u")
        await pilot.pause()
        assert len(session.game.log) == before  # (an undo replays the game: a new object)
        assert labels(app)[0].startswith("Harvest field")


@pilot_test
async def test_one_undo_takes_back_both_moves_of_one_choice():
    """"Magic Bean (field 2): turn Magic Card Flow face up" is the ability and the spell in
    one choice: the first "u" took back only the spell, and stopped on a list ("turn a
    spell card face up, or none") the player had never seen (play-test).  (A dealt game,
    played on at random until Ann's phase 1b offers such a choice.)"""
    import random

    from tui_helpers import make_session

    session = make_session("Ann,Ben,Cem", seed=3)
    game = session.game
    chance = random.Random(3)
    while not (game.awaiting()[0].player == 0 and game.awaiting()[0].kind == "magic"
               and any("Magic Card Flow face up" in c.label and len(c.actions) == 2
                       for c in choices(game.view(0), game.legal_actions(0), game.why_not,
                                        game.moves(0)))):
        legal = game.legal_actions(game.awaiting()[0].player)
        game.apply(chance.choice([x for x in legal if x.kind in ("plant", "refuse", "ability",
                                                                  "harvest")] or legal))
    before = len(game.log)
    app = make_app(session)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        shown = labels(app)
        await choose(pilot, app, "turn Magic Card Flow face up")
        assert [a.kind for a in game.log[before:]] == ["ability", "activate"]
        told = notices(app)
        await pilot.press("u")
        await pilot.pause()
        assert len(session.game.log) == before, told
        assert labels(app) == shown


@pilot_test
async def test_a_planting_onto_a_field_paying_its_most_does_not_follow_by_itself():
    """Two Sword Beans turned up for Ann's row of eight: the ninth brings the row its most
    coins, and the tenth followed it by itself, adding nothing (play-test: "no moment to
    harvest at 9").  It waits for her: she may harvest first, and plant the tenth on the
    field made empty."""
    game = build(["Ann", "Ben", "Cem"], hands={1: ["cap"], 2: ["white"]},
                 fields={0: [["sword"] * 8, ["cap"]]}, turned_up=["sword", "sword"],
                 active=0, phase="3")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        ann = game.state.seats[0]
        assert len(ann.fields[0].cards) == 9 and len(game.state.turned_up) == 1
        assert game.view(0).seats[0].fields[0].next_coin_at is None  # (its most)
        assert any(t.startswith("Plant the [S] Sword Bean") for t in labels(app))


@pilot_test
async def test_a_key_typed_for_a_planting_that_followed_by_itself_harvests_nothing_next():
    """Play-test: Ben planted his received Sword Bean with "1"; his Cap Bean followed by
    itself, his turn began, and his second "1", meant for the Cap, harvested a field of
    his there, 0.6 s on.  A harvest is not taken for a moment after a planting followed
    by itself (``FOLLOWED``); then it is."""
    import time

    from tui_helpers import _table_clock

    from excalibohn_tui.screens.table import FOLLOWED

    game = build(["Ann", "Ben", "Cem"], hands={0: ["white"], 1: ["picker", "mean"],
                                              2: ["white"]},
                 fields={1: [["sword"] * 2, ["cap"] * 2]}, aside={1: ["sword", "cap"]},
                 active=0, phase="3")
    app = make_app(session_for(game, ["random", "human", "random"]))
    now = [time.monotonic()]  # (the table's clock, moved by the test alone: a loaded
    with _table_clock(lambda: now[0]):  # machine takes longer for the turn between)
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert labels(app)[0].startswith("Plant the [S] Sword Bean")
            await pilot.press("1")  # the Sword; the Cap follows by itself
            for _ in range(40):  # (the computer players' turn ends; Ben's begins)
                await pilot.pause(0.02)
                if (game.public_view().active == 1 and labels(app)
                        and labels(app)[0].startswith("Harvest")):
                    break
            assert labels(app)[0].startswith("Harvest field"), labels(app)
            moves = len(game.log)
            await pilot.press("1")  # meant for the Cap
            await pilot.pause()
            assert len(game.log) == moves
            now[0] += FOLLOWED
            await pilot.press("1")
            await pilot.pause()
            assert game.log[moves].kind == "harvest"


@pytest.mark.parametrize("turned_up, moves", [
    (["blue", "blue"], ["done", "plant", "plant"]),
    # (a choice of two varieties is hers to make: not made for her)
    (["blue", "red"], ["done"]),
])
@pilot_test
async def test_the_kept_cards_with_one_place_are_planted_when_trading_ends(turned_up, moves):
    """Play-test (classic game): after "End trading", "1 Plant the [B] Blue Bean (turned
    up) on field 1" was the one entry, a key for nothing, while a fellow player's
    planting with one place is made for them.  It follows the key by itself."""
    game = build(["Ann", "Ben", "Cem"], variant="bohnanza",
                 hands={0: ["red"], 1: ["soy"], 2: ["green"]},
                 fields={0: [["blue"], ["red"]]}, turned_up=turned_up,
                 active=0, phase="trade")
    app = make_app(session_for(game, ["human", "human", "human"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # Ann's curtain
        await until(pilot, lambda: bool(labels(app)))
        await choose(pilot, app, "End trading")
        await pilot.pause()
        assert [a.kind for a in game.log] == moves
