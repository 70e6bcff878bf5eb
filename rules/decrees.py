"""Bohnedikt's decrees (RULINGS 11; the texts are our own design, ``rules.cards``).

The decree cards among the two cards turned up at the start of phase 2 rule that turn's
trading; two can rule at once.  A decree card drawn, planted or traded does nothing.
Ruling: a decree card turned up by a decree (Market Day) does not rule: only the two
cards turned up at the start of the phase do.  The decrees lapse when the turn ends.

Eight help the active player (Market Day, Alms, Gleaning, Charity, Compost, Full
Pockets, Good Business, Clearing), eight restrict trading (Tithe of the Field, No
Gifts, Fair Measure, Sealed Hand, Single Deal, Neighbourly, Market Closed, No Usury);
each is enforced below, where the rule it changes asks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, Tuck
from .cards import BEAN_OF, DECREE_OF, Bean, decree_text
from .events import say
from .i18n import N_, _
from .ruleset import Extension
from .turn import draw_owed
from .words import name_of

if TYPE_CHECKING:
    from .engine import Game
    from .state import Frame


def in_force(game: Game) -> set[str]:
    """The keys of the decrees ruling this turn."""
    return {DECREE_OF[c].key for c in game.state.decrees}


def _proclaim(game: Game) -> None:
    s = game.state
    s.decrees = [c for c in s.turned_up if BEAN_OF[c] is Bean.EDICT]
    for c in s.decrees:
        # ("Decree Market Closed: No trades...", as the table's line says it; "Decree:
        # Market Closed: ..." had two colons)
        game.emit("decree", say(N_("Decree {decree}"), decree=(decree_text, (c,))), card=c)
    keys = in_force(game)
    if "market_day" in keys:
        s.to_turn_up += 1
    if "gleaning" in keys and s.discard:
        card = s.discard.pop()
        s.turned_up.append(card)
        game.emit("turn_up", say(N_("Gleaning: the {bean} from the discard pile joins the "
                                    "turned-up cards."), bean=name_of(card)), card=card)
    elif "gleaning" in keys:  # (it acts as it is proclaimed, once: said, where nothing
        # happening looked like a decree forgotten, play-test)
        game.emit("gleaning_none", say(N_("Gleaning: the discard pile is empty, so no card "
                                          "joins the turned-up cards.")))
    if "alms" in keys:
        s.to_draw += 1
    if "compost" in keys:
        s.may_discard = True
    draw_owed(game)


def _good_business(game: Game) -> None:
    s = game.state
    if "good_business" in in_force(game) and s.traded:
        s.draw_bonus += 1


def _lapse(game: Game) -> None:
    game.state.decrees = []


def _deal_rule(game: Game, partner: int, mine: tuple[int, ...] | None, n_mine: int,
               n_theirs: int) -> str | None:
    """Why the decrees in force forbid this deal (a gift is a trade)."""
    keys = in_force(game)
    if not keys:
        return None
    s = game.state
    a = s.active
    if "market_closed" in keys:
        return _("Decree Market Closed: no trades and no gifts this turn.")
    if "single_deal" in keys and s.traded:
        return _("Decree Single Deal: one trade or gift has come about this turn already.")
    if "neighbourly" in keys and partner != (a + 1) % len(s.seats):
        return _("Decree Neighbourly: {name} trades only with {left}, the player on the "
                 "left.").format(name=game.name(a), left=game.name((a + 1) % len(s.seats)))
    if "no_gifts" in keys and (not n_mine or not n_theirs):
        return _("Decree No Gifts: every trade needs cards on both sides.")
    if "fair_measure" in keys and (n_mine != 1 or n_theirs != 1):
        return _("Decree Fair Measure: every trade is exactly one card for one card.")
    if "no_usury" in keys and n_theirs > n_mine:
        return _("Decree No Usury: the active player may not receive more cards than they "
                 "give.")
    if mine is not None:
        # Ruling: a turned-up Bohnedikt is a turned-up bean for the tithe (the rulebook
        # calls the Bohnedikte bean cards); giving up the decree card pays it
        if "tithe" in keys and not any(c in s.turned_up for c in mine):
            return _("Decree Tithe of the Field: the active player must give up a turned-up "
                     "bean in every trade.")
        if "sealed_hand" in keys and any(c in s.seats[a].hand for c in mine):
            return _("Decree Sealed Hand: the active player trades turned-up cards only, "
                     "none from the hand.")
    return None


def _charity(game: Game, p: int) -> str | None:
    s = game.state
    t = s.trade
    if ("charity" in in_force(game) and t is not None and t.by == s.active and t.give
            and not t.ask and p != s.active):
        return _("Decree Charity: nobody may refuse a gift from the active player this "
                 "turn.")
    return None


def _clearing(game: Game, p: int) -> bool:
    return p == game.state.active and "clearing" in in_force(game)


def _pockets_legal(game: Game, p: int, f: Frame) -> list[Action]:
    s = game.state
    if p != s.active or "full_pockets" not in in_force(game):
        return []
    return [Tuck(p, c) for c in s.seats[p].aside]


def _pockets_apply(game: Game, a: Action, f: Frame) -> None:
    seat = game.state.seats[a.player]
    seat.aside.remove(a.card)
    seat.hand.append(a.card)
    game.emit("tuck", say(N_("{name} tucks a received {bean} behind their hand (Full "
                             "Pockets)."), name=game.name(a.player), bean=name_of(a.card)),
              player=a.player)


FULL_POCKETS = Extension(legal=_pockets_legal, takes=lambda a: isinstance(a, Tuck),
                         apply=_pockets_apply)

STEPS = {"proclaim": _proclaim, "good_business": _good_business, "decrees_lapse": _lapse}
TRADE_RULES = [_deal_rule]
REFUSE_BARS = [_charity]
PROTECTION_LIFTED = [_clearing]
EXTENSIONS = {"plant_aside": [FULL_POCKETS]}
