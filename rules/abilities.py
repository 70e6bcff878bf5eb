"""Phase 1b: the bean abilities, spell activation, the Mean Bean and Sword Bean attacks.

A mixin of ``rules.engine.Game``: the methods use the game's state and helpers.
"""

from __future__ import annotations

from . import rng as rand
from .actions import (
    Action,
    Activate,
    ActivateWithBean,
    Cast,
    ChooseCoin,
    Done,
    Plant,
    Tuck,
    UseAbility,
)
from .cards import (
    ATTACK_SPELL,
    BEAN_FIELD_SPELL,
    BEAN_OF,
    MAGIC_BEAN,
    MEAN_BEAN,
    PICKER_BEAN,
    SPELL_ID,
    SPELL_OF,
    SWORD_BEAN,
    VARIETIES,
    WHITE_BEAN,
    Bean,
    Spell,
    bean_name,
    spell_name,
)
from .interned import DONE, activate_with_bean, use_ability
from .state import Field, Frame, State


class BeanMagic:
    state: State

    def _legal_magic(self, p: int, f: Frame, out: list[Action]) -> None:
        s = self.state
        seat = s.seats[p]
        attack = self._face_up(p, ATTACK_SPELL) is not None
        for i, fld in enumerate(seat.fields):
            if not fld.use or not fld.cards:
                continue
            bean = BEAN_OF[fld.cards[-1]]
            if bean == PICKER_BEAN:
                for t in self.fellows(p):
                    if s.seats[t].hand:
                        out.append(use_ability(p, i, t))
            elif bean == SWORD_BEAN:
                for t in self.fellows(p):
                    if s.seats[t].coins:
                        out.append(use_ability(p, i, t))
                        if attack and len(s.seats[t].coins) >= 2:
                            out.append(use_ability(p, i, t, attack_spell=True))
            elif bean == MEAN_BEAN:
                if len(fld.cards) >= 4:
                    out.append(use_ability(p, i))
                elif attack:
                    out.append(use_ability(p, i, attack_spell=True))
            elif bean == MAGIC_BEAN:
                if any(not x.face_up for x in seat.spells):
                    out.append(use_ability(p, i))
            elif bean == WHITE_BEAN:
                out.append(use_ability(p, i))
        down = []
        for x in seat.spells:
            if not x.face_up:
                down.append(x.card)
        if down:
            for c in seat.hand:
                # any Magic Bean will do; offering each card lets the player pick its place
                if BEAN_OF[c] is MAGIC_BEAN:
                    for sp in down:
                        out.append(activate_with_bean(p, c, sp))
        if self._face_up(p, BEAN_FIELD_SPELL) and len(seat.fields) < 3:
            out.append(Cast(p, SPELL_ID[BEAN_FIELD_SPELL]))
        out.append(DONE[p])

    def _legal_tuck_or_plant(self, p: int, f: Frame, out: list[Action]) -> None:
        assert f.card is not None
        out.append(Tuck(p, f.card))
        self._plants(p, f.card, out)

    def _legal_activate(self, p: int, f: Frame, out: list[Action]) -> None:
        out.extend(Activate(p, x.card) for x in self.state.seats[p].spells if not x.face_up)
        out.append(DONE[p])

    def _legal_choose_coin(self, p: int, f: Frame, out: list[Action]) -> None:
        out.extend(ChooseCoin(p, i) for i in range(len(f.cards)))

    def _do_magic(self, a: Action, f: Frame) -> None:
        s = self.state
        if type(a) is Done:
            s.pending.pop()
        elif type(a) is UseAbility:
            self._ability(a)
        elif type(a) is ActivateWithBean:
            seat = s.seats[a.player]
            seat.hand.remove(a.bean)
            s.discard.append(a.bean)
            self._activate(a.player, a.spell, "by discarding a Magic Bean")
        elif type(a) is Cast and SPELL_OF[a.spell] is BEAN_FIELD_SPELL:
            self._use_spell(a.player, BEAN_FIELD_SPELL)
            s.seats[a.player].fields.append(Field())
            self._fields_changed(a.player)
            self._emit(
                "spell",
                f"{self.name(a.player)} opens a third field (Bean Field Spell).",
                player=a.player,
            )

    def _activate(self, p: int, card: int, how: str) -> None:
        for x in self.state.seats[p].spells:
            if x.card == card:
                x.face_up = True
        self._emit(
            "activate",
            f"{self.name(p)} turns {spell_name(card)} face up{' ' + how if how else ''}.",
            player=p,
            spell=card,
        )

    def _ability(self, a: UseAbility) -> None:
        s = self.state
        p = a.player
        fld = s.seats[p].fields[a.field]
        fld.use = False
        bean = BEAN_OF[fld.cards[-1]]
        if a.attack_spell:
            self._use_spell(p, Spell.ATTACK)
        if bean == Bean.PICKER:
            assert a.target is not None
            card = s.seats[a.target].hand.pop()
            self._emit(
                "steal",
                f"{self.name(p)} uses a Picker Bean and pulls the last card of "
                f"{self.name(a.target)}'s hand: a {bean_name(card)}.",
                player=p,
                target=a.target,
                card=card,
            )
            self._tuck_or_plant(p, card, no_harvest=False, in_attack=False)
        elif bean == Bean.WHITE:
            card = self._draw()
            if card is None:
                self._emit("white", f"{self.name(p)} uses a White Bean, but no card is left.")
                return
            self._emit(
                "white",
                f"{self.name(p)} uses a White Bean and draws a card.",
                {p: f"You use a White Bean and draw a {bean_name(card)}."},
                player=p,
            )
            if len(fld.cards) >= 4:
                self._tuck_or_plant(p, card, no_harvest=False, in_attack=False)
            else:
                s.seats[p].hand.append(card)
        elif bean == Bean.MAGIC:
            n = 2 if len(fld.cards) >= 4 else 1
            self._emit(
                "magic",
                f"{self.name(p)} uses a Magic Bean to activate up to {n} "
                f"spell card{'s' if n > 1 else ''}.",
                player=p,
            )
            s.pending.append(Frame("activate", p, n=n))
        elif bean == Bean.MEAN:
            self._mean(p)
        elif bean == Bean.SWORD:
            assert a.target is not None
            self._emit(
                "sword",
                f"{self.name(p)} attacks {self.name(a.target)} with a Sword Bean"
                f"{' and the Attack Spell' if a.attack_spell else ''}.",
                player=p,
                target=a.target,
            )
            self._attack(p, a.target, two=a.attack_spell)

    def _tuck_or_plant(self, p: int, card: int, no_harvest: bool, in_attack: bool) -> None:
        if no_harvest and not self.fitting_fields(p, card):
            # RULINGS 7: no harvesting during an attack; if nothing fits, tuck it
            self.state.seats[p].hand.append(card)
            self._emit(
                "tuck",
                f"{self.name(p)} tucks the {bean_name(card)} behind their hand (no field fits).",
                player=p,
            )
            return
        self.state.pending.append(
            Frame("tuck_or_plant", p, card=card, no_harvest=no_harvest, in_attack=in_attack)
        )

    def _do_tuck_or_plant(self, a: Action, f: Frame) -> None:
        s = self.state
        s.pending.pop()
        if type(a) is Tuck:
            s.seats[a.player].hand.append(a.card)
            # the card may have been drawn in secret (White Bean): name it only to its owner
            self._emit(
                "tuck",
                f"{self.name(a.player)} tucks the card behind their hand.",
                {a.player: f"You tuck the {bean_name(a.card)} behind your hand."},
                player=a.player,
            )
        else:
            assert type(a) is Plant
            self._plant(a.player, a.card, a.field)

    def _do_activate(self, a: Action, f: Frame) -> None:
        if type(a) is Done:
            self.state.pending.pop()
            return
        assert type(a) is Activate
        self._activate(a.player, a.spell, "")
        f.n -= 1

    def _mean(self, p: int) -> None:
        """Mean Bean: every fellow player with coins shows a coin; only the highest stay."""
        s = self.state
        shown: list[tuple[int, int]] = []
        for q in self.fellows(p):
            coins = s.seats[q].coins
            if coins:
                s.rng = rand.shuffle(s.rng, coins)
                shown.append((q, coins[-1]))
        if not shown:
            self._emit("mean", f"{self.name(p)} uses a Mean Bean, but no fellow player has coins.")
            return
        best = max(VARIETIES[BEAN_OF[c]].count for _, c in shown)
        listing = ", ".join(
            f"{self.name(q)} a {bean_name(c)} ({VARIETIES[BEAN_OF[c]].count})" for q, c in shown
        )
        self._emit("mean", f"{self.name(p)} uses a Mean Bean: {listing}.", player=p)
        for q, c in shown:  # in turn order from the active player
            if VARIETIES[BEAN_OF[c]].count < best:
                s.seats[q].coins.pop()
                s.discard.append(c)
                self._emit(
                    "mean_loss", f"{self.name(q)} discards the {bean_name(c)} coin.", player=q
                )

    def _attack(self, attacker: int, defender: int, two: bool) -> None:
        s = self.state
        # A loop, not recursion: a chain of counterattacks can grow long.
        while True:
            coins = s.seats[defender].coins
            if not coins:
                self._emit("attack_none", f"{self.name(defender)} has no coins: nothing happens.")
                return
            s.rng = rand.shuffle(s.rng, coins)
            if two and len(coins) >= 2:
                shown = [coins[-1], coins[-2]]
                self._emit(
                    "reveal",
                    f"{self.name(defender)}'s coins show a "
                    f"{bean_name(shown[0])} and a {bean_name(shown[1])}.",
                    attacker=attacker,
                    defender=defender,
                )
                s.pending.append(
                    Frame("choose_coin", attacker, cards=shown, other=defender, in_attack=True)
                )
                return
            if BEAN_OF[coins[-1]] != Bean.SWORD:
                self._reveal(attacker, defender, coins[-1])
                return
            self._emit(
                "reveal",
                f"{self.name(defender)}'s top coin is a {bean_name(coins[-1])}.",
                attacker=attacker,
                defender=defender,
                card=coins[-1],
            )
            if not self._counterattack(attacker, defender):
                return
            attacker, defender, two = defender, attacker, False

    def _counterattack(self, attacker: int, defender: int) -> bool:
        """A Sword Bean coin was revealed: the defender strikes back (unless it never ends)."""
        s = self.state
        self._emit(
            "counter",
            f"{self.name(defender)} strikes back at {self.name(attacker)}'s coins!",
            player=defender,
            target=attacker,
        )
        # Ruling: when both coin piles hold nothing but Sword Beans, every reveal would
        # start yet another counterattack and the chain could never end.  The table
        # calls it a stand-off: the chain stops there and nothing more happens.
        if s.seats[attacker].coins and all(
            BEAN_OF[c] == Bean.SWORD for c in s.seats[attacker].coins + s.seats[defender].coins
        ):
            self._emit(
                "nothing", "Sword against Sword only: the counterattacks end in a stand-off."
            )
            return False
        return True

    def _do_choose_coin(self, a: Action, f: Frame) -> None:
        assert type(a) is ChooseCoin and f.other is not None
        self.state.pending.pop()
        chosen = f.cards[a.index]
        other = f.cards[1 - a.index]
        self._emit(
            "choose_coin",
            f"{self.name(a.player)} takes the {bean_name(chosen)}; the "
            f"{bean_name(other)} goes back without effect.",
            player=a.player,
        )
        self._resolve_coin(f.player, f.other, chosen)

    def _reveal(self, attacker: int, defender: int, coin: int) -> None:
        self._emit(
            "reveal",
            f"{self.name(defender)}'s top coin is a {bean_name(coin)}.",
            attacker=attacker,
            defender=defender,
            card=coin,
        )
        self._resolve_coin(attacker, defender, coin)

    def _resolve_coin(self, attacker: int, defender: int, coin: int) -> None:
        s = self.state
        bean = BEAN_OF[coin]
        if bean == Bean.PRINCESS:
            s.seats[defender].coins.remove(coin)
            s.seats[attacker].coins.append(coin)
            self._emit(
                "loot", f"{self.name(attacker)} takes the Princess Bean coin.", player=attacker
            )
        elif bean == Bean.MAGIC:
            if any(not x.face_up for x in s.seats[attacker].spells):
                s.pending.append(Frame("activate", attacker, n=1, in_attack=True))
            else:
                self._emit("nothing", f"{self.name(attacker)} has no face-down spell to turn.")
        elif bean == Bean.PICKER:
            hand = s.seats[attacker].hand
            if not hand:
                self._emit("nothing", f"{self.name(attacker)} has no hand card to lose.")
                return
            card = hand.pop()
            self._emit(
                "steal",
                f"{self.name(defender)} pulls {self.name(attacker)}'s last "
                f"hand card: a {bean_name(card)}.",
                player=defender,
                target=attacker,
                card=card,
            )
            self._tuck_or_plant(defender, card, no_harvest=True, in_attack=True)
        elif bean == Bean.SWORD:
            if self._counterattack(attacker, defender):
                self._attack(defender, attacker, two=False)
        else:
            self._emit("nothing", "Nothing happens.")
