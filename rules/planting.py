"""Planting from the hand (phase 1) and planting what lies aside (phase 3).

- Phase 1: the active player must plant the front card of the hand, then may plant the
  next front card.  The order of a hand never changes (RULINGS 3); a card that fits
  no field needs a harvest first (any harvest the protection rule allows: RULINGS 4).
- Phase 3: everyone with cards lying beside their fields plants them, the active player
  first (with the turned-up cards they kept), then clockwise, each in the order they
  like.  Turned-up cards nobody took may be discarded instead when a rule allows it
  (``State.may_discard``: the Trade Spell, the decree Compost).

Each decision's legal actions and its refusals stand side by side.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, Discard, Done, Harvest, Plant, Tuck
from .cards import BEAN_OF
from .events import say
from .fields import first_alike, fitting_fields, misfit, plant
from .i18n import N_, _
from .ruleset import Decision
from .words import name_of

if TYPE_CHECKING:
    from .engine import Game
    from .state import Frame


def hand_beans(game: Game, p: int) -> list[int]:
    """The bean cards in ``p``'s hand (Bohnedikt's sacrifice cards are no beans)."""
    varieties = game.spec.varieties
    return [c for c in game.state.seats[p].hand if BEAN_OF[c] in varieties]


def holds_beans(game: Game, p: int) -> bool:
    varieties = game.spec.varieties
    return any(BEAN_OF[c] in varieties for c in game.state.seats[p].hand)


def plantings(game: Game, p: int, card: int) -> list[Action]:
    """``p``'s plantings of ``card``: one for each field it fits."""
    return [Plant(p, card, i) for i in fitting_fields(game, p, card)]


def plant_from_hand(game: Game, a: Plant) -> None:
    hand = game.state.seats[a.player].hand
    hand.remove(a.card)
    plant(game, a.player, a.card, a.field)


def front_refusal(game: Game, a: Action, f: Frame) -> str:
    """Why a planting from the hand is refused."""
    if isinstance(a, Plant):
        hand = game.state.seats[a.player].hand
        if a.enchant:
            return _("The Enchantment of the Beans works in phase 3, on cards one must "
                     "plant.")
        if not hand or hand[0] != a.card:
            return _("Hand order: only the front card of the hand may be planted; the order "
                     "of a hand never changes.")
        return misfit(game, a.player, a.card, a.field)
    return game.not_a_choice(a)


# phase 1

def _plant_front(game: Game) -> None:
    game.push("plant_front", game.state.active)


def _plant_second(game: Game) -> None:
    game.push("plant_second", game.state.active)


def _front_legal(game: Game, p: int, f: Frame) -> list[Action]:
    hand = game.state.seats[p].hand
    return plantings(game, p, hand[0]) if hand else []


def _second_legal(game: Game, p: int, f: Frame) -> list[Action]:
    return [*_front_legal(game, p, f), Done(p)]


def _plant_and_pop(game: Game, a: Action, f: Frame) -> None:
    if isinstance(a, Plant):
        plant_from_hand(game, a)
    game.state.pending.pop()


def _no_bean_in_hand(game: Game, f: Frame) -> bool:
    return not holds_beans(game, f.player)


PLANT_FRONT = Decision(legal=_front_legal, refuse=front_refusal, apply=_plant_and_pop,
                       passes=_no_bean_in_hand, main=True)
PLANT_SECOND = Decision(legal=_second_legal, refuse=front_refusal, apply=_plant_and_pop,
                        passes=_no_bean_in_hand, main=True)


# phase 3

def to_plant(game: Game, p: int) -> list[int]:
    """The cards ``p`` must plant in phase 3: for the active player the turned-up cards,
    then the cards received in trades."""
    s = game.state
    aside = s.seats[p].aside
    return s.turned_up + aside if p == s.active else aside[:]


def _plant_aside(game: Game) -> None:
    """Everyone plants what lies aside, the active player first, then clockwise (the
    frames are stacked so that the active player's is on top)."""
    s = game.state
    n = len(s.seats)
    for k in reversed(range(n)):
        game.push("plant_aside", (s.active + k) % n)


def _aside_legal(game: Game, p: int, f: Frame) -> list[Action]:
    s = game.state
    out: list[Action] = []
    cards = to_plant(game, p)
    for c in cards:
        out += plantings(game, p, c)
    if p == s.active and s.may_discard:
        out += [Discard(p, c) for c in s.turned_up]
    if not cards:  # nothing to plant, but something else to do here (an extension's)
        out.append(Done(p))
    return out


def _aside_refuse(game: Game, a: Action, f: Frame) -> str:
    p = a.player
    if isinstance(a, Plant):
        if a.card not in to_plant(game, p):
            return _("In phase 3 the cards received in trades (and, for the active player, "
                     "the turned-up cards) are planted.")
        if a.enchant:
            return _("The Enchantment of the Beans needs the spell face up and a field with "
                     "exactly one bean of another variety.")
        return misfit(game, p, a.card, a.field)
    if isinstance(a, Discard):
        return _(OUT_OF_PLACE[Discard])
    return game.not_a_choice(a)


def _aside_apply(game: Game, a: Action, f: Frame) -> None:
    s = game.state
    p = a.player
    if isinstance(a, Done):
        s.pending.pop()
        return
    if isinstance(a, Discard):
        s.turned_up.remove(a.card)
        s.discard.append(a.card)
        game.emit("discard", say(N_("{name} discards the turned-up {bean}."),
                                 name=game.name(p), bean=name_of(a.card)),
                  player=p, card=a.card)
        return
    assert isinstance(a, Plant)
    if p == s.active and a.card in s.turned_up:
        s.turned_up.remove(a.card)
    else:
        s.seats[p].aside.remove(a.card)
    plant(game, p, a.card, a.field, enchant=a.enchant)


def _nothing_to_plant(game: Game, f: Frame) -> bool:
    """Phase 3 passes a player with nothing to plant, unless something else may be done
    in it (Rabohnzel's Bean Field Spell opens its field in the planting phase)."""
    return not to_plant(game, f.player) and not any(
        ext.legal(game, f.player, f) for ext in game.rules.extensions.get("plant_aside", ()))


def _aside_forced(game: Game, p: int) -> Action | None:
    """The planting that is all ``p`` can do in phase 3, as everyone can tell: the cards
    lying for them to plant are of one variety and have one field to go on, nothing else
    may be done now but harvests, and no hidden card of theirs could give them another
    choice.  Ruling: a harvest first is not counted as a choice here; it could only empty
    the very field the cards go on, or make an empty field for cards that have a row of
    their own already, and the player may still harvest after planting."""
    cards = to_plant(game, p)
    if not cards or len({BEAN_OF[c] for c in cards}) > 1:
        return None
    return one_place(game, p)


def one_place(game: Game, p: int) -> Plant | None:
    """The planting that is all ``p`` may do now but harvests (cards of one variety,
    one place), where no hidden card of theirs could give them another choice; else
    None."""
    if any(hidden(game, p) for hidden in game.rules.hidden_choices):
        return None
    others = [a for a in game.legal_actions(p) if not isinstance(a, Harvest)]
    if not others or not all(isinstance(a, Plant) and not a.enchant for a in others):
        return None
    # (two empty fields just like each other are one place: the choices list one planting)
    fields = game.state.seats[p].fields
    places = {first_alike(game.spec, fields, a.field) for a in others}
    return next(a for a in others if a.field in places) if len(places) == 1 else None


PLANT_ASIDE = Decision(legal=_aside_legal, refuse=_aside_refuse, apply=_aside_apply,
                       passes=_nothing_to_plant, main=True, places=to_plant,
                       forced=_aside_forced)

STEPS = {"plant_front": _plant_front, "plant_second": _plant_second,
         "plant_aside": _plant_aside}
DECISIONS = {"plant_front": PLANT_FRONT, "plant_second": PLANT_SECOND,
             "plant_aside": PLANT_ASIDE}


# a card drawn or taken outside phase 1 and 3: tuck it or plant it

def offer_tuck_or_plant(game: Game, p: int, card: int, in_attack: bool = False) -> None:
    """``p`` decides whether to tuck ``card`` behind the hand or plant it (harvesting
    first if they like).  RULINGS 7: inside a Sword Bean attack nobody harvests, so a
    card that fits no field is tucked at once."""
    if in_attack and not fitting_fields(game, p, card):
        game.state.seats[p].hand.append(card)
        game.emit("tuck", say(N_("{name} tucks the {bean} behind their hand (no field "
                                 "fits)."), name=game.name(p), bean=name_of(card)), player=p)
        return
    game.push("tuck_or_plant", p, card=card, no_harvest=in_attack, in_attack=in_attack)


def _tuck_legal(game: Game, p: int, f: Frame) -> list[Action]:
    assert f.card is not None
    return [Tuck(p, f.card), *plantings(game, p, f.card)]


def _tuck_refuse(game: Game, a: Action, f: Frame) -> str:
    if isinstance(a, Tuck | Plant) and a.card != f.card:
        return _("Only the card being decided on (taken with a Picker Bean, drawn with 4 "
                 "or more White Beans, or won in a Sword Bean attack) may be tucked or "
                 "planted.")
    if isinstance(a, Plant):
        return misfit(game, a.player, a.card, a.field)
    return game.not_a_choice(a)


def _tuck_apply(game: Game, a: Action, f: Frame) -> None:
    game.state.pending.pop()
    if isinstance(a, Tuck):
        game.state.seats[a.player].hand.append(a.card)
        # the card may have been drawn in secret (White Bean): named only to its owner
        game.emit("tuck", say(N_("{name} tucks the card behind their hand."),
                              name=game.name(a.player)),
                  {a.player: say(N_("You tuck the {bean} behind your hand."),
                                 bean=name_of(a.card))},
                  player=a.player)
    else:
        assert isinstance(a, Plant)
        plant(game, a.player, a.card, a.field)


TUCK_OR_PLANT = Decision(legal=_tuck_legal, refuse=_tuck_refuse, apply=_tuck_apply)
DECISIONS["tuck_or_plant"] = TUCK_OR_PLANT
OUT_OF_PLACE = {
    Plant: N_("That card cannot be planted now."),
    Tuck: N_("Only a card being decided on (taken with a Picker Bean, drawn with 4 or more "
             "White Beans, or won in a Sword Bean attack) may be tucked."),
    Discard: N_("Turned-up cards must be planted in phase 3; only a rule such as the Trade "
                "Spell lets the active player discard the ones nobody took."),
}
