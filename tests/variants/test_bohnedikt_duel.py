"""Bohnedikt's two-player version: five phases, three fields, two sacrifices."""

from __future__ import annotations

import pytest
from variant_helpers import awaited, beans, do, fields_of, legal, swap_ids

from rules import BEAN_OF, Game, Offer, new_game
from rules.actions import DrawSacrifice, Sacrifice
from rules.builder import build
from rules.cards import SACRIFICE_OF, Bean
from rules.decrees import in_force
from rules.games import SPECS, spec_for
from rules.invariants import broken_invariants


def sacrifice_id(a: str, b: str) -> int:
    return next(c for c, pair in SACRIFICE_OF.items() if set(pair) == {Bean(a), Bean(b)})


def duel(**kw) -> Game:
    kw.setdefault("fields", {0: [[], [], []], 1: [[], [], []]})
    return build(["Ada", "Bo"], variant="bohnedikt", phase="1a", **kw)


def test_setup_three_fields_six_beans_two_sacrifices():
    game = new_game(["Ada", "Bo"], seed=4, variant="bohnedikt")
    s = game.state
    assert game.spec is SPECS["bohnedikt-duel"] and game.state.variant == "bohnedikt"
    for seat in s.seats:
        assert len(seat.fields) == 3
        assert [BEAN_OF[c] == Bean.SACRIFICE for c in seat.hand[-2:]] == [True, True]
    assert s.max_passes == 1 and broken_invariants(game) == []
    assert not any(a.kind == "buy_field" for p in (0, 1) for a in game.legal_actions(p))
    assert Game.from_json(game.to_json()).spec is SPECS["bohnedikt-duel"]
    assert game.clone().spec is SPECS["bohnedikt-duel"]


def test_a_turn_offer_opponent_sacrifice_planting_leftovers_and_draw():
    # which sacrifice card the builder hands out decides the beans of the position
    probe = duel(hands={0: ["soy"], 1: ["sacrifice", "soy"]})
    one, two = (b.value for b in SACRIFICE_OF[probe.state.seats[1].hand[0]])
    rest = "edict" if "red" in (one, two) else "red"
    game = duel(hands={0: ["soy"], 1: ["sacrifice", two]},
                draw_top=[one, "edict", rest, "garden", "garden", "garden"])
    s = game.state
    assert beans(s.turned_up) == [one, "edict", rest]
    assert in_force(game) == set()  # decree texts play no role in the two-player game
    assert awaited(game) == [(1, "duel_offer")] and game.phase == "3"
    assert not game.view(1).decision.idle  # (his sacrifice may take an offered bean)
    offered = s.turned_up[0]
    held = s.seats[1].hand[1]
    sac = s.seats[1].hand[0]
    game.apply(Sacrifice(1, sac, (offered, held)))
    assert fields_of(game, 1)[1] == [one, two]
    # one sacrifice with the offer's help at most: now the active player plants
    assert awaited(game) == [(0, "plant_offer")]
    edict = s.turned_up[0]
    assert {a.field for a in legal(game, 0, "plant", card=edict)} == {0}
    do(game, 0, "plant", card=edict, field=0)
    do(game, 0, "done")  # the last offered bean is left lying for Bo
    assert beans(s.leftover) == [rest]
    assert beans(s.seats[0].hand) == ["soy", "garden", "garden", "garden"]  # three drawn
    # Bo's turn, phase 1: the bean left goes on a field or on the discard pile
    assert s.active == 1 and awaited(game) == [(1, "place_left")]
    left = s.leftover[0]
    assert {a.kind for a in game.legal_actions(1) if a.kind != "harvest"} >= {"plant", "discard"}
    do(game, 1, "discard", card=left)
    assert s.discard[-1] == left and s.leftover == []


def test_own_phase_four_sacrifice_may_use_the_offer():
    game = duel(hands={0: ["sacrifice", "soy"], 1: ["blue"]},
                draw_top=["garden", "stink", "stink"])
    swap_ids(game, game.state.seats[0].hand[0], sacrifice_id("soy", "garden"))
    assert awaited(game) == [(0, "plant_offer")]  # Bo had nothing to sacrifice with
    assert legal(game, 0, "sacrifice")
    garden = game.state.turned_up[0]
    acts = [a for a in legal(game, 0, "sacrifice") if a.beans[0] == garden]
    game.apply(acts[0])
    assert fields_of(game, 0)[1] == ["garden", "soy"]


def test_up_to_two_sacrifice_cards_in_hand():
    game = duel(hands={0: ["sacrifice", "soy"], 1: ["sacrifice", "sacrifice", "blue"]},
                draw_top=["red", "red", "red"])
    assert DrawSacrifice(0) in game.legal_actions(0)
    assert DrawSacrifice(1) not in game.legal_actions(1)


def test_the_game_ends_when_the_pile_first_runs_out_and_hands_are_planted():
    game = duel(hands={0: ["soy"], 1: ["blue", "blue"]}, draw_top=["red", "red", "red"],
                draw_size=4)
    s = game.state
    do(game, 0, "plant", card=s.turned_up[0], field=0)
    do(game, 0, "plant", card=s.turned_up[0], field=0)
    do(game, 0, "plant", card=s.turned_up[0], field=0)
    # one card left to draw: the pile runs out, the turn ends, hands are planted out
    assert s.ending and game.phase == "end"
    while not game.finished:
        p, kind = awaited(game)[0]
        acts = legal(game, p, "plant") or legal(game, p, "harvest")
        game.apply(acts[0])
    assert all(not x.hand or all(BEAN_OF[c] == Bean.SACRIFICE for c in x.hand)
               for x in s.seats)
    assert s.result is not None and broken_invariants(game) == []


@pytest.mark.parametrize("variant", ["bohnedikt", "bohnedikt-trade"])
def test_beans_left_lying_in_the_last_turn_go_to_the_discard_pile(variant):
    game = build(["Ada", "Bo"], variant=variant, phase="1a",
                 fields={0: [[], [], []], 1: [[], [], []]}, hands={0: ["soy"], 1: ["blue"]},
                 draw_top=["red", "green", "stink"], draw_size=4)
    s = game.state
    do(game, 0, "plant", card=s.turned_up[0], field=0)
    do(game, 0, "done")
    # the last card is drawn: Bo's phase 1, where he would place the green and stink
    # beans, never comes (a ruling): they are discarded, not left lying for nobody
    assert s.ending and game.phase == "end"
    assert s.leftover == [] and beans(s.discard[-2:]) == ["green", "stink"]
    assert "place_left" not in {kind for _, kind in awaited(game)}
    said = [e.text for e in game.events if e.kind == "leave"][-1]
    assert "Bo" in said and "discard pile" in said
    assert game.view(1).leftover == [] and broken_invariants(game) == []


def test_the_view_tells_the_last_turn_before_its_draw_empties_the_pile():
    def view(draw_size: int, **kw):
        return build(["Ada", "Bo"], variant="bohnedikt", phase="4", draw_size=draw_size,
                     turned_up=["blue", "chili", "red"], **kw).view(0)

    assert view(3).last_turn and not view(3).ending  # this turn's draw takes them all
    assert view(2).last_turn
    assert not view(4).last_turn  # one card is left for Bo's turn
    # the base game before the last pile: its draw forms a new pile, nothing ends
    base = build(["Ada", "Bo", "Cy"], variant="bohnanza", phase="3", draw_size=2, passes=1)
    assert not base.view(0).last_turn
    assert build(["Ada", "Bo", "Cy"], variant="bohnanza", phase="3", draw_size=2,
                 passes=3).view(0).last_turn


def test_the_trading_variant_trades_in_phase_four_and_plants_after():
    game = build(["Ada", "Bo"], variant="bohnedikt-trade", phase="1a",
                 fields={0: [[], [], []], 1: [[], ["blue"] * 2, []]},
                 hands={0: ["soy"], 1: ["chili", "red"]},
                 draw_top=["garden", "stink", "stink", "green", "green", "green"])
    s = game.state
    assert game.spec is SPECS["bohnedikt-trade"] and s.variant == "bohnedikt-trade"
    assert awaited(game) == [(0, "plant_offer")]
    garden = next(c for c in s.turned_up if BEAN_OF[c] == Bean.GARDEN)
    game.apply(Offer(0, (1,), (garden,), (Bean.CHILI,)))
    chili = s.seats[1].hand[0]
    do(game, 1, "accept", cards=(chili,))
    assert s.seats[0].aside == [chili] and s.seats[1].aside == [garden]
    assert awaited(game) == [(0, "plant_offer")]  # planting and trading go on
    do(game, 0, "done")
    # the rest of the offer is left lying; the traded beans are planted, Ada first
    assert beans(s.leftover) == ["stink", "stink"]
    assert awaited(game) == [(0, "plant_aside")]
    do(game, 0, "plant", card=chili, field=0)
    assert awaited(game) == [(1, "plant_aside")]
    do(game, 1, "plant", card=garden, field=0)
    assert s.active == 1 and broken_invariants(game) == []


def test_the_trading_variant_lets_traded_beans_serve_a_sacrifice():
    def position(variant: str, aside=()) -> Game:
        return build(["Ada", "Bo"], variant=variant, phase="1a",
                     fields={0: [[], [], []], 1: [[], [], []]},
                     hands={0: ["soy"], 1: ["sacrifice"]}, aside={1: list(aside)},
                     draw_top=["garden", "garden", "garden"])

    probe = position("bohnedikt-trade")
    pair = [b.value for b in SACRIFICE_OF[probe.state.seats[1].hand[0]]]
    # Bo holds both beans of the sacrifice beside the fields, as if received in a trade
    assert legal(position("bohnedikt-trade", pair), 1, "sacrifice")
    # without the variant nothing lies beside the fields: no position has it
    with pytest.raises(ValueError, match="no trading"):
        position("bohnedikt", pair)


def test_the_builder_gives_two_players_three_fields_and_phases_they_can_reach():
    for phase in ("1", "2", "3", "4", "5"):
        game = build(["Ada", "Bo"], variant="bohnedikt", phase=phase,
                     hands={0: ["soy"], 1: ["blue"]}, turned_up=["red", "red", "soy"]
                     if phase in ("3", "4") else ())
        assert all(len(seat.fields) == 3 for seat in game.state.seats)
        assert broken_invariants(game) == []
    game = build(["Ada", "Bo"], variant="bohnedikt", phase="4", turned_up=["red"],
                 hands={1: ["sacrifice:red+green"]})
    assert awaited(game) == [(0, "plant_offer")]
    assert set(SACRIFICE_OF[game.state.seats[1].hand[0]]) == {Bean.RED, Bean.GREEN}
    game = build(["Ada", "Bo"], variant="bohnedikt", phase="1", leftover=["red"])
    assert awaited(game) == [(0, "place_left")]
    with pytest.raises(ValueError, match="unknown phase"):
        build(["Ada", "Bo"], variant="bohnedikt", phase="1b")


def test_the_view_says_whose_the_beans_left_lying_are():
    # left lying at the end of Ada's phase 4 they wait for Bo's phase 1, while Ada's turn
    # goes on (in the trading variant she still plants what she traded)
    later = build(["Ada", "Bo"], variant="bohnedikt-trade", phase="3", leftover=["red"],
                  hands={0: ["soy"], 1: ["soy"]}, aside={0: ["soy"]})
    assert later.state.active == 0 and later.view(None).leftover_for == 1
    # in Bo's phase 1 he places them: his own now
    placing = build(["Ada", "Bo"], variant="bohnedikt", phase="1", leftover=["red"], active=1)
    assert placing.view(1).leftover_for == 1 and placing.view(0).leftover_for == 1
    assert build(["Ada", "Bo"], variant="bohnedikt", phase="1").view(None).leftover_for is None


@pytest.mark.parametrize("holds", [2, 1, 0])
def test_the_opponent_is_asked_about_the_offer_whenever_they_hold_a_sacrifice(holds):
    """Bo holds sacrifice cards that the offer cannot help (or none at all): with some,
    phase 3 waits for him all the same (a step passing by itself would tell Ada that his
    sacrifices do not match the offer); with none, the table sees that and it passes.
    With two, he alone is told he has nothing to do in it; with one, not: he may draw a
    second first, which may take an offered bean (play-test: a person who could was
    passed over)."""
    hand = ["sacrifice"] * holds + ["blue"]
    game = duel(hands={0: ["soy"], 1: hand}, draw_top=["stink", "stink", "stink"])
    for card, pair in zip(game.state.seats[1].hand[:holds],
                          [("soy", "garden"), ("soy", "black_eyed")], strict=False):
        swap_ids(game, card, sacrifice_id(*pair))
    if holds:
        assert awaited(game) == [(1, "duel_offer")]
        kinds = {a.kind for a in game.legal_actions(1)}
        assert "done" in kinds and "sacrifice" not in kinds
        assert game.view(1).decision.idle is (holds == 2)
        assert not game.view(0).decision.idle
        assert (DrawSacrifice(1) in game.moves(1)) is (holds == 1)
        do(game, 1, "done")
        assert game.events[-1].kind == "offer_back"
    assert awaited(game) == [(0, "plant_offer")]


def test_older_editions_of_our_rules_are_kept_for_the_games_saved_under_them():
    first = spec_for("bohnedikt", 2, edition=1)
    assert first is spec_for("bohnedikt-duel", edition=1) and first.edition == 1
    assert first is not spec_for("bohnedikt", 2)
    # the first edition left the beans lying at the end; the third shuffles the sacrifice
    # discards into a new pile as soon as it is empty
    assert "leftover_out" not in first.ending and "leftover_out" in spec_for("bohnedikt", 2).ending
    assert spec_for("bohnedikt", 2, edition=2).sacrifice_reshuffle == "when_needed"
    assert spec_for("bohnedikt", 2).sacrifice_reshuffle == "at_once"
    game = build(2, variant="bohnedikt", phase="1a", edition=1)
    assert game.spec is first and game.view(0).spec is first
    with pytest.raises(ValueError, match="edition 9 of the rules is unknown"):
        spec_for("bohnedikt", 3, edition=9)


def test_the_view_names_the_cards_each_planting_decision_lets_its_player_plant():
    """Planting the offer in phase 4 may take the offer's beans only; a bean received in
    a trade is planted after the phase, with the others received."""
    game = build(["Ada", "Bo"], variant="bohnedikt-trade", phase="1a",
                 fields={0: [[], [], []], 1: [[], ["blue"] * 2, []]},
                 hands={0: ["soy"], 1: ["chili", "red"]},
                 draw_top=["garden", "stink", "stink", "green", "green", "green"])
    s = game.state
    garden = next(c for c in s.turned_up if BEAN_OF[c] == Bean.GARDEN)
    game.apply(Offer(0, (1,), (garden,), (Bean.CHILI,)))
    chili = s.seats[1].hand[0]
    do(game, 1, "accept", cards=(chili,))
    decision = game.view(0).decision
    assert decision is not None and decision.kind == "plant_offer"
    # (the phase is for trading too: its words say so, not only "plants the offered beans")
    assert [w.text for w in game.awaiting()] == ["Ada plants from the offer and trades"]
    assert sorted(c.id for c in decision.places) == sorted(s.turned_up)
    assert chili not in {c.id for c in decision.places} and len(decision.places) == 2
    do(game, 0, "done")
    decision = game.view(0).decision
    assert decision is not None and decision.kind == "plant_aside"
    assert [c.id for c in decision.places] == [chili]
