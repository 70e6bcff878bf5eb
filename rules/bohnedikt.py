"""Bohnedikt's own rules besides its fields, decrees and sacrifices: the deal, the
payment when the draw pile runs out the second time, and planting out at the end.

- The deal: classic beans and 16 decree cards shuffled together, the 12 sacrifice cards
  a pile of their own.  The start player is drawn by lot; hands grow from the start
  player on (4/5/6 with three players, 3 to 6 with four, 2 to 6 with five: the start
  player's right-hand neighbour always holds six), and everyone gets one sacrifice card
  behind the hand.
- When the draw pile runs out the second time, everyone pays as many coins as there are
  players; who is short harvests first, a field of their choice at a time, until they
  can pay (or have nothing left to harvest).  The coins paid are shuffled with the
  discard pile into the third draw pile.  Drawing waits until everyone has paid.
- At the end everyone plants out their hand in turn order from the active player
  (harvesting and sacrificing between), then every field is harvested.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rng as rand
from .actions import Action, Plant
from .cards import BEAN_OF, Bean
from .events import say
from .i18n import N_, _
from .planting import front_refusal, hand_beans, plant_from_hand, plantings
from .ruleset import Decision
from .setup import deal_hands, seats_for
from .words import n_cards, n_coins

if TYPE_CHECKING:
    from .engine import Game
    from .state import Frame


def is_sacrifice(card: int) -> bool:
    return BEAN_OF[card] is Bean.SACRIFICE


def _deal(game: Game, names: list[str]) -> None:
    s = game.state
    n = len(names)
    beans = list(game.spec.deck)
    s.rng = rand.shuffle(s.rng, beans)
    sacrifices = list(game.spec.sacrifices)
    s.rng = rand.shuffle(s.rng, sacrifices)
    s.rng, start = rand.below(s.rng, n)
    s.seats = seats_for(game, names)
    deal_hands(game, beans, {(start + k) % n: 7 - n + k for k in range(n)}, first=start)
    for seat in s.seats:
        seat.hand.append(sacrifices.pop())
    s.start_player = s.active = start
    s.draw, s.sacrifice_draw = beans, sacrifices
    # "Ann (4)": a name may end in a number itself ("Easy bot 1")
    sizes = ", ".join(f"{seat.name} ({len(seat.hand) - 1})" for seat in s.seats)
    price = game.spec.price_of_field(n)
    game.emit("setup", say(N_("Lots are drawn: {name} starts. Beans dealt: {sizes}; everyone "
                              "also holds one sacrifice card behind the hand. A third field "
                              "costs {price}."), name=names[start], sizes=sizes,
                           price=(n_coins, (price,))), player=start)


# the payment

def _payday(game: Game) -> bool:
    """The draw pile has run out: the second time, everyone pays first."""
    s = game.state
    if s.passes != 2 or s.max_passes != 3 or s.paid:
        return False
    s.paid = True
    n = len(s.seats)
    game.emit("payday", say(N_("The draw pile has run out a second time: everyone pays "
                               "{coins} into the next draw pile."), coins=(n_coins, (n,))))
    short = []
    for k in range(n):
        q = (s.active + k) % n
        s.rng = rand.shuffle(s.rng, s.seats[q].coins)
        if _can_pay(game, q):
            _pay(game, q)
        else:
            short.append(q)
    for q in reversed(short):
        game.push("pay", q, n=n)
    if not short:
        _third_pile(game)
    return True


def _can_pay(game: Game, p: int) -> bool:
    seat = game.state.seats[p]
    return len(seat.coins) >= len(game.state.seats) or not any(f.cards for f in seat.fields)


def _pay(game: Game, p: int) -> None:
    s = game.state
    coins = s.seats[p].coins
    k = min(len(coins), len(s.seats))
    # Ruling: the coins are shuffled first (the rulebook says so), so the top k are a
    # random choice; nobody learns which cards they were.  They lie face down until the
    # third pile is formed (the discard pile is open).
    s.paid_coins.extend(coins[len(coins) - k:])
    del coins[len(coins) - k:]
    game.emit("pay", say(N_("{name} pays {coins}."), name=game.name(p), coins=(n_coins, (k,))),
              player=p, count=k)


def _third_pile(game: Game) -> None:
    s = game.state
    s.passes += 1
    s.draw = s.discard + s.paid_coins + s.draw
    s.discard, s.paid_coins = [], []
    s.rng = rand.shuffle(s.rng, s.draw)
    game.emit("reshuffle", say(N_("The discard pile and the coins paid are shuffled into "
                                  "draw pile III ({cards})."), cards=(n_cards, (len(s.draw),))),
              passes=s.passes)


def _pay_passes(game: Game, f: Frame) -> bool:
    """A player who is short harvests (a move) until they can pay; then they pay."""
    if not _can_pay(game, f.player):
        return False
    _pay(game, f.player)
    if sum(1 for x in game.state.pending if x.kind == "pay") == 1:
        _third_pile(game)
    return True


PAY = Decision(legal=lambda game, p, f: [],
               refuse=lambda game, a, f: _("Pay first: harvest a field until you can pay "
                                           "{coins}.").format(coins=n_coins(f.n)),
               apply=lambda game, a, f: None, passes=_pay_passes)


# planting out at the end

def _plant_out(game: Game) -> None:
    s = game.state
    game.emit("plant_out", N_("The last draw pile has run out: everyone plants out their "
                              "hand."))
    n = len(s.seats)
    for k in reversed(range(n)):
        game.push("plant_out", (s.active + k) % n)


def _out_legal(game: Game, p: int, f: Frame) -> list[Action]:
    hand = game.state.seats[p].hand
    return plantings(game, p, hand[0]) if hand and not is_sacrifice(hand[0]) else []


def _out_apply(game: Game, a: Action, f: Frame) -> None:
    assert isinstance(a, Plant)
    plant_from_hand(game, a)


PLANT_OUT = Decision(legal=_out_legal, refuse=front_refusal, apply=_out_apply,
                     passes=lambda game, f: not hand_beans(game, f.player))

DEALS = {"bohnedikt": _deal}
STEPS = {"plant_out": _plant_out}
DECISIONS = {"pay": PAY, "plant_out": PLANT_OUT}
PILE_OUT = [_payday]
