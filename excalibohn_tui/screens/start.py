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
from textual.containers import Grid, Horizontal, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, Label, Static

from rules.games import CHOOSABLE, SPECS

from ..dialogs.once import AnswersOnce
from ..names import check_names
from ..widgets.keybar import KeyBar
from ..widgets.push import Push

if TYPE_CHECKING:
    from ..session import SeatConfig

#: the kinds of ``excalibohn_ai.FACTORIES``, named here so that the start screen paints
#: before the computer players and the rules core are imported (a test keeps them equal)
COMPUTER_KINDS = ("random", "easy", "normal", "hard")

#: (name, title, fewest seats, most seats) of the games a table can choose
GAMES = [(n, SPECS[n].title, SPECS[n].seats.start, SPECS[n].seats.stop - 1) for n in CHOOSABLE]
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
    #: which game of the rulebooks (``rules.games.CHOOSABLE``)
    variant: str = CHOOSABLE[0]


def kind_options() -> list[tuple[str, str]]:
    """Human, then every computer player kind there is, then an empty seat."""
    out = [("Human", "human")]
    out += [(f"Computer ({k})", k) for k in COMPUTER_KINDS]
    out.append(("Empty seat", EMPTY))
    return out


class Cycle(Widget, can_focus=True):
    """One value of a short list on one line: Left and Right step through the values,
    Enter, Space or a click opens the whole list.  One widget where a ``Select`` is five
    (and an option list kept mounted): the start screen's first frame costs most of what
    its widgets cost to build and style."""

    DEFAULT_CSS = """
    Cycle { width: 30; height: 1; padding: 0 1; background: $boost; }
    Cycle:focus { background: $accent 30%; text-style: bold; }
    """
    BINDINGS = [
        Binding("left", "step(-1)", "Previous", key_display="←"),
        Binding("right", "step(1)", "Next", key_display="→"),
        Binding("enter,space", "choose", "All choices", key_display="Enter"),
    ]

    class Changed(Message):
        """The value changed (by a key, the list or the program)."""

        def __init__(self, cycle: Cycle, value: str) -> None:
            super().__init__()
            self.cycle = cycle
            self.value = value

        @property
        def control(self) -> Cycle:
            return self.cycle

    def __init__(self, options: list[tuple[str, str]], value: str, title: str,
                 id: str | None = None) -> None:
        super().__init__(id=id)
        self.options = options  # (label, value)
        self.title = title  # of the list that Enter opens
        self._value = value
        self._index(value)  # an unknown value is a mistake in the program

    def _index(self, value: str) -> int:
        for k, (_, v) in enumerate(self.options):
            if v == value:
                return k
        raise ValueError(f"{value!r} is not one of {[v for _, v in self.options]}")

    @property
    def value(self) -> str:
        return self._value

    @value.setter
    def value(self, value: str) -> None:
        self._index(value)
        if value != self._value:
            self._value = value
            self.refresh()
            self.post_message(self.Changed(self, value))

    def render(self) -> Text:
        label = self.options[self._index(self._value)][0]
        return Text.assemble("◀ ", label, " ▶")

    def action_step(self, by: int) -> None:
        self.value = self.options[(self._index(self._value) + by) % len(self.options)][1]

    def action_choose(self) -> None:
        from ..dialogs.choice import ChoiceDialog

        def chosen(k: int | None) -> None:
            if k is not None:
                self.value = self.options[k][1]

        self.app.push_screen(ChoiceDialog(self.title, [label for label, _ in self.options],
                                          highlighted=self._index(self._value)), chosen)

    def on_click(self) -> None:
        self.action_choose()


class StartScreen(AnswersOnce, Screen[StartChoice]):
    # One line per seat, the seats in one grid, compact inputs, ``Cycle`` for the choices:
    # about half the widgets of selects and bordered inputs in a row container each, and
    # half the time to the first frame.
    DEFAULT_CSS = """
    StartScreen #form { padding: 0 2; }
    StartScreen #title { text-style: bold; color: $accent; padding: 0 0 1 0; }
    StartScreen #seats { grid-size: 3; grid-columns: 8 24 30; grid-rows: 1;
                         grid-gutter: 1 2; height: auto; }
    StartScreen Input { border: none; height: 1; padding: 0 1; background: $boost; }
    StartScreen Input:focus { border: none; background: $accent 30%; }
    StartScreen #game-row { height: 1; margin: 1 0; }
    StartScreen #game-row Label { width: 10; }
    StartScreen #game { width: 44; }
    StartScreen #game-row #seed-label { width: 8; padding: 0 0 0 2; }
    StartScreen #seed { width: 14; }
    StartScreen #error { color: $error; height: auto; }
    StartScreen #buttons { height: 1; margin: 1 0 0 0; }
    """
    #: focused from the start (not first a name, then the button: each focus change
    #: re-styles the whole screen, which delayed the first frame)
    AUTO_FOCUS = "#start"
    BINDINGS = [
        Binding("ctrl+n", "start", "New game"),
        Binding("ctrl+o", "resume", "Continue"),
    ]

    def __init__(self, last_game: Path | None = None, default_kind: str = "human") -> None:
        super().__init__()
        self.last_game = last_game
        self.default_kind = default_kind

    def compose(self) -> ComposeResult:
        with Vertical(id="form"):
            yield Static(title_words(CHOOSABLE[0]), id="title")
            with Grid(id="seats"):
                for k in range(5):
                    yield Label(f"Seat {k + 1}")
                    yield Input(value=DEFAULT_NAMES[k], id=f"name{k}", max_length=20,
                                validate_on=())
                    default = "human" if k < 2 else ("normal" if k == 2 else EMPTY)
                    yield Cycle(kind_options(), default, f"Who sits at seat {k + 1}?",
                                id=f"kind{k}")
            # the game and the seed share a row, so that everything fits 80x24 unscrolled
            with Horizontal(id="game-row"):
                yield Label("Game")
                yield Cycle([(g[1], g[0]) for g in GAMES], CHOOSABLE[0], "Choose the game",
                            id="game")
                yield Label("Seed", id="seed-label")
                yield Input(placeholder="random", id="seed", restrict=r"[0-9]*",
                            validate_on=())
            yield Static("", id="error")
            with Horizontal(id="buttons"):
                yield Push("Start (Ctrl+N)", id="start", primary=True)
                if self.last_game is not None:
                    yield Push("Continue the last game (Ctrl+O)", id="resume")
                yield Push("Quit", id="quit")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#start", Push).focus()

    def offer_continue(self, path: Path) -> None:
        """Offer to continue the unfinished game in ``path`` (found after the first frame)."""
        if self.last_game is None:
            self.query_one("#buttons").mount(
                Push("Continue the last game (Ctrl+O)", id="resume"), before="#quit")
        self.last_game = path
        self.refresh_bindings()

    def variant(self) -> str:
        return self.query_one("#game", Cycle).value

    def on_cycle_changed(self, event: Cycle.Changed) -> None:
        """A game chosen: its title and seat range; seats beyond its range are emptied,
        and a missing third seat is filled with a computer player."""
        if event.cycle.id != "game":
            return
        variant = self.variant()
        self.query_one("#title", Static).update(title_words(variant))
        self.query_one("#error", Static).update("")
        _, _, low, high = _GAME[variant]
        kinds = [self.query_one(f"#kind{k}", Cycle) for k in range(5)]
        taken = [k for k in kinds if k.value != EMPTY]
        for extra in taken[high:]:
            extra.value = EMPTY
        for k in kinds:
            if sum(x.value != EMPTY for x in kinds) >= low:
                break
            if k.value == EMPTY:
                k.value = "normal"

    def on_push_pressed(self, event: Push.Pressed) -> None:
        if event.push.id == "start":
            self.action_start()
        elif event.push.id == "resume":
            self.action_resume()
        else:
            self.app.action_request_quit()

    def seats(self) -> list[SeatConfig]:
        """The seats as filled in; raises ValueError with a message for the player."""
        from ..session import SeatConfig

        seats: list[SeatConfig] = []
        bots: dict[str, int] = {}
        for k in range(5):
            kind = self.query_one(f"#kind{k}", Cycle).value
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
        try:
            check_names([s.name for s in seats])
        except ValueError as err:
            words = str(err)
            raise ValueError(f"{words[0].upper()}{words[1:]}.") from None
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

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # the key bar offers Ctrl+O only when there is a game to continue
        return self.last_game is not None if action == "resume" else True

    def action_resume(self) -> None:
        if self.last_game is not None:
            self.dismiss(StartChoice("continue", path=self.last_game))
