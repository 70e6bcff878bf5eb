"""The shape of the rules core: games are data plus the rule modules they name, parts
add and never override, no import loop, one copy of a state that misses no field."""

from __future__ import annotations

import ast
import subprocess
import sys
from dataclasses import fields, is_dataclass
from pathlib import Path

import pytest

from rules import CHOOSABLE, SPECS, new_game
from rules.builder import build
from rules.ruleset import ruleset
from rules.state import Answer, Field, Frame, Result, Seat, SpellSlot, State, Trade, copy_of

RULES = Path(__file__).resolve().parents[2] / "rules"


def test_no_file_of_the_rules_core_is_over_500_lines():
    long = {p.name: n for p in RULES.glob("*.py")
            if (n := len(p.read_text().splitlines())) > 500}
    assert long == {}


def _runtime_imports(path: Path) -> set[str]:
    """The modules of ``rules`` that ``path`` imports when it runs (not for type checks)."""
    tree = ast.parse(path.read_text())
    out: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            continue
        for sub in ast.walk(node):
            if isinstance(sub, ast.ImportFrom) and sub.level == 1:
                out.add(sub.module or "")
    return out


def test_the_rule_modules_do_not_import_the_engine_back():
    parts = {part for spec in SPECS.values() for part in spec.parts}
    for part in sorted(parts):
        assert "engine" not in _runtime_imports(RULES / f"{part}.py"), part
    # the registry of games imports no rules at all
    assert _runtime_imports(RULES / "games.py") <= {"cards", "i18n", "help_texts"}
    assert _runtime_imports(RULES / "help_texts.py") <= {"i18n"}  # (words only)


def test_drawing_excalibohn_imports_none_of_the_other_games_rules():
    code = ("import sys\nfrom rules import new_game\n"
            "g = new_game(['A', 'B', 'C'], 1)\ng.view(0)\n"
            "print(','.join(m for m in ('rules.bohnedikt', 'rules.decrees', "
            "'rules.sacrifices', 'rules.duel', 'rules.field_market') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=RULES.parent)
    assert out.stdout.strip() == ""


def test_every_game_is_its_spec_and_the_parts_it_names():
    for name in [*CHOOSABLE, "bohnedikt-duel"]:
        spec = SPECS[name]
        rules = ruleset(spec)
        assert rules.spec is spec
        # every step of the turn and every decision the spec words has a rule module
        assert set(spec.turn + spec.ending) <= set(rules.steps)
        assert set(spec.decisions) <= set(rules.decisions), name
        assert set(spec.done_words) <= set(rules.decisions), name
    assert not ruleset(SPECS["bohnanza"]).after_harvest  # no spell cards in the base game
    assert "magic" not in ruleset(SPECS["bohnanza"]).steps


def test_a_part_that_gives_a_name_twice_is_refused():
    from dataclasses import replace

    spec = replace(SPECS["bohnanza"], parts=(*SPECS["bohnanza"].parts, "planting"))
    with pytest.raises(ValueError, match="second time"):
        ruleset(spec)


def _mutate(x, path=""):
    """Change every changeable place inside ``x`` (yield a description of each)."""
    for f in fields(x):
        v = getattr(x, f.name)
        where = f"{path}.{f.name}"
        if isinstance(v, list):
            if v and is_dataclass(v[0]):
                for i, item in enumerate(v):
                    yield from _mutate(item, f"{where}[{i}]")
            v.append(v[0] if v else 0)
            yield where
        elif isinstance(v, dict):
            for k, item in list(v.items()):
                if is_dataclass(item):
                    yield from _mutate(item, f"{where}[{k}]")
            v[max(v, default=0) + 1] = None
            yield where
        elif is_dataclass(v):
            yield from _mutate(v, where)


def test_a_copy_of_a_state_shares_nothing_changeable_whatever_its_fields():
    game = build(3, hands={0: ["cap"]}, fields={0: [["mean"] * 4, ["white"]]},
                 coins={1: ["cap"]}, spells={0: [("attack", True)]}, active=0, phase="1b")
    s = game.state
    s.trade = Trade(by=0, to=[1], give=[1], ask=[], answers={1: Answer("accept", [2], [])})
    s.result = Result([1], [2], [0])
    s.pending.append(Frame("respond", 0, players=[1], cards=[3]))
    # every class of the state takes part, so a new field anywhere is covered
    kinds = {type(v) for v in (s, s.seats[0], s.seats[0].fields[0], s.seats[0].spells[0],
                               s.pending[0], s.trade, s.trade.answers[1], s.result)}
    assert kinds == {State, Seat, Field, SpellSlot, Frame, Trade, Answer, Result}
    copy = copy_of(s)
    assert copy == s
    changed = list(_mutate(copy))
    assert len(changed) > 30 and copy != s
    assert s == copy_of(game.state) and s.trade.answers[1].give == [2]
    assert s.seats[0].fields[0].cards == game.clone().state.seats[0].fields[0].cards


def test_a_clone_plays_on_alone():
    game = new_game(["A", "B", "C"], 3)
    twin = game.clone()
    p = game.deciding()
    twin.apply(twin.legal_actions(p)[0])
    assert twin.log != game.log and twin.state != game.state
