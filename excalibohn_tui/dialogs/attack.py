"""A Sword Bean attack (or a Mean Bean) as a reveal: each coin pile under attack is shown
shuffled face down, its top coin turned over, then what that coin does, each
counterattack in turn.  The steps come one after another (a short animation; with no
delay, in tests, all at once); Enter shows the rest at once, then closes.

Everything comes from the events of the attack (``rules.attacks``): a ``sword`` or
``counter`` event carries how many coins the pile held when it was shuffled, a
``reveal`` the coin turned over, a ``mean_loss`` the coin discarded.  All of it is public:
the whole table sees an attack.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.timer import Timer
from textual.widgets import Static

from rules import Event

from ..driver import ATTACK_KINDS, FOLLOW_KINDS, MEAN_KINDS
from ..lang import N_, _
from ..text.cards import card_chip
from ..text.whole import Whole
from ..widgets.keybar import KeyBar
from .base import DIALOG_CSS, plain
from .message import MessageDialog

#: a coin lying face down
BACK = "\u2590\u2592\u258c"
#: at most this many coins are drawn face down (a pile larger says its count)
MOST_BACKS = 12


def _backs(n: int, turned: int | None = None) -> Text:
    """A coin pile of ``n`` coins face down; ``turned``: its top coin shown face up."""
    out = Text()
    if turned is not None:
        out.append_text(card_chip(turned))
        n -= 1
        if n > 0:
            out.append(" ")
    # (side by side without spaces: one word, so a narrow dialog moves the pile to the
    # next line whole instead of breaking it between two coins)
    out.append(BACK * min(n, MOST_BACKS), style="dim")
    if n > MOST_BACKS:
        out.append(" \u2026 " + _("{n} more").format(n=n - MOST_BACKS), style="dim")
    return out


def reveal_steps(events: list[Event], names: list[str], viewer: int | None) -> list[Text]:
    """The attack in ``events`` as the lines of its reveal, one step each: who attacks,
    the pile shuffled face down (as many coins as it held), the top coin turned over, what
    it does.  ``names``: the seats' names; ``viewer``: whose words are read (a hand card
    pulled is named to the one who pulled it)."""
    steps: list[Text] = []
    #: the coins of the pile last shuffled (to draw it again with its top coin turned)
    pile = 0
    for e in events:
        if e.kind not in ATTACK_KINDS | MEAN_KINDS | FOLLOW_KINDS:
            continue  # what came before or after the attack (a card turned up)
        text = e.text_for(viewer)
        if e.kind in ("sword", "counter"):
            steps.append(Text("\u2022 " + text, style="bold"))
            target, coins = e.data.get("target"), e.data.get("coins")
            if isinstance(target, int) and isinstance(coins, int) and coins:
                pile = coins
                line = Text("  " + _("{name}'s coin pile, shuffled face down:").format(
                    name=names[target]) + " ")
                line.append_text(_backs(coins))
                steps.append(line)
        elif e.kind == "reveal":
            card = e.data.get("card")
            defender = e.data.get("defender")
            if isinstance(card, int) and isinstance(defender, int) and pile:
                line = Text("  " + _("The top coin is turned over:") + " ")
                line.append_text(_backs(pile, turned=card))
                steps.append(line)
            else:  # two coins shown (the Attack Spell): the attacker chooses one
                steps.append(Text("  " + text))
        elif e.kind == "mean_shown":
            card, owner, coins = e.data.get("card"), e.data.get("player"), e.data.get("coins")
            if isinstance(card, int) and isinstance(owner, int) and isinstance(coins, int):
                line = Text("  " + _("{name}'s coins shuffled, top coin:").format(
                    name=names[owner]) + " ")
                line.append_text(_backs(coins, turned=card))
                steps.append(line)
            else:
                steps.append(Text("  " + text))
        elif e.kind in ("mean_loss", "mean_kept"):
            # (the words alone: the coin stands face up on the line above, and its chip
            # again after "discards the Cap Bean coin" named it twice, play-test)
            steps.append(Text("  " + text))
        elif e.kind in ("attack_none", "mean"):
            steps.append(Text("\u2022 " + text, style="bold" if e.kind == "mean" else ""))
        elif e.kind in ("loot", "steal", "choose_coin"):
            # (the coin taken is the one turned over on the line above: named, not shown
            # again)
            steps.append(Text("  \u2192 " + text, style="bold"))
        else:  # what follows within the attack (nothing happens, a card planted, ...)
            steps.append(Text("  \u2192 " + text))
    return steps


class AttackDialog(MessageDialog):
    """The reveal of an attack: its steps one by one, ``step`` seconds apart (0: all at
    once).  Enter, Space or Escape shows all steps, then closes; ``timeout`` closes it by
    itself that long after the last step (a computer player's attack).  A message
    dialog still, for whatever closes messages (a test's loop, a screenshot script)."""

    DEFAULT_CSS = DIALOG_CSS.format(name="AttackDialog") + """
    AttackDialog > Vertical { min-width: 60; }
    """
    BINDINGS = [Binding("enter,space,escape", "close", N_("Continue"))]

    def __init__(self, title: str, steps: list[Text], *, step: float = 0.0,
                 timeout: float | None = None) -> None:
        super().__init__(title, Text(), timeout=timeout)
        self.steps = steps
        self.step = step
        #: how many steps are shown
        self.shown = len(steps) if step <= 0 else min(1, len(steps))
        #: shows the next step every ``step`` seconds, once mounted
        self._timer: Timer | None = None

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(plain(self.title_text), classes="title")
            yield Static(Whole(self._body()), classes="body", id="steps")
            yield Static(_("Enter to continue") if self.timeout is None
                         else _("Enter to continue (it goes on by itself in a moment)"),
                         classes="hint")
        yield KeyBar()

    def _body(self) -> Text:
        """The steps shown, to be wrapped with each card's name whole (``Whole``: "[Q]
        Princess" / "Bean" on two lines at 80 x 24, play-test)."""
        return Text("\n").join(self.steps[:self.shown])

    def on_mount(self, event: events.Mount) -> None:
        # (not the message dialog's timer as well: it closed the reveal ``timeout`` after
        # it opened, however many steps were still to come)
        event.prevent_default()
        if self.shown < len(self.steps):
            self._timer = self.set_interval(self.step, self._next)
        elif self.timeout is not None:
            self.set_timer(self.timeout, self._close_by_itself)

    def _next(self) -> None:
        self.shown = min(len(self.steps), self.shown + 1)
        self.query_one("#steps", Static).update(Whole(self._body()))
        if self.shown == len(self.steps):
            if self._timer is not None:
                self._timer.stop()
            if self.timeout is not None:
                self.set_timer(self.timeout, self._close_by_itself)

    def action_close(self) -> None:
        if self.shown < len(self.steps):  # the first key shows the rest
            self.shown = len(self.steps)
            if self._timer is not None:  # (not yet mounted: it mounts with every step)
                self._timer.stop()
                self.query_one("#steps", Static).update(Whole(self._body()))
                if self.timeout is not None:
                    self.set_timer(self.timeout, self._close_by_itself)
            return
        self._close()

    def _close(self) -> None:
        self.dismiss(False)

    def _close_by_itself(self) -> None:
        """Closed by ``timeout``: dismissed with True (a key typed for it as it closed
        must not act on what comes next)."""
        self.dismiss(True)
