"""The end of the game: the final harvest, the scores, the tie-break, a summary per player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from rules import Event, Game, View

from ..dialogs.once import AnswersOnce

if TYPE_CHECKING:
    from ..session import Session


def final_harvest(events: list[Event]) -> list[str]:
    """The public lines of the final harvest."""
    lines: list[str] = []
    started = False
    for e in events:
        if e.kind == "final":
            started = True
            continue
        if started and e.kind == "harvest":
            lines.append(e.text_for(None))
    return lines


def summary_table(view: View, events: list[Event]) -> Table:
    """The scores of the finished game of ``view`` (its public view), with what the game
    log tells of each player."""
    result = view.result
    assert result is not None
    n = len(view.seats)
    harvests = [0] * n
    harvest_coins = [0] * n
    deals = [0] * n
    for e in events:
        if e.kind == "harvest" and isinstance(e.data.get("player"), int):
            p = int(e.data["player"])
            harvests[p] += 1
            harvest_coins[p] += int(e.data.get("coins") or 0)
        if e.kind in ("trade", "gift"):
            for key in ("player", "partner"):
                q = e.data.get(key)
                if isinstance(q, int):
                    deals[q] += 1
    table = Table(title="Scores", expand=False)
    # a game without spell cards has no tie-break by their value and no spells column
    spells = view.spec.has_spells
    cols = ("", "player", "coins", view.spec.currency or "", "harvests", "trades", "spells")
    for col in cols if spells else cols[:3] + cols[4:6]:
        table.add_column(col, justify="left" if col == "player" else "right")
    order = sorted(range(n), key=lambda p: (-result.scores[p], -result.groschen[p]))
    for place, p in enumerate(order, 1):
        win = p in result.winners
        # Text, not str: a str cell is read as markup, and names are text
        cells = ["\u2605" if win else str(place), Text(view.seats[p].name),
                 str(result.scores[p]), str(result.groschen[p]),
                 f"{harvests[p]} ({harvest_coins[p]}c)", str(deals[p]),
                 str(len(view.seats[p].spells))]
        if not spells:
            cells = cells[:3] + cells[4:6]
        table.add_row(*cells, style="bold" if win else "")
    table.caption = ("harvests (coins they gave); trades and gifts"
                     + ("; spell cards held" if spells else ""))
    return table


def headline(view: View) -> str:
    r = view.result
    assert r is not None
    names = " and ".join(view.seats[p].name for p in r.winners)
    best = max(r.scores)
    tied = [p for p in range(len(r.scores)) if r.scores[p] == best]
    verb = "wins" if len(r.winners) == 1 else "share the win"
    coins = f"{best} coin{'' if best == 1 else 's'}"
    text = f"{names} {verb} with {coins}."
    currency = view.spec.currency
    if len(tied) > 1 and currency is not None:
        text += (f" {len(tied)} players had {coins}; the {currency} on their spell cards "
                 "decided" + (" (still a tie)." if len(r.winners) > 1 else "."))
    return text


class EndScreen(AnswersOnce, Screen[str]):
    """Returns "new" for a new game or "quit".  With the ``session``, ``r`` replays the
    game move by move with every card shown (it is over: nothing is secret any more)."""

    DEFAULT_CSS = """
    EndScreen #headline { text-style: bold; color: $accent; padding: 1 2; width: 100%;
        text-align: center; }
    EndScreen .part { padding: 0 2; }
    """
    BINDINGS = [
        Binding("n", "finish('new')", "New game"),
        Binding("r", "replay", "Replay the game"),
        Binding("q", "finish('quit')", "Leave"),
    ]

    def __init__(self, game: Game, session: Session | None = None) -> None:
        super().__init__()
        self.view = game.public_view()
        self.events = game.events
        self.session = session

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(Text(headline(self.view)), id="headline")  # names are not markup
            yield Static(summary_table(self.view, self.events), classes="part")
            lines = final_harvest(self.events)
            body = Text()
            body.append("\nThe final harvest\n", style="bold")
            body.append("\n".join(lines) if lines else "(no field held any beans)")
            yield Static(body, classes="part")
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "replay":
            return self.session is not None
        return True

    def action_replay(self) -> None:
        from .replay import ReplayScreen

        if self.session is None:
            return
        try:
            replay = ReplayScreen(self.session)
        except Exception:  # a hand-made position (tests, puzzles): its moves start from no deal
            self.app.notify("This game did not start from a deal, so it has no replay.",
                            severity="warning", markup=False)
            return
        self.app.push_screen(replay)

    def action_finish(self, what: str) -> None:
        self.dismiss(what)
