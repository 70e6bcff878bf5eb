"""The table: one game, passed around one keyboard.

The screen holds no game state.  It keeps only *whose view is on screen*
(``viewer``, None for the public view) and *which human last had the
keyboard*; everything else is read from the session after every action.

Privacy: a human's private view is shown only after a curtain whenever the
previous private view on screen was someone else's.  While computer players
act, the public view is shown.
"""

from __future__ import annotations

import contextlib
import time

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container, VerticalScroll
from textual.reactive import reactive
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from rules import (
    Action,
    CounterStart,
    DraftAsk,
    DraftCancel,
    DraftGive,
    DraftSend,
    Harvest,
    IllegalAction,
    OfferStart,
    View,
)
from rules.events import Event

from ..choices import Choice, any_time_choices, choices
from ..dialogs.choice import ChoiceDialog, ConfirmDialog, LogDialog, MessageDialog
from ..session import Session
from ..text import (
    card_details,
    card_word,
    describe,
    field_name,
    harvest_words,
    offer_words,
    opening_words,
    plural,
    protected_reason,
    short,
    variant_prompt,
)
from ..widgets.board import Board
from ..widgets.hand import Hand
from ..widgets.keybar import KeyBar
from ..widgets.log import LogPanel
from ..widgets.status import TableStatus, awaited_words
from .curtain import CurtainScreen, log_text

#: log lines written at once when the view changes hands (about a screen of the log
#: panel; `l` shows the whole log): each is wrapped and rendered when written, and the
#: view changes hands at every curtain
LOG_LINES = 40
#: the name under which the curtain is installed: one screen, kept and prepared again
CURTAIN = "curtain"
ATTACK_KINDS = frozenset({"sword", "reveal", "loot", "counter", "choose_coin", "attack_none"})
MEAN_KINDS = frozenset({"mean", "mean_loss"})
FOLLOW_KINDS = frozenset({"nothing", "steal", "tuck", "plant", "activate"})


def prompt_text(view: View) -> Text:
    """What the viewer is asked, with the details they need to answer."""
    me = view.viewer
    d = view.decision
    t = Text()
    if view.result is not None:
        return Text("The game is over.")
    mine = me is not None and any(w.player == me for w in view.awaiting)
    if not mine or d is None:
        t.append(awaited_words(view), style="italic")
        return t
    special = variant_prompt(view)  # decisions of the other games of the rulebooks
    if special is not None:
        return special
    hand = view.hand or []
    kind = d.kind
    if kind in ("plant_front", "plant_second", "flow", "fellow_plant") and hand:
        verb = "must" if kind in ("plant_front",) or (kind == "fellow_plant"
                                                    and me != view.active) else "may"
        t.append(f"You {verb} plant your front card, the ")
        t.append(card_word(hand[0].id), style="bold")
        t.append(".")
        fields = view.seats[me].fields
        if not any(f.bean is None or f.bean == hand[0].bean for f in fields):
            t.append(" It fits none of your fields: harvest one first.", style="italic")
    elif kind == "tuck_or_plant" and d.card is not None:
        t.append("Tuck the ")
        t.append(card_word(d.card.id), style="bold")
        t.append(" behind your hand, or plant it.")
    elif kind == "choose_coin":
        t.append("The Attack Spell shows two coins: ")
        t.append(" and ".join(card_word(c.id) for c in d.coins), style="bold")
        t.append(". Choose the one that counts.")
    elif kind == "respond" and view.trade is not None and view.trade.give is not None:
        t.append(f"{view.seats[view.active].name} offers: ", style="bold")
        t.append(offer_words([c.id for c in view.trade.give], view.trade.ask or []))
    elif kind == "conclude" and view.trade is not None:
        t.append("Answers to your offer:\n", style="bold")
        said = {"accept": "accepts", "refuse": "refuses", "counter": "counters:"}
        for q, a in view.trade.answers.items():
            line = f"  {view.seats[q].name} {said.get(a.status, a.status)}"
            if a.status == "counter":
                line += " " + offer_words([c.id for c in a.give], a.ask)
            t.append(line + "\n")
    elif kind == "plant_aside":
        t.append("Plant the cards lying beside your fields", style="bold")
        if me == view.active and view.turned_up:
            t.append(" and the turned-up cards")
        t.append(", in the order you like.")
    elif kind == "trading":
        t.append("Trading: offer turned-up or hand cards to a fellow player or to all, "
                 "ask for varieties, or give cards away. End trading when you are done.")
    elif kind == "magic":
        t.append("Phase 1b: use your bean abilities and spells, in any order, or go on.")
    elif kind == "activate":
        t.append(f"Turn up to {d.remaining} spell card{'s' if d.remaining != 1 else ''} "
                 "face up.")
    else:
        t.append(awaited_words(view))
    return t


class TableScreen(Screen[None]):
    BINDINGS = [
        Binding("h", "harvest", "Harvest"),
        Binding("l", "log", "Log"),
        Binding("u", "undo", "Undo"),
        Binding("w", "save_as", "Save as"),
        Binding("question_mark", "help", "Help"),
        *[Binding(str(k), f"pick({k - 1})", f"choice {k}", show=False) for k in range(1, 10)],
    ]

    compact: reactive[bool] = reactive(False)

    def __init__(self, session: Session, bot_delay: float = 0.6) -> None:
        super().__init__()
        self.session = session
        self.bot_delay = bot_delay
        #: whose private view is on screen (None: the public view)
        self.viewer: int | None = None
        #: the human who last had their private view on screen
        self.last_human: int | None = None
        self._choices: list[Choice] = []
        self._bot_timer: Timer | None = None
        self._log_viewer: int | None | str = "none yet"
        self._log_count = 0
        self._busy = False  # a dialog sequence of ours is under way
        self._thinking = False  # a computer player is deciding in a thread
        self._save_error_told: str | None = None  # the autosave failure last told
        #: how many events each human had seen when they last had their view on screen
        self._seen: dict[int, int] = {}
        #: the view just drawn as the curtain lifted: the next ``show`` of it is skipped
        self._fresh: tuple | None = None

    # ------------------------------------------------------------- layout

    def compose(self) -> ComposeResult:
        yield TableStatus(id="status")
        # one grid, no nested columns: every container is drawn in full at every new
        # layout, even where its children cover it
        with Container(id="main"):
            with VerticalScroll(id="board-scroll"):
                yield Board(id="board")
            yield LogPanel(id="log")
            yield Hand(id="hand")
            yield Static(id="prompt")
            yield OptionList(id="choices")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#log", LogPanel).border_title = "Game log"
        self._fit()
        if getattr(self.session, "save_due", False):  # a new game: saved after the first frame
            self.call_after_refresh(self.session.autosave)
        game = self.session.game
        if not game.log and any(e.kind == "setup" for e in game.events):
            self.show(None)
            # after the first frame, so that the table appears as fast as it can
            self.call_after_refresh(
                self.app.push_screen,
                MessageDialog("A new game", opening_words(game.public_view())),
                lambda _: self.advance())
        else:
            self.advance()

    def on_resize(self) -> None:
        self._fit()

    def _fit(self) -> None:
        w, h = self.app.size
        self.compact = w < 96 or h < 28
        self.set_class(self.compact, "compact")
        board = self.query_one(Board)
        board.compact = w < 130  # the short field texts, unless the left column is wide
        board.spaced = h >= 40
        # the log takes a third of the width, at least 36 columns (set here: the grid's
        # columns know no minimum)
        self.query_one("#main").styles.grid_columns = (
            "1fr" if self.compact else f"1fr {max(36, w // 3)}")

    # --------------------------------------------------------- rendering

    def show(self, viewer: int | None, covered: bool = False) -> None:
        """Draw the table as ``viewer`` may see it (None: the public view).  ``covered``:
        a curtain is about to cover the table: only the public status line stays, the rest
        is hidden and emptied (the next viewer's table is drawn when the curtain lifts)."""
        fresh, self._fresh = self._fresh, None
        if not covered and fresh is not None and fresh == self._show_key(viewer):
            return  # drawn just now, as the curtain lifted, and nothing happened since
        self.viewer = viewer
        game = self.session.game
        main = self.query_one("#main")
        if covered:
            # Nobody sees the table behind the curtain, but a dialog (a harvest from the
            # curtain) may lie over it: the board, the hand, the choices and the log are
            # hidden, not redrawn (the next viewer's table is drawn once, when it lifts).
            self._choices = []
            status = self.query_one(TableStatus)
            status.last = ""
            status.view = game.public_view()
            main.display = False
            self.query_one("#log", LogPanel).clear()
            self._log_viewer = "covered"
            return
        main.display = True
        if viewer is not None:
            self._seen[viewer] = len(game.events)
        view = game.view(viewer)
        status = self.query_one(TableStatus)
        lines = game.events_for(viewer, max(0, len(game.events) - 1))
        status.last = lines[-1] if (lines and self.compact) else ""
        status.view = view
        self.query_one(Board).view = view
        hand = self.query_one(Hand)
        hand.display = viewer is not None
        hand.cards = view.hand if viewer is not None else None
        self._update_log(viewer)
        prompt = self.query_one("#prompt", Static)
        options = self.query_one("#choices", OptionList)
        if viewer is None:
            self._choices = []
            text = Text(awaited_words(view), style="italic")
            if any(not self.session.is_human(w.player) for w in game.awaiting()):
                text.append("\n(computer players are at work)", style="dim")
            prompt.update(text)
            options.clear_options()
            options.display = False
            return
        self._choices = choices(view, game.legal_actions(viewer))
        awaited = any(w.player == viewer for w in game.awaiting())
        if not awaited:
            self._choices = []
        prompt.update(prompt_text(view))
        options.clear_options()
        options.add_options([
            Option(Text(f"{k + 1 if k < 9 else ' '} ", style="bold") + Text(c.label),
                   id=f"o{k}", disabled=c.disabled)
            for k, c in enumerate(self._choices)
        ])
        options.display = bool(self._choices)
        if self._choices:
            options.highlighted = next((k for k, c in enumerate(self._choices)
                                        if not c.disabled), 0)
            options.focus()

    def _show_key(self, viewer: int | None) -> tuple:
        """What ``show`` draws depends on: the viewer and the game's moves so far."""
        game = self.session.game
        return (viewer, id(game), len(game.log), len(game.events))

    def _update_log(self, viewer: int | None) -> None:
        log = self.query_one("#log", LogPanel)
        game = self.session.game
        if viewer != self._log_viewer or self._log_count > len(game.events):
            log.clear()
            self._log_viewer = viewer
            # a new viewer gets the recent past at once; `l` shows more
            self._log_count = max(0, len(game.events) - LOG_LINES)
        lines = game.events_for(viewer, self._log_count)
        if lines:
            log.write(log_text(lines))
        self._log_count = len(game.events)

    # ------------------------------------------------------ the driver

    def advance(self) -> None:
        """Decide what the table shows next: a computer player's step, a curtain, or a
        human's choices.  Called after every action and whenever a dialog closes."""
        self._tell_save_error()
        if (self._bot_timer is not None or self._busy or self._thinking
                or self.app.screen is not self):
            return
        game = self.session.game
        if game.finished:
            self.show(None)
            self.app.show_end(self.session)
            return
        awaited = game.awaiting()
        if self.bot_delay > 0 and awaited and not any(
                self.session.is_human(w.player) for w in awaited):
            # only computer players are awaited: they think in a thread, so that the
            # screen stays alive while a searching player takes its time
            self.show(None)
            self._thinking = True
            self._think(len(game.log))
            return
        action = self.session.next_bot_action()
        if action is not None and self.bot_delay <= 0:
            # instant computer players (tests, demos): many steps, then one paint
            for _ in range(100):
                try:
                    self.session.apply(action)
                except Exception as err:
                    self.app.notify(f"A computer player tried something illegal and stopped: "
                                    f"{err}", severity="error", timeout=10, markup=False)
                    return
                action = self.session.next_bot_action()
                if action is None or game.finished:
                    break
        if action is not None:
            self.show(None)
            mark = len(game.log)
            # composing an offer is not seen by anyone until it is sent: no pause for it
            quiet = isinstance(action, OfferStart | CounterStart | DraftGive | DraftAsk)
            delay = 0.001 if quiet else max(self.bot_delay, 0.001)
            self._bot_timer = self.set_timer(delay, lambda: self._bot_step(action, mark))
            return
        if game.finished:
            self.show(None)
            self.app.show_end(self.session)
            return
        humans = [w.player for w in game.awaiting()]
        if not humans:
            self.show(self.viewer)
            return
        if self.viewer in humans:
            p = self.viewer
        elif self.last_human in humans:
            p = self.last_human
        else:
            p = humans[0]
        assert p is not None
        single = sum(self.session.is_human(q) for q in range(len(game.state.seats))) == 1
        if p != self.last_human and not single:
            self._curtain(p, self._why(p), then=lambda: self.show(p))
        else:
            self.show(p)

    @work(thread=True, exclusive=True, group="bot")
    def _think(self, mark: int) -> None:
        """A computer player's decision, worked out beside the screen.  Nobody else can
        change the game meanwhile: only computer players are awaited, and harvesting
        waits until the decision is made."""
        started = time.monotonic()
        action: Action | None = None
        error: str | None = None
        try:
            action = self.session.next_bot_action()
        except Exception as err:  # a computer player's mistake must not end the evening
            error = str(err)
        # RuntimeError: the app closed while the computer player was thinking
        with contextlib.suppress(RuntimeError):
            self.app.call_from_thread(self._thought, action, mark,
                                      time.monotonic() - started, error)

    def _thought(self, action: Action | None, mark: int, spent: float,
                 error: str | None) -> None:
        self._thinking = False
        if error is not None:
            self.app.notify(f"A computer player could not decide and stopped: {error}",
                            severity="error", timeout=10, markup=False)
            return
        if action is None or len(self.session.game.log) != mark:
            self.advance()
            return
        quiet = isinstance(action, OfferStart | CounterStart | DraftGive | DraftAsk)
        delay = 0.001 if quiet else max(self.bot_delay - spent, 0.001)
        self._bot_timer = self.set_timer(delay, lambda: self._bot_step(action, mark))

    def _tell_save_error(self) -> None:
        """A failed autosave is told once (not after every move), and so is its end; the
        status line says what is not saved for as long as saving fails."""
        error = getattr(self.session, "save_error", None)
        self.query_one(TableStatus).alert = self._save_alert()
        if error == self._save_error_told:
            return
        if error is not None:
            self.app.notify(error + " To keep a copy elsewhere meanwhile, press w.",
                            title="The game is not being saved", severity="error",
                            timeout=20, markup=False)
        elif self._save_error_told is not None:
            self.app.notify("The game is saved after every move again.", title="Saved",
                            timeout=6)
        self._save_error_told = error

    def _save_alert(self) -> str:
        """The status line's warning while saving fails (what is not saved), or ""."""
        if getattr(self.session, "save_error", None) is None:
            return ""
        lost = self.session.unsaved()
        if not lost:
            return ""
        return f"NOT SAVED: {lost[0].lower()}{lost[1:]} Press w to save a copy elsewhere."

    def _why(self, p: int) -> str:
        for w in self.session.game.awaiting():
            if w.player == p:
                return w.text + "."
        return ""

    def _hand_on(self) -> None:
        """The keyboard is being handed on (a curtain goes up): from now on nobody has it
        until the person the curtain names lifts it; what was told to the player before
        (notifications) goes with them."""
        self.last_human = None
        self.app.clear_notifications()

    def _curtain(self, p: int, why: str, then) -> None:
        self.show(None, covered=True)
        self._hand_on()
        name = self.session.game.state.seats[p].name

        def before_reveal() -> None:
            # the player's view is drawn while the curtain still covers the screen (no
            # frame is painted in between) and the table is laid out once when it comes
            # back: otherwise Textual paints the emptied table first and lays it out after
            self.last_human = p
            then()
            self._fresh = self._show_key(self.viewer)
            self.refresh(layout=True)

        def revealed(result: str | None) -> None:
            if result == "harvest":  # somebody else harvests first; the curtain comes back
                self.action_harvest()
                return
            if self.last_human != p:  # not lifted by Enter (no view drawn yet)
                self.last_human = p
                then()
            self.advance()

        game = self.session.game
        since = game.events_for(None, max(self._seen.get(p, 0), len(game.events) - 40))
        public = game.public_view()
        alert = self._save_alert()  # a failing save stays in sight on the curtain too
        if self.app.is_screen_installed(CURTAIN):  # one curtain, prepared again for each raise
            curtain = self.app.get_screen(CURTAIN)
            assert isinstance(curtain, CurtainScreen)
            curtain.prepare(name, why, public, harvest=True, since=since,
                            before_reveal=before_reveal, alert=alert)
        else:
            curtain = CurtainScreen(name, why, public, harvest=True, since=since,
                                    before_reveal=before_reveal, alert=alert)
            self.app.install_screen(curtain, CURTAIN)
        self.app.push_screen(curtain, revealed)

    def _bot_step(self, action: Action, mark: int) -> None:
        self._bot_timer = None
        game = self.session.game
        if len(game.log) != mark:  # a human harvested meanwhile: ask the bot again
            self.advance()
            return
        if self.app.screen is not self or self._busy:
            # a dialog is open (help, a harvest): try again once it is closed
            self._bot_timer = self.set_timer(max(self.bot_delay, 0.05),
                                             lambda: self._bot_step(action, mark))
            return
        try:
            events = self.session.apply(action)
        except Exception as err:  # a computer player's mistake must not end the evening
            self.app.notify(f"A computer player tried something illegal and stopped: {err}",
                            severity="error", timeout=10, markup=False)
            return
        self._after(events, action.player)

    def submit(self, actions: list[Action]) -> bool:
        """Apply the viewer's actions in order; on a rule's objection, tell and stop."""
        for a in actions:
            try:
                events = self.session.apply(a)
            except IllegalAction as err:
                self.app.notify(str(err), title="Not allowed", severity="warning", timeout=8,
                                markup=False)
                self._cancel_draft(a.player)
                self.show(self.viewer)
                return False
            self._after(events, a.player, advance=False)
        self.advance()
        return True

    def _cancel_draft(self, me: int) -> None:
        """Leave an offer half composed by a refused step (nothing was sent)."""
        cancel = DraftCancel(me)
        if self.session.game.is_legal(cancel):
            self.session.apply(cancel)

    def _after(self, events: list[Event], actor: int, advance: bool = True) -> None:
        """Show the course of attacks and Mean Beans, then go on."""
        kinds = {e.kind for e in events}
        title = None
        if kinds & ATTACK_KINDS:
            title = "Sword Bean attack"
        elif kinds & MEAN_KINDS:
            title = "Mean Bean"
        if title is None:
            if advance:
                self.advance()
            return
        lines = Text()
        for e in events:
            if e.kind in ATTACK_KINDS | MEAN_KINDS | FOLLOW_KINDS:
                lines.append("\u2022 " + e.text_for(self.viewer) + "\n")
                if e.kind in ("sword", "counter"):
                    target = e.data.get("target")
                    if isinstance(target, int):
                        n = self.session.game.state.seats[target].coins
                        lines.append(f"  {self.session.game.state.seats[target].name}'s "
                                     f"coin pile ({plural(len(n), 'coin')}) is shuffled face "
                                     "down: " + "\u25ae" * len(n) + "\n", style="dim")
        self.show(self.viewer)
        human = self.session.is_human(actor)
        if not human and self.bot_delay <= 0:
            if advance:
                self.advance()
            return
        timeout = None if human else max(2.0, 5 * self.bot_delay)
        self.app.push_screen(MessageDialog(title, lines, timeout=timeout),
                             lambda _: self.advance())

    # ------------------------------------------------------- choosing

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_pick(int(event.option.id[1:]))

    def action_pick(self, k: int) -> None:
        if self.viewer is None or not 0 <= k < len(self._choices):
            return
        c = self._choices[k]
        if c.disabled:
            return
        if c.kind == "apply":
            self.submit(c.actions)
        else:
            self.run_dialog(c)

    @work(exclusive=True)
    async def run_dialog(self, c: Choice) -> None:
        me = self.viewer
        if me is None:
            return
        view = self.session.game.view(me)
        self._busy = True
        try:
            actions = await self._dialog_actions(c, view, me)
        finally:
            self._busy = False
        if actions:
            self.submit(actions)
        else:
            self.show(me)
            self.advance()

    async def _dialog_actions(self, c: Choice, view: View, me: int) -> list[Action]:
        app = self.app
        if c.kind == "pick":  # one of several actions, in words (e.g. a sacrifice)
            k = await app.push_screen_wait(ChoiceDialog(
                c.title, [describe(a, view) for a in c.actions]))
            return [] if k is None else [c.actions[k]]
        if c.kind in ("accept", "swap", "retuck"):
            if c.kind == "retuck":
                hand = view.hand or []
                src = await app.push_screen_wait(ChoiceDialog(
                    "Re-tuck: which card moves?",
                    [f"Place {k + 1}: {card_word(x.id)}" for k, x in enumerate(hand)]))
                if src is None:
                    return []
                moves = [a for a in c.actions if a.src == src]
                dst = await app.push_screen_wait(ChoiceDialog(
                    f"Re-tuck: where does the {card_word(hand[src].id)} go?",
                    [f"To place {a.dst + 1}" for a in moves]))
                return [] if dst is None else [moves[dst]]
            title = ("Accept: which of your cards do you hand over?" if c.kind == "accept"
                     else "Spell Card Swap: whose face-down spell do you take?")
            k = await app.push_screen_wait(ChoiceDialog(
                title, [describe(a, view) for a in c.actions]))
            return [] if k is None else [c.actions[k]]
        if c.kind == "offer":
            return await self._compose_offer(c, view, me)
        if c.kind == "counter":
            return await self._compose_counter(view, me)
        return []

    async def _compose_offer(self, c: Choice, view: View, me: int) -> list[Action]:
        partners: list[tuple[tuple[int, ...], str]] = []
        for a in c.actions:
            assert isinstance(a, OfferStart)
            if len(a.to) == 1:
                q = a.to[0]
                partners.append((a.to, view.seats[q].name))
            else:
                partners.append((a.to, "All"))
        cards = [(x.id, "turned up") for x in view.turned_up]
        cards += [(x.id, f"hand place {k + 1}") for k, x in enumerate(view.hand or [])]
        limit = max((view.seats[q].hand_size for q in range(len(view.seats)) if q != me),
                    default=0)
        from ..dialogs.trade import TradeDialog

        draft = await self.app.push_screen_wait(TradeDialog(
            "Your offer (a gift asks for nothing)", partners, cards, limit,
            beans=self.session.game.beans))  # the varieties of the game being played
        if draft is None:
            return []
        return self._draft_actions(me, draft, OfferStart(me, draft.to))

    async def _compose_counter(self, view: View, me: int) -> list[Action]:
        trade = view.trade
        context = ""
        if trade is not None and trade.give is not None:
            context = (f"{view.seats[view.active].name}'s offer: "
                       + offer_words([x.id for x in trade.give], trade.ask or []))
        cards = [(x.id, f"hand place {k + 1}") for k, x in enumerate(view.hand or [])]
        limit = len(view.turned_up) + view.seats[view.active].hand_size
        active = view.seats[view.active].name
        from ..dialogs.trade import TradeDialog

        draft = await self.app.push_screen_wait(TradeDialog(
            f"Your counter-offer to {active}", [((view.active,), active)], cards, limit,
            context, beans=self.session.game.beans))
        if draft is None:
            return []
        return self._draft_actions(me, draft, CounterStart(me))

    @staticmethod
    def _draft_actions(me: int, draft, start: Action) -> list[Action]:
        out: list[Action] = [start]
        out += [DraftGive(me, c) for c in draft.give]
        out += [DraftAsk(me, b) for b in draft.ask]
        out.append(DraftSend(me))
        return out

    def on_unmount(self) -> None:
        if self._bot_timer is not None:
            self._bot_timer.stop()

    # ------------------------------------------------------ keys

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "undo":
            return hasattr(self.session, "can_undo") and self.viewer is not None
        if action == "save_as":
            return hasattr(self.session, "save_as")
        return True

    @work(exclusive=True, group="harvest")
    async def action_harvest(self) -> None:
        if self._busy:
            return
        if self._thinking:
            self.app.notify("A computer player is deciding; harvest a moment later.",
                            severity="warning", timeout=3)
            return
        self._busy = True
        try:
            harvest = await self._choose_harvest()
        finally:
            self._busy = False
        if harvest is not None:
            self.submit([harvest])
        else:  # nothing harvested: back to whoever must decide (behind a curtain if needed)
            self.advance()

    async def _choose_harvest(self) -> Action | None:
        """Who harvests, behind a curtain if it is another human, and which field (or, in
        the other games of the rulebooks, another move allowed at any time)."""
        game = self.session.game
        if game.in_attack():
            self.app.notify("Nobody harvests while a Sword Bean attack is being resolved.",
                            severity="warning")
            return None
        if game.finished:
            return None
        humans = [p for p in range(len(game.state.seats)) if self.session.is_human(p)]
        if self.viewer in humans:
            humans.remove(self.viewer)
            humans.insert(0, self.viewer)
        public = game.public_view()
        who = humans[0] if len(humans) == 1 else None
        if who is None:
            # any of them may answer: nothing private stays behind the question
            if self.viewer is not None:
                self.show(None)
            labels = []
            off = set()
            for k, p in enumerate(humans):
                n = sum(1 for f in public.seats[p].fields if f.harvestable)
                labels.append(f"{public.seats[p].name}: {n} field"
                              f"{'s' if n != 1 else ''} may be harvested")
                if not n and not any_time_choices(public, game.legal_actions(p)):
                    off.add(k)
            k = await self.app.push_screen_wait(ChoiceDialog(
                "Who harvests?", labels, body="Any player may harvest their own fields "
                "at any time (not during a Sword Bean attack).", disabled=off))
            if k is None:
                return None
            who = humans[k]
        if who != self.last_human:
            name = game.state.seats[who].name
            self.show(None, covered=True)
            self._hand_on()
            await self.app.push_screen_wait(CurtainScreen(
                name, f"{name} wants to harvest a field.", game.public_view()))
            self.last_human = who
        self.show(who)
        view = game.view(who)
        labels = []
        off = set()
        for i in range(len(view.seats[who].fields)):
            reason = protected_reason(view, who, i)
            f = view.seats[who].fields[i]
            where = field_name(view, i)
            where = where[0].upper() + where[1:]
            if f.count == 0:
                labels.append(f"{where} is empty")
                off.add(i)
            elif reason:
                labels.append(f"{where} ({f.count} {short(f.bean)}): {reason}")
                off.add(i)
            else:
                labels.append(harvest_words(view, who, i))
        extras = any_time_choices(view, game.legal_actions(who))
        i = await self.app.push_screen_wait(ChoiceDialog(
            f"{game.state.seats[who].name}: which field do you harvest?"
            + (" (or another move)" if extras else ""),
            labels + [c.label for c in extras], disabled=off))
        if i is None:
            return None
        if i >= len(labels):  # buying a field, a sacrifice: no harvest
            c = extras[i - len(labels)]
            if c.kind != "pick":
                return c.actions[0]
            k = await self.app.push_screen_wait(ChoiceDialog(
                c.title, [describe(a, view) for a in c.actions]))
            return None if k is None else c.actions[k]
        ok = await self.app.push_screen_wait(ConfirmDialog(
            harvest_words(view, who, i) + "?", yes="Harvest", no="Keep it"))
        if not ok:
            return None
        return Harvest(who, i)

    def action_log(self) -> None:
        lines = self.session.game.events_for(self.viewer)
        self.app.push_screen(LogDialog("Game log (latest last)", lines))

    def action_help(self) -> None:
        self.app.action_help()

    def on_hand_details(self, event: Hand.Details) -> None:
        self.app.push_screen(MessageDialog("Card details", card_details(event.card)))

    def action_undo(self) -> None:
        s = self.session
        if self.viewer is None or not hasattr(s, "can_undo"):
            return
        ok, why = s.can_undo(self.viewer)
        if not ok:
            self.app.notify(why, title="No undo", severity="warning", markup=False)
            return
        s.undo(self.viewer)
        self._log_viewer = "reset"
        self.show(self.viewer)
        self.advance()

    @work(exclusive=True, group="save")
    async def action_save_as(self) -> None:
        from ..dialogs.path import PathDialog

        path = await self.app.push_screen_wait(PathDialog())
        if not path:
            return
        try:
            self.session.save_as(path)
        except Exception as err:
            self.app.notify(f"Could not save: {err}", severity="error", markup=False)
            return
        self.app.notify(f"Saved a copy to {path}", markup=False)

    # ----------------------------------------------- command palette

    def palette_commands(self) -> list[tuple[str, str, object]]:
        """What the palette (Ctrl+P) offers while the table is the screen in front: the
        viewer's choices (nobody's, when the public view is shown)."""
        out: list[tuple[str, str, object]] = []
        for k, c in enumerate(self._choices if self.viewer is not None else []):
            if not c.disabled:
                out.append((c.label, "a choice for the decision now",
                            lambda k=k: self.action_pick(k)))
        out.append(("Harvest a field", "any player, any time outside an attack",
                    self.action_harvest))
        out.append(("Help", "the turn, the beans and the spells", self.action_help))
        return out
