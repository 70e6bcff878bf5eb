"""Rabohnzel (``--variant rabohnzel``): each RULINGS 9 difference, and the
rulebook's worked examples (Andreas, André, Anke, Katrin, Hagen, Hanno, Frank)."""

from __future__ import annotations

from variant_helpers import assert_illegal, awaited, beans, do, fields_of, finish_turn, legal

from rules import (
    BEAN_OF,
    SPELL_ID,
    ActivateWithBean,
    Bean,
    Cast,
    Game,
    Harvest,
    Offer,
    Spell,
    UseAbility,
    new_game,
)
from rules.attacks import in_attack
from rules.builder import build
from rules.cards import BEAN_COUNT, BEANS, VARIETIES
from rules.games import SPECS


def sid(name: str) -> int:
    return SPELL_ID[Spell(name)]


def card_of(cards, bean: str) -> int:
    return next(c for c in cards if BEAN_OF[c] == Bean(bean))


def end_phase(game: Game, player: int) -> None:
    do(game, player, "done")


# ---------------------------------------------------------------- setup, phases


def test_setup_is_excalibohns_deal_with_phase_one_and_a_half():
    game = new_game(["A", "B", "C", "D"], seed=3, variant="rabohnzel")
    s = game.state
    assert game.spec is SPECS["rabohnzel"] and s.variant == "rabohnzel"
    assert game.spec.deck == range(BEAN_COUNT) and game.spec.has_spells
    assert sum(len(seat.spells) for seat in s.seats) + len(s.spell_deck) == 11
    best = max(range(4), key=lambda p: s.seats[p].spells[0].card)
    assert s.active == best and s.max_passes == 4
    assert game.phase == "1"
    assert new_game(["A", "B", "C"], seed=3, variant="rabohnzel").state.max_passes == 3
    magic = build(3, variant="rabohnzel", phase="1b", fields={0: [["white"], []]})
    assert magic.phase == "1½" and awaited(magic) == [(0, "magic")]
    assert all(not legal(g, p, "buy_field") for g in (game, magic) for p in range(3))


# --------------------------------------------------- the Bean Field Spell (Anke)


def test_bean_field_spell_is_not_used_in_the_magic_phase():
    game = build(3, variant="rabohnzel", phase="1b", spells={0: [("bean_field", True)]},
                 fields={0: [["sword"], ["magic"] * 2]})
    assert Cast(0, sid("bean_field")) not in game.legal_actions(0)
    excal = build(3, phase="1b", spells={0: [("bean_field", True)]},
                  fields={0: [["sword"], ["magic"] * 2]})
    assert Cast(0, sid("bean_field")) in excal.legal_actions(0)  # the difference


def test_anke_opens_the_third_field_when_planting():
    # Anke activated the Bean Field Spell in the magic phase; she turns up a Sword
    # and a Princess Bean and keeps both.
    game = build(3, variant="rabohnzel", phase="2", spells={0: [("bean_field", True)]},
                 fields={0: [["sword"], ["magic"] * 2]}, draw_top=["sword", "princess"])
    assert beans(game.state.turned_up) == ["sword", "princess"]
    end_phase(game, 0)  # no trade
    assert awaited(game) == [(0, "plant_aside")]
    princess = card_of(game.state.turned_up, "princess")
    assert legal(game, 0, "plant", card=princess) == []  # no field for it yet
    game.apply(Cast(0, sid("bean_field")))
    sword = card_of(game.state.turned_up, "sword")
    do(game, 0, "plant", card=sword, field=0)
    do(game, 0, "plant", card=princess, field=2)
    assert fields_of(game, 0) == [["sword", "sword"], ["magic", "magic"], ["princess"]]


def test_anke_next_turn_must_harvest_twice_for_her_cap_bean():
    game = build(3, variant="rabohnzel", phase="1a", hands={0: ["cap"]},
                 fields={0: [["sword"] * 2, ["magic"] * 2, ["princess"]]})
    assert legal(game, 0, "plant") == []
    assert_illegal(game, Harvest(0, 2), "protection")  # the lone Princess is protected
    do(game, 0, "harvest", field=1)  # the Magic Beans; the spell's field goes away
    assert fields_of(game, 0) == [["sword", "sword"], ["princess"]]
    assert legal(game, 0, "plant") == []
    assert_illegal(game, Harvest(0, 1), "protection")
    do(game, 0, "harvest", field=0)
    do(game, 0, "plant", field=0)
    assert fields_of(game, 0) == [["cap"], ["princess"]]


def test_the_bean_field_spells_words_say_which_field_a_harvest_closes():
    """With the spell's third field open, a harvest of any of the three closes the field
    it empties (RULINGS 8): the card said "closes that field again", untrue of fields 1
    and 2, which the spell never opened (play-test)."""
    from rules.cards import SPELL_CARDS

    game = build(3, variant="rabohnzel", phase="1a", hands={0: ["cap"]},
                 fields={0: [["sword"] * 2, ["magic"] * 2, ["princess"]]})
    do(game, 0, "harvest", field=0)  # the first field, not the spell's: it closes
    assert fields_of(game, 0) == [["magic", "magic"], ["princess"]]
    words = SPELL_CARDS[sid("bean_field")].text
    assert "again" not in words
    assert "any of your three fields" in words and "closes the field it empties" in words


# ------------------------------------------------- harvesting during an attack


def _attack_position(variant: str) -> Game:
    return build(3, variant=variant, phase="1b", spells={0: [("attack", True)]},
                 hands={0: ["cap"], 1: ["white", "picker"]},
                 fields={0: [["sword"], []], 1: [["cap"] * 2, []],
                         2: [["white"] * 3, []]},
                 coins={0: ["picker"], 1: ["sword", "sword"]})


def test_only_the_player_attacked_may_not_harvest():
    game = _attack_position("rabohnzel")
    game.apply(UseAbility(0, 0, target=1, attack_spell=True))
    assert awaited(game) == [(0, "choose_coin")]
    assert legal(game, 1, "harvest") == []  # the defender
    assert_illegal(game, Harvest(1, 0), "attack")
    assert legal(game, 2, "harvest") and legal(game, 0, "harvest")  # everyone else may
    excal = _attack_position("excalibohn")
    excal.apply(UseAbility(0, 0, target=1, attack_spell=True))
    assert legal(excal, 2, "harvest") == [] and legal(excal, 0, "harvest") == []


def test_after_a_counterattack_the_player_struck_back_at_is_barred_too():
    game = _attack_position("rabohnzel")
    game.apply(UseAbility(0, 0, target=1, attack_spell=True))
    do(game, 0, "choose_coin", index=0)  # a Sword Bean: seat 1 strikes back
    # seat 0's only coin is a Picker Bean: seat 0 pulls seat 1's last hand card
    assert awaited(game) == [(0, "tuck_or_plant")]
    assert in_attack(game)
    assert legal(game, 0, "harvest") == [] and legal(game, 1, "harvest") == []
    assert legal(game, 2, "harvest")
    view = game.view(2)
    assert view.seats[2].fields[0].harvestable and not view.seats[1].fields[0].harvestable
    do(game, 0, "tuck")
    assert not in_attack(game) and legal(game, 1, "harvest")


# ------------------------------------------------- the Aggression Spell


def test_aggression_spell_needs_one_beastly_bean_and_can_be_activated_again():
    game = build(3, variant="rabohnzel", phase="1b", spells={0: [("attack", True)]},
                 hands={0: ["magic"]}, fields={0: [["mean"], []]},
                 coins={1: ["cap"], 2: ["princess"]})
    assert UseAbility(0, 0) not in game.legal_actions(0)  # one Beastly Bean alone: no
    game.apply(UseAbility(0, 0, attack_spell=True))
    assert len(game.state.seats[1].coins) == 0 and len(game.state.seats[2].coins) == 1
    magic = game.state.seats[0].hand[0]
    assert ActivateWithBean(0, magic, sid("attack")) in game.legal_actions(0)


# ------------------------------------------------- counterattack and Magic


def test_a_magic_coin_in_a_counterattack_stays_active_into_the_defenders_turn():
    game = build(3, variant="rabohnzel", phase="1b", fields={0: [["sword"], []]},
                 spells={1: ["retuck"]}, coins={0: ["magic"], 1: ["sword"]},
                 hands={1: ["cap", "white"]})
    game.apply(UseAbility(0, 0, target=1))
    assert awaited(game) == [(1, "activate")]
    do(game, 1, "activate", spell=sid("retuck"))
    s = game.state
    assert s.seats[1].spells[0].face_up
    # seat 0 ends the turn without trading; the spell is still face up in seat 1's turn
    finish_turn(game)
    assert s.active == 1 and s.seats[1].spells[0].face_up
    assert legal(game, 1, "retuck")  # usable right at the start of the own turn


# ------------------------------------------------- the Magic Card Exchange


def test_a_spell_kept_face_down_after_the_exchange_brings_no_activation():
    game = build(3, variant="rabohnzel", phase="1b", spells={0: [("swap", True), "trade"],
                                                          1: ["pile"]})
    do(game, 0, "swap", target=1, slot=0)
    assert awaited(game) == [(0, "swap_keep")]
    do(game, 0, "keep_swapped", face_up=False)
    seat = game.state.seats[0]
    assert not any(x.face_up for x in seat.spells)
    # nothing is left to activate or use: the magic phase is over by itself
    assert awaited(game) == [(0, "trading")]
    assert [x.card for x in game.state.seats[1].spells] == [sid("swap")]


# ------------------------------------------------- the Commerce Spell


def test_commerce_spell_is_decided_after_two_cards_are_seen():
    game = build(3, variant="rabohnzel", phase="2", spells={0: [("trade", True)]},
                 draw_top=["sword", "cap", "white"])
    assert awaited(game) == [(0, "phase2_start")]
    assert beans(game.state.turned_up) == ["sword", "cap"]
    game.apply(Cast(0, sid("trade")))
    assert beans(game.state.turned_up) == ["sword", "cap", "white"]


# ------------------------------------------------- Enchantment of the Beans


def test_the_enchanted_bean_never_becomes_a_coin():
    game = build(3, variant="rabohnzel", phase="3", spells={0: [("enchant_beans", True)]},
                 turned_up=["princess"], fields={0: [["cap"], ["white"] * 2]})
    cap = game.state.seats[0].fields[0].cards[0]
    princess = game.state.turned_up[0]
    game.apply(legal(game, 0, "plant", card=princess, field=0, enchant=True)[0])
    game.apply(Harvest(0, 0))
    assert game.state.seats[0].coins == [princess] and cap in game.state.discard
    # and in general: every bohnometer pays fewer coins than cards, so the bottom
    # card of a field (the enchanted one) is never turned into a coin
    for bean in BEANS:
        assert all(VARIETIES[bean].coins_for(n) < n for n in range(1, 25))


# ------------------------------------------------- the classic end


def test_the_game_ends_at_once_when_the_last_pile_runs_out_while_drawing():
    kw = dict(phase="4", passes=3, draw_size=2, spells={0: [("retuck", True)]},
              hands={0: ["cap", "white"]})
    game = build(3, variant="rabohnzel", **kw)
    assert game.finished and len(game.state.seats[0].hand) == 4
    excal = build(3, **kw)  # Excalibohn still completes the turn: the spell may be used
    assert not excal.finished and awaited(excal) == [(0, "end_turn")]


# ------------------------------------------------- the worked examples


def test_andreas_plucks_a_pluck_bean_and_plucks_again():
    game = build(["Andreas", "Heinrich", "Ida"], variant="rabohnzel", phase="1b",
                 fields={0: [["picker"], ["princess"]]},
                 hands={1: ["cap", "picker"], 2: ["white"]})
    game.apply(UseAbility(0, 0, target=1))
    pick = game.state.pending[-1].card
    assert BEAN_OF[pick] == Bean.PICKER
    do(game, 0, "harvest", field=0)  # his own single Pluck Bean: allowed, no field is crowded
    do(game, 0, "plant", card=pick, field=0)  # a new row in the magic phase...
    assert UseAbility(0, 0, target=2) in game.legal_actions(0)  # ...brings a new use


def test_andre_draws_with_white_beans_plants_a_pluck_bean_and_plucks():
    game = build(["André", "Frederike", "Gil"], variant="rabohnzel", phase="1b",
                 fields={0: [["white"] * 4, ["cap"] * 2]}, draw_top=["picker"],
                 hands={1: ["cap", "picker"]})
    game.apply(UseAbility(0, 0))
    drawn = game.state.pending[-1].card
    assert BEAN_OF[drawn] == Bean.PICKER and awaited(game) == [(0, "tuck_or_plant")]
    do(game, 0, "harvest", field=0)
    do(game, 0, "plant", card=drawn, field=0)
    game.apply(UseAbility(0, 0, target=1))  # Frederike's last card: another Pluck Bean
    second = game.state.pending[-1].card
    do(game, 0, "plant", card=second, field=0)  # on the existing Pluck row
    assert fields_of(game, 0)[0] == ["picker", "picker"]
    assert not legal(game, 0, "ability")  # extending a row brings no new use


def test_katrin_harvests_while_trading_and_takes_the_bean_from_the_deck():
    game = build(["Katrin", "Susanne", "Tom"], variant="rabohnzel", phase="trade",
                 spells={0: [("pile", True)]}, turned_up=["sword", "magic"],
                 discard=["princess"], fields={0: [["picker"] * 2, ["magic"] * 2]},
                 hands={0: ["white"], 1: ["magic"]})
    pile = Cast(0, sid("pile"))
    assert pile in game.legal_actions(0)  # in the middle of trading
    do(game, 0, "harvest", field=0)  # one Pluck Bean becomes a coin, one is discarded
    assert BEAN_OF[game.state.discard[-1]] == Bean.PICKER
    game.apply(pile)
    picker = card_of(game.state.turned_up, "picker")
    game.apply(Offer(0, (1,), (picker,), (Bean.MAGIC,)))
    magic = game.state.seats[1].hand[0]
    do(game, 1, "accept", cards=(magic,))
    assert game.state.seats[1].aside == [picker] and game.state.seats[0].aside == [magic]
    excal = build(3, phase="trade", spells={0: [("pile", True)]}, turned_up=["sword"],
                  discard=["princess"])
    assert pile not in excal.legal_actions(0)  # Excalibohn: only at the start of phase 2


def test_hagen_attacks_three_times_with_the_magical_card_river():
    game = build(["Hagen", "Ina", "Jo"], variant="rabohnzel", phase="1b",
                 spells={0: [("flow", True)]}, hands={0: ["sword"] * 3},
                 fields={0: [[], ["princess"]]}, coins={1: ["cap"] * 3, 2: ["white"]})
    game.apply(Cast(0, sid("flow")))
    attacks = 0
    for _ in range(3):
        assert awaited(game) == [(0, "flow")]
        if fields_of(game, 0)[0]:
            do(game, 0, "harvest", field=0)  # a single Sword Bean: nothing is crowded
        do(game, 0, "plant", field=0)
        game.apply(UseAbility(0, 0, target=1))  # still in the flow, in the magic phase
        attacks += 1
    assert attacks == 3 and game.state.seats[0].hand == []
    reveals = [e for e in game.events if e.kind == "reveal"]
    assert len(reveals) == 3


def test_hanno_borrows_the_exchange_and_the_aggression_spell_goes_back():
    game = build(["Hanno", "Felix", "Gerd"], variant="rabohnzel", phase="1b",
                 spells={0: [("random", True)], 1: ["attack"]},
                 spell_deck=["swap"], fields={0: [["mean"], []]},
                 coins={1: ["cap"], 2: ["princess"]})
    game.apply(Cast(0, sid("random")))
    do(game, 0, "swap", target=1, slot=0)
    do(game, 0, "keep_swapped", face_up=True)
    game.apply(UseAbility(0, 0, attack_spell=True))  # the Aggression Spell, used
    s = game.state
    assert s.seats[1].coins == [] and len(s.seats[2].coins) == 1
    finish_turn(game)
    assert [x.card for x in s.seats[0].spells] == [sid("random")]
    assert [x.card for x in s.seats[1].spells] == [sid("swap")]
    assert sid("attack") in s.spell_deck


def test_frank_enchants_his_fellow_players_and_nobody_must_harvest():
    game = build(["Frank", "Gabi", "Hans"], variant="rabohnzel", phase="1b",
                 spells={0: [("enchant_fellows", True)]},
                 hands={0: ["cap"], 1: ["sword", "cap"], 2: ["white", "cap"]},
                 fields={0: [["cap"], []], 1: [["sword"], ["magic"]],
                         2: [["white"] * 2, ["magic"]]})
    game.apply(Cast(0, sid("enchant_fellows")))
    assert sorted(p for p, k in awaited(game)) == [0, 1, 2]
    do(game, 1, "plant", field=0)
    do(game, 2, "plant", field=0)
    do(game, 0, "plant", field=0)
    assert fields_of(game, 1)[0] == ["sword", "sword"]
    assert fields_of(game, 2)[0] == ["white"] * 3
    assert [beans(game.state.seats[p].hand) for p in (1, 2)] == [["cap"], ["cap"]]
    assert not any(e.kind == "harvest" for e in game.events)


def test_help_text_names_the_differences():
    text = " ".join(SPECS["rabohnzel"].help.split())
    assert "phase 3" in text and "1½" in text and "Deck Spell" in text


def test_the_bean_field_spell_opens_its_field_in_phase_3_with_nothing_to_plant():
    # Ruling: the rulebook lets the active player open the third field in the planting
    # phase regardless of what there is to plant
    game = build(3, variant="rabohnzel", phase="3", spells={0: [("bean_field", True)]},
                 fields={0: [["sword"], ["magic"] * 2]})
    assert game.state.turned_up == [] and game.state.seats[0].aside == []
    assert awaited(game) == [(0, "plant_aside")]
    game.apply(Cast(0, sid("bean_field")))
    assert len(game.state.seats[0].fields) == 3
    assert game.state.active == 1  # nothing left to do in phase 3: on to the drawing
    # without the spell face up, phase 3 passes such a player by at once
    game = build(3, variant="rabohnzel", phase="3", spells={0: [("bean_field", False)]})
    assert game.state.active == 1


def test_each_spell_is_said_to_be_used_in_the_phase_of_the_game_being_played():
    from rules.cards import SPELL_CARDS, Spell
    from rules.games import SPECS
    from rules.spells import spell_when

    when = {c.spell: c for c in SPELL_CARDS}
    rab, exc = SPECS["rabohnzel"], SPECS["excalibohn"]
    assert spell_when(rab, when[Spell.ATTACK]) == "1\u00bd"  # Rabohnzel's magic phase
    assert spell_when(exc, when[Spell.ATTACK]) == "1b"
    assert spell_when(rab, when[Spell.BEAN_FIELD]) == "3"  # cast in phase 3 there
    assert spell_when(exc, when[Spell.BEAN_FIELD]) == "1b"
    assert spell_when(exc, when[Spell.HAND_CARD]) == "4"
    assert spell_when(rab, when[Spell.TRADE]) == "2"
    assert spell_when(rab, when[Spell.SWAP]) == "any time"
