"""Card data for every game of the rulebooks: the one table every other module reads.

Bean cards are numbered 0..97 and spell cards 0..10; a card's id never
changes, so the same physical card can be followed from the draw pile to a
field and on to a coin pile.  Where a value is assumed rather than printed in
the rulebook, its ``source`` says so (RULINGS section 1): change one line here
when a printed value turns up.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property

from .i18n import N_, _


class Bean(StrEnum):
    PICKER = "picker"
    CAP = "cap"
    MEAN = "mean"
    WHITE = "white"
    MAGIC = "magic"
    PRINCESS = "princess"
    SWORD = "sword"
    # the classic Bohnanza deck (RULINGS 10), played by the variants in rules.variants
    BLUE = "blue"
    CHILI = "chili"
    STINK = "stink"
    GREEN = "green"
    SOY = "soy"
    BLACK_EYED = "black_eyed"
    RED = "red"
    GARDEN = "garden"
    # Bohnedikt's own cards: decree cards (bean cards without a bohnometer) and
    # sacrifice cards (held in the hand, but not bean cards)
    EDICT = "edict"
    SACRIFICE = "sacrifice"


@dataclass(frozen=True)
class Variety:
    bean: Bean
    name: str  # English, marked: shown as ``_(name)`` (``variety_name``)
    german: str  # the box's name (the German catalogue gives it for ``name``)
    count: int  # the large number on the card: how many exist, and a coin's value when revealed
    bohnometer: tuple[int | None, ...]  # cards needed for 1, 2, 3, 4 coins (None: not printed)
    source: str
    letter: str  # for colour-blind players and 16-colour terminals
    ability: str  # our own words, marked (for Cap and Princess: what makes them special)

    def coins_for(self, cards: int) -> int:
        """Coins a harvest of ``cards`` cards of this variety gives.

        The bohnometer's place is the number of coins, so a gap (the classic Garden
        Bean has no 1-coin entry: 2 cards give 2 coins) counts right.
        """
        table = self._coins_by_count
        return table[cards] if cards < len(table) else table[-1]

    @cached_property
    def _coins_by_count(self) -> tuple[int, ...]:
        """``coins_for(n)`` for ``n`` from 0 up to the last count on the bohnometer."""
        needs = [need for need in self.bohnometer if need is not None]
        out = []
        for cards in range(max(needs, default=0) + 1):
            coins = 0
            for i, need in enumerate(self.bohnometer):
                if need is not None and cards >= need:
                    coins = i + 1
            out.append(coins)
        return tuple(out)

    def next_coin_at(self, cards: int) -> int | None:
        """Cards needed on the field for one more coin, or None at the maximum."""
        for need in self.bohnometer:
            if need is not None and need > cards:
                return need
        return None


VARIETIES: dict[Bean, Variety] = {
    v.bean: v
    for v in (
        Variety(
            Bean.PICKER, N_("Picker Bean"), "Pflückbohne", 9, (2, 3, 4, 5),
            "assumed by analogy with the classic scale (RULINGS 1)", "P",
            N_("Pull the last card from a fellow player's hand; tuck it behind your own "
            "hand or plant it straight away."),
        ),
        Variety(
            Bean.CAP, N_("Cap Bean"), "Kapbohne", 11, (3, 4, 5, None),
            "rulebook: 1-3 coins from 3 cards, a spell card from 2; thresholds by analogy", "C",
            N_("No ability, but a harvest of 2 or more Cap Beans also brings a new spell card."),
        ),
        Variety(
            Bean.MEAN, N_("Mean Bean"), "Gemeine Bohne", 13, (3, 4, 6, 7),
            "assumed by analogy with the classic scale (RULINGS 1)", "M",
            N_("Needs 4 on the field: every fellow player with coins shuffles them and shows "
            "the top one; only the highest number stays, the others are discarded."),
        ),
        Variety(
            Bean.WHITE, N_("White Bean"), "Weiße Bohne", 14, (3, 5, 6, 7),
            "by analogy; the rulebook's example confirms 3 cards give 1 coin", "W",
            N_("Draw the top card of the draw pile behind your hand; with 4 or more on the "
            "field you may plant it instead."),
        ),
        Variety(
            Bean.MAGIC, N_("Magic Bean"), "Zauberbohne", 15, (3, 5, 7, 8),
            "assumed by analogy with the classic scale (RULINGS 1)", "Z",
            N_("Turn one of your spell cards face up; with 4 or more on the field, up to two."),
        ),
        Variety(
            Bean.PRINCESS, N_("Princess Bean"), "Prinzessbohne", 17, (2, 4, 6, 7),
            "rulebook (printed exactly)", "Q",
            N_("No ability, but the richest bohnometer of all."),
        ),
        Variety(
            Bean.SWORD, N_("Sword Bean"), "Schwertbohne", 19, (3, 6, 8, 9),
            "assumed by analogy with the classic scale (RULINGS 1)", "S",
            N_("Attack a fellow player who has coins: shuffle their coins and show the top "
            "one; what it shows decides what happens."),
        ),
    )
}

BEANS: tuple[Bean, ...] = tuple(VARIETIES)
ABILITY_BEANS = frozenset({Bean.PICKER, Bean.MEAN, Bean.WHITE, Bean.MAGIC, Bean.SWORD})

# What a coin revealed by a Sword Bean attack does (our words).
SWORD_TABLE: dict[Bean, str] = {
    Bean.PRINCESS: N_("the coin moves to the attacker's coin pile"),
    Bean.MAGIC: N_("the attacker turns one of their spell cards face up"),
    Bean.PICKER: N_("the defender takes the attacker's last hand card (tuck or plant, no harvest)"),
    Bean.SWORD: N_("the defender strikes back at the attacker's coins"),
    Bean.CAP: N_("nothing happens"),
    Bean.MEAN: N_("nothing happens"),
    Bean.WHITE: N_("nothing happens"),
}


def _deck() -> tuple[Bean, ...]:
    cards: list[Bean] = []
    for v in VARIETIES.values():
        cards.extend([v.bean] * v.count)
    return tuple(cards)


#: BEAN_OF[card_id] is the variety of bean card ``card_id``.
BEAN_OF: tuple[Bean, ...] = _deck()
#: the Excalibohn (and Rabohnzel) deck: bean card ids 0..97
BEAN_COUNT = len(BEAN_OF)
assert BEAN_COUNT == 98

# The classic Bohnanza deck (RULINGS 10), for the variants in ``rules.variants``.
# One card-id space serves every game: the classic cards follow the Excalibohn
# deck (ids 98..201), so ``BEAN_OF`` and ``VARIETIES`` answer for any card id.
# ``BEANS`` above stays the seven Excalibohn varieties.
CLASSIC_VARIETIES: dict[Bean, Variety] = {
    v.bean: v
    for v in (
        Variety(Bean.BLUE, N_("Blue Bean"), "Blaue Bohne", 20, (4, 6, 8, 10),
                "Bohnanza base game (RULINGS 10)", "B", N_(N_("No ability (classic Bohnanza)."))),
        Variety(Bean.CHILI, N_("Chili Bean"), "Feuerbohne", 18, (3, 6, 8, 9),
                "Bohnanza base game (RULINGS 10)", "F", N_(N_("No ability (classic Bohnanza)."))),
        Variety(Bean.STINK, N_("Stink Bean"), "Saubohne", 16, (3, 5, 7, 8),
                "Bohnanza base game (RULINGS 10)", "U", N_(N_("No ability (classic Bohnanza)."))),
        Variety(Bean.GREEN, N_("Green Bean"), "Brechbohne", 14, (3, 5, 6, 7),
                "Bohnanza base game (RULINGS 10)", "G", N_(N_("No ability (classic Bohnanza)."))),
        Variety(Bean.SOY, N_("Soy Bean"), "Sojabohne", 12, (2, 4, 6, 7),
                "Bohnanza base game (RULINGS 10)", "J", N_(N_("No ability (classic Bohnanza)."))),
        Variety(Bean.BLACK_EYED, N_("Black-eyed Bean"), "Augenbohne", 10, (2, 4, 5, 6),
                "Bohnanza base game (RULINGS 10)", "A", N_(N_("No ability (classic Bohnanza)."))),
        Variety(Bean.RED, N_("Red Bean"), "Rote Bohne", 8, (2, 3, 4, 5),
                "Bohnanza base game (RULINGS 10)", "R", N_(N_("No ability (classic Bohnanza)."))),
        Variety(Bean.GARDEN, N_("Garden Bean"), "Gartenbohne", 6, (None, 2, 3, None),
                "Bohnanza base game (RULINGS 10): 2 cards give 2 coins, 3 give 3", "D",
                N_("No ability (classic Bohnanza); only 2 or 3 of them pay, and pay well.")),
    )
}
CLASSIC_BEANS: tuple[Bean, ...] = tuple(CLASSIC_VARIETIES)
VARIETIES.update(CLASSIC_VARIETIES)
BEAN_OF = BEAN_OF + tuple(v.bean for v in CLASSIC_VARIETIES.values() for _ in range(v.count))
#: the classic Bohnanza deck: bean card ids 98..201
CLASSIC_DECK = range(BEAN_COUNT, len(BEAN_OF))
assert len(CLASSIC_DECK) == 104

# Bohnedikt's cards follow: 16 decree cards (ids 202..217) and 12 sacrifice cards
# (ids 218..229).  What each one says is in rules.variants.bohnedikt_cards.
VARIETIES[Bean.EDICT] = Variety(
    Bean.EDICT, N_("Bohnedikt"), "Bohnedikt", 16, (None, None, None, None),
    "Bohnedikt rulebook: decree cards have no bohnometer", "E",
    N_("Planted only on the Bisch-Hof; turned up at the start of trading, its decree "
    "rules that trading phase."))
VARIETIES[Bean.SACRIFICE] = Variety(
    Bean.SACRIFICE, N_("Sacrifice card"), "Opferkarte", 12, (None, None, None, None),
    "Bohnedikt rulebook: not a bean card", "O",
    N_("Names two bean varieties: plant one of each on your Gottes Acker, whatever grows there."))
EDICT_IDS = range(len(BEAN_OF), len(BEAN_OF) + 16)
SACRIFICE_IDS = range(EDICT_IDS.stop, EDICT_IDS.stop + 12)
BEAN_OF = BEAN_OF + (Bean.EDICT,) * 16 + (Bean.SACRIFICE,) * 12
assert len(BEAN_OF) == 230


class Spell(StrEnum):
    ATTACK = "attack"
    BEAN_FIELD = "bean_field"
    SWAP = "swap"
    TRADE = "trade"
    FLOW = "flow"
    PILE = "pile"
    ENCHANT_BEANS = "enchant_beans"
    ENCHANT_FELLOWS = "enchant_fellows"
    RETUCK = "retuck"
    HAND_CARD = "hand_card"
    RANDOM = "random"


@dataclass(frozen=True)
class SpellCard:
    spell: Spell
    name: str
    german: str
    groschen: int
    #: the step of the turn it is used in ("magic", "trading", ...; its phase's number
    #: differs by game: ``rules.spells.spell_when``), or "any time" (during one's own
    #: turn; marked)
    when: str
    text: str  # our own words


SPELL_CARDS: tuple[SpellCard, ...] = (
    SpellCard(Spell.ATTACK, N_("Attack Spell"), "Angriffszauber", 1, "magic",
              N_("Use a Mean Bean row with only 1-3 cards, or let a Sword Bean attack "
              "show two coins and pick the one that counts.")),
    SpellCard(Spell.BEAN_FIELD, N_("Bean Field Spell"), "Bohnenfeldzauber", 1, "magic",
              # (any of the three: the harvest closes the field it empties, fields 1 and
              # 2 too, which the spell never opened: "closes that field again" was
              # untrue of them; RULINGS 8, ``spell_phases._field_goes``)
              N_("Open a third field. Your next harvest, of any of your three fields, "
              "closes the field it empties.")),
    SpellCard(Spell.SWAP, N_("Spell Card Swap"), "Zauberkartentausch", 2, N_("any time"),
              N_("Hand this card face down to a fellow player for one of their face-down "
              "spells; look at it and keep it active or face down.")),
    SpellCard(Spell.TRADE, N_("Trade Spell"), "Handelszauber", 3, "trading",
              N_("Turn up a third card. Turned-up cards nobody traded for may be "
              "discarded in phase 3 instead of planted.")),
    SpellCard(Spell.FLOW, N_("Magic Card Flow"), "Magischer Kartenfluss", 4, N_("any time"),
              N_("Keep planting your front card as long as you like, harvesting between; "
              "in the magic phase every new row brings its ability.")),
    SpellCard(Spell.PILE, N_("Pile Spell"), "Stapelzauber", 5, "trading",
              N_("Add the top card of the discard pile to the turned-up cards.")),
    SpellCard(Spell.ENCHANT_BEANS, N_("Enchantment of the Beans"), "Verzauberung der Bohnen", 6,
              "plant_aside",
              N_("Plant a card you must plant on a field holding one bean of another "
              "variety; that lone bean joins the new variety.")),
    SpellCard(Spell.ENCHANT_FELLOWS, N_("Enchantment of the Fellow Players"),
              "Verzauberung der Mitspieler", 7, N_("any time"),
              N_("Every fellow player plants their front card now; you may plant yours too.")),
    SpellCard(Spell.RETUCK, N_("Re-tuck Spell"), "Umsteckzauber", 8, N_("any time"),
              N_("Move one card of your hand to another place in it.")),
    SpellCard(Spell.HAND_CARD, N_("Hand Card Spell"), "Handkartenzauber", 9, "draw",
              N_("Draw five cards instead of three, if no trade or gift happened this turn.")),
    SpellCard(Spell.RANDOM, N_("Random Spell"), "Zufallszauber", 10, N_("any time"),
              N_("Take the top card of the spell deck, active, for this turn; it is "
              "shuffled back at the end of the turn.")),
)

SPELL_COUNT = len(SPELL_CARDS)
#: SPELL_OF[card_id] is the spell on spell card ``card_id``.
SPELL_OF: tuple[Spell, ...] = tuple(c.spell for c in SPELL_CARDS)
SPELL_ID: dict[Spell, int] = {c.spell: i for i, c in enumerate(SPELL_CARDS)}

SPELL_INFO: dict[Spell, SpellCard] = {c.spell: c for c in SPELL_CARDS}


def groschen(spell_card: int) -> int:
    return SPELL_CARDS[spell_card].groschen


def bean_name(card: int) -> str:
    """The name of bean card ``card``'s variety, in the language in use; a decree card's
    with its decree ("Bohnedikt Compost"), as the table shows it."""
    if BEAN_OF[card] is Bean.EDICT:
        return _("Bohnedikt {decree}").format(decree=_(DECREE_OF[card].name))
    return _(VARIETIES[BEAN_OF[card]].name)


def variety_name(bean: Bean) -> str:
    """The name of a variety, in the language in use."""
    return _(VARIETIES[bean].name)


def spell_name(spell_card: int) -> str:
    """The name of spell card ``spell_card``, in the language in use."""
    return _(SPELL_CARDS[spell_card].name)


# ----------------------------------------------------------------- Bohnedikt
#
# OUR OWN DESIGN.  The Bohnedikt rulebook says there are 8 decrees that help and 8 that
# hinder, and gives one example ("only trades that give up a face-up bean"); it prints
# neither the other decree texts nor the bean pairs on the sacrifice cards.  Everything
# below is the project's design, in its own words (RULINGS 11): 8 decrees that help the
# active player's trading, 8 that restrict it (the rulebook's example among them, as
# ``tithe``), and 12 distinct pairs of classic varieties.  ``rules.decrees`` enforces
# each decree.


@dataclass(frozen=True)
class Decree:
    key: str
    name: str
    helps: bool  # True: helps the active player's trading; False: restricts it
    text: str  # our own words


DECREES: tuple[Decree, ...] = (
    # eight that help
    Decree("market_day", N_("Market Day"), True,
           N_("Turn up one card more at the start of trading.")),
    Decree("alms", N_("Alms for the Trader"), True,
           N_("At the start of trading, the active player draws one card behind the hand.")),
    Decree("gleaning", N_("Gleaning"), True,
           N_("The top card of the discard pile joins the turned-up cards.")),
    Decree("charity", N_("Charity"), True,
           N_("Nobody may refuse a gift from the active player this turn.")),
    Decree("compost", N_("Compost"), True,
           N_("Turned-up cards nobody took may be discarded in phase 3 instead of planted.")),
    Decree("full_pockets", N_("Full Pockets"), True,
           N_("The active player may tuck the cards received this turn behind the hand "
           "instead of planting them.")),
    Decree("good_business", N_("Good Business"), True,
           N_("If a trade or gift came about, the active player draws one card more in "
           "phase 4.")),
    Decree("clearing", N_("Clearing"), True,
           N_("This turn the protection rule does not bind the active player's harvests.")),
    # eight that restrict (the first is the rulebook's own example)
    Decree("tithe", N_("Tithe of the Field"), False,
           N_("A trade is allowed only if the active player gives up a turned-up bean in it.")),
    Decree("no_gifts", N_("No Gifts"), False,
           N_("Every trade needs cards on both sides: no gifts this turn.")),
    Decree("fair_measure", N_("Fair Measure"), False,
           N_("Every trade is exactly one card for one card.")),
    Decree("sealed_hand", N_("Sealed Hand"), False,
           N_("The active player may not trade cards from the hand, only turned-up ones.")),
    Decree("single_deal", N_("Single Deal"), False,
           N_("At most one trade or gift comes about this turn.")),
    Decree("neighbourly", N_("Neighbourly"), False,
           N_("The active player trades only with the player on the left.")),
    Decree("market_closed", N_("Market Closed"), False,
           N_("No trades and no gifts at all this turn.")),
    Decree("no_usury", N_("No Usury"), False,
           N_("In a trade the active player may not receive more cards than given.")),
)
assert len(DECREES) == len(EDICT_IDS) == 16
assert sum(d.helps for d in DECREES) == 8

#: DECREE_OF[card_id] is the decree printed on decree card ``card_id``.
DECREE_OF: dict[int, Decree] = dict(zip(EDICT_IDS, DECREES, strict=True))

SACRIFICE_PAIRS: tuple[tuple[Bean, Bean], ...] = (
    (Bean.BLUE, Bean.CHILI),
    (Bean.BLUE, Bean.GARDEN),
    (Bean.CHILI, Bean.STINK),
    (Bean.CHILI, Bean.RED),
    (Bean.STINK, Bean.GREEN),
    (Bean.STINK, Bean.BLACK_EYED),
    (Bean.GREEN, Bean.SOY),
    (Bean.GREEN, Bean.BLUE),
    (Bean.SOY, Bean.BLACK_EYED),
    (Bean.SOY, Bean.GARDEN),
    (Bean.BLACK_EYED, Bean.RED),
    (Bean.RED, Bean.GREEN),
)
assert len(set(map(frozenset, SACRIFICE_PAIRS))) == len(SACRIFICE_IDS) == 12
assert all(a != b for a, b in SACRIFICE_PAIRS)

#: SACRIFICE_OF[card_id] is the pair of varieties sacrifice card ``card_id`` names.
SACRIFICE_OF: dict[int, tuple[Bean, Bean]] = dict(zip(SACRIFICE_IDS, SACRIFICE_PAIRS,
                                                      strict=True))


def decree_text(card: int) -> str:
    d = DECREE_OF[card]
    return _("{decree}: {text}").format(decree=_(d.name), text=_(d.text))
