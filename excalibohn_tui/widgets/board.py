"""The players around the table: hand sizes, fields, coins, spells, cards aside."""

from __future__ import annotations

from rich.console import Group
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from rules import View

from ..text import card_chip, field_text, spell_word

BACK = "\u25ae"  # a card back


class Board(Widget):
    """Every seat, the viewer's own spells by name, others' face-down spells as backs."""

    DEFAULT_CSS = """
    Board { height: auto; padding: 0 1; }
    """

    view: reactive[View | None] = reactive(None, layout=True)
    #: short field texts ("1c/6" for "1 coin (next at 6)")
    compact: reactive[bool] = reactive(False, layout=True)
    #: a blank line between seats
    spaced: reactive[bool] = reactive(False, layout=True)

    def render(self) -> Group | Text:
        v = self.view
        if v is None:
            return Text("")
        return Group(*(self._seat(v, p) for p in range(len(v.seats))))

    def _seat(self, v: View, p: int) -> Text:
        s = v.seats[p]
        line = Text()
        mark = "\u25b6 " if p == v.active else "  "
        line.append(mark, style="bold yellow")
        name_style = "bold reverse" if p == v.viewer else "bold"
        line.append(s.name, style=name_style)
        if p == v.viewer:
            line.append(" (you)", style="italic")
        line.append(f"  hand {s.hand_size}  coins {s.coin_count}", style="")
        line.append("  spells ")
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
        for i in range(len(s.fields)):
            if i:
                line.append("   ")
            line.append_text(field_text(v, p, i, self.compact))
        if s.aside:
            line.append("   aside: ", style="dim")
            for k, c in enumerate(s.aside):
                if k:
                    line.append(" ")
                line.append_text(card_chip(c.id))
        if self.spaced:
            line.append("\n")
        return line
