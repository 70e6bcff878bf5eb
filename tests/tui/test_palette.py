"""The varieties' colours stay apart in every game: each its own colour in 256 and in 16
colours (``TERM=xterm``), and far enough apart for players with protanopia or
deuteranopia (simulated by ``benchmarks/palette.py``, which prints the distances)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from rich.color import ColorSystem

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import palette  # noqa: E402

from rules.games import SPECS  # noqa: E402


@pytest.mark.parametrize("game", sorted(SPECS))
@pytest.mark.parametrize("system", [ColorSystem.EIGHT_BIT, ColorSystem.STANDARD])
def test_every_variety_has_a_colour_of_its_own(game, system):
    assert palette.distinct_in(palette.varieties_of(game), system)


@pytest.mark.parametrize("game", sorted(SPECS))
@pytest.mark.parametrize("way", ["256 colours", "protanopia", "deuteranopia"])
def test_no_two_varieties_look_alike(game, way):
    d, a, b = palette.closest(palette.varieties_of(game), palette.WAYS[way])
    assert d >= palette.MIN_DELTA_E, (a, b, d)


def test_the_simulation_merges_what_it_should():
    # red and green, plainly apart for most, come close for a deuteranope
    red, green = (215, 0, 0), (95, 135, 0)
    seen = [palette.simulate(c, "deuteranopia") for c in (red, green)]
    assert palette.delta_e(red, green) > 60 > 3 * palette.delta_e(*seen)
