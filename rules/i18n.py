"""The language of the game's words: English, or German from gettext catalogues.

Every text a player reads is written in English in the code, marked for translation, and
looked up in the catalogue of the language in use when it is put into words:

    from rules.i18n import _, ngettext, N_

    _("Nothing to plant.")                               # a whole sentence
    _("{name} plants a {bean}.").format(name=..., bean=...)   # named places: a translation
                                                          # may put them in another order
    ngettext("{n} coin", "{n} coins", n).format(n=n)      # plural forms done by the language
    NAME = N_("Princess Bean")   # marked where it is written (data), translated where shown

Sentences are never glued from fragments that a translation could not reorder.  What the
game stores (actions, events' values, save files) holds no words, so a game begun in one
language goes on, or is replayed, in the other.

The catalogues are ``.po`` files in the repository, one per package (``rules/locale/de.po``
for the rules' words, ``excalibohn_tui/locale/de.po`` for the screens', which the app adds
with ``add_catalogue``).  They are compiled with Babel the first time a language is used and
kept in a cache folder when the caller gives one, so a later start reads the compiled file
with the standard library alone.  English needs no catalogue: the words in the code are
English.

One language holds for the whole process (set once at start, or from the start screen):
the rules put refusals and events into words in it.
"""

from __future__ import annotations

import gettext
import hashlib
import io
import os
from collections.abc import Iterable, Mapping
from pathlib import Path

#: the languages the game speaks, by code, each named in its own language
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch"}
DEFAULT = "en"

_HERE = Path(__file__).resolve().parent
#: the ``.po`` files of every package, one folder each holding ``<code>.po``
_catalogue_dirs: list[Path] = [_HERE / "locale"]

_language = DEFAULT
_translations: gettext.NullTranslations = gettext.NullTranslations()


def add_catalogue(folder: Path) -> None:
    """Let the words of another package (its ``<folder>/<code>.po``) be translated too."""
    folder = Path(folder).resolve()
    if folder not in _catalogue_dirs:
        _catalogue_dirs.append(folder)
        if _language != DEFAULT:
            set_language(_language)


def catalogue_files(code: str) -> list[Path]:
    """The ``.po`` files of a language, in the order they are merged."""
    return [d / f"{code}.po" for d in _catalogue_dirs if (d / f"{code}.po").is_file()]


def language() -> str:
    """The code of the language in use ("en" or "de")."""
    return _language


def set_language(code: str, cache: Path | None = None) -> None:
    """Speak the language ``code`` from now on.  ``cache`` is a folder where the compiled
    catalogue may be kept between runs (nothing is written when it is None or cannot be
    written).  Raises ValueError for a language the game does not speak."""
    global _language, _translations
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}: choose one of {', '.join(LANGUAGES)}")
    _translations = gettext.NullTranslations() if code == DEFAULT else _load(code, cache)
    _language = code


def language_from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language the user's locale asks for, by the variables gettext reads and in its
    order (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), or English when none names one we speak.
    "de_DE.UTF-8", "de_AT" and "de" all mean German; "C" and "POSIX" mean English."""
    env = os.environ if environ is None else environ
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if not value:
            continue
        for item in value.split(":"):  # LANGUAGE may list several, best first
            code = item.split(".")[0].split("@")[0].split("_")[0].lower()
            if code in LANGUAGES:
                return code
            if code in ("c", "posix"):
                return DEFAULT
        if var != "LANGUAGE":
            return DEFAULT  # the first locale variable set decides, as in gettext
    return DEFAULT


# ------------------------------------------------------------------ the lookups


def _(message: str) -> str:
    """``message`` in the language in use."""
    return _translations.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of ``singular``/``plural`` that the language uses for ``n``."""
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the language in use, where the same English words need different
    translations in different places (``context`` tells them apart)."""
    return _translations.pgettext(context, message)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue where it is written (in data); translate it with
    ``_`` where it is shown."""
    return message


# ------------------------------------------------------------------ compiling


def _load(code: str, cache: Path | None) -> gettext.GNUTranslations:
    files = catalogue_files(code)
    sources = [f.read_bytes() for f in files]
    digest = hashlib.sha256(b"\0".join(sources)).hexdigest()[:16]
    cached = None if cache is None else Path(cache) / f"{code}-{digest}.mo"
    if cached is not None:
        try:
            return gettext.GNUTranslations(io.BytesIO(cached.read_bytes()))
        except (OSError, ValueError, UnicodeDecodeError):
            pass  # not there yet, or spoilt: compile it again
    compiled = compile_catalogues(code, sources)
    if cached is not None:
        try:
            cached.parent.mkdir(parents=True, exist_ok=True)
            tmp = cached.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_bytes(compiled)
            os.replace(tmp, cached)
        except OSError:
            pass  # a cache that cannot be written only costs the compiling next time
    return gettext.GNUTranslations(io.BytesIO(compiled))


def compile_catalogues(code: str, sources: Iterable[bytes]) -> bytes:
    """The ``.mo`` bytes of the ``.po`` sources merged (the first translation of a message
    wins).  Fuzzy and empty translations are left out, so their English shows."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    merged: Catalog | None = None
    for source in sources:
        catalog = read_po(io.BytesIO(source), locale=code)
        if merged is None:
            merged = catalog
            continue
        for message in catalog:
            if message.id and merged.get(message.id, message.context) is None:
                merged[message.id] = message
    if merged is None:
        merged = Catalog(locale=code)
    out = io.BytesIO()
    write_mo(out, merged, use_fuzzy=False)
    return out.getvalue()
