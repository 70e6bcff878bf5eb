"""Words and colours for cards, fields and actions: the one place the app turns
views and typed actions into text a player reads.

Every bean variety has a colour *and* a letter (``rules.cards.VARIETIES``), so
colour-blind players and 16-colour terminals can tell them apart: a card is
always drawn as ``[S] Sword``, never by colour alone.
"""

from __future__ import annotations

from typing import Any

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
    BuyField,
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
    DrawSacrifice,
    DropSacrifice,
    Harvest,
    KeepSwapped,
    OfferStart,
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

from .games import GAMES

# The other games of the rulebooks (``rules.variants``) are imported only when one is
# played: importing them all costs the table's first frame some 20 ms.

def _decree(card: int) -> Any:
    from rules.variants.bohnedikt_cards import DECREE_OF

    return DECREE_OF[card]


def _sacrifice(card: int) -> tuple[Bean, Bean]:
    from rules.variants.bohnedikt_cards import SACRIFICE_OF

    return SACRIFICE_OF[card]


def _field_names(variant: str) -> tuple[str, ...]:
    if variant == "excalibohn":
        return ()
    from rules.variants import FIELD_NAMES

    return FIELD_NAMES.get(variant, ())


_TITLES = {name: title for name, title, _, _ in GAMES}

#: The 16 ANSI colours, so the same picture appears with TERM=xterm.  Excalibohn's seven
#: varieties never share a table with the classic ones, so the two sets are distinct
#: within themselves; the letter is always drawn beside the colour.
COLOURS: dict[Bean, str] = {
    Bean.PICKER: "green",
    Bean.CAP: "yellow",
    Bean.MEAN: "red",
    Bean.WHITE: "bright_white",
    Bean.MAGIC: "magenta",
    Bean.PRINCESS: "cyan",
    Bean.SWORD: "bright_blue",
    # classic Bohnanza, Bohnedikt
    Bean.BLUE: "bright_blue",
    Bean.CHILI: "bright_red",
    Bean.STINK: "yellow",
    Bean.GREEN: "bright_green",
    Bean.SOY: "bright_yellow",
    Bean.BLACK_EYED: "bright_white",
    Bean.RED: "red",
    Bean.GARDEN: "cyan",
    Bean.EDICT: "bright_cyan",
    Bean.SACRIFICE: "white",
}


def colour(bean: Bean) -> str:
    return COLOURS[bean]

ROMAN = ("0", "I", "II", "III", "IV", "V", "VI")

PHASE_WORDS = {
    "1a": "phase 1a: planting from the hand",
    "1b": "phase 1b: bean abilities and spells",
    "2": "phase 2: turning up and trading",
    "3": "phase 3: planting traded and turned-up cards",
    "4": "phase 4: drawing",
    "over": "the game is over",
    # the other games of the rulebooks (rules.variants)
    "1": "phase 1: planting from the hand",
    "1\u00bd": "phase 1\u00bd: the magic phase",
    "end": "the end: everyone plants out their hand",
}
#: Bohnedikt for two has a five-phase turn of its own
DUEL_PHASE_WORDS = {
    "1": "phase 1: placing the beans left lying",
    "2": "phase 2: turning up the offer",
    "3": "phase 3: the opponent may sacrifice with the offer",
    "4": "phase 4: planting from the offer",
    "5": "phase 5: drawing",
}


def phase_words(view: View) -> str:
    """The phase in words, as the game being played counts its phases."""
    if len(view.seats) == 2 and view.phase in DUEL_PHASE_WORDS:
        return DUEL_PHASE_WORDS[view.phase]
    if view.phase == "4" and view.variant.startswith("bohnedikt"):
        return "phase 4: drawing four cards"
    return PHASE_WORDS.get(view.phase, f"phase {view.phase}")


def variant_has_spells(variant: str) -> bool:
    """Whether this game has spell cards at all (classic Bohnanza and Bohnedikt do not)."""
    return variant in ("excalibohn", "rabohnzel")


def has_spells(view: View) -> bool:
    return variant_has_spells(view.variant)


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
    also say what is printed on them (``[E] Market Day``, ``[O] Blue+Chili``)."""
    bean = BEAN_OF[card]
    if bean == Bean.EDICT:
        return _special_chip(bean, _decree(card).name)
    if bean == Bean.SACRIFICE:
        a, b = _sacrifice(card)
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
        return f"[E] decree card {_decree(card).name}"
    if bean == Bean.SACRIFICE:
        return f"[O] sacrifice card ({sacrifice_pair(card)})"
    return bean_word(bean)


def sacrifice_pair(card: int) -> str:
    a, b = _sacrifice(card)
    return f"{short(a)} and {short(b)}"


def field_name(view: View, index: int) -> str:
    """``field 2``, or the field's own name where the game names its fields."""
    names = _field_names(view.variant)
    if index < len(names) and index < 2:
        return names[index]
    return f"field {index + 1}"


def field_price(view: View) -> int:
    """Coins a third field costs in this game (0: no field can be bought)."""
    if view.variant == "excalibohn":
        return 0
    from rules.variants import VARIANTS

    game = VARIANTS.get(view.variant)
    price = getattr(game, "field_price", None)
    return price(len(view.seats)) if price is not None else 0


def spell_word(card: int) -> str:
    return SPELL_CARDS[card].name


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def field_text(view: View, seat: int, index: int, compact: bool = True) -> Text:
    """``[S] Sword x3 1c/6`` (compact: 1 coin now, the next at 6 cards), or ``empty``."""
    f = view.seats[seat].fields[index]
    out = Text(field_label(view, index, compact) + ":", style="dim")
    if f.bean is None:
        out.append(" empty", style="dim")
        return out
    out.append(" ")
    # Bohnedikt's Bisch-Hof: decree cards lie beside the variety grown there; the field
    # is named by that variety, and the coins are those of the card planted last
    grown = next((c.bean for c in f.cards if c.bean != Bean.EDICT), f.bean)
    out.append_text(chip(grown))
    out.append(f" x{f.count}", style="bold")
    decrees = sum(1 for c in f.cards if c.bean == Bean.EDICT)
    if decrees and decrees < f.count:
        on_top = f.bean == Bean.EDICT
        if compact:
            words = f" ({decrees}E{' on top' if on_top else ''})"
        else:
            words = f" ({plural(decrees, 'decree')}{', one on top' if on_top else ''})"
        out.append(words, style=colour(Bean.EDICT))
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


def field_label(view: View, index: int, compact: bool = True) -> str:
    """The short label before a field on the board: ``1``, or Bohnedikt's ``Bisch-Hof``
    (``BH`` when compact)."""
    names = _field_names(view.variant)
    if index < len(names) and index < 2:
        name = names[index].removeprefix("the ")
        return "".join(w[0] for w in name.replace("-", " ").split()) if compact else name
    return str(index + 1)


def field_words(view: View, seat: int, index: int) -> str:
    f = view.seats[seat].fields[index]
    where = field_name(view, index)
    if f.bean is None:
        return f"{where} (empty)"
    return f"{where} ({f.count} {short(f.bean)})"


def harvest_words(view: View, seat: int, index: int) -> str:
    f = view.seats[seat].fields[index]
    where = field_name(view, index)
    if f.bean is None:
        return f"{where[0].upper()}{where[1:]} is empty"
    nxt = f" (next coin at {f.next_coin_at})" if f.next_coin_at is not None else " (maximum)"
    what = (plural(f.count, short(f.bean) + ' Bean') if f.bean != Bean.EDICT
            else plural(f.count, "card") + ", a decree on top")
    return f"Harvest {where}: {what} -> {plural(f.coins_now, 'coin')}{nxt}"


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
    kind = view.decision.kind if view.decision else ""

    def where(field: int) -> str:
        if field >= len(view.seats[me].fields):
            return f"a new field {field + 1}"
        f = view.seats[me].fields[field]
        name = field_name(view, field)
        if f.bean is None:
            return f"{name} (empty)" if name[0] != "f" else f"empty {name}"
        return f"{name} ({f.count} {short(f.bean)} -> {f.count + 1})"

    def held(card: int) -> str:
        """Where the viewer holds a card a sacrifice may use."""
        for k, x in enumerate(hand):
            if x.id == card:
                return f"hand place {k + 1}"
        if any(x.id == card for x in view.seats[me].aside):
            return "beside your fields"
        if card in view.extra.get("leftover", ()):
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
        case Discard(card=c) if kind == "place_left":
            return f"Discard the left-over {card_word(c)}"
        case Discard(card=c):
            why = "Trade Spell" if has_spells(view) else "Compost"
            return f"Discard the turned-up {card_word(c)} ({why})"
        case Tuck(card=c) if kind == "plant_aside":
            return f"Tuck the received {card_word(c)} behind your hand (Full Pockets)"
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
    "duel_offer": "Push the offer back (no sacrifice with it)",
    "plant_offer": "Plant no more: leave the rest of the offer lying",
}


def done_words(view: View) -> str:
    kind = view.decision.kind if view.decision else ""
    if kind == "magic" and view.variant == "rabohnzel":
        return "End the magic phase (1\u00bd) and turn up cards for trading"
    if kind == "plant_offer" and view.turned_up:
        other = view.seats[1 - view.active].name if len(view.seats) == 2 else "the others"
        return f"Plant no more: leave the rest of the offer lying for {other}"
    return DONE_WORDS.get(kind, "Done")


def offer_words(give: list[int], ask: list[Bean]) -> str:
    g = ", ".join(card_word(c) for c in give) or "nothing"
    a = ", ".join(bean_word(b) for b in ask) or "nothing"
    return f"gives {g}; asks for {a}"


def card_details(card: int) -> str:
    """The details of one card: a bean variety's, or what a Bohnedikt decree or sacrifice
    card says (their type alone would not tell the player which one they hold)."""
    bean = BEAN_OF[card]
    if bean == Bean.EDICT:
        d = _decree(card)
        kind = "helps the active player's trading" if d.helps else "restricts trading"
        return (f"[E] Decree card: {d.name} (it {kind}).\n\n{d.text}\n\n"
                f"{VARIETIES[bean].ability}")
    if bean == Bean.SACRIFICE:
        a, b = _sacrifice(card)
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


# ------------------------------------------------- the other games of the rulebooks


def opening_words(view: View) -> str:
    """The announcement at the deal: who starts, and what everyone was dealt."""
    start = view.seats[view.active].name
    if view.variant in ("excalibohn", "rabohnzel"):
        return (f"{start} holds the spell card with the most Groschen and starts.\n\n"
                "Every player has 5 cards and one face-down spell card.")
    text = f"Lots were drawn: {start} starts.\n\n"
    if view.variant == "bohnanza":
        return text + "Every player has 5 cards and two fields; a third field costs 3 coins."
    if len(view.seats) == 2:
        return text + ("Each of you has 6 beans, two sacrifice cards and three fields: the "
                       "Bisch-Hof, Gottes Acker and a third field.")
    sizes = ", ".join(f"{s.name} {s.hand_size - 1}" for s in view.seats)
    return text + (f"Beans dealt: {sizes}; everyone also holds one sacrifice card behind "
                   f"the hand. A third field costs {plural(field_price(view), 'coin')}.")


def variant_prompt(view: View) -> Text | None:
    """What the viewer is asked in a decision only the other games have (None: the
    ordinary prompt fits)."""
    me = view.viewer
    d = view.decision
    if me is None or d is None or d.player != me:
        return None
    hand = view.hand or []
    t = Text()
    kind = d.kind
    if kind in ("plant_front", "plant_second", "plant_out") and hand and \
            hand[0].bean == Bean.SACRIFICE:
        t.append("Your front card is the ")
        t.append(card_word(hand[0].id), style="bold")
        t.append(": fulfil it or drop it to reach the bean behind it.")
        return t
    if kind == "plant_out" and hand:
        t.append("The game is ending: plant out your hand, card by card. Your front card "
                 "is the ")
        t.append(card_word(hand[0].id), style="bold")
        t.append(".")
        return t
    if kind == "pay":
        owed = len(view.seats)
        have = view.seats[me].coin_count
        t.append(f"Everyone pays {plural(owed, 'coin')}. You hold {have}: harvest a field "
                 "until you can pay (or have nothing left to harvest).", style="bold")
        return t
    if kind == "place_left":
        left = view.extra.get("leftover", [])
        t.append("Place each bean your opponent left lying on one of your fields, or "
                 "discard it: ")
        t.append(", ".join(card_word(c) for c in left), style="bold")
        t.append(".")
        return t
    if kind == "duel_offer":
        t.append(f"{view.seats[view.active].name} offers: ")
        t.append(", ".join(card_word(c.id) for c in view.turned_up), style="bold")
        t.append(". You may fulfil one sacrifice with one of these beans and one from your "
                 "hand, or push the offer back.")
        return t
    if kind == "plant_offer":
        t.append("Plant the offered beans you want: ")
        t.append(", ".join(card_word(c.id) for c in view.turned_up) or "none left",
                 style="bold")
        t.append(". The rest is left lying for your opponent.")
        return t
    return None


def decree_lines(view: View) -> list[str]:
    """The decrees ruling this trading phase, each with its text."""
    return [f"{_decree(c).name}: {_decree(c).text}" for c in view.extra.get("decrees", ())]


def variant_title(view: View) -> str:
    """The game being played, as the status line names it."""
    if view.variant == "bohnedikt" and len(view.seats) == 2:
        return "Bohnedikt for two"
    if view.variant == "bohnedikt-trade":
        return "Bohnedikt for two, trading"  # the status line has little room
    return _TITLES.get(view.variant, view.variant)
