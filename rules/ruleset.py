"""How a game is put together from its rule modules.

Each rule module (a *part*, named in ``GameSpec.parts``) says what it adds to the game
with module attributes, all optional:

- ``STEPS``: step name -> function run when the turn reaches that step (it may push a
  decision, or do its work at once);
- ``DECISIONS``: decision kind -> ``Decision``: who decides is the frame's player, what
  they may do is ``legal``, why anything else is refused is ``refuse`` (side by side
  with it), and ``apply`` carries a choice out;
- ``EXTENSIONS``: decision kind -> ``Extension``s: more choices in a decision of
  another part (a spell usable while planting, a decree's extra option);
- ``MOVES``: ``Move``s, actions a seat may take outside the decision on top (a harvest,
  buying a field, a sacrifice, an offer), each with one complete legality check;
- hooks, lists of functions every part may add to: ``HARVEST_BARS`` (why a seat may not
  harvest now), ``PROTECTION_LIFTED`` (a seat's harvests ignore the protection rule),
  ``AFTER_PLANT`` (what planting a card also does), ``AFTER_HARVEST`` (what a harvest
  brings besides coins), ``HARVEST_BRINGS`` (the same told before the harvest, in words,
  for the views), ``HARVEST_CLOSES`` (a harvest takes the field harvested away: no room
  is made on it), ``PILE_OUT`` (something that happens instead of the reshuffle
  when the draw pile runs out), ``TRADE_RULES`` (why a deal is not allowed),
  ``REFUSE_BARS`` (why an offer may not be refused), ``HIDDEN_CHOICES`` (a seat holds
  hidden cards that could give them a choice now), ``TRADE_COSTS`` (what a trade or gift
  now would cost a seat besides its cards, in words, for the views);
- ``DEALS``: name -> function that deals a new game (``GameSpec.deal`` names one);
- ``OUT_OF_PLACE``: action class -> why an action of that class is refused where the
  decision on top does not take it (e.g. a bean ability outside phase 1b).

``ruleset(spec)`` merges the parts of a game once (a name given by two parts is an
error: parts add, they never override) and keeps the result for every game of that
spec.  The parts are imported only then: a game of Excalibohn imports none of
Bohnedikt's rules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from importlib import import_module
from typing import TYPE_CHECKING, Any

from .games import GameSpec

if TYPE_CHECKING:
    from .actions import Action
    from .engine import Game
    from .state import Frame


@dataclass(frozen=True)
class Decision:
    """One kind of decision awaited from the frame's player (or players)."""

    #: the player's legal actions in this decision
    legal: Callable[[Game, int, Frame], list[Action]]
    #: why ``action`` (not among the legal ones) is refused, in words naming the rule
    refuse: Callable[[Game, Action, Frame], str]
    #: carry out a legal action
    apply: Callable[[Game, Action, Frame], None]
    #: whether the decision passes by itself now (nobody can or need make it); it may
    #: do the decision's automatic work as it passes
    passes: Callable[[Game, Frame], bool] | None = None
    #: awaited from several players at once (``Frame.players``)
    shared: bool = False
    #: the active player may use "any time" spells while deciding it
    main: bool = False
    #: offers may be made while it is on top (the active player's trading)
    trading: bool = False
    #: action types not listed by ``legal`` but checked by ``check`` (counter-offers)
    open: tuple[type, ...] = ()
    #: the complete check of an ``open`` action: None if legal, else why not
    check: Callable[[Game, Action, Frame], str | None] | None = None
    #: the cards lying face up (beside the fields or in the middle) that this decision
    #: lets the player plant, whether they must or may: shown in the view
    #: (``DecisionView.places``), so that one that fits no field can be offered a harvest
    places: Callable[[Game, int], list[int]] | None = None
    #: whether the player, awaited all the same so that the table learns nothing of their
    #: hand from the decision passing by itself, has nothing to do in it but go on (moves
    #: allowed at any time apart): told to them alone (``DecisionView.idle``)
    idle: Callable[[Game, int], bool] | None = None
    #: the one action left to the player where the whole table can tell it is the only
    #: one, or will as it is made (their hidden cards could give them no other,
    #: ``Ruleset.hidden_choices``): it may be made for them, without calling them to the
    #: keyboard (``Game.forced``)
    forced: Callable[[Game, int], Action | None] | None = None


@dataclass(frozen=True)
class Extension:
    """More choices in a decision another part defines."""

    legal: Callable[[Game, int, Frame], list[Action]]
    #: whether this extension carries out ``action`` (a legal one of its kind)
    takes: Callable[[Action], bool]
    apply: Callable[[Game, Action, Frame], None]
    #: why an action this extension takes is refused (None: leave it to the decision)
    refuse: Callable[[Game, Action, Frame], str | None] = lambda game, action, frame: None


@dataclass(frozen=True)
class Move:
    """Actions of ``types`` that a seat may take outside the decision on top."""

    types: tuple[type, ...]
    #: the complete legality check: None if ``action`` is legal now, else why not
    refuse: Callable[[Game, Action], str | None]
    apply: Callable[[Game, Action], None]
    #: seat ``p``'s legal moves of this kind now (each passes ``refuse``); None: not
    #: listed (offers: see ``rules.trading.offer_space``)
    legal: Callable[[Game, int], list[Action]] | None = None
    #: whether moves of this kind may be made at all now, as the whole table may know
    #: (None: not told; a sacrifice is never made while an offer is open)
    open_now: Callable[[Game], bool] | None = None


@dataclass
class Ruleset:
    """Everything the parts of one game add, merged."""

    spec: GameSpec
    steps: dict[str, Callable[[Game], None]] = field(default_factory=dict)
    decisions: dict[str, Decision] = field(default_factory=dict)
    extensions: dict[str, list[Extension]] = field(default_factory=dict)
    moves: list[Move] = field(default_factory=list)
    deals: dict[str, Callable[..., Any]] = field(default_factory=dict)
    #: English marked with ``N_``: put into words (``_``) when a refusal says it
    out_of_place: dict[type, str] = field(default_factory=dict)
    harvest_bars: list[Callable[[Game, int], str | None]] = field(default_factory=list)
    protection_lifted: list[Callable[[Game, int], bool]] = field(default_factory=list)
    after_plant: list[Callable[[Game, int, int, bool], None]] = field(default_factory=list)
    #: each returns (what else the harvest did, for the log's words: "spell", "closed" or
    #: ""; a text only the harvesting player reads, a recipe of ``rules.events``, or None)
    after_harvest: list[Callable[..., tuple[str, Any]]] = field(default_factory=list)
    #: each says what harvesting seat p's field i now would bring besides coins ("")
    harvest_brings: list[Callable[[Game, int, int], str]] = field(default_factory=list)
    #: each says whether harvesting seat p's field i now takes that field away
    harvest_closes: list[Callable[[Game, int, int], bool]] = field(default_factory=list)
    pile_out: list[Callable[[Game], bool]] = field(default_factory=list)
    trade_rules: list[Callable[..., str | None]] = field(default_factory=list)
    refuse_bars: list[Callable[[Game, int], str | None]] = field(default_factory=list)
    #: each says whether seat p holds hidden cards that could give them a choice now, as
    #: the whole table can tell (a sacrifice card in hand: only its holder knows whether
    #: it can be fulfilled)
    hidden_choices: list[Callable[[Game, int], bool]] = field(default_factory=list)
    #: each says what a trade or gift coming about now would cost seat p besides its
    #: cards, in words ("": nothing)
    trade_costs: list[Callable[[Game, int], str]] = field(default_factory=list)
    _listed_moves: list[Move] = field(default_factory=list)

    @property
    def listed_moves(self) -> list[Move]:
        """The moves whose actions ``legal_actions`` lists (all but offers)."""
        return self._listed_moves

    def move_for(self, action: Action) -> Move | None:
        for move in self.moves:
            if isinstance(action, move.types):
                return move
        return None


_DICTS = {"STEPS": "steps", "DECISIONS": "decisions", "DEALS": "deals",
          "OUT_OF_PLACE": "out_of_place"}
_LISTS = {"MOVES": "moves", "HARVEST_BARS": "harvest_bars",
          "PROTECTION_LIFTED": "protection_lifted", "AFTER_PLANT": "after_plant",
          "AFTER_HARVEST": "after_harvest", "HARVEST_BRINGS": "harvest_brings",
          "HARVEST_CLOSES": "harvest_closes",
          "PILE_OUT": "pile_out",
          "TRADE_RULES": "trade_rules", "REFUSE_BARS": "refuse_bars",
          "HIDDEN_CHOICES": "hidden_choices", "TRADE_COSTS": "trade_costs"}


@cache  # (specs are compared by identity: one ruleset per game)
def ruleset(spec: GameSpec) -> Ruleset:
    """The rules of ``spec``'s game: its parts merged."""
    rules = Ruleset(spec)
    for name in spec.parts:
        part = import_module(f"rules.{name}")
        for attr, where in _DICTS.items():
            mine: dict = getattr(rules, where)
            for key, value in getattr(part, attr, {}).items():
                if key in mine:
                    raise ValueError(f"rules.{name} gives {attr} {key!r} a second time")
                mine[key] = value
        for attr, where in _LISTS.items():
            getattr(rules, where).extend(getattr(part, attr, ()))
        for kind, extensions in getattr(part, "EXTENSIONS", {}).items():
            rules.extensions.setdefault(kind, []).extend(extensions)
    for step in spec.turn + spec.ending:
        if step not in rules.steps:
            raise ValueError(f"{spec.name}: no part has the step {step!r}")
    if spec.deal not in rules.deals:
        raise ValueError(f"{spec.name}: no part deals {spec.deal!r}")
    rules._listed_moves = [m for m in rules.moves if m.legal is not None]
    return rules
