"""Asking for a file name (save a copy of the game)."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from ..lang import N_, Translated, _
from ..widgets.keybar import KeyBar
from .choice import DIALOG_CSS
from .once import AnswersOnce


class PathDialog(Translated, AnswersOnce, ModalScreen[str | None]):
    DEFAULT_CSS = DIALOG_CSS.format(name="PathDialog") + """
    PathDialog Input { width: 60; }
    """
    BINDINGS = [Binding("escape", "cancel", N_("Cancel"))]

    def __init__(self, title: str | None = None,
                 default: str = "excalibohn-game.json") -> None:
        super().__init__()
        self.title_text = title if title is not None else _("Save a copy of the game as:")
        self.default = default

    def compose(self) -> ComposeResult:
        from ..names import printable

        with Vertical():
            yield Static(self.title_text, classes="title")
            yield Input(value=self.default, id="path")
            # (a play-tester could not tell where the file would go, and typed a whole
            # path to be safe)
            yield Static(_("A name without a folder goes in {folder}").format(
                folder=printable(str(Path.cwd()))), classes="hint", markup=False)
            yield Static(_("Enter saves, Escape goes back"), classes="hint")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value.strip() or None)

    def action_cancel(self) -> None:
        self.dismiss(None)
