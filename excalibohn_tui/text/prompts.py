"""What the viewer is asked, who is awaited, the decrees in force: the words above the
choices, from the view alone."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rich.text import Text

from rules import Action, Bean, Discard, Done, GameSpec, Harvest, Plant, Sacrifice, View
from rules.cards import decree_text
from rules.words import and_list, n_coins

from ..lang import N_, _, ngettext
from .actions import offer_words
from .cards import bean_word, card_word

_PLACE = re.compile(r"\{(\w+)\}")


def fill(t: Text, words: str, style: str = "", **values: str | tuple[str, str]) -> Text:
    """Append the translated template ``words`` to ``t`` with its named places filled, so
    that a translation may reorder them: a value given as ``(text, style)`` has a style
    of its own, the rest of the sentence ``style``."""
    pos = 0
    for m in _PLACE.finditer(words):
        if m.start() > pos:
            t.append(words[pos:m.start()], style=style)
        value = values[m.group(1)]
        text, own = value if isinstance(value, tuple) else (value, style)
        t.append(text, style=own)
        pos = m.end()
    if pos < len(words):
        t.append(words[pos:], style=style)
    return t


def awaited_words(view: View) -> str:
    """Who must do what now, as a sentence (``View.awaiting_words``)."""
    if view.result is not None:
        return _("The game is over.")
    words = view.awaiting_words
    return words + "." if words else ""


def opponent(view: View, seat: int) -> str | None:
    """At a table of two, the name of ``seat``'s one opponent; None at a bigger table
    (words said of "the others" or "a fellow player" there name that player instead)."""
    if len(view.seats) != 2:
        return None
    return view.seats[1 - seat].name


def keeps_secrets(view: View, seat: int) -> bool:
    """Whether ``seat``'s place holds anything to hide from the others: a hand card or a
    face-down spell (an empty hand in a game without spells hides nothing, and "Your
    face-down spells are hidden" stood in the classic game, play-test)."""
    return bool(view.hand) or any(not x.face_up for x in view.seats[seat].spells)


def hidden_note(view: View, seat: int) -> str:
    """What ``seat``, the active player, is told while their hand is hidden from the
    others looking at the table (named at a table of two)."""
    rival = opponent(view, seat)  # (at a table of two: the one who looks)
    if not view.hand:  # (a face-down spell alone: "Your hand is hidden" stood under "Your
        # hand is empty", play-test)
        if rival is None:
            return _("Your face-down spells are hidden from the others: v shows them (they "
                     "look away).")
        return _("Your face-down spells are hidden from {name}: v shows them (they look "
                 "away).").format(name=rival)
    if rival is None:
        return _("Your hand is hidden from the others: v shows it (they look away).")
    return _("Your hand is hidden from {name}: v shows it (they look away).").format(
        name=rival)


def decree_lines(view: View) -> list[str]:
    """The decrees ruling this trading phase, each with its text."""
    return [decree_text(c) for c in view.decrees]


def _front(view: View, legal: Sequence[Action]) -> Text | None:
    """The front-card prompts of the planting decisions (``legal``: the viewer's legal
    actions, which say whether the front card may be planted without a harvest)."""
    d = view.decision
    hand = view.hand or []
    if d is None:
        return None
    kind = d.kind
    if kind not in ("plant_front", "plant_second", "flow", "fellow_plant", "plant_out"):
        return None
    # (planting out is a must too: "You may" there, play-test)
    must = kind in ("plant_front", "plant_out") or (kind == "fellow_plant"
                                                    and view.viewer != view.active)
    if view.hand is None and view.viewer is not None:
        # (the hand hidden from the others looking on: its front card is not named, nor
        # whether it fits, play-test: "the [Q] Princess Bean" under "Your hand: hidden")
        return Text(_("You must plant your front card.") if must
                    else _("You may plant your front card."))
    if not hand:
        return None
    t = Text()
    card = (card_word(hand[0].id), "bold")
    if hand[0].bean == Bean.SACRIFICE:
        return fill(t, _("Your front card is the {card}: fulfil it or drop it to reach the "
                         "bean behind it."), card=card)
    if kind == "plant_out":
        return fill(t, _("The game is ending: plant out your hand, card by card. Your front "
                         "card is the {card}."), card=card)
    fill(t, _("You must plant your front card, the {card}.") if must
         else _("You may plant your front card, the {card}."), card=card)
    if legal and not any(isinstance(a, Plant) and a.card == hand[0].id for a in legal):
        t.append(" " + (_("It fits none of your fields: harvest one first.") if must
                        else _("It fits none of your fields: harvest one first, or plant "
                               "none.")), style="italic")
    return t


def _answers(view: View) -> Text:
    """The answers to the viewer's offer: who accepts, refuses or has not answered yet in
    one line (on a small terminal the choices below keep their rows), and each
    counter-offer on a line of its own."""
    trade = view.trade
    assert trade is not None
    accept: list[str] = []
    refuse: list[str] = []
    waiting: list[str] = []
    counters: list[str] = []
    for q, a in trade.answers.items():
        name = view.seats[q].name
        if a.status == "counter":
            counters.append(_("{name} counters: {offer}").format(
                name=name, offer=offer_words([c.id for c in a.give], a.ask)))
            same = next((c.bean for c in a.give if c.bean in a.ask), None)
            if same is not None:  # ("gives [M] Mean Bean; asks for [M] Mean Bean" read as
                # no trade at all, play-test)
                counters[-1] += " " + _("(Like for like: {name}'s {bean} leaves their hand, "
                                        "and the one they get is planted this turn.)").format(
                                            name=name, bean=bean_word(same))
        else:
            {"accept": accept, "refuse": refuse}.get(a.status, waiting).append(name)
    parts = []
    if accept:
        parts.append(ngettext("{names} accepts", "{names} accept", len(accept)).format(
            names=and_list(accept)))
    if refuse:
        parts.append(ngettext("{names} refuses", "{names} refuse", len(refuse)).format(
            names=and_list(refuse)))
    if waiting:
        parts.append(ngettext("{names} has not answered yet", "{names} have not answered yet",
                              len(waiting)).format(names=and_list(waiting)))
    t = Text()
    t.append(_("Answers to your offer:") + " ", style="bold")
    if parts:
        t.append("; ".join(parts) + ".")
    for line in counters:
        t.append("\n  " + line)
    return t


def prompt_text(view: View, legal: Sequence[Action] = ()) -> Text:
    """What the viewer is asked, with the details they need to answer (``legal``: their
    legal actions, where a prompt says what they allow)."""
    me = view.viewer
    d = view.decision
    if view.result is not None:
        return Text(_("The game is over."))
    if me is None or d is None or not any(w.player == me for w in view.awaiting):
        return Text(awaited_words(view), style="italic")
    front = _front(view, legal)
    if front is not None:
        return front
    t = Text()
    kind = d.kind
    trade = view.trade
    if kind == "tuck_or_plant" and d.card is not None:
        fill(t, _("Tuck the {card} behind your hand, or plant it."),
             card=(card_word(d.card.id), "bold"))
    elif kind == "choose_coin":
        fill(t, _("The Attack Spell shows two coins: {coins}. Choose the one that counts."),
             coins=(and_list(card_word(c.id) for c in d.coins), "bold"))
    elif kind == "respond" and trade is not None:
        fill(t, _("{name} offers: {offer}"), "bold", name=view.seats[trade.by].name,
             offer=(offer_words([c.id for c in trade.give], trade.ask,
                                [c.id for c in view.turned_up]), ""))
        same = next((c.bean for c in trade.give if c.bean in trade.ask), None)
        if same is not None:  # (a bean for one of its kind looks like no trade at all,
            # play-test; what it changes: a card received is planted this turn)
            t.append("\n" + _("Like for like: the {bean} you get is planted this turn, where "
                             "yours would wait its turn in your hand.").format(
                                 bean=bean_word(same)), style="italic")
    elif kind == "conclude" and trade is not None:
        t.append_text(_answers(view))
    elif kind == "plant_aside" and not d.places:
        # (the phase waits for a spell that may be used in it: Rabohnzel's Bean Field
        # Spell; "None of them fits your fields" was said of no cards at all, play-test)
        t.append(_("Everything is planted. Use what the list offers, or go on."))
    elif kind == "plant_aside":
        turned = len(view.turned_up) if me == view.active else 0
        one = turned + len(view.seats[me].aside) == 1
        if one:  # ("in the order you like" of one
            # card, play-test)
            t.append(_("Plant the turned-up card.") if turned
                     else _("Plant the card lying beside your fields."), style="bold")
        elif me == view.active and view.turned_up and not view.seats[me].aside:
            fill(t, _("{plant}, in the order you like."),
                 plant=(_("Plant the turned-up cards"), "bold"))
        elif me == view.active and view.turned_up:
            fill(t, _("{plant} and the turned-up cards, in the order you like."),
                 plant=(_("Plant the cards lying beside your fields"), "bold"))
        else:
            fill(t, _("{plant}, in the order you like."),
                 plant=(_("Plant the cards lying beside your fields"), "bold"))
        if legal and not any(isinstance(a, Plant) for a in legal):
            # (the Trade Spell lets the turned-up cards nobody took be discarded instead)
            discard = any(isinstance(a, Discard) for a in legal)
            if one:  # ("Plant the turned-up card. None of them fits", play-test)
                words = (_("It fits none of your fields: harvest one first, or discard it.")
                         if discard else _("It fits none of your fields: harvest one first."))
            else:
                words = (_("None of them fits your fields now: harvest one first, or "
                           "discard the turned-up ones nobody took.") if discard else
                         _("None of them fits your fields now: harvest one first."))
            t.append(" " + words, style="italic")
    elif kind == "trading" and view.offer is None:  # (a decree closed the market)
        t.append(_("Trading: no offer can be made now. End trading when you are done."))
    elif kind == "trading" and view.decrees:  # (what they allow stands above: the generic
        # words "hand cards ... or give cards away" went against Sealed Hand, Fair Measure)
        t.append(ngettext("Trading under the decree above: make offers to a fellow player "
                          "or to all as it allows. End trading when you are done.",
                          "Trading under the decrees above: make offers to a fellow player "
                          "or to all as they allow. End trading when you are done.",
                          len(view.decrees)))
    elif kind == "trading":
        t.append(_("Trading: offer turned-up or hand cards to a fellow player or to all, "
                   "ask for varieties, or give cards away. End trading when you are done."))
    elif kind == "magic":
        t.append(_("Phase {phase}: use your bean abilities and spells, in any order, or go "
                   "on.").format(phase=view.phase))
        if legal and all(isinstance(a, Done | Harvest) for a in legal):
            # (rules.abilities: the step waits all the same, or the table would learn
            # that this hand holds no Magic Bean)
            t.append(" " + _("You have nothing to use now; the game waits for you all the "
                             "same, so that nobody learns what your hand holds."),
                     style="italic")
    elif kind == "activate":
        t.append(ngettext("Turn a spell card face up, or none.",
                          "Turn up to {n} spell cards face up.", d.remaining).format(
                              n=d.remaining))
    elif kind == "pay":
        have = view.seats[me].coin_count
        t.append(_("Everyone pays {coins}. You hold {have}: harvest a field until you can "
                   "pay (or have nothing left to harvest).").format(
                       coins=n_coins(d.remaining), have=have), style="bold")
    elif kind == "place_left":
        fill(t, _("Place each bean your opponent left lying on one of your fields, or "
                  "discard it: {cards}."),
             cards=(", ".join(card_word(c.id) for c in view.leftover), "bold"))
    elif kind == "duel_offer":
        fill(t, _("{name} offers: {cards}. You may fulfil one sacrifice with one of these "
                  "beans and one from your hand, or push the offer back."),
             name=view.seats[view.active].name,
             cards=(", ".join(card_word(c.id) for c in view.turned_up), "bold"))
        offered = {c.id for c in view.turned_up}
        if legal and not any(isinstance(a, Sacrifice) and offered & set(a.beans)
                             for a in legal):  # (from the hand alone: at any time)
            # (rules.duel: the step waits all the same for one who holds a sacrifice card)
            t.append(" " + _("None of your sacrifices can be fulfilled with them; the game "
                             "waits for you all the same, so that nobody learns what your "
                             "hand holds."), style="italic")
            if any(isinstance(a, Sacrifice) for a in legal):  # (the list offers it: say why)
                t.append(" " + _("You may still fulfil one with two beans from your hand, "
                                 "as at any time."), style="italic")
        elif any(isinstance(a, Sacrifice) and not offered & set(a.beans) for a in legal):
            # (the list holds both: six sacrifices, four of them of two hand beans, surprised
            # a play-tester who had read only of the offer's beans)
            t.append(" " + _("Below them, as at any time: the sacrifices with two beans "
                             "from your hand."), style="italic")
    elif kind == "plant_offer" and not view.turned_up:  # (trading goes on)
        t.append(_("Nothing of the offer is left to plant: trade on, or end your trading."))
    elif kind == "plant_offer" and view.last_turn:
        # (rules.duel: the game ends with this turn's draw, before the opponent's phase 1)
        fill(t, _("Plant the offered beans you want: {cards}. This is the last turn: the rest "
                  "goes to the discard pile."),
             cards=(", ".join(card_word(c.id) for c in view.turned_up), "bold"))
    elif kind == "plant_offer":
        fill(t, _("Plant the offered beans you want: {cards}. The rest is left lying for your "
                  "opponent."),
             cards=(", ".join(card_word(c.id) for c in view.turned_up), "bold"))
    elif kind in _YOU:
        t.append(_(_YOU[kind]))
    else:
        t.append(awaited_words(view))
    if kind == "trading" and view.offer is not None and view.offer_closed:
        # (a decree that closes trading with some partners, in words: whom it leaves;
        # one that closes it altogether stands above, in the same words as here)
        _then(t, view.offer_closed)
    if kind in ("trading", "respond", "conclude") and view.trade_cost:
        # (the face-up Hand Card Spell: a deal made now loses its two cards, play-test)
        _then(t, view.trade_cost)
    return t


def _then(t: Text, words: str) -> None:
    """Another sentence after the prompt ``t``, which may end in an offer's words without
    a full stop ("... asks for [W] White Bean A trade or gift ...", play-test)."""
    end = t.plain.rstrip()
    if end and end[-1] not in ".!?:":
        t.append(".")
    t.append(" " + words, style="italic")


#: the decisions whose prompt needs no detail from the view, said to the one deciding
#: (the table's words, "Ben may use ...", are for everyone else)
_YOU = {
    "end_turn": N_("You may use a spell before your turn ends, or end it."),
    # (said as a choice: "three cards are turned up" above "Turn up two cards, not three"
    # read as a fact, play-test)
    "trade_start": N_("Phase 2 begins: with the Trade Spell you may turn up three cards "
                      "instead of two, and in phase 3 discard those nobody took."),
    "phase2_start": N_("You may use a spell on the turned-up cards, or go on to trading."),
    "phase4": N_("You may use the Hand Card Spell before you draw, or go on."),
    "swap_keep": N_("Keep the spell you took face up (active) or face down."),
}


def help_summary(spec: GameSpec) -> str:
    """What the help tells about, in a few words (the palette's entry)."""
    return (_("the turn, the beans and the spells") if spec.has_spells
            else _("the turn and the beans"))


def harvest_summary(spec: GameSpec) -> str:
    """Who may harvest and when, in a few words (the palette's entry)."""
    if spec.has_attacks and spec.attack_bar == "attacked":  # (Rabohnzel, spec.harvest_when)
        return _("any player, any time but one under attack")
    return (_("any player, any time outside an attack") if spec.has_attacks
            else _("any player, any time"))


def _besides_harvests(spec: GameSpec) -> tuple[bool, bool]:
    """Whether the harvest key also buys a field, and fulfils sacrifices, in this game
    (from its data: a price for a field, a sacrifice pile)."""
    return bool(spec.field_price), len(spec.sacrifices) > 0


def harvest_key(spec: GameSpec, curtain: bool = False) -> str:
    """What the harvest key is called in the key bar: it also buys a third field and
    fulfils sacrifices where the game has them (moves allowed at any time, which a
    player outside the decision makes through it); ``curtain``: on the curtain, where
    it lets someone else have the keyboard first."""
    buy, sacrifice = _besides_harvests(spec)
    if curtain:
        # (short, as the table's own: "Someone harvests, buys or sacrifices first" took
        # the words of every key after it at 80 columns, play-test)
        return (_("Harvest, buy, sacrifice first") if buy and sacrifice
                else _("Harvest or buy first") if buy
                else _("Harvest or sacrifice first") if sacrifice
                else _("Harvest first"))
    return (_("Harvest, buy, sacrifice") if buy and sacrifice
            else _("Harvest, buy") if buy
            else _("Harvest, sacrifice") if sacrifice
            else _("Harvest"))


def who_harvests(spec: GameSpec) -> str:
    """The question the harvest key asks at the public table or from a curtain: who
    harvests, or buys a field or fulfils a sacrifice where the game has them."""
    buy, sacrifice = _besides_harvests(spec)
    return (_("Who harvests, buys or sacrifices?") if buy and sacrifice
            else _("Who harvests or buys?") if buy
            else _("Who harvests or sacrifices?") if sacrifice
            else _("Who harvests?"))
