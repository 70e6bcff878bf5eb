"""What the viewer may do now, as a short list of choices in words.

The legal actions are the single source of truth; this module only groups
them for people: an offer is composed in a dialog (the view says what it may hold,
the rules check it), the many Re-tuck moves become one "Re-tuck..." entry, and so on.
Harvests are reachable at any time with the harvest key, so they are listed
here only when a planting decision cannot go on without one (the cards fit
nowhere, or coins must be paid), together with the fields that may not be
harvested and why.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, field, replace

from rules import (
    BEAN_OF,
    Accept,
    Action,
    Activate,
    ActivateWithBean,
    Bean,
    BuyField,
    Conclude,
    Discard,
    Done,
    DrawSacrifice,
    DropSacrifice,
    Harvest,
    Plant,
    Refuse,
    Retuck,
    Sacrifice,
    Swap,
    Tuck,
    UseAbility,
    View,
)
from rules.cards import variety_name
from rules.fields import first_alike
from rules.i18n import N_, _
from rules.words import and_list, card_list

from .text.actions import describe
from .text.cards import card_word, spell_word
from .text.fields import field_name, harvest_words, protected_reason
from .text.prompts import opponent

PLANTING = frozenset({"plant_front", "plant_second", "flow", "fellow_plant", "tuck_or_plant",
                      "plant_aside",
                      # the other games (rules.variants): planting out the hand at
                      # Bohnedikt's end, the two-player turn's left-over and offered beans,
                      # and paying coins (which is harvesting until one can pay)
                      "plant_out", "place_left", "plant_offer", "pay"})


#: the plantings whose card is the front card of the hand
#: (with the Magic Card Flow's plantings: "Plant the [M] Mean Bean on empty field 2" named
#: the front card of a hand hidden from the others, play-test)
FROM_THE_HAND = frozenset({"plant_front", "plant_second", "fellow_plant", "plant_out", "flow"})

SACRIFICE_TITLE = N_("Sacrifice: which beans go on Gottes Acker, in which order? (the last "
                     "one planted decides the variety)")


@dataclass
class Choice:
    label: str
    #: "apply" (submit ``actions[0]``), "offer" (compose an offer to ``to``, as the
    #: view's ``offer`` allows), "counter", "accept" (pick which cards), "retuck", "swap",
    #: "pick" (pick one of ``actions`` in a dialog titled ``title``), "none" (shown only)
    kind: str
    actions: list[Action] = field(default_factory=list)
    disabled: bool = False
    title: str = ""
    #: the partner(s) an offer goes to
    to: tuple[int, ...] = ()
    #: a disabled choice that keeps its number all the same (Accept, when the offer cannot
    #: be accepted: 1 is always Accept and 2 Refuse); its label says why not
    keeps_number: bool = False
    #: "Plant the X: it fits none of your fields, harvest one first...": the card X, which
    #: goes on the field the harvest picked empties (the player chose to plant it)
    plants: int | None = None


def choices(view: View, legal: list[Action],
            why_not: Callable[[Action], str | None] | None = None,
            moves: Collection[Action] = ()) -> list[Choice]:
    """The viewer's choices now, in a stable order (planting first, Done last).
    ``why_not``: the rules' reason an action is refused (``Game.why_not``), for a choice
    shown disabled so that the numbers keep their meaning (Accept is always 1).
    ``moves``: the legal actions outside this decision (``Game.moves``: what may be
    done at any time), listed after Done."""
    me = view.viewer
    assert me is not None
    decision = view.decision
    kind = decision.kind if decision else ""
    out: list[Choice] = []
    discards = [a for a in legal if isinstance(a, Discard)]
    legal = _without_twins(view, legal)
    accepts = [a for a in legal if isinstance(a, Accept)]
    retucks = [a for a in legal if isinstance(a, Retuck)]
    swaps = [a for a in legal if isinstance(a, Swap)]
    harvests = [a for a in legal if isinstance(a, Harvest)]
    sacrifices = [a for a in legal if isinstance(a, Sacrifice)]
    done: list[Choice] = []
    #: what may be done at any time (``any_time_choices``, offered with the harvest key
    #: too): after Done, so that a coin more in hand or a sacrifice card drawn never moves
    #: the numbers of this decision's own choices ("End trading" stays 4 with three)
    late: list[Choice] = []
    # (the magic phase is where spells are used: a spell it turned face up is one of its
    # own choices, before "End phase 1b", not after it where a "1" typed on ends the phase)
    anytime = ([a for a in moves if not isinstance(a, Harvest)]
               if kind not in ("pay", "magic") else [])
    for a in legal:
        if isinstance(a, Accept | Retuck | Swap | Harvest | Sacrifice):
            continue
        if a in anytime or (isinstance(a, BuyField | DropSacrifice | DrawSacrifice)
                            and kind != "pay"):
            late.append(Choice(describe(a, view), "apply", [a]))
            continue
        c = _with_its_spell(view, a) or Choice(describe(a, view), "apply", [a])
        if any(o.label == c.label for o in out):
            # two cards alike in every way the player can see (two turned-up Mean Beans
            # for the same field): one choice is enough
            continue
        alike = _first_alike_field(view, a)
        if alike is not None and any(o.label == describe(replace(a, field=alike), view)
                                     for o in out):
            continue  # the same card on another empty field just like this one
        if isinstance(a, Done):
            done.append(c)
        else:
            out.append(c)
    out = _rows_first(view, out)
    if len(discards) > 1:  # the Trade Spell's cards nobody took, in one key (a key for
        # each of three, play-test), after the one of each
        last = max(k for k, c in enumerate(out) if c.actions and isinstance(c.actions[0], Discard))
        out.insert(last + 1, Choice(_("Discard every turned-up card nobody took: {cards}").format(
            cards=card_list(a.card for a in discards)), "apply", discards))
    offer = view.offer
    if offer is not None and me in _awaited(view):
        if offer.counter:
            whom = view.trade.by if view.trade is not None else None
            out.append(Choice(_("Make a counter-offer to {name}...").format(
                name=view.seats[whom].name) if whom is not None
                else _("Make a counter-offer..."), "counter"))
        else:  # one choice per partner: its number chooses the partner too
            out[:0] = [Choice(_("Offer to {partner}...").format(partner=partner_words(view, to)), "offer",
                              to=to)
                       for to in offer.partners]
    if (kind == "respond" and not accepts and why_not is not None
            and me in _awaited(view)):
        why = why_not(Accept(me, ()))
        if why:
            # (with the Accept it stands for: ``for_onlookers`` hides it with the others)
            out.insert(0, Choice(_("Accept (not possible). {reason}").format(reason=why),
                                 "none", [Accept(me, ())], disabled=True, keeps_number=True))
    if (kind == "respond" and not any(isinstance(a, Refuse) for a in legal)
            and why_not is not None and me in _awaited(view)):
        # (a decree that forbids refusing: Refuse stays 2, and says why it is not there)
        why = why_not(Refuse(me))
        if why:
            # (after an Accept that is not possible; a possible one goes in front below)
            out.insert(1 if out and out[0].keeps_number else 0, Choice(
                _("Refuse (not possible). {reason}").format(reason=why), "none",
                disabled=True, keeps_number=True))
    if accepts:
        if len(accepts) == 1:
            out.insert(0, Choice(describe(accepts[0], view), "apply", accepts))
        else:
            out.insert(0, Choice(_("Accept (choose which of your cards)..."), "accept", accepts))
    if swaps:
        (late if swaps[0] in anytime else out).append(Choice(
            _("Spell Card Swap: trade it for a fellow player's face-down spell..."),
            "swap", swaps))
    if retucks:
        (late if retucks[0] in anytime else out).append(Choice(
            _("Re-tuck Spell: move one of your hand cards..."), "retuck", retucks))
    if len(sacrifices) == 1:
        late.append(Choice(describe(sacrifices[0], view), "apply", sacrifices))
    elif sacrifices:
        late.append(Choice(_("Fulfil a sacrifice: choose the beans and their order..."),
                           "pick", sacrifices, title=_(SACRIFICE_TITLE)))
    # a harvest is listed only where it must come first: when nothing can be planted now
    # (or coins must be paid), with the fields that may not be harvested and why.
    # Otherwise the harvest key reaches it, and a second digit typed after a planting
    # never harvests the field just planted.
    # (a planting with the Enchantment of the Beans is a spell's way out, not a fit: a
    # harvest may be what the player wants instead, so it is listed beside it)
    blocked = (kind in PLANTING and decision is not None and me in _awaited(view)
               and not any(isinstance(a, Plant) and not a.enchant for a in legal))
    # (a sacrifice card in front is no bean to plant: no harvest makes room for it, where
    # the front card is what is planted; beside the fields in phase 3 it changes nothing)
    sacrifice_first = (kind in FROM_THE_HAND and bool(view.hand)
                       and view.hand[0].bean == Bean.SACRIFICE)
    if blocked and kind == "plant_second" and view.hand:
        # the next front card fits nowhere: its planting keeps number 1, dimmed, and "Plant
        # no second card" its number after it, so that the harvests come after both (a
        # "1" or "2" typed as on the turn before never harvests the field just planted)
        card = card_word(view.hand[0].id)
        if sacrifice_first or not harvests:
            out.insert(0, Choice(
                _("Plant a second card (your front card is the {card}: fulfil or drop it "
                  "first)").format(card=card) if sacrifice_first
                else _("Plant the {card} (it fits none of your fields: harvest one "
                       "first)").format(card=card), "none", disabled=True, keeps_number=True))
        else:  # its number harvests for it (it did nothing but tell)
            out.insert(0, _after_a_harvest(view, view.hand[0].id, harvests))
        out[1:1] = done
        done = []
    if kind == "plant_aside" and not blocked and me in _awaited(view):
        out += _unplantable_aside(view, legal, harvests)
    elif kind == "plant_offer" and not blocked and me in _awaited(view):
        # (planting the offer is optional: after "Plant no more", which keeps its place
        # right after the plantings, as it does when nothing fits)
        late[:0] = _unplantable_aside(view, legal, harvests)
    blocked = blocked and not sacrifice_first
    if (kind in PLANTING and decision is not None and me in _awaited(view)
            and (kind == "pay" or blocked)):
        if done and kind != "pay":
            # planting is optional here (the offer of phase 4 in the game for two): Done
            # first, and the harvests behind one entry that asks which field, so that a
            # number meant for Done, or for a planting just made, never harvests a field
            out += done
            done = []
            if harvests and (kind != "plant_offer" or view.turned_up):  # (room for it)
                out.append(Choice(_("Harvest a field to make room..."), "pick", harvests,
                                  title=_("Harvest a field")))
            return out + late
        # (a card taken to tuck or plant that fits no field: each harvest plants it after,
        # on the field it empties; "Harvest field 2" alone left one more key, play-test)
        taken = (decision.card.id if kind == "tuck_or_plant" and decision.card is not None
                 else None)
        out += [_after_a_harvest(view, taken, [a])
                if taken is not None and not view.seats[me].fields[a.field].closes
                else Choice(describe(a, view), "apply", [a]) for a in harvests]
        # the fields barred for one reason, told once (the protection rule's words in
        # full for each of two fields left the hand one line at 100x30: play-test)
        barred: dict[str, list[str]] = {}
        for i, _f in enumerate(view.seats[me].fields):
            reason = protected_reason(view, me, i)
            if reason:
                barred.setdefault(reason, []).append(field_name(view, i))
        for reason, names in barred.items():
            where = and_list(names)
            where = f"{where[0].upper()}{where[1:]}"
            words = (_("{field} cannot be harvested. {reason}").format(field=where, reason=reason)
                     if len(names) == 1 else _("{fields} cannot be harvested. {reason}").format(
                         fields=where, reason=reason))
            out.append(Choice(words, "none", disabled=True))
    if kind == "magic" and why_not is not None and me in _awaited(view):
        out += _abilities_not_now(view, legal, why_not)
    if kind == "conclude" and why_not is not None and me in _awaited(view):
        out += _no_deals(view, legal, why_not)
    if not done:  # (a decision with no Done: a sacrifice card in front waits for one; or
        # Done moved before the harvests, above)
        return late + out if _front_sacrifice(view, kind) else out + late
    return out + done + late


def _no_deals(view: View, legal: list[Action],
              why_not: Callable[[Action], str | None]) -> list[Choice]:
    """The answers to the viewer's offer that no deal can be closed with, dimmed, with the
    rules' reason (the list read only "Take none of the answers" where a counter-offer
    asked for what a decree forbade: play-test)."""
    me = view.viewer
    if view.trade is None or me is None:
        return []
    dealt = {a.partner for a in legal if isinstance(a, Conclude)}
    out = []
    for q, answer in view.trade.answers.items():
        if answer.status in ("accept", "counter") and q not in dealt:
            why = why_not(Conclude(me, q))
            if why:
                out.append(Choice(_("No deal with {name}: {reason}").format(
                    name=view.seats[q].name, reason=why), "none", [Conclude(me, q)],
                    disabled=True))
    return out


def _with_its_spell(view: View, a: Action) -> Choice | None:
    """A Magic Bean row's ability where one face-down spell card is all it could turn
    face up: the ability and that spell in one choice ("turn the Attack Spell face up"),
    not the ability and then a list of that one spell or none (a play-tester's extra
    key).  None for any other action."""
    if not isinstance(a, UseAbility) or a.player != view.viewer:
        return None
    if view.seats[a.player].fields[a.field].bean != Bean.MAGIC:
        return None
    down = [sp.card for sp in view.seats[a.player].spells
            if not sp.face_up and sp.card is not None]
    if len(down) != 1:
        return None
    name = _("{variety} ({field})").format(variety=variety_name(Bean.MAGIC),
                                            field=field_name(view, a.field))
    return Choice(_("{name}: turn {spell} face up").format(name=name, spell=spell_word(down[0])),
                  "apply", [a, Activate(a.player, down[0])])


def _rows_first(view: View, out: list[Choice]) -> list[Choice]:
    """Each card's plantings on a field that already grows beans before those on an empty
    field, in the places its plantings had: "1" is the natural move, the row it extends
    (listed by field, an empty field 1 came first, and a "1" typed as usual started a
    second row of the same beans)."""
    def empty(c: Choice) -> bool:
        a = c.actions[0]
        assert isinstance(a, Plant)
        return view.seats[a.player].fields[a.field].count == 0

    places: dict[int, list[int]] = {}
    for k, c in enumerate(out):
        a = c.actions[0] if c.actions else None
        if isinstance(a, Plant) and not a.enchant:
            places.setdefault(a.card, []).append(k)
    result = list(out)
    for ks in places.values():
        for k, c in zip(ks, sorted((out[k] for k in ks), key=empty), strict=True):
            result[k] = c
    return result


def _abilities_not_now(view: View, legal: list[Action],
                       why_not: Callable[[Action], str | None]) -> list[Choice]:
    """Phase 1b: each row that still gives its ability but cannot use it now, shown (not
    chosen) with the rules' reason: a Sword Bean with no fellow player holding coins was
    simply missing from the list, and a play-tester looked for it."""
    me = view.viewer
    assert me is not None
    usable = {a.field for a in legal if isinstance(a, UseAbility)}
    out: list[Choice] = []
    for i, f in enumerate(view.seats[me].fields):
        if not f.use or i in usable or f.bean is None:
            continue
        reason = why_not(UseAbility(me, i))
        if reason:
            out.append(Choice(_("{variety} ({field}): not now. {reason}").format(
                variety=variety_name(f.bean), field=field_name(view, i), reason=reason),
                "none", disabled=True))
    return out


def _unplantable_aside(view: View, legal: list[Action],
                       harvests: list[Harvest]) -> list[Choice]:
    """The cards lying that the decision lets the viewer plant (``DecisionView.places``:
    beside their fields, and the turned-up ones for the active player; in the game for
    two, the offer's) that fit none of their fields while others do:
    each asks which field to harvest for it, as the fitting ones are planted.  The cards
    may be planted in any order, harvesting between: planting the fitting ones first can
    leave only a row one would rather keep to harvest (the protection rule), so a card
    that fits nowhere must be reachable before them, not only after."""
    assert view.decision is not None
    # varieties that need no entry: each fits somewhere (without a spell), or has one
    listed = {BEAN_OF[a.card] for a in legal if isinstance(a, Plant) and not a.enchant}
    lying = view.decision.places
    out: list[Choice] = []
    for c in lying:
        if c.bean in listed:
            continue
        listed.add(c.bean)
        if harvests:
            out.append(_after_a_harvest(view, c.id, harvests))
        else:
            out.append(Choice(_("Plant the {card} (it fits none of your fields: harvest one "
                                "first)").format(card=card_word(c.id)), "none",
                              disabled=True))
    return out


def _after_a_harvest(view: View, card: int, harvests: list[Harvest]) -> Choice:
    """Plant ``card``, which fits none of the viewer's fields, on the field a harvest
    empties: where several fields may be harvested, its entry asks which; where the
    protection rule leaves one, the entry is that harvest and says so (a dialog of one
    line was a key for nothing).  A harvest that closes its field (the Bean Field
    Spell's) makes no room: the card needs a second one, and the entry says so."""
    fields = view.seats[view.viewer].fields
    if any(fields[a.field].closes for a in harvests):
        words = _("Plant the {card}: it fits none of your fields; harvest twice first (the "
                  "first harvest closes its field)...")
    elif len(harvests) == 1:
        return Choice(_("{harvest}, then plant the {card} there").format(
            harvest=harvest_words(view, view.viewer, harvests[0].field),
            card=card_word(card)), "apply", list(harvests), plants=card)
    else:
        words = _("Plant the {card}: it fits none of your fields, harvest one first...")
    return Choice(words.format(card=card_word(card)), "pick", list(harvests),
                  title=_("Harvest a field"), plants=card)


def names_hand_cards(c: Choice) -> bool:
    """Whether a choice's words name cards of the viewer's hand: a sacrifice's (which
    beans it takes, where they are)."""
    return any(isinstance(a, Sacrifice | DropSacrifice) for a in c.actions)


#: the choices whose dialog lists the viewer's hand card by card (a Re-tuck Spell moves
#: one of them), or that only show it ("look": the ways to accept an offer, which tell
#: what the hand holds): while the hand is hidden from the others, choosing one shows it
SHOWS_HAND = frozenset({"retuck", "look"})


def for_onlookers(out: list[Choice], public: View) -> list[Choice]:
    """The viewer's choices as the others looking on may read them while the viewer's hand
    is hidden from them (``public``: the rules' public view from the viewer's place): none
    whose words name cards of the hand (a sacrifice's), a deal's cards from the hand said
    to come from it but not from where (two deals that differ only there are one), and a
    choice whose dialog lists the hand saying so (choosing it shows the hand).
    An offer that asks the viewer for cards while they hold some is accepted with cards of
    the hand only with the hand in sight: which ways to accept it there are, or that
    there is none ("You hold no ..."), tells what the hand holds, and a refusal at a real
    table tells nobody whether the player could have accepted.  A way with turned-up
    cards alone is listed as before: everyone can tell it is there.
    The same holds for the deals with the counter-offers that ask the offering player for
    cards: "giving a Blue Bean (from your hand)", or "No deal with Ann: you hold no Blue
    Bean", told the one who had just answered what the hand holds (play-test); they are
    listed only with the hand in sight."""
    me = public.viewer
    holds = me is not None and public.seats[me].hand_size > 0
    d = public.decision
    if holds and d is not None and d.kind in FROM_THE_HAND and me in _awaited(public):
        # the front card is the hand's: each planting names it, and a harvest listed to
        # make room for it tells that it fits no field (play-test: the Enchantment of the
        # Fellow Players in phase 3, the hand hidden).  One entry shows the hand first;
        # the way not to plant stays
        return [Choice(_shows_hand(_("Plant your front card"), public), "look"),
                *(c for c in out if c.kind == "apply"
                  and all(isinstance(a, Done) for a in c.actions))]
    asked = public.trade is not None and bool(public.trade.ask) and holds
    countered = (holds and public.trade is not None and public.trade.by == me
                 and any(a.status == "counter" and a.ask for a in public.trade.answers.values()))
    # the cards everyone sees: a way to accept with them alone tells nothing of the hand
    seen = {x.id for x in [*public.turned_up, *public.leftover]}
    if public.trade is not None and public.trade.by == me:  # (one's own offer's cards too)
        seen |= {x.id for x in public.trade.give}
    kept: list[Choice] = []
    accepting: int | None = None  # where the ways to accept go in the list
    openly: list[Choice] = []
    for c in out:
        if names_hand_cards(c):
            continue
        if countered and c.actions and isinstance(c.actions[0], Conclude) and (
                c.kind == "none" or not set(c.actions[0].cards) <= seen):
            continue
        if asked and any(isinstance(a, Accept) for a in c.actions):
            accepting = len(kept) if accepting is None else accepting
            for a in c.actions:
                if c.kind != "none" and isinstance(a, Accept) and set(a.cards) <= seen:
                    way = Choice(describe(a, public), "apply", [a])
                    if all(o.label != way.label for o in openly):
                        openly.append(way)
            continue
        if c.kind == "apply" and isinstance(c.actions[0], Accept | Conclude):
            c = replace(c, label=describe(c.actions[0], public))
            if any(o.label == c.label for o in kept):
                continue
        elif c.kind in SHOWS_HAND:
            c = replace(c, label=_shows_hand(c.label.removesuffix("..."), public))
        kept.append(c)
    if accepting is not None:
        kept[accepting:accepting] = [
            *openly, Choice(_shows_hand(_("Accept with cards of your hand"), public), "look")]
    if countered:
        # (listed whether or not a deal with hand cards is possible, always in the same
        # place, after the deals everyone may read: where and that it is tells nothing)
        dealing = 1 + max((k for k, c in enumerate(kept)
                           if c.actions and isinstance(c.actions[0], Conclude)), default=-1)
        kept.insert(dealing, Choice(_shows_hand(_("Deal with cards of your hand"), public),
                                    "look"))
    return kept


def _shows_hand(choice: str, public: View) -> str:
    """A choice's words, saying that choosing it shows the hand (at a table of two, that
    the one opponent looks away: "the others" there, play-test)."""
    rival = None if public.viewer is None else opponent(public, public.viewer)
    if rival is not None:
        return _("{choice} (this shows your hand: {name} looks away)").format(
            choice=choice, name=rival)
    return _("{choice} (this shows your hand: the others look away)").format(choice=choice)


def _front_sacrifice(view: View, kind: str) -> bool:
    """Whether the front card the viewer must plant is a sacrifice card: fulfilling or
    dropping it is then this decision's own choice, listed first."""
    hand = view.hand or []
    return kind in FROM_THE_HAND and kind != "plant_second" and bool(hand) \
        and hand[0].bean == Bean.SACRIFICE


def _without_twins(view: View, legal: list[Action]) -> list[Action]:
    """``legal`` without the actions that leave the viewer exactly where another one does:
    taking a hand card instead of the one just before it, of the same variety (giving
    the Mean Bean at hand place 5 or at place 4 leaves the same hand), or planting a
    received card instead of a turned-up one alike when both must be planted."""
    hand = view.hand or []
    runs: dict[int, int] = {}
    for k, c in enumerate(hand):
        runs[c.id] = runs[hand[k - 1].id] if k and hand[k - 1].bean == c.bean else c.id
    decision = view.decision
    if (decision is not None and decision.kind == "plant_aside"
            and not any(isinstance(a, Discard | Tuck) for a in legal)):
        # every card beside the fields is planted this phase, turned up or received (no
        # Trade Spell discards a turned-up one, no decree tucks a received one): which
        # of two alike goes first changes nothing
        first: dict[Bean, int] = {}
        for c in decision.places:
            runs[c.id] = first.setdefault(c.bean, c.id)
    if len(set(runs.values())) == len(runs):
        return legal  # no two alike
    seen: set[object] = set()
    out = []
    for a in legal:
        if isinstance(a, Accept | Conclude):
            key: object = (type(a), getattr(a, "partner", None),
                           tuple(sorted(runs.get(c, c) for c in a.cards)))
        elif isinstance(a, Plant | Discard):
            key = replace(a, card=runs.get(a.card, a.card))
        elif isinstance(a, ActivateWithBean):
            key = replace(a, bean=runs.get(a.bean, a.bean))
        elif isinstance(a, Sacrifice):
            key = replace(a, beans=tuple(runs.get(c, c) for c in a.beans))
        else:
            key = a
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out


def _first_alike_field(view: View, a: Action) -> int | None:
    """For a planting on an empty field, the first empty field just like it
    (``rules.fields.first_alike``), if another than its own."""
    if not isinstance(a, Plant) or a.enchant:
        return None
    first = first_alike(view.spec, view.seats[a.player].fields, a.field)
    return first if first != a.field else None


def _awaited(view: View) -> set[int]:
    return {w.player for w in view.awaiting}


def partner_words(view: View, to: tuple[int, ...]) -> str:
    """Whom an offer goes to: a name, or all fellow players."""
    return view.seats[to[0]].name if len(to) == 1 else _("all fellow players")


def any_time_choices(view: View, legal: list[Action]) -> list[Choice]:
    """What a player may do at any time besides harvesting, in the other games of the
    rulebooks: buy a third field, fulfil, drop or draw a sacrifice card (offered with the
    harvest key, so that a player who is not being asked can do them too)."""
    out: list[Choice] = []
    legal = _without_twins(view, legal)
    sacrifices = [a for a in legal if isinstance(a, Sacrifice)]
    for a in legal:
        if isinstance(a, BuyField | DropSacrifice | DrawSacrifice):
            out.append(Choice(describe(a, view), "apply", [a]))
    if len(sacrifices) == 1:
        out.append(Choice(describe(sacrifices[0], view), "apply", sacrifices))
    elif sacrifices:
        out.append(Choice(_("Fulfil a sacrifice: choose the beans and their order..."), "pick",
                          sacrifices, title=_(SACRIFICE_TITLE)))
    return out


#: the decisions whose list keeps its numbers from one move to the next: phase 1b, where
#: a player makes several moves in one decision and types them from memory (after an
#: attack, its "2" meant for another one cast Magic Card Flow, and a "4" meant for an
#: attack ended the phase: play-tests), and the Magic Card Flow within it ("Stop the
#: Magic Card Flow" went 2, 1, 2, 3 as it ran, play-test). The others renumber: a
#: planting's list is new.
KEEPS_NUMBERS = frozenset({"magic", "flow"})

#: a choice as it is known from one list to the next: its moves (its words may change,
#: "3 coins" to "2 coins"), or its words where it has none
Known = tuple[object, ...]
#: the numbers given in one decision: each choice known, its number and its words
Numbering = dict[Known, tuple[int, str]]


def _known(c: Choice) -> Known:
    return (c.kind, tuple(c.actions), c.to) if c.actions else (c.kind, c.to, c.label)


def kept_numbers(before: Numbering, now: list[Choice]
                 ) -> tuple[list[Choice], list[int | None], dict[int, str], Numbering]:
    """``now``'s choices in a list that keeps the numbers ``before`` gave
    (``KEEPS_NUMBERS``), in the order of their numbers (those that cannot be chosen last),
    and their numbers (None where one cannot be chosen): a choice listed before keeps its
    number, a new one takes the next number after all given, and a number whose choice is
    gone is not given again (a choice that comes back, by an undo, has its own again).
    Also the words of the choices gone, by number, and the numbering to keep for the next
    list. A list with no choice of the one before is numbered afresh.
    (In the order of their numbers: a spell turned face up, listed before "End phase 1b"
    with the number after it, read "4 5 7 6", a mistake at first sight, play-test.)"""
    on = [not c.disabled or c.keeps_number for c in now]
    if not any(on[k] and _known(c) in before for k, c in enumerate(now)):
        before = {}
    given = dict(before)
    numbers: list[int | None] = []
    for k, c in enumerate(now):
        if not on[k]:
            numbers.append(None)
            continue
        fresh = max((m for m, _w in given.values()), default=0) + 1
        if _known(c) in given and given[_known(c)][0] in numbers:
            numbers.append(fresh)  # (a second choice known alike: a number of its own)
            given[(*_known(c), fresh)] = (fresh, c.label)
            continue
        n = given.get(_known(c), (fresh,))[0]
        given[_known(c)] = (n, c.label)
        numbers.append(n)
    shown = set(numbers)
    gone = {n: words for n, words in given.values() if n not in shown}
    order = sorted(range(len(now)), key=lambda k: (numbers[k] is None, numbers[k] or 0))
    return [now[k] for k in order], [numbers[k] for k in order], gone, given
