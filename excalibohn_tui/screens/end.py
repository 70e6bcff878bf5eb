"""The end of the game: the scores with the tie-break, the final harvest field by field,
and a chart of every player's coins over the turns.

Everything here is public: the game is over.  The facts come from the public view and
the events (a harvest event names its top card, how many cards and the coins); the coins
over the turns from ``rules.replay.positions`` (the record of a finished game), counted
just after the first frame because replaying a long game takes a moment.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from rules import BEAN_OF, VARIETIES, Bean, Event, Game, View

from ..dialogs.once import AnswersOnce
from ..hangup import stopping
from ..lang import N_, Translated, _, ngettext, pgettext
from ..text.cards import card_chip, colour, letter_chip, short

if TYPE_CHECKING:
    from ..session import Session


def final_harvest(events: list[Event]) -> list[str]:
    """The public lines of the final harvest."""
    return [e.text_for(None) for e in _final_harvests(events)]


def _final_harvests(events: list[Event]) -> list[Event]:
    """The harvest events of the final harvest, in the order they happened."""
    for k in range(len(events) - 1, -1, -1):
        if events[k].kind == "final":
            return [e for e in events[k + 1:] if e.kind == "harvest"]
    return []


def harvest_table(view: View, events: list[Event], names: bool = True) -> Table | None:
    """The final harvest field by field: one row per player, one column per field, each
    cell the top card, how many cards and the coins they gave (None: no field held a
    bean); ``names``: False for the cards' letters only, where the names do not fit.
    Also the other events after the harvest of a field (a Cap Bean's spell card) are in
    the harvest's own words, in ``final_harvest``."""
    done = _final_harvests(events)
    if not done:
        return None
    cells: dict[tuple[int, int], Text] = {}
    with_decrees = False
    seen: set[Bean] = set()
    for e in done:
        p, i, card = e.data.get("player"), e.data.get("field"), e.data.get("card")
        if not isinstance(p, int) or not isinstance(i, int):
            continue
        coins = int(e.data.get("coins") or 0)
        cell = Text()
        if isinstance(card, int):
            cell.append_text(card_chip(card) if names else letter_chip(BEAN_OF[card]))
            seen.add(BEAN_OF[card])
            count, decrees = e.data.get("count"), e.data.get("decrees") or 0
            # (beans and decree cards apart, as on the table's fields: "×2+1E")
            cell.append(f" \u00d7{count - decrees}" if isinstance(count, int) else " \u00d7?")
            if decrees:
                cell.append(f"+{decrees}E", style=colour(Bean.EDICT))
                with_decrees = True
        cell.append(f" \u2192 {coins}", style="bold" if coins else "dim")
        if "spell" in str(e.data.get("also") or "").split(","):  # a Cap Bean's spell card
            cell.append(" + " + _("a spell card"), style="bold")
        cells[p, i] = cell
    most = max(len(x.fields) for x in view.seats)
    table = _table(_("The final harvest"))
    table.add_column(pgettext("column", "player"))
    for i in range(most):
        name = _(view.spec.field_name(i))
        table.add_column(name[:1].upper() + name[1:])
    table.add_column(pgettext("column", "coins"), justify="right")
    for p, seat in enumerate(view.seats):
        row: list[Text | str] = [Text(seat.name)]
        for i in range(most):
            row.append(cells.get((p, i)) or Text("\u2014" if i < len(seat.fields) else "",
                                                 style="dim"))
        row.append(str(sum(int(e.data.get("coins") or 0) for e in done
                           if e.data.get("player") == p)))
        table.add_row(*row)
    table.caption = (_("each field: its top card \u00d7 how many cards \u2192 the coins they "
                       "gave (and a spell card, where a Cap Bean row brought one)")
                     if view.spec.has_spells else
                     _("each field: its top card \u00d7 how many cards \u2192 the coins they gave"))
    if with_decrees:
        table.caption += "; " + _("+2E: and two decree cards")
    if not names:  # (the letters' legend)
        table.caption += "; " + ", ".join(sorted(
            f"[{VARIETIES[b].letter}] " + (_("decree card") if b == Bean.EDICT else short(b))
            for b in seen))
    return table


class _FirstThatFits:
    """The first of ``sheets`` (tables, each with its caption: ``_sheet``) whose table
    fits the width it is drawn in, else the last: a table that wraps its cells breaks a
    player's row over two lines."""

    def __init__(self, *tables: Table) -> None:
        self.sheets = [(table, _sheet(table)) for table in tables]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        unbounded = options.update_width(10_000)  # (a measure is clamped to its width)
        yield next((sheet for table, sheet in self.sheets
                    if Measurement.get(console, unbounded, table).maximum <= options.max_width),
                   self.sheets[-1][1])


def _table(title: str) -> Table:
    """A table of the end screen: a line under its heads and none around it (a score
    sheet, and rows saved for the chart on a small terminal), its title and the caption
    that explains it both on the left."""
    return Table(title=title, expand=False, box=box.SIMPLE_HEAD, show_edge=False,
                 title_justify="left", caption_justify="left")


def _sheet(table: Table) -> RenderableType:
    """``table`` with its caption below it, wrapped at the width of the screen rather than
    of the table (a narrow table broke its caption after every other word)."""
    caption, table.caption = table.caption, None
    return Group(table, Text(str(caption), style="table.caption")) if caption else table


def coins_by_turn(game: Game, view: View) -> list[list[int]] | None:
    """Every player's coins at the end of each turn (index 0: the first turn, whose
    number is ``FIRST_TURN``), from the record of the finished game; None when there is no record (a position built by hand, whose
    moves did not start from a deal) or it does not end where the game did."""
    from rules.replay import positions

    try:
        record = positions(game, views=False)
    except Exception:  # not from a deal: no record to count from
        return None
    by_turn: dict[int, list[int]] = {}
    for pos in record:
        by_turn[pos.turn] = [len(x.coins) for x in pos.seats]
    turns = sorted(by_turn)
    series = [by_turn[t] for t in turns]
    if turns != list(range(FIRST_TURN, FIRST_TURN + len(turns))) or not series or series[-1] != [x.coin_count for x in view.seats]:
        return None
    return [[row[p] for row in series] for p in range(len(view.seats))]


#: the number of the first turn (the deal is part of it)
FIRST_TURN = 1

#: a colour per player, told apart also by the name at the start of each line
CHART_COLOURS = ("bright_cyan", "bright_yellow", "bright_green", "bright_magenta",
                 "bright_red")
_EIGHTHS = " \u2581\u2582\u2583\u2584\u2585\u2586\u2587\u2588"


def _columns(values: list[int], width: int) -> list[int]:
    """``values`` in at most ``width`` columns: each spread over as many columns as there
    is room for, or squeezed (each column the last value of its turns: the coins at the
    end of them)."""
    if len(values) <= width:
        wide = max(1, min(4, width // max(1, len(values))))
        return [v for v in values for _k in range(wide)]
    return [values[min(len(values) - 1, ((c + 1) * len(values)) // width - 1)]
            for c in range(width)]


def coin_chart(names: list[str], series: list[list[int]], winners: list[int],
               width: int) -> Text:
    """Each player's coins over the turns, two rows of bars a player on one common scale
    (sixteen steps up to the most coins anyone had), ``width`` characters wide; a blank
    row between players, so that a tall bar's upper row is not read as the row above."""
    top = max((max(s) for s in series if s), default=0) or 1
    label = max(len(n) for n in names) + 3
    bars = max(8, width - label - 5)
    out = Text()
    for p, (name, values) in enumerate(zip(names, series, strict=True)):
        cols = _columns(values, bars)
        levels = [round(v * 16 / top) for v in cols]
        style = CHART_COLOURS[p % len(CHART_COLOURS)]
        mark = "\u2605 " if p in winners else "  "
        upper = "".join(_EIGHTHS[max(0, min(8, x - 8))] for x in levels)
        lower = "".join(_EIGHTHS[min(8, x)] if x else "\u00b7" for x in levels)
        if p:
            out.append("\n")
        out.append(" " * label)
        out.append(upper, style=style)
        out.append("\n")
        out.append((mark + name).ljust(label), style="bold" if p in winners else "")
        out.append(lower, style=style)
        out.append(f" {values[-1] if values else 0:>3}\n", style="bold")
    turns = len(series[0]) if series else 0
    left = _("turn {n}").format(n=FIRST_TURN)
    right = _("turn {n}").format(n=FIRST_TURN + turns - 1)
    span = min(bars, len(_columns(series[0], bars))) if series else bars
    out.append(" " * label + left + right.rjust(max(len(right) + 1, span - len(left))),
               style="dim")
    return out


class CoinChart(Static):
    """The coins over the turns (``coin_chart``), drawn as wide as the screen allows."""

    DEFAULT_CSS = "CoinChart { height: auto; }"

    def __init__(self, view: View, series: list[list[int]] | None = None, **kw) -> None:
        super().__init__(**kw)
        self.view = view
        self.series = series
        #: False until the turns are counted (just after the first frame)
        self.counted = series is not None

    def set_series(self, series: list[list[int]] | None) -> None:
        self.series = series
        self.counted = True
        self.refresh(layout=True)

    def render(self) -> Text:
        names = [x.name for x in self.view.seats]
        head = Text(_("Coins over the turns") + "\n", style="bold")
        if not self.counted:
            return head + Text(_("(counting\u2026)"), style="dim")
        if self.series is None:
            return head + Text(_("(this game did not start from a deal, so its turns cannot "
                                 "be counted)"), style="dim")
        result = self.view.result
        winners = result.winners if result is not None else []
        return head + coin_chart(names, self.series, winners,
                                 self.content_size.width or 76)


def summary_table(view: View, events: list[Event]) -> Table:
    """The scores of the finished game of ``view`` (its public view), with what the game
    log tells of each player."""
    result = view.result
    assert result is not None
    n = len(view.seats)
    harvests = [0] * n
    harvest_coins = [0] * n
    deals = [0] * n
    paid = [0] * n  # for a third field: the harvests' coins less this are the coins
    dues = [0] * n  # paid when the draw pile ran out (Bohnedikt): less these too
    for e in events:
        if e.kind == "harvest" and isinstance(e.data.get("player"), int):
            p = int(e.data["player"])
            harvests[p] += 1
            harvest_coins[p] += int(e.data.get("coins") or 0)
        if e.kind == "buy_field" and isinstance(e.data.get("player"), int):
            paid[int(e.data["player"])] += int(e.data.get("price") or 0)
        if e.kind == "pay" and isinstance(e.data.get("player"), int):
            dues[int(e.data["player"])] += int(e.data.get("count") or 0)
        if e.kind in ("trade", "gift"):
            for key in ("player", "partner"):
                q = e.data.get(key)
                if isinstance(q, int):
                    deals[q] += 1
    table = _table(_("Scores"))
    # a game without spell cards has no tie-break by their value and no spells column
    spells = view.spec.has_spells
    cols = ("", pgettext("column", "player"), pgettext("column", "coins"),
            _(view.spec.currency) if view.spec.currency else "", pgettext("column", "harvests"),
            pgettext("column", "trades"), pgettext("column", "spells"))
    for k, col in enumerate(cols if spells else cols[:3] + cols[4:6]):
        table.add_column(col, justify="left" if k == 1 else "right")
    def rank(p: int) -> tuple[int, int]:
        return (-result.scores[p], -result.groschen[p])

    order = sorted(range(n), key=rank)
    for p in order:
        # players alike in coins (and in the spells' value, which breaks a tie) share
        # their place: 1, 2, 2, 4
        place = 1 + sum(1 for q in range(n) if rank(q) < rank(p))
        win = p in result.winners
        # Text, not str: a str cell is read as markup, and names are text
        cells = ["\u2605" if win else str(place), Text(view.seats[p].name),
                 str(result.scores[p]), str(result.groschen[p]),
                 _harvest_cell(harvests[p], harvest_coins[p], paid[p], dues[p]), str(deals[p]),
                 str(len(view.seats[p].spells))]
        if not spells:
            cells = cells[:3] + cells[4:6]
        table.add_row(*cells, style="bold" if win else "")
    # (each column named: "harvests (coins they gave); trades and gifts" did not say which
    # words were which column's, play-test)
    table.caption = (_("harvests: how many, and the coins they brought; trades: trades and "
                       "gifts made; spells: spell cards held, whose {currency} break a tie "
                       "in coins").format(currency=_(view.spec.currency or "Groschen"))
                     if spells else
                     _("harvests: how many, and the coins they brought; trades: trades and "
                       "gifts made"))
    # (what the coins less a field are: "28 (20c, −3c field)" read as a riddle,
    # play-test)
    if any(paid):
        table.caption += "; " + _("−c field: coins paid for a field")
    if any(dues):
        table.caption += "; " + _("−c paid: coins paid when the draw pile ran out")
    return table


def _harvest_cell(n: int, coins: int, field: int, dues: int) -> str:
    """A player's harvests and their coins, less the coins paid for a field and those
    paid when the draw pile ran out, so that they add up to the score (the payment of
    Bohnedikt's second pass was missing: 22 coins less 3 for a field read as a score of
    19, where it was 15, play-test)."""
    if field and dues:
        return _("{n} ({coins}c, \u2212{paid}c field, \u2212{dues}c paid)").format(
            n=n, coins=coins, paid=field, dues=dues)
    if dues:
        return _("{n} ({coins}c, \u2212{dues}c paid)").format(n=n, coins=coins, dues=dues)
    if field:
        return _("{n} ({coins}c, \u2212{paid}c field)").format(n=n, coins=coins, paid=field)
    return _("{n} ({coins}c)").format(n=n, coins=coins)


def headline(view: View) -> str:
    r = view.result
    assert r is not None
    names = pgettext("joining names", " and ").join(view.seats[p].name for p in r.winners)
    best = max(r.scores)
    tied = [p for p in range(len(r.scores)) if r.scores[p] == best]
    if len(r.winners) == 1:
        text = ngettext("{names} wins with {n} coin.", "{names} wins with {n} coins.",
                        best).format(names=names, n=best)
    else:
        text = ngettext("{names} share the win with {n} coin.",
                        "{names} share the win with {n} coins.", best).format(
                            names=names, n=best)
    currency = view.spec.currency
    if len(tied) > 1 and currency is not None:
        if len(r.winners) > 1:
            more = ngettext("{players} players had {n} coin; the {currency} on their spell "
                            "cards decided (still a tie).",
                            "{players} players had {n} coins; the {currency} on their spell "
                            "cards decided (still a tie).", best)
        else:
            more = ngettext("{players} players had {n} coin; the {currency} on their spell "
                            "cards decided.",
                            "{players} players had {n} coins; the {currency} on their spell "
                            "cards decided.", best)
        text += " " + more.format(players=len(tied), n=best, currency=_(currency))
    return text


class EndScreen(Translated, AnswersOnce, Screen[str]):
    """Returns "new" for a new game or "quit".  With the ``session``, ``r`` replays the
    game move by move with every card shown (it is over: nothing is secret any more)."""

    DEFAULT_CSS = """
    EndScreen #headline { text-style: bold; color: $accent; padding: 1 2; width: 100%;
        text-align: center; }
    EndScreen .part { padding: 0 2; }
    EndScreen #harvest, EndScreen #chart { margin-top: 1; }
    """
    BINDINGS = [
        Binding("n", "finish('new')", N_("New game")),
        Binding("r", "replay", N_("Replay the game")),
        Binding("q", "finish('quit')", N_("Leave")),
    ]

    def __init__(self, game: Game, session: Session | None = None) -> None:
        super().__init__()
        self.game = game
        self.view = game.public_view()
        self.events = game.events
        self.session = session

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(Text(headline(self.view)), id="headline")  # names are not markup
            yield Static(_sheet(summary_table(self.view, self.events)), classes="part")
            # the story of the game before the details of its last harvest: on a small
            # terminal the chart is still on the first screen
            yield CoinChart(self.view, classes="part", id="chart")
            table = harvest_table(self.view, self.events)
            lettered = harvest_table(self.view, self.events, names=False)
            yield Static(_FirstThatFits(table, lettered) if table and lettered else Text(
                _("The final harvest: no field held any beans."), style="bold"),
                classes="part", id="harvest")
        yield Footer()

    def on_mount(self) -> None:
        # replaying the game to count its coins takes a moment: after the first frame
        self.call_after_refresh(self._count_coins)

    def _count_coins(self) -> None:
        # the app may be closing (a player left, the terminal went away) and the chart
        # gone with it: then there is nothing to count for
        if stopping(self.app) or not self.is_attached:
            return
        charts = self.query(CoinChart)
        if charts:
            series = coins_by_turn(self.game, self.view)
            for chart in charts:
                chart.set_series(series)

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
            self.app.notify(_("This game did not start from a deal, so it has no replay."),
                            severity="warning", markup=False)
            return
        self.app.push_screen(replay)

    def action_finish(self, what: str) -> None:
        self.dismiss(what)
