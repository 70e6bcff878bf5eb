"""Bohnedikt's sacrifice cards (RULINGS 11; the pairs are our own design, ``rules.cards``).

A sacrifice card names two bean varieties.  At any time its holder may fulfil it with
one bean of each variety they hold (in the hand, beside the fields, or in their own turn
turned up; for two players: the beans left lying in one's own phase 1, the offer in
one's own phase 4): both beans go onto their Gottes Acker, in the order they choose,
whatever grows there.  A sacrifice card at the front of the hand may be dropped while
the hand still holds a bean; a player who holds fewer than the game allows (one; two
for two players) may draw one while they hold a bean.  A sacrifice card is no bean: it
is never planted or traded.  Ruling: no sacrifice while an offer is being made or
answered (its cards are spoken for).

Beans received in a trade count as soon as the deal is made, before phase 3 plants
them: the rule names traded beans, with turned-up ones, among those a sacrifice may
take as long as they are not planted yet.  The rulebook's example of a player who
trades for a Brechbohne and fulfils the sacrifice only after planting in phase 3 is
that player's choice (to grow the field first), not a bar (a play-tester read it as
one).

Ruling: a sacrifice fulfilled with the front card of the hand is not phase 1's planting.
The sacrifice is a move of its own, allowed at any time; phase 1 still asks for the
front card, which is now the next one (a play-tester asked; the rulebook names no
exception).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rng as rand
from .actions import Action, DrawSacrifice, DropSacrifice, Sacrifice
from .cards import BEAN_OF, SACRIFICE_OF
from .events import say
from .fields import plant
from .i18n import N_, _, ngettext
from .planting import hand_beans
from .ruleset import Move
from .words import sacrifice_pair

if TYPE_CHECKING:
    from .engine import Game

GOTTES_ACKER = 1


def held(game: Game, p: int) -> list[int]:
    """The sacrifice cards in ``p``'s hand."""
    return [c for c in game.state.seats[p].hand if c in game.spec.sacrifices]


def sources(game: Game, p: int) -> list[int]:
    """The beans ``p`` may sacrifice now."""
    s = game.state
    cards = hand_beans(game, p) + s.seats[p].aside
    if p == s.active:
        if s.step == "place_left":
            cards += s.leftover  # one's own phase 1 (two players): the beans left lying
        # the turned-up cards are the active player's, but for two players the offer is
        # the opponent's in their phase 3
        if s.step != "duel_offer":
            cards += s.turned_up
    return cards


def fulfilments(game: Game, p: int, card: int, beans: list[int]) -> list[Action]:
    """Every way to fulfil sacrifice ``card`` with two of ``beans``, in either order."""
    first, second = SACRIFICE_OF[card]
    ones = [c for c in beans if BEAN_OF[c] is first]
    twos = [c for c in beans if BEAN_OF[c] is second]
    out: list[Action] = []
    for x in ones:
        for y in twos:
            out += [Sacrifice(p, card, (x, y)), Sacrifice(p, card, (y, x))]
    return out


def open_now(game: Game) -> bool:
    """Whether sacrifice cards may be fulfilled, dropped or drawn now at all (public: not
    once the game is over, nor while an offer is being made or answered).

    Ruling: the rulebook's "at any time" holds everywhere but while an offer is open.
    An offer names cards (turned up, in hands) that its answers and its deal are about;
    a sacrifice taking one of them, or drawing cards into a hand being asked, would
    change the offer under the players answering it.  The sacrifice waits the moment it
    takes to settle the offer: before it is made, or once it is answered and dealt."""
    s = game.state
    return s.result is None and bool(s.pending) and s.trade is None


def _legal(game: Game, p: int) -> list[Action]:
    s = game.state
    if not open_now(game):
        return []
    hand = s.seats[p].hand
    mine = held(game, p)
    beans = hand_beans(game, p)
    out: list[Action] = []
    if hand and hand[0] in mine and beans:
        out.append(DropSacrifice(p))
    if len(mine) < game.spec.sacrifice_limit and beans and (s.sacrifice_draw
                                                             or s.sacrifice_discard):
        out.append(DrawSacrifice(p))
    have = sources(game, p)
    for sc in mine:
        out += fulfilments(game, p, sc, have)
    return out


def _refuse(game: Game, a: Action) -> str | None:
    if a in _legal(game, a.player):
        return None
    if game.state.trade is not None:
        return _("No sacrifice while an offer is being made or answered.")
    if isinstance(a, DropSacrifice):
        return _("A sacrifice card may be dropped only from the front of the hand, while "
                 "the hand still holds a bean.")
    if isinstance(a, DrawSacrifice):
        n = game.spec.sacrifice_limit
        return ngettext("A sacrifice card may be drawn only by a player who holds fewer "
                        "than {n} and still holds a bean.",
                        "A sacrifice card may be drawn only by a player who holds fewer "
                        "than {n} and still holds a bean.", n).format(n=n)
    return _("A sacrifice needs one bean of each variety it names, from your hand, beside "
             "your fields or (in your turn) turned up.")


def fulfil(game: Game, a: Sacrifice) -> None:
    s = game.state
    p = a.player
    seat = s.seats[p]
    seat.hand.remove(a.card)
    game.emit("sacrifice", say(N_("{name} fulfils the sacrifice {pair}."), name=game.name(p),
                               pair=(sacrifice_pair, (a.card,))), player=p)
    _discard(game, a.card)
    for c in a.beans:
        for place in (seat.hand, seat.aside, s.turned_up, s.leftover):
            if c in place:
                place.remove(c)
                break
        plant(game, p, c, GOTTES_ACKER)  # whatever grows there


def _apply(game: Game, a: Action) -> None:
    s = game.state
    p = a.player
    if isinstance(a, Sacrifice):
        fulfil(game, a)
    elif isinstance(a, DropSacrifice):
        card = s.seats[p].hand.pop(0)
        game.emit("drop_sacrifice", say(N_("{name} drops the sacrifice card {pair} from the "
                                           "front of their hand."), name=game.name(p),
                                        pair=(sacrifice_pair, (card,))), player=p)
        _discard(game, card)
    else:
        if game.spec.sacrifice_reshuffle == "when_needed":
            _new_pile(game)
        card = s.sacrifice_draw.pop()
        s.seats[p].hand.append(card)
        game.emit("draw_sacrifice", say(N_("{name} draws a sacrifice card."),
                                        name=game.name(p)),
                  {p: say(N_("You draw the sacrifice card {pair}."),
                          pair=(sacrifice_pair, (card,)))}, player=p)
        if game.spec.sacrifice_reshuffle == "at_once":
            _new_pile(game)


def _discard(game: Game, card: int) -> None:
    """A sacrifice card fulfilled or dropped goes onto the sacrifice discard pile (which
    becomes the draw pile at once if that is empty, ``_new_pile``)."""
    game.state.sacrifice_discard.append(card)
    if game.spec.sacrifice_reshuffle == "at_once":
        _new_pile(game)


def _new_pile(game: Game) -> None:
    """An empty sacrifice draw pile is made anew from the sacrifice discards, shuffled.

    The rulebook does it as soon as the draw pile is empty (``GameSpec.sacrifice_reshuffle``
    "at_once": called after each card drawn or discarded).  Ruling: if the discard pile
    is empty then too, the next card discarded becomes the new pile by itself, so that
    a card may be drawn whenever one is not in a hand (with the rulebook's cards this
    never comes about: of twelve sacrifice cards at most five are held).  Editions 1
    and 2 of our rules did it only when a card was drawn from the empty pile
    ("when_needed")."""
    s = game.state
    if s.sacrifice_draw or not s.sacrifice_discard:
        return
    s.sacrifice_draw, s.sacrifice_discard = s.sacrifice_discard, []
    s.rng = rand.shuffle(s.rng, s.sacrifice_draw)
    game.emit("sac_reshuffle", N_("The sacrifice discards are shuffled into a new pile."))


SACRIFICES = Move(types=(Sacrifice, DropSacrifice, DrawSacrifice), refuse=_refuse,
                  apply=_apply, legal=_legal, open_now=open_now)

MOVES = [SACRIFICES]
# (whether a sacrifice card can be fulfilled is its holder's secret: holding one is public)
HIDDEN_CHOICES = [lambda game, p: bool(held(game, p))]
