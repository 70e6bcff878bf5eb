"""For every test: Enter lifts a curtain however soon it follows another Enter."""

import pytest


@pytest.fixture(autouse=True)
def _curtains_lift_at_every_enter(monkeypatch):
    """Tests type Enter after Enter faster than any person does (the opening message, then
    the curtain): a curtain's pause after an Enter (``curtain.QUIET``) is off but where a
    test sets it."""
    monkeypatch.setattr("excalibohn_tui.screens.curtain.QUIET", 0.0)
