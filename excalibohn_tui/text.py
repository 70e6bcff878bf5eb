"""Words and colours for cards, fields and actions: the one place the app turns
views and typed actions into text a player reads.

Every bean variety has a colour *and* a letter (``rules.cards.VARIETIES``), so
colour-blind players and 16-colour terminals can tell them apart: a card is
always drawn as ``[S] Sword``, never by colour alone.
"""

from __future__ import annotations

from rich.text import Text

from rules import (
    BEAN_OF,
    SPELL_CARDS,
    VARIETIES,
    Accept,
    Action,
    Activate,
    ActivateWithBean,
    Bean,
    Cast,
    ChooseCoin,
    Conclude,
    CounterStart,
    Discard,
    Done,
    DraftAsk,
    DraftCancel,
    DraftGive,
    DraftSend,
    Harvest,
    KeepSwapped,
    OfferStart,
    Plant,
    Refuse,
    Retuck,
    Swap,
    Tuck,
    UseAbility,
    View,
)
from rules.cards import SWORD_TABLE

#: The 16 ANSI colours, so the same picture appears with TERM=xterm.
COLOURS: dict[Bean, str] = {
    Bean.PICKER: "green",
    Bean.CAP: "yellow",
    Bean.MEAN: "red",
    Bean.WHITE: "bright_white",
    Bean.MAGIC: "magenta",
    Bean.PRINCESS: "cyan",
    Bean.SWORD: "bright_blue",
}
#: classic Bohnanza varieties (the variants), should the app ever show one
OTHER_COLOURS = ("blue", "bright_red", "bright_yellow", "bright_green", "bright_cyan",
                 "bright_magenta", "red", "white")


def colour(bean: Bean) -> str:
    if bean in COLOURS:
        return COLOURS[bean]
    return OTHER_COLOURS[list(Bean).index(bean) % len(OTHER_COLOURS)]

ROMAN = ("0", "I", "II", "III", "IV", "V", "VI")

PHASE_WORDS = {
    "1a": "phase 1a: planting from the hand",
    "1b": "phase 1b: bean abilities and spells",
    "2": "phase 2: turning up and trading",
    "3": "phase 3: planting traded and turned-up cards",
    "4": "phase 4: drawing",
    "over": "the game is over",
}


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
    return chip(BEAN_OF[card], long=long)


def bean_word(bean: Bean) -> str:
    return f"[{VARIETIES[bean].letter}] {VARIETIES[bean].name}"


def card_word(card: int) -> str:
    return bean_word(BEAN_OF[card])


def spell_word(card: int) -> str:
    return SPELL_CARDS[card].name


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def field_text(view: View, seat: int, index: int, compact: bool = True) -> Text:
    """``[S] Sword x3 1c/6`` (compact: 1 coin now, the next at 6 cards), or ``empty``."""
    f = view.seats[seat].fields[index]
    out = Text(f"{index + 1}:", style="dim")
    if f.bean is None:
        out.append(" empty", style="dim")
        return out
    out.append(" ")
    out.append_text(chip(f.bean))
    out.append(f" x{f.count}", style="bold")
    if compact:
        out.append(f" {f.coins_now}c")
        if f.next_coin_at is not None:
            out.append(f"/{f.next_coin_at}", style="dim")
    else:
        out.append(f" {plural(f.coins_now, 'coin')}")
        if f.next_coin_at is not None:
            out.append(f" (next at {f.next_coin_at})", style="dim")
    if f.ability_ready:
        out.append(" *" if compact else " *ability", style="bold yellow")
    return out


def field_words(view: View, seat: int, index: int) -> str:
    f = view.seats[seat].fields[index]
    if f.bean is None:
        return f"field {index + 1} (empty)"
    return f"field {index + 1} ({f.count} {short(f.bean)})"


def harvest_words(view: View, seat: int, index: int) -> str:
    f = view.seats[seat].fields[index]
    if f.bean is None:
        return f"Field {index + 1} is empty"
    nxt = f" (next coin at {f.next_coin_at})" if f.next_coin_at is not None else " (maximum)"
    return (f"Harvest field {index + 1}: {plural(f.count, short(f.bean) + ' Bean')} "
            f"-> {plural(f.coins_now, 'coin')}{nxt}")


def protected_reason(view: View, seat: int, index: int) -> str | None:
    """Why a field with cards may not be harvested now (None if it may, or is empty)."""
    f = view.seats[seat].fields[index]
    if f.count == 0 or f.harvestable:
        return None
    if f.count == 1 and any(o.count > 1 for o in view.seats[seat].fields):
        return "protected: a single bean while another field holds more"
    return "not now: nobody harvests during a Sword Bean attack"


def seat_name(view: View, seat: int, viewer: int | None = None) -> str:
    return "you" if seat == viewer else view.seats[seat].name


def describe(action: Action, view: View) -> str:
    """One action in words, for the decision list, the command palette and tests."""
    me = action.player
    hand = view.hand or []

    def where(field: int) -> str:
        if field >= len(view.seats[me].fields):
            return f"a new field {field + 1}"
        f = view.seats[me].fields[field]
        if f.bean is None:
            return f"empty field {field + 1}"
        return f"field {field + 1} ({f.count} {short(f.bean)} -> {f.count + 1})"

    def who(p: int | None) -> str:
        return "?" if p is None else view.seats[p].name

    match action:
        case Plant(card=c, field=i, enchant=True):
            return (f"Plant the {card_word(c)} on {where(i)} with the Enchantment of the "
                    "Beans (the lone bean joins it)")
        case Plant(card=c, field=i):
            src = ""
            if view.step == "3":
                if any(x.id == c for x in view.turned_up) and me == view.active:
                    src = " (turned up)"
                else:
                    src = " (received)"
            return f"Plant the {card_word(c)}{src} on {where(i)}"
        case Harvest(field=i):
            return harvest_words(view, me, i)
        case Tuck(card=c):
            return f"Tuck the {card_word(c)} behind your hand"
        case Discard(card=c):
            return f"Discard the turned-up {card_word(c)} (Trade Spell)"
        case UseAbility(field=i, target=t, attack_spell=sp):
            bean = view.seats[me].fields[i].bean
            assert bean is not None
            name = f"{VARIETIES[bean].name} (field {i + 1})"
            if bean == Bean.PICKER:
                return f"{name}: pull the last hand card of {who(t)}"
            if bean == Bean.SWORD:
                extra = ", showing two coins to choose from (Attack Spell)" if sp else ""
                n = view.seats[t].coin_count if t is not None else 0
                return f"{name}: attack {who(t)} ({plural(n, 'coin')}){extra}"
            if bean == Bean.MEAN:
                extra = " with the Attack Spell" if sp else ""
                return f"{name}{extra}: every fellow player shows a coin, the low ones go"
            if bean == Bean.WHITE:
                n = view.seats[me].fields[i].count
                return (f"{name}: draw the top card" +
                        (", plant it or tuck it" if n >= 4 else " behind your hand"))
            if bean == Bean.MAGIC:
                n = 2 if view.seats[me].fields[i].count >= 4 else 1
                return f"{name}: turn up to {plural(n, 'spell card')} face up"
            return name
        case ActivateWithBean(bean=b, spell=s):
            pos = next((k + 1 for k, x in enumerate(hand) if x.id == b), "?")
            return (f"Discard the Magic Bean at hand place {pos} to turn "
                    f"{spell_word(s)} face up")
        case Activate(spell=s):
            return f"Turn {spell_word(s)} face up"
        case Cast(spell=s):
            return f"Use {spell_word(s)}: {SPELL_CARDS[s].text}"
        case Swap(target=t, slot=j):
            return f"Spell Card Swap: give it to {who(t)} for their face-down spell {j + 1}"
        case KeepSwapped(face_up=up):
            return "Keep the new spell face up (active)" if up else "Keep the new spell face down"
        case Retuck(src=a, dst=b):
            return f"Re-tuck: move the hand card at place {a + 1} to place {b + 1}"
        case ChooseCoin(index=k):
            coins = view.decision.coins if view.decision else []
            if k < len(coins):
                bean = coins[k].bean
                effect = SWORD_TABLE.get(bean, "nothing happens")
                return f"Let the {bean_word(bean)} coin count: {effect}"
            return f"Let coin {k + 1} count"
        case OfferStart(to=to):
            if len(to) > 1:
                return "Make an offer to all fellow players"
            return f"Make an offer to {who(to[0])}"
        case DraftGive(card=c):
            return f"Offer the {card_word(c)}"
        case DraftAsk(bean=b):
            return f"Ask for a {bean_word(b)}"
        case DraftSend():
            return "Send the offer"
        case DraftCancel():
            return "Cancel the offer"
        case Accept(cards=cs):
            if not cs:
                return "Accept"
            return "Accept, giving " + ", ".join(card_word(c) for c in cs)
        case Refuse():
            return "Refuse"
        case CounterStart():
            return "Make a counter-offer"
        case Conclude(partner=q, cards=cs):
            if cs:
                return (f"Deal with {who(q)}'s counter-offer, giving "
                        + ", ".join(card_word(c) for c in cs))
            return f"Deal with {who(q)} (they accepted)"
        case Done():
            return done_words(view)
    return str(action)


DONE_WORDS = {
    "plant_second": "Plant no second card",
    "magic": "End phase 1b and turn up cards for trading",
    "activate": "Turn no more spells face up",
    "phase2_start": "Use no spell now: start trading",
    "trading": "End trading: go on to planting",
    "conclude": "Take none of the answers",
    "phase4": "Draw three cards",
    "end_turn": "End the turn",
    "flow": "Stop the Magic Card Flow",
    "fellow_plant": "Plant no card yourself",
}


def done_words(view: View) -> str:
    kind = view.decision.kind if view.decision else ""
    return DONE_WORDS.get(kind, "Done")


def offer_words(give: list[int], ask: list[Bean]) -> str:
    g = ", ".join(card_word(c) for c in give) or "nothing"
    a = ", ".join(bean_word(b) for b in ask) or "nothing"
    return f"gives {g}; asks for {a}"


def bean_details(bean: Bean) -> str:
    v = VARIETIES[bean]
    scale = ", ".join(f"{n} cards: {k + 1} coin{'s' if k else ''}"
                      for k, n in enumerate(v.bohnometer) if n is not None)
    return (f"[{v.letter}] {v.name} ({v.german}), {v.count} in the game.\n\n"
            f"{v.ability}\n\nBohnometer: {scale}.")
