"""A game at the table: the rules game, who sits where, and the computer players.

The app holds one ``Session`` and nothing else of the game: screens read
views and legal actions through it and submit actions to it.  Saving after
every action, resuming and undo live here too, so that the command line and
the tests use the same code as the app.
"""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import BaseModel

from excalibohn_ai import FACTORIES
from rules import Action, Event, Game, new_game


class SeatConfig(BaseModel):
    name: str
    #: "human", or the kind of computer player ("random", "easy", "normal", "hard")
    kind: str = "human"

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


def parse_seats(spec: str) -> list[SeatConfig]:
    """``"Ann,Ben,bot:normal"`` -> seat configs.  Raises ValueError with a clear message."""
    parts = [p.strip() for p in spec.split(",")]
    if any(not p for p in parts):
        raise ValueError("a seat is empty: write names and bot:LEVEL separated by commas")
    if not 3 <= len(parts) <= 5:
        raise ValueError(f"Excalibohn needs 3 to 5 seats, not {len(parts)}")
    seats: list[SeatConfig] = []
    bots = 0
    for part in parts:
        if part.lower().startswith("bot:"):
            kind = part[4:].strip().lower()
            if kind not in FACTORIES:
                raise ValueError(f"unknown computer player {part!r}; choose from "
                                 + ", ".join(f"bot:{k}" for k in FACTORIES))
            bots += 1
            seats.append(SeatConfig(name=f"{kind.capitalize()} bot {bots}", kind=kind))
        else:
            if len(part) > 20:
                raise ValueError(f"the name {part[:20]!r}... is longer than 20 characters")
            seats.append(SeatConfig(name=part))
    names = [s.name for s in seats]
    if len(set(names)) != len(names):
        raise ValueError("two seats have the same name")
    return seats


@dataclass
class Session:
    game: Game
    seats: list[SeatConfig]

    @classmethod
    def new(cls, seats: list[SeatConfig], seed: int) -> Session:
        return cls(new_game([s.name for s in seats], seed), seats)

    def __post_init__(self) -> None:
        self._bots = {p: FACTORIES[s.kind](self.game.state.seed * 31 + p)
                      for p, s in enumerate(self.seats) if not s.is_human}

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].is_human

    def apply(self, action: Action) -> list[Event]:
        """Apply a seat's action (raises ``rules.IllegalAction`` and changes nothing if illegal)."""
        return self.game.apply(action)

    def next_bot_action(self) -> Action | None:
        """The action of the first awaited computer player, if a computer player is awaited."""
        for w in self.game.awaiting():
            if not self.is_human(w.player):
                return self._bots[w.player].choose(self.game, w.player)
        return None
