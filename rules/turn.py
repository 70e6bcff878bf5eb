"""The turn and its steps, the draw pile and its passes, and the end of the game.

A turn is the game's list of steps (``GameSpec.turn``), each a function of some part
(``STEPS``) that either pushes a decision or does its work at once.  When no decision
is awaited, ``next_step`` finishes what the step still owes (cards to turn up or draw,
``State.to_turn_up`` and ``to_draw``: a payment may interrupt drawing) and then moves on
to the next step.  The last step of a turn, ``end``, starts the next player's turn, or,
once the last draw pile has run out, the game's ``ending`` steps (up to the final
harvest, ``rules.scoring``).

The draw pile (RULINGS 6, 9, 10):

- Excalibohn and Rabohnzel (``reshuffle="when_needed"``) form a new draw pile from the
  discard pile only when a card must be drawn from an empty one; the base game
  (``"at_once"``) as soon as its last card is drawn.  Either way the pass counter goes
  up, and a part may put something else in place of the reshuffle (``PILE_OUT``:
  Bohnedikt's payment).
- When the last pile of the game runs out (the game's ``passes`` by number of
  players), no new pile is formed and this turn is the last; fewer cards may be turned
  up or drawn.
- If both piles are empty when a card must be drawn, nothing is drawn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rng as rand
from .events import say
from .i18n import N_, ngettext
from .words import draws, roman, turned_up, you_draw

if TYPE_CHECKING:
    from .engine import Game


def start_turn(game: Game) -> None:
    s = game.state
    s.step = game.spec.turn[0]
    game.emit("turn", say(N_("Turn {turn}: {name} is the active player."), turn=s.turn,
                          name=game.name(s.active)), player=s.active)
    game.rules.steps[s.step](game)


def next_step(game: Game) -> None:
    """No decision is awaited: draw what the step still owes, or go on to the next step."""
    s = game.state
    if s.to_turn_up or s.to_draw:
        draw_owed(game)
        return
    steps = game.spec.ending if s.step in game.spec.ending else game.spec.turn
    s.step = steps[steps.index(s.step) + 1]
    game.rules.steps[s.step](game)


# ------------------------------------------------------------------ drawing

def last_turn(game: Game) -> bool:
    """Whether this turn is the game's last: the last draw pile has run out, or the draw
    at the end of this turn will take its last card (no new pile follows it).  Cards
    turned up before that draw only bring the end sooner; then ``State.ending`` says so."""
    s = game.state
    if s.ending:
        return True
    if s.passes < s.max_passes or s.step in game.spec.ending or "draw" not in game.spec.turn:
        return False
    turn = game.spec.turn
    still = s.to_draw + (game.spec.hand_draw + s.draw_bonus
                         if turn.index(s.step) < turn.index("draw") else 0)
    return len(s.draw) <= still


def draw_card(game: Game) -> int | None:
    """Take the top card of the draw pile (None if there is none to take).

    Ruling: if the discard pile is empty when a new pile must be formed, the new pile
    is empty too; the pass still counts, so a game can never stall.
    """
    s = game.state
    if not s.draw:
        if s.ending or s.passes >= s.max_passes:
            s.ending = True
            return None
        new_pile(game)
        if not s.draw:
            if s.passes >= s.max_passes:
                s.ending = True
            return None
    card = s.draw.pop()
    if not s.draw and not s.ending:
        if s.passes >= s.max_passes:
            s.ending = True  # (said once the card is told: ``tell_last_pile``)
        elif game.spec.reshuffle == "at_once" and not any(
                instead(game) for instead in game.rules.pile_out) and s.discard:
            new_pile(game)
    return card


def tell_last_pile(game: Game, ending_before: bool, card: int | None) -> None:
    """Say that ``card``, just drawn and told (turned up, drawn into a hand), used up the
    last draw pile, if it did (``State.ending`` set by that draw): after the card's own
    words, which named one card more after it otherwise (play-test).  The turn under way
    is finished, whether the pile ran out turning up cards or drawing at its very end:
    "this is the last turn" read oddly just before the end (play-test)."""
    if card is not None and game.state.ending and not ending_before:
        game.emit("last_pile", N_("The last draw pile is used up: the game ends with "
                                  "this turn."))


def new_pile(game: Game) -> None:
    """The discard pile, shuffled, becomes the draw pile: the next pass begins."""
    s = game.state
    s.passes += 1
    s.draw = s.discard
    s.discard = []
    s.rng = rand.shuffle(s.rng, s.draw)
    game.emit("reshuffle", (_reshuffled, (roman(s.passes), len(s.draw))), passes=s.passes)


def _reshuffled(pile: str, n: int) -> str:
    return ngettext("The discard pile is shuffled into draw pile {pile} ({n} card).",
                    "The discard pile is shuffled into draw pile {pile} ({n} cards).",
                    n).format(pile=pile, n=n)


def draw_owed(game: Game) -> None:
    """Turn up and draw the cards this step still owes, one by one, until they are all
    drawn, none is left, or a decision comes up meanwhile (a payment: the rest waits for
    it, ``next_step`` draws it then)."""
    s = game.state
    depth = len(s.pending)
    while s.to_turn_up and len(s.pending) == depth:
        s.to_turn_up -= 1
        before = s.ending
        card = draw_card(game)
        if card is None:
            s.to_turn_up = 0
            game.emit("turn_up_none", N_("No card left to turn up."))
            break
        s.turned_up.append(card)
        game.emit("turn_up", (turned_up, (game.name(s.active), card)), card=card)
        tell_last_pile(game, before, card)
    got: list[int] = []
    wanted = s.to_draw > 0
    hand = s.seats[s.active].hand
    before, last = s.ending, None
    while s.to_draw and len(s.pending) == depth:
        s.to_draw -= 1
        card = draw_card(game)
        if card is None:
            s.to_draw = 0
            break
        hand.append(card)
        got.append(card)
        last = card
    if got or (wanted and not s.to_draw):  # (told once a draw is over, or paused)
        a = s.active
        game.emit("draw", (draws, (game.name(a), len(got))),
                  {a: (you_draw, (tuple(got),))},
                  player=a, count=len(got))
    tell_last_pile(game, before, last)


def _turn_up(game: Game) -> None:
    """Phase 2 begins: two cards are turned up."""
    game.state.to_turn_up += 2
    draw_owed(game)


def _draw(game: Game) -> None:
    """The end of the turn: the active player draws the game's number of cards (and
    any cards a spell or decree adds) behind the hand."""
    s = game.state
    s.to_draw += game.spec.hand_draw + s.draw_bonus
    s.draw_bonus = 0
    draw_owed(game)


def _end(game: Game) -> None:
    """The turn is over: the next player's begins, or the game's end."""
    s = game.state
    s.traded = False
    s.may_discard = False
    if s.ending:
        s.step = game.spec.ending[0]
        game.rules.steps[s.step](game)
        return
    s.active = (s.active + 1) % len(s.seats)
    s.turn += 1
    start_turn(game)


STEPS = {"turn_up": _turn_up, "draw": _draw, "end": _end}
