"""The computer players' code reads views, legal actions and specs: never the full state,
never which game is played by its name."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import excalibohn_ai
from rules.games import SPECS

SOURCES = sorted(Path(excalibohn_ai.__file__).parent.glob("*.py"))
#: a game's name as a word of its own (module paths such as "excalibohn_ai.easy" are not)
NAMES = re.compile(r"(?<![\w.])(" + "|".join(sorted(map(re.escape, SPECS), key=len,
                                                     reverse=True)) + r")(?![\w-])")


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def test_no_computer_player_reads_a_games_state():
    for path in SOURCES:
        tree = ast.parse(path.read_text())
        reads = [node.lineno for node in ast.walk(tree)
                 if isinstance(node, ast.Attribute) and node.attr == "state"]
        assert not reads, f"{path.name} reads .state on lines {reads}"


def test_no_computer_player_names_a_game():
    assert SOURCES
    for path in SOURCES:
        tree = ast.parse(path.read_text())
        docs = _docstrings(tree)
        found = [(node.lineno, node.value) for node in ast.walk(tree)
                 if isinstance(node, ast.Constant) and isinstance(node.value, str)
                 and id(node) not in docs and NAMES.search(node.value)]
        assert not found, f"{path.name} names a game: {found}"


def test_the_name_check_finds_a_name():
    assert NAMES.search("bohnedikt-trade") and NAMES.search("rabohnzel")
    assert not NAMES.search("excalibohn_ai.easy") and not NAMES.search("EXCALIBOHN_HARD")
