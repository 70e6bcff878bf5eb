"""Trading in phase 2: offers, counter-offers, refusals, gifts, cards lying aside."""

from __future__ import annotations

import itertools

from rules_helpers import assert_illegal, awaited, beans, do, hand_of, legal

from rules import Accept, Bean, Conclude, CounterOffer, Offer, Refuse
from rules.builder import build
from rules.state import copy_of
from rules.trading import offer_space


def trading(**kw):
    kw.setdefault("active", 0)
    return build(kw.pop("n", 3), phase="trade", **kw)


def offer(game, to, give=(), ask=(), by=0):
    return game.apply(Offer(by, tuple(to), tuple(give), tuple(Bean(b) for b in ask)))


def test_an_accepted_offer_to_one_player_completes_at_once():
    game = trading(hands={0: ["sword"], 1: ["cap", "picker", "white"]}, turned_up=["mean"])
    mean = game.state.turned_up[0]
    picker = game.state.seats[1].hand[1]
    offer(game, [1], give=[mean], ask=["picker"])
    assert awaited(game) == [(1, "respond")]
    # the partner may give the asked card from anywhere in the hand
    assert legal(game, 1, "accept") == [Accept(1, (picker,))]
    do(game, 1, "accept", cards=(picker,))
    s = game.state
    assert s.seats[0].aside == [picker] and s.seats[1].aside == [mean]
    assert hand_of(game, 1) == ["cap", "white"]  # the others close up in order
    assert s.turned_up == [] and s.traded
    assert awaited(game) == [(0, "trading")]  # the active player may trade on


def test_a_refused_offer_changes_nothing():
    game = trading(hands={0: ["sword"], 1: ["picker"]}, turned_up=["mean"])
    before = copy_of(game.state)
    offer(game, [1], give=[game.state.turned_up[0]], ask=["picker"])
    do(game, 1, "refuse")
    s = game.state
    assert s.trade is None and not s.traded
    assert s.seats == before.seats and s.turned_up == before.turned_up
    assert awaited(game) == [(0, "trading")]


def test_a_partner_without_the_asked_cards_cannot_accept():
    game = trading(hands={0: ["sword"], 1: ["cap"]}, turned_up=["mean"])
    offer(game, [1], give=[game.state.turned_up[0]], ask=["picker"])
    assert not legal(game, 1, "accept")
    cap = game.state.seats[1].hand[0]
    assert_illegal(game, Accept(1, (cap,)), "cannot give what is asked for: a Picker Bean")


def test_the_wrong_cards_for_an_offer_one_could_accept_are_refused_as_such():
    game = trading(hands={0: ["sword"], 1: ["cap", "picker"]}, turned_up=["mean"])
    offer(game, [1], give=[game.state.turned_up[0]], ask=["picker"])
    assert legal(game, 1, "accept")
    cap = game.state.seats[1].hand[0]
    assert_illegal(game, Accept(1, (cap,)), "exactly the varieties asked for")


def test_counter_offer_then_the_active_player_concludes():
    game = trading(hands={0: ["sword", "white"], 1: ["picker", "cap"]}, turned_up=["mean"])
    mean = game.state.turned_up[0]
    sword, white = game.state.seats[0].hand
    picker, cap = game.state.seats[1].hand
    offer(game, [1], give=[mean], ask=["picker"])
    game.apply(CounterOffer(1, (picker, cap), (Bean.MEAN, Bean.SWORD)))
    assert awaited(game) == [(0, "conclude")]
    # the turned-up Mean Bean and a hand card together
    assert legal(game, 0, "conclude") == [Conclude(0, 1, (mean, sword))]
    do(game, 0, "conclude", partner=1)
    s = game.state
    assert sorted(s.seats[0].aside) == sorted([picker, cap])
    assert sorted(s.seats[1].aside) == sorted([mean, sword])
    assert hand_of(game, 0) == ["white"] and hand_of(game, 1) == []
    # each side's cards, the two sides apart (with a comma, a list of three cards ran on
    # into the partner's name: play-test)
    assert [e.text for e in game.events if e.kind == "trade"] == [
        "Trade: Seat 1 gives a Mean Bean and a Sword Bean; Seat 2 gives a Picker Bean and a "
        "Cap Bean."]


def test_the_active_player_may_turn_a_counter_offer_down():
    game = trading(hands={0: ["sword"], 1: ["picker"]}, turned_up=["mean"])
    offer(game, [1], give=[game.state.turned_up[0]], ask=["picker"])
    game.apply(CounterOffer(1, (), (Bean.SWORD,)))
    do(game, 0, "done")
    assert game.state.trade is None and not game.state.traded
    assert hand_of(game, 0) == ["sword"] and hand_of(game, 1) == ["picker"]


def test_an_offer_to_several_players_lets_the_active_player_choose():
    game = trading(n=4, hands={1: ["picker"], 2: ["picker"], 3: []}, turned_up=["mean"])
    mean = game.state.turned_up[0]
    offer(game, [1, 2, 3], give=[mean], ask=["picker"])
    # several fellow players are awaited at once
    assert sorted(awaited(game)) == [(1, "respond"), (2, "respond"), (3, "respond")]
    do(game, 2, "accept", cards=tuple(game.state.seats[2].hand))
    do(game, 3, "refuse")
    do(game, 1, "accept", cards=tuple(game.state.seats[1].hand))
    assert awaited(game) == [(0, "conclude")]
    assert {a.partner for a in legal(game, 0, "conclude")} == {1, 2}
    do(game, 0, "conclude", partner=2)
    assert game.state.seats[2].aside == [mean] and hand_of(game, 1) == ["picker"]
    assert beans(game.state.seats[0].aside) == ["picker"]


def test_a_gift_may_be_refused():
    game = trading(hands={0: ["sword"]}, turned_up=["mean"])
    mean = game.state.turned_up[0]
    offer(game, [1], give=[mean])
    assert legal(game, 1, "accept") == [Accept(1, ())]
    do(game, 1, "refuse")
    assert game.state.turned_up == [mean] and game.state.seats[1].aside == []
    assert not game.state.traded


def test_a_gift_accepted_lies_aside_and_counts_as_a_trade():
    game = trading(hands={0: ["sword"]}, turned_up=["mean"])
    sword = game.state.seats[0].hand[0]
    offer(game, [1], give=[sword])
    do(game, 1, "accept", cards=())
    assert game.state.seats[1].aside == [sword] and game.state.traded


def test_asking_for_a_gift_from_a_fellow_player():
    game = trading(hands={1: ["cap", "picker"]})
    picker = game.state.seats[1].hand[1]
    offer(game, [1], ask=["picker"])
    do(game, 1, "accept", cards=(picker,))
    assert game.state.seats[0].aside == [picker]
    # the log says who gave what to whom (not "Seat 1 gives nothing")
    assert game.events[-1].text == "Gift: Seat 2 gives a Picker Bean to Seat 1."


def test_a_gift_is_told_as_one_giving_to_the_other():
    game = trading(hands={0: ["sword"]}, turned_up=["mean"])
    offer(game, [2], give=[game.state.turned_up[0]])
    do(game, 2, "accept", cards=())
    assert game.events[-1].text == "Gift: Seat 1 gives a Mean Bean to Seat 3."


def test_cards_received_lie_aside_and_cannot_be_traded_on():
    game = trading(hands={0: ["sword"], 1: ["picker"], 2: ["white"]}, turned_up=["mean"])
    mean = game.state.turned_up[0]
    picker = game.state.seats[1].hand[0]
    offer(game, [1], give=[mean], ask=["picker"])
    do(game, 1, "accept", cards=(picker,))
    assert_illegal(game, Offer(0, (2,), (picker,)), "cannot be traded on")
    assert game.why_not(Offer(0, (2,), (game.state.seats[0].hand[0],))) is None


def test_fellow_players_never_trade_among_themselves():
    game = trading(hands={1: ["picker"], 2: ["white"]})
    assert_illegal(game, Offer(1, (2,), ask=(Bean.WHITE,)), "only the active player",
                   "never trade")


def test_received_cards_are_planted_in_phase_3_active_player_first_then_clockwise():
    game = trading(hands={0: ["sword"], 1: ["picker"]}, turned_up=["mean", "princess"])
    mean, princess = game.state.turned_up
    picker = game.state.seats[1].hand[0]
    offer(game, [1], give=[mean], ask=["picker"])
    do(game, 1, "accept", cards=(picker,))
    do(game, 0, "done")
    assert game.phase == "3" and awaited(game) == [(0, "plant_aside")]
    assert {a.card for a in legal(game, 0, "plant")} == {picker, princess}
    do(game, 0, "plant", card=princess, field=0)
    do(game, 0, "plant", card=picker, field=1)
    assert awaited(game) == [(1, "plant_aside")]
    do(game, 1, "plant", card=mean, field=0)
    assert game.state.active == 1  # phase 4 drew and the turn passed


def test_trading_ends_when_the_active_player_says_so():
    game = trading(hands={0: ["sword"], 1: ["cap"]})
    assert game.state.turned_up == []
    do(game, 0, "done")
    # nothing lies aside: phase 3 is empty, phase 4 draws three, the turn passes
    assert len(game.state.seats[0].hand) == 4
    assert game.state.active == 1 and awaited(game) == [(1, "plant_front")]




# ------------------------------------------------------------ an offer is one action


def test_an_offer_asks_no_more_than_the_chosen_partner_can_hand_over():
    # the limit is the chosen partner's hand, not the largest hand at the table
    game = trading(hands={0: ["sword"], 1: ["cap"], 2: ["cap", "cap", "white"]})
    assert_illegal(game, Offer(0, (1,), ask=(Bean.CAP, Bean.CAP)), "at most 1 card",
                   "Seat 2")
    assert game.why_not(Offer(0, (2,), ask=(Bean.CAP, Bean.CAP))) is None
    # an offer to several players: any of them might hand over that many
    assert game.why_not(Offer(0, (1, 2), ask=(Bean.CAP, Bean.CAP))) is None
    assert game.view(0).offer.max_ask == {1: 1, 2: 3}


def test_an_offer_names_its_problems():
    game = trading(hands={0: ["sword"], 1: ["cap"]}, turned_up=["mean"])
    sword = game.state.seats[0].hand[0]
    assert_illegal(game, Offer(0, (1,)), "gives something or asks")
    assert_illegal(game, Offer(0, (0,), (sword,)), "fellow players, each named once")
    assert_illegal(game, Offer(0, (1, 1), (sword,)), "each named once")
    assert_illegal(game, Offer(0, (1,), (sword, sword)), "once")
    assert_illegal(game, Offer(0, (), (sword,)), "whom")
    offer(game, [1], give=[sword])
    assert_illegal(game, Offer(0, (1,), (sword,)), f"{game.name(0)}'s offer is still open")


def test_a_fellow_player_may_put_an_offer_to_the_active_player():
    game = trading(hands={0: ["sword"], 1: ["picker", "cap"]}, turned_up=["mean"])
    mean = game.state.turned_up[0]
    picker = game.state.seats[1].hand[0]
    # a proposal goes to the active player alone
    assert_illegal(game, Offer(1, (0, 2), (picker,)), "put your offer to Seat 1")
    offer(game, [0], give=[picker], ask=["mean"], by=1)
    assert awaited(game) == [(0, "respond")]
    # the active player pays with a turned-up card or one from the hand
    assert legal(game, 0, "accept") == [Accept(0, (mean,))]
    do(game, 0, "accept", cards=(mean,))
    s = game.state
    assert s.seats[0].aside == [picker] and s.seats[1].aside == [mean]
    assert s.traded and awaited(game) == [(0, "trading")]


def test_a_proposal_may_be_refused_or_countered():
    game = trading(hands={0: ["sword", "white"], 1: ["picker", "cap"]})
    sword, white = game.state.seats[0].hand
    picker, cap = game.state.seats[1].hand
    offer(game, [0], give=[picker], ask=["sword"], by=1)
    do(game, 0, "refuse")
    assert game.state.trade is None and awaited(game) == [(0, "trading")]
    offer(game, [0], give=[picker], ask=["sword"], by=1)
    game.apply(CounterOffer(0, (white,), (Bean.PICKER, Bean.CAP)))
    # the one who proposed closes the deal, giving the varieties the counter asks for
    assert awaited(game) == [(1, "conclude")]
    assert legal(game, 1, "conclude") == [Conclude(1, 0, (picker, cap))]
    do(game, 1, "conclude", partner=0)
    assert game.state.seats[0].aside == [picker, cap]
    assert game.state.seats[1].aside == [white]


def test_no_proposal_outside_the_trading_or_while_an_offer_is_answered():
    game = build(3, hands={0: ["sword"], 1: ["picker"]}, active=0, phase="1a")
    assert_illegal(game, Offer(1, (0,), (game.state.seats[1].hand[0],)),
                   "while the active player trades")
    game = trading(hands={0: ["sword"], 1: ["picker"], 2: ["cap"]})
    offer(game, [1], give=[game.state.seats[0].hand[0]])
    assert_illegal(game, Offer(2, (0,), (game.state.seats[2].hand[0],)),
                   f"{game.name(0)}'s offer is still open")


def test_a_counter_offer_is_checked_like_an_offer():
    game = trading(hands={0: ["sword"], 1: ["picker", "cap"]})
    picker = game.state.seats[1].hand[0]
    offer(game, [1], ask=["picker"])
    # the active player holds one card: a counter asks for one at most
    assert_illegal(game, CounterOffer(1, (picker,), (Bean.SWORD, Bean.SWORD)), "at most 1")
    assert_illegal(game, CounterOffer(1, (), ()), "gives something or asks")
    assert_illegal(game, CounterOffer(2, (), (Bean.SWORD,)), "not", "decision")
    assert game.why_not(CounterOffer(1, (picker,), (Bean.SWORD,))) is None


def test_the_generator_of_candidate_offers_hands_out_legal_offers_only():
    game = trading(hands={0: ["sword", "white"], 1: ["cap", "picker"], 2: []},
                   turned_up=["mean"])
    space = offer_space(game, 0)
    offers = list(space.offers(max_give=1, max_ask=1))
    assert offers and all(game.why_not(o) is None for o in offers)
    cards = game.state.turned_up + game.state.seats[0].hand
    # seat 2 holds nothing: asking anything of it alone is never a candidate
    assert not [o for o in offers if o.to == (2,) and o.ask]
    shapes = {(o.to, o.give, o.ask) for o in offers}
    expected = {(to, g, a) for to in [(1,), (2,), (1, 2)]
                for g in [()] + [(c,) for c in cards]
                for a in [()] + [(b,) for b in game.spec.varieties]
                if (g or a) and not (to == (2,) and a)}
    assert shapes == expected
    # with two cards given and asked: all pairs appear, each once
    two = list(space.offers(max_give=2, max_ask=2))
    assert len(two) == len(set(two))
    assert {o.give for o in two} >= {tuple(p) for p in itertools.combinations(cards, 2)}
    assert offer_space(game, 1).partners == ((0,),)  # a fellow player proposes
    offer(game, [1], give=[cards[0]])
    counter = offer_space(game, 1)
    assert counter.counter and all(isinstance(o, CounterOffer) for o in counter.offers())
    assert offer_space(game, 2) is None  # not asked, and no proposals meanwhile
    assert isinstance(legal(game, 1, "refuse")[0], Refuse)


def test_an_offer_for_two_cards_of_one_variety_is_told_as_two():
    # the log counts repeated varieties: "for 2 Picker Beans", not "a Picker Bean, a
    # Picker Bean"; different varieties are still listed one by one
    game = trading(hands={0: ["sword"], 1: ["picker", "picker", "cap"]}, turned_up=["mean"])
    events = offer(game, [1], give=[game.state.turned_up[0]], ask=["picker", "picker", "cap"])
    told = [e.text_for(None) for e in events]
    assert any("a Mean Bean for 2 Picker Beans and a Cap Bean" in t for t in told), told
