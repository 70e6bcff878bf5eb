"""A small seeded generator owned by the game state.

The state of the generator is one integer, so a game serialises, clones and
replays exactly, independent of the Python version (``random.shuffle`` makes
no such promise).  SplitMix64: fast, simple, well studied.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


def next_u64(state: int) -> tuple[int, int]:
    """Return (new_state, output)."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """Return (new_state, value) with value uniform in range(n) (n >= 1)."""
    state, x = next_u64(state)
    return state, x % n  # bias below 2**-40 for our n; fine for a card game


def shuffle(state: int, items: list) -> int:
    """Shuffle ``items`` in place (Fisher-Yates) and return the new state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state


def seed_state(seed: int) -> int:
    return seed & _MASK
