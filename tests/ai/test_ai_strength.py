"""Regression guards on playing strength (fixed seeds; the full measurements with
1,000 games are in docs/benchmarks.md)."""

from __future__ import annotations

from excalibohn_ai import FACTORIES
from rules.simulate import run


def test_normal_beats_three_random_players_clearly():
    summary = run(["normal", "random", "random", "random"], FACTORIES, games=40, seed=404)
    assert summary["errors"] == 0
    # chance is 25%; the target over 1,000 games is at least 60%
    assert summary["win_rate_by_kind"]["normal"] >= 0.6
    assert summary["mean_score_by_kind"]["normal"] > 3 * summary["mean_score_by_kind"]["random"]


def test_easy_beats_random_but_loses_to_normal():
    vs_random = run(["easy", "random", "random", "random"], FACTORIES, games=16, seed=405)
    vs_normal = run(["easy", "normal", "normal", "normal"], FACTORIES, games=32, seed=406)
    assert vs_random["errors"] == vs_normal["errors"] == 0
    assert vs_random["win_rate_by_kind"]["easy"] >= 0.35
    assert vs_normal["win_rate_by_kind"]["easy"] < 0.25
