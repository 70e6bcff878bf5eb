"""Typed actions: everything a seat can decide, as small frozen records (``rules.record``).

Every action names the ``player`` (seat index) who takes it.  The engine's
``legal_actions`` lists them concretely; ``apply`` accepts exactly those.
``ACTION_ADAPTER`` turns them into JSON and back (a discriminated union on
``kind``), which is what the save files and the action log use.  Pydantic is
imported only when such an adapter is first built: the table's first frame
and the rules core do not need it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

from .cards import Bean
from .record import Record

if TYPE_CHECKING:
    from pydantic import TypeAdapter


class Plant(Record):
    """Plant bean card ``card`` on field ``field`` (an index into the player's fields).

    ``enchant`` uses the Enchantment of the Beans: the field holds exactly one
    bean of another variety, which from now on counts as the planted variety.
    """

    player: int
    card: int
    field: int
    enchant: bool = False
    kind: Literal["plant"] = "plant"


class Harvest(Record):
    """Harvest one of one's own fields (allowed at any time outside a Sword Bean attack)."""

    player: int
    field: int
    kind: Literal["harvest"] = "harvest"


class Tuck(Record):
    """Put the card being decided on behind one's hand instead of planting it."""

    player: int
    card: int
    kind: Literal["tuck"] = "tuck"


class Discard(Record):
    """Phase 3 after the Trade Spell: discard a turned-up card nobody traded for."""

    player: int
    card: int
    kind: Literal["discard"] = "discard"


class Done(Record):
    """Finish the current step: skip the optional plant, end phase 1b, end trading,
    stop the Magic Card Flow, decline an optional plant or activation, end the turn."""

    player: int
    kind: Literal["done"] = "done"


class UseAbility(Record):
    """Phase 1b: use the ability of the row on ``field``.

    ``target`` is the fellow player for a Picker or Sword Bean; ``attack_spell``
    spends an active Attack Spell (Mean Bean with fewer than 4, or two coins
    in a Sword Bean attack).
    """

    player: int
    field: int
    target: int | None = None
    attack_spell: bool = False
    kind: Literal["ability"] = "ability"


class ActivateWithBean(Record):
    """Phase 1b: discard Magic Bean ``bean`` from the hand to turn spell card ``spell`` face up."""

    player: int
    bean: int
    spell: int
    kind: Literal["activate_with_bean"] = "activate_with_bean"


class Activate(Record):
    """Turn spell card ``spell`` face up (Magic Bean ability, Magic coin in an attack)."""

    player: int
    spell: int
    kind: Literal["activate"] = "activate"


class Cast(Record):
    """Use an active spell that needs no further target (Bean Field, Trade, Pile,
    Magic Card Flow, Enchantment of the Fellow Players, Hand Card, Random)."""

    player: int
    spell: int
    kind: Literal["cast"] = "cast"


class Swap(Record):
    """Spell Card Swap: give it to ``target`` for their face-down spell in ``slot``."""

    player: int
    target: int
    slot: int
    kind: Literal["swap"] = "swap"


class KeepSwapped(Record):
    """After a swap: keep the spell card received face up (active) or face down."""

    player: int
    face_up: bool
    kind: Literal["keep_swapped"] = "keep_swapped"


class Retuck(Record):
    """Re-tuck Spell: move the hand card at position ``src`` to position ``dst``."""

    player: int
    src: int
    dst: int
    kind: Literal["retuck"] = "retuck"


class ChooseCoin(Record):
    """Attack Spell in a Sword Bean attack: resolve revealed coin number ``index`` (0 or 1)."""

    player: int
    index: int
    kind: Literal["choose_coin"] = "choose_coin"


class OfferStart(Record):
    """Phase 2: start composing an offer to the fellow players in ``to``."""

    player: int
    to: tuple[int, ...]
    kind: Literal["offer_start"] = "offer_start"


class DraftGive(Record):
    """Add one of one's own tradable cards to the offer being composed."""

    player: int
    card: int
    kind: Literal["draft_give"] = "draft_give"


class DraftAsk(Record):
    """Ask for one card of ``bean`` in the offer being composed."""

    player: int
    bean: Bean
    kind: Literal["draft_ask"] = "draft_ask"


class DraftSend(Record):
    player: int
    kind: Literal["draft_send"] = "draft_send"


class DraftCancel(Record):
    player: int
    kind: Literal["draft_cancel"] = "draft_cancel"


class Accept(Record):
    """Answer an offer with yes, handing over ``cards`` for what was asked."""

    player: int
    cards: tuple[int, ...] = ()
    kind: Literal["accept"] = "accept"


class Refuse(Record):
    player: int
    kind: Literal["refuse"] = "refuse"


class CounterStart(Record):
    """Answer an offer by composing a counter-offer."""

    player: int
    kind: Literal["counter_start"] = "counter_start"


class Conclude(Record):
    """The active player closes the deal with ``partner``'s answer, giving ``cards``
    for what a counter-offer asked (empty for an accepted offer)."""

    player: int
    partner: int
    cards: tuple[int, ...] = ()
    kind: Literal["conclude"] = "conclude"


class BuyField(Record):
    """Classic Bohnanza and Bohnedikt (``rules.variants``): pay coins for a permanent
    third field."""

    player: int
    kind: Literal["buy_field"] = "buy_field"


class Sacrifice(Record):
    """Bohnedikt: play sacrifice card ``card`` from the hand and plant ``beans`` (one of
    each variety it names, first named first) on one's Gottes Acker."""

    player: int
    card: int
    beans: tuple[int, int]
    kind: Literal["sacrifice"] = "sacrifice"


class DropSacrifice(Record):
    """Bohnedikt: discard the sacrifice card at the front of one's hand."""

    player: int
    kind: Literal["drop_sacrifice"] = "drop_sacrifice"


class DrawSacrifice(Record):
    """Bohnedikt: draw a sacrifice card behind one's hand."""

    player: int
    kind: Literal["draw_sacrifice"] = "draw_sacrifice"


class _TaggedByKind:
    """Marks ``Action`` for Pydantic as a union told apart by its ``kind`` field (a
    tagged union: fast, and a clear error for an unknown kind).  Pydantic asks for the
    schema only when it builds an adapter, so it is imported only then."""

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        from pydantic import Field

        return handler.generate_schema(Annotated[source, Field(discriminator="kind")])


Action = Annotated[
    Plant | Harvest | Tuck | Discard | Done | UseAbility | ActivateWithBean | Activate
    | Cast | Swap | KeepSwapped | Retuck | ChooseCoin | OfferStart | DraftGive | DraftAsk
    | DraftSend | DraftCancel | Accept | Refuse | CounterStart | Conclude | BuyField
    | Sacrifice | DropSacrifice | DrawSacrifice,
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
