"""Magic Card Flow in phase 1b: every row it starts may use its ability between plantings."""

from rules import SPELL_ID, Cast, Done, Plant, Spell, Tuck, UseAbility
from rules.builder import build


def _flow_position():
    return build(
        ["Ann", "Ben", "Cem"],
        hands={0: ["picker", "sword", "white"], 1: ["cap", "mean"]},
        fields={0: [[], []]},
        coins={1: ["cap"]},
        spells={0: [("flow", True)]},
        active=0,
        phase="1b",
    )


def test_a_row_started_by_the_flow_uses_its_ability_before_the_flow_goes_on():
    game = _flow_position()
    game.apply(Cast(0, SPELL_ID[Spell.FLOW]))
    assert game.awaiting()[0].kind == "flow"
    picker = game.state.seats[0].hand[0]
    game.apply(Plant(0, picker, 0))
    # still flowing, and the new Picker row offers its ability right now
    assert game.awaiting()[0].kind == "flow"
    steal = UseAbility(0, 0, 1)
    assert steal in game.legal_actions(0)
    game.apply(steal)
    taken = game.state.pending[-1].card
    game.apply(Tuck(0, taken))
    assert game.state.seats[0].hand[-1] == taken
    # back in the flow: plant the Sword Bean on a new row and attack with it at once
    assert game.awaiting()[0].kind == "flow"
    sword = game.state.seats[0].hand[0]
    game.apply(Plant(0, sword, 1))
    assert UseAbility(0, 1, 1) in game.legal_actions(0)
    # the Picker row's use is spent: it is not offered a second time
    assert not any(isinstance(a, UseAbility) and a.field == 0 for a in game.legal_actions(0))


def test_outside_phase_1b_the_flow_offers_no_ability():
    game = build(
        ["Ann", "Ben", "Cem"],
        hands={0: ["picker", "sword"], 1: ["cap"]},
        fields={0: [[], []]},
        spells={0: [("flow", True)]},
        turned_up=["cap", "cap"],
        active=0,
        phase="trade",
    )
    game.apply(Cast(0, SPELL_ID[Spell.FLOW]))
    picker = game.state.seats[0].hand[0]
    game.apply(Plant(0, picker, 0))
    assert game.awaiting()[0].kind == "flow"
    assert not any(isinstance(a, UseAbility) for a in game.legal_actions(0))
    game.apply(Done(0))
    assert game.awaiting()[0].kind == "trading"
