"""Excalibohn rules core: the whole game as a pure, replayable engine.

No user interface lives here (no textual, no rich): the terminal app and the
computer players stand on this package and see games only through views.

The public API, one obvious way to do each thing::

    from rules import new_game, Plant, Done

    game = new_game(["Ann", "Ben", "Cem"], seed=7)   # deal; the start player is found
    game.awaiting()            # [Awaited(player, kind, text)]: who must decide, and what
    game.deciding()            # just the first of them (None when nobody): for fast loops
    game.legal_actions(p)      # every legal action of seat p now (typed, enumerable)
    game.apply(action)         # -> events; an illegal action raises IllegalAction naming
                               #    the rule it breaks and changes nothing
    game.view(p)               # what seat p may know; game.public_view() for onlookers
    game.events_for(p)         # the game log in words, redacted for seat p
    game.to_json(); Game.from_json(text)        # exact round trip (state + action log)
    Game.replay(seats, seed, actions)          # same seed + same actions = same state
    game.clone()               # a fast deep copy, for searching computer players
    game.changed_by_hand()     # after changing game.state directly (tests do): the
                               #    engine forgets what it listed for the old state

Hand-made positions for tests and puzzles come from ``rules.builder.build``.
Card data (varieties, bohnometers, spells, texts) lives in ``rules.cards``.
Any player may harvest at any time outside a Sword Bean attack, so
``legal_actions`` lists harvests for seats that are not awaited, too.
"""

from .actions import (
    Accept,
    Action,
    Activate,
    ActivateWithBean,
    BuyField,
    Cast,
    ChooseCoin,
    Conclude,
    CounterStart,
    Discard,
    Done,
    DraftAsk,
    DraftCancel,
    DraftGive,
    DraftSend,
    DrawSacrifice,
    DropSacrifice,
    Harvest,
    KeepSwapped,
    OfferStart,
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
from .views import View

__all__ = [
    "ACTION_ADAPTER", "Accept", "Action", "Activate", "ActivateWithBean", "Awaited", "BEAN_OF",
    "Bean", "BuyField", "Cast", "ChooseCoin", "Conclude", "CounterStart", "Discard", "Done", "DraftAsk",
    "DraftCancel", "DraftGive", "DraftSend", "DrawSacrifice", "DropSacrifice", "Event", "Game", "Harvest", "IllegalAction",
    "KeepSwapped", "OfferStart", "Plant", "Refuse", "Retuck", "SPELL_CARDS", "SPELL_ID", "Sacrifice",
    "Spell", "Swap", "Tuck", "UseAbility", "VARIETIES", "View", "new_game",
]


def __getattr__(name: str):
    if name == "ACTION_ADAPTER":  # built on first use, see rules.actions
        from . import actions

        return actions.ACTION_ADAPTER
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
