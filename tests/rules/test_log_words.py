"""The game log reads well: who refused an offer, no stray spaces."""

from rules import (
    SPELL_ID,
    Accept,
    Activate,
    Bean,
    Conclude,
    CounterOffer,
    Offer,
    Refuse,
    Spell,
    UseAbility,
)
from rules.builder import build


def test_a_refused_offer_is_told_once():
    """Each refusal is logged; an offer to several ends with "Nobody takes the offer.", an
    offer to one with its refusal alone (it once repeated "...: Cem refused.")."""
    game = build(["Ann", "Ben", "Cem"], hands={1: ["cap"], 2: ["mean"]},
                 turned_up=["sword", "white"], active=0, phase="trade")
    game.apply(Offer(0, (1, 2), ask=(Bean.CAP,)))
    assert [e.text for e in game.apply(Refuse(1))] == ["Ben refuses."]
    assert [e.text for e in game.apply(Refuse(2))] == ["Cem refuses.", "Nobody takes the offer."]
    game.apply(Offer(0, (2,), ask=(Bean.MEAN,)))
    assert [e.text for e in game.apply(Refuse(2))] == ["Cem refuses."]
    assert game.state.trade is None and game.awaiting()[0].player == 0


def test_turning_a_spell_face_up_leaves_no_stray_space():
    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"]}, fields={0: [["magic"], []]},
                 spells={0: ["trade"]}, active=0, phase="1b")
    game.apply(UseAbility(0, 0))
    events = game.apply(Activate(0, SPELL_ID[Spell.TRADE]))
    assert events[0].text == "Ann turns Trade Spell face up."


def test_a_gift_and_a_question_for_nothing_are_told_as_such():
    """An offer that gives and asks names both; one that asks for nothing is a gift
    ("a Red Bean for nothing" read as a price); one that gives nothing asks for a gift."""
    def told(give: tuple[str, ...], ask: tuple[Bean, ...], to=(1,)) -> str:
        game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["mean"], 2: ["mean"]},
                     turned_up=["sword", "white"], active=0, phase="trade")
        cards = {"cap": game.state.seats[0].hand[0], "sword": game.state.turned_up[0]}
        return game.apply(Offer(0, to, tuple(cards[g] for g in give), ask))[0].text

    assert told(("cap",), (Bean.MEAN,)) == "Ann offers a Cap Bean for a Mean Bean to Ben."
    assert told(("cap", "sword"), ()) == "Ann offers a Cap Bean and a Sword Bean to Ben as a gift."
    assert told((), (Bean.MEAN,), (1, 2)) == ("Ann asks all fellow players for a Mean Bean as "
                                              "a gift.")


def test_a_counter_offer_that_gives_or_asks_nothing_is_told_as_such():
    """"Ben counters: nothing for a Cap Bean" read like a price; a counter that gives
    nothing asks for a gift, one that asks nothing makes one."""
    def told(give: bool, ask: bool) -> str:
        game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["mean"], 2: ["mean"]},
                     turned_up=["sword", "white"], active=0, phase="trade")
        game.apply(Offer(0, (1,), (game.state.seats[0].hand[0],), (Bean.MEAN,)))
        mine = (game.state.seats[1].hand[0],) if give else ()
        return game.apply(CounterOffer(1, mine, (Bean.CAP,) if ask else ()))[0].text

    assert told(True, True) == "Ben counters Ann's offer: a Mean Bean for a Cap Bean."
    assert told(False, True) == "Ben counters Ann's offer, asking for a Cap Bean as a gift."
    assert told(True, False) == "Ben counters Ann's offer with a gift: a Mean Bean."


def test_an_answer_passed_over_for_another_is_told():
    """Play-tests: a person's counter-offer, passed over when the active player closed a
    deal with someone else, was never answered in the log."""
    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["mean"], 2: ["mean"]},
                 turned_up=["sword", "white"], active=0, phase="trade")
    game.apply(Offer(0, (1, 2), (game.state.turned_up[0],), (Bean.MEAN,)))
    game.apply(CounterOffer(1, (), (Bean.SWORD,)))
    game.apply(Accept(2, (game.state.seats[2].hand[0],)))
    texts = [e.text for e in game.apply(Conclude(0, 2))]
    assert texts[-1] == "Ann does not take Ben's answer.", texts
    assert sum("does not take" in t for t in texts) == 1


def test_each_event_knows_whose_move_made_it():
    """A move's own events name its seat; what follows as the game runs on (the draw, the
    next turn) is nobody's: the host's log marks a stand-in's moves by this."""
    from rules import Done, Plant

    game = build(["Ann", "Ben", "Cem"], hands={1: ["cap"]}, turned_up=["sword"],
                 active=0, phase="trade")
    assert all(e.by is None for e in game.events)  # (the deal)
    events = game.apply(Offer(0, (1,), give=(game.state.turned_up[0],)))
    assert [e.by for e in events] == [0]
    events = game.apply(Refuse(1))
    assert events and events[0].by == 1 and events[0].text == "Ben refuses."
    events = game.apply(Done(0))  # trading ends: Ann's turned-up Sword Bean to plant
    assert {e.by for e in events} <= {0, None}
    events = game.apply(next(a for a in game.legal_actions(0) if isinstance(a, Plant)))
    assert events[0].by == 0 and "plants" in events[0].text
    assert [e.by for e in events[1:]] and all(e.by is None for e in events[1:]), [
        (e.text, e.by) for e in events]
    assert any("draws" in e.text for e in events[1:])


def test_the_last_pile_running_out_in_the_final_draw_is_not_announced_as_a_turn_to_come():
    """Classic: "The last draw pile is used up: this is the last turn." stood right before
    the game ended at that very draw (play-test)."""
    from rules import Plant

    game = build(3, variant="bohnanza", phase="3", passes=3, draw_size=2,
                 hands={0: ["red", "chili"]}, turned_up=["soy"])
    events = game.apply(next(a for a in game.legal_actions(0) if isinstance(a, Plant)))
    assert game.finished
    told = [e.text for e in events if e.kind == "last_pile"]
    assert told == ["The last draw pile is used up: the game ends with this turn."]


def test_the_last_pile_is_said_used_up_after_the_card_that_used_it_up():
    """Bohnedikt: "turns up a Garden Bean. / The last draw pile is used up ... / turns up
    a Garden Bean." said the pile was used up with a card still in it (play-test)."""
    from rules import Done, Plant

    game = build(3, variant="bohnanza", phase="1a", passes=3, draw_size=2,
                 hands={0: ["red", "chili", "soy"]})
    game.apply(next(a for a in game.legal_actions(0) if isinstance(a, Plant)))
    events = game.apply(Done(0))  # no second card: two cards are turned up, the last two
    kinds = [e.kind for e in events if e.kind in ("turn_up", "last_pile")]
    assert kinds == ["turn_up", "turn_up", "last_pile"]
    assert game.state.ending and not game.state.draw
