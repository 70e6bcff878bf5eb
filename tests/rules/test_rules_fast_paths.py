"""The engine's inlined hot paths give exactly what the methods they stand for give."""

from __future__ import annotations

import random

import pytest

from rules import Harvest, new_game
from rules.engine import MAY_PASS, Game
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
    for cls in VARIANTS.values():
        same_harvest = (cls.harvestable_fields is Game.harvestable_fields
                        and cls.harvest_barred is Game.harvest_barred)
        assert cls._base_harvest == same_harvest
        assert (cls._may_pass is not None) == (cls._resolved is Game._resolved)
    # the variants that change those rules exist, so both paths are walked above
    assert not all(cls._base_harvest for cls in VARIANTS.values())
    assert any(cls._may_pass is None for cls in VARIANTS.values())
