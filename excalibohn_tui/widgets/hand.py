"""The viewer's own hand, in order: the front card marked, every place numbered."""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.message import Message
from textual.reactive import reactive

from rules import Bean
from rules.views import CardView

from ..text.cards import card_chip
from .lines import TextLines


def hand_text(cards: list[CardView], cursor: int | None = None, width: int | None = None,
              indent: int = 0) -> Text:
    """``1>[S] Sword  2 [Q] Princess ...``: the shape the hand has on screen.  With a
    ``width``, lines break between cards, never inside one (``indent``: cells already
    taken on the first line, and the indent of the others)."""
    t = Text()
    used = indent
    for k, c in enumerate(cards):
        piece = Text()
        piece.append(f"{k + 1}", style="bold")
        piece.append("\u25b6" if k == 0 else " ", style="bold yellow")
        chip = card_chip(c.id)  # a decree or sacrifice card says what it is
        if k == cursor:
            chip.stylize("reverse")
        piece.append_text(chip)
        if k:
            if width is not None and used + 2 + piece.cell_len > width:
                t.append("\n" + " " * indent)
                used = indent
            else:
                t.append("  ")
                used += 2
        t.append_text(piece)
        used += piece.cell_len
    return t


_HEAD = "Your hand: "


class Hand(TextLines, can_focus=True):
    """Left and right move a cursor over the cards; ``i`` tells about the card under it."""

    DEFAULT_CSS = """
    Hand { height: auto; padding: 0 1; border: round $primary-darken-2; }
    Hand:focus { border: round $accent; }
    """

    BINDINGS = [
        Binding("left", "move(-1)", "Previous card", show=False),
        Binding("right", "move(1)", "Next card", show=False),
        Binding("i", "details", "Card details"),
    ]

    cards: reactive[list[CardView] | None] = reactive(None, always_update=True,
                                                      repaint=False)
    cursor: reactive[int] = reactive(0, repaint=False)

    class Details(Message):
        """The player asked for the details of the card under the cursor."""

        def __init__(self, card: int, bean: Bean) -> None:
            super().__init__()
            self.card = card
            self.bean = bean

    def make_text(self) -> Text:
        if self.cards is None:
            return Text("")
        t = Text(_HEAD, style="bold")
        if not self.cards:
            t.append("(empty)", style="dim")
            return t
        t.append_text(hand_text(self.cards, self.cursor if self.has_focus else None))
        return t

    def text_at(self, width: int) -> Text:
        # the hand breaks between cards, so that no card is cut in two
        if not self.cards or self.text.cell_len <= width:
            return self.text
        head = Text(_HEAD, style="bold")
        head.append_text(hand_text(self.cards, self.cursor if self.has_focus else None,
                                   width, len(_HEAD)))
        return head

    def watch_cards(self) -> None:
        if self.cards:
            self.cursor = min(self.cursor, len(self.cards) - 1)
        self.changed()

    def watch_cursor(self) -> None:
        self.changed()

    def on_focus(self) -> None:  # the cursor shows only while the hand has focus
        self.changed()

    def on_blur(self) -> None:
        self.changed()

    def action_move(self, step: int) -> None:
        if self.cards:
            self.cursor = (self.cursor + step) % len(self.cards)

    def action_details(self) -> None:
        if self.cards:
            card = self.cards[self.cursor]
            self.post_message(self.Details(card.id, card.bean))
