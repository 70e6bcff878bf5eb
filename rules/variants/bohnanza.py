"""Classic Bohnanza, the base game printed at the end of the Rabohnzel rulebook.

The deck and bohnometers are RULINGS section 10 (``rules.cards.CLASSIC_VARIETIES``,
card ids 98..201).  The turn is the Excalibohn engine's without phase 1b and
without spells: plant the front card (and maybe the next), turn up two and
trade, plant what lies aside, draw three.  Two fields each; a permanent third
field costs 3 coins.  The draw pile is played through three times whatever
the number of players (RULINGS 10).
"""

from __future__ import annotations

from rules import rng as rand
from rules.actions import Action, BuyField
from rules.cards import CLASSIC_BEANS, CLASSIC_DECK
from rules.engine import STEP_PHASE, Game
from rules.events import Event
from rules.state import Field, Seat, State

HELP = """\
Classic Bohnanza (3 to 5 players)

The deck: 104 bean cards of eight varieties, no spells and no bean abilities.
The number on a card says how many of its variety exist; its bohnometer says
how many cards on one field pay 1, 2, 3 or 4 coins.

Never change the order of your hand. Your turn has four phases:
1. Plant your front card on one of your fields (it must be planted; harvest a
   field first if it fits nowhere). Then you may plant the next front card too.
2. Turn up the top two cards of the draw pile. You may keep them or trade
   them away, together with any cards of your hand. Only you trade, and only
   with your fellow players; they trade with their hand cards. Giving cards
   away for nothing is a trade too, and may be refused. Cards received lie
   beside your fields: you cannot trade them on or take them into your hand.
   You end the trading.
3. Everyone plants the cards lying beside their fields, you first (with the
   turned-up cards you kept), in the order they like.
4. Draw three cards behind your hand.

A field holds one variety. Harvesting turns as many of its cards into coins as
the bohnometer pays; the rest go to the discard pile. You may harvest any
time, but a field with a single bean is protected while another of your
fields holds more than one. You may buy a third field for 3 coins at any time.

When the draw pile is empty it is reshuffled from the discard pile. The third
time it runs out the game ends (if that happens while trading, trading and
planting are still played). Then everyone harvests every field; hand cards
count nothing. The most coins win; a tie is a shared win.
"""

#: Coins a permanent third field costs.
FIELD_PRICE = 3

_PHASES = {**STEP_PHASE, "1a_front": "1", "1a_second": "1", "1b": "1"}


class BohnanzaGame(Game):
    """Classic Bohnanza: no phase 1b, no spells, a third field for sale."""

    variant = "bohnanza"
    bean_ids = CLASSIC_DECK
    spell_ids = range(0)
    beans = CLASSIC_BEANS

    @staticmethod
    def passes_for(players: int) -> int:
        # RULINGS 10: the classic game ends when the pile runs out the 3rd time
        return 3

    @classmethod
    def field_price(cls, players: int) -> int:
        return FIELD_PRICE

    @classmethod
    def new(cls, seats: list[str], seed: int, variant: str | None = None) -> Game:
        if variant is not None and variant != cls.variant:
            raise ValueError(f"{cls.__name__} plays {cls.variant!r}, not {variant!r}")
        if not 3 <= len(seats) <= 5:
            raise ValueError("Bohnanza is played by 3 to 5 players")
        r = rand.seed_state(seed)
        beans = list(cls.bean_ids)
        r = rand.shuffle(r, beans)
        # Ruling: the rulebook only says a start player "is determined"; the shuffle
        # draws lots.
        r, start = rand.below(r, len(seats))
        players = [Seat(name=n) for n in seats]
        for _ in range(5):
            for seat in players:
                seat.hand.append(beans.pop())
        state = State(
            variant=cls.variant, seed=seed, seats=players, draw=beans, discard=[],
            spell_deck=[], rng=r, max_passes=cls.passes_for(len(seats)),
            start_player=start, active=start,
        )
        game = cls(state)
        game._emit("setup", f"Lots are drawn: {players[start].name} starts.", player=start)
        game._start_turn()
        game._settle()
        return game

    # ------------------------------------------------------------ the turn

    @property
    def phase(self) -> str:
        return _PHASES[self.state.step]

    def _next_step(self) -> None:
        if self.state.step == "1a_second":
            # no phase 1b in Bohnanza: the engine's 1b step turns up the two cards at once
            self.state.step = "1b"
        super()._next_step()

    def _temporary_field(self, p: int) -> bool:
        return False  # a bought third field stays for good

    def _draw(self) -> int | None:
        card = super()._draw()
        s = self.state
        if card is not None and not s.draw and not s.ending:
            self._pile_ran_out()
        return card

    def _pile_ran_out(self) -> None:
        """The classic rules shuffle the discard pile into a new draw pile the moment
        the old one runs out (Excalibohn waits until a card must be drawn)."""
        s = self.state
        if not s.discard:
            return  # nothing to shuffle yet: the engine forms the pile when a card is needed
        s.passes += 1
        s.draw = s.discard
        s.discard = []
        s.rng = rand.shuffle(s.rng, s.draw)
        self._emit("reshuffle", f"The draw pile is used up: the discard pile is shuffled into "
                   f"draw pile {'I' * s.passes} ({len(s.draw)} cards).", passes=s.passes)

    # ----------------------------------------------------- the third field

    def may_buy_field(self, p: int) -> bool:
        """Whether ``p`` may buy a third field now.

        Ruling: like a harvest, a third field may be bought at any time, also in
        other players' turns, by whoever has the coins (the classic rules allow it
        "at any time").
        """
        seat = self.state.seats[p]
        return (self.state.result is None and len(seat.fields) == 2
                and len(seat.coins) >= self.field_price(len(self.state.seats)))

    def _enumerate(self, p: int) -> list[Action]:
        out = super()._enumerate(p)
        if self.state.pending and self.may_buy_field(p):
            out.append(BuyField(p))
        return out

    def _do(self, a: Action) -> None:
        if isinstance(a, BuyField):
            self._buy_field(a.player)
        else:
            super()._do(a)

    def _buy_field(self, p: int) -> None:
        s = self.state
        seat = s.seats[p]
        price = self.field_price(len(s.seats))
        # Ruling: the coins paid are the top ones of the pile; they go back to the
        # discard pile bean side up (and so into a later draw pile).
        for _ in range(price):
            s.discard.append(seat.coins.pop())
        seat.fields.append(Field())
        self._fields_changed(p)
        self._emit("buy_field", f"{seat.name} buys a third field for {price} coins.", player=p)

    def _explain(self, a: Action) -> str:
        if isinstance(a, BuyField):
            s = self.state
            if not 0 <= a.player < len(s.seats):
                return f"There is no seat {a.player}."
            if len(s.seats[a.player].fields) >= 3:
                return "A player owns at most three fields."
            return (f"A third field costs {self.field_price(len(s.seats))} coins, and "
                    "nothing can be bought once the game is over.")
        return super()._explain(a)

    # ------------------------------------------------------------- the end

    def _finish(self) -> None:
        super()._finish()
        r = self.state.result
        assert r is not None
        best = max(r.scores)
        words = " and ".join(self.name(p) for p in r.winners)
        verb = "wins" if len(r.winners) == 1 else "share the win"
        # no spells in this game: a tie is a shared win, never broken by Groschen
        self.events[-1] = Event("result", f"{words} {verb} with {best} coins.")
