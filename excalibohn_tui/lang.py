"""The app's language: ``--lang``, else the start screen's last choice, else the locale.

The lookups are the rules' (``rules.i18n``); this module adds the screens' catalogue, keeps
the compiled catalogues in the user's cache folder, remembers the start screen's choice and
translates the key bar's and palette's descriptions of Textual bindings, which Textual keeps
per class as written (English, marked with ``N_``) and copies into every widget it creates.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
from pathlib import Path

from textual.binding import BindingsMap

from rules import i18n
from rules.i18n import LANGUAGES, N_, _, language, ngettext, pgettext

from . import APP

__all__ = ["LANGUAGES", "N_", "Translated", "_", "choose", "language", "ngettext",
           "pgettext", "start"]

i18n.add_catalogue(Path(__file__).resolve().parent / "locale")


def _cache() -> Path:
    import platformdirs

    return Path(platformdirs.user_cache_dir(APP, appauthor=False)) / "locale"


def _settings_file() -> Path:
    from .persistence import data_dir

    return data_dir() / "language.json"


def remembered() -> str | None:
    """The language last chosen on the start screen, or None."""
    try:
        code = json.loads(_settings_file().read_bytes()[:4096])["language"]
    except (OSError, ValueError, TypeError, KeyError):
        return None
    return code if code in LANGUAGES else None


#: what a language whose catalogue cannot be read or compiled raises (a broken install)
_UNREADABLE = (OSError, ValueError, ImportError)


def start(asked: str | None = None) -> str:
    """Set the language at start: the one asked for (``--lang``), else the one remembered,
    else the locale's; English if its catalogue cannot be read (the game stays playable).
    Returns the language in use."""
    code = asked or remembered() or i18n.language_from_environment()
    try:
        i18n.set_language(code, cache=_cache())
    except _UNREADABLE:
        i18n.set_language(i18n.DEFAULT)
    return language()


def choose(code: str) -> bool:
    """The start screen's choice: speak ``code`` now and next time.  False, and nothing
    changed, if its catalogue cannot be read."""
    try:
        i18n.set_language(code, cache=_cache())
    except _UNREADABLE:
        return False
    remember(code)
    return True


def remember(code: str) -> None:
    """Keep ``code`` as the language of the next start (where it cannot be written, the
    locale's is used as before)."""
    from .persistence import write_atomic

    with contextlib.suppress(OSError):
        write_atomic(_settings_file(), json.dumps({"language": code}).encode())


def described(bindings: BindingsMap, action: str, words: str) -> BindingsMap:
    """``bindings`` with the key for ``action`` described as ``words`` (already in the
    language in use), where what it does depends on the game."""
    return BindingsMap.from_keys({
        key: [dataclasses.replace(b, description=words) if b.action == action else b
              for b in group]
        for key, group in bindings.key_to_bindings.items()})


def translated(bindings: BindingsMap) -> BindingsMap:
    """``bindings`` with their descriptions and tooltips in the language in use."""
    return BindingsMap.from_keys({
        key: [dataclasses.replace(b, description=_(b.description) if b.description else "",
                                  tooltip=_(b.tooltip) if b.tooltip else "")
              for b in group]
        for key, group in bindings.key_to_bindings.items()})


class Translated:
    """Mixed into every screen, widget and app with ``BINDINGS``: the bindings it shows
    are described in the language in use when it is created."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.translate_bindings()

    def translate_bindings(self) -> None:
        merged = type(self)._merged_bindings  # the class's bindings, as written
        if merged is not None:
            self._bindings = translated(merged)
