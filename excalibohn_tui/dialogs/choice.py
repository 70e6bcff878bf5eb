"""Pick one entry of a list: its number, a letter to jump, or the arrows and Enter."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static

from ..lang import N_, Translated, _
from ..widgets.choice_list import ChoiceList
from ..widgets.keybar import KeyBar
from .base import DIALOG_CSS, plain
from .once import AnswersOnce


class ChoiceDialog(Translated, AnswersOnce, ModalScreen[int | None]):
    """Choose one entry; returns its index, or None on Escape.  Entries in ``disabled``
    only inform: they are shown dim and without a number; with ``keep_numbers`` each
    entry that can be chosen keeps the number of its place all the same (field 2 is 2),
    and the numbers of the others are missing (a number beside "The Bisch-Hof is empty"
    promised a choice, play-test)."""

    DEFAULT_CSS = DIALOG_CSS.format(name="ChoiceDialog")
    BINDINGS = [Binding("escape", "cancel", N_("Back"))]

    def __init__(self, title: str, options: list[str | Text], body: str | Text = "",
                 disabled: set[int] | None = None,
                 hint: str | None = None,
                 highlighted: int | None = None, keep_numbers: bool = False) -> None:
        super().__init__()
        self.keep_numbers = keep_numbers
        self.title_text = title
        self.options = options
        self.body = body
        self.off = disabled or set()
        self.hint = hint if hint is not None else _(
            "A number or Enter chooses, a letter jumps, Escape goes back")
        #: the entry highlighted first (default: the first one that can be chosen)
        self.first = highlighted

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(plain(self.title_text), classes="title")
            if self.body:
                yield Static(plain(self.body), classes="body")
            yield ChoiceList()
            yield Static(self.hint, classes="hint")
        yield KeyBar()

    def on_mount(self) -> None:
        options = self.query_one(ChoiceList)
        entries = [(plain(label), k not in self.off) for k, label in enumerate(self.options)]
        numbers = ([None if k in self.off else k + 1 for k in range(len(entries))]
                   if self.keep_numbers else None)
        if self.keep_numbers:  # a missing number typed: its entry's words, in the dialog's
            # last line (a notice stood over the dialog it spoke of, play-test)
            options.unchoosable = {k + 1: plain(self.options[k]).plain for k in self.off}
            options.tell_unchoosable = self._tell
        options.set_choices(entries, self.first if self.first is not None else next(
            (k for k in range(len(entries)) if k not in self.off), None), numbers=numbers)
        options.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option_index)

    def _tell(self, words: str) -> None:
        self.query_one(".hint", Static).update(Text(words, style="bold"))

    def action_cancel(self) -> None:
        self.dismiss(None)

