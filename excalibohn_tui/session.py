"""A game at the table: the rules game, who sits where, and the computer players.

The app holds one ``Session`` and nothing else of the game: screens read
views and legal actions through it and submit actions to it.  Saving after
every action, resuming and undo live here too, so that the command line and
the tests use the same code as the app.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields, is_dataclass
from pathlib import Path

from excalibohn_ai import FACTORIES
from rules import BEAN_OF, Action, Event, Game, Plant, View, new_game
from rules.games import CHOOSABLE
from rules.i18n import N_, _, language, ngettext, pgettext
from rules.views import CardView, SpellView

from . import BOT_DELAY
from .names import check_names


@dataclass(slots=True, kw_only=True)
class SeatConfig:
    """Who sits at a seat (the save format reads and writes it through Pydantic, which is
    imported only for saving)."""

    name: str
    #: "human", or the kind of computer player ("random", "easy", "normal", "hard")
    kind: str = "human"

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


def bot_name(kind: str, taken: dict[str, int]) -> str:
    """The next computer player's name of level ``kind``, numbered by level ("Normal bot
    2", German "Normal-Bot 2"; ``taken`` counts the names given), in the language in use
    when the seat is made.  A name is then stored as it is, like a person's: it does not
    change with the language."""
    taken[kind] = taken.get(kind, 0) + 1
    level = {"random": pgettext("bot name", "Random"), "easy": pgettext("bot name", "Easy"),
             "normal": pgettext("bot name", "Normal"),
             "hard": pgettext("bot name", "Hard")}.get(kind, kind.capitalize())
    return _("{level} bot {n}").format(level=level, n=taken[kind])


def parse_seats(spec: str, variant: str = CHOOSABLE[0]) -> list[SeatConfig]:
    """``"Ann,Ben,bot:normal"`` -> seat configs for a game of ``variant`` (its own range of
    seats, from its spec).  Raises ValueError with a clear message."""
    from rules.games import spec_for

    parts = [p.strip() for p in spec.split(",")]
    if any(not p for p in parts):
        raise ValueError(_("a seat is empty: write names and bot:LEVEL separated by commas"))
    game = spec_for(variant)  # (an unknown game: ValueError naming the choices)
    allowed = game.seats
    if len(parts) not in allowed:
        words = (_("{title} needs {low} to {high} seats, not {n}") if len(allowed) > 1
                 else _("{title} needs {low} seats, not {n}"))
        raise ValueError(words.format(title=_(game.title), low=allowed.start,
                                      high=allowed.stop - 1, n=len(parts)))
    seats: list[SeatConfig] = []
    bots: dict[str, int] = {}
    for part in parts:
        # a level alone ("normal") is a computer player too, as simulate reads it (a
        # play-tester's "Ann,Ben,normal" sat a person named "normal" at the table)
        if part.lower().startswith("bot:") or part.lower() in FACTORIES:
            kind = part.lower().removeprefix("bot:").strip()
            if kind not in FACTORIES:
                raise ValueError(_("unknown computer player {name}; choose from {kinds}").format(
                    name=repr(part), kinds=", ".join(f"bot:{k}" for k in FACTORIES)))
            seats.append(SeatConfig(name=bot_name(kind, bots), kind=kind))
        else:
            seats.append(SeatConfig(name=part))
    check_names([s.name for s in seats])  # text only, one of a kind (case aside)
    return seats


# ----------------------------------------------------------------- undo rule


def _known(view: View) -> set[tuple[str, int]]:
    """Every card a view shows: ("b", bean card id) and ("s", spell card id)."""
    seen: set[tuple[str, int]] = set()

    def walk(values) -> None:
        for x in values:
            if isinstance(x, CardView):
                seen.add(("b", x.id))
            elif isinstance(x, SpellView):
                if x.card is not None:
                    seen.add(("s", x.card))
            elif is_dataclass(x):  # the other parts of a view
                walk([getattr(x, f.name) for f in fields(x)])
            elif isinstance(x, list | tuple):
                walk(x)
            elif isinstance(x, dict):
                walk(x.values())

    walk([view])
    return seen


#: events that show a coin without necessarily changing the position: a lone coin shuffles
#: into the same pile, and a coin that survives a Mean Bean goes back where it was
_COIN_SHOWN = frozenset({"reveal", "mean", "mean_shown"})


def revealed(before: Game, action: Action) -> str | None:
    """The undo barrier: what ``action``, applied to ``before``, revealed, if anything.

    A decision may be taken back only while nobody has learnt anything from it
    that was hidden before.  This function is the one place that rule lives.
    It applies the action to a copy, compares the two positions and returns
    the reason in words, or None when the action revealed nothing:

    - the generator moved: something was shuffled (a coin pile for a Sword
      Bean or Mean Bean, the discard pile into a new draw pile, a borrowed
      spell back into the spell deck), so a coin or an order was shown;
    - the draw pile changed: a card was drawn or turned up;
    - the spell deck changed: a spell card was drawn;
    - a hidden pile of another game of the rulebooks changed (Bohnedikt's
      sacrifice pile, the coins paid): to be safe, any change there counts;
    - a coin pile changed other than by coins laid on top from a harvest (the
      harvested beans lay open on the field, so those coins tell nobody
      anything);
    - some seat, or an onlooker, now sees a card it did not see before and
      that the actor knew nothing about either (planting one's own front card
      shows it to everyone, but it was the actor's own secret to give away;
      pulling a card from a fellow player's hand is not);
    - a coin was shown (Sword Bean, Mean Bean) even if it went back unchanged:
      this one leaves no trace in the position, so the events tell.

    Whether another player decided since is not a question of two positions:
    ``Session.can_undo`` checks that from the action log.
    """
    actor = action.player
    after = before.clone()
    events = after.apply(action)
    b, a = before.state, after.state
    if any(e.kind in _COIN_SHOWN for e in events):
        return N_("a coin was shown")
    if a.rng != b.rng:
        return N_("cards were shuffled and shown")
    if a.draw != b.draw:
        return N_("a card was drawn or turned up")
    if a.spell_deck != b.spell_deck:
        return N_("a spell card was drawn")
    if a.sacrifice_draw != b.sacrifice_draw or a.paid_coins != b.paid_coins:
        return N_("a card was drawn from a hidden pile")
    for sb, sa in zip(b.seats, a.seats, strict=True):
        if sa.coins[:len(sb.coins)] != sb.coins:
            return N_("a coin was revealed")
    # Ruling: showing one's own cards (planting the front card, offering hand cards)
    # does not bar undo; the others saw them, but taking the move back only hurts the
    # one who showed them.
    viewers = [None, *range(len(a.seats))]
    known = {v: _known(before.view(v)) for v in viewers}
    for v in viewers:
        if _known(after.view(v)) - known[v] - known[actor]:
            return N_("a hidden card came into view")
    return None


#: ``revealed``'s reasons as a question before the move puts them (``ahead``)
_AHEAD = {
    "a coin was shown": N_("it shows a coin"),
    "cards were shuffled and shown": N_("it shuffles cards and shows them"),
    "a card was drawn or turned up": N_("it draws or turns up a card"),
    "a spell card was drawn": N_("it draws a spell card"),
    "a card was drawn from a hidden pile": N_("it draws a card from a hidden pile"),
    # (a coin paid, for a field or a due: "it reveals a coin" read as a riddle, play-test)
    "a coin was revealed": N_("the coins it pays are turned face up"),
    "a hidden card came into view": N_("it shows a hidden card"),
}


#: the most plantings one choice makes at once
RUN_LIMIT = 40


def planting_run(game: Game, seat: int) -> list[Action]:
    """The plantings ``seat`` makes one after another while each is the only planting
    their decision allows, the decision staying the same (planting out the hand at the
    end of Bohnedikt: the front card fits one field, then the next...): the actions of a
    choice that plants them all, so that a hand of thirty cards is not thirty keys.  Cards
    beside the fields count as one such planting each while every one of them has a
    single place, on a row of its variety (Mean, Sword, Mean, Sword on a Mean row and a
    Sword row: one key, not four, in any order, since none goes where another could).  It
    stops where a card has two places or none (a harvest first) and where the decision
    changes, so nothing is drawn or shown on the way; worked out on a copy of the game,
    through the rules' legal actions."""
    trial = game.clone()
    run: list[Action] = []
    kind = None
    while len(run) < RUN_LIMIT:
        awaited = [w for w in trial.awaiting() if w.player == seat]
        if not awaited or kind not in (None, awaited[0].kind):
            break
        kind = awaited[0].kind
        plants = [a for a in trial.legal_actions(seat) if isinstance(a, Plant)]
        if not plants or any(a.enchant for a in plants):  # (a spell's way out is a choice)
            break
        fields = trial.view(seat).seats[seat].fields
        if len(plants) > 1 and (len({a.card for a in plants}) < len(plants)
                                or any(not fields[a.field].count for a in plants)):
            break  # a card with two places, or one on an empty field another might take
        trial.apply(plants[0])
        run.append(plants[0])
    return run


def planting_together(game: Game, seat: int, first: Plant) -> list[Action]:
    """The plantings of ``first``'s card and every other card of its variety lying beside
    ``seat``'s fields (or turned up, for the active player) on ``first``'s field, one after
    another (three Stink Beans received cost three keys for one field, play-test); empty
    unless there are two or more and each is legal in turn, the decision staying the same
    (nothing is drawn or shown on the way: worked out on a copy of the game)."""
    view = game.view(seat)
    if first.enchant or not any(w.player == seat and w.kind == "plant_aside"
                                for w in view.awaiting):
        return []
    bean = BEAN_OF[first.card]
    # (the active player's turned-up cards too: two Chili Beans turned up were two keys)
    lying = [*view.seats[seat].aside, *(view.turned_up if seat == view.active else [])]
    alike = [first.card] + [x.id for x in lying if x.id != first.card and BEAN_OF[x.id] is bean]
    if len(alike) < 2:
        return []
    trial = game.clone()
    run: list[Action] = []
    for card in alike:
        plant = Plant(seat, card, first.field)
        if (plant not in trial.legal_actions(seat)
                or not any(w.player == seat and w.kind == "plant_aside"
                           for w in trial.awaiting())):
            return []
        trial.apply(plant)
        run.append(plant)
    return run


def ahead(why: str) -> str:
    """``revealed``'s reason ``why`` (untranslated) as said before the move is made, in the
    language in use: "the coins it pays are turned face up", not "a coin was revealed"."""
    return _(_AHEAD.get(why, why))


def undo_span(log: list[Action], seat: int) -> int:
    """How many actions at the end of ``log`` form ``seat``'s last decision: one (an offer
    is one action too), or none if the last action is somebody else's."""
    return 1 if log and log[-1].player == seat else 0


#: how many positions before the last actions a session keeps for ``can_undo``
_KEEP = 64


class CannotUndo(ValueError):
    """``Session.undo`` was asked for an undo that ``can_undo`` refuses; the message says why."""


# ------------------------------------------------------------------ session


@dataclass
class Session:
    """One game at the table.

    ``save_path`` is the file every applied action is saved to (None: no
    autosave).  A failed save does not stop the game: ``save_error`` then holds
    a message for the player, and the next action tries again.
    """

    game: Game
    seats: list[SeatConfig]
    save_path: Path | None = None

    @classmethod
    def new(cls, seats: list[SeatConfig], seed: int, *, variant: str = CHOOSABLE[0],
            autosave: bool = True, save_now: bool = True) -> Session:
        """Deal a new game.  With ``autosave`` it is saved at once (and after every action)
        to a new file in ``persistence.saves_dir()``; with ``save_now=False`` the first save
        (and the choice of its file) is left to whoever opens the table (``save_due``), after
        its first frame: the save format takes a while to load, and a game nobody has moved
        in yet is only a fresh deal."""
        game = new_game([s.name for s in seats], seed, variant)
        session = cls(game, seats)
        session._replayable = True
        if not autosave:
            return session
        if save_now:
            from .persistence import new_save_path

            session.save_path = new_save_path()
            session.autosave()
        else:
            session.save_due = True
        return session

    def take_pace(self, bot_delay: float | None,
                  offer_wait: float | None) -> tuple[float, float | None]:
        """The computer players' pace to play at: ``bot_delay`` and ``offer_wait`` as
        chosen now (None: not chosen; a choice is kept for this game), else as chosen for
        this game before (a resumed game went on at the default pace, play-test), else
        the defaults (0.6 s; None: ``table_bots.OFFER_WINDOW``).  A choice is saved with
        the next move (opening a game does not write its file)."""
        for key, value in (("bot_delay", bot_delay), ("offer_wait", offer_wait)):
            if value is not None:
                self.pace[key] = value
        return self.pace.get("bot_delay", BOT_DELAY), self.pace.get("offer_wait")

    def __post_init__(self) -> None:
        #: the computer players, made on first use (``_bot``): importing one's module takes
        #: a while, and the table's first frame does not need it
        self._bots: dict = {}
        #: saved memories of computer players not made yet, by seat (``bot_memory``)
        self._bot_memory: dict[int, dict] = {}
        #: how many of the game's events each person has seen at the keyboard, by seat:
        #: their curtain tells what came after (saved, so that a resumed game still can)
        self.seen: dict[int, int] = {}
        #: whether ``seen`` is known for the whole game (not for a file saved before it
        #: was kept, nor for a hand-built position with a log)
        self.seen_known = not self.game.log
        #: the events that a computer player standing in for someone away made, by event
        #: index: the seat it played for (the log says so; saved, as ``seen``)
        self.stood_in: dict[int, int] = {}
        #: the computer players' pace chosen for this game (``bot_delay``, ``offer_wait``,
        #: as on the command line; only those chosen): saved, so that a resumed game goes
        #: on at it (``take_pace``)
        self.pace: dict[str, float] = {}
        self.save_error: str | None = None
        #: the new game has not been written yet (see ``new``); any save clears it
        self.save_due = False
        #: identity of the save file as this session last wrote or read it (see ``autosave``)
        self._stamp: tuple[int, int] | None = None
        #: None: not yet checked that seed + log reproduce the game (builder positions don't)
        self._replayable: bool | None = None
        #: ``can_undo``'s answers by seat, for the game as it is (``_undo_key``)
        self._undo_key: tuple | None = None
        self._undo_answers: dict[int, tuple[bool, str]] = {}
        #: the game before each of the last actions, by log length: what undo compares
        self._before: dict[int, Game] = {}
        #: the moves the save file holds (the log as last saved) and the turn they reach;
        #: None: nothing of this game has been saved
        self._saved_log: list[Action] | None = None
        self._saved_turn = 0
        #: called (without arguments) after every change of the game, an action or an undo,
        #: once it is saved: a hosted game tells the other terminals (``excalibohn_tui.host``)
        self.listeners: list[Callable[[], None]] = []

    def _changed(self) -> None:
        for listener in list(self.listeners):
            listener()

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].is_human

    def log_lines(self, viewer: int | None, start: int = 0) -> list[str]:
        """The game log from event ``start`` on, in words, for ``viewer``: each move made
        for someone away (by a computer player standing in, or an offer counted as refused)
        says so (coming back, they read which moves were not theirs)."""
        lines = self.game.events_for(viewer, start)
        if not self.stood_in:
            return lines
        names = [seat.name for seat in self.seats]
        return [line if (p := self.stood_in.get(i)) is None else
                _("{line} (made for {name}, who was away)").format(line=line, name=names[p])
                for i, line in enumerate(lines, start)]

    def _bot(self, seat: int):
        """The computer player at ``seat`` (a seat that is not human)."""
        bot = self._bots.get(seat)
        if bot is None:
            kind = self.seats[seat].kind
            bot = self._bots[seat] = FACTORIES[kind](self.game.state.seed * 31 + seat)
            if hasattr(bot, "people"):
                bot.people = frozenset(q for q in range(len(self.seats)) if self.is_human(q))
            memory = self._bot_memory.pop(seat, None)
            if memory is not None and hasattr(bot, "restore"):
                bot.restore(memory)
        return bot

    def bot_memory(self) -> dict[int, dict]:
        """What the computer players remember (their random state), by seat, for the save
        file: a resumed game goes on as the uninterrupted one would."""
        out = dict(self._bot_memory)
        for seat, bot in self._bots.items():
            if hasattr(bot, "memory"):
                out[seat] = bot.memory()
        return out

    def apply(self, action: Action, stand_in: bool = False) -> list[Event]:
        """Apply a seat's action (raises ``rules.IllegalAction`` and changes nothing if illegal),
        then save the game.  ``stand_in``: a computer player made it for someone away."""
        before = self.game.clone()
        events = self.game.apply(action)
        first = len(self.game.events) - len(events)
        own = [first + k for k, e in enumerate(events) if e.by == action.player]
        if stand_in:  # (its move's events, not what followed as the game ran on)
            self.stood_in.update(dict.fromkeys(own, action.player))
        elif own and self.seen.get(action.player, -1) >= first:
            # one's own move, made having seen all before it, is no news on one's next
            # curtain ("Since Cem last had the keyboard: Cem counters Ben's offer",
            # play-test); what followed it by itself (the next player's turn) still is,
            # and so is all of it for a move made for them with nothing else to do
            self.seen[action.player] = own[-1] + 1
        n = len(before.log)
        self._before[n] = before
        self._before.pop(n - _KEEP, None)
        self.autosave()
        self._changed()
        return events

    def next_bot_action(self) -> Action | None:
        """The action of the first awaited computer player, if a computer player is awaited.

        Before that, a computer player that is not awaited may interject a harvest."""
        waiting = self.game.awaiting()
        awaited = {w.player for w in waiting}
        for p, seat in enumerate(self.seats):
            if seat.is_human:
                continue
            interject = getattr(self._bot(p), "interject", None)
            if p not in awaited and interject is not None and waiting:
                extra = interject(self.game, p)
                if extra is not None:
                    return extra
        for w in waiting:
            if not self.is_human(w.player):
                return self._bot(w.player).choose(self.game, w.player)
        return None

    # ------------------------------------------------------------- saving

    def autosave(self) -> None:
        """Save to ``save_path`` (atomically); a failure is kept in ``save_error``, not raised."""
        from .persistence import SaveError, file_stamp, new_save_path, write_save

        if self.save_path is None and self.save_due:  # a new game's first save (see ``new``)
            self.save_path = new_save_path()
        if self.save_path is None:
            return
        self.save_due = False

        if self._stamp is not None and file_stamp(self.save_path) not in (None, self._stamp):
            # Another window resumed the same game and saved its own moves there since:
            # go on in a new file rather than overwrite them, so both games are kept.
            self.save_path = new_save_path()
        try:
            write_save(self, self.save_path)
        except SaveError as e:
            self.save_error = f"{e} " + _("Play goes on; the next move tries to save again.")
        else:
            self.save_error = None
            self._stamp = file_stamp(self.save_path)
            self.mark_saved()

    def mark_saved(self) -> None:
        """The save file holds the game as it is now (just written, or just read)."""
        self._saved_log = list(self.game.log)
        self._saved_turn = self.game.state.turn

    def unsaved(self) -> str | None:
        """What leaving now would lose, in words for the players; None when the save file
        holds the game as it is."""
        if self.save_path is None and not self.save_due:
            return _("This game is not being saved: leaving ends it.")
        if self.save_error is None and not self.save_due:
            return None
        log = self.game.log
        if self._saved_log is None:
            if not log:
                return _("This new game has not been saved yet: leaving ends it.")
            return ngettext("Nothing of this game is saved: its one move would be lost.",
                            "Nothing of this game is saved: all its {n} moves would be lost.",
                            len(log)).format(n=len(log))
        kept = 0
        for a, b in zip(self._saved_log, log, strict=False):
            if a != b:
                break
            kept += 1
        lost, undone = len(log) - kept, len(self._saved_log) - kept
        if lost:
            return ngettext("The last move since turn {turn} is not saved.",
                            "The last {n} moves since turn {turn} are not saved.", lost).format(
                                n=lost, turn=self._saved_turn)
        if undone:
            return ngettext("The undo is not saved: the saved game still has {n} more move.",
                            "The undo is not saved: the saved game still has {n} more moves.",
                            undone).format(n=undone)
        return None

    def save_as(self, path: str | Path) -> Path:
        """Write a named copy of the game to ``path`` (atomically; an existing file there is
        replaced).  Raises ``persistence.SaveError`` with a message for the player."""
        from .persistence import copy_target, write_save

        path = copy_target(path)
        write_save(self, path)
        return path

    # --------------------------------------------------------------- undo

    def can_undo(self, seat: int) -> tuple[bool, str]:
        """Whether ``seat`` may take back their last decision now, and why (not) in words.

        Allowed for a human whose decision is the last thing that happened and
        revealed nothing hidden (see ``revealed``).  Computer players never undo.
        """
        if not 0 <= seat < len(self.seats):
            return False, _("There is no seat {n}.").format(n=seat)
        # (asked for the key bar each time it is drawn, for the viewer and for whoever
        # decided last: a resumed game's answer replays it from the deal)
        log = self.game.log
        key = (id(self.game), len(log), log[-1] if log else None, language())
        if key != self._undo_key:
            self._undo_answers = {}
            self._undo_key = key
        if seat not in self._undo_answers:
            self._undo_answers[seat] = self._check_undo(seat)
        return self._undo_answers[seat]

    def _check_undo(self, seat: int) -> tuple[bool, str]:
        game = self.game
        name = self.seats[seat].name
        if not self.is_human(seat):
            return False, _("Computer players never undo.")
        if game.finished:
            return False, _("The game is over: nothing can be taken back.")
        log = game.log
        if not log:
            return False, _("Nothing to undo: no decision has been made yet.")
        last = log[-1].player
        if last != seat:
            # (said so whether or not this seat has decided anything yet: at the start of
            # their turn "Ann's earlier decisions" named decisions she had not made)
            if not self.is_human(last):  # ("by the one who made it", where a person's
                # step may be asked back of them at the table: play-test)
                return False, _("Only the last decision can be taken back, and a computer "
                                "player's is not: {last} decided last.").format(
                                    last=self.seats[last].name)
            return False, _("Only the last decision can be taken back, by the one who made "
                            "it: {last} decided last.").format(last=self.seats[last].name)
        if not self._check_replayable():
            return False, _("This position was set up by hand, so it cannot be wound back.")
        k = undo_span(log, seat)
        n = len(log)
        if (all(i in self._before for i in range(n - k, n))
                and self._before[n - k].log == log[:n - k]):
            positions = [self._before[i] for i in range(n - k, n)]
        else:  # a resumed game: wind back from the deal
            s = game.state
            step = Game.replay([x.name for x in s.seats], s.seed, log[:-k], s.variant,
                               s.edition)
            positions = []
            for action in log[-k:]:
                positions.append(step.clone())
                step.apply(action)
        for position, action in zip(positions, log[-k:], strict=True):
            why = revealed(position, action)
            if why:
                return False, _("No undo: since {name}'s last decision {why}.").format(
                    name=name, why=_(why))
            partner = self._dealt_with(position, action, seat)
            if partner is not None:
                return False, _("No undo: the deal with {partner} is done; both of you "
                                "agreed to it.").format(partner=self.seats[partner].name)
        if log[-1].kind in ("offer", "counter_offer"):
            return True, _("{name} may take back their last offer.").format(name=name)
        return True, _("{name} may take back their last decision.").format(name=name)

    def _dealt_with(self, before: Game, action: Action, seat: int) -> int | None:
        """The other person of a trade or gift that ``action`` closed, if any.  Ruling:
        a deal two people agreed to is not taken back by one of them (play-tests: an
        accepted trade undone, the other party never told); with a computer player it
        may be."""
        for e in before.clone().apply(action):
            if e.kind in ("trade", "gift"):
                other = e.data["partner"] if e.data["player"] == seat else e.data["player"]
                if isinstance(other, int) and other != seat and self.is_human(other):
                    return other
        return None

    def replayable(self) -> bool:
        """Whether the game is dealt again from its seed by its moves (not a position
        built by hand)."""
        return self._check_replayable()

    def _check_replayable(self) -> bool:
        if self._replayable is None:
            s = self.game.state
            try:
                again = Game.replay([x.name for x in s.seats], s.seed, self.game.log,
                                    s.variant, s.edition)
                self._replayable = again.state == s
            except Exception:  # a hand-made position: its log does not start from a deal
                self._replayable = False
        return self._replayable

    def undo(self, seat: int) -> list[Action]:
        """Take back ``seat``'s last decision (see ``can_undo``), save, and return the
        actions taken back.  Raises ``CannotUndo`` with the reason when not allowed.

        The game is replayed from its seed without those actions, so
        ``self.game`` is a new object afterwards and its event list is shorter.
        """
        ok, why = self.can_undo(seat)
        if not ok:
            raise CannotUndo(why)
        log = self.game.log
        k = undo_span(log, seat)
        s = self.game.state
        # replayed rather than copied from ``_before``, so that the event log is whole again
        self.game = Game.replay([x.name for x in s.seats], s.seed, log[:-k], s.variant,
                               s.edition)
        for i in range(len(log) - k, len(log)):
            self._before.pop(i, None)
        shown = len(self.game.events)
        self.stood_in = {i: p for i, p in self.stood_in.items() if i < shown}
        # what each person has seen ends where the game now does: the events that come
        # next take the places of those taken back, and a recap from beyond them left the
        # first of the new ones out (play-test: "Since Ann last had the keyboard" lacked
        # the offer made after an undo)
        self.seen = {p: min(n, shown) for p, n in self.seen.items()}
        self._undo_key = None
        undone = log[-k:]
        self.autosave()
        self._changed()
        return undone
