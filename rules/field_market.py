"""A permanent third field for sale (classic Bohnanza, Bohnedikt).

Where the game sells one (``GameSpec.field_price``, by number of players), a player with
two fields may buy a third one at any time, also in other players' turns (Ruling: like a
harvest; the classic rules allow it "at any time"), by whoever has the coins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, BuyField
from .events import say
from .i18n import N_, _
from .ruleset import Move
from .state import Field
from .words import n_coins

if TYPE_CHECKING:
    from .engine import Game


def field_price(game: Game) -> int:
    """Coins a third field costs in this game with this many players (0: none for sale)."""
    return game.spec.price_of_field(len(game.state.seats))


def _buy_refuse(game: Game, a: Action) -> str | None:
    s = game.state
    price = field_price(game)
    if not price:
        return _("No field can be bought in {game}.").format(game=_(game.spec.title))
    if s.result is not None:
        return _("The game is over: nothing can be bought.")
    seat = s.seats[a.player]
    if len(seat.fields) >= 3:
        return _("A player owns at most three fields.")
    # Ruling (Bohnedikt): a player who owes the payment of the second run-out pays it
    # first, harvesting as they must; coins owed do not buy a field (a play-tester short
    # of one coin bought a field with the three he had and paid nothing).
    if any(f.kind == "pay" and f.player == a.player for f in s.pending):
        return _("{name} owes coins to the next draw pile: they are paid before a field "
                 "is bought.").format(name=seat.name)
    if len(seat.coins) < price:
        return _("A third field costs {price}; {name} has {coins}.").format(
            price=n_coins(price), name=seat.name, coins=n_coins(len(seat.coins)))
    return None


def _buy_legal(game: Game, p: int) -> list[Action]:
    a = BuyField(p)
    return [a] if _buy_refuse(game, a) is None else []


def _buy_apply(game: Game, a: Action) -> None:
    s = game.state
    p = a.player
    seat = s.seats[p]
    price = field_price(game)
    # Ruling: the coins paid are the top ones of the pile; they go back to the discard
    # pile bean side up (and so into a later draw pile).
    for _coin in range(price):
        s.discard.append(seat.coins.pop())
    seat.fields.append(Field())
    game.emit("buy_field", say(N_("{name} buys a third field for {price}."), name=seat.name,
                               price=(n_coins, (price,))), player=p, price=price)


BUY_FIELD = Move(types=(BuyField,), refuse=_buy_refuse, apply=_buy_apply, legal=_buy_legal)

MOVES = [BUY_FIELD]

