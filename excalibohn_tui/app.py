"""The Excalibohn app: wires one game session to the screens, nothing more."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen

from .dialogs.choice import ConfirmDialog
from .screens.end import EndScreen
from .screens.help import HelpScreen
from .screens.small import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen
from .screens.start import StartChoice, StartScreen
from .screens.table import TableScreen
from .session import Session


def _latest_unfinished() -> Path | None:
    try:
        from . import persistence
    except ImportError:
        return None
    find = getattr(persistence, "latest_unfinished", None)
    try:
        return find() if find else None
    except Exception:  # an unreadable save folder must not stop the start screen
        return None


class ExcalibohnApp(App[None]):
    """``session``: play it at once; otherwise the start screen comes first."""

    CSS_PATH = "app.tcss"
    TITLE = "Excalibohn"
    BINDINGS = [
        Binding("ctrl+c", "request_quit", "Quit", priority=True, show=False),
        Binding("ctrl+q", "request_quit", "Quit", priority=True, show=False),
        Binding("q", "request_quit", "Quit"),
        Binding("question_mark", "help", "Help", show=False),
    ]

    def __init__(self, session: Session | None = None, bot_delay: float = 0.6,
                 look_for_saves: bool = True) -> None:
        super().__init__()
        self.session = session
        self.bot_delay = bot_delay
        self.look_for_saves = look_for_saves
        self._quitting = False

    def on_mount(self) -> None:
        if self.session is not None:
            self.push_screen(TableScreen(self.session, self.bot_delay))
        else:
            self.show_start()
        self._check_size()

    # ------------------------------------------------------------ screens

    def show_start(self) -> None:
        last = _latest_unfinished() if self.look_for_saves else None
        self.push_screen(StartScreen(last), self._started)

    def _started(self, choice: StartChoice | None) -> None:
        if choice is None:
            self.exit()
            return
        if choice.what == "continue" and choice.path is not None:
            from . import persistence

            try:
                session = persistence.load_session(choice.path)
            except Exception as err:
                self.notify(str(err), title="Cannot continue that game", severity="error",
                            timeout=12)
                self.show_start()
                return
        else:
            assert choice.seats is not None and choice.seed is not None
            session = Session.new(choice.seats, choice.seed)
        self.session = session
        self.push_screen(TableScreen(session, self.bot_delay))

    def show_end(self, session: Session) -> None:
        def done(what: str | None) -> None:
            if what == "new":
                while len(self.screen_stack) > 1:
                    self.pop_screen()
                self.show_start()
            else:
                self.exit()

        self.push_screen(EndScreen(session.game), done)

    # --------------------------------------------------------------- keys

    def action_request_quit(self) -> None:
        if self._quitting or isinstance(self.screen, ConfirmDialog):
            return
        self._quitting = True
        saved = self.session is not None and hasattr(self.session, "save_as")
        question = "Leave Excalibohn?" + (
            "\nThe game is saved; continue it from the start screen." if saved else "")

        def answer(yes: bool | None) -> None:
            self._quitting = False
            if yes:
                self.exit()

        self.push_screen(ConfirmDialog(question, yes="Leave", no="Stay"), answer)

    def action_help(self) -> None:
        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen())

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        table = next((s for s in self.screen_stack if isinstance(s, TableScreen)), None)
        if table is not None:
            for title, help_text, callback in table.palette_commands():
                yield SystemCommand(title, help_text, callback)  # type: ignore[arg-type]
        yield SystemCommand("Leave", "leave Excalibohn (asks first)", self.action_request_quit)
        yield from super().get_system_commands(screen)

    # --------------------------------------------------------------- size

    def on_resize(self) -> None:
        self._check_size()

    def _check_size(self) -> None:
        w, h = self.size
        small = w < MIN_WIDTH or h < MIN_HEIGHT
        on_top = isinstance(self.screen, TooSmallScreen)
        if small and not on_top:
            self.push_screen(TooSmallScreen())
        elif not small and on_top:
            self.pop_screen()


def run_session(session: Session, bot_delay: float = 0.6) -> int:
    """Open the table on ``session`` (the ``play`` and ``resume`` commands)."""
    ExcalibohnApp(session, bot_delay=bot_delay).run()
    return 0
