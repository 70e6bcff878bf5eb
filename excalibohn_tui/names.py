"""Players' names, and any text from outside (a file, a file name) on its way to a screen.

A name is text, never markup and never terminal codes: over one shared terminal, or over
SSH, one player's name must not be able to drive the screen another player sees.  The
command line, the start screen and save files all check names with ``check_names``; the
screens render names as plain ``rich.text.Text``, and plain-text output (the command
line's messages, ``resume --check``, ``replay --text``) goes through ``printable``.

No import of the rules core here: the start screen uses it before that is loaded.
"""

from __future__ import annotations

import unicodedata


def _(message: str) -> str:
    """``message`` in the language in use (``rules.i18n``, imported when first needed)."""
    from rules.i18n import _ as translate

    return translate(message)


def pgettext(context: str, message: str) -> str:
    """``message``, marked with ``context``, in the language in use (as ``_``)."""
    from rules.i18n import pgettext as translate

    return translate(context, message)

#: the longest name a seat may have (it must fit the board and the curtain)
MAX_NAME = 20

#: Unicode categories that are not text to show: control characters (the terminal's
#: escape codes among them), format characters (bidirectional overrides that reorder the
#: text around them, invisible joiners), line and paragraph separators, and surrogates
#: (bytes of a command line that are not UTF-8)
_NOT_TEXT = frozenset({"Cc", "Cf", "Zl", "Zp", "Cs"})


def _unseen(ch: str) -> bool:
    return unicodedata.category(ch) in _NOT_TEXT


def quoted(name: str) -> str:
    """A name in the quotation marks of the language in use ('Clara', German „Clara“);
    a space at either end shows inside them."""
    return pgettext("a name in quotation marks", "'{name}'").format(name=name)


def name_problem(name: str) -> str | None:
    """What is wrong with ``name`` as a player's name, in words (None: nothing)."""
    if not name.strip():
        return _("a name is empty")
    bad = [ch for ch in name if _unseen(ch)]
    if bad:
        codes = ", ".join(f"U+{ord(ch):04X}" for ch in dict.fromkeys(bad))
        return _("the name {name} holds a control character or an invisible one ({codes}); "
                 "names are plain text").format(name=repr(name), codes=codes)
    if name != name.strip():
        return _("the name {name} begins or ends with a space").format(name=quoted(name))
    if len(name) > MAX_NAME:
        return _("the name {name}... is longer than {most} characters").format(
            name=quoted(name[:MAX_NAME]), most=MAX_NAME)
    return None


def check_names(names: list[str], case_apart: bool = False) -> None:
    """Raise ValueError naming the problem if any of ``names`` is not a fit name for a
    seat, or two are the same, or two of them differ only by case (on a curtain "Ann"
    and "ann" are one person).  ``case_apart``: names that differ only by case pass (a
    game saved before that rule keeps the names it was started with)."""
    for name in names:
        problem = name_problem(name)
        if problem:
            raise ValueError(problem)
    seen: dict[str, str] = {}
    for k, name in enumerate(names):
        if name in names[:k]:
            raise ValueError(_("two seats have the same name, {name}").format(
                name=quoted(name)))
        key = name.casefold()
        if key in seen and not case_apart:
            raise ValueError(_("the names {first} and {second} differ only by case; give every "
                               "player a name of their own").format(first=quoted(seen[key]),
                                                                    second=quoted(name)))
        seen.setdefault(key, name)


def printable(text: str) -> str:
    """``text`` with every character that is not text to show written as an escape
    (``\\x1b``, ``\\u202e``): safe to write to a terminal as it is."""
    if not any(_unseen(ch) for ch in text):
        return text
    out = []
    for ch in text:
        if not _unseen(ch):
            out.append(ch)
        elif ord(ch) < 0x100:
            out.append(f"\\x{ord(ch):02x}")
        else:
            out.append(f"\\u{ord(ch):04x}")
    return "".join(out)
