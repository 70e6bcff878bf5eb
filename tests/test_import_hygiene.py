"""The rules core must stay headless: importing it loads neither textual nor rich."""

import subprocess
import sys


def test_rules_loads_no_ui_library():
    code = (
        "import sys, rules, rules.builder, rules.simulate, rules.invariants;"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'));"
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"rules imported UI modules: {out.stdout}"


def _modules_after(code: str, names: tuple[str, ...]) -> list[str]:
    """Which of ``names`` a fresh interpreter has imported after running ``code``."""
    probe = code + f"\nimport sys; print(','.join(m for m in {names!r} if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    return [m for m in out.stdout.strip().split(",") if m]


def test_playing_needs_no_pydantic_until_a_game_is_saved():
    # Pydantic takes longer to import than Textual: the rules core (and a table's first
    # frame) play without it; the JSON adapters import it on first use
    play = (
        "import random\n"
        "from rules import new_game\n"
        "game = new_game(['Ann', 'Ben', 'Cem', 'Dana'], 3)\n"
        "rng = random.Random(3)\n"
        "for _ in range(200):\n"
        "    seat = game.awaiting()[0].player\n"
        "    game.view(seat), game.public_view()\n"
        "    game.apply(rng.choice(game.legal_actions(seat)))\n"
    )
    assert _modules_after(play, ("pydantic",)) == []
    assert _modules_after(play + "game.to_json()\n", ("pydantic",)) == ["pydantic"]


def test_a_new_game_and_the_command_line_load_neither_pydantic_nor_the_bots():
    code = (
        "from excalibohn_tui.cli import build_parser\n"
        "build_parser().parse_args(['play', '--seats', 'Ann,Ben,bot:random'])\n"
        "from excalibohn_tui.session import Session, parse_seats\n"
        "import excalibohn_tui.app, excalibohn_tui.screens.table\n"
        "Session.new(parse_seats('Ann,Ben,bot:normal,bot:hard'), 5, save_now=False)\n"
    )
    assert _modules_after(code, ("pydantic", "excalibohn_ai.normal", "excalibohn_ai.hard",
                                 "excalibohn_tui.persistence")) == []
    # nor the other games of the rulebooks, when the table draws a game of Excalibohn
    draw = code.replace("Session.new(", "s = Session.new(") + (
        "from excalibohn_tui.text import fields\n"
        "v = s.game.view(0)\n"
        "[fields.field_text(v, p, i) for p in range(4) for i in range(2)]\n"
        "fields.field_price(v), fields.field_label(v, 0)\n")
    others = ("rules.bohnedikt", "rules.decrees", "rules.sacrifices", "rules.duel",
              "rules.field_market")
    assert _modules_after(draw, others) == []
    # the command line alone (plain `excalibohn` before its start screen) needs only the
    # registry of games, not the rules engine nor Textual
    assert _modules_after("from excalibohn_tui.cli import build_parser; build_parser()",
                          ("rules.engine", "textual")) == []


def test_the_lazy_adapters_round_trip_views_and_actions():
    # in a fresh interpreter, as above: from this folder, ``rules`` would be tests/rules
    code = """
import random
from rules import new_game
from rules.actions import ACTION_LIST_ADAPTER
from rules.views import VIEW_ADAPTER

game = new_game(["Ann", "Ben", "Cem"], 11)
rng = random.Random(11)
for _ in range(120):
    seat = game.awaiting()[0].player
    game.apply(rng.choice(game.legal_actions(seat)))
for viewer in (0, 1, 2):
    view = game.view(viewer)
    assert VIEW_ADAPTER.validate_json(VIEW_ADAPTER.dump_json(view)) == view
view = game.public_view()
assert VIEW_ADAPTER.validate_json(VIEW_ADAPTER.dump_json(view)) == view
assert ACTION_LIST_ADAPTER.validate_json(ACTION_LIST_ADAPTER.dump_json(game.log)) == game.log
# the union is told apart by its kind: an unknown kind is refused, not guessed
bad = ACTION_LIST_ADAPTER.dump_json(game.log[:1]).replace(b'"kind":"', b'"kind":"x')
try:
    ACTION_LIST_ADAPTER.validate_json(bad)
except ValueError as err:
    assert "tag" in str(err), err
else:
    raise AssertionError("an action of an unknown kind was accepted")
print("ok")
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.stdout.strip() == "ok", out.stderr
