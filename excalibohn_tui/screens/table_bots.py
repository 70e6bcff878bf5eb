"""Computer players at the table: their decisions worked out beside the screen (in a
thread), paced by the table's delay, and told like anyone else's."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.text import Text
from textual import work

from rules import Action, CounterOffer, Event, Offer

from ..driver import last_call
from ..hangup import stopping
from ..lang import N_, _
from ..widgets.lines import Words

if TYPE_CHECKING:
    from textual.timer import Timer

    from ..driver import Driver
    from ..session import Session


#: seconds of computer players' steps between two paints, where they have no delay, and
#: the pause between two such batches
BATCH, PAUSE = 0.1, 0.01
#: seconds a computer player waits before it ends its trading while people here may still
#: make it an offer (where computer players are paced: ``bot_delay``); time to read the
#: words, look at the turned-up cards and press t (3 s, then 5 s, were too short for
#: play-testers with a curtain between them; Space ends it early: ``action_hurry``).  The
#: default of ``--offer-wait`` (the app's ``offer_wait``): one play-tester found even 8 s
#: too short, and the wait after every computer player's turn too long when nobody offers
OFFER_WINDOW = 8.0
#: the events of a computer player's answer to an offer, told to the person here who made
#: it from outside their turn (``_answer_told``)
ANSWER_KINDS = frozenset({"accept", "refuse", "counter_offer", "trade", "gift", "no_deal"})
#: seconds after that moment in which keys do nothing: a "t" a moment too late, and the
#: keys typed for the offer after it, chose in the lists that came next (a play-tester
#: planted two cards so)
LATE_KEYS = 1.5
#: seconds after a computer player's offer (or counter-offer) to a person here in which
#: keys do nothing: keys typed for what was on the screen before it answered it instead
#: (play-test: "t f Enter", typed for an offer of one's own, refused the computer
#: player's offer that came up between the "t" and the "f")
FRESH_OFFER_KEYS = 0.5
#: what the first key dropped in those moments tells (play-test: "t b Enter" vanished with
#: no sign when an offer came up at the same moment)
LATE_KEYS_WHY = N_("Keys held for a moment: the trading has moved on.")
FRESH_OFFER_WHY = N_("Keys held for a moment: an offer just came up. Read it, then answer.")


class BotTurns:
    """Mixed into the table screen: ``bots_act`` when only computer players are awaited.

    Once the app is told to end (``hangup.stopping``), computer players make no more
    moves (``_bot_apply``, through which each of their moves goes, and the table's
    ``advance`` check it): a dialog closed as the app closes, a decision worked out
    meanwhile or a paced step due would otherwise play on (and save) after the players
    have left."""

    driver: Driver
    session: Session
    bot_delay: float
    viewer: int | None
    _bot_timer: Timer | None
    #: Space: the paced step of a computer player waiting for offers, at once
    _hurry: Callable[[], None] | None = None
    #: the log's length when the paced step waiting on ``_bot_timer`` was worked out
    _step_mark: int = -1
    #: when the moment for offers ends (``time.monotonic``): it stands still while a
    #: dialog is open (``_offers_welcome``)
    _moment_ends: float = 0.0
    _busy: bool
    _thinking: bool

    def proposers(self) -> list[int]: ...  # (the table's)

    def bots_watched(self) -> bool: ...  # (the table's)

    def bots_act(self) -> None:
        if self.bot_delay > 0:  # they think in a thread: the screen stays alive
            self._thinking = True
            self._think(len(self.session.game.log))
        else:  # instant computer players (tests, demos): many steps, then one paint
            self._bots_at_once()

    def _bots_at_once(self) -> None:
        """Computer players' steps for up to a tenth of a second, then a paint: the screen
        answers keys between such batches (a game of computer players only, run at once,
        took a whole game's time without one, Ctrl+C included)."""
        until = time.monotonic() + BATCH
        for _step in range(100):
            if self.driver.next().what != "bots":
                break
            action = self.driver.bot_action()
            if action is None or self._bot_apply(action) is None:
                return
            if time.monotonic() > until:
                break
        self.set_timer(PAUSE, self.advance)  # (the loop paints and reads keys meanwhile)

    @work(thread=True, exclusive=True, group="bot")
    def _think(self, mark: int) -> None:
        """A computer player's decision, worked out beside the screen (only computer
        players are awaited; a harvest waits until the decision is made)."""
        started = time.monotonic()
        action: Action | None = None
        error: str | None = None
        try:
            action = self.driver.bot_action()
        except Exception as err:  # a computer player's mistake must not end the evening
            error = str(err)
        with contextlib.suppress(RuntimeError):  # the app closed meanwhile
            self.app.call_from_thread(self._thought, action, mark,
                                      time.monotonic() - started, error)

    def _thought(self, action: Action | None, mark: int, spent: float,
                 error: str | None) -> None:
        self._thinking = False
        if error is not None:
            self.app.notify(_("A computer player could not decide and stopped: {why}").format(
                why=error),
                            severity="error", timeout=10, markup=False)
        elif action is None or len(self.session.game.log) != mark:
            self.advance()
        else:
            delay = max(self.bot_delay - spent, 0.001)
            late = self._offers_welcome(action)
            if late:
                delay = max(delay, self._offer_wait)
            self._step_mark = mark
            self._bot_timer = self.set_timer(delay, lambda: self._bot_step(action, mark, late))
            self._hurry = (lambda: self._bot_step(action, mark, late)) if late else None

    def drop_stale_step(self) -> None:
        """A computer player's paced step worked out before someone here moved (an offer
        made in the moment for offers, a harvest) waits no longer: it was asked again only
        once its timer ran out, up to the whole moment later, and meanwhile the countdown
        stood still on the screen and the offer went unanswered (play-test)."""
        if self._bot_timer is not None and len(self.session.game.log) != self._step_mark:
            self._bot_timer.stop()
            self._bot_timer = None
            self._hurry = None

    def action_hurry(self) -> None:
        """Space while a computer player waits for offers before it ends its trading: no
        offer comes, it goes on at once (the moment is long enough for people who want
        to make one, which is long for those who do not)."""
        step, self._hurry = self._hurry, None
        if step is not None and self._bot_timer is not None:
            self._bot_timer.stop()
            self._bot_timer = None
            self._moment_ends = 0.0
            step()

    @property
    def _offer_wait(self) -> float:
        """The seconds of the moment for offers: ``--offer-wait``, else ``OFFER_WINDOW``."""
        wait = getattr(self.app, "offer_wait", None)
        return OFFER_WINDOW if wait is None else wait

    def _offers_welcome(self, action: Action) -> bool:
        """Whether ``action`` ends a computer player's trading while people here may
        still make it an offer: then it says so and waits a moment for one (``t``), as a
        player at a table looks round before closing the trading (without it, the
        people had no moment to make a computer player an offer at all)."""
        words = last_call(self.session.game, action, self.proposers())
        if words is None or self._offer_wait <= 0:  # (``--offer-wait 0``: no moment)
            return False
        # in the prompt's place, not in a notification: one at the top right covered the
        # fellow players' fields, which are what one looks at to make an offer; with the
        # seconds left (a play-tester took it to be over before it was)
        self._moment_ends, at = time.monotonic() + self._offer_wait, len(self.session.game.log)

        def count_down() -> None:
            if len(self.session.game.log) != at:  # an offer (or a harvest) came meanwhile
                countdown.stop()
                return
            if self.app.screen is not self:
                # the log, the help or the hand's cards open: the moment waits (it ran
                # out under the log, and the trading ended as it closed, play-test)
                self._moment_ends += 1.0
                return
            left = round(self._moment_ends - time.monotonic())
            self.query_one("#prompt", Words).update(Text(
                _("{words}\n{n} s to go; Space: no offer.").format(words=words, n=left)
                if left > 0 else words, style="bold"))
            if left <= 0:
                countdown.stop()

        # everyone at the table is asked: whoever had the keyboard gives it back (a hand
        # came up, with no curtain, for the one who had answered the computer player
        # before the moment: play-test)
        self.driver.hand_on()
        countdown = self.set_interval(1.0, count_down)
        count_down()
        self.refresh_bindings()
        return True

    def _bot_step(self, action: Action, mark: int, window: bool = False) -> None:
        """Apply ``action`` (worked out at ``mark`` actions).  ``window``: it ends the
        trading after a moment for people's offers; keys typed just after it (a late
        "t" and the keys meant for the offer) must not act on what comes next."""
        self._bot_timer = None
        if len(self.session.game.log) != mark:  # a person harvested meanwhile: ask again
            self.advance()
        elif self.app.screen is not self or self._busy:  # a dialog is open: a bit later
            self._bot_timer = self.set_timer(max(self.bot_delay, 0.05),
                                             lambda: self._bot_step(action, mark, window))
        elif window and time.monotonic() < self._moment_ends - 0.05:
            # the moment for offers stood still under a dialog: what is left of it
            self._bot_timer = self.set_timer(self._moment_ends - time.monotonic(),
                                             lambda: self._bot_step(action, mark, window))
        else:
            events = self._bot_apply(action)
            if window and events is not None:
                self.app.ignore_keys_typed_until_now(LATE_KEYS, LATE_KEYS_WHY)
            elif events is not None and self._asks_the_viewer(action):
                self.app.ignore_keys_typed_until_now(FRESH_OFFER_KEYS, FRESH_OFFER_WHY)
            if events is not None:
                self._narrate(events, action.player)

    def _bot_apply(self, action: Action) -> list[Event] | None:
        """Apply a computer player's action; its events, or None if it was refused (or
        the app is ending)."""
        if stopping(self.app):
            return None
        game = self.session.game
        trade = game.public_view().trade
        offered = trade.by if trade is not None else None
        try:
            events = self.driver.apply(action)
        except Exception as err:  # a computer player's mistake must not end the evening
            self.app.notify(_("A computer player tried something illegal and stopped: {why}")
                            .format(why=err),
                            severity="error", timeout=10, markup=False)
            return None
        self.bots_watched()  # (its move may have ended the step someone answered in)
        if offered is not None and offered != game.public_view().active:
            self._answer_told(offered, events)
        return events

    def _asks_the_viewer(self, action: Action) -> bool:
        """Whether ``action``, just applied, is an offer or counter-offer that the person
        whose view is on the screen must now answer: it comes up at once, where keys
        are being typed (for anyone else a curtain comes first, which lets no earlier
        key through)."""
        return isinstance(action, Offer | CounterOffer) and self.viewer is not None and any(
            w.player == self.viewer for w in self.session.game.awaiting())

    def _answer_told(self, offered: int, events: list[Event]) -> None:
        """A computer player answered the offer a fellow player here made it in its
        turn: told on the screen, as an active player's offer shows its answers (the
        refusal was only in the log, which at 80x24 is behind a key: play-test)."""
        words = [e.text_for(None) for e in events if e.kind in ANSWER_KINDS]
        if words and self.driver.at_this_keyboard(offered):
            # (named as what it is: over the log, its own line told again, "Normal bot 3
            # refuses.", read as the log repeating itself, play-tests)
            self.app.notify(_("Answer to {name}'s offer: {answer}").format(
                name=self.session.seats[offered].name, answer=" ".join(words)),
                timeout=6, markup=False)

