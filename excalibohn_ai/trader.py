"""The normal player's trading: offers, answers, counter-offers and closing deals.

A deal is judged by what it does to the seat's own position (``position.Position``:
the cards given leave the hand or the turned-up cards, the cards received must be
planted in phase 3) and, with less weight, by what it gives the partner (their public
fields and the cards they must plant; their hand is unseen).  Its offers and
counter-offers are drawn from the rules' generator (``rules.trading.offer_space``,
narrowed to the cards, varieties and partners the evaluation picks), so every one it
makes is legal.

Offers are meant for people as much as for computer players: a card it wants rid of
goes first, as a gift or for a variety it needs, to a fellow player whose fields it
fits (the one furthest behind, so that helping them costs least), then to everyone.
When a decree makes gifts impossible to refuse, it gives its unwanted cards to the
player they hurt most.  A card that would only make it harvest its own beans for
nothing, where the new row is worth about the one it cuts, is offered for a variety it
needs (never given away: as a gift it helps a rival and gains nothing).
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace

from rules.actions import Accept, Action, Conclude, CounterOffer, Done, Offer, Refuse
from rules.cards import BEAN_OF, DECREE_OF, Bean
from rules.trading import OfferSpace
from rules.views import View

from .determinize import known_cards
from .evaluate import (
    Board,
    Params,
    board_of,
    coins_of,
    grown,
    hand_worth,
    harvestable,
    harvested,
    place,
    plant_gain,
    standing,
)
from .evaluate import put as put_bean
from .position import MUST_STEPS, Position, Spot

#: what an unseen hand card is worth to its holder (judging a partner's side of a deal)
HAND_CARD = 0.4
#: how many offers the bot makes in one turn at most
MAX_OFFERS = 4
#: how many times in one turn its offers may make a person answer: each person an offer
#: asks is one pass of the keyboard (behind a curtain where several people play), so an
#: offer to all fellow players asks three people at a table of three people and a bot
PEOPLE_PASSES = MAX_OFFERS
#: how many of its offers in one turn one person answers at most: three in a row to one
#: person, each behind a curtain, tired a play-tester (computer players answer any number)
PER_PERSON = 2

#: what a deal with a person is worth beyond its evaluation when it gives only cards that
#: would cost us a row for nothing (``Trader._spares``), in coins: a deal the evaluation
#: rates at about nothing is closed
GOODWILL = 0.1

#: a person is asked for cards only where they hold them with at least this chance, as
#: far as the computer player can tell (``chance_to_hold``): of 39 offers to a play-tester,
#: 32 asked for cards she did not have, each a key pressed to refuse it
LIKELY = 0.5
#: the chance enough where the offer gives the person a bean of a row they grow: they
#: would take it if they could (a play-tester with a row of five Chili Beans, left out of
#: "a Chili Bean for a Green Bean" to two computer players, made the deal herself)
LIKELY_WANTED = 0.3

#: a card id of each variety, to stand for a card received (only its variety counts)
_ONE_OF: dict[Bean, int] = {}
for _card, _bean in enumerate(BEAN_OF):
    _ONE_OF.setdefault(_bean, _card)


def chance_to_hold(view: View, seat: int, asked: tuple[Bean, ...],
                   shown: set[int] | frozenset[int] = frozenset()) -> float:
    """The chance that ``seat`` can give the cards ``asked`` (a variety each), as far as
    ``view``'s viewer can tell: the hand is taken as drawn at random from the cards the
    viewer cannot place (``known_cards``), besides those it is known to hold (on the
    table's offer, or ``shown`` earlier and not seen anywhere since); the active player
    may give the turned-up cards too.  Varieties are taken one by one (the product of
    their chances: near enough for the one or two cards an offer asks)."""
    known, pinned = known_cards(view)
    mine = list(dict.fromkeys([*pinned.get(seat, []), *(c for c in shown if c not in known)]))
    known.update(mine)
    pool = Counter(BEAN_OF[c] for c in view.spec.deck if c not in known)
    total = sum(pool.values())
    held = Counter(BEAN_OF[c] for c in mine)
    if seat == view.active:
        held.update(c.bean for c in view.turned_up)
    s = view.seats[seat]
    draws = max(0, min(total, s.hand_size - s.sacrifices - len(mine)))
    chance = 1.0
    for bean, n in Counter(asked).items():
        need, k = n - held[bean], pool[bean]
        if need > 0:  # at least ``need`` of ``k`` such cards among ``draws`` of ``total``
            chance *= 1.0 - sum(math.comb(k, x) * math.comb(total - k, draws - x)
                                for x in range(need)) / math.comb(total, draws)
    return chance


def partner_share(view: View) -> float:
    """How much a trade partner's gain counts against us: one rival of the others (all
    of it in a game of two)."""
    return 1.0 / max(1, len(view.seats) - 1)


def offer_key(offer: Offer) -> tuple:
    """An offer as its maker remembers the ones made this turn: to whom, which cards, for
    which varieties."""
    return (offer.to, offer.give, offer.ask)


def _asked(give: tuple[int, ...], ask: tuple[Bean, ...]) -> tuple:
    """An offer's question as the players asked see it: which varieties for which."""
    return (tuple(sorted(BEAN_OF[c] for c in give)), tuple(sorted(ask)))


def _lost(board: Board, beans: list[tuple[Bean, bool]], ours: tuple[int, ...]) -> int:
    """The fewest of our own cards (``ours``: how many in each row) harvested for no coin
    to make room for ``beans``, (variety, whether it is ours) planted in order, each where
    ``place`` puts it.  A gift's cards are not ours until they are planted.  (At most a
    few cards on two or three fields: every choice of harvest is tried.)"""
    if not beans:
        return 0
    (bean, mine), rest = beans[0], beans[1:]
    i = place(board, bean)
    if i is not None:
        grown = ours[:i] + (ours[i] + mine,) + ours[i + 1:]
        return _lost(put_bean(board, i, bean), rest, grown)
    best = None
    for j in harvestable(board):
        loss = ours[j] if coins_of(board[j]) == 0 else 0
        cleared = harvested(board, j)[1]
        emptied = ours[:j] + (0,) + ours[j + 1:]
        k = place(cleared, bean)
        if k is not None:
            grown = emptied[:k] + (emptied[k] + mine,) + emptied[k + 1:]
            loss += _lost(put_bean(cleared, k, bean), rest, grown)
            best = loss if best is None else min(best, loss)
    return best or 0


def ruins_a_row(board: Board, must: list[Bean], gift: list[Bean],
                front: list[Bean] | None = None) -> bool:
    """Whether the ``gift`` makes us harvest at least two more of our own cards for no
    coin than the cards we must plant anyway would: those planted now (``must``) and the
    hand's front card, planted at the start of the next turn (``front``).  Such a gift
    hurts.  (The evaluation values a young row much as one a card short of its next coin,
    so it took such gifts and harvested rows for nothing to plant them: play-tests.)"""
    later = [(b, True) for b in front or []]
    now = [(b, True) for b in must]
    given = [(b, False) for b in gift]
    ours = tuple(row[1] for row in board)
    return _lost(board, now + given + later, ours) - _lost(board, now + later, ours) >= 2


def _stand_in(view: View, partner: int, bean: Bean) -> int:
    """A card of ``bean`` as ``partner`` would give it for an offer: a turned-up one of
    theirs if they are the active player and have one, else one from their hand (only
    whether it comes from the hand counts in judging their side: ``Trader._outlook``)."""
    turned = [c.id for c in view.turned_up if c.bean is bean]
    if partner == view.active and turned:
        return turned[0]
    return next((c for c, b in enumerate(BEAN_OF) if b is bean and c not in turned),
                _ONE_OF[bean])


def _given(view: View, action: Accept | Conclude) -> list[int]:
    """The cards the one deciding gives by ``action``: those it accepts with, or, closing
    a deal, those it offered (an acceptance) or those a counter-offer asked for."""
    t = view.trade
    if isinstance(action, Accept) or t is None:
        return list(action.cards)
    accepted = t.answers[action.partner].status == "accept"
    return [c.id for c in t.give] if accepted else list(action.cards)


def decrees_in_force(view: View) -> set[str]:
    return {DECREE_OF[c].key for c in view.decrees if c in DECREE_OF}


class Trader:
    """The trading decisions (phase 2, and wherever a game lets players trade)."""

    _tried: set[tuple]
    _countered: set[tuple]
    _shown: dict[int, set[int]]
    _space: OfferSpace | None
    params: Params
    #: the seats played by people (``NormalPlayer.people``)
    people: frozenset[int]

    def _position(self, view: View, seat: int) -> Position:  # (NormalPlayer's)
        return Position(view, seat, self.params)

    def _outlook(self, view: View, seat: int, give: list[int], get: list[Bean],
                 hand: list[int] | None) -> float:
        """How well ``seat`` stands after giving ``give`` (card ids) and receiving ``get``.

        ``hand`` is the seat's hand in order (None: unknown, when judging a partner).
        """
        if hand is not None:
            pos = self._position(view, seat)
            s = pos.spot()
            kept = tuple(c for c in s.hand if c not in give)
            must = tuple(c for c in s.must if c not in give) + tuple(_ONE_OF[b] for b in get)
            return pos.score(Spot(s.board, kept, must, s.now))
        board = board_of(view, seat)
        turned = {c.id for c in view.turned_up}
        plants = [c.bean for c in view.seats[seat].aside]
        if seat == view.active and view.step in MUST_STEPS:
            plants += [c.bean for c in view.turned_up if c.id not in give]
        from_hand = sum(1 for c in give if c not in turned)
        return plant_gain(board, plants + list(get), self.params) - HAND_CARD * from_hand

    def _deal_value(self, view: View, seat: int, give: list[int], get: list[Bean],
                    hand: list[int] | None) -> float:
        """What a deal is worth to ``seat``: giving ``give`` (card ids), receiving ``get``."""
        return (self._outlook(view, seat, give, get, hand)
                - self._outlook(view, seat, [], [], hand))

    def _partner_value(self, view: View, partner: int, get: list[Bean], give: list[int]) -> float:
        return self._deal_value(view, partner, give, get, None)

    def _against(self, view: View, theirs: float) -> float:
        """What a partner's gain ``theirs`` costs us."""
        p = self.params
        if len(view.seats) == 2:
            # one rival: whatever they gain is lost to us, and their unseen hand may make
            # a deal worth more to them than it looks
            return max(0.0, theirs) + p.rival_margin
        return p.partner_scale * partner_share(view) * max(0.0, theirs - p.partner_gain)

    # ---------------------------------------------------------- making offers

    def _offers(self, view: View, seat: int, space: OfferSpace) -> Iterator[Offer]:
        """Offers worth making now, best first, drawn from the candidate offers ``space``,
        one card at a time.

        For each card it would rather not plant (turned-up cards and the hand's first
        three, the greatest relief first): that card for the variety that helps its rows
        most, then as a gift, first to the fellow player it suits, then to everyone.
        With no such card: its least useful hand card for that variety.  Last, each card
        whose planting costs a row for nothing (``_costly``) for that variety.

        Never a card of a variety it grows: a player who gives away the bean it collects
        looks lost to the table (a play-tester: "Stink x3 on a field, gave me a Stink"; 86
        of 1,309 offers in 20 classic games of the normal level gave such a card), and
        offering them gained nothing: one player that never does won 26.5% of 400
        classic games against three that did, where 25% is no difference (standard error
        2.2), and 26.3% to 27.9% of 300 games of each other game with trading.
        """
        board = board_of(view, seat)
        hand = [c.id for c in view.hand or []]
        mine = set(space.cards)
        growing = grown(board)
        unwanted = [c for c in self._unwanted(view, seat, hand,
                                              [c for c in space.cards if c not in hand],
                                              [c for c in hand[:3] if c in mine])
                    if BEAN_OF[c] not in growing]
        wanted = self._wanted(view, seat, hand, space, list(growing))
        everyone = space.partners[-1] if space.partners else ()
        forced = "charity" in decrees_in_force(view) and seat == view.active
        for card in unwanted:
            target = self._target(view, seat, space, card, forced)
            for to in dict.fromkeys(t for t in (target, everyone) if t):
                found = {o.ask: o for o in narrowed_offers(space, to, (card,), wanted[:1])
                         if o.give}
                asks = [()] if forced and to == target else \
                    ([(wanted[0],)] if wanted else []) + [()]
                for ask in asks:
                    if ask == () and not forced:
                        yield from self._asking_people(view, space, to, card, wanted[1:])
                    if ask in found:
                        yield found[ask]  # type: ignore[misc]
        tradable = [c for c in hand if c in mine and BEAN_OF[c] not in growing]
        if not unwanted and wanted and tradable:
            # nothing to get rid of: swap our least useful hand card for a bean we need
            worst = max(tradable, key=lambda c: self._outlook(view, seat, [c], [], hand))
            yield from (o for o in narrowed_offers(space, everyone, (worst,), wanted[:1])  # type: ignore[misc]
                        if o.give and o.ask)
        if wanted and everyone:
            for card in self._costly(view, seat, hand, [c for c in space.cards if c not in hand],
                                     set(growing)):
                if card not in unwanted:
                    yield from (o for o in narrowed_offers(space, everyone, (card,), wanted[:1])  # type: ignore[misc]
                                if o.give and o.ask)

    def _wanted(self, view: View, seat: int, hand: list[int], space: OfferSpace,
                growing: list[Bean]) -> list[Bean]:
        """The varieties of ``growing`` one more card of which helps its rows (more than
        0.15 coins, in its outlook), the most helpful first."""
        base = self._outlook(view, seat, [], [], hand)
        gains = {b: self._outlook(view, seat, [], [b], hand) - base
                 for b in growing if b in space.varieties}
        return sorted((b for b in gains if gains[b] > 0.15), key=lambda b: -gains[b])

    def _asking_people(self, view: View, space: OfferSpace, to: tuple[int, ...], card: int,
                       others: list[Bean]) -> Iterator[Offer]:
        """Before ``card`` goes to ``to`` as a gift: ``card`` offered to each person of
        ``to`` for each other variety it wants (``others``, the most wanted first) that
        they likely hold (``_likely``).  The offer asking for the variety it wants most
        went to those likely to hold that one; a person has other cards worth having,
        and was offered gifts where a deal was there to make (a play-tester: 15 of 18
        offers to her were gifts).  Computer players are not asked these: games of
        computer players alone stay the games they were."""
        for q in sorted(self.people.intersection(to)):
            if self.times_asked(q) + 2 > PER_PERSON:
                continue  # (the gift would not come: the question took their last answer)
            for bean in others:
                if self._likely(view, q, (bean,), (card,)):
                    yield from (o for o in narrowed_offers(space, (q,), (card,), [bean])  # type: ignore[misc]
                                if o.give and o.ask)

    def _costly(self, view: View, seat: int, hand: list[int], turned: list[int],
                growing: set[Bean]) -> list[int]:
        """The turned-up cards, and the hand's front bean card (next turn's first
        planting), whose planting makes it harvest more of its own cards for no coin
        (``_lost``) than planting the rest would; never a card of a variety it grows
        (a player seen giving away the bean it collects looks lost, and trading those
        gained nothing: 24.6% against 25%, 400 classic games).

        The evaluation values the young row such a card starts about as the row it cuts,
        so these are not ``_unwanted``; but traded for a variety that grows a row, a card
        that would cost a row gains that row's card and keeps the row it would cut (one
        normal player that trades them won 40% of classic games against three that did
        not, where 25% is no difference, and harvests fewer rows for nothing)."""
        board = board_of(view, seat)
        ours = tuple(row[1] for row in board)
        must = list(self._position(view, seat).must)

        def lost(cards: list[int]) -> int:
            return _lost(board, [(BEAN_OF[c], True) for c in cards], ours)

        cut = lost(must)
        out = [c for c in turned
               if BEAN_OF[c] not in growing and lost([x for x in must if x != c]) < cut]
        front = next((c for c in hand if BEAN_OF[c] is not Bean.SACRIFICE), None)
        if front is not None and BEAN_OF[front] not in growing and lost(must + [front]) > cut:
            out.append(front)
        return out

    def _unwanted(self, view: View, seat: int, hand: list[int], turned: list[int],
                  front: list[int]) -> list[int]:
        """The cards it would rather give away, the most pressing first: the turned-up
        cards outside the best set to keep (judged together: two cards that fit nowhere
        cost a harvest each only together), then the front hand cards whose planting
        would still cost, with those turned-up cards gone."""
        def value(give: tuple[int, ...]) -> float:
            return self._outlook(view, seat, list(give), [], hand)

        drop: tuple[int, ...] = ()
        best = value(drop)
        for k in range(1, len(turned) + 1):
            for combo in itertools.combinations(turned, k):
                v = value(combo)
                if v > best + 0.05 * k:
                    drop, best = combo, v
        out = sorted(drop, key=lambda c: value(tuple(x for x in drop if x != c)))
        reliefs = [(value(drop + (c,)) - best, c) for c in front]
        out += [c for r, c in sorted(reliefs, reverse=True) if r > 0.05]
        return out

    def _target(self, view: View, seat: int, space: OfferSpace, card: int,
                forced: bool) -> tuple[int, ...] | None:
        """The one fellow player to offer ``card`` to first: the one it suits (the one
        furthest behind, of those), or, when gifts cannot be refused (``forced``), the
        one it hurts most (the leader on a tie).  None: nobody in particular."""
        singles = [to for to in space.partners if len(to) == 1]
        if not singles:
            return None
        bean = [BEAN_OF[card]]
        gain = {to: plant_gain(board_of(view, to[0]), bean, self.params) for to in singles}
        if forced:
            return min(singles, key=lambda to: (gain[to], -standing(view, to[0])))
        suited = [to for to in singles if gain[to] > self.params.partner_gain]
        if not suited:
            return None
        return min(suited, key=lambda to: (standing(view, to[0]), -gain[to]))

    def _on_trading(self, view: View, legal: list[Action], seat: int) -> Action | None:
        pile = self._pile(view, legal, seat)  # type: ignore[attr-defined]  # (Magician's)
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
            put = self._fresh(offer, view, space)
            if put is not None:
                put = self._within_passes(put, space)
            if put is not None:
                put = self._able(put, space, view)
            if put is not None:
                put = self._closable(put, view, seat, space)
            if put is not None:
                self._tried.add(offer_key(put))
                return put
        return None

    def passes_used(self) -> int:
        """How many times this turn's offers have made a person answer."""
        return sum(len(self.people.intersection(to)) for to, _give, _ask in self._tried)

    def times_asked(self, person: int) -> int:
        """How many of this turn's offers asked ``person``."""
        return sum(1 for to, _give, _ask in self._tried if person in to)

    def may_ask_people(self, people: set[int] | frozenset[int]) -> bool:
        """Whether an offer may make ``people`` answer too: within the turn's
        ``PEOPLE_PASSES``, and none of them asked ``PER_PERSON`` times already."""
        return (self.passes_used() + len(people) <= PEOPLE_PASSES
                and all(self.times_asked(q) < PER_PERSON for q in people))

    def _closable(self, offer: Offer, view: View, seat: int, space: OfferSpace) -> Offer | None:
        """``offer`` to those of its partners whose acceptance it would close
        (``_close_score`` above nothing, as ``_on_conclude`` decides), None if nobody.

        A gift that helps its taker more than it helps us is not offered: a person who
        accepted it and then saw the deal left open would rightly wonder why it was made
        (at a table of the normal level, 1.2 offers a classic game were accepted and then
        left open, most of them such gifts)."""
        hand = [c.id for c in view.hand or []]
        to = tuple(q for q in offer.to
                   if self._close_score(view, seat, list(offer.give), list(offer.ask), q,
                                        [_stand_in(view, q, b) for b in offer.ask], hand) > 0)
        return offer if to == offer.to else self._same_to(offer, to, space)

    def _close_score(self, view: View, seat: int, give: list[int], get: list[Bean],
                     partner: int, theirs: list[int], hand: list[int]) -> float:
        """What a deal with ``partner`` is worth to ``seat``, giving ``give`` (card ids)
        for ``theirs`` (card ids, of the varieties ``get``): our gain less what theirs
        costs us.  Worth closing above nothing."""
        mine = self._deal_value(view, seat, give, get, hand)
        if self._spares(view, seat, partner, give, hand, get):
            return mine + GOODWILL
        gain = self._partner_value(view, partner, [BEAN_OF[c] for c in give], theirs)
        return mine - self._against(view, gain)

    def _spares(self, view: View, seat: int, partner: int, give: list[int],
                hand: list[int], get: list[Bean] | None = None) -> bool:
        """Whether what ``partner`` gains by a deal giving ``give`` is not held against
        it: ``partner`` is a person who does not lead, and the cards given (turned-up
        cards and the hand's front bean card, none of a variety it grows) are ones whose
        planting would only cost us our own cards for nothing (``_lost``, as for
        ``_costly``; the evaluation rates losing them at about nothing, so such a deal
        is worth ``GOODWILL`` more than it rates it, enough to close).  A person
        who asked for a bean the computer player then planted and harvested for no coin
        took it for spite (play-test, four times in one game); experienced players let
        such a card go to anyone but the leader.  Between computer players the partner's
        gain counts as ever (a gift of those cards to whoever takes it lost: 23.5% of
        400 classic games, where 25% is no difference).

        The cards received (``get``) are planted with the rest: a deal that brings a card
        costing the same row spares nothing (play-test: its gift of a Chili Bean, countered
        "a Red Bean for it", was closed, and the Red Bean cut the row the Chili Bean would
        have: "I offered it free, keep your card")."""
        if partner not in self.people or not give:
            return False
        board = board_of(view, seat)
        if any(BEAN_OF[c] in grown(board) for c in give):
            return False  # (a bean of a row it grows is never given away so)
        turned = {c.id for c in view.turned_up} if seat == view.active else set()
        front = next((c for c in hand if BEAN_OF[c] is not Bean.SACRIFICE), None)
        if not set(give) <= turned | {front}:
            return False
        # the cards given together (two Chili Beans where one row is cut for either:
        # play-test) save what planting them with the rest would cost
        plants = list(self._position(view, seat).must) + ([front] if front is not None else [])
        ours = tuple(row[1] for row in board)
        kept = [(BEAN_OF[c], True) for c in plants if c not in give and c != front]
        after = kept + [(b, True) for b in get or ()] + (
            [(BEAN_OF[front], True)] if front is not None and front not in give else [])
        if _lost(board, after, ours) >= _lost(board, [(BEAN_OF[c], True) for c in plants], ours):
            return False
        theirs = standing(view, partner)
        return any(standing(view, q) >= theirs for q in range(len(view.seats)) if q != partner)

    def _within_passes(self, offer: Offer, space: OfferSpace) -> Offer | None:
        """``offer`` if the people it asks may answer it (``may_ask_people``); else the
        same offer to the computer players it asks (None: it asks none)."""
        people = self.people.intersection(offer.to)
        if not people or self.may_ask_people(people):
            return offer
        return self._same_to(offer, tuple(q for q in offer.to if q not in self.people),
                             space)

    def _remember_shown(self, view: View, seat: int) -> None:
        """Note the cards the offer on the table, and the answers to it, show of other
        seats' hands (``_shown``)."""
        t = view.trade
        if t is None:
            return
        for q, cards in ((t.by, t.give), *((q, a.give) for q, a in t.answers.items())):
            if q != seat and cards:
                self._shown.setdefault(q, set()).update(c.id for c in cards)

    def _able(self, offer: Offer, space: OfferSpace, view: View) -> Offer | None:
        """``offer`` without the people it asks who could not accept it (None: nobody is
        left): the same offer to one of them alone would be illegal, as one asking for
        more cards than their hand holds (the active player's turned-up cards count too;
        an offer to several asks no more than one of them can give); or they are unlikely
        to hold the cards it asks for (``_likely``).  Such a person could
        only refuse, a key pressed for nothing (play-test: "offers a Red Bean for a Soy
        Bean" to a person whose hand was empty).  Computer players are asked as before:
        they answer at once, and the matches of computer players stay the games they
        were."""
        short = {q for q in self.people.intersection(offer.to)
                 if self._same_to(offer, (q,), space, again=True) is None
                 or not self._likely(view, q, offer.ask, offer.give)}
        if not short:
            return offer
        return self._same_to(offer, tuple(q for q in offer.to if q not in short), space)

    def _likely(self, view: View, person: int, asked: tuple[Bean, ...],
                give: tuple[int, ...]) -> bool:
        """Whether ``person`` likely holds the cards ``asked`` (``chance_to_hold``, what
        their offers and answers showed counted): with an even chance (``LIKELY``), or
        ``LIKELY_WANTED`` where a card given joins a row they grow."""
        wanted = any(BEAN_OF[c] in grown(board_of(view, person)) for c in give)
        return (chance_to_hold(view, person, asked, self._shown.get(person, set()))
                >= (LIKELY_WANTED if wanted else LIKELY))

    def _same_to(self, offer: Offer, to: tuple[int, ...], space: OfferSpace,
                 again: bool = False) -> Offer | None:
        """The same cards for the same varieties offered to ``to`` instead, if it may be
        made (the rules' candidates) and was not made this turn (``again``: even if it
        was; None: ``to`` is nobody, or it may not)."""
        if not to:
            return None
        for put in narrowed_offers(space, to, offer.give, list(offer.ask),
                                   max_ask=len(offer.ask)):
            if (isinstance(put, Offer) and put.give == offer.give
                    and sorted(put.ask) == sorted(offer.ask)
                    and (again or offer_key(put) not in self._tried)):
                return put
        return None

    def _fresh(self, offer: Offer, view: View, space: OfferSpace) -> Offer | None:
        """``offer`` as a new question this turn: itself if nobody it asks was put the
        same question before where it came to nothing (its cards are still here), else
        the same offer to those it asks who were not (None: nobody is left, or it was
        made already).

        The same varieties asked of Ann again, with the other Chili Bean of the hand or
        of everyone after she said no alone, would be the same question to her, and a
        person asked it twice would rightly be annoyed: after Ann, the question goes to
        the others.  An offer that was taken may be made again with the next such card."""
        if offer_key(offer) in self._tried:
            return None
        here = {c.id for c in view.hand or []} | {c.id for c in view.turned_up}
        question = _asked(offer.give, offer.ask)
        asked = {q for to, give, ask in self._tried
                 if give and set(give) <= here and _asked(give, ask) == question for q in to}
        rest = tuple(q for q in offer.to if q not in asked)
        if rest == offer.to:
            return offer
        return self._same_to(offer, rest, space)

    def _on_conclude(self, view: View, legal: list[Action], seat: int) -> Action | None:
        t = view.trade
        if t is None:
            return Done(seat)
        hand = [c.id for c in view.hand or []]
        best: tuple[float, Action] = (0.0 if Done(seat) in legal else -math.inf, Done(seat))
        for a in legal:
            if not isinstance(a, Conclude):
                continue
            ans = t.answers[a.partner]
            score = self._close_score(view, seat, _given(view, a), [c.bean for c in ans.give],
                                      a.partner, [c.id for c in ans.give], hand)
            if score > best[0]:
                best = (score, a)
        return best[1]

    def spares(self, view: View, seat: int, action: Action) -> bool:
        """Whether ``action`` answers or closes a deal with a person that ``_spares``:
        the hard level's search, which counts the partner's gain, does not overrule it."""
        t = view.trade
        if t is None or not isinstance(action, Accept | Conclude):
            return False
        partner = t.by if isinstance(action, Accept) else action.partner
        got = t.give if isinstance(action, Accept) else t.answers[action.partner].give
        return self._spares(view, seat, partner, _given(view, action),
                            [c.id for c in view.hand or []], [c.bean for c in got])

    @staticmethod
    def keeping_its_word(view: View, kind: str, legal: list[Action]) -> list[Action]:
        """The actions it may choose among: once somebody accepted its offer as it stands,
        a deal is closed (theirs, or a counter-offer worth more), whatever it now seems
        worth, by every level.  A person who took a computer player's offer and saw every
        answer left open would rightly feel cheated."""
        t = view.trade
        if kind != "conclude" or t is None or all(a.status != "accept"
                                                  for a in t.answers.values()):
            return legal
        return [a for a in legal if isinstance(a, Conclude)] or legal

    # ---------------------------------------------------------- answering offers

    def _on_respond(self, view: View, legal: list[Action], seat: int) -> Action | None:
        t = view.trade
        if t is None:
            return Refuse(seat) if Refuse(seat) in legal else None
        hand = [c.id for c in view.hand or []]
        offered = [c.bean for c in t.give]
        best: tuple[float, Action | None] = (0.05, Refuse(seat) if Refuse(seat) in legal
                                             else None)
        hurts = self.gift_hurts(view, seat)
        for a in legal:
            if not isinstance(a, Accept) or hurts:
                continue
            score = self._close_score(view, seat, list(a.cards), offered, t.by,
                                      [c.id for c in t.give], hand)
            if score > best[0] or best[1] is None:
                best = (score, a)
        if isinstance(best[1], Refuse):
            key = (view.turn, tuple(c.id for c in t.give), tuple(t.ask))
            if key not in self._countered:
                counter = self._counter(view, seat, hand)
                if counter is None and t.by in self.people:
                    counter = self._counter_person(view, seat, hand, legal)
                if counter is not None:
                    self._countered.add(key)
                    return counter
        return best[1]

    def gift_hurts(self, view: View, seat: int) -> bool:
        """Whether the offer ``seat`` answers is a gift that hurts (``ruins_a_row``):
        refused whatever else it seems worth."""
        t = view.trade
        if t is None or t.ask:
            return False
        beans = [c.bean for c in view.hand or [] if c.bean is not Bean.SACRIFICE]
        return ruins_a_row(board_of(view, seat),
                           [BEAN_OF[c] for c in self._position(view, seat).must],
                           [c.bean for c in t.give], beans[:1])

    def _counter(self, view: View, seat: int, hand: list[int]) -> CounterOffer | None:
        """Counter an offer we cannot or will not accept: ask for the offered beans we
        want, giving our worst hand card for them, or nothing if the offer was a gift
        (the part of it we want: paying for what was offered free would be absurd; drawn
        from the candidate counter-offers)."""
        space = self._space
        t = view.trade
        if space is None or not space.counter or t is None:
            return None
        board = board_of(view, seat)
        want = [c.bean for c in t.give if c.bean in grown(board)]
        mine = [c for c in hand if c in space.cards]
        if not want:
            return None
        if t.ask:  # our worst hand card for the beans we want
            if not mine:
                return None
            give: tuple[int, ...] = (min(mine, key=lambda c: hand_worth(board, BEAN_OF[c],
                                                                         hand.index(c))),)
        elif len(want) < len(t.give):  # a gift we will not take whole: the part we want
            give = ()
        else:
            return None
        theirs = self._partner_value(view, t.by, [BEAN_OF[c] for c in give],
                                     [c.id for c in t.give if c.bean in want])
        if (self._deal_value(view, seat, list(give), want, hand)
                - self._against(view, theirs)) <= 0.1:
            return None
        ask = sorted(want, key=space.varieties.index)
        for o in narrowed_offers(space, space.partners[0], give, want, max_ask=len(want)):
            if o.give == give and list(o.ask) == ask:
                return o  # type: ignore[return-value]
        return None

    def _counter_person(self, view: View, seat: int, hand: list[int],
                        legal: list[Action]) -> CounterOffer | None:
        """A person's offer it will not take as it stands, asking for a card it holds:
        that card, for a variety it wants that they likely hold (``LIKELY``), the most
        wanted first, where that deal is worth it.  At a table one says "not for that;
        have you a Black-eyed Bean?" (a play-tester: the computer players never countered
        an offer of hers, a plain yes or no).  Computer players' offers are answered as
        before: games of computer players alone stay the games they were."""
        space = self._space
        t = view.trade
        if space is None or not space.counter or t is None or not t.ask:
            return None
        board = board_of(view, seat)
        offered = {c.bean for c in t.give}
        wanted = self._wanted(view, seat, hand, space,
                              [b for b in grown(board) if b not in offered])
        shown = self._shown.get(t.by, set())
        gives = [a.cards for a in legal if isinstance(a, Accept) and len(a.cards) == 1]
        for bean in wanted:
            if chance_to_hold(view, t.by, (bean,), shown) < LIKELY:
                continue
            for give in gives:
                theirs = self._partner_value(view, t.by, [BEAN_OF[c] for c in give],
                                             [_ONE_OF[bean]])
                if (self._deal_value(view, seat, list(give), [bean], hand)
                        - self._against(view, theirs)) <= 0.1:
                    continue
                for o in narrowed_offers(space, space.partners[0], give, [bean]):
                    if o.give == give and list(o.ask) == [bean]:
                        return o  # type: ignore[return-value]
        return None



def narrowed_offers(space: OfferSpace, to: tuple[int, ...], cards: tuple[int, ...],
                    varieties: list[Bean], max_ask: int = 1) -> list[Offer | CounterOffer]:
    """The rules' candidate offers (``OfferSpace.offers``) to ``to``, giving one of
    ``cards`` or none and asking for up to ``max_ask`` of ``varieties``: the generator
    narrowed to what the evaluation picked, so that each one is legal."""
    order = [b for b in space.varieties if b in varieties]
    narrowed = replace(space, partners=(to,), cards=tuple(c for c in cards if c in space.cards),
                       varieties=tuple(order))
    return list(narrowed.offers(max_give=1, max_ask=max_ask))
