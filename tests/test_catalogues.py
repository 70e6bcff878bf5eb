"""The German catalogues against the code: every marked text translated, nothing left over.

Each package's ``locale/de.po`` must hold exactly the texts its code marks (``_``, ``N_``,
``ngettext``, ``pgettext``), each with a German translation that is not fuzzy, that keeps
the named places of the English (``{name}``) and gives both plural forms.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ["rules", "excalibohn_tui"]
PLACE = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)?(?:[!:][^{}]*)?\}(?!\})")


def _marked(package: str) -> dict[tuple[str, str | None], str]:
    """(msgid, context) of every text the package marks, with where it is."""
    out = {}
    for filename, lineno, message, _comments, context in extract_from_dir(
            str(ROOT / package), method_map=[("**.py", "python")]):
        msgid = message[0] if isinstance(message, tuple) else message
        out[(msgid, context)] = f"{package}/{filename}:{lineno}"
    return out


def _catalogue(package: str):
    with open(ROOT / package / "locale" / "de.po", "rb") as f:
        return read_po(f, locale="de")


@pytest.mark.parametrize("package", PACKAGES)
def test_every_marked_text_has_a_german_translation(package):
    catalogue = _catalogue(package)
    missing = []
    for (msgid, context), where in sorted(_marked(package).items(), key=str):
        entry = catalogue.get(msgid, context)
        strings = () if entry is None else (
            entry.string if isinstance(entry.string, tuple) else (entry.string,))
        if entry is None or entry.fuzzy or not all(strings):
            missing.append(f"{where}: {msgid!r}")
    assert not missing, "untranslated in {}/locale/de.po:\n{}".format(
        package, "\n".join(missing))


@pytest.mark.parametrize("package", PACKAGES)
def test_no_catalogue_entry_is_left_over(package):
    marked = _marked(package)
    unused = [m.id for m in _catalogue(package)
              if m.id and ((m.id[0] if isinstance(m.id, tuple) else m.id), m.context)
              not in marked]
    assert not unused, f"{package}/locale/de.po holds texts no code uses: {unused}"


@pytest.mark.parametrize("package", PACKAGES)
def test_translations_keep_the_named_places_and_both_plural_forms(package):
    wrong = []
    for m in _catalogue(package):
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        if isinstance(m.id, tuple) and len(strings) != 2:
            wrong.append(f"{ids[0]!r}: {len(strings)} plural forms, German has 2")
        places = {p for i in ids for p in PLACE.findall(i)}
        for s in strings:
            if s and {p for p in PLACE.findall(s)} - places:
                wrong.append(f"{ids[0]!r} -> {s!r}: a place the English does not have")
            if s and not isinstance(m.id, tuple) and set(PLACE.findall(s)) != places:
                wrong.append(f"{ids[0]!r} -> {s!r}: the places differ")
    assert not wrong, "\n".join(wrong)
