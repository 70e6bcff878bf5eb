"""The players around the table: hand sizes, fields, coins, spells, cards aside."""

from __future__ import annotations

from rich.text import Text
from textual.reactive import reactive

from rules import View

from ..text.cards import card_chip, spell_word
from ..text.fields import field_price, field_text
from .lines import TextLines

BACK = "\u25ae"  # a card back


class Board(TextLines):
    """Every seat, the viewer's own spells by name, others' face-down spells as backs."""

    DEFAULT_CSS = """
    Board { height: auto; padding: 0 1; }
    """

    # views are set anew after every action: no comparison with the last one (a deep
    # one), the text is made again and laid out only if its height changes
    view: reactive[View | None] = reactive(None, always_update=True, layout=False,
                                           repaint=False)
    #: short field texts ("1c/6" for "1 coin (next at 6)")
    compact: reactive[bool] = reactive(False, repaint=False)
    #: a blank line between seats
    spaced: reactive[bool] = reactive(False, repaint=False)

    def watch_view(self) -> None:
        self.changed()

    def watch_compact(self) -> None:
        self.changed()

    def watch_spaced(self) -> None:
        self.changed()

    def make_text(self) -> Text:
        v = self.view
        if v is None:
            return Text("")
        parts = [self._seat(v, p) for p in range(len(v.seats))]
        extra = self._variant_lines(v)
        if extra.plain:
            parts.append(extra)
        return Text("\n").join(parts)

    def _seat(self, v: View, p: int) -> Text:
        s = v.seats[p]
        line = Text()
        mark = "\u25b6 " if p == v.active else "  "
        line.append(mark, style="bold yellow")
        # Every piece of the line starts with a visible character and the spaces between
        # them stand apart in a style of their own: some SVG renderers drop the leading
        # spaces of a piece (so "Cem" ran into "hand 7" in the screenshots), and the
        # viewer's highlighted name gets a space of room on either side.
        if p == v.viewer:
            line.append(f" {s.name} ", style="bold reverse")
            line.append(" ")
            line.append("(you)", style="italic")
        else:
            line.append(s.name, style="bold")
        line.append("  ")
        line.append("hand ", style="dim")
        line.append(str(s.hand_size))
        line.append("  ")
        line.append("coins ", style="dim")
        line.append(str(s.coin_count))
        owed = self._owed(v, p)
        if owed:
            line.append("  ")
            line.append(f"must pay {owed}", style="bold red")
        if v.spec.has_spells:
            line.append("  ")
            line.append("spells ", style="dim")
            if not s.spells:
                line.append("none", style="dim")
            for k, sp in enumerate(s.spells):
                if k:
                    line.append(" ")
                if sp.card is None:
                    line.append(BACK, style="dim")
                elif sp.face_up:
                    line.append(spell_word(sp.card) + ("*" if not sp.borrowed else "*b"),
                                style="bold green")
                else:
                    line.append(spell_word(sp.card), style="italic")
        line.append("\n    ")
        bought = len(s.fields) > 2 and field_price(v) > 0 and len(v.seats) > 2
        for i in range(len(s.fields)):
            if i:
                line.append("   ")
            line.append_text(field_text(v, p, i, self.compact))
            if bought and i == 2 and not self.compact:
                line.append(" (bought)", style="dim")
        if s.aside:
            line.append("   ")
            line.append("aside: ", style="dim")
            for k, c in enumerate(s.aside):
                if k:
                    line.append(" ")
                line.append_text(card_chip(c.id))
        if self.spaced:
            line.append("\n")
        return line

    @staticmethod
    def _owed(v: View, p: int) -> int:
        """Coins seat ``p`` still has to pay (Bohnedikt, when the pile runs out twice)."""
        d = v.decision
        return d.remaining if d is not None and d.kind == "pay" and d.player == p else 0

    @staticmethod
    def _variant_lines(v: View) -> Text:
        """What the other games add to the table: Bohnedikt's sacrifice piles and the
        beans left lying in its two-player version (the decrees are in the status)."""
        t = Text()
        if v.spec.sacrifices:
            t.append("Sacrifice cards: ", style="bold")
            t.append(f"pile {v.sacrifice_pile}")
            gone = v.sacrifice_discard
            t.append("  ")
            t.append("discarded ", style="dim")
            t.append(str(len(gone)))
            if gone:
                t.append(" ")
                t.append("(last ", style="dim")
                t.append_text(card_chip(gone[-1]))
                t.append(")", style="dim")
        left = [c.id for c in v.leftover]
        if left:
            t.append("\n" if t else "")
            other = v.seats[v.active].name
            t.append(f"Left lying for {other}: ", style="bold")
            for k, c in enumerate(left):
                if k:
                    t.append(" ")
                t.append_text(card_chip(c))
        return t
