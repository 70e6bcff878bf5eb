"""Trading in phase 2: offers, counter-offers, refusals, gifts, cards lying aside."""

from __future__ import annotations

from rules_helpers import assert_illegal, awaited, beans, do, hand_of, legal

from rules import Accept, Conclude, DraftAsk, DraftGive, OfferStart
from rules.builder import build


def trading(**kw):
    kw.setdefault("active", 0)
    return build(kw.pop("n", 3), phase="trade", **kw)


def offer(game, to, give=(), ask=()):
    do(game, 0, "offer_start", to=tuple(to))
    for c in give:
        do(game, 0, "draft_give", card=c)
    for b in ask:
        do(game, 0, "draft_ask", bean=b)
    do(game, 0, "draft_send")


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
    before = game.state.clone()
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
    assert_illegal(game, Accept(1, (cap,)), "varieties asked")


def test_counter_offer_then_the_active_player_concludes():
    game = trading(hands={0: ["sword", "white"], 1: ["picker", "cap"]}, turned_up=["mean"])
    mean = game.state.turned_up[0]
    sword, white = game.state.seats[0].hand
    picker, cap = game.state.seats[1].hand
    offer(game, [1], give=[mean], ask=["picker"])
    do(game, 1, "counter_start")
    assert awaited(game) == [(1, "draft")]
    do(game, 1, "draft_give", card=picker)
    do(game, 1, "draft_give", card=cap)
    do(game, 1, "draft_ask", bean="mean")
    do(game, 1, "draft_ask", bean="sword")
    do(game, 1, "draft_send")
    assert awaited(game) == [(0, "conclude")]
    # the turned-up Mean Bean and a hand card together
    assert legal(game, 0, "conclude") == [Conclude(0, 1, (mean, sword))]
    do(game, 0, "conclude", partner=1)
    s = game.state
    assert sorted(s.seats[0].aside) == sorted([picker, cap])
    assert sorted(s.seats[1].aside) == sorted([mean, sword])
    assert hand_of(game, 0) == ["white"] and hand_of(game, 1) == []


def test_the_active_player_may_turn_a_counter_offer_down():
    game = trading(hands={0: ["sword"], 1: ["picker"]}, turned_up=["mean"])
    offer(game, [1], give=[game.state.turned_up[0]], ask=["picker"])
    do(game, 1, "counter_start")
    do(game, 1, "draft_ask", bean="sword")
    do(game, 1, "draft_send")
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


def test_cards_received_lie_aside_and_cannot_be_traded_on():
    game = trading(hands={0: ["sword"], 1: ["picker"], 2: ["white"]}, turned_up=["mean"])
    mean = game.state.turned_up[0]
    picker = game.state.seats[1].hand[0]
    offer(game, [1], give=[mean], ask=["picker"])
    do(game, 1, "accept", cards=(picker,))
    do(game, 0, "offer_start", to=(2,))
    assert not legal(game, 0, "draft_give", card=picker)
    assert_illegal(game, DraftGive(0, picker), "cannot be traded on")
    assert legal(game, 0, "draft_give", card=game.state.seats[0].hand[0])


def test_only_the_active_player_trades():
    game = trading(hands={1: ["picker"], 2: ["white"]})
    assert_illegal(game, OfferStart(1, (2,)), "not")
    assert not legal(game, 1, "offer_start")


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


# ------------------------------------------------------- composing an offer in one order


def _draft_steps(game, p):
    return [a for a in game.legal_actions(p) if a.kind in ("draft_give", "draft_ask")]


def test_an_offer_is_composed_in_one_order_cards_first_then_varieties():
    game = trading(hands={0: ["sword", "white"], 1: ["cap", "cap", "picker"]},
                   turned_up=["mean"])
    mean = game.state.turned_up[0]
    sword, white = game.state.seats[0].hand
    do(game, 0, "offer_start", to=(1,))
    # turned-up cards first, then the hand from the front
    assert [a.card for a in legal(game, 0, "draft_give")] == [mean, sword, white]
    do(game, 0, "draft_give", card=sword)
    # only cards lying after the last card given may follow
    assert [a.card for a in legal(game, 0, "draft_give")] == [white]
    assert_illegal(game, DraftGive(0, mean), "one order", "before the last card added")
    assert_illegal(game, DraftGive(0, sword), "already part of the offer")
    do(game, 0, "draft_ask", bean="mean")
    # after the first variety asked for, no more cards are given ...
    assert not legal(game, 0, "draft_give")
    assert_illegal(game, DraftGive(0, white), "before asking")
    # ... and varieties follow in the game's order, repeats allowed
    assert [a.bean.value for a in legal(game, 0, "draft_ask")] == [
        "mean", "white", "magic", "princess", "sword"]
    assert_illegal(game, DraftAsk(0, "cap"), "one order", "comes before")
    do(game, 0, "draft_ask", bean="mean")
    do(game, 0, "draft_ask", bean="sword")
    # the partner holds 3 cards: no fourth card may be asked for
    assert not legal(game, 0, "draft_ask")
    assert_illegal(game, DraftAsk(0, "sword"), "at most 3 cards")
    do(game, 0, "draft_send")
    assert game.state.trade.give == [sword]
    assert beans_asked(game) == ["mean", "mean", "sword"]


def beans_asked(game):
    return [b.value for b in game.state.trade.ask]


def test_a_counter_offer_is_composed_in_the_same_order():
    game = trading(hands={0: ["sword"], 1: ["picker", "cap", "white"]}, turned_up=["mean"])
    picker, cap, white = game.state.seats[1].hand
    offer(game, [1], give=[game.state.turned_up[0]], ask=["picker"])
    do(game, 1, "counter_start")
    do(game, 1, "draft_give", card=cap)
    assert [a.card for a in legal(game, 1, "draft_give")] == [white]
    assert_illegal(game, DraftGive(1, picker), "before the last card added")
    do(game, 1, "draft_ask", bean="sword")
    assert_illegal(game, DraftAsk(1, "mean"), "comes before")


def test_draft_steps_outside_an_offer_say_to_start_one():
    game = trading(hands={0: ["sword"], 1: ["cap"]})
    assert_illegal(game, DraftGive(0, game.state.seats[0].hand[0]), "start an offer")
    assert_illegal(game, DraftAsk(0, "cap"), "start an offer")


def test_every_offer_is_reached_by_exactly_one_sequence_of_steps():
    # 3 tradable cards and a partner with 2 cards: every set of cards given with every
    # multiset of at most 2 varieties asked for (but not the empty offer) is one path
    game = trading(hands={0: ["sword", "white"], 1: ["cap", "picker"]}, turned_up=["mean"])
    do(game, 0, "offer_start", to=(1,))
    reached = []

    def walk(g):
        for a in g.legal_actions(0):
            if a.kind == "draft_send":
                t = g.state.trade
                reached.append((tuple(sorted(t.give)), tuple(sorted(b.value for b in t.ask))))
            elif a.kind in ("draft_give", "draft_ask"):
                h = g.clone()
                h.apply(a)
                walk(h)

    walk(game)
    cards = game.tradable(0)
    subsets = [tuple(sorted(c for k, c in enumerate(cards) if mask >> k & 1))
               for mask in range(1 << len(cards))]
    varieties = [b.value for b in game.beans]
    multisets = [()] + [(b,) for b in varieties] + [
        tuple(sorted((x, y))) for i, x in enumerate(varieties) for y in varieties[i:]]
    expected = {(g, m) for g in subsets for m in multisets if g or m}
    assert len(reached) == len(set(reached)), "an offer was reached by two paths"
    assert set(reached) == expected
