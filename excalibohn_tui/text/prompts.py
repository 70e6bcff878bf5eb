"""What the viewer is asked, who is awaited, the decrees in force: the words above the
choices, from the view alone."""

from __future__ import annotations

from rich.text import Text

from rules import Bean, View
from rules.cards import DECREE_OF

from .actions import offer_words
from .cards import card_word, plural


def awaited_words(view: View) -> str:
    if view.result is not None:
        return "The game is over."
    if not view.awaiting:
        return ""
    return "; ".join(w.text for w in view.awaiting) + "."


def decree_lines(view: View) -> list[str]:
    """The decrees ruling this trading phase, each with its text."""
    return [f"{DECREE_OF[c].name}: {DECREE_OF[c].text}" for c in view.decrees]


def _front(view: View) -> Text | None:
    """The front-card prompts of the planting decisions."""
    d = view.decision
    hand = view.hand or []
    if d is None or not hand:
        return None
    kind = d.kind
    if kind not in ("plant_front", "plant_second", "flow", "fellow_plant", "plant_out"):
        return None
    t = Text()
    if hand[0].bean == Bean.SACRIFICE:
        t.append("Your front card is the ")
        t.append(card_word(hand[0].id), style="bold")
        t.append(": fulfil it or drop it to reach the bean behind it.")
        return t
    if kind == "plant_out":
        t.append("The game is ending: plant out your hand, card by card. Your front card "
                 "is the ")
        t.append(card_word(hand[0].id), style="bold")
        t.append(".")
        return t
    must = kind == "plant_front" or (kind == "fellow_plant" and view.viewer != view.active)
    t.append(f"You {'must' if must else 'may'} plant your front card, the ")
    t.append(card_word(hand[0].id), style="bold")
    t.append(".")
    fields = view.seats[view.viewer].fields if view.viewer is not None else []
    if not any(f.bean is None or f.bean == hand[0].bean for f in fields):
        t.append(" It fits none of your fields: harvest one first.", style="italic")
    return t


def prompt_text(view: View) -> Text:
    """What the viewer is asked, with the details they need to answer."""
    me = view.viewer
    d = view.decision
    if view.result is not None:
        return Text("The game is over.")
    if me is None or d is None or not any(w.player == me for w in view.awaiting):
        return Text(awaited_words(view), style="italic")
    front = _front(view)
    if front is not None:
        return front
    t = Text()
    kind = d.kind
    trade = view.trade
    if kind == "tuck_or_plant" and d.card is not None:
        t.append("Tuck the ")
        t.append(card_word(d.card.id), style="bold")
        t.append(" behind your hand, or plant it.")
    elif kind == "choose_coin":
        t.append("The Attack Spell shows two coins: ")
        t.append(" and ".join(card_word(c.id) for c in d.coins), style="bold")
        t.append(". Choose the one that counts.")
    elif kind == "respond" and trade is not None:
        t.append(f"{view.seats[trade.by].name} offers: ", style="bold")
        t.append(offer_words([c.id for c in trade.give], trade.ask))
    elif kind == "conclude" and trade is not None:
        t.append("Answers to your offer:\n", style="bold")
        said = {"accept": "accepts", "refuse": "refuses", "counter": "counters:"}
        for q, a in trade.answers.items():
            line = f"  {view.seats[q].name} {said.get(a.status, a.status)}"
            if a.status == "counter":
                line += " " + offer_words([c.id for c in a.give], a.ask)
            t.append(line + "\n")
    elif kind == "plant_aside":
        t.append("Plant the cards lying beside your fields", style="bold")
        if me == view.active and view.turned_up:
            t.append(" and the turned-up cards")
        t.append(", in the order you like.")
    elif kind == "trading":
        t.append("Trading: offer turned-up or hand cards to a fellow player or to all, "
                 "ask for varieties, or give cards away. End trading when you are done.")
    elif kind == "magic":
        t.append(f"Phase {view.phase}: use your bean abilities and spells, in any order, "
                 "or go on.")
    elif kind == "activate":
        t.append(f"Turn up to {plural(d.remaining, 'spell card')} face up.")
    elif kind == "pay":
        have = view.seats[me].coin_count
        t.append(f"Everyone pays {plural(d.remaining, 'coin')}. You hold {have}: harvest a "
                 "field until you can pay (or have nothing left to harvest).", style="bold")
    elif kind == "place_left":
        t.append("Place each bean your opponent left lying on one of your fields, or "
                 "discard it: ")
        t.append(", ".join(card_word(c.id) for c in view.leftover), style="bold")
        t.append(".")
    elif kind == "duel_offer":
        t.append(f"{view.seats[view.active].name} offers: ")
        t.append(", ".join(card_word(c.id) for c in view.turned_up), style="bold")
        t.append(". You may fulfil one sacrifice with one of these beans and one from your "
                 "hand, or push the offer back.")
    elif kind == "plant_offer":
        t.append("Plant the offered beans you want: ")
        t.append(", ".join(card_word(c.id) for c in view.turned_up) or "none left",
                 style="bold")
        t.append(". The rest is left lying for your opponent.")
    else:
        t.append(awaited_words(view))
    return t
