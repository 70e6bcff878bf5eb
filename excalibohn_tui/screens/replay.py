"""The replay of a finished game: every move, forward and back, with all cards shown.

Only finished games are replayed (``excalibohn replay FILE`` refuses others),
because a replay is a public record: it shows every hand, every coin pile,
the draw pile and every private message of the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Header, Static

from rules import SPELL_CARDS, Action, Event, Game
from rules.state import State

from ..session import Session
from ..text import ROMAN, card_chip, variant_has_spells


@dataclass(frozen=True)
class ReplayStep:
    """The game after ``index`` actions (0: the deal), and what the last action caused."""

    index: int
    action: Action | None
    events: tuple[Event, ...]
    state: State


def replay_steps(session: Session) -> list[ReplayStep]:
    """Every position of the session's game, from the deal to the last action."""
    s = session.game.state
    game = Game.new([x.name for x in s.seats], s.seed, s.variant)
    steps = [ReplayStep(0, None, tuple(game.events), game.state.clone())]
    for i, action in enumerate(session.game.log, 1):
        events = game.apply(action)
        steps.append(ReplayStep(i, action, tuple(events), game.state.clone()))
    return steps


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


def render_step(step: ReplayStep, total: int) -> Text:
    """One position with everything revealed, and the events of the move that led to it."""
    s = step.state
    names = [x.name for x in s.seats]
    out = Text()
    head = "The deal" if step.index == 0 else f"Move {step.index} of {total}"
    out.append(f"{head} · turn {s.turn} · {names[s.active]} is active · pass "
               f"{ROMAN[s.passes] if s.passes < len(ROMAN) else s.passes} of "
               f"{ROMAN[s.max_passes] if s.max_passes < len(ROMAN) else s.max_passes}\n",
               style="bold")
    for e in step.events:
        out.append(f"  {e.text}\n")
        for p, private in sorted(e.private.items()):
            out.append(f"    only {names[p]} saw: {private}\n", style="italic")
    out.append("\nDraw pile ", style="bold")
    out.append(f"{len(s.draw)}, next: ")
    out.append_text(_cards(s.draw[::-1], 6))
    out.append("\nDiscard pile ", style="bold")
    out.append(f"{len(s.discard)}, top: ")
    out.append_text(_cards(s.discard[::-1], 3))
    spells_used = variant_has_spells(s.variant)
    if spells_used:
        out.append("\nSpell deck ", style="bold")
        out.append(", ".join(SPELL_CARDS[c].name for c in reversed(s.spell_deck)) or "empty")
    if s.turned_up:
        out.append("\nTurned up ", style="bold")
        out.append_text(_cards(s.turned_up))
    for p, seat in enumerate(s.seats):
        out.append(f"\n\n{seat.name}", style="bold underline")
        if p == s.active:
            out.append(" (active)")
        out.append("\n  hand: ")
        out.append_text(_cards(seat.hand))
        for i, f in enumerate(seat.fields):
            out.append(f"\n  field {i + 1}: ")
            out.append_text(_cards(f.cards))
        if seat.aside:
            out.append("\n  aside: ")
            out.append_text(_cards(seat.aside))
        out.append(f"\n  coins ({len(seat.coins)}): ")
        out.append_text(_cards(seat.coins))
        spells = ", ".join(f"{SPELL_CARDS[x.card].name} ({'face up' if x.face_up else 'down'})"
                           for x in seat.spells)
        if spells_used:
            out.append(f"\n  spells: {spells or 'none'}")
    if s.result is not None:
        r = s.result
        out.append("\n\nResult: ", style="bold")
        out.append("; ".join(f"{names[p]} {r.scores[p]} coins, {r.groschen[p]} Groschen"
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
        self.query_one("#replay-body", Static).update(render_step(step, len(self.steps) - 1))

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
