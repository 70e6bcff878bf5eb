"""Trading (phase 2): offers, answers, counter-offers and deals (RULINGS 5).

- Every trade has the active player on one side; fellow players never trade among
  themselves.  The active player offers turned-up and hand cards to one fellow player
  or to several; a fellow player may put an offer to the active player (as people do
  aloud).  A gift asks for nothing, and may be refused like any offer.
- An offer is one action (``Offer``): the cards given and the varieties asked for.  It
  asks for no more cards than a partner could hand over.  ``offer_refusal`` is its
  one legality check and says what is wrong with a refused offer.
- Each partner answers: accept (handing over cards of the varieties asked, chosen by
  the one who pays), refuse, or counter with an offer of their own
  (``CounterOffer``).  With one partner who accepted, the deal is done; otherwise the
  one who offered takes one answer (``Conclude``) or none.
- Cards received lie beside the fields (not in the hand) and cannot be traded on; they
  are planted in phase 3.  Only cards of the game's varieties are traded (Bohnedikt's
  sacrifice cards are not).
- Other parts may forbid deals (``TRADE_RULES``: Bohnedikt's decrees) or refusals
  (``REFUSE_BARS``).

Offers are not listed by ``Game.legal_actions`` (the space of them is large):
``OfferSpace`` generates the candidates the computer players and random player use.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import Accept, Action, Conclude, CounterOffer, Done, Offer, Refuse
from .cards import BEAN_OF, Bean, variety_name
from .events import say
from .i18n import N_, _, ngettext
from .ruleset import Decision, Move
from .state import Answer, Trade
from .words import COUNTER_WORDS, OFFER_WORDS, deal_words, dealt, names_of, variety_list

if TYPE_CHECKING:
    from .engine import Game
    from .state import Frame


def tradable(game: Game, p: int) -> list[int]:
    """The cards ``p`` may trade with now: the hand, and for the active player the
    turned-up cards first (never cards received in a trade, RULINGS 5)."""
    s = game.state
    hand = s.seats[p].hand
    cards = s.turned_up + hand if p == s.active else hand
    varieties = game.spec.varieties
    return [c for c in cards if BEAN_OF[c] in varieties]


def matching(cards: list[int], ask: tuple[Bean, ...] | list[Bean]) -> list[tuple[int, ...]]:
    """Every way to pick cards from ``cards`` that are exactly the varieties in ``ask``."""
    per: list[list[tuple[int, ...]]] = []
    for bean in dict.fromkeys(ask):  # each variety asked for, in the order first asked
        have = [c for c in cards if BEAN_OF[c] is bean]
        k = list(ask).count(bean)
        if len(have) < k:
            return []
        per.append(list(itertools.combinations(have, k)))
    return [tuple(itertools.chain.from_iterable(combo)) for combo in itertools.product(*per)]


def trading_now(game: Game) -> bool:
    """Whether offers may be made now: the game trades, the active player is trading, no
    offer is being answered."""
    s = game.state
    return (s.result is None and bool(s.pending) and s.trade is None
            and game.rules.decisions[s.pending[-1].kind].trading
            and "trading" in game.spec.parts)


def deal_refusal(game: Game, partner: int, mine: tuple[int, ...] | None, n_mine: int,
                 n_theirs: int) -> str | None:
    """Why the active player may not trade with ``partner``: giving ``n_mine`` cards
    (``mine``, where already known) for ``n_theirs``; None if nothing forbids it."""
    for rule in game.rules.trade_rules:
        why = rule(game, partner, mine, n_mine, n_theirs)
        if why:
            return why
    return None


def closed_to(game: Game, p: int, q: int) -> str | None:
    """Why ``p`` and ``q`` may make no deal at all now (a decree closes the market, has had
    its one deal, or opens it to the left neighbour only); None when some deal is allowed.
    (Asked of ``deal_refusal`` with a card for a card and a gift either way.)"""
    partner = q if p == game.state.active else p  # (the rules name the active's partner)
    whys = [deal_refusal(game, partner, None, mine, theirs)
            for mine, theirs in ((1, 1), (1, 0), (0, 1))]
    return None if None in whys else whys[0]


def may_give_to(game: Game, p: int, q: int) -> bool:
    """Whether a gift from ``p`` to ``q`` (one card for nothing) is allowed now, as far as
    the decrees go (Bohnedikt's No Gifts forbids every gift)."""
    if p == game.state.active:
        return deal_refusal(game, q, None, 1, 0) is None
    return deal_refusal(game, p, None, 0, 1) is None


def _cards_refusal(game: Game, p: int, give: tuple[int, ...]) -> str | None:
    if len(set(give)) != len(give):
        return _("Each card can be given once.")
    mine = tradable(game, p)
    for c in give:
        if c in mine:
            continue
        if c in game.state.seats[p].aside:
            return _("Cards received in a trade cannot be traded on.")
        if 0 <= c < len(BEAN_OF) and BEAN_OF[c] is Bean.SACRIFICE:
            return _("Sacrifice cards are no beans: they are never traded.")
        return _("Only your hand cards (and, as active player, the turned-up cards) can be "
                 "traded.")
    return None


def _asks_refusal(game: Game, ask: tuple[Bean, ...], limit: int,
                  whom: str | None) -> str | None:
    """``whom``: the one partner's name, or None for several partners."""
    varieties = game.spec.varieties
    for b in ask:
        if b not in varieties:
            return _("Only the varieties of this game can be asked for: {varieties}.").format(
                varieties=", ".join(variety_name(v) for v in varieties))
    if len(ask) > limit:
        if whom is None:
            return ngettext("An offer asks for at most {n} card: no more than any of them "
                            "can hand over.",
                            "An offer asks for at most {n} cards: no more than any of them "
                            "can hand over.", limit).format(n=limit)
        return ngettext("An offer asks for at most {n} card: no more than {name} can hand "
                        "over.",
                        "An offer asks for at most {n} cards: no more than {name} can hand "
                        "over.", limit).format(n=limit, name=whom)
    return None


def offer_refusal(game: Game, a: Offer) -> str | None:
    """None if the offer ``a`` may be made now; else what is wrong with it."""
    s = game.state
    p, active, n = a.player, s.active, len(s.seats)
    if s.result is not None:
        return _("The game is over: no more actions.")
    if not trading_now(game):
        if s.trade is not None:
            return _("{name}'s offer is still open: new offers wait until it is "
                     "answered and settled.").format(name=game.name(s.trade.by))
        return _("Offers are made while the active player trades (phase 2).")
    if p == active:
        if not a.to:
            return _("Say whom the offer is for.")
        if len(set(a.to)) != len(a.to) or any(q == p or not 0 <= q < n for q in a.to):
            return _("An offer goes to fellow players, each named once.")
    elif tuple(a.to) != (active,):
        return _("Only the active player trades with fellow players: put your offer to "
                 "{name} (fellow players never trade among themselves).").format(
                     name=game.name(active))
    if not a.give and not a.ask:
        return _("An offer gives something or asks for something.")
    why = _cards_refusal(game, p, a.give)
    if why:
        return why
    limit = max(len(tradable(game, q)) for q in a.to)
    whom = game.name(a.to[0]) if len(a.to) == 1 else None
    why = _asks_refusal(game, a.ask, limit, whom)
    if why:
        return why
    for q in a.to:
        if p == active:
            why = deal_refusal(game, q, a.give, len(a.give), len(a.ask))
        else:  # (what the active player will give is known only if it is nothing)
            why = deal_refusal(game, p, None if a.ask else (), len(a.ask), len(a.give))
        if why:
            return why
    return None


def _offer_apply(game: Game, a: Action) -> None:
    assert isinstance(a, Offer)
    s = game.state
    s.trade = Trade(by=a.player, to=list(a.to), give=list(a.give), ask=list(a.ask),
                    answers={q: Answer() for q in a.to})
    game.push("respond", a.player, players=list(a.to))
    words = deal_words(OFFER_WORDS, game.name(a.player), a.give, a.ask,
                        whom=(names_of, (game.names(), tuple(a.to))))
    game.emit("offer", words, player=a.player)


OFFER = Move(types=(Offer,), refuse=offer_refusal,  # type: ignore[arg-type]
             apply=_offer_apply)


# the active player's trading decision

def _trading(game: Game) -> None:
    game.push("trading", game.state.active)


def _trading_legal(game: Game, p: int, f: Frame) -> list[Action]:
    return [Done(p)]


def _trading_apply(game: Game, a: Action, f: Frame) -> None:
    game.state.pending.pop()
    game.emit("trade_end", say(N_("{name} ends the trading."), name=game.name(a.player)),
              player=a.player)


TRADING = Decision(legal=_trading_legal, refuse=lambda game, a, f: game.not_a_choice(a),
                   apply=_trading_apply, main=True, trading=True)


# answering an offer

def _payer_cards(game: Game, p: int) -> list[int]:
    return tradable(game, p)


def _accepting_refusal(game: Game, p: int, combo: tuple[int, ...]) -> str | None:
    """Why ``p`` may not accept the offer giving ``combo`` (cards that match its ask): what
    the trading rules say of the deal it would make."""
    t = game.state.trade
    assert t is not None
    partner = t.by if t.by != game.state.active else p
    mine = combo if p == game.state.active else tuple(t.give)
    theirs = len(t.give) if p == game.state.active else len(combo)
    return deal_refusal(game, partner, mine, len(mine), theirs)


def _respond_legal(game: Game, p: int, f: Frame) -> list[Action]:
    t = game.state.trade
    assert t is not None
    out: list[Action] = [Accept(p, combo) for combo in matching(_payer_cards(game, p), t.ask)
                         if _accepting_refusal(game, p, combo) is None]
    if refusal_barred(game, p) is None:
        out.append(Refuse(p))
    return out


def refusal_barred(game: Game, p: int) -> str | None:
    """Why ``p`` may neither refuse the offer made to them nor answer it with a
    counter-offer (a decree: ``REFUSE_BARS``); None when nothing bars it."""
    return next((why for bar in game.rules.refuse_bars if (why := bar(game, p))), None)


def counter_refusal(game: Game, a: Action, f: Frame) -> str | None:
    """None if the counter-offer ``a`` may be made; else what is wrong with it."""
    assert isinstance(a, CounterOffer)
    s = game.state
    t = s.trade
    assert t is not None
    p = a.player
    why = refusal_barred(game, p)
    if why:
        return why
    if not a.give and not a.ask:
        return _("A counter-offer gives something or asks for something.")
    why = _cards_refusal(game, p, a.give)
    if why:
        return why
    why = _asks_refusal(game, a.ask, len(tradable(game, t.by)), game.name(t.by))
    if why:
        return why
    if p == s.active:
        return deal_refusal(game, t.by, a.give, len(a.give), len(a.ask))
    return deal_refusal(game, p, None if a.ask else (), len(a.ask), len(a.give))


def _respond_refuse(game: Game, a: Action, f: Frame) -> str:
    if isinstance(a, Accept):
        t = game.state.trade
        assert t is not None
        combos = matching(_payer_cards(game, a.player), t.ask)
        if not combos:
            return _("You cannot give what is asked for: {cards}.").format(
                cards=variety_list(t.ask))
        reasons = [_accepting_refusal(game, a.player, combo) for combo in combos]
        if all(reasons):  # no way to accept at all: why (a decree)
            return str(reasons[0])
        return _("The cards given must be exactly the varieties asked for, from your own "
                 "cards.")
    if isinstance(a, Refuse) and (why := refusal_barred(game, a.player)):
        return why
    return game.not_a_choice(a)


def _respond_apply(game: Game, a: Action, f: Frame) -> None:
    s = game.state
    t = s.trade
    assert t is not None
    p = a.player
    ans = t.answers[p]
    if isinstance(a, Accept):
        ans.status, ans.give = "accept", list(a.cards)
        game.emit("accept", say(N_("{name} accepts."), name=game.name(p)), player=p)
    elif isinstance(a, CounterOffer):
        ans.status, ans.give, ans.ask = "counter", list(a.give), list(a.ask)
        words = deal_words(COUNTER_WORDS, game.name(p), a.give, a.ask, whom=game.name(t.by))
        game.emit("counter_offer", words, player=p)
    else:
        ans.status = "refuse"
        game.emit("refuse", say(N_("{name} refuses."), name=game.name(p)), player=p)
    f.players.remove(p)
    if f.players:
        return
    s.pending.pop()
    takers = [q for q, x in t.answers.items() if x.status in ("accept", "counter")]
    if not takers:
        if len(t.to) > 1:  # (one partner's refusal, just logged, says it all)
            game.emit("no_deal", N_("Nobody takes the offer."))
        s.trade = None
    elif len(t.to) == 1 and t.answers[takers[0]].status == "accept":
        _deal(game, t.by, takers[0], t.give, t.answers[takers[0]].give)
    else:
        game.push("conclude", t.by)


RESPOND = Decision(legal=_respond_legal, refuse=_respond_refuse, apply=_respond_apply,
                   shared=True, open=(CounterOffer,), check=counter_refusal)


# closing the deal

def _deals(game: Game, p: int, q: int) -> list[tuple[Conclude, str | None]]:
    """Every deal ``p``, who offered, could close with ``q``'s answer (one per set of
    ``p``'s cards a counter-offer asks for), each with why the decrees forbid it (None:
    they do not)."""
    t, active = game.state.trade, game.state.active
    assert t is not None
    ans = t.answers.get(q)
    if ans is None or ans.status not in ("accept", "counter"):
        return []
    accepted = ans.status == "accept"
    out: list[tuple[Conclude, str | None]] = []
    for given in [tuple(t.give)] if accepted else matching(tradable(game, p), ans.ask):
        # (the decrees ask about the active player's cards and their partner)
        mine, theirs = (given, ans.give) if p == active else (tuple(ans.give), given)
        why = deal_refusal(game, q if p == active else p, mine, len(mine), len(theirs))
        out.append((Conclude(p, q, () if accepted else given), why))
    return out


def _conclude_legal(game: Game, p: int, f: Frame) -> list[Action]:
    t = game.state.trade
    assert t is not None
    return [*(a for q in t.answers for a, why in _deals(game, p, q) if why is None), Done(p)]


def no_deal_reason(game: Game, p: int, q: int) -> str | None:
    """Why ``p`` can close no deal with ``q``'s answer (None: one can, or ``q`` neither
    accepted nor countered): a decree, or the cards asked for are not ``p``'s."""
    t = game.state.trade
    if t is None or getattr(t.answers.get(q), "status", "") not in ("accept", "counter"):
        return None
    reasons = [why for _a, why in _deals(game, p, q)]
    if not reasons:
        return _("{name} asks for cards you do not hold.").format(name=game.name(q))
    return None if None in reasons else reasons[0]


def _conclude_refuse(game: Game, a: Action, f: Frame) -> str:
    if isinstance(a, Conclude):
        return no_deal_reason(game, a.player, a.partner) or _(
            "A deal is closed with a partner who accepted or countered, giving exactly the "
            "varieties a counter-offer asked for, from your own cards; a decree in force may "
            "forbid it.")
    return game.not_a_choice(a)


def _conclude_apply(game: Game, a: Action, f: Frame) -> None:
    s, t = game.state, game.state.trade
    assert t is not None
    s.pending.pop()
    if isinstance(a, Done):
        game.emit("no_deal", say(N_("{name} takes none of the answers."),
                                 name=game.name(a.player)))
        s.trade = None
        return
    assert isinstance(a, Conclude)
    ans = t.answers[a.partner]
    mine = t.give if ans.status == "accept" else list(a.cards)
    _deal(game, a.player, a.partner, mine, ans.give)
    for q in (q for q, x in t.answers.items() if q != a.partner and x.status != "refuse"):
        game.emit("no_deal", say(N_("{name} does not take {other}'s answer."),  # (no word
                                 name=game.name(a.player), other=game.name(q)))  # of it before)


CONCLUDE = Decision(legal=_conclude_legal, refuse=_conclude_refuse, apply=_conclude_apply)


def _deal(game: Game, one: int, other: int, ones: list[int], others: list[int]) -> None:
    """Carry out a trade: ``one`` gives ``ones``, ``other`` gives ``others``; each side's
    cards go beside the receiver's fields (RULINGS 5)."""
    s = game.state
    active = s.active
    partner = other if one == active else one
    mine, theirs = (ones, others) if one == active else (others, ones)
    me, them = s.seats[active], s.seats[partner]
    for c in mine:
        if c in s.turned_up:
            s.turned_up.remove(c)
        else:
            me.hand.remove(c)
        them.aside.append(c)
    for c in theirs:
        them.hand.remove(c)
        me.aside.append(c)
    s.traded = True
    s.trade = None
    gift = not mine or not theirs
    game.emit("gift" if gift else "trade", (dealt, (gift, game.name(active), tuple(mine),
                                                    game.name(partner), tuple(theirs))),
              player=active, partner=partner)


# the generator of candidate offers

@dataclass(frozen=True)
class OfferSpace:
    """The candidate offers of one seat now, for the computer players and the random
    player: to each possible partner (for the active player also to all fellow players
    at once), giving up to ``max_give`` of the seat's tradable cards and asking for up to
    ``max_ask`` cards of the game's varieties.  While an offer to the seat is being
    answered, the candidates are counter-offers to the one who offered.  Every candidate
    handed out is legal (``Game.why_not``)."""

    game: Game
    player: int
    partners: tuple[tuple[int, ...], ...]
    cards: tuple[int, ...]
    varieties: tuple[Bean, ...]
    counter: bool = False

    def _make(self, to: tuple[int, ...], give: tuple[int, ...],
              ask: tuple[Bean, ...]) -> Offer | CounterOffer | None:
        if not give and not ask:
            return None
        offer = (CounterOffer(self.player, give, ask) if self.counter
                 else Offer(self.player, to, give, ask))
        return offer if self.game.why_not(offer) is None else None

    def offers(self, max_give: int = 1, max_ask: int = 1) -> Iterator[Offer | CounterOffer]:
        """Every legal candidate: partners in turn order (all fellows last), then the
        cards given (by place), then the varieties asked for (in the game's order)."""
        gives = [g for k in range(max_give + 1) for g in itertools.combinations(self.cards, k)]
        asks = [a for k in range(max_ask + 1)
                for a in itertools.combinations_with_replacement(self.varieties, k)]
        for to in self.partners:
            for give in gives:
                for ask in asks:
                    offer = self._make(to, give, ask)
                    if offer is not None:
                        yield offer

    def sample(self, rng: random.Random, tries: int = 20) -> Offer | CounterOffer | None:
        """A random candidate giving one card or none and asking for one card or none
        (each part drawn uniformly; an illegal draw is drawn again), or None."""
        for _try in range(tries):
            to = rng.choice(self.partners)
            give = rng.choice([(), *((c,) for c in self.cards)])
            ask = rng.choice([(), *((b,) for b in self.varieties)])
            offer = self._make(to, give, ask)
            if offer is not None:
                return offer
        return None


def offer_space(game: Game, p: int) -> OfferSpace | None:
    """The candidate offers (or counter-offers) of seat ``p`` now; None when ``p`` may
    make none now."""
    s = game.state
    t = s.trade
    if t is not None and s.pending and s.pending[-1].kind == "respond" \
            and p in s.pending[-1].players:
        return OfferSpace(game, p, ((t.by,),), tuple(tradable(game, p)), game.spec.varieties,
                          counter=True)
    if not trading_now(game):
        return None
    if p == s.active:
        fellows = game.fellows(p)
        partners = tuple((q,) for q in fellows) + ((tuple(fellows),) if len(fellows) > 1
                                                     else ())
    else:
        partners = ((s.active,),)
    return OfferSpace(game, p, partners, tuple(tradable(game, p)), game.spec.varieties)


STEPS = {"trading": _trading}
DECISIONS = {"trading": TRADING, "respond": RESPOND, "conclude": CONCLUDE}
MOVES = [OFFER]
OUT_OF_PLACE = {
    Accept: N_("Offers are accepted by those they are made to, while they answer."),
    Refuse: N_("Offers are refused by those they are made to, while they answer."),
    CounterOffer: N_("A counter-offer answers an offer made to you, while you answer it."),
    Conclude: N_("A deal is closed by the one who offered, once the answers are in."),
}
