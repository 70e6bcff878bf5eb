"""Undo without peeking: every kind of information barrier, and undo itself.

``revealed`` (the one rule) is tested on hand-built positions, one per kind of
hidden information; ``Session.undo`` on dealt games, which it replays.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from persist_helpers import HUMANS, play

from excalibohn_tui.session import CannotUndo, SeatConfig, Session, revealed, undo_span
from rules import (
    SPELL_ID,
    ActivateWithBean,
    Bean,
    Cast,
    Done,
    Harvest,
    Offer,
    Plant,
    Retuck,
    Spell,
    Swap,
    UseAbility,
)
from rules.builder import build
from rules.state import copy_of


def _after(game, action):
    why = revealed(game, action)
    game.apply(action)
    return why


# ------------------------------------------------------------ the barriers


def test_white_bean_draw_is_a_barrier():
    g = build(3, fields={0: [["white"] * 2, []]}, hands={0: ["cap"]}, phase="1b")
    assert _after(g, UseAbility(0, 0)) == "a card was drawn or turned up"


def test_turning_up_cards_is_a_barrier():
    g = build(3, fields={0: [["white"] * 2, []]}, hands={0: ["cap"]}, phase="1b")
    assert g.awaiting()[0].kind == "magic"
    assert _after(g, Done(0)) == "a card was drawn or turned up"
    assert len(g.state.turned_up) == 2


def test_drawing_at_the_end_of_the_turn_is_a_barrier():
    g = build(3, turned_up=["cap"], fields={0: [["cap"], []]}, phase="3")
    card = g.state.turned_up[0]
    assert _after(g, Plant(0, card, 0)) == "a card was drawn or turned up"
    assert len(g.state.seats[0].hand) == 3


def test_a_new_draw_pile_is_a_barrier():
    g = build(3, fields={0: [["white"] * 2, []]}, hands={0: ["cap"]}, phase="1b",
              draw_size=0, discard=["mean", "white", "sword", "magic"])
    assert _after(g, Done(0)) == "cards were shuffled and shown"
    assert g.state.passes == 2


def test_picker_pulls_a_hidden_hand_card_into_view():
    g = build(3, fields={0: [["picker"] * 2, []]}, hands={0: ["cap"], 1: ["mean", "princess"]},
              phase="1b")
    assert _after(g, UseAbility(0, 0, target=1)) == "a hidden card came into view"


def test_mean_bean_shuffles_and_shows_coins():
    g = build(3, fields={0: [["mean"] * 4, []]}, hands={0: ["cap"]},
              coins={1: ["sword", "cap"], 2: ["white"]}, phase="1b")
    assert _after(g, UseAbility(0, 0)) == "a coin was shown"


def test_mean_bean_shows_lone_coins_that_stay():
    g = build(3, fields={0: [["mean"] * 4, []]}, hands={0: ["cap"]},
              coins={1: ["sword"], 2: ["sword"]}, phase="1b")
    before = copy_of(g.state)
    assert _after(g, UseAbility(0, 0)) == "a coin was shown"
    assert [s.coins for s in g.state.seats] == [s.coins for s in before.seats]


def test_sword_attack_reveals_a_coin():
    g = build(3, fields={0: [["sword"] * 2, []]}, hands={0: ["cap"]},
              coins={1: ["white", "cap", "mean"]}, phase="1b")
    assert _after(g, UseAbility(0, 0, target=1)) == "a coin was shown"


def test_sword_attack_on_a_single_coin_that_changes_nothing():
    g = build(3, fields={0: [["sword"] * 2, []]}, hands={0: ["cap"]}, coins={1: ["white"]},
              phase="1b")
    before = copy_of(g.state)
    assert _after(g, UseAbility(0, 0, target=1)) == "a coin was shown"
    assert g.state.seats[1].coins == before.seats[1].coins and g.state.rng == before.rng


def test_cap_harvest_draws_a_spell_card():
    g = build(3, fields={1: [["cap"] * 3, []]}, hands={0: ["white"]}, phase="1b")
    assert _after(g, Harvest(1, 0)) == "a spell card was drawn"


def test_random_spell_draws_a_spell_card():
    g = build(3, spells={0: [("random", True)]}, fields={0: [["white"] * 2, []]},
              hands={0: ["cap", "cap"]}, phase="1b")
    assert _after(g, Cast(0, SPELL_ID[Spell.RANDOM])) == "a spell card was drawn"


def test_spell_card_swap_shows_a_face_down_spell():
    g = build(3, spells={0: [("swap", True)], 1: ["pile"]}, fields={0: [["white"] * 2, []]},
              hands={0: ["cap", "cap"]}, phase="1b")
    assert _after(g, Swap(0, 1, 0)) == "a hidden card came into view"


# ------------------------------------------------- what reveals nothing


def test_decisions_that_reveal_nothing():
    g = build(3, hands={0: ["cap", "mean", "white"]}, fields={0: [["cap"], []]}, phase="1a")
    front = g.state.seats[0].hand[0]
    assert _after(g, Plant(0, front, 0)) is None  # one's own front card, planted
    g = build(3, fields={1: [["mean"] * 3, []]}, hands={0: ["cap"]}, phase="1b")
    assert _after(g, Harvest(1, 0)) is None  # the harvested beans lay open
    g = build(3, spells={0: [("retuck", True)]}, fields={0: [["white"] * 2, []]},
              hands={0: ["cap", "mean", "white"]}, phase="1b")
    assert _after(g, Retuck(0, 0, 2)) is None
    g = build(3, spells={0: ["attack", "pile"]}, fields={0: [["white"] * 2, []]},
              hands={0: ["magic", "magic"]}, phase="1b")
    bean = g.state.seats[0].hand[0]
    assert _after(g, ActivateWithBean(0, bean, SPELL_ID[Spell.ATTACK])) is None
    g = build(3, hands={0: ["cap", "mean"], 1: ["white"]}, turned_up=["sword", "sword"],
              phase="trade")
    # an offer shows the cards the one who makes it gives: their own secret to give away
    assert _after(g, Offer(0, (1,), (g.state.turned_up[0], g.state.seats[0].hand[0]),
                           (Bean.WHITE,))) is None


# ------------------------------------------------------------- sessions


def _humans(seed: int) -> Session:
    return Session.new(HUMANS, seed, autosave=False)


def test_undo_takes_back_a_plant_and_saves():
    session = Session.new(HUMANS, seed=21)
    p = session.game.awaiting()[0].player
    before = copy_of(session.game.state)
    session.apply(session.game.legal_actions(p)[0])
    assert session.can_undo(p) == (True, f"{HUMANS[p].name} may take back their last decision.")
    assert session.undo(p)[0].player == p
    assert session.game.state == before and session.game.log == []
    assert json.loads(session.save_path.read_bytes())["log"] == []


def test_undo_goes_back_decision_by_decision():
    session = _humans(22)
    rng = random.Random(3)
    states = [copy_of(session.game.state)]
    p = session.game.awaiting()[0].player
    for _ in range(2):  # plant the front card, then the next one (or stop)
        acts = [a for a in session.game.legal_actions(p) if not isinstance(a, Harvest)]
        session.apply(rng.choice(acts))
        states.append(copy_of(session.game.state))
        if session.game.state.step != "plant_second":
            break
    while len(states) > 1 and session.can_undo(p)[0]:
        session.undo(p)
        states.pop()
        assert session.game.state == states[-1]
    assert len(states) == 1


def test_an_offer_is_taken_back_as_one_decision():
    session = _humans(23)
    rng = random.Random(4)
    while not any(w.kind == "trading" for w in session.game.awaiting()):
        play(session, 1, rng)
    p = session.game.state.active
    partner = (p + 1) % 3
    before = copy_of(session.game.state)
    card = session.game.view(p).offer.cards[0].id
    session.apply(Offer(p, (partner,), (card,), (Bean.CAP,)))
    assert undo_span(session.game.log, p) == 1
    ok, why = session.can_undo(p)
    assert ok and "offer" in why
    assert len(session.undo(p)) == 1
    assert session.game.state == before


def test_no_undo_once_another_player_decided():
    session = _humans(24)
    rng = random.Random(5)
    first = session.game.awaiting()[0].player
    while session.game.log == [] or session.game.log[-1].player == first:
        play(session, 1, rng)
    ok, why = session.can_undo(first)
    last = HUMANS[session.game.log[-1].player].name
    # (not "Ann's earlier decisions", said also where she had made none)
    assert not ok and why == (f"Only the last decision can be taken back, by the one who "
                              f"made it: {last} decided last.")
    with pytest.raises(CannotUndo):
        session.undo(first)


def test_a_computer_players_decision_last_is_named_as_one():
    """"Only ... by the one who made it: Hard bot 1 decided last" where a person's step
    may be asked back of them (play-test): a computer player's is said to be none."""
    seats = [SeatConfig(name="Ann"), SeatConfig(name="Bot", kind="random"), SeatConfig(name="Cem")]
    session = Session.new(seats, 25, autosave=False)
    rng = random.Random(3)
    while not session.game.log or session.game.log[-1].player != 1:
        play(session, 1, rng)
    ok, why = session.can_undo(0)
    assert not ok and why == ("Only the last decision can be taken back, and a computer "
                              "player's is not: Bot decided last.")


def test_computer_players_never_undo():
    seats = [SeatConfig(name="Ann"), SeatConfig(name="Bot", kind="random"), SeatConfig(name="Cem")]
    session = Session.new(seats, 25, autosave=False)
    rng = random.Random(6)
    while not session.game.log or session.game.log[-1].player != 1:
        play(session, 1, rng)
    assert session.can_undo(1) == (False, "Computer players never undo.")


def test_nothing_to_undo_at_the_deal_and_after_the_end():
    session = _humans(26)
    assert session.can_undo(0)[0] is False and "no decision" in session.can_undo(0)[1]
    session.game = Session.new(HUMANS, 26, autosave=False).game
    rng = random.Random(7)
    while not session.game.finished:
        play(session, 500, rng)
    last = session.game.log[-1].player
    assert session.can_undo(last) == (False, "The game is over: nothing can be taken back.")


def test_a_hand_built_position_cannot_be_wound_back():
    g = build(3, hands={0: ["cap", "mean"]}, fields={0: [["cap"], []]}, phase="1a")
    session = Session(g, list(HUMANS))
    session.apply(Plant(0, g.state.seats[0].hand[0], 0))
    ok, why = session.can_undo(0)
    assert not ok and "set up by hand" in why


def _revealing(events) -> bool:
    """An independent witness: did any of these events show something hidden?"""
    return any(e.kind in {"turn_up", "draw", "reveal", "mean", "steal", "reshuffle", "white",
                          "spell_back", "swap", "last_pile"}
               or (e.kind == "harvest" and e.private) or (e.kind == "spell" and "spell" in e.data)
               for e in events)


@settings(max_examples=5, deadline=None, derandomize=True, database=None)
@given(st.integers(0, 10_000))
def test_undo_is_offered_exactly_when_nothing_was_revealed(seed):
    """Random games: an undo offered never hides a revealing event, a revealing event always
    bars undo, and undo restores the position exactly."""
    session = _humans(seed)
    rng = random.Random(seed)
    history = [copy_of(session.game.state)]
    events_of = [()]
    steps = 0
    while not session.game.finished and steps < 450:
        steps += 1
        seat = rng.choice(session.game.awaiting()).player
        action = rng.choice(session.game.legal_actions(seat))
        events = session.apply(action)
        history.append(copy_of(session.game.state))
        events_of.append(tuple(events))
        ok, why = session.can_undo(action.player)
        k = undo_span(session.game.log, action.player)
        shown = _revealing(e for evs in events_of[-k:] for e in evs)
        if session.game.finished:
            assert not ok
        elif shown:
            assert not ok, (action, why)
        if ok and rng.random() < 0.3:
            session.undo(action.player)
            del history[-k:]
            del events_of[-k:]
            assert session.game.state == history[-1]


def test_a_resumed_game_answers_undo_as_the_running_one_did():
    """After loading there are no kept positions: undo winds back from the deal instead,
    with the same answers and the same result."""
    from excalibohn_tui.persistence import load_session

    session = Session.new(HUMANS, seed=27)
    rng = random.Random(27)
    checked = undone = 0
    while checked < 30 and not session.game.finished:
        play(session, rng.randint(1, 12), rng)
        seat = session.game.log[-1].player
        resumed = load_session(session.save_path)
        assert resumed.can_undo(seat) == session.can_undo(seat)
        if resumed.can_undo(seat)[0]:
            resumed.undo(seat)
            session.undo(seat)
            assert resumed.game == session.game
            undone += 1
        checked += 1
    assert undone >= 5


@pytest.mark.parametrize("partner_kind", ["human", "random"])
def test_a_deal_closed_with_another_person_is_not_taken_back(partner_kind):
    """Cem accepts Ben's gift, which closes the deal: taking his yes back undid what both
    of them agreed to, and Ben was never told (play-tests).  With a computer player as
    the partner it may still be taken back."""
    from rules import Accept

    seats = [SeatConfig(name="Ann"), SeatConfig(name="Ben", kind=partner_kind),
             SeatConfig(name="Cem")]
    session = Session.new(seats, 23, autosave=False)
    rng = random.Random(4)
    while not any(w.kind == "trading" for w in session.game.awaiting()):
        play(session, 1, rng)
    assert session.game.state.active == 1  # (the lots of seed 23)
    card = session.game.view(1).offer.cards[0].id
    session.apply(Offer(1, (2,), (card,), ()))
    session.apply(Accept(2))
    assert session.game.events[-1].kind == "gift"  # (one partner's yes closes it)
    ok, why = session.can_undo(2)
    if partner_kind == "human":
        assert not ok and why == ("No undo: the deal with Ben is done; both of you agreed "
                                  "to it.")
        with pytest.raises(CannotUndo):
            session.undo(2)
    else:
        assert ok, why
