"""Every app test writes saves and crash logs into its own temporary folders, and runs
with the table's clock movable (``tui_helpers.after_haste``)."""

import pytest


@pytest.fixture(autouse=True)
def _private_folders(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))


@pytest.fixture(autouse=True)
def _movable_table_clock():
    from tui_helpers import movable_clock

    with movable_clock():
        yield
