"""The rules core: every game of the rulebooks as a pure, replayable engine.

No user interface lives here (no textual, no rich): the terminal app and the computer
players stand on this package and see games only through views.

The public API, one obvious way to do each thing::

    from rules import new_game, Plant, Offer, Done

    game = new_game(["Ann", "Ben", "Cem"], seed=7)   # deal; the start player is found
    game.spec                  # the game's fixed facts (rules.games.GameSpec)
    game.awaiting()            # [Awaited(player, kind, text)]: who must decide, and what
    game.legal_actions(p)      # every legal action of seat p now, offers aside
    game.why_not(action)       # None if legal, else why not, naming the rule
    game.apply(action)         # -> events; an illegal action raises IllegalAction with
                               #    that reason and changes nothing
    game.view(p)               # what seat p may know; game.public_view() for onlookers
    game.events_for(p)         # the game log in words, redacted for seat p
    game.to_json(); Game.from_json(text)        # exact round trip (state + action log)
    Game.replay(seats, seed, actions, variant)   # same seed + same actions = same game
    game.clone()               # an independent copy, for searching computer players

Offers (``Offer``) are too many to list: ``rules.trading.offer_space(game, p)`` is the
documented generator of candidate offers, and ``why_not`` checks any offer.  Any player
may harvest at any time outside a Sword Bean attack, so ``legal_actions`` lists
harvests for seats that are not awaited, too.

The games are data (``rules.games``: ``SPECS``, ``CHOOSABLE``, ``spec_for``) plus the
rule modules each names.  Hand-made positions for tests and puzzles come from
``rules.builder.build``; card data (varieties, bohnometers, spells, decrees, sacrifices)
lives in ``rules.cards``.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

#: where each name of the public API lives; a module is imported when one of its names
#: is first asked for, so that ``rules.games`` (the registry of games) stays light for
#: the command line and the start screen
_WHERE = {
    **dict.fromkeys(
        ["Accept", "Action", "Activate", "ActivateWithBean", "BuyField", "Cast", "ChooseCoin",
         "Conclude", "CounterOffer", "Discard", "Done", "DrawSacrifice", "DropSacrifice",
         "Harvest", "KeepSwapped", "Offer", "Plant", "Refuse", "Retuck", "Sacrifice", "Swap",
         "Tuck", "UseAbility", "ACTION_ADAPTER"], "actions"),
    **dict.fromkeys(["BEAN_OF", "SPELL_CARDS", "SPELL_ID", "VARIETIES", "Bean", "Spell"],
                    "cards"),
    **dict.fromkeys(["Awaited", "Game", "IllegalAction", "new_game"], "engine"),
    "Event": "events",
    **dict.fromkeys(["CHOOSABLE", "SPECS", "GameSpec", "spec_for"], "games"),
    "View": "views",
}

if TYPE_CHECKING:
    from .actions import (
        Accept,
        Action,
        Activate,
        ActivateWithBean,
        BuyField,
        Cast,
        ChooseCoin,
        Conclude,
        CounterOffer,
        Discard,
        Done,
        DrawSacrifice,
        DropSacrifice,
        Harvest,
        KeepSwapped,
        Offer,
        Plant,
        Refuse,
        Retuck,
        Sacrifice,
        Swap,
        Tuck,
        UseAbility,
    )
    from .cards import BEAN_OF, SPELL_CARDS, SPELL_ID, VARIETIES, Bean, Spell
    from .engine import Awaited, Game, IllegalAction, new_game
    from .events import Event
    from .games import CHOOSABLE, SPECS, GameSpec, spec_for
    from .views import View

__all__ = [
    "ACTION_ADAPTER", "Accept", "Action", "Activate", "ActivateWithBean", "Awaited", "BEAN_OF",
    "Bean", "BuyField", "CHOOSABLE", "Cast", "ChooseCoin", "Conclude", "CounterOffer", "Discard",
    "Done", "DrawSacrifice", "DropSacrifice", "Event", "Game", "GameSpec", "Harvest",
    "IllegalAction", "KeepSwapped", "Offer", "Plant", "Refuse", "Retuck", "SPECS",
    "SPELL_CARDS", "SPELL_ID", "Sacrifice", "Spell", "Swap", "Tuck", "UseAbility", "VARIETIES",
    "View", "new_game", "spec_for",
]


def __getattr__(name: str):
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f".{module}", __name__), name)
