"""Hand-made positions where one choice is clearly right."""

from __future__ import annotations

from ai_helpers import ViewOnly, strict

from rules import (
    Accept,
    ChooseCoin,
    DraftGive,
    DraftSend,
    Harvest,
    OfferStart,
    Plant,
    Refuse,
    UseAbility,
)
from rules.builder import build
from rules.cards import BEAN_OF, Bean

LEVELS = ("normal", "hard")


def decide(game, seat, kind="normal", budget=0.05):
    action = strict(kind, seat, budget).choose(ViewOnly(game), seat)
    assert action in game.legal_actions(seat)
    return action


def _card(game, seat, bean, where="turned_up"):
    cards = game.state.turned_up if where == "turned_up" else game.state.seats[seat].hand
    return next(c for c in cards if BEAN_OF[c] == Bean(bean))


def _offer_gift(game, bean):
    card = _card(game, 0, bean)
    for a in (OfferStart(0, (1,)), DraftGive(0, card), DraftSend(0)):
        game.apply(a)


def _trade_position():
    return build(4, hands={0: ["cap"], 1: ["white", "cap", "mean"], 2: ["cap"], 3: ["cap"]},
                 fields={0: [["princess"] * 3, ["sword"] * 3],
                         1: [["princess"] * 5, ["sword"] * 4]},
                 turned_up=["magic", "princess"], active=0, phase="trade")


def test_a_gift_that_would_force_a_bad_harvest_is_refused():
    for kind in LEVELS:
        game = _trade_position()
        _offer_gift(game, "magic")  # nowhere to plant it: a full row would be cut
        assert decide(game, 1, kind) == Refuse(1)


def test_a_gift_that_extends_a_row_is_accepted():
    for kind in LEVELS:
        game = _trade_position()
        _offer_gift(game, "princess")
        assert decide(game, 1, kind) == Accept(1, ())


def test_the_active_player_offers_the_card_it_cannot_use_and_ends_trading():
    # both rows are one card short of their next coin: the Magic Bean would cut one
    game = build(4, hands={0: ["sword"], 1: ["white", "cap", "mean"], 2: ["cap"], 3: ["cap"]},
                 fields={0: [["princess"] * 5, ["sword"] * 7],
                         1: [["princess"] * 5, ["sword"] * 4]},
                 turned_up=["magic", "princess"], active=0, phase="trade")
    magic = _card(game, 0, "magic")
    players = {p: strict("normal", p) for p in range(4)}
    offered = []
    for _ in range(60):
        if game.state.step != "2_trade":
            break
        p = game.awaiting()[0].player
        a = players[p].choose(ViewOnly(game), p)
        if isinstance(a, DraftGive):
            offered.append(a.card)
        game.apply(a)
    assert game.state.step != "2_trade", "trading did not end"
    assert offered and offered[0] == magic
    # somebody took the Magic Bean, and our rows were not cut for it
    assert magic not in game.state.turned_up
    assert [len(f.cards) for f in game.state.seats[0].fields] == [5, 7]


def test_planting_extends_the_matching_row():
    game = build(3, hands={0: ["princess", "cap"]}, fields={0: [["sword"], ["princess"] * 2]},
                 active=0, phase="1a")
    assert decide(game, 0) == Plant(0, game.state.seats[0].hand[0], 1)


def test_a_forced_harvest_cuts_the_row_that_loses_least():
    # the Magic Bean fits nowhere; four Princess Beans give their 2 coins now,
    # while two Sword Beans would give nothing
    for kind in LEVELS:
        game = build(3, hands={0: ["magic"]},
                     fields={0: [["sword"] * 2, ["princess"] * 4]}, active=0, phase="1a")
        assert decide(game, 0, kind) == Harvest(0, 1)


def test_the_attack_spell_picks_the_princess_coin():
    game = build(3, hands={0: ["cap"]}, fields={0: [["sword"], []]},
                 coins={1: ["princess", "cap"]}, spells={0: [("attack", True)]},
                 active=0, phase="1b")
    a = decide(game, 0)
    assert a == UseAbility(0, 0, target=1, attack_spell=True)
    game.apply(a)
    coins = game.view(0).decision.coins
    want = next(i for i, c in enumerate(coins) if c.bean == Bean.PRINCESS)
    assert decide(game, 0) == ChooseCoin(0, want)


def test_interjects_a_harvest_only_for_a_row_at_its_maximum():
    game = build(3, hands={0: ["cap"], 1: ["cap"]},
                 fields={1: [["princess"] * 7, ["sword"] * 3], 2: [["princess"] * 5, []]},
                 active=0, phase="1a")
    assert strict("normal").interject(ViewOnly(game), 1) == Harvest(1, 0)
    assert strict("normal").interject(ViewOnly(game), 2) is None
    assert strict("easy").interject(ViewOnly(game), 1) is None  # beginners forget to


def test_hard_searches_within_its_budget_and_agrees_on_clear_choices():
    game = build(3, hands={0: ["magic"]},
                 fields={0: [["sword"] * 2, ["princess"] * 4]}, active=0, phase="1a")
    player = strict("hard", budget=0.2)
    assert player.choose(ViewOnly(game), 0) == Harvest(0, 1)
    assert player.samples_last >= 1


def test_the_app_session_lets_a_computer_player_interject_a_harvest():
    from excalibohn_tui.session import SeatConfig, Session

    game = build(3, hands={0: ["cap"], 1: ["cap"]},
                 fields={1: [["princess"] * 7, ["sword"] * 3]}, active=0, phase="1a")
    seats = [SeatConfig(name="Ann"), SeatConfig(name="Bot", kind="normal"),
             SeatConfig(name="Cem")]
    session = Session(game, seats)
    # Ann (human) is awaited; the computer player banks its full Princess row meanwhile
    assert session.next_bot_action() == Harvest(1, 0)
    session.apply(Harvest(1, 0))
    assert session.next_bot_action() is None
