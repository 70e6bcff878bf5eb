"""Events: what happened, in plain words, redacted per viewer.

An event carries a public text that anyone at the table may read and, where
the rules let some players know more, a private text for each of them
(``private[seat]``).  ``text_for(viewer)`` picks the right one; a ``viewer``
of ``None`` is an onlooker and always gets the public text.  ``data`` holds
only public facts, for the screen (which field, which seat).

The public text may be given as a recipe, ``(words, args)``: a template for
``str.format`` or a function, and the values it needs, taken when the event
happened.  It is put into words the first time somebody reads it: the games
that searching computer players play in their heads are never read at all.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

#: the private texts of an event that has none (shared, so that it cannot be changed)
NO_SECRETS: Mapping[int, str] = MappingProxyType({})

#: a public text: words, or a recipe for them (a format template or function, and its values)
Text = str | tuple[str | Callable[..., str], tuple[Any, ...]]


def in_words(text: Text) -> str:
    """A public text, put into words if it is a recipe."""
    if isinstance(text, str):
        return text
    words, args = text
    return words.format(*args) if isinstance(words, str) else words(*args)


class Event:
    """One thing that happened."""

    __slots__ = ("kind", "_text", "private", "data")

    def __init__(self, kind: str, text: Text, private: Mapping[int, str] | None = None,
                 data: dict[str, int | str | None] | None = None) -> None:
        self.kind = kind
        self._text = text
        self.private = NO_SECRETS if private is None else private
        self.data = {} if data is None else data

    @property
    def text(self) -> str:
        if not isinstance(self._text, str):
            self._text = in_words(self._text)
        return self._text

    def text_for(self, viewer: int | None) -> str:
        if viewer is not None and viewer in self.private:
            return self.private[viewer]
        return self.text

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Event) and (self.kind, self.text, self.private, self.data)
                == (other.kind, other.text, other.private, other.data))

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"Event(kind={self.kind!r}, text={self.text!r}, private={self.private!r}, "
                f"data={self.data!r})")
