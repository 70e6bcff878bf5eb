"""The normal player's magic: bean abilities, spells and attacks (the games with spell
cards; they come up only where the rules offer them).

Each ability and spell has a hand-set worth on the player's own scale (1 ~ one coin);
an attack is worth more against a player with many coins and against the leader, and
less when the attacker's own coins are exposed to a strike back.
"""

from __future__ import annotations

from rules.actions import (
    Action,
    Activate,
    ActivateWithBean,
    Cast,
    ChooseCoin,
    Done,
    KeepSwapped,
    UseAbility,
)
from rules.cards import SPELL_ID, SPELL_OF, Bean, Spell
from rules.views import FieldView, View

from .evaluate import board_of, extends, hand_worth, standing

# How much an activated spell is worth this turn (the bot's own scale: 1 ~ one coin).
SPELL_USE = {
    Spell.BEAN_FIELD: 1.2, Spell.HAND_CARD: 0.8, Spell.TRADE: 0.7, Spell.RANDOM: 0.5,
    Spell.PILE: 0.3, Spell.FLOW: 0.3, Spell.RETUCK: 0.35, Spell.ATTACK: 0.0,
    Spell.ENCHANT_FELLOWS: 0.1, Spell.ENCHANT_BEANS: 0.25, Spell.SWAP: 0.0,
}

# Worth of a revealed coin to the attacker choosing it (Attack Spell).
COIN_CHOICE = {
    Bean.PRINCESS: 3, Bean.MAGIC: 2, Bean.CAP: 1, Bean.MEAN: 1, Bean.WHITE: 1,
    Bean.PICKER: 0, Bean.SWORD: -1,
}


class Magician:
    """The decisions of the magic phase, of attacks and of the spells' own moments."""

    def _spell_use(self, view: View, seat: int, spell: Spell) -> float:
        me = view.seats[seat]
        if spell == Spell.BEAN_FIELD and len(me.fields) >= 3:
            return 0.0
        if spell == Spell.RANDOM and not view.spell_deck_size:
            return 0.0
        if spell == Spell.ATTACK:
            ready = [f for f in me.fields
                     if f.bean in (Bean.SWORD, Bean.MEAN) and self._has_use(view, seat, f)]
            return 0.6 if ready else 0.0
        if spell == Spell.HAND_CARD and view.traded:
            return 0.0
        return SPELL_USE[spell]

    @staticmethod
    def _has_use(view: View, seat: int, f: FieldView) -> bool:
        """Whether a row of ours still has its ability's use in our phase 1b (even if it
        cannot be used at this moment, e.g. a Mean Bean row of fewer than four waiting
        for the Attack Spell)."""
        return view.active == seat and f.use

    def _on_magic(self, view: View, legal: list[Action], seat: int) -> Action | None:
        for spell in (Spell.BEAN_FIELD, Spell.RANDOM):
            if Cast(seat, SPELL_ID[spell]) in legal:
                return Cast(seat, SPELL_ID[spell])
        best: tuple[float, Action] | None = None
        for a in legal:
            if isinstance(a, UseAbility):
                score = self._ability_score(view, seat, a)
            elif isinstance(a, ActivateWithBean):
                score = self._activation_score(view, seat, a)
            else:
                continue
            if score > 0 and (best is None or score > best[0]):
                best = (score, a)
        return best[1] if best else Done(seat)

    def _ability_score(self, view: View, seat: int, a: UseAbility) -> float:
        me = view.seats[seat]
        bean = me.fields[a.field].bean
        if bean == Bean.WHITE:
            return 1.0
        if bean == Bean.PICKER:
            assert a.target is not None
            return 0.9 + 0.01 * view.seats[a.target].hand_size
        if bean == Bean.MEAN:
            victims = sum(1 for s in view.seats if s.seat != seat and s.coin_count)
            if a.attack_spell:
                return 0.3 * victims - 0.2
            return 0.5 * victims
        if bean == Bean.SWORD:
            assert a.target is not None
            target = view.seats[a.target]
            # Princess coins come our way; a Sword coin brings a strike back at our coins.
            score = 0.4 + 0.1 * target.coin_count - 0.05 * me.coin_count
            if standing(view, a.target) >= max(standing(view, s.seat) for s in view.seats
                                               if s.seat != seat):
                score += 0.2  # hit the leader
            return score + (0.3 if a.attack_spell else 0.0)
        if bean == Bean.MAGIC:
            down = [x for x in me.spells if not x.face_up and x.card is not None]
            return max((self._spell_use(view, seat, SPELL_OF[x.card]) for x in down), default=0)
        return 0.0

    def _activation_score(self, view: View, seat: int, a: ActivateWithBean) -> float:
        hand = view.hand or []
        pos = next((i for i, c in enumerate(hand) if c.id == a.bean), 0)
        cost = hand_worth(board_of(view, seat), Bean.MAGIC, pos)
        return self._spell_use(view, seat, SPELL_OF[a.spell]) - cost - 0.1

    def _on_activate(self, view: View, legal: list[Action], seat: int) -> Action | None:
        options = [a for a in legal if isinstance(a, Activate)]
        if not options:
            return Done(seat)
        best = max(options, key=lambda a: self._spell_use(view, seat, SPELL_OF[a.spell]))
        if self._spell_use(view, seat, SPELL_OF[best.spell]) >= 0.2:
            return best
        return Done(seat)

    def _on_choose_coin(self, view: View, legal: list[Action], seat: int) -> Action | None:
        coins = view.decision.coins if view.decision else []
        options = [a for a in legal if isinstance(a, ChooseCoin)]
        if not options or not coins:
            return options[0] if options else None
        return max(options, key=lambda a: COIN_CHOICE[coins[a.index].bean])

    def _on_swap_keep(self, view: View, legal: list[Action], seat: int) -> Action | None:
        return KeepSwapped(seat, True)

    def _on_trade_start(self, view: View, legal: list[Action], seat: int) -> Action | None:
        return Cast(seat, SPELL_ID[Spell.TRADE])  # (a card more to choose from, to trade)

    def _on_phase2_start(self, view: View, legal: list[Action], seat: int) -> Action | None:
        trade = Cast(seat, SPELL_ID[Spell.TRADE])
        if trade in legal:
            return trade
        pile = self._pile(view, legal, seat)
        return pile or Done(seat)

    def _pile(self, view: View, legal: list[Action], seat: int) -> Action | None:
        """The Pile Spell, if it is legal now and the discard pile's top card extends a
        row."""
        pile = Cast(seat, SPELL_ID[Spell.PILE])
        top = view.discard_top
        if pile in legal and top is not None and extends(board_of(view, seat), top.bean):
            return pile
        return None

    def _on_phase4(self, view: View, legal: list[Action], seat: int) -> Action | None:
        cast = Cast(seat, SPELL_ID[Spell.HAND_CARD])
        return cast if cast in legal else Done(seat)
