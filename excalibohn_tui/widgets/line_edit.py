"""A one-line text field that draws itself: characters typed go at the end, Backspace
takes the last one away, Ctrl+U empties it, a paste adds its first line.

Textual's ``Input`` (a cursor that blinks on a timer, selections, suggestions, scrolling)
cost the start screen's first frame a fifth of an empty app; a name of at most twenty
characters and a seed need none of that.  ``edit`` is the editing itself, shared with
the seat rows of the start screen (``seat_row.SeatRow``), which draw a name the same way.
"""

from __future__ import annotations

import re

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget


def edit(value: str, event: events.Key | events.Paste, max_length: int,
         allowed: re.Pattern[str] | None = None) -> str | None:
    """``value`` after the key or paste ``event``; None when the event is not an editing
    one (then it goes on to the bindings).  Characters that ``allowed`` does not match,
    and any beyond ``max_length``, are left out."""
    if isinstance(event, events.Paste):
        added = event.text.splitlines()[0] if event.text else ""
    elif event.key == "backspace":
        return value[:-1]
    elif event.key == "ctrl+u":
        return ""
    elif event.is_printable and event.character:
        added = event.character
    else:
        return None
    if allowed is not None:
        added = "".join(ch for ch in added if allowed.fullmatch(ch))
    return (value + added)[:max_length]


class LineEdit(Widget, can_focus=True):
    """A label (optional) and the text's box, on one line."""

    DEFAULT_CSS = """
    LineEdit { width: auto; height: 1; }
    LineEdit > .line-edit--box { background: $boost; }
    LineEdit:focus > .line-edit--box { background: $accent 30%; }
    LineEdit > .line-edit--placeholder { color: $text-muted; }
    """
    COMPONENT_CLASSES = {"line-edit--box", "line-edit--placeholder"}

    class Changed(Message):
        """The text changed (by typing, a paste or the program)."""

        def __init__(self, edit: LineEdit, value: str) -> None:
            super().__init__()
            self.edit = edit
            self.value = value

        @property
        def control(self) -> LineEdit:
            return self.edit

    def __init__(self, value: str = "", *, placeholder: str = "", max_length: int = 20,
                 restrict: str | None = None, label: str = "", id: str | None = None) -> None:
        """``label``: words before the box (a widget of its own would cost the first frame
        as much again)."""
        super().__init__(id=id)
        self.label = label
        self.placeholder = placeholder
        self.max_length = max_length
        #: the characters allowed, as a regular expression for one character
        self.allowed = re.compile(restrict) if restrict else None
        self._value = value[:max_length]

    @property
    def value(self) -> str:
        return self._value

    @value.setter
    def value(self, value: str) -> None:
        if value != self._value:
            self._value = value
            self.refresh()
            self.post_message(self.Changed(self, value))

    def render(self) -> Text:
        box = Text(" ", self.get_component_rich_style("line-edit--box"), no_wrap=True,
                   overflow="crop")
        if not self._value and not self.has_focus:
            box.append(self.placeholder,
                       self.get_component_rich_style("line-edit--placeholder", partial=True))
        else:
            box.append(self._value)
        if self.has_focus:
            box.append(" ", Style(reverse=True))  # the cursor, at the end
        box.pad_right(self.max_length + 3 - box.cell_len)
        return Text(self.label, no_wrap=True, overflow="crop") + box

    def get_content_width(self, container, viewport) -> int:
        return len(self.label) + self.max_length + 3

    def _on_key(self, event: events.Key) -> None:
        value = edit(self._value, event, self.max_length, self.allowed)
        if value is not None:
            event.stop()
            event.prevent_default()
            self.value = value

    def _on_paste(self, event: events.Paste) -> None:
        event.stop()
        value = edit(self._value, event, self.max_length, self.allowed)
        if value is not None:
            self.value = value
