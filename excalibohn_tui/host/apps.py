"""The apps of a hosted game: one per connection (``SeatApp``: a seat, or onlookers) and
the host's own (``HostApp``: the ``--local`` seats hot-seat, or the public view, with the
host's keys).  They are the table app with a few things changed, in ``HostedTable``:

- the table is drawn for a fixed seat (a connection never has another seat's view: its
  driver knows that seat alone, so no curtain is ever needed and no key reaches another);
- the computer players are run by the hub for everyone, not by each table;
- what happens elsewhere arrives as ``hub.TableChanged`` and the table draws again;
- a line at the bottom says who is away or has not joined yet;
- a connection cannot write files on the host (no "save as", no screenshot) and leaving
  only disconnects (the seat waits).
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterable

from rich.console import Console
from rich.text import Text
from textual.app import SystemCommand
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

from ..app import ExcalibohnApp, crash_log_path
from ..dialogs.choice import ChoiceDialog
from ..dialogs.confirm import ConfirmDialog
from ..dialogs.message import MessageDialog
from ..dialogs.trade import TradeDialog
from ..driver import Driver, may_offer
from ..lang import N_, _
from ..screens.small import TooSmallScreen
from ..screens.table import TableScreen
from .hub import Hangup, Hub, Notice, Presence, QuietKeys, TableChanged
from .terminal import ChannelDriver, Terminal

#: the computer players the host may let play for someone who is away
STAND_IN_LEVELS = ("easy", "normal", "hard")
#: the levels in words (the start screen's words for them)
LEVEL_WORDS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}


class HostedTable(TableScreen):
    """The table of a hosted game for ``seat`` (a connection) or for the ``local`` seats
    (the host's keyboard; none: the public view)."""

    DEFAULT_CSS = """
    HostedTable #presence { height: auto; padding: 0 1; color: $warning;
        background: $boost; display: none; }
    """

    def __init__(self, hub: Hub, seat: int | None, local: set[int],
                 may_save_files: bool = False) -> None:
        super().__init__(hub.session, hub.bot_delay)
        self.hub = hub
        #: the one seat this table is drawn for (None: the host's table, or onlookers')
        self.seat = seat
        self.one_keyboard = seat is None
        self.may_save_files = may_save_files
        self.driver = Driver(hub.session, local=local, bots_here=False)
        self._told = len(hub.session.game.events)
        #: whether the game waited for ``seat`` when it last moved (``changed``)
        self._was_asked = False
        #: the game's events when the table was last drawn (``on_screen_resume``)
        self._drawn_at = -1

    def compose(self):
        yield from super().compose()
        yield Static(id="presence")

    def on_mount(self) -> None:  # (Textual runs the table's own on_mount as well)
        self.update_presence()

    def _take_back(self, seat: int) -> None:
        """As at one keyboard; the other terminals are told (their tables went back with
        no word of why, play-test)."""
        super()._take_back(seat)
        self.hub.tell(_("{name} took back their last step.").format(
            name=self.session.seats[seat].name), skip=self.app)

    def on_screen_resume(self) -> None:
        """A box over the table closed: the game moved on at the other terminals while
        it was open, and the table showed what stood before it until someone moved again
        (play-test: "Ben must answer an offer" and no choices, Ben's counter-offer long
        made)."""
        if self._drawn_at != len(self.session.game.events):
            self.call_later(self.advance)

    def show(self, viewer: int | None, covered: bool = False) -> None:
        if self.seat is not None and not covered:
            viewer = self.seat  # a seat's own terminal: always its own view
        self._told = self._drawn_at = len(self.session.game.events)
        super().show(viewer, covered)

    def bots_act(self) -> None:  # the hub runs them for every terminal
        self.hub.run_bots()

    def writing_offer(self, writing: bool) -> None:
        self.hub.writing_offer(self.app, writing)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "save_as" and not self.may_save_files:
            return False
        return super().check_action(action, parameters)

    def action_save_as(self) -> None:
        if self.may_save_files:
            super().action_save_as()

    def changed(self) -> None:
        """Somebody else moved: tell an attack as it happened, then draw the table."""
        game = self.session.game
        dialog = self.app.screen
        if (isinstance(dialog, TradeDialog) and not dialog.offer.counter
                and dialog.player != game.public_view().active
                and not may_offer(game, dialog.player)):
            # an offer to the active player, being written when their trading ended: it
            # can no longer be sent (the dialog stayed open, and its keys did nothing)
            dialog.dismiss(None)
            self.app.notify(_("Too late for the offer: {name} has ended the trading.").format(
                name=game.name(game.public_view().active)), severity="warning", markup=False)
        asked = self.seat is not None and any(w.player == self.seat for w in game.awaiting())
        if asked and not self._was_asked and self.app.screen is not self:
            # a box left open (an attack's reveal waits for Enter, the log, the help) hid
            # that the game now waits for this player, for an offer to answer (play-test):
            # said over it
            self.app.notify(_("The game waits for you behind this box."),
                            markup=False)
        self._was_asked = asked
        events = game.events
        new = events[self._told:] if self._told <= len(events) else []
        self._told = len(events)
        self.update_presence()  # (whom the game waits for may be away now)
        if (new and game.log and self.app.screen is self and not self._busy
                and not self._thinking
                and self._narrate(list(new), game.log[-1].player, go_on=False)):
            return
        if self.app.screen is not self and self.viewer is None:
            # the public table behind a box (the host's join lines) follows the game: it
            # stood on turn 1 while the players played on (play-test)
            self.show(None)
        self.advance()

    def update_presence(self) -> None:
        text = self.hub.presence_text()
        line = self.query_one("#presence", Static)
        line.update(Text(text))
        line.display = bool(text)
        self.mark_away(frozenset(self.hub.away()))


class HubMessages:
    """What the hub tells an app (mixed into both apps)."""

    hub: Hub

    def on_table_changed(self, message: TableChanged) -> None:
        table = self.table_screen()  # type: ignore[attr-defined]
        if table is not None and table.is_attached:
            table.changed()

    def on_notice(self, message: Notice) -> None:
        self.notify(message.text, severity=message.severity,  # type: ignore[attr-defined]
                    timeout=message.timeout, markup=False)

    def on_quiet_keys(self, message: QuietKeys) -> None:
        self.ignore_keys_typed_until_now(  # type: ignore[attr-defined]
            message.seconds, message.why)

    def on_presence(self, message: Presence) -> None:
        table = self.table_screen()  # type: ignore[attr-defined]
        if table is not None and table.is_attached:
            table.update_presence()


def _console(color_system: str) -> Console:
    """The console an app renders its frames with, for the far terminal's colours (not the
    host's own terminal's)."""
    return Console(color_system=color_system, file=io.StringIO(), markup=True,  # type: ignore[arg-type]
                   highlight=False, emoji=False, legacy_windows=False, force_terminal=True,
                   safe_box=False, soft_wrap=False, _environ={})


class SeatApp(HubMessages, ExcalibohnApp):
    """The app of one connection: ``seat``'s table, or the onlookers' (``seat`` None)."""

    def __init__(self, hub: Hub, seat: int | None, terminal: Terminal) -> None:
        super().__init__(hub.session, bot_delay=hub.bot_delay, look_for_saves=False,
                         offer_wait=hub.offer_wait)
        self.hub = hub
        self.seat = seat
        self.terminal = terminal
        self.driver_class = ChannelDriver
        self.console = _console(terminal.color_system)
        self.farewell = (_("You are watching: the same ssh line brings you back. Goodbye!")
                         if seat is None else
                         _("Your seat waits for you: the same ssh line brings you back. "
                           "Goodbye!"))
        terminal.on_overflow = lambda: self.post_message(Hangup(
            _("This terminal stopped taking the table's frames, so it was disconnected.")))
        terminal.on_flood = self._flooded
        self._flood_told = False

    def may_suspend(self) -> bool:  # (a connection has no shell to come back to)
        return False

    # ---------------------------------------------------------- the table

    def _open_table(self, session) -> None:
        local = set() if self.seat is None else {self.seat}
        self.push_screen(HostedTable(self.hub, self.seat, local))

    def _stop_on_signals(self) -> None:  # signals are the host's, not a connection's
        pass

    def on_hangup(self, message: Hangup) -> None:
        self.farewell = message.text
        self.exit()

    def _flooded(self) -> None:
        if not self._flood_told:
            self._flood_told = True
            self.notify(_("That was more input than anyone can type: the rest was dropped."),
                        severity="warning", markup=False)

    def show_end(self, session) -> None:
        from ..screens.end import EndScreen

        self.farewell = _("The game is over. Thank you for playing!")
        self.push_screen(EndScreen(session.game, session), lambda _: self.exit())

    # ------------------------------------------------------------ leaving

    def small_quit_words(self) -> str:
        return (_("q stops watching.") if self.seat is None else
                _("q leaves the table (your seat waits)."))

    def quit_when_small(self) -> None:
        self.exit()  # (nothing is lost: the seat waits, the host keeps the game)

    def action_request_quit(self) -> None:
        if self._quitting or isinstance(self.screen, ConfirmDialog):
            return
        if isinstance(self.screen, TooSmallScreen):
            self.quit_when_small()
            return
        self._quitting = True
        question = (_("Stop watching?") if self.seat is None else
                    _("Leave the table?\nYour seat waits for you: the same ssh line brings "
                      "you back."))

        def answer(yes: bool | str | None) -> None:
            self._quitting = False
            if yes is True:
                self.exit()

        self.push_screen(ConfirmDialog(question, yes=_("Leave"), no=_("Stay")), answer)

    # ------------------------------------- nothing of the host's machine

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        for command in super().get_system_commands(screen):
            if command.title not in (_("Screenshot"), _("Quit")):  # no file on the host
                yield command

    def deliver_screenshot(self, *args, **kwargs) -> None:
        return None

    def action_screenshot(self, *args, **kwargs) -> None:
        return None

    def _print_error_renderables(self) -> None:
        """A bug in this connection's app ends this connection only: the details go to the
        host's crash log, the player gets one line."""
        if not self._exit_renderables:
            return
        path = crash_log_path()
        with contextlib.suppress(OSError):
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("a", encoding="utf-8") as out:
                console = Console(file=out, width=120, color_system=None)
                for renderable in self._exit_renderables:
                    console.print(renderable)
        self._exit_renderables.clear()
        self.hub.log(_("A mistake in the program closed the connection of {name}; the details "
                       "are in {path}.").format(name=self.hub.seat_name(self.seat), path=path))
        self.farewell = _("Excalibohn closed this connection because of a mistake in the "
                          "program, not in your play. The game goes on: the same ssh line "
                          "brings you back.")


class HostTable(HostedTable):
    """The host's own table, with the host's keys."""

    BINDINGS = [
        Binding("b", "stand_in", N_("Bot for away")),
        Binding("j", "join_lines", N_("Join lines")),
    ]

    def _lines(self) -> str:
        app = self.app
        assert isinstance(app, HostApp)
        return "\n".join(app.lines)

    def opening(self, setup: list[str]) -> MessageDialog:
        """The join lines, with a new game's deal below them: one message, one Enter.
        (Never closed by a timer: the host is at this terminal to read them.)"""
        if not setup:
            return MessageDialog(_("Hosting: give each player their line"), self._lines())
        told = _("Give each player their line (it is their seat's key: tell it to them "
                 "alone):")
        return MessageDialog(_("Hosting a new game"),
                             "\n\n".join([told + "\n" + self._lines(), *setup]))

    def action_join_lines(self) -> None:
        self.app.push_screen(MessageDialog(_("Join lines"), self._lines()))

    def action_stand_in(self) -> None:
        self.run_worker(self._choose_stand_in(), exclusive=True, group="stand-in")

    async def _choose_stand_in(self) -> None:
        hub = self.hub
        away = [p for p in hub.away() if hub.seats[p].stand_in is None]
        if not away:
            self.app.notify(_("Nobody is away: a computer player can play only for someone "
                              "who is away."), severity="warning", markup=False)
            return
        k = 0 if len(away) == 1 else await self.app.push_screen_wait(ChoiceDialog(
            _("A computer player plays for whom, while they are away?"),
            [hub.seats[p].name for p in away],
            body=_("When the player connects again, they play on themselves.")))
        if k is None:
            return
        level = await self.app.push_screen_wait(ChoiceDialog(
            _("Which computer player plays for {name}?").format(name=hub.seats[away[k]].name),
            [_(LEVEL_WORDS.get(level, level)).capitalize() for level in STAND_IN_LEVELS],
            highlighted=1, body=_("When the player connects again, they play on themselves.")
            if len(away) == 1 else ""))
        if level is None:
            return
        try:
            hub.stand_in(away[k], STAND_IN_LEVELS[level])
        except ValueError as err:  # they came back meanwhile
            self.app.notify(str(err), severity="warning", markup=False)


class HostApp(HubMessages, ExcalibohnApp):
    """The host's terminal: the ``--local`` seats hot-seat (or the public view), the join
    lines (``j``), a computer player for a seat that is away (``b``)."""

    def __init__(self, hub: Hub, lines: list[str]) -> None:
        super().__init__(hub.session, bot_delay=hub.bot_delay, look_for_saves=False,
                         offer_wait=hub.offer_wait)
        self.hub = hub
        self.lines = lines

    def on_mount(self) -> None:  # (Textual runs the app's own on_mount as well)
        self.hub.apps.add(self)  # (the table opens with the join lines: HostTable.opening)

    def _open_table(self, session) -> None:
        self.push_screen(HostTable(self.hub, None, set(self.hub.local), may_save_files=True))

    def may_suspend(self) -> bool:
        return False

    def action_suspend_process(self) -> None:
        """Ctrl+Z: not while hosting, where it would stop every player's game with it."""
        self.notify(_("The host stays in the foreground: in the background it would stop "
                      "every player's game."), severity="warning", markup=False)

    def show_end(self, session) -> None:
        from ..screens.end import EndScreen

        self.push_screen(EndScreen(session.game, session), lambda _: self.exit())

    def small_quit_words(self) -> str:
        return _("Make it larger to stop hosting.")

    def quit_when_small(self) -> None:
        self.bell()  # (stopping disconnects every player: never unasked)

    def action_request_quit(self) -> None:
        if self._quitting or isinstance(self.screen, ConfirmDialog):
            return
        if isinstance(self.screen, TooSmallScreen):
            self.quit_when_small()
            return
        self._quitting = True
        finished = self.session is not None and self.session.game.finished

        def answer(yes: bool | str | None) -> None:
            self._quitting = False
            if yes is True:
                self.exit()

        self.push_screen(ConfirmDialog(
            _("Stop hosting?\nEvery player is disconnected.") + (
                "" if finished else " " + _("The game is saved: 'excalibohn host --resume' "
                                            "goes on with the same join lines.")),
            yes=_("Stop"), no=_("Go on")), answer)
