"""Shared helpers for the computer-player tests."""

from __future__ import annotations

import random
import sys

from excalibohn_ai.easy import EasyPlayer
from excalibohn_ai.hard import HardPlayer
from excalibohn_ai.normal import NormalPlayer
from rules import new_game, spec_for
from rules import rng as rand
from rules.engine import Game
from rules.invariants import broken_invariants
from rules.state import Seat, State
from rules.turn import start_turn


class ViewOnly:
    """What a computer player may touch of a game: views, legal actions, who is awaited,
    and the rules' functions over the game (the generator of candidate offers, the
    refusal of an offer).  Reading ``state`` (the full, hidden information) from the
    computer players' own code fails the test; the rules may read it."""

    def __init__(self, game: Game) -> None:
        self._game = game

    def __getattr__(self, name: str):
        return getattr(self._game, name)

    @property
    def state(self):
        caller = sys._getframe(1).f_globals.get("__name__", "")
        if caller.split(".")[0] == "excalibohn_ai":
            raise AssertionError(f"a computer player ({caller}) read the full game state")
        return self._game.state


def strict(kind: str, seed: int = 0, budget: float = 0.003) -> NormalPlayer:
    """A player of ``kind`` that raises instead of hiding an internal error."""
    if kind == "hard":
        p: NormalPlayer = HardPlayer(seed, budget)
        p.rollout_cap = 60  # type: ignore[attr-defined]
    elif kind == "easy":
        p = EasyPlayer(seed)
    else:
        p = NormalPlayer(seed)
    p.strict = True
    return p


#: every game of the rulebooks, with the numbers of seats that play it
TABLES = (("excalibohn", (3, 4, 5)), ("rabohnzel", (3, 4, 5)), ("bohnanza", (3, 4, 5)),
          ("bohnedikt", (2, 3, 4, 5)), ("bohnedikt-trade", (2,)))


def new_table(seats: int, seed: int, variant: str = "excalibohn") -> Game:
    """A new game of ``variant`` for ``seats`` players.

    Work-around for a rules bug (see the report of branch ``ai``): ``Game.new`` finds a
    game's spec before the seats are dealt, so two seats of Bohnedikt play the spec of
    more seats; such a game is dealt here on a game that has the right spec.
    """
    names = [f"Seat {i + 1}" for i in range(seats)]
    game = new_game(names, seed, variant)
    if game.spec is spec_for(variant, seats):
        return game
    spec = spec_for(variant, seats)
    state = State(variant=variant, seed=seed, seats=[Seat(n) for n in names], draw=[],
                  discard=[], spell_deck=[], rng=rand.seed_state(seed),
                  max_passes=spec.passes[seats])
    game = Game(state)
    game.rules.deals[spec.deal](game, names)
    start_turn(game)
    game._settle()
    return game


def random_position(seed: int, steps: int, seats: int = 4,
                    variant: str = "excalibohn") -> tuple[Game, random.Random]:
    """A game after ``steps`` uniformly random legal actions (fewer if it ends)."""
    game = new_table(seats, seed, variant)
    r = random.Random(seed)
    random_steps(game, r, steps)
    return game, r


def random_steps(game: Game, r: random.Random, steps: int) -> None:
    for _ in range(steps):
        if game.finished:
            return
        p = r.choice(game.awaiting()).player
        game.apply(r.choice(game.legal_actions(p)))


def play_out(game: Game, players: list, check: bool = True) -> int:
    """Play ``game`` to its end as ``rules.simulate.play_one`` does (players not awaited
    may interject a harvest; the first awaited seat decides), checking the invariants
    after every action; return the number of actions."""
    steps = 0
    while not game.finished:
        awaited = {w.player for w in game.awaiting()}
        for q, player in enumerate(players):
            extra = None if q in awaited or not hasattr(player, "interject") else \
                player.interject(ViewOnly(game), q)
            if extra is not None:
                game.apply(extra)
                steps += 1
        p = game.deciding()
        assert p is not None, "an unfinished game awaits nobody"
        game.apply(players[p].choose(ViewOnly(game), p))
        steps += 1
        if check:
            assert broken_invariants(game) == []
        assert steps < 20_000, "the game did not end"
    return steps
