"""The short cuts taken for speed keep their promises: the one curtain screen that is kept
says who is called now and nothing of an earlier raise; the covered table shows nothing
private (the public view only); a new game is on disk once its table has been drawn."""

from __future__ import annotations

from tui_helpers import (
    leaks,
    make_app,
    make_session,
    pilot_test,
    plain_move,
    screen_text,
    table_of,
)

from excalibohn_tui import persistence
from excalibohn_tui.screens.curtain import CurtainScreen
from excalibohn_tui.session import Session, parse_seats
from excalibohn_tui.widgets.choice_list import ChoiceList
from excalibohn_tui.widgets.hand import Hand
from excalibohn_tui.widgets.lines import TextLines
from excalibohn_tui.widgets.log import LogPanel


def table_text(table) -> str:
    """Everything the table's widgets hold as text, shown or not."""
    parts: list[str] = []
    for widget in table.query("*"):
        if isinstance(widget, TextLines):
            text = widget.text_at(widget.size.width or 120)
            parts += [t.plain for t in (text if isinstance(text, list) else [text])]
        elif isinstance(widget, LogPanel):
            parts += widget.lines
        elif isinstance(widget, ChoiceList):
            parts += [str(widget.get_option_at_index(k).prompt)
                      for k in range(widget.option_count)]
    return "\n".join(parts)


async def _to_next_curtain(pilot, app, tries: int = 60) -> CurtainScreen:
    for _ in range(tries):
        await pilot.pause()
        if isinstance(app.screen, CurtainScreen):
            return app.screen
        table = table_of(app)
        if app.screen is table and plain_move(table) is not None:
            table.action_pick(plain_move(table))
        else:
            await pilot.press("enter")
    raise AssertionError("no curtain came")


@pilot_test
async def test_the_kept_curtain_is_prepared_anew_for_each_player():
    session = make_session("Ann,Ben,Cem", seed=4)
    game = session.game
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        first = await _to_next_curtain(pilot, app)
        called = [first.player_name]
        await pilot.press("enter")
        await pilot.pause()
        second = await _to_next_curtain(pilot, app)
        assert second is first  # the same screen, raised again
        called.append(second.player_name)
        assert called[0] != called[1]
        text = screen_text(app)
        assert f"{called[1]}, please take the keyboard" in text
        assert f"{called[0]}, please take the keyboard" not in text
        # the recap is this raise's, not the last one's
        public = game.events_for(None)
        assert second.since == public[-len(second.since):]
        # behind the curtain the table holds the public view only: no hand, no choices,
        # nothing private anywhere in its widgets (shown or not)
        table = table_of(app)
        assert table.viewer is None and table._choices == []
        assert not table.query_one(Hand).display
        assert table.query_one(ChoiceList).option_count == 0
        assert not leaks(table_text(table), game, None)
        await pilot.press("enter")
        await pilot.pause()
        assert leaks(table_text(table), game, None)  # the same check finds the hand shown


@pilot_test
async def test_a_new_game_from_play_is_saved_after_its_first_frame():
    session = Session.new(parse_seats("Ann,Ben,Cem"), 12, save_now=False)
    assert session.save_path is None and session.save_due
    assert not any(persistence.saves_dir().glob("*.json"))
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.pause()
        path = session.save_path
        assert path is not None and path.exists() and not session.save_due
        loaded = persistence.load_session(path)
        assert loaded.game.state.seed == 12
        assert [s.name for s in loaded.game.state.seats] == ["Ann", "Ben", "Cem"]


@pilot_test
async def test_the_kept_curtain_takes_a_new_theme_chosen_while_it_was_down():
    app = make_app(make_session("Ann,Ben,Cem", seed=4))
    async with app.run_test(size=(120, 40)) as pilot:
        curtain = await _to_next_curtain(pilot, app)
        dark = curtain.query_one("#why").styles.background, curtain.styles.background
        await pilot.press("enter")
        await pilot.pause()
        app.theme = "nord"
        await pilot.pause()
        assert await _to_next_curtain(pilot, app) is curtain
        await pilot.pause()
        assert (curtain.query_one("#why").styles.background, curtain.styles.background) != dark


@pilot_test
async def test_the_table_is_drawn_once_when_a_curtain_lifts():
    session = make_session("Ann,Ben,Cem", seed=4)
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await _to_next_curtain(pilot, app)
        table = table_of(app)
        drawn: list[int | None] = []
        show = table.show

        def counted(viewer, covered=False):
            drawn.append(viewer)
            show(viewer, covered)

        table.show = counted
        called = app.screen.player_name
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        seat = [s.name for s in session.seats].index(called)
        assert drawn == [seat] and table.viewer == seat
        assert f" {called}  (you)" in screen_text(app)
        # a move of the same player draws the table again (it is not taken for drawn)
        if plain_move(table) is not None:
            moves = len(session.game.log)
            table.action_pick(plain_move(table))
            await pilot.pause()
            assert len(session.game.log) > moves and len(drawn) >= 2
