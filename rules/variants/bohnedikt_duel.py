"""Bohnedikt for two players: its own five-phase turn, no trading.

Both players start with three fields (Bisch-Hof, Gottes Acker and an
ordinary third field; no field can be bought), six beans and two sacrifice
cards behind them.  A turn:

1. the active player places each bean the opponent left lying from the last
   offer on one of their fields or on the discard pile;
2. three cards are turned up: the offer (decree texts play no role here);
3. the opponent may fulfil one sacrifice card with one bean of the offer and
   one from their hand;
4. the active player plants the offered beans they want; the rest is left
   lying for the opponent (their phase 1);
5. the active player draws three cards.

A sacrifice may be fulfilled at any time with two hand beans, in one's own
phase 1 with the beans left lying, in one's own phase 4 with the offer, and in
the opponent's phase 3 as above.  A player may hold two sacrifice cards.  The
game ends when the draw pile first runs out: the turn is completed, then both
plant out their hands.  The rulebook's variant with trading in phase 4 is
``BohnediktDuelTradeGame`` (``--variant bohnedikt-trade``).
"""

from __future__ import annotations

from rules import rng as rand
from rules.actions import Action, Discard, Done, OfferStart, Plant, Sacrifice
from rules.cards import BEAN_OF, CLASSIC_DECK, EDICT_IDS, SACRIFICE_IDS, bean_name
from rules.engine import KIND_TEXT, Game
from rules.state import Field, Frame, Seat, State

from .bohnedikt import _PHASES, SACRIFICE_OF, BohnediktGame, is_sacrifice

KIND_TEXT.setdefault("place_left", "places the beans left from the last offer")
KIND_TEXT.setdefault("duel_offer", "may fulfil a sacrifice with a bean from the offer")
KIND_TEXT.setdefault("plant_offer", "plants the offered beans they want")

DUEL_HELP = """\
Bohnedikt for two players

Three fields each from the start (Bisch-Hof, Gottes Acker, an ordinary third
field; none can be bought), six beans and two sacrifice cards in hand. You may
hold two sacrifice cards. No trading; decree texts play no role. Your turn:
1. place each bean your opponent left lying on one of your fields or on the
   discard pile;
2. turn up three cards: the offer, pushed over to your opponent;
3. your opponent may fulfil one sacrifice with one bean of the offer and one
   from their hand;
4. plant the offered beans you want; the rest is left lying for your opponent;
5. draw three cards.
A sacrifice may also be fulfilled at any time with two beans from the hand,
in your phase 1 with the beans left lying, in your phase 4 with the offer.
The game ends when the draw pile first runs out: the turn is completed, both
plant out their hands, everything is harvested, the most coins win.
"""

DUEL_TRADE_HELP = DUEL_HELP + """
With trading: in phase 4 you may also trade with your opponent, using the
offered beans and your hand cards (a gift is a trade). Beans received lie
beside the fields until the end of phase 4, when they are planted (yours
first); until then they may serve a sacrifice.
"""

_DUEL_PHASES = {**_PHASES, "d1": "1", "d2": "2", "d3": "3", "d4": "4", "d4b": "4", "d5": "5"}


class BohnediktDuelGame(BohnediktGame):
    """Bohnedikt's two-player version (chosen by ``BohnediktGame`` for two seats)."""

    @staticmethod
    def passes_for(players: int) -> int:
        return 1  # the game ends when the draw pile first runs out

    @classmethod
    def new(cls, seats: list[str], seed: int, variant: str | None = None) -> Game:
        if variant is not None and variant != cls.variant:
            raise ValueError(f"{cls.__name__} plays {cls.variant!r}, not {variant!r}")
        if len(seats) != 2:
            raise ValueError("the two-player version of Bohnedikt needs two seats")
        r = rand.seed_state(seed)
        beans = [*CLASSIC_DECK, *EDICT_IDS]
        r = rand.shuffle(r, beans)
        sacrifices = list(SACRIFICE_IDS)
        r = rand.shuffle(r, sacrifices)
        r, start = rand.below(r, 2)
        players = [Seat(name=x, fields=[Field(), Field(), Field()]) for x in seats]
        for _ in range(6):
            for k in range(2):
                players[(start + k) % 2].hand.append(beans.pop())
        for seat in players:
            seat.hand.extend([sacrifices.pop(), sacrifices.pop()])
        state = State(
            variant=cls.variant, seed=seed, seats=players, draw=beans, discard=[],
            spell_deck=[], rng=r, max_passes=1, start_player=start, active=start,
            variant_data={"sac_draw": sacrifices, "sac_discard": [], "leftover": []},
        )
        game = cls(state)
        game._emit("setup", f"Lots are drawn: {players[start].name} starts.", player=start)
        game._start_turn()
        game._settle()
        return game

    # ---------------------------------------------------------------- helpers

    @property
    def phase(self) -> str:
        return _DUEL_PHASES[self.state.step]

    def _left(self) -> list[int]:
        return self.state.variant_data.setdefault("leftover", [])

    def cards_elsewhere(self) -> list[int]:
        return super().cards_elsewhere() + self.state.variant_data.get("leftover", [])

    def variant_view(self, viewer: int | None) -> dict[str, list[int]]:
        view = super().variant_view(viewer)
        view["leftover"] = list(self._left())
        return view

    def _sacrifice_limit(self) -> int:
        return 2  # two-player version: up to two sacrifice cards in hand

    def _sacrifice_sources(self, p: int) -> list[int]:
        s = self.state
        cards = self._hand_beans(p)
        if p == s.active and s.step == "d1":
            cards += self._left()  # own phase 1: the beans the opponent left
        elif p == s.active and s.step == "d4":
            cards += s.turned_up  # own phase 4: the offer
        return cards

    def _take_bean(self, p: int, c: int) -> None:
        if c in self._left():
            self._left().remove(c)
        else:
            super()._take_bean(p, c)

    # ---------------------------------------------------------------- the turn

    def _start_turn(self) -> None:
        s = self.state
        s.step = "d1"
        self._emit("turn", f"Turn {s.turn}: {self.name(s.active)} is the active player.",
                   player=s.active)
        if self._left():
            s.pending.append(Frame("place_left", s.active))

    def _next_step(self) -> None:
        s = self.state
        if self._draw_owed():
            return
        a = s.active
        other = 1 - a
        if s.step == "d1":
            s.step = "d2"
            for _ in range(3):
                self._turn_up()
            s.step = "d3"
            if s.turned_up:
                self._emit("offer", f"{self.name(a)} pushes the offer over to "
                           f"{self.name(other)}.", player=a)
                s.pending.append(Frame("duel_offer", other))
        elif s.step == "d3":
            s.step = "d4"
            if s.turned_up:
                s.pending.append(Frame("plant_offer", a))
        elif s.step == "d4":
            self._leave_offer()
            s.step = "d5"
            self._draw_end(3)
        elif s.step == "d5":
            self._end_turn()
        else:
            super()._next_step()  # "out": planting out at the end

    def _leave_offer(self) -> None:
        """End of phase 4: the offered beans not planted are left for the opponent."""
        s = self.state
        if s.turned_up:
            self._emit("leave", f"{self.name(s.active)} leaves "
                       + ", ".join(f"a {bean_name(c)}" for c in s.turned_up)
                       + f" lying for {self.name(1 - s.active)}.", player=s.active)
        self._left().extend(s.turned_up)
        s.turned_up.clear()

    def _draw_end(self, n: int) -> None:
        self._owe("owe_hand", 3)  # three cards in phase 5
        self._draw_owed()

    def _resolved(self, f: Frame) -> bool:
        if f.kind == "place_left":
            return not self._left()
        if f.kind == "plant_offer":
            return not self.state.turned_up
        if f.kind == "duel_offer":
            out: list[Action] = []
            self._legal_duel_offer(f.player, f, out)
            return len(out) == 1  # only "done": nothing to decide
        return super()._resolved(f)

    # phase 1: the beans left lying

    def _legal_place_left(self, p: int, f: Frame, out: list[Action]) -> None:
        for c in self._left():
            self._plants(p, c, out)
            out.append(Discard(p, c))

    def _do_place_left(self, a: Action, f: Frame) -> None:
        assert isinstance(a, Plant | Discard)
        self._left().remove(a.card)
        if isinstance(a, Plant):
            self._plant(a.player, a.card, a.field)
        else:
            self.state.discard.append(a.card)
            self._emit("discard", f"{self.name(a.player)} discards the {bean_name(a.card)}.",
                       player=a.player, card=a.card)

    # phase 3: the opponent's one sacrifice with a bean of the offer

    def _legal_duel_offer(self, p: int, f: Frame, out: list[Action]) -> None:
        s = self.state
        hand = self._hand_beans(p)
        for sc in [c for c in s.seats[p].hand if is_sacrifice(c)]:
            first, second = SACRIFICE_OF[sc]
            for x in s.turned_up:
                for y in hand:
                    pair = (BEAN_OF[x], BEAN_OF[y])
                    if pair == (first, second) or pair == (second, first):
                        out.append(Sacrifice(p, sc, (x, y)))
                        out.append(Sacrifice(p, sc, (y, x)))
        out.append(Done(p))

    def _do(self, a: Action) -> None:
        s = self.state
        f = s.pending[-1] if s.pending else None
        if (f is not None and f.kind == "duel_offer" and isinstance(a, Sacrifice)
                and a.player == f.player and any(c in s.turned_up for c in a.beans)):
            self._fulfil(a)
            s.pending.pop()  # at most one sacrifice with the offer's help
            return
        super()._do(a)

    def _do_duel_offer(self, a: Action, f: Frame) -> None:
        assert isinstance(a, Done)
        self.state.pending.pop()
        self._emit("offer_back", f"{self.name(a.player)} pushes the offer back.",
                   player=a.player)

    # phase 4: the active player plants what they want from the offer

    def _legal_plant_offer(self, p: int, f: Frame, out: list[Action]) -> None:
        for c in self.state.turned_up:
            self._plants(p, c, out)
        out.append(Done(p))

    def _do_plant_offer(self, a: Action, f: Frame) -> None:
        s = self.state
        if isinstance(a, Done):
            s.pending.pop()
            return
        assert isinstance(a, Plant)
        s.turned_up.remove(a.card)
        self._plant(a.player, a.card, a.field)


class BohnediktDuelTradeGame(BohnediktDuelGame):
    """The rulebook's variant of the two-player version (``--variant bohnedikt-trade``):
    in phase 4 the two may trade beans not yet planted, and traded beans may
    serve a sacrifice.

    Ruling: the trade works as in the base game (the active player makes offers,
    with the offered beans and hand cards; a gift is a trade); the beans received
    lie beside the fields and are planted at the end of phase 4, active player
    first, unless a sacrifice uses them first.
    """

    variant = "bohnedikt-trade"

    def _sacrifice_sources(self, p: int) -> list[int]:
        return super()._sacrifice_sources(p) + self.state.seats[p].aside

    def _legal_plant_offer(self, p: int, f: Frame, out: list[Action]) -> None:
        super()._legal_plant_offer(p, f, out)
        out.insert(len(out) - 1, OfferStart(p, (1 - p,)))

    def _resolved(self, f: Frame) -> bool:
        if f.kind == "plant_offer":
            return False  # trading stays possible until the player is done
        return super()._resolved(f)

    def _do_plant_offer(self, a: Action, f: Frame) -> None:
        if isinstance(a, OfferStart):
            self._do_trading(a, f)
        else:
            super()._do_plant_offer(a, f)

    def _next_step(self) -> None:
        s = self.state
        if s.step == "d4":
            # the offer's rest is left lying; then the traded beans are planted
            self._leave_offer()
            s.step = "d4b"
            s.planters = [s.active, 1 - s.active]
            self._next_planter()
            return
        if s.step == "d4b":
            if s.planters:
                self._next_planter()
                return
            s.step = "d4"  # nothing left to plant: on to the drawing
        super()._next_step()
