"""The whole table in one widget, as everyone may see it: the middle of the table and
every player's place, side by side in rows (the curtain shows it while the keyboard
passes; the table screen lays the same parts out around the viewer instead)."""

from __future__ import annotations

from rich.text import Text
from textual.reactive import reactive

from rules import View

from .cards import Block, beside, flow
from .lines import TextLines
from .middle import decree_rows, middle_blocks, middle_key, middle_line
from .seat import seat_block, seat_key, seat_lines

#: the narrowest a player's place is drawn here
PLACE = 30


def board_rows(v: View, width: int, cards: bool = False) -> Block:
    """Every seat in turn order from the active player, then the middle of the table:
    with ``cards``, the places as framed stacks side by side (as many to a row as fit)
    and the middle as cards; otherwise a line of small cards for each."""
    n = len(v.seats)
    order = [(v.active + k) % n for k in range(n)]
    rows: Block = []
    if cards:
        per_row = max(1, min(n, width // PLACE))
        place = (width - (per_row - 1)) // per_row
        for start in range(0, n, per_row):
            rows += beside([seat_block(v, p, place) for p in order[start:start + per_row]])
    else:
        for p in order:
            rows += seat_lines(v, p, width)
    middle = middle_blocks(v) if cards else []
    if not middle or max(r.cell_len for r in middle) > width:
        middle = flow(middle_line(v), width, 2)
    return rows + middle + decree_rows(v, width)


class Board(TextLines):
    """Every place and the middle, for the public view (``compact``: the middle in one
    row of small cards)."""

    DEFAULT_CSS = """
    Board { height: auto; padding: 0 1; }
    """

    view: reactive[View | None] = reactive(None, always_update=True, repaint=False)
    compact: reactive[bool] = reactive(True, repaint=False)

    def watch_view(self) -> None:
        self.changed()

    def watch_compact(self) -> None:
        self.changed()

    def make_text(self) -> Text:
        return Text(" ") if self.view is not None else Text("")

    def key_at(self, width: int) -> tuple | None:
        v = self.view
        if v is None:
            return None
        return (self.compact, middle_key(v),
                tuple(seat_key(v, p, False) for p in range(len(v.seats))))

    def text_at(self, width: int) -> Text | list[Text]:
        if self.view is None:
            return Text("")
        return board_rows(self.view, width, not self.compact)
