"""Fields and the harvest: where a card may be planted, what a harvest pays, and the
protection rule.

- A plain field holds one variety: a card may go on an empty field or on a row of its
  own variety.  Bohnedikt names its fields (``GameSpec.field_kinds``): the Bisch-Hof
  grows one variety beside any number of decree cards, and decree cards go nowhere
  else; Gottes Acker takes the variety planted there last (and a sacrifice's beans
  whatever grows there, ``rules.sacrifices``).  A sacrifice card is no bean: it is never
  planted.
- A harvest pays by the bohnometer of the top (last planted) card for the number of
  cards on the field.  The coins are taken from the top of the row down, the rest go to
  the discard pile (RULINGS 4).
- Protection rule: a field with a single card may not be harvested while another field
  of the same player holds more than one.  It binds every harvest but the final one.
- Anyone may harvest at any time (``HARVEST``), unless a rule bars them for the moment
  (``HARVEST_BARS`` of the parts: nobody during a Sword Bean attack in Excalibohn).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .actions import Action, Harvest
from .cards import BEAN_OF, VARIETIES, Bean, variety_name
from .i18n import N_, _
from .ruleset import Move
from .words import a_variety, harvests, n_beans, plants

if TYPE_CHECKING:
    from .engine import Game
    from .games import GameSpec


def fitting_fields(game: Game, p: int, card: int) -> list[int]:
    """The fields of ``p`` that ``card`` may be planted on now."""
    bean = BEAN_OF[card]
    if bean is Bean.SACRIFICE:
        return []
    kinds = game.spec.field_kinds
    out = []
    for i, f in enumerate(game.state.seats[p].fields):
        kind = kinds[i] if i < len(kinds) else "plain"
        if bean is Bean.EDICT:
            fits = kind == "bisch_hof"
        elif kind == "bisch_hof":
            fits = all(BEAN_OF[c] in (bean, Bean.EDICT) for c in f.cards)
        else:
            fits = not f.cards or BEAN_OF[f.cards[-1]] is bean
        if fits:
            out.append(i)
    return out


def first_alike(spec: GameSpec, fields: Sequence[Any], i: int) -> int:
    """The field a planting on field ``i`` amounts to: for an empty field, the first empty
    field just like it (the same kind of field, and both lasting or both a Bean Field
    Spell's: the classic game's two empty fields), since which of them takes the card
    changes nothing; else ``i``.  ``fields``: a seat's fields, of the state or a view."""
    f = fields[i]
    if f.cards:
        return i
    kind = spec.field_kind(i)
    return next(j for j, g in enumerate(fields[:i + 1])
                if not g.cards and g.temporary == f.temporary and spec.field_kind(j) == kind)


def misfit(game: Game, p: int, card: int, i: int) -> str:
    """Why ``card`` may not go on ``p``'s field ``i``, naming the rule."""
    fields = game.state.seats[p].fields
    if not 0 <= i < len(fields):
        return _("{name} has no {field}.").format(name=game.name(p),
                                                  field=game.spec.field_name(i))
    bean = BEAN_OF[card]
    where = game.spec.field_name(i)
    if bean is Bean.SACRIFICE:
        return _("A sacrifice card is not a bean: fulfil it or drop it.")
    if bean is Bean.EDICT:
        return _("Decree cards are planted on the Bisch-Hof only.")
    grown = [BEAN_OF[c] for c in fields[i].cards if BEAN_OF[c] is not Bean.EDICT]
    top = grown[0] if game.spec.field_kind(i) == "bisch_hof" and grown else (
        BEAN_OF[fields[i].cards[-1]] if fields[i].cards else None)
    if top is not None and top is not bean:
        held = sum(BEAN_OF[c] is top for c in fields[i].cards)
        return _("A field holds one variety only: {field} holds {beans}, so {a_bean} "
                 "may not go there. Harvest a field first if nothing fits.").format(
                     field=where, beans=n_beans(held, top), a_bean=a_variety(bean))
    return _("The {bean} cannot be planted on {field} now.").format(
        bean=variety_name(bean), field=where)


def plant(game: Game, p: int, card: int, i: int, enchant: bool = False) -> None:
    """Put ``card`` on ``p``'s field ``i`` (the card has left wherever it was)."""
    fld = game.state.seats[p].fields[i]
    new_row = not fld.cards
    fld.cards.append(card)
    for hook in game.rules.after_plant:
        hook(game, p, i, new_row)
    game.emit("plant", (plants, (game.name(p), card, game.spec, i, enchant, len(fld.cards))),
              player=p, field=i, card=card)


def coins_for(cards: list[int]) -> int:
    """Coins a harvest of the row ``cards`` pays (the top card's bohnometer)."""
    return VARIETIES[BEAN_OF[cards[-1]]].coins_for(len(cards)) if cards else 0


def harvest(game: Game, p: int, i: int) -> None:
    """Harvest ``p``'s field ``i``: its coins onto ``p``'s coin pile, the rest discarded."""
    s = game.state
    seat = s.seats[p]
    cards = seat.fields[i].cards
    top = cards[-1]
    bean = BEAN_OF[top]
    n = len(cards)
    # what lay there (a Bisch-Hof holds Bohnedikte too), counted by kind when told
    planted = tuple(cards)
    coins = coins_for(cards)
    for _coin in range(coins):
        seat.coins.append(cards.pop())
    s.discard.extend(cards)
    seat.fields[i].cards = []
    seat.fields[i].use = False
    also, secret = [], []
    for hook in game.rules.after_harvest:
        what, hidden = hook(game, p, i, bean, n)
        if what:
            also.append(what)
        if hidden:
            secret.append(hidden)
    text = (harvests, (seat.name, planted, game.spec, i, coins, tuple(also)))
    private = {p: (harvests, (None, planted, game.spec, i, coins, tuple(also),
                              tuple(secret)))} if secret else None
    decrees = sum(1 for c in planted if BEAN_OF[c] is Bean.EDICT)
    game.emit("harvest", text, private, player=p, field=i, coins=coins, card=top, count=n,
              decrees=decrees, also=",".join(also))


def _bar(game: Game, p: int) -> str | None:
    """Why ``p`` may harvest nothing at the moment (a rule of another part), if so."""
    for bar in game.rules.harvest_bars:
        why = bar(game, p)
        if why:
            return why
    return None


def _least(game: Game, p: int) -> int:
    """The fewest cards a field of ``p`` must hold to be harvested now: by the protection
    rule a single bean is protected while another field holds more than one."""
    for f in game.state.seats[p].fields:
        if len(f.cards) > 1:
            for lifted in game.rules.protection_lifted:
                if lifted(game, p):
                    return 1
            return 2
    return 1


def _seat_refusal(game: Game, p: int) -> str | None:
    """Why ``p`` may harvest no field at all now (the game is over, or a rule bars it)."""
    if game.state.result is not None:
        return _("The game is over: no more actions.")
    return _bar(game, p)


_EMPTY = N_("There is nothing to harvest on that field.")
_PROTECTED = N_("Bean protection rule: a field with a single bean may not be harvested "
                "while another of your fields holds more than one.")


def _field_bar(cards: list[int], least: int) -> str | None:
    """Why a field holding ``cards`` may not be harvested, where a field must hold
    ``least`` cards (``_least``) to be harvested: the reason untranslated (it is put into
    words only where it is shown; the legal actions need only whether there is one)."""
    if not cards:
        return _EMPTY
    if len(cards) < least:
        return _PROTECTED
    return None


def harvest_refusal(game: Game, p: int, i: int) -> str | None:
    """Why ``p`` may not harvest field ``i`` now (None: they may)."""
    why = _seat_refusal(game, p)
    if why:
        return why
    fields = game.state.seats[p].fields
    if not 0 <= i < len(fields):
        return _(_EMPTY)
    bar = _field_bar(fields[i].cards, _least(game, p))
    return _(bar) if bar else None


def harvest_refusals(game: Game, p: int) -> list[str | None]:
    """``harvest_refusal`` of each of ``p``'s fields, in one go (a view shows them all)."""
    fields = game.state.seats[p].fields
    why = _seat_refusal(game, p)
    if why:
        return [why] * len(fields)
    least = _least(game, p)
    return [_(bar) if (bar := _field_bar(f.cards, least)) else None for f in fields]


def harvestable_fields(game: Game, p: int) -> list[int]:
    """The fields ``p`` may harvest now (those ``harvest_refusal`` lets through)."""
    if _seat_refusal(game, p):
        return []
    least = _least(game, p)
    return [i for i, f in enumerate(game.state.seats[p].fields)
            if _field_bar(f.cards, least) is None]


def _harvest_legal(game: Game, p: int) -> list[Action]:
    return [Harvest(p, i) for i in harvestable_fields(game, p)]


def _harvest_refuse(game: Game, a: Action) -> str | None:
    assert isinstance(a, Harvest)
    return harvest_refusal(game, a.player, a.field)


def _harvest_apply(game: Game, a: Action) -> None:
    assert isinstance(a, Harvest)
    harvest(game, a.player, a.field)


HARVEST = Move(types=(Harvest,), refuse=_harvest_refuse, apply=_harvest_apply,
               legal=_harvest_legal)


MOVES = [HARVEST]
