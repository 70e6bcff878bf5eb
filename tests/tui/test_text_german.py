"""The table's words (``excalibohn_tui.text``) in German: action labels, field texts,
prompts and card details from hand-built positions, with English put back afterwards."""

from __future__ import annotations

import pytest
from positions import five_player_middle, trade_position

from excalibohn_tui import lang  # noqa: F401  (adds the screens' catalogue)
from excalibohn_tui.text.actions import describe
from excalibohn_tui.text.cards import card_details, card_word, chip
from excalibohn_tui.text.fields import field_text, harvest_words
from excalibohn_tui.text.prompts import prompt_text
from rules import Bean, Harvest, UseAbility
from rules.builder import build
from rules.i18n import set_language


@pytest.fixture
def german():
    set_language("de")
    yield
    set_language("en")


def test_action_labels_and_fields_read_german(german):
    game = five_player_middle()
    view = game.view(0)
    labels = [describe(a, view) for a in game.legal_actions(0)]
    assert "Schwertbohne (Feld 1): Ben angreifen (1 Taler)" in labels
    assert "Phase 1b beenden und Karten zum Handeln aufdecken" in labels
    harvest = describe(Harvest(0, 1), view)
    assert harvest == "Feld 2 ernten: 2 Prinzessbohnen \u2192 1 Taler (nächster Taler bei 4)"
    assert field_text(view, 0, 0).plain == "1: [S] Schwert x3 1T/6 *"
    assert "Fähigkeit" in field_text(view, 0, 0, compact=False).plain
    assert isinstance(game.legal_actions(0)[0], UseAbility)


def test_prompts_and_card_details_read_german(german):
    game = build(["Ann", "Ben", "Cem"], hands={0: ["princess"]}, active=0, phase="1a")
    assert prompt_text(game.view(0)).plain == (
        "Du musst deine vorderste Karte anbauen: [Q] Prinzessbohne.")
    assert prompt_text(trade_position().view(0)).plain.startswith("Handel: Biete")
    details = card_details(game.state.seats[0].hand[0])
    assert details.startswith("[Q] Prinzessbohne (Princess Bean), 17 im Spiel.")
    assert "Bohnometer: 2 Karten: 1 Taler, 4 Karten: 2 Taler" in details
    assert chip(Bean.SWORD).plain == "[S] Schwert"


def test_the_same_words_go_back_to_english(german):
    game = five_player_middle()
    set_language("en")
    view = game.view(0)
    assert harvest_words(view, 0, 1) == (
        "Harvest field 2: 2 Princess Beans \u2192 1 coin (next coin at 4)")
    assert card_word(game.state.seats[0].hand[0]).startswith("[Q] Princess Bean")


@pytest.mark.parametrize("language, heading, text", [
    ("en", "## The end", "The game ends when"), ("de", "## Das Ende", "Das Spiel endet, wenn")])
def test_a_short_first_line_of_the_help_is_a_heading_not_the_start_of_its_text(
        language, heading, text):
    from excalibohn_tui.screens.help import help_markdown
    from rules.games import SPECS

    set_language(language)
    try:
        markdown = help_markdown(SPECS["excalibohn"])
    finally:
        set_language("en")
    lines = markdown.splitlines()
    assert heading in lines  # was "The end The game ends when ..." in one paragraph
    after = lines[lines.index(heading) + 1:]
    assert next(line for line in after if line).startswith(text)


def test_computer_players_are_named_in_the_language_of_the_new_game(german):
    from excalibohn_tui.session import parse_seats

    seats = parse_seats("Ann,bot:normal,bot:hard,bot:normal")
    assert [s.name for s in seats] == ["Ann", "Normal-Bot 1", "Schwer-Bot 1", "Normal-Bot 2"]


def test_bohnedikts_fields_keep_their_short_labels_in_german(german):
    """A narrow board labels the Bisch-Hof "BH" and Gottes Acker "GA", as the help says:
    in German it said "FBH", the initials of "Feld Bisch-Hof"."""
    from excalibohn_tui.text.fields import field_label

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="1a")
    view = game.view(0)
    assert [field_label(view, i) for i in range(2)] == ["BH", "GA"]
    assert field_label(view, 0, compact=False) == "Feld Bisch-Hof"


@pytest.mark.parametrize("code", ["en", "de"])
def test_a_decree_turned_up_is_logged_with_one_colon(code):
    """"Decree: Tithe of the Field: Traded ..." had two colons."""
    from rules import Done

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="1a",
                 hands={0: ["red", "blue"]}, draw_top=["decree:tithe", "chili", "red"])
    set_language(code)
    try:
        game.apply(game.legal_actions(0)[0])  # the front card planted
        game.apply(Done(0))  # no second card: the cards are turned up
        line = next(e.text_for(None) for e in game.events if e.kind == "decree")
        assert line.count(":") == 1, line
        assert line.startswith("Decree Tithe of the Field:" if code == "en"
                               else "Dekret Feldzehnt:")
    finally:
        set_language("en")


def test_a_harvest_that_closes_the_bean_field_spells_field_reads_as_one_phrase():
    """Rabohnzel, three fields with the Bean Field Spell: the harvest of field 2 read
    "... (field 3 becomes field 2) (next coin at 3)", two parentheses in a row (play-test).
    The next coin stays beside the coins, what else comes follows them, in both
    languages."""
    game = build(["Ann", "Ben", "Cem"], variant="rabohnzel", active=0, phase="3",
                 fields={0: [["cap"] * 3, ["picker"] * 2, ["white"]]})
    assert game.view(0).seats[0].fields[1].closes
    words = [harvest_words(game.view(0), 0, i) for i in range(3)]
    assert words[1] == ("Harvest field 2: 2 Picker Beans \u2192 1 coin (next coin at 3) and "
                        "the field closes, then field 3 becomes field 2")
    assert words[0].endswith("and a spell card, the field closes, then the fields after "
                             "it move up one place")
    assert not any(") (" in w for w in words)
    set_language("de")
    try:
        german = harvest_words(game.view(0), 0, 1)
    finally:
        set_language("en")
    assert german == ("Feld 2 ernten: 2 Pflückbohnen \u2192 1 Taler (nächster Taler bei 3) "
                      "und das Feld fällt weg, dann wird Feld 3 zu Feld 2")
