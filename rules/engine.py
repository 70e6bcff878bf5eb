"""The engine: who is awaited, what they may do, applying it, and running on.

``Game`` wraps one ``State`` and the rules of its game (``rules.ruleset``: the game's
spec and the rule modules it names).  The state holds a stack of awaited decisions
(``State.pending``); the top frame says who decides and what kind of decision it is.
``legal_actions`` lists a seat's legal actions (the decision on top, if the seat is
awaited, and the moves a seat may make outside it, such as a harvest); ``why_not`` says
why an action is not legal, naming the rule; ``apply`` carries out a legal action and
then lets the game run on by itself (``_settle``) until somebody must decide again.

Everything a rule says lives in the rule modules; this module only dispatches to them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import NamedTuple

from . import rng as rand
from .actions import Action
from .events import NO_SECRETS, Event, Text
from .games import GameSpec, spec_for
from .i18n import _, ngettext
from .ruleset import Ruleset, ruleset
from .state import Frame, State, copy_of
from .turn import next_step, start_turn
from .views import View, project


class _Listed(NamedTuple):
    """One seat's legal actions at one moment: those of the decision on top, and all of
    them (the moves outside it included)."""

    decided: list[Action]
    every: list[Action]


class IllegalAction(ValueError):
    """An action that the rules do not allow now.  The message names the rule."""


@dataclass(frozen=True)
class Awaited:
    """A seat whose decision is awaited, and the kind of decision."""

    player: int
    kind: str
    #: the player's name, and what they decide in words (``GameSpec.decisions``)
    name: str
    words: str

    @property
    def text(self) -> str:
        """The decision in words, e.g. "Ann must plant their front card"."""
        return _(self.words).format(name=self.name)


@dataclass
class SavedGame:
    state: State
    log: list[Action]


_GAME_ADAPTER: list = []


def game_adapter():
    """The JSON adapter for a whole game, built (and Pydantic imported) on first use."""
    if not _GAME_ADAPTER:
        from pydantic import TypeAdapter

        _GAME_ADAPTER.append(TypeAdapter(SavedGame))
    return _GAME_ADAPTER[0]


class Game:
    """One game of any of the rulebooks.  Build it with ``new_game`` or ``rules.builder``."""

    def __init__(self, state: State, log: list[Action] | None = None,
                 spec: GameSpec | None = None) -> None:
        self.state = state
        self.spec: GameSpec = spec or spec_for(state.variant, len(state.seats), state.edition)
        self.rules: Ruleset = ruleset(self.spec)
        self.log: list[Action] = list(log or [])
        self.events: list[Event] = []
        #: seat -> its legal actions, until the next action
        self._legal: dict[int, _Listed] = {}
        #: the seat whose action is being carried out (what it emits is its move's)
        self._by: int | None = None

    # ------------------------------------------------------------------ setup

    @classmethod
    def new(cls, seats: list[str], seed: int, variant: str = "excalibohn",
            edition: int | None = None) -> Game:
        """Deal a new game of ``variant`` for the named seats, reproducible from ``seed``,
        played by ``edition`` of our rules (None: the current one; an older one replays a
        game saved then, ``rules.games.EDITION``)."""
        spec = spec_for(variant, len(seats), edition)
        if len(seats) not in spec.seats:
            low, high = spec.seats.start, spec.seats.stop - 1
            raise ValueError(
                _("{game} is played by {low} to {high} players").format(
                    game=_(spec.title), low=low, high=high) if low != high
                else ngettext("{game} is played by {n} player",
                              "{game} is played by {n} players", low).format(
                                  game=_(spec.title), n=low))
        rules = ruleset(spec)
        state = State(variant=variant, seed=seed, seats=[], draw=[], discard=[],
                      spell_deck=[], rng=rand.seed_state(seed), edition=spec.edition,
                      max_passes=spec.passes[len(seats)])
        game = cls(state, spec=spec)  # (seats are dealt next)
        rules.deals[spec.deal](game, list(seats))
        start_turn(game)
        game._settle()
        return game

    def clone(self) -> Game:
        """An independent copy of the position and its log (not of its events)."""
        return type(self)(copy_of(self.state), self.log, self.spec)

    # ------------------------------------------------------------ public API

    @property
    def phase(self) -> str:
        """The phase of the turn as the game's rulebook counts it (``over`` at the end)."""
        return self.spec.phase(self.state.step).label

    @property
    def finished(self) -> bool:
        return self.state.result is not None

    def awaiting(self) -> list[Awaited]:
        """Who must decide now, and what kind of decision it is."""
        s = self.state
        if s.result is not None or not s.pending:
            return []
        f = s.pending[-1]
        words = self.spec.decisions[f.kind]
        who = f.players if self.rules.decisions[f.kind].shared else [f.player]
        return [Awaited(p, f.kind, s.seats[p].name, words) for p in who]

    def deciding(self) -> int | None:
        """The first seat in ``awaiting()`` (None when nobody is awaited)."""
        s = self.state
        if s.result is not None or not s.pending:
            return None
        f = s.pending[-1]
        if self.rules.decisions[f.kind].shared:
            return f.players[0] if f.players else None
        return f.player

    def legal_actions(self, player: int) -> list[Action]:
        """Every legal action of ``player`` now, except offers (see ``rules.actions.Offer``).

        Harvests are legal for anyone at any time outside a Sword Bean attack, so they
        are listed for seats that are not awaited too."""
        return self._listed(player).every[:]

    def moves(self, player: int) -> list[Action]:
        """``player``'s legal actions outside the decision on top, which they may take
        whoever is awaited: harvests, buying a field, sacrifices, "any time" spells."""
        listed = self._listed(player)
        return [a for a in listed.every if a not in listed.decided]

    def forced(self, player: int) -> Action | None:
        """The one action the decision on top leaves ``player`` where the whole table can
        tell it is the only one (``Decision.forced``): it may be made for them.  None
        otherwise, and when they are not awaited."""
        if not self._awaits(player):
            return None
        rule = self.rules.decisions[self.state.pending[-1].kind].forced
        return None if rule is None else rule(self, player)

    def is_legal(self, action: Action) -> bool:
        return self.why_not(action) is None

    def why_not(self, action: Action) -> str | None:
        """None if ``action`` is legal now; else why not, in words naming the rule."""
        return self._judge(action)[1]

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action and return the events it caused.

        An illegal action raises ``IllegalAction`` naming the rule it breaks; the state
        is left untouched.
        """
        carry_out, why = self._judge(action)
        if carry_out is None:
            raise IllegalAction(why)
        first = len(self.events)
        self._legal.clear()
        self._by = action.player
        try:
            carry_out()
        finally:
            self._by = None
        self._settle()
        self.log.append(action)
        return self.events[first:]

    def view(self, player: int | None) -> View:
        """What seat ``player`` may know (None: an onlooker, the public view)."""
        return project(self, player)

    def public_view(self) -> View:
        return project(self, None)

    def events_for(self, viewer: int | None, start: int = 0) -> list[str]:
        """The game log from event ``start`` on, in words, redacted for ``viewer``."""
        return [e.text_for(viewer) for e in self.events[start:]]

    # ---------------------------------------------------------- persistence

    def to_json(self) -> str:
        """The whole game (state and action log) as JSON."""
        return game_adapter().dump_json(SavedGame(state=self.state, log=self.log)).decode()

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        saved = game_adapter().validate_json(text)
        return cls(saved.state, saved.log)

    @classmethod
    def replay(cls, seats: list[str], seed: int, actions: list[Action],
               variant: str = "excalibohn", edition: int | None = None) -> Game:
        """Deal with ``seed`` and apply ``actions`` in order (by ``edition`` of the rules,
        as ``new``)."""
        game = cls.new(seats, seed, variant, edition)
        for a in actions:
            game.apply(a)
        return game

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self.state == other.state and self.log == other.log

    __hash__ = None  # type: ignore[assignment]

    # ------------------------------------------------- helpers for the parts

    def emit(self, kind: str, text: Text, private: dict[int, str] | None = None,
             **data: int | str | None) -> None:
        """Record an event; ``text`` may be a recipe put into words when first read."""
        self.events.append(Event(kind, text, private or NO_SECRETS, data, self._by))

    def now_acting(self, seat: int) -> None:
        """The events from here on, within the move being carried out, are ``seat``'s
        doing (``Event.by``): a defender strikes back by themselves, inside the attacker's
        move."""
        if self._by is not None:
            self._by = seat

    def push(self, kind: str, player: int, **details) -> Frame:
        """Await a decision of ``kind`` from ``player`` (on top of the stack)."""
        frame = Frame(kind, player, **details)
        self.state.pending.append(frame)
        return frame

    def not_a_choice(self, action: Action) -> str:
        """The refusal of an action the decision on top does not take: why an action of
        its kind is out of place (said by the part it belongs to), or who decides what."""
        why = self.rules.out_of_place.get(type(action))
        if why:
            return _(why)
        who = ", ".join(w.text for w in self.awaiting())
        return _("That is not one of the choices now: {who}.").format(who=who)

    def name(self, p: int) -> str:
        return self.state.seats[p].name

    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.state.seats)

    def fellows(self, p: int) -> list[int]:
        """The other seats, in turn order from ``p``'s left."""
        n = len(self.state.seats)
        return [(p + i) % n for i in range(1, n)]

    # --------------------------------------------------------------- inner

    def _judge(self, action: Action) -> tuple[Callable[[], None] | None, str | None]:
        """How to carry out ``action`` if it is legal, else why it is not: the one place
        that finds who decides it (the decision on top, one of its extensions, or a
        move) and asks that part."""
        p = action.player
        s = self.state
        if not 0 <= p < len(s.seats):
            return None, _("There is no seat {seat}.").format(seat=p)
        if s.result is not None:
            return None, _("The game is over: no more actions.")
        listed = self._listed(p)
        if action in listed.decided:  # (the very object is found first, by identity)
            return self._by_decision(action), None
        move = self.rules.move_for(action)
        if action in listed.every:
            assert move is not None
            return partial(move.apply, self, action), None
        awaited = self._awaits(p)
        f = s.pending[-1] if s.pending else None
        if awaited and isinstance(action, self.rules.decisions[f.kind].open):
            why = self.rules.decisions[f.kind].check(self, action, f)
            return (self._by_decision(action) if why is None else None), why
        if move is not None:  # (its check is complete: None means legal)
            why = move.refuse(self, action)
            return (partial(move.apply, self, action) if why is None else None), why
        if not awaited:
            who = ", ".join(w.text for w in self.awaiting())
            return None, _("It is not {name}'s decision now: {who}.").format(
                name=self.name(p), who=who)
        for ext in self.rules.extensions.get(f.kind, ()):
            if ext.takes(action):
                why = ext.refuse(self, action, f)
                if why:
                    return None, why
        return None, self.rules.decisions[f.kind].refuse(self, action, f)

    def _by_decision(self, action: Action) -> Callable[[], None]:
        """Carry out a legal action of the decision on top (or of an extension of it)."""
        f = self.state.pending[-1]
        for ext in self.rules.extensions.get(f.kind, ()):
            if ext.takes(action):
                return partial(ext.apply, self, action, f)
        return partial(self.rules.decisions[f.kind].apply, self, action, f)

    def _awaits(self, p: int) -> bool:
        s = self.state
        if s.result is not None or not s.pending:
            return False
        f = s.pending[-1]
        return p in f.players if self.rules.decisions[f.kind].shared else p == f.player

    def _listed(self, p: int) -> _Listed:
        """``p``'s legal actions now (kept until the next action)."""
        listed = self._legal.get(p)
        if listed is None:
            s = self.state
            decided: list[Action] = []
            every: list[Action] = []
            if s.result is None and s.pending and 0 <= p < len(s.seats):
                f = s.pending[-1]
                rules = self.rules
                decision = rules.decisions[f.kind]
                if (p in f.players) if decision.shared else (p == f.player):
                    decided = decision.legal(self, p, f)
                    for ext in rules.extensions.get(f.kind, ()):
                        decided += ext.legal(self, p, f)
                every = decided[:]
                for move in rules.listed_moves:
                    every += move.legal(self, p)
            listed = self._legal[p] = _Listed(decided, every)
        return listed

    def _settle(self) -> None:
        """Run on until a decision is awaited that somebody can actually make."""
        s = self.state
        for _step in range(10_000):
            if s.result is not None:
                return
            if not s.pending:
                next_step(self)
                continue
            f = s.pending[-1]
            passes = self.rules.decisions[f.kind].passes
            if passes is not None and passes(self, f):
                s.pending.pop()
                continue
            return
        raise RuntimeError("the engine did not settle")  # a bug, never a player's fault


def new_game(seats: list[str], seed: int, variant: str = "excalibohn") -> Game:
    """Deal a new game for the named seats, reproducible from ``seed``."""
    return Game.new(seats, seed, variant)
