"""The hard player's search: rollouts on the sampled games' views, fixed samples, the
horizon."""

from __future__ import annotations

import random

from ai_helpers import ViewOnly, random_position, random_steps

from excalibohn_ai.determinize import sample
from excalibohn_ai.hard import TRADE_CANDIDATES, HardPlayer, RolloutPlayer, search_limits
from excalibohn_ai.normal import NormalPlayer
from rules import Bean, Done, Harvest, Offer
from rules.builder import build
from rules.trading import offer_space


def test_rollouts_see_the_sampled_games_only_through_views():
    # every decision of a rollout player and the scoring of a rollout read views alone
    game, seat = _searched_position(7)
    view = game.view(seat)
    sampled = sample(view, random.Random(0))
    assert sampled is not None
    player = HardPlayer(0, budget=0.0, samples=1)
    player.rollout_cap = 200
    assert player._rollout(ViewOnly(sampled), seat, None) is not None  # type: ignore[arg-type]


def test_rollout_players_decide_as_the_normal_player_does():
    # same decisions from the same views; the rollout player only remembers its figures
    decisions = 0
    for seed in range(2):
        game, _ = random_position(seed, 0)
        normal = [NormalPlayer(0, interjects=False) for _ in range(4)]
        roll = [RolloutPlayer() for _ in range(4)]
        while not game.finished:
            p = game.awaiting()[0].player
            a = normal[p].choose(game, p)
            assert roll[p].act(ViewOnly(game), p) == a  # type: ignore[arg-type]
            decisions += 1
            game.apply(a)
    assert decisions > 500


def _searched_position(seed: int):
    """A real game walked on to a decision the hard player searches, and its seat."""
    game, r = random_position(seed, 300)
    rng = random.Random(seed)
    for _ in range(2000):
        seat = game.awaiting()[0].player
        view = game.view(seat)
        if view.decision.kind in ("plant_second", "plant_aside") and sample(view, rng):
            return game, seat
        random_steps(game, r, 1)
    raise AssertionError("no searched decision found")


def test_a_fixed_number_of_samples_ignores_the_clock():
    game, seat = _searched_position(3)
    player = HardPlayer(1, budget=0.0, samples=3)
    player.rollout_cap = 80
    player.strict = True
    action = player.choose(ViewOnly(game), seat)
    assert action in game.legal_actions(seat)
    legal = game.legal_actions(seat)
    many = len(HardPlayer._candidates(game.view(seat).decision.kind, legal, action)) > 1
    # three samples pick a challenger, three fresh ones test it (none if every other
    # candidate fell behind at once)
    assert player.samples_last in ((3, 6) if many else (0,))


def test_the_default_plays_thirty_samples_a_round_the_clock_only_a_safety_cap(monkeypatch):
    monkeypatch.delenv("EXCALIBOHN_HARD_SAMPLES", raising=False)
    monkeypatch.delenv("EXCALIBOHN_HARD_BUDGET", raising=False)
    assert search_limits(None, None) == (5.0, 30)
    assert (HardPlayer(0).budget, HardPlayer(0).samples) == (5.0, 30)
    # a setting named alone: samples without a clock, or a budget filled with samples
    monkeypatch.setenv("EXCALIBOHN_HARD_SAMPLES", "6")
    assert search_limits(None, None) == (0.0, 6)
    monkeypatch.delenv("EXCALIBOHN_HARD_SAMPLES")
    monkeypatch.setenv("EXCALIBOHN_HARD_BUDGET", "0.2")
    assert search_limits(None, None) == (0.2, 0)
    assert search_limits(0.01, None) == (0.01, 0)
    assert search_limits(None, 3) == (0.0, 3)
    assert search_limits(0.5, 3) == (0.5, 3)


def test_the_clock_ends_a_search_whose_samples_would_take_too_long():
    game, seat = _searched_position(3)
    player = HardPlayer(1, budget=0.05, samples=10**6)
    player.strict = True
    action = player.choose(ViewOnly(game), seat)
    assert action in game.legal_actions(seat)
    assert player.samples_last < 10**6  # without the clock it would play on for hours


def test_the_action_budget_cuts_a_search_the_same_way_every_time():
    game, seat = _searched_position(14)  # a search of two rounds with long rollouts

    def search(actions: int) -> tuple:
        player = HardPlayer(1, budget=0.0, samples=30, actions=actions)
        player.rollout_cap = 80
        player.strict = True
        action = player.choose(ViewOnly(game), seat)
        assert action in game.legal_actions(seat)
        return action, player.samples_last, player.actions_last

    _, all_samples, all_actions = search(0)  # 0: no limit
    assert all_actions > 400
    cut = search(400)
    assert cut[1] < all_samples and cut[2] < all_actions
    # counted, not timed: the same search again stops at the same sample
    assert search(400) == cut


def test_the_same_seed_and_samples_give_the_same_choice():
    game, seat = _searched_position(11)
    choices = set()
    for _ in range(2):
        player = HardPlayer(5, budget=0.0, samples=3)
        player.rollout_cap = 80
        choices.add(player.choose(ViewOnly(game), seat))
    assert len(choices) == 1


def test_rollouts_reach_the_end_of_the_players_next_turn():
    game, _ = random_position(2, 0)
    view = game.view(game.state.active)
    seat = (view.active + 1) % 4
    player = HardPlayer(0, horizon=1)
    last = player._horizon_turn(view, seat)
    assert last == view.turn + 1  # the next seat's turn is the next one
    assert player._horizon_turn(view, view.active) == view.turn + 4
    assert HardPlayer(0, horizon=0)._horizon_turn(view, seat) == view.turn
    g = game.clone()
    player._rollout(g, seat, last)
    assert g.state.turn == last + 1 or g.finished


def test_with_two_players_rollouts_reach_the_end_of_the_players_own_next_turn():
    # what one leaves lying in Bohnedikt for two is the other's next turn: it must count
    game, _ = random_position(2, 0, seats=2, variant="bohnedikt-duel")
    view = game.view(game.state.active)
    other = 1 - view.active
    assert HardPlayer(0)._horizon_turn(view, view.active) == view.turn + 2
    assert HardPlayer(0)._horizon_turn(view, other) == view.turn + 1


def test_it_searches_what_to_plant_of_the_offer_in_bohnedikt_for_two():
    game, r = random_position(5, 0, seats=2, variant="bohnedikt-duel")
    searched = 0
    while not game.finished and searched < 2:
        seat = game.awaiting()[0].player
        kind = game.view(seat).decision.kind
        player = HardPlayer(1, budget=0.0, samples=3)
        player.rollout_cap = 80
        player.strict = True
        action = player.choose(ViewOnly(game), seat)
        assert action in game.legal_actions(seat)
        if kind in ("plant_offer", "place_left") and player.samples_last:
            searched += 1
        game.apply(action)
    assert searched == 2


def test_near_the_end_rollouts_play_the_game_out():
    game, r = random_position(4, 0)
    players = [RolloutPlayer() for _ in range(4)]
    while not game.state.ending and not game.finished:
        p = game.awaiting()[0].player
        game.apply(players[p].act(game, p))
    if game.finished:
        return
    view = game.view(game.awaiting()[0].player)
    assert HardPlayer(0)._horizon_turn(view, view.active) is None


def test_with_fixed_samples_it_still_harvests_the_row_that_pays_when_nothing_fits():
    # two rows: four Princess Beans (2 coins) and two Sword Beans (none); the Magic Bean
    # in front fits neither
    game = build(3, hands={0: ["magic", "cap"]},
                 fields={0: [["sword"] * 2, ["princess"] * 4]}, active=0, phase="1a")
    player = HardPlayer(2, budget=0.0, samples=4)
    assert player.choose(ViewOnly(game), 0) == Harvest(0, 1)


def test_its_trading_search_asks_everyone_for_two_of_its_longest_rows_variety():
    # classic Bohnanza: four Blue Beans (one coin, the next at six) and two Soy Beans; the
    # turned-up Chili Bean fits no field.  Among the offers the search compares (the
    # first few) is the Chili Bean to every fellow player for two Blue Beans
    game = build(4, variant="bohnanza", phase="trade", active=0, turned_up=["chili"],
                 hands={0: ["garden", "red", "soy"], 1: ["stink"] * 5, 2: ["green"] * 5,
                        3: ["red"] * 5},
                 fields={0: [["blue"] * 4, ["soy"] * 2]})
    view = game.view(0)
    chili = view.turned_up[0].id
    player = HardPlayer(0, budget=0.0, samples=2)
    offers = player._more_offers(view, 0, offer_space(game, 0))[:TRADE_CANDIDATES]
    assert Offer(0, (1, 2, 3), (chili,), (Bean.BLUE, Bean.BLUE)) in offers
    assert game.why_not(Offer(0, (1, 2, 3), (chili,), (Bean.BLUE, Bean.BLUE))) is None
    # and the decision is a legal one, searched or not
    player.rollout_cap = 80
    player.strict = True
    action = player.choose(ViewOnly(game), 0)
    assert action == Done(0) or (isinstance(action, Offer) and game.why_not(action) is None)


def test_it_asks_people_at_most_max_offers_times_a_turn():
    """Every offer a person must answer costs a pass of the keyboard: once four offers of
    this turn asked people, the search makes none that asks one (other computer players
    it may still ask)."""
    from excalibohn_ai.trader import MAX_OFFERS

    game = build(4, variant="bohnanza", phase="trade", active=0, turned_up=["chili"],
                 hands={0: ["garden", "red", "soy"], 1: ["stink"] * 5, 2: ["green"] * 5,
                        3: ["blue"] * 5},
                 fields={0: [["blue"] * 4, ["soy"] * 2]})
    view = game.view(0)
    space = offer_space(game, 0)

    def searched(people: frozenset[int]) -> list[Offer]:
        player = HardPlayer(0, budget=0.0, samples=2)
        player.people = people
        player._turn = (view.turn, view.active)
        player._tried = {((1,), (), (Bean(b),)) for b in ("soy", "red", "green", "garden")}
        return [o for o in dict.fromkeys(player._more_offers(view, 0, space))
                if player._may_ask(o)]

    assert any(3 in o.to for o in searched(frozenset()))  # no people: it would ask seat 3
    assert len({((1,), (), (Bean(b),)) for b in ("soy", "red", "green", "garden")}) == MAX_OFFERS
    left = searched(frozenset({1, 3}))
    assert left and all(not {1, 3} & set(o.to) for o in left)  # only seat 2 is asked
    assert searched(frozenset({1, 2, 3})) == []


def test_it_does_not_ask_people_more_for_the_same_cards_after_one_offer():
    """One Garden Bean asked for the Chili Bean came to nothing: two are not asked of the
    same people (other computer players it may still ask)."""
    game = build(4, variant="bohnanza", phase="trade", active=0, turned_up=["chili"],
                 hands={0: ["garden", "red", "soy"], 1: ["stink"] * 5, 2: ["green"] * 5,
                        3: ["blue"] * 5},
                 fields={0: [["blue"] * 4, ["soy"] * 2]})
    chili = game.state.turned_up[0]
    player = HardPlayer(0, budget=0.0, samples=2)
    player.people = frozenset({1, 2})
    player._tried = {((1, 2, 3), (chili,), (Bean.BLUE,))}
    assert not player._may_ask(Offer(0, (1, 2, 3), (chili,), (Bean.BLUE, Bean.BLUE)))
    assert not player._may_ask(Offer(0, (1,), (chili,), (Bean.BLUE, Bean.BLUE)))
    assert player._may_ask(Offer(0, (3,), (chili,), (Bean.BLUE, Bean.BLUE)))  # a bot
    assert player._may_ask(Offer(0, (1, 2, 3), (chili,), (Bean.GREEN,)))  # another ask
    player.people = frozenset()
    assert player._may_ask(Offer(0, (1, 2, 3), (chili,), (Bean.BLUE, Bean.BLUE)))


def test_it_asks_no_person_for_more_beans_of_a_variety_than_it_gives():
    """Rabohnzel, play-test: the hard level offered everyone a Sword Bean for two Sword
    Beans (its search tries two beans of a row for the card the normal level offers,
    here a one-for-one that plants a hand card now).  A person loses a card by it and
    only ever refuses; each one asked passes the keyboard for nothing."""
    game = build(4, variant="bohnanza", phase="trade", active=0, turned_up=["chili"],
                 hands={0: ["garden", "blue", "soy"], 1: ["stink"] * 5, 2: ["green"] * 5,
                        3: ["blue"] * 5},
                 fields={0: [["blue"] * 4, ["soy"] * 2]})
    blue = game.state.seats[0].hand[1]
    player = HardPlayer(0, budget=0.0, samples=2)
    player.people = frozenset({1, 2})
    assert not player._may_ask(Offer(0, (1, 2, 3), (blue,), (Bean.BLUE, Bean.BLUE)))
    assert not player._may_ask(Offer(0, (2,), (blue,), (Bean.BLUE, Bean.BLUE)))
    assert player._may_ask(Offer(0, (3,), (blue,), (Bean.BLUE, Bean.BLUE)))  # a bot
    assert player._may_ask(Offer(0, (1, 2, 3), (blue,), (Bean.BLUE,)))  # one for one
    assert player._may_ask(Offer(0, (1, 2, 3), (blue,), (Bean.BLUE, Bean.SOY)))
    player.people = frozenset()  # (a table of computer players: the same games as ever)
    assert player._may_ask(Offer(0, (1, 2, 3), (blue,), (Bean.BLUE, Bean.BLUE)))
