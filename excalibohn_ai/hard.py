"""The hard computer player: determinized Monte Carlo search on top of the normal one.

For a decision that matters (planting, harvesting, phase 1b, which offer to
make, answering and closing trades) it lists a few candidate actions (for an offer: the
normal player's, and more of its kind, among them two cards of a variety it grows asked
of everyone), then,
until its budget runs out, samples a game consistent with its view
(``determinize.sample``), plays each candidate in a copy of it and lets normal
players (``RolloutPlayer``, deciding from ``game.view(seat)`` of the sampled
game, like any player) play on to a horizon: the end of the current turn by default
(with two players, the end of its own next turn);
once the last draw pile is short, the end of the game, scored by the final
coins and the win.  Otherwise the position is scored by coins, rows and the
hand's next plants (``evaluate``) against the fellow players (their average
and their leader).  Every candidate meets the same samples (common random
numbers).  The search runs in two rounds: the first picks the candidate that
gains most over the normal player's own choice (dropping the ones that fall
clearly behind), the second tests only that challenger against the normal
choice on fresh samples, and the challenger is played only on a clear gain.

By default each round plays 30 sampled games, and all the rollouts of a decision play
at most 3,000 actions (half of them in each round: a decision with many candidates, or
whose rollouts run to the end of the game, plays fewer samples): the size of the search
is its budget, so the same seed and seats give the same games on any machine and under
any load.  The clock is only a safety cap, and it counts the deciding process's
processor time (a busy machine does not shorten the search): 5 s, which a normal game
does not reach (docs/benchmarks.md has the measured times).
``EXCALIBOHN_HARD_SAMPLES=<n>`` (or the ``samples`` argument alone) fixes the samples
per round without any clock.  ``EXCALIBOHN_HARD_BUDGET``
(processor seconds, or the ``budget`` argument alone) plays as many samples as that time
allows instead (tests use a few milliseconds); both arguments: that many samples, the
budget as the cap.  ``EXCALIBOHN_HARD_HORIZON=<k>`` makes rollouts look
``k`` of its own turns ahead (default 0: the current turn only, where in paired runs
of Excalibohn looking one turn further was no stronger and three times slower; with two
players, one turn ahead).
"""

from __future__ import annotations

import os
import time
from collections import Counter

from rules.actions import (
    Accept,
    Action,
    ActivateWithBean,
    Cast,
    Conclude,
    Discard,
    Done,
    Harvest,
    Offer,
    Plant,
    Refuse,
    Sacrifice,
    UseAbility,
)
from rules.cards import BEAN_OF, Bean
from rules.engine import Game
from rules.trading import OfferSpace, offer_space
from rules.views import View

from .determinize import sample
from .evaluate import GAIN_CACHE as GAIN_CACHE  # (the memos' bound: evaluate.py)
from .evaluate import board_of, board_value, coins_of, hand_worth
from .normal import NormalPlayer, allowed, fallback, narrowed_offers
from .trader import offer_key

#: the search's clock: processor time of this process, which other programs on the
#: machine do not advance
CLOCK = time.process_time
#: the safety cap of a searched decision, in seconds of processor time
DEFAULT_BUDGET = 5.0
DEFAULT_SAMPLES = 30
DEFAULT_HORIZON = 0
SEARCHED = ("plant_front", "plant_second", "magic", "trading", "plant_aside", "respond",
            "conclude", "place_left", "duel_offer", "plant_offer")
#: decisions whose candidates are every plant, discard and "done" (or harvest, if no such)
PLACING = ("plant_front", "plant_second", "plant_aside")
#: Bohnedikt for two: the beans left lying and the offer, planted, discarded or left, and
#: the harvests that make room for them
OFFERED = ("place_left", "plant_offer")
#: a rollout stops after this many actions even if the horizon is not reached
ROLLOUT_CAP = 1500
#: the most actions all the rollouts of one searched decision may play together (each
#: round half of them): with many candidates, or rollouts to the end of the game, a round
#: plays fewer samples than ``samples``.  Counted, not timed, so that it cuts the same
#: searches on any machine.  The worst searched decision plays all of them: under a second
#: of one core where an action costs under 0.33 ms, over it on slower machines
#: (docs/benchmarks.md, "Decision time")
ACTION_BUDGET = 3000
#: a candidate replaces the normal choice only if it beats it by this much on average
#: (in coins) over the same samples ...
MARGIN = 0.1
#: ... and by this many standard errors of the paired differences (noise is not a reason)
CONFIDENCE = 2.0
#: fewest samples before a candidate may be dropped, and fewest fresh samples of the second
#: round before the normal choice may be overruled
MIN_SAMPLES = 3
#: a candidate is dropped once it trails the normal choice by this many standard errors
DROP = 2.5
#: seconds before the end of the budget at which the search stops (at most a tenth of it)
CLOCK_MARGIN = 0.015
#: share of the budget spent choosing a challenger to the normal choice
SELECT_SHARE = 0.5
#: what a spell card in hand is worth in a scored position (coins)
SPELL_WORTH = 0.3
#: a rollout plays to the end of the game once the last draw pile holds this few cards
SHORT_DECK = 30
#: offers compared when it is the active player's turn to trade (besides stopping)
TRADE_CANDIDATES = 4
_BEANS = list(Bean)


def _env_float(name: str, default: float) -> float:
    try:
        return float(os.environ.get(name, default))
    except ValueError:
        return default


def budget_from_env() -> float:
    return _env_float("EXCALIBOHN_HARD_BUDGET", DEFAULT_BUDGET)


def samples_from_env() -> int:
    return max(0, int(_env_float("EXCALIBOHN_HARD_SAMPLES", 0)))


def search_limits(budget: float | None, samples: int | None) -> tuple[float, int]:
    """(seconds, samples per round) for a hard player: see the module's docstring.
    ``0`` seconds: no clock; ``0`` samples: as many as the seconds allow."""
    if budget is None and samples is None:
        if "EXCALIBOHN_HARD_SAMPLES" in os.environ:
            return 0.0, samples_from_env()
        if "EXCALIBOHN_HARD_BUDGET" in os.environ:
            return budget_from_env(), 0
        return DEFAULT_BUDGET, DEFAULT_SAMPLES
    if samples is None:
        return float(budget or 0.0), 0
    return float(budget or 0.0), samples


def horizon_from_env() -> int:
    return max(0, int(_env_float("EXCALIBOHN_HARD_HORIZON", DEFAULT_HORIZON)))


class RolloutPlayer(NormalPlayer):
    """The normal player inside the hard player's sampled games: it decides from the
    sampled game's views like any player; it never interjects and never raises."""

    def __init__(self, following: NormalPlayer | None = None) -> None:
        super().__init__(0, interjects=False)
        if following is not None:  # the searching player's seat: its memory of this turn
            self._turn = following._turn

    def act(self, game: Game, seat: int, view: View | None = None) -> Action:
        """The choice of ``seat`` (``view``: its view, if already built)."""
        legal = game.legal_actions(seat)
        try:
            a = self.decide(view or game.view(seat), legal, seat, offer_space(game, seat))
        except Exception:
            a = None
        if a is None or not allowed(game, a, legal):
            a = fallback(legal)
        return a


class HardPlayer(NormalPlayer):
    name = "hard"

    def __init__(self, seed: int = 0, budget: float | None = None,
                 samples: int | None = None, horizon: int | None = None,
                 actions: int | None = None) -> None:
        super().__init__(seed)
        #: seconds per searched decision (0: no clock) and samples per round (0: as many
        #: as the seconds allow)
        self.budget, self.samples = search_limits(budget, samples)
        self.horizon = horizon_from_env() if horizon is None else horizon
        self.samples_last = 0  # determinizations used by the last searched decision
        self.actions_last = 0  # actions its rollouts played
        self.rollout_cap = ROLLOUT_CAP
        #: rollout actions per searched decision (0: no such limit)
        self.action_budget = ACTION_BUDGET if actions is None else actions

    def decide(self, view: View, legal: list[Action], seat: int,
               space: OfferSpace | None = None) -> Action | None:
        first = super().decide(view, legal, seat, space)
        d = view.decision
        if (d is None or d.kind not in SEARCHED or first is None
                or (self.budget <= 0 and not self.samples)
                or not any(w.player == seat and w.kind == d.kind for w in view.awaiting)):
            return first
        if d.kind == "trading":
            return self._search_trading(view, seat, first, space)
        if d.kind == "respond" and self.gift_hurts(view, seat):
            return first  # (no rollout to tell it otherwise: they share the blind spot)
        if self.spares(view, seat, first):
            return first  # a card for a person that would only cost us a row
        candidates = self._candidates(d.kind, self.keeping_its_word(view, d.kind, legal), first)
        if len(candidates) <= 1:
            return first
        return candidates[self._search(view, seat, candidates)]

    def _search_trading(self, view: View, seat: int, first: Action,
                        space: OfferSpace | None) -> Action:
        """Which offer to make, or to end trading."""
        if space is None or space.counter:
            return first
        fresh = (self._fresh(o, view, space) for o in self._more_offers(view, seat, space))
        offers = [o for o in dict.fromkeys(o for o in fresh if o is not None)
                  if self._may_ask(o) and self._able(o, space, view) == o][:TRADE_CANDIDATES]
        candidates: list[Action] = [first]
        if isinstance(first, Offer):
            candidates.append(Done(seat))
        candidates += [o for o in offers if o != first]
        if len(candidates) <= 1:
            return first
        chosen = candidates[self._search(view, seat, candidates)]
        if chosen is first:
            return first
        if isinstance(first, Offer):  # the normal choice's offer was not made after all
            self._tried.discard(offer_key(first))
        if isinstance(chosen, Offer):
            self._tried.add(offer_key(chosen))
        return chosen

    def _may_ask(self, offer: Offer) -> bool:
        """Whether ``offer`` may be made as well as those made this turn: one that asks
        people only while the turn's offers have made people answer fewer than
        ``PEOPLE_PASSES`` times, these included, and none of them ``PER_PERSON`` times
        (``may_ask_people``: the search tries more offers than the normal level makes,
        which other computer players answer at once, but each person asked costs a pass
        of the keyboard; a play-test saw 6 offers in one turn, 18 passes for three
        people); none that asks a person more for the same cards than an offer made
        to them this turn (it came to nothing, or the cards would be gone): two Garden
        Beans where one was refused; and none that asks a person for more beans of a
        variety than it gives of it (a Sword Bean for two Sword Beans, play-test: the
        search tries it for the one-for-one of the normal level, which plants a hand card
        now, but a person loses a card by it and only ever refuses)."""
        people = self.people.intersection(offer.to)
        if not people:
            return True
        given = Counter(BEAN_OF[c] for c in offer.give)
        return self.may_ask_people(people) and not any(
            give == offer.give and people.intersection(to) and ask != offer.ask
            and Counter(ask) <= Counter(offer.ask) for to, give, ask in self._tried) and all(
            n <= given[bean] for bean, n in Counter(offer.ask).items() if bean in given)

    def _more_offers(self, view: View, seat: int, space: OfferSpace) -> list[Offer]:
        """The normal player's offers, then more for the search to try, all drawn from
        the candidate offers: right after the normal player's first, two cards of a
        variety it grows asked of everyone (its longest rows first), for the card it
        wants rid of most, or for nothing; then each card it would rather not plant for
        each variety that extends a row, to all fellow players and to each alone."""
        out = list(self._offers(view, seat, space))
        rows = [f.bean for f in view.seats[seat].fields if f.bean is not None]
        everyone = space.partners[-1] if space.partners else ()
        gives = list(dict.fromkeys(g for o in out for g in o.give))
        if not gives:  # nothing it wants rid of: the turned-up cards that extend no row
            gives = [c.id for c in view.turned_up if c.bean not in rows]
        asks = {(o.give, o.ask): o
                for o in narrowed_offers(space, everyone, tuple(gives), list(dict.fromkeys(rows)))}
        for card in gives:
            for bean in dict.fromkeys(rows):
                offer = asks.get(((card,), (bean,)))
                if bean != BEAN_OF[card] and offer is not None:
                    out.append(offer)
        for to in space.partners:
            if len(to) == 1:
                out += [o for o in narrowed_offers(space, to, tuple(gives[:1]), [])
                        if o.give]
        offers = [o for o in dict.fromkeys(out) if isinstance(o, Offer)]
        return list(dict.fromkeys(offers[:1] + self._two_asked(view, seat, space, offers)
                                  + offers[1:]))

    @staticmethod
    def _two_asked(view: View, seat: int, space: OfferSpace, offers: list[Offer]) -> list[Offer]:
        """For each variety it grows (the longest rows first), one offer to everyone
        asking for two cards of it, giving the first card of ``offers`` (or nothing if
        no such offer can be made): what a player building a long row asks of the table.
        The normal player asks for one card at a time; in the classic game, where the
        search has little to choose but offers, these asks took the hard level from
        35.4% to 46.1% wins against three normal players on the same 165 deals
        (docs/benchmarks.md)."""
        everyone = space.partners[-1] if space.partners else ()
        longest = sorted(view.seats[seat].fields, key=lambda f: -f.count)
        grown = dict.fromkeys(f.variety for f in longest if f.count and f.variety is not None)
        give = tuple(dict.fromkeys(g for o in offers for g in o.give))[:1]
        out: list[Offer] = []
        for bean in grown:
            found = [o for o in narrowed_offers(space, everyone, give, [bean], max_ask=2)
                     if len(o.ask) == 2 and isinstance(o, Offer)]
            out += sorted(found, key=lambda o: -len(o.give))[:1]
        return out

    # ------------------------------------------------------------ candidates

    @staticmethod
    def _candidates(kind: str, legal: list[Action], first: Action) -> list[Action]:
        out: list[Action] = [first]
        if kind in PLACING:
            plants = [a for a in legal if isinstance(a, Plant | Discard | Done)]
            out += plants or [a for a in legal if isinstance(a, Harvest)]
        elif kind in OFFERED:
            if isinstance(first, Offer):  # trading in phase 4 for two: the offers are
                return [first]            # the normal player's (it remembers those made)
            out += [a for a in legal if isinstance(a, Plant | Discard | Done | Harvest)]
        elif kind == "duel_offer":  # a sacrifice with a bean of the offer, or none
            out += [a for a in legal if isinstance(a, Sacrifice | Done)]
        elif kind == "magic":
            spells: set[int] = set()
            for a in legal:
                if isinstance(a, ActivateWithBean):
                    if a.spell in spells:
                        continue
                    spells.add(a.spell)
                if isinstance(a, UseAbility | ActivateWithBean | Cast | Done):
                    out.append(a)
        elif kind == "respond":
            if not isinstance(first, Accept | Refuse):
                return [first]
            seen: set[tuple] = set()
            for a in legal:
                if isinstance(a, Accept):
                    key = tuple(sorted(BEAN_OF[c] for c in a.cards))
                    if key not in seen:
                        seen.add(key)
                        out.append(a)
                elif isinstance(a, Refuse):
                    out.append(a)
        elif kind == "conclude":
            out += [a for a in legal if isinstance(a, Conclude | Done)][:8]
        return list(dict.fromkeys(out))[:10]

    # ---------------------------------------------------------------- search

    def _horizon_turn(self, view: View, seat: int) -> int | None:
        """The last turn a rollout plays (None: to the end of the game)."""
        if view.ending or (view.passes >= view.max_passes and view.draw_size <= SHORT_DECK):
            return None
        n = len(view.seats)
        # with two, what a turn leaves lying (the rest of the offer in Bohnedikt for two)
        # is the other's to place in their turn: a rollout plays to the end of our own
        # next turn (30 games of Bohnedikt for two against the normal level: 73% so, 67%
        # to the end of the other's turn; searched to the end of this turn, where leaving
        # beans to the other seemed free, it won 25% of 20 other games)
        horizon = self.horizon or int(n == 2)
        if horizon <= 0:
            return view.turn
        ahead = (seat - view.active) % n  # turns until our own next turn starts
        if ahead == 0:
            ahead = n
        return view.turn + ahead + n * (horizon - 1)

    def _search(self, view: View, seat: int, candidates: list[Action]) -> int:
        """Index of the best candidate action; 0, the normal player's choice, unless
        another is clearly better.

        Two rounds, so that the luckiest of many candidates is not taken for the best:
        the first (half the budget) picks a challenger, the one gaining most over the
        normal choice on the same samples; the second compares only these two on fresh
        samples, and the challenger wins only on a clear gain there.
        """
        start = CLOCK()
        self.actions_last = 0
        last_turn = self._horizon_turn(view, seat)
        fixed = self.samples
        actions = self.action_budget or None
        values: list[list[float]] = [[] for _ in candidates]
        live = [True] * len(candidates)
        # the clock stops the search a little early, so that the whole decision (the last
        # rollout's check comes every few actions, then the choice) stays within budget
        stop = start + self.budget - min(CLOCK_MARGIN, self.budget / 10) if self.budget > 0 else None
        # without a fixed number of samples, the first round may take only its share of
        # the time; with one, the clock only guards the whole decision
        until = start + SELECT_SHARE * self.budget if stop is not None and not fixed else stop
        first = self._sampling(view, seat, candidates, values, live, last_turn,
                               fixed, until, stop,
                               actions and int(SELECT_SHARE * actions))
        self.samples_last = first
        if first == 0:
            return 0
        best, best_gain = 0, 0.0
        for i in range(1, len(candidates)):
            if live[i] and len(values[i]) == first:
                gain = _paired(values[i], values[0])[0]
                if gain > best_gain:
                    best, best_gain = i, gain
        if best == 0:
            return 0
        pair = [candidates[0], candidates[best]]
        again: list[list[float]] = [[], []]
        second = self._sampling(view, seat, pair, again, [True, True], last_turn,
                                fixed, stop, stop, actions)
        self.samples_last = first + second
        if second < MIN_SAMPLES or len(again[1]) != second:
            return 0
        gain, se = _paired(again[1], again[0])
        return best if gain > MARGIN and gain > CONFIDENCE * se else 0

    def _sampling(self, view: View, seat: int, candidates: list[Action],
                  values: list[list[float]], live: list[bool], last_turn: int | None,
                  fixed: int, until: float | None, stop: float | None,
                  actions: int | None = None) -> int:
        """Play the live candidates on new samples, ``fixed`` of them (if not 0) and as
        many as can be finished by the clock time ``until`` (if any) and before the
        decision's rollouts have played ``actions`` actions in all (if any); add their
        scores to ``values``; return the samples played.  A sample still unfinished at
        ``stop`` (the end of the budget) is dropped.  A candidate that falls clearly
        behind the first (the normal choice) is dropped too."""
        samples = 0
        per_sample = 0.0
        per_sample_actions = 0
        while True:
            now = CLOCK()
            played = self.actions_last
            if fixed and samples >= fixed:
                break
            if until is not None and now + per_sample > until:
                break
            if actions is not None and played + per_sample_actions > actions:
                break
            if not any(live[1:]):
                break  # only the normal choice is left
            game = sample(view, self.rng)
            if game is None:
                break
            results: list[tuple[int, float]] = []
            for i, a in enumerate(candidates):
                if not live[i]:
                    continue
                g = game.clone()
                if g.finished or not g.is_legal(a):
                    if i == 0:
                        return 0  # cannot happen: the normal choice is legal
                    live[i] = False
                    continue
                g.apply(a)
                v = self._rollout(g, seat, last_turn, stop)
                if v is None:  # out of time: drop the unfinished sample
                    return samples
                results.append((i, v))
            if not results:
                break
            for i, v in results:
                values[i].append(v)
            samples += 1
            per_sample = max(per_sample, CLOCK() - now)
            per_sample_actions = max(per_sample_actions, self.actions_last - played)
            if samples >= MIN_SAMPLES:
                for i in range(1, len(candidates)):
                    if live[i]:
                        gain, se = _paired(values[i], values[0])
                        if gain + DROP * se < 0:
                            live[i] = False
        return samples

    def _rollout(self, game: Game, seat: int, last_turn: int | None,
                 stop: float | None = None) -> float | None:
        """Play on with normal players to the horizon; score the position for ``seat``
        (None if the clock passes ``stop`` first)."""
        players: dict[int, RolloutPlayer] = {}
        steps = 0
        cap = self.rollout_cap
        while steps < cap:
            p = game.deciding()
            if p is None:
                break
            view = game.view(p)
            if last_turn is not None and view.turn > last_turn:
                break
            player = players.get(p) or players.setdefault(p, RolloutPlayer(self if p == seat
                                                                              else None))
            game.apply(player.act(game, p, view))
            steps += 1
            self.actions_last += 1
            if stop is not None and steps % 16 == 0 and CLOCK() > stop:
                return None
        return score(game, seat)


def _paired(a: list[float], b: list[float]) -> tuple[float, float]:
    """Mean of the paired differences ``a - b`` and its standard error."""
    k = min(len(a), len(b))
    diffs = [x - y for x, y in zip(a[:k], b[:k], strict=True)]
    mean = sum(diffs) / k
    if k < 2:
        return mean, float("inf")
    var = sum((d - mean) ** 2 for d in diffs) / (k - 1)
    return mean, (var / k) ** 0.5


def score(game: Game, seat: int) -> float:
    """The evaluation of a searched position, from the views of its seats (our own
    sampled game, so each seat's view is ours to read): at the end, final coins and the
    win; else coins, rows, the next plants of the hand and spells, against the others."""
    mine = game.view(seat)
    result = mine.result
    if result is not None:
        best = max(x for p, x in enumerate(result.scores) if p != seat)
        return 5.0 * (seat in result.winners) + result.scores[seat] - best
    views = [mine if p == seat else game.view(p) for p in range(len(mine.seats))]

    def worth(p: int) -> float:
        v = views[p]
        st = v.seats[p]
        board = board_of(v, p)
        if v.ending:  # every row is harvested soon; the hand counts nothing
            return st.coin_count + sum(coins_of(r) for r in board)
        worth = st.coin_count + board_value(board)
        worth += sum(hand_worth(board, c.bean, i) for i, c in enumerate((v.hand or [])[:3])
                     if c.bean is not Bean.SACRIFICE)
        return worth + SPELL_WORTH * len(st.spells)

    others = [worth(p) for p in range(len(views)) if p != seat]
    return worth(seat) - 0.5 * sum(others) / len(others) - 0.5 * max(others)
