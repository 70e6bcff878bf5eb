"""Regenerate the screenshots in this folder: SVG from Textual, PNG from the SVG.

    python screenshots/make.py            # all of them
    python screenshots/make.py de-start   # only those named

The PNG files need CairoSVG (``pip install cairosvg``; not a project dependency)
or the ``rsvg-convert`` program; without either, only the SVG files are made.
The positions are the hand-built ones of the snapshot tests (tests/tui/positions.py).
"""

from __future__ import annotations

import asyncio
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "tui")]

import positions  # noqa: E402
import test_end_screen  # noqa: E402
import test_variants  # noqa: E402
from tui_helpers import make_app, make_session, session_for  # noqa: E402

from excalibohn_tui.app import ExcalibohnApp  # noqa: E402


def middle_of_a_game(seats: int = 5, turn: int = 8, variant: str = "excalibohn"):
    """A real game played to ``turn`` by random moves (the legal actions list no offers)."""
    import random

    from excalibohn_tui.session import SeatConfig, Session
    from rules import new_game

    names = ["Ann", "Ben", "Cem", "Dana", "Eli"][:seats]
    game = new_game(names, 2, variant)
    rng = random.Random(2)
    while game.state.turn < turn and not game.finished:
        w = game.awaiting()[0]
        game.apply(rng.choice(game.legal_actions(w.player)))
    return make_app(Session(game, [SeatConfig(name=n) for n in names]))


def _humans(game, kinds=None):
    return make_app(session_for(game, kinds or ["human"] * len(game.state.seats)))


async def _chart_drawn(pilot) -> None:
    """The end screen once its chart of the coins over the turns is counted."""
    await test_end_screen._end(pilot, pilot.app)


SHOTS = [
    # name, app factory, size, keys
    ("start", lambda: ExcalibohnApp(None, bot_delay=0, look_for_saves=False), (80, 24), []),
    ("curtain", lambda: _humans(positions.five_player_middle()), (100, 30), []),
    ("table-80x24", lambda: _humans(positions.five_player_middle()), (80, 24), ["enter"]),
    ("table-120x40", lambda: _humans(positions.five_player_middle()), (120, 40), ["enter"]),
    ("game-120x40", middle_of_a_game, (120, 40), ["enter"]),
    ("game-80x24", middle_of_a_game, (80, 24), ["enter"]),
    ("curtain-80x24", middle_of_a_game, (80, 24), []),
    ("trade", lambda: _humans(positions.trade_position(), ["human", "human", "random"]),
     (100, 30), ["enter", "1", "Q", "m"]),
    ("attack", lambda: _humans(positions.attack_position()), (100, 30), ["enter", "1"]),
    ("end", lambda: _humans(test_end_screen.finished_game("excalibohn")), (100, 40),
     [_chart_drawn]),
    ("end-80x24", lambda: _humans(test_end_screen.finished_game("excalibohn")), (80, 24),
     [_chart_drawn]),
    ("replay", lambda: _humans(test_end_screen.finished_game("excalibohn")), (100, 40),
     [_chart_drawn, "r", "pagedown", "pagedown", "right"]),
    ("help", lambda: make_app(make_session("Ann,bot:random,bot:random", 3)), (100, 30),
     ["enter", "question_mark"]),
    # the other games of the rulebooks
    ("start-games", lambda: ExcalibohnApp(None, bot_delay=0, look_for_saves=False), (80, 24),
     [test_variants.open_chooser]),
    ("bohnedikt-100x30", lambda: _humans(test_variants.bohnedikt_table(),
                                         ["human", "human", "random"]), (100, 30), ["enter"]),
    ("bohnedikt-game-120x40", lambda: middle_of_a_game(4, 9, "bohnedikt"), (120, 40),
     ["enter"]),
    ("bohnanza-game-80x24", lambda: middle_of_a_game(3, 6, "bohnanza"), (80, 24), ["enter"]),
    ("rabohnzel-game-120x40", lambda: middle_of_a_game(4, 8, "rabohnzel"), (120, 40),
     ["enter"]),
    ("bohnedikt-duel-game-120x40", lambda: middle_of_a_game(2, 8, "bohnedikt-duel"),
     (120, 40), ["enter"]),
    # the larger terminals
    ("game-160x50", middle_of_a_game, (160, 50), ["enter"]),
    ("game-100x30", middle_of_a_game, (100, 30), ["enter"]),
]

#: the same screens in German (``--lang de``), each named "de-..."
GERMAN = [
    ("de-start", lambda: ExcalibohnApp(None, bot_delay=0, look_for_saves=False), (80, 24), []),
    ("de-curtain", lambda: _humans(positions.five_player_middle()), (100, 30), []),
    ("de-game-120x40", middle_of_a_game, (120, 40), ["enter"]),
    ("de-table-80x24", lambda: _humans(positions.five_player_middle()), (80, 24), ["enter"]),
    ("de-trade", lambda: _humans(positions.trade_position(), ["human", "human", "random"]),
     (100, 30), ["enter", "1", "Q", "m"]),
    ("de-end", lambda: _humans(test_end_screen.finished_game("excalibohn")), (100, 40),
     [_chart_drawn]),
]


async def shoot(name: str, factory, size: tuple[int, int], keys: list[str]) -> Path:
    from excalibohn_tui.screens import curtain

    # (the keys come as fast as a script types: the curtain's pauses for people, after an
    # Enter, as it comes up and after it lifts, would hold them)
    curtain.QUIET = curtain.LIFTED = 0.0
    curtain.SHOWN = -float("inf")  # (an Enter sent as the curtain was being put up too)
    app = factory()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        for key in keys:
            if callable(key):  # a step of its own (e.g. focusing a widget first)
                await key(pilot)
            else:
                await pilot.press(key)
            await pilot.pause()
        await pilot.pause(0.2)
        svg = HERE / f"{name}.svg"
        svg.write_text(app.export_screenshot(title=f"Excalibohn: {name}"))
    return svg


#: the SVG asks for Fira Code, which a browser fetches from the web; the converters below
#: do not, and fall back to a proportional font in which a terminal's columns no longer
#: line up (bars and box edges drift).  The PNG is drawn in an installed monospace font.
PNG_FONT = '"DejaVu Sans Mono", monospace'


def to_png(svg: Path) -> str:
    png = svg.with_suffix(".png")
    text = svg.read_text().replace("font-family: Fira Code, monospace;",
                                   f"font-family: {PNG_FONT};")
    try:
        import cairosvg
    except ImportError:
        cairosvg = None
    if cairosvg is not None:
        cairosvg.svg2png(bytestring=text.encode(), write_to=str(png), output_width=1600)
        return "cairosvg"
    if shutil.which("rsvg-convert"):
        subprocess.run(["rsvg-convert", "-w", "1600", "-o", str(png)], input=text.encode(),
                       check=True)
        return "rsvg-convert"
    return "no PNG (install cairosvg or rsvg-convert)"


def main(names: list[str]) -> None:
    from rules import i18n

    for name, factory, size, keys in SHOTS + GERMAN:
        if names and name not in names:
            continue
        i18n.set_language("de" if name.startswith("de-") else "en")
        svg = asyncio.run(shoot(name, factory, size, keys))
        how = to_png(svg)
        print(f"{svg.name}: {size[0]}x{size[1]}, PNG by {how}")
    i18n.set_language("en")


if __name__ == "__main__":
    main(sys.argv[1:])
