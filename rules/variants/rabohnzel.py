"""Rabohnzel, the older edition of Excalibohn (first part of its rulebook).

The same 98 bean cards and 11 spell cards; the differences (RULINGS 9) are
the overrides below, each next to its rule:

- phases are Bohnanza's four with the magic phase as "1½";
- the Bean Field Spell opens its third field in the planting phase (3);
- during a Sword Bean attack only the player attacked (and, after a
  counterattack, the player struck back at) is barred from harvesting;
- the Deck (Pile) Spell may be used at any moment of the trading phase;
- with the Magical Card River in the magic phase, each new row may work its
  magic between two plantings;
- once the last draw pile has run out, the game ends right after the drawing
  phase (the classic end).

The other RULINGS 9 points need no code of their own, because the engine
already plays them the Rabohnzel way: the Aggression (Attack) Spell lets one
Beastly (Mean) Bean use its ability and may be activated again in the same
turn; counterattacks chain, and a defender who turns up a Magic Bean keeps the
activated spell until the end of their own next turn; a spell taken face down
with the Magic Card Exchange brings no other activation; the Commerce (Trade)
Spell is decided after the first two cards are turned up; the enchanted first
bean never becomes a coin (it lies at the bottom of its field, and every
bohnometer pays fewer coins than cards, so coins taken from the top never
reach it); pfennigs (Groschen) only break ties.  The tests in
``tests/variants/test_rabohnzel.py`` hold each of these to the rule.
"""

from __future__ import annotations

from rules.actions import Action, Cast, Harvest, UseAbility
from rules.cards import BEAN_OF, SPELL_ID, Bean, Spell, bean_name
from rules.engine import STEP_PHASE, Game
from rules.events import Event
from rules.state import Field, Frame

HELP = """\
Rabohnzel (3 to 5 players)

The older edition of Excalibohn, with the same cards: seven bean varieties,
five of them with magic, and eleven spell cards. Everyone starts with one
face-down spell card; the highest value starts. No third field can be bought.

Your turn: 1. plant your front card (and maybe the next); 1½. the magic phase:
every variety planted on your fields may work its magic once (a row started
in this phase brings its magic too), and every Magic Bean you discard from
your hand turns one of your spell cards face up; 2. turn up two cards and
trade; 3. everyone plants what they received; 4. draw three cards. A face-up
spell can be used once during your turn; all turn face down when it ends.

Differences from Excalibohn:
- The Bean Field Spell opens the third field in phase 3, the planting phase.
- The Deck Spell takes the top card of the discard pile at any moment of the
  trading phase, for instance right after you harvested a field.
- During a Sword Bean attack only the player attacked may not harvest (after a
  strike back, the player struck back at neither); everyone else may.
- The Aggression Spell lets a single Beastly Bean work its magic.
- Spells taken face down with the Magic Card Exchange bring no activation.
- Once the last draw pile runs out, the game ends after the drawing phase.

The draw pile is played through three times with three players, four times
with four or five. Then every field is harvested; the most coins win, and the
pfennig values of the spell cards break a tie.
"""

_PHASES = {**STEP_PHASE, "1a_front": "1", "1a_second": "1", "1b": "1½"}


class RabohnzelGame(Game):
    """Rabohnzel: Excalibohn's cards under the older rules (RULINGS 9)."""

    variant = "rabohnzel"

    @classmethod
    def new(cls, seats: list[str], seed: int, variant: str | None = None) -> Game:
        if variant is not None and variant != cls.variant:
            raise ValueError(f"{cls.__name__} plays {cls.variant!r}, not {variant!r}")
        game = super().new(seats, seed)  # the same deal as Excalibohn
        game.state.variant = cls.variant
        return game

    @property
    def phase(self) -> str:
        return _PHASES[self.state.step]

    # ------------------------------------------------------------ harvesting

    def _barred(self) -> list[int]:
        return self.state.variant_data.setdefault("barred", [])

    def harvest_barred(self, p: int) -> bool:
        # RULINGS 9: during an attack only the player attacked (and, in a
        # counterattack, the player counterattacked) may not harvest.
        return self.in_attack() and p in self.state.variant_data.get("barred", ())

    def _ability(self, a: UseAbility) -> None:
        fld = self.state.seats[a.player].fields[a.field]
        if BEAN_OF[fld.cards[-1]] == Bean.SWORD and a.target is not None:
            self._barred()[:] = [a.target]  # a new attack: its defender is barred
        super()._ability(a)

    def _counterattack(self, attacker: int, defender: int) -> bool:
        if attacker not in self._barred():
            self._barred().append(attacker)  # the counterattacked player is barred too
        return super()._counterattack(attacker, defender)

    def _explain(self, a: Action) -> str:
        if isinstance(a, Harvest) and self.harvest_barred(a.player):
            return ("A player under a Sword Bean attack (or counterattack) may not harvest "
                    "until it is resolved.")
        return super()._explain(a)

    # --------------------------------------------------------- the Bean Field

    def _legal_magic(self, p: int, f: Frame, out: list[Action]) -> None:
        super()._legal_magic(p, f, out)
        # RULINGS 9: the Bean Field Spell is used in the planting phase, not in 1½
        field_spell = Cast(p, SPELL_ID[Spell.BEAN_FIELD])
        if field_spell in out:
            out.remove(field_spell)

    def _legal_plant_aside(self, p: int, f: Frame, out: list[Action]) -> None:
        super()._legal_plant_aside(p, f, out)
        s = self.state
        if (p == s.active and self._face_up(p, Spell.BEAN_FIELD)
                and len(s.seats[p].fields) < 3):
            out.append(Cast(p, SPELL_ID[Spell.BEAN_FIELD]))

    def _do_plant_aside(self, a: Action, f: Frame) -> None:
        if isinstance(a, Cast):
            self._use_spell(a.player, Spell.BEAN_FIELD)
            self.state.seats[a.player].fields.append(Field())
            self._fields_changed(a.player)
            self._emit("spell", f"{self.name(a.player)} opens a third field (Bean Field "
                       "Spell).", player=a.player)
            return
        super()._do_plant_aside(a, f)

    # The Magical Card River's abilities between plantings come from the base engine
    # (the Excalibohn Magic Card Flow works the same way in phase 1b).

    # ------------------------------------------------------------ the Deck Spell

    def _legal_trading(self, p: int, f: Frame, out: list[Action]) -> None:
        super()._legal_trading(p, f, out)
        # Ruling: the Deck Spell works "in the trading phase", and the rulebook's
        # example (Katrin) harvests during trading and then takes the card just
        # discarded, so it may be used at any moment of phase 2, not only at its start.
        if self._face_up(p, Spell.PILE) and self.state.discard:
            out.insert(len(out) - 1, Cast(p, SPELL_ID[Spell.PILE]))

    def _do_trading(self, a: Action, f: Frame) -> None:
        if isinstance(a, Cast):
            s = self.state
            self._use_spell(a.player, Spell.PILE)
            card = s.discard.pop()
            s.turned_up.append(card)
            self._emit("spell", f"{self.name(a.player)} casts the Deck Spell and adds the "
                       f"{bean_name(card)} from the discard pile.", player=a.player, card=card)
            return
        super()._do_trading(a, f)

    # ------------------------------------------------------------- the end

    def _finish(self) -> None:
        super()._finish()
        # Rabohnzel counts the spell values in bean pfennigs
        last = self.events[-1]
        if last.kind == "result" and "Groschen" in last.text:
            self.events[-1] = Event(last.kind, last.text.replace("Groschen", "pfennigs"),
                                    last.private, last.data)

    def _next_step(self) -> None:
        s = self.state
        if s.step == "4_draw" and s.ending:
            # RULINGS 9, the classic end: once the last pile has run out, the game
            # is over as soon as the drawing phase is (no spells after drawing).
            s.step = "4_end"
            self._end_turn()
            return
        super()._next_step()
