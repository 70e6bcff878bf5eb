"""The top of the table: turn, phase, piles, turned-up cards and who must decide."""

from __future__ import annotations

from rich.text import Text
from textual.reactive import reactive

from rules import Bean, View

from ..text.cards import ROMAN, card_chip, colour
from ..text.prompts import awaited_words, decree_lines
from .lines import TextLines


class TableStatus(TextLines):
    DEFAULT_CSS = """
    TableStatus { height: auto; padding: 0 1; background: $boost; }
    """

    # set anew after every action: not compared with the last view (a deep comparison);
    # laid out again only when the number of lines changes
    view: reactive[View | None] = reactive(None, always_update=True, repaint=False)
    #: the latest log line, shown when the log panel has no room
    last: reactive[str] = reactive("", repaint=False)
    #: a warning that stays on the first line until it is cleared (saving that fails)
    alert: reactive[str] = reactive("", repaint=False)

    def watch_view(self) -> None:
        self.changed()

    def watch_last(self) -> None:
        self.changed()

    def watch_alert(self) -> None:
        self.changed()

    def make_text(self) -> Text:
        v = self.view
        if v is None:
            return Text("")
        t = Text()
        if self.alert:
            t.append(self.alert, style="bold reverse red")
            t.append("\n")
        t.append(f"{v.spec.title} ", style="bold reverse")
        t.append(" ")
        t.append(f"Turn {v.turn}: ", style="bold")
        t.append(f"{v.seats[v.active].name}'s turn", style="bold yellow")
        t.append(f", {v.phase_words}\n")
        passes = ROMAN[v.passes] if v.passes < len(ROMAN) else str(v.passes)
        t.append(f"Draw pile {v.draw_size} (pass {passes} of {ROMAN[v.max_passes]})")
        if v.ending:
            t.append(" LAST TURN", style="bold red")
        t.append("  Discard ")
        if v.discard_top is not None:
            t.append_text(card_chip(v.discard_top.id))
            t.append(f" ({v.discard_size})")
        else:
            t.append("empty", style="dim")
        if v.spec.has_spells:
            t.append(f"  Spell deck {v.spell_deck_size}")
        if v.turned_up:
            t.append("\nTurned up: ", style="bold")
            for k, c in enumerate(v.turned_up):
                if k:
                    t.append("  ")
                t.append_text(card_chip(c.id))
        for line in decree_lines(v):  # Bohnedikt: the decrees ruling this trading phase
            name, _, text = line.partition(": ")
            t.append("\nDecree ", style="bold")
            t.append(name, style=f"bold {colour(Bean.EDICT)}")
            t.append(": " + text)
        if self.last:
            t.append("\nLast: ", style="bold")
            t.append(self.last, style="dim")
        words = awaited_words(v)
        if words:
            t.append("\nNow: ", style="bold")
            t.append(words, style="italic")
        return t
