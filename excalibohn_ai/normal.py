"""The normal computer player: a hand-written evaluation, no search.

It reads only ``game.view(seat)``, ``game.legal_actions(seat)`` and the rules'
generator of candidate offers (``rules.trading.offer_space``).  Most decisions are
one comparison: every legal action is followed on the seat's own cards and fields
(``position.Position``: planting, harvesting, tucking, discarding, sacrificing, buying
a field) and scored by coins plus what the fields, the cards still to plant and the
hand's next cards promise (``evaluate``).  The magic phase weighs bean abilities and
spells by hand-set values and the threat to other players' coins.  Trading
(``trader``) offers what it must otherwise plant badly, asks for what extends its rows,
gives away what it cannot use, answers every offer from the same evaluation, and
stops after a few offers.

Besides the decision awaited from it, it makes the moves any player may make at any
time when they pay: a third field when enough of the game is left, a sacrifice that
puts two beans to good use on Gottes Acker, a new sacrifice card when it holds none,
and (``interject``, outside its own decisions) the harvest of a row that can give no
more coins.

``memory()`` and ``restore()`` carry everything that makes its next choices (its
random generator and what it remembers of the turn) into a save file and back, so a
resumed game goes on exactly as the uninterrupted one.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from rules.actions import (
    Action,
    BuyField,
    Cast,
    Conclude,
    CounterOffer,
    Discard,
    Done,
    DrawSacrifice,
    DropSacrifice,
    Harvest,
    Offer,
    Plant,
    Refuse,
    Retuck,
    Sacrifice,
    Tuck,
)
from rules.cards import ABILITY_BEANS, BEAN_OF, SPELL_ID, VARIETIES, Bean, Spell
from rules.engine import Game
from rules.trading import OfferSpace, offer_space
from rules.views import View

from .evaluate import (
    DEFAULT,
    Board,
    Params,
    board_of,
    board_value,
    coins_of,
    extends,
    harvestable,
    harvested,
    place,
    plant_gain,
)
from .magic import Magician
from .position import Position, Spot
from .trader import Trader, narrowed_offers

#: an action is preferred to the first one listed only when it scores this much more
#: (ties go to planting, which is listed first, rather than to a harvest)
TIE = 1e-6
#: a new row started in the magic phase brings its ability at once (coins)
FRESH_USE = 0.8


class NormalPlayer(Trader, Magician):
    """Hand-written evaluation.  ``mistakes`` (0..1) makes it blunder on purpose (easy level)."""

    name = "normal"
    #: the evaluation's settings
    params: Params = DEFAULT

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
        #: hand cards other seats showed in offers and answers this turn: seat -> card ids
        #: (``trader.chance_to_hold``: one who offered a Garden Bean holds it while it is
        #: not seen elsewhere; a play-tester offered one and was then not asked for it)
        self._shown: dict[int, set[int]] = {}
        #: the candidate offers of the decision being made (None: it may make none now)
        self._space: OfferSpace | None = None
        #: the seats played by people (everyone at the table knows who they are): an offer
        #: that asks any of them costs them a pass of the keyboard and a decision, so few
        #: such offers are made in a turn (``trader.MAX_OFFERS``); set by whoever seats it
        self.people: frozenset[int] = frozenset()

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
        """A move outside one's own decisions: bank a row that can give no more coins, buy
        a field, fulfil or draw a sacrifice (any player may, at any time).

        Ruling: a harvest is worth interjecting for only when the row has reached the top
        of its bohnometer; it then only blocks a field.
        """
        if not self.interjects:
            return None
        legal = game.legal_actions(seat)
        if not legal:
            return None
        harvests = [a for a in legal if isinstance(a, Harvest)]
        others = [a for a in legal if isinstance(a, BuyField | Sacrifice | DrawSacrifice)]
        if not harvests and not others:
            return None
        view = game.view(seat)
        if view.ending or view.result is not None:
            return None  # the final harvest comes anyway
        if others:
            move = self._move(view, others, seat)
            if move is not None:
                return move
        board = board_of(view, seat)
        for a in harvests:
            top, n = board[a.field][0], board[a.field][1]
            if top is not None and top is not Bean.EDICT and VARIETIES[top].next_coin_at(n) is None:
                return a
        return None

    def memory(self) -> dict[str, Any]:
        """Everything its next choices depend on, as JSON data (for a save file)."""
        version, internal, gauss = self.rng.getstate()
        return {"rng": [version, list(internal), gauss], "turn": list(self._turn),
                "tried": [_jsonable(k) for k in sorted(self._tried, key=repr)],
                "countered": [_jsonable(k) for k in sorted(self._countered, key=repr)],
                "shown": {str(q): sorted(cards) for q, cards in sorted(self._shown.items())}}

    def restore(self, memory: dict[str, Any]) -> None:
        """Take up ``memory()`` again: the same player as when it was saved."""
        version, internal, gauss = memory["rng"]
        self.rng.setstate((version, tuple(internal), gauss))
        self._turn = tuple(memory["turn"])  # type: ignore[assignment]
        self._tried = {_tupled(k) for k in memory["tried"]}
        self._countered = {_tupled(k) for k in memory["countered"]}
        self._shown = {int(q): set(cards) for q, cards in memory.get("shown", {}).items()}

    # ------------------------------------------------------------ deciding

    def decide(self, view: View, legal: list[Action], seat: int,
               space: OfferSpace | None = None) -> Action | None:
        """The choice of ``seat`` from its view, its legal actions and its candidate
        offers (``space``; None when it may make no offer now)."""
        if (view.turn, view.active) != self._turn:
            self._turn = (view.turn, view.active)
            self._tried = set()
            self._countered = set()
            self._shown = {}
        self._remember_shown(view, seat)
        kinds = [w.kind for w in view.awaiting if w.player == seat]
        if not kinds:
            return None
        kind = kinds[0]
        legal = self.keeping_its_word(view, kind, legal)
        while self.mistakes and self.rng.random() < self.mistakes:
            blunder = self._blunder(legal, space)
            if blunder is not None:
                return blunder
        moves = [a for a in legal if isinstance(a, BuyField | Sacrifice | DrawSacrifice)]
        if moves:
            move = self._move(view, moves, seat)
            if move is not None:
                return move
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

    # ------------------------------------------------------- any-time moves

    def _move(self, view: View, moves: list[Action], seat: int) -> Action | None:
        """The best of the moves allowed at any time (a field, a sacrifice, a sacrifice
        card drawn), if it gains enough over making none."""
        pos = self._position(view, seat)
        base = pos.score(pos.spot())
        best: tuple[float, Action] | None = None
        for a in moves:
            value = pos.value(a)
            if value is not None and (best is None or value > best[0]):
                best = (value, a)
        if best is not None and best[0] > base + self.params.move_margin:
            return best[1]
        return None

    def _position(self, view: View, seat: int) -> Position:
        return Position(view, seat, self.params)

    def _best(self, view: View, seat: int, options: list[Action],
              bonus: Callable[[Action], float] | None = None,
              position: Position | None = None) -> Action | None:
        """The option whose spot scores best (the first listed on a tie)."""
        pos = position or self._position(view, seat)
        extra = self._empty_bonus(view, seat, self.params.empty_before_turn_up)
        best: tuple[float, Action] | None = None
        for a in options:
            s = pos.after(a)
            if s is None:
                continue
            value = pos.score(s) + extra(s) + (bonus(a) if bonus else 0.0)
            if best is None or value > best[0] + TIE:
                best = (value, a)
        return best[1] if best else None

    @staticmethod
    def _empty_bonus(view: View, seat: int, worth: float) -> Callable[[Spot], float]:
        """Before the active player's cards are turned up, an empty field is worth a
        little: the cards to come must go somewhere."""
        turn = view.spec.turn
        if (seat != view.active or "turn_up" not in turn or view.step not in turn
                or turn.index(view.step) >= turn.index("turn_up")):
            return lambda s: 0.0
        return lambda s: worth * min(2, sum(1 for r in s.board if not r[1]))

    # ------------------------------------------------- planting from the hand

    def _plantings(self, view: View, legal: list[Action], seat: int,
                   extra: tuple[type, ...] = ()) -> Action | None:
        """The best of the legal plantings, harvests and ``extra`` actions.

        A harvest that pays nothing is an option only when nothing else can be done
        (a card must be planted and fits no field): cutting a young row for a new one
        throws a card away and keeps the trouble."""
        options = [a for a in legal if isinstance(a, Plant | Discard | Tuck | Done
                                                  | DropSacrifice | Sacrifice, *extra)]
        options += self._harvests(view, legal, seat, forced=not options)
        return self._best(view, seat, options)

    @staticmethod
    def _harvests(view: View, legal: list[Action], seat: int, forced: bool) -> list[Action]:
        """The harvests worth considering: any when ``forced``, else those that pay."""
        harvests = [a for a in legal if isinstance(a, Harvest)]
        if forced:
            return harvests  # type: ignore[return-value]
        fields = view.seats[seat].fields
        return [a for a in harvests if fields[a.field].coins_now > 0]

    def _on_plant_front(self, view: View, legal: list[Action], seat: int) -> Action | None:
        hand = view.hand or []
        if not hand:
            return None
        front = next((c for c in hand if c.bean in view.spec.varieties), None)
        if front is not None and front is hand[0]:
            board = board_of(view, seat)
            if place(board, front.bean) is None:
                # Re-tuck Spell: bring a card that fits to the front instead
                for j, c in enumerate(hand[1:], 1):
                    if place(board, c.bean) is not None and Retuck(seat, j, 0) in legal:
                        return Retuck(seat, j, 0)
        return self._plantings(view, legal, seat)

    def _on_plant_out(self, view: View, legal: list[Action], seat: int) -> Action | None:
        """The end of the game: the hand is planted out, front card first."""
        return self._plantings(view, legal, seat)

    def _on_plant_second(self, view: View, legal: list[Action], seat: int) -> Action | None:
        hand = view.hand or []
        if not hand:
            return Done(seat)
        flow = Cast(seat, SPELL_ID[Spell.FLOW])
        if (flow in legal and len(hand) > 1 and hand[0].bean in view.spec.varieties
                and extends(board_of(view, seat), hand[0].bean)):
            return flow
        return self._plantings(view, legal, seat) or Done(seat)

    def _on_fellow_plant(self, view: View, legal: list[Action], seat: int) -> Action | None:
        pos = self._position(view, seat)
        if Done(seat) in legal:  # the caster may plant, need not
            pos.now = 0
        options = [a for a in legal if isinstance(a, Plant | Harvest | Done)]
        return self._best(view, seat, options, position=pos)

    def _on_flow(self, view: View, legal: list[Action], seat: int) -> Action | None:
        hand = view.hand or []
        board = board_of(view, seat)
        if hand and extends(board, hand[0].bean):
            return self._plantings(view, legal, seat)
        if hand and place(board, hand[0].bean) is not None and any(
                c.bean == hand[0].bean for c in hand[1:4]):
            return self._plantings(view, legal, seat)
        return Done(seat)

    def _on_tuck_or_plant(self, view: View, legal: list[Action], seat: int) -> Action | None:
        card = view.decision.card if view.decision else None
        if card is None:
            return None
        board = board_of(view, seat)
        fresh = (view.step == "magic" and view.active == seat and card.bean in ABILITY_BEANS
                 and card.bean != Bean.MEAN)

        def bonus(a: Action) -> float:
            # a new row in phase 1b brings its ability at once
            if fresh and isinstance(a, Plant) and not board[a.field][1]:
                return FRESH_USE
            return 0.0
        options = [a for a in legal if isinstance(a, Plant | Tuck)]
        return self._best(view, seat, options, bonus) or Tuck(seat, card.id)

    # ------------------------------------------------------------- phase 3

    def _on_plant_aside(self, view: View, legal: list[Action], seat: int) -> Action | None:
        field_spell = Cast(seat, SPELL_ID[Spell.BEAN_FIELD])
        if field_spell in legal:  # (the games where the Bean Field Spell works in phase 3)
            return field_spell
        return self._plantings(view, legal, seat)

    # --------------------------------------------- the games with their own decisions

    def _on_pay(self, view: View, legal: list[Action], seat: int) -> Action | None:
        """Short of coins for a payment: harvest, among the sets of fields that bring
        enough coins (or all there are), the one that keeps most worth on the fields;
        the field of that set that loses least first."""
        board = board_of(view, seat)
        need = (view.decision.remaining if view.decision else 0) - view.seats[seat].coin_count
        fields = [a.field for a in legal if isinstance(a, Harvest)]
        if not fields:
            return None
        best: tuple[tuple, list[int]] | None = None
        for mask in range(1, 1 << len(board)):
            chosen = [i for i in range(len(board)) if mask >> i & 1 and board[i][1]]
            if not chosen or len(chosen) != bin(mask).count("1"):
                continue
            got = sum(coins_of(board[i]) for i in chosen)
            kept = board_value(board) - sum(board_value((board[i],)) for i in chosen)
            key = (min(got, need) >= need, got + kept)
            if best is None or key > best[0]:
                best = (key, chosen)
        assert best is not None
        order = sorted((i for i in best[1] if i in fields),
                       key=lambda i: board_value((board[i],)) - coins_of(board[i]))
        field = order[0] if order else fields[0]
        return Harvest(seat, field)

    def _on_place_left(self, view: View, legal: list[Action], seat: int) -> Action | None:
        """Beans the opponent left lying: plant each where it adds most, or discard it."""
        options = [a for a in legal if isinstance(a, Discard)]
        options += [a for a in legal if isinstance(a, Plant)]
        return self._best(view, seat, options)

    def _on_duel_offer(self, view: View, legal: list[Action], seat: int) -> Action | None:
        """A sacrifice with a bean of the opponent's offer, if it is worth it."""
        options: list[Action] = [Done(seat)] if Done(seat) in legal else []
        options += [a for a in legal if isinstance(a, Sacrifice)]
        return self._best(view, seat, options) or Done(seat)

    def _on_plant_offer(self, view: View, legal: list[Action], seat: int) -> Action | None:
        """The offered beans: plant those worth planting (harvesting for them where
        that pays), trade (where the game lets one trade here), and leave the rest
        lying: what they would bring the opponent counts against them."""
        offered = [c.id for c in view.turned_up]
        rival = [q for q in range(len(view.seats)) if q != seat]
        rival_board = board_of(view, rival[0]) if len(rival) == 1 else None

        def left_for_them(cards: list[int]) -> float:
            if rival_board is None:
                return 0.0
            return sum(max(0.0, plant_gain(rival_board, [BEAN_OF[c]], self.params))
                       for c in cards)

        def bonus(a: Action) -> float:
            rest = [c for c in offered if not (isinstance(a, Plant) and a.card == c)]
            return -left_for_them(rest)

        # a harvest here serves planting an offered bean; with none left (the phase stays
        # open for trading in the rulebook's variant) a harvest only ends a row early, and
        # banking a row is ``interject``'s call, as at any other time
        plants = [a for a in legal
                  if isinstance(a, Plant) or (offered and isinstance(a, Harvest))]
        done = [Done(seat)] if Done(seat) in legal else []
        pos = self._position(view, seat)
        base = pos.score(pos.spot()) + bonus(Done(seat))
        best = self._best(view, seat, plants, bonus, pos)
        if best is not None and (pos.value(best) or 0.0) + bonus(best) > base + 0.05:
            return best
        offer = self._next_offer(view, seat)
        if offer is not None:
            return offer
        return self._best(view, seat, done + plants, bonus, pos) or Done(seat)

    # ------------------------------------------------------------- phase 4

    def _on_end_turn(self, view: View, legal: list[Action], seat: int) -> Action | None:
        hand = view.hand or []
        board = board_of(view, seat)
        if hand and place(board, hand[0].bean) is None:
            for j, c in enumerate(hand[1:], 1):
                if extends(board, c.bean) and Retuck(seat, j, 0) in legal:
                    return Retuck(seat, j, 0)
        return Done(seat)


def _jsonable(key: tuple) -> list:
    return [list(x) if isinstance(x, tuple) else x for x in key]


def _tupled(key: list) -> tuple:
    return tuple(tuple(x) if isinstance(x, list) else x for x in key)


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


__all__ = ["NormalPlayer", "allowed", "fallback", "narrowed_offers", "Board", "Conclude",
           "harvestable", "harvested"]
