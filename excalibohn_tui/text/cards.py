"""Cards in words and colours: a variety, a card (with what Bohnedikt's decree and
sacrifice cards say), a spell, and their details.

Every bean variety has a colour *and* a letter (``rules.cards.VARIETIES``), so that
colour-blind players and 16-colour terminals can tell them apart: a card is always drawn
as ``[S] Sword``, never by colour alone.
"""

from __future__ import annotations

from rich.text import Text

from rules import BEAN_OF, SPELL_CARDS, VARIETIES, Bean
from rules.cards import DECREE_OF, SACRIFICE_OF

#: Each variety's colour, as a 24-bit colour chosen so that the varieties of one game stay
#: apart three ways: in 256 colours and in the 16 of ``TERM=xterm`` (where Rich picks the
#: nearest colour, never the same one for two varieties of a game), and for players with
#: deuteranopia or protanopia (simulated: ``python benchmarks/palette.py`` prints the
#: distances, ``tests/tui/test_palette.py`` holds them).  Excalibohn's seven varieties
#: never share a table with the classic ones.  The letter is drawn on every card as well.
COLOURS: dict[Bean, str] = {
    Bean.PICKER: "#5fd75f",  # green
    Bean.CAP: "#ffd700",  # yellow
    Bean.MEAN: "#d70000",  # red
    Bean.WHITE: "#ffffff",  # white
    Bean.MAGIC: "#875fff",  # violet
    Bean.PRINCESS: "#ff87af",  # pink
    Bean.SWORD: "#5fafff",  # sky blue
    # classic Bohnanza, Bohnedikt
    Bean.BLUE: "#875fff",
    Bean.CHILI: "#ff5f5f",
    Bean.STINK: "#878700",
    Bean.GREEN: "#87d700",
    Bean.SOY: "#ffd787",
    Bean.BLACK_EYED: "#ffffff",
    Bean.RED: "#af005f",
    Bean.GARDEN: "#00d7d7",
    Bean.EDICT: "#d75fd7",
    Bean.SACRIFICE: "#949494",
}

ROMAN = ("0", "I", "II", "III", "IV", "V", "VI")


def colour(bean: Bean) -> str:
    return COLOURS[bean]


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def roman(n: int) -> str:
    return ROMAN[n] if n < len(ROMAN) else str(n)


def short(bean: Bean) -> str:
    """``Sword`` for the Sword Bean: the variety name without "Bean"."""
    return VARIETIES[bean].name.removesuffix(" Bean")


def chip(bean: Bean, *, long: bool = False) -> Text:
    """A card as ``[S] Sword``: the letter in the variety's colour, then the name."""
    v = VARIETIES[bean]
    c = colour(bean)
    out = Text()
    out.append(f"[{v.letter}]", style=f"bold {c}")
    out.append(" " + (v.name if long else short(bean)), style=c)
    return out


def card_chip(card: int, *, long: bool = False) -> Text:
    """A card by its id: as ``chip``, except that Bohnedikt's decree and sacrifice cards
    also say what is printed on them (``[E] Market Day``, ``[O] Sacrifice Blue+Chili``)."""
    bean = BEAN_OF[card]
    if bean == Bean.EDICT:
        return _special_chip(bean, DECREE_OF[card].name)
    if bean == Bean.SACRIFICE:
        a, b = SACRIFICE_OF[card]
        return _special_chip(bean, f"Sacrifice {short(a)}+{short(b)}")
    return chip(bean, long=long)


def _special_chip(bean: Bean, words: str) -> Text:
    c = colour(bean)
    out = Text()
    out.append(f"[{VARIETIES[bean].letter}]", style=f"bold {c}")
    out.append(" " + words, style=c)
    return out


def bean_word(bean: Bean) -> str:
    return f"[{VARIETIES[bean].letter}] {VARIETIES[bean].name}"


def card_word(card: int) -> str:
    bean = BEAN_OF[card]
    if bean == Bean.EDICT:
        return f"[E] decree card {DECREE_OF[card].name}"
    if bean == Bean.SACRIFICE:
        return f"[O] sacrifice card ({sacrifice_pair(card)})"
    return bean_word(bean)


def sacrifice_pair(card: int) -> str:
    a, b = SACRIFICE_OF[card]
    return f"{short(a)} and {short(b)}"


def spell_word(card: int) -> str:
    return SPELL_CARDS[card].name


def card_details(card: int) -> str:
    """The details of one card: a bean variety's, or what a Bohnedikt decree or sacrifice
    card says (their type alone would not tell the player which one they hold)."""
    bean = BEAN_OF[card]
    if bean == Bean.EDICT:
        d = DECREE_OF[card]
        kind = "helps the active player's trading" if d.helps else "restricts trading"
        return (f"[E] Decree card: {d.name} (it {kind}).\n\n{d.text}\n\n"
                f"{VARIETIES[bean].ability}")
    if bean == Bean.SACRIFICE:
        a, b = SACRIFICE_OF[card]
        return (f"[O] Sacrifice card: {VARIETIES[a].name} and {VARIETIES[b].name}.\n\n"
                f"{VARIETIES[bean].ability}")
    return bean_details(bean)


def bean_details(bean: Bean) -> str:
    v = VARIETIES[bean]
    scale = ", ".join(f"{n} cards: {k + 1} coin{'s' if k else ''}"
                      for k, n in enumerate(v.bohnometer) if n is not None)
    scale = f"Bohnometer: {scale}." if scale else "No bohnometer: it pays no coins."
    return (f"[{v.letter}] {v.name} ({v.german}), {v.count} in the game.\n\n"
            f"{v.ability}\n\n{scale}")
