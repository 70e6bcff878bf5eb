"""The top of the table: the game, the turn, whose turn it is and its phase, and who
must decide now, in words."""

from __future__ import annotations

from functools import cache

from rich.cells import cell_len
from rich.text import Text
from textual.reactive import reactive

from rules import View
from rules.words import and_list

from ..lang import _, ngettext
from ..text.prompts import awaited_words
from .cards import GOLD
from .lines import TextLines
from .seat import CYAN


def title_fits(view: View, width: int) -> bool:
    """Whether the game's full title leaves the turn's line one row ``width`` cells wide
    in every phase of the game, whoever's turn it is (at this number of turns, two digits
    at least): then it is shown in all of them, else the short title in all."""
    spec = view.spec
    title = _(spec.title)
    if spec.short == title:
        return True
    return 2 + cell_len(title) + _widest_rest(spec, tuple(s.name for s in view.seats),
                                              max(10, view.turn), title) <= width


@cache
def _widest_rest(spec, names: tuple[str, ...], turn: int, title: str) -> int:
    """The widest rest of the turn's line after the title, in cells (``title``: the title
    in the language in use, which the words share)."""
    turns = max(cell_len(_("{name}'s turn").format(name=name)) for name in names)
    phases = max(cell_len(_(phase.words)) for phase in spec.phases.values())
    return (cell_len(" " + _("Turn {n}").format(n=turn) + "  \u25b6 ") + turns
            + len(", ") + phases)


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
        the full one would push it onto a second row in some phase of the game, then the
        phase in a few words ("phase 3: planting"), and then by its number alone where the
        line is still too long (the "Now:" line below says what is being done; "phase 3"
        alone read as if the words were missing, play-test).  The title is chosen for the
        width, not for the phase: "Bohnedikt for two, trading in phase 4" in one phase and
        "Bohnedikt for 2, trading" in the next read as two games (play-test)."""
        text = self.text
        if self.view is None:
            return text
        short = not title_fits(self.view, width)
        if short:
            text = self._text_titled(True)
        for brief in (1, 2):
            if cell_len(text.plain.split("\n")[1 if self.alert else 0]) <= width:
                break
            text = self._text_titled(short, brief=brief)
        return text

    def _text_titled(self, short: bool, brief: int = 0) -> Text:
        """The text with the game's short title or not, and the phase in full words
        (``brief`` 0), in a few (1) or by its number alone (2)."""
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
        t.append(", " + (_("phase {n}").format(n=v.spec.phase(v.step).label) if brief == 2
                         else v.phase_short if brief else v.phase_words))
        if v.last_turn:
            t.append("  " + _("LAST TURN"), style="bold red")
        words = awaited_words(v)
        if (v.viewer is not None and v.result is None
                and any(w.player == v.viewer for w in v.awaiting)):
            # the prompt below says what, to "you": "Dana must plant their front card"
            # above "You must plant your front card" read as someone else, and "Cem, Dana
            # and Eli must answer an offer" named Dana among the others (play-tests)
            others = list(dict.fromkeys(v.seats[w.player].name for w in v.awaiting
                                        if w.player != v.viewer))
            name = v.seats[v.viewer].name
            words = (ngettext("Your move, {name}; {others} decides too.",
                              "Your move, {name}; {others} decide too.", len(others)).format(
                name=name, others=and_list(others)) if others
                else _("Your move, {name}.").format(name=name))
        if words:
            t.append("\n")
            t.append(_("Now:") + " ", style=f"bold {CYAN}")
            t.append(words, style="italic")
        if self.last:
            t.append("\n" + _("Last:") + " ", style="bold")
            t.append(self.last, style="dim")
        return t
