"""Pick one entry of a list."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from .base import DIALOG_CSS, plain
from .once import AnswersOnce


class ChoiceDialog(AnswersOnce, ModalScreen[int | None]):
    """Choose one entry; returns its index, or None on Escape."""

    DEFAULT_CSS = DIALOG_CSS.format(name="ChoiceDialog")
    BINDINGS = [Binding("escape", "cancel", "Back")]

    def __init__(self, title: str, options: list[str | Text], body: str | Text = "",
                 disabled: set[int] | None = None, hint: str = "Enter chooses, Escape goes back",
                 highlighted: int | None = None) -> None:
        super().__init__()
        self.title_text = title
        self.options = options
        self.body = body
        self.off = disabled or set()
        self.hint = hint
        #: the entry highlighted first (default: the first one that can be chosen)
        self.first = highlighted

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(plain(self.title_text), classes="title")
            if self.body:
                yield Static(plain(self.body), classes="body")
            yield OptionList(*[
                Option(plain(label), id=f"c{k}", disabled=k in self.off)
                for k, label in enumerate(self.options)
            ])
            yield Static(self.hint, classes="hint")

    def on_mount(self) -> None:
        options = self.query_one(OptionList)
        options.focus()
        first = self.first if self.first is not None else next(
            (k for k in range(len(self.options)) if k not in self.off), None)

        def highlight() -> None:
            options.highlighted = first

        self.call_after_refresh(highlight)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(int(event.option.id[1:]))

    def action_cancel(self) -> None:
        self.dismiss(None)
