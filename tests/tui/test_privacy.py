"""Hot-seat privacy: at every curtain and every public view of a scripted game, the
screen shows no card of any hidden hand, no private log line and no face-down spell;
a player's own view shows nobody else's hand."""

from __future__ import annotations

import random

from tui_helpers import make_app, make_session, pilot_test, screen_text, table_of

from excalibohn_tui.dialogs.choice import MessageDialog
from excalibohn_tui.screens.curtain import CurtainScreen
from excalibohn_tui.screens.end import EndScreen
from excalibohn_tui.widgets.hand import hand_text
from rules import SPELL_CARDS


def hidden_from(game, viewer: int | None) -> list[str]:
    """Texts that would give away what ``viewer`` may not know."""
    out: list[str] = []
    for q, seat in enumerate(game.state.seats):
        if q == viewer or not seat.hand:
            continue
        out.append(hand_text(game.view(q).hand).plain)
    for e in game.events:
        for q, private in e.private.items():
            if q != viewer and private != e.text:
                out.append(private)
    return out


def face_down_spells(game) -> list[str]:
    return [SPELL_CARDS[x.card].name for seat in game.state.seats for x in seat.spells
            if not x.face_up]


def leaks(text: str, game, viewer: int | None) -> list[str]:
    """What of ``hidden_from(game, viewer)`` the screen text shows."""
    flat = " ".join(text.split())
    found = [secret for secret in hidden_from(game, viewer)
             if " ".join(secret.split()) in flat]
    if viewer is None and "Your hand" in text:
        found.append("Your hand")
    return found


def assert_private(app, game, viewer: int | None) -> None:
    found = leaks(screen_text(app), game, viewer)
    assert not found, f"{found!r} on screen for {viewer}"


def watch_curtain_frames(app, game) -> dict[str, list]:
    """Every frame painted while a curtain is up is checked as it is painted: the table
    draws the next player's view just before the curtain goes (the view must never reach
    a frame of the curtain)."""
    found: dict[str, list] = {"frames": [], "leaks": []}
    display = app._display

    def checking(screen, renderable):
        display(screen, renderable)
        if isinstance(screen, CurtainScreen):
            text = "\n".join(strip.text for strip in screen._compositor.render_strips())
            found["frames"].append(screen.player_name)
            found["leaks"].extend(leaks(text, game, None))

    app._display = checking
    return found


@pilot_test
async def test_curtains_and_public_views_never_show_hidden_cards():
    session = make_session("Ann,Ben,Cem,bot:random", seed=11)
    game = session.game
    app = make_app(session)
    rng = random.Random(4)
    seen = {"curtain": 0, "public": 0, "private": 0}
    leaked = watch_curtain_frames(app, game)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(150):
            await pilot.pause()
            screen = app.screen
            if isinstance(screen, EndScreen):
                break
            if isinstance(screen, CurtainScreen):
                assert_private(app, game, None)
                # the curtain shows spells as backs (its recap of the log below the board
                # may name a spell that was turned face up, as the log does)
                board = screen_text(app).split("last had the keyboard:")[0]
                for name in face_down_spells(game):
                    assert name not in board
                seen["curtain"] += 1
                await pilot.press("enter")
                continue
            if isinstance(screen, MessageDialog):
                await pilot.press("enter")
                continue
            table = table_of(app)
            if table.viewer is None:
                assert_private(app, game, None)
                seen["public"] += 1
                await pilot.pause(0.02)
                continue
            assert_private(app, game, table.viewer)
            seen["private"] += 1
            if seen["private"] % 5 == 0:  # what computer players' turns show, at this moment
                viewer = table.viewer
                table.show(None)
                await pilot.pause()
                assert_private(app, game, None)
                seen["public"] += 1
                table.show(viewer)
                await pilot.pause()
            options = [k for k, c in enumerate(table._choices)
                       if c.kind == "apply" and not c.disabled]
            assert options, "an awaited human always has something to choose"
            picked = rng.choice(options)
            table.query_one("#choices").highlighted = picked
            table.query_one("#choices").focus()
            await pilot.press("enter")
    assert seen["curtain"] >= 12 and seen["private"] >= 50 and seen["public"] >= 10, seen
    assert len(leaked["frames"]) >= seen["curtain"] and not leaked["leaks"], leaked["leaks"]
