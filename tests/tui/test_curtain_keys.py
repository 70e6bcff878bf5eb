"""A key typed while a curtain is up never acts on the table the curtain reveals: a fast
double Enter lifts the curtain and nothing more (issue #12: one keystroke too many must
not play a move the player has not seen)."""

from __future__ import annotations

from tui_helpers import burst, make_app, make_session, notices, pilot_test

from excalibohn_tui.screens.curtain import CurtainScreen
from excalibohn_tui.screens.table import TableScreen
from rules import Done


async def _to_a_curtain(pilot, app) -> None:
    """Seed 7, three people: past the opening message to the first curtain."""
    await pilot.pause()
    for _ in range(5):
        if isinstance(app.screen, CurtainScreen):
            return
        await pilot.press("enter")
    assert isinstance(app.screen, CurtainScreen)


def _three_at_one_keyboard():
    """Seed 7, three people: the session, its app and what the app tells (``notices``)."""
    session = make_session("Ann,Ben,Cem", 7)
    app = make_app(session)
    return session, app, notices(app)


@pilot_test
async def test_a_double_enter_on_a_curtain_lifts_it_and_plays_nothing():
    session = make_session("Ann,Ben,Cem", 7)
    app = make_app(session)
    async with app.run_test(size=(100, 30)) as pilot:
        await _to_a_curtain(pilot, app)
        actions = len(session.game.log)
        await burst(pilot, "enter", "enter")  # one read: both keys typed behind the curtain
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert len(session.game.log) == actions  # the second Enter chose nothing
        await pilot.press("1")  # a key typed once the table is shown plays as always
        assert len(session.game.log) == actions + 1


@pilot_test
async def test_enter_after_enter_or_as_the_curtain_comes_lifts_none(monkeypatch):
    """Play-tests: Enter after Enter, as a player hurries the game on or taps twice, lifted
    the next person's curtain as it came and showed their hand to whoever typed it; so
    did an Enter typed out of habit just after the number that ended a turn.  An Enter
    that follows another at once, or comes as the curtain comes up, lifts none, and says
    how the cards are shown; an Enter on its own, once the curtain is up, lifts it."""
    from textual import events

    from excalibohn_tui.screens import curtain

    # (as they are, but the moment after the curtain comes up is long beside the test's
    # own steps; all are off in the other tests, conftest.py)
    monkeypatch.setattr(curtain, "QUIET", 0.5)
    monkeypatch.setattr(curtain, "SHOWN", 2.0)
    session, app, told = _three_at_one_keyboard()
    async with app.run_test(size=(100, 30)) as pilot:
        await _to_a_curtain(pilot, app)
        await pilot.pause(curtain.QUIET + 0.1)
        await pilot.press("enter")  # on its own, but as the curtain came up
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        assert told == ["One Enter, on its own and once the curtain is up, shows the cards."]
        await pilot.pause(curtain.SHOWN)
        one = events.Key("enter", "\r")  # typed just before (dropped by a hold)
        app.ignore_keys_typed_until_now()
        other = events.Key("enter", "\r")  # the next tap, on the curtain
        for key in (one, other):
            key.set_sender(app)
            app._driver.send_message(key)
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        await pilot.pause(curtain.QUIET + 0.1)
        await pilot.press("enter")  # on its own
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)


@pilot_test
async def test_an_enter_after_the_log_closes_on_a_curtain_long_up_lifts_it(monkeypatch):
    """Play-test: l, Escape, then Enter half a second on: "One Enter, on its own and once
    the curtain is up, shows the cards", and a second Enter was needed.  The curtain was
    up all along: closing the log over it does not count as its coming up."""
    from excalibohn_tui.screens import curtain

    monkeypatch.setattr(curtain, "SHOWN", 1.0)
    session, app, told = _three_at_one_keyboard()
    async with app.run_test(size=(100, 30)) as pilot:
        await _to_a_curtain(pilot, app)
        await pilot.pause(curtain.SHOWN + 0.1)
        await pilot.press("l")
        await pilot.pause()
        assert not isinstance(app.screen, CurtainScreen)  # (the log over it)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen), told


@pilot_test
async def test_enter_tapped_on_after_a_curtain_lifts_plays_nothing(monkeypatch):
    """Play-tests: the first Enter of a double tap lifted the curtain, and the second, 80
    ms on, answered an offer or harvested for the player who had not seen their cards
    yet; with Enter held down, so did an Enter once a fixed hold was over.  Keys typed
    after the curtain lifts do nothing, and say why, until the keyboard has been quiet a
    moment; then they play."""
    from excalibohn_tui.screens import curtain

    # (long beside the test's own steps; it is 0.5 s)
    monkeypatch.setattr(curtain, "LIFTED", 2.0)
    session, app, told = _three_at_one_keyboard()
    async with app.run_test(size=(100, 30)) as pilot:
        await _to_a_curtain(pilot, app)
        actions = len(session.game.log)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        for _ in range(4):  # tapped on, each tap within the hold of the one before
            await pilot.press("enter")
            await pilot.pause(0.6)
        assert len(session.game.log) == actions  # 2.4 s on: the hold went on with the taps
        assert "Keys held for a moment as your cards came up: look, then choose." in told
        await pilot.pause(2.1)
        await pilot.press("1")
        await pilot.pause()
        assert len(session.game.log) == actions + 1


@pilot_test
async def test_a_digit_typed_with_the_enter_that_lifts_the_curtain_plays_nothing():
    session = make_session("Ann,Ben,Cem", 7)
    app = make_app(session)
    async with app.run_test(size=(100, 30)) as pilot:
        await _to_a_curtain(pilot, app)
        actions = len(session.game.log)
        await burst(pilot, "enter", "1")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert len(session.game.log) == actions


@pilot_test
async def test_the_log_on_a_curtain_is_the_public_log():
    """``l`` on the curtain shows the game's log as everyone may read it (it did nothing);
    closing it leaves the curtain up."""
    from excalibohn_tui.dialogs.log import LogDialog

    session = make_session("Ann,Ben,Cem", 7)
    game = session.game
    while all(game.events_for(p) == game.events_for(None) for p in range(3)):
        # into the game until the log holds something private (a card drawn, by name)
        actions = game.legal_actions(game.deciding())
        session.apply(next((a for a in actions if isinstance(a, Done)), actions[0]))
    app = make_app(session)
    async with app.run_test(size=(100, 30)) as pilot:
        await _to_a_curtain(pilot, app)
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, LogDialog)
        assert app.screen.lines == game.events_for(None)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)


@pilot_test
async def test_an_offer_is_refused_from_the_curtain_of_each_person_asked():
    """Ann offers to all: Ben and Cem each lifted their curtain, then chose Refuse (three
    keys a person, an offer to all costing six; play-test).  r on the curtain of one asked
    refuses at once, the hand unseen, and the next curtain comes; it is offered only where
    the one called is asked to answer an offer."""
    from tui_helpers import choose, screen_text, session_for

    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], hands={0: ["princess", "white"], 1: ["cap"],
                                              2: ["cap"]},
                 turned_up=["mean", "magic"], active=0, phase="trade")
    app = make_app(session_for(game, ["human"] * 3))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and "Refuse" not in screen_text(app)
        await pilot.press("enter")  # Ann's curtain: no offer to answer, no r
        await pilot.pause()
        await choose(pilot, app, "Offer to all")
        await pilot.pause()
        await pilot.press("3", "c", "enter")  # the turned-up Mean Bean for a Cap Bean
        await pilot.pause()
        for name in ("Ben", "Cem"):
            assert isinstance(app.screen, CurtainScreen) and app.screen.player_name == name
            assert "r Refuse " in screen_text(app)
            await pilot.press("r")
            await pilot.pause()
        assert [a.kind for a in game.log] == ["offer", "refuse", "refuse"]
        assert isinstance(app.screen, TableScreen) and app.screen.viewer == 0
        assert "Nobody takes the offer." in screen_text(app)


@pilot_test
async def test_none_of_the_answers_is_taken_from_the_curtain_of_the_one_who_offered():
    """"Ben decides which answer to take." (now "Ben decides on the answers to their offer") had no r (play-test): the one called to take
    one of the answers to their offer takes none with it, the hand unseen."""
    from tui_helpers import screen_text, session_for

    from rules import Bean, CounterOffer, Offer
    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], hands={0: ["princess", "white"], 1: ["cap", "mean"],
                                              2: ["cap"]},
                 turned_up=["mean", "magic"], active=1, phase="trade")
    game.apply(Offer(1, (0, 2), (game.state.turned_up[0],), (Bean.CAP,)))
    game.apply(CounterOffer(0, (game.state.seats[0].hand[1],), (Bean.MEAN,)))
    game.apply(CounterOffer(2, (game.state.seats[2].hand[0],), (Bean.MEAN,)))
    assert game.awaiting()[0].kind == "conclude" and game.awaiting()[0].player == 1
    app = make_app(session_for(game, ["human"] * 3))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and app.screen.player_name == "Ben"
        assert "r Take none " in screen_text(app)
        await pilot.press("r")
        await pilot.pause()
        assert game.log[-1].kind == "done" and game.log[-1].player == 1
        assert game.state.trade is None
