"""A choice in words: every kind of action, as the decision list, the command palette
and the tests name it, for the viewer of ``view``."""

from __future__ import annotations

from rules import (
    BEAN_OF,
    SPELL_CARDS,
    VARIETIES,
    Accept,
    Action,
    Activate,
    ActivateWithBean,
    Bean,
    BuyField,
    Cast,
    ChooseCoin,
    Conclude,
    CounterOffer,
    Discard,
    Done,
    DrawSacrifice,
    DropSacrifice,
    Harvest,
    KeepSwapped,
    Offer,
    Plant,
    Refuse,
    Retuck,
    Sacrifice,
    Swap,
    Tuck,
    UseAbility,
    View,
)
from rules.cards import SWORD_TABLE

from .cards import bean_word, card_word, plural, sacrifice_pair, short, spell_word
from .fields import field_name, field_price, harvest_words


def offer_words(give: list[int], ask: list[Bean]) -> str:
    g = ", ".join(card_word(c) for c in give) or "nothing"
    a = ", ".join(bean_word(b) for b in ask) or "nothing"
    return f"gives {g}; asks for {a}"


def done_words(view: View) -> str:
    """What "Done" does in the viewer's decision now, in the game's own words."""
    kind = view.decision.kind if view.decision else ""
    words = view.spec.done_words.get(kind, "Done")
    if kind == "plant_offer" and view.turned_up and len(view.seats) == 2:
        words += f" for {view.seats[1 - view.active].name}"
    return words


def describe(action: Action, view: View) -> str:
    """One action in words."""
    me = action.player
    hand = view.hand or []
    kind = view.decision.kind if view.decision else ""

    def where(field: int) -> str:
        if field >= len(view.seats[me].fields):
            return f"a new field {field + 1}"
        f = view.seats[me].fields[field]
        name = field_name(view, field)
        if f.bean is None:
            return f"{name} (empty)" if name[0] != "f" else f"empty {name}"
        return f"{name} ({f.count} {short(f.variety or f.bean)} -> {f.count + 1})"

    def held(card: int) -> str:
        """Where the viewer holds a card an action hands over or uses."""
        for k, x in enumerate(hand):
            if x.id == card:
                return f"hand place {k + 1}"
        if any(x.id == card for x in view.seats[me].aside):
            return "beside your fields"
        if any(x.id == card for x in view.leftover):
            return "left lying"
        return "turned up"

    def who(p: int | None) -> str:
        return "?" if p is None else view.seats[p].name

    match action:
        case Plant(card=c, field=i, enchant=True):
            return (f"Plant the {card_word(c)} on {where(i)} with the Enchantment of the "
                    "Beans (the lone bean joins it)")
        case Plant(card=c, field=i) if BEAN_OF[c] == Bean.EDICT:
            src = {"place_left": "left-over ", "plant_offer": "offered "}.get(kind, "")
            return (f"Plant the {src}{card_word(c)} on {field_name(view, i)} (while a "
                    "decree lies on top, a harvest there pays nothing)")
        case Plant(card=c, field=i) if kind in ("place_left", "plant_offer"):
            src = "left-over" if kind == "place_left" else "offered"
            return f"Plant the {src} {card_word(c)} on {where(i)}"
        case Plant(card=c, field=i):
            src = ""
            if kind == "plant_aside":
                turned = any(x.id == c for x in view.turned_up) and me == view.active
                src = " (turned up)" if turned else " (received)"
            return f"Plant the {card_word(c)}{src} on {where(i)}"
        case Harvest(field=i):
            return harvest_words(view, me, i)
        case Tuck(card=c) if kind == "plant_aside":
            return f"Tuck the received {card_word(c)} behind your hand (Full Pockets)"
        case Tuck(card=c):
            return f"Tuck the {card_word(c)} behind your hand"
        case Discard(card=c) if kind == "place_left":
            return f"Discard the left-over {card_word(c)}"
        case Discard(card=c):
            return f"Discard the turned-up {card_word(c)} (nobody took it)"
        case UseAbility(field=i, target=t, attack_spell=sp):
            bean = view.seats[me].fields[i].bean
            assert bean is not None
            name = f"{VARIETIES[bean].name} ({field_name(view, i)})"
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
                return (f"{name}: draw the top card"
                        + (", plant it or tuck it" if n >= 4 else " behind your hand"))
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
        case Offer(to=to, give=give, ask=ask):
            whom = "all fellow players" if len(to) > 1 else who(to[0])
            return f"Offer to {whom}: {offer_words(list(give), list(ask))}"
        case CounterOffer(give=give, ask=ask):
            return f"Counter-offer: {offer_words(list(give), list(ask))}"
        case Accept(cards=cs):
            if not cs:
                return "Accept"
            return "Accept, giving " + ", ".join(f"{card_word(c)} ({held(c)})" for c in cs)
        case Refuse():
            return "Refuse"
        case Conclude(partner=q, cards=cs):
            if cs:
                return (f"Deal with {who(q)}'s counter-offer, giving "
                        + ", ".join(f"{card_word(c)} ({held(c)})" for c in cs))
            return f"Deal with {who(q)} (they accepted)"
        case BuyField():
            return f"Buy a third field for {plural(field_price(view), 'coin')}"
        case Sacrifice(card=sc, beans=(x, y)):
            acre = field_name(view, 1)
            return (f"Sacrifice ({sacrifice_pair(sc)}): plant the {card_word(x)} "
                    f"({held(x)}), then the {card_word(y)} ({held(y)}) on {acre}")
        case DropSacrifice():
            front = hand[0].id if hand else None
            what = (f" ({sacrifice_pair(front)})"
                    if front is not None and BEAN_OF[front] == Bean.SACRIFICE else "")
            return f"Drop the sacrifice card{what} from the front of your hand"
        case DrawSacrifice():
            return "Draw a sacrifice card behind your hand"
        case Done():
            return done_words(view)
    return str(action)
