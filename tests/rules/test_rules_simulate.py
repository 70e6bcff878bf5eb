"""The random player, ``rules.simulate.run`` and ``excalibohn simulate --json``."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

from rules import Offer
from rules.builder import build
from rules.random_player import RandomPlayer
from rules.simulate import run

KEYS = {"games", "errors", "wins_by_seat", "mean_score_by_seat", "mean_turns",
        "games_per_second", "actions_per_second", "games_per_cpu_second"}


def test_random_player_picks_only_legal_actions_and_all_of_them_over_time():
    game = build(3, hands={0: ["cap"]}, fields={0: [["sword"] * 2, ["mean"] * 2]},
                 active=0, phase="1a")
    legal = game.legal_actions(0)
    assert len(legal) == 2  # two harvests: the Cap Bean fits nowhere
    player = RandomPlayer(seed=3)
    seen = {player.choose(game, 0) for _ in range(40)}
    assert seen == set(legal)


def test_random_player_is_reproducible_from_its_seed():
    game = build(3, hands={1: ["cap"] * 3, 2: ["white"]}, turned_up=["mean", "sword"],
                 active=0, phase="trade")
    a = [RandomPlayer(seed=8).choose(game, 0) for _ in range(5)]
    b = [RandomPlayer(seed=8).choose(game, 0) for _ in range(5)]
    assert a == b


def test_the_random_player_picks_uniformly_and_offers_from_the_generator():
    game = build(3, hands={0: ["sword"], 1: ["cap"] * 3, 2: ["white"]},
                 turned_up=["mean", "sword"], active=0, phase="trade")
    legal = game.legal_actions(0)
    # without offers: exactly what random.choice picks among the legal actions
    for seed in range(10):
        player, rng = RandomPlayer(seed=seed, offer_rate=0), random.Random(seed)
        assert [player.choose(game, 0) for _ in range(20)] == \
            [rng.choice(legal) for _ in range(20)]
    # with offers: every offer it makes is legal, and it makes some
    made = [RandomPlayer(seed=s, offer_rate=0.5).choose(game, 0) for s in range(40)]
    offers = [a for a in made if isinstance(a, Offer)]
    assert offers and all(game.why_not(a) is None for a in offers)
    assert len(offers) < len(made)


def test_simulate_run_summarises_whole_games_without_errors():
    summary = run(["random"] * 3, {"random": RandomPlayer}, games=3, seed=10, check=True)
    assert set(summary) >= KEYS
    assert summary["games"] == 3 and summary["errors"] == 0
    assert len(summary["wins_by_seat"]) == 3 and len(summary["mean_score_by_seat"]) == 3
    # every game has at least one winner; a shared win splits the game
    assert abs(sum(summary["wins_by_seat"]) - 3) < 1e-6
    assert summary["mean_turns"] > 3
    assert summary["games_per_second"] > 0 and summary["actions_per_second"] > 0


def test_simulate_run_with_five_seats():
    summary = run(["random"] * 5, {"random": RandomPlayer}, games=2, seed=4, check=True)
    assert summary["errors"] == 0 and len(summary["wins_by_seat"]) == 5


def _command() -> list[str]:
    """The installed ``excalibohn`` script next to this interpreter, else the module."""
    script = Path(sys.executable).with_name("excalibohn")
    return [str(script)] if script.exists() else [sys.executable, "-m", "excalibohn_tui.cli"]


def test_the_simulate_command_ends_with_one_json_line():
    out = subprocess.run(
        [*_command(), "simulate", "--games", "2", "--seats", "random,random,random,random",
         "--seed", "3", "--json"],
        capture_output=True, text=True, timeout=300,
    )
    assert out.returncode == 0, out.stderr
    last = out.stdout.strip().splitlines()[-1]
    summary = json.loads(last)
    assert set(summary) >= KEYS
    assert summary["games"] == 2 and summary["errors"] == 0
    assert len(summary["wins_by_seat"]) == 4


def test_the_simulate_summary_is_words(capsys):
    # ("wins by kind: {'easy': 1.0}": a Python dict, play-test)
    from excalibohn_tui.cli import main

    assert main(["simulate", "--games", "2", "--seats", "bot:random,bot:easy,bot:easy",
                 "--seed", "3"]) == 0
    out = capsys.readouterr().out
    [line] = [x for x in out.splitlines() if "wins by kind" in x]
    assert "{" not in line and "'" not in line
    assert "random " in line and "easy " in line
    assert not [x for x in out.splitlines() if "[" in x]  # (nor lists)
