"""A yes-or-no question."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingsMap
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from ..lang import Translated, _, pgettext
from ..widgets.keybar import KeyBar
from .base import DIALOG_CSS, plain
from .once import AnswersOnce


def yes_key() -> str:
    """The key that answers yes in the language in use, beside ``y`` (German: ``j``)."""
    return pgettext("key for yes", "y")


class ConfirmDialog(Translated, AnswersOnce, ModalScreen[bool | str]):
    """Yes or no; ``y``/``n``, Enter on a button, Escape means no.  ``other``: a third
    answer, (its words, its key): it returns the string "other"."""

    DEFAULT_CSS = DIALOG_CSS.format(name="ConfirmDialog") + """
    ConfirmDialog Horizontal { height: auto; align: center middle; }
    ConfirmDialog Button { margin: 0 2; }
    /* the button Enter presses stands out (a play-tester took the blue "Yes" for it, and
       Enter said no); on a narrow screen the buttons lose their edges to fit in a row */
    ConfirmDialog Horizontal Button.-style-default:focus {
        background: $accent; color: $background; text-style: bold;
    }
    ConfirmDialog.-narrow Horizontal Button {
        border: none; height: 1; min-width: 0; margin: 0 1; padding: 0 1; background: $panel;
    }
    /* answers too long for one row even so (German at 80 columns): one above the other */
    ConfirmDialog.-stacked Horizontal { layout: vertical; }
    """

    def __init__(self, question: str | Text, yes: str | None = None, no: str | None = None,
                 other: tuple[str, str] | None = None, enter_yes: bool = False) -> None:
        """``enter_yes``: Enter answers yes (the button first in focus); else no."""
        super().__init__()
        self.enter_yes = enter_yes
        # the button Enter presses has the focus from the first frame: focused once
        # mounted, the first button (yes) had it for a moment, and an Enter typed right
        # after "q" left the game (play-test over SSH, "t 3 q Enter")
        self.AUTO_FOCUS = "#yes" if enter_yes else "#no"
        self.question = question
        self.yes = yes if yes is not None else _("Yes")
        self.no = no if no is not None else _("No")
        self.other = other
        # the key bar says the buttons' words and keys ("y Harvest  n Keep it", German
        # "j Ernten"), not "y Yes  n No"
        keys = [Binding(yes_key(), "answer(True)", self.yes)]
        if yes_key() != "y":
            keys.append(Binding("y", "answer(True)", self.yes, show=False))
        if other is not None:
            keys.append(Binding(other[1], "other", other[0]))
        keys += [Binding("n", "answer(False)", self.no),
                 Binding("escape", "answer(False)", self.no, show=False)]
        # (after the screen's own: Tab between the buttons)
        self._bindings = BindingsMap.merge([self._bindings, BindingsMap(keys)])

    def compose(self) -> ComposeResult:
        #: each button's words and key; the one Enter presses is marked with its sign too
        #: (its colour alone said so: two play-testers)
        self._words = {"yes": f"{self.yes} ({yes_key()})", "no": f"{self.no} (n)"}
        if self.other is not None:
            self._words["other"] = f"{self.other[0]} ({self.other[1]})"
        self._enter = "yes" if self.enter_yes else "no"
        with Vertical():
            yield Static(plain(self.question), classes="title")
            with Horizontal():
                for key in ("yes", "other", "no"):
                    if key in self._words:
                        yield Button(self._marked(key), id=key)
        yield KeyBar()

    def on_resize(self) -> None:
        """The answers one above the other where they do not fit one row (each button
        its words, its padding and margins; the dialog's edges and padding)."""
        row = sum(len(self._marked(key)) + (4 if self.has_class("-narrow") else 8)
                  for key in self._words)
        self.set_class(row > self.app.size.width - 6, "-stacked")

    def _marked(self, key: str) -> str:
        # (the others as wide, a blank where the sign stands: a button keeps its width as
        # the sign moves, and a narrow one cut the sign off when Tab brought it, play-test)
        return self._words[key] + (" \u23ce" if key == self._enter else "  ")

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """Tab moved the focus: the Enter sign goes with it."""
        key = event.widget.id
        if isinstance(event.widget, Button) and key in self._words and key != self._enter:
            self._enter = key
            for button in self.query(Button):
                if button.id in self._words:
                    button.label = self._marked(button.id)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss("other" if event.button.id == "other" else event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)

    def action_other(self) -> None:
        self.dismiss("other")


class CurtainQuestion(ConfirmDialog):
    """What a curtain asks, asked where the keyboard came back to ``player_name`` with no
    curtain (their table showed only what everyone may see): only they may see the screen
    before their hand shows."""

    def __init__(self, player_name: str) -> None:
        super().__init__(_("Show {name}'s hand? Only {name} may see the screen now: everyone "
                           "else, look away.").format(name=player_name),
                         yes=_("Show it"), no=_("Not now"),
                         # (as Enter lifts a curtain; the question comes only after v)
                         enter_yes=True)
        #: the person it calls to the keyboard, as a curtain names them
        self.player_name = player_name
