"""The table stays dark: the palette's Theme command offers no light theme, nor one that
takes a (perhaps light) terminal's background, where the white beans would vanish."""

from __future__ import annotations

from tui_helpers import make_app, make_session, pilot_test, screen_text


@pilot_test
async def test_the_theme_command_offers_only_dark_themes():
    app = make_app(make_session("Ann,Ben,Cem", seed=4))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        app.action_change_theme()
        await pilot.pause()
        await pilot.press(*"light")
        await pilot.pause(0.3)
        text = screen_text(app)
        assert "textual-light" not in text and "solarized-light" not in text
        for _ in "light":
            await pilot.press("backspace")
        await pilot.press(*"ansi")
        await pilot.pause(0.3)
        assert "ansi-dark" not in screen_text(app) and "ansi-light" not in screen_text(app)
        for _ in "ansi":
            await pilot.press("backspace")
        await pilot.press(*"nord")
        await pilot.pause(0.3)
        await pilot.press("enter")  # a dark theme is there to choose
        await pilot.pause()
        assert app.theme == "nord"
