"""The curtain tells what happened since the player last had the keyboard (public lines
only); the table's key bar shows the keys that work now, is drawn again only when they
change, and a click on a key presses it."""

from __future__ import annotations

import pytest
from tui_helpers import make_app, make_session, pilot_test, plain_move, screen_text, table_of

from excalibohn_tui.screens.curtain import CurtainScreen
from excalibohn_tui.widgets.keybar import KeyBar


async def _until(pilot, app, test, presses: str = "enter", tries: int = 30) -> None:
    for _ in range(tries):
        await pilot.pause()
        if test():
            return
        await pilot.press(presses)
    raise AssertionError("the screen never came")


async def _play_first_choice(pilot, app) -> None:
    table = table_of(app)
    table.action_pick(plain_move(table))
    await pilot.pause()


async def _first_player_plays_to_the_curtain(pilot, app) -> tuple[int, CurtainScreen]:
    """The first player acts until the keyboard passes to somebody else: (the first
    player's seat, the curtain that comes)."""
    table = table_of(app)
    await _until(pilot, app, lambda: app.screen is table and table.viewer is not None)
    first = table.viewer
    for _ in range(40):
        if isinstance(app.screen, CurtainScreen):
            break
        await _play_first_choice(pilot, app)
    curtain = app.screen
    assert isinstance(curtain, CurtainScreen)
    return first, curtain


@pilot_test
async def test_the_curtain_recaps_the_public_log_since_the_player_last_looked():
    session = make_session("Ann,Ben,Cem", seed=4)
    game = session.game
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        first, curtain = await _first_player_plays_to_the_curtain(pilot, app)
        assert curtain.player_name != game.state.seats[first].name
        assert curtain.since, "the recap is empty"
        public = game.events_for(None)
        assert curtain.since == public[-len(curtain.since):]
        private = set(game.events_for(first)) - set(public)
        assert not private & set(curtain.since)
        text = screen_text(app)
        # their first time at the keyboard: the recap is the game so far
        assert "Since the game began:" in text
        assert f"Since {curtain.player_name} last had the keyboard" not in text
        assert curtain.since[-1][:60] in text  # the latest line is on screen
        # later the keyboard comes back to the first player, who had it before
        name = game.state.seats[first].name
        for _ in range(300):
            screen = app.screen
            if isinstance(screen, CurtainScreen) and screen.player_name == name:
                break
            if app.screen is table_of(app) and table_of(app).viewer is not None:
                await _play_first_choice(pilot, app)
            else:
                await pilot.press("enter")
                await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and app.screen.player_name == name
        assert f"Since {name} last had the keyboard:" in screen_text(app)


@pilot_test
async def test_the_key_bar_is_redrawn_only_when_its_keys_change_and_a_click_presses_one():
    app = make_app(make_session("Ann,bot:random,bot:random", seed=2))
    async with app.run_test(size=(120, 40)) as pilot:
        table = table_of(app)
        await _until(pilot, app, lambda: app.screen is table and len(table._choices) > 1)
        bar = table.query_one(KeyBar)
        keys = bar.keys
        described = {words for _, _, words, _ in keys}
        assert {"Harvest", "Log", "Help", "Quit"} <= described
        assert "Log" in screen_text(app).splitlines()[-1]
        line = bar._line
        assert line is not None
        await pilot.press("down")  # the highlight moves: same keys
        await pilot.pause()
        table.refresh_bindings()
        await pilot.pause()
        assert bar.keys is keys and bar._line is line
        # a click on "Log" opens the whole log
        x = next(start for start, _end, key in bar._spans if key == "l")
        await pilot.click(KeyBar, offset=(x + 1, 0))
        await pilot.pause()
        assert type(app.screen).__name__ == "LogDialog"


@pilot_test
async def test_undo_is_dim_where_nothing_can_be_taken_back_and_its_key_says_why():
    """"u Undo" stood in the key bar where it could take nothing back (a play-tester
    pressed it in vain).  It is dim there, and u says why; once the viewer has decided,
    it is bright and takes the decision back."""
    app = make_app(make_session("Ann,bot:random,bot:random", seed=2))
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        table = table_of(app)
        session = table.session
        for _ in range(30):  # (the opening's message closed; no choice made)
            await pilot.pause()
            if app.screen is table and len(table._choices) > 1:
                break
            if app.screen is not table:
                await pilot.press("enter")
        assert table.viewer == 0 and not session.can_undo(0)[0]  # (her first decision)

        def undo_key() -> bool:
            return next(on for key, _shown, _words, on in table.query_one(KeyBar).keys
                        if key == "u")

        assert undo_key() is False
        moves = len(session.game.log)
        await pilot.press("u")
        await pilot.pause()
        assert [n.message for n in app._notifications] == [session.can_undo(0)[1]]
        assert len(session.game.log) == moves
        await _play_first_choice(pilot, app)
        assert session.game.log[-1].player == 0 and table.viewer == 0  # (hers again)
        assert undo_key() is True
        await pilot.press("u")
        await pilot.pause()
        assert len(session.game.log) == moves


@pilot_test
async def test_a_full_key_bar_drops_words_before_keys_and_keeps_the_palettes_key():
    from textual.app import App
    from textual.binding import Binding

    class Many(App):
        BINDINGS = [Binding(k, f"notify('{k}')", f"Something long {k}") for k in "abcdefgh"]

        def compose(self):
            yield KeyBar()

    for width, every_key, some_words in ((200, True, True), (60, True, True),
                                         (20, False, False)):
        app = Many()
        async with app.run_test(size=(width, 5)) as pilot:
            await pilot.pause()
            bar = app.query_one(KeyBar)
            line = screen_text(app).splitlines()[-1]
            shown = [key for _start, _end, key in bar._spans]
            assert shown[-1] == app.COMMAND_PALETTE_BINDING  # always there, at the end
            assert line.rstrip().endswith("^p") or "palette" in line
            keys = shown[:-1]
            assert keys == list("abcdefgh")[:len(keys)]  # in order, the last ones go first
            assert (len(keys) == 8) is every_key
            assert (" a Something " in line) is some_words
            assert ("Something long h" in line) is (width == 200)
            for start, end, key in bar._spans:  # every key is drawn where a click finds it
                assert end <= width and bar.key_at(start) == key


@pilot_test
async def test_words_a_full_key_bar_dropped_come_back_where_they_fit():
    """At 80 columns the table's bar read "w  ?  q" with room for "Help" beside the
    question mark: short words fit where long ones did not, and the first word of a long
    description where all of it did not ("h" bare beside room for "h Harvest")."""
    from textual.app import App
    from textual.binding import Binding

    class Many(App):
        BINDINGS = [*(Binding(k, f"notify('{k}')", f"Something long {k}") for k in "abcde"),
                    Binding("z", "notify('z')", "Help")]

        def compose(self):
            yield KeyBar()

    app = Many()
    async with app.run_test(size=(64, 5)) as pilot:
        await pilot.pause()
        line = screen_text(app).splitlines()[-1]
        assert "Something long a" in line and "Something long b" not in line
        # a description too long for the room left keeps its first word there
        assert " b Something  c Something " in line, line
        assert " z Help " in line, line
        bar = app.query_one(KeyBar)
        assert [key for _s, _e, key in bar._spans][:-1] == list("abcdez")
        for start, end, key in bar._spans:
            assert end <= 64 and bar.key_at(start) == key


@pilot_test
async def test_a_short_recap_starts_right_under_its_heading():
    """A few lines since the player last looked are read from the top, under the heading,
    not after a gap of blank rows."""
    session = make_session("Ann,Ben,Cem", seed=4)
    app = make_app(session)
    async with app.run_test(size=(100, 50)) as pilot:
        _, curtain = await _first_player_plays_to_the_curtain(pilot, app)
        rows = screen_text(app).splitlines()
        heading = next(k for k, row in enumerate(rows) if "Since the game began:" in row)
        below = rows[heading + 1:]
        assert len(curtain.since) < len(below) - 5, "the recap is not short at this size"
        assert below[0].strip().startswith(curtain.since[0][:20])
        gap = next(k for k, row in enumerate(below) if not row.strip())
        block = "\n".join(below[:gap])  # the rows up to the first blank one
        assert all(line[:20] in block for line in curtain.since)


@pytest.mark.parametrize("size, as_cards", [((120, 40), True), ((80, 24), False)])
@pilot_test
async def test_the_curtain_lays_the_places_out_as_cards_where_there_is_room(size, as_cards):
    """The curtain, the screen seen at every handover, shows the table as on the table
    (framed places, fields as stacks) where the screen has room, and a line of small cards
    a place where not; either way only what everyone may see."""
    import positions
    from tui_helpers import assert_private, session_for

    from excalibohn_tui.widgets.board import Board

    game = positions.five_player_middle()
    app = make_app(session_for(game, ["human"] * 5))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        curtain = app.screen
        assert isinstance(curtain, CurtainScreen)
        assert curtain.query_one(Board).compact is not as_cards
        text = screen_text(app)
        assert ("\u2570" in text and " cards in hand" in text) is as_cards  # framed places
        assert_private(app, game, None)


@pilot_test
async def test_a_table_of_computer_players_only_offers_no_harvest_key():
    """Nobody at this keyboard plays: `h` would only open an empty question, so neither
    the key bar nor the palette offers it (an onlooker's table is the same)."""
    from excalibohn_tui.app import ExcalibohnApp

    app = ExcalibohnApp(make_session("bot:random,bot:random,bot:random", seed=2), bot_delay=5,
                        look_for_saves=False)
    async with app.run_test(size=(120, 40)) as pilot:
        table = table_of(app)
        await _until(pilot, app, lambda: app.screen is table)
        bar = table.query_one(KeyBar)
        described = {words for _, _, words, _ in bar.keys}
        assert {"Log", "Help"} <= described and "Harvest" not in described
        assert not any(label.startswith("Harvest") for label, _, _ in table.palette_commands())
        # no hand of anyone's own on the public table: nothing for i to tell about (the
        # key bar showed "i Card details" there, and i did nothing)
        assert "Card details" not in described


@pytest.mark.parametrize("variant, table_words, curtain_words, question", [
    ("excalibohn", "Harvest", "Harvest first", "Who harvests?"),
    ("bohnanza", "Harvest, buy", "Harvest or buy first", "Who harvests or buys?"),
    ("bohnedikt", "Harvest, buy, sacrifice", "Harvest, buy, sacrifice first",
     "Who harvests, buys or sacrifices?"),
])
@pilot_test
async def test_the_harvest_key_names_the_other_moves_it_makes(variant, table_words,
                                                              curtain_words, question):
    """Buying a third field and fulfilling a sacrifice are allowed at any time: a player
    outside the decision makes them with the harvest key, and its name says so (it said
    "Harvest" alone, so a player who wanted a field did not find it), as does the question
    who makes them (it was "Who harvests?" for all)."""
    from tui_helpers import session_for

    from rules.builder import build

    bean = "white" if variant == "excalibohn" else "red"  # (a variety of its deck)

    game = build(["Ann", "Ben", "Cem"], variant=variant, active=0, phase="1a",
                 fields={1: [[bean] * 2], 2: [[bean] * 2]})
    app = make_app(session_for(game, ["human"] * 3))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        described = {words for _, _, words, _ in app.screen.query_one(KeyBar).keys}
        assert curtain_words in described
        # the palette in the same words ("Harvest a field" said nothing of buying)
        assert curtain_words in [title for title, _, _ in app.screen.palette_commands()]
        await pilot.press("h")  # the question says what else may be done
        await pilot.pause()
        assert question in screen_text(app)
        await pilot.press("escape")
        await _until(pilot, app, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await _until(pilot, app, lambda: app.screen is table_of(app))
        bar = app.screen.query_one(KeyBar)
        assert table_words in {words for _, _, words, _ in bar.keys}
        assert table_words in [title for title, _, _ in app.screen.palette_commands()]
        assert f"h {table_words}" in screen_text(app).splitlines()[-1]


@pilot_test
async def test_the_curtain_names_its_keys_at_80_columns_in_the_game_with_most_to_say():
    """Bohnedikt's curtain for the active player's trading at 80 columns: the harvest
    key's words ("Someone harvests, buys or sacrifices first") took the words of every key
    after it, and the bar read "t  q" (play-test), later "u  r Refuse  q".  The longest
    words go first: one key is left bare where several were, the palette names it, and
    "t" says whom the offer is to ("Offer first" read as the called player's own)."""
    from tui_helpers import session_for

    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", hands={0: ["red"], 1: ["blue"],
                                                                    2: ["soy"]},
                 turned_up=["chili", "green"], active=0, phase="2")
    app = make_app(session_for(game, ["human"] * 3))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.3)
        assert isinstance(app.screen, CurtainScreen)
        bar = screen_text(app).splitlines()[-1]
        for words in ("Show my cards", "t Offer to Ann", "l Log", "q Quit"):
            assert words in bar, bar
        assert " h " in bar, bar  # (the key, its words in the palette)


@pilot_test
async def test_a_dialog_shows_its_own_keys_not_the_tables():
    """Under the offer dialog the table's bar stayed in sight: "h Harvest … q Quit", where
    "q" asks for a Princess Bean (play-test).  A dialog's bar names the dialog's keys, and
    a yes-or-no question's bar its answers' words and keys."""
    import positions
    from tui_helpers import session_for

    from excalibohn_tui.dialogs.confirm import ConfirmDialog
    from excalibohn_tui.dialogs.trade import TradeDialog

    app = make_app(session_for(positions.trade_position(), ["human"] * 3))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "1")  # Ann's curtain; her offer to Ben
        await _until(pilot, app, lambda: isinstance(app.screen, TradeDialog), presses="1")
        bottom = screen_text(app).splitlines()[-1]
        assert "Send the offer" in bottom and "Cancel" in bottom
        assert not {"Quit", "Harvest", "Log", "Undo"} & set(bottom.split()), bottom
        await pilot.press("q")  # a card's letter here: asked for, nothing left
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog) and "ask for [Q] Princess" in screen_text(app)
        await pilot.press("escape")
        await _until(pilot, app, lambda: app.screen is table_of(app), presses="escape")
        await pilot.press("q")  # on the table "q" leaves, after asking
        await _until(pilot, app, lambda: isinstance(app.screen, ConfirmDialog), presses="q")
        bottom = screen_text(app).splitlines()[-1]
        assert "y Leave" in bottom and "n Stay" in bottom and "Quit" not in bottom, bottom
        focused = app.screen.focused
        await pilot.press("tab")  # (the screen's own keys stay: Tab to the next button)
        assert app.screen.focused is not focused and app.screen.focused is not None
        await pilot.press("n")
        await _until(pilot, app, lambda: app.screen is table_of(app), presses="escape")


def test_ones_own_move_is_not_news_on_ones_next_curtain():
    """Play-test: "Since Cem last had the keyboard:" listed Cem's own counter-offer.  What
    a person did at the keyboard, having seen all before it, counts as seen; what came
    after it does not, nor does a move made for them while they were behind (play-test:
    a planting made for Ben with nothing else to do emptied his next recap)."""
    session = make_session("Ann,Ben,Cem", seed=4)
    game = session.game

    def unseen(p):
        return game.events[session.seen[p]:]

    p = game.awaiting()[0].player
    for _ in range(30):  # p plays on until someone else is awaited
        if game.awaiting()[0].player != p:
            break
        session.seen[p] = len(game.events)  # (the table shows p their choices so)
        session.apply(game.legal_actions(p)[0])
        assert all(e.by != p for e in unseen(p))
    other = game.awaiting()[0].player
    assert other != p
    before = len(unseen(p))
    session.apply(game.legal_actions(other)[0])  # news to p; other never had the keyboard
    assert other not in session.seen and len(unseen(p)) > before
    # behind on the news, a move of p's does not mark the news before it as seen
    behind = session.seen[p]
    for _ in range(60):
        q = game.awaiting()[0].player
        if q == p:
            break
        session.apply(game.legal_actions(q)[0])
    assert game.awaiting()[0].player == p
    session.apply(game.legal_actions(p)[0])
    assert session.seen[p] == behind


def test_the_news_after_an_undo_starts_where_the_game_now_does():
    """Play-test: after Cat's step was taken back, Ann's next curtain left out the offer
    made after it: what she had seen still counted the events taken back.  What each
    person has seen ends where the wound-back game does, and the move made next is news."""
    from tui_helpers import to_the_first_trading

    from rules import Offer

    session = to_the_first_trading()
    game = session.game
    active = game.state.active
    watcher = (active + 2) % 3
    gift = Offer(active, ((active + 1) % 3,), (game.state.turned_up[0],), ())
    session.apply(gift)
    session.seen[watcher] = len(session.game.events)  # the watcher saw the offer
    session.undo(active)
    assert session.seen[watcher] <= len(session.game.events)
    mark = len(session.game.events)
    session.apply(Offer(active, ((active + 1) % 3,), (session.game.state.turned_up[1],), ()))
    news = session.game.events[session.seen[watcher]:]
    assert any(e.kind == "offer" for e in news), [e.text_for(None) for e in news]
    assert session.seen[watcher] <= mark


@pilot_test
async def test_help_and_quit_keep_their_words_in_the_key_bar_at_80_columns():
    """Classic game for five at 80x24, Dee alone among computer players while one trades:
    "i Card details  h Harvest, buy  t Offer  l Log  u Undo  w Save as  ?  q" (play-test).
    Where the screen is narrow, two keys say it in a word, and every key keeps its words."""
    from tui_helpers import labels, session_for

    from excalibohn_tui.app import ExcalibohnApp
    from rules.builder import build

    game = build(["Dee", "Ben", "Cem", "Dan", "Eve"], variant="bohnanza",
                 hands={0: ["red", "blue"], 1: ["soy", "chili"], 2: ["green"], 3: ["blue"],
                        4: ["stink"]}, turned_up=["chili", "green"], active=1, phase="2")
    app = ExcalibohnApp(session_for(game, ["human", "normal", "normal", "easy", "hard"]),
                        bot_delay=0.05, look_for_saves=False, offer_wait=30)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(100):
            await pilot.pause(0.05)
            if "ends the trading in a moment" in screen_text(app):
                break
            if "Refuse" in labels(app):  # (his own offers to Dee)
                await pilot.press(str(labels(app).index("Refuse") + 1))
        bar = screen_text(app).splitlines()[-1]
        for words in ("i Details", "t Offer", "w Copy", "? Help", "q Quit"):
            assert words in bar, bar


@pilot_test
async def test_a_refusal_said_before_a_move_is_gone_after_it(monkeypatch):
    """"No undo: the deal with Cat is done" stood beside phase 3's list after the player
    had ended trading (play-test): a warning said of the position before a move goes
    with the move; what the move itself tells stays.  So does a notice that has stood a
    moment ("The keyboard goes to Ann." stayed over the fellow players' places through
    the moves after it, play-tests at 80 x 24)."""
    from tui_helpers import after_haste, labels

    monkeypatch.setattr("excalibohn_tui.app.NOTICE_READ", 0.0)  # (the clock is moved on)

    def shown() -> list[str]:
        return [n.message for n in app._notifications]

    session = make_session("Ann,Ben,Cem", seed=4)
    app = make_app(session)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause()
        while type(app.screen).__name__ != "TableScreen":  # the deal's words, a curtain
            await pilot.pause(0.6)
            await pilot.press("enter")
            await pilot.pause()
        await after_haste(pilot)
        await pilot.press("u")  # nothing to take back yet: a warning
        await pilot.pause()
        assert any("Nothing to undo" in n for n in shown()), shown()
        moves = len(session.game.log)
        await after_haste(pilot)
        await pilot.press("1")
        await pilot.pause()
        assert len(session.game.log) > moves, labels(app)
        assert not any("Nothing to undo" in n for n in shown()), shown()
        app.notify("The keyboard goes to Ann.", timeout=30)  # (information)
        await pilot.pause()
        assert "The keyboard goes to Ann." in shown()
        moves = len(session.game.log)
        await after_haste(pilot)
        await pilot.press("1")
        await pilot.pause()
        assert len(session.game.log) > moves, labels(app)
        assert "The keyboard goes to Ann." not in shown(), shown()


@pilot_test
async def test_an_undo_says_what_it_took_back():
    """An undo was silent: the step's lines left the log, and whoever had looked away saw
    no word of it (play-test).  It says whose step went, in the log's own words."""
    from tui_helpers import after_haste

    session = make_session("Ann,Ben,Cem", seed=4)
    app = make_app(session)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause()
        while type(app.screen).__name__ != "TableScreen":
            await pilot.pause(0.6)
            await pilot.press("enter")
            await pilot.pause()
        await after_haste(pilot)
        before = len(session.game.events)
        await pilot.press("1")
        await pilot.pause()
        said = [e.text_for(None) for e in session.game.events[before:]]
        name = session.seats[session.game.log[-1].player].name
        await after_haste(pilot)
        await pilot.press("u")
        await pilot.pause()
        assert len(session.game.events) == before
        told = [n.message for n in app._notifications]
        assert told and told[-1].startswith(f"{name} takes back: {said[0]}"), (told, said)


def test_every_key_of_the_table_and_the_curtain_has_words_for_the_keys_panel():
    """Play-test: Ctrl+P's "Keys" on a curtain listed t with nothing beside it (the key
    where no offer can be made, which says why).  Every key there has words."""
    from textual.binding import Binding

    from excalibohn_tui.screens.curtain import CurtainScreen
    from excalibohn_tui.screens.table import TableScreen

    for screen in (TableScreen, CurtainScreen):
        bare = [b.key for b in screen.BINDINGS if isinstance(b, Binding) and not b.description]
        assert not bare, (screen.__name__, bare)
