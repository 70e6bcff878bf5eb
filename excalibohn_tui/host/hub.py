"""The hosted game: one session, the terminals that show it, and who is where.

Every change of the game (an action from any terminal, a computer player's step, an undo)
goes through the one ``Session``; the hub hears of it (``Session.listeners``) and tells
every other app, which then draws its own seat's view.  Computer players, and stand-ins
for players who are away, are run here for all terminals at once.  The hub never draws
anything and never sends a view anywhere: each app asks the session for its own seat.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import copy
import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from textual._context import active_app
from textual.message import Message

from rules import Action, CounterOffer, IllegalAction, Offer, Refuse
from rules.words import and_list

from ..driver import last_call, may_offer
from ..lang import _, ngettext
from ..names import printable
from ..screens.table_bots import (
    FRESH_OFFER_KEYS,
    FRESH_OFFER_WHY,
    LATE_KEYS,
    LATE_KEYS_WHY,
    OFFER_WINDOW,
)
from ..session import Session
from .seats import Doors

#: seconds a computer player's offer waits for the answer of someone who is away; then
#: the hub refuses it for them (nobody else could move the game on but the host's b: a
#: play-tester's table stood still for a gift offered just as their connection dropped)
AWAY_ANSWER = 20.0


class TableChanged(Message):
    """The game changed (an action elsewhere): draw the table again."""


class Notice(Message):
    """Something every terminal is told (a player left or came back), for ``timeout``
    seconds."""

    def __init__(self, text: str, severity: str = "information", timeout: float = 8) -> None:
        super().__init__()
        self.text = text
        self.severity = severity
        self.timeout = timeout


class Presence(Message):
    """Who is connected changed."""


class QuietKeys(Message):
    """Keys typed in the next ``seconds`` do nothing (after a moment for offers)."""

    def __init__(self, seconds: float, why: str | None = None) -> None:
        super().__init__()
        self.seconds = seconds
        self.why = why  # (a msgid: each terminal tells it in its own language)


class Hangup(Message):
    """This connection ends; ``text`` says why (written after the app has gone)."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text


@dataclass
class SeatState:
    name: str
    #: "remote" (a player at their own terminal), "local" (at the host's keyboard) or "bot"
    where: str
    app: object | None = None  # the connection that plays the seat now (remote seats)
    joined: bool = False  # has been connected at least once
    stand_in: str | None = None  # the level of the computer player playing while away
    stood_moves: int = 0  # the moves it made (told to the player when they are back)
    since: float = field(default_factory=time.monotonic)


class Hub:
    """``log`` gets one line for the host for each thing worth knowing (connections,
    refusals); ``bot_delay`` paces the computer players like the table does, and
    ``offer_wait`` is how long one waits for people's offers before it ends its trading
    (``--offer-wait``; None: ``table_bots.OFFER_WINDOW``)."""

    def __init__(self, session: Session, doors: Doors, *, local: set[int] | None = None,
                 bot_delay: float = 0.6, log: Callable[[str, bool], None] | None = None,
                 offer_wait: float | None = None) -> None:
        self.session = session
        self.doors = doors
        self.local = set(local or ())
        self.bot_delay = bot_delay
        self.offer_wait = OFFER_WINDOW if offer_wait is None else offer_wait
        #: the host's log: ``log(line, shown)`` writes ``line`` down, and where ``shown``
        #: also shows it to the host (``tell`` shows its words on every screen itself)
        self._log = log or (lambda line, shown: None)
        self.seats = [SeatState(s.name, "bot" if not s.is_human else
                                ("local" if p in self.local else "remote"))
                      for p, s in enumerate(session.seats)]
        #: every app showing this game (remote seats, onlookers, the host's own)
        self.apps: set = set()
        self.watchers: set = set()
        #: the apps where someone is writing an offer to the active player
        self.writers: set = set()
        self._stand_ins: dict[int, object] = {}
        #: when a computer player's moment for people's offers ends (monotonic; None: no
        #: such moment now): its seconds count down in the presence line
        self._moment_ends: float | None = None
        #: when a computer player's offer counts as refused for someone away (``AWAY_ANSWER``)
        self._away_ends: float | None = None
        self._bots: asyncio.Task | None = None
        self.stopping = False
        #: when the game last changed (perf_counter), for the hosting benchmark
        self.changed_at = 0.0
        session.listeners.append(self._changed)

    # ------------------------------------------------------------- telling

    def log(self, line: str, shown: bool = True) -> None:
        self._log(printable(line), shown)

    def _post(self, message_for: Callable[[], Message], skip=None,
              seats: set[int] | None = None) -> None:
        """Post a message to every terminal but ``skip``'s (only those of ``seats``, if
        given)."""
        for app in list(self.apps):
            if app is not skip and (seats is None or getattr(app, "seat", None) in seats):
                with contextlib.suppress(Exception):  # an app that is closing
                    app.post_message(message_for())

    def tell(self, text: str, severity: str = "information", skip=None,
             timeout: float = 8) -> None:
        """Say ``text`` on every screen (but ``skip``'s) for ``timeout`` seconds, and to the
        host's log (not shown to the host a second time: the host's screen is one of
        them)."""
        self.log(text, shown=False)
        self._post(lambda: Notice(text, severity, timeout), skip=skip)
        self._post(Presence)

    def _changed(self) -> None:
        """The session changed: every other app draws again; computer players may be due."""
        self.changed_at = time.perf_counter()
        try:
            self._post(TableChanged, skip=active_app.get(None))
            self.run_bots()
        except Exception as err:  # never let telling others undo an action
            self.log(_("Could not tell the other terminals of a move: {why}").format(
                why=repr(err)))

    # ------------------------------------------------------------ presence

    def seat_name(self, seat: int | None) -> str:
        return _("an onlooker") if seat is None else self.seats[seat].name

    def join(self, seat: int | None, app, peer: str) -> str:
        """``app`` (a new connection) shows ``seat``; a newer connection for a seat takes
        it, and the older one is told and closed.  Returns what to tell the one who
        joined as their table opens ("": nothing)."""
        self.apps.add(app)
        if seat is None:
            self.watchers.add(app)
            self.log(_("An onlooker joined from {peer}.").format(peer=peer))
            self._post(Presence)
            return ""
        state = self.seats[seat]
        old = state.app
        state.app = app
        state.since = time.monotonic()
        came_back = state.joined
        state.joined = True
        if old is not None:
            self.log(_("{name} connected again from {peer}; the older connection is closed.")
                     .format(name=state.name, peer=peer))
            with contextlib.suppress(Exception):
                old.post_message(Hangup(
                    _("{name}'s seat was taken by a newer connection with the same join line; "
                      "this one is closed.").format(name=state.name)))
            self._post(Presence)
            return ""
        if state.stand_in is not None:
            level, moves = state.stand_in, state.stood_moves
            state.stand_in = None
            self._stand_ins.pop(seat, None)
            self.tell(_("{name} is back and plays again; the computer player stands down.")
                      .format(name=state.name), skip=app)
            if moves:  # (what it did is in the log, marked: Session.log_lines)
                return ngettext(
                    "Welcome back. While you were away, a {level} computer player made {n} "
                    "move for you; the log marks it (l shows the whole log).",
                    "Welcome back. While you were away, a {level} computer player made {n} "
                    "moves for you; the log marks them (l shows the whole log).",
                    moves).format(level=_(level), n=moves)
        else:  # (the one who joined knows it)
            self.tell((_("{name} is back.") if came_back else _("{name} joined.")).format(
                name=state.name), skip=app)
        return ""

    def writing_offer(self, app, writing: bool) -> None:
        """Someone at ``app`` is writing an offer to the active player (or has stopped):
        a computer player about to end its trading waits for it, as at one keyboard."""
        if writing:
            self.writers.add(app)
        else:
            self.writers.discard(app)
        self._post(Presence)  # (the others see who writes)

    def leave(self, app, seat: int | None, why: str = "") -> None:
        """``app`` has gone (closed, dropped, taken over)."""
        self.apps.discard(app)
        self.writers.discard(app)
        if seat is None:
            if app in self.watchers:
                self.watchers.discard(app)
                self.log(_("An onlooker left."))
                self._post(Presence)
            return
        state = self.seats[seat]
        if state.app is not app:  # an older connection that a newer one replaced
            return
        state.app = None
        state.since = time.monotonic()
        if not self.stopping:
            # ``why``: whether the connection was lost (rather than closed)
            words = (_("{name} is away (connection lost); the seat waits. The same join line "
                       "brings them back.") if why else
                     _("{name} is away; the seat waits. The same join line brings them back."))
            self.tell(words.format(name=state.name), "warning")
            if self._unanswered(self.session.game):  # (``AWAY_ANSWER``)
                self.run_bots()

    def away(self) -> list[int]:
        """Remote seats with nobody connected now."""
        return [p for p, s in enumerate(self.seats) if s.where == "remote" and s.app is None]

    def presence_text(self) -> str:
        """One line: who is away, who stands in, how many watch (empty: all are here)."""
        parts = []
        game = self.session.game
        awaited = {} if game.finished else {w.player: w.kind for w in game.awaiting()}
        for p in self.away():
            s = self.seats[p]
            if s.stand_in is not None:
                parts.append(_("{name} is away (a {level} computer player plays)").format(
                    name=s.name, level=_(s.stand_in)))
            elif s.joined and p in awaited:
                # (a play-tester's offer waited on a player gone, with nothing said: the
                # others learn what they wait for, and the ways on)
                # (u takes back only a person's own offer: a play-tester pressed it for a
                # computer player's, at the host and at another seat, for nothing)
                by = game.state.trade.by if game.state.trade is not None else None
                words = (_("The game waits for {name}, who is away: the host's b lets a "
                           "computer player answer for them, and {by}'s u takes back the "
                           "offer") if awaited[p] == "respond" and by is not None
                         and self.session.is_human(by) else
                         _("The game waits for {name}, who is away: the host's b lets a "
                           "computer player answer for them, or in {n} s the offer counts "
                           "as refused") if awaited[p] == "respond" else
                         _("The game waits for {name}, who is away: the host's b lets a "
                           "computer player play for them"))
                left = (AWAY_ANSWER if self._away_ends is None  # (counted down: play-test)
                        else max(0, self._away_ends - time.monotonic()))
                parts.append(words.format(name=s.name, by=game.name(by) if by is not None
                                          else "", n=math.ceil(left)))
            elif s.joined:
                parts.append(_("{name} is away").format(name=s.name))
            else:
                parts.append(_("{name} has not joined yet").format(name=s.name))
        writing = [s.name for s in self.seats if s.app is not None and s.app in self.writers]
        if writing and not game.finished:
            # (the others saw only "Ben is trading" while Ann wrote him an offer, play-test)
            parts.insert(0, ngettext("{names} writes an offer to {name}",
                                     "{names} write offers to {name}", len(writing)).format(
                names=and_list(writing), name=game.name(game.public_view().active)))
        if self._machine_waits():
            parts.insert(0, _("The computer players begin once everyone has joined"))
        if self._moment_ends is not None and not game.finished:
            left = max(0, math.ceil(self._moment_ends - time.monotonic()))
            parts.insert(0, ngettext("{name} ends the trading in {n} s",
                                     "{name} ends the trading in {n} s", left).format(
                name=game.name(game.public_view().active), n=left))
        if self.watchers:
            n = len(self.watchers)
            parts.append(ngettext("{n} onlooker", "{n} onlookers", n).format(n=n))
        return " \u00b7 ".join(parts)

    # ----------------------------------------------- computer players, stand-ins

    def stand_in(self, seat: int, level: str) -> None:
        """A computer player of ``level`` plays ``seat`` while its player is away."""
        from excalibohn_ai import FACTORIES

        state = self.seats[seat]
        if state.where != "remote" or state.app is not None:
            raise ValueError(_("{name} is not away.").format(name=state.name))
        if level not in FACTORIES:
            raise ValueError(_("There is no computer player {level}.").format(level=repr(level)))
        self._stand_ins[seat] = FACTORIES[level](self.session.game.state.seed * 31 + seat)
        state.stand_in = level
        state.stood_moves = 0
        self.tell(_("The host lets a {level} computer player play for {name} while {name} is "
                    "away.").format(level=_(level), name=state.name))
        self.run_bots()

    def run_bots(self) -> None:
        """Let the computer players (and stand-ins) act if any is awaited: in a task of its
        own, outside every app's context."""
        if self.stopping or (self._bots is not None and not self._bots.done()):
            return
        if not self._machine_awaited():
            return
        loop = asyncio.get_running_loop()
        self._bots = loop.create_task(self._bot_turns(), context=contextvars.Context())

    def seated(self) -> bool:
        """Whether everyone has sat down: each player at their own terminal has joined
        once (or a computer player stands in for them).  Until then the computer players
        wait (play-test: one played the whole first turn, and took a card from a hand,
        before the people it played against had joined)."""
        return all(s.where != "remote" or s.joined or p in self._stand_ins
                   for p, s in enumerate(self.seats))

    def _machine_awaited(self) -> bool:
        game = self.session.game
        if game.finished or not self.seated():
            return False
        return bool(any(not self.session.is_human(w.player) or w.player in self._stand_ins
                        for w in game.awaiting()) or self._unanswered(game))

    def _unanswered(self, game) -> list[int]:
        """The people away, with no stand-in, whose answer a computer player's offer
        awaits (``AWAY_ANSWER``)."""
        trade = game.state.trade
        if game.finished or trade is None or self.session.is_human(trade.by):
            return []
        away = set(self.away()) - set(self._stand_ins)
        return [w.player for w in game.awaiting() if w.kind == "respond" and w.player in away]

    def _machine_waits(self) -> bool:
        """Whether a computer player would move now but waits for everyone to join."""
        game = self.session.game
        return not game.finished and not self.seated() and any(
            not self.session.is_human(w.player) for w in game.awaiting())

    def _decide(self, game) -> tuple[Action | None, bool]:
        """A computer player's action on ``game`` (a copy: the real one may move meanwhile),
        and whether a stand-in made it."""
        proxy = copy.copy(self.session)  # the same computer players, on the copy
        proxy.game = game
        action = proxy.next_bot_action()
        if action is None:
            for w in game.awaiting():
                bot = self._stand_ins.get(w.player)
                if bot is not None:
                    return bot.choose(game, w.player), True
            for p in self._unanswered(game):  # (``_bot_turns`` waits ``AWAY_ANSWER`` first)
                return Refuse(p), False
        return action, False

    async def _bot_turns(self) -> None:
        for _step in range(100_000):
            if self.stopping or not self._machine_awaited():
                return
            game = self.session.game
            mark = len(game.log)
            started = time.monotonic()
            try:
                action, stand_in = await asyncio.to_thread(self._decide, game.clone())
            except Exception as err:  # a computer player's mistake must not end the evening
                self.tell(_("A computer player could not decide and stopped: {why}").format(
                    why=err), "error")
                return
            if action is None:
                return
            # the answer of someone away, refused for them once the offer has waited
            refusal = (self.session.is_human(action.player) and not stand_in)
            window = not refusal and self._offers_welcome(game, action)
            delay = (AWAY_ANSWER if refusal else
                     max(self.bot_delay, self.offer_wait) if window else self.bot_delay)
            # once someone moved (an offer made in the moment for offers), it thinks again
            # at once, not when the moment is over (at one keyboard: ``drop_stale_step``)
            until = started + delay
            if window:  # (the notice alone, gone after its seconds, said nothing of how
                # many were left: a play-tester's "t" came too late, play-test)
                self._moment_ends = until
            if refusal:
                self._away_ends = until
            told = None
            while (time.monotonic() < until and not self.stopping
                   and self.session.game is game and len(game.log) == mark
                   and not (refusal and action.player not in self._unanswered(game))):
                if (window or refusal) and told != (left := math.ceil(until - time.monotonic())):
                    told = left
                    self._post(Presence)
                await asyncio.sleep(min(0.05, until - time.monotonic()))
            if window or refusal:
                self._moment_ends = self._away_ends = None
                self._post(Presence)
            while window and self.writers and not self.stopping:  # an offer is on its way
                await asyncio.sleep(0.1)
            if self.session.game is not game or len(game.log) != mark or self.stopping:
                continue  # somebody moved meanwhile: think again
            if refusal and action.player not in self._unanswered(game):
                continue  # back (or a stand-in) meanwhile: they answer
            try:
                if refusal:
                    self.tell(_("{name} is away: the offer counts as refused.").format(
                        name=self.seats[action.player].name))
                # (marked in the log as made for them: "Ben refuses." read as his own
                # choice, play-test)
                self.session.apply(action, stand_in=stand_in or refusal)
                if stand_in:
                    self.seats[action.player].stood_moves += 1
            except IllegalAction as err:
                self.tell(_("A computer player tried something illegal and stopped: {why}")
                          .format(why=err), "error")
                return
            if window:  # (a late "t", and the keys meant for the offer, do nothing)
                self._post(lambda: QuietKeys(LATE_KEYS, LATE_KEYS_WHY))
            elif isinstance(action, Offer | CounterOffer):  # keys meant for before it
                self._post(lambda: QuietKeys(FRESH_OFFER_KEYS, FRESH_OFFER_WHY),
                           seats={w.player for w in game.awaiting()})

    def _offers_welcome(self, game, action: Action) -> bool:
        """Whether ``action`` ends a computer player's trading while people may still
        make it an offer: then every terminal is told, and it waits a moment, as the
        table does (``offer_wait``; 0: no moment)."""
        people = [p for p in range(len(game.state.seats))
                  if self.session.is_human(p) and p not in self._stand_ins]
        words = (last_call(game, action, people)
                 if self.bot_delay > 0 and self.offer_wait > 0 else None)
        if words is None:
            return False
        # "press t" only where someone at that keyboard may make the offer: the host's
        # screen without local players, an onlooker and a player who may not offer were
        # told of a key that did nothing there (play-test); they are told of the moment
        ready = {p for p in people if may_offer(game, p)}
        plain = _("{name} ends the trading in a moment.").format(
            name=game.state.seats[game.state.active].name)
        self.log(plain, shown=False)
        for app in list(self.apps):
            text = words if self._keyboard_of(app) & ready else plain
            with contextlib.suppress(Exception):  # an app that is closing
                app.post_message(Notice(text, "information", self.offer_wait))
        self._post(Presence)
        return True

    def _keyboard_of(self, app) -> set[int]:
        """The seats played at ``app``'s keyboard: a connection's own seat, the host's
        ``--local`` seats, an onlooker's none."""
        seats = {p for p, state in enumerate(self.seats) if state.app is app}
        if seats or app in self.watchers:
            return seats
        return set(self.local)

    # ------------------------------------------------------------- the end

    def stop(self, text: str) -> None:
        """The host stops: every connection is told ``text`` and closed."""
        self.stopping = True
        if self._bots is not None:
            self._bots.cancel()
        for app in list(self.apps):
            with contextlib.suppress(Exception):
                app.post_message(Hangup(text))
