"""Screens that answer once: the machinery every dialog and curtain shares.

Textual's ``Screen.dismiss`` pops whatever screen is in front, so a second answer from a
screen already gone (a fast double Enter: two "selected" messages queued before the first
is handled) dismissed the screen behind it, the table, and the app ended.  A screen of
ours answers only while it is the screen in front; later answers are dropped.
"""

from __future__ import annotations

from textual.await_complete import AwaitComplete


class AnswersOnce:
    """Mix into a ``Screen`` (before it): ``dismiss`` works only while the screen is in
    front, so one showing of the screen gives one answer, whatever keys follow.  A screen
    shown again (the kept curtain) answers again."""

    @property
    def in_front(self) -> bool:
        """The screen is the one the keys go to (not gone, not covered by another)."""
        try:
            return self.is_attached and self.app.screen is self  # type: ignore[attr-defined]
        except Exception:  # no app, or no screen at all any more
            return False

    def dismiss(self, result=None) -> AwaitComplete:
        if not self.in_front:
            return AwaitComplete()  # already answered (or covered): nothing to pop
        return super().dismiss(result)  # type: ignore[misc]
