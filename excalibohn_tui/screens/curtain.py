"""The curtain: the keyboard passes to another human; only public things are shown."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Footer, RichLog, Static

from rules import View

from ..widgets.board import Board
from ..widgets.status import TableStatus


class CurtainScreen(Screen[str | None]):
    """Shows the public view and who should take the keyboard; Enter reveals their view
    (returns None).  With ``harvest``, ``h`` lets anyone harvest first (returns "harvest")."""

    DEFAULT_CSS = """
    CurtainScreen { align: center top; }
    CurtainScreen #call {
        width: 100%; height: auto; content-align: center middle; text-align: center;
        text-style: bold; color: $text; background: $accent-darken-2; padding: 1 2;
    }
    CurtainScreen #why { width: 100%; text-align: center; padding: 0 2; }
    CurtainScreen #public-title { color: $text-muted; padding: 1 1 0 1; }
    CurtainScreen #since-title { color: $text-muted; padding: 0 1; }
    CurtainScreen #since { height: 1fr; padding: 0 1; scrollbar-size-vertical: 0; }
    """
    BINDINGS = [
        Binding("enter,space", "reveal", "Show my cards", priority=True),
        Binding("h", "harvest", "Someone harvests first"),
    ]

    def __init__(self, name: str, why: str, public: View, harvest: bool = False,
                 since: list[str] | None = None) -> None:
        """``since``: the public log lines since this player last had the keyboard (the
        latest that fit are shown: at 80 x 24 the table has no room for its log)."""
        super().__init__()
        self.since = since or []
        self.harvest = harvest
        self.player_name = name
        self.why = why
        self.public = public

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(f"{self.player_name}, please take the keyboard.\n"
                              "Everyone else: look away from the screen."), id="call")
            yield Static(Text(f"{self.why}\nPress Enter when only {self.player_name} can see "
                              "the screen."), id="why")
            with Center():
                yield Static("What everyone may see:", id="public-title")
            status = TableStatus()
            status.view = self.public
            yield status
            board = Board()
            board.compact = True
            board.view = self.public
            yield board
            if self.since:
                yield Static(f"Since {self.player_name} last had the keyboard:",
                             id="since-title")
                yield RichLog(id="since", wrap=True, markup=False, auto_scroll=True)
        yield Footer()

    def on_mount(self) -> None:
        if self.since:
            log = self.query_one("#since", RichLog)
            for line in self.since[-40:]:
                log.write(Text(line, style="bold" if line.startswith("Turn ") else ""))

    def action_reveal(self) -> None:
        self.dismiss(None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.harvest if action == "harvest" else True

    def action_harvest(self) -> None:
        self.dismiss("harvest")
