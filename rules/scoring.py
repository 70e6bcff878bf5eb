"""The end of the game: the final harvest and the scores (RULINGS 6).

Once the last turn is over (and whatever the game does before, such as Bohnedikt's
planting out), every field is harvested without the protection rule, in turn order
from the player whose turn ended the game; hand cards count nothing.  The most coins
win; where the game has spell cards, a tie goes to the higher total of the spells'
value (Groschen, pfennigs); a tie that stays is a shared win.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import SPELL_CARDS
from .fields import harvest
from .i18n import N_, _, ngettext
from .state import Result
from .words import and_list

if TYPE_CHECKING:
    from .engine import Game


def _final_harvest(game: Game) -> None:
    s = game.state
    game.emit("final", N_("The game is over: every field is harvested."))
    # Ruling: the final harvest is a harvest like any other, so a Cap Bean row of two
    # or more still draws a spell card (its Groschen can break a tie).  When the spell
    # deck cannot serve everyone, the order decides: players harvest in turn order,
    # beginning with the player whose turn ended the game.
    n = len(s.seats)
    for k in range(n):
        p = (s.active + k) % n
        for i in range(len(s.seats[p].fields) - 1, -1, -1):
            if s.seats[p].fields[i].cards:
                harvest(game, p, i)
    scores = [len(seat.coins) for seat in s.seats]
    value = [sum(SPELL_CARDS[x.card].groschen for x in seat.spells) for seat in s.seats]
    best = max(scores)
    tied = [p for p in range(n) if scores[p] == best]
    winners = tied
    top = None
    currency = game.spec.currency
    if currency is not None and len(tied) > 1:
        top = max(value[p] for p in tied)
        winners = [p for p in tied if value[p] == top]
    s.result = Result(scores, value, winners)
    s.pending.clear()
    game.emit("result", (_result, (tuple(game.name(p) for p in winners), best, currency, top)))


def _result(names: tuple[str, ...], best: int, currency: str | None, top: int | None) -> str:
    """The winners in words: "Ann wins with 12 coins (tie broken by Groschen: 9)."."""
    one = len(names) == 1
    if top is None:
        words = (ngettext("{names} wins with {n} coin.", "{names} wins with {n} coins.", best)
                 if one else ngettext("{names} share the win with {n} coin.",
                                      "{names} share the win with {n} coins.", best))
    else:
        words = (ngettext("{names} wins with {n} coin (tie broken by {currency}: {top}).",
                          "{names} wins with {n} coins (tie broken by {currency}: {top}).",
                          best) if one
                 else ngettext("{names} share the win with {n} coin (tie broken by "
                               "{currency}: {top}).",
                               "{names} share the win with {n} coins (tie broken by "
                               "{currency}: {top}).", best))
    return words.format(names=and_list(names), n=best, currency=_(currency) if currency else "", top=top)


STEPS = {"final_harvest": _final_harvest}
