"""Small modal dialogs that return a result: pick one of a list, yes or no, a message."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, OptionList, Static
from textual.widgets.option_list import Option

from .once import AnswersOnce


def plain(text: str | Text) -> Text:
    """Card names like ``[S] Sword`` are words, not markup."""
    return Text(text) if isinstance(text, str) else text


DIALOG_CSS = """
{name} {{ align: center middle; }}
{name} > Vertical {{
    width: auto; min-width: 50; max-width: 96; height: auto; max-height: 90%;
    border: thick $accent; background: $surface; padding: 0 1;
}}
{name} .title {{ text-style: bold; color: $accent; padding-bottom: 1; }}
{name} OptionList {{ height: auto; max-height: 16; }}
{name} .hint {{ color: $text-muted; padding-top: 1; }}
"""


class ChoiceDialog(AnswersOnce, ModalScreen[int | None]):
    """Choose one entry; returns its index, or None on Escape."""

    DEFAULT_CSS = DIALOG_CSS.format(name="ChoiceDialog")
    BINDINGS = [Binding("escape", "cancel", "Back")]

    def __init__(self, title: str, options: list[str | Text], body: str | Text = "",
                 disabled: set[int] | None = None, hint: str = "Enter chooses, Escape goes back",
                 highlighted: int | None = None) -> None:
        super().__init__()
        self.title_text = title
        self.options = options
        self.body = body
        self.off = disabled or set()
        self.hint = hint
        #: the entry highlighted first (default: the first one that can be chosen)
        self.first = highlighted

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(plain(self.title_text), classes="title")
            if self.body:
                yield Static(plain(self.body), classes="body")
            yield OptionList(*[
                Option(plain(label), id=f"c{k}", disabled=k in self.off)
                for k, label in enumerate(self.options)
            ])
            yield Static(self.hint, classes="hint")

    def on_mount(self) -> None:
        options = self.query_one(OptionList)
        options.focus()
        first = self.first if self.first is not None else next(
            (k for k in range(len(self.options)) if k not in self.off), None)

        def highlight() -> None:
            options.highlighted = first

        self.call_after_refresh(highlight)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(int(event.option.id[1:]))

    def action_cancel(self) -> None:
        self.dismiss(None)


class ConfirmDialog(AnswersOnce, ModalScreen[bool | str]):
    """Yes or no; ``y``/``n``, Enter on a button, Escape means no.  ``other``: a third
    answer, (its words, its key): it returns the string "other"."""

    DEFAULT_CSS = DIALOG_CSS.format(name="ConfirmDialog") + """
    ConfirmDialog Horizontal { height: auto; align: center middle; }
    ConfirmDialog Button { margin: 0 2; }
    """
    BINDINGS = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n,escape", "answer(False)", "No"),
    ]

    def __init__(self, question: str | Text, yes: str = "Yes", no: str = "No",
                 other: tuple[str, str] | None = None) -> None:
        super().__init__()
        self.question = question
        self.yes = yes
        self.no = no
        self.other = other

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(plain(self.question), classes="title")
            with Horizontal():
                yield Button(f"{self.yes} (y)", id="yes", variant="primary")
                if self.other is not None:
                    words, key = self.other
                    yield Button(f"{words} ({key})", id="other")
                yield Button(f"{self.no} (n)", id="no")

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss("other" if event.button.id == "other" else event.button.id == "yes")

    def on_key(self, event) -> None:
        if self.other is not None and event.key == self.other[1]:
            event.stop()
            self.dismiss("other")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class MessageDialog(AnswersOnce, ModalScreen[None]):
    """A message to read (an attack's course, a card's details); any of Enter,
    Space or Escape closes it. ``timeout`` closes it by itself (computer players)."""

    DEFAULT_CSS = DIALOG_CSS.format(name="MessageDialog") + """
    MessageDialog > Vertical { min-width: 60; }
    """
    BINDINGS = [Binding("enter,space,escape", "close", "Continue")]

    def __init__(self, title: str, body: str | Text, timeout: float | None = None) -> None:
        super().__init__()
        self.title_text = title
        self.body = body
        self.timeout = timeout

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(plain(self.title_text), classes="title")
            yield Static(plain(self.body), classes="body")
            yield Static("Enter to continue", classes="hint")

    def on_mount(self) -> None:
        if self.timeout is not None:
            self.set_timer(self.timeout, self.action_close)

    def action_close(self) -> None:
        self.dismiss(None)  # not if the timer fires while a screen covers this one


class LogDialog(AnswersOnce, ModalScreen[None]):
    """The whole game log (as the viewer may read it), scrollable, latest at the bottom."""

    DEFAULT_CSS = DIALOG_CSS.format(name="LogDialog") + """
    LogDialog > Vertical { width: 90%; height: 90%; }
    LogDialog RichLog { height: 1fr; }
    """
    BINDINGS = [Binding("escape,enter,l", "close", "Close")]

    def __init__(self, title: str, lines: list[str]) -> None:
        super().__init__()
        self.title_text = title
        self.lines = lines

    def compose(self) -> ComposeResult:
        from textual.widgets import RichLog

        with Vertical():
            yield Static(self.title_text, classes="title")
            yield RichLog(wrap=True, markup=False, min_width=20, id="all")
            yield Static("Up, down and Page keys scroll; Escape closes", classes="hint")

    def on_mount(self) -> None:
        from textual.widgets import RichLog

        log = self.query_one("#all", RichLog)
        for line in self.lines or ["(nothing yet)"]:
            log.write(Text(line, style="bold" if line.startswith("Turn ") else ""))
        log.focus()

    def action_close(self) -> None:
        self.dismiss(None)
