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
from .state import Result

if TYPE_CHECKING:
    from .engine import Game


def _final_harvest(game: Game) -> None:
    s = game.state
    game.emit("final", "The game is over: every field is harvested.")
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
    how = ""
    currency = game.spec.currency
    if currency is not None and len(tied) > 1:
        top = max(value[p] for p in tied)
        winners = [p for p in tied if value[p] == top]
        how = f" (tie broken by {currency}: {top})"
    s.result = Result(scores, value, winners)
    s.pending.clear()
    words = " and ".join(game.name(p) for p in winners)
    verb = "wins" if len(winners) == 1 else "share the win"
    game.emit("result", f"{words} {verb} with {best} coins{how}.")


STEPS = {"final_harvest": _final_harvest}
