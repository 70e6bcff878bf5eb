"""Small helpers that put cards, counts and the commonest events into words.

Everything here is called when a text is read, in the language in use (``rules.i18n``):
counts by ``ngettext`` (German has its own forms), a card with its article by its own
entry (German articles go by the noun), lists joined by the catalogue's words.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from .cards import BEAN_OF, DECREE_OF, SACRIFICE_OF, Bean, bean_name, spell_name, variety_name
from .events import Text, say
from .i18n import N_, _, ngettext

if TYPE_CHECKING:
    from .events import Text
    from .games import GameSpec


def n_coins(n: int) -> str:
    return ngettext("{n} coin", "{n} coins", n).format(n=n)


def n_cards(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def roman(n: int) -> str:
    return ("0", "I", "II", "III", "IV", "V", "VI")[n] if n < 7 else str(n)


#: a card of each variety with its indefinite article ("a Picker Bean")
A_VARIETY: dict[Bean, str] = {
    Bean.PICKER: N_("a Picker Bean"), Bean.CAP: N_("a Cap Bean"),
    Bean.MEAN: N_("a Mean Bean"), Bean.WHITE: N_("a White Bean"),
    Bean.MAGIC: N_("a Magic Bean"), Bean.PRINCESS: N_("a Princess Bean"),
    Bean.SWORD: N_("a Sword Bean"), Bean.BLUE: N_("a Blue Bean"),
    Bean.CHILI: N_("a Chili Bean"), Bean.STINK: N_("a Stink Bean"),
    Bean.GREEN: N_("a Green Bean"), Bean.SOY: N_("a Soy Bean"),
    Bean.BLACK_EYED: N_("a Black-eyed Bean"), Bean.RED: N_("a Red Bean"),
    Bean.GARDEN: N_("a Garden Bean"), Bean.EDICT: N_("a Bohnedikt"),
    Bean.SACRIFICE: N_("a Sacrifice card"),
}

#: ``n`` cards of each variety ("3 Picker Beans"), by the language's plural forms
_MANY: dict[Bean, Callable[[int], str]] = {
    Bean.PICKER: lambda n: ngettext("{n} Picker Bean", "{n} Picker Beans", n),
    Bean.CAP: lambda n: ngettext("{n} Cap Bean", "{n} Cap Beans", n),
    Bean.MEAN: lambda n: ngettext("{n} Mean Bean", "{n} Mean Beans", n),
    Bean.WHITE: lambda n: ngettext("{n} White Bean", "{n} White Beans", n),
    Bean.MAGIC: lambda n: ngettext("{n} Magic Bean", "{n} Magic Beans", n),
    Bean.PRINCESS: lambda n: ngettext("{n} Princess Bean", "{n} Princess Beans", n),
    Bean.SWORD: lambda n: ngettext("{n} Sword Bean", "{n} Sword Beans", n),
    Bean.BLUE: lambda n: ngettext("{n} Blue Bean", "{n} Blue Beans", n),
    Bean.CHILI: lambda n: ngettext("{n} Chili Bean", "{n} Chili Beans", n),
    Bean.STINK: lambda n: ngettext("{n} Stink Bean", "{n} Stink Beans", n),
    Bean.GREEN: lambda n: ngettext("{n} Green Bean", "{n} Green Beans", n),
    Bean.SOY: lambda n: ngettext("{n} Soy Bean", "{n} Soy Beans", n),
    Bean.BLACK_EYED: lambda n: ngettext("{n} Black-eyed Bean", "{n} Black-eyed Beans", n),
    Bean.RED: lambda n: ngettext("{n} Red Bean", "{n} Red Beans", n),
    Bean.GARDEN: lambda n: ngettext("{n} Garden Bean", "{n} Garden Beans", n),
    Bean.EDICT: lambda n: ngettext("{n} Bohnedikt", "{n} Bohnedikte", n),
    Bean.SACRIFICE: lambda n: ngettext("{n} Sacrifice card", "{n} Sacrifice cards", n),
}


def a_variety(bean: Bean) -> str:
    """A card of ``bean`` with its article: "a Picker Bean"."""
    return _(A_VARIETY[bean])


def a_card(card: int) -> str:
    """Bean card ``card`` with its article: "a Picker Bean"."""
    return _(A_VARIETY[BEAN_OF[card]])


def n_beans(n: int, bean: Bean) -> str:
    """``n`` cards of ``bean``: "1 Cap Bean", "3 Cap Beans"."""
    return _MANY[bean](n).format(n=n)


def name_of(card: int) -> Text:
    """A recipe for bean card ``card``'s name (for an event's values)."""
    return (bean_name, (card,))


def a_card_of(card: int) -> Text:
    """A recipe for bean card ``card`` with its article (for an event's values)."""
    return (a_card, (card,))


def spell_of(card: int) -> Text:
    """A recipe for spell card ``card``'s name (for an event's values)."""
    return (spell_name, (card,))


def field_of(spec: GameSpec, index: int) -> Text:
    """A recipe for a field's name (for an event's values)."""
    return (spec.field_name, (index,))


#: the decisions several players make at once: everyone awaited named together in one
#: sentence, by the number of them (one alone reads as ``GameSpec.decisions`` says)
_TOGETHER: dict[str, Callable[[int], str]] = {
    "respond": lambda n: ngettext("{names} must answer an offer",
                                  "{names} must answer an offer", n),
    "fellow_plant": lambda n: ngettext(
        "{names} must plant their front card (Enchantment of the Fellow Players)",
        "{names} must plant their front cards (Enchantment of the Fellow Players)", n),
}


def together(kind: str, names: list[str]) -> str | None:
    """Those awaited for a decision that several make at once (an offer's answers),
    named together in one sentence in the language in use ("Ben, Cem and Dana must
    answer an offer"); None for a decision made alone."""
    words = _TOGETHER.get(kind)
    return None if words is None else words(len(names)).format(names=and_list(names))


def and_list(items: Iterable[str]) -> str:
    """"A, B and C" in the language in use."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def card_list(cards: Iterable[int]) -> str:
    """Cards by variety, the same variety counted once ("2 Stink Beans and a Soy Bean");
    a decree card by its own name, as the table shows it ("the Bohnedikt Compost")."""
    kinds: Counter[int | Bean] = Counter(
        c if BEAN_OF[c] is Bean.EDICT else BEAN_OF[c] for c in cards)
    return and_list(
        _("the Bohnedikt {decree}").format(decree=_(DECREE_OF[k].name)) if isinstance(k, int)
        else a_variety(k) if n == 1 else n_beans(n, k) for k, n in kinds.items())


def spell_list(cards: Iterable[int]) -> str:
    return ", ".join(spell_name(c) for c in cards)


def variety_list(beans: Iterable[Bean]) -> str:
    """Cards of these varieties, the same variety counted once: "2 Stink Beans and a Soy
    Bean" (in the order each variety first comes)."""
    return and_list(a_variety(b) if n == 1 else n_beans(n, b)
                    for b, n in Counter(beans).items())


def offer_text(give: Iterable[int], ask: Iterable[Bean]) -> str:
    return _("{give} for {ask}").format(give=card_list(give) or _("nothing"),
                                         ask=variety_list(ask) or _("nothing"))


#: how an offer is told: one that gives and asks, a gift ("a Red Bean for nothing" read
#: as a price), a request for a gift
OFFER_WORDS = (N_("{name} offers {offer} to {whom}."),
               N_("{name} offers {cards} to {whom} as a gift."),
               N_("{name} asks {whom} for {beans} as a gift."))
#: (naming whose offer it answers: "Cem counters: ..." did not say to whom, play-test)
COUNTER_WORDS = (N_("{name} counters {whom}'s offer: {offer}."),
                 N_("{name} counters {whom}'s offer with a gift: {cards}."),
                 N_("{name} counters {whom}'s offer, asking for {beans} as a gift."))


def deal_words(words: tuple[str, str, str], name: str, give: Iterable[int],
               ask: Iterable[Bean], **more: object) -> Text:
    """The recipe of an offer or a counter-offer: which of ``words`` fits what it gives
    and asks."""
    both, gift, request = words
    if give and ask:
        return say(both, name=name, offer=(offer_text, (tuple(give), tuple(ask))), **more)
    if give:
        return say(gift, name=name, cards=(card_list, (tuple(give),)), **more)
    return say(request, name=name, beans=(variety_list, (tuple(ask),)), **more)


def dealt(gift: bool, name: str, mine: tuple[int, ...], partner: str,
          theirs: tuple[int, ...]) -> str:
    """A deal done, in words: the active player ``name`` gave ``mine``, ``partner`` gave
    ``theirs`` (a gift, where one side gave nothing: said as one giving to the other)."""
    if gift:
        giver, taker, cards = (name, partner, mine) if mine else (partner, name, theirs)
        return _("Gift: {giver} gives {cards} to {taker}.").format(
            giver=giver, taker=taker, cards=card_list(cards))
    return _("Trade: {name} gives {cards}; {partner} gives {theirs}.").format(
        name=name, cards=card_list(mine), partner=partner, theirs=card_list(theirs))


def sacrifice_pair(card: int) -> str:
    a, b = SACRIFICE_OF[card]
    return _("({one} and {other})").format(one=variety_name(a), other=variety_name(b))


def names_of(names: tuple[str, ...], seats: Iterable[int]) -> str:
    """The seats named, or "all fellow players" for an offer to everybody else."""
    seats = tuple(seats)
    if len(seats) == len(names) - 1 and len(seats) > 1:
        return _("all fellow players")
    return and_list(names[q] for q in seats)


# The public texts of the commonest events, as recipes (``rules.events``): each gets
# the values the event happened with.

def turned_up(name: str, card: int) -> str:
    # (card_list: a decree card by its name, as the table shows it)
    return _("{name} turns up {a_bean}.").format(name=name, a_bean=card_list((card,)))


def draws(name: str, n: int) -> str:
    return ngettext("{name} draws {n} card.", "{name} draws {n} cards.", n).format(
        name=name, n=n)


def you_draw(got: tuple[int, ...]) -> str:
    return (_("You draw {cards}.").format(cards=card_list(got)) if got
            else _("You draw nothing."))


def plants(name: str, card: int, spec: GameSpec, field: int, enchant: bool, there: int) -> str:
    words = (_("{name} plants {a_bean} on {field} with the Enchantment of the Beans "
               "({there} there).") if enchant
             else _("{name} plants {a_bean} on {field} ({there} there)."))
    # (a decree card by its name, as when it was turned up: it lies face up on the field;
    # "plants a Bohnedikt" hid which one, play-test)
    what = card_list((card,)) if BEAN_OF[card] is Bean.EDICT else a_card(card)
    return words.format(name=name, a_bean=what, field=spec.field_name(field), there=there)


def field_cards(cards: Iterable[int]) -> str:
    """A field's cards: each kind with its number, in the order planted ("2 Blue Beans and
    1 Bohnedikt")."""
    kinds = Counter(BEAN_OF[c] for c in cards)
    return and_list(n_beans(n, bean) for bean, n in kinds.items())


def harvests(name: str | None, cards: tuple[int, ...], spec: GameSpec, field: int,
             paid: int, also: tuple[str, ...] = (), secret: tuple[Text, ...] = ()) -> str:
    """A harvest in words: by ``name`` (None: "you", the harvester's own text) of the cards
    ``cards`` (each kind with its number, in the order planted: "2 Blue Beans and 1
    Bohnedikt"); ``also``
    what else it did ("spell": a Cap Bean harvest's spell card, "closed": the Bean Field
    Spell's field went, "moved": so did the field harvested, and those after it moved up),
    ``secret`` sentences only the harvester reads."""
    from .events import in_words

    spell, closed = "spell" in also, "closed" in also or "moved" in also
    if name is None:
        if spell and closed:
            words = _("You harvest {beans} from {field} for {coins} and a spell card; "
                      "back to two fields.")
        elif spell:
            words = _("You harvest {beans} from {field} for {coins} and a spell card.")
        elif closed:
            words = _("You harvest {beans} from {field} for {coins}; back to two fields.")
        else:
            words = _("You harvest {beans} from {field} for {coins}.")
    elif spell and closed:
        words = _("{name} harvests {beans} from {field} for {coins} and a spell card; "
                  "back to two fields.")
    elif spell:
        words = _("{name} harvests {beans} from {field} for {coins} and a spell card.")
    elif closed:
        words = _("{name} harvests {beans} from {field} for {coins}; back to two fields.")
    else:
        words = _("{name} harvests {beans} from {field} for {coins}.")
    text = words.format(name=name, beans=field_cards(cards), field=spec.field_name(field),
                        coins=n_coins(paid))
    if "moved" in also:
        text += " " + _("The fields after it move up one place.")
    return " ".join([text, *(in_words(t) for t in secret)])
