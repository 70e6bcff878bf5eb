"""Cards on the table, drawn as small boxes of Rich text.

A *block* is a list of ``Text`` rows of one width; blocks are put side by side
(``beside``) and framed (``framed``).  Everything here is a pure function of a card id or
a view's parts, so the widgets can keep what they drew and draw it again only when it
changes.

A bean card, three rows high::

    ╭S───────19╮   its letter (also for colour-blind players and 16-colour terminals)
    │ Sword    │   and how many of it are in the deck; its name;
    ╰3·6·8·9───╯   its bohnometer: the cards needed for 1, 2, 3 and 4 coins

A field is a stack: its top card with the field's label, the number of cards, the coins
a harvest gives now and the cards needed for the next coin, and one edge on the right for
every card below (two at most)::

    ╭1 S Sword─19╮╮
    │×3 ●1 →6 ★  ││   ★ the row's ability can be used now, ⊘ protected
    ╰3·6·8·9─────╯╯   (the reached part of the bohnometer is lit)
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text

from rules import BEAN_OF, SPELL_CARDS, VARIETIES, Bean, GameSpec
from rules.cards import DECREE_OF, SACRIFICE_OF
from rules.views import FieldView, SpellView

from ..lang import _, ngettext, pgettext
from ..text.cards import colour, short
from ..text.fields import decree_count

Block = list[Text]

#: the colour of coins and of the marks that ask for attention
GOLD = "#ffaf00"
DIM = Style(dim=True)
INK = "#121212"  # the dark text on a coloured badge
#: the pattern on the back of a card
PATTERN = "\u2592"
#: a spell card's mark, face up
SPARK = "\u2726"
COIN = "\u25cf"
READY = "\u2605"
PROTECTED = "\u2298"

ROUND = "\u256d\u256e\u2570\u256f\u2500\u2502"
HEAVY = "\u250f\u2513\u2517\u251b\u2501\u2503"
DASHED = "\u250c\u2510\u2514\u2518\u2504\u2506"

def spell_short(name: str) -> str:
    """A spell's short name for the small cards (the full name is in the help and the
    details), by its English name, in the language in use."""
    return {
        "Attack Spell": pgettext("short spell name", "Attack"),
        "Bean Field Spell": pgettext("short spell name", "Bean Field"),
        "Spell Card Swap": pgettext("short spell name", "Card Swap"),
        "Trade Spell": pgettext("short spell name", "Trade"),
        "Magic Card Flow": pgettext("short spell name", "Card Flow"),
        "Pile Spell": pgettext("short spell name", "Pile"),
        "Enchantment of the Beans": pgettext("short spell name", "Ench. Beans"),
        "Enchantment of the Fellow Players": pgettext("short spell name", "Ench.Fellows"),
        "Re-tuck Spell": pgettext("short spell name", "Re-tuck"),
        "Hand Card Spell": pgettext("short spell name", "Hand Card"),
        "Random Spell": pgettext("short spell name", "Random"),
    }.get(name) or _(name).removesuffix(" Spell")


# ------------------------------------------------------------------ blocks


def fit(text: Text, width: int) -> Text:
    """``text`` cut or padded to exactly ``width`` cells."""
    out = text.copy()
    out.truncate(max(width, 0), overflow="crop", pad=True)
    return out


def width_of(block: Block) -> int:
    return max((row.cell_len for row in block), default=0)


def beside(blocks: list[Block], gap: int = 1) -> Block:
    """Blocks side by side, top-aligned, each padded to its own width."""
    blocks = [b for b in blocks if b]
    if not blocks:
        return []
    height = max(len(b) for b in blocks)
    rows = []
    for y in range(height):
        row = Text()
        for k, b in enumerate(blocks):
            if k:
                row.append(" " * gap)
            w = width_of(b)
            row.append_text(fit(b[y], w) if y < len(b) else Text(" " * w))
        rows.append(row)
    return rows


def framed(rows: Block, width: int, title: Text, footer: Text | None = None,
           style: Style | str = "", heavy: bool = False) -> Block:
    """``rows`` in a box ``width`` cells wide, ``title`` in its top edge and ``footer``
    in its bottom edge."""
    tl, tr, bl, br, h, v = HEAVY if heavy else ROUND
    inner = width - 2
    top = Text.assemble((tl, style))
    top.append_text(fit(title, min(title.cell_len, inner)))
    top.append(h * (inner - min(title.cell_len, inner)) + tr, style=style)
    out = [top]
    for row in rows:
        line = Text.assemble((v, style))
        line.append_text(fit(row, inner))
        line.append(v, style=style)
        out.append(line)
    bottom = Text.assemble((bl, style))
    foot = footer or Text()
    bottom.append_text(fit(foot, min(foot.cell_len, inner)))
    bottom.append(h * (inner - min(foot.cell_len, inner)) + br, style=style)
    out.append(bottom)
    return out


def flow(pieces: list[Text], width: int, gap: int = 1) -> Block:
    """Pieces on rows of ``width`` cells, broken between pieces, never inside one."""
    rows: Block = []
    row = Text()
    for piece in pieces:
        if row.cell_len and row.cell_len + gap + piece.cell_len > width:
            rows.append(row)
            row = Text()
        if row.cell_len:
            row.append(" " * gap)
        row.append_text(piece)
    if row.cell_len:
        rows.append(row)
    return rows


# ------------------------------------------------------------------ cards


def badge(bean: Bean, wide: bool = True) -> Text:
    """The variety's letter on its colour: the smallest card (``wide``: a space either
    side of the letter)."""
    letter = VARIETIES[bean].letter
    return Text.assemble((f" {letter} " if wide else letter,
                          Style(color=INK, bgcolor=colour(bean), bold=True)))


def card_name(card: int) -> str:
    """What the middle of a card says: the variety, or a Bohnedikt card's own name."""
    bean = BEAN_OF[card]
    if bean == Bean.EDICT:
        return _(DECREE_OF[card].name)
    if bean == Bean.SACRIFICE:
        return pgettext("card name", "Sacrifice")
    return short(bean)


#: the longest name drawn with a space before it; a longer one (Black-eyed, a decree's)
#: starts at the card's edge at every width, so that it reads whole on the narrowest
#: hand card, and one longer still ends in an ellipsis where it is cut
NAME_ROOM = 9


def name_row(card: int, room: int | None = None) -> str:
    """The middle row of a card, before it is fitted to the card's width (``room``
    cells inside its edges: a decree's name too long for them goes on two rows, the
    second in place of the word "decree" at the bottom; its colour and letter say what
    it is)."""
    name = card_name(card)
    if room is not None and BEAN_OF[card] == Bean.EDICT:
        rows = _two_rows(name, room)
        if rows:
            return rows[0]
    if room is not None and BEAN_OF[card] == Bean.SACRIFICE:
        pair = _pair_rows(card, room)
        if pair:
            return pair[0] if len(pair[0]) >= room else " " + pair[0]
    return name if len(name) > NAME_ROOM else " " + name


def _pair_rows(card: int, room: int) -> tuple[str, str] | None:
    """A sacrifice's two varieties on two rows of ``room`` cells, where they do not fit
    one row of a hand card but each fits its own: "Stink+" in the middle, "Black-eyed" at the bottom, in
    place of the word "Sacrifice" (its letter and colour say what it is; cut to
    "Sti…+Black" the pair, the one thing to read on it, was lost: play-test)."""
    a, b = (short(x) for x in SACRIFICE_OF[card])
    fits = min(room, PAIR_ROOM)
    if len(a) + 1 + len(b) <= PAIR_ROOM or len(a) + 1 > fits or len(b) > fits:
        return None
    return a + "+", b


#: the room inside a hand card (``widgets.hand.CARD``): a pair longer than it goes on two
#: rows on every card, narrow or wide, so that a card looks the same wherever it lies
PAIR_ROOM = 10


def chip(card: int, *, name: bool = True) -> Text:
    """A card in one row: its badge and its name."""
    bean = BEAN_OF[card]
    out = badge(bean)
    if name:
        out.append(card_name(card), style=colour(bean))
        if bean == Bean.SACRIFICE:
            a, b = SACRIFICE_OF[card]
            out.append(f" {short(a)}+{short(b)}", style=colour(bean))
    return out


def bohnometer(bean: Bean, count: int | None = None) -> Text:
    """``3·6·8·9``: the cards needed for 1 to 4 coins; with ``count`` (a field's cards)
    the steps reached are lit and the rest dimmed."""
    out = Text()
    c = colour(bean)
    for k, need in enumerate(VARIETIES[bean].bohnometer):
        if k:
            out.append("\u00b7", style=DIM)
        word = "-" if need is None else str(need)
        if count is None:
            out.append(word, style=c)
        elif need is not None and count >= need:
            out.append(word, style=Style(color=c, bold=True))
        else:
            out.append(word, style=DIM)
    return out


def _pair(a: str, b: str, room: int) -> str:
    """Two names as "a+b" in ``room`` cells: the longer one shortened first, each cut
    name ending in an ellipsis (Black…+Soy, not Black-eyed+…)."""
    keep = [len(a), len(b)]
    while sum(keep) + 1 > room and max(keep) > 2:
        # the longer of the two as they stand, or, as long, the one longer to begin with
        i = max((0, 1), key=lambda j: (keep[j], (len(a), len(b))[j]))
        keep[i] -= 1
    return "+".join(n if len(n) <= k else n[:k - 1] + "\u2026"
                    for n, k in zip((a, b), keep, strict=True))


def _tells_apart(words: str) -> bool:
    """Whether every name of ``words`` (cut ones end in an ellipsis) still says which
    variety it is: no other variety's name begins as a cut one does ("G…" could be the
    Green or the Garden Bean)."""
    names = [short(v) for v in VARIETIES if v not in (Bean.EDICT, Bean.SACRIFICE)]
    for word in words.split("+"):
        if word.endswith("\u2026"):
            start = word[:-1]
            if sum(1 for n in names if n.startswith(start)) > 1:
                return False
    return True


def _two_rows(name: str, room: int) -> tuple[str, str] | None:
    """A name too long for one row of ``room`` cells on two, broken between words: the
    most words the first row holds, the rest on the second, to be cut where it is still
    too long (None: it fits on one row, or its first word does not)."""
    if len(name) <= room:
        return None
    words = name.split(" ")
    for k in range(len(words) - 1, 0, -1):
        first, rest = " ".join(words[:k]), " ".join(words[k:])
        if len(first) <= room:
            return first, rest
    return None


def _bottom_words(card: int, room: int) -> Text:
    """A card's bottom row in ``room`` cells: its bohnometer, a sacrifice's two beans or
    the word for a decree (or the end of a decree's name that its middle row cannot
    hold: ``name_row``).  A sacrifice's names cut so short that they could be another
    variety's give way to the two beans' letters (``U+G``), each in its colour."""
    bean = BEAN_OF[card]
    if bean == Bean.EDICT:
        rows = _two_rows(card_name(card), room)
        return Text(rows[1] if rows else pgettext("card foot", "decree"), style=colour(bean))
    if bean == Bean.SACRIFICE:
        pair = _pair_rows(card, room)
        if pair:
            return Text(pair[1], style=colour(bean))
        a, b = SACRIFICE_OF[card]
        words = _pair(short(a), short(b), room)
        if _tells_apart(words):
            return Text(words, style=colour(bean))
        return Text.assemble((VARIETIES[a].letter, Style(color=colour(a), bold=True)),
                             ("+", colour(bean)),
                             (VARIETIES[b].letter, Style(color=colour(b), bold=True)))
    return bohnometer(bean)


def card(card: int, width: int = 12, *, place: int | None = None, front: bool = False
         ) -> Block:
    """A card, three rows high: letter and deck count on top, name, bohnometer.
    ``place``: its place in a hand (shown before the letter); ``front``: the front card
    of a hand, drawn with a heavy edge."""
    bean = BEAN_OF[card]
    c = colour(bean)
    edge = Style(color=c, bold=front)
    tl, tr, bl, br, h, v = HEAVY if front else ROUND
    inner = width - 2
    head = Text()
    if place is not None:
        head.append(str(place), style=Style(bold=True, reverse=front))
        head.append(" ")
    head.append(VARIETIES[bean].letter, style=Style(color=c, bold=True))
    count = "" if bean in (Bean.EDICT, Bean.SACRIFICE) else str(VARIETIES[bean].count)
    if head.cell_len + 1 + len(count) > inner:
        count = ""
    top = Text.assemble((tl, edge))
    top.append_text(head)
    top.append(h * (inner - head.cell_len - len(count)), style=edge)
    top.append(count, style=Style(color=c))
    top.append(tr, style=edge)
    mid = Text.assemble((v, edge))
    words = Text(name_row(card, inner), style=Style(color=c, bold=front))
    words.truncate(inner, overflow="ellipsis", pad=True)
    mid.append_text(words)
    mid.append(v, style=edge)
    words = _bottom_words(card, inner)
    words.truncate(inner, overflow="ellipsis")
    bottom = Text.assemble((bl, edge))
    bottom.append_text(words)
    bottom.append(h * (inner - words.cell_len) + br, style=edge)
    return [top, mid, bottom]


def back(width: int, middle: str = "", foot: str = "", *, style: Style | str = DIM,
         edges: int = 0) -> Block:
    """The back of a card (or a pile of them, ``edges`` showing to the right): the
    pattern, ``middle`` in its middle and ``foot`` in its bottom edge."""
    tl, tr, bl, br, h, v = ROUND
    inner = width - 2
    top = Text(tl + h * inner + tr, style=style)
    if middle:
        pad = max(inner - len(middle), 0)
        body = PATTERN * (pad // 2) + middle + PATTERN * (pad - pad // 2)
    else:
        body = PATTERN * inner
    mid = Text.assemble((v, style))
    mid.append(body[:inner], style=Style(bold=True) if middle else style)
    mid.append(v, style=style)
    foot = foot[:inner]
    bottom = Text(bl + foot + h * (inner - len(foot)) + br, style=style)
    rows = [top, mid, bottom]
    return _with_edges(rows, edges, style)


def _with_edges(rows: Block, edges: int, style: Style | str) -> Block:
    """The edges of ``edges`` cards lying below, on the right of a box."""
    if edges <= 0:
        return rows
    ends = ("\u256e", "\u2502", "\u256f")
    return [row + Text(ends[y] * edges, style=style) if y < 3 else row
            for y, row in enumerate(rows)]


def empty_place(width: int, label: str = "", words: str | None = None) -> Block:
    """A dashed outline where no card lies (an empty field)."""
    tl, tr, bl, br, h, v = DASHED
    inner = width - 2
    head = label[:inner]
    top = Text.assemble((tl, DIM))
    top.append(head, style=Style(bold=True))
    top.append(h * (inner - len(head)) + tr, style=DIM)
    if words is None:
        words = pgettext("field", "empty")
    mid = Text(v + f" {words}".ljust(inner)[:inner] + v, style=DIM)
    bottom = Text(bl + h * inner + br, style=DIM)
    return [top, mid, bottom]


# ------------------------------------------------------------------ fields


def field_facts(f: FieldView, decrees: int = 0, width: int | None = None) -> Text:
    """``×3 ●1 →6 ★``: cards on the field (``×2+1E``: two beans and a decree card), coins a
    harvest gives now, the cards needed for the next coin (``max``: none; nothing under a
    decree card, which pays nothing), and the marks: ``★`` ability ready, ``⊘`` protected, ``temp`` the field goes with its
    next harvest.  Where all of it would not fit ``width`` cells, the next coin is left
    out first (a stacked field shows its bohnometer below), then the protection mark (a
    single card, ``×1``, says it too), rather than cutting ``temp`` to ``te``."""
    full = _facts(f, decrees, True)
    if width is None or full.cell_len <= width:
        return full
    shorter = _facts(f, decrees, False)
    if shorter.cell_len <= width:
        return shorter
    return _facts(f, decrees, False, False)


def _facts(f: FieldView, decrees: int, next_coin: bool, protection: bool = True) -> Text:
    out = Text()
    out.append(f"\u00d7{f.count - decrees}", style=Style(bold=True))
    if decrees:  # ("×2+1E": two beans and a decree card; "×3 1E" was read as three beans)
        out.append(f"+{decrees}E", style=colour(Bean.EDICT))
    out.append(" ")
    out.append(f"{COIN}{f.coins_now}", style=Style(color=GOLD, dim=not f.coins_now))
    if next_coin and f.bean != Bean.EDICT:  # (a decree card on top pays nothing)
        out.append(" ")
        out.append(f"\u2192{f.next_coin_at}" if f.next_coin_at is not None
                   else pgettext("bohnometer", "max"), style=DIM)
    if f.ability_ready:
        out.append(" ")
        out.append(READY, style=Style(color=GOLD, bold=True))
    if f.protected and protection:
        out.append(" ")
        out.append(PROTECTED, style=Style(bold=True))
    if f.temporary:
        out.append(" " + pgettext("field", "temp"), style=DIM)
    return out


def stack(f: FieldView, label: str, width: int = 14, edges: int = 2) -> Block:
    """A field as a stack of cards: three rows, plus an edge for each card below (at most
    ``edges``).  The variety is the one the field grows (``FieldView.variety``)."""
    bean = f.variety or f.bean
    if bean is None or f.count == 0:
        return empty_place(width, label)
    c = colour(bean)
    edge = Style(color=c)
    tl, tr, bl, br, h, v = ROUND
    inner = width - 2
    head = Text(label, style=Style(bold=True))
    head.append(" ")
    # decree cards alone on the Bisch-Hof: the foot names the one on top, and the head
    # the field alone ("BH E Bohn…" over "E Good Bu…" said the letter twice, play-test)
    alone = f.variety is None and bean == Bean.EDICT
    name = "" if alone else short(bean)
    letter = VARIETIES[bean].letter
    with_letter = head.cell_len + len(letter) + 1 + len(name) <= inner
    name_alone = head.cell_len + len(name) <= inner
    # the name alone where only the letter keeps it out: "2 Black-eyed" says more than
    # "2 A" (and the colour still marks the variety)
    if not alone and (with_letter or not name_alone):
        head.append(letter, style=Style(color=c, bold=True))
        head.append(" ")
    count = "" if alone else str(VARIETIES[bean].count)
    room = inner - head.cell_len
    if len(name) + 1 + len(count) > room:
        count = ""
    if len(name) > room:  # cut where four letters and the ellipsis fit ("BH A Black…":
        # play-testers read "BH A" as a misprint), else none (the letter names it)
        name = name[:room - 1].rstrip("-") + "\u2026" if room >= 5 else ""
    head.append(name, style=c)
    top = Text.assemble((tl, edge))
    top.append_text(head)
    top.append(h * (inner - head.cell_len - len(count)), style=edge)
    top.append(count, style=c)
    top.append(tr, style=edge)
    mid = Text.assemble((v, edge))
    mid.append_text(fit(field_facts(f, decree_count(f), inner), inner))
    mid.append(v, style=edge)
    if f.bean == Bean.EDICT:
        # a decree card on top (the Bisch-Hof): it has no bohnometer, and a harvest now
        # pays nothing; the card is named where its bohnometer would be
        words = decree_foot(card_name(f.cards[-1].id), inner)
    else:
        words = bohnometer(bean, f.count)
    words.truncate(inner, overflow="ellipsis")
    bottom = Text.assemble((bl, edge))
    bottom.append_text(words)
    bottom.append(h * (inner - words.cell_len) + br, style=edge)
    return _with_edges([top, mid, bottom], min(f.count - 1, edges), edge)


def decree_foot(name: str, room: int) -> Text:
    """The foot of a field with a decree card on top, in ``room`` cells: its letter and
    name; the name alone where both do not fit (its colour marks it), cut where it is too
    long even alone ("E Single De…" and "E Alms fo…" at 80 columns, play-test: the letter
    took the room of the words; cut after a whole word, "Market Day" and "Market Closed"
    both read "Market…")."""
    style = colour(Bean.EDICT)
    letter = VARIETIES[Bean.EDICT].letter
    if len(letter) + 1 + len(name) <= room:
        return Text.assemble((letter + " ", Style(color=style, bold=True)), (name, style))
    if len(name) > room:
        name = name[:room - 1].rstrip() + "\u2026"
    return Text(name, style=style)


def field_chip(f: FieldView, label: str, width: int) -> Text:
    """A field in one row, ``width`` cells at most: ``1 S Sword ×3 ●1 →6 ★``."""
    out = Text(label, style=Style(bold=True))
    out.append(" ")
    bean = f.variety or f.bean
    if bean is None or f.count == 0:
        out.append(pgettext("field", "empty"), style=DIM)
        return out
    out.append_text(badge(bean, wide=False))
    # (the facts fitted to what is left: "temp" whole rather than cut to "tem"); the
    # variety's name before the next coin and the protection mark ("1 A ×1 ●0 →2 ⊘"
    # beside "1 A Black-eyed ×1 ●0 →2": the name went where the mark stood, play-test),
    # whole or not at all
    name = short(bean)
    facts = field_facts(f, decree_count(f), width - out.cell_len - 2 - len(name))
    if out.cell_len + 2 + len(name) + facts.cell_len <= width:
        out.append(" " + name, style=colour(bean))
    else:
        facts = field_facts(f, decree_count(f), width - out.cell_len - 1)
    out.append(" ")
    out.append_text(facts)
    return out


# ------------------------------------------------------------------ spells, coins


def spell_name(sp: SpellView, long: bool = False) -> str | None:
    if sp.card is None:
        return None
    name = SPELL_CARDS[sp.card].name
    return _(name) if long else spell_short(name)


def value_mark(spec: GameSpec) -> str:
    """The letter after a spell card's value: the first of the game's currency, in the
    language in use (``G``roschen in Excalibohn, ``P``fennigs in Rabohnzel)."""
    return _(spec.currency or "")[:1].upper()


def spell_chips(spells: list[SpellView], mark: str, label: bool = False) -> list[Text]:
    """A seat's spells in one row: ``✦Attack 1G`` face up (``borrowed`` if so),
    ``▒Trade`` the viewer's own face-down spell, and the face-down spells the viewer may
    not see counted in one piece, as a hand is: ``▒2 spells``, or ``▒1 face down`` after
    spells named (``▒▒`` for each read as two cards, play-test).  ``label``: "spells"
    before spells named, "no spells" for none.  ``mark``: the letter of the game's
    currency (``value_mark``)."""
    out = [spell_chip(sp, mark) for sp in spells if spell_name(sp) is not None]
    if label and not spells:
        return [Text(_("no spells"), style=DIM)]
    if label and out:
        out.insert(0, Text(pgettext("seat", "spells"), style=DIM))
    if hidden := sum(spell_name(sp) is None for sp in spells):
        words = (ngettext("{n} face down", "{n} face down", hidden) if out
                 else ngettext("{n} spell", "{n} spells", hidden)).format(n=hidden)
        # (which cards go back to the spell deck at the end of the turn is public)
        if borrowed := sum(sp.borrowed for sp in spells if spell_name(sp) is None):
            words += ", " + _("{n} borrowed").format(n=borrowed)
        out.append(Text(PATTERN + words, style=DIM))
    return out


def spell_chip(sp: SpellView, mark: str) -> Text:
    """A spell the viewer may name, in one row (``spell_chips``)."""
    name = spell_name(sp)
    assert name is not None
    if not sp.face_up:  # (a borrowed card used lies face down till it goes back, play-test)
        out = Text(PATTERN + name, style=Style(italic=True, dim=True))
        if sp.borrowed:
            out.append(" " + _("borrowed"))
        return out
    out = Text(SPARK + name, style=Style(color="#5fd75f", bold=True))
    out.append(f" {SPELL_CARDS[sp.card].groschen}{mark}", style=DIM)
    if sp.borrowed:
        out.append(" " + _("borrowed"), style=Style(italic=True))
    return out


def spell_card(sp: SpellView, mark: str, width: int = 14) -> Block:
    """A spell card: face up with its name and value (``mark``: as ``spell_chip``); the
    viewer's own face-down card named, dimmed; anyone else's as a patterned back.  Its
    foot says "borrowed" for a card the Random Spell lent, face up or down."""
    name = spell_name(sp)
    if name is None:
        return back(6)
    inner = width - 2
    groschen = f"{SPELL_CARDS[sp.card].groschen}{mark}"
    if sp.face_up:
        edge = Style(color="#5fd75f", bold=True)
        title = Text(SPARK, style=edge)
        foot = _("borrowed") if sp.borrowed else _("face up")
        body = Style(color="#5fd75f", bold=True)
    else:
        edge = DIM
        title = Text(PATTERN, style=DIM)
        foot = _("borrowed") if sp.borrowed else _("face down")
        body = Style(italic=True)
    top = Text.assemble(("\u256d", edge))
    top.append_text(title)
    top.append("\u2500" * (inner - 1 - len(groschen)), style=edge)
    top.append(groschen, style=DIM)
    top.append("\u256e", style=edge)
    mid = Text.assemble(("\u2502", edge))
    # a space before the name where it fits; a name as wide as the card goes without
    mid.append_text(fit(Text(name if len(name) >= inner else " " + name, style=body), inner))
    mid.append("\u2502", style=edge)
    bottom = Text.assemble(("\u2570", edge))
    bottom.append(foot[:inner], style=Style(italic=True, dim=True))
    bottom.append("\u2500" * (inner - len(foot[:inner])) + "\u256f", style=edge)
    return [top, mid, bottom]


def coin_pile(n: int, width: int = 8) -> Block:
    """A player's coin pile: face-down bean cards with their number."""
    if n == 0:
        return empty_place(width, "", "0 \u25cf")[:2] + [Text(
            ("\u2514" + _("coins") + "\u2504" * width)[:width - 1] + "\u2518", style=DIM)]
    style = Style(color=GOLD)
    # (two digits take a space of the middle's margin, so that a back shows on both
    # sides: "| ●11 ▒|" read as a broken box)
    middle = f" {COIN}{n} "
    if width - 2 - len(middle) < 2:
        middle = middle[1:]
    return back(width, middle, _("coins"), style=style, edges=min(n - 1, 2))
