"""A screen that a dialog may stand in front of."""

from __future__ import annotations


class NoticesInFront:
    """Mixed into the screens a dialog opens over (the table, the curtain): while one is
    in front, this screen's notices are hidden, and the dialog shows them in its own place
    (a row at the top).  Drawn behind it too, each notice stood twice on the screen, one
    over the table's fields (play-test at 80 x 24).  Once the dialog closes, Textual shows
    the notices still standing here again (it does so on every screen's resume)."""

    def on_screen_suspend(self) -> None:
        for rack in self.query("ToastRack"):  # type: ignore[attr-defined]
            rack.display = False
