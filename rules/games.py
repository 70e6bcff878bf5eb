"""The games of the rulebooks as data: one ``GameSpec`` each, and nothing else.

A game is its spec plus the rule modules it names (``GameSpec.parts``).  Classic
Bohnanza is the base: the turn of four phases, fields and the harvest, trading, the
draw pile and the end.  Excalibohn and Rabohnzel add the magic phase, the bean
abilities, the Sword and Mean Bean attacks and the spell cards; Bohnedikt adds its two
named fields, decrees, sacrifices and the payment; Bohnedikt for two has a five-phase
turn of its own.  Where two games play a rule differently, the difference is a value
here, read by the one function that applies that rule.

This module imports no engine and no rule module, so the command line, the start
screen and the computer players can read what a game is before (or without) playing
one.  ``SPECS`` holds every spec by name; ``CHOOSABLE`` the games a table can pick, the
default first; ``spec_for(name, seats)`` the spec a game of that many seats plays (two
seats of Bohnedikt play Bohnedikt for two).  Views carry their game's spec.

A game is played by one edition of our rules from its deal to its end (``EDITION``, kept
in its state): ``spec_for(name, seats, edition)`` gives the spec as an older edition had
it, so that a game saved then replays as it was played (``_BEFORE`` lists what each
edition changed).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cache

from .cards import BEANS, CLASSIC_BEANS, Bean
from .help_texts import (
    BOHNANZA_HELP,
    BOHNEDIKT_HELP,
    DUEL_HELP,
    DUEL_NO_TRADE,
    DUEL_TRADE_EXTRA,
    EXCALIBOHN_HELP,
    RABOHNZEL_HELP,
)
from .i18n import N_, _

#: what the active player (or whoever is named) decides, in words; each game adds its own
_DECISIONS = {
    "plant_front": N_("{name} must plant their front card"),
    "plant_second": N_("{name} may plant their next front card"),
    "trading": N_("{name} is trading"),
    "respond": N_("{name} must answer an offer"),
    "conclude": N_("{name} decides on the answers to their offer"),
    # (one card or several: "the cards" was said of a single Chili Bean, play-test)
    "plant_aside": N_("{name} must plant what lies beside their fields"),
}
_MAGIC_DECISIONS = {
    **_DECISIONS,
    "magic": N_("{name} may use bean abilities and activate spells"),
    "tuck_or_plant": N_("{name} decides whether to tuck or plant a card"),
    "activate": N_("{name} may turn spell cards face up"),
    "choose_coin": N_("{name} chooses which revealed coin counts"),
    "trade_start": N_("{name} may use the Trade Spell before turning up cards"),
    "phase2_start": N_("{name} may use a spell on the turned-up cards"),
    "phase4": N_("{name} may use the Hand Card Spell before drawing"),
    "end_turn": N_("{name} may use a spell before ending the turn"),
    "flow": N_("{name} is planting with the Magic Card Flow"),
    "fellow_plant": N_("{name} must plant their front card (Enchantment of the Fellow Players)"),
    "swap_keep": N_("{name} decides whether to keep the swapped spell active"),
}
_BOHNEDIKT_DECISIONS = {
    **_DECISIONS,
    "pay": N_("{name} must harvest to pay their coins (the pile ran out a second time)"),
    "plant_out": N_("{name} plants out their hand (the end of the game)"),
}
_DUEL_DECISIONS = {
    **{k: v for k, v in _BOHNEDIKT_DECISIONS.items()
       if k not in ("trading", "respond", "conclude")},
    "place_left": N_("{name} places the beans left from the last offer"),
    "duel_offer": N_("{name} may fulfil a sacrifice with a bean from the offer"),
    "plant_offer": N_("{name} plants the offered beans they want"),
}
_DUEL_TRADE_DECISIONS = {**_DUEL_DECISIONS, "respond": _DECISIONS["respond"],
                         "conclude": _DECISIONS["conclude"],
                         # (the phase goes on for trading once the offer is all planted:
                         # "plants the offered beans they want" stood over "Nothing of
                         # the offer is left to plant", play-test)
                         "plant_offer": N_("{name} plants from the offer and trades")}

#: the words of "Done" in each kind of decision (what saying "no more" does there)
_DONE = {
    "plant_second": N_("Plant no second card"),
    "trading": N_("End trading: go on to planting"),
    "conclude": N_("Take none of the answers"),
}
_MAGIC_DONE = {
    **_DONE,
    "magic": N_("End phase 1b and turn up cards for trading"),
    "activate": N_("Turn none face up"),
    "trade_start": N_("Turn up two cards, not three"),
    "phase2_start": N_("Use no spell now: start trading"),
    "phase4": N_("Draw three cards"),
    "end_turn": N_("End the turn"),
    "flow": N_("Stop the Magic Card Flow"),
    "fellow_plant": N_("Plant no card yourself"),
}
_DUEL_DONE = {
    "duel_offer": N_("Push the offer back (no sacrifice with it)"),
    # (short: with the opponent's name after it, "... for Hard bot 1", it stands beside
    # the numbers out of sight below a long list at 80 columns, and was cut short there;
    # the prompt says the rest lies for the opponent)
    "plant_offer": N_("Plant no more: leave the rest"),
}


#: The edition of our rules a new game is played by.  A game is played to its end by the
#: edition it was dealt under (its state keeps it), so that a saved game, which is loaded
#: by replaying its moves from the deal, always replays as it was played.  A change to a
#: rule that would make an old game replay differently brings a new edition, and
#: ``_BEFORE`` keeps what it changed.
EDITION = 3


@dataclass(frozen=True)
class Phase:
    """A phase of the turn: its number as the rulebook counts it, and what happens, in
    full and in a few words (where the full words do not fit; "" if they are few)."""

    label: str
    words: str
    short: str = ""


_P1A = Phase("1a", N_("phase 1a: planting from the hand"), N_("phase 1a: planting"))
_P1 = Phase("1", N_("phase 1: planting from the hand"), N_("phase 1: planting"))
_P1B = Phase("1b", N_("phase 1b: bean abilities and spells"), N_("phase 1b: abilities"))
_P1H = Phase("1\u00bd", N_("phase 1\u00bd: the magic phase"))
_P2 = Phase("2", N_("phase 2: turning up and trading"), N_("phase 2: trading"))
_P3 = Phase("3", N_("phase 3: planting traded and turned-up cards"), N_("phase 3: planting"))
_P4 = Phase("4", N_("phase 4: drawing"))
_OVER = Phase("over", N_("the game is over"))


@dataclass(frozen=True, eq=False)
class GameSpec:
    """The fixed facts of one game of the rulebooks (one object per game: compared and
    hashed by identity)."""

    name: str
    title: str
    #: the game in one line, for the game chooser
    blurb: str
    seats: range
    #: the bean varieties of the deck, in the game's order (the order offers ask in)
    varieties: tuple[Bean, ...]
    #: the card ids of the bean deck (decree cards included) and of the sacrifice pile
    deck: range
    sacrifices: range
    #: the steps of a turn, in order, each in its phase (rules.turn and the parts)
    turn: tuple[str, ...]
    #: the steps after the last turn, up to the final harvest and the scores
    ending: tuple[str, ...]
    phases: dict[str, Phase]
    #: decision kind -> what the one deciding does, in words
    decisions: dict[str, str]
    #: decision kind -> what "Done" means there
    done_words: dict[str, str]
    #: the rule modules the game plays with (``rules.<part>``), the base ones first
    parts: tuple[str, ...]
    #: how the cards are dealt and the start player found (``rules.setup``)
    deal: str
    #: how many times the draw pile is played through, by number of players
    passes: dict[int, int]
    #: cards drawn at the end of a turn
    hand_draw: int = 3
    #: fields each player starts with, and their names and kinds where the game names them
    start_fields: int = 2
    field_names: tuple[str, ...] = ()
    #: ... and the short labels of the named ones on a narrow board ("BH": the initials
    #: in every language, which a name such as "Feld Bisch-Hof" would not give)
    field_labels: tuple[str, ...] = ()
    #: "plain" fields hold one variety; Bohnedikt's Bisch-Hof ("bisch_hof") grows one
    #: variety beside any decree cards; Gottes Acker ("acker") also takes the beans of a
    #: sacrifice whatever grows there
    field_kinds: tuple[str, ...] = ()
    #: coins a permanent third field costs, by number of players (empty: none for sale)
    field_price: dict[int, int] = field(default_factory=dict)
    #: the spell cards' value, which breaks a tie at the end (None: no spell cards)
    currency: str | None = None
    #: "when_needed": a new draw pile is formed only when a card must be drawn from an
    #: empty one (Excalibohn); "at_once": as soon as the last card is drawn (the base game)
    reshuffle: str = "at_once"
    #: the sacrifice draw pile: "at_once", its discards make a new pile as soon as it is
    #: empty (the rulebook); "when_needed", only when a card is drawn from it empty
    #: (editions 1 and 2 of our rules, ``EDITION``)
    sacrifice_reshuffle: str = "at_once"
    #: the edition of our rules this spec plays (``EDITION``; older ones for saved games)
    edition: int = EDITION
    #: who may not harvest while a Sword Bean attack is resolved: "everyone" (Excalibohn)
    #: or "attacked" (Rabohnzel: only the players attacked and counterattacked)
    attack_bar: str = "everyone"
    #: where the Bean Field Spell is cast: "magic" (phase 1b) or "plant_aside" (phase 3)
    bean_field_in: str = "magic"
    #: the Pile Spell: "start" of trading only (Excalibohn) or "trading" (any moment)
    pile_spell: str = "start"
    #: the Trade Spell: decided at the "start" of phase 2, before any card is turned up
    #: (Excalibohn), or "after_two", once the first two are seen (Rabohnzel; RULINGS 9)
    trade_spell: str = "start"
    #: once the last draw pile has run out, the game ends right after drawing
    #: (Rabohnzel's classic end) instead of at the end of the turn
    end_after_drawing: bool = False
    #: sacrifice cards a player may hold at once (Bohnedikt)
    sacrifice_limit: int = 0
    #: the spec played when the game has two seats
    for_two: str | None = None
    #: a summary of the rules in our own words, in parts marked for the catalogue and
    #: joined by a blank line when shown (``help``)
    help_parts: tuple[str, ...] = ()
    #: the title in at most 24 characters, where a line has no room for more (the game
    #: chooser's line, the saved games' list; empty: the title is short enough)
    short_title: str = ""

    @property
    def short(self) -> str:
        """The short title in the language in use."""
        return _(self.short_title or self.title)

    @property
    def help(self) -> str:
        """The summary of the rules in the language in use (plain text: paragraphs,
        numbered and dashed lists; a line alone without a full stop is a heading)."""
        return "\n".join(_(part) for part in self.help_parts)

    @property
    def has_spells(self) -> bool:
        return self.currency is not None

    def phase(self, step: str) -> Phase:
        return self.phases.get(step, _OVER)

    @property
    def has_attacks(self) -> bool:
        """Sword Bean attacks are part of the game (harvests wait while one is made)."""
        return "attacks" in self.parts

    @property
    def harvest_when(self) -> str:
        """When a player may harvest, in words, in the language in use."""
        if self.has_attacks and self.attack_bar == "attacked":  # (Rabohnzel: RULINGS 9)
            return _("Any player may harvest their own fields at any time, except a player "
                     "under a Sword Bean attack, until it is resolved.")
        if self.has_attacks:
            return _("Any player may harvest their own fields at any time, except during a "
                     "Sword Bean attack.")
        return _("Any player may harvest their own fields at any time.")

    def field_name(self, index: int) -> str:
        """``field 2``, or the field's own name where the game names its fields, in the
        language in use."""
        if index < len(self.field_names) and self.field_names[index]:
            return _(self.field_names[index])
        return _("field {n}").format(n=index + 1)

    def field_kind(self, index: int) -> str:
        return self.field_kinds[index] if index < len(self.field_kinds) else "plain"

    def price_of_field(self, players: int) -> int:
        """Coins a third field costs (0: none can be bought)."""
        return self.field_price.get(players, 0)


_BASE_PARTS = ("setup", "turn", "fields", "planting", "trading", "scoring")
_MAGIC_PARTS = (*_BASE_PARTS, "abilities", "attacks", "spells", "spell_phases")

_EXCALIBOHN_TURN = ("plant_front", "plant_second", "magic", "trade_spell", "turn_up",
                    "phase2_spells", "trading", "plant_aside", "hand_card", "draw",
                    "end_spells", "spells_down", "end")
_EXCALIBOHN_PHASES = {
    "plant_front": _P1A, "plant_second": _P1A, "magic": _P1B, "trade_spell": _P2,
    "turn_up": _P2, "phase2_spells": _P2, "trading": _P2, "plant_aside": _P3, "hand_card": _P4,
    "draw": _P4, "end_spells": _P4, "spells_down": _P4, "end": _P4,
}


_CLASSIC_TURN = ("plant_front", "plant_second", "turn_up", "trading", "plant_aside", "draw",
                 "end")
_CLASSIC_PHASES = {"plant_front": _P1, "plant_second": _P1, "turn_up": _P2, "trading": _P2,
                   "plant_aside": _P3, "draw": _P4, "end": _P4}
_FINAL = ("final_harvest",)

_BOHNEDIKT_DECK = range(98, 218)  # the classic deck and the 16 decree cards
_SACRIFICES = range(218, 230)
_BOHNEDIKT_FIELDS = (N_("the Bisch-Hof"), N_("Gottes Acker"))
_BOHNEDIKT_LABELS = (N_("BH"), N_("GA"))
_BOHNEDIKT_KINDS = ("bisch_hof", "acker")
_BOHNEDIKT_PHASES = {**_CLASSIC_PHASES, "proclaim": _P2, "good_business": _P4,
                     "decrees_lapse": _P4,
                     "draw": Phase("4", N_("phase 4: drawing four cards"), N_("phase 4: drawing")),
                     "plant_out": Phase("end", N_("the end: everyone plants out their hand"),
                                        N_("the end: planting out"))}
_DUEL_PHASES = {
    "place_left": Phase("1", N_("phase 1: placing the beans left lying"),
                        N_("phase 1: placing")),
    "turn_up_offer": Phase("2", N_("phase 2: turning up the offer"), N_("phase 2: the offer")),
    "duel_offer": Phase("3", N_("phase 3: the opponent may sacrifice with the offer"),
                        N_("phase 3: sacrifices")),
    "plant_offer": Phase("4", N_("phase 4: planting from the offer"), N_("phase 4: planting")),
    "leave_offer": Phase("4", N_("phase 4: planting from the offer"), N_("phase 4: planting")),
    "plant_aside": Phase("4", N_("phase 4: planting the beans received"),
                         N_("phase 4: planting")),
    "draw": Phase("5", N_("phase 5: drawing")), "end": Phase("5", N_("phase 5: drawing")),
    "leftover_out": Phase("end", N_("the end: both plant out their hands"),
                          N_("the end: planting out")),
    "plant_out": Phase("end", N_("the end: both plant out their hands"),
                       N_("the end: planting out")),
}
_DUEL_END = ("leftover_out", "plant_out", *_FINAL)
_DUEL_TURN = ("place_left", "turn_up_offer", "duel_offer", "plant_offer", "leave_offer",
              "draw", "end")

SPECS: dict[str, GameSpec] = {s.name: s for s in (
    GameSpec(
        name="excalibohn", title=N_("Excalibohn"),
        blurb=N_("Bohnanza with bean abilities, spell cards and Sword Bean attacks (3-5)"),
        seats=range(3, 6), varieties=BEANS, deck=range(0, 98), sacrifices=range(0),
        turn=_EXCALIBOHN_TURN, ending=_FINAL, phases=_EXCALIBOHN_PHASES,
        decisions=_MAGIC_DECISIONS, done_words=_MAGIC_DONE, parts=_MAGIC_PARTS,
        deal="spells", passes={3: 3, 4: 4, 5: 4}, currency=N_("Groschen"),
        reshuffle="when_needed", help_parts=(EXCALIBOHN_HELP,),
    ),
    GameSpec(
        name="rabohnzel", title=N_("Rabohnzel"),
        blurb=N_("the older edition of Excalibohn, with the same cards and older rules (3-5)"),
        seats=range(3, 6), varieties=BEANS, deck=range(0, 98), sacrifices=range(0),
        turn=_EXCALIBOHN_TURN, ending=_FINAL,
        phases={**_EXCALIBOHN_PHASES, "plant_front": _P1, "plant_second": _P1,
                "magic": _P1H},
        decisions=_MAGIC_DECISIONS,
        done_words={**_MAGIC_DONE,
                    "magic": N_("End the magic phase (1\u00bd) and turn up cards for "
                                "trading")},
        parts=_MAGIC_PARTS, deal="spells", passes={3: 3, 4: 4, 5: 4}, currency=N_("pfennigs"),
        reshuffle="when_needed", attack_bar="attacked", bean_field_in="plant_aside",
        pile_spell="trading", trade_spell="after_two", end_after_drawing=True,
        help_parts=(RABOHNZEL_HELP,),
    ),
    GameSpec(
        name="bohnanza", title=N_("Bohnanza (classic)"),
        blurb=N_("the base game: plant, trade, harvest; a third field for 3 coins (3-5)"),
        seats=range(3, 6), varieties=CLASSIC_BEANS, deck=range(98, 202),
        sacrifices=range(0), turn=_CLASSIC_TURN, ending=_FINAL, phases=_CLASSIC_PHASES,
        decisions=_DECISIONS, done_words=_DONE, parts=(*_BASE_PARTS, "field_market"),
        deal="lots",
        passes={3: 3, 4: 3, 5: 3}, field_price={3: 3, 4: 3, 5: 3}, help_parts=(BOHNANZA_HELP,),
    ),
    GameSpec(
        name="bohnedikt", title=N_("Bohnedikt"),
        blurb=N_("Bohnanza with decrees, sacrifices, the Bisch-Hof and Gottes Acker (2-5)"),
        seats=range(2, 6), varieties=(*CLASSIC_BEANS, Bean.EDICT), deck=_BOHNEDIKT_DECK,
        sacrifices=_SACRIFICES,
        turn=("plant_front", "plant_second", "turn_up", "proclaim", "trading",
              "plant_aside", "good_business", "draw", "decrees_lapse", "end"),
        ending=("plant_out", *_FINAL), phases=_BOHNEDIKT_PHASES,
        decisions=_BOHNEDIKT_DECISIONS, done_words=_DONE,
        parts=(*_BASE_PARTS, "field_market", "bohnedikt", "decrees", "sacrifices"),
        deal="bohnedikt",
        passes={3: 3, 4: 3, 5: 3}, hand_draw=4, field_names=_BOHNEDIKT_FIELDS,
        field_labels=_BOHNEDIKT_LABELS, field_kinds=_BOHNEDIKT_KINDS, field_price={3: 3, 4: 3, 5: 2}, sacrifice_limit=1,
        for_two="bohnedikt-duel", help_parts=(BOHNEDIKT_HELP, DUEL_HELP),
    ),
    GameSpec(
        name="bohnedikt-duel", title=N_("Bohnedikt for two"),
        blurb=N_("Bohnedikt's own game for two players, without trading (2)"),
        seats=range(2, 3), varieties=(*CLASSIC_BEANS, Bean.EDICT), deck=_BOHNEDIKT_DECK,
        sacrifices=_SACRIFICES, turn=_DUEL_TURN, ending=_DUEL_END,
        phases=_DUEL_PHASES, decisions=_DUEL_DECISIONS, done_words=_DUEL_DONE,
        parts=("turn", "fields", "planting", "scoring", "bohnedikt", "sacrifices", "duel"),
        deal="duel", passes={2: 1}, start_fields=3,
        field_names=(*_BOHNEDIKT_FIELDS, N_("the third field")), field_labels=_BOHNEDIKT_LABELS,
        field_kinds=_BOHNEDIKT_KINDS,
        sacrifice_limit=2, help_parts=(DUEL_HELP, DUEL_NO_TRADE),
    ),
    GameSpec(
        name="bohnedikt-trade", title=N_("Bohnedikt for two, trading in phase 4"),
        blurb=N_("Bohnedikt for two with the rulebook's trading variant (2)"),
        seats=range(2, 3), varieties=(*CLASSIC_BEANS, Bean.EDICT), deck=_BOHNEDIKT_DECK,
        sacrifices=_SACRIFICES,
        turn=("place_left", "turn_up_offer", "duel_offer", "plant_offer", "leave_offer",
              "plant_aside", "draw", "end"),
        ending=_DUEL_END, phases=_DUEL_PHASES, decisions=_DUEL_TRADE_DECISIONS,
        done_words={**_DUEL_DONE, "conclude": _DONE["conclude"],
                    "plant_offer": N_("Plant and trade no more: leave the rest")},
        parts=("turn", "fields", "planting", "trading", "scoring", "bohnedikt", "sacrifices",
               "duel"),
        deal="duel", passes={2: 1}, start_fields=3,
        field_names=(*_BOHNEDIKT_FIELDS, N_("the third field")), field_labels=_BOHNEDIKT_LABELS,
        field_kinds=_BOHNEDIKT_KINDS,
        sacrifice_limit=2, help_parts=(DUEL_HELP, DUEL_TRADE_EXTRA),
        short_title=N_("Bohnedikt for 2, trading"),
    ),
)}

#: edition -> game -> the spec's values before that edition changed them
_BEFORE: dict[int, dict[str, dict[str, object]]] = {
    # the game for two: the beans left lying at the end went nowhere (no leftover_out)
    2: {name: {"ending": ("plant_out", *_FINAL)}
        for name in ("bohnedikt-duel", "bohnedikt-trade")},
    # the sacrifice discards made a new pile only when a card was drawn from an empty one
    3: {name: {"sacrifice_reshuffle": "when_needed"}
        for name in ("bohnedikt", "bohnedikt-duel", "bohnedikt-trade")},
}

#: the games a table can choose, the default first (Bohnedikt for two is chosen by
#: choosing Bohnedikt with two seats)
CHOOSABLE: tuple[str, ...] = ("excalibohn", "rabohnzel", "bohnanza", "bohnedikt",
                              "bohnedikt-trade")


#: every game by its own name, those a table can choose first (the command line takes
#: them all: "bohnedikt-duel" is Bohnedikt for two)
NAMED: tuple[str, ...] = (*CHOOSABLE, *(n for n in SPECS if n not in CHOOSABLE))


def spec_for(name: str, seats: int | None = None, edition: int | None = None) -> GameSpec:
    """The spec of game ``name`` (one a table chose, or a spec's own name, as a view
    carries it), as ``seats`` players play it (two seats of Bohnedikt play Bohnedikt for
    two), by ``edition`` of our rules (None: the current one, ``EDITION``).  Raises
    ``ValueError`` naming the choices for an unknown name, or an unknown edition."""
    if name not in SPECS:
        raise ValueError(_("unknown game {name}; choose from {games}").format(
            name=repr(name), games=", ".join(CHOOSABLE)))
    spec = SPECS[name]
    if seats == 2 and spec.for_two is not None:
        spec = SPECS[spec.for_two]
    if edition is None or edition == EDITION:
        return spec
    if not 1 <= edition < EDITION:
        raise ValueError(_("edition {edition} of the rules is unknown to this Excalibohn (it "
                           "knows editions 1 to {last})").format(edition=edition,
                                                                 last=EDITION))
    return _as_in(spec.name, edition)


@cache
def _as_in(name: str, edition: int) -> GameSpec:
    """Game ``name`` as ``edition`` played it: each later edition's changes undone, the
    newest first (one object per game and edition, as specs are compared by identity)."""
    spec = SPECS[name]
    for brought in range(EDITION, edition, -1):
        spec = replace(spec, **_BEFORE[brought].get(name, {}))
    return replace(spec, edition=edition)
