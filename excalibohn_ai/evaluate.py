"""The hand-written evaluation shared by every computer player.

Everything here works on what one seat may know: its view's fields, its own hand
in order, the turned-up cards.  A field is a ``Row``: the variety of its top card
(the bohnometer it pays by), how many cards lie on it, the variety it grows (on
Bohnedikt's Bisch-Hof the last bean under any decree cards) and its kind
(``GameSpec.field_kind``: "plain", "bisch_hof" or "acker").  A seat's fields are a
``Board``, a tuple of rows, so that figures about it can be remembered.

The central idea is a *potential*: what a row of beans is worth if it keeps
growing a little, i.e. the coins a harvest would give now plus part of the way
to the next coin.  Planting, harvesting, trading, buying a field and sacrificing
are all judged by how they change coins plus potential, after planting what must
be planted (in the best order, harvesting the best fields when nothing fits:
``plant_any``) and, with less weight, the next cards of the hand in their order
(``plant_seq``).  At the end of the game (``final``) a row is worth the coins it
pays.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

from rules.cards import BEAN_OF, VARIETIES, Bean
from rules.views import View

#: (top card's variety, cards on the field, variety it grows, kind of field)
Row = tuple[Bean | None, int, Bean | None, str]
Board = tuple[Row, ...]

PLAIN, BISCH_HOF, ACKER = "plain", "bisch_hof", "acker"

#: how many planting figures each memo of the evaluation keeps (``_best_any``,
#: ``_best_seq``, ``most_coins``, ``position._settle``; one memo each for the process):
#: about 360 bytes an entry, some 3 MB each when full.  Nearly every hit comes from the
#: same decision (and, for the hard player, the same decision's rollouts), so a few thousand
#: keep almost all of them; the app holds on to what they keep for its whole
#: life (docs/benchmarks.md, "Memory")
GAIN_CACHE = 8192
EDICT = Bean.EDICT


@dataclass(frozen=True, eq=False)  # (compared and hashed by identity: one object a setting)
class Params:
    """The evaluation's settings (the players' own scale: 1 ~ one coin)."""

    #: a row one card short of its next coin counts this much of that coin ...
    grow: float = 0.7
    #: ... and each further card missing shrinks it by this factor
    decay: float = 0.6
    #: the next cards of the hand must be planted in the coming turns: their plantings
    #: count this much (front card first)
    hand_weights: tuple[float, ...] = (0.8, 0.5, 0.3)
    #: every card in the hand is worth a little (trading stock, a future row)
    hand_card: float = 0.12
    #: a Bisch-Hof with a decree card on top pays nothing until a bean of its variety
    #: covers it: its worth is this share of the row with that bean on top ...
    covered: float = 0.7
    #: ... and a Bisch-Hof of decree cards alone is worth this much a card
    joker: float = 0.25
    #: a trade partner's gain below this is no reason to refuse them
    partner_gain: float = 0.1
    #: a partner's gain counts this share of one rival's
    partner_scale: float = 1.0
    #: in a game of two, a deal must bring us this much more than it brings the rival
    rival_margin: float = 0.5
    #: a field of one's own is worth this much a turn it serves
    field_per_turn: float = 0.45
    #: before the active player's cards are turned up, each empty field is worth this
    empty_before_turn_up: float = 0.25
    #: a move outside the decision awaited (a field, a sacrifice) must gain this much
    move_margin: float = 0.15
    #: a sacrifice card in the hand is an option worth this much
    sacrifice_option: float = 0.3


DEFAULT = Params()


@cache  # a pure function of a few hundred arguments, asked for millions of times by hard
def potential(bean: Bean | None, n: int, p: Params = DEFAULT) -> float:
    """Coins a row of ``n`` ``bean`` cards gives now, plus the chance of one more coin:
    worth ``Params.grow`` when one card is missing, less by ``Params.decay`` for each
    further card."""
    if bean is None or n <= 0:
        return 0.0
    v = VARIETIES[bean]
    coins = v.coins_for(n)
    nxt = v.next_coin_at(n)
    if nxt is None:
        return float(coins)
    return coins + p.grow * p.decay ** (nxt - n - 1)


def coins_of(row: Row) -> int:
    """Coins a harvest of ``row`` pays now (nothing for a decree card on top)."""
    top, n = row[0], row[1]
    if top is None or n <= 0:
        return 0
    return VARIETIES[top].coins_for(n)


@cache
def row_value(row: Row, final: bool = False, p: Params = DEFAULT) -> float:
    """What a row is worth: its potential, or at the end of the game (``final``) the coins
    it pays."""
    top, n, grows, _ = row
    if n <= 0:
        return 0.0
    if final:
        return float(coins_of(row))
    if top is EDICT:
        if grows is None:
            return p.joker * n
        return p.covered * potential(grows, n + 1, p)
    return potential(top, n, p)


def board_value(board: Board, final: bool = False, p: Params = DEFAULT) -> float:
    return sum(row_value(r, final, p) for r in board)


def fits(row: Row, bean: Bean) -> bool:
    """Whether a card of ``bean`` may go on ``row`` without a harvest (``rules.fields``:
    decree cards only on the Bisch-Hof, which grows one variety beside them; any other
    field takes its top card's variety, or anything when empty)."""
    top, n, grows, kind = row
    if bean is EDICT:
        return kind == BISCH_HOF
    if bean is Bean.SACRIFICE:
        return False
    if kind == BISCH_HOF:
        return grows is None or grows is bean
    return n == 0 or top is bean


def planted(row: Row, bean: Bean) -> Row:
    top, n, grows, kind = row
    return (bean, n + 1, grows if bean is EDICT else bean, kind)


def harvestable(board: Board) -> list[int]:
    """Fields that the protection rule lets one harvest."""
    crowded = any(r[1] > 1 for r in board)
    return [i for i, r in enumerate(board) if r[1] and not (crowded and r[1] == 1)]


def harvested(board: Board, i: int) -> tuple[int, Board]:
    """(coins, board) after harvesting field ``i``."""
    row = board[i]
    return coins_of(row), board[:i] + ((None, 0, None, row[3]),) + board[i + 1:]


def put(board: Board, i: int, bean: Bean) -> Board:
    return board[:i] + (planted(board[i], bean),) + board[i + 1:]


def place(board: Board, bean: Bean) -> int | None:
    """Where a card of ``bean`` goes without a harvest: the longest row it extends, else
    an empty field (a plain one before a named one), else None."""
    best, key = None, None
    for i, r in enumerate(board):
        if fits(r, bean):
            k = (r[1] > 0 and (r[2] is bean or bean is EDICT), r[1], r[3] == PLAIN)
            if key is None or k > key:
                best, key = i, k
    return best


def grown(board: Board) -> list[Bean]:
    """The varieties the rows of ``board`` grow, in field order, each once."""
    return list(dict.fromkeys(r[2] for r in board if r[1] and r[2] is not None))


def extends(board: Board, bean: Bean) -> bool:
    """Whether a card of ``bean`` adds to a row already growing that variety."""
    return any(r[1] and fits(r, bean) and (r[2] is bean or bean is EDICT) for r in board)


def placements(board: Board, bean: Bean) -> list[tuple[int, Board]]:
    """Every distinct way to plant one card of ``bean``: on a field it fits, or, when it
    fits none, after harvesting a field the protection rule allows: (coins, board)."""
    out: list[tuple[int, Board]] = []
    seen: set[Row] = set()
    for i, r in enumerate(board):
        if fits(r, bean) and r not in seen:
            seen.add(r)
            out.append((0, put(board, i, bean)))
    if out:
        return out
    for i in harvestable(board):
        if board[i] in seen:
            continue
        seen.add(board[i])
        coins, after = harvested(board, i)
        if fits(after[i], bean):
            out.append((coins, put(after, i, bean)))
    return out


@lru_cache(maxsize=GAIN_CACHE)
def _best_any(board: Board, beans: tuple[Bean, ...], final: bool,
              p: Params = DEFAULT) -> tuple[float, Board]:
    """The most (coins + worth of the fields) planting every one of ``beans`` (sorted) can
    reach, in any order, and the fields then."""
    if not beans:
        return board_value(board, final, p), board
    best: tuple[float, Board] | None = None
    done: set[Bean] = set()
    for k, bean in enumerate(beans):
        if bean in done:
            continue
        done.add(bean)
        rest = beans[:k] + beans[k + 1:]
        for coins, after in placements(board, bean) or [(0, board)]:
            score, end = _best_any(after, rest, final, p)
            if best is None or coins + score > best[0]:
                best = (coins + score, end)
    assert best is not None
    return best


def plant_any(board: Board, beans: list[Bean] | tuple[Bean, ...],
              final: bool = False, p: Params = DEFAULT) -> tuple[float, Board]:
    """Plant every bean (as a player must in phase 3, in the order they like, harvesting
    when nothing fits) the best way: (change in coins plus worth, the fields then)."""
    score, end = _best_any(board, tuple(sorted(beans)), final, p)
    return score - board_value(board, final, p), end


def plant_gain(board: Board, beans: list[Bean] | tuple[Bean, ...],
               p: Params = DEFAULT) -> float:
    return plant_any(board, beans, p=p)[0]


@lru_cache(maxsize=GAIN_CACHE)
def _best_seq(board: Board, beans: tuple[Bean, ...], weights: tuple[float, ...],
              p: Params = DEFAULT) -> float:
    """The most the weighted gains of planting ``beans`` in this order can reach (each
    card's gain: coins plus the change in worth, times its weight)."""
    if not beans or not weights:
        return 0.0
    bean, w = beans[0], weights[0]
    before = board_value(board, False, p)
    best = None
    for coins, after in placements(board, bean) or [(0, board)]:
        gain = w * (coins + board_value(after, False, p) - before)
        score = gain + _best_seq(after, beans[1:], weights[1:], p)
        if best is None or score > best:
            best = score
    return best or 0.0


def plant_seq(board: Board, beans: list[Bean] | tuple[Bean, ...],
              weights: tuple[float, ...] | None = None, p: Params = DEFAULT) -> float:
    """Weighted gain of planting ``beans`` in their order (the hand's next cards), each
    planted the best way given those before it."""
    weights = p.hand_weights if weights is None else weights
    return _best_seq(board, tuple(beans[:len(weights)]), weights[:len(beans)], p)


@lru_cache(maxsize=GAIN_CACHE)
def most_coins(board: Board, beans: tuple[Bean, ...]) -> int:
    """The end of the game: the most coins that planting ``beans`` in this order (each the
    best way) and then harvesting every field can bring.  At the end a row is worth just
    the coins it pays, so only the fields left at the end are counted, not each step."""
    if not beans:
        return sum(coins_of(r) for r in board)
    rest = beans[1:]
    return max(coins + most_coins(after, rest)
               for coins, after in placements(board, beans[0]) or [(0, board)])


def hand_outlook(board: Board, hand: list[Bean] | tuple[Bean, ...],
                 p: Params = DEFAULT) -> float:
    """What the hand promises on these fields: its next bean cards planted in order
    (sacrifice cards are skipped: they are dropped or fulfilled), a little for each card."""
    beans = [b for b in hand if b is not Bean.SACRIFICE]
    return plant_seq(board, beans, p=p) + p.hand_card * len(beans)


def outlook(board: Board, must: list[Bean] | tuple[Bean, ...],
            hand: list[Bean] | tuple[Bean, ...], p: Params = DEFAULT) -> float:
    """Worth of the fields after planting ``must`` (any order), plus the hand's outlook on
    the fields then; coins gained while planting count."""
    score, end = _best_any(board, tuple(sorted(must)), False, p)
    return score + hand_outlook(end, hand, p)


def board_of(view: View, seat: int) -> Board:
    spec = view.spec
    return tuple((f.bean, f.count, f.variety, spec.field_kind(f.index))
                 for f in view.seats[seat].fields)


def beans(cards: list[int]) -> list[Bean]:
    return [BEAN_OF[c] for c in cards]


#: hand cards are planted later, maybe not at all: their worth shrinks with their place
PLACE_WEIGHT = (0.9, 0.7, 0.5, 0.4, 0.35, 0.3)


def hand_worth(board: Board, bean: Bean, place_in_hand: int, p: Params = DEFAULT) -> float:
    """What keeping one hand card is worth: a small base (trading stock, a future row)
    plus, weighted by how soon it must be planted, what planting it would do."""
    w = PLACE_WEIGHT[min(place_in_hand, len(PLACE_WEIGHT) - 1)]
    return p.hand_card + w * plant_gain(board, [bean], p)


def harvest_loss(row: Row) -> float:
    """Worth thrown away by harvesting a row now (potential beyond the coins it gives)."""
    return row_value(row) - coins_of(row)


def cheapest_harvest(board: Board, allowed: list[int] | None = None) -> int | None:
    """The field whose harvest throws away least (ties: the one giving more coins)."""
    options = harvestable(board) if allowed is None else allowed
    if not options:
        return None
    return min(options, key=lambda i: (harvest_loss(board[i]), -coins_of(board[i]), i))


def standing(view: View, seat: int) -> float:
    """A seat's coins plus the potential of its fields: its score so far, as we see it."""
    return view.seats[seat].coin_count + board_value(board_of(view, seat))
