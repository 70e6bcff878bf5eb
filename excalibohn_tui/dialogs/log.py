"""The game log, scrollable."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from ..lang import N_, Translated, _, pgettext
from ..widgets.keybar import KeyBar
from .base import DIALOG_CSS
from .once import AnswersOnce


def is_heading(line: str) -> bool:
    """A turn's heading in the log ("Turn 3: Ann", in the language in use)."""
    return line.startswith((pgettext("log heading", "Turn") + " ", "Turn "))


class LogDialog(Translated, AnswersOnce, ModalScreen[None]):
    """The whole game log (as the viewer may read it), scrollable, latest at the bottom."""

    DEFAULT_CSS = DIALOG_CSS.format(name="LogDialog") + """
    LogDialog > Vertical { width: 90%; height: 90%; }
    LogDialog RichLog { height: 1fr; }
    """
    BINDINGS = [Binding("escape,enter,l", "close", N_("Close"))]

    def __init__(self, title: str, lines: list[str]) -> None:
        super().__init__()
        self.title_text = title
        self.lines = lines

    def compose(self) -> ComposeResult:
        from textual.widgets import RichLog

        with Vertical():
            yield Static(self.title_text, classes="title")
            yield RichLog(wrap=True, markup=False, min_width=20, id="all")
            yield Static(_("Up, down and Page keys scroll; Escape closes"), classes="hint")
        yield KeyBar()

    def on_mount(self) -> None:
        from textual.widgets import RichLog

        log = self.query_one("#all", RichLog)
        for line in self.lines or [_("(nothing yet)")]:
            log.write(Text(line, style="bold" if is_heading(line) else ""))
        log.focus()

    def action_close(self) -> None:
        self.dismiss(None)
