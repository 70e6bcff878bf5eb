"""The record of a finished game: every position from the deal on, every card shown.

A replay is a public record: it shows every hand, every coin pile, the draw pile, the
spell deck and every private message.  So the rules give it out only for a game that is
over (``positions`` refuses any other); a game in play is seen through views only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import Action
from .engine import Game
from .views import View

if TYPE_CHECKING:
    from .state import Result


@dataclass(frozen=True)
class SeatRecord:
    name: str
    hand: tuple[int, ...]
    fields: tuple[tuple[int, ...], ...]
    aside: tuple[int, ...]
    coins: tuple[int, ...]
    #: (spell card, face up)
    spells: tuple[tuple[int, bool], ...]


@dataclass(frozen=True)
class Position:
    """The game after ``index`` actions (0: the deal), and what the last action caused:
    each event's public text and what only some seats read (seat -> text)."""

    index: int
    action: Action | None
    events: tuple[tuple[str, tuple[tuple[int, str], ...]], ...]
    turn: int
    active: int
    passes: int
    max_passes: int
    draw: tuple[int, ...]
    discard: tuple[int, ...]
    spell_deck: tuple[int, ...]
    turned_up: tuple[int, ...]
    seats: tuple[SeatRecord, ...]
    result: Result | None
    #: what everyone saw then (the game is over: nothing in it is secret any more), so a
    #: replay draws the table as it looked, fields, piles and decrees as in play (None:
    #: not asked for, see ``positions``)
    view: View | None = None


def _position(game: Game, index: int, action: Action | None, events,
              view: bool) -> Position:
    s = game.state
    return Position(
        index=index, action=action,
        events=tuple((e.text, tuple(sorted(e.private.items()))) for e in events),
        turn=s.turn, active=s.active, passes=s.passes, max_passes=s.max_passes,
        draw=tuple(s.draw), discard=tuple(s.discard), spell_deck=tuple(s.spell_deck),
        turned_up=tuple(s.turned_up),
        seats=tuple(SeatRecord(name=x.name, hand=tuple(x.hand),
                               fields=tuple(tuple(f.cards) for f in x.fields),
                               aside=tuple(x.aside), coins=tuple(x.coins),
                               spells=tuple((y.card, y.face_up) for y in x.spells))
                    for x in s.seats),
        result=s.result, view=game.public_view() if view else None)


def positions(game: Game, *, views: bool = True) -> list[Position]:
    """Every position of ``game`` (which must be over), from the deal to the end; with
    ``views``, each with the public view of its moment (some 11 KB each: what only counts
    the coins over the turns leaves them out)."""
    if not game.finished:
        raise ValueError("only a finished game is replayed with every card shown")
    s = game.state
    again = Game.new([x.name for x in s.seats], s.seed, s.variant, s.edition)
    out = [_position(again, 0, None, again.events, views)]
    for i, action in enumerate(game.log, 1):
        out.append(_position(again, i, action, again.apply(action), views))
    return out
