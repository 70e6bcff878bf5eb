"""The normal computer player: a hand-written evaluation, no search.

It reads only ``game.view(seat)``, ``game.legal_actions(seat)`` and the rules'
generator of candidate offers (``rules.trading.offer_space``).  Every decision
is judged by the worth of fields (coins now plus the way to the next coin, see
``evaluate``), what the hand forces next, spell values and the threat to other
players' coins.  Trading is short and purposeful: it offers what it must
otherwise plant badly, asks for what extends its rows, gifts what it cannot
use, and stops after a few offers.  Its offers and counter-offers are drawn
from the generator (narrowed to the cards, varieties and partners the
evaluation picks), so every one it makes is legal; it answers offers put to it,
also a fellow player's proposal when it is the active player.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import replace

from rules.actions import (
    Accept,
    Action,
    Activate,
    ActivateWithBean,
    Cast,
    ChooseCoin,
    Conclude,
    CounterOffer,
    Discard,
    Done,
    DropSacrifice,
    Harvest,
    KeepSwapped,
    Offer,
    Plant,
    Refuse,
    Retuck,
    Sacrifice,
    Tuck,
    UseAbility,
)
from rules.cards import ABILITY_BEANS, BEAN_OF, SPELL_ID, SPELL_OF, VARIETIES, Bean, Spell
from rules.engine import Game
from rules.trading import OfferSpace, offer_space
from rules.views import FieldView, View

from .evaluate import (
    Rows,
    cheapest_harvest,
    hand_worth,
    place,
    plant_gain,
    potential,
    rows_of,
    standing,
)

#: a trade partner's gain counts against us this much (three rivals share the table)
PARTNER_SHARE = 0.3
#: what an unseen hand card is worth to its holder (judging a partner's side of a deal)
HAND_CARD = 0.4
#: how many offers the bot makes in one turn at most
MAX_OFFERS = 4

# How much an activated spell is worth this turn (the bot's own scale: 1 ~ one coin).
SPELL_USE = {
    Spell.BEAN_FIELD: 1.2, Spell.HAND_CARD: 0.8, Spell.TRADE: 0.7, Spell.RANDOM: 0.5,
    Spell.PILE: 0.3, Spell.FLOW: 0.3, Spell.RETUCK: 0.35, Spell.ATTACK: 0.0,
    Spell.ENCHANT_FELLOWS: 0.1, Spell.ENCHANT_BEANS: 0.25, Spell.SWAP: 0.0,
}

# Worth of a revealed coin to the attacker choosing it (Attack Spell).
COIN_CHOICE = {
    Bean.PRINCESS: 3, Bean.MAGIC: 2, Bean.CAP: 1, Bean.MEAN: 1, Bean.WHITE: 1,
    Bean.PICKER: 0, Bean.SWORD: -1,
}


def _after_plant(rows: Rows, field: int, bean: Bean) -> Rows:
    rows = list(rows)
    _, n = rows[field]
    rows[field] = (bean, n + 1)
    return rows


def _after_harvest(rows: Rows, field: int) -> tuple[int, Rows]:
    rows = list(rows)
    b, n = rows[field]
    rows[field] = (None, 0)
    return (VARIETIES[b].coins_for(n) if b else 0), rows


def _worth(rows: Rows) -> float:
    return sum(potential(b, n) for b, n in rows)


class NormalPlayer:
    """Hand-written evaluation.  ``mistakes`` (0..1) makes it blunder on purpose (easy level)."""

    name = "normal"

    def __init__(self, seed: int = 0, mistakes: float = 0.0, interjects: bool = True) -> None:
        self.rng = random.Random(seed)
        self.mistakes = mistakes
        self.interjects = interjects
        #: raise on an internal error instead of falling back (tests set this)
        self.strict = False
        self._turn: tuple[int, int] = (-1, -1)  # (turn, seat) the memory below belongs to
        #: offers made this turn, as (to, give, ask)
        self._tried: set[tuple] = set()
        self._countered: set[tuple] = set()
        #: the candidate offers of the decision being made (None: it may make none now)
        self._space: OfferSpace | None = None

    # --------------------------------------------------------------- public

    def choose(self, game: Game, seat: int) -> Action:
        legal = game.legal_actions(seat)
        try:
            action = self.decide(game.view(seat), legal, seat, offer_space(game, seat))
        except Exception:
            if self.strict:
                raise
            action = None
        if action is None or not allowed(game, action, legal):
            if self.strict and action is not None:
                raise AssertionError(f"illegal choice {action!r}")
            action = fallback(legal)
        return action

    def interject(self, game: Game, seat: int) -> Action | None:
        """A harvest outside one's own decisions: bank a row that can give no more coins.

        Ruling: nothing else is worth interjecting for; a row that has reached the
        top of its bohnometer only blocks a field, and any player may harvest any time.
        """
        if not self.interjects:
            return None
        harvests = [a for a in game.legal_actions(seat) if isinstance(a, Harvest)]
        if not harvests:
            return None
        view = game.view(seat)
        if view.ending:
            return None  # the final harvest comes anyway
        rows = rows_of(view, seat)
        for a in harvests:
            b, n = rows[a.field]
            if b is not None and VARIETIES[b].next_coin_at(n) is None:
                return a
        return None

    # ------------------------------------------------------------ deciding

    def decide(self, view: View, legal: list[Action], seat: int,
               space: OfferSpace | None = None) -> Action | None:
        """The choice of ``seat`` from its view, its legal actions and its candidate
        offers (``space``; None when it may make no offer now)."""
        if (view.turn, view.active) != self._turn:
            self._turn = (view.turn, view.active)
            self._tried = set()
            self._countered = set()
        kinds = [w.kind for w in view.awaiting if w.player == seat]
        if not kinds:
            return None
        kind = kinds[0]
        while self.mistakes and self.rng.random() < self.mistakes:
            blunder = self._blunder(legal, space)
            if blunder is not None:
                return blunder
        handler: Callable[[View, list[Action], int], Action | None] = getattr(
            self, "_on_" + kind, None) or (lambda v, lg, s: None)
        self._space = space
        try:
            return handler(view, legal, seat)
        finally:
            self._space = None

    def _blunder(self, legal: list[Action], space: OfferSpace | None) -> Action | None:
        """A plausible but unconsidered choice (easy level): any non-harvest action, or
        none (None) when it draws making an offer (one choice for each possible partner,
        before the listed ones) or a counter-offer (after them): it starts composing one
        without thought and gives it up, and decides again."""
        options: list[Action | None] = [a for a in legal if not isinstance(a, Harvest)]
        if space is not None and space.counter:
            options.append(None)
        elif space is not None:
            options[:0] = [None] * len(space.partners)
        return self.rng.choice(options or legal)  # type: ignore[arg-type]

    # planting from the hand

    def _plant_one(self, view: View, legal: list[Action], seat: int, card: int,
                   rest: list[Bean]) -> Action | None:
        """Plant ``card`` on the best field, or harvest the cheapest field if none fits."""
        rows = rows_of(view, seat)
        bean = BEAN_OF[card]
        plants = [a for a in legal if isinstance(a, Plant) and a.card == card]
        if plants:
            return max(plants, key=lambda a: self._plant_score(rows, a, bean, rest))
        harvests = [a for a in legal if isinstance(a, Harvest)]
        if harvests:
            return max(harvests, key=lambda a: self._harvest_score(rows, a.field, [bean] + rest))
        return None

    def _plant_score(self, rows: Rows, a: Plant, bean: Bean, rest: list[Bean]) -> float:
        if a.enchant:
            after = list(rows)
            after[a.field] = (bean, 2)
        else:
            after = _after_plant(rows, a.field, bean)
        return _worth(after) + plant_gain(after, rest)

    def _harvest_score(self, rows: Rows, field: int, to_plant: list[Bean]) -> float:
        coins, after = _after_harvest(rows, field)
        return coins + _worth(after) + plant_gain(after, to_plant)

    def _on_plant_front(self, view: View, legal: list[Action], seat: int) -> Action | None:
        hand = view.hand or []
        if not hand:
            return None
        if hand[0].bean not in view.spec.varieties:
            return self._clear_front(view, legal, seat)
        rows = rows_of(view, seat)
        if place(rows, hand[0].bean) is None:
            # Re-tuck Spell: bring a card that fits to the front instead
            for j, c in enumerate(hand[1:], 1):
                if place(rows, c.bean) is not None and Retuck(seat, j, 0) in legal:
                    return Retuck(seat, j, 0)
        return self._plant_one(view, legal, seat, hand[0].id, [])

    def _on_plant_out(self, view: View, legal: list[Action], seat: int) -> Action | None:
        """The end of the game: the hand is planted out, front card first."""
        return self._on_plant_front(view, legal, seat)

    def _clear_front(self, view: View, legal: list[Action], seat: int) -> Action | None:
        """The front card is no bean (a sacrifice card): fulfil it if that is worth it,
        else drop it (nothing can be planted past it)."""
        front = (view.hand or [])[0].id
        fulfil = [a for a in legal if isinstance(a, Sacrifice) and a.card == front]
        if fulfil:
            best = max(fulfil, key=lambda a: self._sacrifice_gain(view, seat, a))
            if self._sacrifice_gain(view, seat, best) > 0 or DropSacrifice(seat) not in legal:
                return best
        return DropSacrifice(seat) if DropSacrifice(seat) in legal else None

    def _sacrifice_gain(self, view: View, seat: int, a: Sacrifice) -> float:
        """What fulfilling a sacrifice is worth: its two beans go onto the field that
        takes them whatever grows there (the top one then counts for the row), and
        leave the hand (or wherever they lay)."""
        rows = rows_of(view, seat)
        fields = [i for i in range(len(rows)) if view.spec.field_kind(i) == "acker"]
        if not fields:
            return 0.0
        i = fields[0]
        after = list(rows)
        after[i] = (BEAN_OF[a.beans[-1]], rows[i][1] + len(a.beans))
        hand = [c.id for c in view.hand or []]
        kept = sum(hand_worth(rows, BEAN_OF[c], hand.index(c)) for c in a.beans if c in hand)
        return _worth(after) - _worth(rows) - kept + 0.3

    def _on_fellow_plant(self, view: View, legal: list[Action], seat: int) -> Action | None:
        hand = view.hand or []
        if Done(seat) in legal:  # the caster may plant, need not
            rows = rows_of(view, seat)
            if not hand or not self._extends(rows, hand[0].bean):
                return Done(seat)
        return self._plant_one(view, legal, seat, hand[0].id, []) if hand else None

    @staticmethod
    def _extends(rows: Rows, bean: Bean) -> bool:
        return any(b == bean for b, _ in rows)

    def _on_plant_second(self, view: View, legal: list[Action], seat: int) -> Action | None:
        hand = view.hand or []
        if not hand or hand[0].bean not in view.spec.varieties:
            return Done(seat)
        rows = rows_of(view, seat)
        front = hand[0]
        flow = Cast(seat, SPELL_ID[Spell.FLOW])
        if self._extends(rows, front.bean):
            if flow in legal and len(hand) > 1:
                return flow
            return self._plant_one(view, legal, seat, front.id, [])
        if place(rows, front.bean) is not None:
            # a new row: worth it when the row will grow soon, or when every field is empty
            soon = sum(1 for c in hand[1:5] if c.bean == front.bean)
            if soon or all(b is None for b, _ in rows):
                return self._plant_one(view, legal, seat, front.id, [])
        return Done(seat)

    def _on_flow(self, view: View, legal: list[Action], seat: int) -> Action | None:
        hand = view.hand or []
        rows = rows_of(view, seat)
        if hand and self._extends(rows, hand[0].bean):
            return self._plant_one(view, legal, seat, hand[0].id, [])
        if hand and place(rows, hand[0].bean) is not None and any(
                c.bean == hand[0].bean for c in hand[1:4]):
            return self._plant_one(view, legal, seat, hand[0].id, [])
        return Done(seat)

    def _on_tuck_or_plant(self, view: View, legal: list[Action], seat: int) -> Action | None:
        card = view.decision.card if view.decision else None
        if card is None:
            return None
        rows = rows_of(view, seat)
        plants = [a for a in legal if isinstance(a, Plant)]
        for a in plants:
            if rows[a.field][0] == card.bean:
                return a
        fresh_use = (view.step == "magic" and view.active == seat and card.bean in ABILITY_BEANS
                     and card.bean != Bean.MEAN)
        if plants and fresh_use:
            return plants[0]  # a new row in phase 1b brings its ability at once
        return Tuck(seat, card.id)

    # phase 1b

    def _spell_use(self, view: View, seat: int, spell: Spell) -> float:
        me = view.seats[seat]
        if spell == Spell.BEAN_FIELD and len(me.fields) >= 3:
            return 0.0
        if spell == Spell.RANDOM and not view.spell_deck_size:
            return 0.0
        if spell == Spell.ATTACK:
            ready = [f for f in me.fields
                     if f.bean in (Bean.SWORD, Bean.MEAN) and self._has_use(view, seat, f)]
            return 0.6 if ready else 0.0
        if spell == Spell.HAND_CARD and view.traded:
            return 0.0
        return SPELL_USE[spell]

    @staticmethod
    def _has_use(view: View, seat: int, f: FieldView) -> bool:
        """Whether a row of ours still has its ability's use in our phase 1b (even if it
        cannot be used at this moment, e.g. a Mean Bean row of fewer than four waiting
        for the Attack Spell)."""
        return view.active == seat and f.use

    def _on_magic(self, view: View, legal: list[Action], seat: int) -> Action | None:
        for spell in (Spell.BEAN_FIELD, Spell.RANDOM):
            if Cast(seat, SPELL_ID[spell]) in legal:
                return Cast(seat, SPELL_ID[spell])
        best: tuple[float, Action] | None = None
        for a in legal:
            if isinstance(a, UseAbility):
                score = self._ability_score(view, seat, a)
            elif isinstance(a, ActivateWithBean):
                score = self._activation_score(view, seat, a)
            else:
                continue
            if score > 0 and (best is None or score > best[0]):
                best = (score, a)
        return best[1] if best else Done(seat)

    def _ability_score(self, view: View, seat: int, a: UseAbility) -> float:
        me = view.seats[seat]
        bean = me.fields[a.field].bean
        if bean == Bean.WHITE:
            return 1.0
        if bean == Bean.PICKER:
            assert a.target is not None
            return 0.9 + 0.01 * view.seats[a.target].hand_size
        if bean == Bean.MEAN:
            victims = sum(1 for s in view.seats if s.seat != seat and s.coin_count)
            if a.attack_spell:
                return 0.3 * victims - 0.2
            return 0.5 * victims
        if bean == Bean.SWORD:
            assert a.target is not None
            target = view.seats[a.target]
            # Princess coins come our way; a Sword coin brings a strike back at our coins.
            score = 0.4 + 0.1 * target.coin_count - 0.05 * me.coin_count
            if standing(view, a.target) >= max(standing(view, s.seat) for s in view.seats
                                               if s.seat != seat):
                score += 0.2  # hit the leader
            return score + (0.3 if a.attack_spell else 0.0)
        if bean == Bean.MAGIC:
            down = [x for x in me.spells if not x.face_up and x.card is not None]
            return max((self._spell_use(view, seat, SPELL_OF[x.card]) for x in down), default=0)
        return 0.0

    def _activation_score(self, view: View, seat: int, a: ActivateWithBean) -> float:
        hand = view.hand or []
        pos = next((i for i, c in enumerate(hand) if c.id == a.bean), 0)
        cost = hand_worth(rows_of(view, seat), Bean.MAGIC, pos)
        return self._spell_use(view, seat, SPELL_OF[a.spell]) - cost - 0.1

    def _on_activate(self, view: View, legal: list[Action], seat: int) -> Action | None:
        options = [a for a in legal if isinstance(a, Activate)]
        if not options:
            return Done(seat)
        best = max(options, key=lambda a: self._spell_use(view, seat, SPELL_OF[a.spell]))
        if self._spell_use(view, seat, SPELL_OF[best.spell]) >= 0.2:
            return best
        return Done(seat)

    def _on_choose_coin(self, view: View, legal: list[Action], seat: int) -> Action | None:
        coins = view.decision.coins if view.decision else []
        options = [a for a in legal if isinstance(a, ChooseCoin)]
        if not options or not coins:
            return options[0] if options else None
        return max(options, key=lambda a: COIN_CHOICE[coins[a.index].bean])

    def _on_swap_keep(self, view: View, legal: list[Action], seat: int) -> Action | None:
        return KeepSwapped(seat, True)

    # phase 2

    def _on_phase2_start(self, view: View, legal: list[Action], seat: int) -> Action | None:
        trade = Cast(seat, SPELL_ID[Spell.TRADE])
        if trade in legal:
            return trade
        pile = self._pile(view, legal, seat)
        return pile or Done(seat)

    def _pile(self, view: View, legal: list[Action], seat: int) -> Action | None:
        """The Pile Spell, if it is legal now and the discard pile's top card extends a
        row."""
        pile = Cast(seat, SPELL_ID[Spell.PILE])
        top = view.discard_top
        if pile in legal and top is not None and self._extends(rows_of(view, seat), top.bean):
            return pile
        return None

    def _on_phase4(self, view: View, legal: list[Action], seat: int) -> Action | None:
        cast = Cast(seat, SPELL_ID[Spell.HAND_CARD])
        return cast if cast in legal else Done(seat)

    def _on_end_turn(self, view: View, legal: list[Action], seat: int) -> Action | None:
        hand = view.hand or []
        rows = rows_of(view, seat)
        if hand and place(rows, hand[0].bean) is None:
            for j, c in enumerate(hand[1:], 1):
                if self._extends(rows, c.bean) and Retuck(seat, j, 0) in legal:
                    return Retuck(seat, j, 0)
        return Done(seat)

    # trading: the active player

    def _phase3_beans(self, view: View, seat: int) -> list[Bean]:
        cards = [c.bean for c in view.seats[seat].aside]
        if seat == view.active:
            cards = [c.bean for c in view.turned_up] + cards
        return cards

    def _outlook(self, view: View, seat: int, give: list[int], get: list[Bean],
                 hand: list[int] | None) -> float:
        """How well ``seat`` stands after giving ``give`` (card ids) and receiving ``get``:
        phase 3 must plant what lies aside (and, for the active player, the turned-up
        cards kept), and the next turn must plant the hand's front card.

        ``hand`` is the seat's hand in order (None: unknown, when judging a partner).
        """
        rows = rows_of(view, seat)
        plants = self._phase3_beans(view, seat)
        turned = {c.id for c in view.turned_up} if seat == view.active else set()
        from_hand = 0
        for c in give:
            if c in turned:
                plants.remove(BEAN_OF[c])
            else:
                from_hand += 1
        plants += get
        if hand is None:
            return self._plant_gain(rows, plants) - HAND_CARD * from_hand
        rest = [c for c in hand if c not in give]
        front = [BEAN_OF[rest[0]]] if rest else []
        value = self._plant_gain(rows, plants + front) + 0.15 * len(rest)
        for c in rest[1:3]:
            value += 0.4 * self._plant_gain(rows, [BEAN_OF[c]])
        return value

    def _plant_gain(self, rows: list, beans: list[Bean]) -> float:
        """``plant_gain``, a hook for players that remember its figures (hard's rollouts)."""
        return plant_gain(rows, beans)

    def _deal_value(self, view: View, seat: int, give: list[int], get: list[Bean],
                    hand: list[int] | None) -> float:
        """What a deal is worth to ``seat``: giving ``give`` (card ids), receiving ``get``."""
        return (self._outlook(view, seat, give, get, hand)
                - self._outlook(view, seat, [], [], hand))

    def _offers(self, view: View, seat: int, space: OfferSpace) -> Iterator[Offer]:
        """Offers worth making now, best first, drawn from the candidate offers ``space``
        (to every fellow player at once, or to the only one), one card at a time.

        For each card it would rather not plant (turned-up cards and the hand's first
        three, the greatest relief first): that card for the variety that helps its rows
        most, then the same card as a gift.  With no such card: its least useful hand
        card for that variety.
        """
        rows = rows_of(view, seat)
        hand = [c.id for c in view.hand or []]
        mine = set(space.cards)
        base = self._outlook(view, seat, [], [], hand)
        unwanted: list[tuple[float, int]] = []
        for c in [c.id for c in view.turned_up] + hand[:3]:
            if c not in mine:
                continue
            relief = self._outlook(view, seat, [c], [], hand) - base
            if relief > 0.05:
                unwanted.append((-relief, c))
        unwanted.sort()
        gains = {b: self._outlook(view, seat, [], [b], hand) - base
                 for b in dict.fromkeys(b for b, _ in rows if b is not None)
                 if b in space.varieties}
        wanted = sorted((b for b in gains if gains[b] > 0.15), key=lambda b: -gains[b])
        to = space.partners[-1] if space.partners else ()
        for _, card in unwanted:
            found = {o.ask: o for o in narrowed_offers(space, to, (card,), wanted[:1]) if o.give}
            for ask in ([(wanted[0],)] if wanted else []) + [()]:
                if ask in found:
                    yield found[ask]  # type: ignore[misc]
        tradable = [c for c in hand if c in mine]
        if not unwanted and wanted and tradable:
            # nothing to get rid of: swap our least useful hand card for a bean we need
            worst = max(tradable, key=lambda c: self._outlook(view, seat, [c], [], hand))
            if BEAN_OF[worst] not in wanted:
                yield from (o for o in narrowed_offers(space, to, (worst,), wanted[:1])  # type: ignore[misc]
                            if o.give and o.ask)

    def _on_trading(self, view: View, legal: list[Action], seat: int) -> Action | None:
        pile = self._pile(view, legal, seat)  # a spell usable at any moment of trading
        if pile is not None:
            return pile
        offer = self._next_offer(view, seat)
        return offer or Done(seat)

    def _next_offer(self, view: View, seat: int) -> Offer | None:
        """The best offer not yet made this turn (None after ``MAX_OFFERS`` offers)."""
        space = self._space
        if space is None or space.counter or len(self._tried) >= MAX_OFFERS:
            return None
        for offer in self._offers(view, seat, space):
            key = (offer.to, offer.give, offer.ask)
            if key not in self._tried:
                self._tried.add(key)
                return offer
        return None

    def _on_conclude(self, view: View, legal: list[Action], seat: int) -> Action | None:
        t = view.trade
        if t is None:
            return Done(seat)
        hand = [c.id for c in view.hand or []]
        best: tuple[float, Action] = (0.0, Done(seat))
        for a in legal:
            if not isinstance(a, Conclude):
                continue
            ans = t.answers[a.partner]
            give = [c.id for c in t.give] if ans.status == "accept" else list(a.cards)
            get = [c.bean for c in ans.give]
            mine = self._deal_value(view, seat, give, get, hand)
            theirs = self._partner_value(view, a.partner, [BEAN_OF[c] for c in give],
                                         [c.id for c in ans.give])
            score = mine - PARTNER_SHARE * max(0.0, theirs)
            if score > best[0]:
                best = (score, a)
        return best[1]

    def _partner_value(self, view: View, partner: int, get: list[Bean], give: list[int]) -> float:
        return self._deal_value(view, partner, give, get, None)

    # trading: answering an offer (the active player's, or a fellow player's proposal)

    def _on_respond(self, view: View, legal: list[Action], seat: int) -> Action | None:
        t = view.trade
        if t is None:
            return Refuse(seat) if Refuse(seat) in legal else None
        hand = [c.id for c in view.hand or []]
        offered = [c.bean for c in t.give]
        best: tuple[float, Action | None] = (0.05, Refuse(seat) if Refuse(seat) in legal
                                             else None)
        for a in legal:
            if not isinstance(a, Accept):
                continue
            mine = self._deal_value(view, seat, list(a.cards), offered, hand)
            theirs = self._partner_value(view, t.by, [BEAN_OF[c] for c in a.cards],
                                         [c.id for c in t.give])
            score = mine - PARTNER_SHARE * max(0.0, theirs)
            if score > best[0] or best[1] is None:
                best = (score, a)
        if isinstance(best[1], Refuse):
            key = (view.turn, tuple(c.id for c in t.give), tuple(t.ask))
            if key not in self._countered:
                counter = self._counter(view, seat, hand)
                if counter is not None:
                    self._countered.add(key)
                    return counter
        return best[1]

    def _counter(self, view: View, seat: int, hand: list[int]) -> CounterOffer | None:
        """Counter an offer we cannot or will not accept: ask for the offered beans we
        want, give our worst hand card for them (drawn from the candidate
        counter-offers)."""
        space = self._space
        t = view.trade
        if space is None or not space.counter or t is None:
            return None
        rows = rows_of(view, seat)
        want = [c.bean for c in t.give if self._extends(rows, c.bean)]
        mine = [c for c in hand if c in space.cards]
        if not want or not mine:
            return None
        worst = min(mine, key=lambda c: hand_worth(rows, BEAN_OF[c], hand.index(c)))
        if self._deal_value(view, seat, [worst], want, hand) <= 0.1:
            return None
        ask = sorted(want, key=space.varieties.index)
        for o in narrowed_offers(space, space.partners[0], (worst,), want, max_ask=len(want)):
            if o.give and list(o.ask) == ask:
                return o  # type: ignore[return-value]
        return None

    # phase 3

    def _on_plant_aside(self, view: View, legal: list[Action], seat: int) -> Action | None:
        field_spell = Cast(seat, SPELL_ID[Spell.BEAN_FIELD])
        if field_spell in legal:  # (the games where the Bean Field Spell works in phase 3)
            return field_spell
        rows = rows_of(view, seat)
        todo = self._phase3_beans(view, seat)
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            base = plant_gain(rows, todo)
            for a in discards:
                rest = list(todo)
                rest.remove(BEAN_OF[a.card])
                if plant_gain(rows, rest) > base + 0.05:
                    return a
        plants = [a for a in legal if isinstance(a, Plant)]
        if plants:
            def score(a: Plant) -> float:
                rest = list(todo)
                rest.remove(BEAN_OF[a.card])
                return self._plant_score(rows, a, BEAN_OF[a.card], rest)
            return max(plants, key=score)
        harvests = [a for a in legal if isinstance(a, Harvest)]
        if harvests:
            return max(harvests, key=lambda a: self._harvest_score(rows, a.field, todo))
        return None

    # the games with their own decisions (read from the view's spec, never by name)

    def _on_pay(self, view: View, legal: list[Action], seat: int) -> Action | None:
        """Short of coins for a payment: harvest the row that loses least."""
        rows = rows_of(view, seat)
        harvests = [a.field for a in legal if isinstance(a, Harvest)]
        field = cheapest_harvest(rows, harvests)
        return Harvest(seat, field) if field is not None else None

    def _on_place_left(self, view: View, legal: list[Action], seat: int) -> Action | None:
        """Beans left lying: plant each where it adds most, or discard it."""
        rows = rows_of(view, seat)
        best: tuple[float, Action | None] = (0.0, None)
        for a in legal:
            if isinstance(a, Plant):
                gain = _worth(_after_plant(rows, a.field, BEAN_OF[a.card])) - _worth(rows)
                if best[1] is None or gain > best[0]:
                    best = (gain, a)
        if best[1] is not None and best[0] > 0:
            return best[1]
        return next((a for a in legal if isinstance(a, Discard)), best[1])

    def _on_duel_offer(self, view: View, legal: list[Action], seat: int) -> Action | None:
        """A sacrifice with a bean of the opponent's offer, if it is worth it."""
        options = [a for a in legal if isinstance(a, Sacrifice)]
        if options:
            best = max(options, key=lambda a: self._sacrifice_gain(view, seat, a))
            if self._sacrifice_gain(view, seat, best) > 0:
                return best
        return Done(seat)

    def _on_plant_offer(self, view: View, legal: list[Action], seat: int) -> Action | None:
        """The offered beans: plant those that extend a row, trade (where the game lets
        one trade here), plant more on empty fields, leave the rest lying."""
        rows = rows_of(view, seat)
        plants = [a for a in legal if isinstance(a, Plant)]
        for a in plants:
            if rows[a.field][0] == BEAN_OF[a.card]:
                return a
        offer = self._next_offer(view, seat)
        if offer is not None:
            return offer
        for a in plants:
            if rows[a.field][0] is None:
                return a
        return Done(seat)


def narrowed_offers(space: OfferSpace, to: tuple[int, ...], cards: tuple[int, ...],
                    varieties: list[Bean], max_ask: int = 1) -> list[Offer | CounterOffer]:
    """The rules' candidate offers (``OfferSpace.offers``) to ``to``, giving one of
    ``cards`` or none and asking for up to ``max_ask`` of ``varieties``: the generator
    narrowed to what the evaluation picked, so that each one is legal."""
    order = [b for b in space.varieties if b in varieties]
    narrowed = replace(space, partners=(to,), cards=tuple(c for c in cards if c in space.cards),
                       varieties=tuple(order))
    return list(narrowed.offers(max_give=1, max_ask=max_ask))


def allowed(game: Game, action: Action, legal: list[Action]) -> bool:
    """Whether ``action`` may be played: listed, or an offer the rules accept (offers
    are not listed)."""
    if isinstance(action, Offer | CounterOffer):
        return game.why_not(action) is None
    return action in legal


def fallback(legal: list[Action]) -> Action:
    """A safe legal choice when the evaluation has nothing to say: end or decline
    what can be ended, else the first action that is not a harvest."""
    for kind in (Done, Refuse, Tuck):
        for a in legal:
            if isinstance(a, kind):
                return a
    for a in legal:
        if not isinstance(a, Harvest):
            return a
    return legal[0]
