"""Saves of the earlier formats (offers made step by step) load, with each offer folded
into one action, and play on; a save that does not carry over is refused with a message.

The files in ``fixtures/`` were written by the previous version (format 2): random games
of each kind, with offers, counter-offers, cancelled drafts and deals, one of them saved
while an offer was being composed."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from excalibohn_tui.migration import fold_offers
from excalibohn_tui.persistence import FORMAT_VERSION, SaveError, load_session
from rules.invariants import broken_invariants

FIXTURES = Path(__file__).parent / "fixtures"


def _copy(name: str, tmp_path: Path) -> Path:
    path = tmp_path / name
    shutil.copy(FIXTURES / name, path)
    return path


@pytest.mark.parametrize("name", sorted(p.name for p in FIXTURES.glob("*-v2.json")))
def test_a_format_2_save_carries_over_card_for_card(name: str, tmp_path: Path) -> None:
    path = _copy(name, tmp_path)
    old = json.loads(path.read_bytes())
    assert old["version"] == 2 < FORMAT_VERSION
    assert any(a["kind"] == "draft_send" for a in old["log"])
    session = load_session(path, autosave=False)
    game = session.game
    state = old["state"]
    # the position is the saved one, card for card
    for seat, saved in zip(game.state.seats, state["seats"], strict=True):
        assert seat.hand == saved["hand"] and seat.coins == saved["coins"]
        assert [f.cards for f in seat.fields] == [f["cards"] for f in saved["fields"]]
    assert game.state.draw == state["draw"] and game.state.discard == state["discard"]
    # every offer is one action now, and every one sent is in the log
    kinds = [a.kind for a in game.log]
    assert not {"offer_start", "draft_give", "draft_send"} & set(kinds)
    sent = sum(1 for a in old["log"] if a["kind"] == "draft_send")
    assert kinds.count("offer") + kinds.count("counter_offer") == sent
    assert broken_invariants(game) == []
    # and it plays on
    p = game.deciding()
    game.apply(game.legal_actions(p)[0])
    # the file was only read
    assert json.loads(path.read_bytes()) == old


def test_an_offer_being_composed_at_the_save_is_left_out() -> None:
    old = json.loads((FIXTURES / "excalibohn-v2.json").read_bytes())
    assert old["state"]["pending"][-1]["kind"] == "draft"  # saved mid-offer
    folded = fold_offers(old["log"])
    starts = sum(1 for a in old["log"] if a["kind"] in ("offer_start", "counter_start"))
    made = sum(1 for a in folded if a["kind"] in ("offer", "counter_offer"))
    cancelled = sum(1 for a in old["log"] if a["kind"] == "draft_cancel")
    assert made == starts - cancelled - 1  # the one under way was never made


def test_a_damaged_format_2_save_is_refused_saying_why(tmp_path: Path) -> None:
    path = _copy("bohnanza-v2.json", tmp_path)
    doc = json.loads(path.read_bytes())
    sent = max(i for i, a in enumerate(doc["log"]) if a["kind"] == "draft_send")
    give = next(a for a in reversed(doc["log"][:sent]) if a["kind"] == "draft_give")
    give["card"] = 99_999  # a card that does not exist, in an offer that was made
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="earlier Excalibohn") as err:
        load_session(path, autosave=False)
    assert str(path) in str(err.value)
    doc = json.loads((FIXTURES / "bohnanza-v2.json").read_bytes())
    doc["state"]["seats"][0]["coins"].reverse()  # a position the moves do not give
    doc["state"]["seats"][0]["hand"].append(doc["state"]["draw"].pop())
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="different position"):
        load_session(path, autosave=False)
