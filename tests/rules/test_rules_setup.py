"""Setup, start player, the deal, and the order of the phases of a turn."""

from __future__ import annotations

import pytest
from rules_helpers import awaited, beans, do, fields_of, hand_of

from rules import SPELL_CARDS, new_game
from rules import rng as rand
from rules.builder import build


@pytest.mark.parametrize("n", [3, 4, 5])
def test_setup_deals_one_spell_and_five_beans_each(n):
    game = new_game([f"P{i}" for i in range(n)], seed=11)
    s = game.state
    for seat in s.seats:
        assert len(seat.spells) == 1 and not seat.spells[0].face_up
        assert seat.coins == [] and seat.aside == []
    # the start player has planted nothing yet: everyone holds five cards
    assert all(len(seat.hand) == 5 for seat in s.seats)
    assert len(s.draw) == 98 - 5 * n
    assert len(s.spell_deck) == 11 - n
    assert s.passes == 1
    assert s.max_passes == (3 if n == 3 else 4)
    assert s.discard == []


@pytest.mark.parametrize("n", [2, 6])
def test_only_three_to_five_players(n):
    with pytest.raises(ValueError):
        new_game([f"P{i}" for i in range(n)], seed=1)


@pytest.mark.parametrize("seed", range(12))
def test_start_player_holds_the_highest_groschen(seed):
    n = 3 + seed % 3
    game = new_game([f"P{i}" for i in range(n)], seed=seed)
    s = game.state
    values = [SPELL_CARDS[seat.spells[0].card].groschen for seat in s.seats]
    assert values.count(max(values)) == 1
    assert s.active == s.start_player == values.index(max(values))
    assert awaited(game) == [(s.active, "plant_front")]


@pytest.mark.parametrize("variant", ["excalibohn", "rabohnzel"])
def test_the_start_player_shows_their_spell_card_to_everyone(variant):
    """The countdown of values names the start player's card (only one card has the
    highest value dealt): everyone is told which it is; only that card is named."""
    game = new_game(["Ann", "Ben", "Cem", "Dan"], seed=5, variant=variant)
    s = game.state
    shown = SPELL_CARDS[s.seats[s.start_player].spells[0].card].name
    first = game.events_for(None)[0]
    assert first.startswith(f"{s.seats[s.start_player].name} shows the {shown},"), first
    others = {SPELL_CARDS[seat.spells[0].card].name for p, seat in enumerate(s.seats)
              if p != s.start_player}
    assert not any(name in first for name in others)
    assert not s.seats[s.start_player].spells[0].face_up


@pytest.mark.parametrize("n", [3, 5])
def test_five_cards_dealt_one_at_a_time_first_card_in_front(n):
    seed = 4242
    game = new_game([f"P{i}" for i in range(n)], seed=seed)
    # Rebuild the shuffled decks from the same seed: spell cards are dealt
    # first, then the beans one card at a time round the table from the top.
    r = rand.seed_state(seed)
    spells = list(range(11))
    r = rand.shuffle(r, spells)
    deck = list(range(98))
    rand.shuffle(r, deck)
    order = list(reversed(deck))  # top of the pile (end of the list) first
    for p, seat in enumerate(game.state.seats):
        dealt = [order[k * n + p] for k in range(5)]
        assert seat.hand == dealt, "the first card dealt must be the front card"
    assert game.state.draw == deck[: 98 - 5 * n]


def test_an_empty_hand_skips_phase_1a():
    game = build(3, hands={}, fields={0: [["white"] * 2, []]}, active=0, phase="1a")
    assert game.phase == "1b"
    assert awaited(game) == [(0, "magic")]


def test_a_whole_turn_runs_through_phases_1a_1b_2_3_4_and_passes_clockwise():
    game = build(
        3, hands={0: ["princess", "cap", "sword"], 1: ["picker"]},
        draw_top=["white", "mean", "magic", "magic", "magic"], active=0, phase="1a",
    )
    s = game.state
    assert game.phase == "1a" and awaited(game) == [(0, "plant_front")]
    do(game, 0, "plant", card=s.seats[0].hand[0], field=0)
    assert awaited(game) == [(0, "plant_second")]
    do(game, 0, "plant", card=s.seats[0].hand[0], field=1)
    # Princess and Cap Beans have no ability and there is no spell: 1b has nothing
    # to offer, so the turn goes straight on to phase 2 with two cards turned up.
    assert game.phase == "2"
    assert beans(s.turned_up) == ["white", "mean"]
    assert awaited(game) == [(0, "trading")]
    do(game, 0, "done")
    assert game.phase == "3" and awaited(game) == [(0, "plant_aside")]
    white, mean = s.turned_up
    do(game, 0, "harvest", field=0)  # the Princess field has one card: no coin
    do(game, 0, "plant", card=white, field=0)
    assert game.phase == "3"
    do(game, 0, "harvest", field=1)
    do(game, 0, "plant", card=mean, field=1)
    # phase 4 draws three behind the hand, then the player to the left starts
    assert hand_of(game, 0) == ["sword", "magic", "magic", "magic"]
    assert s.active == 1 and s.turn == 2
    assert awaited(game) == [(1, "plant_front")]
    assert fields_of(game, 0) == [["white"], ["mean"]]


def test_second_plant_in_phase_1a_is_optional():
    game = build(3, hands={0: ["princess", "cap"]}, fields={0: [[], ["white"]]},
                 active=0, phase="1a")
    do(game, 0, "plant", card=game.state.seats[0].hand[0], field=0)
    assert awaited(game) == [(0, "plant_second")]
    do(game, 0, "done")
    assert hand_of(game, 0) == ["cap"]
    assert game.phase == "1b"


def test_at_most_two_cards_planted_in_phase_1a():
    game = build(3, hands={0: ["princess", "princess", "princess"]},
                 fields={0: [[], ["white"]]}, active=0, phase="1a")
    s = game.state
    do(game, 0, "plant", card=s.seats[0].hand[0], field=0)
    do(game, 0, "plant", card=s.seats[0].hand[0], field=0)
    assert game.phase == "1b"
    # the White Bean row keeps 1b open; no third card may be planted now
    assert not [a for a in game.legal_actions(0) if a.kind == "plant"]
    assert hand_of(game, 0) == ["princess"]
