"""Whole random games for 3, 4 and 5 players, checked after every single step.

After every action: every bean card and spell card is in exactly one place,
every awaited seat has a legal action, and no view holds a card its viewer may
not know.  Whenever a card is drawn in secret (phase 4, the White Bean, a Cap
Bean's spell card, a spell taken by the Spell Card Swap), the same step is
replayed in a twin game whose hidden cards differ: every other seat's view and
log text must come out identical, so nothing about the secret card leaks.
At the end: the game is over, replaying seed + log gives an equal game, and
the JSON round trip gives an equal game.
"""

from __future__ import annotations

import random
from dataclasses import fields, is_dataclass, replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import BEAN_OF, new_game
from rules.engine import Game
from rules.events import Event
from rules.games import spec_for
from rules.invariants import broken_invariants
from rules.ruleset import ruleset
from rules.trading import offer_space
from rules.views import CardView, SeatView, View

MAX_STEPS = 20_000


# --------------------------------------------------------- what a seat may know


def knowable_beans(game: Game, viewer: int | None) -> set[int]:
    """Bean cards ``viewer`` may see now, from the rules (not from views.py)."""
    s = game.state
    ok: set[int] = set(s.turned_up)
    if s.discard:
        ok.add(s.discard[-1])
    for p, seat in enumerate(s.seats):
        ok.update(seat.aside)
        for f in seat.fields:
            ok.update(f.cards)
        if p == viewer:
            ok.update(seat.hand)
    if s.pending and s.result is None:
        f = s.pending[-1]
        if f.kind == "choose_coin":  # the two coins of an Attack Spell attack are shown
            ok.update(f.cards)
        if f.kind == "tuck_or_plant" and f.card is not None and f.player == viewer:
            ok.add(f.card)
    t = s.trade
    if t is not None:  # an offer and its answers are made in the open
        ok.update(t.give)
        for a in t.answers.values():
            ok.update(a.give)
    return ok


def _nested(v) -> bool:
    """A part of a view that may hold cards: a view record (dataclass) or a container."""
    return is_dataclass(v) or isinstance(v, list | tuple | dict)


def _walk(root, cards: list[CardView], seats: list[SeatView]) -> None:
    """Collect every CardView and SeatView anywhere inside ``root``."""
    stack = [root]
    while stack:
        o = stack.pop()
        if is_dataclass(o):
            if type(o) is CardView:
                cards.append(o)
                continue
            if type(o) is SeatView:
                seats.append(o)
            stack.extend(v for v in (getattr(o, f.name) for f in fields(o)) if _nested(v))
        elif isinstance(o, dict):
            stack.extend(v for v in o.values() if _nested(v))
        elif o and type(o[0]) is CardView:  # lists are typed: all CardViews
            cards.extend(o)
        else:
            stack.extend(v for v in o if _nested(v))


def view_leaks(game: Game, viewer: int | None, view: View) -> list[str]:
    """Every card in ``view`` that ``viewer`` may not know; [] if none."""
    cards: list[CardView] = []
    seats: list[SeatView] = []
    _walk(view, cards, seats)
    ok = knowable_beans(game, viewer)
    problems = [f"bean card {c.id} ({c.bean}) shown to {viewer}" for c in cards
                if c.id not in ok]
    problems += [f"card {c.id} shown as {c.bean}" for c in cards if BEAN_OF[c.id] != c.bean]
    s = game.state
    for sv in seats:
        real = s.seats[sv.seat].spells
        assert len(sv.spells) == len(real)
        for spv, slot in zip(sv.spells, real, strict=True):
            if spv.card is not None and not slot.face_up and sv.seat != viewer:
                problems.append(f"face-down spell of seat {sv.seat} shown to {viewer}")
            if spv.card is not None and spv.card != slot.card:
                problems.append("a spell shown wrongly")
    if viewer is None:
        if view.hand is not None:
            problems.append("the public view has a hand")
    elif [c.id for c in view.hand or []] != s.seats[viewer].hand:
        problems.append("a seat's own hand is not shown as it is")
    return problems


# ------------------------------------------------------- secret draws, twinned


def _secret_moves(before: Game, after: Game, action) -> list[tuple[int, str, int]]:
    """Cards that this step took from a hidden pile into one seat's secret knowledge:
    (seat, "bean"/"spell", card)."""
    b, a = before.state, after.state
    if a.passes != b.passes:  # a reshuffle: the twin trick needs the old pile intact
        return []
    draw_before = set(b.draw)
    deck_before = set(b.spell_deck)
    out = []
    for q, seat in enumerate(a.seats):
        mine = set(seat.hand)
        for f in a.pending:
            if f.kind == "tuck_or_plant" and f.player == q and f.card is not None:
                mine.add(f.card)
        out += [(q, "bean", c) for c in mine & draw_before]
        out += [(q, "spell", x.card) for x in seat.spells
                if x.card in deck_before and not x.face_up]
    if action.kind == "swap":  # the taker learns the card; the target knew it
        slot = b.seats[action.target].spells[action.slot]
        out.append((action.player, "taken", slot.card))
    return out


def _twin(before: Game, secrets) -> Game | None:
    """``before`` with every secret card exchanged for another hidden card."""
    twin = before.clone()
    s = twin.state
    draw_left = [i for i, c in enumerate(s.draw)]
    for _q, kind, card in secrets:
        if kind == "bean":
            i = s.draw.index(card)
            # an exchange with a card of another variety deep in the pile, which this
            # step does not reach (the step draws from the top)
            far = [j for j in draw_left[: max(0, len(s.draw) - 12)]
                   if BEAN_OF[s.draw[j]] != BEAN_OF[card]]
            if not far:
                return None
            j = far[0]
            draw_left.remove(j)
            s.draw[i], s.draw[j] = s.draw[j], s.draw[i]
        else:
            deck = s.spell_deck
            if kind == "spell":
                i = deck.index(card)
                others = [j for j in range(len(deck)) if j != i]
                if not others:
                    return None
                j = others[0]
                deck[i], deck[j] = deck[j], deck[i]
            else:  # a spell taken by the Spell Card Swap: exchange it with the deck's bottom
                if not deck:
                    return None
                for seat in s.seats:
                    for x in seat.spells:
                        if x.card == card:
                            x.card, deck[0] = deck[0], card
    return twin


def check_secrets(before: Game, game: Game, action, start: int) -> int:
    if game.finished:  # at the end every spell card is shown for the Groschen count
        return 0
    secrets = _secret_moves(before, game, action)
    if not secrets:
        return 0
    twin = _twin(before, secrets)
    if twin is None:
        return 0
    twin_events = twin.apply(action)
    knowers = {q for q, _, _ in secrets}
    if action.kind == "swap":
        knowers.add(action.target)
    n = len(game.state.seats)
    for v in [None, *range(n)]:
        if v in knowers:
            continue
        mine = game.events_for(v, start)
        theirs = [e.text_for(v) for e in twin_events]
        assert mine == theirs, f"the log tells seat {v} about a secret card: {mine} / {theirs}"
        assert game.view(v) == twin.view(v), f"the view of seat {v} depends on a secret card"
    # the check can fail: the seat who drew does see a difference
    q = next(iter(knowers - ({action.target} if action.kind == "swap" else set())))
    assert game.view(q) != twin.view(q)
    return 1


def _cards_named(action) -> set[int]:
    out: set[int] = set()
    for name in ("card", "bean"):
        v = getattr(action, name, None)
        if isinstance(v, int):
            out.add(v)
    out.update(getattr(action, "cards", ()) or ())
    out.update(getattr(action, "give", ()) or ())
    return out


def check_relabel(before: Game, game: Game, action, start: int, rnd: random.Random) -> int:
    """Exchange one hidden hand card (not the front or rearmost card, not named by the
    action, not in an offer) with a card deep in the draw pile, replay the step, and
    demand that nobody but the hand's owner can tell the two worlds apart."""
    if game.state.passes != before.state.passes:
        return 0
    s = before.state
    named = _cards_named(action)
    if s.trade is not None:
        named.update(s.trade.give)
        for a in s.trade.answers.values():
            named.update(a.give)
    choices = [(q, i) for q, seat in enumerate(s.seats) for i in range(1, len(seat.hand) - 1)
               if seat.hand[i] not in named]
    deep = len(s.draw) - 12
    if not choices or deep <= 0:
        return 0
    q, i = rnd.choice(choices)
    card = s.seats[q].hand[i]
    far = [j for j in range(deep) if BEAN_OF[s.draw[j]] != BEAN_OF[card]]
    if not far:
        return 0
    j = rnd.choice(far)
    twin = before.clone()
    t = twin.state
    t.seats[q].hand[i], t.draw[j] = t.draw[j], t.seats[q].hand[i]
    assert twin.is_legal(action), f"{action} depends on a card it does not name"
    twin_events = twin.apply(action)
    for v in [None, *range(len(s.seats))]:
        if v == q:
            continue
        assert game.events_for(v, start) == [e.text_for(v) for e in twin_events], \
            f"seat {v}'s log depends on a hidden card of seat {q} after {action}"
        assert game.view(v) == twin.view(v), \
            f"seat {v}'s view depends on a hidden card of seat {q} after {action}"
    return 1


def check_coin_relabel(before: Game, game: Game, action, start: int,
                       rnd: random.Random) -> int:
    """Coin piles are hidden from everyone, their owner too: exchanging a coin for a
    card deep in the draw pile may change nothing anyone sees, unless this step
    reveals coins (a Mean or Sword Bean)."""
    if action.kind in ("ability", "choose_coin") or game.state.passes != before.state.passes:
        return 0
    s = before.state
    piles = [q for q, seat in enumerate(s.seats) if seat.coins]
    deep = len(s.draw) - 12
    if not piles or deep <= 0:
        return 0
    q = rnd.choice(piles)
    i = rnd.randrange(len(s.seats[q].coins))
    coin = s.seats[q].coins[i]
    far = [j for j in range(deep) if BEAN_OF[s.draw[j]] != BEAN_OF[coin]]
    if not far:
        return 0
    j = rnd.choice(far)
    twin = before.clone()
    t = twin.state
    t.seats[q].coins[i], t.draw[j] = t.draw[j], t.seats[q].coins[i]
    twin_events = twin.apply(action)
    for v in [None, *range(len(s.seats))]:
        assert game.events_for(v, start) == [e.text_for(v) for e in twin_events], \
            f"seat {v}'s log depends on a hidden coin of seat {q} after {action}"
        assert game.view(v) == twin.view(v), \
            f"seat {v}'s view depends on a hidden coin of seat {q} after {action}"
    return 1


# ------------------------------------------------------------------ the games


def pick_random(rnd: random.Random, actions: list):
    """A random legal action: first a kind of action, then one of that kind (so that
    the many plantings and harvests do not crowd out spells and abilities)."""
    kinds = sorted({a.kind for a in actions})
    kind = rnd.choice(kinds)
    return rnd.choice([a for a in actions if a.kind == kind])


def offer_now(game: Game, p: int, rnd: random.Random):
    """Now and then an offer (or counter-offer) of ``p``, from the rules' generator of
    candidate offers; None otherwise."""
    space = offer_space(game, p)
    if space is None or rnd.random() > 0.3:
        return None
    return space.sample(rnd)


def play_checked(n: int, seed: int, by_kind: bool = True) -> tuple[Game, int, int]:
    rnd = random.Random(seed)
    names = [f"P{i}" for i in range(n)]
    game = new_game(names, seed)
    steps = twins = relabels = 0
    while not game.finished:
        assert steps < MAX_STEPS, "the game does not end"
        aw = game.awaiting()
        assert aw, "nobody is awaited in an unfinished game"
        assert game.deciding() == aw[0].player
        waiting = {w.player for w in aw}
        action = None
        if rnd.random() < 0.03:  # now and then, someone not awaited harvests
            idle = [p for p in range(n) if p not in waiting
                    and any(a.kind == "harvest" for a in game.legal_actions(p))]
            if idle:
                p = rnd.choice(idle)
                action = rnd.choice([a for a in game.legal_actions(p) if a.kind == "harvest"])
        elif rnd.random() < 0.1:  # or puts an offer to the active player
            idle = [p for p in range(n) if p not in waiting]
            if idle:
                action = offer_now(game, rnd.choice(idle), rnd)
        if action is None:
            p = rnd.choice(sorted(waiting))
            action = offer_now(game, p, rnd)
        if action is None:
            acts = game.legal_actions(p)
            action = pick_random(rnd, acts) if by_kind else rnd.choice(acts)
        before = game.clone()
        start = len(game.events)
        game.apply(action)
        steps += 1
        assert broken_invariants(game) == [], f"step {steps}: {action}"
        for v in [None, *range(n)]:
            view = game.public_view() if v is None else game.view(v)
            assert view_leaks(game, v, view) == [], f"step {steps}: {action}"
        twins += check_secrets(before, game, action, start)
        if steps % 3 == 0:
            relabels += check_relabel(before, game, action, start, rnd)
        elif steps % 3 == 1:
            check_coin_relabel(before, game, action, start, rnd)
        if steps % 150 == 0:
            assert Game.from_json(game.to_json()) == game
    assert game.state.result is not None and game.awaiting() == [] and game.deciding() is None
    assert all(game.legal_actions(p) == [] for p in range(n))
    replayed = Game.replay(names, seed, list(game.log))
    assert replayed.state == game.state
    assert Game.from_json(game.to_json()) == game
    assert relabels > 0
    return game, steps, twins


PROPS = settings(max_examples=6, deadline=None, derandomize=True, database=None,
                 suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("n", [3, 4, 5])
@PROPS
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_random_games_keep_every_rule_and_leak_nothing(n, seed):
    game, steps, twins = play_checked(n, seed)
    assert steps > 50 and twins > 0
    assert len(game.state.result.scores) == n


def test_a_game_with_uniformly_random_actions():
    """Uniform over all legal actions (and offers now and then)."""
    game, steps, twins = play_checked(4, 2026, by_kind=False)
    assert steps > 300 and twins > 0
    kinds = {e.kind for e in game.events}
    assert {"offer", "accept", "refuse", "counter_offer"} <= kinds


def _step_until_secret(game: Game, rnd: random.Random):
    for _ in range(5000):
        p = game.awaiting()[0].player
        action = rnd.choice(game.legal_actions(p))
        before = game.clone()
        start = len(game.events)
        game.apply(action)
        if _secret_moves(before, game, action) and _twin(before, _secret_moves(
                before, game, action)) is not None:
            return before, action, start
    raise AssertionError("no secret draw found")


def test_the_secret_draw_check_catches_a_leaky_log(monkeypatch):
    game = new_game(["A", "B", "C"], 5)
    before, action, start = _step_until_secret(game, random.Random(5))
    assert check_secrets(before, game, action, start) == 1  # the real log passes
    # a log that tells everyone the private text must be caught
    monkeypatch.setattr(Event, "text_for",
                        lambda self, viewer: next(iter(self.private.values()), self.text))
    with pytest.raises(AssertionError, match="secret"):
        check_secrets(before, game, action, start)


def test_the_view_check_catches_a_shown_hand_card():
    game = new_game(["A", "B", "C"], 9)
    view = game.view(1)
    assert view_leaks(game, 1, view) == []
    stolen = game.state.seats[0].hand[-1]
    view.turned_up.append(CardView(id=stolen, bean=BEAN_OF[stolen]))
    assert view_leaks(game, 1, view)
    hidden = game.view(2)
    hidden.seats[0].spells[0].card = game.state.seats[0].spells[0].card
    assert view_leaks(game, 2, hidden)


def test_the_checks_catch_a_flow_that_depends_on_hidden_cards(monkeypatch):
    """Were phase 1b to pass by itself whenever no Magic Bean is in hand, the table
    would learn about hidden hand cards: the twin checks must notice."""
    from rules.actions import Done

    magic = ruleset(spec_for("excalibohn")).decisions
    real = magic["magic"]

    def leaky(game, f):
        return all(isinstance(a, Done) for a in real.legal(game, f.player, f))

    monkeypatch.setitem(magic, "magic", replace(real, passes=leaky))
    with pytest.raises(AssertionError, match="hidden card|secret card"):
        for seed in range(5):
            play_checked(4, seed)
