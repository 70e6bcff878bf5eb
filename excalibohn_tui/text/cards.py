"""Cards in words and colours: a variety, a card (with what Bohnedikt's decree and
sacrifice cards say), a spell, and their details.

Every bean variety has a colour *and* a letter (``rules.cards.VARIETIES``), so that
colour-blind players and 16-colour terminals can tell them apart: a card is always drawn
as ``[S] Sword``, never by colour alone.
"""

from __future__ import annotations

from rich.text import Text

from rules import BEAN_OF, VARIETIES, Bean
from rules.cards import DECREE_OF, SACRIFICE_OF, spell_name, variety_name

from ..lang import _, ngettext, pgettext

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


def roman(n: int) -> str:
    return ROMAN[n] if n < len(ROMAN) else str(n)


#: each variety's short name, as chips show it ("Sword" for the Sword Bean)
_SHORT = {
    Bean.PICKER: lambda: pgettext("short variety", "Picker"),
    Bean.CAP: lambda: pgettext("short variety", "Cap"),
    Bean.MEAN: lambda: pgettext("short variety", "Mean"),
    Bean.WHITE: lambda: pgettext("short variety", "White"),
    Bean.MAGIC: lambda: pgettext("short variety", "Magic"),
    Bean.PRINCESS: lambda: pgettext("short variety", "Princess"),
    Bean.SWORD: lambda: pgettext("short variety", "Sword"),
    Bean.BLUE: lambda: pgettext("short variety", "Blue"),
    Bean.CHILI: lambda: pgettext("short variety", "Chili"),
    Bean.STINK: lambda: pgettext("short variety", "Stink"),
    Bean.GREEN: lambda: pgettext("short variety", "Green"),
    Bean.SOY: lambda: pgettext("short variety", "Soy"),
    Bean.BLACK_EYED: lambda: pgettext("short variety", "Black-eyed"),
    Bean.RED: lambda: pgettext("short variety", "Red"),
    Bean.GARDEN: lambda: pgettext("short variety", "Garden"),
    Bean.EDICT: lambda: variety_name(Bean.EDICT),  # (a name of its own)
    Bean.SACRIFICE: lambda: pgettext("short variety", "Sacrifice card"),
}


def short(bean: Bean) -> str:
    """``Sword`` for the Sword Bean: the variety's short name, in the language in use."""
    return _SHORT[bean]()


def letter_chip(bean: Bean, *, small: bool = False) -> Text:
    """``[S]``: a variety's letter in its colour, the key that names it in an offer
    (``small``: ``[s]``, where the small letter is the key)."""
    letter = VARIETIES[bean].letter
    out = Text()
    out.append(f"[{letter.lower() if small else letter}]", style=f"bold {colour(bean)}")
    return out


def chip(bean: Bean, *, long: bool = False, small: bool = False) -> Text:
    """A card as ``[S] Sword``: the letter in the variety's colour, then the name
    (``small``: as ``letter_chip``)."""
    out = letter_chip(bean, small=small)
    out.append(" " + (variety_name(bean) if long else short(bean)), style=colour(bean))
    return out


def card_chip(card: int, *, long: bool = False) -> Text:
    """A card by its id: as ``chip``, except that Bohnedikt's decree and sacrifice cards
    also say what is printed on them (``[E] Market Day``, ``[O] Sacrifice Blue+Chili``)."""
    bean = BEAN_OF[card]
    if bean == Bean.EDICT:
        return _special_chip(bean, _(DECREE_OF[card].name))
    if bean == Bean.SACRIFICE:
        a, b = SACRIFICE_OF[card]
        return _special_chip(bean, _("Sacrifice {one}+{other}").format(one=short(a),
                                                                       other=short(b)))
    return chip(bean, long=long)


def _special_chip(bean: Bean, words: str) -> Text:
    out = letter_chip(bean)
    out.append(" " + words, style=colour(bean))
    return out


def bean_word(bean: Bean) -> str:
    return f"[{VARIETIES[bean].letter}] {variety_name(bean)}"


def card_word(card: int) -> str:
    bean = BEAN_OF[card]
    if bean == Bean.EDICT:
        return _("[E] Bohnedikt {decree}").format(decree=_(DECREE_OF[card].name))
    if bean == Bean.SACRIFICE:
        return _("[O] sacrifice card ({pair})").format(pair=sacrifice_pair(card))
    return bean_word(bean)


def sacrifice_pair(card: int) -> str:
    a, b = SACRIFICE_OF[card]
    return _("{one} and {other}").format(one=short(a), other=short(b))


def spell_word(card: int) -> str:
    return spell_name(card)


def card_details(card: int) -> str:
    """The details of one card: a bean variety's, or what a Bohnedikt decree or sacrifice
    card says (their type alone would not tell the player which one they hold)."""
    bean = BEAN_OF[card]
    if bean == Bean.EDICT:
        d = DECREE_OF[card]
        head = (_("[E] Decree card: {decree} (it helps the active player's trading).")
                if d.helps else _("[E] Decree card: {decree} (it restricts trading)."))
        return "\n\n".join([head.format(decree=_(d.name)), _(d.text),
                             _(VARIETIES[bean].ability)])
    if bean == Bean.SACRIFICE:
        a, b = SACRIFICE_OF[card]
        return "\n\n".join([_("[O] Sacrifice card: {one} and {other}.").format(
            one=variety_name(a), other=variety_name(b)), _(VARIETIES[bean].ability)])
    return bean_details(bean)


def bean_details(bean: Bean) -> str:
    v = VARIETIES[bean]
    scale = ", ".join(ngettext("{cards} cards: {n} coin", "{cards} cards: {n} coins",
                               k + 1).format(cards=n, n=k + 1)
                      for k, n in enumerate(v.bohnometer) if n is not None)
    scale = (_("Bohnometer: {scale}.").format(scale=scale) if scale
             else _("No bohnometer: it pays no coins."))
    name = variety_name(bean)
    other = v.german if name != v.german else v.name  # the name in the other language
    return "\n\n".join([
        _("[{letter}] {name} ({other}), {count} in the game.").format(
            letter=v.letter, name=name, other=other, count=v.count),
        _(v.ability), scale])
