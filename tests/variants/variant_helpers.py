"""Helpers for the variant tests: pick legal actions, play random games, check views."""

from __future__ import annotations

import random

import pytest

from rules import BEAN_OF, Bean, IllegalAction
from rules.engine import Game
from rules.invariants import broken_invariants
from rules.state import copy_of
from rules.trading import offer_space


def beans(cards) -> list[str]:
    return [BEAN_OF[c].value for c in cards]


def legal(game: Game, player: int, kind: str | None = None, **attrs) -> list:
    return [a for a in game.legal_actions(player)
            if (kind is None or a.kind == kind)
            and all(getattr(a, k) == v for k, v in attrs.items())]


def do(game: Game, player: int, kind: str, **attrs):
    """Apply the one legal action of ``player`` with that kind and those attributes."""
    found = legal(game, player, kind, **attrs)
    assert len(found) == 1, (f"wanted one legal {kind} {attrs} for seat {player}, found "
                             f"{found}; legal: {game.legal_actions(player)}; "
                             f"awaiting {game.awaiting()}")
    return game.apply(found[0])


def awaited(game: Game) -> list[tuple[int, str]]:
    return [(w.player, w.kind) for w in game.awaiting()]


def fields_of(game: Game, player: int) -> list[list[str]]:
    return [beans(f.cards) for f in game.state.seats[player].fields]


def assert_illegal(game: Game, action, *words: str) -> str:
    """``action`` is rejected naming the rule, and the game is left as it was."""
    before = copy_of(game.state)
    assert not game.is_legal(action)
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    msg = str(err.value)
    for w in words:
        assert w.lower() in msg.lower(), f"{w!r} not in {msg!r}"
    assert game.state == before
    return msg


def hidden_shuffled(game: Game, viewer: int, seed: int) -> Game:
    """A copy of ``game`` in which everything ``viewer`` may not know is dealt anew:
    the other hands, every coin pile, the draw pile, the face-down spells of the
    others and the spell deck (each place keeps its size).  A view that leaks
    nothing is the same in both games."""
    g = game.clone()
    s = g.state
    rnd = random.Random(seed)
    places = [s.draw] + [seat.coins for seat in s.seats] + [
        seat.hand for p, seat in enumerate(s.seats) if p != viewer]
    # face-down piles of the variants: Bohnedikt's sacrifice pile and coins paid
    places += [s.sacrifice_draw, s.paid_coins]
    # cards a trade in progress names stay where they are (they are shown)
    named: set[int] = set()
    if s.trade is not None:
        named.update(s.trade.give)
        for a in s.trade.answers.values():
            named.update(a.give)
    # beans are dealt anew among beans, sacrifice cards among sacrifice cards: how many
    # sacrifice cards a hand holds is public (they are drawn and played in the open)
    for kind in (lambda c: BEAN_OF[c] is not Bean.SACRIFICE,
                 lambda c: BEAN_OF[c] is Bean.SACRIFICE):
        pool = [c for pl in places for c in pl if c not in named and kind(c)]
        rnd.shuffle(pool)
        for pl in places:
            for i, c in enumerate(pl):
                if c not in named and kind(c):
                    pl[i] = pool.pop()
    slots = [x for p, seat in enumerate(s.seats) if p != viewer
             for x in seat.spells if not x.face_up]
    spell_pool = [x.card for x in slots] + s.spell_deck
    rnd.shuffle(spell_pool)
    for x in slots:
        x.card = spell_pool.pop()
    s.spell_deck[:] = spell_pool
    return g


def play_random(game: Game, seed: int, check_every: int = 1, view_every: int = 0,
                max_actions: int = 60_000) -> int:
    """Play ``game`` to its end with random legal actions (sometimes a harvest or a
    purchase by a seat that is not awaited); check the invariants every
    ``check_every`` actions and the views every ``view_every``.  Returns the
    number of actions."""
    rnd = random.Random(seed)
    n = 0
    while not game.finished:
        waiting = game.awaiting()
        assert waiting, "nobody is awaited in an unfinished game"
        p = rnd.choice(waiting).player
        if rnd.random() < 0.05:
            p = rnd.randrange(len(game.state.seats))
        space = offer_space(game, p)
        if space is not None and rnd.random() < 0.2:
            offer = space.sample(rnd)
            if offer is not None:
                game.apply(offer)
                n += 1
                continue
        acts = game.legal_actions(p)
        if not acts:
            continue
        game.apply(rnd.choice(acts))
        n += 1
        if check_every and n % check_every == 0:
            problems = broken_invariants(game)
            assert not problems, problems
        if view_every and n % view_every == 0:
            for v in range(len(game.state.seats)):
                other = hidden_shuffled(game, v, seed + n)
                assert other.view(v) == game.view(v), "a view depends on hidden cards"
            assert hidden_shuffled(game, -1, n).public_view() == game.public_view()
        assert n < max_actions, "the game did not end"
    assert not broken_invariants(game)
    return n


_PREFER = ("done", "plant", "tuck", "refuse", "discard")


def finish_turn(game: Game) -> None:
    """Play the active player's turn to its end with the plainest choices (end each
    phase, plant where it fits, harvest only when nothing else is possible)."""
    s = game.state
    active, turn = s.active, s.turn
    while not game.finished and s.turn == turn:
        w = game.awaiting()[0]
        acts = game.legal_actions(w.player)
        for kind in _PREFER:
            found = [a for a in acts if a.kind == kind]
            if found:
                game.apply(found[0])
                break
        else:
            others = [a for a in acts if a.kind != "harvest"]
            game.apply(others[0] if others else acts[0])
    assert game.finished or s.active != active


def swap_ids(game: Game, a: int, b: int) -> None:
    """Exchange two card ids wherever they lie (to put a particular decree or
    sacrifice card where a built position has one of its kind)."""
    s = game.state
    piles = [s.draw, s.discard, s.turned_up, s.sacrifice_draw, s.sacrifice_discard,
             s.paid_coins, s.leftover, s.decrees]
    for seat in s.seats:
        piles += [seat.hand, seat.coins, seat.aside] + [f.cards for f in seat.fields]
    for pile in piles:
        for i, c in enumerate(pile):
            if c == a:
                pile[i] = b
            elif c == b:
                pile[i] = a
