"""The saved games on the start screen, one line each: the game, the turn it reached (or
"finished"), when it was last saved and who plays.  Enter continues a game (or replays a
finished one), ``d`` deletes the game highlighted, ``D`` every finished one.

The lines come from each file's header (``persistence.SavedGame``), read without the
rules core or Pydantic; the game is checked in full only when it is opened.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from rich.text import Text
from textual.binding import Binding
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from rules.games import SPECS, spec_for

from ..lang import N_, Translated, _
from ..names import printable
from ..persistence import SavedGame

#: the widest game title shown whole in the list (longer ones end in "…")
TITLE_WIDTH = 24


def saved_time(saved_at: str) -> datetime | None:
    """The local time of a header's ``saved_at`` (UTC, ``2026-12-02T14:05:00Z``)."""
    try:
        moment = datetime.strptime(saved_at, "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        return None
    return moment.replace(tzinfo=UTC).astimezone()


def when(moment: datetime | None, now: datetime) -> str:
    """``moment`` in a few characters, seen from ``now`` (both local times): "today
    14:05", "Tue 14:05" within the week, "2 Dec 14:05" within the year, else "2 Dec 2025"."""
    if moment is None:
        return "?"
    days = (now.date() - moment.date()).days
    time = f"{moment:%H:%M}"
    if days == 0:
        return _("today {time}").format(time=time)
    if 0 < days < 7:
        return _("{weekday} {time}").format(weekday=_(WEEKDAYS[moment.weekday()]), time=time)
    month = _(MONTHS[moment.month - 1])
    if moment.year == now.year:
        return _("{day} {month} {time}").format(day=moment.day, month=month, time=time)
    return _("{day} {month} {year}").format(day=moment.day, month=month, year=moment.year)


#: the days and months as the list names them (not the C library's locale: the game's)
WEEKDAYS = (N_("Mon"), N_("Tue"), N_("Wed"), N_("Thu"), N_("Fri"), N_("Sat"), N_("Sun"))
MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"), N_("Jul"),
          N_("Aug"), N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec"))


def players(game: SavedGame) -> str:
    """"Ann, Ben, Cem (normal)": the names, each computer player's level after its name
    (unless the name says it already)."""
    out = []
    for name, kind in game.seats:
        name = printable(name)  # a name from a file: text, never terminal codes
        # (the level in the language in use: "Eli (hard)" on the German screen, play-test)
        level = _(printable(kind))
        out.append(name if kind == "human" or kind.lower() in name.lower()
                   or level.lower() in name.lower() else f"{name} ({level})")
    return ", ".join(out)


def title(game: SavedGame, short: bool = False) -> str:
    """The game's title (as many seats play it; ``short``: its short title), or its name
    if this version has no such game."""
    if game.variant not in SPECS:
        return printable(game.variant)
    spec = spec_for(game.variant, len(game.seats))
    return spec.short if short else _(spec.title)


def status(game: SavedGame, broken: bool = False) -> str:
    """The turn reached, "finished", or what is wrong with the file."""
    if broken or not game.header:  # (a header not even read: "cut off" said of a JSON
        return _("damaged")         # file that was no save, play-test)
    if not game.complete:
        return _("cut off")
    if game.finished:
        return _("finished")
    return _("turn {n}").format(n=game.turn) if game.turn is not None else _("unfinished")


def game_line(game: SavedGame, now: datetime, width: int = TITLE_WIDTH,
              broken: bool = False, status_width: int = 9) -> Text:
    """One line of the list (``broken``: the game could not be loaded; ``status_width``:
    the widest status in the list, so that the columns after it line up)."""
    name = title(game, short=True)
    if len(name) > width:
        name = name[:width - 1] + "\u2026"
    out = Text(no_wrap=True, overflow="ellipsis")
    out.append(name.ljust(width + 2), style="bold" if not game.finished else "")
    wrong = broken or not game.complete
    said = status(game, broken)
    # (one width for the whole column: "unvollständig" pushed its own line's date and
    # players out of line, play-test)
    out.append(said.ljust(max(status_width, len(said)) + 1), style="red" if wrong else "")
    out.append(when(saved_time(game.saved_at), now).ljust(13))
    out.append(players(game))
    if game.finished:
        out.stylize("dim")
    return out


def in_order(games: list[SavedGame]) -> list[SavedGame]:
    """The unfinished games first, then the finished ones, each the newest first."""
    return sorted(games, key=lambda g: (g.finished, -g.modified))


def options_for(games: list[SavedGame], now: datetime, broken: set[Path]) -> list[Option]:
    """The list's entries, the titles in a column as wide as the longest."""
    width = min(TITLE_WIDTH, max((len(title(g, short=True)) for g in games), default=0))
    said = max((len(status(g, g.path in broken)) for g in games), default=0)
    return [Option(game_line(g, now, width, g.path in broken, max(9, said)), id=f"g{k}")
            for k, g in enumerate(games)]


class SavedGames(Translated, OptionList):
    DEFAULT_CSS = """
    SavedGames { height: 1fr; min-height: 3; border: none; padding: 0; }
    """
    BINDINGS = [
        Binding("enter", "select", N_("Continue or replay")),
        Binding("d", "delete", N_("Delete")),
        # (its first word, all a narrow bar shows, not "Delete" again: "d Delete  D
        # Delete", play-test)
        Binding("D", "delete_finished", N_("Clear away the finished games"), key_display="D"),
    ]

    class Chosen(Message):
        """A game was chosen: ``what`` is "open" (continue, or replay a finished one),
        "delete", or "delete_finished" (every finished game; ``game`` is the one
        highlighted)."""

        def __init__(self, games: SavedGames, game: SavedGame, what: str) -> None:
            super().__init__()
            self.games = games
            self.game = game
            self.what = what

        @property
        def control(self) -> SavedGames:
            return self.games

    def __init__(self, games: list[SavedGame], now: datetime, broken: set[Path] | None = None,
                 *, id: str | None = None) -> None:
        """``broken``: the games known not to load (marked "damaged")."""
        self.games = in_order(games)
        self.now = now
        super().__init__(*options_for(self.games, now, broken or set()), id=id)

    def show(self, games: list[SavedGame], broken: set[Path]) -> None:
        """List ``games`` instead (after a deletion, or a game found damaged)."""
        was = self.highlighted or 0
        self.games = in_order(games)
        self.clear_options()
        self.add_options(options_for(self.games, self.now, broken))
        if self.games:
            self.highlighted = min(was, len(self.games) - 1)

    @property
    def current(self) -> SavedGame | None:
        k = self.highlighted
        return self.games[k] if k is not None and 0 <= k < len(self.games) else None

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self._chosen("open")

    def action_delete(self) -> None:
        self._chosen("delete")

    def action_delete_finished(self) -> None:
        self._chosen("delete_finished")

    def _chosen(self, what: str) -> None:
        game = self.current
        if game is not None:
            self.post_message(self.Chosen(self, game, what))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "delete_finished":
            return any(g.finished for g in self.games)
        return True
