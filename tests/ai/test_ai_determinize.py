"""The hard player's sampled games agree with everything its seat can see."""

from __future__ import annotations

import random

from ai_helpers import TABLES, random_position, random_steps
from hypothesis import given, settings
from hypothesis import strategies as st

from excalibohn_ai.determinize import rebuildable, sample
from rules.invariants import broken_invariants
from rules.views import VIEW_ADAPTER

TABLE = st.sampled_from([(variant, n) for variant, seats in TABLES for n in seats])


@settings(max_examples=40, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 2500), table=TABLE)
def test_a_sample_looks_the_same_to_its_viewer_and_conserves_every_card(seed, steps, table):
    variant, seats = table
    game, r = random_position(seed, steps, seats, variant)
    for _ in range(12):
        if game.finished:
            break
        for w in game.awaiting():
            view = game.view(w.player)
            sampled = sample(view, random.Random(seed))
            if sampled is None:
                assert not rebuildable(view)
                continue
            assert sampled.spec is game.spec
            assert broken_invariants(sampled) == []
            assert sampled.view(w.player) == view
            assert set(sampled.legal_actions(w.player)) == set(game.legal_actions(w.player))
        random_steps(game, r, r.randint(1, 60))


def test_the_planting_and_trading_decisions_of_every_game_are_rebuilt():
    for variant, seats in TABLES:
        for n in seats:
            game, r = random_position(n, 0, n, variant)
            kinds = set()
            while not game.finished and game.view(None).turn < 12:
                seat = game.awaiting()[0].player
                view = game.view(seat)
                if sample(view, random.Random(0)) is not None:
                    kinds.add(view.decision.kind)
                random_steps(game, r, 1)
            assert {"plant_aside", "plant_offer", "place_left"} & kinds, (variant, n, kinds)
            if "trading" in game.spec.turn:
                assert {"trading", "respond", "conclude"} & kinds, (variant, n, kinds)


def test_a_sample_needs_nothing_but_the_view():
    game, r = random_position(9, 300)
    for _ in range(500):  # walk on to a decision that can be rebuilt
        view = game.view(game.awaiting()[0].player)
        if rebuildable(view):
            break
        random_steps(game, r, 1)
    # the view as a connection would carry it: JSON and back
    copy = VIEW_ADAPTER.validate_json(VIEW_ADAPTER.dump_json(view))
    a, b = sample(view, random.Random(3)), sample(copy, random.Random(3))
    assert a is not None and b is not None and a.state == b.state


def test_samples_differ_in_what_is_hidden():
    game, r = random_position(5, 400)
    rng = random.Random(1)
    for _ in range(500):  # walk on to a decision that can be rebuilt
        seat = game.awaiting()[0].player
        view = game.view(seat)
        if sample(view, rng) is not None:
            break
        random_steps(game, r, 1)
    samples = [sample(view, rng) for _ in range(5)]
    assert all(s is not None for s in samples)
    others = [p for p in range(4) if p != seat]
    hands = {tuple(tuple(s.state.seats[p].hand) for p in others) for s in samples}
    assert len(hands) > 1  # other players' hands are guessed afresh each time
    for s in samples:  # while our own hand is exactly what we see
        assert [c.id for c in view.hand] == s.state.seats[seat].hand
