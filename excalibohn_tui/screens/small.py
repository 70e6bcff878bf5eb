"""Shown instead of a broken layout when the terminal is too small."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from ..lang import _

MIN_WIDTH = 80
MIN_HEIGHT = 24


class TooSmallScreen(Screen[None]):
    DEFAULT_CSS = """
    TooSmallScreen { align: center middle; }
    TooSmallScreen Static { width: auto; max-width: 100%; height: auto; text-align: center; }
    """

    def compose(self) -> ComposeResult:
        yield Static(id="size")

    def on_mount(self) -> None:
        self.update_size()

    def on_resize(self) -> None:
        self.update_size()

    def update_size(self) -> None:
        w, h = self.app.size
        # (q, the app's, asks nothing here: ``ExcalibohnApp.quit_when_small``)
        words = getattr(self.app, "small_quit_words", None)
        leaving = words() if words is not None else ""
        self.query_one("#size", Static).update(
            _("Excalibohn needs a terminal of at least {width} x {height}.\n"
              "This one is {w} x {h}: please make it larger.").format(
                  width=MIN_WIDTH, height=MIN_HEIGHT, w=w, h=h) + ("\n" + leaving if leaving
                                                                   else ""))
