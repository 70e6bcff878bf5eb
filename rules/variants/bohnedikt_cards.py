"""Bohnedikt's own cards: 16 decrees and 12 sacrifice cards.

OUR OWN DESIGN.  The Bohnedikt rulebook says there are 8 decrees that help
and 8 that hinder, and gives one example ("only trades that give up a
face-up bean"); it prints neither the other decree texts nor the bean pairs
on the sacrifice cards.  Everything below is the project's design, in its own
words (RULINGS 11): 8 decrees that help the active player's trading, 8 that
restrict it (the rulebook's example among them, as ``tithe``), and 12
distinct pairs of classic varieties.  ``rules.variants.bohnedikt`` enforces
each decree on the legal actions of the trading phase.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.cards import EDICT_IDS, SACRIFICE_IDS, Bean


@dataclass(frozen=True)
class Decree:
    key: str
    name: str
    helps: bool  # True: helps the active player's trading; False: restricts it
    text: str  # our own words


DECREES: tuple[Decree, ...] = (
    # eight that help
    Decree("market_day", "Market Day", True,
           "Turn up one card more at the start of trading."),
    Decree("alms", "Alms for the Trader", True,
           "At the start of trading, the active player draws one card behind the hand."),
    Decree("gleaning", "Gleaning", True,
           "The top card of the discard pile joins the turned-up cards."),
    Decree("charity", "Charity", True,
           "Nobody may refuse a gift from the active player this turn."),
    Decree("compost", "Compost", True,
           "Turned-up cards nobody took may be discarded in phase 3 instead of planted."),
    Decree("full_pockets", "Full Pockets", True,
           "The active player may tuck the cards received this turn behind the hand "
           "instead of planting them."),
    Decree("good_business", "Good Business", True,
           "If a trade or gift came about, the active player draws one card more in "
           "phase 4."),
    Decree("clearing", "Clearing", True,
           "This turn the protection rule does not bind the active player's harvests."),
    # eight that restrict (the first is the rulebook's own example)
    Decree("tithe", "Tithe of the Field", False,
           "A trade is allowed only if the active player gives up a turned-up bean in it."),
    Decree("no_gifts", "No Gifts", False,
           "Every trade needs cards on both sides: no gifts this turn."),
    Decree("fair_measure", "Fair Measure", False,
           "Every trade is exactly one card for one card."),
    Decree("sealed_hand", "Sealed Hand", False,
           "The active player may not trade cards from the hand, only turned-up ones."),
    Decree("single_deal", "Single Deal", False,
           "At most one trade or gift comes about this turn."),
    Decree("neighbourly", "Neighbourly", False,
           "The active player trades only with the player on the left."),
    Decree("market_closed", "Market Closed", False,
           "No trades and no gifts at all this turn."),
    Decree("no_usury", "No Usury", False,
           "In a trade the active player may not receive more cards than given."),
)
assert len(DECREES) == len(EDICT_IDS) == 16
assert sum(d.helps for d in DECREES) == 8

#: DECREE_OF[card_id] is the decree printed on decree card ``card_id``.
DECREE_OF: dict[int, Decree] = dict(zip(EDICT_IDS, DECREES, strict=True))

SACRIFICE_PAIRS: tuple[tuple[Bean, Bean], ...] = (
    (Bean.BLUE, Bean.CHILI),
    (Bean.BLUE, Bean.GARDEN),
    (Bean.CHILI, Bean.STINK),
    (Bean.CHILI, Bean.RED),
    (Bean.STINK, Bean.GREEN),
    (Bean.STINK, Bean.BLACK_EYED),
    (Bean.GREEN, Bean.SOY),
    (Bean.GREEN, Bean.BLUE),
    (Bean.SOY, Bean.BLACK_EYED),
    (Bean.SOY, Bean.GARDEN),
    (Bean.BLACK_EYED, Bean.RED),
    (Bean.RED, Bean.GREEN),
)
assert len(set(map(frozenset, SACRIFICE_PAIRS))) == len(SACRIFICE_IDS) == 12
assert all(a != b for a, b in SACRIFICE_PAIRS)

#: SACRIFICE_OF[card_id] is the pair of varieties sacrifice card ``card_id`` names.
SACRIFICE_OF: dict[int, tuple[Bean, Bean]] = dict(zip(SACRIFICE_IDS, SACRIFICE_PAIRS,
                                                      strict=True))


def decree_text(card: int) -> str:
    d = DECREE_OF[card]
    return f"{d.name}: {d.text}"
