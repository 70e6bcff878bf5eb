"""A message to read."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from ..lang import N_, Translated, _
from ..widgets.keybar import KeyBar
from .base import DIALOG_CSS, plain
from .once import AnswersOnce


class MessageDialog(Translated, AnswersOnce, ModalScreen[None]):
    """A message to read (an attack's course, a card's details); any of Enter,
    Space or Escape closes it. ``timeout`` closes it by itself (computer players)."""

    DEFAULT_CSS = DIALOG_CSS.format(name="MessageDialog") + """
    MessageDialog > Vertical { min-width: 60; }
    """
    BINDINGS = [Binding("enter,space,escape", "close", N_("Continue"))]

    def __init__(self, title: str, body: str | Text, timeout: float | None = None) -> None:
        super().__init__()
        self.title_text = title
        self.body = body
        self.timeout = timeout

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(plain(self.title_text), classes="title")
            yield Static(plain(self.body), classes="body")
            yield Static(_("Enter to continue"), classes="hint")
        yield KeyBar()

    def on_mount(self) -> None:
        if self.timeout is not None:
            self.set_timer(self.timeout, self.action_close)

    def action_close(self) -> None:
        self.dismiss(None)  # not if the timer fires while a screen covers this one
