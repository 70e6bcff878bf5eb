"""A log panel that is cheap to draw: the latest lines, newest at the bottom.

Textual's ``RichLog`` wraps every line when it is written, keeps a scrolling region
with scroll bars and re-styles every line it paints; on the table that was the most
expensive widget of a frame (a third of the time to draw the table after a curtain).
This panel wraps only the lines that are on screen, from the newest backwards, keeps
what it wrapped for its width, and draws the lines as prepared strips.  The mouse
wheel scrolls back through what was written; ``l`` on the table shows the whole log.
"""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

from ..lang import ngettext


class LogPanel(Widget):
    DEFAULT_CSS = """
    LogPanel { height: 1fr; }
    """

    class Resized(Message):
        """The panel's size changed (at the table's foot, its top moved with it)."""

    def __init__(self, *, id: str | None = None, classes: str | None = None,
                 from_top: bool = False) -> None:
        """``from_top``: a log shorter than the panel starts at its top (under a heading),
        rather than at its bottom (next to the choices, where the newest line belongs)."""
        super().__init__(id=id, classes=classes)
        self.from_top = from_top
        self._lines: list[Text] = []
        #: wrapped rows by the line's text and the width: they outlive ``clear`` (the next
        #: viewer's log shares most lines with the last one's)
        self._wrapped: dict[tuple, list[Strip]] = {}
        self._base: Style | None = None  # the style the wrapped rows were made with
        #: the rows on screen, made once per paint: (width, height, back, lines), rows
        self._shown: tuple[tuple, list[Strip]] | None = None
        #: how many rows the wheel scrolled back from the newest
        self.back = 0

    @property
    def lines(self) -> list[str]:
        """The lines written, as plain text."""
        return [line.plain for line in self._lines]

    def clear(self) -> LogPanel:
        self._lines.clear()
        self._shown = None
        self.back = 0
        self.refresh()
        return self

    def write(self, text: Text | str) -> LogPanel:
        """Add ``text`` (one or more lines) at the bottom and show the newest lines."""
        if isinstance(text, str):
            text = Text(text)
        self._lines.extend(text.split("\n", allow_blank=True))
        self._shown = None
        self.back = 0
        self.refresh()
        return self

    # ------------------------------------------------------------ drawing

    def _rows_of(self, line: Text, width: int) -> list[Strip]:
        key = (line.plain, line.style, tuple(line.spans), width)
        rows = self._wrapped.get(key)
        if rows is None:
            if len(self._wrapped) > 2000:
                self._wrapped.clear()
            console = self.app.console
            options = console.options.update_width(width)
            base = self._base
            rows = [Strip(segments).apply_style(base) if base else Strip(segments)
                    for segments in console.render_lines(line, options, pad=False)]
            self._wrapped[key] = rows = rows or [Strip.blank(0)]
        return rows

    def _rows(self) -> list[Strip]:
        """The rows on screen, top to bottom (a short log padded with blank rows above it,
        or below it ``from_top``)."""
        width, height = self.size
        key = (width, height, self.back, len(self._lines))
        if self._shown is not None and self._shown[0] == key:
            return self._shown[1]
        base = self.rich_style
        if base != self._base:
            self._base = base
            self._wrapped.clear()
        want = height + self.back
        found: list[Strip] = []
        starts: list[bool] = []  # whether each row begins a line (the others continue one)
        line_of: list[int] = []  # the line each row belongs to
        for k in range(len(self._lines) - 1, -1, -1):
            wrapped = self._rows_of(self._lines[k], width)
            found[:0] = wrapped
            starts[:0] = [True] + [False] * (len(wrapped) - 1)
            line_of[:0] = [k] * len(wrapped)
            if len(found) >= want:
                break
        self.back = back = min(self.back, max(0, len(found) - height))
        end = len(found) - back
        top = max(0, end - height)
        earlier = 0
        if self.from_top and found and (top or line_of[0]) and height > 1:
            # a heading's log too long for its room: its first row says how many lines
            # are out of sight above (the game log has them all)
            top += 1
            # whole lines only: the rows of a line whose start is out of sight are
            # counted with the earlier lines (unless one line fills the room alone)
            top = next((r for r in range(top, end) if starts[r]), top)
            earlier = line_of[top] if top < len(found) else len(self._lines)
        if not self.from_top and top < end and not starts[top]:
            # whole lines only, as the curtain's: the rows of a line whose start is out of
            # sight give way to blank rows above the next line (unless one line fills the
            # room alone)
            top = next((r for r in range(top, end) if starts[r]), top)
        rows = found[top:end]
        if rows and not starts[top] and width > 1:
            # the top row continues a line whose start is out of sight: say so, so that it
            # is not read as an event of its own
            mark = Strip([Segment("…", base + Style(dim=True))], 1)
            rows[0] = Strip.join([mark, rows[0].crop(1, width)])
        if earlier:
            words = Text(ngettext("\u2191 {n} earlier line: l shows it",
                                  "\u2191 {n} earlier lines: l shows them all",
                                  earlier).format(n=earlier),
                         style=base + Style(dim=True, italic=True))
            words.truncate(width)
            rows.insert(0, Strip(list(words.render(self.app.console)), words.cell_len)
                        .extend_cell_length(width))
        if len(rows) < height:
            blank = [Strip.blank(width, base)] * (height - len(rows))
            rows = rows + blank if self.from_top else blank + rows
        self._shown = ((width, height, back, len(self._lines)), rows)
        return rows

    def render_line(self, y: int) -> Strip:
        rows = self._rows()
        if 0 <= y < len(rows):
            return rows[y]
        return Strip.blank(self.size.width)

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._shown = None

    def _on_resize(self, event: events.Resize) -> None:
        self.post_message(self.Resized())

    # ------------------------------------------------------------ scrolling

    def _on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        event.stop()
        self.back += 3
        self._shown = None
        self.refresh()

    def _on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        event.stop()
        if self.back:
            self.back = max(0, self.back - 3)
            self._shown = None
            self.refresh()
