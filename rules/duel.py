"""Bohnedikt for two players: its own five-phase turn.

Both players start with three fields (the Bisch-Hof, Gottes Acker and an ordinary third
field; none can be bought), six beans and two sacrifice cards behind them.  A turn:

1. the active player places each bean the opponent left lying from the last offer on
   one of their fields or on the discard pile (``place_left``);
2. three cards are turned up: the offer (decree texts play no role here);
3. the opponent may fulfil one sacrifice card with one bean of the offer and one from
   their hand (``duel_offer``);
4. the active player plants the offered beans they want (``plant_offer``); the rest is
   left lying for the opponent (``leave_offer``).  In the rulebook's trading variant the
   two may trade here (the active player offers the offered beans and hand cards, the
   opponent may put offers too; a gift is a trade), and the beans received are planted
   at the end of the phase, active player first (Ruling);
5. the active player draws three cards.

The game ends when the draw pile first runs out: the turn is completed, the beans left
lying in it go to the discard pile (``leftover_out``, a ruling), then both plant out their
hands (``rules.bohnedikt``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rng as rand
from .actions import Action, Discard, Done, DrawSacrifice, Plant, Sacrifice
from .events import say
from .fields import misfit, plant
from .i18n import N_, _, ngettext
from .planting import plantings
from .ruleset import Decision
from .sacrifices import fulfil, fulfilments, held
from .setup import deal_hands, seats_for
from .turn import draw_owed
from .words import card_list, name_of

if TYPE_CHECKING:
    from .engine import Game
    from .state import Frame


def _deal(game: Game, names: list[str]) -> None:
    s = game.state
    beans = list(game.spec.deck)
    s.rng = rand.shuffle(s.rng, beans)
    sacrifices = list(game.spec.sacrifices)
    s.rng = rand.shuffle(s.rng, sacrifices)
    s.rng, start = rand.below(s.rng, 2)
    s.seats = seats_for(game, names)
    deal_hands(game, beans, {0: 6, 1: 6}, first=start)
    for seat in s.seats:
        seat.hand += [sacrifices.pop(), sacrifices.pop()]
    s.start_player = s.active = start
    s.draw, s.sacrifice_draw = beans, sacrifices
    game.emit("setup", say(N_("Lots are drawn: {name} starts. Each of you has 6 beans, two "
                              "sacrifice cards and three fields: the Bisch-Hof, Gottes Acker "
                              "and a third field."), name=names[start]), player=start)


def _other(game: Game) -> int:
    return 1 - game.state.active


# phase 1: the beans left lying

def _place_left(game: Game) -> None:
    if game.state.leftover:
        game.push("place_left", game.state.active)


def _place_legal(game: Game, p: int, f: Frame) -> list[Action]:
    out: list[Action] = []
    for c in game.state.leftover:
        out += [*plantings(game, p, c), Discard(p, c)]
    return out


def _place_refuse(game: Game, a: Action, f: Frame) -> str:
    if isinstance(a, Plant | Discard) and a.card not in game.state.leftover:
        return _("In phase 1 the beans your opponent left lying are placed.")
    if isinstance(a, Plant):
        return misfit(game, a.player, a.card, a.field)
    return game.not_a_choice(a)


def _place_apply(game: Game, a: Action, f: Frame) -> None:
    assert isinstance(a, Plant | Discard)
    s = game.state
    s.leftover.remove(a.card)
    if isinstance(a, Plant):
        plant(game, a.player, a.card, a.field)
    else:
        s.discard.append(a.card)
        game.emit("discard", say(N_("{name} discards the {bean}."), name=game.name(a.player),
                                 bean=name_of(a.card)), player=a.player, card=a.card)


PLACE_LEFT = Decision(legal=_place_legal, refuse=_place_refuse, apply=_place_apply,
                      passes=lambda game, f: not game.state.leftover)


# phases 2 and 3: the offer, and the opponent's one sacrifice with it

def _turn_up_offer(game: Game) -> None:
    game.state.to_turn_up += 3
    draw_owed(game)


def _duel_offer(game: Game) -> None:
    s = game.state
    if s.turned_up:
        game.emit("offer", say(N_("{name} pushes the offer over to {other}."),
                               name=game.name(s.active), other=game.name(_other(game))),
                  player=s.active)
        game.push("duel_offer", _other(game))


def _with_offer(game: Game, p: int) -> list[Action]:
    """``p``'s sacrifices with one bean of the offer and one from the hand."""
    s = game.state
    hand = [c for c in s.seats[p].hand if c not in game.spec.sacrifices]
    out: list[Action] = []
    for sc in held(game, p):
        for a in fulfilments(game, p, sc, s.turned_up + hand):
            beans = a.beans  # type: ignore[attr-defined]
            if (beans[0] in s.turned_up) != (beans[1] in s.turned_up):
                out.append(a)
    return out


def _offer_apply(game: Game, a: Action, f: Frame) -> None:
    game.state.pending.pop()
    if isinstance(a, Sacrifice):
        fulfil(game, a)  # at most one sacrifice with the offer's help
    else:
        game.emit("offer_back", say(N_("{name} pushes the offer back."),
                                    name=game.name(a.player)), player=a.player)


def _offer_refuse(game: Game, a: Action, f: Frame) -> str:
    if isinstance(a, Sacrifice):
        return _("With the offer a sacrifice takes one bean of the offer and one from your "
                 "hand.")
    return game.not_a_choice(a)


def _offer_idle(game: Game, p: int) -> bool:
    """Nothing in the offer for ``p``: no sacrifice of theirs takes a bean of it, and
    they may not draw another sacrifice card first, which might (a person who could was
    passed over: "Ann pushes the offer back" without a key of hers, play-test)."""
    return not _with_offer(game, p) and game.why_not(DrawSacrifice(p)) is not None


# Ruling: the opponent is asked whenever they hold a sacrifice card (the table sees how
# many they hold), even if none can be fulfilled with the offer: a step that passed by
# itself would tell the active player that their sacrifices do not match these beans.
DUEL_OFFER = Decision(legal=lambda game, p, f: [*_with_offer(game, p), Done(p)],
                      refuse=_offer_refuse, apply=_offer_apply,
                      passes=lambda game, f: not held(game, f.player), idle=_offer_idle)


# phase 4: the active player plants what they want of the offer (and may trade)

def _plant_offer(game: Game) -> None:
    s = game.state
    if s.turned_up or "respond" in game.rules.decisions:
        game.push("plant_offer", s.active)


def _plant_offer_legal(game: Game, p: int, f: Frame) -> list[Action]:
    out: list[Action] = []
    for c in game.state.turned_up:
        out += plantings(game, p, c)
    return [*out, Done(p)]


def _plant_offer_refuse(game: Game, a: Action, f: Frame) -> str:
    if isinstance(a, Plant):
        if a.card in game.state.seats[a.player].aside:
            return _("Beans received in a trade are planted when phase 4 ends.")
        if a.card not in game.state.turned_up:
            return _("In phase 4 the offered beans are planted.")
        return misfit(game, a.player, a.card, a.field)
    return game.not_a_choice(a)


def _plant_offer_apply(game: Game, a: Action, f: Frame) -> None:
    s = game.state
    if isinstance(a, Done):
        s.pending.pop()
        return
    assert isinstance(a, Plant)
    s.turned_up.remove(a.card)
    plant(game, a.player, a.card, a.field)


def _plant_offer_passes(game: Game, f: Frame) -> bool:
    # with trading (the rulebook's variant) the phase lasts until the player is done
    return not game.state.turned_up and "respond" not in game.rules.decisions


def _offer_left(game: Game, p: int) -> list[int]:
    """The offer's beans still lying (those received in trades wait for phase 4's end)."""
    return game.state.turned_up[:]


PLANT_OFFER = Decision(legal=_plant_offer_legal, refuse=_plant_offer_refuse,
                       apply=_plant_offer_apply, passes=_plant_offer_passes, trading=True,
                       places=_offer_left)


def _leave_offer(game: Game) -> None:
    """The end of phase 4: the offered beans not planted are left for the opponent."""
    s = game.state
    if s.turned_up:
        game.emit("leave", say(N_("{name} leaves {cards} lying for {other}."),
                               name=game.name(s.active),
                               cards=(card_list, (tuple(s.turned_up),)),
                               other=game.name(_other(game))), player=s.active)
    s.leftover += s.turned_up
    s.turned_up.clear()


def _left_out(name: str, cards: tuple[int, ...]) -> str:
    return ngettext("The game ends before {name} places {cards}: it goes to the discard pile.",
                    "The game ends before {name} places {cards}: they go to the discard pile.",
                    len(cards)).format(name=name, cards=card_list(cards))


def _leftover_out(game: Game) -> None:
    """The first step of the end: the beans left lying in the last turn go to the discard
    pile.

    Ruling (the rulebook is silent): the game ends when the draw pile first runs out, so
    the opponent's phase 1, where they would place those beans, never comes.  Nobody
    places them, and they score for nobody; the log says so, so they do not just vanish
    from the table.
    """
    s = game.state
    if not s.leftover:
        return
    game.emit("leave", (_left_out, (game.name(_other(game)), tuple(s.leftover))))
    s.discard += s.leftover
    s.leftover.clear()


DEALS = {"duel": _deal}
STEPS = {"place_left": _place_left, "turn_up_offer": _turn_up_offer,
         "duel_offer": _duel_offer, "plant_offer": _plant_offer, "leave_offer": _leave_offer,
         "leftover_out": _leftover_out}
DECISIONS = {"place_left": PLACE_LEFT, "duel_offer": DUEL_OFFER, "plant_offer": PLANT_OFFER}
