"""Normal beats easy in every game: a small fixed-seed version of the level-against-level
match of benchmarks/levels.py (docs/benchmarks.md has the figures over 500 games or more a cell),
so that a regression in one game shows."""

from __future__ import annotations

import pytest

from excalibohn_ai import FACTORIES
from rules.games import SPECS
from rules.simulate import run


@pytest.mark.parametrize("variant", list(SPECS))
def test_normal_beats_easy(variant):
    seats = SPECS[variant].seats
    n = 4 if 4 in seats else seats[-1]  # a full table of four, or two where the game is for two
    summary = run(["normal"] + ["easy"] * (n - 1), FACTORIES, games=20, seed=500,
                  variant=variant)
    assert summary["errors"] == 0
    # more than its share of the wins (chance: 1 in n), and more coins than an easy player
    assert summary["win_rate_by_kind"]["normal"] > 1 / n
    assert summary["mean_score_by_kind"]["normal"] > summary["mean_score_by_kind"]["easy"]
