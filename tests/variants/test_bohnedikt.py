"""Bohnedikt (``--variant bohnedikt``), 3 to 5 players: fields, decrees, sacrifices,
hands, the payment at the second pass and the end."""

from __future__ import annotations

import pytest
from variant_helpers import assert_illegal, awaited, beans, do, fields_of, legal, swap_ids

from rules import BEAN_OF, BuyField, Game, Harvest, Offer, Plant, new_game
from rules.actions import (
    Accept,
    Conclude,
    CounterOffer,
    DrawSacrifice,
    DropSacrifice,
    Refuse,
    Sacrifice,
)
from rules.builder import build
from rules.cards import DECREE_OF, DECREES, EDICT_IDS, SACRIFICE_IDS, SACRIFICE_OF, Bean, bean_name
from rules.decrees import in_force
from rules.games import SPECS
from rules.invariants import broken_invariants
from rules.trading import no_deal_reason, offer_space


def decree_id(key: str) -> int:
    return next(c for c, d in DECREE_OF.items() if d.key == key)


def sacrifice_id(a: str, b: str) -> int:
    return next(c for c, pair in SACRIFICE_OF.items() if set(pair) == {Bean(a), Bean(b)})


def put(game: Game, wanted: int, kind: Bean, where: list[int]) -> int:
    """Make the card of ``kind`` in ``where`` the card ``wanted``."""
    placed = next(c for c in where if BEAN_OF[c] == kind)
    swap_ids(game, placed, wanted)
    return wanted


def bd(**kw) -> Game:
    return build(kw.pop("seats", 3), variant="bohnedikt", **kw)


# ------------------------------------------------------------------ setup


@pytest.mark.parametrize("n", [3, 4, 5])
def test_start_hands_grow_from_the_start_player_and_end_with_a_sacrifice(n):
    game = new_game([f"P{i}" for i in range(n)], seed=10 + n, variant="bohnedikt")
    s = game.state
    assert game.spec is SPECS["bohnedikt"]
    start = s.start_player
    sizes = [len(s.seats[(start + k) % n].hand) for k in range(n)]
    assert sizes == [8 - n + k for k in range(n)]  # 7 - n + k beans and one sacrifice
    assert sizes[-1] == 7  # the start player's right neighbour: six beans
    for seat in s.seats:
        assert BEAN_OF[seat.hand[-1]] == Bean.SACRIFICE
        assert sum(BEAN_OF[c] == Bean.SACRIFICE for c in seat.hand) == 1
    assert len(s.sacrifice_draw) == 12 - n
    assert any(BEAN_OF[c] == Bean.EDICT for c in s.draw)
    assert not any(BEAN_OF[c] == Bean.SACRIFICE for c in s.draw)
    assert s.max_passes == 3 and broken_invariants(game) == []


def test_the_card_data_is_complete_and_marked_as_ours():
    import inspect

    import rules.cards as data

    assert "OUR OWN DESIGN" in inspect.getsource(data)
    assert len(DECREES) == 16 and sum(d.helps for d in DECREES) == 8
    assert len({d.key for d in DECREES}) == 16
    tithe = DECREE_OF[decree_id("tithe")]
    assert not tithe.helps and "turned-up" in tithe.text
    assert len(set(map(frozenset, SACRIFICE_OF.values()))) == 12
    assert sorted(DECREE_OF) == list(EDICT_IDS) and sorted(SACRIFICE_OF) == list(SACRIFICE_IDS)


# ------------------------------------------------------------------ fields


def test_decree_cards_go_on_the_bisch_hof_only_and_pay_nothing_on_top():
    game = bd(phase="1a", hands={0: ["edict", "edict"]},
              fields={0: [["garden"], ["blue"] * 2]})
    edict = game.state.seats[0].hand[0]
    assert {x.field for x in legal(game, 0, "plant", card=edict)} == {0}
    assert_illegal(game, Plant(0, edict, 1), "Bisch-Hof")
    planted = game.apply(Plant(0, edict, 0))
    assert fields_of(game, 0)[0] == ["garden", "edict"]
    # by its name, as it lies face up there ("plants a Bohnedikt" said not which)
    assert planted[0].text_for(None) == (f"Seat 1 plants the {bean_name(edict)} on the "
                                         "Bisch-Hof (2 there).")
    events = game.apply(Harvest(0, 0))  # the last card planted is a decree card: no coins
    assert game.state.seats[0].coins == []
    # the log names what lay there, not the top card's kind for every card
    text = " ".join(e.text_for(None) for e in events)
    assert "1 Garden Bean and 1 Bohnedikt from the Bisch-Hof for 0 coins" in text


def test_the_rulebooks_bisch_hof_pays_by_the_garden_bean_planted_last():
    game = bd(phase="1a", hands={0: ["garden"]}, fields={0: [["edict"], []]})
    do(game, 0, "plant", field=0)  # a garden bean still fits beside the decree card
    game.apply(Harvest(0, 0))
    assert len(game.state.seats[0].coins) == 2  # two cards, the Garden bohnometer


def test_the_log_names_the_fields():
    game = bd(phase="1a", hands={0: ["garden", "blue"]}, fields={0: [["edict"], []]})
    do(game, 0, "plant", field=0)
    do(game, 0, "plant", field=1)
    texts = game.events_for(None)
    assert any("on the Bisch-Hof" in t for t in texts)
    assert any("on Gottes Acker" in t for t in texts)


def test_a_bean_of_a_second_variety_does_not_fit_the_bisch_hof():
    game = bd(phase="1a", hands={0: ["blue"]}, fields={0: [["edict", "garden"], ["chili"] * 2]})
    assert legal(game, 0, "plant") == []


def test_the_rulebooks_gottes_acker_example():
    # Gottes Acker holds a Blue Bean; the player holds a Red Bean and the sacrifice
    # Red/Green, has traded for a Green Bean and for two Blue Beans
    game = bd(phase="3", hands={0: ["red", "sacrifice"]},
              aside={0: ["blue", "blue", "green"]}, fields={0: [[], ["blue"]]})
    sac = put(game, sacrifice_id("red", "green"), Bean.SACRIFICE, game.state.seats[0].hand)
    aside = game.state.seats[0].aside
    for c in [c for c in aside if BEAN_OF[c] == Bean.BLUE]:
        do(game, 0, "plant", card=c, field=1)
    green = aside[0]
    red = game.state.seats[0].hand[0]
    game.apply(Sacrifice(0, sac, (green, red)))
    assert fields_of(game, 0)[1] == ["blue", "blue", "blue", "green", "red"]
    assert sac in game.state.sacrifice_discard
    game.apply(Harvest(0, 1))
    assert len(game.state.seats[0].coins) == 4  # five cards by the Red bohnometer


def test_the_view_names_the_variety_the_bisch_hof_grows_under_its_decree_cards():
    game = bd(phase="1a", fields={0: [["garden", "garden", "edict"], ["chili"]], 1: [["edict"], []]})
    mine, theirs = game.view(1).seats[0].fields, game.view(1).seats[1].fields
    assert (mine[0].bean, mine[0].variety, mine[0].count) == (Bean.EDICT, Bean.GARDEN, 3)
    assert (mine[1].bean, mine[1].variety) == (Bean.CHILI, Bean.CHILI)
    assert (theirs[0].bean, theirs[0].variety) == (Bean.EDICT, None)
    assert (theirs[1].bean, theirs[1].variety) == (None, None)


def test_gottes_acker_takes_only_the_variety_planted_there_last():
    game = bd(phase="1a", hands={0: ["blue"]}, fields={0: [["chili"] * 2, ["blue", "red"]]})
    assert legal(game, 0, "plant") == []


# ------------------------------------------------------------------ sacrifices


def test_a_sacrifice_at_the_front_must_go_before_phase_one_can_plant():
    game = bd(phase="1a", hands={0: ["sacrifice", "blue"]}, fields={0: [[], []]})
    assert awaited(game) == [(0, "plant_front")]
    assert legal(game, 0, "plant") == [] and DropSacrifice(0) in game.legal_actions(0)
    game.apply(DropSacrifice(0))
    assert beans(game.state.seats[0].hand) == ["blue"]
    assert len(legal(game, 0, "plant")) == 2


def test_a_sacrifice_of_the_front_bean_leaves_phase_one_to_plant_the_next():
    """Ruling (``rules.sacrifices``): fulfilling a sacrifice with the front bean is a move
    of its own, not phase 1's planting; the next front card is planted then."""
    game = bd(phase="1a", active=0, hands={0: ["soy", "garden", "sacrifice", "blue"]},
              fields={0: [["blue"], []]})
    hand = game.state.seats[0].hand
    sac = put(game, sacrifice_id("soy", "garden"), Bean.SACRIFICE, hand)
    soy, garden = hand[0], hand[1]
    assert awaited(game) == [(0, "plant_front")]
    game.apply(next(a for a in legal(game, 0, "sacrifice") if a.card == sac))
    assert soy not in game.state.seats[0].hand and garden not in game.state.seats[0].hand
    assert awaited(game) == [(0, "plant_front")]
    front = game.state.seats[0].hand[0]
    assert BEAN_OF[front] == Bean.BLUE
    assert legal(game, 0, "plant", card=front)


def test_a_hand_of_only_a_sacrifice_skips_phase_one_and_cannot_drop_it():
    game = bd(phase="1a", hands={0: ["sacrifice"]}, draw_top=["blue", "chili"])
    assert awaited(game) == [(0, "trading")]
    assert DropSacrifice(0) not in game.legal_actions(0)


def test_drawing_a_sacrifice_needs_none_held_and_a_bean():
    game = bd(phase="trade", hands={0: ["blue"], 1: ["sacrifice", "chili"], 2: []},
              turned_up=["soy", "red"])
    assert DrawSacrifice(0) in game.legal_actions(0)
    assert DrawSacrifice(1) not in game.legal_actions(1)  # already holds one
    assert DrawSacrifice(2) not in game.legal_actions(2)  # no bean in hand
    pile = len(game.state.sacrifice_draw)
    game.apply(DrawSacrifice(0))
    assert BEAN_OF[game.state.seats[0].hand[-1]] == Bean.SACRIFICE
    assert len(game.state.sacrifice_draw) == pile - 1
    # others see that a card was drawn, not which
    assert "sacrifice card" in game.events_for(1)[-1] and "(" not in game.events_for(1)[-1]


@pytest.mark.parametrize("edition", [None, 2])
def test_the_sacrifice_discards_are_the_new_pile_as_soon_as_the_last_card_is_drawn(edition):
    # Ann draws the one sacrifice card left on the pile; nine lie on the discard pile;
    # then Ben fulfils his and draws a new one
    game = bd(phase="trade", hands={0: ["blue"], 1: ["sacrifice", "chili", "blue", "soy"],
                                    2: ["sacrifice", "soy"]}, turned_up=["red", "garden"],
              edition=edition)
    s = game.state
    sac = put(game, sacrifice_id("chili", "blue"), Bean.SACRIFICE, s.seats[1].hand)
    s.sacrifice_draw, s.sacrifice_discard = s.sacrifice_draw[-1:], s.sacrifice_draw[:-1]
    nine = sorted(s.sacrifice_discard)
    assert len(nine) == 9
    game.apply(DrawSacrifice(0))
    if edition is None:  # the rulebook: at once
        assert sorted(s.sacrifice_draw) == nine and s.sacrifice_discard == []
        assert "shuffled into a new pile" in game.events_for(1)[-1]
    else:  # our rules' editions 1 and 2: only when a card is drawn from the empty pile
        assert s.sacrifice_draw == [] and sorted(s.sacrifice_discard) == nine
    game.apply(next(a for a in legal(game, 1, "sacrifice") if a.card == sac))
    game.apply(DrawSacrifice(1))
    if edition is None:  # Ben's card waits on the discard pile until this pile is empty
        assert s.sacrifice_discard == [sac] and len(s.sacrifice_draw) == 8
    else:  # it went into the new pile
        assert s.sacrifice_discard == [] and len(s.sacrifice_draw) == 9
    assert broken_invariants(game) == []


def test_a_card_discarded_onto_an_empty_sacrifice_pile_is_the_new_pile_at_once():
    game = bd(phase="trade", hands={0: ["blue"], 1: ["sacrifice"] * 6 + ["chili"],
                                    2: ["sacrifice"] * 5 + ["soy"]}, turned_up=["red", "garden"])
    s = game.state
    assert len(s.sacrifice_draw) == 1 and s.sacrifice_discard == []
    game.apply(DrawSacrifice(0))
    assert s.sacrifice_draw == [] == s.sacrifice_discard  # nothing to make a pile of
    dropped = s.seats[1].hand[0]
    game.apply(DropSacrifice(1))
    assert s.sacrifice_draw == [dropped] and s.sacrifice_discard == []
    assert DrawSacrifice(2) not in game.legal_actions(2)  # (Cem holds some)


def test_a_sacrifice_is_fulfilled_any_time_even_in_another_players_turn():
    game = bd(phase="trade", active=0, hands={1: ["sacrifice", "soy", "garden"]},
              turned_up=["blue", "chili"], fields={1: [["stink"] * 2, ["green"] * 3]})
    sac = put(game, sacrifice_id("soy", "garden"), Bean.SACRIFICE, game.state.seats[1].hand)
    acts = [a for a in legal(game, 1, "sacrifice") if a.card == sac]
    assert len(acts) == 2  # both orders
    game.apply(acts[0])
    assert beans(game.state.seats[1].fields[1].cards)[:3] == ["green"] * 3
    assert len(game.state.seats[1].fields[1].cards) == 5
    # while an offer is open, nobody sacrifices
    game.apply(Offer(0, (1,), (game.state.turned_up[0],)))
    assert not legal(game, 2, "draw_sacrifice") and not legal(game, 1, "draw_sacrifice")


def test_turned_up_cards_serve_the_active_players_sacrifice_only():
    game = bd(phase="trade", hands={0: ["sacrifice", "blue"], 1: ["sacrifice", "blue"]},
              turned_up=["chili", "soy"])
    hand0, hand1 = game.state.seats[0].hand, game.state.seats[1].hand
    put(game, sacrifice_id("blue", "chili"), Bean.SACRIFICE, hand0)
    swap_ids(game, hand1[0], sacrifice_id("blue", "garden"))
    assert legal(game, 0, "sacrifice")
    assert not legal(game, 1, "sacrifice")  # no Garden Bean, and not the turned-up cards


def test_sacrifice_cards_are_never_traded():
    game = bd(phase="trade", hands={0: ["sacrifice", "blue"]}, turned_up=["soy", "red"])
    gives = {c.id for c in game.view(0).offer.cards}
    assert not any(BEAN_OF[c] == Bean.SACRIFICE for c in gives) and len(gives) == 3
    sac = game.state.seats[0].hand[0]
    assert "never traded" in game.why_not(Offer(0, (1,), (sac,)))


# ------------------------------------------------------------------ decrees


def decree_game(*keys: str, seats: int = 3, **kw) -> Game:
    """Seat 0's turn, just before the two cards are turned up: decree cards with
    ``keys`` (then ordinary beans) lie on top of the draw pile."""
    top = ["edict"] * len(keys) + ["blue"] * (2 - len(keys))
    kw.setdefault("hands", {0: ["soy"]})
    game = bd(seats=seats, phase="1a", draw_top=top + ["red"] * 6, **kw)
    draw = game.state.draw
    for i, key in enumerate(keys):
        swap_ids(game, draw[-1 - i], decree_id(key))
    do(game, 0, "plant", card=game.state.seats[0].hand[0], field=0)
    if awaited(game) == [(0, "plant_second")]:
        do(game, 0, "done")
    return game


def offer(game: Game, to: int, give=(), ask=()) -> None:
    game.apply(Offer(0, (to,), tuple(give), tuple(Bean(b) for b in ask)))


def refused(game: Game, to: int, give=(), ask=()) -> str:
    """Why the decrees refuse this offer of the active player."""
    why = game.why_not(Offer(0, (to,), tuple(give), tuple(Bean(b) for b in ask)))
    assert why is not None
    return why


def test_a_turned_up_decree_rules_and_is_public():
    game = decree_game("market_closed")
    assert in_force(game) == {"market_closed"}
    assert game.view(1).decrees == [decree_id("market_closed")]
    # the log names the card as the table shows it, not "turns up a Bohnedikt"
    assert "Seat 1 turns up the Bohnedikt Market Closed." in [
        e.text for e in game.events if e.kind == "turn_up"]
    from rules.words import card_list
    assert bean_name(decree_id("compost")) == "Bohnedikt Compost"  # (in every log line)
    blue = next(c for c in game.state.draw if BEAN_OF[c] is Bean.BLUE)
    assert card_list([blue, decree_id("compost")]) == (
        "a Blue Bean and the Bohnedikt Compost")  # (trades, gifts, beans left lying)
    assert "Market Closed" in refused(game, 1, give=[game.state.turned_up[-1]])
    assert any("Decree" in t for t in game.events_for(None))


def test_decrees_end_with_the_turn_and_a_decree_in_hand_does_nothing():
    game = decree_game("market_closed", hands={0: ["edict"], 1: ["blue"], 2: ["blue"]})
    assert in_force(game) == {"market_closed"}  # the one planted from the hand adds nothing
    do(game, 0, "done")
    for c in list(game.state.turned_up):
        game.apply(legal(game, 0, "plant", card=c)[0] if legal(game, 0, "plant", card=c)
                   else legal(game, 0, "harvest")[0])
        while awaited(game) == [(0, "plant_aside")] and c in game.state.turned_up:
            game.apply(legal(game, 0, "harvest")[0])
            game.apply(legal(game, 0, "plant", card=c)[0])
    assert game.state.active == 1 and in_force(game) == set()


def test_tithe_the_rulebooks_example_forbids_receiving_a_gift():
    game = decree_game("tithe", hands={0: ["soy", "blue"], 1: ["red", "chili"]})
    # a gift to the active player gives up no turned-up bean: not allowed
    assert "Tithe" in refused(game, 1, ask=["red"])
    hand_blue = next(c for c in game.state.seats[0].hand if BEAN_OF[c] == Bean.BLUE)
    assert "Tithe" in refused(game, 1, give=[hand_blue], ask=["red"])  # a hand card only
    # nor may a fellow player give the active player a gift
    red = game.state.seats[1].hand[0]
    assert "Tithe" in game.why_not(Offer(1, (0,), (red,)))
    # a fellow player's offer may be taken only by giving a turned-up bean
    game.apply(Offer(1, (0,), (red,), (Bean.BLUE,)))
    accepts = legal(game, 0, "accept")
    assert accepts and all(c in game.state.turned_up for a in accepts for c in a.cards)
    do(game, 0, "refuse")
    up = next(c for c in game.state.turned_up if BEAN_OF[c] != Bean.EDICT)
    offer(game, 1, give=[up], ask=["red"])
    assert legal(game, 1, "accept")


def test_tithe_giving_up_the_turned_up_decree_card_pays_it():
    """Ruling (``rules.decrees``): the Bohnedikte are bean cards, so the turned-up decree
    card is a turned-up bean that pays the tithe."""
    game = decree_game("tithe", hands={0: ["soy", "blue"], 1: ["red", "chili"]})
    decree = next(c for c in game.state.turned_up if BEAN_OF[c] == Bean.EDICT)
    assert game.why_not(Offer(0, (1,), (decree,), (Bean.RED,))) is None
    offer(game, 1, give=[decree], ask=["red"])
    assert legal(game, 1, "accept")


def test_an_offer_a_decree_lets_nobody_accept_says_which_decree():
    """The active player holds the Chili asked for in hand only: the Tithe wants a
    turned-up bean in every deal, so accepting is refused with the decree's words."""
    game = decree_game("tithe", hands={0: ["soy", "blue", "chili"], 1: ["red", "chili"]})
    red = game.state.seats[1].hand[0]
    game.apply(Offer(1, (0,), (red,), (Bean.CHILI,)))
    assert not legal(game, 0, "accept")
    why = game.why_not(Accept(0, (game.state.seats[0].hand[-1],)))
    assert why is not None and "Tithe" in why


def test_no_gifts_fair_measure_and_no_usury_shape_the_trades():
    game = decree_game("no_gifts", hands={0: ["soy", "blue"], 1: ["red", "red"]})
    up = game.state.turned_up[0]
    assert "No Gifts" in refused(game, 1, give=[up])
    # the view of an offer says so too (the dialog then drops its hint at gifts), for
    # the active player and a fellow alike
    assert game.view(0).offer.gifts is False and game.view(1).offer.gifts is False
    assert decree_game("market_day", hands={0: ["soy"]}).view(0).offer.gifts is True
    game = decree_game("fair_measure", hands={0: ["soy", "blue"], 1: ["red", "red"]})
    up = game.state.turned_up[0]
    assert "Fair Measure" in refused(game, 1, give=[up], ask=["red", "red"])
    offer(game, 1, give=[up], ask=["red"])
    assert legal(game, 1, "accept")
    do(game, 1, "refuse")
    # a counter-offer is held to the decree too
    offer(game, 1, give=[up], ask=["red"])
    two_reds = tuple(game.state.seats[1].hand)
    assert "Fair Measure" in game.why_not(CounterOffer(1, two_reds, (Bean.SOY,)))
    game = decree_game("no_usury", hands={0: ["soy", "blue"], 1: ["red", "red"]})
    up = game.state.turned_up[0]
    assert "No Usury" in refused(game, 1, give=[up], ask=["red", "red"])


def test_sealed_hand_neighbourly_and_single_deal():
    game = decree_game("sealed_hand", hands={0: ["soy", "blue"]})
    gives = {o.give for o in offer_space(game, 0).offers() if o.give}
    assert gives == {(c,) for c in game.state.turned_up}
    assert "Sealed Hand" in refused(game, 1, give=[game.state.seats[0].hand[0]])
    # the view lists the cards an offer may give: not the hand's (a play-tester chose one,
    # and only the refusal said why); a fellow player's hand cards as ever
    assert [c.id for c in game.view(0).offer.cards] == game.state.turned_up
    assert game.state.seats[0].hand
    assert {c.id for c in game.view(1).offer.cards} == set(game.state.seats[1].hand)
    game = decree_game("neighbourly", seats=4)
    assert {o.to for o in offer_space(game, 0).offers()} == {(1,)}
    assert "Neighbourly" in refused(game, 2, give=[game.state.turned_up[0]])
    game = decree_game("single_deal", hands={0: ["soy", "blue"], 1: ["red"], 2: ["red"]})
    up = game.state.turned_up[0]
    offer(game, 1, give=[up])
    do(game, 1, "accept", cards=())
    assert game.state.traded and not list(offer_space(game, 0).offers())
    assert "Single Deal" in refused(game, 2, give=[game.state.turned_up[0]])


def test_an_answer_no_deal_can_be_closed_with_says_why():
    # Ben counters, asking for a Garden Bean that the active player holds only in hand,
    # which Sealed Hand keeps out of trading: "Take none of the answers" stood alone
    game = decree_game("sealed_hand", hands={0: ["soy", "garden"], 1: ["red", "chili"]})
    assert beans(game.state.seats[0].hand) == ["garden"]
    offer(game, 1, give=[game.state.turned_up[-1]])
    red = game.state.seats[1].hand[0]
    game.apply(CounterOffer(1, (red,), (Bean.GARDEN,)))
    assert awaited(game) == [(0, "conclude")]
    assert not legal(game, 0, "conclude")
    assert "Sealed Hand" in no_deal_reason(game, 0, 1)
    assert "Sealed Hand" in game.why_not(Conclude(0, 1))
    assert no_deal_reason(game, 0, 2) is None  # (Cem gave no answer)
    # a counter-offer asking for a variety the active player has none of
    game = decree_game("market_day", hands={0: ["soy", "garden"], 1: ["red", "chili"]})
    offer(game, 1, give=[game.state.turned_up[-1]])
    game.apply(CounterOffer(1, (game.state.seats[1].hand[0],), (Bean.CHILI,)))
    assert no_deal_reason(game, 0, 1) == "Seat 2 asks for cards you do not hold."


def test_market_day_gleaning_and_alms_bring_more_cards():
    game = decree_game("market_day")
    assert len(game.state.turned_up) == 3
    game = decree_game("gleaning", discard=["garden"])
    assert beans(game.state.turned_up)[-1] == "garden"
    # with the discard pile empty it brings nothing, and says so (play-test: nothing
    # happening looked like the decree forgotten)
    game = decree_game("gleaning", discard=[])
    assert len(game.state.turned_up) == 2
    assert any(e.text_for(None) == "Gleaning: the discard pile is empty, so no card joins "
               "the turned-up cards." for e in game.events), [e.text_for(None)
                                                                 for e in game.events]
    game = decree_game("alms", hands={0: ["soy", "blue"]})
    assert len(game.state.seats[0].hand) == 2  # planted one, then drew one


def test_charity_a_gift_cannot_be_refused():
    game = decree_game("charity", hands={0: ["soy", "blue"], 1: ["red"]})
    up = game.state.turned_up[0]
    offer(game, 1, give=[up])
    assert [a.kind for a in game.legal_actions(1) if a.kind != "harvest"] == ["accept"]
    # nor answered with a counter-offer: the view offers none, and says why
    assert "Charity" in game.why_not(CounterOffer(1, (), (Bean.BLUE,)))
    view = game.view(1)
    assert view.offer is None and "Charity" in view.offer_closed
    assert "Charity" in game.why_not(Refuse(1))


def test_compost_full_pockets_good_business_and_clearing():
    game = decree_game("compost", "full_pockets", hands={0: ["soy", "blue"], 1: ["red"]},
                       fields={0: [[], ["green"]]})
    offer(game, 1, ask=["red"])
    do(game, 1, "accept", cards=tuple(game.state.seats[1].hand))
    do(game, 0, "done")
    red = game.state.seats[0].aside[0]
    assert legal(game, 0, "tuck", card=red)  # Full Pockets
    edicts = list(game.state.turned_up)
    assert {a.card for a in legal(game, 0, "discard")} == set(edicts)  # Compost
    game = decree_game("clearing", fields={0: [[], ["green"] * 3]})
    # Clearing: the single Soy on the Bisch-Hof may be harvested beside three Green Beans
    assert {a.field for a in legal(game, 0, "harvest")} == {0, 1}
    assert {a.field for a in legal(game, 1, "harvest")} == set()
    game = decree_game("good_business", hands={0: ["soy", "blue"], 1: ["red"]})
    up = game.state.turned_up[0]
    offer(game, 1, give=[up])
    do(game, 1, "accept", cards=())
    hand = len(game.state.seats[0].hand)
    do(game, 0, "done")
    while game.state.active == 0:
        w = game.awaiting()[0]
        acts = [a for a in game.legal_actions(w.player) if a.kind == "plant"]
        game.apply(acts[0] if acts else legal(game, w.player, "harvest")[0])
    assert len(game.state.seats[0].hand) == hand + 5  # four, and one for Good Business


# ------------------------------------------------------------------ phase 4, third field


def test_phase_four_draws_four_cards():
    game = bd(phase="4", hands={0: ["blue"]})
    assert len(game.state.seats[0].hand) == 5 and game.state.active == 1


@pytest.mark.parametrize(("n", "price"), [(3, 3), (4, 3), (5, 2)])
def test_the_third_field_costs_two_coins_with_five_players(n, price):
    game = bd(seats=n, phase="trade", coins={1: ["blue"] * price})
    game.apply(BuyField(1))
    assert len(game.state.seats[1].fields) == 3 and game.state.seats[1].coins == []
    game2 = bd(seats=n, phase="1a", hands={0: ["edict"]}, fields={0: [["blue"], ["red"], []]})
    assert {a.field for a in legal(game2, 0, "plant")} == {0}  # no decree on the third field


# ------------------------------------------------------------------ the second pass


def test_the_second_pass_running_out_makes_everyone_pay():
    game = bd(phase="3", passes=2, draw_size=2,
              coins={0: ["blue"] * 4, 1: ["chili"] * 3, 2: ["red"]},
              fields={2: [["soy"] * 4, ["green"]]})
    # seat 0's phase 4: two cards are drawn, the pile is empty: pay day
    s = game.state
    assert s.paid
    assert len(s.seats[0].coins) == 1 and len(s.seats[1].coins) == 0  # paid three each
    assert awaited(game) == [(2, "pay")]  # seat 2 is short and must harvest first
    paid = s.paid_coins
    assert len(paid) == 6 and not set(paid) & set(s.discard)  # kept face down meanwhile
    assert {a.field for a in legal(game, 2, "harvest")} == {0}
    before_draw = len(s.seats[0].hand)
    do(game, 2, "harvest", field=0)  # four Soy Beans: two coins, three in all
    assert len(s.seats[2].coins) == 0
    # then the third draw pile is formed and seat 0 gets the two cards still owed
    assert s.passes == 3 and s.discard == [] and s.paid_coins == []
    assert len(s.seats[0].hand) == before_draw + 2
    assert broken_invariants(game) == []


def test_coins_owed_at_the_second_run_out_buy_no_field():
    # (a play-tester short of one coin bought a field with his three, harvested two rows
    # worth nothing and paid nothing)
    game = bd(seats=4, phase="3", passes=2, draw_size=2,
              coins={0: ["blue"] * 4, 1: ["chili"] * 4, 2: ["red"] * 3, 3: ["soy"] * 4},
              fields={2: [["soy"] * 4, ["green"]]})
    name = game.state.seats[2].name
    assert awaited(game) == [(2, "pay")] and len(game.state.seats[2].coins) == 3
    assert game.why_not(BuyField(2)) == (f"{name} owes coins to the next draw pile: they "
                                         "are paid before a field is bought.")
    do(game, 2, "harvest", field=0)  # (two coins: five, four of them paid)
    assert game.state.passes == 3 and len(game.state.seats[2].coins) == 1


# ------------------------------------------------------------------ the end


def test_at_the_end_everyone_plants_out_their_hand_in_order():
    game = bd(phase="4", passes=3, draw_size=0,
              hands={0: ["blue", "blue"], 1: ["sacrifice", "red", "chili"], 2: []},
              fields={1: [["red"], ["soy"] * 2]})
    s = game.state
    assert game.phase == "end" and awaited(game) == [(0, "plant_out")]
    do(game, 0, "plant", field=0)
    do(game, 0, "plant", field=0)
    assert awaited(game) == [(1, "plant_out")]
    assert legal(game, 1, "plant") == []  # a sacrifice card at the front
    game.apply(DropSacrifice(1))
    do(game, 1, "plant", field=0)
    assert legal(game, 1, "plant") == []  # the Chili fits nowhere: harvest first
    do(game, 1, "harvest", field=0)
    do(game, 1, "plant", field=0)
    assert game.finished
    assert all(not f.cards for seat in s.seats for f in seat.fields)
    assert s.result is not None and s.result.scores == [len(x.coins) for x in s.seats]


def test_help_text():
    text = " ".join(SPECS["bohnedikt"].help.split())
    assert "Bisch-Hof" in text and "Gottes Acker" in text and "plants out" in text


def test_the_view_offers_no_partner_the_decrees_rule_out():
    """The table lists "Offer to ..." only where some deal is allowed: not when the market
    is closed or its one deal is done, and only to the left neighbour when Neighbourly."""
    game = decree_game("market_closed", hands={0: ["soy", "blue"], 1: ["red"], 2: ["red"]})
    assert game.view(0).offer is None and game.view(1).offer is None
    # and says why, to everyone the decree keeps from trading
    assert all("Market Closed" in game.view(p).offer_closed for p in (0, 1, 2))
    game = decree_game("neighbourly", seats=4)
    assert game.view(0).offer.partners == [(1,)]
    assert "Neighbourly" in game.view(0).offer_closed  # (the active player: not to all)
    assert game.view(1).offer is not None and game.view(1).offer_closed is None
    assert game.view(2).offer is None and "Neighbourly" in game.view(2).offer_closed
    game = decree_game("single_deal", hands={0: ["soy", "blue"], 1: ["red"], 2: ["red"]})
    assert game.view(0).offer.partners == [(1,), (2,), (1, 2)]
    assert game.view(0).offer_closed is None
    offer(game, 1, give=[game.state.turned_up[0]])
    do(game, 1, "accept", cards=())
    assert game.view(0).offer is None and "Single Deal" in game.view(0).offer_closed
    # not trading: nothing to explain
    do(game, 0, "done")
    assert all(game.view(p).offer_closed is None for p in (0, 1, 2))



@pytest.mark.parametrize(("key", "ask", "hopeless_why"), [
    ("sealed_hand", ["blue"], "Sealed Hand"),  # no Blue Bean turned up: never
    ("sealed_hand", ["garden"], None),  # the turned-up Garden Bean pays
    ("tithe", ["blue"], "Tithe"),  # a Blue from the hand gives up no turned-up bean
    ("tithe", ["garden", "blue"], None),  # the Garden Bean is the tithe
    ("market_day", ["blue"], None),  # a decree that rules nothing of it
])
def test_an_offer_no_hand_could_pay_is_told_from_public_things_alone(key, ask, hopeless_why):
    """A fellow player's offer asking the active player for what a decree keeps them from
    giving is allowed (a counter-offer may answer it), but the offer dialog says it cannot
    be accepted as it stands, from what everyone sees: whatever the hand holds, the answer
    is the same."""
    from rules.prospects import hopeless

    answers = set()
    for hand in (["blue", "soy"], ["garden", "blue"], ["chili", "chili"], ["red", "green"]):
        game = bd(seats=3, phase="2", hands={0: hand, 1: ["red"], 2: ["chili", "soy"]},
                  draw_top=[f"decree:{key}", "garden", "red"])
        assert Bean.GARDEN in [BEAN_OF[c] for c in game.state.turned_up]
        made = Offer(2, (0,), (game.state.seats[2].hand[0],), tuple(Bean(b) for b in ask))
        assert game.why_not(made) is None
        why = hopeless(game, made)
        answers.add(why)
        assert why is None if hopeless_why is None else hopeless_why in why
    assert len(answers) == 1  # (nothing of the hand shows through)
