"""Every level of computer player finishes every variant with legal moves only.

The hard player searches 3 samples a round here, not its 30 (3: the fewest with which
its search may still overrule the normal choice), and its rollouts play at most 300
actions a decision, not 3,000 (in the games for two, whose rollouts run long, 1,000
halved the time, and 300 halves it again, to some 20 s for the file): these games
check that each decision it makes is legal, which does not need its strength (that is
measured by ``benchmarks/levels.py``), and its full search made this file take four
minutes."""

from __future__ import annotations

import pytest

from excalibohn_ai import FACTORIES
from excalibohn_ai.hard import HardPlayer
from rules import CHOOSABLE, SPECS
from rules.simulate import play_one


def _level(kind: str):
    """The factory of a computer player of ``kind``, the hard one with a smaller search."""
    if kind == "hard":
        return lambda seed: HardPlayer(seed, actions=300)
    return FACTORIES[kind]


@pytest.mark.parametrize("variant", [v for v in CHOOSABLE if v != "excalibohn"])
def test_every_bot_level_plays_the_variant_to_the_end(variant, monkeypatch):
    monkeypatch.setenv("EXCALIBOHN_HARD_SAMPLES", "3")
    kinds = sorted(FACTORIES)[: SPECS[variant].seats.stop - 1]
    if len(kinds) < SPECS[variant].seats.start:
        kinds = kinds * 2
    game, steps = play_one([_level(k) for k in kinds], seed=7, check=True, variant=variant)
    assert game.finished and game.state.variant == variant and steps > 0
    assert game.state.result is not None and game.state.result.winners


def test_bots_play_the_two_player_bohnedikt(monkeypatch):
    monkeypatch.setenv("EXCALIBOHN_HARD_SAMPLES", "3")
    kinds = [k for k in sorted(FACTORIES) if k != "random"][:2]
    game, _ = play_one([_level(k) for k in kinds], seed=3, check=True, variant="bohnedikt")
    assert game.finished and len(game.state.seats) == 2
