"""The replay of a finished game: every move, forward and back, with all cards shown.

Only finished games are replayed (``excalibohn replay FILE`` refuses others),
because a replay is a public record: it shows every hand, every coin pile,
the draw pile and every private message of the game.
"""

from __future__ import annotations

from dataclasses import replace

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Header, Static

from rules import SPELL_CARDS
from rules.games import GameSpec
from rules.replay import Position, SeatRecord, positions
from rules.views import CARDS

from ..hangup import HangupSafeApp
from ..lang import N_, Translated, _, ngettext, pgettext
from ..session import Session
from ..text.cards import card_chip, roman
from ..widgets.cards import (
    Block,
    chip,
    flow,
)
from ..widgets.hand import hand_rows
from ..widgets.lines import TextLines
from ..widgets.middle import decree_rows, middle_blocks, middle_line
from ..widgets.seat import seat_block


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
        out.append(" … " + _("{n} more").format(n=len(cards) - limit), style="dim")
    return out if cards else Text(_("none"), style="dim")


def render_head(step: Position, total: int) -> Text:
    """Which move this is, whose turn, and what the move did (the private texts too)."""
    names = [x.name for x in step.seats]
    out = Text()
    head = _("The deal") if step.index == 0 else _("Move {n} of {total}").format(
        n=step.index, total=total)
    out.append(_("{head} · turn {turn} · {name} is active · pass {passes} of {most}").format(
        head=head, turn=step.turn, name=names[step.active], passes=roman(step.passes),
        most=roman(step.max_passes)) + "\n", style="bold")
    for text, private in step.events:
        out.append(f"  {text}\n")
        for p, words in private:
            # (the words as said to that player: "only Ann saw: You draw" read as if
            # "you", the one watching the replay, drew, play-test)
            told = _("only {name} was told: \u201c{words}\u201d").format(name=names[p],
                                                                        words=words)
            out.append(f"    {told}\n", style="italic")
    return out


def render_result(step: Position, spec: GameSpec) -> Text:
    """The scores, once the game is over (empty before)."""
    r = step.result
    if r is None:
        return Text()
    names = [x.name for x in step.seats]
    currency = spec.currency
    out = Text(_("Result:") + " ", style="bold")
    out.append("; ".join(
        (ngettext("{name} {n} coin, {groschen} {currency}",
                  "{name} {n} coins, {groschen} {currency}", r.scores[p]) if currency
         else ngettext("{name} {n} coin", "{name} {n} coins", r.scores[p])).format(
             name=names[p], n=r.scores[p], groschen=r.groschen[p],
             currency=_(currency) if currency else "")
        for p in range(len(names))))
    out.append(". " + _("Won by {names}.").format(
        names=pgettext("joining names", " and ").join(names[p] for p in r.winners)))
    return out


def render_step(step: Position, total: int, spec: GameSpec) -> Text:
    """One position of a game of ``spec`` with everything revealed, and the events of the
    move that led to it, in words (``excalibohn replay --text``)."""
    currency = spec.currency  # what the spell cards' values are called (None: no spells)
    out = render_head(step, total)
    out.append("\n" + _("Draw pile") + " ", style="bold")
    out.append(_("{n}, next:").format(n=len(step.draw)) + " ")
    out.append_text(_cards(list(step.draw[::-1]), 6))
    out.append("\n" + _("Discard pile") + " ", style="bold")
    out.append(_("{n}, top:").format(n=len(step.discard)) + " ")
    out.append_text(_cards(list(step.discard[::-1]), 3))
    if currency is not None:
        out.append("\n" + _("Spell deck") + " ", style="bold")
        out.append(", ".join(_(SPELL_CARDS[c].name) for c in reversed(step.spell_deck))
                   or pgettext("pile", "empty"))
    if step.turned_up:
        out.append("\n" + _("Turned up:") + " ", style="bold")
        out.append_text(_cards(list(step.turned_up)))
    for p, seat in enumerate(step.seats):
        out.append("\n\n")
        out.append(seat.name, style="bold underline")
        if p == step.active:
            out.append(" " + _("(active)"))
        out.append("\n  " + _("hand:") + " ")
        out.append_text(_cards(list(seat.hand)))
        for i, cards in enumerate(seat.fields):
            name = spec.field_name(i)
            out.append("\n  " + _("{field}:").format(field=name[:1].upper() + name[1:]) + " ")
            out.append_text(_cards(list(cards)))
        if seat.aside:
            out.append("\n  " + _("aside:") + " ")
            out.append_text(_cards(list(seat.aside)))
        out.append("\n  " + _("coins ({n}):").format(n=len(seat.coins)) + " ")
        out.append_text(_cards(list(seat.coins)))
        if currency is not None:
            out.append("\n  " + _("spells: {spells}").format(spells=_spells(seat) or _("none")))
    if step.result is not None:
        out.append("\n\n")
        out.append_text(render_result(step, spec))
    return out


def _spells(seat: SeatRecord) -> str:
    return ", ".join(f"{_(SPELL_CARDS[c].name)} ({_('face up') if up else _('face down')})"
                     for c, up in seat.spells)


def record_rows(step: Position, width: int) -> Block:
    """The position as cards on the table, as in play but with every card face up: the
    middle of the table, then each player's place (fields, coins, spells, the cards beside
    them) with the hand drawn below its fields."""
    v = step.view
    assert v is not None, "a replay's positions come with their views"
    middle = middle_blocks(v)
    if max(row.cell_len for row in middle) > width:
        middle = flow(middle_line(v), width, 2)
    rows = middle + decree_rows(v, width)
    n = len(step.seats)
    for k in range(n):
        rows += _place(step, (step.active + k) % n, width)
    return rows


def _place(step: Position, p: int, width: int) -> Block:
    """Seat ``p`` drawn as in play, with what the record reveals: its face-down spells
    named, and below, the cards of its coins and its hand."""
    v = step.view
    assert v is not None
    seat = step.seats[p]
    shown = v.seats[p]
    seats = list(v.seats)
    seats[p] = replace(shown, spells=[replace(sp, card=seat.spells[sp.slot][0])
                                      for sp in shown.spells])
    inner = width - 2
    below = flow([Text(_("coins ({n}):").format(n=len(seat.coins)), style="dim")]
                 + [chip(c) for c in seat.coins], inner) if seat.coins else []
    below += hand_rows([CARDS[c] for c in seat.hand], inner) if seat.hand else [
        Text(_("no cards in hand"), style="dim")]
    return seat_block(replace(v, seats=seats), p, width, own=True, below=below)


class RecordTable(TextLines):
    """A position of the record drawn as cards (``record_rows``)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.step: Position | None = None

    def show(self, step: Position) -> None:
        self.step = step
        self.changed()

    def make_text(self) -> Text:
        return Text(" ") if self.step is not None else Text("")

    def text_at(self, width: int) -> Text | list[Text]:
        if self.step is None:
            return Text("")
        return record_rows(self.step, width)


class ReplayScreen(Translated, Screen):
    """Step through a finished game.  Right/left: one move; Page keys: ten; Home/End."""

    # priority: the scrolling body must not take these keys (it scrolls with up/down)
    BINDINGS = [
        Binding("right,l,space", "step(1)", N_("Next"), id="next", priority=True),
        Binding("left,h", "step(-1)", N_("Back"), id="back", priority=True),
        Binding("pagedown", "step(10)", "+10", id="forward10", priority=True),
        Binding("pageup", "step(-10)", "-10", id="back10", priority=True),
        Binding("home", "jump(0)", N_("Deal"), id="start", priority=True),
        Binding("end", "jump(-1)", N_("End"), id="end", priority=True),
        Binding("q,escape", "leave", N_("Leave"), id="leave"),
    ]

    DEFAULT_CSS = """
    ReplayScreen #replay-body { padding: 0 1; }
    """

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.steps = replay_steps(session)
        self.spec = session.game.spec
        self.index = 0

    def compose(self) -> ComposeResult:
        yield Header(icon=" ")  # (Textual's \u2b58 read as a stray mark: a play-tester)
        with VerticalScroll():
            yield Static(id="replay-body")
            yield RecordTable(id="replay-table")
        yield Footer()

    def on_mount(self) -> None:
        self.title = _("Replay of {game}").format(game=_(self.spec.title))
        self._show()

    def _show(self) -> None:
        step = self.steps[self.index]
        self.sub_title = _("move {n} of {total}").format(n=self.index,
                                                         total=len(self.steps) - 1)
        head = render_head(step, len(self.steps) - 1)
        if step.result is not None:
            head.append_text(render_result(step, self.spec))
            head.append("\n")
        self.query_one("#replay-body", Static).update(head)
        self.query_one(RecordTable).show(step)

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


class ReplayApp(HangupSafeApp, App):
    """``excalibohn replay FILE`` on its own; it ends when its terminal goes away, and on
    SIGTERM and SIGHUP (``hangup``)."""

    BINDINGS = [Binding("ctrl+z", "suspend_process", N_("Suspend"), priority=True, show=False)]

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session

    def on_mount(self) -> None:
        self.push_screen(ReplayScreen(self.session))
