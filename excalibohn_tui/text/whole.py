"""Words wrapped at their width with every card's name kept whole: a line may break
between words, never inside ``[Q] Princess Bean``, ``Enchantment of the Fellow Players``
or a sacrifice card's ``(Red and Green)`` (play-tests at 80 x 24: "[Q] Princess" / "Bean",
"(Black-eyed" / "and Garden)").

Rich and Textual both break a line at any white space, a no-break space too (their
patterns take it for one), so the names cannot be glued with a character: ``Whole``
lays the lines out itself, breaking only where no name is.  A name longer than the
width is folded, as any word that long is.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text

from rules import VARIETIES
from rules.cards import DECREE_OF, SACRIFICE_OF, SPELL_CARDS, spell_name, variety_name

from ..lang import _, language
from .cards import card_word, sacrifice_pair, short

#: where a line may break: before a word, after white space
_WORD = re.compile(r"\s*\S+\s*")


@cache
def _names(code: str) -> re.Pattern[str]:
    """Every card's name as the texts print it, in the language ``code`` (in use): a
    variety's (long and short, a letter before it or not, with a plural's ending), a
    spell's, a decree's, a sacrifice card's."""
    del code  # (the cache's key: the names are read in the language in use)
    names = {variety_name(b) for b in VARIETIES} | {short(b) for b in VARIETIES}
    names |= {spell_name(k) for k in range(len(SPELL_CARDS))}
    names |= {_(d.name) for d in DECREE_OF.values()}
    for card in SACRIFICE_OF:  # "[O] sacrifice card (Red and Green)", "(Red and Green)"
        names |= {card_word(card), f"({sacrifice_pair(card)})"}
    names |= {card_word(card) for card in DECREE_OF}  # "[E] Bohnedikt Market Day"
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    # (a letter before a name: "[Q] Princess"; a plural's or a case's ending after it)
    return re.compile(rf"(?<!\w)(?:\[[A-Za-z]\] )?(?:{alternatives})\w*")


def name_spans(plain: str) -> list[tuple[int, int]]:
    """Where card names stand in ``plain``: (start, end) of each, left to right."""
    return [m.span() for m in _names(language()).finditer(plain)]


def _atoms(plain: str) -> Iterator[tuple[int, int]]:
    """``plain`` (one line) in pieces that a line may not break inside: each word with the
    space after it, a card's name with all its words."""
    spans = name_spans(plain)
    start = end = None
    for m in _WORD.finditer(plain):
        if start is not None and not any(s < m.start() < e for s, e in spans):
            yield start, end  # type: ignore[misc]
            start = None
        if start is None:
            start = m.start()
        end = m.end()
    if start is not None:
        yield start, end  # type: ignore[misc]


def whole_lines(text: Text, width: int) -> list[Text]:
    """``text`` in lines of at most ``width`` cells, broken between words but not inside
    a card's name (one longer than ``width`` is folded)."""
    out: list[Text] = []
    width = max(1, width)
    for line in text.split("\n", allow_blank=True):
        plain = line.plain
        breaks: list[int] = []
        used = 0
        for start, end in _atoms(plain):
            piece = plain[start:end]
            if used and used + cell_len(piece.rstrip()) > width:
                breaks.append(start)
                used = 0
            used += cell_len(piece)
        for part in line.divide(breaks) if breaks else [line]:
            part.rstrip()
            if part.cell_len > width:  # (a name, or a word, longer than the width)
                for row in part.wrap(Console(width=width), width, overflow="fold"):
                    row.rstrip()
                    out.append(row)
            else:
                out.append(part)
    return out


class Whole:
    """A Rich renderable: ``text`` wrapped at the width it is given, each card's name
    whole (``whole_lines``)."""

    def __init__(self, text: Text) -> None:
        self.text = text

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        lines = self.text.split("\n", allow_blank=True)
        most = max((line.cell_len for line in lines), default=0)
        least = max((cell_len(line.plain[s:e].rstrip()) for line in lines
                     for s, e in _atoms(line.plain)), default=0)
        return Measurement(min(least, most), most).clamp(max_width=options.max_width)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        lines = whole_lines(self.text, options.max_width)
        joined = Text("\n", end=self.text.end).join(lines)
        joined.justify = self.text.justify
        joined.no_wrap = True
        joined.overflow = "crop"
        yield joined
