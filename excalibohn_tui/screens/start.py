"""The start screen: which game of the rulebooks (Excalibohn by default, each said in a
line), seats for a new game (as many as that game allows, human or computer; the last
ones used come back), a seed; and the saved games, to continue one (the unfinished
ones first, with their players, game, turn and date), to replay or delete a finished one.

The first frame needs neither the rules engine nor Pydantic: the screen reads the
registry of games (``rules.games``) and the last seats (a small file), and lists the
saved games from their headers just after the first frame (``persistence.list_saves``).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.message import Message
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static
from textual.worker import get_current_worker

from rules.games import CHOOSABLE, SPECS

from .. import persistence
from ..dialogs.once import AnswersOnce
from ..lang import LANGUAGES, N_, Translated, _, language, ngettext
from ..names import MAX_NAME, check_names, name_problem
from ..widgets.keybar import KeyBar
from ..widgets.line_edit import LineEdit
from ..widgets.push import Push
from ..widgets.seat_row import SeatRow

if TYPE_CHECKING:
    from ..persistence import SavedGame
    from ..session import SeatConfig, Session
    from ..widgets.saved_games import SavedGames

#: the kinds of ``excalibohn_ai.FACTORIES``, named here so that the start screen paints
#: before the computer players and the rules core are imported (a test keeps them equal)
COMPUTER_KINDS = ("random", "easy", "normal", "hard")

#: (name, title, fewest seats, most seats) of the games a table can choose
GAMES = [(n, SPECS[n].title, SPECS[n].seats.start, SPECS[n].seats.stop - 1) for n in CHOOSABLE]
_GAME = {g[0]: g for g in GAMES}

DEFAULT_NAMES = ["Ann", "Ben", "Cem", "Dana", "Eli"]
EMPTY = "empty"
#: who sits where on a first start (after that, the seats last used)
DEFAULT_KINDS = ["human", "human", "normal", EMPTY, EMPTY]


def title_words(variant: str, width: int | None = None) -> str:
    """The game and for how many; with the game's short title where the whole line is
    wider than ``width`` (the title of the game for two with trading wrapped at 80)."""
    _name, title, low, high = _GAME[variant]
    words = ""
    for name in (_(title), SPECS[variant].short):
        if low != high:
            words = _("{title}: a new game for {low} to {high} players at one "
                      "keyboard").format(title=name, low=low, high=high)
        else:
            words = _("{title}: a new game for {n} players at one keyboard").format(
                title=name, n=low)
        if width is None or len(words) <= width:
            break
    return words


def blurb(variant: str) -> str:
    """What the game is, in a line (its spec's blurb, without the seats the title names)."""
    return re.sub(r"\s*\([^()]*\)$", "", _(SPECS[variant].blurb))


def game_options() -> list[tuple[str, str]]:
    """The games to choose from, each with what it is."""
    return [(f"{_(title)}: {_(SPECS[name].blurb)}", name) for name, title, _low, _high in GAMES]


def now() -> datetime:
    """The local time the saved games' dates are told from (tests set their own)."""
    return datetime.now().astimezone()


@dataclass
class StartChoice:
    #: "new", "continue" or "language" (the language changed: the start screen again)
    what: str
    seats: list[SeatConfig] | None = None
    seed: int | None = None
    path: Path | None = None
    #: the game to continue, loaded and checked already
    session: Session | None = None
    #: which game of the rulebooks (``rules.games.CHOOSABLE``)
    variant: str = CHOOSABLE[0]
    #: the seed as typed when the language changed (the start screen again shows it)
    seed_text: str = ""


#: the computer players' levels in words
LEVELS = {"random": N_("random"), "easy": N_("easy"), "normal": N_("normal"),
          "hard": N_("hard")}


def kind_options() -> list[tuple[str, str]]:
    """Human, then every computer player kind there is, then an empty seat."""
    out = [(_("Human"), "human")]
    out += [(_("Computer ({level})").format(level=_(LEVELS.get(k, k))), k)
            for k in COMPUTER_KINDS]
    out.append((_("Empty seat"), EMPTY))
    return out


class Cycle(Translated, Widget, can_focus=True):
    """One value of a short list on one line: Left and Right step through the values,
    Enter, Space or a click opens the whole list.  One widget where a ``Select`` is five
    (and an option list kept mounted): the start screen's first frame costs most of what
    its widgets cost to build and style."""

    DEFAULT_CSS = """
    Cycle { width: auto; height: 1; }
    Cycle > .cycle--box { background: $boost; }
    Cycle:focus > .cycle--box { background: $accent 30%; text-style: bold; }
    """
    COMPONENT_CLASSES = {"cycle--box"}
    BINDINGS = [
        Binding("left", "step(-1)", N_("Previous"), key_display="←"),
        Binding("right", "step(1)", N_("Next"), key_display="→"),
        Binding("enter,space", "choose", N_("All choices"), key_display="Enter"),
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
                 id: str | None = None, short: dict[str, str] | None = None,
                 label: str = "") -> None:
        """``options``: (label, value) of each choice, as the list that Enter opens shows
        them; ``short``: a shorter label for the line itself, by value; ``label``: words
        before the choice (a widget of its own would cost the first frame as much again)."""
        super().__init__(id=id)
        self.options = options
        self.short = short or {}
        self.label = label
        self.title = title  # of the list that Enter opens
        self._value = value
        self._index(value)  # an unknown value is a mistake in the program

    def _index(self, value: str) -> int:
        for k, (_label, v) in enumerate(self.options):
            if v == value:
                return k
        raise ValueError(f"{value!r} is not one of {[v for _label, v in self.options]}")

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

    #: the most characters of a choice the line shows (longer ones end in "…")
    WIDEST = 24

    def _shown(self, value: str) -> str:
        label = self.short.get(value) or self.options[self._index(value)][0]
        return label if len(label) <= self.WIDEST else label[:self.WIDEST - 1] + "\u2026"

    def _width(self) -> int:
        return max(len(self._shown(v)) for _label, v in self.options)

    def render(self) -> Text:
        box = f" \u25c0 {self._shown(self._value).ljust(self._width())} \u25b6 "
        return Text.assemble(self.label, (box, self.get_component_rich_style("cycle--box")))

    def get_content_width(self, container, viewport) -> int:
        return len(self.label) + self._width() + 6

    def action_step(self, by: int) -> None:
        self.value = self.options[(self._index(self._value) + by) % len(self.options)][1]

    def action_choose(self) -> None:
        from ..dialogs.choice import ChoiceDialog

        def chosen(k: int | None) -> None:
            if k is not None:
                self.value = self.options[k][1]

        self.app.push_screen(ChoiceDialog(self.title, [label for label, _value in self.options],
                                          highlighted=self._index(self._value)), chosen)

    def on_click(self) -> None:
        self.action_choose()


class StartScreen(Translated, AnswersOnce, Screen[StartChoice]):
    # One widget per seat, light one-line fields, ``Cycle`` for the game: the first frame
    # costs about what its widgets cost to build and style.
    DEFAULT_CSS = """
    StartScreen > * { margin: 0 2; }
    StartScreen > KeyBar { margin: 0; }
    StartScreen #title { margin: 0 2 1 2; }
    StartScreen #game-row { height: 1; margin: 1 2 0 2; }
    StartScreen #seed { margin: 0 0 0 2; }
    StartScreen #language { margin: 0 0 0 1; }
    StartScreen #error { color: $error; margin: 1 2 0 2; }
    StartScreen #buttons { height: 1; margin: 1 2 0 2; }
    StartScreen #saves-title { color: $text-muted; margin: 1 2 0 2; }
    """
    #: focused from the start (not first a name, then the button: each focus change
    #: re-styles the whole screen, which delayed the first frame)
    AUTO_FOCUS = "#start"
    BINDINGS = [
        Binding("ctrl+n", "start", N_("New game")),
        Binding("ctrl+o", "resume", N_("Continue")),
        # (as Tab and Shift+Tab: the arrows did nothing from the Start button, focused
        # first, and a play-tester without a mouse thought the screen stuck; the list of
        # saved games keeps its own up and down)
        Binding("down", "app.focus_next", show=False),
        Binding("up", "app.focus_previous", show=False),
    ]

    def __init__(self, look_for_saves: bool = True, focus: str = "#start",
                 seed_text: str = "", table: persistence.LastTable | None = None) -> None:
        """``table``: the game and seats to start from (the game just played, for a
        rematch); else the last ones the start screen began a game with."""
        super().__init__()
        self.look_for_saves = look_for_saves
        #: the seed shown typed in (kept across a change of language)
        self.seed_text = seed_text
        #: the widget focused first (the language's, after the language changed)
        self.first_focus = focus
        #: the saved games are listed (or none are looked for): the screen is complete
        self.ready = False
        #: the saved games found, the most recently saved first
        self.saves: list[SavedGame] = []
        #: the saves that could not be loaded when chosen (damaged inside)
        self.broken: set[Path] = set()
        self._table = self._last_table(table if table is not None
                                       else persistence.last_table())
        #: who sits at each seat as the player set them, and as a change of game left them
        #: (a game for two on the way through the list empties seats 3 to 5; the next game
        #: for more brings them back): see ``on_cycle_changed``
        self._wanted: list[str] = []
        self._left: list[str] = []

    @staticmethod
    def _last_table(last: persistence.LastTable | None) -> tuple[str, list[tuple[str, str]]]:
        """The game and the (name, kind) of each seat to start from: ``last``'s, as far as
        they are still valid, else the defaults."""
        rows = list(zip(DEFAULT_NAMES, DEFAULT_KINDS, strict=True))
        variant = CHOOSABLE[0]
        if last is None:
            return variant, rows
        if last.variant in _GAME:
            variant = last.variant
        kinds = {v for _label, v in kind_options()}
        for k, (name, kind) in enumerate(last.seats[:len(rows)]):
            good = len(name) <= MAX_NAME and (not name or name_problem(name) is None)
            rows[k] = (name if good else rows[k][0], kind if kind in kinds else rows[k][1])
        return variant, rows

    def compose(self) -> ComposeResult:
        variant, rows = self._table
        yield Static(self._title(variant), id="title")
        for k, (name, kind) in enumerate(rows):
            yield SeatRow(k, name, kind, kind_options(), empty=EMPTY, max_length=MAX_NAME,
                          id=f"seat{k}")
        # the game and the seed share a row, so that everything fits 80x24 unscrolled
        with Horizontal(id="game-row"):
            yield Cycle(game_options(), variant, _("Choose the game"), id="game",
                        short={name: SPECS[name].short for name, *_rest in GAMES},
                        label=_("Game").ljust(8))
            yield LineEdit(self.seed_text, placeholder=_("random"), id="seed",
                           restrict=r"[0-9]", max_length=9, label=_("Seed") + " ")
            # each language named in its own words: found whatever the language shown
            yield Cycle([(name, code) for code, name in LANGUAGES.items()], language(),
                        "Language / Sprache", id="language")
        with Horizontal(id="buttons"):
            yield Push(_("Start (Ctrl+N)"), id="start", primary=True)
            yield Push(_("Quit"), id="quit")
        yield KeyBar()

    def _title(self, variant: str) -> Text:
        """The game, for how many, and what it is (two lines)."""
        text = Text()
        width = self.app.size.width - 4  # (the title's margins)
        text.append(title_words(variant, width),
                    style=f"bold {self.app.current_theme.accent}")
        text.append("\n" + blurb(variant), style="dim")
        return text

    def on_resize(self) -> None:  # (the title as wide as the window allows)
        self.query_one("#title", Static).update(self._title(self.variant()))

    def on_mount(self) -> None:
        self.query_one(self.first_focus).focus()
        if self.look_for_saves:
            # just after the first frame: the screen shows at once, the list a moment later
            self.call_after_refresh(self.list_games)
        else:
            self.ready = True

    # ------------------------------------------------------- saved games

    def list_games(self) -> None:
        """Read the saved games' headers and list them (again); then check them whole in the
        background (``_check_saves``)."""
        self.saves = persistence.list_saves(unreadable=True)
        self._show_games()
        self.ready = True
        if self.saves:
            self.run_worker(self._check_saves, thread=True, exclusive=True, group="check")

    def _check_saves(self) -> None:
        """(A thread.) Check each listed game whole, the unfinished first, and mark those
        that cannot be opened "damaged" as they are found: the header alone listed a file
        damaged inside as healthy until it was chosen (play-test)."""
        worker = get_current_worker()
        for game in sorted(self.saves, key=lambda g: g.finished):
            if worker.is_cancelled:
                return
            if game.complete and persistence.problem_of(game.path) is not None:
                try:
                    self.app.call_from_thread(self._found_broken, game.path)
                except RuntimeError:  # the app is closing
                    return

    def _found_broken(self, path: Path) -> None:
        if path not in self.broken:
            self.broken.add(path)
            self._show_games()

    def _show_games(self) -> None:
        from ..widgets.saved_games import SavedGames

        found = self.query(SavedGames)
        if not self.saves:
            for widget in (*found, *self.query("#saves-title")):
                widget.remove()
        elif found:
            found.first().show(self.saves, self.broken)
        else:
            self.mount(Static(_("Saved games: Enter continues one (or replays a finished one), "
                                "d deletes it"), id="saves-title"),
                       before=self.query_one(KeyBar))
            self.mount(SavedGames(self.saves, now(), self.broken, id="saves"),
                       before=self.query_one(KeyBar))
        unfinished = self.newest_unfinished() is not None
        resume = self.query("#resume")
        if unfinished and not resume:
            button = Push(_("Continue the last game (Ctrl+O)"), id="resume")
            self.query_one("#buttons").mount(button, before="#quit")
            if self.focused is self.query_one("#start"):
                # (nothing chosen yet: Enter continues the game left unfinished, as the
                # list below says; a play-tester back from quitting a game pressed Enter
                # and was to start a new one)
                self.call_after_refresh(button.focus)
        elif not unfinished:
            resume.remove()
        self.refresh_bindings()

    def newest_unfinished(self) -> SavedGame | None:
        """The game Ctrl+O continues: the newest unfinished one not known to be damaged."""
        return next((g for g in self.saves if not g.finished and g.complete
                     and g.path not in self.broken), None)

    def on_saved_games_chosen(self, event: SavedGames.Chosen) -> None:
        event.stop()
        if event.what == "open" and event.game.finished:
            self._replay(event.game)
        elif event.what == "open":
            self._continue(event.game)
        elif event.what == "delete":
            self._delete([event.game], _deletion_question(event.game))
        else:
            finished = [g for g in self.saves if g.finished]
            if finished:
                n = len(finished)
                self._delete(finished, ngettext(
                    "Delete the finished game? It can no longer be replayed.",
                    "Delete the {n} finished games? They can no longer be replayed.", n).format(
                        n=n))

    def _delete(self, games: list[SavedGame], question: str) -> None:
        from ..dialogs.confirm import ConfirmDialog

        def answer(yes: bool | str | None) -> None:
            if yes is not True:
                return
            for game in games:
                try:
                    persistence.delete_save(game.path)
                except persistence.SaveError as err:
                    self.app.notify(str(err), title=_("Not deleted"), severity="error",
                                    markup=False, timeout=12)
                    break
            self.list_games()

        self.app.push_screen(ConfirmDialog(question, yes=_("Delete"), no=_("Keep")), answer)

    def _continue(self, game: SavedGame) -> None:
        """Load the game (checking all of it) and go on with it; if it cannot be, say why
        and mark it in the list."""
        try:
            session = persistence.load_session(game.path)
        except persistence.SaveError as err:
            self.broken.add(game.path)
            # (one at a time: notices of several files piled up over the list, and one was
            # read for another, play-test)
            self.app.clear_notifications()
            self.app.notify(str(err), title=_("Cannot continue that game"), severity="error",
                            markup=False, timeout=12)
            self._show_games()
            return
        self.dismiss(StartChoice("continue", path=game.path, session=session))

    def _replay(self, game: SavedGame) -> None:
        """Show a finished game move by move (every card: it is over)."""
        try:
            session = persistence.load_session(game.path, autosave=False)
            from .replay import ReplayScreen

            replay = ReplayScreen(session)
        except Exception as err:  # a damaged file: say why, keep the screen
            self.app.clear_notifications()
            self.app.notify(str(err), title=_("Cannot replay that game"), severity="error",
                            markup=False, timeout=12)
            return
        self.app.push_screen(replay)

    # -------------------------------------------------------- a new game

    def variant(self) -> str:
        return self.query_one("#game", Cycle).value

    def seat_rows(self) -> list[SeatRow]:
        return list(self.query(SeatRow))

    def on_cycle_changed(self, event: Cycle.Changed) -> None:
        """A game chosen: its title and seat range; seats beyond its range are emptied,
        and a missing third seat is filled with a computer player.  The seats start from
        those the player set (not those the last game's range left): stepping through a
        game for two on the way to another keeps the five seats filled in."""
        if event.cycle.id == "language":
            if event.value != language() and not self._change_language(event.value):
                event.cycle.value = language()  # it could not be loaded: shown as it is
            return
        if event.cycle.id != "game":
            return
        variant = self.variant()
        self.query_one("#title", Static).update(self._title(variant))
        self._say("")
        _name, _title, low, high = _GAME[variant]
        rows = self.seat_rows()
        kinds = [row.kind for row in rows]
        if kinds != self._left:  # set by the player since (or never changed by a game)
            self._wanted = kinds
        for row, kind in zip(rows, self._wanted, strict=True):
            row.kind = kind
        taken = [row for row in rows if row.kind != EMPTY]
        for extra in taken[high:]:
            extra.kind = EMPTY
        filled: list[int] = []
        for n, row in enumerate(rows, 1):
            if sum(x.kind != EMPTY for x in rows) >= low:
                break
            if row.kind == EMPTY:
                row.kind = "normal"
                filled.append(n)
        self._left = [row.kind for row in rows]
        if filled:  # (a seat emptied by the player came back unexplained, play-test)
            self._say(ngettext("{game} needs at least {n} player: seat {seats} has a computer "
                               "player now.", "{game} needs at least {n} players: seat {seats} "
                               "has a computer player now.", low).format(
                game=SPECS[variant].short, n=low, seats=", ".join(map(str, filled))))

    def on_push_pressed(self, event: Push.Pressed) -> None:
        if event.push.id == "start":
            self.action_start()
        elif event.push.id == "resume":
            self.action_resume()
        else:
            self.app.action_request_quit()

    def seats(self) -> list[SeatConfig]:
        """The seats as filled in; raises ValueError with a message for the player."""
        from ..session import SeatConfig, bot_name

        seats: list[SeatConfig] = []
        bots: dict[str, int] = {}
        for k, row in enumerate(self.seat_rows()):
            kind, name = row.kind, row.player.strip()
            if kind == EMPTY:
                continue
            if not name:
                if kind == "human":
                    raise ValueError(_("Seat {n} needs a name.").format(n=k + 1))
                name = bot_name(str(kind), bots)
            seats.append(SeatConfig(name=name, kind=str(kind)))
        _name, title, low, high = _GAME[self.variant()]
        if not low <= len(seats) <= high:
            if low != high:
                words = _("{title} needs {low} to {high} players; {taken} seats are taken.")
            else:
                words = _("{title} needs {low} players; {taken} seats are taken.")
            raise ValueError(words.format(title=_(title), low=low, high=high, taken=len(seats)))
        try:
            check_names([s.name for s in seats])
        except ValueError as err:
            words = str(err)
            raise ValueError(f"{words[0].upper()}{words[1:]}.") from None
        return seats

    def _say(self, problem: str) -> None:
        """A problem with the seats, in words under the form ("": none).  The line is
        made when first needed (a widget less in the first frame)."""
        found = self.query("#error")
        if found:
            found.first(Static).update(Text(problem))
            found.first().display = bool(problem)
        elif problem:
            self.mount(Static(Text(problem), id="error"), before="#buttons")

    def action_start(self) -> None:
        try:
            seats = self.seats()
        except ValueError as err:
            self._say(str(err))
            return
        text = self.query_one("#seed", LineEdit).value.strip()
        seed = int(text) if text else random.SystemRandom().randrange(1_000_000)
        persistence.remember_table(persistence.LastTable(
            variant=self.variant(),
            seats=tuple((row.player.strip(), row.kind) for row in self.seat_rows())))
        self.dismiss(StartChoice("new", seats=seats, seed=seed, variant=self.variant()))

    def _change_language(self, code: str) -> bool:
        """Speak ``code`` from now on (and next time): the seats as filled in are kept and
        the start screen is made again in the new language.  False (and a message) if its
        catalogue cannot be read."""
        from .. import lang

        persistence.remember_table(persistence.LastTable(
            variant=self.variant(),
            seats=tuple((row.player.strip(), row.kind) for row in self.seat_rows())))
        if not lang.choose(code):
            self.notify(_("That language could not be loaded; the game stays as it is."),
                        severity="warning")
            return False
        # (the seed typed is kept too: the screen made again would show "random")
        self.dismiss(StartChoice("language",
                                 seed_text=self.query_one("#seed", LineEdit).value.strip()))
        return True

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # the key bar offers Ctrl+O only when there is a game to continue
        return self.newest_unfinished() is not None if action == "resume" else True

    def action_resume(self) -> None:
        game = self.newest_unfinished()
        if game is not None:
            self._continue(game)


def _deletion_question(game: SavedGame) -> str:
    from ..widgets.saved_games import players, saved_time, status, title, when

    what = _("{title}, {status}, saved {when}").format(
        title=title(game), status=status(game), when=when(saved_time(game.saved_at), now()))
    if game.finished:
        return _("Delete the game of {players} ({what})? It can no longer be replayed.").format(
            players=players(game), what=what)
    return _("Delete the game of {players} ({what})? It can no longer be continued.").format(
        players=players(game), what=what)
