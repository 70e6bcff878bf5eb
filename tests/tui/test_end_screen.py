"""The end screen: the scores with the tie-break, the final harvest field by field, and
every player's coins over the turns (for each game of the rulebooks)."""

from __future__ import annotations

import pytest
from tui_helpers import make_app, pilot_test, screen_text, session_for

from excalibohn_tui.screens.end import (
    EndScreen,
    _columns,
    coin_chart,
    coins_by_turn,
    harvest_table,
)
from rules import Game, new_game
from rules.games import CHOOSABLE, SPECS

NAMES = ["Ann", "Ben", "Cem", "Dana", "Eli"]


def finished_game(variant: str, seed: int = 7) -> Game:
    """A game of ``variant`` played to its end from a deal by easy computer players."""
    from excalibohn_ai import FACTORIES

    spec = SPECS[variant]
    n = min(max(spec.seats.start, 3), spec.seats.stop - 1)
    game = new_game(NAMES[:n], seed, variant)
    players = [FACTORIES["easy"](seed * 31 + p) for p in range(n)]
    while not game.finished:
        p = game.deciding()
        game.apply(players[p].choose(game, p))
    return game


async def _end(pilot, app) -> None:
    for _ in range(10):
        await pilot.pause()
        if isinstance(app.screen, EndScreen) and app.screen.query_one("#chart").counted:
            return


@pilot_test
async def test_a_tie_in_coins_is_broken_by_the_groschen_and_the_harvest_is_shown_by_field():
    from positions import finished_game as tied_game

    app = make_app(session_for(tied_game(), ["human"] * 3))
    async with app.run_test(size=(100, 30)) as pilot:
        await _end(pilot, app)
        text = screen_text(app)
        assert "Ann wins with 5 coins. 2 players had 5 coins; the Groschen" in text
        assert "decided" in text
        ann = next(line for line in text.splitlines()
                   if line.split()[:1] == ["Ann"] and "\u2192" in line)
        # field 1 five Princess Beans for 2 coins, field 2 three Sword Beans for 1
        assert ann.index("Princess \u00d75 \u2192 2") < ann.index("Sword \u00d73 \u2192 1")
        # built by hand, not dealt: no turns to count, and it says so
        assert "did not start from a deal" in text


def test_the_coins_over_the_turns_start_with_none_and_end_at_the_scores():
    game = finished_game("excalibohn")
    view = game.public_view()
    series = coins_by_turn(game, view)
    assert series is not None and len(series) == len(view.seats)
    assert [s[-1] for s in series] == view.result.scores
    assert len(series[0]) == view.turn  # every turn, the first one with the deal


def test_the_chart_draws_every_player_on_one_scale_and_fits_its_width():
    chart = coin_chart(["Ann", "Ben"], [[0, 1, 2, 4], [0, 0, 1, 2]], winners=[0], width=40)
    lines = chart.plain.splitlines()
    assert max(len(line) for line in lines) <= 40
    ann_top, ann, between, ben_top, ben, axis = lines
    assert between.strip() == ""  # Ben's upper row does not touch Ann's bars
    assert ann.startswith("\u2605 Ann") and ann.rstrip().endswith("4")
    assert ann_top.rstrip().endswith("\u2588")  # the most coins: both rows full
    assert ben_top.strip() == "" and "\u2588" in ben  # half as many: the lower row only
    assert axis.split() == ["turn", "1", "turn", "4"]
    assert _columns(list(range(100)), 10) == [9, 19, 29, 39, 49, 59, 69, 79, 89, 99]


@pytest.mark.parametrize("variant", CHOOSABLE)
def test_the_end_screen_of_each_game_has_its_harvest_and_chart(variant):
    game = finished_game(variant)
    view = game.public_view()
    table = harvest_table(view, game.events)
    assert table is not None and len(table.rows) == len(view.seats)
    assert coins_by_turn(game, view) is not None


def _end_app(variant: str):
    game = finished_game(variant)
    return make_app(session_for(game, ["human"] * len(game.public_view().seats)))


@pytest.mark.parametrize("variant", CHOOSABLE)
def test_the_end_screen_snapshot(snap_compare, variant):
    async def counted(pilot):
        await _end(pilot, pilot.app)

    assert snap_compare(_end_app(variant), terminal_size=(100, 32), run_before=counted)


@pilot_test
async def test_at_80x24_the_chart_is_on_the_first_screen_and_captions_wrap_at_its_width():
    """On the smallest terminal the scores and the coins over the turns are seen without
    scrolling (the final harvest's details come after them), and a caption longer than
    its narrow table is broken at the screen's edge, not after every other word."""
    app = _end_app("bohnedikt")
    async with app.run_test(size=(80, 24)) as pilot:
        await _end(pilot, app)
        lines = screen_text(app).splitlines()
        axis = next(k for k, line in enumerate(lines) if "turn 1" in line)
        assert axis < len(lines) - 1  # above the key bar, on the first screen
        assert any("harvests: how many, and the coins they brought" in line for line in lines)


def test_the_final_harvest_table_shows_a_spell_card_a_cap_bean_row_brought():
    from rich.console import Console

    from rules.cards import BEAN_OF, Bean
    from rules.events import Event

    game = finished_game("excalibohn")
    view = game.public_view()
    cap = BEAN_OF.index(Bean.CAP)
    events = [Event("final", "The final harvest."),
              Event("harvest", "Ann harvests.", data={"player": 0, "field": 0, "coins": 1,
                                                     "card": cap, "count": 3,
                                                     "also": "spell"}),
              Event("harvest", "Ben harvests.", data={"player": 1, "field": 0, "coins": 1,
                                                     "card": cap, "count": 3, "also": ""})]
    console = Console(width=160, record=True)
    console.print(harvest_table(view, events))
    text = console.export_text()
    ann = next(line for line in text.splitlines() if line.strip().startswith("Ann"))
    ben = next(line for line in text.splitlines() if line.strip().startswith("Ben"))
    assert "+ a spell card" in ann and "spell" not in ben


def test_the_final_harvest_table_counts_beans_and_decree_cards_apart():
    # as the fields do ("×2+1E"): "Compost ×8" was read as eight beans under a decree
    from rich.console import Console

    from rules import Harvest
    from rules.builder import build
    from rules.events import Event

    game = build(3, variant="bohnedikt", phase="trade", turned_up=["chili", "stink"],
                 fields={0: [["blue", "blue", "edict"], ["soy"] * 2],
                         1: [["red", "edict", "red"], []]})
    game.apply(Harvest(0, 0))
    game.apply(Harvest(1, 0))
    events = [Event("final", "The final harvest."),
              *(e for e in game.events if e.kind == "harvest")]
    console = Console(width=160, record=True)
    console.print(harvest_table(game.public_view(), events))
    text = console.export_text()
    first = next(line for line in text.splitlines() if line.strip().startswith("Seat 1"))
    second = next(line for line in text.splitlines() if line.strip().startswith("Seat 2"))
    assert "\u00d72+1E \u2192 0" in first  # a decree card on top: it pays nothing
    assert "\u00d72+1E \u2192" in second and "Red" in second
    assert "+2E: and two decree cards" in text


def test_players_alike_in_coins_share_their_place():
    # the classic game (no spells to break a tie): Ben and Cem end with 3 coins each
    from rich.console import Console

    from excalibohn_tui.screens.end import summary_table
    from rules.builder import build

    game = build(["Ann", "Ben", "Cem", "Dana"], variant="bohnanza",
                 hands={0: ["blue"], 1: ["red"], 2: ["red"], 3: ["red"]},
                 fields={0: [["blue"] * 4, []]},
                 coins={0: ["chili"] * 5, 1: ["chili"] * 3, 2: ["chili"] * 3, 3: ["chili"]},
                 draw_size=0, passes=3, active=0, phase="3")
    while not game.finished:
        p = game.deciding()
        game.apply(game.legal_actions(p)[0])
    scores = game.view(None).result.scores
    assert scores[1] == scores[2] and len(set(scores)) == 3, scores
    console = Console(width=100, record=True)
    console.print(summary_table(game.view(None), game.events))
    rows = {line.split()[1]: line.split()[0] for line in console.export_text().splitlines()
            if len(line.split()) > 2 and line.split()[1] in ("Ann", "Ben", "Cem", "Dana")}
    ranks = sorted(rows.values())
    assert rows["Ben"] == rows["Cem"] and len(set(ranks)) == 3, rows


def test_the_scores_say_what_a_third_field_cost():
    """Classic: a play-tester found 4 coins from harvests and 1 coin at the end, with
    nothing to say where 3 went (the third field bought)."""
    from rich.console import Console

    from excalibohn_tui.screens.end import summary_table
    from rules import BuyField
    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], variant="bohnanza",
                 hands={0: ["blue"], 1: ["red"], 2: ["red"]},
                 fields={0: [["blue"] * 4, []]},
                 coins={0: ["chili"] * 4, 1: ["chili"], 2: ["chili"]},
                 draw_size=0, passes=3, active=0, phase="1a")
    game.apply(BuyField(0))
    while not game.finished:
        game.apply(game.legal_actions(game.deciding())[0])
    console = Console(width=100, record=True)
    console.print(summary_table(game.view(None), game.events))
    text = console.export_text()
    ann = next(line for line in text.splitlines() if " Ann " in line)
    assert "\u22123c field" in ann, ann
    assert not any("field" in line for line in text.splitlines() if " Ben " in line)


@pytest.mark.parametrize("width", [78, 100])
def test_the_final_harvest_keeps_each_player_on_one_row_and_names_the_letters_it_uses(width):
    """Where the cards' names would wrap a cell (``[A] Black-eyed ×3 → 1`` over two lines
    at 80 columns, play-test), the table shows the cards by their letters and its caption
    names the letters; where they fit, the cells name the cards."""
    from rich.console import Console

    from excalibohn_ai import FACTORIES
    from excalibohn_tui.screens.end import _FirstThatFits

    game = new_game(NAMES[:5], 1, "bohnedikt")
    players = [FACTORIES["easy"](31 + p) for p in range(5)]
    while not game.finished:
        p = game.deciding()
        game.apply(players[p].choose(game, p))
    view, events = game.view(None), game.events
    console = Console(width=width, record=True)
    console.print(_FirstThatFits(harvest_table(view, events),
                                 harvest_table(view, events, names=False)))
    lines = console.export_text().splitlines()
    rows = lines[lines.index(next(x for x in lines if x.startswith("\u2500"))) + 1:]
    end = next(k for k, x in enumerate(rows) if x.startswith("each field"))
    rows, caption = rows[:end], " ".join(rows[end:])
    assert [r.split()[0] for r in rows] == NAMES[:5], lines  # no cell on a second line
    named = "Black-eyed \u00d7" in "\n".join(rows)
    legend = "[A] Black-eyed" in caption
    assert (named, legend) == ((False, True) if width < 90 else (True, False)), lines


@pytest.mark.parametrize("seed", [7, 11])
def test_the_scores_of_bohnedikt_add_up_with_the_coins_paid_when_the_pile_ran_out(seed):
    """The harvests' coins, less a third field, read 19 where the score was 15: the 4
    coins everyone pays when the draw pile runs out a second time were left out
    (play-test).  Each player's harvests, less what they paid, make their score."""
    import re

    from rich.console import Console

    from excalibohn_tui.screens.end import summary_table

    game = finished_game("bohnedikt", seed)
    assert any(e.kind == "pay" for e in game.events)  # (the pile ran out a second time)
    view = game.public_view()
    console = Console(width=140, record=True)
    console.print(summary_table(view, game.events))
    rows = console.export_text().splitlines()
    for p, seat in enumerate(view.seats):
        row = next(line for line in rows if f" {seat.name} " in line)
        got = re.search(r"\((\d+)c(?:, \u2212(\d+)c field)?(?:, \u2212(\d+)c paid)?\)", row)
        assert got is not None, row
        coins, field, dues = (int(x or 0) for x in got.groups())
        assert coins - field - dues == view.result.scores[p], row
