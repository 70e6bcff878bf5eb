"""Events: what happened, put into words when read, redacted per viewer.

An event carries a public text that anyone at the table may read and, where
the rules let some players know more, a private text for each of them
(``private[seat]``).  ``text_for(viewer)`` picks the right one; a ``viewer``
of ``None`` is an onlooker and always gets the public text.  ``data`` holds
only public facts, for the screen (which field, which seat).

An event keeps no words, only what happened: each text is a recipe, ``(words, values)``,
put into words in the language in use when somebody reads it (``in_words``), so a game
begun in English is read in German and back.  ``words`` is a marked English template
(``N_("{name} refuses.")``, looked up in the catalogue when read) with its values by
name, or a function (of ``rules.words``) called with its values; a value that is itself
a recipe (a card's name, a field's) is put into words first.  A plain string is a marked
text without values.  The games that searching computer players play in their heads are
never read at all, so nothing is put into words for them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from .i18n import _, language

#: the private texts of an event that has none (shared, so that it cannot be changed)
NO_SECRETS: Mapping[int, Any] = MappingProxyType({})

#: a text: a marked English text, or a recipe for one (a marked template and its values
#: by name, or a function and its values in order)
Text = str | tuple[str | Callable[..., str], tuple[Any, ...] | Mapping[str, Any]]


def say(words: str, **values: Any) -> Text:
    """A recipe: the marked template ``words`` (``N_("…")``) with its named values."""
    return (words, values)


def in_words(text: Text) -> str:
    """A text put into words in the language in use."""
    if isinstance(text, str):
        return _(text) if text else text
    words, args = text
    if not isinstance(words, str):
        return words(*args)
    if isinstance(args, Mapping):
        return _(words).format(**{k: in_words(v) if isinstance(v, tuple) else v
                                  for k, v in args.items()})
    return _(words).format(*args)


class Event:
    """One thing that happened."""

    __slots__ = ("kind", "_text", "_private", "data", "_said", "by")

    def __init__(self, kind: str, text: Text, private: Mapping[int, Text] | None = None,
                 data: dict[str, int | str | None] | None = None,
                 by: int | None = None) -> None:
        self.kind = kind
        self._text = text
        self._private = NO_SECRETS if private is None else private
        self.data = {} if data is None else data
        self._said: tuple[str, str] | None = None  # (language, public text), once read
        #: the seat whose move this is (None: what followed as the game ran on by itself,
        #: the deal, the draws, the next turn)
        self.by = by

    @property
    def text(self) -> str:
        """The public text, in the language in use."""
        said = self._said
        if said is None or said[0] != language():
            said = self._said = (language(), in_words(self._text))
        return said[1]

    @property
    def private(self) -> Mapping[int, str]:
        """The private texts by seat, in the language in use."""
        if not self._private:
            return NO_SECRETS
        return {seat: in_words(t) for seat, t in self._private.items()}

    def text_for(self, viewer: int | None) -> str:
        if viewer is not None and viewer in self._private:
            return in_words(self._private[viewer])
        return self.text

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Event) and (self.kind, self.text, self.private, self.data)
                == (other.kind, other.text, other.private, other.data))

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"Event(kind={self.kind!r}, text={self.text!r}, private={self.private!r}, "
                f"data={self.data!r})")
