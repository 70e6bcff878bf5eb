"""Saves of format 1: offers composed in any order load, their steps put in the rules' order."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from persist_helpers import HUMANS, play

from excalibohn_tui.persistence import FORMAT_VERSION, SaveError, load_session
from excalibohn_tui.session import Session
from rules import DraftAsk, DraftGive, DraftSend, Game, IllegalAction, OfferStart, Refuse


def _at_an_offer(seed: int) -> tuple[Session, int, int]:
    """A session whose active player trades, holding two or more tradable cards, with a
    fellow player holding two or more cards: (session, active, partner)."""
    session = Session.new(HUMANS, seed=seed)
    rng = random.Random(seed)
    for _ in range(2000):
        g = session.game
        w = g.awaiting()
        if w and w[0].kind == "trading":
            a = w[0].player
            partners = [q for q in g.fellows(a) if len(g.state.seats[q].hand) >= 2]
            if len(g.tradable(a)) >= 2 and partners:
                return session, a, partners[0]
        # play on without starting offers, so that the game reaches phase 2 again
        seat = w[0].player
        acts = [x for x in g.legal_actions(seat) if not isinstance(x, OfferStart)]
        session.apply(rng.choice(acts))
    raise AssertionError("no trading position found")


def _compose(session: Session, a: int, q: int, send: bool) -> tuple[list, list]:
    """Compose an offer of two cards for two varieties in the rules' order; return the
    steps in that order and in an order the rules accepted before format 2."""
    g = session.game
    c1, c2 = g.tradable(a)[:2]
    low, high = g.beans[0], g.beans[-1]
    steps = [OfferStart(a, (q,)), DraftGive(a, c1), DraftGive(a, c2), DraftAsk(a, low),
             DraftAsk(a, high)]
    old = [steps[0], DraftAsk(a, high), DraftGive(a, c2), DraftAsk(a, low), DraftGive(a, c1)]
    if send:
        steps += [DraftSend(a), Refuse(q)]
        old += [DraftSend(a), Refuse(q)]
    for x in steps:
        session.apply(x)
    return steps, old


def _as_format_1(path: Path, start: int, canonical: list, old: list, mid_draft: bool) -> None:
    """Rewrite a save as an older version would have written it, with the ``old`` steps
    from move ``start`` on instead of the ``canonical`` ones."""
    doc = json.loads(path.read_bytes())
    end = start + len(canonical)
    dumped = doc["log"][start:end]
    doc["log"][start:end] = [dumped[canonical.index(x)] for x in old]
    if mid_draft:
        trade = doc["state"]["trade"]
        trade["give"].reverse()
        trade["ask"].reverse()
    doc["version"] = 1
    path.write_text(json.dumps(doc))


@pytest.mark.parametrize("mid_draft", [False, True])
def test_a_format_1_save_with_an_offer_composed_out_of_order_loads(mid_draft: bool) -> None:
    session, a, q = _at_an_offer(seed=4)
    start = len(session.game.log)
    canonical, old = _compose(session, a, q, send=not mid_draft)
    play(session, 0 if mid_draft else 30, random.Random(2))
    path = session.save_path
    assert path is not None
    _as_format_1(path, start, canonical, old, mid_draft)
    assert json.loads(path.read_bytes())["version"] == 1 < FORMAT_VERSION
    # the rules of today refuse the old order ...
    with pytest.raises(IllegalAction, match="one order"):
        Game.replay([s.name for s in HUMANS], 4, session.game.log[:start] + old)
    # ... but the save loads, with the offer's steps in the rules' order
    loaded = load_session(path)
    assert loaded.game == session.game
    assert loaded.game.log == session.game.log
    loaded.game.legal_actions(loaded.game.awaiting()[0].player)  # and plays on


def test_a_damaged_format_1_save_is_still_refused() -> None:
    session, a, q = _at_an_offer(seed=4)
    start = len(session.game.log)
    canonical, old = _compose(session, a, q, send=True)
    path = session.save_path
    assert path is not None
    _as_format_1(path, start, canonical, old, mid_draft=False)
    doc = json.loads(path.read_bytes())
    for x in doc["log"]:
        if x["kind"] == "draft_give":
            x["card"] = doc["state"]["seats"][q]["hand"][0]  # a card the player never held
            break
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="is not allowed at that point"):
        load_session(path)
