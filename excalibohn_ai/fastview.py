"""Light views of the hard player's own sampled games, for fast rollouts.

The hard player plays many games of its own making (``determinize.sample``)
to their horizon, with normal players deciding every seat.  Building a full
Pydantic ``View`` for every one of those decisions costs most of the time, so
``light_view`` builds a plain-object stand-in with the attributes the normal
player reads, under the same rules of what a seat may know as
``rules.views.project`` (another hand as a size, another face-down spell as
None, a draft under way as None, the tuck-or-plant card to its decider only).

It is used only on sampled games, never on the real one.
"""

from __future__ import annotations

from rules.cards import BEAN_COUNT, BEAN_OF, Bean
from rules.engine import Game


class Card:
    __slots__ = ("id", "bean")

    def __init__(self, card: int) -> None:
        self.id = card
        self.bean: Bean = BEAN_OF[card]


#: one shared, immutable card object per bean card
CARDS = [Card(c) for c in range(BEAN_COUNT)]


class LField:
    __slots__ = ("index", "_ids", "bean", "count", "ability_ready")

    def __init__(self, index: int, cards: list[int], ready: bool) -> None:
        self.index = index
        self._ids = cards
        self.bean = BEAN_OF[cards[-1]] if cards else None
        self.count = len(cards)
        self.ability_ready = ready

    @property
    def cards(self) -> list[Card]:
        """The row's cards (built on demand: the normal player reads only variety
        and count)."""
        return [CARDS[c] for c in self._ids]


class LSpell:
    __slots__ = ("slot", "face_up", "card", "borrowed")

    def __init__(self, slot: int, face_up: bool, card: int | None, borrowed: bool) -> None:
        self.slot = slot
        self.face_up = face_up
        self.card = card
        self.borrowed = borrowed


class LSeat:
    __slots__ = ("seat", "name", "hand_size", "fields", "coin_count", "spells", "aside")


class LAnswer:
    __slots__ = ("status", "give", "ask")


class LTrade:
    __slots__ = ("to", "sent", "give", "ask", "answers")


class LDecision:
    __slots__ = ("kind", "player", "card", "coins", "remaining", "other")


class LView:
    __slots__ = ("viewer", "variant", "hand", "seats", "active", "turn", "step", "draw_size",
                 "discard_size", "discard_top", "spell_deck_size", "passes", "max_passes",
                 "ending", "turned_up", "trade", "traded", "trade_spell_used", "awaiting",
                 "decision", "result")


def light_view(game: Game, viewer: int) -> LView:
    """What ``viewer`` may know of ``game`` (a sampled game), as plain objects."""
    s = game.state
    v = LView()
    v.viewer = viewer
    v.variant = s.variant
    v.hand = [CARDS[c] for c in s.seats[viewer].hand]
    ready_seat = s.active if s.step == "1b" else -1
    seats = []
    for p, st in enumerate(s.seats):
        x = LSeat()
        x.seat = p
        x.name = st.name
        x.hand_size = len(st.hand)
        x.fields = [LField(i, f.cards, f.use and p == ready_seat) for i, f in enumerate(st.fields)]
        x.coin_count = len(st.coins)
        x.spells = [LSpell(j, sp.face_up, sp.card if (sp.face_up or p == viewer) else None,
                           sp.borrowed) for j, sp in enumerate(st.spells)]
        x.aside = [CARDS[c] for c in st.aside]
        seats.append(x)
    v.seats = seats
    v.active = s.active
    v.turn = s.turn
    v.step = s.step
    v.draw_size = len(s.draw)
    v.discard_size = len(s.discard)
    v.discard_top = CARDS[s.discard[-1]] if s.discard else None
    v.spell_deck_size = len(s.spell_deck)
    v.passes = s.passes
    v.max_passes = s.max_passes
    v.ending = s.ending
    v.turned_up = [CARDS[c] for c in s.turned_up]
    v.traded = s.traded
    v.trade_spell_used = s.trade_spell_used
    v.result = s.result
    t = s.trade
    if t is None:
        v.trade = None
    else:
        lt = LTrade()
        lt.to = t.to
        lt.sent = t.sent
        shown = t.sent or viewer == s.active
        lt.give = [CARDS[c] for c in t.give] if shown else None
        lt.ask = list(t.ask) if shown else None
        answers = {}
        for q, a in t.answers.items():
            la = LAnswer()
            la.status = a.status
            open_ = a.status != "drafting" or q == viewer
            la.give = [CARDS[c] for c in a.give] if open_ else []
            la.ask = list(a.ask) if open_ else []
            answers[q] = la
        lt.answers = answers
        v.trade = lt
    v.awaiting = game.awaiting()
    if s.pending and s.result is None:
        f = s.pending[-1]
        d = LDecision()
        d.kind = f.kind
        d.player = f.player
        d.card = (CARDS[f.card] if (f.kind == "tuck_or_plant" and f.card is not None
                                    and viewer == f.player) else None)
        d.coins = [CARDS[c] for c in f.cards] if f.kind == "choose_coin" else []
        d.remaining = f.n
        d.other = f.other
        v.decision = d
    else:
        v.decision = None
    return v
