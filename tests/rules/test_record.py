"""``rules.record``: the actions' base class behaves like a frozen dataclass where it counts."""

from __future__ import annotations

import copy
import pickle

import pytest

from rules import actions
from rules.actions import Accept, DraftAsk, Harvest, Plant
from rules.cards import Bean
from rules.record import FrozenRecordError, Record


def test_records_are_built_by_position_or_keyword_with_defaults():
    a = Plant(1, 5, 0)
    assert (a.player, a.card, a.field, a.enchant, a.kind) == (1, 5, 0, False, "plant")
    assert Plant(player=1, card=5, field=0, enchant=True).enchant is True
    with pytest.raises(TypeError):
        Plant(1, 5)  # a field without a default is missing
    with pytest.raises(TypeError):
        Plant(1, 5, 0, colour="red")  # no such field


def test_records_cannot_be_changed():
    a = Harvest(0, 1)
    with pytest.raises(FrozenRecordError):
        a.field = 0
    with pytest.raises(FrozenRecordError):
        del a.player
    assert a.field == 1


def test_records_compare_and_hash_by_value_and_class():
    assert Plant(1, 5, 0) == Plant(1, 5, 0) and hash(Plant(1, 5, 0)) == hash(Plant(1, 5, 0))
    assert Plant(1, 5, 0) != Plant(1, 5, 1)
    assert Harvest(0, 1) != actions.Tuck(0, 1)  # same values, another kind of action
    assert len({Accept(2, (3, 4)), Accept(2, (3, 4)), Accept(2, (4, 3))}) == 2
    assert repr(DraftAsk(0, Bean.CAP)) == "DraftAsk(player=0, bean=<Bean.CAP: 'cap'>, kind='draft_ask')"


def test_records_match_by_keyword_and_position():
    match Plant(2, 7, 1):
        case Plant(p, card=7, field=f):
            assert (p, f) == (2, 1)
        case _:
            raise AssertionError("no match")


def test_records_copy_and_pickle():
    a = Accept(1, (2, 3))
    assert copy.copy(a) is a and copy.deepcopy(a) is a
    assert pickle.loads(pickle.dumps(a)) == a


def test_every_action_round_trips_through_json():
    samples = [Plant(0, 1, 2, True), Harvest(1, 0), DraftAsk(2, Bean.SWORD), Accept(1, (4, 5)),
               actions.Conclude(0, 2, (7,)), actions.OfferStart(0, (1, 2)),
               actions.UseAbility(0, 1, 2, True), actions.Sacrifice(1, 200, (3, 4))]
    text = actions.ACTION_LIST_ADAPTER.dump_json(samples)
    assert b'"kind":"plant"' in text and b'"bean":"sword"' in text and b'"cards":[4,5]' in text
    assert actions.ACTION_LIST_ADAPTER.validate_json(text) == samples


def test_a_record_without_defaults_after_defaults_is_refused():
    with pytest.raises(TypeError, match="without a default"):
        class Bad(Record):
            a: int = 0
            b: int
