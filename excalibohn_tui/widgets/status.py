"""The top of the table: the game, the turn, whose turn it is and its phase, and who
must decide now, in words."""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.reactive import reactive

from rules import View

from ..lang import _
from ..text.prompts import awaited_words
from .cards import GOLD
from .lines import TextLines
from .seat import CYAN


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
        return self._text_titled(short=False)

    def text_at(self, width: int) -> Text:
        """The turn's line in one row where the words allow: the game's short title where
        the full one would push it onto a second row, and then the phase by its number
        alone (the "Now:" line below says what is being done)."""
        text = self.text
        if self.view is None:
            return text
        for short, brief in ((True, False), (True, True)):
            if cell_len(text.plain.split("\n")[1 if self.alert else 0]) <= width:
                break
            text = self._text_titled(short, brief)
        return text

    def _text_titled(self, short: bool, brief: bool = False) -> Text:
        v = self.view
        if v is None:
            return Text("")
        t = Text()
        if self.alert:
            t.append(self.alert, style="bold reverse red")
            t.append("\n")
        t.append(f" {v.spec.short if short else _(v.spec.title)} ", style="bold reverse")
        t.append(" ")
        t.append(_("Turn {n}").format(n=v.turn), style="bold")
        t.append("  ")
        t.append("\u25b6 ", style=f"bold {GOLD}")
        t.append(_("{name}'s turn").format(name=v.seats[v.active].name), style=f"bold {GOLD}")
        t.append(", " + (_("phase {n}").format(n=v.spec.phase(v.step).label) if brief
                         else v.phase_words))
        if v.last_turn:
            t.append("  " + _("LAST TURN"), style="bold red")
        words = awaited_words(v)
        if words:
            t.append("\n")
            t.append(_("Now:") + " ", style=f"bold {CYAN}")
            t.append(words, style="italic")
        if self.last:
            t.append("\n" + _("Last:") + " ", style="bold")
            t.append(self.last, style="dim")
        return t
