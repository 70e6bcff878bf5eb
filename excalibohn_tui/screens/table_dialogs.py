"""The table's dialogs that take more than a key: which field to harvest (and who),
composing an offer or a counter-offer (a counter-offer starts from the offer received), a
fellow player's offer to the active player (who, then a curtain), choosing cards to pay
with, re-tucking, swapping.

Each flow asks the player through dialogs and returns the action(s) to submit, or
nothing; the rules decide what is legal (the choices come from the legal actions and the
view, an offer is checked by ``why_not`` while it is composed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules import (
    BEAN_OF,
    Accept,
    Action,
    Bean,
    BuyField,
    DrawSacrifice,
    Harvest,
    Offer,
    Sacrifice,
    View,
)
from rules.prospects import hopeless
from rules.words import field_cards

from ..choices import Choice, any_time_choices, names_hand_cards
from ..dialogs.choice import ChoiceDialog
from ..dialogs.confirm import ConfirmDialog
from ..dialogs.message import MessageDialog
from ..dialogs.trade import Answered, TradeDialog, same_as_offer
from ..driver import may_offer
from ..lang import _, ngettext
from ..session import ahead, revealed
from ..text.actions import describe, held_where, offer_words, sacrifice_ways
from ..text.cards import bean_word, card_word
from ..text.fields import field_name, field_price, harvest_words, protected_reason
from ..text.prompts import hidden_note, keeps_secrets, who_harvests
from ..widgets.cards import card_name

if TYPE_CHECKING:
    from rules import Game
    from rules.views import CardView

    from ..driver import Harvester
    from .table import TableScreen


async def pick_one(table: TableScreen, title: str, actions: list[Action],
                   view: View) -> Action | None:
    """One of ``actions``, in words; actions worded alike (a sacrifice with either of two
    turned-up Blue Beans) are one entry: nothing the player sees tells them apart.  More
    ways to sacrifice than one key reaches are asked for in steps (``_pick_sacrifice``)."""
    labels: dict[str, Action] = {}
    for a in actions:
        labels.setdefault(describe(a, view), a)
    if len(labels) > 9 and all(isinstance(a, Sacrifice) for a in actions):
        return await _pick_sacrifice(table, title, list(labels.values()), view)
    k = await table.app.push_screen_wait(ChoiceDialog(title, list(labels)))
    return None if k is None else list(labels.values())[k]


async def _pick_sacrifice(table: TableScreen, title: str, ways: list[Action],
                          view: View) -> Action | None:
    """A sacrifice among many ways (play-test: 20 entries, each bean at each hand place in
    either order): first the sacrifice card and the order of its varieties, then, only
    where it matters, which card of the first variety and which of the second."""
    kinds: dict[str, list[Sacrifice]] = {}
    for a in ways:
        assert isinstance(a, Sacrifice)
        kinds.setdefault(sacrifice_ways(a, view), []).append(a)
    k = await table.app.push_screen_wait(ChoiceDialog(title, list(kinds)))
    if k is None:
        return None
    left = list(kinds.values())[k]
    for n in range(2):
        cards = list(dict.fromkeys(a.beans[n] for a in left))
        if len(cards) == 1:
            continue
        card = left[0].beans[n]
        which = (_("Which {bean} goes on first?") if n == 0
                 else _("Which {bean} goes on last (its variety counts)?")).format(
                     bean=bean_word(BEAN_OF[card]))
        me = left[0].player
        k = await table.app.push_screen_wait(ChoiceDialog(which, [
            _("{card} ({where})").format(card=card_word(c), where=held_where(view, me, c))
            for c in cards]))
        if k is None:
            return None
        left = [a for a in left if a.beans[n] == cards[k]]
    return left[0]


async def choice_actions(table: TableScreen, c: Choice, view: View, me: int) -> list[Action]:
    """The action(s) a choice that needs a dialog comes to (empty: the player went back)."""
    app = table.app
    if c.kind == "look":  # (the hand is in sight now: the table lists what it allows)
        return []
    if c.kind in ("offer", "counter"):
        made = await compose_offer(table, view, me, c.to or None)
        return [made] if made is not None else []
    if c.kind == "retuck":
        hand = view.hand or []
        movable = {a.src for a in c.actions}
        src = await app.push_screen_wait(ChoiceDialog(
            _("Re-tuck: which card moves?"),
            [_("Place {n}: {card}").format(n=k + 1, card=card_word(x.id))
             for k, x in enumerate(hand)], disabled={k for k in range(len(hand))
                                                    if k not in movable}))
        if src is None:
            return []
        moves = [a for a in c.actions if a.src == src]
        if len(moves) == 1:  # one place it can go: nothing more to ask
            return moves
        # every place in the hand's order, the card's own dimmed: the number typed is the
        # place ("1 To place 2" had the two differ by one on every line)
        to = {a.dst: a for a in moves}
        dst = await app.push_screen_wait(ChoiceDialog(
            _("Re-tuck: where does the {card} go?").format(card=card_word(hand[src].id)),
            [_("To place {n}: {order}").format(n=k + 1, order=_retucked(hand, src, k))
             if k in to else _("Place {n}: where it lies now").format(n=k + 1)
             for k in range(len(hand))],
            disabled={k for k in range(len(hand)) if k not in to}, keep_numbers=True))
        return [] if dst is None else [to[dst]]
    titles = {"accept": _("Accept: which of your cards do you hand over?"),
              "swap": _("Spell Card Swap: whose face-down spell do you take?")}
    picked = await pick_one(table, titles.get(c.kind, c.title), c.actions, view)
    return [picked] if picked is not None else []


def _retucked(hand: list[CardView], src: int, dst: int) -> str:
    """The hand in order after its card at ``src`` moves to ``dst``, the moved one in
    brackets ("Sword, [Cap], Princess"): the dialog covers the hand, so each place says
    where the card would lie among the others."""
    ids = [c.id for c in hand]
    moved = ids.pop(src)
    ids.insert(dst, moved)
    return ", ".join(f"[{card_name(c)}]" if k == dst else card_name(c)
                     for k, c in enumerate(ids))


def counter_start(view: View, me: int) -> tuple[list[int], list[Bean]]:
    """Where a counter-offer starts: the offer received, turned round (the viewer gives
    the first of their cards of each variety asked for, and asks for what was offered)."""
    t = view.trade
    if t is None or view.offer is None:
        return [], []
    mine = [c.id for c in view.offer.cards]
    give: list[int] = []
    for bean in t.ask:
        card = next((c for c in mine if BEAN_OF[c] is bean and c not in give), None)
        if card is not None:
            give.append(card)
    return give, [c.bean for c in t.give]


async def compose_offer(table: TableScreen, view: View, me: int,
                        partner: tuple[int, ...] | None = None) -> Action | None:
    """An offer (or counter-offer) as the viewer composes it in the trade dialog."""
    offer = view.offer
    if offer is None:
        return None
    names = [s.name for s in view.seats]
    context = ""
    give: list[int] = []
    ask: list[Bean] = []
    answering: Answered | None = None
    if offer.counter and view.trade is not None:
        t = view.trade
        title = _("Your counter-offer to {name}").format(name=names[t.by])
        context = _("{name}'s offer: {offer}. Yours starts from it: change what you like.").format(
            name=names[t.by], offer=offer_words([c.id for c in t.give], t.ask,
                                                [c.id for c in view.turned_up]))
        give, ask = counter_start(view, me)
        answering = ([c.bean for c in t.give], list(t.ask))
    elif me != view.active:
        title = (_("Your offer to {name} (a gift asks for nothing)") if offer.gifts
                 else _("Your offer to {name}")).format(name=names[view.active])
    else:  # (the hint only where a gift may be made: a decree may forbid them)
        title = _("Your offer (a gift asks for nothing)") if offer.gifts else _("Your offer")
    def doubt(made: Action) -> str | None:
        return hopeless(table.session.game, made) if isinstance(made, Offer) else None

    made = await table.app.push_screen_wait(TradeDialog(
        title, me, offer, names, table.session.game.why_not,
        hand=[c.id for c in view.hand or []], context=context, partner=partner,
        # (what the active player has turned up, marked among the varieties one may ask
        # them for: at 80 x 24 the dialog covered the middle, play-test)
        turned_up=frozenset(c.bean for c in view.turned_up) if me != view.active
        else frozenset(),
        give=give, ask=ask, answering=answering, doubt=doubt,
        # (the others look at the table while its hand is hidden: the dialog hides it too;
        # an empty hand with nothing else hidden has nothing to show)
        hidden=table.hiding and me == table.viewer and keeps_secrets(view, me),
        look=(table.look if table.others_look and me == table.viewer
              and keeps_secrets(view, me) else None),
        hidden_note=hidden_note(view, me)))
    if answering is not None and made is not None and same_as_offer(made, answering):
        # the offer turned round is an acceptance: sent as one, the deal is made at once
        # (as a counter-offer, the one who offered had to close it as well)
        game = table.session.game
        accept = next((a for a in game.legal_actions(me) if isinstance(a, Accept)
                       and sorted(a.cards) == sorted(made.give)), None)
        if accept is not None:
            return accept
    return made


def proposers(table: TableScreen) -> list[int]:
    """The people at this keyboard who may put an offer to the active player now."""
    game = table.session.game
    if game.finished:
        return []
    return [p for p in table.driver.humans_here() if may_offer(game, p)]


def offers_closed(table: TableScreen) -> str | None:
    """Why the people at this keyboard may put no offer to the active player although the
    game trades: the rules' reason (a decree of Bohnedikt's); None when nothing closes it
    that way."""
    game = table.session.game
    if game.finished:
        return None
    active = game.public_view().active
    return next((why for p in table.driver.humans_here() if p != active
                 if (why := game.view(p).offer_closed)), None)


async def propose_trade(table: TableScreen) -> Action | None:
    """A fellow player puts an offer to the active player: who (if several could), behind
    a curtain if the keyboard is with someone else, then the trade dialog in their view."""
    people = proposers(table)
    if not people:
        table.app.notify(offers_closed(table) or _(
            "Offers to the active player are made while they trade, by a fellow player at "
            "this keyboard."), severity="warning", markup=False)
        return None
    names = [s.name for s in table.session.seats]
    who = people[0] if len(people) == 1 else None
    if who is None:
        # any of them may answer: nothing private stays behind the question
        if table.viewer is not None:
            table.show(None)
        active = table.session.game.public_view().active
        # in turn order from the active player, as the table shows the seats
        people.sort(key=lambda p: (p - active) % len(names))
        k = await table.app.push_screen_wait(ChoiceDialog(
            _("Who makes {name} an offer?").format(name=names[active]),
            [names[p] for p in people]))
        if k is None:
            return None
        who = people[k]
    why = _("{name} wants to make an offer.").format(name=names[who])
    closed = offers_closed(table) if len(people) == 1 else None
    if closed:  # (why the one who pressed t is not the one called: a decree)
        why += " " + closed
    if table.driver.needs_curtain(who) and await table.raise_curtain(
            who, why, harvest=False, back=True) == "back":
        return None  # (called by mistake: the table hands the keyboard on anew)
    table.show(who)
    return await compose_offer(table, table.session.game.view(who), who)


async def choose_harvest(table: TableScreen, curtain: int | None = None) -> list[Action]:
    """Who harvests (behind a curtain if it is not the person at the keyboard), and which
    field, or other moves allowed at any time (buying a field, a sacrifice): the actions
    left to apply (empty: none, or made here already).  ``curtain``: asked from the
    curtain that hands the keyboard to that seat (``h`` on it): they count as holding
    the keyboard."""
    keyboard = table.viewer if table.viewer is not None else curtain
    action = await _one_harvest(table, keyboard)
    if action is None:
        return []
    if (isinstance(action, Harvest) and action.player != keyboard
            and _opens_more(table.session.game, action)):
        # the coins of a harvest out of turn may buy a field: asked before the keyboard
        # goes back, as after a sacrifice (a play-tester harvested, was handed back, and
        # called herself again to buy)
        await _and_more(table, action)
        return []
    if isinstance(action, Harvest) or action.player == keyboard:
        return [action]
    await _and_more(table, action)
    return []


def _opens_more(game: Game, harvest: Harvest) -> bool:
    """Whether ``harvest`` lets its player make a move allowed at any time, other than a
    harvest, that they could not make before it (buy a field with its coins); a move
    they could make before (draw a sacrifice card) they passed over already."""
    p = harvest.player

    def extras(g: Game) -> set[Action]:
        return {a for c in any_time_choices(g.view(p), g.moves(p)) for a in c.actions}

    trial = game.clone()
    trial.apply(harvest)
    return bool(extras(trial) - extras(game))


async def _and_more(table: TableScreen, move: Action) -> None:
    """Make ``move``, allowed at any time, of a player who is not the one asked now, and
    then any more of theirs before the keyboard goes back (a sacrifice fulfilled, then a
    new sacrifice card drawn, then a harvest), each shown on their table as it is
    made."""
    who = move.player
    game = table.session.game
    if not table.make(move):
        return
    while True:
        view = game.view(who)
        moves = game.moves(who)
        extras = any_time_choices(view, moves)
        harvests = [a for a in moves if isinstance(a, Harvest)]
        if harvests:  # (a sacrifice just fulfilled may have made Gottes Acker worth it)
            extras.append(Choice(_("Harvest a field..."), "pick", harvests,
                                 title=_("Harvest a field")))
        # a sacrifice card just drawn is read before the keyboard goes back, as one looks
        # at a card drawn (the hand behind shows it too, but only for a moment)
        drawn = (next((e.text_for(who) for e in reversed(game.events)
                       if e.kind == "draw_sacrifice"), "")
                 if isinstance(move, DrawSacrifice) else "")
        name = view.seats[who].name
        if not extras:
            if drawn:
                await table.app.push_screen_wait(MessageDialog(name, drawn + "\n" + _(
                    "Nothing more can be done now: the keyboard goes back.")))
            return
        k = await table.app.push_screen_wait(ChoiceDialog(
            _("{name}: anything more before the keyboard goes back?").format(name=name),
            [_("Nothing more")] + [c.label for c in extras], body=drawn))
        if not k:  # "nothing more", or Escape
            return
        c = extras[k - 1]
        chosen = c.actions[0] if c.kind != "pick" else await pick_one(
            table, c.title, c.actions, view)
        if chosen is None or not await sure(table, game, chosen):
            continue  # (asked again)
        if not table.make(chosen):
            return
        move = chosen


async def sure(table: TableScreen, game: Game, move: Action) -> bool:
    """Whether to make ``move``, one allowed at any time, in ``game``: at once when it
    could be taken back (undo), or when it is a draw (the unknown card is its point);
    else after a yes-or-no question (buying a field pays with coins from the hidden pile,
    and nothing can take that back)."""
    if isinstance(move, DrawSacrifice):
        return True
    why = revealed(game, move)
    if why is None:
        return True
    view = game.view(move.player)
    return bool(await table.app.push_screen_wait(ConfirmDialog(
        as_question(describe(move, view)) + "\n" + _final(why), yes=_("Yes"), no=_("No"))))


def as_question(words: str) -> str:
    """A move's words asked about: "...?" (not ".?" where they end in a full stop)."""
    return words.rstrip(".") + "?"


def _final(why: str) -> str:
    """Why a move is asked about: it cannot be taken back (``revealed``'s reason)."""
    return _("(No undo after it: {why}.)").format(why=ahead(why))


async def _one_harvest(table: TableScreen, keyboard: int | None) -> Action | None:
    driver = table.driver
    game = table.session.game
    if game.finished:
        return None
    people = driver.harvesters()
    if not people:
        return None
    if not any(p.open for p in people):
        reason = next((f.harvest for f in game.public_view().seats[people[0].seat].fields
                       if f.harvest), None) or _("Nobody has a field to harvest now.")
        # (and why a sacrifice card held waits: "Nobody has a field" alone, to a player
        # who could fulfil one but for the offer being answered, play-test)
        waits = next((p.waits for p in people if p.waits), "")
        table.app.notify(f"{reason} {waits}" if waits else reason, severity="warning",
                         markup=False)
        return None
    able = [p.seat for p in people if p.open]
    # the person at the keyboard at their own table may act: h is theirs, and the others
    # are one entry away ("Someone else..."); asking who first was a key on every harvest
    # (anyone else is called by name from a list, so that nobody is handed the keyboard
    # by one stray key).  On a curtain, h is for someone else first: asked who.
    own = keyboard is not None and keyboard == table.viewer and keyboard in able
    who = (people[0].seat if len(people) == 1 else keyboard if own or able == [keyboard]
           else None)
    return await _harvest_of(table, people, who, keyboard, own)


def _who_label(p: Harvester) -> str:
    """``p``'s entry in the list of who harvests: what they may do, and for one who may
    do nothing now while holding a sacrifice card, why it waits."""
    if p.maybe and not p.fields:
        words = _("{name}: no field to harvest; a sacrifice card in hand")
    elif p.more and not p.fields:
        words = _("{name}: no field to harvest, but another move")
    elif p.more:
        words = ngettext("{name}: {n} field may be harvested, or another move",
                         "{name}: {n} fields may be harvested, or another move", p.fields)
    else:
        words = ngettext("{name}: {n} field may be harvested",
                         "{name}: {n} fields may be harvested", p.fields)
    line = words.format(name=p.name, n=p.fields)
    return f"{line}. {p.waits}" if p.waits and not p.open else line


async def _harvest_of(table: TableScreen, people: list[Harvester], who: int | None,
                      keyboard: int | None, others_too: bool = False) -> Action | None:
    """The harvest (or other move) of ``who`` (one of ``people``), or, None, of the one
    of ``people`` asked by name first.  ``others_too``: ``who`` is the person at the
    keyboard, and their list ends in an entry that asks which of the others acts."""
    driver = table.driver
    game = table.session.game
    more = {p.seat: p.more for p in people}
    if who is None:
        # any of them may answer: nothing private stays behind the question
        if table.viewer is not None:
            table.show(None)
        labels = [_who_label(p) for p in people]
        off = {k for k, p in enumerate(people) if not p.open}
        # (listed as the table shows the seats; the one at the keyboard highlighted, if
        # they may act: one stray Enter hands the keyboard to nobody else)
        mine = next((k for k, p in enumerate(people) if p.seat == keyboard and p.open), None)
        k = await table.app.push_screen_wait(ChoiceDialog(
            who_harvests(game.spec), labels, body=game.spec.harvest_when,
            disabled=off, keep_numbers=True, highlighted=mine))
        if k is None:
            return None
        who = people[k].seat
    view = game.view(who)
    extras = any_time_choices(view, game.moves(who))
    # (the others look at the table: v first) a sacrifice names cards of the hand, so it
    # is left out; said where the player holds a sacrifice card, which everyone can see,
    # whether or not one can be fulfilled now (a play-tester looked for it in vain)
    veiled = who == table.viewer and table.hiding
    if veiled:
        extras = [c for c in extras if not names_hand_cards(c)]
    veiled = veiled and view.sacrifices_open and bool(view.seats[who].sacrifices)
    if driver.needs_curtain(who) and who != keyboard and not more.get(who) and not extras:
        # nothing but harvests for them: fields and what they pay are public, so they
        # choose on the public table, with no curtain of theirs (two Enters for one
        # harvest, play-tests); whoever had the keyboard gets it back behind a curtain.
        # (The one whose curtain is up lifts theirs: they must, to play on, and a
        # planting that their harvest brings follows in their view.)
        driver.hand_on()
        table.show(None)
    # (from the curtain naming ``who``, their curtain again: ``h`` on it invites someone
    # else to the keyboard, and one stray Enter on the list must not show their hand)
    elif driver.needs_curtain(who) and await table.raise_curtain(
            who, (_("{name} wants to harvest a field, or make another move.")
                  if more.get(who) else _("{name} wants to harvest a field.")).format(
                      name=table.session.seats[who].name), harvest=False,
            back=True) == "back":
        return None  # (called by mistake: the table hands the keyboard on anew)
    else:
        table.show(who)
    labels: list[str] = []
    off: set[int] = set()
    told: set[str] = set()
    for i, f in enumerate(view.seats[who].fields):
        reason = protected_reason(view, who, i)
        where = field_name(view, i)
        where = where[0].upper() + where[1:]
        if f.count == 0:
            labels.append(_("{field} is empty").format(field=where))
            off.add(i)
        elif reason and reason in told:  # (the rule's words in full for each field
            # barred by it squeezed the hand to a line at 100x30: play-test)
            labels.append(_("{field} ({what}): not now, for the same reason.").format(
                field=where, what=field_cards(c.id for c in f.cards)))
            off.add(i)
        elif reason:
            told.add(reason)
            labels.append(_("{field} ({what}): {reason}").format(
                field=where, what=field_cards(c.id for c in f.cards), reason=reason))
            off.add(i)
        else:
            labels.append(harvest_words(view, who, i))
    fields = view.seats[who].fields
    open_fields = [k for k in range(len(labels)) if k not in off]
    if not open_fields and not extras:
        # (the table offered them because they hold a sacrifice card, and whether it can
        # be fulfilled was theirs to know: now they are told, not shown a list of nothing)
        await table.app.push_screen_wait(MessageDialog(view.seats[who].name, _(
            "No field to harvest. To fulfil a sacrifice, show your hand first: v.")
            if veiled else _(
            "No field to harvest, and no sacrifice card of yours can be fulfilled now "
            "(its two beans must be at hand: in your hand, turned up or received).")))
        return None
    others = [p for p in people if p.open and p.seat != who] if others_too else []
    # (where the game sells a third field and this player may not buy one now, the rules'
    # reason, greyed: the key bar says "h Harvest, buy", and a player short of coins found
    # no word of buying: play-test; not once they bought one: "a player owns at most three
    # fields" is no news)
    why_not_buy = (game.why_not(BuyField(who))
                   if field_price(view) and len(fields) <= view.spec.start_fields
                   and not any(isinstance(c.actions[0], BuyField)
                               for c in extras if c.actions) else None)
    # (sacrifices wait while an offer is made or answered: said, where the player holds a
    # sacrifice card, rather than left out with no word: a play-tester looked for it)
    why_no_sacrifice = (game.why_not(DrawSacrifice(who))
                        if view.trade is not None and view.hand
                        and any(c.bean is Bean.SACRIFICE for c in view.hand) else None)
    not_now = why_not_buy or why_no_sacrifice or veiled
    if len(open_fields) == 1 and not extras and not others and not not_now and all(
            not f.count for k, f in enumerate(fields) if k != open_fields[0]):
        # one field to harvest and nothing to tell of the others (all empty): the
        # yes-or-no question below names it
        i = open_fields[0]
    else:
        listed = (labels + [c.label for c in extras]
                  + ([_("Someone else harvests or makes a move...")
                      if any(p.more for p in others) else _("Someone else harvests...")]
                     if others else []))
        if why_not_buy:
            off = off | {len(listed)}
            listed.append(_("Buy a third field: not now. {reason}").format(reason=why_not_buy))
        if why_no_sacrifice:
            off = off | {len(listed)}
            listed.append(_("Sacrifices: not now. {reason}").format(reason=why_no_sacrifice))
        elif veiled:
            # (chosen, it shows the hand, once the others look away, and lists again:
            # Escape, v, y and h again were four keys more, play-test)
            listed.append(_("Sacrifices: show your hand first (the others look away)"))
        i = await table.app.push_screen_wait(ChoiceDialog(
            (_("{name}: which field do you harvest? (or another move)") if extras
             else _("{name}: which field do you harvest?")).format(name=view.seats[who].name),
            listed, disabled=off, keep_numbers=True))
        if i is None:
            return None
        if veiled and not why_no_sacrifice and i == len(listed) - 1:
            return (await _harvest_of(table, people, who, keyboard, others_too)
                    if await table.look(True, ask=True) else None)
        if i == len(labels) + len(extras):  # someone else: asked by name
            return await _harvest_of(table, [p for p in people if p.seat != who], None,
                                     keyboard)
        if i >= len(labels):  # buying a field, a sacrifice: no harvest
            c = extras[i - len(labels)]
            move = c.actions[0] if c.kind != "pick" else await pick_one(
                table, c.title, c.actions, view)
            return move if move is not None and await sure(table, game, move) else None
        if who == keyboard and revealed(game, Harvest(who, i)) is None:
            # picked from the list, whose line says what it harvests and pays, by the
            # person who keeps the keyboard and may take it back (undo): no question more
            return Harvest(who, i)
    # asked when no list was shown, and before a harvest nobody could take back: the
    # keyboard goes back to another person, or it shows something (a Cap Bean's spell)
    why = revealed(game, Harvest(who, i))
    ok = await table.app.push_screen_wait(ConfirmDialog(
        as_question(harvest_words(view, who, i)) + ("\n" + _final(why) if why else ""),
        yes=_("Harvest"), no=_("Keep it")))
    return Harvest(who, i) if ok else None
