"""Trading in a few keys: the keys a trade agreed aloud takes (counted, curtains aside),
the keys of the trade dialog, a counter-offer that starts from the offer received, the
payer choosing which card pays, and a fellow player's offer to the active player.

``test_the_keys_a_trade_takes`` is the measurement written in docs/benchmarks.md:
``pytest -q -s tests/tui/test_trade_keys.py -k keys_a_trade_takes`` prints the counts."""

from __future__ import annotations

import time

import pytest
from tui_helpers import (
    after_haste,
    assert_private,
    burst,
    curtain_name,
    labels,
    make_app,
    notices,
    pilot_test,
    screen_text,
    session_for,
    stopped_clock,
    table_of,
)

from excalibohn_tui.dialogs.choice import ChoiceDialog
from excalibohn_tui.dialogs.trade import TradeDialog
from excalibohn_tui.widgets.choice_list import list_changed
from rules import BEAN_OF, Accept, Bean, CounterOffer, Done, Offer, Refuse
from rules.builder import build

ANN, BEN, CEM = 0, 1, 2


def trading(ben=("mean", "white"), cem=("cap",), humans=3, ann=("sword", "cap"), **kw):
    game = build(["Ann", "Ben", "Cem"],
                 hands={0: list(ann), 1: list(ben), 2: list(cem)},
                 turned_up=["princess", "magic"], active=0, phase="trade", **kw)
    kinds = ["human"] * humans + ["random"] * (3 - humans)
    return game, make_app(session_for(game, kinds))


class Keys:
    """Presses keys for a player and counts them; ``lift`` (the curtain's Enter) is not
    counted, as the issue asks."""

    def __init__(self, pilot, app) -> None:
        self.pilot = pilot
        self.app = app
        self.count: dict[str, int] = {}

    async def press(self, who: str, *keys: str) -> None:
        for key in keys:
            self.count[who] = self.count.get(who, 0) + 1
            await self.pilot.press(key)
            await self.pilot.pause()

    async def lift(self, who: str) -> None:
        assert curtain_name(screen_text(self.app)) == who
        await self.pilot.press("enter")
        await self.pilot.pause()

    async def back(self, who: str, key: str, active: str) -> None:
        """``who`` presses ``key``, their last, and at once a "1" (pressing it twice):
        the keyboard came back to ``active`` with no curtain, their table drawn for the
        others looking on (their hand hidden), and the "1" chose nothing there, with a
        word why.  The
        table's clock stands still meanwhile, so that "at once" holds on a slow machine;
        then ``active`` takes the keyboard."""
        with stopped_clock():
            await self.press(who, key)
            table = table_of(self.app)
            assert self.app.screen is table and table.hiding
            assert table.session.seats[table.viewer].name == active
            moves = len(table.session.game.log)
            told = notices(self.app)
            await self.pilot.press("1")
            await self.pilot.pause()
            del self.app.notify  # (notices' stand-in goes)
            assert self.app.screen is table and len(table.session.game.log) == moves
            # and says so: nothing was said, and the "End trading" typed so was taken for
            # lost (play-test); which words, depends on which guard held it first
            assert told and told[-1] in (list_changed(), "Your choices came up as you "
                                         "typed: look, then choose."), told
        await after_haste(self.pilot)


def aside(game, seat: int) -> list[Bean]:
    return [BEAN_OF[c] for c in game.state.seats[seat].aside]


#: a hand of ten cards: with the two turned up, twelve to give
LONG_HAND = ("sword", "cap", "white", "white", "mean", "magic", "cap", "white", "mean", "sword")


async def offer_dialog(pilot, app) -> TradeDialog:
    """Ann's curtain lifted and her offer to Ben opened: the trade dialog."""
    await pilot.press("enter", "1")
    await pilot.pause()
    dialog = app.screen
    assert isinstance(dialog, TradeDialog)
    return dialog


#: (what, Ben's hand, the active player's keys, the partner's keys, who partners Ann)
SCENARIOS = [
    ("one for one: the turned-up Princess for a Mean Bean", ("mean", "white"),
     ["1", "Q", "m", "enter"], ["1"], "Ben"),
    ("one for one, the partner holds two Mean Beans and chooses which",
     ("mean", "white", "mean"), ["1", "Q", "m", "enter"], ["1", "2"], "Ben"),
    # (her hand shown for the hand card: an Enter when only she sees the screen)
    ("one for one with the second fellow player, a hand card for a Mean Bean",
     ("white",), ["2", "1", "enter", "m", "enter"], ["1"], "Cem"),
    ("a gift of the turned-up Princess", ("mean", "white"), ["1", "Q", "enter"], ["1"],
     "Ben"),
]


@pytest.mark.parametrize(("what", "ben", "active_keys", "partner_keys", "partner"),
                         SCENARIOS, ids=["one-for-one", "payer-chooses", "second-partner",
                                         "gift"])
@pilot_test
async def test_the_keys_a_trade_takes(what, ben, active_keys, partner_keys, partner):
    game, app = trading(ben=ben, cem=("mean", "cap"))
    async with app.run_test(size=(100, 30)) as pilot:
        keys = Keys(pilot, app)
        await keys.lift("Ann")
        await keys.press("Ann", *active_keys)
        await keys.lift(partner)
        await keys.press(partner, *partner_keys[:-1])
        # (no curtain: her table hides her hand from the others)
        await keys.back(partner, partner_keys[-1], "Ann")
        seat = BEN if partner == "Ben" else CEM
        gift = "gift" in what
        assert aside(game, ANN) == ([] if gift else [Bean.MEAN])
        assert len(aside(game, seat)) == 1
        assert table_of(app).viewer == ANN and game.awaiting()[0].kind == "trading"
        if "chooses" in what:  # the second Mean Bean (hand place 3) went
            assert [BEAN_OF[c] for c in game.state.seats[BEN].hand] == [Bean.MEAN, Bean.WHITE]
    active, passive = keys.count["Ann"], keys.count[partner]
    print(f"\n{what}: active player {active} keys, partner {passive}")
    if gift:
        assert active + passive <= 5
    else:
        assert active <= 6 and passive <= 2


@pilot_test
async def test_a_fellow_players_offer_to_the_active_player_behind_curtains():
    game, app = trading(humans=2)
    async with app.run_test(size=(100, 30)) as pilot:
        keys = Keys(pilot, app)
        await keys.lift("Ann")
        assert "A fellow's offer" in screen_text(app)  # the key, while Ann trades
        await keys.press("Ben", "t")  # Ben is the only other person here: no question
        assert_private(app, game, None)
        await keys.lift("Ben")
        dialog = app.screen
        assert isinstance(dialog, TradeDialog)
        text = screen_text(app)
        assert "Your offer to Ann" in text and "Offer to Ann:" in text
        assert not dialog.turned  # only Ben's own cards to give
        # and what Ann turned up marked among what he may ask for (at 80x24 the dialog
        # covers the middle, play-test)
        ask = dialog.query_one("#ask")
        asked = [ask.get_option_at_index(k).prompt.plain for k in range(ask.option_count)]
        assert "[q] Princess Bean  turned up" in asked and "[z] Magic Bean  turned up" in asked
        assert "[w] White Bean" in asked
        await keys.press("Ben", "2", "z")  # his White Bean for a Magic Bean
        await keys.back("Ben", "enter", "Ann")
        offer = game.log[-1]
        assert isinstance(offer, Offer) and offer.player == BEN and offer.to == (ANN,)
        assert "Ben offers: gives [W] White Bean; asks for [Z] Magic Bean" in screen_text(app)
        # the active player may pay with the turned-up card: the choice says so
        assert labels(app)[0] == "Accept, giving [Z] Magic Bean (turned up)"
        await keys.press("Ann", "1")
        assert aside(game, ANN) == [Bean.WHITE] and aside(game, BEN) == [Bean.MAGIC]
        assert keys.count == {"Ben": 4, "Ann": 1}
        assert table_of(app).viewer == ANN


@pilot_test
async def test_who_makes_an_offer_is_asked_with_nothing_private_behind_it():
    game, app = trading(humans=3)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")  # Ann's curtain
        await pilot.pause()
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        assert "Who makes Ann an offer?" in screen_text(app)
        assert_private(app, game, None)
        await pilot.press("escape")  # nobody: Ann's table again (she had the keyboard)
        await pilot.pause()
        assert table_of(app).viewer == ANN and "Your hand" in screen_text(app)
        await pilot.press("t", "2")  # Cem
        await pilot.pause()
        assert curtain_name(screen_text(app)) == "Cem"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog)
        await pilot.press("escape")  # Cem offers nothing: back to Ann, whose table hides
        await pilot.pause()  # her hand from the others (no curtain needed)
        assert app.screen is table_of(app) and table_of(app).viewer == ANN
        assert table_of(app).hiding and "Your hand is hidden" in screen_text(app)
        assert not game.log or not isinstance(game.log[-1], Offer)


def _dora_trades():
    """Dora trades; Ann, Ben and Emil are people at her keyboard, Cem a computer player."""
    game = build(["Ann", "Ben", "Cem", "Dora", "Emil"], hands={p: ["cap"] for p in range(5)},
                 turned_up=["princess", "magic"], active=3, phase="trade")
    return game, make_app(session_for(game, ["human", "human", "random", "human", "human"]))


@pilot_test
async def test_who_makes_an_offer_lists_the_people_in_turn_order():
    """Play-test: "Who makes Dora an offer?" listed Ann, Ben, Emil by seat number, while
    the table shows the seats in turn order from the active player: Emil, Ann, Ben."""
    game, app = _dora_trades()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")  # Dora's curtain
        await pilot.pause()
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        text = screen_text(app)
        assert "Who makes Dora an offer?" in text
        assert text.index("Emil") < text.index("Ann") < text.index("Ben")
        await pilot.press("1")  # the first listed: Emil
        await pilot.pause()
        assert curtain_name(screen_text(app)) == "Emil"


@pilot_test
async def test_escape_on_the_curtain_of_one_called_by_mistake_takes_the_call_back():
    """Dora, trading, pressed t and called Emil instead of Ann: Emil's curtain ignored
    Escape, and the one way back was to lift it, showing Emil's hand to Dora."""
    game, app = _dora_trades()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")  # Dora's curtain
        await pilot.pause()
        await pilot.press("t", "1")  # Emil, by mistake
        await pilot.pause()
        assert curtain_name(screen_text(app)) == "Emil"
        assert "Not me: back" in screen_text(app)
        moves = len(game.log)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.pause()
        # the keyboard goes back to Dora, who trades, her hand hidden from the others
        # (no curtain needed); nobody's hand was shown
        assert app.screen is table_of(app) and len(game.log) == moves
        assert table_of(app).viewer == 3 and table_of(app).hiding
        assert curtain_name(screen_text(app)) is None


@pilot_test
async def test_no_offer_to_the_active_player_while_nobody_trades():
    game = build(["Ann", "Ben", "Cem"], hands={0: ["sword", "cap"], 1: ["mean"],
                                              2: ["cap"]}, active=0, phase="1a")
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        assert game.awaiting()[0].kind == "plant_front"
        assert "A fellow's offer" not in screen_text(app)
        moves = len(game.log)
        await pilot.press("t")
        await pilot.pause()
        assert table_of(app).viewer == ANN and len(game.log) == moves
        assert curtain_name(screen_text(app)) is None


@pilot_test
async def test_a_counter_offer_starts_from_the_offer_received():
    game, app = trading(ben=("white", "mean", "mean"), humans=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter", "1", "Q", "m", "m", "enter")  # Princess for two Means
        await pilot.pause()
        await pilot.press("enter")  # Ben's curtain
        await pilot.pause()
        assert "Make a counter-offer to Ann..." in labels(app)
        await pilot.press("3")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, TradeDialog)
        hand = game.state.seats[BEN].hand
        # turned round: Ben gives his first two Mean Beans and asks for the Princess
        assert dialog._give() == [hand[1], hand[2]]
        assert dialog._ask() == [Bean.PRINCESS]
        text = screen_text(app)
        # two cards alike counted once, as the offer's answers count them
        assert "Counter-offer to Ann: you give 2\u00d7 [M] Mean Bean and ask for " \
               "[Q] Princess Bean" in text
        await pilot.press("3", "z", "enter")  # one Mean less; a Magic Bean too
        await pilot.pause()
        counter = game.log[-1]
        assert counter == CounterOffer(BEN, (hand[1],), (Bean.MAGIC, Bean.PRINCESS))
        # (back to Ann, with no curtain: her table hides her hand from Ben) Ann pays with the turned-up cards: the choice says where they lie
        assert labels(app)[0] == ("Deal with Ben's counter-offer, giving [Z] Magic Bean "
                                  "(turned up), [Q] Princess Bean (turned up)")


@pilot_test
async def test_a_counter_offer_that_is_the_offer_turned_round_accepts_it():
    """Sent unchanged, a counter-offer would be the offer itself: the dialog says so, and
    it is sent as an acceptance, so the deal is made at once (the one who offered had to
    close it as well)."""
    game, app = trading(ben=("white", "mean", "mean"), humans=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter", "1", "Q", "m", "m", "enter")  # Princess for two Means
        await pilot.pause()
        await pilot.press("enter", "3")  # Ben's curtain; a counter-offer
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog)
        hand = list(game.state.seats[BEN].hand)
        assert "That is the offer turned round: sending it accepts the offer." \
            in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert game.log[-1] == Accept(BEN, (hand[1], hand[2]))
        assert game.state.trade is None  # the deal is made
        assert [BEAN_OF[c] for c in game.state.seats[BEN].aside] == [Bean.PRINCESS]


@pilot_test
async def test_two_turned_up_cards_of_one_variety_each_show_their_own_number():
    # (Bohnedikt's two decrees: "\u21e7E" beside both, and Shift+E gave only the first)
    game = build(["Ann", "Ben", "Cem"], hands={0: ["sword", "cap"], 1: ["mean"], 2: ["cap"]},
                 turned_up=["princess", "princess", "magic"], active=0, phase="trade")
    app = make_app(session_for(game, ["human"] * 3))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter", "1")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, TradeDialog)
        first, second, _magic = game.state.turned_up
        text = screen_text(app)
        assert "\u21e7Q" not in text
        assert " 3 [Q] Princess Bean" in text and " 4 [Q] Princess Bean" in text
        # (the third too, by its number: "11  \u21e7U  13" down the list, play-test)
        assert "\u21e7Z" not in text and " 5 [Z] Magic Bean" in text
        await pilot.press("4")
        await pilot.pause()
        assert dialog._give() == [second]


@pilot_test
async def test_the_keys_of_the_trade_dialog():
    game, app = trading(humans=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter", "1")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, TradeDialog)
        sword, cap = game.state.seats[ANN].hand
        princess, magic = game.state.turned_up
        # the turned-up cards listed first (a trade is mostly for them), numbered after
        # the hand, whose cards keep the numbers of their places
        assert [(c, n) for c, n, _ in dialog.cards] == [(princess, 3), (magic, 4),
                                                       (sword, 1), (cap, 2)]
        # shown by their Shift and letter: the numbers run down the list ("3 4 1 2" read
        # as a muddle to five play-testers); 3 and 4 still give them
        text = screen_text(app)
        assert "\u21e7Q [Q] Princess Bean" in text and "\u21e7Z [Z] Magic Bean" in text
        assert " 3 [Q]" not in text and " 4 [Z]" not in text
        await pilot.press("v")  # her hand shown (Ben looks away): Shift and a letter give
        await pilot.press("1", "4")  # from it too
        assert dialog._give() == [magic, sword]  # (in the order shown)
        assert "to give" in screen_text(app)  # in words, not by the box's colour alone
        # and by the box: an X only where a card is given (16 colours lose the colour)
        boxes = [line.text[1] for line in
                 (dialog.query_one("#give").render_line(y) for y in range(4))]
        assert boxes == [" ", "X", "X", " "]
        await pilot.press("1", "S")  # off again; Shift+S gives it back
        assert dialog._give() == [magic, sword]
        await pilot.press("S")  # every Sword given: Shift+S takes them back
        assert dialog._give() == [magic]
        await pilot.press("w", "p", "backspace")
        assert dialog._ask() == [Bean.WHITE]
        await pilot.press("x")  # no variety has it: told, nothing changes
        await pilot.pause()
        assert dialog._ask() == [Bean.WHITE] and dialog._give() == [magic]
        await pilot.press("9")
        assert dialog._give() == [magic]
        # pointing works too: Tab to the list of varieties, Space adds, minus removes
        await pilot.press("tab", "down", "space")
        assert dialog._ask() == [Bean.CAP, Bean.WHITE]
        await pilot.press("minus")
        assert dialog._ask() == [Bean.WHITE]
        # from the list of cards, "-" and a letter: one less of that variety, wherever
        # it stands among those asked for
        await pilot.press("c", "shift+tab")
        assert dialog._ask() == [Bean.CAP, Bean.WHITE]
        await pilot.press("minus", "w")
        assert dialog._ask() == [Bean.CAP]
        await pilot.press("minus", "w")  # none asked for: told, nothing changes
        await pilot.pause()
        assert dialog._ask() == [Bean.CAP]
        assert any("You are not asking for any" in n.message for n in app._notifications)
        await pilot.press("minus", "c", "w")  # the letter after that asks again
        assert dialog._ask() == [Bean.WHITE]
        # "-" and its letter in one burst (a fast typist, a paste), as the terminal
        # sends them: one White Bean less (it asked for one more)
        await burst(pilot, "minus", "w")
        assert dialog._ask() == []
        # and Backspace, between two letters: it takes back the first
        await burst(pilot, "p", "backspace", "w")
        assert dialog._ask() == [Bean.WHITE]
        await pilot.press("escape")
        await pilot.pause()
        assert table_of(app).viewer == ANN and game.state.trade is None


@pilot_test
async def test_an_empty_offer_or_one_asking_too_much_is_not_sent():
    game, app = trading(humans=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter", "1")
        await pilot.pause()
        await pilot.press("enter")  # nothing in it
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog)
        await pilot.press("m", "m", "m")  # Ben holds two cards: the third is refused
        await pilot.pause()
        assert app.screen._ask() == [Bean.MEAN, Bean.MEAN]
        assert "Ask Ben for at most 2 cards." in screen_text(app)
        await pilot.press("right")  # Cem holds one: the asks are cut to one
        await pilot.pause()
        assert app.screen._ask() == [Bean.MEAN]
        assert "Offer to Cem:" in screen_text(app)
        await pilot.press("right", "m")  # to all: as many as the fullest hand, Ben's
        await pilot.pause()
        assert app.screen._ask() == [Bean.MEAN, Bean.MEAN]
        assert ("Ask the fellow players for at most 2 cards (the most any of them holds)."
                in " ".join(screen_text(app).split()))
        await pilot.press("left")  # back to Cem: the asks cut to one again
        await pilot.pause()
        assert app.screen._ask() == [Bean.MEAN]
        await pilot.press("enter")
        await pilot.pause()
        assert next(a for a in game.log if isinstance(a, Offer)) == Offer(ANN, (CEM,), (),
                                                                          (Bean.MEAN,))


@pilot_test
async def test_the_payer_chooses_which_card_by_its_number():
    game = build(["Ann", "Ben", "Cem"],
                 hands={0: ["sword"], 1: ["mean", "white", "mean"], 2: ["cap"]},
                 turned_up=["princess", "magic"], active=0, phase="trade")
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter", "1", "Q", "m", "enter")  # Ann: Princess for a Mean
        await pilot.pause()
        await pilot.press("enter")  # Ben's curtain
        await pilot.pause()
        await pilot.press("1")  # Accept (choose which of your cards)...
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        text = screen_text(app)
        assert "1 Accept, giving [M] Mean Bean (hand place 1)" in text
        assert "2 Accept, giving [M] Mean Bean (hand place 3)" in text
        await pilot.press("2")
        await pilot.pause()
        assert [BEAN_OF[c] for c in game.state.seats[1].hand] == [Bean.MEAN, Bean.WHITE]


def test_an_offer_asking_for_two_of_a_variety_says_two():
    # what the one answering reads: the same variety asked twice is counted once
    from excalibohn_tui.text.actions import offer_words

    chili = next(c for c, b in enumerate(BEAN_OF) if b is Bean.CHILI)
    assert offer_words([chili], [Bean.BLUE, Bean.BLUE, Bean.SOY]) == (
        "gives [F] Chili Bean; asks for 2\u00d7 [B] Blue Bean, [J] Soy Bean")
    assert offer_words([], [Bean.BLUE]) == "gives nothing; asks for [B] Blue Bean"


@pilot_test
async def test_keys_typed_faster_than_the_screen_draws_are_taken_in_their_order():
    """Over SSH or from a quick hand, "Shift+Q, m, Enter" can arrive at once: Enter sent
    the offer before the two keys ahead of it were read (an empty offer, refused)."""
    from textual import events

    game, app = trading(humans=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter", "1")
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog)
        for key, char in (("Q", "Q"), ("m", "m"), ("enter", "\r")):
            app.post_message(events.Key(key, char))  # all queued before any is read
        await pilot.pause()
        await pilot.pause()
        princess = game.state.turned_up[0]
        assert next(a for a in game.log if isinstance(a, Offer)) == Offer(
            ANN, (BEN,), (princess,), (Bean.MEAN,))


def test_closing_with_a_counter_offer_that_asks_nothing_is_not_called_an_acceptance():
    from excalibohn_tui.text.actions import describe
    from rules import Conclude, Refuse

    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["mean", "white"], 2: ["sword"]},
                 turned_up=["princess"], active=0, phase="trade")
    game.apply(Offer(0, to=(1, 2), give=(game.state.seats[0].hand[0],)))
    mean = game.state.seats[1].hand[0]
    game.apply(CounterOffer(1, give=(mean,), ask=()))  # Ben gives a Mean Bean for nothing
    game.apply(Refuse(2))
    view = game.view(0)
    labels = [describe(a, view) for a in game.legal_actions(0) if isinstance(a, Conclude)]
    assert labels == ["Deal with Ben's counter-offer"]


def test_deals_are_called_acceptances_only_beside_a_counter_offer():
    # "Deal with Ben (they accepted)" on every line said nothing (play-test)
    from excalibohn_tui.text.actions import describe
    from rules import Accept, Conclude

    def deals(counter: bool) -> list[str]:
        game = build(["Ann", "Ben", "Cem"],
                     hands={0: ["cap"], 1: ["mean", "white"], 2: ["sword", "white"]},
                     turned_up=["princess"], active=0, phase="trade")
        game.apply(Offer(0, to=(1, 2), give=(game.state.turned_up[0],), ask=(Bean.WHITE,)))
        game.apply(Accept(1, (game.state.seats[1].hand[1],)))
        white = game.state.seats[2].hand[1]
        game.apply(CounterOffer(2, give=(white,), ask=()) if counter else Accept(2, (white,)))
        view = game.view(0)
        return [describe(a, view) for a in game.legal_actions(0) if isinstance(a, Conclude)]

    assert deals(counter=False) == ["Deal with Ben", "Deal with Cem"]
    assert deals(counter=True) == ["Deal with Ben (they accepted)", "Deal with Cem's counter-offer"]


@pilot_test
async def test_accept_keeps_number_one_when_the_offer_cannot_be_accepted():
    """Ben holds no Cap Bean: Accept stays the first entry, numbered but not choosable, and
    says why; 2 is Refuse as always (1 once refused here, and accepted elsewhere)."""
    game, app = trading(ben=("mean", "white"), humans=2)
    game.apply(Offer(ANN, (BEN,), (game.state.turned_up[0],), (Bean.CAP,)))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        if curtain_name(screen_text(app)) == "Ben":
            await pilot.press("enter")
            await pilot.pause()
        table = table_of(app)
        assert table.viewer == BEN
        assert labels(app)[:2] == ["Accept (not possible). You cannot give what is asked for: "
                                   "a Cap Bean.", "Refuse"]
        text = screen_text(app)
        assert "1 Accept (not possible)" in text and "2 Refuse" in text
        before = len(game.log)
        await pilot.press("1")
        await pilot.pause()
        assert len(game.log) == before  # nothing done (its line says why, told again)
        assert [n.message for n in app._notifications][-1].startswith("Accept (not possible)")
        await pilot.press("enter")  # the highlight starts on Refuse
        await pilot.pause()
        assert game.log[-1].kind == "refuse" and game.log[-1].player == BEN


@pilot_test
async def test_the_varieties_to_ask_for_show_the_small_letter_that_asks():
    """"[U] Stink Bean" in the list of varieties to ask for: a play-tester typed U, which
    gives (Shift and the letter), and gave a card away.  That list shows the small letter,
    its key; the cards to give keep the capital, Shift and the letter."""
    game, app = trading(humans=2)
    async with app.run_test(size=(100, 30)) as pilot:
        dialog = await offer_dialog(pilot, app)
        ask = dialog.query_one("#ask")
        shown = [ask.get_option_at_index(k).prompt.plain for k in range(ask.option_count)]
        assert "[w] White Bean" in shown and "[c] Cap Bean" in shown
        assert not any(line[1].isupper() for line in shown)
        assert "[Q] Princess Bean" in screen_text(app)  # to give: Shift+Q
        await pilot.press("w")
        assert dialog._ask() == [Bean.WHITE] and dialog._give() == []


@pilot_test
async def test_shift_and_a_letter_gives_the_turned_up_card_of_a_variety_first():
    """Ann holds a Princess Bean in hand and one is turned up: Shift+Q gives the turned-up
    one (untraded, it must be planted), a second Shift+Q the one in hand."""
    game = build(["Ann", "Ben", "Cem"], hands={0: ["princess", "cap"], 1: ["mean"], 2: ["cap"]},
                 turned_up=["princess", "magic"], active=0, phase="trade")
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        dialog = await offer_dialog(pilot, app)
        in_hand = game.state.seats[ANN].hand[0]
        turned = game.state.turned_up[0]
        await pilot.press("Q")
        assert dialog._give() == [turned]
        await pilot.press("Q")  # her hand is hidden from Ben: its cards go by number, and
        assert dialog._give() == []  # Shift+Q took back the turned-up one it gave
        await pilot.press("v", "Q", "Q")  # or, shown, by their letter too
        assert sorted(dialog._give()) == sorted([turned, in_hand])


@pilot_test
async def test_hiding_the_hand_again_takes_its_cards_out_of_the_offer_until_shown():
    """Play-test: Ann showed her hand (v), chose hand card 3 to give, and hid it again;
    the shared screen went on saying "3 [M] Mean Bean  to give", where her hand holds
    it.  Hidden, its cards are out of the offer; shown again, they are back in it."""
    game = build(["Ann", "Ben", "Cem"],
                 hands={0: ["cap", "white", "mean"], 1: ["mean"], 2: ["cap"]},
                 turned_up=["princess", "magic"], active=0, phase="trade")
    app = make_app(session_for(game, ["human", "human", "random"]))
    told = notices(app)
    async with app.run_test(size=(100, 30)) as pilot:
        dialog = await offer_dialog(pilot, app)
        mean = game.state.seats[ANN].hand[2]
        await pilot.press("v", "3", "Q")  # shown: her Mean Bean and the turned-up Princess
        await pilot.pause()
        assert sorted(dialog._give()) == sorted([mean, game.state.turned_up[0]])
        assert "[M] Mean Bean" in screen_text(app)
        await pilot.press("v")  # hidden again: Ben looks at the screen
        await pilot.pause()
        assert dialog._give() == [game.state.turned_up[0]]
        assert "[M] Mean Bean" not in screen_text(app)  # (asked for, it is "[m]")
        assert "out of the offer until v shows them" in " ".join(told)
        await pilot.press("v")  # shown again: as she left it
        await pilot.pause()
        assert sorted(dialog._give()) == sorted([mean, game.state.turned_up[0]])


@pilot_test
async def test_enter_again_and_again_on_an_empty_offer_stacks_no_copies_of_its_notice():
    game, app = trading(humans=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter", "1")
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog)
        for _ in range(5):
            await pilot.press("enter")
        await pilot.pause()
        told = [n for n in app._notifications if "at least one card" in n.message]
        assert len(told) == 1
        assert isinstance(app.screen, TradeDialog)  # nothing sent


@pilot_test
async def test_with_ten_cards_to_give_typing_10_gives_the_tenth_alone():
    """'1' gives the first card at once (it may be all that is meant), but when '0'
    follows, the two digits were 10: the first card is taken back, the tenth given.
    Typing '1' twice takes the first card back again (no card 11)."""
    game, app = trading(ann=LONG_HAND[:8], ben=("mean",), humans=2)
    async with app.run_test(size=(100, 30)) as pilot:
        dialog = await offer_dialog(pilot, app)
        await pilot.press("v")  # (her hand shown: Ben looks away)
        await pilot.pause()
        number = {n: c for c, n, _ in dialog.cards}
        assert len(number) == 10
        await pilot.press("1")
        assert dialog._give() == [number[1]]
        await pilot.press("0")
        assert dialog._give() == [number[10]]
        await pilot.press("1", "1")  # on and off again
        assert dialog._give() == [number[10]]
        await pilot.press("3", "1")
        assert sorted(dialog._give()) == sorted([number[10], number[3], number[1]])


@pilot_test
async def test_an_offer_to_someone_without_cards_says_one_can_only_give():
    """Ben's hand is empty: the dialog says so instead of 'Ask Ben for at most 0 cards',
    and a letter asks for nothing."""
    game, app = trading(ben=(), humans=2)
    async with app.run_test(size=(100, 30)) as pilot:
        dialog = await offer_dialog(pilot, app)
        assert "Ben holds no cards: you can only give." in screen_text(app)
        assert "at most 0" not in screen_text(app)
        assert "Choose something to give." in screen_text(app)  # (not "or to ask for")
        await pilot.press("m")
        await pilot.pause()
        assert dialog._ask() == []


@pilot_test
async def test_a_card_given_by_its_number_comes_into_sight_in_a_long_hand():
    """Twelve cards to give at 80 x 24: the list scrolls to card 11 when '11' gives it
    (it was given out of sight)."""
    game, app = trading(ann=LONG_HAND, ben=("mean",), humans=2)
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await offer_dialog(pilot, app)
        await pilot.press("v")  # (her hand shown: Ben looks away)
        await pilot.pause()
        number = {n: c for c, n, _ in dialog.cards}
        assert len(number) == 12
        await pilot.press("1", "1")
        await pilot.pause()
        assert dialog._give() == [number[11]]
        # given, in sight (a turned-up card, shown by its Shift and letter)
        assert "\u2590X\u258c \u21e7Q [Q] Princess Bean" in screen_text(app)


def _ben_trades_as_a_computer_player(ann: str):
    """Ben, a normal computer player, trades in his turn (paced, as at a real table);
    Ann is a person or (``ann``) a computer player too.  (Her five cards: a person is
    asked for a Magic Bean only where they likely hold one.)"""
    from excalibohn_tui.app import ExcalibohnApp

    game = build(["Ann", "Ben", "Cem"], hands={0: ["sword", "cap", "mean", "white", "cap"],
                                              1: ["mean", "white"], 2: ["cap"]},
                 fields={1: [["princess"], ["magic"]]},
                 turned_up=["princess", "magic"], active=BEN, phase="trade")
    return game, ExcalibohnApp(session_for(game, [ann, "normal", "normal"]), bot_delay=0.02,
                               look_for_saves=False)


async def _until_ben_would_end_his_trading(pilot, app, game) -> None:
    """Ann refuses Ben's own offers until he says he is about to end his trading (within
    15 s of the clock: counted in pauses, a loaded machine ran out of them, CI)."""
    until = time.monotonic() + 15
    while time.monotonic() < until:
        await pilot.pause(0.02)
        if "Ben ends the trading in a moment" in screen_text(app):
            return
        if any(a.player == ANN for a in game.awaiting()) and "Refuse" in labels(app):
            await pilot.press(str(labels(app).index("Refuse") + 1))  # his own offers
    raise AssertionError("Ben never said he would end the trading")


@pilot_test
async def test_the_one_person_among_computer_players_is_offered_t_by_the_traders_name():
    """"t A fellow's offer" read oddly to the one person at a table of computer players
    (play-test): their key names the one trading, "t Offer to Ben"."""
    from excalibohn_tui.widgets.keybar import KeyBar

    game, app = _ben_trades_as_a_computer_player(ann="human")
    async with app.run_test(size=(120, 40)) as pilot:
        await _until_ben_would_end_his_trading(pilot, app, game)
        words = {key: words for key, _shown, words, _on in table_of(app).query_one(KeyBar).keys}
        assert words["t"] == "Offer to Ben"


@pilot_test
async def test_a_computer_player_waits_for_an_offer_before_it_ends_its_trading(monkeypatch):
    """People here had no moment to make a computer player an offer: it ended its trading
    as soon as its own offers were made.  Now it says it is about to, and waits a moment
    for "t"; while the offer is written it waits, and then answers it."""
    from excalibohn_tui.screens import table_bots
    from rules import Accept, CounterOffer, Refuse

    # (long enough that a loaded machine still presses "t" inside the moment)
    monkeypatch.setattr(table_bots, "OFFER_WINDOW", 1.5)
    game, app = _ben_trades_as_a_computer_player(ann="human")
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await _until_ben_would_end_his_trading(pilot, app, game)
        assert game.awaiting()[0].kind == "trading" and "Offer to Ben" in screen_text(app)
        # (said where the prompt stands: a notification covered the fellows' fields)
        assert not [n for n in app._notifications if "ends the trading" in n.message]
        moves = len(game.log)
        await pilot.press("t")  # Ann is the only person here: no question, no curtain
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog)
        assert "Your offer to Ben" in screen_text(app)
        await pilot.pause(1.7)  # longer than the moment: Ben waits while she writes
        assert len(game.log) == moves
        await pilot.press("1", "z", "enter")  # her Sword Bean for his Magic Bean
        offer = game.log[moves]
        assert isinstance(offer, Offer) and offer.player == ANN and offer.to == (BEN,)
        for _ in range(100):
            await pilot.pause(0.02)
            if len(game.log) > moves + 1:
                break
        answer = game.log[moves + 1]
        assert isinstance(answer, Accept | Refuse | CounterOffer) and answer.player == BEN


@pilot_test
async def test_an_offer_made_in_the_moment_for_offers_is_answered_at_once(monkeypatch):
    """Play-test: an offer made early in the moment was answered only once the moment's
    seconds had run out, the countdown standing still on the screen meanwhile."""
    from excalibohn_tui.screens import table_bots

    monkeypatch.setattr(table_bots, "OFFER_WINDOW", 30.0)
    game, app = _ben_trades_as_a_computer_player(ann="human")
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await _until_ben_would_end_his_trading(pilot, app, game)
        moves = len(game.log)
        await pilot.press("t")
        await pilot.pause()
        await pilot.press("1", "z", "enter")  # her Sword Bean for his Magic Bean
        for _ in range(150):
            await pilot.pause(0.02)
            if len(game.log) > moves + 1:
                break
        assert len(game.log) > moves + 1 and game.log[moves + 1].player == BEN


@pilot_test
async def test_the_moment_for_offers_lasts_as_long_as_the_table_was_told():
    """``--offer-wait``: 0 ends a computer player's trading without the moment; another
    figure is counted down from."""
    game, app = _ben_trades_as_a_computer_player(ann="human")
    app.offer_wait = 0
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(300):
            await pilot.pause(0.02)
            assert "ends the trading in a moment" not in screen_text(app)
            if game.state.step != "trading":
                break
            if any(a.player == ANN for a in game.awaiting()) and "Refuse" in labels(app):
                await pilot.press(str(labels(app).index("Refuse") + 1))  # his own offers
        assert game.state.step != "trading"  # he ended it, and nobody was waited for
    game, app = _ben_trades_as_a_computer_player(ann="human")
    app.offer_wait = 3.4
    async with app.run_test(size=(100, 30)) as pilot:
        await _until_ben_would_end_his_trading(pilot, app, game)
        assert "3 s to go; Space: no offer." in screen_text(app), screen_text(app)


@pilot_test
async def test_the_moment_for_offers_counts_its_seconds_down(monkeypatch):
    """The prompt says how long the moment lasts (a play-tester thought it over already)."""
    from excalibohn_tui.screens import table_bots

    monkeypatch.setattr(table_bots, "OFFER_WINDOW", 2.4)
    game, app = _ben_trades_as_a_computer_player(ann="human")
    async with app.run_test(size=(100, 30)) as pilot:
        await _until_ben_would_end_his_trading(pilot, app, game)
        assert "2 s to go; Space: no offer." in screen_text(app), screen_text(app)
        await pilot.pause(1.1)
        assert "1 s to go; Space: no offer." in screen_text(app)
        for _ in range(100):
            await pilot.pause(0.05)
            if game.awaiting()[0].kind != "trading":
                break
        assert game.awaiting()[0].kind != "trading"  # then he ends it
        assert "s to go;" not in screen_text(app)


@pilot_test
async def test_the_moment_for_offers_stands_still_while_the_log_is_open(monkeypatch):
    """Play-test: the moment ran out while the game log was open, and the trading ended
    as it closed.  Under a dialog the moment waits; closed, what was left of it runs."""
    from excalibohn_tui.dialogs.log import LogDialog
    from excalibohn_tui.screens import table_bots

    # (long enough that a loaded machine still presses "l" inside the moment)
    monkeypatch.setattr(table_bots, "OFFER_WINDOW", 2.5)
    game, app = _ben_trades_as_a_computer_player(ann="human")
    async with app.run_test(size=(100, 30)) as pilot:
        await _until_ben_would_end_his_trading(pilot, app, game)
        moves = len(game.log)
        await pilot.press("l")
        await pilot.pause(0.1)
        assert isinstance(app.screen, LogDialog)
        await pilot.pause(3.0)  # longer than the moment
        assert len(game.log) == moves and game.awaiting()[0].kind == "trading"
        await pilot.press("escape")
        await pilot.pause(0.1)
        assert "s to go; Space: no offer." in screen_text(app)
        assert len(game.log) == moves
        for _ in range(100):
            await pilot.pause(0.05)
            if len(game.log) > moves:
                break
        assert game.log[moves] == Done(BEN)  # then he ends it


@pilot_test
async def test_space_ends_the_moment_for_offers_at_once(monkeypatch):
    """The moment is long (three play-testers found it too short); Space tells the
    computer player that no offer comes."""
    from excalibohn_tui.screens import table_bots

    monkeypatch.setattr(table_bots, "OFFER_WINDOW", 30.0)
    game, app = _ben_trades_as_a_computer_player(ann="human")
    async with app.run_test(size=(100, 30)) as pilot:
        await _until_ben_would_end_his_trading(pilot, app, game)
        assert game.awaiting()[0].kind == "trading"
        moves = len(game.log)
        await pilot.press("space")
        for _ in range(50):
            await pilot.pause(0.02)
            if len(game.log) > moves:
                break
        assert game.log[moves] == Done(BEN)  # long before the 30 seconds
        await pilot.pause(0.1)  # (the Space itself is no key held: play-test)
        assert not [n for n in app._notifications if "moved on" in n.message]


@pilot_test
async def test_without_people_who_may_offer_a_computer_player_ends_its_trading_at_once():
    """The moment is for people here who may make an offer: at a table of computer
    players only, no waiting and no word."""
    game, app = _ben_trades_as_a_computer_player(ann="normal")
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        for _ in range(100):
            await pilot.pause(0.02)
            if game.awaiting()[0].kind != "trading":
                break
        assert game.awaiting()[0].kind != "trading"
        assert "ends the trading in a moment" not in screen_text(app)


@pilot_test
async def test_keys_just_after_the_moment_for_offers_do_nothing(monkeypatch):
    """A "t" a moment too late, and the "1" and Enter typed for the offer after it, chose
    in the lists that came next: a play-tester planted two cards so.  Keys typed just
    after the computer player ended its trading do nothing; a moment later they do."""
    from excalibohn_tui.screens import table_bots

    monkeypatch.setattr(table_bots, "OFFER_WINDOW", 0.3)
    # the hold long beside the test's own steps: the computer player plants its two cards
    # before Ann's list comes, some 0.07 s on a quiet machine, but more than 0.6 s on a
    # loaded CI machine (the keys were taken there)
    monkeypatch.setattr(table_bots, "LATE_KEYS", 3.0)
    game = build(["Ann", "Ben", "Cem"], hands={0: ["sword"], 1: ["mean", "white"],
                                              2: ["cap"]},
                 fields={1: [["princess"], ["magic"]]}, aside={0: ["cap"]},
                 turned_up=["princess", "magic"], active=BEN, phase="trade")
    from excalibohn_tui.app import ExcalibohnApp

    app = ExcalibohnApp(session_for(game, ["human", "normal", "normal"]), bot_delay=0.02,
                        look_for_saves=False)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        for _ in range(300):
            await pilot.pause(0.01)
            if any(w.player == ANN and w.kind == "plant_aside" for w in game.awaiting()):
                break
            if any(a.player == ANN for a in game.awaiting()) and "Refuse" in labels(app):
                await pilot.press(str(labels(app).index("Refuse") + 1))  # his own offers
        else:
            raise AssertionError("Ann never came to plant her card")
        moves = len(game.log)

        def anns():  # the computer players may still be planting what they received
            return [move for move in game.log[moves:] if move.player == ANN]

        await pilot.press("t", "1", "enter")  # too late for an offer
        await pilot.pause()
        assert anns() == []
        held = [n.message for n in app._notifications if "moved on" in n.message]
        assert held == ["Keys held for a moment: the trading has moved on."]  # said once
        await pilot.pause(3.1)
        await pilot.press("1")
        await pilot.pause()
        assert [move.kind for move in anns()] == ["plant"]


@pilot_test
async def test_keys_typed_as_a_computer_players_offer_comes_do_not_answer_it(monkeypatch):
    """Play-test: "t f Enter", typed for an offer of one's own, refused a computer
    player's offer that came up between the keys.  Keys typed just as it comes do
    nothing; a moment later they answer it."""
    from excalibohn_tui.screens import table_bots

    monkeypatch.setattr(table_bots, "FRESH_OFFER_KEYS", 2.0)  # (long beside a loaded CI's steps)
    game, app = _ben_trades_as_a_computer_player(ann="human")
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        for _ in range(500):
            await pilot.pause(0.01)
            if any(w.player == ANN and w.kind == "respond" for w in game.awaiting()):
                break
        else:
            raise AssertionError("Ben never made Ann an offer")
        moves = len(game.log)
        await pilot.press(str(labels(app).index("Refuse") + 1))  # as the offer came
        await pilot.pause()
        assert len(game.log) == moves
        # (keys swallowed with no sign looked lost: play-test)
        assert [n.message for n in app._notifications if "Keys held" in n.message] == [
            "Keys held for a moment: an offer just came up. Read it, then answer."]
        await pilot.pause(table_bots.FRESH_OFFER_KEYS + 0.1)
        await pilot.press(str(labels(app).index("Refuse") + 1))
        await pilot.pause()
        assert game.log[moves] == Refuse(ANN)


@pilot_test
async def test_the_offer_summary_says_which_card_given_is_turned_up():
    """"you give [Q] Princess Bean" did not say whether the turned-up Princess went or one
    from the hand: it says so."""
    game, app = trading(humans=1)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("1")  # Offer to Ben...
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog)
        await pilot.press("1", "3")  # the Sword from the hand, the turned-up Princess Bean
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "you give [Q] Princess Bean (turned up), [S] Sword Bean and ask" in text, text


@pilot_test
async def test_a_card_chosen_to_give_is_marked_to_give_not_given():
    """Play-test: a card chosen in the offer editor said "given" while the offer was
    still being written, as if it had gone.  It says "to give" until the offer is sent."""
    game, app = trading(humans=1)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("1")  # Offer to Ben...
        await pilot.pause()
        await pilot.press("1")  # the Sword Bean from the hand
        await pilot.pause()
        line = next(row for row in screen_text(app).splitlines() if "Sword Bean" in row)
        assert "to give" in line and "given" not in line, line
        assert not [a for a in game.log if isinstance(a, Offer)]


@pilot_test
async def test_the_offer_summary_keeps_each_cards_name_whole_at_80_by_24():
    """Play-test at 80 x 24: "Offer to all fellow players: you give [Q] Princess Bean
    (turned up), [Z]" / "Magic Bean (turned up) and ask for [W] White Bean": the
    summary broke a card's name over two rows.  The row breaks before the name."""
    game, app = trading()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter", "3")  # Ann's curtain; an offer to all fellow players
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog)
        await pilot.press("3", "4", "w")  # both turned-up cards, for a White Bean
        await pilot.pause()
        rows = screen_text(app).splitlines()
        start = next(k for k, row in enumerate(rows) if "Offer to all fellow players:" in row)
        summary = [row.strip("█ ") for row in rows[start:start + 2]]
        assert " ".join(summary) == ("Offer to all fellow players: you give [Q] Princess "
                                     "Bean (turned up), [Z] Magic Bean (turned up) and ask "
                                     "for [W] White Bean"), rows
        assert not any(row.endswith("[Z]") or row.endswith("[Q]") for row in summary), rows


@pilot_test
async def test_an_offer_above_the_choices_keeps_each_cards_name_whole_at_80_by_24():
    """Play-test at 80 x 24, above Ben's answers: "Ann offers: gives [S] Sword Bean,
    [Q] Princess Bean (turned up), [Z] Magic" / "Bean (turned up); asks for ...": the
    words broke a card's name over two rows.  The row breaks before the name."""
    game, app = trading()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter", "1")  # Ann's curtain; an offer to Ben
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog)
        await pilot.press("v")  # her hand shown (Ben looks away)
        await pilot.pause()
        await pilot.press("1", "3", "4", "w", "enter")  # her Sword, both turned up
        await pilot.pause()
        await pilot.press("enter")  # Ben's curtain
        await pilot.pause()
        rows = screen_text(app).splitlines()
        start = next(k for k, row in enumerate(rows) if "Ann offers: gives" in row)
        words = [row.strip() for row in rows[start:start + 2]]
        assert " ".join(words) == ("Ann offers: gives [Q] Princess Bean (turned up), "
                                   "[Z] Magic Bean (turned up), [S] Sword Bean; asks for "
                                   "[W] White Bean"), rows
        assert "[S] Sword Bean" in words[1], rows


@pilot_test
async def test_the_partners_hint_is_not_broken_over_two_rows_at_80_by_24():
    """Play-test, four at 80 x 24: "With:  Cem   Normal bot 1   Ann   all fellow players
    (Left and Right" / "choose)": the hint broke in the middle.  It goes to the next row
    whole."""
    game = build(["Ben", "Cem", "Normal bot 1", "Ann"], variant="rabohnzel",
                 hands={0: ["sword", "cap"], 1: ["mean"], 2: ["cap"], 3: ["white"]},
                 turned_up=["princess", "magic"], active=0, phase="trade")
    app = make_app(session_for(game, ["human"] * 4))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter", "4")  # Ben's curtain; an offer to all fellow players
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog)
        rows = [row.strip("█ ") for row in screen_text(app).splitlines()]
        start = next(k for k, row in enumerate(rows) if row.startswith("With:"))
        assert rows[start].split() == ["With:", "Cem", "Normal", "bot", "1", "Ann", "all",
                                       "fellow", "players"], rows
        assert rows[start + 1] == "(Left and Right choose)", rows


@pilot_test
async def test_a_hand_card_that_cannot_be_traded_is_said_to_be_left_out():
    """Bohnedikt: the give list read "1 2 3 5 6", the sacrifice card's number missing
    without a word (play-tests).  The list says why a number is missing."""
    game = build(["Ann", "Ben", "Cem"], variant="bohnedikt",
                 hands={0: ["red", "sacrifice", "soy"], 1: ["blue"], 2: ["green"]},
                 turned_up=["chili", "stink"], active=0, phase="trade")
    app = make_app(session_for(game, ["human", "random", "random"]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("enter", "1")  # Ann's curtain, then an offer to Ben
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog)
        text = screen_text(app)  # (beside the list of varieties: in two rows)
        assert "Numbered as in your hand; the card that cannot be" in text, text
        assert "traded is left out." in text


@pilot_test
async def test_enter_right_after_a_key_that_chose_nothing_does_not_send_yet():
    """Play-test: "5" for a card numbered 2 chose nothing ("No card to give has the
    number 5"), and the Enter after it sent an offer asking for a gift.  That Enter says
    a key chose nothing; a second one sends the offer as it stands, and a key that mends
    it (on the same side of the offer) lets Enter send at once.  A key for the other side
    mends nothing: "3 4 m Enter", the numbers giving no card, sent "a Mean Bean as a
    gift" (play-test)."""
    game, app = trading(humans=2)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        dialog = await offer_dialog(pilot, app)
        await pilot.press("m", "9", "enter")  # a Mean Bean asked; no card 9
        await pilot.pause()
        assert app.screen is dialog and game.state.trade is None
        assert any("A key you typed chose nothing" in n.message for n in app._notifications)
        await pilot.press("9", "w", "enter")  # no card 9 again; a White Bean asked too
        await pilot.pause()
        assert app.screen is dialog and game.state.trade is None
        await pilot.press("x", "9", "3", "enter")  # no letter x, no card 9; then the
        await pilot.pause()  # Princess given: still no variety for the x
        assert app.screen is dialog and game.state.trade is None
        await pilot.press("x", "backspace", "enter")  # the White Bean taken back: mended
        await pilot.pause()
        assert game.state.trade is not None and game.log[-1].kind == "offer"
    game, app = trading(humans=2)
    async with app.run_test(size=(100, 30)) as pilot:
        dialog = await offer_dialog(pilot, app)
        await pilot.press("m", "9", "enter")
        await pilot.pause()
        # why the Enter did not send stands in the dialog too, not only at the top of the
        # screen, where a play-tester missed it (no notices are shown in this run)
        assert "A key you typed chose nothing" in screen_text(app)
        await pilot.press("enter")  # sent as it stands: a gift asked
        await pilot.pause()
        assert game.log[-1].kind == "offer" and game.state.trade is not None


@pilot_test
async def test_enter_right_after_a_letter_that_could_ask_for_nothing_does_not_send_yet():
    """Play-test: an offer to a computer player holding no cards, "6 a Enter" (the
    Chili Bean for a Black-eyed Bean) went as a gift: "a" asked for nothing ("holds no
    cards: you can only give"), and the Enter sent the offer without it.  So with a
    Shift+letter that gave nothing."""
    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: [], 2: ["cap"]},
                 turned_up=["princess", "magic"], active=0, phase="trade")
    app = make_app(session_for(game, ["human", "human", "random"]))
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        dialog = await offer_dialog(pilot, app)  # to Ben, whose hand is empty
        await pilot.press("Q", "m", "enter")
        await pilot.pause()
        assert app.screen is dialog and game.state.trade is None
        assert any("A key you typed chose nothing" in n.message for n in app._notifications)
        await pilot.press("W", "enter")  # no White Bean to give
        await pilot.pause()
        assert app.screen is dialog and game.state.trade is None
        await pilot.press("enter")  # a second Enter sends it as it stands: a gift
        await pilot.pause()
        assert game.state.trade is not None and not game.state.trade.ask


@pilot_test
async def test_a_notice_over_the_offer_dialog_leaves_its_words_whole_at_80_by_24():
    """Play-test: at the top right, a notice covered the dialog's own words ("Ben's offer:
    gives [S] Sword Bean (tu▌ You are not asking for any [C] Cap").  Over a dialog they
    stand in the rows above it, as wide as the screen."""
    from textual.containers import Vertical

    game, app = trading(humans=2)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        dialog = await offer_dialog(pilot, app)
        await pilot.press("minus", "c")  # none asked for: told
        await pilot.pause(0.3)
        box = dialog.query_one(Vertical).region
        toasts = list(dialog.query("Toast"))
        assert toasts and "You are not asking for any" in screen_text(app)
        for toast in toasts:
            assert not toast.region.overlaps(box), (toast.region, box)
            assert toast.region.width >= 76


@pilot_test
async def test_t_where_no_offer_can_be_made_says_the_rules_reason():
    """Play-test: "t" while no fellow player could make an offer did nothing, without a
    word. Now the rules' refusal of such an offer is told, and nothing else happens; a
    table with one person, for whom "t" makes no offers, is left as it was."""
    for people, told_why in ((3, True), (1, False)):
        game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                     fields={0: [["sword"], []]}, coins={1: ["princess"]},
                     active=0, phase="1b")
        app = make_app(session_for(game, ["human"] * people + ["random"] * (3 - people)))
        async with app.run_test(size=(100, 30)) as pilot:
            await after_haste(pilot)
            if curtain_name(screen_text(app)):
                await pilot.press("enter")
                await after_haste(pilot)
            told = notices(app)
            moves = len(game.log)
            await pilot.press("t")
            await pilot.pause()
            assert len(game.log) == moves and app.screen is table_of(app)
            why = [n for n in told if "Offers are made while the active player trades" in n]
            assert bool(why) == told_why, told


@pilot_test
async def test_t_on_a_curtain_where_no_offer_can_be_made_says_why():
    """Play-test: "t" on Ann's curtain in phase 1b did nothing, no bell, no word (at the
    table it says why since this stop). The curtain says the rules' reason too, and stays
    up."""
    from excalibohn_tui.screens.curtain import CurtainScreen

    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["sword"], []]}, coins={1: ["princess"]}, active=0, phase="1b")
    app = make_app(session_for(game, ["human"] * 3))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        told = notices(app)
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        assert told and "Offers are made while the active player trades" in told[-1], told


@pilot_test
async def test_a_long_turned_up_card_chosen_to_give_says_to_give_whole_at_80_by_24():
    """Five at 80 x 24, a turned-up "Tithe of the Field" chosen to give: the line read
    "⇧E [E] Tithe of the Field  turned up   t…" (play-test).  Where the line is too
    narrow for both, "to give" stays and "turned up" goes (its Shift key says it)."""
    game = build(["Ann", "Ben", "Cem", "Dan", "Eve"], variant="bohnedikt",
                 hands={0: ["blue", "red"], 1: ["soy"], 2: ["red"], 3: ["red"], 4: ["red"]},
                 turned_up=["decree:tithe", "chili"], active=0, phase="trade")
    app = make_app(session_for(game, ["human"] * 5))
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await offer_dialog(pilot, app)
        line = next(row for row in screen_text(app).splitlines() if "Tithe" in row)
        assert "turned up" in line and "to give" not in line, line  # not yet chosen
        await pilot.press("E")
        await pilot.pause()
        assert dialog._give() == [game.state.turned_up[0]]
        line = next(row for row in screen_text(app).splitlines() if "Tithe" in row)
        assert "[E] Tithe of the Field   to give " in line, line
        await pilot.press("F")  # a short name keeps both
        await pilot.pause()
        line = next(row for row in screen_text(app).splitlines() if "Chili" in row)
        assert "[F] Chili Bean  turned up   to give " in line, line
