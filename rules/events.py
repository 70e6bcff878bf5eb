"""Events: what happened, in plain words, redacted per viewer.

An event carries a public text that anyone at the table may read and, where
the rules let some players know more, a private text for each of them
(``private[seat]``).  ``text_for(viewer)`` picks the right one; a ``viewer``
of ``None`` is an onlooker and always gets the public text.  ``data`` holds
only public facts, for the screen (which field, which seat).
"""

from __future__ import annotations

from dataclasses import dataclass, field


# not frozen: building a frozen dataclass costs three times as much, and a game makes
# thousands of events (nothing changes an event once made)
@dataclass(slots=True)
class Event:
    kind: str
    text: str
    private: dict[int, str] = field(default_factory=dict)
    data: dict[str, int | str | None] = field(default_factory=dict)

    def text_for(self, viewer: int | None) -> str:
        if viewer is not None and viewer in self.private:
            return self.private[viewer]
        return self.text
