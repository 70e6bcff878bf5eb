"""Phase 1b (Rabohnzel's 1½), the magic phase: bean abilities and activating spells
with Magic Beans (RULINGS 5, 7).

- Every field that holds a variety with an ability at the start of 1b gives one use.
  A row started during 1b (a card planted on an empty field, by any means) gives one
  fresh use of its variety; extending a row gives nothing; a field harvested after its
  use does not give it back.
- Picker: take the rearmost card of a fellow player's hand (not of an empty hand); tuck
  it behind your hand or plant it.  White: draw the top card of the draw pile behind
  your hand; with 4 or more on the field you may plant it instead.  Magic: turn one of
  your spell cards face up, with 4 or more up to two.  Mean (4 or more, or with the
  Attack Spell) and Sword: attacks on coins (``rules.attacks``).
- Discarding a Magic Bean from anywhere in the hand turns one spell card face up.
- The Magic Card Flow in 1b: each row it starts may use its ability between two
  plantings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, ActivateWithBean, Cast, Done, UseAbility
from .attacks import mean_attack, sword_attack
from .cards import ABILITY_BEANS, BEAN_OF, SPELL_ID, Bean, Spell, variety_name
from .events import say
from .i18n import N_, _, ngettext
from .planting import offer_tuck_or_plant
from .ruleset import Decision, Extension
from .spell_phases import bean_field_casts, open_bean_field
from .spells import any_time_spells, face_up, spell_refusal, turn_face_up, use_spell
from .turn import draw_card, tell_last_pile
from .words import a_card_of

if TYPE_CHECKING:
    from .engine import Game
    from .state import Frame


def _magic(game: Game) -> None:
    s = game.state
    for f in s.seats[s.active].fields:
        f.use = bool(f.cards) and BEAN_OF[f.cards[-1]] in ABILITY_BEANS
    game.push("magic", s.active)


def _fresh_use(game: Game, p: int, i: int, new_row: bool) -> None:
    """RULINGS 5: a row started during 1b, by any means, gives a fresh use."""
    s = game.state
    if new_row and s.step == "magic" and p == s.active:
        fld = s.seats[p].fields[i]
        fld.use = BEAN_OF[fld.cards[-1]] in ABILITY_BEANS


def abilities(game: Game, p: int) -> list[Action]:
    """``p``'s bean abilities that may be used now."""
    s = game.state
    seat = s.seats[p]
    attack = face_up(game, p, Spell.ATTACK) is not None
    out: list[Action] = []
    for i, fld in enumerate(seat.fields):
        if not fld.use or not fld.cards:
            continue
        bean = BEAN_OF[fld.cards[-1]]
        if bean is Bean.PICKER:
            out += [UseAbility(p, i, t) for t in game.fellows(p) if s.seats[t].hand]
        elif bean is Bean.SWORD:
            for t in game.fellows(p):
                if s.seats[t].coins:
                    out.append(UseAbility(p, i, t))
                    if attack and len(s.seats[t].coins) >= 2:
                        out.append(UseAbility(p, i, t, attack_spell=True))
        elif bean is Bean.MEAN:
            if len(fld.cards) >= 4:
                out.append(UseAbility(p, i))
            elif attack:
                out.append(UseAbility(p, i, attack_spell=True))
        elif bean is Bean.MAGIC:
            if any(not x.face_up for x in seat.spells):
                out.append(UseAbility(p, i))
        elif bean is Bean.WHITE:
            out.append(UseAbility(p, i))
    return out


def _magic_legal(game: Game, p: int, f: Frame) -> list[Action]:
    seat = game.state.seats[p]
    out = abilities(game, p)
    down = [x.card for x in seat.spells if not x.face_up]
    for c in seat.hand:
        # any Magic Bean will do; offering each card lets the player pick its place
        if BEAN_OF[c] is Bean.MAGIC:
            out += [ActivateWithBean(p, c, sp) for sp in down]
    if game.spec.bean_field_in == "magic":
        out += bean_field_casts(game, p)
    out.append(Done(p))
    return out


def _magic_refuse(game: Game, a: Action, f: Frame) -> str:
    s = game.state
    p = a.player
    seat = s.seats[p]
    if isinstance(a, UseAbility):
        if not 0 <= a.field < len(seat.fields) or not seat.fields[a.field].cards:
            return _("There is no row on that field.")
        fld = seat.fields[a.field]
        bean = BEAN_OF[fld.cards[-1]]
        if bean not in ABILITY_BEANS:
            return _("The {bean} has no ability.").format(bean=variety_name(bean))
        if not fld.use:
            return _("Each row gives its ability once in phase 1b; extending a row gives no "
                     "new use, only a newly started row does.")
        if a.attack_spell and not face_up(game, p, Spell.ATTACK):
            return _("The Attack Spell must be face up (activated) to be used.")
        if bean is Bean.MEAN:
            return _("The Mean Bean needs 4 or more on its field (or an active Attack "
                     "Spell).")
        if bean is Bean.SWORD:
            return _("A Sword Bean attacks a fellow player who has coins; a player without "
                     "coins cannot be attacked.")
        if bean is Bean.PICKER:
            return _("The Picker Bean needs a fellow player with hand cards.")
        if bean is Bean.MAGIC:
            return _("The Magic Bean needs one of your spell cards face down to activate.")
        return _("That ability cannot be used this way.")
    if isinstance(a, ActivateWithBean):
        return _("Activating a spell costs a Magic Bean from your hand and needs a "
                 "face-down spell card of yours.")
    if isinstance(a, Cast):
        return spell_refusal(game, a) or _("That spell is not used in phase 1b.")
    return (_("Phase 1a is over: no more than two cards are planted from the hand.")
            if a.kind == "plant" else game.not_a_choice(a))


def _magic_apply(game: Game, a: Action, f: Frame) -> None:
    s = game.state
    p = a.player
    if isinstance(a, Done):
        s.pending.pop()
        _uses_end(game)
    elif isinstance(a, UseAbility):
        use_ability(game, a)
    elif isinstance(a, ActivateWithBean):
        s.seats[p].hand.remove(a.bean)
        s.discard.append(a.bean)
        turn_face_up(game, p, a.spell, magic_bean=True)
    else:
        assert isinstance(a, Cast) and a.spell == SPELL_ID[Spell.BEAN_FIELD]
        open_bean_field(game, p)


def _magic_passes(game: Game, f: Frame) -> bool:
    """Phase 1b passes by itself when only harvests and "done" remain.

    Ruling (hidden information): whether it passes must not depend on the hand's hidden
    varieties, or the table would learn that the player holds no Magic Bean.  With a
    card in hand and a face-down spell the player might activate, 1b waits for their
    own "done"; so it does with a card in hand and a Cap Bean row of two or more while
    the spell deck has a card (harvesting it brings a face-down spell, public
    information).
    """
    s = game.state
    p = f.player
    seat = s.seats[p]
    if seat.hand and any(not x.face_up for x in seat.spells):
        return False
    if seat.hand and s.spell_deck and _cap_brings_spell(game, p):
        return False
    if not _magic_idle(game, p):
        return False
    _uses_end(game)
    # said, so that a player who pressed on for "done" sees why the next key went to
    # trading (the words are public: the ruling above keeps the hand out of it)
    game.emit("magic_passes", say(N_("{name} has nothing left to use: phase {phase} ends."),
                                  name=game.name(p), phase=game.phase), player=p)
    return True


def _cap_brings_spell(game: Game, p: int) -> bool:
    """Whether harvesting one of ``p``'s rows would bring them a spell card (a Cap Bean
    row of two or more)."""
    return any(len(fld.cards) >= 2 and BEAN_OF[fld.cards[-1]] is Bean.CAP
               for fld in game.state.seats[p].fields)


def _magic_idle(game: Game, p: int) -> bool:
    """Whether ``p`` has nothing to do in phase 1b but end it: no ability, activation or
    spell to use now, and no Cap Bean harvest that brings a spell they could activate
    with a Magic Bean in hand."""
    s = game.state
    if any(not isinstance(a, Done) for a in _magic_legal(game, p, s.pending[-1])):
        return False
    if any_time_spells(game, p):
        return False
    return not (s.spell_deck and _cap_brings_spell(game, p)
                and any(BEAN_OF[c] is Bean.MAGIC for c in s.seats[p].hand))


def _uses_end(game: Game) -> None:
    for fld in game.state.seats[game.state.active].fields:
        fld.use = False


MAGIC = Decision(legal=_magic_legal, refuse=_magic_refuse, apply=_magic_apply,
                 passes=_magic_passes, main=True, idle=_magic_idle)


def use_ability(game: Game, a: UseAbility) -> None:
    s = game.state
    p = a.player
    fld = s.seats[p].fields[a.field]
    fld.use = False
    bean = BEAN_OF[fld.cards[-1]]
    if a.attack_spell:
        use_spell(game, p, Spell.ATTACK)
        # (said: the log told only of the Mean Bean, and why one of them worked, and that
        # the spell was spent, was not told, play-test)
        game.emit("spell", say(N_("{name} casts the Attack Spell."), name=game.name(p)),
                  player=p)
    if bean is Bean.PICKER:
        assert a.target is not None
        card = s.seats[a.target].hand.pop()
        game.emit("steal", say(N_("{name} uses a Picker Bean and pulls the last card of "
                                  "{target}'s hand: {a_bean}."), name=game.name(p),
                               target=game.name(a.target), a_bean=a_card_of(card)),
                  {a.target: say(N_("{name} uses a Picker Bean and pulls the last card of "
                                    "your hand: {a_bean}."), name=game.name(p),
                                 a_bean=a_card_of(card))},
                  player=p, target=a.target, card=card)
        offer_tuck_or_plant(game, p, card)
    elif bean is Bean.WHITE:
        before = s.ending
        card = draw_card(game)
        if card is None:
            game.emit("white", say(N_("{name} uses a White Bean, but no card is left."),
                                   name=game.name(p)))
            return
        game.emit("white", say(N_("{name} uses a White Bean and draws a card."),
                               name=game.name(p)),
                  {p: say(N_("You use a White Bean and draw {a_bean}."),
                          a_bean=a_card_of(card))}, player=p)
        tell_last_pile(game, before, card)
        if len(fld.cards) >= 4:
            offer_tuck_or_plant(game, p, card)
        else:
            s.seats[p].hand.append(card)
    elif bean is Bean.MAGIC:
        # Ruling: the spell cards one use turns face up are turned at once.  One not
        # turned then (none face down was left) is not kept for later in the phase: a
        # spell cast and turned face down again needs another activation (play-test
        # question, four Magic Beans and one spell card).
        n = 2 if len(fld.cards) >= 4 else 1
        game.emit("magic", (_activates, (game.name(p), n)), player=p)
        game.push("activate", p, n=n)
    elif bean is Bean.MEAN:
        mean_attack(game, p)
    elif bean is Bean.SWORD:
        assert a.target is not None
        sword_attack(game, p, a.target, a.attack_spell)


def _activates(name: str, n: int) -> str:
    return ngettext("{name} uses a Magic Bean to activate up to {n} spell card.",
                    "{name} uses a Magic Bean to activate up to {n} spell cards.",
                    n).format(name=name, n=n)


def _abilities_in_flow(game: Game, p: int, f: Frame) -> list[Action]:
    """The Magic Card Flow in phase 1b: each row it starts may use its ability between
    two plantings, before the flow goes on."""
    return abilities(game, p) if game.state.step == "magic" else []


ABILITIES_IN_FLOW = Extension(legal=_abilities_in_flow,
                              takes=lambda a: isinstance(a, UseAbility),
                              apply=lambda game, a, f: use_ability(game, a))

STEPS = {"magic": _magic}
DECISIONS = {"magic": MAGIC}
EXTENSIONS = {"flow": [ABILITIES_IN_FLOW]}
AFTER_PLANT = [_fresh_use]
OUT_OF_PLACE = {
    UseAbility: N_("Bean abilities are used by the active player in phase 1b only."),
    ActivateWithBean: N_("Spell cards are activated with Magic Beans in phase 1b only."),
}
