"""The games of the rulebooks a table can choose, named without importing the rules core.

The command line's options and the start screen need only these names and numbers;
``rules.variants`` (VARIANT_NAMES, VARIANT_TITLES, VARIANT_SEATS) holds the same, and a
test keeps the two equal.  Importing the rules core takes longer than drawing the start
screen, so neither ``excalibohn --help`` nor the start screen's first frame waits for it.
"""

from __future__ import annotations

#: (name, title, fewest seats, most seats), the default first
GAMES: tuple[tuple[str, str, int, int], ...] = (
    ("excalibohn", "Excalibohn", 3, 5),
    ("rabohnzel", "Rabohnzel", 3, 5),
    ("bohnanza", "Bohnanza (classic)", 3, 5),
    ("bohnedikt", "Bohnedikt", 2, 5),
    ("bohnedikt-trade", "Bohnedikt for two, trading in phase 4", 2, 2),
)

GAME_NAMES: tuple[str, ...] = tuple(g[0] for g in GAMES)
