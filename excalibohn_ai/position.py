"""One seat's position as the evaluation sees it, and what an action would make of it.

``Position`` is built from a seat's view: its fields (a ``Board``), its hand in order,
the cards it must plant in phase 3 (the cards received, and for the active player the
turned-up ones while they are still to be planted), and how many of the hand's bean
cards must be planted at once (the front card in phase 1, every one at the end of
Bohnedikt).  ``after(action)`` returns the ``Spot`` an action leads to, without asking
the rules (only the action's own effect on these cards and fields: the rules have
already said that it is legal), and ``score(spot)`` what that spot is worth: the coins
gained plus ``evaluate.outlook``.  Choosing among planting, harvesting, tucking,
discarding, buying a field and sacrificing is then one comparison of scores.
"""

from __future__ import annotations

from functools import lru_cache

from rules.actions import (
    Action,
    BuyField,
    Discard,
    DrawSacrifice,
    DropSacrifice,
    Harvest,
    Plant,
    Sacrifice,
    Tuck,
)
from rules.cards import BEAN_OF, Bean
from rules.views import View

from .evaluate import (
    ACKER,
    DEFAULT,
    GAIN_CACHE,
    PLAIN,
    Board,
    Params,
    _best_any,
    board_of,
    board_value,
    harvested,
    most_coins,
    outlook,
    placements,
    put,
)

#: the steps in which the active player's turned-up cards are theirs to plant in phase 3
#: unless traded away (in Bohnedikt for two the turned-up cards are an offer instead)
MUST_STEPS = frozenset({"turn_up", "phase2_spells", "proclaim", "trading", "plant_aside"})
#: decisions in which the hand's front bean card must be planted now
FRONT_NOW = frozenset({"plant_front", "fellow_plant"})
#: how far ahead the hand is planted out at the end of the game (cards)
PLANT_OUT_HORIZON = 8


class Spot:
    """Cards and fields of one seat after some actions (beans, in order)."""

    __slots__ = ("board", "coins", "extra", "hand", "must", "now")

    def __init__(self, board: Board, hand: tuple[int, ...], must: tuple[int, ...],
                 now: int, coins: float = 0.0, extra: float = 0.0) -> None:
        self.board = board
        #: card ids in hand order (sacrifice cards too)
        self.hand = hand
        #: card ids to plant in phase 3, in any order
        self.must = must
        #: how many of the hand's bean cards must be planted now, in order
        self.now = now
        #: coins gained (or paid) on the way here
        self.coins = coins
        #: worth not in the fields or the hand (a field bought: the turns it serves)
        self.extra = extra


class Position:
    """What ``seat`` knows of its own cards in ``view``, ready to be scored."""

    def __init__(self, view: View, seat: int, params: Params = DEFAULT) -> None:
        self.view = view
        self.seat = seat
        self.p = params
        self.board = board_of(view, seat)
        self.hand = tuple(c.id for c in view.hand or [])
        me = view.seats[seat]
        must = [c.id for c in me.aside]
        if seat == view.active and view.step in MUST_STEPS:
            must = [c.id for c in view.turned_up] + must
        self.must = tuple(must)
        d = view.decision
        kind = d.kind if d is not None and d.player == seat else ""
        #: the end of the game: every hand card is planted, rows are worth their coins
        self.final = kind == "plant_out"
        self.now = 1 if kind in FRONT_NOW else 0
        acker = [i for i in range(len(self.board)) if self.board[i][3] == ACKER]
        self.acker = acker[0] if acker else None

    def spot(self) -> Spot:
        return Spot(self.board, self.hand, self.must, self.now)

    # ------------------------------------------------------------- actions

    def after(self, action: Action, base: Spot | None = None) -> Spot | None:
        """The spot ``action`` leads to from ``base`` (default: now); None for an action
        this model does not follow."""
        s = base or self.spot()
        if isinstance(action, Plant):
            return self._planted(s, action)
        if isinstance(action, Harvest):
            coins, board = harvested(s.board, action.field)
            return Spot(board, s.hand, s.must, s.now, s.coins + coins, s.extra)
        if isinstance(action, Discard):
            return Spot(s.board, s.hand, _without(s.must, action.card), s.now, s.coins, s.extra)
        if isinstance(action, Tuck):
            return Spot(s.board, s.hand + (action.card,), _without(s.must, action.card), s.now,
                        s.coins, s.extra)
        if isinstance(action, Sacrifice):
            if self.acker is None:
                return None
            board = s.board
            hand, must = _without(s.hand, action.card), s.must
            for c in action.beans:
                board = put(board, self.acker, BEAN_OF[c])
                hand, must = _without(hand, c), _without(must, c)
            return Spot(board, hand, must, s.now, s.coins, s.extra)
        if isinstance(action, DropSacrifice):
            return Spot(s.board, s.hand[1:], s.must, s.now, s.coins, s.extra)
        if isinstance(action, DrawSacrifice):
            return Spot(s.board, s.hand, s.must, s.now, s.coins,
                        s.extra + self.p.sacrifice_option)
        if isinstance(action, BuyField):
            return Spot(s.board + ((None, 0, None, PLAIN),), s.hand, s.must, s.now,
                        s.coins - self.view.spec.price_of_field(len(self.view.seats)),
                        s.extra + field_worth(self.view, self.p))
        return None

    def _planted(self, s: Spot, a: Plant) -> Spot:
        bean = BEAN_OF[a.card]
        if a.enchant:  # the lone bean there joins the planted variety
            kind = s.board[a.field][3]
            board = s.board[:a.field] + ((bean, 2, bean, kind),) + s.board[a.field + 1:]
        else:
            board = put(s.board, a.field, bean)
        hand, must, now = s.hand, s.must, s.now
        if a.card in must:
            must = _without(must, a.card)
        elif a.card in hand:
            if now and _front_bean(hand) == a.card:
                now -= 1
            hand = _without(hand, a.card)
        return Spot(board, hand, must, now, s.coins, s.extra)

    # ------------------------------------------------------------- scores

    def score(self, s: Spot) -> float:
        """Coins gained plus what the fields, the cards to plant and the hand promise."""
        hand = tuple(BEAN_OF[c] for c in s.hand)
        must = tuple(sorted(BEAN_OF[c] for c in s.must))
        if self.final:
            return s.coins + s.extra + plant_out_value(s.board, must, hand, self.p)
        return s.coins + s.extra + _settle(s.board, s.now, must, hand, self.p)

    def value(self, action: Action, base: Spot | None = None) -> float | None:
        s = self.after(action, base)
        return None if s is None else self.score(s)


def _without(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    if card not in cards:
        return cards
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def _front_bean(hand: tuple[int, ...]) -> int | None:
    for c in hand:
        if BEAN_OF[c] is not Bean.SACRIFICE:
            return c
    return None


@lru_cache(maxsize=GAIN_CACHE)
def _settle(board: Board, now: int, must: tuple[Bean, ...], hand: tuple[Bean, ...],
            p: Params) -> float:
    """The hand's first ``now`` bean cards planted at once (in order, harvesting the best
    field when nothing fits), then ``evaluate.outlook``."""
    if now:
        k = next((i for i, b in enumerate(hand) if b is not Bean.SACRIFICE), None)
        if k is not None:
            bean, rest = hand[k], hand[:k] + hand[k + 1:]
            options = placements(board, bean) or [(0, board)]
            return max(c + _settle(after, now - 1, must, rest, p) for c, after in options)
    return outlook(board, must, hand, p)


def plant_out_value(board: Board, must: tuple[Bean, ...], hand: tuple[Bean, ...],
                    p: Params = DEFAULT) -> float:
    """The end of the game: the fields' coins after planting out the hand in its order (as
    far as ``PLANT_OUT_HORIZON`` cards), each card the best way."""
    score, end = _best_any(board, must, True, p)  # (coins on the way, plus those of ``end``)
    beans = tuple(b for b in hand if b is not Bean.SACRIFICE)[:PLANT_OUT_HORIZON]
    return score - board_value(end, True) + most_coins(end, beans)


def turns_left(view: View) -> float:
    """About how many turns of its own each player still has: the cards still to come
    through the draw piles, at the cards a turn uses."""
    spec = view.spec
    left = float(view.draw_size)
    pile = view.discard_size + 0.5 * view.draw_size
    for _ in range(max(0, view.max_passes - view.passes)):
        left += pile
        pile *= 0.6
    per_turn = 2 + spec.hand_draw
    return left / per_turn / max(1, len(view.seats))


def field_worth(view: View, p: Params = DEFAULT) -> float:
    """What a third field is worth for the rest of the game."""
    return p.field_per_turn * turns_left(view)
