"""The start screen: seats for a new game (3 to 5, human or computer), a seed,
or continuing the last unfinished game."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static

if TYPE_CHECKING:
    from ..session import SeatConfig

#: the kinds of ``excalibohn_ai.FACTORIES``, named here so that the start screen paints
#: before the computer players and the rules core are imported (a test keeps them equal)
COMPUTER_KINDS = ("random", "easy", "normal", "hard")

DEFAULT_NAMES = ["Ann", "Ben", "Cem", "Dana", "Eli"]
EMPTY = "empty"


@dataclass
class StartChoice:
    #: "new" or "continue"
    what: str
    seats: list[SeatConfig] | None = None
    seed: int | None = None
    path: Path | None = None


def kind_options() -> list[tuple[str, str]]:
    """Human, then every computer player kind there is, then an empty seat."""
    out = [("Human", "human")]
    out += [(f"Computer ({k})", k) for k in COMPUTER_KINDS]
    out.append(("Empty seat", EMPTY))
    return out


class StartScreen(Screen[StartChoice]):
    DEFAULT_CSS = """
    StartScreen VerticalScroll { padding: 0 2; }
    StartScreen #title { text-style: bold; color: $accent; padding: 0 0 0 0; }
    StartScreen .seat { height: 3; }
    StartScreen .seat Label { width: 8; padding: 1 0; }
    StartScreen .seat Input { width: 28; }
    StartScreen .seat Select { width: 30; }
    StartScreen #seed-row { height: 3; }
    StartScreen #seed-row Label { width: 8; padding: 1 0; }
    StartScreen #seed { width: 28; }
    StartScreen #buttons { height: 3; }
    StartScreen Button { margin: 0 1 0 0; }
    StartScreen #error { color: $error; }
    """
    #: focused from the start (not first a name, then the button: each focus change
    #: re-styles the whole screen, which delayed the first frame)
    AUTO_FOCUS = "#start"
    BINDINGS = [
        Binding("ctrl+n", "start", "Start the new game"),
        Binding("ctrl+o", "resume", "Continue the last game"),
    ]

    def __init__(self, last_game: Path | None = None, default_kind: str = "human") -> None:
        super().__init__()
        self.last_game = last_game
        self.default_kind = default_kind

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static("Excalibohn: a new game for 3 to 5 players at one keyboard",
                         id="title")
            for k in range(5):
                with Horizontal(classes="seat"):
                    yield Label(f"Seat {k + 1}")
                    yield Input(value=DEFAULT_NAMES[k], id=f"name{k}", max_length=20)
                    default = "human" if k < 2 else ("random" if k == 2 else EMPTY)
                    yield Select(kind_options(), value=default, allow_blank=False,
                                 id=f"kind{k}")
            with Horizontal(id="seed-row"):
                yield Label("Seed")
                yield Input(placeholder="random", id="seed", restrict=r"[0-9]*")
            yield Static("", id="error")
            with Horizontal(id="buttons"):
                yield Button("Start (Ctrl+N)", id="start", variant="primary")
                if self.last_game is not None:
                    yield Button("Continue the last game (Ctrl+O)", id="resume")
                yield Button("Quit", id="quit")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#start", Button).focus()

    def offer_continue(self, path: Path) -> None:
        """Offer to continue the unfinished game in ``path`` (found after the first frame)."""
        if self.last_game is None:
            self.query_one("#buttons").mount(
                Button("Continue the last game (Ctrl+O)", id="resume"), before="#quit")
        self.last_game = path

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        elif event.button.id == "resume":
            self.action_resume()
        else:
            self.app.action_request_quit()

    def seats(self) -> list[SeatConfig]:
        """The seats as filled in; raises ValueError with a message for the player."""
        from ..session import SeatConfig

        seats: list[SeatConfig] = []
        bots: dict[str, int] = {}
        for k in range(5):
            kind = self.query_one(f"#kind{k}", Select).value
            name = self.query_one(f"#name{k}", Input).value.strip()
            if kind == EMPTY:
                continue
            if not name:
                if kind == "human":
                    raise ValueError(f"Seat {k + 1} needs a name.")
                bots[kind] = bots.get(kind, 0) + 1
                name = f"{str(kind).capitalize()} bot {bots[kind]}"
            seats.append(SeatConfig(name=name, kind=str(kind)))
        if not 3 <= len(seats) <= 5:
            raise ValueError(f"Excalibohn needs 3 to 5 players; {len(seats)} seats are taken.")
        names = [s.name for s in seats]
        if len(set(names)) != len(names):
            raise ValueError("Two seats have the same name.")
        return seats

    def action_start(self) -> None:
        try:
            seats = self.seats()
        except ValueError as err:
            self.query_one("#error", Static).update(Text(str(err)))
            return
        text = self.query_one("#seed", Input).value.strip()
        seed = int(text) if text else random.SystemRandom().randrange(1_000_000)
        self.dismiss(StartChoice("new", seats=seats, seed=seed))

    def action_resume(self) -> None:
        if self.last_game is not None:
            self.dismiss(StartChoice("continue", path=self.last_game))
