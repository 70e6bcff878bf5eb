"""Play whole games without a screen and summarise them.

``run`` takes one factory per seat (``factory(seed) -> player`` with a
``choose(game, seat) -> Action`` method) so that this module needs no
knowledge of the computer players built on top of the core.  Seat order
rotates from game to game so that no kind of player always sits first.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, Protocol

from .actions import Action
from .engine import Game, new_game
from .invariants import broken_invariants


class Player(Protocol):
    def choose(self, game: Game, player: int) -> Action: ...


Factory = Callable[[int], Player]

MAX_ACTIONS = 200_000  # a game longer than this is counted as an error (a stall)


def play_one(factories: list[Factory], seed: int, check: bool = False,
             variant: str = "excalibohn") -> tuple[Game, int]:
    """Play one game to its end; return it and the number of actions applied."""
    n = len(factories)
    game = new_game([f"Seat {i + 1}" for i in range(n)], seed, variant)
    players = [f(seed * 31 + i) for i, f in enumerate(factories)]
    # players not awaited may harvest now (optional ``interject`` of a computer player)
    interjects = [(q, pl.interject) for q, pl in enumerate(players) if hasattr(pl, "interject")]
    steps = 0
    while True:
        if interjects:
            awaited = {w.player for w in game.awaiting()}
            for q, interject in interjects:
                extra = None if q in awaited else interject(game, q)
                if extra is not None:
                    game.apply(extra)
                    steps += 1
        # one seat decides at a time; with several awaited, the first of them
        p = game.deciding()
        if p is None:
            if game.finished:
                break
            raise RuntimeError(f"game with seed {seed} awaits nobody but is not over")
        game.apply(players[p].choose(game, p))
        steps += 1
        if check:
            problems = broken_invariants(game)
            if problems:
                raise AssertionError("; ".join(problems))
        if steps > MAX_ACTIONS:
            raise RuntimeError(f"game with seed {seed} did not end after {MAX_ACTIONS} actions")
    return game, steps


def run(kinds: list[str], factories: dict[str, Factory], games: int, seed: int,
        check: bool = False, progress: Callable[[int], None] | None = None,
        variant: str = "excalibohn") -> dict[str, Any]:
    """Play ``games`` games with seats of ``kinds``; rotate the seating each game."""
    n = len(kinds)
    wins = {k: 0.0 for k in kinds}
    wins_by_seat = [0.0] * n
    score_sum = [0] * n
    score_by_kind: dict[str, list[int]] = {k: [] for k in kinds}
    turns = 0
    actions = 0
    errors = 0
    error_seeds: list[int] = []
    finished = 0
    t0 = time.perf_counter()
    c0 = time.process_time()
    for g in range(games):
        shift = g % n
        order = [kinds[(i + shift) % n] for i in range(n)]  # order[seat] = kind
        try:
            game, steps = play_one([factories[k] for k in order], seed + g, check, variant)
        except Exception:
            errors += 1
            error_seeds.append(seed + g)
            continue
        finished += 1
        actions += steps
        turns += game.state.turn
        r = game.state.result
        assert r is not None
        share = 1 / len(r.winners)
        for w in r.winners:
            wins_by_seat[w] += share
            wins[order[w]] += share
        for seat, sc in enumerate(r.scores):
            score_sum[seat] += sc
            score_by_kind[order[seat]].append(sc)
        if progress:
            progress(g + 1)
    elapsed = time.perf_counter() - t0
    # processor time: on a shared machine the fairer measure of one core's speed
    cpu = time.process_time() - c0
    return {
        "games": games,
        "variant": variant,
        "seats": kinds,
        "seed": seed,
        "errors": errors,
        "error_seeds": error_seeds[:20],
        "wins_by_seat": [round(w, 3) for w in wins_by_seat],
        "wins_by_kind": {k: round(v, 3) for k, v in wins.items()},
        "win_rate_by_kind": {k: round(v / max(finished, 1), 4) for k, v in wins.items()},
        "mean_score_by_seat": [round(s / max(finished, 1), 3) for s in score_sum],
        "mean_score_by_kind": {k: round(sum(v) / max(len(v), 1), 3)
                               for k, v in score_by_kind.items()},
        "mean_turns": round(turns / max(finished, 1), 2),
        "mean_actions": round(actions / max(finished, 1), 1),
        "seconds": round(elapsed, 3),
        "games_per_second": round(finished / elapsed, 3) if elapsed else 0.0,
        "actions_per_second": round(actions / elapsed, 1) if elapsed else 0.0,
        "cpu_seconds": round(cpu, 3),
        "games_per_cpu_second": round(finished / cpu, 3) if cpu else 0.0,
    }
