"""How far apart the bean varieties' colours are, game by game: in 24-bit colour, in the
256 colours a terminal without true colour shows, in the 16 of ``TERM=xterm``, and for
players with protanopia or deuteranopia (simulated).

    python benchmarks/palette.py

For every game it prints the closest pair of varieties in each of these ways, as a
CIELAB distance (CIE76 ΔE: about 2 is just noticeable side by side, above 10 plainly two
colours at a glance), and whether the 256- and 16-colour terminals give every variety a
colour of its own. The simulations use the matrices of Machado, Oliveira and Fernandes
(2009, severity 1.0) on linear RGB, applied to the 256-colour rendition (what most
terminals show). The letter on every card stays the first way to tell varieties apart;
the colours only need to stay apart enough not to mislead.
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rich.color import Color, ColorSystem  # noqa: E402

from excalibohn_tui.text.cards import COLOURS  # noqa: E402
from rules import Bean  # noqa: E402
from rules.games import SPECS  # noqa: E402

#: Machado et al. (2009), severity 1.0, for linear RGB
MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
}

#: below this CIE76 distance two varieties' colours count as too close (a simulated
#: dichromat still tells them apart beside each other; the letter does the rest)
MIN_DELTA_E = 12.0

RGB = tuple[float, float, float]


def rgb256(hex_colour: str) -> RGB:
    """The colour as a 256-colour terminal shows it (0..255 channels)."""
    c = Color.parse(hex_colour).downgrade(ColorSystem.EIGHT_BIT)
    t = c.get_truecolor()
    return (t.red, t.green, t.blue)


def _linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(rgb: RGB, kind: str) -> RGB:
    """``rgb`` as seen with the colour-vision deficiency ``kind``."""
    lin = [_linear(x) for x in rgb]
    m = MACHADO[kind]
    out = [sum(m[i][j] * lin[j] for j in range(3)) for i in range(3)]
    return tuple(_gamma(x) for x in out)  # type: ignore[return-value]


def lab(rgb: RGB) -> RGB:
    r, g, b = (_linear(x) for x in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def delta_e(a: RGB, b: RGB) -> float:
    return sum((p - q) ** 2 for p, q in zip(lab(a), lab(b), strict=True)) ** 0.5


def varieties_of(game: str) -> list[Bean]:
    """Every kind of card of a game that shows a bean colour (Bohnedikt's sacrifice cards
    too)."""
    spec = SPECS[game]
    beans = list(spec.varieties)
    if len(spec.sacrifices):
        beans.append(Bean.SACRIFICE)
    return beans


def closest(beans: list[Bean], how) -> tuple[float, Bean, Bean]:
    """The closest pair of ``beans`` with ``how`` turning a colour into what is seen."""
    return min((delta_e(how(COLOURS[a]), how(COLOURS[b])), a, b)
               for a, b in itertools.combinations(beans, 2))


def distinct_in(beans: list[Bean], system: ColorSystem) -> bool:
    """Whether a terminal of ``system`` gives every variety a colour of its own."""
    numbers = [Color.parse(COLOURS[b]).downgrade(system).number for b in beans]
    return len(set(numbers)) == len(numbers)


WAYS = {
    "24-bit": lambda h: Color.parse(h).get_truecolor()[:3],
    "256 colours": rgb256,
    "protanopia": lambda h: simulate(rgb256(h), "protanopia"),
    "deuteranopia": lambda h: simulate(rgb256(h), "deuteranopia"),
}


def main() -> None:
    print(f"closest pair per game (CIE76 ΔE, at least {MIN_DELTA_E:g} wanted)\n")
    for game in SPECS:
        beans = varieties_of(game)
        print(f"{game} ({len(beans)} kinds): own colour in 256: "
              f"{'yes' if distinct_in(beans, ColorSystem.EIGHT_BIT) else 'NO'}, "
              f"in 16: {'yes' if distinct_in(beans, ColorSystem.STANDARD) else 'NO'}")
        for name, how in WAYS.items():
            d, a, b = closest(beans, how)
            mark = "" if d >= MIN_DELTA_E else "  TOO CLOSE"
            print(f"  {name:13} {d:5.1f}  {a.name.title()} / {b.name.title()}{mark}")


if __name__ == "__main__":
    main()
