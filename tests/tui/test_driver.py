"""The table's driver without Textual: who decides next, when a curtain is needed, when a
computer player acts, who may harvest; and an attack told from its events alone."""

from __future__ import annotations

import subprocess
import sys

from tui_helpers import make_session, session_for

from excalibohn_tui.driver import Driver
from rules.builder import build


def test_the_driver_needs_no_textual():
    code = ("import sys, excalibohn_tui.driver; "
            "print([m for m in ('textual', 'rich') if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"


def test_a_curtain_whenever_the_keyboard_passes_to_another_person():
    session = make_session("Ann,Ben,Cem", seed=4)
    driver = Driver(session)
    first = driver.next()
    assert first.what == "human" and first.curtain  # nobody has the keyboard yet
    driver.lifted(first.seat)
    again = driver.next(first.seat)
    assert again.seat == first.seat and not again.curtain
    # the person at the keyboard plays on until someone else must decide
    while driver.next(first.seat).seat == first.seat:
        seat = first.seat
        driver.apply(session.game.legal_actions(seat)[0])
    nxt = driver.next(first.seat)
    assert nxt.what == "human" and nxt.seat != first.seat and nxt.curtain
    assert "must" in nxt.why or "may" in nxt.why
    driver.hand_on()  # a curtain is up: nobody has the keyboard, not even the last one
    assert driver.needs_curtain(first.seat)


def test_no_curtain_with_a_single_person_at_the_table():
    session = make_session("Ann,bot:random,bot:random", seed=5)
    driver = Driver(session)
    for _ in range(200):
        nxt = driver.next()
        if nxt.what == "over":
            break
        if nxt.what == "human":
            assert not nxt.curtain
            driver.apply(session.game.legal_actions(nxt.seat)[0])
        else:
            assert nxt.what == "bots"
            driver.apply(driver.bot_action())


def test_seats_at_other_terminals_never_take_this_keyboard():
    session = make_session("Ann,Ben,Cem", seed=6)
    awaited = session.game.awaiting()[0].player
    driver = Driver(session, local={q for q in range(3) if q != awaited})
    assert driver.next().what == "elsewhere"


def test_who_may_harvest_comes_from_the_rules():
    def attacked(variant: str) -> dict:
        game = build(3, variant=variant, fields={0: [["sword"], []], 1: [["cap"], []],
                                                 2: [["cap"] * 2, []]},
                     coins={1: ["magic"]}, spells={0: ["retuck"]}, active=0, phase="1b")
        driver = Driver(session_for(game, ["human", "human", "human"]))
        driver.apply(next(a for a in game.legal_actions(0) if a.kind == "ability"))
        assert game.awaiting()[0].kind == "activate"  # the Magic coin: Ann turns a spell up
        return {h.seat: h.fields for h in driver.harvesters()}

    # Excalibohn: nobody harvests while the attack is resolved
    assert attacked("excalibohn") == {0: 0, 1: 0, 2: 0}
    # Rabohnzel: only the player attacked may not (the attacker and Cem may)
    assert attacked("rabohnzel") == {0: 1, 1: 0, 2: 1}


def test_who_may_harvest_is_listed_as_the_table_seats_them():
    # as the public table shows them while they are asked: the active player's place
    # (at the bottom) first, then the others along the top in turn order
    game = build(4, fields={p: [["white"], []] for p in range(4)}, active=1, phase="1a")
    driver = Driver(session_for(game, ["human", "human", "human", "random"]))
    assert [h.seat for h in driver.harvesters()] == [1, 2, 0]


def test_an_attack_is_told_with_the_coins_there_were():
    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["sword"], []]}, coins={0: ["white"], 1: ["sword"]},
                 active=0, phase="1b")
    session = session_for(game, ["human", "human", "human"])
    driver = Driver(session)
    events = driver.apply(next(a for a in game.legal_actions(0) if a.kind == "ability"))
    title, lines = driver.narration(events, None)
    assert title == "Sword Bean attack"
    asides = [text for text, aside in lines if aside]
    assert asides == ["Ben's coin pile (1 coin) is shuffled face down: \u25ae",
                      "Ann's coin pile (1 coin) is shuffled face down: \u25ae"]
    planted = driver.apply(next(a for a in game.legal_actions(0) if a.kind != "harvest"))
    assert driver.narration(planted, 0) is None


def test_computer_players_know_which_seats_are_people():
    """(Everyone at the table knows it.) The hard level makes fewer offers to people."""
    session = make_session("Ann,bot:hard,Cem,bot:normal", seed=3)
    assert session._bot(1).people == frozenset({0, 2})
    assert session._bot(3).people == frozenset({0, 2})


def test_holding_a_sacrifice_card_is_another_move_only_while_sacrifices_are_open():
    # Bohnedikt: Ben holds a sacrifice card and has nothing to harvest; the table may
    # know he could fulfil it, but not while an offer is being made or answered
    from rules import Offer
    from rules.cards import Bean

    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="2",
                 hands={0: ["red"], 1: ["sacrifice", "soy"], 2: ["green"]},
                 turned_up=["soy", "green"])
    driver = Driver(session_for(game, ["human", "human", "human"]))

    def ben():
        return next(h for h in driver.harvesters() if h.seat == 1)

    assert game.view(None).sacrifices_open
    assert ben().open and ben().more
    game.apply(Offer(0, (1, 2), (game.state.turned_up[0],), (Bean.RED,)))
    assert game.state.trade is not None
    assert not game.view(None).sacrifices_open
    assert not ben().open and not ben().more


def test_where_a_sacrifice_card_lies_in_a_hand_is_not_told_by_who_may_act():
    """Dropping a sacrifice card is allowed only from the front of the hand, and where a
    card lies in a hand is its holder's secret: Ben (sacrifice card at the front) and
    Cem (behind a bean) look alike to the table, in the list of who may act and in
    whether the harvest key is offered (a curtain leaves it out, the table shows it dim,
    where nobody may act)."""
    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt", phase="2",
                 hands={0: ["red"], 1: ["sacrifice", "soy"], 2: ["soy", "sacrifice"]},
                 turned_up=["soy", "green"])
    from rules import DropSacrifice

    assert DropSacrifice(1) in game.moves(1) and DropSacrifice(2) not in game.moves(2)
    driver = Driver(session_for(game, ["human", "human", "human"]))
    ben, cem = (next(h for h in driver.harvesters() if h.seat == q) for q in (1, 2))
    public = ("fields", "open", "more", "maybe", "waits")
    assert [getattr(ben, k) for k in public] == [getattr(cem, k) for k in public]
