"""Phase 1b's list keeps its numbers from one move to the next: a number typed from
memory after an attack, meant for the choice it had before, never plays another one
(play-tests: a "2" cast Magic Card Flow, a "4" meant for an attack ended the phase)."""

from __future__ import annotations

from tui_helpers import after_haste, make_app, notices, pilot_test, session_for, table_of

from excalibohn_tui.choices import Choice, choices, kept_numbers
from excalibohn_tui.dialogs.attack import AttackDialog
from excalibohn_tui.widgets.choice_list import ChoiceList
from rules import Done, UseAbility
from rules.builder import build

NAMES = ["Ann", "Ben", "Cem"]


def _phase_1b():
    """Ann's phase 1b: her Sword Bean may attack Ben (one coin, a Princess Bean), her
    White Bean draws a card, or she ends the phase."""
    return build(NAMES, hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["sword"], ["white"]]}, coins={1: ["princess"]},
                 active=0, phase="1b")


def _listed(game) -> list[Choice]:
    return choices(game.view(0), game.legal_actions(0), game.why_not, game.moves(0))


def _number_of(numbers, listed, found) -> int:
    return next(n for n, c in zip(numbers, listed, strict=True) if found(c))


def _attack(c: Choice) -> bool:
    return bool(c.actions) and isinstance(c.actions[0], UseAbility) and c.actions[0].field == 0


def _done(c: Choice) -> bool:
    return bool(c.actions) and isinstance(c.actions[0], Done)


def _white(c: Choice) -> bool:
    return "White Bean" in c.label


def test_a_choice_keeps_its_number_when_one_before_it_is_gone():
    game = _phase_1b()
    listed, numbers, gone, given = kept_numbers({}, _listed(game))
    assert numbers == [1, 2, 3] and gone == {}
    attack = _number_of(numbers, listed, _attack)
    white, done = _number_of(numbers, listed, _white), _number_of(numbers, listed, _done)
    words = next(c.label for c in listed if _attack(c))
    game.apply(next(c.actions[0] for c in listed if _attack(c)))
    after, numbers, gone, given = kept_numbers(given, _listed(game))
    assert not any(_attack(c) for c in after)
    assert _number_of(numbers, after, _white) == white
    assert _number_of(numbers, after, _done) == done
    assert gone == {attack: words}


def test_a_new_choice_takes_a_number_after_all_given_and_is_listed_by_it():
    game = _phase_1b()
    listed, _numbers, _gone, given = kept_numbers({}, _listed(game))
    new = Choice("Something new", "apply", [Done(1)])
    # (listed before the last, as a spell turned face up comes before "End phase 1b")
    after, numbers, _gone, _given = kept_numbers(given, [*listed[1:-1], new, listed[-1]])
    assert numbers == [2, 3, 4] and after == [*listed[1:], new]
    fresh, numbers, gone, _given = kept_numbers(given, [new])  # nothing known: afresh
    assert numbers == [1] and gone == {} and fresh == [new]


@pilot_test
async def test_the_number_of_a_used_ability_is_told_gone_and_the_others_keep_theirs():
    game = _phase_1b()
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await after_haste(pilot)
        table = table_of(app)
        options = table.query_one("#choices", ChoiceList)
        number = {name: options.number_of(next(k for k, c in enumerate(table._choices)
                                               if found(c)))
                  for name, found in (("attack", _attack), ("done", _done))}
        await pilot.press(str(number["attack"]))
        await pilot.pause()
        assert isinstance(app.screen, AttackDialog)
        await pilot.press("enter")
        await pilot.pause()
        await after_haste(pilot)
        moves = len(game.log)
        told = notices(app)
        await pilot.press(str(number["attack"]))  # from memory: the attack is gone
        await pilot.pause()
        assert len(game.log) == moves and game.phase == "1b"
        assert told and "gone" in told[-1] and "attack Ben" in told[-1]
        assert not told[-1].endswith("..")
        await after_haste(pilot)
        await pilot.press("9")  # none such: the numbers there are said, not how many
        await pilot.pause()
        listed = sorted(n for k in range(len(table._choices))
                        if (n := options.number_of(k)) is not None)
        assert told[-1].endswith(f"the numbers listed are {', '.join(map(str, listed))}.")
        await after_haste(pilot)
        await pilot.press(str(number["done"]))  # the phase's end kept its number
        await pilot.pause()
        assert game.phase != "1b"


def test_two_choices_known_alike_each_have_a_number():
    game = _phase_1b()
    listed, _numbers, _gone, given = kept_numbers({}, _listed(game))
    twice = [listed[0], listed[0], *listed[1:]]
    again, numbers, _gone, _given = kept_numbers(given, twice)
    assert len(again) == len(twice) and len(set(numbers)) == len(numbers)


@pilot_test
async def test_a_gone_choice_with_long_words_is_told_cut_after_a_whole_word():
    """A spell's whole text made a notice of five rows; cut, it read "Random Spel…."."""
    from test_choice_list import ListApp

    app = ListApp([("End phase 1b", True)])
    async with app.run_test() as pilot:
        await pilot.pause()
        told = notices(app)
        long = ("Discard the Magic Bean at hand place 3 to turn Random Spell face up, and "
                "more words after it")
        app.query_one(ChoiceList).set_choices([("End phase 1b", True)], numbers=[2],
                                              gone={1: long})
        await pilot.press("1")
        await pilot.pause()
        assert told and told[-1].startswith("Choice 1 is gone: it was Discard the Magic")
        assert told[-1].endswith(" to turn Random Spell\u2026"), told[-1]
        assert app.chosen == []


@pilot_test
async def test_a_resumed_game_keeps_the_numbers_phase_1b_gave_before():
    """Ctrl+C in phase 1b and the game resumed: "End phase 1b" was 4 before and 1 after
    (play-test).  The table works the numbers out again from the moves of the turn."""
    import random

    from tui_helpers import make_session, screen_text

    session = make_session("Ann,Ben,Cem", seed=1)
    game, rng = session.game, random.Random(1)
    while True:  # a random game up to a phase 1b of three choices or more
        seat = game.awaiting()[0].player
        if seat == game.state.active and game.view(seat).decision.kind == "magic" \
                and len([c for c in _listed_for(game, seat) if not c.disabled]) >= 3:
            break
        session.apply(rng.choice(game.legal_actions(seat)))
    before, numbers, _gone, given = kept_numbers({}, _listed_for(game, seat))
    assert numbers == list(range(1, len(before) + 1))
    for action in before[0].actions:  # the first choice made (as the table would)
        session.apply(action)
    after, numbers, _gone, _given = kept_numbers(given, _listed_for(game, seat))
    assert numbers[0] == 2 and game.view(seat).decision.kind == "magic"
    app = make_app(session)  # the game taken up again, as from its file
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause(0.6)
        await pilot.press("enter")  # the curtain
        await pilot.pause()
        table = table_of(app)
        options = table.query_one("#choices", ChoiceList)
        shown = {c.label: options.number_of(k) for k, c in enumerate(table._choices)}
        expected = {c.label: n for c, n in zip(after, numbers, strict=True)}
        assert shown == expected, screen_text(app)


def _listed_for(game, seat) -> list[Choice]:
    return choices(game.view(seat), game.legal_actions(seat), game.why_not, game.moves(seat))


@pilot_test
async def test_the_magic_card_flow_keeps_its_numbers_as_it_runs():
    """Inside the Magic Card Flow "Stop the Magic Card Flow" went 2, 1, 2, 3 as cards were
    planted (play-test): the flow's list keeps its numbers too, a new card's plantings
    taking new ones, and phase 1b's own come back after it as they were."""
    game = build(NAMES, hands={0: ["cap", "white", "sword", "cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["cap"], ["white"]]}, spells={0: [("flow", True)]},
                 active=0, phase="1b")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await after_haste(pilot)
        table = table_of(app)
        options = table.query_one("#choices", ChoiceList)

        def number(words: str) -> int:
            return options.number_of(next(k for k, c in enumerate(table._choices)
                                          if c.label.startswith(words)))

        end_1b = number("End phase 1b")
        await pilot.press(str(number("Use Magic Card Flow")))
        await pilot.pause()
        await after_haste(pilot)
        assert game.view(0).decision.kind == "flow"
        stop = number("Stop the Magic Card Flow")
        before = {options.number_of(k) for k in range(len(table._choices))}
        planting = next(options.number_of(k) for k, c in enumerate(table._choices)
                        if c.label.startswith("Plant"))
        await pilot.press(str(planting))  # a card planted by the flow
        await pilot.pause()
        await after_haste(pilot)
        assert game.view(0).decision.kind == "flow"
        assert number("Stop the Magic Card Flow") == stop
        after = {options.number_of(k) for k in range(len(table._choices))} - {None}
        assert after - before and min(after - before) > max(before - {None})  # new ones
        await pilot.press(str(stop))
        await pilot.pause()
        await after_haste(pilot)
        assert number("End phase 1b") == end_1b
