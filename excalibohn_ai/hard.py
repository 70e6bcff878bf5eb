"""Placeholder; replaced below."""
from .normal import NormalPlayer


class HardPlayer(NormalPlayer):
    name = "hard"
