"""Bohnedikt: classic Bohnanza on two special fields, with decrees and sacrifices.

Played with the classic deck plus 16 decree cards (shuffled into the draw
pile) and 12 sacrifice cards (a pile of their own); the texts of both are our
own design (``bohnedikt_cards``).  What differs from classic Bohnanza, each
next to its code below:

- field 0 is the Bisch-Hof (one variety, plus any number of decree cards;
  decree cards go nowhere else), field 1 Gottes Acker (takes the variety last
  planted there, and any two beans of a sacrifice); a harvest pays by the
  bohnometer of the card planted last, for every card on the field;
- two decree cards turned up at the start of phase 2 rule that trading phase;
- sacrifice cards: fulfil (any time), drop (from the front of the hand),
  draw (when holding none), by any player;
- uneven starting hands (4/5/6, 3..6, 2..6 from the start player on), four
  cards drawn in phase 4, a third field for 3 coins (2 with five players);
- when the draw pile runs out the second time everyone pays as many coins as
  there are players (harvesting if short), and the coins paid go into the
  third draw pile;
- at the end everyone plants out their hand before the final harvest.
"""

from __future__ import annotations

from rules import rng as rand
from rules.actions import (
    Accept,
    Action,
    CounterStart,
    Discard,
    DraftGive,
    DrawSacrifice,
    DropSacrifice,
    OfferStart,
    Plant,
    Refuse,
    Sacrifice,
    Tuck,
)
from rules.cards import (
    BEAN_OF,
    CLASSIC_BEANS,
    CLASSIC_DECK,
    EDICT_IDS,
    SACRIFICE_IDS,
    VARIETIES,
    Bean,
    bean_name,
)
from rules.engine import KIND_TEXT, STEP_PHASE, Game
from rules.events import Text, in_words
from rules.state import Frame, Seat, State

from .bohnanza import BohnanzaGame
from .bohnedikt_cards import DECREE_OF, SACRIFICE_OF, decree_text

KIND_TEXT.setdefault("pay", "must harvest to pay their coins (the pile ran out a second time)")
KIND_TEXT.setdefault("plant_out", "plants out their hand (the end of the game)")

HELP = """\
Bohnedikt (3 to 5 players)

Classic Bohnanza with 16 decree cards shuffled into the beans and 12
sacrifice cards, on two special fields.

Your fields: the Bisch-Hof grows one variety and, besides it, any decree
cards (decree cards can go nowhere else). Gottes Acker takes the variety
planted there last, and the two beans of any sacrifice. A harvest pays by
the bohnometer of the card planted last, for all the cards on the field
(a decree card has no bohnometer and pays nothing). The protection rule holds
for every field. A third field costs 3 coins (2 with five players).

Decrees: a decree card turned up at the start of trading rules that trading
phase; two can rule at once. Eight help the active player's trading, eight
restrict it. A gift counts as a trade. Decrees drawn, played or traded from
the hand do nothing.

Sacrifices: you start with one sacrifice card behind your hand. At any time
you may fulfil it, if you hold both varieties it names (in your hand, beside
your fields, or turned up in your own turn): both beans go onto your Gottes
Acker, in the order you like. You may drop it when it is at the front of
your hand and you still hold a bean, and draw a new one when you hold none
(and still hold a bean). A sacrifice card is not a bean: in phase 1 it must
be dropped or fulfilled before you can reach the bean behind it.

Start hands grow from the start player on: 4/5/6 cards with three players,
3 to 6 with four, 2 to 6 with five. Draw four cards in phase 4. When the draw
pile runs out the second time, everyone pays as many coins as there are
players (harvesting if short); the coins paid go into the third draw pile.
When that one runs out, everyone plants out their hand in order (harvesting
and sacrificing between), then harvests everything. The most coins win.
"""

_PHASES = {**STEP_PHASE, "1a_front": "1", "1a_second": "1", "1b": "1", "out": "end"}

BISCH_HOF = 0
GOTTES_ACKER = 1
#: what the fields are called, by index
FIELD_NAMES = ("the Bisch-Hof", "Gottes Acker", "the third field")


def is_sacrifice(card: int) -> bool:
    return BEAN_OF[card] == Bean.SACRIFICE


class BohnediktGame(BohnanzaGame):
    """Bohnedikt for 3 to 5 players."""

    variant = "bohnedikt"
    bean_ids = range(CLASSIC_DECK.start, SACRIFICE_IDS.stop)
    beans = (*CLASSIC_BEANS, Bean.EDICT)

    def __new__(cls, state: State, log: list[Action] | None = None) -> BohnediktGame:
        # Two seats play the two-player version, a class of its own: a saved or
        # replayed game of two seats comes back as that class too.
        if cls is BohnediktGame and len(state.seats) == 2:
            from .bohnedikt_duel import BohnediktDuelGame

            cls = BohnediktDuelGame
        return super().__new__(cls)

    def __init__(self, state: State, log: list[Action] | None = None) -> None:
        super().__init__(state, log)
        if "sac_draw" not in state.variant_data:
            # a position from rules.builder: the sacrifice cards nobody holds form
            # their own pile instead of lying among the beans
            spare = [c for c in state.draw + state.discard if is_sacrifice(c)]
            state.draw = [c for c in state.draw if not is_sacrifice(c)]
            state.discard = [c for c in state.discard if not is_sacrifice(c)]
            state.variant_data["sac_draw"] = sorted(spare)
            state.variant_data["sac_discard"] = []

    @staticmethod
    def passes_for(players: int) -> int:
        # three passes as in the base game; the two-player version ends after one
        return 1 if players == 2 else 3

    @classmethod
    def field_price(cls, players: int) -> int:
        return 2 if players == 5 else 3

    @classmethod
    def new(cls, seats: list[str], seed: int, variant: str | None = None) -> Game:
        if variant is not None and variant != cls.variant:
            raise ValueError(f"{cls.__name__} plays {cls.variant!r}, not {variant!r}")
        n = len(seats)
        if n == 2:
            from .bohnedikt_duel import BohnediktDuelGame

            return BohnediktDuelGame.new(seats, seed, variant)
        if not 3 <= n <= 5:
            raise ValueError("Bohnedikt is played by 2 to 5 players")
        r = rand.seed_state(seed)
        beans = [*CLASSIC_DECK, *EDICT_IDS]
        r = rand.shuffle(r, beans)
        sacrifices = list(SACRIFICE_IDS)
        r = rand.shuffle(r, sacrifices)
        r, start = rand.below(r, n)  # the start player is drawn by lot
        players = [Seat(name=x) for x in seats]
        # uneven hands: the start player gets 7 - n cards, each next one more, so
        # that the start player's right-hand neighbour always holds six
        wants = {(start + k) % n: 7 - n + k for k in range(n)}
        for i in range(6):
            for k in range(n):
                p = (start + k) % n
                if i < wants[p]:
                    players[p].hand.append(beans.pop())
        for seat in players:
            seat.hand.append(sacrifices.pop())
        state = State(
            variant=cls.variant, seed=seed, seats=players, draw=beans, discard=[],
            spell_deck=[], rng=r, max_passes=cls.passes_for(n), start_player=start,
            active=start, variant_data={"sac_draw": sacrifices, "sac_discard": []},
        )
        game = cls(state)
        game._emit("setup", f"Lots are drawn: {players[start].name} starts.", player=start)
        game._start_turn()
        game._settle()
        return game

    # ---------------------------------------------------------------- helpers

    @property
    def data(self) -> dict[str, list[int]]:
        return self.state.variant_data

    @property
    def phase(self) -> str:
        return _PHASES[self.state.step]

    def decrees(self) -> set[str]:
        """The keys of the decrees ruling this turn's trading."""
        return {DECREE_OF[c].key for c in self.data.get("decrees", ())}

    def cards_elsewhere(self) -> list[int]:
        return (self.data.get("sac_draw", []) + self.data.get("sac_discard", [])
                + self.data.get("paid_coins", []))

    def variant_view(self, viewer: int | None) -> dict[str, list[int]]:
        return {
            "decrees": list(self.data.get("decrees", ())),
            "sacrifice_pile": [len(self.data.get("sac_draw", ()))],
            "sacrifice_discard": list(self.data.get("sac_discard", ())),
        }

    def _emit(self, kind: str, text: Text, private: dict[int, str] | None = None,
              **data: int | str | None) -> None:
        i = data.get("field")
        if isinstance(i, int) and 0 <= i < len(FIELD_NAMES):
            # the log names Bohnedikt's fields instead of numbering them
            text = in_words(text).replace(f"field {i + 1}", FIELD_NAMES[i])
            private = {q: t.replace(f"field {i + 1}", FIELD_NAMES[i])
                       for q, t in (private or {}).items()}
        super()._emit(kind, text, private, **data)

    def _hand_beans(self, p: int) -> list[int]:
        return [c for c in self.state.seats[p].hand if not is_sacrifice(c)]

    def tradable(self, p: int) -> list[int]:
        # sacrifice cards are not bean cards: they are never traded
        return [c for c in super().tradable(p) if not is_sacrifice(c)]

    # ------------------------------------------------------------ the fields

    def fitting_fields(self, p: int, card: int) -> list[int]:
        bean = BEAN_OF[card]
        if bean == Bean.SACRIFICE:
            return []
        if bean == Bean.EDICT:
            return [BISCH_HOF]  # decree cards go on the Bisch-Hof only, whatever grows there
        out = []
        for i, f in enumerate(self.state.seats[p].fields):
            if i == BISCH_HOF:
                grown = {BEAN_OF[c] for c in f.cards if BEAN_OF[c] != Bean.EDICT}
                if grown <= {bean}:
                    out.append(i)
            elif not f.cards or BEAN_OF[f.cards[-1]] == bean:
                # Gottes Acker (and a third field) takes the variety planted there last
                out.append(i)
        return out

    def harvestable_fields(self, p: int, final: bool = False) -> list[int]:
        if p == self.state.active and "clearing" in self.decrees():
            final = True  # decree "Clearing": no protection rule for the active player
        return super().harvestable_fields(p, final)

    # ---------------------------------------------------------- turn structure

    def _resolved(self, f: Frame) -> bool:
        k = f.kind
        if k in ("plant_front", "plant_second", "plant_out"):
            # sacrifice cards are not beans: a hand of sacrifices only has nothing to plant
            return not self._hand_beans(f.player)
        if k == "pay":
            return self._try_pay(f)
        return super()._resolved(f)

    def _next_step(self) -> None:
        s = self.state
        if self._draw_owed():
            return
        if s.step == "out":
            self._finish()
            return
        if s.step == "2_start" and not self.data.get("decreed"):
            self._proclaim()
            return
        super()._next_step()

    def _end_turn(self) -> None:
        for key in ("decrees", "decreed"):
            self.data.pop(key, None)
        super()._end_turn()

    # ---------------------------------------------------------------- drawing

    def _turn_up(self) -> None:
        self._owe("owe_up", 1)
        self._draw_owed()

    def _draw_end(self, n: int) -> None:
        # four cards in phase 4 (the base game draws three); "Good Business" adds one
        n = 4 + (1 if "good_business" in self.decrees() and self.state.traded else 0)
        self._owe("owe_hand", n)
        self._draw_owed()

    def _owe(self, key: str, n: int) -> None:
        self.data[key] = [self.data.get(key, [0])[0] + n]

    def _draw_owed(self) -> bool:
        """Draw the cards still owed (turned up, or into the active hand); they wait
        while coins are being paid.  Returns whether anything was drawn."""
        s = self.state
        did = False
        for key in ("owe_up", "owe_hand"):
            got: list[int] = []
            while self.data.get(key, [0])[0] > 0:
                if any(f.kind == "pay" for f in s.pending):
                    break
                self.data[key][0] -= 1
                card = self._draw()
                if card is None:
                    self.data[key] = [0]
                    if key == "owe_up":
                        self._emit("turn_up_none", "No card left to turn up.")
                    break
                did = True
                if key == "owe_up":
                    s.turned_up.append(card)
                    self._emit("turn_up", f"{self.name(s.active)} turns up a "
                               f"{bean_name(card)}.", card=card)
                else:
                    s.seats[s.active].hand.append(card)
                    got.append(card)
            if got:
                a = s.active
                self._emit("draw", f"{self.name(a)} draws {len(got)} card"
                           f"{'s' if len(got) != 1 else ''}.",
                           {a: "You draw " + ", ".join(f"a {bean_name(c)}" for c in got) + "."},
                           player=a, count=len(got))
            if self.data.get(key) == [0]:
                del self.data[key]
        return did

    def _pile_ran_out(self) -> None:
        s = self.state
        if s.passes == 2 and s.max_passes == 3 and "paid" not in self.data:
            self._start_payment()  # the second time: pay first, then the third pile
        else:
            super()._pile_ran_out()

    # ------------------------------------------------------ paying the coins

    def _start_payment(self) -> None:
        """The draw pile has run out for the second time: everyone pays as many coins
        as there are players; who is short harvests first (a decision: which field)."""
        s = self.state
        self.data["paid"] = [1]
        n = len(s.seats)
        self._emit("payday", f"The draw pile has run out a second time: everyone pays {n} "
                   "coins into the next draw pile.")
        short = []
        for k in range(n):
            q = (s.active + k) % n
            s.rng = rand.shuffle(s.rng, s.seats[q].coins)
            if len(s.seats[q].coins) >= n or not any(f.cards for f in s.seats[q].fields):
                self._pay(q)
            else:
                short.append(q)
        for q in reversed(short):
            s.pending.append(Frame("pay", q))
        if not short:
            self._third_pile()

    def _try_pay(self, f: Frame) -> bool:
        s = self.state
        seat = s.seats[f.player]
        if len(seat.coins) < len(s.seats) and any(x.cards for x in seat.fields):
            return False
        self._pay(f.player)
        if sum(1 for x in s.pending if x.kind == "pay") == 1:
            self._third_pile()
        return True

    def _legal_pay(self, p: int, f: Frame, out: list[Action]) -> None:
        pass  # the player harvests (a harvest is always legal for them) until they can pay

    def _pay(self, p: int) -> None:
        s = self.state
        coins = s.seats[p].coins
        k = min(len(coins), len(s.seats))
        # Ruling: the coins are shuffled first (the rulebook says so), so the top k
        # are a random choice; nobody learns which cards they were.
        paid = coins[len(coins) - k:]
        del coins[len(coins) - k:]
        # kept face down until the third pile is formed (the discard pile is open)
        self.data.setdefault("paid_coins", []).extend(paid)
        self._emit("pay", f"{self.name(p)} pays {k} coin{'s' if k != 1 else ''}.", player=p,
                   count=k)

    def _third_pile(self) -> None:
        """The coins paid are shuffled with the discard pile into the third draw pile."""
        s = self.state
        s.passes += 1
        s.draw = s.discard + self.data.pop("paid_coins", []) + s.draw
        s.discard = []
        s.rng = rand.shuffle(s.rng, s.draw)
        self._emit("reshuffle", f"The discard pile and the coins paid are shuffled into draw "
                   f"pile III ({len(s.draw)} cards).", passes=s.passes)

    # -------------------------------------------------------------- decrees

    def _proclaim(self) -> None:
        """Start of phase 2: the decree cards among the two turned-up cards rule."""
        s = self.state
        self.data["decreed"] = [1]
        edicts = [c for c in s.turned_up if BEAN_OF[c] == Bean.EDICT]
        self.data["decrees"] = edicts
        for c in edicts:
            self._emit("decree", f"Decree: {decree_text(c)}", card=c)
        keys = self.decrees()
        # Ruling: a decree card turned up by a decree (Market Day) does not rule:
        # only the two cards turned up at the start of the phase do.
        if "market_day" in keys:
            self._turn_up()
        if "gleaning" in keys and s.discard:
            card = s.discard.pop()
            s.turned_up.append(card)
            self._emit("turn_up", f"Gleaning: the {bean_name(card)} from the discard pile "
                       "joins the turned-up cards.", card=card)
        if "alms" in keys:
            self._owe("owe_hand", 1)
            self._draw_owed()
        if "compost" in keys:
            s.trade_spell_used = True  # turned-up cards may be discarded in phase 3

    def trade_allowed(self, partner: int, mine: list[int], theirs: list[int]) -> bool:
        """Whether the decrees in force allow this exchange (a gift is a trade)."""
        keys = self.decrees()
        if not keys:
            return True
        s = self.state
        a = s.active
        if "market_closed" in keys or ("single_deal" in keys and s.traded):
            return False
        if "no_gifts" in keys and (not mine or not theirs):
            return False
        if "fair_measure" in keys and (len(mine) != 1 or len(theirs) != 1):
            return False
        if "tithe" in keys and not any(c in s.turned_up for c in mine):
            return False
        if "sealed_hand" in keys and any(c in s.seats[a].hand for c in mine):
            return False
        if "no_usury" in keys and len(theirs) > len(mine):
            return False
        return not ("neighbourly" in keys and partner != (a + 1) % len(s.seats))

    def _legal_trading(self, p: int, f: Frame, out: list[Action]) -> None:
        super()._legal_trading(p, f, out)
        keys = self.decrees()
        s = self.state
        if "market_closed" in keys or ("single_deal" in keys and s.traded):
            out[:] = [x for x in out if not isinstance(x, OfferStart)]
        elif "neighbourly" in keys:
            left = (p + 1) % len(s.seats)
            out[:] = [x for x in out if not isinstance(x, OfferStart) or x.to == (left,)]

    def _legal_draft(self, p: int, f: Frame, out: list[Action]) -> None:
        super()._legal_draft(p, f, out)
        s = self.state
        if "sealed_hand" in self.decrees() and p == s.active:
            out[:] = [x for x in out
                      if not (isinstance(x, DraftGive) and x.card in s.seats[p].hand)]

    def _legal_respond(self, p: int, f: Frame, out: list[Action]) -> None:
        super()._legal_respond(p, f, out)
        t = self.state.trade
        assert t is not None
        out[:] = [x for x in out
                  if not isinstance(x, Accept) or self.trade_allowed(p, t.give, list(x.cards))]
        if ("charity" in self.decrees() and t.give and not t.ask
                and any(isinstance(x, Accept) for x in out)):
            # decree "Charity": a gift from the active player may not be refused
            out[:] = [x for x in out if not isinstance(x, Refuse | CounterStart)]

    def _legal_conclude(self, p: int, f: Frame, out: list[Action]) -> None:
        super()._legal_conclude(p, f, out)
        t = self.state.trade
        assert t is not None
        kept = []
        for x in out:
            if x.kind == "conclude":
                ans = t.answers[x.partner]
                mine = t.give if ans.status == "accept" else list(x.cards)
                if not self.trade_allowed(x.partner, mine, ans.give):
                    continue
            kept.append(x)
        out[:] = kept

    def _legal_plant_aside(self, p: int, f: Frame, out: list[Action]) -> None:
        super()._legal_plant_aside(p, f, out)
        s = self.state
        if p == s.active and "full_pockets" in self.decrees():
            out.extend(Tuck(p, c) for c in s.seats[p].aside)

    def _do_plant_aside(self, a: Action, f: Frame) -> None:
        s = self.state
        if isinstance(a, Tuck):
            s.seats[a.player].aside.remove(a.card)
            s.seats[a.player].hand.append(a.card)
            self._emit("tuck", f"{self.name(a.player)} tucks a received "
                       f"{bean_name(a.card)} behind their hand (Full Pockets).",
                       player=a.player)
        elif isinstance(a, Discard):
            s.turned_up.remove(a.card)
            s.discard.append(a.card)
            self._emit("discard", f"{self.name(a.player)} discards the turned-up "
                       f"{bean_name(a.card)} (Compost).", player=a.player, card=a.card)
        else:
            super()._do_plant_aside(a, f)

    # ------------------------------------------------------------ sacrifices

    def _sacrifice_sources(self, p: int) -> list[int]:
        """Bean cards ``p`` holds and has not planted: hand, beside the fields, and in
        their own turn the turned-up cards."""
        s = self.state
        cards = self._hand_beans(p) + s.seats[p].aside
        if p == s.active:
            cards += s.turned_up
        return cards

    def _sacrifice_limit(self) -> int:
        return 1

    def _sacrifice_actions(self, p: int) -> list[Action]:
        s = self.state
        hand = s.seats[p].hand
        held = [c for c in hand if is_sacrifice(c)]
        beans = self._hand_beans(p)
        out: list[Action] = []
        if hand and is_sacrifice(hand[0]) and beans:
            out.append(DropSacrifice(p))
        if (len(held) < self._sacrifice_limit() and beans
                and (self.data.get("sac_draw") or self.data.get("sac_discard"))):
            out.append(DrawSacrifice(p))
        sources = self._sacrifice_sources(p)
        for sc in held:
            first, second = SACRIFICE_OF[sc]
            ones = [c for c in sources if BEAN_OF[c] == first]
            twos = [c for c in sources if BEAN_OF[c] == second]
            for x in ones:
                for y in twos:
                    out.append(Sacrifice(p, sc, (x, y)))
                    out.append(Sacrifice(p, sc, (y, x)))
        return out

    def _enumerate(self, p: int) -> list[Action]:
        out = super()._enumerate(p)
        s = self.state
        # Ruling: sacrifices are allowed at any time, except while an offer is being
        # made or answered (its cards are spoken for).
        if s.pending and s.result is None and s.trade is None:
            out.extend(self._sacrifice_actions(p))
        return out

    def _do(self, a: Action) -> None:
        if isinstance(a, Sacrifice):
            self._fulfil(a)
        elif isinstance(a, DropSacrifice):
            s = self.state
            card = s.seats[a.player].hand.pop(0)
            self.data["sac_discard"].append(card)
            self._emit("drop_sacrifice", f"{self.name(a.player)} drops the sacrifice card "
                       f"{_pair(card)} from the front of their hand.", player=a.player)
        elif isinstance(a, DrawSacrifice):
            self._draw_sacrifice(a.player)
        else:
            super()._do(a)

    def _fulfil(self, a: Sacrifice) -> None:
        s = self.state
        p = a.player
        seat = s.seats[p]
        seat.hand.remove(a.card)
        self.data["sac_discard"].append(a.card)
        self._emit("sacrifice", f"{self.name(p)} fulfils the sacrifice {_pair(a.card)}.",
                   player=p)
        for c in a.beans:
            self._take_bean(p, c)
            # Gottes Acker takes the two beans whatever grows there
            self._plant(p, c, GOTTES_ACKER)

    def _take_bean(self, p: int, c: int) -> None:
        """Take bean ``c`` from where ``p`` holds it (for a sacrifice)."""
        seat = self.state.seats[p]
        if c in seat.hand:
            seat.hand.remove(c)
        elif c in seat.aside:
            seat.aside.remove(c)
        else:
            self.state.turned_up.remove(c)

    def _draw_sacrifice(self, p: int) -> None:
        s = self.state
        deck = self.data["sac_draw"]
        if not deck:
            deck.extend(self.data["sac_discard"])
            self.data["sac_discard"] = []
            s.rng = rand.shuffle(s.rng, deck)
            self._emit("sac_reshuffle", "The sacrifice discards are shuffled into a new pile.")
        card = deck.pop()
        s.seats[p].hand.append(card)
        self._emit("draw_sacrifice", f"{self.name(p)} draws a sacrifice card.",
                   {p: f"You draw the sacrifice card {_pair(card)}."}, player=p)

    # ------------------------------------------------------------ the end

    def _finish(self) -> None:
        s = self.state
        if "out" not in self.data:
            # The end: everyone plants out their hand in order (harvesting and
            # sacrificing between), starting with the active player.
            self.data["out"] = [1]
            s.step = "out"
            self._emit("plant_out", "The last draw pile has run out: everyone plants out "
                       "their hand.")
            n = len(s.seats)
            for k in reversed(range(n)):
                q = (s.active + k) % n
                if self._hand_beans(q):
                    s.pending.append(Frame("plant_out", q))
            return
        super()._finish()

    def _legal_plant_out(self, p: int, f: Frame, out: list[Action]) -> None:
        hand = self.state.seats[p].hand
        if hand and not is_sacrifice(hand[0]):
            self._plants(p, hand[0], out)

    def _do_plant_out(self, a: Action, f: Frame) -> None:
        assert isinstance(a, Plant)
        self._plant_from_hand(a)

    def _explain(self, a: Action) -> str:
        if isinstance(a, Sacrifice | DropSacrifice | DrawSacrifice):
            if self.state.trade is not None:
                return "No sacrifice while an offer is being made or answered."
            if isinstance(a, DropSacrifice):
                return ("A sacrifice card may be dropped only from the front of the hand, "
                        "while the hand still holds a bean.")
            if isinstance(a, DrawSacrifice):
                return ("A sacrifice card may be drawn only by a player who holds none and "
                        "still holds a bean.")
            return ("A sacrifice needs one bean of each variety it names, from your hand, "
                    "beside your fields or (in your turn) turned up.")
        if isinstance(a, Plant):
            bean = BEAN_OF[a.card] if 0 <= a.card < len(BEAN_OF) else None
            if bean == Bean.EDICT and a.field != BISCH_HOF:
                return "Decree cards are planted on the Bisch-Hof only."
            if bean == Bean.SACRIFICE:
                return "A sacrifice card is not a bean: fulfil it or drop it."
        return super()._explain(a)


def _pair(card: int) -> str:
    a, b = SACRIFICE_OF[card]
    return f"({VARIETIES[a].name} and {VARIETIES[b].name})"
