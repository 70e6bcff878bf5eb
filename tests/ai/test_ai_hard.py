"""The hard player's search: light views for rollouts, fixed samples, the horizon."""

from __future__ import annotations

import random

from ai_helpers import ViewOnly, random_position, random_steps
from hypothesis import given, settings
from hypothesis import strategies as st

from excalibohn_ai.determinize import sample
from excalibohn_ai.fastview import light_view
from excalibohn_ai.hard import HardPlayer, RolloutPlayer, search_limits
from excalibohn_ai.normal import NormalPlayer, fallback
from rules import Harvest
from rules.builder import build


def _same(a, b) -> None:
    """Compare a light view with a full one on everything the light one carries."""
    if isinstance(a, list | tuple):
        assert len(a) == len(b)
        for x, y in zip(a, b, strict=True):
            _same(x, y)
    elif isinstance(a, dict):
        assert a.keys() == b.keys()
        for k in a:
            _same(a[k], b[k])
    elif hasattr(a, "__slots__"):
        for name in a.__slots__:
            if name in ("awaiting", "result"):
                continue
            name = name.lstrip("_")
            if name == "ids":
                name = "cards"
            _same(getattr(a, name), getattr(b, name))
    else:
        assert a == b


@settings(max_examples=25, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 2500), seats=st.integers(3, 5))
def test_a_light_view_shows_what_the_full_view_shows(seed, steps, seats):
    game, r = random_position(seed, steps, seats)
    for _ in range(6):
        if game.finished:
            break
        for p in range(seats):
            light, full = light_view(game, p), game.view(p)
            _same(light, full)
            assert [(w.player, w.kind) for w in light.awaiting] == [
                (w.player, w.kind) for w in full.awaiting]
        random_steps(game, r, r.randint(1, 60))


def test_the_normal_player_decides_alike_from_light_and_full_views():
    decisions = 0
    for seed in range(2):
        game, _ = random_position(seed, 0)
        a_players = [NormalPlayer(seed + i, interjects=False) for i in range(4)]
        b_players = [NormalPlayer(seed + i, interjects=False) for i in range(4)]
        while not game.finished:
            p = game.awaiting()[0].player
            legal = game.legal_actions(p)
            a = a_players[p].decide(game.view(p), legal, p)
            assert b_players[p].decide(light_view(game, p), legal, p) == a
            decisions += 1
            game.apply(a if a in legal else fallback(legal))
    assert decisions > 500


def _searched_position(seed: int):
    """A real game walked on to a decision the hard player searches, and its seat."""
    game, r = random_position(seed, 300)
    rng = random.Random(seed)
    for _ in range(2000):
        seat = game.awaiting()[0].player
        view = game.view(seat)
        if view.decision.kind in ("plant_second", "plant_aside") and sample(view, rng):
            return game, seat
        random_steps(game, r, 1)
    raise AssertionError("no searched decision found")


def test_a_fixed_number_of_samples_ignores_the_clock():
    game, seat = _searched_position(3)
    player = HardPlayer(1, budget=0.0, samples=3)
    player.rollout_cap = 80
    player.strict = True
    action = player.choose(ViewOnly(game), seat)
    assert action in game.legal_actions(seat)
    legal = game.legal_actions(seat)
    many = len(HardPlayer._candidates(game.view(seat).decision.kind, legal, action)) > 1
    # three samples pick a challenger, three fresh ones test it (none if every other
    # candidate fell behind at once)
    assert player.samples_last in ((3, 6) if many else (0,))


def test_the_default_plays_thirty_samples_a_round_within_one_second(monkeypatch):
    monkeypatch.delenv("EXCALIBOHN_HARD_SAMPLES", raising=False)
    monkeypatch.delenv("EXCALIBOHN_HARD_BUDGET", raising=False)
    assert search_limits(None, None) == (1.0, 30)
    assert (HardPlayer(0).budget, HardPlayer(0).samples) == (1.0, 30)
    # a setting named alone: samples without a clock, or a budget filled with samples
    monkeypatch.setenv("EXCALIBOHN_HARD_SAMPLES", "6")
    assert search_limits(None, None) == (0.0, 6)
    monkeypatch.delenv("EXCALIBOHN_HARD_SAMPLES")
    monkeypatch.setenv("EXCALIBOHN_HARD_BUDGET", "0.2")
    assert search_limits(None, None) == (0.2, 0)
    assert search_limits(0.01, None) == (0.01, 0)
    assert search_limits(None, 3) == (0.0, 3)
    assert search_limits(0.5, 3) == (0.5, 3)


def test_the_clock_ends_a_search_whose_samples_would_take_too_long():
    game, seat = _searched_position(3)
    player = HardPlayer(1, budget=0.05, samples=10**6)
    player.strict = True
    action = player.choose(ViewOnly(game), seat)
    assert action in game.legal_actions(seat)
    assert player.samples_last < 10**6  # without the clock it would play on for hours


def test_the_same_seed_and_samples_give_the_same_choice():
    game, seat = _searched_position(11)
    choices = set()
    for _ in range(2):
        player = HardPlayer(5, budget=0.0, samples=3)
        player.rollout_cap = 80
        choices.add(player.choose(ViewOnly(game), seat))
    assert len(choices) == 1


def test_rollouts_reach_the_end_of_the_players_next_turn():
    game, _ = random_position(2, 0)
    view = game.view(game.state.active)
    seat = (view.active + 1) % 4
    player = HardPlayer(0, horizon=1)
    last = player._horizon_turn(view, seat)
    assert last == view.turn + 1  # the next seat's turn is the next one
    assert player._horizon_turn(view, view.active) == view.turn + 4
    assert HardPlayer(0, horizon=0)._horizon_turn(view, seat) == view.turn
    g = game.clone()
    player._rollout(g, seat, last)
    assert g.state.turn == last + 1 or g.finished


def test_near_the_end_rollouts_play_the_game_out():
    game, r = random_position(4, 0)
    players = [RolloutPlayer() for _ in range(4)]
    while not game.state.ending and not game.finished:
        p = game.awaiting()[0].player
        game.apply(players[p].act(game, p))
    if game.finished:
        return
    view = game.view(game.awaiting()[0].player)
    assert HardPlayer(0)._horizon_turn(view, view.active) is None


def test_with_fixed_samples_it_still_harvests_the_row_that_pays_when_nothing_fits():
    # two rows: four Princess Beans (2 coins) and two Sword Beans (none); the Magic Bean
    # in front fits neither
    game = build(3, hands={0: ["magic", "cap"]},
                 fields={0: [["sword"] * 2, ["princess"] * 4]}, active=0, phase="1a")
    player = HardPlayer(2, budget=0.0, samples=4)
    assert player.choose(ViewOnly(game), 0) == Harvest(0, 1)


def test_rollout_players_judge_trades_as_the_normal_player_does():
    for seed in range(3):
        game, r = random_position(seed, 0)
        normal = [NormalPlayer(0, interjects=False) for _ in range(4)]
        roll = [RolloutPlayer() for _ in range(4)]
        while not game.finished:
            p = game.awaiting()[0].player
            legal = game.legal_actions(p)
            a = normal[p].decide(light_view(game, p), legal, p)
            b = roll[p].act(game, p)
            assert b == (a if a in legal else fallback(legal))
            game.apply(b)
