"""The middle of the table: the draw pile with its pass marker, the discard pile's top
card, the spell deck, the cards turned up for trading, and what the other games add
(Bohnedikt's decrees in force, its sacrifice piles, the beans left lying for the other
player of the two-player game)."""

from __future__ import annotations

import textwrap

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive

from rules import Bean, View

from ..lang import _, pgettext
from ..text.cards import ROMAN, colour
from ..text.prompts import decree_lines
from .cards import (
    DIM,
    PATTERN,
    Block,
    back,
    beside,
    card,
    chip,
    empty_place,
    fit,
    flow,
    width_of,
)
from .lines import TextLines


def passes(v: View) -> str:
    """The pass marker: ``II/IV``, the pass through the draw pile of how many."""
    now = ROMAN[v.passes] if v.passes < len(ROMAN) else str(v.passes)
    return f"{now}/{ROMAN[v.max_passes]}"


def _column(label: str, block: Block, style: Style | str = "bold") -> Block:
    """A heap of the middle with its label above it."""
    w = max(width_of(block), len(label))
    return [fit(Text(label, style=style), w)] + block


def middle_blocks(v: View) -> Block:
    """The middle drawn as cards, four rows high."""
    cols: list[Block] = []
    label = _("Draw pile") + (" " + _("LAST TURN") if v.last_turn else "")
    foot = _("pass {passes}").format(passes=passes(v))
    cols.append(_column(label, back(max(12, len(foot) + 2), f" {v.draw_size} ", foot,
                                    edges=2 if v.draw_size > 1 else 0),
                        Style(bold=True, color="#ff5f5f") if v.last_turn else "bold"))
    top = v.discard_top
    cols.append(_column(_("Discard {n}").format(n=v.discard_size),
                        card(top.id) if top is not None else empty_place(12)))
    if v.spec.has_spells:
        cols.append(_column(_("Spell deck"), back(8, f" {v.spell_deck_size} ", _("spells"),
                                               edges=1 if v.spell_deck_size > 1 else 0)))
    if v.spec.sacrifices:
        cols.append(_column(_("Sacrifices"), back(8, f" {v.sacrifice_pile} ",
                                                _("pile"))))
        if v.sacrifice_discard:  # (fulfilled or dropped: "Fulfilled" told half of it)
            cols.append(_column(_("Used {n}").format(n=len(v.sacrifice_discard)),
                                card(v.sacrifice_discard[-1])))
    if v.turned_up:
        cols.append(_column(_("Turned up:"), beside([card(c.id) for c in v.turned_up], 1)))
    if v.leftover and v.leftover_for is not None:
        other = v.seats[v.leftover_for].name
        cols.append(_column(_("Left lying for {name}").format(name=other),
                            beside([card(c.id) for c in v.leftover], 1)))
    return beside(cols, 2)


def middle_line(v: View, short: bool = False, names: bool | None = None) -> list[Text]:
    """The middle in one row of small cards (narrow terminals); ``short``: the pass
    marker without its word and (unless ``names``) the discard pile's top card as its
    letter only, so that the cards turned up for trading keep their names on one row of
    80 columns."""
    names = not short if names is None else names
    pieces: list[Text] = []
    t = Text(pgettext("middle line", "Draw") + " ", style="bold")
    t.append(PATTERN, style=DIM)
    t.append(f"{v.draw_size} {passes(v)}" if short
             else _("{n} pass {passes}").format(n=v.draw_size, passes=passes(v)))
    if v.last_turn:
        t.append(" " + _("LAST TURN"), style=Style(bold=True, color="#ff5f5f"))
    pieces.append(t)
    if v.turned_up:
        # (beside the draw pile they come from: after the discard pile, its top card was
        # read as one of them, play-test)
        pieces.append(Text(pgettext("middle line", "Turned up:"), style="bold"))
        pieces += [chip(c.id) for c in v.turned_up]
    # the pile's size beside its name, as above the pile drawn as a card ("Sword 18" read
    # as a card's own number)
    if v.discard_top is not None:
        t = Text(pgettext("middle line", "Discard {n}").format(n=v.discard_size) + " ",
                 style="bold")
        t.append_text(chip(v.discard_top.id, name=names))
    else:
        t = Text(pgettext("middle line", "Discard") + " ", style="bold")
        t.append(pgettext("pile", "empty"), style=DIM)
    pieces.append(t)
    if v.spec.has_spells:
        t = Text(pgettext("middle line", "Spells") + " ", style="bold")
        t.append(PATTERN, style=DIM)
        t.append(str(v.spell_deck_size))
        pieces.append(t)
    if v.spec.sacrifices:
        t = Text(_("Sacrifices") + " ", style="bold")
        t.append(PATTERN, style=DIM)
        t.append(str(v.sacrifice_pile))
        if v.sacrifice_discard:
            t.append(" " + pgettext("sacrifice pile", "last") + " ", style=DIM)
            t.append_text(chip(v.sacrifice_discard[-1]))
        pieces.append(t)
    if v.leftover and v.leftover_for is not None:
        pieces.append(Text(_("Left for {name}").format(name=v.seats[v.leftover_for].name),
                             style="bold"))
        pieces += [chip(c.id) for c in v.leftover]
    return pieces


def decree_rows(v: View, width: int) -> Block:
    rows: Block = []
    for line in decree_lines(v):  # Bohnedikt: the decrees ruling this trading phase
        name, _colon, words = line.partition(": ")
        word = pgettext("decree in force", "Decree")
        head = f"{word} {name}: "
        wrapped = textwrap.wrap(head + words, width, subsequent_indent="  ") or [head]
        for k, part in enumerate(wrapped):
            row = Text()
            if k == 0:
                row.append(word + " ", style="bold")
                row.append(name, style=f"bold {colour(Bean.EDICT)}")
                row.append(part[len(f"{word} {name}"):])
            else:
                row.append(part)
            rows.append(row)
    return rows


def middle_key(v: View) -> tuple:
    """All that the middle of the table shows of ``v``: its drawing is kept for it (the
    middle's and the public board's)."""
    return (v.game, v.draw_size, v.passes, v.max_passes, v.last_turn,
            v.discard_top.id if v.discard_top else None, v.discard_size,
            v.spell_deck_size, v.sacrifice_pile, tuple(v.sacrifice_discard),
            tuple(c.id for c in v.turned_up), tuple(c.id for c in v.leftover),
            v.leftover_for, v.seats[v.active].name, tuple(v.decrees))


class Middle(TextLines):
    """The middle of the table; ``cards`` draws its heaps as cards (room permitting),
    otherwise as one row of small cards."""

    DEFAULT_CSS = """
    Middle { height: auto; padding: 0 1; }
    """

    view: reactive[View | None] = reactive(None, always_update=True, repaint=False)
    cards: reactive[bool] = reactive(True, repaint=False)

    def watch_view(self) -> None:
        self.changed()

    def watch_cards(self) -> None:
        self.changed()

    def make_text(self) -> Text:
        return Text(" ") if self.view is not None else Text("")

    def key_at(self, width: int) -> tuple | None:
        v = self.view
        if v is None:
            return None
        return (self.cards, middle_key(v))

    def text_at(self, width: int) -> Text | list[Text]:
        v = self.view
        if v is None:
            return Text("")
        return middle_rows(v, width, self.cards)


def middle_rows(v: View, width: int, cards: bool = True) -> list[Text]:
    """The middle's rows at ``width``: its heaps as cards (``cards``, where they fit), else
    as one row of small cards, in shorter words where that saves a row."""
    rows = middle_blocks(v) if cards else []
    if not rows or width_of(rows) > width:
        rows = flow(middle_line(v), width, 2)
        # the discard's name kept where the other short words are enough ("Discard 8  C"
        # at 80 x 24 said only a letter, play-test)
        for names in (True, False):
            if len(rows) > 1:
                short = flow(middle_line(v, short=True, names=names), width, 2)
                rows = short if len(short) < len(rows) else rows
    return rows + decree_rows(v, width)
