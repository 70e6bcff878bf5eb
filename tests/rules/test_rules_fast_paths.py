"""The engine's inlined hot paths give exactly what the methods they stand for give, and
what the speed-ups rely on holds."""

from __future__ import annotations

import gc
import itertools
import random

import pytest

from rules import Harvest, new_game
from rules.builder import build
from rules.cards import VARIETIES
from rules.engine import MAY_PASS, Game
from rules.simulate import slow_collector
from rules.variants import VARIANTS


def _harvests_by_the_methods(game: Game, p: int) -> list[Harvest]:
    if game.finished or not game.state.pending or game.harvest_barred(p):
        return []
    return [Harvest(p, i) for i in game.harvestable_fields(p)]


@pytest.mark.parametrize("variant", ["excalibohn", *VARIANTS])
def test_the_harvests_listed_are_those_the_rules_methods_allow(variant):
    seats = 2 if variant == "bohnedikt-trade" else 4
    for seed in range(3):
        game = new_game([f"P{i}" for i in range(seats)], seed, variant)
        rng = random.Random(seed)
        steps = 0
        while not game.finished and steps < 3000:
            for q in range(seats):
                listed = [a for a in game.legal_actions(q) if isinstance(a, Harvest)]
                assert listed == _harvests_by_the_methods(game, q)
            p = game.deciding()
            assert p is not None
            legal = game.legal_actions(p)
            game.apply(rng.choice(legal))
            steps += 1


def test_the_shortcuts_are_taken_only_where_the_rules_are_the_base_games():
    assert Game._base_harvest and Game._may_pass == MAY_PASS
    assert Game._base_fitting
    for cls in VARIANTS.values():
        same_harvest = (cls.harvestable_fields is Game.harvestable_fields
                        and cls.harvest_barred is Game.harvest_barred)
        assert cls._base_harvest == same_harvest
        assert (cls._may_pass is not None) == (cls._resolved is Game._resolved)
        assert cls._base_fitting == (cls.fitting_fields is Game.fitting_fields)
    # the variants that change those rules exist, so both paths are walked above
    assert not all(cls._base_harvest for cls in VARIANTS.values())
    assert any(cls._may_pass is None for cls in VARIANTS.values())
    assert not all(cls._base_fitting for cls in VARIANTS.values())


@pytest.mark.parametrize("rows", [
    sizes for sizes in itertools.product(range(4), repeat=3)
] + [sizes for sizes in itertools.product(range(4), repeat=2)])
def test_the_harvest_table_gives_the_protection_rule_for_every_size_of_field(rows):
    # two or three fields of 0 to 3 cards each, harvests listed for a seat not awaited
    # (seat 1) and for the active seat (seat 0, awaited in phase 1b)
    fields = [["white"] * n for n in rows]
    for p in (0, 1):
        game = build(4, fields={p: fields}, active=0, phase="1b")
        listed = [a for a in game.legal_actions(p) if isinstance(a, Harvest)]
        assert listed == _harvests_by_the_methods(game, p)
        biggest = max(rows)
        assert [a.field for a in listed] == [i for i, n in enumerate(rows)
                                            if n and (n > 1 or biggest == 1)]


def test_seats_outside_the_game_have_no_actions():
    game = new_game(["A", "B", "C"], 1)
    for p in (-1, 3, 7):
        assert game.legal_actions(p) == []
        assert not game.is_legal(Harvest(p, 0))


def test_a_game_leaves_no_reference_cycles():
    # rules.simulate.slow_collector relies on it: everything a game makes is freed by
    # reference counting, so the collector's rounds during a game find nothing
    gc.collect()
    gc.disable()
    try:
        for seed in range(2):
            game = new_game([f"P{i}" for i in range(4)], seed)
            rng = random.Random(seed)
            while not game.finished:
                p = game.deciding()
                assert p is not None
                game.apply(rng.choice(game.legal_actions(p)))
            game.clone()
            del game
        assert gc.collect() == 0
    finally:
        gc.enable()


def test_slow_collector_restores_the_collectors_pace():
    before = gc.get_threshold()
    with slow_collector(12_345):
        assert gc.get_threshold()[0] == 12_345
    assert gc.get_threshold() == before
    with pytest.raises(RuntimeError), slow_collector(999):
        raise RuntimeError("a game failed")
    assert gc.get_threshold() == before


def test_coins_for_reads_the_bohnometer_for_any_number_of_cards():
    # coins_for looks its answer up in a table made from the bohnometer: the table must
    # give what reading the bohnometer gives (the highest place reached; gaps allowed)
    for variety in VARIETIES.values():
        for cards in range(40):
            reached = [i + 1 for i, need in enumerate(variety.bohnometer)
                       if need is not None and cards >= need]
            assert variety.coins_for(cards) == max(reached, default=0), (variety.bean, cards)


def test_shuffle_draws_exactly_as_below_does():
    # rng.shuffle writes out below() for speed; saved games replay only if it is the same
    from rules import rng

    def by_below(state: int, items: list) -> int:
        for i in range(len(items) - 1, 0, -1):
            state, j = rng.below(state, i + 1)
            items[i], items[j] = items[j], items[i]
        return state

    for seed in (0, 1, 7, 2**63 + 5, 2**64 - 1):
        for n in (0, 1, 2, 11, 98):
            a, b = list(range(n)), list(range(n))
            assert rng.shuffle(seed, a) == by_below(seed, b)
            assert a == b


def test_no_action_class_has_subclasses():
    # the engine tests an action's kind by ``type(a) is Plant`` on its hot paths (cheaper
    # than isinstance): that is the same test only while no action class is subclassed
    from rules import actions
    from rules.record import Record

    kinds = [c for c in vars(actions).values()
             if isinstance(c, type) and issubclass(c, Record) and c is not Record]
    assert len(kinds) >= 20
    for cls in kinds:
        assert cls.__subclasses__() == [], cls


def test_the_quick_constructors_make_what_the_classes_make():
    # rules.state.frame/answer/trade skip the class call: every field must still be set,
    # to the class's default (a field added to the class and not to them fails here)
    import dataclasses

    from rules.state import Answer, Frame, Trade, answer, frame, trade

    pairs = [(frame("draft", 2), Frame("draft", 2)),
             (frame("respond", 1, [2, 3]), Frame("respond", 1, players=[2, 3])),
             (answer(), Answer()), (trade([3]), Trade(to=[3]))]
    for quick, made in pairs:
        assert type(quick) is type(made)
        for f in dataclasses.fields(made):
            assert getattr(quick, f.name) == getattr(made, f.name), f.name
        assert quick == made
    # and nothing is shared between two of them
    a, b = frame("draft", 0), frame("draft", 0)
    assert a.players is not b.players and a.cards is not b.cards


@pytest.mark.parametrize("rows", [
    [[], []], [["white"], []], [["white"], ["mean"]], [["mean", "white"], ["white"]],
    [["white"], ["white"], []], [["cap"], ["mean"], ["sword"]], [[], [], []],
])
def test_the_plantings_listed_are_those_fitting_fields_gives(rows):
    # Game._plants inlines fitting_fields for the base game
    game = build(3, hands={0: ["white", "mean"]}, fields={0: rows}, active=0, phase="1a")
    for card in game.state.seats[0].hand:
        listed: list = []
        game._plants(0, card, listed)
        assert [a.field for a in listed] == game.fitting_fields(0, card)
        assert all(a.card == card for a in listed)
