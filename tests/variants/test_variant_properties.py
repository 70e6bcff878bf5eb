"""Whole random games of every variant, under the same checks as Excalibohn:
cards conserved and no stuck prompt after every action, views that depend on
nothing hidden, an exact JSON round trip and an exact replay."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from variant_helpers import play_random

from rules import CHOOSABLE, SPECS, Game, new_game

VARIANTS = [v for v in CHOOSABLE if v != "excalibohn"]

CASES = [(v, n, seed) for v in VARIANTS for n, seed in zip(SPECS[v].seats, (1, 2, 3),
                                                            strict=False)]


@pytest.mark.parametrize(("variant", "players", "seed"), CASES)
def test_random_game_keeps_every_invariant(variant, players, seed):
    game = new_game([f"P{i}" for i in range(players)], seed, variant)
    play_random(game, seed, check_every=1, view_every=97)
    assert game.finished and game.state.variant == variant
    r = game.state.result
    assert r is not None and r.winners
    assert r.scores == [len(seat.coins) for seat in game.state.seats]
    back = Game.from_json(game.to_json())
    assert back.spec is game.spec and back == game
    again = Game.replay([s.name for s in game.state.seats], seed, game.log, variant)
    assert again.state == game.state


@settings(max_examples=6, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(sorted(VARIANTS)), seed=st.integers(0, 10_000),
       cut=st.integers(1, 400))
def test_json_round_trip_mid_game(variant, seed, cut):
    seats = SPECS[variant].seats
    game = new_game([f"P{i}" for i in range(seats[seed % len(seats)])], seed, variant)
    rnd = random.Random(seed)
    for _ in range(cut):
        if game.finished:
            break
        p = game.awaiting()[0].player
        game.apply(rnd.choice(game.legal_actions(p)))
    back = Game.from_json(game.to_json())
    assert back == game and back.spec is game.spec
    assert back.legal_actions(0) == game.legal_actions(0)
    assert back.view(0) == game.view(0)


@settings(max_examples=12, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(sorted(CHOOSABLE)), seed=st.integers(0, 10_000),
       more=st.integers(0, 3))
def test_the_last_turn_told_is_the_last(variant, seed, more):
    """``View.last_turn``, told before the end begins (the status's LAST TURN, the words of
    the game for two's last offer), is never told early: the game ends with that turn."""
    seats = SPECS[variant].seats
    game = new_game([f"P{i}" for i in range(min(seats) + more % len(seats))], seed, variant)
    rnd = random.Random(seed)
    told: int | None = None
    while not game.finished:
        if told is None and game.public_view().last_turn:
            told = game.state.turn
        who = game.awaiting()[0].player
        game.apply(rnd.choice(game.legal_actions(who)))
    # (None: the pile ran out at a draw with no decision left in the turn to tell it at)
    assert told is None or told == game.state.turn
