"""The replay of a finished game: every move, forward and back, with all cards shown.

Only finished games are replayed (``excalibohn replay FILE`` refuses others),
because a replay is a public record: it shows every hand, every coin pile,
the draw pile and every private message of the game.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Header, Static

from rules import SPELL_CARDS
from rules.replay import Position, positions

from ..session import Session
from ..text.cards import card_chip, roman


def replay_steps(session: Session) -> list[Position]:
    """Every position of the session's game (which must be over), from the deal on."""
    return positions(session.game)


def _cards(cards: list[int], limit: int | None = None) -> Text:
    out = Text()
    shown = cards if limit is None else cards[:limit]
    for i, c in enumerate(shown):
        if i:
            out.append(" ")
        out.append_text(card_chip(c))
    if limit is not None and len(cards) > limit:
        out.append(f" … {len(cards) - limit} more", style="dim")
    return out if cards else Text("none", style="dim")


def render_step(step: Position, total: int, currency: str | None = None) -> Text:
    """One position with everything revealed, and the events of the move that led to it.
    ``currency``: what the spell cards' values are called (None: the game has none)."""
    names = [x.name for x in step.seats]
    out = Text()
    head = "The deal" if step.index == 0 else f"Move {step.index} of {total}"
    out.append(f"{head} · turn {step.turn} · ", style="bold")
    out.append(names[step.active], style="bold")
    out.append(f" is active · pass {roman(step.passes)} of {roman(step.max_passes)}\n",
               style="bold")
    for text, private in step.events:
        out.append(f"  {text}\n")
        for p, words in private:
            out.append("    only ", style="italic")
            out.append(names[p], style="italic")
            out.append(f" saw: {words}\n", style="italic")
    out.append("\nDraw pile ", style="bold")
    out.append(f"{len(step.draw)}, next: ")
    out.append_text(_cards(list(step.draw[::-1]), 6))
    out.append("\nDiscard pile ", style="bold")
    out.append(f"{len(step.discard)}, top: ")
    out.append_text(_cards(list(step.discard[::-1]), 3))
    if currency is not None:
        out.append("\nSpell deck ", style="bold")
        out.append(", ".join(SPELL_CARDS[c].name for c in reversed(step.spell_deck))
                   or "empty")
    if step.turned_up:
        out.append("\nTurned up ", style="bold")
        out.append_text(_cards(list(step.turned_up)))
    for p, seat in enumerate(step.seats):
        out.append("\n\n")
        out.append(seat.name, style="bold underline")
        if p == step.active:
            out.append(" (active)")
        out.append("\n  hand: ")
        out.append_text(_cards(list(seat.hand)))
        for i, cards in enumerate(seat.fields):
            out.append(f"\n  field {i + 1}: ")
            out.append_text(_cards(list(cards)))
        if seat.aside:
            out.append("\n  aside: ")
            out.append_text(_cards(list(seat.aside)))
        out.append(f"\n  coins ({len(seat.coins)}): ")
        out.append_text(_cards(list(seat.coins)))
        if currency is not None:
            spells = ", ".join(f"{SPELL_CARDS[c].name} ({'face up' if up else 'down'})"
                               for c, up in seat.spells)
            out.append(f"\n  spells: {spells or 'none'}")
    if step.result is not None:
        r = step.result
        out.append("\n\nResult: ", style="bold")
        value = f", {{}} {currency}" if currency else ""
        out.append("; ".join(f"{names[p]} {r.scores[p]} coins" + value.format(r.groschen[p])
                             for p in range(len(names))))
        out.append(f". Won by {' and '.join(names[p] for p in r.winners)}.")
    return out


class ReplayScreen(Screen):
    """Step through a finished game.  Right/left: one move; Page keys: ten; Home/End."""

    # priority: the scrolling body must not take these keys (it scrolls with up/down)
    BINDINGS = [
        Binding("right,l,space", "step(1)", "Next", id="next", priority=True),
        Binding("left,h", "step(-1)", "Back", id="back", priority=True),
        Binding("pagedown", "step(10)", "+10", id="forward10", priority=True),
        Binding("pageup", "step(-10)", "-10", id="back10", priority=True),
        Binding("home", "jump(0)", "Deal", id="start", priority=True),
        Binding("end", "jump(-1)", "End", id="end", priority=True),
        Binding("q,escape", "leave", "Leave", id="leave"),
    ]

    DEFAULT_CSS = """
    ReplayScreen #replay-body { padding: 0 1; }
    """

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.steps = replay_steps(session)
        self.currency = session.game.spec.currency
        self.index = 0

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll():
            yield Static(id="replay-body")
        yield Footer()

    def on_mount(self) -> None:
        self.title = "Excalibohn replay"
        self._show()

    def _show(self) -> None:
        step = self.steps[self.index]
        self.sub_title = f"move {self.index} of {len(self.steps) - 1}"
        self.query_one("#replay-body", Static).update(
            render_step(step, len(self.steps) - 1, self.currency))

    def action_step(self, delta: int) -> None:
        self.index = max(0, min(len(self.steps) - 1, self.index + delta))
        self._show()

    def action_jump(self, where: int) -> None:
        self.index = where if where >= 0 else len(self.steps) - 1
        self._show()

    def action_leave(self) -> None:
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
        else:
            self.app.exit()


class ReplayApp(App):
    """``excalibohn replay FILE`` on its own."""

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session

    def on_mount(self) -> None:
        self.push_screen(ReplayScreen(self.session))
