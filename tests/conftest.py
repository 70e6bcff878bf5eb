"""For every test: Enter lifts a curtain however soon it follows another Enter, and the
keys after it act at once."""

import pytest


@pytest.fixture(autouse=True)
def _curtains_lift_at_every_enter(monkeypatch):
    """Tests type faster than any person does (Enter on the opening message, then on the
    curtain, then a choice): a curtain's pauses after an Enter (``curtain.QUIET``), after it
    comes up (``curtain.SHOWN``) and after it lifts (``curtain.LIFTED``) are off but where
    a test sets them."""
    monkeypatch.setattr("excalibohn_tui.screens.curtain.QUIET", 0.0)
    monkeypatch.setattr("excalibohn_tui.screens.curtain.LIFTED", 0.0)
    # (never: an Enter the test sent as the curtain was being put up lifts it too)
    monkeypatch.setattr("excalibohn_tui.screens.curtain.SHOWN", -float("inf"))
