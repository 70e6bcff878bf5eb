"""Every worked example of the Excalibohn rulebook, played from a hand-built position."""

from __future__ import annotations

from rules_helpers import awaited, beans, do, fields_of, legal

from rules import Bean, Offer
from rules.builder import build

EIKO, NINA, TIMON, KENO = range(4)
NAMES = ["Eiko", "Nina", "Timon", "Keno"]


def test_example_1_a_stolen_picker_extends_the_row_and_gives_no_new_use():
    game = build(NAMES, hands={NINA: ["sword", "picker"], TIMON: ["cap"]},
                 fields={TIMON: [["princess"], ["picker"]]}, spells={TIMON: ["retuck"]},
                 active=TIMON, phase="1b")
    stolen = game.state.seats[NINA].hand[-1]
    do(game, TIMON, "ability", field=1, target=NINA)
    assert awaited(game) == [(TIMON, "tuck_or_plant")]
    do(game, TIMON, "plant", card=stolen, field=1)
    assert fields_of(game, TIMON) == [["princess"], ["picker", "picker"]]
    assert not legal(game, TIMON, "ability")


def _examples_2_to_4():
    game = build(NAMES, hands={TIMON: ["sword", "cap"], NINA: ["white", "picker"],
                               EIKO: ["white"], KENO: ["cap"]},
                 draw_top=["mean", "princess"], active=TIMON, phase="2")
    s = game.state
    mean, princess = s.turned_up
    assert beans(s.turned_up) == ["mean", "princess"]
    # Example 2: the Mean Bean is offered to everyone for a Picker Bean
    fellows = (KENO, EIKO, NINA)
    game.apply(Offer(TIMON, fellows, (mean,), (Bean.PICKER,)))
    assert sorted(p for p, _ in awaited(game)) == [EIKO, NINA, KENO]
    for p in fellows:
        do(game, p, "refuse")
    assert s.trade is None and s.turned_up == [mean, princess]
    # Example 3: he raises the offer with a Sword Bean from his hand
    sword = s.seats[TIMON].hand[0]
    game.apply(Offer(TIMON, fellows, (mean, sword), (Bean.PICKER,)))
    # Example 4: Nina accepts and hands over the Picker Bean
    picker = s.seats[NINA].hand[1]
    do(game, KENO, "refuse")
    do(game, NINA, "accept", cards=(picker,))
    do(game, EIKO, "refuse")
    do(game, TIMON, "conclude", partner=NINA)
    return game, mean, princess, sword, picker


def test_examples_2_3_4_offer_raised_offer_and_the_cards_laid_aside():
    game, mean, princess, sword, picker = _examples_2_to_4()
    s = game.state
    assert s.seats[TIMON].aside == [picker]
    assert sorted(s.seats[NINA].aside) == sorted([mean, sword])
    assert s.turned_up == [princess]
    assert beans(s.seats[NINA].hand) == ["white"] and beans(s.seats[TIMON].hand) == ["cap"]


def test_example_5_everyone_plants_what_lies_aside_active_player_first():
    game, mean, princess, sword, picker = _examples_2_to_4()
    do(game, TIMON, "done")
    assert awaited(game) == [(TIMON, "plant_aside")]
    do(game, TIMON, "plant", card=picker, field=0)
    do(game, TIMON, "plant", card=princess, field=1)
    assert awaited(game) == [(NINA, "plant_aside")]  # Keno and Eiko have nothing aside
    do(game, NINA, "plant", card=mean, field=0)
    do(game, NINA, "plant", card=sword, field=1)
    assert fields_of(game, TIMON) == [["picker"], ["princess"]]
    assert fields_of(game, NINA) == [["mean"], ["sword"]]
    assert game.state.active == KENO


def test_example_6_keno_harvests_three_white_beans_for_one_coin():
    game = build(NAMES, fields={KENO: [["white"] * 3, []]}, hands={EIKO: ["cap"]},
                 active=EIKO, phase="1a")
    row = game.state.seats[KENO].fields[0].cards[:]
    do(game, KENO, "harvest", field=0)
    s = game.state
    assert len(s.seats[KENO].coins) == 1 and s.seats[KENO].coins[0] in row
    assert sorted(s.discard) == sorted(c for c in row if c not in s.seats[KENO].coins)
    assert fields_of(game, KENO) == [[], []]


def test_mean_bean_example_nina_keeps_timon_and_keno_discard_in_turn_order():
    game = build(NAMES, fields={EIKO: [["mean"] * 4, []]},
                 coins={NINA: ["princess"], TIMON: ["picker"], KENO: ["white"]},
                 active=EIKO, phase="1b")
    s = game.state
    nina, timon, keno = s.seats[NINA].coins[0], s.seats[TIMON].coins[0], s.seats[KENO].coins[0]
    do(game, EIKO, "ability", field=0)
    assert s.seats[NINA].coins == [nina]
    assert s.seats[TIMON].coins == [] and s.seats[KENO].coins == []
    assert s.discard[-2:] == [timon, keno]
