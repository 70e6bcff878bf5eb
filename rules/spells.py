"""The spell cards that are cast (any-time spells, phase 2 and phase 4 spells, the swap).

A mixin of ``rules.engine.Game``: the methods use the game's state and helpers.
"""

from __future__ import annotations

from .actions import (
    Action,
    Cast,
    Done,
    KeepSwapped,
    Swap,
)
from .cards import (
    ENCHANT_FELLOWS_SPELL,
    FLOW_SPELL,
    RANDOM_SPELL,
    RETUCK_SPELL,
    SPELL_ID,
    SPELL_OF,
    SWAP_SPELL,
    Spell,
    bean_name,
    spell_name,
)
from .interned import DONE, cast, retuck, swap
from .state import Frame, SpellSlot, State


class SpellCasting:
    state: State

    def _legal_any_time(self, p: int, out: list[Action]) -> None:
        s = self.state
        seat = s.seats[p]
        up = []
        for x in seat.spells:
            if x.face_up:
                up.append(SPELL_OF[x.card])
        if not up:
            return  # the common case: no spell is active
        if SWAP_SPELL in up:
            for t in self.fellows(p):
                for j, x in enumerate(s.seats[t].spells):
                    if not x.face_up:
                        out.append(swap(p, t, j))
        if FLOW_SPELL in up and seat.hand:
            out.append(cast(p, SPELL_ID[FLOW_SPELL]))
        if ENCHANT_FELLOWS_SPELL in up:
            out.append(cast(p, SPELL_ID[ENCHANT_FELLOWS_SPELL]))
        if RETUCK_SPELL in up and len(seat.hand) >= 2:
            n = len(seat.hand)
            for a in range(n):
                for b in range(n):
                    if a != b:
                        out.append(retuck(p, a, b))
        if RANDOM_SPELL in up and s.spell_deck:
            out.append(cast(p, SPELL_ID[RANDOM_SPELL]))

    def _legal_swap_keep(self, p: int, f: Frame, out: list[Action]) -> None:
        out.append(KeepSwapped(p, True))
        out.append(KeepSwapped(p, False))

    def _legal_phase2_start(self, p: int, f: Frame, out: list[Action]) -> None:
        s = self.state
        if self._face_up(p, Spell.TRADE):
            out.append(Cast(p, SPELL_ID[Spell.TRADE]))
        if self._face_up(p, Spell.PILE) and s.discard:
            out.append(Cast(p, SPELL_ID[Spell.PILE]))
        out.append(DONE[p])

    def _legal_phase4(self, p: int, f: Frame, out: list[Action]) -> None:
        out.append(Cast(p, SPELL_ID[Spell.HAND_CARD]))
        out.append(DONE[p])

    def _use_spell(self, p: int, spell: Spell) -> None:
        slot = self._face_up(p, spell)
        assert slot is not None
        slot.face_up = False

    def _cast_any_time(self, a: Cast) -> None:
        s = self.state
        p = a.player
        spell = SPELL_OF[a.spell]
        self._use_spell(p, spell)
        if spell == Spell.FLOW:
            self._emit("spell", f"{self.name(p)} casts the Magic Card Flow.", player=p)
            s.pending.append(Frame("flow", p))
        elif spell == Spell.ENCHANT_FELLOWS:
            self._emit(
                "spell",
                f"{self.name(p)} casts the Enchantment of the Fellow Players: "
                "everyone plants their front card.",
                player=p,
            )
            who = [q for q in self.fellows(p) if s.seats[q].hand]
            if s.seats[p].hand:
                who.append(p)
            s.pending.append(Frame("fellow_plant", p, players=who))
        elif spell == Spell.RANDOM:
            card = s.spell_deck.pop()
            s.seats[p].spells.append(SpellSlot(card, face_up=True, borrowed=True))
            self._emit(
                "spell",
                f"{self.name(p)} casts the Random Spell and draws "
                f"{spell_name(card)}, active for this turn.",
                player=p,
                spell=card,
            )

    def _swap(self, a: Swap) -> None:
        s = self.state
        p, t = a.player, a.target
        mine = self._face_up(p, Spell.SWAP)
        assert mine is not None
        theirs = s.seats[t].spells.pop(a.slot)
        s.seats[p].spells.remove(mine)
        # Random Spell special case (RULINGS 8): if the Swap itself was borrowed, the
        # fellow player keeps it and the card received goes back to the deck instead.
        received = SpellSlot(theirs.card, False, mine.borrowed)
        s.seats[t].spells.append(SpellSlot(mine.card, False, False))
        s.seats[p].spells.append(received)
        s.pending.append(Frame("swap_keep", p, card=len(s.seats[p].spells) - 1))
        self._emit(
            "swap",
            f"{self.name(p)} swaps the Spell Card Swap for one of "
            f"{self.name(t)}'s face-down spell cards.",
            {
                p: f"You swap the Spell Card Swap for {self.name(t)}'s {spell_name(theirs.card)}.",
                t: f"{self.name(p)} takes your {spell_name(theirs.card)} and gives you "
                "the Spell Card Swap.",
            },
            player=p,
            target=t,
        )

    def _do_swap_keep(self, a: Action, f: Frame) -> None:
        assert type(a) is KeepSwapped and f.card is not None
        s = self.state
        s.pending.pop()
        slot = s.seats[a.player].spells[f.card]
        slot.face_up = a.face_up
        if a.face_up:
            self._emit(
                "activate",
                f"{self.name(a.player)} keeps {spell_name(slot.card)} face up.",
                player=a.player,
                spell=slot.card,
            )
        else:
            self._emit("swap_keep", f"{self.name(a.player)} keeps the new spell face down.")

    def _do_phase2_start(self, a: Action, f: Frame) -> None:
        s = self.state
        if type(a) is Done:
            s.pending.pop()
            return
        assert type(a) is Cast
        spell = SPELL_OF[a.spell]
        self._use_spell(a.player, spell)
        if spell == Spell.TRADE:
            s.trade_spell_used = True
            self._emit("spell", f"{self.name(a.player)} casts the Trade Spell.", player=a.player)
            self._turn_up()
        else:
            card = s.discard.pop()
            s.turned_up.append(card)
            self._emit(
                "spell",
                f"{self.name(a.player)} casts the Pile Spell and adds the "
                f"{bean_name(card)} from the discard pile.",
                player=a.player,
                card=card,
            )
        if not (
            self._face_up(a.player, Spell.TRADE)
            or (self._face_up(a.player, Spell.PILE) and s.discard)
        ):
            s.pending.pop()

    def _do_phase4(self, a: Action, f: Frame) -> None:
        self.state.pending.pop()
        if type(a) is Cast:
            self._use_spell(a.player, Spell.HAND_CARD)
            self._emit(
                "spell", f"{self.name(a.player)} casts the Hand Card Spell.", player=a.player
            )
            self._draw_end(5)
        else:
            self._draw_end(3)
