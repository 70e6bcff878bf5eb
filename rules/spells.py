"""Spell cards: turning them face up, and the spells usable at any time (RULINGS 8).

An activated (face-up) spell can be used once, by the active player, in the phase it
names; after use it turns face down and may be activated again.  "Any time" means
whenever the active player is deciding their own turn's course (Ruling: not in the
middle of answering something: an attack being resolved, an offer being answered, a
swap being looked at); those decisions are the ``main`` ones.  Unused spells turn face
down at the end of the turn (``rules.spell_phases``).

This module: ``face_up`` and ``use_spell`` for the other spell modules, the
``activate`` decision (a Magic Bean's ability, a Magic coin), and the any-time spells:
the Spell Card Swap, the Magic Card Flow, the Enchantment of the Fellow Players, the
Re-tuck Spell and the Random Spell.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, Activate, Cast, Done, KeepSwapped, Plant, Retuck, Swap
from .cards import SPELL_CARDS, SPELL_COUNT, SPELL_ID, SPELL_OF, Spell, SpellCard
from .events import say
from .i18n import N_, _
from .planting import front_refusal, hand_beans, one_place, plant_from_hand, plantings
from .ruleset import Decision, Move
from .state import SpellSlot
from .words import name_of, spell_of

if TYPE_CHECKING:
    from .engine import Game
    from .games import GameSpec
    from .state import Frame

ANY_TIME = (Spell.SWAP, Spell.FLOW, Spell.ENCHANT_FELLOWS, Spell.RETUCK, Spell.RANDOM)


def spell_when(spec: GameSpec, info: SpellCard) -> str:
    """When a spell card is used in the game of ``spec``, in words: the number of its
    phase there (Rabohnzel's magic phase is 1½, Excalibohn's 1b; Rabohnzel casts the Bean
    Field Spell in phase 3; the Pile Spell says when in phase 2), or "any time"."""
    if info.spell in ANY_TIME:
        return _(info.when)
    if info.spell is Spell.PILE:  # (its card no longer says "after turning up two cards")
        return (_("2, any moment of trading") if spec.pile_spell == "trading"
                else _("2, once the cards are turned up"))
    step = spec.bean_field_in if info.spell is Spell.BEAN_FIELD else info.when
    return spec.phase(step).label


def face_up(game: Game, p: int, spell: Spell) -> SpellSlot | None:
    """``p``'s face-up card of ``spell``, if they have one."""
    card = SPELL_ID[spell]
    for slot in game.state.seats[p].spells:
        if slot.card == card and slot.face_up:
            return slot
    return None


def use_spell(game: Game, p: int, spell: Spell) -> None:
    """``p`` uses their face-up ``spell``: it turns face down."""
    slot = face_up(game, p, spell)
    assert slot is not None
    slot.face_up = False


def turn_face_up(game: Game, p: int, card: int, magic_bean: bool = False) -> None:
    """``p`` turns spell card ``card`` face up (``magic_bean``: by discarding a Magic Bean
    from the hand)."""
    for slot in game.state.seats[p].spells:
        if slot.card == card:
            slot.face_up = True
    words = (N_("{name} turns {spell} face up by discarding a Magic Bean.") if magic_bean
             else N_("{name} turns {spell} face up."))
    game.emit("activate", say(words, name=game.name(p), spell=spell_of(card)), player=p,
              spell=card)


def spell_refusal(game: Game, a: Action) -> str | None:
    """Why the active player's spell ``a`` cannot be used now, or None if nothing in its
    card's own conditions stands against it (its phase is checked by its decision)."""
    spell = (SPELL_OF[a.spell] if isinstance(a, Cast) and 0 <= a.spell < SPELL_COUNT
             else Spell.SWAP if isinstance(a, Swap) else Spell.RETUCK)
    info = SPELL_CARDS[SPELL_ID[spell]]
    if not face_up(game, a.player, spell):
        return _("{spell} must be face up (activated) before it can be used.").format(
            spell=_(info.name))
    if a.player != game.state.active:
        return _("Spells are used by the active player only.")
    if spell is Spell.HAND_CARD and game.state.traded:
        return _("The Hand Card Spell draws five cards only if no trade or gift came about "
                 "this turn.")
    if spell not in ANY_TIME:
        return _("{spell} is used in phase {phase}, by its own conditions.").format(
            spell=_(info.name), phase=spell_when(game.spec, info))
    return None


# turning spell cards face up (a Magic Bean's ability, a Magic coin in an attack)

def _activate_legal(game: Game, p: int, f: Frame) -> list[Action]:
    spells = game.state.seats[p].spells
    return [*(Activate(p, x.card) for x in spells if not x.face_up), Done(p)]


def _activate_refuse(game: Game, a: Action, f: Frame) -> str:
    if isinstance(a, Activate):
        return _("Only a face-down spell card of your own can be turned face up.")
    return game.not_a_choice(a)


def _activate_apply(game: Game, a: Action, f: Frame) -> None:
    if isinstance(a, Done):
        game.state.pending.pop()
        # (said: after "uses a Magic Bean to activate up to 1 spell card" the log went
        # silent, and the spell's owner's face-down cards looked still in question; "no
        # more" only after one was turned, play-test)
        words = (N_("{name} turns no more spell cards face up.") if _turned_some(game, a.player)
                 else N_("{name} turns no spell card face up."))
        game.emit("activate_none", say(words, name=game.name(a.player)), player=a.player)
        return
    assert isinstance(a, Activate)
    turn_face_up(game, a.player, a.spell)
    f.n -= 1


def _turned_some(game: Game, p: int) -> bool:
    """Whether ``p`` turned a spell card face up since the Magic Bean or the Magic coin
    that let them (its event: "magic", "magic_coin")."""
    for e in reversed(game.events):
        if e.data.get("player") == p and e.kind in ("activate", "magic", "magic_coin"):
            return e.kind == "activate"
    return False


def _activate_passes(game: Game, f: Frame) -> bool:
    return f.n <= 0 or all(x.face_up for x in game.state.seats[f.player].spells)


ACTIVATE = Decision(legal=_activate_legal, refuse=_activate_refuse, apply=_activate_apply,
                    passes=_activate_passes)


# the any-time spells

def any_time_spells(game: Game, p: int) -> list[Action]:
    """``p``'s uses of face-up "any time" spells that are legal now."""
    s = game.state
    seat = s.seats[p]
    up = [SPELL_OF[x.card] for x in seat.spells if x.face_up]
    if (not up or p != s.active or not s.pending or s.pending[-1].player != p
            or not game.rules.decisions[s.pending[-1].kind].main):
        return []
    out: list[Action] = []
    if Spell.SWAP in up:
        for t in game.fellows(p):
            out += [Swap(p, t, j) for j, x in enumerate(s.seats[t].spells) if not x.face_up]
    if Spell.FLOW in up and seat.hand:
        out.append(Cast(p, SPELL_ID[Spell.FLOW]))
    if Spell.ENCHANT_FELLOWS in up:
        out.append(Cast(p, SPELL_ID[Spell.ENCHANT_FELLOWS]))
    if Spell.RETUCK in up and len(seat.hand) >= 2:
        n = len(seat.hand)
        out += [Retuck(p, i, j) for i in range(n) for j in range(n) if i != j]
    if Spell.RANDOM in up and s.spell_deck:
        out.append(Cast(p, SPELL_ID[Spell.RANDOM]))
    return out


def _any_time_refuse(game: Game, a: Action) -> str | None:
    if a in any_time_spells(game, a.player):
        return None
    why = spell_refusal(game, a)
    if why:
        return why
    if isinstance(a, Swap):
        return _("The Spell Card Swap is traded for a face-down spell card of a fellow "
                 "player.")
    if isinstance(a, Retuck):
        return _("The Re-tuck Spell moves one hand card from one place to another.")
    if isinstance(a, Cast) and a.spell == SPELL_ID[Spell.RANDOM] and not game.state.spell_deck:
        return _("The Random Spell needs a card in the spell deck.")
    if isinstance(a, Cast) and a.spell == SPELL_ID[Spell.FLOW] and not game.state.seats[
            a.player].hand:
        return _("The Magic Card Flow needs a card in your hand.")
    return _("Spells of any time are used while you decide your own turn's course, not "
             "while answering something.")


def _any_time_apply(game: Game, a: Action) -> None:
    s = game.state
    p = a.player
    if isinstance(a, Swap):
        _swap(game, a)
        return
    if isinstance(a, Retuck):
        use_spell(game, p, Spell.RETUCK)
        hand = s.seats[p].hand
        card = hand.pop(a.src)
        hand.insert(a.dst, card)
        game.emit("retuck", say(N_("{name} re-tucks a hand card."), name=game.name(p)),
                  {p: say(N_("You move your {bean} from place {src} to place {dst}."),
                          bean=name_of(card), src=a.src + 1, dst=a.dst + 1)}, player=p)
        return
    assert isinstance(a, Cast)
    spell = SPELL_OF[a.spell]
    use_spell(game, p, spell)
    if spell is Spell.FLOW:
        game.emit("spell", say(N_("{name} casts the Magic Card Flow."), name=game.name(p)),
                  player=p)
        game.push("flow", p)
    elif spell is Spell.ENCHANT_FELLOWS:
        game.emit("spell", say(N_("{name} casts the Enchantment of the Fellow Players: "
                                  "everyone plants their front card."), name=game.name(p)),
                  player=p)
        who = [q for q in game.fellows(p) if s.seats[q].hand]
        if s.seats[p].hand:
            who.append(p)
        game.push("fellow_plant", p, players=who)
    else:  # the Random Spell
        card = s.spell_deck.pop()
        s.seats[p].spells.append(SpellSlot(card, face_up=True, borrowed=True))
        game.emit("spell", say(N_("{name} casts the Random Spell and draws {spell}, active "
                                  "for this turn."), name=game.name(p), spell=spell_of(card)),
                  player=p, spell=card)


ANY_TIME_SPELLS = Move(types=(Swap, Retuck, Cast), refuse=_any_time_refuse,
                       apply=_any_time_apply, legal=any_time_spells)


def _swap(game: Game, a: Swap) -> None:
    s = game.state
    p, t = a.player, a.target
    mine = face_up(game, p, Spell.SWAP)
    assert mine is not None
    theirs = s.seats[t].spells.pop(a.slot)
    s.seats[p].spells.remove(mine)
    # Random Spell special case (RULINGS 8): if the Swap itself was borrowed, the fellow
    # player keeps it and the card received goes back to the deck instead.
    s.seats[t].spells.append(SpellSlot(mine.card))
    s.seats[p].spells.append(SpellSlot(theirs.card, False, mine.borrowed))
    game.push("swap_keep", p, card=len(s.seats[p].spells) - 1)
    game.emit("swap", say(N_("{name} swaps the Spell Card Swap for one of {target}'s "
                             "face-down spell cards."), name=game.name(p), target=game.name(t)),
              {p: say(N_("You swap the Spell Card Swap for {target}'s {spell}."),
                      target=game.name(t), spell=spell_of(theirs.card)),
               t: say(N_("{name} takes your {spell} and gives you the Spell Card Swap."),
                      name=game.name(p), spell=spell_of(theirs.card))}, player=p, target=t)


def _keep_legal(game: Game, p: int, f: Frame) -> list[Action]:
    return [KeepSwapped(p, True), KeepSwapped(p, False)]


def _keep_apply(game: Game, a: Action, f: Frame) -> None:
    assert isinstance(a, KeepSwapped) and f.card is not None
    game.state.pending.pop()
    slot = game.state.seats[a.player].spells[f.card]
    slot.face_up = a.face_up
    if a.face_up:
        game.emit("activate", say(N_("{name} keeps {spell} face up."),
                                  name=game.name(a.player), spell=spell_of(slot.card)),
                  player=a.player, spell=slot.card)
    else:
        game.emit("swap_keep", say(N_("{name} keeps the new spell face down."),
                                   name=game.name(a.player)))


SWAP_KEEP = Decision(legal=_keep_legal, refuse=lambda game, a, f: game.not_a_choice(a),
                     apply=_keep_apply)


# the Magic Card Flow: plant the front card again and again (in phase 1b, each new row
# may use its ability between two plantings: rules.abilities extends it)

def _flow_legal(game: Game, p: int, f: Frame) -> list[Action]:
    hand = game.state.seats[p].hand
    return [*(plantings(game, p, hand[0]) if hand else []), Done(p)]


def _flow_apply(game: Game, a: Action, f: Frame) -> None:
    if isinstance(a, Plant):
        plant_from_hand(game, a)
    else:
        game.state.pending.pop()


def _no_bean_in_hand(game: Game, f: Frame) -> bool:
    return not hand_beans(game, f.player)


FLOW = Decision(legal=_flow_legal, refuse=front_refusal, apply=_flow_apply,
                passes=_no_bean_in_hand, main=True)


# the Enchantment of the Fellow Players: everyone plants their front card at once

def _fellow_legal(game: Game, p: int, f: Frame) -> list[Action]:
    hand = game.state.seats[p].hand
    out = plantings(game, p, hand[0]) if hand else []
    if p == game.state.active:
        out.append(Done(p))  # the caster may plant, need not
    return out


def _fellow_apply(game: Game, a: Action, f: Frame) -> None:
    if isinstance(a, Plant):
        plant_from_hand(game, a)
    f.players.remove(a.player)


def _fellow_passes(game: Game, f: Frame) -> bool:
    f.players = [q for q in f.players if game.state.seats[q].hand]
    return not f.players


def _fellow_forced(game: Game, p: int) -> Action | None:
    """A fellow player's front card that has one place (``one_place``) may be planted for
    them.  Ruling: their front card is hidden until then, but the planting shows it, on
    fields the table sees, so a planting made for them tells no more than their own; a
    harvest first is not counted as a choice, as in phase 3 (``planting._aside_forced``).
    The caster, who need not plant, decides for themselves."""
    if p == game.state.active:
        return None
    return one_place(game, p)


FELLOW_PLANT = Decision(legal=_fellow_legal, refuse=front_refusal, apply=_fellow_apply,
                        passes=_fellow_passes, shared=True, forced=_fellow_forced)

DECISIONS = {"activate": ACTIVATE, "swap_keep": SWAP_KEEP, "flow": FLOW,
             "fellow_plant": FELLOW_PLANT}
MOVES = [ANY_TIME_SPELLS]
OUT_OF_PLACE = {
    Activate: N_("A spell card turns face up this way only after a Magic Bean ability or "
                 "a Magic coin, and only if it lies face down."),
    KeepSwapped: N_("A spell card is kept face up or down right after a Spell Card Swap."),
}
