"""The hard player's sampled games agree with everything its seat can see."""

from __future__ import annotations

import random

from ai_helpers import random_position, random_steps
from hypothesis import given, settings
from hypothesis import strategies as st

from excalibohn_ai.determinize import REBUILDABLE, sample
from rules.invariants import broken_invariants


@settings(max_examples=30, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 2500), seats=st.integers(3, 5))
def test_a_sample_looks_the_same_to_its_viewer_and_conserves_every_card(seed, steps, seats):
    game, r = random_position(seed, steps, seats)
    rebuilt = 0
    for _ in range(12):
        if game.finished:
            break
        for w in game.awaiting():
            view = game.view(w.player)
            sampled = sample(view, random.Random(seed))
            if sampled is None:
                assert w.kind not in REBUILDABLE or view.trade is not None
                continue
            rebuilt += 1
            assert broken_invariants(sampled) == []
            assert sampled.view(w.player) == view
            assert set(sampled.legal_actions(w.player)) == set(game.legal_actions(w.player))
        random_steps(game, r, r.randint(1, 60))


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
