"""Every app test writes saves and crash logs into its own temporary folders."""

import pytest


@pytest.fixture(autouse=True)
def _private_folders(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
