"""One player's place at the table: their fields as stacks, coin pile, spell cards, the
size of their hand and the cards lying aside, in a frame that says whose turn it is and
who must decide now."""

from __future__ import annotations

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.reactive import reactive

from rules import View

from ..lang import _, ngettext, pgettext
from ..text.fields import decree_count, field_label
from .cards import (
    GOLD,
    PATTERN,
    Block,
    beside,
    chip,
    coin_pile,
    field_chip,
    flow,
    framed,
    spell_card,
    spell_chips,
    stack,
    value_mark,
    width_of,
)
from .lines import TextLines

#: frames: the active player's, the one of a player who must decide now, any other
ACTIVE = Style(color=GOLD, bold=True)
CYAN = "#00d7ff"
DECIDING = Style(color=CYAN, bold=True)
PLAIN = Style(color="#4a6d8c")
AWAY = Style(color="#ff5f5f", bold=True)


def awaited(v: View, p: int) -> bool:
    return any(w.player == p for w in v.awaiting)


def title_of(v: View, p: int, width: int, away: bool = False) -> Text:
    """The frame's title: `` ▶ Ann (you) · deciding ``, shortened to fit ``width``;
    ``away``: its player is away from a hosted game (``· away``, where the game waits for
    them: "deciding" said of a dropped connection, play-test)."""
    s = v.seats[p]
    t = Text(" ")
    if p == v.active:
        t.append("\u25b6 ", style=ACTIVE)
    if p == v.viewer:
        t.append(f" {s.name} ", style=Style(bold=True, reverse=True))
        t.append(" " + _("(you)"), style=Style(italic=True))
    else:
        t.append(s.name, style=Style(bold=True))
    if away:
        words = " \u00b7 " + _("away")
        if t.cell_len + cell_len(words) + 2 <= width:
            t.append(words, style=AWAY)
    elif awaited(v, p):
        # (where a long name leaves no room for the word: a shorter one, then a question
        # mark, as the help says; an ellipsis read as the end of a name cut short, and
        # "Normal bot 3 ?" alone as "unknown", play-test)
        words = next((w for w in (" \u00b7 " + _("deciding"),
                                  " \u00b7 " + pgettext("deciding", "now"))
                      if t.cell_len + cell_len(w) + 2 <= width), " ?")
        t.append(words, style=DECIDING)
    t.append(" ")
    return t


def owed(v: View, p: int) -> int:
    """Coins seat ``p`` still has to pay (Bohnedikt, when the pile runs out twice)."""
    d = v.decision
    return d.remaining if d is not None and d.kind == "pay" and d.player == p else 0


#: how many words a place's foot line spends: all of them, fewer, and the fewest (a
#: narrow place of five at 80 columns: the hand and the coins still show whole)
LONG, SHORT, FEWEST = 2, 1, 0


def _foot(v: View, p: int, coins_shown: bool, words: int) -> Text:
    """The line under a place: the hand (its size, its sacrifice cards) and the coins
    where no coin pile is drawn, in ``words`` (LONG, SHORT or FEWEST)."""
    s = v.seats[p]
    foot = Text(" ")
    if p == v.viewer and not s.hand_size:
        foot.append(_("Your hand is empty") + " ", style=Style(bold=True))
    elif p == v.viewer and v.hand is None:  # (kept from the table: ``TableScreen._hidden``)
        foot.append(ngettext("Your hand: {n} card, hidden", "Your hand: {n} cards, hidden",
                             s.hand_size).format(n=s.hand_size) + " ", style=Style(bold=True))
    elif p == v.viewer:  # the hand itself lies just below
        foot.append(ngettext("Your hand: {n} card, front first", "Your hand: {n} cards, front first",
                             s.hand_size).format(n=s.hand_size) + " \u25be ",
                    style=Style(bold=True))
    else:
        foot.append(PATTERN, style=Style(dim=True))
        if words == LONG:
            cards = ngettext("{n} card in hand", "{n} cards in hand", s.hand_size)
        elif words == SHORT:
            cards = ngettext("{n} card", "{n} cards", s.hand_size)
        else:
            cards = "{n}"
        foot.append(cards.format(n=s.hand_size) + " ")
    if s.sacrifices:
        if words == FEWEST:
            said = pgettext("seat, fewest words", "{n} sacr.").format(n=s.sacrifices)
        else:
            said = ngettext("{n} sacrifice", "{n} sacrifices", s.sacrifices).format(
                n=s.sacrifices)
        # (one of the cards counted: "▒1 card 1 sacrifice" was read as two cards, play-test)
        foot.append(f"({said}) " if words != FEWEST else f"{said} ", style=Style(dim=True))
    if not coins_shown:
        foot.append("\u25cf", style=Style(color=GOLD))
        foot.append(ngettext("{n} coin", "{n} coins", s.coin_count).format(n=s.coin_count)
                    + " " if words == LONG else f"{s.coin_count} ")
    return foot


def seat_block(v: View, p: int, width: int, own: bool = False, below: Block = (),
               small: bool = False, tall: int = 0, away: bool = False) -> Block:
    """Seat ``p`` drawn ``width`` cells wide.  The viewer's own place (``own``) shows its
    spells as cards where there is room; a fellow player's shows them in a row.  ``below``:
    rows laid in the place under everything else (a replay's revealed coins and hand).
    ``small``: the fields as rows of small cards even where stacks would fit (the table
    needs the rows for the choices).  ``tall``: at least so many rows, the frame's foot
    at the bottom (places side by side end on one line).  ``away``: its player is away
    from a hosted game (``title_of``)."""
    s = v.seats[p]
    inner = width - 2
    labels = [field_label(v, i, True) for i in range(len(s.fields))]
    pile = coin_pile(s.coin_count)
    mark = value_mark(v.spec)
    spells = [spell_card(sp, mark) for sp in s.spells] if own and v.spec.has_spells else []
    # the roomiest drawing that fits: stacks of cards with the coin pile (and the
    # viewer's spells as cards), narrower stacks, and fields as rows of small cards
    # (each size of stacks drawn once, and only the drawing that fits put together)
    rows: Block = []
    coins_shown = spells_shown = False
    drawn: dict[tuple[int, int], list[Block]] = {}
    for width_, edges, with_pile, with_spells in () if small else (
            (14, 2, True, True), (14, 2, True, False), (12, 1, True, True),
            (12, 1, True, False), (14, 2, False, False), (12, 1, False, False)):
        if with_spells and not spells:
            continue
        stacks = drawn.get((width_, edges))
        if stacks is None:
            stacks = drawn[width_, edges] = [stack(f, labels[i], width_, edges)
                                             for i, f in enumerate(s.fields)]
        blocks = stacks + ([pile] if with_pile else []) + (spells if with_spells else [])
        if sum(width_of(b) for b in blocks) + len(blocks) - 1 <= inner:
            rows, coins_shown, spells_shown = beside(blocks, 1), with_pile, with_spells
            break
    else:
        rows = [field_chip(f, labels[i], inner) for i, f in enumerate(s.fields)]
    pieces: list[Text] = []
    if small:  # the fields side by side where they fit, the rest flowing after them
        pieces += [field_chip(f, labels[i], max(12, inner // max(1, len(s.fields)) - 3))
                   for i, f in enumerate(s.fields)]
        rows = []
    if v.spec.has_spells and not spells_shown:
        pieces += spell_chips(s.spells, value_mark(v.spec), label=True)
    pieces += _aside_and_owed(v, p)
    rows += flow(pieces, inner, 3 if small else 1) + list(below)
    rows += [Text("")] * (tall - 2 - len(rows))
    for words in (LONG, SHORT, FEWEST):  # as many words as the place has room for
        foot = _foot(v, p, coins_shown, words)
        if foot.cell_len <= inner - 2:
            break
    style = ACTIVE if p == v.active else DECIDING if awaited(v, p) else PLAIN
    return framed(rows, width, title_of(v, p, inner, away), foot, style)


def _aside_and_owed(v: View, p: int) -> list[Text]:
    """The last pieces of a seat, in either drawing: its cards lying aside, what it owes."""
    s = v.seats[p]
    pieces: list[Text] = []
    if s.aside:
        pieces.append(Text(_("aside:"), style=Style(dim=True)))
        pieces += [chip(c.id) for c in s.aside]
    if owed(v, p):
        pieces.append(Text(_("must pay {n}").format(n=owed(v, p)),
                           style=Style(color="#ff5f5f", bold=True)))
    return pieces


def seat_lines(v: View, p: int, width: int) -> Block:
    """Seat ``p`` in a line (two if need be) of small cards: name, fields, coins, hand,
    spells, cards aside."""
    s = v.seats[p]
    head = Text("\u25b6 " if p == v.active else "  ", style=ACTIVE)
    head.append(s.name, style=Style(bold=True, color=CYAN if awaited(v, p) else None))
    pieces = [head]
    pieces += [field_chip(f, field_label(v, i, True), width)
               for i, f in enumerate(s.fields)]
    t = Text("\u25cf", style=Style(color=GOLD))
    t.append(str(s.coin_count))
    t.append(" ")
    t.append(PATTERN, style=Style(dim=True))
    t.append(_("{n} in hand").format(n=s.hand_size))
    pieces.append(t)
    if s.sacrifices:  # (public: how many of those cards are sacrifices; in brackets, one
        # of them: "▒4 in hand 1 sacr." read as five cards, play-test)
        said = pgettext("seat, fewest words", "{n} sacr.").format(n=s.sacrifices)
        pieces.append(Text(f"({said})", style=Style(dim=True)))
    if v.spec.has_spells and s.spells:
        pieces += spell_chips(s.spells, value_mark(v.spec))
    pieces += _aside_and_owed(v, p)
    rows = flow(pieces, width, 2)
    return [rows[0]] + [Text("    ") + r for r in rows[1:]]


def seat_key(v: View, p: int, own: bool) -> tuple:
    """Everything ``seat_block`` draws depends on (cheaper to make than the drawing)."""
    s = v.seats[p]
    fields = tuple((f.variety, f.bean, f.count, f.coins_now, f.next_coin_at, f.ability_ready,
                    f.protected, f.temporary, decree_count(f)) for f in s.fields)
    spells = tuple((sp.card, sp.face_up, sp.borrowed) for sp in s.spells)
    return (v.game, len(v.seats), s.name, s.hand_size, s.coin_count, s.sacrifices, fields,
            spells, tuple(c.id for c in s.aside), p == v.active, awaited(v, p),
            p == v.viewer, p == v.viewer and v.hand is None, owed(v, p), own)


class SeatPanel(TextLines):
    """A player's place; the screen sets ``view`` and ``seat`` after every action."""

    DEFAULT_CSS = """
    SeatPanel { height: auto; }
    """
    SHARED = {}

    view: reactive[View | None] = reactive(None, always_update=True, repaint=False)
    seat: reactive[int | None] = reactive(None, repaint=False)
    #: the viewer's own place (spells as cards)
    own: reactive[bool] = reactive(False, repaint=False)
    #: the fields as rows of small cards even where stacks fit (``seat_block``)
    small: reactive[bool] = reactive(False, repaint=False)
    #: the rows it takes at least: those of the tallest place beside it (``seat_block``)
    tall: reactive[int] = reactive(0, repaint=False)
    #: its player is away from a hosted game (``seat_block``)
    away: reactive[bool] = reactive(False, repaint=False)

    def watch_view(self) -> None:
        self.changed()

    def watch_seat(self) -> None:
        self.changed()

    def watch_small(self) -> None:
        self.changed()

    def watch_tall(self) -> None:
        self.changed()

    def watch_away(self) -> None:
        self.changed()

    def rows(self, small: bool) -> int:
        """The rows the place takes at its width now, drawn ``small`` or not."""
        v, p, width = self.view, self.seat, self.content_size.width
        if v is None or p is None or p >= len(v.seats) or width < 8:
            return 0
        return len(seat_block(v, p, width, self.own, small=small))

    def make_text(self) -> Text:
        return Text(" ") if self.view is not None and self.seat is not None else Text("")

    def key_at(self, width: int) -> tuple | None:
        v, p = self.view, self.seat
        if v is None or p is None or p >= len(v.seats):
            return None
        return (seat_key(v, p, self.own), self.small, self.tall, self.away)

    def text_at(self, width: int) -> Text | list[Text]:
        v, p = self.view, self.seat
        if v is None or p is None or p >= len(v.seats) or width < 8:
            return Text("")
        return seat_block(v, p, width, self.own, small=self.small, tall=self.tall,
                          away=self.away)
