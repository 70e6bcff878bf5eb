"""The evaluation's memos of planting figures stay small: the app keeps them for its whole
life (a memo of 65,536 figures once held 27 MB after two games with hard players)."""

from __future__ import annotations

import random
import tracemalloc

from excalibohn_ai.evaluate import DEFAULT, GAIN_CACHE, PLAIN, _best_any, _best_seq, most_coins
from excalibohn_ai.position import _settle
from rules.cards import CLASSIC_BEANS


def _boards(r: random.Random, n: int):
    beans = list(CLASSIC_BEANS)
    for _ in range(n):
        rows = []
        for _ in range(3):
            b = r.choice([*beans, None])
            rows.append((b, r.randint(1, 9), b, PLAIN) if b else (None, 0, None, PLAIN))
        yield tuple(rows), tuple(sorted(r.choice(beans) for _ in range(r.randint(1, 3))))


def test_each_memo_keeps_at_most_gain_cache_figures_in_a_few_megabytes():
    r = random.Random(1)
    memos = (_best_any, _best_seq, most_coins, _settle)
    for memo in memos:
        memo.cache_clear()
    tracemalloc.start()
    try:
        start = tracemalloc.get_traced_memory()[0]
        for board, beans in _boards(r, GAIN_CACHE + 1000):  # more than a memo may keep
            _best_any(board, beans, False)
            _best_seq(board, beans, (0.8, 0.5, 0.3)[:len(beans)])
            most_coins(board, beans)
            _settle(board, 1, (), beans, DEFAULT)
        held = tracemalloc.get_traced_memory()[0] - start
        kept = [memo.cache_info().currsize for memo in memos]
    finally:
        tracemalloc.stop()
        for memo in memos:
            memo.cache_clear()
    assert kept == [GAIN_CACHE] * 4
    assert held < 21 * 2**20, f"{held / 2**20:.1f} MB"  # (four memos)
