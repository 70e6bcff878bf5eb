"""The save file's layout as a Pydantic model (``SaveFile``), imported only when a game
is written or read in full: Pydantic and the rules core take longer to import than
Textual itself, and the start screen lists the saved games without them
(``persistence.list_saves`` reads only each file's header)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from rules import Action
from rules.state import State

from .persistence import FORMAT, FORMAT_VERSION
from .session import SeatConfig


class SaveFile(BaseModel):
    """The versioned save format (JSON).  The fields before ``log`` are the header: they
    are written first (in this order), so that a list of saved games reads only the
    first few hundred bytes of each file."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["excalibohn-save"] = FORMAT
    version: int = FORMAT_VERSION
    variant: str
    seed: int
    seats: list[SeatConfig]
    #: a finished game is kept for ``excalibohn replay``; only unfinished ones are resumed
    finished: bool
    saved_at: str
    #: the turn the game has reached (the state's own, repeated for the header)
    turn: int
    log: list[Action]
    state: State
    #: each computer player's memory (its random generator and what it remembers of the
    #: turn), by seat, so that a resumed game goes on as the uninterrupted one would
    bots: dict[int, dict[str, Any]] = {}
    #: how many of the game's events each person has seen at the keyboard, by seat (the
    #: curtain's "since you last had the keyboard"; none in files saved before it was
    #: kept)
    seen: dict[int, int] | None = None
    #: the events that a computer player standing in for someone away made: the seat it
    #: played for, by event index (the log says so)
    stood_in: dict[int, int] = {}
    #: the computer players' pace chosen for this game (``Session.pace``): ``bot_delay``
    #: and ``offer_wait``, each only where chosen
    pace: dict[Literal["bot_delay", "offer_wait"], Annotated[float, Field(ge=0,
                                                                    allow_inf_nan=False)]] = {}
