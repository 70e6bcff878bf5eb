"""The curtain: the keyboard passes to another human; only public things are shown."""

from __future__ import annotations

from collections.abc import Callable

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual._time import get_time  # the clock Textual stamps its keys with
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Static

from rules import View

from ..dialogs.log import LogDialog, is_heading
from ..dialogs.once import AnswersOnce
from ..lang import N_, Translated, _, described, language
from ..text.prompts import harvest_key, help_summary
from ..widgets.board import Board, board_rows
from ..widgets.keybar import KeyBar
from ..widgets.log import LogPanel
from ..widgets.status import TableStatus
from .behind import NoticesInFront


def log_text(lines: list[str]) -> Text:
    """Log lines as one text, a turn's heading in bold: a log panel renders it at once
    (one write per line took a quarter of a millisecond each)."""
    text = Text()
    for k, line in enumerate(lines):
        if k:
            text.append("\n")
        text.append(line, style="bold" if is_heading(line) else "")
    return text


def _rows(text: str, width: int) -> int:
    """How many rows ``text`` takes wrapped at ``width`` (about: broken anywhere)."""
    return sum(max(1, -(-cell_len(line) // max(width, 1))) for line in text.split("\n"))


#: seconds within which an Enter that follows another does not lift a curtain: Enter after
#: Enter, as a player hurries the computer players on or taps twice, lifted the next
#: person's curtain as it came and showed their hand (play-tests: 0.2 s let taps four
#: times a second through); one Enter lifts it
QUIET = 0.5
#: seconds after a curtain lifts in which no key acts on the table it shows, and after
#: each key held so: the second Enter of a double tap, 80 ms on, answered an offer or
#: harvested a field of the player who had not seen their cards yet, and Enter held
#: down did once a fixed 0.4 s was over (play-tests); nobody reads their cards sooner
LIFTED = 0.5
LIFTED_WHY = N_("Keys held for a moment as your cards came up: look, then choose.")
#: seconds after a curtain comes up in which Enter does not lift it: the player before,
#: who ended their turn with a number and pressed Enter after it out of habit, 0.15 s
#: on, saw the next player's hand (play-test); whoever takes the keyboard takes longer
SHOWN = 0.5


#: a terminal lower than this is short: the curtain drops its blank rows
SHORT = 30


class CurtainScreen(Translated, NoticesInFront, AnswersOnce, Screen[str | None]):
    """Shows the public view and who should take the keyboard; Enter reveals their view
    (returns None).  With ``harvest``, ``h`` lets anyone harvest first (returns "harvest");
    with ``offer``, ``t`` lets a fellow player make the active player an offer first
    (returns "offer")."""

    DEFAULT_CSS = """
    CurtainScreen { align: center top; }
    CurtainScreen #call {
        width: 100%; height: auto; content-align: center middle; text-align: center;
        text-style: bold; color: $text; background: $accent-darken-2; padding: 1 2;
    }
    CurtainScreen #why { width: 100%; text-align: center; padding: 0 2; }
    CurtainScreen #lost { width: 100%; text-align: center; padding: 0 2; color: $warning;
        text-style: bold; }
    CurtainScreen #public-title { color: $text-muted; padding: 1 1 0 1; }
    CurtainScreen #since-title { color: $text-muted; padding: 0 1; }
    CurtainScreen #since { height: 1fr; padding: 0 1; }
    CurtainScreen.-short #call { padding: 0 2; }
    CurtainScreen.-short #public-title { padding: 0 1; }
    """
    #: on a short terminal (80 x 24) the call and the public title lose their blank rows,
    #: which go to the log of what happened since
    VERTICAL_BREAKPOINTS = [(0, "-short"), (SHORT, "-tall")]
    BINDINGS = [
        # (Enter alone, as the curtain says: Space is also the key that ends a computer
        # player's wait for offers, and one pressed as the curtain came up showed the
        # hand of the person called, play-test)
        Binding("enter", "reveal", N_("Show my cards"), priority=True),
        Binding("h", "harvest", N_("Harvest first")),
        Binding("t", "offer", N_("Offer to the one called")),
        # (t where no offer can be made now: the rules' reason, as at the table)
        Binding("t", "offer_why", N_("Why no offer now"), show=False),
        Binding("l", "log", N_("Log")),
        Binding("u", "undo", N_("Undo")),
        # (a word each: beside "u Undo (Cat)" at 80 columns, "Refuse the offer" lost its
        # words, "r  q Quit")
        Binding("r", "refuse", N_("Refuse")),  # (or "Take none")
        Binding("escape", "back", N_("Not me: back")),
    ]

    def __init__(self, name: str, why: str, public: View, harvest: bool = False,
                 since: list[str] | None = None,
                 before_reveal: Callable[[], None] | None = None, alert: str = "",
                 lost: list[str] | None = None, since_known: bool = True,
                 since_start: bool = False,
                 log: Callable[[], list[str]] | None = None, back: bool = False,
                 offer: bool = False, undo: str | None = None,
                 refuse: str | None = None, no_offer: str | None = None) -> None:
        """``since``: the public log lines since this player last had the keyboard (the
        latest that fit are shown: at 80 x 24 the table has no room for its log)."""
        super().__init__()
        self.prepare(name, why, public, harvest=harvest, since=since,
                     before_reveal=before_reveal, alert=alert, lost=lost,
                     since_known=since_known, since_start=since_start, log=log, back=back,
                     offer=offer, undo=undo, refuse=refuse, no_offer=no_offer)

    def prepare(self, name: str, why: str, public: View, harvest: bool = False,
                since: list[str] | None = None,
                before_reveal: Callable[[], None] | None = None,
                alert: str = "", lost: list[str] | None = None,
                since_known: bool = True, since_start: bool = False,
                log: Callable[[], list[str]] | None = None,
                back: bool = False, offer: bool = False,
                undo: str | None = None, refuse: str | None = None,
                no_offer: str | None = None) -> CurtainScreen:
        """Say who is called and show ``public``: the table keeps one curtain installed
        and prepares it again for every raise (building a new screen each time was most of
        the time a keypress took).  Everything shown is replaced here, before the curtain
        is pushed, so nothing of an earlier raise can be seen.

        ``before_reveal``: called on Enter just before the curtain goes, while it still
        covers the screen (the table draws the player's view there, so that the first
        frame after the curtain is that view, laid out once).  ``alert``: a warning for
        everyone at the top of the public status (saving that fails).  ``lost``: what
        this player lost to attacks while away (public words; everyone saw the attack).
        ``log``: the whole game's log as everyone may see it (``l``).  ``back``: this
        player was called by someone at the keyboard, who may have called the wrong one:
        Escape takes the call back ("back") without showing anybody's hand (the one who
        called had to lift the wrong player's curtain to undo it, play-test).  ``offer``:
        a fellow player here may make the active player an offer now (``t``: the active
        player's curtain did not have to be lifted first, and passed once more).
        ``undo``: the name of the person here who made the last decision and may take it
        back (``u``: the keyboard had passed on, and the one who had it next could not
        hand it back to them, play-test).  ``refuse``: the words of ``r``, where the one
        called is asked to answer an offer, which they may refuse here, or to take one of
        the answers to their own, of which they may take none (a refusal tells nothing of
        the hand, and lifting the curtain for it took two keys more for each person asked,
        every offer to all, play-test).  ``no_offer``: why no fellow player here may make
        the active player an offer now, told on ``t`` (it did nothing, play-test)."""
        self.before_reveal = before_reveal
        self._raised = True  # (``on_screen_resume``: a raise, not a return from a dialog)
        self.public_log = log
        self.lost = lost or []
        self.alert = alert
        self.since = since or []
        #: ``since`` follows this player's last turn at the keyboard (else: the game was
        #: just resumed, and it is only what happened last)
        self.since_known = since_known
        #: this player has not had the keyboard yet: ``since`` is the game so far
        self.since_start = since_start
        self.harvest = harvest
        self.back = back
        self.offer = offer
        self.no_offer = no_offer
        self.undo = undo
        self.refuse = refuse
        self.player_name = name
        self.why = why
        self.public = public
        key = (language(), harvest_key(public.spec, curtain=True), name, undo, refuse)
        if getattr(self, "_words_in", None) != key:  # the kept curtain, anew in a
            self.translate_bindings()                # language chosen since, a game, a name
            self._bindings = described(self._bindings, "harvest", key[1])
            # (a fellow's offer to the one called: "Offer first" read as their own offer)
            self._bindings = described(self._bindings, "offer",
                                       _("Offer to {name}").format(name=name))
            if undo is not None:
                self._bindings = described(self._bindings, "undo",
                                           _("Undo ({name})").format(name=undo))
            if refuse is not None:
                self._bindings = described(self._bindings, "refuse", refuse)
            self._words_in = key
        if self.is_mounted:
            self._fill()
            self.refresh_bindings()
        return self

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(id="call")
            yield Static(id="why")
            yield Static(id="lost")
            with Center():
                yield Static(_("What everyone may see:"), id="public-title")
            yield TableStatus(id="curtain-status")
            board = Board(id="curtain-board")
            board.compact = True
            yield board
            yield Static(id="since-title")
            yield LogPanel(id="since", from_top=True)
        yield KeyBar()

    def on_mount(self) -> None:
        self._fill()

    #: the theme the curtain was last styled for (None: not yet styled)
    _styled_for: str | None = None

    #: when the curtain last came to the front (Textual's clock: ``SHOWN``)
    _up_at = 0.0

    #: the next resume is the curtain raised (prepared anew), not a dialog over it closed
    _raised = True

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        if self._raised:
            # (not after the log, help or a question over it closed: the curtain was up
            # all along, and the first Enter after the log rang the bell, play-test)
            self._up_at = get_time()
            self._raised = False
        # Runs before Textual's own handler.  The kept curtain was styled when it was
        # first shown and its widgets keep their classes from one raise to the next:
        # restyling every widget again at each raise was a tenth of the keypress.  A new
        # theme meanwhile styles it anew.
        if self._styled_for == self.app.theme:
            event.refresh_styles = False
        self._styled_for = self.app.theme

    def _fill(self) -> None:
        name = self.player_name
        if getattr(self, "_title_in", None) != language():  # (a kept curtain: once a language)
            self.query_one("#public-title", Static).update(_("What everyone may see:"))
            self._title_in = language()
        rival = self._rival()
        self.query_one("#call", Static).update(Text(
            _("{name}, please take the keyboard.\nEveryone else: look away from the screen.")
            .format(name=name) if rival is None else
            _("{name}, please take the keyboard.\n{other}: look away from the screen.")
            .format(name=name, other=rival)))
        self.query_one("#why", Static).update(Text(self._why_words()))
        lost = self.query_one("#lost", Static)
        lost.display = bool(self.lost)
        if self.lost:
            lost.update(Text(self._lost_words()))
        status = self.query_one(TableStatus)
        status.alert = self.alert
        status.view = self.public
        board = self.query_one(Board)
        board.compact = not self._room_for_cards()
        board.view = self.public
        title = self.query_one("#since-title", Static)
        log = self.query_one("#since", LogPanel)
        log.clear()
        title.display = log.display = bool(self.since)
        if self.since:
            title.update(Text(  # a name, not markup
                _("Since the game began:") if self.since_start
                else _("Since {name} last had the keyboard:").format(name=name)
                if self.since_known else _("What happened last:")))
            log.write(log_text(self.since[-40:]))

    def _why_words(self) -> str:
        return self.why + "\n" + _("Press Enter when only {name} can see the screen.").format(
            name=self.player_name)

    def _lost_words(self) -> str:
        # (the lines name the player: "Ben discards the White Bean coin.")
        return _("While you were away: {what}").format(what=" ".join(self.lost))

    def _room_for_cards(self) -> bool:
        """Whether the places fit as cards (as on the table) below the call, the status
        and, when there is one, a few lines of the log; else each is a line of small cards.
        Reckoned from the screen's size before anything is drawn, so the first frame of
        every raise is already the right one."""
        width, height = self.app.size
        if not width or not height:
            return False
        inner = max(width - 2, 1)  # (the board's and the status's padding)
        texts = [self._why_words()] + ([self._lost_words()] if self.lost else [])
        short = height < SHORT  # (the blank rows of the call and the title go)
        # the call and its padding, the public title, the key bar
        taken = (2 if short else 4) + (1 if short else 2) + 1
        taken += sum(_rows(text, width - 4) for text in texts)
        taken += _rows(self.query_one(TableStatus).text_at(inner).plain, inner)
        taken += 4 if self.since else 0  # the log's title and three of its lines
        return taken + len(board_rows(self.public, inner, cards=True)) <= height

    def on_resize(self, event: events.Resize) -> None:
        board = self.query_one(Board)
        compact = not self._room_for_cards()
        if board.compact != compact:
            board.compact = compact

    def action_reveal(self) -> None:
        if not self.in_front:  # lifted already (a fast double Enter)
            return
        before, last = self.app.enter_times
        # one of many, or typed as the curtain came: Enter after Enter lifts no curtain,
        # nor an Enter typed just as it comes up
        if last - before < QUIET or last - self._up_at < SHOWN:
            self.app.bell()
            self.app.notify(_("One Enter, on its own and once the curtain is up, shows the "
                              "cards."), timeout=3, markup=False)
            return
        if self.before_reveal is not None:
            self.before_reveal()
        self.app.ignore_keys_typed_until_now(LIFTED, LIFTED_WHY if LIFTED else None,
                                             until_quiet=True)
        self.dismiss(None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "log":
            return self.public_log is not None
        if action == "back":
            return self.back
        if action == "offer":
            return self.offer
        if action == "offer_why":
            return not self.offer and self.no_offer is not None
        if action == "undo":
            return self.undo is not None
        if action == "refuse":
            return self.refuse is not None
        return self.harvest if action == "harvest" else True

    def action_back(self) -> None:
        if self.back and self.in_front:
            self.dismiss("back")

    def action_undo(self) -> None:
        if self.undo is not None and self.in_front:
            self.dismiss("undo")

    def action_refuse(self) -> None:
        if self.refuse is not None and self.in_front:
            self.dismiss("refuse")

    def action_log(self) -> None:
        if self.public_log is not None and self.in_front:
            self.app.push_screen(LogDialog(_("Game log (latest last)"), self.public_log()))

    def action_harvest(self) -> None:
        if self.harvest and self.in_front:
            self.dismiss("harvest")

    def action_offer(self) -> None:
        if self.offer and self.in_front:
            self.dismiss("offer")

    def action_offer_why(self) -> None:
        if self.no_offer is not None and self.in_front:
            self.app.bell()
            self.app.notify(self.no_offer, severity="warning", timeout=4, markup=False)

    def _rival(self) -> str | None:
        """At a table of two, the other player than the one called (None at a bigger
        table): the one to look away, and the one who may make an offer."""
        seats = self.public.seats
        names = [s.name for s in seats if s.name != self.player_name]
        return names[0] if len(seats) == 2 and len(names) == 1 else None

    def palette_commands(self) -> list[tuple[str, str, object]]:
        """What the palette (Ctrl+P) offers on the curtain: only what its keys offer,
        nothing of the table behind it."""
        out: list[tuple[str, str, object]] = []
        if self.harvest:
            # (in the key bar's words: "Harvest or buy first")
            out.append((harvest_key(self.public.spec, curtain=True),
                        _("before the keyboard passes"), self.action_harvest))
        if self.offer:
            rival = self._rival()
            out.append((_("Offer to the active player"), _("a fellow player proposes a trade")
                        if rival is None else _("{name} proposes a trade").format(name=rival),
                        self.action_offer))
        if self.public_log is not None:
            out.append((_("Log"), _("the game so far, as everyone may see it"), self.action_log))
        out.append((_("Help"), help_summary(self.public.spec), self.app.action_help))
        return out
