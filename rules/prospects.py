"""Whether the active player could accept an offer made to them at all, judged from what
everyone sees: the turned-up cards, the decrees, whether the hand holds cards.

A fellow player's offer asks the active player for varieties; under a decree of
Bohnedikt's that rules what the active player may give (Sealed Hand: turned-up cards
only; Tithe of the Field: a turned-up bean in every deal) it may be one that no hand could
ever pay.  Such an offer is still allowed (it may open a haggle), but the offer dialog says
so before it is sent.  The answer must tell nothing of the hand: so the hand's cards are
tried only as "a card from the hand", whichever it is (the decrees ask no more of them).
"""

from __future__ import annotations

from .actions import Offer
from .cards import BEAN_OF
from .engine import Game
from .trading import deal_refusal, matching


def hopeless(game: Game, offer: Offer) -> str | None:
    """Why no hand at all would let the active player accept ``offer`` (a fellow player's,
    to them): the trading rules' reason; None where some hand would do."""
    s = game.state
    a = s.active
    if offer.player == a or a not in offer.to or not offer.ask:
        return None
    up = [c for c in s.turned_up if BEAN_OF[c] in game.spec.varieties]
    from_hand = tuple(s.seats[a].hand[:1])  # (a card from the hand, whichever it is)
    n = len(offer.ask)
    payments = matching(up, offer.ask)[:1]  # turned-up cards alone
    if from_hand:
        payments.append(from_hand * n)  # the hand alone
        payments += [(c,) + from_hand * (n - 1)  # one turned-up bean, the rest from the hand
                     for c in {BEAN_OF[c]: c for c in up if BEAN_OF[c] in offer.ask}.values()]
    whys = [deal_refusal(game, offer.player, mine, n, len(offer.give)) for mine in payments]
    if not whys or None in whys:
        return None
    return whys[0]
