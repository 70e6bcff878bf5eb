"""A choice in words: every kind of action, as the decision list, the command palette
and the tests name it, for the viewer of ``view``."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from rules import (
    BEAN_OF,
    SPELL_CARDS,
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
from rules.cards import SWORD_TABLE, variety_name
from rules.words import n_coins

from ..lang import N_, _, ngettext
from .cards import bean_word, card_word, sacrifice_pair, short, spell_word
from .fields import decree_count, field_name, field_price, harvest_words


def offer_words(give: list[int], ask: list[Bean], turned_up: Iterable[int] = ()) -> str:
    """What an offer gives and asks for, the same card or variety counted once ("2×");
    the cards among ``turned_up`` marked so (which of the active player's cards come
    from the hand and which lie turned up, as at a table, play-test)."""
    return _("gives {give}; asks for {ask}").format(
        give=given_words(give, turned_up) or _("nothing"),
        ask=counted([bean_word(b) for b in ask]) or _("nothing"))


def given_words(give: list[int], turned_up: Iterable[int]) -> str:
    """The cards given, counted (``counted``), each of ``turned_up`` saying so."""
    turned = set(turned_up)
    return counted([card_word(c) + (" " + _("(turned up)") if c in turned else "")
                    for c in give])


def counted(words: list[str]) -> str:
    """Words in order, one standing for each of its repeats ("2× [R] Red Bean")."""
    return ", ".join(w if n == 1 else f"{n}\u00d7 {w}" for w, n in Counter(words).items())


def done_words(view: View) -> str:
    """What "Done" does in the viewer's decision now, in the game's own words."""
    kind = view.decision.kind if view.decision else ""
    done = N_("Done")
    words = _(view.spec.done_words.get(kind, done))
    if kind == "plant_offer" and view.turned_up and view.last_turn:
        words = _("{done} (the last turn: it goes to the discard pile)").format(done=words)
    elif kind == "plant_offer" and view.turned_up and len(view.seats) == 2:
        words = _("{done} for {name}").format(done=words, name=view.seats[1 - view.active].name)
    elif kind == "plant_offer" and not view.turned_up:  # (nothing of the offer is left)
        words = _("Trade no more")
    return words


def held_where(view: View, me: int, card: int) -> str:
    """Where player ``me`` holds a card an action hands over or uses ("hand place 3")."""
    for k, x in enumerate(view.hand or []):
        if x.id == card:
            return _("hand place {n}").format(n=k + 1)
    if any(x.id == card for x in view.seats[me].aside):
        return _("beside your fields")
    if any(x.id == card for x in view.leftover):
        return _("left lying")
    if view.hand is None and view.viewer == me and all(x.id != card for x in view.turned_up):
        # (the public view from the player's place, while their hand is hidden from the
        # others looking on: from the hand, not where in it)
        return _("from your hand")
    return _("turned up")


def sacrifice_ways(sacrifice: Sacrifice, view: View) -> str:
    """A sacrifice by its varieties in order, whichever cards of them it takes."""
    x, y = sacrifice.beans
    return _("Sacrifice ({pair}): a {first}, then a {second} on {field}").format(
        pair=sacrifice_pair(sacrifice.card), first=bean_word(BEAN_OF[x]),
        second=bean_word(BEAN_OF[y]), field=field_name(view, 1))


def describe(action: Action, view: View) -> str:
    """One action in words."""
    me = action.player
    hand = view.hand or []
    kind = view.decision.kind if view.decision else ""

    def where(field: int) -> str:
        if field >= len(view.seats[me].fields):
            return _("a new field {n}").format(n=field + 1)
        f = view.seats[me].fields[field]
        name = field_name(view, field)
        if f.bean is None:
            named = field < len(view.spec.field_names) and view.spec.field_names[field]
            return (_("{field} (empty)").format(field=name) if named
                    else _("empty field {n}").format(n=field + 1))
        # (beans and decree cards apart, as the field shows them: "2 Blue+1E → 4"; the
        # bohnometer counts all of them)
        decrees = decree_count(f)
        if decrees == f.count:  # (decree cards alone: "2 Bohnedikt → 3" read as a third
            # decree card to come, play-test)
            return _("{field} ({n} Bohnedikt there, {more} with it)").format(
                field=name, n=decrees, more=f.count + 1)
        variety = short(f.variety or f.bean)
        if 0 < decrees < f.count:
            variety += f"+{decrees}E"
        # (an 11th Blue Bean on a row of ten earns nothing: said, play-test)
        words = (_("{field} ({n} {variety} \u2192 {more}; it already pays its most)")
                 if f.next_coin_at is None and f.bean != Bean.EDICT
                 else _("{field} ({n} {variety} \u2192 {more})"))
        return words.format(
            field=name, n=f.count - (decrees if decrees < f.count else 0), variety=variety,
            more=f.count + 1)

    def held(card: int) -> str:
        return held_where(view, me, card)

    def who(p: int | None) -> str:
        return "?" if p is None else view.seats[p].name

    def giving(cards: tuple[int, ...]) -> str:
        return ", ".join(_("{card} ({where})").format(card=card_word(c), where=held(c))
                         for c in cards)

    match action:
        case Plant(card=c, field=i, enchant=True):
            # (not "field 2 (1 Princess -> 2)": read as two Princess Beans, where the field
            # then holds two of the card planted)
            lone = view.seats[me].fields[i].bean
            return _("Plant the {card} on {field} with the Enchantment of the Beans: its lone "
                     "{lone} counts as a {variety} too (2 {variety})").format(
                card=card_word(c), field=field_name(view, i),
                lone=short(lone) if lone is not None else "?", variety=short(BEAN_OF[c]))
        case Plant(card=c, field=i) if BEAN_OF[c] == Bean.EDICT:
            words = {"place_left": _("Plant the left-over {card} on {field} (while a decree "
                                     "lies on top, a harvest there pays nothing)"),
                     "plant_offer": _("Plant the offered {card} on {field} (while a decree "
                                      "lies on top, a harvest there pays nothing)")}.get(
                kind, _("Plant the {card} on {field} (while a decree lies on top, a harvest "
                        "there pays nothing)"))
            return words.format(card=card_word(c), field=field_name(view, i))
        case Plant(card=c, field=i) if kind in ("place_left", "plant_offer"):
            words = (_("Plant the left-over {card} on {field}") if kind == "place_left"
                     else _("Plant the offered {card} on {field}"))
            return words.format(card=card_word(c), field=where(i))
        case Plant(card=c, field=i):
            words = _("Plant the {card} on {field}")
            if kind == "plant_aside":
                turned = any(x.id == c for x in view.turned_up) and me == view.active
                words = (_("Plant the {card} (turned up) on {field}") if turned
                         else _("Plant the {card} (received) on {field}"))
            return words.format(card=card_word(c), field=where(i))
        case Harvest(field=i):
            return harvest_words(view, me, i)
        case Tuck(card=c) if kind == "plant_aside":
            return _("Tuck the received {card} behind your hand (Full Pockets)").format(
                card=card_word(c))
        case Tuck(card=c):
            return _("Tuck the {card} behind your hand").format(card=card_word(c))
        case Discard(card=c) if kind == "place_left":
            return _("Discard the left-over {card}").format(card=card_word(c))
        case Discard(card=c):
            return _("Discard the turned-up {card} (nobody took it)").format(
                card=card_word(c))
        case UseAbility(field=i, target=t, attack_spell=sp):
            bean = view.seats[me].fields[i].bean
            assert bean is not None
            name = _("{variety} ({field})").format(variety=variety_name(bean),
                                                   field=field_name(view, i))
            if bean == Bean.PICKER:
                return _("{name}: pull the last hand card of {who}").format(name=name,
                                                                            who=who(t))
            if bean == Bean.SWORD:
                n = view.seats[t].coin_count if t is not None else 0
                words = (_("{name}: attack {who} ({coins}), showing two coins to choose "
                           "from (Attack Spell)") if sp
                         else _("{name}: attack {who} ({coins})"))
                return words.format(name=name, who=who(t), coins=n_coins(n))
            if bean == Bean.MEAN:
                words = (_("{name} with the Attack Spell: every fellow player shows a coin, "
                           "the low ones go") if sp
                         else _("{name}: every fellow player shows a coin, the low ones go"))
                return words.format(name=name)
            if bean == Bean.WHITE:
                n = view.seats[me].fields[i].count
                words = (_("{name}: draw the top card, plant it or tuck it") if n >= 4
                         else _("{name}: draw the top card behind your hand"))
                return words.format(name=name)
            if bean == Bean.MAGIC:
                n = 2 if view.seats[me].fields[i].count >= 4 else 1
                # ("turn up to 1 spell card face up" read oddly: play-test)
                return ngettext("{name}: turn a spell card face up",
                                "{name}: turn up to {n} spell cards face up", n).format(
                                    name=name, n=n)
            return name
        case ActivateWithBean(bean=b, spell=s):
            pos = next((k + 1 for k, x in enumerate(hand) if x.id == b), "?")
            return _("Discard the Magic Bean at hand place {n} to turn {spell} face "
                     "up").format(n=pos, spell=spell_word(s))
        case Activate(spell=s):
            return _("Turn {spell} face up").format(spell=spell_word(s))
        case Cast(spell=s):
            return _("Use {spell}: {text}").format(spell=spell_word(s),
                                                   text=_(SPELL_CARDS[s].text))
        case Swap(target=t, slot=j):
            return _("Spell Card Swap: give it to {who} for their face-down spell "
                     "{n}").format(who=who(t), n=j + 1)
        case KeepSwapped(face_up=up):
            return (_("Keep the new spell face up (active)") if up
                    else _("Keep the new spell face down"))
        case Retuck(src=a, dst=b):
            return _("Re-tuck: move the hand card at place {src} to place {dst}").format(
                src=a + 1, dst=b + 1)
        case ChooseCoin(index=k):
            shown = view.decision.coins if view.decision else []
            if k < len(shown):
                bean = shown[k].bean
                nothing = N_("nothing happens")
                effect = _(SWORD_TABLE.get(bean, nothing))
                return _("Let the {coin} coin count: {effect}").format(coin=bean_word(bean),
                                                                      effect=effect)
            return _("Let coin {n} count").format(n=k + 1)
        case Offer(to=to, give=give, ask=ask):
            offer = offer_words(list(give), list(ask))
            if len(to) > 1:
                return _("Offer to all fellow players: {offer}").format(offer=offer)
            return _("Offer to {who}: {offer}").format(who=who(to[0]), offer=offer)
        case CounterOffer(give=give, ask=ask):
            return _("Counter-offer: {offer}").format(offer=offer_words(list(give),
                                                                        list(ask)))
        case Accept(cards=cs):
            if not cs:
                return _("Accept")
            return _("Accept, giving {cards}").format(cards=giving(cs))
        case Refuse():
            return _("Refuse")
        case Conclude(partner=q, cards=cs):
            if cs:
                return _("Deal with {who}'s counter-offer, giving {cards}").format(
                    who=who(q), cards=giving(cs))
            answers = view.trade.answers if view.trade is not None else {}
            answer = answers.get(q)
            if answer is not None and answer.status == "counter":  # one asking for nothing
                return _("Deal with {who}'s counter-offer").format(who=who(q))
            if all(a.status != "counter" for a in answers.values()):
                # (only acceptances: "(they accepted)" on every line said nothing, play-test)
                return _("Deal with {who}").format(who=who(q))
            return _("Deal with {who} (they accepted)").format(who=who(q))
        case BuyField():
            return _("Buy a third field for {coins}").format(coins=n_coins(field_price(view)))
        case Sacrifice(card=sc, beans=(x, y)):
            return _("Sacrifice ({pair}): plant the {card} ({where}), then the {other} "
                     "({other_where}) on {field}").format(
                         pair=sacrifice_pair(sc), card=card_word(x), where=held(x),
                         other=card_word(y), other_where=held(y), field=field_name(view, 1))
        case DropSacrifice():
            front = hand[0].id if hand else None
            if front is not None and BEAN_OF[front] == Bean.SACRIFICE:
                return _("Drop the sacrifice card ({pair}) from the front of your "
                         "hand").format(pair=sacrifice_pair(front))
            return _("Drop the sacrifice card from the front of your hand")
        case DrawSacrifice():
            return _("Draw a sacrifice card behind your hand")
        case Done():
            return done_words(view)
    return str(action)
