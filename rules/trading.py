"""Phase 2 trading: offers composed step by step, answers, counter-offers and deals.

An offer (or counter-offer) is composed in one order only, so that each offer is one
path through the legal actions: the cards given, in the order they lie, then the
varieties asked for, in the game's order of varieties (see ``_legal_draft``).

A mixin of ``rules.engine.Game``: the methods use the game's state and helpers.
"""

from __future__ import annotations

import itertools
from functools import cache

from .actions import (
    Accept,
    Action,
    Conclude,
    CounterStart,
    Done,
    DraftAsk,
    DraftCancel,
    DraftGive,
    DraftSend,
    OfferStart,
)
from .cards import (
    BEAN_OF,
    VARIETIES,
    Bean,
    bean_name,
)
from .interned import (
    COUNTER_START,
    DONE,
    DRAFT_CANCEL,
    DRAFT_SEND,
    GIVES,
    REFUSE,
    accept,
    conclude,
)
from .state import Answer, Frame, State, Trade, answer, frame, trade
from .words import card_list, counters, no_deal, offers


class Trading:
    state: State
    #: ``_asks[p][last]``: seat ``p``'s asks that may follow the variety ``last`` asked for
    #: (``asks_after``; made once for each class of game)
    _asks: list[dict[Bean | None, tuple[DraftAsk, ...]]]

    def _legal_trading(self, p: int, f: Frame, out: list[Action]) -> None:
        out += _offers(p, len(self.state.seats))
        out.append(DONE[p])

    def _draft(self, p: int) -> tuple[Trade | Answer, int]:
        """The offer ``p`` is composing (an offer or a counter-offer) and how many cards it
        may ask for: no more than the largest hand among the partners (for a counter-offer,
        the active player's tradable cards)."""
        s = self.state
        t = s.trade
        assert t is not None
        if p != s.active:
            return t.answers[p], len(self.tradable(s.active))
        limit = 0
        for q in t.to:
            n = len(s.seats[q].hand)
            if n > limit:
                limit = n
        return t, limit

    def _legal_draft(self, p: int, f: Frame, out: list[Action]) -> None:
        # An offer is a set of cards given and a multiset of varieties asked for, so it
        # is composed in one order only (each offer is one path, for menus, bots and the
        # uniform random player alike): the cards given first, in the order of
        # ``tradable`` (turned-up cards, then the hand from the front), then the
        # varieties asked for, in the game's order of varieties (``beans``, the order
        # of ``Bean``), repeats allowed.
        own, limit = self._draft(p)
        give, ask = own.give, own.ask
        if not ask:
            cards = self.tradable(p)
            if give:
                del cards[:cards.index(give[-1]) + 1]
            out += map(GIVES[p].__getitem__, cards)
        if len(ask) < limit:
            out += self._asks[p][ask[-1] if ask else None]
        if give or ask:
            out.append(DRAFT_SEND[p])
        out.append(DRAFT_CANCEL[p])

    def _explain_draft(self, a: DraftGive | DraftAsk) -> str:
        """Why adding ``a`` to an offer is not legal now, naming the rule."""
        s = self.state
        p = a.player
        if isinstance(a, DraftGive):
            if a.card in s.seats[p].aside:
                return "Cards received in a trade cannot be traded on."
            if a.card not in self.tradable(p):
                return ("Only your hand cards (and, as active player, the turned-up cards) "
                        "can be traded.")
        if s.pending[-1].kind != "draft":
            return ("Cards are given and varieties asked for while composing an offer: start "
                    "an offer (or a counter-offer) first.")
        own, limit = self._draft(p)
        order = ("An offer is composed in one order: first the cards given, in the order "
                 "they lie (turned-up cards, then the hand from the front), then the "
                 "varieties asked for, in the order " + ", ".join(b.value for b in self.beans)
                 + ".")
        if isinstance(a, DraftGive):
            if a.card in own.give:
                return "That card is already part of the offer."
            if own.ask:
                return f"{order} Add every card you give before asking for a variety."
            cards = self.tradable(p)
            if own.give and cards.index(a.card) < cards.index(own.give[-1]):
                return (f"{order} The {bean_name(a.card)} lies before the last card added, "
                        f"the {bean_name(own.give[-1])}.")
            return "That card cannot be given in this offer."
        if a.bean not in self.beans:
            return (f"Only the varieties of this game can be asked for: "
                    f"{', '.join(b.value for b in self.beans)}.")
        if len(own.ask) >= limit:
            return (f"An offer asks for at most {limit} card{'s' if limit != 1 else ''}: no "
                    "more than the partner can hand over.")
        if own.ask and self.beans.index(a.bean) < self.beans.index(own.ask[-1]):
            return (f"{order} The {VARIETIES[a.bean].name} comes before the last variety "
                    f"asked for, the {VARIETIES[own.ask[-1]].name}.")
        return "That variety cannot be asked for in this offer."

    def _legal_respond(self, p: int, f: Frame, out: list[Action]) -> None:
        s = self.state
        t = s.trade
        assert t is not None
        for combo in matching(s.seats[p].hand, t.ask):
            out.append(accept(p, combo))
        out.append(REFUSE[p])
        out.append(COUNTER_START[p])

    def _legal_conclude(self, p: int, f: Frame, out: list[Action]) -> None:
        s = self.state
        t = s.trade
        assert t is not None
        for q, a in t.answers.items():
            if a.status == "accept":
                out.append(conclude(p, q))
            elif a.status == "counter":
                for combo in matching(self.tradable(p), a.ask):
                    out.append(conclude(p, q, combo))
        out.append(DONE[p])

    def _do_trading(self, a: Action, f: Frame) -> None:
        s = self.state
        if type(a) is Done:
            s.pending.pop()
            self._emit("trade_end", ("{} ends the trading.", (self.name(a.player),)))
            return
        assert type(a) is OfferStart
        s.trade = trade(list(a.to))
        s.pending.append(frame("draft", a.player))

    def _do_draft(self, a: Action, f: Frame) -> None:
        s = self.state
        t = s.trade
        assert t is not None
        p = a.player
        own = t if p == s.active else t.answers[p]
        kind = type(a)  # (cheaper than isinstance, and no action class has subclasses)
        if kind is DraftAsk:
            own.ask.append(a.bean)  # type: ignore[attr-defined]
        elif kind is DraftGive:
            own.give.append(a.card)  # type: ignore[attr-defined]
        elif kind is DraftCancel:
            s.pending.pop()
            if p == s.active:
                s.trade = None
            else:
                t.answers[p] = answer()
        elif kind is DraftSend:
            s.pending.pop()
            if p == s.active:
                t.sent = True
                t.answers = {q: answer() for q in t.to}
                s.pending.append(frame("respond", p, list(t.to)))
                self._emit("offer", (offers, (self.names(), p, tuple(t.give), tuple(t.ask),
                                              tuple(t.to))), player=p)
            else:
                ans = t.answers[p]
                ans.status = "counter"
                s.pending[-1].players.remove(p)
                self._emit("counter_offer",
                           (counters, (self.name(p), tuple(ans.give), tuple(ans.ask))),
                           player=p)
                self._answers_in()

    def _do_respond(self, a: Action, f: Frame) -> None:
        s = self.state
        t = s.trade
        assert t is not None
        p = a.player
        ans = t.answers[p]  # (awaited, so still empty: it changes in place)
        if type(a) is CounterStart:
            ans.status = "drafting"
            s.pending.append(frame("draft", p))
            return
        if type(a) is Accept:
            ans.status = "accept"
            ans.give = list(a.cards)
            self._emit("accept", ("{} accepts.", (self.name(p),)), player=p)
        else:
            ans.status = "refuse"
            self._emit("refuse", ("{} refuses.", (self.name(p),)), player=p)
        f.players.remove(p)
        self._answers_in()

    def _answers_in(self) -> None:
        s = self.state
        t = s.trade
        f = s.pending[-1]
        assert t is not None and f.kind == "respond"
        if f.players:
            return
        s.pending.pop()
        takers = [q for q, a in t.answers.items() if a.status in ("accept", "counter")]
        if not takers:
            refused = tuple([q for q, a in t.answers.items() if a.status == "refuse"])
            self._emit("no_deal", (no_deal, (self.names(), refused)))
            s.trade = None
        elif len(t.to) == 1 and t.answers[takers[0]].status == "accept":
            self._exchange(s.active, takers[0], t.give, t.answers[takers[0]].give)
        else:
            s.pending.append(frame("conclude", s.active))

    def _do_conclude(self, a: Action, f: Frame) -> None:
        s = self.state
        t = s.trade
        assert t is not None
        s.pending.pop()
        if type(a) is Done:
            self._emit("no_deal", f"{self.name(a.player)} takes none of the answers.")
            s.trade = None
            return
        assert type(a) is Conclude
        ans = t.answers[a.partner]
        mine = t.give if ans.status == "accept" else list(a.cards)
        self._exchange(a.player, a.partner, mine, ans.give)

    def _exchange(self, active: int, partner: int, mine: list[int], theirs: list[int]) -> None:
        """Carry out a trade: each side's cards go beside the other's fields (RULINGS 5)."""
        s = self.state
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
        kind = "gift" if not mine or not theirs else "trade"
        self._emit(
            kind,
            f"{'Gift' if kind == 'gift' else 'Trade'}: {self.name(active)} gives "
            f"{card_list(mine) or 'nothing'}, {self.name(partner)} gives "
            f"{card_list(theirs) or 'nothing'}.",
            player=active,
            partner=partner,
        )


@cache
def _offers(p: int, players: int) -> tuple[OfferStart, ...]:
    """Seat ``p``'s offers: to each fellow player alone (in turn order), then to all."""
    fellows = tuple((p + i) % players for i in range(1, players))
    return (*(OfferStart(p, (t,)) for t in fellows), OfferStart(p, fellows))


def asks_after(game: type, p: int) -> dict[Bean | None, tuple[DraftAsk, ...]]:
    """Seat ``p``'s ``DraftAsk`` actions in a game of class ``game`` that may follow the
    variety last asked for (``None``: nothing asked for yet): that variety and those after
    it, in the game's order of varieties."""
    asks = tuple(DraftAsk(p, b) for b in game.beans)
    rows: dict[Bean | None, tuple[DraftAsk, ...]] = {None: asks}
    for i, b in enumerate(game.beans):
        rows[b] = asks[i:]
    return rows


def matching(cards: list[int], ask: list[Bean]) -> list[tuple[int, ...]]:
    """Every way to pick concrete cards from ``cards`` that are exactly the varieties in ``ask``."""
    if not ask:
        return [()]
    if len(ask) == 1:  # (the commonest ask: one card)
        bean = ask[0]
        return [(c,) for c in cards if BEAN_OF[c] is bean]
    per: list[list[tuple[int, ...]]] = []
    for bean in dict.fromkeys(ask):  # each variety asked for, in the order first asked
        have = []
        for c in cards:
            if BEAN_OF[c] is bean:  # (varieties are singletons)
                have.append(c)
        k = ask.count(bean)
        if len(have) < k:
            return []
        per.append(list(itertools.combinations(have, k)))
    if len(per) == 1:
        return per[0]
    return [tuple(itertools.chain.from_iterable(combo)) for combo in itertools.product(*per)]
