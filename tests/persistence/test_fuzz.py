"""Fuzzing save files: whatever the bytes, loading either works or says what is wrong.

The contract: ``load_session`` returns a session or raises ``SaveError``; no
other exception escapes; the file is left byte for byte (and time stamp) as
it was; nothing is written next to it.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from persist_helpers import BOTS, play

from excalibohn_tui.persistence import SaveError, load_session
from excalibohn_tui.session import Session

FUZZ = settings(max_examples=120, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])


def _real_save() -> bytes:
    session = Session.new(BOTS, seed=31, autosave=False)
    play(session, 90, random.Random(31))
    from excalibohn_tui.persistence import save_bytes

    return save_bytes(session)


REAL = _real_save()
REAL_DOC = json.loads(REAL)


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


def _check(folder: Path, data: bytes) -> None:
    path = folder / "game.json"
    path.write_bytes(data)
    stamp = path.stat().st_mtime_ns
    try:
        session = load_session(path, autosave=False)
    except SaveError as e:
        message = str(e)
        assert message and "\n" not in message and "Traceback" not in message
    else:
        assert session.game.log is not None
    assert path.read_bytes() == data
    assert path.stat().st_mtime_ns == stamp
    assert [p.name for p in folder.iterdir()] == ["game.json"]


def test_the_real_save_loads(folder: Path) -> None:
    _check(folder, REAL)
    assert len(load_session(folder / "game.json", autosave=False).game.log) == 90


@FUZZ
@given(st.binary(max_size=3000))
def test_random_bytes(folder: Path, data: bytes) -> None:
    _check(folder, data)


@FUZZ
@given(st.integers(0, len(REAL)))
def test_truncations(folder: Path, cut: int) -> None:
    _check(folder, REAL[:cut])


@FUZZ
@given(st.lists(st.tuples(st.integers(0, len(REAL) - 1), st.integers(0, 255)),
                min_size=1, max_size=4))
def test_byte_flips(folder: Path, flips: list[tuple[int, int]]) -> None:
    data = bytearray(REAL)
    for pos, byte in flips:
        data[pos] = byte
    _check(folder, bytes(data))


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-10**30, 10**30) | st.floats(allow_nan=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=3),
    max_leaves=6,
)


def _paths(doc, prefix=()):
    """Every place inside a JSON document (as a key path)."""
    yield prefix
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _paths(v, (*prefix, i))


PLACES = [p for p in _paths(REAL_DOC) if p]


@FUZZ
@given(st.lists(st.tuples(st.sampled_from(PLACES), st.sampled_from(["set", "drop", "nudge"]),
                          JSON_VALUES), min_size=1, max_size=3))
def test_structured_mutations(folder: Path, edits) -> None:
    doc = json.loads(REAL)
    for place, how, value in edits:
        parent = doc
        try:
            for key in place[:-1]:
                parent = parent[key]
            last = place[-1]
            if how == "drop":
                del parent[last]
            elif how == "nudge" and type(parent[last]) is int:
                parent[last] += 1
            else:
                parent[last] = value
        except (KeyError, IndexError, TypeError):
            continue  # an earlier edit removed this place
    _check(folder, json.dumps(doc).encode())


DIGITS = [i for i, b in enumerate(REAL) if chr(b).isdigit()]


@FUZZ
@given(st.lists(st.tuples(st.sampled_from(DIGITS), st.integers(0, 9)), min_size=1, max_size=3))
def test_digit_changes(folder: Path, changes: list[tuple[int, int]]) -> None:
    """Still valid JSON, but cards, seats, fields and counters changed by hand."""
    data = bytearray(REAL)
    for pos, digit in changes:
        data[pos] = ord(str(digit))
    _check(folder, bytes(data))
