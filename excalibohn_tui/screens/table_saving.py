"""Saving, as the table tells it: a failed autosave is told once and stays in sight on
the status line (and the curtain) until saving works again; ``w`` saves a copy."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import work

from ..lang import _, language
from ..names import printable
from ..widgets.status import TableStatus

if TYPE_CHECKING:
    from ..session import Session


class SavingTold:
    """Mixed into the table screen."""

    session: Session
    _save_error_told: str | None

    @work(exclusive=True, group="save")
    async def action_save_as(self) -> None:
        from ..dialogs.path import PathDialog

        path = await self.app.push_screen_wait(PathDialog())
        if not path:
            return
        try:
            saved = self.session.save_as(path)
        except Exception as err:
            self.app.notify(_("Could not save: {why}").format(why=err), severity="error",
                            markup=False)
            return
        self.app.notify(_("Saved a copy to {path}").format(path=printable(str(saved.absolute()))),
                        markup=False)

    def _tell_save_error(self) -> None:
        """A failed autosave is told once (not after every move), and so is its end; the
        status line says what is not saved for as long as saving fails."""
        error = getattr(self.session, "save_error", None)
        self.query_one(TableStatus).alert = self._save_alert()
        if error == self._save_error_told:
            return
        if error is not None:
            self.app.notify(error + " " + _("To keep a copy elsewhere meanwhile, press w."),
                            title=_("The game is not being saved"), severity="error",
                            timeout=20, markup=False)
        elif self._save_error_told is not None:
            self.app.notify(_("The game is saved after every move again."), title=_("Saved"),
                            timeout=6)
        self._save_error_told = error

    def _save_alert(self) -> str:
        """The status line's warning while saving fails (what is not saved), or ""."""
        if getattr(self.session, "save_error", None) is None:
            return ""
        lost = self.session.unsaved()
        return _("NOT SAVED: {what} Press w to save a copy elsewhere.").format(
            # English goes on in lower case; German nouns keep their capital
            what=f"{lost[0].lower()}{lost[1:]}" if language() == "en" else lost) if lost else ""

