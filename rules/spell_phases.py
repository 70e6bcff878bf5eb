"""The spells bound to a phase, and what spell cards do at harvest and at the turn's end
(RULINGS 8, 9).

- Bean Field Spell: a temporary third field (phase 1b; Rabohnzel: phase 3, the
  ``GameSpec.bean_field_in``).  As soon as any of the three fields is harvested, that
  field goes and two remain.
- Trade Spell (start of phase 2, before any card is turned up; Rabohnzel's Commerce
  Spell once the first two are seen, ``GameSpec.trade_spell``): a third card is turned
  up, and in phase 3 the turned-up cards nobody took may be discarded instead of
  planted.
- Pile Spell (start of phase 2, after the two cards are turned up; Rabohnzel's Deck
  Spell at any moment of trading, ``GameSpec.pile_spell``): the top card of the discard
  pile joins the turned-up cards.
- Enchantment of the Beans (phase 3): a card one must plant may go on a field holding
  exactly one bean of another variety, which from then on counts as the new variety.
- Hand Card Spell (phase 4): five cards are drawn instead of three, if no trade or gift
  came about this turn.
- Before the turn ends the active player may still use "any time" spells; then every
  face-up spell turns face down, and a card taken with the Random Spell goes back into
  the spell deck, shuffled.  Rabohnzel's game ends right after the drawing once the
  last pile has run out (``GameSpec.end_after_drawing``).
- A harvest of two or more Cap Beans also brings a spell card from the spell deck,
  while there is one (also in the final harvest: its value can break a tie).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rng as rand
from .actions import Action, Cast, Done, Plant
from .cards import BEAN_OF, SPELL_ID, Bean, Spell
from .events import say
from .fields import plant
from .i18n import N_, _, ngettext
from .planting import to_plant
from .ruleset import Decision, Extension
from .spells import ANY_TIME, face_up, spell_refusal, use_spell
from .state import Field, SpellSlot
from .turn import draw_owed
from .words import name_of, spell_list, spell_of

if TYPE_CHECKING:
    from .engine import Game
    from .state import Frame


# the Bean Field Spell

def bean_field_casts(game: Game, p: int) -> list[Action]:
    """The Bean Field Spell, if ``p`` may cast it now (in the phase their game says)."""
    if face_up(game, p, Spell.BEAN_FIELD) and len(game.state.seats[p].fields) < 3:
        return [Cast(p, SPELL_ID[Spell.BEAN_FIELD])]
    return []


def open_bean_field(game: Game, p: int) -> None:
    use_spell(game, p, Spell.BEAN_FIELD)
    game.state.seats[p].fields.append(Field(temporary=True))
    game.emit("spell", say(N_("{name} opens a third field (Bean Field Spell)."),
                           name=game.name(p)), player=p)


def _is_cast(spell: Spell):
    return lambda a: isinstance(a, Cast) and a.spell == SPELL_ID[spell]


def _bean_field_in_phase3(game: Game, p: int, f: Frame) -> list[Action]:
    if game.spec.bean_field_in != "plant_aside" or p != game.state.active:
        return []
    return bean_field_casts(game, p)


BEAN_FIELD_IN_PHASE3 = Extension(
    legal=_bean_field_in_phase3, takes=_is_cast(Spell.BEAN_FIELD),
    apply=lambda game, a, f: open_bean_field(game, a.player))


def _field_goes(game: Game, p: int, i: int, bean: Bean, n: int) -> tuple[str, str]:
    """The first harvest of a player with a Bean Field Spell's field closes the field
    harvested (Ruling: whichever of the three it was)."""
    fields = game.state.seats[p].fields
    if not any(f.temporary for f in fields):
        return "", None
    last = i == len(fields) - 1
    del fields[i]
    for f in fields:
        f.temporary = False
    # ("moved": the fields after it move up a place, their rows with them; a White Bean
    # on field 3 was found on field 2 with no word of it, play-test)
    return ("closed" if last else "moved"), None


def _field_closes(game: Game, p: int, i: int) -> bool:
    """Whether a harvest of seat ``p``'s field ``i`` now closes that field (``_field_goes``):
    it makes no room for a card."""
    return any(f.temporary for f in game.state.seats[p].fields)


def _field_brings(game: Game, p: int, i: int) -> str:
    """The closing of the Bean Field Spell's field, told before the harvest (with no
    parenthesis of its own: the harvest's words put one after the coins, and two in a row
    read badly, play-test)."""
    fields = game.state.seats[p].fields
    if not _field_closes(game, p, i):
        return ""
    if i == len(fields) - 1:
        return _("the field closes")
    if i == len(fields) - 2:
        return _("the field closes, then field {n} becomes field {m}").format(
            n=len(fields), m=len(fields) - 1)
    return _("the field closes, then the fields after it move up one place")


# the Cap Bean's spell card

def _cap_due(game: Game, bean: Bean | None, n: int) -> bool:
    """Whether a harvest of ``n`` cards of ``bean`` brings a spell card now."""
    return bean is Bean.CAP and n >= 2 and bool(game.state.spell_deck)


def _cap_brings(game: Game, p: int, i: int) -> str:
    cards = game.state.seats[p].fields[i].cards
    return _("a spell card") if cards and _cap_due(game, BEAN_OF[cards[-1]], len(cards)) \
        else ""


def _cap_spell(game: Game, p: int, i: int, bean: Bean, n: int) -> tuple[str, str]:
    s = game.state
    if not _cap_due(game, bean, n):
        return "", None
    card = s.spell_deck.pop()
    s.seats[p].spells.append(SpellSlot(card))
    return "spell", say(N_("The spell card is {spell}."), spell=spell_of(card))


# phase 2: the Trade and Pile Spells

def _pile_ready(game: Game, p: int) -> bool:
    return face_up(game, p, Spell.PILE) is not None and bool(game.state.discard)


def _trade_spell(game: Game) -> None:
    """Phase 2 begins: where the game decides the Trade Spell before any card is turned
    up, its holder decides now (three cards or two)."""
    p = game.state.active
    if game.spec.trade_spell == "start" and face_up(game, p, Spell.TRADE):
        game.push("trade_start", p)


def _trade_start_legal(game: Game, p: int, f: Frame) -> list[Action]:
    return [Cast(p, SPELL_ID[Spell.TRADE]), Done(p)]


def _cast_trade(game: Game, p: int) -> None:
    """The Trade Spell: one card more is turned up (now, or with the two of phase 2),
    and the turned-up cards nobody takes may be discarded in phase 3."""
    s = game.state
    use_spell(game, p, Spell.TRADE)
    s.may_discard = True
    game.emit("spell", say(N_("{name} casts the Trade Spell."), name=game.name(p)), player=p)
    s.to_turn_up += 1


def _trade_start_apply(game: Game, a: Action, f: Frame) -> None:
    game.state.pending.pop()
    if isinstance(a, Cast):
        _cast_trade(game, a.player)  # (turned up with the two of the next step)
    else:  # (said: the spell stays face up for the turn, as if still in play)
        game.emit("spell_unused", say(N_("{name} does not use the Trade Spell: two cards "
                                         "are turned up."), name=game.name(a.player)),
                  player=a.player)


def _phase2_options(game: Game, p: int) -> list[Action]:
    out: list[Action] = []
    if game.spec.trade_spell == "after_two" and face_up(game, p, Spell.TRADE):
        out.append(Cast(p, SPELL_ID[Spell.TRADE]))
    if game.spec.pile_spell == "start" and _pile_ready(game, p):
        out.append(Cast(p, SPELL_ID[Spell.PILE]))
    return out


def _phase2_spells(game: Game) -> None:
    p = game.state.active
    if _phase2_options(game, p):
        game.push("phase2_start", p)


def _phase2_legal(game: Game, p: int, f: Frame) -> list[Action]:
    return [*_phase2_options(game, p), Done(p)]


def take_from_pile(game: Game, p: int) -> None:
    s = game.state
    use_spell(game, p, Spell.PILE)
    card = s.discard.pop()
    s.turned_up.append(card)
    game.emit("spell", say(N_("{name} casts the Pile Spell and adds the {bean} from the "
                              "discard pile."), name=game.name(p), bean=name_of(card)),
              player=p, card=card)


def _phase2_apply(game: Game, a: Action, f: Frame) -> None:
    s = game.state
    p = a.player
    if isinstance(a, Done):
        s.pending.pop()
        return
    assert isinstance(a, Cast)
    if a.spell == SPELL_ID[Spell.TRADE]:
        _cast_trade(game, p)
        draw_owed(game)
    else:
        take_from_pile(game, p)
    if not _phase2_options(game, p):
        s.pending.pop()


def _spell_refuse(game: Game, a: Action, f: Frame) -> str:
    if isinstance(a, Cast):
        return spell_refusal(game, a) or _("That spell is not used in this decision.")
    return game.not_a_choice(a)


PHASE2_START = Decision(legal=_phase2_legal, refuse=_spell_refuse, apply=_phase2_apply,
                        main=True)
TRADE_START = Decision(legal=_trade_start_legal, refuse=_spell_refuse,
                       apply=_trade_start_apply, main=True)


def _pile_in_trading(game: Game, p: int, f: Frame) -> list[Action]:
    """Rabohnzel's Deck Spell: at any moment of the trading phase (Ruling: the
    rulebook's example harvests during trading and then takes the card just
    discarded)."""
    if game.spec.pile_spell == "trading" and game.state.trade is None and _pile_ready(game, p):
        return [Cast(p, SPELL_ID[Spell.PILE])]
    return []


PILE_IN_TRADING = Extension(legal=_pile_in_trading, takes=_is_cast(Spell.PILE),
                            apply=lambda game, a, f: take_from_pile(game, a.player))


# phase 3: the Enchantment of the Beans

def _enchant_legal(game: Game, p: int, f: Frame) -> list[Action]:
    s = game.state
    if p != s.active or not face_up(game, p, Spell.ENCHANT_BEANS):
        return []
    out: list[Action] = []
    for c in to_plant(game, p):
        for i, fld in enumerate(s.seats[p].fields):
            if len(fld.cards) == 1 and BEAN_OF[fld.cards[0]] is not BEAN_OF[c]:
                out.append(Plant(p, c, i, enchant=True))
    return out


def _enchant_apply(game: Game, a: Action, f: Frame) -> None:
    assert isinstance(a, Plant)
    s = game.state
    use_spell(game, a.player, Spell.ENCHANT_BEANS)
    if a.card in s.turned_up:
        s.turned_up.remove(a.card)
    else:
        s.seats[a.player].aside.remove(a.card)
    plant(game, a.player, a.card, a.field, enchant=True)


ENCHANT_BEANS = Extension(legal=_enchant_legal,
                          takes=lambda a: isinstance(a, Plant) and a.enchant,
                          apply=_enchant_apply)


# phase 4: the Hand Card Spell, the spells of the turn's end, and face down again

def _hand_card_holds(game: Game) -> bool:
    """Whether the active player's Hand Card Spell will draw them five cards in phase 4:
    it lies face up, and no trade or gift has come about this turn."""
    s = game.state
    return face_up(game, s.active, Spell.HAND_CARD) and not s.traded


def _hand_card(game: Game) -> None:
    if _hand_card_holds(game):
        game.push("phase4", game.state.active)


def _hand_card_cost(game: Game, p: int) -> str:
    """A trade or gift costs the active player their Hand Card Spell's two cards more."""
    if p != game.state.active or not _hand_card_holds(game):
        return ""
    return _("A trade or gift this turn costs you the two extra cards of your Hand Card "
             "Spell.")


def _phase4_legal(game: Game, p: int, f: Frame) -> list[Action]:
    return [Cast(p, SPELL_ID[Spell.HAND_CARD]), Done(p)]


def _phase4_apply(game: Game, a: Action, f: Frame) -> None:
    game.state.pending.pop()
    if isinstance(a, Cast):
        use_spell(game, a.player, Spell.HAND_CARD)
        game.state.draw_bonus += 2
        game.emit("spell", say(N_("{name} casts the Hand Card Spell."),
                               name=game.name(a.player)), player=a.player)


PHASE4 = Decision(legal=_phase4_legal, refuse=_spell_refuse, apply=_phase4_apply, main=True)


def _any_time_up(game: Game, p: int) -> bool:
    return any(x.face_up and x.card in _ANY_TIME_CARDS for x in game.state.seats[p].spells)


_ANY_TIME_CARDS = frozenset(SPELL_ID[sp] for sp in ANY_TIME)


def _end_spells(game: Game) -> None:
    s = game.state
    if s.ending and game.spec.end_after_drawing:
        return  # RULINGS 9: the classic end comes right after the drawing
    if _any_time_up(game, s.active):
        game.push("end_turn", s.active)


def _end_turn_done(game: Game, a: Action, f: Frame) -> None:
    game.state.pending.pop()


END_TURN = Decision(legal=lambda game, p, f: [Done(p)],
                    refuse=lambda game, a, f: game.not_a_choice(a), apply=_end_turn_done,
                    passes=lambda game, f: not _any_time_up(game, f.player), main=True)


def _spells_down(game: Game) -> None:
    s = game.state
    a = s.active
    seat = s.seats[a]
    back = [x for x in seat.spells if x.borrowed]
    if back:
        seat.spells = [x for x in seat.spells if not x.borrowed]
        s.spell_deck.extend(x.card for x in back)
        s.rng = rand.shuffle(s.rng, s.spell_deck)
        # a card won by a borrowed Spell Card Swap may lie face down: named only to its
        # holder
        game.emit("spell_back", (_shuffles_back, (seat.name, len(back))),
                  {a: say(N_("You shuffle {spells} back into the spell deck."),
                          spells=(spell_list, (tuple(x.card for x in back),)))}, player=a)
    for x in seat.spells:
        x.face_up = False


def _shuffles_back(name: str, n: int) -> str:
    return ngettext("{name} shuffles {n} borrowed spell card back into the spell deck.",
                    "{name} shuffles {n} borrowed spell cards back into the spell deck.",
                    n).format(name=name, n=n)


STEPS = {"trade_spell": _trade_spell, "phase2_spells": _phase2_spells, "hand_card": _hand_card,
         "end_spells": _end_spells, "spells_down": _spells_down}
DECISIONS = {"trade_start": TRADE_START, "phase2_start": PHASE2_START, "phase4": PHASE4, "end_turn": END_TURN}
EXTENSIONS = {"plant_aside": [ENCHANT_BEANS, BEAN_FIELD_IN_PHASE3],
              "trading": [PILE_IN_TRADING]}
AFTER_HARVEST = [_cap_spell, _field_goes]
HARVEST_BRINGS = [_cap_brings, _field_brings]
HARVEST_CLOSES = [_field_closes]
TRADE_COSTS = [_hand_card_cost]
