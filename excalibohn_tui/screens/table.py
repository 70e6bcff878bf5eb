"""The table: one game, passed around one keyboard.

The screen renders and asks; the driver (``excalibohn_tui.driver``) says who decides
next, when a curtain is needed and when a computer player acts.  The screen keeps only
*whose view is on screen* (``viewer``, None for the public view); everything else is read
from views after every action.  While computer players act, the public view is shown.
"""

from __future__ import annotations

import time
from dataclasses import replace

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container, Horizontal, Vertical
from textual.reactive import reactive
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import OptionList

from rules import (
    BEAN_OF,
    Action,
    Activate,
    ActivateWithBean,
    Bean,
    BuyField,
    Cast,
    Done,
    DrawSacrifice,
    DropSacrifice,
    Event,
    Game,
    Harvest,
    IllegalAction,
    Offer,
    Plant,
    Refuse,
    Sacrifice,
    UseAbility,
    View,
)
from rules.words import card_list, n_beans

from ..choices import (
    FROM_THE_HAND,
    KEEPS_NUMBERS,
    PLANTING,
    SHOWS_HAND,
    Choice,
    Numbering,
    choices,
    for_onlookers,
    kept_numbers,
)
from ..dialogs.attack import AttackDialog, reveal_steps
from ..dialogs.confirm import ConfirmDialog, CurtainQuestion
from ..dialogs.log import LogDialog
from ..dialogs.message import MessageDialog
from ..driver import Driver
from ..hangup import stopping
from ..lang import N_, Translated, _, described
from ..session import Session, planting_run, planting_together, revealed
from ..text.cards import card_details
from ..text.fields import field_name
from ..text.prompts import (
    awaited_words,
    harvest_key,
    harvest_summary,
    help_summary,
    hidden_note,
    keeps_secrets,
    opponent,
    prompt_text,
)
from ..widgets.choice_list import HASTE, ChoiceList, PinnedEntry, list_changed
from ..widgets.hand import Hand
from ..widgets.keybar import KeyBar
from ..widgets.lines import Words
from ..widgets.log import LogPanel
from ..widgets.middle import Middle
from ..widgets.seat import SeatPanel
from ..widgets.status import TableStatus
from .behind import NoticesInFront
from .curtain import CurtainScreen, log_text
from .table_bots import FRESH_OFFER_KEYS, LATE_KEYS, BotTurns
from .table_dialogs import (
    choice_actions,
    choose_harvest,
    offers_closed,
    propose_trade,
    proposers,
    sure,
)
from .table_saving import SavingTold

#: log lines written at once when the view changes hands (about a screen of the log
#: panel; `l` shows the whole log)
LOG_LINES = 40
#: the events a resumed game's first curtain recalls where its player had seen them all
RECAP = 8
#: the name under which the curtain is installed: one screen, kept and prepared again
CURTAIN = "curtain"
#: places for fellow players around the top (five seats at most)
MAX_OTHERS = 4
#: seconds after a change of the table before the room for the choices is judged
SETTLE = 0.05
#: seconds an attack's reveal stays after its last step where no person here takes part
ONLOOKERS_READ = 6.0
#: what the first key held after such a reveal closed by itself tells
REVEAL_CLOSED_WHY = N_("Keys held for a moment: the attack's reveal has closed.")
#: the fewest rows for the log below the choices on a compact table (``_log_below``)
LOG_BELOW = 3
#: seconds after a move that followed by itself (or a phase that passed) in which a key
#: makes none of the moves below (``DELIBERATE``): typed for the decision it took away
FOLLOWED = 1.0
#: seconds after a list came where none was, by another's move, in which no key chooses
#: in it: sooner than a person sees it, so typed before it came (shorter than ``HASTE``,
#: where a key may have been meant for the list it replaced)
GLANCE = 0.2
#: the moves a key typed in ``HASTE`` never makes: none of them is a step of planting, and
#: each costs cards or coins or a spell (a "1" typed on after a planting cast the Hand
#: Card Spell that had become the list's first entry, a play-tester suspected)
DELIBERATE = (Harvest, UseAbility, ActivateWithBean, Activate, Cast, BuyField, Sacrifice,
              DropSacrifice, DrawSacrifice)
#: the events of a phase that ended by itself after its player's move
PASSES_BY_ITSELF = frozenset({"magic_passes"})


class Decide(Vertical):
    """The prompt, the list of choices and the line below the list.  Where its height
    changes, the line is judged again: judged while the list was still shorter, "↓ 2
    below" took the row that laying the hand flat had won for the second entry, the list
    kept its height, and nothing judged it again (Bohnedikt for two at 80 x 24, play; a
    judgment right after the table made room came too soon where the layout lagged,
    about one run in six of test_little_defects)."""

    def on_resize(self) -> None:
        self.query_one(PinnedEntry).follow()


def only_planting(game: Game, seat: int) -> Action | None:
    """The planting that is the one choice ``seat``'s list offers now, if it is; not one
    onto a field that pays its most already, which its player may want to harvest first
    (the harvest key's move: the tenth Sword Bean followed the ninth by itself, adding
    nothing, where a harvest first would have let it start the field anew, play-test)."""
    view = game.view(seat)
    offered = [c for c in choices(view, game.legal_actions(seat), game.why_not,
                                  game.moves(seat)) if not c.disabled]
    if (len(offered) == 1 and offered[0].kind == "apply"
            and isinstance(offered[0].actions[0], Plant)):
        plant = offered[0].actions[0]
        field = view.seats[seat].fields[plant.field]
        return None if field.count and field.next_coin_at is None else plant
    return None


def _as_public(game: Game, viewer: int) -> View:
    """What the whole table may see (the rules' public view), drawn from ``viewer``'s
    place: their hand and the faces of their face-down spells are not in it."""
    return replace(game.public_view(), viewer=viewer)


class TableScreen(Translated, NoticesInFront, BotTurns, SavingTold, Screen[None]):
    BINDINGS = [
        Binding("h", "harvest", N_("Harvest")),
        # (h where nobody here may harvest or make another move now: dim in the key bar,
        # and this says why)
        Binding("h", "harvest_why", N_("Why no harvest now"), show=False),
        Binding("t", "propose", N_("A fellow's offer")),
        # (t where no offer can be put to the active player now: this says why)
        Binding("t", "propose_why", N_("Why no offer now"), show=False),
        Binding("l", "log", N_("Log")),
        Binding("u", "undo", N_("Undo")),
        # (u where nothing can be taken back: dim in the key bar, and this says why)
        Binding("u", "undo_why", N_("Why no undo now"), show=False),
        Binding("w", "save_as", N_("Save as")),
        Binding("question_mark", "help", N_("Help")),
        *[Binding(str(k), f"number({k})", N_("Choose by its number"), show=False)
          for k in range(1, 10)],
        Binding("space", "hurry", N_("No offer: go on now"), show=False),
        # (the hand's own key, shown in the key bar while the hand has the focus: before,
        # it did nothing without it; a play-tester looked for it)
        Binding("i", "card_details", N_("Card details"), show=False),
        # (the active player's hand, hidden while people here may make them offers)
        Binding("v", "look", N_("Your hand"), show=False),
    ]

    compact: reactive[bool] = reactive(False)
    #: a notification replaces the one shown (``ExcalibohnApp.on_notify``): they sit at the
    #: top of the log, or below the status line, with room for one
    one_notice = True
    #: whether the people it is drawn for share one keyboard (hot-seat), rather than one
    #: person playing at their own terminal (over SSH): the help names the keys there is
    one_keyboard = True

    def __init__(self, session: Session, bot_delay: float = 0.6) -> None:
        super().__init__()
        self._bindings = described(self._bindings, "harvest",
                                   harvest_key(session.game.spec))
        self.session = session
        self.driver = Driver(session)
        self.bot_delay = bot_delay
        #: whose private view is on screen (None: the public view)
        self.viewer: int | None = None
        #: the seats whose players are away from a hosted game (``mark_away``)
        self.away: frozenset[int] = frozenset()
        self._choices: list[Choice] = []
        self._bot_timer: Timer | None = None
        self._log_viewer: int | None | str = "none yet"
        self._log_count = 0
        self._busy = False  # a dialog sequence of ours is under way
        self._thinking = False  # a computer player is deciding in a thread
        #: whether somebody here may harvest now, and at which step (``_harvest_open``)
        self._harvest_at: tuple[tuple[int, object], bool] | None = None
        #: who here may make the active player an offer, or why nobody may (a decree),
        #: at a step of the game (``proposers``)
        self._proposers_at: tuple[tuple[int, object] | None, list[int], str | None] = (
            None, [], None)
        self._save_error_told: str | None = None  # the autosave failure last told
        #: when a planting last followed a harvest by itself (``submit``, ``HASTE``), and
        #: that planting (an undo takes it back with the move before it)
        self._forced_at = 0.0
        self._followed: list[Action] = []
        #: when a key last picked a choice (``HASTE``)
        self._picked_at = 0.0
        #: the list that key picked from, each entry's words by its number, but the one
        #: picked (``_stands_as_before``; empty: a dialog's key)
        self._picked_from: dict[int, str] = {}
        #: the choices last listed (None: none yet), and when they sprung, not by a key
        #: of this table just before (``HASTE``: by another's move, a timer, a reveal
        #: closed)
        self._listed: list[tuple[str, bool]] | None = None
        #: the numbers each decision that keeps them (``choices.KEEPS_NUMBERS``) has given
        #: this turn, by (viewer, turn, decision): phase 1b's outlive a Magic Card Flow
        #: within it
        self._numberings: dict[tuple[int, int, str], Numbering] = {}
        self._listed_at = 0.0
        self._listed_hold = HASTE  # (``GLANCE`` for a list that came where none was)
        #: when a key of the viewer's brought a list with no choice of theirs: a curtain
        #: lifted, a step taken back (``HASTE``: that list is not sprung on them)
        self._asked_at = 0.0
        #: (seat, turn) of the last move made at this table by a person, until a curtain
        #: hands the keyboard on: their next decision, when it comes in a later turn with
        #: no curtain before it, has no choice ready for Enter (``show``)
        self._moved_in: tuple[int, int] | None = None
        #: (turn, seat): the active player chose to see their hand while people here may
        #: make them offers (``_hidden``)
        self._looking: tuple[int, int] | None = None
        #: the number of moves in the log when a choice that shows the hand (``SHOWS_HAND``)
        #: showed it: the next move hides it again (None: shown by ``v``, or not shown)
        self._look_ends: int | None = None
        #: (turn, seat): the active player's hand was hidden from the table in this turn
        #: (the others looked at it: it stays hidden after the trading, ``_may_hide``)
        self._hid_in: tuple[int, int] | None = None
        #: by seat: how many of the game's events they had when their own table last
        #: showed their cards (``_news``)
        self._saw_upto: dict[int, int] = {}
        #: whether the table now hides the viewer's hand (``_hidden``)
        self.hiding = False
        #: whether the others may look at the table now, so that the viewer's hand is
        #: hidden unless they chose to show it with ``v`` (``_may_hide``)
        self.others_look = False
        #: (turn, seat): the active player took the keyboard back with no curtain, their
        #: table drawn for the others looking on (``_open_to_all``): before their hand
        #: shows, they are asked what the curtain would have asked (``look``)
        self._uncurtained: tuple[int, int] | None = None
        #: whether a curtain was raised at this table yet (the first after a resume)
        self._curtained = False
        self._turn_shown = 0  # (the turn of the view last shown)
        #: the words of the key for a fellow's offer now (``_describe_offer_key``)
        self._offer_words = ""
        self._last_line = False
        #: the latest log line, the prompt and whether the line may stand above it where
        #: no log is in sight (``_tell_latest``)
        self._latest: tuple[str, Text, bool] = ("", Text(), False)
        #: what the table shows now: (the game, the viewer, how far the game is); see
        #: ``_drawn``
        self._shown: tuple | None = None

    # ------------------------------------------------------------- layout

    def compose(self) -> ComposeResult:
        # the fellow players around the top in turn order after the one at the bottom
        # (the viewer, or the active player in the public view), the middle of the table,
        # the bottom player's place and hand, then the decision beside the log
        yield TableStatus(id="status")
        with Container(id="main"):
            with Horizontal(id="others"):
                for k in range(MAX_OTHERS):
                    yield SeatPanel(id=f"other{k}", classes="other")
            yield Middle(id="middle")
            yield SeatPanel(id="own")
            yield Hand(id="hand")
            with Container(id="bottom"):
                with Decide(id="decide"):
                    yield Words(id="prompt", hanging=2)
                    options = ChoiceList(id="choices")
                    yield options
                    yield PinnedEntry(options, id="pinned")
                yield LogPanel(id="log")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#log", LogPanel).border_title = _("Game log")
        self._fit()
        if getattr(self.session, "save_due", False):  # a new game: saved after the first frame
            self.call_after_refresh(self.session.autosave)
        game = self.session.game
        setup = [] if game.log else [e.text for e in game.events if e.kind == "setup"]
        opening = self.opening(setup)
        if opening is None:
            self.advance()
            return
        self.show(None)  # the public view under the message
        self.call_after_refresh(self.app.push_screen, opening, lambda _: self.advance())

    def opening(self, setup: list[str]) -> MessageDialog | None:
        """The message the table opens with: a new game's deal (``setup``; empty for a
        game under way), or none."""
        if not setup:
            return None
        # with computer players only, nobody is there to press Enter
        wait = None if self.driver.humans_here() else max(0.1, 5 * self.bot_delay)
        return MessageDialog(_("A new game"), "\n\n".join(setup), timeout=wait)

    def on_resize(self) -> None:
        self._fit()
        self.set_timer(SETTLE, self._make_room)

    def on_log_panel_resized(self, _message: LogPanel.Resized) -> None:
        self.place_notices()

    def place_notices(self, words: str = "") -> None:
        """Notices at the top of the log, inside its border, where the table has one: at
        its foot they hid the newest lines, the ones just written (play-test); elsewhere
        below the status line (app.tcss).  ``words``: the notice about to be shown, which
        must have room there above the key bar."""
        logs = self.query("#log").results(LogPanel)
        log = next(logs, None)
        if log is None:  # (not composed yet: placed as the log takes its size)
            return
        # (on a compact table, where the log lies below the choices, over its top too, a
        # row a line: there they cover neither the choices nor the fellow players'
        # places, which three play-tests found covered at 80 x 24)
        low = self.compact and log.has_class("below")
        # (where the notice has room there above the key bar: over a log of three rows a
        # long one ran on over the key bar and was cut, play-test at 100 x 30; else below
        # the status line)
        top = log.region.y + 1
        wide = max(10, (log.region.width if not self.compact else self.app.size.width) - 6)
        rows = 1 + -(-(Text(words).cell_len + 2) // wide)  # (its margin, and as it wraps)
        over = ((low or not self.compact) and log.region.height > 2
                and self.app.size.height - 1 - top >= rows)
        self.set_class(low and over, "notices-low")
        top = top if over else 1
        # (over the log, as wide as its inside: beside a narrower notice the log's line
        # went on, and read with it as one garbled line, "Trad▌ Normal bot 1 refuses.",
        # play-tests at 80 x 24 and at 120 x 40)
        inside = over and not self.compact
        for rack in self.query("#textual-toastrack"):
            rack.styles.margin = (top, 0, 0, log.region.x + 1 if inside else 0)
            if inside:  # (the log's inside, between its borders)
                rack.styles.width = log.region.width - 2
            else:
                rack.styles.clear_rule("width")

    def _fit(self) -> None:
        w, h = self.app.size
        self.compact = w < 96 or h < 28
        self.set_class(self.compact, "compact")
        self._describe_narrow_keys()
        self.query_one(Middle).cards = h >= 30  # the middle as cards, or one row
        self.query_one(Hand).raised = h >= 34
        #: the latest log line in the status, where the log panel has no room
        self._last_line = self.compact and h >= 26
        self.query_one("#bottom").styles.grid_columns = (
            # (the log a third of the width, and on a wide terminal all beyond 96 columns
            # for the choices: at 160 x 50 it wrapped every other line beside a list
            # using a third of its room, play-test)
            "1fr" if self.compact else f"1fr {max(36, w // 3, w - 96)}")
        self._size_places(len(self.session.game.names()))
        self.place_notices()

    # --------------------------------------------------------- rendering

    def show(self, viewer: int | None, covered: bool = False) -> None:
        """Draw the table as ``viewer`` may see it (None: the public view).  ``covered``:
        a curtain covers it: the public view, with the list of choices kept in its place
        (empty), so that the next player's view changes only what differs from it (the
        table was emptied before: showing it again laid out and painted all of it, and
        moved the focus twice)."""
        if covered:
            viewer = None
        if self.viewer is not None and viewer != self.viewer:
            # what was told to one person goes with them, curtain or not ("You cannot
            # give what is asked for: a Black-eyed Bean" stood over the next one's table,
            # third play-test)
            self.app.clear_notifications()
        self.viewer = viewer
        game = self.session.game
        self._shown = None if covered else self._drawn(viewer)
        status = self.query_one(TableStatus)
        if viewer is not None:
            self.session.seen[viewer] = len(game.events)
        view = game.view(viewer)
        self._turn_shown = view.turn
        self.others_look = self._may_hide(view)
        hidden = self.hiding = self._hidden(view)
        if hidden:
            self._hid_in = (view.turn, view.viewer)
        elif viewer is not None:
            self._saw_upto[viewer] = len(game.events)
        shown = _as_public(game, viewer) if hidden and viewer is not None else view
        # (the log's lines the table may read: the viewer's own say what they drew)
        reader = None if hidden else viewer
        lines = self.session.log_lines(reader, max(0, len(game.events) - 1))
        latest = lines[-1] if lines else ""
        status.view = view
        self.query_one(Middle).view = shown
        self._seat_panels(shown)
        hand = self.query_one(Hand)
        hand.display = viewer is not None and not hidden
        hand.cards = view.hand if hand.display else None
        self._update_log(reader)
        options = self.query_one("#choices", ChoiceList)
        awaited = viewer is not None and any(w.player == viewer for w in view.awaiting)
        self._choices = self._choices_of(game, view, viewer) if awaited else []
        if hidden:
            self._choices = for_onlookers(self._choices, shown)
        numbers, gone = self._numbers(view)
        if viewer is None:
            text = Text(awaited_words(view), style="italic")
            if any(not self.session.is_human(w.player) for w in view.awaiting):
                text.append("\n" + _("(computer players are at work)"), style="dim")
        else:
            # (while the hand is hidden, the others read the prompt too: it is said with
            # the hand left out, play-test: "your front card, the [Q] Princess Bean")
            text = prompt_text(replace(view, hand=None) if hidden else view,
                               game.legal_actions(viewer))
            # (v again hides it: said in the help, where a row is not missed; nothing is
            # said of an empty hand with no face-down spell)
            if hidden and self._news(viewer):
                # (a spell card drawn with a Cap Bean harvest while the others looked on
                # showed as a back, and nothing said it was there to see, play-test)
                text = Text.assemble((_("A card came to you that the others may not see: "
                                        "v shows it (they look away)."), "bold"), "\n", text)
            elif hidden and keeps_secrets(view, viewer):
                text = Text.assemble((hidden_note(view, viewer), "dim"), "\n", text)
        # in the viewer's own turn, someone else's move was the last: an answer to their
        # offer, a harvest (a fellow player's decision shows in its own prompt)
        by_another = (viewer == view.active and bool(game.log)
                      and game.log[-1].player != viewer)
        # (not above the answers to the viewer's offer: they list the last one too, and
        # "Normal bot 1 accepts." stood twice, play-test)
        answers = view.decision is not None and view.decision.kind == "conclude"
        self._latest = (latest, text, not answers and (not self._choices or by_another))
        self._tell_latest()
        # a decision that comes to the one who made the last move here, in a later turn
        # and with no curtain between (Bohnedikt for two: the opponent's offer right after
        # one's own turn): an Enter typed for a curtain chose its first entry ("Push the
        # offer back", a sacrifice missed, play-test); a number or an arrow key chooses
        moved = self._moved_in
        ready = not (moved is not None and moved[0] == viewer and moved[1] != view.turn)
        # and where the keyboard came back to the active player with no curtain after
        # another person's move: an Enter of the one before (Cat, who had just sent a
        # counter-offer) made Ann's deal with it, play-test
        ready = ready and not (by_another and self._uncurtained == (view.turn, viewer))
        listed = [(c.label, not c.disabled or c.keeps_number) for c in self._choices]
        if listed != self._listed:
            # a list sprung, not by this table's key just before: in place of another
            # list (by another's move, a timer, an attack's reveal closed), or where none
            # was, by another's move (a "1" typed 20 ms after a person's list came after
            # the computer players' turns was taken, play-test); not the first, nor one
            # after the viewer's curtain or undo
            now = time.monotonic()
            others = bool(game.log) and game.log[-1].player != viewer
            if (self._listed is not None and listed and (self._listed or others)
                    and now - max(self._picked_at, self._asked_at) > HASTE):
                self._listed_at = now
                self._listed_hold = HASTE if self._listed else GLANCE
            self._listed = listed
        options.set_choices(
            [(Text(label, style="dim italic") if c.keeps_number else label, on)
             for c, (label, on) in zip(self._choices, listed, strict=True)],
            next((k for k, c in enumerate(self._choices) if not c.disabled), None)
            if ready else ChoiceList.NOTHING,
            # the way on ("End trading") stays in sight below a list too long for its room
            pinned=next((k for k, c in enumerate(self._choices)
                         if c.kind == "apply" and isinstance(c.actions[0], Done)), None),
            numbers=numbers, gone=gone)
        options.display = bool(self._choices) or covered
        if self._choices:
            options.focus()
        elif hand.display and self.focused in (None, options):
            hand.focus()  # nothing to choose: the hand's keys (card details) work
        self._describe_offer_key(view)
        self.refresh_bindings()  # the key for an offer to the active player
        # once the new layout has settled (right after the refresh the list may still have
        # its old size, the hand lay flat with room to spare)
        self.set_timer(SETTLE, self._make_room)

    def _choices_of(self, game: Game, view: View, viewer: int) -> list[Choice]:
        """The choices ``viewer`` is offered in ``game`` (``view``: theirs), with the
        entries that make several plantings at once."""
        listed = choices(view, game.legal_actions(viewer), game.why_not, game.moves(viewer))
        return self._with_together(self._with_run(listed, game, viewer), game, viewer)

    def _numbers(self, view: View) -> tuple[list[int | None] | None, dict[int, str]]:
        """The numbers of the choices listed, where the decision keeps them from one move
        to the next (``choices.kept_numbers``; None: 1, 2, 3...), and the words of those
        gone.  The choices are put in the order of their numbers."""
        decision = view.decision
        if (self.viewer is None or decision is None or decision.kind not in KEEPS_NUMBERS
                or not self._choices):
            return None, {}
        key = (self.viewer, view.turn, decision.kind)
        before = self._numberings.get(key)
        if before is None:
            before = self._numbering_so_far(key)
        self._choices, numbers, gone, given = kept_numbers(before, self._choices)
        self._numberings = {k: v for k, v in self._numberings.items() if k[1] == view.turn}
        self._numberings[key] = given
        return numbers, gone

    def _numbering_so_far(self, key: tuple[int, int, str]) -> Numbering:
        """The numbers the decision ``key`` (viewer, turn, kind) has given before the last
        move, worked out again from the moves made: the game dealt anew and each list of
        the decision numbered in turn, as the table did.  (A game resumed from its file
        numbered afresh: "End phase 1b" was 4 before Ctrl+C and 1 after, play-test.)  None
        given where the game cannot be dealt again (a position built by hand)."""
        viewer, turn, kind = key
        game = self.session.game
        replayable = getattr(self.session, "replayable", None)
        if not game.log or replayable is None or not replayable():
            return {}
        s = game.state
        trial = Game.new([x.name for x in s.seats], s.seed, s.variant, s.edition)
        numbering: Numbering = {}
        for action in game.log[:-1]:
            trial.apply(action)
            if trial.state.turn != turn:
                continue
            view = trial.view(viewer)
            decision = view.decision
            if (decision is None or decision.kind != kind
                    or not any(w.player == viewer for w in view.awaiting)):
                continue  # (another decision within it: an attack's defender, a flow)
            listed = self._choices_of(trial, view, viewer)
            if listed:
                numbering = kept_numbers(numbering, listed)[3]
        return numbering

    def _describe_offer_key(self, view: View) -> None:
        """The words of ``t``: at a table of two, whose offer it is (the active player's
        one opponent: "A fellow's offer" was said of one player); at a bigger table, in
        one word where the screen is narrow (its words and those of the keys after it
        did not fit at 80 columns: "w  ?  q", play-test)."""
        rival = opponent(view, view.active)
        # (the one person here, among computer players: "A fellow's offer" read oddly to
        # them, play-test)
        alone = len(self.driver.humans_here()) == 1
        words = (_("{name}'s offer").format(name=rival) if rival is not None
                 else _("Offer") if self.compact
                 else _("Offer to {name}").format(name=view.seats[view.active].name)
                 if alone else _("A fellow's offer"))
        if words != self._offer_words:
            self._offer_words = words
            self._bindings = described(self._bindings, "propose", words)

    def watch_compact(self) -> None:
        if self.is_mounted:
            self._describe_offer_key(self.session.game.public_view())
            self.refresh_bindings()

    def _describe_narrow_keys(self) -> None:
        """Two keys in a word where the screen is narrow: with the hand's key for details
        and a fellow's offer, "? Help" and "q Quit" lost their words at 80 x 24
        (play-test); "w Save" there was taken for saving, which the game does after
        every move: it writes a copy (play-test)."""
        self._bindings = described(self._bindings, "save_as",
                                   _("Copy") if self.compact else _("Save as"))
        self.query_one(Hand).word_keys(self.compact)

    def _make_room(self) -> None:
        """Every choice should show, or as many as can.  Where the table
        leaves the list too little room (five places and a decree's words at 80 x 24, a
        hand of twenty cards, the nine plantings of the game for two), the hand lies as
        rows of small cards; where that is not enough either, the viewer's fields are
        drawn as a row of small cards too, and then the fellow players' fields; they
        become cards again when the room returns."""
        options = self.query_one("#choices", ChoiceList)
        hand = self.query_one(Hand)
        own = self.query_one("#own", SeatPanel)
        others = [p for p in self.query(".other").results(SeatPanel) if p.display]
        listed = bool(self._choices) and options.display
        # (a hand hidden from the table takes no rows, and the fields make room as they
        # do beside a hand: "End trading" went below the list under a decree's words at
        # 80 x 24, play-test)
        shown = hand.display
        # in rows: a long choice wraps onto two or three ("Use the Magic Card Flow ...")
        every = max(len(self._choices), options.virtual_size.height) if listed else 0
        # the rows the list would have in each layout (the hand as cards or flat; the
        # viewer's fields, then the fellow players', as stacks or small), from what the
        # rest of the table leaves (where the table ran over, the list's own height says
        # too little)
        rest = (self.query_one(Middle), self.query_one("#prompt"))
        base = (self.query_one("#main").content_size.height
                - sum(w.outer_size.height for w in rest)
                - (hand.outer_size.height - hand.content_size.height if shown else 0))
        cards, flat = (hand.rows_as_cards(), hand.rows_flat()) if shown else (0, 0)
        spread = hand.rows_as_cards(spread=True) if shown else 0
        stacks, small = own.rows(False), own.rows(True)
        around = [max((p.rows(tight) for p in others), default=0) for tight in (False, True)]
        # (first a long hand as rows of whole cards, where the room is: a fan of twenty
        # cards at 80 columns shows little more than their places, play-test)
        room = {(False, False, False, True): base - around[0] - spread - stacks,
                (False, False, False, False): base - around[0] - cards - stacks,
                (True, False, False, False): base - around[0] - flat - stacks,
                (True, True, False, False): base - around[0] - flat - small,
                (True, True, True, False): base - around[1] - flat - small}
        if spread == cards:
            del room[(False, False, False, True)]  # (the same rows: the hand is one row)
        if not listed:  # no list to make room for: the fields as cards
            for place in (own, *others):
                if place.small:
                    place.small = False
            self._even_places(others)
            lay = (hand.flat, False, False, hand.spread) if shown else (False,) * 4
            self._log_below(room.get(lay, room.get(lay[:3] + (False,), 0)))
            return
        lay = next((k for k, rows in room.items() if rows >= every), None)
        if lay is None:  # not all of them: as many as can be (the first layout of those)
            most = max(room.values())
            lay = next(k for k, rows in room.items() if rows == most)
        if shown and lay[3] != hand.spread:
            hand.spread = lay[3]
        if shown and lay[0] != hand.flat:
            hand.flat = lay[0]
        if lay[1] != own.small:
            own.small = lay[1]
        for place in others:
            if lay[2] != place.small:
                place.small = lay[2]
        self._even_places(others)
        self._log_below(room[lay] - every)
        # (the line below the list is judged again once the table is laid out so: see
        # ``Decide``)

    def _log_below(self, rows: int) -> None:
        """Where the log has no column of its own (a compact table), it takes the ``rows``
        the list of choices leaves below it, from three on (a rule with its title and two
        lines): at 80 x 24 four or five rows stood empty there while what had just happened
        was told in one line above the prompt (play-test)."""
        log = self.query_one("#log", LogPanel)
        rows = rows if self.compact and rows >= LOG_BELOW else 0
        if log.has_class("below") != bool(rows):
            log.set_class(bool(rows), "below")
            # the log says what just happened now, or no more: the prompt or the status
            # line loses that line or gains it, and the room is judged again (once more
            # at most: with the line elsewhere the list has less room, without it more)
            self._tell_latest()
            self.set_timer(SETTLE, self._make_room)
            self.call_after_refresh(self.place_notices)  # (over the log, or back on top)
        now = log.styles.height
        if (now.cells if now is not None and now.is_cells else None) != (rows or None):
            log.styles.height = rows or None
            if rows:  # judged again once laid out (the list's room may have been measured
                # on the table before, which left two rows empty above the log, play)
                self.call_after_refresh(self._make_room)

    @staticmethod
    def _even_places(others: list[SeatPanel]) -> None:
        """The fellow players' places as tall as the tallest of them, their frames ending
        on one line (cards lying aside made one place taller, and the row of frames
        ragged, play-test)."""
        tallest = max((p.rows(p.small) for p in others), default=0)
        for place in others:
            if place.tall != tallest:
                place.tall = tallest

    def _size_places(self, n: int) -> None:
        """The fellow players' places get whole cells, the same for each.  A place's
        drawing (stacks of cards, or rows of small cards) depends on its width, and
        shares of "1fr" were measured for their height one cell narrower than some were
        laid out: the taller drawing lost its foot (the hand and the coins), and places
        side by side were drawn in different ways."""
        width = self.app.size.width // max(1, n - 1)
        for k in range(MAX_OTHERS):
            panel = self.query_one(f"#other{k}", SeatPanel)
            if panel.styles.width is None or panel.styles.width.cells != width:
                panel.styles.width = width

    def _tell_latest(self) -> None:
        """What just happened, where the table has no log in sight: in the status line
        where it has a row for it, else above the prompt where someone else decides now,
        or where someone else's move was the last ("Nobody takes the offer.", the answer to
        one's own).  A log in the rows the choices leave (``_log_below``) says it."""
        latest, text, above = self._latest
        logged = self.query_one("#log", LogPanel).has_class("below")
        status = self.query_one(TableStatus)
        status.last = latest if self._last_line and not logged else ""
        if self.compact and not self._last_line and not logged and latest and above:
            text = Text.assemble((latest, "dim"), "\n", text)
        self.query_one("#prompt", Words).update(text)

    def _drawn(self, viewer: int | None) -> tuple:
        """What ``show(viewer)`` would draw depends on: the game (a new one after an
        undo), the viewer, how far the game is, and the room the screen has."""
        game = self.session.game
        return (game, viewer, len(game.log), len(game.events), self.compact,
                self._last_line)

    def show_anew(self, viewer: int | None) -> None:
        """``show(viewer)``, unless the table shows that already (the view drawn just
        before a curtain lifted, or when a dialog was left without a choice)."""
        now, shown = self._drawn(viewer), self._shown
        if shown is None or shown[0] is not now[0] or shown[1:] != now[1:]:
            self.show(viewer)

    def _may_hide(self, view: View) -> bool:
        """Whether the viewer is the active player while people here may make them offers:
        the others look at the table then (the turned-up cards), so it shows no more than
        they may see unless the viewer asks for their hand (``action_look``); and for the
        rest of that turn, since they still look when the trading ends (play-test: "End
        trading" showed the hand to them at once)."""
        return (view.viewer is not None and view.viewer == view.active
                and (bool(self.proposers()) or self._hid_in == (view.turn, view.viewer)))

    def _hidden(self, view: View) -> bool:
        return self._may_hide(view) and self._looking != (view.turn, view.viewer)

    def action_look(self) -> None:
        """Show the active player's hand while the others may make offers, or hide it
        again."""
        me = self.viewer
        if me is None:
            return
        turn = self.session.game.view(me).turn
        self.run_worker(self.look(self._looking != (turn, me)), exclusive=True,
                        group="look")

    async def look(self, show: bool, ask: bool = False) -> bool:
        """Show the viewer's hand (``show``), or hide it again, while the others may look
        at the table; whether it shows now.  Where the keyboard came back to them with no
        curtain, they are first asked what their curtain would have asked: that only they
        see the screen (a stray key of the one before them shows nothing); and always
        where ``ask``: the hand is shown for a key that did not say so (a hand card's
        number in the offer dialog, play-test)."""
        me = self.viewer
        if me is None:
            return False
        turn = self.session.game.view(me).turn
        if show and self._looking != (turn, me) and (ask or self._uncurtained == (turn, me)):
            ok = await self.app.push_screen_wait(CurtainQuestion(self.session.seats[me].name))
            if ok is not True:
                return False
            self._uncurtained = None
        self._looking = (turn, me) if show else None
        self._look_ends = None  # (until ``run_dialog`` says otherwise: ``v`` shows it on)
        self._picked_at = time.monotonic()  # (the list they asked to see: not sprung)
        self._picked_from = {}
        self.show(me)
        return show

    def _seat_panels(self, view) -> None:
        """The bottom place: the viewer's (the active player's in the public view); the
        others around the top in turn order after it."""
        n = len(view.seats)
        bottom = view.viewer if view.viewer is not None else view.active
        self._size_places(n)
        for k in range(MAX_OTHERS):
            panel = self.query_one(f"#other{k}", SeatPanel)
            panel.display = k < n - 1
            if k < n - 1:
                panel.set_reactive(SeatPanel.seat, (bottom + 1 + k) % n)
                panel.set_reactive(SeatPanel.away, panel.seat in self.away)
                panel.view = view
        own = self.query_one("#own", SeatPanel)
        own.set_reactive(SeatPanel.seat, bottom)
        own.set_reactive(SeatPanel.own, view.viewer is not None)
        own.set_reactive(SeatPanel.away, bottom in self.away)
        own.view = view

    def mark_away(self, seats: frozenset[int]) -> None:
        """The seats whose players are away from a hosted game: their places say so."""
        self.away = seats
        for panel in self.query(SeatPanel):
            panel.away = panel.seat in seats

    def _update_log(self, viewer: int | None) -> None:
        log = self.query_one("#log", LogPanel)
        game = self.session.game
        if viewer != self._log_viewer or self._log_count > len(game.events):
            log.clear()
            self._log_viewer = viewer
            self._log_count = max(0, len(game.events) - LOG_LINES)
        lines = self.session.log_lines(viewer, self._log_count)
        if lines:
            log.write(log_text(lines))
        self._log_count = len(game.events)

    # ------------------------------------------------------ what comes next

    def advance(self) -> None:
        """Do what the driver says comes next: a computer player's step, a curtain, or a
        person's choices.  Called after every action and whenever a dialog closes."""
        self._tell_save_error()
        if self._look_ends is not None and len(self.session.game.log) > self._look_ends:
            # (see ``run_dialog``; hidden again only where the others may trade, and look
            # at the table for it: planting out a hand of 24 cards, each card asked to
            # show the hand again, two keys a card, play-test)
            if self.proposers():
                self._looking = None
            self._look_ends = None
        self.drop_stale_step()
        if (self._bot_timer is not None or self._busy or self._thinking
                or self.app.screen is not self or stopping(self.app)):
            return  # (once the app is told to end, nothing moves the game on)
        nxt = self.driver.next(self.viewer)
        if nxt.what == "over":
            self.show(None)
            self.app.show_end(self.session)
        elif nxt.what == "bots":
            alone = self.bots_watched()
            self.show(self.driver.humans_here()[0] if alone else None)
            self.bots_act()
        elif nxt.what == "human" and nxt.curtain and self._made_for(nxt.seat):
            return
        elif nxt.what == "human" and nxt.curtain and self._open_to_all(nxt.seat):
            self._looking = None  # (as behind a curtain: a hand shown before is hidden)
            self._uncurtained = (self.session.game.state.turn, nxt.seat)
            # (a key the one before typed twice, for their own list, chooses nothing here)
            self._forced_at = time.monotonic()
            self.driver.lifted(nxt.seat)
            self.show_anew(nxt.seat)
            # the one who answered sees the trading player's table, and nothing told them
            # to pass the keyboard on (play-test, after a counter-offer and after "r")
            self.app.notify(_("The keyboard goes to {name}.").format(
                name=self.session.seats[nxt.seat].name), timeout=4, markup=False)
        elif nxt.what == "human" and nxt.curtain:
            self.run_curtain(nxt.seat, nxt.why)
        elif nxt.what == "human":
            self.driver.lifted(nxt.seat)
            if not self._goes_on_alone(nxt.seat):
                self.show_anew(nxt.seat)
        else:  # people at other terminals decide: the one person here, or the public view
            self.show_anew(nxt.seat)

    def _news(self, seat: int) -> bool:
        """Whether something was told to ``seat`` alone (their own words of an event,
        other than the table's) since their table last showed their cards."""
        events = self.session.game.events
        since = self._saw_upto.setdefault(seat, len(events))  # (a resumed game: none)
        return any(e.text_for(seat) != e.text_for(None) for e in events[since:])

    def _open_to_all(self, seat: int) -> bool:
        """Whether ``seat`` takes the keyboard back with no curtain: the active player,
        whose table is drawn for the others looking on while they trade (``_may_hide``),
        so that their curtain would hide nothing (play-test: an Enter after every answer
        to their offers).  Only once it has been drawn so in this turn (a curtain called
        them to the keyboard first), and not while something lost meanwhile waits to be
        told on their curtain.  Their hand shows only after the curtain's question
        (``look``)."""
        view = self.session.game.view(seat)
        return (self._hid_in == (view.turn, seat) and self._may_hide(view)
                and not self.driver.lost.get(seat))

    def _made_for(self, seat: int) -> bool:
        """A move the rules say is all ``seat``, a person who would be called to the
        keyboard, can do, as the whole table can tell (``Game.forced``: the card they
        received has one place), is made for them: nobody is called for it (a curtain, an
        Enter and a key for nothing, for each trade partner in phase 3: play-test), and
        the table says so.  (The one at the keyboard makes their own: nothing happens
        before their eyes unasked.)  Whether it was."""
        game = self.session.game
        action = game.forced(seat)
        if action is None:
            return False
        events = self._apply(action)
        if events is None:
            return False
        self._forced_at = time.monotonic()  # (a key typed for what was there must wait)
        told = " ".join(e.text_for(None) for e in events if e.data.get("player") == seat)
        # (its words start by saying what they are: over the log, the log's own line
        # told again, "Ann plants ... (Nothing else could be done.)", read as the log
        # repeating itself out of order, play-tests)
        self.app.notify(_("Made for {name}, the only move: {done}").format(
            name=self.session.seats[seat].name, done=told), timeout=4, markup=False)
        self.advance()
        return True

    def _goes_on_alone(self, seat: int) -> bool:
        """A decision that waits for ``seat`` only so that nobody learns of their hand from
        its passing, with nothing in it for them to do (``DecisionView.idle``), goes on by
        itself where no other person plays the game: computer players learn only what
        the views tell, which is the same either way (play-test: an Enter for nothing at
        each of the computer player's offers in Bohnedikt for two).  Whether it did."""
        session = self.session
        if any(session.is_human(q) for q in range(len(session.seats)) if q != seat):
            return False
        view = session.game.view(seat)
        if view.decision is None or not view.decision.idle:
            return False
        phase = view.phase
        events = self._apply(Done(seat))
        if events is None:
            return False
        self._forced_at = time.monotonic()  # (a key typed for it must not act on what follows)
        self._followed = [Done(seat)]  # (one undo takes it back with the move before it)
        told = [e.text_for(seat) for e in events if e.data.get("player") == seat]
        self.app.notify(" ".join(told) or _("Nothing for you to do in phase {phase}: it "
                                            "ends.").format(phase=phase),
                        timeout=4, markup=False)
        self.advance()
        return True

    def bots_watched(self) -> bool:
        """While computer players act, the public view: whether one person alone at this
        keyboard keeps their own instead (nobody here to hide it from), from the first bot
        move of the game on (before they first had the keyboard too).  Otherwise, in a
        computer player's turn, the table watches it (``Driver.watched``: a curtain next,
        or not); told before each of its moves and after it."""
        here = self.driver.humans_here()
        alone = len(here) == 1 and self.driver.keyboard in (None, here[0])
        if not alone and not self.session.is_human(self.session.game.public_view().active):
            self.driver.watched()
        return alone

    def run_curtain(self, seat: int, why: str) -> None:
        self.raise_curtain_then(seat, why)

    @work(exclusive=True, group="curtain")
    async def raise_curtain_then(self, seat: int, why: str) -> None:
        result = await self.raise_curtain(seat, why)
        if result == "harvest":  # somebody harvests first; then the curtain comes back
            self.action_harvest(curtain=seat)
            return
        if result == "offer":  # a fellow player's offer first; then the curtain comes back
            self.action_propose()
            return
        if result == "undo":  # the one who decided last takes it back; then their curtain
            await self._undo_for_another()
            return
        turn_down = self._turn_down(seat)
        if result == "refuse" and turn_down is not None:  # from the curtain, the hand unseen
            self.submit([turn_down])
            return
        self.advance()

    def _turn_down(self, seat: int) -> Action | None:
        """What ``r`` on ``seat``'s curtain answers, the hand unseen: the refusal of the
        offer they are asked to answer, or none of the answers to their own offer (the
        one answer that tells nothing of a hand); None where they are asked neither."""
        game = self.session.game
        legal = game.legal_actions(seat)
        if Refuse(seat) in legal:
            return Refuse(seat)
        concluding = any(w.player == seat and w.kind == "conclude" for w in game.awaiting())
        return Done(seat) if concluding and Done(seat) in legal else None

    async def raise_curtain(self, seat: int, why: str, harvest: bool = True,
                            back: bool = False) -> str | None:
        """Hand the keyboard to ``seat``: a curtain until they lift it (public things only
        on it), then their view.  Returns what the curtain returned ("harvest": somebody
        harvests first; "back": with ``back``, the call to ``seat`` was taken back, and
        nobody holds the keyboard)."""
        self.driver.hand_on()
        self._uncurtained = None
        self._moved_in = None  # (the one who lifts the curtain knows what comes)
        self._looking = None  # (a hand shown to the table before is hidden again)
        self.app.clear_notifications()  # what was told to the player before goes with them
        game = self.session.game
        name = self.session.seats[seat].name
        seen = self.session.seen
        since = self.session.log_lines(None, max(seen.get(seat, 0), len(game.events) - 40))
        # a game resumed where its player had seen all: its first curtain said nothing of
        # what happened last (play-test), which they may have played days ago
        recap = not since and not self._curtained
        if recap:
            since = self.session.log_lines(None, max(0, len(game.events) - RECAP))
        self._curtained = True

        def before_reveal() -> None:
            # the player's view is drawn while the curtain still covers the screen, so
            # the first frame after it is that view, laid out once
            self.driver.lifted(seat)
            self._asked_at = time.monotonic()
            self.show(seat)
            self.refresh(layout=True)

        args = (name, why, game.public_view())
        # (not offered where nobody here may harvest or make another move now: during a
        # Sword Bean attack the curtain said "h Harvest first", and h was refused, play-test)
        harvest = harvest and any(p.open for p in self.driver.harvesters())
        kwargs = {"harvest": harvest, "since": since, "before_reveal": before_reveal,
                  # (a game resumed from a file that does not say what each one saw:
                  # what came before it is not what this player missed, they may have
                  # played it themselves)
                  "since_known": not recap and (seat in seen or self.session.seen_known),
                  "since_start": not recap and seat not in seen and self.session.seen_known,
                  "alert": self._save_alert(), "lost": self.driver.take_losses(seat),
                  "log": lambda: self.session.log_lines(None), "back": back,
                  # (a fellow's offer to the active player, whose curtain this is)
                  "offer": not back and seat == game.public_view().active
                  and bool(self.proposers()),
                  "no_offer": self._why_no_offer(),
                  "undo": (None if (other := self._undo_here_for(seat)) is None
                           else self.session.seats[other].name),
                  "refuse": (None if back or (turn_down := self._turn_down(seat)) is None
                             else _("Take none") if isinstance(turn_down, Done)
                             else _("Refuse"))}
        if self.app.is_screen_installed(CURTAIN):  # one curtain, prepared again each time
            curtain = self.app.get_screen(CURTAIN)
            assert isinstance(curtain, CurtainScreen)
            curtain.prepare(*args, **kwargs)
        else:
            curtain = CurtainScreen(*args, **kwargs)
            self.app.install_screen(curtain, CURTAIN)
        waiting = self.app.push_screen(curtain, wait_for_dismiss=True)
        # the curtain is in front now (nothing painted yet): the table behind it keeps
        # nothing private, and is drawn when it is shown again
        self.show(None, covered=True)
        result = await waiting
        if result is None and self.driver.keyboard != seat:  # lifted without Enter
            before_reveal()
        return result

    # ------------------------------------------------------- choosing

    def on_choice_list_sight_changed(self) -> None:
        self.query_one(PinnedEntry).follow()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        k = int(event.option.id[1:])
        now = time.monotonic()
        if not 0 <= k < len(self._choices) and now - self._picked_at < HASTE:
            # chosen in the list before, which had more entries ("1 2": a planting, then
            # its second entry, gone with it): nothing is taken, and it says why
            self.app.bell()
            self.app.notify(list_changed(), severity="warning", timeout=4, markup=False)
            return
        if 0 <= k < len(self._choices) and now - self._listed_at < self._listed_hold:
            # a key typed as this list sprung in place of another (an Enter closed an
            # attack's reveal, and the "1" typed with it, meant for the attack listed
            # behind it, cast a spell; a "4" meant for the Picker Bean ended phase 1b:
            # play-tests), or came where none was: nothing is taken by it
            self.app.bell()
            self.app.notify(list_changed() if self._listed_hold == HASTE else
                            _("Your choices came up as you typed: look, then choose."),
                            severity="warning", timeout=4, markup=False)
            return
        if (0 <= k < len(self._choices) and now - self._picked_at < FOLLOWED
                and any(isinstance(a, DELIBERATE) for a in self._choices[k].actions)
                and not self._stands_as_before(k)):
            # a key typed right after the last choice, for the list before this one (a
            # second "1" after a planting): a harvest or a spell is never taken by it
            # (within a second: "1" then "1" half a second on harvested two Sword Beans
            # for nothing in place of a second planting, play-test); unless its entry
            # stood in that list as it stands now, under the same number, and was not
            # the one picked (a Sword Bean's attack, "2" before and after a White Bean's
            # "4", was refused 0.8 s on, play-test)
            self.app.bell()
            self.app.notify(list_changed(), severity="warning", timeout=4, markup=False)
            return
        if now - self._forced_at < HASTE:
            # a key typed for the planting that followed a harvest by itself: it must not
            # choose in the list after it (a second card planted by mistake); nor one
            # typed as the keyboard came back with no curtain (said: an "End trading"
            # lost without a word was pressed again and again, play-test)
            self.app.bell()
            self.app.notify(list_changed(), severity="warning", timeout=4, markup=False)
            return
        if (0 <= k < len(self._choices) and now - self._forced_at < FOLLOWED
                and any(isinstance(a, DELIBERATE) for a in self._choices[k].actions)):
            # nor harvest a moment later: a player who typed "1" for each of two cards,
            # the second of which had followed by itself, harvested at the start of their
            # next turn with the second "1", 0.6 s on (play-test)
            self.app.bell()
            self.app.notify(list_changed(), severity="warning", timeout=4, markup=False)
            return
        self._picked_at = now
        options = self.query_one("#choices", ChoiceList)
        self._picked_from = {n: c.label for i, c in enumerate(self._choices)
                             if i != k and (n := options.number_of(i)) is not None}
        self.action_pick(k)

    def _stands_as_before(self, k: int) -> bool:
        """Whether choice ``k`` stood under the same number, in the same words, in the
        list the last key picked from, and was not the one picked."""
        n = self.query_one("#choices", ChoiceList).number_of(k)
        return n is not None and self._picked_from.get(n) == self._choices[k].label

    def action_pick(self, k: int) -> None:
        if self.viewer is None or not 0 <= k < len(self._choices):
            return
        c = self._choices[k]
        if c.disabled:
            if c.keeps_number:  # (Accept, when the offer cannot be accepted): its words,
                self.app.bell()  # which say why, where the eye is after the key
                self.app.notify(c.label, severity="warning", timeout=5, markup=False)
            return
        if c.kind == "apply":
            # a move allowed at any time other than a harvest (which the list offers where
            # one must make room, and whose line says what it gives), listed too
            game = self.session.game
            moves = game.moves(self.viewer)
            one = c.actions[0] if len(c.actions) == 1 else None
            paying = any(w.player == self.viewer and w.kind == "pay"
                         for w in game.awaiting())
            # (the one way on: "No" left the same one choice, and Enter answered No,
            # play-test)
            alone = sum(not x.disabled for x in self._choices) == 1
            if one is not None and one in moves and not alone and (
                    not isinstance(one, Harvest)
                    or not paying and revealed(game, one) is not None):
                # (a harvest that cannot be taken back, e.g. a Cap Bean's spell card drawn,
                # is asked about as it is from the harvest key; not where harvesting is how
                # one pays, the line saying what it brings)
                self.run_sure(one, c.plants)
            else:
                self.submit(c.actions, plants=c.plants)
        else:  # the dialog's choice stays highlighted behind it
            self.query_one("#choices", ChoiceList).highlighted = k
            self.run_dialog(c)

    def action_number(self, n: int) -> None:
        """A digit while the hand has the focus: the choice with that number."""
        if self.viewer is not None:
            options = self.query_one("#choices", ChoiceList)
            if self._choices and not options.choose_number(n):
                options.no_such(n)

    @work(exclusive=True)
    async def run_sure(self, move: Action, plants: int | None = None) -> None:
        """``move``, one allowed at any time, after the question the harvest key asks
        before it too (``table_dialogs.sure``: buying a field cannot be taken back);
        ``plants``: as ``submit``'s."""
        self._busy = True
        try:
            ok = await sure(self, self.session.game, move)
        finally:
            self._busy = False
        if ok:
            self.submit([move], plants=plants)

    @work(exclusive=True)
    async def run_dialog(self, c: Choice) -> None:
        me = self.viewer
        if me is None:
            return
        game = self.session.game
        if self.hiding and c.kind in SHOWS_HAND:
            if not await self.look(True):
                self.show(me)  # (its words said that it shows the hand: not now)
                self.advance()
                return
            # shown for this choice: hidden again after the move it comes to (a hand shown
            # to accept an offer stayed face up after a refusal, through the trading that
            # went on, with the others looking again: play-test)
            self._look_ends = len(game.log)
        # (the others look on while the hand is hidden: a dialog's words are the table's)
        view = _as_public(game, me) if self.hiding and c.kind not in ("offer", "counter") \
            else game.view(me)
        self._busy = True
        try:
            actions = await choice_actions(self, c, view, me)
        finally:
            self._busy = False
        # (the dialog's last key is the viewer's own: the list that follows is not sprung
        # on them, however long they took)
        self._picked_at = time.monotonic()
        self._picked_from = {}
        if actions:
            self.submit(actions, plants=c.plants)
        else:
            self.show(me)
            self.advance()

    def submit(self, actions: list[Action], plants: int | None = None,
               news_of: int | None = None) -> bool:
        """Apply the viewer's actions in order; on a rule's objection, tell and stop.  A
        harvest or planting that leaves its player one planting and nothing else to choose
        (the front card, which fitted no field, now fits the field made empty; the last
        card beside the fields has one place) is followed by that planting (a key for
        nothing, on many turns).  ``plants``: the card the player chose to plant after
        the harvest (it goes on the field made empty, where it may).  ``news_of``: the
        person here whose move it is, told what it showed them alone before the keyboard
        leaves them (``_tell_own_news``)."""
        actions = list(actions)
        start = len(self.session.game.events)
        if actions and self.session.is_human(actions[0].player):
            self._moved_in = (actions[0].player, self._turn_shown)
        applied: list[Action] = []
        while actions:
            a = actions.pop(0)
            step = self._planting_step(a.player)
            events = self._apply(a)
            if events is None:
                return False
            if not applied:  # (a refusal said before stood beside the next phase's list:
                # "No undo: the deal with Cat is done" over phase 3, play-test)
                self.app.clear_stale_notices()
            applied.append(a)
            if len(applied) > 1:
                # one choice, one undo: a choice of two moves (a Magic Bean discarded and
                # the spell it turns face up) went back one move, to a list the player had
                # never seen (play-test); so does a planting that followed by itself
                self._followed = applied[1:]
            if self._narrate(events, a.player, go_on=False):
                return True  # (the reveal's Enter comes between: no key typed on)
            self._tell_phase_passed(events, a.player)
            if not actions and step is not None and step == self._planting_step(a.player):
                forced = (self._chosen_planting(a, plants) if plants is not None else None) \
                    or self._forced_planting(a)
                if forced is not None:
                    actions.append(forced)
                    self._forced_at = time.monotonic()
            elif not actions and step is None and isinstance(a, Done):
                forced = self._kept_cards_planting(a)
                if forced is not None:
                    actions.append(forced)
                    self._forced_at = time.monotonic()
        if news_of is not None and self._tell_own_news(news_of, start):
            return True
        self.advance()
        return True

    def _tell_phase_passed(self, events: list[Event], seat: int) -> None:
        """A phase that ``seat``'s move ended by itself (nothing left to use in 1b) is
        said where the eye is, and a key typed at once is not taken: the list has
        changed under it ("2" meant for "End phase 1b" opened an offer, play-test)."""
        passed = [e for e in events if e.kind in PASSES_BY_ITSELF and e.data.get("player") == seat]
        if passed:
            self._forced_at = time.monotonic()
            self.app.notify(passed[-1].text_for(seat), timeout=4, markup=False)

    @staticmethod
    def _with_run(listed: list[Choice], game: Game, seat: int) -> list[Choice]:
        """``listed``, with an entry after its first planting that makes the plantings
        which follow it one by one, each the only one allowed (``planting_run``), where
        there are two or more: the end of Bohnedikt plants out whole hands, one key a
        card (play-test: 55 keys for 31 cards)."""
        first = next((k for k, c in enumerate(listed) if c.kind == "apply" and not c.disabled
                      and isinstance(c.actions[0], Plant)), None)
        if first is None:
            return listed
        run = planting_run(game, seat)
        hand = any(w.player == seat and w.kind in FROM_THE_HAND for w in game.awaiting())
        if len(run) < 2:
            return listed
        if not hand and len(run) == 2:
            # of two cards beside the fields, the second follows the first by itself
            # where it is all the list offers then (``_forced_planting``); not where a move
            # allowed at any time is offered too (Bohnedikt's sacrifices)
            trial = game.clone()
            trial.apply(run[0])
            if only_planting(trial, seat) is not None:
                return listed
        skipped = any(isinstance(a, Sacrifice) for a in game.moves(seat))
        if not hand:  # (cards beside the fields, each with one place: in no order; named,
            # as they lie in sight: "Plant 2 cards" did not say which, play-test)
            label = _("Plant {cards}, each on the one field it fits").format(
                cards=card_list(a.card for a in run if isinstance(a, Plant)))
        elif skipped:
            label = _("Plant the next {n} cards, each on the one field it fits (no sacrifice "
                      "is fulfilled on the way)")
        else:
            label = _("Plant the next {n} cards, each on the one field it fits")
        return [*listed[:first + 1], Choice(label.format(n=len(run)), "apply", run),
                *listed[first + 1:]]

    @staticmethod
    def _with_together(listed: list[Choice], game: Game, seat: int) -> list[Choice]:
        """``listed``, with an entry after each planting of a card beside the fields that
        plants every card of its variety lying there on that field (``planting_together``:
        three Stink Beans received, one key rather than three, play-test)."""
        out: list[Choice] = []
        view = None
        for c in listed:
            out.append(c)
            first = c.actions[0] if c.kind == "apply" and not c.disabled and c.actions else None
            if not isinstance(first, Plant) or len(c.actions) > 1 \
                    or BEAN_OF[first.card] in (Bean.EDICT, Bean.SACRIFICE):
                continue
            run = planting_together(game, seat, first)
            if run and not any(set(run) == set(x.actions) for x in listed):  # (a run's)
                view = view or game.view(seat)
                fields = view.seats[seat].fields
                there = fields[first.field].count if first.field < len(fields) else 0
                out.append(Choice(_("Plant the {beans} together on {field} ({total} there)").format(
                    beans=n_beans(len(run), BEAN_OF[first.card]),
                    field=field_name(view, first.field), total=there + len(run)),
                    "apply", run))
        return out

    def _planting_step(self, seat: int) -> tuple[int, str] | None:
        """(turn, decision) of ``seat``'s planting now, None if they are not planting: a
        planting follows by itself only within the same step (not the front card of the
        next turn, which a planting in phase 3 may bring on at once)."""
        view = self.session.game.public_view()
        for w in view.awaiting:
            if w.player == seat and w.kind in PLANTING and w.kind != "pay":
                return view.turn, w.kind
        return None

    def _chosen_planting(self, last: Action, card: int) -> Action | None:
        """The planting of ``card`` on the field that ``last``, a harvest, made empty (or,
        if it may not go there, on another field it now fits); None if it fits none."""
        if not isinstance(last, Harvest):
            return None
        plants = [a for a in self.session.game.legal_actions(last.player)
                  if isinstance(a, Plant) and a.card == card and not a.enchant]
        return next((a for a in plants if a.field == last.field), plants[0] if plants else None)

    def _forced_planting(self, last: Action) -> Action | None:
        """The one thing left for ``last``'s player to do when ``last`` was their harvest
        or planting during their planting and a single planting is all their list offers
        now (no second card to leave in hand, no other field, no move allowed at any
        time): the last card lying beside the fields, with one place to go, follows the
        one before; None otherwise.  (It can be taken back as any planting can.)"""
        me = last.player
        if not isinstance(last, Harvest | Plant) or me != self.viewer:
            return None
        game = self.session.game
        view = game.view(me)
        decision = view.decision
        if (decision is None or decision.kind not in PLANTING or decision.kind == "pay"
                or not any(w.player == me for w in view.awaiting)):
            return None
        return only_planting(game, me)

    def _kept_cards_planting(self, last: Action) -> Action | None:
        """After the viewer's "End trading", the planting of the cards they kept where
        the rules say it is all they can do (``Game.forced``: one variety, one place):
        it follows by itself, as a fellow player's is made for them (the one key of a
        turn that chose nothing, play-test).  None otherwise."""
        me = last.player
        if me != self.viewer or self._planting_step(me) is None:
            return None
        return self.session.game.forced(me)

    def make(self, action: Action) -> bool:
        """Apply ``action``, a move allowed at any time that nothing narrates (buying a
        field, a sacrifice), and show the viewer's table after it, the keyboard staying
        where it is; False if the rules refused it (told)."""
        if self._apply(action) is None:
            return False
        self.show(self.viewer)
        return True

    def _apply(self, action: Action) -> list[Event] | None:
        """The events of ``action``, applied; None if a rule objects (told, nothing done)."""
        try:
            return self.driver.apply(action)
        except IllegalAction as err:
            self.app.notify(str(err), title=_("Not allowed"), severity="warning", timeout=8,
                            markup=False)
            self.show(self.viewer)
            return None

    def _narrate(self, events: list[Event], actor: int, go_on: bool = True) -> bool:
        """Show the course of an attack or a Mean Bean (then go on); returns whether there
        was one."""
        told = self.driver.narration(events, self.viewer)
        if told is None or (not self.session.is_human(actor) and self.bot_delay <= 0):
            if go_on:
                self.advance()
            return False
        # (the table behind the reveal stays as it was before the attack, and shows what
        # came of it once the reveal closes: it showed the defender's coins gone, and the
        # cards turned up after the phase ended, before the coin was turned over, play-test)
        # where a person here attacks, defends or loses a coin it waits for Enter; with
        # nobody here who plays (computer players only, the host's public table: a
        # play-test's host table stood still behind it for turns) it closes after a while,
        # and where the people here only look on (one computer player attacking another:
        # an Enter for each cost a key every time, play-test), once they could read it.
        # An Enter typed as it closes by itself is held (``_after_reveal``): it answered
        # the offer shown next (a play-test accepted a trade so)
        people = self.driver.humans_here()
        involved = bool(people) and (self.session.is_human(actor)
                                     or self.driver.involve_people_here(events))
        timeout = (None if involved
                   else max(ONLOOKERS_READ if people else 2.0, 5 * self.bot_delay))
        steps = reveal_steps(events, [x.name for x in self.session.seats], self.viewer)
        self.app.push_screen(AttackDialog(told[0], steps, step=min(0.4, self.bot_delay),
                                          timeout=timeout), self._after_reveal)
        return True

    def _after_reveal(self, by_itself: bool | None = False) -> None:
        """After the reveal: the table as the attack left it, then on."""
        if by_itself and self.driver.humans_here():
            self.app.ignore_keys_typed_until_now(FRESH_OFFER_KEYS, REVEAL_CLOSED_WHY)
        self.show(self.viewer)
        self.advance()

    # ------------------------------------------------------------ keys

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("undo", "undo_why"):
            if not hasattr(self.session, "can_undo") or self.viewer is None:
                return False
            # dim where nothing can be taken back (a play-tester pressed it in vain): its
            # key then says why (``undo_why``)
            able = (self.session.can_undo(self.viewer)[0]
                    or self._undo_here_for(self.viewer) is not None)
            return (able or None) if action == "undo" else not able
        if action == "save_as":
            return hasattr(self.session, "save_as")
        if action in ("harvest", "harvest_why"):  # onlookers, and a table of computer
            # players only; dim where nobody here may now (the key bar offered it within
            # an attack, and h was refused, play-test), and then it says why
            if not self.driver.humans_here():
                return False
            able = self._harvest_open()
            return (able or None) if action == "harvest" else not able
        if action == "propose":  # while the active player trades, with a fellow here;
            # dim where a decree keeps them from offering (shown plain, it promised an
            # offer after the one deal Single Deal allows, play-test): it then says why
            if self.proposers():
                return True
            return None if self._proposers_at[2] is not None else False
        if action == "propose_why":  # (only where t makes offers: a fellow player here,
            # at one keyboard or at their own terminal, in a game that trades)
            game = self.session.game
            return (not self.check_action("propose", parameters)
                    and any(p != game.state.active for p in self.driver.humans_here())
                    and "trading" in game.spec.parts)
        if action == "look":
            return self.viewer is not None and self._may_hide(
                self.session.game.view(self.viewer))
        if action == "card_details":  # a hand on the screen: the viewer's own
            return self.viewer is not None and bool(self.query_one(Hand).cards)
        return True

    def _harvest_open(self) -> bool:
        """Whether somebody here may harvest or make another move allowed at any time
        now, worked out once for each step of the game."""
        log = self.session.game.log
        step = (len(log), log[-1] if log else None)
        if self._harvest_at is None or self._harvest_at[0] != step:
            self._harvest_at = (step, any(p.open for p in self.driver.harvesters()))
        return self._harvest_at[1]

    def action_harvest_why(self) -> None:
        """``h`` where nobody here may harvest now: why not (``choose_harvest`` says it)."""
        self.action_harvest()

    def proposers(self) -> list[int]:
        """The people here who may put an offer to the active player now (``proposers``),
        worked out once for each step of the game (the last action, not only how many:
        an undo and another action make as many)."""
        log = self.session.game.log
        step = (len(log), log[-1] if log else None)
        known, people, _why = self._proposers_at
        if known is None or known[0] != step[0] or known[1] is not step[1]:
            people = proposers(self)
            self._proposers_at = (step, people, None if people else offers_closed(self))
        return people

    @work(exclusive=True, group="harvest")
    async def action_harvest(self, curtain: int | None = None) -> None:
        """Someone here harvests or makes another move allowed at any time (``curtain``:
        asked from the curtain handing the keyboard to that seat)."""
        if self._busy:
            return
        if self._thinking:
            self.app.notify(_("A computer player is deciding; harvest a moment later."),
                            severity="warning", timeout=3)
            self._hold_keys_after_refusal()
            return
        self._busy = True
        try:
            actions = await choose_harvest(self, curtain)
        finally:
            self._busy = False
        if actions:
            self.submit(actions, news_of=actions[0].player)
        else:  # nothing done: back to whoever must decide (behind a curtain if needed)
            self.advance()

    def _tell_own_news(self, seat: int, start: int) -> bool:
        """What ``seat``'s own move from event ``start`` on showed them alone (the spell
        card a Cap Bean's harvest draws), told to them before the keyboard leaves them:
        they saw it only at their next curtain, a turn later (play-test).  Then the game
        goes on.  False: nothing to tell, or the table stays theirs (the one person here,
        or their decision next), where their log and spells say it."""
        if len(self.driver.humans_here()) < 2:
            return False
        nxt = self.driver.next(seat)
        if nxt.what == "human" and nxt.seat == seat:
            return False
        own = self.session.log_lines(seat, start)
        news = [line for line, public in zip(own, self.session.log_lines(None, start),
                                             strict=True) if line != public]
        if not news:
            return False
        name = self.session.seats[seat].name
        box = MessageDialog(_("{name}, for you alone").format(name=name), "\n".join(news))
        if self.driver.keyboard == seat:
            self.app.push_screen(box, lambda _closed: self.advance())
            return True

        def asked(yes: bool | str | None) -> None:
            if yes is True:
                self.app.push_screen(box, lambda _closed: self.advance())
            else:  # (told at their next turn at the keyboard, in their log)
                self.advance()

        # a harvest chosen on the public table, no curtain of theirs before it: the one
        # on the screen may be someone else (play-test: Cat, called to the keyboard, read
        # the box that told Ben his spell)
        self.app.push_screen(ConfirmDialog(
            _("{name} drew a card only {name} may see. Show it now? Only {name} may see the "
              "screen: everyone else, look away.").format(name=name),
            # (Enter: later. The one at the keyboard asked for the harvest, and their
            # Enter from habit showed them the other's card, play-test)
            yes=_("Show it"), no=_("Later")), asked)
        return True

    @work(exclusive=True, group="harvest")
    async def action_propose(self) -> None:
        """A fellow player at this keyboard makes the active player an offer."""
        if self._busy:
            return
        if self._thinking:
            self.app.notify(_("A computer player is deciding; make your offer a moment later."),
                            severity="warning", timeout=3)
            self._hold_keys_after_refusal()
            return
        self._busy = True
        self.writing_offer(True)
        try:
            action = await propose_trade(self)
        finally:
            self._busy = False
            self.writing_offer(False)
        if action is not None:
            self.submit([action])
        else:
            self.advance()

    def _hold_keys_after_refusal(self) -> None:
        """The keys typed right after a refused ``t`` or ``h`` were meant for its dialog:
        they do nothing (``t 3 q Enter`` sent a counter-offer to the computer player's
        offer that came up instead, play-test).  The refusal says why."""
        self.app.ignore_keys_typed_until_now(LATE_KEYS)

    def writing_offer(self, writing: bool) -> None:
        """Someone here is writing an offer to the active player, or has stopped (at one
        keyboard the table itself holds its computer players meanwhile: ``_bot_step``)."""

    def action_log(self) -> None:
        # (while the hand is hidden from the others, the log they may read: the viewer's
        # own lines say which cards they drew)
        lines = self.session.log_lines(None if self.hiding else self.viewer)
        self.app.push_screen(LogDialog(_("Game log (latest last)"), lines))

    def action_help(self) -> None:
        self.app.action_help()

    def action_card_details(self) -> None:
        self.query_one(Hand).action_details()

    def on_hand_details(self, event: Hand.Details) -> None:
        self.app.push_screen(MessageDialog(_("Card details"), card_details(event.card)))

    def action_propose_why(self) -> None:
        """``t`` where no fellow player here may put an offer to the active player now:
        the rules' reason, where a play-tester heard nothing while the active player read
        the answers to her offer."""
        why = self._why_no_offer()
        if why is not None:
            self.app.bell()
            self.app.notify(why, severity="warning", timeout=4, markup=False)

    def _why_no_offer(self) -> str | None:
        """Why no fellow player here may put an offer to the active player now: the rules'
        refusal of such an offer (as they would refuse it); None where one may, or where
        nobody here but the active player is."""
        game = self.session.game
        active = game.state.active
        fellow = next((p for p in self.driver.humans_here() if p != active), None)
        if (fellow is None or game.finished or "trading" not in game.spec.parts
                or self.proposers()):
            return None
        return offers_closed(self) or game.why_not(Offer(fellow, (active,), (), ())) or _(
            "Offers to the active player are made while they trade, by a fellow player at "
            "this keyboard.")

    def action_undo_why(self) -> None:
        """``u`` where nothing can be taken back: why not."""
        if self.viewer is not None:
            # (its words say "No undo" where it is so: as a title too, it stood twice)
            self.app.notify(self.session.can_undo(self.viewer)[1], severity="warning",
                            markup=False)

    def action_undo(self) -> None:
        s = self.session
        if self.viewer is None or not hasattr(s, "can_undo"):
            return
        ok, why = s.can_undo(self.viewer)
        if not ok and self._undo_here_for(self.viewer) is not None:
            self.run_worker(self._undo_for_another(), exclusive=True, group="undo")
            return
        if not ok:
            # (its words say "No undo" where it is so: as a title too, it stood twice)
            self.app.notify(why, severity="warning", markup=False)
            return
        self._take_back(self.viewer)

    def _undo_here_for(self, seat: int | None) -> int | None:
        """The person at this keyboard other than ``seat`` who made the last decision,
        if they may take it back now (None: nobody).  The keyboard has passed on from
        them: whoever has it may hand it back for that (play-test: "Only the last
        decision can be taken back, by the one who made it: Ann decided last", and no
        way to give Ann the keyboard)."""
        s = self.session
        log = s.game.log
        if not log or not hasattr(s, "can_undo"):
            return None
        last = log[-1].player
        if last == seat or last not in self.driver.humans_here():
            return None
        return last if s.can_undo(last)[0] else None

    async def _undo_for_another(self) -> None:
        """Ask whether the one who decided last takes their step back; if so, it is taken
        back and the game goes on from there (their curtain, where it is their decision
        again; not where their offer to the active player is taken back); if not, it goes
        on as it was."""
        seat = self._undo_here_for(self.viewer)
        if seat is None:
            self.advance()
            return
        name = self.session.seats[seat].name
        yes = await self.app.push_screen_wait(ConfirmDialog(
            _("{name} decided last. Take back {name}'s step? {name} answers.").format(
                name=name), yes=_("Take it back"), no=_("Keep it")))
        if yes is True and self._undo_here_for(self.viewer) == seat:
            self._take_back(seat)
        else:
            self.advance()

    def _take_back(self, seat: int) -> None:
        """``seat`` takes back their last decision (``Session.undo``), then the game goes
        on from there."""
        s = self.session
        followed = self._followed
        if not followed or s.game.log[-len(followed):] != followed:
            followed = []
        # (what was told of the moves taken back goes with them: "Ann has nothing left to
        # use: phase 1b ends." stood over the phase 1b list the undo brought back)
        self.app.clear_notifications()
        events = list(s.game.events)
        s.undo(seat)
        for _move in followed:
            # a planting that followed by itself goes with the move before it: one undo
            # takes back both (it stopped on a list of that one planting); so does a
            # decision that went on by itself (``_goes_on_alone``: it would again), and
            # every move of one choice (``submit``)
            if not s.can_undo(seat)[0]:
                break
            s.undo(seat)
        self._followed = []
        self._asked_at = time.monotonic()
        # said, as the log's lines go: whoever looked away saw them gone and no word of it
        # (play-test); the public words only (an undo never takes back a hidden card)
        gone = [t for e in events[len(s.game.events):] if (t := e.text_for(None))]
        if gone:
            self.app.notify(_("{name} takes back: {what}").format(
                name=s.seats[seat].name,
                what=" ".join(gone[:2]) + (" \u2026" if len(gone) > 2 else "")),
                timeout=6, markup=False)
        if s.save_error is not None:
            self.app.notify(_("The move is taken back, but the game could not be saved."),
                            severity="warning", markup=False)
        self._log_viewer = "reset"
        self.show(self.viewer)
        self.advance()

    # ----------------------------------------------- command palette

    def palette_commands(self) -> list[tuple[str, str, object]]:
        """What the palette (Ctrl+P) offers while the table is in front: the viewer's
        choices (nobody's, when the public view is shown), harvesting, help."""
        out: list[tuple[str, str, object]] = []
        for k, c in enumerate(self._choices if self.viewer is not None else []):
            if not c.disabled:
                out.append((c.label, _("a choice for the decision now"),
                            lambda k=k: self.action_pick(k)))
        spec = self.session.game.spec
        if self.driver.humans_here():
            out.append((harvest_key(spec), harvest_summary(spec), self.action_harvest))
        view = self.session.game.public_view()
        rival = opponent(view, view.active)  # (at a table of two: the one who offers)
        if proposers(self):
            out.append((_("Offer to the active player"), _("a fellow player proposes a trade")
                        if rival is None else _("{name} proposes a trade").format(name=rival),
                        self.action_propose))
        if self.check_action("look", ()):
            # (a play-tester read "while the others look at the table" as an instruction)
            out.append((_("Your hand (v)"), _("show your hand once the others look away, or "
                                              "hide it again") if rival is None
                        else _("show your hand once {name} looks away, or hide it "
                               "again").format(name=rival), self.action_look))
        out.append((_("Help"), help_summary(spec), self.action_help))
        return out
