"""Classic Bohnanza (``--variant bohnanza``): the base game, exactly."""

from __future__ import annotations

from collections import Counter

import pytest
from variant_helpers import assert_illegal, awaited, beans, do, fields_of, legal

from rules import BuyField, Done, Game, Harvest, Offer, new_game
from rules.builder import build
from rules.cards import BEAN_COUNT, BEAN_OF, CLASSIC_DECK, VARIETIES, Bean
from rules.games import SPECS


def test_setup_deals_the_classic_deck_and_no_spells():
    for n in (3, 4, 5):
        game = new_game([f"P{i}" for i in range(n)], seed=n, variant="bohnanza")
        s = game.state
        assert game.spec is SPECS["bohnanza"] and s.variant == "bohnanza"
        assert all(len(seat.hand) == 5 for seat in s.seats)
        cards = s.draw + [c for seat in s.seats for c in seat.hand]
        for seat in s.seats:
            for f in seat.fields:
                cards += f.cards
        cards += s.turned_up + s.discard
        assert sorted(cards) == list(CLASSIC_DECK)
        assert all(c >= BEAN_COUNT for c in cards)  # no Excalibohn card in the deck
        assert all(not seat.spells for seat in s.seats) and s.spell_deck == []
        assert s.max_passes == 3  # three passes whatever the number of players
        assert all(len(seat.fields) == 2 for seat in s.seats)


def test_deck_composition_and_bohnometers_are_the_printed_ones():
    counts = Counter(BEAN_OF[c] for c in CLASSIC_DECK)
    assert counts == {Bean.BLUE: 20, Bean.CHILI: 18, Bean.STINK: 16, Bean.GREEN: 14,
                      Bean.SOY: 12, Bean.BLACK_EYED: 10, Bean.RED: 8, Bean.GARDEN: 6}
    blue = VARIETIES[Bean.BLUE]
    assert [blue.coins_for(n) for n in (3, 4, 5, 6, 7, 8, 9, 10, 20)] == [0, 1, 1, 2, 2, 3, 3, 4, 4]
    garden = VARIETIES[Bean.GARDEN]  # no 1-coin entry: 2 cards give 2 coins, 3 give 3
    assert [garden.coins_for(n) for n in range(1, 6)] == [0, 2, 3, 3, 3]
    red = VARIETIES[Bean.RED]
    assert [red.coins_for(n) for n in range(1, 7)] == [0, 1, 2, 3, 4, 4]


def test_other_sizes_are_refused():
    for n in (2, 6):
        with pytest.raises(ValueError):
            new_game([f"P{i}" for i in range(n)], seed=1, variant="bohnanza")
    with pytest.raises(ValueError, match="unknown game"):
        new_game(["A", "B", "C"], seed=1, variant="bohnanzaa")


def test_the_turn_has_no_magic_phase_and_turns_up_two():
    game = new_game(["A", "B", "C"], seed=11, variant="bohnanza")
    a = game.state.active
    assert awaited(game) == [(a, "plant_front")]
    assert game.phase == "1"
    front = game.state.seats[a].hand[0]
    game.apply(legal(game, a, "plant", card=front)[0])
    assert awaited(game) == [(a, "plant_second")]
    do(game, a, "done")
    assert awaited(game) == [(a, "trading")]
    assert game.phase == "2"
    assert len(game.state.turned_up) == 2
    assert not any(x.kind in ("ability", "activate_with_bean", "cast")
                   for x in game.legal_actions(a))
    # the trade asks name the eight classic varieties only
    asks = set(game.view(a).offer.varieties)
    assert asks == {Bean.BLUE, Bean.CHILI, Bean.STINK, Bean.GREEN, Bean.SOY, Bean.BLACK_EYED,
                    Bean.RED, Bean.GARDEN}
    q = game.fellows(a)[0]
    assert "varieties of this game" in game.why_not(Offer(a, (q,), ask=(Bean.SWORD,)))


def test_phase_three_and_four_then_next_player():
    game = build(3, variant="bohnanza", active=0, phase="trade",
                 turned_up=["blue", "soy"], hands={0: ["red"], 1: ["garden"], 2: []},
                 fields={0: [["blue"], []]})
    # a gift: the active player gives the turned-up Soy to seat 1 for nothing
    soy = next(c for c in game.state.turned_up if BEAN_OF[c] == Bean.SOY)
    game.apply(Offer(0, (1,), (soy,)))
    assert awaited(game) == [(1, "respond")]
    do(game, 1, "accept", cards=())
    assert beans(game.state.seats[1].aside) == ["soy"]
    do(game, 0, "done")
    # phase 3: the active player plants the kept Blue first, then seat 1 the Soy
    assert awaited(game) == [(0, "plant_aside")]
    blue = game.state.turned_up[0]
    do(game, 0, "plant", card=blue, field=0)
    assert awaited(game) == [(1, "plant_aside")]
    do(game, 1, "plant", card=game.state.seats[1].aside[0], field=0)
    # phase 4: three cards drawn, then seat 1's turn begins
    assert game.state.active == 1 and len(game.state.seats[0].hand) == 4
    assert fields_of(game, 0)[0] == ["blue", "blue"]


def test_garden_harvest_pays_two_for_two():
    game = build(3, variant="bohnanza", active=0, phase="trade",
                 fields={1: [["garden"] * 2, ["garden"] * 3]})
    game.apply(Harvest(1, 0))
    assert len(game.state.seats[1].coins) == 2
    game.apply(Harvest(1, 1))
    assert len(game.state.seats[1].coins) == 5
    assert len(game.state.seats[1].fields) == 2  # harvesting never closes a field here


def test_buying_a_third_field_any_time_for_three_coins():
    game = build(3, variant="bohnanza", active=0, phase="trade",
                 coins={1: ["blue", "chili", "stink"], 2: ["red", "red"]},
                 fields={1: [["soy"] * 2, ["green"]]})
    # seat 1 is not the active player and still may buy
    assert BuyField(1) in game.legal_actions(1)
    assert_illegal(game, BuyField(2), "3 coins")  # two coins are not enough
    discard = len(game.state.discard)
    game.apply(BuyField(1))
    seat = game.state.seats[1]
    assert len(seat.fields) == 3 and seat.coins == []
    assert len(game.state.discard) == discard + 3
    assert "buys a third field" in game.events_for(None)[-1]
    assert_illegal(game, BuyField(1), "at most three")
    # the bought field is permanent: harvesting does not close it (unlike a spell's field)
    game.apply(Harvest(1, 0))
    assert len(game.state.seats[1].fields) == 3


def test_protection_rule_with_three_fields():
    game = build(3, variant="bohnanza", active=0, phase="trade",
                 fields={1: [["soy"] * 2, ["green"], ["red"]]})
    assert {x.field for x in legal(game, 1, "harvest")} == {0}
    game.apply(Harvest(1, 0))
    assert {x.field for x in legal(game, 1, "harvest")} == {1, 2}


def test_planting_a_bean_that_fits_nowhere_needs_a_harvest_first():
    game = build(3, variant="bohnanza", active=0, phase="1a",
                 hands={0: ["garden", "red"]},
                 fields={0: [["blue"] * 3, ["chili"]]})
    assert legal(game, 0, "plant") == []
    assert {x.field for x in legal(game, 0, "harvest")} == {0}  # chili alone is protected
    do(game, 0, "harvest", field=0)
    do(game, 0, "plant", field=0)
    assert fields_of(game, 0) == [["garden"], ["chili"]]


def test_last_pass_running_out_while_trading_still_trades_and_plants():
    game = build(3, variant="bohnanza", active=0, phase="2", passes=3, draw_size=2,
                 hands={0: ["red"], 1: ["red"], 2: ["garden"]},
                 fields={0: [["blue"] * 4, []]})
    s = game.state
    assert len(s.turned_up) == 2 and s.draw == [] and s.ending
    assert awaited(game) == [(0, "trading")]  # trading is still played
    do(game, 0, "done")
    assert awaited(game)[0] == (0, "plant_aside")
    for c in list(s.turned_up):
        acts = legal(game, 0, "plant", card=c)
        if not acts:
            game.apply(legal(game, 0, "harvest")[0])
            acts = legal(game, 0, "plant", card=c)
        game.apply(acts[0])
    # phase 4 draws nothing; the game ends and every field is harvested
    assert game.finished
    assert all(not f.cards for seat in s.seats for f in seat.fields)
    assert s.result is not None and s.result.scores == [len(x.coins) for x in s.seats]
    assert s.seats[0].hand  # hand cards are left over and count nothing


def test_last_pass_running_out_while_drawing_ends_at_once():
    game = build(3, variant="bohnanza", active=0, phase="4", passes=3, draw_size=2,
                 hands={0: ["red"]}, fields={1: [["garden"] * 3, []]})
    assert game.finished
    assert len(game.state.seats[0].hand) == 3  # two drawn, the third was missing
    r = game.state.result
    assert r is not None and r.scores[1] == 3 and r.winners == [1]


def test_a_new_pile_is_shuffled_from_the_discards_before_the_last_pass():
    game = build(3, variant="bohnanza", active=0, phase="4", passes=1, draw_size=1)
    s = game.state
    assert s.passes == 2 and not game.finished
    assert len(s.seats[0].hand) == 3 and s.discard == []


def test_the_discard_pile_becomes_the_new_pile_the_moment_the_old_one_runs_out():
    game = build(3, variant="bohnanza", active=0, phase="2", passes=1, draw_size=2,
                 fields={1: [["blue"] * 5, []]})
    s = game.state
    assert len(s.turned_up) == 2 and s.passes == 2 and s.discard == []
    pile = len(s.draw)
    game.apply(Harvest(1, 0))  # discarded after the new pile was formed: not in it
    assert len(s.draw) == pile and len(s.discard) == 4


def test_tie_is_shared_without_groschen_words():
    game = build(3, variant="bohnanza", active=0, phase="2", passes=3, draw_size=0,
                 coins={0: ["blue"], 1: ["red"], 2: []})
    assert game.state.turned_up == [] and game.state.ending
    do(game, 0, "done")  # nothing to trade, nothing to plant, nothing to draw: the end
    r = game.state.result
    assert r is not None and r.winners == [0, 1]
    assert "share the win" in game.events_for(None)[-1]
    assert "Groschen" not in game.events_for(None)[-1]


def test_json_round_trip_and_replay_give_the_variant_class():
    game = new_game(["A", "B", "C", "D"], seed=5, variant="bohnanza")
    for _ in range(40):
        p = game.awaiting()[0].player
        acts = [x for x in game.legal_actions(p) if not isinstance(x, Harvest)] or \
            game.legal_actions(p)
        game.apply(acts[-1] if isinstance(acts[-1], Done) else acts[0])
    back = Game.from_json(game.to_json())
    assert back.spec is SPECS["bohnanza"] and back == game
    again = Game.replay(["A", "B", "C", "D"], 5, game.log, variant="bohnanza")
    assert again.spec is SPECS["bohnanza"] and again.state == game.state
    assert game.clone().spec is SPECS["bohnanza"]


def test_help_text_is_our_own_summary():
    text = " ".join(SPECS["bohnanza"].help.split())
    assert "third field for 3 coins" in text and "third time" in text
