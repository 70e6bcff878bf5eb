"""Asking for a file name (save a copy of the game)."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from ..lang import N_, Translated, _
from ..widgets.keybar import KeyBar
from .choice import DIALOG_CSS
from .once import AnswersOnce


def free_name() -> str:
    """A file name not yet taken in the folder one is in: "excalibohn-game.json", else
    the first of "excalibohn-game-2.json", "-3", ..."""
    stem = _("excalibohn-game")
    for n in range(1, 1000):
        name = f"{stem}.json" if n == 1 else f"{stem}-{n}.json"
        if not Path(name).exists():
            return name
    return f"{stem}.json"


class PathDialog(Translated, AnswersOnce, ModalScreen[str | None]):
    DEFAULT_CSS = DIALOG_CSS.format(name="PathDialog") + """
    PathDialog Input { width: 60; }
    """
    BINDINGS = [Binding("escape", "cancel", N_("Cancel"))]

    def __init__(self, title: str | None = None, default: str | None = None) -> None:
        """``default``: the name shown typed in (else a name not yet taken here)."""
        super().__init__()
        self.title_text = title if title is not None else _("Save a copy of the game as:")
        self.default = default if default is not None else free_name()

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
            yield Static("", id="why", classes="hint", markup=False)
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        from ..persistence import SaveError, copy_target

        name = event.value.strip()
        if not name:
            self.dismiss(None)
            return
        try:
            target = copy_target(name)
        except SaveError as err:
            # (said here, the name kept to be mended: a refused name closed the dialog,
            # and a long one crashed it, play-test)
            self.app.bell()
            self.query_one("#why", Static).update(Text(str(err), style="bold red"))
            return
        if not target.is_file():
            self.dismiss(name)
            return
        # (a file there is replaced only when the player says so: a name typed wrong
        # replaced another file without a word, play-test; ``save-as`` wants --force)
        from ..names import printable
        from .confirm import ConfirmDialog

        def answer(yes: bool | str | None) -> None:
            if yes is True:
                self.dismiss(name)

        self.app.push_screen(ConfirmDialog(
            _("{path} exists already. Replace it with the copy?").format(
                path=printable(str(target.absolute()))),
            yes=_("Replace it"), no=_("Another name")), answer)

    def action_cancel(self) -> None:
        self.dismiss(None)
