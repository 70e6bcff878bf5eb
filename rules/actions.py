"""Typed actions: everything a seat can decide, as small frozen dataclasses.

Every action names the ``player`` (seat index) who takes it.  ``Game.legal_actions``
lists them, except offers (see ``Offer``); ``Game.apply`` accepts exactly the legal
ones.  ``ACTION_ADAPTER`` turns them into JSON and back (a union told apart by
``kind``), which is what the save files and the action log use; Pydantic is imported
only when such an adapter is first built.

The actions are grouped by the rule module that decides them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Literal

from .cards import Bean

if TYPE_CHECKING:
    from pydantic import TypeAdapter

_action = dataclass(frozen=True, slots=True)


# fields and planting (rules.fields, rules.planting)

@_action
class Plant:
    """Plant bean card ``card`` on field ``field`` (an index into the player's fields).

    ``enchant`` uses the Enchantment of the Beans: the field holds exactly one bean of
    another variety, which from now on counts as the planted variety.
    """

    player: int
    card: int
    field: int
    enchant: bool = False
    kind: Literal["plant"] = "plant"


@_action
class Harvest:
    """Harvest one of one's own fields (any time, but not during a Sword Bean attack)."""

    player: int
    field: int
    kind: Literal["harvest"] = "harvest"


@_action
class BuyField:
    """Pay coins for a permanent third field (classic Bohnanza, Bohnedikt)."""

    player: int
    kind: Literal["buy_field"] = "buy_field"


@_action
class Tuck:
    """Put the card being decided on behind one's hand instead of planting it."""

    player: int
    card: int
    kind: Literal["tuck"] = "tuck"


@_action
class Discard:
    """Discard a turned-up card nobody took (Trade Spell, Compost), or a bean left lying
    (Bohnedikt for two)."""

    player: int
    card: int
    kind: Literal["discard"] = "discard"


@_action
class Done:
    """Say "no more" in the decision on top: skip the optional plant, end phase 1b, end
    trading, stop the Magic Card Flow, decline an optional plant or activation, end the
    turn.  What it means there is in the game's ``GameSpec.done_words``."""

    player: int
    kind: Literal["done"] = "done"


# trading (rules.trading)

@_action
class Offer:
    """An offer: ``give`` (card ids of one's tradable cards) for ``ask`` (varieties, one
    card each; repeats ask for more than one), to the seats ``to``.

    The active player offers to one fellow player or to several; a fellow player may put
    an offer to the active player (``to`` is the active player alone).  A gift asks for
    nothing.  Offers are not listed by ``legal_actions`` (there are far too many): the
    rules' ``offer_space`` lists a documented selection, and ``Game.why_not`` says
    what is wrong with any other.
    """

    player: int
    to: tuple[int, ...]
    give: tuple[int, ...] = ()
    ask: tuple[Bean, ...] = ()
    kind: Literal["offer"] = "offer"


@_action
class CounterOffer:
    """Answer an offer with another: ``give`` for ``ask``, to the one who offered."""

    player: int
    give: tuple[int, ...] = ()
    ask: tuple[Bean, ...] = ()
    kind: Literal["counter_offer"] = "counter_offer"


@_action
class Accept:
    """Answer an offer with yes, handing over ``cards`` for what was asked."""

    player: int
    cards: tuple[int, ...] = ()
    kind: Literal["accept"] = "accept"


@_action
class Refuse:
    player: int
    kind: Literal["refuse"] = "refuse"


@_action
class Conclude:
    """The one who offered closes the deal with ``partner``'s answer, giving ``cards``
    for what a counter-offer asked (empty for an accepted offer)."""

    player: int
    partner: int
    cards: tuple[int, ...] = ()
    kind: Literal["conclude"] = "conclude"


# bean abilities and attacks (rules.abilities, rules.attacks)

@_action
class UseAbility:
    """Phase 1b: use the ability of the row on ``field``.

    ``target`` is the fellow player for a Picker or Sword Bean; ``attack_spell`` spends
    an active Attack Spell (Mean Bean with fewer than 4, or two coins in a Sword Bean
    attack).
    """

    player: int
    field: int
    target: int | None = None
    attack_spell: bool = False
    kind: Literal["ability"] = "ability"


@_action
class ActivateWithBean:
    """Phase 1b: discard Magic Bean ``bean`` from the hand to turn spell card ``spell``
    face up."""

    player: int
    bean: int
    spell: int
    kind: Literal["activate_with_bean"] = "activate_with_bean"


@_action
class Activate:
    """Turn spell card ``spell`` face up (Magic Bean ability, Magic coin in an attack)."""

    player: int
    spell: int
    kind: Literal["activate"] = "activate"


@_action
class ChooseCoin:
    """Attack Spell in a Sword Bean attack: resolve revealed coin number ``index``."""

    player: int
    index: int
    kind: Literal["choose_coin"] = "choose_coin"


# spells (rules.spells)

@_action
class Cast:
    """Use an active spell that needs no further target (Bean Field, Trade, Pile, Magic
    Card Flow, Enchantment of the Fellow Players, Hand Card, Random)."""

    player: int
    spell: int
    kind: Literal["cast"] = "cast"


@_action
class Swap:
    """Spell Card Swap: give it to ``target`` for their face-down spell in ``slot``."""

    player: int
    target: int
    slot: int
    kind: Literal["swap"] = "swap"


@_action
class KeepSwapped:
    """After a swap: keep the spell card received face up (active) or face down."""

    player: int
    face_up: bool
    kind: Literal["keep_swapped"] = "keep_swapped"


@_action
class Retuck:
    """Re-tuck Spell: move the hand card at position ``src`` to position ``dst``."""

    player: int
    src: int
    dst: int
    kind: Literal["retuck"] = "retuck"


# Bohnedikt's sacrifices (rules.sacrifices)

@_action
class Sacrifice:
    """Play sacrifice card ``card`` from the hand and plant ``beans`` (one of each
    variety it names, first named first) on one's Gottes Acker."""

    player: int
    card: int
    beans: tuple[int, int]
    kind: Literal["sacrifice"] = "sacrifice"


@_action
class DropSacrifice:
    """Discard the sacrifice card at the front of one's hand."""

    player: int
    kind: Literal["drop_sacrifice"] = "drop_sacrifice"


@_action
class DrawSacrifice:
    """Draw a sacrifice card behind one's hand."""

    player: int
    kind: Literal["draw_sacrifice"] = "draw_sacrifice"


class _TaggedByKind:
    """Marks ``Action`` for Pydantic as a union told apart by its ``kind`` field (fast,
    and a clear error for an unknown kind).  Pydantic asks for the schema only when it
    builds an adapter, so it is imported only then."""

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        from pydantic import Field

        return handler.generate_schema(Annotated[source, Field(discriminator="kind")])


Action = Annotated[
    Plant | Harvest | BuyField | Tuck | Discard | Done | Offer | CounterOffer | Accept
    | Refuse | Conclude | UseAbility | ActivateWithBean | Activate | ChooseCoin | Cast
    | Swap | KeepSwapped | Retuck | Sacrifice | DropSacrifice | DrawSacrifice,
    _TaggedByKind(),
]

_ADAPTERS: dict[str, TypeAdapter] = {}


def __getattr__(name: str) -> TypeAdapter:
    """``ACTION_ADAPTER`` and ``ACTION_LIST_ADAPTER``, built on first use: building them
    (and importing Pydantic) takes a tenth of a second or more, which the app's start
    should not pay."""
    if name in ("ACTION_ADAPTER", "ACTION_LIST_ADAPTER"):
        if name not in _ADAPTERS:
            from pydantic import TypeAdapter

            _ADAPTERS[name] = TypeAdapter(Action if name == "ACTION_ADAPTER" else list[Action])
        return _ADAPTERS[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
