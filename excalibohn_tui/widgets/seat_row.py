"""One seat of a new game on one line: its number, the player's name (typed straight
into the row) and who sits there (Left and Right step through the choices, Enter lists
them all).

One widget where a label, an input and a choice were three: the start screen's first
frame costs most of what its widgets cost to build and style.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.widget import Widget

from ..lang import N_, Translated, _
from .line_edit import edit

#: the columns of a row: "Seat 1" and the name's box (the longest name and the cursor)
LABEL_WIDTH = 8
NAME_WIDTH = 23


class SeatRow(Translated, Widget, can_focus=True):
    DEFAULT_CSS = """
    SeatRow { width: auto; min-width: 56; height: 1; }
    SeatRow:focus { background: $accent 15%; }
    SeatRow > .seat-row--label { color: $text-muted; }
    SeatRow:focus > .seat-row--label { color: $text; text-style: bold; }
    SeatRow > .seat-row--name { background: $boost; }
    SeatRow:focus > .seat-row--name { background: $accent 30%; }
    SeatRow > .seat-row--kind { background: $boost; }
    SeatRow:focus > .seat-row--kind { background: $accent 30%; text-style: bold; }
    """
    COMPONENT_CLASSES = {"seat-row--label", "seat-row--name", "seat-row--kind"}
    BINDINGS = [
        Binding("left", "step(-1)", N_("Who sits here"), key_display="←→"),
        Binding("right", "step(1)", N_("Who sits here"), show=False),
        Binding("enter", "choose", N_("All choices")),
        Binding("up", "move(-1)", N_("Seat above"), show=False),
        Binding("down", "move(1)", N_("Seat below"), show=False),
    ]

    class Changed(Message):
        """Who sits at the seat changed (by a key, the list or the program)."""

        def __init__(self, row: SeatRow, kind: str) -> None:
            super().__init__()
            self.row = row
            self.kind = kind

        @property
        def control(self) -> SeatRow:
            return self.row

    def __init__(self, index: int, player: str, kind: str, options: list[tuple[str, str]],
                 *, empty: str, max_length: int, id: str | None = None) -> None:
        """``options``: (label, kind) of every choice; ``empty``: the kind of an empty
        seat (its name is drawn faintly: nobody sits there)."""
        super().__init__(id=id)
        self.index = index
        self.options = options
        self.empty = empty
        self.max_length = max_length
        self._player = player[:max_length]
        self._kind = kind
        #: the name was just typed: Left or Right next may be meant for the name
        self._typing = False
        #: the arrows' meaning was told after typing (once a screen is enough)
        self._told = False
        self._at(kind)  # an unknown kind is a mistake in the program

    def _at(self, kind: str) -> int:
        for k, (_label, v) in enumerate(self.options):
            if v == kind:
                return k
        raise ValueError(f"{kind!r} is not one of {[v for _label, v in self.options]}")

    @property
    def player(self) -> str:
        """The name typed for the seat."""
        return self._player

    @player.setter
    def player(self, name: str) -> None:
        if name != self._player:
            self._player = name
            self.refresh()

    @property
    def kind(self) -> str:
        """"human", a computer player's level, or the empty seat's kind."""
        return self._kind

    @kind.setter
    def kind(self, kind: str) -> None:
        self._at(kind)
        if kind != self._kind:
            self._kind = kind
            self.refresh()
            self.post_message(self.Changed(self, kind))

    def render(self) -> Text:
        style = self.get_component_rich_style
        out = Text(no_wrap=True, overflow="crop")
        out.append(_("Seat {n}").format(n=self.index + 1).ljust(LABEL_WIDTH),
                   style("seat-row--label"))
        name = Text(" " + self._player, style("seat-row--name"))
        if self._kind == self.empty:  # nobody sits there: the name is faint
            name.stylize(Style(dim=True))
        if self.has_focus:
            name.append(" ", Style(reverse=True))  # the cursor, at the end
        name.pad_right(NAME_WIDTH - name.cell_len)
        out.append_text(name)
        out.append("  ")
        label = self.options[self._at(self._kind)][0].ljust(self._widest())
        out.append(f"\u25c0 {label} \u25b6", style("seat-row--kind"))
        return out

    def _widest(self) -> int:
        return max(len(label) for label, _kind in self.options)

    def get_content_width(self, container, viewport) -> int:
        return LABEL_WIDTH + NAME_WIDTH + 2 + self._widest() + 4

    # ------------------------------------------------------------- keys

    def _on_key(self, event: events.Key) -> None:
        name = edit(self._player, event, self.max_length)
        if name is not None:
            event.stop()
            event.prevent_default()
            self.player = name
        typing = name is not None
        if self._typing and not typing and event.key in ("left", "right") and not self._told:
            # (a play-tester pressed Left to mend a letter of the name just typed, and
            # the seat went to a computer player unnoticed)
            self._told = True
            self.app.notify(_("Left and Right change who sits at seat {n}; Backspace "
                              "mends the name.").format(n=self.index + 1),
                            severity="warning", timeout=6, markup=False)
        self._typing = typing

    def _on_paste(self, event: events.Paste) -> None:
        event.stop()
        name = edit(self._player, event, self.max_length)
        if name is not None:
            self.player = name

    def action_step(self, by: int) -> None:
        self.kind = self.options[(self._at(self._kind) + by) % len(self.options)][1]

    def action_move(self, by: int) -> None:
        """Up and Down go from seat to seat (Down from the last one to what follows)."""
        if by < 0 and self.index == 0:
            return
        if by < 0:
            self.screen.focus_previous()
        else:
            self.screen.focus_next()

    def action_choose(self) -> None:
        from ..dialogs.choice import ChoiceDialog

        def chosen(k: int | None) -> None:
            if k is not None:
                self.kind = self.options[k][1]

        self.app.push_screen(ChoiceDialog(_("Who sits at seat {n}?").format(n=self.index + 1),
                                          [label for label, _kind in self.options],
                                          highlighted=self._at(self._kind)), chosen)

    def on_click(self, event: events.Click) -> None:
        self.focus()
        if event.x >= LABEL_WIDTH + NAME_WIDTH:  # on the choice: list them all
            self.action_choose()
