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
    only inform: they are shown dim and without a number, or with ``keep_numbers`` dim
    with theirs (so that each number stays what it names, field 2 is 2), which only rings
    the bell."""

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
        entries = [(_dimmed(label) if k in self.off and self.keep_numbers else plain(label),
                    k not in self.off or self.keep_numbers) for k, label in enumerate(self.options)]
        options.set_choices(entries, self.first if self.first is not None else next(
            (k for k in range(len(entries)) if k not in self.off), None))
        options.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option_index in self.off:  # (numbered to keep the others' numbers): its
            self.app.bell()                   # words say why, told again in the dialog's
            # last line (a notice stood over the dialog it spoke of, play-test)
            words = Text(plain(self.options[event.option_index]).plain, style="bold")
            self.query_one(".hint", Static).update(words)
            return
        self.dismiss(event.option_index)

    def action_cancel(self) -> None:
        self.dismiss(None)


def _dimmed(label: str | Text) -> Text:
    text = plain(label).copy()
    text.stylize("dim italic")
    return text
