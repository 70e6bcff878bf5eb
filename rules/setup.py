"""Dealing a new game and finding the start player (RULINGS 2, and the base game).

- ``spells`` (Excalibohn, Rabohnzel): each player gets one face-down spell card; the
  highest Groschen value dealt starts (values are distinct but for two 1s, so with
  three or more cards dealt the highest is unique).  Then five bean cards to each
  hand, one at a time: the first card dealt is the front card.
- ``lots`` (classic Bohnanza): five cards each the same way; the start player is
  drawn by lot.  Ruling: the rulebook only says a start player "is determined".

Bohnedikt's deals are in ``rules.bohnedikt`` and ``rules.duel``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rng as rand
from .cards import SPELL_CARDS, SPELL_COUNT, spell_name
from .events import say
from .i18n import N_, _
from .state import Field, Seat, SpellSlot
from .words import n_coins

if TYPE_CHECKING:
    from .engine import Game


def seats_for(game: Game, names: list[str]) -> list[Seat]:
    return [Seat(name=n, fields=[Field() for _ in range(game.spec.start_fields)])
            for n in names]


def deal_hands(game: Game, beans: list[int], sizes: dict[int, int], first: int = 0) -> None:
    """Deal from the top of ``beans`` one card at a time, from seat ``first`` on, until
    each seat ``p`` holds ``sizes[p]`` cards."""
    s = game.state
    n = len(s.seats)
    for i in range(max(sizes.values())):
        for k in range(n):
            p = (first + k) % n
            if i < sizes[p]:
                s.seats[p].hand.append(beans.pop())


def _deal_with_spells(game: Game, names: list[str]) -> None:
    s = game.state
    spells = list(range(SPELL_COUNT))
    s.rng = rand.shuffle(s.rng, spells)
    beans = list(game.spec.deck)
    s.rng = rand.shuffle(s.rng, beans)
    s.seats = seats_for(game, names)
    for seat in s.seats:
        seat.spells.append(SpellSlot(spells.pop()))
    start = max(range(len(names)), key=lambda p: SPELL_CARDS[s.seats[p].spells[0].card].groschen)
    deal_hands(game, beans, dict.fromkeys(range(len(names)), 5))
    s.start_player = s.active = start
    s.draw, s.spell_deck = beans, spells
    # Ruling: the start player shows their card (the countdown names its value, and only
    # one card has it), so its name is public; then it lies face down like every other
    game.emit("setup", say(N_("{name} shows the {spell}, the spell card with the most "
                              "{currency}, and starts. Every player has 5 cards and one "
                              "face-down spell card."),
                           name=names[start], spell=(spell_name, (s.seats[start].spells[0].card,)),
                           currency=(_currency, (game.spec.currency,))),
              player=start)


def _deal_by_lots(game: Game, names: list[str]) -> None:
    s = game.state
    beans = list(game.spec.deck)
    s.rng = rand.shuffle(s.rng, beans)
    s.rng, start = rand.below(s.rng, len(names))
    s.seats = seats_for(game, names)
    deal_hands(game, beans, dict.fromkeys(range(len(names)), 5))
    s.start_player = s.active = start
    s.draw = beans
    price = game.spec.price_of_field(len(names))
    game.emit("setup", say(N_("Lots are drawn: {name} starts. Every player has 5 cards and "
                              "two fields; a third field costs {price}."), name=names[start],
                           price=(n_coins, (price,))), player=start)


def _currency(name: str) -> str:
    return _(name)


DEALS = {"spells": _deal_with_spells, "lots": _deal_by_lots}
