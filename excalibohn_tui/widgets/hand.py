"""The viewer's own hand, in order: each card drawn as a card with its place number, the
front card (planted next) with a heavy edge and raised where there is room, the cards
behind it fanned (overlapping, each still showing its place and letter) when the row
is too short for all of them, and wrapped into more rows only when even the fan is.
Where the screen has rows to spare, a hand that would be fanned lies whole instead, its
cards at their widest, in as many rows as it takes (``spread``): every card's name and
bohnometer show."""

from __future__ import annotations

import os
import re

from rich.text import Text
from textual.binding import Binding
from textual.message import Message
from textual.reactive import reactive

from rules import Bean
from rules.views import CardView

from ..lang import N_, Translated, _, described
from .cards import NAME_ROOM, Block, beside, card, chip, flow, name_row
from .lines import TextLines

#: a card's width, and the least of it a fanned card shows (its place and letter)
CARD = 12
SLICE = 5


#: a bohnometer at the bottom of a card ("4·6·8·10", the Garden Bean's "-·2·3·-")
_SCALE = re.compile(r"[0-9-]+(?:\u00b7[0-9-]+)+")

#: the widest a card is drawn where the whole hand has room (long decree names)
WIDE = 14


def _slice(block: Block, width: int) -> Block:
    """The first ``width`` cells of a card.  A number the cut would split goes whole (the
    edge runs on instead): a deck count of 14 cut to "1" reads as 1.  A bohnometer shows
    whole or not at all: "4·6·8·10" cut to "4·6·8" read as a variety paying at 4, 6 and
    8 (play-test), "3·6·" as one of two steps."""
    out = []
    last = len(block) - 1
    for y, row in enumerate(block):
        cut = row[:width]
        full = row.plain
        scale = _SCALE.match(full, 1) if y == last else None
        if scale is not None and scale.end() > width:
            cut = cut[:1]  # (the corner, then the edge where the scale was)
            edge = row[scale.end():scale.end() + 1]
            for _ in range(width - 1):
                cut.append_text(edge)
        elif (0 < width < len(full) - 1 and full[width].isdigit()
              and full[width - 1].isdigit()):
            k = width
            while k > 0 and full[k - 1].isdigit():
                k -= 1
            edge = next((j for j, ch in enumerate(full) if ch in "\u2500\u2501"), None)
            if edge is not None:  # (a card's edges are drawn with one of these)
                cut = cut[:k]
                for _ in range(width - k):
                    cut.append_text(row[edge:edge + 1])
        out.append(cut)
    return out


def fan_row(cards: list[Block], width: int) -> Block:
    """Cards side by side in ``width`` cells: whole with a space between them if they
    fit, otherwise the first and the last whole and those between overlapping."""
    n = len(cards)
    size = cards[0][0].cell_len
    whole = n * size + (n - 1)
    if whole <= width or n <= 2:
        return beside(cards, 1)
    room = width - 2 * size - 1
    step = max(SLICE, min(size, room // (n - 2)))
    middle = [_slice(b, step) for b in cards[1:-1]]
    return beside([cards[0], beside(middle + [cards[-1]], 0)], 1)


def hand_rows(cards: list[CardView], width: int, cursor: int | None = None,
              raised: bool = False, spread: bool = False) -> Block:
    """The hand drawn ``width`` cells wide (rows of fans, as many as needed; ``spread``:
    rows of whole cards)."""
    n = len(cards)
    whole = n * WIDE + n - 1 <= width
    # (spread: rows of whole cards at their widest, where one row would fan them)
    spreading = spread and n * CARD + n - 1 > width and width >= WIDE
    size = WIDE if whole or spreading else CARD
    blocks = []
    for k, c in enumerate(cards):
        b = card(c.id, size, place=k + 1, front=k == 0)
        if k == cursor:
            b = [b[0], b[1].copy(), b[2]]
            b[1].stylize("reverse", 1, size - 1)
        blocks.append(b)
    # how many cards one fanned row holds: the first and last whole, SLICE cells each
    per_row = max(1, 2 + (width - 2 * CARD - 1) // SLICE) if width >= 2 * CARD + 1 else 1
    if spreading:
        # rows of whole cards, as even as they go (7 and 1 looked like a card left over)
        most = max(1, (width + 1) // (size + 1))
        lines = -(-n // most)
        per_row = -(-n // lines)
    rows: Block = []
    for start in range(0, len(blocks), per_row):
        part = fan_row(blocks[start:start + per_row], width)
        if raised and start == 0 and len(part) == 3:
            # the front card one row higher than the rest
            w = blocks[0][0].cell_len
            top = blocks[0][0].copy()
            top.append(" " * (part[0].cell_len - w))
            part = [top] + [Text.assemble(
                blocks[0][y + 1] if y < 2 else Text(" " * w), part[y][w:]) for y in range(3)]
        rows += part
    return rows


def flat_rows(cards: list[CardView], width: int, cursor: int | None = None) -> Block:
    """The hand as rows of small cards (its place, badge and name), where the screen has
    no room for it drawn as cards: the front card first, in bold."""
    pieces = []
    for k, c in enumerate(cards):
        piece = Text(f"{k + 1} ", style="" if k == 0 else "dim")
        piece.append_text(chip(c.id))
        if k == 0:
            piece.stylize("bold")
        if k == cursor:
            piece.stylize("reverse")
        pieces.append(piece)
    return flow(pieces, width, 2)


def front_signature(cards: list[CardView]) -> str:
    """The start of the front card's middle row as the hand draws it at any width (its
    heavy edge and name): it shows on screen only where this hand is drawn (for the
    privacy tests)."""
    if not cards:
        return ""
    rows = [name_row(cards[0].id, size - 2)[:NAME_ROOM] for size in (CARD, WIDE)]
    return "\u2503" + os.path.commonprefix(rows)


class Hand(Translated, TextLines, can_focus=True):
    """Left and right move a cursor over the cards (Tab to it); ``i`` tells about the card
    under it (at the table, without the focus here: the front card)."""

    DEFAULT_CSS = """
    Hand { height: auto; padding: 0 1; }
    Hand:focus { background: $boost; }
    """

    BINDINGS = [
        Binding("left", "move(-1)", N_("Previous card"), show=False),
        Binding("right", "move(1)", N_("Next card"), show=False),
        Binding("i", "details", N_("Card details")),
    ]

    cards: reactive[list[CardView] | None] = reactive(None, always_update=True,
                                                      repaint=False)
    cursor: reactive[int] = reactive(0, repaint=False)
    #: the front card drawn a row above the others (where the screen has the room)
    raised: reactive[bool] = reactive(False, repaint=False)
    #: the hand as rows of small cards, not as cards (where the choices need the room)
    flat: reactive[bool] = reactive(False, repaint=False)
    #: a hand too long for one row as rows of whole cards, not fanned (where there is room)
    spread: reactive[bool] = reactive(False, repaint=False)

    def word_keys(self, narrow: bool) -> None:
        """Its key for details in a word where the screen is narrow ("i Details")."""
        self._bindings = described(self._bindings, "details",
                                   _("Details") if narrow else _("Card details"))

    class Details(Message):
        """The player asked for the details of the card under the cursor."""

        def __init__(self, card: int, bean: Bean) -> None:
            super().__init__()
            self.card = card
            self.bean = bean

    def make_text(self) -> Text:
        return Text("") if self.cards is None else Text(" ")

    def key_at(self, width: int) -> tuple | None:
        if self.cards is None:
            return None
        return (tuple(c.id for c in self.cards), self.cursor if self.has_focus else None,
                self.raised, self.flat, self.spread)

    def text_at(self, width: int) -> Text | list[Text]:
        if self.cards is None:
            return Text("")
        if not self.cards:  # (the seat's foot line just above says so: play-test, the
            return Text("")  # same words twice)
        cursor = self.cursor if self.has_focus else None
        if self.flat:
            return flat_rows(self.cards, width, cursor)
        return hand_rows(self.cards, width, cursor, self.raised, self.spread)

    def rows_as_cards(self, spread: bool = False) -> int:
        """The rows the hand takes drawn as cards (fanned, or ``spread``), at its width
        now."""
        if not self.cards:
            return 1
        return len(hand_rows(self.cards, self.content_size.width, None, self.raised, spread))

    def rows_flat(self) -> int:
        """The rows the hand takes lying flat, at its width now."""
        if not self.cards:
            return 1
        return len(flat_rows(self.cards, self.content_size.width))

    def watch_cards(self) -> None:
        if self.cards:
            self.cursor = min(self.cursor, len(self.cards) - 1)
        self.changed()

    def watch_cursor(self) -> None:
        self.changed()

    def watch_raised(self) -> None:
        self.changed()

    def watch_flat(self) -> None:
        self.changed()

    def watch_spread(self) -> None:
        self.changed()

    def on_focus(self) -> None:  # the cursor shows only while the hand has focus
        self.changed()

    def on_blur(self) -> None:
        self.changed()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # (no "i Card details" in the key bar with no hand of one's own to tell about:
        # the public view left it there, doing nothing; a play-tester tried it)
        return bool(self.cards) if action == "details" else True

    def action_move(self, step: int) -> None:
        if self.cards:
            self.cursor = (self.cursor + step) % len(self.cards)

    def action_details(self) -> None:
        if self.cards:
            c = self.cards[self.cursor]
            self.post_message(self.Details(c.id, c.bean))
