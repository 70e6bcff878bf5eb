"""A one-line push button: a focusable label that Enter, Space or a click presses.

Textual's ``Button`` is three lines tall with borders, hover and press styles, and its
module and styles cost the start screen's first frame more than the rest of its buttons'
work; the start screen needs only a label to press.
"""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.message import Message
from textual.widget import Widget

from ..lang import N_, Translated


class Push(Translated, Widget, can_focus=True):
    DEFAULT_CSS = """
    Push { width: auto; height: 1; padding: 0 2; margin: 0 2 0 0; background: $boost; }
    Push.-primary { background: $primary 60%; text-style: bold; }
    Push:focus { background: $accent; color: $text; text-style: bold; }
    """
    BINDINGS = [Binding("enter,space", "press", N_("Press"), show=False)]

    class Pressed(Message):
        """The button was pressed."""

        def __init__(self, push: Push) -> None:
            super().__init__()
            self.push = push

        @property
        def control(self) -> Push:
            return self.push

    def __init__(self, label: str, *, id: str | None = None, primary: bool = False) -> None:
        super().__init__(id=id, classes="-primary" if primary else "")
        self.label = label

    def render(self) -> Text:
        return Text(self.label)

    def action_press(self) -> None:
        self.post_message(self.Pressed(self))

    def on_click(self) -> None:
        self.focus()
        self.action_press()
