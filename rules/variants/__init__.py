"""The other games of the rulebooks, on the same engine as Excalibohn.

Each variant is a subclass of ``rules.engine.Game`` that names its own deck
and overrides the steps where its rules differ::

    from rules import new_game
    game = new_game(["Ann", "Ben", "Cem"], seed=7, variant="bohnanza")

``Game.from_json`` and ``Game.replay`` pick the right class from the state's
``variant``.  ``VARIANT_HELP[variant]`` is a short summary of the rules, in our
own words, for the help screen; ``VARIANT_SEATS[variant]`` the numbers of
players the game allows; ``VARIANT_TITLES`` the names to show;
``FIELD_NAMES[variant]`` the names of the fields where a game names them.
Bohnedikt's decree texts and sacrifice pairs are in ``bohnedikt_cards``
(``DECREE_OF[card]``, ``SACRIFICE_OF[card]``); the decrees in force and the
beans left lying (two players) are public in ``View.extra``.
"""

from __future__ import annotations

from rules.engine import Game

from .bohnanza import HELP as BOHNANZA_HELP
from .bohnanza import BohnanzaGame
from .bohnedikt import FIELD_NAMES as BOHNEDIKT_FIELDS
from .bohnedikt import HELP as BOHNEDIKT_HELP
from .bohnedikt import BohnediktGame
from .bohnedikt_duel import DUEL_HELP, DUEL_TRADE_HELP, BohnediktDuelGame, BohnediktDuelTradeGame
from .rabohnzel import HELP as RABOHNZEL_HELP
from .rabohnzel import RabohnzelGame

VARIANTS: dict[str, type[Game]] = {
    "rabohnzel": RabohnzelGame,
    "bohnanza": BohnanzaGame,
    "bohnedikt": BohnediktGame,
    "bohnedikt-trade": BohnediktDuelTradeGame,
}

#: every game a table can choose, the default first
VARIANT_NAMES: tuple[str, ...] = ("excalibohn", *VARIANTS)

VARIANT_TITLES: dict[str, str] = {
    "excalibohn": "Excalibohn",
    "rabohnzel": "Rabohnzel",
    "bohnanza": "Bohnanza (classic)",
    "bohnedikt": "Bohnedikt",
    "bohnedikt-trade": "Bohnedikt for two, trading in phase 4",
}

VARIANT_HELP: dict[str, str] = {
    "rabohnzel": RABOHNZEL_HELP,
    "bohnanza": BOHNANZA_HELP,
    "bohnedikt": BOHNEDIKT_HELP + "\n" + DUEL_HELP,
    "bohnedikt-trade": DUEL_TRADE_HELP,
}

#: names of the fields by index, where a game gives them names
FIELD_NAMES: dict[str, tuple[str, ...]] = {"bohnedikt": BOHNEDIKT_FIELDS,
                                           "bohnedikt-trade": BOHNEDIKT_FIELDS}

VARIANT_SEATS: dict[str, range] = {
    "excalibohn": range(3, 6),
    "rabohnzel": range(3, 6),
    "bohnanza": range(3, 6),
    "bohnedikt": range(2, 6),
    "bohnedikt-trade": range(2, 3),
}

__all__ = ["FIELD_NAMES", "VARIANTS", "VARIANT_HELP", "VARIANT_NAMES", "VARIANT_SEATS", "VARIANT_TITLES",
           "BohnanzaGame", "BohnediktDuelGame", "BohnediktDuelTradeGame", "BohnediktGame",
           "RabohnzelGame"]
