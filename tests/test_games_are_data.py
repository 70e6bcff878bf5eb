"""Nothing outside the registry of games asks which game is played: no game's name
stands in the app's or the computer players' code, but in the game chooser (which lists
the registry's names) and the command line's defaults (which read the registry)."""

from __future__ import annotations

import ast
from pathlib import Path

from rules.games import SPECS

ROOT = Path(__file__).resolve().parent.parent
NAMES = set(SPECS) | {"rabohnzel", "bohnanza", "bohnedikt", "excalibohn"}


def _literals(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text())
    docstrings = {id(n.body[0].value) for n in ast.walk(tree)
                  if isinstance(n, ast.Module | ast.ClassDef | ast.FunctionDef
                                | ast.AsyncFunctionDef)
                  and n.body and isinstance(n.body[0], ast.Expr)
                  and isinstance(n.body[0].value, ast.Constant)}
    return [(n.lineno, n.value) for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str)
            and id(n) not in docstrings and n.value.lower() in NAMES]


def test_no_game_name_in_the_app_or_the_computer_players():
    found = {}
    for folder in ("excalibohn_tui", "excalibohn_ai"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            hits = _literals(path)
            if hits:
                found[str(path.relative_to(ROOT))] = hits
    # the program's own name (its command and folders) is the one allowed literal
    assert found == {"excalibohn_tui/__init__.py": [(5, "excalibohn"), (7, "Excalibohn")]}


def test_the_check_sees_a_game_name():
    assert _literals(ROOT / "rules" / "games.py")
