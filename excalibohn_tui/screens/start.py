"""The start screen: which game of the rulebooks (Excalibohn by default), seats for a
new game (as many as that game allows, human or computer), a seed, or continuing the
last unfinished game."""

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

#: every game a table can choose: (name, title, fewest seats, most seats), as in
#: ``rules.variants`` (VARIANT_NAMES, VARIANT_TITLES, VARIANT_SEATS), named here for the
#: same reason as COMPUTER_KINDS (a test keeps them equal)
GAMES: tuple[tuple[str, str, int, int], ...] = (
    ("excalibohn", "Excalibohn", 3, 5),
    ("rabohnzel", "Rabohnzel", 3, 5),
    ("bohnanza", "Bohnanza (classic)", 3, 5),
    ("bohnedikt", "Bohnedikt", 2, 5),
    ("bohnedikt-trade", "Bohnedikt for two, trading in phase 4", 2, 2),
)
_GAME = {g[0]: g for g in GAMES}

DEFAULT_NAMES = ["Ann", "Ben", "Cem", "Dana", "Eli"]
EMPTY = "empty"


def title_words(variant: str) -> str:
    _, title, low, high = _GAME[variant]
    players = f"{low} to {high}" if low != high else str(low)
    return f"{title}: a new game for {players} players at one keyboard"


@dataclass
class StartChoice:
    #: "new" or "continue"
    what: str
    seats: list[SeatConfig] | None = None
    seed: int | None = None
    path: Path | None = None
    #: which game of the rulebooks (``rules.variants.VARIANT_NAMES``)
    variant: str = "excalibohn"


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
    StartScreen #game-row { height: 3; }
    StartScreen #game-row Label { width: 8; padding: 1 0; }
    StartScreen #game { width: 44; }
    StartScreen #game-row #seed-label { width: 6; padding: 1 0 1 1; }
    StartScreen #seed { width: 14; }
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
            yield Static(title_words("excalibohn"), id="title")
            for k in range(5):
                with Horizontal(classes="seat"):
                    yield Label(f"Seat {k + 1}")
                    yield Input(value=DEFAULT_NAMES[k], id=f"name{k}", max_length=20)
                    default = "human" if k < 2 else ("random" if k == 2 else EMPTY)
                    yield Select(kind_options(), value=default, allow_blank=False,
                                 id=f"kind{k}")
            # the game and the seed share a row, so that everything fits 80x24 unscrolled
            with Horizontal(id="game-row"):
                yield Label("Game")
                yield Select([(g[1], g[0]) for g in GAMES], value="excalibohn",
                             allow_blank=False, id="game")
                yield Label("Seed", id="seed-label")
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

    def variant(self) -> str:
        return str(self.query_one("#game", Select).value)

    def on_select_changed(self, event: Select.Changed) -> None:
        """A game chosen: its title and seat range; seats beyond its range are emptied,
        and a missing third seat is filled with a computer player."""
        if event.select.id != "game":
            return
        variant = self.variant()
        self.query_one("#title", Static).update(title_words(variant))
        self.query_one("#error", Static).update("")
        _, _, low, high = _GAME[variant]
        kinds = [self.query_one(f"#kind{k}", Select) for k in range(5)]
        taken = [k for k in kinds if k.value != EMPTY]
        for extra in taken[high:]:
            extra.value = EMPTY
        for k in kinds:
            if sum(x.value != EMPTY for x in kinds) >= low:
                break
            if k.value == EMPTY:
                k.value = "random"

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
        _, title, low, high = _GAME[self.variant()]
        if not low <= len(seats) <= high:
            players = f"{low} to {high}" if low != high else str(low)
            raise ValueError(f"{title} needs {players} players; {len(seats)} seats are taken.")
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
        self.dismiss(StartChoice("new", seats=seats, seed=seed, variant=self.variant()))

    def action_resume(self) -> None:
        if self.last_game is not None:
            self.dismiss(StartChoice("continue", path=self.last_game))
