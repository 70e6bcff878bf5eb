"""The language machinery (``rules.i18n``): which language, compiling, plural forms."""

from __future__ import annotations

import gettext
import io

import pytest

from rules import i18n

PO = b'''msgid ""
msgstr ""
"Language: de\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"
"Content-Type: text/plain; charset=utf-8\\n"

msgid "Pass"
msgstr "Passen"

msgid "{n} coin"
msgid_plural "{n} coins"
msgstr[0] "{n} Taler"
msgstr[1] "{n} Taler"

msgid "{n} card"
msgid_plural "{n} cards"
msgstr[0] "eine Karte"
msgstr[1] "{n} Karten"

#, fuzzy
msgid "Harvest"
msgstr "Ernten?"

msgctxt "button"
msgid "Trade"
msgstr "Handeln"
'''


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(("environ", "code"), [
    ({}, "en"),
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANG": "de_AT"}, "de"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANG": "C"}, "en"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LC_ALL": "de_CH.UTF-8", "LANG": "en_US.UTF-8"}, "de"),
    ({"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, "en"),
    ({"LC_MESSAGES": "de_DE", "LANG": "en_US"}, "de"),
    ({"LANGUAGE": "fr:de", "LANG": "en_US"}, "de"),
    ({"LANGUAGE": "fr", "LANG": "de_DE"}, "de"),
    ({"LANG": "de_DE@euro"}, "de"),
])
def test_the_locale_chooses_the_language(environ, code):
    assert i18n.language_from_environment(environ) == code


def test_a_language_the_game_does_not_speak_is_refused_and_changes_nothing():
    i18n.set_language("de")
    with pytest.raises(ValueError, match="unknown language"):
        i18n.set_language("fr")
    assert i18n.language() == "de"


def test_compiled_catalogue_translates_plurals_contexts_and_leaves_fuzzy_english():
    t = gettext.GNUTranslations(io.BytesIO(i18n.compile_catalogues("de", [PO])))
    assert t.gettext("Pass") == "Passen"
    assert t.ngettext("{n} coin", "{n} coins", 1).format(n=1) == "1 Taler"
    assert t.ngettext("{n} coin", "{n} coins", 2).format(n=2) == "2 Taler"
    assert t.ngettext("{n} card", "{n} cards", 1).format(n=1) == "eine Karte"
    assert t.ngettext("{n} card", "{n} cards", 3).format(n=3) == "3 Karten"
    assert t.gettext("Harvest") == "Harvest"  # fuzzy: not trusted, the English shows
    assert t.pgettext("button", "Trade") == "Handeln"
    assert t.gettext("Trade") == "Trade"


def test_the_first_catalogue_wins_where_two_translate_the_same_words():
    other = PO.replace(b'msgstr "Passen"', b'msgstr "Weiter"')
    t = gettext.GNUTranslations(io.BytesIO(i18n.compile_catalogues("de", [other, PO])))
    assert t.gettext("Pass") == "Weiter"
    assert t.ngettext("{n} coin", "{n} coins", 5) == "{n} Taler"


def test_the_compiled_catalogue_is_kept_and_a_spoilt_one_compiled_again(tmp_path):
    i18n.set_language("de", cache=tmp_path)
    kept = list(tmp_path.glob("de-*.mo"))
    assert len(kept) == 1
    kept[0].write_bytes(b"not a catalogue")
    i18n.set_language("en")
    i18n.set_language("de", cache=tmp_path)
    assert i18n.language() == "de"
    assert kept[0].read_bytes()[:4] in (b"\xde\x12\x04\x95", b"\x95\x04\x12\xde")


def test_english_is_the_words_of_the_code():
    i18n.set_language("de")
    i18n.set_language("en")
    assert i18n._("A sentence no catalogue knows.") == "A sentence no catalogue knows."
    assert i18n.ngettext("{n} coin", "{n} coins", 1) == "{n} coin"
