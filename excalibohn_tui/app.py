"""The Excalibohn app: wires one game session to the screens, nothing more.

The start screen paints before the rules engine, the computer players, the save
format or the table are imported (they take longer to import than Textual
itself): they are loaded when a game opens.  The start screen lists the saved
games from their headers just after its first frame.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterable
from pathlib import Path
from time import time as wall_time
from typing import TYPE_CHECKING

from textual import events
from textual._time import get_time  # the clock Textual stamps its events with
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.notifications import Notify, SeverityLevel
from textual.screen import Screen

from . import APP
from . import TITLE as APP_TITLE
from .dialogs.base import DIALOG_ROOM
from .hangup import HangupSafeApp
from .lang import N_, Translated, _
from .os_words import os_words
from .screens.small import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen

#: seconds a notice stands before a person's move takes it away (``clear_stale_notices``)
NOTICE_READ = 1.0

if TYPE_CHECKING:
    from .persistence import LastTable
    from .screens.table import TableScreen
    from .session import Session


def crash_log_path() -> Path:
    import platformdirs

    return Path(platformdirs.user_log_dir(APP, appauthor=False)) / "crash.log"


def _palette_commands():
    """The palette's provider, loaded when the palette first opens."""
    from .palette import PlainCommands

    return PlainCommands


def screenshot_folders(path: str | None = None) -> list[Path]:
    """Where a screenshot may go, the first that can be written to wins: the folder asked
    for; else the user's Downloads folder if there is one, the game's own data folder,
    and the current folder."""
    if path:
        return [Path(path).expanduser()]
    import platformdirs

    downloads = Path(platformdirs.user_downloads_dir())
    folders = [downloads] if downloads.is_dir() else []
    folders.append(Path(platformdirs.user_data_dir(APP, appauthor=False)) / "screenshots")
    folders.append(Path.cwd())
    return folders


class ExcalibohnApp(Translated, HangupSafeApp, App[None]):
    """``session``: play it at once; otherwise the start screen comes first.  It ends
    when its terminal goes away or on SIGTERM and SIGHUP, the game kept (``hangup``)."""

    CSS_PATH = Path(__file__).parent / "app.tcss"
    TITLE = APP_TITLE
    COMMANDS = {_palette_commands}  # the palette in plain words (a card's "[C]" stays)
    BINDINGS = [
        Binding("ctrl+c", "request_quit", N_("Quit"), priority=True, show=False),
        Binding("ctrl+q", "request_quit", N_("Quit"), priority=True, show=False),
        Binding("q", "request_quit", N_("Quit")),
        Binding("question_mark", "help", N_("Help"), show=False),
        # into the background like any terminal program (the shell's fg brings it back)
        Binding("ctrl+z", "suspend_process", N_("Suspend"), priority=True, show=False),
    ]
    #: a screen narrower than a dialog may grow (``dialogs.base.DIALOG_CSS``) is "-narrow"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (DIALOG_ROOM, "-roomy")]
    #: Textual's own words that the key bar and the palette show, for the catalogue
    TEXTUAL_WORDS = (N_("palette"), N_("Open the command palette"), N_("Focus Next"),
                     N_("Focus Previous"), N_("Copy selected text"))

    def translate_bindings(self) -> None:
        """The app's bindings in the language in use, with the command palette's key
        (which Textual adds to each app as it is made, in English)."""
        palette = next((b for _key, b in self._bindings if b.action == "command_palette"),
                       None)
        super().translate_bindings()
        if palette is not None:
            import dataclasses

            self._bindings._add_binding(dataclasses.replace(
                palette, description=_(palette.description),
                tooltip=_(palette.tooltip) if palette.tooltip else ""))

    def action_command_palette(self) -> None:
        """The palette, its search field in the language in use."""
        from textual.command import CommandPalette

        if self.use_command_palette and not CommandPalette.is_open(self):
            self.push_screen(CommandPalette(id="--command-palette",
                                            placeholder=_("Search for commands\u2026")))

    def __init__(self, session: Session | None = None, bot_delay: float | None = None,
                 look_for_saves: bool = True, offer_wait: float | None = None) -> None:
        super().__init__()
        # Ruling: the table is always dark.  The beans' colours are chosen to stay apart on
        # a dark table (``text.cards.COLOURS``); on a light one the White and Black-eyed
        # Beans and the Cap Bean's yellow all but vanish, so the palette's Theme command
        # offers only the dark themes that paint their own background (the "ansi" ones
        # take the terminal's, which may be light).  So a light terminal shows the same
        # dark table.
        for name, theme in self.available_themes.items():
            if not theme.dark or (theme.background or "").startswith("ansi"):
                self.unregister_theme(name)
        self.session = session
        #: seconds a computer player pauses after each of its actions (None: not chosen:
        #: a game opened goes on at its own pace, ``Session.take_pace``, which this then
        #: holds while it is open)
        self.bot_delay = bot_delay
        #: seconds a computer player waits for people's offers before it ends its trading
        #: (None: the game's own, else ``table_bots.OFFER_WINDOW``), as ``bot_delay``
        self.offer_wait = offer_wait
        #: the pace chosen for the app (``bot_delay``, ``offer_wait`` as they stand when it
        #: opens its first game), for every game opened in it: not the pace of the game
        #: before (a game resumed at its slow pace passed it on to the next one, and into
        #: its save)
        self._pace_chosen: tuple[float | None, float | None] | None = None
        self.look_for_saves = look_for_saves
        self._quitting = False
        #: a line for the terminal once the app is gone (where a copy was saved)
        self.farewell: str | None = None
        #: a word for the player as the table opens (``run_session``: a hosted game
        #: continued at one keyboard)
        self.greeting = ""
        #: keys typed before this moment (Textual's clock, as its events are stamped) do
        #: nothing: a curtain sets it as it lifts, so a key typed behind the curtain (the
        #: second Enter of a fast double Enter) never plays on the table it reveals
        self.keys_from = 0.0
        #: with a hold until the keys are quiet, how long they must be (else 0)
        self._quiet_for = 0.0
        #: when the last two Enters were typed (Textual's clock), the later last: a
        #: curtain does not lift for an Enter that follows another (``curtain.QUIET``)
        self.enter_times = (-1e9, 0.0)
        #: what a key dropped before ``keys_from`` is told once (a msgid), or None: keys
        #: swallowed with no sign looked lost (play-test)
        self.keys_why: str | None = None
        #: until when each notification's words are on screen: (title, message) -> time
        self._told_until: dict[tuple[str, str], float] = {}

    def clear_notifications(self) -> None:
        """(Words cleared are no longer on screen: told again, they show.)"""
        self._told_until.clear()
        super().clear_notifications()

    def clear_stale_notices(self) -> None:
        """Take off the screen, as a person moves, what the position before the move
        needed: its warnings (a refusal said of a position the game has left) and the
        notices that have stood a moment (``NOTICE_READ``): "The keyboard goes to Ann."
        stood over the fellow players' places through the moves after it (play-tests at
        80 x 24)."""
        now = wall_time()  # (the clock of ``Notification.raised_at``)
        warned = [n for n in self._notifications
                  if n.severity == "warning" or now - n.raised_at >= NOTICE_READ]
        for n in warned:
            self._told_until.pop((n.title, n.message), None)
            self._unnotify(n, refresh=False)
        if warned:
            self._refresh_notifications()

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = True) -> None:
        """A notification, unless the same words are on screen already: a key pressed
        again and again (Enter on an empty offer) rings the bell instead of stacking
        copies over the log.  On a screen with ``one_notice`` it replaces the one shown."""
        now = get_time()
        if self._told_until.get((title, message), 0.0) > now:
            self.bell()
            return
        self._told_until[(title, message)] = now + (
            self.NOTIFICATION_TIMEOUT if timeout is None else timeout)
        place = getattr(self.screen, "place_notices", None)
        if place is not None:
            # (where the table lies now: placed only when its log moved below the list
            # or back, a notice stood on the key bar, or off the screen, once the list
            # had grown, play-test at 80 x 24)
            place(message)
        super().notify(message, title=title, severity=severity, timeout=timeout,
                       markup=markup)

    def on_notify(self, event: Notify) -> None:
        """(After Textual's own handler added it.)  On a screen with ``one_notice``, the
        newest notification alone stays: the table's sit at the log's top, and several
        ran off the screen's foot (play-test)."""
        if not getattr(self.screen_stack[-1] if self.screen_stack else None,
                       "one_notice", False):
            return
        older = [n for n in self._notifications if n is not event.notification]
        for n in older:
            self._told_until.pop((n.title, n.message), None)
            self._unnotify(n, refresh=False)
        if older:
            self._refresh_notifications()

    def ignore_keys_typed_until_now(self, more: float = 0.0, why: str | None = None,
                                    until_quiet: bool = False) -> None:
        """Keys typed before now (and in the ``more`` seconds to come) do nothing; the
        first one dropped tells ``why`` (a msgid), if given.  ``until_quiet``: each key
        dropped holds the keys on for ``more`` seconds after it, so that only a key typed
        after that long a pause acts (Enter held down, or tapped on and on, after a
        curtain lifted played the first choice of a player who had not seen their cards
        once a fixed hold was over, play-test)."""
        self.keys_from = get_time() + more
        self.keys_why = why
        self._quiet_for = more if until_quiet else 0.0

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key) and not event.is_forwarded and event.key == "enter":
            self.enter_times = (self.enter_times[1], event.time)  # (held ones too)
        # (not a key already taken, come back to the app: the Space that ended a moment
        # for offers was told held, play-test)
        if (isinstance(event, events.Key) and not event.is_forwarded
                and event.time < self.keys_from):
            self.keys_from = max(self.keys_from, event.time + self._quiet_for)
            if self.keys_why is not None:  # typed just as something new came up
                self.notify(_(self.keys_why), timeout=3, markup=False)
                self.keys_why = None
            return  # typed before the screen in front was shown
        await super().on_event(event)

    def on_mount(self) -> None:
        if self.session is not None:
            self._open_table(self.session)
            if self.greeting:  # (once the table is there, at its log's top)
                self.call_after_refresh(self.notify, self.greeting, timeout=15,
                                        markup=False)
        else:
            self.show_start()
        self._check_size()

    def stop_for_signal(self, sig: int) -> None:
        """Save once more if the last save failed (every move is saved as it is made),
        then end with the shell's status for the signal (128 + its number)."""
        session = self.session
        if session is not None and session.unsaved() is not None:
            with contextlib.suppress(Exception):  # no disk: what was saved stays saved
                session.autosave()
        super().stop_for_signal(sig)

    def _open_table(self, session: Session) -> None:
        from .screens.table import TableScreen

        if self._pace_chosen is None:
            self._pace_chosen = (self.bot_delay, self.offer_wait)
        self.bot_delay, self.offer_wait = session.take_pace(*self._pace_chosen)
        self.push_screen(TableScreen(session, self.bot_delay))

    def table_screen(self) -> TableScreen | None:
        """The table on the screen stack, if a game is open."""
        module = sys.modules.get(f"{__package__}.screens.table")
        if module is None:  # no table has been opened yet (it is imported on first use)
            return None
        return next((s for s in self.screen_stack if isinstance(s, module.TableScreen)),
                    None)

    # ------------------------------------------------------------ screens

    def show_start(self, focus: str = "#start", seed_text: str = "",
                   table: LastTable | None = None) -> None:
        from .screens.start import StartScreen

        self.push_screen(StartScreen(self.look_for_saves, focus=focus, seed_text=seed_text,
                                     table=table), self._started)

    def _started(self, choice) -> None:
        if choice is None:
            self.exit()
            return
        if choice.what == "language":  # everything shown from now on is in the new language
            self.translate_bindings()
            self.show_start(focus="#language", seed_text=choice.seed_text)
            return
        if choice.what == "continue" and choice.session is not None:
            session = choice.session
        elif choice.what == "continue" and choice.path is not None:
            from . import persistence

            try:
                session = persistence.load_session(choice.path)
            except Exception as err:
                self.notify(str(err), title=_("Cannot continue that game"), severity="error",
                            markup=False, timeout=12)
                self.show_start()
                return
        else:
            from .session import Session

            assert choice.seats is not None and choice.seed is not None
            session = Session.new(choice.seats, choice.seed, variant=choice.variant,
                                  save_now=False)
        self.session = session
        self._open_table(session)

    def show_end(self, session: Session) -> None:
        from .screens.end import EndScreen

        def back_to_start() -> None:
            while len(self.screen_stack) > 1:
                self.pop_screen()
            # the game just played, its people and computer players (computer players
            # named anew): a play-tester's "n" offered another table, the last one set up
            # on the start screen before a game started from the command line
            from .persistence import LastTable
            from .screens.start import DEFAULT_NAMES, EMPTY

            seats = [(s.name if s.is_human else "", s.kind) for s in session.seats]
            seats += [("", EMPTY)] * (len(DEFAULT_NAMES) - len(seats))
            self.show_start(table=LastTable(session.game.state.variant, tuple(seats)))

        def done(what: str | None) -> None:
            if what == "new":
                # once the end screen is gone: a screen pushed while it was in front
                # answers to it, and the start screen's choice went nowhere (a new game
                # started from it left an empty screen, play-test)
                self.call_later(back_to_start)
            else:
                self.exit()

        self.push_screen(EndScreen(session.game, session), done)

    # --------------------------------------------------------------- keys

    def small_quit_words(self) -> str:
        """What ``q`` does on the too-small notice (``quit_when_small``), in words."""
        session = self.session
        if session is not None and session.unsaved() is not None:
            return _("Some moves are not saved: make it larger to leave.")
        if session is not None and not session.game.finished:
            return _("q leaves (the game is kept).")
        return _("q leaves.")

    def quit_when_small(self) -> None:
        """``q`` on the too-small notice: no question, which went under the notice, unseen
        (play-test).  It leaves where nothing is lost, and otherwise does nothing (the
        notice says why: ``small_quit_words``)."""
        if self.session is None or self.session.unsaved() is None:
            self.exit()
        else:
            self.bell()

    def action_request_quit(self) -> None:
        """Ask before leaving, and say truly what leaving keeps: the game is saved, or which
        moves are not (then a copy can be saved elsewhere first)."""
        from .dialogs.confirm import ConfirmDialog  # on first use: the start screen needs none

        if self._quitting or isinstance(self.screen, ConfirmDialog):
            return
        if isinstance(self.screen, TooSmallScreen):
            self.quit_when_small()
            return
        session = self.session
        lost = session.unsaved() if session is not None else None
        self._quitting = True
        if lost is None:
            going = session is not None and not session.game.finished
            question = _("Leave Excalibohn?") + (
                "\n" + _("The game is saved; continue it with excalibohn resume, or from the start "
                       "screen.")
                if going else "")
            dialog = ConfirmDialog(question, yes=_("Leave"), no=_("Stay"))
        else:
            dialog = ConfirmDialog(_("Leave Excalibohn?") + "\n" + lost,
                                   yes=_("Leave without saving"), no=_("Stay"),
                                   other=(_("Save a copy elsewhere"), "s"))

        def answer(what: bool | str | None) -> None:
            self._quitting = False
            if what == "other":
                self._save_copy_then_leave()
            elif what is True:
                self.exit()

        self.push_screen(dialog, answer)

    def _save_copy_then_leave(self) -> None:
        """Ask for a file name, write the game there and leave, saying where it is; if it
        cannot be written, say why and ask again."""
        from .dialogs.path import PathDialog
        from .names import printable

        session = self.session
        assert session is not None

        def chosen(name: str | None) -> None:
            if not name:
                self.action_request_quit()
                return
            try:
                path = session.save_as(name)
            except Exception as err:  # persistence.SaveError: one paragraph for a person
                self.notify(str(err), title=_("Not saved"), severity="error", timeout=20,
                            markup=False)
                self.action_request_quit()
                return
            where = printable(str(path.absolute()))
            self.farewell = _("The game is saved in {where}; continue it with: "
                              "excalibohn resume {where}").format(where=where)
            self.exit()

        self.push_screen(PathDialog(_("Save a copy of the game before leaving, as:")), chosen)

    def action_help(self) -> None:
        from .screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.clear_notifications()  # (a notice stood over the help's words, play-test)
            table = self.table_screen()
            help_screen = HelpScreen() if table is None else HelpScreen(
                one_keyboard=table.one_keyboard, save=bool(table.check_action("save_as", ())))
            self.push_screen(help_screen, lambda _: self._resume_table())

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """The palette (Ctrl+P) offers what the screen it was opened on offers, nothing of
        the screens behind it (a curtain hides the table and its choices), and leaving
        only through the question that says what would be lost."""
        commands = getattr(screen, "palette_commands", None)
        if commands is not None:
            for title, help_text, callback in commands():
                yield SystemCommand(title, help_text, callback)  # type: ignore[arg-type]
        yield SystemCommand(_("Leave"), _("leave Excalibohn (asks first)"),
                            self.action_request_quit)
        for command in super().get_system_commands(screen):
            # not: quitting at once, without asking; maximizing a part of the table
            # (the list of choices or the hand alone on screen means nothing in a game)
            if command.callback not in (self.action_quit, screen.action_maximize,
                                        screen.action_minimize):
                yield command._replace(title=textual_words(command.title),
                                       help=textual_words(command.help))

    # --------------------------------------------------------- screenshot

    def deliver_screenshot(self, filename: str | None = None, path: str | None = None,
                           time_format: str | None = None) -> str | None:
        """Save an SVG picture of the screen (the palette's Screenshot) and say where: in
        Downloads if that folder exists, else in the game's data folder, else here.
        Textual's own went to ~/Downloads only, and failed without it."""
        from datetime import datetime

        name = filename or datetime.now().strftime(
            f"{APP}-{time_format or '%Y-%m-%d_%H-%M-%S'}.svg")
        svg = self.export_screenshot()
        problem = _("no folder to write to")
        for folder in screenshot_folders(path):
            target = folder / name
            try:
                folder.mkdir(parents=True, exist_ok=True)
                target.write_text(svg, encoding="utf-8")
            except OSError as err:
                problem = os_words(err)
                continue
            from .names import printable

            self.notify(_("Saved in {path}").format(path=printable(str(target.absolute()))),
                        title=_("Screenshot"), markup=False, timeout=10)
            return str(target)
        self.notify(_("The screenshot could not be saved: {why}.").format(why=problem),
                    title=_("Screenshot"), severity="error", markup=False, timeout=10)
        return None

    # ------------------------------------------------------------- errors

    def _print_error_renderables(self) -> None:
        """A bug must not greet the players with a traceback: the details go to a file,
        the screen gets one paragraph (the game itself is saved after every action)."""
        if not self._exit_renderables or "debug" in self.features:
            super()._print_error_renderables()
            return
        path = crash_log_path()
        try:
            from rich.console import Console

            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("a", encoding="utf-8") as out:
                console = Console(file=out, width=120, color_system=None)
                for renderable in self._exit_renderables:
                    console.print(renderable)
            where = _("The details are in {path}.").format(path=path)
        except OSError:
            where = _("The details could not be written down.")
        self._exit_renderables.clear()
        print(_("Excalibohn stopped because of a mistake in the program, not in your play. "
                "The game was saved after the last move: 'excalibohn resume' continues it.")
              + " " + where, file=sys.stderr)

    # --------------------------------------------------------------- size

    def _on_resize(self, event) -> None:
        # Textual runs this beside its own ``App._on_resize`` (which stops the event, so an
        # ``on_resize`` here would never run); the app's size is updated a moment later
        self.set_timer(0.05, lambda: self._check_size(event.size))

    def push_screen(self, screen, callback=None, wait_for_dismiss=False, *, mode=None):
        """Any screen, but one that comes due while the terminal is too small goes under
        the notice, which stays on top until the terminal is large enough (left below it,
        the notice would come back when that screen closed, whatever the size)."""
        if (mode is None and not isinstance(screen, TooSmallScreen) and self.screen_stack
                and isinstance(self.screen_stack[-1], TooSmallScreen)):
            self.pop_screen()
            shown = super().push_screen(screen, callback, wait_for_dismiss)
            super().push_screen(TooSmallScreen())
            return shown
        return super().push_screen(screen, callback, wait_for_dismiss, mode=mode)

    def _check_size(self, size=None) -> None:
        if not self.screen_stack:  # a resize timer that fires while the app closes
            return
        w, h = size or self.size
        small = w < MIN_WIDTH or h < MIN_HEIGHT
        on_top = isinstance(self.screen, TooSmallScreen)
        if small and not on_top:
            self.push_screen(TooSmallScreen())
        elif not small and on_top:
            self.pop_screen()
            self.call_after_refresh(self._resume_table)

    def _resume_table(self) -> None:
        """Whatever was due while a screen covered the table happens now."""
        table = self.table_screen()
        if table is not None:
            table.advance()


def textual_words(words: str) -> str:
    """Textual's own palette entries (Theme, Keys, Screenshot...) in the language in use."""
    return _(words) if words in TEXTUAL_COMMANDS else words


#: the palette entries Textual adds, as Textual words them (for the catalogue)
TEXTUAL_COMMANDS = frozenset({
    N_("Theme"), N_("Change the current theme"),
    N_("Keys"), N_("Show help for the focused widget and a summary of available keys"),
    N_("Hide the keys and widget help panel"),
    N_("Screenshot"), N_("Save an SVG 'screenshot' of the current screen"),
})


def run_session(session: Session, bot_delay: float | None = None,
                offer_wait: float | None = None, greeting: str = "") -> int:
    """Open the table on ``session`` (the ``play`` and ``resume`` commands), with
    ``greeting`` told as it opens; the pace as for ``ExcalibohnApp``."""
    app = ExcalibohnApp(session, bot_delay=bot_delay, offer_wait=offer_wait)
    app.greeting = greeting
    app.run()
    if app.farewell:
        print(app.farewell)
    return app.return_code or 0
