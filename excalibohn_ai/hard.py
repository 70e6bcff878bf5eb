"""The hard computer player: determinized Monte Carlo search on top of the normal one.

For a decision that matters (planting, harvesting, phase 1b, answering and
closing trades) it lists a few candidate actions, then, until its time budget
runs out, samples a game consistent with its view (``determinize.sample``),
plays each candidate in a copy of it and lets normal players play on to the
end of the current turn; the position is then scored by the same evaluation
the normal player uses (coins, rows, the hand's next plants) against the
fellow players' average.  Every candidate meets the same samples (common
random numbers), and the normal player's own choice wins ties.

The budget per decision is 1 s by default; ``EXCALIBOHN_HARD_BUDGET`` (seconds)
or the ``budget`` argument change it (tests use a few milliseconds).
"""

from __future__ import annotations

import os
import time

from rules.actions import (
    Accept,
    Action,
    ActivateWithBean,
    Cast,
    Conclude,
    Discard,
    Done,
    DraftAsk,
    DraftGive,
    DraftSend,
    Harvest,
    OfferStart,
    Plant,
    Refuse,
    UseAbility,
)
from rules.cards import BEAN_OF
from rules.engine import Game
from rules.views import View

from .determinize import sample
from .evaluate import hand_worth, potential
from .normal import NormalPlayer, fallback

DEFAULT_BUDGET = 1.0
SEARCHED = ("plant_front", "plant_second", "magic", "trading", "plant_aside", "respond",
            "conclude")
#: a rollout stops after this many actions even if the turn is not over
ROLLOUT_CAP = 400
#: a candidate replaces the normal choice only if it beats it by this much on average
#: (in coins) over the same samples ...
MARGIN = 0.1
#: ... and by this many standard errors of the paired differences (noise is not a reason)
CONFIDENCE = 2.0
#: fewest samples before the normal choice may be overruled
MIN_SAMPLES = 3
SPELL_WORTH = 0.3


def budget_from_env() -> float:
    try:
        return float(os.environ.get("EXCALIBOHN_HARD_BUDGET", DEFAULT_BUDGET))
    except ValueError:
        return DEFAULT_BUDGET


class HardPlayer(NormalPlayer):
    name = "hard"

    def __init__(self, seed: int = 0, budget: float | None = None) -> None:
        super().__init__(seed)
        self.budget = budget_from_env() if budget is None else budget
        self.samples_last = 0  # determinizations used by the last searched decision
        self.rollout_cap = ROLLOUT_CAP

    def decide(self, view: View, legal: list[Action], seat: int) -> Action | None:
        first = super().decide(view, legal, seat)
        d = view.decision
        if (d is None or d.kind not in SEARCHED or first is None or self.budget <= 0
                or not any(w.player == seat and w.kind == d.kind for w in view.awaiting)):
            return first
        if d.kind == "trading":
            return self._search_trading(view, seat, first)
        candidates = self._candidates(d.kind, legal, first)
        if len(candidates) <= 1:
            return first
        best = candidates[self._search(view, seat, [(a,) for a in candidates])]
        if best is not first:
            self._plan = []  # the normal choice's plans no longer apply
        return best

    def _search_trading(self, view: View, seat: int, first: Action) -> Action:
        """Which offer to make (each composed in full), or to end trading."""
        made = (first, *self._plan, DraftSend(seat)) if isinstance(first, OfferStart) else None
        offers = [o for o in self._offers(view, seat) if o not in self._tried][:2]
        macros: list[tuple[Action, ...]] = [made or (first,)]
        if made is not None:
            macros.append((Done(seat),))
        for to, give, ask in offers:
            macros.append((OfferStart(seat, to), *[DraftGive(seat, c) for c in give],
                           *[DraftAsk(seat, b) for b in ask], DraftSend(seat)))
        if len(macros) <= 1:
            return first
        i = self._search(view, seat, macros)
        if i == 0:
            return first
        if isinstance(first, OfferStart):  # the normal choice's offer was not made after all
            self._tried.discard((
                first.to, tuple(a.card for a in self._plan if isinstance(a, DraftGive)),
                tuple(a.bean for a in self._plan if isinstance(a, DraftAsk))))
        chosen = macros[i]
        if len(chosen) == 1:
            self._plan = []
            return chosen[0]
        offer = offers[i - (2 if made is not None else 1)]
        self._tried.add(offer)
        self._plan = list(chosen[1:-1])
        return chosen[0]

    # ------------------------------------------------------------ candidates

    @staticmethod
    def _candidates(kind: str, legal: list[Action], first: Action) -> list[Action]:
        out: list[Action] = [first]
        if kind in ("plant_front", "plant_second", "plant_aside"):
            plants = [a for a in legal if isinstance(a, Plant | Discard | Done)]
            out += plants or [a for a in legal if isinstance(a, Harvest)]
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

    def _search(self, view: View, seat: int, candidates: list[tuple[Action, ...]]) -> int:
        """Index of the best candidate (each a run of actions); 0, the normal player's
        choice, unless another is clearly better over the same samples."""
        start = time.perf_counter()
        values: list[list[float]] = [[] for _ in candidates]
        valid = [True] * len(candidates)
        samples = 0
        per_sample = 0.0
        while True:
            now = time.perf_counter()
            if now - start + per_sample > self.budget:
                break
            game = sample(view, self.rng)
            if game is None:
                break
            t0 = now
            results: list[tuple[int, float]] = []
            for i, a in enumerate(candidates):
                if time.perf_counter() - start > self.budget:
                    results = []  # out of time: drop the unfinished sample
                    break
                if not valid[i]:
                    continue
                g = game.clone()
                for step in a:
                    if g.finished or not g.is_legal(step):
                        valid[i] = False
                        break
                    g.apply(step)
                if not valid[i]:
                    continue
                results.append((i, self._rollout(g, seat, view.turn)))
            if not results:
                break
            for i, v in results:
                values[i].append(v)
            samples += 1
            per_sample = max(per_sample, time.perf_counter() - t0)
        self.samples_last = samples
        best, best_gain = 0, 0.0
        if samples >= MIN_SAMPLES:
            for i in range(1, len(candidates)):
                if not valid[i] or len(values[i]) != samples:
                    continue
                diffs = [v - w for v, w in zip(values[i], values[0], strict=True)]
                gain = sum(diffs) / samples
                var = sum((d - gain) ** 2 for d in diffs) / (samples - 1)
                if (gain > MARGIN and gain > CONFIDENCE * (var / samples) ** 0.5
                        and gain > best_gain):
                    best, best_gain = i, gain
        return best

    def _rollout(self, game: Game, seat: int, turn: int) -> float:
        """Play on with normal players to the end of this turn; score the position for ``seat``."""
        players = [NormalPlayer(0, interjects=False) for _ in game.state.seats]
        steps = 0
        while not game.finished and game.state.turn == turn and steps < self.rollout_cap:
            p = game.awaiting()[0].player
            legal = game.legal_actions(p)
            a = players[p].decide(game.view(p), legal, p)
            if a is None or not game.is_legal(a):
                a = fallback(legal)
            game.apply(a)
            steps += 1
        return score(game, seat)


def score(game: Game, seat: int) -> float:
    """The evaluation of a searched position (our own sampled game, so its state is ours
    to read): coins, rows, the next plants of the hand and spells, against the others."""
    s = game.state
    if s.result is not None:
        best = max(s.result.scores)
        mine = s.result.scores[seat]
        return 10.0 * (seat in s.result.winners) + mine - best

    def worth(p: int) -> float:
        st = s.seats[p]
        rows = [(BEAN_OF[f.cards[-1]] if f.cards else None, len(f.cards)) for f in st.fields]
        v = len(st.coins) + sum(potential(b, n) for b, n in rows)
        v += sum(hand_worth(rows, BEAN_OF[c], i) for i, c in enumerate(st.hand[:3]))
        return v + SPELL_WORTH * len(st.spells)

    others = [worth(p) for p in range(len(s.seats)) if p != seat]
    return worth(seat) - sum(others) / len(others)
