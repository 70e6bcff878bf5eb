"""A widget that shows one Rich ``Text``, wrapped once and drawn as prepared strips.

Textual draws a widget's ``render()`` through its general machinery: the text is turned
into a visual, measured for the layout and cut into lines again at every paint.  For the
table's few large texts (the board, the status, the hand, the prompt) that was a good
part of a frame.  Here the text is made only when what it shows changes, wrapped once
per width, and each painted line is a strip from that list.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.geometry import Size
from textual.strip import Strip
from textual.widget import Widget

from ..lang import language
from ..text.whole import whole_lines


class TextLines(Widget):
    """Subclasses make their text in ``make_text`` and call ``changed`` when it would
    differ (a reactive's watcher, typically); ``height: auto`` fits the wrapped text."""

    DEFAULT_CSS = """
    TextLines { height: auto; }
    """
    #: a drawing cache shared by all widgets of a subclass that sets one (the places
    #: of the players: the one drawn at the top for one viewer may be drawn at the same
    #: width for the next)
    SHARED: dict[tuple, list[Strip]] | None = None

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._text: Text | None = None
        self._strips: tuple[tuple[int, Style], list[Strip]] | None = None
        #: the strips of lines drawn before, by their text and the width: most lines of
        #: the board and the status are the same from one move or viewer to the next
        self._drawn: dict[tuple, list[Strip]] = {}
        self._drawn_base: Style | None = None
        #: whole drawings by the key a subclass gives (``key_at``): a player's place or
        #: the hand is drawn once for what it shows, and found again when that recurs
        self._keyed: dict[tuple, list[Strip]] = self.SHARED if self.SHARED is not None else {}

    def make_text(self) -> Text:
        return Text("")

    def changed(self) -> None:
        """What the text shows changed: it is made again, and the screen is laid out
        anew only if the number of lines changed (otherwise only this widget is painted
        again)."""
        before = self._strips
        self._text = None
        self._strips = None
        width = self.size.width
        if before is None or not width or not self.display or before[0][0] != width:
            self.refresh(layout=True)
            return
        self._strips = ((width, before[0][1]), self._wrap(width, before[0][1]))
        if self._strips[1] is before[1]:  # drawn as before: nothing to paint
            return
        self.refresh(layout=len(self._strips[1]) != len(before[1]))

    @property
    def text(self) -> Text:
        if self._text is None:
            self._text = self.make_text()
        return self._text

    def text_at(self, width: int) -> Text | list[Text]:
        """The text to draw ``width`` cells wide (a subclass may break its lines itself,
        and give them as a list of rows)."""
        return self.text

    def key_at(self, width: int) -> tuple | None:
        """A key for everything the text drawn ``width`` cells wide depends on, if the
        subclass can give one cheaply: the same key, the same strips (not drawn again)."""
        return None

    def _lines(self, width: int) -> list[Strip]:
        if self._strips is not None and self._strips[0][0] == width:
            return self._strips[1]
        base = self.rich_style if self._strips is None else self._strips[0][1]
        self._strips = ((width, base), self._wrap(width, base))
        return self._strips[1]

    def _wrap(self, width: int, base: Style) -> list[Strip]:
        key = self.key_at(width)
        if key is None:
            return self._wrap_text(width, base)
        key = (key, width, base, language())  # words in the language in use
        strips = self._keyed.get(key)
        if strips is None:
            if len(self._keyed) > 400:
                self._keyed.clear()
            strips = self._keyed[key] = self._wrap_text(width, base)
        return strips

    def _wrap_text(self, width: int, base: Style) -> list[Strip]:
        text = self.text_at(width)
        if isinstance(text, list):  # rows already (a drawing): not joined to be split
            lines = [piece for row in text for piece in
                     (row.split("\n", allow_blank=True) if "\n" in row.plain else [row])]
            if not any(row.plain for row in lines):
                return []
        elif not text.plain:
            return []
        else:
            lines = text.split("\n", allow_blank=True)
        if base != self._drawn_base or len(self._drawn) > 500:
            self._drawn.clear()
            self._drawn_base = base
        console = self.app.console
        options = None
        strips: list[Strip] = []
        for line in lines:
            key = (line.plain, line.style, tuple(line.spans), width)
            drawn = self._drawn.get(key)
            if drawn is None:
                if line.cell_len <= width:  # most lines fit: not wrapped, a third the time
                    drawn = [Strip(list(line.render(console))).simplify().apply_style(base)]
                else:
                    options = options or console.options.update_width(max(width, 1))
                    drawn = [Strip(segments).simplify().apply_style(base) for segments
                             in console.render_lines(line, options, pad=False)]
                self._drawn[key] = drawn
            strips.extend(drawn)
        return strips

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return container.width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self._lines(width)) if width else 0

    def render_line(self, y: int) -> Strip:
        lines = self._lines(self.size.width)
        if 0 <= y < len(lines):
            return lines[y]
        return Strip.blank(self.size.width)

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._strips = None
        if self.SHARED is None:  # (the base style is part of a key: shared ones may stay)
            self._keyed.clear()


class Words(TextLines):
    """A few lines of text, like ``Static`` but laid out again only when their number
    changes (a ``Static`` lays the screen out at every update).  ``hanging``: the rows a
    long line wraps onto are indented by that many cells (above a list of numbered
    choices, a wrapped "Ben and Normal bot 1 refuse." must not put "1 refuse." where a
    choice's number stands)."""

    def __init__(self, *, id: str | None = None, classes: str | None = None,
                 hanging: int = 0) -> None:
        super().__init__(id=id, classes=classes)
        self._words = Text("")
        self.hanging = hanging

    def text_at(self, width: int) -> Text | list[Text]:
        if not self.hanging or width <= 2 * self.hanging:
            return self.text
        rows: list[Text] = []
        for line in self.text.split("\n", allow_blank=True):
            rows += hanging_rows(line, width, self.hanging)
        return rows

    def update(self, words: Text | str) -> None:
        self._words = words if isinstance(words, Text) else Text(words)
        self.changed()

    def make_text(self) -> Text:
        return self._words


def hanging_rows(line: Text, width: int, indent: int) -> list[Text]:
    """``line`` in rows of ``width`` cells, every row after the first indented by
    ``indent`` cells, each card's name whole (``whole_lines``: "the [Q] Princess" /
    "Bean" broke a prompt at 80 columns)."""
    if line.cell_len <= width:
        return [line]
    first = whole_lines(line, width)[0]
    plain = line.plain
    cut = len(first.plain)
    while cut < len(plain) and plain[cut] == " ":
        cut += 1
    rows = [first]
    for row in whole_lines(line[cut:], width - indent):
        rows.append(Text(" " * indent) + row)
    return rows
