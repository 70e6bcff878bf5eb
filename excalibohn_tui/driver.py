"""The table's driver: who decides next, when a curtain is needed, when a computer seat
acts.  It knows nothing of Textual: the table screen asks it what to do and renders; the
tests drive it directly.

Hot-seat privacy lives here.  The keyboard is with one person at a time
(``keyboard``).  A human's private view may be shown only to the person who has the
keyboard; handing it to another human needs a curtain, and while a curtain is up
nobody has it (``hand_on``) until the person it names lifts it (``lifted``).  With a
single human at the table no curtain is ever needed.  Seats played at other terminals
(``local``) never take this keyboard.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules import (
    Action,
    Done,
    DrawSacrifice,
    DropSacrifice,
    Event,
    Game,
    Harvest,
    Sacrifice,
    View,
)
from rules.i18n import _, ngettext

from .session import Session

#: the events a Sword Bean attack or a Mean Bean is told by (in a dialog, step by step)
ATTACK_KINDS = frozenset({"sword", "reveal", "loot", "counter", "choose_coin", "attack_none"})
MEAN_KINDS = frozenset({"mean", "mean_shown", "mean_loss", "mean_kept"})
#: what may follow within an attack (a card taken, a spell that may be or is turned face up)
FOLLOW_KINDS = frozenset({"nothing", "steal", "tuck", "plant", "magic_coin", "activate"})
#: the events in which a seat loses something to an attack or a fellow player's spell:
#: kind -> who loses
LOSS_KINDS = {"loot": "target", "steal": "target", "mean_loss": "player", "swap": "target"}
#: the keys of those events' data that name a seat taking part in them
PARTY_KEYS = ("player", "target", "attacker", "defender")


@dataclass(frozen=True)
class Next:
    """What the table does next.

    ``what`` is "over" (the game has ended), "bots" (only computer players are awaited:
    one of them acts), "human" (``seat`` decides at this keyboard, behind a curtain first
    if ``curtain``; ``why`` says what they decide) or "elsewhere" (only people at other
    terminals are awaited, or computer players that are not run here: ``seat`` is then
    whose view may stay on the screen, the one person here if there is only one).
    """

    what: str
    seat: int | None = None
    curtain: bool = False
    why: str = ""


def may_offer(game: Game, seat: int) -> bool:
    """Whether ``seat`` may put an offer to the active player now (a fellow player
    while the active player trades: the view offers them the trade dialog)."""
    view = game.view(seat)
    return seat != view.active and view.offer is not None and not view.offer.counter


def last_call(game: Game, action: Action, seats: list[int]) -> str | None:
    """When ``action`` ends the active player's trading while some of ``seats`` may still
    make them an offer: the words that say so (a computer player waits a moment for
    those offers, at one keyboard and over SSH alike); else None."""
    active = game.public_view().active
    if not isinstance(action, Done) or action.player != active:
        return None
    if not any(may_offer(game, p) for p in seats):
        return None
    return _("{name} ends the trading in a moment: press t to make them an offer.").format(
        name=game.state.seats[active].name)


@dataclass(frozen=True)
class Harvester:
    """A person who may act outside their turn now: harvest (``fields`` they may harvest)
    or make another move allowed at any time (``moves``: buying a field, a sacrifice).
    ``open``: whether the whole table may know that they can act: a sacrifice fulfilled
    from the hand is their secret, so holding a sacrifice card is what counts for them
    (the table knows that)."""

    seat: int
    name: str
    fields: int
    moves: int
    open: bool = True
    #: whether the table may know of moves besides harvests (a field to buy, a sacrifice
    #: card held)
    more: bool = False
    #: ... and whether a sacrifice card held is all there is of them (whether it can be
    #: fulfilled is the holder's secret)
    maybe: bool = False
    #: why the sacrifice cards they hold wait now (the rules' reason; empty: they do not)
    waits: str = ""


class Driver:
    def __init__(self, session: Session, local: set[int] | None = None,
                 bots_here: bool = True) -> None:
        self.session = session
        #: the seats played at this keyboard (None: every seat)
        self.local = local
        #: whether the computer players act through this table (False: a hosted game, whose
        #: server runs them for every terminal)
        self.bots_here = bots_here
        #: the person who has the keyboard (None: nobody, e.g. while a curtain is up)
        self.keyboard: int | None = None
        #: the turn and its step in which ``keyboard`` last took it (``watched``)
        self.keyboard_at: tuple[int, str] | None = None
        #: what each person here lost to an attack or a Spell Card Swap while someone else
        #: had the keyboard (the public words), told at their next curtain (``take_losses``)
        self.lost: dict[int, list[str]] = {}

    @property
    def game(self):
        return self.session.game

    def at_this_keyboard(self, seat: int) -> bool:
        return self.session.is_human(seat) and (self.local is None or seat in self.local)

    def humans_here(self) -> list[int]:
        return [p for p in range(len(self.session.seats)) if self.at_this_keyboard(p)]

    # ------------------------------------------------------------ the flow

    def next(self, viewer: int | None = None) -> Next:
        """What happens next; ``viewer`` is whose view is on the screen (preferred when
        several people at this keyboard are awaited at once)."""
        game = self.game
        if game.finished:
            return Next("over")
        awaited = [w.player for w in game.awaiting()]
        here = [p for p in awaited if self.at_this_keyboard(p)]
        if not here:
            if self.bots_here and any(not self.session.is_human(p) for p in awaited):
                return Next("bots")
            people = self.humans_here()
            return Next("elsewhere", people[0] if len(people) == 1 else None)
        if viewer in here:
            seat = viewer
        elif self.keyboard in here:
            seat = self.keyboard
        else:
            seat = here[0]
        return Next("human", seat, curtain=self.needs_curtain(seat), why=self.why(seat))

    def needs_curtain(self, seat: int) -> bool:
        """Whether ``seat`` may see their view only after a curtain: the keyboard is
        with somebody else (or with nobody) and more than one person plays here."""
        return seat != self.keyboard and len(self.humans_here()) > 1

    def hand_on(self) -> None:
        """A curtain goes up: nobody has the keyboard until it is lifted."""
        self.keyboard = None

    def lifted(self, seat: int) -> None:
        """The curtain naming ``seat`` was lifted: they have the keyboard now."""
        self.keyboard = seat
        self.keyboard_at = self._moment()

    def _moment(self) -> tuple[int, str]:
        return self.game.state.turn, self.game.state.step

    def watched(self) -> None:
        """A computer player's turn goes on, on the public table that everyone watches.
        Who last had the keyboard keeps it if they took it in this very step of this turn:
        they have just answered the computer player's offer (a second curtain at once, for
        its next offer to them, cost an Enter for nothing, play-test).  From an earlier
        step on, everyone watched the computer player meanwhile, and a hand came up unasked
        in front of the others when it then asked the last keyboard holder (play-tests:
        from an earlier turn; and the one who took a gift, called to plant it in phase 3
        after the computer player had planted its own): a curtain first."""
        if self.keyboard_at != self._moment():
            self.hand_on()

    def why(self, seat: int) -> str:
        for w in self.game.awaiting():
            if w.player == seat:
                return w.text + "."
        return ""

    # ----------------------------------------------------- computer players

    def bot_action(self) -> Action | None:
        """The next action of a computer player (None: no computer player acts now)."""
        return self.session.next_bot_action()

    def apply(self, action: Action) -> list[Event]:
        events = self.session.apply(action)
        self._note_losses(events)
        return events

    def _note_losses(self, events: list[Event]) -> None:
        for e in events:
            who = LOSS_KINDS.get(e.kind)
            q = e.data.get(who) if who is not None else None
            if isinstance(q, int) and q != self.keyboard and self.at_this_keyboard(q):
                self.lost.setdefault(q, []).append(e.text_for(None))

    def involve_people_here(self, events: list[Event]) -> bool:
        """Whether a person at this keyboard attacks, defends or loses in ``events``."""
        return any(isinstance(q := e.data.get(key), int) and self.at_this_keyboard(q)
                   for e in events for key in PARTY_KEYS)

    def take_losses(self, seat: int) -> list[str]:
        """What ``seat`` lost to attacks and swaps since they last had the keyboard (public words;
        told once: the list is emptied)."""
        return self.lost.pop(seat, [])

    # ------------------------------------------------- acting outside a turn

    def harvesters(self) -> list[Harvester]:
        """The people here who may harvest (or make another any-time move) now, in the
        order the table shows them while they are asked who: the public table, the active
        player's place at the bottom first, then the others along the top in turn order.
        (From the one at the keyboard on, the list's numbers matched no order on the
        screen: from Cem's curtain, "1 Cem, 2 Dan, 3 Ann, 4 Ben" over a table of Ann at
        the bottom and Ben, Cem, Dan along the top, play-test.)"""
        game = self.game
        if game.finished:
            return []
        public = game.public_view()
        n = len(public.seats)
        seats = sorted(self.humans_here(), key=lambda p: (p - public.active) % n)
        out = []
        for p in seats:
            moves = game.moves(p)
            fields = sum(1 for a in moves if isinstance(a, Harvest))
            # (a sacrifice card is fulfilled from anywhere in the hand, but dropped only
            # from its front: both say what the hand holds where, the holder's secret; the
            # table knows only that they hold one)
            seen = [a for a in moves if not isinstance(a, Harvest | Sacrifice | DropSacrifice)]
            more = bool(seen or (public.sacrifices_open and public.seats[p].sacrifices))
            # (while an offer is open: said beside a name greyed for it, which read "0
            # fields may be harvested" and no word of the sacrifice card held, play-test)
            waits = (game.why_not(DrawSacrifice(p)) or ""
                     if public.trade is not None and public.seats[p].sacrifices else "")
            out.append(Harvester(p, self.session.seats[p].name, fields, len(moves) - fields,
                                 bool(fields) or more, more, more and not seen, waits))
        return out

    # ---------------------------------------------------------- narration

    def narration(self, events: list[Event], viewer: int | None
                  ) -> tuple[str, list[tuple[str, bool]]] | None:
        """An attack or a Mean Bean among ``events``, told for ``viewer``: a title and its
        lines (each with whether it is an aside), or None."""
        kinds = {e.kind for e in events}
        if kinds & ATTACK_KINDS:
            title = _("Sword Bean attack")
        elif kinds & MEAN_KINDS:
            title = _("Mean Bean")
        else:
            return None
        lines: list[tuple[str, bool]] = []
        for e in events:
            if e.kind not in ATTACK_KINDS | MEAN_KINDS | FOLLOW_KINDS:
                continue
            lines.append((e.text_for(viewer), False))
            target, coins = e.data.get("target"), e.data.get("coins")
            if e.kind in ("sword", "counter") and isinstance(target, int) \
                    and isinstance(coins, int):
                lines.append((ngettext(
                    "{name}'s coin pile ({n} coin) is shuffled face down:",
                    "{name}'s coin pile ({n} coins) is shuffled face down:", coins).format(
                        name=self.session.seats[target].name, n=coins)
                    + " " + "\u25ae" * coins, True))
        return title, lines

    def view(self, seat: int | None) -> View:
        return self.game.view(seat)
