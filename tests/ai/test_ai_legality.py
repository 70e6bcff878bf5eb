"""Computer players never raise, never stall and always choose a legal action.

Random positions of every phase: random legal actions for a random number of
steps, then every level decides for every awaited seat, through a proxy that
only exposes the view and the legal actions.
"""

from __future__ import annotations

import random

from ai_helpers import TABLES, ViewOnly, new_table, play_out, random_position, random_steps, strict
from hypothesis import given, settings
from hypothesis import strategies as st

from excalibohn_ai.normal import NormalPlayer
from rules import Harvest
from rules.simulate import play_one

LEVELS = ("easy", "normal", "hard")


@settings(max_examples=45, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10**6), seats=st.integers(3, 5))
def test_every_level_chooses_a_legal_action_in_random_positions(seed, seats):
    # a uniform start in a random game (2,000-3,500 actions long), from the seed
    game, r = random_position(seed, random.Random(seed).randint(0, 1800), seats)
    for _ in range(12):  # several positions along the same random game
        if game.finished:
            break
        proxy = ViewOnly(game)
        awaited = {w.player for w in game.awaiting()}
        for kind in LEVELS:
            for seat in range(seats):
                player = strict(kind, seed + seat)
                legal = game.legal_actions(seat)
                if seat in awaited:
                    action = player.choose(proxy, seat)
                    assert game.why_not(action) is None, (kind, game.awaiting(), action)
                else:
                    extra = player.interject(proxy, seat)
                    assert extra is None or (isinstance(extra, Harvest) and extra in legal)
        random_steps(game, r, r.randint(1, 80))


def _strict_factory(kind):
    return lambda seed: strict(kind, seed, budget=0.002)


@settings(max_examples=6, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10**6))
def test_whole_games_between_levels_end_without_errors(seed):
    kinds = ["normal", "easy", "hard", "random"]
    from rules.random_player import RandomPlayer
    factories = [_strict_factory(k) if k != "random" else RandomPlayer for k in kinds]
    game, steps = play_one(factories, seed, check=True)
    assert game.finished and game.state.result is not None
    assert steps < 5000  # bots trade briefly: far shorter than the random player's games


@settings(max_examples=len(TABLES) * 2, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10**6),
       table=st.sampled_from([(variant, n) for variant, seats in TABLES for n in seats]))
def test_every_level_plays_whole_games_of_every_game_of_the_rulebooks(seed, table):
    variant, seats = table
    kinds = ["hard", "normal", "easy", "normal", "hard"][:seats]
    game = new_table(seats, seed, variant)
    play_out(game, [strict(k, seed + i, budget=0.002) for i, k in enumerate(kinds)])
    assert game.finished


def test_a_normal_table_plays_short_games():
    game, steps = play_one([lambda s: strict("normal", s)] * 4, 11)
    assert game.finished
    # a turn of four normal players needs a few dozen actions, not the random player's hundreds
    assert steps / game.state.turn < 40


def test_fallback_keeps_the_bot_legal_when_its_evaluation_fails(monkeypatch):
    game, _ = random_position(3, 300)
    seat = game.awaiting()[0].player
    player = NormalPlayer(1)

    def broken(*args):
        raise RuntimeError("evaluation bug")

    monkeypatch.setattr(player, "decide", broken)
    assert player.choose(ViewOnly(game), seat) in game.legal_actions(seat)
    player.strict = True
    try:
        player.choose(ViewOnly(game), seat)
    except RuntimeError:
        pass
    else:
        raise AssertionError("strict mode must not hide errors")
