"""The Excalibohn engine: who must decide, what they may do, and what follows.

``Game`` wraps one ``State``.  The state holds a stack of awaited decisions
(``State.pending``); the top frame says who decides and what kind of decision
it is.  ``legal_actions`` lists every legal action for a seat; ``apply``
accepts only those and then lets the game run on by itself until somebody
must decide again (``_settle``).

The game's parts live in mixins beside this module: ``trading`` (phase 2),
``abilities`` (phase 1b: bean abilities, Mean and Sword Beans) and ``spells``
(casting spell cards); ``frames`` names the steps and decision kinds.

Rulings that the rulebook and RULINGS.md leave open are written next to the
code that applies them, marked "Ruling:".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from . import rng as rand
from .abilities import BeanMagic
from .actions import (
    Accept,
    Action,
    Activate,
    ActivateWithBean,
    Cast,
    ChooseCoin,
    Conclude,
    Discard,
    Done,
    DraftAsk,
    DraftGive,
    Harvest,
    OfferStart,
    Plant,
    Retuck,
    Swap,
    Tuck,
    UseAbility,
)
from .cards import (
    ABILITY_BEANS,
    BEAN_COUNT,
    BEAN_OF,
    BEANS,
    CAP_BEAN,
    ENCHANT_BEANS_SPELL,
    HAND_CARD_SPELL,
    PILE_SPELL,
    SPELL_CARDS,
    SPELL_COUNT,
    SPELL_ID,
    SPELL_OF,
    TRADE_SPELL,
    VARIETIES,
    Bean,
    Spell,
    bean_name,
    spell_name,
)
from .events import NO_SECRETS, Event, Text
from .frames import ANY_TIME, KIND_TEXT, MAIN_FRAMES, MAY_PASS, STEP_PHASE  # noqa: F401 (re-exported)
from .interned import DONE, PLANTS, harvest, plant
from .spells import SpellCasting
from .state import Field, Frame, Result, Seat, SpellSlot, State, frame
from .trading import Trading, asks_after
from .views import View, project
from .words import card_list, draws, harvests, plants, roman, spell_list, turned_up

if TYPE_CHECKING:
    from pydantic import TypeAdapter


@dataclass
class SavedGame:
    state: State
    log: list[Action]


_GAME_ADAPTER: list[TypeAdapter[SavedGame]] = []


def game_adapter() -> TypeAdapter[SavedGame]:
    """The JSON adapter for a whole game, built on first use (slow to build)."""
    if not _GAME_ADAPTER:
        from pydantic import TypeAdapter  # imported on first use: slow, and not needed to play

        _GAME_ADAPTER.append(TypeAdapter(SavedGame))
    return _GAME_ADAPTER[0]


class IllegalAction(ValueError):
    """An action that the rules do not allow now.  The message names the rule."""


class Awaited:
    """A seat whose decision is awaited, with the kind of decision."""

    __slots__ = ("player", "kind", "_name")

    def __init__(self, player: int, kind: str, name: str) -> None:
        self.player = player
        self.kind = kind
        self._name = name

    @property
    def text(self) -> str:
        """The decision in words, e.g. "Ann must plant their front card"."""
        return f"{self._name} {KIND_TEXT[self.kind]}"

    def __repr__(self) -> str:
        return f"Awaited({self.player}, {self.kind!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Awaited) and (self.player, self.kind) == (other.player, other.kind)

    def __hash__(self) -> int:
        return hash((self.player, self.kind))


#: the same seat awaited for the same decision is the same (unchanging) object
_awaited = lru_cache(maxsize=1024)(Awaited)


def _methods(cls: type, prefix: str) -> dict[str, Callable[..., None]]:
    """Kind of decision -> the function of ``cls`` that lists or takes its actions, e.g.
    "draft" -> ``cls._legal_draft`` (looked up once per class: the engine calls one of
    these at every step, and a function called with ``self`` from a plain dict is
    cheaper than a method looked up by name)."""
    return {name[len(prefix):]: getattr(cls, name) for name in dir(cls)
            if name.startswith(prefix)}


#: decisions awaited from several seats at once (``Frame.players``)
_SHARED = frozenset({"respond", "fellow_plant"})
#: actions that any-time spells may take whatever decision is on top (``Game._do``)
_ANY_TIME_ACTIONS = frozenset({Swap, Retuck, Cast})
#: every seat's harvests of its (at most three) fields, for ``Game._enumerate``
_HARVESTS = [(harvest(p, 0), harvest(p, 1), harvest(p, 2)) for p in range(5)]


def _harvest_rows(p: int) -> list[list[list[tuple[Harvest, ...]]]]:
    """Seat ``p``'s harvests by the protection rule, ``[a][b][c]`` for fields of ``a``,
    ``b`` and ``c`` cards (``_SIZE`` of each: 0, 1, or 2 for two or more; a third field
    not there counts as empty).  A single bean may be harvested only while no field
    holds more than one."""
    rows: list[list[list[tuple[Harvest, ...]]]] = []
    for a in range(3):
        rows.append([])
        for b in range(3):
            rows[a].append([])
            for c in range(3):
                sizes = (a, b, c)
                least = 2 if 2 in sizes else 1
                rows[a][b].append(tuple(_HARVESTS[p][i] for i in range(3)
                                        if sizes[i] >= least))
    return rows


#: ``_HARVEST_ROWS[p][a][b][c]``: see ``_harvest_rows``
_HARVEST_ROWS = [_harvest_rows(p) for p in range(5)]
#: ``_SIZE[len(cards)]``: 0, 1, or 2 for two or more (as many as there are cards)
_SIZE = [0, 1] + [2] * 300


_new_event = object.__new__


def _top_bean(f: Field) -> Bean | None:
    return BEAN_OF[f.cards[-1]] if f.cards else None


def game_class(variant: str) -> type[Game]:
    """The engine class that plays ``variant``; the other games of the rulebooks
    (Bohnanza, Rabohnzel, Bohnedikt) are subclasses in ``rules.variants``."""
    if variant == "excalibohn":
        return Game
    from .variants import VARIANTS

    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}; choose from excalibohn, "
                         + ", ".join(VARIANTS))
    return VARIANTS[variant]


class Game(Trading, BeanMagic, SpellCasting):
    """One game of Excalibohn.  Build it with ``new_game`` or ``rules.builder``."""

    # What the variant subclasses (rules.variants) change: the game, its bean and
    # spell card ids, and the varieties one can ask for in a trade.
    variant = "excalibohn"
    #: the hot paths inline Game's own harvest rules, passing frames and planting; a variant that
    #: changes them (``__init_subclass__`` notices) goes through its methods instead
    _base_harvest = True
    _may_pass: frozenset[str] | None = MAY_PASS
    _base_fitting = True
    bean_ids: range = range(BEAN_COUNT)
    spell_ids: range = range(SPELL_COUNT)
    beans: tuple[Bean, ...] = BEANS
    #: the functions handling each kind of decision (set for each class)
    _legal_fns: dict[str, Callable[..., None]]
    _do_fns: dict[str, Callable[..., None]]
    #: each seat's asks for a variety in an offer (``trading.asks_after``)
    _ask_rows: list[dict[Bean | None, tuple[DraftAsk, ...]]]

    @staticmethod
    def passes_for(players: int) -> int:
        """How many times the draw pile is played through (RULINGS 6)."""
        return 3 if players == 3 else 4

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        cls._legal_fns = _methods(cls, "_legal_")
        cls._do_fns = _methods(cls, "_do_")
        cls._ask_rows = [asks_after(cls, p) for p in range(5)]
        cls._base_harvest = (cls.harvestable_fields is Game.harvestable_fields
                             and cls.harvest_barred is Game.harvest_barred)
        cls._may_pass = MAY_PASS if cls._resolved is Game._resolved else None
        cls._base_fitting = cls.fitting_fields is Game.fitting_fields

    def __init__(self, state: State, log: list[Action] | None = None) -> None:
        self.state = state
        self.log: list[Action] = list(log or [])
        self.events: list[Event] = []
        # the legal actions of one seat (``_cache_seat``; -1: none), kept until the next
        # action changes the state
        self._cache_seat = -1
        self._cache: list[Action] = []
        # the class's tables, on the instance: read at every step, and an instance's own
        # attribute is the quickest to read
        self._legal_fn = self._legal_fns
        self._do_fn = self._do_fns
        self._may_pass = self._may_pass
        self._asks = self._ask_rows
        self._names: tuple[str, ...] | None = None  # (names(), made on first use)
        # each seat's harvests as listed (None: to be looked up again); every change of a
        # seat's fields goes through _fields_changed
        self._harvest_row: list[tuple[Harvest, ...] | None] = [None] * 5

    # ------------------------------------------------------------------ setup

    @classmethod
    def new(cls, seats: list[str], seed: int, variant: str = "excalibohn") -> Game:
        if variant != "excalibohn":
            return game_class(variant).new(seats, seed, variant)
        if not 3 <= len(seats) <= 5:
            raise ValueError("Excalibohn is played by 3 to 5 players")
        r = rand.seed_state(seed)
        spells = list(range(SPELL_COUNT))
        r = rand.shuffle(r, spells)
        beans = list(range(BEAN_COUNT))
        r = rand.shuffle(r, beans)
        players = [Seat(name=n) for n in seats]
        for seat in players:
            seat.spells.append(SpellSlot(spells.pop()))
        # Highest Groschen dealt starts (values are distinct apart from two 1s; with
        # three or more cards dealt the highest is unique, RULINGS 2).
        start = max(range(len(players)),
                    key=lambda p: SPELL_CARDS[players[p].spells[0].card].groschen)
        for _ in range(5):
            for seat in players:
                seat.hand.append(beans.pop())
        state = State(
            variant=variant, seed=seed, seats=players, draw=beans, discard=[],
            spell_deck=spells, rng=r, max_passes=3 if len(seats) == 3 else 4,
            start_player=start, active=start,
        )
        game = cls(state)
        game._emit("setup", f"{players[start].name} holds the highest spell card and starts.",
                   player=start)
        game._start_turn()
        game._settle()
        return game

    def clone(self) -> Game:
        g = type(self)(self.state.clone(), self.log)
        return g

    # ------------------------------------------------------------ public API

    @property
    def phase(self) -> str:
        return STEP_PHASE[self.state.step]

    @property
    def finished(self) -> bool:
        return self.state.result is not None

    def awaiting(self) -> list[Awaited]:
        """Who must decide now, and what kind of decision it is."""
        s = self.state
        if s.result is not None or not s.pending:
            return []
        f = s.pending[-1]
        if f.kind not in ("respond", "fellow_plant"):
            return [_awaited(f.player, f.kind, s.seats[f.player].name)]
        return [_awaited(p, f.kind, s.seats[p].name) for p in f.players]

    def deciding(self) -> int | None:
        """The first seat in ``awaiting()`` (``None`` when nobody is awaited): for loops
        that let one seat decide at a time, without building the list."""
        s = self.state
        if s.result is not None or not s.pending:
            return None
        f = s.pending[-1]
        if f.kind not in ("respond", "fellow_plant"):
            return f.player
        return f.players[0] if f.players else None

    def legal_actions(self, player: int) -> list[Action]:
        """Every legal action of ``player`` now (harvests are legal for anyone, any time,
        outside a Sword Bean attack)."""
        return self._legal_list(player)[:]

    def _legal_list(self, player: int) -> list[Action]:
        """``legal_actions`` without the copy, for callers inside this package that only
        read the list (the random player): the list is the engine's own, and changing it
        would change what ``apply`` accepts."""
        # enumerated once per position and seat (is_legal and apply read the same list)
        if self._cache_seat != player:
            self._cache = self._enumerate(player)
            self._cache_seat = player
        return self._cache

    def is_legal(self, action: Action) -> bool:
        legal = self._legal_list(action.player)
        # an action taken from legal_actions is found by identity (comparing actions
        # field by field is slow), an equal one built elsewhere by equality
        for x in legal:
            if x is action:
                return True
        return action in legal

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action and return the events it caused.

        An illegal action raises ``IllegalAction`` naming the rule it breaks;
        the state is left untouched.
        """
        if self._cache_seat == action.player:
            # an action taken from legal_actions: found by identity (is_legal, inlined)
            for x in self._cache:
                if x is action:
                    break
            else:
                if not self.is_legal(action):
                    raise IllegalAction(self._explain(action))
        elif not self.is_legal(action):
            raise IllegalAction(self._explain(action))
        events = self.events
        first = len(events)
        self._cache_seat = -1  # what was listed is stale from here on
        self._do(action)
        pending = self.state.pending
        may_pass = self._may_pass
        if not pending or may_pass is None or pending[-1].kind in may_pass:
            self._settle()  # (else the decision on top waits for its player: the usual case)
        self.log.append(action)
        return events[first:]

    def changed_by_hand(self) -> None:
        """Forget what was listed for the state: call it after changing ``state`` other
        than by ``apply`` (tests do)."""
        self._cache_seat = -1
        self._harvest_row = [None] * 5

    def view(self, player: int | None) -> View:
        """What seat ``player`` may know (``None``: an onlooker, the public view)."""
        return project(self, player)

    def public_view(self) -> View:
        return project(self, None)

    def events_for(self, viewer: int | None, start: int = 0) -> list[str]:
        """The game log from event ``start`` on, in words, redacted for ``viewer``."""
        return [e.text_for(viewer) for e in self.events[start:]]

    # ---------------------------------------------------------- persistence

    def to_json(self) -> str:
        """The whole game (state and action log) as JSON."""
        return game_adapter().dump_json(
            SavedGame(state=self.state, log=self.log)).decode()

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        saved = game_adapter().validate_json(text)
        return game_class(saved.state.variant)(saved.state, saved.log)

    @classmethod
    def replay(cls, seats: list[str], seed: int, actions: list[Action],
               variant: str = "excalibohn") -> Game:
        """Deal with ``seed`` and apply ``actions`` in order."""
        game = game_class(variant).new(seats, seed, variant)
        for a in actions:
            game.apply(a)
        return game

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self.state == other.state and self.log == other.log

    __hash__ = None  # type: ignore[assignment]

    # -------------------------------------------------------------- helpers

    def _emit(self, kind: str, text: Text, private: dict[int, str] | None = None,
              **data: int | str | None) -> None:
        """Record an event; ``text`` may be a recipe put into words when first read
        (``rules.events``), its values taken now."""
        # Event(kind, text, private, data), without a call of its __init__ (a game
        # records some 1,100 events)
        e = _new_event(Event)
        e.kind = kind
        e._text = text
        e.private = NO_SECRETS if private is None else private
        e.data = data
        self.events.append(e)

    def name(self, p: int) -> str:
        return self.state.seats[p].name

    def names(self) -> tuple[str, ...]:
        """Every seat's name, in seat order."""
        names = self._names
        if names is None:
            names = self._names = tuple([seat.name for seat in self.state.seats])
        return names

    def fellows(self, p: int) -> list[int]:
        n = len(self.state.seats)
        return [(p + i) % n for i in range(1, n)]

    def _face_up(self, p: int, spell: Spell) -> SpellSlot | None:
        card = SPELL_ID[spell]
        for slot in self.state.seats[p].spells:
            if slot.card == card and slot.face_up:
                return slot
        return None

    def _any_time_spell(self, p: int) -> bool:
        """Whether ``p`` has a spell face up that may be used at any time."""
        for slot in self.state.seats[p].spells:
            if slot.face_up and SPELL_OF[slot.card] in ANY_TIME:
                return True
        return False

    def fitting_fields(self, p: int, card: int) -> list[int]:
        bean = BEAN_OF[card]
        out = []
        for i, f in enumerate(self.state.seats[p].fields):
            if not f.cards or BEAN_OF[f.cards[-1]] is bean:
                out.append(i)
        return out

    def harvestable_fields(self, p: int, final: bool = False) -> list[int]:
        """Fields ``p`` may harvest now, by the protection rule (not at the final harvest)."""
        fields = self.state.seats[p].fields
        least = 1
        if not final:
            for f in fields:
                if len(f.cards) > 1:
                    least = 2  # a single bean is protected while a field holds more
                    break
        out = []
        for i, f in enumerate(fields):
            if len(f.cards) >= least:
                out.append(i)
        return out

    def in_attack(self) -> bool:
        for f in self.state.pending:  # noqa: SIM110 (a loop is cheaper than any() here, a hot path)
            if f.in_attack:
                return True
        return False

    def harvest_barred(self, p: int) -> bool:
        """Whether ``p`` may not harvest now: in Excalibohn nobody harvests during a
        Sword Bean attack (Rabohnzel bars only the players attacked)."""
        for f in self.state.pending:  # noqa: SIM110 (a hot path: as in_attack, without a call)
            if f.in_attack:
                return True
        return False

    def tradable(self, p: int) -> list[int]:
        """Cards ``p`` may trade with now: the hand, and for the active player the
        turned-up cards (never cards received in a trade, RULINGS 5)."""
        s = self.state
        if p == s.active:
            return s.turned_up + s.seats[p].hand
        return s.seats[p].hand[:]

    # ----------------------------------------------------------- the draw

    def _draw(self) -> int | None:
        """Take the top card of the draw pile, forming a new pile when needed.

        Ruling (RULINGS 6): a new pile is formed only when a card must be drawn
        from an empty pile; the pass counter then goes up.  When the last pile
        of the game runs out, no new pile is formed and this turn is the last.
        Ruling: if the discard pile is empty at that moment the new pile is
        empty too; the pass still counts, so a game can never stall.
        """
        s = self.state
        if not s.draw:
            if s.ending or s.passes >= s.max_passes:
                s.ending = True
                return None
            s.passes += 1
            s.draw = s.discard
            s.discard = []
            s.rng = rand.shuffle(s.rng, s.draw)
            self._emit("reshuffle", f"The discard pile is shuffled into draw pile "
                       f"{roman(s.passes)} ({len(s.draw)} cards).", passes=s.passes)
            if not s.draw:
                if s.passes >= s.max_passes:
                    s.ending = True
                return None
        card = s.draw.pop()
        if not s.draw and s.passes >= s.max_passes and not s.ending:
            s.ending = True
            self._emit("last_pile", "The last draw pile is used up: this is the last turn.")
        return card

    # ------------------------------------------------------- turn structure

    def _start_turn(self) -> None:
        s = self.state
        s.step = "1a_front"
        s.pending.append(frame("plant_front", s.active))
        self._emit("turn", ("Turn {}: {} is the active player.", (s.turn, self.name(s.active))),
                   player=s.active)

    def _next_step(self) -> None:
        """The main decision of a step is over (the stack is empty): go on."""
        s = self.state
        a = s.active
        step = s.step
        if step == "1a_front":
            s.step = "1a_second"
            s.pending.append(frame("plant_second", a))
        elif step == "1a_second":
            s.step = "1b"
            for f in s.seats[a].fields:
                f.use = bool(f.cards) and BEAN_OF[f.cards[-1]] in ABILITY_BEANS
            s.pending.append(frame("magic", a))
        elif step == "1b":
            for f in s.seats[a].fields:
                f.use = False
            s.step = "2_start"
            for _ in range(2):
                self._turn_up()
            if self._face_up(a, TRADE_SPELL) or (self._face_up(a, PILE_SPELL) and s.discard):
                s.pending.append(frame("phase2_start", a))
        elif step == "2_start":
            s.step = "2_trade"
            s.pending.append(frame("trading", a))
        elif step == "2_trade":
            s.step = "3"
            n = len(s.seats)
            s.planters = [(a + i) % n for i in range(n)]
            self._next_planter()
        elif step == "3":
            if s.planters:
                self._next_planter()
                return
            s.step = "4_draw"
            if self._face_up(a, HAND_CARD_SPELL) and not s.traded:
                s.pending.append(frame("phase4", a))
            else:
                self._draw_end(3)
        elif step == "4_draw":
            s.step = "4_end"
            if self._any_time_spell(a):
                s.pending.append(frame("end_turn", a))
        elif step == "4_end":
            self._end_turn()

    def _next_planter(self) -> None:
        s = self.state
        while s.planters:
            p = s.planters.pop(0)
            if self._must_plant(p):
                s.pending.append(frame("plant_aside", p))
                return

    def _to_plant(self, p: int) -> list[int]:
        """The cards ``p`` must plant in phase 3: for the active player the turned-up
        cards, then the cards received in trades."""
        s = self.state
        if p == s.active:
            return s.turned_up + s.seats[p].aside
        return s.seats[p].aside[:]

    def _must_plant(self, p: int) -> bool:
        """Whether ``p`` has cards to plant in phase 3 (``_to_plant``, without the list)."""
        s = self.state
        return bool(s.seats[p].aside or (p == s.active and s.turned_up))

    def _turn_up(self) -> None:
        card = self._draw()
        if card is None:
            self._emit("turn_up_none", "No card left to turn up.")
            return
        self.state.turned_up.append(card)
        self._emit("turn_up", (turned_up, (self.name(self.state.active), card)), card=card)

    def _draw_end(self, n: int) -> None:
        s = self.state
        a = s.active
        got = []
        for _ in range(n):
            card = self._draw()
            if card is None:
                break
            s.seats[a].hand.append(card)
            got.append(card)
        self._emit("draw", (draws, (self.name(a), len(got))),
                   {a: f"You draw {card_list(got)}." if got else "You draw nothing."},
                   player=a, count=len(got))

    def _end_turn(self) -> None:
        s = self.state
        a = s.active
        seat = s.seats[a]
        back = [x for x in seat.spells if x.borrowed]
        if back:
            seat.spells = [x for x in seat.spells if not x.borrowed]
            s.spell_deck.extend(x.card for x in back)
            s.rng = rand.shuffle(s.rng, s.spell_deck)
            # A card won by a borrowed Spell Card Swap may lie face down: name the cards
            # only to their holder.
            self._emit("spell_back", f"{seat.name} shuffles {len(back)} borrowed spell "
                       f"card{'s' if len(back) != 1 else ''} back into the spell deck.",
                       {a: f"You shuffle {spell_list(x.card for x in back)} back into the spell "
                           "deck."}, player=a)
        for x in seat.spells:
            x.face_up = False
        s.traded = False
        s.trade_spell_used = False
        if s.ending:
            self._finish()
            return
        s.active = (a + 1) % len(s.seats)
        s.turn += 1
        self._start_turn()

    def _finish(self) -> None:
        s = self.state
        s.step = "over"
        self._emit("final", "The game is over: every field is harvested.")
        # Ruling: the final harvest is a harvest like any other, so a Cap Bean row of two
        # or more still draws a spell card (its Groschen can break a tie).  When the spell
        # deck cannot serve everyone, the order decides: players harvest in turn order,
        # beginning with the player whose turn ended the game.
        n = len(s.seats)
        for k in range(n):
            p = (s.active + k) % n
            for i in range(len(s.seats[p].fields) - 1, -1, -1):
                if s.seats[p].fields[i].cards:
                    self._harvest(p, i, final=True)
        scores = [len(x.coins) for x in s.seats]
        gro = [sum(SPELL_CARDS[x.card].groschen for x in seat.spells) for seat in s.seats]
        best = max(scores)
        tied = [p for p in range(len(s.seats)) if scores[p] == best]
        top = max(gro[p] for p in tied)
        winners = [p for p in tied if gro[p] == top]
        s.result = Result(scores, gro, winners)
        s.pending.clear()
        words = " and ".join(self.name(p) for p in winners)
        how = f" (tie broken by Groschen: {top})" if len(tied) > 1 else ""
        self._emit("result", f"{words} win{'s' if len(winners) == 1 else ''} with {best} "
                   f"coins{how}.")

    # ------------------------------------------------------------ settling

    def _settle(self) -> None:
        """Run on until a decision is awaited that somebody can actually make."""
        s = self.state
        pending = s.pending
        may_pass = self._may_pass  # None: ask _resolved about every decision
        if (pending and may_pass is not None and s.result is None
                and pending[-1].kind not in may_pass):
            return  # the decision on top waits for its player (the usual case)
        for _ in range(10_000):
            if s.result is not None:
                return
            if not pending:
                self._next_step()
                continue
            f = pending[-1]
            if may_pass is not None and f.kind not in may_pass:
                return
            if self._resolved(f):
                pending.pop()
                continue
            return
        raise RuntimeError("the engine did not settle")  # a bug, never a player's fault

    def _resolved(self, f: Frame) -> bool:
        """Whether the decision ``f`` has passed by itself (nobody can or need make it)."""
        s = self.state
        k = f.kind
        if k not in MAY_PASS:
            return False
        seat = s.seats[f.player]
        if k in ("plant_front", "plant_second", "flow"):
            return not seat.hand
        if k == "magic":
            # Ruling (hidden information): whether phase 1b may pass by itself must not
            # depend on the hand's hidden varieties, or the table would learn that the
            # player holds no Magic Bean.  With a card in hand and a face-down spell the
            # player might activate, so 1b waits for their own "done".
            if seat.hand and any(not x.face_up for x in seat.spells):
                return False
            for a in self._enumerate(f.player):
                if type(a) is not Harvest and type(a) is not Done:
                    return False  # something to do besides harvesting or ending 1b
            return True
        if k == "activate":
            return f.n <= 0 or not any(not x.face_up for x in seat.spells)
        if k == "plant_aside":
            return not self._must_plant(f.player)
        if k == "fellow_plant":
            f.players = [p for p in f.players if s.seats[p].hand]
            return not f.players
        if k == "end_turn":
            return not self._any_time_spell(f.player)
        return False

    # ------------------------------------------------------- enumeration

    def _enumerate(self, p: int) -> list[Action]:
        s = self.state
        pending = s.pending
        if s.result is not None or not pending:
            return []
        out: list[Action] = []
        f = pending[-1]
        k = f.kind
        if (p in f.players) if k in _SHARED else (p == f.player):
            self._legal_fn[k](self, p, f, out)
            if k in MAIN_FRAMES and p == s.active:
                for x in s.seats[p].spells:
                    if x.face_up:  # (the usual case, no spell face up, goes without a call)
                        self._legal_any_time(p, out)
                        break
        elif not 0 <= p < len(s.seats):
            return out  # not a seat of this game
        if not self._base_harvest:
            if not self.harvest_barred(p):
                for i in self.harvestable_fields(p):
                    out.append(harvest(p, i))
            return out
        # harvest_barred of this class, inlined (every step).  A Sword Bean attack is
        # made and resolved in phase 1b, on top of the phase's own decision: the step
        # moves on only once the stack is empty, so outside 1b no attack is under way.
        if s.step == "1b":
            for g in pending:
                if g.in_attack:
                    return out  # nobody harvests during a Sword Bean attack
        # harvestable_fields of this class, from a table (see _harvest_rows), kept until
        # the seat's fields change
        row = self._harvest_row[p]
        if row is None:
            fields = s.seats[p].fields
            rows = _HARVEST_ROWS[p][_SIZE[len(fields[0].cards)]][_SIZE[len(fields[1].cards)]]
            row = rows[_SIZE[len(fields[2].cards)]] if len(fields) > 2 else rows[0]
            self._harvest_row[p] = row
        out += row
        return out

    def _fields_changed(self, p: int) -> None:
        """Seat ``p``'s fields have changed (a card planted or harvested, a field opened
        or closed): its harvests must be looked up again."""
        self._harvest_row[p] = None

    def _plants(self, p: int, card: int, out: list[Action]) -> None:
        """Add ``p``'s plantings of ``card`` (on the fields ``fitting_fields`` gives)."""
        plants = PLANTS[p]
        if not self._base_fitting:
            for i in self.fitting_fields(p, card):
                out.append(plants[i][card])
            return
        # fitting_fields of this class, inlined: an empty field, or one whose top card is
        # of the same variety
        bean = BEAN_OF[card]
        i = 0
        for fld in self.state.seats[p].fields:
            cards = fld.cards
            if not cards or BEAN_OF[cards[-1]] is bean:
                out.append(plants[i][card])
            i += 1  # noqa: SIM113 (cheaper than enumerate on this hot path)

    def _legal_plant_front(self, p: int, f: Frame, out: list[Action]) -> None:
        self._plants(p, self.state.seats[p].hand[0], out)

    def _legal_plant_second(self, p: int, f: Frame, out: list[Action]) -> None:
        self._plants(p, self.state.seats[p].hand[0], out)
        out.append(DONE[p])

    def _legal_flow(self, p: int, f: Frame, out: list[Action]) -> None:
        self._legal_plant_second(p, f, out)
        if self.state.step == "1b":
            # The Magic Card Flow in phase 1b: each row it starts may use its ability
            # between two plantings, before the flow goes on.
            magic: list[Action] = []
            self._legal_magic(p, f, magic)
            out.extend(a for a in magic if isinstance(a, UseAbility))

    def _legal_fellow_plant(self, p: int, f: Frame, out: list[Action]) -> None:
        self._plants(p, self.state.seats[p].hand[0], out)
        if p == self.state.active:
            out.append(DONE[p])

    def _legal_plant_aside(self, p: int, f: Frame, out: list[Action]) -> None:
        s = self.state
        seat = s.seats[p]
        cards = self._to_plant(p)
        enchant = p == s.active and self._face_up(p, ENCHANT_BEANS_SPELL) is not None
        for c in cards:
            self._plants(p, c, out)
            if enchant:
                for i, fld in enumerate(seat.fields):
                    if len(fld.cards) == 1 and BEAN_OF[fld.cards[0]] != BEAN_OF[c]:
                        out.append(plant(p, c, i, enchant=True))
        if p == s.active and s.trade_spell_used:
            out.extend(Discard(p, c) for c in s.turned_up)

    def _legal_end_turn(self, p: int, f: Frame, out: list[Action]) -> None:
        out.append(DONE[p])

    # ----------------------------------------------------------- doing

    def _do(self, a: Action) -> None:
        s = self.state
        t = type(a)
        if t is Harvest:
            self._harvest(a.player, a.field)
            return
        f = s.pending[-1]
        if t not in _ANY_TIME_ACTIONS:  # the usual case: the decision on top takes it
            self._do_fn[f.kind](self, a, f)
        elif isinstance(a, Swap):
            self._swap(a)
        elif isinstance(a, Retuck):
            self._use_spell(a.player, Spell.RETUCK)
            hand = s.seats[a.player].hand
            card = hand.pop(a.src)
            hand.insert(a.dst, card)
            self._emit("retuck", f"{self.name(a.player)} re-tucks a hand card.",
                       {a.player: f"You move your {bean_name(card)} from place {a.src + 1} "
                                  f"to place {a.dst + 1}."}, player=a.player)
        elif isinstance(a, Cast) and SPELL_OF[a.spell] in ANY_TIME:
            self._cast_any_time(a)
        else:
            self._do_fn[f.kind](self, a, f)

    # phase 1a and planting from the hand

    def _do_plant_front(self, a: Action, f: Frame) -> None:
        assert type(a) is Plant
        self._plant_from_hand(a)
        self.state.pending.pop()

    def _do_plant_second(self, a: Action, f: Frame) -> None:
        if type(a) is Plant:
            self._plant_from_hand(a)
        self.state.pending.pop()

    def _do_flow(self, a: Action, f: Frame) -> None:
        if type(a) is Plant:
            self._plant_from_hand(a)
        elif type(a) is UseAbility:
            self._ability(a)
        else:
            self.state.pending.pop()

    def _do_fellow_plant(self, a: Action, f: Frame) -> None:
        if type(a) is Plant:
            self._plant_from_hand(a)
        f.players.remove(a.player)

    def _plant_from_hand(self, a: Plant) -> None:
        hand = self.state.seats[a.player].hand
        assert hand[0] == a.card
        hand.pop(0)
        self._plant(a.player, a.card, a.field)

    def _plant(self, p: int, card: int, i: int, enchant: bool = False) -> None:
        s = self.state
        fld = s.seats[p].fields[i]
        new_row = not fld.cards
        fld.cards.append(card)
        self._fields_changed(p)
        if new_row and s.step == "1b" and p == s.active:
            # RULINGS 5: a row started during 1b, by any means, gives a fresh use
            fld.use = BEAN_OF[card] in ABILITY_BEANS
        self._emit("plant", (plants, (self.name(p), card, i, enchant, len(fld.cards))),
                   player=p, field=i, card=card)

    def _harvest(self, p: int, i: int, final: bool = False) -> None:
        s = self.state
        seat = s.seats[p]
        fld = seat.fields[i]
        cards = fld.cards
        bean = BEAN_OF[cards[-1]]
        coins = VARIETIES[bean].coins_for(len(cards))
        # RULINGS 4: coins come from the top of the row down, the rest is discarded
        for _ in range(coins):
            seat.coins.append(cards.pop())
        s.discard.extend(cards)
        n = len(cards) + coins
        fld.cards = []
        self._fields_changed(p)
        fld.use = False
        extra = ""
        if bean == CAP_BEAN and n >= 2 and s.spell_deck:
            card = s.spell_deck.pop()
            seat.spells.append(SpellSlot(card))
            extra = " and a spell card"
            priv = {p: f"You harvest {n} {VARIETIES[bean].name}s for {coins} coin"
                       f"{'s' if coins != 1 else ''} and draw the spell card "
                       f"{spell_name(card)}."}
        else:
            priv = {}
        if self._temporary_field(p):
            # Bean Field Spell: the first harvest closes the harvested field
            del seat.fields[i]
            extra += "; back to two fields"
        self._emit("harvest", (harvests, (seat.name, n, bean, i, coins, extra)), priv,
                   player=p, field=i, coins=coins)

    def cards_elsewhere(self) -> list[int]:
        """Card ids a variant keeps in places of its own (checked by rules.invariants)."""
        return []

    def variant_view(self, viewer: int | None) -> dict[str, list[int]]:
        """What a variant adds to ``viewer``'s view (only what they may know)."""
        return {}

    def _temporary_field(self, p: int) -> bool:
        """Whether ``p``'s fields include a Bean Field Spell's temporary third field
        (variants with a bought, permanent third field say no)."""
        return len(self.state.seats[p].fields) == 3

    # phase 1b

    # the Sword Bean

    # any-time spells

    # phase 2

    # phase 3

    def _do_plant_aside(self, a: Action, f: Frame) -> None:
        s = self.state
        p = a.player
        if type(a) is Discard:
            s.turned_up.remove(a.card)
            s.discard.append(a.card)
            self._emit("discard", f"{self.name(p)} discards the turned-up {bean_name(a.card)} "
                       "(Trade Spell).", player=p, card=a.card)
            return
        assert type(a) is Plant
        if a.card in s.turned_up and p == s.active:
            s.turned_up.remove(a.card)
        else:
            s.seats[p].aside.remove(a.card)
        if a.enchant:
            self._use_spell(p, Spell.ENCHANT_BEANS)
        self._plant(p, a.card, a.field, enchant=a.enchant)

    # phase 4

    def _do_end_turn(self, a: Action, f: Frame) -> None:
        self.state.pending.pop()

    # ------------------------------------------------------- explanations

    def _explain(self, a: Action) -> str:
        """Why ``a`` is not legal now, naming the rule."""
        s = self.state
        p = a.player
        if not 0 <= p < len(s.seats):
            return f"There is no seat {p}."
        if s.result is not None:
            return "The game is over: no more actions."
        who = ", ".join(w.text for w in self.awaiting())
        if isinstance(a, Harvest):
            fields = s.seats[p].fields
            if self.in_attack():
                return "Nobody may harvest while a Sword Bean attack is being resolved."
            if not 0 <= a.field < len(fields) or not fields[a.field].cards:
                return "There is nothing to harvest on that field."
            return ("Bean protection rule: a field with a single bean may not be harvested "
                    "while another of your fields holds more than one.")
        if not any(w.player == p for w in self.awaiting()):
            return f"It is not {self.name(p)}'s decision now: {who}."
        f = s.pending[-1]
        if isinstance(a, Plant):
            seat = s.seats[p]
            if not 0 <= a.field < len(seat.fields):
                return f"{self.name(p)} has no field {a.field + 1}."
            if a.enchant:
                return ("Enchantment of the Beans: needs the spell face up in phase 3 and a "
                        "field with exactly one bean of another variety.")
            top = _top_bean(seat.fields[a.field])
            if f.kind in ("plant_front", "plant_second", "flow", "fellow_plant") and (
                    not seat.hand or seat.hand[0] != a.card):
                return ("Hand order: only the front card of the hand may be planted; the order "
                        "of a hand never changes.")
            if top is not None and 0 <= a.card < len(BEAN_OF) and top != BEAN_OF[a.card]:
                return (f"A field holds one variety only: field {a.field + 1} holds "
                        f"{VARIETIES[top].name}s, so a {bean_name(a.card)} may not go there. "
                        "Harvest a field first if nothing fits.")
            if f.kind == "magic":
                return "Phase 1a is over: no more than two cards are planted from the hand."
            return "That card cannot be planted now."
        if isinstance(a, UseAbility):
            seat = s.seats[p]
            if f.kind != "magic":
                return "Bean abilities are used by the active player in phase 1b only."
            if not 0 <= a.field < len(seat.fields) or not seat.fields[a.field].cards:
                return "There is no row on that field."
            fld = seat.fields[a.field]
            bean = BEAN_OF[fld.cards[-1]]
            if bean not in ABILITY_BEANS:
                return f"The {VARIETIES[bean].name} has no ability."
            if not fld.use:
                return ("Each row gives its ability once in phase 1b; extending a row gives no "
                        "new use, only a newly started row does.")
            if bean == Bean.MEAN and len(fld.cards) < 4:
                return "The Mean Bean needs 4 or more on its field (or an active Attack Spell)."
            if a.attack_spell and not self._face_up(p, Spell.ATTACK):
                return "The Attack Spell must be face up (activated) to be used."
            if bean == Bean.SWORD:
                return ("A Sword Bean attacks a fellow player who has coins; a player without "
                        "coins cannot be attacked.")
            if bean == Bean.PICKER:
                return "The Picker Bean needs a fellow player with hand cards."
            if bean == Bean.MAGIC:
                return "The Magic Bean needs one of your spell cards face down to activate."
            return "That ability cannot be used this way."
        if isinstance(a, Cast | Swap | Retuck | ActivateWithBean):
            if isinstance(a, ActivateWithBean):
                if f.kind != "magic":
                    return "Spell cards are activated with Magic Beans in phase 1b only."
                return ("Activating a spell costs a Magic Bean from your hand and needs a "
                        "face-down spell card of yours.")
            spell = SPELL_OF[a.spell] if isinstance(a, Cast) and 0 <= a.spell < SPELL_COUNT \
                else (Spell.SWAP if isinstance(a, Swap) else Spell.RETUCK)
            info = next(c for c in SPELL_CARDS if c.spell == spell)
            if not self._face_up(p, spell):
                return f"{info.name} must be face up (activated) before it can be used."
            if p != s.active:
                return "Spells are used by the active player only."
            if isinstance(a, Swap):
                return ("The Spell Card Swap is traded for a face-down spell card of a fellow "
                        "player.")
            if spell == Spell.HAND_CARD and s.traded:
                return ("The Hand Card Spell draws five cards only if no trade or gift came "
                        "about this turn.")
            return f"{info.name} is used in phase {info.when}, by its own conditions."
        if isinstance(a, DraftGive | DraftAsk):
            return self._explain_draft(a)
        if isinstance(a, Accept | Conclude):
            return "The cards given must be exactly the varieties asked for, from your own cards."
        if isinstance(a, OfferStart):
            return "Only the active player trades, with fellow players, in phase 2."
        if isinstance(a, Discard):
            return ("Turned-up cards must be planted in phase 3; only after the Trade Spell may "
                    "the untraded ones be discarded.")
        if isinstance(a, Tuck):
            return ("Only a card being decided on (taken with a Picker Bean, drawn with 4 or "
                    "more White Beans, or won in a Sword Bean attack) may be tucked.")
        if isinstance(a, ChooseCoin):
            return "Attack Spell: choose one of the two coins revealed (0 or 1)."
        if isinstance(a, Activate):
            return ("A spell card turns face up this way only after a Magic Bean ability or a "
                    "Magic coin, and only if it lies face down.")
        return f"That is not one of the choices now: {who}."


# --------------------------------------------------------------- utilities












def new_game(seats: list[str], seed: int, variant: str = "excalibohn") -> Game:
    """Deal a new game for the named seats (3 to 5), reproducible from ``seed``."""
    return Game.new(seats, seed, variant)


Game._legal_fns = _methods(Game, "_legal_")
Game._do_fns = _methods(Game, "_do_")
Game._ask_rows = [asks_after(Game, p) for p in range(5)]
