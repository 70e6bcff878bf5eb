"""Phase 2 trading: offers composed step by step, answers, counter-offers and deals.

A mixin of ``rules.engine.Game``: the methods use the game's state and helpers.
"""

from __future__ import annotations

import itertools
from collections import Counter

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
    Refuse,
)
from .cards import (
    BEAN_OF,
    Bean,
)
from .state import Answer, Frame, State, Trade
from .words import card_list, offer_text


class Trading:
    state: State

    def _legal_trading(self, p: int, f: Frame, out: list[Action]) -> None:
        fellows = self.fellows(p)
        out.extend(OfferStart(p, (t,)) for t in fellows)
        out.append(OfferStart(p, tuple(fellows)))
        out.append(Done(p))

    def _legal_draft(self, p: int, f: Frame, out: list[Action]) -> None:
        s = self.state
        t = s.trade
        assert t is not None
        if p == s.active:
            give, ask = t.give, t.ask
            limit = max(len(s.seats[q].hand) for q in t.to)
        else:
            a = t.answers[p]
            give, ask = a.give, a.ask
            limit = len(self.tradable(s.active))
        out.extend(DraftGive(p, c) for c in self.tradable(p) if c not in give)
        if len(ask) < limit:
            out.extend(DraftAsk(p, b) for b in self.beans)
        if give or ask:
            out.append(DraftSend(p))
        out.append(DraftCancel(p))

    def _legal_respond(self, p: int, f: Frame, out: list[Action]) -> None:
        s = self.state
        t = s.trade
        assert t is not None
        for combo in matching(s.seats[p].hand, t.ask):
            out.append(Accept(p, combo))
        out.append(Refuse(p))
        out.append(CounterStart(p))

    def _legal_conclude(self, p: int, f: Frame, out: list[Action]) -> None:
        s = self.state
        t = s.trade
        assert t is not None
        for q, a in t.answers.items():
            if a.status == "accept":
                out.append(Conclude(p, q))
            elif a.status == "counter":
                out.extend(Conclude(p, q, combo) for combo in matching(self.tradable(p), a.ask))
        out.append(Done(p))

    def _do_trading(self, a: Action, f: Frame) -> None:
        s = self.state
        if isinstance(a, Done):
            s.pending.pop()
            self._emit("trade_end", f"{self.name(a.player)} ends the trading.")
            return
        assert isinstance(a, OfferStart)
        s.trade = Trade(to=list(a.to))
        s.pending.append(Frame("draft", a.player))

    def _do_draft(self, a: Action, f: Frame) -> None:
        s = self.state
        t = s.trade
        assert t is not None
        p = a.player
        own = t if p == s.active else t.answers[p]
        if isinstance(a, DraftGive):
            own.give.append(a.card)
        elif isinstance(a, DraftAsk):
            own.ask.append(a.bean)
        elif isinstance(a, DraftCancel):
            s.pending.pop()
            if p == s.active:
                s.trade = None
            else:
                t.answers[p] = Answer()
        elif isinstance(a, DraftSend):
            s.pending.pop()
            if p == s.active:
                t.sent = True
                t.answers = {q: Answer() for q in t.to}
                s.pending.append(Frame("respond", p, players=list(t.to)))
                self._emit(
                    "offer",
                    f"{self.name(p)} offers {offer_text(t.give, t.ask)} to {self._names_of(t.to)}.",
                    player=p,
                )
            else:
                ans = t.answers[p]
                ans.status = "counter"
                s.pending[-1].players.remove(p)
                self._emit(
                    "counter_offer",
                    f"{self.name(p)} counters: {offer_text(ans.give, ans.ask)}.",
                    player=p,
                )
                self._answers_in()

    def _names_of(self, ps: list[int]) -> str:
        if len(ps) == len(self.state.seats) - 1 and len(ps) > 1:
            return "all fellow players"
        return " and ".join(self.name(q) for q in ps)

    def _do_respond(self, a: Action, f: Frame) -> None:
        s = self.state
        t = s.trade
        assert t is not None
        p = a.player
        if isinstance(a, CounterStart):
            t.answers[p] = Answer("drafting")
            s.pending.append(Frame("draft", p))
            return
        if isinstance(a, Accept):
            t.answers[p] = Answer("accept", list(a.cards))
            self._emit("accept", f"{self.name(p)} accepts.", player=p)
        else:
            t.answers[p] = Answer("refuse")
            self._emit("refuse", f"{self.name(p)} refuses.", player=p)
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
            who = self._names_of([q for q, a in t.answers.items() if a.status == "refuse"])
            self._emit("no_deal", f"Nobody takes the offer: {who} refused." if who
                       else "Nobody takes the offer.")
            s.trade = None
        elif len(t.to) == 1 and t.answers[takers[0]].status == "accept":
            self._exchange(s.active, takers[0], t.give, t.answers[takers[0]].give)
        else:
            s.pending.append(Frame("conclude", s.active))

    def _do_conclude(self, a: Action, f: Frame) -> None:
        s = self.state
        t = s.trade
        assert t is not None
        s.pending.pop()
        if isinstance(a, Done):
            self._emit("no_deal", f"{self.name(a.player)} takes none of the answers.")
            s.trade = None
            return
        assert isinstance(a, Conclude)
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


def matching(cards: list[int], ask: list[Bean]) -> list[tuple[int, ...]]:
    """Every way to pick concrete cards from ``cards`` that are exactly the varieties in ``ask``."""
    if not ask:
        return [()]
    need = Counter(ask)
    per: list[list[tuple[int, ...]]] = []
    for bean, k in need.items():
        have = [c for c in cards if BEAN_OF[c] == bean]
        if len(have) < k:
            return []
        per.append(list(itertools.combinations(have, k)))
    return [tuple(itertools.chain.from_iterable(combo)) for combo in itertools.product(*per)]
