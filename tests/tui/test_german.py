"""The screens in German (``--lang de``): snapshots of the main screens, a whole game of
computer players to the end screen, no English of the screens' catalogue left on them, a
game saved in English continued in German and back, and the start screen's choice.

The rules' own words (events, refusals, prompts) come from the rules' catalogue; until it
is translated they may show in English, so the checks here read the screens' words only.
"""

from __future__ import annotations

import re
from pathlib import Path

import positions
import pytest
from babel.messages.pofile import read_po
from tui_helpers import make_app, make_session, pilot_test, screen_text, session_for

from excalibohn_tui import lang
from excalibohn_tui.app import ExcalibohnApp
from excalibohn_tui.screens.curtain import CurtainScreen
from excalibohn_tui.screens.end import EndScreen
from excalibohn_tui.screens.start import StartScreen
from excalibohn_tui.screens.table import TableScreen
from excalibohn_tui.widgets.cards import card_name
from excalibohn_tui.widgets.middle import Middle
from rules import i18n
from rules.builder import build

CATALOGUE = Path(lang.__file__).resolve().parent / "locale" / "de.po"


@pytest.fixture(autouse=True)
def german(monkeypatch, tmp_path):
    """German for the test (its compiled catalogue in the test's own cache), English
    afterwards."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def _app(game, kinds=None):
    kinds = kinds or ["human"] * len(game.state.seats)
    return make_app(session_for(game, kinds))


# ------------------------------------------------------------------ snapshots


def test_start_screen_in_german(snap_compare):
    app = ExcalibohnApp(None, bot_delay=0, look_for_saves=False)
    assert snap_compare(app, terminal_size=(120, 40))


def test_curtain_in_german(snap_compare):
    assert snap_compare(_app(positions.five_player_middle()), terminal_size=(120, 40))


def test_table_in_german_120x40(snap_compare):
    assert snap_compare(_app(positions.five_player_middle()), terminal_size=(120, 40),
                        press=["enter"])


def test_table_in_german_80x24_five_players(snap_compare):
    assert snap_compare(_app(positions.five_player_middle()), terminal_size=(80, 24),
                        press=["enter"])


def test_trade_dialog_in_german(snap_compare):
    async def compose_offer(pilot):
        await pilot.press("enter")  # reveal Ann's view
        await pilot.pause()
        await pilot.press("1")  # an offer to Ben
        await pilot.pause()
        await pilot.press("Q", "m")  # the turned-up Princess Bean for a Mean Bean
        await pilot.pause()

    app = _app(positions.trade_position(), ["human", "human", "random"])
    assert snap_compare(app, terminal_size=(120, 40), run_before=compose_offer)


@pilot_test
async def test_an_offer_to_all_asks_of_all_fellow_players_in_the_right_case():
    """"von alle Mitspieler" was wrong German: a name and "alle Mitspieler" need their own
    sentences."""
    app = _app(positions.trade_position(), ["human", "human", "random"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # reveal Ann's view
        await pilot.pause()
        await pilot.press("3")  # an offer to all fellow players
        await pilot.pause()
        text = screen_text(app)
        assert "Angebot an alle Mitspieler" in text
        assert "Verlange von den Mitspielern höchstens" in text
        assert "von alle" not in text
        await pilot.press("tab", "left")  # the partner: Cem alone
        await pilot.pause()
        assert "Verlange von Cem höchstens" in screen_text(app)


def test_end_screen_in_german(snap_compare):
    assert snap_compare(_app(positions.finished_game()), terminal_size=(120, 40))


# ------------------------------------------------------- no English left over


def _english_sentences() -> dict[str, str]:
    """The catalogue's English texts of more than one word that German says otherwise,
    each with its German (texts with named places: their fixed parts).  Words the rules
    also use (a game's help or blurb says "Sword Bean attack" too) are left to the rules'
    catalogue and its tests."""
    rules = "\n".join(p.read_text(encoding="utf-8")
                      for p in (Path(i18n.__file__).resolve().parent).rglob("*.py"))
    with open(CATALOGUE, "rb") as f:
        catalogue = read_po(f, locale="de")
    out = {}
    for m in catalogue:
        if not m.id or isinstance(m.id, tuple):
            continue
        for part in re.split(r"\{[^{}]*\}|\n", m.id):
            part = part.strip(" .:,;()…")
            if (part.count(" ") >= 1 and len(part) >= 8 and part not in m.string
                    and part not in rules):
                out[part] = m.string
    return out


def test_the_catalogue_has_english_sentences_to_look_for():
    found = _english_sentences()
    assert "Show my cards" in found and "Game log" in found


@pilot_test
async def test_the_offer_dialogs_keys_to_ask_one_less_fit_their_row_at_80_by_24():
    """Play-test at 80 x 24: "Rücktaste, - und Buchstabe: eine weniger" / "verlangen."
    beside the German buttons, the last word alone on a row of its own."""
    game = build(["Ben", "Cem", "Normal bot 1", "Ann"], variant="rabohnzel",
                 hands={0: ["sword", "cap"], 1: ["mean"], 2: ["cap"], 3: ["white"]},
                 turned_up=["princess", "magic"], active=0, phase="trade")
    app = _app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Ben's curtain
        await pilot.pause()
        await pilot.press("4")  # an offer to all fellow players
        await pilot.pause()
        rows = [row.strip("█ ") for row in screen_text(app).splitlines()]
        at = next(k for k, row in enumerate(rows) if row.startswith("Rücktaste"))
        assert "Senden (Enter)" in rows[at], rows
        assert rows[at + 1] == "Tab: Listen.", rows


@pilot_test
async def test_a_question_names_its_german_keys_in_its_bar_and_j_answers_yes():
    """A yes-or-no question's bar says its answers as its buttons do, with the key "j"
    for "ja" (it said "y Yes  n No" of the table's question to leave), and "j" answers."""
    game = build(["Ann", "Ben", "Cem"], active=0, phase="1a")
    app = _app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "q")  # Ann's curtain, then the question to leave
        await pilot.pause()
        bottom = screen_text(app).splitlines()[-1]
        # (a game of a test is not saved: leaving loses it, or a copy is saved first)
        assert bottom.strip().split("  ") == [
            "j Ohne Speichern verlassen", "s Anderswo eine Kopie speichern", "n Bleiben"]
        await pilot.press("j")
        await pilot.pause()
        assert not app.is_running


@pilot_test
async def test_the_trading_tables_key_bar_keeps_every_word_at_80_columns():
    """The active player's trading at 80 x 24: the German bar read "? Hilfe  q" and "^p",
    one column short of "q Ende" (a gap before the palette's edge took it)."""
    app = _app(positions.trade_position())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        bottom = screen_text(app).splitlines()[-1]
        assert "t Angebot" in bottom and re.search(r"q Ende +\u258f\^p$", bottom.rstrip()), \
            bottom


@pilot_test
async def test_no_english_of_the_screens_catalogue_is_left_on_the_german_screens():
    english = _english_sentences()
    texts: dict[str, str] = {}
    app = ExcalibohnApp(None, bot_delay=0, look_for_saves=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        texts["start"] = screen_text(app)
    app = _app(positions.five_player_middle())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        texts["curtain"] = screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        texts["table"] = screen_text(app)
        await pilot.press("question_mark")
        await pilot.pause()
        texts["help"] = screen_text(app)
    app = _app(positions.finished_game())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        texts["end"] = screen_text(app)
    left = [f"{where}: {words!r}" for where, text in texts.items()
            for words in english if words in text]
    assert not left, "English on the German screens:\n" + "\n".join(left)
    assert "Karten zeigen" in texts["curtain"]  # (its first word alone, "Meine", said nothing)


# ------------------------------------------------------------- playing in German


@pilot_test
async def test_computer_players_play_a_whole_game_in_german_to_the_end_screen():
    session = make_session("bot:random,bot:random,bot:random", seed=5)
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # the start player is announced
        for _step in range(10_000):  # ends much sooner; the bound only stops a broken game
            await pilot.pause(0.01)
            if isinstance(app.screen, EndScreen):
                break
        assert isinstance(app.screen, EndScreen)
        await pilot.pause()
        text = screen_text(app)
        assert "Wertung" in text and "Die Schlussernte" in text
        assert " gewinnt mit " in text or " teilen sich den Sieg " in text
        assert "Neues Spiel" in text  # the key bar's words too


@pilot_test
async def test_a_game_saved_in_english_goes_on_in_german_and_back(tmp_path):
    from excalibohn_tui.persistence import load_session

    i18n.set_language("en")
    session = make_session("Ann,Ben,Cem", seed=3)
    path = session.save_as(tmp_path / "game.json")
    raw = path.read_text(encoding="utf-8")
    i18n.set_language("de")
    app = make_app(load_session(path, autosave=False))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # the start player is announced
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        text = screen_text(app)
        assert "bitte übernimm die Tastatur" in text and "take the keyboard" not in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        text = screen_text(app)
        assert "Zug 1" in text and "Spielverlauf" in text and "Game log" not in text
    # a save says nothing of the language: the same game saved again in German is the same
    again = load_session(path, autosave=False).save_as(tmp_path / "again.json")
    def unstamped(text: str) -> str:
        return re.sub(r'"saved_at":"[^"]*"', "", text)

    assert unstamped(again.read_text(encoding="utf-8")) == unstamped(raw)
    i18n.set_language("en")
    app = make_app(load_session(again, autosave=False))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        assert "take the keyboard" in screen_text(app)


@pilot_test
async def test_the_start_screen_changes_the_language_at_once_and_remembers_it():
    app = ExcalibohnApp(None, bot_delay=0, look_for_saves=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "Platz 1" in screen_text(app) and "Neues Spiel" in screen_text(app)
        app.screen.query_one("#seat0").player = "Uta"  # typed before the change: kept
        app.screen.query_one("#seed").focus()
        await pilot.press("2", "3")  # the seed too (it was lost: "random" again)
        app.screen.query_one("#language").focus()
        await pilot.press("left")  # Deutsch -> English
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert i18n.language() == "en" and lang.remembered() == "en"
        text = screen_text(app)
        assert "Seat 1" in text and "New game" in text and "Platz 1" not in text
        assert "Uta" in text and app.focused is app.screen.query_one("#language")
        assert app.screen.query_one("#seed").value == "23"
        await pilot.press("right")  # and back
        await pilot.pause()
        assert i18n.language() == "de" and lang.remembered() == "de"
        assert "Platz 1" in screen_text(app) and "Ende" in screen_text(app)


@pilot_test
async def test_a_language_that_cannot_be_loaded_changes_nothing_and_says_so(monkeypatch):
    # a broken install: the catalogue cannot be read
    def unreadable(code, cache=None):
        raise OSError("no catalogue")

    app = ExcalibohnApp(None, bot_delay=0, look_for_saves=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        start = app.screen
        start.query_one("#language").focus()
        with monkeypatch.context() as patch:
            patch.setattr(i18n, "set_language", unreadable)
            await pilot.press("left")  # Deutsch -> English, which cannot be loaded
            await pilot.pause()
        assert app.screen is start and i18n.language() == "de"
        assert start.query_one("#language").value == "de"
        assert lang.remembered() != "en"
        assert "Platz 1" in screen_text(app)
        assert any("nicht laden" in n.message for n in app._notifications)


@pytest.mark.parametrize("language", ["de", "en"])
@pilot_test
async def test_the_middle_keeps_to_one_row_at_80_columns_while_two_cards_lie_turned_up(
        language):
    """Five players at 80x24 trading, the game's longest bean name on both turned-up cards
    and on the discard pile, six spells left in the deck (five were dealt): the middle
    is one row, with the turned-up cards named."""
    i18n.set_language(language)
    game = build(["Ann", "Ben", "Cem", "Dan", "Eli"], hands={0: ["white", "magic"]},
                 fields={0: [["sword"], ["mean"]]}, turned_up=["princess", "princess"],
                 discard=["princess"] * 12, spells={p: [s] for p, s in enumerate(["attack", "swap", "flow", "pile", "random"])},
                 active=0, phase="trade")
    async with _app(game).run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # the curtain
        await pilot.pause()
        middle = pilot.app.screen.query_one(Middle)
        assert middle.size.height == 1
        row = screen_text(pilot.app).split("\n")[middle.region.y]
        assert row.count(card_name(game.state.turned_up[0])) == 2


def test_the_saved_games_list_names_the_levels_in_german():
    # play-test: "Dana (easy), Eli (hard)" on the German start screen
    from excalibohn_tui.persistence import SavedGame
    from excalibohn_tui.widgets.saved_games import players

    game = SavedGame(Path("x.json"), "excalibohn",
                     (("Ann", "human"), ("Dana", "easy"), ("Eli", "hard"),
                      ("Normal-Bot 1", "normal"), ("Leicht-Bot 1", "easy")),
                     False, "2026-12-07T05:00:00Z", 3, True, 0.0)
    assert players(game) == "Ann, Dana (leicht), Eli (schwer), Normal-Bot 1, Leicht-Bot 1"


def test_a_language_asked_for_on_the_command_line_is_kept_for_next_time():
    """A game played with `--lang de` was resumed in English by a plain `excalibohn
    resume` (play-test): the language asked for is remembered, as the start screen's
    choice is, and the next start without --lang speaks it."""
    from excalibohn_tui.cli import _language

    try:
        _language(["--lang", "de", "play", "--seats", "Ann,Ben,Cem"])
        assert lang.remembered() == "de"
        i18n.set_language("en")
        _language(["resume"])
        assert i18n.language() == "de"
        _language(["resume", "--lang", "en"])  # (after the command too)
        assert i18n.language() == "en" and lang.remembered() == "en"
        _language(["--lang", "fr", "resume"])  # refused by the full command line later
        assert lang.remembered() == "en"
    finally:
        i18n.set_language("en")
