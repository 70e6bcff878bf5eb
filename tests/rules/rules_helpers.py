"""Shared helpers for the rules-core tests: pick legal actions, check rejections."""

from __future__ import annotations

import pytest

from rules import BEAN_OF, SPELL_ID, IllegalAction, Spell
from rules.engine import Game
from rules.state import copy_of


def beans(cards) -> list[str]:
    """The varieties of some bean card ids, as plain strings (e.g. ``["sword", "cap"]``)."""
    return [BEAN_OF[c].value for c in cards]


def sid(spell: str) -> int:
    """The card id of a spell card, by its short name (``"attack"``, ``"swap"``...)."""
    return SPELL_ID[Spell(spell)]


def legal(game: Game, player: int, kind: str | None = None, **attrs) -> list:
    """Legal actions of ``player``, filtered by ``kind`` and attribute values."""
    out = []
    for a in game.legal_actions(player):
        if kind is not None and a.kind != kind:
            continue
        if all(getattr(a, k) == v for k, v in attrs.items()):
            out.append(a)
    return out


def pick(game: Game, player: int, kind: str, **attrs):
    """The one legal action of ``player`` with that kind and those attributes."""
    found = legal(game, player, kind, **attrs)
    assert found, (f"no legal {kind} {attrs} for seat {player}; legal: "
                   f"{game.legal_actions(player)}; awaiting {game.awaiting()}")
    assert len(found) == 1, f"several legal {kind} {attrs}: {found}"
    return found[0]


def do(game: Game, player: int, kind: str, **attrs):
    """Apply the one legal action matching ``kind`` and ``attrs``; return its events."""
    return game.apply(pick(game, player, kind, **attrs))


def plant_card(game: Game, player: int, card: int, field: int, **attrs):
    return do(game, player, "plant", card=card, field=field, **attrs)


def awaited(game: Game) -> list[tuple[int, str]]:
    return [(w.player, w.kind) for w in game.awaiting()]


def assert_illegal(game: Game, action, *words: str) -> str:
    """``action`` is rejected with IllegalAction naming the rule (``words`` in the
    message, case-insensitive) and the game is left exactly as it was."""
    before = copy_of(game.state)
    log = list(game.log)
    n_events = len(game.events)
    assert not game.is_legal(action)
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    msg = str(err.value)
    for w in words:
        assert w.lower() in msg.lower(), f"{w!r} not in rejection message {msg!r}"
    assert game.state == before, "a rejected action changed the state"
    assert game.log == log
    assert len(game.events) == n_events
    return msg


def fields_of(game: Game, player: int) -> list[list[str]]:
    return [beans(f.cards) for f in game.state.seats[player].fields]


def hand_of(game: Game, player: int) -> list[str]:
    return beans(game.state.seats[player].hand)


def finish_turn(game: Game, prefer: tuple[str, ...] = ("done", "plant", "tuck", "refuse",
                                                        "harvest")) -> None:
    """Play on, simply, until the active player's turn is over (or the game ends)."""
    start = (game.state.active, game.state.turn)
    for _ in range(500):
        if game.finished or (game.state.active, game.state.turn) != start:
            return
        p = game.awaiting()[0].player
        acts = game.legal_actions(p)
        for kind in prefer:
            choice = [a for a in acts if a.kind == kind]
            if choice:
                game.apply(choice[0])
                break
        else:
            game.apply(acts[0])
    raise AssertionError("the turn did not end")
